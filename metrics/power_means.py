r"""The generalised (power) mean of per-class scores, Opitz Eq. 4, in float64 and where it has no real value.

.. math:: M_p(x_1, \dots, x_n) = \Big(\frac1n \sum_k x_k^p\Big)^{1/p}, \qquad M_0 = \Big(\prod_k x_k\Big)^{1/n}

:func:`power_mean` is the numeric form of :class:`metrics.structure.ClassMean`; :func:`no_real_mean` says where that
form gives NaN, so that the exact form is undefined there too (sympy's principal roots would otherwise go through
complex numbers and come back real).
"""

from typing import Any

import numpy as np
import sympy

from ._counts import class_mean

__all__ = ["power_mean", "no_real_mean"]


def power_mean(values: Any, p: Any) -> Any:
    """Generalised mean ``(mean x^p)^(1/p)`` over the last axis; geometric mean at p = 0; a zero value gives 0 when
    p <= 0. Undefined (NaN, never inf) where it has no finite value: a mean of powers 0 to a negative power 1/p
    (scores of both signs, 1/2 and −1/2 at p = −1)."""
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        if p == 0:
            mean = np.prod(values, axis=-1) ** (1.0 / values.shape[-1])
        else:
            mean = class_mean(values ** float(p)) ** (1.0 / float(p))
    return np.where(np.isfinite(mean), mean, np.nan)


def no_real_mean(p: Any, scores: "list[tuple[Any, Any]]") -> bool:
    """Whether the p-mean (p ≠ 1) of the per-class ``scores`` (``(score, multiplicity)``), all numbers, has no real
    value as the numeric form (:func:`power_mean`) computes it: a negative score to a power p that is not an integer,
    a negative mean of the powers to the power 1/p that is not an integer, or (p = 0) a negative product. (The p-mean
    of (−1/2, −1/2, −1/2) at p = 1/2 would otherwise be (i/√2)² = −1/2.)"""
    values = [(sympy.sympify(s), k) for s, k in scores]
    if not all(s.is_number and s.is_real for s, _ in values) or all(s.is_nonnegative for s, _ in values):
        return False  # symbols, or no negative score (the usual case: nothing to add up)
    if p == 0:
        return bool(sympy.Mul(*[s**k for s, k in values]) < 0)
    if not p.is_integer and any(s < 0 for s, _ in values):
        return True
    return not (1 / p).is_integer and bool(sympy.Add(*[k * s**p for s, k in values]) < 0)
