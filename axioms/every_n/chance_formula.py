r"""Random classifiers of a structured metric at **every** n: the chance baseline ω(n) as a formula in n.

A random classifier is :math:`m = s\,z p^T` (z: prediction distribution, z ≥ 0; p: class
distribution, p > 0; both on the simplex). Its class k has the one-vs-rest counts
:math:`c_k = N z_k p_k,\ r_k = N z_k,\ t_k = N p_k` (N = s), so a structured metric
(:mod:`metrics.structure`) evaluated on class groups of such counts gives the score of whole
families of random classifiers with the number of classes n a symbol (:data:`metrics.structure.CLASSES`).

**Calibration lemma.** Prevalence calibration (Opitz Eq. 6) scales column j by
:math:`N/(n t_j)`; on :math:`m = s\,z p^T` (:math:`N = s`, :math:`t_j = s p_j > 0`) it gives
:math:`\tilde m_{ij} = s z_i p_j / (n p_j) = s z_i / n`, i.e. :math:`\tilde m = s\,z u^T` with
u = (1/n, …, 1/n). *Proof*: the display. So metric~ scores on the random classifiers exactly what
metric scores on the random classifiers with uniform prevalence, for **every** metric; the
functions below take ``calibrated=True`` to read the structure of the metric calibrated from
with p = u (every class occurs, so metric~ is defined there).

The lemmas (each used by :mod:`axioms.properties.pv` only where its hypotheses are certified here):

* :func:`strict_baseline` — every random classifier scores one ω(n) (power sums);
* :func:`mean_bound` — a p-mean (p ≤ 1) of a per-class score below a plane scores at most 1/n;
* :func:`supremum_bound` — the same bound where the uniform classifier falls short of it (a family tends to it);
* :func:`never_constant` — a family of random classifiers scoring differently from ω(n) at every n;
* :func:`family_limit`, :func:`reaches_perfect` — a family whose score tends to a limit (the perfect score) at every n.
"""

from typing import Any, cast

import sympy

from metrics.structure import CLASSES, COUNTS, ClassMean, ClassSums, Combined, Group, WeightedMean

from axioms.arithmetic.rational import cancel
from axioms.arithmetic.certify import prove_nonnegative
from axioms.arithmetic.signs import without_positive_factor
from axioms.arithmetic.symbolic import exact_difference, piecewise_relations
from axioms.every_n.lifting import K, holds_from
from axioms.arithmetic.branches import choose_branches, logical

__all__ = [
    "uniform_score", "perfect_score", "piece_at_every_n", "power_sum_form", "strict_baseline", "mean_bound",
    "supremum_bound", "never_constant", "family_limit", "reaches_perfect", "PREDICTS_ONE", "for_every_n",
    "formula_text", "random_family", "TOTAL",
]

#: The total count (a random classifier's scale s) and the per-class distributions z (predictions), p (prevalence).
TOTAL = sympy.Symbol("N", positive=True)
Z, P = sympy.symbols("z p", nonnegative=True)
EPS = sympy.Symbol("epsilon", positive=True)
n = CLASSES


def random_family(zp: "list[tuple[Any, Any, Any]]", calibrated: bool = False) -> "list[Group]":
    """Class groups of the random classifiers with ``multiplicity`` classes at (z, p) for each
    ``(z, p, multiplicity)`` of ``zp``; with ``calibrated`` p is replaced by 1/n (calibration lemma)."""
    return [Group(TOTAL * z * q, TOTAL * z, TOTAL * q, k)
            for z, q, k in ((z, 1 / n if calibrated else q, k) for z, q, k in zp)]


def _score(structure: Any, zp: "list[tuple[Any, Any, Any]]", calibrated: bool = False) -> Any:
    """The structure's value on :func:`random_family`, simplified; None when it still reads N (no scale-free score)."""
    value = sympy.simplify(cancel(structure.value(random_family(zp, calibrated), TOTAL, n), together=True))
    return None if value.has(TOTAL) or value.has(sympy.nan, sympy.zoo) else value


def uniform_score(structure: Any) -> Any:
    """ω at the uniform random classifier z = p = (1/n, …, 1/n) as a formula in n (None if it reads N)."""
    return _score(structure, [(1 / n, 1 / n, n)])


def perfect_score(structure: Any) -> Any:
    """The perfect classifier's score (every class with c = r = t = N/n) as a formula in n; a score in pieces is read
    through the piece it takes at every n ≥ 2 (:func:`piece_at_every_n`: scikit-learn's MCC, 0 where
    √((N² − Σr²)(N² − Σt²)) = 0, is 1 there)."""
    value = structure.value([Group(TOTAL / n, TOTAL / n, TOTAL / n, n)], TOTAL, n)
    if any(exact_difference(condition) is None for condition in piecewise_relations(value)):
        return None  # sympy.simplify may read a 0/0 or a shared pole away (u/u is 1 to it, Eq(zoo, zoo) True)
    value = piece_at_every_n(sympy.simplify(value))
    return None if value is None or value.has(TOTAL) else value


_J = sympy.Symbol("j", integer=True, nonnegative=True)
#: A relation's truth from what sympy's assumptions certify of the difference of its sides: (if certified, then).
_CERTIFIED = {sympy.Eq: (("is_zero", True), ("is_nonzero", False)),
              sympy.Ne: (("is_nonzero", True), ("is_zero", False)),
              sympy.Gt: (("is_positive", True), ("is_nonpositive", False)),
              sympy.Ge: (("is_nonnegative", True), ("is_negative", False)),
              sympy.Lt: (("is_negative", True), ("is_nonnegative", False)),
              sympy.Le: (("is_nonpositive", True), ("is_positive", False))}


def _holds_at_every_n(condition: Any) -> "bool | None":
    """Truth of a condition in n (and N > 0) at every integer n ≥ 2, from sympy's assumptions on n = j + 2; None if
    not certified."""
    settled = logical(condition, _holds_at_every_n)
    if settled is not NotImplemented:
        return cast("bool | None", settled)
    if type(condition) not in _CERTIFIED:
        return None
    difference = (condition.lhs - condition.rhs).xreplace({n: _J + 2})
    return next((truth for fact, truth in _CERTIFIED[type(condition)] if getattr(difference, fact) is True), None)


def piece_at_every_n(score: Any) -> Any:
    """``score`` with every Piecewise replaced by the piece it takes at every n ≥ 2, or None when a condition is not
    decided."""
    return choose_branches(score, _holds_at_every_n) if score.has(sympy.Piecewise) else score




def for_every_n(d: Any, relation: str) -> bool:
    """Whether ``relation`` (``">0"``, ``"!=0"``, …) holds of the formula ``d(n)`` at every integer n ≥ 2, decided
    exactly."""
    return holds_from(sympy.sympify(d).xreplace({n: K}), relation, 2) == 2


def _class_term(score: Any, calibrated: bool) -> Any:
    """A per-class score g(c, r, t, N[, n]) at a random classifier's class, γ(z, p) = g(Nzp, Nz, Np, N), cancelled;
    None when γ(0, p) is not what the score gives a class never predicted.

    Cancelling is exact where z > 0 (every count positive), but at z = 0 it reads the limit z → 0+ (c/r = p), not
    the score at c = r = 0 exactly (c/r = 0/0), which a piece may read (``Piecewise((c/t, Eq(c/r, t/N)), …)``):
    the two must agree, or the score be undefined there (0/0 or x/0: such classifiers are outside the domain).
    """
    c, r, t, total = COUNTS
    q = 1 / n if calibrated else P
    score = sympy.sympify(score)
    term = cancel(score.xreplace({c: TOTAL * Z * q, r: TOTAL * Z, t: TOTAL * q, total: TOTAL}), together=True)
    term = without_positive_factor(term, TOTAL)  # a piece's condition on N·z reads on z
    unpredicted = without_positive_factor(  # read like the term: Eq(N·p, 0) is Eq(p, 0)
        score.xreplace({c: sympy.Integer(0), r: sympy.Integer(0), t: TOTAL * q, total: TOTAL}), TOTAL)
    if unpredicted in (sympy.nan, sympy.zoo) or cancel(unpredicted - term.subs(Z, 0), together=True) == 0:
        return term
    return None


def _power_sums(term: Any, calibrated: bool) -> Any:
    r"""Σ_k term(z_k, p_k) over the classes in power sums :math:`P_{a,b} = \sum_k z_k^a p_k^b`,
    with :math:`P_{0,0} = n`, :math:`P_{1,0} = P_{0,1} = 1` (z, p on the simplex); None when the
    term is no polynomial in z, p (coefficients may read N, n)."""
    try:
        poly = sympy.Poly(term, Z, P)
    except sympy.PolynomialError:
        return None
    if any(coeff.has(Z, P) for coeff in poly.coeffs()):
        return None
    out = sympy.Integer(0)
    for (a, b), coeff in poly.terms():
        key = (a, 0 if calibrated else b)
        known = {(0, 0): n, (1, 0): 1, (0, 1): 1}
        weight = n ** (-b) if calibrated else 1
        out += coeff * weight * known.get(key, sympy.Symbol(f"P_{key[0]}_{key[1]}", positive=True))
    return out


def power_sum_form(structure: Any, calibrated: bool = False) -> Any:
    r"""The structure's score on **every** random classifier as an expression in the power sums
    :math:`P_{a,b}` (and n), or None.

    **Lemma.** (i) A p-mean with p = 1 of γ is :math:`\frac1n\sum_k\gamma(z_k,p_k)`; a weighted
    mean is :math:`\frac1N\sum_k N p_k\,\gamma_k = \sum_k p_k\gamma_k`; a class-sum structure is
    F of its sums; a combined one F of its parts; a p-mean (p ≠ 1) of a γ free of z, p is that γ, where γ >= 0 or
    p = -1 (elsewhere the mean of negative numbers has no real value).
    (ii) A sum of a polynomial in (z_k, p_k) over the classes is a linear form in the power sums.
    *Proof*: substitution and linearity of Σ; every identity is one of rational functions, so it
    holds wherever the metric is defined.
    """
    if isinstance(structure, ClassMean):
        term = _class_term(structure.score, calibrated)
        if term is None:
            return None
        if structure.p == 1:
            total = _power_sums(term, calibrated)
            return None if total is None else total / n
        if term.has(Z, P, TOTAL):
            return None
        # a p-mean of γ, γ, …, γ is γ for γ >= 0; for γ < 0 only at p = -1, elsewhere the numeric form has no real
        # value (metrics.power_means.no_real_mean), where sympy's principal roots would give γ: (mean of i/√2)² = -1/2
        return term if term.is_nonnegative or structure.p == -1 else None
    if isinstance(structure, WeightedMean):
        term = _class_term(structure.score, calibrated)
        return None if term is None else _power_sums(sympy.expand(term * (1 / n if calibrated else P)), calibrated)
    if isinstance(structure, ClassSums):
        terms = {name: _class_term(h, calibrated) for name, h in structure.sums}
        if any(term is None for term in terms.values()):
            return None
        sums = {name: _power_sums(term, calibrated) for name, term in terms.items()}
        return None if any(s is None for s in sums.values()) else structure.outer_at(sums, TOTAL, n)
    if isinstance(structure, Combined):
        parts = [power_sum_form(part, calibrated) for part in structure.parts]
        return None if any(part is None for part in parts) else structure.outer_at(parts)
    return None


def strict_baseline(structure: Any, calibrated: bool = False) -> Any:
    """ω(n) when every random classifier scores ω(n) (where defined), else None: the
    :func:`power_sum_form` cancels to an expression free of every power sum and of N."""
    form = power_sum_form(structure, calibrated)
    if form is None:
        return None
    omega = sympy.simplify(cancel(form, together=True))
    if omega.free_symbols - {n} or omega.has(sympy.nan, sympy.zoo):
        return None
    return omega


def mean_bound(structure: Any, calibrated: bool = False) -> "str | None":
    r"""The certified bound lemma of a p-mean, or None when a hypothesis is not certified.

    **Lemma.** Let the metric be a p-mean, p ≤ 1, of γ(z, p) = g(Nzp, Nz, Np, N) with γ free of N
    and n, γ(u, u) = u, γ ≥ 0 and :math:`\gamma(z, p) \le \lambda z + (1-\lambda) p` on
    :math:`0 \le z \le 1,\ 0 < p \le 1` (where defined; z3 proves both, two variables). Then every
    random classifier scores at most 1/n, and the uniform one scores exactly 1/n; also with p_k = 1/n
    (calibration lemma; a weighted mean is then the arithmetic mean, its weights t_k/N = 1/n). *Proof*:
    :math:`M_p(\gamma) \le M_1(\gamma)` (power-mean inequality, γ ≥ 0; a zero term makes a p ≤ 0 mean 0) and
    :math:`M_1(\gamma) \le \frac1n\sum_k(\lambda z_k + (1-\lambda)p_k) = \frac1n`; at z = p = u
    every γ_k = 1/n. λ is ∂γ/∂z at (u, u), which must be a constant.
    """
    gamma = _bounded_term(structure, calibrated)
    u = sympy.Symbol("u", positive=True)
    if gamma is None or cancel(gamma.subs({Z: u, P: u}) - u) != 0:
        return None
    lam = cancel(sympy.diff(gamma, Z).subs({Z: u, P: u}))
    if lam.free_symbols or not _below_plane(gamma, lam):
        return None
    return f"γ(z, p) = {gamma} satisfies 0 ≤ γ ≤ {lam}·z + {1 - lam}·p on [0, 1]² (z3) and γ(u, u) = u"


def supremum_bound(structure: Any, calibrated: bool = False) -> "str | None":
    r"""The certified bound of a p-mean whose uniform classifier need not reach it, or None.

    **Lemma.** Let the metric be a p-mean, p ≤ 1, of γ(z, p) free of N and n with
    :math:`0 \le \gamma(z, p) \le (z + p)/2` on :math:`0 \le z \le 1,\ 0 < p \le 1` (where defined; z3).
    Then every random classifier scores at most 1/n. If moreover the scores of a family of random
    classifiers tend to 1/n (:func:`family_limit`), 1/n is the supremum ω(n). *Proof*: as for
    :func:`mean_bound`, with λ = 1/2: :math:`M_p(\gamma) \le M_1(\gamma) \le
    \frac1{2n}\sum_k(z_k + p_k) = \frac1n`. (Macro Jaccard: γ = zp/(z + p − zp) ≤ min(z, p); its uniform
    classifier scores 1/(2n − 1), and predicting one class while its prevalence tends to 1 tends to 1/n.)
    """
    gamma = _bounded_term(structure, calibrated)
    half = sympy.Rational(1, 2)
    if gamma is None or not _below_plane(gamma, half):
        return None
    return f"γ(z, p) = {gamma} satisfies 0 ≤ γ ≤ (z + p)/2 on [0, 1]² (z3)"


def _bounded_term(structure: Any, calibrated: bool) -> Any:
    """γ(z, p) of a p-mean with p ≤ 1 free of N and n (a weighted mean read as the arithmetic mean when
    calibrated: its weights are then 1/n), else None."""
    if isinstance(structure, WeightedMean):  # Σ_k p_k γ_k: with p_k = 1/n (calibrated) it is the arithmetic mean
        structure = ClassMean(structure.score, 1) if calibrated else None
    if not isinstance(structure, ClassMean) or structure.p > 1:
        return None
    gamma = _class_term(structure.score, False)
    return None if gamma is None or gamma.has(TOTAL, n) else gamma


def _below_plane(gamma: Any, lam: Any) -> bool:
    """Whether z3 proves 0 ≤ γ(z, p) ≤ λz + (1 − λ)p on 0 ≤ z ≤ 1, 0 < p ≤ 1."""
    box = [Z <= 1, P > 0, P <= 1]
    return bool(prove_nonnegative(gamma, (Z, P), box)
                and prove_nonnegative(lam * Z + (1 - lam) * P - gamma, (Z, P), box))


def _as_mean(structure: Any) -> Any:
    """A weighted mean read as the arithmetic mean of its score (its form with p_k = 1/n)."""
    return ClassMean(structure.score, 1) if isinstance(structure, WeightedMean) else structure


def _mean_below(structure: Any, zp: "list[tuple[Any, Any, Any]]", calibrated: bool) -> bool:
    r"""Whether a p-mean (p ≤ 1, under :func:`mean_bound`) scores below 1/n on the family ``zp``
    at every n ≥ 2: its arithmetic mean :math:`M_1(\gamma)` is below 1/n, or (p < 1) two of its
    classes' γ differ, so :math:`M_p < M_1 \le 1/n` (the power-mean inequality is strict unless
    all terms are equal)."""
    gamma = _class_term(structure.score, calibrated)
    if gamma is None:
        return False
    gammas = [sympy.simplify(gamma.subs({Z: z, P: 1 / n if calibrated else q})) for z, q, _ in zp]
    arithmetic = sum(g * k for g, (_, _, k) in zip(gammas, zp)) / n
    if for_every_n(1 / n - arithmetic, ">0"):
        return True
    return structure.p < 1 and len(gammas) > 1 and for_every_n(gammas[0] - gammas[1], "!=0")


#: Random-classifier families with n a symbol: z = (2, 1, …, 1)/(n + 1) against uniform prevalence.
SKEWED = [(2 / (n + 1), 1 / n, 1), (1 / (n + 1), 1 / n, n - 1)]
SKEWED_TEXT = "z = (2, 1, …, 1)/(n + 1), p = (1/n, …, 1/n)"
#: The trivial classifier that predicts class 1 only, z = (1, 0, …, 0), against uniform prevalence (a class never
#: predicted: scikit-learn's precision with zero_division=0 scores it 0, and its mean is 1/n² there).
ONE_CLASS = [(sympy.Integer(1), 1 / n, 1), (sympy.Integer(0), 1 / n, n - 1)]
ONE_CLASS_TEXT = "z = (1, 0, …, 0), p = (1/n, …, 1/n)"


def never_constant(structure: Any, omega: Any, calibrated: bool = False) -> "str | None":
    """A random-classifier family (as text) scoring differently from ω(n) at every n ≥ 2, or None.

    Under :func:`mean_bound` a p-mean is compared through :func:`_mean_below`; otherwise the
    family's score is a formula in n whose difference from ω must be certified non-zero for every n ≥ 2.
    """
    bounded = mean_bound(structure, calibrated) is not None
    for family, text in ((SKEWED, SKEWED_TEXT), (ONE_CLASS, ONE_CLASS_TEXT)):
        if bounded and _mean_below(_as_mean(structure), family, calibrated):
            return text
        value = _score(structure, family, calibrated)
        if value is not None and for_every_n(value - omega, "!=0"):
            return text
    return None


def concentrated(calibrated: bool) -> "list[tuple[Any, Any, Any]]":
    """z = p = (1 − (n−1)ε, ε, …, ε) (with ``calibrated``, p uniform instead)."""
    a = 1 - (n - 1) * EPS
    return [(a, a, 1), (EPS, EPS, n - 1)]


#: z = (1, 0, …, 0) against p = (1 − (n−1)ε, ε, …, ε): predicting one class while its prevalence tends to 1 (the
#: classes never predicted have r = 0: scikit-learn's precision with zero_division=1 scores them 1).
PREDICTS_ONE = [(sympy.Integer(1), 1 - (n - 1) * EPS, 1), (sympy.Integer(0), EPS, n - 1)]


def family_limit(structure: Any, family: "list[tuple[Any, Any, Any]]", calibrated: bool = False) -> Any:
    r"""The limit as ε → 0+ of the score of the random classifiers ``family`` (z, p, multiplicity; rational in ε and
    n) as a formula in n, or None.

    **Lemma.** On the family the score is a rational function v(ε, n) = A/B (cancelled); if B(0, n) ≠ 0 for every
    integer n ≥ 2 (certified exactly) then v is continuous at ε = 0 and
    :math:`\lim_{\varepsilon\to0^+} v = A(0,n)/B(0,n)`. *Proof*: continuity of a rational function where its
    denominator is non-zero.
    """
    value = cancel(structure.value(random_family(family, calibrated), TOTAL, n), together=True)
    if value.has(TOTAL) or not value.is_rational_function(EPS, n):
        return None
    num, den = sympy.fraction(value)
    den0 = sympy.expand(den.subs(EPS, 0))
    if not for_every_n(den0, "!=0"):
        return None
    return cancel(num.subs(EPS, 0) / den0)


def reaches_perfect(structure: Any, perfect: Any, calibrated: bool = False,
                    family: "list[tuple[Any, Any, Any]] | None" = None) -> bool:
    """Whether the scores of ``family`` (default: z = p = (1 − (n−1)ε, ε, …, ε), :func:`concentrated`) tend to the
    perfect score identically in n (:func:`family_limit`): then the supremum over random classifiers is the perfect
    score at every n ≥ 2."""
    limit = family_limit(structure, concentrated(calibrated) if family is None else family, calibrated)
    return limit is not None and cancel(limit - perfect) == 0


def formula_text(omega: Any) -> str:
    """ω(n) as text: ``'1/n'``, ``'1 - 1/n'``, ``'0'``; in partial fractions where ω is a rational function of n, as it
    stands otherwise (``sqrt(n)/n``, ``2**(-n)``: sympy's ``apart`` raises on them)."""
    if not omega.has(n):
        return str(omega)
    try:
        return str(sympy.apart(omega, n))
    except sympy.PolynomialError:
        return str(omega)
