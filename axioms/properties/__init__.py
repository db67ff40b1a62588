"""The built-in properties, one self-registering module each (``pi.py`` registers PI, ...).

Every module of this folder is imported, in name order, when :mod:`axioms` is: adding a
property is adding its file (it calls :func:`axioms.register_property` with its id, statement,
source, group and check). Where it is listed is metadata (``group=``, ``position=``), not the
file's place: see :data:`axioms.registry.GROUPS`.
"""

from importlib import import_module
from pkgutil import iter_modules

__all__: list[str] = []

for _module in sorted(m.name for m in iter_modules(__path__)):
    import_module(f"{__name__}.{_module}")
