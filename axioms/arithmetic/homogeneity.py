"""Homogeneity read off an expression's structure: the cheap proof of scale invariance.

:func:`homogeneous_degree` proves :math:`f(tM) = t^d f(M)` for every t > 0 without expanding
anything; degree 0 in all cells is scale invariance (PIV of calibrated metrics), degree 0 in the
cells of each true-class column is prevalence invariance (PIV).
"""

from collections.abc import Iterable
from typing import Any, cast

import sympy

from metrics import cell_symbols

__all__ = ["homogeneous_degree", "scale_invariant", "column_scale_invariant"]


_ANY = "any"  # the degree of 0 and of nan: homogeneous of every degree


def homogeneous_degree(expr: Any, cells: Iterable[Any]) -> Any:
    r"""The degree d with :math:`f(tM) = t^d f(M)` for every real t > 0, read off the structure
    of ``expr``; None when the structure does not show one.

    ``cells`` are the symbols that scale (the confusion-matrix cells); other symbols are
    constants. Sound by induction: a cell has degree 1, a constant 0; a product adds degrees,
    a sum and a Min/Max need equal degrees, :math:`b^e` with a rational e has degree
    :math:`e \deg b` (:math:`(tb)^e = t^e b^e` for t > 0 on the principal branch), Abs keeps the
    degree, any other function of degree-0 arguments has degree 0; a Piecewise needs equal
    degrees in its branches and conditions that compare equal degrees (their truth does not
    change under scaling). Definedness is preserved too: a denominator of degree d vanishes at
    tM iff it vanishes at M. Degree 0 proves scale invariance without expanding anything.
    """
    degree = _degree(sympy.sympify(expr), frozenset(cells))
    return 0 if degree == _ANY else degree


def scale_invariant(expr: Any, n: int) -> bool:
    """Whether ``expr`` (a form on the n x n cell symbols) is proved invariant under m -> t·m, t > 0."""
    return cast(bool, homogeneous_degree(expr, cell_symbols(n)) == 0)  # a degree (int or sympy number) or None


def column_scale_invariant(expr: Any, n: int) -> bool:
    """Whether ``expr`` is proved invariant under scaling any one true-class column by t > 0
    (prevalence invariance, Opitz Eq. 5)."""
    columns = cell_symbols(n)
    return all(homogeneous_degree(expr, columns.col(j)) == 0 for j in range(n))


def _same(degrees: Iterable[Any]) -> Any:
    known = {d for d in degrees if d != _ANY}
    if None in known or len(known) > 1:
        return None
    return known.pop() if known else _ANY


def _degree(e: Any, cells: frozenset[Any]) -> Any:
    if e in cells:
        return 1
    if e.is_Number or e is sympy.nan or e is sympy.zoo:
        return _ANY if (e == 0 or e is sympy.nan or e is sympy.zoo) else 0
    if not e.free_symbols & cells:
        return 0
    if e.is_Add or isinstance(e, (sympy.Min, sympy.Max)):
        return _same([_degree(a, cells) for a in e.args])
    if e.is_Mul:
        degrees = [_degree(a, cells) for a in e.args]
        if None in degrees:
            return None
        return _ANY if _ANY in degrees else sum(degrees)
    if e.is_Pow:
        base, exponent = _degree(e.base, cells), _degree(e.exp, cells)
        if base is None or exponent not in (0, _ANY):
            return None
        if base == 0 or base == _ANY:
            return base
        return base * e.exp if e.exp.is_Rational else None
    if isinstance(e, sympy.Abs):
        return _degree(e.args[0], cells)
    if isinstance(e, sympy.Piecewise):
        if not all(_invariant_condition(c, cells) for _, c in e.args):
            return None
        return _same([_degree(value, cells) for value, _ in e.args])
    if isinstance(e, sympy.Function) and all(_degree(a, cells) in (0, _ANY) for a in e.args):
        return 0
    return None


def _invariant_condition(c: Any, cells: frozenset[Any]) -> bool:
    """Whether the truth of condition ``c`` is the same at tM as at M for every t > 0."""
    if c in (sympy.true, sympy.false):
        return True
    if isinstance(c, sympy.core.relational.Relational):
        return _same([_degree(c.lhs, cells), _degree(c.rhs, cells)]) is not None
    if isinstance(c, (sympy.And, sympy.Or, sympy.Not)):
        return all(_invariant_condition(a, cells) for a in c.args)
    return False
