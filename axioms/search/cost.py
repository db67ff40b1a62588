"""Size the searches of a metric slow to evaluate (label-based metrics take milliseconds per matrix).

A property check at ``n`` classes evaluates the metric on about

.. math:: G(n)\\,E_k + F(n)\\,5S \\text{ matrices},\\qquad
          F(n) = n^2 + 1,\\quad G(n) = \\max(n^2 + 1,\\ 2(3^n - 3)),

where :math:`E_k = (k+1)^{n^2}` is the exhaustive enumeration with entries ``0..k``,
``5S`` the random matrices (``S = settings.search_size``), :math:`F(n)` the one-cell
perturbations of PI and :math:`G(n)` also covers PIV's :math:`3^n - 3` integer scalings.
For a metric measured slower than :data:`SLOW` per matrix, :func:`sized_to_cost` lowers
``k`` (to fill at most half the count, never below the :data:`FLOOR`) and then ``S`` (a power
of two) so that :math:`G E_k + 5 F S` fits ``settings.slow_metric_matrices``: a count, so the sizes are a
deterministic function of the settings, whatever the machine's speed, and the verdicts'
evidence records the count and the sizes used. Only whether a metric is slow is measured;
:data:`SLOW` lies 50x above the slowest vectorised catalogue metric and 50x below a
scikit-learn call, so that decision does not depend on the machine either. A vectorised
metric (every catalogue one) is never resized.

**The floor.** Whatever the metric's cost, its exhaustive stage covers every matrix with
entries ``0..2`` at n = 2 (81 matrices) and ``0..1`` at n = 3 (512), or the profile's own
bound where that is smaller: a search thinner than that printed ✓* where a 3 x 3 matrix
with entries <= 1 refutes the property. The floor may take the evaluations past the count; a
metric too slow to reach it within the command's ``--timeout`` gets error cells (timed
out), never ✓*. Each distinct matrix is evaluated once (a label metric memoises its values).
"""

import time
from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any, cast
from weakref import WeakKeyDictionary

import numpy as np

from metrics import Metric

from axioms.search.spaces import random_batch
from axioms.core.budget import Settings, rng_for

__all__ = ["seconds_per_matrix", "sized_to_cost", "SLOW", "FLOOR"]

#: Cost per matrix (seconds) from which a metric's search may be resized: 50x the slowest
#: vectorised catalogue metric, 100x below a scikit-learn call.
SLOW = 2e-5

#: The smallest exhaustive entry bound per class count that sizing to cost keeps (or the
#: profile's bound where smaller): every 2 x 2 matrix with entries <= 2, every 3 x 3 with entries <= 1.
FLOOR = {2: 2, 3: 1}


def seconds_per_matrix(metric: "Metric", n: int, settings: Settings) -> float:
    """The metric's cost per matrix at ``n`` classes: the fastest of 3 timed batches, in seconds.

    A batch holds 4 matrices for a slow metric and 400 for a fast one (so that call
    overhead does not dominate; fewer at large n, :meth:`~axioms.Settings.at` and :data:`TIMED_CELLS`); the three
    batches are different matrices, so that a metric that remembers its values (a label metric) is timed computing
    them. A metric is timed once per class count (:data:`_MEASURED`): timing the same matrices again would time the
    values it remembered.

    Examples
    --------
    >>> import metrics, axioms
    >>> seconds_per_matrix(metrics.get("accuracy"), 3, axioms.Settings()) < 1e-4
    True
    """
    measured = _MEASURED.setdefault(metric, {})
    if n not in measured:
        measured[n] = _measured(metric, n, settings)
    return measured[n]


#: Each metric's cost per matrix by class count, measured once per process: a second check of a label metric at the
#: same n timed the values it remembered from the first, took the metric for fast and searched 20,000 random
#: matrices through scikit-learn (a macro F1 check at n = 2: 127 s instead of 1 s).
_MEASURED: "WeakKeyDictionary[Metric, dict[int, float]]" = WeakKeyDictionary()


def _measured(metric: "Metric", n: int, settings: Settings) -> float:
    rng = rng_for(settings, metric.name, "cost", n)
    # drawing the batches must not cost more than timing them
    most = min(settings.at(n).search_size, max(4, TIMED_CELLS // (n * n)))
    # drawn one at a time, as they are timed: at n = 1,000 a batch is 40 MB
    cost = _timed(metric, (random_batch(n, min(4, most), rng) for _ in range(3)))
    if cost < 1e-4:
        cost = _timed(metric, (random_batch(n, min(400, most), rng) for _ in range(3)))
    return cost


#: The most cells of a batch timed by :func:`seconds_per_matrix` (400 matrices up to n = 25; at n = 200, 6:
#: drawing 400 matrices of 40,000 cells took 0.7 s, for a cost the lemmas often never use).
TIMED_CELLS = 2**18


def _timed(metric: "Metric", batches: Iterable[Any]) -> float:
    """The fastest seconds per matrix over ``batches``; a metric whose code raises on a batch counts as slow there
    (user code: the checks report what it raises)."""
    best = float("inf")
    for batch in batches:
        start = time.perf_counter()
        try:
            with np.errstate(all="ignore"):
                metric.numeric(batch)
            best = min(best, (time.perf_counter() - start) / len(batch))
        except Exception:  # noqa: BLE001 - user code; sized as slow, so the floor still holds
            pass
        del batch  # before the next is drawn
    return best


def _factors(n: int) -> tuple[int, int]:
    return n * n + 1, max(n * n + 1, 2 * (3**n - 3))


def _evaluations(n: int, k: int, size: int) -> int:
    f, g = _factors(n)
    return cast(int, g * (k + 1) ** (n * n) + 5 * f * size)  # a nonnegative exponent


def sized_to_cost(metric: "Metric", classes: Sequence[int],
                  settings: Settings) -> tuple[Settings, dict[str, Any] | None]:
    """``(settings, note)``: settings whose searches evaluate at most ``settings.slow_metric_matrices``
    matrices per property and class count, for a metric slower than :data:`SLOW` per matrix.

    ``note`` is None when the metric is fast or fits the count with ``settings`` unchanged;
    else a dict for the evidence: ``matrices_per_check`` (the count), ``search_size``,
    ``exhaustive_max`` and a sentence ``method``.

    Examples
    --------
    >>> import metrics, axioms
    >>> sized_to_cost(metrics.get("accuracy"), (2, 3), axioms.Settings())[1] is None
    True
    """
    budget = settings.slow_metric_matrices
    ns = [n for n in classes if metric.applies_to(n)]
    if all(_evaluations(n, settings.exhaustive_bound(n), settings.search_size) <= budget for n in ns):
        return settings, None
    if all(seconds_per_matrix(metric, n, settings) < SLOW for n in ns):
        return settings, None
    bounds: dict[int, int] = {}
    size = settings.search_size
    for n in ns:
        f, g = _factors(n)
        k = settings.exhaustive_bound(n)
        floor = min(k, FLOOR.get(n, 0))
        while k > floor and g * (k + 1) ** (n * n) > budget / 2:
            k -= 1
        bounds[n] = k
        fits = (budget - g * (k + 1) ** (n * n)) // (5 * f)
        size = min(size, 2 ** (fits.bit_length() - 1) if fits >= 1 else 1)
    sized = replace(settings, search_size=size,
                    exhaustive_max=tuple(sorted({**dict(settings.exhaustive_max), **bounds}.items())))
    note = {
        "matrices_per_check": budget,
        "search_size": size,
        "exhaustive_max": {str(n): k for n, k in bounds.items()},
        "method": (
            f"the metric is slower than {SLOW * 1e6:g} µs per matrix, so its searches are sized to a count of "
            f"about {budget} matrices per property and class count (settings.slow_metric_matrices): {5 * size} "
            f"random matrices (profile: {settings.random_matrices}) and exhaustive entries up to "
            f"{', '.join(f'{k} at n={n}' for n, k in bounds.items())} (never below the floor: entries 0..2 at n=2, "
            f"0..1 at n=3)"
        ),
    }
    return sized, note
