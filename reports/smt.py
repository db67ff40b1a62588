r"""SMT-LIB 2 obligations written from sympy expressions, decided by cvc5 — a second solver.

The engine proves inequalities with z3 (:mod:`axioms.arithmetic.certify`). :mod:`reports.verify` writes the
same claims again, from the metric's own exact form and the property's statement, as SMT-LIB 2
text (readable, paste-able into any solver) and asks cvc5 whether a counterexample exists.

An obligation "e ≥ 0 wherever e is defined, on the domain D" is the question

.. math:: \exists x \in D:\ \text{defined}(x) \wedge e(x) < 0

where defined(x) says every denominator is non-zero and every radicand non-negative (each under
the conditions of the ``Piecewise`` branch it lies in). ``unsat`` proves the claim; ``sat`` or
``unknown`` leaves it not re-checked (a refutation needs a point re-evaluated exactly, which
:mod:`reports.claims` finds by other means).

Written: numbers (exact rationals), symbols (reals), ``+``, ``×``, integer powers, rational powers
(an auxiliary root r ≥ 0 with :math:`r^d = b`), ``Piecewise``, ``Min``, ``Max``, ``Abs`` and
comparisons. Anything else (a float constant, a logarithm) raises :class:`NotWritable`.
"""

from dataclasses import dataclass, field
from functools import lru_cache
import os
import select
import signal
from typing import Any

import sympy

__all__ = ["NotWritable", "Obligation", "nonnegative", "undefined_somewhere", "decide", "solver_name"]


class NotWritable(ValueError):
    """The expression uses something SMT-LIB's real arithmetic does not have."""


@dataclass
class _Writer:
    """Collects the declarations and side conditions of one obligation while writing its terms."""

    names: dict = field(default_factory=dict)
    roots: list = field(default_factory=list)
    side: list = field(default_factory=list)
    required: list = field(default_factory=list)
    guards: list = field(default_factory=list)

    def name(self, symbol: Any) -> str:
        if symbol not in self.names:
            self.names[symbol] = f"x{len(self.names)}_{''.join(ch for ch in str(symbol) if ch.isalnum())}"
        return self.names[symbol]

    def require(self, condition: str) -> None:
        """Where the term is defined: a denominator non-zero, a radicand non-negative (in the Piecewise branch it lies
        in)."""
        guard = self.guards[-1] if self.guards else None
        self.required.append(condition if guard is None else f"(=> {guard} {condition})")

    def defined(self) -> str:
        return f"(and {' '.join(self.required)})" if self.required else "true"

    def term(self, e: Any) -> str:
        if e.is_Symbol:
            return self.name(e)
        if e.is_Integer:
            return str(e) if e >= 0 else f"(- {-e})"
        if e.is_Rational:
            return f"(/ {e.p} {e.q})" if e > 0 else f"(- (/ {-e.p} {e.q}))"
        if e.is_Add:
            return f"(+ {' '.join(self.term(a) for a in e.args)})"
        if e.is_Mul:
            return f"(* {' '.join(self.term(a) for a in e.args)})"
        if e.is_Pow:
            return self._power(e.base, e.exp)
        if isinstance(e, (sympy.Min, sympy.Max)):
            pick = "<=" if isinstance(e, sympy.Min) else ">="
            terms = [self.term(a) for a in e.args]
            out = terms[0]
            for t in terms[1:]:
                out = f"(ite ({pick} {out} {t}) {out} {t})"
            return out
        if isinstance(e, sympy.Abs):
            t = self.term(e.args[0])
            return f"(ite (>= {t} 0) {t} (- {t}))"
        if isinstance(e, sympy.Piecewise):
            return self._piecewise(e.args)
        raise NotWritable(f"{type(e).__name__} ({e}) has no SMT-LIB real-arithmetic form")

    def _power(self, base: Any, exp: Any) -> str:
        if not exp.is_Rational:
            raise NotWritable(f"the power {base}**{exp} has a non-rational exponent")
        b = self.term(base)
        if exp.q != 1:  # r = base^(1/q), r >= 0, r^q = base, base >= 0
            root = f"r{len(self.roots)}"
            self.roots.append(root)
            self.require(f"(>= {b} 0)")
            guard = self.guards[-1] if self.guards else None  # a root in a Piecewise branch is that branch's only
            for side in (f"(>= {root} 0)", f"(= {self._times(root, exp.q)} {b})"):
                self.side.append(side if guard is None else f"(=> {guard} {side})")
            b, exp = root, sympy.Integer(exp.p)
        if exp == 0:
            return "1"
        if exp > 0:
            return self._times(b, int(exp))
        self.require(f"(not (= {b} 0))")
        return f"(/ 1 {self._times(b, int(-exp))})"

    @staticmethod
    def _times(t: str, k: int) -> str:
        return t if k == 1 else f"(* {' '.join([t] * k)})"

    def _piecewise(self, pieces: Any) -> str:
        (value, condition), rest = pieces[0], pieces[1:]
        if not rest and condition is not sympy.true:
            self.require(self.condition(condition))  # no branch applies beyond the last condition: undefined there
        if condition is sympy.true or not rest:
            return self.term(value)
        c = self.condition(condition)
        self.guards.append(c if not self.guards else f"(and {self.guards[-1]} {c})")
        taken = self.term(value)
        self.guards[-1] = f"(not {c})" if len(self.guards) == 1 else f"(and {self.guards[-2]} (not {c}))"
        other = self._piecewise(rest)
        self.guards.pop()
        return f"(ite {c} {taken} {other})"

    def condition(self, c: Any) -> str:
        if c is sympy.true:
            return "true"
        if c is sympy.false:
            return "false"
        if isinstance(c, sympy.And):
            return f"(and {' '.join(self.condition(a) for a in c.args)})"
        if isinstance(c, sympy.Or):
            return f"(or {' '.join(self.condition(a) for a in c.args)})"
        if isinstance(c, sympy.Not):
            return f"(not {self.condition(c.args[0])})"
        ops = {sympy.Eq: "=", sympy.StrictLessThan: "<", sympy.LessThan: "<=", sympy.StrictGreaterThan: ">",
               sympy.GreaterThan: ">="}
        if type(c) in ops:
            return f"({ops[type(c)]} {self.term(c.lhs)} {self.term(c.rhs)})"
        if isinstance(c, sympy.Ne):
            return f"(not (= {self.term(c.lhs)} {self.term(c.rhs)}))"
        raise NotWritable(f"the condition {c} has no SMT-LIB form")


@dataclass(frozen=True)
class Obligation:
    """An SMT-LIB 2 question whose ``unsat`` proves ``claim``."""

    claim: str
    text: str


def nonnegative(expr: Any, domain: "list[Any]", claim: str, strict: bool = False) -> Obligation:
    """The obligation "``expr`` ≥ 0 (``strict``: > 0) wherever defined, on ``domain``" (a list of sympy relations, and
    the signs its symbols are declared with: ``nonnegative=True`` gives x ≥ 0, ``positive=True`` x > 0)."""
    writer = _Writer()
    body = writer.term(sympy.sympify(expr))
    return _obligation(writer, domain, claim, [*writer.side, *writer.required, f"({'<=' if strict else '<'} {body} 0)"])


def undefined_somewhere(exprs: "list[Any]", domain: "list[Any]", claim: str) -> Obligation:
    """The obligation "the first of ``exprs`` defined and the last undefined nowhere on ``domain``" (one
    expression: "defined everywhere"); expressions with roots are not written (their definitions would
    hide the points where a radicand is negative)."""
    names: dict = {}  # one set of symbols for all the expressions
    writers = []
    for expr in exprs:
        writer = _Writer(names=names)
        writer.term(sympy.sympify(expr))
        if writer.roots:
            raise NotWritable("a root: its definedness is not written")
        writers.append(writer)
    tests = ([writers[0].defined()] if len(writers) > 1 else []) + [f"(not {writers[-1].defined()})"]
    return _obligation(writers[0], domain, claim, tests)


def _obligation(writer: _Writer, domain: "list[Any]", claim: str, asserted: "list[str]") -> Obligation:
    conditions = [writer.condition(c) for c in domain if c is not sympy.true]
    # a symbol's own assumptions are part of the domain (sympy reads z >= 0 as True for a nonnegative z)
    conditions += [f"({'>' if symbol.is_positive else '>='} {name} 0)" for symbol, name in writer.names.items()
                   if symbol.is_nonnegative]
    lines = ["(set-logic QF_NRA)", f"; claim: {claim}"]
    lines += [f"(declare-fun {name} () Real)" for name in writer.names.values()]
    lines += [f"(declare-fun {root} () Real)" for root in writer.roots]
    lines += [f"(assert {c})" for c in conditions + asserted]
    lines.append("(check-sat)")
    return Obligation(claim, "\n".join(lines) + "\n")


def proves(expr: Any, domain: "list[Any]", claim: str, obligations: list, strict: bool = False) -> bool:
    """Whether cvc5 proves ``expr`` ≥ 0 (``strict``: > 0) wherever defined on ``domain`` (:func:`nonnegative`); the
    obligation asked is appended to ``obligations``. False when it cannot be written, or cvc5 does not answer unsat."""
    try:
        obligation = nonnegative(expr, domain, claim, strict=strict)
    except NotWritable:
        return False
    obligations.append(obligation)
    return decide(obligation) == "unsat"


@lru_cache(maxsize=1)
def _cvc5() -> Any:
    """The cvc5 module, imported on first use (it takes 0.09 s, which a command that decides no obligation, such as
    ``table``, does not pay), or None when the verify extra is not installed: obligations are then written, not
    decided."""
    try:
        import cvc5
    except ImportError:
        return None
    return cvc5


def solver_name() -> "str | None":
    """``'cvc5 <version>'``, or None when cvc5 is not installed."""
    cvc5 = _cvc5()
    return None if cvc5 is None else f"cvc5 {getattr(cvc5, '__version__', '')}".strip()


#: cvc5's time limit per obligation. On the committed catalogue reports every obligation cvc5 proves is proved within
#: 2.4 s on this project's 2-core machine (95 % within 0.5 s); the ones it does not prove run into any limit.
MILLISECONDS = 3000


def decide(obligation: Obligation, milliseconds: int = MILLISECONDS) -> str:
    """cvc5's answer to ``obligation``: ``"unsat"`` (the claim holds), ``"sat"``, ``"unknown"``
    (a time-out or an incomplete theory), or ``"no solver"``.

    cvc5's own time limit does not stop every query (some nonlinear ones run on in preprocessing), so
    where the system can fork cvc5 answers in a child process, killed a second after the limit."""
    if _cvc5() is None:  # imported here, before the fork: the child does not import it again
        return "no solver"
    if not hasattr(os, "fork"):
        return _ask(obligation, milliseconds)
    read, write = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover - the child only asks and writes its answer
        os.close(read)
        try:
            os.write(write, _ask(obligation, milliseconds).encode())
        finally:
            os._exit(0)
    os.close(write)
    answer = ""
    try:
        ready, _, _ = select.select([read], [], [], milliseconds / 1000 + 1)
        answer = os.read(read, 16).decode() if ready else ""
    finally:
        os.close(read)
        if not answer:
            os.kill(child, signal.SIGKILL)
        os.waitpid(child, 0)
    return answer or "unknown"


def _ask(obligation: Obligation, milliseconds: int) -> str:
    cvc5 = _cvc5()
    solver = cvc5.Solver()
    solver.setOption("tlimit-per", str(milliseconds))
    symbols = cvc5.SymbolManager(solver.getTermManager() if hasattr(solver, "getTermManager") else solver)
    parser = cvc5.InputParser(solver, symbols)
    parser.setStringInput(cvc5.InputLanguage.SMT_LIB_2_6, obligation.text, "obligation")
    answer = "unknown"
    while True:
        command = parser.nextCommand()
        if command.isNull():
            return answer
        out = command.invoke(solver, symbols).strip()
        if out in ("sat", "unsat", "unknown"):
            answer = out
