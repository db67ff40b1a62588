"""Symbolic helpers of the engine: derivatives, identities, exact points, the expansion budget (sign
certificates are in :mod:`axioms.arithmetic.signs`).

Everything here is cheap by design: ``together``/``cancel``/``expand`` and exact
evaluation at integer points, never ``simplify`` (which takes minutes on MCC at n = 3).
Results are cached per metric and class count.
"""

from functools import lru_cache
from math import comb, prod
from typing import TYPE_CHECKING, Any, cast

import sympy
from sympy.core.function import Application

from metrics import cell_symbols

from axioms.arithmetic.lazy import lazy_module
from axioms.arithmetic.rational import cancel, flint_polynomial

if TYPE_CHECKING:  # the budget lives a floor above (axioms.core); only its type is read here
    from axioms.core.budget import Settings

#: The optional accelerator symengine (pip install symengine: same certificates, much faster expansion), or None;
#: loaded on first use. axioms.arithmetic.signs reads it from here.
symengine: Any = lazy_module("symengine")

__all__ = [
    "derivative",
    "partial_on_line",
    "as_sympy",
    "identically_zero",
    "polynomial",
    "is_algebraic",
    "SMOOTH_FUNCTIONS",
    "kinked",
    "kinked_in",
    "exact_difference",
    "piecewise_relations",
    "reciprocal_bases",
    "at_point",
    "too_large",
    "expansion_bound",
    "term_bound",
    "symengine_expansion_bound",
]


@lru_cache(maxsize=None)
def derivative(expr: Any, symbol: Any) -> Any:
    """``∂expr/∂symbol`` (cached)."""
    return sympy.diff(expr, symbol)


def as_sympy(e: Any, like: Any) -> Any:
    """A symengine (or sympy) result ``e`` as sympy, its symbols replaced by those of ``like`` with the same
    names (symengine drops assumptions: ``k`` integer and nonnegative comes back from ``like``)."""
    e = sympy.sympify(e)
    own = {s.name: s for s in sympy.sympify(like).free_symbols}
    return e.xreplace({s: own.get(s.name, s) for s in e.free_symbols})


def partial_on_line(value: Any, symbol: Any, point: dict[Any, Any]) -> Any:
    """``∂value/∂symbol`` at ``point`` (``{symbol: number}`` for every symbol but the free ones, such as k),
    exact and cancelled: the other cells are fixed first (the partial only sees the line through the
    point), the derivative taken in symengine when it is installed (about 20x faster than sympy on a
    calibrated metric padded with k classes), the result cancelled in sympy.

    Examples
    --------
    By hand: d/dx xy/(x + y + k) = y(y + k)/(x + y + k)², at (1, 2): 2(k + 2)/(k + 3)².

    >>> x, y, k = sympy.symbols("x y k")
    >>> partial_on_line(x * y / (x + y + k), x, {x: 1, y: 2})
    (2*k + 4)/(k**2 + 6*k + 9)
    """
    on_line = value.xreplace({s: v for s, v in point.items() if s != symbol})
    lift = symengine.sympify if symengine is not None else sympy.sympify
    d = as_sympy(lift(on_line).diff(lift(symbol)).subs({lift(symbol): point[symbol]}), value)
    return cancel(d, together=True)


def too_large(expr: Any, settings: "Settings") -> bool:
    """Whether ``expr`` exceeds the deterministic operation-count budget."""
    return cast(bool, sympy.count_ops(expr) > settings.symbolic_max_ops)  # count_ops gives an int


def expansion_bound(e: Any) -> int:
    """An upper bound on the number of terms of ``expand(e)``, computed from its structure.

    The engine's symbolic budget is this deterministic count (``Settings.symbolic_max_terms``),
    so a verdict never depends on how busy the machine is.
    """
    if e.is_Add:
        return sum(expansion_bound(a) for a in e.args)
    if e.is_Mul:
        return prod(expansion_bound(a) for a in e.args)
    if e.is_Pow and e.exp.is_Integer and e.exp > 0:
        return cast(int, expansion_bound(e.base) ** int(e.exp))  # a positive exponent
    return 1


def term_bound(e: Any) -> int:
    r"""A tighter upper bound on the number of terms of ``expand(e)``: for a polynomial in v symbols of
    total degree at most d, also the number of monomials it can have, :math:`\binom{d + v}{v}`.

    :func:`expansion_bound` counts terms before like terms combine, which few symbols make a gross
    overestimate (calibrated weighted F1 of averages at n = 2: 24,675,696 against at most 4,845).

    Examples
    --------
    >>> x, y = sympy.symbols("x y")
    >>> expansion_bound((x + y + 1) ** 6), term_bound((x + y + 1) ** 6)
    (729, 28)
    >>> term_bound(((1 + sympy.sqrt(2)) * x + y + 1) ** 6)  # √2 keeps x and √2·x apart: 4⁶, no monomial count
    4096
    """
    bound = expansion_bound(e)
    symbols = e.free_symbols
    if not symbols or not e.is_polynomial(*symbols) or _irrational_constants(e):
        return bound  # irrational coefficients do not merge: (1 + √2)x expands to x + √2·x
    return min(bound, comb(_degree_bound(e) + len(symbols), len(symbols)))


def _irrational_constants(e: Any) -> bool:
    """Whether ``e`` holds a constant that is no rational number (a root of a number, π, a function of a number)."""
    return bool(e.atoms(sympy.NumberSymbol, sympy.Function)) or any(not p.exp.is_Integer for p in e.atoms(sympy.Pow))


def _degree_bound(e: Any) -> int:
    """An upper bound on the total degree of the polynomial ``e``, from its structure."""
    if e.is_Add:
        return max(_degree_bound(a) for a in e.args)
    if e.is_Mul:
        return sum(_degree_bound(a) for a in e.args)
    if e.is_Pow and e.exp.is_Integer and e.exp > 0:
        return _degree_bound(e.base) * int(e.exp)
    return 1 if e.is_Symbol else 0


@lru_cache(maxsize=4096)
def polynomial(e: Any) -> bool:
    """Whether ``e`` is a polynomial in its symbols (defined everywhere: no pole, root, nan or function)."""
    e = sympy.sympify(e)
    return not e.has(sympy.nan, sympy.zoo, sympy.oo, -sympy.oo) and bool(e.is_polynomial(*e.free_symbols))


def is_algebraic(e: Any, absolute_values: bool = False) -> bool:
    """Built from cells, numbers, +, x and powers only (rational functions and radicals); with ``absolute_values``,
    |x| too."""
    allowed = (sympy.Add, sympy.Mul, sympy.Pow, sympy.Symbol, sympy.Number, sympy.NumberSymbol)
    return all(isinstance(x, allowed + (sympy.Abs,) if absolute_values else allowed)
               for x in sympy.preorder_traversal(e))


#: The functions a derivative sees whole: analytic wherever defined. Any other function (floor, Mod, frac, arg, atan2,
#: Abs, sign, Max, Min, ...) may jump or kink where its argument crosses a value, which a derivative taken by sympy or
#: symengine does not see (symengine even differentiates Mod(x, 1) to 0); :mod:`metrics.bridge` writes Max, Min, Abs,
#: sign and Heaviside as Piecewise, the rest stays as written.
SMOOTH_FUNCTIONS = (sympy.exp, sympy.log, sympy.sin, sympy.cos, sympy.tan, sympy.atan, sympy.sinh, sympy.cosh,
                    sympy.tanh)


def kinked(e: Any) -> bool:
    """Whether ``e`` may jump or kink: a Piecewise, or a function not in :data:`SMOOTH_FUNCTIONS`. A derivative, or a
    sign certificate of one formula, proves nothing across such a point.

    Examples
    --------
    >>> x = sympy.Symbol("x", nonnegative=True)
    >>> kinked(sympy.log(x + 1) / (x + 2)), kinked(x - sympy.Mod(x, 1) / 10), kinked(sympy.Max(x, 1))
    (False, True, True)
    """
    return kinked_in(e, None)


def kinked_in(e: Any, x: Any) -> bool:
    """Whether ``x`` (any symbol, when None) enters a condition of a Piecewise of ``e`` or the argument of a function
    not in :data:`SMOOTH_FUNCTIONS`."""
    reads = (lambda part: True) if x is None else (lambda part: part.has(x))
    return (any(reads(cond) for pw in e.atoms(sympy.Piecewise) for _, cond in pw.args)
            or any(reads(f) for f in e.atoms(Application)  # functions, Min and Max (no sympy.Function)
                   if not isinstance(f, (sympy.Piecewise, *SMOOTH_FUNCTIONS))))


def exact_difference(relation: Any) -> Any:
    """cancel(lhs − rhs) of a relation when it is undefined exactly where a side is, so that the relation reads the
    same as ``cancelled ⋚ 0`` at every point; else None. Between polynomials; else between algebraic sides (|x| too;
    a log or a floor could hide a pole) each of whose reciprocals' bases vanishes only where the reduced denominator
    does (:func:`_vanishes_only_with`), and, for Eq and Ne with reciprocals, one side 0 (Eq(zoo, zoo) is True where both
    sides have a pole). cancel (and sympy's together) drop a 0/0 where sympy reads Eq(nan, 0) as False, and sympy
    writes s + x − s as x, dropping the pole of s."""
    lhs, rhs = relation.lhs, relation.rhs
    if polynomial(lhs) and polynomial(rhs):
        return cancel(lhs - rhs)
    if not (is_algebraic(lhs, absolute_values=True) and is_algebraic(rhs, absolute_values=True)):
        return None  # a log or a floor could hide a pole; |x| is defined wherever x is (sympy writes √(x²) as |x|)
    reciprocals = [p for p in lhs.atoms(sympy.Pow) | rhs.atoms(sympy.Pow) if p.exp.is_negative]
    if reciprocals and isinstance(relation, (sympy.Eq, sympy.Ne)) and 0 not in (lhs, rhs):
        return None
    reduced = cancel(lhs - rhs, together=True)
    if reduced.has(sympy.nan, sympy.zoo):
        return None
    denominator = sympy.fraction(reduced)[1]
    if any(not p.exp.is_integer or not _vanishes_only_with(p.base, denominator) for p in reciprocals):
        return None
    return reduced


def reciprocal_bases(relation: Any) -> "list[Any] | None":
    """The bases of the reciprocals (negative powers) in a relation's sides, as written; None unless both sides are
    algebraic and finite as written. Where every base is nonzero, cancel(lhs − rhs) is the difference of the sides'
    values; where one may be 0 it may not be (a shared pole: s + x − s is x to sympy, Eq(zoo, zoo) is True; a 0/0
    that cancel drops)."""
    sides = (relation.lhs, relation.rhs)
    if not all(is_algebraic(side) and not side.has(sympy.nan, sympy.zoo) for side in sides):
        return None
    return [p.base for p in set().union(*(side.atoms(sympy.Pow) for side in sides)) if p.exp.is_negative]


def piecewise_relations(e: Any) -> list[Any]:
    """The relations in the conditions of ``e``'s Piecewise."""
    return [r for pw in e.atoms(sympy.Piecewise) for _, c in pw.args if isinstance(c, sympy.Basic)
            for r in c.atoms(sympy.core.relational.Relational)]


def _canonical(relation: Any) -> Any:
    """``relation`` as cancel(lhs − rhs) vs 0, so equal conditions merge when a Piecewise is folded, where that is
    the same condition at every point (:func:`exact_difference`), between sides with integer powers only and, for Eq
    and Ne between non-polynomial sides, one side 0; otherwise as it is."""
    lhs, rhs = relation.lhs, relation.rhs
    if not (polynomial(lhs) and polynomial(rhs)):
        if not (is_algebraic(lhs) and is_algebraic(rhs)):
            return relation
        if isinstance(relation, (sympy.Eq, sympy.Ne)) and 0 not in (lhs, rhs):
            return relation
        if any(not p.exp.is_integer for p in lhs.atoms(sympy.Pow) | rhs.atoms(sympy.Pow)):
            return relation
    reduced = exact_difference(relation)
    return relation if reduced is None else type(relation)(reduced, 0)


def _vanishes_only_with(base: Any, denominator: Any) -> bool:
    """Whether, for nonnegative symbols (positive ones never 0), ``denominator`` is 0 wherever ``base`` is.

    Either ``base`` divides ``denominator`` up to a positive factor, or the numerator P of ``base`` cancelled is a
    sum of terms of one sign, so P = 0 only where each of its terms is, and every term of the expanded
    ``denominator`` holds the symbols that may vanish of some term of P: each vanishes with that term. The
    calibrated column sums are an example: Σ_i m_ij·N/(n·t_j) cancels to N/n, 0 only where every cell is, so
    only where the reduced denominator t_j is."""
    quotient = cancel(denominator / base, together=True)
    if quotient.has(sympy.nan, sympy.zoo):  # a base that is 0 wherever it is written (cancel reads 0/0 as nan)
        return False
    if sympy.fraction(quotient)[1].is_positive:
        return True
    numerator = sympy.fraction(cancel(base, together=True))[0]
    order = sorted(numerator.free_symbols | denominator.free_symbols, key=str)
    if not polynomial(numerator) or not all(s.is_nonnegative for s in order) or expansion_bound(denominator) > 10**4:
        return False
    if not order:
        return bool(numerator != 0)
    terms = sympy.Poly(numerator, *order).terms()
    if len({sympy.sign(c) for _, c in terms}) != 1:
        return False
    may_vanish = [frozenset(s for s, k in zip(order, exponents) if k and not s.is_positive) for exponents, _ in terms]
    return all(any(v <= t.free_symbols for v in may_vanish)
               for t in sympy.Add.make_args(sympy.expand(denominator)))


def _branches(expr: Any) -> list[Any]:
    """The Piecewise-free branches of ``expr`` (one branch when it has no Piecewise)."""
    if not expr.has(sympy.Piecewise):
        return [expr]
    canonical = expr.replace(lambda x: isinstance(x, sympy.core.relational.Relational), _canonical)
    folded = sympy.piecewise_fold(canonical)
    if not isinstance(folded, sympy.Piecewise) or any(b.has(sympy.Piecewise) for b, _ in folded.args):
        return [folded]
    # a nan branch is where the metric itself is undefined (e.g. an empty matrix): no claim there
    return [branch for branch, _ in folded.args if branch is not sympy.nan]


def symengine_expansion_bound(e: Any) -> int:
    """:func:`expansion_bound` of a symengine expression."""
    if e.is_Add:
        return sum(symengine_expansion_bound(a) for a in e.args)
    if e.is_Mul:
        return prod(symengine_expansion_bound(a) for a in e.args)
    if e.is_Pow and e.args[1].is_Integer and int(e.args[1]) > 0:
        return cast(int, symengine_expansion_bound(e.args[0]) ** int(e.args[1]))  # a positive exponent
    return 1


@lru_cache(maxsize=None)
def _cancels(expr: Any, max_terms: int) -> bool | None:
    if symengine is not None and not expr.has(sympy.Piecewise):
        # symengine's numerator over the product of denominators, expanded: far faster than
        # sympy's together when it proves the zero; otherwise sympy's (smaller) together below
        numerator, _ = symengine.sympify(expr).as_numer_denom()
        if symengine_expansion_bound(numerator) <= max_terms and symengine.expand(numerator) == 0:
            return True  # (a nonzero result may still cancel under sympy's together: asked below)
    numerator, _ = sympy.fraction(sympy.together(expr))
    if numerator.has(sympy.Piecewise) or expansion_bound(numerator) > max_terms:
        return None  # a Piecewise left inside cannot be bounded
    polynomial = flint_polynomial(numerator)
    if polynomial is not None:  # the numerator of together(expr) expands to 0 iff expr ≡ 0
        return cast(bool, polynomial.is_zero())
    if symengine is not None:
        return cast(bool, symengine.expand(symengine.sympify(numerator)) == 0)
    return cast(bool, cancel(expr, together=True) == 0)


def identically_zero(expr: Any, settings: "Settings") -> bool | None:
    """True when ``expr ≡ 0`` is proved (its ``together`` numerator expands to 0), False when
    it is not, None when the expansion would exceed ``settings.symbolic_max_terms``."""
    if too_large(expr, settings):
        return None
    # every branch ≡ 0 suffices (a branch whose condition never holds may make this False)
    results = [_cancels(branch, settings.symbolic_max_terms) for branch in _branches(expr)]
    return None if None in results else all(results)


def at_point(expr: Any, m: Any) -> Any:
    """Exact value of ``expr`` at the integer (or rational) matrix ``m`` (cells ``m{i}_{j}``); None if undefined."""
    n = len(m)
    symbols = cell_symbols(n)
    value = expr.xreplace({symbols[i, j]: sympy.Rational(m[i][j]) for i in range(n) for j in range(n)})
    if value.has(sympy.nan, sympy.zoo, sympy.oo, -sympy.oo):
        return None
    return value
