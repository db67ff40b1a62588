"""Exact re-verification: every counterexample is re-checked here before it is reported.

Values come from :meth:`metrics.Metric.exact` (sympy numbers: rationals, or algebraic
numbers such as MCC's square roots). Two values are compared by the sign of their
difference: zero when sympy proves it zero, otherwise the sign of an evaluation with
60 to 960 digits that is far from zero (an evaluation, not interval arithmetic). Metrics
without an exact form (no symbolic form, or float constants in it) are compared in
float64 with a relative margin, and the verdict says so.
"""

import numpy as np
import sympy

__all__ = ["exact_sign", "value_of", "sign_of_difference", "compare", "as_text"]

_DIGITS = 60


def exact_sign(d):
    """Sign (-1, 0, 1) of the exact number ``d``; None when it cannot be decided.

    Rationals are exact. For algebraic numbers (square roots), 0 needs sympy's
    ``equals`` to confirm it; a nonzero sign comes from an evaluation with 60, 240 or 960
    digits whose magnitude exceeds 10^-(digits/2) (an evaluation, not interval arithmetic).
    """
    d = sympy.sympify(d)
    if d.has(sympy.Float):
        return None  # a float constant is not an exact number
    if d.is_Rational:
        return int(sympy.sign(d))
    if d.is_zero:
        return 0
    for digits in (_DIGITS, 4 * _DIGITS, 16 * _DIGITS):
        approx = d.evalf(digits)
        if not approx.is_real:
            return None
        if abs(approx) > sympy.Float(10) ** (-digits // 2):
            return 1 if approx > 0 else -1
        if digits == _DIGITS and d.equals(0):
            return 0
    return None


def value_of(metric, m):
    """``(value, how)``: the exact value (sympy number, None if undefined) or, failing that, a float.

    ``how`` is ``"exact"``, or ``"float64"`` when the metric has no exact form or its
    symbolic form cannot be evaluated at ``m`` (e.g. a comparison with NaN inside a
    ``Piecewise``); the float64 value is then the numeric form's.
    """
    try:
        return metric.exact(m), "exact"
    except (NotImplementedError, TypeError, ValueError, ArithmeticError):
        with np.errstate(all="ignore"):
            v = float(np.asarray(metric.numeric(np.asarray([m], dtype=float)), dtype=float)[0])
        return (None if np.isnan(v) else v), "float64"


def sign_of_difference(va, vb, margin=1e-9):
    """Certified sign of ``vb - va`` for two defined values; None when it cannot be certified.

    Exact (sympy) numbers are compared exactly; if either is a float, the difference must
    exceed ``margin`` relative to the values' size.
    """
    if isinstance(va, float) or isinstance(vb, float):
        diff = float(vb) - float(va)
        if abs(diff) <= margin * max(1.0, abs(float(va)), abs(float(vb))):
            return None
        return 1 if diff > 0 else -1
    return exact_sign(vb - va)


def compare(metric, a, b):
    """Certified sign of ``metric(b) - metric(a)``: (-1|0|1|None, value_a, value_b, how)."""
    va, how_a = value_of(metric, a)
    vb, how_b = value_of(metric, b)
    how = "exact" if how_a == how_b == "exact" else "float64"
    if va is None or vb is None:
        return None, va, vb, how
    return sign_of_difference(va, vb), va, vb, how


def as_text(value):
    """A value as text: ``'5/8'``, ``'15*sqrt(52061)/52061'`` (≈ 0.0657), ``'undefined'``."""
    if value is None:
        return "undefined"
    if isinstance(value, float):
        return repr(value)
    value = sympy.nsimplify(value) if value.is_Float else value
    if value.is_Rational:
        return str(value)
    return f"{sympy.sstr(value)} (≈ {float(value):.6g})"

