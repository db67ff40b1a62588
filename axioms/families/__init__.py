"""Properties beyond Opitz's and Sebastiani's, one file each, registered through
:func:`axioms.register_property` (select them with ``--properties TRS,SCI,...``).

* ``TRS`` truth/prediction exchange symmetry, ``SCI`` scale invariance, ``RPI``
  prediction-side prevalence invariance and ``TNI`` true-negative blindness are
  invariances built with :func:`axioms.invariance.invariance_check`;
* ``MAX`` best iff perfect.

Every module of this folder is imported (in name order) when :mod:`axioms` is: adding a
property is adding its file.
"""

from importlib import import_module
from pkgutil import iter_modules

from ..properties import PROPERTIES

_before = set(PROPERTIES)
for _module in sorted(m.name for m in iter_modules(__path__)):
    import_module(f"{__name__}.{_module}")

#: The ids of the properties registered here, in registration order.
FURTHER_PROPERTIES = tuple(pid for pid in PROPERTIES if pid not in _before)

__all__ = ["FURTHER_PROPERTIES"]
