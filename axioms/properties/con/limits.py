"""One-sided limits along a move: which Piecewise branch holds near a point, and exact limits of rational quotients."""

from collections.abc import Callable
from typing import Any, cast

import sympy

from axioms.arithmetic.rational import cancel
from axioms.core.budget import Settings, time_budget
from axioms.arithmetic.exact import exact_sign
from axioms.arithmetic.symbolic import reciprocal_bases
from axioms.arithmetic.branches import choose_branches, logical

__all__ = ["holds_near_zero", "lowest_term", "branch_near", "rational_limit", "directional_derivative"]


def holds_near_zero(cond: Any, h: Any) -> bool | None:
    """Truth of ``cond`` (a condition in the positive symbol ``h`` only) for every small enough h > 0, or None.

    A relation compares ``lhs - rhs`` with 0: written as a quotient of products of polynomials in h
    and their roots, its sign for small h > 0 is the product of the factors' signs: a polynomial's
    is its lowest-order coefficient's (0 when it is identically 0), a root ``b**q`` (q not an integer)
    is positive where its polynomial b is (MCC's √((N² − Σr²)(N² − Σt²)) ≠ 0).
    """
    settled = logical(cond, lambda part: holds_near_zero(part, h))
    if settled is not NotImplemented:
        return cast("bool | None", settled)
    tests: dict[Any, Callable[[int], bool]] = {sympy.Eq: lambda s: s == 0, sympy.Ne: lambda s: s != 0,
                                               sympy.Gt: lambda s: s > 0, sympy.Ge: lambda s: s >= 0,
                                               sympy.Lt: lambda s: s < 0, sympy.Le: lambda s: s <= 0}
    if type(cond) not in tests or cond.free_symbols - {h} or not _sides_finite_near_zero(cond, h):
        return None
    sign = 1
    for part in sympy.fraction(cancel(cond.lhs - cond.rhs, together=True)):
        for factor in sympy.Mul.make_args(part):
            factor_sign = _sign_near_zero(factor, h)
            if factor_sign is None:
                return None
            sign *= factor_sign
    return tests[type(cond)](sign)


def _sides_finite_near_zero(cond: Any, h: Any) -> bool:
    """Whether both sides of ``cond`` are algebraic and every base of a reciprocal in them, as written, has a nonzero
    sign for every small h > 0 (:func:`~axioms.arithmetic.symbolic.reciprocal_bases`)."""
    bases = reciprocal_bases(cond)
    return bases is not None and all(_sign_near_zero(factor, h) for base in bases
                                     for part in sympy.fraction(cancel(base, together=True))
                                     for factor in sympy.Mul.make_args(part))


def _sign_near_zero(factor: Any, h: Any) -> int | None:
    """The sign of one factor (a polynomial in h, or a power of one) for every small h > 0, or None."""
    base, exponent = factor.as_base_exp() if factor.is_Pow else (factor, sympy.Integer(1))
    if not (exponent.is_Rational and exponent > 0):
        return None
    try:
        lowest = lowest_term(sympy.Poly(base, h))
    except sympy.PolynomialError:
        return None
    if lowest is None:
        return None
    if exponent.is_Integer:
        return cast(int, lowest[2] ** int(exponent))  # a positive integer power of -1, 0 or 1
    return lowest[2] if lowest[2] >= 0 else None  # a root of a positive polynomial is positive (of 0, 0)


def lowest_term(poly: Any) -> tuple[int | None, Any, int] | None:
    """``(k, c, sign)``: the lowest power k of ``poly`` whose numeric coefficient c is certified nonzero
    (every lower one certified zero, by :func:`axioms.arithmetic.exact.exact_sign`), ``(None, 0, 0)`` for the zero
    polynomial; None when a coefficient is not a real number or its sign is undecided."""
    for k, c in enumerate(poly.all_coeffs()[::-1]):
        if not c.is_number or not c.is_real:
            return None
        sign = exact_sign(c)
        if sign is None:
            return None
        if sign != 0:
            return k, c, sign
    return None, sympy.Integer(0), 0


def branch_near(G: Any, env: dict[Any, Any], moves: dict[Any, int], h: Any) -> Any:
    """``G`` with every Piecewise replaced by the branch it takes at ``env + h * moves`` for every small
    h > 0 (so a one-sided limit along the move needs no Piecewise), or None when a condition is not
    decided there by :func:`holds_near_zero`."""
    shifted = {**env, **{c: env[c] + d * h for c, d in moves.items()}}

    def near(cond: Any) -> bool | None:
        if isinstance(cond, bool):
            return cond
        with sympy.evaluate(False):  # sympy would settle Eq(x + s, y + s) as x = y, dropping the pole of s
            moved = cond.xreplace(shifted)
        return holds_near_zero(moved, h)

    return choose_branches(G, near)


def rational_limit(q: Any, h: Any) -> Any:
    """``lim q`` as h -> 0+ when ``q`` is a rational function of ``h`` with numeric coefficients, exactly
    (from the lowest-order terms of its numerator and denominator; ``±oo`` when it diverges), else None.

    sympy's ``limit`` can take minutes on such a quotient; this is the same number, read off the orders.
    """
    num, den = sympy.fraction(cancel(q, together=True))
    try:
        polys = [sympy.Poly(x, h) for x in (num, den)]
    except sympy.PolynomialError:
        return None
    ca: Any  # the lowest coefficients: sympy numbers where the signs sa, sb are found
    cb: Any
    (a, ca, sa), (b, cb, sb) = [lowest_term(p) or (None, None, None) for p in polys]
    if sa is None or sb is None or sb == 0:
        return None  # a coefficient of undecided sign, or a zero denominator
    if sa == 0:
        return sympy.Integer(0)
    assert a is not None and b is not None  # sa and sb nonzero: both lowest terms were found
    if a > b:
        return sympy.Integer(0)
    if a == b:
        return ca / cb
    return sympy.oo * sa * sb


def directional_derivative(G: Any, env: dict[Any, Any], moves: dict[Any, int], h: Any, settings: Settings) -> Any:
    """One-sided derivative of ``G`` at the point ``env`` along ``moves`` ({cell symbol: ±1}), as an exact
    limit; None when sympy cannot give a finite one, or an exact difference quotient at h = 10^-6
    does not agree with it to 10^-3 (a sanity re-check of the limit)."""
    g0 = G.xreplace(env)
    near = branch_near(G, env, moves, h)  # Piecewise-free along the move: sympy.limit is slow on a Piecewise
    quotient = ((G if near is None else near).xreplace({**env, **{c: env[c] + d * h for c, d in moves.items()}})
                - g0) / h
    try:
        with time_budget(settings.symbolic_seconds):
            lim = rational_limit(quotient, h)
            lim = sympy.limit(quotient, h, 0, dir="+") if lim is None else lim
    except Exception:  # noqa: BLE001 - sympy.limit may give up or time out: no witness
        return None
    if not (lim.is_number and lim.is_finite):
        return None
    q = quotient.xreplace({h: sympy.Rational(1, 10**6)})
    if not q.is_number or not q.is_finite or abs(float(q - lim)) > 1e-3:
        return None
    return lim
