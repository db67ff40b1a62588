"""Structured metrics (metrics.structure): the catalogue's multi-class metrics registered by their
structure equal their plain matrix definitions exactly, at n = 2..6.

The plain definitions below are written from the papers' formulas (Opitz §4, Wenzel Figure 10,
Powers / Vickers et al.) on exact fractions, one matrix at a time: an oracle independent of
the structure code. scikit-learn is a second oracle where it has the metric.
"""

from fractions import Fraction
import math

import numpy as np
import pytest
import sympy
from sklearn.metrics import balanced_accuracy_score, cohen_kappa_score, f1_score, matthews_corrcoef, precision_score

import axioms
import metrics
from metrics.errors import MetricDefinitionError
from metrics.structure import ClassMean, ClassSums, Group


def _div(a, b):
    return None if b == 0 else Fraction(a) / Fraction(b)


def _counts(m):
    n = len(m)
    c = [m[k][k] for k in range(n)]
    r = [sum(m[k]) for k in range(n)]
    t = [sum(m[i][k] for i in range(n)) for k in range(n)]
    return c, r, t, sum(r)


def _mean(values):
    return None if any(v is None for v in values) else sum(values) / len(values)


def _weighted(values, t, N):
    return None if any(v is None for v in values) else _div(sum(w * v for w, v in zip(t, values)), N)


def _harmonic(a, b):
    return None if a is None or b is None else _div(2 * a * b, a + b)


def _per_class(fn):
    def plain(m):
        c, r, t, N = _counts(m)
        return [fn(c[k], r[k], t[k], N) for k in range(len(m))]

    return plain


RECALLS = _per_class(lambda c, r, t, N: _div(c, t))
PRECISIONS = _per_class(lambda c, r, t, N: _div(c, r))
F1S = _per_class(lambda c, r, t, N: _div(2 * c, r + t))


def _accuracy(m):
    c, _, _, N = _counts(m)
    return _div(sum(c), N)


def _kappa(m):
    c, r, t, N = _counts(m)
    pb = sum(x * y for x, y in zip(r, t))
    return _div(sum(c) * N - pb, N * N - pb)


def _informedness(m):
    c, r, t, N = _counts(m)
    terms = [None if N == 0 or _div(c[k], t[k]) is None or _div(r[k] - c[k], N - t[k]) is None
             else Fraction(r[k], N) * (_div(c[k], t[k]) - _div(r[k] - c[k], N - t[k])) for k in range(len(m))]
    return None if any(x is None for x in terms) else sum(terms)


def _sebastiani_k(m):
    """Sebastiani's K (Eq. 10): n/(n−1) · (mean recall over the classes that occur) − 1/(n−1)."""
    c, _, t, N = _counts(m)
    n = len(m)
    recalls = [Fraction(c[k], t[k]) for k in range(n) if t[k] > 0]
    return None if not recalls else Fraction(n, n - 1) * sum(recalls) / len(recalls) - Fraction(1, n - 1)


def _one_vs_rest(m):
    c, r, t, N = _counts(m)
    return [(c[k], r[k] - c[k], t[k] - c[k], N - r[k] - t[k] + c[k]) for k in range(len(m))]  # TP, FP, FN, TN


RATES = {  # (numerator, denominator) of TP, FP, FN, TN (Wenzel Figure 10)
    "specificity": lambda tp, fp, fn, tn: (tn, tn + fp),
    "fpr": lambda tp, fp, fn, tn: (fp, fp + tn),
    "fnr": lambda tp, fp, fn, tn: (fn, fn + tp),
    "npv": lambda tp, fp, fn, tn: (tn, tn + fn),
}


def _macro_rate(parts):
    return lambda m: _mean([_div(*parts(*counts)) for counts in _one_vs_rest(m)])


def _micro_rate(parts):
    def plain(m):
        pairs = [parts(*counts) for counts in _one_vs_rest(m)]
        return _div(sum(a for a, _ in pairs), sum(b for _, b in pairs))

    return plain


PLAIN = {
    "accuracy": _accuracy,
    "macro_recall": lambda m: _mean(RECALLS(m)),
    "balanced_accuracy": lambda m: _mean(RECALLS(m)),
    "macro_recall_harmonic": lambda m: (None if None in RECALLS(m)
                                        else (0 if 0 in RECALLS(m) else len(m) / sum(1 / x for x in RECALLS(m)))),
    "macro_precision": lambda m: _mean(PRECISIONS(m)),
    "macro_f1": lambda m: _mean(F1S(m)),
    "macro_f1_of_averages": lambda m: _harmonic(_mean(PRECISIONS(m)), _mean(RECALLS(m))),
    "weighted_f1": lambda m: _weighted(F1S(m), _counts(m)[2], _counts(m)[3]),
    "weighted_precision": lambda m: _weighted(PRECISIONS(m), _counts(m)[2], _counts(m)[3]),
    "weighted_f1_of_averages": lambda m: _harmonic(_weighted(PRECISIONS(m), _counts(m)[2], _counts(m)[3]),
                                                   _accuracy(m)),
    "cohen_kappa": _kappa,
    "informedness": _informedness,
    "sebastiani_k": _sebastiani_k,
    "macro_accuracy": lambda m: _mean([_div(tp + tn, tp + fp + fn + tn) for tp, fp, fn, tn in _one_vs_rest(m)]),
    "macro_error_rate": lambda m: _mean([_div(fp + fn, tp + fp + fn + tn) for tp, fp, fn, tn in _one_vs_rest(m)]),
    **{f"macro_{name}": _macro_rate(parts) for name, parts in RATES.items()},
    **{f"micro_{name}": _micro_rate(parts) for name, parts in RATES.items()},
}


def _matrices(n, count=40, seed=0):
    """Integer matrices at n classes: sparse ones (empty classes, zero rows) and dense ones."""
    rng = np.random.default_rng(seed + n)
    out = [[[int(i == j) for j in range(n)] for i in range(n)], [[0] * n for _ in range(n)]]
    for b in range(count):
        dense = rng.integers(0, 6, (n, n))
        mask = rng.random((n, n)) < (0.2 if b % 2 else 0.7)
        out.append((dense * mask).tolist())
    return out


@pytest.mark.parametrize("name", sorted(PLAIN))
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_structured_form_equals_the_plain_definition_exactly(name, n):
    metric = metrics.get(name)
    assert metric.structure is not None
    for m in _matrices(n):
        want = PLAIN[name](m)
        got = metric.exact(m)
        assert (got is None) == (want is None), (m, got, want)
        if want is not None:
            assert sympy.Rational(want.numerator, want.denominator) == got, (m, got, want)
        value = metric(m)
        assert (math.isnan(value) if want is None
                else math.isclose(value, float(want), rel_tol=1e-12, abs_tol=1e-12)), (m, value, want)


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_geometric_mean_and_mcc_against_their_definitions(n):
    """Irrational values: the geometric mean of recalls (AM-GM form) and MCC (Gorodkin's R_K)."""
    geometric, mcc = metrics.get("macro_recall_geometric"), metrics.get("mcc")
    for m in _matrices(n):
        recalls = RECALLS(m)
        if None not in recalls:
            assert math.isclose(geometric(m), math.prod(float(x) for x in recalls) ** (1 / n), rel_tol=1e-12,
                                abs_tol=1e-15)
        c, r, t, N = _counts(m)
        denominator = (N * N - sum(x * x for x in t)) * (N * N - sum(x * x for x in r))
        if denominator > 0:
            want = (sum(c) * N - sum(x * y for x, y in zip(r, t))) / math.sqrt(denominator)
            assert math.isclose(mcc(m), want, rel_tol=1e-12, abs_tol=1e-15)
            assert math.isclose(float(mcc.exact(m)), want, rel_tol=1e-12, abs_tol=1e-15)


def _labels(m):
    """``(y_true, y_pred)`` of a matrix (rows = predictions, columns = truth)."""
    pairs = [(j, i) for i, row in enumerate(m) for j, count in enumerate(row) for _ in range(count)]
    return [p[0] for p in pairs], [p[1] for p in pairs]


@pytest.mark.parametrize("n", [3, 5])
def test_structured_metrics_agree_with_scikit_learn(n):
    rng = np.random.default_rng(n)
    for _ in range(20):
        m = (rng.integers(1, 6, (n, n)) + np.eye(n, dtype=int) * 3).tolist()
        y_true, y_pred = _labels(m)
        assert math.isclose(metrics.get("macro_f1")(m), f1_score(y_true, y_pred, average="macro"), rel_tol=1e-12)
        assert math.isclose(metrics.get("weighted_f1")(m), f1_score(y_true, y_pred, average="weighted"), rel_tol=1e-12)
        assert math.isclose(metrics.get("macro_precision")(m), precision_score(y_true, y_pred, average="macro"),
                            rel_tol=1e-12)
        assert math.isclose(metrics.get("balanced_accuracy")(m), balanced_accuracy_score(y_true, y_pred), rel_tol=1e-12)
        assert math.isclose(metrics.get("cohen_kappa")(m), cohen_kappa_score(y_true, y_pred), rel_tol=1e-12)
        assert math.isclose(metrics.get("mcc")(m), matthews_corrcoef(y_true, y_pred), rel_tol=1e-12)


def test_value_on_class_groups_is_a_formula_in_n():
    """The uniform random classifier z = p = (1/n, ..., 1/n): every class has c = N/n², r = t = N/n."""
    n, N = sympy.Symbol("n", positive=True), sympy.Symbol("N", positive=True)
    uniform = [Group(N / n**2, N / n, N / n, n)]
    assert sympy.simplify(metrics.get("macro_recall").structure.value(uniform, N, n) - 1 / n) == 0
    assert sympy.simplify(metrics.get("cohen_kappa").structure.value(uniform, N, n)) == 0  # chance corrected
    assert sympy.simplify(metrics.get("accuracy").structure.value(uniform, N, n) - 1 / n) == 0


def test_a_structure_excludes_forms_of_ones_own():
    structure = ClassMean(lambda c, r, t, N: c / t)
    with pytest.raises(MetricDefinitionError, match="drop numeric="):
        metrics.register("user_structured_twice", structure=structure, numeric=lambda m: m[..., 0, 0])
    with pytest.raises(MetricDefinitionError, match="must be a metrics.structure.Structure"):
        metrics.register("user_structured_bad", structure=lambda m: 0)


def test_a_user_registers_a_metric_by_its_structure():
    geometric_f1 = metrics.structure.ClassMean(lambda c, r, t, N: 2 * c / (r + t), p=0)
    metric = metrics.register("user_geometric_f1", structure=geometric_f1)
    try:
        # class 0: c = 2, r = 3, t = 2, F1 = 4/5; class 1: c = 3, r = 3, t = 4, F1 = 6/7; geometric mean sqrt(24/35)
        assert metric.exact([[2, 1], [0, 3]]) ** 2 == sympy.Rational(24, 35)
        assert metric.symbolic is not None and metric.structure is geometric_f1
        sums = ClassSums(lambda D, N, n: D / N, {"D": lambda c, r, t, N: c})
        assert sums.numeric(np.array([[[3.0, 1.0], [0.0, 0.0]]])).tolist() == [0.75]
    finally:
        metrics.unregister("user_geometric_f1")


# A per-class score given as text reads c, r, t, N, n as the counts. By hand, macro precision c/r on
# [[3, 1], [1, 1]]: (c, r) = (3, 4), (1, 2), mean (3/4 + 1/2)/2 = 5/8. Scaling column 1 by 3 gives
# [[3, 3], [1, 3]]: (3, 6), (3, 4), mean (1/2 + 3/4)/2 = 5/8 — equal here, but on [[1, 1], [0, 1]]
# (1/2 + 1)/2 = 3/4 and, column 1 by 3, [[1, 3], [0, 3]]: (1/4 + 1)/2 = 5/8: macro precision fails PIV.
# Before, "c/r" became plain symbols c and r that no matrix replaced: the exact form was the constant c/r,
# and PIV, PI and RPI printed "proved" at n = 2, 3.
def test_a_per_class_score_as_text_is_read_in_the_counts(registered):
    text = registered("precision_as_text", structure=ClassMean("c/r"))
    written = registered("precision_as_function", structure=ClassMean(lambda c, r, t, N: c / r))
    assert text.exact([[3, 1], [1, 1]]) == sympy.Rational(5, 8)
    assert text.exact([[1, 1], [0, 1]]) == sympy.Rational(3, 4) and text.exact([[1, 3], [0, 3]]) == sympy.Rational(5, 8)
    assert text.symbolic is not None and written.symbolic is not None
    assert axioms.check("precision_as_text", ["PIV"], classes=(2,), with_calibrated=False)["PIV"].verdict == "fails"


@pytest.mark.parametrize("score", ["recall", lambda c, r, t, N: c / sympy.Symbol("q"), "c/"])
def test_a_per_class_score_reading_an_unknown_symbol_is_refused(score):
    with pytest.raises(MetricDefinitionError, match=r"per-class score.*(reads (recall|q)|not a formula)"):
        ClassMean(score)


def test_an_outer_function_reading_an_unknown_symbol_is_refused():
    k = sympy.Symbol("k")
    with pytest.raises(MetricDefinitionError, match=r"outer function F\(\*\*sums, N, n\) = .* reads k"):
        ClassSums(lambda D, N, n: D / N + k, {"D": lambda c, r, t, N: c})


# A per-class score may read the number of classes: g(c, r, t, N, n) = n c / ((n + 1) t), a recall
# shrunk by n/(n + 1). By hand: [[1, 0], [1, 1]] has (c, t) = (1, 2), (1, 1): g = 2/6, 2/3, mean 1/2;
# [[1, 0, 0], [1, 1, 0], [0, 0, 1]] has t = (2, 1, 1): g = 3/8, 3/4, 3/4, mean 5/8. A random
# classifier predicting class k with share q_k has c_k = q_k t_k, so g_k = n q_k / (n + 1) and the
# mean is 1/(n + 1) at every n, below the perfect classifier's n/(n + 1): PV holds for every n.
def test_a_per_class_score_may_read_the_number_of_classes(registered):
    metric = registered("shrunk_recall", structure=ClassMean(lambda c, r, t, N, n: n * c / ((n + 1) * t)))
    two, three = [[1, 0], [1, 1]], [[1, 0, 0], [1, 1, 0], [0, 0, 1]]
    assert metric.exact(two) == sympy.Rational(1, 2) and metric.exact(three) == sympy.Rational(5, 8)
    assert (metric(np.array([two, two], dtype=float)).tolist() == [0.5, 0.5]
            and math.isclose(metric(np.array(three, dtype=float)), 5 / 8))
    pv = axioms.check("shrunk_recall", ["PV"], classes=(2, 3), with_calibrated=False)["PV"]
    assert pv.every_n is not None and pv.every_n.verdict == "holds" and "1/(n + 1)" in pv.every_n.detail


def test_a_per_class_score_reading_n_is_compared_with_its_trace_at_each_n(registered):
    # traced with a symbol n, str(n) is "n": the formula is r/t; called at n = 2 the code says c/t
    with pytest.raises(MetricDefinitionError, match=r"per-class score .* not one formula.*n=2"):
        registered("branching_on_n", structure=ClassMean(lambda c, r, t, N, n: c / t if str(n) == "2" else r / t))


def test_a_fifth_parameter_with_a_default_is_not_the_number_of_classes(registered):
    # F2 fixed by a default argument, as in a loop over betas: g = 5c / (4t + r) at every n (not b = n)
    f2 = registered("default_beta_f2", structure=ClassMean(lambda c, r, t, N, b=2: (1 + b * b) * c / (b * b * t + r)))
    # [[5, 1, 0], [2, 3, 1], [1, 0, 4]]: (c, r, t) = (5, 6, 8), (3, 6, 4), (4, 5, 5): F2 = 25/38, 15/22, 20/25
    expected = (sympy.Rational(25, 38) + sympy.Rational(15, 22) + sympy.Rational(4, 5)) / 3
    assert f2.exact([[5, 1, 0], [2, 3, 1], [1, 0, 4]]) == expected


def test_a_condition_on_n_alone_in_a_score_is_evaluated(registered):
    """g = c/t where n < 4 or n r >= N, else c/(2t): at n = 2 every class takes c/t, so [[1, 2], [3, 4]] scores
    (1/4 + 4/6)/2 = 11/24; at n = 4 with blocks [[1, 2], [3, 4]], [1], [5] (N = 16), class 0 (r = 3) and class 2
    (r = 1) fall under the second piece: (1/8 + 4/6 + 1/2 + 1)/4 = 55/96. numpy's logical_or.reduce of the
    scalar n < 4 and an array raised instead (an error cell for every property)."""
    metric = registered("_test_n_condition", structure=ClassMean(
        lambda c, r, t, N, n: sympy.Piecewise((c / t, (n < 4) | (n * r >= N)), (c / (2 * t), True))))
    four = np.zeros((4, 4))
    four[:2, :2], four[2, 2], four[3, 3] = [[1, 2], [3, 4]], 1, 5
    assert metric(np.array([[1.0, 2.0], [3.0, 4.0]])) == pytest.approx(11 / 24)
    assert metric(four) == pytest.approx(55 / 96) and metric.exact(four.astype(int).tolist()) == sympy.Rational(55, 96)


def test_a_harmonic_mean_whose_reciprocals_cancel_is_undefined_in_both_forms(registered):
    """g = c/t − 1/2 at [[1, 1], [0, 0]]: (c, t) = (1, 1), (0, 1), scores 1/2 and −1/2, reciprocals 2 and −2 of mean
    0, and 0⁻¹ has no value: NaN, as the exact form's None (the numeric form returned inf; review 16a, LOW 2)."""
    shifted_recall = ClassMean(lambda c, r, t, N: c / t - sympy.Rational(1, 2), p=-1)
    metric = registered("harmonic_of_shifted_recall", structure=shifted_recall)
    assert metric.exact([[1, 1], [0, 0]]) is None and np.isnan(metric(np.array([[1.0, 1.0], [0.0, 0.0]])))
    # [[1, 0], [0, 1]]: scores 1/2, 1/2, harmonic mean 1/2 in both forms
    assert metric.exact([[1, 0], [0, 1]]) == sympy.Rational(1, 2) and metric(np.eye(2)) == 0.5


def test_a_p_mean_of_negative_scores_has_no_real_value_in_either_form():
    """g = (cN − rt)/(rt) − 1/2 is −1/2 on every random classifier (there c = rt/N). The p = 1/2 mean of negative
    numbers has no real value: the numeric form gives NaN, while sympy's principal roots gave (mean of i/√2)² = −1/2,
    and PV printed "✓: -1/2, complete" for every n (review 15b). Both forms are now undefined there, and so is PV."""
    from metrics._registry import make_metric

    score = lambda c, r, t, N: (c * N - r * t) / (r * t) - sympy.Rational(1, 2)  # noqa: E731
    metric = make_metric("user_half_mean_of_negatives", structure=ClassMean(score, p=sympy.Rational(1, 2)))
    uniform = [[1, 1, 1], [1, 1, 1], [1, 1, 1]]  # z = p = (1/3, 1/3, 1/3): g_k = 1 − 1 − 1/2
    assert np.isnan(metric(np.array(uniform, dtype=float))) and metric.exact(uniform) is None
    pv = axioms.check(metric, ["PV"], classes=(3,), with_calibrated=False)["PV"]
    assert pv.verdict != "holds" and pv.every_n is None
    # a mean of nonnegative scores keeps its value: p = 1/2 of recalls (1, 1/2) is ((1 + 1/√2)/2)²
    recall = make_metric("user_half_mean_of_recalls", structure=ClassMean(lambda c, r, t, N: c / t,
                                                                          p=sympy.Rational(1, 2)))
    assert sympy.simplify(recall.exact([[1, 1], [0, 1]]) - ((1 + 1 / sympy.sqrt(2)) / 2) ** 2) == 0


def test_an_every_n_verdict_starts_where_the_metric_is_defined(registered):
    """Macro recall registered with min_classes=3 has no value at n = 2; Opitz (Table 5) gives it PIV, proved for
    every n by the structure's lemma, but the verdict said "for every n ≥ 2" (review 15a)."""
    registered("recall_from_three", structure=ClassMean(lambda c, r, t, N: c / t), min_classes=3)
    # a matrix with too few classes is a bad matrix, as for every metric, not a bad definition
    with pytest.raises(metrics.InvalidMatrixError, match="needs at least 3 classes"):
        metrics.get("recall_from_three")(np.eye(2))
    with pytest.raises(metrics.InvalidMatrixError, match="needs at least 3 classes"):
        metrics.get("recall_from_three").exact(np.eye(2, dtype=int).tolist())
    piv = axioms.check("recall_from_three", ["PIV"], with_calibrated=False)["PIV"]
    assert piv.every_n is not None and piv.every_n.verdict == "holds" and piv.every_n.start == 3
