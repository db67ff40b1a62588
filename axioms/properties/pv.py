"""PV, chance correction (Opitz 2024 §3.5): max over random classifiers m = z pᵀ of metric = ω(n) < perfect; strict if every random classifier scores ω(n); complete if ω is constant in n."""

from .. import chance_baseline
from ..opitz import check_pv
from ..registry import register_property

register_property(
    "PV",
    name="chance correction",
    statement="max over random classifiers m = z pᵀ of metric = ω(n) < perfect; strict if every random classifier scores ω(n); complete if ω is constant in n",
    source="Opitz 2024 §3.5",
    check=check_pv,
    group="opitz",
    position=5,
    combine=chance_baseline.combine, report_keys=chance_baseline.REPORT_KEYS, cell_suffix=chance_baseline.cell_suffix, gate_text=chance_baseline.gate_text, survives_restriction=chance_baseline.survives_restriction,
)
