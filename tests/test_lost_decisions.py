"""Decisions the engine had lost (issue 28): a chance baseline that random classifiers only approach,
and MON at n = 4 decided the same way on every machine.

Conventions: m[i][j] = items predicted i of true class j (scikit-learn's confusion matrix is the
transpose: its labels below are built as y_pred = row, y_true = column). A random classifier is
m = s·z pᵀ.
"""

from dataclasses import replace
from fractions import Fraction

import pytest
import sympy
from sklearn.metrics import jaccard_score

import axioms
from axioms.constructions.monotone import GAIN_MAX_TERMS
from reports import build_report
from reports import verify


def macro_jaccard(M):
    n = M.shape[0]
    return sum(M[k, k] / (sum(M[k, :]) + sum(M[:, k]) - M[k, k]) for k in range(n)) / n


def _labels(m):
    pairs = [(i, j) for i, row in enumerate(m) for j, count in enumerate(row) for _ in range(count)]
    return [j for _, j in pairs], [i for i, _ in pairs]  # y_true (the column), y_pred (the row)


# Macro Jaccard at n = 2 on random classifiers: class k scores J_k = z_k p_k / (z_k + p_k − z_k p_k).
# Since z + p − zp ≥ max(z, p) (their difference is min(z, p)(1 − max(z, p)) ≥ 0), J_k ≤ min(z_k, p_k),
# so J_0 + J_1 ≤ z_0 + z_1 = 1 and the mean is at most 1/2. Along z = p ∝ (t, 1), x = t/(t + 1):
# J_0 = x/(2 − x) → 1 and J_1 → 0, so the mean tends to 1/2. No random classifier with p > 0 attains
# it (J_1 > 0 and J_0 < 1 there), so it is a supremum; the engine used to give no baseline at all.
def test_a_chance_baseline_random_classifiers_only_approach_is_proved_and_re_checked(registered):
    registered("macro_jaccard_sym", symbolic=macro_jaccard, checks=False)
    report = build_report(["macro_jaccard_sym"], ["PV"], classes=(2,), with_calibrated=False)
    cell = report["metrics"]["macro_jaccard_sym"]["PV"]
    assert cell["verdict"] == "holds" and cell["evidence"]["kind"] == "proof"
    assert cell["baseline"] == "1/2" and "approached by z = p ∝ (t, 1) as t → ∞" in cell["detail"]
    path = cell["witness"]["supremum"]
    y_true, y_pred = _labels(path["matrices"][0])  # t = 100: 10,201 items (the others hold up to 10¹²)
    assert float(Fraction(path["values"][0])) == pytest.approx(jaccard_score(y_true, y_pred, average="macro"),
                                                               rel=1e-12)
    gaps = []
    for m, value in zip(path["matrices"], path["values"]):
        (a, b), (c, d) = m  # J_0 = a/(a + b + c), J_1 = d/(b + c + d)
        assert Fraction(value) == (Fraction(a, a + b + c) + Fraction(d, b + c + d)) / 2
        gaps.append(Fraction(1, 2) - Fraction(value))
    assert all(0 < later < earlier for earlier, later in zip(gaps, gaps[1:]))  # from below, ever closer
    (row,) = [r for r in verify.verify_report(report, seconds=0) if r.metric == "macro_jaccard_sym"]
    assert row.status == "re-checked" and "approached along z = p" in row.why


def test_verify_does_not_accept_a_path_that_approaches_another_value(registered):
    registered("macro_jaccard_sym", symbolic=macro_jaccard, checks=False)
    report = build_report(["macro_jaccard_sym"], ["PV"], classes=(2,), with_calibrated=False)
    report["metrics"]["macro_jaccard_sym"]["PV"]["witness"]["supremum"]["vertex"] = 5  # no class 5 at n = 2
    (row,) = [r for r in verify.verify_report(report, seconds=0) if r.metric == "macro_jaccard_sym"]
    assert row.status == "not re-checkable"


# MON at n = 4: weighted F1's gain m[1][0] -> m[0][0] over one denominator has millions of terms
# (before: cancelling it ran until the 300 s wall-clock net fired, so the evidence depended on the
# machine). With no wall-clock limit at all the check now ends, on the search, and says why.
def test_mon_at_four_classes_does_not_depend_on_the_wall_clock():
    settings = replace(axioms.profile("default"), symbolic_seconds=0)  # 0: no wall-clock limit
    cell = axioms.check("weighted_f1", ["MON"], classes=(4,), settings=settings, with_calibrated=False)["MON"]
    assert cell.verdict == "holds" and cell.evidence["kind"] == "search"
    assert f"beyond {GAIN_MAX_TERMS:,} terms, not tried for the gain of m[1][0] -> m[0][0]" in cell.evidence["method"]


# CON on a Piecewise F1 (scikit-learn's zero_division=1): F1 = 2TP/(2TP + FP + FN), and 1 where
# 2TP + FP + FN = 0. On the test set AP = 0, AN = 1 (TP = FN = 0) the classifier with TN = 1 has
# FP = 0 and scores 1; moving TN down by h gives FP = h and F1 = 0/h = 0 for every h > 0. The score
# jumps from 0 to 1: not continuous. (The engine used to say "unknown".)
def f1_zero_division_1(M):
    tp, fp, fn = M[0, 0], M[0, 1], M[1, 0]
    return sympy.Piecewise((2 * tp / (2 * tp + fp + fn), sympy.Gt(2 * tp + fp + fn, 0)), (1, True))


def test_con_fails_where_a_zero_division_convention_makes_the_score_jump(registered):
    from sklearn.metrics import f1_score

    registered("f1_zd1", symbolic=f1_zero_division_1, binary=True, checks=False)
    report = build_report(["f1_zd1"], ["CON"], classes=(2,), with_calibrated=False)
    cell = report["metrics"]["f1_zd1"]["CON"]
    assert cell["verdict"] == "fails" and cell["evidence"]["kind"] == "counterexample"
    ce = cell["counterexample"]
    assert ce["test_set"] == [0, 1] and ce["point"] == [[0, 0], [0, 1]] and ce["problem"] == "not continuous"
    # scikit-learn agrees (label 1 positive): no positives and no positive predictions score 1; one false positive, 0
    assert f1_score([0], [0], zero_division=1) == 1.0 and f1_score([0], [1], zero_division=1) == 0.0
    assert (ce["value"], ce["limit"]) == ("1", "0")
    (row,) = [r for r in verify.verify_report(report, seconds=0) if r.metric == "f1_zd1"]
    assert row.status == "re-checked", row.why
    report["metrics"]["f1_zd1"]["CON"]["counterexample"]["sign"] = 1  # TN cannot move up: FP is 0
    (row,) = [r for r in verify.verify_report(report, seconds=0) if r.metric == "f1_zd1"]
    assert row.status == "REFUTED"


# Markedness (precision + NPV − 1) with 1 where (TP + FP)(TN + FN) = 0. On AP = 0, AN = 1 at TN = 1 (FP = 0):
# TP + FP = 0, so the score is 1; moving TN down by h gives FP = h, TN = 1 − h and
# 0/h + (1 − h)/(1 − h) − 1 = 0. The condition (TP + FP)(TN + FN) = h(1 − h) = 0 holds at h = 0 only,
# so the branch near the point is the formula: a jump from 0 to 1. (sympy's limit reads such a
# condition at h = 0 itself, and verify used to call this true jump REFUTED.)
def markedness_zero_division_1(M):
    tp, fp, fn, tn = M[0, 0], M[0, 1], M[1, 0], M[1, 1]
    return sympy.Piecewise((1, sympy.Eq((tp + fp) * (tn + fn), 0)), (tp / (tp + fp) + tn / (tn + fn) - 1, True))


def test_verify_takes_the_branch_that_holds_near_the_point_of_a_jump(registered):
    registered("mk_zd1", symbolic=markedness_zero_division_1, binary=True, checks=False)
    report = build_report(["mk_zd1"], ["CON"], classes=(2,), with_calibrated=False)
    cell = report["metrics"]["mk_zd1"]["CON"]
    assert (cell["verdict"] == "fails"
            and (cell["counterexample"]["value"], cell["counterexample"]["limit"]) == ("1", "0"))
    (row,) = [r for r in verify.verify_report(report, seconds=0) if r.metric == "mk_zd1"]
    assert row.status == "re-checked", row.why


# 1 − (errors/N)^(1/50): random classifiers z = p ∝ (t, 1) have errors/N = 2t/(t + 1)² → 0, so their scores
# tend to 1, the perfect score, but only slowly (0.23 at t = 10⁶): no random classifier scores 1, yet no
# bound short of 1 exists. PV fails, and the record must not say a random classifier scores 1.
def slow_accuracy(M):
    n = M.shape[0]
    errors = sum(M[i, j] for i in range(n) for j in range(n) if i != j)
    return 1 - (errors / sum(M)) ** sympy.Rational(1, 50)


def test_a_supremum_at_the_perfect_score_fails_pv_without_a_false_witness(registered):
    registered("slow_acc", symbolic=slow_accuracy, checks=False)
    cell = axioms.check("slow_acc", ["PV"], classes=(2,), with_calibrated=False)["PV"]
    assert cell.verdict == "fails" and cell.evidence["kind"] == "proof"
    assert "tends to 1 = the perfect score" in cell.detail
    # no recorded classifier scores 1
    assert all(sympy.sympify(v.split(" (≈")[0]) < 1 for v in cell.counterexample["values"])
