"""The score on one test set as a function of the classifier (the free cells), per support pattern."""

from collections.abc import Sequence
from typing import Any


from metrics import Metric, cell_symbols

from axioms.arithmetic.rational import cancel
from axioms.core.budget import Settings, SymbolicTimeout, time_budget
from axioms.search.coordinates import free_cells, parametrise, prevalence_symbols
from axioms.search.patterns import (NoCertificate, absent_zeros, is_algebraic, is_undefined, pattern_expr, pattern_text,
                                    patterns, singular_bases)
from axioms.arithmetic.signs import certified_sign
from axioms.arithmetic.symbolic import too_large

__all__ = ["test_set_form", "test_set_forms"]


def test_set_form(e: Any, n: int, present: frozenset[int], P: Sequence[Any]) -> tuple[Any, str | None]:
    """The score on the test sets of the support pattern ``present``, as a function of the classifier.

    ``e`` is the pattern's expression (:func:`pattern_expr`); the dependent cell of each
    occurring column is written as its prevalence ``P_j`` (positive symbols) minus the
    free cells. Returns ``("undefined", None)`` when the score is undefined for every
    classifier (a denominator vanishes identically), ``(G, None)`` when every denominator
    is a nonzero function of the test set only and every radicand a nonnegative one —
    then the score is defined on every classifier and equals ``G = cancel(e)``, a
    polynomial in the free cells with coefficients depending on the test set — and
    ``(None, reason)`` otherwise.
    """
    if is_undefined(e):
        return "undefined", None
    if not is_algebraic(e):
        return None, "non-algebraic expression"
    M = cell_symbols(n)
    sub = parametrise(n, P, present)
    sub.update(absent_zeros(n, present))
    free = {M[c] for c in free_cells(n, present)}
    dens, roots = singular_bases(e)
    for b, strict in [(b, True) for b in dens] + [(b, False) for b in roots]:
        b = cancel(b.xreplace(sub), together=True)
        if is_undefined(b) or (strict and b == 0):
            return "undefined", None
        if b.free_symbols & free:
            return None, f"a denominator or radicand depends on the classifier ({pattern_text(n, present)})"
        if not certified_sign(b, strict):
            return None, f"no sign certificate for {b} ({pattern_text(n, present)})"
    return cancel(e.xreplace(sub), together=True), None


def test_set_forms(metric: Metric, n: int,
                   settings: Settings) -> tuple[list[tuple[frozenset[int], Any]] | None, str | None]:
    """``([(present, G or "undefined")], None)`` for every support pattern (see :func:`test_set_form`),
    or ``(None, reason)``. ``P`` are the positive prevalence symbols ``P0..P{n-1}``."""
    if metric.expression(n) is None:
        return None, "no symbolic form"
    P = prevalence_symbols(n, positive=True)
    out: list[tuple[frozenset[int], Any]] = []
    try:
        with time_budget(settings.symbolic_seconds):
            for present in patterns(n):
                try:
                    e = pattern_expr(metric, n, present)
                except NoCertificate as exc:
                    return None, str(exc)
                if too_large(e, settings):
                    return None, "expression above the symbolic size budget"
                G, reason = test_set_form(e, n, present, P)
                if G is None:
                    return None, reason
                out.append((present, G))
    except SymbolicTimeout:
        return None, f"symbolic budget of {settings.symbolic_seconds} s exhausted"
    return out, None
