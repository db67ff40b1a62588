"""What the fork server does first (it imports this module with :data:`reports.worker_server.PRELOAD`): it becomes
the reaper of what its workers leave behind.

A worker is the reaper of its own orphans (:mod:`reports.process_tree`), but a worker that user code ends
(``os._exit``) after starting a daemon leaves that daemon to the worker's parent, the fork server, if the server is a
*child subreaper*, and to init otherwise, where it slept on after the command had ended, holding the command's output
pipes (a caller reading them waited for it). The server therefore becomes a subreaper (multiprocessing's server loop
reaps every child that ends, its warning about a child it did not start is silenced), and its descendants are killed
with it: :func:`reports.worker_server.stop_server` kills its whole tree, and a server that ends because the command
ended kills its descendants on the way out.

Only the fork server does this: a ``python -c`` process whose parent's id the command put in
:data:`reports._import_path.SERVER_PARENT_VARIABLE` (:func:`reports._import_path.is_fork_server`); another process
importing this module is left as it is.
"""

import atexit
import os
import warnings

from .process_tree import become_subreaper, kill_tree
from ._import_path import is_fork_server

__all__: list[str] = []


def _reap_what_workers_leave() -> None:
    if not is_fork_server():
        return
    become_subreaper()
    warnings.filterwarnings("ignore", message="forkserver: waitpid returned unexpected pid")
    atexit.register(kill_tree, os.getpid(), including_root=False)


_reap_what_workers_leave()
