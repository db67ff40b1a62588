"""Sample spaces: the matrices the engine scans for counterexamples.

* :func:`exhaustive` enumerates every n x n matrix with entries ``0..k``, smallest total
  first, so the first violation found is a minimal one within the bound.
* :func:`random_batch` draws integer matrices in several regimes, including the
  near-degenerate ones where metrics misbehave: zero rows and columns, huge imbalance.
* A :class:`Stage` is one batch a search scans; :func:`standard_stages` and
  :func:`parameter_stages` give the usual sequence (exhaustive, then random).
"""

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from metrics.bridge import real_values

__all__ = ["exhaustive", "random_batch", "integer_points", "evaluate", "int_lists", "Stage", "standard_stages", "parameter_stages", "SMALLEST_WITH_PARAMETERS"]


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


@dataclass(frozen=True)
class Stage:
    """One batch a search scans: its name (``"exhaustive"``, ``"random"``), integral float
    matrices ``(N, n, n)`` and optional per-matrix parameters ``(N, k)`` the moves read
    (a column scaling λ, a transformation's θ)."""

    name: str
    matrices: np.ndarray
    parameters: np.ndarray | None = None


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
