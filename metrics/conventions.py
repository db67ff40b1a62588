"""Confusion matrices of scikit-learn, PyCM and torchmetrics, converted to ours.

Ours: ``m[i, j]`` = items **predicted** ``i`` whose **true** class is ``j`` (rows =
predictions, columns = truth); a binary matrix has the positive class first,
``[[TP, FP], [FN, TN]]``. scikit-learn's ``confusion_matrix(y_true, y_pred)``, PyCM's
``ConfusionMatrix.to_array()`` and torchmetrics' ``ConfusionMatrix`` (``(preds, target)``
arguments) all have rows = truth, columns = predictions, classes in sorted order, so their
binary matrix is ``[[TN, FP], [FN, TP]]``: the positive class is *last*. :func:`as_ours`
transposes and puts the positive class first; nothing is guessed from the counts.
"""

from collections.abc import Sequence
from typing import Any

import numpy as np
from numpy.typing import ArrayLike, NDArray

from .validation import as_confusion, check_choice
from .confusion import positive_first, refuse_mixed_labels, refuse_nan_labels
from .errors import InvalidMatrixError, UsageError

__all__ = ["CONVENTIONS", "as_ours", "in_our_orientation", "from_sklearn", "from_pycm", "from_torchmetrics"]

#: The conventions :func:`as_ours` converts, each with where its rows and columns come from.
CONVENTIONS = {
    "sklearn": "sklearn.metrics.confusion_matrix(y_true, y_pred): rows = true, columns = predicted, sorted labels",
    "pycm": "pycm.ConfusionMatrix (or its to_array()): rows = actual, columns = predicted, classes in cm.classes",
    "torchmetrics": "torchmetrics ConfusionMatrix()(preds, target): rows = target, columns = preds, classes 0..n-1",
}


def as_ours(cm: Any, convention: str, *, labels: Sequence[Any] | None = None,
            pos_label: Any = None) -> NDArray[np.float64]:
    """Another library's confusion matrix ``cm`` (or a batch ``(..., n, n)``) in our orientation.

    The result is ``m = P cmᵀ Pᵀ``: the transpose (rows = predictions, columns = truth) with
    the classes reordered by the permutation ``P`` that puts the positive class first,

    .. math::

        m_{ij} = \\mathrm{cm}_{\\pi(j)\\,\\pi(i)}, \\qquad
        \\pi = (\\text{positive}, \\text{the other classes in their order}).

    For two classes, scikit-learn's ``[[TN, FP], [FN, TP]]`` becomes ``[[TP, FP], [FN, TN]]``.

    Parameters
    ----------
    cm : array_like or pycm.ConfusionMatrix
        Counts (or weights) in the library's orientation, shape ``(..., n, n)``; a batch such
        as ``multilabel_confusion_matrix``'s ``(k, 2, 2)`` converts matrix by matrix.
    convention : {"sklearn", "pycm", "torchmetrics"}
        The library ``cm`` comes from (:data:`CONVENTIONS`).
    labels : sequence, optional
        The class of each row of ``cm``, in its order (scikit-learn's ``labels=``; default
        ``0, ..., n-1``, which for two classes are the sorted labels {0, 1}). A PyCM object
        brings its own (``cm.classes``).
    pos_label : optional
        The positive class, one of ``labels``; it goes first. Two classes without
        ``pos_label`` take 1 (True) when the labels are {0, 1}, {False, True} or {-1, 1}, as
        scikit-learn does; other pairs need it. More classes keep their order unless it is given.

    Returns
    -------
    ndarray of float, shape (..., n, n)

    Raises
    ------
    InvalidMatrixError
        ``cm`` is not a (batch of) square matrices of nonnegative finite counts, or
        ``labels``/``pos_label`` do not fit it.
    UsageError
        ``convention`` is not one of :data:`CONVENTIONS`.

    Examples
    --------
    >>> as_ours([[4, 1], [2, 1]], "sklearn").tolist()        # [[TN, FP], [FN, TP]] -> [[TP, FP], [FN, TN]]
    [[1.0, 1.0], [2.0, 4.0]]
    >>> as_ours([[5, 1, 0], [2, 6, 1], [0, 0, 7]], "torchmetrics").tolist()   # 1 item of class 0 predicted 1
    [[5.0, 2.0, 0.0], [1.0, 6.0, 0.0], [0.0, 1.0, 7.0]]
    """
    check_choice(convention, CONVENTIONS, "convention")
    cm, labels = _counts_and_classes(cm, labels)
    arr = as_confusion(cm, name="cm")
    n = arr.shape[-1]
    classes = list(range(n)) if labels is None else np.asarray(labels).tolist()
    refuse_nan_labels(np.asarray(classes, dtype=object), "labels")
    refuse_mixed_labels([] if labels is None else labels, sorted_=False)  # kept in their order
    if len(classes) != n or len(set(classes)) != n:
        raise InvalidMatrixError(f"labels must name the {n} classes of cm's rows, each once; got labels={classes}")
    order = [classes.index(c) for c in positive_first(classes, pos_label)]
    return np.swapaxes(arr, -1, -2)[..., order, :][..., :, order]


def in_our_orientation(m: Any, convention: "str | None", labels: Any = None, pos_label: Any = None) -> Any:
    """``m`` in this package's orientation: as given (``convention=None``), or converted from
    ``convention``'s with :func:`as_ours` (what a metric call's ``convention=`` does).

    Examples
    --------
    >>> in_our_orientation([[4, 1], [2, 1]], "sklearn").tolist()
    [[1.0, 1.0], [2.0, 4.0]]
    >>> in_our_orientation([[4, 1], [2, 1]], None)
    [[4, 1], [2, 1]]
    """
    if convention is None:
        if labels is not None or pos_label is not None:
            raise UsageError("labels= and pos_label= say how to read another library's matrix: give convention= too "
                             f"(accepted: {', '.join(map(repr, CONVENTIONS))})")
        return m
    return as_ours(m, convention, labels=labels, pos_label=pos_label)


def _counts_and_classes(cm: Any, labels: Sequence[Any] | None) -> tuple[Any, Sequence[Any] | None]:
    """The counts and classes of a ``pycm.ConfusionMatrix`` (its ``to_array()`` and ``classes``); other ``cm`` as
    given."""
    if not (hasattr(cm, "to_array") and hasattr(cm, "classes")):
        return cm, labels
    if labels is not None:
        raise InvalidMatrixError(f"a PyCM ConfusionMatrix names its classes (cm.classes={cm.classes}); drop labels=")
    return cm.to_array(), list(cm.classes)


def from_sklearn(cm: ArrayLike, labels: Sequence[Any] | None = None, *, pos_label: Any = None) -> NDArray[np.float64]:
    """scikit-learn's ``confusion_matrix(y_true, y_pred, labels=labels)`` in our orientation (:func:`as_ours`).

    Examples
    --------
    >>> from sklearn.metrics import confusion_matrix
    >>> y_true, y_pred = [0, 0, 0, 0, 0, 1, 1, 1], [0, 0, 0, 0, 1, 0, 0, 1]
    >>> confusion_matrix(y_true, y_pred).tolist()                 # [[TN, FP], [FN, TP]]
    [[4, 1], [2, 1]]
    >>> from_sklearn(confusion_matrix(y_true, y_pred)).tolist()   # [[TP, FP], [FN, TN]]: precision 1/2
    [[1.0, 1.0], [2.0, 4.0]]
    """
    return as_ours(cm, "sklearn", labels=labels, pos_label=pos_label)


def from_pycm(cm: Any, labels: Sequence[Any] | None = None, *, pos_label: Any = None) -> NDArray[np.float64]:
    """A ``pycm.ConfusionMatrix`` (its classes are its labels) or its ``to_array()`` in our orientation
    (:func:`as_ours`).

    Examples
    --------
    >>> from pycm import ConfusionMatrix
    >>> cm = ConfusionMatrix(actual_vector=["cat", "cat", "dog"], predict_vector=["cat", "dog", "dog"])
    >>> from_pycm(cm, pos_label="dog").tolist()    # TP: dog as dog, FP: cat as dog, TN: cat as cat
    [[1.0, 1.0], [0.0, 1.0]]
    """
    return as_ours(cm, "pycm", labels=labels, pos_label=pos_label)


def from_torchmetrics(cm: ArrayLike, labels: Sequence[Any] | None = None, *,
                      pos_label: Any = None) -> NDArray[np.float64]:
    """torchmetrics' ``ConfusionMatrix(...)(preds, target)`` (a CPU tensor or array) in our orientation
    (:func:`as_ours`).

    Examples
    --------
    torchmetrics' documented binary example: ``target = [1, 1, 0, 0]``, ``preds = [0, 1, 0, 0]``
    give ``[[2, 0], [1, 1]]`` (rows = target: 2 TN, 0 FP; 1 FN, 1 TP):

    >>> from_torchmetrics([[2, 0], [1, 1]]).tolist()     # [[TP, FP], [FN, TN]]
    [[1.0, 0.0], [1.0, 2.0]]
    """
    return as_ours(cm, "torchmetrics", labels=labels, pos_label=pos_label)
