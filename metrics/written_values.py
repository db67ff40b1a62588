"""A number expression evaluated as its code wrote it, so that an undefined part it needs makes it undefined.

sympy compares the arguments of ``Max``, ``Min`` and a ``Piecewise`` condition as it builds them, and a NaN
there raises (``Max(0, 0/0 - 1)``: "The argument 'nan' is not comparable") instead of giving an undefined
score. Built with sympy's evaluation off (:func:`metrics.bridge.written_form`), the same code gives the
expression unevaluated; :func:`value_as_written` evaluates it from the leaves up:

* a node is undefined when an argument it needs is, or when it evaluates to ``nan``, ``zoo`` or ``±oo``;
* a ``Piecewise`` needs its conditions in order up to the first true one, and that branch only.
"""

from typing import Any

import sympy

__all__ = ["value_as_written"]

_UNDEFINED = (sympy.nan, sympy.zoo, sympy.oo, -sympy.oo)


def value_as_written(expr: Any) -> Any:
    """The value of the unevaluated number expression ``expr``, or None where a part it needs is undefined
    (or no branch of a ``Piecewise`` applies)."""
    if isinstance(expr, sympy.Piecewise):
        for branch, condition in expr.args:
            holds = value_as_written(condition)
            if holds is None:
                return None
            if holds is sympy.true:
                return value_as_written(branch)
        return None
    if not isinstance(expr, sympy.Basic):
        return expr
    args = [value_as_written(a) for a in expr.args]
    if any(a is None for a in args):
        return None
    try:
        value = expr.func(*args) if args else expr
    except (TypeError, ValueError):  # a comparison sympy cannot make on these numbers
        return None
    return None if any(value == u for u in _UNDEFINED) else value
