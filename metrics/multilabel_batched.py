r"""Multi-label metrics vectorised over batches, in float64 or exactly (Wenzel §3.3).

Every function here takes indicator arrays ``y_true``, ``y_pred`` of shape
``(..., n_samples, n_labels)`` with 0/1 entries and returns an array of shape ``(...)``.
The same code runs in two arithmetics, chosen by the dtype of the input:

* numbers (bool, int, float): float64, an undefined ratio is NaN (:func:`metrics._counts.ratio`);
* ``dtype=object`` (Python ints): exact, every ratio a :class:`fractions.Fraction` and an
  undefined one ``float("nan")``, which propagates through sums and means.

:mod:`metrics.multilabel` (one pair of matrices, validated) and
:mod:`metrics.multilabel_registry` (the registry of multi-label metrics) both call these
functions: each formula is written once, here.
"""

from fractions import Fraction
import math
from typing import Any

import numpy as np

from ._counts import ratio

__all__ = [
    "as_indicators",
    "divide",
    "mean_over",
    "indicator_counts",
    "label_matrices",
    "instance_recall",
    "instance_precision",
    "exact_match_ratio",
    "jaccard",
    "hamming_loss",
    "instance_f1",
    "instance_f1_of_averages",
]


def as_indicators(y: Any) -> Any:
    """``y`` as an integer array (``int64``), or kept as an ``object`` array of Python ints for exact arithmetic.

    Examples
    --------
    >>> as_indicators([[True, False]]).dtype
    dtype('int64')
    """
    arr = np.asarray(y)
    return arr if arr.dtype == object else arr.astype(np.int64)


def _exact_ratio(a: Any, b: Any) -> Any:
    if not isinstance(a, (int, Fraction)) or not isinstance(b, (int, Fraction)) or b == 0:
        return math.nan
    return Fraction(a) / Fraction(b)


_EXACT_RATIO = np.frompyfunc(_exact_ratio, 2, 1)


def divide(numerator: Any, denominator: Any) -> Any:
    """``numerator / denominator`` elementwise, undefined (NaN) where the denominator is 0.

    Exact (Fractions, ``object`` arrays) when either operand is an ``object`` array, else
    float64 through :func:`metrics._counts.ratio`, the catalogue's one zero-division convention.

    Examples
    --------
    >>> divide(np.array([1, 1], dtype=object), np.array([3, 0], dtype=object))
    array([Fraction(1, 3), nan], dtype=object)
    >>> divide(np.array([1, 1]), np.array([4, 0]))
    array([0.25,  nan])
    """
    if np.asarray(numerator).dtype == object or np.asarray(denominator).dtype == object:
        return np.asarray(_EXACT_RATIO(numerator, denominator), dtype=object)
    return ratio(numerator, denominator)


def mean_over(x: Any, axis: int) -> Any:
    """Mean along ``axis`` (exact for ``object`` arrays: a sum of Fractions over the count)."""
    total = np.sum(x, axis=axis)
    return divide(total, np.full(np.shape(total), np.shape(x)[axis],
                                 dtype=object if np.asarray(x).dtype == object else np.int64))


def indicator_counts(y_true: Any, y_pred: Any, axis: int) -> tuple[Any, Any, Any, Any]:
    r"""``(TP, FP, FN, TN)`` summed along ``axis`` (-2: per label, -1: per instance).

    .. math:: TP = \sum t\,z, \quad FP = \sum (1 - t)\,z, \quad FN = \sum t\,(1 - z), \quad TN = \sum (1 - t)(1 - z)

    Examples
    --------
    >>> [int(c[0]) for c in indicator_counts([[1, 0, 1]], [[1, 1, 0]], axis=-1)]
    [1, 1, 1, 0]
    """
    t, z = as_indicators(y_true), as_indicators(y_pred)
    return tuple(np.sum(a * b, axis=axis)  # type: ignore[return-value]
                 for a, b in ((t, z), (1 - t, z), (t, 1 - z), (1 - t, 1 - z)))


def label_matrices(y_true: Any, y_pred: Any) -> Any:
    r"""The binary matrix ``[[TP_j, FP_j], [FN_j, TN_j]]`` of every label: ``(..., n, m) -> (..., m, 2, 2)``.

    Examples
    --------
    >>> label_matrices([[1, 0], [1, 1]], [[1, 1], [0, 1]]).tolist()
    [[[1, 0], [1, 0]], [[1, 1], [0, 0]]]
    """
    tp, fp, fn, tn = indicator_counts(y_true, y_pred, axis=-2)
    return np.stack([np.stack([tp, fp], -1), np.stack([fn, tn], -1)], -2)


def instance_recall(y_true: Any, y_pred: Any) -> Any:
    r"""Instance-averaged recall (Wenzel Eq. 23): :math:`r = \frac1n \sum_i |Y_i \cap Z_i| / |Y_i|`."""
    tp, _, fn, _ = indicator_counts(y_true, y_pred, axis=-1)
    return mean_over(divide(tp, tp + fn), -1)


def instance_precision(y_true: Any, y_pred: Any) -> Any:
    r"""Instance-averaged precision (Wenzel Eq. 24): :math:`p = \frac1n \sum_i |Y_i \cap Z_i| / |Z_i|`."""
    tp, fp, _, _ = indicator_counts(y_true, y_pred, axis=-1)
    return mean_over(divide(tp, tp + fp), -1)


def exact_match_ratio(y_true: Any, y_pred: Any) -> Any:
    r"""Exact match ratio (Wenzel Eq. 25): :math:`\mathrm{MR} = \frac1n \sum_i I(Y_i = Z_i)`."""
    _, fp, fn, _ = indicator_counts(y_true, y_pred, axis=-1)
    hits = np.where(fp + fn == 0, 1, 0)
    return mean_over(hits.astype(object) if fp.dtype == object else hits, -1)


def jaccard(y_true: Any, y_pred: Any) -> Any:
    r"""Instance-averaged Jaccard index (Wenzel Eq. 26): :math:`\frac1n \sum_i |Y_i \cap Z_i| / |Y_i \cup Z_i|`."""
    tp, fp, fn, _ = indicator_counts(y_true, y_pred, axis=-1)
    return mean_over(divide(tp, tp + fp + fn), -1)


def hamming_loss(y_true: Any, y_pred: Any) -> Any:
    r"""Hamming loss (Wenzel Eq. 27): :math:`\mathrm{HL} = \frac{1}{n m} \sum_i |Y_i \triangle Z_i|`."""
    tp, fp, fn, tn = indicator_counts(y_true, y_pred, axis=-1)
    return mean_over(divide(fp + fn, tp + fp + fn + tn), -1)


def instance_f1(y_true: Any, y_pred: Any) -> Any:
    r"""Averaged F1 (Wenzel Eq. 28): :math:`\mathcal F_1 = \frac1n \sum_i 2|Y_i \cap Z_i| / (|Y_i| + |Z_i|)`."""
    tp, fp, fn, _ = indicator_counts(y_true, y_pred, axis=-1)
    return mean_over(divide(2 * tp, 2 * tp + fp + fn), -1)


def instance_f1_of_averages(y_true: Any, y_pred: Any) -> Any:
    r"""F1 of averages (Wenzel Eq. 29): :math:`\mathbb F_1 = 2 p r / (p + r)` of Eq. 24 and Eq. 23."""
    p, r = instance_precision(y_true, y_pred), instance_recall(y_true, y_pred)
    return divide(2 * p * r, p + r)
