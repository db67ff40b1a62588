r"""Class decomposability (Opitz Eq. 4, PIII) of a structured metric at **every** n.

Each function states one lemma and returns its conclusion only when the hypotheses are
certified exactly (sympy ``cancel`` of rational expressions, exact rational arithmetic and
:func:`axioms.every_n.lifting.holds_from`); otherwise None. Notation of :mod:`metrics.structure`:
per class c (correct), r (predicted), t (true), N items, n classes;
:math:`\psi_p(f) = (f^p - 1)/p` (log f at p = 0). Eq. 4 holds with exponent p iff
:math:`\psi_p(\mathrm{metric})` is a sum of per-class terms (see :mod:`axioms.properties.piii`).

**Lemma D1 (class mean).** A :class:`~metrics.structure.ClassMean` ``(g, p)`` whose score g is
free of N reads only the class's own row and column sums (r, t, and c on the diagonal) and the
constant n: it *is* Eq. 4 with that p and one formula g for every class, at every n ≥ 2 (and
relabelling the classes permutes the terms, so both readings of Eq. 4 hold). *Proof*: the
definition. (g reading N would read the other classes' cells, so no claim is made.)

**Lemma D2 (one class sum).** A :class:`~metrics.structure.ClassSums` F(S_1..S_q, N, n) in which
every summand but one, h, is free of (c, r, t) (so that sum is n·h_l(N, n)), and F after that
substitution equals α(N, n)·S + β(N, n) exactly, with α·h and β free of N: then
metric = (1/n) Σ_k (n α h_k + β), an arithmetic mean of g = n α h + β, a function of the class's
own counts and n. So Eq. 4 holds with p = 1 at every n ≥ 2. *Proof*: substitute and sum.
(κ~ and accuracy~ have this form, via :func:`axioms.every_n.calibrated_structure.calibrated_structure`.)

**Lemma D3 (empty classes change nothing).** If a ClassSums' summands (a weighted mean's are t·g,
:func:`~axioms.every_n.trace_form.as_class_sums`) all vanish at an empty class,
h_l(0, 0, 0, N) = 0, and F does not read n, the metric at B padded with k empty classes equals
the metric at B (same sums, same N). *Consequence*: if Eq. 4 held at n = n₀ + k with some p,
ψ_p(metric) = Σ_i h_i(row i, column i) for all n×n matrices; on padded matrices the padded
classes' rows and columns are zero, so their terms are constants and the block's terms are
functions of the block's own row and column i, i.e. ψ_p(metric) restricted to n₀ classes would be
a sum of per-class terms. So an exact refutation of Eq. 4 at n₀ for every p refutes it at every
n ≥ n₀ (the refuting matrices, padded with empty classes, have exactly the same values).

**Lemma D4 (implied exponent, padded).** Let a, b be two cells of an n₀ × n₀ block that no class
owns both (e.g. (0, 0), (1, 1), or (0, 0), (1, 2)) and f(x, y, k) the metric at the block with
cells a, b free (x, y), padded with k classes (:func:`axioms.every_n.lifting.padded_value`). If Eq. 4
holds at n = n₀ + k with exponent p, then at every point where f > 0 is smooth the mixed partial
of ψ_p(f) over a, b vanishes (no class owns both cells, so each per-class term depends on at most
one of them; mixed differences vanish, hence the mixed partial): f^{p−1} f_ab + (p − 1) f^{p−2}
f_a f_b = 0, i.e. p = 1 − f f_ab/(f_a f_b) wherever f_a f_b ≠ 0. Two witnesses (block, cells)
whose implied exponents p1(k), p2(k) (exact rational functions of k) differ, with f > 0 and
f_a f_b ≠ 0 at both, for every integer k ≥ k_s (:func:`~axioms.every_n.lifting.holds_from`), refute
Eq. 4 for every p at every n ≥ n₀ + k_s. (Only exponents that are rational functions of k are
compared.) *Square roots*: where f carries them but h = f² is a rational function, and f > 0 at
the witness for every k ≥ k_s (:func:`~axioms.every_n.lifting.sign_from`), f^p = h^{p/2} near the point,
so the exponent f forces is 2·(1 − h h_ab/(h_a h_b)), and f_a f_b ≠ 0 iff h_a h_b ≠ 0
(h_a = 2 f f_a); the exponents are then compared through h (calibrated MCC). *Pieces*: where f is
written in pieces, it is read through the piece it takes at every point near the witness's
(:func:`piece_near`: each condition decided by the sign of its sides' difference at the point,
which keeps that sign nearby, free of k), so the partials at the point are that piece's
(scikit-learn's F1 with ``zero_division``).
"""

from dataclasses import dataclass
from typing import Any, cast

import sympy

from metrics.padded import matrix_words
from metrics.structure import CLASSES, COUNTS, ClassMean, ClassSums, WeightedMean

from axioms.arithmetic.exact import as_text, exact_sign
from axioms.every_n.lifting import K, PADDINGS, Padding, holds_from, padded_matrix, padded_value, sign_from
from axioms.arithmetic.rational import cancel
from axioms.arithmetic.symbolic import as_sympy, is_algebraic, kinked, reciprocal_bases, symengine
from axioms.every_n.lemmas import LEMMAS
from axioms.arithmetic.branches import choose_branches, logical
from axioms.every_n.trace_form import as_class_sums

__all__ = ["WITNESSES", "class_mean_exponent", "single_sum_score", "empty_classes_change_nothing", "ExponentLift",
           "implied_exponent_lift", "implied_exponents_at", "holds_near", "piece_near"]

#: Lemma D4's witnesses (block at n₀ classes, two class-disjoint cells), per n₀, smallest first.
_PAIR, _CROSS = ((0, 0), (1, 1)), ((0, 0), (1, 2))
WITNESSES = {
    2: [(b, _PAIR) for b in ([[1, 2], [3, 4]], [[2, 1], [1, 3]], [[6, 19], [15, 3]], [[9, 19], [13, 19]],
                             [[5, 1], [2, 7]], [[3, 4], [1, 2]])],
    3: [(b, cells) for b in ([[3, 1, 2], [1, 4, 1], [2, 1, 5]], [[14, 7, 1], [19, 11, 3], [18, 12, 9]],
                             [[4, 5, 5], [18, 1, 3], [1, 15, 6]])
        for cells in (_PAIR, _CROSS)],
}


def class_mean_exponent(structure: Any) -> Any:
    """Lemma D1: the exponent p of a ClassMean whose score is free of N (the module docstring), else None."""
    if not isinstance(structure, ClassMean):
        return None
    score = cancel(structure.score, together=True)
    return None if score.has(COUNTS[3]) else structure.p


def single_sum_score(structure: Any) -> Any:
    """Lemma D2: the per-class score g = n α h + β (free of N) of a one-class-sum ClassSums, else None."""
    if not isinstance(structure, ClassSums):
        return None
    c, r, t, N = COUNTS
    F, symbols = structure.outer_expression()
    reading = [name for name, h in structure.sums if h.has(c, r, t)]
    if len(reading) != 1:
        return None
    name = reading[0]
    h = structure.summands[name]
    F = F.xreplace({symbols[other]: CLASSES * structure.summands[other] for other in symbols if other != name})
    S = symbols[name]
    F = cancel(F, together=True)
    alpha = cancel(sympy.diff(F, S))
    if alpha.has(S) or alpha == 0:
        return None  # F is not affine in S
    beta = cancel(F - alpha * S)
    g = cancel(CLASSES * alpha * h + beta, together=True)
    if beta.has(S) or beta.has(N) or g.has(N) or cancel(g - CLASSES * alpha * h - beta) != 0:
        return None
    return g


def empty_classes_change_nothing(structure: Any) -> bool:
    """Lemma D3's hypothesis: class sums (:func:`~axioms.every_n.trace_form.as_class_sums`) whose summands vanish
    exactly at an empty class and whose F does not read n (a weighted mean's score defined there: the structure
    computes 0·g, NaN where g is undefined, although sympy cancels t·g, t·c/t to c, in the summand)."""
    sums = as_class_sums(structure)
    if sums is None or sums.outer_expression()[0].has(CLASSES):
        return False
    if isinstance(structure, WeightedMean) and _at_empty_class(structure.score).has(sympy.nan, sympy.zoo):
        return False
    at_empty = [_at_empty_class(h) for _, h in sums.sums]
    return not any(h.has(CLASSES) for _, h in sums.sums) and all(
        not e.has(sympy.nan, sympy.zoo) and cancel(e) == 0 for e in at_empty)


def _at_empty_class(h: Any) -> Any:
    """A per-class term at a class with no items (c = r = t = 0)."""
    c, r, t, _ = COUNTS
    return sympy.sympify(h).xreplace({c: sympy.Integer(0), r: sympy.Integer(0), t: sympy.Integer(0)})


@dataclass(frozen=True)
class ExponentLift:
    """Lemma D4's certificate: two witnesses (block, cells) whose implied exponents differ for every
    k ≥ ``k_start``."""

    padding: Padding
    witnesses: "tuple[Any, Any]"
    exponents: "tuple[Any, Any]"
    k_start: int
    n0: int = 2

    @property
    def start(self) -> int:
        """The class count from which Eq. 4 is refuted."""
        return self.n0 + self.k_start

    def method(self) -> str:
        """The lemma and its certified hypotheses, in words."""
        (b1, c1), (b2, c2) = self.witnesses
        return (
            f"{LEMMAS['D4'].cite()}: blocks {b1} (cells {list(c1)}) and {b2} (cells {list(c2)}), no class owning both "
            f"cells of a pair, padded with n − {self.n0} {self.padding.describe()}, force the exponents "
            f"p = 1 − f·f_ab/(f_a·f_b) = {sympy.sstr(self.exponents[0])} and {sympy.sstr(self.exponents[1])} "
            f"with k = n − {self.n0}, which differ, with f > 0 and f_a·f_b ≠ 0 at both, for every integer "
            f"k ≥ {self.k_start} (exact root isolation): no exponent fits"
        )


def _free_cells(block: Any, cells: Any) -> "tuple[Any, Any, Any, tuple[Any, Any]]":
    """The block with its two cells replaced by symbols x, y, and their values (symbols without
    assumptions: sympy differentiates them about ten times faster than positive ones)."""
    x, y = sympy.symbols("x y")
    M = sympy.Matrix(block)
    (i, j), (u, v) = cells
    point = (M[i, j], M[u, v])
    M[i, j], M[u, v] = x, y
    return M, x, y, point


def _partials_at(f: Any, x: Any, y: Any, point: "tuple[Any, Any]") -> "list[Any]":
    """f, f_a, f_b and f_ab at the point, each taken on the line through it (the other cell fixed first:
    the same numbers from far smaller expressions), in symengine when it is installed."""
    lift = symengine.sympify if symengine is not None else sympy.sympify
    F, X, Y, x0, y0 = (lift(e) for e in (f, x, y, *point))
    along_x, along_y = F.subs({Y: y0}), F.subs({X: x0})
    mixed = F.diff(Y).subs({Y: y0})
    return [along_x.subs({X: x0}), along_x.diff(X).subs({X: x0}), along_y.diff(Y).subs({Y: y0}),
            mixed.diff(X).subs({X: x0})]


def _exponent(f: Any, x: Any, y: Any, point: "tuple[Any, Any]") -> "tuple[Any, Any, Any] | None":
    """``(f, f_a·f_b, implied p)`` at the point, exact; None where undefined, where a derivative is left
    unevaluated (symengine's derivative of a ``Max``, which sympy cannot read back: CBA's c / max(r, t)), or where f
    may jump (:func:`~axioms.arithmetic.symbolic.kinked`: a partial sees no jump of a ``floor`` or a ``Mod``, and
    symengine's derivative of a ``Mod`` or a ``frac`` ends the process)."""
    if kinked(f):
        return None
    values = []
    for e in _partials_at(f, x, y, point):
        try:
            e = as_sympy(e, f)  # symengine drops assumptions: back to f's own symbols (k)
        except (TypeError, ValueError):
            return None
        values.append(cancel(e, together=True))
    if any(v.has(sympy.nan, sympy.zoo, sympy.oo, -sympy.oo) for v in values):
        return None
    f0, fa0, fb0, fab0 = values
    product = cancel(fa0 * fb0)
    if product == 0:
        return None
    return f0, product, cancel(1 - f0 * fab0 / product)


def _rational_form(f: Any, point: Any) -> "tuple[Any, int, int] | None":
    """``(h, scale, k_s)``: f itself (scale 1) when it is a rational function, else h = f² (scale 2)
    when that is rational and f > 0 at the point for every k ≥ k_s; None otherwise."""
    if all(e.exp.is_Integer for e in f.atoms(sympy.Pow)):
        return f, 1, 0
    h = f**2  # a product of powers squares factor by factor: rational when every root was a factor's
    if any(not e.exp.is_Integer for e in h.atoms(sympy.Pow)):
        return None
    sign = sign_from(f.subs(point))
    return (h, 2, sign[1]) if sign is not None and sign[0] > 0 else None


_RELATIONS = {sympy.Eq: lambda s: s == 0, sympy.Ne: lambda s: s != 0, sympy.Gt: lambda s: s > 0,
              sympy.Ge: lambda s: s >= 0, sympy.Lt: lambda s: s < 0, sympy.Le: lambda s: s <= 0}


def holds_near(condition: Any, point: "dict[Any, Any]", starts: "list[int]") -> "bool | None":
    """Truth of a piece's condition at every point near ``point`` (``{symbol: number}``), or None when it may change
    there: the difference of the relation's sides is zero everywhere (identically) or keeps its non-zero sign at the
    point nearby (an algebraic difference, continuous where its value is finite and every radicand is positive, both
    required). A
    difference that reads the padding's k has its sign for every k ≥ k_s (:func:`~axioms.every_n.lifting.sign_from`);
    each k_s is appended to ``starts``."""
    settled = logical(condition, lambda part: holds_near(part, point, starts))
    if settled is not NotImplemented:
        return cast("bool | None", settled)
    if type(condition) not in _RELATIONS or not _sides_finite_near(condition, point, starts):
        return None
    difference = cancel(condition.lhs - condition.rhs, together=True)
    if difference == 0:
        return bool(_RELATIONS[type(condition)](0))
    if not is_algebraic(difference):
        return None  # sign, floor, Heaviside, ...: a non-zero value at the point says nothing about the points near it
    radicands = [power.base for power in difference.atoms(sympy.Pow) if not power.exp.is_integer]
    signs = [_sign_at(e.xreplace(point)) for e in (difference, *radicands)]
    if any(signed is None for signed in signs) or any(signed[0] < 0 for signed in signs[1:] if signed is not None):
        return None
    starts.extend(signed[1] for signed in signs if signed is not None)
    return bool(_RELATIONS[type(condition)](cast("tuple[int, int]", signs[0])[0]))


def _sides_finite_near(condition: Any, point: "dict[Any, Any]", starts: "list[int]") -> bool:
    """Whether both sides of ``condition`` are algebraic and every base of a reciprocal in them, as written, is
    nonzero at ``point``, so nonzero nearby (:func:`~axioms.arithmetic.symbolic.reciprocal_bases`)."""
    bases = reciprocal_bases(condition)
    if bases is None:
        return False
    for base in bases:
        value = base.xreplace(point)
        signed = None if value.has(sympy.nan, sympy.zoo, sympy.oo, -sympy.oo) else _sign_at(value)
        if signed is None:
            return False
        starts.append(signed[1])
    return True


def _sign_at(value: Any) -> "tuple[int, int] | None":
    """``(sign, k_s)`` of a value at a point, sign ±1: a number's exact sign, or one of k's for every k ≥ k_s;
    None when it is 0 or undecided."""
    if value.free_symbols - {K}:
        return None
    signed = sign_from(value) if value.free_symbols else (exact_sign(value), 0)
    return None if signed is None or signed[0] in (None, 0) else (int(signed[0]), signed[1])


def piece_near(f: Any, point: "dict[Any, Any]") -> "tuple[Any, int] | None":
    """``(piece, k_s)``: ``f`` with every Piecewise replaced by the piece it takes at every point near ``point``, for
    every k ≥ k_s; None when a condition is not decided there (:func:`holds_near`)."""
    starts = [0]
    piece = choose_branches(f, lambda condition: holds_near(condition, point, starts)) if f.has(sympy.Piecewise) else f
    return None if piece is None else (piece, max(starts))


def _certified_exponents(metric: Any, padding: Padding, n0: int) -> Any:
    """``(witness, p(k), k from which f > 0 and f_a f_b ≠ 0)`` for each witness at n₀ that certifies one,
    lazily; stops where the padding is undefined or the metric is not rational even squared."""
    for block, cells in WITNESSES[n0]:
        M, x, y, point = _free_cells(block, cells)
        near = piece_near(padded_value(metric, M, K, padding), {x: point[0], y: point[1]})
        if near is None or near[0].has(sympy.nan):
            return  # undefined, or pieces not decided near the point: no single formula in k
        f, piece_from = near
        form = _rational_form(f, {x: point[0], y: point[1]})
        if form is None:
            return  # not rational, even squared: the exponents would not be rational functions of k
        h, scale, positive_from = form
        positive_from = max(positive_from, piece_from)
        got = _exponent(h, x, y, point)
        if got is None:
            continue
        positive, nonzero = holds_from(got[0], ">0"), holds_from(got[1], "!=0")
        if positive is not None and nonzero is not None:
            yield (block, cells), cancel(scale * got[2]), max(positive, nonzero, positive_from)


def implied_exponent_lift(metric: Any) -> "ExponentLift | None":
    """Lemma D4 for a structured (or calibrated structured) metric: the first witnesses and padding
    certified to force different exponents for every k ≥ k_start (n₀ = 2, then 3); None when none are."""
    for n0 in sorted(WITNESSES):
        for padding in PADDINGS:
            found: list[Any] = []
            for w2, p2, s2 in _certified_exponents(metric, padding, n0):
                for w1, p1, s1 in found:
                    differ = holds_from(p1 - p2, "!=0")
                    if differ is not None:
                        return ExponentLift(padding, (w1, w2), (p1, p2), max(differ, s1, s2), n0)
                found.append((w2, p2, s2))
    return None


def implied_exponents_at(metric: Any, lift: ExponentLift, n: int) -> "tuple[dict[str, Any], str] | None":
    """The refutation at n classes, recomputed from the metric's structure on the padded matrices (the
    witnesses' cells free; the added classes one class group, :func:`~axioms.every_n.lifting.padded_value`,
    so the cost does not grow with n): a counterexample record with the two exponents, exact."""
    extra = n - lift.n0
    if extra < lift.k_start:
        return None
    ps, matrices = [], []
    for block, cells in lift.witnesses:
        full = padded_matrix(block, extra, lift.padding)
        M, x, y, point = _free_cells(block, cells)  # the padded classes: one class group of multiplicity `extra`
        near = piece_near(sympy.sympify(padded_value(metric, M, sympy.Integer(extra), lift.padding)),
                          {x: point[0], y: point[1]})
        form = None if near is None else _rational_form(near[0], {x: point[0], y: point[1]})
        if form is None:
            return None
        got = _exponent(form[0], x, y, point)
        if got is None or exact_sign(got[0]) != 1:
            return None
        ps.append(cancel(form[1] * got[2]))
        matrices.append(full)
    if exact_sign(ps[0] - ps[1]) in (None, 0):
        return None
    cells = [[list(c) for c in w[1]] for w in lift.witnesses]
    record = {"matrices": matrices, "cells": cells, "p": [as_text(p) for p in ps], "verified": "exact",
              "lifted_from": lift.n0, "padding": lift.padding.describe()}
    detail = (f"class-disjoint cells force p = {as_text(ps[0])} at m={matrix_words(matrices[0])} (cells {cells[0]}) "
              f"but p = {as_text(ps[1])} at m={matrix_words(matrices[1])} (cells {cells[1]}); no generalised mean fits")
    return record, detail
