"""The calibrated variant of a metric, ``metric~(m) = metric(m λ~(m))`` (Opitz 2024, Eq. 6): :func:`calibrated_variant`."""

from dataclasses import replace
from typing import Any

import numpy as np
import sympy

from .confusion import calibrate_symbolic, calibration_factors
from .deprecation import warn_renamed
from ._registry import Metric, make_metric

__all__ = ["calibrated_variant", "calibrated"]


def calibrated_variant(metric: Metric) -> Metric:
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
        out = metric.numeric(arr * lam[..., None, :])
        if arr.dtype == object:
            return out  # exact evaluation (axioms.exact): keep the Fractions, ties stay decidable
        return np.where(np.isnan(lam).any(axis=-1), np.nan, np.asarray(out, dtype=float))  # undefined where a class never occurs

    def symbolic(M: Any) -> Any:
        if any(sum(M.col(j)) == 0 for j in range(M.shape[1])):
            return sympy.nan  # a class that never occurs cannot be calibrated
        return metric.symbolic(calibrate_symbolic(M))  # type: ignore[misc]  # used only when metric.symbolic is set

    variant = make_metric(
        f"{metric.name}~",
        numeric=numeric,
        symbolic=symbolic if metric.symbolic is not None else None,
        binary=metric.binary,
        formula=f"{metric.name}(m λ~(m)), λ~_ii = |S| / (n · prevalence(i))",
        description=f"Prevalence-calibrated {metric.name} (Opitz 2024, Eq. 6).",
        references=metric.references,
        value_range=metric.value_range,
        higher_is_better=metric.higher_is_better,
        undefined=metric.undefined + "; NaN when a class never occurs",
        min_classes=metric.min_classes,
    )
    return replace(variant, calibrated_from=metric)


def calibrated(metric: Metric) -> Metric:
    """Deprecated spelling of :func:`calibrated_variant`."""
    warn_renamed("metrics.calibrated(metric)", "metrics.calibrated_variant(metric)")
    return calibrated_variant(metric)
