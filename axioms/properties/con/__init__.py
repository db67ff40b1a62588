"""CON, continuous differentiability (Sebastiani 2015 Axiom 2): for every test set (fixed column sums) the score
is C¹ in the classifier's cells, boundary included."""

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from numpy.typing import NDArray
import sympy

from metrics import Metric, cell_symbols
from metrics.bridge import numpy_function

from axioms.core.registry import register_property
from axioms.core.budget import Settings, SymbolicTimeout, time_budget
from axioms.arithmetic.exact import as_text, value_of
from axioms.search.spaces import int_lists
from axioms.search.refute import CANDIDATES, scan_test_sets
from axioms.arithmetic.symbolic import too_large
from axioms.core.verdict import Verdict, VerdictsOf
from axioms.search.coordinates import free_cells, parametrise, prevalence_symbols, test_set_level
from axioms.constructions.definedness import pattern_status
from axioms.properties.con.differentiability import Cell, Jump, Kink, Point, TestSet
from axioms.properties.con.differentiability import (
    derivative_at, find_jump, find_kink, kink_at, one_sided_limits, singular_points,
)
from axioms.search.fixed_test_set import test_set_forms
from axioms.search.patterns import is_algebraic, pattern_exprs, pattern_text
from axioms.search.spaces import Grid, cell_name, grid, test_set_text

CON = VerdictsOf("CON")


#: Pieces that may make a score non-differentiable where it is defined (kinks are looked for).
_NON_SMOOTH = (sympy.Piecewise, sympy.Abs, sympy.Min, sympy.Max, sympy.sign, sympy.Heaviside)


def check_con(metric: Metric, n: int, settings: Settings, rng: np.random.Generator) -> Verdict:
    r"""CON continuous differentiability (Sebastiani Axiom 2).

    Binary: on every test set :math:`(AP, AN)` the score, written as a function of the classifier's
    :math:`(TP, TN)` with :math:`FN = AP - TP`, :math:`FP = AN - TN`, is :math:`C^1` on the whole domain
    :math:`0 \le TP \le AP,\ 0 \le TN \le AN`, boundary included: the score and
    :math:`\partial M/\partial TP`, :math:`\partial M/\partial TN` are defined (finite) everywhere.

    n classes: the same for the score as a function of the classifier's free cells on a fixed test set
    (column j's cell :math:`m_{(j+1) \bmod n,\, j}` is the column sum minus the others; for n = 2 this is
    exactly FN and FP).

    Test sets on which the metric is undefined for *every* classifier are skipped (the problem, not the
    classifier, is undefined: WDE's territory). A point of a test set where the score is undefined although
    other classifiers are scored, or where a partial derivative is infinite, refutes CON; so does a point where
    one-sided directional derivatives are not additive (:func:`find_kink`: the kink of a Min/Max/Abs, HmacR at
    the all-wrong classifier). A proof (:func:`_con_proof`): per support pattern the score is a polynomial in
    the free cells, or algebraic with denominators certified nonzero and radicands positive on every
    classifier. Without either, every integer point of every test set up to the grid bound is checked
    (search evidence: the integer points of a real domain, "not proved between integer points").
    """
    expr = metric.expression(n)
    if expr is None:
        return CON.unknown("needs a symbolic form to differentiate (numeric-only metric)")
    the_grid = grid(n, settings)
    P = prevalence_symbols(n, nonnegative=True)
    G = expr.xreplace(parametrise(n, P))
    partials, fns = _partials(G, n, P, settings)
    scan = _Scan()
    failure: Verdict | None = scan_test_sets(metric, the_grid.sets, lambda p, mats, values: _scan_test_set(
        metric, G, n, p, mats, values, P, settings, partials, fns, scan))
    if failure is not None:
        return failure
    skipped, removable = scan.skipped, scan.removable
    skip_note = (f"; skipped {len(skipped)} test sets where no classifier is scored "
                 f"({', '.join(test_set_text(p) for p in skipped[:4])}"
                 f"{', …' if len(skipped) > 4 else ''})") if skipped else ""
    rem_note = (f"; {len(removable)} points where the derivative formula is 0/0 but the difference quotient "
                "converges") if removable else ""
    proof = _con_proof(metric, n, settings)
    if proof is True:
        return CON.holds(
            {"kind": "proof", "method": "per support pattern, the score is a polynomial in the classifier's free "
                                        "cells, or an algebraic function whose denominators are certified nonzero "
                                        "and radicands positive on every classifier (boundary included)"},
            f"C^1 (indeed smooth) in the classifier's cells on every test set, boundary included (proved{skip_note})",
        )
    if expr.has(*_NON_SMOOTH):
        jump = find_jump(G, n, P, settings)
        if jump is not None:
            return _jump_fail(n, jump)
        kink = find_kink(G, n, P, settings)
        if kink is not None:
            return _kink_fail(n, kink)
    if fns is None:
        return CON.unknown(f"partial derivatives over budget or unevaluated; no undefined score found ({proof})")
    verdict = _unsettled_points(G, n, P, settings, scan)
    if verdict is not None:
        return verdict
    return _search_verdict(expr, G, n, the_grid, scan, proof, skip_note + rem_note)


@dataclass
class _Scan:
    """What CON's scan of the grid collected: test sets where no classifier is scored, points where a
    derivative formula is 0/0 but the difference quotient converges (removable), points where that was
    not decided (uncertain), and the points where a denominator or radicand vanishes (singular)."""

    skipped: list[TestSet] = field(default_factory=list)
    removable: list[tuple[TestSet, Point, Cell]] = field(default_factory=list)
    uncertain: list[tuple[TestSet, Point, Cell]] = field(default_factory=list)
    singular: dict[tuple[TestSet, str], tuple[TestSet, Point]] = field(default_factory=dict)


def _partials(
    G: Any, n: int, P: Any, settings: Settings
) -> tuple[dict[Cell, Any] | None, dict[Cell, Callable[..., Any]] | None]:
    """``(partials, fns)``: the partial derivatives of ``G`` along each free cell and their numpy functions of
    the free cells and the prevalences; ``(None, None)`` past the symbolic budget (four times the usual) or where
    sympy leaves a derivative unevaluated (of a floor, say)."""
    M = cell_symbols(n)
    free = free_cells(n)
    partials: dict[Cell, Any] | None
    fns: dict[Cell, Callable[..., Any]] | None
    try:
        with time_budget(settings.symbolic_seconds * 4):
            partials = {c: sympy.diff(G, M[c]) for c in free}
            if any(d.has(sympy.Derivative) for d in partials.values()):  # a piece sympy does not differentiate
                return None, None
            fns = {c: numpy_function([M[c2] for c2 in free] + list(P), d) for c, d in partials.items()}
    except SymbolicTimeout:
        partials = fns = None
    return partials, fns


def _scan_test_set(metric: Metric, G: Any, n: int, p: TestSet, mats: NDArray[np.float64], values: NDArray[np.float64],
                   P: Any, settings: Settings, partials: dict[Cell, Any] | None,
                   fns: dict[Cell, Callable[..., Any]] | None, scan: _Scan) -> Verdict | None:
    """CON on the test set ``p`` (its classifiers ``mats`` scored ``values`` in float64): a failure at an
    undefined score (:func:`_undefined_point`) or an infinite partial derivative (:func:`_infinite_partial`), else None;
    collects the skipped, singular, removable and uncertain points in ``scan``."""
    if not np.isfinite(values).any():
        scan.skipped.append(p)
        return None
    for point in singular_points(G, n, p, mats[np.isfinite(values)], P):
        scan.singular.setdefault((p, str(point)), (p, point))
    failure = _undefined_point(metric, G, n, p, mats, values, P, settings)
    if failure is not None or fns is None:
        return failure
    assert partials is not None  # computed together with fns
    return _infinite_partial(metric, G, n, p, mats, values, P, settings, partials, fns, scan)


def _undefined_point(metric: Metric, G: Any, n: int, p: TestSet, mats: NDArray[np.float64], values: NDArray[np.float64],
                     P: Any, settings: Settings) -> Verdict | None:
    """CON fails where the score is undefined at a classifier of ``p`` although another one is scored (the
    :data:`~axioms.search.refute.CANDIDATES` first unscored ones re-checked exactly), else None."""
    defined_idx = int(np.flatnonzero(np.isfinite(values))[0])
    for idx in np.flatnonzero(~np.isfinite(values))[:CANDIDATES]:
        point = int_lists(mats[idx])
        v, how = value_of(metric, point)
        if v is None:
            neighbour = int_lists(mats[defined_idx])
            vn, _ = value_of(metric, neighbour)
            if vn is None:
                continue
            limits = one_sided_limits(G, n, p, point, P, settings)
            lim_text = f"; limits of the score approaching it: {limits}" if limits else ""
            return CON.fails(
                f"on the test set {test_set_text(p)} the score is undefined at the classifier m={point} "
                f"although e.g. m={neighbour} "
                f"scores {as_text(vn)}: not continuously differentiable on the domain (boundary included){lim_text}",
                {"test_set": list(p), "point": point, "problem": "score undefined",
                 "defined_classifier": neighbour, "defined_value": as_text(vn), "limits": limits,
                 "verified": how},
            )
    return None


def _infinite_partial(metric: Metric, G: Any, n: int, p: TestSet, mats: NDArray[np.float64],
                      values: NDArray[np.float64], P: Any, settings: Settings, partials: dict[Cell, Any],
                      fns: dict[Cell, Callable[..., Any]], scan: _Scan) -> Verdict | None:
    """CON fails where a partial derivative is infinite at a scored classifier of ``p`` (float candidates, the
    :data:`~axioms.search.refute.CANDIDATES` first per cell, decided by :func:`derivative_at`), else None."""
    free = free_cells(n)
    present = [j for j in range(n) if p[j] > 0]
    args = [mats[:, i, j] for i, j in free] + [np.full(len(mats), float(pj)) for pj in p]
    for c in free:
        if c[1] not in present:
            continue
        with np.errstate(all="ignore"):
            d = np.broadcast_to(np.asarray(fns[c](*args), dtype=float), values.shape)
        bad = np.flatnonzero(np.isfinite(values) & ~np.isfinite(d))
        for idx in bad[:CANDIDATES]:
            point = int_lists(mats[idx])
            verdict = derivative_at(G, partials[c], n, c, p, point, P, settings)
            if verdict == "removable":
                scan.removable.append((p, point, c))
                scan.singular.setdefault((p, str(point)), (p, point))
            elif verdict == "uncertain":
                scan.uncertain.append((p, point, c))
            else:
                v, how = value_of(metric, point)
                return CON.fails(
                    f"on the test set {test_set_text(p)} at the classifier m={point} (score {as_text(v)}) "
                    f"the partial derivative "
                    f"∂M/∂{cell_name(n, *c)} is {verdict}: not continuously differentiable",
                    {"test_set": list(p), "point": point,
                     "problem": f"∂/∂{cell_name(n, *c)} {verdict}",
                     "value": as_text(v), "verified": how},
                )
    return None


def _unsettled_points(G: Any, n: int, P: Any, settings: Settings, scan: _Scan) -> Verdict | None:
    """Unknown at an undecided partial derivative, a failure at a kink among the singular points, unknown at a
    singular point not decided (or beyond the count budget ``settings.exact_classifiers``); else None."""
    if scan.uncertain:
        p, point, c = scan.uncertain[0]
        return CON.unknown(f"could not decide ∂M/∂{cell_name(n, *c)} at m={point} ({test_set_text(p)}); "
                           f"{len(scan.uncertain)} such points")
    if scan.singular:
        points, cap = list(scan.singular.values()), settings.exact_classifiers
        kink, open_points = kink_at(G, n, P, settings, points[:cap], exhaustive=True)
        if kink is not None:
            return _kink_fail(n, kink)
        open_points += points[cap:]  # beyond the count budget of exact limits: not checked, so not passed
        if open_points:
            p, point = open_points[0]
            return CON.unknown(f"could not decide whether the score is differentiable at m={point} "
                               f"({test_set_text(p)}), where a denominator or radicand "
                               "vanishes (its one-sided directional derivatives have no exact limit within the budget, "
                               f"or it lies beyond the budget of {cap} points); {len(open_points)} such points")
    return None


def _search_verdict(expr: Any, G: Any, n: int, the_grid: Grid, scan: _Scan, proof: bool | str, notes: str) -> Verdict:
    """CON's verdict when the scan found nothing and no proof: a search-backed "holds" for an algebraic score (CON
    speaks of every real classifier, and the scan read the integer ones: a search of the domain, not an exhaustive
    enumeration of it), else unknown."""
    singular = scan.singular
    sing_note = (f"; at the {len(singular)} classifiers where a denominator or radicand vanishes, the one-sided "
                 "directional derivatives along every pair of free cells "
                 "(axes and diagonals) are exact and additive, a necessary condition of differentiability there: "
                 "no kink found") if singular else ""
    smooth = is_algebraic(G) or (expr.has(sympy.Piecewise) and test_set_level(expr, n)
                                 and is_algebraic(_strip_test_level(G, n)))
    if not smooth:
        return CON.unknown(f"score and partial derivatives finite at every integer classifier of the test sets with "
                           f"{the_grid.text()}, but the metric contains non-algebraic or classifier-dependent pieces "
                           f"({proof})")
    return CON.holds(
        {
            "kind": "search",
            "method": f"score and every partial derivative finite at every integer classifier of every test set with "
            f"{the_grid.text()} "
            f"(float scan, candidates re-checked exactly){sing_note}; algebraic functions are C^1 where their "
            f"derivatives are finite; not proved between integer points ({proof})",
            "budget": the_grid.as_budget(),
        },
        f"no point with an undefined score or infinite derivative (not refuted between integer points{notes})",
    )


def _kink_fail(n: int, kink: Kink) -> Verdict:
    p, point, (a, da), (b, db), (d1, d2, d12) = kink
    step: Callable[[Cell, int], str] = lambda c, d: f"{'+' if d > 0 else '-'}{cell_name(n, *c)}"  # noqa: E731
    return CON.fails(
        f"on the test set {test_set_text(p)} the score is not differentiable at the classifier m={point}: "
        f"its one-sided directional derivatives are "
        f"{as_text(d1)} along {step(a, da)}, {as_text(d2)} along {step(b, db)} but {as_text(d12)} along both together "
        f"(a differentiable score "
        f"would give their sum {as_text(d1 + d2)})",
        {"test_set": list(p), "point": point, "problem": "not differentiable",
         "directions": [step(a, da), step(b, db)],
         "derivatives": [as_text(d1), as_text(d2), as_text(d12)], "verified": "exact"},
        evidence={"kind": "counterexample",
                  "method": "exact one-sided limits of difference quotients (sympy.limit, each re-checked at "
                            "h = 10^-6): the directional derivatives are not additive, so no differential exists"},
    )


def _jump_fail(n: int, jump: Jump) -> Verdict:
    p, point, (c, d), value, limit = jump
    move = f"{cell_name(n, *c)} → {point[c[0]][c[1]]}{'⁺' if d > 0 else '⁻'}"
    return CON.fails(
        f"on the test set {test_set_text(p)} the score jumps at the classifier m={point}: "
        f"it scores {as_text(value)} there, but "
        f"its limit as {move} (the other free cells fixed) is {as_text(limit)}: not continuous, "
        f"let alone differentiable",
        {"test_set": list(p), "point": point, "problem": "not continuous", "direction": move,
         "cell": list(c), "sign": d,
         "value": as_text(value), "limit": as_text(limit), "verified": "exact"},
        evidence={"kind": "counterexample",
                  "method": "the exact value at a classifier and the exact one-sided limit of the score there "
                            "(on the Piecewise branch that holds near it) differ"},
    )


def _strip_test_level(G: Any, n: int) -> Any:
    """G with test-set-level Piecewise replaced by its branches (for the algebraic test)."""
    return G.replace(lambda e: isinstance(e, sympy.Piecewise), lambda pw: sympy.Add(*[v for v, _ in pw.args]))


def _con_proof(metric: Metric, n: int, settings: Settings) -> bool | str:
    """True when, on every support pattern, the score is undefined for every classifier or smooth on
    the whole closed set of classifiers; else a note saying why not.

    Smooth: a polynomial in the free cells (:func:`test_set_form`), or an algebraic
    expression whose every denominator is certified nonzero and every radicand strictly
    positive on all (real) matrices of the pattern (:func:`pattern_status`), which makes
    it C^∞ there, boundary included.
    """
    forms, reason = test_set_forms(metric, n, settings)
    if forms is not None:
        M = cell_symbols(n)
        bad = [p for p, G in forms if not isinstance(G, str) and not G.is_polynomial(*[M[c] for c in free_cells(n, p)])]
        if not bad:
            return True
        reason = f"not a polynomial in the classifier's cells ({pattern_text(n, bad[0])})"
    pats = pattern_exprs(metric, n)
    if pats is not None:
        try:
            with time_budget(settings.symbolic_seconds):
                if all(not too_large(e, settings)
                       and pattern_status(e, n, p, strict_roots=True) in ("defined", "undefined") for p, e in pats):
                    return True
        except SymbolicTimeout:
            pass
    return (f"no proof: {reason}; no certificate that every denominator is nonzero and every radicand positive "
            "on every classifier")


register_property(
    "CON",
    name="continuous differentiability",
    statement="for every test set (fixed column sums) the score is C¹ in the classifier's cells, boundary included",
    source="Sebastiani 2015 Axiom 2",
    check=check_con,
    group="sebastiani",
    position=2,
)
