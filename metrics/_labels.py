"""Label-based metrics ``fn(y_true, y_pred) -> float`` (scikit-learn's order) or ``fn(preds, target)`` (torchmetrics').

:func:`label_arrays` expands one confusion matrix into the label arrays it counts, and
:func:`label_batch` turns ``fn`` into a batch function ``(..., n, n) -> (...)`` that the
property engine can evaluate.

Orientation: ``m[i, j]`` = items **predicted** ``i`` whose **true** class is ``j`` (rows =
predictions, columns = truth); scikit-learn's ``confusion_matrix(y_true, y_pred)`` is the
transpose. Class index ``i`` becomes label ``i``, except for two classes, where index 0 (the
positive class of ``m = [[TP, FP], [FN, TN]]``) becomes label ``1`` and index 1 becomes
label ``0``: scikit-learn's default ``pos_label=1`` then names the same positive class
(``pos_label=0`` swaps them, for a function whose positive label is 0).
"""

import inspect
from collections.abc import Callable
from typing import Any
import warnings

import numpy as np

from .errors import TooManyItemsError

__all__ = ["ORDERS", "class_labels", "label_arrays", "label_batch", "label_numeric"]

#: The most items a confusion matrix may count to be expanded into label arrays (two int64 arrays of this
#: length take 160 MB); a label metric raises on a matrix with more.
MAX_EXPANDED_ITEMS = 10**7

#: The argument orders of a label function, and whether each passes the truth first.
ORDERS = {"target, preds": True, "y_true, y_pred": True, "preds, target": False, "y_pred, y_true": False}


def class_labels(n, pos_label=1):
    """The label of each class index: ``[pos_label, 1 - pos_label]`` for two classes, ``[0, 1, ..., n-1]`` otherwise.

    Examples
    --------
    >>> class_labels(2), class_labels(3), class_labels(2, pos_label=0)
    ([1, 0], [0, 1, 2], [0, 1])
    """
    return [pos_label, 1 - pos_label] if n == 2 else list(range(n))


def label_arrays(m, weighted=False, pos_label=1):
    """The ``(y_true, y_pred)`` label arrays that confusion matrix ``m`` counts (and their weights).

    Cell ``m[i, j]`` (predicted ``i``, true ``j``) contributes ``m[i, j]`` items with true
    label ``class_labels(n)[j]`` and predicted label ``class_labels(n)[i]``, so that
    ``metrics.from_labels(y_true, y_pred, labels=class_labels(n))`` gives ``m`` back
    when every class occurs.

    Parameters
    ----------
    m : array_like, shape (n, n)
        Nonnegative counts; integral unless ``weighted``.
    weighted : bool
        Return one item per cell, weighted by ``m[i, j]`` (for a function taking
        ``sample_weight``): every class then occurs among the labels, with weight 0 if
        it has no item, and non-integral matrices are admitted.
    pos_label : {1, 0}
        The label of index 0 (the positive class) when ``n = 2``.

    Returns
    -------
    y_true, y_pred : ndarray of int
    weights : ndarray of float or None
        None unless ``weighted``.

    Raises
    ------
    ValueError
        ``m`` is not integral and ``weighted`` is False.
    TooManyItemsError
        ``m`` counts more than :data:`MAX_EXPANDED_ITEMS` items (a ValueError too).

    Examples
    --------
    >>> y_true, y_pred, _ = label_arrays([[2, 1], [0, 3]])   # TP=2, FP=1, FN=0, TN=3
    >>> y_true.tolist(), y_pred.tolist()
    ([1, 1, 0, 0, 0, 0], [1, 1, 1, 0, 0, 0])
    """
    m = np.asarray(m, dtype=float)
    n = m.shape[-1]
    labels = np.array(class_labels(n, pos_label))
    pred, true = np.divmod(np.arange(n * n), n)  # cell k is m[pred[k], true[k]]
    counts = m.reshape(-1)
    if weighted:
        return labels[true], labels[pred], counts
    if not np.all(counts == np.round(counts)):
        raise ValueError(f"a label metric needs integer counts; got m={m.tolist()}")
    if counts.sum() > MAX_EXPANDED_ITEMS:
        raise TooManyItemsError(f"a label metric expands the matrix into one label per item; it counts "
                                f"{counts.sum():.0f} items, more than the {MAX_EXPANDED_ITEMS} accepted")
    reps = counts.astype(np.int64)
    return np.repeat(labels[true], reps), np.repeat(labels[pred], reps), None


def label_batch(fn, name="", order="target, preds", pos_label=1):
    """A batch function ``(..., n, n) -> (...)`` that calls ``fn(y_true, y_pred)`` once per distinct matrix.

    When ``fn`` accepts ``sample_weight`` (scikit-learn's metrics do), each matrix is passed as ``n * n`` items, one per
    cell, weighted by its count: every one of the ``n`` classes occurs among the labels (a class without items has
    weight 0, so ``fn`` averages over all ``n``), and the metric is defined on the non-integral matrices of prevalence
    scaling and calibration. Otherwise each matrix is expanded into ``m.sum()`` items: a class with no item then does
    not occur at all (``fn`` sees fewer classes), and a non-integral matrix scores NaN.
    A ``fn`` that accepts ``sample_weight`` but ignores it (on a few probe matrices its weighted items score differently
    from the same items one per count) is called without weights, and the generated docstring, the metric's formula,
    says so. An empty matrix scores NaN (there is nothing to label). Warnings ``fn`` raises about undefined values
    (scikit-learn's ``UndefinedMetricWarning``) are silenced; what ``fn`` returns there is its own convention
    (``zero_division=np.nan`` makes it NaN).

    Parameters
    ----------
    fn : callable
        ``fn(y_true, y_pred) -> float``, e.g. ``functools.partial(f1_score, average="macro")``.
    name : str
        The metric's name, for the generated docstring.
    order : str
        ``fn``'s argument order, a key of :data:`ORDERS`: ``"target, preds"`` (scikit-learn's
        ``y_true, y_pred``) or ``"preds, target"`` (torchmetrics').
    pos_label : {1, 0}
        The label ``fn`` treats as the positive class of two classes (index 0 gets it).

    Returns
    -------
    callable
        Vectorised ``(..., n, n) float ndarray -> (...) float ndarray``.

    Examples
    --------
    >>> from functools import partial
    >>> from sklearn.metrics import f1_score
    >>> f1 = label_batch(partial(f1_score, average="binary"))
    >>> float(f1(np.array([[2.0, 1.0], [0.0, 3.0]])))   # 2 TP / (2 TP + FP + FN) = 4/5
    0.8
    """
    call = fn if ORDERS[order] else (lambda y_true, y_pred, **kw: fn(y_pred, y_true, **kw))
    ignored = _ignores_sample_weight(call, pos_label) if _takes_sample_weight(fn) else None
    weighted = _takes_sample_weight(fn) and ignored is None

    known: dict[bytes, float] = {}  # fn is called once per distinct matrix, within a batch and across calls

    def numeric(arr):
        arr = np.asarray(arr, dtype=float)
        flat = arr.reshape(-1, *arr.shape[-2:])
        distinct, where = np.unique(flat.reshape(len(flat), flat.shape[-2] * flat.shape[-1]), axis=0,
                                    return_inverse=True)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            out = np.array([_remembered(known, m, lambda m: _score(call, m, weighted, pos_label))
                            for m in distinct.reshape(-1, *flat.shape[1:])], dtype=float)
        return out[where.reshape(-1)].reshape(arr.shape[:-2])

    numeric.__doc__ = _batch_doc(fn, name, weighted, ignored, order, pos_label)
    numeric.labels_fn = fn
    return numeric


#: How many values of one label metric are remembered (a few MB): each distinct matrix is scored once.
_KNOWN_VALUES = 1 << 17


def _remembered(known, m, score):
    """The value remembered for matrix ``m``, else ``score(m)``, remembered while there is room."""
    key = m.tobytes()
    if key in known:
        return known[key]
    value = score(m)
    if len(known) < _KNOWN_VALUES:
        known[key] = value
    return value


def _score(fn, m, weighted, pos_label):
    """``fn`` on the label arrays of one matrix ``m`` (:func:`label_batch`); NaN for an empty matrix,
    and for a non-integral one when the items are not weighted."""
    if not m.sum() > 0:
        return np.nan
    if not weighted and not np.all(m == np.round(m)):
        return np.nan
    y_true, y_pred, weights = label_arrays(m, weighted, pos_label)
    return float(fn(y_true, y_pred, sample_weight=weights) if weighted else fn(y_true, y_pred))


def _batch_doc(fn, name, weighted, ignored, order, pos_label):
    """The generated docstring of :func:`label_batch`'s function: what ``fn`` is called on (in which argument
    order), and why ``sample_weight`` is not used when ``fn`` ignores it (``ignored``: the probe matrix that shows
    it)."""
    note = (f"; it accepts sample_weight but scores the weighted items of m={ignored} differently from the same "
            "items one per count, so sample_weight is not used") if ignored is not None else ""
    return (
        f"{name or getattr(fn, '__name__', 'metric')} computed by {_describe(fn)}({order}) on the label arrays of m "
        f"({'one item per cell, weighted by its count' if weighted else 'one item per count'}; "
        f"for n = 2, index 0 -> label {pos_label}{note})"
    )


def _takes_sample_weight(fn):
    try:
        return "sample_weight" in inspect.signature(fn).parameters
    except (TypeError, ValueError):  # a builtin without a signature
        return False


#: Matrices on which a function's weighted items are checked against its unweighted ones
#: (every class occurs, so both expansions show it the same classes).
_WEIGHT_PROBES = ([[2, 1], [1, 3]], [[1, 0], [2, 1]], [[3, 1, 0], [1, 2, 1], [0, 2, 1]],
                  [[1, 0, 2], [0, 1, 0], [1, 1, 3]])


def _ignores_sample_weight(fn, pos_label):
    """The first probe matrix where ``fn`` scores the items of m weighted one per cell differently from the
    same items one per count (it accepts ``sample_weight`` but does not use it), or None.

    Probes that ``fn`` cannot score (e.g. a binary-only function on three classes) are passed over.
    """
    for m in _WEIGHT_PROBES:
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                y_true, y_pred, weights = label_arrays(m, True, pos_label)
                with_weights = float(fn(y_true, y_pred, sample_weight=weights))
                y_true, y_pred, _ = label_arrays(m, False, pos_label)
                per_item = float(fn(y_true, y_pred))
        except Exception:  # noqa: BLE001 - user code: a probe it cannot score decides nothing
            continue
        same = ((np.isnan(with_weights) and np.isnan(per_item))
                or abs(with_weights - per_item) <= 1e-9 * max(abs(with_weights), abs(per_item)))
        if not same:
            return m
    return None


def _describe(fn):
    """``f1_score(average='macro')`` for a partial, else the function's qualified name."""
    keywords = getattr(fn, "keywords", None)
    base = getattr(fn, "func", fn)
    text = getattr(base, "__qualname__", repr(base))
    if keywords is not None:
        text += "(" + ", ".join(f"{k}={v!r}" for k, v in keywords.items()) + ")"
    return text


def label_numeric(
    fn: Callable[..., Any] | None, name: str, numeric: Callable[..., Any] | None, symbolic: Callable[..., Any] | None,
    order: str | None = None, pos_label: Any = None,
) -> Callable[..., Any]:
    """The numeric function of ``register(name, labels=fn, order=..., pos_label=...)``; raises if they are not
    usable."""
    from .errors import MetricDefinitionError

    if fn is None:
        raise MetricDefinitionError(
            f"metric {name!r}: order= and pos_label= describe a label function; give it as labels=fn")
    if numeric is not None or symbolic is not None:
        raise MetricDefinitionError(f"metric {name!r}: give labels= alone, not with numeric= or symbolic=")
    if not callable(fn):
        raise MetricDefinitionError(f"labels= of metric {name!r} must be callable fn(y_true, y_pred); got {fn!r}")
    spelled = ("target, preds" if order is None
               else ", ".join(part.strip() for part in order.split(",")) if isinstance(order, str) else None)
    if spelled not in ORDERS:
        raise MetricDefinitionError(f"order= of metric {name!r} is the argument order of labels=fn, "
                                    f"one of {', '.join(map(repr, ORDERS))}; got order={order!r}")
    if pos_label is not None and (isinstance(pos_label, float) or pos_label not in (0, 1)):
        raise MetricDefinitionError(
            f"pos_label= of metric {name!r} is the label fn treats as the positive class of two classes, 0 or 1 "
            f"(index 0 of [[TP, FP], [FN, TN]] gets it, index 1 the other); got pos_label={pos_label!r}"
        )
    return label_batch(fn, name, spelled, 1 if pos_label is None else int(pos_label))
