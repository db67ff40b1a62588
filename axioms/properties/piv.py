"""PIV, prevalence invariance (Opitz 2024 §3.4, Eq. 5): metric(m λ) = metric(m λ') for positive diagonal λ, λ' (column scaling)."""

from ..opitz import check_piv
from ..registry import register_property

register_property(
    "PIV",
    name="prevalence invariance",
    statement="metric(m λ) = metric(m λ') for positive diagonal λ, λ' (column scaling)",
    source="Opitz 2024 §3.4, Eq. 5",
    check=check_piv,
    group="opitz",
    position=4,
)
