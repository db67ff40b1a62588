r"""Where an expression is defined, as a function of which cells are positive.

An invariance :math:`\mathrm{metric}(T(m)) = \mathrm{metric}(m)` is proved by an exact zero test of the
difference of the two symbolic forms, which says nothing where a side is undefined: the cancelled
difference of :math:`(x^2 - K^2)/(x - K)` and :math:`x + K` is 0, yet one is undefined at x = K; a branch
``nan`` where :math:`TP > 10^6` cancels against itself, yet the swapped matrix moves TP across 10⁶.
So a proof also needs both sides undefined on the same matrices. Two certificates:

* **scaling** (:func:`scaling_keeps_definedness`): when T multiplies groups of cells by positive factors (PIV's
  columns, RPI's rows, SCI's whole matrix), it suffices that every base of a negative or fractional power is
  homogeneous in each group (it vanishes, or is negative, at T(M) iff at M), every Piecewise condition compares
  equal degrees, and every other function but the total ones reads degree-0 arguments
  (:func:`axioms.arithmetic.homogeneity.homogeneous_degree`), read off the structure;
* **supports** (:func:`defined_supports`): when every denominator, radicand and Piecewise condition is a sum
  of terms of one sign (for nonnegative cells), whether it vanishes depends only on the set S of positive
  cells (:func:`axioms.arithmetic.signs.one_signed`), so definedness is a function of S, evaluated here for
  every S at once (a bit mask per S, vectorised). Positive symbols (the parameters θ of a transformation) are
  positive in every S. A reciprocal (or exp, sign, Heaviside) of a value that may be infinite is not read:
  1/(1 + 1/x) is 1/zoo = 0 at x = 0 to sympy, defined; 0·zoo is nan, so x·y/(x + y) is never infinite.

Both read the form as written (:func:`as_written`), not as sympy simplifies it on symbols. Any other piece
(a condition such as ``TP > 10**6``, a denominator ``x − K``, another function) gives no certificate, and the
proof falls back to search.

Examples
--------
>>> x, y = sympy.symbols("x y", nonnegative=True)
>>> defined_supports(x / (x + y), [x, y]).tolist()  # S = {}, {x}, {y}, {x, y}
[False, True, True, True]
>>> defined_supports((x**2 - 4) / (x - 2), [x, y]) is None  # x − 2 changes sign: no certificate
True
>>> same_definedness(x / (x + y), y / (2 * x + y), [x, y])  # both undefined exactly at S = {}
True
>>> same_definedness(x / (x + y), y / y, [x, y])  # sympy writes y/y as 1, defined at S = {} too
False
>>> same_definedness(y / (x + y), x / (y + 2 * x) + 1 / y, [x, y])  # S = {x}: left defined, right not
False
"""

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from typing import Any, cast

import numpy as np
import sympy

from metrics.bridge import written_form

from axioms.arithmetic.homogeneity import homogeneous_degree
from axioms.arithmetic.signs import one_signed
from axioms.arithmetic.symbolic import expansion_bound

__all__ = ["MAX_CLASSES", "as_written", "defined_supports", "same_definedness", "scaling_keeps_definedness",
           "scaled_groups"]

#: Largest class count whose 2^(n²) supports are enumerated: beyond, no certificate.
MAX_CLASSES = 4

#: Most terms a polynomial read here may expand to (a deterministic budget, as in the sign certificates).
MAX_TERMS = 10**4

#: Functions undefined (nan, zoo, ±oo, or raising) exactly where an argument is.
_PROPAGATING = (sympy.Max, sympy.Min, sympy.Abs, sympy.floor, sympy.ceiling)
#: Functions defined wherever their arguments are, and finite at an infinite one.
_TOTAL = (sympy.sign, sympy.Heaviside, sympy.exp)

_RELATIONS = {sympy.Eq: np.equal, sympy.Ne: np.not_equal, sympy.Gt: np.greater, sympy.Ge: np.greater_equal,
              sympy.Lt: np.less, sympy.Le: np.less_equal}


def _defined_number(e: Any) -> bool:
    return bool(e.is_number) and not e.has(sympy.nan, sympy.zoo, sympy.oo, -sympy.oo)


def _one_signed(p: Any) -> tuple[int, tuple[Any, ...]] | None:
    """:func:`~axioms.arithmetic.signs.one_signed` within :data:`MAX_TERMS`."""
    if expansion_bound(p) > MAX_TERMS:
        raise _NoCertificate(f"{p} expands beyond {MAX_TERMS} terms")
    return one_signed(p)


class _NoCertificate(Exception):
    """A piece whose definedness is not a function of the positive cells (or not read here)."""


class _Supports:
    """Every set S of positive cells, as the bit masks 0 .. 2^cells − 1 (bit i: cell i is positive)."""

    def __init__(self, cells: Sequence[Any]) -> None:
        self.bits = {c: 1 << i for i, c in enumerate(cells)}
        self.S = np.arange(1 << len(cells), dtype=np.int64)
        self._memo: dict[tuple[str, Any], Any] = {}

    def everywhere(self, value: bool) -> Any:
        return np.full(self.S.shape, value)

    def _term_nonzero(self, term: Any) -> Any:
        """Where a term of a one-signed sum is nonzero: each of its cells positive, each radicand nonzero."""
        out = self.everywhere(True)
        for factor in sympy.Mul.make_args(term):
            if factor.is_number:
                continue
            if factor.is_Pow and not factor.exp.is_integer:
                out &= self.nonzero_polynomial(factor.base)
                continue
            if not (factor.is_Symbol or factor.is_Pow and factor.base.is_Symbol and factor.exp.is_positive):
                raise _NoCertificate(f"factor {factor} is no power of a symbol")
            for s in factor.free_symbols:
                if s in self.bits:
                    out &= (self.S & self.bits[s]) != 0
                elif not s.is_positive:
                    raise _NoCertificate(f"symbol {s} is neither a cell nor positive")
        return out

    def nonzero_polynomial(self, p: Any) -> Any:
        """Where ``p`` (free of Piecewise and denominators' zeros) is nonzero; it must be one-signed or a number."""
        if p.is_number:
            return self.everywhere(bool(p != 0))
        signed = _one_signed(p)
        if signed is None:
            raise _NoCertificate(f"{p} may vanish where some cells are positive")
        out = self.everywhere(False)
        for term in signed[1]:
            out |= self._term_nonzero(term)
        return out

    def sign(self, e: Any) -> Any:
        """The sign of ``e`` as an array over S, read where ``e`` is defined (the callers ask that apart)."""
        numerator, denominator = sympy.fraction(sympy.together(e))
        signs = []
        for part in (numerator, denominator):
            if part.is_number:
                signs.append(self.everywhere(True) * int(sympy.sign(part)))
                continue
            signed = _one_signed(part)
            if signed is None:
                raise _NoCertificate(f"the sign of {part} is not a function of the positive cells")
            signs.append(self.nonzero_polynomial(part) * signed[0])
        return signs[0] * signs[1]

    def truth(self, condition: Any) -> tuple[Any, Any]:
        """``(where the condition holds, where it is defined)``."""
        if condition in (True, False, sympy.true, sympy.false):
            return self.everywhere(bool(condition)), self.everywhere(True)
        if isinstance(condition, (sympy.And, sympy.Or, sympy.Not)):
            parts = [self.truth(a) for a in condition.args]
            defined = np.logical_and.reduce([d for _, d in parts])
            if isinstance(condition, sympy.Not):
                return ~parts[0][0], defined
            combine = np.logical_and if isinstance(condition, sympy.And) else np.logical_or
            return combine.reduce([t for t, _ in parts]), defined
        if type(condition) in _RELATIONS:
            # lhs − rhs is read only where both sides are defined (sympy writes s + x − s as x, dropping s's pole)
            sign = self.sign(condition.lhs - condition.rhs)
            defined = self.defined(condition.lhs) & self.defined(condition.rhs)
            holds = _RELATIONS[type(condition)](sign, 0)
            if isinstance(condition, (sympy.Eq, sympy.Ne)) and _defined_number(condition.rhs):
                # sympy's Eq(nan, 0) and Eq(zoo, 0) are False (Ne True): read where the left side is undefined
                return np.where(defined, holds, isinstance(condition, sympy.Ne)), self.everywhere(True)
            return holds, defined
        raise _NoCertificate(f"condition {condition} is not read")

    def _piecewise(self, e: Any) -> Any:
        """Where a Piecewise is defined: its first branch whose condition holds (none holds: undefined)."""
        out, open_ = self.everywhere(False), self.everywhere(True)
        for i, (value, condition) in enumerate(e.args):
            try:
                holds, condition_defined = self.truth(condition)
            except _NoCertificate:
                return out | open_ & self._either_branch(value, condition, e.args[i + 1:])
            if (open_ & ~condition_defined).any():
                raise _NoCertificate(f"condition {condition} is undefined where it is read")
            chosen = open_ & holds
            out |= chosen & self.defined(value)
            open_ &= ~holds
        return out

    def _either_branch(self, value: Any, condition: Any, rest: Any) -> Any:
        """Where ``Piecewise((value, condition), *rest)`` is defined when the condition's truth is not read: where
        its sides are (an order between undefined values raises) and the branches, if both are defined there alike
        (Abs(x − y) as sympy writes it: x − y ≥ 0 chooses between x − y and y − x)."""
        if not rest or type(condition) not in _RELATIONS:
            raise _NoCertificate(f"condition {condition} is not read")
        where = self.defined(value)
        if not (where == self.defined(sympy.Piecewise(*rest))).all():
            raise _NoCertificate(f"condition {condition} is not read and its branches are defined apart")
        if isinstance(condition, (sympy.Eq, sympy.Ne)):
            return where
        return where & self.defined(condition.lhs) & self.defined(condition.rhs)

    def defined(self, e: Any) -> Any:
        """Where ``e`` is defined, as a boolean array over S."""
        return self._remembered("defined", e, self._defined)

    def infinite(self, e: Any) -> Any:
        """Where ``e`` may be zoo or ±oo rather than nan (an over-approximation: 0·zoo is nan, 1/0 is zoo)."""
        return self._remembered("infinite", e, self._infinite)

    def _remembered(self, what: str, e: Any, compute: Any) -> Any:
        if (what, e) not in self._memo:
            self._memo[what, e] = compute(e)
        return self._memo[what, e]

    def _defined(self, e: Any) -> Any:
        if e.has(sympy.nan, sympy.zoo, sympy.oo, -sympy.oo) and (e.is_Atom or e.is_number):
            return self.everywhere(False)
        if e.is_Atom:
            return self.everywhere(True)
        if isinstance(e, sympy.Piecewise):
            return self._piecewise(e)
        if isinstance(e, (sympy.Add, sympy.Mul, *_PROPAGATING)):
            return self._all_defined(e.args)
        if isinstance(e, _TOTAL):  # exp(−oo) is 0, sign(oo) 1: an infinite argument is not read
            self._never_infinite(e.args)
            return self._all_defined(e.args)
        if e.is_Pow:
            out = self.defined(e.base) & self.defined(e.exp)
            if e.exp.is_negative:  # 1/zoo is 0 (1/(1 + 1/x) at x = 0): an infinite base is not read
                self._never_infinite([e.base])
            if not e.exp.is_number:
                raise _NoCertificate(f"exponent {e.exp} is not a number")
            if e.exp.is_negative:
                out &= self._nonzero(e.base)
            if not e.exp.is_integer:
                sign = self.sign(e.base)
                if (out & (sign < 0)).any():
                    raise _NoCertificate(f"radicand {e.base} may be negative")
            return out
        raise _NoCertificate(f"{type(e).__name__} is not read")

    def _all_defined(self, args: Any) -> Any:
        return np.logical_and.reduce([self.defined(a) for a in args] + [self.everywhere(True)])

    def _never_infinite(self, args: Any) -> None:
        for a in args:
            if self.infinite(a).any():
                raise _NoCertificate(f"{a} may be infinite where it is read")

    def _infinite(self, e: Any) -> Any:
        if e in (sympy.zoo, sympy.oo, -sympy.oo):
            return self.everywhere(True)
        if e.is_Atom:
            return self.everywhere(False)
        if e.is_Pow and e.exp.is_negative:
            return self.defined(e.base) & ~self._nonzero(e.base)
        if e.is_Pow or isinstance(e, (sympy.Add, sympy.Piecewise, sympy.Abs, sympy.floor, sympy.ceiling, sympy.exp)):
            parts = [v for v, _ in e.args] if isinstance(e, sympy.Piecewise) else e.args
            return np.logical_or.reduce([self.infinite(a) for a in parts] + [self.everywhere(False)])
        if isinstance(e, sympy.Mul):  # zoo times a factor that is 0 is nan
            zero = self.everywhere(False)
            for a in e.args:
                try:
                    zero |= self.defined(a) & ~self._nonzero(a)
                except _NoCertificate:
                    pass
            return np.logical_or.reduce([self.infinite(a) for a in e.args]) & ~zero
        return self.everywhere(not isinstance(e, (sympy.sign, sympy.Heaviside, sympy.Max, sympy.Min)))

    def _nonzero(self, e: Any) -> Any:
        """Where ``e`` is nonzero (read where it is defined)."""
        return cast(Any, self.sign(e) != 0)


def as_written(function: Any, matrix: Any) -> Any:
    """``function`` (a metric's symbolic form) on ``matrix`` as it is written, sympy's automatic simplification off,
    or None when it cannot be read so. sympy writes acc·(TP + FN)/(TP + FN) as acc on symbols, defined where TP = FN
    = 0, while the metric there is 0/0: where a metric is defined is read off this form."""
    return _written(function, sympy.ImmutableMatrix(matrix))


@lru_cache(maxsize=256)
def _written(function: Any, matrix: Any) -> Any:
    return written_form(function, sympy.Matrix(matrix))  # None: user code that needs the simplification, no certificate


def defined_supports(e: Any, cells: Sequence[Any]) -> Any:
    """Where ``e`` is defined, for each set S of positive ``cells`` (index: the bit mask of S), or None
    when that is not a function of S (or not read here, or more than :data:`MAX_CLASSES`² cells)."""
    if len(cells) > MAX_CLASSES**2:
        return None
    try:
        return _Supports(cells).defined(sympy.sympify(e))
    except _NoCertificate:
        return None


def same_definedness(a: Any, b: Any, cells: Sequence[Any], image: Any = None) -> bool | None:
    """True when ``a`` and ``b`` = a∘T are certified undefined on the same matrices (the same form up to the order of
    sums and products; T a scaling,
    given by ``image`` = T(M), that keeps where ``a`` is defined; or the same :func:`defined_supports`), False when
    certified not, None when no certificate."""
    if a is None or b is None:
        return None
    groups = None if image is None else scaled_groups(image, cells)
    if groups is not None and all(scaling_keeps_definedness(a, group) for group in groups):
        return True
    if _shape(a) == _shape(b):
        return True
    where_a, where_b = defined_supports(a, cells), defined_supports(b, cells)
    if where_a is None or where_b is None:
        return None
    return bool((where_a == where_b).all())


def _shape(e: Any) -> Any:
    """``e`` up to the order and grouping of sums and products, and terms 0 and factors 1 (a form as written is not
    flattened: TP + (FN + FP) and (TP + FP) + FN read alike), which change nowhere where it is defined."""
    if e.is_Atom:
        return "atom", e
    parts = [_shape(a) for a in e.args]
    if isinstance(e, (sympy.Add, sympy.Mul)):
        unit = ("atom", sympy.Integer(0 if isinstance(e, sympy.Add) else 1))
        flat: Counter[Any] = Counter()
        for a, part in zip(e.args, parts):
            flat.update(dict(part[1]) if type(a) is type(e) else {part: 1})
        flat.pop(unit, None)
        return type(e).__name__, frozenset(flat.items())
    return type(e).__name__, tuple(parts)


def scaled_groups(image: Any, cells: Sequence[Any]) -> list[list[Any]] | None:
    """The groups of ``cells`` that the transformation with ``image`` = T(M) scales by one positive symbol each
    (a cell's factor T(M)_ij / M_ij a product of positive symbols), or None when T is no such scaling."""
    groups: dict[Any, list[Any]] = {}
    for cell, entry in zip(cells, image):
        factor = sympy.sympify(entry) / cell
        if factor.free_symbols & set(cells) or not factor.is_positive:
            return None
        for symbol, power in factor.as_powers_dict().items():
            if symbol.is_Symbol:
                groups.setdefault((symbol, power), []).append(cell)
            elif not (symbol.is_number and symbol.is_positive):
                return None
    return list(groups.values())


def scaling_keeps_definedness(e: Any, cells: Sequence[Any]) -> bool:
    """Whether ``e`` is defined with ``cells`` scaled by any t > 0 exactly where it is defined (read off its
    structure: the module docstring's scaling certificate)."""
    def homogeneous(x: Any) -> bool:
        return homogeneous_degree(x, cells) is not None

    for node in sympy.preorder_traversal(sympy.sympify(e)):
        if node.is_Pow and not (node.exp.is_integer and node.exp.is_nonnegative):
            if not node.exp.is_number or not homogeneous(node.base):
                return False
        elif isinstance(node, sympy.Piecewise):
            if not all(_kept(c, homogeneous) for _, c in node.args):
                return False
        elif isinstance(node, sympy.Function) and not isinstance(node, (*_PROPAGATING, *_TOTAL)):
            if any(homogeneous_degree(a, cells) != 0 for a in node.args):
                return False
    return True


def _kept(condition: Any, homogeneous: Any) -> bool:
    """Whether a condition's truth is kept under the scaling: both sides homogeneous (so where each is defined is
    kept) and so is their difference (sympy may write it shorter than lhs − rhs, but it is lhs − rhs wherever both
    are defined)."""
    if condition in (True, False, sympy.true, sympy.false):
        return True
    if isinstance(condition, (sympy.And, sympy.Or, sympy.Not)):
        return all(_kept(a, homogeneous) for a in condition.args)
    return type(condition) in _RELATIONS and all(
        homogeneous(x) for x in (condition.lhs, condition.rhs, condition.lhs - condition.rhs))
