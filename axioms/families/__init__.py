"""Property families beyond Opitz's and Sebastiani's, each one file registered through
:func:`axioms.register_property` (select them with ``--properties TRS,SCI,...``).

* ``TRS`` truth/prediction exchange symmetry, ``SCI`` scale invariance, ``RPI``
  prediction-side prevalence invariance and ``TNI`` true-negative blindness are
  invariances built with :func:`axioms.invariance.invariance_check`;
* ``MAX`` best iff perfect.
"""

from . import best_iff_perfect, exchange, row_prevalence, scale, tn_blindness  # noqa: F401 - registration

#: The ids of the families, in the order they are documented.
FAMILIES = ("TRS", "SCI", "RPI", "TNI", "MAX")

__all__ = ["FAMILIES"]
