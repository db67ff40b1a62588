r"""An every-n verdict speaks about a metric that exists at every n: the definedness certificate.

The lemmas behind a verdict for every n (:mod:`axioms.every_n.verdicts`) prove a statement about the
matrices where the metric is defined. Where it is defined nowhere — a structured metric whose
score reads :math:`\sqrt{59 - n}` is not a real number at any matrix from n = 60 on — such a
statement is empty, and "holds for every n ≥ 2" would be read as a property the metric has.

**Certificate.** The perfect classifier at n (every class with :math:`c = r = t = N/n`) scores
:math:`f(n)`, a formula in n (:func:`axioms.every_n.chance_formula.perfect_score`). When every
denominator of f is non-zero and every radicand non-negative at every integer n ≥ 2 (decided
exactly, :func:`axioms.every_n.lifting.holds_from`), and so is every power of the form (written for all
classes alike, before sympy simplifies it at the perfect classifier) whose base there is a formula in n
alone (:func:`_poles_in_n`: (r − t)/(n − 37) is 0·(n − 37)⁻¹ = 0 to sympy at r = t, yet undefined at
n = 37), the metric is defined, and real, on at least one matrix at every n. A calibrated variant
scores the same there (the perfect classifier's columns are already balanced; a score in pieces is read
through the piece it takes at every n ≥ 2, :func:`~axioms.every_n.chance_formula.piece_at_every_n`). A
proof-backed every-n verdict is kept only with this certificate, which its evidence's method then
states, with the words "wherever the metric is defined". A lifted counterexample or construction is
re-checked exactly at each n it is built at; it is dropped only when a power's base in n alone vanishes
at some n (the metric is then undefined on every matrix there).
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
    for power in powers:
        conditions = (([("!=0", power.base)] if power.exp.is_negative else [])
                      + ([(">=0", power.base)] if not power.exp.is_integer else []))
        if any(holds_from(base.xreplace({CLASSES: K}), relation, 2) != 2 for relation, base in conditions):
            return False
    return True


@lru_cache(maxsize=256)
def _no_pole_in_n(structure: Any) -> bool:
    """Whether no power of the structure whose base at the perfect classifier is a formula in n alone vanishes (or
    turns negative under a root) at some n ≥ 2 (:func:`_poles_in_n`)."""
    return _defined_powers(_poles_in_n(structure))


_C, _R, _T = sympy.symbols("c_ r_ t_", positive=True)


def _poles_in_n(structure: Any) -> "set[Any]":
    """The powers of the structure's form (all classes alike, counts symbolic, before any simplification) whose base
    at the perfect classifier is a formula in n alone: (r − t)/(n − 37) has the pole n = 37, though the perfect
    score, built with r = t, reads 0·(n − 37)⁻¹ = 0 (sympy) and hides it."""
    try:
        value = structure.value([Group(_C, _R, _T, CLASSES)], TOTAL, CLASSES)
    except Exception:  # noqa: BLE001 - a structure that cannot be read with symbolic counts gives no certificate
        return {sympy.Pow(sympy.Integer(0), -1, evaluate=False)}
    perfect = {_C: TOTAL / CLASSES, _R: TOTAL / CLASSES, _T: TOTAL / CLASSES}
    out = set()
    for power in sympy.sympify(value).atoms(sympy.Pow):
        base = power.base.xreplace(perfect)
        if not base.free_symbols - {CLASSES}:
            out.add(sympy.Pow(base, power.exp, evaluate=False))
    return out


def within_domain(every: "EveryN | None", metric: Any) -> "EveryN | None":
    """``every`` with its domain stated, or None for a proof-backed verdict whose metric is not
    certified defined at every n (:func:`defined_for_every_n`); a lifted counterexample or construction is kept as it
    is, unless the structure is undefined on every matrix at some n (a pole in n, :func:`_poles_in_n`)."""
    if every is None:
        return every
    if not _no_pole_in_n(structure_of(metric)):
        return None  # undefined everywhere at some n: no statement for every n, not even a lifted counterexample
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
