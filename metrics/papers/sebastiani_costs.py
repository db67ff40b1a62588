r"""The machinery of Sebastiani's K (ICTIR 2015, :mod:`metrics.papers.sebastiani`): Eq. 10 from
per-class credited hits and prevalences, numeric and symbolic, and the exact credits of the
cost-sensitive (ordinal) version, Eq. 11:

.. math::

    \rho_j = \frac{1}{\mathrm{prevalence}(j)} \sum_i m_{ij}
             \Big(1 - \frac{E(i, j)}{\max_x E(x, j)}\Big),
    \qquad E = \Delta \ (\text{AE}) \text{ or } \Delta^2 \ (\text{SE}).
"""

from fractions import Fraction
import numbers

import numpy as np
import sympy

from .._counts import ratio
from ..errors import UsageError

__all__ = ["k_from_hits", "symbolic_k", "cost_weights", "ordinal_costs", "cost_sensitive_contribution"]


def k_from_hits(hits, prevalences):
    """Eq. 10 from per-class credited hits and prevalences, ``(..., n) -> (...)``."""
    n = hits.shape[-1]
    occurs = prevalences > 0
    recall_sum = np.where(occurs, ratio(hits, prevalences), 0.0).sum(-1)
    return n / (n - 1) * ratio(recall_sum, occurs.sum(-1)) - 1 / (n - 1)


def symbolic_k(hits, prevalences):
    """Symbolic Eq. 10; ``Piecewise`` drops the classes with ``prevalence = 0``."""
    n = len(hits)
    recall_sum = sympy.Add(*[sympy.Piecewise((h / p, p > 0), (0, True)) for h, p in zip(hits, prevalences)])
    occurring = sympy.Add(*[sympy.Piecewise((1, p > 0), (0, True)) for p in prevalences])
    return sympy.Rational(n, n - 1) * recall_sum / occurring - sympy.Rational(1, n - 1)



_ERROR_POWERS = {"AE": 1, "SE": 2}
_COST_ACCEPTED = (
    "a square n x n matrix (n >= 2) of finite nonnegative numbers with a zero diagonal and a "
    "nonzero off-diagonal entry in every column, cost[i][j] = cost of predicting class i "
    "for an item of true class j"
)


def _fraction(x):
    """``x`` as a ``Fraction`` of Python ints (numpy and sympy rationals included)."""
    if isinstance(x, numbers.Rational):
        return Fraction(int(x.numerator), int(x.denominator))
    return Fraction(x)


def cost_weights(cost, error):
    """Exact credits ``W[i][j] = 1 − E(i, j) / max_x E(x, j)`` of predicting i for true j (Eq. 11)."""
    if not isinstance(error, str) or error not in _ERROR_POWERS:
        raise UsageError(
            f"error={error!r} is not supported; accepted: 'AE' (absolute error, E = Δ) or 'SE' (squared error, E = Δ²)"
        )
    try:
        delta = [[_fraction(x) for x in row] for row in cost]
    except (TypeError, ValueError, OverflowError):
        raise UsageError(f"cost={cost!r} is not a matrix of finite numbers; accepted: {_COST_ACCEPTED}") from None
    n = len(delta)
    if n < 2 or any(len(row) != n for row in delta):
        raise UsageError(f"cost={cost!r} is not a square matrix with n >= 2; accepted: {_COST_ACCEPTED}")
    for i, row in enumerate(delta):
        for j, d in enumerate(row):
            if d < 0 or (i == j and d != 0):
                raise UsageError(f"cost[{i}][{j}]={row[j]} is not allowed; accepted: {_COST_ACCEPTED}")
    e = [[d ** _ERROR_POWERS[error] for d in row] for row in delta]
    worst = [max(e[i][j] for i in range(n)) for j in range(n)]
    for j, w in enumerate(worst):
        if w == 0:
            raise UsageError(
                f"cost column j={j} is all zero, so max_i E(i, {j}) = 0 and Eq. 11 is undefined; "
                f"accepted: {_COST_ACCEPTED}"
            )
    return [[1 - e[i][j] / worst[j] for j in range(n)] for i in range(n)]


def ordinal_costs(n):
    """Ordinal cost matrix ``Δ[i][j] = |i − j|`` for ``n`` ordered classes (Sebastiani §6)."""
    if isinstance(n, bool) or not isinstance(n, numbers.Integral) or n < 2:
        raise UsageError(f"n={n!r} is not supported; accepted: an integer number of classes n >= 2")
    return np.abs(np.subtract.outer(np.arange(n), np.arange(n)))


def cost_sensitive_contribution(predicted, true, cost, error="AE"):
    """Exact credit ``1 − E(predicted, true) / max_i E(i, true)`` of one item (Eq. 11).

    Classes are indices ``0 .. n−1`` of ``cost`` (``cost[i][j]`` = cost of predicting i
    for true class j); ``error`` is ``"AE"`` (E = Δ) or ``"SE"`` (E = Δ²). Returns a
    ``Fraction``.
    """
    weights = cost_weights(cost, error)
    n = len(weights)
    for name, value in (("predicted", predicted), ("true", true)):
        if isinstance(value, bool) or not isinstance(value, numbers.Integral) or not 0 <= value < n:
            raise UsageError(f"{name}={value!r} is not a class index; accepted: an integer 0 <= {name} < {n}")
    return weights[predicted][true]

