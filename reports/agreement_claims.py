r"""Independent statements, for ``verify``, of the counterexamples to Gösgens et al.'s properties and to MAX.

Written from the definitions, apart from the engine (:mod:`reports.verify`); m[i][j] = items predicted i of true class
j, so the correct cells are the diagonal; d is the metric's direction (+1 higher is better, −1 lower is better) and
"better" means larger after multiplying by d:

* **SMON** (strong monotonicity) fails when one more item in cell (i, j) does not move the score the right way: a
  correct item (i = j) added to a matrix with a wrong item does not make it strictly better, or a wrong item
  (i ≠ j) added to a matrix with a correct item does not make it strictly worse (both scores defined);
* **MAX** (best iff perfect) fails when an imperfect classifier scores at least as well as the perfect classifier
  diag(p) of its own test set p (its column sums);
* **MAXA** (maximal agreement) fails when two perfect classifiers (no off-diagonal item) score differently, or an
  imperfect one scores at least as well as a perfect one;
* **MINA** (minimal agreement) likewise with the always-wrong classifiers (a zero diagonal) and "at most as well";
* **DIST** (distance) fails when d(y, y') = direction·(c − M(m(y, y'))) on labelings, c the perfect classifiers'
  score, breaks identity, symmetry or the triangle inequality (the matrices re-derived from the labelings), or
  when a perfect classifier is not scored;
* **ACB** (approximate constant baseline) fails when the expected tables r pᵀ/N of two pairs of counts (test set p
  with every class occurring, prediction counts r) score differently.

Each recorded matrix is recomputed (exactly, or in float64 when that is how it was verified); an undecided float64
comparison is "not re-checkable", never agreement.
"""

from collections.abc import Callable
from itertools import combinations
from typing import Any

import numpy as np
import sympy

import metrics
from metrics.bridge import equal_numbers
from metrics.padded import exact_cells, full_matrix

from .structure_forms import symbolic_of
from .claim_values import (NOT_RECHECKABLE, RECHECKED, REFUTED, exact_form, exact_value, is_zero, number, order_of,
                           unequal_or_why, values_recomputed)

__all__ = ["AGREEMENT_CHECKS", "strictly_positive_off", "never_zero"]

#: Random integer matrices a proof of MAXA or MINA is first sampled on.
SAMPLES = 24


def _array(m: Any) -> Any:
    return np.array(exact_cells(full_matrix(m)), dtype=object)


def _perfect(m: Any) -> bool:
    return not any(m[i, j] for i in range(len(m)) for j in range(len(m)) if i != j)


def _always_wrong(m: Any) -> bool:
    return not any(m[i, i] for i in range(len(m)))


def _recomputed_change(metric: Any, ce: dict, matrices: "list[Any]") -> "tuple[int, tuple[str, str] | None]":
    """The counterexample's two recorded scores recomputed at ``matrices`` and compared in the metric's direction:
    ``(change, None)`` with change 1 (the second better), 0 (the same), −1 (worse) or 2 (exactly one undefined), or
    ``(0, (status, why))`` when a recorded score is wrong or float64 cannot tell them apart."""
    wrong = values_recomputed(metric, matrices, ce["values"], ce["verified"])
    if wrong:
        return 0, (REFUTED, wrong)
    change = order_of(ce["values"], ce["verified"], metric.direction)
    if change is None:
        return 0, (NOT_RECHECKABLE, "the two float64 scores lie within rounding of each other")
    return change, None


def _smon_fails(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
    ce = cell.get("counterexample") or {}
    if "before" not in ce or "cell" not in ce:
        return NOT_RECHECKABLE, "no counterexample recorded"
    before, after, (i, j) = _array(ce["before"]), _array(ce["after"]), ce["cell"]
    raised = before.copy()
    raised[i, j] += 1
    if not np.array_equal(raised, after):
        return REFUTED, f"'after' is not 'before' with one more item in cell ({i}, {j})"
    if (i == j and _perfect(before)) or (i != j and _always_wrong(before)):
        return REFUTED, f"'before' has no {'wrong' if i == j else 'correct'} item: strong monotonicity asks nothing"
    change, why = _recomputed_change(metric, ce, [ce["before"], ce["after"]])
    if why is not None:
        return why
    if change == 2 or change == (1 if i == j else -1):
        return REFUTED, "the score moves the way strong monotonicity asks (or one side is undefined)"
    item = "correct" if i == j else "wrong"
    return RECHECKED, (f"one more {item} item in cell ({i}, {j}) moves the score from {ce['values'][0]} to "
                       f"{ce['values'][1]}")


def _max_fails(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
    ce = cell.get("counterexample") or {}
    if "before" not in ce:
        return NOT_RECHECKABLE, "no counterexample recorded"
    before, after = _array(ce["before"]), _array(ce["after"])
    if _perfect(before) or not np.array_equal(after, np.diag(before.sum(axis=0))):
        return REFUTED, "'after' is not the perfect classifier of an imperfect 'before''s test set"
    if "values" not in ce:  # the perfect classifier unscored while the imperfect one is scored
        unscored = exact_value(metric, ce["after"]) is None and exact_value(metric, ce["before"]) is not None
        return (RECHECKED, "the perfect classifier is unscored, the imperfect one scored") if unscored else (
            REFUTED, "the perfect classifier is scored, or the imperfect one is not")
    change, why = _recomputed_change(metric, ce, [ce["before"], ce["after"]])
    if why is not None:
        return why
    if change in (1, 2):
        return REFUTED, "the perfect classifier scores strictly better (or one side is undefined)"
    return RECHECKED, (f"an imperfect classifier scores {ce['values'][0]}, its test set's perfect one "
                       f"{ce['values'][1]}: not strictly better")


def _extreme_fails(special: Callable[[Any], bool], kind: str, best: bool) -> Callable[..., "tuple[str, str]"]:
    """MAXA (``best``: the perfect classifiers score best) or MINA (the always-wrong ones score worst)."""

    def check(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
        ce = cell.get("counterexample") or {}
        if len(ce.get("matrices", [])) != 2:
            return NOT_RECHECKABLE, "no pair of matrices recorded"
        a, b = (_array(m) for m in ce["matrices"])
        change, why = _recomputed_change(metric, ce, ce["matrices"])
        if why is not None:
            return why
        if special(a) and special(b):
            if change == 0:
                return REFUTED, f"both matrices are {kind} and score the same"
            return RECHECKED, f"two {kind} classifiers score {ce['values'][0]} and {ce['values'][1]}"
        if not (special(a) or special(b)) or change == 2:
            return REFUTED, f"neither matrix is {kind}, or a score is undefined"
        first = 0 if special(a) else 1  # the special one; change is then the other's gain over it
        change = change if first == 0 else -change
        if (change >= 0) if best else (change <= 0):  # the other one is not strictly worse (better)
            return RECHECKED, (f"a {kind} classifier scores {ce['values'][first]}, another classifier "
                               f"{ce['values'][1 - first]}: not strictly {'worse' if best else 'better'}")
        return REFUTED, f"the other classifier scores strictly {'worse' if best else 'better'}"

    return check


def _pair_matrix(y: "list[int]", truth: "list[int]", n: int) -> "list[list[int]]":
    """m(y, y'): items predicted y_k (row) of true class y'_k (column)."""
    m = [[0] * n for _ in range(n)]
    for predicted, true in zip(y, truth):
        m[predicted][true] += 1
    return m


def _dist_fails(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
    """DIST: d(y, y') = direction·(c − M(m(y, y'))), c the score of the perfect classifiers, is no distance on the
    labelings: d(y, y') = 0 for y ≠ y' (identity), d(y, y') ≠ d(y', y) (symmetry), or d(y, y'') > d(y, y') +
    d(y', y'') (the triangle inequality); or the perfect classifier is not scored, so d(y, y) has no value."""
    ce = cell.get("counterexample") or {}
    if "labelings" not in ce:
        m = _array(ce["matrix"]) if "matrix" in ce else None
        unscored = m is not None and _perfect(m) and exact_value(metric, ce["matrix"]) is None
        return (RECHECKED, f"the perfect classifier {ce['matrix']} is not scored") if unscored else (
            REFUTED, "the recorded matrix is not an unscored perfect classifier")
    ys = [list(y) for y in ce["labelings"]]
    if len({len(y) for y in ys}) != 1 or ce["verified"] != "exact":
        return NOT_RECHECKABLE, "labelings of different sizes, or values not exact"
    # one matrix: identity; two: symmetry; three: the triangle inequality
    pairs = {1: [(0, 1)], 2: [(0, 1), (1, 0)], 3: [(0, 1), (1, 2), (0, 2)]}.get(len(ce.get("matrices", [])))
    if pairs is None or len(ys) != (3 if len(pairs) == 3 else 2):
        return NOT_RECHECKABLE, "an unknown shape of counterexample"
    matrices = [_pair_matrix(ys[a], ys[b], n) for a, b in pairs]
    if [full_matrix(m) for m in ce["matrices"]] != matrices:
        return REFUTED, "the recorded matrices are not those of the labelings"
    wrong = values_recomputed(metric, matrices, ce["values"], "exact")
    if wrong:
        return REFUTED, wrong
    perfect = {exact_value(metric, _pair_matrix(y, y, n)) for y in ys}
    if len(perfect) != 1 or None in perfect:
        return NOT_RECHECKABLE, "the perfect classifiers of these labelings do not score one constant"
    c = perfect.pop()
    d = [metric.direction * (c - number(v)) for v in ce["values"]]
    if len(ce["distances"]) != len(d) or not all(map(equal_numbers, map(number, ce["distances"]), d)):
        return REFUTED, f"the distances are not direction·(c − score) with c = {c}"
    broken = (equal_numbers(d[0], 0) and ys[0] != ys[1] if len(d) == 1 else not equal_numbers(d[0], d[1])
              if len(d) == 2 else sympy.sympify(d[2] - d[0] - d[1]).is_positive)
    if broken is None:
        return NOT_RECHECKABLE, "the sign of d(y, y'') − d(y, y') − d(y', y'') is not decided"
    if not broken:
        return REFUTED, "the distances keep the axiom the cell says they break"
    axiom = {1: "identity", 2: "symmetry", 3: "the triangle inequality"}[len(d)]
    return RECHECKED, f"d = direction·({c} − score) breaks {axiom}: distances {ce['distances']}"


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


def _rank_one_values(metric: Any, n: int) -> "tuple[set, str | None]":
    """``(values, problem)``: the numbers the score takes at the positive rank-one tables u vᵀ (every set of predicted
    classes, symbolic u, v > 0; they include every expected table r pᵀ/N), each set where the form is undefined left
    out; ``problem`` says why that is not re-derived (REFUTED: prefixed so) or None."""
    symbolic = symbolic_of(metric)
    if symbolic is None:
        return set(), "no symbolic form"
    u, v = sympy.symbols(f"u0:{n}", positive=True), sympy.symbols(f"v0:{n}", positive=True)
    values: set[Any] = set()
    for size in range(1, n + 1):
        for rows in combinations(range(n), size):
            table = sympy.Matrix(n, n, lambda i, j: u[i] * v[j] if i in rows else 0)
            value = sympy.simplify(sympy.sympify(symbolic(table)))
            if value.has(sympy.nan, sympy.zoo):
                continue  # not scored there
            if not value.is_number:  # two tables of these classes tell it apart, or it is not re-derived
                ones = {**{x: 1 for x in u}, **{y: 1 for y in v}}
                apart = {**{x: k + 1 for k, x in enumerate(u)}, **{y: n - k for k, y in enumerate(v)}}
                points = [value.xreplace(ones), value.xreplace(apart)]
                if all(x.is_number and not x.has(sympy.nan, sympy.zoo) for x in points) and not equal_numbers(*points):
                    return values, f"REFUTED: positive rank-one tables of predicted classes {list(rows)} score {points}"
                return values, f"the score at u vᵀ (predicted classes {list(rows)}) is not shown one number"
            values.add(value)
    return values, None


def _acb_holds(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
    """ACB holds: the score is one number c at every positive rank-one table u vᵀ, wherever it is scored there."""
    values, problem = _rank_one_values(metric, n)
    if problem is not None:
        return (REFUTED, problem[len("REFUTED: "):]) if problem.startswith("REFUTED: ") else (NOT_RECHECKABLE, problem)
    if not values:
        return REFUTED, "no positive rank-one table is scored"
    if len(values) > 1:
        return REFUTED, f"positive rank-one tables (expected tables r pᵀ/N) score {sorted(values, key=str)}"
    return RECHECKED, f"every positive rank-one table u vᵀ scores {values.pop()} (simplified on symbolic u, v)"


def _affine_given_margins(metric: Any, n: int) -> "str | None":
    """None when, with the row sums r and the column sums p fixed, the score written in the free cells (the dependent
    ones: the last row and column) is affine in them with a denominator free of them, as written (no common factor
    cancelled): then E_perm[score | r, p] = score(r pᵀ/N), and every table of (r, p) is scored or none is; else why
    not."""
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
    g = sympy.together(f.xreplace(fill))
    numerator, denominator = sympy.fraction(g)
    if denominator.free_symbols & set(free):
        return "its denominator, the margins fixed, depends on the cells"
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


def never_zero(polynomial: Any) -> bool:
    """Whether the polynomial is nonzero wherever its symbols are all positive: its coefficients, expanded, are all
    positive or all negative."""
    expanded = sympy.expand(polynomial)
    if expanded.is_number:
        return expanded != 0
    if not expanded.is_polynomial(*expanded.free_symbols):
        return False
    signs = {sympy.sign(c) for c in sympy.Poly(expanded, *sorted(expanded.free_symbols, key=str)).coeffs()}
    return signs in ({1}, {-1})


def _eq_holds(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
    """EQ holds (by the margins): affine given the margins (so E_perm[score | r, p] = score(r pᵀ/N)), and the score at
    u vᵀ is one function of v for every set of predicted classes (E_z, a mixture of those expectations over r, is
    then free of z); every set scored, since a forecast z > 0 draws every classifier."""
    why = _affine_given_margins(metric, n)
    symbolic = symbolic_of(metric)
    if why is not None or symbolic is None:
        return NOT_RECHECKABLE, why or "no symbolic form"
    u, v = sympy.symbols(f"u0:{n}", positive=True), sympy.symbols(f"v0:{n}", positive=True)
    values: set[Any] = set()
    for size in range(1, n + 1):
        for rows in combinations(range(n), size):
            table = sympy.Matrix(n, n, lambda i, j: u[i] * v[j] if i in rows else 0)
            raw = sympy.sympify(symbolic(table))
            value = sympy.simplify(raw)
            if not value.has(sympy.nan, sympy.zoo) and not never_zero(sympy.fraction(sympy.together(raw))[1]):
                return NOT_RECHECKABLE, (f"the denominator at u vᵀ (predicted classes {list(rows)}) is not shown "
                                         "nonzero for every u, v > 0")
            if value.has(sympy.nan, sympy.zoo):
                unscored = [[int(i in rows) for _ in range(n)] for i in range(n)]
                if exact_value(metric, unscored) is None:
                    return REFUTED, f"the classifier {unscored} is not scored, yet every forecast z > 0 draws it"
                return NOT_RECHECKABLE, f"the form is undefined at u vᵀ with predicted classes {list(rows)}"
            if value.free_symbols & set(u):
                return NOT_RECHECKABLE, f"the score at u vᵀ (predicted classes {list(rows)}) is not shown free of u"
            values.add(value)
    if len(values) > 1 and not all(is_zero(a - b) for a, b in combinations(values, 2)):
        return NOT_RECHECKABLE, f"the sets of predicted classes give {sorted(values, key=str)}, not shown equal"
    return RECHECKED, (f"the margins fixed, the score is affine in the free cells, and at every u vᵀ it is "
                       f"{values.pop()}, free of u: E_z does not depend on z")


def strictly_positive_off(expr: Any, variables: "list[Any]", some: "list[Any]") -> bool:
    r"""Whether ``expr`` > 0 wherever it is defined on the orthant (``variables`` ≥ 0) with some of ``some`` > 0, by a
    certificate: ``expr`` = A/B in lowest terms, A and B with coefficients all ≥ 0, and for every monomial β of B
    and every s in ``some``, a monomial of A on a subset of β's variables and s. *Proof*: where ``expr`` is defined
    B ≠ 0 (it divides the denominator), so some β is positive, and with s > 0 that monomial of A is positive:
    A, B are sums of nonnegative terms with a positive one each."""
    A, B = sympy.fraction(sympy.cancel(sympy.together(expr)))
    if not (A.is_polynomial(*variables) and B.is_polynomial(*variables)):
        return False
    A, B = sympy.Poly(A, *variables), sympy.Poly(B, *variables)
    if A.is_zero or any(c < 0 for c in A.coeffs() + B.coeffs()):
        return False
    index = {v: k for k, v in enumerate(variables)}
    supports = [frozenset(k for k, e in enumerate(monomial) if e) for monomial in A.monoms()]
    return all(any(a <= frozenset(k for k, e in enumerate(beta) if e) | {index[s]} for a in supports)
               for beta in B.monoms() for s in some)


def _sampled_extreme(metric: Any, n: int, c: Any, best: bool) -> "str | None":
    """Where a sample of integer matrices (entries 0..3) contradicts "c at every perfect (always-wrong) classifier,
    strictly worse (better) at every other", in words; None where none does."""
    special = _perfect if best else _always_wrong
    for m in np.random.default_rng(n).integers(0, 4, size=(SAMPLES, n, n)):
        value = exact_value(metric, m.tolist())
        if value is None:
            continue
        gap = metric.direction * ((c - value) if best else (value - c))
        if (equal_numbers(value, c) if special(m) else gap.is_positive) is not True:
            return f"m={m.tolist()} scores {value}, against c = {c}"
    return None


def _extreme_holds(best: bool) -> Callable[..., "tuple[str, str]"]:
    """MAXA (``best``): the score is c at every perfect classifier and strictly worse at every other; MINA: c at every
    always-wrong classifier and strictly better at every other (wherever defined)."""

    def check(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
        f = exact_form(metric, n)
        if f is None or f.has(sympy.Piecewise):
            return NOT_RECHECKABLE, "no exact form without pieces"
        M = metrics.cell_symbols(n)
        special = [M[i, j] for i in range(n) for j in range(n) if (i != j) == best]  # the cells that are 0 there
        c = sympy.cancel(sympy.together(f.xreplace({x: 0 for x in special})))  # the score there, one constant?
        side = "off" if best else "on"
        if not c.is_number or c.has(sympy.nan, sympy.zoo):
            return NOT_RECHECKABLE, f"f with the cells {side} the diagonal 0 is not one number"
        refuted = _sampled_extreme(metric, n, c, best)
        if refuted:
            return REFUTED, refuted
        gap = metric.direction * ((c - f) if best else (f - c))
        if not strictly_positive_off(gap, list(M), special):
            return NOT_RECHECKABLE, "no sign certificate of the gap"
        kind = "perfect" if best else "always-wrong"
        return RECHECKED, (f"f is {c} at every {kind} classifier (the cells {side} the diagonal 0) and strictly "
                           f"{'worse' if best else 'better'} wherever one of them is not 0 (a positivity certificate)")

    return check


#: ``(property, verdict) -> check(metric, n, cell, obligations) -> (status, why)``.
AGREEMENT_CHECKS: dict[tuple[str, str], Callable[..., "tuple[str, str]"]] = {
    ("SMON", "fails"): _smon_fails, ("MAX", "fails"): _max_fails,
    ("MAXA", "fails"): _extreme_fails(_perfect, "perfect", best=True),
    ("MINA", "fails"): _extreme_fails(_always_wrong, "always-wrong", best=False), ("DIST", "fails"): _dist_fails,
    ("ACB", "fails"): _acb_fails, ("ACB", "holds"): _acb_holds, ("CB", "holds"): _cb_holds,
    ("EQ", "holds"): _eq_holds,
    ("MAXA", "holds"): _extreme_holds(best=True), ("MINA", "holds"): _extreme_holds(best=False),
}
