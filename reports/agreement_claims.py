r"""Independent statements, for ``verify``, of Gösgens et al.'s properties SMON, MAXA, MINA and DIST, and of MAX.

Written from the definitions, apart from the engine (:mod:`reports.verify`); m[i][j] = items predicted i of true class
j, so the correct cells are the diagonal; d is the metric's direction (+1 higher is better, −1 lower is better) and
"better" means larger after multiplying by d:

* **SMON** (strong monotonicity) fails when one more item in cell (i, j) does not move the score the right way: a
  correct item (i = j) added to a matrix with a wrong item does not make it strictly better, or a wrong item
  (i ≠ j) added to a matrix with a correct item does not make it strictly worse (both scores defined). It holds when
  every cell's gain has its sign wherever both scores are defined: d·(M(m + e_jj) − M(m)) > 0 on the real m ≥ 0
  with a wrong cell > 0, and d·(M(m + e_ij) − M(m)) < 0 on those with a correct cell > 0 (a superset of the integer
  matrices with a wrong, or correct, item), by the certificate of :func:`strictly_positive_off` or by cvc5 with the
  wrong (correct) cells summing to at least 1;
* **MAX** (best iff perfect) fails when an imperfect classifier scores at least as well as the perfect classifier
  diag(p) of its own test set p (its column sums). It holds when (a) every correction, one item moved from a wrong
  cell m_ij to its correct cell m_jj, raises the score strictly wherever both are defined (Sebastiani's MON), and (b)
  the score is defined at every real m ≥ 0 whose column sums are all ≥ 1, both shown by cvc5 over the reals: on a
  test set p, an imperfect classifier becomes diag(p) by corrections, every step scored (b) and strictly better (a);
* **MAXA** (maximal agreement) fails when two perfect classifiers (no off-diagonal item) score differently, or an
  imperfect one scores at least as well as a perfect one, or no perfect classifier is scored: shown when a
  denominator of the form as written (sums, products and powers only) is identically 0 once the cells off the
  diagonal are 0;
* **MINA** (minimal agreement) likewise with the always-wrong classifiers (a zero diagonal) and "at most as well";
* **DIST** (distance) fails when d(y, y') = direction·(c − M(m(y, y'))) on labelings, c the perfect classifiers'
  score, breaks identity, symmetry or the triangle inequality (the matrices re-derived from the labelings), or
  when a perfect classifier is not scored. It holds when M − c cancels to k·(accuracy − 1) with direction·k > 0
  (c the score of the identity matrix) and cvc5 finds no real matrix whose row and column sums are all ≥ 1 (every
  class predicted and occurring, as in a pair of labelings in which every class occurs) where M is undefined: d is
  then direction·k times the Hamming distance over N, a metric on the labelings of N items.

Each recorded matrix is recomputed (exactly, or in float64 when that is how it was verified); an undecided float64
comparison is "not re-checkable", never agreement.
"""

from collections.abc import Callable
from itertools import product
from typing import Any

import numpy as np
import sympy

import metrics
from metrics.bridge import equal_numbers
from metrics.padded import exact_cells, full_matrix

from .claim_values import (NOT_RECHECKABLE, RECHECKED, REFUTED, definedness_bases, exact_form, exact_value, number,
                           order_of, values_recomputed, written_form)
from . import smt
from .sebastiani_claims import corrections_improve, scored_on_the_domain

__all__ = ["AGREEMENT_CHECKS", "strictly_positive_off"]

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
    if _perfect(before) or min(before.sum(axis=0)) <= 0 or not np.array_equal(after, np.diag(before.sum(axis=0))):
        return REFUTED, "'after' is not the perfect classifier of an imperfect 'before''s test set (every class in it)"
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
        if "matrix" in ce and ce.get("values") == ["undefined"]:
            return _none_scored(metric, n, ce["matrix"], special, kind, best)
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


def _none_scored(metric: Any, n: int, m: Any, special: Callable[[Any], bool], kind: str,
                 best: bool) -> "tuple[str, str]":
    """No ``kind`` classifier is scored, so none reaches the extreme: the recorded one is ``kind`` and undefined, and
    so is every one: the form as written (sums, products and powers only) divides by a denominator that is 0 once the
    cells that are 0 in every ``kind`` classifier (off the diagonal for the perfect ones, on it for the always-wrong
    ones) are 0 (:func:`_undefined_with`), and every such classifier with counts up to 2 (n = 2) or 1 is undefined
    (the form is the code run on symbols, where a test on the cells' values may go another way than on numbers)."""
    if len(m) != n or not special(_array(m)) or exact_value(metric, m) is not None:
        return REFUTED, f"m={m} is not a {kind} classifier at which the metric is undefined"
    f = written_form(metric, n)
    if f is None or definedness_bases(f, {}) is None:
        return NOT_RECHECKABLE, (f"the {kind} classifier m={m} is undefined; whether every one is, is not decided "
                                 "(no form as written of sums, products and powers)")
    free = [(i, j) for i in range(n) for j in range(n) if (i == j) == best]  # the cells such a classifier may fill
    for counts in product(range(3 if n == 2 else 2), repeat=len(free)):  # code that branches on values (den != 0)
        sample = [[0] * n for _ in range(n)]  # takes another way on numbers than on the symbols of its form
        for (i, j), count in zip(free, counts):
            sample[i][j] = count
        if exact_value(metric, sample) is not None:
            return REFUTED, f"the {kind} classifier m={sample} is scored"
    cells = metrics.cell_symbols(n)
    denominator = _undefined_with(f, {cells[i, j]: 0 for i in range(n) for j in range(n) if (i == j) != best})
    if denominator is None:
        return NOT_RECHECKABLE, f"the {kind} classifier m={m} is undefined; no denominator shows that every one is"
    return RECHECKED, (f"no {kind} classifier is scored: the form as written divides by {denominator}, 0 at every "
                       f"one (m={m} among them)")


def _undefined_with(f: Any, zero: "dict[Any, int]") -> Any:
    """A denominator b of ``f`` that leaves ``f`` undefined at every point where the cells of ``zero`` are 0, or None.

    b is 0 there once expanded, and nothing turns the undefined 1/b back into a number. Sums, products and positive
    powers keep a value undefined (∞ + x, ∞·x, 0·∞, ∞^a for a > 0); only a negative or zero power can (1/∞ = 0,
    ∞^0 = 1). So the way from ``f`` down to 1/b passes through sums, products and the bases of positive powers only,
    and inside b no negative or zero power applies to anything that holds a division: b's undefined parts stay
    undefined, and elsewhere b is 0."""
    if f.is_Pow and f.exp.is_number and f.exp.is_negative and not _heals(f.base) and (
            sympy.expand(f.base.xreplace(zero)) == 0):
        return f.base
    if f.is_Pow and f.exp.is_number and f.exp.is_positive:
        return _undefined_with(f.base, zero)
    if f.is_Add or f.is_Mul:
        return next((b for b in (_undefined_with(a, zero) for a in f.args) if b is not None), None)
    return None


def _heals(b: Any) -> bool:
    """Whether a negative or zero power in ``b`` applies to an expression that holds a division (its value may be
    1/∞ = 0 or ∞^0 = 1 where that division is by 0)."""
    return any(not (p.exp.is_number and p.exp.is_positive) and any(q.exp.is_negative for q in p.base.atoms(sympy.Pow))
               for p in b.atoms(sympy.Pow))


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
        unscored = (m is not None and _perfect(m) and min(m.sum(axis=0)) > 0
                    and exact_value(metric, ce["matrix"]) is None)
        return (RECHECKED, f"the perfect classifier {ce['matrix']} is not scored") if unscored else (
            REFUTED, "the recorded matrix is not an unscored perfect classifier of labelings where every class occurs")
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
    supports = {frozenset(k for k, e in enumerate(monomial) if e) for monomial in A.monoms()}
    targets = {frozenset(k for k, e in enumerate(beta) if e) for beta in B.monoms()}
    return all(any(a <= cover for a in supports) for cover in {t | {index[s]} for t in targets for s in some})


def _sampled_extreme(metric: Any, n: int, c: Any, best: bool) -> "str | None":
    """Where a sample of integer matrices (entries 0..3) contradicts "c at every perfect (always-wrong) classifier,
    strictly worse (better) at every other", in words; None where none does."""
    special = _perfect if best else _always_wrong
    for m in np.random.default_rng(n).integers(0, 4, size=(SAMPLES, n, n)):
        value = exact_value(metric, m.tolist())
        if value is None:
            continue
        gap = metric.direction * ((c - value) if best else (value - c))
        # equal_numbers is certain when it says unequal, so a gap it does not call 0 has the sign of its 60 digits
        kept = equal_numbers(value, c) if special(m) else not equal_numbers(gap, 0) and sympy.N(gap, 60) > 0
        if not kept:
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


def _smon_holds(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
    """SMON, every cell's gain re-proved over the reals (module docstring)."""
    f, M = exact_form(metric, n), metrics.cell_symbols(n)
    if f is None:
        return NOT_RECHECKABLE, "no exact form"
    diagonal = [M[k, k] for k in range(n)]
    off = [c for c in M if c not in diagonal]
    how = set()
    for i, j in ((i, j) for i in range(n) for j in range(n)):
        sign, some = (1, off) if i == j else (-1, diagonal)
        gain = sign * metric.direction * (f.xreplace({M[i, j]: M[i, j] + 1}) - f)
        if strictly_positive_off(gain, list(M), some):
            how.add("a positivity certificate")
            continue
        claim = (f"SMON at n={n}: one more item in m{i}_{j} makes the score strictly "
                 f"{'better' if i == j else 'worse'} where the {'wrong' if i == j else 'correct'} cells sum to ≥ 1")
        if not smt.proves(gain, [*(c >= 0 for c in M), sum(some) >= 1], claim, obligations, strict=True):
            return NOT_RECHECKABLE, (f"{smt.solver_name() or 'cvc5 (not installed)'} does not prove it for one more "
                                     f"item in m[{i}][{j}] (over the reals; or the claim has no SMT-LIB form)")
        how.add(f"{smt.solver_name()}: unsat")
    return RECHECKED, ("one more correct item raises the score strictly, one more wrong item lowers it, over the real "
                       f"matrices ({'; '.join(sorted(how))})")


def _dist_holds(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
    """DIST as a positive multiple of the Hamming distance over N (module docstring)."""
    f, own, M = exact_form(metric, n), exact_form(metric, n, own=True), metrics.cell_symbols(n)
    if f is None or own is None:
        return NOT_RECHECKABLE, "no exact form"
    perfect = exact_value(metric, np.eye(n, dtype=int).tolist())
    if perfect is None:
        return REFUTED, "the perfect classifier (the identity matrix) is not scored: d(y, y) has no value"
    accuracy = sum(M[k, k] for k in range(n)) / sum(M)
    k = sympy.cancel(sympy.together((f - perfect) / (accuracy - 1)))
    if k.free_symbols or not (metric.direction * k).is_positive:
        return NOT_RECHECKABLE, f"M − {perfect} is not shown to be a multiple k·(accuracy − 1) with direction·k > 0"
    everyone = [*(x >= 0 for x in M), *(sum(M.row(i)) >= 1 for i in range(n)), *(sum(M.col(j)) >= 1 for j in range(n))]
    status, scored = scored_on_the_domain(
        obligations, [own], everyone, f"DIST at n={n}: M is defined wherever every class is predicted and occurs",
        "the score is defined on every pair of labelings in which every class occurs")
    if status != RECHECKED:
        return status, scored
    return RECHECKED, (f"M − {perfect} = {k}·(accuracy − 1), so d = {metric.direction * k} × the Hamming distance "
                       f"over N; {scored}")


def _max_holds(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
    """MAX from its two hypotheses, each re-proved here (module docstring)."""
    status, improves = corrections_improve(metric, n, obligations)
    if status != RECHECKED:
        return status, improves
    f, M = exact_form(metric, n, own=True), metrics.cell_symbols(n)
    if f is None:
        return NOT_RECHECKABLE, "no exact form"
    status, scored = scored_on_the_domain(
        obligations, [f], [*(c >= 0 for c in M), *(sum(M.col(j)) >= 1 for j in range(n))],
        f"MAX at n={n}: M is defined at every real m ≥ 0 whose column sums are all ≥ 1",
        "the score is defined wherever every class occurs")
    if status != RECHECKED:
        return status, scored
    return RECHECKED, (f"{improves}; {scored}: corrections lead every imperfect classifier to the perfect one of its "
                       "test set, each step scored and strictly better")


#: ``(property, verdict) -> check(metric, n, cell, obligations) -> (status, why)``.
AGREEMENT_CHECKS: dict[tuple[str, str], Callable[..., "tuple[str, str]"]] = {
    ("SMON", "fails"): _smon_fails, ("SMON", "holds"): _smon_holds, ("MAX", "fails"): _max_fails,
    ("MAX", "holds"): _max_holds, ("DIST", "holds"): _dist_holds,
    ("MAXA", "fails"): _extreme_fails(_perfect, "perfect", best=True),
    ("MINA", "fails"): _extreme_fails(_always_wrong, "always-wrong", best=False), ("DIST", "fails"): _dist_fails,
    ("MAXA", "holds"): _extreme_holds(best=True), ("MINA", "holds"): _extreme_holds(best=False),
}
