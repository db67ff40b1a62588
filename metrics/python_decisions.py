r"""Python's ``==`` on a formula: a decision a trace cannot take.

A metric's formulas are made by calling the user's Python once on symbols (a structure's
functions, :mod:`metrics.traced_formulas`; a ``symbolic=`` form on the matrix of cell symbols).
sympy answers ``t > 7`` with a relation that refuses to be a truth value, but ``t == 7`` and
``sum(M) == 9`` with a plain ``False`` (the formulas differ as written). A branch on it is then
taken once, at the trace, and never at the counts where it holds: ``c / t`` was proved about a
score that is 0 at t = 7, and the exact value of a matrix with N = 9 (the code run on numbers)
disagreed with the formula the proofs were about.

Inside :func:`refusing_python_decisions`, comparing a formula in the traced symbols with a Python
number (``==``, ``!=``, ``in``) in the user's code (sympy's own comparisons are left alone) gives
an :class:`UndecidedComparison` whose truth value raises :class:`PythonDecisionError`, a TypeError
naming the comparison, so the trace fails where the branch is taken and the registration can say
to write it with ``sympy.Piecewise``.
"""

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from fractions import Fraction
import numbers
import sys
from typing import Any

from sympy.core.basic import Basic

__all__ = ["PythonDecisionError", "UndecidedComparison", "refusing_python_decisions", "FIX_IT"]

#: How to write a branch on a count so that every form of the metric takes it.
FIX_IT = "write the branch with sympy: sympy.Piecewise((value, sympy.Eq(a, b)), (otherwise, True))"


class PythonDecisionError(TypeError):
    """Python's ``==`` or ``!=`` between a traced formula and a number was asked for a truth value."""


class UndecidedComparison:
    """``formula == number`` for a formula in traced symbols: no truth value until the symbols have values."""

    def __init__(self, formula: Any, number: Any) -> None:
        self.formula, self.number = formula, number

    def __bool__(self) -> bool:
        raise PythonDecisionError(
            f"Python decided {self.formula} == {self.number} on symbols, where it is False as written, though it "
            f"holds wherever {self.formula} is {self.number}; {FIX_IT}")


_ORIGINAL_EQ = Basic.__eq__


def _asked_by_sympy(frame: Any) -> bool:
    """Whether the comparison comes from sympy's own code (``x != 0`` while building a Matrix), seen past
    ``Basic.__ne__``, which asks ``==``."""
    if frame is not None and frame.f_code is Basic.__ne__.__code__:
        frame = frame.f_back
    return frame is not None and str(frame.f_globals.get("__name__", "")).startswith("sympy")


@contextmanager
def refusing_python_decisions(symbols: Iterable[Any]) -> Iterator[None]:
    """While it runs, a sympy formula that reads one of ``symbols`` compared with a Python number by ``==`` (or
    ``!=``, ``in``) is an :class:`UndecidedComparison` (sympy's own comparisons, with sympy numbers or truth
    values, are left alone)."""
    traced = set(symbols)

    def eq(self: Basic, other: Any) -> Any:
        if (isinstance(other, (numbers.Number, Fraction)) and not isinstance(other, (Basic, bool))
                and not _asked_by_sympy(sys._getframe(1)) and not self.free_symbols.isdisjoint(traced)):
            return UndecidedComparison(self, other)
        return _ORIGINAL_EQ(self, other)

    Basic.__eq__ = eq  # type: ignore[method-assign]
    try:
        yield
    finally:
        Basic.__eq__ = _ORIGINAL_EQ  # type: ignore[method-assign]
