r"""PIII class decomposability (Opitz 2024 §3.3, Eq. 4), decided at every class count.

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

A smooth symbolic metric is decided by mixed partial derivatives: a pair forces
:math:`p = 1 - f f_{ab}/(f_a f_b)` wherever :math:`f_a f_b \ne 0`; with that p, exact zero
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
"""

from fractions import Fraction
from itertools import combinations, product

import numpy as np
import sympy

from metrics import cell_symbols

from .budget import RANDOM_REGIMES, SymbolicTimeout, time_budget
from .calibration import calibrated_base
from .exact import FLOAT_MARGIN, as_text, exact_sign, float_margin, value_of
from .homogeneity import scale_invariant
from .rational import cancelled
from .spaces import evaluate, exhaustive, int_lists, integer_points, random_batch
from .refute import CANDIDATES
from .sebastiani.symmetry import check_sym
from .symbolic import symengine_expansion_bound, identically_zero, symengine
from .verdict import fails, holds, unknown

__all__ = ["check_piii", "combine", "uncovered_sets", "READINGS"]

#: How Eq. 4's ``g(m_i, (mᵀ)_i, i)`` is read (see the module docstring).
READINGS = ("same_formula", "literal")
_BASES = 3000  # smallest exhaustive matrices used as bases of the finite differences
_CROSSING = 4  # crossing rectangles located exactly per cell pair, among small and among random bases
_EXTREMES = 2  # ... and those with the lowest and the highest float estimate of their root


def uncovered_sets(n):
    """The minimal sets of cells that no single class covers: class-disjoint pairs, then triangles."""
    cells = [(i, j) for i in range(n) for j in range(n)]
    pairs = [(a, b) for a, b in combinations(cells, 2) if not set(a) & set(b)]
    triangles = []
    for x, y, z in combinations(range(n), 3):
        for a, b, c in product(((x, y), (y, x)), ((y, z), (z, y)), ((z, x), (x, z))):
            triangles.append((a, b, c))
    return pairs + triangles


def check_piii(metric, n, settings, rng):
    r"""PIII class decomposability: the metric is a generalised p-mean of one per-class score (Eq. 4).

    Returns a verdict with ``extra["p"]`` (the exponent, when PIII holds). See the module
    docstring for the criterion, the two readings and the evidence each route gives.
    """
    relabelling = None
    if settings.piii_reading == "same_formula":
        relabelling = check_sym(metric, n, settings, rng)
        if relabelling.verdict == "fails":
            return fails(
                "PIII",
                "not the same score formula for every class (Opitz's reading of Eq. 4): "
                + relabelling.detail
                + "; under the literal reading (Settings.piii_reading='literal') g may depend on the class",
                relabelling.counterexample,
                evidence={**relabelling.evidence, "reading": settings.piii_reading},
            )
        if relabelling.verdict in ("unknown", "error"):
            return unknown("PIII", f"relabelling invariance (Opitz's reading of Eq. 4) undecided: {relabelling.detail}")
    declared = metric.decomposition["p"] if metric.decomposition is not None else None
    expr = metric.expression(n)
    verdict = None
    if expr is not None and not expr.has(sympy.Piecewise):
        verdict = _by_derivatives(metric, n, settings, rng, declared)
    if verdict is None:
        verdict = _by_differences(metric, n, settings, rng, declared)
    return _with_reading(verdict, relabelling, declared, settings)


def combine(per_n):
    """``{"p": the exponent}`` when every class count agrees on it, else ``{"p": None}``."""
    ps = {v.extra.get("p") for v in per_n.values()}
    return {"p": ps.pop() if len(ps) == 1 else None}


def _with_reading(verdict, relabelling, declared, settings):
    """Adds the reading (and the relabelling evidence) to a decomposability verdict."""
    reading = (
        "Opitz's reading: the same g for every class (relabelling invariance "
        + ("proved" if relabelling.evidence["kind"] == "proof" else "not refuted")
        + ")"
        if relabelling is not None
        else "literal reading of Eq. 4: g may depend on the class index"
    )
    verdict.evidence = {**verdict.evidence, "reading": settings.piii_reading}
    verdict.detail = f"{verdict.detail} [{reading}]"
    if verdict.verdict == "holds":
        if relabelling is not None and relabelling.evidence["kind"] != "proof" and verdict.evidence["kind"] == "proof":
            verdict.evidence = {**relabelling.evidence, "reading": settings.piii_reading, "decomposition": verdict.evidence["method"]}
        if declared is not None and verdict.extra.get("p") is not None and exact_sign(sympy.Rational(declared) - sympy.nsimplify(verdict.extra["p"])) != 0:
            verdict.detail += f"; the declared decomposition p = {declared} is wrong"
    return verdict


def _p_value(p):
    p = sympy.nsimplify(p)
    return int(p) if p.is_Integer else float(p)


# --------------------------------------------------------------------------- smooth symbolic forms
class _ColumnCoordinates:
    """The metric in coordinates (free cells, column sums c_j): cell ``((j+1) % n, j)`` of column j
    is ``c_j`` minus the others. Calibrated and prevalence-based forms collapse there (a column
    of ``m λ~(m)`` sums to ``|S|/n`` identically), and a cell's partial is a linear operator:
    ``∂/∂m_ij = ∂/∂m'_ij + ∂/∂c_j`` for a free cell, ``∂/∂c_j`` for the eliminated one.

    With symengine installed, derivatives, evaluations and zero tests run in symengine (the
    same exact arithmetic, far faster); sizes are node counts either way, so the budget is
    deterministic.
    """

    def __init__(self, metric, n):
        self.n = n
        self.cells = cell_symbols(n)
        self.sums = sympy.symbols(f"c0:{n}", positive=True)
        self.eliminated = {((j + 1) % n, j) for j in range(n)}
        M = sympy.Matrix(n, n, lambda i, j: self.sums[j] - sum(self.cells[k, j] for k in range(n) if k != i) if (i, j) in self.eliminated else self.cells[i, j])
        expr = sympy.sympify(_scale_free_calibrated(metric, n, M) or metric.symbolic(M))
        self.fast = symengine is not None
        self.lift = symengine.sympify if self.fast else sympy.sympify
        self.symbols = {cell: self.lift(self.cells[cell]) for cell in product(range(n), repeat=2)}
        self.sum_symbols = [self.lift(c) for c in self.sums]
        # common factors cancelled (python-flint) where that makes the form smaller: calibrated kappa
        # collapses to an affine form of the recalls (a sum of ratios would grow over a common denominator)
        self.original = self.lift(expr)
        simpler = cancelled(expr)
        simpler = None if simpler is None else self.lift(simpler)
        self.expr = simpler if simpler is not None and self.size(simpler) < self.size(self.original) else self.original
        self._defined = {}

    def derive(self, e, cell):
        d = e.diff(self.sum_symbols[cell[1]])
        return d if cell in self.eliminated else e.diff(self.symbols[cell]) + d

    def size(self, e):
        """Number of nodes of ``e`` (the operation budget's measure)."""
        return 1 + sum(self.size(a) for a in e.args)

    def at(self, e, point):
        """Exact value of ``e`` at the integer matrix ``point`` (a sympy number); None where undefined,
        or where the metric is (its cancelled form may be defined at more points)."""
        key = tuple(map(tuple, point))
        if key not in self._defined:
            self._defined[key] = self.original is self.expr or self._value(self.original, point) is not None
        return self._value(e, point) if self._defined[key] else None

    def _value(self, e, point):
        values = {self.symbols[i, j]: point[i][j] for i in range(self.n) for j in range(self.n) if (i, j) not in self.eliminated}
        values.update({c: sum(row[j] for row in point) for j, c in enumerate(self.sum_symbols)})
        try:
            value = sympy.sympify(e.subs({k: self.lift(v) for k, v in values.items()}))
        except (ZeroDivisionError, RuntimeError, ValueError):
            return None
        return None if value.has(sympy.nan, sympy.zoo, sympy.oo, -sympy.oo) else value

    def is_zero(self, e, settings):
        """True / False when ``e ≡ 0`` is decided exactly, None beyond the term budget."""
        if not self.fast:
            return identically_zero(e, settings)
        numerator, _ = e.as_numer_denom()
        if symengine_expansion_bound(numerator) > settings.symbolic_max_terms:
            return None
        return symengine.expand(numerator) == 0


def _scale_free_calibrated(metric, n, M):
    r"""A calibrated metric's form at ``M`` without the factor :math:`|S|/n`, when the metric it comes
    from is scale invariant (its form homogeneous of degree 0 in all cells, read off the
    structure), else None: :math:`f(m_{kl} |S| / (n c_l)) = f(m_{kl} / c_l)` with the same domain
    for every :math:`|S| > 0`, a form with fewer factors to differentiate."""
    base = calibrated_base(metric)
    expr = None if base is None else base.expression(n)
    if expr is None or not scale_invariant(expr, n):
        return None
    columns = [sum(M.col(j)) for j in range(n)]
    return base.symbolic(sympy.Matrix(n, n, lambda i, j: M[i, j] / columns[j]))


def _condition(f, parts, p, cells):
    """The division-free condition that the mixed partial of ψ_p(f) over ``cells`` vanishes
    (for p = 1 simply the mixed partial of f)."""
    d = lambda *cs: parts[tuple(sorted(cs))]  # noqa: E731 - local shorthand
    if p == 1:
        return d(*cells)
    if len(cells) == 2:
        a, b = cells
        return (1 - p) * d(a) * d(b) - f * d(a, b)
    a, b, c = cells
    return f**2 * d(a, b, c) + (p - 1) * f * (d(a) * d(b, c) + d(b) * d(a, c) + d(c) * d(a, b)) + (p - 1) * (p - 2) * d(a) * d(b) * d(c)


def _partials(coords, sets, settings):
    """``{sorted cells: mixed partial}`` for every subset of every set, or None when a partial to
    be differentiated again exceeds the operation budget in nodes (each derivative and
    zero test grows it several-fold; the differences decide instead)."""
    parts = {(): coords.expr}
    for cells in sets:
        for r in range(1, len(cells) + 1):
            for sub in combinations(sorted(cells), r):
                if sub not in parts:
                    if r > 1 and coords.size(parts[sub[:-1]]) > settings.symbolic_max_ops:
                        return None
                    parts[sub] = coords.derive(parts[sub[:-1]], sub[-1])
    return parts


def _by_derivatives(metric, n, settings, rng, declared):
    """A verdict from mixed partial derivatives, or None when they cannot decide (then: differences)."""
    sets = uncovered_sets(n)
    try:
        with time_budget(settings.symbolic_seconds):
            coords = _ColumnCoordinates(metric, n)
            expr = coords.expr
            parts = _partials(coords, sets, settings)
            if parts is None:
                return None
            forced = None
            for point in integer_points(n, settings.rational_points, rng):
                f = coords.at(expr, point)
                if f is None:
                    continue
                for a, b in (s for s in sets if len(s) == 2):
                    fa, fb, fab = (coords.at(parts[c], point) for c in ((a,), (b,), tuple(sorted((a, b)))))
                    if None in (fa, fb, fab) or exact_sign(fa * fb) in (0, None):
                        continue
                    p = sympy.nsimplify(1 - f * fab / (fa * fb))
                    if forced is None:
                        forced = (p, point, [list(a), list(b)])
                    elif exact_sign(p - forced[0]) not in (0, None):
                        return fails(
                            "PIII",
                            f"the mean exponent each class-disjoint cell pair forces differs: p = {as_text(forced[0])} at m={forced[1]} "
                            f"(cells {forced[2]}) but p = {as_text(p)} at m={point} (cells {[list(a), list(b)]}); no generalised mean fits",
                            {"matrices": [forced[1], point], "cells": [forced[2], [list(a), list(b)]], "p": [as_text(forced[0]), as_text(p)], "verified": "exact"},
                            evidence={"kind": "counterexample", "method": "implied exponent p = 1 − f·f_ab/(f_a·f_b) evaluated exactly at two matrices"},
                        )
            p0 = forced[0] if forced is not None else sympy.Rational(declared if declared is not None else 1)
            results = [(cells, coords.is_zero(_condition(expr, parts, coords.lift(p0), cells), settings)) for cells in sets]
    except SymbolicTimeout:
        return None
    if any(ok is None for _, ok in results):
        return None  # beyond the term budget: decide by finite differences
    broken = [cells for cells, ok in results if not ok]
    if not broken:
        how = f"forced by the cell pair {forced[2]} at m={forced[1]}" if forced is not None else "no cell pair constrains p; " + ("the declared p" if declared is not None else "p = 1")
        return holds(
            "PIII",
            {
                "kind": "proof",
                "method": f"exact zero tests: the mixed partials of ψ_p(metric) vanish on all {len(sets)} cell sets no class covers "
                f"({sum(len(s) == 2 for s in sets)} pairs, {sum(len(s) == 3 for s in sets)} triangles), p = {as_text(p0)} ({how})",
            },
            f"a generalised mean with p = {as_text(p0)} of per-class terms (proved)",
            extra={"p": _p_value(p0)},
        )
    if forced is None:
        return None  # p is not pinned down by a pair: the differences decide
    for cells in broken:
        witness = _nonzero_point(coords, parts, p0, cells, n, settings, rng)
        if witness is not None:
            return fails(
                "PIII",
                f"p = {as_text(p0)} is forced by the cell pair {forced[2]} at m={forced[1]}, but the mixed partial of ψ_p(metric) "
                f"over cells {[list(c) for c in cells]} is nonzero at m={witness}",
                {"matrix": witness, "cells": [list(c) for c in cells], "p": as_text(p0), "forced_at": forced[1], "verified": "exact"},
                evidence={"kind": "counterexample", "method": "mixed partials of ψ_p(metric) evaluated exactly: p is forced at one matrix, a mixed partial is nonzero at another"},
            )
    return None  # no exact witness: decide by finite differences


def _nonzero_point(coords, parts, p0, cells, n, settings, rng):
    condition = _condition(coords.expr, parts, coords.lift(p0), cells)
    for point in integer_points(n, 4 * settings.rational_points, rng):
        value = coords.at(condition, point)
        if value is not None and exact_sign(value) not in (0, None):
            return point
    return None


# --------------------------------------------------------------------------- finite differences
def _corners(cells):
    """``(subset, sign)`` of the mixed difference over ``cells``: sign (−1)^(|cells| − |subset|)."""
    return [(sub, (-1) ** (len(cells) - len(sub))) for r in range(len(cells) + 1) for sub in combinations(cells, r)]


def _shifted(bases, sub):
    out = bases.copy()
    for i, j in sub:
        out[:, i, j] += 1
    return out


def _admissible(values, p):
    """Whether ψ_p is defined (and increasing) at all ``values`` (a float array, any shape)."""
    if p == 1 or (p > 0 and float(p).is_integer()):
        return np.isfinite(values).all(axis=0)
    return (np.isfinite(values) & (values > 0 if p < 0 else values >= 0)).all(axis=0)


def _float_difference(values, signs, p):
    """Σ sign·ψ_p(value) along axis 0 (p = 0: the log-free product form Π₊ − Π₋ of the same sign)."""
    signs = np.asarray(signs, dtype=float)[:, None]
    with np.errstate(all="ignore"):
        if p == 0:
            return np.prod(np.where(signs > 0, values, 1.0), axis=0) - np.prod(np.where(signs < 0, values, 1.0), axis=0)
        return np.sum(signs * np.power(values, float(p)), axis=0) / float(p)


def _exact_difference(values, signs, p):
    """Exact number with the sign of Σ sign·ψ_p(value) (None if a value is undefined)."""
    if any(v is None for v in values):
        return None
    if p == 0:
        return sympy.Mul(*[v for v, s in zip(values, signs) if s > 0]) - sympy.Mul(*[v for v, s in zip(values, signs) if s < 0])
    return sympy.Add(*[s * v ** sympy.Rational(p) for v, s in zip(values, signs)]) * sympy.sign(sympy.Rational(p))


def _bases(n, sets, settings, rng):
    """``(bases, how many are the smallest matrices)``: the smallest matrices (entries up to the
    exhaustive bound), then ``search_size`` random ones, as many as ``exhaustive_matrices``
    corner evaluations allow over all ``sets`` (so work and memory stay bounded for every n,
    and a search sized to a slow metric's cost stays sized)."""
    cap = max(50, settings.exhaustive_matrices // (8 * sets))
    small = exhaustive(n, settings.exhaustive_bound(n))[: min(_BASES, cap // 2)]
    random = random_batch(n, max(1, settings.search_size // RANDOM_REGIMES), rng)[: max(0, cap - len(small))]
    return np.concatenate([small, random]), len(small)


def _screen(metric, n, settings, rng):
    """Float values at every corner of every uncovered set over all bases: ``[(cells, corners, values)]``."""
    bases, small = _bases(n, len(uncovered_sets(n)), settings, rng)
    seen = {}

    def at(sub):
        key = frozenset(sub)
        if key not in seen:
            seen[key] = evaluate(metric, _shifted(bases, sub))
        return seen[key]

    out = []
    for cells in uncovered_sets(n):
        corners = _corners(cells)
        out.append((cells, corners, np.stack([at(sub) for sub, _ in corners])))
    return bases, small, out


class _Exact:
    """Exact corner values of one mixed difference (cached per matrix)."""

    def __init__(self, metric):
        self.metric = metric
        self.cache = {}
        self.float64 = False
        self.noise = 0.0  # the largest relative rounding estimate of a float64 value met (axioms.exact.Float64)

    def values(self, base, corners):
        out = []
        for sub, _ in corners:
            m = int_lists(_shifted(base[None], sub)[0])
            key = str(m)
            if key not in self.cache:
                value, how = value_of(self.metric, m)
                self.float64 |= how != "exact"
                if isinstance(value, float) and value != 0:
                    self.noise = max(self.noise, getattr(value, "rounding", FLOAT_MARGIN) / abs(value))
                self.cache[key] = sympy.Float(value, 30) if isinstance(value, float) else value
            out.append(self.cache[key])
        return out


def _rectangle_kind(values):
    """'trivial', 'dominance' or 'crossing' for rectangles with positive values ``(4, N)`` (float)."""
    plus = np.sort(values[[0, 3]], axis=0)  # corners ∅ and {a, b}: sign +
    minus = np.sort(values[[1, 2]], axis=0)
    tol = float_margin(values.max(axis=0), values.min(axis=0))  # relative to the values' own size (scale-free)
    le = (plus <= minus + tol).all(axis=0)
    ge = (plus >= minus - tol).all(axis=0)
    kind = np.where(le & ge, "trivial", np.where(le | ge, "dominance", "crossing"))
    return kind


def _float_roots(values, low=-16.0, high=16.0, steps=40):
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
            r = np.where(np.abs(mid) < 1e-12, (signs * logs).sum(axis=0), (signs * np.exp(mid * logs)).sum(axis=0) / mid)
            above = np.where(rising, r > 0, r < 0)  # the root lies below mid
            hi = np.where(above, mid, hi)
            lo = np.where(above, lo, mid)
    return (lo + hi) / 2


#: Exact exponents at which crossing rectangles are located (their roots bracketed).
_GRID = tuple(Fraction(x) for x in ("-4", "-2", "-1", "-1/2", "0", "1/2", "1", "2", "4"))


def _by_differences(metric, n, settings, rng, declared):
    """A verdict from exact finite differences (Piecewise, non-smooth and numeric-only metrics)."""
    bases, small, screened = _screen(metric, n, settings, rng)
    exact = _Exact(metric)
    order = np.argsort(bases.sum(axis=(1, 2)), kind="stable")  # smallest bases first
    k = settings.exhaustive_bound(n)
    budget = {"base_matrices": len(bases), "exhaustive_max_entry": k, "exhaustive_bases": small, "cell_sets": len(screened)}
    undecided = []
    crossing = []
    for cells, corners, values in (x for x in screened if len(x[0]) == 2):
        positive = (np.isfinite(values) & (values > 0)).all(axis=0)
        kinds = np.where(positive, _rectangle_kind(np.where(positive, values, 1.0)), "none")
        for b in [b for b in order if kinds[b] == "dominance"][:CANDIDATES]:
            vals = exact.values(bases[b], corners)
            kind = _exact_kind(vals, exact.noise)
            if kind == "dominance":
                return _fail_every_p(
                    f"at m={int_lists(bases[b])}, adding one item to cells {[list(c) for c in cells]} (no class owns both) gives "
                    f"{', '.join(as_text(v) for v in vals)} (before, +a, +b, +both): one diagonal dominates the other, so no "
                    f"increasing transform ψ_p makes the mixed difference zero",
                    {"matrix": int_lists(bases[b]), "cells": [list(c) for c in cells], "values": [as_text(v) for v in vals]},
                    exact,
                )
            if kind is None:
                undecided.append(int_lists(bases[b]))
        small = [b for b in order if kinds[b] == "crossing" and b < budget["exhaustive_bases"]]
        large = [b for b in order if kinds[b] == "crossing" and b >= budget["exhaustive_bases"]]
        roots = _float_roots(np.where(positive, values, 1.0))
        ranked = sorted((b for b in order if kinds[b] == "crossing"), key=lambda b: roots[b])  # stable: smallest bases first among equals
        extremes = ranked[:_EXTREMES] + ranked[-_EXTREMES:]
        chosen = dict.fromkeys(int(b) for b in small[:_CROSSING] + large[:_CROSSING] + extremes)
        crossing += [(cells, corners, b) for b in chosen]
    located = _locate(exact, bases, crossing, declared)
    if isinstance(located, tuple) and located[0] == "separated":
        (c1, b1, lo1, hi1), (c2, b2, lo2, hi2) = located[1:]
        return _fail_every_p(
            f"two rectangles force different mean exponents: at m={int_lists(bases[b1])} (cells {[list(c) for c in c1]}) "
            f"p {_interval(lo1, hi1)}, at m={int_lists(bases[b2])} (cells {[list(c) for c in c2]}) p {_interval(lo2, hi2)}",
            {"matrices": [int_lists(bases[b1]), int_lists(bases[b2])], "cells": [[list(c) for c in c1], [list(c) for c in c2]], "p": [_interval(lo1, hi1), _interval(lo2, hi2)]},
            exact,
        )
    forced = located if isinstance(located, tuple) and located[0] == "forced" else None
    bracket = located if located is not None and forced is None else None  # every located root lies in it
    first = Fraction(str(declared)) if declared is not None else Fraction(1)
    candidates = [forced[1]] if forced else [first] + [Fraction(c) for c in (1, 0, -1, 2)]
    if bracket is not None:
        candidates = [p for p in candidates if _inside(p, *bracket)]
    for p in dict.fromkeys(candidates):
        broken = _first_nonzero(exact, bases, order, screened, p)
        if broken is None:
            if undecided:
                return unknown("PIII", f"no mixed difference is nonzero at p = {p}, but candidates at m={undecided[0]} could not be decided exactly")
            how = f"p forced by the rectangle at m={int_lists(bases[forced[2]])}" if forced else "no rectangle pins p down"
            evidence = {
                "kind": "search",
                "method": f"exact finite differences: the mixed difference of ψ_p(metric), p = {p}, vanishes on all {len(screened)} cell sets "
                f"no class covers over {len(bases)} base matrices (the {budget['exhaustive_bases']} smallest with entries 0..{k}, and random); {how}",
                "budget": budget,
            }
            return holds("PIII", evidence, f"consistent with a generalised mean with p = {p} (not refuted, not proved)", extra={"p": _p_value(p)})
        if broken == "undecided":
            return unknown("PIII", f"a mixed difference at p = {p} could not be decided exactly")
        if forced:
            cells, base, vals = broken
            return _fail_every_p(
                f"p = {p} is forced by the rectangle at m={int_lists(bases[forced[2]])}, but at m={base} the mixed difference of "
                f"ψ_p(metric) over cells {[list(c) for c in cells]} (values {', '.join(as_text(v) for v in vals)}) is nonzero",
                {"matrix": base, "cells": [list(c) for c in cells], "values": [as_text(v) for v in vals], "p": str(p), "forced_at": int_lists(bases[forced[2]])},
                exact,
            )
    if bracket is not None:
        return unknown("PIII", f"crossing rectangles confine the mean exponent to p {_interval(*bracket)}, where none of p = {', '.join(map(str, candidates)) or '1, 0, -1, 2'} fits every mixed difference")
    return unknown("PIII", "no rectangle pins the mean exponent down and none of p = 1, 0, -1, 2 fits every mixed difference")


def _inside(p, lo, hi):
    """Whether p lies in the open bracket (lo, hi) (None: unbounded)."""
    return (lo is None or lo < p) and (hi is None or p < hi)


def _interval(lo, hi):
    if lo == hi:
        return f"= {lo}"
    return f"in ({'-∞' if lo is None else lo}, {'∞' if hi is None else hi})"


def _locate(exact, bases, crossing, declared):
    """Where the crossing rectangles put the mean exponent.

    Each crossing rectangle has one root p*; the exact sign of r(c) on :data:`_GRID` (plus
    a declared p) brackets it. Returns ``("separated", R1, R2)`` for two rectangles with
    disjoint brackets, ``("forced", p, base)`` for an exact root shared by all, the common
    bracket ``(lo, hi)``, or None when no crossing rectangle was located exactly.
    """
    grid = sorted(set(_GRID) | ({Fraction(str(declared))} if declared is not None else set()))
    brackets = []
    for cells, corners, b in crossing:
        if _exact_kind(exact.values(bases[b], corners), exact.noise) != "crossing":
            continue  # a float artefact: only a true crossing has exactly one root
        bracket = _bracket(exact, bases[b], corners, grid)
        if bracket is not None:
            brackets.append((cells, b, *bracket))
    if not brackets:
        return None  # none located exactly (e.g. float64 values tie within the margin): p stays open
    highs = [t[3] for t in brackets if t[3] is not None]
    lows = [t[2] for t in brackets if t[2] is not None]
    if _some_disjoint(brackets, highs, lows):  # then the first such pair, in order
        for first, second in combinations(brackets, 2):
            if _disjoint(first, second):
                return ("separated", first, second)
    exact_roots = [t for t in brackets if t[2] == t[3]]
    if exact_roots:
        return ("forced", exact_roots[0][2], exact_roots[0][1])
    return (max(lows) if lows else None, min(highs) if highs else None)


def _bracket(exact, base, corners, grid):
    """``(lo, hi)`` around a crossing rectangle's root over ``grid``; ``lo == hi`` for an exact
    root, None if no side of it is certified.

    The side of the root is monotone in c, so bisection finds it. Where the sign at a grid point
    is undecided (a float64 mixed difference within its rounding margin, typically because the
    root is that very point), the points still in play are tried one by one and the bracket is
    the largest certified point below the root and the smallest certified one above it: each
    end is a certified sign of r, never the undecided point itself.
    """
    lo, hi = 0, len(grid) - 1
    low, high = None, None  # grid points known below / above the root
    while lo <= hi:
        mid = (lo + hi) // 2
        side = _exact_root_side(exact, base, corners, grid[mid])
        if side is None:
            sides = {q: _exact_root_side(exact, base, corners, q) for q in grid[lo:hi + 1] if q != grid[mid]}
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


def _some_disjoint(brackets, highs, lows):
    """Whether two of the brackets are :func:`_disjoint`, in linear time: one's top below another's
    bottom, or touching at x = min(highs) = max(lows) where not both are the exact root x."""
    if not highs or not lows or min(highs) > max(lows):
        return False
    x = min(highs)
    if x < max(lows):
        return True
    tops = [t for t in brackets if t[3] == x]  # the brackets ending at x ...
    bottoms = [t for t in brackets if t[2] == x]  # ... and those starting there

    def inexact(group):
        return any(t[2] != t[3] for t in group)

    return bool((inexact(tops) and bottoms) or (inexact(bottoms) and tops))


def _disjoint(a, b):
    """Whether two brackets (closed when exact, open otherwise) cannot share a root."""
    (_, _, lo1, hi1), (_, _, lo2, hi2) = a, b
    for (lo, hi), (lo_o, hi_o) in (((lo1, hi1), (lo2, hi2)), ((lo2, hi2), (lo1, hi1))):
        if hi is not None and lo_o is not None and (hi < lo_o or (hi == lo_o and not (lo == hi and lo_o == hi_o))):
            return True
    return False


def _sign(d, scale, noise=0.0):
    """Certified sign of ``d``: exact for sympy numbers; for float64 ones beyond ``(FLOAT_MARGIN + noise) * scale``,
    where ``scale`` is the size of the values ``d`` was computed from and ``noise`` their relative rounding
    (scale-free, as :func:`axioms.exact.float_margin`)."""
    if d is None:
        return None
    if d.has(sympy.Float):
        x = float(d)
        return None if abs(x) <= (FLOAT_MARGIN + noise) * scale else (1 if x > 0 else -1)
    return exact_sign(d)


def _sorted_pair(x, y, noise):
    s = _sign(y - x, max(abs(float(x)), abs(float(y))), 2 * noise)
    return None if s is None else ((x, y) if s >= 0 else (y, x))


def _exact_kind(vals, noise):
    """Exact class of a rectangle ``(v∅, v_a, v_b, v_ab)``: "trivial" (the diagonals hold equal
    values), "dominance" (one sorted diagonal elementwise below the other), "crossing" (one
    diagonal strictly inside the other), "nonpositive", or None when it cannot be certified. ``noise``: the values'
    relative rounding estimate (0 for exact values)."""
    if any(v is None for v in vals):
        return None
    positive = [_sign(v, abs(float(v)), noise) for v in vals]
    if None in positive:
        return None
    if any(s != 1 for s in positive):
        return "nonpositive"
    plus, minus = _sorted_pair(vals[0], vals[3], noise), _sorted_pair(vals[1], vals[2], noise)
    if plus is None or minus is None:
        return None
    low, high = (_sign(x - y, max(abs(float(x)), abs(float(y))), 2 * noise) for x, y in zip(plus, minus))
    if low is None or high is None:
        return None
    if low == high == 0:
        return "trivial"
    return "crossing" if low * high < 0 else "dominance"


def _exact_root_side(exact, base, corners, q):
    """+1 if the crossing rectangle's root p* < q, -1 if p* > q, 0 if p* = q, None if undecided."""
    vals = exact.values(base, corners)
    if any(v is None or _sign(v, abs(float(v)), exact.noise) != 1 for v in vals):
        return None
    sign = _sign(_exact_difference(vals, [s for _, s in corners], q), _scale(vals, q), _noise(exact, vals, q))
    if sign is None:
        return None
    # orient so that r rises through p*: the diagonal holding the largest value is the + side
    plus_max = max(float(vals[0]), float(vals[3]))
    minus_max = max(float(vals[1]), float(vals[2]))
    return sign if plus_max >= minus_max else -sign


def _scale(vals, p):
    """Size of the terms of a mixed difference at p (the float64 margin is relative to it)."""
    sizes = [abs(float(v)) for v in vals]
    if p == 0:
        return max(sizes) ** (len(vals) // 2)
    return max((x ** float(p) for x in sizes if x > 0 or p > 0), default=0.0)  # the largest term v^p (scale-free)


def _noise(exact, vals, p):
    """Relative rounding of a mixed difference of ``vals`` at p: each value's relative rounding, scaled by |p| (ψ_p = v^p)."""
    return len(vals) * max(1.0, abs(float(p))) * exact.noise


def _first_nonzero(exact, bases, order, screened, p):
    """The first (cells, base, exact values) with a certified nonzero mixed difference at p;
    "undecided" when only uncertifiable candidates were found; None when none was found."""
    undecided = False
    for cells, corners, values in screened:
        ok = _admissible(values, p)
        d = _float_difference(values, [s for _, s in corners], p)
        with np.errstate(all="ignore"):  # the largest term of the difference: its float64 margin is relative to it (scale-free)
            sizes = np.abs(np.where(np.isfinite(values), values, 0))
            scale = np.nanmax(sizes, axis=0) ** (len(corners) // 2) if p == 0 else np.nanmax(np.where(sizes > 0, sizes ** float(p), 0), axis=0) / abs(float(p))
        bad = set(np.flatnonzero(ok & (np.abs(d) > FLOAT_MARGIN * scale)).tolist())
        for b in [b for b in order if b in bad][:CANDIDATES]:
            vals = exact.values(bases[b], corners)
            sign = _sign(_exact_difference(vals, [s for _, s in corners], p), _scale(vals, p), _noise(exact, vals, p)) if None not in vals else None
            if sign is None:
                undecided = True
            elif sign:
                return cells, int_lists(bases[b]), vals
    return "undecided" if undecided else None


def _fail_every_p(detail, counterexample, exact):
    how = "float64" if exact.float64 else "exact"
    return fails(
        "PIII",
        detail + f" (verified {how})",
        {**counterexample, "verified": how},
        evidence={"kind": "counterexample", "method": f"exact finite differences of ψ_p(metric) over cell sets no class covers, for every p (verified {how})"},
    )
