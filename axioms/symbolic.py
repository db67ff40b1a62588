"""Symbolic helpers of the engine: derivatives, sign certificates, identities, exact points.

Everything here is cheap by design: ``together``/``cancel``/``expand`` and exact
evaluation at integer points, never ``simplify`` (which takes minutes on MCC at n = 3).
Results are cached per metric and class count.
"""

from functools import lru_cache
from math import prod

import sympy

from metrics import cell_symbols

try:  # optional accelerator (pip install symengine): same certificates, much faster expansion
    import symengine
except ImportError:  # pragma: no cover - exercised where symengine is absent
    symengine = None

try:  # optional accelerator (pip install python-flint): polynomial expansion in C, ~70x symengine
    import flint
except ImportError:  # pragma: no cover - exercised where python-flint is absent
    flint = None

__all__ = [
    "derivative",
    "sign_certificate",
    "derivative_sign",
    "identically_zero",
    "homogeneous_degree",
    "at_point",
    "too_large",
    "expansion_bound",
    "symengine_expansion_bound",
]


@lru_cache(maxsize=None)
def derivative(expr, symbol):
    """``∂expr/∂symbol`` (cached)."""
    return sympy.diff(expr, symbol)


def too_large(expr, settings):
    """Whether ``expr`` exceeds the deterministic operation-count budget."""
    return sympy.count_ops(expr) > settings.symbolic_max_ops


def _nonneg_sign(e):
    """+1 if ``e >= 0`` for all nonnegative symbols, -1 if ``e <= 0``, 0 if ``e == 0``, else None."""
    if e.is_Number:
        return int(sympy.sign(e))
    if e.is_Symbol:
        return 1 if e.is_nonnegative else None
    if e.is_Add or e.is_Mul:
        signs = [_nonneg_sign(a) for a in e.args]
        if None in signs:
            return None
        if e.is_Mul:
            out = 1
            for s in signs:
                out *= s
            return out
        if all(s >= 0 for s in signs):
            return 1 if any(signs) else 0
        if all(s <= 0 for s in signs):
            return -1 if any(signs) else 0
        return None
    if e.is_Pow:
        base = _nonneg_sign(e.base)
        if base is None:
            return None
        if base >= 0:
            return base
        if e.exp.is_integer:
            return 1 if e.exp.is_even else -1
        return None
    if isinstance(e, sympy.exp):
        return 1
    return None


def _se_sign(e, memo):
    """:func:`_nonneg_sign` for a symengine expression whose symbols are all nonnegative."""
    if e in memo:
        return memo[e]
    if e.is_Number:
        out = 0 if e.is_zero else (1 if e.is_positive else -1 if e.is_negative else None)
    elif e.is_Symbol:
        out = 1
    elif e == symengine.E:  # exp(x) is Pow(E, x) in symengine
        out = 1
    elif e.is_Add or e.is_Mul:
        signs = [_se_sign(a, memo) for a in e.args]
        if None in signs:
            out = None
        elif e.is_Mul:
            out = 1
            for sign in signs:
                out *= sign
        elif all(sign >= 0 for sign in signs):
            out = 1 if any(signs) else 0
        elif all(sign <= 0 for sign in signs):
            out = -1 if any(signs) else 0
        else:
            out = None
    elif e.is_Pow:
        base, exponent = e.args
        sign = _se_sign(base, memo)
        if sign is None or sign >= 0:
            out = sign
        elif exponent.is_integer:
            out = 1 if int(exponent) % 2 == 0 else -1
        else:
            out = None
    else:
        out = None
    memo[e] = out
    return out


def expansion_bound(e):
    """An upper bound on the number of terms of ``expand(e)``, computed from its structure.

    The engine's symbolic budget is this deterministic count (``Settings.symbolic_max_terms``),
    so a verdict never depends on how busy the machine is.
    """
    if e.is_Add:
        return sum(expansion_bound(a) for a in e.args)
    if e.is_Mul:
        return prod(expansion_bound(a) for a in e.args)
    if e.is_Pow and e.exp.is_Integer and e.exp > 0:
        return expansion_bound(e.base) ** int(e.exp)
    return 1


FLINT_MAX_TERMS = 2_000_000  # a product that could exceed this many terms is left to sympy (memory)


class _TooLarge(Exception):
    pass


def _product(a, b):
    """``a * b`` of python-flint polynomials, refused beyond :data:`FLINT_MAX_TERMS` terms."""
    if len(a) * len(b) > FLINT_MAX_TERMS:
        raise _TooLarge
    return a * b


def _power(a, exponent):
    if exponent > 1 and len(a) ** exponent > FLINT_MAX_TERMS:
        raise _TooLarge
    return a**exponent


class _Factored:
    """A rational function as ``constant · Π num_k^a_k / Π den_k^b_k`` over python-flint
    polynomials: each factor monic and keyed by its text, so equal factors merge and cancel
    (sympy's ``together`` without its cost), and a factor is expanded only inside a sum."""

    def __init__(self, constant, numerator=None, denominator=None):
        # an exact rational always (a Python int to a negative power would be a float)
        self.constant, self.numerator, self.denominator = flint.fmpq(constant), numerator or {}, denominator or {}

    @classmethod
    def of(cls, polynomial):
        if polynomial.is_constant():
            return cls(polynomial.leading_coefficient() if not polynomial.is_zero() else 0)
        lead = polynomial.leading_coefficient()
        monic = polynomial / lead
        return cls(lead, {str(monic): (monic, 1)})

    def times(self, other, power=1):
        out = _Factored(self.constant * other.constant ** power, dict(self.numerator), dict(self.denominator))
        for key, (factor, a) in other.numerator.items():
            out._add(key, factor, a * power)
        for key, (factor, b) in other.denominator.items():
            out._add(key, factor, -b * power)
        return out

    def _add(self, key, factor, exponent):
        net = self.numerator.pop(key, (factor, 0))[1] - self.denominator.pop(key, (factor, 0))[1] + exponent
        if net > 0:
            self.numerator[key] = (factor, net)
        elif net < 0:
            self.denominator[key] = (factor, -net)

    def expanded_numerator(self, context):
        out = context.constant(self.constant)
        for factor, a in self.numerator.values():
            out = _product(out, _power(factor, a))
        return out

    def plus(self, other, context):
        keys = set(self.denominator) | set(other.denominator)
        common = {k: max(self.denominator.get(k, (None, 0))[1], other.denominator.get(k, (None, 0))[1]) for k in keys}
        factors = {k: (self.denominator.get(k) or other.denominator.get(k))[0] for k in keys}

        def lifted(term):
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
        return _Factored.of(total).times(_Factored(1, {}, {k: (factors[k], common[k]) for k in keys if common[k]}))

    def derivative(self, generator, context):
        r"""The partial derivative by the logarithmic rule
        :math:`f' = f\,(\sum_k a_k N_k'/N_k - \sum_k b_k D_k'/D_k)`: each :math:`N_k` divided by
        is a factor of f's numerator and cancels, so this is the quotient rule's result."""
        rate = _Factored(0)
        for factors, sign in ((self.numerator, 1), (self.denominator, -1)):
            for factor, exponent in factors.values():
                slope = factor.derivative(generator)
                if not slope.is_zero():
                    piece = _Factored(sign * exponent).times(_Factored.of(slope)).times(_Factored.of(factor), -1)
                    rate = rate.plus(piece, context)
        return self.times(rate)


def _flint_fraction(e):
    """``e`` as ``(numerator, denominator)`` python-flint polynomials with rational
    coefficients (equal factors cancelled), or None when python-flint is absent or ``e`` is
    not a rational function (a root, a function, a symbolic power)."""
    if flint is None:
        return None
    symbols = sorted(e.free_symbols, key=str)
    if len({str(x) for x in symbols}) < len(symbols):
        return None  # two symbols of one name (different assumptions): keep them apart in sympy
    context = flint.fmpq_mpoly_ctx.get(tuple(str(x) for x in symbols) or ("_",), "lex")
    generators = dict(zip(symbols, context.gens()))

    def build(node):
        if node.is_Symbol:
            return _Factored.of(generators[node])
        if node.is_Rational:
            return _Factored(flint.fmpq(int(node.p), int(node.q)))
        if node.is_Add or node.is_Mul:
            parts = [build(a) for a in node.args]
            if None in parts:
                return None
            out = parts[0]
            for part in parts[1:]:
                out = out.times(part) if node.is_Mul else out.plus(part, context)
            return out
        if node.is_Pow and node.exp.is_Integer:
            base = build(node.base)
            if base is None or (node.exp < 0 and base.constant == 0):
                return None
            return _Factored(1).times(base, int(node.exp))
        return None

    try:
        value = build(e)
    except _TooLarge:
        return None
    return None if value is None else (value, context)


def _factored_sign(value):
    """Sign of a :class:`_Factored` on the nonnegative orthant where it is defined: the
    product of its factors' signs (an even power counts +1), or None."""
    sign = (value.constant > 0) - (value.constant < 0)
    for factor, exponent in [*value.numerator.values(), *value.denominator.values()]:
        factor_sign = 1 if exponent % 2 == 0 else _coefficient_sign(factor)
        if factor_sign is None:
            return None
        sign *= factor_sign
    return sign


def _flint_polynomial(e):
    """``e`` expanded as a python-flint polynomial, or None (see :func:`_flint_fraction`)."""
    fraction = _flint_fraction(e)
    if fraction is None or fraction[0].denominator:
        return None
    value, context = fraction
    return value.expanded_numerator(context)


def _coefficient_sign(polynomial):
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


def _expanded_sign(e, max_terms):
    """Sign of ``e``: as it stands if every factor has a sign, else of ``expand(e)`` term by term
    (python-flint, else symengine, expand 70x / 50x faster than sympy when installed; the
    expansion, hence the sign, is the same); None beyond ``max_terms``."""
    sign = _nonneg_sign(e)
    if sign is not None:
        return sign
    if e.has(sympy.Piecewise) or expansion_bound(e) > max_terms:
        return None  # a Piecewise left inside cannot be bounded
    if all(x.is_nonnegative for x in e.free_symbols):
        polynomial = _flint_polynomial(e)
        if polynomial is not None:
            return _coefficient_sign(polynomial)
        if symengine is not None:
            return _se_sign(symengine.expand(symengine.sympify(e)), {})
    return _nonneg_sign(sympy.expand(e))


@lru_cache(maxsize=None)
def _sign_of_fraction(expr, max_terms):
    if all(x.is_nonnegative for x in expr.free_symbols) and expansion_bound(expr) <= max_terms:
        fraction = _flint_fraction(expr)  # factored, in C: far faster than sympy's together
        sign = None if fraction is None else _factored_sign(fraction[0])
        if sign is not None:
            return sign
    num, den = sympy.fraction(sympy.together(expr))
    s_num = _expanded_sign(num, max_terms)
    s_den = _expanded_sign(den, max_terms)
    if s_num is None or s_den is None or s_den == 0:
        return None
    return s_num * s_den


@lru_cache(maxsize=None)
def _flint_form(expr):
    return _flint_fraction(expr)


def derivative_sign(expr, symbol, settings):
    """:func:`sign_certificate` of ``∂expr/∂symbol``. For a rational ``expr`` the derivative is
    taken in python-flint (no sympy ``diff`` or ``together``); where that certifies no sign,
    sympy's derivative and certificate decide, as without python-flint."""
    free = expr.free_symbols
    rational = symbol in free and all(x.is_nonnegative for x in free) and not expr.has(sympy.Piecewise)
    if rational and not too_large(expr, settings) and expansion_bound(expr) <= settings.symbolic_max_terms:
        fraction = _flint_form(expr)
        if fraction is not None:
            value, context = fraction
            try:
                sign = _factored_sign(value.derivative(str(symbol), context))
            except _TooLarge:
                sign = None
            if sign is not None:
                return sign
    return sign_certificate(derivative(expr, symbol), settings)


def sign_certificate(expr, settings):
    """Prove a sign of ``expr`` on the nonnegative orthant (where it is defined).

    Returns +1 (``>= 0``), -1 (``<= 0``), 0 (``== 0``) or None (no certificate; always for
    a Piecewise expression, whose branches may jump).
    The certificate: after ``together``, numerator and denominator expand to sums whose
    every term has one sign when all cells are nonnegative. Callers bound the time of
    a whole proof attempt with :func:`axioms.budget.time_budget`.
    """
    if too_large(expr, settings) or expr.has(sympy.Piecewise):
        return None  # per-branch signs would miss a jump between branches
    return _sign_of_fraction(expr, settings.symbolic_max_terms)


def _branches(expr):
    """The Piecewise-free branches of ``expr`` (one branch when it has no Piecewise)."""
    if not expr.has(sympy.Piecewise):
        return [expr]
    # conditions in a canonical form (cancel(lhs - rhs) vs 0), so equal ones merge when folding
    canonical = expr.replace(
        lambda x: isinstance(x, sympy.core.relational.Relational),
        lambda x: type(x)(sympy.cancel(x.lhs - x.rhs), 0),
    )
    folded = sympy.piecewise_fold(canonical)
    if not isinstance(folded, sympy.Piecewise) or any(b.has(sympy.Piecewise) for b, _ in folded.args):
        return [folded]
    # a nan branch is where the metric itself is undefined (e.g. an empty matrix): no claim there
    return [branch for branch, _ in folded.args if branch is not sympy.nan]


def symengine_expansion_bound(e):
    """:func:`expansion_bound` of a symengine expression."""
    if e.is_Add:
        return sum(symengine_expansion_bound(a) for a in e.args)
    if e.is_Mul:
        return prod(symengine_expansion_bound(a) for a in e.args)
    if e.is_Pow and e.args[1].is_Integer and int(e.args[1]) > 0:
        return symengine_expansion_bound(e.args[0]) ** int(e.args[1])
    return 1


@lru_cache(maxsize=None)
def _cancels(expr, max_terms):
    if symengine is not None and not expr.has(sympy.Piecewise):
        # symengine's numerator over the product of denominators, expanded: far faster than
        # sympy's together when it proves the zero; otherwise sympy's (smaller) together below
        numerator, _ = symengine.sympify(expr).as_numer_denom()
        if symengine_expansion_bound(numerator) <= max_terms and symengine.expand(numerator) == 0:
            return True  # (a nonzero result may still cancel under sympy's together: asked below)
    numerator, _ = sympy.fraction(sympy.together(expr))
    if numerator.has(sympy.Piecewise) or expansion_bound(numerator) > max_terms:
        return None  # a Piecewise left inside cannot be bounded
    polynomial = _flint_polynomial(numerator)
    if polynomial is not None:  # the numerator of together(expr) expands to 0 iff expr ≡ 0
        return polynomial.is_zero()
    if symengine is not None:
        return symengine.expand(symengine.sympify(numerator)) == 0
    return sympy.cancel(sympy.together(expr)) == 0


def identically_zero(expr, settings):
    """True when ``expr ≡ 0`` is proved (its ``together`` numerator expands to 0), False when
    it is not, None when the expansion would exceed ``settings.symbolic_max_terms``."""
    if too_large(expr, settings):
        return None
    # every branch ≡ 0 suffices (a branch whose condition never holds may make this False)
    results = [_cancels(branch, settings.symbolic_max_terms) for branch in _branches(expr)]
    return None if None in results else all(results)


_ANY = "any"  # the degree of 0 and of nan: homogeneous of every degree


def homogeneous_degree(expr, cells):
    r"""The degree d with :math:`f(tM) = t^d f(M)` for every real t > 0, read off the structure
    of ``expr``; None when the structure does not show one.

    ``cells`` are the symbols that scale (the confusion-matrix cells); other symbols are
    constants. Sound by induction: a cell has degree 1, a constant 0; a product adds degrees,
    a sum and a Min/Max need equal degrees, :math:`b^e` with a rational e has degree
    :math:`e \deg b` (:math:`(tb)^e = t^e b^e` for t > 0 on the principal branch), Abs keeps the
    degree, any other function of degree-0 arguments has degree 0; a Piecewise needs equal
    degrees in its branches and conditions that compare equal degrees (their truth does not
    change under scaling). Definedness is preserved too: a denominator of degree d vanishes at
    tM iff it vanishes at M. Degree 0 proves scale invariance without expanding anything.
    """
    degree = _degree(sympy.sympify(expr), frozenset(cells))
    return 0 if degree == _ANY else degree


def _same(degrees):
    known = {d for d in degrees if d != _ANY}
    if None in known or len(known) > 1:
        return None
    return known.pop() if known else _ANY


def _degree(e, cells):
    if e in cells:
        return 1
    if e.is_Number or e is sympy.nan or e is sympy.zoo:
        return _ANY if (e == 0 or e is sympy.nan or e is sympy.zoo) else 0
    if not e.free_symbols & cells:
        return 0
    if e.is_Add or isinstance(e, (sympy.Min, sympy.Max)):
        return _same([_degree(a, cells) for a in e.args])
    if e.is_Mul:
        degrees = [_degree(a, cells) for a in e.args]
        if None in degrees:
            return None
        return _ANY if _ANY in degrees else sum(degrees)
    if e.is_Pow:
        base, exponent = _degree(e.base, cells), _degree(e.exp, cells)
        if base is None or exponent not in (0, _ANY):
            return None
        if base == 0 or base == _ANY:
            return base
        return base * e.exp if e.exp.is_Rational else None
    if isinstance(e, sympy.Abs):
        return _degree(e.args[0], cells)
    if isinstance(e, sympy.Piecewise):
        if not all(_invariant_condition(c, cells) for _, c in e.args):
            return None
        return _same([_degree(value, cells) for value, _ in e.args])
    if isinstance(e, sympy.Function) and all(_degree(a, cells) in (0, _ANY) for a in e.args):
        return 0
    return None


def _invariant_condition(c, cells):
    """Whether the truth of condition ``c`` is the same at tM as at M for every t > 0."""
    if c in (sympy.true, sympy.false):
        return True
    if isinstance(c, sympy.core.relational.Relational):
        return _same([_degree(c.lhs, cells), _degree(c.rhs, cells)]) is not None
    if isinstance(c, (sympy.And, sympy.Or, sympy.Not)):
        return all(_invariant_condition(a, cells) for a in c.args)
    return False


def at_point(expr, m):
    """Exact value of ``expr`` at the integer matrix ``m`` (cells ``m{i}_{j}``); None if undefined."""
    n = len(m)
    symbols = cell_symbols(n)
    value = expr.xreplace({symbols[i, j]: sympy.Integer(m[i][j]) for i in range(n) for j in range(n)})
    if value.has(sympy.nan, sympy.zoo, sympy.oo, -sympy.oo):
        return None
    return value
