"""SDE and WDE, strong and weak definiteness (Sebastiani Axioms 3 and 4)."""

import numpy as np

from ..exact import as_text, value_of
from ..spaces import evaluate, int_lists, random_batch
from ..refute import CANDIDATES
from ..verdict import fails, holds
from ..evidence import verified_how
from ._common import _budget, _classifiers, _definedness_proof, _grid, _grid_batches, _pattern_text, _ts


def _search_stages(n, settings, rng):
    """The grid's classifiers in batches (smallest test sets first), then the random matrices."""
    for batch in _grid_batches(_grid(n, settings)):
        yield "exhaustive", batch
    yield "random", random_batch(n, settings.search_size, rng)


def check_sde(metric, n, settings, rng):
    r"""SDE strong definiteness (Sebastiani Axiom 3): the score is defined for every test set and classifier.

    .. math:: \forall m \in \mathbb{N}^{n\times n},\ \textstyle\sum m > 0:\ M(m) \text{ is defined}

    (binary: every :math:`(AP, AN) \ne (0, 0)` and every :math:`0 \le TP \le AP`,
    :math:`0 \le TN \le AN`; the same statement for n classes). Scans every classifier of
    every test set of the grid (:func:`~axioms.sebastiani._common._grid`: within
    ``settings.exhaustive_matrices`` classifiers, streamed in batches), then random matrices; fails with the first
    (smallest) undefined case, re-checked exactly. Proof: for every support pattern every
    denominator is certified positive.
    """
    for stage, batch in _search_stages(n, settings, rng):
        values = evaluate(metric, batch)
        for idx in np.flatnonzero(~np.isfinite(values))[:CANDIDATES]:
            m = int_lists(batch[idx])
            if sum(map(sum, m)) == 0:
                continue
            v, how = value_of(metric, m)
            if v is None:
                return fails(
                    "SDE",
                    f"undefined on the test set {_ts(np.sum(m, axis=0))} for the classifier m={m} (found by {stage} scan, verified {how})",
                    {"test_set": [int(x) for x in np.sum(m, axis=0)], "matrix": m, "value": "undefined", "verified": how},
                    evidence={"kind": "counterexample", "method": f"{stage} scan of test sets and classifiers; the undefined value re-checked exactly"},
                )
    status = _definedness_proof(metric, n, settings)
    if isinstance(status, dict) and all(s == "defined" for s in status.values()):
        return holds(
            "SDE",
            {"kind": "proof", "method": "for every support pattern of the test set, every denominator is certified positive"},
            "defined for every nonempty test set and every classifier (proved)",
        )
    reason = status if isinstance(status, str) else "no positivity certificate for some denominator"
    return holds(
        "SDE",
        _search_evidence(n, settings, "every classifier of every test set of the grid", reason),
        "no undefined case found (not refuted, not proved)",
    )


def _search_evidence(n, settings, what, note):
    return {
        "kind": "search",
        "method": f"no counterexample: exhaustive over {what} ({_grid(n, settings).text()}) and {settings.random_matrices} random matrices; {note}",
        "budget": _budget(n, settings),
    }


def check_wde(metric, n, settings, rng):
    r"""WDE weak definiteness (Sebastiani Axiom 4): whether the score is defined depends on the test set only.

    .. math:: \forall m, m' \text{ with equal column sums}:\ M(m) \text{ defined} \iff M(m') \text{ defined}

    (binary: two classifiers on the same :math:`(AP, AN)`; n classes: same prevalences).
    Fails with two classifiers on one test set, one scored and one undefined (both
    re-checked exactly). Proof: per support pattern, either every denominator is
    certified positive or one of them vanishes identically.
    """
    for p in _grid(n, settings).sets:
        mats = _classifiers(p)
        defined = np.isfinite(evaluate(metric, mats))
        if defined.all() or not defined.any():
            continue
        found = _wde_pair(metric, [int_lists(mats[k]) for k in np.flatnonzero(defined)[:CANDIDATES]], [int_lists(mats[k]) for k in np.flatnonzero(~defined)[:CANDIDATES]])
        if found:
            return _wde_fail(n, p, found, "exhaustive")
    batch = random_batch(n, settings.search_size, rng)
    batch = batch[batch.sum(axis=(1, 2)) > 0]
    prev = batch.sum(axis=1)
    other = np.zeros_like(batch)
    for j in range(n):
        draws = rng.multinomial(prev[:, j].astype(np.int64), np.full(n, 1.0 / n))
        other[:, :, j] = draws
    perfect = np.zeros_like(batch)
    for j in range(n):
        perfect[:, j, j] = prev[:, j]
    d0 = np.isfinite(evaluate(metric, batch))
    for alt in (other, perfect):
        d1 = np.isfinite(evaluate(metric, alt))
        for idx in np.flatnonzero(d0 != d1)[:CANDIDATES]:
            a, b = int_lists(batch[idx]), int_lists(alt[idx])
            good, bad = (a, b) if d0[idx] else (b, a)
            found = _wde_pair(metric, [good], [bad])
            if found:
                return _wde_fail(n, tuple(int(x) for x in prev[idx]), found, "random")
    status = _definedness_proof(metric, n, settings)
    if isinstance(status, dict) and all(s in ("defined", "undefined") for s in status.values()):
        undefined = [_pattern_text(n, s) for s, st in status.items() if st == "undefined"]
        where = f"; undefined for every classifier exactly when {' or '.join(undefined)}" if undefined else ""
        return holds(
            "WDE",
            {"kind": "proof", "method": "per support pattern, every denominator is certified positive or vanishes identically"},
            f"definedness depends on the test set only (proved{where})",
        )
    reason = status if isinstance(status, str) else "no certificate for some support pattern"
    return holds(
        "WDE",
        _search_evidence(n, settings, "every test set of the grid with all its classifiers, random test sets with a random and the perfect classifier", reason),
        "no test set with both scored and undefined classifiers found (not refuted, not proved)",
    )


def _wde_pair(metric, defined, undefined):
    for bad in undefined:
        vb, how_b = value_of(metric, bad)
        if vb is not None:
            continue
        for good in defined:
            vg, how_g = value_of(metric, good)
            if vg is not None:
                return good, vg, bad, verified_how(how_g, how_b)
    return None


def _wde_fail(n, p, found, stage):
    good, vg, bad, how = found
    return fails(
        "WDE",
        f"on the test set {_ts(p)} the classifier m={good} scores {as_text(vg)} but m={bad} is undefined "
        f"(found by {stage} scan, verified {how})",
        {"test_set": [int(x) for x in p], "defined": good, "defined_value": as_text(vg), "undefined": bad, "verified": how},
    )
