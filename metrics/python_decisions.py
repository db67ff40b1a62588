r"""Python's questions about a formula: decisions a trace cannot take.

A metric's formulas are made by calling the user's Python once on symbols (a structure's
functions, :mod:`metrics.traced_formulas`; a ``symbolic=`` form on the matrix of cell symbols).
sympy answers ``t > 7`` with a relation that refuses to be a truth value, but ``t == 7`` and
``sum(M) == 9`` with a plain ``False`` (the formulas differ as written), ``if t - 7:`` with True
and ``t in {7}`` through a hash. A branch on such an answer is taken once, at the trace, and never
at the counts where it would go the other way: ``c / t`` was proved about a score that is 0 at
t = 7, and the exact value of a matrix with N = 9 (the code run on numbers) disagreed with the
formula the proofs were about.

Inside :func:`refusing_python_decisions`, the user's code (sympy's and axiometrics' own are left
alone) comparing a formula in the traced symbols with a number, Python's or sympy's (``==``,
``!=``, ``in`` a sequence), gets an :class:`UndecidedComparison` whose truth value raises
:class:`PythonDecisionError`, a TypeError naming the comparison; asking for a formula's truth
value or hash (``in`` a set, a dict's key) raises it at once. The trace fails where the branch
is taken, and the registration says to write it with ``sympy.Piecewise``. What Python reads
without asking the formula (``str(t)``, ``t is sympy.true``, ``t.equals(7)``, ``t.is_zero``) and
what sympy compares for the code (``M == Matrix(...)``, ``t in sympy.Tuple(7)``) is beyond this
guard: a structure's functions are then compared with their trace on sample counts
(:mod:`metrics.trace_check`), and a symbolic form is trusted to be one formula.
"""

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from fractions import Fraction
import numbers
import sys
from typing import Any

import sympy
from sympy.core.basic import Basic

__all__ = ["PythonDecisionError", "UndecidedComparison", "refusing_python_decisions", "FIX_IT"]

#: How to write a branch on a count so that every form of the metric takes it.
FIX_IT = "write the branch with sympy: sympy.Piecewise((value, sympy.Eq(a, b)), (otherwise, True))"


class PythonDecisionError(TypeError):
    """The user's code asked Python for the truth value of ``formula == number``, or for a traced formula's truth
    value or hash."""


class UndecidedComparison:
    """``formula == number`` for a formula in traced symbols: no truth value until the symbols have values."""

    def __init__(self, formula: Any, number: Any, refusals: "list[PythonDecisionError]") -> None:
        self.formula, self.number, self.refusals = formula, number, refusals

    def __bool__(self) -> bool:
        self.refusals.append(PythonDecisionError(
            f"Python decided {self.formula} == {self.number} on symbols, where it is False as written, though it "
            f"holds wherever {self.formula} is {self.number}; {FIX_IT}"))
        raise self.refusals[-1]


#: Where Python asks a sympy object for an answer: ``==`` of a formula, of a sympy number (``Integer(7) == t``
#: asks the number), its truth value (``if t - 7:``) and its hash (``t in {7}``, ``{7: 0}.get(t)``).
_ASKED = [(Basic, "__eq__"), (sympy.Integer, "__eq__"), (sympy.Rational, "__eq__"), (sympy.Float, "__eq__"),
          (Basic, "__bool__"), (Basic, "__hash__")]


def _asked_by_sympy(frame: Any) -> bool:
    """Whether the question comes from sympy's own code (``x != 0`` while building a Matrix) or axiometrics' (the
    bridge reading the formula made), seen past ``__ne__``, which asks ``==``."""
    if frame is not None and frame.f_code in _NE_CODES:
        frame = frame.f_back
    return frame is not None and str(frame.f_globals.get("__name__", "")).partition(".")[0] in _LIBRARIES


_LIBRARIES = {"sympy", "metrics", "axioms", "reports"}


_NE_CODES = {Basic.__ne__.__code__, sympy.Rational.__ne__.__code__, sympy.Integer.__ne__.__code__,
             sympy.Float.__ne__.__code__}


@contextmanager
def refusing_python_decisions(symbols: Iterable[Any]) -> Iterator[None]:
    """While it runs, the user's code (not sympy's own) asking Python about a sympy formula that reads one of
    ``symbols`` is refused: ``==`` (or ``!=``, ``in``) with a number, a Python or a sympy one, is an
    :class:`UndecidedComparison`; its truth value and its hash raise :class:`PythonDecisionError`, raised again as
    the block ends if the code caught it. ``True`` and sympy's ``true`` count as numbers (``Eq(N, 9) == True``)."""
    traced = set(symbols)
    refusals: list[PythonDecisionError] = []  # raised again at the end: code that catches TypeError is still refused
    originals = {(cls, name): cls.__dict__.get(name) for cls, name in _ASKED}  # None: inherited (bool is True)

    reading: list[bool] = []  # inside reads_traced: free_symbols hashes the formula's symbols itself

    def reads_traced(x: Any) -> bool:
        if reading or not isinstance(x, Basic):
            return False
        reading.append(True)
        try:
            return not x.free_symbols.isdisjoint(traced)
        finally:
            reading.pop()

    def eq_of(cls: type) -> Any:
        original = originals[(cls, "__eq__")]

        def eq(self: Any, other: Any) -> Any:
            number = isinstance(other, (numbers.Number, Fraction, sympy.Number, sympy.logic.boolalg.BooleanAtom))
            formula, value = (self, other) if number else (other, self)
            if ((number or isinstance(self, sympy.Number)) and reads_traced(formula)
                    and not _asked_by_sympy(sys._getframe(1))):
                return UndecidedComparison(formula, value, refusals)
            return original(self, other)
        return eq

    def refused(what: str, original: Any) -> Any:
        def ask(self: Any) -> Any:
            if reads_traced(self) and not _asked_by_sympy(sys._getframe(1)):
                refusals.append(PythonDecisionError(
                    f"Python asked for the {what} of {self}, a formula in symbols: it is taken once, at the trace, "
                    f"and never where the counts have values; {FIX_IT}"))
                raise refusals[-1]
            return True if original is None else original(self)
        return ask

    replaced = {(cls, name): (eq_of(cls) if name == "__eq__" else
                              refused("truth value" if name == "__bool__" else "hash", originals[(cls, name)]))
                for cls, name in _ASKED}
    try:
        for (cls, name), fn in replaced.items():
            setattr(cls, name, fn)
        yield
        if refusals:
            raise refusals[0]
    finally:
        for (cls, name), fn in originals.items():
            if fn is None:
                delattr(cls, name)
            else:
                setattr(cls, name, fn)
