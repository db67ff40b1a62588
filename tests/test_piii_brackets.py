"""The linear-time test for two disjoint root brackets agrees with the pairwise definition."""

from fractions import Fraction
from itertools import combinations

import numpy as np

from axioms.properties.piii.rectangles import disjoint, some_disjoint


def test_linear_check_matches_every_pair():
    rng = np.random.default_rng(3)
    grid = [None, *[Fraction(k, 2) for k in range(-4, 5)]]
    for _ in range(3000):
        brackets = []
        for _ in range(int(rng.integers(1, 6))):
            lo, hi = grid[int(rng.integers(len(grid)))], grid[int(rng.integers(len(grid)))]
            if rng.random() < 0.3 and lo is not None:
                hi = lo  # an exact root
            if lo is not None and hi is not None and lo > hi:
                lo, hi = hi, lo
            brackets.append((None, 0, lo, hi))
        highs = [t[3] for t in brackets if t[3] is not None]
        lows = [t[2] for t in brackets if t[2] is not None]
        pairwise = any(disjoint(a, b) for a, b in combinations(brackets, 2))
        assert some_disjoint(brackets, highs, lows) == pairwise, brackets
