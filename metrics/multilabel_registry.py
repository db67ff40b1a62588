r"""The registry of multi-label metrics: functions of indicator matrices, the second sample space.

A multi-label metric is ``fn(y_true, y_pred)`` on 0/1 arrays of shape
``(..., n_samples, n_labels)`` returning ``(...)``, NaN where undefined. Registered here are
Wenzel's instance-based metrics (§3.3, :mod:`metrics.multilabel_batched`) and the label-based
macro/micro averages of the catalogue's binary precision, recall and F1 (§2.3, §3.2). The
property checks of :mod:`axioms.multilabel.properties` read this registry; a newcomer adds a
metric with one call of :func:`register_multilabel`.

Exact values: :func:`exact_multilabel_value` runs ``fn`` on ``object`` arrays of Python ints, where
the functions of :mod:`metrics.multilabel_batched` compute with Fractions (and the label
averages take each label's exact value from :func:`metrics.bridge.exact_value`).
"""

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import numpy as np

from . import multilabel_batched as batched
from ._registry import get
from .bridge import exact_value
from .errors import DuplicateMetricError, InvalidMatrixError, UnknownMetricError

__all__ = ["MultilabelMetric", "register_multilabel", "unregister_multilabel", "get_multilabel", "multilabel_metrics",
           "exact_multilabel_value", "label_average"]

_ACCEPTED = ("0/1 (or boolean) arrays of shape (..., n_samples, n_labels), n_samples, n_labels >= 1, the same shape "
             "for y_true and y_pred")


def _checked(y: Any, name: str) -> Any:
    arr = np.asarray(y)
    if arr.ndim < 2 or 0 in arr.shape[-2:]:
        raise InvalidMatrixError(f"{name} must have shape (..., n_samples, n_labels) with n_samples, n_labels >= 1; "
                                 f"got shape={arr.shape}. Accepted: {_ACCEPTED}.")
    if arr.dtype != object and not np.isin(arr, (0, 1)).all():
        raise InvalidMatrixError(f"{name} has an entry other than 0 and 1. Accepted: {_ACCEPTED}.")
    return arr


@dataclass(frozen=True)
class MultilabelMetric:
    """A registered multi-label metric: its ``name``, the vectorised function ``fn``, whether a
    higher score is better, and its ``source`` (paper and equation).

    Examples
    --------
    >>> hl = get_multilabel("hamming_loss")
    >>> hl.higher_is_better, float(hl([[1, 0]], [[1, 1]]))
    (False, 0.5)
    """

    name: str
    fn: Callable[[Any, Any], Any]
    higher_is_better: bool = True
    source: str = ""

    def __call__(self, y_true: Any, y_pred: Any) -> Any:
        """The float64 scores ``(...)`` of the indicator arrays ``(..., n_samples, n_labels)``; NaN where undefined."""
        t, z = _checked(y_true, "y_true"), _checked(y_pred, "y_pred")
        if t.shape != z.shape:
            raise InvalidMatrixError(
                f"y_true and y_pred must have the same shape; got {t.shape} and {z.shape}. Accepted: {_ACCEPTED}.")
        return np.asarray(self.fn(t, z), dtype=float)

    @property
    def formula(self) -> str:
        """The first line of ``fn``'s docstring (its name and formula)."""
        return (self.fn.__doc__ or self.name).strip().splitlines()[0]


_REGISTRY: dict[str, MultilabelMetric] = {}


def register_multilabel(name: str, fn: Callable[[Any, Any], Any], higher_is_better: bool = True, source: str = "",
                        replace: bool = False) -> MultilabelMetric:
    """Register the multi-label metric ``fn(y_true, y_pred)``: ``(..., n_samples, n_labels) -> (...)``, NaN where
    undefined.

    Its exact values (:func:`exact_multilabel_value`) come from ``fn`` run on ``object`` arrays;
    write it with :func:`metrics.multilabel_batched.divide` and arithmetic (no ``&``, no float
    casts) so that it runs exactly, else its counterexamples are verified in float64 only.

    Examples
    --------
    >>> m = register_multilabel("demo_share_predicted", lambda t, z: batched.mean_over(batched.mean_over(z, -1), -1),
    ...                         replace=True)
    >>> float(m([[1, 0], [0, 0]], [[1, 1], [0, 0]]))
    0.5
    >>> _ = unregister_multilabel("demo_share_predicted")
    """
    if name in _REGISTRY and not replace:
        raise DuplicateMetricError(
            f"multi-label metric {name!r} is already registered; pass replace=True to replace it")
    metric = MultilabelMetric(name, fn, higher_is_better, source)
    _REGISTRY[name] = metric
    return metric


def unregister_multilabel(name: str) -> MultilabelMetric:
    """Remove the registered multi-label metric ``name`` and return it.

    Examples
    --------
    >>> m = register_multilabel("demo_zero", lambda t, z: batched.mean_over(0 * z, -1).sum(-1))
    >>> unregister_multilabel("demo_zero").name
    'demo_zero'
    """
    metric = get_multilabel(name)
    del _REGISTRY[metric.name]
    return metric


def get_multilabel(name: "str | MultilabelMetric") -> MultilabelMetric:
    """The registered multi-label metric ``name``.

    Examples
    --------
    >>> get_multilabel("jaccard").source
    'Wenzel Eq. 26'
    """
    if isinstance(name, MultilabelMetric):
        return name
    if name not in _REGISTRY:
        raise UnknownMetricError(f"unknown multi-label metric {name!r}; registered: {', '.join(_REGISTRY)}")
    return _REGISTRY[name]


def multilabel_metrics() -> list[MultilabelMetric]:
    """Every registered multi-label metric, in registration order.

    Examples
    --------
    >>> [m.name for m in multilabel_metrics()][:2]
    ['instance_precision', 'instance_recall']
    """
    return list(_REGISTRY.values())


def exact_multilabel_value(metric: "str | MultilabelMetric", y_true: Any, y_pred: Any) -> "Fraction | None":
    """The exact score of one pair of integer indicator matrices: a Fraction, or None where undefined.

    Raises ``NotImplementedError`` when the metric's function does not run on exact numbers.

    Examples
    --------
    >>> exact_multilabel_value("hamming_loss", [[1, 0, 0]], [[1, 1, 1]])
    Fraction(2, 3)
    >>> exact_multilabel_value("instance_precision", [[1, 0]], [[0, 0]]) is None
    True
    """
    metric = get_multilabel(metric)
    arrays = [_checked(y, name) for y, name in ((y_true, "y_true"), (y_pred, "y_pred"))]
    if arrays[0].ndim != 2 or arrays[0].shape != arrays[1].shape:
        raise InvalidMatrixError(f"exact values are for one pair of the same shape (n_samples, n_labels); "
                                 f"got {arrays[0].shape} and {arrays[1].shape}")
    t, z = (np.array([[int(x) for x in row] for row in a], dtype=object) for a in arrays)
    try:
        value = np.asarray(metric.fn(t, z), dtype=object).reshape(-1)[0]
    except (TypeError, ValueError, ArithmeticError) as exc:
        raise NotImplementedError(f"multi-label metric {metric.name!r} does not run on exact numbers: {exc}") from exc
    if isinstance(value, (int, Fraction)) and not isinstance(value, bool):
        return Fraction(value)
    if isinstance(value, float) and np.isnan(value):
        return None
    raise NotImplementedError(
        f"multi-label metric {metric.name!r} returned {type(value).__name__}, not an exact number")


def _exact_binary(name: str, c: Any) -> Any:
    """The exact values of the binary metric ``name`` on the object matrices ``c`` (..., 2, 2): Fractions, NaN where
    undefined."""
    flat = c.reshape(-1, 2, 2)
    out = np.empty(len(flat), dtype=object)
    for k, m in enumerate(flat):
        v = exact_value(get(name), [[int(x) for x in row] for row in m])
        out[k] = np.nan if v is None else Fraction(int(v.p), int(v.q))
    return out.reshape(c.shape[:-2])


def label_average(binary: str, average: str) -> Callable[[Any, Any], Any]:
    r"""The label-based ``average`` ("macro" or "micro") of the registered binary metric ``binary`` (Wenzel §2.3, §3.2).

    .. math:: B_{\mathrm{macro}} = \frac1m \sum_{j=1}^m B(C_j), \qquad B_{\mathrm{micro}} = B\Big(\sum_{j=1}^m C_j\Big)

    with :math:`C_j = [[TP_j, FP_j], [FN_j, TN_j]]` the matrix of label ``j``
    (:func:`metrics.multilabel_batched.label_matrices`); NaN propagates through the macro mean.

    Examples
    --------
    >>> float(label_average("recall", "macro")([[1, 1], [0, 1]], [[1, 0], [0, 1]]))
    0.75
    """
    get(binary)  # an unknown name fails at registration

    def fn(y_true: Any, y_pred: Any) -> Any:
        c = batched.label_matrices(y_true, y_pred)
        c = c.sum(-3) if average == "micro" else c
        values = _exact_binary(binary, c) if c.dtype == object else np.asarray(get(binary)(c.astype(float)))
        return values if average == "micro" else batched.mean_over(values, -1)

    fn.__doc__ = f"label-based {average} {binary}: " + (f"{binary}(sum_j C_j)" if average == "micro"
                                                         else f"(1/m) sum_j {binary}(C_j)")
    return fn


for _fn, _source in ((batched.instance_precision, "Wenzel Eq. 24"), (batched.instance_recall, "Wenzel Eq. 23"),
                     (batched.instance_f1, "Wenzel Eq. 28"), (batched.instance_f1_of_averages, "Wenzel Eq. 29"),
                     (batched.jaccard, "Wenzel Eq. 26"), (batched.exact_match_ratio, "Wenzel Eq. 25")):
    register_multilabel(_fn.__name__, _fn, source=_source)
register_multilabel("hamming_loss", batched.hamming_loss, higher_is_better=False, source="Wenzel Eq. 27")
for _average in ("macro", "micro"):
    for _binary in ("precision", "recall", "f1"):
        register_multilabel(f"label_{_average}_{_binary}", label_average(_binary, _average),
                            source=f"Wenzel §2.3 and §3.2 ({_average} average over labels)")
