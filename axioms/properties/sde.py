"""SDE, strong definiteness (Sebastiani 2015 Axiom 3): defined for every test set and every classifier."""

from ..registry import register_property
from ..sebastiani import check_sde

register_property(
    "SDE",
    name="strong definiteness",
    statement="defined for every test set and every classifier",
    source="Sebastiani 2015 Axiom 3",
    check=check_sde,
    group="sebastiani",
    position=3,
)
