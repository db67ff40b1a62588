"""SYM, symmetry (Sebastiani 2015 Axiom 8): invariance under swapping a class and its complement (any relabelling of the classes)."""

from ..registry import register_property
from ..sebastiani import check_sym

register_property(
    "SYM",
    name="symmetry",
    statement="invariance under swapping a class and its complement (any relabelling of the classes)",
    source="Sebastiani 2015 Axiom 8",
    check=check_sym,
    group="sebastiani",
    position=8,
)
