r"""Independent statement, for ``verify``, of a counterexample to LIN (linearity, Gandin & Murphy 1992).

Written from the definition, apart from the engine (:mod:`reports.verify`): on every test set (column sums p, every
class occurring) the score is a weighted sum of the cells, :math:`\sum_{ij} w_{ij}(p)\, m_{ij}`, so it is affine
along any line of classifiers of that test set and defined on all of them. A counterexample is three classifiers
m, m + d, m + 2d of one test set whose second difference :math:`M(m) - 2M(m + d) + M(m + 2d)` is not 0, or some of
which are scored and some not, or two classifiers of one test set, one scored and one not. A proof is re-derived on
symbolic test sets (:func:`_lin_holds`).
"""

from collections.abc import Callable
from typing import Any

import numpy as np
import sympy

import metrics
from metrics.bridge import equal_numbers
from metrics.padded import exact_cells, full_matrix

from .expectation_claims import never_zero
from .claim_values import (NOT_RECHECKABLE, RECHECKED, REFUTED, definedness_bases, exact_form, is_zero,
                           number, values_recomputed)

__all__ = ["LINEARITY_CHECKS"]


def _one_test_set(ce: dict) -> "tuple[list[Any], Any] | None":
    """The recorded classifiers as exact arrays and their test set, when they share one where every class occurs."""
    m = [np.array(exact_cells(full_matrix(x)), dtype=object) for x in ce["matrices"]]
    p = m[0].sum(axis=0)
    return (m, p) if all(np.array_equal(x.sum(axis=0), p) for x in m) and min(p) > 0 else None


def _partly_scored(metric: Any, ce: dict) -> "tuple[str, str]":
    """Two classifiers of one test set (every class occurring), one scored and one not: no weighted sum."""
    found = _one_test_set(ce)
    if found is None:
        return REFUTED, "the two matrices are not classifiers of one test set where every class occurs"
    wrong = values_recomputed(metric, ce["matrices"], ce["values"], ce["verified"])
    if wrong:
        return REFUTED, wrong
    if [number(v) is None for v in ce["values"]].count(True) != 1:
        return REFUTED, "not one classifier scored and one not"
    return RECHECKED, f"on the test set {found[1].tolist()} one classifier is scored, another not: no weighted sum"


def _lin_fails(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
    ce = cell.get("counterexample") or {}
    if len(ce.get("matrices", [])) == 2:
        return _partly_scored(metric, ce)
    if len(ce.get("matrices", [])) != 3:
        return NOT_RECHECKABLE, "no three classifiers, nor two, recorded"
    found = _one_test_set(ce)
    if found is None or not np.array_equal(found[0][0] + found[0][2], 2 * found[0][1]):
        return REFUTED, "the three matrices are not m, m + d, m + 2d of one test set where every class occurs"
    p = found[1]
    wrong = values_recomputed(metric, ce["matrices"], ce["values"], ce["verified"])
    if wrong:
        return REFUTED, wrong
    values = [number(v) for v in ce["values"]]
    if None in values:
        if values.count(None) == 3:
            return REFUTED, "none of the three classifiers is scored"
        return RECHECKED, "some classifiers of the test set are scored and some are not: no weighted sum"
    second = values[0] - 2 * values[1] + values[2]
    if ce["verified"] != "exact":
        if abs(float(second)) <= 1e-9 * (1 + sum(abs(float(v)) for v in values)):
            return NOT_RECHECKABLE, "the float64 second difference lies within rounding of 0"
    elif equal_numbers(second, 0):
        return REFUTED, "the second difference is 0"
    return RECHECKED, f"along m, m + d, m + 2d of the test set {p.tolist()} the scores {ce['values']} are not affine"


def _lin_holds(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
    """LIN holds: on a test set (column sums p > 0 symbolic), the score written in the free cells (the last row
    depends on them) has every denominator as written a function of p alone (expanded: a calibrated variant's
    column sums are p), certified nonzero for every p > 0, and a numerator affine in them: a weighted sum of the
    cells, defined on every classifier."""
    f = exact_form(metric, n, own=True)
    if f is None or f.has(sympy.Piecewise) or any(not power.exp.is_integer for power in f.atoms(sympy.Pow)):
        return NOT_RECHECKABLE, "no exact form without pieces and roots"
    M, p = metrics.cell_symbols(n), sympy.symbols(f"p0:{n}", positive=True)
    free = [M[i, j] for i in range(n - 1) for j in range(n)]
    fill = {M[n - 1, j]: p[j] - sum(M[i, j] for i in range(n - 1)) for j in range(n)}
    written = definedness_bases(f, fill)
    if written is None:
        return NOT_RECHECKABLE, "a function of the cells (a logarithm, …): where it is defined is not read"
    if any(d.free_symbols & set(free) for d in written):
        return NOT_RECHECKABLE, "a denominator, the test set fixed, depends on the cells"
    if not all(never_zero(d) for d in written):
        return NOT_RECHECKABLE, "a denominator is not shown nonzero for every test set p > 0"
    numerator, _ = sympy.fraction(sympy.together(f.xreplace(fill)))
    if any(not is_zero(sympy.diff(numerator, a, b)) for a in free for b in free):
        return NOT_RECHECKABLE, "it is not affine in the free cells, the test set fixed"
    return RECHECKED, ("on every test set p > 0 the score is affine in the free cells with a denominator of p alone, "
                       "nonzero: a weighted sum of the cells, defined on every classifier")


#: ``(property, verdict) -> check(metric, n, cell, obligations) -> (status, why)``.
LINEARITY_CHECKS: dict[tuple[str, str], Callable[..., "tuple[str, str]"]] = {
    ("LIN", "fails"): _lin_fails, ("LIN", "holds"): _lin_holds,
}
