"""Issue #18 items 3, 4 and 13: differentiability at the points where a root or a denominator
vanishes; exact values that must agree with the user's own code; scale-free float margins.

Binary orientation: m = [[TP, FP], [FN, TN]] (rows = predictions, columns = truth).
Every expected verdict is derived by hand in the test.
"""

import math
from fractions import Fraction

import numpy as np
import pytest
import sympy

import axioms
import metrics
from axioms.arithmetic.exact import sign_of_difference, value_of
from metrics.bridge import IeeeRational


def _check(name, pids, classes=(2,)):
    return axioms.check(name, list(pids), classes=classes, with_calibrated=False)


# --------------------------------------------------------------------------- item 3: CON at a singular point
def test_root_of_a_sum_of_squared_rates_is_not_differentiable_where_both_rates_are_zero(registered):
    # f = sqrt(TPR² + TNR²)/sqrt(2), TPR = TP/AP, TNR = TN/AN. On AP = AN = 1 at TP = TN = 0 the
    # radicand is 0. One-sided derivatives: along +TP, f(h, 0) = h/sqrt(2) -> sqrt(2)/2; along +TN
    # likewise sqrt(2)/2; along both, f(h, h) = h -> 1. A differential would give
    # sqrt(2)/2 + sqrt(2)/2 = sqrt(2) != 1: not differentiable, so CON fails (each axis alone
    # has a finite slope, which the partial-derivative scan took as a removable 0/0).
    registered("user_rate_norm", binary=True,
               symbolic=lambda M: sympy.sqrt((M[0, 0] / (M[0, 0] + M[1, 0])) ** 2
                                             + (M[1, 1] / (M[0, 1] + M[1, 1])) ** 2) / sympy.sqrt(2))
    v = _check("user_rate_norm", ["CON"])["CON"]
    assert v.verdict == "fails" and v.evidence["kind"] == "counterexample"
    assert v.counterexample["problem"] == "not differentiable"
    tp, tn = v.counterexample["point"][0][0], v.counterexample["point"][1][1]
    assert (tp, tn) == (0, 0)  # the only place where the radicand vanishes


def test_a_smooth_rate_keeps_its_con_proof():
    # balanced accuracy (TP/AP + TN/AN)/2 is linear in (TP, TN) on a test set: C^∞, proved
    v = _check("balanced_accuracy", ["CON"])["CON"]
    assert v.verdict == "holds" and v.evidence["kind"] == "proof"


# --------------------------------------------------------------------------- item 4: the user's semantics
def _balanced_accuracy_by_inverses(m):
    # numpy: FN/TP = inf when TP = 0 < FN, and 1/(1 + inf) = 0 = TP/AP: this is balanced
    # accuracy (TP/AP + TN/AN)/2 wherever AP > 0 and AN > 0, and NaN (0/0) where AP = 0 or AN = 0.
    tp, fp, fn, tn = m[..., 0, 0], m[..., 0, 1], m[..., 1, 0], m[..., 1, 1]
    return (1 / (1 + fn / tp) + 1 / (1 + fp / tn)) / 2


def test_exact_values_follow_the_users_numpy_semantics(registered):
    metric = registered("user_ba_inverses", numeric=_balanced_accuracy_by_inverses, binary=True)
    # the trivial acceptor on AP = 1, AN = 2: TP = 1, FP = 2, FN = TN = 0 -> (1 + 1/(1 + 2/0))/2 = 1/2,
    # exactly (x/0 = inf, 1/inf = 0 as in float64; Fraction arithmetic alone would call it undefined)
    assert value_of(metric, [[1, 2], [0, 0]]) == (sympy.Rational(1, 2), "exact")
    # TP = 0 < FN = 1, TN = FP = 1: (0 + 1/2)/2 = 1/4
    assert value_of(metric, [[0, 1], [1, 1]]) == (sympy.Rational(1, 4), "exact")
    # where the code needs no division by zero the exact value stays exact: [[1, 1], [1, 1]] -> 1/2
    assert value_of(metric, [[1, 1], [1, 1]]) == (sympy.Rational(1, 2), "exact")
    # AP = 0: 0/0 in numpy, undefined in both readings
    assert value_of(metric, [[0, 1], [0, 1]])[0] is None


def _share_of_the_first_cell(m):
    """m[0, 0] / N, written for batches: on one bare matrix of exact cells N is one Python object, not an array,
    and ``N[..., None, None]`` fails."""
    total = m.sum(axis=(-2, -1))
    return (m / total[..., None, None])[..., 0, 0]


def test_a_metric_and_the_engine_read_numpy_code_written_for_batches_alike(registered):
    # [[1, 2], [3, 4]]: m00 / N = 1/10. The engine ran such code as a batch of one and found 1/10; metric.exact ran
    # it on the bare matrix and raised (NotImplementedError), so verify could not re-check what the engine had shown
    metric = registered("user_share_of_first_cell", numeric=_share_of_the_first_cell)
    assert metric.exact([[1, 2], [3, 4]]) == sympy.Rational(1, 10)
    assert value_of(metric, [[1, 2], [3, 4]]) == (sympy.Rational(1, 10), "exact")
    assert metric.exact([[0, 0], [0, 0]]) is None  # 0/0: undefined, as in float64


def test_code_for_one_bare_matrix_is_read_as_the_metric_computes_it(registered):
    # m.diagonal().sum() / m.sum() is accuracy on one matrix, 5/10 at [[1, 2], [3, 4]]; on a batch of one it takes the
    # diagonal over the batch axis and the rows, (m00 + m01)/N = 3/10. The metric's value is the former (metric(m)
    # runs the code on the matrix), and so must its exact value be (a batch of one first gave 3/10, and verify
    # re-checked a forged counterexample with it). Such code breaks the contract (..., n, n) -> (...): the engine
    # refuses it at its pre-flight
    metric = registered("user_bare_accuracy", numeric=lambda m: m.diagonal().sum() / m.sum(), checks=False)
    assert metric([[1, 2], [3, 4]]) == 0.5
    assert metric.exact([[1, 2], [3, 4]]) == sympy.Rational(1, 2)


def test_a_symbolic_metric_computes_what_its_code_computes_where_sympy_would_cancel(registered):
    # acc·(TP + FN)/(TP + FN): sympy writes it as accuracy on symbols, but the code divides 0 by 0 where the
    # positive class never occurs (TP = FN = 0), so [[0, 1], [0, 1]] is undefined (not accuracy's 1/2) for the
    # numeric function as for the exact value; where AP > 0 it is accuracy, [[1, 1], [0, 1]] -> 2/3
    def code(M):
        return M.trace() / sum(M) * (M[0, 0] + M[1, 0]) / (M[0, 0] + M[1, 0])

    metric = registered("user_accuracy_times_one", symbolic=code, binary=True)
    assert metric.exact([[0, 1], [0, 1]]) is None
    values = metric(np.array([[[0, 1], [0, 1]], [[1, 1], [0, 1]]]))
    assert np.isnan(values[0]) and values[1] == pytest.approx(2 / 3)


def test_a_max_of_an_undefined_rate_is_undefined_not_an_error(registered):
    """K clipped at 0, Max(0, TP/(TP + FN) + TN/(TN + FP) − 1) (review 19b): where no item is positive (AP = 0) the
    true positive rate is 0/0, and sympy raised "The argument 'nan' is not comparable" while building Max, so
    ``exact`` raised and the engine fell back to float64 (✗* "verified float64" for a counterexample that is exact).
    By hand: [[0, 0], [0, 1]] is undefined; [[1, 0], [1, 1]] has TPR = 1/2, TNR = 1, so K = 1/2; [[0, 1], [1, 0]] has
    K = −1, clipped to 0. Min(TPR, TNR) is undefined at AP = 0 as well, and 1/2 at [[1, 0], [1, 1]]."""
    def clipped_k(M):
        tp, fp, fn, tn = M[0, 0], M[0, 1], M[1, 0], M[1, 1]
        return sympy.Max(0, tp / (tp + fn) + tn / (tn + fp) - 1)

    def min_rate(M):
        tp, fp, fn, tn = M[0, 0], M[0, 1], M[1, 0], M[1, 1]
        return sympy.Min(tp / (tp + fn), tn / (tn + fp))

    clipped = registered("user_clipped_k", symbolic=clipped_k, binary=True)
    assert clipped.exact([[0, 0], [0, 1]]) is None
    assert clipped.exact([[1, 0], [1, 1]]) == sympy.Rational(1, 2) and clipped.exact([[0, 1], [1, 0]]) == 0
    smaller = registered("user_min_rate", symbolic=min_rate, binary=True)
    assert smaller.exact([[0, 0], [0, 1]]) is None and smaller.exact([[1, 0], [1, 1]]) == sympy.Rational(1, 2)
    sde = axioms.check(clipped, ["SDE"], classes=(2,), with_calibrated=False)["SDE"]
    assert sde.verdict == "fails" and sde.counterexample["verified"] == "exact", sde.detail


def test_a_min_of_an_infinite_ratio_keeps_the_codes_value(registered):
    """min(1, D/(N − D)), D the correct items (review 21a F1): with no error the ratio is D/0. numpy's min(1, inf) is 1,
    and an infinity is not a NaN: the exact path, which cannot order ∞ in sympy, leaves the value to the code (1), as it
    did before NaNs inside Min/Max were read as undefined; reading it as undefined judged the metric by two semantics
    (FIX printed ✓ exhaustive with a test set 'where no classifier is scored' though [[0, 0], [1, 0]] scores 0)."""
    def capped_odds(M):
        correct = M.trace()
        return sympy.Min(1, correct / (sum(M) - correct))

    metric = registered("user_capped_odds", symbolic=capped_odds, binary=True)
    assert metric([[1, 0], [0, 0]]) == 1.0 and metric.exact([[1, 1], [0, 0]]) == 1
    value, how = value_of(metric, [[1, 0], [0, 0]])
    assert value == 1 and how == "float64"


def test_code_that_raises_for_another_reason_still_raises(registered):
    """Only a NaN sympy could not compare is read as undefined: code that raises on a matrix still raises."""
    def picky(M):
        if M[0, 0] > 5:
            raise ValueError("TP above 5")
        return M[0, 0] / sum(M)

    metric = registered("user_picky", symbolic=picky, binary=True, checks=False)
    assert metric.exact([[1, 0], [0, 1]]) == sympy.Rational(1, 2)
    with pytest.raises(ValueError, match="TP above 5"):
        metric.exact([[6, 0], [0, 1]])


def test_a_logarithm_to_a_base_is_computed_as_its_exact_value(registered):
    # log_2(TP + 1)/2 at TP = 3 is 1; log_{TN}(TP + 1) at TP = 3, TN = 5 is log 4/log 5 (numpy's log takes no base:
    # a second argument would be its output array)
    halved = registered("user_half_log2", symbolic=lambda M: sympy.log(M[0, 0] + 1, 2) / 2, binary=True)
    assert halved(np.array([[3, 0], [0, 1]])) == pytest.approx(1.0) and halved.exact([[3, 0], [0, 1]]) == 1
    to_base = registered("user_log_base_tn", symbolic=lambda M: sympy.log(M[0, 0] + 1, M[1, 1]), binary=True)
    m = np.array([[3.0, 0.0], [0.0, 5.0]])
    assert to_base(m) == pytest.approx(math.log(4) / math.log(5)) and m[1, 1] == 5.0


def test_sebastiani_verdicts_in_the_users_semantics(registered):
    # The metric is balanced accuracy (see above), so on every test set with AP, AN > 0:
    # IMB: the trivial acceptor (TPR = 1, TNR = 0) and rejector score 1/2 -> holds (it failed:
    #   "the trivial acceptor is undefined", the Fraction reading of TN = 0);
    # FIX: the perfect classifier scores 1, the all-wrong one 0, and (TPR + TNR)/2 lies in [0, 1]
    #   -> the range is [0, 1] everywhere: holds;
    # CHA: under the coin model E[TP] = AP/2 and E[TN] = AN/2, so E[score] = 1/2: holds.
    registered("user_ba_inverses", numeric=_balanced_accuracy_by_inverses, binary=True)
    out = _check("user_ba_inverses", ["IMB", "FIX", "CHA"])
    assert [out[p].verdict for p in ("IMB", "FIX", "CHA")] == ["holds"] * 3, [out[p].detail for p in out]


def test_a_zero_convention_through_np_where_is_exact(registered):
    # scikit-learn's zero_division=0 written with np.where: both branches are computed, so TP/(TP + FP)
    # divides by 0 at TP = FP = 0, where the code picks 0. At [[0, 0], [1, 1]] precision is 0, exactly.
    metric = registered("user_precision_zero", binary=True,
                        numeric=lambda m: np.where(m[..., 0, 0] + m[..., 0, 1] == 0, 0,
                                                   m[..., 0, 0] / (m[..., 0, 0] + m[..., 0, 1])))
    assert value_of(metric, [[0, 0], [1, 1]]) == (0, "exact")
    assert value_of(metric, [[1, 2], [0, 0]]) == (sympy.Rational(1, 3), "exact")


def test_f1_as_a_harmonic_mean_of_inverses_fails_mon_exactly(registered):
    # 2 / ((TP + FP)/TP + (TP + FN)/TP) is F1 = 2TP/(2TP + FP + FN) where TP > 0 and 0 where TP = 0 < FP + FN
    # (x/0 = inf, 2/inf = 0). On AP = 1, AN = 2, correcting FP -> TN from [[0, 2], [1, 0]] gives [[0, 1], [1, 1]]:
    # 0 -> 0, not strictly higher, so MON fails (in float64 the two zeros could not be compared).
    def f1_harmonic(m):
        tp, fp, fn = m[..., 0, 0], m[..., 0, 1], m[..., 1, 0]
        return 2 / ((tp + fp) / tp + (tp + fn) / tp)

    registered("user_f1_harmonic", numeric=f1_harmonic, binary=True)
    v = _check("user_f1_harmonic", ["MON"])["MON"]
    assert v.verdict == "fails" and v.evidence["kind"] == "counterexample"


def test_ieee_rationals_follow_float64_without_rounding():
    one, zero = IeeeRational(Fraction(1)), IeeeRational(Fraction(0))
    assert (1 / (1 + one / zero)).value == 0  # 1/(1 + inf) = 0, exactly
    assert math.isnan((zero / zero).value) and (one / zero).value == math.inf and (-one / zero).value == -math.inf
    assert math.isnan((one / zero - one / zero).value) and math.isnan((zero * (one / zero)).value)
    assert (IeeeRational(Fraction(1, 3)) + Fraction(2, 3)).value == 1  # no rounding: 1/3 + 2/3 = 1
    assert isinstance(one * 0.5, float)  # a float operand: not exact


# --------------------------------------------------------------------------- item 13: scale-free margins
def test_tiny_values_are_compared_not_swallowed(registered):
    # M = TP / total / 10^12. PI: adding a correct item at TN to [[1, 0], [0, 0]] takes the score
    # from 1/10^12 to 1/(2·10^12): lower, so PI fails. PIV: scaling the negative column by 2 takes
    # [[1, 0], [0, 1]] (1/(2·10^12)) to [[1, 0], [0, 2]] (1/(3·10^12)): PIV fails.
    registered("user_tiny", numeric=lambda m: m[..., 0, 0] / m.sum(axis=(-2, -1)) / 10**12)
    out = _check("user_tiny", ["PI", "PIV"])
    assert out["PI"].verdict == "fails" and out["PIV"].verdict == "fails"


def test_tiny_float64_values_are_compared_beyond_their_rounding(registered):
    # sqrt needs floats (no exact path): sqrt(TP/total)/10^12 at [[1, 0], [0, 0]] is 10^-12 and at
    # [[1, 0], [0, 1]] sqrt(1/2)·10^-12; their difference (2.9e-13) is far beyond the rounding of
    # two float64 operations, but far below the old absolute margin 10^-9.
    metric = registered("user_tiny_sqrt", numeric=lambda m: np.sqrt(m[..., 0, 0] / m.sum(axis=(-2, -1))) / 10**12)
    a, how = value_of(metric, [[1, 0], [0, 0]])
    b, _ = value_of(metric, [[1, 0], [0, 1]])
    assert how == "float64" and sign_of_difference(a, b) == -1


def test_code_that_casts_to_float64_is_trusted_to_a_millionth(registered):
    # Mathematically accuracy/3: ((TP + TN)/N/3 + 1e8·TN) - 1e8·TN. Its range is [0, 1/3] on every
    # test set (FIX holds) and its coin expectation is 1/6 on every test set (CHA holds). In float64
    # the 1e8·TN round trip loses about 5e-9 where TN = 1 ([[0, 0], [0, 1]] scores 0.33333332837),
    # and the cast to float64 hides that from the extended-precision re-run. Neither FIX nor CHA
    # may fail on that artifact: their comparisons are undecided.
    def shifted(m):
        m = np.asarray(m, dtype=float)
        tn, total = m[..., 1, 1], m.sum(axis=(-2, -1))
        return ((m[..., 0, 0] + tn) / total / 3 + 1e8 * tn) - 1e8 * tn + 0 * np.log(total)

    metric = registered("user_shifted_accuracy", numeric=shifted, binary=True)
    a, how = value_of(metric, [[0, 0], [0, 1]])
    b, _ = value_of(metric, [[1, 0], [0, 0]])
    assert how == "float64" and 1e-9 < abs(float(a) - 1 / 3) < 1e-7 and float(b) == 1 / 3
    assert sign_of_difference(a, b) is None
    out = _check("user_shifted_accuracy", ["FIX", "CHA"])
    assert out["FIX"].verdict != "fails" and out["CHA"].verdict != "fails"

def test_float_noise_at_zero_is_not_a_difference(registered):
    # TP/total + 2 TP/total - 3 TP/total is exactly 0; at TP = 1, total = 10 float64 gives
    # 0.1 + 0.2 - 0.3 = 5.55e-17 (log1p keeps the code on floats: no exact path). At
    # [[3, 0], [0, 0]] it gives 1 + 2 - 3 = 0.0. A relative margin alone would certify that these
    # differ; the rounding estimate of the first value's computation must cover its 5.55e-17.
    def noisy(m):
        tp, total = m[..., 0, 0], m.sum(axis=(-2, -1))
        return tp / total + 2 * tp / total - 3 * tp / total + np.log1p(0 * tp)

    metric = registered("user_noisy_zero", numeric=noisy)
    a, how = value_of(metric, [[1, 0], [0, 9]])
    b, _ = value_of(metric, [[3, 0], [0, 0]])
    assert how == "float64" and float(a) == 0.1 + 0.2 - 0.3 != 0 and b == 0.0
    assert sign_of_difference(a, b) is None


def test_float_calibration_noise_does_not_override_an_exact_undefined():
    # macro NPV~ at [[0, 0, 0], [20, 26, 9], [0, 0, 0]]: calibration scales every column to 55/3, so only
    # row 1 is nonzero and class 1 has TN + FN = 0: NPV_1 = 0/0, undefined. In float64 the calibrated
    # cells 18.333… leave a rounding residue in TN + FN and the code returns 0.777…; that is noise,
    # not the author's semantics, and must not replace the exact answer.
    calibrated = metrics.get("macro_npv").calibrated
    assert value_of(calibrated, [[0, 0, 0], [20, 26, 9], [0, 0, 0]]) == (None, "exact")


def test_values_are_kept_within_one_check_only(registered):
    # a metric whose code reads state that changes between two checks is evaluated afresh by the second
    state = {"scale": 1.0}
    metric = registered("stateful_accuracy",
                        numeric=lambda m: state["scale"] * np.trace(m, axis1=-2, axis2=-1) / m.sum(axis=(-2, -1)))
    matrix = [[1, 0], [1, 1]]  # accuracy 2/3
    assert value_of(metric, matrix)[0] == pytest.approx(2 / 3)
    state["scale"] = 0.5
    axioms.check("stateful_accuracy", ["PIV"], classes=(2,), with_calibrated=False)
    assert value_of(metric, matrix)[0] == pytest.approx(1 / 3)


def test_pv_does_not_hold_on_infinite_scores(registered):
    # log(acc / (1 - acc)): the perfect classifier scores +inf (log of 1/0), and along z = p ∝ (t, 1),
    # acc = (t² + 1)/(t + 1)² -> 1, so random classifiers score without bound. inf is no score (NaN's
    # twin for value_of): PV cannot hold on a comparison of inf with inf.
    def logit_accuracy(m):
        acc = np.trace(m, axis1=-2, axis2=-1) / m.sum(axis=(-2, -1))
        return np.log(acc / (1 - acc))

    registered("user_logit_accuracy", numeric=logit_accuracy)
    verdict = axioms.check("user_logit_accuracy", ["PV"], classes=(2,), with_calibrated=False)["PV"]
    assert verdict.verdict != "holds", verdict.detail


def test_expectations_too_close_to_order_are_not_called_one_constant(registered):
    # 10^-12 · F1 under the coin model: on AP = 1, AN = 0 the two classifiers score F1 = 1 and 0, so
    # E = 5e-13; on AP = 1, AN = 1 the four classifiers score 1, 2/3, 0 and 0, so E = (5/3)/4 · 1e-12
    # = 4.17e-13. The two differ, by less than float64 code that cannot be re-run in extended precision
    # certifies: the coin model's summary may not say "5e-13 on every test set".
    def tiny_f1(m):
        m = np.asarray(m, dtype=float)
        tp, fp, fn = m[..., 0, 0], m[..., 0, 1], m[..., 1, 0]
        return 1e-12 * 2 * tp / (2 * tp + fp + fn)

    registered("user_tiny_f1", numeric=tiny_f1, binary=True)
    verdict = axioms.check("user_tiny_f1", ["CHA"], classes=(2,), with_calibrated=False)["CHA"]
    assert "5e-13 on every test set" not in verdict.detail, verdict.detail


def test_a_second_difference_is_compared_with_the_values_own_rounding(registered):
    # acc + 1e-6 · acc² on the test set AP = 1, AN = 2 (N = 3): m = [[0, 2], [1, 0]], [[0, 1], [1, 1]],
    # [[0, 0], [1, 2]] have acc = 0, 1/3, 2/3, so the second difference is 1e-6 · (0 − 2/9 + 4/9) = 2.2e-7:
    # not affine, LIN fails. The code runs in extended precision (its rounding is estimated near 1e-15):
    # the difference is a billion times that, and must not be read against a millionth of unknown accuracy.
    def accuracy_plus_square(m):
        acc = np.trace(m, axis1=-2, axis2=-1) / m.sum(axis=(-2, -1))
        return acc + 1e-6 * acc**2 * np.exp(0.0 * acc)

    registered("user_accuracy_plus_square", numeric=accuracy_plus_square, binary=True)
    assert _check("user_accuracy_plus_square", ["LIN"])["LIN"].verdict == "fails"


def test_code_that_reads_true_negatives_is_not_its_symbolic_form(registered):
    # numeric: F1 + 1e-7 · TN / N, cast to float64; symbolic: F1. At [[22, 4], [4, 140]] they differ by
    # 1e-7 · 140/170 = 8.2e-8 (F1 = 44/52 = 11/13): the code reads TN, so the forms are not one metric and
    # nothing may be proved of the code through the form (TNI would be "proved").
    def f1_reading_tn(m):
        m = np.asarray(m, dtype=np.float64)
        tp, fp, fn, tn = m[..., 0, 0], m[..., 0, 1], m[..., 1, 0], m[..., 1, 1]
        return 2 * tp / (2 * tp + fp + fn) + 1e-7 * tn / (tp + fp + fn + tn)

    registered("user_f1_reading_tn", numeric=f1_reading_tn, binary=True,
               symbolic=lambda M: 2 * M[0, 0] / (2 * M[0, 0] + M[0, 1] + M[1, 0]))
    verdict = _check("user_f1_reading_tn", ["TNI"])["TNI"]
    assert verdict.verdict != "holds", verdict.detail


def test_pv_compares_a_random_classifier_with_the_perfect_one_on_its_test_set(registered):
    # macro F1 · N/(N + 10): on a test set of N items the perfect classifier scores N/(N + 10) and every
    # random classifier at most 1/2 · N/(N + 10) (macro F1's bound at n = 2), so none is as good as the
    # perfect classifier on its own test set; the perfect classifier with one item per class scores 1/6,
    # less than a random classifier of hundreds of items, which says nothing about chance correction.
    def scaled_macro_f1(m):
        m = np.asarray(m, dtype=float)
        f1 = 2 * np.diagonal(m, axis1=-2, axis2=-1) / (m.sum(axis=-1) + m.sum(axis=-2))
        total = m.sum(axis=(-2, -1))
        return f1.mean(axis=-1) * total / (total + 10) * np.exp(0.0 * total)

    registered("user_scaled_macro_f1", numeric=scaled_macro_f1)
    assert _check("user_scaled_macro_f1", ["PV"])["PV"].verdict != "fails"


def test_float_literals_are_read_where_the_code_writes_them_not_after_sympy_multiplies_them(registered):
    """Sebastiani's K for n classes written with Python's division on the class count, n/(n − 1)·macR − 1/(n − 1):
    at n = 6 the code multiplies the float 1.2 (read: 6/5) into macro recall's Σ/6. Every recall of the uniform
    6 x 6 matrix is 1/6, so by hand K = 6/5 · 1/6 − 1/5 = 0, and the perfect classifier scores 6/5 − 1/5 = 1; sympy
    had folded 1.2/6 into the float 0.19999999999999998 first, read as 19999999999999998/10¹⁷ (K = −1/(5·10¹⁶)).
    Likewise macro F0.5 with b² = 0.5**2: each class of the uniform 3 x 3 matrix (c = 1, r = t = 3) scores
    (1 + 1/4)·1/(1/4·3 + 3) = 1/3 by hand, where sympy had made (1 + 0.25)/3 the float 0.41666666666666663."""
    def k_with_python_division(M):
        n = M.shape[0]
        recall = sum(M[i, i] / sum(M.col(i)) for i in range(n)) / n
        return n / (n - 1) * recall - 1 / (n - 1)

    def macro_f_half(M):
        n, b2 = M.shape[0], 0.5**2
        return sum((1 + b2) * M[i, i] / (b2 * sum(M.col(i)) + sum(M.row(i))) for i in range(n)) / n

    k = registered("k_python_division", symbolic=k_with_python_division)
    assert k.exact(np.ones((6, 6), dtype=int).tolist()) == 0
    assert k.exact(np.eye(6, dtype=int).tolist()) == 1
    f = registered("macro_f_half_python_floats", symbolic=macro_f_half)
    assert f.exact(np.ones((3, 3), dtype=int).tolist()) == sympy.Rational(1, 3)
    v = axioms.check("k_python_division", ["PV"], classes=(3,), with_calibrated=False)["PV"]
    assert (v.verdict, v.extra) == ("holds", {"baseline": "0", "strength": "strict"})
