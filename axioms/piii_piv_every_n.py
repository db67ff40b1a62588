r"""The every-n hooks of PIII (class decomposability) and PIV (prevalence invariance).

``piii_every_n`` and ``piv_every_n`` (``hook(metric, base, settings) -> EveryN | None``, see
:mod:`axioms.every_n`) apply the lemmas of :mod:`axioms.decomposition_lemmas` and
:mod:`axioms.prevalence_lemmas` (each stated and proved in its module docstring) to a structured
metric or the calibrated variant of one, and return None whenever no lemma's hypotheses are
certified. A lifted counterexample is re-checked exactly at start, start + 1 and start + 2
(:func:`axioms.every_n.failing_for_every_n`) and at every n it is asked about.
"""

from typing import Any

import sympy

from .calibrated_structure import calibrated_structure
from .decomposition_lemmas import class_mean_exponent, empty_classes_change_nothing, implied_exponent_lift, implied_exponents_at, single_sum_score
from .every_n import EveryN, failing_for_every_n, proved_for_every_n, structure_of
from .evidence import PROOF_LEVEL
from .lifting import Padding, lift_pair, lifted_pair_at, padded_matrix
from .prevalence_lemmas import proportional_pair_at, proportional_padding_applies, recall_like_score, scale_invariant_structure

__all__ = ["piii_every_n", "piv_every_n", "exponent_value"]

#: The class counts a lifted counterexample may start from.
SMALL_N = (2, 3)


def exponent_value(p: Any) -> Any:
    """The exponent as the per-n PIII verdicts report it: an int when integral, else a float."""
    p = sympy.nsimplify(p)
    return int(p) if p.is_Integer else float(p)


def _refuted(verdict: Any) -> bool:
    """A per-n failure backed by an exactly verified counterexample."""
    ce = verdict.counterexample or {}
    return verdict.verdict == "fails" and verdict.evidence.get("kind") in PROOF_LEVEL and ce.get("verified") == "exact"


def piii_every_n(metric: Any, base: Any, settings: Any) -> "EveryN | None":
    """PIII for every n: Lemma D1 or D2 (holds), else D3 (a per-n refutation padded with empty
    classes) or D4 (implied exponents of padded blocks) (fails); None when none applies."""
    structure = structure_of(metric)
    calibrated = metric.calibrated_from is not None
    own = calibrated_structure(structure) if calibrated else structure
    where = " (of the calibrated structure, axioms.calibrated_structure)" if calibrated else ""
    if own is not None:
        p = class_mean_exponent(own)
        if p is not None:
            return proved_for_every_n(
                "PIII", 2, f"Lemma D1 (axioms.decomposition_lemmas): a p-mean{where} of one per-class score g = {getattr(own, 'score', '?')} free of N, p = {p}",
                f"a generalised mean with p = {p} of one per-class score (proved)", extra_at=lambda n: {"p": exponent_value(p)})
        g = single_sum_score(own)
        if g is not None:
            return proved_for_every_n(
                "PIII", 2, f"Lemma D2 (axioms.decomposition_lemmas): F is affine in its one class sum{where}, so the metric is the arithmetic mean of g = {g}",
                "an arithmetic mean (p = 1) of one per-class score (proved)", extra_at=lambda n: {"p": 1})
    if not calibrated and empty_classes_change_nothing(structure):
        lifted = _padded_refutation(metric, base)
        if lifted is not None:
            return lifted
    lift = implied_exponent_lift(metric)
    if lift is None:
        return None
    return failing_for_every_n("PIII", lift.start, lift.method(), "no generalised mean of per-class scores fits (exponents forced by padded blocks differ)",
                               lambda n: implied_exponents_at(metric, lift, n), extra_at=lambda n: {"p": None})


def _matrices_of(counterexample: dict[str, Any]) -> list[Any]:
    found = [m for key in ("matrices",) for m in counterexample.get(key, [])]
    found += [counterexample[key] for key in ("matrix", "forced_at") if key in counterexample]
    return found


def _padded_refutation(metric: Any, base: Any) -> "EveryN | None":
    """Lemma D3: the smallest per-n refutation at n₀ in 2, 3, padded with empty classes (same values)."""
    for n0 in SMALL_N:
        verdict = base(n0)
        if not _refuted(verdict):
            continue
        original = verdict.counterexample
        blocks = _matrices_of(original)
        if not blocks:
            return None

        def lift(n: int, n0: int = n0, blocks: list[Any] = blocks, original: dict[str, Any] = original) -> "tuple[dict[str, Any], str] | None":
            padded = [padded_matrix(b, n - n0, Padding("empty")) for b in blocks]
            values = [(metric.exact(b), metric.exact(p)) for b, p in zip(blocks, padded)]
            if any(v is None or w is None or v != w for v, w in values):
                return None
            record = {**original, "padded_matrices": padded, "values": [str(w) for _, w in values], "verified": "exact", "lifted_from": n0,
                      "padding": "empty classes (no items)"}
            return record, f"the refutation at n = {n0} ({verdict.detail}), padded with n − {n0} empty classes: the same values, exactly"

        return failing_for_every_n(
            "PIII", n0,
            f"Lemma D3 (axioms.decomposition_lemmas): the summands vanish at an empty class and F does not read n, so padding with empty "
            f"classes keeps every value, and a decomposition at n would restrict to one at n = {n0}, where Eq. 4 is refuted for every p",
            f"no generalised mean of per-class scores fits (refuted at n = {n0}, lifted by empty classes)", lift, extra_at=lambda n: {"p": None})
    return None


def piv_every_n(metric: Any, base: Any, settings: Any) -> "EveryN | None":
    """PIV for every n: Lemma V2 (calibrated variants) or V1 (holds), else a per-n pair lifted by
    :func:`axioms.lifting.lift_pair` or Lemma V3 (fails); None when none applies."""
    structure = structure_of(metric)
    if metric.calibrated_from is not None:
        if scale_invariant_structure(structure):
            return proved_for_every_n(
                "PIV", 2, "Lemma V2 (axioms.prevalence_lemmas): the calibrated m·λ is a positive multiple of the calibrated m, and the "
                "structure is scale invariant (certified term by term)", "metric~(m·λ) = metric~(m) (proved)")
        return None
    if recall_like_score(structure):
        return proved_for_every_n(
            "PIV", 2, f"Lemma V1 (axioms.prevalence_lemmas): a mean of g = {structure.score}, which reads only c and t and is homogeneous "
            "of degree 0 in them", "invariant under every column scaling (proved)")
    for n0 in SMALL_N:
        verdict = base(n0)
        if _refuted(verdict):
            return _lifted_pair(metric, structure, verdict.counterexample)
    return None


def _lifted_pair(metric: Any, structure: Any, ce: dict[str, Any]) -> "EveryN | None":
    """The per-n pair lifted by the better of identical padding (axioms.lifting) and Lemma V3."""
    before, after = ce["before"], ce["after"]
    n0 = len(before)
    lift = lift_pair(metric, before, after, "!=0")
    if proportional_padding_applies(structure) and (lift is None or lift.start > n0) and ce.get("lambda") is not None:
        lam = ce["lambda"]
        return failing_for_every_n(
            "PIV", n0, "Lemma V3 (axioms.prevalence_lemmas): the pair padded with perfect classes of N_before and N_after items; "
            "W' = (W + kγ)/(1 + k) on both sides, so the difference is (W(after) − W(before))/(1 + k) ≠ 0",
            "not prevalence invariant (a pair lifted by proportional padding)", lambda n: proportional_pair_at(metric, before, after, lam, n))
    if lift is None:
        return None

    def at(n: int) -> "tuple[dict[str, Any], str] | None":
        record = lifted_pair_at(metric, lift, before, after, n, "!=0")
        if record is None:
            return None
        if ce.get("lambda") is not None:
            record["lambda"] = [*ce["lambda"], *([1] * (n - n0))]
        return record, f"scaling the true-class columns of m={record['before']} by λ = {record.get('lambda')} changes the score from {record['values'][0]} to {record['values'][1]} (verified exact)"

    return failing_for_every_n("PIV", lift.start, lift.method(), "not prevalence invariant (a pair lifted by padding)", at)
