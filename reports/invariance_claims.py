r"""Independent statements, for ``verify``, of the further properties that are invariances or reflections.

Each is written here from its definition, apart from the engine (:mod:`reports.verify`): a transformation
:math:`T_\theta` of the confusion matrix (rows = predictions, columns = truth; binary
:math:`m = [[TP, FP], [FN, TN]]`) with positive parameters θ, and

* an **invariance** :math:`f(T_\theta(m)) = f(m)` wherever either side is scored, for every θ > 0 (RPI: the rows
  scaled by λ; SCI: m scaled by k; TRS: m transposed; TNI, I3, I4, I5: k more true negatives, true positives, false
  negatives, false positives);
* a **reflection** :math:`f(m) + f(T(m)) = 2c` wherever both are scored, c the centre the cell names (SINV: the rows
  swapped, every prediction flipped; FINV: the columns swapped).

A proof is re-derived as :math:`f(T_\theta(M)) - f(M)` (or :math:`f(M) + f(T(M)) - 2c`) simplifying to 0 on the cell
symbols M and symbolic θ, after a sample of integer matrices and parameters found no exact disagreement (which
refutes it); a piecewise form is only sampled, never called re-checked. A counterexample is re-checked by applying
T to its ``before`` (or its matrices) and recomputing every recorded value.
"""

from collections.abc import Callable
from typing import Any

import numpy as np
import sympy

import metrics
from metrics.bridge import equal_numbers
from metrics.padded import exact_cells, full_matrix

from .claim_values import (NOT_RECHECKABLE, RECHECKED, REFUTED, exact_form, exact_value, is_zero, number,
                           unequal_or_why, values_recomputed)
from .structure_forms import symbolic_of

__all__ = ["INVARIANCE_CHECKS"]

#: Random integer matrices (entries 0..4) and parameters (1..3) a proof is first sampled on.
SAMPLES = 24


def _add(i: int, j: int) -> Callable[[Any, Any], Any]:
    """``(M, (k,)) -> M`` with k more items in cell (i, j)."""
    return lambda M, theta: M + sympy.Matrix(2, 2, lambda a, b: theta[0] if (a, b) == (i, j) else 0)


#: property -> (number of parameters at n, T(M, θ) on a sympy Matrix, the transformation in words)
_INVARIANCES: dict[str, tuple[Callable[[int], int], Callable[[Any, Any], Any], str]] = {
    "RPI": (lambda n: n, lambda M, theta: sympy.diag(*theta) * M, "scaling row i by λ_i"),
    "SCI": (lambda n: 1, lambda M, theta: theta[0] * M, "scaling m by k"),
    "TRS": (lambda n: 0, lambda M, theta: M.T, "transposing m"),
    "TNI": (lambda n: 1, _add(1, 1), "adding k true negatives"),
    "I3": (lambda n: 1, _add(0, 0), "adding k true positives"),
    "I4": (lambda n: 1, _add(1, 0), "adding k false negatives"),
    "I5": (lambda n: 1, _add(0, 1), "adding k false positives"),
}

#: property -> (T(M) on a sympy Matrix, the transformation in words)
_REFLECTIONS: dict[str, tuple[Callable[[Any], Any], str]] = {
    "SINV": (lambda M: M[::-1, :], "swapping the rows"),
    "FINV": (lambda M: M[:, ::-1], "swapping the columns"),
}


def _matrix(m: Any) -> Any:
    return sympy.Matrix(exact_cells(full_matrix(m)))


def _rows(M: Any) -> "list[list[Any]]":
    return [[M[i, j] for j in range(M.cols)] for i in range(M.rows)]


def _samples(n: int, count: int) -> "list[tuple[Any, list[int]]]":
    rng = np.random.default_rng(n)
    return [(sympy.Matrix(rng.integers(0, 5, size=(n, n)).tolist()), rng.integers(1, 4, size=count).tolist())
            for _ in range(SAMPLES)]


def _proof_rederived(difference: Any, f: Any, what: str) -> "tuple[str, str]":
    if f.has(sympy.Piecewise):
        return NOT_RECHECKABLE, f"a piecewise form: {what} is sampled on {SAMPLES} matrices, not re-derived"
    if is_zero(difference):
        return RECHECKED, f"{what} simplifies to 0 on symbolic cells" + (" and parameters" if "θ" in what else "")
    return NOT_RECHECKABLE, f"{what} does not simplify to 0 (and no sampled matrix refutes it)"


def _same_denominator_zeros(metric: Any, n: int, T: Callable[[Any, Any], Any], theta: Any) -> bool:
    """Whether the metric's own form, as written, is scored at T(M, θ) exactly where it is at M, as far as its
    denominators and logarithms say: each base of a negative power or argument of a logarithm, after T, is one of
    the form's before times a factor free of the cells and positive for θ > 0, and each one before is so matched
    (the points where one of them is 0 are the same)."""
    own = exact_form(metric, n, own=True)
    M = metrics.cell_symbols(n)
    image = T(M, theta)
    bases = ({power.base for power in own.atoms(sympy.Pow) if power.exp.is_negative}
             | {log.args[0] for log in own.atoms(sympy.log)})  # what must not be 0 where the form is scored
    moved = [b.xreplace({M[i, j]: image[i, j] for i in range(n) for j in range(n)}) for b in bases]

    # two points with the same θ: a ratio free of the cells is the same number at both (a cheap test that spares
    # most pairs sympy's cancel, minutes on a calibrated form)
    fixed = {t: sympy.Integer(k + 2) for k, t in enumerate(theta)}
    points = [{**fixed, **{M[i, j]: sympy.Integer((i * n + j + 2) ** power + power)
                           for i in range(n) for j in range(n)}} for power in (1, 2)]
    at = {e: [e.xreplace(point) for point in points] for e in {*bases, *moved}}  # each expression's values, once

    def matches(a: Any, b: Any) -> bool:
        ratios = {x / y for x, y in zip(at[a], at[b])}
        if len(ratios) == 2 and all(r.is_finite and r != 0 for r in ratios):
            return False  # not the same factor at both points: not free of the cells
        ratio = sympy.cancel(a / b)
        return not ratio.free_symbols & set(M) and ratio.is_positive is True

    return (all(any(matches(a, b) for b in bases) for a in moved)
            and all(any(matches(a, b) for a in moved) for b in bases))


def _invariant(pid: str) -> Callable[..., "tuple[str, str]"]:
    count, T, words = _INVARIANCES[pid]

    def check(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
        f, symbolic = exact_form(metric, n), symbolic_of(metric)
        if f is None or symbolic is None:
            return NOT_RECHECKABLE, "no exact form"
        for m, theta in _samples(n, count(n)):
            before, after = exact_value(metric, _rows(m)), exact_value(metric, _rows(T(m, theta)))
            if (before is None) != (after is None) or before is not None and not equal_numbers(before, after):
                return REFUTED, f"{words} (θ = {theta}) maps m={_rows(m)} (score {before}) to score {after}"
        theta = sympy.symbols(f"theta0:{count(n)}", positive=True)
        M = metrics.cell_symbols(n)
        status, why = _proof_rederived(sympy.sympify(symbolic(T(M, theta))) - f, f, "f(T(m, θ)) − f(m)")
        if status == RECHECKED and not _same_denominator_zeros(metric, n, T, theta):
            return NOT_RECHECKABLE, (f"{why}, but the form's denominator after {words} is not shown to vanish where "
                                     "it did before (a side scored and the other not)")
        return status, why + ("; its denominators after T are those before, up to positive factors" if status ==
                              RECHECKED else "")

    return check


def _changed(pid: str) -> Callable[..., "tuple[str, str]"]:
    count, T, words = _INVARIANCES[pid]

    def check(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
        ce = cell.get("counterexample") or {}
        if "before" not in ce:
            return NOT_RECHECKABLE, "no counterexample recorded"
        theta = [sympy.Rational(x) for x in exact_cells(ce.get("parameters", []))]
        if len(theta) != count(n) or _matrix(ce["after"]) != T(_matrix(ce["before"]), theta):
            return REFUTED, f"'after' is not 'before' under {words} with θ = {ce.get('parameters')}"
        wrong = values_recomputed(metric, [ce["before"], ce["after"]], ce["values"], ce["verified"])
        if wrong:
            return REFUTED, wrong
        unequal = unequal_or_why(ce["values"], ce["verified"], "the two scores are equal")
        return unequal or (RECHECKED, f"{words} (θ = {ce.get('parameters')}) changes {ce['values'][0]} to "
                                      f"{ce['values'][1]} ({ce['verified']})")

    return check


def _reflected(pid: str) -> Callable[..., "tuple[str, str]"]:
    T, words = _REFLECTIONS[pid]

    def check(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
        f, symbolic = exact_form(metric, n), symbolic_of(metric)
        if f is None or symbolic is None or cell.get("centre") is None:
            return NOT_RECHECKABLE, "no exact form" if f is None or symbolic is None else "no centre recorded"
        twice = 2 * number(cell["centre"])
        for m, _ in _samples(n, 0):
            pair = exact_value(metric, _rows(m)), exact_value(metric, _rows(T(m)))
            if None not in pair and not equal_numbers(pair[0] + pair[1], twice):
                return REFUTED, f"{words}: f(m) + f(T(m)) = {pair[0] + pair[1]} at m={_rows(m)}, not 2c = {twice}"
        M = metrics.cell_symbols(n)
        return _proof_rederived(f + sympy.sympify(symbolic(T(M))) - twice, f, "f(m) + f(T(m)) − 2c")

    return check


def _not_reflected(pid: str) -> Callable[..., "tuple[str, str]"]:
    T, words = _REFLECTIONS[pid]

    def check(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
        ce = cell.get("counterexample") or {}
        if len(ce.get("matrices", [])) != 4 or len(ce.get("sums", [])) != 2:
            return NOT_RECHECKABLE, "no two pairs of matrices recorded"
        m = [_matrix(x) for x in ce["matrices"]]
        if T(m[0]) != m[1] or T(m[2]) != m[3]:
            return REFUTED, f"the second matrix of a pair is not the first after {words}"
        wrong = values_recomputed(metric, ce["matrices"], ce["values"], ce["verified"])
        if wrong:
            return REFUTED, wrong
        values = [number(v) for v in ce["values"]]
        if None in values or any(not equal_numbers(values[2 * k] + values[2 * k + 1], number(ce["sums"][k]))
                                 for k in (0, 1)):
            return REFUTED, "a recorded sum is not the sum of its pair's scores"
        unequal = unequal_or_why(ce["sums"], ce["verified"], "the two sums are equal: no two centres")
        return unequal or (RECHECKED, f"after {words}, f(m) + f(T(m)) is {ce['sums'][0]} for one pair and "
                                      f"{ce['sums'][1]} for the other")

    return check


#: ``(property, verdict) -> check(metric, n, cell, obligations) -> (status, why)``.
INVARIANCE_CHECKS: dict[tuple[str, str], Callable[..., "tuple[str, str]"]] = {
    **{(pid, "holds"): _invariant(pid) for pid in _INVARIANCES},
    **{(pid, "fails"): _changed(pid) for pid in _INVARIANCES},
    **{(pid, "holds"): _reflected(pid) for pid in _REFLECTIONS},
    **{(pid, "fails"): _not_reflected(pid) for pid in _REFLECTIONS},
}
