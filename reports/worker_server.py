"""The process that starts the workers: a fork server that has imported axiometrics once.

Workers (:mod:`reports.workers`) start with ``forkserver`` where the platform has it (Linux,
macOS) and ``spawn`` elsewhere (Windows): never a plain fork of a running program. The fork
server imports :data:`PRELOAD` once, so that each worker starts in milliseconds.

That import costs as much as the command's own (about a second: sympy, numpy, the catalogue).
:func:`start_early` lets the ``axiometrics`` command start the server before it imports
``metrics`` and ``axioms`` itself, so with a core to spare the two imports overlap instead of adding up, unless
the verdict cache answered the same command whole the last time (:mod:`reports.cache_hint`): then no worker is
needed. This module imports nothing of axiometrics but :mod:`reports._guard`, :mod:`reports.cache_hint` and
:mod:`reports.process_tree`, so that it can run first.
"""

import contextlib
import multiprocessing
import multiprocessing.forkserver
import multiprocessing.util
import os
import shutil
import signal
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from importlib.metadata import entry_points
from typing import Any

from ._guard import command_arguments
from .cache_hint import answered_before
from ._import_path import SERVER_PARENT_VARIABLE
from .process_tree import kill_adopted, kill_tree

__all__ = ["PRELOAD", "EARLY_VARIABLE", "context", "starting_a_worker", "spare_core", "start_early", "stop_server",
           "await_server_exit", "replace_server", "resume_server"]

#: Modules the fork server imports once, so that each new worker starts in milliseconds.
PRELOAD = ["reports.fork_server_setup", "axioms", "metrics", "reports.report", "z3", "symengine",
           "reports.fork_server_warmup"]


#: The ``axiometrics`` subcommands that check metrics in workers.
_CHECKING = {"table", "check", "paper", "sweep", "recommend"}

#: The plugin groups whose entry points :mod:`metrics.plugins` probes at import (kept in step with it).
_PLUGIN_GROUPS = ("axiometrics.metrics", "axiometrics.properties")


def context() -> Any:
    """The multiprocessing context workers start from: ``forkserver`` preloading :data:`PRELOAD`, else ``spawn``."""
    if "forkserver" in multiprocessing.get_all_start_methods():
        forkserver = multiprocessing.get_context("forkserver")
        forkserver.set_forkserver_preload(PRELOAD)
        return forkserver
    return multiprocessing.get_context("spawn")


@contextmanager
def starting_a_worker() -> Iterator[None]:
    """What a worker (or the fork server) must see while it starts, and only then.

    The caller's ``__main__`` is hidden: spawn and forkserver re-run the main script in every new process unless
    it guards itself with ``if __name__ == "__main__"``; workers look metrics up by name and need nothing from it,
    so they are not told where it is. :data:`SERVER_PARENT_VARIABLE` holds this process's id, which tells the
    server it starts apart (:mod:`reports.fork_server_setup`); it is removed afterwards, so that a library user's
    environment is left as it was.
    """
    main = sys.modules["__main__"]
    saved: dict[str, Any] = {key: main.__dict__[key] for key in ("__file__", "__spec__") if key in main.__dict__}
    main.__spec__ = None
    main.__dict__.pop("__file__", None)
    parent = os.environ.get(SERVER_PARENT_VARIABLE)
    os.environ[SERVER_PARENT_VARIABLE] = str(os.getpid())
    try:
        yield
    finally:
        main.__dict__.pop("__spec__", None)
        main.__dict__.update(saved)
        if parent is None:
            os.environ.pop(SERVER_PARENT_VARIABLE, None)
        else:
            os.environ[SERVER_PARENT_VARIABLE] = parent


#: ``1`` starts the fork server early whatever the load, ``0`` never; unset, :func:`spare_core` decides.
EARLY_VARIABLE = "AXIOMETRICS_EARLY_FORK_SERVER"


def spare_core() -> bool:
    """Whether some core is idle for the fork server's import: the 1-minute load average is below the
    number of CPUs (no load average on this platform: no). Commands run one after another keep it
    near 1; on a machine busy on every core (a test suite on every core, parallel CI jobs) the two
    imports would only compete, and a command that ends early (a usage error) would pay for an
    import it never uses.

    Its answer depends on the moment, so only whether the imports overlap does: never a result.
    """
    try:
        load = os.getloadavg()[0]
    except (AttributeError, OSError):
        return False
    return load < (os.cpu_count() or 1)


def start_early(argv: Sequence[str], early: "bool | None" = None) -> bool:
    """Start the fork server now when ``argv`` is an ``axiometrics`` command that checks metrics in workers
    (the console script or ``python -m reports.cli``: :func:`reports._guard.command_arguments`) and
    ``early`` says so (None: ``$AXIOMETRICS_EARLY_FORK_SERVER``, ``1`` or ``0``, else :func:`spare_core` and the
    cache did not answer the same command whole the last time it ran, :func:`reports.cache_hint.answered_before`).

    Returns whether it was started. It is not when the process is not the command, the
    subcommand starts no worker, the platform has no fork server, or a plugin is installed:
    plugins are probed once per process tree when ``metrics`` is imported (:mod:`metrics.plugins`),
    and a server started before that probe would probe them again on its own.

    Examples
    --------
    >>> start_early(["python", "-c"], early=True)
    False
    """
    arguments = command_arguments(argv)
    if not arguments or arguments[0] not in _CHECKING:
        return False
    if early is None:
        setting = os.environ.get(EARLY_VARIABLE, "")
        early = setting == "1" or (setting != "0" and spare_core() and not answered_before())
    if (not early or "forkserver" not in multiprocessing.get_all_start_methods()
            or any(entry_points(group=group) for group in _PLUGIN_GROUPS)):
        return False
    context()
    try:
        with starting_a_worker():
            multiprocessing.forkserver.ensure_running()
    except OSError:  # e.g. $TMPDIR too long for its socket's path: the workers will say so, not this import
        return False
    return True


def stop_server() -> None:
    """Kill this process's fork server, if it has one: the command calls it as it ends.

    A server started early that has not finished importing (the command ended first: a usage
    error, a report served from the cache) notices the command's end only after its import, and
    until then holds the command's output pipes open: a caller reading them (``subprocess.run``,
    a shell pipe) would wait that second. The workers it started are already stopped. The server's
    temporary folder goes with it.
    """
    pid = _server_pid()  # multiprocessing's own record (Python 3.8+)
    if pid is not None:
        kill_tree(pid)  # with what workers that ended left to it (reports.fork_server_setup)
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)
        # the folder of the server's listening socket: the command ends with os._exit, which skips
        # multiprocessing's own clean-up, so every run left a pymp-* folder in $TMPDIR
        shutil.rmtree(multiprocessing.util.get_temp_dir(), ignore_errors=True)


def _server_pid() -> "int | None":
    pid = getattr(getattr(multiprocessing.forkserver, "_forkserver", None), "_forkserver_pid", None)
    return pid if isinstance(pid, int) and pid > 0 else None


def resume_server() -> None:
    """Let this process's fork server run on if user code stopped it (SIGSTOP: a stopped server neither starts
    workers nor reports their exit, and the command waited for it forever)."""
    pid = _server_pid()
    if pid is not None:
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGCONT)


def replace_server() -> None:
    """Make the next worker start from a new fork server: this one cannot start one (user code killed it, or
    deleted its socket or the socket's folder, which it cannot listen again on). It is killed and waited for
    (:func:`await_server_exit`), and the folder of the next server's socket made again if it is gone. What it
    adopted from workers that ended (:mod:`reports.fork_server_setup`) is killed first, as its exit would have
    (SIGKILL skips that); the workers still running, its other children, run on."""
    pid = _server_pid()
    if pid is not None:
        kill_adopted(pid, keep={worker.pid for worker in multiprocessing.active_children() if worker.pid})
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)
    os.makedirs(multiprocessing.util.get_temp_dir(), exist_ok=True)
    await_server_exit()


def await_server_exit(seconds: float = 10.0) -> None:
    """Wait (at most ``seconds``) until this process's fork server has exited, without reaping it.

    The server is the parent of the workers, so user code can kill it. A worker started right after
    finds it not yet exited (multiprocessing then connects to a dead socket) rather than gone (when
    multiprocessing reaps it and starts a new one); :mod:`reports.workers` waits here before it tries again.
    """
    pid = _server_pid()
    if pid is None or not hasattr(os, "waitid"):
        return
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if os.waitid(os.P_PID, pid, os.WEXITED | os.WNOWAIT | os.WNOHANG) is not None:
                return  # exited: multiprocessing will find it so, reap it and start another
        except ChildProcessError:
            return  # already reaped
        time.sleep(0.01)
