r"""Which calibrated variants of structured metrics stay structured, and as what.

Prevalence calibration (Opitz Eq. 6) scales column j by :math:`N/(n t_j)`. A class's counts
become

.. math:: c' = \frac{c N}{n t}, \qquad t' = \frac Nn, \qquad N' = N, \qquad
          r'_k = \sum_j m_{kj} \frac{N}{n t_j}\ \ (\text{mixes every column}),

so a per-class score that reads r is in general no longer a function of its own class's
counts. **Lemma.** If a per-class term h (a p-mean's score with p = 1, a weighted mean's score,
or a class sum's summand) is affine in r with a coefficient free of c and r
(:math:`\partial^2 h/\partial r^2 = \partial^2 h/\partial r\,\partial c = 0`), then
:math:`\sum_k h(c'_k, r'_k, t'_k, N) = \sum_k h(c'_k, N/n, N/n, N)`. *Proof*: after calibration
every t'_k = N/n, so the coefficient of r is one number v for all classes, and
:math:`\sum_k v\,r'_k = v N = \sum_k v\,N/n`. A p-mean with p ≠ 1 needs h free of r (its
terms are h^p). So metric~ is the structured metric with per-class terms
:math:`\tilde h(c, r, t, N, n) = h(cN/(nt), N/n, N/n, N)` on every matrix where all classes occur
(metric~ is undefined elsewhere), and :func:`calibrated_structure` returns it; None when some
term reads r otherwise (macro precision, macro F1, MCC's Σ r_k²). A term that leaves out a class
with no true items (balanced accuracy, Sebastiani's K) is read where its class occurs first:
that is Lemma O (:mod:`axioms.every_n.occurring_classes`), since metric~ sees no empty class.

Examples
--------
Accuracy~ is macro recall at every n (Opitz §5.2):

>>> from metrics import get
>>> calibrated_structure(get("accuracy").structure).describe()
'F = D/N of the class sums D = Σ_k N*c/(n*t)'
>>> calibrated_structure(get("macro_precision").structure) is None
True
"""

from typing import Any

import sympy

from metrics.structure import CLASSES, COUNTS, ClassMean, ClassSums, Combined, Structure, WeightedMean

from axioms.arithmetic.symbolic import kinked_in
from axioms.every_n.occurring_classes import where_every_class_occurs

__all__ = ["calibrated_structure", "calibrated_term"]


def calibrated_term(h: Any, p: Any = 1) -> Any:
    """The calibrated per-class term ``h(cN/(nt), N/n, N/n, N)``, or None when the lemma's
    hypothesis fails (h not affine in r with a coefficient free of c, r; or, for p ≠ 1, h reads r).

    Derivatives of a Piecewise (or of Max, Abs, ...) are taken piece by piece, blind to where each
    piece applies, so h is affine in r only if r enters no condition and no kink, and the slope's
    conditions do not read c: ``Piecewise((c/t, n*r >= N), (c/(2*t), True))`` has slope 0 in each
    piece, yet it is no affine function of r (its calibrated variant reads every r'_k)."""
    c, r, t, N = COUNTS
    if p != 1 and h.has(r):
        return None
    if kinked_in(h, r) or kinked_in(sympy.diff(h, r), c):
        return None
    if sympy.simplify(sympy.diff(h, r, 2)) != 0 or sympy.simplify(sympy.diff(h, r, c)) != 0:
        return None
    share = N / CLASSES
    # simultaneous: c becomes c N / (n t) with the class's own t, while t and r become N / n
    return h.xreplace({c: c * N / (CLASSES * t), r: share, t: share})



def calibrated_structure(structure: Structure) -> "Structure | None":
    """The structure of the calibrated variant metric~ (see the lemma above), or None."""
    structure = where_every_class_occurs(structure)
    if isinstance(structure, ClassMean):
        score = calibrated_term(structure.score, structure.p)
        return None if score is None else ClassMean(score, structure.p)
    if isinstance(structure, WeightedMean):  # (1/N) Σ t'_k g_k = (1/n) Σ g_k, since t'_k = N/n
        score = calibrated_term(structure.score)
        return None if score is None else ClassMean(score, 1)
    if isinstance(structure, ClassSums):
        sums = {name: calibrated_term(h) for name, h in structure.sums}
        return None if any(h is None for h in sums.values()) else ClassSums(structure.outer, sums)
    if isinstance(structure, Combined):
        parts = [calibrated_structure(part) for part in structure.parts]
        return (None if any(part is None for part in parts)
                else Combined(structure.outer, tuple(parts)))  # type: ignore[arg-type]
    return None
