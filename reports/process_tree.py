"""Every process a worker's user code started, found and killed, even those that left its process group.

A worker leads a process group of its own (:mod:`reports.workers`), and killing the group stops what
its user code started, except a process that left the group: a child started in a session of its
own (``subprocess.Popen(..., start_new_session=True)``) or a daemon (fork, ``setsid``, fork again,
the first child ends). Such a process slept on after the command had ended, holding the command's
output pipes open (a caller reading them waited for it).

On Linux a worker is therefore a *child subreaper* (``prctl(PR_SET_CHILD_SUBREAPER)``): a process whose
parent ends is re-parented to the worker instead of to init, so everything its user code started
stays among the worker's descendants, which ``/proc`` lists. :func:`kill_tree` stops the tree first
(SIGSTOP: a stopped process cannot fork), until a look finds no new descendant, then kills it.
Elsewhere only the process group is killed. An adopted process that ends is collected by the worker
after the task it ran in (:func:`reap_ended_children`), not left in the process table until the worker ends.
"""

import ctypes
import os
from pathlib import Path
import signal

__all__ = ["become_subreaper", "reap_ended_children", "kill_tree", "kill_adopted"]

_PR_SET_CHILD_SUBREAPER = 36  # linux/prctl.h
_PROC = Path("/proc")


def become_subreaper() -> None:
    """Make this process the reaper of its orphaned descendants (Linux; elsewhere nothing)."""
    if _PROC.is_dir():
        try:
            ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
        except (OSError, AttributeError):  # no prctl in this C library
            pass


def reap_ended_children() -> None:
    """Collect the exit status of every child of this process that has ended: the orphans a subreaper adopts have
    no one else to wait for them, and each stays an entry of the process table (a zombie) until then. Only for a
    moment when no code of this process waits for a child of its own (between a worker's tasks): any child's
    status is taken."""
    if not hasattr(os, "WNOHANG"):
        return
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:  # no child at all
            return
        if pid == 0:  # children left, none ended
            return


def _children_by_parent() -> dict[int, list[int]]:
    """``{parent pid: [child pids]}`` of every process ``/proc`` lists."""
    children: dict[int, list[int]] = {}
    for entry in _PROC.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:  # it ended meanwhile
            continue
        # "pid (command) state ppid ...": the command may hold spaces and parentheses
        parent = int(stat.rsplit(")", 1)[1].split()[1])
        children.setdefault(parent, []).append(int(entry.name))
    return children


def _descendants(pid: int) -> set[int]:
    children, found, todo = _children_by_parent(), set(), [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            if child not in found:
                found.add(child)
                todo.append(child)
    return found


def _signal(pids: "set[int]", sig: int) -> None:
    for pid in pids:
        try:
            os.kill(pid, sig)
        except (ProcessLookupError, PermissionError):
            pass


def kill_tree(pid: int, *, including_root: bool = True) -> None:
    """SIGKILL ``pid`` (unless not ``including_root``: the caller is ``pid``) and all its descendants (Linux).

    The tree is stopped first, until a look finds no new descendant; without ``/proc`` nothing is done
    (the caller kills the process group).
    """
    if not _PROC.is_dir():
        return
    if including_root:
        _signal({pid}, signal.SIGSTOP)
    stopped: set[int] = set()
    for _ in range(100):  # each round stops what the last one found: a stopped process cannot fork
        new = _descendants(pid) - stopped
        if not new:
            break
        _signal(new, signal.SIGSTOP)
        stopped |= new
    _signal(stopped | ({pid} if including_root else set()), signal.SIGKILL)


def kill_adopted(pid: int, keep: "set[int]") -> None:
    """SIGKILL every child of the subreaper ``pid`` but those in ``keep``, with its descendants (Linux): what
    ``pid`` adopted, while the children it started for the caller (``keep``) run on."""
    for child in _children_by_parent().get(pid, []):
        if child not in keep:
            kill_tree(child)
