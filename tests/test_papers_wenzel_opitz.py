"""The numbers printed in Wenzel, Opitz (TACL 2024) and Opitz & Burst (2019), plus oracles.

Matrices are oriented rows = predictions, columns = truth (as in the papers).
scikit-learn serves as an independent oracle for the multi-label functions.
"""

from fractions import Fraction
import warnings

import numpy as np
import pytest
import sklearn.metrics as skm
import sympy

import metrics
from metrics import multilabel as ml
from metrics._counts import one_vs_rest
from metrics.errors import InvalidMatrixError, UsageError
from metrics.papers.burst import macro_f1_gap


def exact(name, m):
    return Fraction(str(metrics.get(name).exact(m)))


def counts(m):
    """Per-class (TP, TN, FP, FN) rows, the order of Wenzel's figures."""
    c = one_vs_rest(np.asarray(m, dtype=float))
    return [tuple(int(v) for v in (x[0, 0], x[1, 1], x[0, 1], x[1, 0])) for x in c]


# --- Wenzel, Figures 6 and 8 (multi-class) ---------------------------------------------

FIG6 = [[9, 3, 1], [1, 6, 2], [0, 1, 7]]  # Cat, Dog, Mouse
FIG8 = [[9, 6, 3], [1, 12, 6], [0, 2, 21]]


def micro_accuracy(m):
    """Wenzel's Acc_μ = (ΣTP + ΣTN) / (ΣTP + ΣTN + ΣFP + ΣFN), straight from the counts."""
    tp, tn, fp, fn = (sum(col) for col in zip(*counts(m)))
    return Fraction(tp + tn, tp + tn + fp + fn)


def test_wenzel_figure6():
    assert counts(FIG6) == [(9, 16, 4, 1), (6, 17, 3, 4), (7, 19, 1, 3)]
    for name in ("micro_recall", "macro_recall", "weighted_recall", "micro_precision", "micro_f1"):
        assert exact(name, FIG6) == Fraction(11, 15), name
    assert metrics.get("macro_precision")(FIG6) == pytest.approx(0.745, abs=5e-4)
    # every class has 10 items, so weighting by n_j changes nothing
    assert exact("weighted_precision", FIG6) == exact("macro_precision", FIG6)
    # Discrepancy: the paper's Figure 6 text gives Acc_μ = Acc_M = 7/10, but its own
    # definitions give (ΣTP + ΣTN)/(m·N) = (22 + 52)/90 = 37/45 ≈ 0.822 (plain accuracy is
    # 11/15). 7/10 is Figure 8's accuracy 42/60: a copy slip. We assert the definitions.
    assert micro_accuracy(FIG6) == exact("macro_accuracy", FIG6) == Fraction(74, 90) == Fraction(37, 45)
    assert exact("macro_error_rate", FIG6) == Fraction(8, 45)
    assert metrics.get("macro_f1_of_averages")(FIG6) == pytest.approx(0.739, abs=5e-4)
    assert metrics.get("macro_f1")(FIG6) == pytest.approx(0.731, abs=5e-4)


def test_wenzel_figure8():
    assert counts(FIG8) == [(9, 41, 9, 1), (12, 33, 7, 8), (21, 28, 2, 9)]
    assert exact("micro_recall", FIG8) == exact("weighted_recall", FIG8) == Fraction(7, 10)
    assert exact("macro_recall", FIG8) == exact("macro_recall", FIG6) == Fraction(11, 15)
    assert exact("micro_precision", FIG8) == exact("micro_f1", FIG8) == Fraction(7, 10)
    assert metrics.get("macro_precision")(FIG8) == pytest.approx(0.682, abs=5e-4)
    assert metrics.get("weighted_precision")(FIG8) == pytest.approx(0.750, abs=5e-4)
    # Here the paper's (42 + 102)/180 = 8/10 agrees with its definition.
    assert micro_accuracy(FIG8) == exact("macro_accuracy", FIG8) == Fraction(8, 10)
    assert metrics.get("macro_f1_of_averages")(FIG8) == pytest.approx(0.706, abs=5e-4)
    assert metrics.get("macro_f1")(FIG8) == pytest.approx(0.684, abs=5e-4)
    # Eq. 21: the exact value is 0.70849…, which rounds to 0.708; the paper's 0.709 comes
    # from rounding twice (0.7085 -> 0.709), hence the slightly wider tolerance.
    assert metrics.get("weighted_f1")(FIG8) == pytest.approx(0.709, abs=6e-4)


def test_wenzel_one_vs_rest_averages_by_definition():
    """Macro/micro rates recomputed from the per-class counts with Fractions."""
    for m in (FIG6, FIG8, [[3, 0, 2], [1, 4, 0], [2, 2, 5]]):
        rows = counts(m)  # (TP, TN, FP, FN)
        rates = {
            "specificity": lambda tp, tn, fp, fn: (tn, tn + fp),
            "fpr": lambda tp, tn, fp, fn: (fp, fp + tn),
            "fnr": lambda tp, tn, fp, fn: (fn, fn + tp),
            "npv": lambda tp, tn, fp, fn: (tn, tn + fn),
        }
        for rate, parts in rates.items():
            pairs = [parts(*r) for r in rows]
            assert exact(f"macro_{rate}", m) == sum(Fraction(a, b) for a, b in pairs) / len(rows)
            assert exact(f"micro_{rate}", m) == Fraction(sum(a for a, _ in pairs), sum(b for _, b in pairs))
        n = len(m)
        acc = exact("accuracy", m)
        assert exact("macro_accuracy", m) == 1 - 2 * (1 - acc) / n
        assert exact("micro_fnr", m) == 1 - acc
        assert exact("macro_specificity", m) + exact("macro_fpr", m) == 1
        p_w, r_w = exact("weighted_precision", m), exact("weighted_recall", m)
        assert exact("weighted_f1_of_averages", m) == 2 * p_w * r_w / (p_w + r_w)
    for name in ("macro_fpr", "macro_fnr", "micro_fpr", "micro_fnr", "macro_error_rate"):
        assert metrics.get(name).higher_is_better is False


def test_weighted_precision_matches_sklearn():
    rng = np.random.default_rng(3)
    for _ in range(30):
        y_true = rng.integers(0, 3, 25)
        y_pred = rng.integers(0, 3, 25)
        m = metrics.from_labels(y_true, y_pred, labels=[0, 1, 2])
        ours = metrics.get("weighted_precision")(m)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            theirs = skm.precision_score(y_true, y_pred, labels=[0, 1, 2], average="weighted", zero_division=np.nan)
        if np.isfinite(ours) and np.isfinite(theirs):
            assert ours == pytest.approx(theirs)
        assert metrics.get("weighted_recall")(m) == pytest.approx(
            skm.recall_score(y_true, y_pred, labels=[0, 1, 2], average="weighted")
        )


# --- Wenzel, Figure 9 (multi-label, instance-based) ------------------------------------

LABELS = "abcdefg"
FIG9 = [  # (predicted, true)
    ("abc", "abc"),
    ("abde", "abcde"),
    ("ef", "cd"),
    ("bcd", "acdg"),
    ("acdfg", "g"),
]


def indicators(sets):
    return np.array([[int(label in s) for label in LABELS] for s in sets])


Y_PRED9 = indicators(p for p, _ in FIG9)
Y_TRUE9 = indicators(t for _, t in FIG9)


def test_wenzel_figure9():
    # per-instance matrices: transpose, so that instances play the role of labels
    per_instance = ml.per_class_matrices(Y_TRUE9.T, Y_PRED9.T)
    rows = [tuple(int(v) for v in (c[0, 0], c[1, 1], c[0, 1], c[1, 0])) for c in per_instance]
    assert rows == [(3, 4, 0, 0), (4, 2, 0, 1), (0, 3, 2, 2), (2, 2, 1, 2), (1, 2, 4, 0)]
    assert ml.instance_recall(Y_TRUE9, Y_PRED9) == pytest.approx(0.66, abs=1e-12)
    assert ml.instance_precision(Y_TRUE9, Y_PRED9) == pytest.approx(0.573, abs=5e-4)
    assert ml.exact_match_ratio(Y_TRUE9, Y_PRED9) == pytest.approx(1 / 5, abs=1e-12)
    assert ml.jaccard(Y_TRUE9, Y_PRED9) == pytest.approx(0.48, abs=1e-12)
    assert ml.hamming_loss(Y_TRUE9, Y_PRED9) == pytest.approx(12 / 35, abs=1e-12)
    assert ml.instance_f1(Y_TRUE9, Y_PRED9) == pytest.approx(0.56, abs=5e-3)
    assert ml.instance_f1_of_averages(Y_TRUE9, Y_PRED9) == pytest.approx(0.61, abs=5e-3)


def test_multilabel_undefined_is_nan():
    y_true = np.array([[1, 0], [0, 0]])
    y_pred = np.array([[0, 0], [0, 1]])
    assert np.isnan(ml.instance_precision(y_true, y_pred))  # nothing predicted for instance 0
    assert np.isnan(ml.instance_recall(y_true, y_pred))  # nothing true for instance 1
    assert ml.jaccard(y_true, y_pred) == 0.0
    assert np.isnan(ml.jaccard([[0, 0]], [[0, 0]]))
    assert np.isnan(ml.instance_f1([[0, 0]], [[0, 0]]))


@pytest.mark.parametrize(
    ("y_true", "y_pred", "message"),
    [
        ([[1, 0]], [[1, 0], [0, 1]], "y_true.shape=(1, 2), y_pred.shape=(2, 2)"),
        ([1, 0], [1, 0], "y_true.shape=(2,)"),
        ([[1, 2]], [[1, 0]], "y_true[0, 1]=2"),
        ([[1, 0]], [[0.5, 0]], "y_pred[0, 0]=0.5"),
        (np.zeros((0, 3)), np.zeros((0, 3)), "y_true.shape=(0, 3)"),
    ],
)
def test_multilabel_validation(y_true, y_pred, message):
    with pytest.raises(InvalidMatrixError, match="Accepted") as info:
        ml.hamming_loss(y_true, y_pred)
    assert message in str(info.value)


def test_unknown_average():
    with pytest.raises(UsageError, match="average='samples'.*'macro', 'micro', 'weighted'"):
        ml.per_class_average("precision", Y_TRUE9, Y_PRED9, average="samples")


def _random_indicators(rng, count=40):
    for _ in range(count):
        shape = (int(rng.integers(1, 9)), int(rng.integers(2, 7)))
        density = rng.uniform(0.2, 0.8)
        yield (rng.random(shape) < density).astype(int), (rng.random(shape) < density).astype(int)


def _both_defined(ours, theirs):
    return np.isfinite(ours) and np.isfinite(theirs)


def test_multilabel_instance_metrics_match_sklearn():
    rng = np.random.default_rng(7)
    checked = 0
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for y_true, y_pred in _random_indicators(rng):
            assert ml.hamming_loss(y_true, y_pred) == pytest.approx(skm.hamming_loss(y_true, y_pred))
            assert ml.exact_match_ratio(y_true, y_pred) == pytest.approx(skm.accuracy_score(y_true, y_pred))
            tn_fp_fn_tp = skm.multilabel_confusion_matrix(y_true, y_pred)  # per label [[TN, FP], [FN, TP]]
            np.testing.assert_array_equal(ml.per_class_matrices(y_true, y_pred),
                                          tn_fp_fn_tp[:, ::-1, ::-1].transpose(0, 2, 1))
            for ours, theirs, zero_division in (
                (ml.jaccard, skm.jaccard_score, 0),  # no NaN option; irrelevant where ours is defined
                (ml.instance_precision, skm.precision_score, np.nan),
                (ml.instance_recall, skm.recall_score, np.nan),
                (ml.instance_f1, skm.f1_score, np.nan),
            ):
                a = ours(y_true, y_pred)
                b = theirs(y_true, y_pred, average="samples", zero_division=zero_division)
                if _both_defined(a, b):
                    assert a == pytest.approx(b), ours.__name__
                    checked += 1
    assert checked > 40


def test_per_class_average_matches_sklearn():
    rng = np.random.default_rng(11)
    checked = 0
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for y_true, y_pred in _random_indicators(rng):
            for name, theirs in (("precision", skm.precision_score), ("recall", skm.recall_score),
                                 ("f1", skm.f1_score)):
                for average in ml.AVERAGES:
                    a = ml.per_class_average(name, y_true, y_pred, average=average)
                    b = theirs(y_true, y_pred, average=average, zero_division=np.nan)
                    if _both_defined(a, b):
                        assert a == pytest.approx(b), (name, average)
                        checked += 1
    assert checked > 100


# --- Opitz (TACL 2024) -----------------------------------------------------------------


def test_opitz_tables_2_to_4_prevalence_scaling():
    m2 = [[15, 5], [10, 10]]
    scaled = metrics.prevalence_scale(m2, (1, 2))
    np.testing.assert_array_equal(scaled, [[15, 10], [10, 20]])
    scaled = scaled.astype(int).tolist()
    assert exact("macro_precision", m2) == Fraction(5, 8)
    assert exact("macro_precision", scaled) == Fraction(19, 30)
    assert exact("macro_recall", m2) == exact("macro_recall", scaled)


def test_opitz_tables_7_and_8_mcc_kappa_reward_more_errors():
    m7 = [[10, 43, 0], [1, 1, 0], [0, 0, 1]]
    m8 = [[10, 43, 0], [1, 1, 0], [0, 10, 1]]
    errors = [np.sum(m) - np.trace(m) for m in (np.array(m7), np.array(m8))]
    assert errors[1] == errors[0] + 10
    assert exact("mcc", m7) == 0 and exact("cohen_kappa", m7) == 0
    assert metrics.get("mcc")(m8) == pytest.approx(0.07, abs=5e-3)
    assert metrics.get("cohen_kappa")(m8) == pytest.approx(0.02, abs=5e-3)
    assert metrics.get("mcc")(m8) > metrics.get("mcc")(m7)
    assert metrics.get("cohen_kappa")(m8) > metrics.get("cohen_kappa")(m7)


def _all_classes_present(rng, n, count=200):
    m = rng.integers(0, 10, (count, n, n)).astype(float)
    return m[(m.sum(-2) > 0).all(-1)]


@pytest.mark.parametrize("n", [2, 3, 5])
def test_opitz_calibration_identities(n):
    rng = np.random.default_rng(n)
    m = _all_classes_present(rng, n)
    mac_r = metrics.get("macro_recall")(m)
    cal = {name: metrics.get(name).calibrated for name in ("accuracy", "cohen_kappa", "weighted_f1", "macro_f1")}
    np.testing.assert_allclose(cal["accuracy"](m), mac_r, rtol=1e-12)
    np.testing.assert_allclose(cal["cohen_kappa"](m), (mac_r - 1 / n) / (1 - 1 / n), rtol=1e-9, atol=1e-12)
    np.testing.assert_allclose(cal["weighted_f1"](m), cal["macro_f1"](m), rtol=1e-12, equal_nan=True)


def test_opitz_calibration_identities_exact():
    for m in ([[3, 1, 0], [2, 5, 1], [0, 4, 2]], [[1, 0, 7], [0, 2, 1], [6, 1, 1]], [[15, 5], [10, 10]]):
        n = len(m)
        mac_r = metrics.get("macro_recall").exact(m)
        assert metrics.get("accuracy").calibrated.exact(m) == mac_r
        chance = sympy.Rational(1, n)
        assert metrics.get("cohen_kappa").calibrated.exact(m) == (mac_r - chance) / (1 - chance)
        assert metrics.get("weighted_f1").calibrated.exact(m) == metrics.get("macro_f1").calibrated.exact(m)


# --- Opitz & Burst (2019), Macro F1 and Macro F1 ------------------------------------------


def test_opitz_burst_appendix_d():
    skewed = [[100, 10000], [0, 100]]
    assert exact("macro_f1_of_averages", skewed) == Fraction(51, 101)  # 0.504950495…
    assert exact("macro_f1", skewed) == Fraction(1, 51)  # 0.0196078431…
    assert metrics.get("macro_f1_of_averages")(skewed) == pytest.approx(0.504950495, abs=1e-9)
    assert metrics.get("macro_f1")(skewed) == pytest.approx(0.0196078431, abs=1e-10)
    assert macro_f1_gap(np.array(skewed, dtype=float)) == pytest.approx(0.48534265191, abs=1e-11)
    balanced = [[100, 5000], [5000, 100]]
    assert exact("macro_f1_of_averages", balanced) == exact("macro_f1", balanced) == Fraction(1, 51)
    assert macro_f1_gap(np.array(balanced, dtype=float)) == 0


def test_macro_f1_gap_lemma_on_random_matrices():
    rng = np.random.default_rng(5)
    for n in (2, 3, 4):
        m = rng.integers(0, 6, (500, n, n)).astype(float)
        gap = macro_f1_gap(m)
        diff = metrics.get("macro_f1_of_averages")(m) - metrics.get("macro_f1")(m)
        np.testing.assert_array_equal(np.isnan(gap), np.isnan(diff))
        np.testing.assert_allclose(gap, diff, atol=1e-12, equal_nan=True)
        assert np.nanmin(gap) >= 0
    assert macro_f1_gap(np.zeros((7, 3, 3))).shape == (7,)


def test_opitz_burst_ranking_flip():
    a = [[5, 10], [5, 10]]
    b = [[1, 1], [9, 19]]
    f1_of_averages = metrics.get("macro_f1_of_averages")
    averaged_f1 = metrics.get("macro_f1")
    assert f1_of_averages(a) < f1_of_averages(b)
    assert averaged_f1(a) > averaged_f1(b)
