"""The one exception tree of axiometrics.

Every error raised on purpose by ``metrics``, ``axioms`` or ``reports`` derives from
:class:`AxiometricsError`, so a caller can catch them all at once. Messages repeat the
offending ``name=value`` and say what is accepted instead; :func:`did_you_mean` gives
their closest-name hint and :func:`raised` names the user's ``file:line`` of an exception.
"""

import difflib
import os
import sysconfig
import traceback
from collections.abc import Iterable

__all__ = [
    "AxiometricsError",
    "InvalidMatrixError",
    "TooManyItemsError",
    "UnknownMetricError",
    "DuplicateMetricError",
    "MetricDefinitionError",
    "UnknownPropertyError",
    "DuplicatePropertyError",
    "UsageError",
    "did_you_mean",
    "user_location",
    "raised",
]


class AxiometricsError(Exception):
    """Base class of every error axiometrics raises deliberately."""


class InvalidMatrixError(AxiometricsError, ValueError):
    """A confusion matrix (or a batch of them) is malformed."""


class TooManyItemsError(InvalidMatrixError):
    """A label metric was asked to score a matrix of more items than it expands into label arrays
    (:data:`metrics._labels.MAX_EXPANDED_ITEMS`): its code cannot be run there, which says nothing of its value."""


class UnknownMetricError(AxiometricsError, LookupError):
    """No metric is registered under the requested name."""


class DuplicateMetricError(AxiometricsError, ValueError):
    """A metric name (or alias) is already registered."""


class MetricDefinitionError(AxiometricsError, TypeError):
    """A metric was registered with an inconsistent definition."""


class UnknownPropertyError(AxiometricsError, LookupError):
    """No property has the requested id."""


class DuplicatePropertyError(AxiometricsError, ValueError):
    """A property id is already registered."""


class UsageError(AxiometricsError, ValueError):
    """A function or command was called with an unsupported option."""


def did_you_mean(word: object, known: Iterable[str]) -> str:
    """``" Did you mean: a, b?"`` for the names of ``known`` closest to ``word``, or ``""``.

    Examples
    --------
    >>> did_you_mean("macro_f", ["macro_f1", "accuracy"]), did_you_mean("piv", ["PI", "PIV", "PV"])
    (' Did you mean: macro_f1?', ' Did you mean: PIV?')
    """
    known = list(known)
    by_case = [k for k in known if k.casefold() == str(word).casefold()]  # the same name in other letters' case
    folded = {k.casefold(): k for k in reversed(known)}  # the first of the names that fold alike
    close = by_case or [folded[k] for k in difflib.get_close_matches(str(word).casefold(), list(folded), n=5,
                                                                      cutoff=0.5)]
    return f" Did you mean: {', '.join(close)}?" if close else ""


_OURS = tuple(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), package) + os.sep
              for package in ("metrics", "axioms", "reports"))
_LIBRARIES = tuple({os.path.abspath(path) + os.sep for key in ("stdlib", "platstdlib", "purelib", "platlib")
                    if (path := sysconfig.get_paths().get(key))})


def user_location(exc: BaseException) -> str | None:
    """``"path/to/file.py:12"``: where in the user's code ``exc`` was raised, or None.

    The innermost frame of the traceback outside axiometrics' packages, the standard library
    and installed packages (numpy, sympy, ...): the user's line that called numpy, not numpy's.
    """
    for frame in reversed(traceback.extract_tb(exc.__traceback__)):
        path = os.path.abspath(frame.filename)
        if not path.startswith(_OURS + _LIBRARIES) and not frame.filename.startswith("<frozen"):
            return f"{frame.filename}:{frame.lineno}"
    return None


def raised(exc: BaseException) -> str:
    """``"ValueError: boom (at my_metrics.py:12)"``: an exception of user code, with where it was raised.

    Examples
    --------
    >>> raised(ValueError("boom"))          # never raised: no traceback, no location
    'ValueError: boom'
    """
    where = user_location(exc)
    text = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    return text + (f" (at {where})" if where else "")
