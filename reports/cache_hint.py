"""Whether the verdict cache answered this very command the last time it ran: a hint that times the
work, never a result.

The ``axiometrics`` command starts its workers' fork server while it imports axiometrics
(:func:`reports.worker_server.start_early`), so that the two imports overlap. A command the cache
answers whole starts no worker, and the server's import then only competes with the command's for
the cores: the catalogue read from the cache took 0.98 s with it, 0.82 s without (2 cores).

So after a command whose every row is now in the cache (read from it, or stored there), the report
leaves an empty entry in the cache folder under :func:`command_key`: a SHA-256 of the command line,
the working directory, the interpreter, the ``AXIOMETRICS_`` variables, and the size and time of
every module of axiometrics and of every file the command line names. The same command finds it and
starts no server early. An entry like the others (:mod:`reports.cache`), it is trimmed and cleared
with them. A wrong hint costs time only: the workers start when they are needed.

Like :mod:`reports.worker_server`, which reads it first thing, this module imports nothing of
axiometrics but what runs before ``metrics`` is imported.
"""

import functools
import hashlib
import os
import sys
from collections.abc import Iterator
from pathlib import Path

from ._guard import command_arguments
from .cache_location import cache_dir, enabled, entry_path

__all__ = ["command_key", "answered_before"]

#: The arguments of the ``axiometrics`` command this process is, else None: read as ``reports`` is
#: imported, while ``sys.argv`` still says so (:func:`reports._guard.command_arguments`).
_ARGUMENTS = command_arguments(sys.argv)

#: The folder holding axiometrics' three packages.
_ROOT = Path(__file__).resolve().parent.parent


@functools.cache
def command_key() -> str | None:
    """The hint's key for this process's command; None when the process is not the ``axiometrics``
    command, the cache is off, or what the key reads cannot be read (a working directory deleted, ...)."""
    if _ARGUMENTS is None or not enabled():
        return None
    settings = sorted(f"{k}={v}" for k, v in os.environ.items() if k.startswith("AXIOMETRICS_"))
    digest = hashlib.sha256(b"an axiometrics command answered from the cache\0")
    try:
        for part in (sys.executable, os.getcwd(), *_ARGUMENTS, "\0", *settings):
            digest.update(part.encode("utf-8", "surrogateescape") + b"\0")
        for path in _files_of(_ARGUMENTS):
            st = path.stat()
            digest.update(f"{path}\0{st.st_size}\0{st.st_mtime_ns}\0".encode("utf-8", "surrogateescape"))
    except OSError:
        return None
    return digest.hexdigest()


def answered_before() -> bool:
    """Whether the cache answered this same command whole the last time it ran (see the module docstring)."""
    key = command_key()
    try:
        return key is not None and entry_path(cache_dir(), key).is_file()
    except OSError:
        return False


def _files_of(arguments: list[str]) -> Iterator[Path]:
    """Every module of axiometrics, then every file the command line names (``--with=FILE`` included)."""
    for package in ("axioms", "metrics", "reports"):
        yield from sorted((_ROOT / package).rglob("*.py"))
    for argument in arguments:
        path = Path(argument.partition("=")[2] if argument.startswith("--") else argument)
        if path.is_file():  # a file that went missing meanwhile: its stat raises, and there is no key
            yield path.resolve()
