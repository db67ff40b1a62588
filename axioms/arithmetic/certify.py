"""Decision procedure for real inequalities: sympy expressions checked by z3's nonlinear real arithmetic.

A claim ``∀x: hypotheses(x) ∧ defined(f, x) → f(x) ≥ 0`` is proved when z3 finds its
negation unsatisfiable. The translation is exact (rationals stay rationals) and covers
``+``, ``·``, integer powers, divisions, rational powers (roots) and ``Piecewise``:

* a division is *defined* only where its denominator is nonzero, a root only where its
  base is nonnegative; definedness follows the active ``Piecewise`` branch, so a
  division by zero in a branch not taken never restricts the claim;
* a root ``b^(k/q)`` becomes a fresh variable ``y ≥ 0`` with ``y^q = b^k`` whenever
  ``b ≥ 0`` (unconstrained otherwise, where it is never used), so the translation
  neither adds nor removes points of the domain;
* a ``nan`` branch is a point where the expression is undefined;
* an equation with an undefined side is false and ``≠`` true (as in sympy and numpy); an
  ordering with an undefined side is left open (either truth value), since sympy raises
  there and the metric's numeric function decides: a proof must hold either way;
* ``Min``, ``Max`` and ``Abs`` (in a metric's original form, see :func:`numeric_form`)
  are undefined where an argument is, as numpy's ``minimum``/``maximum``/``abs`` are.

Before translation, every rational subexpression outside the conditions is cancelled
(:func:`tidy`). Cancelling only removes points where the original is undefined, so a
claim proved for the tidied expression holds wherever the original is defined.

z3 runs with a resource limit (``rlimit``), never a time limit, so a proof is
deterministic for a given z3 version: the same claim gets the same answer on any machine.
Without z3 installed nothing is proved here (the callers fall back to their other methods).
"""

from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache, reduce
from typing import Any, cast

import sympy
from sympy.core.relational import Relational
from sympy.logic.boolalg import Boolean

from metrics import Metric
from metrics.bridge import literals_read
from metrics.confusion import calibrate_symbolic
from metrics.variants import calibrated_base

from axioms.arithmetic.lazy import lazy_module
from axioms.arithmetic.rational import cancel

#: z3 (z3-solver is a dependency; None keeps minimal installs working), loaded on first use.
z3: Any = lazy_module("z3")

__all__ = ["RLIMIT", "MAX_ROOTS", "Unsupported", "is_rational", "numeric_form", "prove_at_most", "prove_nonnegative",
           "tidy", "z3_version"]

#: Resource limit of one z3 query (z3's deterministic work counter, not seconds).
RLIMIT = 20_000_000

#: The most roots (each a variable with a polynomial side condition) a claim may have for z3 to be asked:
#: nlsat's cost grows steeply with them, and z3 counts that work slowly against ``rlimit`` (a p-mean of
#: recalls with p = −1/2 at n = 3 has 10: 74 s for no answer; the catalogue's claims have at most 7).
MAX_ROOTS = 8


class Unsupported(Exception):
    """The expression has a function the translation does not cover (exp, log, ...)."""


def z3_version() -> str | None:
    """z3's version (verdicts it backs are reproducible with the same version and rlimit)."""
    return z3.get_version_string() if z3 is not None else None


class _Translation:
    """sympy -> z3 with definedness conditions and root side conditions."""

    def __init__(self, variables: dict[Any, Any]) -> None:
        self.vars = variables  # sympy Symbol -> z3 Real
        self.side: list[Any] = []  # unconditional constraints defining auxiliary root variables
        self.roots: dict[tuple[Any, int], Any] = {}
        self.open_conditions: dict[Any, Any] = {}

    def term(self, e: Any) -> tuple[Any, Any]:
        """``(z3 term, z3 bool: defined)`` of the sympy expression ``e``."""
        if e is sympy.nan:
            return z3.RealVal(0), z3.BoolVal(False)
        if e.is_Rational:
            return z3.RealVal(f"{e.p}/{e.q}"), z3.BoolVal(True)
        if e.is_Symbol:
            return self.vars[e], z3.BoolVal(True)
        if e.is_Add or e.is_Mul:
            parts = [self.term(a) for a in e.args]
            op = (lambda a, b: a + b) if e.is_Add else (lambda a, b: a * b)
            return reduce(op, [t for t, _ in parts]), z3.And(*[d for _, d in parts])
        if e.is_Pow:
            return self._power(e)
        if isinstance(e, sympy.Piecewise):
            return self._piecewise(e)
        if isinstance(e, (sympy.Min, sympy.Max, sympy.Abs)):
            return self._extremum(e)
        raise Unsupported(f"{type(e).__name__} is not translated to real arithmetic")

    def _power(self, e: Any) -> tuple[Any, Any]:
        base, defined = self.term(e.base)
        exponent = e.exp
        if not exponent.is_Rational:
            raise Unsupported(f"power with exponent {exponent}")
        k, q = int(exponent.p), int(exponent.q)
        if q != 1:
            base, defined = self._root(e.base, base, defined, q)
        if k == 0:
            return z3.RealVal(1), defined
        power = reduce(lambda a, b: a * b, [base] * abs(k))
        if k > 0:
            return power, defined
        return 1 / power, z3.And(defined, base != 0)

    def _root(self, key: Any, base: Any, defined: Any, q: int) -> tuple[Any, Any]:
        """A variable ``y`` with ``y ≥ 0, y^q = base`` wherever ``base ≥ 0`` (defined there only)."""
        if (key, q) not in self.roots:
            y = z3.Real(f"root{len(self.roots)}")
            power = reduce(lambda a, b: a * b, [y] * q)
            self.side.append(z3.Implies(base >= 0, z3.And(y >= 0, power == base)))
            self.roots[key, q] = y
        return self.roots[key, q], z3.And(defined, base >= 0)

    def _extremum(self, e: Any) -> tuple[Any, Any]:
        """``Min``/``Max``/``Abs``, undefined where an argument is (numpy semantics)."""
        parts = [self.term(a) for a in e.args]
        defined = z3.And(*[d for _, d in parts])
        terms = [t for t, _ in parts]
        if isinstance(e, sympy.Abs):
            return z3.If(terms[0] >= 0, terms[0], -terms[0]), defined
        pick = (lambda a, b: z3.If(a <= b, a, b)) if isinstance(e, sympy.Min) else (lambda a, b: z3.If(a >= b, a, b))
        return reduce(pick, terms), defined

    def _piecewise(self, e: Any) -> tuple[Any, Any]:
        value, defined = z3.RealVal(0), z3.BoolVal(False)
        for branch, condition in reversed(e.args):
            c = self.condition(condition)
            t, t_defined = self.term(branch)
            value = z3.If(c, t, value)
            defined = z3.If(c, t_defined, defined)
        return value, defined

    def condition(self, c: Any) -> Any:
        """The z3 bool of a sympy condition (false where an undefined side makes it NaN, ``≠`` true)."""
        if c is sympy.true or c is sympy.false:
            return z3.BoolVal(bool(c))
        if isinstance(c, (sympy.And, sympy.Or)):
            return (z3.And if isinstance(c, sympy.And) else z3.Or)(*[self.condition(a) for a in c.args])
        if isinstance(c, sympy.Not):
            return z3.Not(self.condition(c.args[0]))
        if isinstance(c, Relational):
            (lhs, d1), (rhs, d2) = self.term(c.lhs), self.term(c.rhs)
            defined = z3.And(d1, d2)
            if c.rel_op == "!=":
                return z3.Or(z3.Not(defined), lhs != rhs)
            if c.rel_op == "==":
                return z3.And(defined, lhs == rhs)
            ops = {">=": lambda a, b: a >= b, "<=": lambda a, b: a <= b,
                   ">": lambda a, b: a > b, "<": lambda a, b: a < b}
            if c not in self.open_conditions:  # one unknown truth value per condition, wherever it occurs
                self.open_conditions[c] = z3.Bool(f"open{len(self.open_conditions)}")
            return z3.If(defined, ops[c.rel_op](lhs, rhs), self.open_conditions[c])
        raise Unsupported(f"condition {c}")


def numeric_form(metric: Metric, M: Any) -> Any:
    """The form of ``metric`` at the matrix ``M`` whose translation matches its numeric function.

    A metric registered with only a symbolic form computes with ``lambdify`` of the form the
    user wrote, where ``Min``/``Max``/``Abs`` propagate NaN; the engine's exact form
    rewrites them as ``Piecewise``, whose orderings with a NaN side would be left open. So
    the original is used there, with its float literals read as written decimals (as in
    the exact form). A calibrated variant ``metric~`` computes its metric's numeric function at
    the calibrated cells (NaN where a class never occurs, where the calibrated cells divide by
    zero), so its form is that metric's form here at those cells: a ``Max`` stays a ``Max``,
    which z3 reads in a fraction of the time of the engine's ``Piecewise`` rewriting of it.
    Any other metric: its (exact) symbolic form.
    """
    base = calibrated_base(metric)
    if base is not None and base.symbolic is not None:
        return numeric_form(base, calibrate_symbolic(M))
    original = getattr(metric.symbolic, "__wrapped__", None)
    if original is None or metric.has_own_numeric:
        return cast(Callable[..., Any], metric.symbolic)(M)  # (None raises TypeError here, as before)
    return literals_read(original, M)


def is_rational(e: Any) -> bool:
    """Whether :func:`tidy` reads ``e`` as one rational expression (integer powers; no Piecewise, Min, Max or
    function)."""
    return (all(a.exp.is_Integer for a in e.atoms(sympy.Pow)) and not e.has(sympy.Piecewise, sympy.Min, sympy.Max)
            and not e.atoms(sympy.Function))


@lru_cache(maxsize=4096)
def tidy(e: Any) -> Any:
    """``e`` with each rational product cancelled (sums kept as sums, conditions untouched).

    ``cancel`` removes common factors, e.g. the ``p_j`` of a random classifier's calibrated
    cells ``z_i p_j |S| / (n p_j Σz)``; it never changes a value where ``e`` is defined.
    Kept per expression: a form repeats its subexpressions (a calibrated cell in every sum that
    reads it), and PV's proofs tidy the same form for each sign.
    """
    if e.is_Atom or isinstance(e, (Relational, Boolean)):
        return e
    if isinstance(e, sympy.Piecewise):
        return sympy.Piecewise(*[(tidy(branch), condition) for branch, condition in e.args])
    if e.is_Add:
        return sympy.Add(*[tidy(a) for a in e.args])
    if is_rational(e):
        return cancel(e)
    return e.func(*[tidy(a) for a in e.args])


def prove_nonnegative(expr: Any, symbols: Iterable[Any], hypotheses: Iterable[Any] = (), rlimit: int = RLIMIT,
                      strict: bool = False) -> bool | None:
    """Prove ``expr ≥ 0`` (``expr > 0`` with ``strict``) wherever ``expr`` is defined, the ``symbols``
    are ≥ 0 and the sympy ``hypotheses`` (relations) hold.

    Returns True (proved: z3 finds the negation unsatisfiable), False (refuted: z3 found
    a point; the callers never report it without an exact re-check) or None (unknown
    within ``rlimit``, more than :data:`MAX_ROOTS` roots, z3 missing, or a function outside the translation).
    """
    if z3 is None:
        return None
    return _prove_nonnegative(sympy.sympify(expr), tuple(symbols), tuple(hypotheses), rlimit, strict)


@lru_cache(maxsize=1024)
def _prove_nonnegative(expr: Any, symbols: tuple[Any, ...], hypotheses: tuple[Any, ...], rlimit: int,
                       strict: bool) -> bool | None:
    """:func:`prove_nonnegative` on hashable arguments, once per query (the same claim is asked again,
    e.g. a tangent plane's of a metric and of its calibrated variant): z3 with a resource limit
    answers a query the same way every time, so the answer is kept."""
    variables = {s: z3.Real(str(s)) for s in symbols}
    translation = _Translation(variables)
    try:
        value, defined = translation.term(tidy(expr))
        assumed = [translation.condition(h) for h in hypotheses]
    except Unsupported:
        return None
    if len(translation.roots) > MAX_ROOTS:
        return None
    solver = z3.Solver()
    solver.set("rlimit", rlimit)
    solver.add(*[v >= 0 for v in variables.values()], *translation.side, *assumed)
    solver.add(defined, value <= 0 if strict else value < 0)
    answer = solver.check()
    if answer == z3.unsat:
        return True
    if answer == z3.sat:
        return False
    return None


def prove_at_most(expr: Any, bound: Any, symbols: Sequence[Any], hypotheses: Sequence[Any],
                  point: dict[Any, Any]) -> tuple[bool, str]:
    r"""Prove ``expr ≤ bound`` (where defined, symbols ≥ 0, hypotheses hold); ``point`` is where
    ``expr`` attains ``bound`` ({symbol: value}). Returns ``(proved, how)``.

    First by tangent planes, when ``expr`` is a sum :math:`\sum_k T_k`: with
    :math:`A_k` the tangent plane of :math:`T_k` at ``point``, z3 proves
    :math:`T_k \le A_k` for each k and :math:`\sum_k A_k \le` ``bound`` (an affine claim),
    hence ``expr ≤ bound`` — small queries where the whole one is hard (macro F1 at n = 3:
    HM ≤ AM per class). Otherwise z3 decides the whole claim.
    """
    expr = tidy(sympy.sympify(expr))
    planes = _tangent_planes(expr, symbols, point) if expr.is_Add else None
    if planes is not None and all(prove_nonnegative(a - t, symbols, hypotheses) for t, a in planes):
        if prove_nonnegative(bound - sympy.Add(*[a for _, a in planes]), symbols, hypotheses):
            return True, "tangent planes of its terms at the maximiser"
    return bool(prove_nonnegative(bound - expr, symbols, hypotheses)), "the whole inequality"


def _tangent_planes(expr: Any, symbols: Sequence[Any], point: dict[Any, Any]) -> list[tuple[Any, Any]] | None:
    """``[(T_k, tangent plane of T_k at point)]`` for the terms of the sum ``expr``, or None
    where a term has no finite gradient there."""
    planes: list[tuple[Any, Any]] = []
    for term in expr.args:
        try:
            value = term.xreplace(point)
            grad = [sympy.diff(term, x).xreplace(point) for x in symbols]
        except (TypeError, ValueError):  # a Piecewise condition or Min/Max compares an undefined value
            return None
        if not all(g.is_Rational for g in (value, *grad)):
            return None
        planes.append((term, value + sum(g * (x - point[x]) for g, x in zip(grad, symbols))))
    return planes
