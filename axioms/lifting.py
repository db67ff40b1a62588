r"""Padding lemmas: a matrix at n classes, padded with k more, as a formula in k.

**Padding.** A matrix ``B`` at n₀ classes becomes one at n₀ + k classes by adding k classes
the comparison does not touch: *empty* ones (all-zero rows and columns) or *perfect* ones
(``size`` items each, all correct). For a structured metric (:mod:`metrics.structure`) the
added classes form one class group of multiplicity k, so the padded metric value is an
explicit expression in the symbol k (:func:`padded_value`); for a calibrated variant the
padded matrix is calibrated first (every column scaled to sum N/(n₀ + k); the added classes
must then be perfect, since an empty class cannot be calibrated).

**Lemma (lifting a comparison).** Let d(k) be the difference of the metric at two padded
matrices (or any quantity built from padded values) and a rational function of k. If d has
no real root and no pole beyond R, its sign at every integer k > R is its sign at
⌊R⌋ + 1; the integers 0 ≤ k ≤ R are checked one by one, exactly. :func:`holds_from` thus
decides, for every integer k ≥ k₀, whether ``d(k) > 0`` (``< 0``, ``≠ 0``) and returns the
smallest k from which it holds for good. *Proof*: a polynomial's sign is constant between
consecutive real roots (Sturm / isolating intervals, computed exactly by sympy). Padding
does not always preserve a failure: where the added classes change weights or totals the
comparison depends on (prevalence-weighted averages, metrics of N), d(k) may shrink, change
sign or vanish at one k, and then the lift starts later or not at all — the lemma says which.

Examples
--------
Macro precision at [[2, 1], [0, 1]] (P = 2/3 and 1, mean 5/6), padded with k perfect classes:

>>> from metrics import get
>>> padded_value(get("macro_precision"), [[2, 1], [0, 1]], K, Padding("perfect"))
(k + 5/3)/(k + 2)
>>> holds_from(padded_value(get("macro_precision"), [[2, 1], [0, 1]], K, Padding("perfect")) - 1, "<0")
0
"""

from dataclasses import dataclass
import math
from typing import Any

import sympy

from metrics.bridge import to_sympy_matrix
from metrics.structure import Group, class_groups

from .every_n import structure_of
from .exact import exact_sign

__all__ = ["K", "Padding", "PADDINGS", "padded_value", "padded_matrix", "holds_from", "RELATIONS_OF_SIGN"]

#: The number of added classes.
K = sympy.Symbol("k", integer=True, nonnegative=True)

#: How far integers below the last root are checked one by one.
MAX_SMALL_K = 200

#: The relations :func:`holds_from` decides, as tests of a sign (-1, 0, 1).
RELATIONS_OF_SIGN = {">0": lambda s: s == 1, "<0": lambda s: s == -1, "!=0": lambda s: s in (-1, 1), ">=0": lambda s: s in (0, 1), "<=0": lambda s: s in (-1, 0)}


@dataclass(frozen=True)
class Padding:
    """Classes added to a matrix: ``"empty"`` (no items) or ``"perfect"`` (``size`` items, all correct)."""

    kind: str
    size: int = 1

    def group(self, k: Any) -> Group:
        """The added classes as one class group of multiplicity ``k``."""
        a = 0 if self.kind == "empty" else self.size
        return Group(a, a, a, k)

    def mass(self, k: Any) -> Any:
        """Items the added classes hold."""
        return 0 if self.kind == "empty" else self.size * k

    def describe(self) -> str:
        """The padding in words."""
        return "empty classes (no items)" if self.kind == "empty" else f"perfectly classified classes of {self.size} item{'s' if self.size > 1 else ''} each"


#: The paddings a lift tries, in order.
PADDINGS = (Padding("empty"), Padding("perfect", 1))


def padded_value(metric: Any, block: Any, k: Any = K, padding: Padding = PADDINGS[0]) -> Any:
    """The structured ``metric`` at ``block`` (a nested list or sympy Matrix, n₀ x n₀) padded with
    ``k`` classes of ``padding``: a sympy expression in ``k`` (and in the block's symbols, if any);
    ``sympy.nan`` where the padded metric is undefined for every k (an empty class it cannot score)."""
    structure = structure_of(metric)
    if structure is None:
        raise ValueError(f"metric {metric.name!r} has no structure: it is known only at the class counts evaluated")
    M = block if isinstance(block, sympy.MatrixBase) else to_sympy_matrix(block)
    n0 = M.shape[0]
    total = sum(M) + padding.mass(k)
    if metric.calibrated_from is None:
        groups = [*class_groups(M), padding.group(k)]
    else:
        columns = [sum(M.col(j)) for j in range(n0)]
        if padding.kind == "empty" or any(c == 0 for c in columns):
            return sympy.nan  # a class that never occurs cannot be calibrated
        share = total / (n0 + k)  # every calibrated column sums to N / n
        calibrated = sympy.Matrix(n0, n0, lambda i, j: M[i, j] * share / columns[j])
        groups = [*class_groups(calibrated), Group(share, share, share, k)]
    value = sympy.sympify(structure.value(groups, total, n0 + k))
    return sympy.nan if value.has(sympy.nan, sympy.zoo) else value


def padded_matrix(block: Any, extra: int, padding: Padding) -> list[list[Any]]:
    """The integer matrix ``block`` with ``extra`` classes of ``padding`` added after its own."""
    n0 = len(block)
    a = 0 if padding.kind == "empty" else padding.size
    rows = [[*row, *([0] * extra)] for row in block]
    rows += [[0] * n0 + [a if i == j else 0 for j in range(extra)] for i in range(extra)]
    return rows


def holds_from(d: Any, relation: str, k0: int = 0) -> "int | None":
    """The smallest integer ``k_s >= k0`` with ``relation`` (``">0"``, ``"<0"``, ``"!=0"``, ...) true
    of ``d(k)`` for every integer k ≥ k_s, decided exactly; None when ``d`` is not a rational
    function of :data:`K` with rational coefficients, or no such k_s is found below the last root
    plus :data:`MAX_SMALL_K`.

    Examples
    --------
    >>> holds_from((K - 3) / (K + 1), ">0"), holds_from(K**2 - 5 * K + 6, ">0"), holds_from(sympy.Integer(-1), "<0")
    (4, 4, 0)
    """
    test = RELATIONS_OF_SIGN[relation]
    d = sympy.cancel(sympy.together(sympy.sympify(d)))
    if d.has(sympy.nan, sympy.zoo, sympy.oo):
        return None
    if not d.has(K):
        sign = exact_sign(d)
        return k0 if sign is not None and test(sign) else None
    num, den = sympy.fraction(d)
    try:
        product = sympy.Poly(sympy.expand(num * den), K)
    except sympy.PolynomialError:
        return None
    if product.get_domain() not in (sympy.ZZ, sympy.QQ):
        return None
    last_root = max((float(b) for (_, b), _ in product.intervals()), default=-math.inf)
    beyond = max(k0, math.floor(last_root) + 1)
    if beyond - k0 > MAX_SMALL_K or not _holds_at(d, den, beyond, test):
        return None
    start = beyond
    while start - 1 >= k0 and _holds_at(d, den, start - 1, test):
        start -= 1
    return start


def _holds_at(d: Any, den: Any, k: int, test: Any) -> bool:
    if den.subs(K, k) == 0:
        return False
    return bool(test(int(sympy.sign(d.subs(K, k)))))
