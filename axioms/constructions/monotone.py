r"""The proof of strict monotonicity (Sebastiani's MON): every correction strictly raises the score wherever both
scores are defined.

A correction moves one item from a wrong cell :math:`m_{ij}` to its correct cell :math:`m_{jj}`.
:func:`mon_proof` certifies, per support pattern, that the gain
:math:`\mathrm{direction}\cdot(M(\text{after}) - M(\text{before})) > 0`; MON's check and the
lemma MON + definedness => MAX both use it.
"""

from typing import Any, Literal

import sympy

from metrics import Metric, cell_symbols

from axioms.core.budget import Settings, SymbolicTimeout, time_budget
from axioms.search.patterns import absent_zeros, definedness_parts, pattern_exprs
from axioms.arithmetic.signs import sign_where_defined
from axioms.search.spaces import cell_name
from axioms.arithmetic.symbolic import term_bound, too_large

__all__ = ["SLOPE_MAX_OPS", "GAIN_MAX_TERMS", "gain_sign", "mon_proof"]


#: Largest ``count_ops`` of a score whose derivative along a correction is certified (a deterministic
#: budget: the certificate expands products of the score's denominators and radicands).
SLOPE_MAX_OPS = 150

#: Largest number of terms (:func:`axioms.arithmetic.symbolic.term_bound`) of the numerator or
#: denominator of a gain or slope over one denominator that is certified: expanding and cancelling
#: it is the certificate's cost. Every catalogue metric's gains and slopes, calibrated ones included,
#: stay within 4,845 terms at n = 2, and weighted F1's within 5,005 at n = 3 (8 s a correction);
#: weighted F1 at n = 4 (245,157: hours of expanding) and the F1 of averages at n = 3 are beyond it,
#: so their MON rests on the search, the same on every machine instead of on whether the
#: wall-clock safety net fires.
GAIN_MAX_TERMS = 20_000


def _within_terms(x: Any) -> bool:
    """Whether ``x`` over one denominator is within :data:`GAIN_MAX_TERMS` (numerator and denominator)."""
    num, den = sympy.fraction(sympy.together(x))
    return max(term_bound(num), term_bound(den)) <= GAIN_MAX_TERMS


def gain_sign(
    e: Any, before: dict[Any, Any], after: dict[Any, Any], direction: int, M: Any,
    move: tuple[tuple[int, int], tuple[int, int]],
) -> Literal[1] | str:
    r"""+1 when the correction ``before -> after`` strictly raises ``direction * e`` wherever both are defined;
    else why no certificate was given, in words.

    First the difference ``e(after) - e(before)`` (scores without roots), certified
    wherever both scores are defined (:func:`sign_where_defined`). Failing that, the derivative along
    the move (``+1`` on the correct cell, ``-1`` on the wrong one) is certified positive, with every
    radicand nonzero, at every point where e is defined: a one-signed denominator nonzero at both ends of the
    segment between the two matrices is nonzero inside it (a variable positive at an end
    is positive inside), so e is continuous on the segment and differentiable inside with
    a positive slope, and the gain is positive (mean value theorem). A gain or slope beyond
    :data:`GAIN_MAX_TERMS` is not tried.
    """
    e0, e1 = e.xreplace(before), e.xreplace(after)
    pair = definedness_parts([e0, e1])
    if pair is None:
        return "no strict sign certificate"
    gain = direction * (e1 - e0)
    gain_fits = _within_terms(gain)
    if not pair[1] and gain_fits and sign_where_defined(gain, pair[0]) == 1:
        return 1  # a difference of roots is seldom one-signed: radical scores go by their slope
    if sympy.count_ops(e) > SLOPE_MAX_OPS:
        return "no strict sign certificate" if gain_fits else f"gain beyond {GAIN_MAX_TERMS:,} terms, not tried"
    wrong, right = move
    slope = direction * (sympy.diff(e, M[right]) - sympy.diff(e, M[wrong]))
    if not _within_terms(slope):
        return f"{'slope' if gain_fits else 'gain and slope'} beyond {GAIN_MAX_TERMS:,} terms, not tried"
    parts = definedness_parts([e])  # None where substituting removed e's only non-algebraic part (Abs(m00) -> m00)
    if parts is None:
        return "no strict sign certificate"
    dens, roots = parts
    return 1 if sign_where_defined(slope, dens, radicands=roots) == 1 else "no strict sign certificate"


def mon_proof(metric: Metric, n: int, settings: Settings, direction: int) -> Literal[True] | str:
    """True when strict monotonicity is proved; else a note saying why not.

    Per support pattern (the whole orthant when the form has no Piecewise), the gain
    ``direction * (metric(after) - metric(before))`` of each correction, with the moved
    cell written ``s + 1`` before and ``s`` after, gets a strict sign certificate
    (:func:`sign_where_defined`) valid wherever both scores are defined.
    """
    expr = metric.expression(n)
    if expr is None:
        return "no symbolic form"
    try:
        with time_budget(settings.symbolic_seconds):
            if expr.has(sympy.Piecewise):
                pats = pattern_exprs(metric, n)
                if pats is None:
                    return "a Piecewise condition depends on the classifier"
                cases = [(present, e) for present, e in pats if not e.has(sympy.nan, sympy.zoo)]
            else:
                cases = [(frozenset(range(n)), expr)]
            M = cell_symbols(n)
            s = sympy.Symbol("s", nonnegative=True)
            for present, e in cases:
                zeros = absent_zeros(n, present)
                for j in sorted(present):
                    for i in range(n):
                        if i == j:
                            continue
                        before = dict(zeros)
                        before[M[i, j]] = s + 1
                        after = dict(zeros)
                        after[M[i, j]] = s
                        after[M[j, j]] = M[j, j] + 1
                        if too_large(e, settings):
                            return "expression above the symbolic size budget"
                        sign = gain_sign(e.xreplace(zeros), before, after, direction, M, ((i, j), (j, j)))
                        if sign != 1:
                            return f"{sign} for the gain of {cell_name(n, i, j)} -> {cell_name(n, j, j)}"
            return True
    except SymbolicTimeout:
        return f"symbolic budget of {settings.symbolic_seconds} s exhausted"
