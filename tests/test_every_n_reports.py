"""Reports show the scope of every verdict (issue #17): for every number of classes, from some n on,
or only for the class counts checked (†); the JSON field ``every_n`` and its schema.

Two test properties with every-n hooks, true by construction, stand in for the lemmas:
EVERY_TEST holds at every n (its hook: "holds for every n ≥ 2"); FROM3_TEST holds at n = 2 and
fails at every n ≥ 3 (its hook: "fails for every n ≥ 3", a lifted counterexample). Their marks
follow from these definitions: a structured metric gets the hooks' verdicts, a metric registered
only as a matrix function never does (its marks carry †).
"""

import dataclasses
import json
from pathlib import Path

import jsonschema
import numpy as np
import pandas as pd
import pytest

import axioms
import metrics
import reports
from axioms.every_n.verdicts import failing_for_every_n, proved_for_every_n
from reports import Table, build_report, render
from reports.paper import _compare_cell, _split, _strip_stars
from reports.render import cell_text, latex_escape
from reports.scope import scope_legend, scope_lines, scope_suffix, smallest_n

CONSTRUCTION = {"kind": "construction", "method": "true by definition"}


def _fake_counterexample(n):
    """A counterexample record at n (the identity matrix; the test property fails there by definition)."""
    return {"matrix": np.eye(n, dtype=int).tolist(), "values": ["1"], "verified": "exact"}


def _check_every(metric, n, settings, rng):
    return axioms.holds("EVERY_TEST", CONSTRUCTION, "holds by definition")


def _check_from3(metric, n, settings, rng):
    if n == 2:
        return axioms.holds("FROM3_TEST", CONSTRUCTION, "holds at n = 2 by definition")
    return axioms.fails("FROM3_TEST", "fails from n = 3 by definition", _fake_counterexample(n))


def _hook_every(metric, base, settings):
    return proved_for_every_n("EVERY_TEST", 2, "true by definition", "holds for every n")


def _hook_from3(metric, base, settings):
    return failing_for_every_n("FROM3_TEST", 3, "lifted by definition", "fails for every n ≥ 3",
                               lambda n: (_fake_counterexample(n), "lifted"))


@pytest.fixture(scope="module")
def props():
    axioms.register_property("EVERY_TEST", name="t", statement="true", source="test", check=_check_every,
                             every_n=_hook_every)
    axioms.register_property("FROM3_TEST", name="t", statement="n < 3", source="test", check=_check_from3,
                             every_n=_hook_from3)
    # D/(N+1): no candidate structure
    metrics.register("everyn_numeric", numeric=lambda m: np.einsum("...ii->...", m) / (m.sum(axis=(-1, -2)) + 1))
    try:
        yield ["EVERY_TEST", "FROM3_TEST"]
    finally:
        del axioms.PROPERTIES["EVERY_TEST"], axioms.PROPERTIES["FROM3_TEST"]
        metrics.unregister("everyn_numeric")


_REPORTS = {}


def _report(props, classes):
    """The report of macro recall and a matrix function at ``classes`` (built once per module; a copy)."""
    if classes not in _REPORTS:
        _REPORTS[classes] = json.dumps(build_report(["macro_recall", "everyn_numeric"], props, classes=classes))
    return json.loads(_REPORTS[classes])


def test_marks_say_for_every_n_or_only_for_the_checked_n(props):
    report = _report(props, (2, 3))
    classes = report["settings"]["classes"]
    ours, numeric = report["metrics"]["macro_recall"], report["metrics"]["everyn_numeric"]
    assert cell_text("EVERY_TEST", ours["EVERY_TEST"], classes) == "✓"  # proved for every n ≥ 2
    assert cell_text("FROM3_TEST", ours["FROM3_TEST"], classes) == "✗ (n ≥ 3)"  # held at 2, refuted for every n ≥ 3
    assert cell_text("EVERY_TEST", numeric["EVERY_TEST"], classes) == "✓†"  # a matrix function: only n = 2, 3
    assert cell_text("FROM3_TEST", numeric["FROM3_TEST"], classes) == "✗†"
    assert numeric["EVERY_TEST"]["every_n"] is None and numeric["EVERY_TEST"]["after_calibration"]["every_n"] is None
    table = render(report, "markdown")
    row = next(line for line in table.splitlines() if line.startswith("| macro_recall "))
    assert [c.strip() for c in row.strip("|").split("|")] == ["macro_recall", "✓", "✗ (n ≥ 3)"]
    # a header is the property's id and name
    assert table.startswith("| metric ") and "| EVERY_TEST t " in table.splitlines()[0]
    assert "† only for the class counts checked (n = 2, 3)" in table
    assert "macro_recall FROM3_TEST: fails for every n ≥ 3 (counterexample" in table  # the section on every n
    assert "everyn_numeric EVERY_TEST: holds for every n" not in table


def test_the_calibrated_cell_has_its_own_every_n(props):
    report = _report(props, (2, 3))
    after = report["metrics"]["macro_recall"]["FROM3_TEST"]["after_calibration"]
    assert after["every_n"]["verdict"] == "fails" and after["every_n"]["from"] == 3
    # the smallest, at n = from = 3
    assert after["every_n"]["counterexample"]["matrix"] == [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
    lines = render(report, "plain")
    assert "macro_recall~ FROM3_TEST: fails for every n ≥ 3" in lines


def test_checked_class_counts_below_the_lemma_show_both(props):
    # only n = 2 checked: the verdict there holds; the lemma says it fails for every n ≥ 3
    report = _report(props, (2,))
    assert cell_text("FROM3_TEST", report["metrics"]["macro_recall"]["FROM3_TEST"], [2]) == "✓†; ✗ (n ≥ 3)"
    # only n = 3 checked: n = 2 was not, so the lemma's scope is still written out
    report = _report(props, (3,))
    assert cell_text("FROM3_TEST", report["metrics"]["macro_recall"]["FROM3_TEST"], [3]) == "✗ (n ≥ 3)"
    assert cell_text("EVERY_TEST", report["metrics"]["macro_recall"]["EVERY_TEST"], [3]) == "✓"


def test_large_class_counts_are_answered_by_the_lemma(props):
    # n = 50 is past symbolic_max_cells: the every-n verdict answers it (a lifted counterexample built at 50)
    report = build_report(["macro_recall"], ["FROM3_TEST"], classes=(2, 50), with_calibrated=False)
    cell = report["metrics"]["macro_recall"]["FROM3_TEST"]
    assert cell["per_n"] == {"2": "holds", "50": "fails"}
    assert len(cell["counterexample"]["matrix"]) in (3, 50)
    assert render(report, "csv").splitlines()[1].startswith(
        "macro_recall,FROM3_TEST,fails,counterexample,every n >= 3,")


def test_report_with_every_n_follows_the_schema(props):
    schema = json.loads((Path(reports.__file__).parent / "report.schema.json").read_text(encoding="utf-8"))
    report = _report(props, (2, 3))
    assert report["schema_version"] == 3 == schema["properties"]["schema_version"]["const"]
    jsonschema.validate(report, schema)
    every = report["metrics"]["macro_recall"]["EVERY_TEST"]["every_n"]
    assert set(every) == {"verdict", "from", "evidence", "detail", "counterexample"}
    for broken in ({**every, "from": 1}, {**every, "verdict": "unknown"},
                   {k: v for k, v in every.items() if k != "from"}):
        report["metrics"]["macro_recall"]["EVERY_TEST"]["every_n"] = broken
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate(report, schema)
    del report["metrics"]["macro_recall"]["EVERY_TEST"]["every_n"]  # a required key of schema 3
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(report, schema)


def test_to_frame_has_the_start_of_every_n(props):
    frame = Table(_report(props, (2, 3))).to_frame()
    starts = {(r.metric, r.property): r.every_n_from for r in frame.itertuples()}
    assert starts[("macro_recall", "EVERY_TEST")] == 2 and starts[("macro_recall", "FROM3_TEST")] == 3
    assert pd.isna(starts[("everyn_numeric", "EVERY_TEST")])


# Hand-made cells: the marks of scope without running the engine.
PROOF = {"kind": "proof", "method": "m"}
SEARCH = {"kind": "search", "method": "m", "budget": {"random_matrices": 5}}


def every(verdict="holds", start=2):
    kind = "proof" if verdict == "holds" else "counterexample"
    return {"verdict": verdict, "from": start, "evidence": {"kind": kind, "method": "m"}, "detail": "d",
            "counterexample": None}


def cell(verdict="holds", evidence=PROOF, per_n=None, every_n=None, calibrated=None):
    return {"verdict": verdict, "evidence": evidence, "detail": "d", "counterexample": None, "witness": None,
            "per_n": per_n or {}, "every_n": every_n, "after_calibration": calibrated}


def test_scope_marks_by_hand():
    assert scope_suffix(cell(), "✓") == "†"
    assert scope_suffix(cell(evidence=SEARCH), "✓*") == "†"  # a search: "✓*†"
    assert scope_suffix(cell("unknown", {"kind": "none", "method": "m"}), "?") == ""  # no mark of scope on ?, –, error
    assert scope_suffix(cell(every_n=every()), "✓") == ""
    assert cell_text("X", cell("fails", per_n={"2": "holds", "3": "fails"}, every_n=every("fails", 3),
                               calibrated=cell(every_n=every())), [2, 3]) == "✗ (n ≥ 3) (✓)"
    # a property that does not apply at n = 2 (checked, no per-n verdict there): from 3 is every n it speaks about
    assert (smallest_n(cell(per_n={"3": "holds"}), [2, 3]) == 3
            and scope_suffix(cell(per_n={"3": "holds"}, every_n=every(start=3)), "✓", [2, 3]) == "")
    assert smallest_n(cell(per_n={"3": "holds"}), [3]) == 2  # n = 2 not checked: unknown there


def test_an_every_n_note_decided_for_an_identified_form_carries_its_mark():
    # the table marks a cell decided for the form identified from the metric's code with ⁱ; the note that says
    # what backs its every-n verdict is about that form too, and says so, for the metric and for its metric~
    identified = {**PROOF, "identification": {"identified": True}}
    base = cell(evidence=identified, every_n=every(), calibrated=cell(evidence=identified, every_n=every()))
    report = {"settings": {"properties": ["PI"], "classes": [2, 3]},
              "metrics": {"code": {"PI": base}, "form": {"PI": cell(every_n=every())}}}
    lines = scope_lines(report)
    assert [line.split(":")[0] for line in lines] == ["code PIⁱ", "code~ PIⁱ", "form PI"]


def test_the_legend_names_the_class_counts_at_which_cells_were_checked():
    # a binary metric is checked at n = 2 only, whatever --classes says: its ✓† holds for n = 2, not "n = 2, 3"
    report = {"settings": {"properties": ["PI"], "classes": [2, 3]},
              "metrics": {"f1": {"PI": cell(per_n={"2": "holds"})}}}
    assert "only for the class counts checked (n = 2);" in scope_legend(report)


def test_a_calibrated_metric_has_no_calibrated_variant_of_its_own():
    # m λ(m) has balanced columns (each t_j · λ_j = N/n), where λ is 1: metric~~ is metric~, not a second verdict
    calibrated = metrics.get("accuracy").calibrated
    assert axioms.check(calibrated, ["PIV"], classes=(2,))["PIV"].after_calibration is None
    assert axioms.check("accuracy", ["PIV"], classes=(2,))["PIV"].after_calibration is not None
    # calibrated_from copied or set by hand makes no metric calibrated (metrics.variants.calibrated_base)
    relabelled = dataclasses.replace(metrics.get("accuracy"), name="accuracy_copy", calibrated_from=calibrated)
    assert axioms.check(relabelled, ["PIV"], classes=(2,))["PIV"].after_calibration is not None


def test_scope_marks_in_latex():
    assert latex_escape("✗ (n ≥ 3)") == r"\xmark{} (n $\geq$ 3)"
    assert latex_escape("✓*†") == r"\cmark{}$^{*}$\textsuperscript{\dag}"
    report = {"settings": {"properties": ["PI"], "classes": [2, 3]}, "metrics": {"m": {"PI": cell()}}}
    assert r"\textsuperscript{\dag} only for the class counts checked (n = 2, 3)" in render(report, "latex")


def test_the_paper_comparison_reads_like_the_paper():
    # Opitz's Table 5 marks are general: a ✓ proved for every n agrees; one only for n = 2, 3 agrees with a †
    assert _compare_cell("PI", cell(every_n=every()), "✓", [2, 3]) == ("agree", None)
    assert _compare_cell("PI", cell(), "✓", [2, 3]) == ("agree†", None)
    assert _compare_cell("PI", cell(evidence=SEARCH), "✓", [2, 3]) == ("agrees, not proved†", None)
    assert _compare_cell("PI", cell("fails", per_n={"2": "holds", "3": "fails"}, every_n=every("fails", 3)), "✗",
                         [2, 3]) == ("agree", None)
    assert _strip_stars("✗† (n ≥ 3) (✓*†)") == "✗ (✓)"
    assert (_split("✗ (n ≥ 3) (✓†)") == ("✗ (n ≥ 3)", "✓†") and _split("✗ (✓)") == ("✗", "✓")
            and _split("✓: 1/n, strict") == ("✓: 1/n, strict", None))


def _hook_broken(metric, base, settings):
    raise RuntimeError("a broken lemma")


def test_a_lemma_that_raises_is_seen(monkeypatch):
    """Issue #30: a lemma that breaks used to claim nothing, silently. Under AXIOMETRICS_STRICT_LEMMAS=1 (the
    test suite's setting) it raises out of the check; without it the per-n verdicts stand and no every-n is claimed."""
    axioms.register_property("BROKEN_TEST", name="t", statement="true", source="test", check=_check_every,
                             every_n=_hook_broken)
    try:
        with pytest.raises(RuntimeError, match="a broken lemma"):
            axioms.check("macro_recall", ["BROKEN_TEST"], classes=(2,), with_calibrated=False)
        monkeypatch.delenv("AXIOMETRICS_STRICT_LEMMAS")
        verdict = axioms.check("macro_recall", ["BROKEN_TEST"], classes=(2,), with_calibrated=False)["BROKEN_TEST"]
        assert verdict.verdict == "holds" and verdict.every_n is None
    finally:
        del axioms.PROPERTIES["BROKEN_TEST"]


def test_a_class_count_between_the_checked_ones_and_the_lemmas_start_is_named():
    """A lemma from n = 5 on beside checks at n = 2, 3 says nothing of n = 4: a ClassMean of (a(n) = (n − 4)² − 1/2)
    times recall holds PI at n = 2, 3 and from 5 on but fails at n = 4, where a(4) < 0 (review). "✓ (n ≥ 5)"
    read as complete; the cell names the class count nobody checked."""
    from reports.scope import scope_words

    cell = {"verdict": "holds", "per_n": {"2": "holds", "3": "holds"}, "every_n": {"verdict": "holds", "from": 5}}
    assert scope_suffix(cell, "✓", (2, 3)) == " (n ≥ 5; n = 4 not checked)"
    assert scope_words(cell, (2, 3)) == "every n >= 5 (n = 4 not checked)"
    cell["per_n"]["4"] = "fails"
    cell["verdict"] = "fails"
    assert scope_suffix(cell, "✗", (2, 3, 4)) == "†; ✓ (n ≥ 5)"
    mcc_like = {"verdict": "fails", "per_n": {"2": "holds", "3": "fails"}, "every_n": {"verdict": "fails", "from": 3}}
    assert scope_suffix(mcc_like, "✗", (2, 3)) == " (n ≥ 3)"  # Table 5's MCC PI: nothing left unchecked


def test_a_lifted_counterexample_that_does_not_recheck_at_one_n_claims_nothing_for_every_n(monkeypatch):
    """Macro precision fails PIV (Opitz 2024, Table 5), lifted to every n by padding. Where the lifted pair does not
    re-check at one n (review 18b: a pair undefined there), the every-n verdict is dropped and that n is checked on its
    own: the cell was an error and lost its calibrated verdict."""
    from axioms.properties.piv import every_n as piv_every_n

    real = piv_every_n.lifted_pair_at
    monkeypatch.setattr(piv_every_n, "lifted_pair_at",
                        lambda metric, lift, before, after, n, relation: None if n == 50 else real(
                            metric, lift, before, after, n, relation))
    verdict = axioms.check("macro_precision", ["PIV"], classes=(2, 50), with_calibrated=False)["PIV"]
    assert verdict.every_n is None and verdict.per_n[50] != "error" and verdict.verdict == "fails"
