"""Sample spaces: the matrices the engine scans for counterexamples.

* :func:`exhaustive` enumerates every n x n matrix with entries ``0..k``, smallest total
  first, so the first violation found is a minimal one within the bound.
* :func:`random_batch` draws integer matrices in several regimes, including the
  near-degenerate ones where metrics misbehave: zero rows and columns, huge imbalance.
* A :class:`Stage` is one batch a search scans; :func:`standard_stages` and
  :func:`parameter_stages` give the usual sequence (exhaustive, then random).
* The second space, test sets x classifiers: a test set is fixed by the column sums
  (prevalences) ``p``, a classifier on it is any matrix with those column sums
  (:func:`classifiers`); :func:`grid` is the set of test sets whose every classifier is
  enumerated within a count budget.
* Both spaces are a :class:`SampleSpace` (:class:`MatrixSpace`, :class:`ClassifierSpace`):
  the stages a check scans, and the budget entries of its evidence.
"""

from dataclasses import dataclass
from functools import lru_cache
from itertools import product
from math import comb, prod
from collections.abc import Iterable, Sequence
from typing import Any, Iterator, Protocol, SupportsInt, cast

import numpy as np
from numpy.typing import ArrayLike, NDArray

from metrics import Metric
from metrics.bridge import real_values

from axioms.core.budget import Settings
from axioms.core.verdict import Evidence
from axioms.core.evidence import scanned

__all__ = ["exhaustive", "random_batch", "integer_points", "evaluate", "int_lists", "Stage", "standard_stages",
           "parameter_stages", "SMALLEST_WITH_PARAMETERS", "MAX_PARAMETER_CELLS", "smallest_with_parameters",
           "SampleSpace", "MatrixSpace", "ClassifierSpace", "cell_name", "test_set_text", "grid_bound", "compositions",
           "classifier_count", "classifiers", "test_sets", "Grid", "grid", "grid_batches"]


@lru_cache(maxsize=8)
def _exhaustive(n: int, k: int) -> NDArray[np.float64]:
    base, cells = k + 1, n * n
    place = base ** np.arange(cells - 1, -1, -1, dtype=np.int64)  # fits: callers bound base**cells
    grids = np.arange(base**cells, dtype=np.int64)[:, None] // place % base
    grids = grids[np.lexsort((*grids.T[::-1], grids.sum(axis=1)))]
    out = grids.reshape(-1, n, n).astype(float)
    out.flags.writeable = False
    return out


def exhaustive(n: int, k: int) -> NDArray[np.float64]:
    """Every n x n matrix with entries in ``0..k``, sorted by total then lexicographically.

    There are (k+1)^(n²) of them: callers take k from ``Settings.exhaustive_bound``,
    which keeps that count within the settings' ``exhaustive_matrices`` budget.
    """
    return _exhaustive(n, k)


def random_batch(n: int, size: int, rng: np.random.Generator) -> NDArray[np.float64]:
    """``size`` random integer matrices per regime, concatenated, as floats ``(N, n, n)``.

    Five regimes: uniform small entries, uniform large entries, a heavily imbalanced class, a
    heavy diagonal, and sparse or degenerate matrices. From :data:`STRUCTURED_FROM` classes on,
    dense uniform matrices say little (every class has many errors), so the two uniform regimes
    are replaced by structured ones (:func:`structured_regimes`): a small random block among
    otherwise perfectly classified or empty classes, and one perturbed class.
    """
    out = np.empty((5 * size, n, n))  # each regime written in as it is drawn: no int64 copy of the whole batch
    if n >= STRUCTURED_FROM:
        out[:size], out[size: 2 * size] = structured_regimes(n, size, rng)
    else:
        out[:size] = rng.integers(0, 6, size=(size, n, n))  # uniform small entries
        out[size: 2 * size] = rng.integers(0, 200, size=(size, n, n))  # uniform large entries
    # heavy imbalance: one true class is up to 1000x more frequent
    out[2 * size: 3 * size] = rng.integers(0, 50, size=(size, n, n)) * np.where(
        np.arange(n) == rng.integers(0, n, size=(size, 1, 1)), rng.integers(1, 1000, size=(size, 1, 1)), 1
    )
    # good classifiers: heavy diagonal
    out[3 * size: 4 * size] = (rng.integers(0, 10, size=(size, n, n))
                               + np.eye(n, dtype=int) * rng.integers(0, 200, size=(size, 1, n)))
    # near-degenerate: zero rows / columns and sparse cells
    sparse = out[4 * size:]
    sparse[:] = rng.integers(0, 30, size=(size, n, n))
    sparse *= rng.random((size, n, n)) < 0.5
    sparse[rng.random(size) < 0.3, rng.integers(0, n), :] = 0
    sparse[rng.random(size) < 0.3, :, rng.integers(0, n)] = 0
    return out


#: The class count from which :func:`random_batch` draws structured instead of dense uniform matrices.
STRUCTURED_FROM = 5


def structured_regimes(n: int, size: int, rng: np.random.Generator) -> tuple[NDArray[np.int_], NDArray[np.int_]]:
    """Two regimes of few nonzero cells for many classes, ``(size, n, n)`` each.

    *Embedded block*: a random 2 x 2 or 3 x 3 block (entries 0..5) on random classes, every
    other class perfectly classified (1..5 items) or empty — the padded matrices a small
    counterexample lifts to. *One perturbed class*: a diagonal of 1..20 items per class, with
    one class's row and column redrawn at random (0..10).
    """
    embedded = np.zeros((size, n, n), dtype=int)
    idx = np.arange(n)
    for b in range(size):
        embedded[b, idx, idx] = rng.integers(0, 6, n) * (rng.random(n) < 0.7)
        block = rng.choice(n, size=int(rng.integers(2, 4)), replace=False)
        embedded[b][np.ix_(block, block)] = rng.integers(0, 6, (len(block), len(block)))
    perturbed = np.zeros((size, n, n), dtype=int)
    perturbed[:, idx, idx] = rng.integers(1, 21, (size, n))
    k = rng.integers(0, n, size)
    perturbed[np.arange(size), k, :] = rng.integers(0, 11, (size, n))
    perturbed[np.arange(size), :, k] = rng.integers(0, 11, (size, n))
    return embedded, perturbed


def integer_points(n: int, count: int, rng: np.random.Generator, low: int = 1, high: int = 20) -> list[list[list[int]]]:
    """``count`` random n x n matrices with entries in ``low..high-1`` as nested lists (exact evaluation points)."""
    return [rng.integers(low, high, size=(n, n)).tolist() for _ in range(count)]


def evaluate(metric: Metric, batch: ArrayLike) -> NDArray[np.float64]:
    """The metric's numeric values on a float batch, with numpy's warnings silenced (NaN = undefined).

    Complex values are an error (never silently reduced to their real part). The code gets a copy: it may write to
    it (``p /= p.sum(...)``); the batch (a cached grid is read-only) stays what the check evaluated."""
    with np.errstate(all="ignore"):
        return cast(NDArray[np.float64], real_values(metric.name, metric.numeric(np.array(batch, dtype=float))))


def int_lists(m: ArrayLike) -> list[list[int]]:
    """A matrix of integral floats as nested lists of ints (how counterexamples are reported)."""
    return [[int(x) for x in row] for row in np.asarray(m)]


@dataclass(frozen=True)
class Stage:
    """One batch a search scans: its name (``"exhaustive"``, ``"random"``, ``"fractional"``), float
    matrices ``(N, n, n)`` whose counts are whole numbers or binary fractions (exact in float64), and
    optional per-matrix parameters ``(N, k)`` the moves read (a column scaling λ, a transformation's θ).
    ``values_only``: a pair is a counterexample only where both sides are defined (code for whole counts
    leaves every other matrix undefined, and raising on the batch skips the stage; :mod:`.fractional`)."""

    name: str
    matrices: np.ndarray
    parameters: np.ndarray | None = None
    values_only: bool = False


def standard_stages(n: int, settings: Settings, rng: np.random.Generator) -> Iterator[Stage]:
    """The usual two stages: every matrix with entries ``0..k`` (``settings.exhaustive_bound(n)``), then random ones.

    A generator: the random batch is drawn from ``rng`` only when the exhaustive stage found nothing.
    """
    yield Stage("exhaustive", exhaustive(n, settings.exhaustive_bound(n)))
    yield Stage("random", random_batch(n, settings.search_size, rng))


#: Smallest matrices a search with parameters tries under each of its fixed parameter vectors.
SMALLEST_WITH_PARAMETERS = 5000

#: Cells of a parameter stage's batch at most (64 MB of float64): the smallest matrices tried under
#: every fixed parameter vector are cut to ``MAX_PARAMETER_CELLS // (vectors · n²)``, so memory stays
#: bounded at every n (at n = 2, 3, 4 all :data:`SMALLEST_WITH_PARAMETERS` fit).
MAX_PARAMETER_CELLS = 8_000_000


def smallest_with_parameters(n: int, k: int, vectors: int) -> int:
    """How many of the smallest n x n matrices (entries 0..k) a parameter stage tries under each of ``vectors``
    parameter vectors."""
    return min(len(exhaustive(n, k)), SMALLEST_WITH_PARAMETERS,
               max(1, MAX_PARAMETER_CELLS // (max(vectors, 1) * n * n)))


def parameter_stages(n: int, settings: Settings, rng: np.random.Generator, fixed: ArrayLike) -> Iterator[Stage]:
    """Stages for moves with integer parameters (a scaling λ, a transformation's θ).

    The :func:`smallest_with_parameters` smallest matrices with entries ``0..k``, each
    under every vector of ``fixed`` (shape ``(F, d)``), then random matrices, each under
    random integers in ``1..5``.
    """
    fixed = np.asarray(fixed, dtype=float)
    k = settings.exhaustive_bound(n)
    small = exhaustive(n, k)[:smallest_with_parameters(n, k, len(fixed))]
    yield Stage("exhaustive", np.repeat(small, len(fixed), axis=0), np.tile(fixed, (len(small), 1)))
    batch = random_batch(n, settings.search_size, rng)
    yield Stage("random", batch, rng.integers(1, 6, size=(len(batch), fixed.shape[1])).astype(float))


# --------------------------------------------------------------------------- test sets x classifiers
_BINARY_CELLS = {(0, 0): "TP", (0, 1): "FP", (1, 0): "FN", (1, 1): "TN"}


def cell_name(n: int, i: int, j: int) -> str:
    return _BINARY_CELLS[i, j] if n == 2 else f"m[{i}][{j}]"


def test_set_text(p: Iterable[SupportsInt]) -> str:
    """A test set as text."""
    p = [int(x) for x in p]
    return f"AP={p[0]}, AN={p[1]}" if len(p) == 2 else f"prevalences={p}"


def grid_bound(n: int, settings: Settings) -> int:
    """Largest prevalence of the completely enumerated test sets."""
    return max(settings.exhaustive_bound(n), 2 if n <= 3 else 1)


@lru_cache(maxsize=None)
def compositions(total: int, parts: int) -> tuple[tuple[int, ...], ...]:
    """Every tuple of ``parts`` nonnegative integers summing to ``total``."""
    if parts == 1:
        return ((total,),)
    return tuple((first,) + rest for first in range(total + 1) for rest in compositions(total - first, parts - 1))


def classifier_count(p: Sequence[SupportsInt]) -> int:
    """How many classifiers the test set ``p`` has: each column j is a composition of p_j into n rows,
    so :math:`\\prod_j \\binom{p_j + n - 1}{n - 1}`."""
    n = len(p)
    return prod(comb(int(pj) + n - 1, n - 1) for pj in p)


#: Test sets with at most this many classifiers keep their matrices cached between the checks.
_CACHED_CLASSIFIERS = 4096


def classifiers(p: Iterable[Any]) -> NDArray[np.float64]:
    """Every classifier on the test set ``p``: all n x n matrices with column sums ``p`` (read-only array),
    in the order of ``itertools.product`` over the columns' compositions."""
    p = tuple(int(x) for x in p)
    if classifier_count(p) <= _CACHED_CLASSIFIERS:
        return _small_classifiers(p)
    return _build_classifiers(p)


@lru_cache(maxsize=512)
def _small_classifiers(p: tuple[int, ...]) -> NDArray[np.float64]:
    return _build_classifiers(p)


def _build_classifiers(p: tuple[int, ...]) -> NDArray[np.float64]:
    n = len(p)
    cols = [np.array(compositions(pj, n), dtype=float) for pj in p]
    index = np.indices([len(c) for c in cols]).reshape(n, -1)
    mats = np.stack([cols[j][index[j]] for j in range(n)], axis=-1)
    mats.flags.writeable = False
    return mats


def test_sets(n: int, bound: int, positive: bool = False) -> list[tuple[int, ...]]:
    """Test sets with prevalences in ``0..bound`` (``1..bound`` if ``positive``), smallest first."""
    low = 1 if positive else 0
    sets = [p for p in product(range(low, bound + 1), repeat=n) if sum(p) > 0]
    return sorted(sets, key=lambda p: (sum(p), p))


@dataclass(frozen=True)
class Grid:
    """The test sets whose every classifier a check enumerates, within a count budget.

    Every test set with prevalences ``0..bound`` and at most ``max_items`` items (None:
    no cap on the items, the whole box ``0..bound``), smallest first; ``max_items`` is
    the largest total whose test sets, with all their classifiers, number at most
    ``budget`` classifiers together (``classifiers``), so the work and memory of a scan
    are bounded by a count at every n, the same on every machine.
    """

    n: int
    bound: int
    max_items: "int | None"
    sets: tuple[tuple[int, ...], ...]
    classifiers: int
    budget: int

    def text(self) -> str:
        """The enumerated test sets in words, for the evidence."""
        cap = "" if self.max_items is None else f" and at most {self.max_items} items"
        return (f"prevalences 0..{self.bound}{cap}: {len(self.sets)} test sets, {self.classifiers} classifiers "
                f"(budget {self.budget})")

    def as_budget(self) -> dict[str, Any]:
        """The budget entries of the evidence."""
        return {"test_set_max_prevalence": self.bound, "test_set_max_items": self.max_items,
                "test_sets": len(self.sets), "classifiers": self.classifiers, "classifier_budget": self.budget}


def grid(n: int, settings: Settings, budget: int | None = None) -> Grid:
    """The :class:`Grid` at n classes: prevalences ``0..``:func:`grid_bound`, whole totals taken smallest
    first while their classifiers fit ``budget`` (default ``settings.exhaustive_matrices``)."""
    budget = settings.exhaustive_matrices if budget is None else budget
    bound = grid_bound(n, settings)
    every = test_sets(n, bound)
    sets: list[tuple[int, ...]] = []
    used, total = 0, 0
    for items in range(1, n * bound + 1):
        level = [p for p in every if sum(p) == items]
        cost = sum(classifier_count(p) for p in level)
        if used + cost > budget:
            break
        sets += level
        used += cost
        total = items
    max_items = None if len(sets) == len(every) else total
    return Grid(n, bound, max_items, tuple(sets), used, budget)


def grid_batches(the_grid: Grid, size: int = 1 << 16) -> Iterator[NDArray[np.float64]]:
    """The grid's classifiers in order, as arrays of about ``size`` matrices (a stream: the whole grid is never
    held)."""
    chunk: list[NDArray[np.float64]] = []
    held = 0
    for p in the_grid.sets:
        mats = classifiers(p)
        chunk.append(mats)
        held += len(mats)
        if held >= size:
            yield np.concatenate(chunk)
            chunk, held = [], 0
    if chunk:
        yield np.concatenate(chunk)


# --------------------------------------------------------------------------- both spaces behind one protocol
class SampleSpace(Protocol):
    """What a check scans: its :class:`Stage` batches in order, and the budget entries of its evidence."""

    def stages(self, rng: np.random.Generator) -> Iterator[Stage]:
        """The batches to scan, in order (a generator: later batches are drawn only when reached)."""

    def budget(self) -> dict[str, Any]:
        """The budget entries of the evidence (counts, the same on every machine)."""


@dataclass(frozen=True)
class MatrixSpace:
    """Every n x n matrix with entries ``0..k`` (``settings.exhaustive_bound(n)``), then random matrices
    (:func:`standard_stages`)."""

    n: int
    settings: Settings

    def stages(self, rng: np.random.Generator) -> Iterator[Stage]:
        """The exhaustive stage, then the random one."""
        return standard_stages(self.n, self.settings, rng)

    def budget(self) -> dict[str, Any]:
        """The bound of the exhaustive stage and the number of random matrices."""
        return {"exhaustive_max_entry": self.settings.exhaustive_bound(self.n),
                "random_matrices": self.settings.random_matrices}

    def search_evidence(self, what: str, note: str, budget: dict[str, Any] | None = None) -> Evidence:
        """The evidence of a search of this space that found nothing: ``what`` was tried on every matrix, ``note``
        why there is no proof, ``budget`` the search's own counts (e.g.
        :attr:`axioms.search.refute.SearchOutcome.budget`)."""
        k = self.settings.exhaustive_bound(self.n)
        return {
            "kind": "search",
            "method": f"{scanned(self.n, k)} and {self.settings.random_matrices} random matrices, {what}; {note}",
            "budget": {**self.budget(), **(budget or {})},
        }


@dataclass(frozen=True)
class ClassifierSpace:
    """Every classifier of every test set of the :func:`grid` (smallest test sets first, streamed in batches), then
    random matrices."""

    n: int
    settings: Settings

    @property
    def grid(self) -> Grid:
        """The :class:`Grid` of the enumerated test sets."""
        return grid(self.n, self.settings)

    def stages(self, rng: np.random.Generator) -> Iterator[Stage]:
        """The grid's classifiers in batches (stage ``"exhaustive"``), then random matrices (``"random"``, drawn from
        ``rng`` when reached)."""
        for batch in grid_batches(self.grid):
            yield Stage("exhaustive", batch)
        yield Stage("random", random_batch(self.n, self.settings.search_size, rng))

    def budget(self, random: bool = True) -> dict[str, Any]:
        """The bound of the exhaustive matrices, the grid's budget entries and (``random``) the number of random
        matrices."""
        out = {"exhaustive_max_entry": self.settings.exhaustive_bound(self.n), **self.grid.as_budget()}
        if random:
            out["random_matrices"] = self.settings.random_matrices
        return out

    def search_evidence(self, what: str, note: str) -> Evidence:
        """The evidence of a scan of this space that found nothing: ``what`` was scanned, ``note`` why there is no
        proof."""
        return {
            "kind": "search",
            "method": (f"no counterexample in a float64 scan of {what} ({self.grid.text()}) and "
                       f"{self.settings.random_matrices} random matrices; {note}"),
            "budget": self.budget(),
        }
