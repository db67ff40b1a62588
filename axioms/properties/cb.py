r"""CB, constant baseline (Gösgens, Zhiyanov, Tikhonov & Prokhorenkova, NeurIPS 2021).

"Good Classification Measures and How to Find Them" asks of a measure that a random
classifier with given class sizes scores a constant on average: with the prediction counts
``r`` (row sums) and the true-class counts ``p`` (column sums) fixed and the predictions a
uniformly random permutation (the ``permutation`` model of :data:`axioms.constructions.random_models.MODELS`,
a hypergeometric table),

.. math:: E_{perm}[\mathrm{score} \mid r, p] = c \quad\text{for every } (r, p).

Reading: every pair of counts with ``N ≥ 1`` in which every class occurs in the truth
(``p > 0``; ``r`` any composition of N, constant classifiers included). A pair on which no table
is scored is outside the domain; a pair on which the model draws an unscored table with positive
probability has an undefined expectation, and CB fails there (never conditioned on).

Evidence: a proof for every such pair (:func:`axioms.constructions.fixed_margins.margins_lemma`: with both
margins fixed the score is affine in the cells, its denominators fixed by the margins, so
:math:`E = \mathrm{score}(r p^\top / N)`, which simplifies to the same number for every set of
predicted classes), else exact enumeration of every table of the grid's pairs (``✓*``). Fails
with two pairs of counts and their exact expectations. Kappa and MCC have CB (0: the chance
agreement and the covariance's subtrahend are fixed by the margins), macro recall too (1/n);
accuracy and F1 do not.
"""

from collections.abc import Sequence
from typing import Any, cast

import numpy as np

from metrics import Metric

from axioms.core.budget import Settings
from axioms.arithmetic.exact import as_text, sign_of_difference, value_of
from axioms.core.evidence import rechecked, verified_how
from axioms.constructions.fixed_margins import (
    count_pairs, counts_text, float_expectations, margins_lemma, permutation_expectations, suspects,
)
from axioms.search.refute import CANDIDATES
from axioms.core.registry import register_property
from axioms.core.verdict import Verdict, VerdictsOf

CB = VerdictsOf("CB")


def _scan(
    metric: Metric, sets: Sequence[Sequence[int]]
) -> tuple[Verdict | None, str | None, tuple[Any, ...] | None]:
    """``(verdict or None, undecided or None, first (p, r, value) or None)`` over every pair of counts of ``sets``."""
    first, undecided = None, None
    for p, r, e in permutation_expectations(metric, sets):
        if not e["scored_anywhere"]:
            continue
        if e["value"] is None:
            m, pr = e["undefined"]
            how = value_of(metric, m)[1]
            return CB.fails(
                f"on {counts_text(p, r)} the table m={m} (probability {pr}) is not scored, "
                "so the expectation is undefined",
                {"test_set": list(p), "prediction_counts": list(r), "matrix": m,
                 "probability": str(pr), "value": "undefined", "verified": how},
                evidence={"kind": "counterexample",
                          "method": f"exact enumeration; the unscored table re-checked {rechecked(how)}"},
            ), None, first
        if first is None:
            first = (p, r, e["value"], e["how"])
            continue
        sign = sign_of_difference(first[2], e["value"])
        if sign:
            p0, r0, v0, how0 = first
            return CB.fails(
                f"E_perm[score] = {as_text(v0)} on {counts_text(p0, r0)} "
                f"but {as_text(e['value'])} on {counts_text(p, r)}",
                {"test_sets": [list(p0), list(p)], "prediction_counts": [list(r0), list(r)],
                 "expectations": [as_text(v0), as_text(e["value"])],
                 "verified": verified_how(how0, e["how"])},
                evidence={"kind": "counterexample",
                          "method": "expectations by enumerating every table of both pairs of counts "
                          "with its exact hypergeometric probability "
                          f"(values {verified_how(how0, e['how'])})"},
            ), None, first
        if sign is None:
            undecided = undecided or f"E_perm[score] on {counts_text(p, r)} not certified equal to the first one"
    return None, undecided, first


def check_cb(metric: Metric, n: int, settings: Settings, rng: np.random.Generator) -> Verdict:
    """CB: decide the constant baseline at ``n`` classes (see the module docstring for the reading and the evidence).

    A float64 scan points at the test sets an exact enumeration checks first; then the proof; then the
    exact enumeration of every pair of counts of the grid.
    """
    sets, the_grid = count_pairs(n, settings)
    for pair in suspects([(p, float_expectations(metric, p)) for p in sets])[:CANDIDATES]:
        failure = _scan(metric, list(dict.fromkeys(pair)))[0]
        if failure is not None:
            return failure
    values, reason = margins_lemma(metric, n, settings)
    numbers: set[Any] = set() if values is None else {v for v in values.values() if not isinstance(v, str)}
    if values is not None and len(numbers) == 1 and (c := numbers.pop()).is_number:
        return CB.holds(
            {"kind": "proof", "method": "with both margins fixed the score is affine in the cells and its denominators "
                                        "depend on the margins only, so "
                                        "E_perm[score | r, p] = score(r pᵀ/N), which simplifies to one number "
                                        "for every set of predicted classes"},
            f"E_perm[score] = {as_text(c)} for every pair of counts in which every class occurs "
            "and some table is scored (proved)",
        )
    failure, undecided, first = _scan(metric, sets)
    if failure is not None:
        return failure
    if undecided is not None:
        return CB.undecided(undecided)
    if first is None:
        return CB.unknown(f"no pair of counts with {the_grid.text()} has a scored table")
    why = (reason or "E_perm[score | r, p] = score(r pᵀ/N) is not one number: "
           + "; ".join(f"predicted {list(k)}: {v}" for k, v in cast("dict[tuple[int, ...], Any]", values).items()))
    return CB.holds(
        {"kind": "exhaustive", "method": "exact expectations on every pair of counts (every prediction count) "
                                         "on the test sets with every class present among "
                                         f"{the_grid.text()}; no proof: {why}", "budget": the_grid.as_budget()},
        f"E_perm[score] = {as_text(first[2])} on every pair of counts checked",
    )


register_property(
    "CB",
    name="constant baseline",
    statement="E[score] of a random permutation of the predictions (prediction and true-class counts fixed) "
              "is one constant for all counts",
    source="Gösgens, Zhiyanov, Tikhonov & Prokhorenkova 2021, Good Classification Measures and How to Find Them "
           "(NeurIPS)",
    check=check_cb,
    group="gosgens",
    position=1,
)
