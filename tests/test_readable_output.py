"""Readable answers (issue 19, part 4): labelled counterexample matrices in every format, headers
and a legend that name the properties, the errors section in every format, rich notebook
displays of a verdict and a table, and a progress bar that stays off stdout.

The orientation facts are the house rule (rows = predictions, columns = truth; binary
``m = [[TP, FP], [FN, TN]]``, positive class first), checked against scikit-learn's
``confusion_matrix`` (truth on the rows) as an independent oracle.
"""

import json
import re

import pytest

import axioms
import metrics
from reports import FORMATS, Table, assert_properties, build_report, render
from reports.cli import main
from reports.expect import differences
from reports.matrices import matrix_text
from reports.progress import terminal_bar

PROOF = {"kind": "proof", "method": "cancel"}
SEARCH = {"kind": "search", "method": "random matrices", "budget": {"random_matrices": 5}}


def _cell(verdict="holds", evidence=PROOF, counterexample=None, detail="d"):
    return {"verdict": verdict, "evidence": evidence, "detail": detail, "counterexample": counterexample,
            "witness": None, "per_n": {}, "every_n": None, "after_calibration": None}


# one error added at m[0][1] (predicted class 0, true class 1) raises a binary score from 1/2 to 2/3;
# a three-class counterexample whose only change is m[2][0] (predicted 2, true 0)
BINARY = {"before": [[1, 0], [0, 1]], "after": [[1, 1], [0, 1]], "cell": [0, 1], "values": ["1/2", "2/3"],
          "verified": "exact"}
THREE = {"before": [[1, 0, 0], [0, 1, 0], [0, 0, 1]], "after": [[1, 0, 0], [0, 1, 0], [4, 0, 1]],
         "values": ["1", "5/7"], "verified": "exact"}
REPORT = {
    "axiometrics": "0",
    "settings": {"properties": ["PI", "PIV", "PV"], "classes": [2, 3]},
    "metrics": {
        "two_class": {"PI": _cell("fails", {"kind": "counterexample", "method": "m"}, BINARY, "worse"), "PIV": _cell(),
                      "PV": _cell(evidence=SEARCH)},
        "three_class": {"PI": _cell(),
                        "PIV": _cell("fails", {"kind": "counterexample", "method": "m"}, THREE, "rescaled"),
                        "PV": _cell()},
    },
}


def _cells(line, sep="|"):
    """The stripped cells of one row of a text table (markdown: ``|``-separated; plain: 2+ spaces)."""
    if sep == "|":
        return [c.strip() for c in line.strip().strip("|").split("|")]
    return re.split(r"\s{2,}", line.strip())


def test_binary_cells_are_named_where_scikit_learn_puts_them():
    # by hand: 5 items true 1 predicted 1 (TP), 2 true 0 predicted 1 (FP), 1 true 1 predicted 0 (FN),
    # 7 true 0 predicted 0 (TN)
    from sklearn.metrics import confusion_matrix

    y_true = [1] * 5 + [0] * 2 + [1] * 1 + [0] * 7
    y_pred = [1] * 5 + [1] * 2 + [0] * 1 + [0] * 7
    tn, fp, fn, tp = confusion_matrix(y_true, y_pred).ravel()  # scikit-learn's documented binary idiom
    ours = confusion_matrix(y_true, y_pred, labels=[1, 0]).T  # rows = predictions, positive class first
    assert (tp, fp, fn, tn) == (5, 2, 1, 7)
    lines = matrix_text(ours.tolist(), "m").splitlines()
    header, rows = _cells(lines[0], " "), {(r := _cells(line, " "))[0]: r[1:] for line in lines[1:]}
    assert header == ["m", "true positive", "true negative"]
    assert rows["predicted positive"] == [f"TP = {tp}", f"FP = {fp}"]
    assert rows["predicted negative"] == [f"FN = {fn}", f"TN = {tn}"]


def test_markdown_shows_each_counterexample_as_a_labelled_table():
    out = render(REPORT, "markdown")
    tables = {}
    for line in out.splitlines():
        if line.startswith("| predicted") or line.startswith("| before") or line.startswith("| after"):
            tables.setdefault(len(tables) // 3, []).append(_cells(line))
    rows = [row for table in tables.values() for row in table]
    assert ["before: two_class = 1/2", "true positive", "true negative"] in rows
    assert ["predicted positive", "TP = 1", "FP = 1"] in rows  # the error added at m[0][1]: a false positive
    assert ["after: three_class~ = 5/7", "true 0", "true 1", "true 2"] not in rows  # no calibrated cell here
    assert ["after: three_class = 5/7", "true 0", "true 1", "true 2"] in rows
    assert ["predicted 2", "4", "0", "1"] in rows  # m[2][0] = 4: predicted 2, true 0


def test_plain_text_shows_labelled_matrices():
    out = render(REPORT, "plain")
    section = out[out.index("Counterexamples"):]
    rows = [_cells(line, " ") for line in section.splitlines() if line.startswith("    predicted")]
    assert ["predicted positive", "TP = 1", "FP = 0"] in rows and ["predicted negative", "FN = 0", "TN = 1"] in rows
    assert ["predicted 2", "4", "0", "1"] in rows


def test_html_colours_the_matrix_and_marks_the_changed_cell():
    out = render(REPORT, "html")
    assert "<th>predicted positive</th>" in out and "<th>true negative</th>" in out
    changed = out[out.index("after: two_class = 2/3"):]
    fp = changed[changed.index("FP = 1") - 200:changed.index("FP = 1")]
    assert "#f6d5d5" in fp and "font-weight:bold" in fp  # an error cell (off the diagonal), the one changed


def test_latex_has_an_appendix_of_labelled_tabulars():
    out = render(REPORT, "latex")
    table_end = out.index(r"\end{tabular}")
    appendix = out[table_end:]
    assert r"\textbf{Counterexamples}" in appendix
    assert r"predicted positive & TP = 1 & FP = 1 \\" in appendix
    assert r"predicted 2 & 4 & 0 & 1 \\" in appendix
    assert r"\begin{tabular}{lrrr}" in appendix


def test_headers_and_legend_name_the_properties():
    head = render(REPORT, "markdown").splitlines()[0]
    # Opitz 2024: PI monotonicity (§3.1), PIV prevalence invariance (§3.4), PV chance correction (§3.5)
    assert _cells(head) == ["metric", "PI monotonicity", "PIV prevalence invariance", "PV chance correction"]
    plain = render(REPORT, "plain")
    for words in ("metric~", "prevalence-calibrated variant", "strict: every random classifier scores exactly ω(n)",
                  "complete: strict, and ω does not depend on n", "✓* = not refuted", "not a proof",
                  "† only for the class counts checked (n = 2, 3)", "(n ≥ k): for every n ≥ k",
                  "PIV: prevalence invariance (Opitz 2024 §3.4"):
        assert words in plain, words
    assert r"PI monotonicity & PIV prevalence invariance" in render(REPORT, "latex")


@pytest.fixture(scope="module")
def broken_report():
    metrics.register("readable_raises", numeric=lambda m: 1 / 0)
    try:
        yield build_report(["macro_recall", "readable_raises"], ["PIV"], classes=(2,), with_calibrated=False)
    finally:
        metrics.unregister("readable_raises")


@pytest.mark.parametrize("fmt", FORMATS.values(), ids=lambda f: f.name)
def test_every_format_carries_the_errors(broken_report, fmt):
    reason = broken_report["metrics"]["readable_raises"]["PIV"]["detail"]
    assert "ZeroDivisionError" in reason
    out = render(broken_report, fmt.name)
    if fmt.name == "json":
        assert json.loads(out)["metrics"]["readable_raises"]["PIV"]["detail"] == reason
    elif fmt.errors == "detail":  # a table for programs: the error row's detail
        row = next(line for line in out.splitlines() if line.startswith("readable_raises"))
        assert "error" in row and "ZeroDivisionError" in row
    else:  # a section after the legend that points to it (LaTeX escapes the underscore)
        text = out.replace("\\_", "_")
        line = "readable_raises (PIV): error: metric raised ZeroDivisionError"
        assert line in text and text.index(line) > text.index("the reason is listed under Errors")


def test_a_verdict_shows_itself():
    verdict = axioms.fails("PI", "one more error raises the score " + "x" * 200, {**BINARY})
    short = repr(verdict)
    assert short.startswith("<Verdict PI fails (counterexample): one more error") and len(short) < 120
    text = str(verdict)
    assert text.startswith("PI monotonicity: fails") and "FP = 1" in text and "predicted positive" in text
    shown = verdict._repr_html_()
    assert "PI monotonicity" in shown and "found numerically, re-checked exactly" in shown  # what backs it
    assert "<th>predicted negative</th>" in shown and "#d8f0d8" in shown  # the matrix, its diagonal green


def test_a_table_shows_matrices_in_notebooks():
    shown = Table(REPORT)._repr_html_()
    assert shown.startswith("<table>") and "PIV prevalence invariance" in shown
    assert "<th>predicted 2</th>" in shown and "✓* = not refuted" in shown  # the matrices and the legend


def test_assert_properties_prints_the_counterexample_labelled():
    with pytest.raises(AssertionError) as failure:
        assert_properties("macro_precision", {"PIV": "holds"}, classes=(2,))  # Opitz Table 5: macro precision fails PIV
    message = str(failure.value)
    assert "PIV: expected 'holds', got 'fails'" in message
    assert "predicted positive" in message and "true negative" in message and "TP = " in message


def test_a_drift_message_shows_the_counterexample_labelled():
    lines = differences(REPORT, {"verdicts": {"two_class": {"PI": "holds"}, "three_class": {}}})
    drift = next(line for line in lines if line.startswith("two_class PI:"))
    assert "counterexample:\n" in drift and "FP = 1" in drift and "predicted negative" in drift


def test_progress_is_off_without_a_terminal_or_with_quiet(monkeypatch):
    import sys

    assert terminal_bar(3, quiet=True) is None
    monkeypatch.setattr(sys.stderr, "isatty", lambda: False)
    assert terminal_bar(3, quiet=False) is None
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    bar = terminal_bar(3, quiet=False)
    assert bar is not None and bar.bar.total == 3
    bar.close()


def test_progress_goes_to_stderr_and_the_report_stays_identical(capsys, monkeypatch):
    import sys

    args = ["table", "--metrics", "macro_recall", "--properties", "PIV", "--classes", "2", "--jobs", "1", "--no-cache"]
    assert main([*args, "--quiet"]) == 0
    quiet = capsys.readouterr()
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    assert main(args) == 0
    shown = capsys.readouterr()
    assert shown.out == quiet.out and quiet.err == ""
    assert re.search(r"axiometrics: +\d+%.*[01]/1 \[", shown.err)  # a bar over the one metric, on stderr only


def test_a_huge_lifted_matrix_is_not_drawn_and_values_stay_with_their_matrix():
    from reports.matrices import MAX_LABELLED, shown_matrices

    big = [[int(i == j) for j in range(MAX_LABELLED + 1)] for i in range(MAX_LABELLED + 1)]
    assert shown_matrices({"matrix": big, "verified": "exact"}) == []
    # PIII's record: one matrix, the values of several cells (not one per matrix), and the matrix that forced p
    record = {"matrix": [[1, 0], [0, 1]], "values": ["1/2", "1/3", "1/4"], "forced_at": [[2, 0], [0, 1]]}
    assert [(title, value) for title, _, value, _ in shown_matrices(record)] == [("matrix", None), ("forced at", None)]


def test_the_guides_table5_example_has_the_headers_the_command_prints():
    from pathlib import Path

    from reports.legend import headers

    page = (Path(__file__).resolve().parent.parent / "docs" / "guide" / "papers.md").read_text(encoding="utf-8")
    section = page[page.index("## Example: Opitz's Table 5, regenerated"):]
    first = section[section.index("```\n") + 4:].splitlines()[0]
    assert _cells(first) == headers(list(axioms.OPITZ_PROPERTIES))


def test_build_report_shows_a_bar_on_request(capsys):
    # progress=True: a tqdm bar (a widget under IPython), counted per metric, on stderr only
    report = build_report(["macro_recall"], ["PIV"], classes=(2,), with_calibrated=False, progress=True)
    captured = capsys.readouterr()
    # Opitz Table 5: macro recall is prevalence invariant
    assert report["metrics"]["macro_recall"]["PIV"]["verdict"] == "holds"
    assert re.search(r"axiometrics: +\d+%.*[01]/1 \[", captured.err) and captured.out == ""  # a bar over one metric


def test_a_terminal_without_a_width_still_shows_the_bar():
    # issue 31: a pseudo-terminal whose size was never set reports 0 columns; the bar falls back to 80
    import os
    import pty

    from reports.progress import ProgressBar

    master, slave = pty.openpty()
    assert os.get_terminal_size(slave).columns == 0
    with os.fdopen(slave, "w") as terminal:
        bar = ProgressBar(2, terminal)
        bar("accuracy", None, None)
        bar.bar.refresh()
        os.set_blocking(master, False)  # nothing written must fail the test, not hang it
        shown = ""
        while True:
            try:
                shown += os.read(master, 4096).decode(errors="replace")
            except BlockingIOError:
                break
        bar.close()
    os.close(master)
    assert "1/2" in shown and "checked accuracy" in shown
