"""Validation of confusion matrices, from_labels, prevalence scaling and calibration.

Orientation: m[..., i, j] = items predicted i whose true class is j. scikit-learn's
confusion_matrix(y_true, y_pred) is the transpose; it serves as the independent oracle.
"""

import numpy as np
import pytest
from sklearn.metrics import confusion_matrix

import metrics
from metrics.errors import InvalidMatrixError, UsageError

PREFIX = "_test_validation_"


def _accuracy_oracle(m):
    m = np.asarray(m, dtype=float)
    return np.trace(m, axis1=-2, axis2=-1) / m.sum(axis=(-2, -1))


@pytest.fixture
def multiclass_metric():
    """A throwaway multi-class metric (trace / total), unregistered afterwards."""
    name = PREFIX + "acc"
    metric = metrics.register(name, numeric=_accuracy_oracle, formula="tr(m)/|S|")
    try:
        yield metric
    finally:
        metrics.unregister(name)


@pytest.fixture
def binary_metric():
    """A throwaway binary metric (TP / (TP + FN) = recall), unregistered afterwards."""
    name = PREFIX + "tpr"
    metric = metrics.register(
        name, numeric=lambda m: m[..., 0, 0] / (m[..., 0, 0] + m[..., 1, 0]), binary=True, formula="TP/(TP+FN)"
    )
    try:
        yield metric
    finally:
        metrics.unregister(name)


# (input, regex the message must contain)
INVALID = {
    "non-square": ([[1, 2, 3], [4, 5, 6]], r"square.*shape=\(2, 3\)"),
    "n=1": ([[5]], r"at least 2 classes.*n=1"),
    "n=0": (np.zeros((0, 0)), r"empty"),
    "negative": ([[1, 2], [-3, 4]], r"negative entry.*m\[1, 0\]=-3"),
    "nan": ([[1, 2], [3, np.nan]], r"non-finite entry.*m\[1, 1\]=nan"),
    "inf": ([[1, np.inf], [3, 4]], r"non-finite entry.*m\[0, 1\]=inf"),
    "-inf": ([[1, 2], [-np.inf, 4]], r"non-finite entry.*m\[1, 0\]=-inf"),
    "strings": ([["a", "b"], ["c", "d"]], r"real numbers.*dtype"),
    "numeric strings": ([["1", "2"], ["3", "4"]], r"real numbers.*dtype"),
    "mixed object": (np.array([[1, "x"], [2, 3]], dtype=object), r"non-numeric"),
    "none entry": (np.array([[1, None], [2, 3]], dtype=object), r"non-finite"),
    "complex": (np.array([[1 + 1j, 0], [0, 1]]), r"real numbers.*complex"),
    "bool": (np.eye(2, dtype=bool), r"real numbers.*bool"),
    "empty list": ([], r"empty"),
    "ragged": ([[1, 2], [3]], r"not a rectangular array"),
    "ragged batch": ([[[1, 2], [3, 4]], [[1, 2, 3], [4, 5, 6], [7, 8, 9]]], r"not a rectangular array"),
    "1-d": ([1, 2, 3, 4], r"shape \(\.\.\., n, n\).*shape=\(4,\)"),
    "scalar": (7, r"shape \(\.\.\., n, n\).*shape=\(\)"),
    "batch (..., 2, 3)": (np.ones((4, 2, 3)), r"square.*shape=\(4, 2, 3\)"),
    "batch (..., 3, 2)": (np.ones((2, 5, 3, 2)), r"square.*shape=\(2, 5, 3, 2\)"),
    "nan in batch": (np.where(np.arange(2 * 3 * 3).reshape(2, 3, 3) == 13, np.nan, 1.0), r"m\[1, 1, 1\]=nan"),
    "negative in batch": (-np.eye(3)[None].repeat(2, 0), r"negative entry.*m\[0, 0, 0\]"),
}


@pytest.mark.parametrize("case", list(INVALID), ids=list(INVALID))
def test_as_confusion_rejects(case):
    m, pattern = INVALID[case]
    with pytest.raises(InvalidMatrixError, match=pattern) as info:
        metrics.as_confusion(m)
    assert "Accepted:" in str(info.value)  # says what is accepted instead


@pytest.mark.parametrize("case", list(INVALID), ids=list(INVALID))
def test_metric_call_rejects(case, multiclass_metric):
    m, pattern = INVALID[case]
    with pytest.raises(InvalidMatrixError, match=pattern):
        multiclass_metric(m)


@pytest.mark.parametrize("case", list(INVALID), ids=list(INVALID))
def test_catalogue_metric_rejects(case):
    metric = metrics.get("accuracy")
    m, pattern = INVALID[case]
    with pytest.raises(InvalidMatrixError, match=pattern):
        metric(m)


def test_invalid_matrix_error_is_value_error():
    with pytest.raises(ValueError):
        metrics.as_confusion([[1, -1], [0, 0]])


def test_name_appears_in_message():
    with pytest.raises(InvalidMatrixError, match=r"counts has a negative entry: counts\[0, 1\]"):
        metrics.as_confusion([[1, -1], [0, 0]], name="counts")


@pytest.mark.parametrize("m", [np.ones((3, 3)), np.ones((4, 3, 3)), np.ones((4, 4))])
def test_binary_metric_rejects_more_than_two_classes(m, binary_metric):
    n = m.shape[-1]
    with pytest.raises(InvalidMatrixError, match=rf"binary and needs n=2.*got n={n}"):
        binary_metric(m)
    with pytest.raises(InvalidMatrixError, match=rf"binary.*got n={n}"):
        metrics.as_confusion(m, binary=True)


def test_binary_catalogue_metrics_reject_3x3():
    binary = [m for m in metrics.catalogue() if m.binary]
    if not binary:
        pytest.skip("no binary metric registered in the catalogue")
    for metric in binary:
        with pytest.raises(InvalidMatrixError, match="binary"):
            metric(np.ones((3, 3)))


def test_binary_metric_accepts_2x2(binary_metric):
    assert binary_metric([[3, 0], [1, 5]]) == pytest.approx(0.75)
    got = binary_metric(np.array([[[3, 0], [1, 5]], [[1, 1], [1, 1]]]))
    np.testing.assert_allclose(got, [0.75, 0.5])


# --------------------------------------------------------------------------- accepted inputs


def test_accepts_nested_lists():
    arr = metrics.as_confusion([[1, 2], [3, 4]])
    assert arr.dtype == np.float64 and arr.shape == (2, 2)
    np.testing.assert_array_equal(arr, [[1, 2], [3, 4]])


@pytest.mark.parametrize("dtype", [np.int8, np.int32, np.int64, np.uint16, np.uint64, np.float32, np.float64])
def test_accepts_numeric_dtypes(dtype, multiclass_metric):
    m = np.array([[5, 1, 0], [2, 7, 1], [0, 0, 4]], dtype=dtype)
    arr = metrics.as_confusion(m)
    assert arr.dtype == np.float64
    np.testing.assert_array_equal(arr, m.astype(float))
    assert multiclass_metric(m) == pytest.approx(16 / 20)


def test_accepts_fraction_and_zero_matrix():
    from fractions import Fraction

    arr = metrics.as_confusion([[Fraction(1, 2), 1], [0, Fraction(3, 2)]])
    np.testing.assert_array_equal(arr, [[0.5, 1], [0, 1.5]])
    np.testing.assert_array_equal(metrics.as_confusion(np.zeros((3, 3))), np.zeros((3, 3)))


def test_single_matrix_gives_float(multiclass_metric):
    value = multiclass_metric([[3, 1], [0, 4]])
    assert isinstance(value, float)
    assert value == pytest.approx(7 / 8)
    assert isinstance(metrics.get("accuracy")([[3, 1], [0, 4]]), float)


@pytest.mark.parametrize("batch_shape", [(5,), (2, 4), (1,), (2, 1, 3)])
def test_batches_give_batch_shape(batch_shape, multiclass_metric):
    rng = np.random.default_rng(sum(batch_shape))
    batch = rng.integers(1, 9, size=(*batch_shape, 3, 3))
    for metric in (multiclass_metric, metrics.get("accuracy")):
        got = metric(batch)
        assert isinstance(got, np.ndarray)
        assert got.shape == batch_shape
        np.testing.assert_allclose(got, _accuracy_oracle(batch), rtol=1e-12)
    assert metrics.as_confusion(batch).shape == (*batch_shape, 3, 3)


def test_batch_as_nested_list(multiclass_metric):
    batch = [[[1, 0], [0, 1]], [[1, 1], [1, 1]], [[0, 2], [2, 0]]]
    np.testing.assert_allclose(multiclass_metric(batch), [1.0, 0.5, 0.0])


def test_as_confusion_does_not_alias_int_input():
    k = np.array([[1, 2], [3, 4]])
    out = metrics.as_confusion(k)
    out[0, 0] = 99
    assert k[0, 0] == 1


# --------------------------------------------------------------------------- from_labels


@pytest.mark.parametrize("seed", range(10))
def test_from_labels_is_transpose_of_sklearn(seed):
    rng = np.random.default_rng(seed)
    k = int(rng.integers(2, 6))
    size = int(rng.integers(1, 60))
    y_true = rng.integers(0, k, size)
    y_pred = rng.integers(0, k, size)
    m = metrics.from_labels(y_true, y_pred)
    expected = confusion_matrix(y_true, y_pred).T
    np.testing.assert_array_equal(m, expected)
    assert m.sum() == size


@pytest.mark.parametrize("seed", range(10))
def test_from_labels_with_labels_is_transpose_of_sklearn(seed):
    rng = np.random.default_rng(100 + seed)
    classes = np.array(["cat", "dog", "emu", "gnu", "yak"])
    size = int(rng.integers(1, 40))
    # only the first three classes occur; the order of labels= is shuffled
    y_true = rng.choice(classes[:3], size)
    y_pred = rng.choice(classes[:3], size)
    labels = rng.permutation(classes).tolist()
    m = metrics.from_labels(y_true, y_pred, labels=labels)
    expected = confusion_matrix(y_true, y_pred, labels=labels).T
    assert m.shape == (5, 5)
    np.testing.assert_array_equal(m, expected)


def test_from_labels_orientation_by_hand():
    # one item: truly "b", predicted "a" -> row a (prediction), column b (truth)
    m = metrics.from_labels(["b"], ["a"], labels=["a", "b"])
    np.testing.assert_array_equal(m, [[0, 1], [0, 0]])
    # binary, index 0 = positive class: [[TP, FP], [FN, TN]]
    y_true = [1, 1, 1, 0, 0, 1]
    y_pred = [1, 0, 1, 1, 0, 1]
    m = metrics.from_labels(y_true, y_pred, labels=[1, 0])
    np.testing.assert_array_equal(m, [[3, 1], [1, 1]])


def test_from_labels_default_labels_are_sorted_union():
    m = metrics.from_labels([2, 2, 0], [5, 2, 0])
    assert m.shape == (3, 3)  # classes 0, 2, 5
    np.testing.assert_array_equal(m, confusion_matrix([2, 2, 0], [5, 2, 0], labels=[0, 2, 5]).T)


@pytest.mark.parametrize(
    "y_true, y_pred, pattern",
    [
        ([0, 1, 1], [0, 1], r"same length.*len\(y_true\)=3.*len\(y_pred\)=2"),
        ([0], [0, 1, 0], r"same length"),
        ([], [], r"empty"),
        ([[0, 1]], [[0, 1]], r"1-d"),
    ],
)
def test_from_labels_rejects_bad_sequences(y_true, y_pred, pattern):
    with pytest.raises(InvalidMatrixError, match=pattern):
        metrics.from_labels(y_true, y_pred)


def test_from_labels_unknown_label():
    with pytest.raises(InvalidMatrixError, match=r"does not contain 2"):
        metrics.from_labels([0, 1, 2], [0, 1, 1], labels=[0, 1])
    with pytest.raises(InvalidMatrixError, match=r"does not contain zebra"):
        metrics.from_labels(["cat", "dog"], ["cat", "zebra"], labels=["cat", "dog"])


@pytest.mark.parametrize("labels", [[0], [0, 0], [1, 1, 0]])
def test_from_labels_bad_labels(labels):
    with pytest.raises(InvalidMatrixError, match=r"at least 2 distinct"):
        metrics.from_labels([0, 1], [1, 0], labels=labels)


def test_from_labels_single_class_needs_labels():
    with pytest.raises(InvalidMatrixError, match=r"at least 2 distinct"):
        metrics.from_labels([1, 1], [1, 1])
    np.testing.assert_array_equal(metrics.from_labels([1, 1], [1, 1], labels=[0, 1]), [[0, 0], [0, 2]])


# --------------------------------------------------------------------------- prevalence scaling / calibration


def test_prevalence_scale_multiplies_columns():
    m = np.array([[4, 1, 0], [2, 3, 1], [0, 2, 5]])
    lam = [2.0, 0.5, 3.0]
    out = metrics.prevalence_scale(m, lam)
    np.testing.assert_allclose(out, m * np.array(lam)[None, :])
    # column j (true class j) is scaled: prevalences scale, the proportions within a column stay
    np.testing.assert_allclose(out.sum(axis=0), m.sum(axis=0) * lam)
    np.testing.assert_allclose(out / out.sum(axis=0), m / m.sum(axis=0))


@pytest.mark.parametrize("seed", range(5))
def test_calibration_equalises_prevalences(seed):
    rng = np.random.default_rng(seed)
    n = int(rng.integers(2, 6))
    m = rng.integers(0, 20, size=(n, n))
    m[np.arange(n), np.arange(n)] += 1  # every class occurs
    total = m.sum()
    lam = metrics.calibration_lambda(m)
    assert lam.shape == (n,)
    np.testing.assert_allclose(lam, total / (n * m.sum(axis=0)))
    for calibrated in (metrics.prevalence_scale(m, lam), metrics.calibrate(m)):
        np.testing.assert_allclose(calibrated.sum(axis=0), np.full(n, total / n))
        np.testing.assert_allclose(calibrated.sum(), total)


def test_calibration_batch():
    rng = np.random.default_rng(7)
    batch = rng.integers(1, 10, size=(4, 6, 3, 3))
    lam = metrics.calibration_lambda(batch)
    assert lam.shape == (4, 6, 3)
    scaled = metrics.prevalence_scale(batch, lam)
    expected = np.broadcast_to(batch.sum(axis=(-2, -1))[..., None] / 3, (4, 6, 3))
    np.testing.assert_allclose(scaled.sum(axis=-2), expected)
    np.testing.assert_allclose(metrics.calibrate(batch), scaled)


def test_calibration_lambda_nan_for_absent_class():
    m = [[3, 0, 1], [2, 0, 1], [0, 0, 4]]  # class 1 never occurs
    lam = metrics.calibration_lambda(m)
    assert np.isnan(lam[1])
    np.testing.assert_allclose(lam[[0, 2]], [11 / (3 * 5), 11 / (3 * 6)])
    with pytest.raises(UsageError, match="positive finite"):
        metrics.prevalence_scale(m, lam)


def test_calibration_lambda_validates_matrix():
    with pytest.raises(InvalidMatrixError):
        metrics.calibration_lambda([[1, -1], [0, 1]])
    with pytest.raises(InvalidMatrixError):
        metrics.prevalence_scale([[1, 2, 3]], [1, 1, 1])


@pytest.mark.parametrize(
    "lam",
    [
        [1.0, 2.0],  # wrong length
        [1.0, 2.0, 3.0, 4.0],  # wrong length
        [1.0, 0.0, 1.0],  # zero
        [1.0, -2.0, 1.0],  # negative
        [1.0, np.nan, 1.0],
        [1.0, np.inf, 1.0],
        1.0,  # scalar
    ],
    ids=["short", "long", "zero", "negative", "nan", "inf", "scalar"],
)
def test_prevalence_scale_bad_lambda(lam):
    m = np.ones((3, 3))
    with pytest.raises(UsageError, match=r"lam must hold 3 positive finite factors") as info:
        metrics.prevalence_scale(m, lam)
    assert "lam=" in str(info.value)


def test_usage_error_is_axiometrics_error():
    with pytest.raises(metrics.AxiometricsError):
        metrics.prevalence_scale(np.ones((2, 2)), [1.0, -1.0])
