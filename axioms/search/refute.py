"""The refutation loop: scan, propose candidates, re-check them exactly, count the budget.

:func:`search_pairs` is the loop every property that compares a matrix with a changed copy of
it uses: scan :class:`~axioms.search.spaces.Stage` batches in float64 under each :class:`Move`,
propose the smallest candidate violations, re-check them exactly
(:func:`axioms.arithmetic.exact.compare`), and count what was examined in one place
(:attr:`SearchOutcome.budget`).

Two variants keep the same discipline (float64 scan, the :data:`CANDIDATES` first flagged,
exact re-check, the first certified violation ends it): :func:`search_points` for a predicate
on single values (e.g. "undefined"), and :func:`scan_test_sets` for a condition on all
classifiers of one test set at a time.
"""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Callable, TypeVar

import numpy as np
from numpy.typing import NDArray

from metrics import Metric

from axioms.arithmetic.exact import compare, float_margin, value_of
from axioms.search.fractional import exact_lists
from axioms.search.spaces import Stage, classifiers, evaluate, int_lists

__all__ = ["CANDIDATES", "TOLERANCE", "RELATIONS", "Move", "Pair", "SearchOutcome", "search_pairs", "EXACT_SAMPLE",
           "EXACT_SAMPLE_MATRICES", "compared_exactly", "Point", "PointOutcome", "search_points", "scan_test_sets"]


_T = TypeVar("_T")


#: Float candidates re-checked exactly per search stage (the smallest first).
CANDIDATES = 20


#: Relative float difference below which a search does not even propose a candidate.
TOLERANCE = 1e-12


#: What a :class:`Move` must keep, as a predicate on the certified sign ``s`` of
#: ``metric(after) − metric(before)`` times the move's direction.
RELATIONS = {
    "nondecreasing": lambda s: s >= 0,  # one more correct item never lowers the score (PI)
    "increasing": lambda s: s > 0,  # a correction strictly raises it (MON)
    "equal": lambda s: s == 0,  # an invariance (PIV, SYM, TRS, ...)
}


@dataclass(frozen=True)
class Move:
    """A change of every matrix of a stage, and the relation between the scores it must keep.

    ``apply(matrices, parameters) -> (rows, moved)``: the indices of the matrices it
    applies to and their images; integer matrices (and integer parameters) must give
    integer matrices, so a candidate pair is re-checked exactly. ``relation`` is a key of
    :data:`RELATIONS`; ``direction`` is +1, or -1 to reverse an order relation (a
    lower-is-better metric, an off-diagonal cell). With ``definedness``, a pair scored
    on one side only violates an ``"equal"`` relation too. ``key`` names the move in the
    result (a cell, a permutation).
    """

    key: object
    apply: Callable[..., Any]
    relation: str
    direction: int = 1
    definedness: bool = False

    def flags(self, before: NDArray[np.float64],
              after: NDArray[np.float64]) -> tuple[NDArray[np.bool_], NDArray[np.bool_], NDArray[np.bool_]]:
        """Boolean arrays of float candidates: value violations, definedness-only ones, and, for a nondecreasing
        relation, the pairs float64 finds equal (10⁻²⁰ below a score of 1/2 vanishes), which only an exact
        comparison orders."""
        both = np.isfinite(before) & np.isfinite(after)
        gap = self.direction * (after - before)
        margin = float_margin(before, after, TOLERANCE)  # relative to the values' own size (scale-free)
        with np.errstate(invalid="ignore"):
            if self.relation == "nondecreasing":
                value = both & (gap < -margin)
            elif self.relation == "increasing":
                value = both & (gap <= margin)
            else:
                value = both & (np.abs(gap) > margin)
        one_sided = (np.isfinite(before) != np.isfinite(after)) if self.definedness else np.zeros_like(both)
        tied = both & (np.abs(gap) <= margin) if self.relation == "nondecreasing" else np.zeros_like(both)
        return value, one_sided, tied

    def violated(self, sign: int | None, v0: Any, v1: Any) -> bool:
        """Whether an exactly compared pair breaks the relation (an undecided sign never does)."""
        if self.definedness and (v0 is None) != (v1 is None):
            return True
        return sign is not None and not RELATIONS[self.relation](self.direction * sign)


@dataclass(frozen=True)
class Pair:
    """A candidate pair re-checked exactly: where it was found, the move (and its
    parameters), both matrices (ints, or Fractions for counts that are not whole), their values
    (sympy numbers, floats, or None when undefined), the certified sign of their difference
    (None: undecided) and how the values were computed (``"exact"`` or ``"float64"``)."""

    stage: str
    key: object
    parameters: list[Any] | None
    before: list[list[Any]]
    after: list[list[Any]]
    sign: int | None
    values: tuple[Any, Any]
    verified: str


@dataclass(frozen=True)
class SearchOutcome:
    """What :func:`search_pairs` found: the first violation (or None), the first pair whose
    exact comparison was undecided (it blocks an unproved "holds"), the count of pairs per
    stage with an undefined side, and the budget actually spent."""

    violation: Pair | None
    undecided: Pair | None
    undefined_pairs: dict[str, int]
    budget: dict[str, int]


def search_pairs(metric: Metric, stages: Iterable[Stage], moves: Sequence[Move]) -> SearchOutcome:
    """Refute ``relation(metric(move(m)), metric(m))`` over the stages' matrices.

    Per stage, every move is applied to the whole batch and both sides are scored in
    float64; per move and per kind (value, definedness, then a tie of an order), the :data:`CANDIDATES`
    smallest flagged matrices are proposed; the proposals, smallest total first (value
    violations, then definedness-only ones, then ties), are compared exactly, and the first
    certified violation ends the search. Returns a :class:`SearchOutcome` whose ``budget``
    counts the matrices of each stage (``<stage>_matrices``) and the pairs scored.
    """
    undecided: Pair | None
    undefined: dict[str, int]
    undecided, undefined, budget = None, {}, {"pairs": 0}
    for stage in stages:
        try:
            proposals, pairs, undefined_here = _proposals(metric, stage, moves)
        except _Refused:
            continue
        batch = stage.matrices
        budget[f"{stage.name}_matrices"] = budget.get(f"{stage.name}_matrices", 0) + len(batch)
        budget["pairs"] += pairs
        undefined[stage.name] = undefined.get(stage.name, 0) + undefined_here
        chosen = [p for kind in range(3) for p in [q for q in proposals if q[0] == kind][:CANDIDATES]]
        for kind, _, row, order, image in chosen:
            move = moves[order]
            before_m, after_m = exact_lists(batch[row]), exact_lists(image)
            sign, v0, v1, how = compare(metric, before_m, after_m)
            params = None if stage.parameters is None else exact_lists(stage.parameters[row])
            pair = Pair(stage.name, move.key, params, before_m, after_m, sign, (v0, v1), how)
            if (stage.values_only and (v0 is None or v1 is None)) or (kind == 2 and how != "exact"):
                continue  # a float64 tie (kind 2) only exact values can order
            if move.violated(sign, v0, v1):
                return SearchOutcome(pair, undecided, undefined, budget)
            if sign is None and v0 is not None and v1 is not None:
                undecided = undecided or pair
    return SearchOutcome(None, undecided, undefined, budget)


#: Pairs :func:`compared_exactly` compares, and the smallest matrices of a stage it draws them from.
EXACT_SAMPLE, EXACT_SAMPLE_MATRICES = 20, 200


def compared_exactly(metric: Metric, stage: Stage, moves: Sequence[Move]) -> tuple[Pair | None, int]:
    """``(first violation or None, pairs compared)``: :data:`EXACT_SAMPLE` pairs among the first
    :data:`EXACT_SAMPLE_MATRICES` matrices of ``stage`` that are defined on both sides in float64, compared exactly
    whatever their float64 values say, those with the fewest empty cells first, then the smallest. A difference
    float64 rounds away (a score plus 10⁻³⁰·m00: both sides are the same float) flags no candidate in
    :func:`search_pairs`; such a difference is a nonzero formula, seen on a matrix that is not degenerate."""
    batch = stage.matrices[:EXACT_SAMPLE_MATRICES]
    parameters = None if stage.parameters is None else stage.parameters[:EXACT_SAMPLE_MATRICES]
    base, sizes, zeros = evaluate(metric, batch), batch.sum(axis=(-2, -1)), (batch == 0).sum(axis=(-2, -1))
    found: list[tuple[Any, Any, int, int, NDArray[np.float64]]] = []
    for order, move in enumerate(moves):
        rows, moved = move.apply(batch, parameters)
        rows = np.arange(len(batch)) if rows is None else np.asarray(rows)
        hits = np.flatnonzero(np.isfinite(base[rows]) & np.isfinite(evaluate(metric, moved)) & (sizes[rows] > 0))
        hits = hits[np.lexsort((rows[hits], sizes[rows[hits]], zeros[rows[hits]]))][:EXACT_SAMPLE]
        found.extend((zeros[rows[h]], sizes[rows[h]], int(rows[h]), order, moved[h]) for h in hits)
    found.sort(key=lambda t: t[:4])
    for _, _, row, order, image in found[:EXACT_SAMPLE]:
        before_m, after_m = exact_lists(batch[row]), exact_lists(image)
        sign, v0, v1, how = compare(metric, before_m, after_m)
        params = None if parameters is None else exact_lists(parameters[row])
        pair = Pair(stage.name, moves[order].key, params, before_m, after_m, sign, (v0, v1), how)
        if moves[order].violated(sign, v0, v1):
            return pair, len(found[:EXACT_SAMPLE])
    return None, len(found[:EXACT_SAMPLE])


class _Refused(Exception):
    """A ``values_only`` stage the metric's code raised on (code for whole counts only): it is skipped."""


def _proposals(metric: Metric, stage: Stage, moves: Sequence[Move]) -> tuple[list[Any], int, int]:
    """One stage scored in float64 under every move: ``(proposals, pairs scored, pairs with an undefined side)``.

    A proposal is ``(kind, size, row, move index, moved matrix)``, value violations (kind 0) before
    definedness-only ones (1, none in a ``values_only`` stage, nor where either matrix is empty: no items is no
    test set) and float64 ties of an order (2, in the exhaustive stage only), smallest first. Raises :class:`_Refused`
    when the code raises on a ``values_only`` stage."""
    def scores(batch: NDArray[np.float64]) -> NDArray[np.float64]:
        try:
            return evaluate(metric, batch)
        except Exception as exc:  # noqa: BLE001 - user code; outside a values_only stage its error is the check's
            if stage.values_only:
                raise _Refused from exc
            raise

    batch = stage.matrices
    base = scores(batch)
    sizes = batch.sum(axis=(-2, -1))
    proposals: list[tuple[int, Any, int, int, NDArray[np.float64]]] = []
    pairs = undefined = 0
    for order, move in enumerate(moves):
        rows, moved = move.apply(batch, stage.parameters)
        rows = np.arange(len(batch)) if rows is None else np.asarray(rows)
        after = scores(moved)
        before = base[rows]
        pairs += len(rows)
        undefined += int((~(np.isfinite(before) & np.isfinite(after))).sum())
        for kind, flagged in enumerate(move.flags(before, after)):
            if (kind == 1 and stage.values_only) or (kind == 2 and stage.name != "exhaustive"):
                continue  # ties are compared among the smallest matrices, where exact values are cheap
            hits = np.flatnonzero(flagged)
            if kind == 1:  # no items, no test set: a score undefined there (a label metric's) flips nothing
                hits = hits[(sizes[rows[hits]] > 0) & (moved[hits].sum(axis=(-2, -1)) > 0)]
            hits = hits[np.lexsort((rows[hits], sizes[rows[hits]]))][:CANDIDATES]
            # a copy, not a view: a view would keep every move's whole moved batch alive (n² moves of
            # 20,000 matrices at n = 15 held 7 GB)
            proposals.extend((kind, sizes[rows[h]], int(rows[h]), order, moved[h].copy()) for h in hits)
    proposals.sort(key=lambda t: t[:4])
    return proposals, pairs, undefined


@dataclass(frozen=True)
class Point:
    """A single matrix re-checked exactly: the stage where it was found, the integer matrix, its
    exact value (None: undefined) and how it was computed (``"exact"`` or ``"float64"``)."""

    stage: str
    matrix: list[list[int]]
    value: object
    verified: str


@dataclass(frozen=True)
class PointOutcome:
    """What :func:`search_points` found: the first violation (or None) and the matrices scanned per stage."""

    violation: Point | None
    budget: dict[str, int]


def search_points(metric: Metric, stages: Iterable[Stage], flag: Callable[[NDArray[np.float64]], Any],
                  violated: Callable[[Any], bool],
                  admissible: Callable[[list[list[int]]], bool] | None = None) -> PointOutcome:
    """Refute a predicate on single values over the stages' matrices.

    Per stage the batch is scored in float64; ``flag(values)`` marks the candidates, of which
    the :data:`CANDIDATES` first (in scan order) are re-checked exactly (``admissible(m)``
    false: skipped without a re-check); the first whose exact value ``violated(v)`` ends
    the search. ``budget`` counts the matrices of each stage (``<stage>_matrices``).
    """
    budget: dict[str, int] = {}
    for stage in stages:
        batch = stage.matrices
        budget[f"{stage.name}_matrices"] = budget.get(f"{stage.name}_matrices", 0) + len(batch)
        values = evaluate(metric, batch)
        for idx in np.flatnonzero(flag(values))[:CANDIDATES]:
            m = int_lists(batch[idx])
            if admissible is not None and not admissible(m):
                continue
            v, how = value_of(metric, m)
            if violated(v):
                return PointOutcome(Point(stage.name, m, v, how), budget)
    return PointOutcome(None, budget)


def scan_test_sets(metric: Metric, sets: Iterable[Any],
                   examine: Callable[[Any, NDArray[np.float64], NDArray[np.float64]], _T | None],
                   classifiers_of: Callable[[Any], NDArray[np.float64]] = classifiers) -> _T | None:
    """Per-test-set aggregates: for each test set ``p`` of ``sets`` in order, its classifiers
    (``classifiers_of(p)``, default every one) are scored in float64 and ``examine(p, mats, values)``
    decides the test set (flag candidates, re-check them exactly); the first result that is not
    None (a certified violation) ends the scan and is returned, else None.
    """
    for p in sets:
        mats = classifiers_of(p)
        found = examine(p, mats, evaluate(metric, mats))
        if found is not None:
            return found
    return None
