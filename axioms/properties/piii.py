"""PIII, class decomposability (Opitz 2024 §3.3, Eq. 4): metric(m) = (1/n Σ_i g(m_i, (mᵀ)_i)^p)^(1/p): a generalised mean of one per-class score (by default the same g for every class)."""

from .. import calibration
from .. import decomposability
from ..decomposability import check_piii
from ..registry import register_property

register_property(
    "PIII",
    name="class decomposability",
    statement="metric(m) = (1/n Σ_i g(m_i, (mᵀ)_i)^p)^(1/p): a generalised mean of one per-class score (by default the same g for every class)",
    source="Opitz 2024 §3.3, Eq. 4",
    check=check_piii,
    group="opitz",
    position=3,
    combine=decomposability.combine, report_keys=("p",), survives_restriction=calibration.proved_for_all,
)
