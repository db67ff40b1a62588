"""What is left of the Sebastiani package: SYM (Sebastiani ICTIR 2015, Axiom 8), which moves to axioms/properties/sym.py.

The other seven axioms live in their property modules (axioms/properties/mon.py, con.py, sde.py,
wde.py, fix.py, cha.py, imb.py), on the kernel modules axioms/spaces.py (test sets x classifiers),
coordinates.py, patterns.py, signs.py, fixed_test_set.py, definedness.py, limits.py,
differentiability.py, monotone.py and random_models.py (:func:`~axioms.random_models.expected_score`).
"""

from .symmetry import check_sym

__all__ = ["check_sym"]
