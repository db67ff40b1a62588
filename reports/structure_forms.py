r"""A metric's structure for :mod:`reports.verify`, the calibrated variant's included, derived here apart from the
engine.

A metric registered by structure (:mod:`metrics.structure`) is known at every n through it. Its
calibrated variant ``metric~(m) = metric(m λ~(m))`` (Opitz Eq. 6) is registered by its functions
only; verify derives its structure itself from this statement, written again here.

**Calibration of one class's counts.** Column j is multiplied by :math:`N/(n t_j)`, so class k
has :math:`c' = c N/(n t)`, :math:`t' = N/n`, :math:`N' = \sum_j t_j N/(n t_j) = N`, and
:math:`r'_k = \sum_j m_{kj} N/(n t_j)`, which mixes the columns.

**Claim.** Let a per-class term be :math:`h = a(c, t, N, n) + v(t, N, n)\,r` (its slope in r reads
neither c nor r). Then :math:`\sum_k h(c'_k, r'_k, t'_k, N) = \sum_k h(c'_k, N/n, N/n, N)` wherever
every class occurs. *Proof*: every :math:`t'_k = N/n`, so the slope is one number v for every class,
and :math:`\sum_k v\, r'_k = v N' = v N = \sum_k v\, N/n`. A term raised to a power p ≠ 1 (a p-mean)
must not read r at all. Hence metric~ equals, wherever every class occurs, the same structure with
each term replaced by :math:`h(cN/(nt), N/n, N/n, N)`; a weighted mean
:math:`\frac1N \sum_k t'_k g_k` becomes the arithmetic mean of the calibrated g (every
:math:`t'_k/N = 1/n`). Where a class does not occur metric~ is undefined, so a proof about this
form wherever it is defined covers metric~ wherever metric~ is defined. For the same reason a term
written in pieces on t (a class left out where t = 0: balanced accuracy, Sebastiani's K) is read
through its piece for t > 0 (:func:`where_class_occurs`) before the claim is applied.
"""

from typing import Any, Callable

import sympy

import metrics
from metrics.structure import CLASSES, COUNTS, ClassMean, ClassSums, Combined, Structure, WeightedMean, class_groups
from metrics.variants import calibrated_base

__all__ = ["structure_of", "symbolic_of", "form_at", "algebraic_structure", "is_algebraic", "is_smooth_where_defined",
           "where_class_occurs", "where_every_class_occurs"]

_C, _R, _T, _N = COUNTS


_ALGEBRAIC = (sympy.Add, sympy.Mul, sympy.Pow, sympy.Symbol, sympy.Rational)


def _built_from(expr: Any, kinds: "tuple[type, ...]") -> bool:
    return all(isinstance(node, kinds) for node in sympy.preorder_traversal(sympy.sympify(expr)))


def is_algebraic(expr: Any) -> bool:
    """Whether ``expr`` is built from symbols and finite rational numbers by +, ×, and powers only (no Piecewise, sign,
    floor, log, …): the expressions whose derivatives and zero sets the re-checks here reason about."""
    return _built_from(expr, _ALGEBRAIC)


def is_smooth_where_defined(expr: Any) -> bool:
    """Whether ``expr`` is algebraic or uses only log and exp besides: no Piecewise, sign, floor, Min, … whose
    derivatives speak about one piece at a time and miss the jumps between them."""
    return _built_from(expr, (*_ALGEBRAIC, sympy.log, sympy.exp))


def algebraic_structure(structure: Structure) -> bool:
    """Whether every term and outer function of the structure is algebraic (:func:`is_algebraic`:
    no Piecewise, sign, floor, …), so that derivatives and slopes speak about the whole function."""
    if isinstance(structure, (ClassMean, WeightedMean)):
        return is_algebraic(structure.score)
    if isinstance(structure, ClassSums):
        return is_algebraic(structure.outer_expression()[0]) and all(is_algebraic(h) for _, h in structure.sums)
    if isinstance(structure, Combined):
        return is_algebraic(structure.outer_at(list(sympy.symbols(f"a0:{len(structure.parts)}")))) and all(
            algebraic_structure(part) for part in structure.parts)
    return False


def where_class_occurs(h: Any) -> Any:
    """``h`` at a class with t > 0, every condition on t decided by sympy with t positive (the only classes metric~
    sees)."""
    positive = sympy.Symbol(_T.name, positive=True)
    return sympy.sympify(h).xreplace({_T: positive}).xreplace({positive: _T})


def where_every_class_occurs(structure: Structure) -> Structure:
    """The structure with every term read through its piece for t > 0 (:func:`where_class_occurs`): the metric on
    every matrix whose classes all occur (PV's random classifiers s·z pᵀ, p > 0, and its perfect classifier)."""
    if isinstance(structure, ClassMean):
        return ClassMean(where_class_occurs(structure.score), structure.p)
    if isinstance(structure, WeightedMean):
        return WeightedMean(where_class_occurs(structure.score))
    if isinstance(structure, ClassSums):
        return ClassSums(structure.outer, {name: where_class_occurs(h) for name, h in structure.sums})
    if isinstance(structure, Combined):
        return Combined(structure.outer, tuple(where_every_class_occurs(part) for part in structure.parts))
    return structure


def _calibrated_term(h: Any, power: Any = 1) -> Any:
    """``h(cN/(nt), N/n, N/n, N)`` when the claim above applies to ``h`` (raised to ``power``), else None."""
    h = where_class_occurs(h)
    if not is_algebraic(h):  # a slope read by differentiating says nothing about a jump
        return None
    slope = sympy.simplify(sympy.diff(h, _R))
    if (power != 1 and slope != 0) or slope.has(_R) or slope.has(_C):
        return None
    share = _N / CLASSES
    return h.xreplace({_C: _C * _N / (CLASSES * _T), _R: share, _T: share})


def _calibrated(structure: Structure) -> "Structure | None":
    if isinstance(structure, (ClassMean, WeightedMean)):
        power = structure.p if isinstance(structure, ClassMean) else 1
        score = _calibrated_term(structure.score, power)
        return None if score is None else ClassMean(score, power)
    if isinstance(structure, ClassSums):
        terms = {name: _calibrated_term(h) for name, h in structure.sums}
        return None if any(h is None for h in terms.values()) else ClassSums(structure.outer, terms)
    if isinstance(structure, Combined):
        parts = [_calibrated(part) for part in structure.parts]
        return None if None in parts else Combined(structure.outer, tuple(parts))  # type: ignore[arg-type]
    return None


_DERIVED: dict = {}


def structure_of(metric: Any) -> "Structure | None":
    """The metric's registered structure, or for the calibrated variant of a structured metric the structure
    derived above (cached per metric); None when there is none."""
    if getattr(metric, "structure", None) is not None:
        return metric.structure  # type: ignore[no-any-return]
    base = calibrated_base(metric) if getattr(metric, "calibrated_from", None) is not None else None
    if base is None or base.structure is None:
        return None
    if id(metric) not in _DERIVED:
        derived = _calibrated(base.structure)
        derived = derived if derived is not None and algebraic_structure(derived) else None
        _DERIVED[id(metric)] = (metric, derived)  # the metric is kept so that its id is not reused
    return _DERIVED[id(metric)][1]  # type: ignore[no-any-return]


def symbolic_of(metric: Any) -> "Callable[[Any], Any] | None":
    """``M -> the metric on the sympy matrix M``: from :func:`structure_of` for a calibrated variant (a far smaller
    formula than calibrating M cell by cell), else the metric's own symbolic form (None without one)."""
    derived = structure_of(metric) if getattr(metric, "calibrated_from", None) is not None else None
    return metric.symbolic if derived is None else derived.symbolic  # type: ignore[no-any-return]


def form_at(metric: Any, n: int) -> Any:
    """The metric's exact form at n on the cell symbols: :func:`symbolic_of`'s, or :meth:`metrics.Metric.expression`."""
    derived = structure_of(metric) if getattr(metric, "calibrated_from", None) is not None else None
    if derived is None:
        return metric.expression(n)
    M, total = metrics.cell_symbols(n), sympy.Dummy("N", positive=True)
    f = sympy.sympify(derived.value(class_groups(M), total, sympy.Integer(n)))
    expanded = sympy.expand_mul(f)  # the calibrated counts c N / (n t) meet an outer 1/N: N as one symbol cancels
    return (expanded if sympy.count_ops(expanded) < sympy.count_ops(f) else f).xreplace({total: sympy.Add(*M)})
