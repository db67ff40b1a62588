"""The built-in properties, one self-registering module each (``pi.py`` registers PI, ...).

Every module of this folder is imported, in name order, when :mod:`axioms` is: adding a
property is adding its file (it calls :func:`axioms.register_property` with its id, statement,
source, group and check). Where it is listed is metadata (``group=``, ``position=``), not the
file's place: see :data:`axioms.core.registry.GROUPS`.

After them, the properties of installed packages are loaded from the entry-point group
``axiometrics.properties`` (:data:`metrics.plugins.PROPERTIES_GROUP`), contained as the
metrics' plugins are (:mod:`metrics.plugins`: a probe process, a time limit, skipped with a
warning when they fail); nothing is probed when no package declares one.
"""

from importlib import import_module
from pkgutil import iter_modules

from metrics.plugins import PROPERTIES_GROUP, load_entry_points

from axioms.core.registry import PROPERTIES

__all__: list[str] = []

for _module in sorted(m.name for m in iter_modules(__path__)):
    import_module(f"{__name__}.{_module}")

load_entry_points(PROPERTIES_GROUP, lambda: list(PROPERTIES))  # installed packages' properties, after the built-in ones
