"""Sebastiani's axioms do bounded, deterministic work at every n (issue #18, items 10 and 17).

The test-set grid (every classifier of every small test set) is cut by a count of
classifiers, never by the clock, so the work and the evidence are the same on every
machine; the sign certificate of MON examines the minimal supports, not every subset of
the variables.
"""

import tracemalloc
from itertools import product

import numpy as np
import pytest
import sympy

import axioms
import metrics
from axioms.arithmetic import signs
from axioms.search import spaces
from axioms.core.registry import PROPERTIES
from axioms.properties.con import check_con
from axioms.properties.mon import check_mon
from axioms.core.budget import rng_for
from metrics._registry import make_metric

#: A tiny budget: 2000 classifiers in the float scans, 200 in the exact enumeration of CHA.
TINY = axioms.Settings(search_size=50, exhaustive_matrices=2000, exact_classifiers=200)


def _numeric_accuracy(m):
    """Accuracy without a symbolic form, so SDE/WDE/FIX/CHA rest on their enumeration."""
    return np.trace(m, axis1=-2, axis2=-1) / m.sum(axis=(-2, -1))


ACCURACY = make_metric("numeric_accuracy", numeric=_numeric_accuracy)


def test_classifier_count_matches_a_brute_force_count():
    # oracle: every matrix with entries 0..max(p) whose column sums are p
    for p in [(2, 1), (0, 3), (1, 2, 0), (2, 2, 1), (1, 0, 1, 1)]:
        n = len(p)
        brute = sum(1 for cells in product(range(max(p) + 1), repeat=n * n)
                    if all(sum(cells[i * n + j] for i in range(n)) == p[j] for j in range(n)))
        assert spaces.classifier_count(p) == brute == len(spaces.classifiers(p))


def test_grid_at_eight_classes_is_cut_at_the_budget():
    # n = 8, prevalences 0..1: a test set with t items (t classes present) has 8^t classifiers
    # (each present column's single item in one of 8 rows). t = 1: 8 sets x 8 = 64; t = 2:
    # C(8,2) = 28 sets x 64 = 1792, total 1856 <= 2000; t = 3 adds 56 x 512 > 2000: cut at 2 items.
    grid = spaces.grid(8, TINY)
    assert (grid.bound, grid.max_items, len(grid.sets), grid.classifiers) == (1, 2, 36, 1856)
    # CHA's exact budget of 200: only the 8 single-item test sets (64 classifiers) fit
    exact = spaces.grid(8, TINY, TINY.exact_classifiers)
    assert (exact.max_items, len(exact.sets), exact.classifiers) == (1, 8, 64)


def test_grid_at_two_and_three_classes_is_the_whole_box():
    # the default budget keeps the catalogue's grids whole: n = 2, prevalences 0..6:
    # (1 + 2 + ... + 7)^2 - 1 = 783 classifiers; n = 3, prevalences 0..2: (1 + 3 + 6)^3 - 1 = 999
    settings = axioms.Settings()
    assert ([(g.max_items, g.classifiers) for g in (spaces.grid(2, settings), spaces.grid(3, settings))]
            == [(None, 783), (None, 999)])


@pytest.mark.parametrize("pid", ["SDE", "WDE", "FIX", "CHA"])
def test_enumerations_at_eight_classes_stay_within_the_budget(pid):
    check = PROPERTIES[pid].check
    tracemalloc.start()
    try:
        verdict = check(ACCURACY, 8, TINY, rng_for(TINY, ACCURACY.name, pid, 8))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    budget = verdict.evidence["budget"]
    limit = TINY.exact_classifiers if pid == "CHA" else TINY.exhaustive_matrices
    assert verdict.verdict == "holds"  # accuracy is defined on every nonempty matrix, range [0, 1], E = 1/8
    assert budget["classifiers"] <= budget["classifier_budget"] == limit
    assert budget["test_set_max_items"] is not None  # the grid was cut, and the evidence says where
    assert peak < 64 * 2**20  # all 9^8 - 1 classifiers of the uncut grid would take 22 GB


def test_sign_certificate_examines_minimal_supports_only(monkeypatch):
    # x/(1 + x1) with x = x1 + ... + x17 where x != 0: the sum is nonzero exactly when some xi > 0,
    # so the minimal supports are the 17 singletons; each needs num and den checked (34 calls),
    # where the 2^17 subsets of the variables took over 10^5.
    xs = sympy.symbols("x1:18", nonnegative=True)
    calls = []
    real = signs.nonzero_at
    monkeypatch.setattr(signs, "nonzero_at", lambda terms, support: calls.append(1) or real(terms, support))
    assert signs.sign_where_defined(sum(xs) / (1 + xs[0]), [sum(xs)]) == 1
    assert len(calls) <= 2 * len(xs)
    # and it still refuses: x1/(x1 + x2) is 0 where x2 > 0 = x1, although x1 + x2 != 0 there
    assert signs.sign_where_defined(xs[0] / (xs[0] + xs[1]), [xs[0] + xs[1]]) is None


def test_mon_at_four_classes_is_proved_without_a_clock():
    # Sebastiani's K is strictly monotone (Sebastiani 2015, Property 5.1; §6 for n classes): the
    # proof completes within the count budgets, so the evidence names no wall-clock limit.
    import metrics

    settings = axioms.Settings()
    verdict = check_mon(metrics.get("sebastiani_k"), 4, settings, rng_for(settings, "sebastiani_k", "MON", 4))
    assert verdict.verdict == "holds" and verdict.evidence["kind"] == "proof"
    assert "exhausted" not in str(verdict.evidence) + verdict.detail


@pytest.mark.slow  # 20 s: an exhaustive case at n = 8
def test_con_at_eight_classes_stays_within_the_budget():
    # with symbolic steps allowed at n = 8, CON scanned every classifier of every test set with
    # prevalences 0..1 (9^8 - 1 matrices, 22 GB); it now scans the count-bounded grid
    settings = axioms.Settings(search_size=50, exhaustive_matrices=2000, exact_classifiers=200, symbolic_max_cells=64)
    tracemalloc.start()
    try:
        accuracy = metrics.get("accuracy")  # CON needs a symbolic form
        verdict = check_con(accuracy, 8, settings, rng_for(settings, "accuracy", "CON", 8))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert verdict.verdict == "holds"  # accuracy = trace / N is a rational function with N > 0: smooth
    assert peak < 64 * 2**20  # one test set of the old scan, (1, ..., 1), had 8^8 classifiers: 8.6 GB
