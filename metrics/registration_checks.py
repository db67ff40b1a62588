"""Checks of a metric at registration: the usual mistakes, refused with a one-line fix-it.

:func:`problem` evaluates a metric on a few small integer matrices at its class counts
(n = 2 and 3; n = 2 for a binary metric) and names the first mistake it finds:

* a symbolic form that calls numpy or ``math`` on sympy symbols (``np.sqrt`` → ``sympy.sqrt``);
* a symbolic form that branches on Python's ``==`` (``if sum(M) == 9``), taken once on symbols
  (:mod:`metrics.python_decisions`);
* a symbolic form that reads a symbol of its own (``sympy.Symbol("N")``), not the cells of M;
* a numeric function that is not vectorised ``(..., n, n) -> (...)``: it returns one number
  (a Python float) or the wrong shape for a batch, or only works on one matrix;
* a 2 x 2 formula at n = 3 (``m[0, 0]``, ``m[0, 1]``, ``m[1, 0]``, ``m[1, 1]``): its value
  depends on the first two classes but never on a cell of the third (``binary=True``);
* a score going the wrong way: from the matrices of a perfect classifier, every move of one
  item off the diagonal (one more error) raises a metric declared higher-is-better (an
  error rate without ``higher_is_better=False``), or lowers one declared lower-is-better.

Checks only refuse what they see: a metric that raises, or is NaN (undefined) where a check
looks, passes that check (the engine reports it). ``register`` runs them before the metric
is added (:func:`refuse`); inside :func:`deferred` (how the command line loads a user's file,
whose code may hang or exit) they run at the engine's pre-flight instead, in the contained
worker (:func:`deferred_problem`); inside :func:`trusted` (the catalogue) and with
``register(..., checks=False)`` they are skipped, and so is the comparison of a structure's
Python functions with their trace (:mod:`metrics.trace_check`).
"""

from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
import re
import traceback
from typing import Any
import warnings
import weakref

import numpy as np

from .bridge import cell_symbols
from .errors import MetricDefinitionError
from .python_decisions import PythonDecisionError

__all__ = ["problem", "refuse", "deferred", "trusted", "trusting", "deferred_problem", "probe_matrices"]

_MODES: list[str] = []  # innermost last: "defer" inside deferred(), "skip" inside trusted()
_DEFERRED: "weakref.WeakSet[Any]" = weakref.WeakSet()  # metrics registered inside deferred(), not yet checked


@contextmanager
def _mode(mode: str) -> Iterator[None]:
    _MODES.append(mode)
    try:
        yield
    finally:
        _MODES.pop()


def deferred() -> "AbstractContextManager[None]":
    """Metrics registered inside are checked at their first pre-flight (:func:`deferred_problem`), not at once."""
    return _mode("defer")


def trusted() -> "AbstractContextManager[None]":
    """Metrics registered inside are not checked (the catalogue: its test checks every metric once)."""
    return _mode("skip")


def trusting() -> bool:
    """Whether metrics registered now are trusted (inside :func:`trusted`): their checks are skipped."""
    return bool(_MODES) and _MODES[-1] == "skip"


def refuse(metric: Any) -> None:
    """Raise :class:`MetricDefinitionError` with the fix-it of :func:`problem` (deferred inside :func:`deferred`)."""
    mode = _MODES[-1] if _MODES else "now"
    if mode == "defer":
        _DEFERRED.add(metric)
    elif mode == "now" and (found := problem(metric)):
        raise MetricDefinitionError(found)


def deferred_problem(metric: Any) -> str | None:
    """:func:`problem` of a metric registered inside :func:`deferred` and not checked yet; else None."""
    if metric not in _DEFERRED:
        return None
    _DEFERRED.discard(metric)
    return problem(metric)


def probe_matrices(n: int) -> dict[str, np.ndarray]:
    """The probes at ``n`` classes, each a batch ``(k, n, n)`` of integer counts (as floats).

    ``perfect``: a perfect classifier, ``diag(2, 3, ...)``; ``moved``: it with one item of
    true class j predicted i, for every i != j. From n = 3 on, ``full``: a matrix of distinct
    counts, heaviest on the diagonal; ``block`` and ``last``: ``full`` plus one item in a cell of the first
    two classes' 2 x 2 block, and in a cell of the last row or column.

    Examples
    --------
    >>> probe_matrices(2)["moved"].tolist()      # one item of true class 0 predicted 1; of class 1 predicted 0
    [[[1.0, 0.0], [1.0, 3.0]], [[2.0, 1.0], [0.0, 2.0]]]
    """
    perfect = np.diag(np.arange(2.0, 2 + n))
    moves = [(i, j) for j in range(n) for i in range(n) if i != j]
    moved = np.repeat(perfect[None], len(moves), axis=0)
    for k, (i, j) in enumerate(moves):
        moved[k, j, j] -= 1
        moved[k, i, j] += 1
    probes = {"perfect": perfect[None], "moved": moved}
    if n >= 3:
        full = np.arange(1.0, n * n + 1).reshape(n, n) + n * n * np.eye(n)  # distinct cells: no symmetry hides a class
        last = sorted({(n - 1, j) for j in range(n)} | {(i, n - 1) for i in range(n)})
        probes.update(full=full[None], block=_plus_one(full, [(0, 0), (0, 1), (1, 0), (1, 1)]),
                      last=_plus_one(full, last))
    return probes


def _plus_one(m: np.ndarray, cells: list[tuple[int, int]]) -> np.ndarray:
    out = np.repeat(m[None], len(cells), axis=0)
    for k, cell in enumerate(cells):
        out[(k, *cell)] += 1
    return out


def problem(metric: Any) -> str | None:
    """The first registration mistake of ``metric`` as a one-line fix-it message, or None."""
    counts = (2,) if metric.binary else tuple(sorted({max(2, metric.min_classes), max(3, metric.min_classes)}))
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore")
        for n in counts:
            found = _numpy_in_sympy(metric, n) or _foreign_symbols(metric, n) or _numeric_mistake(metric, n)
            if found:
                return f"metric {metric.name!r}: " + " ".join(found.split())  # one line, whatever the user's error said
    return None


def _numpy_in_sympy(metric: Any, n: int) -> str | None:
    """A symbolic form that calls a numpy or ``math`` function on sympy symbols."""
    if metric.symbolic is None:
        return None
    try:
        metric.expression(n)
    # user code may raise anything; only numpy's and math's errors are ours to explain
    except (Exception, SystemExit) as exc:  # noqa: BLE001
        text = str(exc)
        if isinstance(exc, PythonDecisionError):
            return f"its symbolic form branches in Python on a formula at n={n}: {text}"
        in_numpy = "ufunc" in text or any("numpy" in frame.filename
                                          for frame in traceback.extract_tb(exc.__traceback__))
        if not in_numpy and "Cannot convert expression to float" not in text:
            return None
        called = re.search(r"callable (\w+) method", text)
        fix = (f"use sympy.{called.group(1)}" if called
               else "use sympy's functions (sympy.sqrt, sympy.log, sympy.Max, ...)")
        return (
            f"its symbolic form calls a numpy or math function on sympy symbols at n={n} "
            f"({type(exc).__name__}: {text}); "
            f"{fix} in a symbolic form, or register the numpy code as numeric="
        )
    return None


def _foreign_symbols(metric: Any, n: int) -> str | None:
    """A symbolic form that reads a symbol other than the cells of M: no matrix gives it a value."""
    try:
        expr = metric.expression(n)
    except (Exception, SystemExit):  # noqa: BLE001 - the engine reports a form that raises
        return None
    cells = set(cell_symbols(n))
    foreign = sorted(str(s) for s in getattr(expr, "free_symbols", ()) if s not in cells)
    if not foreign:
        return None
    return (f"its symbolic form at n={n} reads {', '.join(foreign)}, which is no cell of the matrix M it is called "
            "with: write it in M's entries (N = sum(M), the true count of class j = sum(M[:, j]))")


def _evaluated(numeric: Any, batch: np.ndarray) -> "tuple[Any, BaseException | None]":
    try:
        return numeric(batch.copy()), None
    except (Exception, SystemExit) as exc:  # noqa: BLE001 - a metric that raises is reported by the engine, not here
        return None, exc


def _numeric_mistake(metric: Any, n: int) -> str | None:
    """A non-vectorised result, a 2 x 2 formula at n >= 3, or a score going the wrong way."""
    probes = probe_matrices(n)
    batch = np.concatenate(list(probes.values()))
    out, exc = _evaluated(metric.numeric, batch)
    one, one_exc = _evaluated(metric.numeric, batch[0])
    fix = "return an array of shape m.shape[:-2]: index cells as m[..., i, j] and sum with np.sum(m, axis=(-2, -1))"
    if exc is not None:
        return None if one_exc is not None else (
            f"it is not vectorised: it works on one {n}x{n} matrix but raised {type(exc).__name__}: {exc} "
            f"on a batch of shape {batch.shape}; {fix}")
    shape = np.shape(out)
    if shape != batch.shape[:-2]:
        got = "a single number" if shape == () else f"shape={shape}"
        return (f"it is not vectorised: it returned {got} for a batch of shape {batch.shape}, "
                f"expected shape {batch.shape[:-2]}; {fix}")
    if one_exc is not None or np.shape(one) != ():
        got = (f"raised {type(one_exc).__name__}: {one_exc}" if one_exc is not None
               else f"returned shape={np.shape(one)}")
        return f"it works on a batch but {got} on one {n}x{n} matrix; {fix}"
    try:
        values = np.asarray(out, dtype=float) if not np.iscomplexobj(out) else None
    except (TypeError, ValueError):
        values = None
    if values is None:  # complex or object values: the engine reports them
        return None
    parts = dict(zip(probes, np.split(values, np.cumsum([len(p) for p in probes.values()])[:-1])))
    return (None if _reads_last_class(metric, n) else _two_by_two(n, parts)) or _wrong_direction(metric, parts)


def _reads_last_class(metric: Any, n: int) -> bool:
    """Whether the metric's symbolic form reads a cell of the last class (its row or column): then it is no 2 x 2
    formula, even where one more item there leaves the value alone (a step, floor(10 c/t)/10, on its plateau)."""
    if metric.symbolic is None:
        return False
    try:
        expr = metric.expression(n)
    except (Exception, SystemExit):  # noqa: BLE001 - the engine reports a form that raises
        return False
    last = {cell_symbols(n)[i, j] for i in range(n) for j in range(n) if n - 1 in (i, j)}
    return expr is not None and bool(getattr(expr, "free_symbols", set()) & last)


def _changed(a: np.ndarray, b: "np.ndarray | float") -> np.ndarray:
    """Where values differ beyond float noise (NaN against NaN is no change)."""
    return ~np.isclose(a, b, rtol=1e-9, atol=1e-12, equal_nan=True)


def _two_by_two(n: int, values: dict[str, np.ndarray]) -> str | None:
    """A value at n >= 3 that moves with the first two classes' cells but never with the last class's."""
    if n < 3:
        return None
    base = values["full"][0]
    if not np.isfinite(base) or not _changed(values["block"], base).any() or _changed(values["last"], base).any():
        return None
    return (
        f"at n={n} its value changes with the cells of the first two classes but never with those of the last class "
        f"(index {n - 1}: its row and column): a 2 x 2 formula read on a larger matrix; register it with binary=True "
        "(m = [[TP, FP], [FN, TN]]), or write it for every n"
    )


#: What a direction refusal adds: the probe sees n = 2 and 3 only, and a metric may change direction with n.
_ONLY_SEEN = (" (seen at n = 2, 3 only; if its direction changes with n and is right where you use it, "
              "register it with checks=False)")


def _wrong_direction(metric: Any, values: dict[str, np.ndarray]) -> str | None:
    """Every move of one item off a perfect classifier's diagonal (one more error) changes the score against
    ``higher_is_better``."""
    delta = values["moved"] - values["perfect"][0]
    moved = np.isfinite(delta) & _changed(values["moved"], values["perfect"][0])
    if not moved.any() or not (np.sign(delta[moved]) == metric.direction).all():
        return None
    if metric.higher_is_better:
        return (
            "its score rises as errors grow (every move of one item off a perfect classifier's diagonal raises it): "
            f"an error measure; register it with higher_is_better=False{_ONLY_SEEN}"
        )
    return (
        "its score falls as errors grow (every move of one item off a perfect classifier's diagonal lowers it), "
        f"yet it was registered with higher_is_better=False; drop higher_is_better=False{_ONLY_SEEN}"
    )
