"""Where the engine looks for counterexamples, and the one loop that looks.

* :func:`exhaustive` enumerates every n x n matrix with entries ``0..k``, smallest total
  first, so the first violation found is a minimal one within the bound.
* :func:`random_batch` draws integer matrices in several regimes, including the
  near-degenerate ones where metrics misbehave: zero rows and columns, huge imbalance.
* :func:`search_pairs` is the refutation loop every property that compares a matrix with
  a changed copy of it uses: scan :class:`Stage` batches in float64 under each
  :class:`Move`, propose the smallest candidate violations, re-check them exactly
  (:func:`axioms.exact.compare`), and count what was examined in one place
  (:attr:`SearchOutcome.budget`).
"""

import zlib
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable

import numpy as np

from metrics.bridge import real_values

from .exact import compare, float_margin

__all__ = [
    "exhaustive",
    "random_batch",
    "standard_stages",
    "parameter_stages",
    "integer_points",
    "rng_for",
    "evaluate",
    "int_lists",
    "Stage",
    "Move",
    "Pair",
    "SearchOutcome",
    "search_pairs",
    "CANDIDATES",
    "TOLERANCE",
]

#: Float candidates re-checked exactly per search stage (the smallest first).
CANDIDATES = 20
#: Relative float difference below which a search does not even propose a candidate.
TOLERANCE = 1e-12


def rng_for(settings, *keys):
    """A generator seeded by the run seed and a stable hash of ``keys`` (metric, property, n)."""
    digest = zlib.crc32("/".join(map(str, keys)).encode())
    return np.random.default_rng([settings.seed, digest])


@lru_cache(maxsize=8)
def _exhaustive(n, k):
    base, cells = k + 1, n * n
    place = base ** np.arange(cells - 1, -1, -1, dtype=np.int64)  # fits: callers bound base**cells
    grids = np.arange(base**cells, dtype=np.int64)[:, None] // place % base
    grids = grids[np.lexsort((*grids.T[::-1], grids.sum(axis=1)))]
    out = grids.reshape(-1, n, n).astype(float)
    out.flags.writeable = False
    return out


def exhaustive(n, k):
    """Every n x n matrix with entries in ``0..k``, sorted by total then lexicographically.

    There are (k+1)^(n²) of them: callers take k from ``Settings.exhaustive_bound``,
    which keeps that count within the settings' ``exhaustive_matrices`` budget.
    """
    return _exhaustive(n, k)


def random_batch(n, size, rng):
    """``size`` random integer matrices per regime, concatenated, as floats ``(N, n, n)``."""
    uniform_small = rng.integers(0, 6, size=(size, n, n))
    uniform_large = rng.integers(0, 200, size=(size, n, n))
    # heavy imbalance: one true class is up to 1000x more frequent
    imbalanced = rng.integers(0, 50, size=(size, n, n)) * np.where(
        np.arange(n) == rng.integers(0, n, size=(size, 1, 1)), rng.integers(1, 1000, size=(size, 1, 1)), 1
    )
    # good classifiers: heavy diagonal
    diagonal = rng.integers(0, 10, size=(size, n, n)) + np.eye(n, dtype=int) * rng.integers(0, 200, size=(size, 1, n))
    # near-degenerate: zero rows / columns and sparse cells
    sparse = rng.integers(0, 30, size=(size, n, n)) * (rng.random((size, n, n)) < 0.5)
    sparse[rng.random(size) < 0.3, rng.integers(0, n), :] = 0
    sparse[rng.random(size) < 0.3, :, rng.integers(0, n)] = 0
    return np.concatenate([uniform_small, uniform_large, imbalanced, diagonal, sparse]).astype(float)


def integer_points(n, count, rng, low=1, high=20):
    """``count`` random n x n matrices with entries in ``low..high-1`` as nested lists (exact evaluation points)."""
    return [rng.integers(low, high, size=(n, n)).tolist() for _ in range(count)]


def evaluate(metric, batch):
    """The metric's numeric values on a float batch, with numpy's warnings silenced (NaN = undefined).

    Complex values are an error (never silently reduced to their real part).
    """
    with np.errstate(all="ignore"):
        return real_values(metric.name, metric.numeric(np.asarray(batch, dtype=float)))


def int_lists(m):
    """A matrix of integral floats as nested lists of ints (how counterexamples are reported)."""
    return [[int(x) for x in row] for row in np.asarray(m)]


def standard_stages(n, settings, rng):
    """The usual two stages: every matrix with entries ``0..k`` (``settings.exhaustive_bound(n)``), then random ones.

    A generator: the random batch is drawn from ``rng`` only when the exhaustive stage found nothing.
    """
    yield Stage("exhaustive", exhaustive(n, settings.exhaustive_bound(n)))
    yield Stage("random", random_batch(n, settings.search_size, rng))


#: Smallest matrices a search with parameters tries under each of its fixed parameter vectors.
SMALLEST_WITH_PARAMETERS = 5000


def parameter_stages(n, settings, rng, fixed):
    """Stages for moves with integer parameters (a scaling λ, a transformation's θ).

    The :data:`SMALLEST_WITH_PARAMETERS` smallest matrices with entries ``0..k``, each
    under every vector of ``fixed`` (shape ``(F, d)``), then random matrices, each under
    random integers in ``1..5``.
    """
    fixed = np.asarray(fixed, dtype=float)
    small = exhaustive(n, settings.exhaustive_bound(n))[:SMALLEST_WITH_PARAMETERS]
    yield Stage("exhaustive", np.repeat(small, len(fixed), axis=0), np.tile(fixed, (len(small), 1)))
    batch = random_batch(n, settings.search_size, rng)
    yield Stage("random", batch, rng.integers(1, 6, size=(len(batch), fixed.shape[1])).astype(float))


@dataclass(frozen=True)
class Stage:
    """One batch a search scans: its name (``"exhaustive"``, ``"random"``), integral float
    matrices ``(N, n, n)`` and optional per-matrix parameters ``(N, k)`` the moves read
    (a column scaling λ, a transformation's θ)."""

    name: str
    matrices: np.ndarray
    parameters: np.ndarray | None = None


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
    apply: Callable
    relation: str
    direction: int = 1
    definedness: bool = False

    def flags(self, before, after):
        """Boolean arrays of float candidates: value violations, then definedness-only ones."""
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
        return value, one_sided

    def violated(self, sign, v0, v1):
        """Whether an exactly compared pair breaks the relation (an undecided sign never does)."""
        if self.definedness and (v0 is None) != (v1 is None):
            return True
        return sign is not None and not RELATIONS[self.relation](self.direction * sign)


@dataclass(frozen=True)
class Pair:
    """A candidate pair re-checked exactly: where it was found, the move (and its
    parameters), both integer matrices, their values (sympy numbers, floats, or None when
    undefined), the certified sign of their difference (None: undecided) and how the
    values were computed (``"exact"`` or ``"float64"``)."""

    stage: str
    key: object
    parameters: list | None
    before: list
    after: list
    sign: int | None
    values: tuple
    verified: str


@dataclass(frozen=True)
class SearchOutcome:
    """What :func:`search_pairs` found: the first violation (or None), the first pair whose
    exact comparison was undecided (it blocks an unproved "holds"), the count of pairs per
    stage with an undefined side, and the budget actually spent."""

    violation: Pair | None
    undecided: Pair | None
    undefined_pairs: dict
    budget: dict


def search_pairs(metric, stages, moves):
    """Refute ``relation(metric(move(m)), metric(m))`` over the stages' matrices.

    Per stage, every move is applied to the whole batch and both sides are scored in
    float64; per move and per kind (value, then definedness), the :data:`CANDIDATES`
    smallest flagged matrices are proposed; the proposals, smallest total first (value
    violations before definedness-only ones), are compared exactly, and the first
    certified violation ends the search. Returns a :class:`SearchOutcome` whose ``budget``
    counts the matrices of each stage (``<stage>_matrices``) and the pairs scored.
    """
    undecided, undefined, budget = None, {}, {"pairs": 0}
    for stage in stages:
        batch = stage.matrices
        budget[f"{stage.name}_matrices"] = budget.get(f"{stage.name}_matrices", 0) + len(batch)
        base = evaluate(metric, batch)
        sizes = batch.sum(axis=(-2, -1))
        proposals = []
        for order, move in enumerate(moves):
            rows, moved = move.apply(batch, stage.parameters)
            rows = np.arange(len(batch)) if rows is None else np.asarray(rows)
            after = evaluate(metric, moved)
            before = base[rows]
            budget["pairs"] += len(rows)
            undefined[stage.name] = undefined.get(stage.name, 0) + int((~(np.isfinite(before) & np.isfinite(after))).sum())
            for kind, flagged in enumerate(move.flags(before, after)):
                hits = np.flatnonzero(flagged)
                hits = hits[np.lexsort((rows[hits], sizes[rows[hits]]))][:CANDIDATES]
                proposals.extend((kind, sizes[rows[h]], int(rows[h]), order, moved[h]) for h in hits)
        proposals.sort(key=lambda t: t[:4])
        chosen = [p for p in proposals if p[0] == 0][:CANDIDATES] + [p for p in proposals if p[0] == 1][:CANDIDATES]
        for _, _, row, order, image in chosen:
            move = moves[order]
            before_m, after_m = int_lists(batch[row]), int_lists(image)
            sign, v0, v1, how = compare(metric, before_m, after_m)
            params = None if stage.parameters is None else [int(x) for x in stage.parameters[row]]
            pair = Pair(stage.name, move.key, params, before_m, after_m, sign, (v0, v1), how)
            if move.violated(sign, v0, v1):
                return SearchOutcome(pair, undecided, undefined, budget)
            if sign is None and v0 is not None and v1 is not None:
                undecided = undecided or pair
    return SearchOutcome(None, undecided, undefined, budget)
