r"""A structure is one formula: its Python functions agree with their trace on numbers.

A structure (:mod:`metrics.structure`) calls its Python functions — a per-class score
``g(c, r, t, N)``, a summand, an outer function ``F(**sums, N, n)`` — once, on symbols, and makes
every form of the metric from that trace: the numeric form ``metric(m)``, the exact form the
engine proves things about, the formulas in n of the lemmas. Python control flow on the
arguments is decided once at that trace: ``if t:`` is True for a symbol t, so
``lambda c, r, t, N: c / t if t else 0`` becomes c/t, and ``min(c, t)`` picks one argument. (``==``,
``!=`` and ``in`` on a traced argument, such as ``t != 0`` or ``n in (2, 3)``, are refused at the
trace itself: :mod:`metrics.python_decisions`.)

:func:`check_traced` calls each Python function again on exact numbers — the counts of a fixed
set of small matrices at n = 2..5, empty classes and an empty matrix among them — and compares
the result with its trace at the same numbers: both undefined (an exception, NaN, a division by
zero) or both the same number. A function that answers differently is refused at registration
with the point where the two differ, so a metric's numeric and exact forms cannot disagree.
"""

from typing import Any

import sympy

from .bridge import equal_numbers
from .errors import MetricDefinitionError
from .structure import (CLASSES, COUNTS, ClassMean, ClassSums, Combined, Structure, WeightedMean, class_groups,
                        per_class_arguments)

__all__ = ["check_traced", "SAMPLE_MATRICES"]

#: Where the Python functions are compared with their trace (rows = predictions, columns = truth):
#: errors in one or both directions, a class never predicted, a class that never occurs, no item at all.
SAMPLE_MATRICES = (
    [[1, 0], [1, 1]], [[1, 0], [2, 2]], [[2, 1], [1, 3]], [[0, 0], [0, 1]],
    [[0, 1], [0, 0]], [[0, 0], [0, 0]], [[3, 0], [0, 0]],
    [[1, 0, 0], [0, 1, 0], [1, 0, 2]], [[0, 0, 0], [0, 0, 0], [1, 1, 0]],
    [[2, 1, 0], [0, 1, 1], [1, 0, 1]], [[1, 0, 0], [0, 1, 0], [0, 0, 1]],
    [[1, 0, 0, 0], [0, 1, 0, 1], [0, 0, 1, 0], [1, 0, 0, 2]], [[2, 0, 0, 0], [0, 0, 0, 0], [0, 1, 0, 0], [0, 0, 0, 1]],
    [[1, 1, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 2, 0, 1], [0, 0, 0, 0, 0], [1, 0, 0, 0, 1]],
)

_UNDEFINED = object()


def check_traced(name: str, structure: Structure) -> None:
    """Raise :class:`MetricDefinitionError` when a Python function of ``structure`` (or of its
    parts) gives, on the counts of one of :data:`SAMPLE_MATRICES`, another value than its trace."""
    for M in map(sympy.Matrix, SAMPLE_MATRICES):
        n, N = sympy.Integer(M.shape[0]), sympy.Add(*M)
        _check_at(name, structure, class_groups(M), N, n, M)


def _check_at(name: str, structure: Structure, groups: Any, N: Any, n: Any, M: Any) -> None:
    forms = getattr(structure, "python_forms", {})
    per_class = ({"per-class score g(c, r, t, N)": structure.score} if isinstance(structure, (ClassMean, WeightedMean))
                 else {})
    if isinstance(structure, ClassSums):
        per_class = {f"summand {key}": h for key, h in structure.sums}
    for label, traced in per_class.items():
        if label in forms:
            for g in groups:
                counts = {"c": g.c, "r": g.r, "t": g.t, "N": N}
                point = dict(zip([*counts, "n"], per_class_arguments(forms[label], tuple(counts.values()), n)))
                _compare(name, label, forms[label], point, lambda: traced.xreplace(dict(zip(COUNTS, counts.values()))),
                         n, M)
    if isinstance(structure, ClassSums):
        totals = {key: sympy.Add(*[h.xreplace({**dict(zip(COUNTS, (g.c, g.r, g.t, N))), CLASSES: n}) for g in groups])
                  for key, h in structure.sums}
        _compare(name, "outer function F", structure.outer, {**totals, "N": N, "n": n},
                 lambda: structure.outer_at(totals, N, n), n, M, keywords=True)
    if isinstance(structure, Combined):
        values = [_evaluated(lambda part=part: part.value(groups, N, n)) for part in structure.parts]
        if _UNDEFINED not in values:
            _compare(name, "outer function F", structure.outer, {f"a{i}": v for i, v in enumerate(values)},
                     lambda: structure.outer_at(values), n, M)
        for part in structure.parts:
            _check_at(name, part, groups, N, n, M)


def _evaluated(value: Any) -> Any:
    """``value()``, or :data:`_UNDEFINED` where it raises: sympy's Max(nan, 1/2) at an empty matrix (D/N = 0/0) raises
    ValueError, as the user's own code may."""
    try:
        return value()
    except (ArithmeticError, TypeError, ValueError, sympy.SympifyError):
        return _UNDEFINED


def _compare(name: str, label: str, fn: Any, point: dict[str, Any], traced: Any, n: Any, M: Any,
             keywords: bool = False) -> None:
    """Refuse ``fn`` when, called on ``point`` (by keyword or in order), it differs from ``traced()`` (the trace at
    that point); both undefined (NaN, or raising) is agreement."""
    python = _evaluated(lambda: _value(sympy.sympify(fn(**point) if keywords else fn(*point.values())), n))
    formula = _evaluated(lambda: _value(traced(), n))
    if python is formula or (_UNDEFINED not in (python, formula) and equal_numbers(python, formula)):
        return
    where = ", ".join(f"{k}={v}" for k, v in point.items())
    shown = {id(_UNDEFINED): "undefined"}
    raise MetricDefinitionError(
        f"metric {name!r}: its {label} is not one formula. At {where} "
        f"(counts of the {M.shape[0]} x {M.shape[0]} matrix {M.tolist()}) "
        f"the Python code gives {shown.get(id(python), python)}, but the formula traced with symbols gives "
        f"{shown.get(id(formula), formula)}. Python control flow on the arguments (if/else, and/or, "
        "min/max) is decided once, for symbols; write a branch as sympy.Piecewise((a, t > 0), (b, True)) and a "
        "rule that changes with n as a formula in n, or register the metric as a matrix function (numeric=...) "
        "instead of a structure"
    )


def _value(expr: Any, n: Any) -> Any:
    """``expr`` at n classes as a number, or :data:`_UNDEFINED` (NaN, a division by zero, not a real number)."""
    value = expr.xreplace({CLASSES: n}) if isinstance(expr, sympy.Basic) else expr
    if (not isinstance(value, sympy.Basic) or not value.is_number
            or value.has(sympy.nan, sympy.zoo, sympy.oo, -sympy.oo)):
        return _UNDEFINED
    return value if value.is_real is not False else _UNDEFINED
