"""PIV for every number of classes: the hook that applies Lemmas V1–V3 and the padding lift.

``piv_every_n(metric, base, settings) -> EveryN | None`` (see :mod:`axioms.every_n.verdicts`)
applies the lemmas of :mod:`axioms.every_n.prevalence_lemmas` (each stated and proved in that
module's docstring) to a structured metric or the calibrated variant of one, or lifts a per-n
counterexample by padding (:mod:`axioms.every_n.lifting`), and returns None whenever no lemma's
hypotheses are certified. A lifted counterexample is re-checked exactly at start, start + 1 and
start + 2 (:func:`axioms.every_n.verdicts.failing_for_every_n`) and at every n it is asked about.
"""

from typing import Any

from metrics.padded import cells_text, matrix_words
from metrics.structure import ClassMean

from axioms.every_n.lifting import lift_pair, lifted_pair_at
from axioms.every_n.occurring_classes import where_every_class_occurs
from axioms.every_n.prevalence_lemmas import proportional_pair_at, proportional_padding_applies, recall_like_score
from axioms.every_n.prevalence_lemmas import scale_invariant_structure
from axioms.every_n.verdicts import EveryN, failing_for_every_n, later_sizes, lifting_sizes, proved_for_every_n
from axioms.every_n.verdicts import refuted_exactly, structure_of
from axioms.every_n.lemmas import LEMMAS

__all__ = ["piv_every_n"]


def piv_every_n(metric: Any, base: Any, settings: Any) -> "EveryN | None":
    """PIV for every n: Lemma V2 (calibrated variants) or V1 (holds), else a per-n pair lifted by
    :func:`axioms.every_n.lifting.lift_pair` or Lemma V3 (fails); None when none applies."""
    structure = structure_of(metric)
    if metric.calibrated_from is not None:
        occurring = where_every_class_occurs(structure)  # Lemma O: a calibrated matrix leaves out no class
        if scale_invariant_structure(occurring):
            read = "" if occurring is structure else f" where every class occurs ({LEMMAS['O'].cite()})"
            return proved_for_every_n(
                "PIV", 2, f"{LEMMAS['V2'].cite()}: the calibrated m·λ is a positive multiple of the calibrated m, "
                f"and the structure is scale invariant{read} (certified term by term)",
                "metric~(m·λ) = metric~(m) (proved)")
        return None
    score = recall_like_score(structure)
    if score is not None:
        mean = ("a mean of" if isinstance(structure, ClassMean)
                else "a function F(R, C, n) of the sum R over the classes that occur, and their number C, of")
        return proved_for_every_n(
            "PIV", 2, f"{LEMMAS['V1'].cite()}: {mean} g = {score}, which reads only c and t and is homogeneous "
            "of degree 0 in them", "invariant under every column scaling (proved)")
    for n0 in (*lifting_sizes(base), *later_sizes(metric)):  # a structure that reads n: a failure from n = 4?
        verdict = base(n0)
        if refuted_exactly(verdict):
            return _lifted_pair(metric, structure, verdict.counterexample)
    return None


def _lifted_pair(metric: Any, structure: Any, ce: dict[str, Any]) -> "EveryN | None":
    """The per-n pair lifted by the better of identical padding (axioms.every_n.lifting) and Lemma V3."""
    before, after = ce["before"], ce["after"]
    n0 = len(before)
    lift = lift_pair(metric, before, after, "!=0")
    whole = ce.get("lambda") is not None and all(isinstance(x, int) for x in ce["lambda"])  # V3 pads with N items
    if proportional_padding_applies(structure) and (lift is None or lift.start > n0) and whole:
        lam = ce["lambda"]
        return failing_for_every_n(
            "PIV", n0, f"{LEMMAS['V3'].cite()}: the pair padded with perfect classes of N_before and N_after items; "
            "W' = (W + kγ)/(1 + k) on both sides, so the difference is (W(after) − W(before))/(1 + k) ≠ 0",
            "not prevalence invariant (a pair lifted by proportional padding)",
            lambda n: proportional_pair_at(metric, before, after, lam, n))
    if lift is None:
        return None

    def at(n: int) -> "tuple[dict[str, Any], str] | None":
        record = lifted_pair_at(metric, lift, before, after, n, "!=0")
        if record is None:
            return None
        if ce.get("lambda") is not None:
            record["lambda"] = [*ce["lambda"], *([1] * (n - n0))]
        added = f" and 1 at the {n - n0} added classes" if n > n0 and ce.get("lambda") is not None else ""
        lam = cells_text(ce["lambda"]) if ce.get("lambda") is not None else None
        return record, (f"scaling the true-class columns of m={matrix_words(record['before'])} by "
                        f"λ = {lam}{added} changes the score from {record['values'][0]} "
                        f"to {record['values'][1]} (verified exact)")

    return failing_for_every_n("PIV", lift.start, lift.method(), "not prevalence invariant (a pair lifted by padding)",
                               at)
