r"""Prevalence invariance (Opitz Eq. 5, PIV) of a structured metric at **every** n.

Column scaling by a positive diagonal λ multiplies class j's c_j and t_j by λ_j and changes
every r_k and N. Each function states one lemma and returns its conclusion only when its
hypotheses are certified exactly (sympy ``cancel``, exact rational arithmetic); otherwise None.

**Lemma V1 (per-class recall-like scores).** A :class:`~metrics.structure.ClassMean` ``(g, p)``
whose score g reads only c, t (and n), homogeneous of degree 0 in (c, t) (g(λc, r, λt, N) = g(c, r,
t, N) exactly), is prevalence invariant at every n ≥ 2. *Proof*: under m ↦ mλ each term
g(c_j, t_j) becomes g(λ_j c_j, λ_j t_j) = g(c_j, t_j), and the mean of unchanged terms is unchanged.
The same holds of a score written in pieces (:mod:`axioms.every_n.occurring_classes`) whose piece where
the class occurs (t > 0) is such a g and whose piece at an empty class (c = t = 0) is a constant
(scikit-learn's recall with ``zero_division``), and of F(R, C, n) of such a g averaged over the classes
that occur (:func:`~axioms.every_n.occurring_classes.occurring_mean`: balanced accuracy, Sebastiani's K):
λ_j t_j > 0 exactly when t_j > 0, so the same classes occur, each with its term unchanged, an empty
class keeps its constant, and F reads no N.

**Lemma V2 (calibration).** If the base metric is scale invariant, metric(sM) = metric(M) for every
s > 0 at every n, its calibrated variant is prevalence invariant at every n ≥ 2. *Proof*
(Opitz §5.2): calibration scales column j by N/(n t_j); for mλ, column j of mλ is scaled by
N_λ/(n λ_j t_j), so the calibrated mλ is (N_λ/N) times the calibrated m, and the metric does not
see the positive factor. Scale invariance is certified from the structure: every per-class score
is homogeneous of degree 0 in (c, r, t, N); a class sum's summand is homogeneous of some degree d
(h(s·) / h = s^d exactly) and F(s^{d_1} S_1, ..., sN, n) = F(S_1, ..., N, n) exactly; a Combined's
parts are all scale invariant.

**Lemma V3 (proportional perfect padding).** Let W = (1/N) Σ_k t_k g(c_k, r_k, t_k) be a
:class:`~metrics.structure.WeightedMean` whose score is free of N and equal to one constant γ at
every perfect class (g(s, s, s) = γ exactly), and let (B, B λ) be a pair at n₀ classes with
W(B) ≠ W(Bλ), N_B and N_A items. Pad B with k perfect classes of N_B items and Bλ with k perfect
classes of N_A items: the second is the first scaled by λ' = (λ, N_A/N_B, ..., N_A/N_B), still a
positive column scaling, and W' = (N W + k N γ)/(N + kN) = (W + kγ)/(1 + k) on both sides, so
W'(after) − W'(before) = (W(Bλ) − W(B))/(1 + k) ≠ 0 for every k ≥ 0: the pair lifts to every
n ≥ n₀ (the identical padding of :func:`axioms.every_n.lifting.lift_pair` may change the weights and
start later).
"""

from typing import Any

import sympy

from metrics.padded import matrix_words
from metrics.structure import CLASSES, COUNTS, ClassMean, ClassSums, Combined, WeightedMean

from axioms.arithmetic.rational import cancel
from axioms.arithmetic.exact import exact_sign
from axioms.arithmetic.signs import without_positive_factor
from axioms.every_n.occurring_classes import at_absent_class, occurring_mean, where_class_occurs
from axioms.every_n.lifting import Padding, padded_exact, padded_matrix

__all__ = ["recall_like_score", "scale_invariant_structure", "proportional_padding_applies", "proportional_pair_at"]

_S = sympy.Symbol("s", positive=True)


def _zero(expr: Any) -> bool:
    return bool(cancel(sympy.sympify(expr), together=True) == 0)


def recall_like_score(structure: Any) -> Any:
    """Lemma V1's hypothesis: the score of a ClassMean, or of a mean over the classes that occur, when its piece g
    where the class occurs reads only c, t (and n) and is homogeneous of degree 0 in (c, t), and its piece at an
    empty class is a constant; else None."""
    occurring = occurring_mean(structure)
    if isinstance(structure, ClassMean):
        g, empty = where_class_occurs(structure.score), at_absent_class(structure.score)
    elif occurring is not None:
        g, empty = occurring.score, sympy.Integer(0)
    else:
        return None
    c, r, t, N = COUNTS
    if g.has(r, N, sympy.Piecewise) or empty.has(r, N, sympy.Piecewise):
        return None
    scored = structure.score if isinstance(structure, ClassMean) else g
    return scored if _zero(g.xreplace({c: _S * c, t: _S * t}) - g) else None


def _scaled(expr: Any) -> Any:
    """``expr`` with every count and N multiplied by s > 0, a condition of a piece on them read on the counts themselves
    (:func:`~axioms.arithmetic.signs.without_positive_factor`)."""
    c, r, t, N = COUNTS
    return without_positive_factor(expr.xreplace({c: _S * c, r: _S * r, t: _S * t, N: _S * N}), _S)


def _degree(h: Any) -> "int | None":
    """d with h(s·) = s^d h(·) exactly, or None."""
    if _zero(h):
        return 0
    ratio = cancel(_scaled(h) / h, together=True)
    if ratio.free_symbols - {_S}:
        return None
    d = sympy.Poly(ratio, _S).degree() if ratio.is_polynomial(_S) else None
    return d if d is not None and _zero(ratio - _S**d) else None


def scale_invariant_structure(structure: Any) -> bool:
    """Lemma V2's hypothesis: the structure's value is unchanged when every cell is multiplied by s > 0."""
    if isinstance(structure, (ClassMean, WeightedMean)):
        return _zero(_scaled(structure.score) - structure.score)
    if isinstance(structure, Combined):
        return all(scale_invariant_structure(part) for part in structure.parts)
    if not isinstance(structure, ClassSums):
        return False
    F, symbols = structure.outer_expression()
    degrees = {name: _degree(h) for name, h in structure.sums}
    if any(d is None for d in degrees.values()):
        return False
    scaled = without_positive_factor(F.xreplace({
        **{symbols[name]: _S**d * symbols[name] for name, d in degrees.items()}, COUNTS[3]: _S * COUNTS[3]}), _S)
    difference = sympy.simplify(sympy.factor(scaled) - F)
    return bool(difference == 0)


def proportional_padding_applies(structure: Any) -> bool:
    """Lemma V3's hypothesis: a WeightedMean whose score is free of N and one constant at every perfect class."""
    if not isinstance(structure, WeightedMean):
        return False
    c, r, t, N = COUNTS
    g = structure.score
    if g.has(N) or g.has(CLASSES):
        return False
    perfect = cancel(g.xreplace({c: _S, r: _S, t: _S}))
    return not perfect.free_symbols


def proportional_pair_at(
    metric: Any, before: list[list[int]], after: list[list[int]], lam: list[Any], n: int
) -> "tuple[dict[str, Any], str] | None":
    """Lemma V3's pair at n classes (integer matrices, exact values, ``verified="exact"``), or None
    when the values do not differ exactly or ``after`` is not ``before`` scaled by ``lam``."""
    n0 = len(before)
    k = n - n0
    if k < 0:
        return None
    nb, na = sum(map(sum, before)), sum(map(sum, after))
    factor = sympy.Rational(na, nb)
    lam_n = [sympy.Rational(x) for x in lam] + [factor] * k
    if any(sympy.Integer(before[i][j]) * lam_n[j] != after[i][j] for i in range(n0) for j in range(n0)):
        return None  # the added classes, N_before items scaled by N_after / N_before, hold N_after: scaled by λ too
    b, a = padded_matrix(before, k, Padding("perfect", nb)), padded_matrix(after, k, Padding("perfect", na))
    vb = padded_exact(metric, before, k, Padding("perfect", nb))  # k classes of N_before items each: b above
    va = padded_exact(metric, after, k, Padding("perfect", na))
    if vb is None or va is None or exact_sign(va - vb) in (0, None):
        return None
    lam_text = [str(x) for x in lam_n]
    record = {"before": b, "lambda": lam_text, "after": a, "values": [str(vb), str(va)], "verified": "exact",
              "lifted_from": n0, "padding": "perfect classes of N_before items (before) and N_after items (after)"}
    added = f" and {factor} at the {k} added classes" if k else ""
    return record, (f"scaling the true-class columns of m={matrix_words(b)} by λ = {lam_text[:n0]}{added} "
                    f"changes the score from {vb} to {va} (verified exact)")
