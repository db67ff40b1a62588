"""PIII for every number of classes: the hook that applies Lemmas D1–D4.

``piii_every_n(metric, base, settings) -> EveryN | None`` (see :mod:`axioms.every_n.verdicts`)
applies the lemmas of :mod:`axioms.every_n.decomposition_lemmas` (each stated and proved in that
module's docstring) to a structured metric or the calibrated variant of one, and returns None
whenever no lemma's hypotheses are certified. A lifted counterexample is re-checked exactly at
start, start + 1 and start + 2 (:func:`axioms.every_n.verdicts.failing_for_every_n`) and at every
n it is asked about.
"""

from typing import Any


from metrics.bridge import exact_number

from axioms.every_n.calibrated_structure import calibrated_structure
from axioms.every_n.decomposition_lemmas import (
    class_mean_exponent, empty_classes_change_nothing, implied_exponent_lift, implied_exponents_at, single_sum_score,
)
from axioms.every_n.lifting import Padding, padded_exact, padded_matrix
from axioms.every_n.verdicts import (
    EveryN, failing_for_every_n, lifting_sizes, proved_for_every_n, refuted_exactly, structure_of,
)
from axioms.every_n.lemmas import LEMMAS

__all__ = ["piii_every_n", "exponent_value"]


def exponent_value(p: Any) -> Any:
    """The exponent as the per-n PIII verdicts report it: an int when integral, else a float."""
    p = exact_number(p)
    return int(p) if p.is_Integer else float(p)


def piii_every_n(metric: Any, base: Any, settings: Any) -> "EveryN | None":
    """PIII for every n: Lemma D1 or D2 (holds), else D3 (a per-n refutation padded with empty
    classes) or D4 (implied exponents of padded blocks) (fails); None when none applies."""
    structure = structure_of(metric)
    calibrated = metric.calibrated_from is not None
    own = calibrated_structure(structure) if calibrated else structure
    where = " (of the calibrated structure, axioms.every_n.calibrated_structure)" if calibrated else ""
    if own is not None:
        p = class_mean_exponent(own)
        if p is not None:
            return proved_for_every_n(
                "PIII", 2,
                f"{LEMMAS['D1'].cite()}: a p-mean{where} of one per-class score g = {getattr(own, 'score', '?')} "
                f"free of N, p = {p}",
                f"a generalised mean with p = {p} of one per-class score (proved)",
                extra_at=lambda n: {"p": exponent_value(p)})
        g = single_sum_score(own)
        if g is not None:
            return proved_for_every_n(
                "PIII", 2,
                f"{LEMMAS['D2'].cite()}: F is affine in its one class sum{where}, "
                f"so the metric is the arithmetic mean of g = {g}",
                "an arithmetic mean (p = 1) of one per-class score (proved)", extra_at=lambda n: {"p": 1})
    if not calibrated and empty_classes_change_nothing(structure):
        lifted = _padded_refutation(metric, base)
        if lifted is not None:
            return lifted
    lift = implied_exponent_lift(metric)
    if lift is None:
        return None
    return failing_for_every_n(
        "PIII", lift.start, lift.method(),
        "no generalised mean of per-class scores fits (exponents forced by padded blocks differ)",
        lambda n: implied_exponents_at(metric, lift, n), extra_at=lambda n: {"p": None})


def _matrices_of(counterexample: dict[str, Any]) -> list[Any]:
    found = [m for key in ("matrices",) for m in counterexample.get(key, [])]
    found += [counterexample[key] for key in ("matrix", "forced_at") if key in counterexample]
    return found


def _padded_refutation(metric: Any, base: Any) -> "EveryN | None":
    """Lemma D3: the smallest per-n refutation at a checked n₀ (2, 3 and any other checked), padded with empty
    classes (same values)."""
    for n0 in lifting_sizes(base):
        verdict = base(n0)
        if not refuted_exactly(verdict):
            continue
        original = verdict.counterexample
        blocks = _matrices_of(original)
        if not blocks:
            return None

        def lift(
            n: int, n0: int = n0, blocks: list[Any] = blocks, original: dict[str, Any] = original
        ) -> "tuple[dict[str, Any], str] | None":
            padded = [padded_matrix(b, n - n0, Padding("empty")) for b in blocks]
            values = [(metric.exact(b), padded_exact(metric, b, n - n0, Padding("empty"))) for b in blocks]
            if any(v is None or w is None or v != w for v, w in values):
                return None
            record = {**original, "padded_matrices": padded, "values": [str(w) for _, w in values], "verified": "exact",
                      "lifted_from": n0, "padding": "empty classes (no items)"}
            return record, (f"the refutation at n = {n0} ({verdict.detail}), padded with n − {n0} empty classes: "
                            f"the same values, exactly")

        return failing_for_every_n(
            "PIII", n0,
            f"{LEMMAS['D3'].cite()}: the summands vanish at an empty class and F does not read n, "
            f"so padding with empty classes keeps every value, and a decomposition at n would restrict to one "
            f"at n = {n0}, where Eq. 4 is refuted for every p",
            f"no generalised mean of per-class scores fits (refuted at n = {n0}, lifted by empty classes)", lift,
            extra_at=lambda n: {"p": None})
    return None
