r"""Independent statement, for ``verify``, of a counterexample to LIN (linearity, Gandin & Murphy 1992).

Written from the definition, apart from the engine (:mod:`reports.verify`): on every test set (column sums p, every
class occurring) the score is a weighted sum of the cells, :math:`\sum_{ij} w_{ij}(p)\, m_{ij}`, so it is affine
along any line of classifiers of that test set and defined on all of them. A counterexample is three classifiers
m, m + d, m + 2d of one test set whose second difference :math:`M(m) - 2M(m + d) + M(m + 2d)` is not 0, or some of
which are scored and some not.
"""

from collections.abc import Callable
from typing import Any

import numpy as np

from metrics.bridge import equal_numbers
from metrics.padded import exact_cells, full_matrix

from .claim_values import NOT_RECHECKABLE, RECHECKED, REFUTED, number, values_recomputed

__all__ = ["LINEARITY_CHECKS"]


def _lin_fails(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
    ce = cell.get("counterexample") or {}
    if len(ce.get("matrices", [])) != 3:
        return NOT_RECHECKABLE, "no three classifiers recorded"
    m = [np.array(exact_cells(full_matrix(x)), dtype=object) for x in ce["matrices"]]
    p = m[0].sum(axis=0)
    if any(not np.array_equal(x.sum(axis=0), p) for x in m) or min(p) <= 0 or not np.array_equal(m[0] + m[2],
                                                                                                    2 * m[1]):
        return REFUTED, "the three matrices are not m, m + d, m + 2d of one test set where every class occurs"
    wrong = values_recomputed(metric, ce["matrices"], ce["values"], ce["verified"])
    if wrong:
        return REFUTED, wrong
    values = [number(v) for v in ce["values"]]
    if None in values:
        if values.count(None) == 3:
            return REFUTED, "none of the three classifiers is scored"
        return RECHECKED, "some classifiers of the test set are scored and some are not: no weighted sum"
    second = values[0] - 2 * values[1] + values[2]
    if ce["verified"] != "exact":
        if abs(float(second)) <= 1e-9 * (1 + sum(abs(float(v)) for v in values)):
            return NOT_RECHECKABLE, "the float64 second difference lies within rounding of 0"
    elif equal_numbers(second, 0):
        return REFUTED, "the second difference is 0"
    return RECHECKED, f"along m, m + d, m + 2d of the test set {p.tolist()} the scores {ce['values']} are not affine"


#: ``(property, verdict) -> check(metric, n, cell, obligations) -> (status, why)``.
LINEARITY_CHECKS: dict[tuple[str, str], Callable[..., "tuple[str, str]"]] = {("LIN", "fails"): _lin_fails}
