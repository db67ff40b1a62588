"""``axiometrics verify``: proof-level cells re-checked apart from the engine (issue 28, item 5).

Two engines with a wrong-proof bug put back (by monkeypatching a copy of the code path in this
process) must give reports that verify calls REFUTED; a correct report is re-checked and exits 0.
Conventions: m[i][j] = items predicted i of true class j.
"""

import json
import re
import subprocess
import sys

import numpy as np
import pytest
import sympy

import axioms.properties.pv
import metrics
import metrics._registry
from metrics.structure import ClassSums, _at
from reports import verify
from reports.report import build_report


def _statuses(rows, pid):
    return {(r.metric, r.scope): r.status for r in rows if r.property == pid}


# Accuracy D/N: PI holds (∂/∂m_ii = (N − D)/N² ≥ 0, ∂/∂m_ij = −D/N² ≤ 0), PIV fails (scaling one
# column changes D/N), PV fails (z = p ∝ (t, 1) scores (t² + 1)/(t + 1)² → 1, the perfect score).
# Macro recall: PIV holds (each recall c_j/t_j is unchanged by scaling column j), PV holds strict
# (every random classifier scores Σ_j z_j p_j/p_j / n = 1/n, short of the perfect 1).
def test_a_correct_report_is_rechecked_and_exits_0(tmp_path):
    report = build_report(["accuracy", "macro_recall"], ["PI", "PIV", "PV"], classes=(2,), with_calibrated=False)
    path = tmp_path / "report.json"
    path.write_text(json.dumps(report))
    done = subprocess.run([sys.executable, "-m", "reports.cli", "verify", str(path), "--cell-timeout", "600",
                           "--obligations", str(tmp_path / "smt")],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "REFUTED" not in done.stdout.replace("0 REFUTED", "")
    for line in ("accuracy PI [n=2]: re-checked", "accuracy PIV [n=2]: re-checked", "accuracy PV [n=2]: re-checked",
                 "macro_recall PIV [n=2]: re-checked", "macro_recall PV [n=2]: re-checked"):
        assert line in done.stdout, line


def test_a_forged_counterexample_is_refuted():
    report = build_report(["accuracy"], ["PIV"], classes=(2,), with_calibrated=False)
    cell = report["metrics"]["accuracy"]["PIV"]
    cell["counterexample"]["values"][1] = "1/7"  # not accuracy's value at the scaled matrix
    (row,) = [r for r in verify.verify_report(report, seconds=0) if r.scope == "n=2"]
    assert row.status == "REFUTED" and "the report says 1/7" in row.why


# The PV bug put back: a chance score only had to differ from the perfect one. (7 − 2n)/5 · κ
# scores 0 on every random classifier and −1/5 when perfect at n = 4 (derivation in
# tests/test_wrong_proofs.py): that engine said "holds, strict, ω = 0".
def test_verify_refutes_a_report_of_the_pv_direction_bug(registered, monkeypatch):
    kappa = metrics.get("cohen_kappa")
    registered("scaled_kappa",
               symbolic=lambda M: sympy.Rational(7 - 2 * M.shape[0], 5) * kappa.symbolic(M),
               numeric=lambda m: (7 - 2 * np.shape(m)[-1]) / 5 * kappa.numeric(np.asarray(m, dtype=float)),
               checks=False)
    monkeypatch.setattr(axioms.properties.pv, "not_short_of_perfect", lambda *args: None)
    report = build_report(["scaled_kappa"], ["PV"], classes=(2, 3, 4), with_calibrated=False)
    assert report["metrics"]["scaled_kappa"]["PV"]["verdict"] == "holds"  # the bug is back
    rows = verify.verify_report(report, seconds=0)
    refuted = [r for r in rows if r.status == "REFUTED"]
    assert refuted and "not short of the perfect classifier's -1/5" in refuted[0].why


# The structure bug put back: ClassSums.value called the outer function with numbers while the
# numeric form used its trace with a symbol n, and registration compared nothing. The outer
# function is balanced accuracy R/n at n = 2, 3 and accuracy D/N elsewhere: metric(m) computed
# accuracy, the exact form balanced accuracy, and PIV "held (proof)" — for balanced accuracy.
def _old_value(self, groups, N, n):
    totals = {name: sympy.Add(*[g.multiplicity * _at(h, g, N, n) for g in groups]) for name, h in self.sums}
    return sympy.sympify(self.outer(**totals, N=N, n=n))


def _branching(D, R, N, n):
    return R / n if str(n) == "2" else D / N  # traced: str(n) is "n", D/N; called at n = 2: R/n


def test_verify_refutes_a_report_of_the_lying_structure_bug(registered, monkeypatch):
    monkeypatch.setattr(ClassSums, "value", _old_value)
    monkeypatch.setattr(metrics._registry, "check_traced", lambda *args: None)
    registered("lying", structure=ClassSums(_branching, {"D": lambda c, r, t, N: c, "R": lambda c, r, t, N: c / t}),
               checks=False)
    assert metrics.get("lying")([[1, 0], [1, 1]]) == pytest.approx(2 / 3)  # accuracy
    assert metrics.get("lying").exact([[1, 0], [1, 1]]) == sympy.Rational(3, 4)  # balanced accuracy
    report = build_report(["lying"], ["PIV"], classes=(2,), with_calibrated=False)
    cell = report["metrics"]["lying"]["PIV"]
    assert cell["verdict"] == "holds" and cell["evidence"]["kind"] in verify.PROOF_LEVEL  # the wrong proof is back
    (row,) = [r for r in verify.verify_report(report, seconds=0) if r.scope == "n=2"]
    assert row.status == "REFUTED" and "a proof about another function" in row.why


def test_a_report_that_is_not_one_is_a_usage_error(tmp_path):
    path = tmp_path / "x.json"
    path.write_text("[1, 2]")
    done = subprocess.run([sys.executable, "-m", "reports.cli", "verify", str(path)], capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 2 and "not an axiometrics JSON report" in done.stderr


@pytest.mark.parametrize("row, problem", [
    ({"PI": {"verdict": "holds", "per_n": {"2": "holds"}}}, "has no evidence kind"),
    ({"PI": "holds"}, "is str, not an object"),
    ({"PI": {"verdict": "holds", "evidence": {"kind": "proof"}, "per_n": {"x": "holds"}}}, "has no per_n"),
    (["PI"], "is list, not an object of cells"),
    ({"PI": {"verdict": "fails", "evidence": {"kind": "counterexample"}, "per_n": {"2": "fails"},
             "counterexample": {"before": "abc", "after": [[0, 2], [1, 0]]}}},
     "has a counterexample whose 'before' is no square matrix"),
    ({"PI": {"verdict": "fails", "evidence": {"kind": "counterexample"}, "per_n": {"2": "fails"},
             "counterexample": {"matrices": [[[1, 0]]]}}}, "has a counterexample whose 'matrices' is no square"),
])
def test_a_report_with_a_malformed_cell_is_a_usage_error_naming_it(row, problem):
    from metrics.errors import UsageError

    with pytest.raises(UsageError, match=re.escape(problem)):
        verify.verify_report({"metrics": {"accuracy": row}})


def test_an_obligations_folder_that_cannot_be_made_is_refused_before_any_recheck(tmp_path):
    from metrics.errors import UsageError

    (tmp_path / "file").write_text("")
    with pytest.raises(UsageError, match="cannot make this folder"):
        verify.verify_report({"metrics": {}}, obligations_dir=tmp_path / "file" / "below")


# Cohen's kappa (p_o − p_e)/(1 − p_e) fails PI at n = 2: [[0, 1], [1, 0]] has p_o = 0, p_e = (1·1 + 1·1)/4 = 1/2, so
# κ = −1; one more error, [[0, 2], [1, 0]], has p_e = (2·1 + 1·2)/9 = 4/9 and κ = (0 − 4/9)/(5/9) = −4/5: an error
# raised the score. A report claiming "holds at n = 2, fails from n = 3" (its counterexample at n = 3) used to be
# re-checked whole, n = 2 never looked at.
def test_a_class_count_whose_verdict_differs_from_the_cells_is_rechecked_too():
    report = build_report(["cohen_kappa"], ["PI"], classes=(2, 3), with_calibrated=False)
    cell = report["metrics"]["cohen_kappa"]["PI"]
    assert cell["verdict"] == "fails" and cell["per_n"] == {"2": "fails", "3": "fails"}
    cell["per_n"]["2"] = "holds"
    cell["counterexample"] = {"before": [[0, 1, 0], [1, 0, 0], [0, 0, 0]], "after": [[0, 2, 0], [1, 0, 0], [0, 0, 0]],
                              "cell": [0, 1], "values": ["-1", "-4/5"], "verified": "exact"}
    cell["every_n"]["from"] = 3
    rows = verify.verify_report(report, seconds=0)
    assert [r.status for r in rows if r.scope == "n=2"] == ["REFUTED"]


USER_ACCURACY = """
import os
import numpy as np
import metrics

def my_accuracy(m):
    {body}
    return np.trace(m, axis1=-2, axis2=-1) / m.sum(axis=(-2, -1))

metrics.register("my_accuracy", numeric=my_accuracy)
"""


def _verify_with(tmp_path, body):
    """``verify REPORT --with FILE`` of a report of my_accuracy (accuracy: PIV fails, Opitz 2024 Table 5), where
    FILE registers my_accuracy with ``body`` first in its code."""
    checked, edited = tmp_path / "checked.py", tmp_path / "edited.py"
    checked.write_text(USER_ACCURACY.format(body="pass"))
    edited.write_text(USER_ACCURACY.format(body=body))
    made = subprocess.run([sys.executable, "-m", "reports.cli", "check", str(checked), "--properties", "PIV",
                           "--classes", "2", "--format", "json", "--no-cache", "--quiet", "--jobs", "1"],
                          capture_output=True, text=True, timeout=600)
    assert made.returncode == 0, made.stderr
    assert json.loads(made.stdout)["metrics"]["my_accuracy"]["PIV"]["evidence"]["kind"] == "counterexample"
    (tmp_path / "report.json").write_text(made.stdout)
    return subprocess.run([sys.executable, "-m", "reports.cli", "verify", str(tmp_path / "report.json"), "--with",
                           str(edited), "--jobs", "1"], capture_output=True, text=True, timeout=600)


def test_verify_runs_a_with_files_metric_outside_its_own_process(tmp_path):
    """verify imported --with files and ran their metrics in its own process: a metric that ended its process
    (os._exit(0)) ended verify with exit code 0 and no output, as if every cell had been re-checked."""
    done = _verify_with(tmp_path, "os._exit(0)")
    assert done.returncode == 0, done.stderr
    assert "my_accuracy PIV [n=2]: not re-checkable (its row's re-check in a worker process failed" in done.stdout
    assert "my_accuracy~ PIV [n=2]: not re-checkable (its row's re-check" in done.stdout  # the calibrated variant
    assert "my_accuracy PIV [every n ≥ 2]: not re-checkable (its row's re-check" in done.stdout  # its every-n claim
    # the same metric without the exit is re-checked: the counterexample is accuracy's; and the failed row above left
    # out none of its claims
    passed = _verify_with(tmp_path, "pass").stdout
    assert "my_accuracy PIV [n=2]: re-checked" in passed
    claims = int(re.search(r"(\d+) proof-level cells", passed).group(1))
    assert f"{claims} proof-level cells: 0 re-checked, {claims} not re-checkable, 0 REFUTED" in done.stdout


def test_a_with_file_that_exits_as_verify_imports_it_is_a_usage_error(tmp_path):
    exits = tmp_path / "exits.py"
    exits.write_text("import os\nos._exit(0)\n")
    report = tmp_path / "report.json"
    report.write_text(json.dumps(build_report(["accuracy"], ["PIV"], classes=(2,), with_calibrated=False)))
    done = subprocess.run([sys.executable, "-m", "reports.cli", "verify", str(report), "--with", str(exits)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 2 and "exits.py" in done.stderr and done.stdout == "", done.stdout + done.stderr


def test_an_obligation_keeps_its_symbols_signs():
    from reports import smt

    # 1 − a/(a + b) = b/(a + b) ≥ 0 for a, b ≥ 0 (a + b > 0); for real a, b it fails:
    # a = −2, b = 1 gives 1 − (−2)/(−1) = −1 < 0
    a, b = sympy.symbols("a b", nonnegative=True)
    proved = smt.nonnegative(1 - a / (a + b), [a >= 0, b >= 0], "1 − a/(a + b) ≥ 0")
    assert "(>= x0_a 0)" in proved.text and smt.decide(proved) == "unsat"
    x, y = sympy.symbols("x y", real=True)
    assert smt.decide(smt.nonnegative(1 - x / (x + y), [], "not for real x, y")) == "sat"


def test_obligations_go_only_to_a_new_or_empty_folder(tmp_path):
    from metrics.errors import UsageError

    taken = tmp_path / "taken"
    taken.mkdir()
    (taken / "obligation_0000.smt2").write_text("someone else's file")
    report = build_report(["accuracy"], ["PI"], classes=(2,), with_calibrated=False)
    with pytest.raises(UsageError, match="new or empty folder"):
        verify.verify_report(report, obligations_dir=taken)
    assert (taken / "obligation_0000.smt2").read_text() == "someone else's file"


def test_a_lifted_every_n_counterexample_is_rechecked_for_every_n():
    """Accuracy fails PIV for every n (Opitz Table 5): the pair is lifted by padding, and verify re-derives the
    padded difference from accuracy's structure as a function of the number k of added classes."""
    report = build_report(["accuracy"], ["PIV"], classes=(2,), with_calibrated=False)
    every = report["metrics"]["accuracy"]["PIV"]["every_n"]
    assert every["verdict"] == "fails"
    rows = [r for r in verify.verify_report(report, seconds=0) if r.scope.startswith("every n")]
    assert [r.status for r in rows] == ["re-checked"], [r.line() for r in rows]


def test_a_forged_every_n_counterexample_is_refuted():
    """Adding a correct item to the perfect [[1, 0], [0, 1]] leaves accuracy at 1 with any number of empty
    classes added: Δ(k) = 0, so "PI fails for every n" with that pair is false."""
    report = build_report(["accuracy"], ["PI"], classes=(2,), with_calibrated=False)
    cell = report["metrics"]["accuracy"]["PI"]
    cell["verdict"] = "fails"
    cell["every_n"] = {"verdict": "fails", "from": 2, "evidence": {"kind": "counterexample", "method": "forged"},
                       "detail": "forged",
                       "counterexample": {"before": [[1, 0], [0, 1]], "after": [[2, 0], [0, 1]], "cell": [0, 0],
                                          "values": ["1", "1"], "verified": "exact", "lifted_from": 2,
                                          "padding": "empty classes (no items)"}}
    rows = [r for r in verify.verify_report(report, seconds=0) if r.scope.startswith("every n")]
    assert [r.status for r in rows] == ["REFUTED"], [r.line() for r in rows]


def test_a_proof_about_the_pieces_of_a_piecewise_metric_is_not_rechecked(registered):
    """accuracy − [TP ≥ 1]: on each piece every diagonal partial is accuracy's (N − D)/N² ≥ 0, yet the first correct
    item at (0, 0) drops the score from 0 to 1/2 − 1 at [[0, 0], [1, 1]] → [[1, 0], [1, 1]]: PI fails. A sign of
    the pieces' derivatives is no proof of monotonicity across the jump."""
    def symbolic(M):
        return (M[0, 0] + M[1, 1]) / sum(M) - sympy.Piecewise((1, M[0, 0] >= 1), (0, True))

    def numeric(m):
        m = np.asarray(m, dtype=float)
        return (m[..., 0, 0] + m[..., 1, 1]) / m.sum(axis=(-2, -1)) - (m[..., 0, 0] >= 1)

    registered("stepped_accuracy", symbolic=symbolic, numeric=numeric, checks=False)
    report = {"metrics": {"stepped_accuracy": {"PI": {"verdict": "holds",
                                                      "evidence": {"kind": "proof", "method": "forged"},
                                                      "per_n": {"2": "holds"}, "detail": "forged",
                                                      "counterexample": None}}}}
    (row,) = verify.verify_report(report, seconds=0)
    assert row.status != "re-checked", row.line()


def test_the_calibrated_variant_of_a_metric_that_leaves_classes_out_is_rechecked_for_every_n():
    """Sebastiani's K averages recall over the classes that occur (Piecewise on t = 0). metric~ is undefined unless
    every class occurs, so verify reads each term through its piece for t > 0: K~ = n/(n − 1)·(1/n)Σ c'/t' − 1/(n − 1)
    with c' = cN/(nt), t' = N/n, i.e. the class mean of g = (n c/t − 1)/(n − 1), whose PI, PIII and PIV for every n it
    re-derives like any class mean's."""
    report = build_report(["sebastiani_k"], ["PI", "PIII", "PIV"], classes=(2,))
    rows = [r for r in verify.verify_report(report, seconds=0) if r.scope.startswith("every n")
            and "~" in r.line().split(" ")[0]]
    assert len(rows) == 3 and all(r.status == "re-checked" for r in rows), [r.line() for r in rows]


def test_a_metric_that_leaves_classes_out_has_its_piv_and_pv_for_every_n_rechecked():
    """K's terms: c/t and 1 where t > 0, 0 where t = 0. Scaling a column keeps t > 0 or t = 0, so each term keeps its
    value (PIV); random classifiers (p > 0) leave out no class, where K = (n·(1/n)·Σz/Σz − 1)/(n − 1) = 0 (PV)."""
    report = build_report(["sebastiani_k"], ["PIV", "PV"], classes=(2,), with_calibrated=False)
    rows = [r for r in verify.verify_report(report, seconds=0) if r.scope.startswith("every n")]
    assert len(rows) == 2 and all(r.status == "re-checked" for r in rows), [r.line() for r in rows]


def test_a_forged_piv_claim_about_a_term_in_pieces_is_not_rechecked(registered):
    """0 ↦ r/(r + 1) at an empty class: scaling the other columns changes that class's r, so the term changes."""
    c, r, t = sympy.symbols("c r t", nonnegative=True)
    registered("recall_or_share",
               structure=metrics.structure.ClassMean(sympy.Piecewise((r / (r + 1), sympy.Eq(t, 0)), (c / t, True))),
               checks=False)
    forged = {"verdict": "holds", "from": 2, "evidence": {"kind": "proof", "method": "forged"}, "detail": "forged",
              "counterexample": None}
    report = {"metrics": {"recall_or_share": {"PIV": {"verdict": "holds",
                                                      "evidence": {"kind": "proof", "method": "forged"},
                                                      "per_n": {"2": "holds"},
                                                      "detail": "forged", "counterexample": None, "every_n": forged}}}}
    rows = [r for r in verify.verify_report(report, seconds=0) if r.scope.startswith("every n")]
    assert rows and all(r.status != "re-checked" for r in rows), [r.line() for r in rows]


# NIT's code takes logarithms (float64 values only). Its PII witness at n = 2 is verified in float64 by the engine, and
# re-checked so; a forged second value (the two scores equal) is refuted.
def test_a_float64_pii_witness_is_rechecked_in_float64_and_a_forged_one_refuted():
    report = build_report(["nit"], ["PII"], classes=(2,), with_calibrated=False)
    (row,) = verify.verify_report(report, seconds=0)
    assert row.status == "re-checked" and "in float64" in row.why, row.line()
    witness = report["metrics"]["nit"]["PII"]["witness"]
    witness["values"][1] = witness["values"][0]
    (row,) = verify.verify_report(report, seconds=0)
    assert row.status == "REFUTED", row.line()


# A combined cell records one class count's maximiser (n = 2 here); at n = 3 the uniform random classifier (the
# matrix of ones) attains calibrated macro F1's chance bound ω = 1/n: each class's F1 is 2·n/(n + n)/n = 1/n there
# (the matrix of ones is its own calibration: every column sums to n). verify read ω as not attained at n = 3.
def test_a_chance_bound_at_a_class_count_without_a_recorded_maximiser_is_attained_by_the_uniform_classifier():
    from reports import smt

    if smt.solver_name() is None:
        pytest.skip("cvc5 is not installed")
    report = build_report(["macro_f1"], ["PV"], classes=(2, 3))
    cell = report["metrics"]["macro_f1"]["PV"]["after_calibration"]
    assert cell["baseline"] == "1/n" and len(cell["witness"]["maximiser"]["matrix"]) == 2  # n = 3's is not recorded
    rows = {(r.metric, r.scope): r for r in verify.verify_report(report, seconds=0)}
    assert rows[("macro_f1~", "n=2, 3")].status == "re-checked", rows[("macro_f1~", "n=2, 3")].line()


def test_a_forged_chance_baseline_is_refuted_by_a_random_classifier():
    """Macro F1's PV holds with ω(n) = 1/n (Opitz 2024, Appendix D): at n = 2 the uniform classifier [[1, 1], [1, 1]]
    has F1 = 2·1/(2·1 + 1 + 1) = 1/2 per class, so a baseline 1/(n + 1) = 1/3 is beaten. Accuracy's PV fails; forged
    into 'strict, 1/n', it is refuted by a random classifier whose accuracy Σ z_k p_k is not 1/2 (as z = p = (3, 1)/4,
    which scores 10/16)."""
    report = build_report(["macro_f1", "accuracy"], ["PV"], classes=(2,), with_calibrated=False)
    report["metrics"]["macro_f1"]["PV"]["baseline"] = "1/(n + 1)"
    forged = report["metrics"]["accuracy"]["PV"]
    forged.update(verdict="holds", baseline="1/n", strength="strict", per_n={"2": "holds"}, every_n=None,
                  evidence={"kind": "proof", "method": "forged"})
    rows = {r.metric: r for r in verify.verify_report(report, seconds=0) if r.scope == "n=2"}
    assert rows["macro_f1"].status == "REFUTED" and "beyond ω = 1/3" in rows["macro_f1"].why
    assert rows["accuracy"].status == "REFUTED" and "not ω = 1/2" in rows["accuracy"].why


def test_a_forged_strength_or_bound_of_a_chance_baseline_is_refuted():
    """Macro recall on a random classifier s·z pᵀ: Σ_k s z_k p_k/(s p_k)/n = Σ z_k/n = 1/n, strict (review 19a F2).
    - 'complete' with ω = 1/n: a complete baseline is the same at every n, and 1/n is not;
    - 'bounded' with ω = 2/3 at n = 2: every random classifier scores exactly 1/2 (the uniform one [[1, 1], [1, 1]]
      too), so no bound they approach is 2/3. Both were 're-checked' or 'not re-checkable', exit 0."""
    report = build_report(["macro_recall", "macro_precision"], ["PV"], classes=(2,), with_calibrated=False)
    report["metrics"]["macro_recall"]["PV"]["strength"] = "complete"
    report["metrics"]["macro_precision"]["PV"].update(strength="bounded", baseline="2/3", every_n=None)
    rows = {r.metric: r for r in verify.verify_report(report, seconds=0) if r.scope == "n=2"}
    assert rows["macro_recall"].status == "REFUTED" and "depends on n" in rows["macro_recall"].why
    assert rows["macro_precision"].status == "REFUTED", rows["macro_precision"].line()
    assert "scores 1/2" in rows["macro_precision"].why


def test_a_row_over_several_class_counts_names_the_n_of_its_reason():
    """Macro recall's random classifiers score ω = 1/n: 1/2 at n = 2, 1/3 at n = 3. The row for n = 2, 3 printed
    'ω = 1/2' alone, as if for both (review 21a)."""
    report = build_report(["macro_recall"], ["PV"], classes=(2, 3), with_calibrated=False)
    (row,) = [r for r in verify.verify_report(report, seconds=0) if r.scope == "n=2, 3"]
    assert row.status == "re-checked" and row.why.startswith("at n=2: ") and "ω = 1/2" in row.why, row.line()


def test_a_report_with_nothing_to_recheck_is_a_usage_error(tmp_path, capsys):
    """A report without metrics, or whose metrics none is registered (nor --with a file), re-checks nothing: exit 2
    with what to do, not 'exit 0' (review 19a L3)."""
    from reports.cli import main

    empty, foreign = tmp_path / "empty.json", tmp_path / "foreign.json"
    empty.write_text(json.dumps({"metrics": {}}), encoding="utf-8")
    foreign.write_text(json.dumps({"metrics": {"not_a_metric_here": {}}}), encoding="utf-8")
    assert main(["verify", str(empty)]) == 2 and "no metrics to re-check" in capsys.readouterr().err
    assert main(["verify", str(foreign)]) == 2 and "--with" in capsys.readouterr().err


def test_a_cell_that_contradicts_itself_is_refuted_whatever_its_evidence():
    """Accuracy's PIV fails at n = 2 (scaling a column changes D/N); a record that also says it holds for every
    n ≥ 2 contradicts itself, and a failure 'by counterexample' with no counterexample backs nothing."""
    report = build_report(["accuracy", "macro_recall"], ["PIV"], classes=(2,), with_calibrated=False)
    report["metrics"]["accuracy"]["PIV"]["every_n"] = {
        "verdict": "holds", "from": 2, "evidence": {"kind": "search", "method": "forged"}, "detail": "forged",
        "counterexample": None}
    report["metrics"]["macro_recall"]["PIV"].update(verdict="fails", per_n={"2": "fails"}, counterexample=None,
                                                   every_n=None, evidence={"kind": "counterexample", "method": "x"})
    refuted = {(r.metric, r.why) for r in verify.verify_report(report, seconds=0) if r.status == "REFUTED"}
    assert ("accuracy", "the cell contradicts itself: it holds for every n ≥ 2 and fails at n=2") in refuted
    assert ("macro_recall", "the cell claims a counterexample and records none") in refuted


def test_a_failure_for_every_n_by_counterexample_that_records_none_is_refuted():
    """Macro recall fails PI at no n (each recall rises with its correct items, falls with none); a forged "fails for
    every n ≥ 4, by counterexample" recording none was "not re-checkable" (review 13d)."""
    report = build_report(["macro_recall"], ["PI"], classes=(2,), with_calibrated=False)
    report["metrics"]["macro_recall"]["PI"]["every_n"] = {
        "verdict": "fails", "from": 4, "evidence": {"kind": "counterexample", "method": "forged"}, "detail": "forged",
        "counterexample": None}
    rows = [r for r in verify.verify_report(report, seconds=0) if r.scope == "every n ≥ 4"]
    assert ("REFUTED", "the cell claims a counterexample and records none") in {(r.status, r.why) for r in rows}


def test_a_report_from_elsewhere_cannot_run_code_in_verify(tmp_path):
    """sympy reads a text by evaluating it as Python: a recorded value that is code ran in verify."""
    marker = tmp_path / "ran"
    report = build_report(["accuracy"], ["PIV"], classes=(2,), with_calibrated=False)
    report["metrics"]["accuracy"]["PIV"]["counterexample"]["values"][1] = (
        f"__import__('pathlib').Path({str(marker)!r}).touch() or 1")
    (row,) = [r for r in verify.verify_report(report, seconds=0) if r.scope == "n=2"]
    assert not marker.exists()
    assert row.status != "re-checked" and "not a recorded value" in row.why


def test_a_forged_float_gloss_of_an_exact_value_is_refuted():
    # a value is written 'exact (≈ its float to 6 digits)'; -sqrt(6)/4 is -0.612372..., so '(≈ -0.9)' beside it
    # contradicts the record itself (verify printed the forged number under 're-checked')
    from reports.verify import _wrong_glosses
    assert _wrong_glosses({"values": ["1/2", "-sqrt(6)/4 (≈ -0.612372)"]}) == []
    assert _wrong_glosses({"values": ["1/2", "-sqrt(6)/4 (≈ -0.9)"]}) == ["-sqrt(6)/4 (≈ -0.9)"]
    report = build_report(["mcc"], ["PI"], classes=(3,), with_calibrated=False)
    cell = report["metrics"]["mcc"]["PI"]
    text = json.dumps(cell["counterexample"], ensure_ascii=False)
    glosses = re.findall(r"\(≈ (-?[0-9.e-]+)\)", text)
    assert glosses, text  # MCC's counterexample values have square roots
    cell["counterexample"] = json.loads(text.replace(f"(≈ {glosses[0]})", "(≈ 0.123)", 1))
    assert any(r.status == "REFUTED" and "is not ≈ its own value" in r.why
               for r in verify.verify_report(report, seconds=0))


def test_a_matrix_recorded_in_a_report_cannot_run_code_either(tmp_path):
    """sympy.Matrix reads a text cell as Python too: a PV maximiser's matrix is read as counts first."""
    marker = tmp_path / "ran"
    report = build_report(["macro_f1"], ["PV"], classes=(2,), with_calibrated=False)
    witness = report["metrics"]["macro_f1"]["PV"]["witness"] or report["metrics"]["macro_f1"]["PV"]["counterexample"]
    witness["maximiser"]["matrix"][0][0] = f"__import__('pathlib').Path({str(marker)!r}).touch() or 1"
    verify.verify_report(report, seconds=0)
    assert not marker.exists()


def test_report_values_are_read_as_numbers_only():
    from reports.value_text import read_text
    assert read_text("sqrt(6)/4 (≈ 0.612372)") == sympy.sqrt(6) / 4
    assert read_text("1/n", {"n": 3}) == sympy.Rational(1, 3)
    for text in ("pi.n(10**7)", "10**10**10", "9**9**9**9", "2**(100000*100000)", "__import__('os')", "lambda: 1",
                 "(((10**1000)**1000)**1000)**1000", "exp(exp(exp(100)))", "2**(n*10**100)"):
        with pytest.raises(ValueError):
            read_text(text)


def test_an_error_at_one_class_count_outranks_a_failure_at_another():
    # a metric that raises at n = 2 and fails at n = 3 has the verdict "error" (an error outranks a failure): no
    # contradiction; a failure under "holds" is one
    from reports.verify import _against
    assert _against("error", {}, "3", "fails") is None
    assert _against("holds", {}, "3", "fails") is not None


def test_a_pv_failure_against_the_perfect_classifier_on_the_same_test_set_is_rechecked(registered):
    """1/N: the uniform random classifier [[1, 1], [1, 1]] scores 1/4, and so does the perfect classifier on its test
    set, diag(2, 2): no better than chance (the perfect score, 1/2 with one item per class, 1/2000 with 1000 per class,
    depends on N). verify called the perfect classifier 'not a random classifier' and REFUTED a correct failure."""
    registered("user_one_over_n", symbolic=lambda M: 1 / sum(M))
    report = build_report(["user_one_over_n"], ["PV"], classes=(2,), with_calibrated=False)
    assert report["metrics"]["user_one_over_n"]["PV"]["verdict"] == "fails"
    (row,) = [r for r in verify.verify_report(report, seconds=0) if r.scope == "n=2"]
    assert row.status == "re-checked", row.why


def test_a_cell_recorded_as_an_object_cannot_run_code_in_verify(tmp_path):
    """A recorded count or parameter that is a JSON object passed through as it was, and sympy read the text inside
    it as Python (an SCI counterexample's parameters, a matrix cell)."""
    marker = tmp_path / "ran"
    payload = {"a": f"__import__('pathlib').Path({str(marker)!r}).touch()"}
    report = {"settings": {"classes": [2]}, "metrics": {"accuracy": {"SCI": {
        "verdict": "fails", "evidence": {"kind": "counterexample", "method": "forged"}, "detail": "forged",
        "counterexample": {"before": [[1, 0], [0, 1]], "after": [[2, 0], [0, 2]], "parameters": [payload],
                           "values": ["1", "1"], "verified": "exact"},
        "witness": None, "per_n": {"2": "fails"}, "every_n": None, "after_calibration": None}}}}
    verify.verify_report(report, seconds=0)
    report["metrics"]["accuracy"]["SCI"]["counterexample"]["before"] = [[payload, 0], [0, 1]]
    verify.verify_report(report, seconds=0)
    assert not marker.exists()
