r"""PI (monotonicity, Opitz Eq. 3) for every number of classes, from a structured metric's per-class terms.

A move adds h ≥ 0 items at cell (i, j). For a metric of the class counts (c, r, t) of each
class it changes class i's r and class j's t (i ≠ j), or class i's c, r and t together
(i = j), and N by h.

**Lemma 1 (class means).** Let metric = :math:`M_p(g_1, \dots, g_n)`, a p-mean of the per-class
score :math:`g(c, r, t, n)` free of N, and s = metric.direction. If on the region
:math:`0 \le c \le \min(r, t)`, :math:`h \ge 0`, :math:`n \ge 2`, wherever both sides are defined,

.. math:: s\,[g(c{+}h, r{+}h, t{+}h) - g] \ge 0, \quad s\,[g(r{+}h) - g] \le 0, \quad s\,[g(t{+}h) - g] \le 0,

(and, for p ≠ 1, g ≥ 0 there), then PI holds at every n ≥ 2. *Proof*: a diagonal move at (i, i)
changes only the term g_i, along (c, r, t) + h; an off-diagonal move at (i, j) changes only g_i
along r + h and g_j along t + h (N is not read). Every p-mean of nonnegative terms (p = 0
geometric, p < 0 with the convention "a zero term gives 0") and the arithmetic mean of any terms
is nondecreasing in each term, so s·metric moves as s·g does: up for a correct item, down for
an error. Monotonicity along the whole line gives the discrete version and the sign of each
partial derivative wherever it exists. Each inequality is proved by z3
(:func:`axioms.arithmetic.certify.prove_nonnegative`, exact nonlinear real arithmetic).

**Lemma 2 (trace form).** If metric = Φ(D, N, n) (:mod:`axioms.every_n.trace_form`) and z3 proves
:math:`s[\Phi(D{+}h, N{+}h, n) - \Phi] \ge 0` and :math:`s[\Phi(D, N{+}h, n) - \Phi] \le 0` for real
:math:`0 \le D \le N`, h ≥ 0, n ≥ 2 where defined, PI holds at every n ≥ 2. *Proof*: a diagonal move
changes (D, N) by (h, h), an off-diagonal one by (0, h), at every n (trace-form lemma).

Lemmas 1 and 2 with n ≥ n₀ in place of n ≥ 2 prove PI at every n ≥ n₀ (a score or Φ that reads n may
be monotone only from some n₀ on: (n − 3)·c/t fails PI at n = 2 and holds from n = 3).

**Lemma 4 (mean over the classes that occur).** Let metric = F(R, C, n) with R = Σ_{k: t_k > 0} g(c_k,
r_k, t_k, n) and C = |{k : t_k > 0}| (:func:`axioms.every_n.occurring_classes.occurring_mean`: scikit-learn's
balanced accuracy R/C, Sebastiani's K), g satisfying Lemma 1's three line conditions, and a class that
enters scoring constants: :math:`g^+ = g(h, r + h, h)` by a correct item, :math:`g^- = g(0, r, h)` by an
error, with :math:`g^- \le g \le g^+` on the region with t > 0, and higher is better (s = 1). If, for
real :math:`C g^- \le R \le C g^+` (written R = C g⁻ + u, u ≥ 0: R may be negative), 1 ≤ C ≤ n,
δ ≥ 0, z3 proves (where defined)

.. math:: F(R{+}\delta, C) - F(R, C) \ge 0 \ (R{+}\delta \le C g^+), \quad
          F(R{+}g^+, C{+}1) - F \ge 0, \quad F(R{+}g^-, C{+}1) - F \le 0 \ (C \le n{-}1),

PI holds at every n ≥ 2. *Proof*: a move changes the terms of the classes that occur as in Lemma 1
(each the right way, so R moves the right way, C unchanged), leaves a class without true items
out (its row's r does not count), or lets class j enter: by a correct item at (j, j), (R, C) →
(R + g⁺, C + 1); by an error at (i, j), (R − δ + g⁻, C + 1) with δ ≥ 0 the change of class i's
term, and F(R − δ + g⁻, C + 1) ≤ F(R + g⁻, C + 1) by the first condition at C + 1 (both points lie
in its region). N is read by neither F nor g.

**Lemma 3 (combinations).** If metric = F(A_1, ..., A_q) of structures A_l each satisfying
Lemma 1 or 2 in the direction s, each certified ≥ 0 (a class mean of a score z3 proves ≥ 0 on
the region, or Φ ≥ 0 on 0 ≤ D ≤ N), and z3 proves F nondecreasing in each argument on the
nonnegative orthant where defined, PI holds at every n ≥ 2. *Proof*: a move moves every
s·A_l the right way, and F is nondecreasing in each.
"""

from typing import Any

import sympy

from metrics.structure import CLASSES, COUNTS, ClassMean, Combined, Structure

from axioms.arithmetic.rational import cancel
from axioms.arithmetic.certify import RLIMIT, prove_nonnegative, z3_version
from axioms.every_n.occurring_classes import OccurringMean, occurring_mean
from axioms.every_n.trace_form import D, as_class_mean, trace_form
from axioms.every_n.lemmas import LEMMAS

__all__ = ["pi_proof", "class_mean_monotone", "trace_form_monotone", "occurring_mean_monotone", "nonnegative_structure"]

H = sympy.Symbol("h", nonnegative=True)
_C, _R, _T, _N = COUNTS
_REGION = [_C <= _R, _C <= _T, CLASSES >= 2]


def _z3(expr: Any, symbols: list[Any], hypotheses: list[Any]) -> bool:
    return prove_nonnegative(sympy.sympify(expr), symbols, hypotheses) is True


def class_mean_monotone(mean: ClassMean, direction: int, start: int = 2) -> bool:
    """Lemma 1's hypotheses for n ≥ ``start``, certified by z3 (True), else False."""
    g = sympy.sympify(mean.score)
    if g.has(_N):
        return False
    symbols = [_C, _R, _T, H, CLASSES]
    region = [*_REGION[:2], CLASSES >= start]
    if mean.p != 1 and not _z3(g, symbols[:3] + [CLASSES], region):
        return False
    lines = [
        (direction, {_C: _C + H, _R: _R + H, _T: _T + H}),
        (-direction, {_R: _R + H}),
        (-direction, {_T: _T + H}),
    ]
    return all(_z3(s * (g.xreplace(move) - g), symbols, region) for s, move in lines)


def trace_form_monotone(phi: Any, direction: int, start: int = 2) -> bool:
    """Lemma 2's hypotheses for Φ(D, N, n) at n ≥ ``start``, certified by z3 (True), else False."""
    symbols, region = [D, _N, H, CLASSES], [D <= _N, CLASSES >= start]
    diagonal = direction * (phi.xreplace({D: D + H, _N: _N + H}) - phi)
    off = -direction * (phi.xreplace({_N: _N + H}) - phi)
    return _z3(diagonal, symbols, region) and _z3(off, symbols, region)


def occurring_mean_monotone(mean: OccurringMean, direction: int) -> bool:
    """Lemma 4's hypotheses, certified by z3 (True), else False. A lower-is-better metric F(R, C) satisfies PI
    exactly when the higher-is-better −F does, and −F = F'(R', C) with F'(R', C) = −F(−R', C) of R' = Σ −g over the
    same classes: the lemma is asked of g' = −g and F'."""
    g, F, R, C = mean.score, mean.outer, mean.total, mean.count
    if direction == -1:
        g, F = -g, -F.xreplace({R: -R})
    if not class_mean_monotone(ClassMean(g, 1), 1):
        return False
    gains = [cancel(g.xreplace(entry)) for entry in ({_C: H, _R: _R + H, _T: H}, {_C: sympy.Integer(0), _T: H})]
    if any(gain.free_symbols - {CLASSES} or gain.has(sympy.nan, sympy.zoo) for gain in gains):
        return False  # the score of a class that enters is not one constant
    high, low = gains
    occurs = [*_REGION, _T > 0]
    if not (_z3(high - g, [_C, _R, _T, CLASSES], occurs) and _z3(g - low, [_C, _R, _T, CLASSES], occurs)):
        return False
    # R = C·g⁻ + u with u ≥ 0 (z3's symbols are all ≥ 0, and R itself may be negative: g⁻ < 0)
    step, above = sympy.Symbol("delta", nonnegative=True), sympy.Symbol("u", nonnegative=True)
    F = F.xreplace({R: C * low + above})
    symbols, region = [above, C, step, CLASSES], [above <= C * (high - low), C >= 1, C <= CLASSES, CLASSES >= 2]
    entering = [*region, C <= CLASSES - 1]
    return (_z3(F.xreplace({above: above + step}) - F, symbols, [*region, above + step <= C * (high - low)])
            and _z3(F.xreplace({above: above + high - low, C: C + 1}) - F, symbols, entering)
            and _z3(-(F.xreplace({above: above, C: C + 1}) - F), symbols, entering))


def nonnegative_structure(structure: Structure) -> bool:
    """Whether the structure's value is certified ≥ 0 at every n (Lemma 3's hypothesis on a part)."""
    phi = trace_form(structure)
    if phi is not None:
        return _z3(phi, [D, _N, CLASSES], [D <= _N, CLASSES >= 2])
    mean = as_class_mean(structure)
    return mean is not None and _z3(mean.score, [_C, _R, _T, CLASSES], _REGION)


def pi_proof(structure: Structure, direction: int, start: int = 2) -> "str | None":
    """The lemma (in words, with how its hypotheses were certified) proving PI at every n ≥ ``start``, or None
    (Lemmas 3 and 4 only from n = 2)."""
    how = f"z3 {z3_version()} (nonlinear real arithmetic, rlimit {RLIMIT})"
    phi = trace_form(structure)
    if phi is not None:
        if trace_form_monotone(phi, direction, start):
            return (f"trace-form lemma (axioms.every_n.trace_form): the metric is Φ(D, N, n) = {sympy.sstr(phi)} "
                    f"with D = Σ m_kk; {LEMMAS['2'].cite()}: {how} proves Φ monotone along (D, N) + (h, h) and "
                    f"(D, N) + (0, h) for real 0 ≤ D ≤ N, h ≥ 0, n ≥ {start}")
        return None
    mean = as_class_mean(structure)
    if mean is not None:
        if class_mean_monotone(mean, direction, start):
            return (f"{LEMMAS['1'].cite()}: the metric is a p-mean (p = {mean.p}) of g = {sympy.sstr(mean.score)}, "
                    f"and {how} proves g monotone along (c, r, t) + h, r + h and t + h on 0 ≤ c ≤ min(r, t), "
                    f"n ≥ {start}"
                    + ("" if mean.p == 1 else ", and g ≥ 0 there"))
        return None
    if start != 2:
        return None
    occurring = occurring_mean(structure)
    if occurring is not None:
        if occurring_mean_monotone(occurring, direction):
            return (f"{LEMMAS['4'].cite()}: the metric is F = {sympy.sstr(occurring.outer)} of R = Σ g over the "
                    f"classes that occur (g = {sympy.sstr(occurring.score)}) and C = their number, and {how} proves g "
                    "monotone along (c, r, t) + h, r + h and t + h, an entering class's constant score bounding g, "
                    "and F monotone in R and along each entry, n ≥ 2"
                    + ("" if direction == 1 else " (for −F of −g: lower is better)"))
        return None
    if isinstance(structure, Combined):
        return _combined_proof(structure, direction, how)
    return None


def _combined_proof(structure: Combined, direction: int, how: str) -> "str | None":
    """Lemma 3: every part monotone and ≥ 0, the outer function nondecreasing in each part."""
    parts = [pi_proof(part, direction) for part in structure.parts]
    if any(p is None for p in parts) or not all(nonnegative_structure(part) for part in structure.parts):
        return None
    a = sympy.symbols(f"a0:{len(parts)}", nonnegative=True)
    F = structure.outer_at(list(a))
    for x in a:
        if not _z3(F.xreplace({x: x + H}) - F, [*a, H], []):
            return None
    return (f"{LEMMAS['3'].cite()}: F = {sympy.sstr(F)} is nondecreasing in each part on the nonnegative "
            f"orthant ({how}), every part is certified ≥ 0, and each part is monotone: "
            + "; ".join(f"[{p}]" for p in parts))
