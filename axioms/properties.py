"""Properties as small declarative objects: id, name, statement (with formula), source, check."""

from dataclasses import dataclass
from typing import Callable

from metrics.errors import UnknownPropertyError

from . import opitz

__all__ = ["Property", "PROPERTIES", "get_property"]


@dataclass(frozen=True)
class Property:
    """A formal property of classification metrics.

    ``check(metric, n, settings, rng, calibrated)`` returns a :class:`axioms.Verdict`
    for one class count ``n``.
    """

    id: str
    name: str
    statement: str
    source: str
    check: Callable

    def applies_to(self, metric, n):
        """Whether the property can be checked for ``metric`` at ``n`` classes."""
        return metric.applies_to(n)


PROPERTIES = {
    p.id: p
    for p in (
        Property("PI", "monotonicity", "∂metric/∂m_ij ≥ 0 if i = j and ≤ 0 if i ≠ j (one more correct item never lowers the score, one more error never raises it)", "Opitz 2024 §3.1, Eq. 3", opitz.check_pi),
        Property("PII", "class sensitivity", "some m has ∂metric/∂m_ii ≠ ∂metric/∂m_jj, or ∂metric/∂m_ij ≠ ∂metric/∂m_kl (i≠j, k≠l)", "Opitz 2024 §3.2", opitz.check_pii),
        Property("PIII", "class decomposability", "metric(m) = (1/n Σ_i g(m_i, (mᵀ)_i, i)^p)^(1/p) (a generalised mean over classes)", "Opitz 2024 §3.3, Eq. 4", opitz.check_piii),
        Property("PIV", "prevalence invariance", "metric(m λ) = metric(m λ') for positive diagonal λ, λ' (column scaling)", "Opitz 2024 §3.4, Eq. 5", opitz.check_piv),
        Property("PV", "chance correction", "max over random classifiers m = z pᵀ of metric = ω(n) < perfect; strict if every random classifier scores ω(n); complete if ω is constant in n", "Opitz 2024 §3.5", opitz.check_pv),
    )
}


def get_property(pid):
    """The property with id ``pid`` (e.g. ``"PI"``)."""
    try:
        return PROPERTIES[pid]
    except KeyError:
        raise UnknownPropertyError(f"unknown property id={pid!r}; accepted: {', '.join(PROPERTIES)}") from None
