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
    if not os.path.exists(path):
        raise UsageError(f"no such file: {path!r}")
    if not os.path.isfile(path):  # a folder, a FIFO, a device: importing it would fail or wait forever
        kind = "a folder" if os.path.isdir(path) else "not a regular file"
        raise UsageError(f"{path!r} is {kind}; give a .py file that registers metrics or properties")


def module_name(path):
    """The name the file at ``path`` is imported under: the same in every process (a sha256 of its absolute path)."""
    return "axiometrics_user_" + hashlib.sha256(
        os.path.abspath(path).encode("utf-8", "surrogateescape")).hexdigest()[:16]


#: The modules users' files imported from their own folders, by top-level name: ``{name: (folder, file)}``.
_BESIDE: dict = {}


def _keep_helpers_apart(path, folder, hidden, imported_before):
    """Record the modules the file at ``path`` imported from its ``folder`` while it loaded (not those imported
    before it: a folder may hold the packages themselves, as the project's root does), and put back the other files'
    modules ``hidden`` while it loaded; a module of the same name as one of theirs is a :class:`UsageError` (Python
    keeps one module per name: the functions importing it at run time would all get one of the two)."""
    for name, module in list(sys.modules.items()):
        where = getattr(module, "__file__", None)
        if ("." not in name and name not in imported_before and where
                and os.path.abspath(where).startswith(folder + os.sep)):
            if name in hidden and hidden[name] is not module:
                other, by = _BESIDE[name]
                raise UsageError(f"{path} and {by} each import a module {name!r} of their own folder ({folder}, "
                                 f"{other}); Python keeps one module per name, so one file would run the other's: "
                                 f"rename one of them")
            _BESIDE.setdefault(name, (folder, path))
    for name, module in hidden.items():
        sys.modules.setdefault(name, module)


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
    # another file's helpers are set aside, so that a helper of the same name beside this one is this one's
    hidden = {name: sys.modules.pop(name) for name, (other, _) in _BESIDE.items() if other != folder
              and name in sys.modules}
    imported_before = set(sys.modules)
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
    _keep_helpers_apart(path, folder, hidden, imported_before)
    added = [m.name for m in metrics.catalogue() if before.get(m.name) is not m]  # new, or replacing one
    if not added and set(axioms.PROPERTIES) <= properties_before:
        raise UsageError(
            f"{path} registered no metric and no property; call metrics.register(name, numeric=..., symbolic=...) "
            "or decorate a check with @axioms.register_property(pid, name=..., statement=..., source=...)"
        )
    return added
