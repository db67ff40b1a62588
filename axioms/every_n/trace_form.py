r"""Normal forms of structured metrics at every number of classes: the trace form and the class mean.

**Class sums.** Every arithmetic class mean and every prevalence-weighted mean is a class sum
(:func:`as_class_sums`): :math:`\frac1n\sum_k g_k = F(S)` with :math:`S = \sum_k g_k`,
:math:`F = S/n`; :math:`\frac1N\sum_k t_k g_k = S/N` with :math:`S = \sum_k t_k g_k`.

**Lemma (trace form).** Let a class-sums metric :math:`F(S_1, \dots, S_q, N, n)` have every
summand affine in the class counts, :math:`h_l = \alpha_l c + \beta_l r + \gamma_l t + \delta_l`
with :math:`\alpha_l, \dots, \delta_l` functions of N and n only. Then at every n

.. math:: S_l = \alpha_l D + (\beta_l + \gamma_l) N + n\,\delta_l, \qquad D = \sum_k m_{kk},

so the metric is :math:`\Phi(D, N, n)` (:func:`trace_form`). *Proof*: :math:`\sum_k c_k = D` and
:math:`\sum_k r_k = \sum_k t_k = N` (every item is predicted once and is truly of one class),
and a constant summand is counted once per class. Consequently one more item at (i, j) changes
(D, N) by (1, 1) when i = j and by (0, 1) when i ≠ j, the same for every cell of a group:
:math:`\partial f/\partial m_{ii} = \Phi_D + \Phi_N` and :math:`\partial f/\partial m_{ij} = \Phi_N`.

**Lemma (one class sum).** If, after the sums whose summand is free of c, r, t are replaced by
n times their summand, exactly one sum S is left and F is affine in it,
:math:`F = w(N, n) S + b(N, n)`, then the metric is the arithmetic class mean of
:math:`g = n\,w\,h + b` (:func:`as_class_mean`). *Proof*: :math:`w \sum_k h_k + b = \frac1n \sum_k (n w h_k + b)`.
E.g. calibrated accuracy, :math:`\frac1N \sum_k \frac{N c_k}{n t_k}`, is the class mean of c/t (macro recall).

Examples
--------
>>> from metrics import get
>>> trace_form(get("micro_specificity").structure)
(D + N*n - 2*N)/(N*n - N)
>>> from axioms.every_n.calibrated_structure import calibrated_structure
>>> as_class_mean(calibrated_structure(get("accuracy").structure)).score
c/t
"""

from typing import Any

import sympy

from metrics.structure import CLASSES, COUNTS, ClassMean, ClassSums, Structure, WeightedMean

from axioms.arithmetic.rational import cancel

__all__ = ["D", "as_class_sums", "affine_in_counts", "trace_form", "as_class_mean"]

#: The trace Σ_k m_kk, the one count a trace-form metric reads besides N and n.
D = sympy.Symbol("D", nonnegative=True)


def as_class_sums(structure: Structure) -> "ClassSums | None":
    """The structure as a :class:`ClassSums` (an arithmetic class mean or a weighted mean is one), else None."""
    c, r, t, N = COUNTS
    if isinstance(structure, ClassSums):
        return structure
    if isinstance(structure, ClassMean) and structure.p == 1:
        return ClassSums(lambda S, N, n: S / n, {"S": structure.score})
    if isinstance(structure, WeightedMean):
        return ClassSums(lambda S, N, n: S / N, {"S": t * structure.score})
    return None


def affine_in_counts(h: Any) -> "tuple[Any, Any, Any, Any] | None":
    """``(α, β, γ, δ)`` with ``h = α c + β r + γ t + δ`` and α..δ free of c, r, t; None when h is not so."""
    c, r, t, _ = COUNTS
    h = sympy.sympify(h)
    coefficients = [cancel(sympy.diff(h, x)) for x in (c, r, t)]
    if any(a.has(c, r, t) for a in coefficients):
        return None
    delta = cancel(h - sum(a * x for a, x in zip(coefficients, (c, r, t))))
    if delta.has(c, r, t):
        return None
    return (*coefficients, delta)


def trace_form(structure: Structure) -> Any:
    """The metric as Φ(D, N, n) (:data:`D`, ``COUNTS``' N, :data:`~metrics.structure.CLASSES`) by the
    trace-form lemma, or None when some summand is not affine in (c, r, t)."""
    sums = as_class_sums(structure)
    if sums is None:
        return None
    N = COUNTS[3]
    totals = {}
    for name, h in sums.sums:
        affine = affine_in_counts(h)
        if affine is None:
            return None
        alpha, beta, gamma, delta = affine
        totals[name] = alpha * D + (beta + gamma) * N + CLASSES * delta
    return cancel(sums.outer_at(totals, N, CLASSES))


def as_class_mean(structure: Structure) -> "ClassMean | None":
    """The structure as an arithmetic :class:`ClassMean` by the one-class-sum lemma (its score
    cancelled), the structure itself if it is a class mean, else None."""
    if isinstance(structure, ClassMean):
        return ClassMean(cancel(structure.score), structure.p)
    sums = as_class_sums(structure)
    if sums is None:
        return None
    c, r, t, N = COUNTS
    constant = {name: CLASSES * h for name, h in sums.sums if not h.has(c, r, t)}
    varying = [(name, h) for name, h in sums.sums if h.has(c, r, t)]
    if len(varying) != 1:
        return None
    name, h = varying[0]
    S = sympy.Symbol("S_", real=True)
    F = sums.outer_at({**constant, name: S}, N, CLASSES)
    w = cancel(sympy.diff(F, S))
    if w.has(S):
        return None
    b = cancel(F - w * S)
    if b.has(S):
        return None
    return ClassMean(cancel(CLASSES * w * h + b), 1)
