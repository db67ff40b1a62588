r"""Proofs of Sebastiani's FIX, CHA and CON (a ✓) re-checked for every test set, apart from the engine, for
:mod:`reports.verify`.

A test set of n classes is its column sums :math:`t_j \ge 0`, and its support the classes with
:math:`t_j > 0`. On one support the classifiers are the matrices m ≥ 0 with column sums t (the
integer ones among the real ones); the columns off the support are 0, and in each column on it the
last row is :math:`t_j` minus the others (the *free cells* are the rest). Each claim is re-checked on
every non-empty support where the metric M scores some classifier (its form there is not identically
undefined), for all positive :math:`t_j` at once. Where a claim is about definedness the form is the one before
any cancelling (:func:`reports.structure_forms.form_at`: cancelling removes points where M is undefined); a
calibrated variant's derived form is the variant itself, definedness included, wherever every class occurs (the
calibration claim holds value by value), and is at most more often defined elsewhere, which only adds supports to
check:

* **FIX** (Axiom 5) holds with range [lo, hi]: :math:`lo \le M(m) \le hi` at every real m ≥ 0 with an
  item, wherever M is defined (cvc5), and on every support a *vertex* classifier (each column's items
  in one row) scores lo and one scores hi, identically in t, defined for every positive t (cvc5).
* **CHA** (Axiom 6) holds, the coin model (each item lands in each row with probability 1/n,
  independently): on every support M is defined at every classifier (cvc5) and is a polynomial in the
  free cells of degree ≤ 1 in each column's free cells. The columns are independent and M is affine
  in each, so :math:`E[M] = M(E[m])` with :math:`E[m_{ij}] = t_j / n`; that simplifies to the recorded ω.
* **CON** (Axiom 2) holds: on every support, every radicand of M is > 0 and every denominator ≠ 0 at
  every real classifier, boundary included (cvc5), so M is smooth on an open set holding them all.
"""

from itertools import combinations, product
import re
from typing import Any

import sympy

import metrics
from metrics.bridge import equal_numbers

from . import smt
from .claim_values import (NOT_RECHECKABLE, RECHECKED, REFUTED, exact_form, exact_value, is_zero, nonzero_at, number,
                           recorded_at, small_matrices)
from .structure_forms import form_at, is_algebraic

__all__ = ["SEBASTIANI_SUPPORT_PROOFS"]

Result = tuple[str, str]


def _supports(n: int) -> "list[tuple[int, ...]]":
    return [s for k in range(1, n + 1) for s in combinations(range(n), k)]


def _on_support(f: Any, n: int, support: "tuple[int, ...]") -> "tuple[Any, list[Any], list[Any], dict[Any, Any]]":
    """M on the support, in the free cells and t: the form, the free cells, the domain, and the cells written in
    them."""
    M, t = metrics.cell_symbols(n), sympy.symbols(f"t0:{n}", positive=True)
    cells: "dict[Any, Any]" = {M[i, j]: 0 for i in range(n) for j in range(n) if j not in support}
    free, domain = [], [t[j] > 0 for j in support]
    for j in support:
        column = [M[i, j] for i in range(n - 1)]
        cells[M[n - 1, j]] = t[j] - sum(column)
        free += column
        domain += [*(x >= 0 for x in column), sum(column) <= t[j]]
    return f.xreplace(cells), free, domain, cells


def _scored_supports(f: Any, n: int) -> "list[tuple[int, ...]]":
    return [s for s in _supports(n) if _on_support(f, n, s)[0] is not sympy.nan]


def _defined_everywhere(f: Any, cells: "dict[Any, Any]", domain: "list[Any]", claim: str, obligations: list) -> bool:
    """Every radicand of ``f`` > 0 and every denominator ≠ 0 on ``domain`` with the cells written as ``cells`` (cvc5),
    so ``f`` is defined and smooth there. The powers are read from ``f`` before the substitution, which may cancel a
    0/0 away (0·x/x is 0 to sympy)."""
    if not is_algebraic(f):  # a Piecewise, sign, floor, log, … has points of trouble no power shows
        return False
    for power in f.atoms(sympy.Pow):
        base = power.base.xreplace(cells)
        if not power.exp.is_integer:
            if not smt.proves(base, domain, f"{claim}: radicand {base} > 0", obligations, strict=True):
                return False
        elif power.exp.is_negative and not smt.proves(base**2, domain, f"{claim}: denominator {base} ≠ 0", obligations,
                                                      strict=True):
            return False
    return True


def _vertices(n: int, support: "tuple[int, ...]") -> "list[dict[Any, Any]]":
    """The vertex classifiers of the support (column j's t_j items all in one row), as values of the cells."""
    M, t = metrics.cell_symbols(n), sympy.symbols(f"t0:{n}", positive=True)
    out = []
    for rows in product(range(n), repeat=len(support)):
        placed = dict(zip(support, rows))
        out.append({M[i, j]: (t[j] if placed.get(j) == i else 0) for i in range(n) for j in range(n)})
    return out


def _recorded_range(cell: dict) -> "tuple[Any, Any] | str":
    """``(lo, hi)`` of a FIX cell: the range its detail states and its ``ranges`` records, which must be one; else
    why not ("no range recorded", or the two ranges it records)."""
    found = re.search(r"range \[(.+?), (.+?)\] on every test set", cell.get("detail", ""))
    texts = ([f"[{found.group(1)}, {found.group(2)}]"] if found else []) + list(cell.get("ranges") or {})
    ranges = []
    for text in texts:
        parts = re.fullmatch(r"\[(.+?), (.+?)\]", text)
        ranges.append((number(parts[1]), number(parts[2])) if parts else text)
    if not ranges:
        return "no range recorded"
    if len(set(ranges)) > 1:
        return f"the cell records the ranges {', '.join(dict.fromkeys(texts))}: one range is claimed"
    return ranges[0] if isinstance(ranges[0], tuple) else f"the range {ranges[0]!r} is no [lo, hi]"


def _fix_holds(metric: Any, n: int, cell: dict, obligations: list) -> Result:
    f, M = exact_form(metric, n), metrics.cell_symbols(n)
    if not recorded_at(cell, n):
        return NOT_RECHECKABLE, f"the report records the range at another class count than n={n}"
    recorded = _recorded_range(cell)
    if isinstance(recorded, str):
        return (NOT_RECHECKABLE, recorded) if not recorded.startswith("the cell records") else (REFUTED, recorded)
    lo, hi = recorded
    outside = next(((m, v) for m in small_matrices(n) if sum(map(sum, m))
                    for v in [exact_value(metric, m)] if v is not None and not lo <= v <= hi), None)
    if outside is not None:
        return REFUTED, f"m={outside[0]} scores {outside[1]}, outside [{lo}, {hi}]"
    if f is None:
        return NOT_RECHECKABLE, "no exact form"
    everywhere = [*(c >= 0 for c in M), sum(M) >= 1]
    if not (smt.proves(f - lo, everywhere, f"FIX at n={n}: M ≥ {lo}", obligations)
            and smt.proves(hi - f, everywhere, f"FIX at n={n}: M ≤ {hi}", obligations)):
        return NOT_RECHECKABLE, f"the bounds {lo} ≤ M ≤ {hi} are not re-proved over the real matrices"
    t, own = sympy.symbols(f"t0:{n}", positive=True), form_at(metric, n)
    if own is None:
        return NOT_RECHECKABLE, "no exact form"
    for support in _scored_supports(own, n):
        domain = [t[j] > 0 for j in support]
        for bound in (lo, hi):
            if not any(is_zero(f.xreplace(vertex) - bound)
                       and _defined_everywhere(own, vertex, domain, f"FIX at n={n}: a vertex scores {bound}",
                                               obligations)
                       for vertex in _vertices(n, support)):
                return NOT_RECHECKABLE, (f"no vertex classifier is shown to score {bound} on every test set "
                                         f"of support {list(support)}")
    return RECHECKED, (f"{lo} ≤ M ≤ {hi} over the real matrices ({smt.solver_name()}: unsat), "
                       "both attained by vertex classifiers on every support")


def _affine_in_each_column(g: Any, free: "list[Any]", n: int) -> bool:
    if not g.is_polynomial(*free):
        return False
    columns = [free[k : k + n - 1] for k in range(0, len(free), n - 1)]
    return all(sympy.Poly(g, *column).total_degree() <= 1 for column in columns if column)


def _cha_holds(metric: Any, n: int, cell: dict, obligations: list) -> Result:
    f = form_at(metric, n)
    found = re.search(r"E\[score\] = (.+?) on every test set", cell.get("detail", ""))
    if not recorded_at(cell, n):
        return NOT_RECHECKABLE, f"the report records the expectation at another class count than n={n}"
    if f is None or found is None:
        return NOT_RECHECKABLE, "no exact form, or no expectation recorded"
    omega = number(found.group(1))
    model = (cell.get("models") or {}).get(cell.get("default_model"), {"value": found.group(1)})
    if model.get("value") is None or not equal_numbers(number(model["value"]), omega):
        return REFUTED, (f"the cell records the {cell.get('default_model')} model's expectation {model.get('value')} "
                         f"besides its detail's {omega}")
    t = sympy.symbols(f"t0:{n}", positive=True)
    for support in _scored_supports(f, n):
        g, free, domain, cells = _on_support(f, n, support)
        g = sympy.cancel(sympy.together(g))
        if (not _affine_in_each_column(g, free, n)
                or not _defined_everywhere(f, cells, domain, f"CHA at n={n}", obligations)):
            return NOT_RECHECKABLE, (f"on support {list(support)} M is not shown affine in each column "
                                     "and defined at every classifier")
        expected = g.xreplace({x: t[j] / n for j in support
                               for x in free[support.index(j) * (n - 1) : (support.index(j) + 1) * (n - 1)]})
        if not is_zero(expected - omega):
            point = nonzero_at(expected - omega)
            shown = f"on support {list(support)} E[M] = M(E[m]) = {sympy.simplify(expected)}"
            return ((REFUTED, f"{shown}, not {omega} at {point}") if point is not None
                    else (NOT_RECHECKABLE, f"{shown}, not shown to be {omega}"))
    return RECHECKED, (f"E[M] = M(E[m]) = {omega} on every test set "
                       f"(M affine in each independent column, {smt.solver_name()})")


def _con_holds(metric: Any, n: int, cell: dict, obligations: list) -> Result:
    f = form_at(metric, n)
    if f is None:
        return NOT_RECHECKABLE, "no exact form"
    for support in _scored_supports(f, n):
        _, _, domain, cells = _on_support(f, n, support)
        if not _defined_everywhere(f, cells, domain, f"CON at n={n}, support {list(support)}", obligations):
            return NOT_RECHECKABLE, f"on support {list(support)} M is not shown defined and smooth at every classifier"
    return RECHECKED, (f"every radicand > 0 and denominator ≠ 0 at every classifier of every test set "
                       f"({smt.solver_name()}: unsat)")


#: ``property -> check(metric, n, cell, obligations)`` of a proof about every test set.
SEBASTIANI_SUPPORT_PROOFS = {"FIX": _fix_holds, "CHA": _cha_holds, "CON": _con_holds}
