r"""PIII, class decomposability (Opitz 2024 §3.3, Eq. 4), decided at every class count.

.. math:: \mathrm{metric}(m) = \Big(\tfrac1n \sum_i g(m_i, (m^T)_i)^p\Big)^{1/p}
          \qquad (p = 0:\ \text{the geometric mean})

**Readings.** Eq. 4 writes ``g(m_i, (mᵀ)_i, i)``. Read literally, ``g`` may depend on the
class index, so any function of class 0's row and column (recall, precision, F-β …) is
trivially decomposable. The paper means "the same score formula for every class": then
relabelling the classes cannot change the metric. The engine decides the paper's reading
by default (``Settings.piii_reading = "same_formula"``: relabelling invariance, i.e. the
SYM check, is part of PIII) and the literal one on request (``"literal"``).

**Criterion.** Let :math:`\psi_p(f) = (f^p - 1)/p` (:math:`\log f` at p = 0), an increasing
affine image of :math:`f^p`. Eq. 4 holds with exponent p iff :math:`\psi_p(\mathrm{metric})`
is a sum of per-class terms :math:`h_i(\text{row } i, \text{column } i)`. A function of the
cells is such a sum iff its mixed differences vanish over every set of cells that no single
class covers (cell (i, j) belongs to classes i and j). The minimal such sets are

* pairs of cells sharing no class, e.g. (m00, m11), and
* triangles of off-diagonal cells whose classes meet pairwise with no class common to all
  three, e.g. (m01, m12, m20) (only for n >= 3).

A smooth symbolic metric is decided by mixed partial derivatives (:mod:`axioms.properties.piii.derivatives`):
a pair forces :math:`p = 1 - f f_{ab}/(f_a f_b)` wherever :math:`f > 0` and :math:`f_a f_b \ne 0` (the mixed partial
:math:`p f^{p-2}((p-1) f_a f_b + f f_{ab})` of :math:`f^p` says nothing where f = 0, and
:math:`f^p` is not real below 0 for every p: a point where MCC is 0 "forces" p = 1); with that p, exact zero
tests of :math:`(1-p) f_a f_b - f f_{ab}` and of
:math:`f^2 f_{abc} + (p-1) f (f_a f_{bc} + f_b f_{ac} + f_c f_{ab}) + (p-1)(p-2) f_a f_b f_c`
prove Eq. 4 (a proof at every n), a nonzero one refutes it.

Piecewise, non-smooth and numeric-only metrics are decided by finite differences (the
"rectangle" :math:`f(a, d) - f(a, d')` independent of a, after :math:`\psi_p`), evaluated
exactly. On a rectangle with positive corner values whose two diagonals are, after
cancelling equal values, one pair inside the other ("crossing"), :math:`r(p) = \sum \pm
\psi_p` rises from negative to positive with exactly one root :math:`p^*` (Descartes' rule
of signs for exponential sums), so the sign of :math:`r(q)` at a rational q locates
:math:`p^*`; if one pair dominates the other elementwise, no p fits at all. Two rectangles
whose roots are separated by a rational q refute Eq. 4 for every p; one with an exact
rational root forces that p, and any nonzero mixed difference at that p refutes it.

Float64 values (a numeric-only metric through ``np.sqrt``, say) certify a sign only beyond
their rounding margin, so r(q) is undecided exactly where it matters most: at a rectangle
whose root is the grid point q itself (numpy's binary MCC has rectangles with roots exactly
0 and exactly 1). Such a rectangle is still bracketed by the nearest grid points on either
side where the sign of r *is* certified (root 0: p* in (-1/2, 1/2); root 1: p* in (1/2, 2)),
and two such brackets that do not overlap refute Eq. 4 just as well: each end is a certified
sign of r, and r has one root. Which crossing rectangles are located is a choice (it never
backs a verdict): the smallest bases, and those whose float64 estimate of the root is lowest
and highest (the discrete analogue of the implied exponent p = 1 − f f_ab/(f_a f_b)), so
rectangles forcing different exponents are compared even when the small ones agree. When
the brackets overlap, only the candidate exponents inside their common part are tried.

**Every n.** A structured metric (and its calibrated variant) is decided for every n by
Lemmas D1-D4 of :mod:`axioms.every_n.decomposition_lemmas` (hook :func:`axioms.properties.piii.every_n.piii_every_n`).
"""

from fractions import Fraction
from typing import Any, cast

import numpy as np
from numpy.typing import NDArray
import sympy

from metrics import Metric

from axioms.constructions import calibration
from axioms.arithmetic.exact import as_text
from axioms.arithmetic.symbolic import kinked
from axioms.properties.piii.rectangles import (
    Corners,
    ExactCorners,
    Screened,
    exact_kind,
    first_nonzero,
    float_roots,
    inside,
    interval,
    locate,
    rectangle_kind,
    screen_differences,
)
from axioms.properties.piii.derivatives import by_derivatives, p_value
from axioms.properties.piii.every_n import piii_every_n
from axioms.search.refute import CANDIDATES
from axioms.core.registry import register_property
from axioms.search.spaces import int_lists
from axioms.core.budget import Settings
from axioms.core.verdict import Counterexample, Evidence, Verdict, VerdictsOf
from axioms.properties.sym import check_every_relabelling
from axioms.properties.piii.cell_sets import MAX_CELL_SETS, CellSet, screened_classes, uncovered_sets

PIII = VerdictsOf("PIII")

__all__ = ["check_piii", "combine", "uncovered_sets", "screened_classes", "MAX_CELL_SETS", "READINGS"]

#: How Eq. 4's ``g(m_i, (mᵀ)_i, i)`` is read (see the module docstring).
READINGS = ("same_formula", "literal")
_CROSSING = 4  # crossing rectangles located exactly per cell pair, among small and among random bases
_EXTREMES = 2  # ... and those with the lowest and the highest float estimate of their root


def check_piii(metric: Metric, n: int, settings: Settings, rng: np.random.Generator) -> Verdict:
    r"""PIII class decomposability: the metric is a generalised p-mean of one per-class score (Eq. 4).

    .. math:: \mathrm{metric}(m) = \Big(\tfrac1n \sum_i g(m_i, (m^T)_i)^p\Big)^{1/p}

    Returns a verdict with ``extra["p"]`` (the exponent, when PIII holds). See the module
    docstring for the criterion, the two readings and the evidence each route gives.
    """
    relabelling = None
    if settings.piii_reading == "same_formula":
        relabelling = check_every_relabelling(metric, n, settings, rng)
        if relabelling.verdict == "fails":
            return PIII.fails(
                "not the same score formula for every class (Opitz's reading of Eq. 4): "
                + relabelling.detail
                + "; under the literal reading (Settings.piii_reading='literal') g may depend on the class",
                relabelling.counterexample,
                evidence=cast(Evidence, {**relabelling.evidence, "reading": settings.piii_reading}),
            )
        if relabelling.verdict in ("unknown", "error"):
            return PIII.unknown(f"relabelling invariance (Opitz's reading of Eq. 4) undecided: {relabelling.detail}")
    declared = metric.decomposition["p"] if metric.decomposition is not None else None
    expr = metric.expression(n)
    verdict = None
    if expr is not None and not kinked(expr):  # mixed partials see no jump of a branch, a floor or a Mod
        verdict = by_derivatives(metric, n, settings, rng, declared)
    if verdict is None:
        verdict = _by_differences(metric, n, settings, rng, declared)
    return _with_reading(verdict, relabelling, declared, settings)


def _certainly_differ(declared: Any, p: Any) -> bool:
    """Whether the declared exponent differs from the verdict's p (a float of the exact exponent, or an int) by
    more than p's rounding: a float read as a fraction would call 46273/27455 wrong against its own float."""
    return abs(float(sympy.Rational(declared)) - float(p)) > 1e-9 * max(1.0, abs(float(p)))


def combine(per_n: dict[int, Verdict]) -> dict[str, Any]:
    """``{"p": the exponent}`` when every class count agrees on it, else ``{"p": None}``."""
    ps = {v.extra.get("p") for v in per_n.values()}
    return {"p": ps.pop() if len(ps) == 1 else None}


def _with_reading(verdict: Verdict, relabelling: Verdict | None, declared: Any, settings: Settings) -> Verdict:
    """Adds the reading (and the relabelling evidence) to a decomposability verdict."""
    reading = (
        "Opitz's reading: the same g for every class (relabelling invariance "
        + ("proved" if relabelling.evidence["kind"] == "proof" else "not refuted")
        + ")"
        if relabelling is not None
        else "literal reading of Eq. 4: g may depend on the class index"
    )
    verdict.evidence = cast(Evidence, {**verdict.evidence, "reading": settings.piii_reading})
    verdict.detail = f"{verdict.detail} [{reading}]"
    if verdict.verdict == "holds":
        if relabelling is not None and relabelling.evidence["kind"] != "proof" and verdict.evidence["kind"] == "proof":
            verdict.evidence = cast(Evidence, {**relabelling.evidence, "reading": settings.piii_reading,
                                               "decomposition": verdict.evidence["method"]})
        if (declared is not None and verdict.extra.get("p") is not None
                and _certainly_differ(declared, verdict.extra["p"])):
            verdict.detail += f"; the declared decomposition p = {declared} is wrong"
    return verdict


def _by_differences(metric: Metric, n: int, settings: Settings, rng: np.random.Generator, declared: Any) -> Verdict:
    """A verdict from exact finite differences (Piecewise, non-smooth and numeric-only metrics)."""
    classes = screened_classes(n)
    bases, small, screened = screen_differences(metric, n, uncovered_sets(n, classes), settings, rng)
    exact = ExactCorners(metric)
    order = np.argsort(bases.sum(axis=(1, 2)), kind="stable")  # smallest bases first
    k = settings.exhaustive_bound(n)
    budget = {"base_matrices": len(bases), "exhaustive_max_entry": k, "exhaustive_bases": small,
              "cell_sets": len(screened)}
    if classes < n:
        budget["cell_set_classes"] = classes
    scanned = _scan_rectangles(screened, bases, order, exact, budget["exhaustive_bases"])
    if isinstance(scanned, Verdict):
        return scanned
    undecided, crossing = scanned
    located = locate(exact, bases, crossing, declared)
    if isinstance(located, tuple) and located[0] == "separated":
        (c1, b1, lo1, hi1), (c2, b2, lo2, hi2) = located[1:]
        return _fail_every_p(
            f"two rectangles force different mean exponents: at m={int_lists(bases[b1])} "
            f"(cells {[list(c) for c in c1]}) p {interval(lo1, hi1)}, "
            f"at m={int_lists(bases[b2])} (cells {[list(c) for c in c2]}) p {interval(lo2, hi2)}",
            {"matrices": [int_lists(bases[b1]), int_lists(bases[b2])],
             "cells": [[list(c) for c in c1], [list(c) for c in c2]], "p": [interval(lo1, hi1), interval(lo2, hi2)]},
            exact,
        )
    forced = located if isinstance(located, tuple) and located[0] == "forced" else None
    bracket = located if located is not None and forced is None else None  # every located root lies in it
    first = Fraction(str(declared)) if declared is not None else Fraction(1)
    candidates = [forced[1]] if forced else [first] + [Fraction(c) for c in (1, 0, -1, 2)]
    if bracket is not None:
        candidates = [p for p in candidates if inside(p, *bracket)]
    return _try_exponents(exact, bases, order, screened, candidates, (forced, bracket, undecided), budget)


def _scan_rectangles(
    screened: list[Screened], bases: NDArray[Any], order: NDArray[Any], exact: ExactCorners, small_count: int
) -> Verdict | tuple[list[list[list[int]]], list[tuple[CellSet, Corners, int]]]:
    """Over every class-disjoint cell pair: a failing Verdict for an exactly certified dominance
    rectangle; else ``(bases where the kind was undecided, crossing rectangles to locate)``."""
    undecided: list[list[list[int]]] = []
    crossing: list[tuple[CellSet, Corners, int]] = []
    for cells, corners, values in (x for x in screened if len(x[0]) == 2):
        positive = (np.isfinite(values) & (values > 0)).all(axis=0)
        kinds = np.where(positive, rectangle_kind(np.where(positive, values, 1.0)), "none")
        for b in [b for b in order if kinds[b] == "dominance"][:CANDIDATES]:
            vals = exact.values(bases[b], corners)
            kind = exact_kind(vals, exact.noise)
            if kind == "dominance":
                return _fail_every_p(
                    f"at m={int_lists(bases[b])}, adding one item to cells {[list(c) for c in cells]} "
                    f"(no class owns both) gives {', '.join(as_text(v) for v in vals)} (before, +a, +b, +both): "
                    f"one diagonal dominates the other, so no "
                    f"increasing transform ψ_p makes the mixed difference zero",
                    {"matrix": int_lists(bases[b]), "cells": [list(c) for c in cells],
                     "values": [as_text(v) for v in vals]},
                    exact,
                )
            if kind is None:
                undecided.append(int_lists(bases[b]))
        small = [b for b in order if kinds[b] == "crossing" and b < small_count]
        large = [b for b in order if kinds[b] == "crossing" and b >= small_count]
        roots = float_roots(np.where(positive, values, 1.0))
        # stable: smallest bases first among equals
        ranked = sorted((b for b in order if kinds[b] == "crossing"), key=lambda b: roots[b])
        extremes = ranked[:_EXTREMES] + ranked[-_EXTREMES:]
        chosen = dict.fromkeys(int(b) for b in small[:_CROSSING] + large[:_CROSSING] + extremes)
        crossing += [(cells, corners, b) for b in chosen]
    return undecided, crossing


def _among(budget: dict[str, Any]) -> str:
    """Where the screened cell sets lie when not among every class (:func:`screened_classes`)."""
    classes = budget.get("cell_set_classes")
    return "" if classes is None else f" among classes 0..{classes - 1} (every such set up to relabelling)"


def _try_exponents(
    exact: ExactCorners, bases: NDArray[Any], order: NDArray[Any], screened: list[Screened], candidates: list[Fraction],
    located: tuple[Any, Any, list[list[list[int]]]], budget: dict[str, Any],
) -> Verdict:
    """The verdict at the first candidate p with no nonzero mixed difference, or the failure a forced p meets,
    else unknown."""
    forced, bracket, undecided = located
    k = budget["exhaustive_max_entry"]
    for p in dict.fromkeys(candidates):
        broken = first_nonzero(exact, bases, order, screened, p)
        if broken is None:
            if undecided:
                return PIII.unknown(f"no mixed difference is nonzero at p = {p}, "
                                    f"but candidates at m={undecided[0]} could not be decided exactly")
            how = (f"p forced by the rectangle at m={int_lists(bases[forced[2]])}" if forced
                   else "no rectangle pins p down")
            evidence: Evidence = {
                "kind": "search",
                "method": f"exact finite differences: the mixed difference of ψ_p(metric), p = {p}, "
                f"vanishes on all {len(screened)} cell sets no class covers{_among(budget)} over {len(bases)} base "
                f"matrices (the {budget['exhaustive_bases']} smallest with entries 0..{k}, and random); {how}",
                "budget": budget,
            }
            return PIII.holds(evidence, f"consistent with a generalised mean with p = {p} (not refuted, not proved)",
                              extra={"p": p_value(p)})
        if broken == "undecided":
            return PIII.unknown(f"a mixed difference at p = {p} could not be decided exactly")
        if forced:
            assert not isinstance(broken, str)  # "undecided" is returned above
            cells, base, vals = broken
            return _fail_every_p(
                f"p = {p} is forced by the rectangle at m={int_lists(bases[forced[2]])}, "
                f"but at m={base} the mixed difference of ψ_p(metric) over cells {[list(c) for c in cells]} "
                f"(values {', '.join(as_text(v) for v in vals)}) is nonzero",
                {"matrix": base, "cells": [list(c) for c in cells], "values": [as_text(v) for v in vals], "p": str(p),
                 "forced_at": int_lists(bases[forced[2]])},
                exact,
            )
    if bracket is not None:
        return PIII.unknown(f"crossing rectangles confine the mean exponent to p {interval(*bracket)}, "
                            f"where none of p = {', '.join(map(str, candidates)) or '1, 0, -1, 2'} "
                            f"fits every mixed difference")
    return PIII.unknown("no rectangle pins the mean exponent down "
                        "and none of p = 1, 0, -1, 2 fits every mixed difference")


def _fail_every_p(detail: str, counterexample: dict[str, Any], exact: ExactCorners) -> Verdict:
    how = "float64" if exact.float64 else "exact"
    return PIII.fails(
        detail + f" (verified {how})",
        cast(Counterexample, {**counterexample, "verified": how}),
        evidence={"kind": "counterexample",
                  "method": f"exact finite differences of ψ_p(metric) over cell sets no class covers, for every p "
                  f"(verified {how})"},
    )


register_property(
    "PIII",
    name="class decomposability",
    statement=("metric(m) = (1/n Σ_i g(m_i, (mᵀ)_i)^p)^(1/p): a generalised mean of one per-class score "
               "(by default the same g for every class)"),
    source="Opitz 2024 §3.3, Eq. 4",
    check=check_piii,
    group="opitz",
    position=3,
    combine=combine, report_keys=("p",), survives_restriction=calibration.proved_for_all,
    every_n=piii_every_n,  # Lemmas D1-D4 (axioms.every_n.decomposition_lemmas)
)
