"""Time budgets for symbolic work and the settings profiles of the engine.

Platform note: the wall-clock safety net :func:`time_budget` uses POSIX interval timers
(``signal.setitimer``); where they do not exist (Windows) or off the main thread it is
off, and the deterministic term/operation budgets and the per-metric time limit of the
command (``--timeout``) still bound the work.
"""

import signal
import threading
import time
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Any
from dataclasses import asdict, dataclass, replace

import numpy as np

from metrics.errors import UsageError
from metrics.validation import check_choice

__all__ = ["Settings", "profile", "PROFILES", "SymbolicTimeout", "time_budget", "RANDOM_REGIMES", "rng_for",
           "resolve_settings"]


#: Regimes of random matrices in one search (uniform small, uniform large, imbalanced,
#: heavy diagonal, sparse): :func:`axioms.search.spaces.random_batch` draws ``search_size`` of each.
RANDOM_REGIMES = 5


class SymbolicTimeout(Exception):
    """A symbolic computation ran out of its time budget (the engine falls back to search)."""


@contextmanager
def time_budget(seconds: float | None) -> Iterator[None]:
    """Raise :class:`SymbolicTimeout` inside the block after ``seconds`` (main thread only).

    Budgets nest: inside another budget the block stops at the earlier of the two ends, and the outer budget
    runs on after it with the time the block took spent (an inner block used to switch the outer timer off, so
    a proof step after a nested one ran unbounded: MCC~'s FIX at n = 3 ran for over ten minutes under a budget of
    300 s). Off the main thread, or without POSIX interval timers (Windows), the block runs unbounded; the
    operation-count limits of :class:`Settings` still apply there.
    """
    if not seconds or not hasattr(signal, "setitimer") or threading.current_thread() is not threading.main_thread():
        yield
        return

    def _expire(signum: int, frame: FrameType | None) -> None:
        raise SymbolicTimeout(f"symbolic budget of {seconds} s exhausted")

    outer = signal.getitimer(signal.ITIMER_REAL)[0]  # 0: no budget around this one
    started = time.monotonic()
    previous = signal.signal(signal.SIGALRM, _expire)
    signal.setitimer(signal.ITIMER_REAL, min(seconds, outer) if outer else seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        if outer:  # an outer budget spent inside this block expires at once
            signal.setitimer(signal.ITIMER_REAL, max(outer - (time.monotonic() - started), 1e-6))


@dataclass(frozen=True)
class Settings:
    """Budgets of one engine run; every verdict reports the budget that backs it.

    Attributes
    ----------
    seed : int
        Seed of every random search (same seed and inputs -> identical report).
    search_size : int
        Random integer confusion matrices drawn per regime and class count.
    exhaustive_max : dict
        For each n, the largest cell value of the exhaustive enumeration
        (all matrices with entries 0..k, smallest totals first); n not listed: 1.
    exhaustive_matrices : int
        The memory budget of an enumeration: the entry bound k is lowered until the
        (k+1)^(n²) matrices fit (k = 0, the zero matrix alone, from n = 5 at the default),
        so no n enumerates more matrices than this. The evidence states the k used.
        It also bounds the test-set grid of Sebastiani's axioms (every classifier of
        every small test set): whole totals of items are taken, smallest first, while
        their classifiers number at most this many.
    exact_classifiers : int
        The budget of an enumeration whose every classifier is evaluated in exact
        arithmetic (CHA's exact expectations): the test-set grid is cut, as above, to at
        most this many classifiers. A count, so the evidence is the same on every machine.
    rational_points : int
        Random rational points used to refute identities exactly.
    symbolic_max_terms : int
        The symbolic budget: a proof step whose polynomial expansion could exceed this
        many terms (a bound computed from the expression's structure) is not attempted.
        Deterministic, so verdicts and evidence do not depend on machine load.
    symbolic_max_ops : int
        Expressions larger than this (sympy ``count_ops``) are not attempted symbolically.
    symbolic_max_cells : int
        Symbolic proof steps (derivatives, identities) are attempted only for n with
        n² <= this many cells; beyond it a check rests on exact evaluation at points and
        on search, and its evidence says so (the work of those steps grows like n⁴).
    random_cells : int
        The memory budget of one random search: at n classes, ``search_size`` is lowered
        (to at least 1) until the ``RANDOM_REGIMES * search_size`` matrices hold at most this
        many cells (:meth:`at`); at the default, from n = 21 on. The evidence states the
        count of random matrices used.
    symbolic_seconds : float
        Wall-clock safety net of one symbolic proof attempt, far above what the term
        budget admits; it only fires on a pathologically slow machine.
    identify : bool
        Decide a metric given as code only (numpy, ``labels=``; no ``structure=`` or ``symbolic=``)
        through the structure identified from its values when one agrees (:mod:`axioms.identified`);
        False decides the code as written (``axiometrics check --no-identify``).
    piii_reading : str
        How PIII reads Opitz's Eq. 4: ``"same_formula"`` (default, the paper's intent: one
        per-class score formula, so relabelling the classes cannot change the metric) or
        ``"literal"`` (g may depend on the class index).
    slow_metric_matrices : int
        Matrices the searches of one property at one class count may evaluate for a
        metric that is slow to evaluate (measured slower than :data:`axioms.search.cost.SLOW`
        per matrix: a label-based one): the engine then shrinks ``search_size`` and
        ``exhaustive_max`` to fit this count, a deterministic function of it, and records
        the sizes in the evidence (:mod:`axioms.search.cost`). Fast metrics are never resized.

    Examples
    --------
    >>> Settings(seed=1).as_dict()["exhaustive_max"]
    {'2': 6, '3': 2, '4': 1}
    """

    seed: int = 0
    search_size: int = 4000
    exhaustive_max: tuple[tuple[int, int], ...] = ((2, 6), (3, 2), (4, 1))
    exhaustive_matrices: int = 300_000
    exact_classifiers: int = 2000
    rational_points: int = 6
    symbolic_max_terms: int = 5 * 10**9
    symbolic_max_ops: int = 4000
    symbolic_max_cells: int = 16
    random_cells: int = 2**23
    symbolic_seconds: float = 300.0
    slow_metric_matrices: int = 200
    identify: bool = True
    piii_reading: str = "same_formula"

    def __post_init__(self) -> None:
        if self.piii_reading not in ("same_formula", "literal"):
            raise UsageError(f"piii_reading={self.piii_reading!r}; accepted: same_formula, literal")
        if (not isinstance(self.slow_metric_matrices, int) or isinstance(self.slow_metric_matrices, bool)
                or self.slow_metric_matrices < 1):
            raise UsageError(f"slow_metric_matrices={self.slow_metric_matrices!r}; "
                             "accepted: an integer >= 1 (matrices per property and class count)")
        if not isinstance(self.identify, bool):
            raise UsageError(f"identify={self.identify!r}; accepted: True or False")

    @property
    def random_matrices(self) -> int:
        """Random matrices one search draws: ``search_size`` in each of the
        :data:`RANDOM_REGIMES` regimes of :func:`axioms.search.spaces.random_batch`."""
        return RANDOM_REGIMES * self.search_size

    def at(self, n: int) -> "Settings":
        """These settings at ``n`` classes: ``search_size`` within the ``random_cells`` budget.

        Examples
        --------
        >>> Settings().at(3).search_size, Settings().at(50).search_size, Settings().at(1000).search_size
        (4000, 671, 1)
        """
        size = max(1, min(self.search_size, self.random_cells // (RANDOM_REGIMES * n * n)))
        return self if size == self.search_size else replace(self, search_size=size)

    def exhaustive_bound(self, n: int) -> int:
        """The entry bound k for n: as configured, lowered until (k+1)^(n²) <= ``exhaustive_matrices``."""
        k = dict(self.exhaustive_max).get(n, 1)
        while k > 0 and (k + 1) ** (n * n) > self.exhaustive_matrices:
            k -= 1
        return k

    def symbolic_at(self, n: int) -> bool:
        """Whether symbolic proof steps are within the budget at n classes."""
        return n * n <= self.symbolic_max_cells

    def as_dict(self) -> dict[str, Any]:
        """The settings as a JSON-ready dict (``exhaustive_max`` as ``{n: bound}``)."""
        out = asdict(self)
        out["exhaustive_max"] = {str(n): k for n, k in self.exhaustive_max}
        return out


#: The named settings profiles by name (``default``, ``quick``, ``thorough``): see :func:`profile`.
PROFILES = {
    "default": Settings(),
    "quick": Settings(search_size=500, exhaustive_max=((2, 4), (3, 1), (4, 1)), rational_points=4,
                      symbolic_max_terms=10**6),
    "thorough": Settings(search_size=40000, exhaustive_max=((2, 10), (3, 3), (4, 1)), rational_points=12,
                         symbolic_max_terms=10**12, symbolic_seconds=3600.0),
}


def profile(name: str = "default", **overrides: Any) -> Settings:
    """A named settings profile (``default``, ``quick``, ``thorough``), optionally overridden.

    Parameters
    ----------
    name : str
        One of :data:`PROFILES`.
    **overrides
        Fields of :class:`Settings` to replace.

    Returns
    -------
    Settings

    Examples
    --------
    >>> profile("quick", seed=3).seed, profile("quick").search_size
    (3, 500)
    """
    base = PROFILES[check_choice(name, PROFILES, "settings profile name")]
    try:
        return replace(base, **overrides)
    except TypeError as exc:
        raise UsageError(f"bad settings override ({exc}); "
                         f"accepted: {', '.join(Settings.__dataclass_fields__)}") from None


def rng_for(settings: Settings, *keys: object) -> np.random.Generator:
    """A generator seeded by the run seed and a stable hash of ``keys`` (metric, property, n)."""
    digest = zlib.crc32("/".join(map(str, keys)).encode())
    return np.random.default_rng([settings.seed, digest])


def resolve_settings(settings: Settings | None, seed: int | None) -> Settings:
    """The settings of a run: ``settings``, else the ``default`` profile with ``seed`` (0 when None).

    A ``seed`` passed together with ``settings`` of another seed is a usage error: the
    settings' seed is the one every search uses, so the other would be silently ignored.

    >>> resolve_settings(None, 3).seed, resolve_settings(profile("quick", seed=3), 3).seed
    (3, 3)
    """
    if settings is None:
        return profile("default", seed=0 if seed is None else seed)
    if seed is not None and seed != settings.seed:
        raise UsageError(
            f"seed={seed!r} disagrees with settings.seed={settings.seed!r}; pass the seed in the settings only, "
            f"e.g. settings=dataclasses.replace(settings, seed={seed!r})"
        )
    return settings
