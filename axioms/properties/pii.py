"""PII, class sensitivity (Opitz 2024 §3.2): some m has ∂metric/∂m_ii ≠ ∂metric/∂m_jj, or ∂metric/∂m_ij ≠ ∂metric/∂m_kl (i≠j, k≠l)."""

from ..opitz import check_pii
from ..registry import register_property

register_property(
    "PII",
    name="class sensitivity",
    statement="some m has ∂metric/∂m_ii ≠ ∂metric/∂m_jj, or ∂metric/∂m_ij ≠ ∂metric/∂m_kl (i≠j, k≠l)",
    source="Opitz 2024 §3.2",
    check=check_pii,
    group="opitz",
    position=2,
)
