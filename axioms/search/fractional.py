"""Counts that are not whole: a scaling's parameters below one, and the exact numbers such counts are.

PIV, RPI and SCI quantify over every positive scaling, so half an item is a count too. Code that
treats counts below one item apart (a guarded denominator ``np.maximum(t, 1)``, a piece ``t >= 1``)
is unchanged by every whole scaling of whole counts and changes only below one item: the
:func:`fractional_stage` scans the smallest matrices under the fixed parameters divided by 8.
Eighths keep every count a binary fraction, exact in float64, so a candidate is read back exactly
(:func:`exact_lists`) and re-checked in rational arithmetic like any other; a record writes such a
count as ``"p/q"`` (:func:`metrics.padded.record_cells`).
"""

from typing import Any, cast

import numpy as np
from numpy.typing import ArrayLike

from metrics.padded import exact_cells, record_cells

from axioms.core.budget import Settings
from axioms.search.spaces import MAX_PARAMETER_CELLS, Stage, exhaustive

__all__ = ["exact_lists", "FRACTIONAL_PAIRS", "DIVISOR", "FRACTIONAL_VECTORS", "fractional_stage"]


def exact_lists(m: ArrayLike) -> list[Any]:
    """Floats (a matrix, a parameter vector) as the exact numbers they hold, nested like ``m``: an int where the
    float is whole, else the :class:`~fractions.Fraction` of its binary value (exactly the float's number)."""
    return cast(list[Any], exact_cells(record_cells(np.asarray(m).tolist())))


#: Pairs the :func:`fractional_stage` scores at most: its matrices are cut to this many over its parameter
#: vectors (code that labels items, a scikit-learn function, scores one matrix at a time).
FRACTIONAL_PAIRS = 600

#: What the fixed parameters are divided by: a power of two (binary fractions are exact in float64), and large
#: enough that scaling the identity by the smallest whole parameter (2) leaves less than one item in all at n = 2, 3.
DIVISOR = 8

#: Parameter vectors the :func:`fractional_stage` tries, at most (the first distinct ones).
FRACTIONAL_VECTORS = 6


def fractional_stage(n: int, settings: Settings, fixed: ArrayLike) -> Stage:
    """The smallest matrices (entries ``0..k``; the identity if none) in which every class is predicted and occurs,
    each under the first :data:`FRACTIONAL_VECTORS` distinct vectors of ``fixed`` divided by :data:`DIVISOR`: at most
    :data:`FRACTIONAL_PAIRS` pairs (and :data:`~axioms.search.spaces.MAX_PARAMETER_CELLS` cells), ``values_only``
    (see :class:`~axioms.search.spaces.Stage`)."""
    vectors = np.array(list(dict.fromkeys(map(tuple, np.asarray(fixed, dtype=float) / DIVISOR)))[:FRACTIONAL_VECTORS],
                       dtype=float)
    every = exhaustive(n, settings.exhaustive_bound(n))
    full = every[(every.sum(axis=-1) > 0).all(axis=-1) & (every.sum(axis=-2) > 0).all(axis=-1)]
    if not len(full):  # entries 0..0 at many classes: the identity
        full = np.eye(n)[None]
    small = full[:max(1, min(FRACTIONAL_PAIRS, MAX_PARAMETER_CELLS // (n * n)) // max(len(vectors), 1))]
    return Stage("fractional", np.repeat(small, len(vectors), axis=0), np.tile(vectors, (len(small), 1)),
                 values_only=True)
