r"""PII, class sensitivity (Opitz 2024 §3.2): some m has ∂metric/∂m_ii ≠ ∂metric/∂m_jj, or
∂metric/∂m_ij ≠ ∂metric/∂m_kl (i≠j, k≠l).

.. math:: \exists m:\ \frac{\partial f}{\partial m_{ii}} \ne \frac{\partial f}{\partial m_{jj}}
          \ \text{or}\ \frac{\partial f}{\partial m_{ij}} \ne \frac{\partial f}{\partial m_{kl}}\ (i\ne j, k\ne l)
"""

from collections.abc import Callable
from itertools import combinations
from typing import Any, cast

import numpy as np
import sympy

from metrics import Metric, cell_symbols

from axioms.arithmetic.rational import cancel
from axioms.core.budget import Settings, SymbolicTimeout, time_budget
from axioms.every_n.calibrated_structure import calibrated_structure
from axioms.constructions.calibration import calibrated_partials
from axioms.every_n.verdicts import EveryN, lifting_sizes, proved_for_every_n, structure_of
from axioms.every_n.lifting import K, PADDINGS, Padding, holds_from, padded_matrix, padded_value
from axioms.every_n.trace_form import trace_form
from axioms.arithmetic.exact import as_text, compare, exact_sign, float_margin
from axioms.search.refute import CANDIDATES
from axioms.core.registry import register_property
from axioms.search.spaces import evaluate, int_lists, integer_points, random_batch
from axioms.arithmetic.symbolic import at_point, derivative, identically_zero, kinked, partial_on_line
from axioms.core.verdict import Counterexample, Evidence, Verdict, VerdictsOf

PII = VerdictsOf("PII")

__all__ = ["check_pii"]

#: A cell ``(row, column)``, and the diagonal and off-diagonal cells (the two groups of partials).
Cell = tuple[int, int]
Groups = tuple[list[Cell], list[Cell]]


def check_pii(metric: Metric, n: int, settings: Settings, rng: np.random.Generator) -> Verdict:
    r"""PII class sensitivity: some matrix has two unequal diagonal partials or two unequal off-diagonal partials.

    .. math:: \exists m:\ \frac{\partial f}{\partial m_{ii}} \ne \frac{\partial f}{\partial m_{jj}}
              \ \text{or}\ \frac{\partial f}{\partial m_{ij}} \ne \frac{\partial f}{\partial m_{kl}}\ (i\ne j, k\ne l)

    A symbolic form that cannot jump (not :func:`~axioms.arithmetic.symbolic.kinked`) is decided by its partials: a
    witness at an exact rational point, or a proof that all partials of each group are equal. Otherwise the
    discrete version (Opitz footnote 4): +1 at two cells of a group giving unequal scores.
    """
    expr = metric.expression(n)
    diag = [(i, i) for i in range(n)]
    off = [(i, j) for i in range(n) for j in range(n) if i != j]
    if expr is not None and not kinked(expr):  # a partial of one branch says nothing across a jump
        verdict = _by_partials(metric, n, expr, (diag, off), settings, rng)
        if verdict is not None:
            return verdict
    # discrete version (Opitz footnote 4) for numeric-only metrics
    return _discrete_witness(metric, n, (diag, off), settings, rng)


def _by_partials(
    metric: Metric, n: int, expr: Any, groups: Groups, settings: Settings, rng: np.random.Generator
) -> Verdict | None:
    """A witness of two unequal partials at an integer point, or a proof that they are all equal; else None."""
    symbols = cell_symbols(n)
    parts: dict[Cell, Any] = {}

    def part(c: Cell) -> Any:  # taken when first needed: a witness at the first point needs few
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
                        {"kind": "construction",
                         "method": "witness matrix with two unequal partials, evaluated exactly"},
                        f"at m={point}: ∂/∂m{list(c1)} = {as_text(v1)} ≠ ∂/∂m{list(c2)} = {as_text(v2)}",
                        witness={"matrix": point, "cells": [list(c1), list(c2)],
                                 "partials": [as_text(v1), as_text(v2)]},
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


def _discrete_witness(metric: Metric, n: int, groups: Groups, settings: Settings, rng: np.random.Generator) -> Verdict:
    """Opitz's footnote 4: from a random m, +1 at two cells of one group gives exactly different scores; else
    unknown."""
    batch = random_batch(n, settings.search_size, rng)
    for group in groups:
        scores: Any = []  # the scores per cell, then their array
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
                    f"from m={int_lists(batch[b])}: +1 at {list(group[k1])} gives {as_text(v1)}, "
                    f"+1 at {list(group[k2])} gives {as_text(v2)}",
                    witness={"matrix": int_lists(batch[b]),
                             "cells": [list(group[k1]), list(group[k2])],
                             "values": [as_text(v1), as_text(v2)]},
                )
    return PII.unknown(f"no witness in {settings.random_matrices} random matrices and no symbolic proof of equal "
                       f"partials")


def pii_every_n(metric: Metric, base: Callable[[int], Verdict], settings: Settings) -> EveryN | None:
    r"""PII for every n ≥ 2 of a structured metric (or its calibrated variant), or None.

    *Fails for every n* when the metric (for metric~: its calibrated structure,
    :func:`~axioms.every_n.calibrated_structure.calibrated_structure`) is a trace form Φ(D, N, n)
    (:mod:`axioms.every_n.trace_form`): every diagonal partial is Φ_D + Φ_N and every off-diagonal one Φ_N.
    *Holds from n₀ + k_s* (:func:`_lifted_witness`) when the per-n witness at the smallest
    checked n₀ (lifting_sizes) where PII holds keeps its two partials unequal under padding.
    """
    structure = structure_of(metric)
    if metric.calibrated_from is not None:
        structure = calibrated_structure(structure)
    phi = trace_form(structure) if structure is not None else None
    if phi is not None:
        return proved_for_every_n(
            "PII", 2,
            f"trace-form lemma (axioms.every_n.trace_form): the metric is Φ(D, N, n) = {sympy.sstr(phi)} "
            f"with D = Σ m_kk, so every "
            "diagonal partial is Φ_D + Φ_N and every off-diagonal partial is Φ_N",
            "all diagonal partials are identical and all off-diagonal partials are identical: the metric only sees "
            "whether an item is right or wrong",
            verdict="fails",
        )
    return _lifted_witness(metric, base)


def _lifted_witness(metric: Metric, base: Callable[[int], Verdict]) -> EveryN | None:
    r"""**Lemma (lifted witness).** Let m₀ at n₀ classes have
    :math:`\partial f/\partial m_{a} \ne \partial f/\partial m_{b}` for two cells a, b of one group.
    Padded with k classes (:mod:`axioms.every_n.lifting`), the value is :math:`f_k(x)` for the block x of
    n₀ x n₀ cells (an expression in the cell symbols and k), so the two partials at the padded
    matrix are :math:`\partial_a f_k(m_0)`, :math:`\partial_b f_k(m_0)`, and their difference d(k)
    is a formula in k. If :func:`~axioms.every_n.lifting.holds_from` proves d(k) ≠ 0 for every integer
    k ≥ k_s, the padded matrix witnesses PII at every n ≥ n₀ + k_s. *Proof*: the padded
    matrix with the cells a, b of the block is a matrix at n = n₀ + k with two unequal partials
    of one group (diagonal cells stay diagonal, off-diagonal stay off-diagonal)."""
    for n0 in lifting_sizes(base):
        verdict = base(n0)
        if verdict.verdict != "holds" or not verdict.witness or "cells" not in verdict.witness:
            continue
        point, cells = verdict.witness["matrix"], [tuple(c) for c in verdict.witness["cells"]]
        symbols = cell_symbols(n0)
        at_point = {symbols[i, j]: point[i][j] for i in range(n0) for j in range(n0)}
        for padding in PADDINGS:
            value = padded_value(metric, symbols, K, padding)
            if value.has(sympy.nan):
                continue
            if "values" in verdict.witness:  # a discrete witness (Opitz footnote 4): lift the two scores
                partials = [padded_value(metric, _plus(point, c), K, padding) for c in cells]
            else:
                partials = [partial_on_line(value, symbols[c], at_point) for c in cells]
            if any(p.has(sympy.nan, sympy.zoo) for p in partials):
                continue
            k_start = _unequal_from(*partials)
            if k_start is not None:
                return _witness_every_n(metric, n0, point, cells, padding, k_start, partials,
                                        "values" in verdict.witness)
    return None


def _plus(point: list[list[int]], cell: Cell) -> list[list[int]]:
    """``point`` with one more item at ``cell``."""
    out = [list(row) for row in point]
    out[cell[0]][cell[1]] += 1
    return out


def _unequal_from(a: Any, b: Any) -> int | None:
    """The smallest k_s with a(k) ≠ b(k) for every integer k ≥ k_s (:func:`~axioms.every_n.lifting.holds_from`),
    else None.

    When a − b is not a rational function of k: a ≠ b wherever a² ≠ b² (square roots, as in MCC);
    or wherever b ≠ 0 and a/b ≠ 1 (a p-mean's common root factor cancels in a/b), with b ≠ 0 read
    from b² after dropping its factors c^e with rational c > 0, which are positive for every real e."""
    k_start = holds_from(a - b, "!=0")
    if k_start is not None:
        return k_start
    k_start = holds_from(cancel(sympy.expand(a**2 - b**2)), "!=0")
    if k_start is not None:
        return k_start
    starts = [holds_from(cancel(sympy.radsimp(a / b)) - 1, "!=0"),
              holds_from(_without_positive_powers(b**2), ">0")]
    return None if None in starts else max(cast(list[int], starts))


def _without_positive_powers(e: Any) -> Any:
    """``e`` without its common factors c^x, c a positive rational: a sign-preserving reduction. The factors are
    pulled out by ``factor_terms`` (common content, no polynomial factorization: ``factor`` on the cube roots of a
    p-mean with p = 1/3, seven algebraic generators, ran for minutes)."""
    num, den = sympy.fraction(sympy.factor_terms(cancel(e)))

    def strip(x: Any) -> Any:
        factors = sympy.Mul.make_args(x)
        return sympy.Mul(*[f for f in factors
                           if not (f.is_Pow and f.base.is_Rational and f.base > 0 and not f.exp.is_Integer)])

    return strip(num) / strip(den)


def _witness_every_n(metric: Metric, n0: int, point: list[list[int]], cells: list[Cell], padding: Padding, k_start: int,
                     partials: list[Any], discrete: bool) -> EveryN:
    """The :class:`~axioms.every_n.verdicts.EveryN` of a lifted PII witness (the witness built at each n); ``discrete``:
    ``partials`` are the scores after one more item at each cell (Opitz footnote 4), not partials."""
    start = n0 + k_start
    what = "scores after one more item" if discrete else "partials"
    method = (f"for every n ≥ {start}: the PII witness at n = {n0} padded with n − {n0} {padding.describe()} "
              f"(axioms.every_n.lifting); "
              f"its {what} at cells {[list(c) for c in cells]} are {sympy.sstr(partials[0])} and "
              f"{sympy.sstr(partials[1])} "
              f"with k = n − {n0} added classes, unequal for every integer k ≥ {k_start} (exact root isolation)")
    evidence: Evidence = {"kind": "construction", "method": method}

    def at(n: int) -> Verdict:
        k = n - n0
        values = [p.xreplace({K: k}) for p in partials]
        if exact_sign(values[0] - values[1]) in (0, None):
            raise ArithmeticError(f"PII: the lifted witness did not re-check at n={n}")
        witness = cast(Counterexample, {"matrix": padded_matrix(point, k, padding), "cells": [list(c) for c in cells],
                                        "values" if discrete else "partials": [as_text(v) for v in values],
                                        "lifted_from": n0})
        name = "+1 at " if discrete else "∂/∂m"
        return Verdict("PII", "holds", evidence, f"at the padded witness: {name}{list(cells[0])} gives "
                       f"{as_text(values[0])} ≠ "
                       f"{name}{list(cells[1])} gives {as_text(values[1])}", witness=witness)

    return EveryN("PII", "holds", start, evidence, f"two unequal partials at a padded witness for every n ≥ {start}",
                  at)


register_property(
    "PII",
    name="class sensitivity",
    statement=("some m has ∂metric/∂m_ii ≠ ∂metric/∂m_jj, or "
               "∂metric/∂m_ij ≠ ∂metric/∂m_kl (i≠j, k≠l)"),
    source="Opitz 2024 §3.2",
    check=check_pii,
    group="opitz",
    position=2,
    every_n=pii_every_n,
)
