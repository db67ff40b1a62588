"""The one bridge from symbolic (sympy) to numeric (numpy) and to exact values.

* :func:`cell_symbols` gives the n x n matrix of nonnegative symbols ``m{i}_{j}``.
* :func:`lambdify_symbolic` turns a symbolic metric into a vectorised numpy function
  through ``sympy.lambdify``; the generated source stays inspectable (:func:`generated_code`).
* :func:`exact_value` evaluates a metric on an integer or rational matrix exactly.
"""

from fractions import Fraction
from functools import lru_cache
import inspect

import numpy as np
import sympy

__all__ = ["cell_symbols", "lambdify_symbolic", "generated_code", "exact_value", "to_sympy_matrix"]


@lru_cache(maxsize=None)
def cell_symbols(n):
    """The ``n x n`` sympy Matrix of nonnegative symbols ``m{i}_{j}`` (row = prediction)."""
    return sympy.Matrix(n, n, lambda i, j: sympy.Symbol(f"m{i}_{j}", nonnegative=True))


@lru_cache(maxsize=None)
def _lambdified(symbolic, n):
    symbols = list(cell_symbols(n))
    expr = symbolic(cell_symbols(n))
    return sympy.lambdify(symbols, expr, modules="numpy", cse=True), expr


def generated_code(symbolic, n):
    """Source code that ``lambdify`` generated for ``symbolic`` at ``n`` classes."""
    return inspect.getsource(_lambdified(symbolic, n)[0])


def lambdify_symbolic(symbolic):
    """Vectorised numeric function ``(..., n, n) -> (...)`` from a symbolic metric.

    Division by zero and other undefined points evaluate to NaN (never to inf or to a
    silent 0).
    """

    def numeric(m):
        n = m.shape[-1]
        fn, _ = _lambdified(symbolic, n)
        cells = [m[..., i, j] for i in range(n) for j in range(n)]
        with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
            out = np.asarray(fn(*cells), dtype=float)
        out = np.broadcast_to(out, m.shape[:-2]).copy()
        out[~np.isfinite(out)] = np.nan
        return out

    numeric.__name__ = f"numeric_{getattr(symbolic, '__name__', 'metric')}"
    numeric.__doc__ = "Generated from the symbolic definition by sympy.lambdify."
    return numeric


def to_sympy_matrix(m):
    """An exact sympy Matrix from a nested list of ints, Fractions or sympy Rationals."""
    rows = [[sympy.Rational(Fraction(x)) if not isinstance(x, sympy.Basic) else x for x in row] for row in m]
    return sympy.Matrix(rows)


def exact_value(metric, m):
    """Exact value of ``metric`` on the rational matrix ``m``.

    Returns a sympy number, or ``None`` when the metric is undefined there (a zero
    denominator). Raises ``NotImplementedError`` when the metric has no symbolic form
    and its numeric function cannot run on exact ``Fraction`` objects.
    """
    if metric.symbolic is not None:
        value = sympy.sympify(metric.symbolic(to_sympy_matrix(m)))
        if value.has(sympy.nan, sympy.zoo, sympy.oo, -sympy.oo):
            return None
        if value.has(sympy.Float):
            raise NotImplementedError(f"metric {metric.name!r} has float constants: its value {value} is not exact")
        return value
    arr = np.array([[Fraction(x) for x in row] for row in m], dtype=object)
    try:
        with np.errstate(all="ignore"):
            value = metric.numeric(arr)
    except ZeroDivisionError:
        return None
    except Exception as exc:  # the numeric function needs floats (sqrt, log, ...)
        raise NotImplementedError(f"metric {metric.name!r} cannot be evaluated exactly: {exc}") from exc
    value = value.item() if isinstance(value, np.ndarray) else value
    if not isinstance(value, (Fraction, int)):
        raise NotImplementedError(f"metric {metric.name!r} returned {type(value).__name__}, not an exact number")
    return sympy.Rational(Fraction(value))
