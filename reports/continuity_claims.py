r"""Sebastiani's CON (Axiom 2) counterexamples re-checked from the metric alone, for :mod:`reports.verify`.

A CON counterexample is one of: M undefined at a classifier of a test set where another is scored; a
one-sided directional derivative along +TP (an FN turned TP) that is infinite; one along both +TP and +TN
that is not the sum of the two (M not differentiable there); or a jump, the score at a classifier not being
the one-sided limit :math:`\lim_{h \to 0^+} M(m \pm h\,(e_{ij} - e_{i'j}))` (its column kept). Limits are
sympy's. A Piecewise is replaced by the branch whose condition holds for every small h > 0, read off the sign
of lhs − rhs as a fraction of polynomials in h; a condition is read only when both sides are algebraic and every
reciprocal in them, as written, has a base whose sign near h = 0 is nonzero (else sympy's ``cancel`` drops a
0/0, and Eq(x + 1/F, y + 1/F) with F ≡ 0 is Eq(zoo, zoo), True, though it reads as x = y). Nothing here comes
from :mod:`axioms`."""

from typing import Any

import sympy

import metrics
from metrics.bridge import equal_numbers

from .claim_values import NOT_RECHECKABLE, RECHECKED, REFUTED, column_sums, exact_form, exact_value, is_zero, number

__all__ = ["con_fails"]

Result = tuple[str, str]


def _one_sided(f: Any, M: Any, point: "list[list[int]]", moves: "list[tuple[tuple[int, int], tuple[int, int]]]") -> Any:
    """The one-sided derivative of f at ``point`` along the moves (one item from the first cell to the second, each),
    on the branch f takes for every small h > 0 (:func:`_for_small_h`); None where that branch is not decided."""
    h = sympy.Symbol("h", positive=True)
    shifted = [[sympy.Integer(x) for x in row] for row in point]
    for (i, j), (to_i, to_j) in moves:
        shifted[i][j] -= h
        shifted[to_i][to_j] += h
    at_point = {M[i, j]: point[i][j] for i in range(M.rows) for j in range(M.cols)}
    near = _for_small_h(f, {M[i, j]: shifted[i][j] for i in range(M.rows) for j in range(M.cols)}, h)
    return None if near is None else sympy.limit((near - f.xreplace(at_point)) / h, h, 0, "+")


def con_fails(metric: Any, n: int, cell: dict) -> Result:
    ce = cell["counterexample"]
    point, test_set = ce["point"], list(ce["test_set"])
    if column_sums(point) != test_set:
        return REFUTED, f"m={point} is not on the test set {test_set}"
    if ce.get("problem") == "score undefined":
        other = ce["defined_classifier"]
        if (column_sums(other) != test_set or exact_value(metric, point) is not None
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
        if slope is None:
            return NOT_RECHECKABLE, "a Piecewise condition is not decided for small h > 0"
        return (RECHECKED, f"the one-sided derivative along +TP at m={point} is {slope}") if slope in (
            sympy.oo, -sympy.oo) else (REFUTED, f"the one-sided derivative along +TP at m={point} is {slope}, finite")
    if ce.get("problem") == "not differentiable":
        slopes = [_one_sided(f, M, point, moves) for moves in ([tp], [tn], [tp, tn])]
        if not all(s is not None and s.is_finite for s in slopes):
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
    near = _for_small_h(f, moved, h)
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
    if type(cond) not in tests or not _sides_finite_near_zero(cond, h):
        return None
    sign = _sign_near_zero(cond.lhs - cond.rhs, h)
    return None if sign is None else tests[type(cond)](sign)


def _sides_finite_near_zero(cond: Any, h: Any) -> bool:
    """Whether both sides of the relation ``cond``, as written, are built of numbers, h, sums, products and rational
    powers, and every base of a reciprocal among them has a nonzero sign for every small h > 0: then lhs − rhs in
    lowest terms is the difference of two finite values near h = 0."""
    parts = [node for side in (cond.lhs, cond.rhs) for node in sympy.preorder_traversal(side)]
    if not all(isinstance(node, (sympy.Add, sympy.Mul, sympy.Pow, sympy.Rational)) or node == h for node in parts):
        return False
    powers = [node for node in parts if isinstance(node, sympy.Pow)]
    return (all(p.exp.is_Rational for p in powers)
            and all(_sign_near_zero(p.base, h) not in (0, None) for p in powers if p.exp < 0))


def _for_small_h(f: Any, moved: dict, h: Any) -> Any:
    """``f`` at the cells ``moved`` (each a number plus a multiple of h) with each Piecewise replaced by the branch
    that holds for every small h > 0 (sympy's ``limit`` decides a condition at h = 0 itself, not near it), innermost
    first; None where a condition is not decided. A condition is moved with sympy's evaluation off: on, sympy settles
    Eq(x + s, y + s) as x = y whatever s is, a pole included."""
    if not f.has(sympy.Piecewise):
        return f.xreplace(moved)
    piecewise = min(f.atoms(sympy.Piecewise), key=sympy.count_ops)  # the smallest holds no other Piecewise
    for value, cond in piecewise.args:
        with sympy.evaluate(False):
            near = cond.xreplace(moved)
        decided = _holds_near_zero(near, h)
        if decided is None:
            return None
        if decided:
            return _for_small_h(f.xreplace({piecewise: value}), moved, h)
    return None
