r"""Metrics whose code takes whole counts only (``register(..., whole_counts=True)``).

PyCM's ``ConfusionMatrix`` refuses counts that are not integers. The calibrated variant
(Opitz 2024, Eq. 6) evaluates a metric at :math:`m\,\lambda^\sim(m)`, whose counts are not
whole numbers (:math:`\lambda^\sim_{jj} = N / (n\, t_j)`, :math:`t_j` the prevalence of class
:math:`j`). Read exactly and scaled to whole numbers (:math:`D` the least common denominator of
its cells), :math:`m` has column sums :math:`T_j = D\,t_j`, and the columns of
:math:`m\,\lambda^\sim(m)` are proportional to those of

.. math::

    W(m) = D\,m\,\mathrm{diag}(L / T_1, \dots, L / T_n), \qquad L = \operatorname{lcm}(T_1, \dots, T_n),

a matrix of whole counts (every column sums to :math:`L`) equal to :math:`m\,\lambda^\sim(m)`
times :math:`nL/(DN)`. A metric of proportions, :math:`f(k\,m) = f(m)` for every :math:`k > 0`,
has the same value at both, so a whole-counts metric's calibrated variant is evaluated at
:math:`W(m)` (:func:`whole_count_calibration`). :func:`check_proportions` refuses, at
registration, a metric whose value changes when every count is multiplied by 2, 3 or 7.
A whole count above :math:`2^{53}` has no exact float64: where :math:`W` would need one, an exact
evaluation is refused (:class:`metrics.errors.InvalidMatrixError`) and a float one rounded.
"""

from fractions import Fraction
import math
from typing import Any

import numpy as np
from numpy.typing import NDArray

from ._ieee import IeeeRational
from .confusion import calibration_factors
from .errors import InvalidMatrixError, MetricDefinitionError

__all__ = ["whole_count_calibration", "check_proportions"]

#: The largest whole count float64 holds exactly (and with it every smaller integer).
LARGEST_EXACT_COUNT = 2**53

#: The multipliers k of the proportion check, f(k m) = f(m).
MULTIPLIERS = (2, 3, 7)


def whole_count_calibration(arr: NDArray[Any]) -> NDArray[Any]:
    """:math:`W(m)` of each matrix of ``arr`` (``(..., n, n)``): whole counts in the proportions of
    :math:`m\\,\\lambda^\\sim(m)`, each cell read as the rational it is (a float as its binary fraction).
    Exact (object) arrays keep their cells' type, each multiplied by a whole factor, and raise
    :class:`metrics.errors.InvalidMatrixError` where a count of :math:`W` exceeds :math:`2^{53}`; a float
    matrix whose :math:`W` would (a search's float matrix, 1000 z pᵀ) is :math:`m\\,\\lambda^\\sim(m)` scaled to
    a largest count of :math:`2^{50}` and rounded to whole counts (relative to the largest count, an error below
    :math:`2^{-50}`: a float search's approximation, re-checked exactly wherever it finds something). A matrix
    with a class that never occurs is left as it is in float (its calibrated value is undefined) and raises
    ZeroDivisionError when exact, as its λ~ does.

    Examples
    --------
    >>> whole_count_calibration(np.array([[1., 1.], [0., 1.]])).tolist()    # t = (1, 2), L = 2: columns times 2, 1
    [[2.0, 1.0], [0.0, 1.0]]
    """
    flat = arr.reshape(-1, *arr.shape[-2:])
    out = np.empty(flat.shape, dtype=object if arr.dtype == object else float)
    for k, m in enumerate(flat):
        out[k] = _whole(m, exact=arr.dtype == object)
    return out.reshape(arr.shape)


def _whole(m: NDArray[Any], exact: bool) -> NDArray[Any]:
    """:math:`W(m)` of one matrix (:func:`whole_count_calibration`)."""
    cells = [[Fraction(x.value if isinstance(x, IeeeRational) else x) for x in row] for row in m.tolist()]
    denominator = math.lcm(*(x.denominator for row in cells for x in row))
    sums = [int(sum(column) * denominator) for column in zip(*cells)]
    if 0 in sums:
        if exact:
            raise ZeroDivisionError("a class that never occurs cannot be calibrated")
        return m
    scale = math.lcm(*sums)
    factors = [denominator * (scale // s) for s in sums]
    largest = max(x * f for row in cells for x, f in zip(row, factors))
    if largest <= LARGEST_EXACT_COUNT:
        if exact:
            return np.array([[x * f for x, f in zip(row, factors)] for row in m.tolist()], dtype=object)
        return np.array([[float(x * f) for x, f in zip(row, factors)] for row in cells], dtype=float)
    if exact:
        raise InvalidMatrixError(
            f"the whole counts in the calibrated proportions of m={[[str(x) for x in row] for row in cells]} reach "
            f"2**{int(largest).bit_length() - 1} or more, above 2**53, where float64 holds no exact count; the "
            "calibrated variant of a whole_counts=True metric is evaluated exactly only where they fit")
    calibrated = m * calibration_factors(m)
    return np.rint(calibrated * (2.0**50 / calibrated.max()))


def _probes(n: int) -> list[tuple[NDArray[np.float64], bool]]:
    """``(matrix, must have a value)`` at which :func:`check_proportions` compares values: three matrices without an
    empty cell (one with a total in the thousands) and the whole counts :math:`W` of the first, which must have a
    value, and one with empty cells, which may be undefined (all drawn with a fixed seed)."""
    rng = np.random.default_rng(n)
    full = [rng.integers(1, 10, size=(n, n)), rng.integers(1, 10, size=(n, n)), rng.integers(1, 500, size=(n, n))]
    sparse = rng.integers(0, 3, size=(n, n))
    sparse[0, 0] = 1
    out = [(m.astype(float), True) for m in full] + [(sparse.astype(float), False)]
    try:
        return out + [(whole_count_calibration(out[0][0]), True)]
    except InvalidMatrixError:  # at a large n: no exact float64 counts
        return out


def check_proportions(metric: Any) -> None:
    """Refuse a ``metric`` with ``whole_counts=True`` (:class:`MetricDefinitionError`, naming the matrix) unless

    .. math::  f(k\\,m) = f(m), \\qquad k \\in \\{2, 3, 7\\},

    within ``rtol=1e-9`` at each of :func:`_probes` at every n = 2, 3, 4 (and its smallest n) it applies to, with
    a value at the matrices without an empty cell (an undefined value shows no proportion): its calibrated variant
    is evaluated at whole counts in the same proportions, its value only for a metric of proportions."""
    if not metric.whole_counts:
        return
    counts = [n for n in sorted({2, 3, 4, metric.min_classes}) if metric.applies_to(n)]
    for n in counts:
        for m, must_have_value in _probes(n):
            try:
                with np.errstate(all="ignore"):
                    values = [float(np.asarray(metric.numeric(k * m[None]), dtype=float).reshape(-1)[0])
                              for k in (1, *MULTIPLIERS)]
            except Exception as err:  # noqa: BLE001 - user code: what it raises is the reason for refusing
                raise MetricDefinitionError(
                    f"metric {metric.name!r} raised {type(err).__name__} at m={m.astype(int).tolist()} or a multiple "
                    f"of it, where whole_counts=True checks that it is a metric of proportions: {err}") from err
            proportional = np.allclose(values[1:], values[0], rtol=1e-9, atol=1e-12, equal_nan=True)
            if not proportional or (must_have_value and not np.isfinite(values[0])):
                said = ", ".join(f"{k}m: {v:.12g}" for k, v in zip(MULTIPLIERS, values[1:]))
                raise MetricDefinitionError(
                    f"whole_counts=True evaluates metric {metric.name!r} at whole counts in the proportions of a "
                    "matrix, which is its value only when it has one that multiplying every count by k leaves "
                    f"unchanged; at m={m.astype(int).tolist()} it gives {values[0]:.12g} ({said}). Register it "
                    "without whole_counts=True (its calibrated variant then sees counts that are not integers)")
