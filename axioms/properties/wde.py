"""WDE, weak definiteness (Sebastiani 2015 Axiom 4): on a test set, defined for one classifier iff defined for all."""

from ..registry import register_property
from ..sebastiani import check_wde

register_property(
    "WDE",
    name="weak definiteness",
    statement="on a test set, defined for one classifier iff defined for all",
    source="Sebastiani 2015 Axiom 4",
    check=check_wde,
    group="sebastiani",
    position=4,
)
