r"""A PI counterexample that lifts to every larger n, searched for when the per-n one does not.

A counterexample at n₀ (one more item at a cell moves the score the wrong way) need not survive
padding: for a prevalence-weighted metric the added classes change the weights. This module
looks for one that does, cheaply in floats first: random integer matrices at n₀, each compared
with the same matrix plus one item at a cell, **padded** with k = 0 and k = :data:`FAR` classes of
each padding of :data:`axioms.every_n.lifting.PADDINGS`; a pair whose float difference has the violating
sign at both is only a candidate, and one whose exact padded difference (a formula in k evaluated at
k = :data:`FARTHER`, milliseconds) lacks the needed sign there is dropped before its exact lift
(root isolation, about a second for a pair of informedness at n₀ = 3, whose candidates change
sign far out). Nothing is claimed from floats: a candidate counts only when
:func:`axioms.every_n.lifting.lift_pair` proves, exactly, the sign of the padded difference d(k) for
every k from some k_s on (the padding lemma of :mod:`axioms.every_n.lifting`).
"""

from typing import Any, cast

import numpy as np

from axioms.arithmetic.exact import exact_sign
from axioms.every_n.lifting import PADDINGS, RELATIONS_OF_SIGN, lift_pair, padded_exact
from axioms.search.spaces import evaluate, int_lists, random_batch

__all__ = ["lifting_pair", "FAR", "FARTHER", "CANDIDATES", "FAR_CHECKS"]

#: The large number of added classes the float pre-filter checks besides k = 0.
FAR = 40

#: The number of added classes at which a candidate's exact padded difference must already have
#: the needed sign before its lift is tried (a lift starting beyond it is of no use to anyone).
FARTHER = 10**6

#: Exact lifts tried per cell and padding.
CANDIDATES = 8

#: Candidates checked at :data:`FARTHER` per cell and padding.
FAR_CHECKS = 32


def _padded_batch(batch: np.ndarray, extra: int, padding: Any) -> np.ndarray:
    """Each matrix of ``batch`` with ``extra`` classes of ``padding`` added after its own
    (:func:`axioms.every_n.lifting.padded_matrix`, for a whole float batch at once)."""
    n0 = batch.shape[-1]
    out = np.zeros((len(batch), n0 + extra, n0 + extra))
    out[:, :n0, :n0] = batch
    added = np.arange(n0, n0 + extra)
    out[:, added, added] = padding.items
    return out


def _violating(
    metric: Any, batch: np.ndarray, cell: "tuple[int, int]", sign: int, extra: int, padding: Any
) -> np.ndarray:
    """Mask of matrices where one more item at ``cell`` moves the padded score by the violating ``sign``."""
    after = batch.copy()
    after[:, cell[0], cell[1]] += 1
    before_v = evaluate(metric, _padded_batch(batch, extra, padding))
    after_v = evaluate(metric, _padded_batch(after, extra, padding))
    with np.errstate(invalid="ignore"):
        gap = sign * (after_v - before_v)
        return cast(np.ndarray, np.isfinite(gap) & (gap > 1e-9 * (1 + np.abs(before_v))))  # numpy's operators give Any


def _holds_far_out(metric: Any, before: list[list[int]], after: list[list[int]], relation: str, padding: Any) -> bool:
    """Whether ``metric(after) − metric(before)``, both padded with :data:`FARTHER` classes of ``padding``,
    is exactly of the needed sign (``relation``), or undecided there (a value undefined)."""
    va, vb = padded_exact(metric, after, FARTHER, padding), padded_exact(metric, before, FARTHER, padding)
    sign = exact_sign(va - vb) if va is not None and vb is not None else None
    return sign is None or RELATIONS_OF_SIGN[relation](sign)


def lifting_pair(
    metric: Any, n0: int, cell: "tuple[int, int]", settings: Any, seed: int = 0
) -> "tuple[Any, dict[str, Any]] | None":
    """``(PairLift, counterexample)`` for a PI violation at ``n0`` classes that lifts exactly to every
    n from some n on, the given ``cell`` tried first, then the others; None when none is found."""
    rng = np.random.default_rng(seed)
    batch = random_batch(n0, max(50, min(settings.search_size, 200)), rng)[:1000]
    cells = [cell] + [(i, j) for i in range(n0) for j in range(n0) if (i, j) != tuple(cell)]
    for i, j in cells:
        wanted = metric.direction * (1 if i == j else -1)
        relation = "<0" if wanted > 0 else ">0"
        for padding in PADDINGS:
            if metric.calibrated_from is not None and padding.kind == "empty":
                continue
            mask = (_violating(metric, batch, (i, j), -wanted, 0, padding)
                    & _violating(metric, batch, (i, j), -wanted, FAR, padding))
            tried = 0
            for b in np.flatnonzero(mask)[:FAR_CHECKS]:
                before = int_lists(batch[b])
                after = [row[:] for row in before]
                after[i][j] += 1
                if not _holds_far_out(metric, before, after, relation, padding):
                    continue
                tried += 1
                if tried > CANDIDATES:
                    break
                lift = lift_pair(metric, before, after, relation)
                if lift is not None:
                    return lift, {"before": before, "after": after, "cell": [i, j], "verified": "exact"}
    return None
