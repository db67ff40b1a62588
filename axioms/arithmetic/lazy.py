"""Optional solvers and accelerators (z3, symengine), imported when first used.

A command that proves nothing — a table served from the verdict cache, ``list``, ``verify`` of
counterexamples — then does not pay for importing them (about 30 ms); the workers' fork server
imports them once (:data:`reports.worker_server.PRELOAD`).
"""

import importlib.util
import sys
from types import ModuleType

__all__ = ["lazy_module"]


def lazy_module(name: str) -> ModuleType | None:
    """The installed module ``name``, executed on its first attribute access (:class:`importlib.util.LazyLoader`),
    or None when it is not installed. Already imported, it is returned as it is.

    Examples
    --------
    >>> lazy_module("no_such_module_here") is None
    True
    >>> lazy_module("json").dumps([1])
    '[1]'
    """
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.find_spec(name)
    if spec is None or spec.loader is None:
        return None
    loader = importlib.util.LazyLoader(spec.loader)
    spec.loader = loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    loader.exec_module(module)
    return module
