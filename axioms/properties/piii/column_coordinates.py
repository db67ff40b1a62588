r"""A metric's symbolic form in column coordinates: free cells and the column sums :math:`c_j`.

Cell ``((j+1) % n, j)`` of column j is eliminated as :math:`c_j` minus the others, so a calibrated or
prevalence-based form collapses (a column of :math:`m\tilde\lambda(m)` sums to :math:`|S|/n`
identically), and a cell's partial is the linear operator
:math:`\partial/\partial m_{ij} = \partial/\partial m'_{ij} + \partial/\partial c_j` (free cell),
:math:`\partial/\partial c_j` (eliminated cell). PIII's mixed partials are taken here.
"""

from collections.abc import Sequence
from itertools import product
from typing import Any, cast

import sympy

from metrics import Metric, cell_symbols

from metrics.variants import calibrated_base
from axioms.arithmetic.homogeneity import scale_invariant
from axioms.arithmetic.rational import cancelled
from axioms.arithmetic.symbolic import identically_zero, symengine, symengine_expansion_bound
from axioms.core.budget import Settings

__all__ = ["ColumnCoordinates", "scale_free_calibrated"]


class ColumnCoordinates:
    """The metric in coordinates (free cells, column sums c_j): cell ``((j+1) % n, j)`` of column j
    is ``c_j`` minus the others. Calibrated and prevalence-based forms collapse there (a column
    of ``m λ~(m)`` sums to ``|S|/n`` identically), and a cell's partial is a linear operator:
    ``∂/∂m_ij = ∂/∂m'_ij + ∂/∂c_j`` for a free cell, ``∂/∂c_j`` for the eliminated one.

    With symengine installed, derivatives, evaluations and zero tests run in symengine (the
    same exact arithmetic, far faster); sizes are node counts either way, so the budget is
    deterministic.
    """

    def __init__(self, metric: Metric, n: int) -> None:
        self.n = n
        self.cells = cell_symbols(n)
        self.sums = sympy.symbols(f"c0:{n}", positive=True)
        self.eliminated = {((j + 1) % n, j) for j in range(n)}
        M = sympy.Matrix(n, n, lambda i, j: self.sums[j] - sum(self.cells[k, j] for k in range(n) if k != i)
                         if (i, j) in self.eliminated else self.cells[i, j])
        assert metric.symbolic is not None  # built for a metric with a symbolic form (its expression at n)
        expr = sympy.sympify(scale_free_calibrated(metric, n, M) or metric.symbolic(M))
        self.fast = symengine is not None
        self.lift = symengine.sympify if self.fast else sympy.sympify
        self.symbols = {cell: self.lift(self.cells[cell]) for cell in product(range(n), repeat=2)}
        self.sum_symbols = [self.lift(c) for c in self.sums]
        # common factors cancelled (python-flint) where that makes the form smaller: calibrated kappa
        # collapses to an affine form of the recalls (a sum of ratios would grow over a common denominator)
        self.original = self.lift(expr)
        simpler = cancelled(expr)
        simpler = None if simpler is None else self.lift(simpler)
        self.expr = simpler if simpler is not None and self.size(simpler) < self.size(self.original) else self.original
        self._defined: dict[tuple[tuple[int, ...], ...], bool] = {}

    def derive(self, e: Any, cell: tuple[int, int]) -> Any:
        d = e.diff(self.sum_symbols[cell[1]])
        return d if cell in self.eliminated else e.diff(self.symbols[cell]) + d

    def size(self, e: Any) -> int:
        """Number of nodes of ``e`` (the operation budget's measure)."""
        return 1 + sum(self.size(a) for a in e.args)

    def at(self, e: Any, point: Sequence[Sequence[int]]) -> Any:
        """Exact value of ``e`` at the integer matrix ``point`` (a sympy number); None where undefined,
        or where the metric is (its cancelled form may be defined at more points)."""
        key = tuple(map(tuple, point))
        if key not in self._defined:
            self._defined[key] = self.original is self.expr or self._value(self.original, point) is not None
        return self._value(e, point) if self._defined[key] else None

    def _value(self, e: Any, point: Sequence[Sequence[int]]) -> Any:
        values = {self.symbols[i, j]: point[i][j]
                  for i in range(self.n) for j in range(self.n) if (i, j) not in self.eliminated}
        values.update({c: sum(row[j] for row in point) for j, c in enumerate(self.sum_symbols)})
        try:
            value = sympy.sympify(e.subs({k: self.lift(v) for k, v in values.items()}))
        except (ZeroDivisionError, RuntimeError, ValueError):
            return None
        return None if value.has(sympy.nan, sympy.zoo, sympy.oo, -sympy.oo) else value

    def is_zero(self, e: Any, settings: Settings) -> bool | None:
        """True / False when ``e ≡ 0`` is decided exactly, None beyond the term budget."""
        if not self.fast:
            return cast("bool | None", identically_zero(e, settings))
        numerator, _ = e.as_numer_denom()
        if symengine_expansion_bound(numerator) > settings.symbolic_max_terms:
            return None
        return cast(bool, symengine.expand(numerator) == 0)


def scale_free_calibrated(metric: Metric, n: int, M: Any) -> Any:
    r"""A calibrated metric's form at ``M`` without the factor :math:`|S|/n`, when the metric it comes
    from is scale invariant (its form homogeneous of degree 0 in all cells, read off the
    structure), else None: :math:`f(m_{kl} |S| / (n c_l)) = f(m_{kl} / c_l)` with the same domain
    for every :math:`|S| > 0`, a form with fewer factors to differentiate."""
    base = calibrated_base(metric)
    expr = None if base is None else base.expression(n)
    if expr is None or not scale_invariant(expr, n):
        return None
    assert base is not None and base.symbolic is not None  # base.expression(n) is not None
    columns = [sum(M.col(j)) for j in range(n)]
    return base.symbolic(sympy.Matrix(n, n, lambda i, j: M[i, j] / columns[j]))
