r"""Means over the classes that occur: per-class terms that leave out a class with no true items.

scikit-learn's balanced accuracy and Sebastiani's K (Eq. 10) average the recalls of the classes
:math:`C^+ = \{k : t_k > 0\}` only. As class sums (:class:`~metrics.structure.ClassSums`) they are
F(R, C, n) with :math:`R = \sum_k \rho_k`, :math:`\rho = c/t` where t > 0 and 0 where t = 0, and
:math:`C = \sum_k [t_k > 0] = |C^+|`: balanced accuracy R/C, K = (n R/C − 1)/(n − 1), the
adjusted balanced accuracy (R − 1)/(C − 1). A per-class term h of such a structure has two
pieces: :math:`h^+` (:func:`where_class_occurs`) where t > 0, and :math:`h^0` (:func:`at_absent_class`)
at a class that does not occur (t = 0, so c = 0).

**Lemma O (every class occurs).** On every matrix whose classes all occur, the metric equals the
same structure with every term h replaced by :math:`h^+` (:func:`where_every_class_occurs`).
*Proof*: each term is evaluated at a class with t > 0, where h = h⁺. Two things the engine decides
see only such matrices: the calibrated variant metric~ (calibration scales column j by N/(n t_j),
so metric~ is undefined unless every class occurs), and PV's random classifiers s·z pᵀ (p > 0)
and perfect classifier. So for metric~ and for PV the lemmas apply to the structure with the
pieces h⁺: e.g. balanced accuracy~ is macro recall~, and on a random classifier every recall is
ρ_k = z_k/Σz, so R = 1, C = n and K = (n·(1/n) − 1)/(n − 1) = 0.

In the same way, where every cell is positive every class has c, r, t > 0 and a term equals its piece
for c, r, t > 0 (:func:`where_every_count_is_positive`): PV's family of random classifiers
z = p = (1 − (n − 1)ε, ε, …, ε), 0 < ε < 1/(n − 1), whose limit ε → 0+ decides whether random
classifiers reach the perfect score, is such a matrix (scikit-learn's precision with ``zero_division=1``
scores 1 where nothing is predicted, but not on it).

The lemmas for the metric itself, whose matrices may leave classes out, use :func:`occurring_mean`:
PI's Lemma 4 (:mod:`axioms.properties.pi.class_monotonicity`) and PIV's Lemma V1
(:mod:`axioms.every_n.prevalence_lemmas`).

Examples
--------
>>> from metrics import get
>>> where_every_class_occurs(get("sebastiani_k").structure).describe()
'F = -1/(n - 1) + R*n/(C*(n - 1)) of the class sums R = Σ_k c/t, C = Σ_k 1'
>>> occurring_mean(get("sebastiani_k").structure).score
c/t
>>> where_every_class_occurs(get("macro_recall").structure) is get("macro_recall").structure
True
"""

from dataclasses import dataclass
from typing import Any

import sympy

from metrics.structure import COUNTS, ClassMean, ClassSums, Combined, Structure, WeightedMean

__all__ = [
    "where_class_occurs", "at_absent_class", "where_every_class_occurs", "where_every_count_is_positive",
    "OccurringMean", "occurring_mean",
]

_C, _R, _T, _N = COUNTS
_POSITIVE = {x: sympy.Symbol(x.name, positive=True) for x in (_C, _R, _T)}


def _read_positive(h: Any, counts: "tuple[Any, ...]") -> Any:
    """``h`` with each of ``counts`` read as a positive number: the conditions on them decided where sympy can."""
    positive = {x: _POSITIVE[x] for x in counts}
    return sympy.sympify(h).xreplace(positive).xreplace({v: k for k, v in positive.items()})


def where_class_occurs(h: Any) -> Any:
    """:math:`h^+`, the term at a class that occurs (t > 0): conditions on t decided, e.g.
    ``Piecewise((0, Eq(t, 0)), (c/t, True))`` → ``c/t``; a term without such conditions is itself."""
    return _read_positive(h, (_T,))


def at_absent_class(h: Any) -> Any:
    """:math:`h^0`, the term at a class that does not occur (no true items: c = t = 0; it may be predicted, r is kept);
    NaN where the term is undefined there."""
    value = sympy.sympify(h).xreplace({_C: sympy.Integer(0), _T: sympy.Integer(0)})
    return sympy.nan if value.has(sympy.zoo, sympy.nan) else value


def where_every_class_occurs(structure: Structure) -> Structure:
    """The structure with every per-class term h replaced by h⁺ (Lemma O); ``structure`` itself when no term
    changes."""
    return _with_terms(structure, (_T,))


def where_every_count_is_positive(structure: Structure) -> Structure:
    """The structure with every per-class term read where c, r, t > 0; ``structure`` itself when no term changes."""
    return _with_terms(structure, (_C, _R, _T))


def _with_terms(structure: Structure, counts: "tuple[Any, ...]") -> Structure:
    """The structure with every per-class term read where ``counts`` are positive (:func:`_read_positive`)."""
    if isinstance(structure, (ClassMean, WeightedMean)):
        score = _read_positive(structure.score, counts)
        if score == structure.score:
            return structure
        return ClassMean(score, structure.p) if isinstance(structure, ClassMean) else WeightedMean(score)
    if isinstance(structure, ClassSums):
        sums = {name: _read_positive(h, counts) for name, h in structure.sums}
        return structure if all(sums[name] == h for name, h in structure.sums) else ClassSums(structure.outer, sums)
    if isinstance(structure, Combined):
        parts = tuple(_with_terms(part, counts) for part in structure.parts)
        return structure if all(a is b for a, b in zip(parts, structure.parts)) else Combined(structure.outer, parts)
    return structure


@dataclass(frozen=True)
class OccurringMean:
    """F(R, C, n) of R = Σ_{k ∈ C⁺} g(c_k, r_k, t_k, n) and C = |C⁺|: ``score`` is g (= h⁺ of R's summand),
    ``outer`` is F with the symbols ``total`` (R) and ``count`` (C)."""

    score: Any
    outer: Any
    total: Any
    count: Any


def occurring_mean(structure: Structure) -> "OccurringMean | None":
    """The structure as F(R, C, n) over the classes that occur, or None: two class sums whose terms are 0 at
    an empty class, one of them 1 at every class that occurs (C), the other's piece there free of N (R), and
    F reads neither N nor anything but R, C and n."""
    if not isinstance(structure, ClassSums) or len(structure.sums) != 2:
        return None
    if any(at_absent_class(h) != 0 for _, h in structure.sums):
        return None
    pieces = {name: where_class_occurs(h) for name, h in structure.sums}
    counted = [name for name, piece in pieces.items() if piece == 1]
    if len(counted) != 1:
        return None
    summed = next(name for name in pieces if name != counted[0])
    score = pieces[summed]
    outer, symbols = structure.outer_expression()
    if score.has(_N) or score.has(sympy.Piecewise) or outer.has(_N):
        return None
    return OccurringMean(score, outer, symbols[summed], symbols[counted[0]])
