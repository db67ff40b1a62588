"""A classifier on a fixed test set in coordinates: free cells, dependent cells and prevalence symbols.

A test set fixes the column sums ``P_j`` of the confusion matrix; within it the dependent cell of
column j (:func:`dependent`, binary: FN and FP) is ``P_j`` minus the other cells of the column
(:func:`parametrise`), so a classifier is given by its :func:`free_cells`. At the :func:`vertices`
each column's items are all in one row.
"""

from collections.abc import Iterable, Sequence
from itertools import product
from typing import Any

import sympy

from metrics import cell_symbols

from axioms.arithmetic.rational import cancel

__all__ = ["dependent", "prevalence_symbols", "parametrise", "free_cells", "test_set_level", "column_affine",
           "vertices"]


def dependent(n: int, j: int) -> tuple[int, int]:
    """The cell of column j expressed through the column sum (binary: FN for j=0, FP for j=1)."""
    return ((j + 1) % n, j)


def prevalence_symbols(n: int, **assumptions: Any) -> Any:
    return sympy.symbols(f"P0:{n}", **assumptions)


def parametrise(n: int, P: Sequence[Any], columns: Iterable[int] | None = None) -> dict[Any, Any]:
    """``{dependent cell of column j: P_j - (the other cells of column j)}`` for ``columns`` (default: all)."""
    M = cell_symbols(n)
    sub: dict[Any, Any] = {}
    for j in range(n) if columns is None else columns:
        di, dj = dependent(n, j)
        sub[M[di, dj]] = P[j] - sympy.Add(*[M[i, j] for i in range(n) if i != di])
    return sub


def free_cells(n: int, present: Iterable[int] | None = None) -> list[tuple[int, int]]:
    """Cells that vary freely within a test set (all but the dependent one of each present column)."""
    cols = range(n) if present is None else sorted(present)
    return [(i, j) for j in cols for i in range(n) if (i, j) != dependent(n, j)]


def test_set_level(expr: Any, n: int) -> bool:
    """True when every ``Piecewise`` condition of ``expr`` depends on the column sums only."""
    conds = [c for pw in expr.atoms(sympy.Piecewise) for _, c in pw.args]
    if not conds:
        return True
    P = prevalence_symbols(n, nonnegative=True)
    sub = parametrise(n, P)
    for c in conds:
        c2 = c.xreplace(sub)
        if isinstance(c2, sympy.core.relational.Relational):
            c2 = cancel(c2.lhs - c2.rhs, together=True)  # the sign that decides the condition
        if c2 in (sympy.true, sympy.false):
            continue
        if not c2.free_symbols <= set(P):
            return False
    return True


def column_affine(G: Any, n: int, present: Iterable[int]) -> bool:
    """True when ``G`` has degree <= 1 in the free cells of each occurring column (multi-affine)."""
    M = cell_symbols(n)
    for j in sorted(present):
        cells = [M[i, jj] for i, jj in free_cells(n, [j])]
        try:
            if sympy.Poly(G, *cells).total_degree() > 1:
                return False
        except sympy.PolynomialError:
            return False
    return True


def vertices(n: int, present: Iterable[int], P: Sequence[Any]) -> list[dict[Any, Any]]:
    """The classifiers at the vertices of a test set: each occurring column's items all in one row.

    As substitutions of the free cells (the dependent cell takes the rest).
    """
    M = cell_symbols(n)
    per_column: list[list[dict[Any, Any]]] = []
    for j in sorted(present):
        free = [(i, jj) for i, jj in free_cells(n, [j])]
        choices = [{M[c]: sympy.Integer(0) for c in free}]
        for r, _ in free:
            choices.append({M[c]: (P[j] if c == (r, j) else sympy.Integer(0)) for c in free})
        per_column.append(choices)
    out: list[dict[Any, Any]] = []
    for combo in product(*per_column):
        sub: dict[Any, Any] = {}
        for part in combo:
            sub.update(part)
        out.append(sub)
    return out
