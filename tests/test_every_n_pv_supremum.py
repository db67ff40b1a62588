"""PV for every n where the best random classifier is approached, not attained (Lemma A), and where predicting one
class reaches the perfect score (Lemma R), in :mod:`axioms.every_n.chance_formula`.

A random classifier is m = s·z pᵀ: class k has c = s z_k p_k, r = s z_k, t = s p_k (z: how often each class is
predicted, p: the prevalences). Expected values are derived by hand below; scikit-learn, given labels (its
confusion matrix is the transpose of ours, m[i][j] = items predicted i of true class j), is the oracle on the
integer matrices closest to the limits.
"""

import pytest
import sympy
from sklearn.metrics import jaccard_score, precision_score

import axioms
from axioms.every_n.chance_formula import strict_baseline, supremum_bound
from axioms.core.verdict import Verdict
from axioms.every_n.lemmas import LEMMAS
from axioms.every_n.verdicts import proved_for_every_n, reconciled
from metrics.structure import CLASSES, COUNTS, ClassMean

c, r, t, N = COUNTS


def _labels(predicted, truth):
    """Label vectors with ``truth[j]`` items of class j, all predicted as class ``predicted``."""
    y_true = [j for j, count in enumerate(truth) for _ in range(count)]
    return y_true, [predicted] * len(y_true)


def test_macro_jaccard_is_bounded_by_1_over_n_for_every_n_a_supremum_no_random_classifier_attains(registered):
    # γ(z, p) = zp/(z + p − zp) ≤ min(z, p) ≤ (z + p)/2, so the mean over the classes is at most (Σz + Σp)/(2n) = 1/n;
    # predicting class 1 only (z = e₁) scores p₁/(1 + p₁ − p₁) = p₁ there and 0 elsewhere: p₁/n → 1/n as p₁ → 1;
    # the uniform classifier scores (1/n²)/(2/n − 1/n²) = 1/(2n − 1) < 1/n
    registered("macro_jaccard_pv", structure=ClassMean(c / (r + t - c)), higher_is_better=True)
    verdict = axioms.check("macro_jaccard_pv", ["PV"], classes=(2, 3), with_calibrated=False)["PV"]
    every = verdict.every_n
    assert (every.verdict, every.start, every.evidence["kind"]) == ("holds", 2, "proof")
    assert every.evidence["baseline"] == "1/n" and every.evidence["strength"] == "bounded"
    assert LEMMAS["A"].cite() in every.evidence["method"] and "1/(2*n - 1)" in every.evidence["method"]
    assert every.at(7).extra["value"] == sympy.Rational(1, 7)
    # the per-n cells are proof-level (a search alone could not say 1/n is the supremum)
    assert verdict.evidence["kind"] == "proof"
    # scikit-learn: predicting class 0 for 997 items of class 0 and one of each other class (n = 4) scores 997/4000
    y_true, y_pred = _labels(0, [997, 1, 1, 1])
    assert jaccard_score(y_true, y_pred, average="macro", labels=[0, 1, 2, 3], zero_division=0) == pytest.approx(
        997 / 4000)


def test_macro_jaccard_at_3_classes_is_proved_there_by_the_per_class_plane(registered):
    # at n = 3 alone, ω(3) = 1/3 is proved by the per-class bound γ ≤ (z + p)/2 of Lemma A (the mean of
    # (z_k + p_k)/2 over the classes is (1 + 1)/(2·3)); z3 on the whole inequality (7 variables) ran out of its
    # resource limit there, so the cell at n = 3 was a search until the every-n verdict replaced it
    registered("macro_jaccard_pv3", structure=ClassMean(c / (r + t - c)), higher_is_better=True)
    verdict = axioms.check("macro_jaccard_pv3", ["PV"], classes=(3,), with_calibrated=False)["PV"]
    assert (verdict.verdict, verdict.evidence["kind"]) == ("holds", "proof")
    assert verdict.extra["baseline"] == "1/n"  # the lemma's ω(n) for every n: 1/3 at n = 3
    assert verdict.evidence["method"].startswith("z3") and LEMMAS["A"].cite() in verdict.evidence["method"]


def test_macro_jaccard_with_zero_division_1_keeps_lemma_a(registered):
    # scikit-learn's Jaccard with zero_division=1 is 1 where r + t − c = 0, i.e. only where c = r = t = 0: a class
    # never predicted whose prevalence p > 0 scores c/(r + t − c) = 0/(Np) = 0, the same as γ(0, p) = 0·p/p. The
    # piece's condition Eq(N·p, 0) reads Eq(p, 0) once the positive N is divided out, as in γ (it was compared
    # unread and the lemma declined). Bounded by 1/n, for every n, as the plain form.
    score = sympy.Piecewise((1, sympy.Eq(r + t - c, 0)), (c / (r + t - c), True))
    registered("macro_jaccard_or_1_pv", structure=ClassMean(score), higher_is_better=True)
    every = axioms.check("macro_jaccard_or_1_pv", ["PV"], classes=(2, 3), with_calibrated=False)["PV"].every_n
    assert every is not None and (every.verdict, every.start, every.evidence["kind"]) == ("holds", 2, "proof")
    assert every.evidence["baseline"] == "1/n" and LEMMAS["A"].cite() in every.evidence["method"]
    # scikit-learn: class 0 predicted for every item (n = 3, 998 of class 0): 998/3000, and the absent class 2's
    # 1 counts where it is absent (t = 0) too, outside the random classifiers with every p > 0
    y_true, y_pred = _labels(0, [998, 2])
    assert jaccard_score(y_true, y_pred, average="macro", labels=[0, 1, 2], zero_division=1) == pytest.approx(
        (998 / 1000 + 0 + 1) / 3)


def test_a_score_above_the_plane_gets_no_supremum_bound():
    # recall: γ = (s z p)/(s p) = z, which exceeds (z + p)/2 wherever z > p; Jaccard stays below (first test)
    assert supremum_bound(ClassMean(c / t)) is None
    assert supremum_bound(ClassMean(c / (r + t - c))) is not None


def test_macro_precision_with_zero_division_1_fails_pv_for_every_n(registered):
    # scikit-learn's precision with zero_division=1: c/r, and 1 for a class never predicted (r = 0). Predicting class
    # 1 only: p₁ for class 1 and 1 for each of the n − 1 others, (p₁ + n − 1)/n → 1, the perfect score, as p₁ → 1
    registered("macro_precision_or_1", structure=ClassMean(sympy.Piecewise((1, sympy.Eq(r, 0)), (c / r, True))),
               higher_is_better=True)
    verdict = axioms.check("macro_precision_or_1", ["PV"], classes=(2, 3), with_calibrated=False)["PV"]
    every = verdict.every_n
    assert (every.verdict, every.start, every.evidence["kind"]) == ("fails", 2, "proof")
    assert LEMMAS["R"].cite() in every.evidence["method"] and "z = (1, 0, …, 0)" in every.evidence["method"]
    assert verdict.verdict == "fails" and verdict.evidence["kind"] == "proof"
    # scikit-learn at n = 3: (997/999 + 1 + 1)/3
    y_true, y_pred = _labels(0, [997, 1, 1])
    assert precision_score(y_true, y_pred, average="macro", labels=[0, 1, 2], zero_division=1) == pytest.approx(
        (997 / 999 + 2) / 3)


#: A score that reads c/r in a condition: cancelling c/r = (N z p)/(N z) to p reads a class never predicted as the
#: limit z → 0+, but there c/r = 0/0 and the condition is false, so such a class scores 2t/N instead
READS_C_OVER_R = sympy.Piecewise((c / (r + t - c), sympy.Eq(c / r, t / N)), (2 * t / N, True))


def test_a_piece_that_tells_an_unpredicted_class_apart_gets_no_lemma(registered):
    # at m = [[1, 9999], [0, 0]]: class 0 has c/r = 1/10000 = t/N, Jaccard 1/10000; class 1 is never predicted and
    # scores 2·9999/10000; the mean, 19999/20000, tends to the perfect score 1 (each class: c/r = 1 ≠ 1/2 = t/N, so
    # 2t/N = 1) as class 0's prevalence tends to 0, so no lemma may say the random classifiers stay at or below 1/n
    metric = registered("reads_c_over_r", structure=ClassMean(READS_C_OVER_R), higher_is_better=True)
    assert sympy.nsimplify(metric.exact([[1, 9999], [0, 0]])) == sympy.Rational(19999, 20000)
    assert sympy.nsimplify(metric.exact([[1, 0], [0, 1]])) == 1
    verdict = axioms.check("reads_c_over_r", ["PV"], classes=(2,), with_calibrated=False)["PV"]
    assert verdict.verdict == "fails"
    assert verdict.every_n is None or verdict.every_n.verdict == "fails"


def test_no_strict_baseline_is_claimed_when_an_unpredicted_class_scores_otherwise():
    # recall c/t is z at a random classifier's class, and the mean Σz/n = 1/n for all of them, unless (as here) a
    # class never predicted scores 2t/N = 2p instead of 0: z = e₁ then scores (1 + 2(1 − p₁))/n, not 1/n
    assert strict_baseline(ClassMean(c / t)) == 1 / CLASSES
    assert strict_baseline(ClassMean(sympy.Piecewise((c / t, sympy.Eq(c / r, t / N)), (2 * t / N, True)))) is None


def test_a_search_that_finds_a_failure_withdraws_a_lemma_that_says_holds():
    # a float witness is no proof, but a lemma it contradicts is not printed; a search that found nothing gives way
    every = proved_for_every_n("PV", 2, "a lemma", "random classifiers score at most 1/n")
    search = {"kind": "search", "method": "float search", "budget": {"random_classifiers": 100}}
    found = Verdict("PV", "fails", search, "random classifiers reach 1.0")
    assert reconciled(every, {2: found}) == (None, {2: found})
    nothing = Verdict("PV", "holds", search, "not refuted")
    kept, per_n = reconciled(every, {2: nothing})
    assert kept is every and per_n[2].evidence["kind"] == "proof"
