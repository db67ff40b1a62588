"""The cell sets PIII's criterion looks at: the minimal sets of cells no single class covers.

Opitz's Eq. 4 makes the metric a p-mean of per-class scores, so ψ_p(metric) is a sum of terms that
each read one class's row and column; a mixed difference (or partial) over cells that no class
covers together must vanish. The minimal such sets are class-disjoint cell pairs and triangles
(:func:`uncovered_sets`); their number grows like n⁴, so at large n only those among the first
classes are screened (:func:`screened_classes`).
"""

from itertools import combinations, product

__all__ = ["uncovered_sets", "screened_classes", "MAX_CELL_SETS"]

#: A set of cells ``(i, j)`` (a class-disjoint pair or a triangle), in the annotations of PIII's modules.
CellSet = tuple[tuple[int, int], ...]


def uncovered_sets(n: int, classes: int | None = None) -> list[CellSet]:
    """The minimal sets of cells that no single class covers: class-disjoint pairs, then triangles;
    with ``classes``, only those whose cells lie among the first ``classes`` classes."""
    k = n if classes is None else classes
    cells = [(i, j) for i in range(k) for j in range(k)]
    pairs: list[CellSet] = [(a, b) for a, b in combinations(cells, 2) if not set(a) & set(b)]
    triangles: list[CellSet] = []
    for x, y, z in combinations(range(k), 3):
        for a, b, c in product(((x, y), (y, x)), ((y, z), (z, y)), ((z, x), (x, z))):
            triangles.append((a, b, c))
    return pairs + triangles


#: The most cell sets the finite differences screen at one class count (their number grows like n⁴:
#: three million at n = 50, and a float batch per set).
MAX_CELL_SETS = 2000


def screened_classes(n: int) -> int:
    """The first k classes whose cell sets the finite differences screen at n: every class while their
    :func:`uncovered_sets` number at most :data:`MAX_CELL_SETS` (n ≤ 8), else the most that fit (8). A set
    touches at most four classes, so for a metric that treats the classes alike (the same-formula
    reading checks relabelling first) every set is one of these up to relabelling.

    Examples
    --------
    >>> screened_classes(3), screened_classes(8), screened_classes(50)
    (3, 8, 8)
    """
    k = 2
    while k < n and len(uncovered_sets(k + 1)) <= MAX_CELL_SETS:
        k += 1
    return k
