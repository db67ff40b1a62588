"""Metrics contributed by installed packages through the entry-point group ``axiometrics.metrics``.

A package declares, in its ``pyproject.toml``::

    [project.entry-points."axiometrics.metrics"]
    my_metrics = "my_package.axiometrics_metrics"

The entry point names a module that calls :func:`metrics.register` when imported, or a
callable (``"my_package.plugin:register_all"``) that registers when called with no
arguments. ``import metrics`` loads every such entry point after the catalogue; one that
fails (any exception, ``SystemExit`` and ``KeyboardInterrupt`` included) is skipped with a
warning naming it, the rest still load. What a plugin prints while it loads goes to stderr. :func:`source` says where
a metric comes from.
"""

import contextlib
from importlib.metadata import entry_points
import os
import sys
import warnings

__all__ = ["GROUP", "load_entry_points", "source"]

GROUP = "axiometrics.metrics"
_FROM_ENTRY_POINT: dict[str, str] = {}  # metric name -> "entry point NAME (DIST VERSION)"


def load_entry_points() -> list[str]:
    """Load every entry point of group :data:`GROUP`; returns the names of the metrics they registered."""
    from ._registry import catalogue

    added = []
    for ep in entry_points(group=GROUP):
        dist = f"{ep.dist.name} {ep.dist.version}" if ep.dist is not None else "unknown distribution"
        before = {m.name for m in catalogue()}
        try:
            with _stdout_to_stderr():
                loaded = ep.load()
                if callable(loaded):
                    loaded()
        except BaseException as exc:  # noqa: BLE001 - a third-party package may raise anything, even SystemExit
            warnings.warn(f"axiometrics: entry point {ep.name!r} = {ep.value!r} ({dist}) failed and was skipped: {type(exc).__name__}: {exc}", stacklevel=2)
            continue
        for metric in catalogue():
            if metric.name not in before:
                _FROM_ENTRY_POINT[metric.name] = f"entry point {ep.name} ({dist})"
                added.append(metric.name)
    return added


@contextlib.contextmanager
def _stdout_to_stderr():
    """Send what a plugin writes to standard output (``print`` and writes to file descriptor 1) to
    stderr while it loads: stdout may carry a report (``--format json``)."""
    try:
        out, err = sys.stdout.fileno(), sys.stderr.fileno()
    except (AttributeError, OSError, ValueError):  # no real descriptors (a notebook): Python-level only
        out = err = None
    sys.stdout.flush()
    saved = os.dup(out) if out is not None else None
    if saved is not None:
        os.dup2(err, out)
    try:
        with contextlib.redirect_stdout(sys.stderr):
            yield
    finally:
        sys.stderr.flush()
        if saved is not None:
            os.dup2(saved, out)
            os.close(saved)


def source(metric) -> str:
    """Where ``metric`` comes from: its entry point, ``catalogue (module)`` or the defining module.

    Examples
    --------
    >>> import metrics
    >>> source(metrics.get("macro_f1"))
    'catalogue (metrics.papers.opitz)'
    """
    if metric.name in _FROM_ENTRY_POINT:
        return _FROM_ENTRY_POINT[metric.name]
    fn = getattr(metric.numeric, "labels_fn", None) or metric.symbolic or metric.numeric
    module = getattr(getattr(fn, "func", fn), "__module__", None) or "unknown module"
    return f"catalogue ({module})" if module.startswith("metrics.") else module
