"""Where the engine looks for counterexamples: exhaustive small matrices and random batches.

* :func:`exhaustive` enumerates every n x n matrix with entries ``0..k``, smallest total
  first, so the first violation found is a minimal one within the bound.
* :func:`random_batch` draws integer matrices in several regimes, including the
  near-degenerate ones where metrics misbehave: zero rows and columns, huge imbalance.
* :func:`confusion_matrices` is a Hypothesis strategy for users' own property tests.
"""

import zlib
from functools import lru_cache

import numpy as np
from hypothesis import strategies as st

__all__ = ["exhaustive", "random_batch", "rng_for", "evaluate", "int_lists", "confusion_matrices", "CANDIDATES", "TOLERANCE"]

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
    grids = np.indices((k + 1,) * (n * n)).reshape(n * n, -1).T
    grids = grids[np.lexsort((*grids.T[::-1], grids.sum(axis=1)))]
    out = grids.reshape(-1, n, n).astype(float)
    out.flags.writeable = False
    return out


def exhaustive(n, k):
    """Every n x n matrix with entries in ``0..k``, sorted by total then lexicographically."""
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


def evaluate(metric, batch):
    """The metric's numeric values on a float batch, with numpy's warnings silenced (NaN = undefined)."""
    with np.errstate(all="ignore"):
        return np.asarray(metric.numeric(np.asarray(batch, dtype=float)), dtype=float)


def int_lists(m):
    """A matrix of integral floats as nested lists of ints (how counterexamples are reported)."""
    return [[int(x) for x in row] for row in np.asarray(m)]


def confusion_matrices(n=3, max_count=20, min_total=1):
    """Hypothesis strategy of integer confusion matrices (lists of lists, rows = predictions).

    Shrinks towards small counts. Example::

        @given(confusion_matrices(n=3))
        def test_my_metric_is_bounded(m):
            assert 0 <= my_metric(m) <= 1
    """
    cells = st.lists(st.integers(0, max_count), min_size=n * n, max_size=n * n)
    return cells.filter(lambda xs: sum(xs) >= min_total).map(lambda xs: [xs[i * n:(i + 1) * n] for i in range(n)])
