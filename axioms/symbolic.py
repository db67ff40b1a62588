"""Symbolic helpers of the engine: derivatives, sign certificates, identities, exact points.

Everything here is cheap by design: ``together``/``cancel``/``expand`` and exact
evaluation at integer points, never ``simplify`` (which takes minutes on MCC at n = 3).
Results are cached per metric and class count.
"""

from functools import lru_cache
from math import prod

import sympy

from metrics import cell_symbols

from .rational import TooLarge, coefficient_sign, factored_sign, flint_fraction, flint_polynomial

try:  # optional accelerator (pip install symengine): same certificates, much faster expansion
    import symengine
except ImportError:  # pragma: no cover - exercised where symengine is absent
    symengine = None

__all__ = [
    "derivative",
    "sign_certificate",
    "derivative_sign",
    "identically_zero",
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
        polynomial = flint_polynomial(e)
        if polynomial is not None:
            return coefficient_sign(polynomial)
        if symengine is not None:
            return _se_sign(symengine.expand(symengine.sympify(e)), {})
    return _nonneg_sign(sympy.expand(e))


@lru_cache(maxsize=None)
def _sign_of_fraction(expr, max_terms):
    if all(x.is_nonnegative for x in expr.free_symbols) and expansion_bound(expr) <= max_terms:
        fraction = flint_fraction(expr, roots=True)  # factored, in C: far faster than sympy's together
        sign = None if fraction is None else factored_sign(fraction[0])
        if sign is not None:
            return sign
    num, den = sympy.fraction(sympy.together(expr))
    s_num = _expanded_sign(num, max_terms)
    s_den = _expanded_sign(den, max_terms)
    if s_num is None or s_den is None or s_den == 0:
        return None
    return s_num * s_den


@lru_cache(maxsize=None)
def _rational_form(expr, max_ops, max_terms):
    """``expr`` in python-flint (:func:`axioms.rational.flint_fraction`) when it is a Piecewise-free
    function of nonnegative symbols within the budget, else None; checked once per expression."""
    if expr.has(sympy.Piecewise) or not all(x.is_nonnegative for x in expr.free_symbols):
        return None
    if sympy.count_ops(expr) > max_ops or expansion_bound(expr) > max_terms:
        return None
    return flint_fraction(expr)


def derivative_sign(expr, symbol, settings):
    """:func:`sign_certificate` of ``∂expr/∂symbol``. For a rational ``expr`` the derivative is
    taken in python-flint (no sympy ``diff`` or ``together``); where that certifies no sign,
    sympy's derivative and certificate decide, as without python-flint."""
    fraction = _rational_form(expr, settings.symbolic_max_ops, settings.symbolic_max_terms)
    if fraction is not None and symbol in expr.free_symbols:
        value, context = fraction
        try:
            sign = factored_sign(value.derivative(str(symbol), context))
        except TooLarge:
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
    polynomial = flint_polynomial(numerator)
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


def at_point(expr, m):
    """Exact value of ``expr`` at the integer (or rational) matrix ``m`` (cells ``m{i}_{j}``); None if undefined."""
    n = len(m)
    symbols = cell_symbols(n)
    value = expr.xreplace({symbols[i, j]: sympy.Rational(m[i][j]) for i in range(n) for j in range(n)})
    if value.has(sympy.nan, sympy.zoo, sympy.oo, -sympy.oo):
        return None
    return value
