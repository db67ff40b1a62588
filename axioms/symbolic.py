"""Symbolic helpers of the engine: derivatives, sign certificates, identities, exact points.

Everything here is cheap by design: ``together``/``cancel``/``expand`` and exact
evaluation at integer points, never ``simplify`` (which takes minutes on MCC at n = 3).
Results are cached per metric and class count.
"""

from functools import lru_cache

import sympy

from metrics._bridge import cell_symbols

__all__ = [
    "derivative",
    "sign_certificate",
    "identically_zero",
    "at_point",
    "too_large",
]


@lru_cache(maxsize=None)
def derivative(expr, symbol):
    """``∂expr/∂symbol`` (cached)."""
    return sympy.diff(expr, symbol)


def too_large(expr, settings):
    """Whether ``expr`` exceeds the deterministic operation-count budget."""
    return sympy.count_ops(expr) > settings.symbolic_max_ops


def _nonneg_sign(e):
    """+1 if ``e >= 0`` for all nonnegative symbols, -1 if ``e <= 0``, 0 if ``e == 0``, else None."""
    if e.is_Number:
        return int(sympy.sign(e))
    if e.is_Symbol:
        return 1 if e.is_nonnegative else None
    if e.is_Add or e.is_Mul:
        signs = [_nonneg_sign(a) for a in e.args]
        if None in signs:
            return None
        if e.is_Mul:
            out = 1
            for s in signs:
                out *= s
            return out
        if all(s >= 0 for s in signs):
            return 1 if any(signs) else 0
        if all(s <= 0 for s in signs):
            return -1 if any(signs) else 0
        return None
    if e.is_Pow:
        base = _nonneg_sign(e.base)
        if base is None:
            return None
        if base >= 0:
            return base
        if e.exp.is_integer:
            return 1 if e.exp.is_even else -1
        return None
    if isinstance(e, sympy.exp):
        return 1
    return None


@lru_cache(maxsize=None)
def _sign_of_fraction(expr):
    num, den = sympy.fraction(sympy.together(expr))
    s_num = _nonneg_sign(sympy.expand(num))
    s_den = _nonneg_sign(sympy.expand(den))
    if s_num is None or s_den is None or s_den == 0:
        return None
    return s_num * s_den


def sign_certificate(expr, settings):
    """Prove a sign of ``expr`` on the nonnegative orthant (where it is defined).

    Returns +1 (``>= 0``), -1 (``<= 0``), 0 (``== 0``) or None (no certificate).
    The certificate: after ``together``, numerator and denominator expand to sums whose
    every term has one sign when all cells are nonnegative. Callers bound the time of
    a whole proof attempt with :func:`axioms.budget.time_budget`.
    """
    if too_large(expr, settings):
        return None
    if isinstance(expr, sympy.Piecewise):  # every branch must carry the same sign
        signs = {_sign_of_fraction(branch) for branch, _ in expr.args}
        if None in signs or len(signs - {0}) > 1:
            return None
        return max(signs, key=abs)
    return _sign_of_fraction(expr)


@lru_cache(maxsize=None)
def _cancels(expr):
    return sympy.cancel(sympy.together(expr)) == 0


def identically_zero(expr, settings):
    """True when ``cancel`` proves ``expr ≡ 0``, False when it does not, None when too large."""
    if too_large(expr, settings):
        return None
    return _cancels(expr)


def at_point(expr, m):
    """Exact value of ``expr`` at the integer matrix ``m`` (cells ``m{i}_{j}``); None if undefined."""
    n = len(m)
    symbols = cell_symbols(n)
    value = expr.xreplace({symbols[i, j]: sympy.Integer(m[i][j]) for i in range(n) for j in range(n)})
    if value.has(sympy.nan, sympy.zoo, sympy.oo, -sympy.oo):
        return None
    return value
