"""Run checks of user code in worker processes that cannot end, hang or corrupt the run.

A metric under check is someone's code: it may loop, sleep, print, call ``sys.exit`` or
``os._exit``, or crash the interpreter. :func:`run_contained` runs each task in a worker
process and turns every such outcome into an error message for that task alone:

* each task gets a wall-clock limit; a worker past it is killed and replaced;
* a worker that dies (``os._exit``, a segfault, an out-of-memory kill) costs only its task (a
  worker reused from earlier tasks is not blamed: the task runs once more in a new worker);
* a worker whose task changed the process (a library function rebound, numpy's error handling, the warnings
  filters, ...: :mod:`reports.worker_state`) is not reused, so no metric is checked in what another left; nor is
  one that checked a metric of a user's file (``reuse=False``): its code may have changed what no snapshot sees;
* workers write their standard output to stderr, ignore Ctrl-C (the command handles it
  and kills them) and exit as soon as the parent process is gone, however it ended;
* each worker leads a session (process group) of its own, and is stopped with every process
  its user code started, even one that left the group (:mod:`reports.process_tree`): a child
  left running would outlive the command.

Workers start from the fork server of :mod:`reports.worker_server` (``spawn`` where the
platform has none): never a plain fork of a running program. :mod:`concurrent.futures`
cannot stop one running task, and a dead worker breaks its whole pool, hence this small
scheduler over :class:`multiprocessing.Process` and pipes.
"""

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any
from collections import deque
from contextlib import contextmanager
from multiprocessing.connection import wait
import json
import os
import signal
import sys
import tempfile
import threading
import time

import axioms
import metrics
from metrics.errors import UsageError, raised, user_location

from .process_tree import become_subreaper, kill_tree, reap_ended_children
from .userfile import describe, load
from .worker_state import Snapshot
from .worker_server import context as _context, replace_server, resume_server, starting_a_worker

__all__ = ["run_contained", "registered", "shared_workers"]


def _kill_own_group():
    """End this worker and every process it started: those that left its process group (the worker leads its own
    session), then the group."""
    kill_tree(os.getpid(), including_root=False)
    os.killpg(os.getpgid(0), signal.SIGKILL)


#: Seconds between looks at a busy orphan worker (see :attr:`_Worker.orphan`), whose end no sentinel signals.
_ORPHAN_POLL = 0.5

#: What this worker's ``files`` registered (filled as the worker starts; see :func:`registered`).
_REGISTERED: dict[str, Any] = {"metrics": {}, "properties": [], "files": {}}


def registered() -> dict[str, Any]:
    """``{"metrics": {name: [aliases]}, "properties": [ids], "files": {path: [metric names]}}``: what
    the users' files registered in this worker process, together and file by file (a task for
    :func:`run_contained`, whose workers import the files)."""
    return {"metrics": dict(_REGISTERED["metrics"]), "properties": list(_REGISTERED["properties"]),
            "files": dict(_REGISTERED["files"])}


def _exit_with_parent(alive):
    """Block until the parent's end of ``alive`` closes (the parent is gone), then end the worker's whole group."""
    try:
        alive.recv()
    except (EOFError, OSError):
        pass
    _kill_own_group()


def _blamed(exc):
    """What a task's exception says, blamed on whom: the metric's code where the traceback passes through a user's
    code (or the code called ``sys.exit``). Otherwise no line of a user's file is in it: axiometrics raised, or a
    library it called, which may be the metric itself (``labels=partial(f1_score, ...)`` is scikit-learn's code), so
    the message names both (sympy's ``apart`` on a baseline 1/√n was reported as 'the metric's code raised')."""
    if isinstance(exc, SystemExit) or user_location(exc) is not None:
        return f"the metric's code {describe(exc)}"
    return (f"the check raised {raised(exc)} with no line of a checked file in its traceback: inside axiometrics or a "
            "library, the metric's own (scikit-learn, ...) or one the engine calls (please report it if the metric is "
            "not at fault)")


def _serve(conn, alive, files):
    """Worker main loop: load ``files``, then for each ``(task, args)`` received answer
    ``("ok", task(*args))`` or ``("error", message)``."""
    os.setsid()  # a session of its own: stopping the worker stops every process its user code started
    become_subreaper()  # and those that leave the session stay in its tree (reports.process_tree)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    threading.Thread(target=_exit_with_parent, args=(alive,), daemon=True).start()
    sys.stdout.flush()
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())  # also C-level writes: stdout carries the report
    sys.stdout = sys.stderr
    problem = None
    properties = set(axioms.PROPERTIES)
    for path in files:
        try:
            _REGISTERED["files"][path] = names = load(path)
            _REGISTERED["metrics"].update({name: list(metrics.get(name).aliases) for name in names})
        except BaseException as exc:  # noqa: BLE001 - reported for every task of this worker
            problem = f"loading {path} in a worker process failed: {exc}"
    _REGISTERED["properties"] = [pid for pid in axioms.PROPERTIES if pid not in properties]
    snapshot = Snapshot()
    while True:
        try:
            task, args = conn.recv()
        except (EOFError, OSError):
            return
        if problem:
            answer: tuple[Any, ...] = ("error", problem)
        else:
            try:
                answer = ("ok", task(*args))
            except BaseException as exc:  # noqa: BLE001 - user code may raise SystemExit, KeyboardInterrupt, ...
                answer = ("error", _blamed(exc))
            if snapshot.changed() is not None:  # the next metric must not be checked in what this one changed
                answer += (RETIRE,)
            reap_ended_children()  # what the task's code started and left, adopted by this subreaper
        try:
            conn.send_bytes(json.dumps(answer).encode())
        except Exception as exc:  # noqa: BLE001 - e.g. a result JSON cannot hold
            conn.send_bytes(json.dumps(["error", f"the result could not be sent back ({type(exc).__name__}: {exc})"])
                            .encode())


#: The third element of a reply whose task changed its worker's state (:mod:`reports.worker_state`).
RETIRE = "retire"


def _reply(data: bytes) -> "tuple[bool, Any, bool]":
    """``(ok, value, reusable)`` of a worker's reply: JSON, never a pickle, so that nothing user code writes to the
    pipe runs in the command's process; anything but ``["ok" | "error", value]`` or ``["ok" | "error", value,
    "retire"]`` (the task changed the worker's state) raises ValueError."""
    reply = json.loads(data)
    if not (isinstance(reply, list) and len(reply) in (2, 3) and reply[0] in ("ok", "error")
            and reply[2:] in ([], [RETIRE])):
        raise ValueError("not a reply")
    return reply[0] == "ok", reply[1], len(reply) == 2


class _Worker:
    def __init__(self, context, alive, files):
        for attempt in (1, 2):
            self.conn, child = context.Pipe()
            self.process = context.Process(target=_serve, args=(child, alive, files), daemon=True)
            resume_server()
            try:
                with starting_a_worker():
                    self.process.start()
                break
            except (OSError, EOFError) as exc:  # user code killed the fork server (the workers' parent) or its socket
                self.conn.close()
                if "AF_UNIX path too long" in str(exc):  # the server's socket, in a folder of $TMPDIR
                    raise UsageError(
                        "the folder for temporary files is too deep for a Unix socket (TMPDIR="
                        f"{tempfile.gettempdir()!r}, the workers' server listens there): set TMPDIR to a shorter "
                        "path, e.g. TMPDIR=/tmp") from None
                if attempt == 2:
                    raise
                replace_server()  # then multiprocessing finds it gone and starts another
            finally:
                child.close()
        self.key = self.args = self.deadline = None
        self.orphan = False
        # its pipe reached its end: the worker is ending, or its user code closed the pipe and runs on; which one
        # only its exit (or the deadline) tells, so the pipe, always readable now, is no longer waited on
        self.pipe_closed = False
        # tasks started here so far: a reused worker that dies may have been killed by what an earlier task
        # left behind (a thread that ends the process); run_contained then runs the task once more in a new one
        self.tasks = 0
        self.died = False

    def start(self, key, task, args, timeout):
        self.conn.send((task, args))
        self.key, self.args, self.deadline = key, args, (time.monotonic() + timeout if timeout else None)
        self.tasks += 1

    def outcome(self, timeout):
        """``(ok, value, reusable)`` once the task ended, else None."""
        if not self.pipe_closed and self.conn.poll():
            try:
                return _reply(self.conn.recv_bytes())
            except (EOFError, OSError):
                self.pipe_closed = True
            except (ValueError, RecursionError):  # UnicodeDecodeError and json's errors are ValueErrors
                return False, "the worker's reply was not a result (its user code wrote to the worker's pipe)", False
        if self.exited():
            self.died = True
            self.process.join()
            code = "an unknown exit code (user code killed its parent)" if self.orphan else (
                f"exit code {self.process.exitcode}")
            return False, (f"the worker process checking it died with {code} "
                           "(os._exit, a crash or an out-of-memory kill)"), False
        if self.deadline is not None and time.monotonic() >= self.deadline:
            reason = f"timed out after {timeout:g} s (wall-clock limit, --timeout; not deterministic)"
            if self.pipe_closed:
                reason += ("; its user code had closed the worker's pipe (a file descriptor it did not open), so no "
                           "result could come back")
            return False, reason, False
        return None

    def exited(self) -> bool:
        """Whether the worker has ended.

        multiprocessing learns of a worker's exit from the fork server, the worker's parent. Once user
        code has killed that server, it reports every worker the server started as ended, with exit
        code 255, alive or not; the worker's own process id then says (a worker found alive here is
        an orphan: :attr:`orphan`).
        """
        if self.process.is_alive():
            return False
        if self.process.exitcode != 255:  # the server's report
            return True
        try:
            os.kill(self.process.pid, 0)
        except (ProcessLookupError, PermissionError):  # gone (or its id already another user's process)
            return True
        self.orphan = True  # the server is gone: its sentinel no longer says when this worker ends
        return False

    def stop(self):
        """Kill the worker and every process it started (its tree, its process group), then reap it."""
        if self.process.exitcode is None or self.orphan:  # not known to have ended: its id is still its own
            kill_tree(self.process.pid)
        try:
            os.killpg(self.process.pid, signal.SIGKILL)  # the worker leads its own group (os.setsid)
        except (ProcessLookupError, PermissionError):  # the group is gone (or the worker never got to setsid)
            if self.process.is_alive():
                self.process.kill()
        resume_server()  # the server reports the exit
        self.process.join()
        self.conn.close()


class _Workers:
    """Worker processes by the users' files they imported: idle ones are reused by the next
    :func:`run_contained` (inside :func:`shared_workers`), so a file is imported once per worker."""

    def __init__(self):
        self.context = _context()
        # the parent never writes: closing it is the signal
        self.alive, self.keep_alive = self.context.Pipe(duplex=False)
        self.idle: dict[tuple[str, ...], list[_Worker]] = {}

    def take(self, files):
        """An idle worker that imported ``files``, else a new one."""
        idle = self.idle.get(tuple(files), [])
        while idle:
            worker = idle.pop()
            if worker.process.is_alive():
                return worker
            worker.stop()  # it ended while idle (its user code may have left a thread behind)
        return _Worker(self.context, self.alive, files)

    def close(self):
        for workers in self.idle.values():
            for worker in workers:
                worker.stop()
        self.idle.clear()
        self.keep_alive.close()
        self.alive.close()


_SHARED: list[_Workers] = []  # the workers of the innermost shared_workers(), if any


@contextmanager
def shared_workers() -> Iterator[None]:
    """Inside, :func:`run_contained` keeps its idle workers for the next call with the same files (the
    command: the worker that read what a user's file registers goes on to check its metrics);
    all are killed on leaving. Outside, every call kills its workers before it returns."""
    _SHARED.append(_Workers())
    try:
        yield
    finally:
        _SHARED.pop().close()


def run_contained(
    task: Callable[..., Any], jobs: int, tasks: Iterable[tuple[str, tuple[Any, ...]]], timeout: float | None = None,
    files: Sequence[str] = (), reuse: bool = True,
) -> Iterator[tuple[str, bool, Any]]:
    """Yield ``(key, ok, value)`` for every ``(key, args)`` in ``tasks``, as they finish.

    ``task(*args)`` runs in one of ``jobs`` worker processes that first import ``files``
    (users' metric files). ``ok`` is False when the task raised, exited, crashed or ran
    longer than ``timeout`` seconds (None: no limit); ``value`` is then a one-line reason.
    Every worker is killed before this generator returns or is closed (e.g. on Ctrl-C),
    except the idle ones inside :func:`shared_workers`, which wait there for the next call.
    With ``reuse`` False each task gets a worker of its own (a user's metric may change what no snapshot sees).
    """
    pool = _SHARED[-1] if _SHARED else _Workers()
    files = tuple(files)
    todo = deque(tasks)
    retried: set[str] = set()
    idle: list[_Worker] = []
    busy: list[_Worker] = []
    try:
        while todo or busy:
            while todo and len(busy) < jobs:
                key, args = todo.popleft()
                worker = (_Worker(pool.context, pool.alive, files) if key in retried
                          else idle.pop() if idle else pool.take(files))
                try:
                    worker.start(key, task, args, timeout)
                except OSError:  # it died while idle: replace it
                    worker.stop()
                    worker = _Worker(pool.context, pool.alive, files)
                    worker.start(key, task, args, timeout)
                busy.append(worker)
            wakes = [w.deadline for w in busy if w.deadline is not None]
            wakes += [time.monotonic() + _ORPHAN_POLL for w in busy if w.orphan]
            wait([w.conn for w in busy if not w.pipe_closed] + [w.process.sentinel for w in busy if not w.orphan],
                 max(0.0, min(wakes) - time.monotonic()) if wakes else None)
            for worker in list(busy):
                result = worker.outcome(timeout)
                if result is None:
                    continue
                ok, value, reusable = result
                busy.remove(worker)
                if reusable and reuse:
                    idle.append(worker)
                else:
                    worker.stop()
                if worker.died and worker.tasks > 1 and worker.key not in retried:  # see _Worker.tasks
                    retried.add(worker.key)
                    todo.appendleft((worker.key, worker.args))
                    continue
                yield worker.key, ok, value
    finally:
        for worker in busy:
            worker.stop()
        if pool is not (_SHARED[-1] if _SHARED else None):
            for worker in idle:
                worker.stop()
            pool.close()
        else:
            pool.idle.setdefault(files, []).extend(idle)
