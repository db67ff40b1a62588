"""IMB, robustness to imbalance (Sebastiani 2015 Axiom 7): the trivial acceptor and rejector (every constant classifier) score constants on all test sets with every class present."""

from ..registry import register_property
from ..sebastiani import check_imb

register_property(
    "IMB",
    name="robustness to imbalance",
    statement="the trivial acceptor and rejector (every constant classifier) score constants on all test sets with every class present",
    source="Sebastiani 2015 Axiom 7",
    check=check_imb,
    group="sebastiani",
    position=7,
)
