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

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
import math
from typing import Any

import sympy

from metrics.bridge import to_sympy_matrix
from metrics.padded import full_matrix, padded
from metrics.structure import CLASSES, COUNTS, Group, class_groups

from axioms.every_n.pieces import needs, per_class_forms, pieces_outside_piecewise
from axioms.every_n.verdicts import structure_of
from axioms.arithmetic.exact import exact_sign
from axioms.arithmetic.rational import cancel

__all__ = [
    "K", "Padding", "PADDINGS", "padded_value", "padded_exact", "padded_matrix", "holds_from", "RELATIONS_OF_SIGN",
    "PairLift", "lift_pair", "lifted_pair_at", "sign_from", "difference_holds_from",
]

#: The number of added classes.
K = sympy.Symbol("k", integer=True, nonnegative=True)

#: How far integers below the last root are checked one by one.
MAX_SMALL_K = 200

#: The relations :func:`holds_from` decides, as tests of a sign (-1, 0, 1).
RELATIONS_OF_SIGN: dict[str, Callable[[int], bool]] = {
    ">0": lambda s: s == 1, "<0": lambda s: s == -1, "!=0": lambda s: s in (-1, 1), ">=0": lambda s: s in (0, 1),
    "<=0": lambda s: s in (-1, 0),
}


@dataclass(frozen=True)
class Padding:
    """Classes added to a matrix: ``"empty"`` (no items) or ``"perfect"`` (``size`` items, all correct)."""

    kind: str
    size: int = 1

    @property
    def items(self) -> int:
        """Items of each added class (all on its diagonal cell)."""
        return 0 if self.kind == "empty" else self.size

    def group(self, k: Any) -> Group:
        """The added classes as one class group of multiplicity ``k``."""
        return Group(self.items, self.items, self.items, k)

    def mass(self, k: Any) -> Any:
        """Items the added classes hold."""
        return self.items * k

    def describe(self) -> str:
        """The padding in words."""
        return ("empty classes (no items)" if self.kind == "empty"
                else f"perfectly classified classes of {self.size} item{'s' if self.size > 1 else ''} each")


#: The paddings a lift tries, in order.
PADDINGS = (Padding("empty"), Padding("perfect", 1))


def padded_value(metric: Any, block: Any, k: Any = K, padding: Padding = PADDINGS[0]) -> Any:
    """The structured ``metric`` at ``block`` (a nested list or sympy Matrix, n₀ x n₀) padded with
    ``k`` classes of ``padding``: a sympy expression in ``k`` (and in the block's symbols, if any);
    ``sympy.nan`` where the padded metric is undefined for every k (an empty class it cannot score)."""
    structure = structure_of(metric)
    if structure is None:
        raise ValueError(f"metric {metric.name!r} has no structure: it is known only at the class counts evaluated")
    padded_groups = _padded_groups(metric, block, k, padding)
    if padded_groups is None:
        return sympy.nan  # a class that never occurs cannot be calibrated
    value = sympy.sympify(structure.value(*padded_groups))
    return sympy.nan if value.has(sympy.nan, sympy.zoo) else value


def _padded_groups(metric: Any, block: Any, k: Any, padding: Padding) -> "tuple[list[Group], Any, Any] | None":
    """``(groups, N, n)`` of ``block`` padded with ``k`` classes of ``padding`` (of its calibrated matrix for a
    calibrated variant; None where that has a class that never occurs)."""
    M = block if isinstance(block, sympy.MatrixBase) else to_sympy_matrix(block)
    n0 = M.shape[0]
    total = sum(M) + padding.mass(k)
    if metric.calibrated_from is None:
        return [*class_groups(M), padding.group(k)], total, n0 + k
    columns = [sum(M.col(j)) for j in range(n0)]
    if padding.kind == "empty" or any(c == 0 for c in columns):
        return None
    share = total / (n0 + k)  # every calibrated column sums to N / n
    calibrated = sympy.Matrix(n0, n0, lambda i, j: M[i, j] * share / columns[j])
    return [*class_groups(calibrated), Group(share, share, share, k)], total, n0 + k


def padded_exact(metric: Any, block: Any, extra: int, padding: Padding) -> Any:
    """The exact value of the structured ``metric`` at ``block`` padded with ``extra`` classes of ``padding``
    (None where undefined), without building the n x n matrix: :func:`padded_value` at k = ``extra``, the
    structure's formula on the block's class groups and one group of multiplicity ``extra`` — the form
    ``metric.exact`` evaluates on the padded matrix class by class. The cost does not grow with ``extra``.
    Up to :data:`DENSE_RECHECK` classes the value is also computed by ``metric.exact`` on the dense
    padded matrix, an independent re-check: a difference (or one that cannot be decided) raises
    ``ArithmeticError``, so the lemma using it claims nothing.

    Examples
    --------
    >>> from metrics import get
    >>> m = get("macro_precision")  # precisions 2/3, 1 and k perfect classes: (5/3 + k) / (2 + k)
    >>> padded_exact(m, [[2, 1], [0, 1]], 3, Padding("perfect")), m.exact(padded_matrix([[2, 1], [0, 1]], 3,
    ...                                                                                 Padding("perfect")))
    (14/15, 14/15)
    >>> padded_exact(m, [[2, 1], [0, 1]], 998, Padding("perfect"))
    2999/3000
    """
    value = sympy.sympify(padded_value(metric, block, sympy.Integer(extra), padding))
    value = None if value.has(sympy.nan, sympy.zoo, sympy.oo, -sympy.oo) else value
    if len(block) + extra <= DENSE_RECHECK:
        dense = metric.exact(full_matrix(padded_matrix(block, extra, padding)))
        if (dense is None) != (value is None) or (value is not None and exact_sign(dense - value) != 0):
            raise ArithmeticError(f"{metric.name}: the padded formula gives {value} but the padded matrix {dense}, "
                                  f"at {block} with {extra} {padding}")
    return value


#: The class count up to which :func:`padded_exact` re-checks its formula on the dense padded matrix.
DENSE_RECHECK = 12


def padded_matrix(block: Any, extra: int, padding: Padding) -> "list[list[Any]] | dict[str, Any]":
    """The integer matrix ``block`` with ``extra`` classes of ``padding`` added after its own, as a record holds it
    (:func:`metrics.padded.padded`: its rows up to 10 classes, the compact form beyond)."""
    return padded(block, len(block) + extra, padding.items)


@lru_cache(maxsize=4096)
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
    d = sympy.sympify(d)
    if any(not p.exp.is_Integer and p.has(K) for p in d.atoms(sympy.Pow)):
        return None  # a root of k is left a root by cancel (sqrt(k)·sqrt(k) is k already): no rational function of k
    d = cancel(d, together=True)
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
    beyond = k0 if last_root == -math.inf else max(k0, math.floor(last_root) + 1)
    if beyond - k0 > MAX_SMALL_K:
        return None
    holds_at = _sign_test(d, num, den, test)
    if not holds_at(beyond):
        return None
    start = beyond
    while start - 1 >= k0 and holds_at(start - 1):
        start -= 1
    return start


def _sign_test(d: Any, num: Any, den: Any, test: Any) -> Any:
    """``k ↦ test(sign d(k))`` (False where ``den(k) = 0``); d = num/den with rational coefficients
    evaluated as the two polynomials at the integer k (Horner, exact), not by substituting k into
    the expression d (the same rational number, many times faster on the long polynomials of a lemma)."""
    try:
        polys = sympy.Poly(num, K), sympy.Poly(den, K)
    except sympy.PolynomialError:
        polys = None
    if polys is None or any(q.get_domain() not in (sympy.ZZ, sympy.QQ) for q in polys):
        return lambda k: _holds_at(d, den, k, test)
    top, bottom = polys

    def holds_at(k: int) -> bool:
        b = bottom.eval(k)
        if b == 0:
            return False
        return bool(test(int(sympy.sign(top.eval(k) * b))))

    return holds_at


def _holds_at(d: Any, den: Any, k: int, test: Any) -> bool:
    if den.subs(K, k) == 0:
        return False
    return bool(test(int(sympy.sign(d.subs(K, k)))))


@dataclass(frozen=True)
class PairLift:
    """A pair counterexample that lifts: padded with k ≥ ``k_start`` classes of ``padding``, the
    difference ``metric(after) − metric(before)`` is ``difference`` (a formula in k) and keeps the
    relation the counterexample needs."""

    padding: Padding
    k_start: int
    difference: Any
    n0: int
    squared: bool = False

    @property
    def start(self) -> int:
        """The class count from which the lifted counterexample holds."""
        return self.n0 + self.k_start

    def method(self) -> str:
        """The lemma, its hypothesis as checked, in words."""
        padded = (f"the counterexample at n = {self.n0} padded with n − {self.n0} {self.padding.describe()} "
                  "(axioms.every_n.lifting); ")
        if self.squared:
            return padded + (
                f"the signs of metric(after) and metric(before) certified for every integer k ≥ {self.k_start}, "
                f"and where they agree their squares' difference {sympy.sstr(self.difference)} "
                f"(k = n − {self.n0} added classes) has the sign that gives "
                "metric(after) − metric(before) the needed one (exact root isolation)"
            )
        return padded + (
            f"metric(after) − metric(before) = {sympy.sstr(self.difference)} with k = n − {self.n0} added classes, "
            f"of the needed sign for every integer k ≥ {self.k_start} (exact root isolation)"
        )


def lift_pair(metric: Any, before: list[list[Any]], after: list[list[Any]], relation: str) -> "PairLift | None":
    """The first padding (:data:`PADDINGS`) under which ``metric(after) − metric(before)`` keeps
    ``relation`` (``"<0"``, ``">0"``, ``"!=0"``) for every number of added classes from some k on,
    starting from the base (k = 0) when it can; None when no padding lifts the pair.

    Examples
    --------
    Macro precision is not prevalence invariant (Opitz Table 5): doubling class 1's column of
    [[2, 1], [0, 1]] lowers it from (2/3 + 1)/2 = 5/6 to (1/2 + 1)/2 = 3/4, and it still lowers it
    with any number k of perfect classes added:

    >>> from metrics import get
    >>> lift = lift_pair(get("macro_precision"), [[2, 1], [0, 1]], [[2, 2], [0, 2]], "!=0")
    >>> lift.padding.kind, lift.start, lift.difference
    ('perfect', 2, -1/(6*(k + 2)))
    """
    for padding in PADDINGS:
        a, b = padded_value(metric, after, K, padding), padded_value(metric, before, K, padding)
        defined = [k for k in (_defined_from(metric, block, padding) for block in (before, after)) if k is not None]
        if a.has(sympy.nan) or b.has(sympy.nan) or len(defined) < 2:
            continue
        d = a - b
        k_start = holds_from(d, relation)
        if k_start is not None:
            return PairLift(padding, max(k_start, *defined), sympy.factor(d), len(before))
        k_start = difference_holds_from(a, b, relation)
        if k_start is not None:
            return PairLift(padding, max(k_start, *defined), sympy.factor(cancel(a**2 - b**2, together=True)),
                            len(before), squared=True)
    return None


def _defined_from(metric: Any, block: Any, padding: Padding) -> "int | None":
    """The smallest k_s from which every per-class piece of the structure (:mod:`axioms.every_n.pieces`) is defined
    at every class of ``block`` padded with k ≥ k_s classes of ``padding``, read before sympy combines them:
    (n − 5)/(n − 5) over a padded class of one item is 1 to sympy once its counts are in, yet 0/0 at n = 5. None
    when a piece cannot be read so."""
    padded_groups = _padded_groups(metric, block, K, padding)
    if padded_groups is None:
        return None
    groups, total, n = padded_groups
    start = 0
    for piece in (p for h in per_class_forms(structure_of(metric)) for p in pieces_outside_piecewise(h)):
        wanted = needs(piece)
        if wanted is None:
            return None
        for relation, base in wanted:
            for g in groups:
                k_s = holds_from(base.xreplace(dict(zip(COUNTS, (g.c, g.r, g.t, total))) | {CLASSES: n}), relation)
                if k_s is None:
                    return None
                start = max(start, k_s)
    return start


def _rational_in_k(e: Any) -> bool:
    return all(p.exp.is_Integer for p in sympy.together(e).atoms(sympy.Pow))


def sign_from(e: Any) -> "tuple[int, int] | None":
    """``(sign, k_s)``: ``e(k)`` has that sign (+1 or −1) for every integer k ≥ k_s, decided exactly; None if
    undecided.

    A factor :math:`b^q` with q a non-integer rational (a square root, say) is positive wherever it
    is real, defined and b > 0, so it is dropped once ``b > 0`` is certified for every k from some
    k on; the rest must be a rational function of k (:func:`holds_from`).

    Examples
    --------
    >>> sign_from((K - 2) / sympy.sqrt(K + 1)), sign_from(-sympy.sqrt(K**2 + 1))
    ((1, 3), (-1, 0))
    """
    num, den = sympy.fraction(sympy.together(e))
    starts: list[int | None] = [0]
    kept = []
    for part in (num, den):
        factors = []
        for factor in sympy.Mul.make_args(part):
            if factor.is_Pow and factor.exp.is_Rational and not factor.exp.is_Integer:
                starts.append(holds_from(factor.base, ">0"))
            else:
                factors.append(factor)
        kept.append(sympy.Mul(*factors))
    rest = kept[0] / kept[1]
    for sign, relation in ((1, ">0"), (-1, "<0")):
        k = holds_from(rest, relation)
        if k is not None and None not in starts:
            return sign, max([k, *(x for x in starts if x is not None)])
    return None


def difference_holds_from(a: Any, b: Any, relation: str) -> "int | None":
    """:func:`holds_from` for ``a − b`` when a and b carry square roots but ``a²`` and ``b²`` are rational
    functions of k: the sign of a − b is that of a² − b² when both are positive, of b² − a² when both are
    negative, and a's sign when their signs differ (:func:`sign_from` decides each sign for every k)."""
    signs = sign_from(a), sign_from(b)
    if None in signs:
        return None
    # a product of roots squares factor by factor
    a2, b2 = cancel(a**2, together=True), cancel(b**2, together=True)
    if not (_rational_in_k(a2) and _rational_in_k(b2)):
        return None
    (sa, ka), (sb, kb) = signs  # type: ignore[misc]
    if sa == sb:
        k = holds_from(a2 - b2 if sa > 0 else b2 - a2, relation)
        return None if k is None else max(k, ka, kb)
    return max(ka, kb) if RELATIONS_OF_SIGN[relation](sa) else None


def lifted_pair_at(
    metric: Any, lift: PairLift, before: list[list[Any]], after: list[list[Any]], n: int, relation: str
) -> "dict[str, Any] | None":
    """The lifted pair at ``n`` classes as a counterexample record (integer matrices, exact values,
    ``verified="exact"``), re-checked exactly (:func:`padded_exact`); None when the exact values do not keep
    ``relation``."""
    extra = n - lift.n0
    if extra < lift.k_start:
        return None
    b, a = padded_matrix(before, extra, lift.padding), padded_matrix(after, extra, lift.padding)
    vb, va = padded_exact(metric, before, extra, lift.padding), padded_exact(metric, after, extra, lift.padding)
    if vb is None or va is None:
        return None
    sign = exact_sign(va - vb)
    if sign is None or not RELATIONS_OF_SIGN[relation](sign):
        return None
    return {"before": b, "after": a, "values": [_text(vb), _text(va)], "verified": "exact", "lifted_from": lift.n0,
            "padding": lift.padding.describe()}


def _text(value: Any) -> str:
    return str(value) if value.is_Rational else f"{sympy.sstr(value)} (≈ {float(value):.6g})"
