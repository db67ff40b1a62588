r"""Independent statements, for ``verify``, of the counterexamples to CB (constant baseline, Gösgens et al. 2021) and
EQ (equitability, Gandin & Murphy 1992): expected scores of random classifiers, recomputed by enumeration.

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
from itertools import product
from math import factorial, prod
from typing import Any

import sympy

from metrics.bridge import equal_numbers

from .claim_values import NOT_RECHECKABLE, RECHECKED, REFUTED, exact_value, number

__all__ = ["EXPECTATION_CHECKS"]


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
    return _differ(a, b, ce["expectations"], f"the pairs of counts (p, r) {pairs}")


def _eq_fails(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
    ce = cell.get("counterexample") or {}
    if "matrix" in ce and "test_set" in ce:
        return _unscored_table(metric, ce, None)
    if "test_set" not in ce or len(ce.get("forecasts", [])) != 2 or ce.get("verified") != "exact":
        return NOT_RECHECKABLE, "no test set and two forecasts with exact expectations recorded"
    p = list(ce["test_set"])
    zs = [[sympy.Rational(x) for x in z] for z in ce["forecasts"]]
    if min(p) <= 0 or any(min(z) < 0 or sum(z) != 1 for z in zs):
        return REFUTED, "not a test set where every class occurs, or a forecast that is no distribution"
    a, b = (_forecast_expectation(metric, p, z) for z in zs)
    return _differ(a, b, ce["expectations"], f"on the test set {p}, the forecasts {ce['forecasts']}")


#: ``(property, verdict) -> check(metric, n, cell, obligations) -> (status, why)``.
EXPECTATION_CHECKS: dict[tuple[str, str], Callable[..., "tuple[str, str]"]] = {
    ("CB", "fails"): _cb_fails, ("EQ", "fails"): _eq_fails,
}
