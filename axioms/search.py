"""Where the engine looks for counterexamples: exhaustive small matrices and random batches.

* :func:`exhaustive` enumerates every n x n matrix with entries ``0..k``, smallest total
  first, so the first violation found is a minimal one within the bound.
* :func:`random_batch` draws integer matrices in several regimes, including the
  near-degenerate ones where metrics misbehave: zero rows and columns, huge imbalance.
"""

import zlib
from functools import lru_cache

import numpy as np

from metrics._evaluate import real_values

__all__ = ["exhaustive", "random_batch", "integer_points", "rng_for", "evaluate", "int_lists", "CANDIDATES", "TOLERANCE"]

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
