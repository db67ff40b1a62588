r"""Sebastiani's axioms (ICTIR 2015 §3) as plain claims, re-checked from the metric alone, for :mod:`reports.verify`.

A test set is the column sums of a matrix (binary: :math:`(AP, AN)`), a classifier on it any matrix
with those column sums (binary :math:`m = \begin{pmatrix} TP & FP \\ FN & TN \end{pmatrix}`); d is
the metric's direction. Nothing here comes from :mod:`axioms`: every value is the registered metric's
own (:meth:`metrics.Metric.exact`), every classifier of a test set is enumerated here.

Counterexamples (a ✗):

* **MON** (Axiom 1): ``after`` is ``before`` with one item moved from a wrong cell :math:`m_{ij}` to its
  correct cell :math:`m_{jj}`, and :math:`d\,(M(after) - M(before)) \le 0` (not strictly better).
* **SDE** (Axiom 3): a classifier on a non-empty test set where M is undefined.
* **WDE** (Axiom 4): two classifiers on one test set, one scored and one undefined.
* **FIX** (Axiom 5): two test sets whose ranges :math:`[\min, \max]` over their scored classifiers differ.
* **CHA** (Axiom 6), the coin model (each item is given each of the n classes with probability 1/n):
  :math:`E[M] = \sum_m P(m) M(m)` with :math:`P(m) = \prod_j \binom{P_j}{m_{1j}, \dots, m_{nj}} n^{-P_j}`
  differs between two test sets, or a classifier of positive probability is not scored.
* **IMB** (Axiom 7): a constant classifier (every item predicted class c) scores differently on two
  test sets in which every class occurs, or is undefined on one.
* **SYM** (Axiom 8): relabelling the classes changes the score.
* **CON** (Axiom 2): M is undefined at a classifier of a test set where another is scored, or a
  directional derivative along +TP (an FN turned TP) or +TN is infinite, or the one along both is not
  their sum (so M is not differentiable there), each a one-sided limit taken by sympy.

Proofs (a ✓): **MON**, :math:`d\,(M(m - e_{ij} + e_{jj}) - M(m)) > 0` wherever both are defined, for real
:math:`m \ge 0` with :math:`m_{ij} \ge 1` (a superset of the integer matrices), decided by cvc5 (:mod:`reports.smt`);
**SYM**, :math:`M(m) - M(m^\pi) \equiv 0` for the swaps of neighbouring classes (they generate every relabelling);
**SDE**, M is defined at every real :math:`m \ge 0` with at least one item, and **WDE**, no two real classifiers with
the same column sums have M defined at one and undefined at the other (each by cvc5, over the reals: a superset of the
integer matrices); **IMB**, each constant classifier's score on symbolic positive column sums is one number."""

from itertools import product
from math import factorial, prod
from typing import Any

import numpy as np
import sympy

import metrics
from metrics.bridge import equal_numbers

from . import smt
from .claim_values import (NOT_RECHECKABLE, RECHECKED, REFUTED, exact_form, exact_value, is_zero, nonzero_at, number,
                           order_of, positive_where_defined, unequal_or_why, values_recomputed)
from .counterexample_claims import relabelling_changes_score

__all__ = ["SEBASTIANI_COUNTEREXAMPLES", "SEBASTIANI_PROOFS"]

Result = tuple[str, str]


def _column_sums(m: Any) -> "list[int]":
    return [int(x) for x in np.asarray(m, dtype=object).sum(axis=0)]


def _classifiers(test_set: "list[int]") -> "list[list[list[int]]]":
    """Every matrix whose column j sums to ``test_set[j]``."""
    n = len(test_set)
    columns = [[c for c in product(range(total + 1), repeat=n) if sum(c) == total] for total in test_set]
    return [[[col[i] for col in cols] for i in range(n)] for cols in product(*columns)]


def _mon_fails(metric: Any, n: int, cell: dict) -> Result:
    ce = cell["counterexample"]
    (i, j), target = ce["moved"]
    expected = [list(row) for row in ce["before"]]
    expected[i][j] -= 1
    expected[target[0]][target[1]] += 1
    if i == j or tuple(target) != (j, j) or expected != ce["after"] or ce["before"][i][j] < 1:
        return REFUTED, "'after' is not 'before' with one wrong item of a column moved to its correct cell"
    wrong = values_recomputed(metric, [ce["before"], ce["after"]], ce["values"], ce["verified"])
    if wrong:
        return REFUTED, wrong
    change = order_of(ce["values"], ce.get("verified"), metric.direction)
    if change in (None, 2):
        return NOT_RECHECKABLE, "the two scores cannot be ordered (float64 values within rounding, or one undefined)"
    if change == 1:
        return REFUTED, "the correction raises the score strictly, as MON asks"
    return RECHECKED, f"correcting one item at m[{i}][{j}] takes the score from {ce['values'][0]} to {ce['values'][1]}"


def _sde_fails(metric: Any, n: int, cell: dict) -> Result:
    m = cell["counterexample"]["matrix"]
    if sum(map(sum, m)) < 1 or exact_value(metric, m) is not None:
        return REFUTED, f"the metric is defined at m={m} (or the test set is empty)"
    return RECHECKED, f"undefined at m={m}"


def _wde_fails(metric: Any, n: int, cell: dict) -> Result:
    ce = cell["counterexample"]
    if _column_sums(ce["defined"]) != _column_sums(ce["undefined"]):
        return REFUTED, "the two classifiers are on different test sets"
    value = exact_value(metric, ce["defined"])
    if (value is None or not equal_numbers(value, number(ce["defined_value"]))
            or exact_value(metric, ce["undefined"]) is not None):
        return REFUTED, f"not one scored ({value}) and one undefined classifier"
    return RECHECKED, (f"on the test set {_column_sums(ce['defined'])} m={ce['defined']} scores {value}, "
                       f"m={ce['undefined']} is undefined")


def _range(metric: Any, test_set: "list[int]") -> "tuple[Any, Any] | None":
    values = [v for v in (exact_value(metric, m) for m in _classifiers(test_set)) if v is not None]
    if not values:
        return None
    ordered = sorted(values, key=lambda v: float(sympy.N(v, 30)))
    return ordered[0], ordered[-1]


def _fix_fails(metric: Any, n: int, cell: dict) -> Result:
    ce = cell["counterexample"]
    ranges = [_range(metric, list(t)) for t in ce["test_sets"]]
    for t, got, (low, high) in zip(ce["test_sets"], ranges, ce["ranges"]):
        if got is None or not (equal_numbers(got[0], number(low)) and equal_numbers(got[1], number(high))):
            return REFUTED, (f"on the test set {t} the scored classifiers range over {got}, "
                             f"the report says [{low}, {high}]")
    (a, b), (c, d) = ranges  # type: ignore[misc]
    if equal_numbers(a, c) and equal_numbers(b, d):
        return REFUTED, "the two ranges are equal"
    return RECHECKED, f"ranges [{a}, {b}] and [{c}, {d}] over every classifier of the test sets {ce['test_sets']}"


def _coin_probability(m: "list[list[int]]", test_set: "list[int]") -> sympy.Rational:
    n = len(test_set)
    return sympy.Rational(prod(factorial(p) // prod(factorial(m[i][j]) for i in range(n))
                               for j, p in enumerate(test_set)), n ** sum(test_set))


def _coin_expectation(metric: Any, test_set: "list[int]") -> Any:
    """E[M] under the coin model on ``test_set``; None when a classifier of positive probability is not scored."""
    total = sympy.Integer(0)
    for m in _classifiers(test_set):
        value = exact_value(metric, m)
        if value is None:
            return None
        total += _coin_probability(m, test_set) * value
    return sympy.radsimp(total)


def _cha_fails(metric: Any, n: int, cell: dict) -> Result:
    ce = cell["counterexample"]
    if ce.get("model") != "coin":
        return NOT_RECHECKABLE, f"the {ce.get('model')} model is not written here (only the coin model)"
    if "test_set" in ce:  # one classifier of positive probability is not scored
        if _column_sums(ce["matrix"]) != list(ce["test_set"]) or exact_value(metric, ce["matrix"]) is not None:
            return REFUTED, f"m={ce['matrix']} is scored, or not on the test set {ce['test_set']}"
        return RECHECKED, (f"m={ce['matrix']} (probability {_coin_probability(ce['matrix'], list(ce['test_set']))}) "
                           "is not scored")
    found = [_coin_expectation(metric, list(t)) for t in ce["test_sets"]]
    if any(e is None for e in found):
        return REFUTED, "an expectation the report states is undefined"
    if any(e.has(sympy.Float) for e in found):
        return NOT_RECHECKABLE, "the metric's exact values hold floats"
    for e, recorded in zip(found, ce["expectations"]):
        if not equal_numbers(e, number(recorded)):
            return REFUTED, f"E[M] is {e}, the report says {recorded}"
    if equal_numbers(found[0], found[1]):
        return REFUTED, "the two expectations are equal"
    return RECHECKED, f"E[M] = {found[0]} and {found[1]} on the test sets {ce['test_sets']} (all enumerated)"


def _constant_classifier(test_set: "list[int]", c: int) -> "list[list[int]]":
    return [[int(p) if i == c else 0 for p in test_set] for i in range(len(test_set))]


def _imb_fails(metric: Any, n: int, cell: dict) -> Result:
    ce = cell["counterexample"]
    c, sets = ce["class"], [list(t) for t in ce["test_sets"]]
    if any(min(t) < 1 for t in sets) or [_constant_classifier(t, c) for t in sets] != ce["matrices"]:
        return REFUTED, f"not the classifier predicting class {c} on two test sets with every class present"
    wrong = values_recomputed(metric, ce["matrices"], ce["values"], ce["verified"])
    if wrong:
        return REFUTED, wrong
    if len(sets) == 1:  # undefined on a test set with every class present: no constant k there
        return (RECHECKED, f"predicting class {c} everywhere is undefined on {sets[0]}") if number(
            ce["values"][0]) is None else (REFUTED, f"one score, {ce['values'][0]}, on one test set shows no failure")
    unequal = unequal_or_why(ce["values"], ce.get("verified"), "the two scores are equal")
    if unequal is not None:
        return unequal
    return RECHECKED, (f"predicting class {c} everywhere scores {ce['values'][0]} on {sets[0]} "
                       f"but {ce['values'][1]} on {sets[1]}")


def _one_sided(f: Any, M: Any, point: "list[list[int]]", moves: "list[tuple[tuple[int, int], tuple[int, int]]]") -> Any:
    """The one-sided derivative of f at ``point`` along the moves (one item from the first cell to the second, each)."""
    h = sympy.Symbol("h", positive=True)
    shifted = [[sympy.Integer(x) for x in row] for row in point]
    for (i, j), (to_i, to_j) in moves:
        shifted[i][j] -= h
        shifted[to_i][to_j] += h
    at_point = {M[i, j]: point[i][j] for i in range(M.rows) for j in range(M.cols)}
    moved = {M[i, j]: shifted[i][j] for i in range(M.rows) for j in range(M.cols)}
    return sympy.limit((f.xreplace(moved) - f.xreplace(at_point)) / h, h, 0, "+")


def _con_fails(metric: Any, n: int, cell: dict) -> Result:
    ce = cell["counterexample"]
    point, test_set = ce["point"], list(ce["test_set"])
    if _column_sums(point) != test_set:
        return REFUTED, f"m={point} is not on the test set {test_set}"
    if ce.get("problem") == "score undefined":
        other = ce["defined_classifier"]
        if (_column_sums(other) != test_set or exact_value(metric, point) is not None
                or exact_value(metric, other) is None):
            return REFUTED, f"not an undefined m={point} beside a scored m={other} on one test set"
        return RECHECKED, f"undefined at m={point} on a test set where m={other} is scored"
    if ce.get("problem") == "not continuous":
        return _jump(metric, n, ce)
    f, M = exact_form(metric, n), metrics.cell_symbols(n)
    if f is None or n != 2:
        return NOT_RECHECKABLE, "no exact form, or more than two classes"
    tp, tn = ((1, 0), (0, 0)), ((0, 1), (1, 1))  # an FN turned TP; an FP turned TN
    if str(ce["problem"]).startswith("∂/∂TP infinite"):
        slope = _one_sided(f, M, point, [tp])
        return (RECHECKED, f"the one-sided derivative along +TP at m={point} is {slope}") if slope in (
            sympy.oo, -sympy.oo) else (REFUTED, f"the one-sided derivative along +TP at m={point} is {slope}, finite")
    if ce.get("problem") == "not differentiable":
        slopes = [_one_sided(f, M, point, moves) for moves in ([tp], [tn], [tp, tn])]
        if not all(s.is_finite for s in slopes):
            return NOT_RECHECKABLE, f"one-sided derivatives {slopes}"
        if is_zero(slopes[2] - slopes[0] - slopes[1]):
            return REFUTED, f"the derivative along both, {slopes[2]}, is the sum of those along +TP and +TN"
        return RECHECKED, f"at m={point} the one-sided derivatives along +TP, +TN and both are {slopes}: not linear"
    return NOT_RECHECKABLE, f"the problem {ce.get('problem')!r} is not written here"


def _jump(metric: Any, n: int, ce: dict) -> Result:
    """CON fails by a jump: the score at ``point`` is not the limit as ``cell`` moves by ``sign``·h, h → 0⁺, while the
    other cell of its column (row j + 1 mod n) moves the other way, so that the test set stays the same."""
    f, M, point = exact_form(metric, n), metrics.cell_symbols(n), ce["point"]
    (i, j), sign = ce["cell"], ce["sign"]
    value = exact_value(metric, point)
    if f is None or value is None or not equal_numbers(value, number(ce["value"])):
        return (NOT_RECHECKABLE, "no exact form") if f is None else (REFUTED, f"m={point} does not score {ce['value']}")
    other = (j + 1) % n
    if sign not in (1, -1) or other == i or point[i if sign < 0 else other][j] == 0:
        return REFUTED, f"moving m[{i}][{j}] by {sign}·h against m[{other}][{j}] leaves the classifiers of the test set"
    h = sympy.Symbol("h", positive=True)
    moved = {M[r, k]: sympy.Integer(point[r][k]) for r in range(n) for k in range(n)}
    moved[M[i, j]] += sign * h
    moved[M[other, j]] -= sign * h
    near = _for_small_h(f.xreplace(moved), h)
    if near is None:
        return NOT_RECHECKABLE, "a Piecewise condition is not decided for small h > 0"
    limit = sympy.limit(near, h, 0, "+")
    if limit.has(sympy.Limit, sympy.nan) or not limit.is_number:
        return NOT_RECHECKABLE, f"sympy gives the limit {limit}"
    if limit.is_finite and equal_numbers(limit, value):
        return REFUTED, f"the limit, {limit}, is the score at m={point}: no jump"
    return RECHECKED, f"m={point} scores {value}, but tends to {limit} as m[{i}][{j}] moves by {sign}·h, h → 0⁺"


def _sign_near_zero(e: Any, h: Any) -> "int | None":
    """The sign of ``e`` for every small h > 0: as a fraction of polynomials in h, that of the product of the
    lowest-order coefficients of its numerator and denominator (0 when it is 0); None when not such a fraction."""
    sign = 1
    for part in sympy.fraction(sympy.cancel(sympy.together(e))):
        if not part.is_polynomial(h):
            return None
        coefficients = [c for c in reversed(sympy.Poly(part, h).all_coeffs()) if c != 0]
        if not coefficients:
            return 0
        if not coefficients[0].is_Rational:
            return None
        sign *= 1 if coefficients[0] > 0 else -1
    return sign


def _holds_near_zero(cond: Any, h: Any) -> "bool | None":
    """Whether the condition ``cond`` (relations in h, joined by And, Or, Not) holds for every small h > 0; None if
    undecided."""
    if cond in (sympy.true, sympy.false):
        return bool(cond)
    if isinstance(cond, (sympy.And, sympy.Or)):
        parts = [_holds_near_zero(a, h) for a in cond.args]
        return None if None in parts else (all(parts) if isinstance(cond, sympy.And) else any(parts))
    if isinstance(cond, sympy.Not):
        inner = _holds_near_zero(cond.args[0], h)
        return None if inner is None else not inner
    tests = {sympy.Eq: lambda v: v == 0, sympy.Ne: lambda v: v != 0, sympy.Gt: lambda v: v > 0,
             sympy.Ge: lambda v: v >= 0, sympy.Lt: lambda v: v < 0, sympy.Le: lambda v: v <= 0}
    sign = _sign_near_zero(cond.lhs - cond.rhs, h) if type(cond) in tests else None
    return None if sign is None else tests[type(cond)](sign)


def _for_small_h(expr: Any, h: Any) -> Any:
    """``expr`` with each Piecewise replaced by the branch that holds for every small h > 0 (sympy's ``limit`` decides
    a condition at h = 0 itself, not near it), innermost first; None where a condition is not decided."""
    if not expr.has(sympy.Piecewise):
        return expr
    piecewise = min(expr.atoms(sympy.Piecewise), key=sympy.count_ops)  # the smallest holds no other Piecewise
    for value, cond in piecewise.args:
        decided = _holds_near_zero(cond, h)
        if decided is None:
            return None
        if decided:
            return _for_small_h(expr.xreplace({piecewise: value}), h)
    return None


def _swapped(f: Any, M: Any, k: int) -> Any:
    n = M.rows
    perm = [i + (i == k) - (i == k + 1) for i in range(n)]  # classes k and k + 1 swapped
    return f.xreplace({M[i, j]: M[perm[i], perm[j]] for i in range(n) for j in range(n)})


def _sym_holds(metric: Any, n: int, cell: dict, obligations: list) -> Result:
    f, M = exact_form(metric, n), metrics.cell_symbols(n)
    if f is None:
        return NOT_RECHECKABLE, "no exact form"
    for k in range(n - 1):
        difference = f - _swapped(f, M, k)
        if is_zero(difference):
            continue
        point = nonzero_at(difference)
        if point is not None:
            m = [[int(point.get(M[i, j], 0)) for j in range(n)] for i in range(n)]
            at = [i + (i == k) - (i == k + 1) for i in range(n)]  # classes k and k + 1 swapped
            swapped = [[m[at[i]][at[j]] for j in range(n)] for i in range(n)]
            a, b = exact_value(metric, m), exact_value(metric, swapped)
            if a is not None and b is not None and not equal_numbers(a, b):
                return REFUTED, f"swapping classes {k} and {k + 1} maps m={m} (score {a}) to m={swapped} (score {b})"
        return NOT_RECHECKABLE, f"M(m) − M(m with classes {k}, {k + 1} swapped) does not simplify to 0"
    return RECHECKED, "M(m) − M(m relabelled) simplifies to 0 for every swap of neighbouring classes"


def _imb_holds(metric: Any, n: int, cell: dict, obligations: list) -> Result:
    f, M = exact_form(metric, n), metrics.cell_symbols(n)
    if f is None:
        return NOT_RECHECKABLE, "no exact form"
    P = sympy.symbols(f"P0:{n}", positive=True)
    scores = []
    for c in range(n):
        value = sympy.cancel(sympy.together(f.xreplace({M[i, j]: (P[j] if i == c else 0)
                                                        for i in range(n) for j in range(n)})))
        if value.free_symbols or not value.is_number or value.has(sympy.nan, sympy.zoo):
            return NOT_RECHECKABLE, f"the classifier predicting class {c} scores {value}, not shown to be one number"
        scores.append(value)
    return RECHECKED, (f"the constant classifiers score {', '.join(map(str, scores))} "
                       "on every test set with every class present")


def _mon_holds(metric: Any, n: int, cell: dict, obligations: list) -> Result:
    f, M = exact_form(metric, n), metrics.cell_symbols(n)
    if f is None:
        return NOT_RECHECKABLE, "no exact form"
    how = set()
    for i, j in ((i, j) for i in range(n) for j in range(n) if i != j):
        corrected = f.xreplace({M[i, j]: M[i, j] - 1, M[j, j]: M[j, j] + 1})
        if positive_where_defined((metric.direction * (corrected - f)).xreplace({M[i, j]: M[i, j] + 1}), list(M)):
            how.add("a positivity certificate with m_ij − 1 ≥ 0")  # the shifted cells are all ≥ 0: the orthant
            continue
        claim = f"MON at n={n}: d·(M(m with one item moved from m{i}_{j} to m{j}_{j}) − M(m)) > 0 where m{i}_{j} ≥ 1"
        if not smt.proves(metric.direction * (corrected - f), [*(c >= 0 for c in M), M[i, j] >= 1], claim, obligations,
                          strict=True):
            return NOT_RECHECKABLE, (f"{smt.solver_name() or 'cvc5 (not installed)'} does not prove it for the move "
                                     f"m[{i}][{j}] → m[{j}][{j}] (over the reals; or the claim has no SMT-LIB form)")
        how.add(f"{smt.solver_name()}: unsat")
    return RECHECKED, f"every correction raises the score strictly, over the real matrices ({'; '.join(sorted(how))})"


def _sde_holds(metric: Any, n: int, cell: dict, obligations: list) -> Result:
    f, M = exact_form(metric, n, own=True), metrics.cell_symbols(n)
    if f is None:
        return NOT_RECHECKABLE, "no exact form"
    return _decided(obligations, [f], [*(c >= 0 for c in M), sum(M) >= 1],
                    f"SDE at n={n}: M is defined at every real m ≥ 0 with Σm ≥ 1",
                    "M is defined at every real matrix m ≥ 0 with at least one item")


def _wde_holds(metric: Any, n: int, cell: dict, obligations: list) -> Result:
    f, M = exact_form(metric, n, own=True), metrics.cell_symbols(n)
    if f is None:
        return NOT_RECHECKABLE, "no exact form"
    other = sympy.Matrix(n, n, lambda i, j: sympy.Symbol(f"w{i}_{j}", nonnegative=True))
    g = f.xreplace(dict(zip(M, other)))
    same_test_set = [sympy.Eq(sum(M.col(j)), sum(other.col(j))) for j in range(n)]
    return _decided(obligations, [f, g], [*(c >= 0 for c in M), sum(M) >= 1, *same_test_set],
                    f"WDE at n={n}: no two real classifiers with the same column sums, one scored and one undefined",
                    "no real classifiers m, m' ≥ 0 with equal column sums have M defined at m and undefined at m'")


def _decided(obligations: list, exprs: "list[Any]", domain: "list[Any]", claim: str, said: str) -> Result:
    try:
        obligation = smt.undefined_somewhere(exprs, domain, claim)
    except smt.NotWritable as exc:
        return NOT_RECHECKABLE, str(exc)
    obligations.append(obligation)
    answer = smt.decide(obligation)
    if answer != "unsat":
        return NOT_RECHECKABLE, f"{smt.solver_name() or 'cvc5 (not installed)'} answers {answer} (over the reals)"
    return RECHECKED, f"{said} ({smt.solver_name()}: unsat)"


#: ``property -> check(metric, n, cell)`` of a counterexample.
SEBASTIANI_COUNTEREXAMPLES = {"MON": _mon_fails, "CON": _con_fails, "SDE": _sde_fails, "WDE": _wde_fails,
                              "FIX": _fix_fails, "CHA": _cha_fails, "IMB": _imb_fails,
                              "SYM": lambda metric, n, cell: relabelling_changes_score(metric, cell["counterexample"])}

#: ``property -> check(metric, n, cell, obligations)`` of a proof.
SEBASTIANI_PROOFS = {"MON": _mon_holds, "SDE": _sde_holds, "WDE": _wde_holds, "SYM": _sym_holds, "IMB": _imb_holds}
