"""A persistent verdict cache: a metric that behaves as the one that was checked, with the same
properties and settings, is not checked again.

An entry holds one metric's cells of a report. Its key is a SHA-256 of everything they
depend on:

* the engine: the axiometrics version and the source of every module of ``axioms`` and of
  the registry modules of ``metrics`` (not the catalogue modules ``metrics/papers``: a
  catalogue metric carries its own definition in its fingerprint), and the installed
  versions of the libraries that decide or speed up proofs (sympy, mpmath, z3-solver, numpy, and
  the optional symengine and python-flint: installing one can turn a "not refuted" into a proof);
* the metric's text: its name, flags and metadata, its symbolic form at each class count up to
  :data:`~reports.cache_behaviour.KEYED_FORMS_MAX` (as an exact expression; beyond, the source of its symbolic
  function), and the source of its numeric function, followed into what that code
  reads: the values and functions it closes over, its default arguments, the module-level
  values and functions it names, the attributes it reads of the modules it names (a helper
  module's function, a submodule's, a module imported inside the function or by a name written as a string,
  ``importlib.import_module("helpers")``), the function inside a
  decorated one (``functools.wraps``, ``lru_cache``), the function and the instance state of a bound
  method, and for an instance (callable or read) its state (``__dict__`` and ``__slots__``) and its class's
  methods and class attributes. Library code (the standard library, installed
  packages, the engine) is named, not read: its behaviour is covered by the next point.
  No memory address and no name of a module loaded from a file (a checked file) enters the
  text, so an unchanged file gives the same key in every process;
* the metric's behaviour (:mod:`reports.cache_behaviour`): its value on a fixed, deterministic set of integer
  matrices at each checked class count, exactly where :func:`axioms.arithmetic.exact.value_of` gives an exact number,
  else the float64 bits (undefined, and the exception a matrix raises, included), and the float64 bits of its own
  numeric function on the same matrices (small counts, and counts in the tens and the thousands) and on them with
  counts that are not whole (divided by 8, columns scaled, times 2⁻⁶⁰ and 2⁶⁰), at every class count checked or
  read by identification (n = 2..8). The compiled code of every function read enters beside its source. A change
  of behaviour the text misses (an environment variable or a file the code
  reads, a library upgrade) misses the cache wherever a probe sees it; code that reads such
  things is safest checked with ``--no-cache``. A metric of axiometrics' own catalogue is keyed
  instead by the source of every catalogue module and the text of its functions (what they read
  included): with the engine's sources and the libraries' versions, that code fixes its behaviour;
* the properties: their ids, report keys and the source of every function they have (check, applies, combine,
  cell_suffix, gate_text, survives_restriction, every_n);
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
again with :func:`axioms.arithmetic.exact.value_of` and must give exactly the recorded text, a record
saying ``verified: exact`` must re-evaluate exactly, and for PI, MON, PIV and SYM the recorded
change is re-applied (``after`` is ``before`` with the recorded item added, moved or column
scaling) and the two values must contradict the property's order relation
(:data:`axioms.search.refute.RELATIONS`). A record of a calibrated metric may hold the values of the
metric it comes from (a verdict carried over from it). Anything else a record states
(expectations, limits, implied exponents) is not recomputed, and a proof is not re-run: a
cached ✓ is only as good as the folder's owner. An entry that fails any of this is a miss:
the metric is checked again and the entry replaced.

Location: ``$AXIOMETRICS_CACHE_DIR``, else ``$XDG_CACHE_HOME/axiometrics``, else ``~/.cache/axiometrics``; one JSON file
per entry, named ``<key>.axiometrics.json`` (the cache reads, counts, trims and clears only files so named, never
anything else in the folder; a folder that is the current directory, one of its parents, or holds a project's files is
refused), written to a temporary file and renamed, so concurrent runs never see a partial entry. After each store the
least recently used entries (a hit refreshes an entry's time) are removed until the folder holds at most
``$AXIOMETRICS_CACHE_MAX_MB`` megabytes (default 200). ``AXIOMETRICS_CACHE=off`` (or ``--no-cache``) turns the cache
off.
"""

from collections.abc import Sequence
import json
import os
from pathlib import Path
import re
import stat
import tempfile
from typing import Any

from metrics import Metric
from metrics.errors import UsageError

from .cache_keys import metric_key
from .cache_location import ENTRY_SUFFIX, cache_dir, enabled, entry_path
from .cache_verify import cell_reverified, valid_cell

__all__ = ["cache_dir", "enabled", "max_bytes", "metric_key", "load", "store", "info", "clear", "refusal",
           "ENTRY_SUFFIX"]

#: Size cap of the cache folder when ``AXIOMETRICS_CACHE_MAX_MB`` is not set, in megabytes.
DEFAULT_MAX_MB = 200

#: An entry larger than this is not read (a report row is a few kilobytes).
_MAX_ENTRY_BYTES = 16 * 2**20


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


# --------------------------------------------------------------------------- the folder and its entries
_KEY = re.compile(r"[0-9a-f]{64}")

_ENTRY_NAME = re.compile(r"[0-9a-f]{64}" + re.escape(ENTRY_SUFFIX))

#: Files that mark a project's folder (or a checkout): a cache folder holding one is refused.
_PROJECT_MARKERS = ("pyproject.toml", "setup.py", "setup.cfg", "package.json", ".git")


def refusal(folder: "str | os.PathLike[str]") -> str | None:
    """Why ``folder`` may not hold the cache (None when it may): the current directory or one of
    its parents, or a folder that holds a project's files. The cache only ever touches files it
    named itself, but a project's folder is no place for it."""
    folder = Path(folder)
    try:
        resolved, here = folder.resolve(), Path.cwd().resolve()
    except OSError:
        return None
    if resolved == here or resolved in here.parents:
        return f"{folder} is the current directory or one of its parents"
    marker = next((m for m in _PROJECT_MARKERS if os.path.lexists(resolved / m)), None)
    return f"{folder} holds a project's files ({marker})" if marker else None


def _private(st):
    """Whether ``st`` (an ``os.stat`` result) is owned by the current user and writable by no one else."""
    return st.st_uid == os.geteuid() and not st.st_mode & 0o022


def _trusted_folder(folder, create):
    """``folder`` as a Path when entries may be read from (and written to) it, else None; with
    ``create``, a missing folder is made with mode 0700 whatever the umask."""
    folder = Path(folder)
    if refusal(folder) is not None:
        return None
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
    try:  # NaN and Infinity are no JSON: a report that printed them would not parse
        return json.loads(data.decode("utf-8"), parse_constant=_not_json)
    except (ValueError, RecursionError):
        return None


def _not_json(name):
    raise ValueError(f"{name} is not JSON")


def _entries(folder):
    """``(path, lstat)`` of every entry in ``folder``: a file named ``<key>.axiometrics.json`` that is the user's own
    private regular file, not a symlink (none when the folder cannot be listed). Anything else, even named like an
    entry, the cache never wrote: it is not counted, trimmed or cleared."""
    found = []
    try:
        with os.scandir(folder) as it:
            for entry in it:
                if _ENTRY_NAME.fullmatch(entry.name):
                    try:
                        st = entry.stat(follow_symlinks=False)
                    except OSError:
                        continue
                    if stat.S_ISREG(st.st_mode) and _private(st):
                        found.append((Path(entry.path), st))
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
    "max_bytes", "private", "status"}``; ``private`` says whether entries are read from it (module
    docstring), ``status`` says so in words, with the reason when they are not."""
    folder = Path(folder or cache_dir())
    entries = [st for _, st in _entries(folder)]
    return {
        "folder": str(folder),
        "entries": len(entries),
        "bytes": sum(st.st_size for st in entries),
        "max_bytes": max_bytes(),
        "private": _trusted_folder(folder, create=False) is not None,
        "status": _status(folder),
    }


def _status(folder):
    """The folder's state in words: whether the cache reads and writes it, and if not, why."""
    reason = refusal(folder)
    if reason is not None:
        return f"refused: {reason}; set AXIOMETRICS_CACHE_DIR to a folder of its own"
    if not os.path.lexists(folder):
        return "not created yet (made private, mode 0700, at the first store)"
    if _trusted_folder(folder, create=False) is None:
        return "NOT USED: not a folder owned by you and writable only by you"
    return "in use (only you can write it)"


def clear(folder: "str | os.PathLike[str] | None" = None) -> int:
    """Remove every entry of the cache folder (default :func:`cache_dir`); return how many were removed. A folder the
    cache does not use (refused, or not private: :func:`info`'s status) is left alone, and so is a file named like an
    entry that is not the user's own private regular file (:func:`_entries`): the cache never wrote it."""
    trusted = _trusted_folder(folder or cache_dir(), create=False)
    removed = 0
    for path, _ in _entries(trusted) if trusted is not None else ():
        try:
            path.unlink()
            removed += 1
        except OSError:
            pass
    return removed


def load(key: str | None, metric: Metric, properties: Sequence[str],
         folder: "str | os.PathLike[str] | None" = None) -> dict[str, Any] | None:
    """``metric``'s cached cells of ``properties`` under ``key`` in ``folder`` (default
    :func:`cache_dir`), or None: no entry, an entry that is not the user's own private regular
    file, has not the shape of those cells, or whose counterexamples do not re-verify (module docstring)."""
    trusted = _trusted_folder(folder or cache_dir(), create=False)
    if trusted is None or not isinstance(key, str) or not _KEY.fullmatch(key):
        return None
    cells = _read_entry(entry_path(trusted, key))
    if not isinstance(cells, dict) or set(cells) != set(properties) or len(cells) != len(set(properties)):
        return None
    if not all(valid_cell(pid, cell) and cell_reverified(pid, cell, metric) for pid, cell in cells.items()):
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
        os.replace(tmp, entry_path(trusted, key))
        tmp = None
    except OSError:
        return  # an unwritable cache only costs time
    finally:  # also on a cell json cannot write, or Ctrl-C: no half-written file is left behind
        if tmp is not None and os.path.lexists(tmp):
            os.unlink(tmp)
    _trim(trusted, max_bytes())
