"""MON, strict monotonicity (Sebastiani 2015 Axiom 1): moving one item from a wrong cell m_ij to its correct
cell m_jj strictly raises the score."""

from collections.abc import Callable
from typing import Any, cast

import numpy as np
from numpy.typing import NDArray

from metrics import Metric

from axioms.core.budget import Settings

from axioms.arithmetic.exact import as_text
from axioms.constructions.monotone import mon_proof
from axioms.search.refute import Move, search_pairs
from axioms.core.registry import register_property
from axioms.search.spaces import MatrixSpace, cell_name, test_set_text
from axioms.core.verdict import Verdict, VerdictsOf

MON = VerdictsOf("MON")

__all__ = ["check_mon"]


def check_mon(metric: Metric, n: int, settings: Settings, rng: np.random.Generator) -> Verdict:
    r"""MON strict monotonicity (Sebastiani Axiom 1).

    Binary: for every test set, turning one wrong decision into a right one strictly
    raises the score,

    .. math:: M(TP+1, FN-1) > M(TP, FN) \quad\text{and}\quad M(TN+1, FP-1) > M(TN, FP).

    n classes: moving one item from a wrong cell :math:`m_{ij}` (:math:`i \ne j`) to its
    correct cell :math:`m_{jj}` (same test set) strictly raises the score. Pairs where the
    metric is undefined on either side are left to SDE/WDE and counted in the detail.
    Search: all matrices with entries ``0..k`` (``settings.exhaustive_bound(n)``) and
    random batches; proof: for each support pattern, ``cancel`` writes the score gain as
    a fraction whose numerator and denominator have one-signed coefficients, and the
    numerator is certified nonzero wherever both scores are defined (:func:`mon_proof`).
    A candidate whose exact sign cannot be certified makes an unproved "holds" "unknown".
    """
    direction = metric.direction
    moves = [Move((i, j), _correct(i, j), "increasing", direction) for j in range(n) for i in range(n) if i != j]
    space = MatrixSpace(n, settings)
    outcome = search_pairs(metric, space.stages(rng), moves)
    if outcome.violation:
        pair = outcome.violation
        (i, j), (v0, v1) = cast("tuple[int, int]", pair.key), pair.values
        assert pair.sign is not None  # a violation of a move without definedness has a certified sign
        what = "unchanged" if pair.sign == 0 else ("lower" if pair.sign < 0 else "higher")  # the score, as printed
        return MON.fails(
            f"on the test set {test_set_text(np.sum(pair.before, axis=0))}, "
            f"correcting one item ({cell_name(n, i, j)} -> {cell_name(n, j, j)}) "
            f"takes the score from {as_text(v0)} to {as_text(v1)}: {what}, not strictly "
            f"{'higher' if direction > 0 else 'lower (the metric is lower-is-better)'} "
            f"(found by {pair.stage} search, verified {pair.verified})",
            {"before": pair.before, "after": pair.after, "moved": [[i, j], [j, j]],
             "values": [as_text(v0), as_text(v1)], "verified": pair.verified},
        )
    undefined_pairs = outcome.undefined_pairs.get("exhaustive", 0)
    note = (f"{undefined_pairs} pairs of the exhaustive stage with an undefined side were skipped "
            "(definedness is SDE/WDE)")
    proof = mon_proof(metric, n, settings, direction)
    if proof is True:
        return MON.holds(
            {"kind": "proof", "method": "per support pattern, together(metric(after) - metric(before)) "
             "= positive constant + nonnegative terms over a denominator of certified sign"},
            f"every correction strictly improves the score (proved; {note})",
        )
    if outcome.undecided:
        pair = outcome.undecided
        (i, j), (v0, v1) = cast("tuple[int, int]", pair.key), pair.values
        return MON.undecided(f"{cell_name(n, i, j)} -> {cell_name(n, j, j)} from m={pair.before} "
                             f"({as_text(v0)} vs {as_text(v1)})", proof)
    return MON.holds(
        space.search_evidence("every single-item correction tried", proof, outcome.budget),
        f"no correction that fails to strictly improve the score was found (not refuted, not proved; {note})",
    )


def _correct(i: int, j: int) -> Callable[[NDArray[Any], Any], tuple[NDArray[Any], NDArray[Any]]]:
    """A move's ``apply``: one item of the wrong cell (i, j) moved to its correct cell (j, j), where there is one."""

    def apply(batch: NDArray[Any], parameters: Any) -> tuple[NDArray[Any], NDArray[Any]]:
        rows = np.flatnonzero(batch[:, i, j] >= 1)
        moved = batch[rows].copy()
        moved[:, i, j] -= 1
        moved[:, j, j] += 1
        return rows, moved

    return apply


register_property(
    "MON",
    name="strict monotonicity",
    statement="moving one item from a wrong cell m_ij to its correct cell m_jj strictly raises the score",
    source="Sebastiani 2015 Axiom 1",
    check=check_mon,
    group="sebastiani",
    position=1,
)
