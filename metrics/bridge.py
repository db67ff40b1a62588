"""The one bridge from symbolic (sympy) to numeric (numpy) and to exact values.

* :func:`cell_symbols` gives the n x n matrix of nonnegative symbols ``m{i}_{j}``;
  :func:`symbolic_on_cells` a metric's symbolic form on them.
* :func:`lambdify_symbolic` turns a symbolic metric into a vectorised numpy function
  through ``sympy.lambdify``; the generated source stays inspectable (:func:`generated_code`).
  :func:`numpy_function` is the same step for any expression (a structure's score, a partial
  derivative): the only call of ``sympy.lambdify`` in the three packages.
* :func:`exact_value` evaluates a metric on an integer or rational matrix exactly
  (numeric code on :class:`IeeeRational` cells: float64's conventions, no rounding).
* :func:`exact_symbolic` makes a user's symbolic form exact and uniformly piecewise:
  float literals become the decimals they were written as (``0.3`` -> ``3/10``) and
  ``Min``, ``Max``, ``Abs``, ``sign``, ``Heaviside`` become ``Piecewise``; where the code raises because sympy
  cannot compare a NaN, the value is undefined if a part the code needs is (:mod:`metrics.written_values`).
* :func:`real_values` takes a numeric metric's output as floats (complex values are an error).
* :func:`equal_numbers` tells whether two exact numbers are equal (rationals exactly; others to 60 digits).

Public: it is the contract between :mod:`metrics` and the property engine :mod:`axioms`.
"""

from fractions import Fraction
from functools import lru_cache, wraps
import inspect
from collections.abc import Callable
from typing import Any, cast
import weakref

import numpy as np
import sympy

from ._ieee import IeeeRational
from .validation import as_confusion
from .errors import InvalidMatrixError, MetricDefinitionError
from .python_decisions import refusing_python_decisions
from .written_values import meets_nan

__all__ = ["IeeeRational", "exact_result", "cell_symbols", "lambdify_symbolic", "numpy_function", "generated_code",
           "exact_value", "to_sympy_matrix", "exact_symbolic", "float_constants", "real_values", "equal_numbers",
           "exact_number", "evaluated", "literals_read", "written_form", "symbolic_on_cells"]


@lru_cache(maxsize=None)
def cell_symbols(n: int) -> Any:
    """The ``n x n`` sympy Matrix of nonnegative symbols ``m{i}_{j}`` (row = prediction).

    The contract between metrics and the property engine: a symbolic metric is evaluated on
    this matrix, and proofs reason about these symbols.

    Examples
    --------
    >>> M = cell_symbols(2)
    >>> M[0, 1], M[0, 1].is_nonnegative       # predicted class 0, true class 1
    (m0_1, True)
    """
    return sympy.Matrix(n, n, lambda i, j: sympy.Symbol(f"m{i}_{j}", nonnegative=True))


_PIECEWISE_SMOOTH = (sympy.Min, sympy.Max, sympy.Abs, sympy.sign, sympy.Heaviside)


def _exact(expr: Any) -> Any:
    """``expr`` with float literals read as the decimals they print as and Min/Max/Abs/sign/
    Heaviside written as ``Piecewise`` (one form for every piecewise-smooth metric)."""
    expr = sympy.sympify(expr)
    if not isinstance(expr, sympy.Basic):
        return expr
    floats = expr.atoms(sympy.Float)
    if floats:
        expr = expr.xreplace({f: sympy.Rational(repr(float(f))) for f in floats})
    while expr.has(*_PIECEWISE_SMOOTH):
        expr = expr.replace(lambda e: isinstance(e, _PIECEWISE_SMOOTH), _as_piecewise)
    return expr


def _as_piecewise(e: Any) -> Any:
    """One Min/Max/Abs/sign/Heaviside as an explicit ``Piecewise`` (sympy's own rewrite
    leaves ``Abs(x)`` alone unless it can prove x real)."""
    if isinstance(e, sympy.Abs):
        (x,) = e.args
        return sympy.Piecewise((x, x >= 0), (-x, True))
    if isinstance(e, sympy.sign):
        (x,) = e.args
        return sympy.Piecewise((1, x > 0), (-1, x < 0), (0, True))
    if isinstance(e, sympy.Heaviside):
        x, at_zero = e.args[0], (e.args[1] if len(e.args) > 1 else sympy.Rational(1, 2))
        return sympy.Piecewise((0, x < 0), (1, x > 0), (at_zero, True))
    better: Callable[[Any, Any], Any] = (lambda a, b: a >= b) if isinstance(e, sympy.Max) else (lambda a, b: a <= b)
    args = list(e.args)
    return sympy.Piecewise(*[(a, sympy.And(*[better(a, b) for b in args if b is not a])) for a in args[:-1]],
                           (args[-1], True))


def exact_symbolic(symbolic: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """The exact form of a user's symbolic metric (see :func:`_exact`); ``__wrapped__`` is the original.

    ``1.0 * trace / total`` and ``tp / (tp + 0.3*fp + 0.7*fn)`` thus get exact values and
    proofs like ``trace / total`` and ``tp / (tp + 3*fp/10 + 7*fn/10)``; the engine states
    the reading in its evidence (:func:`float_constants`).
    """
    if getattr(symbolic, "__wrapped__", None) is not None and getattr(symbolic, "is_exact_form", False):
        return symbolic

    @wraps(symbolic)
    def exact(M: Any) -> Any:
        try:
            value = sympy.sympify(symbolic(M))
        except (TypeError, ValueError):  # sympy refused to compare a NaN: undefined if a part the code needs is
            written = written_form(symbolic, M)
            if written is None or not meets_nan(written):
                raise
            return sympy.nan
        if isinstance(value, sympy.Basic) and value.has(sympy.Float):
            # float literals met the matrix's entries inside the user's arithmetic (0.3 * 3 is
            # 0.8999999999999999): read them on symbols, where they are still literals, then substitute
            n = M.shape[0]
            generic = _generic(symbolic, n)
            return generic.xreplace({cell_symbols(n)[i, j]: sympy.sympify(M[i, j]) for i in range(n) for j in range(n)})
        return _exact(value)

    exact.is_exact_form = True  # type: ignore[attr-defined]
    return exact


@lru_cache(maxsize=None)
def _generic(symbolic: Callable[[Any], Any], n: int) -> Any:
    """The exact form of ``symbolic`` on the n x n cell symbols (cached)."""
    return _exact(literals_read(symbolic, cell_symbols(n)))


def literals_read(function: Callable[[Any], Any], M: Any) -> Any:
    """``function(M)`` with its float literals read as the decimals they print as, where the code wrote them: it
    is run with sympy's automatic simplification off (:func:`written_form`), the literals are read, then sympy
    simplifies. Run as usual, sympy first multiplies the literals into other floats (Python's ``6/5`` times macro
    recall's ``Σ/6`` is ``0.19999999999999998·Σ``, and ``(1 + 0.25)/3`` is ``0.41666666666666663``), which no
    reading as decimals undoes. Code that cannot run so is run as usual."""
    written = written_form(function, M)
    expr = sympy.sympify(function(M)) if written is None else written
    if isinstance(expr, sympy.Basic):
        expr = expr.xreplace({f: sympy.Rational(repr(float(f))) for f in expr.atoms(sympy.Float)})
    return evaluated(expr)


def written_form(function: Callable[[Any], Any], M: Any) -> Any:
    """``function(M)`` as its code writes it, sympy's automatic simplification off, or None when the code cannot run
    so (it needs the simplification)."""
    try:
        with sympy.evaluate(False):
            return sympy.sympify(function(M))
    except Exception:  # noqa: BLE001 - user code that needs sympy's simplification: run as usual
        return None


def evaluated(e: Any) -> Any:
    """``e`` (read with sympy's automatic simplification off) rebuilt with it on."""
    return e if not isinstance(e, sympy.Basic) or e.is_Atom else e.func(*[evaluated(a) for a in e.args])


def float_constants(symbolic: Callable[[Any], Any], n: int) -> list[str]:
    """The float literals of the original symbolic form at ``n`` classes, as written (:func:`written_form`), as
    ``['0.3 -> 3/10', ...]``."""
    original = getattr(symbolic, "__wrapped__", symbolic)
    written = written_form(original, cell_symbols(n))
    expr = sympy.sympify(original(cell_symbols(n))) if written is None else written
    floats = sorted(expr.atoms(sympy.Float), key=float) if isinstance(expr, sympy.Basic) else []
    return [f"{float(f)!r} -> {sympy.Rational(repr(float(f)))}" for f in floats]


def numpy_function(symbols: Any, expr: Any, cse: bool | Callable[[Any], Any] = False) -> Callable[..., Any]:
    """``expr`` as a numpy function of the arrays given for ``symbols`` (``sympy.lambdify``; ``cse``:
    common subexpressions computed once, by sympy's ``cse`` or the function given). It computes what numpy
    computes: 0/0 is NaN, x/0 is ±inf."""
    return cast("Callable[..., Any]", sympy.lambdify(list(symbols), expr, modules="numpy", cse=cse))


@lru_cache(maxsize=None)
def _lambdified(symbolic: Callable[[Any], Any], n: int) -> tuple[Callable[..., Any], Any]:
    """The numpy function of ``symbolic`` at n classes and the form it was made from: the code as written, sympy's
    automatic simplification off, so that it is undefined where the code is (sympy writes acc·(TP + FN)/(TP + FN)
    as acc on symbols, while the code is 0/0 where TP = FN = 0, and so is its exact value); as sympy writes it
    when the code needs that simplification (it raises without)."""
    symbols = list(cell_symbols(n))
    code = getattr(symbolic, "__wrapped__", symbolic)  # the user's own function (exact_symbolic caches its forms)
    try:
        with sympy.evaluate(False):
            expr = sympy.sympify(code(cell_symbols(n)))
            # log(x, b) stays two-argument: numpy would read b as its out= array
            expr = expr.replace(lambda e: isinstance(e, sympy.log) and len(e.args) == 2,
                                lambda e: sympy.log(e.args[0]) / sympy.log(e.args[1]))
    except Exception:  # noqa: BLE001 - code that needs sympy's simplification: as sympy writes it
        expr = symbolic(cell_symbols(n))
        return numpy_function(symbols, expr, cse=True), expr
    return numpy_function(symbols, expr, cse=_unevaluated_cse), expr


def _unevaluated_cse(expr: Any) -> Any:
    """sympy's common subexpressions of ``expr`` with its automatic simplification off (rebuilt with it on, a form as
    written would lose its 0/0: x0·x0⁻¹ is 1), without the powers x¹ and terms 0 that leaves (numpy work only)."""
    with sympy.evaluate(False):
        replacements, reduced = sympy.cse(expr, list=False)
        return [(x, _tidy(e)) for x, e in replacements], _tidy(reduced)


def _tidy(expr: Any) -> Any:
    """``expr`` (unevaluated) without powers x¹ and terms 0, which change no value anywhere."""
    def bare(e: Any) -> Any:
        if e.is_Pow:
            return e.base
        kept = [a for a in e.args if a != 0]
        return kept[0] if len(kept) == 1 else sympy.Add(*kept)

    return expr.replace(lambda e: (e.is_Pow and e.exp == 1) or (e.is_Add and sympy.S.Zero in e.args), bare)


def generated_code(symbolic: Callable[[Any], Any], n: int) -> str:
    """Source code that ``lambdify`` generated for ``symbolic`` at ``n`` classes."""
    return inspect.getsource(_lambdified(symbolic, n)[0])


def lambdify_symbolic(symbolic: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """Vectorised numeric function ``(..., n, n) -> (...)`` from a symbolic metric.

    Division by zero and other undefined points evaluate to NaN (never to inf or to a
    silent 0).
    """

    def numeric(m: Any) -> Any:
        n = m.shape[-1]
        fn, _ = _lambdified(symbolic, n)
        cells = [m[..., i, j] for i in range(n) for j in range(n)]
        with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
            out = np.asarray(fn(*cells), dtype=float)
        out = np.broadcast_to(out, m.shape[:-2]).copy()
        out[~np.isfinite(out)] = np.nan
        return out

    numeric.__name__ = f"numeric_{getattr(symbolic, '__name__', 'metric')}"
    numeric.__doc__ = "Generated from the symbolic definition by sympy.lambdify."
    return numeric


def to_sympy_matrix(m: Any) -> Any:
    """An exact sympy Matrix from a nested list of ints, Fractions or sympy Rationals."""
    rows = [[sympy.Rational(Fraction(x)) if not isinstance(x, sympy.Basic) else x for x in row] for row in m]
    return sympy.Matrix(rows)


def _validate_exact(metric: Any, m: Any) -> None:
    """Raise as ``metric(m)`` would for a malformed ``m``."""
    arr = as_confusion(np.array(m, dtype=object), binary=metric.binary, name=f"m of metric {metric.name!r}",
                       min_classes=metric.min_classes)
    if arr.ndim != 2:
        raise InvalidMatrixError(f"exact values are for one matrix (n, n); got shape={arr.shape}")


def exact_value(metric: Any, m: Any) -> Any:
    """Exact value of ``metric`` on the rational matrix ``m``.

    ``m`` is validated like ``metric(m)`` does (one square matrix of nonnegative finite
    counts, n = 2 for a binary metric, at least ``metric.min_classes`` classes): an
    :class:`~metrics.errors.InvalidMatrixError` otherwise. Returns a sympy number, or
    ``None`` when the metric is undefined there. A numeric-only metric runs on
    :class:`IeeeRational` cells, exact rationals with float64's conventions (``x / 0`` is
    ``inf``, ``x / inf`` is 0), so its exact value is the one its float code computes without
    rounding; a result ``inf`` or NaN is undefined. A label metric (``labels=``) has no exact value:
    its code counts items in floats. The cells go in as one bare matrix, as
    ``metric(m)`` computes; code written for batches that fails on it is run on batches
    (:func:`_exact_in_batches`). Raises ``NotImplementedError`` when the metric has no symbolic
    form and its numeric function cannot run on exact numbers.
    """
    _validate_exact(metric, m)
    if metric.symbolic is not None:
        value = sympy.sympify(metric.symbolic(to_sympy_matrix(m)))
        if value.has(sympy.nan, sympy.zoo, sympy.oo, -sympy.oo):
            return None
        if value.has(sympy.Float):
            raise NotImplementedError(f"metric {metric.name!r} has float constants: its value {value} is not exact")
        return value
    if getattr(metric.numeric, "labels_fn", None) is not None:  # its NaN would be a float's, not an exact answer
        raise NotImplementedError(f"metric {metric.name!r} is computed on label arrays: no exact value")

    def cells() -> Any:  # new cells for each call: the code may change its argument in place
        return np.array([[IeeeRational(Fraction(x)) for x in row] for row in m], dtype=object)

    try:
        with np.errstate(all="ignore"):
            value = metric.numeric(cells())
    except ZeroDivisionError:
        return None
    except Exception as exc:  # the numeric function needs floats (sqrt, log, ...), or a batch axis: tried below
        return _exact_in_batches(metric, cells, exc)
    return exact_result(metric.name, value.item() if isinstance(value, np.ndarray) else value)


def _exact_in_batches(metric: Any, cells: Callable[[], Any], bare: Exception) -> Any:
    """The exact value of numpy code written for batches that fails on one bare matrix of object cells (their
    reductions are Python objects, not arrays: ``N[..., None, None]`` fails): the code's value on a batch of one,
    taken only where a batch of two copies gives that value twice (code that reads its input as one matrix, or mixes
    the matrices of a batch, does not); else ``NotImplementedError`` naming why the bare matrix failed."""
    try:
        with np.errstate(all="ignore"):
            one = np.asarray(metric.numeric(cells()[None]), dtype=object)
            two = np.asarray(metric.numeric(np.stack([cells(), cells()])), dtype=object)
        if one.shape == (1,) and two.shape == (2,):
            values = [exact_result(metric.name, v) for v in (one[0], two[0], two[1])]
            if values[0] == values[1] == values[2]:
                return values[0]
    except Exception:  # noqa: BLE001 - the batches fail too: the bare matrix's failure says why
        pass
    raise NotImplementedError(f"metric {metric.name!r} cannot be evaluated exactly: {bare}") from bare


def exact_result(name: str, value: Any) -> Any:
    """What numeric code run on :class:`IeeeRational` cells returned, as an exact value: a sympy
    Rational, or None where it is undefined (``inf``, NaN). A constant the code picked (``np.where(den
    == 0, 0, ...)``) is exact too; anything else (a float) raises ``NotImplementedError``."""
    if isinstance(value, IeeeRational):
        return sympy.Rational(value.value) if isinstance(value.value, Fraction) else None
    if isinstance(value, float) and np.isnan(value):
        return None  # the code's own NaN
    if not isinstance(value, (Fraction, int, np.integer)) or isinstance(value, (bool, np.bool_)):
        raise NotImplementedError(f"metric {name!r} returned {type(value).__name__}, not an exact number")
    return sympy.Rational(Fraction(int(value)) if isinstance(value, np.integer) else Fraction(value))


def real_values(name: str, out: Any) -> Any:
    """``out`` as a float array; complex values are an error, never reduced to their real part, and so is text
    (``"0.5"`` is not read as a number)."""
    out = np.asarray(out)
    if out.dtype.kind == "c":
        raise MetricDefinitionError(
            f"metric {name!r} returned complex values (dtype={out.dtype}); a metric must return real numbers"
        )
    if out.dtype.kind in "USV" or (out.dtype.kind == "O" and any(isinstance(x, (str, bytes)) for x in out.flat)):
        raise MetricDefinitionError(
            f"metric {name!r} returned text or raw bytes (dtype={out.dtype}); a metric must return real numbers"
        )
    return np.asarray(out, dtype=float)


def equal_numbers(a: Any, b: Any) -> bool:
    """Whether two exact numbers are equal: exactly when their difference is rational or sympy decides
    it is zero; otherwise (logarithms and roots sympy does not bring to one form) when it is below
    10⁻⁴⁰ of their size at 60 digits, so that *unequal* is certain (a difference that large is no rounding)."""
    difference = sympy.sympify(a) - sympy.sympify(b)
    if difference.is_Rational or difference.is_zero is not None:
        return bool(difference == 0 or difference.is_zero)
    scale = 1 + abs(sympy.N(a, 60))
    return bool(abs(sympy.N(difference, 60)) < scale * sympy.Float(10, 60) ** -40)


def exact_number(x: Any) -> Any:
    """``x`` as an exact sympy number: an exact number is kept as it is; a float is read as the simple fraction it
    stands for where that fraction is the same float64 (``sympy.nsimplify``: 0.5 → 1/2, ``1/3`` → 1/3), else as the
    decimal it prints as (0.50000000001 → 50000000001/100000000000, 1e-170 → 1/10¹⁷⁰), as float literals are read
    everywhere (:func:`literals_read`).

    ``sympy.nsimplify`` guesses a "simpler" closed form from the digits, and can be wrong: it turns 46273/27455 into
    20·2^(5/22)·3^(251/286)·5^(75/286)·√7/147, which differs in the 17th digit, and 0.50000000001 into 1/2, so that a
    parameter just off a special value was checked at that value. A guess is therefore kept only when it is a
    fraction whose float64 is the float given.

    Examples
    --------
    >>> exact_number(0.5), exact_number(sympy.Rational(46273, 27455)), exact_number(2), exact_number(0.50000000001)
    (1/2, 46273/27455, 2, 50000000001/100000000000)
    """
    value = sympy.sympify(x)
    if not value.has(sympy.Float):
        return value
    guess = sympy.nsimplify(value)
    if guess.is_Rational and float(guess) == float(value):
        return guess
    return value.xreplace({f: sympy.Rational(repr(float(f))) for f in value.atoms(sympy.Float)})


# metric -> {n: its symbolic form on the cell symbols}; dies with the metric
_ON_CELLS: "weakref.WeakKeyDictionary[Any, dict[int, Any]]" = weakref.WeakKeyDictionary()


def symbolic_on_cells(metric: Any, n: int) -> Any:
    """``metric.symbolic`` on :func:`cell_symbols` ``(n)``, made once per metric and n; Python's decisions on the
    symbols (``==``, truth values, hashes) are refused (:mod:`metrics.python_decisions`): a branch on
    ``sum(M) == 9`` would be taken once here, and on a matrix where it holds the exact value would be another
    function's."""
    made = _ON_CELLS.setdefault(metric, {})
    if n not in made:
        cells = cell_symbols(n)
        with refusing_python_decisions(cells):
            made[n] = metric.symbolic(cells)
    return made[n]
