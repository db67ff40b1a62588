r"""Differentiability of a score at the classifiers of a test set, decided with exact one-sided limits.

Used by CON (Sebastiani's continuous differentiability): the classifiers where a denominator or
radicand vanishes (:func:`singular_points`), the one-sided difference quotient of a partial
derivative there (:func:`derivative_at`), and kinks, where one-sided directional derivatives along
two free cells are not additive, :math:`D_{d_1+d_2} \ne D_{d_1} + D_{d_2}` (:func:`kink_at`,
:func:`find_kink`), and jumps, where the score's one-sided limit along a free cell is not its value
(:func:`find_jump`: F1 with ``zero_division=1`` scores 1 at the empty classifier of a test set with
no positives, and 0 at every other of its classifiers). ``G`` is the score with the dependent cells
written through the prevalences ``P`` (:func:`axioms.search.coordinates.parametrise`).
"""

from collections.abc import Iterable, Sequence
from itertools import combinations, islice
from typing import Any

import numpy as np
from numpy.typing import NDArray
import sympy

from metrics import cell_symbols
from metrics.bridge import numpy_function

from axioms.core.budget import Settings, SymbolicTimeout, time_budget
from axioms.search.coordinates import dependent, free_cells
from axioms.arithmetic.exact import as_text, exact_sign
from axioms.properties.con.limits import branch_near, directional_derivative, rational_limit
from axioms.search.patterns import singular_bases
from axioms.search.spaces import cell_name, classifier_count, classifiers, int_lists, test_sets

__all__ = ["find_jump", "find_kink", "kink_at", "singular_points", "feasible_signs", "point_map", "one_sided_limits",
           "derivative_at"]

#: A test set (its prevalences), a classifier of it (an integer matrix) and a free cell of it.
TestSet = tuple[int, ...]
Point = list[list[int]]
Cell = tuple[int, int]
#: ``(test set, classifier, (cell a, sign), (cell b, sign), (D_a, D_b, D_a+b))`` (:func:`kink_at`).
Kink = tuple[TestSet, Point, tuple[Cell, int], tuple[Cell, int], tuple[Any, Any, Any]]
#: ``(test set, classifier, (cell, sign), value, limit)`` (:func:`find_jump`).
Jump = tuple[TestSet, Point, tuple[Cell, int], Any, Any]


def find_kink(G: Any, n: int, P: Any, settings: Settings, bound: int = 2) -> Kink | None:
    r"""A classifier where the score is defined but not differentiable, or None.

    Searched at the classifiers of the test sets with prevalences 1..``bound``, smallest first,
    at most ``settings.exact_classifiers`` of them (a count: each point costs exact limits)
    (:func:`kink_at`): e.g. the kink of a Min, or HmacR at the all-wrong classifier.
    """
    sets = [p for p in test_sets(n, bound, positive=True) if classifier_count(p) <= settings.exact_classifiers]
    points = ((p, int_lists(mat)) for p in sets for mat in classifiers(p))
    return kink_at(G, n, P, settings, islice(points, settings.exact_classifiers))[0]


def find_jump(G: Any, n: int, P: Any, settings: Settings, bound: int = 2) -> Jump | None:
    r"""``(test set, classifier, (cell, sign), value, limit)`` where the score is defined but its one-sided limit
    along a free cell is certainly another number (or infinite): the score is not even continuous there; or None.

    Searched at the classifiers of the test sets with prevalences 0..``bound`` (a class may be absent:
    a convention for an empty class is where scores jump), smallest first, at most
    ``settings.exact_classifiers`` of them. The limit is taken on the Piecewise branch that holds for
    every small move (:func:`axioms.properties.con.limits.branch_near`), exactly
    (:func:`axioms.properties.con.limits.rational_limit`); a point where no branch is decided is passed over.
    """
    M = cell_symbols(n)
    h = sympy.Symbol("h", positive=True)
    sets = [p for p in test_sets(n, bound) if classifier_count(p) <= settings.exact_classifiers]
    points = islice(((p, int_lists(mat)) for p in sets for mat in classifiers(p)), settings.exact_classifiers)
    for p, point in points:
        env = point_map(n, p, point, P)
        jump = _jump_at(G, n, p, point, env, M, h)
        if jump is not None:
            return jump
    return None


def _jump_at(G: Any, n: int, p: TestSet, point: Point, env: dict[Any, Any], M: Any, h: Any) -> Jump | None:
    """:func:`find_jump` at one classifier; None where the score is undefined, a Piecewise condition cannot be
    evaluated there (it compares an undefined value: the test set lacks a class), or no limit differs."""
    try:
        value = G.xreplace(env)
        if not (value.is_number and value.is_finite):
            return None
        for c in free_cells(n):
            for d in feasible_signs(n, point, c):
                near = branch_near(G, env, {M[c]: d}, h)
                limit = None if near is None else rational_limit(near.xreplace({**env, M[c]: env[M[c]] + d * h}), h)
                if limit is not None and (not limit.is_finite or exact_sign(limit - value) not in (0, None)):
                    return p, point, (c, d), value, limit
    except (TypeError, ValueError):  # sympy: "Invalid NaN comparison" in a condition
        return None
    return None


def kink_at(
    G: Any, n: int, P: Any, settings: Settings, points: Iterable[tuple[TestSet, Point]], exhaustive: bool = False
) -> tuple[Kink | None, list[tuple[TestSet, Point]]]:
    r"""``(kink, undecided)``: the first of ``points`` ((test set, classifier) pairs) where the
    score is defined but not differentiable, or None; and the points where that could not be decided.

    At a point x, for two free cells moved in feasible directions d1, d2 (each axis and each
    diagonal of two cells), a differentiable score has
    :math:`D_{d_1+d_2} = D_{d_1} + D_{d_2}` for its one-sided directional derivatives; a
    certified inequality of exact limits refutes differentiability at x. A point is
    undecided when one of these limits is not found (or not finite), or their sum's sign
    is not certified; with ``exhaustive`` false such points are passed over silently
    (a search for a witness), and the list stays empty.
    """
    M = cell_symbols(n)
    h = sympy.Symbol("h", positive=True)
    free = free_cells(n)
    undecided: list[tuple[TestSet, Point]] = []
    for p, point in points:
        env = point_map(n, p, point, P)
        try:
            finite = G.xreplace(env).is_finite
        except TypeError:  # sympy orders a NaN in a branch not taken (Abs rewritten inside a Piecewise): not decided
            finite = None
        if not finite:
            # a point that must be checked, where the form is not certified finite: undecided, never passed over
            if exhaustive:
                undecided.append((p, point))
            continue
        axis: dict[tuple[Cell, int], Any] = {}  # one-sided derivative along one cell, by (cell, sign)
        pairs = ((a, da, b, db) for a, b in combinations(free, 2) for da in feasible_signs(n, point, a)
                 for db in feasible_signs(n, point, b, also=(a, da)))
        for a, da, b, db in pairs:
            for c, d in ((a, da), (b, db)):
                if (c, d) not in axis:
                    axis[c, d] = _derivative(G, env, {M[c]: d}, h, settings)
            d1, d2 = axis[a, da], axis[b, db]
            d12 = _derivative(G, env, {M[a]: da, M[b]: db}, h, settings) if d1 is not None and d2 is not None else None
            sign = exact_sign(d12 - d1 - d2) if d12 is not None else None
            if sign:
                return (p, point, (a, da), (b, db), (d1, d2, d12)), undecided
            if sign is None and exhaustive:
                undecided.append((p, point))
                break
    return None, undecided


def _derivative(G: Any, env: dict[Any, Any], moves: dict[Any, int], h: Any, settings: Settings) -> Any:
    """:func:`directional_derivative`, or None where sympy raises ordering a NaN in a branch not taken."""
    try:
        return directional_derivative(G, env, moves, h, settings)
    except TypeError:
        return None


def singular_points(G: Any, n: int, p: TestSet, mats: NDArray[np.float64], P: Any) -> list[Point]:
    """The classifiers among ``mats`` (of the test set ``p``) where a denominator or a radicand of ``G`` is
    exactly zero (or its sign is not certified): there the derivative formulas say nothing and
    differentiability must be checked directly. A float scan picks candidates; each is re-checked exactly."""
    M = cell_symbols(n)
    dens, roots = singular_bases(G)
    bases: set[Any] | list[Any] = {b.xreplace({P[j]: sympy.Integer(int(p[j])) for j in range(n)}) for b in dens + roots}
    bases = [b for b in bases if not (b.is_number and exact_sign(b))]
    if not bases or not len(mats):
        return []
    free = free_cells(n)
    args = [mats[:, i, j] for i, j in free]
    near = np.zeros(len(mats), dtype=bool)
    for b in bases:
        with np.errstate(all="ignore"):
            values = np.broadcast_to(np.asarray(numpy_function([M[c] for c in free], b)(*args), dtype=complex),
                                     near.shape)
        near |= ~np.isfinite(values) | (np.abs(values) <= 1e-6)
    out = []
    for idx in np.flatnonzero(near):
        point = int_lists(mats[idx])
        env = point_map(n, p, point, P)
        if any(exact_sign(b.xreplace(env)) in (0, None) for b in bases):
            out.append(point)
    return out


def feasible_signs(n: int, point: Point, c: Cell, also: tuple[Cell, int] | None = None) -> list[int]:
    """Signs (+1 / -1) in which the free cell ``c`` can move while every cell stays nonnegative."""
    dep = dependent(n, c[1])
    room_up = point[dep[0]][dep[1]] - (1 if also and also[0][1] == c[1] and also[1] > 0 else 0)
    return [d for d, ok in ((1, room_up > 0), (-1, point[c[0]][c[1]] > 0)) if ok]


def point_map(n: int, p: Sequence[int], point: Point, P: Any, skip: Cell | None = None) -> dict[Any, Any]:
    M = cell_symbols(n)
    env = {M[c]: sympy.Integer(point[c[0]][c[1]]) for c in free_cells(n) if c != skip}
    env.update({P[j]: sympy.Integer(int(p[j])) for j in range(n)})
    return env


def one_sided_limits(G: Any, n: int, p: TestSet, point: Point, P: Any, settings: Settings) -> dict[str, str]:
    """Limits of the score along each free cell towards ``point`` (from the feasible sides), as text."""
    out: dict[str, str] = {}
    try:
        with time_budget(settings.symbolic_seconds):
            M = cell_symbols(n)
            for c in free_cells(n, [j for j in range(n) if p[j] > 0]):
                x0 = point[c[0]][c[1]]
                dep = dependent(n, c[1])
                g = G.xreplace(point_map(n, p, point, P, skip=c))
                sides = []
                if point[dep[0]][dep[1]] > 0:
                    sides.append(("+", f"{cell_name(n, *c)}→{x0}⁺"))
                if x0 > 0:
                    sides.append(("-", f"{cell_name(n, *c)}→{x0}⁻"))
                for d, label in sides:
                    lim = sympy.limit(g, M[c], x0, dir=d)
                    if lim.has(sympy.Limit, sympy.nan, sympy.zoo) or g.has(sympy.nan, sympy.zoo):
                        out[label] = "undefined along this direction"
                    else:
                        out[label] = as_text(lim) if lim.is_finite else str(lim)
    except SymbolicTimeout:
        pass
    except Exception:  # sympy.limit may give up; limits are only explanatory
        pass
    return out


def derivative_at(G: Any, d: Any, n: int, c: Cell, p: TestSet, point: Point, P: Any, settings: Settings) -> str:
    """'removable' (difference quotient converges), 'uncertain', or a description of the singularity."""
    M = cell_symbols(n)
    env = point_map(n, p, point, P)
    exact = d.xreplace(env)
    if not exact.has(sympy.nan, sympy.zoo, sympy.oo, -sympy.oo) and exact.is_finite:
        return "removable"
    dep = dependent(n, c[1])
    h = sympy.Symbol("h", positive=True)
    x0 = point[c[0]][c[1]]
    sign = 1 if point[dep[0]][dep[1]] > 0 else -1
    try:
        with time_budget(settings.symbolic_seconds):
            env_h = dict(env)
            env_h[M[c]] = x0 + sign * h
            g0 = G.xreplace(env)
            quotient = (G.xreplace(env_h) - g0) / (sign * h)
            lim = rational_limit(quotient, h)
            lim = sympy.limit(quotient, h, 0, dir="+") if lim is None else lim
    except SymbolicTimeout:
        return "uncertain"
    except Exception:
        return "uncertain"
    if lim.is_finite:
        return "removable"
    if lim in (sympy.oo, -sympy.oo, sympy.zoo):
        return f"infinite (one-sided difference quotient → {lim})"
    return "uncertain"
