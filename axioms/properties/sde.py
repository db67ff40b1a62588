"""SDE, strong definiteness (Sebastiani 2015 Axiom 3): defined for every test set and every classifier."""


import numpy as np

from metrics import Metric

from axioms.core.budget import Settings
from axioms.core.evidence import rechecked

from axioms.constructions.definedness import definedness_proof
from axioms.search.refute import search_points
from axioms.core.registry import register_property
from axioms.search.spaces import ClassifierSpace, test_set_text
from axioms.core.verdict import Verdict, VerdictsOf

SDE = VerdictsOf("SDE")

__all__ = ["check_sde"]


def check_sde(metric: Metric, n: int, settings: Settings, rng: np.random.Generator) -> Verdict:
    r"""SDE strong definiteness (Sebastiani Axiom 3): the score is defined for every test set and classifier.

    .. math:: \forall m \in \mathbb{N}^{n\times n},\ \textstyle\sum m > 0:\ M(m) \text{ is defined}

    (binary: every :math:`(AP, AN) \ne (0, 0)` and every :math:`0 \le TP \le AP`,
    :math:`0 \le TN \le AN`; the same statement for n classes). Scans every classifier of
    every test set of the grid (:func:`~axioms.search.spaces.grid`: within
    ``settings.exhaustive_matrices`` classifiers, streamed in batches), then random matrices; fails with the first
    (smallest) undefined case, re-checked exactly. Proof: for every support pattern every
    denominator is certified positive.
    """
    space = ClassifierSpace(n, settings)
    outcome = search_points(metric, space.stages(rng), lambda values: ~np.isfinite(values), lambda v: v is None,
                            admissible=lambda m: sum(map(sum, m)) > 0)
    if outcome.violation:
        stage, m, how = outcome.violation.stage, outcome.violation.matrix, outcome.violation.verified
        return SDE.fails(
            f"undefined on the test set {test_set_text(np.sum(m, axis=0))} for the classifier m={m} "
            f"(found by {stage} scan, verified {how})",
            {"test_set": [int(x) for x in np.sum(m, axis=0)], "matrix": m, "value": "undefined",
             "verified": how},
            evidence={"kind": "counterexample",
                      "method": f"{stage} scan of test sets and classifiers; the undefined value re-checked "
                                f"{rechecked(how)}"},
        )
    status = definedness_proof(metric, n, settings)
    if isinstance(status, dict) and all(s == "defined" for s in status.values()):
        return SDE.holds(
            {"kind": "proof",
             "method": "for every support pattern of the test set, every denominator is certified positive"},
            "defined for every nonempty test set and every classifier (proved)",
        )
    reason = status if isinstance(status, str) else "no positivity certificate for some denominator"
    return SDE.holds(
        space.search_evidence("every classifier of every test set of the grid", reason),
        "no undefined case found (not refuted, not proved)",
    )


register_property(
    "SDE",
    name="strong definiteness",
    statement="defined for every test set and every classifier",
    source="Sebastiani 2015 Axiom 3",
    check=check_sde,
    group="sebastiani",
    position=3,
)
