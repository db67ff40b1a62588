"""Properties as small declarative objects: id, name, statement (with formula), source, check.

Built-in properties are listed here; any other (the families in :mod:`axioms.families`, a
user's own) is added with :func:`register_property`, as a call or as a decorator of its check.
"""

from dataclasses import dataclass
import re
from typing import Callable

from metrics.errors import DuplicatePropertyError, UnknownPropertyError, UsageError

from . import calibration, chance_baseline, decomposability, opitz, sebastiani

__all__ = ["Property", "PROPERTIES", "OPITZ_PROPERTIES", "SEBASTIANI_AXIOMS", "get_property", "register_property"]


@dataclass(frozen=True)
class Property:
    """A formal property of classification metrics.

    ``check(metric, n, settings, rng)`` returns a :class:`axioms.Verdict` for one class
    count ``n`` (``metric.calibrated_from`` says whether ``metric`` is a calibrated variant); ``applies(metric, n)``, when given, narrows where the
    property is checked (e.g. binary metrics only). A property with fields of its own
    (PV's baseline, PIII's p) says how they combine over class counts (``combine``, from
    ``{n: Verdict}``), which keys every report cell carries (``report_keys``), what a table
    cell shows after its mark (``cell_suffix``) and what the CI baseline records beyond the
    verdict (``gate_text``); engine, reports and gate ask the property.
    ``survives_restriction(verdict)``, when given, says whether a verdict of a metric also holds
    for the metric restricted to the matrices where every class occurs: the engine then takes it
    over for a calibrated variant that is such a restriction (:mod:`axioms.calibration`).

    Examples
    --------
    >>> prop = get_property("PIV")
    >>> prop.name, prop.source
    ('prevalence invariance', 'Opitz 2024 §3.4, Eq. 5')
    """

    id: str
    name: str
    statement: str
    source: str
    check: Callable
    applies: Callable | None = None
    combine: Callable | None = None
    report_keys: tuple = ()
    cell_suffix: Callable | None = None
    gate_text: Callable | None = None
    survives_restriction: Callable | None = None

    def applies_to(self, metric, n):
        """Whether the property can be checked for ``metric`` at ``n`` classes."""
        return metric.applies_to(n) and (self.applies is None or bool(self.applies(metric, n)))


PROPERTIES = {
    p.id: p
    for p in (
        Property("PI", "monotonicity", "∂metric/∂m_ij ≥ 0 if i = j and ≤ 0 if i ≠ j (one more correct item never lowers the score, one more error never raises it)", "Opitz 2024 §3.1, Eq. 3", opitz.check_pi, survives_restriction=calibration.proved_for_all),
        Property("PII", "class sensitivity", "some m has ∂metric/∂m_ii ≠ ∂metric/∂m_jj, or ∂metric/∂m_ij ≠ ∂metric/∂m_kl (i≠j, k≠l)", "Opitz 2024 §3.2", opitz.check_pii),
        Property("PIII", "class decomposability", "metric(m) = (1/n Σ_i g(m_i, (mᵀ)_i)^p)^(1/p): a generalised mean of one per-class score (by default the same g for every class)", "Opitz 2024 §3.3, Eq. 4", decomposability.check_piii, combine=decomposability.combine, report_keys=("p",), survives_restriction=calibration.proved_for_all),
        Property("PIV", "prevalence invariance", "metric(m λ) = metric(m λ') for positive diagonal λ, λ' (column scaling)", "Opitz 2024 §3.4, Eq. 5", opitz.check_piv),
        Property("PV", "chance correction", "max over random classifiers m = z pᵀ of metric = ω(n) < perfect; strict if every random classifier scores ω(n); complete if ω is constant in n", "Opitz 2024 §3.5", opitz.check_pv, combine=chance_baseline.combine, report_keys=chance_baseline.REPORT_KEYS, cell_suffix=chance_baseline.cell_suffix, gate_text=chance_baseline.gate_text, survives_restriction=chance_baseline.survives_restriction),
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
OPITZ_PROPERTIES = ("PI", "PII", "PIII", "PIV", "PV")
SEBASTIANI_AXIOMS = ("MON", "CON", "SDE", "WDE", "FIX", "CHA", "IMB", "SYM")


_VALID_ID = re.compile(r"[A-Za-z][A-Za-z0-9_.-]*")


def register_property(pid, *, name, statement, source, check=None, applies=None):
    """Add a property under the id ``pid``; returns it (as a decorator: the check, unchanged).

    Parameters
    ----------
    pid : str
        A new id of letters, digits, ``_ . -`` (it is selected with ``--properties``).
    name, statement, source : str
        What it is called, its formula in words, and where it comes from.
    check : callable, optional
        ``check(metric, n, settings, rng) -> axioms.Verdict`` for one class count (the
        engine checks a metric's calibrated variant metric~ as its own metric, whose
        ``calibrated_from`` is set); its verdict must say what backs it (proof, counterexample, search with
        budget). Without it, ``register_property`` returns a decorator.
    applies : callable, optional
        ``applies(metric, n) -> bool`` where the property is defined.

    Examples
    --------
    A property every metric has, registered as a decorator (then removed again):

    >>> from axioms import check, holds
    >>> @register_property("ALWAYS", name="trivial", statement="true", source="docs")
    ... def check_always(metric, n, settings, rng):
    ...     return holds("ALWAYS", {"kind": "construction", "method": "true by definition"}, "holds")
    >>> check("accuracy", ["ALWAYS"], classes=(2,), calibrated=False)["ALWAYS"].verdict
    'holds'
    >>> del PROPERTIES["ALWAYS"]
    """
    if not isinstance(pid, str) or not _VALID_ID.fullmatch(pid):
        raise UsageError(f"a property id must start with a letter and hold only letters, digits, '_', '.', '-'; got pid={pid!r}")
    if pid in PROPERTIES:
        raise DuplicatePropertyError(f"a property with id {pid!r} is already registered; pick another id")
    if check is None:

        def decorator(fn):
            register_property(pid, name=name, statement=statement, source=source, check=fn, applies=applies)
            return fn

        return decorator
    if not callable(check):
        raise UsageError(f"check= of property {pid!r} must be callable; got {check!r}")
    PROPERTIES[pid] = prop = Property(pid, name, statement, source, check, applies)
    return prop


def get_property(pid):
    """The property with id ``pid`` (e.g. ``"PI"``); :class:`UnknownPropertyError` lists the ids otherwise.

    Examples
    --------
    >>> get_property("MON").name
    'strict monotonicity'
    """
    try:
        return PROPERTIES[pid]
    except KeyError:
        raise UnknownPropertyError(f"unknown property id={pid!r}; accepted: {', '.join(PROPERTIES)}") from None
