r"""PIII decided by mixed partial derivatives, for a smooth symbolic metric (:mod:`axioms.properties.piii`).

A class-disjoint cell pair forces the exponent :math:`p = 1 - f f_{ab}/(f_a f_b)` at a point where
:math:`f > 0` and :math:`f_a f_b \ne 0`; with that p, exact zero tests of the mixed partials of
:math:`\psi_p(f)` over every cell set no class covers prove Eq. 4, and a nonzero one at an exact point
refutes it.
"""

from collections.abc import Callable, Iterator
from itertools import combinations
from typing import Any

import numpy as np
import sympy

from metrics import Metric
from metrics.bridge import exact_number

from axioms.arithmetic.exact import as_text, exact_sign
from axioms.core.budget import Settings, SymbolicTimeout, time_budget
from axioms.core.verdict import Verdict, VerdictsOf
from axioms.properties.piii.cell_sets import CellSet, uncovered_sets
from axioms.properties.piii.column_coordinates import ColumnCoordinates
from axioms.search.spaces import integer_points

PIII = VerdictsOf("PIII")

__all__ = ["by_derivatives", "p_value"]


def p_value(p: Any) -> int | float:
    p = exact_number(p)
    return int(p) if p.is_Integer else float(p)


def _condition(f: Any, parts: dict[CellSet, Any], p: Any, cells: CellSet) -> Any:
    """The division-free condition that the mixed partial of ψ_p(f) over ``cells`` vanishes
    (for p = 1 simply the mixed partial of f)."""
    d: Callable[..., Any] = lambda *cs: parts[tuple(sorted(cs))]  # noqa: E731 - local shorthand
    if p == 1:
        return d(*cells)
    if len(cells) == 2:
        a, b = cells
        return (1 - p) * d(a) * d(b) - f * d(a, b)
    a, b, c = cells
    return (f**2 * d(a, b, c) + (p - 1) * f * (d(a) * d(b, c) + d(b) * d(a, c) + d(c) * d(a, b))
            + (p - 1) * (p - 2) * d(a) * d(b) * d(c))


def _partials(coords: ColumnCoordinates, sets: list[CellSet], settings: Settings) -> dict[CellSet, Any] | None:
    """``{sorted cells: mixed partial}`` for every subset of every set, or None when a partial to
    be differentiated again exceeds the operation budget in nodes (each derivative and
    zero test grows it several-fold; the differences decide instead)."""
    parts: dict[CellSet, Any] = {(): coords.expr}
    for cells in sets:
        for r in range(1, len(cells) + 1):
            for sub in combinations(sorted(cells), r):
                if sub not in parts:
                    if r > 1 and coords.size(parts[sub[:-1]]) > settings.symbolic_max_ops:
                        return None
                    parts[sub] = coords.derive(parts[sub[:-1]], sub[-1])
    return parts


def by_derivatives(
    metric: Metric, n: int, settings: Settings, rng: np.random.Generator, declared: Any
) -> Verdict | None:
    """A verdict from mixed partial derivatives, or None when they cannot decide (then: differences)."""
    sets = uncovered_sets(n)
    try:
        with time_budget(settings.symbolic_seconds):
            coords = ColumnCoordinates(metric, n)
            expr = coords.expr
            parts = _partials(coords, sets, settings)
            if parts is None:
                return None
            forced = _forced_exponent(coords, parts, sets, n, settings, rng)
            if isinstance(forced, Verdict):
                return forced
            p0 = forced[0] if forced is not None else sympy.Rational(declared if declared is not None else 1)
            results = [(cells, coords.is_zero(_condition(expr, parts, coords.lift(p0), cells), settings))
                       for cells in sets]
    except SymbolicTimeout:
        return None
    if any(ok is None for _, ok in results):
        return None  # beyond the term budget: decide by finite differences
    broken = [cells for cells, ok in results if not ok]
    if not broken:
        how = (f"forced by the cell pair {forced[2]} at m={forced[1]}" if forced is not None
               else "no cell pair constrains p; " + ("the declared p" if declared is not None else "p = 1"))
        return PIII.holds(
            {
                "kind": "proof",
                "method": f"exact zero tests: the mixed partials of ψ_p(metric) vanish on all {len(sets)} cell sets "
                f"no class covers ({sum(len(s) == 2 for s in sets)} pairs, "
                f"{sum(len(s) == 3 for s in sets)} triangles), "
                f"p = {as_text(p0)} ({how})",
            },
            f"a generalised mean with p = {as_text(p0)} of per-class terms (proved)",
            extra={"p": p_value(p0)},
        )
    if forced is None:
        return None  # p is not pinned down by a pair: the differences decide
    return _refuted_at_forced(coords, parts, p0, forced, broken, n, settings, rng)


def _forced_exponent(
    coords: ColumnCoordinates, parts: dict[CellSet, Any], sets: list[CellSet], n: int, settings: Settings,
    rng: np.random.Generator,
) -> tuple[Any, list[list[int]], list[list[int]]] | Verdict | None:
    r"""The exponent the first class-disjoint cell pair forces, :math:`p = 1 - f f_{ab}/(f_a f_b)`, as
    ``(p, point, cells)``; a failing Verdict when two pairs force different p; None when none does."""
    forced: tuple[Any, list[list[int]], list[list[int]]] | None = None
    for point, f in _positive_points(coords, n, settings, rng):
        for a, b in (s for s in sets if len(s) == 2):
            fa, fb, fab = (coords.at(parts[c], point) for c in ((a,), (b,), tuple(sorted((a, b)))))
            if None in (fa, fb, fab) or exact_sign(fa * fb) in (0, None):
                continue
            p = 1 - f * fab / (fa * fb)  # exact (never nsimplify: metrics.bridge.exact_number)
            if forced is None:
                forced = (_tidy(p), point, [list(a), list(b)])
            elif exact_sign(p - forced[0]) not in (0, None):
                p = _tidy(p)
                return PIII.fails(
                    f"the mean exponent each class-disjoint cell pair forces differs: "
                    f"p = {as_text(forced[0])} at m={forced[1]} (cells {forced[2]}) "
                    f"but p = {as_text(p)} at m={point} (cells {[list(a), list(b)]}); no generalised mean fits",
                    {"matrices": [forced[1], point], "cells": [forced[2], [list(a), list(b)]],
                     "p": [as_text(forced[0]), as_text(p)], "verified": "exact"},
                    evidence={"kind": "counterexample",
                              "method": "implied exponent p = 1 − f·f_ab/(f_a·f_b) "
                              "evaluated exactly at two matrices"},
                )
    return forced


def _tidy(p: Any) -> Any:
    """The exact number ``p`` in a readable form: as it is when rational, else simplified (exactly: LAM's
    square roots, 1 − f·f_ab/(f_a·f_b) at m = [[9, 17], [14, 13]] is √3094/39)."""
    return p if p.is_Rational else sympy.simplify(p)


def _positive_points(
    coords: ColumnCoordinates, n: int, settings: Settings, rng: np.random.Generator
) -> Iterator[tuple[list[list[int]], Any]]:
    """``(point, f)`` at up to ``rational_points`` random integer points where the metric f > 0, which the
    implied exponent needs (the module docstring): a second batch, three times as large, is drawn only
    when the first has too few (calibrated MCC at n = 2 is below 0 at about half the points)."""
    found = 0
    for count in (settings.rational_points, 3 * settings.rational_points):
        for point in integer_points(n, count, rng):
            f = coords.at(coords.expr, point)
            if f is not None and exact_sign(f) == 1:
                yield point, f
                found += 1
                if found == settings.rational_points:
                    return


def _refuted_at_forced(
    coords: ColumnCoordinates, parts: dict[CellSet, Any], p0: Any, forced: tuple[Any, list[list[int]], list[list[int]]],
    broken: list[CellSet], n: int, settings: Settings, rng: np.random.Generator,
) -> Verdict | None:
    """PIII fails: p0 is forced by a cell pair, but a mixed partial of ψ_p0(metric) is nonzero at an exact point;
    else None."""
    for cells in broken:
        witness = _nonzero_point(coords, parts, p0, cells, n, settings, rng)
        if witness is not None:
            return PIII.fails(
                f"p = {as_text(p0)} is forced by the cell pair {forced[2]} at m={forced[1]}, "
                f"but the mixed partial of ψ_p(metric) "
                f"over cells {[list(c) for c in cells]} is nonzero at m={witness}",
                {"matrix": witness, "cells": [list(c) for c in cells], "p": as_text(p0),
                 "forced_at": forced[1], "verified": "exact"},
                evidence={"kind": "counterexample",
                          "method": "mixed partials of ψ_p(metric) evaluated exactly: p is forced at one matrix, "
                          "a mixed partial is nonzero at another"},
            )
    return None  # no exact witness: decide by finite differences


def _nonzero_point(
    coords: ColumnCoordinates, parts: dict[CellSet, Any], p0: Any, cells: CellSet, n: int, settings: Settings,
    rng: np.random.Generator,
) -> list[list[int]] | None:
    """A random integer point where f > 0 (where ψ_p(f) = f^p is real and smooth for every p) and the
    mixed-partial condition for the exponent ``p0`` over ``cells`` is certainly not 0; None when none is found."""
    condition = _condition(coords.expr, parts, coords.lift(p0), cells)
    for point in integer_points(n, 4 * settings.rational_points, rng):
        f, value = coords.at(coords.expr, point), coords.at(condition, point)
        if f is not None and exact_sign(f) == 1 and value is not None and exact_sign(value) not in (0, None):
            return point
    return None
