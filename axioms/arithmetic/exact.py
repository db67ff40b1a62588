"""Exact re-verification: every counterexample is re-checked here before it is reported.

Values come from :func:`value_of` (sympy numbers: rationals, or algebraic numbers such
as MCC's square roots). Two values are compared by the sign of their
difference: zero when sympy proves it zero, otherwise the sign of an evaluation with
60 to 960 digits that is far from zero (an evaluation, not interval arithmetic). Metrics
without an exact form (no symbolic form, or float constants in it) are compared in
float64 with a relative margin, and the verdict says so.
"""

import weakref
from typing import Any

import numpy as np
import sympy

from metrics import Metric

from axioms.arithmetic.symbolic import at_point

__all__ = ["forget_values", "exact_sign", "value_of", "exact_form_value", "NO_EXACT", "float64_value", "Float64",
           "float_margin", "agree", "sign_of_difference", "compare", "as_text", "FLOAT_MARGIN", "UNESTIMATED_ROUNDING",
           "unestimated_rounding", "rounding_of"]

_DIGITS = 60

#: Relative margin beyond which two float64 values of a metric without an exact form are
#: certified to differ (below it their order is undecided).
FLOAT_MARGIN = 1e-9

#: Relative rounding error assumed of a float64 value whose own error cannot be estimated: the metric's code
#: does not run in extended precision (it casts to float64, as scikit-learn does), or the float's computation is
#: unknown. A millionth, as FIX asks of two ranges' ends; code that cancels more than that is beyond any margin.
UNESTIMATED_ROUNDING = 1e-6


def unestimated_rounding(v: float) -> float:
    """The rounding error assumed of the float64 value ``v`` of unknown accuracy:
    :data:`UNESTIMATED_ROUNDING` times ``max(1, |v|)``."""
    return UNESTIMATED_ROUNDING * max(1.0, abs(float(v)))


def exact_sign(d: Any) -> int | None:
    """Sign (-1, 0, 1) of the exact number ``d``; None when it cannot be decided.

    Rationals are exact. For algebraic numbers (square roots), 0 needs sympy's
    ``equals`` to confirm it; a nonzero sign comes from an evaluation with 60, 240 or 960
    digits whose magnitude exceeds 10^-(digits/2) (an evaluation, not interval arithmetic).
    """
    d = sympy.sympify(d)
    if d.has(sympy.Float):
        return None  # a float constant is not an exact number
    if d.is_Rational:
        return int(sympy.sign(d))
    first = d.evalf(_DIGITS)  # a number far from 0 needs no query of sympy's assumptions (is_zero can take 0.1 s)
    if first.is_real and abs(first) > sympy.Float(10) ** (-_DIGITS // 2):
        return 1 if first > 0 else -1
    if d.is_zero:
        return 0
    for digits in (_DIGITS, 4 * _DIGITS, 16 * _DIGITS):
        approx = d.evalf(digits)
        if not approx.is_real:
            return None
        if abs(approx) > sympy.Float(10) ** (-digits // 2):
            return 1 if approx > 0 else -1
        if digits == _DIGITS and _equals_zero(d):
            return 0
    return None


def _equals_zero(d: Any) -> bool:
    """sympy's ``d.equals(0)``, False where it raises (its powsimp fails on some logarithms: IndexError)."""
    try:
        return bool(d.equals(0))
    except (ArithmeticError, IndexError, TypeError, ValueError, RecursionError):
        return False


class Float64(float):
    """A metric's float64 value with ``rounding``, an upper estimate of the rounding error of its
    computation (see :func:`float64_value`), ``estimated`` when measured against extended precision
    rather than assumed; it compares and prints as the float it is."""

    rounding = FLOAT_MARGIN
    estimated = False

    def __new__(cls, value: float, rounding: float = FLOAT_MARGIN, estimated: bool = False) -> "Float64":
        out = super().__new__(cls, value)
        out.rounding, out.estimated = rounding, estimated
        return out

    def __reduce__(self) -> tuple[type["Float64"], tuple[float, float, bool]]:
        return (Float64, (float(self), self.rounding, self.estimated))


#: Whether numpy's extended precision is finer than float64 here (x86-64, aarch64: yes; Windows: no).
_EXTENDED = np.finfo(np.longdouble).eps < np.finfo(np.float64).eps


def float64_value(metric: Metric, m: Any) -> "Float64 | None":
    """The metric's own numeric value at the matrix ``m`` (ints, or Fractions that float64 holds exactly) in
    float64 (a :class:`Float64`; None if NaN or inf).

    Its ``rounding`` is 16 times its distance from the same code run in numpy's extended
    precision (``np.longdouble``), which estimates the rounding error of the float64
    computation, values near 0 included (``1/3 + 2/3 - 1`` is 1.1e-16 in float64). Where
    that is not available (the code casts to float64, or the platform has no extended
    precision) the estimate is :func:`unestimated_rounding` (a millionth).
    """
    with np.errstate(all="ignore"):
        v = float(np.asarray(metric.numeric(np.asarray([m], dtype=float)), dtype=float).reshape(-1)[0])
    if not np.isfinite(v):
        return None
    rounding, estimated = unestimated_rounding(v), False
    if _EXTENDED:
        try:
            with np.errstate(all="ignore"):
                ext = np.asarray(metric.numeric(np.asarray([m], dtype=np.longdouble))).reshape(-1)[0]
            if isinstance(ext, np.longdouble) and np.isfinite(ext):
                # floored at 16 ulps of 1: the two runs can coincide where a step is float64-only in both
                rounding = max(float(16 * abs(np.longdouble(v) - ext)), 16 * float(np.finfo(float).eps))
                estimated = True
        except Exception:  # noqa: BLE001 - user code that does not run in extended precision:
            pass  # keep the estimate of unknown accuracy
    return Float64(v, rounding, estimated)


def float_margin(a: Any, b: Any, margin: float = FLOAT_MARGIN) -> Any:
    """The largest ``|b - a|`` that float64 rounding may explain between two values of one metric (scalars or arrays).

    Scale-free: ``margin`` relative to the larger magnitude (``1e-13`` and ``2e-13`` differ
    certainly), plus the estimated rounding error of each value's computation where it
    carries one (:class:`Float64`: near 0 a relative margin says nothing, since ``0`` and
    ``1.1e-16`` may be the same number computed twice). Plain floats carry no estimate, so
    use this only on values from :func:`value_of` / :func:`float64_value` when certifying,
    or as a filter of candidates that are re-checked.
    """
    out = margin * np.maximum(np.abs(a), np.abs(b))
    return out + getattr(a, "rounding", 0.0) + getattr(b, "rounding", 0.0)


def agree(exact: Any, user: float | None) -> bool:
    """Whether an exact value (sympy number or None) and the metric's own float64 value (or None) are the
    same value of one metric: both undefined, or both defined and within :data:`FLOAT_MARGIN` relative plus
    the user value's rounding where it was *estimated*, else plus :data:`FLOAT_MARGIN`. Not the millionth a
    value of unknown accuracy is trusted to in comparisons (:func:`unestimated_rounding`): that would let code
    that casts to float64 and adds 1e-7 · TN pass for its symbolic form, and the form's proofs for its own."""
    if exact is None or user is None:
        return exact is None and user is None
    try:
        e = float(exact)
    except (TypeError, ValueError, OverflowError):
        return False
    rounding = user.rounding if isinstance(user, Float64) and user.estimated else FLOAT_MARGIN
    return bool(np.isfinite(e) and abs(e - float(user)) <= FLOAT_MARGIN * max(abs(e), abs(float(user))) + rounding)


def _runs_own_code(metric: Metric) -> bool:
    """Whether ``metric.numeric`` is code its author wrote (not one generated from the symbolic form).

    Not for a calibrated variant: its float64 code runs the author's on a float-calibrated matrix, whose
    rounding can turn an exact 0/0 into a number (macro NPV~ at [[0, 0, 0], [20, 26, 9], [0, 0, 0]]);
    its exact value is the author's code (or form) on the exactly calibrated matrix."""
    return metric.calibrated_from is None and (metric.symbolic is None or metric.has_own_numeric)


#: What :func:`exact_form_value` returns when no exact form gives a number.
NO_EXACT = object()


def exact_form_value(metric: Metric, m: Any) -> Any:
    """The exact value at ``m`` from the metric's exact forms alone: a sympy number, None
    (undefined), or ``NO_EXACT`` when no form gives an exact number (see :func:`value_of`). It is ``metric.exact(m)``;
    where that raises, the n x n exact expression at ``m``."""
    v = _exact(metric, m)
    if metric.symbolic is None or v is not NO_EXACT:
        return v
    expr = metric.expression(len(m))  # None where the engine withholds symbolic work (large n)
    if expr is None:
        return v
    try:
        from_expression = at_point(expr, m)
    except (TypeError, ValueError, ArithmeticError):  # e.g. a NaN compared inside a Piecewise
        from_expression = None
    return from_expression if from_expression is not None else v


def _exact(metric: Metric, m: Any) -> Any:
    """``metric.exact(m)``, or NO_EXACT."""
    try:
        return metric.exact(m)
    except (NotImplementedError, TypeError, ValueError, ArithmeticError):
        return NO_EXACT


def value_of(metric: Metric, m: Any) -> tuple[Any, str]:
    """``(value, how)``: the exact value (sympy number, None if undefined) or, failing that, a float.

    Whether the score is defined at ``m`` is the metric's own answer (its symbolic form
    applied to ``m``, so a form that returns NaN for an absent class is read as
    written), and so is its value, whose float literals are read as decimals where the code writes
    them, *before* any cell value enters (:func:`metrics.bridge.literals_read`: ``1.0 * trace / total``
    at ``[[1, 0], [0, 2]]`` is exactly 1, not a rationalised float 0.333…3 + 0.666…7). A numeric-only
    metric's code is run on exact cells (:func:`metrics.bridge.exact_value`: the bare matrix, else batches), with
    float64's conventions for ``x / 0`` (``inf``) and ``x / inf`` (0) but no rounding
    (:class:`~metrics.bridge.IeeeRational`); its exact value then decides ties that float64 cannot (a result
    ``inf`` or ``nan``: undefined).

    The user's code is the metric: where the metric's numeric function is its author's own
    (numeric-only, or registered with both forms), an exact value is used only when it
    :func:`agree` s with that code's float64 value at ``m``. Where they disagree (numpy's
    ``1 / (x / 0)`` is ``1 / inf = 0`` but ``Fraction`` division by zero raises, so the
    exact path calls it undefined) the float64 value is used, so one metric is never
    judged by two semantics.

    ``how`` is ``"exact"``, or ``"float64"`` when none of this gives an exact number or it
    disagrees with the metric's own code; the value is then a :class:`Float64` (or None).
    """
    key = _matrix_key(m)
    known = _VALUES.setdefault(metric, {})
    if key is not None and key in known:
        return known[key]
    exact = exact_form_value(metric, m)
    if exact is not NO_EXACT and not _runs_own_code(metric):
        found = exact, "exact"
    else:
        user = float64_value(metric, m)
        found = (exact, "exact") if exact is not NO_EXACT and agree(exact, user) else (user, "float64")
    if key is not None:
        if len(known) >= _MAX_VALUES:
            known.clear()
        known[key] = found
    return found


#: ``{metric: {matrix: (value, how)}}`` of :func:`value_of` (dies with the metric; emptied as each
#: :func:`axioms.check` starts, by :func:`forget_values`): a search compares one matrix with several
#: neighbours (one per move), and within one check the value of a matrix is the same each time.
_VALUES: "weakref.WeakKeyDictionary[Metric, dict[Any, tuple[Any, str]]]" = weakref.WeakKeyDictionary()
_MAX_VALUES = 4096
#: Matrices of more classes are not kept (their keys alone would cost as much as their values).
_MAX_KEPT_CLASSES = 10


def forget_values() -> None:
    """Empty :func:`value_of`'s memo: a metric's code may read state that changed since the last check."""
    _VALUES.clear()


def _matrix_key(m: Any) -> Any:
    """``m`` (nested lists of ints, Fractions, sympy numbers) as a key that tells cell types apart, or None
    (not hashable, or more than :data:`_MAX_KEPT_CLASSES` classes)."""
    if len(m) > _MAX_KEPT_CLASSES:
        return None
    try:
        key = tuple(tuple((type(x), x) for x in row) for row in m)
        hash(key)
    except TypeError:
        return None
    return key


def rounding_of(v: Any) -> float:
    """The rounding estimate of a value: a :class:`Float64`'s own, :func:`unestimated_rounding` for a float of
    unknown origin, 0 for an exact number."""
    if isinstance(v, Float64):
        return v.rounding
    return unestimated_rounding(v) if isinstance(v, float) else 0.0


def sign_of_difference(va: Any, vb: Any, margin: float = FLOAT_MARGIN) -> int | None:
    """Certified sign of ``vb - va`` for two defined values; None when it cannot be certified.

    Exact (sympy) numbers are compared exactly; if either is a float, the difference must
    exceed ``margin`` relative to the values' own size plus their estimated rounding errors
    (a :class:`Float64` from :func:`value_of` carries its own; any other float is assumed
    to be off by :func:`unestimated_rounding`, as its computation is unknown).
    """
    if isinstance(va, float) or isinstance(vb, float):
        diff = float(vb) - float(va)
        if abs(diff) <= float_margin(float(va), float(vb), margin) + rounding_of(va) + rounding_of(vb):
            return None
        return 1 if diff > 0 else -1
    return exact_sign(vb - va)


def compare(metric: Metric, a: Any, b: Any) -> tuple[int | None, Any, Any, str]:
    """Certified sign of ``metric(b) - metric(a)``: (-1|0|1|None, value_a, value_b, how)."""
    va, how_a = value_of(metric, a)
    vb, how_b = value_of(metric, b)
    how = "exact" if how_a == how_b == "exact" else "float64"
    if va is None or vb is None:
        return None, va, vb, how
    return sign_of_difference(va, vb), va, vb, how


def as_text(value: Any) -> str:
    """A value as text: ``'5/8'``, ``'15*sqrt(52061)/52061'`` (≈ 0.0657), ``'undefined'``; a float
    (Python's or sympy's) as the float it is, never dressed up as the closed form it is near."""
    if value is None:
        return "undefined"
    if isinstance(value, float) or getattr(value, "is_Float", False):
        return repr(float(value))
    if value.is_Rational:
        return str(value)
    return f"{sympy.sstr(value)} (≈ {float(value):.6g})"

