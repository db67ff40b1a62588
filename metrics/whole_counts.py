r"""Metrics whose code takes whole counts only (``register(..., whole_counts=True)``).

PyCM's ``ConfusionMatrix`` refuses counts that are not integers. The calibrated variant
(Opitz 2024, Eq. 6) evaluates a metric at :math:`m\,\lambda^\sim(m)`, whose counts are not
whole numbers (:math:`\lambda^\sim_{jj} = N / (n\, t_j)`, :math:`t_j` the prevalence of class
:math:`j`). Its columns are proportional to those of

.. math::

    m\,\mathrm{diag}(L / t_1, \dots, L / t_n), \qquad L = \operatorname{lcm}(t_1, \dots, t_n),

a matrix of whole counts (every column sums to :math:`L`) equal to :math:`m\,\lambda^\sim(m)`
times :math:`nL/N`. A metric of proportions, :math:`f(k\,m) = f(m)` for every :math:`k > 0`,
has the same value at both, so a whole-counts metric's calibrated variant is evaluated there
(:func:`whole_count_calibration`). :func:`check_proportions` refuses, at registration, a metric
whose value changes when every count is doubled or tripled: for it the two matrices differ.
"""

from fractions import Fraction
import math
from typing import Any

import numpy as np
from numpy.typing import NDArray

from .confusion import calibration_factors
from .errors import MetricDefinitionError

__all__ = ["whole_count_calibration", "check_proportions"]

#: Matrices at which a whole-counts metric must keep its value when every count is multiplied by 2 and by 3.
PROPORTION_PROBES = ([[2, 1], [0, 3]], [[1, 1], [1, 0]],
                     [[1, 0, 2], [1, 1, 0], [0, 2, 3]], [[3, 0, 0], [1, 0, 1], [0, 1, 1]])


def whole_count_calibration(arr: NDArray[Any]) -> NDArray[Any]:
    """Each matrix of ``arr`` (``(..., n, n)``) with whole-number counts, its columns scaled to
    :math:`m\\,\\mathrm{diag}(L/t_j)`, :math:`L = \\operatorname{lcm}(t_j)`; a matrix whose counts are not whole
    numbers scaled by :math:`\\lambda^\\sim` itself (:func:`metrics.confusion.calibration_factors`), a matrix with a
    class that never occurs left as it is (its calibrated value is undefined). Exact (object) arrays keep Python
    integers; an exact matrix with a class that never occurs raises ZeroDivisionError, as its λ~ does.

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
    """:func:`whole_count_calibration` of one matrix."""
    cells = [[Fraction(x) for x in row] for row in m.tolist()] if exact else m.tolist()
    if not exact and not all(float(x).is_integer() for row in cells for x in row):
        with np.errstate(all="ignore"):
            return m * calibration_factors(m)
    denominator = math.lcm(*(Fraction(x).denominator for row in cells for x in row))
    whole = [[int(Fraction(x) * denominator) for x in row] for row in cells]
    t = [sum(column) for column in zip(*whole)]
    if 0 in t:
        if exact:
            raise ZeroDivisionError("a class that never occurs cannot be calibrated")
        return m
    scale = math.lcm(*t)
    scaled = [[x * (scale // t[j]) for j, x in enumerate(row)] for row in whole]
    return np.array(scaled, dtype=object) if exact else np.array(scaled, dtype=float)


def check_proportions(name: str, numeric: Any) -> None:
    """Refuse a whole-counts metric whose value at one of :data:`PROPORTION_PROBES` changes when every count is
    multiplied by 2 or 3 (:class:`MetricDefinitionError`, naming the matrix): its calibrated variant cannot be
    evaluated at whole counts in the same proportions."""
    for probe in PROPORTION_PROBES:
        m = np.array(probe, dtype=float)
        with np.errstate(all="ignore"):
            values = [float(np.asarray(numeric(k * m[None]), dtype=float).reshape(-1)[0]) for k in (1, 2, 3)]
        if not np.allclose(values[1:], values[0], rtol=1e-9, atol=1e-12, equal_nan=True):
            raise MetricDefinitionError(
                f"whole_counts=True evaluates metric {name!r} at whole counts in the proportions of a matrix, which "
                f"is its value only when multiplying every count by k leaves it unchanged; at m={probe} it gives "
                f"{values[0]:.12g}, at 2m {values[1]:.12g} and at 3m {values[2]:.12g}. Register it without "
                "whole_counts=True (its calibrated variant then sees counts that are not integers)"
            )
