"""MON, strict monotonicity (Sebastiani 2015 Axiom 1): moving one item from a wrong cell m_ij to its correct cell m_jj strictly raises the score."""

from ..registry import register_property
from ..sebastiani import check_mon

register_property(
    "MON",
    name="strict monotonicity",
    statement="moving one item from a wrong cell m_ij to its correct cell m_jj strictly raises the score",
    source="Sebastiani 2015 Axiom 1",
    check=check_mon,
    group="sebastiani",
    position=1,
)
