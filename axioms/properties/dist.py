r"""DIST, distance (Gösgens et al. 2021): an affine image of the metric is a metric on labelings.

A labeling of N items is a vector y of class labels; two labelings give the confusion matrix
:math:`m(y, y')` (y the predictions, y' the truth). The property asks for a, b with
:math:`d(y, y') = a + b\,M(m(y, y'))` a distance:

.. math:: d(y, y') = 0 \iff y = y', \qquad d(y, y') = d(y', y), \qquad d(y, y'') \le d(y, y') + d(y', y'') .

d(y, y) = 0 for every y forces one constant score c at the perfect classifiers and, up to a
positive factor (which changes none of the three axioms), :math:`d = \mathrm{direction}\cdot(c - M)`;
so the property is decided for that d.

**Source and reading.** Gösgens, Zhiyanov, Tikhonov & Prokhorenkova, "Good classification
measures and how to find them" (NeurIPS 2021), "distance": the measure can be linearly transformed
into a metric distance on labelings. The paper's text was not available here. The engine reads it
on the labelings of N items **in which every class occurs** (where the catalogue's scores are
defined; a pair whose score is undefined is skipped and counted), for every N from n up to a
stated bound (items of N ≤ 6 at n = 2, N ≤ 5 at n = 3, N ≤ n + 1 beyond, and at most
:data:`MAX_LABELINGS` labelings of one N), every pair and every
triple: an **exhaustive** verdict within that bound, or a counterexample (two labelings
breaking identity or symmetry, or a triple breaking the triangle inequality) re-checked exactly.
float64 decides only the comparisons its rounding cannot change; every other one, a tie included, is
made exactly, once per distinct tuple of confusion matrices.
Accuracy has it (d = 1 − accuracy is the Hamming distance over N); kappa and F1 do not.
**Proof** (a lemma): when metric − c ≡ k·(accuracy − 1) with direction·k > 0 (an exact zero test),
d is a positive multiple of the Hamming distance over N, a metric for every N, once the metric is certified
defined on every such pair (``axioms.arithmetic.where_defined``, n ≤ 4). A score undefined
at the perfect classifiers (the odds ratio) fails: d(y, y) has no value.
"""

from collections.abc import Callable
from itertools import product
from typing import Any, cast

import numpy as np
from numpy.typing import NDArray

from metrics import Metric, cell_symbols

from axioms.core.budget import Settings, SymbolicTimeout, time_budget
from axioms.arithmetic.exact import as_text, exact_sign, float_margin, value_of
from axioms.arithmetic.where_defined import as_written, defined_supports
from axioms.core.registry import register_property
from axioms.search.spaces import evaluate
from axioms.arithmetic.symbolic import identically_zero
from axioms.core.verdict import Verdict, VerdictsOf

DIST = VerdictsOf("DIST")

__all__ = ["check_dist", "ITEMS"]

#: Largest number of items N whose labelings are enumerated, per number of classes.
ITEMS = {2: 6, 3: 5}

#: Most labelings of one N enumerated: the triangle check holds L³ floats (250³ · 8 bytes ≈ 125 MB per array).
MAX_LABELINGS = 250


def check_dist(metric: Metric, n: int, settings: Settings, rng: np.random.Generator) -> Verdict:
    """DIST for one class count (see the module docstring)."""
    perfect = np.eye(n, dtype=int).tolist()
    centre, how = value_of(metric, perfect)
    if centre is None and how == "exact":
        return DIST.fails(f"d(y, y) is undefined: the perfect classifier m={perfect} of labelings where every class "
                          "occurs is not scored (verified exact), "
                          "so no affine image of the score vanishes on identical labelings",
                          {"matrix": perfect, "values": ["undefined"], "verified": "exact"})
    if centre is None or how != "exact":
        return DIST.unknown(f"the perfect classifier's score at m={perfect} is not exact")
    proved = _hamming_lemma(metric, n, settings, centre)
    if proved is not None:
        return DIST.holds({"kind": "proof", "method": proved},
                          f"d = direction·({as_text(centre)} − metric) "
                          "is a positive multiple of the Hamming distance (proved)")
    budget: dict[str, Any] = {"items_max": None, "labelings": 0, "pairs": 0, "triples": 0, "undefined_pairs": 0}
    for items in range(n, ITEMS.get(n, n + 1) + 1):
        labelings = [y for y in product(range(n), repeat=items) if len(set(y)) == n]
        if len(labelings) > MAX_LABELINGS:
            break
        mats = _pair_matrices(labelings, n)
        values = evaluate(metric, mats.reshape(-1, n, n)).reshape(len(labelings), len(labelings))
        budget.update(items_max=items, labelings=budget["labelings"] + len(labelings),
                      pairs=budget["pairs"] + values.size)
        budget["undefined_pairs"] += int((~np.isfinite(values)).sum())
        found = _violation(metric, labelings, mats, values, centre, budget)
        if found is not None:
            return found
    largest = budget["items_max"]
    if "undecided" in budget:
        return DIST.unknown(f"the {budget['undecided']} could not be compared exactly (not counted as agreement)")
    if largest is None:
        return DIST.unknown(f"the {n}-class labelings of {n} items already number more than {MAX_LABELINGS}: "
                            "nothing enumerated")
    return DIST.holds(
        {"kind": "exhaustive",
         "method": f"d = {'' if metric.direction > 0 else '−('}{as_text(centre)} − metric"
         f"{'' if metric.direction > 0 else ')'}: "
         f"identity, symmetry and the triangle inequality on every pair and triple of labelings of N = {n}..{largest} "
         "items in which every class occurs (float64 scan; every comparison within its rounding margin, ties "
         "included, re-checked exactly)", "budget": budget},
        f"d = direction·({as_text(centre)} − metric) is a distance on every labeling of up to {largest} items "
        "(not proved beyond)",
    )


def _hamming_lemma(metric: Metric, n: int, settings: Settings, centre: Any) -> str | None:
    """The proof's text when metric − c ≡ k·(accuracy − 1) with direction·k > 0 (exact zero test), else None:
    then d = direction·k·(1 − accuracy) = direction·k·Hamming(y, y')/N, a distance on the labelings of N items."""
    expr = metric.expression(n)
    if expr is None:
        return None
    probe = [[int(i == j or (i, j) == (0, 1)) for j in range(n)] for i in range(n)]  # accuracy n/(n + 1)
    value, how = value_of(metric, probe)
    if value is None or how != "exact":
        return None
    k = -(value - centre) * (n + 1)  # value − c = k·(n/(n + 1) − 1) = −k/(n + 1)
    if exact_sign(metric.direction * k) != 1:
        return None
    M = cell_symbols(n)
    accuracy = sum(M[i, i] for i in range(n)) / sum(M)
    try:
        with time_budget(settings.symbolic_seconds):
            zero = identically_zero(expr - centre - k * (accuracy - 1), settings)
    except SymbolicTimeout:
        return None
    if zero is not True or not _defined_where_every_class_occurs(as_written(metric.symbolic, M), n):
        return None
    return (f"lemma: metric − {as_text(centre)} ≡ {as_text(k)}·(accuracy − 1) (exact zero test), "
            f"so d is {as_text(metric.direction * k)} "
            "times the Hamming distance over N, a metric on labelings")


def _defined_where_every_class_occurs(expr: Any, n: int) -> bool:
    """Whether ``expr`` is certified defined on every matrix whose rows and columns all have a positive cell (the
    pairs of labelings DIST reads; :func:`~axioms.arithmetic.where_defined.defined_supports`): the zero test says
    nothing where the metric is undefined (a branch nan at TP = 7 leaves d(y, y) without a value)."""
    cells = list(cell_symbols(n))
    where = None if expr is None else defined_supports(expr, cells)
    if where is None:
        return False
    S = np.arange(len(where))
    lines = [[i * n + j for j in range(n)] for i in range(n)] + [[i * n + j for i in range(n)] for j in range(n)]
    occurs = np.logical_and.reduce([(S & sum(1 << b for b in line)) != 0 for line in lines])
    return bool(where[occurs].all())


def _pair_matrices(labelings: list[tuple[int, ...]], n: int) -> NDArray[Any]:
    """``(L, L, n, n)``: the confusion matrix of every ordered pair (row: predictions, column: truth)."""
    y = np.asarray(labelings)
    onehot = np.eye(n)[y]  # (L, N, n)
    return cast("NDArray[Any]", np.einsum("anp,bnt->abpt", onehot, onehot))


def _violation(
    metric: Metric, labelings: list[tuple[int, ...]], mats: NDArray[Any], values: NDArray[Any], centre: Any,
    budget: dict[str, Any],
) -> Verdict | None:
    """The first axiom broken (identity, symmetry, then the triangle inequality), re-checked exactly; else None.

    The float64 scan sends every comparison it cannot decide to an exact one: the candidates beyond float64's margin
    first, then every comparison within it (a tie in float64 included: 10⁻¹⁷ vanishes beside a score of 1/2), once
    per distinct tuple of matrices. A triple with two equal labelings is decided by identity and symmetry. A
    comparison whose exact sign is not decided, or more than :data:`MAX_EXACT` of them, is named in
    ``budget["undecided"]``, never taken for either answer."""
    d = metric.direction * (float(centre) - values)
    margin = float_margin(float(centre), values)
    same, defined = np.eye(len(labelings), dtype=bool), np.isfinite(d)
    asymmetry, both = np.abs(d - d.T), defined & defined.T
    sums = d[:, :, None] + d[None, :, :]  # d(y, y') + d(y', y'') over (y, y', y'')
    budget["triples"] += sums.size
    slack = 4 * (margin[:, :, None] + margin[None, :, :] + margin[:, None, :])  # each triple's own rounding bound
    distinct = ~(same[:, :, None] | same[None, :, :] | same[:, None, :])
    with np.errstate(invalid="ignore"):
        far = [("identity", defined & ((same & (np.abs(d) > margin)) | (~same & (d <= margin)))),
               ("symmetry", both & (asymmetry > margin + margin.T)),
               ("triangle inequality", d[:, None, :] > sums + slack)]
        near = [("identity", defined & same & (np.abs(d) <= margin)),
                ("symmetry", both & ~same & (asymmetry <= margin + margin.T)),
                ("triangle inequality", distinct & (np.abs(d[:, None, :] - sums) <= slack))]
    index, compared = _matrix_index(mats), 0
    for axiom, mask in far + near:
        for hit in _first_per_matrices(np.argwhere(mask), index, _PAIRS[axiom]):
            if compared == MAX_EXACT:
                budget["undecided"] = f"comparisons beyond the first {MAX_EXACT} that float64 cannot decide"
                return None
            pairs, compared = _PAIRS[axiom](*hit), compared + 1
            found = [_exact_d(metric, mats[x, y], centre) for x, y in pairs]
            if None in found:
                continue
            sign = exact_sign(_COMPARED[axiom](*found))
            if sign is None:
                budget.setdefault("undecided", f"{axiom} at labelings {[list(labelings[k]) for k in hit]}")
            elif _BROKEN[axiom](sign, hit[0] == hit[1]):
                return _failure(metric, axiom, [labelings[k] for k in hit], [mats[x, y] for x, y in pairs],
                                found[:1] if axiom == "identity" else found, centre)
    budget["exact_comparisons"] = budget.get("exact_comparisons", 0) + compared
    return None


#: Most comparisons of one N re-checked exactly; beyond them the verdict is unknown.
MAX_EXACT = 20_000


def _matrix_index(mats: NDArray[Any]) -> NDArray[Any]:
    """``(L, L)``: the same integer for every pair of labelings with the same confusion matrix."""
    L, n = mats.shape[0], mats.shape[-1]
    _, index = np.unique(mats.reshape(L * L, n * n), axis=0, return_inverse=True)
    return cast("NDArray[Any]", index.reshape(L, L))


def _first_per_matrices(
    hits: NDArray[Any], index: NDArray[Any], pairs: Callable[..., list[tuple[int, int]]]
) -> list[NDArray[Any]]:
    """``hits`` in their order, keeping the first of those whose pairs have the same matrices (one exact look)."""
    if not len(hits):
        return []
    keys = np.stack([index[x, y] for x, y in pairs(*hits.T)], axis=1)
    _, first = np.unique(keys, axis=0, return_index=True)
    return list(hits[np.sort(first)])


def _exact_d(metric: Metric, m: NDArray[Any], centre: Any) -> Any:
    """``direction · (centre − metric(m))`` exactly, or None (undefined or not exact)."""
    v, how = value_of(metric, m.astype(int).tolist())
    return None if v is None or how != "exact" else metric.direction * (centre - v)


#: Per axiom: the pairs of labelings whose distances it reads, the number whose sign decides it, and whether that
#: sign (and whether the two labelings are one) breaks it. Identity: d(y, y) = 0 and d(y, y') > 0 for y ≠ y';
#: symmetry: d(y, y') − d(y', y) = 0; triangle: d(y, y'') − d(y, y') − d(y', y'') ≤ 0.
_PAIRS: dict[str, Callable[..., list[tuple[int, int]]]] = {
    "identity": lambda a, b: [(a, b), (b, a)], "symmetry": lambda a, b: [(a, b), (b, a)],
    "triangle inequality": lambda a, b, c: [(a, b), (b, c), (a, c)]}
_COMPARED: dict[str, Callable[..., Any]] = {
    "identity": lambda ab, ba: ab, "symmetry": lambda ab, ba: ab - ba,
    "triangle inequality": lambda ab, bc, ac: ac - ab - bc}
_BROKEN: dict[str, Callable[[int, bool], bool]] = {
    "identity": lambda sign, same: sign != (0 if same else 1), "symmetry": lambda sign, same: sign != 0,
    "triangle inequality": lambda sign, same: sign == 1}


def _failure(
    metric: Metric, axiom: str, labelings: list[tuple[int, ...]], mats: list[NDArray[Any]], exact: list[Any],
    centre: Any,
) -> Verdict:
    """A counterexample to one axiom: the labelings, their matrices, the scores there and the exact distances."""
    shown = [m.astype(int).tolist() for m in mats][:len(exact)]
    return DIST.fails(
        f"d = direction·(c − metric) breaks {axiom}: labelings {[list(y) for y in labelings]} give matrices {shown} "
        f"and distances {[as_text(x) for x in exact]} (verified exact)",
        {"labelings": [list(y) for y in labelings], "matrices": shown,
         "values": [as_text(centre - metric.direction * x) for x in exact],
         "distances": [as_text(x) for x in exact], "verified": "exact"},
    )


register_property(
    "DIST",
    name="distance",
    statement="d = direction·(c − metric), c the perfect score, is a metric on labelings: "
              "d(y, y') = 0 iff y = y', symmetric, triangle inequality",
    source="Gösgens et al. 2021 (NeurIPS), distance",
    group="gosgens",
    position=4,
    check=check_dist,
)
