r"""A structure's Python functions and texts as sympy formulas in the counts of a class.

A per-class score or summand is written in the one-vs-rest counts of a class — c correct, r
predicted, t true — and N items (and, through a fifth parameter, n classes): as a function
``g(c, r, t, N)``, as a sympy expression, or as its text ``"c / t"``. :func:`per_class` turns each into
one sympy expression in :data:`COUNTS` and :data:`CLASSES`; :func:`traced` calls a function once on
symbols. A formula that reads any other symbol is refused: its value would be unknown at every
matrix, and a form that keeps it is not the metric (``"recall"`` read as a symbol made every
class score the same constant).
"""

import inspect
from typing import Any, Callable

import sympy

from .errors import MetricDefinitionError
from .python_decisions import PythonDecisionError, refusing_python_decisions

__all__ = ["COUNTS", "CLASSES", "traced", "per_class", "reads_classes", "per_class_arguments"]

#: The per-class count symbols ``c, r, t, N`` a per-class score is written in.
COUNTS = sympy.symbols("c r t N", nonnegative=True)

#: The number of classes, which a per-class score may also use (e.g. a calibrated score, c N / (n t)).
CLASSES = sympy.Symbol("n", positive=True, integer=True)


def traced(what: str, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """``fn`` called on symbols, as a sympy expression in them: the one trace every form of a structure is made
    from. A function that cannot run on symbols (Python's ``min``, ``if x > 0``, numpy) is refused with a
    fix-it, as is one whose formula reads another symbol."""
    return _in_symbols(what, _trace(what, fn, *args, **kwargs), (*args, *kwargs.values()))


def _trace(what: str, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    try:
        with refusing_python_decisions([*args, *kwargs.values()]):
            expr = sympy.sympify(fn(*args, **kwargs))
    except PythonDecisionError as err:
        raise MetricDefinitionError(f"{what} branches in Python on a formula: {err}") from err
    except (TypeError, ValueError, AttributeError, sympy.SympifyError) as err:
        raise MetricDefinitionError(
            f"{what} could not be written as a formula: called on the symbols "
            f"{', '.join(map(str, [*args, *kwargs.values()]))} it raised {type(err).__name__}: {err}. "
            "Write it with sympy (sympy.Min/Max, sympy.sqrt, sympy.Piecewise((a, t > 0), (b, True))) "
            "instead of Python's min/max/if and numpy"
        ) from err
    return expr


def _in_symbols(what: str, expr: Any, allowed: "tuple[Any, ...]") -> Any:
    """``expr`` with each symbol named as one of ``allowed`` replaced by it; any other symbol is refused (its
    value would be unknown at every matrix, and a form that reads it is not the metric)."""
    names = {s.name: s for s in allowed}
    foreign = sorted(str(s) for s in expr.free_symbols if getattr(s, "name", None) not in names)
    if foreign:
        raise MetricDefinitionError(
            f"{what} = {expr} reads {', '.join(foreign)}, which is none of {', '.join(names)}: write it in "
            "those (a per-class score in c correct, r predicted, t true, N items and n classes; 'c / t' is "
            "recall)")
    return expr.xreplace({s: names[s.name] for s in expr.free_symbols})


def reads_classes(fn: Callable[..., Any]) -> bool:
    """Whether the per-class function ``fn`` takes the number of classes: ``fn(c, r, t, N, n)`` (a fifth
    positional parameter without a default) rather than ``fn(c, r, t, N)``. A fifth parameter with a
    default keeps it (``lambda c, r, t, N, b=beta: ...`` fixes b, as in a loop over betas).

    Examples
    --------
    >>> reads_classes(lambda c, r, t, N: c / t), reads_classes(lambda c, r, t, N, n: (c / t) ** (n - 1))
    (False, True)
    >>> reads_classes(lambda c, r, t, N, b=2: (1 + b * b) * c / (b * b * t + r))
    False
    """
    try:
        parameters = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError):  # no signature to read (some builtins): called with the four counts
        return False
    positional = [p for p in parameters if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    return len(positional) >= 5 and positional[4].default is inspect.Parameter.empty


def per_class_arguments(fn: Callable[..., Any], counts: "tuple[Any, ...]", n: Any) -> "tuple[Any, ...]":
    """The arguments ``fn`` is called with at the counts ``c, r, t, N`` of a class and n classes."""
    return (*counts, n) if reads_classes(fn) else tuple(counts)


def per_class(fn: "Callable[..., Any] | Any") -> Any:
    """A per-class score as a sympy expression in :data:`COUNTS` and :data:`CLASSES` (given as one, as its
    text ``"c / t"``, or as ``fn(c, r, t, N)`` or ``fn(c, r, t, N, n)``); a symbol named c, r, t, N or n is
    read as that count, any other is refused."""
    what, allowed = "the per-class score g(c, r, t, N)", (*COUNTS, CLASSES)
    if callable(fn):
        return _in_symbols(what, _trace(what, fn, *per_class_arguments(fn, COUNTS, CLASSES)), allowed)
    try:
        expr = sympy.sympify(fn, locals={s.name: s for s in allowed})
    except (TypeError, ValueError, sympy.SympifyError) as err:
        raise MetricDefinitionError(f"the per-class score {fn!r} is not a formula in c, r, t, N and n (sympy "
                                    f"could not read it: {type(err).__name__}); e.g. 'c / t' is recall") from err
    return _in_symbols(what, expr, allowed)
