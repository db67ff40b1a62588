r"""Multi-label evaluation on indicator matrices (Wenzel, §2.3 and §3.3).

``y_true`` and ``y_pred`` have shape ``(n_samples, n_labels)`` and 0/1 entries:
``y[i, j] = 1`` when instance ``i`` carries label ``j``. Write :math:`Y_i` for the true
and :math:`Z_i` for the predicted label set of instance ``i``, ``n`` for the number of
instances and ``m`` for the number of labels.

* **Label-based** evaluation (Wenzel §2.3): every label ``j`` has its own binary matrix
  ``[[TP_j, FP_j], [FN_j, TN_j]]`` (:func:`per_class_matrices`), and any binary metric is
  averaged over labels (:func:`per_class_average`).
* **Instance-based** evaluation (Wenzel §3.3): every instance is scored on its label set,
  then the scores are averaged over instances (:func:`instance_recall`, ...).

As everywhere in axiometrics, an undefined ratio is NaN (never a silent 0) and NaN
propagates through the averages: one undefined instance (or label) makes the average
NaN. scikit-learn with ``zero_division=np.nan`` instead drops such terms from its averages.

The formulas live in :mod:`metrics.multilabel_batched` (vectorised over batches, float64 or
exact), which these functions call on one validated pair; :mod:`metrics.multilabel_registry`
registers them for the property checks of :mod:`axioms.multilabel.properties`
(``axiometrics multilabel``).
"""

import numpy as np

from . import multilabel_batched as batched
from ._counts import ratio
from ._registry import get
from .errors import InvalidMatrixError, UsageError

__all__ = [
    "per_class_matrices",
    "per_class_average",
    "instance_recall",
    "instance_precision",
    "instance_f1",
    "instance_f1_of_averages",
    "jaccard",
    "hamming_loss",
    "exact_match_ratio",
]

_ACCEPTED = ("a non-empty 2-d array (n_samples, n_labels) of 0/1 (or boolean) entries, the same shape for y_true "
             "and y_pred")

AVERAGES = ("macro", "micro", "weighted")


def _indicator(y, name):
    try:
        arr = np.asarray(y)
    except ValueError as exc:  # ragged nested lists
        raise InvalidMatrixError(f"{name} is not a rectangular array ({exc}). Accepted: {_ACCEPTED}.") from None
    if arr.ndim != 2:
        raise InvalidMatrixError(f"{name} must be 2-d; got {name}.shape={arr.shape}. Accepted: {_ACCEPTED}.")
    if arr.size == 0:
        raise InvalidMatrixError(f"{name} is empty; got {name}.shape={arr.shape}. Accepted: {_ACCEPTED}.")
    if arr.dtype.kind not in "biuf":
        raise InvalidMatrixError(f"{name} must hold numbers; got {name}.dtype={arr.dtype}. Accepted: {_ACCEPTED}.")
    bad = (arr != 0) & (arr != 1)
    if bad.any():
        i, j = (int(k) for k in np.argwhere(bad)[0])
        raise InvalidMatrixError(
            f"{name} has a non-binary entry {name}[{i}, {j}]={arr[i, j].item()!r}. Accepted: {_ACCEPTED}.")
    return arr.astype(bool)


def _validate(y_true, y_pred):
    t = _indicator(y_true, "y_true")
    p = _indicator(y_pred, "y_pred")
    if t.shape != p.shape:
        raise InvalidMatrixError(
            f"y_true and y_pred must have the same shape; got y_true.shape={t.shape}, y_pred.shape={p.shape}. "
            f"Accepted: {_ACCEPTED}."
        )
    return t, p


def per_class_matrices(y_true, y_pred):
    r"""Binary confusion matrix of every label (label-based evaluation, Wenzel §2.3).

    .. math::

        TP_j = \#\{i : j \in Y_i \cap Z_i\},\quad FP_j = \#\{i : j \in Z_i \setminus Y_i\},\quad
        FN_j = \#\{i : j \in Y_i \setminus Z_i\},\quad TN_j = n - TP_j - FP_j - FN_j.

    Parameters
    ----------
    y_true, y_pred : array_like, shape (n_samples, n_labels)
        True and predicted label indicators (0/1).

    Returns
    -------
    ndarray, shape (n_labels, 2, 2)
        Float matrices ``[[TP_j, FP_j], [FN_j, TN_j]]`` (rows = predictions, columns =
        truth, positive class first), ready for any binary metric of the registry.

    Raises
    ------
    InvalidMatrixError
        When an input is not a non-empty 2-d 0/1 array or the shapes differ.
    """
    return batched.label_matrices(*_validate(y_true, y_pred)).astype(float)


def per_class_average(metric, y_true, y_pred, average="macro"):
    r"""A binary metric averaged over labels (Wenzel §2.3).

    With :math:`B` the binary metric and :math:`C_j` the matrix of label ``j``
    (:func:`per_class_matrices`), :math:`n_j = TP_j + FN_j` its support:

    .. math::

        B_{\mathrm{macro}} = \frac1m \sum_j B(C_j), \qquad
        B_{\mathrm{micro}} = B\Big(\sum_j C_j\Big), \qquad
        B_{\mathrm{weighted}} = \frac{\sum_j n_j\, B(C_j)}{\sum_j n_j}.

    Parameters
    ----------
    metric : str or Metric
        A registered metric defined on 2 x 2 matrices ``[[TP, FP], [FN, TN]]``, e.g.
        ``"precision"``, ``"recall"``, ``"f1"``, ``"specificity"``.
    y_true, y_pred : array_like, shape (n_samples, n_labels)
        True and predicted label indicators (0/1).
    average : {"macro", "micro", "weighted"}
        How to combine the labels.

    Returns
    -------
    float
        The average. NaN when the metric is undefined on a label with macro or weighted
        averaging (even a label of support 0), on the summed matrix with micro averaging,
        or when no instance carries any label with weighted averaging.

    Raises
    ------
    UsageError
        For an unknown ``average`` or a metric not defined on 2 x 2 matrices.
    InvalidMatrixError
        For malformed indicator matrices.
    """
    if average not in AVERAGES:
        raise UsageError(f"unknown average={average!r}; valid: {', '.join(map(repr, AVERAGES))}")
    metric = get(metric)
    if not metric.applies_to(2):
        raise UsageError(f"metric={metric.name!r} is not defined on 2 x 2 matrices; pass a binary metric")
    c = per_class_matrices(y_true, y_pred)
    if average == "micro":
        return float(metric(c.sum(0)))
    values = np.asarray(metric(c))
    if average == "macro":
        return float(values.mean())
    support = c[:, 0, 0] + c[:, 1, 0]
    return float(ratio((support * values).sum(), support.sum()))


def instance_recall(y_true, y_pred):
    r"""Instance-averaged recall (Wenzel Eq. 23).

    .. math:: r = \frac1n \sum_{i=1}^n \frac{|Y_i \cap Z_i|}{|Y_i|}

    NaN when an instance has no true label (its recall is undefined); NaN propagates.
    """
    return float(batched.instance_recall(*_validate(y_true, y_pred)))


def instance_precision(y_true, y_pred):
    r"""Instance-averaged precision (Wenzel Eq. 24).

    .. math:: p = \frac1n \sum_{i=1}^n \frac{|Y_i \cap Z_i|}{|Z_i|}

    NaN when an instance has no predicted label (its precision is undefined); NaN propagates.
    """
    return float(batched.instance_precision(*_validate(y_true, y_pred)))


def exact_match_ratio(y_true, y_pred):
    r"""Share of instances whose predicted label set is exactly right (Wenzel Eq. 25).

    .. math:: \mathrm{MR} = \frac1n \sum_{i=1}^n I(Y_i = Z_i)

    Always defined (scikit-learn's ``accuracy_score`` on indicator matrices).
    """
    return float(batched.exact_match_ratio(*_validate(y_true, y_pred)))


def jaccard(y_true, y_pred):
    r"""Instance-averaged accuracy, i.e. Jaccard index of the label sets (Wenzel Eq. 26).

    .. math:: \mathrm{Acc} = \frac1n \sum_{i=1}^n \frac{|Y_i \cap Z_i|}{|Y_i \cup Z_i|}

    NaN when an instance has neither a true nor a predicted label (0/0); NaN propagates.
    """
    return float(batched.jaccard(*_validate(y_true, y_pred)))


def hamming_loss(y_true, y_pred):
    r"""Share of wrong label decisions (Wenzel Eq. 27); lower is better.

    .. math:: \mathrm{HL} = \frac{1}{n\,m} \sum_{i=1}^n |Y_i \,\triangle\, Z_i|

    where :math:`\triangle` is the symmetric difference. Always defined.
    """
    return float(batched.hamming_loss(*_validate(y_true, y_pred)))


def instance_f1(y_true, y_pred):
    r"""Mean of the per-instance F1 scores, averaged F1 (Wenzel Eq. 28).

    .. math:: \mathcal F_1 = \frac1n \sum_{i=1}^n \frac{2\,|Y_i \cap Z_i|}{|Y_i| + |Z_i|}

    NaN when an instance has neither a true nor a predicted label (0/0); NaN propagates.
    """
    return float(batched.instance_f1(*_validate(y_true, y_pred)))


def instance_f1_of_averages(y_true, y_pred):
    r"""Harmonic mean of instance precision and instance recall, F1 of averages (Wenzel Eq. 29).

    .. math:: \mathbb F_1 = \frac{2\,p\,r}{p + r}

    with :math:`p` from Eq. 24 (:func:`instance_precision`) and :math:`r` from Eq. 23
    (:func:`instance_recall`). NaN when ``p`` or ``r`` is NaN, or when ``p = r = 0``.
    """
    return float(batched.instance_f1_of_averages(*_validate(y_true, y_pred)))
