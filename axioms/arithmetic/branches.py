"""Choosing a Piecewise's branches: the piece an expression takes where a caller's test settles each condition.

:func:`logical` settles a condition built with And, Or and Not from its parts; :func:`choose_branches` replaces every
Piecewise, innermost first, by its first branch whose condition the caller's ``decide`` says holds. Each caller decides
conditions its own way: on the matrices with a given set of positive cells (:mod:`axioms.search.patterns`), near a
point for every number of padded classes (:mod:`axioms.every_n.decomposition_lemmas`), at every n
(:mod:`axioms.every_n.chance_formula`), as a step h tends to 0 (:mod:`axioms.properties.con.limits`).

Examples
--------
>>> x = sympy.Symbol("x")
>>> choose_branches(sympy.Piecewise((1 / x, x > 0), (0, True)), lambda cond: True)
1/x
>>> choose_branches(sympy.Piecewise((1 / x, x > 0), (0, True)), lambda cond: None) is None
True
"""

from collections.abc import Callable
from typing import Any

import sympy

__all__ = ["logical", "choose_branches"]


class _Undecided(Exception):
    """A condition ``decide`` leaves open, or a Piecewise none of whose branches applies."""


# returns bool, None or NotImplemented (which mypy reads as Any)
def logical(cond: Any, decide: Callable[[Any], bool | None]) -> Any:
    """Truth of ``cond`` when it is a constant or an And/Or/Not of parts settled by ``decide`` (None when
    a part is undecided); ``NotImplemented`` for any other condition, which the caller decides itself."""
    if cond in (True, False, sympy.true, sympy.false):
        return bool(cond)
    if not isinstance(cond, (sympy.And, sympy.Or, sympy.Not)):
        return NotImplemented
    parts = [decide(a) for a in cond.args]
    if None in parts:
        return None
    return all(parts) if isinstance(cond, sympy.And) else any(parts) if isinstance(cond, sympy.Or) else not parts[0]


def choose_branches(e: Any, decide: Callable[[Any], bool | None]) -> Any:
    """``e`` with every Piecewise replaced by its first branch whose condition ``decide(cond)`` says
    holds (innermost first); None when ``decide`` leaves a condition undecided (None) or no branch applies."""
    def pick(pw: Any) -> Any:
        for value, cond in pw.args:
            decided = decide(cond)
            if decided is None:
                raise _Undecided(f"condition {cond} is not decided")
            if decided:
                return value
        raise _Undecided("no branch applies")

    try:
        while e.has(sympy.Piecewise):
            e = e.replace(lambda x: isinstance(x, sympy.Piecewise) and not any(a.has(sympy.Piecewise) for a in x.args),
                          pick)
    except _Undecided:
        return None
    return e
