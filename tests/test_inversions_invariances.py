"""Luque et al.'s inversions (SINV, FINV), Sokolova & Lapalme's I3–I5, Gösgens et al.'s strong
monotonicity (SMON) and constant extremes (MAXA, MINA): known facts and hand derivations."""

from fractions import Fraction
from math import log

import pytest
import sympy

import axioms
import metrics
from reports.render import cell_text

QUICK = axioms.profile("quick")


def verdict(metric, pid, classes=(2,)):
    return axioms.check(metric, [pid], classes=classes, settings=QUICK, with_calibrated=False)[pid]


def accuracy(m):
    return Fraction(m[0][0] + m[1][1], sum(map(sum, m)))


def recall(m):
    return Fraction(m[0][0], m[0][0] + m[1][0])


@pytest.mark.parametrize("pid", ["SINV", "FINV"])
@pytest.mark.parametrize(("metric", "centre"), [("accuracy", "1/2"), ("mcc", "0"), ("informedness", "0")])
def test_inversion_centres(metric, centre, pid):
    # acc(flipped) = (FN + FP)/N = 1 − acc; MCC's numerator TP·TN − FP·FN changes sign under either
    # swap while PP·PN·AP·AN does not; informedness: TPR ↦ 1 − TPR, TNR ↦ 1 − TNR (rows) or TPR ↦ FPR,
    # TNR ↦ FNR (columns)
    v = verdict(metric, pid)
    assert (v.verdict, v.evidence["kind"], v.extra["centre"]) == ("holds", "proof", centre)


def test_precision_full_inversion_is_a_reflection_but_scoring_inversion_is_not():
    # columns swapped: TP/(TP + FP) ↦ FP/(FP + TP) = 1 − precision; rows swapped: ↦ FN/(FN + TN), unrelated
    assert verdict("precision", "FINV").extra["centre"] == "1/2"
    v = verdict("precision", "SINV")
    assert v.verdict == "fails" and v.evidence["kind"] == "counterexample"
    m0, t0, m1, t1 = v.counterexample["matrices"]
    assert t0 == m0[::-1] and t1 == m1[::-1]  # each image is its matrix with the rows swapped

    def precision(m):
        return Fraction(m[0][0], m[0][0] + m[0][1])

    assert precision(m0) + precision(t0) != precision(m1) + precision(t1)
    # the scores at the four matrices
    assert v.counterexample["values"] == [str(precision(m)) for m in (m0, t0, m1, t1)]


def test_centre_is_shown_in_the_cell():
    cell = axioms.check("accuracy", ["SINV"], classes=(2,), settings=QUICK)["SINV"].as_dict()
    assert cell_text("SINV", cell).endswith(": c = 1/2")


@pytest.mark.parametrize(("metric", "pid"), [("precision", "I4"), ("recall", "I5"), ("specificity", "I3")])
def test_sokolova_invariances_hold_by_proof(metric, pid):
    # precision TP/(TP+FP) has no FN; recall TP/(TP+FN) no FP; specificity TN/(TN+FP) no TP
    v = verdict(metric, pid)
    assert (v.verdict, v.evidence["kind"]) == ("holds", "proof")


def test_recall_changes_with_fn():
    v = verdict("recall", "I4")
    assert v.verdict == "fails"
    before, after = v.counterexample["before"], v.counterexample["after"]
    assert after[1][0] > before[1][0] and [after[0], after[1][1]] == [before[0], before[1][1]]  # only FN changed
    assert recall(before) != recall(after)


def test_sokolova_invariances_are_binary_only():
    assert axioms.check("macro_recall", ["I3"], classes=(3,), settings=QUICK,
                        with_calibrated=False)["I3"].verdict == "not_applicable"


def test_strong_monotonicity_of_accuracy_is_proved():
    # ∂acc/∂TP = (FP + FN)/N² > 0 when an item is wrong; ∂acc/∂FP = −(TP + TN)/N² < 0 when one is right
    v = verdict("accuracy", "SMON", classes=(2, 3))
    assert (v.verdict, v.evidence["kind"]) == ("holds", "proof")


def test_recall_is_not_strongly_monotone():
    v = verdict("recall", "SMON")
    assert v.verdict == "fails" and v.evidence["kind"] == "counterexample"
    before, after = v.counterexample["before"], v.counterexample["after"]
    i, j = v.counterexample["cell"]
    assert after[i][j] == before[i][j] + 1 and (i, j) in ((1, 1), (0, 1))  # TN or FP: cells recall never reads
    assert recall(before) == recall(after)


def test_accuracy_has_constant_extremes():
    best, worst = verdict("accuracy", "MAXA", (2, 3)), verdict("accuracy", "MINA", (2, 3))
    assert (best.verdict, best.evidence["kind"], best.extra["extreme"]) == ("holds", "proof", "1")
    assert (worst.verdict, worst.evidence["kind"], worst.extra["extreme"]) == ("holds", "proof", "0")


@pytest.mark.parametrize("name", ["macro_recall_geometric", "macro_recall_harmonic"])
def test_means_of_recalls_reach_their_best_only_when_perfect(name):
    # each recall c/t is at most 1 and below 1 when the class has an item predicted elsewhere (t ≥ c + 1);
    # a geometric or harmonic mean of numbers in [0, 1] is 1 exactly when all are 1 (the class-mean lemma)
    v = verdict(name, "MAXA", (2, 3))
    assert (v.verdict, v.evidence["kind"], v.extra["extreme"]) == ("holds", "proof", "1")
    assert "class-mean lemma" in v.evidence["method"]


def test_the_class_mean_lemma_refuses_what_it_cannot_certify(registered):
    from axioms.constructions.extremes import class_mean_best
    from metrics.structure import ClassMean

    # g = c/(t + 1): a perfect class of one item scores 1/2, not 1 (hypothesis (i) fails)
    assert not class_mean_best(registered("maxa_shifted_recall",
                                          structure=ClassMean(lambda c, r, t, N: c / (t + 1), 0)))
    # specificity reads N (the other classes' counts): outside the lemma
    assert not class_mean_best(metrics.get("macro_specificity"))
    assert class_mean_best(metrics.get("macro_recall_geometric"))


def test_recall_best_score_is_reached_by_an_imperfect_classifier():
    # predicting everything positive: [[TP, FP], [0, 0]] has recall 1 like the perfect classifier
    v = verdict("recall", "MAXA")
    assert v.verdict == "fails"
    perfect, other = v.counterexample["matrices"]
    assert other[0][1] + other[1][0] > 0 and recall(other) == recall(perfect) == 1


def test_mcc_minimum_is_not_constant_at_three_classes():
    v = verdict("mcc", "MINA", (3,))
    assert v.verdict == "fails"
    a, b = v.counterexample["matrices"]
    assert all(m[k][k] == 0 for m in (a, b) for k in range(3))  # two always-wrong classifiers ...
    assert v.counterexample["values"][0] != v.counterexample["values"][1]  # ... with different scores


def test_one_minus_accuracy_is_a_distance_on_labelings():
    # 1 − accuracy is the Hamming distance over N: a metric on labelings
    v = verdict("accuracy", "DIST", (2, 3))
    assert (v.verdict, v.evidence["kind"]) == ("holds", "proof")


def test_one_minus_mcc_breaks_the_triangle_inequality():
    v = verdict("mcc", "DIST")
    assert v.verdict == "fails" and v.evidence["kind"] == "counterexample"
    y1, y2, y3 = v.counterexample["labelings"]

    def mcc(pred, true):  # binary MCC from the labelings, positive class 0
        tp = sum(p == t == 0 for p, t in zip(pred, true))
        tn = sum(p == t == 1 for p, t in zip(pred, true))
        fp = sum(p == 0 and t == 1 for p, t in zip(pred, true))
        fn = sum(p == 1 and t == 0 for p, t in zip(pred, true))
        return (tp * tn - fp * fn) / ((tp + fp) * (tn + fn) * (tp + fn) * (tn + fp)) ** 0.5

    assert 1 - mcc(y1, y3) > (1 - mcc(y1, y2)) + (1 - mcc(y2, y3)) + 1e-9


def test_accuracy_near_one_leaves_a_basic_rate_free():
    # Chicco & Jurman's point: accuracy → 1 on e.g. [[0, 0], [1, t]] (TN = t) while TPR = 0
    v = verdict("accuracy", "HBR")
    assert v.verdict == "fails"
    (tp, fp), (fn, tn) = [[int(sympy.sympify(x).subs("t", 10**9)) for x in row] for row in v.counterexample["family"]]
    rates = [tp / (tp + fn) if tp + fn else 1, tn / (tn + fp) if tn + fp else 1, tp / (tp + fp) if tp + fp else 1,
             tn / (tn + fn) if tn + fn else 1]
    assert (tp + tn) / (tp + fp + fn + tn) > 1 - 1e-6 and min(rates) < 0.9


def test_mcc_has_no_family_that_leaves_a_basic_rate_free():
    # MCC² = informedness · markedness, so MCC → 1 forces TPR, TNR, PPV, NPV → 1
    v = verdict("mcc", "HBR")
    assert v.verdict == "holds" and v.evidence["kind"] in ("proof", "search")  # a proof would be welcome


def test_a_score_that_approaches_its_best_value_slowly_is_still_screened():
    """SEDS = (ln q − ln H)/(ln p + ln H) (H = TPR, q = (TP + FP)/N, p = (TP + FN)/N) on m(t) = [[1, 0], [1, t]]:
    H = 1/2, q = 1/(t + 2), p = 2/(t + 2), so SEDS = ln(2/(t + 2)) / ln(1/(t + 2)) = 1 − ln 2 / ln(t + 2) → 1, its
    best value, while TPR stays 1/2. At t = 10⁶ it is 1 − 0.693/13.8 ≈ 0.95, outside a 1% screen at one t: it was
    printed ✓*."""
    t = 10**6
    assert abs((1 - log(2) / log(t + 2)) - 0.9498) < 1e-3
    v = verdict("seds", "HBR")
    assert v.verdict == "fails" and v.counterexample["family"] == [["1", "0"], ["1", "t"]]
