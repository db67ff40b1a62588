"""Metrics (and properties) contributed by installed packages through entry-point groups.

A package declares, in its ``pyproject.toml``::

    [project.entry-points."axiometrics.metrics"]
    my_metrics = "my_package.axiometrics_metrics"

    [project.entry-points."axiometrics.properties"]
    my_properties = "my_package.axiometrics_properties"

The entry point names a module that calls :func:`metrics.register` (or
:func:`axioms.register_property`) when imported, or a callable
(``"my_package.plugin:register_all"``) that registers when called with no arguments.
``import metrics`` loads every entry point of :data:`GROUP` after the catalogue, and
``import axioms`` every one of :data:`PROPERTIES_GROUP` after the built-in properties,
like user code: contained.

* Each entry point is first loaded in a probe process (:func:`_probe`, running :func:`probe_child`),
  one after the other, each within :data:`PROBE_SECONDS` (``$AXIOMETRICS_PLUGIN_TIMEOUT``, which the
  ``axiometrics`` command lowers to its ``--timeout``: :func:`reports._guard.bound_plugin_probe`): one
  that raises (``SystemExit`` and ``KeyboardInterrupt`` included), ends its process (``os._exit``, a
  crash) or hangs is skipped with a warning naming it, and never runs in this process.
* The others load here; what they print while loading goes to stderr (stdout may carry a
  report), and one that raises here after all is skipped with a warning too.
* The entry points that passed are recorded in the environment (``AXIOMETRICS_PLUGINS_PROBED``
  for metrics, ``AXIOMETRICS_PLUGINS_PROBED_PROPERTIES`` for properties: :func:`probed_variable`),
  so worker processes load the same ones without probing again.

No probe runs when no package declares an entry point of the group. :func:`source` says
where a metric comes from, :func:`entry_point_source` where anything a group registered does.
"""

import contextlib
from importlib.metadata import entry_points
import json
import math
import os
import signal
import subprocess
import sys
import tempfile
import time
import warnings
from collections.abc import Callable, Iterable, Iterator
from importlib.metadata import EntryPoint
from typing import Any

from .errors import raised

__all__ = ["GROUP", "PROPERTIES_GROUP", "PROBE_SECONDS", "load_entry_points", "source", "entry_point_source",
           "probed_variable", "probe_child"]

#: The entry-point group of metrics, and that of properties (loaded by :mod:`axioms.properties`).
GROUP = "axiometrics.metrics"
PROPERTIES_GROUP = "axiometrics.properties"
#: Wall-clock limit, in seconds, of loading one entry point in the probe process.
PROBE_SECONDS = 60.0
_PROBED = "AXIOMETRICS_PLUGINS_PROBED"  # JSON list of the entry points that loaded cleanly in a probe
_FROM_ENTRY_POINT: dict[str, dict[str, str]] = {}  # group -> {registered name -> "entry point NAME (DIST VERSION)"}


def _metric_names() -> list[str]:
    from ._registry import catalogue

    return [m.name for m in catalogue()]


def probed_variable(group: str) -> str:
    """The environment variable listing the entry points of ``group`` that loaded cleanly in a probe."""
    return _PROBED if group == GROUP else f"{_PROBED}_{group.rsplit('.', 1)[-1].upper()}"


def entry_point_source(group: str, name: str) -> str | None:
    """``"entry point NAME (DIST VERSION)"`` that registered ``name`` in ``group``, or None."""
    return _FROM_ENTRY_POINT.get(group, {}).get(name)


def load_entry_points(group: str = GROUP, registered: Callable[[], Iterable[str]] = _metric_names) -> list[str]:
    """Load every entry point of ``group`` that loads cleanly in a probe process (see the
    module docstring); returns the names (as listed by ``registered()``) that they added."""
    added = []
    for ep in _clean(list(entry_points(group=group)), group):
        dist = _dist(ep)
        before = set(registered())
        try:
            with _stdout_to_stderr():
                loaded = ep.load()
                if callable(loaded):
                    loaded()
        except BaseException as exc:  # noqa: BLE001 - a third-party package may raise anything, even SystemExit
            _skip(ep, raised(exc))
            continue
        for name in registered():
            if name not in before:
                _FROM_ENTRY_POINT.setdefault(group, {})[name] = f"entry point {ep.name} ({dist})"
                added.append(name)
    return added


def _dist(ep: EntryPoint) -> str:
    return f"{ep.dist.name} {ep.dist.version}" if ep.dist is not None else "unknown distribution"


def _id(ep: EntryPoint) -> str:
    return f"{ep.name}={ep.value}"


def _clean(eps: list[EntryPoint], group: str) -> list[EntryPoint]:
    """The entry points of ``eps`` (of ``group``) that loaded cleanly in a probe (probed once per process tree)."""
    if not eps:
        return []
    probed = os.environ.get(probed_variable(group))
    if probed is None:
        clean = _probe(eps, group)
        os.environ[probed_variable(group)] = json.dumps(sorted(_id(ep) for ep in clean))
        return clean
    allowed = set(json.loads(probed))
    return [ep for ep in eps if _id(ep) in allowed]


def _probe(eps: list[EntryPoint], group: str) -> list[EntryPoint]:
    """Load ``eps`` one by one in child processes; return those that loaded without raising, exiting or hanging.

    The child (:func:`probe_child`) appends each entry point's outcome to a log as it goes; an
    entry point with no outcome when the child ended or ran past :data:`PROBE_SECONDS` is the one
    that ended or stalled it: it is skipped, and the rest are probed in a new child.
    """
    limit = _probe_seconds()
    # the child loads no plugin at import
    env = {**os.environ, probed_variable(group): "[]", "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
    todo, clean = list(eps), []
    while todo:
        with tempfile.TemporaryDirectory(prefix="axiometrics-probe-") as folder:
            log = os.path.join(folder, "outcomes")
            child = subprocess.Popen(
                [sys.executable, "-c",
                 ("import sys; from metrics.plugins import probe_child; "
                  "probe_child(sys.argv[1], sys.argv[3:], sys.argv[2])"),
                 log, group, *map(_id, todo)],
                env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                start_new_session=True,
            )
            try:
                ended = _await(child, log, limit)
            finally:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(child.pid, signal.SIGKILL)
                child.wait()
            outcomes = (dict(line.rstrip("\n").split("\t", 1) for line in open(log, encoding="utf-8"))
                        if os.path.exists(log) else {})
        for ep in list(todo):
            outcome = outcomes.get(_id(ep))
            if outcome is None:  # the one that ended or stalled the child: the rest go to a new child
                _skip(ep, ended)
                todo = todo[todo.index(ep) + 1:]
                break
            todo.remove(ep)
            if outcome == "ok":
                clean.append(ep)
            else:
                _skip(ep, outcome)
    return clean


def _probe_seconds() -> float:
    """``$AXIOMETRICS_PLUGIN_TIMEOUT`` when it is a positive number, else :data:`PROBE_SECONDS` (with a warning)."""
    text = os.environ.get("AXIOMETRICS_PLUGIN_TIMEOUT")
    try:
        seconds = PROBE_SECONDS if text is None else float(text)
    except ValueError:
        seconds = math.nan
    if not (seconds > 0 and math.isfinite(seconds)):
        warnings.warn(f"axiometrics: AXIOMETRICS_PLUGIN_TIMEOUT={text!r} is not a positive number of seconds; "
                      f"{PROBE_SECONDS:g} s is used", stacklevel=3)
        return PROBE_SECONDS
    return seconds


def _await(child: "subprocess.Popen[bytes]", log: str, limit: float) -> str:
    """Wait for the probe ``child`` to end, allowing each entry point ``limit`` seconds: the clock
    restarts whenever the child logs an outcome. Returns how the child ended, in words."""
    deadline, size = time.monotonic() + limit, 0
    while True:
        try:
            child.wait(timeout=max(0.0, min(deadline - time.monotonic(), 0.5)))
            return f"ended its process (exit code {child.returncode})"
        except subprocess.TimeoutExpired:
            pass
        grown = os.path.getsize(log) if os.path.exists(log) else 0
        if grown != size:  # an entry point finished loading: the next one gets its own limit
            deadline, size = time.monotonic() + limit, grown
        elif time.monotonic() >= deadline:
            return f"did not finish loading within {limit:g} s"


def probe_child(log: str, ids: list[str], group: str = GROUP) -> None:
    """In the probe process: load the entry points ``ids`` of ``group`` in order, appending
    ``id<TAB>outcome`` to ``log`` after each; then end the process at once."""
    by_id = {_id(ep): ep for ep in entry_points(group=group)}
    with open(log, "a", encoding="utf-8") as out:
        for key in ids:
            try:
                loaded = by_id[key].load()
                if callable(loaded):
                    loaded()
                outcome = "ok"
            except BaseException as exc:  # noqa: BLE001 - a third-party package may raise anything, even SystemExit
                outcome = raised(exc).replace("\n", " ").replace("\t", " ")
            out.write(f"{key}\t{outcome}\n")
            out.flush()
    os._exit(0)  # no exit hook a plugin registered runs


def _skip(ep: EntryPoint, why: str) -> None:
    warnings.warn(f"axiometrics: entry point {ep.name!r} = {ep.value!r} ({_dist(ep)}) failed and was skipped: {why}",
                  stacklevel=3)


@contextlib.contextmanager
def _stdout_to_stderr() -> Iterator[None]:
    """Send what a plugin writes to standard output (``print`` and writes to file descriptor 1) to
    stderr while it loads: stdout may carry a report (``--format json``)."""
    fds: tuple[int, int] | None  # (stdout, stderr)
    try:
        fds = (sys.stdout.fileno(), sys.stderr.fileno())
    except (AttributeError, OSError, ValueError):  # no real descriptors (a notebook): Python-level only
        fds = None
    sys.stdout.flush()
    saved = os.dup(fds[0]) if fds is not None else None
    if fds is not None:
        os.dup2(fds[1], fds[0])
    try:
        with contextlib.redirect_stdout(sys.stderr):
            yield
    finally:
        sys.stderr.flush()
        if fds is not None and saved is not None:
            os.dup2(saved, fds[0])
            os.close(saved)


def source(metric: Any) -> str:
    """Where ``metric`` comes from: its entry point, ``catalogue (module)`` or the defining module.

    Examples
    --------
    >>> import metrics
    >>> source(metrics.get("macro_f1"))
    'catalogue (metrics.papers.opitz)'
    """
    known = entry_point_source(GROUP, metric.name)
    if known is not None:
        return known
    fn = getattr(metric.numeric, "labels_fn", None) or metric.symbolic or metric.numeric
    module = getattr(getattr(fn, "func", fn), "__module__", None) or "unknown module"
    return f"catalogue ({module})" if module.startswith("metrics.") else module
