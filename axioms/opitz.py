"""Opitz's five properties PI–PV (TACL 2024, §3 and Appendix A–G) as engine checks.

Each check works on one metric at one class count ``n`` and returns a :class:`Verdict`
whose evidence says what backs it. Counterexamples are found numerically and re-checked
exactly (:mod:`axioms.exact`) before they are reported.
"""

from fractions import Fraction
from itertools import combinations, product
import math
from typing import NamedTuple

import numpy as np
import sympy

from metrics import cell_symbols

from .budget import RANDOM_REGIMES, SymbolicTimeout, time_budget
from .calibration import calibrated_base, calibrated_partials
from .certify import RLIMIT, numeric_form, prove_at_most, prove_nonnegative, tidy, z3_version
from .exact import FLOAT_MARGIN, as_text, compare, exact_sign, float_margin, sign_of_difference, value_of
from .spaces import SMALLEST_WITH_PARAMETERS, evaluate, exhaustive, int_lists, integer_points, parameter_stages, random_batch, standard_stages
from .refute import CANDIDATES, Move, search_pairs
from .homogeneity import column_scale_invariant, scale_invariant
from .symbolic import at_point, derivative, derivative_sign, identically_zero
from .verdict import fails, holds, unknown

__all__ = ["check_pi", "check_pii", "check_piv", "check_pv"]



def _search_evidence(n, settings, outcome, what, symbolic_note=""):
    """Evidence of a search that found nothing: what was tried, and the budget :func:`search_pairs` counted."""
    k = settings.exhaustive_bound(n)
    method = (
        f"no counterexample: exhaustive over all {n}x{n} matrices with entries 0..{k} "
        f"and {settings.random_matrices} random matrices in {RANDOM_REGIMES} regimes ({what})"
    )
    if symbolic_note:
        method += f"; {symbolic_note}"
    return {"kind": "search", "method": method, "budget": {"exhaustive_max_entry": k, "random_matrices": settings.random_matrices, **outcome.budget}}


def _step(i, j, delta=1):
    """A move's ``apply``: ``delta`` more items in cell (i, j) of every matrix."""

    def apply(batch, parameters):
        moved = batch.copy()
        moved[:, i, j] += delta
        return None, moved

    return apply


# --------------------------------------------------------------------------- PI
def check_pi(metric, n, settings, rng):
    r"""PI monotonicity (Opitz Eq. 3).

    .. math:: \frac{\partial\,\mathrm{metric}}{\partial m_{ij}} \ge 0 \text{ if } i=j,\quad \le 0 \text{ if } i \ne j

    and its discrete version: one more correct item never lowers the score, one more
    error never raises it. Violations are reported as before/after matrices. A proof
    (:func:`_pi_proof`) covers each cell by a sign certificate of the partial derivative
    or, for any metric z3 can read (Piecewise included), by monotonicity along the whole
    coordinate line. A float candidate whose exact comparison is undecided leaves the
    cell ``unknown`` unless a proof covers it.
    """
    cells = [(i, j) for i in range(n) for j in range(n)]
    moves = [Move((i, j), _step(i, j), "nondecreasing", _pi_sign(metric, i, j)) for i, j in cells]
    outcome = search_pairs(metric, standard_stages(n, settings, rng), moves)
    if outcome.violation:
        pair = outcome.violation
        (i, j), (v0, v1) = pair.key, pair.values
        kind = "a correct item" if i == j else "an error"
        return fails(
            "PI",
            f"adding {kind} at m[{i}][{j}] changes the score from {as_text(v0)} to {as_text(v1)} "
            f"({'lower' if pair.sign < 0 else 'higher'}; found by {pair.stage} search, verified {pair.verified})",
            {"before": pair.before, "after": pair.after, "cell": [i, j], "values": [as_text(v0), as_text(v1)], "verified": pair.verified},
        )
    proof, note = _pi_proof(metric, n, cells, settings)
    if proof is not None:
        return holds("PI", proof, "all diagonal partials >= 0 and all off-diagonal partials <= 0 (proved)")
    if outcome.undecided is not None:
        pair = outcome.undecided
        v0, v1 = pair.values
        return unknown(
            "PI",
            f"no proof ({note}), and the exact comparison of m={pair.before} ({as_text(v0)}) with m={pair.after} "
            f"({as_text(v1)}) is undecided: a float search found a possible violation there",
        )
    return holds("PI", _search_evidence(n, settings, outcome, "one cell +1", note), "no monotonicity violation found (not refuted, not proved)")


def _pi_sign(metric, i, j):
    """The sign PI requires of ``∂metric/∂m_ij``: +direction on the diagonal, −direction off it."""
    return metric.direction * (1 if i == j else -1)


def _pi_proof(metric, n, cells, settings):
    r"""``(evidence, None)`` when every cell's monotonicity is proved, else ``(None, why not)``.

    Per cell (i, j), either a sign certificate of :math:`\partial f/\partial m_{ij}`
    (Piecewise-free metrics), or z3 proves
    :math:`s_{ij}\,(f(m + h e_{ij}) - f(m)) \ge 0` for all real :math:`m \ge 0, h \ge 0`
    where both values are defined. The second is monotonicity along the whole coordinate
    line, so it holds across the boundaries of a Piecewise metric's branches (a jump
    the wrong way is a violation it would find), and it implies the discrete version
    and the sign of the partial derivative wherever it exists. A calibrated metric is
    undefined unless every class occurs, so there the claim assumes every column sum > 0.
    """
    expr = metric.expression(n)
    if expr is None:
        return None, "no symbolic form"
    calibrated = calibrated_base(metric) is not None
    symbols = cell_symbols(n)
    h = sympy.Symbol("h", nonnegative=True)
    methods = set()
    try:
        with time_budget(settings.symbolic_seconds):
            as_computed = numeric_form(metric, symbols)
            occurs = [sum(symbols.col(j)) > 0 for j in range(n)] if calibrated else []  # metric~ needs every class
            for i, j in cells:
                wanted = _pi_sign(metric, i, j)
                sign = derivative_sign(expr, symbols[i, j], settings)
                if sign is not None and sign * wanted >= 0:
                    methods.add("certificate")
                    continue
                step = as_computed.xreplace({symbols[i, j]: symbols[i, j] + h}) - as_computed
                if not prove_nonnegative(wanted * step, [*symbols, h], occurs):
                    return None, f"neither a sign certificate of ∂/∂m{i}_{j} nor a z3 proof (rlimit {RLIMIT}) of monotonicity along m{i}_{j}"
                methods.add("z3")
    except SymbolicTimeout:
        return None, f"symbolic budget of {settings.symbolic_seconds} s exhausted"
    texts = {
        "certificate": "a certified sign of the partial derivative (together + expand: all terms of one sign)",
        "z3": (
            f"z3 {z3_version()} (nonlinear real arithmetic, rlimit {RLIMIT}) proves s·(f(m + h·e_ij) − f(m)) ≥ 0 "
            f"for all real m ≥ 0{' with every class occurring' if calibrated else ''}, h ≥ 0 where both are defined: "
            "monotone along the whole coordinate line, across Piecewise boundaries"
        ),
    }
    return {"kind": "proof", "method": "every cell by " + "; or by ".join(texts[k] for k in sorted(methods))}, None


# --------------------------------------------------------------------------- PII
def check_pii(metric, n, settings, rng):
    r"""PII class sensitivity: some matrix has two unequal diagonal partials or two unequal off-diagonal partials.

    .. math:: \exists m:\ \frac{\partial f}{\partial m_{ii}} \ne \frac{\partial f}{\partial m_{jj}}
              \ \text{or}\ \frac{\partial f}{\partial m_{ij}} \ne \frac{\partial f}{\partial m_{kl}}\ (i\ne j, k\ne l)
    """
    expr = metric.expression(n)
    diag = [(i, i) for i in range(n)]
    off = [(i, j) for i in range(n) for j in range(n) if i != j]
    if expr is not None and not expr.has(sympy.Piecewise):  # a partial of one branch says nothing across a jump
        symbols = cell_symbols(n)
        parts = {}

        def part(c):  # taken when first needed: a witness at the first point needs few
            if c not in parts:
                parts[c] = derivative(expr, symbols[c])
            return parts[c]

        for point in integer_points(n, settings.rational_points, rng):
            # a calibrated metric's partials by the chain rule through calibration: only the base form is differentiated
            chained = calibrated_partials(metric, n, point)
            for group in (diag, off):
                values = [chained[c] if chained is not None else at_point(part(c), point) for c in group]
                if any(v is None for v in values):
                    continue
                for (c1, v1), (c2, v2) in combinations(zip(group, values), 2):
                    if exact_sign(v1 - v2):
                        return holds(
                            "PII",
                            {"kind": "construction", "method": "witness matrix with two unequal partials, evaluated exactly"},
                            f"at m={point}: ∂/∂m{list(c1)} = {as_text(v1)} ≠ ∂/∂m{list(c2)} = {as_text(v2)}",
                            witness={"matrix": point, "cells": [list(c1), list(c2)], "partials": [as_text(v1), as_text(v2)]},
                        )
        try:
            with time_budget(settings.symbolic_seconds):
                equal = all(
                    identically_zero(part(group[0]) - part(c), settings) for group in (diag, off) for c in group[1:]
                )
            if equal:
                return fails(
                    "PII",
                    "all diagonal partials are identical and all off-diagonal partials are identical (proved by cancel): "
                    "the metric only sees whether an item is right or wrong",
                    None,
                    evidence={"kind": "proof", "method": "cancel proves the partial derivatives equal"},
                )
        except SymbolicTimeout:
            pass
    # discrete version (Opitz footnote 4) for numeric-only metrics
    batch = random_batch(n, settings.search_size, rng)
    for group in (diag, off):
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
                return holds(
                    "PII",
                    {"kind": "construction", "method": f"discrete witness (Opitz footnote 4), verified {how}"},
                    f"from m={int_lists(batch[b])}: +1 at {list(group[k1])} gives {as_text(v1)}, +1 at {list(group[k2])} gives {as_text(v2)}",
                    witness={"matrix": int_lists(batch[b]), "cells": [list(group[k1]), list(group[k2])], "values": [as_text(v1), as_text(v2)]},
                )
    return unknown("PII", f"no witness in {settings.random_matrices} random matrices and no symbolic proof of equal partials")


# --------------------------------------------------------------------------- PIV
def _lambdas(n):
    out = [lam for lam in product((1, 2, 3), repeat=n) if len(set(lam)) > 1]
    return np.array(sorted(out, key=lambda lam: (sum(lam), lam)), dtype=float)


def check_piv(metric, n, settings, rng):
    r"""PIV prevalence invariance: :math:`\mathrm{metric}(m\lambda) = \mathrm{metric}(m)` for positive diagonal λ (Opitz §3.4).

    Column j of m is scaled by :math:`\lambda_{jj}`. Counterexamples use integer λ so both
    matrices are integer (like Opitz Tables 2 → 4); the largest gap found by a continuous
    search over λ is reported too.
    """
    base = calibrated_base(metric)
    why_scale_invariant = _scale_invariance_proof(base, n, settings) if base is not None else None
    if why_scale_invariant:
        return holds(
            "PIV",
            {
                "kind": "construction",
                "method": "calibration maps m·λ to (Σ_j λ_j c_j / Σ_j c_j) times the calibrated m (c_j the column sums), "
                f"and the metric is scale invariant, metric(t·M) = metric(M) for every t > 0: {why_scale_invariant}",
            },
            "metric~(m·λ) = metric(k · m λ~(m)) = metric~(m) for a positive scalar k (proved)",
        )
    gap = _largest_gap(metric, n, settings, rng)
    scale = Move("λ", lambda batch, lam: (None, batch * lam[:, None, :]), "equal")
    outcome = search_pairs(metric, parameter_stages(n, settings, rng, _lambdas(n)), [scale])
    if outcome.violation:
        pair = outcome.violation
        v0, v1 = pair.values
        return fails(
            "PIV",
            f"scaling the true-class columns by λ = {pair.parameters} changes the score from {as_text(v0)} to {as_text(v1)} "
            f"(verified {pair.verified}); largest gap found by continuous search ≈ {gap:.4g}",
            {"before": pair.before, "lambda": pair.parameters, "after": pair.after, "values": [as_text(v0), as_text(v1)], "verified": pair.verified},
            extra={"largest_gap": round(gap, 6)},
        )
    expr = metric.expression(n)
    note = "no symbolic form"
    if expr is not None and column_scale_invariant(expr, n):
        return holds(
            "PIV",
            {
                "kind": "proof",
                "method": "the symbolic form is homogeneous of degree 0 in the cells of each true-class column "
                "(read off its structure, Piecewise conditions included), so scaling column j by λ_j > 0 leaves it unchanged",
            },
            "invariant under every column scaling (proved)",
        )
    if expr is not None:
        lam = sympy.symbols(f"l0:{n}", positive=True)
        try:
            with time_budget(settings.symbolic_seconds):
                scaled_expr = metric.symbolic(cell_symbols(n) * sympy.diag(*lam))
                proved = identically_zero(scaled_expr - expr, settings)
            if proved:
                return holds("PIV", {"kind": "proof", "method": "cancel proves metric(m·λ) − metric(m) ≡ 0 for symbolic λ"}, "invariant under every column scaling (proved)")
            note = "cancel did not prove invariance"
        except SymbolicTimeout:
            note = f"symbolic budget of {settings.symbolic_seconds} s exhausted"
    k = settings.exhaustive_bound(n)
    evidence = {
        "kind": "search",
        "method": (
            f"no counterexample: the {min(len(exhaustive(n, k)), SMALLEST_WITH_PARAMETERS)} smallest {n}x{n} matrices with entries "
            f"0..{k}, each under every λ in {{1,2,3}}^{n} (not all equal), and {settings.random_matrices} random "
            f"matrices in {RANDOM_REGIMES} regimes under random integer λ in 1..5; {note}"
        ),
        "budget": {"exhaustive_max_entry": k, **outcome.budget},
    }
    if outcome.undecided:
        pair = outcome.undecided
        return unknown("PIV", f"scaling m={pair.before} by λ = {pair.parameters} changes the float score, but the change could not be certified exactly; {note}")
    return holds("PIV", evidence, "no prevalence dependence found (not refuted, not proved)")


def _scale_invariance_proof(metric, n, settings):
    r"""How :math:`\mathrm{metric}(tM) \equiv \mathrm{metric}(M)` for every t > 0 is proved, or None:
    by the structure of its form (:func:`axioms.homogeneity.homogeneous_degree` is 0), else by the
    exact zero test of :math:`\mathrm{metric}(tM) - \mathrm{metric}(M)` for a positive symbol t.

    Why it decides PIV of metric~: calibration scales column j by :math:`|S| / (n c_j)`, so
    :math:`\widetilde{m\lambda}_{ij} = m_{ij}\lambda_j \cdot \frac{\sum_k \lambda_k c_k}{n\, c_j \lambda_j}
    = \frac{\sum_k \lambda_k c_k}{\sum_k c_k}\, \tilde m_{ij}`: a positive multiple of
    :math:`\tilde m`, and defined exactly where :math:`\tilde m` is (every :math:`c_j > 0`).
    """
    expr = metric.expression(n)
    if expr is None:
        return None
    if scale_invariant(expr, n):
        return "its symbolic form is homogeneous of degree 0 (read off its structure)"
    t = sympy.Symbol("t", positive=True)
    try:
        with time_budget(settings.symbolic_seconds):
            if identically_zero(sympy.sympify(metric.symbolic(t * cell_symbols(n))) - expr, settings) is True:
                return "metric(t·M) − metric(M) ≡ 0 for a symbolic t > 0 (exact zero test)"
    except SymbolicTimeout:
        pass
    return None


def _largest_gap(metric, n, settings, rng):
    m = rng.integers(0, 100, size=(settings.search_size, n, n)).astype(float) + np.eye(n)
    lam = np.exp(rng.uniform(-7, 7, size=(settings.search_size, n)))
    gaps = np.abs(evaluate(metric, m * lam[:, None, :]) - evaluate(metric, m))
    return float(np.nanmax(gaps)) if np.isfinite(gaps).any() else 0.0


# --------------------------------------------------------------------------- PV
def _random_classifiers(n, rng, count):
    """Integer vectors (a, b): prediction distribution z ∝ a, prevalences p ∝ b; matrix a bᵀ.
    Random ones, then on the boundary of the simplex: a classifier that always predicts class k."""
    out = [([1] * n, [1] * n)]
    for _ in range(count):
        b = rng.integers(1, 30, size=n).tolist()
        out.append((b, b))  # a classifier matching the prevalence
        out.append((rng.integers(1, 30, size=n).tolist(), b))
    return out + [([int(i == k) for i in range(n)], [1] * n) for k in range(n)]


def _outer(a, b):
    return [[x * y for y in b] for x in a]


def check_pv(metric, n, settings, rng):
    r"""PV chance correction over random classifiers :math:`m = s\,z p^T` (Opitz §3.5, Appendix B.5).

    Reports ``strength``: ``None`` (random classifiers can score like the perfect
    classifier), ``"bounded"`` (the best random classifier scores ω(n), short of the
    perfect score; "best" is the minimum for lower-is-better metrics),
    ``"strict"`` (every random classifier scores exactly ω(n)); across class counts a
    constant ω is ``"complete"``. ``baseline`` is ω(n) as an expression or number.
    A bounded ω is proved (:func:`_proved_bound`) when z3 certifies it, else estimated
    by search and labelled so. Two scores whose exact comparison is undecided never
    count as equal. The permutation model of :func:`axioms.expected_score` (both
    marginals fixed) has the expected matrix :math:`r p^T / N`, one of these :math:`z p^T`,
    so it adds no random classifier to PV.
    """
    classifiers = _random_classifiers(n, rng, settings.rational_points)
    exact_values = []
    for a, b in classifiers:
        value, how = value_of(metric, _outer(a, b))
        if value is not None:
            exact_values.append((value, a, b, how))
    if not exact_values:
        return unknown("PV", "the metric is undefined on every random classifier tried")
    v0, a0, b0, how0 = exact_values[0]
    differing, undecided = _first_difference(exact_values)
    if differing is None:
        return _constant_on_random_classifiers(metric, n, exact_values[0], undecided, len(classifiers), settings)
    search = _chance_supremum(metric, n, rng, settings)
    sup, perfect = search.sup, search.perfect
    v1, a1, b1, how1 = differing
    witness = {
        "matrices": [_outer(a0, b0), _outer(a1, b1)],
        "values": [as_text(v0), as_text(v1)],
        "verified": how1,
        "note": "two random classifiers (m = z pᵀ) with different scores: chance correction is not strict",
    }
    if perfect is None or (sup - perfect) * metric.direction >= -1e-4:
        return _no_chance_bound(metric, n, search, settings)
    best = "most" if metric.direction > 0 else "least"
    exact_best = _exact_best(metric, search.best)
    # float cancellation near the simplex's boundary can inflate the best float score (a numpy
    # Scott's π scores 0.25 at z ≈ p ≈ (3.6e-17, 1), exactly about −1e-17): where the best
    # sample has an exact score, that score is what a candidate bound must beat
    bound = _proved_bound(metric, n, sup if exact_best is None else float(exact_best), settings)
    if bound is not None:
        omega, a, b, how = bound
        witness["maximiser"] = {"matrix": _outer(a, b), "value": as_text(omega), "verified": "exact"}
        return holds(
            "PV",
            {
                "kind": "proof",
                "method": (
                    f"z3 {z3_version()} (nonlinear real arithmetic, rlimit {RLIMIT}) proves "
                    f"{'ω − metric' if metric.direction > 0 else 'metric − ω'}(s·z pᵀ) ≥ 0 for every z ≥ 0, p > 0 on the simplex "
                    f"(every class occurs) and s > 0 where defined (by {how}); the random classifier z ∝ {a}, p ∝ {b} scores ω exactly"
                ),
            },
            f"random classifiers score at {best} {as_text(omega)} (proved; attained by m = {_outer(a, b)}), "
            f"short of the perfect {perfect}; not strict",
            witness,
            extra={"value": omega, "strength": "bounded"},
        )
    exactly = "not re-checked" if exact_best is None else f"that sample scores {float(exact_best):.6g} evaluated exactly"
    return holds(
        "PV",
        {"kind": "search", "method": _SEARCH_METHOD, "budget": {"random_classifiers": search.tried}},
        f"the best random classifier found by search scores ≈ {sup:.6f} in float64 ({exactly}), short of the perfect {perfect}; "
        "not strict; the best score over all random classifiers is not proved, so no baseline ω(n) is given",
        witness,
        extra={"value": None, "strength": "bounded", "sup": sup},
    )


def _first_difference(exact_values):
    """``(first score that certainly differs from the first, first undecided one)``, each a tuple or None."""
    v0 = exact_values[0][0]
    undecided = None
    for entry in exact_values[1:]:
        differs = _differs(entry[0], v0, entry[3])
        if differs:
            return entry, undecided
        if differs is None:
            undecided = undecided or entry
    return None, undecided


def _constant_on_random_classifiers(metric, n, first, undecided, tried, settings):
    """PV when no two random classifiers tried certainly differ: no chance correction, strict, or unknown."""
    v0, a0, b0, how0 = first
    strict_evidence = _prove_constant(metric, n, v0, tried, settings)
    if undecided is not None and strict_evidence["kind"] != "proof":
        v1, a1, b1, _ = undecided
        return unknown(
            "PV",
            f"the random classifiers m={_outer(a0, b0)} ({as_text(v0)}) and m={_outer(a1, b1)} ({as_text(v1)}) "
            "cannot be compared exactly (undecided sign), and constancy is not proved",
        )
    perfect_exact, _ = value_of(metric, _identity(n))
    if perfect_exact is not None and sign_of_difference(v0, perfect_exact) == 0:
        return fails(
            "PV",
            f"every random classifier tried scores {as_text(v0)}, the perfect classifier's score: no chance correction",
            {"matrices": [_outer(a0, b0)], "values": [as_text(v0)], "verified": how0},
        )
    return holds(
        "PV",
        strict_evidence,
        f"every random classifier {'scores' if strict_evidence['kind'] == 'proof' else 'tried scores'} {as_text(v0)}",
        extra={"value": v0, "strength": "strict"},
    )


def _identity(n):
    return [[int(i == j) for j in range(n)] for i in range(n)]


def _random_classifier_form(metric, n):
    """``(metric(s·z pᵀ), z, p, s)`` for symbolic z, p ≥ 0 and scale s > 0, in the form z3 reads
    like the metric's numeric function (:func:`axioms.certify.numeric_form`)."""
    z = sympy.symbols(f"z0:{n}", nonnegative=True)
    p = sympy.symbols(f"p0:{n}", nonnegative=True)
    s = sympy.Symbol("s", positive=True)
    M = sympy.Matrix(n, n, lambda i, j: s * z[i] * p[j])
    return numeric_form(metric, M), z, p, s


def _bound_candidates(n):
    """Integer vectors (a, b) where the best random classifier is sought exactly: uniform or
    single-class predictions (z ∝ a, z ≥ 0) against uniform or matching prevalences (p ∝ b),
    all inside PV's domain: every class occurs (b > 0)."""
    vertices = [[int(i == k) for i in range(n)] for k in range(n)]
    uniform = [1] * n
    return [(uniform, uniform)] + [(a, uniform) for a in vertices]


def _proved_bound(metric, n, sup, settings):
    r"""``(ω, a, b, how)``: the best random classifier's exact score ω, proved to bound all of them, or None.

    ω is the best score among :func:`_bound_candidates`, evaluated exactly on the very form
    z3 reads (so the bound proved is the value attained); it must be at least as good as
    ``sup``, the search's best score (exact where the best sample has an exact score), within FLOAT_MARGIN. z3 then proves
    :math:`d\,(\omega - \mathrm{metric}(s\,z p^T)) \ge 0` for all :math:`z, p \ge 0` with
    :math:`\sum z = \sum p = 1` and :math:`s > 0`, d the metric's direction
    (:func:`axioms.certify.prove_at_most`). The candidate ``z ∝ a, p ∝ b`` attains ω, so ω is
    the maximum (minimum for lower-is-better metrics). Candidates and proof stay in PV's
    domain, p > 0: a score the metric gives where a class never occurs is no random
    classifier's score.
    """
    if metric.symbolic is None:
        return None
    d = metric.direction
    try:
        with time_budget(settings.symbolic_seconds):
            expr, z, p, s = _random_classifier_form(metric, n)
            scored = []
            for a, b in _bound_candidates(n):
                point = {s: 1, **{x: sympy.Rational(v, sum(a)) for x, v in zip(z, a)}, **{x: sympy.Rational(v, sum(b)) for x, v in zip(p, b)}}
                value = _exact_at(expr, point)
                if value is not None:
                    scored.append((float(value) * d, value, a, b, point))
            if not scored:
                return None
            _, omega, a, b, point = max(scored, key=lambda t: t[0])
            if float(omega) * d < sup * d - FLOAT_MARGIN:
                return None  # the search found a better random classifier than every candidate
            domain = [sympy.Eq(sum(z), 1), sympy.Eq(sum(p), 1), *(x > 0 for x in p)]  # every class occurs
            proved, how = prove_at_most(d * expr, d * omega, [*z, *p, s], domain, point)
    except SymbolicTimeout:
        return None
    return (omega, a, b, how) if proved else None


def _exact_at(expr, point):
    """The exact value of ``expr`` at ``point``; None where undefined or not a real number."""
    try:
        value = sympy.sympify(expr.xreplace(point))
    except (TypeError, ValueError):  # a Piecewise condition, Min or Max compares an undefined value
        return None
    if not value.is_number or value.has(sympy.nan, sympy.zoo, sympy.oo, -sympy.oo, sympy.Float) or not value.is_real:
        return None
    return value


def _no_chance_bound(metric, n, search, settings):
    """PV fails: random classifiers score as close to the perfect classifier as we like.

    Proof: for the prevalence-matching random classifiers z = p ∝ (1, ..., t, ..., 1) with t
    at class k, sympy's limit of the score as t → ∞ equals the perfect classifier's exact
    score. Which class gets the weight t depends on the metric (fallout and specificity
    are perfect when the negative class dominates), so every k is tried. The exact scores
    at t = 10^2, 10^4, 10^6 are reported as witnesses and must approach that limit.
    Without a symbolic form (or when no limit is the perfect score) the verdict rests on
    the float search, and says so.
    """
    sup, perfect = search.sup, search.perfect
    detail = f"random classifiers reach {sup:.6f} (the perfect classifier scores {perfect}); no baseline bound ω(n) short of the perfect score"
    extra = {"value": None, "strength": None, "sup": sup}
    perfect_exact, how = value_of(metric, _identity(n))
    exact_perfect = perfect_exact is not None and how == "exact"
    for k in range(n):
        limit = _limit_at_vertex(metric, n, k, settings)
        if limit is None or not exact_perfect or exact_sign(limit - perfect_exact) != 0:
            continue
        witness, values = _vertex_sequence(metric, n, k)
        if witness["verified"] == "exact" and _approaches(values, perfect_exact):
            return fails(
                "PV",
                detail + f"; exactly: the score of z = p ∝ {_vertex_text(n, k)} tends to {as_text(limit)} = the perfect score as t → ∞",
                witness,
                extra=extra,
                evidence={"kind": "proof", "method": "sympy limit of the score of prevalence-matching random classifiers equals the perfect score"},
            )
    sequences = [_vertex_sequence(metric, n, k) for k in range(n)]
    witness, _ = min(sequences, key=lambda seq: _distance(seq[1][-1], perfect))
    return fails(
        "PV",
        detail + " (found by a float search; not proved)",
        witness,
        extra=extra,
        evidence={"kind": "search", "method": _SEARCH_METHOD, "budget": {"random_classifiers": search.tried}},
    )


def _vertex(n, k, t):
    return [t if i == k else 1 for i in range(n)]


def _vertex_text(n, k):
    return "(" + ", ".join("t" if i == k else "1" for i in range(n)) + ")"


def _vertex_sequence(metric, n, k):
    """``(witness, values)``: the scores of z = p ∝ (1, ..., t, ..., 1) (t at class k) for t = 10^2, 10^4, 10^6."""
    sequence = []
    for e in (2, 4, 6):
        a = _vertex(n, k, 10**e)
        value, how = value_of(metric, _outer(a, a))
        sequence.append((_outer(a, a), value, how))
    witness = {
        "matrices": [m for m, _, _ in sequence],
        "values": [as_text(v) for _, v, _ in sequence],
        "verified": "exact" if all(h == "exact" for _, _, h in sequence) else "float64",
        "note": f"random classifiers m = z pᵀ with z = p ∝ {_vertex_text(n, k)}, t = 10^2, 10^4, 10^6",
    }
    return witness, [v for _, v, _ in sequence]


def _approaches(values, target):
    """Whether the exact scores are defined and strictly approach ``target``."""
    if None in values:
        return False
    gaps = [abs(v - target) for v in values]
    return all(exact_sign(later - earlier) == -1 for earlier, later in zip(gaps, gaps[1:]))


def _distance(value, target):
    return abs(float(value) - target) if value is not None and target is not None else float("inf")


def _limit_at_vertex(metric, n, k, settings):
    """``lim_{t→∞} metric(a aᵀ)`` with ``a = (1, ..., t, ..., 1)`` (t at class k), or None.

    The limit is taken of the form the metric computes with (:func:`axioms.certify.numeric_form`):
    a user's ``Abs``/``Max`` as written, not the engine's ``Piecewise`` rewriting of it, whose
    conditions sympy's ``limit`` spends seconds on (and often cannot order)."""
    if metric.symbolic is None:
        return None
    t = sympy.Symbol("t", positive=True)
    a = _vertex(n, k, t)
    try:
        with time_budget(settings.symbolic_seconds):
            limit = sympy.limit(numeric_form(metric, sympy.Matrix(n, n, lambda i, j: a[i] * a[j])), t, sympy.oo)
    except (SymbolicTimeout, NotImplementedError, ValueError, TypeError):
        return None
    return None if limit.has(sympy.nan, sympy.zoo, sympy.oo, -sympy.oo, sympy.Float) or not limit.is_number else limit


def _differs(v, v0, how):
    """Whether two random classifiers' scores differ: True/False, or None when an exact
    comparison is undecided (never read as "equal"). Float64 scores (a metric without
    an exact form) differ beyond FLOAT_MARGIN."""
    if how == "exact" and not isinstance(v, float) and not isinstance(v0, float):
        sign = exact_sign(v - v0)
        return None if sign is None else bool(sign)
    return abs(float(v) - float(v0)) > FLOAT_MARGIN


def _prove_constant(metric, n, value, tried, settings):
    r"""Proof evidence that ``metric(z pᵀ) ≡ value`` for every random classifier, else the
    evidence of the ``tried`` random classifiers that all scored ``value``.

    Random classifiers here are :math:`m = z p^T` with :math:`z \ge 0` (a classifier may never
    predict a class) on test sets where every class occurs (:math:`p > 0`). Proofs: cancelling
    every rational subexpression, function arguments included (:func:`axioms.certify.tidy`: NIT's
    ``log(P_ij / (P_i· P_·j))`` becomes ``log 1 = 0``), leaves exactly ``value``; or cancel proves
    ``metric(z pᵀ) − value ≡ 0`` (every Piecewise branch); or z3 proves both
    ``metric(z pᵀ) − value ≥ 0`` and ``≤ 0`` wherever it is defined (a Piecewise form whose
    branches differ only where the test set lacks a class, such as Sebastiani's K).
    """
    if metric.symbolic is not None and not isinstance(value, float):
        try:
            with time_budget(settings.symbolic_seconds):
                z = sympy.symbols(f"z0:{n}", nonnegative=True)
                p = sympy.symbols(f"p0:{n}", positive=True)
                # z, p unnormalised: z pᵀ covers every scale s
                expr = metric.symbolic(sympy.Matrix(n, n, lambda i, j: z[i] * p[j]))
                if sympy.sympify(tidy(expr) - value) == 0:
                    return {"kind": "proof", "method": f"cancelling every rational subexpression (function arguments included) reduces metric(z pᵀ) to the constant {_DOMAIN}"}
                if identically_zero(expr - value, settings):
                    return {"kind": "proof", "method": f"cancel proves metric(z pᵀ) constant {_DOMAIN}"}
                q = sympy.symbols(f"p0:{n}", nonnegative=True)  # p > 0 as hypotheses z3 reads, not as assumptions
                as_computed = numeric_form(metric, sympy.Matrix(n, n, lambda i, j: z[i] * q[j]))
                every_class = [x > 0 for x in q]
                if value.is_Rational and all(prove_nonnegative(sign * (as_computed - value), [*z, *q], every_class) for sign in (1, -1)):
                    return {"kind": "proof", "method": f"z3 {z3_version()} (nonlinear real arithmetic, rlimit {RLIMIT}) proves metric(z pᵀ) = {as_text(value)} {_DOMAIN}, where defined"}
        except SymbolicTimeout:
            pass
    return {
        "kind": "search",
        "method": (
            f"{tried} random classifiers inside PV's domain (every class occurs; those that always predict one class included) "
            f"evaluated {'exactly' if not isinstance(value, float) else 'in float64'}; constancy not proved"
        ),
        "budget": {"random_classifiers": tried},
    }


#: The random classifiers a proof of constancy covers.
_DOMAIN = "for symbolic z ≥ 0 (predictions) and p > 0 (prevalences: every class occurs)"


#: What PV's float search does and where it looks, stated in its evidence.
_SEARCH_METHOD = (
    "supremum over random classifiers estimated in float64 by a search over the simplex (Dirichlet samples, "
    "prevalence-matching, near-vertex and uniform classifiers), kept inside PV's domain: every class occurs "
    "(every column of s·z pᵀ positive; a classifier may never predict a class)"
)


def _chance_supremum(metric, n, rng, settings):
    r"""The float search for the best random classifier :math:`s\,z p^T`: a :class:`_Search`.

    Dirichlet samples of z and p (α = 0.05, 1, 20), prevalence-matching classifiers (z = p),
    points near a vertex and the uniform classifier. PV is stated for test sets where every
    class occurs, so a sample whose matrix has an empty column (a Dirichlet draw with small α
    underflows to exact zeros) is dropped: scoring it would judge the metric outside the
    domain (a convention for an absent class, like scikit-learn's ``zero_division=1``, is
    not chance correction's business). ``best`` is the sample with the best float score.
    """
    size = settings.search_size
    zs, ps = [], []
    for alpha in (0.05, 1.0, 20.0):
        zs.append(rng.dirichlet([alpha] * n, size=size))
        ps.append(rng.dirichlet([alpha] * n, size=size))
    p_match = rng.dirichlet([1.0] * n, size=size)
    zs.append(p_match)
    ps.append(p_match)
    eps = np.logspace(-8, -1, 8)
    vertex = np.stack([np.r_[1 - e, np.full(n - 1, e / (n - 1))] for e in eps])
    zs += [vertex, np.full((1, n), 1.0 / n)]
    ps += [vertex, np.full((1, n), 1.0 / n)]
    z = np.concatenate(zs)
    p = np.concatenate(ps)
    batch = 1000.0 * z[:, :, None] * p[:, None, :]
    inside = (batch.sum(axis=-2) > 0).all(axis=-1)
    z, p, batch = z[inside], p[inside], batch[inside]
    values = evaluate(metric, batch) * metric.direction
    perfect = evaluate(metric, 1000.0 * np.diag(np.full(n, 1.0 / n))[None])[0]
    if np.isfinite(values).any():
        k = int(np.argmax(np.where(np.isnan(values), -np.inf, values)))
        best, point = float(values[k]) * metric.direction, (z[k], p[k])
    else:
        best, point = float("nan"), None
    return _Search(best, None if np.isnan(perfect) else float(perfect), point, len(batch))


class _Search(NamedTuple):
    """What :func:`_chance_supremum` found: the best float score ``sup``, the perfect
    classifier's float score (None if undefined), the best sample ``(z, p)`` and how many
    random classifiers were scored."""

    sup: float
    perfect: float | None
    best: tuple | None
    tried: int


def _exact_best(metric, point):
    """The exact score of the random classifier z pᵀ at the float search's best sample (z, p
    read as the exact binary fractions they are, each scaled to integers), or None when the
    metric has no exact value there or a cell is too large for float64 (a sample with a
    component near 1e-300), in which the metric's own code reads the matrix."""
    if point is None:
        return None
    a, b = (_integers(v) for v in point)
    if max(a) * max(b) > _LARGEST_CELL:
        return None
    value, how = value_of(metric, _outer(a, b))
    return value if value is not None and how == "exact" else None


#: Cells beyond this (about 1e301) do not fit in a float64.
_LARGEST_CELL = 2**1000


def _integers(v):
    """The float vector ``v`` as integers proportional to it exactly (its binary fractions scaled
    by their common denominator)."""
    exact = [Fraction(float(x)) for x in v]
    scale = math.lcm(*(x.denominator for x in exact))
    return [int(x * scale) for x in exact]
