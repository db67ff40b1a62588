"""FIX, fixed range (Sebastiani 2015 Axiom 5): the range [min, max] over classifiers does not depend on the test set."""

from collections.abc import Sequence
from itertools import product
from typing import Any, cast

import numpy as np
from numpy.typing import NDArray
import sympy

from metrics import Metric, cell_symbols

from axioms.arithmetic.rational import cancel
from axioms.core.registry import register_property
from axioms.arithmetic.exact import as_text, float_margin, sign_of_difference, value_of
from axioms.core.budget import Settings, SymbolicTimeout, time_budget
from axioms.search.spaces import int_lists
from axioms.search.refute import scan_test_sets
from axioms.arithmetic.signs import sign_certificate
from axioms.arithmetic.symbolic import expansion_bound, too_large
from axioms.core.verdict import Counterexample, Verdict, VerdictsOf
from axioms.core.evidence import verified_how
from axioms.search.coordinates import column_affine, prevalence_symbols, vertices
from axioms.search.fixed_test_set import test_set_forms
from axioms.search.patterns import (
    absent_zeros, at_support, definedness_parts, is_undefined, NoCertificate, pattern_expr, pattern_text, patterns,
    singular_bases, support_sets,
)
from axioms.arithmetic.signs import certified_sign, sign_where_defined
from axioms.search.spaces import classifiers, grid, test_set_text
from axioms.search.widened import widened

FIX = VerdictsOf("FIX")

#: An extreme of a test set: ``(exact value, matrix, how, certified)`` (:func:`_extreme`).
Extreme = tuple[Any, list[list[int]], str, bool]
#: A test set's range: ``(prevalences, min, max, unscored classifiers)`` (:func:`_ranges`).
Range = tuple[tuple[int, ...], Extreme, Extreme, int]
#: Pieces of a pattern's score: ``[(positive-cell set or None, expression)]`` (:func:`_pieces`).
Pieces = list[tuple[set[Any] | None, Any]]

#: Most classifiers of one test set within float64's margin of its extreme that are compared exactly; beyond them
#: the extreme is not certified.
MAX_TIES = 2_000


def _extreme(metric: Metric, mats: NDArray[np.float64], values: NDArray[np.float64], which: str) -> Extreme | None:
    """Exact (value, matrix, how, certified) of the min or max over the defined classifiers: the float scan leaves
    out those certainly beyond the extreme, and every other one (a tie in float64 included) is compared exactly.
    ``certified`` is False when two of them could not be ordered exactly, or more than :data:`MAX_TIES` were left."""
    ok = np.flatnonzero(np.isfinite(values))
    target = values[ok].min() if which == "min" else values[ok].max()
    close = ok[np.abs(values[ok] - target) <= float_margin(target, values[ok])]
    best, certified = None, len(close) <= MAX_TIES
    for idx in close[:MAX_TIES]:
        m = int_lists(mats[idx])
        v, how = value_of(metric, m)
        if v is None:
            continue
        if best is None:
            best = (v, m, how)
            continue
        s = sign_of_difference(best[0], v)
        certified = certified and s is not None
        if s is not None and (s < 0 if which == "min" else s > 0):
            best = (v, m, how)
    return None if best is None else (*best, certified)


def _apart(a: Extreme, b: Extreme) -> bool | np.bool_:
    """Two extremes ``(value, matrix, how, certified)`` differ for sure: both located exactly, or so far
    apart (1e-6 relative) that no near-tie among the float candidates can matter."""
    if a[3] and b[3]:
        return True
    x, y = float(a[0]), float(b[0])
    return cast(np.bool_, abs(x - y) > float_margin(x, y, 1e-6))  # float_margin of two floats: a numpy float


def _pattern_range(G: Any, n: int, present: frozenset[int], P: Any, settings: Settings) -> tuple[Any, Any] | None:
    """``(lo, hi)``: the numbers that bound ``G`` over every classifier of every test set of the pattern, or None.

    ``G`` is affine in each column's cells, so over the product of simplices that the
    classifiers of a test set fill, its extremes are taken at vertices (a column's
    items all in one row); ``lo`` and ``hi`` must be vertex values that are numbers, and
    every vertex value ``v`` must have ``v - lo >= 0`` and ``hi - v >= 0`` certified for
    all positive prevalences.
    """
    values = [cancel(G.xreplace(v)) for v in vertices(n, present, P)]
    numbers = [v for v in values if v.is_number]
    if not numbers:
        return None
    lo, hi = min(numbers), max(numbers)
    for v in values:
        if sign_certificate(v - lo, settings) not in (0, 1) or sign_certificate(hi - v, settings) not in (0, 1):
            return None
    return lo, hi


def _affine_range(metric: Metric, n: int, settings: Settings) -> tuple[tuple[Any, Any] | None, str | None]:
    """``((lo, hi), None)`` by :func:`_pattern_range` on every support pattern, or ``(None, reason)``."""
    forms, reason = test_set_forms(metric, n, settings)
    if forms is None:
        return None, reason
    P = prevalence_symbols(n, positive=True)
    ranges = set()
    for present, G in forms:
        if isinstance(G, str):
            continue  # no classifier scored on these test sets: no range
        if not column_affine(G, n, present):
            return None, f"the score is not affine in each column's cells ({pattern_text(n, present)})"
        bounds = _pattern_range(G, n, present, P, settings)
        if bounds is None:
            return None, f"no certified bounds among the vertex values ({pattern_text(n, present)})"
        ranges.add(bounds)
    return (ranges.pop(), None) if len(ranges) == 1 else (None, "the support patterns have different ranges")


def _pieces(metric: Metric, n: int, present: frozenset[int]) -> Pieces | None:
    """``[(positive-cell set or None, expression)]`` covering the matrices of the pattern: the pattern's
    expression (Piecewise resolved by the test set), or else one Piecewise-free branch per set of
    positive cells (:func:`at_support`); None when a branch is not decided."""
    try:
        return [(None, pattern_expr(metric, n, present))]
    except NoCertificate:
        pass
    e = pattern_expr(metric, n, present, resolve=False)
    out: Pieces = []
    for S in support_sets(n, present):
        branch = at_support(e, S)
        if branch is None:
            return None
        out.append((S, branch))
    return out


def _vertex_values(pieces: Pieces, n: int, present: frozenset[int], P: Any) -> list[Any]:
    """The numbers among the scores of the vertex classifiers (each occurring column's items all
    in one row), kept only where that classifier is scored for every positive prevalence."""
    M = cell_symbols(n)
    rows = [[(r, j) for r in range(n)] for j in sorted(present)]
    out = []
    for choice in product(*rows):
        positive = {M[c] for c in choice}
        e = next(x for S, x in pieces if S is None or S == positive)
        sub = {M[i, j]: (P[j] if (i, j) in choice else sympy.Integer(0)) for j in range(n) for i in range(n)}
        if all(certified_sign(cancel(b.xreplace(sub)), True) for b in singular_bases(e)[0]):
            value = cancel(e.xreplace(sub))
            if value.is_number and value.is_real and not is_undefined(value):
                out.append(value)
    return out


#: Largest radicand (terms of its expansion, :func:`~axioms.arithmetic.symbolic.expansion_bound`) whose root the
#: sign certificates of :func:`_bounded` take on: MCC~'s at n = 3 has 76 million, and cancelling it ran for the
#: whole symbolic budget (300 s) before the exhaustive stage answered; at n = 2 it has 147,456.
MAX_RADICAND_TERMS = 10**6


def _bounded(e: Any, lo: Any, hi: Any, parts: Sequence[Any]) -> bool:
    r"""Whether ``lo <= e <= hi`` is certified wherever ``e`` is defined (``parts`` nonzero).

    Directly (one-signed ``e - lo`` and ``hi - e``), or through the square, which clears a
    root such as MCC's: :math:`hi^2 - e^2 \ge 0` gives :math:`|e| \le hi`, enough when
    ``lo = -hi``, or with ``e >= lo >= 0`` certified.
    """
    def nonneg(x: Any) -> bool:
        return sign_where_defined(x, parts, strict=False) in (0, 1)

    if nonneg(e - lo) and nonneg(hi - e):
        return True
    if hi < 0 or not nonneg(hi**2 - e**2):
        return False
    return lo == -hi or (lo >= 0 and nonneg(e - lo))


def _bounded_range(metric: Metric, n: int, settings: Settings) -> tuple[tuple[Any, Any] | None, str | None]:
    r"""``((lo, hi), None)`` when on every support pattern ``lo`` and ``hi`` are vertex scores (numbers, so
    attained on every test set) and ``e - lo >= 0``, ``hi - e >= 0`` are certified wherever the score
    is defined (:func:`sign_where_defined`), for each Piecewise branch on the matrices where it
    applies (:func:`_pieces`); or ``(None, reason)``."""
    P = prevalence_symbols(n, positive=True)
    ranges = set()
    for present in patterns(n):
        try:
            pieces = _pieces(metric, n, present)
        except NoCertificate as exc:
            return None, str(exc)
        if pieces is None:
            return None, (f"a Piecewise condition is not decided by which cells are positive "
                          f"({pattern_text(n, present)})")
        if any(is_undefined(e) for _, e in pieces):
            if all(is_undefined(e) for _, e in pieces) and pieces[0][0] is None:
                continue  # no classifier scored on these test sets: no range
            return None, f"scored on some classifiers only ({pattern_text(n, present)})"
        values = _vertex_values(pieces, n, present, P)
        if not values:
            return None, f"no vertex classifier with a numeric score ({pattern_text(n, present)})"
        lo, hi = min(values), max(values)
        zeros = absent_zeros(n, present)
        for _, e in pieces:
            if any(expansion_bound(p.base) > MAX_RADICAND_TERMS for p in e.atoms(sympy.Pow) if not p.exp.is_integer):
                return None, f"a radicand of more than {MAX_RADICAND_TERMS} terms expanded ({pattern_text(n, present)})"
            parts = definedness_parts([e.xreplace(zeros)])
            if parts is None or not _bounded(e.xreplace(zeros), lo, hi, parts[0]):
                return None, (f"no sign certificate for the bounds [{as_text(lo)}, {as_text(hi)}] "
                              f"({pattern_text(n, present)})")
        ranges.add((lo, hi))
    return (ranges.pop(), None) if len(ranges) == 1 else (None, "the support patterns have different ranges")


def _fix_proof(metric: Metric, n: int, settings: Settings) -> tuple[tuple[Any, Any] | None, str | None]:
    """``((lo, hi), None)`` when the range is proved to be ``[lo, hi]`` on every test set where the score is
    defined (:func:`_affine_range`, else :func:`_bounded_range`), or ``(None, reason)``."""
    try:
        with time_budget(settings.symbolic_seconds):
            proved, reason = _affine_range(metric, n, settings)
            if proved is None and metric.expression(n) is not None and not too_large(metric.expression(n), settings):
                proved, other = _bounded_range(metric, n, settings)
                reason = f"{reason}; {other}"
            return proved, reason
    except SymbolicTimeout:
        return None, f"symbolic budget of {settings.symbolic_seconds} s exhausted"


def _ranges(metric: Metric, sets: list[tuple[int, ...]]) -> tuple[list[Range], list[tuple[int, ...]]]:
    """``(ranges, undefined)``: per test set of ``sets`` (in order) ``(p, lo, hi, unscored classifiers)`` with its
    exact extremes (:func:`_extreme`), and the test sets where no classifier is scored."""
    ranges: list[Range]
    undefined: list[tuple[int, ...]]
    ranges, undefined = [], []

    def examine(p: tuple[int, ...], mats: NDArray[np.float64], values: NDArray[np.float64]) -> None:
        if not np.isfinite(values).any():
            undefined.append(p)
            return None
        lo, hi = _extreme(metric, mats, values, "min"), _extreme(metric, mats, values, "max")
        if lo is None or hi is None:
            undefined.append(p)
            return None
        ranges.append((p, lo, hi, int((~np.isfinite(values)).sum())))
        return None

    scan_test_sets(metric, sets, examine)
    return ranges, undefined


def _compare_ranges(
    metric: Metric, ranges: list[Range], seen: str, extra: dict[str, Any]
) -> tuple[Verdict | None, str | None]:
    """``(failure or None, tie)``: the first test set whose range certainly differs from the first one's
    (:func:`_range_failure`), and the first comparison that could not be certified (text)."""
    p0, lo0, hi0, u0 = ranges[0]
    tie = None
    for p1, lo1, hi1, u1 in ranges[1:]:
        d_lo, d_hi = sign_of_difference(lo0[0], lo1[0]), sign_of_difference(hi0[0], hi1[0])
        lo_differs = bool(d_lo) and _apart(lo0, lo1)
        hi_differs = bool(d_hi) and _apart(hi0, hi1)
        if not (lo_differs or hi_differs):
            if not (d_lo == 0 and d_hi == 0 and lo0[3] and hi0[3] and lo1[3] and hi1[3]):
                tie = tie or (f"range [{as_text(lo0[0])}, {as_text(hi0[0])}] on {test_set_text(p0)} vs "
                              f"[{as_text(lo1[0])}, {as_text(hi1[0])}] on {test_set_text(p1)} "
                              f"(extremes at m={lo1[1]}, m={hi1[1]})")
        else:
            return _range_failure(metric, (p0, lo0, hi0, u0), (p1, lo1, hi1, u1), seen, extra), tie
    return None, tie


def _range_failure(metric: Metric, first: Range, other: Range, seen: str, extra: dict[str, Any]) -> Verdict:
    """FIX fails: the ranges of two test sets differ (``seen``: the ranges seen, for the detail)."""
    (p0, lo0, hi0, u0), (p1, lo1, hi1, u1) = first, other
    how = verified_how(lo0[2], hi0[2], lo1[2], hi1[2])
    cex: dict[str, Any] = {
        "test_sets": [list(p0), list(p1)],
        "ranges": [[as_text(lo0[0]), as_text(hi0[0])], [as_text(lo1[0]), as_text(hi1[0])]],
        "extremes": [{"min": lo0[1], "max": hi0[1]}, {"min": lo1[1], "max": hi1[1]}],
        "verified": how,
    }
    for key, p, u in (("classifiers_0", p0, u0), ("classifiers_1", p1, u1)):
        mats = classifiers(p)
        if len(mats) <= 100:
            cex[key] = [[int_lists(m), as_text(value_of(metric, int_lists(m))[0])] for m in mats]
    notes = [f"{u0} unscored classifiers on the first" if u0 else "", f"{u1} on the second" if u1 else ""]
    note = "; ".join(x for x in notes if x)
    return FIX.fails(
        f"the range is [{as_text(lo0[0])}, {as_text(hi0[0])}] on {test_set_text(p0)} but "
        f"[{as_text(lo1[0])}, {as_text(hi1[0])}] on {test_set_text(p1)}"
        f"{' (' + note + ')' if note else ''}; ranges seen: {seen}",
        cast(Counterexample, cex),
        extra=extra,
        evidence={"kind": "counterexample",
                  "method": "exhaustive over the classifiers of both test sets; extremes located in float64 and "
                  + ("evaluated exactly" if how == "exact"
                     else "re-checked in float64 only (no exact form), the ranges at least 1e-6 apart")},
    )


def check_fix(metric: Metric, n: int, settings: Settings, rng: np.random.Generator) -> Verdict:
    r"""FIX fixed range (Sebastiani Axiom 5): the range of the score does not depend on the test set.

    .. math:: \big[\min_{h} M(\mathcal{Y}, h),\ \max_{h} M(\mathcal{Y}, h)\big] = [\alpha, \beta]
              \text{ for every test set } \mathcal{Y}

    (binary: every :math:`(AP, AN)`, including AP = 0 and AN = 0; n classes: every prevalence vector).
    For every test set of the grid (:func:`~axioms.search.spaces.grid`, within
    ``settings.exhaustive_matrices`` classifiers), the exact minimum and maximum over all its (scored)
    classifiers are computed; test sets where no classifier is scored have no range and are listed apart.
    Fails with two test sets whose ranges differ. ``extra["ranges"]`` maps each range seen to its test sets.

    Proof (for a score that, on every test set, has denominators depending on the test set only and is
    affine in each column's cells — e.g. recall, balanced accuracy, K): the extremes over a test set are
    taken at its vertex classifiers (each column's items all in one row); the vertex values are written
    through the prevalences and the smallest and largest of them are numbers that bound every other vertex
    value (certified signs), the same numbers for every support pattern.
    """
    sets, the_grid = widened(grid(n, settings), first=lambda p: all(x > 0 for x in p),
                             at_most=settings.exact_classifiers)
    ranges, undefined = _ranges(metric, sets)
    if not ranges:
        return FIX.unknown(f"no classifier of any test set with {the_grid.text()} is scored")
    table: dict[str, list[str]] = {}
    for p, lo, hi, n_undef in ranges:
        table.setdefault(f"[{as_text(lo[0])}, {as_text(hi[0])}]", []).append(test_set_text(p))
    extra = {"ranges": table, "undefined_test_sets": [test_set_text(p) for p in undefined]}
    seen = "; ".join(f"{r} on {len(v)} test sets (e.g. {', '.join(v[:3])})" for r, v in table.items())
    undef_note = (f"; no classifier scored on {len(undefined)} test sets "
                  f"(e.g. {', '.join(test_set_text(p) for p in undefined[:3])})") if undefined else ""
    p0, lo0, hi0, u0 = ranges[0]
    failure, tie = _compare_ranges(metric, ranges, seen + undef_note, extra)
    if failure is not None:
        return failure
    proved, reason = _fix_proof(metric, n, settings)
    if proved is not None and f"[{as_text(proved[0])}, {as_text(proved[1])}]" in table and len(table) == 1:
        return FIX.holds(
            {"kind": "proof", "method": "per support pattern, lo and hi are scores of vertex classifiers (each "
                                        "column's items in one row) for every prevalence, and "
                                        "bound the score: certified for an affine score at the vertices, else by "
                                        "one-signed lo - score, score - hi wherever it is defined"},
            f"range [{as_text(proved[0])}, {as_text(proved[1])}] on every test set where a classifier is scored "
            f"(proved){undef_note}",
            extra=extra,
        )
    if tie is not None or not (lo0[3] and hi0[3]):
        return FIX.undecided(tie or f"the extremes on {test_set_text(p0)} (m={lo0[1]}, m={hi0[1]}) could not be "
                                    f"ordered exactly", f"no proof: {reason}")
    return FIX.holds(
        {
            "kind": "exhaustive",
            "method": f"exact min and max over every classifier of every test set with {the_grid.text()} "
                      f"(extremes located in float64, evaluated exactly); no proof: {reason}",
            "budget": the_grid.as_budget(),
        },
        f"range {next(iter(table))} on every test set checked{undef_note}",
        extra=extra,
    )


register_property(
    "FIX",
    name="fixed range",
    statement="the range [min, max] over classifiers does not depend on the test set",
    source="Sebastiani 2015 Axiom 5",
    check=check_fix,
    group="sebastiani",
    position=5,
)
