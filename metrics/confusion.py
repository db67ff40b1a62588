"""Building confusion matrices, prevalence scaling and prevalence calibration.

Orientation: ``m[i, j]`` = number of items **predicted** ``i`` whose **true** class is
``j`` (rows = predictions, columns = truth, as in Opitz 2024 and Wenzel).
``sklearn.metrics.confusion_matrix(y_true, y_pred)`` is the **transpose** of this.
"""

import numpy as np
import sympy

from ._counts import prevalence, total
from ._validation import as_confusion
from .errors import InvalidMatrixError, UsageError

__all__ = ["from_labels", "prevalence_scale", "calibration_lambda", "calibrate", "calibrated"]


def from_labels(y_true, y_pred, labels=None):
    """Confusion matrix ``m[i, j]`` = #items predicted ``labels[i]`` with true label ``labels[j]``.

    Note: scikit-learn's ``confusion_matrix(y_true, y_pred)`` is ``from_labels(...).T``.

    Parameters
    ----------
    y_true, y_pred : sequence
        True and predicted labels, same length, at least one item.
    labels : sequence, optional
        Class order (at least 2 classes). Default: the sorted union of both label sets.
    """
    y_true = np.asarray(y_true)
    y_pred = np.asarray(y_pred)
    if y_true.ndim != 1 or y_pred.ndim != 1:
        raise InvalidMatrixError(
            f"y_true and y_pred must be 1-d sequences of labels; got shapes {y_true.shape} and {y_pred.shape}"
        )
    if len(y_true) != len(y_pred):
        raise InvalidMatrixError(
            f"y_true and y_pred must have the same length; got len(y_true)={len(y_true)}, len(y_pred)={len(y_pred)}"
        )
    if len(y_true) == 0:
        raise InvalidMatrixError("y_true and y_pred are empty; at least one labelled item is needed")
    labels = np.unique(np.concatenate([y_true, y_pred])) if labels is None else np.asarray(labels)
    if len(labels) < 2 or len(set(labels.tolist())) != len(labels):
        raise InvalidMatrixError(f"labels must list at least 2 distinct classes; got labels={labels.tolist()}")
    index = {label: k for k, label in enumerate(labels.tolist())}
    unknown = sorted({str(x) for x in np.concatenate([y_true, y_pred]).tolist() if x not in index})
    if unknown:
        raise InvalidMatrixError(f"labels={labels.tolist()} does not contain {', '.join(unknown)}")
    m = np.zeros((len(labels), len(labels)), dtype=np.int64)
    np.add.at(m, ([index[x] for x in y_pred.tolist()], [index[x] for x in y_true.tolist()]), 1)
    return m


def prevalence_scale(m, lam):
    """Prevalence scaling ``m' = m λ`` with diagonal ``λ`` (Opitz Eq. 5): column ``j`` times ``lam[j]``.

    Scaling column ``j`` inflates or deflates the mass of items of true class ``j`` while
    keeping the proportions of that class's error types.
    """
    arr = as_confusion(m)
    lam = np.asarray(lam, dtype=float)
    if lam.shape not in ((arr.shape[-1],), arr.shape[:-1]) or not np.all(np.isfinite(lam)) or np.any(lam <= 0):
        raise UsageError(
            f"lam must hold {arr.shape[-1]} positive finite factors (one per true class), shape ({arr.shape[-1]},) "
            f"or {arr.shape[:-1]}; got lam={lam.tolist()}"
        )
    return arr * lam[..., None, :]


def calibration_lambda(m):
    """Prevalence calibration factors ``λ~_ii = |S| / (n · prevalence(i))`` (Opitz Eq. 6).

    After scaling with ``λ~`` every class has prevalence ``|S| / n``. NaN for a class that
    never occurs (its prevalence is 0).
    """
    arr = as_confusion(m)
    return _calibration_lambda(arr)


def _calibration_lambda(arr):
    n = arr.shape[-1]
    prev = prevalence(arr)
    with np.errstate(divide="ignore", invalid="ignore"):
        lam = total(arr)[..., None] / (n * prev)
    return np.where(prev == 0, np.nan, lam)


def calibrate(m):
    """The prevalence-calibrated matrix ``m λ~(m)`` (every column sums to ``|S| / n``)."""
    arr = as_confusion(m)
    return arr * _calibration_lambda(arr)[..., None, :]


def _calibrate_symbolic(M):
    n = M.shape[0]
    s = sum(M)
    return sympy.Matrix(n, n, lambda i, j: M[i, j] * s / (n * sum(M.col(j))))


def calibrated(metric):
    """The calibrated variant ``metric~(m) = metric(m λ~(m))`` of any metric (not registered)."""
    from ._registry import make_metric

    def numeric(arr):
        lam = _calibration_lambda(arr)
        out = np.asarray(metric.numeric(arr * lam[..., None, :]), dtype=float)
        return np.where(np.isnan(lam).any(axis=-1), np.nan, out)  # undefined where a class never occurs

    def symbolic(M):
        if any(sum(M.col(j)) == 0 for j in range(M.shape[1])):
            return sympy.nan  # a class that never occurs cannot be calibrated
        return metric.symbolic(_calibrate_symbolic(M))

    return make_metric(
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
