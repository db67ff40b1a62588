"""``register(..., whole_counts=True)``: code that takes whole counts only (PyCM) has its calibrated variant
evaluated at whole counts in the proportions of m λ~(m) (:mod:`metrics.whole_counts`)."""

from fractions import Fraction
import re

import numpy as np
import pytest
from sklearn.metrics import balanced_accuracy_score

import axioms
from metrics._registry import make_metric
import metrics
from metrics.errors import InvalidMatrixError, MetricDefinitionError
from metrics.identify import identify
from metrics.whole_counts import whole_count_calibration


def _floor_accuracy(m):
    """Accuracy on counts read as whole numbers (np.floor), as code handing them to PyCM reads them."""
    whole = np.floor(m)
    with np.errstate(all="ignore"):
        return np.trace(whole, axis1=-2, axis2=-1) / whole.sum(axis=(-2, -1))


def test_whole_counts_are_the_calibrated_matrix_in_lowest_common_column_sums():
    """m = [[1, 1], [0, 1]]: t = (1, 2), L = 2, columns times 2 and 1: [[2, 1], [0, 1]], both columns sum to 2,
    which is m λ~(m) = [[1.5, 0.75], [0, 0.75]] times 4/3. Exact: [[1, 1/2], [0, 1]] is [[2, 1], [0, 2]] / 2,
    t = (2, 3), L = 6: [[6, 2], [0, 4]], Fractions kept."""
    assert whole_count_calibration(np.array([[1.0, 1.0], [0.0, 1.0]])).tolist() == [[2.0, 1.0], [0.0, 1.0]]
    exact = np.array([[Fraction(1), Fraction(1, 2)], [Fraction(0), Fraction(1)]], dtype=object)
    whole = whole_count_calibration(exact)
    assert whole.tolist() == [[6, 2], [0, 4]] and all(isinstance(x, Fraction) for x in whole.reshape(-1))
    with pytest.raises(ZeroDivisionError):  # a class that never occurs cannot be calibrated, as with λ~
        whole_count_calibration(np.array([[Fraction(1), Fraction(0)], [Fraction(1), Fraction(0)]], dtype=object))


def test_whole_counts_beyond_two_to_the_53_are_refused_exactly_and_rounded_in_float():
    """Column sums 211, 223, ..., 251 (the primes from 211 on, one per class, each class's items all predicted
    correctly but one): L is their product, about 8e18 > 2**53, so W has no exact float64. Exact evaluation is
    refused; the float one is m λ~(m) scaled to a largest count of 2**50 and rounded, proportional to m diag(1/t)
    within 2**-50 of the largest count."""
    primes = [211, 223, 227, 229, 233, 239, 241, 251]
    m = np.diag(np.array(primes, dtype=float) - 1) + np.roll(np.eye(8), 1, axis=0)
    assert m.sum(axis=0).tolist() == primes
    with pytest.raises(InvalidMatrixError, match="above 2\\*\\*53"):
        whole_count_calibration(m.astype(int).astype(object))
    rounded = whole_count_calibration(m)
    assert rounded.max() == 2.0**50 and np.all(rounded == np.round(rounded))
    expected = m / m.sum(axis=0)
    assert np.allclose(rounded / rounded.max(), expected / expected.max(), rtol=0, atol=2.0**-50)


def test_calibrated_accuracy_on_whole_counts_is_macro_recall(registered):
    """Calibrated accuracy is macro recall (Opitz 2024, §3.5); scikit-learn's balanced accuracy is the oracle.
    Without whole_counts the floor code reads [[1.5, 0.75], [0, 0.75]] as [[1, 0], [0, 0]] and scores 1."""
    rng = np.random.default_rng(5)
    mats = rng.integers(1, 9, size=(20, 3, 3)).astype(float)
    whole = registered("_test_whole_counts_acc", numeric=_floor_accuracy, whole_counts=True)
    floored = registered("_test_whole_counts_floor", numeric=_floor_accuracy)
    for m in mats:
        y_true = np.repeat(np.tile(np.arange(3), 3), m.reshape(-1).astype(int))
        y_pred = np.repeat(np.repeat(np.arange(3), 3), m.reshape(-1).astype(int))
        assert whole.calibrated(m) == pytest.approx(balanced_accuracy_score(y_true, y_pred), abs=1e-12)
    assert whole.calibrated([[1, 1], [0, 1]]) == pytest.approx(0.75) and floored.calibrated([[1, 1], [0, 1]]) == 1.0


def test_whole_count_code_has_its_calibrated_cells_decided_through_the_form(registered):
    """The floor code with whole_counts=True agrees with accuracy D/N where the calibrated variant evaluates it, so
    its calibrated PIV cell is decided through the form (proof-level: calibrated accuracy is scale invariant), not
    from the code (tests/test_identify.py shows the same code without the flag decided from the code)."""
    metric = registered("_test_whole_counts_piv", numeric=_floor_accuracy, whole_counts=True)
    assert identify(metric).calibrated_differs is None
    calibrated = axioms.check(metric, ["PIV"], classes=(2,))["PIV"].after_calibration
    assert calibrated.evidence["identification"]["identified"] is True
    assert calibrated.verdict == "holds" and calibrated.evidence["kind"] in ("proof", "construction")


def test_a_metric_of_counts_is_refused_whole_counts(registered):
    """The number of errors, off the diagonal, is multiplied by k with every count: its value at whole counts in
    calibrated proportions is not its value at m λ~(m). The message names the matrix and its values at 2m, 3m,
    7m (twice, three and seven times the first). A metric undefined everywhere shows no proportion either."""
    def errors(m):
        return m.sum(axis=(-2, -1)) - np.trace(m, axis1=-2, axis2=-1)

    with pytest.raises(MetricDefinitionError) as refused:
        registered("_test_whole_counts_errors", numeric=errors, whole_counts=True, higher_is_better=False)
    said = re.search(r"it gives (\d+) \(2m: (\d+), 3m: (\d+), 7m: (\d+)\)", str(refused.value))
    first = int(said.group(1))
    assert first > 0 and [int(said.group(k)) for k in (2, 3, 4)] == [2 * first, 3 * first, 7 * first]
    with pytest.raises(MetricDefinitionError, match="whole_counts=True evaluates metric"):
        registered("_test_whole_counts_nan", numeric=lambda m: np.full(m.shape[:-2], np.nan), whole_counts=True)
    with pytest.raises(MetricDefinitionError, match="whole_counts=True is for numeric= code"):
        registered("_test_whole_counts_labels", labels=lambda y_true, y_pred: 1.0, whole_counts=True)
    with pytest.raises(MetricDefinitionError, match="whole_counts= of metric .* must be True or False"):
        make_metric("_test_whole_counts_flag", numeric=_floor_accuracy, whole_counts="yes")


def test_the_decorator_and_a_binary_metric_keep_whole_counts(registered):
    """``@register(name, whole_counts=True)`` registers with the flag (the calibrated floor accuracy of [[1, 1],
    [0, 1]] is macro recall 3/4, not the floor code's 1 at m λ~(m)); a binary metric is checked at n = 2 only."""
    registered("_test_whole_counts_decorated", whole_counts=True)(_floor_accuracy)
    decorated = metrics.get("_test_whole_counts_decorated")
    assert decorated.whole_counts and decorated.calibrated([[1, 1], [0, 1]]) == pytest.approx(0.75)

    def binary_recall(m):
        if m.shape[-1] != 2:
            raise ValueError("two classes only")
        whole = np.floor(m)
        return whole[..., 0, 0] / whole[..., :, 0].sum(axis=-1)

    binary = registered("_test_whole_counts_binary", numeric=binary_recall, binary=True, whole_counts=True)
    assert binary.whole_counts
