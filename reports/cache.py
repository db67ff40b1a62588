"""A persistent verdict cache: a metric that behaves as the one that was checked, with the same
properties and settings, is not checked again.

An entry holds one metric's cells of a report. Its key is a SHA-256 of everything they
depend on:

* the engine: the axiometrics version and the source of every module of ``axioms`` and of
  the registry modules of ``metrics`` (not the catalogue modules ``metrics/papers``: a
  catalogue metric carries its own definition in its fingerprint), and the installed
  versions of the libraries that decide or speed up proofs (sympy, mpmath, z3-solver, numpy, and
  the optional symengine and python-flint: installing one can turn a "not refuted" into a proof);
* the metric's text: its name, flags and metadata, its symbolic form at each class count (as
  an exact expression), and the source of its numeric function, followed into what that code
  reads: the values and functions it closes over, its default arguments, the module-level
  values and functions it names, the attributes it reads of the modules it names (a helper
  module's function), the function and the instance state of a bound method, the ``__call__``
  and the state of a callable instance. Library code (the standard library, installed
  packages, the engine) is named, not read: its behaviour is covered by the next point.
  No memory address and no name of a module loaded from a file (a checked file) enters the
  text, so an unchanged file gives the same key in every process;
* the metric's behaviour: its value on a fixed, deterministic set of integer matrices at each
  class count, exactly where :func:`axioms.exact.value_of` gives an exact number, else the
  float64 bits (undefined, and the exception a matrix raises, included), and the float64 bits
  of its own numeric function on the same matrices. A change of behaviour the text misses (a
  value read through an object, a library upgrade) misses the cache wherever a probe sees it;
* the properties: their ids and the source of their check functions;
* the class counts, the settings (seed and budgets) and whether calibration is checked.

Editing one metric therefore invalidates exactly that metric's entries. A function whose
source cannot be read (typed at an interactive prompt) makes its metric uncacheable: it is
always checked. Rows with an ``error`` cell (a time-out, a crash) are never stored.

**Trust.** A cached verdict is printed as the engine's, so only the current user's own entries
are read. The folder is created private (mode 0700, whatever the umask); a folder not owned by
the current user, or writable by group or others, is neither read nor written (every metric is
checked). An entry is read only when it is a regular file owned by the user, not writable by
group or others, and not reached through a symlink (opened with ``O_NOFOLLOW``, and
``O_NONBLOCK`` so a FIFO never blocks). Its shape is validated (exactly the requested
properties, each cell a well-formed verdict, never ``error``), and every counterexample and
witness is re-verified before it is printed: each matrix it records with a value (``before``/
``after``, ``matrices``, ``matrix`` with ``value``, FIX's extremes and classifiers) is evaluated
again with :func:`axioms.exact.value_of` and must give exactly the recorded text, a record
saying ``verified: exact`` must re-evaluate exactly, and for PI, MON, PIV and SYM the recorded
change is re-applied (``after`` is ``before`` with the recorded item added, moved or column
scaling) and the two values must contradict the property's order relation
(:data:`axioms.refute.RELATIONS`). A record of a calibrated metric may hold the values of the
metric it comes from (a verdict carried over from it). Anything else a record states
(expectations, limits, implied exponents) is not recomputed, and a proof is not re-run: a
cached ✓ is only as good as the folder's owner. An entry that fails any of this is a miss:
the metric is checked again and the entry replaced.

Location: ``$AXIOMETRICS_CACHE_DIR``, else ``$XDG_CACHE_HOME/axiometrics``, else
``~/.cache/axiometrics``; one JSON file per entry, written to a temporary file and renamed,
so concurrent runs never see a partial entry. After each store the least recently used
entries (a hit refreshes an entry's time) are removed until the folder holds at most
``$AXIOMETRICS_CACHE_MAX_MB`` megabytes (default 200). ``AXIOMETRICS_CACHE=off`` (or
``--no-cache``) turns the cache off.
"""

from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache, partial
import hashlib
from importlib.metadata import PackageNotFoundError, version
import inspect
import json
import os
from pathlib import Path
import re
import stat
import sys
import sysconfig
import tempfile
import types
from typing import Any

import numpy as np
import sympy

import axioms
from axioms.budget import Settings
from axioms.exact import as_text, sign_of_difference, value_of
from axioms.refute import RELATIONS
import metrics
from metrics import Metric, cell_symbols
from metrics.errors import UsageError

__all__ = ["cache_dir", "enabled", "max_bytes", "metric_key", "load", "store", "info", "clear"]

#: Size cap of the cache folder when ``AXIOMETRICS_CACHE_MAX_MB`` is not set, in megabytes.
DEFAULT_MAX_MB = 200

#: An entry larger than this is not read (a report row is a few kilobytes).
_MAX_ENTRY_BYTES = 16 * 2**20


def cache_dir() -> Path:
    """Where entries live (see the module docstring)."""
    if os.environ.get("AXIOMETRICS_CACHE_DIR"):
        return Path(os.environ["AXIOMETRICS_CACHE_DIR"])
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "axiometrics"


def enabled() -> bool:
    """False when ``AXIOMETRICS_CACHE`` is ``off`` (or ``0``, ``no``)."""
    return os.environ.get("AXIOMETRICS_CACHE", "on").lower() not in ("off", "0", "no", "false")


def max_bytes() -> int:
    """The size cap of the cache folder: ``$AXIOMETRICS_CACHE_MAX_MB`` megabytes (default 200)."""
    text = os.environ.get("AXIOMETRICS_CACHE_MAX_MB", "").strip()
    if not text:
        return DEFAULT_MAX_MB * 2**20
    try:
        megabytes = float(text)
    except ValueError:
        megabytes = float("nan")
    if not 0 <= megabytes < 2**40:
        raise UsageError(f"AXIOMETRICS_CACHE_MAX_MB={text!r}; give the cache's size cap in megabytes, a number >= 0")
    return int(megabytes * 2**20)


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


# --------------------------------------------------------------------------- the metric's text
@lru_cache(maxsize=1)
def _library_folders():
    """Folders of the standard library and of installed packages (code named, not read, in a key)."""
    paths = sysconfig.get_paths()
    return tuple(os.path.realpath(paths[k]) + os.sep for k in ("stdlib", "platstdlib", "purelib", "platlib") if k in paths)


def _module_name(module_name):
    """``module_name`` when it names an importable module, else a placeholder: a module loaded
    from a file (a checked file) gets a per-process name that must not enter a key."""
    return module_name if module_name in sys.modules else "<a module loaded from a file>"


def _is_library(module_name):
    """Whether the module named ``module_name`` is library code: the engine (its source is in
    :func:`_engine`), the standard library or an installed package (behaviour probes cover it)."""
    top = (module_name or "").split(".")[0]
    if top == "axioms" or (top == "metrics" and not module_name.startswith("metrics.papers")):
        return True
    if top in sys.builtin_module_names or module_name in ("builtins", None, ""):
        return True
    module = sys.modules.get(module_name)
    path = getattr(module, "__file__", None)
    return path is not None and os.path.realpath(path).startswith(_library_folders())


def _name_of(obj):
    """``module.qualname`` of a function, builtin or class (the module only when importable)."""
    module = getattr(obj, "__module__", None) or type(obj).__module__
    name = getattr(obj, "__qualname__", None) or getattr(obj, "__name__", None) or type(obj).__qualname__
    return f"{_module_name(module)}.{name}"


def _code_names(code):
    """Every global or attribute name ``code`` and the code nested in it (lambdas, comprehensions) use."""
    names = list(code.co_names)
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            names += _code_names(const)
    return list(dict.fromkeys(names))


_ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")


def _value(value, seen, depth):
    """A text of a value a metric's code reads that is the same in every process for the same
    value: no memory address, no name of a module loaded from a file."""
    if depth > 8:
        return "…"
    if value is None or isinstance(value, (bool, int, float, complex, str, bytes, Fraction)):
        return repr(value)
    if isinstance(value, types.ModuleType):
        return f"<module {_module_name(value.__name__)}>"
    if isinstance(value, (list, tuple)):
        return type(value).__name__ + "(" + ",".join(_value(x, seen, depth + 1) for x in value) + ")"
    if isinstance(value, (set, frozenset)):
        return type(value).__name__ + "(" + ",".join(sorted(_value(x, seen, depth + 1) for x in value)) + ")"
    if isinstance(value, dict):
        return "{" + ",".join(f"{_value(k, seen, depth + 1)}:{_value(v, seen, depth + 1)}" for k, v in value.items()) + "}"
    if isinstance(value, np.ndarray):
        if value.dtype == object:
            return f"ndarray(object,{value.shape},{_value(value.tolist(), seen, depth + 1)})"
        return f"ndarray({value.dtype.str},{value.shape},{hashlib.sha256(np.ascontiguousarray(value).tobytes()).hexdigest()})"
    if isinstance(value, np.generic):
        return f"{value.dtype.str}:{value.item()!r}"
    if isinstance(value, sympy.Basic):
        return sympy.srepr(value)
    if callable(value):
        return _source(value, seen, depth + 1)
    if id(value) in seen:
        return "<seen>"
    seen.add(id(value))
    state = getattr(value, "__dict__", None)
    if isinstance(state, dict):  # an instance: its class and its state
        return _name_of(type(value)) + _value(state, seen, depth + 1)
    return _ADDRESS.sub("", repr(value))


def _function_text(fn, seen, depth):
    """The source of the Python function ``fn`` and the text of everything it reads (module docstring)."""
    try:
        text = inspect.getsource(fn)
    except (OSError, TypeError):
        raise _Uncacheable(fn) from None
    text += _value(fn.__defaults__, seen, depth) + _value(fn.__kwdefaults__, seen, depth)
    for cell in fn.__closure__ or ():
        try:
            text += _value(cell.cell_contents, seen, depth)
        except ValueError:  # a cell not filled yet
            text += "<empty cell>"
    names = _code_names(fn.__code__)
    modules = [value for name in names if isinstance(value := fn.__globals__.get(name), types.ModuleType) and not _is_library(value.__name__)]
    for name in names:
        if name in fn.__globals__:
            text += f"\x01{name}=" + _value(fn.__globals__[name], seen, depth)
        for module in modules:  # helpers.score: co_names holds both "helpers" and "score"
            if hasattr(module, name):
                text += f"\x01{_module_name(module.__name__)}.{name}=" + _value(getattr(module, name), seen, depth)
    return text


def _source(fn, seen, depth=0):
    """The text of the callable ``fn``: its source and what it reads (module docstring); library
    code below the top level is named, not read."""
    if isinstance(fn, partial):
        return _source(fn.func, seen, depth) + _value((fn.args, fn.keywords), seen, depth)
    if isinstance(fn, metrics.Metric):
        return _metric_text(fn, None, seen)
    if id(fn) in seen or depth > 8:
        return ""
    seen.add(id(fn))
    if isinstance(fn, types.MethodType):  # a bound method: its function and its instance's state
        return _source(fn.__func__, seen, depth + 1) + _value(fn.__self__, seen, depth + 1)
    if isinstance(fn, types.FunctionType):
        return _name_of(fn) if depth > 0 and _is_library(fn.__module__) else _function_text(fn, seen, depth)
    if isinstance(fn, type):
        if _is_library(fn.__module__):
            return _name_of(fn)
        try:
            return inspect.getsource(fn)
        except (OSError, TypeError):
            return _name_of(fn)
    call = getattr(type(fn), "__call__", None)
    if isinstance(call, types.FunctionType):  # a callable instance of a Python class: its __call__ and its state
        state = getattr(fn, "__dict__", None)
        return _source(call, seen, depth + 1) + _value(state if isinstance(state, dict) else None, seen, depth + 1)
    return _name_of(fn)  # a builtin


@lru_cache(maxsize=None)
def _check_source(check):
    """The source of a property's check, with what it calls (read once per process: the same for every metric)."""
    return _source(check, set())


# --------------------------------------------------------------------------- the metric's behaviour
@lru_cache(maxsize=None)
def _probes(n):
    """The fixed integer matrices at ``n`` classes on which a metric's values enter its key: empty,
    perfect, uniform, with an absent class, everything predicted as one class, and seeded random ones."""
    rng = np.random.default_rng(1000 + n)  # a fixed seed: part of the key's definition
    fixed = [np.zeros((n, n), int), np.eye(n, dtype=int), np.ones((n, n), int), np.diag(np.arange(1, n + 1))]
    absent = np.arange(1, n * n + 1).reshape(n, n)
    absent[:, -1] = 0
    one_class = np.zeros((n, n), int)
    one_class[0] = np.arange(1, n + 1)
    matrices = fixed + [absent, one_class, *rng.integers(0, 7, size=(6, n, n))]
    return tuple(tuple(tuple(int(x) for x in row) for row in m) for m in matrices)


def _number_text(value):
    """An exact value as its sympy form, a float as its bits, undefined as such."""
    if value is None:
        return "undefined"
    if isinstance(value, float):
        return float.hex(value)
    return sympy.srepr(value)


def _behaviour(metric, classes, exact):
    """The metric's values on :func:`_probes` at each class count (module docstring): with
    ``exact``, by :func:`axioms.exact.value_of`; always, the float64 bits of its numeric function."""
    text = []
    for n in classes:
        if not metric.applies_to(n):
            continue
        probes = [[list(row) for row in m] for m in _probes(n)]
        for m in probes if exact else ():
            try:
                value, how = value_of(metric, m)
                text.append(how + ":" + _number_text(value))
            except Exception as exc:  # noqa: BLE001 - what a matrix raises is behaviour too
                text.append(f"raised {type(exc).__name__}")
        try:
            with np.errstate(all="ignore"):
                out = np.asarray(metric.numeric(np.asarray(probes, dtype=float)), dtype=float).reshape(-1)
            text.append(",".join(float.hex(float(x)) for x in out))
        except Exception as exc:  # noqa: BLE001
            text.append(f"numeric raised {type(exc).__name__}")
    return "\x02".join(text)


def _metric_text(metric, classes, seen, exact=True):
    fields = (metric.name, metric.binary, metric.higher_is_better, metric.min_classes, metric.decomposition, metric.value_range)
    text = repr(fields)
    classes = classes or (2, 3)
    if metric.symbolic is not None:
        for n in classes:
            if metric.applies_to(n):
                text += sympy.srepr(metric.symbolic(cell_symbols(n)))
    if metric.has_own_numeric or metric.symbolic is None:
        text += _source(metric.numeric, seen)
    return text + _behaviour(metric, classes, exact)


def metric_key(
    metric: Metric, properties: Sequence[str], classes: Sequence[int], settings: Settings, with_calibrated: bool, catalogue: bool = False
) -> str | None:
    """The entry key of ``metric``'s cells, or None when the metric cannot be cached.

    With ``catalogue`` (axiometrics' own catalogue code, keyed in the parent process, where
    time counts) the exact values on the probes are left out: the catalogue's whole source and
    symbolic form are in the key; its numeric function's float64 values still are."""
    try:
        definition = _metric_text(metric, classes, set(), exact=not catalogue)
    except _Uncacheable:
        return None
    except Exception:  # noqa: BLE001 - the metric's own code raised while its definition was read: checked (and reported) uncached
        return None
    try:
        checks = [pid + _check_source(axioms.get_property(pid).check) for pid in properties]
    except _Uncacheable:
        return None
    parts = [_engine(), definition, *checks, repr(list(classes)), json.dumps(settings.as_dict(), sort_keys=True), repr(with_calibrated)]
    return hashlib.sha256("\x00".join(parts).encode()).hexdigest()


# --------------------------------------------------------------------------- the folder and its entries
_KEY = re.compile(r"[0-9a-f]{64}")


def _private(st):
    """Whether ``st`` (an ``os.stat`` result) is owned by the current user and writable by no one else."""
    return st.st_uid == os.geteuid() and not st.st_mode & 0o022


def _trusted_folder(folder, create):
    """``folder`` as a Path when entries may be read from (and written to) it, else None; with
    ``create``, a missing folder is made with mode 0700 whatever the umask."""
    folder = Path(folder)
    if create and not os.path.lexists(folder):
        try:
            folder.parent.mkdir(parents=True, exist_ok=True)
            folder.mkdir(mode=0o700)
            os.chmod(folder, 0o700)
        except FileExistsError:
            pass  # made by a concurrent run: checked below like any folder
        except OSError:
            return None
    try:
        st = os.stat(folder)
    except OSError:
        return None
    return folder if stat.S_ISDIR(st.st_mode) and _private(st) else None


def _read_entry(path):
    """The JSON of the entry at ``path`` when it is a private regular file of the current user not
    reached through a symlink, else None; a hit refreshes its time (least recently used trimming)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        return None
    with os.fdopen(fd, "rb") as fh:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or not _private(st) or st.st_size > _MAX_ENTRY_BYTES:
            return None
        data = fh.read(_MAX_ENTRY_BYTES + 1)
        try:
            os.utime(fd)
        except OSError:
            pass  # a read-only file system: the entry is still good
    try:
        return json.loads(data.decode("utf-8"))
    except (ValueError, RecursionError):
        return None


def _entries(folder):
    """``(path, lstat)`` of every entry file in ``folder`` (none when it cannot be listed)."""
    found = []
    try:
        with os.scandir(folder) as it:
            for entry in it:
                if entry.name.endswith(".json"):
                    try:
                        found.append((Path(entry.path), entry.stat(follow_symlinks=False)))
                    except OSError:
                        pass
    except OSError:
        pass
    return found


def _trim(folder, limit):
    """Remove the least recently used entries of ``folder`` until they hold at most ``limit`` bytes."""
    entries = sorted(_entries(folder), key=lambda e: e[1].st_mtime_ns)
    total = sum(st.st_size for _, st in entries)
    for path, st in entries:
        if total <= limit:
            break
        try:
            path.unlink()
            total -= st.st_size
        except OSError:
            pass


def info(folder: "str | os.PathLike[str] | None" = None) -> dict[str, Any]:
    """What the cache folder (default :func:`cache_dir`) holds: ``{"folder", "entries", "bytes",
    "max_bytes", "private"}``; ``private`` says whether entries are read from it (module docstring)."""
    folder = Path(folder or cache_dir())
    entries = [st for _, st in _entries(folder) if stat.S_ISREG(st.st_mode)]
    return {
        "folder": str(folder),
        "entries": len(entries),
        "bytes": sum(st.st_size for st in entries),
        "max_bytes": max_bytes(),
        "private": _trusted_folder(folder, create=False) is not None,
    }


def clear(folder: "str | os.PathLike[str] | None" = None) -> int:
    """Remove every entry of the cache folder (default :func:`cache_dir`); return how many were removed."""
    removed = 0
    for path, st in _entries(Path(folder or cache_dir())):
        if not stat.S_ISDIR(st.st_mode):
            try:
                path.unlink()
                removed += 1
            except OSError:
                pass
    return removed


# --------------------------------------------------------------------------- validating an entry
_CELL_KEYS = ("verdict", "evidence", "detail", "counterexample", "witness", "per_n", "after_calibration")


def _valid_cell(pid, cell):
    """Whether ``cell`` has the shape of a report cell of property ``pid`` that is not an error."""
    if not isinstance(cell, dict) or not set(_CELL_KEYS + axioms.get_property(pid).report_keys) <= set(cell):
        return False
    if cell["verdict"] == "error" or not isinstance(cell["detail"], str) or not isinstance(cell["per_n"], dict):
        return False
    if not all(cell[k] is None or isinstance(cell[k], dict) for k in ("counterexample", "witness")):
        return False
    try:
        axioms.Verdict(pid, cell["verdict"], cell["evidence"], cell["detail"], cell["counterexample"])
    except (ValueError, TypeError, AttributeError):
        return False
    return cell["after_calibration"] is None or _valid_cell(pid, cell["after_calibration"])


def _matrix(m):
    """``m`` as an integer matrix (lists of ints), or None when it is not one."""
    try:
        arr = np.asarray(m)
        if arr.ndim != 2 or arr.shape[0] != arr.shape[1] or arr.shape[0] < 1 or arr.dtype.kind not in "iu":
            return None
        return arr.astype(object).tolist()
    except (ValueError, TypeError):
        return None


def _recorded_values(record):
    """``[(matrix, value text), ...]``: every matrix ``record`` gives the metric's value at."""
    pairs = []
    values = record.get("values")
    if isinstance(values, list):
        if "before" in record and "after" in record and len(values) == 2:
            pairs += [(record["before"], values[0]), (record["after"], values[1])]
        elif isinstance(record.get("matrices"), list) and len(record["matrices"]) == len(values):
            pairs += list(zip(record["matrices"], values))
    if "matrix" in record and "value" in record:
        pairs.append((record["matrix"], record["value"]))
    extremes, ranges = record.get("extremes"), record.get("ranges")
    if isinstance(extremes, list) and isinstance(ranges, list) and len(extremes) == len(ranges):
        for ends, (low, high) in zip(extremes, ranges):
            pairs += [(ends["min"], low), (ends["max"], high)]
    for key in ("classifiers_0", "classifiers_1"):
        pairs += [tuple(item) for item in record.get(key, ())]
    return pairs


def _unit(n, cell):
    e = np.zeros((n, n), dtype=object)
    e[cell[0], cell[1]] = 1
    return e


#: The change a counterexample of these properties records, and the order relation (a key of
#: :data:`axioms.refute.RELATIONS`, with its direction) its two values must contradict.
_MOVES = {
    "PI": lambda r, before, d: (before + _unit(len(before), r["cell"]), "nondecreasing", d if r["cell"][0] == r["cell"][1] else -d),
    "MON": lambda r, before, d: (before - _unit(len(before), r["moved"][0]) + _unit(len(before), r["moved"][1]), "increasing", d),
    "PIV": lambda r, before, d: (before * np.asarray(r["lambda"], dtype=object)[None, :], "equal", 1),
    "SYM": lambda r, before, d: (None, "equal", 1),
}


def _contradicts(pid, record, values, metric):
    """Whether a counterexample of PI, MON, PIV or SYM records the property's change and two values
    against its relation (for other properties: True, nothing generic to re-check)."""
    if pid not in _MOVES:
        return True
    before, after = _matrix(record.get("before")), _matrix(record.get("after"))
    if before is None or after is None or len(values) != 2:
        return False
    moved, relation, direction = _MOVES[pid](record, np.asarray(before, dtype=object), metric.direction)
    if moved is not None and moved.tolist() != after:
        return False
    v0, v1 = values
    if v0 is None or v1 is None:
        return relation == "equal" and (v0 is None) != (v1 is None)
    sign = sign_of_difference(v0, v1)
    return sign is not None and not RELATIONS[relation](direction * sign)


def _reverified(pid, record, metric):
    """Whether every value the counterexample ``record`` states re-evaluates to the same text for
    ``metric``, and its change contradicts the property."""
    values = []
    for m, text in _recorded_values(record):
        matrix = _matrix(m)
        if matrix is None or not isinstance(text, str):
            return False
        value, how = value_of(metric, matrix)
        if as_text(value) != text or (record.get("verified") == "exact" and how != "exact"):
            return False
        values.append(value)
    return _contradicts(pid, record, values, metric)


def _cell_reverified(pid, cell, metric):
    """Whether the counterexample of ``cell`` (and of its calibrated part)
    re-verify for ``metric``, or for a metric it was calibrated from (a verdict carried over)."""
    candidates = [metric]
    while (base := getattr(candidates[-1], "calibrated_from", None)) is not None:
        candidates.append(base)
    record = cell["counterexample"]
    if record is not None:
        try:
            if not any(_reverified(pid, record, m) for m in candidates):
                return False
        except Exception:  # noqa: BLE001 - a malformed record, or the metric raising on it: a miss
            return False
    after = cell["after_calibration"]
    return after is None or _cell_reverified(pid, after, metric.calibrated)


def load(key: str | None, metric: Metric, properties: Sequence[str], folder: "str | os.PathLike[str] | None" = None) -> dict[str, Any] | None:
    """``metric``'s cached cells of ``properties`` under ``key`` in ``folder`` (default
    :func:`cache_dir`), or None: no entry, an entry that is not the user's own private regular
    file, has not the shape of those cells, or whose counterexamples do not re-verify (module docstring)."""
    trusted = _trusted_folder(folder or cache_dir(), create=False)
    if trusted is None or not isinstance(key, str) or not _KEY.fullmatch(key):
        return None
    cells = _read_entry(trusted / f"{key}.json")
    if not isinstance(cells, dict) or set(cells) != set(properties) or len(cells) != len(set(properties)):
        return None
    if not all(_valid_cell(pid, cell) and _cell_reverified(pid, cell, metric) for pid, cell in cells.items()):
        return None
    return cells


def store(key: str, cells: dict[str, Any], folder: "str | os.PathLike[str] | None" = None) -> None:
    """Store ``cells`` under ``key`` in ``folder`` (default :func:`cache_dir`) atomically, then trim
    the folder to :func:`max_bytes`; a row with an ``error`` cell is not stored, nor is anything
    in a folder that is not private (module docstring)."""
    if any(cell["verdict"] == "error" for cell in cells.values()):
        return
    trusted = _trusted_folder(folder or cache_dir(), create=True)
    if trusted is None:
        return
    tmp = None
    try:
        fd, tmp = tempfile.mkstemp(dir=trusted, prefix=".entry.", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(cells, fh, ensure_ascii=False)
        os.replace(tmp, trusted / f"{key}.json")
    except OSError:
        if tmp is not None and os.path.lexists(tmp):
            os.unlink(tmp)
        return  # an unwritable cache only costs time
    _trim(trusted, max_bytes())
