"""Building confusion matrices, prevalence scaling and prevalence calibration.

Orientation: ``m[i, j]`` = number of items **predicted** ``i`` whose **true** class is
``j`` (rows = predictions, columns = truth, as in Opitz 2024 and Wenzel).
``sklearn.metrics.confusion_matrix(y_true, y_pred)`` is the **transpose** of this.
"""

from collections.abc import Sequence
from typing import Any, cast

import numpy as np
from numpy.typing import ArrayLike, NDArray
import sympy

from ._counts import prevalence, total
from .validation import as_confusion
from .errors import InvalidMatrixError, UsageError

__all__ = ["from_labels", "positive_first", "refuse_nan_labels", "refuse_mixed_labels", "prevalence_scale",
           "calibration_lambda", "calibrate", "calibrate_symbolic", "calibration_factors"]


def from_labels(
    y_true: ArrayLike, y_pred: ArrayLike, labels: Sequence[Any] | None = None, *, pos_label: Any = None,
    sample_weight: ArrayLike | None = None
) -> NDArray[Any]:
    """Confusion matrix ``m[i, j]`` = #items predicted ``labels[i]`` with true label ``labels[j]``.

    Note: scikit-learn's ``confusion_matrix(y_true, y_pred)`` is the transpose, with its
    binary positive class last; :func:`metrics.from_sklearn` converts it.

    Parameters
    ----------
    y_true, y_pred : sequence
        True and predicted labels, same length, at least one item. A NaN label is refused
        (a missing label is not a class), and so are strings mixed with numbers (as in scikit-learn).
    labels : sequence, optional
        Class order (at least 2 classes), used as given (index 0 is the positive class of
        binary metrics unless ``pos_label`` moves another class first: ``labels=[0, 1]`` makes 0
        positive, unlike :func:`metrics.from_sklearn`'s ``labels=``, which names scikit-learn's rows and
        takes 1 as positive). Default: the sorted union of both label sets, with the positive class
        first (see :func:`positive_first`).
    pos_label : optional
        The positive class: index 0, so a binary metric sees ``[[TP, FP], [FN, TN]]``.
        Without ``labels``, two classes {0, 1}, {False, True} or {-1, 1} take 1 (True) as
        scikit-learn does; any other two classes need ``pos_label`` (else an error names them).
    sample_weight : sequence, optional
        Nonnegative finite weight of each item (default 1); the matrix then sums weights
        (float) instead of counting items.

    Examples
    --------
    >>> from_labels(["a", "a", "b", "b"], ["a", "b", "b", "b"], pos_label="a").tolist()   # one true "a" predicted "b"
    [[1, 0], [1, 2]]
    >>> from_labels([0, 1, 1], [1, 1, 0]).tolist()     # class 1 first: [[TP, FP], [FN, TN]]
    [[1, 1], [1, 0]]
    """
    y_true, y_pred = _label_arrays(y_true, y_pred)
    weights = _sample_weight(sample_weight, len(y_true))
    classes = np.unique(np.concatenate([y_true, y_pred])) if labels is None else np.asarray(labels)
    refuse_nan_labels(labels if labels is not None else classes, "labels")
    if len(classes) < 2 or len(set(classes.tolist())) != len(classes):
        raise InvalidMatrixError(f"labels must list at least 2 distinct classes; got labels={classes.tolist()}")
    order = positive_first(classes.tolist(), pos_label, two_class_rule=labels is None)
    index = {label: k for k, label in enumerate(order)}
    unknown = sorted({str(x) for x in np.concatenate([y_true, y_pred]).tolist() if x not in index})
    if unknown:
        raise InvalidMatrixError(f"labels={classes.tolist()} does not contain {', '.join(unknown)}")
    m = np.zeros((len(order), len(order)), dtype=np.int64 if weights is None else float)
    cells = ([index[x] for x in y_pred.tolist()], [index[x] for x in y_true.tolist()])
    np.add.at(m, cells, 1 if weights is None else weights)
    return m


#: Two-class label sets whose positive class is 1 (True), scikit-learn's default ``pos_label=1``.
ONE_IS_POSITIVE = ({0, 1}, {-1, 1})


def positive_first(classes: list[Any], pos_label: Any = None, *, two_class_rule: bool = True) -> list[Any]:
    """``classes`` with the positive class first (index 0 of ``[[TP, FP], [FN, TN]]``), the others in their order.

    The positive class is ``pos_label`` when given. Otherwise, with ``two_class_rule`` and
    exactly two classes, it is 1 (True) for the classes {0, 1}, {False, True} or {-1, 1}, as
    in scikit-learn; other pairs raise :class:`InvalidMatrixError` naming them, since which is
    positive cannot be guessed. More classes keep their order.

    Examples
    --------
    >>> positive_first([0, 1]), positive_first([-1, 1]), positive_first(["a", "b", "c"], "c")
    ([1, 0], [1, -1], ['c', 'a', 'b'])
    >>> positive_first(["ham", "spam"])
    Traceback (most recent call last):
    ...
    metrics.errors.InvalidMatrixError: two classes ['ham', 'spam'] and no pos_label=: ...
    """
    if pos_label is None and two_class_rule and len(classes) == 2:
        if set(classes) not in ONE_IS_POSITIVE:
            raise InvalidMatrixError(
                f"two classes {classes} and no pos_label=: which one is the positive class (index 0 of binary metrics' "
                f"[[TP, FP], [FN, TN]]) cannot be guessed; pass pos_label={classes[0]!r} or pos_label={classes[1]!r}"
            )
        pos_label = next(x for x in classes if x == 1)
    if pos_label is None:
        return list(classes)
    if pos_label not in classes:
        raise InvalidMatrixError(f"pos_label={pos_label!r} is not one of the labels {classes}")
    return [pos_label] + [x for x in classes if x != pos_label]


def refuse_nan_labels(values: ArrayLike, name: str) -> None:
    """Raise :class:`InvalidMatrixError` naming the first NaN among the labels ``values`` (a missing label is not a
    class).

    A NaN among strings, which numpy would turn into the string ``"nan"``, is found too.
    """
    flat = np.asarray(values).reshape(-1)
    if flat.dtype.kind in "US":
        flat = np.asarray(values, dtype=object).reshape(-1)
    if flat.dtype.kind in "fc":
        missing = np.flatnonzero(np.isnan(flat))
    elif flat.dtype == object:
        missing = np.flatnonzero([x != x for x in flat.tolist()])  # NaN is the one value unequal to itself
    else:
        return
    if len(missing):
        raise InvalidMatrixError(
            f"{name} has a NaN label at position {int(missing[0])} ({len(missing)} in all): a missing label is not a "
            "class; drop those items (or give them a label of their own) first"
        )


def _label_arrays(y_true: ArrayLike, y_pred: ArrayLike) -> tuple[NDArray[Any], NDArray[Any]]:
    """``y_true`` and ``y_pred`` as 1-d arrays of the same nonzero length without NaN, or
    :class:`InvalidMatrixError`."""
    refuse_nan_labels(y_true, "y_true")
    refuse_nan_labels(y_pred, "y_pred")
    true, pred = np.asarray(y_true), np.asarray(y_pred)
    if true.ndim != 1 or pred.ndim != 1:
        raise InvalidMatrixError(
            f"y_true and y_pred must be 1-d sequences of labels; got shapes {true.shape} and {pred.shape}"
        )
    if len(true) != len(pred):
        raise InvalidMatrixError(
            f"y_true and y_pred must have the same length; got len(y_true)={len(true)}, len(y_pred)={len(pred)}"
        )
    if len(true) == 0:
        raise InvalidMatrixError("y_true and y_pred are empty; at least one labelled item is needed")
    refuse_mixed_labels(y_true, y_pred)
    return true, pred


def refuse_mixed_labels(*label_sets: ArrayLike, sorted_: bool = True) -> None:
    """Raise :class:`InvalidMatrixError` when the labels mix strings with numbers, as scikit-learn does (numpy
    would turn ``[1, "a"]`` into the strings ``["1", "a"]``: ``pos_label=1`` then names no class), or,
    when they are to be ``sorted_``, mix types that cannot be (``[None, 1]``)."""
    labels = np.concatenate([np.asarray(x, dtype=object).reshape(-1) for x in label_sets]).tolist()
    kinds = {"str" if isinstance(x, str) else "bytes" if isinstance(x, bytes) else type(x).__name__ for x in labels}
    if kinds & {"str", "bytes"} and kinds - {"str", "bytes"}:
        raise InvalidMatrixError(f"labels mix strings with {', '.join(sorted(kinds - {'str', 'bytes'}))} values; "
                                 "give every label as a string, or every label as a number")
    if not sorted_:
        return
    try:
        sorted(set(labels))
    except TypeError:
        raise InvalidMatrixError(f"labels of types {', '.join(sorted(kinds))} cannot be ordered together; "
                                 "give labels of one type (numbers, or strings)") from None


def _sample_weight(sample_weight: ArrayLike | None, size: int) -> NDArray[np.float64] | None:
    if sample_weight is None:
        return None
    weights = np.asarray(sample_weight)
    if (weights.shape != (size,) or weights.dtype.kind not in "iuf" or not np.isfinite(weights).all()
            or (weights < 0).any()):
        raise InvalidMatrixError(
            f"sample_weight must hold {size} nonnegative finite numbers, one per item; got shape={weights.shape}, "
            f"dtype={weights.dtype}"
        )
    return weights.astype(float)


def prevalence_scale(m: ArrayLike, lam: ArrayLike) -> NDArray[np.float64]:
    """Prevalence scaling ``m' = m λ`` with diagonal ``λ`` (Opitz Eq. 5): column ``j`` times ``lam[j]``.

    Scaling column ``j`` inflates or deflates the mass of items of true class ``j`` while
    keeping the proportions of that class's error types.

    Examples
    --------
    >>> prevalence_scale([[2, 1], [1, 3]], [1, 2]).tolist()
    [[2.0, 2.0], [1.0, 6.0]]
    """
    arr = as_confusion(m)
    lam = np.asarray(lam, dtype=float)
    if lam.shape not in ((arr.shape[-1],), arr.shape[:-1]) or not np.all(np.isfinite(lam)) or np.any(lam <= 0):
        raise UsageError(
            f"lam must hold {arr.shape[-1]} positive finite factors (one per true class), shape ({arr.shape[-1]},) "
            f"or {arr.shape[:-1]}; got lam={lam.tolist()}"
        )
    return cast("NDArray[np.float64]", arr * lam[..., None, :])


def calibration_lambda(m: ArrayLike) -> NDArray[Any]:
    """Prevalence calibration factors ``λ~_ii = |S| / (n · prevalence(i))`` (Opitz Eq. 6).

    After scaling with ``λ~`` every class has prevalence ``|S| / n``. NaN for a class that
    never occurs (its prevalence is 0).

    Examples
    --------
    >>> calibration_lambda([[2, 1], [1, 3]]).tolist()    # |S| = 7, prevalences 3 and 4
    [1.1666666666666667, 0.875]
    """
    arr = as_confusion(m)
    return calibration_factors(arr)


def calibration_factors(arr: NDArray[Any]) -> NDArray[Any]:
    """:func:`calibration_lambda` of an already validated float (or exact object) array ``arr``, without validation."""
    n = arr.shape[-1]
    prev = prevalence(arr)
    with np.errstate(divide="ignore", invalid="ignore"):
        lam = np.asarray(total(arr))[..., None] / (n * prev)
    return np.where(prev == 0, np.nan, lam)


def calibrate(m: ArrayLike) -> NDArray[Any]:
    """The prevalence-calibrated matrix ``m λ~(m)`` (every column sums to ``|S| / n``).

    Examples
    --------
    >>> calibrate([[3, 1], [1, 3]]).tolist()    # already balanced: unchanged
    [[3.0, 1.0], [1.0, 3.0]]
    >>> calibrate([[2, 0], [0, 6]]).sum(axis=0).tolist()
    [4.0, 4.0]
    """
    arr = as_confusion(m)
    return cast("NDArray[Any]", arr * calibration_factors(arr)[..., None, :])


def calibrate_symbolic(M: Any) -> Any:
    """The calibrated cells ``M[i, j] |S| / (n c_j)`` of the sympy matrix ``M`` (Opitz Eq. 6), as sympy expressions."""
    n = M.shape[0]
    total = sum(M)
    columns = [sum(M.col(j)) for j in range(n)]
    return sympy.Matrix(n, n, lambda i, j: M[i, j] * total / (n * columns[j]))
