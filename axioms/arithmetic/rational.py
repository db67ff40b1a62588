r"""Rational functions of the cell symbols in python-flint: the fast path of the sign certificates and of
``cancel``.

A rational form is held factored, :math:`c \prod N_k^{a_k} / \prod D_k^{b_k}`, with each factor
an expanded polynomial with rational coefficients, monic and keyed by its text, so equal factors
merge and cancel (what sympy's ``together`` achieves, in C). A factor is expanded only inside a
sum, and no product beyond :data:`MAX_TERMS` terms is formed (memory): the caller then falls back
to sympy. Without python-flint every function here returns None and sympy decides; :func:`cancel`
returns sympy's own ``cancel`` then, and the very same expression otherwise.
"""

from functools import lru_cache
import math
import string
from typing import Any, cast

import sympy
from sympy.polys.polyutils import expr_from_dict

try:  # optional accelerator (pip install python-flint)
    import flint
except ImportError:  # pragma: no cover - exercised where python-flint is absent
    flint = None

__all__ = ["MAX_TERMS", "TooLarge", "Factored", "flint_fraction", "flint_polynomial", "factored_sign",
           "coefficient_sign", "cancelled", "cancel"]

MAX_TERMS = 2_000_000  # a product that could exceed this many terms is left to sympy (memory)


class TooLarge(Exception):
    """A product would exceed :data:`MAX_TERMS` terms."""


def _product(a: Any, b: Any) -> Any:
    """``a * b`` of python-flint polynomials, refused beyond :data:`MAX_TERMS` terms."""
    if len(a) * len(b) > MAX_TERMS:
        raise TooLarge
    return a * b


def _power(a: Any, exponent: int) -> Any:
    if exponent > 1 and len(a) ** exponent > MAX_TERMS:
        raise TooLarge
    return a**exponent


class Factored:
    """A rational function as ``constant · Π num_k^a_k / Π den_k^b_k`` over python-flint
    polynomials: each factor monic and keyed by its text, so equal factors merge and cancel
    (sympy's ``together`` without its cost), and a factor is expanded only inside a sum."""

    def __init__(self, constant: Any, numerator: dict[str, tuple[Any, int]] | None = None,
                 denominator: dict[str, tuple[Any, int]] | None = None) -> None:
        # an exact rational always (a Python int to a negative power would be a float)
        self.constant, self.numerator, self.denominator = flint.fmpq(constant), numerator or {}, denominator or {}

    @classmethod
    def of(cls, polynomial: Any) -> "Factored":
        if polynomial.is_constant():
            return cls(polynomial.leading_coefficient() if not polynomial.is_zero() else 0)
        lead = polynomial.leading_coefficient()
        monic = polynomial / lead
        return cls(lead, {str(monic): (monic, 1)})

    def times(self, other: "Factored", power: int = 1) -> "Factored":
        out = Factored(self.constant * other.constant ** power, dict(self.numerator), dict(self.denominator))
        for key, (factor, a) in other.numerator.items():
            out.merge(key, factor, a * power)
        for key, (factor, b) in other.denominator.items():
            out.merge(key, factor, -b * power)
        return out

    def merge(self, key: str, factor: Any, exponent: int) -> None:
        """Multiply in ``factor`` (keyed ``key``) to the power ``exponent`` (negative: divide), in place."""
        net = self.numerator.pop(key, (factor, 0))[1] - self.denominator.pop(key, (factor, 0))[1] + exponent
        if net > 0:
            self.numerator[key] = (factor, net)
        elif net < 0:
            self.denominator[key] = (factor, -net)

    def expanded_numerator(self, context: Any) -> Any:
        out = context.constant(self.constant)
        for factor, a in self.numerator.values():
            out = _product(out, _power(factor, a))
        return out

    def plus(self, other: "Factored", context: Any) -> "Factored":
        keys = set(self.denominator) | set(other.denominator)
        common = {k: max(self.denominator.get(k, (None, 0))[1], other.denominator.get(k, (None, 0))[1]) for k in keys}
        # each k is a key of one of the two denominators
        factors = {k: cast(tuple[Any, int], self.denominator.get(k) or other.denominator.get(k))[0] for k in keys}

        def lifted(term: "Factored") -> Any:
            out = term.expanded_numerator(context)
            for k in keys:
                out = _product(out, _power(factors[k], common[k] - term.denominator.get(k, (None, 0))[1]))
            return out

        total = lifted(self) + lifted(other)
        for k in keys:  # cancel the common denominator's factors that divide the sum
            while common[k] and not total.is_zero():
                quotient, remainder = divmod(total, factors[k])
                if not remainder.is_zero():
                    break
                total, common[k] = quotient, common[k] - 1
        return Factored.of(total).times(Factored(1, {}, {k: (factors[k], common[k]) for k in keys if common[k]}))

    def derivative(self, generator: str, context: Any) -> "Factored":
        r"""The partial derivative by the logarithmic rule
        :math:`f' = f\,(\sum_k a_k N_k'/N_k - \sum_k b_k D_k'/D_k)`: each :math:`N_k` divided by
        is a factor of f's numerator and cancels, so this is the quotient rule's result."""
        rate = Factored(0)
        for factors, sign in ((self.numerator, 1), (self.denominator, -1)):
            for factor, exponent in factors.values():
                slope = factor.derivative(generator)
                if not slope.is_zero():
                    piece = Factored(sign * exponent).times(Factored.of(slope)).times(Factored.of(factor), -1)
                    rate = rate.plus(piece, context)
        return self.times(rate)


def flint_fraction(e: Any, roots: bool = False) -> tuple[Factored, Any] | None:
    r"""``(value, context)``: ``e`` as a :class:`Factored` over the python-flint polynomial ring
    ``context`` (rational coefficients, one variable per symbol), or None when python-flint is
    absent, ``e`` is not a rational function (a root, a function, a symbolic power) or a product
    would exceed :data:`MAX_TERMS`. A subexpression that occurs several times is built once.

    With ``roots``, a power :math:`b^{k/q}` with a non-integer rational exponent is read as
    :math:`\rho^k` for one more variable :math:`\rho = b^{1/q}` per base and root index: a real
    root of a base certified nonnegative (on the orthant, where defined) is nonnegative, so a sign
    that holds for every nonnegative :math:`\rho` holds for the expression wherever it is
    defined. The relation :math:`\rho^q = b` is not used, so this serves sign certificates only
    (a sign found is true; no sign found proves nothing), never zero tests.
    """
    if flint is None:
        return None
    ring = _ring(e, roots)
    if ring is None:
        return None
    try:
        value = _Builder(*ring).build(e)
    except TooLarge:
        return None
    return None if value is None else (value, ring[0])


def _ring(e: Any, roots: bool) -> tuple[Any, dict[Any, Any], dict[tuple[Any, int], Any]] | None:
    """``(context, generators, root_of)`` for :func:`flint_fraction`: the polynomial ring of
    ``e``'s symbols (and, with ``roots``, one variable per radical), the variable of each symbol
    and of each ``(base, root index)``; None when two symbols share a name or a root variable's
    name is taken by a symbol."""
    symbols = sorted(e.free_symbols, key=str)
    if len({str(x) for x in symbols}) < len(symbols):
        return None  # two symbols of one name (different assumptions): keep them apart in sympy
    radicals = sorted({(p.base, int(p.exp.q)) for p in e.atoms(sympy.Pow)
                       if p.exp.is_Rational and not p.exp.is_Integer}, key=str) if roots else []
    names = [str(x) for x in symbols] + [f"_root{k}" for k in range(len(radicals))]
    if set(names[len(symbols):]) & set(names[: len(symbols)]):
        return None
    context = flint.fmpq_mpoly_ctx.get(tuple(names) or ("_",), "lex")
    gens = context.gens()
    return context, dict(zip(symbols, gens)), dict(zip(radicals, gens[len(symbols):]))


class _Builder:
    """Builds a sympy expression as a :class:`Factored` over ``context`` (:func:`flint_fraction`),
    each distinct subexpression once."""

    built: dict[Any, Factored | None]

    def __init__(self, context: Any, generators: dict[Any, Any], root_of: dict[tuple[Any, int], Any]) -> None:
        self.context, self.generators, self.root_of, self.built = context, generators, root_of, {}

    def build(self, node: Any) -> Factored | None:
        """The :class:`Factored` of ``node`` (built once), or None when it is not a rational function."""
        if node not in self.built:
            self.built[node] = self._build(node)
        return self.built[node]

    def _build(self, node: Any) -> Factored | None:
        if node.is_Symbol:
            return Factored.of(self.generators[node])
        if node.is_Rational:
            return Factored(flint.fmpq(int(node.p), int(node.q)))
        if node.is_Add or node.is_Mul:
            parts = [self.build(a) for a in node.args]
            if None in parts:
                return None
            out = cast(Factored, parts[0])  # None is ruled out above
            for part in cast(list[Factored], parts[1:]):
                out = out.times(part) if node.is_Mul else out.plus(part, self.context)
            return out
        if node.is_Pow and node.exp.is_Integer:
            base = self.build(node.base)
            if base is None or (node.exp < 0 and base.constant == 0):
                return None
            return Factored(1).times(base, int(node.exp))
        if node.is_Pow and (node.base, getattr(node.exp, "q", None)) in self.root_of:
            base = self.build(node.base)
            if base is None or factored_sign(base) not in (0, 1):
                return None  # a root of a base not certified >= 0 (it could be imaginary there)
            return Factored(1).times(Factored.of(self.root_of[node.base, int(node.exp.q)]), int(node.exp.p))
        return None


def factored_sign(value: Factored) -> int | None:
    """Sign of a :class:`Factored` on the nonnegative orthant where it is defined: the
    product of its factors' signs (an even power counts +1), or None."""
    sign: int = (value.constant > 0) - (value.constant < 0)
    for factor, exponent in [*value.numerator.values(), *value.denominator.values()]:
        factor_sign = 1 if exponent % 2 == 0 else coefficient_sign(factor)
        if factor_sign is None:
            return None
        sign *= factor_sign
    return sign


def flint_polynomial(e: Any) -> Any:
    """``e`` expanded as a python-flint polynomial, or None (see :func:`flint_fraction`)."""
    fraction = flint_fraction(e)
    if fraction is None or fraction[0].denominator:
        return None
    value, context = fraction
    return value.expanded_numerator(context)


def coefficient_sign(polynomial: Any) -> int | None:
    """+1, -1 or 0 when every coefficient of ``polynomial`` has that sign (its variables are
    nonnegative, so every monomial is), else None."""
    coefficients = polynomial.coeffs()
    if not coefficients:
        return 0
    if all(c >= 0 for c in coefficients):
        return 1
    if all(c <= 0 for c in coefficients):
        return -1
    return None


def cancelled(e: Any) -> Any:
    """``e`` in the factored form of :class:`Factored` (equal factors merged and cancelled, the
    factors of a common denominator that divide a sum divided out; not a full gcd), as a sympy
    product of expanded polynomial factors, or None (see :func:`flint_fraction`).

    Equal to ``e`` wherever ``e`` is defined; defined on a superset (a cancelled factor's zeros
    may be points where ``e`` is undefined), so a caller that evaluates it at points must
    check that ``e`` is defined there.
    """
    fraction = flint_fraction(e)
    if fraction is None:
        return None
    value, context = fraction
    symbols = {str(x): x for x in e.free_symbols}
    gens = [symbols.get(name, sympy.Integer(0)) for name in context.names()]

    def polynomial(p: Any) -> Any:
        return sympy.Add(*[
            sympy.Rational(int(c.numer()), int(c.denom())) * sympy.Mul(*[g**k for g, k in zip(gens, monomial)])
            for monomial, c in zip(p.monoms(), p.coeffs())
        ])

    out = sympy.Rational(int(value.constant.numer()), int(value.constant.denom()))
    for factor, a in value.numerator.values():
        out *= polynomial(factor) ** a
    for factor, b in value.denominator.values():
        out /= polynomial(factor) ** b
    return out


def cancel(e: Any, together: bool = False) -> Any:
    """``sympy.cancel(e)`` (``sympy.cancel(sympy.together(e))`` with ``together``), the same expression,
    computed in python-flint when ``e`` is a rational function of symbols with rational coefficients
    (sympy's own functions otherwise; for such an ``e`` the two sympy forms are one).

    sympy's result is :math:`P/Q` with :math:`P, Q` integer polynomials without a common factor,
    the content of the two coprime too, and the leading coefficient of :math:`Q` (lex order of
    sympy's sorted generators) positive: a form fixed by the function alone, so it is built here
    from python-flint's gcd and handed to sympy term by term (``expr_from_dict``, as sympy's
    ``PolyElement.as_expr``). Far faster on the long fractions of the lemmas and proofs.

    Examples
    --------
    >>> k = sympy.Symbol("k")
    >>> cancel((2 * k**2 - 2) / (k**2 - 2 * k + 1)) == sympy.cancel((2 * k**2 - 2) / (k**2 - 2 * k + 1))
    True
    """
    e = sympy.sympify(e)
    fraction = (flint_fraction(e) if flint is not None and isinstance(e, sympy.Expr) and not e.is_Number
                and e.free_symbols else None)
    gens = _sorted_generators(frozenset(e.free_symbols)) if fraction is not None else None
    parts = _expanded(*fraction) if fraction is not None and gens is not None else None
    if parts is None or gens is None:
        return sympy.cancel(sympy.together(e) if together else e)
    numerator, denominator, context = parts
    common = numerator.gcd(denominator)
    numerator, denominator = numerator / common, denominator / common
    order = [context.names().index(str(g)) for g in gens]
    p, q = ({tuple(monomial[i] for i in order): c for monomial, c in zip(poly.monoms(), poly.coeffs())}
            for poly in (numerator, denominator))
    scale = _integer_scale([*p.values(), *q.values()])
    if q[max(q)] < 0:
        scale = -scale
    return _expression(p, scale, gens) / _expression(q, scale, gens)


def _expanded(value: Factored, context: Any) -> tuple[Any, Any, Any] | None:
    """``(numerator, denominator, context)`` of ``value`` expanded, or None past :data:`MAX_TERMS`."""
    try:
        return value.expanded_numerator(context), Factored(1, value.denominator).expanded_numerator(context), context
    except TooLarge:
        return None


@lru_cache(maxsize=None)
def _sorted_generators(symbols: frozenset[Any]) -> tuple[Any, ...] | None:
    """The symbols in the order of sympy's ``sring`` generators, or None when two names tie in that order (``x1``
    and ``x01``: sympy then keeps the order it met them in)."""
    names = [str(s) for s in symbols]
    keys = {(name.rstrip(string.digits), int(name[len(name.rstrip(string.digits)):] or 0)) for name in names}
    if len(keys) < len(symbols):
        return None
    return tuple(sympy.sring(sorted(symbols, key=str))[0].symbols)


def _integer_scale(coefficients: list[Any]) -> Any:
    """The rational r making r·c integers with gcd 1 over all ``coefficients`` (python-flint rationals)."""
    denominators = math.lcm(*(int(c.denom()) for c in coefficients))
    numerators = math.gcd(*(int(c.numer()) * (denominators // int(c.denom())) for c in coefficients))
    return flint.fmpq(denominators, numerators)


def _expression(terms: dict[tuple[int, ...], Any], scale: Any, gens: tuple[Any, ...]) -> Any:
    """``Σ scale·c·x^m`` as sympy builds a polynomial's expression (``expr_from_dict``)."""
    return expr_from_dict({m: sympy.Integer(int(c * scale)) for m, c in terms.items()}, *gens)
