"""Whether a number expression, evaluated as its code wrote it, needs a part that is 0/0.

sympy compares the arguments of ``Max``, ``Min`` and a ``Piecewise`` condition as it builds them, and a NaN
there raises (``Max(0, 0/0 - 1)``: "The argument 'nan' is not comparable") instead of giving an undefined
score. Built with sympy's evaluation off (:func:`metrics.bridge.written_form`), the same code gives the
expression unevaluated; :func:`meets_nan` evaluates it from the leaves up:

* a node needs each of its arguments; a ``Piecewise`` its conditions in order up to the first true one, and that
  branch only;
* a part that evaluates to NaN makes the whole undefined (True);
* a comparison sympy cannot make on numbers that are not NaN (``Min(1, zoo)``, an ``x/0`` that numpy's ``inf``
  would order) decides nothing (False): the code's float64 value is the metric's there, as before.
"""

from typing import Any

import sympy

__all__ = ["meets_nan"]


class _Undecided(Exception):
    """A comparison sympy cannot make on numbers that are not NaN."""


def meets_nan(expr: Any) -> bool:
    """Whether evaluating the unevaluated number expression ``expr`` as written meets a NaN in a part it needs
    before any comparison that sympy cannot make otherwise."""
    try:
        return _value(expr) is None
    except _Undecided:
        return False


def _value(expr: Any) -> Any:
    """``expr`` evaluated from the leaves up; None at the first NaN it needs."""
    if isinstance(expr, sympy.Piecewise):
        for branch, condition in expr.args:
            holds = _value(condition)
            if holds is None:
                return None
            if holds is sympy.true:
                return _value(branch)
            if holds is not sympy.false:
                raise _Undecided
        return None
    if not isinstance(expr, sympy.Basic) or not expr.args:
        return None if expr is sympy.nan else expr
    args = [_value(a) for a in expr.args]
    if any(a is None for a in args):
        return None
    try:
        value = expr.func(*args)
    except (TypeError, ValueError) as exc:  # sympy cannot order these numbers (an infinity, a complex number)
        raise _Undecided from exc
    return None if value is sympy.nan else value
