"""The key of a verdict cache entry (:mod:`reports.cache`): a SHA-256 of the engine's sources and
solver versions, the metric's text (its definition and what its code reads), its behaviour on
fixed probe matrices, the properties' checks, the class counts, the settings and
``with_calibrated``. What enters the key, and why, is told in :mod:`reports.cache`.
"""

from collections.abc import Sequence
import contextlib
from fractions import Fraction
from functools import lru_cache, partial
import hashlib
import importlib.util
from importlib.metadata import PackageNotFoundError, version
import inspect
import json
import os
from pathlib import Path
import re
import sys
import sysconfig
import types

import numpy as np
import sympy

import axioms
from axioms.core.budget import Settings
import metrics
from metrics import Metric, cell_symbols

from .cache_behaviour import KEYED_FORMS_MAX, metric_behaviour

__all__ = ["metric_key"]


class _Uncacheable(Exception):
    """A definition whose source cannot be read: no key can promise it is unchanged."""


#: Installed libraries a verdict can depend on (part of every key).
_SOLVERS = ("sympy", "mpmath", "z3-solver", "numpy", "symengine", "python-flint")


@lru_cache(maxsize=1)
def _engine():
    """Digest of the engine's sources (every module of ``axioms`` and ``metrics`` but the catalogue)."""
    digest = hashlib.sha256(metrics.__version__.encode())
    for distribution in _SOLVERS:
        try:
            digest.update(f"{distribution} {version(distribution)}".encode())
        except PackageNotFoundError:
            digest.update(f"{distribution} absent".encode())
    for package in (axioms, metrics):
        root = Path(package.__file__).parent
        for path in sorted(root.rglob("*.py")):
            if "papers" not in path.relative_to(root).parts:
                digest.update(str(path.relative_to(root)).encode() + path.read_bytes())
    return digest.hexdigest()


# --------------------------------------------------------------------------- the metric's text
@lru_cache(maxsize=1)
def _library_folders():
    """Folders of the standard library and of installed packages (code named, not read, in a key)."""
    paths = sysconfig.get_paths()
    return tuple(os.path.realpath(paths[k]) + os.sep
                 for k in ("stdlib", "platstdlib", "purelib", "platlib") if k in paths)


def _module_name(module_name):
    """``module_name`` when it names an importable module, else a placeholder: a module loaded
    from a file (a checked file) gets a per-process name that must not enter a key."""
    return module_name if module_name in sys.modules else "<a module loaded from a file>"


def _is_library(module_name):
    """Whether the module named ``module_name`` is library code: the engine (its source is in
    :func:`_engine`), the standard library or an installed package (behaviour probes cover it)."""
    top = (module_name or "").split(".")[0]
    if top == "axioms" or (top == "metrics" and not module_name.startswith("metrics.papers")):
        return True
    if top in sys.builtin_module_names or module_name in ("builtins", None, ""):
        return True
    module = sys.modules.get(module_name)
    path = getattr(module, "__file__", None)
    return path is not None and os.path.realpath(path).startswith(_library_folders())


def _name_of(obj):
    """``module.qualname`` of a function, builtin or class (the module only when importable)."""
    module = getattr(obj, "__module__", None) or type(obj).__module__
    name = getattr(obj, "__qualname__", None) or getattr(obj, "__name__", None) or type(obj).__qualname__
    return f"{_module_name(module)}.{name}"


def _code_names(code):
    """Every global or attribute name ``code`` and the code nested in it (lambdas, comprehensions) use."""
    names = list(code.co_names)
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            names += _code_names(const)
    return list(dict.fromkeys(names))


def _code_strings(code):
    """Every string constant of ``code`` and the code nested in it: ``importlib.import_module("helpers")`` names the
    module it reads by one."""
    return [c for c in code.co_consts if isinstance(c, str)] + [
        s for c in code.co_consts if isinstance(c, types.CodeType) for s in _code_strings(c)]


def _module_names_spelled(fn):
    """The strings of ``fn``'s code, and each relative one (``import_module(".helpers", "pkg")``) resolved against
    the code's other strings and ``fn``'s package: the modules it may import by a name it spells."""
    strings = _code_strings(fn.__code__)
    packages = [s for s in strings if s and not s.startswith(".")] + [fn.__globals__.get("__package__") or ""]
    resolved = []
    for relative in (s for s in strings if s.startswith(".") and s.strip(".")):
        for package in filter(None, packages):
            with contextlib.suppress(ImportError, ValueError):
                resolved.append(importlib.util.resolve_name(relative, package))
    return strings + resolved


_ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")

#: Builtins through which code reads a global by a name it computes: its key then holds every global of its module.
_READS_BY_NAME = {"globals", "vars", "eval", "exec", "getattr", "__import__"}


def _value(value, seen, depth):
    """A text of a value a metric's code reads that is the same in every process for the same
    value: no memory address, no name of a module loaded from a file."""
    if depth > 8:
        return "…"
    if value is None or isinstance(value, (bool, int, float, complex, str, bytes, Fraction)):
        return repr(value)
    if isinstance(value, types.ModuleType):
        return f"<module {_module_name(value.__name__)}>"
    if isinstance(value, (list, tuple)):
        return type(value).__name__ + "(" + ",".join(_value(x, seen, depth + 1) for x in value) + ")"
    if isinstance(value, (set, frozenset)):
        return type(value).__name__ + "(" + ",".join(sorted(_value(x, seen, depth + 1) for x in value)) + ")"
    if isinstance(value, dict):
        return "{" + ",".join(f"{_value(k, seen, depth + 1)}:{_value(v, seen, depth + 1)}"
                              for k, v in value.items()) + "}"
    if isinstance(value, np.ndarray):
        if value.dtype == object:
            return f"ndarray(object,{value.shape},{_value(value.tolist(), seen, depth + 1)})"
        return (f"ndarray({value.dtype.str},{value.shape},"
                f"{hashlib.sha256(np.ascontiguousarray(value).tobytes()).hexdigest()})")
    if isinstance(value, np.generic):
        return f"{value.dtype.str}:{value.item()!r}"
    if isinstance(value, sympy.Basic):
        return sympy.srepr(value)
    if callable(value):
        return _source(value, seen, depth + 1)
    if id(value) in seen:
        return "<seen>"
    seen.add(id(value))
    state = getattr(value, "__dict__", None)
    slots = {name: getattr(value, name, "<unset>") for klass in type(value).__mro__
             for name in _slot_names(klass) if name not in ("__dict__", "__weakref__")}
    if isinstance(state, dict) or slots:  # an instance: its class (methods, class attributes) and its state
        return _class_text(type(value), seen, depth + 1) + _value({**(state or {}), **slots}, seen, depth + 1)
    return _ADDRESS.sub("", repr(value))


def _slot_names(klass):
    """The attribute names of what a class declares in ``__slots__`` (one string is one name; a private ``__odd`` is
    stored as ``_Config__odd``)."""
    names = vars(klass).get("__slots__", ())
    private = f"_{klass.__name__.lstrip('_')}"
    return [private + name if name.startswith("__") and not name.endswith("__") else name
            for name in ([names] if isinstance(names, str) else names)]


def _function_text(fn, seen, depth):
    """The source of the Python function ``fn`` and the text of everything it reads (:mod:`reports.cache`)."""
    try:
        text = inspect.getsource(fn)
    except (OSError, TypeError):
        raise _Uncacheable(fn) from None
    text += _code_text(fn.__code__)  # the code that runs: its file may have changed since it was imported
    text += _value(fn.__defaults__, seen, depth) + _value(fn.__kwdefaults__, seen, depth)
    for cell in fn.__closure__ or ():
        try:  # each cell's text on its own: make(1, 300) and make(130, 0) are two keys
            text += "\x04" + _value(cell.cell_contents, seen, depth)
        except ValueError:  # a cell not filled yet
            text += "\x04<empty cell>"
    names = _code_names(fn.__code__)
    if _READS_BY_NAME.intersection(names):  # globals()["LIMIT"] reads a global no name in the code says: all of them
        names += [name for name in fn.__globals__ if not name.startswith("__") and name not in names]
    modules = _modules_read(fn, names + _module_names_spelled(fn))
    for name in names:
        if name in fn.__globals__:
            text += f"\x01{name}=" + _value(fn.__globals__[name], seen, depth)
        for module in modules:  # helpers.score: co_names holds both "helpers" and "score"
            if hasattr(module, name):
                text += f"\x01{_module_name(module.__name__)}.{name}=" + _value(getattr(module, name), seen, depth)
    return text


def _code_text(code):
    """The compiled code of a function (its bytecode, names and constants, nested functions' too), the same in every
    process for the same code: a notebook that edited a file without reloading it checks the code in memory, not the
    source on disk (both enter the key)."""
    def constant(c):
        if isinstance(c, types.CodeType):
            return _code_text(c)
        return "frozenset(" + ",".join(sorted(map(repr, c))) + ")" if isinstance(c, frozenset) else repr(c)

    constants = ",".join(map(constant, code.co_consts))
    return f"<code {code.co_code.hex()} {code.co_names} {code.co_varnames} ({constants})>"


def _modules_read(fn, names):
    """The users' modules ``fn`` reads among ``names``: globals, modules imported in its body (``import helpers``
    inside the function: in ``sys.modules`` once the probes ran it), and their submodules (``pkg.sub.f``)."""
    found = [value for name in names
             if isinstance(value := fn.__globals__.get(name, sys.modules.get(name)), types.ModuleType)
             and not _is_library(value.__name__)]
    for module in found:  # grows as submodules are found
        found += [value for name in names if isinstance(value := getattr(module, name, None), types.ModuleType)
                  and not _is_library(value.__name__) and all(value is not m for m in found)]
    return found


def _source(fn, seen, depth=0):
    """The text of the callable ``fn``: its source and what it reads (:mod:`reports.cache`); library
    code below the top level is named, not read."""
    if isinstance(fn, partial):
        return _source(fn.func, seen, depth) + _value((fn.args, fn.keywords), seen, depth)
    if isinstance(fn, metrics.Metric):
        return _metric_text(fn, None, seen)
    if id(fn) in seen or depth > 8:
        return ""
    seen.add(id(fn))
    wrapped = getattr(fn, "__wrapped__", None)
    if callable(wrapped):  # functools.wraps, lru_cache: the function inside
        return _name_of(fn) + _source(wrapped, seen, depth + 1)
    if isinstance(fn, types.MethodType):  # a bound method: its function and its instance's state
        return _source(fn.__func__, seen, depth + 1) + _value(fn.__self__, seen, depth + 1)
    if isinstance(fn, types.FunctionType):
        return _name_of(fn) if depth > 0 and _is_library(fn.__module__) else _function_text(fn, seen, depth)
    if isinstance(fn, type):  # a user's class: its methods and its attributes' values now (Config.FLOOR = 1.0)
        return _name_of(fn) if _is_library(fn.__module__) else _class_text(fn, seen, depth + 1)
    call = getattr(type(fn), "__call__", None)
    if isinstance(call, types.FunctionType):  # a callable instance of a Python class: its class and its state
        state = getattr(fn, "__dict__", None)
        return _class_text(type(fn), seen, depth + 1) + _value(state if isinstance(state, dict) else None, seen,
                                                               depth + 1)
    return _name_of(fn)  # a builtin


def _class_text(cls, seen, depth):
    """What a class gives its instances, base classes first: each method's source and each class attribute's value
    (``self.helper(m)``, ``self.BIG``); a library class by its name."""
    parts = []
    for klass in reversed(cls.__mro__):
        if klass is object or _is_library(klass.__module__):
            parts.append(_name_of(klass))
            continue
        for name, value in vars(klass).items():
            value = value.__func__ if isinstance(value, (staticmethod, classmethod)) else value
            value = value.fget if isinstance(value, property) else value
            if callable(value) or not name.startswith("__"):
                parts.append(f"{name}=" + _value(value, seen, depth + 1))
    return "\x03".join(parts)


def _property_text(prop):
    """The text of a property: its check's source and that of every other function it has (``applies``, ``combine``,
    ``every_n``, ...: each changes report cells), with what they call, and its report keys."""
    return "\x01".join([_check_source(prop.check), repr(prop.report_keys),
                         *(_check_source(f) if f is not None else "None" for f in (
                             prop.applies, prop.combine, prop.cell_suffix, prop.gate_text, prop.survives_restriction,
                             prop.every_n))])


def _check_source(function):
    """The source of one of a property's functions, with what it calls: read once per process for the engine's own
    functions (fixed while it runs; their sources are in every key, :func:`_engine`), each time for any other (a user's
    property may change in a notebook: a text kept from before served the old verdicts)."""
    if not (getattr(function, "__module__", None) or "").startswith("axioms."):
        return _source(function, set())
    try:
        hash(function)
    except TypeError:  # an object with __eq__ and no __hash__
        return _source(function, set())
    return _source_once(function)


@lru_cache(maxsize=None)
def _source_once(function):
    return _source(function, set())


def _fields(metric):
    """The metric's name, flags and metadata, as text."""
    return repr((metric.name, metric.binary, metric.higher_is_better, metric.min_classes, metric.decomposition,
                 metric.value_range, metric.whole_counts))


@lru_cache(maxsize=1)
def _catalogue_digest():
    """Digest of the catalogue's modules (every file of ``metrics/papers``)."""
    root = Path(metrics.__file__).parent / "papers"
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        digest.update(str(path.relative_to(root)).encode() + path.read_bytes())
    return digest.hexdigest()


def _catalogue_text(metric):
    """The text of a metric of axiometrics' own catalogue: its fields, the catalogue's source, and the text of its
    functions with what they read (its structure's formulas included). The engine's sources and the libraries'
    versions are in every key, so this fixes its behaviour: no form is written and no probe run (time counts in
    the process that keys the catalogue)."""
    seen = set()
    return (_fields(metric) + _catalogue_digest() + _source(metric.numeric, seen)
            + (_source(metric.symbolic, seen) if metric.symbolic is not None else ""))


def _metric_text(metric, classes, seen):
    text = _fields(metric)
    classes = classes or (2, 3)
    behaviour = metric_behaviour(metric, classes)  # first: running the code imports what its body imports
    if metric.symbolic is not None:
        for n in classes:
            if metric.applies_to(n) and n <= KEYED_FORMS_MAX:
                text += sympy.srepr(metric.symbolic(cell_symbols(n)))
        if metric.structure is None and any(metric.applies_to(n) and n > KEYED_FORMS_MAX for n in classes):
            text += _source(metric.symbolic, seen)  # no form is written there: its code and what it reads are
    if metric.has_own_numeric or metric.symbolic is None:
        text += _source(metric.numeric, seen)
    if metric.structure is not None:  # its every-n verdicts depend on its form at every n, not only at the checked ones
        text += type(metric.structure).__name__ + metric.structure.describe()
    return text + behaviour


def metric_key(
    metric: Metric, properties: Sequence[str], classes: Sequence[int], settings: Settings, with_calibrated: bool,
    catalogue: bool = False
) -> str | None:
    """The entry key of ``metric``'s cells, or None when the metric cannot be cached.

    With ``catalogue`` (axiometrics' own catalogue code) the metric's text is :func:`_catalogue_text`."""
    try:
        definition = _catalogue_text(metric) if catalogue else _metric_text(metric, classes, set())
    except _Uncacheable:
        return None
    except Exception:  # noqa: BLE001 - the metric's own code raised while its definition was read:
        # checked (and reported) uncached
        return None
    try:
        checks = [pid + _property_text(axioms.get_property(pid)) for pid in properties]
    except _Uncacheable:
        return None
    parts = [_engine(), definition, *checks, repr(list(classes)), json.dumps(settings.as_dict(), sort_keys=True),
             repr(with_calibrated)]
    return hashlib.sha256("\x00".join(parts).encode()).hexdigest()

