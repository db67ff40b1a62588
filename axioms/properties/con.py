"""CON, continuous differentiability (Sebastiani 2015 Axiom 2): for every test set (fixed column sums) the score is C¹ in the classifier's cells, boundary included."""

from ..registry import register_property
from ..sebastiani import check_con

register_property(
    "CON",
    name="continuous differentiability",
    statement="for every test set (fixed column sums) the score is C¹ in the classifier's cells, boundary included",
    source="Sebastiani 2015 Axiom 2",
    check=check_con,
    group="sebastiani",
    position=2,
)
