"""The working directory is not on the import path of the command or of its workers.

``python -m reports.cli`` puts the working directory first on ``sys.path``, and so does ``python -c`` for the
workers' fork server, which multiprocessing starts that way (Python 3.11 does not hand it the command's import
path). Any file there named as a module (``json.py``, ``html.py``, ``pathlib.py``) would then be imported, and
its code run, by the command or by every worker in place of the library. This module runs first in
``reports/__init__`` and imports nothing (``os`` and ``sys`` are loaded with the interpreter): in those two
processes it removes that entry, so they import as the ``axiometrics`` script does (unless the working directory
is axiometrics' own source tree, where the packages come from). A checked file's own folder still comes first while
the file loads (:mod:`reports.userfile`).
"""

import os
import sys

__all__ = ["SERVER_PARENT_VARIABLE", "module_run", "is_fork_server", "drop_working_directory"]

#: The environment variable holding the process id of the process that starts the fork server, which the server
#: is told apart by (set by :func:`reports.worker_server.starting_a_worker`).
SERVER_PARENT_VARIABLE = "AXIOMETRICS_FORK_SERVER_PARENT"


#: The folder holding this package: run from there (a source checkout), the working directory is where ``metrics``
#: and ``axioms`` come from, and stays.
_SOURCE_TREE = os.path.realpath(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def module_run(orig_argv: "list[str]") -> "str | None":
    """The module a ``python -m MODULE`` command line runs, else None.

    Examples
    --------
    >>> module_run(["python", "-u", "-m", "reports.cli", "table"]), module_run(["python", "-c", "pass"])
    ('reports.cli', None)
    """
    return orig_argv[orig_argv.index("-m") + 1] if "-m" in orig_argv[:-1] else None


def is_fork_server() -> bool:
    """Whether this process is the workers' fork server: ``python -c`` started by the process the variable names."""
    return sys.argv[:1] == ["-c"] and os.environ.get(SERVER_PARENT_VARIABLE) == str(os.getppid())


def drop_working_directory() -> None:
    """Remove the working directory Python put first on ``sys.path`` in the command run as ``python -m reports.cli``
    and in the workers' fork server (module docstring)."""
    command = sys.argv[:1] == ["-m"] and module_run(list(sys.orig_argv)) == "reports.cli"
    try:
        here = os.getcwd()
    except OSError:  # the working directory was deleted: nothing can be imported from it
        here = None
    if (command or is_fork_server()) and sys.path[:1] in ([""], [here]) and (
            here is None or os.path.realpath(here) != _SOURCE_TREE):
        del sys.path[0]
