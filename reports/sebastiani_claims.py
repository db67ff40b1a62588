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
integer matrices; where cvc5 does not answer unsat, a small classifier left undefined refutes them exactly);
**IMB**, each constant classifier's score on symbolic positive column sums is one number."""

from itertools import product
from math import factorial, prod
from typing import Any

import sympy

import metrics
from metrics.bridge import equal_numbers

from . import smt
from .claim_values import (NOT_RECHECKABLE, RECHECKED, REFUTED, column_sums, exact_form, exact_value, how_computed,
                           in_float64, is_zero, nonzero_at, number, order_of, positive_where_defined, same_value,
                           small_matrices, unequal_or_why, value_at, values_recomputed)
from .continuity_claims import con_fails
from .counterexample_claims import relabelling_changes_score

__all__ = ["SEBASTIANI_COUNTEREXAMPLES", "SEBASTIANI_PROOFS", "corrections_improve", "scored_on_the_domain"]

Result = tuple[str, str]


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
    if column_sums(ce["defined"]) != column_sums(ce["undefined"]):
        return REFUTED, "the two classifiers are on different test sets"
    value = exact_value(metric, ce["defined"])
    if (value is None or not equal_numbers(value, number(ce["defined_value"]))
            or exact_value(metric, ce["undefined"]) is not None):
        return REFUTED, f"not one scored ({value}) and one undefined classifier"
    return RECHECKED, (f"on the test set {column_sums(ce['defined'])} m={ce['defined']} scores {value}, "
                       f"m={ce['undefined']} is undefined")


def _how(metric: Any, test_set: "list[int]") -> str:
    """How the metric's values are re-computed: exactly, or in float64 when its code computes in float64 only (the
    metric says which, at a classifier of ``test_set``: never the record)."""
    return how_computed(metric, _classifiers(list(test_set))[0])


def _range(metric: Any, test_set: "list[int]", how: str) -> "tuple[Any, Any] | None":
    """The lowest and highest score of the scored classifiers of ``test_set``, computed ``how`` (:func:`value_at`)."""
    values = [v for v in (value_at(metric, m, how) for m in _classifiers(test_set)) if v is not None]
    if not values:
        return None
    ordered = sorted(values, key=lambda v: float(sympy.N(v, 30)))
    return ordered[0], ordered[-1]


def _fix_fails(metric: Any, n: int, cell: dict) -> Result:
    ce = cell["counterexample"]
    how = _how(metric, ce["test_sets"][0])
    ranges = [_range(metric, list(t), how) for t in ce["test_sets"]]
    for t, got, (low, high) in zip(ce["test_sets"], ranges, ce["ranges"]):
        if got is None or not (same_value(low, got[0], how) and same_value(high, got[1], how)):
            return REFUTED, (f"on the test set {t} the scored classifiers range over {got}, "
                             f"the report says [{low}, {high}]")
    ends = [order_of([first, second], how) for first, second in zip(*ce["ranges"])]  # lows, then highs
    if ends == [0, 0]:
        return REFUTED, "the two ranges are equal"
    if not any(end in (-1, 1) for end in ends):
        return NOT_RECHECKABLE, "the two ranges' ends lie within float64 rounding of each other"
    (a, b), (c, d) = ranges  # type: ignore[misc]
    return RECHECKED, (f"ranges [{a}, {b}] and [{c}, {d}] over every classifier of the test sets {ce['test_sets']}"
                       f"{in_float64(how)}")


def _coin_probability(m: "list[list[int]]", test_set: "list[int]") -> sympy.Rational:
    n = len(test_set)
    return sympy.Rational(prod(factorial(p) // prod(factorial(m[i][j]) for i in range(n))
                               for j, p in enumerate(test_set)), n ** sum(test_set))


def _coin_expectation(metric: Any, test_set: "list[int]", how: str = "exact") -> Any:
    """E[M] under the coin model on ``test_set``, from scores computed ``how`` (:func:`value_at`); None when a
    classifier of positive probability is not scored."""
    total = sympy.Integer(0)
    for m in _classifiers(test_set):
        value = value_at(metric, m, how)
        if value is None:
            return None
        total += _coin_probability(m, test_set) * value
    return sympy.radsimp(total) if how == "exact" else float(total)


def _cha_fails(metric: Any, n: int, cell: dict) -> Result:
    ce = cell["counterexample"]
    how = _how(metric, ce["test_set"] if "test_set" in ce else ce["test_sets"][0])
    if ce.get("model") != "coin":
        return NOT_RECHECKABLE, f"the {ce.get('model')} model is not written here (only the coin model)"
    if "test_set" in ce:  # one classifier of positive probability is not scored
        if column_sums(ce["matrix"]) != list(ce["test_set"]) or value_at(metric, ce["matrix"], how) is not None:
            return REFUTED, f"m={ce['matrix']} is scored, or not on the test set {ce['test_set']}"
        return RECHECKED, (f"m={ce['matrix']} (probability {_coin_probability(ce['matrix'], list(ce['test_set']))}) "
                           "is not scored")
    found = [_coin_expectation(metric, list(t), how) for t in ce["test_sets"]]
    if any(e is None for e in found):
        return REFUTED, "an expectation the report states is undefined"
    if how == "exact" and any(e.has(sympy.Float) for e in found):
        return NOT_RECHECKABLE, "the metric's exact values hold floats"
    for e, recorded in zip(found, ce["expectations"]):
        if not same_value(recorded, e, how):
            return REFUTED, f"E[M] is {e}, the report says {recorded}"
    unequal = unequal_or_why(ce["expectations"], how, "the two expectations are equal")
    return unequal or (RECHECKED, f"E[M] = {found[0]} and {found[1]} on the test sets {ce['test_sets']} (all "
                                  f"enumerated){in_float64(how)}")


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
            varies = _varies_over_test_sets(metric, n, c)
            return (REFUTED, varies) if varies else (
                NOT_RECHECKABLE, f"the classifier predicting class {c} scores {value}, not shown to be one number")
        scores.append(value)
    return RECHECKED, (f"the constant classifiers score {', '.join(map(str, scores))} "
                       "on every test set with every class present")


def _varies_over_test_sets(metric: Any, n: int, c: int) -> "str | None":
    """Two test sets with every class present (true-class counts 1..3) on which the classifier predicting class ``c``
    scores two exact values, in words, or None."""
    seen: "tuple[list[int], Any] | None" = None
    for counts in product(range(1, 4), repeat=n):
        value = exact_value(metric, [list(counts) if i == c else [0] * n for i in range(n)])
        if value is None:
            continue
        if seen is not None and not equal_numbers(value, seen[1]):
            return (f"the classifier predicting class {c} scores {seen[1]} on true-class counts {seen[0]} and {value} "
                    f"on {list(counts)}")
        seen = seen or (list(counts), value)
    return None


def _mon_holds(metric: Any, n: int, cell: dict, obligations: list) -> Result:
    return corrections_improve(metric, n, obligations)


def corrections_improve(metric: Any, n: int, obligations: list) -> Result:
    """Whether every correction (one item moved from a wrong cell m_ij to its correct cell m_jj) raises the score
    strictly wherever both scores are defined, over the real matrices m ≥ 0 with m_ij ≥ 1: Sebastiani's MON."""
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
    result = scored_on_the_domain(obligations, [f], [*(c >= 0 for c in M), sum(M) >= 1],
                                  f"SDE at n={n}: M is defined at every real m ≥ 0 with Σm ≥ 1",
                                  "M is defined at every real matrix m ≥ 0 with at least one item")
    if result[0] == RECHECKED:
        return result
    undefined = next((m for m in small_matrices(n) if sum(map(sum, m)) >= 1 and exact_value(metric, m) is None), None)
    if undefined is not None:
        return REFUTED, f"undefined at m={undefined}, a classifier of the non-empty test set {column_sums(undefined)}"
    return result


def _wde_holds(metric: Any, n: int, cell: dict, obligations: list) -> Result:
    f, M = exact_form(metric, n, own=True), metrics.cell_symbols(n)
    if f is None:
        return NOT_RECHECKABLE, "no exact form"
    other = sympy.Matrix(n, n, lambda i, j: sympy.Symbol(f"w{i}_{j}", nonnegative=True))
    g = f.xreplace(dict(zip(M, other)))
    same_test_set = [sympy.Eq(sum(M.col(j)), sum(other.col(j))) for j in range(n)]
    result = scored_on_the_domain(
        obligations, [f, g], [*(c >= 0 for c in M), sum(M) >= 1, *same_test_set],
        f"WDE at n={n}: no two real classifiers with the same column sums, one scored and one undefined",
        "no real classifiers m, m' ≥ 0 with equal column sums have M defined at m and undefined at m'")
    pair = _scored_beside_undefined(metric, n) if result[0] != RECHECKED else None
    if pair is not None:
        (scored, value), undefined = pair
        return REFUTED, (f"on the test set {column_sums(scored)} m={scored} scores {value}, m={undefined} is "
                         "undefined")
    return result


def _scored_beside_undefined(metric: Any, n: int) -> "tuple[tuple[list[list[int]], Any], list[list[int]]] | None":
    """A small classifier (:func:`small_matrices`) that is scored, with its value, and one of the same test set that
    is not: a WDE counterexample in exact arithmetic, or None."""
    scored: "dict[tuple[int, ...], tuple[list[list[int]], Any]]" = {}
    undefined: "dict[tuple[int, ...], list[list[int]]]" = {}
    for m in (m for m in small_matrices(n) if sum(map(sum, m)) >= 1):
        value, test_set = exact_value(metric, m), tuple(column_sums(m))
        if value is None:
            undefined.setdefault(test_set, m)
        else:
            scored.setdefault(test_set, (m, value))
        if test_set in scored and test_set in undefined:
            return scored[test_set], undefined[test_set]
    return None


def scored_on_the_domain(obligations: list, exprs: "list[Any]", domain: "list[Any]", claim: str, said: str) -> Result:
    """RECHECKED with ``said`` when cvc5 shows every one of ``exprs`` defined at every real point of ``domain``."""
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
SEBASTIANI_COUNTEREXAMPLES = {"MON": _mon_fails, "CON": con_fails, "SDE": _sde_fails, "WDE": _wde_fails,
                              "FIX": _fix_fails, "CHA": _cha_fails, "IMB": _imb_fails,
                              "SYM": lambda metric, n, cell: relabelling_changes_score(metric, cell["counterexample"])}

#: ``property -> check(metric, n, cell, obligations)`` of a proof.
SEBASTIANI_PROOFS = {"MON": _mon_holds, "SDE": _sde_holds, "WDE": _wde_holds, "SYM": _sym_holds, "IMB": _imb_holds}
