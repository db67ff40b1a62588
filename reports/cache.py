"""A persistent verdict cache: a metric whose definition, properties and settings did not change
is not checked again.

An entry holds one metric's cells of a report. Its key is a SHA-256 of everything they
depend on:

* the engine: the axiometrics version and the source of every module of ``axioms`` and of
  the registry modules of ``metrics`` (not the catalogue modules ``metrics/papers``: a
  catalogue metric carries its own definition in its fingerprint), and the installed
  versions of the libraries that decide or speed up proofs (sympy, mpmath, z3-solver, numpy, and
  the optional symengine and python-flint: installing one can turn a "not refuted" into a proof);
* the metric: its name, flags and metadata, its symbolic form at each class count (as an
  exact expression), and the source of its numeric function, followed into the functions
  and values it closes over and the module-level functions it calls;
* the properties: their ids and the source of their check functions;
* the class counts, the settings (seed and budgets) and whether calibration is checked.

Editing one metric therefore invalidates exactly that metric's entries. A function whose
source cannot be read (typed at an interactive prompt) makes its metric uncacheable: it is
always checked. Rows with an ``error`` cell (a time-out, a crash) are never stored.

Location: ``$AXIOMETRICS_CACHE_DIR``, else ``$XDG_CACHE_HOME/axiometrics``, else
``~/.cache/axiometrics``; one JSON file per entry, written to a temporary file and renamed,
so concurrent runs never see a partial entry. ``AXIOMETRICS_CACHE=off`` (or ``--no-cache``)
turns the cache off.
"""

from functools import lru_cache, partial
import hashlib
from importlib.metadata import PackageNotFoundError, version
import inspect
import json
import os
from pathlib import Path
import tempfile
import types

import sympy

import axioms
import metrics
from metrics import cell_symbols

__all__ = ["cache_dir", "enabled", "metric_key", "load", "store"]


def cache_dir():
    """Where entries live (see the module docstring)."""
    if os.environ.get("AXIOMETRICS_CACHE_DIR"):
        return Path(os.environ["AXIOMETRICS_CACHE_DIR"])
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "axiometrics"


def enabled():
    """False when ``AXIOMETRICS_CACHE`` is ``off`` (or ``0``, ``no``)."""
    return os.environ.get("AXIOMETRICS_CACHE", "on").lower() not in ("off", "0", "no", "false")


class _Uncacheable(Exception):
    """A definition whose source cannot be read: no key can promise it is unchanged."""


#: Installed libraries a verdict can depend on (part of every key).
_SOLVERS = ("sympy", "mpmath", "z3-solver", "numpy", "symengine", "python-flint")


@lru_cache(maxsize=1)
def _engine():
    """Digest of the engine's sources (every module of ``axioms`` and ``metrics`` but the catalogue)."""
    digest = hashlib.sha256(metrics.__version__.encode())
    for distribution in _SOLVERS:
        try:
            digest.update(f"{distribution} {version(distribution)}".encode())
        except PackageNotFoundError:
            digest.update(f"{distribution} absent".encode())
    for package in (axioms, metrics):
        root = Path(package.__file__).parent
        for path in sorted(root.rglob("*.py")):
            if "papers" not in path.relative_to(root).parts:
                digest.update(str(path.relative_to(root)).encode() + path.read_bytes())
    return digest.hexdigest()


def _source(fn, seen, depth=0):
    """The source of ``fn``, with what it closes over and the module-level functions it calls."""
    if isinstance(fn, partial):
        return _source(fn.func, seen, depth) + repr((fn.args, sorted(fn.keywords.items())))
    if isinstance(fn, metrics.Metric):
        return _metric_text(fn, None, seen)
    if id(fn) in seen or depth > 6:
        return ""
    seen.add(id(fn))
    if not isinstance(fn, types.FunctionType):
        return f"{type(fn).__module__}.{getattr(fn, '__qualname__', type(fn).__qualname__)}"  # a builtin or class: its name
    try:
        text = inspect.getsource(fn)
    except (OSError, TypeError):
        raise _Uncacheable(fn) from None
    for cell in fn.__closure__ or ():
        value = cell.cell_contents
        text += _source(value, seen, depth + 1) if callable(value) else repr(value)
    for name in fn.__code__.co_names:
        value = fn.__globals__.get(name)
        if isinstance(value, (types.FunctionType, partial)):
            text += _source(value, seen, depth + 1)
    return text


@lru_cache(maxsize=None)
def _check_source(check):
    """The source of a property's check, with what it calls (read once per process: the same for every metric)."""
    return _source(check, set())


def _metric_text(metric, classes, seen):
    fields = (metric.name, metric.binary, metric.higher_is_better, metric.min_classes, metric.decomposition, metric.value_range)
    text = repr(fields)
    if metric.symbolic is not None:
        for n in classes or (2, 3):
            if metric.applies_to(n):
                text += sympy.srepr(metric.symbolic(cell_symbols(n)))
    if metric.has_own_numeric or metric.symbolic is None:
        text += _source(metric.numeric, seen)
    return text


def metric_key(metric, properties, classes, settings, calibrated):
    """The entry key of ``metric``'s cells, or None when the metric cannot be cached."""
    try:
        definition = _metric_text(metric, classes, set())
    except _Uncacheable:
        return None
    except Exception:  # noqa: BLE001 - the metric's own code raised while its definition was read: checked (and reported) uncached
        return None
    try:
        checks = [pid + _check_source(axioms.get_property(pid).check) for pid in properties]
    except _Uncacheable:
        return None
    parts = [_engine(), definition, *checks, repr(list(classes)), json.dumps(settings.as_dict(), sort_keys=True), repr(calibrated)]
    return hashlib.sha256("\x00".join(parts).encode()).hexdigest()


def load(key, folder=None):
    """The cached cells under ``key`` in ``folder`` (default :func:`cache_dir`), or None."""
    try:
        return json.loads((Path(folder or cache_dir()) / f"{key}.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def store(key, cells, folder=None):
    """Store ``cells`` under ``key`` in ``folder`` (default :func:`cache_dir`) atomically; a row
    with an ``error`` cell is not stored."""
    if any(cell["verdict"] == "error" for cell in cells.values()):
        return
    folder = Path(folder or cache_dir())
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".entry.", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(cells, fh, ensure_ascii=False)
        os.replace(tmp, folder / f"{key}.json")
    except OSError:
        pass  # an unwritable cache only costs time
