"""Counterexamples of a report re-checked plainly (PI, PIII, PIV, PV fail), for :mod:`reports.verify`.

Each recorded change is re-applied to its matrix (an item added, columns scaled, classes relabelled)
and every value re-evaluated with the registered metric; the statements are in :mod:`reports.claims`.
"""

from typing import Any

import numpy as np
import sympy

import metrics
from metrics.bridge import equal_numbers
from metrics.padded import cells_text, exact_cells, full_matrix

from .claim_values import (NOT_RECHECKABLE, RECHECKED, REFUTED, differentiable_form, exact_value, forced_exponent,
                           number, piii_pair_problem, same_value, unequal_or_why, values_recomputed)
from .structure_forms import symbolic_of

__all__ = ["COUNTEREXAMPLES", "relabelling_changes_score"]


def _pi_fails(metric: Any, n: int, cell: dict) -> "tuple[str, str]":
    ce = cell["counterexample"]
    i, j = ce["cell"]
    before, after = np.array(full_matrix(ce["before"])), np.array(full_matrix(ce["after"]))
    expected = before.copy()
    expected[i, j] += 1
    if not np.array_equal(after, expected):
        return REFUTED, f"'after' is not 'before' with one item added at m[{i}][{j}]"
    wrong = values_recomputed(metric, [ce["before"], ce["after"]], ce["values"], ce["verified"])
    if wrong:
        return REFUTED, wrong
    change = metric.direction * (number(ce["values"][1]) - number(ce["values"][0]))
    violated = change < 0 if i == j else change > 0
    if not violated:
        return REFUTED, "the recorded change is allowed by PI"
    return RECHECKED, (f"one item at m[{i}][{j}] moves the score from {ce['values'][0]} to {ce['values'][1]} "
                       f"({ce['verified']})")


def _piv_fails(metric: Any, n: int, cell: dict) -> "tuple[str, str]":
    ce = cell["counterexample"]
    if not np.array_equal(np.array(full_matrix(ce["after"]), dtype=object),
                          np.array(full_matrix(ce["before"]), dtype=object)
                          * np.array(exact_cells(ce["lambda"]), dtype=object)[None, :]):
        return REFUTED, "'after' is not 'before' with column j scaled by λ_j"
    wrong = values_recomputed(metric, [ce["before"], ce["after"]], ce["values"], ce["verified"])
    if wrong:
        return REFUTED, wrong
    if same_value(ce["values"][0], number(ce["values"][1]), ce["verified"]):
        return REFUTED, "the two scores are equal"
    return RECHECKED, (f"scaling columns by λ = {cells_text(ce['lambda'])} changes {ce['values'][0]} to "
                       f"{ce['values'][1]} ({ce['verified']})")


def relabelling_changes_score(metric: Any, ce: dict) -> "tuple[str, str]":
    before, after, perm = (np.array(full_matrix(ce["before"])), np.array(full_matrix(ce["after"])),
                           list(ce["permutation"]))
    if not (np.array_equal(after, before[np.ix_(perm, perm)]) or np.array_equal(before, after[np.ix_(perm, perm)])):
        return REFUTED, f"'after' is not 'before' with its classes relabelled by {perm}"
    wrong = values_recomputed(metric, [ce["before"], ce["after"]], ce["values"], ce["verified"])
    if wrong:
        return REFUTED, wrong
    unequal = unequal_or_why(ce["values"], ce.get("verified"), "relabelling leaves the score unchanged")
    if unequal is not None:
        return unequal
    return RECHECKED, f"relabelling the classes by {perm} changes {ce['values'][0]} to {ce['values'][1]}"


def _piii_fails(metric: Any, n: int, cell: dict) -> "tuple[str, str]":
    ce = cell["counterexample"]
    if "permutation" in ce:
        return relabelling_changes_score(metric, ce)
    if "p" not in ce or any(str(p).startswith("in ") for p in ce["p"]):
        return NOT_RECHECKABLE, "a finite-difference (rectangle) criterion: its values are not re-derived here"
    if differentiable_form(metric, n) is None:
        return NOT_RECHECKABLE, "no exact form, or one with pieces (its derivatives speak about one piece at a time)"
    wrong = piii_pair_problem(metric, {**ce, "matrices": [full_matrix(m) for m in ce["matrices"]]})
    if wrong:
        return REFUTED, wrong
    f, M = differentiable_form(metric, n), metrics.cell_symbols(n)
    forced = []
    for at, cells, p in zip(ce["matrices"], ce["cells"], ce["p"]):
        first, second = (M[tuple(c)] for c in cells)
        m = full_matrix(at)
        value, partials, score = forced_exponent(f, first, second,
                                                 {M[i, j]: m[i][j] for i in range(n) for j in range(n)})
        if not score > 0 or partials == 0:
            return NOT_RECHECKABLE, (f"at m={at} the score is not > 0 or f_a·f_b = 0: "
                                     "the exponent formula says nothing there")
        if not equal_numbers(value, number(p)):
            return REFUTED, f"the cells {cells} at m={at} force p = {value}, the report says {p}"
        forced.append(value)
    if len(forced) < 2 or equal_numbers(forced[0], forced[1]):
        return REFUTED, "the forced exponents do not differ"
    return RECHECKED, f"two class-disjoint cell pairs force the exponents {forced[0]} and {forced[1]}"


def _pv_fails(metric: Any, n: int, cell: dict) -> "tuple[str, str]":
    witness = cell.get("counterexample") or {}
    matrices = witness.get("matrices") or []
    if len(matrices) < 2 or witness.get("verified") != "exact":
        return NOT_RECHECKABLE, "no exact sequence of random classifiers is recorded"
    if len(matrices) == 2 and _is_perfect(np.array(exact_cells(full_matrix(matrices[1])), dtype=object)):
        return _as_good_as_perfect(metric, matrices, witness["values"])
    for m in map(np.array, matrices):
        if np.linalg.matrix_rank(m.astype(float)) != 1:
            return REFUTED, (f"m={m.tolist()} is not a random classifier s·z pᵀ "
                             f"(rank {np.linalg.matrix_rank(m.astype(float))})")
    wrong = values_recomputed(metric, matrices, witness["values"], "exact")
    if wrong:
        return REFUTED, wrong
    perfect = exact_value(metric, np.eye(n, dtype=int).tolist())
    if perfect is None:
        return NOT_RECHECKABLE, "the perfect classifier's score is undefined"
    k = int(np.argmax(np.diag(np.array(matrices[0]))))
    t = sympy.Symbol("t", positive=True)
    a = [t if i == k else 1 for i in range(n)]
    symbolic = symbolic_of(metric)
    f = sympy.sympify(symbolic(sympy.Matrix(n, n, lambda i, j: a[i] * a[j]))) if symbolic else None
    if f is None:
        return NOT_RECHECKABLE, "no exact form to take the limit of"
    limit = sympy.limit(f, t, sympy.oo)
    if not equal_numbers(limit, perfect):
        return REFUTED, f"z = p ∝ a(t) (t at class {k}) scores {limit} in the limit, not the perfect {perfect}"
    return RECHECKED, (f"random classifiers z = p ∝ (…, t at class {k}, …) tend to the perfect score {perfect} "
                       "as t → ∞ (sympy limit)")


def _is_perfect(m: Any) -> bool:
    """Whether ``m`` is a perfect classifier: square, diagonal, every class with items."""
    return m.ndim == 2 and m.shape[0] == m.shape[1] > 1 and all(
        (m[i, j] > 0) == (i == j) for i in range(len(m)) for j in range(len(m)))


def _as_good_as_perfect(metric: Any, matrices: list, values: list) -> "tuple[str, str]":
    """A PV failure recorded as a random classifier and a perfect one, scoring no better: the perfect classifier on
    the random one's own test set, or one item per class (m = I) where the metric's perfect score is the same with
    1000 items per class."""
    random_classifier, perfect = (np.array(exact_cells(full_matrix(m)), dtype=object) for m in matrices)
    n = len(perfect)
    if np.linalg.matrix_rank(random_classifier.astype(float)) != 1:
        return REFUTED, f"m={random_classifier.tolist()} is not a random classifier s·z pᵀ"
    same_test_set = (perfect.diagonal() == random_classifier.sum(axis=0)).all()
    eye = np.eye(n, dtype=int)
    alike = (perfect == eye).all() and equal_numbers(exact_value(metric, eye.tolist()),
                                                      exact_value(metric, (1000 * eye).tolist()))
    if not (same_test_set or alike):
        return REFUTED, f"m={perfect.tolist()} is a perfect classifier on another test set than the random one's"
    wrong = values_recomputed(metric, matrices, values, "exact")
    if wrong:
        return REFUTED, wrong
    random_score, perfect_score = (exact_value(metric, full_matrix(m)) for m in matrices)
    if random_score is None or perfect_score is None:
        return REFUTED, "the random or the perfect classifier is not scored"
    better = sympy.sympify(metric.direction * (perfect_score - random_score)).is_positive
    if better is None:  # an undecided comparison is neither agreement nor refutation
        return NOT_RECHECKABLE, f"sympy cannot order the scores {random_score} and {perfect_score}"
    if better:
        return REFUTED, f"the random classifier's {random_score} is not at least the perfect {perfect_score}"
    return RECHECKED, (f"the random classifier m={random_classifier.tolist()} scores {random_score}, no worse than "
                       f"the perfect classifier m={perfect.tolist()} ({perfect_score})")


#: ``property -> check(metric, n, cell)`` of a failing cell's counterexample.
COUNTEREXAMPLES = {"PI": _pi_fails, "PIII": _piii_fails, "PIV": _piv_fails, "PV": _pv_fails}
