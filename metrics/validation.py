"""Validation in one place, with messages that say what was wrong, what is accepted and the closest accepted names.

- confusion matrices: :func:`as_confusion`, :func:`check_counts`, :func:`counts_look_valid`;
- a declared decomposition: :func:`validated_decomposition`;
- arguments of the API and options of the command line (in the spirit of Hypothesis'
  ``internal/validation.py``): :func:`check_choice` (one of a list of names, with did-you-mean),
  :func:`check_integer` (an integer at least a bound), :func:`check_class_counts` (the class counts to
  check, within :data:`MAX_CLASS_COUNT`), :func:`check_seconds` (a finite positive
  duration), :func:`check_selectable_name` (a metric name ``--metrics a,b`` can select). Each raises
  :class:`metrics.errors.UsageError` (``check_choice``: or the error class given; a name:
  :class:`metrics.errors.MetricDefinitionError`).
"""

from fractions import Fraction
import math
from typing import Any, NoReturn

import numpy as np
import sympy
from numpy.typing import ArrayLike, NDArray

from collections.abc import Iterable

from .errors import AxiometricsError, InvalidMatrixError, MetricDefinitionError, UsageError, did_you_mean

__all__ = ["as_confusion", "check_counts", "counts_look_valid", "validated_decomposition", "check_choice",
           "check_integer", "check_class_counts", "MAX_CLASS_COUNT", "check_seconds", "check_selectable_name"]

_ACCEPTED = (
    "a nested list or array of nonnegative finite counts with shape (n, n) or a batch "
    "(..., n, n), n >= 2, rows = predictions, columns = truth"
)


def _fail(problem: str) -> NoReturn:
    raise InvalidMatrixError(f"{problem}. Accepted: {_ACCEPTED}.") from None


def as_confusion(m: ArrayLike, *, binary: bool = False, name: str = "m",
                 check_values: bool = True, min_classes: int = 2) -> NDArray[np.float64]:
    """Return ``m`` as a float array of shape ``(..., n, n)``, or raise :class:`InvalidMatrixError`.

    Parameters
    ----------
    m : array_like
        One confusion matrix or a batch of them, ``m[..., i, j]`` = items predicted ``i``
        whose true class is ``j``. scikit-learn's ``confusion_matrix`` is the transpose.
    binary : bool
        Require ``n == 2`` (index 0 is the positive class: ``[[TP, FP], [FN, TN]]``).
    name : str
        Name used in error messages.
    min_classes : int
        The fewest classes accepted (a metric registered with ``min_classes``; at least 2).
    check_values : bool
        Also check that every entry is finite and nonnegative (else the caller does,
        e.g. chunk by chunk with :func:`check_counts`).

    Examples
    --------
    >>> as_confusion([[1, 2], [3, 4]]).dtype
    dtype('float64')
    >>> as_confusion([[1, -2], [3, 4]])
    Traceback (most recent call last):
    ...
    metrics.errors.InvalidMatrixError: ...
    """
    try:
        arr = np.asarray(m)
    except ValueError as exc:  # ragged nested lists
        _fail(f"{name} is not a rectangular array ({exc})")
    if arr.dtype == object:
        try:
            arr = arr.astype(float)
        except (TypeError, ValueError):
            _fail(f"{name} has non-numeric entries (dtype=object)")
    if arr.dtype.kind not in "iuf":
        _fail(f"{name} must hold real numbers; got dtype={arr.dtype}")
    if arr.size == 0 and arr.ndim < 3:  # an empty batch (0, n, n) is fine: no values
        _fail(f"{name} is empty (shape={arr.shape})")
    if arr.ndim < 2:
        _fail(f"{name} must have shape (..., n, n); got shape={arr.shape}")
    if arr.shape[-1] != arr.shape[-2]:
        _fail(f"{name} must be square in its last two axes; got shape={arr.shape}")
    n = arr.shape[-1]
    if n < max(2, min_classes):
        _fail(f"{name} needs at least {max(2, min_classes)} classes; got n={n}"
              + (f" (registered with min_classes={min_classes})" if min_classes > 2 else ""))
    if binary and n != 2:
        _fail(f"this metric is binary and needs n=2 ([[TP, FP], [FN, TN]]); got n={n}")
    arr = arr.astype(float, copy=False)
    if check_values:
        check_counts(arr, name)
    return arr


def check_counts(arr: NDArray[np.float64], name: str = "m") -> None:
    """Raise :class:`InvalidMatrixError` naming the first non-finite or negative entry."""
    if not np.isfinite(arr).all():
        where = tuple(int(i) for i in np.argwhere(~np.isfinite(arr))[0])
        _fail(f"{name} has a non-finite entry: {name}[{', '.join(map(str, where))}]={arr[where]}")
    if (arr < 0).any():
        where = tuple(int(i) for i in np.argwhere(arr < 0)[0])
        _fail(f"{name} has a negative entry: {name}[{', '.join(map(str, where))}]={arr[where]:g}")


def counts_look_valid(arr: NDArray[np.float64]) -> bool:
    """Cheap test (two reductions) that passes for every valid array; a False calls for :func:`check_counts`."""
    with np.errstate(over="ignore", invalid="ignore"):
        return bool(arr.min() >= 0) and bool(np.isfinite(arr.sum()))


def validated_decomposition(name: str, declared: Any) -> dict[str, Any] | None:
    """``{"p": p}`` with p an exact real number, or None; anything else is an error."""
    if declared is None:
        return None
    how = ("decomposition={'p': <real number>} (the exponent of Opitz's Eq. 4: 1 arithmetic, 0 geometric, "
           "-1 harmonic mean)")
    if not isinstance(declared, dict) or set(declared) != {"p"}:
        raise MetricDefinitionError(f"metric {name!r}: expected {how}; got decomposition={declared!r}")
    p = declared["p"]
    if (isinstance(p, bool) or not isinstance(p, (int, float, Fraction, sympy.Rational))
            or (isinstance(p, float) and not math.isfinite(p))):
        raise MetricDefinitionError(f"metric {name!r}: expected {how}; got p={p!r}")
    return {"p": sympy.Rational(repr(p)) if isinstance(p, float) else sympy.Rational(p)}


def check_choice(value: Any, accepted: Iterable[str], what: str, error: type[AxiometricsError] = UsageError) -> str:
    """``value`` when it is one of ``accepted``; else ``error`` naming it, the closest accepted names and all of them.

    ``what`` names the argument as the user wrote it: ``"format"`` (API) or ``"--format"`` (command line).

    >>> check_choice("csv", ["markdown", "csv"], "format")
    'csv'
    >>> check_choice("markdwn", ["markdown", "csv"], "format")
    Traceback (most recent call last):
    ...
    metrics.errors.UsageError: unknown format='markdwn'. Did you mean: markdown? Accepted: markdown, csv
    """
    names = list(accepted)
    if isinstance(value, str) and value in names:
        return value
    raise error(f"unknown {what}={value!r}.{did_you_mean(value, names)} Accepted: {', '.join(names)}")


def check_integer(value: Any, what: str, minimum: int, maximum: "int | None" = None) -> int:
    """``value`` when it is an integer ``>= minimum`` (and ``<= maximum`` when given; bools are not integers here);
    else a :class:`UsageError` saying so.

    >>> check_integer(2, "--jobs", 1)
    2
    >>> check_integer(0, "--jobs", 1)
    Traceback (most recent call last):
    ...
    metrics.errors.UsageError: --jobs must be an integer >= 1; got --jobs=0
    >>> check_integer(10**12, "--pairs", 0, maximum=10**6)
    Traceback (most recent call last):
    ...
    metrics.errors.UsageError: --pairs must be an integer from 0 to 1000000; got --pairs=1000000000000
    """
    if (isinstance(value, (int, np.integer)) and not isinstance(value, bool) and value >= minimum
            and (maximum is None or value <= maximum)):
        return int(value)
    accepted = f">= {minimum}" if maximum is None else f"from {minimum} to {maximum}"
    raise UsageError(f"{what} must be an integer {accepted}; got {what}={value!r}")


#: The largest class count checked: the metric's numeric code is evaluated on batches of dense n x n float64
#: matrices, 200 MB each at n = 5,000 (a batch of five: 1 GB), 80 GB each at n = 100,000.
MAX_CLASS_COUNT = 5_000


def check_class_counts(values: Any, what: str) -> tuple[int, ...]:
    """The distinct class counts in ``values``, sorted, when each is an integer from 2 to :data:`MAX_CLASS_COUNT`;
    else a :class:`UsageError` saying so.

    >>> check_class_counts([3, 2, 3], "classes")
    (2, 3)
    >>> check_class_counts([2, 100000], "--classes")
    Traceback (most recent call last):
    ...
    metrics.errors.UsageError: --classes must be integers from 2 to 5000 ...
    """
    try:
        counts = tuple(sorted({check_integer(n, what, 2) for n in values}))
    except (TypeError, UsageError):
        counts = ()
    if counts and counts[-1] <= MAX_CLASS_COUNT:
        return counts
    why = (f" (a metric's code is evaluated on dense n x n matrices, {MAX_CLASS_COUNT**2 * 8 // 10**6} MB each at "
           f"n = {MAX_CLASS_COUNT}; a verdict for every n is proved from small n, as --classes 2,3 does)"
           if counts else "")
    raise UsageError(f"{what} must be integers from 2 to {MAX_CLASS_COUNT}{why}; got {what}={values!r}")


def check_seconds(value: Any, what: str) -> float:
    """``value`` when it is a finite positive number of seconds; else a :class:`UsageError` saying so.

    >>> check_seconds(2.5, "--timeout")
    2.5
    >>> check_seconds(float("inf"), "--timeout")
    Traceback (most recent call last):
    ...
    metrics.errors.UsageError: --timeout must be a finite positive number of seconds; got --timeout=inf
    """
    if isinstance(value, (int, float, np.floating)) and not isinstance(value, bool) and 0 < value < math.inf:
        return float(value)
    raise UsageError(f"{what} must be a finite positive number of seconds; got {what}={value!r}")


def check_selectable_name(key: str) -> None:
    """A registered name (or alias) must be selectable on the command line (``--metrics a,b``)."""
    if any(c in key for c in ",|\n\r") or key.endswith("~") or key != key.strip():
        raise MetricDefinitionError(
            f"metric name {key!r} cannot be selected with --metrics: it must not contain commas, '|' or "
            "line breaks, start or end with spaces, or end with '~' (which names a calibrated variant)"
        )
    hidden = [c for c in key if not c.isprintable()]
    if hidden:
        raise MetricDefinitionError(
            f"metric name {key!r} holds the invisible or control characters "
            f"{', '.join(f'U+{ord(c):04X}' for c in hidden)} (a NUL, a bidirectional override such as U+202E) "
            "that would be written raw into every report; use printable characters"
        )
