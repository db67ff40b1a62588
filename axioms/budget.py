"""Time budgets for symbolic work and the settings profiles of the engine."""

import signal
import threading
from contextlib import contextmanager
from dataclasses import asdict, dataclass, replace

from metrics.errors import UsageError

__all__ = ["Settings", "profile", "PROFILES", "SymbolicTimeout", "time_budget"]


class SymbolicTimeout(Exception):
    """A symbolic computation ran out of its time budget (the engine falls back to search)."""


@contextmanager
def time_budget(seconds):
    """Raise :class:`SymbolicTimeout` inside the block after ``seconds`` (main thread only).

    Off the main thread (where POSIX alarms are unavailable) the block runs unbounded;
    the operation-count limit of :class:`Settings` still applies there.
    """
    if not seconds or threading.current_thread() is not threading.main_thread():
        yield
        return

    def _expire(signum, frame):
        raise SymbolicTimeout(f"symbolic budget of {seconds} s exhausted")

    previous = signal.signal(signal.SIGALRM, _expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


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
        (all matrices with entries 0..k, smallest totals first).
    rational_points : int
        Random rational points used to refute identities exactly.
    symbolic_max_terms : int
        The symbolic budget: a proof step whose polynomial expansion could exceed this
        many terms (a bound computed from the expression's structure) is not attempted.
        Deterministic, so verdicts and evidence do not depend on machine load.
    symbolic_max_ops : int
        Expressions larger than this (sympy ``count_ops``) are not attempted symbolically.
    symbolic_seconds : float
        Wall-clock safety net of one symbolic proof attempt, far above what the term
        budget admits; it only fires on a pathologically slow machine.
    """

    seed: int = 0
    search_size: int = 4000
    exhaustive_max: tuple = ((2, 6), (3, 2), (4, 1))
    rational_points: int = 6
    symbolic_max_terms: int = 5 * 10**9
    symbolic_max_ops: int = 4000
    symbolic_seconds: float = 300.0

    def exhaustive_bound(self, n):
        return dict(self.exhaustive_max).get(n, 1)

    def as_dict(self):
        out = asdict(self)
        out["exhaustive_max"] = {str(n): k for n, k in self.exhaustive_max}
        return out


PROFILES = {
    "default": Settings(),
    "quick": Settings(search_size=500, exhaustive_max=((2, 4), (3, 1), (4, 1)), rational_points=4, symbolic_max_terms=10**6),
    "thorough": Settings(search_size=40000, exhaustive_max=((2, 10), (3, 3), (4, 1)), rational_points=12, symbolic_max_terms=10**12, symbolic_seconds=3600.0),
}


def profile(name="default", **overrides):
    """A named settings profile (``default``, ``quick``, ``thorough``), optionally overridden."""
    try:
        base = PROFILES[name]
    except KeyError:
        raise UsageError(f"unknown settings profile name={name!r}; accepted: {', '.join(PROFILES)}") from None
    try:
        return replace(base, **overrides)
    except TypeError as exc:
        raise UsageError(f"bad settings override ({exc}); accepted: {', '.join(Settings.__dataclass_fields__)}") from None
