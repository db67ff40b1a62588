r"""Finite differences over rectangles of cells, and the brackets of their roots in the mean exponent p.

A mixed difference over a set of cells is :math:`\sum_{S} (-1)^{|cells|-|S|}\, \psi_p(f(m + e_S))`
with :math:`\psi_p(f) = (f^p - 1)/p` (:math:`\log f` at p = 0); over a pair of cells ("rectangle")
it is :math:`r(p) = \psi_p(v_\emptyset) - \psi_p(v_a) - \psi_p(v_b) + \psi_p(v_{ab})`. A rectangle with
positive values whose diagonals cross has exactly one root :math:`p^*` (Descartes' rule of signs for
exponential sums), so the certified sign of r at rational q tells on which side of q the root lies
(:func:`exact_root_side`), and bisection over :data:`GRID` brackets it (:func:`root_bracket`, :func:`locate`).
Float64 values certify a sign only beyond their rounding margin (:func:`certified_sign`). PIII
(:mod:`axioms.properties.piii`) decides class decomposability with these.
"""

from collections.abc import Sequence
from fractions import Fraction
from itertools import combinations
from typing import Any

import numpy as np
from numpy.typing import ArrayLike, NDArray
import sympy

from metrics import Metric

from axioms.core.budget import RANDOM_REGIMES, Settings
from axioms.arithmetic.exact import FLOAT_MARGIN, exact_sign, float_margin, value_of
from axioms.search.refute import CANDIDATES
from axioms.search.spaces import evaluate, exhaustive, int_lists, random_batch
from axioms.properties.piii.cell_sets import CellSet

__all__ = [
    "BASES", "difference_bases", "screen_differences",
    "difference_corners", "shifted", "admissible", "float_difference", "exact_difference", "ExactCorners",
    "rectangle_kind", "float_roots",
    "GRID", "inside", "interval", "locate", "root_bracket", "some_disjoint", "disjoint", "certified_sign", "exact_kind",
    "exact_root_side", "term_scale", "rounding_noise", "first_nonzero",
]

#: The corners of a mixed difference: ``(subset of its cells, sign)``.
Corners = list[tuple[CellSet, int]]
#: A cell set screened over the bases: ``(cells, corners, float values (corners, bases))``.
Screened = tuple[CellSet, Corners, NDArray[Any]]


def difference_corners(cells: CellSet) -> Corners:
    """``(subset, sign)`` of the mixed difference over ``cells``: sign (−1)^(|cells| − |subset|)."""
    return [(sub, (-1) ** (len(cells) - len(sub))) for r in range(len(cells) + 1) for sub in combinations(cells, r)]


def shifted(bases: NDArray[Any], sub: CellSet) -> NDArray[Any]:
    out = bases.copy()
    for i, j in sub:
        out[:, i, j] += 1
    return out


def admissible(values: NDArray[Any], p: Any) -> Any:
    """Whether ψ_p is defined (and increasing) at all ``values`` (a float array, any shape)."""
    if p == 1 or (p > 0 and float(p).is_integer()):
        return np.isfinite(values).all(axis=0)
    return (np.isfinite(values) & (values > 0 if p < 0 else values >= 0)).all(axis=0)


def float_difference(values: NDArray[Any], signs: ArrayLike, p: Any) -> Any:
    """Σ sign·ψ_p(value) along axis 0 (p = 0: the log-free product form Π₊ − Π₋ of the same sign)."""
    signs = np.asarray(signs, dtype=float)[:, None]
    with np.errstate(all="ignore"):
        if p == 0:
            return (np.prod(np.where(signs > 0, values, 1.0), axis=0)
                    - np.prod(np.where(signs < 0, values, 1.0), axis=0))
        return np.sum(signs * np.power(values, float(p)), axis=0) / float(p)


def exact_difference(values: Sequence[Any], signs: Sequence[int], p: Any) -> Any:
    """Exact number with the sign of Σ sign·ψ_p(value) (None if a value is undefined)."""
    if any(v is None for v in values):
        return None
    if p == 0:
        return (sympy.Mul(*[v for v, s in zip(values, signs) if s > 0])
                - sympy.Mul(*[v for v, s in zip(values, signs) if s < 0]))
    return sympy.Add(*[s * v ** sympy.Rational(p) for v, s in zip(values, signs)]) * sympy.sign(sympy.Rational(p))


class ExactCorners:
    """Exact corner values of one mixed difference (cached per matrix)."""

    def __init__(self, metric: Metric) -> None:
        self.metric = metric
        self.cache: dict[str, Any] = {}
        self.float64 = False
        # the largest relative rounding estimate of a float64 value met (axioms.arithmetic.exact.Float64)
        self.noise = 0.0

    def values(self, base: NDArray[Any], corners: Corners) -> list[Any]:
        out = []
        for sub, _ in corners:
            m = int_lists(shifted(base[None], sub)[0])
            key = str(m)
            if key not in self.cache:
                value, how = value_of(self.metric, m)
                self.float64 |= how != "exact"
                if isinstance(value, float) and value != 0:
                    self.noise = max(self.noise, getattr(value, "rounding", FLOAT_MARGIN) / abs(value))
                self.cache[key] = sympy.Float(value, 30) if isinstance(value, float) else value
            out.append(self.cache[key])
        return out


def rectangle_kind(values: NDArray[Any]) -> NDArray[Any]:
    """'trivial', 'dominance' or 'crossing' for rectangles with positive values ``(4, N)`` (float)."""
    plus = np.sort(values[[0, 3]], axis=0)  # corners ∅ and {a, b}: sign +
    minus = np.sort(values[[1, 2]], axis=0)
    tol = float_margin(values.max(axis=0), values.min(axis=0))  # relative to the values' own size (scale-free)
    le = (plus <= minus + tol).all(axis=0)
    ge = (plus >= minus - tol).all(axis=0)
    kind = np.where(le & ge, "trivial", np.where(le | ge, "dominance", "crossing"))
    return kind


def float_roots(values: NDArray[Any], low: float = -16.0, high: float = 16.0, steps: int = 40) -> Any:
    """Float64 estimate of each rectangle's root p* (``values``: positive corner values ``(4, N)``),
    by bisection of the oriented r(p) on [low, high] (clipped there). Only a choice of which
    rectangles to locate exactly: the verdict never rests on it."""
    signs = np.array([1.0, -1.0, -1.0, 1.0])[:, None]
    rising = np.maximum(values[0], values[3]) >= np.maximum(values[1], values[2])  # r rises through p*
    logs = np.log(values)
    lo = np.full(values.shape[1], low)
    hi = np.full(values.shape[1], high)
    with np.errstate(all="ignore"):
        for _ in range(steps):
            mid = (lo + hi) / 2
            r = np.where(np.abs(mid) < 1e-12, (signs * logs).sum(axis=0),
                         (signs * np.exp(mid * logs)).sum(axis=0) / mid)
            above = np.where(rising, r > 0, r < 0)  # the root lies below mid
            hi = np.where(above, mid, hi)
            lo = np.where(above, lo, mid)
    return (lo + hi) / 2


#: Exact exponents at which crossing rectangles are located (their roots bracketed).
GRID = tuple(Fraction(x) for x in ("-4", "-2", "-1", "-1/2", "0", "1/2", "1", "2", "4"))


def inside(p: Fraction, lo: Fraction | None, hi: Fraction | None) -> bool:
    """Whether p lies in the open bracket (lo, hi) (None: unbounded)."""
    return (lo is None or lo < p) and (hi is None or p < hi)


def interval(lo: Fraction | None, hi: Fraction | None) -> str:
    if lo == hi:
        return f"= {lo}"
    return f"in ({'-∞' if lo is None else lo}, {'∞' if hi is None else hi})"


def locate(
    exact: ExactCorners, bases: NDArray[Any], crossing: list[tuple[CellSet, Corners, int]], declared: Any
) -> tuple[Any, ...] | None:
    """Where the crossing rectangles put the mean exponent.

    Each crossing rectangle has one root p*; the exact sign of r(c) on :data:`GRID` (plus
    a declared p) brackets it. Returns ``("separated", R1, R2)`` for two rectangles with
    disjoint brackets, ``("forced", p, base)`` for an exact root shared by all, the common
    bracket ``(lo, hi)``, or None when no crossing rectangle was located exactly.
    """
    grid = sorted(set(GRID) | ({Fraction(str(declared))} if declared is not None else set()))
    brackets: list[tuple[Any, ...]] = []
    for cells, corners, b in crossing:
        if exact_kind(exact.values(bases[b], corners), exact.noise) != "crossing":
            continue  # a float artefact: only a true crossing has exactly one root
        found = root_bracket(exact, bases[b], corners, grid)
        if found is not None:
            brackets.append((cells, b, *found))
    if not brackets:
        return None  # none located exactly (e.g. float64 values tie within the margin): p stays open
    highs = [t[3] for t in brackets if t[3] is not None]
    lows = [t[2] for t in brackets if t[2] is not None]
    if some_disjoint(brackets, highs, lows):  # then the first such pair, in order
        for first, second in combinations(brackets, 2):
            if disjoint(first, second):
                return ("separated", first, second)
    exact_roots = [t for t in brackets if t[2] == t[3]]
    if exact_roots:
        return ("forced", exact_roots[0][2], exact_roots[0][1])
    return (max(lows) if lows else None, min(highs) if highs else None)


def root_bracket(
    exact: ExactCorners, base: NDArray[Any], corners: Corners, grid: Sequence[Fraction]
) -> tuple[Fraction | None, Fraction | None] | None:
    """``(lo, hi)`` around a crossing rectangle's root over ``grid``; ``lo == hi`` for an exact
    root, None if no side of it is certified.

    The side of the root is monotone in c, so bisection finds it. Where the sign at a grid point
    is undecided (a float64 mixed difference within its rounding margin, typically because the
    root is that very point), the points still in play are tried one by one and the bracket is
    the largest certified point below the root and the smallest certified one above it: each
    end is a certified sign of r, never the undecided point itself.
    """
    lo, hi = 0, len(grid) - 1
    low: Fraction | None
    high: Fraction | None
    low, high = None, None  # grid points known below / above the root
    while lo <= hi:
        mid = (lo + hi) // 2
        side = exact_root_side(exact, base, corners, grid[mid])
        if side is None:
            sides = {q: exact_root_side(exact, base, corners, q) for q in grid[lo:hi + 1] if q != grid[mid]}
            below = [q for q, s in sides.items() if s == -1]
            above = [q for q, s in sides.items() if s == 1]
            if below and above and max(below) > min(above):
                return None  # inconsistent signs: not the single root of a crossing rectangle
            low, high = max(below, default=low), min(above, default=high)
            return None if low is None and high is None else (low, high)
        if side == 0:
            return grid[mid], grid[mid]
        if side == 1:  # p* < grid[mid]
            high, hi = grid[mid], mid - 1
        else:
            low, lo = grid[mid], mid + 1
    return low, high


def some_disjoint(brackets: list[tuple[Any, ...]], highs: list[Any], lows: list[Any]) -> bool:
    """Whether two of the brackets are :func:`disjoint`, in linear time: one's top below another's
    bottom, or touching at x = min(highs) = max(lows) where not both are the exact root x."""
    if not highs or not lows or min(highs) > max(lows):
        return False
    x = min(highs)
    if x < max(lows):
        return True
    tops = [t for t in brackets if t[3] == x]  # the brackets ending at x ...
    bottoms = [t for t in brackets if t[2] == x]  # ... and those starting there

    def inexact(group: list[tuple[Any, ...]]) -> bool:
        return any(t[2] != t[3] for t in group)

    return bool((inexact(tops) and bottoms) or (inexact(bottoms) and tops))


def disjoint(a: tuple[Any, ...], b: tuple[Any, ...]) -> bool:
    """Whether two brackets (closed when exact, open otherwise) cannot share a root."""
    (_, _, lo1, hi1), (_, _, lo2, hi2) = a, b
    for (lo, hi), (lo_o, hi_o) in (((lo1, hi1), (lo2, hi2)), ((lo2, hi2), (lo1, hi1))):
        if hi is not None and lo_o is not None and (
                hi < lo_o or (hi == lo_o and not (lo == hi and lo_o == hi_o))):
            return True
    return False


def certified_sign(d: Any, scale: float, noise: float = 0.0) -> int | None:
    """Certified sign of ``d``: exact for sympy numbers; for float64 ones beyond ``(FLOAT_MARGIN + noise) * scale``,
    where ``scale`` is the size of the values ``d`` was computed from and ``noise`` their relative rounding
    (scale-free, as :func:`axioms.arithmetic.exact.float_margin`)."""
    if d is None:
        return None
    if d.has(sympy.Float):
        x = float(d)
        return None if abs(x) <= (FLOAT_MARGIN + noise) * scale else (1 if x > 0 else -1)
    return exact_sign(d)


def _sorted_pair(x: Any, y: Any, noise: float) -> tuple[Any, Any] | None:
    s = certified_sign(y - x, max(abs(float(x)), abs(float(y))), 2 * noise)
    return None if s is None else ((x, y) if s >= 0 else (y, x))


def exact_kind(vals: Sequence[Any], noise: float) -> str | None:
    """Exact class of a rectangle ``(v∅, v_a, v_b, v_ab)``: "trivial" (the diagonals hold equal
    values), "dominance" (one sorted diagonal elementwise below the other), "crossing" (one
    diagonal strictly inside the other), "nonpositive", or None when it cannot be certified. ``noise``: the
    values' relative rounding estimate (0 for exact values)."""
    if any(v is None for v in vals):
        return None
    positive = [certified_sign(v, abs(float(v)), noise) for v in vals]
    if None in positive:
        return None
    if any(s != 1 for s in positive):
        return "nonpositive"
    plus, minus = _sorted_pair(vals[0], vals[3], noise), _sorted_pair(vals[1], vals[2], noise)
    if plus is None or minus is None:
        return None
    low, high = (certified_sign(x - y, max(abs(float(x)), abs(float(y))), 2 * noise) for x, y in zip(plus, minus))
    if low is None or high is None:
        return None
    if low == high == 0:
        return "trivial"
    return "crossing" if low * high < 0 else "dominance"


def exact_root_side(exact: ExactCorners, base: NDArray[Any], corners: Corners, q: Fraction) -> int | None:
    """+1 if the crossing rectangle's root p* < q, -1 if p* > q, 0 if p* = q, None if undecided."""
    vals = exact.values(base, corners)
    if any(v is None or certified_sign(v, abs(float(v)), exact.noise) != 1 for v in vals):
        return None
    sign = certified_sign(exact_difference(vals, [s for _, s in corners], q), term_scale(vals, q),
                          rounding_noise(exact, vals, q))
    if sign is None:
        return None
    # orient so that r rises through p*: the diagonal holding the largest value is the + side
    plus_max = max(float(vals[0]), float(vals[3]))
    minus_max = max(float(vals[1]), float(vals[2]))
    return sign if plus_max >= minus_max else -sign


def term_scale(vals: Sequence[Any], p: Any) -> float:
    """Size of the terms of a mixed difference at p (the float64 margin is relative to it)."""
    sizes = [abs(float(v)) for v in vals]
    if p == 0:
        return max(sizes) ** (len(vals) // 2)
    return max((x ** float(p) for x in sizes if x > 0 or p > 0), default=0.0)  # the largest term v^p (scale-free)


def rounding_noise(exact: ExactCorners, vals: Sequence[Any], p: Any) -> float:
    """Relative rounding of a mixed difference of ``vals`` at p: each value's relative rounding, scaled by |p|
    (ψ_p = v^p)."""
    return len(vals) * max(1.0, abs(float(p))) * exact.noise


def first_nonzero(
    exact: ExactCorners, bases: NDArray[Any], order: NDArray[Any], screened: list[Screened], p: Any
) -> tuple[CellSet, list[list[int]], list[Any]] | str | None:
    """The first (cells, base, exact values) with a certified nonzero mixed difference at p;
    "undecided" when only uncertifiable candidates were found; None when none was found."""
    undecided = False
    for cells, corners, values in screened:
        ok = admissible(values, p)
        d = float_difference(values, [s for _, s in corners], p)
        # the largest term of the difference: its float64 margin is relative to it (scale-free)
        with np.errstate(all="ignore"):
            sizes = np.abs(np.where(np.isfinite(values), values, 0))
            scale = (np.nanmax(sizes, axis=0) ** (len(corners) // 2) if p == 0
                     else np.nanmax(np.where(sizes > 0, sizes ** float(p), 0), axis=0) / abs(float(p)))
        bad = set(np.flatnonzero(ok & (np.abs(d) > FLOAT_MARGIN * scale)).tolist())
        for b in [b for b in order if b in bad][:CANDIDATES]:
            vals = exact.values(bases[b], corners)
            sign = (certified_sign(exact_difference(vals, [s for _, s in corners], p), term_scale(vals, p),
                                   rounding_noise(exact, vals, p)) if None not in vals else None)
            if sign is None:
                undecided = True
            elif sign:
                return cells, int_lists(bases[b]), vals
    return "undecided" if undecided else None


#: Smallest exhaustive matrices used as bases of the finite differences.
BASES = 3000


def difference_bases(n: int, sets: int, settings: Settings, rng: np.random.Generator) -> tuple[NDArray[Any], int]:
    """``(bases, how many are the smallest matrices)``: the smallest matrices (entries up to the
    exhaustive bound), then ``search_size`` random ones, as many as ``exhaustive_matrices``
    corner evaluations allow over all ``sets`` (so work and memory stay bounded for every n,
    and a search sized to a slow metric's cost stays sized)."""
    cap = max(50, settings.exhaustive_matrices // (8 * sets))
    small = exhaustive(n, settings.exhaustive_bound(n))[: min(BASES, cap // 2)]
    random = random_batch(n, max(1, settings.search_size // RANDOM_REGIMES), rng)[: max(0, cap - len(small))]
    return np.concatenate([small, random]), len(small)


def screen_differences(
    metric: Metric, n: int, sets: list[CellSet], settings: Settings, rng: np.random.Generator
) -> tuple[NDArray[Any], int, list[Screened]]:
    """``(bases, how many are the smallest, [(cells, corners, values)])``: float values at every corner of
    every set of ``sets`` over all bases (:func:`difference_bases`)."""
    bases, small = difference_bases(n, len(sets), settings, rng)
    seen: dict[frozenset[tuple[int, int]], NDArray[Any]] = {}

    def at(sub: CellSet) -> NDArray[Any]:
        key = frozenset(sub)
        if key not in seen:
            seen[key] = evaluate(metric, shifted(bases, sub))
        return seen[key]

    out: list[Screened] = []
    for cells in sets:
        corners = difference_corners(cells)
        out.append((cells, corners, np.stack([at(sub) for sub, _ in corners])))
    return bases, small, out
