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

Examples
--------
>>> padded([[0, 1], [1, 0]], 3, 2)
[[0, 1, 0], [1, 0, 0], [0, 0, 2]]
>>> compact = padded([[0, 1], [1, 0]], 1000, 0)
>>> compact["classes"], len(full_matrix(compact)), full_matrix(compact)[1][:3]
(1000, 1000, [1, 0, 0])
"""

from collections.abc import Sequence
from typing import Any

__all__ = ["WRITTEN_OUT", "padded", "is_padded", "full_matrix", "class_count", "matrix_words"]

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
    return form if classes > WRITTEN_OUT else full_matrix(form)


def is_padded(m: Any) -> bool:
    """Whether ``m`` is the compact form of a padded matrix (a dict with the keys ``block``, ``classes``,
    ``added_items``)."""
    return isinstance(m, dict) and set(m) == set(_KEYS)


def full_matrix(m: Any) -> Any:
    """``m`` written out as rows when it is a compact padded matrix; any other value unchanged."""
    if not is_padded(m):
        return m
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
        return str(m)
    extra, items = m["classes"] - len(m["block"]), m["added_items"]
    added = "empty classes" if items == 0 else f"classes of {items} correct item{'s' if items > 1 else ''} each"
    return f"{m['block']} with {extra} {added} added (n = {m['classes']})"
