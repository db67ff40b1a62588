r"""What sympy's automatic simplification drops from a metric's form as written: where it divides by 0.

sympy simplifies while it builds an expression: ``acc·(TP + FN)/(TP + FN)`` is ``acc`` on symbols, ``0·(1/x)`` is
0, ``(TP − 7)/(TP − 7)`` is 1. The metric as written is 0/0 at TP + FN = 0 (or x = 0, or TP = 7); the simplified
expression is defined there. Every certificate of *where* a score is defined that is read off the simplified
expression must therefore also know what the simplification dropped (:func:`dropped_denominators`), reading the
form as written (:func:`axioms.arithmetic.where_defined.as_written`).

Examples
--------
>>> x, y = sympy.symbols("x y", nonnegative=True)
>>> with sympy.evaluate(False):
...     written = x / (x + y) * y / y
>>> dropped_denominators(written, x / (x + y))
[y]
>>> dropped_denominators(x / (x + y), x / (x + y))
[]
"""

from typing import Any

import sympy

from metrics.bridge import evaluated

from axioms.arithmetic.signs import nonneg_sign

__all__ = ["dropped_denominators"]


def dropped_denominators(written: Any, simplified: Any) -> list[Any] | None:
    """What sympy's simplification of the form ``written`` (read with its simplification off) into ``simplified``
    dropped of where it divides by 0: for every denominator of ``written`` that is none of ``simplified``'s, its
    numerator with every factor it shares with a denominator of ``simplified`` divided out, when that leaves more than
    a constant. ``acc·(TP + FN)/(TP + FN)``, which sympy writes ``acc``, gives ``[TP + FN]``; ``[]`` means
    ``simplified`` divides by 0 wherever ``written`` does. None when not read: a radicand of ``written`` neither
    certified nonnegative nor one of ``simplified``'s, a denominator that is no polynomial and none of
    ``simplified``'s, a function of ``written`` that may be undefined (log, ...) and that ``simplified`` no
    longer has, or a power with a symbolic exponent. Simplification only cancels, so ``simplified`` is defined
    wherever ``written`` is."""
    if written is None or simplified is None:
        return None
    ours, theirs = _singular_bases(written), _singular_bases(simplified)
    if ours is None or theirs is None:
        return None
    (dens, roots), (kept_dens, kept_roots) = ours, theirs
    if any(r not in kept_roots and nonneg_sign(r) not in (0, 1) for r in roots):
        return None
    if not {evaluated(f) for f in _partial(written)} <= _partial(simplified):
        return None  # a function dropped: log(x) − log(x) is 0 to sympy, log 0 − log 0 undefined as written
    unmatched = [_numerator(d) for d in dens if d not in kept_dens]
    if not unmatched:
        return []
    kept = [_numerator(d) for d in kept_dens]
    symbols = sorted(set().union(*(d.free_symbols for d in unmatched + kept)), key=str)
    ring = sympy.ring(symbols, sympy.QQ)[0] if symbols else None
    divisors = [q for q in (_polynomial(ring, d) for d in kept) if q is not None]
    dropped = []
    for d in unmatched:
        p = _polynomial(ring, d)
        if p is None:
            return None
        for q in divisors:
            g = p.gcd(q)
            while not g.is_ground:
                p = p.exquo(g)
                g = p.gcd(q)
        if not p.is_ground:
            dropped.append(p.as_expr())
    return dropped


#: Functions defined wherever their arguments are (a Piecewise's conditions decided, its branches' own powers read as
#: powers): sympy may evaluate them away without hiding a point where the form is undefined.
_TOTAL = (sympy.Piecewise, sympy.Min, sympy.Max, sympy.Abs, sympy.sign, sympy.Heaviside, sympy.floor, sympy.ceiling,
          sympy.exp)


def _partial(e: Any) -> set[Any]:
    """The applications in ``e`` of functions that may be undefined where their arguments are defined (log, ...)."""
    return {f for f in e.atoms(sympy.Function) if not isinstance(f, _TOTAL)}


def _numerator(base: Any) -> Any:
    """The numerator of ``base`` (where it is 0, so is ``base``, wherever its own reciprocals are defined)."""
    return sympy.expand(sympy.numer(sympy.together(base)))


def _polynomial(ring: Any, e: Any) -> Any:
    """``e`` in the polynomial ``ring``, or None when it is no polynomial with rational coefficients."""
    if ring is None or not e.is_polynomial(*ring.symbols):
        return None
    try:
        return ring(e)
    except (ValueError, sympy.polys.polyerrors.CoercionFailed):
        return None


def _singular_bases(e: Any) -> "tuple[set[Any], set[Any]] | None":
    """``(denominators, radicands)`` of ``e``, each base of a negative or fractional power as sympy evaluates it on
    its own (its zeros kept; its own reciprocals are bases of their own); None for a symbolic exponent."""
    dens, roots = set(), set()
    for power in sympy.sympify(e).atoms(sympy.Pow):
        if not power.exp.is_number:
            return None
        base = evaluated(power.base)
        if not power.exp.is_integer:
            roots.add(base)
        if power.exp.is_negative and not base.is_number:
            dens.add(base)
    return dens, roots
