"""PI, monotonicity (Opitz 2024 §3.1, Eq. 3): ∂metric/∂m_ij ≥ 0 if i = j and ≤ 0 if i ≠ j (one more correct item never lowers the score, one more error never raises it)."""

from .. import calibration
from ..opitz import check_pi
from ..registry import register_property

register_property(
    "PI",
    name="monotonicity",
    statement="∂metric/∂m_ij ≥ 0 if i = j and ≤ 0 if i ≠ j (one more correct item never lowers the score, one more error never raises it)",
    source="Opitz 2024 §3.1, Eq. 3",
    check=check_pi,
    group="opitz",
    position=1,
    survives_restriction=calibration.proved_for_all,
)
