"""Properties as small declarative objects: id, name, statement (with formula), source, check."""

from dataclasses import dataclass
from typing import Callable

from metrics.errors import UnknownPropertyError

from . import opitz, sebastiani

__all__ = ["Property", "PROPERTIES", "OPITZ", "SEBASTIANI", "get_property"]


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
        Property("MON", "strict monotonicity", "moving one item from a wrong cell m_ij to its correct cell m_jj strictly raises the score", "Sebastiani 2015 Axiom 1", sebastiani.check_mon),
        Property("CON", "continuous differentiability", "for every test set (fixed column sums) the score is C¹ in the classifier's cells, boundary included", "Sebastiani 2015 Axiom 2", sebastiani.check_con),
        Property("SDE", "strong definiteness", "defined for every test set and every classifier", "Sebastiani 2015 Axiom 3", sebastiani.check_sde),
        Property("WDE", "weak definiteness", "on a test set, defined for one classifier iff defined for all", "Sebastiani 2015 Axiom 4", sebastiani.check_wde),
        Property("FIX", "fixed range", "the range [min, max] over classifiers does not depend on the test set", "Sebastiani 2015 Axiom 5", sebastiani.check_fix),
        Property("CHA", "robustness to chance", "E[metric] of a random classifier is one constant for every test set (models: coin, uniform_rate, prevalence)", "Sebastiani 2015 Axiom 6", sebastiani.check_cha),
        Property("IMB", "robustness to imbalance", "the trivial acceptor and rejector (every constant classifier) score constants on all test sets with every class present", "Sebastiani 2015 Axiom 7", sebastiani.check_imb),
        Property("SYM", "symmetry", "invariance under swapping a class and its complement (any relabelling of the classes)", "Sebastiani 2015 Axiom 8", sebastiani.check_sym),
    )
}

#: Opitz's five properties (the default set) and Sebastiani's eight axioms.
OPITZ = ("PI", "PII", "PIII", "PIV", "PV")
SEBASTIANI = ("MON", "CON", "SDE", "WDE", "FIX", "CHA", "IMB", "SYM")


def get_property(pid):
    """The property with id ``pid`` (e.g. ``"PI"``)."""
    try:
        return PROPERTIES[pid]
    except KeyError:
        raise UnknownPropertyError(f"unknown property id={pid!r}; accepted: {', '.join(PROPERTIES)}") from None
