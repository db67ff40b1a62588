r"""Independent statements, for ``verify``, of the properties about the expected scores of random classifiers: CB
(constant baseline) and ACB (approximate constant baseline), Gösgens et al. 2021, and EQ (equitability, Gandin &
Murphy 1992). Counterexamples are recomputed by enumeration; proofs are re-derived on the positive rank-one tables
u vᵀ, which include every expected table r pᵀ/N (:func:`_acb_holds`, :func:`_cb_holds`, :func:`_eq_holds`).

Written from the definitions, apart from the engine (:mod:`reports.verify`); m[i][j] = items predicted i of true
class j, so a test set is the column sums p (every class occurring) and the prediction counts are the row sums r.

* **CB**: with r and p fixed and the predictions a uniformly random permutation, the table m has the hypergeometric
  probability :math:`\prod_i r_i!\,\prod_j p_j! / (N!\,\prod_{ij} m_{ij}!)`; :math:`E[\mathrm{score} \mid r, p]` must be
  one constant. A counterexample: two pairs of counts whose expectations differ.
* **EQ**: a forecast predicting each item's class i.i.d. from z, independent of the truth, draws m with probability
  :math:`\prod_j \binom{p_j}{m_{0j}, \dots, m_{n-1,j}} \prod_{ij} z_i^{m_{ij}}`; on a test set
  :math:`E_z[\mathrm{score}]` must not depend on z. A counterexample: one test set, two forecasts, and their
  expectations differing.

A table drawn with positive probability and not scored makes the expectation undefined (it is never conditioned on);
an undefined expectation beside a defined one is a difference too.
"""

from collections.abc import Callable, Iterator
from itertools import combinations, product
from math import factorial, prod
from typing import Any

import sympy

import metrics
from metrics.bridge import equal_numbers
from metrics.padded import exact_cells

from .claim_values import (NOT_RECHECKABLE, RECHECKED, REFUTED, definedness_bases, exact_form, exact_value,
                           is_zero, number, unequal_or_why, values_recomputed)
from .structure_forms import symbolic_of

__all__ = ["EXPECTATION_CHECKS", "never_zero"]


def _compositions(total: int, parts: int) -> Iterator[tuple[int, ...]]:
    """Every way of writing ``total`` as ``parts`` nonnegative integers, in order."""
    if parts == 1:
        yield (total,)
        return
    for first in range(total + 1):
        for rest in _compositions(total - first, parts - 1):
            yield (first, *rest)


def _columns(p: "list[int]") -> Iterator[list[list[int]]]:
    """Every matrix with column sums p (n = len(p) rows)."""
    n = len(p)
    for columns in product(*(list(_compositions(pj, n)) for pj in p)):
        yield [[columns[j][i] for j in range(n)] for i in range(n)]


def _expectation(metric: Any, weighted: "list[tuple[Any, list[list[int]]]]") -> Any:
    """Σ probability · score over the tables drawn with positive probability; None if one of them is not scored."""
    total = sympy.Integer(0)
    for probability, m in weighted:
        if probability == 0:
            continue
        value = exact_value(metric, m)
        if value is None:
            return None
        total += probability * value
    return total


def _permutation_expectation(metric: Any, p: "list[int]", r: "list[int]") -> Any:
    N = sum(p)
    tables = [m for m in _columns(p) if [sum(row) for row in m] == list(r)]
    weight = sympy.Rational(prod(map(factorial, r)) * prod(map(factorial, p)), factorial(N))
    return _expectation(metric, [(weight / prod(factorial(x) for row in m for x in row), m) for m in tables])


def _forecast_expectation(metric: Any, p: "list[int]", z: "list[Any]") -> Any:
    n = len(p)
    weighted = []
    for m in _columns(p):
        multinomials = prod(sympy.Rational(factorial(p[j]), prod(factorial(m[i][j]) for i in range(n)))
                            for j in range(n))
        weighted.append((multinomials * prod(z[i] ** m[i][j] for i in range(n) for j in range(n)), m))
    return _expectation(metric, weighted)


#: The most classes whose rank-one tables are read (2ⁿ − 1 sets of predicted classes).
MAX_RANK_ONE_CLASSES = 6

#: The positive symbols u (prediction side) and v (truth side) of a rank-one table u vᵀ.
_U = sympy.symbols(f"u0:{MAX_RANK_ONE_CLASSES}", positive=True)
_V = sympy.symbols(f"v0:{MAX_RANK_ONE_CLASSES}", positive=True)


def _acb_fails(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
    """ACB: the score of the expected table r pᵀ/N of the permutation model (test set p, every class occurring;
    prediction counts r, N = Σp = Σr) is not one constant: two pairs of counts score differently there."""
    ce = cell.get("counterexample") or {}
    if len(ce.get("test_sets", [])) != 2 or len(ce.get("prediction_counts", [])) != 2:
        return NOT_RECHECKABLE, "no two pairs of counts recorded"
    tables = []
    for p, r in zip(ce["test_sets"], ce["prediction_counts"]):
        if min(p) <= 0 or min(r) < 0 or sum(p) != sum(r):
            return REFUTED, f"counts p={p}, r={r} are not a test set where every class occurs and its predictions"
        tables.append([[sympy.Rational(r[i] * p[j], sum(p)) for j in range(len(p))] for i in range(len(r))])
    wrong = values_recomputed(metric, tables, ce["values"], ce["verified"])
    if wrong:
        return REFUTED, wrong
    unequal = unequal_or_why(ce["values"], ce["verified"], "the two expected tables score the same")
    return unequal or (RECHECKED, f"the expected tables r pᵀ/N of {ce['test_sets']} and {ce['prediction_counts']} "
                                  f"score {ce['values'][0]} and {ce['values'][1]}")


def _rank_one_tables(metric: Any, n: int) -> "Iterator[tuple[tuple[int, ...], Any, Any]]":
    """``(predicted classes, form as written or None, simplified value)`` of the score at u vᵀ for every set of
    predicted classes, with symbolic u, v > 0: the positive rank-one tables, which include every expected table
    r pᵀ/N (u = r, v = p/N)."""
    symbolic = symbolic_of(metric)
    assert symbolic is not None  # the callers ask first
    for size in range(1, n + 1):
        for rows in combinations(range(n), size):
            table = sympy.Matrix(n, n, lambda i, j: _U[i] * _V[j] if i in rows else 0)
            try:
                with sympy.evaluate(False):  # as the code writes it: u·v/(u·v) stays undefined where u·v = 0
                    form = sympy.sympify(symbolic(table))
            except Exception:  # noqa: BLE001 - code that needs sympy's simplification: no form as written
                form = None
            # the value from the form as sympy writes it: simplify may divide by zero on an unevaluated form
            yield rows, form, sympy.simplify(sympy.sympify(symbolic(table)))


def _integer_table(n: int, rows: "tuple[int, ...]", apart: bool) -> "list[list[int]]":
    """A positive rank-one table of the predicted classes ``rows`` with integer cells: u = v = 1, or (``apart``)
    u_i = i + 1, v_j = n − j."""
    return [[((i + 1) * (n - j) if apart else 1) if i in rows else 0 for j in range(n)] for i in range(n)]


def _unequal_tables(metric: Any, n: int, sets: "list[tuple[int, ...]]") -> "str | None":
    """Two integer rank-one tables of the predicted classes ``sets`` (one set: its two tables) whose exact scores
    differ, in words; None where they do not."""
    tables = ([_integer_table(n, sets[0], False), _integer_table(n, sets[0], True)] if len(sets) == 1
              else [_integer_table(n, rows, False) for rows in sets[:2]])
    values = [exact_value(metric, table) for table in tables]
    if None in values or equal_numbers(*values):
        return None
    return f"the rank-one tables {tables[0]} and {tables[1]} (expected tables r pᵀ/N) score {values[0]} and {values[1]}"


def _acb_holds(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
    """ACB holds: the score is one number c at every positive rank-one table u vᵀ, wherever it is scored there; two
    integer tables scoring differently (exactly) refute it."""
    if symbolic_of(metric) is None or n > MAX_RANK_ONE_CLASSES:
        return NOT_RECHECKABLE, f"no symbolic form, or more than {MAX_RANK_ONE_CLASSES} classes"
    found: "list[tuple[tuple[int, ...], Any]]" = []
    for rows, _, value in _rank_one_tables(metric, n):
        if value.has(sympy.nan, sympy.zoo):
            continue  # not scored there
        if not value.is_number:
            refuted = _unequal_tables(metric, n, [rows])
            return (REFUTED, refuted) if refuted else (
                NOT_RECHECKABLE, f"the score at u vᵀ (predicted classes {list(rows)}) is not shown one number")
        found.append((rows, value))
    if not found:
        return REFUTED, "no positive rank-one table is scored"
    other = next((rows for rows, value in found if not equal_numbers(value, found[0][1])), None)
    if other is not None:
        refuted = _unequal_tables(metric, n, [found[0][0], other])
        return (REFUTED, refuted) if refuted else (NOT_RECHECKABLE, "the sets of predicted classes score differently "
                                                                    "symbolically, but not at integer tables")
    return RECHECKED, f"every positive rank-one table u vᵀ scores {found[0][1]} (simplified on symbolic u, v)"


def _affine_given_margins(metric: Any, n: int) -> "str | None":
    """None when, with the row sums r and the column sums p fixed, the score written in the free cells (the
    dependent ones: the last row and column) is affine in them with every denominator and root's argument as written
    free of them (expanded: a calibrated variant's column sums are p): then E_perm[score | r, p] = score(r pᵀ/N), and
    every table of (r, p) is scored or none is; else why not."""
    f = exact_form(metric, n, own=True)
    if f is None or f.has(sympy.Piecewise):
        return "no exact form without pieces"
    M = metrics.cell_symbols(n)
    r, p = sympy.symbols(f"r0:{n - 1}", nonnegative=True), sympy.symbols(f"p0:{n}", positive=True)
    rows = [*r, sum(p) - sum(r)]
    free = [M[i, j] for i in range(n - 1) for j in range(n - 1)]
    fill = {M[i, n - 1]: rows[i] - sum(M[i, j] for j in range(n - 1)) for i in range(n - 1)}
    fill.update({M[n - 1, j]: p[j] - sum(M[i, j] for i in range(n - 1)) for j in range(n - 1)})
    fill[M[n - 1, n - 1]] = rows[n - 1] - sum(fill[M[n - 1, j]] for j in range(n - 1))
    written = definedness_bases(f, fill)
    if written is None:
        return "a function of the cells (a logarithm, …): where it is defined is not read"
    if any(d.free_symbols & set(free) for d in written):
        return "a denominator or a root's argument, the margins fixed, depends on the cells"
    numerator, _ = sympy.fraction(sympy.together(f.xreplace(fill)))
    if any(not is_zero(sympy.diff(numerator, a, b)) for a in free for b in free):
        return "it is not affine in the free cells, the margins fixed"
    return None


def _cb_holds(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
    """CB holds: affine given the margins (so E_perm = score(r pᵀ/N)) and one number at every rank-one table."""
    why = _affine_given_margins(metric, n)
    if why is not None:
        return NOT_RECHECKABLE, why
    status, text = _acb_holds(metric, n, cell, obligations)
    if status != RECHECKED:
        return status, text
    return RECHECKED, f"the margins fixed, the score is affine in the free cells, so E_perm = score(r pᵀ/N); {text}"


def _coefficient_signs(polynomial: Any) -> "set[Any] | None":
    """The signs of the expanded polynomial's coefficients (of the number itself), or None for no polynomial."""
    expanded = sympy.expand(polynomial)
    if expanded.is_number:
        return {sympy.sign(expanded)}
    if not expanded.is_polynomial(*expanded.free_symbols):
        return None
    return {sympy.sign(c) for c in sympy.Poly(expanded, *sorted(expanded.free_symbols, key=str)).coeffs()}


def never_zero(polynomial: Any) -> bool:
    """Whether the polynomial is nonzero wherever its symbols are all positive: its coefficients, expanded, are all
    positive or all negative."""
    return _coefficient_signs(polynomial) in ({1}, {-1})


def _defined_for_positive(form: Any) -> bool:
    """Whether ``form`` is defined wherever its symbols are all positive: every denominator as written is nonzero there
    and every root's argument positive (:func:`never_zero`; all coefficients positive for a root's argument)."""
    if definedness_bases(form, {}) is None:  # a logarithm, a Piecewise: more than powers say where it is defined
        return False
    for power in form.atoms(sympy.Pow):
        if not power.exp.is_integer:
            if _coefficient_signs(power.base) != {1}:
                return False
        elif power.exp.is_negative and not never_zero(power.base):
            return False
    return True


def _eq_holds(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
    """EQ holds (by the margins): affine given the margins (so E_perm[score | r, p] = score(r pᵀ/N)), and the score at
    u vᵀ is one function of v for every set of predicted classes (E_z, a mixture of those expectations over r, is
    then free of z); every set scored, since a forecast z > 0 draws every classifier."""
    why = _affine_given_margins(metric, n)
    if why is not None or symbolic_of(metric) is None or n > MAX_RANK_ONE_CLASSES:
        return NOT_RECHECKABLE, why or f"no symbolic form, or more than {MAX_RANK_ONE_CLASSES} classes"
    values: list[Any] = []
    for rows, form, value in _rank_one_tables(metric, n):
        if value.has(sympy.nan, sympy.zoo):
            unscored = _integer_table(n, rows, False)
            if exact_value(metric, unscored) is None:
                return REFUTED, f"the classifier {unscored} is not scored, yet every forecast z > 0 draws it"
            return NOT_RECHECKABLE, f"the form is undefined at u vᵀ with predicted classes {list(rows)}"
        if form is None or not _defined_for_positive(form):
            return NOT_RECHECKABLE, (f"a denominator or root's argument at u vᵀ (predicted classes {list(rows)}) is "
                                     "not shown nonzero (positive) for every u, v > 0")
        if value.free_symbols & set(_U):
            return NOT_RECHECKABLE, f"the score at u vᵀ (predicted classes {list(rows)}) is not shown free of u"
        values.append(value)
    if not all(is_zero(value - values[0]) for value in values[1:]):
        return NOT_RECHECKABLE, f"the sets of predicted classes give {values}, not shown equal"
    return RECHECKED, (f"the margins fixed, the score is affine in the free cells, and at every u vᵀ it is "
                       f"{values[0]}, free of u: E_z does not depend on z")


def _as_recorded(value: Any, text: Any) -> bool:
    recorded = number(text)
    return value is None if recorded is None else value is not None and equal_numbers(value, recorded)


def _differ(a: Any, b: Any, recorded: "list[Any]", what: str) -> "tuple[str, str]":
    if not (_as_recorded(a, recorded[0]) and _as_recorded(b, recorded[1])):
        return REFUTED, f"the expectations are {a} and {b}, the report says {recorded}"
    if a is None and b is None or a is not None and b is not None and equal_numbers(a, b):
        return REFUTED, "the two expectations are equal (or both undefined)"
    return RECHECKED, f"{what}: expectations {recorded[0]} and {recorded[1]} (enumerated exactly)"


def _unscored_table(metric: Any, ce: dict, rows: "list[int] | None") -> "tuple[str, str]":
    """A recorded table of the test set (and of the prediction counts ``rows``) that is drawn with positive
    probability and not scored: the expectation is undefined."""
    m, p = ce["matrix"], list(ce["test_set"])
    sums_ok = [sum(col) for col in zip(*m)] == p and min(p) > 0 and (rows is None or [sum(r) for r in m] == rows)
    if not sums_ok or exact_value(metric, m) is not None:
        return REFUTED, f"m={m} is not an unscored classifier of the test set {p}"
    if rows is not None:
        weight = sympy.Rational(prod(map(factorial, rows)) * prod(map(factorial, p)),
                                factorial(sum(p)) * prod(factorial(x) for row in m for x in row))
        if not equal_numbers(weight, number(ce.get("probability"))):
            return REFUTED, f"the table's probability is {weight}, the report says {ce.get('probability')}"
    return RECHECKED, f"the classifier m={m} of the test set {p} is drawn with positive probability and not scored"


def _cb_fails(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
    ce = cell.get("counterexample") or {}
    if "matrix" in ce and "test_set" in ce:
        return _unscored_table(metric, ce, list(ce["prediction_counts"]))
    if len(ce.get("test_sets", [])) != 2 or len(ce.get("expectations", [])) != 2 or ce.get("verified") != "exact":
        return NOT_RECHECKABLE, "no two pairs of counts with exact expectations recorded"
    pairs = list(zip(ce["test_sets"], ce["prediction_counts"]))
    if any(min(p) <= 0 or min(r) < 0 or sum(p) != sum(r) for p, r in pairs):
        return REFUTED, "the counts are not test sets where every class occurs and their prediction counts"
    a, b = (_permutation_expectation(metric, list(p), list(r)) for p, r in pairs)
    if any(value is None and not _some_table_scored(metric, list(p), list(r)) for value, (p, r) in zip((a, b), pairs)):
        return REFUTED, "a pair of counts on which no table is scored, outside CB's domain"
    return _differ(a, b, ce["expectations"], f"the pairs of counts (p, r) {pairs}")


def _some_table_scored(metric: Any, p: "list[int]", r: "list[int]") -> bool:
    """Whether some table with column sums p and row sums r is scored (else the pair is outside CB's domain)."""
    return any(exact_value(metric, m) is not None for m in _columns(p) if [sum(row) for row in m] == r)


def _eq_fails(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
    ce = cell.get("counterexample") or {}
    if "matrix" in ce and "test_set" in ce:
        return _unscored_table(metric, ce, None)
    if "test_set" not in ce or len(ce.get("forecasts", [])) != 2 or ce.get("verified") != "exact":
        return NOT_RECHECKABLE, "no test set and two forecasts with exact expectations recorded"
    p = list(ce["test_set"])
    zs = [[sympy.Rational(x) for x in exact_cells(z)] for z in ce["forecasts"]]  # numbers first: sympy evaluates text
    if min(p) <= 0 or any(min(z) < 0 or sum(z) != 1 for z in zs):
        return REFUTED, "not a test set where every class occurs, or a forecast that is no distribution"
    a, b = (_forecast_expectation(metric, p, z) for z in zs)
    return _differ(a, b, ce["expectations"], f"on the test set {p}, the forecasts {ce['forecasts']}")


#: ``(property, verdict) -> check(metric, n, cell, obligations) -> (status, why)``.
EXPECTATION_CHECKS: dict[tuple[str, str], Callable[..., "tuple[str, str]"]] = {
    ("CB", "fails"): _cb_fails, ("EQ", "fails"): _eq_fails, ("ACB", "fails"): _acb_fails,
    ("ACB", "holds"): _acb_holds, ("CB", "holds"): _cb_holds, ("EQ", "holds"): _eq_holds,
}
