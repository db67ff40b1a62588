"""What runs before ``reports`` imports ``metrics`` and ``axioms`` (which load the plugins).

* :func:`ensure_own_packages`: fail with a clear message when a user's own module shadows
  ``metrics`` or ``axioms``. A file called ``metrics.py`` (or ``axioms.py``) in a folder the user's
  ``PYTHONPATH`` puts first (or in the working directory, for a program of the user's that imports
  ``reports``; the command drops it: :mod:`reports._import_path`) would otherwise surface as the
  cryptic "No module named 'metrics.errors'".
* :func:`bound_plugin_probe`: when the process is the ``axiometrics`` command, its ``--timeout``
  also bounds the loading of each plugin (:mod:`metrics.plugins`), which happens at import,
  before the command line is parsed.
* :func:`command_arguments`: whether the process is that command, and its arguments.
* :func:`fill_closed_standard_streams`: when the command was started with standard input, output or
  error closed (``>&-``), ``/dev/null`` takes that descriptor, so that no file the command or its
  workers open gets it (and the report); the command then says it has nowhere to write.
"""

import importlib.util
import math
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from ._import_path import module_run

__all__ = ["ensure_own_packages", "bound_plugin_probe", "command_arguments", "fill_closed_standard_streams"]

_ROOT = Path(__file__).resolve().parent.parent


def ensure_own_packages() -> None:
    """Raise ImportError naming the file that shadows one of the packages next to ``reports``."""
    for name in ("metrics", "axioms"):
        spec = importlib.util.find_spec(name)
        origin = Path(spec.origin).resolve() if spec is not None and spec.origin else None
        if origin != _ROOT / name / "__init__.py":
            raise ImportError(
                f"axiometrics: error: {origin or name} shadows axiometrics' {name!r} package (it comes first on "
                f"the import path, e.g. from the working directory); rename that file or run from another folder"
            )


def command_arguments(argv: Sequence[str], orig_argv: "Sequence[str] | None" = None) -> "list[str] | None":
    """The arguments after the command's name when the process is the ``axiometrics`` command, else None.

    ``argv`` is ``sys.argv`` while ``reports`` is being imported: the console script's path first,
    or ``"-m"`` under ``python -m reports.cli`` (Python names the module file only once the package
    is imported; ``orig_argv``, by default ``sys.orig_argv``, says which module runs).

    Examples
    --------
    >>> command_arguments(["/venv/bin/axiometrics", "table", "--classes", "2"])
    ['table', '--classes', '2']
    >>> command_arguments(["-m", "table"], ["python", "-u", "-m", "reports.cli", "table"])
    ['table']
    >>> command_arguments(["-m", "table"], ["python", "-m", "pytest", "table"]) is None
    True
    """
    if not argv:
        return None
    if argv[0] == "-m":
        ran = module_run(list(sys.orig_argv if orig_argv is None else orig_argv))
        return list(argv[1:]) if ran == "reports.cli" else None
    return list(argv[1:]) if Path(argv[0]).name == "axiometrics" else None


def bound_plugin_probe(argv: Sequence[str]) -> None:
    """Lower ``$AXIOMETRICS_PLUGIN_TIMEOUT`` to the ``--timeout`` of an ``axiometrics`` command line ``argv``.

    Plugins are probed when ``metrics`` and ``axioms`` are imported, before the command parses
    its arguments, so a plugin that hangs would otherwise cost the probe's own limit (60 s) on
    every command whatever ``--timeout`` says. Only the command itself is read
    (:func:`command_arguments`); a value the command will refuse later (not a positive number) changes nothing.

    Examples
    --------
    >>> os.environ.pop("AXIOMETRICS_PLUGIN_TIMEOUT", None) and None
    >>> bound_plugin_probe(["/usr/bin/axiometrics", "table", "--timeout", "5"])
    >>> os.environ.pop("AXIOMETRICS_PLUGIN_TIMEOUT")
    '5'
    """
    arguments = command_arguments(argv)
    if arguments is None:
        return
    for i, arg in enumerate(arguments):
        value = (arguments[i + 1] if arg == "--timeout" and i + 1 < len(arguments)
                 else arg.partition("=")[2] if arg.startswith("--timeout=") else None)
        try:
            seconds = float(value) if value is not None else math.nan
        except ValueError:
            continue
        if math.isfinite(seconds) and seconds > 0:
            try:
                current = float(os.environ.get("AXIOMETRICS_PLUGIN_TIMEOUT", "inf") or "inf")
            except ValueError:  # not a number: the probe's own limit then, as metrics.plugins reads it
                current = math.inf
            os.environ["AXIOMETRICS_PLUGIN_TIMEOUT"] = f"{min(seconds, current):g}"


def fill_closed_standard_streams(argv: Sequence[str]) -> None:
    """Open ``/dev/null`` on each of the descriptors 0, 1 and 2 that is closed, when the process is the
    ``axiometrics`` command (``sys.stdout`` stays None: :mod:`reports.cli` refuses to write there; ``sys.stderr``
    writes to ``/dev/null``)."""
    if command_arguments(argv) is None:
        return
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:  # closed: the lowest free descriptor, which os.open returns, is this one
            opened = os.open(os.devnull, os.O_RDWR)
            if opened != fd:
                os.dup2(opened, fd)
                os.close(opened)
            os.set_inheritable(fd, True)  # as a standard stream is: the workers' server gets it too
    if sys.stderr is None:  # messages go where the caller sent them: nowhere (print(file=None) writes to stdout)
        sys.stderr = open(2, "w", errors="backslashreplace", closefd=False)
