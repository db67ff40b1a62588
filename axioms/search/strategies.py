"""A Hypothesis strategy of confusion matrices, for users' own property tests.

Hypothesis is an optional dependency (``pip install "axiometrics[hypothesis]"``); it is
imported when the strategy is built.
"""

from numbers import Integral
from typing import Any

__all__ = ["confusion_matrices"]


def confusion_matrices(n: int = 3, max_count: int = 20, min_total: int = 1, *, as_array: bool = False) -> Any:
    """Hypothesis strategy of integer confusion matrices ``m[i][j]`` = items predicted ``i`` whose true class is ``j``.

    Rows are predictions, columns truth (scikit-learn's ``confusion_matrix`` is the
    transpose); for ``n = 2``, ``m = [[TP, FP], [FN, TN]]``. Every cell is drawn from
    ``0..max_count``; a draw whose total is below ``min_total`` is topped up cell by cell,
    first cells first, up to ``max_count`` each (so no draw is rejected). Examples shrink
    towards small counts. Arguments are validated like Hypothesis' own strategies: a bad one raises
    ``hypothesis.errors.InvalidArgument`` when the strategy is built.

    Parameters
    ----------
    n : int
        Number of classes, at least 2.
    max_count : int
        Largest cell count, at least 0 (at least 1 when ``min_total`` > 0).
    min_total : int
        Smallest number of items, ``0 <= min_total <= n * n * max_count``.
    as_array : bool
        Yield ``numpy`` int64 arrays of shape ``(n, n)`` instead of lists of lists.

    Returns
    -------
    hypothesis.strategies.SearchStrategy

    Examples
    --------
    >>> import metrics
    >>> from hypothesis import given
    >>> @given(confusion_matrices(n=3, as_array=True))
    ... def test_accuracy_is_a_fraction(m):
    ...     assert m.shape == (3, 3) and 0 <= metrics.get("accuracy")(m) <= 1
    >>> test_accuracy_is_a_fraction()
    >>> confusion_matrices(n=1)
    Traceback (most recent call last):
    ...
    hypothesis.errors.InvalidArgument: n=1 must be an integer >= 2 (a confusion matrix has at least 2 classes)
    """
    try:
        from hypothesis import strategies as st
        from hypothesis.errors import InvalidArgument
    except ImportError:
        raise ImportError('axioms.confusion_matrices needs Hypothesis: pip install "axiometrics[hypothesis]"') from None
    for label, value, low in (("n", n, 2), ("max_count", max_count, 0), ("min_total", min_total, 0)):
        if isinstance(value, bool) or not isinstance(value, Integral) or value < low:
            what = " (a confusion matrix has at least 2 classes)" if label == "n" else ""
            raise InvalidArgument(f"{label}={value!r} must be an integer >= {low}{what}")
    if min_total > n * n * max_count:
        raise InvalidArgument(
            f"min_total={min_total} exceeds n * n * max_count = {n * n * max_count}: no matrix qualifies")
    cells = st.lists(st.integers(0, max_count), min_size=n * n, max_size=n * n).map(
        lambda xs: _topped_up(xs, max_count, min_total))
    if as_array:
        import numpy as np

        return cells.map(lambda xs: np.array(xs, dtype=np.int64).reshape(n, n))
    return cells.map(lambda xs: [xs[i * n:(i + 1) * n] for i in range(n)])


def _topped_up(cells: list[int], max_count: int, min_total: int) -> list[int]:
    """``cells`` with the shortfall below ``min_total`` added to the first cells, none above ``max_count``."""
    out, missing = list(cells), min_total - sum(cells)
    for k, x in enumerate(out):
        if missing <= 0:
            break
        added = min(max_count - x, missing)
        out[k], missing = x + added, missing - added
    return out
