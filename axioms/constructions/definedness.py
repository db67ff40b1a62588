"""Definedness certificates: per support pattern, the score is defined on every matrix, or on none."""

from typing import Any, cast

import sympy

from metrics import Metric, cell_symbols

from axioms.core.budget import Settings, SymbolicTimeout, time_budget
from axioms.search.fixed_test_set import test_set_forms
from axioms.search.patterns import (
    NoCertificate,
    absent_zeros,
    at_support,
    definedness_parts,
    is_algebraic,
    is_undefined,
    pattern_expr,
    pattern_exprs,
    patterns,
    singular_bases,
    support_sets,
)
from axioms.arithmetic.signs import certify_positive, nonzero_at, one_signed, transversal_nonzero
from axioms.arithmetic.signs import nonneg_sign
from axioms.arithmetic.symbolic import too_large

__all__ = ["pattern_status", "support_status", "support_statuses", "definedness_proof"]


def _column_cells(n: int, present: frozenset[int]) -> list[list[Any]]:
    M = cell_symbols(n)
    return [[M[i, j] for i in range(n)] for j in sorted(present)]


def pattern_status(e: Any, n: int, present: frozenset[int], strict_roots: bool = False) -> str | None:
    """'defined' / 'undefined' on every matrix with support ``present``, or None (no certificate).

    With ``strict_roots`` every radicand must be certified strictly positive (so the
    roots, and the score, are smooth there), not merely nonnegative.
    """
    if is_undefined(e):
        return "undefined"
    if not is_algebraic(e):
        return None
    zeros = absent_zeros(n, present)
    columns = _column_cells(n, present)
    dens, roots = singular_bases(e)
    zdens = [b.xreplace(zeros) for b in dens]
    if any(b == 0 or b.has(sympy.nan, sympy.zoo) for b in zdens):
        return "undefined"
    if not all(certify_positive(b, columns) or transversal_nonzero(b, n, present) for b in zdens):
        return None
    for b in roots:
        bz = b.xreplace(zeros)
        if certify_positive(bz, columns):
            continue
        if nonneg_sign(sympy.expand(bz)) not in (0, 1) or (strict_roots and not transversal_nonzero(bz, n, present)):
            return None
    return "defined"


def support_status(e: Any, S: set[Any]) -> str | None:
    """'defined' / 'undefined' on every matrix whose positive cells are exactly ``S`` (e Piecewise-free), or None."""
    if is_undefined(e):
        return "undefined"
    parts = definedness_parts([e])
    if parts is None:
        return None
    zero_cells = {x: sympy.Integer(0) for x in e.free_symbols - S}
    for part in parts[0]:
        signed = one_signed(part)
        if signed is None:
            return None
        if not nonzero_at(signed[1], S):
            return "undefined"
    for radicand in parts[1]:
        if one_signed(radicand) is None or cast("tuple[int, Any]", one_signed(radicand))[0] < 0:  # not None: asked
            if radicand.xreplace(zero_cells) != 0:
                return None
    return "defined"


def support_statuses(metric: Metric, n: int) -> dict[frozenset[int], str | None] | None:
    """``{pattern: status}`` from the positive-cell sets of each pattern (Piecewise conditions decided per
    set), a status only when every set of the pattern agrees; None when some set is undecided."""
    out: dict[frozenset[int], str | None] = {}
    for present in patterns(n):
        try:
            e = pattern_expr(metric, n, present, resolve=False)
        except NoCertificate:
            return None
        statuses: set[str] = set()
        for S in support_sets(n, present):
            branch = at_support(e, S)
            status = None if branch is None else support_status(branch, S)
            if status is None:
                return None
            statuses.add(status)
        out[present] = statuses.pop() if len(statuses) == 1 else None
    return out


def definedness_proof(metric: Metric, n: int, settings: Settings) -> dict[frozenset[int], str | None] | str:
    """``{pattern: status}`` for every support pattern, or a reason (str) why none is available.

    First the cell-level certificate (:func:`pattern_status`); where it gives none, the
    test-set certificate (:func:`test_set_form`: every denominator a nonzero function of
    the prevalences, or one vanishing identically).
    """
    if metric.expression(n) is None:
        return "no symbolic form"
    try:
        with time_budget(settings.symbolic_seconds):
            pats = pattern_exprs(metric, n)
            if pats is None:
                by_support = support_statuses(metric, n)
                if by_support is not None and None not in by_support.values():
                    return by_support
                return "a Piecewise condition depends on the classifier and is not decided by which cells are positive"
            out: dict[frozenset[int], str | None] = {}
            for present, e in pats:
                if too_large(e, settings):
                    return "expression above the symbolic size budget"
                out[present] = pattern_status(e, n, present)
    except SymbolicTimeout:
        return f"symbolic budget of {settings.symbolic_seconds} s exhausted"
    if None not in out.values():
        return out
    forms, reason = test_set_forms(metric, n, settings)
    if forms is None:
        return out
    return {present: ("undefined" if isinstance(G, str) else "defined") for present, G in forms}
