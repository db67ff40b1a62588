"""``axiometrics verify`` on Sebastiani's axioms (ICTIR 2015): counterexamples re-applied and re-evaluated,
MON, SDE, WDE, SYM and IMB proofs re-derived (reports/sebastiani_claims.py).

Binary matrices are [[TP, FP], [FN, TN]]; the test set is (AP, AN), the column sums.
"""

import copy

import numpy as np
import pytest
import sympy

import metrics
from reports import smt
from reports.report import build_report
from reports.claim_values import order_of, positive_where_defined
from reports.claims import NOT_RECHECKABLE
from reports.sebastiani_claims import _coin_expectation
from reports.sebastiani_proofs import _defined_everywhere
from reports.verify import verify_report

AXIOMS = ["MON", "SDE", "WDE", "FIX", "CHA", "IMB", "SYM"]


@pytest.fixture(scope="module")
def report():
    return build_report(["accuracy", "f1", "precision", "recall"], AXIOMS, classes=(2,), with_calibrated=False)


def _status(rows, name, pid):
    """The worst status of a cell's rows (a cell may have one re-check and one contradiction within itself)."""
    statuses = [r.status for r in rows if r.metric == name and r.property == pid]
    assert statuses, (name, pid)
    return min(statuses, key=["REFUTED", "not re-checkable", "re-checked"].index)


def test_the_papers_verdicts_are_rechecked(report):
    rows = verify_report(report, seconds=0)
    assert not [r.line() for r in rows if r.status == "REFUTED"]
    # Sebastiani Property 4.1: F1 fails MON (TP = 0: F1 = 0 whatever FP); 4.4, 4.10: F1 and accuracy fail IMB
    # (the trivial acceptor scores 2AP/(2AP + AN) and AP/(AP + AN)); 4.5: F1 fails SYM; accuracy holds SYM
    # (swapping the classes swaps TP and TN, FP and FN: (TP + TN)/N unchanged) and SDE (N ≥ 1).
    for name, pid in [("f1", "MON"), ("f1", "IMB"), ("accuracy", "IMB"), ("f1", "SYM"), ("accuracy", "SYM"),
                      ("accuracy", "SDE"), ("accuracy", "MON"), ("precision", "WDE"), ("recall", "WDE")]:
        assert _status(rows, name, pid) == "re-checked", (
            name, pid, [r.line() for r in rows if r.metric == name and r.property == pid])


@pytest.mark.parametrize("pid, change", [
    ("IMB", lambda ce: ce["values"].__setitem__(1, "2/5")),
    ("SYM", lambda ce: ce.__setitem__("permutation", [0, 1])),
    ("MON", lambda ce: ce["values"].__setitem__(1, "7")),
])
def test_a_forged_counterexample_is_refuted(report, pid, change):
    forged = copy.deepcopy(report)
    cell = forged["metrics"]["f1"][pid]
    assert cell["verdict"] == "fails"
    change(cell["counterexample"])
    assert _status(verify_report(forged, seconds=0), "f1", pid) == "REFUTED"


def test_the_coin_model_by_hand():
    """Coin model: each item is predicted positive with probability 1/2. Accuracy is then 1/2 in
    expectation on every test set; F1 on AP = 1, AN = 0 is 1 (TP = 1) or 0 (FN = 1), 1/2 in expectation:
    Sebastiani's 0.500 at |D| = 1 for F1 with AN = 0."""
    accuracy, f1 = metrics.get("accuracy"), metrics.get("f1")
    assert [_coin_expectation(accuracy, t) for t in ([1, 1], [2, 3], [0, 4])] == [sympy.Rational(1, 2)] * 3
    assert _coin_expectation(f1, [1, 0]) == sympy.Rational(1, 2)


def test_definedness_obligations_tell_a_ratio_of_column_sums_from_one_of_row_sums():
    """Recall TP/AP is defined for every classifier of a test set with AP > 0 (WDE holds); precision
    TP/(TP + FP) is undefined at TP = FP = 0 but defined elsewhere on the same test set (WDE fails)."""
    if smt.solver_name() is None:
        pytest.skip("cvc5 is not installed")
    M, W = metrics.cell_symbols(2), sympy.Matrix(2, 2, lambda i, j: sympy.Symbol(f"w{i}{j}", nonnegative=True))
    same = [sympy.Eq(M[0, j] + M[1, j], W[0, j] + W[1, j]) for j in range(2)] + [c >= 0 for c in M]
    recall, precision = M[0, 0] / (M[0, 0] + M[1, 0]), M[0, 0] / (M[0, 0] + M[0, 1])
    swap = dict(zip(M, W))
    assert smt.decide(smt.undefined_somewhere([recall, recall.xreplace(swap)], same, "recall")) == "unsat"
    assert smt.decide(smt.undefined_somewhere([precision, precision.xreplace(swap)], same, "precision")) == "sat"
    assert smt.decide(smt.undefined_somewhere([precision], [c >= 0 for c in M] + [sum(M) >= 1], "SDE")) == "sat"
    # a Piecewise whose last branch has a condition is undefined where no branch applies (TP = 0 here)
    partial = sympy.Piecewise((M[0, 0] / sum(M), M[0, 0] > 0))
    assert smt.decide(smt.undefined_somewhere([partial], [c >= 0 for c in M] + [sum(M) >= 1], "SDE")) == "sat"


def test_float64_scores_within_rounding_are_not_counted_as_different():
    """A comparison float64 cannot decide is never counted: two scores 1e-13 apart differ when stated exactly,
    and are undecided when stated in float64; one undefined score differs from a defined one."""
    assert order_of(["0.5", "0.5000000000001"], "float64") is None
    assert order_of(["0.5", "0.5000000000001"], "exact") == 1
    assert order_of(["1/2", "undefined"], "exact") == 2


@pytest.fixture(scope="module")
def every_test_set():
    """FIX, CHA, CON: claims about every test set and every classifier on it."""
    return build_report(["accuracy", "informedness", "macro_f1", "cohen_kappa"], ["FIX", "CHA", "CON"], classes=(2,),
                        with_calibrated=False)


# By hand: accuracy (TP + TN)/N lies in [0, 1], reaching 0 and 1 at the classifiers that put every item in the
# wrong / right row; under the coin model each item is right with probability 1/2, so E = 1/2; it is a polynomial
# in the cells over N ≥ 1 (smooth). Informedness TP/AP + TN/AN − 1 lies in [−1, 1] on test sets with both classes,
# E = 1/2 + 1/2 − 1 = 0, and it is affine in TP and in FP.
@pytest.mark.parametrize("name", ["accuracy", "informedness"])
@pytest.mark.parametrize("pid", ["FIX", "CHA", "CON"])
def test_proofs_about_every_test_set_are_rechecked(every_test_set, name, pid):
    assert every_test_set["metrics"][name][pid]["verdict"] == "holds"
    assert _status(verify_report(every_test_set, seconds=0), name, pid) == "re-checked"


# Forged, each by hand. On the test set AP = 0, AN = 1 macro F1 (the mean of 2c/(r + t) over the two classes) scores
# (0 + 0)/2 = 0 at [[0, 1], [0, 0]] and is undefined at [[0, 0], [0, 1]] (class 0's F1 is 0/0): its range there is
# [0, 0], not [0, 1]. Macro F1 is not affine in the cells (2c/(r + t)), so E[M] = M(E[m]) does not follow. Kappa
# (D N − RT)/(N² − RT) is undefined at [[0, 0], [0, 1]] (D = N = RT = 1) beside the scored [[0, 1], [0, 0]]: not
# continuous on that test set.
@pytest.mark.parametrize("name, pid, detail", [
    ("macro_f1", "FIX", "range [0, 1] on every test set where a classifier is scored (proved)"),
    ("macro_f1", "CHA", "E[score] = 1/2 on every test set where a classifier is scored (coin model, proved)"),
    ("cohen_kappa", "CON",
     "C^1 (indeed smooth) in the classifier's cells on every test set, boundary included (proved)"),
])
def test_a_forged_proof_about_every_test_set_is_not_rechecked(every_test_set, name, pid, detail):
    forged = copy.deepcopy(every_test_set)
    cell = forged["metrics"][name][pid]
    assert cell["verdict"] == "fails"
    cell.update(verdict="holds", evidence={"kind": "proof", "method": "forged"}, detail=detail, counterexample=None)
    assert _status(verify_report(forged, seconds=0), name, pid) != "re-checked"


# Accuracy's FIX range is [0, 1] (above); a report whose `ranges` says [0, 1/2] beside its detail's [0, 1] claims two
# ranges, and one that says [0, 1/2] in both is refuted by the perfect classifier [[0, 0], [0, 1]], which scores 1.
# Its coin-model expectation is 1/2; a `models` entry of 1/3 beside the detail's 1/2 claims two.
@pytest.mark.parametrize("pid, forge", [
    ("FIX", lambda cell: cell.update(ranges={"[0, 1/2]": next(iter(cell["ranges"].values()))})),
    ("FIX", lambda cell: cell.update(ranges={"[0, 1/2]": []}, detail="range [0, 1/2] on every test set (proved)")),
    ("CHA", lambda cell: cell["models"][cell["default_model"]].update(value="1/3")),
])
def test_the_recorded_range_and_expectation_are_rechecked_not_only_the_detail(every_test_set, pid, forge):
    forged = copy.deepcopy(every_test_set)
    forge(forged["metrics"]["accuracy"][pid])
    assert _status(verify_report(forged, seconds=0), "accuracy", pid) == "REFUTED"


# A forged "accuracy holds IMB": the trivial acceptor (every item predicted positive) scores AP/(AP + AN), 1/2 on the
# test set AP = AN = 1 and 1/3 on AP = 1, AN = 2; verify used to say "not shown to be one number".
def test_a_forged_imb_proof_is_refuted_by_two_test_sets(report):
    forged = copy.deepcopy(report)
    cell = forged["metrics"]["accuracy"]["IMB"]
    assert cell["verdict"] == "fails"
    cell.update(verdict="holds", evidence={"kind": "proof", "method": "forged"}, counterexample=None,
                per_n={"2": "holds"})
    rows = [r for r in verify_report(forged, seconds=0) if r.metric == "accuracy" and r.property == "IMB"]
    assert [r.status for r in rows] == ["REFUTED"] and "1/2" in rows[0].why and "1/3" in rows[0].why


# F1 = 2TP / (2TP + FP + FN) is 0/0 at [[0, 0], [0, 1]] (TP = FP = FN = 0, TN = 1): undefined on the non-empty test
# set (AP, AN) = (0, 1), where [[0, 1], [0, 0]] (one false positive) scores 0/1 = 0. So F1 fails SDE and WDE
# (Sebastiani §3: "F1 would satisfy neither SDE nor WDE"), and a report that says "proved" is refuted on those two
# matrices, whatever the SMT solver answers (a sat model over the reals is no exact counterexample).
@pytest.mark.parametrize("pid, matrices", [("SDE", ["[[0, 0], [0, 1]]"]),
                                           ("WDE", ["[[0, 1], [0, 0]]", "[[0, 0], [0, 1]]"])])
def test_a_forged_definedness_proof_is_refuted_on_small_matrices(report, pid, matrices):
    forged = copy.deepcopy(report)
    cell = forged["metrics"]["f1"][pid]
    assert cell["verdict"] == "fails"
    cell.update(verdict="holds", evidence={"kind": "proof", "method": "forged"}, counterexample=None,
                per_n={"2": "holds"})
    rows = [r for r in verify_report(forged, seconds=0) if r.metric == "f1" and r.property == pid]
    assert [r.status for r in rows] == ["REFUTED"], [r.line() for r in rows]
    assert all(m in rows[0].why for m in matrices) and "[0, 1]" in rows[0].why


# A cell over n = 2, 3 records one n's detail: under the coin model each item is predicted right with probability
# 1/n, so accuracy's E[score] is 1/2 at n = 2 and 1/3 at n = 3, and its detail says "at n=2: E[score] = 1/2". MCC's
# FIX holds at n = 2 and fails at n = 3 (its range on prevalences [0, 1, 1] is [-1, 1], on [1, 1, 1] it is
# [-sqrt(6)/4, 1]); its cell records n = 3's ranges. Read at the other n, either was once "REFUTED".
def test_what_a_cell_records_at_one_class_count_is_not_checked_at_another():
    report = build_report(["accuracy", "mcc"], ["CHA", "FIX"], classes=(2, 3), with_calibrated=False)
    assert report["metrics"]["accuracy"]["CHA"]["detail"].startswith("n=2, 3; at n=2: E[score] = 1/2")
    assert report["metrics"]["mcc"]["FIX"]["per_n"] == {"2": "holds", "3": "fails"}
    assert not [r.line() for r in verify_report(report, seconds=0) if r.status == "REFUTED"]


def test_the_positivity_certificate_by_hand():
    """x/(x + y) is 0 at x = 0 < y: no certificate (y's monomial covers none of x's). (x + 1)/(x + y + 1) > 0 on the
    orthant: the constant 1 of the numerator lies on a subset of every monomial's variables."""
    x, y = sympy.symbols("x y", nonnegative=True)
    assert not positive_where_defined(x / (x + y), [x, y])
    assert positive_where_defined((x + 1) / (x + y + 1), [x, y])
    assert positive_where_defined(-(x * y + x) / -(x * y), [x, y])  # = (y + 1)/y where defined (y > 0)
    assert not positive_where_defined((x - y) / (x + y), [x, y])


def test_a_form_with_a_jump_is_not_called_smooth(registered):
    """sign(TP − FP)/N + TP/N jumps where TP = FP: no check that reads powers and denominators may call it C¹."""
    registered("signed_accuracy", symbolic=lambda M: (sympy.sign(M[0, 0] - M[0, 1]) + M[0, 0]) / sum(M),
               numeric=lambda m: (np.sign(m[..., 0, 0] - m[..., 0, 1]) + m[..., 0, 0]) / m.sum(axis=(-2, -1)),
               checks=False)
    report = {"metrics": {"signed_accuracy": {"CON": {
        "verdict": "holds", "evidence": {"kind": "proof", "method": "forged"}, "per_n": {"2": "holds"},
        "detail": "C^1 (indeed smooth) in the classifier's cells on every test set, boundary included (proved)",
        "counterexample": None}}}}
    assert _status(verify_report(report, seconds=0), "signed_accuracy", "CON") == "not re-checkable"


def test_only_algebraic_forms_are_called_defined_and_smooth_by_their_powers():
    """1/(x + 1) is defined and smooth for x ≥ 0 (its one denominator is ≥ 1); sign(x) + 1 and log(x + 1) have no
    power to read their trouble from (a jump at 0; log is not algebraic), so neither is called smooth."""
    x = sympy.Symbol("x", nonnegative=True)
    assert _defined_everywhere(1 / (x + 1), {}, [x >= 0], "by hand", [])
    assert not _defined_everywhere(sympy.sign(x) + 1, {}, [x >= 0], "by hand", [])
    assert not _defined_everywhere(sympy.log(x + 1), {}, [x >= 0], "by hand", [])


def _jump_cell(value, limit):
    """CON's ✗ as the engine writes a jump: at m = [[1, 0], [0, 0]] (test set AP = 1, AN = 0), TP moved by −h and FN
    by +h."""
    return {"verdict": "fails", "evidence": {"kind": "counterexample", "method": "forged"}, "per_n": {"2": "fails"},
            "detail": "forged", "counterexample": {
                "test_set": [1, 0], "point": [[1, 0], [0, 0]], "problem": "not continuous", "direction": "TP → 1⁻",
                "cell": [0, 0], "sign": -1, "value": value, "limit": limit, "verified": "exact"}}


def test_a_jump_is_rechecked_only_where_no_pole_hides_in_its_condition(registered):
    """Accuracy halved where FN = 0 jumps at [[1, 0], [0, 0]]: 1/2 there, (1 − h)/1 → 1 once FN = h > 0. Written with
    Eq(TP − FN + 1/Q, 1/Q) for Q = (TP + FN)² − TP² − 2·TP·FN − FN², which is 0 at every matrix, the metric is
    accuracy (both sides are 1/0, Eq(zoo, zoo) is True): sympy, moving the cells with evaluation on, settles the
    condition as TP = FN and finds a jump from 1 to 1/2 that is not there (round-6 audit)."""
    def accuracy(M):
        return (M[0, 0] + M[1, 1]) / sum(M)

    def halved_where_no_fn(M):
        return sympy.Piecewise((accuracy(M) / 2, sympy.Eq(M[1, 0], 0)), (accuracy(M), True))

    def shared_pole_accuracy(M):
        TP, FN = M[0, 0], M[1, 0]
        s = 1 / ((TP + FN) ** 2 - TP ** 2 - 2 * TP * FN - FN ** 2)
        return sympy.Piecewise((accuracy(M), sympy.Eq(TP - FN + s, s)), (accuracy(M) / 2, True))

    registered("halved_where_no_fn", symbolic=halved_where_no_fn, binary=True, checks=False)
    registered("shared_pole_accuracy", symbolic=shared_pole_accuracy, binary=True, checks=False)
    report = {"metrics": {"halved_where_no_fn": {"CON": _jump_cell("1/2", "1")},
                          "shared_pole_accuracy": {"CON": _jump_cell("1", "1/2")}}}
    rows = verify_report(report, seconds=0)
    assert _status(rows, "halved_where_no_fn", "CON") == "re-checked"
    assert _status(rows, "shared_pole_accuracy", "CON") != "re-checked"


def test_a_derivative_is_taken_on_the_branch_near_the_point_or_not_at_all(registered):
    """Accuracy + √TP where TP + 1/Q = FN + 1/Q, Q ≡ 0 written unexpanded: both sides are 1/0, so the condition holds
    at every matrix and the metric is accuracy, smooth. An infinite ∂/∂TP claimed at TP = 0 is not re-checked: the
    branch near the point is not decided (sympy's limit, given the Piecewise with the cells moved, raised instead)."""
    def pole_sqrt(M):
        TP, FN = M[0, 0], M[1, 0]
        s = 1 / ((TP + FN) ** 2 - TP ** 2 - 2 * TP * FN - FN ** 2)
        accuracy = (M[0, 0] + M[1, 1]) / sum(M)
        return sympy.Piecewise((accuracy, sympy.Eq(TP + s, FN + s)), (accuracy + sympy.sqrt(TP), True))

    registered("pole_sqrt", symbolic=pole_sqrt, binary=True, checks=False)
    cell = {"verdict": "fails", "evidence": {"kind": "counterexample", "method": "forged"}, "per_n": {"2": "fails"},
            "detail": "forged", "counterexample": {"test_set": [1, 0], "point": [[0, 0], [1, 0]],
                                                   "problem": "∂/∂TP infinite at TP = 0"}}
    (row,) = verify_report({"metrics": {"pole_sqrt": {"CON": cell}}}, seconds=0)
    assert row.status == "not re-checkable" and "not decided for small h" in row.line()


# NIT = 2^(MI − log2 n) (Vickers et al.; its code takes logarithms, so it has float64 values only). At n = 2, on the
# test set AP = 0, AN = 1 every classifier transfers no information (MI = 0): NIT = 1/2. On AP = 1, AN = 1 the
# perfect and the swapped classifier transfer one bit (NIT = 1) and the two constant ones none (NIT = 1/2): the
# range is [1/2, 1], and under the coin model (each of the four classifiers with probability 1/4) E[NIT] = 3/4.
@pytest.fixture(scope="module")
def float64_only():
    return build_report(["nit"], ["FIX", "CHA"], classes=(2,), with_calibrated=False)


@pytest.mark.parametrize("pid, facts", [("FIX", ["[0.5, 0.5] and [0.5, 1.0]"]), ("CHA", ["E[M] = 0.5 and 0.75"])])
def test_a_float64_counterexample_is_rechecked_in_float64(float64_only, pid, facts):
    (row,) = [r for r in verify_report(float64_only, seconds=0) if r.property == pid]
    assert row.status == "re-checked" and "in float64" in row.why, row.line()
    assert all(fact in row.why for fact in facts), row.why


@pytest.mark.parametrize("pid, field, forged", [("FIX", "ranges", [["0.5", "0.5"], ["0.5", "0.9"]]),
                                                ("CHA", "expectations", ["0.5", "0.7"])])
def test_a_forged_float64_counterexample_is_refuted(float64_only, pid, field, forged):
    report = copy.deepcopy(float64_only)
    report["metrics"]["nit"][pid]["counterexample"][field] = forged
    (row,) = [r for r in verify_report(report, seconds=0) if r.property == pid]
    assert row.status == "REFUTED", row.line()


def test_a_record_saying_float64_does_not_turn_an_exact_metric_into_a_float64_one(float64_only):
    # accuracy's range on AP = 3, AN = 0 and on AP = 0, AN = 3 is [0, 1] exactly; a record of "different" ranges marked
    # float64 is re-computed exactly (the metric has an exact form) and refuted
    report = copy.deepcopy(float64_only)
    cell = report["metrics"].pop("nit")["FIX"]
    cell["counterexample"] = {"test_sets": [[3, 0], [0, 3]], "ranges": [["0", "1"], ["0", "1.0000000001"]],
                              "verified": "float64"}
    report["metrics"] = {"accuracy": {"FIX": cell}}
    (row,) = verify_report(report, seconds=0)
    assert row.status == "REFUTED", row.line()


def test_an_order_of_scores_sympy_cannot_decide_is_not_rechecked(registered):
    """A PV failure recorded as a random classifier and the perfect one on its test set: the uniform [[1, 1], [1, 1]]
    scores log 6, the perfect diag(2, 2) scores log 2 + log 3. The two are equal (so PV does fail), but sympy cannot
    decide the sign of log 2 + log 3 − log 6: an undecided order is neither agreement nor a refutation."""
    from reports.counterexample_claims import _as_good_as_perfect

    log = sympy.log
    metric = registered("logs", checks=False,
                        symbolic=lambda M: sympy.Piecewise((log(6), M[0, 1] > 0), (log(2) + log(3), True)))
    assert (log(2) + log(3) - log(6)).is_positive is None
    status, why = _as_good_as_perfect(metric, [[[1, 1], [1, 1]], [[2, 0], [0, 2]]], ["log(6)", "log(2) + log(3)"])
    assert status == NOT_RECHECKABLE and "cannot order" in why
