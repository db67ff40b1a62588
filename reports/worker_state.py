"""What a task leaves behind in its worker process, so that a reused worker never carries one metric's changes
into the next metric's check.

A worker (:mod:`reports.workers`) imports the users' files once and then checks metric after metric. User code
may change the process as it runs: rebind a function of numpy, sympy or axiometrics (``np.trace = ...``), turn
warnings into errors, change numpy's floating-point error handling, mpmath's precision, the recursion limit, the
environment or ``sys.path``, or register a metric or a property. A later metric checked in that process would be
judged under those changes, and its verdicts would depend on which metric its worker checked before: on the
schedule, not on the inputs. :class:`Snapshot` records that state once the files are imported; a worker whose
state differs after a task is retired (:func:`reports.workers.run_contained` starts a fresh one from the fork
server for the next task).

Watched: every name bound in a module of axioms, metrics, reports, numpy and sympy when the snapshot was taken
(rebinding or deleting one is a change; a module imported later, or a name added, is not: lazy imports add
both), the metrics and properties registered, and the process-wide settings above. Not watched: the inside of
objects (a class attribute replaced, a cache filled with wrong values) and modules of other libraries; so a worker
that checked a metric of a user's file is not reused at all (``reuse=False`` of :func:`reports.workers.run_contained`).
"""

import os
import sys
import warnings
from types import ModuleType
from typing import Any

import mpmath
import numpy as np

import axioms
import metrics

__all__ = ["Snapshot"]

#: The packages whose module-level bindings a task may not change.
WATCHED = ("axioms", "metrics", "reports", "numpy", "sympy")

#: Names a watched library rebinds as it works, not a change of behaviour: sympy's lambdify counts the functions it
#: generates in a module-level integer.
REBOUND_AS_THEY_WORK = {("sympy.utilities.lambdify", "_lambdify_generated_counter")}

_MISSING = object()


def _settings() -> dict[str, Any]:
    """The process-wide settings a check reads (see the module docstring)."""
    return {
        "numpy's floating-point error handling": np.geterr(),
        "numpy's print options": np.get_printoptions(),
        "the warnings filters": list(warnings.filters),
        "mpmath's precision": mpmath.mp.prec,
        "the recursion limit": sys.getrecursionlimit(),
        "the environment": dict(os.environ),
        "sys.path": list(sys.path),
        "the metrics registered": {m.name: m for m in metrics.catalogue()},
        "the properties registered": dict(axioms.PROPERTIES),
    }


class Snapshot:
    """The watched state of this process now; :meth:`changed` says what differs later."""

    def __init__(self) -> None:
        self.bindings = {name: {key: value for key, value in vars(module).items()
                                if (name, key) not in REBOUND_AS_THEY_WORK}
                         for name, module in list(sys.modules.items())
                         if name.split(".")[0] in WATCHED and isinstance(module, ModuleType)}
        self.settings = _settings()

    def changed(self) -> "str | None":
        """What differs from the snapshot (one example), or None."""
        for name, bound in self.bindings.items():
            module = sys.modules.get(name)
            if module is None:
                return f"the module {name} was removed from sys.modules"
            now = vars(module)
            for key, value in bound.items():
                if now.get(key, _MISSING) is not value:
                    return f"{name}.{key} was rebound or deleted"
        now_settings = _settings()
        for what, value in self.settings.items():
            if not _same(now_settings[what], value):
                return f"{what} changed"
        return None


def _same(a: Any, b: Any) -> bool:
    """Equal settings; registries are equal when they map the same names to the same objects."""
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if isinstance(a, (metrics.Metric, axioms.Property)) or isinstance(b, (metrics.Metric, axioms.Property)):
        return a is b
    return bool(a == b)
