"""Issue #18 items 3, 4 and 13: differentiability at the points where a root or a denominator
vanishes; exact values that must agree with the user's own code; scale-free float margins.

Binary orientation: m = [[TP, FP], [FN, TN]] (rows = predictions, columns = truth).
Every expected verdict is derived by hand in the test.
"""

import numpy as np
import sympy

import axioms
import metrics
from axioms.exact import sign_of_difference, value_of


def _check(name, pids, classes=(2,)):
    return axioms.check(name, list(pids), classes=classes, calibrated=False)


# --------------------------------------------------------------------------- item 3: CON at a singular point
def test_root_of_a_sum_of_squared_rates_is_not_differentiable_where_both_rates_are_zero(registered):
    # f = sqrt(TPR² + TNR²)/sqrt(2), TPR = TP/AP, TNR = TN/AN. On AP = AN = 1 at TP = TN = 0 the
    # radicand is 0. One-sided derivatives: along +TP, f(h, 0) = h/sqrt(2) -> sqrt(2)/2; along +TN
    # likewise sqrt(2)/2; along both, f(h, h) = h -> 1. A differential would give
    # sqrt(2)/2 + sqrt(2)/2 = sqrt(2) != 1: not differentiable, so CON fails (each axis alone
    # has a finite slope, which the partial-derivative scan took as a removable 0/0).
    registered("user_rate_norm", binary=True,
               symbolic=lambda M: sympy.sqrt((M[0, 0] / (M[0, 0] + M[1, 0])) ** 2 + (M[1, 1] / (M[0, 1] + M[1, 1])) ** 2) / sympy.sqrt(2))
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
    # the trivial acceptor on AP = 1, AN = 2: TP = 1, FP = 2, FN = TN = 0 -> (1 + 1/(1 + 2/0))/2 = 1/2
    v, _ = value_of(metric, [[1, 2], [0, 0]])
    assert v is not None and float(v) == 0.5
    # TP = 0 < FN = 1, TN = FP = 1: (0 + 1/2)/2 = 1/4 (Fraction arithmetic would call it undefined)
    v, _ = value_of(metric, [[0, 1], [1, 1]])
    assert v is not None and float(v) == 0.25
    # where the code needs no division by zero the exact value stays exact: [[1, 1], [1, 1]] -> 1/2
    assert value_of(metric, [[1, 1], [1, 1]]) == (sympy.Rational(1, 2), "exact")
    # AP = 0: 0/0 in numpy, undefined in both readings
    assert value_of(metric, [[0, 1], [0, 1]])[0] is None


def test_no_sebastiani_verdict_from_the_other_semantics(registered):
    # The metric is balanced accuracy (see above). Its trivial acceptor scores 1/2 on every test
    # set with AP, AN > 0 (TPR = 1, TNR = 0), so IMB cannot fail for "undefined trivial acceptor";
    # the exact path without the user's semantics said exactly that.
    registered("user_ba_inverses", numeric=_balanced_accuracy_by_inverses, binary=True)
    v = _check("user_ba_inverses", ["IMB"])["IMB"]
    assert v.verdict != "fails", v.detail


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
