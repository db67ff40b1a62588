"""Support patterns: the symbolic score on the matrices whose occurring classes are a given set.

A support pattern is the set of classes that occur in the test set (:func:`patterns`); the
absent columns are zero (:func:`absent_zeros`). :func:`pattern_expr` gives the score there with
its test-set-level Piecewise branches chosen; :func:`at_support` chooses the branches on the
matrices whose positive cells are a given set (:func:`support_sets`, :func:`decide`). Where no
certified expression exists, :class:`NoCertificate` is raised.
"""

from collections.abc import Callable, Container, Iterable, Set
from itertools import combinations, product
from typing import Any, cast
import weakref

import sympy

from metrics import Metric, cell_symbols

from axioms.arithmetic.branches import choose_branches, logical
from axioms.arithmetic.rational import cancel
from axioms.arithmetic.simplification import dropped_denominators
from axioms.arithmetic.where_defined import as_written
from axioms.search.coordinates import test_set_level
from axioms.arithmetic.signs import certify_positive, nonzero_at, one_signed, transversal_nonzero
from axioms.arithmetic.symbolic import is_algebraic, polynomial

__all__ = ["NoCertificate", "patterns", "absent_zeros", "pattern_expr", "pattern_exprs", "is_undefined", "is_algebraic",
           "singular_bases", "definedness_parts", "support_sets", "decide", "at_support", "pattern_text"]


class NoCertificate(Exception):
    pass


def patterns(n: int) -> list[frozenset[int]]:
    """Support patterns: the nonempty sets of classes that occur in the test set."""
    return [frozenset(s) for r in range(n, 0, -1) for s in combinations(range(n), r)]


def absent_zeros(n: int, present: Container[int]) -> dict[Any, Any]:
    M = cell_symbols(n)
    return {M[i, j]: sympy.Integer(0) for j in range(n) if j not in present for i in range(n)}


def _resolve(expr: Any, n: int, present: Container[int]) -> Any:
    """``expr`` on matrices whose nonzero columns are exactly ``present``, Piecewise branches chosen."""
    M = cell_symbols(n)
    env: dict[Any, Any] = {}
    for j in range(n):
        for i in range(n):
            env[M[i, j]] = sympy.Dummy(positive=True) if j in present else sympy.Integer(0)

    def pick(pw: Any) -> Any:
        for value, cond in pw.args:
            try:
                c = cond.xreplace(env) if not isinstance(cond, bool) else cond
            except TypeError as exc:  # e.g. zoo > 0: the condition divides by an absent class's zero count
                raise NoCertificate(f"condition {cond} cannot be evaluated on this support pattern ({exc})") from None
            if c in (True, sympy.true):
                return value
            if c in (False, sympy.false):
                continue
            raise NoCertificate(f"condition {cond} is not decided by the test set")
        raise NoCertificate("no branch applies")

    return expr.replace(lambda e: isinstance(e, sympy.Piecewise), pick)


def _pattern_matrix(n: int, present: Container[int]) -> Any:
    """The cell symbols, with the columns of the classes absent from the test set set to 0."""
    M = cell_symbols(n)
    return sympy.Matrix(n, n, lambda i, j: M[i, j] if j in present else sympy.Integer(0))


def _pattern_undefined(metric: Metric, n: int, present: frozenset[int]) -> bool:
    """Whether the symbolic form, applied to the pattern's matrix (absent columns literal zeros), is
    undefined outright: a division by an absent class's zero count, or a form that tests for an
    absent class and returns NaN (the calibrated metrics). Then no classifier of the pattern is scored."""
    try:
        # (a metric without a symbolic form: the TypeError of calling None, caught below)
        e = sympy.sympify(cast(Callable[..., Any], metric.symbolic)(_pattern_matrix(n, present)))
    except (TypeError, ValueError, ArithmeticError) as exc:
        raise NoCertificate(f"the symbolic form cannot be evaluated when {pattern_text(n, present)} ({exc})") from None
    return e.has(sympy.nan, sympy.zoo) and not e.has(sympy.Piecewise)


def _written_apart(metric: Metric, n: int, present: frozenset[int]) -> str | None:
    """Why the metric's expression, as sympy simplifies it on symbols, may be defined somewhere on the matrices whose
    occurring classes are ``present`` where the metric as written is not; None when every denominator sympy dropped
    (:func:`~axioms.arithmetic.simplification.dropped_denominators`) is certified nonzero there. sympy writes
    ``acc·(TP + FN)/(TP + FN)`` as ``acc``, defined where TP = FN = 0, where the metric is 0/0: definedness read off
    the expression would be the simplified form's, not the metric's."""
    known = _DROPPED.setdefault(metric, {})
    if n not in known:
        M = cell_symbols(n)
        known[n] = dropped_denominators(as_written(metric.symbolic, M), metric.expression(n))
    dropped = known[n]
    if dropped is None:
        return ("no certificate that the form as written (sympy's simplification off) is defined wherever its "
                "simplified expression is")
    zeros = absent_zeros(n, present)
    columns = [[cell_symbols(n)[i, j] for i in range(n)] for j in sorted(present)]
    for d in (d.xreplace(zeros) for d in dropped):
        if not (certify_positive(d, columns) or transversal_nonzero(d, n, present)):
            return (f"the form as written divides by {d}, which its simplified expression does not: it may be "
                    f"undefined where the expression is defined ({pattern_text(n, present)})")
    return None


#: ``{metric: {n: dropped denominators or None}}`` of :func:`_written_apart` (dies with the metric).
_DROPPED: "weakref.WeakKeyDictionary[Metric, dict[int, list[Any] | None]]" = weakref.WeakKeyDictionary()


def pattern_expr(metric: Metric, n: int, present: frozenset[int], resolve: bool = True) -> Any:
    """The symbolic form on the matrices whose occurring classes are ``present``: ``sympy.nan`` when it is
    undefined for every classifier (:func:`_pattern_undefined`), else the full expression with its
    test-set-level Piecewise branches chosen (``resolve``). Raises :class:`NoCertificate` unless the expression
    is undefined exactly where the metric as written is (:func:`_written_apart`): every certificate of where the
    score is defined is read off it.

    The absent columns' cells are *not* substituted: sympy would simplify ``0/FP`` to 0
    and lose the classifiers where the score is undefined; callers set them to zero
    where they need values (:func:`absent_zeros`) after taking the denominators. Raises
    :class:`NoCertificate` when the form cannot be evaluated there or (``resolve``) a
    Piecewise condition depends on the classifier rather than on the test set.
    """
    if _pattern_undefined(metric, n, present):
        return sympy.nan
    apart = _written_apart(metric, n, present)
    if apart is not None:
        raise NoCertificate(apart)
    e = metric.expression(n)
    if resolve and e.has(sympy.Piecewise):
        if not test_set_level(e, n):
            raise NoCertificate("a Piecewise condition depends on the classifier")
        e = _resolve(e, n, present)
    return e


def pattern_exprs(metric: Metric, n: int) -> list[tuple[frozenset[int], Any]] | None:
    """``[(present, expression valid on every matrix with that support pattern)]`` or None.

    None when the metric has no symbolic form or a pattern has no certified expression
    (:func:`pattern_expr`); an expression ``nan`` marks a pattern where the metric is
    undefined for every classifier.
    """
    if metric.expression(n) is None:
        return None
    try:
        return [(s, pattern_expr(metric, n, s)) for s in patterns(n)]
    except NoCertificate:
        return None


def is_undefined(e: Any) -> bool:
    return cast(bool, e.has(sympy.nan, sympy.zoo))


def singular_bases(e: Any) -> tuple[list[Any], list[Any]]:
    """Bases of negative powers (denominators) and of non-integer powers (radicands) in ``e``."""
    dens, roots = [], []
    for p in e.atoms(sympy.Pow):
        if p.exp.is_negative:
            dens.append(p.base)
        if not p.exp.is_integer:
            roots.append(p.base)
    return dens, roots


def definedness_parts(exprs: Iterable[Any]) -> tuple[list[Any], list[Any]] | None:
    """``(denominators, radicands)``: numerators and denominators of every denominator base (nonzero
    exactly where ``exprs`` are defined) and of every radicand; None for a non-algebraic piece."""
    dens: list[Any] = []
    roots: list[Any] = []
    for e in exprs:
        if not is_algebraic(e):
            return None
        d, r = singular_bases(e)
        dens.extend(x for b in d for x in sympy.fraction(sympy.together(b)) if not x.is_number)
        roots.extend(x for b in r for x in sympy.fraction(sympy.together(b)) if not x.is_number)
    return dens, roots


def support_sets(n: int, present: Iterable[int]) -> list[set[Any]]:
    """The sets of positive cells a matrix with occurring classes ``present`` can have (at least one per occurring
    column)."""
    M = cell_symbols(n)
    columns = [[M[i, j] for i in range(n)] for j in sorted(present)]
    per_column = [[set(c) for r in range(1, n + 1) for c in combinations(col, r)] for col in columns]
    return [set().union(*choice) for choice in product(*per_column)]


def _sign_at(x: Any, S: Set[Any]) -> int | None:
    """The sign of a number, or of a one-signed polynomial on the matrices whose positive cells are ``S``; else None."""
    if x.is_number:
        return int(sympy.sign(x))
    signed = one_signed(x)
    if signed is None:
        return None
    return signed[0] if nonzero_at(signed[1], S) else 0


def decide(cond: Any, S: Set[Any]) -> bool | None:
    """Truth of a Piecewise condition on every matrix whose positive cells are exactly ``S``, or None.

    Decided when it compares a quotient of one-signed polynomials with 0: whether such
    a polynomial vanishes depends on S only (:func:`nonzero_at`).
    """
    settled = logical(cond, lambda part: decide(part, S))
    if settled is not NotImplemented:
        return cast("bool | None", settled)
    if not isinstance(cond, sympy.core.relational.Relational):
        return None
    if polynomial(cond.lhs) and polynomial(cond.rhs):
        num, den = sympy.fraction(cancel(cond.lhs - cond.rhs, together=True))
    else:  # both sides must be defined at S (as written: cancel and together drop a 0/0, Eq(nan, 0) is False)
        parts = definedness_parts([cond.lhs, cond.rhs])
        if parts is None or parts[1] or any(_sign_at(part, S) in (None, 0) for part in parts[0]):
            return None
        num, den = sympy.fraction(sympy.together(cond.lhs - cond.rhs))
    signs = [_sign_at(num, S), _sign_at(den, S)]
    if signs[0] is None or signs[1] is None:
        return None
    if signs[1] == 0:
        return None  # the condition itself is undefined there
    value = signs[0] * signs[1]
    return (bool({sympy.Eq: value == 0, sympy.Ne: value != 0, sympy.Gt: value > 0, sympy.Ge: value >= 0,
                  sympy.Lt: value < 0, sympy.Le: value <= 0}[type(cond)])
            if type(cond) in (sympy.Eq, sympy.Ne, sympy.Gt, sympy.Ge, sympy.Lt, sympy.Le) else None)


def at_support(e: Any, S: Set[Any]) -> Any:
    """``e`` with every Piecewise replaced by its branch on the matrices whose positive cells are ``S``; None if
    undecided."""
    return choose_branches(e, lambda cond: decide(cond, S))


def pattern_text(n: int, present: frozenset[int]) -> str:
    if n == 2:
        return {frozenset({0, 1}): "AP > 0 and AN > 0", frozenset({0}): "AN = 0", frozenset({1}): "AP = 0"}[present]
    absent = sorted(set(range(n)) - present)
    if not absent:
        return "every class occurs"
    return ("class" + ("es " if len(absent) > 1 else " ") + ", ".join(map(str, absent))
            + (" do" if len(absent) > 1 else " does") + " not occur")
