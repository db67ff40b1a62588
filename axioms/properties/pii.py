r"""PII, class sensitivity (Opitz 2024 §3.2): some m has ∂metric/∂m_ii ≠ ∂metric/∂m_jj, or ∂metric/∂m_ij ≠ ∂metric/∂m_kl (i≠j, k≠l).

.. math:: \exists m:\ \frac{\partial f}{\partial m_{ii}} \ne \frac{\partial f}{\partial m_{jj}}
          \ \text{or}\ \frac{\partial f}{\partial m_{ij}} \ne \frac{\partial f}{\partial m_{kl}}\ (i\ne j, k\ne l)
"""

from itertools import combinations

import numpy as np
import sympy

from metrics import cell_symbols

from ..budget import SymbolicTimeout, time_budget
from ..calibration import calibrated_partials
from ..exact import as_text, compare, exact_sign, float_margin
from ..refute import CANDIDATES
from ..registry import register_property
from ..spaces import evaluate, int_lists, integer_points, random_batch
from ..symbolic import at_point, derivative, identically_zero
from ..verdict import VerdictsOf

PII = VerdictsOf("PII")

__all__ = ["check_pii"]


def check_pii(metric, n, settings, rng):
    r"""PII class sensitivity: some matrix has two unequal diagonal partials or two unequal off-diagonal partials.

    .. math:: \exists m:\ \frac{\partial f}{\partial m_{ii}} \ne \frac{\partial f}{\partial m_{jj}}
              \ \text{or}\ \frac{\partial f}{\partial m_{ij}} \ne \frac{\partial f}{\partial m_{kl}}\ (i\ne j, k\ne l)

    A Piecewise-free symbolic form is decided by its partials: a witness at an exact
    rational point, or a proof that all partials of each group are equal. Otherwise the
    discrete version (Opitz footnote 4): +1 at two cells of a group giving unequal scores.
    """
    expr = metric.expression(n)
    diag = [(i, i) for i in range(n)]
    off = [(i, j) for i in range(n) for j in range(n) if i != j]
    if expr is not None and not expr.has(sympy.Piecewise):  # a partial of one branch says nothing across a jump
        verdict = _by_partials(metric, n, expr, (diag, off), settings, rng)
        if verdict is not None:
            return verdict
    # discrete version (Opitz footnote 4) for numeric-only metrics
    return _discrete_witness(metric, n, (diag, off), settings, rng)


def _by_partials(metric, n, expr, groups, settings, rng):
    """A witness of two unequal partials at an integer point, or a proof that they are all equal; else None."""
    symbols = cell_symbols(n)
    parts = {}

    def part(c):  # taken when first needed: a witness at the first point needs few
        if c not in parts:
            parts[c] = derivative(expr, symbols[c])
        return parts[c]

    for point in integer_points(n, settings.rational_points, rng):
        # a calibrated metric's partials by the chain rule through calibration: only the base form is differentiated
        chained = calibrated_partials(metric, n, point)
        for group in groups:
            values = [chained[c] if chained is not None else at_point(part(c), point) for c in group]
            if any(v is None for v in values):
                continue
            for (c1, v1), (c2, v2) in combinations(zip(group, values), 2):
                if exact_sign(v1 - v2):
                    return PII.holds(
                        {"kind": "construction", "method": "witness matrix with two unequal partials, evaluated exactly"},
                        f"at m={point}: ∂/∂m{list(c1)} = {as_text(v1)} ≠ ∂/∂m{list(c2)} = {as_text(v2)}",
                        witness={"matrix": point, "cells": [list(c1), list(c2)], "partials": [as_text(v1), as_text(v2)]},
                    )
    try:
        with time_budget(settings.symbolic_seconds):
            equal = all(identically_zero(part(group[0]) - part(c), settings) for group in groups for c in group[1:])
        if equal:
            return PII.fails(
                "all diagonal partials are identical and all off-diagonal partials are identical (proved by cancel): "
                "the metric only sees whether an item is right or wrong",
                None,
                evidence={"kind": "proof", "method": "cancel proves the partial derivatives equal"},
            )
    except SymbolicTimeout:
        pass
    return None


def _discrete_witness(metric, n, groups, settings, rng):
    """Opitz's footnote 4: from a random m, +1 at two cells of one group gives exactly different scores; else unknown."""
    batch = random_batch(n, settings.search_size, rng)
    for group in groups:
        scores = []
        for i, j in group:
            plus = batch.copy()
            plus[:, i, j] += 1
            scores.append(evaluate(metric, plus))
        scores = np.array(scores)
        with np.errstate(invalid="ignore"):
            spread = np.max(scores, axis=0) - np.min(scores, axis=0)  # NaN where undefined
        for b in np.flatnonzero(spread > float_margin(np.max(scores, axis=0), np.min(scores, axis=0)))[:CANDIDATES]:
            k1, k2 = int(np.argmin(scores[:, b])), int(np.argmax(scores[:, b]))
            m1, m2 = int_lists(batch[b]), int_lists(batch[b])
            m1[group[k1][0]][group[k1][1]] += 1
            m2[group[k2][0]][group[k2][1]] += 1
            sign, v1, v2, how = compare(metric, m1, m2)
            if sign:
                return PII.holds(
                    {"kind": "construction", "method": f"discrete witness (Opitz footnote 4), verified {how}"},
                    f"from m={int_lists(batch[b])}: +1 at {list(group[k1])} gives {as_text(v1)}, +1 at {list(group[k2])} gives {as_text(v2)}",
                    witness={"matrix": int_lists(batch[b]), "cells": [list(group[k1]), list(group[k2])], "values": [as_text(v1), as_text(v2)]},
                )
    return PII.unknown(f"no witness in {settings.random_matrices} random matrices and no symbolic proof of equal partials")


register_property(
    "PII",
    name="class sensitivity",
    statement="some m has ∂metric/∂m_ii ≠ ∂metric/∂m_jj, or ∂metric/∂m_ij ≠ ∂metric/∂m_kl (i≠j, k≠l)",
    source="Opitz 2024 §3.2",
    check=check_pii,
    group="opitz",
    position=2,
)
