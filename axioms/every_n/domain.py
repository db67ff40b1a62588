r"""An every-n verdict speaks about a metric that exists at every n: the definedness certificate.

The lemmas behind a verdict for every n (:mod:`axioms.every_n.verdicts`) prove a statement about the
matrices where the metric is defined. Where it is defined nowhere — a structured metric whose
score reads :math:`\sqrt{59 - n}` is not a real number at any matrix from n = 60 on — such a
statement is empty, and "holds for every n ≥ 2" would be read as a property the metric has.

**Certificate.** The perfect classifier at n (every class with :math:`c = r = t = N/n`) scores
:math:`f(n)`, a formula in n (:func:`axioms.every_n.chance_formula.perfect_score`). When every
denominator of f is non-zero and every radicand non-negative at every integer n ≥ 2 (decided
exactly, :func:`axioms.every_n.lifting.holds_from`), the metric is defined, and real, on at least one
matrix at every n. A calibrated variant scores the same there (the perfect classifier's
columns are already balanced; a score in pieces is read through the piece it takes at every n ≥ 2,
:func:`~axioms.every_n.chance_formula.piece_at_every_n`). A proof-backed every-n verdict is kept only with this
certificate, which its evidence's method then states, with the words "wherever the metric is defined";
a lifted counterexample needs none (it is re-checked exactly at each n it is built at).
"""

from dataclasses import replace
from functools import lru_cache
from typing import Any

import sympy

from metrics.structure import CLASSES

from axioms.every_n.chance_formula import formula_text, perfect_score
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
    for power in score.atoms(sympy.Pow):
        conditions = (([("!=0", power.base)] if power.exp.is_negative else [])
                      + ([(">=0", power.base)] if not power.exp.is_integer else []))
        if any(holds_from(base.xreplace({CLASSES: K}), relation, 2) != 2 for relation, base in conditions):
            return None
    return (f"wherever the metric is defined; it is defined at every n ≥ 2 (the perfect classifier scores "
            f"{formula_text(score)})")


def within_domain(every: "EveryN | None", metric: Any) -> "EveryN | None":
    """``every`` with its domain stated, or None for a proof-backed verdict whose metric is not
    certified defined at every n (:func:`defined_for_every_n`); a lifted counterexample is kept as it is."""
    if every is None or every.evidence["kind"] != "proof":
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
