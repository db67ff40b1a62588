"""The matrices on which a metric's code is compared with a candidate form (:mod:`metrics.identify`): the
confirmation matrices (whole counts, n = 2..8), the same with counts that are not whole (n = 2, 3, 4), calibrated
ones, and the probes at a class count checked beyond them. All are drawn from fixed seeds, so every run compares on
the same matrices, and read-only, so code that writes into its input cannot change them for the next metric.
"""

from functools import lru_cache
from itertools import product

import numpy as np

from .confusion import calibration_factors

__all__ = ["CLASS_COUNTS", "TINY", "HUGE", "PROBE_CELLS", "confirmation_matrices", "large_matrices",
           "fractional_matrices", "calibrated_matrices", "not_whole", "probes_at"]

#: The class counts the confirmation matrices cover.
CLASS_COUNTS = tuple(range(2, 9))

#: Random confirmation matrices per class count (besides the exhaustive ones at n = 2, 3).
_RANDOM_PER_N = 40

#: Random confirmation matrices per class count with entries up to 2000 (a rule that changes with size).
_LARGE_PER_N = 10

#: The last random and large confirmation matrices of a class count, before the large ones times :data:`HUGE`.
_RANDOM_AND_LARGE = slice(-(_RANDOM_PER_N + 2 * _LARGE_PER_N), -_LARGE_PER_N)


@lru_cache(maxsize=1)
def confirmation_matrices() -> "dict[int, np.ndarray]":
    """``{n: (K, n, n) float array}``: every non-empty matrix with entries 0..2 at n = 2 (80) and 0..1 at n = 3
    (511), then, at every n of :data:`CLASS_COUNTS`, random matrices (entries 0..5, a random class emptied in half
    of them; and 10 with entries 0..1999, for a rule that changes with size, and those times :data:`HUGE`, whole
    counts of about 10²¹ for a rule on a size beyond any other matrix here), drawn from a fixed seed so every run
    compares on the same matrices. The empty matrix is left out: a metric of labels has nothing to label there
    (where code scores it with a number, :mod:`metrics.identify` compares that number on its own)."""
    rng = np.random.default_rng(20241126)
    out = {}
    for n in CLASS_COUNTS:
        drawn = rng.integers(0, 6, size=(_RANDOM_PER_N, n, n)).astype(float)
        emptied = rng.integers(0, n, size=_RANDOM_PER_N)
        for i in range(0, _RANDOM_PER_N, 2):
            drawn[i, :, emptied[i]] = 0  # a class that never occurs
            if i % 4 == 0:
                drawn[i, emptied[i], :] = 0  # ... and is never predicted
        bound = {2: 2, 3: 1}.get(n)
        every = (np.array(list(product(range(bound + 1), repeat=n * n))[1:], dtype=float).reshape(-1, n, n)
                 if bound is not None else np.empty((0, n, n)))
        large = rng.integers(0, 2000, size=(_LARGE_PER_N, n, n)).astype(float)
        out[n] = _read_only(np.concatenate([every, drawn[drawn.sum(axis=(1, 2)) > 0], large, large * HUGE]))
    return out


def large_matrices(n: int) -> np.ndarray:
    """Matrices at ``n`` for a rule that changes with size: the confirmation matrices with entries up to 1999, and
    those times 2⁴⁰ (about 10¹⁵ items, whole in float64 and in int64 alike, so code that casts counts to integers
    computes them as written; none beyond :data:`CLASS_COUNTS`)."""
    if n not in CLASS_COUNTS:
        return np.empty((0, n, n))
    large = confirmation_matrices()[n][_RANDOM_AND_LARGE][-_LARGE_PER_N:]
    return np.concatenate([large, large * 2.0**40])


def _read_only(matrices: np.ndarray) -> np.ndarray:
    """``matrices``, which every later identification reads, protected from code that writes into its input."""
    matrices.setflags(write=False)
    return matrices


#: Scales of the :func:`fractional_matrices` far from one item, powers of two: float64 multiplies by them exactly, so
#: a form's values are the same bits as at scale 1 (products of four counts stay far from underflow and overflow),
#: while code with a tolerance or a threshold in counts (``t + 1e-15``, ``np.maximum(t, np.finfo(float).eps)``,
#: ``t > 1e-9``, ``N > 1e17``) changes.
TINY, HUGE = 2.0**-60, 2.0**60


def not_whole(matrices: np.ndarray, factors: np.ndarray) -> np.ndarray:
    """``matrices`` with counts that are not whole: divided by 8, their columns scaled by ``factors`` (broadcast over
    the columns), and those again times :data:`TINY` and :data:`HUGE`."""
    scaled = matrices * factors
    return np.concatenate([matrices / 8, scaled, scaled * TINY, scaled * HUGE])


@lru_cache(maxsize=1)
def fractional_matrices() -> "dict[int, np.ndarray]":
    """``{n: (K, n, n) float array}`` at n = 2, 3, 4: matrices whose counts are not integers, where the main cells'
    properties reach too (PIV scales the columns by any λ > 0, PV's random classifiers s z pᵀ have any total s > 0):
    the last 50 confirmation matrices each divided by 8 (columns that sum to less than 1) and each with its columns
    scaled by factors drawn from (0.05, 3) with a fixed seed, those again times :data:`TINY` and :data:`HUGE`, and
    the :func:`calibrated_matrices` (λ = λ~). Code that agrees with a form on whole counts only (a guard
    ``max(t, 1)``, counts read with ``int``) is not that form, nor is code with a tolerance (``t + 1e-15``,
    ``np.maximum(t, 1e-12)``, ``t > 1e-9``, ``np.isclose(t, 0)``, a branch on ``N > 1e5``)."""
    rng = np.random.default_rng(20261128)
    out = {}
    for n in (2, 3, 4):
        mats = confirmation_matrices()[n][_RANDOM_AND_LARGE]
        every = np.concatenate([not_whole(mats, rng.uniform(0.05, 3.0, size=(len(mats), 1, n))),
                                calibrated_matrices()[n][1]])
        out[n] = _read_only(every[~np.all(every == np.round(every), axis=(1, 2))])  # whole: confirmation matrices
    return out


@lru_cache(maxsize=1)
def calibrated_matrices() -> "dict[int, tuple[np.ndarray, np.ndarray]]":
    """``{n: (matrices, calibrated)}``: the last 50 confirmation matrices at n = 2, 3, 4 (the random ones; at n = 2
    also the last exhaustive ones) in which every class occurs, and each calibrated, :math:`m\\,\\lambda^\\sim(m)`
    (counts that are not integers, where the calibrated variant evaluates a metric: code that reads counts as integers
    agrees with a form on every integer matrix and not there, unless it is :mod:`metrics.whole_counts`)."""
    out = {}
    for n in (2, 3, 4):
        mats = confirmation_matrices()[n][_RANDOM_AND_LARGE]
        mats = mats[(mats.sum(axis=1) > 0).all(axis=1)]
        with np.errstate(all="ignore"):
            out[n] = mats, _read_only(mats * calibration_factors(mats)[:, None, :])
    return out


#: The cells of the probes :func:`probes_at` draws at most (at n = 1000, two matrices and their scalings).
PROBE_CELLS = 2_000_000


def probes_at(n: int, whole: bool, fractional: bool) -> np.ndarray:
    """Matrices at ``n`` classes drawn like the random confirmation matrices (a class that never occurs in half of
    them; fewer at large n, at most :data:`PROBE_CELLS` cells): the ``whole`` ones, and with ``fractional`` their
    counts made not whole (:func:`not_whole`)."""
    rng = np.random.default_rng(20261129 + n)
    count = max(2, min(_RANDOM_PER_N, PROBE_CELLS // (n * n)))
    drawn = rng.integers(0, 6, size=(count, n, n)).astype(float)
    drawn[::2, :, 0] = 0  # a class that never occurs
    return np.concatenate(([drawn] if whole else [])
                          + ([not_whole(drawn, rng.uniform(0.05, 3.0, size=(count, 1, n)))] if fractional else []))
