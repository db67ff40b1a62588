"""The calibrated variant of a metric, ``metric~(m) = metric(m λ~(m))`` (Opitz 2024, Eq. 6):
:func:`calibrated_variant`."""

from dataclasses import replace
from typing import TYPE_CHECKING, Any

import numpy as np
import sympy

from ._counts import class_any, prevalence
from .confusion import calibrate_symbolic, calibration_factors
from .deprecation import warn_renamed
from .bridge import exact_symbolic
from .whole_counts import whole_count_calibration

if TYPE_CHECKING:  # the variant is made with dataclasses.replace: no import of the registry, which imports this module
    from ._registry import Metric

__all__ = ["calibrated_variant", "calibrated", "calibrated_base"]


def calibrated_variant(metric: "Metric") -> "Metric":
    """The calibrated variant ``metric~(m) = metric(m λ~(m))`` of any metric (not registered).

    Examples
    --------
    Calibrated accuracy is macro recall (both are the mean per-class recall after calibration):

    >>> from metrics import get
    >>> calibrated_variant(get("accuracy"))([[9, 1], [0, 1]]), get("macro_recall")([[9, 1], [0, 1]])
    (0.75, 0.75)
    """
    def numeric(arr: Any) -> Any:
        lam = calibration_factors(arr)  # exact Fractions raise ZeroDivisionError for an absent class
        out = metric.numeric(whole_count_calibration(arr) if metric.whole_counts else arr * lam[..., None, :])
        absent = class_any(prevalence(arr) == 0)  # undefined where a class never occurs, whatever the code does
        if arr.dtype == object:  # exact evaluation (axioms.arithmetic.exact): keep the exact cells, ties decidable
            return np.where(absent, np.nan, out) if np.any(absent) else out
        return np.where(absent, np.nan, np.asarray(out, dtype=float))

    def symbolic(M: Any) -> Any:
        # a class that never occurs cannot be calibrated; on the cell symbols no class is known to be absent, and
        # the formula below is undefined wherever one is (is_zero: Python's == on a symbol is refused at the trace)
        if any(sympy.sympify(sum(M.col(j))).is_zero for j in range(M.shape[1])):
            return sympy.nan
        return metric.symbolic(calibrate_symbolic(M))  # type: ignore[misc]  # used only when metric.symbolic is set

    return replace(
        metric,
        name=f"{metric.name}~",
        numeric=numeric,
        symbolic=exact_symbolic(symbolic) if metric.symbolic is not None else None,
        formula=f"{metric.name}(m λ~(m)), λ~_ii = |S| / (n · prevalence(i))" + (
            "; evaluated at the whole counts m diag(L / prevalence(i)), L their lcm, in the same proportions"
            if metric.whole_counts else ""),
        description=f"Prevalence-calibrated {metric.name} (Opitz 2024, Eq. 6).",
        undefined=metric.undefined + "; NaN when a class never occurs",
        parameters={}, decomposition=None, aliases=(), has_own_numeric=True, structure=None,
        calibrated_from=metric,
    )


def calibrated(metric: "Metric") -> "Metric":
    """Deprecated spelling of :func:`calibrated_variant`."""
    warn_renamed("metrics.calibrated(metric)", "metrics.calibrated_variant(metric)")
    return calibrated_variant(metric)


def calibrated_base(metric: "Metric") -> "Metric | None":
    """The metric whose prevalence-calibrated variant ``metric`` is (Opitz Eq. 6), or None.

    ``metric.calibrated_from`` is trusted only where ``metric`` is that metric's own calibrated
    variant (the same functions): the field copied into a changed metric (``dataclasses.replace``)
    or set by hand does not make a metric calibrated, and no property is decided from it.
    """
    base = metric.calibrated_from
    if base is None:
        return None
    variant = base.calibrated
    return base if variant.symbolic is metric.symbolic and variant.numeric is metric.numeric else None
