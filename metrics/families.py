r"""Parameterised metric families, registered once and instantiated per parameter value.

A family is a factory ``factory(**parameters) -> Metric`` (an unregistered metric) with named
real parameters. ``axiometrics sweep FAMILY --param beta=1/4:4:16`` checks every member of a
grid and draws which properties hold where (:mod:`reports.sweep`).

Built-in families:

* ``f_beta`` (β ≥ 0): :math:`F_\beta = (1+\beta^2) TP / ((1+\beta^2) TP + \beta^2 FN + FP)`;
* ``e_alpha`` (0 ≤ α ≤ 1): :math:`E_\alpha = 1 - TP / (\alpha PP + (1-\alpha) AP)`;
* ``tversky`` (α, β ≥ 0): :math:`T_{\alpha,\beta} = TP / (TP + \alpha FP + \beta FN)`
  (Jaccard at α = β = 1, F1 at α = β = 1/2);
* ``macro_recall_mean`` (real p): :math:`(\frac1n \sum_i R_i^p)^{1/p}`, the geometric mean at p = 0.

Binary metrics use ``m = [[TP, FP], [FN, TN]]`` (rows = predictions, columns = truth).
"""

import numbers
from dataclasses import dataclass
from typing import Any, Callable


from ._counts import ratio
from .bridge import exact_number
from ._registry import Metric, make_metric
from .errors import UnknownMetricError, UsageError
from .validation import check_choice
from .papers.opitz import macro_recall_mean
from .papers.sebastiani import check_real, e_alpha, f_beta

__all__ = ["Family", "register_family", "get_family", "families", "tversky"]


@dataclass(frozen=True)
class Family:
    """A parameterised metric family: ``make(**values)`` builds one member (an unregistered Metric)."""

    name: str
    factory: Callable[..., Any]
    parameters: tuple[str, ...]
    description: str = ""

    def make(self, **values: "numbers.Real") -> Metric:
        """The member of the family at ``values`` (one per parameter, a Fraction to keep it exact), an unregistered
        Metric."""
        missing = set(self.parameters) - set(values)
        unknown = set(values) - set(self.parameters)
        if missing or unknown:
            raise UsageError(f"family {self.name!r} takes the parameters {', '.join(self.parameters)}; "
                             f"got {', '.join(sorted(values)) or 'none'}")
        return self.factory(**values)


_FAMILIES: dict[str, Family] = {}


def register_family(name, factory, parameters, description=""):
    """Register a family under ``name`` (``parameters``: the factory's keyword names); returns it."""
    if name in _FAMILIES:
        raise UsageError(f"a family named {name!r} is already registered")
    _FAMILIES[name] = family = Family(name, factory, tuple(parameters), description)
    return family


def get_family(name: str) -> Family:
    """The family registered as ``name``."""
    return _FAMILIES[check_choice(name, _FAMILIES, "metric family", UnknownMetricError)]


def families():
    """All registered families, in registration order."""
    return list(_FAMILIES.values())


def tversky(alpha, beta):
    r"""Tversky index of the positive class, :math:`TP / (TP + \alpha FP + \beta FN)` (binary).

    Jaccard at α = β = 1, F1 (Dice) at α = β = 1/2. Returns an unregistered Metric.
    """
    alpha, beta = check_real("alpha", alpha, 0), check_real("beta", beta, 0)
    a, b = float(alpha), float(beta)
    sa, sb = exact_number(alpha), exact_number(beta)

    def numeric(m):
        tp, fp, fn = m[..., 0, 0], m[..., 0, 1], m[..., 1, 0]
        return ratio(tp, tp + a * fp + b * fn)

    def symbolic(M):
        return M[0, 0] / (M[0, 0] + sa * M[0, 1] + sb * M[1, 0])

    return make_metric(
        f"tversky_{a:g}_{b:g}",
        numeric=numeric,
        symbolic=symbolic,
        binary=True,
        formula=f"TP / (TP + {a:g}·FP + {b:g}·FN)",
        description=f"Tversky index with α = {a:g}, β = {b:g}.",
        references=("Tversky 1977, Features of similarity",),
        value_range=(0, 1),
        parameters={"alpha": alpha, "beta": beta},
        undefined="NaN when TP = FP = FN = 0 (only true negatives)",
    )


register_family("f_beta", lambda beta: f_beta(beta), ("beta",), "Van Rijsbergen's F-beta of the positive class")
register_family("e_alpha", lambda alpha: e_alpha(alpha), ("alpha",),
                "Van Rijsbergen's effectiveness E-alpha (lower is better)")
register_family("tversky", tversky, ("alpha", "beta"), "Tversky index TP / (TP + α FP + β FN)")
register_family("macro_recall_mean", lambda p: macro_recall_mean(p), ("p",),
                "generalised p-mean of class recalls (Opitz Eq. 4)")
