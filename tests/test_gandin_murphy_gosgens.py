"""EQ and LIN (Gandin & Murphy 1992), CB and ACB (Gösgens et al. 2021), and the forecast-verification scores.

Every expected value here is derived by hand in the test (exact fractions over the classifiers
of a test set, written out), or is a fact the literature states: informedness (the Peirce skill
score) is equitable, the equitable threat score is not (Hogan et al. 2010); kappa's and MCC's
expectation under the permutation model is 0. Orientation: ``m = [[TP, FP], [FN, TN]]``.
"""

from fractions import Fraction
from itertools import product
from math import comb, log

import pytest
import sympy

import axioms
import metrics
from metrics._registry import make_metric


def verdict(name, pid, n=2):
    return axioms.check(name, [pid], classes=(n,), with_calibrated=False)[pid]


def ets_by_hand(tp, fp, fn, tn):
    """Gilbert's skill score from its definition, TP_r = (TP+FP)(TP+FN)/N, in fractions (None: 0/0)."""
    N = tp + fp + fn + tn
    chance = Fraction((tp + fp) * (tp + fn), N)
    den = tp + fp + fn - chance
    return None if den == 0 else (tp - chance) / den


def binary_forecast_expectation(score, ap, an, q):
    """E_q[score] when each item is forecast positive with probability q, independently (binomial TP and FP)."""
    total = Fraction(0)
    for tp, fp in product(range(ap + 1), range(an + 1)):
        prob = comb(ap, tp) * q**tp * (1 - q) ** (ap - tp) * comb(an, fp) * q**fp * (1 - q) ** (an - fp)
        total += prob * score(tp, fp, ap - tp, an - fp)
    return total


# --------------------------------------------------------------------------- the new catalogue scores


def test_forecast_verification_scores_by_hand():
    # [[3, 1], [2, 4]]: N = 10, TP_r = 4·5/10 = 2, ETS = (3 − 2)/(3 + 1 + 2 − 2) = 1/4;
    # Yule's Q = (12 − 2)/(12 + 2) = 5/7; SEDS = (ln q − ln H)/(ln p + ln H) with q = 0.4, p = 0.5, H = 0.6
    m = [[3, 1], [2, 4]]
    assert metrics.get("ets")(m) == pytest.approx(0.25)
    assert metrics.get("orss")(m) == pytest.approx(5 / 7)
    assert metrics.get("seds")(m) == pytest.approx((log(0.4) - log(0.6)) / (log(0.5) + log(0.6)))
    # Hogan et al.'s form: (ln q + ln p)/ln(TP/N) − 1
    assert metrics.get("seds")(m) == pytest.approx((log(0.4) + log(0.5)) / log(0.3) - 1)
    assert metrics.get("ets")([[2, 0], [0, 0]]) != metrics.get("ets")([[2, 0], [0, 0]])  # NaN: only one class, 0/0


# --------------------------------------------------------------------------- EQ


def test_informedness_is_equitable_with_a_proof():
    # E_q[TPR − FPR] = q − q = 0: TP ~ Bin(AP, q), FP ~ Bin(AN, q)
    assert binary_forecast_expectation(lambda tp, fp, fn, tn: Fraction(tp, tp + fn) - Fraction(fp, fp + tn), 2, 3,
                                       Fraction(1, 3)) == 0
    v = verdict("informedness", "EQ")
    assert v.verdict == "holds" and v.evidence["kind"] == "proof"


def test_the_equitable_threat_score_is_not_equitable():
    # AP = AN = 1. Constant forecasts score 0 (all positive: TP_r = 1, ETS = 0/1; all negative: 0/1).
    # q = 1/2: the four classifiers (TP, FP) in {0,1}² score 0, 1, −1/3, 0, so E = 1/6 ≠ 0.
    assert binary_forecast_expectation(ets_by_hand, 1, 1, Fraction(1)) == 0
    assert binary_forecast_expectation(ets_by_hand, 1, 1, Fraction(1, 2)) == Fraction(1, 6)
    v = verdict("ets", "EQ")
    assert v.verdict == "fails" and v.counterexample["verified"] == "exact"
    ap, an = v.counterexample["test_set"]
    for z, reported in zip(v.counterexample["forecasts"], v.counterexample["expectations"]):
        assert binary_forecast_expectation(ets_by_hand, ap, an, Fraction(z[0])) == Fraction(reported)


def test_equitability_at_three_classes():
    # E_z[m_cc / p_c] = z_c, so macro recall's expectation is (z_0 + z_1 + z_2)/3 = 1/3 for every z; accuracy's,
    # Σ_c z_c p_c / N, depends on z unless the classes are balanced.
    v = verdict("macro_recall", "EQ", 3)
    assert v.verdict == "holds" and v.evidence["kind"] == "proof" and "1/3" in v.detail
    assert verdict("accuracy", "EQ", 3).verdict == "fails"


# --------------------------------------------------------------------------- LIN


@pytest.mark.parametrize("name", ["accuracy", "macro_recall", "informedness"])
def test_linear_scores(name):
    # (TP + TN)/N; (TP/AP + TN/AN)/2; TP/AP − FP/AN: weights fixed by AP, AN
    v = verdict(name, "LIN")
    assert v.verdict == "holds" and v.evidence["kind"] == "proof"


F1 = lambda tp, fp, fn, tn: Fraction(2 * tp, 2 * tp + fp + fn)  # noqa: E731
KAPPA = lambda tp, fp, fn, tn: Fraction(2 * (tp * tn - fp * fn),  # noqa: E731
                                        (tp + fp) * (fp + tn) + (tp + fn) * (fn + tn))


@pytest.mark.parametrize("name, by_hand", [("f1", F1), ("cohen_kappa", KAPPA)])
def test_nonlinear_scores_fail_with_three_classifiers(name, by_hand):
    v = verdict(name, "LIN")
    assert v.verdict == "fails"
    a, b, c = v.counterexample["matrices"]
    assert ([a[0][j] + a[1][j] for j in range(2)] == [b[0][j] + b[1][j] for j in range(2)]
            == [c[0][j] + c[1][j] for j in range(2)])
    assert all(b[i][j] - a[i][j] == c[i][j] - b[i][j] for i in range(2) for j in range(2))  # m, m + d, m + 2d
    values = [by_hand(m[0][0], m[0][1], m[1][0], m[1][1]) for m in (a, b, c)]
    assert values[0] - 2 * values[1] + values[2] != 0


def test_mcc_is_not_linear_at_three_classes():
    assert verdict("mcc", "LIN", 3).verdict == "fails"


# --------------------------------------------------------------------------- CB and ACB


def test_a_search_that_compares_no_triple_is_no_holds():
    """At n = 5 no test set with every class present fits the grid's budget (one item per class is already 5⁵
    classifiers), so no classifier m has m + d and m + 2d on its test set: the search compared nothing, and kappa, not
    affine in the cells (at n = 2 by hand: [[0, 2], [1, 0]], [[0, 1], [1, 1]], [[0, 0], [1, 2]] score -4/5, -1/2, 0,
    second difference 1/5), printed ✓* (review 13e)."""
    v = verdict("cohen_kappa", "LIN", 5)
    assert v.verdict == "unknown" and "nothing was searched" in v.detail


def test_a_second_difference_below_float_resolution_is_compared_exactly():
    """E_α = 1 − TP/(α PP + (1 − α) AP) at α = 10⁻¹¹: on the test set (AP, AN) = (1, 2), moving a negative from TN to
    FP twice takes PP from 1 to 2 to 3 and the score from 0 to α/(1 + α) to 2α/(1 + 2α), a second difference of
    about −2·10⁻²²: under the float scan's threshold, so LIN printed ✓* (review 14d)."""
    from metrics.families import get_family

    alpha = Fraction(1, 10**11)
    v = verdict(get_family("e_alpha").make(alpha=alpha), "LIN")
    assert v.verdict == "fails"
    e = [0, alpha / (1 + alpha), 2 * alpha / (1 + 2 * alpha)]
    assert e[0] - 2 * e[1] + e[2] != 0 and [str(x) for x in e] == v.counterexample["values"]


def kappa_by_hand(m):
    """(D N − Σ_i r_i t_i) / (N² − Σ_i r_i t_i), rows = predictions r, columns = truth t."""
    n, N = len(m), sum(map(sum, m))
    r, t = [sum(row) for row in m], [sum(m[i][j] for i in range(n)) for j in range(n)]
    D, RT = sum(m[i][i] for i in range(n)), sum(ri * ti for ri, ti in zip(r, t))
    return Fraction(D * N - RT, N * N - RT)


def test_at_four_classes_the_search_reaches_a_test_set_whose_classes_differ():
    """At n = 4 the grid's prevalences are 0..1: its only test set with every class present is (1, 1, 1, 1), on which
    every class is alike, so a score that treats classes alike cannot show a dependence on the prevalences there
    (review 14a: accuracy's CB, EQ and ACB were ✓*). The smallest test sets with a class of two items are added. There,
    accuracy's E_perm = Σ r_i p_i / N² is 2/5 with every item predicted class 3 on (1, 1, 1, 2), against 1/4 on
    (1, 1, 1, 1); and kappa has a nonzero second difference along a move within column 3."""
    cb = verdict("accuracy", "CB", 4)
    assert cb.verdict == "fails"
    assert [1, 1, 1, 2] in [list(p) for p in cb.counterexample["test_sets"]]
    for p, r, e in zip(cb.counterexample["test_sets"], cb.counterexample["prediction_counts"],
                       cb.counterexample["expectations"]):
        assert Fraction(e) == Fraction(sum(ri * pi for ri, pi in zip(r, p)), sum(p) ** 2)
    assert {verdict("accuracy", pid, 4).verdict for pid in ("EQ", "ACB")} == {"fails"}
    lin = verdict("cohen_kappa", "LIN", 4)
    assert lin.verdict == "fails"
    m, m_d, m_2d = lin.counterexample["matrices"]
    assert [sum(row[j] for row in x) for x in (m, m_d, m_2d) for j in range(4)] == [1, 1, 1, 2] * 3
    assert all(2 * b == a + c for a, b, c in zip(sum(m, []), sum(m_d, []), sum(m_2d, [])))  # m, m + d, m + 2d
    values = [kappa_by_hand(x) for x in (m, m_d, m_2d)]
    assert [str(v) for v in values] == lin.counterexample["values"] and values[0] - 2 * values[1] + values[2] != 0


def test_accuracy_has_no_constant_baseline():
    # E_perm[m_ii] = r_i p_i / N, so E_perm[accuracy] = Σ r_i p_i / N², which varies with the counts; so does
    # accuracy at the expected table r pᵀ/N (the same value)
    v = verdict("accuracy", "CB")
    assert v.verdict == "fails"
    for p, r, e in zip(v.counterexample["test_sets"], v.counterexample["prediction_counts"],
                       v.counterexample["expectations"]):
        assert Fraction(e) == Fraction(sum(ri * pi for ri, pi in zip(r, p)), sum(p) ** 2)
    assert verdict("accuracy", "ACB").verdict == "fails"


@pytest.mark.parametrize("name", ["cohen_kappa", "mcc"])
def test_kappa_and_mcc_have_both_baselines_zero(name):
    # Given the margins, kappa's chance agreement Σ r_i p_i/N² and MCC's N·TP − r_0 p_0 subtrahend and
    # denominator are fixed, and E[observed agreement] = Σ r_i p_i/N², E[N·TP] = r_0 p_0: both expectations
    # are 0, and so is the score at r pᵀ/N.
    for pid in ("CB", "ACB"):
        v = verdict(name, pid)
        assert v.verdict == "holds" and v.evidence["kind"] == "proof" and "= 0 " in v.detail


def test_f1_has_neither_baseline():
    # Given the margins F1 = 2TP/(r_0 + p_0), so E_perm[F1] = 2 r_0 p_0 / (N (r_0 + p_0)): 0 for r = (0, N) but
    # 1/2 for p = r = (1, 1); the same values at r pᵀ/N.
    v = verdict("f1", "CB")
    assert v.verdict == "fails"
    for p, r, e in zip(v.counterexample["test_sets"], v.counterexample["prediction_counts"],
                       v.counterexample["expectations"]):
        assert Fraction(e) == Fraction(2 * r[0] * p[0], sum(p) * (r[0] + p[0]))
    assert verdict("f1", "ACB").verdict == "fails"


def orss_by_hand(tp, fp, fn, tn):
    """Yule's Q from its definition, (TP·TN − FP·FN)/(TP·TN + FP·FN), in fractions (None: 0/0)."""
    den = tp * tn + fp * fn
    return None if den == 0 else Fraction(tp * tn - fp * fn, den)


def permutation_mean_by_hand(score, p, r):
    """E[score] when r = (PP, PN) predictions are matched at random to p = (AP, AN) true classes:
    TP is hypergeometric, P(TP = k) = C(AP, k)·C(AN, PP − k)/C(N, PP) (None: some drawn table unscored)."""
    (ap, an), (pp, _) = p, r
    total = Fraction(0)
    for tp in range(max(0, pp - an), min(ap, pp) + 1):
        fp = pp - tp
        value = score(tp, fp, ap - tp, an - fp)
        if value is None:
            return None
        total += Fraction(comb(ap, tp) * comb(an, fp), comb(ap + an, pp)) * value
    return total


def _check_cb_counterexample(name, score):
    """The engine's CB counterexample for a binary score: its two expectations recomputed by hand, and different."""
    ce = verdict(name, "CB").counterexample
    by_hand = [permutation_mean_by_hand(score, p, r) for p, r in zip(ce["test_sets"], ce["prediction_counts"])]
    assert [Fraction(e) for e in ce["expectations"]] == by_hand and by_hand[0] != by_hand[1]


def test_the_equitable_threat_score_has_only_the_approximate_baseline():
    # At the expected table TP = TP_r, so ETS(r pᵀ/N) = 0 for all counts (ACB); under the permutation model
    # p = (1, 1): r = (0, 2) gives ETS = 0, r = (1, 1) gives TP ∈ {0, 1} with probability 1/2 each, ETS = −1/3 or 1,
    # mean 1/3 (CB fails) — Hogan et al.'s "asymptotically equitable".
    assert verdict("ets", "CB").verdict == "fails"
    _check_cb_counterexample("ets", ets_by_hand)
    v = verdict("ets", "ACB")
    assert v.verdict == "holds" and v.evidence["kind"] == "proof" and "= 0 " in v.detail


def test_yules_q_is_zero_at_every_independent_table_but_undefined_for_some_random_ones():
    # At r pᵀ/N, TP·TN = r0 p0 r1 p1 / N² = FP·FN, so ORSS = 0 (ACB). Under the permutation model AP = AN = 1,
    # r = (1, 1) draws the identity (ORSS = 1) or the swap (−1): mean 0; AP = 1, AN = 2, r = (1, 2) draws TP = 1
    # (ORSS = 1) with probability 1/3, else TP = 0, FP = FN = 1 (−1): mean −1/3, so CB fails. A constant forecast
    # ([[0, 0], [1, 1]]: TP·TN = FP·FN = 0) is not scored, so EQ fails on an unscored drawn classifier.
    v = verdict("orss", "ACB")
    assert v.verdict == "holds" and v.evidence["kind"] == "proof" and "= 0 " in v.detail
    assert (permutation_mean_by_hand(orss_by_hand, (1, 1), (1, 1)) == 0
            and permutation_mean_by_hand(orss_by_hand, (1, 2), (1, 2)) == Fraction(-1, 3))
    _check_cb_counterexample("orss", orss_by_hand)
    assert metrics.get("orss")([[0, 0], [1, 1]]) != metrics.get("orss")([[0, 0], [1, 1]])  # NaN
    assert verdict("orss", "EQ").verdict == "fails"


def test_macro_recall_baseline_at_three_classes():
    # E_perm[m_cc / p_c] = r_c / N, so E[macro recall] = Σ_c r_c / (3N) = 1/3 for all counts
    v = verdict("macro_recall", "CB", 3)
    assert v.verdict == "holds" and v.evidence["kind"] == "proof" and "1/3" in v.detail


def _recall_written_through_precision(M):
    """Recall as precision · PP / AP: TP/(TP + FP) · (TP + FP)/(TP + FN), 0/0 wherever nothing is predicted
    positive, although sympy writes it TP/(TP + FN) on symbols."""
    TP, FP, FN = M[0, 0], M[0, 1], M[1, 0]
    return TP / (TP + FP) * (TP + FP) / (TP + FN)


def _balanced_accuracy_undefined_at_tp_7(M):
    """Balanced accuracy times (TP − 7)/(TP − 7): 0/0 at TP = 7, sympy's 1 on symbols."""
    TP, FP, FN, TN = M[0, 0], M[0, 1], M[1, 0], M[1, 1]
    return (TP / (TP + FN) + TN / (TN + FP)) / 2 * (TP - 7) / (TP - 7)


def test_definedness_is_read_off_the_form_as_written_not_off_sympys_simplification():
    """By hand, on the test set AP = AN = 1: recall written through precision is 0/0 at m = [[0, 0], [1, 1]]
    (nothing predicted positive) but 1 at [[1, 0], [0, 1]]; LIN, CB and EQ read a score undefined on one
    classifier of a test set and scored on another as a failure, and MAX one whose perfect classifier
    [[7, 0], [0, 1]] (AP = 7, AN = 1) is unscored. sympy's simplified expressions (TP/(TP + FN), and balanced
    accuracy) are defined there: they had been 'proved' LIN, CB, EQ and MAX."""
    recall = make_metric("recall_via_precision", symbolic=_recall_written_through_precision, binary=True)
    assert recall.exact([[0, 0], [1, 1]]) is None and recall.exact([[1, 0], [0, 1]]) == 1
    for pid in ("LIN", "CB", "EQ"):
        v = axioms.check(recall, [pid], classes=(2,), with_calibrated=False)[pid]
        assert v.verdict == "fails", (pid, v)
    odd = make_metric("ba_tp_7", symbolic=_balanced_accuracy_undefined_at_tp_7, binary=True)
    assert odd.exact([[7, 0], [0, 1]]) is None and odd.exact([[6, 0], [1, 1]]) == sympy.Rational(13, 14)
    for pid, v in axioms.check(odd, ["LIN", "CB", "EQ", "MAX"], classes=(2,), with_calibrated=False).items():
        assert not (v.verdict == "holds" and v.evidence["kind"] == "proof"), (pid, v)
