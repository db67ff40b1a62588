"""The CI gate (``--expect``, :mod:`reports.expect`): values, scope and strength of evidence, not
only verdicts. The baseline is written by running the command (``--write-expect``) and then
edited by hand to simulate each change."""

import copy
import json

import pytest

from metrics.errors import UsageError
from reports.cli import main
from reports.expect import BASELINE_FORMAT, cell_record, gate, load_expectation

ARGS = ["table", "--metrics", "macro_recall,nit", "--properties", "PIII,PV,TRS", "--classes", "2", "--quiet",
        "--jobs", "1", "--format", "json"]


@pytest.fixture(scope="module")
def written(tmp_path_factory):
    """``(folder, baseline, report)``: the gate's baseline and the report of one run of ``ARGS``."""
    folder = tmp_path_factory.mktemp("gate")
    assert main([*ARGS, "--output", str(folder / "report.json"), "--write-expect", str(folder / "baseline.json")]) == 0
    return folder, json.loads((folder / "baseline.json").read_text()), json.loads((folder / "report.json").read_text())


def expectation(folder, baseline, name="edited.json"):
    """``baseline`` written to ``folder/name`` and read back as the gate reads it."""
    (folder / name).write_text(json.dumps(baseline))
    return load_expectation(str(folder / name))


def test_the_baseline_records_values_scope_evidence_and_settings(written):
    _, baseline, _ = written
    assert baseline["format"] == BASELINE_FORMAT == 2
    assert baseline["settings"] == {"classes": [2], "calibrated": True}
    recall = baseline["cells"]["macro_recall"]
    # macro recall = (1/n) Σ_j c_j / t_j: an arithmetic mean (p = 1) of one per-class score, every n
    assert recall["PIII"]["values"] == {"p": 1} and recall["PIII"]["every_n"]["verdict"] == "holds"
    # a random classifier m = z pᵀ has recall_j = z_j, so macro recall = (1/n) Σ z_j = 1/n for every one: strict,
    # proved for every n (the baseline is that formula, 1/2 at n = 2)
    assert recall["PV"]["values"] == {"baseline": "1/n", "strength": "strict"}
    assert recall["PIII"]["evidence"] == recall["PV"]["evidence"] == "proof"
    assert baseline["cells"]["nit"]["TRS"]["evidence"] in ("search", "exhaustive")  # NIT has no symbolic form: no proof
    assert "verdicts" in baseline  # format 1's summaries stay: an older axiometrics reads a new baseline


def test_an_unchanged_run_passes_the_gate(written):
    folder, _, _ = written
    assert main([*ARGS, "--output", str(folder / "again.json"), "--expect", str(folder / "baseline.json")]) == 0


@pytest.mark.parametrize("metric, pid, path, value, what", [
    ("macro_recall", "PIII", ("values", "p"), 2, "p"),
    ("macro_recall", "PV", ("values", "baseline"), "1/3", "baseline"),
    ("macro_recall", "PV", ("values", "strength"), "bounded", "strength"),
    ("macro_recall", "PIII", ("every_n",), None, "scope (every_n)"),  # holds for every n -> per n only
    ("macro_recall", "PV", ("every_n", "from"), 3, "scope (every_n)"),
    ("macro_recall", "PIII", ("calibrated", "verdict"), "fails", "calibrated verdict"),
    # the same verdict, failing at another class count (n = 3 -> n = 2, with 2 and 3 checked), is a change
    ("macro_recall", "PIII", ("per_n", "2"), "fails", "per-n verdicts"),
])
def test_a_changed_value_or_scope_fails_the_gate(written, metric, pid, path, value, what):
    folder, baseline, report = written
    edited = copy.deepcopy(baseline)
    record = edited["cells"][metric][pid]
    for key in path[:-1]:
        record = record[key]
    record[path[-1]] = value
    failures, _ = gate(report, expectation(folder, edited))
    # a calibrated variant's line is labelled metric~ (issue 31)
    label = f"{metric}~" if what.startswith("calibrated") else metric
    assert len(failures) == 1 and failures[0].startswith(f"{label} {pid}: {what}: "), failures


def test_a_baseline_written_before_per_n_was_kept_is_compared_without_it(written):
    folder, baseline, report = written
    edited = copy.deepcopy(baseline)
    for row in edited["cells"].values():
        for record in row.values():
            for part in (record, record["calibrated"] or {}):
                part.pop("per_n", None)
    assert gate(report, expectation(folder, edited)) == ([], [])


def test_a_changed_verdict_shows_the_counterexample(written):
    folder, baseline, report = written
    edited = copy.deepcopy(baseline)
    assert edited["cells"]["macro_recall"]["TRS"]["verdict"] == "fails"  # recall of mᵀ is precision of m
    edited["cells"]["macro_recall"]["TRS"]["verdict"] = "holds"
    [line] = gate(report, expectation(folder, edited))[0]
    assert line.startswith("macro_recall TRS: verdict: expected 'holds', got 'fails'") and "counterexample" in line


def test_weaker_evidence_fails_unless_allowed(written, capsys):
    folder, baseline, _ = written
    edited = copy.deepcopy(baseline)
    edited["cells"]["nit"]["TRS"]["evidence"] = "proof"  # as if an older run had proved it
    expectation(folder, edited, "weaker.json")
    out = ["--output", str(folder / "out.json"), "--expect", str(folder / "weaker.json")]
    assert main([*ARGS, *out]) == 1
    assert "nit TRS: weaker evidence: expected 'proof', got 'search'" in capsys.readouterr().err
    assert main([*ARGS, *out, "--allow-weaker-evidence"]) == 0
    err = capsys.readouterr().err
    assert "not failures" in err and "nit TRS: weaker evidence" in err


def test_stronger_evidence_is_a_note_not_a_failure(written):
    folder, baseline, report = written
    edited = copy.deepcopy(baseline)
    edited["cells"]["macro_recall"]["PV"]["evidence"] = "search"
    failures, notes = gate(report, expectation(folder, edited))
    assert failures == [] and len(notes) == 1 and "macro_recall PV: stronger evidence" in notes[0]


def test_a_subset_of_metrics_is_compared_alone(written):
    folder, _, report = written
    assert main([*ARGS[:2], "macro_recall", *ARGS[3:], "--output", str(folder / "sub.json"), "--expect",
                 str(folder / "baseline.json")]) == 0
    without_nit = {**report, "metrics": {"macro_recall": report["metrics"]["macro_recall"]}}
    expected = load_expectation(str(folder / "baseline.json"))
    assert gate(without_nit, expected, metrics_subset=True)[0] == []
    missing = gate(without_nit, expected)[0]  # the default selection: a metric gone from the run fails
    assert missing and all(line.startswith("nit ") and "got 'absent'" in line for line in missing)


def test_a_metric_gone_from_a_run_of_some_properties_fails(written):
    """With --properties only those properties' cells are compared, but a metric of the baseline that the run lacks
    still fails on each of them: it passed, since the run had no cell of it to compare (review 15a)."""
    folder, _, report = written
    without_nit = {**report, "metrics": {"macro_recall": report["metrics"]["macro_recall"]}}
    expected = load_expectation(str(folder / "baseline.json"))
    missing = gate(without_nit, expected, properties_subset=True)[0]
    assert missing and all(line.startswith("nit ") and "got 'absent'" in line for line in missing)
    assert {line.split(":")[0] for line in missing} == {f"nit {pid}" for pid in report["settings"]["properties"]}


def test_other_settings_fail_with_one_line(written):
    folder, baseline, report = written
    edited = {**baseline, "settings": {"classes": [2, 3], "calibrated": True}}
    [line] = gate(report, expectation(folder, edited))[0]
    assert line.startswith("settings: ") and "--classes" in line


def test_a_format_1_baseline_is_still_read_and_compared(written):
    folder, baseline, report = written
    old = {"verdicts": copy.deepcopy(baseline["verdicts"])}
    assert gate(report, expectation(folder, old)) == ([], [])
    old["verdicts"]["macro_recall"]["PIII"] = "fails | calibrated: holds"
    [line] = gate(report, expectation(folder, old))[0]
    assert line.startswith("macro_recall PIII: summary: expected 'fails | calibrated: holds'")


@pytest.mark.parametrize("edit, words", [
    ({"format": 3}, "format 3"),
    ({"cells": {"nit": {"TRS": {"verdict": "holds"}}}}, "'cells'"),
    ({"cells": {"nit": {"TRS": {"verdict": "holds", "evidence": "proof", "calibrated": "yes"}}}}, "'cells'"),
    # an unknown evidence label counted as the weakest evidence, so any report passed the comparison of evidence
    ({"cells": {"nit": {"TRS": {"verdict": "holds", "evidence": "bogus", "values": {}, "every_n": None}}}}, "'cells'"),
    ({"cells": {"nit": {"TRS": {"verdict": "hold", "evidence": "proof", "values": {}, "every_n": None}}}}, "'cells'"),
])
def test_a_malformed_or_newer_baseline_is_a_usage_error(written, edit, words):
    folder, baseline, _ = written
    with pytest.raises(UsageError, match=words):
        expectation(folder, {**baseline, **edit}, "bad.json")


def test_fail_on_error_fails_on_any_error_cell(tmp_path, capsys):
    path = tmp_path / "boom.py"
    path.write_text("import metrics\n\ndef boom(m):\n    raise RuntimeError('always')\n\n"
                    "metrics.register('u_boom', numeric=boom)\n")
    args = ["check", str(path), "--metrics", "u_boom,accuracy", "--properties", "PIV", "--classes", "2", "--quiet"]
    assert main(args) == 0  # an error cell alone does not fail a run ...
    capsys.readouterr()
    assert main([*args, "--fail-on-error"]) == 1  # ... unless asked
    captured = capsys.readouterr()
    assert "--fail-on-error" in captured.err and "u_boom PIV" in captured.err, captured.err
    assert "| accuracy" in captured.out  # the report is still written


def test_a_cell_decided_for_an_identified_form_is_weaker_than_one_for_the_code(written):
    """A metric rewritten as numpy code that is only identified as macro recall (✓ⁱ) passed a baseline written when
    its structure was proved (✓): the record held the evidence kind alone (review 11a, F6)."""
    folder, baseline, report = written
    identified = copy.deepcopy(report)
    cell = identified["metrics"]["macro_recall"]["PIII"]
    cell["evidence"] = {**cell["evidence"], "identification": {"identified": True, "form": "ClassMean(c / t)"}}
    failures, _ = gate(identified, expectation(folder, baseline, "identified.json"))
    assert failures == ["macro_recall PIII: weaker evidence: expected 'proof', got 'proof (identified form)'"]


def test_the_values_of_a_property_known_only_to_the_workers_are_compared(written):
    """A property a user's file registers is known in the workers only: its cells' own keys (here ``worst``, from 1
    to 7) were recorded as no values at all, and the gate passed the change (review 11a, F5)."""
    folder, baseline, report = written
    with_user_property = copy.deepcopy(report)
    cell = copy.deepcopy(with_user_property["metrics"]["macro_recall"]["TRS"])
    with_user_property["metrics"]["macro_recall"]["USER_WORST"] = {**cell, "worst": 1}
    recorded = cell_record("USER_WORST", with_user_property["metrics"]["macro_recall"]["USER_WORST"])
    assert recorded["values"] == {"worst": 1}
    edited = copy.deepcopy(baseline)
    edited["cells"]["macro_recall"]["USER_WORST"] = recorded
    edited["verdicts"]["macro_recall"]["USER_WORST"] = baseline["verdicts"]["macro_recall"]["TRS"]
    with_user_property["metrics"]["macro_recall"]["USER_WORST"]["worst"] = 7
    failures, _ = gate(with_user_property, expectation(folder, edited, "user_property.json"))
    assert failures and all("USER_WORST: worst: expected 1, got 7" in line for line in failures)
