"""Exact rationals with float64's conventions for ``inf`` and ``nan`` (no rounding).

Numeric metric code is written for float arrays, where ``x / 0`` is ``inf`` (``0 / 0`` is ``nan``)
and ``x / inf`` is 0: ``1 / (1 + fn / tp)`` is 0 at ``tp = 0 < fn``, and
``np.where(den == 0, 0, num / den)`` evaluates ``num / den`` everywhere and picks its 0.
Python's ``Fraction`` raises ``ZeroDivisionError`` instead, which reads such a metric as
undefined where its author's code gives a number. :class:`IeeeRational` runs the same code
exactly with the author's semantics, so a numeric-only metric's ties stay decidable.

Not modelled: signed zeros (``1 / (0 * -1)`` is ``inf`` here, ``-inf`` in float64). A float
operand (``np.log``, ``0.5 * x``) makes the result a float, i.e. not exact. Callers cross-check
the exact value against float64 (``axioms.arithmetic.exact.value_of``).
"""

import math
import operator
from fractions import Fraction

import numpy as np

__all__ = ["IeeeRational"]


def _special(x):
    """A float result as a value: finite floats from inf/nan arithmetic are exact (``1 / inf`` is 0)."""
    return IeeeRational(Fraction(x)) if math.isfinite(x) else IeeeRational(x)


def _apply(op, a, b):
    """``op(a, b)`` for Fractions or the floats ``inf``, ``-inf``, ``nan``; a float when the result is not exact."""
    if isinstance(a, Fraction) and isinstance(b, Fraction):
        if op is operator.truediv and b == 0:
            return IeeeRational(math.nan if a == 0 else math.copysign(math.inf, a))
        if op is operator.pow and a == 0 and b < 0:
            return IeeeRational(math.inf)
        out = op(a, b)
        return IeeeRational(out) if isinstance(out, Fraction) else float(out)  # a fractional power is a float
    if op is operator.pow and not (isinstance(b, Fraction) and b.denominator == 1):
        return float(a) ** float(b)
    return _special(op(float(a), float(b)))  # float64's rules for inf and nan, exact on these operands


class IeeeRational:
    """An exact rational, or ``inf`` / ``-inf`` / ``nan`` as float64 makes them (see the module)."""

    __slots__ = ("value",)

    def __init__(self, value: "Fraction | float") -> None:
        self.value = value  # a Fraction, or the float inf, -inf or nan

    @staticmethod
    def _value(x):
        """The operand's value (Fraction or special float), or None for a float operand (not exact)."""
        if isinstance(x, IeeeRational):
            return x.value
        if isinstance(x, (int, np.integer, Fraction)) and not isinstance(x, (bool, np.bool_)):
            return Fraction(int(x)) if isinstance(x, np.integer) else Fraction(x)
        return None

    def _binary(self, other, op, reflected=False):
        o = self._value(other)
        if o is None:
            if isinstance(other, (float, np.floating)):
                a, b = float(self.value), float(other)
                return op(b, a) if reflected else op(a, b)
            return NotImplemented
        return _apply(op, o, self.value) if reflected else _apply(op, self.value, o)

    def __add__(self, o):
        return self._binary(o, operator.add)

    def __radd__(self, o):
        return self._binary(o, operator.add, True)

    def __sub__(self, o):
        return self._binary(o, operator.sub)

    def __rsub__(self, o):
        return self._binary(o, operator.sub, True)

    def __mul__(self, o):
        return self._binary(o, operator.mul)

    def __rmul__(self, o):
        return self._binary(o, operator.mul, True)

    def __truediv__(self, o):
        return self._binary(o, operator.truediv)

    def __rtruediv__(self, o):
        return self._binary(o, operator.truediv, True)

    def __pow__(self, o):
        return self._binary(o, operator.pow)

    def __rpow__(self, o):
        return self._binary(o, operator.pow, True)

    def __neg__(self):
        return IeeeRational(-self.value)

    def __pos__(self):
        return self

    def __abs__(self):
        return IeeeRational(abs(self.value))

    def __float__(self):
        return float(self.value)

    def _compare(self, other, op):
        o = self._value(other)
        a, b = self.value, (float(other) if o is None else o)
        if not (isinstance(a, Fraction) and isinstance(b, Fraction)):
            a, b = float(a), float(b)  # nan compares false, as in float64
        return op(a, b)

    def __eq__(self, o):
        return self._compare(o, operator.eq)

    def __ne__(self, o):
        return self._compare(o, operator.ne)

    def __lt__(self, o):
        return self._compare(o, operator.lt)

    def __le__(self, o):
        return self._compare(o, operator.le)

    def __gt__(self, o):
        return self._compare(o, operator.gt)

    def __ge__(self, o):
        return self._compare(o, operator.ge)

    def __bool__(self):
        return bool(self.value)  # nan is true, as in float64

    def __hash__(self):
        return hash(self.value)

    def __repr__(self):
        return f"IeeeRational({self.value!r})"
