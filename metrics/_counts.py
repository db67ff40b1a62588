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

__all__ = ["correct", "bias", "prevalence", "total", "ratio", "class_counts", "one_vs_rest"]


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


def _sum_of(m: Any, axis: int) -> Any:
    """``m.sum(axis)``, bit for bit but for the sign bit of a NaN; for a float64 batch with at most
    :data:`_SEQUENTIAL_TERMS` terms (numpy adds those one by one in index order) as that chain of additions, several
    times faster than numpy's reduction over a short axis of a large batch (most of the float searches' time in the
    class sums)."""
    terms = m.shape[axis] if isinstance(m, np.ndarray) else 0
    if type(m) is not np.ndarray or m.dtype != np.float64 or m.ndim < 3 or not 2 <= terms <= _SEQUENTIAL_TERMS:
        return m.sum(axis=axis)
    pick = (lambda k: m[..., k]) if axis == -1 else (lambda k: m[..., k, :])
    out = pick(0) + pick(1)
    for k in range(2, terms):
        out += pick(k)
    out += 0.0  # numpy's sum starts from +0.0: all terms -0.0 sum to +0.0
    return out


def total(m: Any) -> Any:
    """Number of items of each matrix: ``(..., n, n) -> (...)``."""
    return m.sum(axis=(-2, -1))


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
