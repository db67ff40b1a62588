"""Exact re-verification: every counterexample is re-checked here before it is reported.

Values come from :func:`value_of` (sympy numbers: rationals, or algebraic numbers such
as MCC's square roots). Two values are compared by the sign of their
difference: zero when sympy proves it zero, otherwise the sign of an evaluation with
60 to 960 digits that is far from zero (an evaluation, not interval arithmetic). Metrics
without an exact form (no symbolic form, or float constants in it) are compared in
float64 with a relative margin, and the verdict says so.
"""

from fractions import Fraction

import numpy as np
import sympy

from .symbolic import at_point

__all__ = ["exact_sign", "value_of", "sign_of_difference", "compare", "as_text", "FLOAT_MARGIN"]

_DIGITS = 60

#: Relative margin beyond which two float64 values of a metric without an exact form are
#: certified to differ (below it their order is undecided).
FLOAT_MARGIN = 1e-9


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

    Whether the score is defined at ``m`` is the metric's own answer (its symbolic form
    applied to ``m``, so a form that returns NaN for an absent class is read as
    written). A defined value is then taken from the exact expression
    ``metric.expression(n)``, whose float literals were read as decimals *before* any
    cell value entered (``1.0 * trace / total`` at ``[[1, 0], [0, 2]]`` is exactly 1, not
    a rationalised float 0.333…3 + 0.666…7). A numeric-only metric is evaluated on exact
    ``Fraction`` cells, also as a batch of one: numpy code written for batches
    (``m[..., 0, 0]``, ``m.sum(axis=-2)``) often runs on a ``(1, n, n)`` array of
    ``Fraction`` objects although it fails on a bare ``(n, n)`` one; its exact value then
    decides ties that float64 cannot (a zero denominator raises ``ZeroDivisionError``:
    undefined).

    ``how`` is ``"exact"``, or ``"float64"`` when none of this gives an exact number; the
    float64 value is then the numeric form's.
    """
    try:
        v, how = metric.exact(m), "exact"
    except (NotImplementedError, TypeError, ValueError, ArithmeticError):
        with np.errstate(all="ignore"):
            v = float(np.asarray(metric.numeric(np.asarray([m], dtype=float)), dtype=float)[0])
        v, how = (None if np.isnan(v) else v), "float64"
    if metric.symbolic is not None:
        expr = metric.expression(len(m))  # None where the engine withholds symbolic work (large n)
        if v is None or expr is None:
            return v, how
        try:
            from_expression = at_point(expr, m)
        except (TypeError, ValueError, ArithmeticError):  # e.g. a NaN compared inside a Piecewise
            from_expression = None
        return (from_expression, "exact") if from_expression is not None else (v, how)
    if how == "exact":
        return v, how
    batch = np.array([[[Fraction(int(x)) for x in row] for row in m]], dtype=object)
    try:
        with np.errstate(all="ignore"):
            out = np.asarray(metric.numeric(batch), dtype=object).reshape(-1)[0]
    except ZeroDivisionError:
        return None, "exact"
    except Exception:  # noqa: BLE001 - the numeric code needs floats (log, sqrt, ...)
        return v, how
    if isinstance(out, (Fraction, int)) and not isinstance(out, bool):
        return sympy.Rational(Fraction(out)), "exact"
    return v, how


def sign_of_difference(va, vb, margin=FLOAT_MARGIN):
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

