"""CON, continuous differentiability (Sebastiani 2015 Axiom 2): for every test set (fixed column sums) the score is C¹ in the classifier's cells, boundary included."""

from itertools import combinations, islice

import numpy as np
import sympy

from metrics import cell_symbols

from ..registry import register_property
from ..budget import SymbolicTimeout, time_budget
from ..exact import as_text, exact_sign, value_of
from ..spaces import evaluate, int_lists
from ..refute import CANDIDATES
from ..symbolic import too_large
from ..verdict import fails, holds, unknown
from ..coordinates import dependent, free_cells, parametrise, prevalence_symbols, test_set_level
from ..definedness import pattern_status
from ..fixed_test_set import test_set_forms
from ..limits import directional_derivative, rational_limit
from ..patterns import is_algebraic, pattern_exprs, pattern_text, singular_bases
from ..spaces import cell_name, classifier_count, classifiers, grid, test_set_text, test_sets


#: Pieces that may make a score non-differentiable where it is defined (kinks are looked for).
_NON_SMOOTH = (sympy.Piecewise, sympy.Abs, sympy.Min, sympy.Max, sympy.sign, sympy.Heaviside)


def check_con(metric, n, settings, rng):
    r"""CON continuous differentiability (Sebastiani Axiom 2).

    Binary: on every test set :math:`(AP, AN)` the score, written as a function of the
    classifier's :math:`(TP, TN)` with :math:`FN = AP - TP`, :math:`FP = AN - TN`, is
    :math:`C^1` on the whole domain :math:`0 \le TP \le AP,\ 0 \le TN \le AN`, boundary
    included: the score and :math:`\partial M/\partial TP`, :math:`\partial M/\partial TN`
    are defined (finite) everywhere.

    n classes: the same for the score as a function of the classifier's free cells on a
    fixed test set (column j's cell :math:`m_{(j+1) \bmod n,\, j}` is the column sum minus
    the others; for n = 2 this is exactly FN and FP).

    Test sets on which the metric is undefined for *every* classifier are skipped (the
    problem, not the classifier, is undefined: WDE's territory). A point of a test set
    where the score is undefined although other classifiers are scored, or where a
    partial derivative is infinite, refutes CON; so does a point where one-sided
    directional derivatives are not additive (:func:`_kink`: the kink of a Min/Max/Abs,
    HmacR at the all-wrong classifier). A proof (:func:`_con_proof`): per support
    pattern the score is a polynomial in the free cells, or algebraic with denominators
    certified nonzero and radicands positive on every classifier. Without either, every
    integer point of every test set up to the grid bound is checked (exhaustive evidence,
    "not proved between integer points").
    """
    expr = metric.expression(n)
    if expr is None:
        return unknown("CON", "needs a symbolic form to differentiate (numeric-only metric)")
    the_grid = grid(n, settings)
    P = prevalence_symbols(n, nonnegative=True)
    M = cell_symbols(n)
    G = expr.xreplace(parametrise(n, P))
    free = free_cells(n)
    try:
        with time_budget(settings.symbolic_seconds * 4):
            partials = {c: sympy.diff(G, M[c]) for c in free}
            fns = {c: sympy.lambdify([M[c2] for c2 in free] + list(P), d, modules="numpy") for c, d in partials.items()}
    except SymbolicTimeout:
        partials = fns = None
    skipped, removable, uncertain, singular = [], [], [], {}
    for p in the_grid.sets:
        mats = classifiers(p)
        values = evaluate(metric, mats)
        if not np.isfinite(values).any():
            skipped.append(p)
            continue
        for point in _singular_points(G, n, p, mats[np.isfinite(values)], P):
            singular.setdefault((p, str(point)), (p, point))
        defined_idx = int(np.flatnonzero(np.isfinite(values))[0])
        for idx in np.flatnonzero(~np.isfinite(values))[:CANDIDATES]:
            point = int_lists(mats[idx])
            v, how = value_of(metric, point)
            if v is None:
                neighbour = int_lists(mats[defined_idx])
                vn, _ = value_of(metric, neighbour)
                if vn is None:
                    continue
                limits = _limits(G, n, p, point, P, settings)
                lim_text = f"; limits of the score approaching it: {limits}" if limits else ""
                return fails(
                    "CON",
                    f"on the test set {test_set_text(p)} the score is undefined at the classifier m={point} although e.g. m={neighbour} "
                    f"scores {as_text(vn)}: not continuously differentiable on the domain (boundary included){lim_text}",
                    {"test_set": list(p), "point": point, "problem": "score undefined", "defined_classifier": neighbour,
                     "defined_value": as_text(vn), "limits": limits, "verified": how},
                )
        if fns is None:
            continue
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
                verdict = _derivative_at(G, partials[c], n, c, p, point, P, settings)
                if verdict == "removable":
                    removable.append((p, point, c))
                    singular.setdefault((p, str(point)), (p, point))
                elif verdict == "uncertain":
                    uncertain.append((p, point, c))
                else:
                    v, how = value_of(metric, point)
                    return fails(
                        "CON",
                        f"on the test set {test_set_text(p)} at the classifier m={point} (score {as_text(v)}) the partial derivative "
                        f"∂M/∂{cell_name(n, *c)} is {verdict}: not continuously differentiable",
                        {"test_set": list(p), "point": point, "problem": f"∂/∂{cell_name(n, *c)} {verdict}", "value": as_text(v), "verified": how},
                    )
    skip_note = f"; skipped {len(skipped)} test sets where no classifier is scored ({', '.join(test_set_text(p) for p in skipped[:4])}{', …' if len(skipped) > 4 else ''})" if skipped else ""
    rem_note = f"; {len(removable)} points where the derivative formula is 0/0 but the difference quotient converges" if removable else ""
    proof = _con_proof(metric, n, settings)
    if proof is True:
        return holds(
            "CON",
            {"kind": "proof", "method": "per support pattern, the score is a polynomial in the classifier's free cells, or an algebraic function whose denominators are certified nonzero "
                                        "and radicands positive on every classifier (boundary included)"},
            f"C^1 (indeed smooth) in the classifier's cells on every test set, boundary included (proved{skip_note})",
        )
    if expr.has(*_NON_SMOOTH):
        kink = _kink(G, n, P, settings)
        if kink is not None:
            return _kink_fail(n, kink)
    if fns is None:
        return unknown("CON", f"symbolic differentiation exceeded its budget; no undefined score found ({proof})")
    if uncertain:
        p, point, c = uncertain[0]
        return unknown("CON", f"could not decide ∂M/∂{cell_name(n, *c)} at m={point} ({test_set_text(p)}); {len(uncertain)} such points")
    if singular:
        points, cap = list(singular.values()), settings.exact_classifiers
        kink, undecided = _kink_at(G, n, P, settings, points[:cap], exhaustive=True)
        if kink is not None:
            return _kink_fail(n, kink)
        undecided += points[cap:]  # beyond the count budget of exact limits: not checked, so not passed
        if undecided:
            p, point = undecided[0]
            return unknown("CON", f"could not decide whether the score is differentiable at m={point} ({test_set_text(p)}), where a denominator or radicand "
                                  f"vanishes (its one-sided directional derivatives have no exact limit within the budget, or it lies beyond the budget of {cap} points); {len(undecided)} such points")
    sing_note = (f"; at the {len(singular)} classifiers where a denominator or radicand vanishes, the one-sided directional derivatives along every pair of free cells "
                 "(axes and diagonals) are exact and additive, a necessary condition of differentiability there: no kink found") if singular else ""
    smooth = is_algebraic(G) or (expr.has(sympy.Piecewise) and test_set_level(expr, n) and is_algebraic(_strip_test_level(G, n)))
    if not smooth:
        return unknown("CON", f"score and partial derivatives finite at every integer classifier of the test sets with {the_grid.text()}, but the metric contains non-algebraic or classifier-dependent pieces ({proof})")
    return holds(
        "CON",
        {
            "kind": "exhaustive",
            "method": f"score and every partial derivative finite at every integer classifier of every test set with {the_grid.text()} "
            f"(float scan, candidates re-checked exactly){sing_note}; algebraic functions are C^1 where their derivatives are finite; not proved between integer points ({proof})",
            "budget": the_grid.as_budget(),
        },
        f"no point with an undefined score or infinite derivative (not refuted between integer points{skip_note}{rem_note})",
    )


def _kink(G, n, P, settings, bound=2):
    r"""A classifier where the score is defined but not differentiable, or None.

    Searched at the classifiers of the test sets with prevalences 1..``bound``, smallest first,
    at most ``settings.exact_classifiers`` of them (a count: each point costs exact limits)
    (:func:`_kink_at`): e.g. the kink of a Min, or HmacR at the all-wrong classifier.
    """
    sets = [p for p in test_sets(n, bound, positive=True) if classifier_count(p) <= settings.exact_classifiers]
    points = ((p, int_lists(mat)) for p in sets for mat in classifiers(p))
    return _kink_at(G, n, P, settings, islice(points, settings.exact_classifiers))[0]


def _kink_at(G, n, P, settings, points, exhaustive=False):
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
    undecided = []
    for p, point in points:
        env = _point_map(n, p, point, P)
        if not G.xreplace(env).is_finite:
            if exhaustive:  # a point that must be checked, where the form is not certified finite: undecided, never passed over
                undecided.append((p, point))
            continue
        axis = {}  # one-sided derivative along one cell, by (cell, sign)
        pairs = ((a, da, b, db) for a, b in combinations(free, 2) for da in _feasible(n, point, a) for db in _feasible(n, point, b, also=(a, da)))
        for a, da, b, db in pairs:
            for c, d in ((a, da), (b, db)):
                if (c, d) not in axis:
                    axis[c, d] = directional_derivative(G, env, {M[c]: d}, h, settings)
            d1, d2 = axis[a, da], axis[b, db]
            d12 = directional_derivative(G, env, {M[a]: da, M[b]: db}, h, settings) if d1 is not None and d2 is not None else None
            sign = exact_sign(d12 - d1 - d2) if d12 is not None else None
            if sign:
                return (p, point, (a, da), (b, db), (d1, d2, d12)), undecided
            if sign is None and exhaustive:
                undecided.append((p, point))
                break
    return None, undecided


def _singular_points(G, n, p, mats, P):
    """The classifiers among ``mats`` (of the test set ``p``) where a denominator or a radicand of ``G`` is
    exactly zero (or its sign is not certified): there the derivative formulas say nothing and
    differentiability must be checked directly. A float scan picks candidates; each is re-checked exactly."""
    M = cell_symbols(n)
    dens, roots = singular_bases(G)
    bases = {b.xreplace({P[j]: sympy.Integer(int(p[j])) for j in range(n)}) for b in dens + roots}
    bases = [b for b in bases if not (b.is_number and exact_sign(b))]
    if not bases or not len(mats):
        return []
    free = free_cells(n)
    args = [mats[:, i, j] for i, j in free]
    near = np.zeros(len(mats), dtype=bool)
    for b in bases:
        with np.errstate(all="ignore"):
            values = np.broadcast_to(np.asarray(sympy.lambdify([M[c] for c in free], b, modules="numpy")(*args), dtype=complex), near.shape)
        near |= ~np.isfinite(values) | (np.abs(values) <= 1e-6)
    out = []
    for idx in np.flatnonzero(near):
        point = int_lists(mats[idx])
        env = _point_map(n, p, point, P)
        if any(exact_sign(b.xreplace(env)) in (0, None) for b in bases):
            out.append(point)
    return out


def _feasible(n, point, c, also=None):
    """Signs (+1 / -1) in which the free cell ``c`` can move while every cell stays nonnegative."""
    dep = dependent(n, c[1])
    room_up = point[dep[0]][dep[1]] - (1 if also and also[0][1] == c[1] and also[1] > 0 else 0)
    return [d for d, ok in ((1, room_up > 0), (-1, point[c[0]][c[1]] > 0)) if ok]


def _kink_fail(n, kink):
    p, point, (a, da), (b, db), (d1, d2, d12) = kink
    step = lambda c, d: f"{'+' if d > 0 else '-'}{cell_name(n, *c)}"  # noqa: E731
    return fails(
        "CON",
        f"on the test set {test_set_text(p)} the score is not differentiable at the classifier m={point}: its one-sided directional derivatives are "
        f"{as_text(d1)} along {step(a, da)}, {as_text(d2)} along {step(b, db)} but {as_text(d12)} along both together (a differentiable score "
        f"would give their sum {as_text(d1 + d2)})",
        {"test_set": list(p), "point": point, "problem": "not differentiable", "directions": [step(a, da), step(b, db)],
         "derivatives": [as_text(d1), as_text(d2), as_text(d12)], "verified": "exact"},
        evidence={"kind": "counterexample", "method": "exact one-sided limits of difference quotients (sympy.limit, each re-checked at h = 10^-6): "
                                                      "the directional derivatives are not additive, so no differential exists"},
    )


def _strip_test_level(G, n):
    """G with test-set-level Piecewise replaced by its branches (for the algebraic test)."""
    return G.replace(lambda e: isinstance(e, sympy.Piecewise), lambda pw: sympy.Add(*[v for v, _ in pw.args]))


def _con_proof(metric, n, settings):
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
                if all(not too_large(e, settings) and pattern_status(e, n, p, strict_roots=True) in ("defined", "undefined") for p, e in pats):
                    return True
        except SymbolicTimeout:
            pass
    return f"no proof: {reason}; no certificate that every denominator is nonzero and every radicand positive on every classifier"


def _point_map(n, p, point, P, skip=None):
    M = cell_symbols(n)
    env = {M[c]: sympy.Integer(point[c[0]][c[1]]) for c in free_cells(n) if c != skip}
    env.update({P[j]: sympy.Integer(int(p[j])) for j in range(n)})
    return env


def _limits(G, n, p, point, P, settings):
    """Limits of the score along each free cell towards ``point`` (from the feasible sides), as text."""
    out = {}
    try:
        with time_budget(settings.symbolic_seconds):
            M = cell_symbols(n)
            for c in free_cells(n, [j for j in range(n) if p[j] > 0]):
                x0 = point[c[0]][c[1]]
                dep = dependent(n, c[1])
                g = G.xreplace(_point_map(n, p, point, P, skip=c))
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


def _derivative_at(G, d, n, c, p, point, P, settings):
    """'removable' (difference quotient converges), 'uncertain', or a description of the singularity."""
    M = cell_symbols(n)
    env = _point_map(n, p, point, P)
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


register_property(
    "CON",
    name="continuous differentiability",
    statement="for every test set (fixed column sums) the score is C¹ in the classifier's cells, boundary included",
    source="Sebastiani 2015 Axiom 2",
    check=check_con,
    group="sebastiani",
    position=2,
)
