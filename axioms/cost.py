"""Size the searches to a metric's measured cost (label-based metrics take milliseconds per matrix).

A property check at ``n`` classes evaluates the metric on about

.. math:: G(n)\\,E_k + F(n)\\,5S \\text{ matrices},\\qquad
          F(n) = n^2 + 1,\\quad G(n) = \\max(n^2 + 1,\\ 2(3^n - 3)),

where :math:`E_k = (k+1)^{n^2}` is the exhaustive enumeration with entries ``0..k``,
``5S`` the random matrices (``S = settings.search_size``), :math:`F(n)` the one-cell
perturbations of PI and :math:`G(n)` also covers PIV's :math:`3^n - 3` integer scalings.
When that many evaluations at the measured cost ``c`` would exceed
``settings.search_seconds``, :func:`sized_to_cost` lowers ``k`` (to fill at most half the
budget) and then ``S`` (a power of two) so that :math:`c\\,(G E_k + 5 F S)` fits. The
verdicts' evidence records the cost, the budget and the sizes used. The measured cost
depends on the machine, so a resized search is not byte-for-byte reproducible across
machines; the evidence says so. A metric faster than :data:`SLOW` per matrix (every
vectorised one: the catalogue's take well under a microsecond) is never resized, whatever
the budget, so its verdicts stay byte-for-byte reproducible.
"""

import time
from dataclasses import replace

import numpy as np

from .search import random_batch, rng_for

__all__ = ["seconds_per_matrix", "sized_to_cost", "SLOW"]

#: Cost per matrix (seconds) from which a metric's search may be resized: 50x the slowest
#: vectorised catalogue metric, 100x below a scikit-learn call.
SLOW = 2e-5


def seconds_per_matrix(metric, n, settings):
    """The metric's cost per matrix at ``n`` classes: the fastest of 3 timed batches, in seconds.

    The batch holds 20 matrices for a slow metric and 2000 for a fast one (so that call
    overhead does not dominate).

    Examples
    --------
    >>> import metrics, axioms
    >>> seconds_per_matrix(metrics.get("accuracy"), 3, axioms.Settings()) < 1e-4
    True
    """
    rng = rng_for(settings, metric.name, "cost", n)
    cost = _timed(metric, random_batch(n, 4, rng))
    if cost < 1e-4:
        cost = _timed(metric, random_batch(n, 400, rng))
    return cost


def _timed(metric, batch):
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        with np.errstate(all="ignore"):
            metric.numeric(batch)
        best = min(best, time.perf_counter() - start)
    return best / len(batch)


def _factors(n):
    return n * n + 1, max(n * n + 1, 2 * (3**n - 3))


def _evaluations(n, k, size):
    f, g = _factors(n)
    return g * (k + 1) ** (n * n) + 5 * f * size


def sized_to_cost(metric, classes, settings):
    """``(settings, note)``: settings whose searches fit ``settings.search_seconds`` at the measured cost.

    ``note`` is None when the metric is faster than :data:`SLOW` per matrix or fits the
    budget with ``settings`` unchanged; else a dict
    for the evidence: ``seconds_per_matrix`` (per class count), ``budget_seconds``,
    ``search_size``, ``exhaustive_max`` and a sentence ``method``.

    Examples
    --------
    >>> import metrics, axioms
    >>> sized_to_cost(metrics.get("accuracy"), (2, 3), axioms.Settings())[1] is None
    True
    """
    budget = settings.search_seconds
    ns = [n for n in classes if metric.applies_to(n)]
    costs = {n: seconds_per_matrix(metric, n, settings) for n in ns}
    if all(c < SLOW or c * _evaluations(n, settings.exhaustive_bound(n), settings.search_size) <= budget for n, c in costs.items()):
        return settings, None
    bounds, size = {}, settings.search_size
    for n, c in costs.items():
        k = settings.exhaustive_bound(n)
        while k > 0 and c * _factors(n)[1] * (k + 1) ** (n * n) > budget / 2:
            k -= 1
        bounds[n] = k
        fits = int((budget / c - _factors(n)[1] * (k + 1) ** (n * n)) / (5 * _factors(n)[0]))
        size = min(size, 2 ** max(0, fits.bit_length() - 1) if fits >= 1 else 1)
    sized = replace(settings, search_size=size, exhaustive_max=tuple(sorted({**dict(settings.exhaustive_max), **bounds}.items())))
    shown = ", ".join(f"n={n}: {c * 1e3:.2g} ms" for n, c in costs.items())
    note = {
        "seconds_per_matrix": {str(n): float(f"{c:.2g}") for n, c in costs.items()},
        "budget_seconds": budget,
        "search_size": size,
        "exhaustive_max": {str(n): k for n, k in bounds.items()},
        "method": (
            f"search sized to the metric's measured cost ({shown} per matrix): {5 * size} random matrices "
            f"(profile: {settings.random_matrices}) and exhaustive entries up to "
            f"{', '.join(f'{k} at n={n}' for n, k in bounds.items())}, to stay within about {budget:g} s per property "
            f"and class count; the sizes depend on this machine's speed"
        ),
    }
    return sized, note
