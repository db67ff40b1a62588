r"""PV for every number of classes: the hook that applies the chance lemmas of :mod:`axioms.every_n.chance_formula`.

``pv_for_every_n(metric, base, settings) -> EveryN | None`` (see :mod:`axioms.every_n.verdicts`) reads a
structured metric, or the calibrated variant of one, on families of random classifiers with n a symbol and
decides PV at every n ≥ 2 when a lemma's hypotheses are certified: strict (every random classifier scores one
ω(n)), bounded (ω(n) = 1/n, attained by the uniform classifier or approached by a family), or fails (a family
tends to the perfect score); None otherwise.
"""

from collections.abc import Callable
from typing import Any, cast

import sympy

from metrics import Metric
from metrics.structure import CLASSES

from axioms.arithmetic.rational import cancel
from axioms.core.budget import Settings
from axioms.core.verdict import Verdict
from axioms.every_n.chance_formula import (
    PREDICTS_ONE, concentrated, family_limit, for_every_n, formula_text, mean_bound, never_constant, perfect_score,
    reaches_perfect, strict_baseline, supremum_bound, uniform_score,
)
from axioms.every_n.lemmas import LEMMAS
from axioms.every_n.occurring_classes import where_every_class_occurs, where_every_count_is_positive
from axioms.every_n.verdicts import EveryN, proved_for_every_n, structure_of

__all__ = ["pv_for_every_n", "bounded_by_lemma_a"]


def pv_for_every_n(metric: Metric, base: Callable[[int], Verdict], settings: Settings) -> EveryN | None:
    """PV for every n ≥ 2 of a structured metric or its calibrated variant (:mod:`axioms.every_n.chance_formula`),
    or None.

    In order: every random classifier scores one ω(n) (:func:`~axioms.every_n.chance_formula.strict_baseline`),
    short of the perfect score at every n ≥ 2 → strict ("complete" when ω is free of n); the
    p-mean bound (:func:`~axioms.every_n.chance_formula.mean_bound`) with the uniform classifier scoring
    1/n < perfect and a family scoring otherwise (:func:`~axioms.every_n.chance_formula.never_constant`)
    → bounded; random classifiers tending to the perfect score
    (:func:`~axioms.every_n.chance_formula.reaches_perfect`) → fails; then (:func:`_approached`) predicting one
    class reaching the perfect score → fails, and a supremum 1/n that the uniform classifier falls short of
    (:func:`~axioms.every_n.chance_formula.supremum_bound`) → bounded. ``base`` is not needed: every
    hypothesis is certified on the formulas in n; a term that leaves out an empty class is read where
    its class occurs (Lemma O, :mod:`axioms.every_n.occurring_classes`).
    """
    written, calibrated = structure_of(metric), metric.calibrated_from is not None
    structure = where_every_class_occurs(written)
    omega, perfect = uniform_score(structure), perfect_score(structure)
    if omega is None or perfect is None:
        return None
    where = " (calibration lemma: metric~(s·z pᵀ) = metric(s·z uᵀ), u uniform)" if calibrated else ""
    if structure is not written:
        where += (f"; {LEMMAS['O'].cite()}: random and perfect classifiers leave out no class, "
                  f"so every term is read where its class occurs")
    strict = strict_baseline(structure, calibrated)
    if strict is not None and cancel(strict - omega) == 0:
        if cancel(strict - perfect) == 0:
            return _every_n_fails(f"every random classifier scores {formula_text(strict)}, the perfect score{where}",
                                  perfect)
        if not for_every_n(metric.direction * (perfect - strict), ">0"):
            return None
        method = (f"the score on every random classifier, written in the power sums Σ z^a p^b (Σ z = Σ p = 1), "
                  f"cancels to ω(n) = {formula_text(strict)}{where}")
        return _every_n_holds(strict, "strict", method, f"every random classifier scores {formula_text(strict)}")
    bound = mean_bound(structure, calibrated)
    if (bound is not None and metric.direction > 0 and cancel(omega - 1 / CLASSES) == 0
            and for_every_n(perfect - omega, ">0")):
        family = never_constant(structure, omega, calibrated)
        if family is not None:
            method = (f"{bound}, so the power-mean inequality bounds every random classifier by 1/n, "
                      f"attained by the uniform one{where}; "
                      f"{family} scores differently at every n")
            return _every_n_holds(omega, "bounded", method, f"random classifiers score at most 1/n (the uniform one), "
                                  f"short of the perfect {formula_text(perfect)}; not strict")
    positive = where_every_count_is_positive(structure)  # the family's every cell is positive
    if reaches_perfect(positive, perfect, calibrated):
        family = ("z ∝ (1 − (n−1)ε, ε, …, ε), p uniform" if calibrated
                  else "z = p = (1 − (n−1)ε, ε, …, ε)")
        if positive is not structure:
            where += (f"; {LEMMAS['O'].cite()}: every cell of the family is positive, "
                      f"so every term is read where c, r, t > 0")
        return _every_n_fails(f"the score of {family} {_TENDS} to the perfect score "
                              f"{formula_text(perfect)}{_CONTINUOUS}{where}", perfect)
    return _approached(metric, structure, omega, perfect, where)


_TENDS = "is rational in ε and n and tends"
_CONTINUOUS = " as ε → 0+ (denominator non-zero at ε = 0 for every n ≥ 2)"


def _approached(metric: Metric, structure: Any, uniform: Any, perfect: Any, where: str) -> EveryN | None:
    """PV for every n ≥ 2 where the supremum over random classifiers is approached, not attained by the uniform one
    (:func:`~axioms.every_n.chance_formula.supremum_bound`: bounded by 1/n, a family tends to 1/n), or where
    predicting one class reaches the perfect score (classes never predicted scored by convention); else None."""
    calibrated = metric.calibrated_from is not None
    # calibrated, p is uniform: predicting one class is one classifier, no family in ε
    family, reaches = (("z = (1, 0, …, 0), p uniform", "is") if calibrated
                       else ("z = (1, 0, …, 0), p = (1 − (n−1)ε, ε, …, ε)", f"{_TENDS} to"))
    spread = "z ∝ (1 − (n−1)ε, ε, …, ε), p uniform" if calibrated else "z = p = (1 − (n−1)ε, ε, …, ε)"
    if reaches_perfect(structure, perfect, calibrated, PREDICTS_ONE):
        return _every_n_fails(f"{LEMMAS['R'].cite()}: the score of {family} {reaches} the perfect score "
                              f"{formula_text(perfect)}{'' if calibrated else _CONTINUOUS}{where}", perfect)
    bound = supremum_bound(structure, calibrated) if metric.direction > 0 else None
    if bound is None or not for_every_n(perfect - 1 / CLASSES, ">0") or not for_every_n(1 / CLASSES - uniform, ">0"):
        return None
    for zp, text, how in ((concentrated(calibrated), spread, f"{_TENDS} to"), (PREDICTS_ONE, family, reaches)):
        limit = family_limit(structure, zp, calibrated)
        if limit is not None and cancel(limit - 1 / CLASSES) == 0:
            method = (f"{LEMMAS['A'].cite()}: {bound}, so the power-mean inequality bounds every random classifier "
                      f"by 1/n; the score of {text} {how} 1/n{'' if how == 'is' else _CONTINUOUS}, so 1/n is the "
                      f"supremum; the uniform classifier scores {formula_text(uniform)} < 1/n{where}")
            return _every_n_holds(1 / CLASSES, "bounded", method, "random classifiers score at most 1/n, their "
                                  f"supremum, short of the perfect {formula_text(perfect)}; not strict")
    return None


def _every_n_holds(omega: Any, strength: str, method: str, detail: str) -> EveryN:
    """PV holds for every n ≥ 2 with baseline ω(n) (per-n extra: ω at n, its formula, the strength)."""
    shown = "complete" if strength == "strict" and not omega.has(CLASSES) else strength
    every = proved_for_every_n("PV", 2, method, detail, extra_at=lambda k: {
        "value": omega.subs(CLASSES, k), "strength": strength, "formula": str(omega)})
    # shared with every at(n)'s evidence
    cast(dict[str, Any], every.evidence).update({"baseline": formula_text(omega), "strength": shown})
    return every


def _every_n_fails(method: str, perfect: Any) -> EveryN:
    """PV fails for every n ≥ 2: random classifiers score (or approach) the perfect score."""
    def extra_at(k: int) -> dict[str, Any]:
        return {"value": None, "strength": None, "sup": float(perfect.subs(CLASSES, k))}

    every = proved_for_every_n("PV", 2, method, "random classifiers reach the perfect score: no chance correction",
                               extra_at=extra_at, verdict="fails")
    cast(dict[str, Any], every.evidence).update({"baseline": None, "strength": None})
    return every


def bounded_by_lemma_a(metric: Metric, n: int, omega: Any) -> str | None:
    r"""At one n (for :func:`axioms.properties.pv.chance.proved_bound`): how Lemma A bounds every random
    classifier by ω = 1/n, or None where it does not apply.

    The lemma (:func:`axioms.every_n.chance_formula.supremum_bound`): a p-mean, p ≤ 1, of one
    :math:`\gamma(z, p)` with :math:`0 \le \gamma \le (z + p)/2` (z3, on two variables) scores at most
    :math:`\frac1{2n}\sum_k (z_k + p_k) = 1/n`; its terms are read where their class occurs, as every class does
    on PV's domain (:func:`axioms.every_n.occurring_classes.where_every_class_occurs`). The whole inequality on
    the 2n + 1 variables can run out of z3's resource limit where these two small queries do not (macro Jaccard
    at n = 3: 8 s per query, unknown, on a quiet machine)."""
    structure = structure_of(metric)
    if structure is None or metric.direction < 0 or omega != sympy.Rational(1, n):
        return None
    bound = supremum_bound(where_every_class_occurs(structure), metric.calibrated_from is not None)
    return None if bound is None else f"{LEMMAS['A'].cite()}: {bound}, and the mean of (z_k + p_k)/2 is 1/n"

