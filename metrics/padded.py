r"""Padded confusion matrices: a small block with classes added that a comparison does not touch.

A counterexample found at n₀ classes and lifted to n classes (:mod:`axioms.every_n.lifting`) is
its block B (n₀ × n₀) with n − n₀ classes added after its own, each holding ``s`` items, all on
its diagonal cell (s = 0: empty classes; orientation as everywhere, rows = predictions):

.. math::

    m = \begin{pmatrix} B & 0 \\ 0 & s\,I_{n - n_0} \end{pmatrix}

Up to :data:`WRITTEN_OUT` classes a record holds the matrix itself, a list of rows. Beyond, it holds
the compact form ``{"block": B, "classes": n, "added_items": s}``: at n = 1,000 that is a dozen
numbers instead of a million, in memory, in the JSON report and in the line of Python that
recomputes it. :func:`full_matrix` writes either form out as rows.

A count that is not a whole number (a counterexample at real counts, such as m λ for λ = 1/2) is
written in a record as the text ``"p/q"`` of the exact fraction it is, so that the record stays
JSON and exact: :func:`record_cells` writes cells that way, :func:`exact_cells` reads them back as
:class:`fractions.Fraction` (as :func:`full_matrix` does), :func:`cells_text` prints them.

Examples
--------
>>> padded([[0, 1], [1, 0]], 3, 2)
[[0, 1, 0], [1, 0, 0], [0, 0, 2]]
>>> compact = padded([[0, 1], [1, 0]], 1000, 0)
>>> compact["classes"], len(full_matrix(compact)), full_matrix(compact)[1][:3]
(1000, 1000, [1, 0, 0])
"""

from collections.abc import Sequence
from fractions import Fraction
from numbers import Number
from typing import Any

__all__ = ["WRITTEN_OUT", "padded", "is_padded", "full_matrix", "class_count", "matrix_words", "record_cells",
           "exact_cells", "cells_text"]

#: The most classes a padded matrix is written out for in a record; a larger one keeps the compact form.
WRITTEN_OUT = 10

_KEYS = ("block", "classes", "added_items")


def padded(block: Sequence[Sequence[Any]], classes: int, added_items: int) -> "list[list[Any]] | dict[str, Any]":
    """``block`` (n₀ × n₀) with ``classes`` − n₀ classes of ``added_items`` items each added after its own:
    the rows up to :data:`WRITTEN_OUT` classes, the compact form beyond."""
    n0 = len(block)
    if classes < n0 or added_items < 0:
        raise ValueError(f"cannot pad a {n0} x {n0} block to {classes} classes of {added_items} items; "
                         f"give classes >= {n0} and items >= 0")
    form = {"block": [list(row) for row in block], "classes": classes, "added_items": added_items}
    return form if classes > WRITTEN_OUT else _rows(form)


def is_padded(m: Any) -> bool:
    """Whether ``m`` is the compact form of a padded matrix (a dict with the keys ``block``, ``classes``,
    ``added_items``)."""
    return isinstance(m, dict) and set(m) == set(_KEYS)


def full_matrix(m: Any) -> Any:
    """``m`` written out as rows when it is a compact padded matrix, its ``"p/q"`` cells read as
    :class:`~fractions.Fraction` (:func:`exact_cells`); any other value unchanged."""
    if not is_padded(m):
        return exact_cells(m) if _has_text(m) else m
    return exact_cells(_rows(m)) if _has_text(m["block"]) else _rows(m)


def _rows(m: Any) -> list[list[Any]]:
    """The compact padded matrix ``m`` written out as rows, its cells as they are."""
    block, classes, items = (m[key] for key in _KEYS)
    n0 = len(block)
    return [*(list(row) + [0] * (classes - n0) for row in block),
            *([0] * i + [items] + [0] * (classes - i - 1) for i in range(n0, classes))]


def class_count(m: Any) -> int:
    """The number of classes of ``m``, a matrix's rows or a compact padded matrix."""
    return int(m["classes"]) if is_padded(m) else len(m)


def matrix_words(m: Any) -> str:
    """``m`` in a sentence: its rows, or its block and the classes added to it.

    >>> matrix_words(padded([[0, 1], [1, 1]], 200, 0))
    '[[0, 1], [1, 1]] with 198 empty classes added (n = 200)'
    """
    if not is_padded(m):
        return cells_text(m) if isinstance(m, (list, tuple)) else str(m)
    extra, items = m["classes"] - len(m["block"]), m["added_items"]
    added = "empty classes" if items == 0 else f"classes of {items} correct item{'s' if items > 1 else ''} each"
    return f"{m['block']} with {extra} {added} added (n = {m['classes']})"


def record_cells(x: Any) -> Any:
    """Counts (nested lists of ints, Fractions, floats holding whole or binary fractions) as a record holds them:
    a whole count as an int, any other as the text ``"p/q"`` of its exact fraction.

    >>> record_cells([[1, Fraction(1, 4)], [0.5, 2.0]])
    [[1, '1/4'], ['1/2', 2]]
    """
    if isinstance(x, (list, tuple)):
        return [record_cells(v) for v in x]
    q = Fraction(x)
    return int(q) if q.denominator == 1 else f"{q.numerator}/{q.denominator}"


def exact_cells(x: Any) -> Any:
    """A record's counts read exactly: each ``"p/q"`` text as a :class:`~fractions.Fraction`, a number as it is; a
    ValueError for any other cell (a record from elsewhere may hold an object or a text that sympy, given it, would
    evaluate as Python).

    >>> exact_cells([[1, '1/4'], [0, 2]])
    [[1, Fraction(1, 4)], [0, 2]]
    """
    if isinstance(x, (list, tuple)):
        return [exact_cells(v) for v in x]
    if isinstance(x, str):
        return Fraction(x)
    if not isinstance(x, Number):
        raise ValueError(f"a recorded count is a number or a 'p/q' text; got {type(x).__name__}")
    return x


def cells_text(x: Any) -> str:
    """Counts as text, each cell as its record writes it (``1``, ``1/4``).

    >>> cells_text([[1, Fraction(1, 4)], [0, 2]])
    '[[1, 1/4], [0, 2]]'
    """
    if isinstance(x, (list, tuple)):
        return "[" + ", ".join(cells_text(v) for v in x) + "]"
    return str(x)  # a Fraction prints as p/q, a record's "p/q" is that text


def _has_text(m: Any) -> bool:
    """Whether the rows ``m`` hold a ``"p/q"`` cell."""
    return isinstance(m, (list, tuple)) and any(isinstance(v, str) for row in m if isinstance(row, (list, tuple))
                                                for v in row)
