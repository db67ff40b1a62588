"""FIX, fixed range (Sebastiani 2015 Axiom 5): the range [min, max] over classifiers does not depend on the test set."""

from ..registry import register_property
from ..sebastiani import check_fix

register_property(
    "FIX",
    name="fixed range",
    statement="the range [min, max] over classifiers does not depend on the test set",
    source="Sebastiani 2015 Axiom 5",
    check=check_fix,
    group="sebastiani",
    position=5,
)
