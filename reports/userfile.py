"""Import a user's Python file of metrics and/or properties; whatever its code does becomes a one-line
:class:`UsageError`.

The file's folder is on the import path while it loads (so ``from helpers import x``
works next to it) and its standard output goes to stderr (a report on stdout stays
clean). ``sys.exit``, ``KeyboardInterrupt`` and any exception raised by the file are
reported, never obeyed; only :class:`Interrupted` (a signal the command received) passes.
"""

import contextlib
import hashlib
import importlib.util
import os
import sys

import axioms
import metrics
from metrics.errors import AxiometricsError, UsageError, raised, user_location
from metrics.registration_checks import deferred

__all__ = ["Interrupted", "load", "check_path", "module_name", "describe"]


class Interrupted(KeyboardInterrupt):
    """The command received SIGINT (Ctrl-C) or SIGTERM, as opposed to user code raising KeyboardInterrupt."""

    def __init__(self, signum):
        super().__init__(signum)
        self.signum = signum


def describe(exc):
    """``'called sys.exit(3) (at my.py:4)'``, ``'raised ValueError: nope (at my.py:9)'``: what user code did, and
    where."""
    if isinstance(exc, SystemExit):
        where = user_location(exc)
        return f"called sys.exit({exc.code!r})" + (f" (at {where})" if where else "")
    return "raised " + raised(exc)


def check_path(path):
    """Raise a :class:`UsageError` unless ``path`` names an existing ``.py`` file."""
    if not str(path).endswith(".py"):
        raise UsageError(f"{path!r} is not a Python file; give a .py file that registers metrics or properties")
    if not os.path.isfile(path):
        raise UsageError(f"no such file: {path!r}")


def module_name(path):
    """The name the file at ``path`` is imported under: the same in every process (a sha256 of its absolute path)."""
    return "axiometrics_user_" + hashlib.sha256(
        os.path.abspath(path).encode("utf-8", "surrogateescape")).hexdigest()[:16]


def load(path):
    """Import the file at ``path``; return the names of the metrics it registered (a metric it registers under a name
    already taken, ``replace=True`` or after ``unregister``, included).

    A file that registers only properties (:func:`axioms.register_property`) is fine (it returns
    ``[]``); one that registers neither a metric nor a property is a :class:`UsageError`.
    """
    check_path(path)
    before = {m.name: m for m in metrics.catalogue()}
    properties_before = set(axioms.PROPERTIES)
    folder = os.path.dirname(os.path.abspath(path))
    spec = importlib.util.spec_from_file_location(module_name(path), path)
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, folder)
    try:
        with contextlib.redirect_stdout(sys.stderr), deferred():  # its metrics run only in contained checks
            spec.loader.exec_module(module)
    except SyntaxError as exc:
        raise UsageError(f"{path}:{exc.lineno}: syntax error: {exc.msg}") from None
    except (AxiometricsError, Interrupted):
        raise
    except BaseException as exc:  # the user's code may raise anything, even SystemExit
        raise UsageError(f"{path}: importing it {describe(exc)}") from None
    finally:
        sys.path.remove(folder)
    added = [m.name for m in metrics.catalogue() if before.get(m.name) is not m]  # new, or replacing one
    if not added and set(axioms.PROPERTIES) <= properties_before:
        raise UsageError(
            f"{path} registered no metric and no property; call metrics.register(name, numeric=..., symbolic=...) "
            "or decorate a check with @axioms.register_property(pid, name=..., statement=..., source=...)"
        )
    return added
