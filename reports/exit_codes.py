"""How the ``axiometrics`` command reports what ended it: an internal error (exit code 3), and whether a broken pipe
is its reader gone (exit code 0, nothing left to say) or another pipe (a worker's, the fork server's: an error)."""

import select
import sys
import traceback

__all__ = ["internal_error", "stdout_gone"]


def internal_error(exc: BaseException, debug: bool) -> int:
    """Say that ``exc`` is a bug of axiometrics, with its traceback when ``debug``; returns the exit code, 3."""
    if debug:
        traceback.print_exception(exc)
    print(f"axiometrics: internal error: {type(exc).__name__}: {exc}. This is a bug: please report it to the "
          "axiometrics issue tracker with the command line" + ("" if debug else " and the traceback of --debug"),
          file=sys.stderr)
    return 3


def stdout_gone() -> bool:
    """Whether standard output is a pipe whose reader has gone (poll reports an error on its write end); where that
    cannot be asked (no poll), assume so, as a BrokenPipeError most often says."""
    try:
        poller = select.poll()
        poller.register(sys.stdout.fileno(), select.POLLOUT)
        return any(events & (select.POLLERR | select.POLLHUP) for _, events in poller.poll(0))
    except (AttributeError, OSError, ValueError):
        return True
