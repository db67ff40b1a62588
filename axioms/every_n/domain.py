r"""An every-n verdict speaks about a metric that exists at every n: the definedness certificate.

The lemmas behind a verdict for every n (:mod:`axioms.every_n.verdicts`) prove a statement about the
matrices where the metric is defined. Where it is defined nowhere — a structured metric whose
score reads :math:`\sqrt{59 - n}` is not a real number at any matrix from n = 60 on — such a
statement is empty, and "holds for every n ≥ 2" would be read as a property the metric has.

**Certificate.** The perfect classifier at n (every class with :math:`c = r = t = N/n`) scores
:math:`f(n)`, a formula in n (:func:`axioms.every_n.chance_formula.perfect_score`). When every
denominator of f is non-zero and every radicand non-negative at every integer n ≥ 2 (decided
exactly, :func:`axioms.every_n.lifting.holds_from`), and so is every piece of the form (written for all
classes alike, before sympy simplifies it at the perfect classifier) that reads a formula in n alone
there (:func:`_poles_in_n`: (r − t)/(n − 37) is 0·(n − 37)⁻¹ = 0 to sympy at r = t, yet undefined at
n = 37), the metric is defined, and real, on at least one matrix at every n. A calibrated variant
scores the same there (the perfect classifier's columns are already balanced; a score in pieces is read
through the piece it takes at every n ≥ 2, :func:`~axioms.every_n.chance_formula.piece_at_every_n`). A
proof-backed every-n verdict is kept only with this certificate, which its evidence's method then
states, with the words "wherever the metric is defined". A lifted counterexample or construction is
re-checked exactly at each n it is built at; it is dropped when a piece of the form that reads n alone at
the perfect classifier (a power's base, a log's argument) is undefined at some n, where the metric may be
undefined on every matrix (a base such as r − t, 0 at the perfect classifier, drops verdicts that may be
right: a loss, never a false claim).
"""

from dataclasses import replace
from functools import lru_cache
from collections.abc import Iterable
from typing import Any

import sympy

from metrics.structure import CLASSES, Group

from axioms.every_n.chance_formula import TOTAL, formula_text, perfect_score
from axioms.every_n.verdicts import EveryN, structure_of
from axioms.every_n.lifting import K, holds_from
from axioms.every_n.pieces import is_piece, needs
from axioms.arithmetic.symbolic import exact_difference, piecewise_relations

__all__ = ["defined_for_every_n", "within_domain"]


@lru_cache(maxsize=256)
def defined_for_every_n(structure: Any) -> "str | None":
    """The certificate (a sentence) that ``structure`` is defined and real at the perfect classifier
    for every n ≥ 2, or None when it cannot be given."""
    score = perfect_score(structure)
    if score is None or not _algebraic(score) or score.free_symbols - {CLASSES}:
        return None
    if not _defined_powers(score.atoms(sympy.Pow)) or not _no_pole_in_n(structure):
        return None
    return (f"wherever the metric is defined; it is defined at every n ≥ 2 (the perfect classifier scores "
            f"{formula_text(score)})")


def _defined_powers(powers: "Iterable[Any]") -> bool:
    """Whether every power of a formula in n has a nonzero base where its exponent is negative and a nonnegative one
    where it is fractional, at every integer n ≥ 2 (decided exactly)."""
    return _all_hold([need for power in powers for need in needs(power) or []])


def _all_hold(conditions: "Iterable[tuple[str, Any]]") -> bool:
    """Whether every ``(relation, formula in n)`` holds at every integer n ≥ 2 (decided exactly)."""
    return all(holds_from(f.xreplace({CLASSES: K}), relation, 2) == 2 for relation, f in conditions)


@lru_cache(maxsize=256)
def _no_pole_in_n(structure: Any) -> bool:
    """Whether no piece of the structure whose argument at the perfect classifier is a formula in n alone is undefined
    at some n ≥ 2 (:func:`_poles_in_n`)."""
    conditions = _poles_in_n(structure)
    return conditions is not None and _all_hold(conditions)


_C, _R, _T = sympy.symbols("c_ r_ t_", positive=True)


@lru_cache(maxsize=256)
def _conditions_read_exactly(structure: Any) -> bool:
    """Whether every Piecewise condition of the structure's form (all classes alike, counts symbolic) reads the same
    as its cancelled difference vs 0 (:func:`axioms.arithmetic.symbolic.exact_difference`). The lemmas substitute
    counts into conditions, and sympy settles Eq(c + s, t + s) as c = t, dropping the pole of s (1/F, F written as a
    polynomial that is 0 everywhere: Eq(zoo, zoo) is True at every matrix)."""
    value = _alike_classes_form(structure)
    return value is not None and all(exact_difference(r) is not None for r in piecewise_relations(value))


@lru_cache(maxsize=256)
def _alike_classes_form(structure: Any) -> Any:
    """The structure's form where every class has the symbolic counts c, r, t (before any simplification); None when
    the structure cannot be read so."""
    try:
        return sympy.sympify(structure.value([Group(_C, _R, _T, CLASSES)], TOTAL, CLASSES))
    except Exception:  # noqa: BLE001 - a structure that cannot be read with symbolic counts gives no certificate
        return None


def _poles_in_n(structure: Any) -> "list[tuple[str, Any]] | None":
    """What the pieces of the structure's form (all classes alike, counts symbolic, before any simplification) whose
    argument at the perfect classifier is a formula in n alone need there: a nonzero base under a negative power, a
    nonnegative one under a root, a positive argument of a log; None for another such function. (r − t)/(n − 37) has
    the pole n = 37, though the perfect score, built with r = t, reads 0·(n − 37)⁻¹ = 0 (sympy) and hides it."""
    value = _alike_classes_form(structure)
    if value is None:
        return None
    perfect = {_C: TOTAL / CLASSES, _R: TOTAL / CLASSES, _T: TOTAL / CLASSES}
    out: list[tuple[str, Any]] = []
    for piece in sympy.preorder_traversal(value):
        if not is_piece(piece):
            continue
        wanted = needs(piece)
        if wanted is None:
            return None  # another function of a formula in n (and N): where it is undefined is not read
        for relation, argument in wanted:
            in_n = _in_n_alone(relation, argument.xreplace(perfect))
            if in_n is None:
                return None
            out += in_n
    return out


def _in_n_alone(relation: str, argument: Any) -> "list[tuple[str, Any]] | None":
    """What ``relation`` (vs 0) of ``argument`` — a formula in n and the item count N at the perfect classifier —
    needs at every n for some N > 0, as conditions on formulas in n alone; None where that cannot be read.

    A formula in n alone is its own condition. N·(n − 7) (the base of c(n − 7)/(nt − 7t), or of 1/(Nn − 7N)) is 0 at
    n = 7 for every N: a factor in N alone or in n alone carries the condition (N > 0), while a factor in both, such
    as N − n, is non-zero for all but finitely many N at each n — enough for "!=0", not read for a sign. (An
    irreducible polynomial in N and n that were 0 for every N at n = k would have n − k as a factor.) A numerator or
    denominator that is not a polynomial in N and n is not read."""
    if not argument.free_symbols - {CLASSES}:
        return [(relation, argument)]
    factors = []
    for part in sympy.fraction(sympy.together(argument)):
        if not part.is_polynomial(TOTAL, CLASSES):
            return None  # N**(n - 7) - 1, N - floor(N): not a polynomial, it may vanish for every N at some n
        try:
            factors += [f for f, _ in sympy.factor_list(part, TOTAL, CLASSES)[1]]
        except sympy.PolynomialError:
            return None
    mixed = [f for f in factors if CLASSES in f.free_symbols and f.free_symbols - {CLASSES}]
    if mixed and relation != "!=0":
        return None
    return [("!=0", f) for f in factors if f.free_symbols == {CLASSES}] if mixed else [
        (relation, argument.xreplace({TOTAL: sympy.S.One}))]


def within_domain(every: "EveryN | None", metric: Any) -> "EveryN | None":
    """``every`` with its domain stated, or None for a proof-backed verdict whose metric is not
    certified defined at every n (:func:`defined_for_every_n`); a lifted counterexample or construction is kept as it
    is, unless a piece of the structure in n alone is undefined at some n (a pole in n, :func:`_poles_in_n`)."""
    if every is None:
        return every
    if not _no_pole_in_n(structure_of(metric)) or not _conditions_read_exactly(structure_of(metric)):
        return None  # perhaps undefined everywhere at some n: no statement for every n, not even a lifted one
    if every.evidence["kind"] != "proof":
        return every
    domain = defined_for_every_n(structure_of(metric))
    if domain is None:
        return None
    lemma_at = every.at

    def at(n: int) -> Any:
        verdict = lemma_at(n)
        if verdict.evidence.get("kind") == "proof":
            verdict.evidence = _stated(verdict.evidence, domain)
        return verdict

    return replace(every, evidence=_stated(every.evidence, domain), at=at)


def _stated(evidence: Any, domain: str) -> Any:
    """``evidence`` whose method ends with the domain it speaks about."""
    return {**evidence, "method": f"{evidence['method']}; {domain}"}


def _algebraic(expr: Any) -> bool:
    """Whether ``expr`` is built from sums, products and powers of n and numbers only (no log, exp, Min, Piecewise,
    nan, zoo)."""
    return all(isinstance(node, (sympy.Add, sympy.Mul, sympy.Pow, sympy.Symbol, sympy.Rational))
               for node in sympy.preorder_traversal(expr))
