"""WDE, weak definiteness (Sebastiani 2015 Axiom 4): on a test set, defined for one classifier iff defined for all."""

from typing import Any

import numpy as np
from numpy.typing import NDArray

from metrics import Metric

from axioms.core.budget import Settings

from axioms.constructions.definedness import definedness_proof
from axioms.core.evidence import verified_how
from axioms.arithmetic.exact import as_text, value_of
from axioms.search.patterns import pattern_text
from axioms.search.refute import CANDIDATES, scan_test_sets
from axioms.core.registry import register_property
from axioms.search.spaces import ClassifierSpace, evaluate, int_lists, random_batch, test_set_text
from axioms.core.verdict import Verdict, VerdictsOf

WDE = VerdictsOf("WDE")

__all__ = ["check_wde"]


def check_wde(metric: Metric, n: int, settings: Settings, rng: np.random.Generator) -> Verdict:
    r"""WDE weak definiteness (Sebastiani Axiom 4): whether the score is defined depends on the test set only.

    .. math:: \forall m, m' \text{ with equal column sums}:\ M(m) \text{ defined} \iff M(m') \text{ defined}

    (binary: two classifiers on the same :math:`(AP, AN)`; n classes: same prevalences).
    Fails with two classifiers on one test set, one scored and one undefined (both
    re-checked exactly). Proof: per support pattern, either every denominator is
    certified positive or one of them vanishes identically.
    """
    space = ClassifierSpace(n, settings)
    failure: Verdict | None = scan_test_sets(metric, space.grid.sets,
                                             lambda p, mats, values: _mixed_test_set(metric, n, p, mats, values))
    if failure is not None:
        return failure
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
    status = definedness_proof(metric, n, settings)
    if isinstance(status, dict) and all(s in ("defined", "undefined") for s in status.values()):
        undefined = [pattern_text(n, s) for s, st in status.items() if st == "undefined"]
        where = f"; undefined for every classifier exactly when {' or '.join(undefined)}" if undefined else ""
        return WDE.holds(
            {"kind": "proof",
             "method": "per support pattern, every denominator is certified positive or vanishes identically"},
            f"definedness depends on the test set only (proved{where})",
        )
    reason = status if isinstance(status, str) else "no certificate for some support pattern"
    return WDE.holds(
        space.search_evidence("every test set of the grid with all its classifiers, "
                              "random test sets with a random and the perfect classifier", reason),
        "no test set with both scored and undefined classifiers found (not refuted, not proved)",
    )


def _mixed_test_set(
    metric: Metric, n: int, p: tuple[int, ...], mats: NDArray[Any], values: NDArray[Any]
) -> Verdict | None:
    """WDE's failure on the test set ``p`` when some of its classifiers ``mats`` are scored and some not
    (the :data:`~axioms.search.refute.CANDIDATES` first of each kind re-checked exactly), else None."""
    defined = np.isfinite(values)
    if defined.all() or not defined.any():
        return None
    found = _wde_pair(metric, [int_lists(mats[k]) for k in np.flatnonzero(defined)[:CANDIDATES]],
                      [int_lists(mats[k]) for k in np.flatnonzero(~defined)[:CANDIDATES]])
    return _wde_fail(n, p, found, "exhaustive") if found else None


def _wde_pair(metric: Metric, defined: list[Any], undefined: list[Any]) -> tuple[Any, Any, Any, str] | None:
    for bad in undefined:
        vb, how_b = value_of(metric, bad)
        if vb is not None:
            continue
        for good in defined:
            vg, how_g = value_of(metric, good)
            if vg is not None:
                return good, vg, bad, verified_how(how_g, how_b)
    return None


def _wde_fail(n: int, p: tuple[int, ...], found: tuple[Any, Any, Any, str], stage: str) -> Verdict:
    good, vg, bad, how = found
    return WDE.fails(
        f"on the test set {test_set_text(p)} the classifier m={good} scores {as_text(vg)} but m={bad} is undefined "
        f"(found by {stage} scan, verified {how})",
        {"test_set": [int(x) for x in p], "defined": good, "defined_value": as_text(vg),
         "undefined": bad, "verified": how},
    )


register_property(
    "WDE",
    name="weak definiteness",
    statement="on a test set, defined for one classifier iff defined for all",
    source="Sebastiani 2015 Axiom 4",
    check=check_wde,
    group="sebastiani",
    position=4,
)
