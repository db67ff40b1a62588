"""Shared numeric building blocks of confusion-matrix metrics.

Orientation everywhere: ``m[..., i, j]`` counts items **predicted** ``i`` whose **true**
class is ``j`` (rows = predictions, columns = truth). Hence

.. math::

    \\mathrm{bias}(i) = \\sum_x m_{i,x}, \\qquad
    \\mathrm{prevalence}(i) = \\sum_x m_{x,i}, \\qquad
    \\mathrm{correct}(i) = m_{i,i}.

The zero-division convention of the whole catalogue is implemented once, in
:func:`ratio`: a ratio with a zero denominator is undefined and returned as NaN.
"""

from typing import Any

import numpy as np

__all__ = ["correct", "bias", "prevalence", "total", "class_sum", "class_mean", "class_any", "ratio", "class_counts",
           "one_vs_rest"]


def correct(m):
    """Diagonal of each matrix: ``(..., n, n) -> (..., n)``."""
    return np.diagonal(m, axis1=-2, axis2=-1)


def bias(m):
    """Row sums (how often each class is predicted): ``(..., n, n) -> (..., n)``."""
    return _sum_of(m, -1)


def prevalence(m: Any) -> Any:
    """Column sums (how often each class is true): ``(..., n, n) -> (..., n)``."""
    return _sum_of(m, -2)


#: Up to this many terms numpy's float sum adds in index order (pairwise summation starts at 8).
_SEQUENTIAL_TERMS = 7

#: Column sums of at most this many classes are faster as one chain of additions per column (the row-by-row
#: additions numpy's reduction over axis -2 makes run over rows of only n cells each).
_CHAINED_COLUMNS = 4

#: Batches of fewer matrices are summed by numpy: there a Python loop of additions costs more than it saves.
_CHAINED_MIN_BATCH = 1000


def _chained(m: Any, terms: int, item_axes: int = 2, dtype: Any = np.float64) -> bool:
    """Whether a reduction of ``terms`` terms over ``m`` is written as a chain of operations: a ``dtype`` batch of at
    least :data:`_CHAINED_MIN_BATCH` items, each of the last ``item_axes`` axes (a matrix, or a row of per-class
    values); any smaller batch, an exact object array or a list goes to numpy."""
    return (type(m) is np.ndarray and m.dtype == dtype and m.ndim > item_axes and 2 <= terms
            and m.size >= _CHAINED_MIN_BATCH * int(np.prod(m.shape[-item_axes:])))


def _chain(terms: "list[Any]") -> Any:
    """``((t0 + t1) + t2) + ... + 0.0``: numpy's sum of at most :data:`_SEQUENTIAL_TERMS` terms, which starts from
    +0.0 (so all terms -0.0 sum to +0.0) and adds them in index order."""
    out = terms[0] + terms[1]
    for term in terms[2:]:
        out += term
    out += 0.0
    return out


def _sum_of(m: Any, axis: int) -> Any:
    """``m.sum(axis)``, bit for bit but for the sign bit of a NaN; for a float64 batch (:func:`_chained`) with at
    most :data:`_SEQUENTIAL_TERMS` terms as chains of additions in index order (:func:`_chain`), several times faster
    than numpy's reduction over a short axis of a large batch (most of the float searches' time in the class sums):
    row sums as one chain of columns; column sums, up to :data:`_CHAINED_COLUMNS` classes, as one chain per column."""
    terms = m.shape[axis] if isinstance(m, np.ndarray) else 0
    if not _chained(m, terms) or terms > _SEQUENTIAL_TERMS:
        return m.sum(axis=axis)
    if axis == -1:
        return _chain([m[..., k] for k in range(terms)])
    columns = m.shape[-1]
    if columns > _CHAINED_COLUMNS:
        return _chain([m[..., k, :] for k in range(terms)])
    out = np.empty(m.shape[:-2] + (columns,))
    for j in range(columns):
        out[..., j] = _chain([m[..., k, j] for k in range(terms)])
    return out


def class_sum(values: Any) -> Any:
    """``values.sum(-1)``, the sum over the classes of a ``(..., n)`` batch of per-class values, bit for bit but for
    the sign bit of a NaN: for a large float64 batch (:func:`_chained`) of at most :data:`_SEQUENTIAL_TERMS` classes
    one chain of additions (:func:`_chain`), an order of magnitude faster than numpy's reduction over n cells."""
    terms = values.shape[-1] if isinstance(values, np.ndarray) else 0
    if not _chained(values, terms, 1) or terms > _SEQUENTIAL_TERMS:
        return values.sum(-1)
    return _chain([values[..., k] for k in range(terms)])


def class_any(flags: Any) -> Any:
    """``flags.any(-1)`` of a ``(..., n)`` boolean batch: whether any class is flagged; for a large batch of at most
    :data:`_SEQUENTIAL_TERMS` classes one chain of ``|``, an order of magnitude faster than numpy's reduction."""
    terms = flags.shape[-1]
    if not _chained(flags, terms, 1, np.bool_) or terms > _SEQUENTIAL_TERMS:
        return flags.any(-1)
    out = flags[..., 0] | flags[..., 1]
    for k in range(2, terms):
        out |= flags[..., k]
    return out


def class_mean(values: Any) -> Any:
    """``values.mean(-1)`` bit for bit: numpy's mean is its sum divided by n (:func:`class_sum`)."""
    if not _chained(values, values.shape[-1] if isinstance(values, np.ndarray) else 0, 1):
        return values.mean(-1)
    return class_sum(values) / values.shape[-1]


def total(m: Any) -> Any:
    """Number of items of each matrix: ``(..., n, n) -> (...)``.

    ``m.sum(axis=(-2, -1))``, bit for bit but for the sign bit of a NaN. For a float64 batch (:func:`_chained`) at
    n = 2 or 3 each of whose matrices is one row-major block (numpy adds other layouts, such as the batch-last buffer
    of :mod:`metrics._evaluate`, in memory order) the cells are added as numpy adds
    them, several times faster: four cells in index order (:func:`_chain`), nine by its pairwise summation (eight
    partial sums paired, ((a0 + a1) + (a2 + a3)) + ((a4 + a5) + (a6 + a7)), then a8, then +0.0 as for fewer).
    """
    n = m.shape[-1] if isinstance(m, np.ndarray) else 0
    if (not _chained(m, n) or n > 3 or m.shape[-2] != n
            or m.strides[-2:] != (n * m.itemsize, m.itemsize)):  # numpy adds cells laid out otherwise in memory order
        return m.sum(axis=(-2, -1))
    a = [m[..., i, j] for i in range(n) for j in range(n)]
    if n == 2:
        return _chain(a)
    return _chain([((a[0] + a[1]) + (a[2] + a[3])) + ((a[4] + a[5]) + (a[6] + a[7])), a[8]])


def ratio(numerator, denominator):
    """``numerator / denominator`` elementwise, NaN where the denominator is 0.

    This is the single place where the catalogue's zero-division convention lives:
    an undefined value is NaN, never a silent 0 (a metric that wants another
    convention declares and implements it itself).
    """
    numerator = np.asarray(numerator, dtype=float)
    denominator = np.asarray(denominator, dtype=float)
    with np.errstate(divide="ignore", invalid="ignore"):
        out = numerator / denominator
    return np.where(denominator == 0, np.nan, out)


def class_counts(m):
    """Per-class one-vs-rest counts ``(TP, FP, FN, TN)``, each ``(..., n, n) -> (..., n)``.

    For class ``c``: TP = m[c, c], FP = bias(c) - TP, FN = prevalence(c) - TP,
    TN = total - TP - FP - FN (Wenzel, Figure 3).
    """
    tp = correct(m)
    fp = bias(m) - tp
    fn = prevalence(m) - tp
    tn = total(m)[..., None] - tp - fp - fn
    return tp, fp, fn, tn


def one_vs_rest(m):
    """Per-class binary matrices ``[[TP, FP], [FN, TN]]``: ``(..., n, n) -> (..., n, 2, 2)`` (see
    :func:`class_counts`)."""
    tp, fp, fn, tn = class_counts(m)
    return np.stack([np.stack([tp, fp], axis=-1), np.stack([fn, tn], axis=-1)], axis=-2)
