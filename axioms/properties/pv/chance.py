r"""Random classifiers :math:`m = s\,z p^T` and the best score they reach (Opitz §3.5, Appendix B.5).

A random classifier predicts class i with probability :math:`z_i` whatever the true class;
on a test set with prevalences p (every class occurs, p > 0) its expected confusion matrix is
:math:`s\,z p^T`. This module builds them (exact integer vectors, the vertex sequences
:math:`z = p \propto (1, \dots, t, \dots, 1)`), searches the supremum of a metric over them in
float64 (:func:`chance_supremum`), and proves exact bounds and constancy over all of them
(:func:`proved_bound`, :func:`prove_constant`, :func:`limit_at_vertex`). PV
(:mod:`axioms.properties.pv`) decides chance correction from these.
"""

from collections.abc import Sequence
from fractions import Fraction
import math
from typing import Any, NamedTuple

import numpy as np
import sympy

from metrics import Metric

from axioms.core.budget import Settings, SymbolicTimeout, time_budget
from axioms.core.verdict import Counterexample, Evidence
from axioms.arithmetic.certify import (
    RLIMIT, is_rational, numeric_form, prove_at_most, prove_nonnegative, tidy, z3_version,
)
from axioms.arithmetic.exact import FLOAT_MARGIN, NO_EXACT, as_text, exact_form_value, exact_sign, value_of
from axioms.search.spaces import evaluate
from axioms.arithmetic.symbolic import identically_zero
from axioms.properties.pv.every_n import bounded_by_lemma_a

__all__ = [
    "random_classifiers", "SMALL_TOTALS", "below_one_item", "outer", "identity_matrix", "Bound", "proved_bound",
    "vertex", "vertex_text", "vertex_sequence",
    "approaches", "float_distance", "limit_at_vertex", "prove_constant", "SEARCH_METHOD", "chance_supremum",
    "ChanceSearch", "exact_best",
]


def random_classifiers(n: int, rng: np.random.Generator, count: int) -> list[tuple[list[Any], list[int]]]:
    """Vectors (a, b): prediction distribution z ∝ a, prevalences p ∝ b; matrix a bᵀ.
    Integer ones at random, then on the boundary of the simplex (a classifier that always predicts
    class k, on the balanced test set and on the first random one), then the first :data:`SMALL_TOTALS`
    again with less than one item in all (:func:`below_one_item`)."""
    out: list[tuple[list[Any], list[int]]] = [([1] * n, [1] * n)]
    for _ in range(count):
        b = rng.integers(1, 30, size=n).tolist()
        out.append((b, b))  # a classifier matching the prevalence
        out.append((rng.integers(1, 30, size=n).tolist(), b))
    test_sets = [[1] * n, *([out[1][1]] if count else [])]
    out += [([int(i == k) for i in range(n)], p) for p in test_sets for k in range(n)]
    return out + [below_one_item(a, b) for a, b in out[:SMALL_TOTALS]]


#: Random classifiers :func:`random_classifiers` repeats with less than one item in all.
SMALL_TOTALS = 3


def below_one_item(a: Sequence[int], b: Sequence[int]) -> tuple[list[Any], list[int]]:
    r"""The random classifier a bᵀ scaled to half an item or less in all: :math:`s\,a` with s the largest power
    of 1/2 at most :math:`1 / (2 \sum a \sum b)`. PV's random classifiers :math:`s\,z p^T` have any total s,
    and code that treats counts below one item apart (``np.maximum(t, 1)``) scores them otherwise.

    >>> below_one_item([1, 1], [1, 1])
    ([Fraction(1, 8), Fraction(1, 8)], [1, 1])
    """
    s = Fraction(1, 2 ** math.ceil(math.log2(2 * sum(a) * sum(b))))
    return [s * x for x in a], list(b)


def outer(a: Sequence[Any], b: Sequence[Any]) -> list[list[Any]]:
    return [[x * y for y in b] for x in a]


def identity_matrix(n: int) -> list[list[int]]:
    return [[int(i == j) for j in range(n)] for i in range(n)]


def _random_classifier_form(metric: Metric, n: int) -> tuple[Any, Any, Any, Any]:
    """``(metric(s·z pᵀ), z, p, s)`` for symbolic z, p ≥ 0 and scale s > 0, in the form z3 reads
    like the metric's numeric function (:func:`axioms.arithmetic.certify.numeric_form`)."""
    z = sympy.symbols(f"z0:{n}", nonnegative=True)
    p = sympy.symbols(f"p0:{n}", nonnegative=True)
    s = sympy.Symbol("s", positive=True)
    M = sympy.Matrix(n, n, lambda i, j: s * z[i] * p[j])
    return numeric_form(metric, M), z, p, s


def _bound_candidates(n: int) -> list[tuple[list[int], list[int]]]:
    """Integer vectors (a, b) where the best random classifier is sought exactly: uniform or
    single-class predictions (z ∝ a, z ≥ 0) against uniform or matching prevalences (p ∝ b),
    all inside PV's domain: every class occurs (b > 0)."""
    vertices = [[int(i == k) for i in range(n)] for k in range(n)]
    uniform = [1] * n
    return [(uniform, uniform)] + [(a, uniform) for a in vertices]


class Bound(NamedTuple):
    """A proved bound ω of every random classifier's score, ``how`` z3 proved it: attained at z ∝ ``a``,
    p ∝ ``b``, or (``vertex`` k, ``a`` and ``b`` None) approached along z = p ∝ (1, ..., t, ..., 1) with t
    at class k as t → ∞."""

    omega: Any
    a: list[int] | None
    b: list[int] | None
    how: str
    vertex: int | None = None


def proved_bound(metric: Metric, n: int, sup: float, settings: Settings) -> Bound | None:
    r"""The best random classifiers' exact score ω, proved to bound all of them (a :class:`Bound`), or None.

    ω is the best score among :func:`_bound_candidates`, evaluated exactly on the very form
    z3 reads (so the bound proved is the value attained); it must be at least as good as
    ``sup``, the search's best score (exact where the best sample has an exact score), within FLOAT_MARGIN.
    z3 then proves :math:`d\,(\omega - \mathrm{metric}(s\,z p^T)) \ge 0` for all :math:`z, p \ge 0` with
    :math:`\sum z = \sum p = 1` and :math:`s > 0`, d the metric's direction
    (:func:`axioms.arithmetic.certify.prove_at_most`). The candidate ``z ∝ a, p ∝ b`` attains ω, so ω is
    the maximum (minimum for lower-is-better metrics). Candidates and proof stay in PV's
    domain, p > 0: a score the metric gives where a class never occurs is no random
    classifier's score.

    When no candidate is that good, or its bound is not proved, the best limit along the
    prevalence-matching paths :func:`limit_at_vertex` is tried the same way: a supremum that
    no random classifier attains (macro Jaccard's 1/n, approached as one class takes all the
    items), proved as a bound on the whole domain and approached by random classifiers
    m = a aᵀ, so it is the supremum.
    """
    if metric.symbolic is None:
        return None
    d = metric.direction
    try:
        with time_budget(settings.symbolic_seconds):
            expr, z, p, s = _random_classifier_form(metric, n)
            # every class occurs
            symbols, domain = [*z, *p, s], [sympy.Eq(sum(z), 1), sympy.Eq(sum(p), 1), *(x > 0 for x in p)]
            scored: list[tuple[float, Any, list[int], list[int], dict[Any, Any]]] = []
            for a, b in _bound_candidates(n):
                point = {s: 1, **{x: sympy.Rational(v, sum(a)) for x, v in zip(z, a)},
                         **{x: sympy.Rational(v, sum(b)) for x, v in zip(p, b)}}
                value = _exact_at(expr, point)
                if value is not None:
                    scored.append((float(value) * d, value, a, b, point))
            if scored:
                _, omega, a, b, point = max(scored, key=lambda t: t[0])
                # else the search found a better random classifier than every candidate
                if float(omega) * d >= sup * d - FLOAT_MARGIN:
                    proved, how = prove_at_most(d * expr, d * omega, symbols, domain, point)
                    if proved:
                        return Bound(omega, a, b, how)
    except SymbolicTimeout:
        return None
    return _proved_limit(metric, n, sup, settings, expr, symbols, domain,
                         max((t[0] for t in scored), default=-math.inf))


def _proved_limit(
    metric: Metric, n: int, sup: float, settings: Settings, expr: Any, symbols: list[Any], domain: list[Any],
    attained: float,
) -> Bound | None:
    """:func:`proved_bound`'s second way: the best vertex limit, better than every candidate's
    score ``attained`` (times the direction) and at least the search's best, proved a bound."""
    d = metric.direction
    limits = [(float(v) * d, v, k) for k in range(n)
              if (v := limit_at_vertex(metric, n, k, settings)) is not None and v.is_real]
    if not limits:
        return None
    best, omega, k = max(limits, key=lambda t: t[0])
    if best <= attained or best < sup * d - FLOAT_MARGIN:
        return None
    vertex = {x: sympy.Integer(int(i % n == k)) for i, x in enumerate(symbols[: 2 * n])}
    try:
        with time_budget(settings.symbolic_seconds):
            by_lemma = bounded_by_lemma_a(metric, n, omega)
            if by_lemma is not None:
                return Bound(omega, None, None, by_lemma, vertex=k)
            proved, how = prove_at_most(d * expr, d * omega, symbols, domain, {**vertex, symbols[-1]: sympy.Integer(1)})
    except SymbolicTimeout:
        return None
    return Bound(omega, None, None, how, vertex=k) if proved else None


def _exact_at(expr: Any, point: dict[Any, Any]) -> Any:
    """The exact value of ``expr`` at ``point``; None where undefined or not a real number."""
    try:
        value = sympy.sympify(expr.xreplace(point))
    except (TypeError, ValueError):  # a Piecewise condition, Min or Max compares an undefined value
        return None
    if not value.is_number or value.has(sympy.nan, sympy.zoo, sympy.oo, -sympy.oo, sympy.Float) or not value.is_real:
        return None
    return value


def vertex(n: int, k: int, t: Any) -> list[Any]:
    """``(1, ..., t, ..., 1)``: weight t at class k, 1 at the others (:func:`vertex_text`)."""
    return [t if i == k else 1 for i in range(n)]


def vertex_text(n: int, k: int) -> str:
    return "(" + ", ".join("t" if i == k else "1" for i in range(n)) + ")"


def vertex_sequence(metric: Metric, n: int, k: int) -> tuple[Counterexample, list[Any]]:
    """``(witness, values)``: the scores of z = p ∝ (1, ..., t, ..., 1) (t at class k) for t = 10^2, 10^4, 10^6,
    or 10, 100, 1000 for a metric without an exact form (a label metric expands 10^12 counts into as many items)."""
    sequence = []
    exponents = (2, 4, 6) if exact_form_value(metric, outer(*[vertex(n, k, 10)] * 2)) is not NO_EXACT else (1, 2, 3)
    for e in exponents:
        a = vertex(n, k, 10**e)
        value, how = value_of(metric, outer(a, a))
        sequence.append((outer(a, a), value, how))
    witness: Counterexample = {
        "matrices": [m for m, _, _ in sequence],
        "values": [as_text(v) for _, v, _ in sequence],
        "verified": "exact" if all(h == "exact" for _, _, h in sequence) else "float64",
        "note": f"random classifiers m = z pᵀ with z = p ∝ {vertex_text(n, k)}, t = "
                + ", ".join(f"10^{e}" for e in exponents),
    }
    return witness, [v for _, v, _ in sequence]


def approaches(values: list[Any], target: Any) -> bool:
    """Whether the exact scores are defined and strictly approach ``target``."""
    if None in values:
        return False
    gaps = [abs(v - target) for v in values]
    return all(exact_sign(later - earlier) == -1 for earlier, later in zip(gaps, gaps[1:]))


def float_distance(value: Any, target: float | None) -> float:
    return abs(float(value) - target) if value is not None and target is not None else float("inf")


def limit_at_vertex(metric: Metric, n: int, k: int, settings: Settings) -> Any:
    """``lim_{t→∞} metric(a aᵀ)`` with ``a = (1, ..., t, ..., 1)`` (t at class k), or None.

    The limit is taken of the form the metric computes with (:func:`axioms.arithmetic.certify.numeric_form`):
    a user's ``Abs``/``Max`` as written, not the engine's ``Piecewise`` rewriting of it, whose
    conditions sympy's ``limit`` spends seconds on (and often cannot order)."""
    if metric.symbolic is None:
        return None
    t = sympy.Symbol("t", positive=True)
    a = vertex(n, k, t)
    try:
        with time_budget(settings.symbolic_seconds):
            limit = sympy.limit(numeric_form(metric, sympy.Matrix(n, n, lambda i, j: a[i] * a[j])), t, sympy.oo)
    # sympy.limit may give up in many ways (PoleError, NotImplementedError, ...): no limit
    except Exception:  # noqa: BLE001
        return None
    return None if limit.has(sympy.nan, sympy.zoo, sympy.oo, -sympy.oo, sympy.Float) or not limit.is_number else limit


def prove_constant(metric: Metric, n: int, value: Any, tried: int, settings: Settings) -> Evidence:
    r"""Proof evidence that ``metric(z pᵀ) ≡ value`` for every random classifier, else the
    evidence of the ``tried`` random classifiers that all scored ``value``.

    Random classifiers here are :math:`m = z p^T` with :math:`z \ge 0` (a classifier may never
    predict a class) on test sets where every class occurs (:math:`p > 0`). Proofs: cancelling
    every rational subexpression, function arguments included (:func:`axioms.arithmetic.certify.tidy`:
    NIT's ``log(P_ij / (P_i· P_·j))`` becomes ``log 1 = 0``), leaves exactly ``value``; or cancel proves
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
                zero = _rational_product_is(expr, value, settings)  # decides both tests below for a rational product
                if zero or (zero is None and sympy.sympify(tidy(expr) - value) == 0):
                    return {"kind": "proof", "method": f"cancelling every rational subexpression (function arguments "
                            f"included) reduces metric(z pᵀ) to the constant {_DOMAIN}"}
                if zero is None and identically_zero(expr - value, settings):
                    return {"kind": "proof", "method": f"cancel proves metric(z pᵀ) constant {_DOMAIN}"}
                q = sympy.symbols(f"p0:{n}", nonnegative=True)  # p > 0 as hypotheses z3 reads, not as assumptions
                as_computed = numeric_form(metric, sympy.Matrix(n, n, lambda i, j: z[i] * q[j]))
                every_class = [x > 0 for x in q]
                if value.is_Rational and all(prove_nonnegative(sign * (as_computed - value), [*z, *q], every_class)
                                             for sign in (1, -1)):
                    return {"kind": "proof", "method": f"z3 {z3_version()} (nonlinear real arithmetic, "
                            f"rlimit {RLIMIT}) proves metric(z pᵀ) = {as_text(value)} {_DOMAIN}, where defined"}
        except SymbolicTimeout:
            pass
    return {
        "kind": "search",
        "method": (
            f"{tried} random classifiers inside PV's domain (every class occurs; those that always predict one class "
            f"included) evaluated {'exactly' if not isinstance(value, float) else 'in float64'}; constancy not proved"
        ),
        "budget": {"random_classifiers": tried},
    }


def _rational_product_is(expr: Any, value: Any, settings: Settings) -> bool | None:
    """Whether the rational product or power ``expr`` (integer powers, no Piecewise/Min/Max or function;
    not a sum, which tidy keeps as a sum) is the rational number ``value`` identically; None when
    ``expr`` is not one or the expansion is over budget. For such an ``expr``, tidy is ``cancel(expr)``,
    the reduced fraction, which is ``value`` exactly when ``expr - value ≡ 0``: one numerator expanded
    (:func:`identically_zero`, python-flint where installed) decides both of :func:`prove_constant`'s
    first two tests, far more cheaply than sympy's ``cancel`` of a calibrated form."""
    value, expr = sympy.sympify(value), sympy.sympify(expr)
    if value.is_Rational and isinstance(expr, (sympy.Mul, sympy.Pow)) and is_rational(expr):
        return identically_zero(expr - value, settings)
    return None


#: The random classifiers a proof of constancy covers.
_DOMAIN = "for symbolic z ≥ 0 (predictions) and p > 0 (prevalences: every class occurs)"


#: What PV's float search does and where it looks, stated in its evidence.
SEARCH_METHOD = (
    "supremum over random classifiers estimated in float64 by a search over the simplex (Dirichlet samples, "
    "prevalence-matching, near-vertex and uniform classifiers), kept inside PV's domain: every class occurs "
    "(every column of s·z pᵀ positive; a classifier may never predict a class)"
)


#: The items of every random classifier the float search scores (s in s·z pᵀ), and of its perfect classifier.
SEARCH_ITEMS = 1000


def chance_supremum(metric: Metric, n: int, rng: np.random.Generator, settings: Settings) -> "ChanceSearch":
    r"""The float search for the best random classifier :math:`s\,z p^T`: a :class:`ChanceSearch`.

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
    batch = float(SEARCH_ITEMS) * z[:, :, None] * p[:, None, :]
    inside = (batch.sum(axis=-2) > 0).all(axis=-1)
    z, p, batch = z[inside], p[inside], batch[inside]
    # ±inf is no score (value_of reads it as undefined): log(acc/(1 − acc)) is +inf when perfect
    values = np.where(np.isfinite(scores := evaluate(metric, batch)), scores, np.nan) * metric.direction
    perfect = evaluate(metric, np.stack([SEARCH_ITEMS * np.diag(np.full(n, 1.0 / n)), np.eye(n)]))  # then whole counts
    perfect = perfect[0] if np.isfinite(perfect[0]) else perfect[1]
    if np.isfinite(values).any():
        k = int(np.argmax(np.where(np.isnan(values), -np.inf, values)))
        best, point = float(values[k]) * metric.direction, (z[k], p[k])
    else:
        best, point = float("nan"), None
    return ChanceSearch(best, float(perfect) if np.isfinite(perfect) else None, point, int(np.isfinite(values).sum()))


class ChanceSearch(NamedTuple):
    """What :func:`chance_supremum` found: the best float score ``sup``, the perfect
    classifier's float score (None if undefined), the best sample ``(z, p)`` and how many
    random classifiers were scored."""

    sup: float
    perfect: float | None
    best: tuple[Any, Any] | None
    tried: int


def exact_best(metric: Metric, point: tuple[Any, Any] | None) -> Any:
    """The exact score of the float search's best sample (z, p), or None: the matrix :data:`SEARCH_ITEMS` · z pᵀ the
    search scored, its cells read as the exact products of the binary fractions z and p are (the same matrix, so the
    same number of items: a score that depends on it is re-checked where it was found). None when the metric has no
    exact value there (its code is then not run: a label metric would expand such a matrix into label arrays) or a
    positive cell underflows float64 (a sample with a component near 1e-300), in which the metric's own code reads
    the matrix."""
    if point is None:
        return None
    z, p = ([Fraction(float(x)) for x in v] for v in point)
    m = [[SEARCH_ITEMS * zi * pj for pj in p] for zi in z]
    if any(cell and not float(cell) for row in m for cell in row):
        return None
    if exact_form_value(metric, m) is NO_EXACT:  # the float64 value is not wanted: the code need not run
        return None
    value, how = value_of(metric, m)
    return value if value is not None and how == "exact" else None
