r"""Structured metrics: a metric given by its form at **every** number of classes n.

A metric registered with ``structure=`` is known at every n, not only on the matrices
someone evaluated; its numeric and symbolic forms are generated from the structure, and
the engine can lift proofs and counterexamples from one n to all (:mod:`axioms.every_n.lifting`).
Each class k of an n x n matrix m (rows = predictions, columns = truth) has its one-vs-rest
counts

.. math:: c_k = m_{kk}, \qquad r_k = \sum_j m_{kj} \ (\text{predicted } k), \qquad
          t_k = \sum_i m_{ik} \ (\text{truly } k), \qquad N = \sum_{ij} m_{ij}.

Four structures cover the catalogue's multi-class metrics:

A per-class score or summand is written ``g(c, r, t, N)``, or ``g(c, r, t, N, n)`` (a fifth
parameter without a default) when it reads the number of classes (:func:`reads_classes`).

* :class:`ClassMean` — a generalised p-mean of one per-class score g (Opitz Eq. 4),
  :math:`\big(\tfrac1n \sum_k g(c_k, r_k, t_k, N)^p\big)^{1/p}` (p = 0: geometric);
* :class:`WeightedMean` — prevalence-weighted, :math:`\tfrac1N \sum_k t_k\, g(c_k, r_k, t_k, N)`
  (Wenzel's "weighted" average);
* :class:`ClassSums` — a function of class-symmetric sums,
  :math:`F(S_1, \dots, S_q, N, n)` with :math:`S_l = \sum_k h_l(c_k, r_k, t_k, N)`
  (accuracy, kappa, MCC, micro averages, informedness);
* :class:`Combined` — a function of other structures' values (F1 of averages).

Every structure evaluates on **class groups** (:class:`Group`): classes with equal counts,
with a multiplicity that may be a symbol. That one method, :meth:`Structure.value`, gives
the symbolic form at any n, the value of a matrix padded with k extra classes as a formula
in k, and the value on the uniform random classifier as a formula in n.

Examples
--------
>>> mean_recall = ClassMean(lambda c, r, t, N: c / t)
>>> mean_recall.symbolic(sympy.Matrix([[3, 1], [1, 1]]))      # (3/4 + 1/2) / 2
5/8
>>> n = sympy.Symbol("n", positive=True)
>>> N = sympy.Symbol("N", positive=True)
>>> mean_recall.value([Group(N / n**2, N / n, N / n, n)], N, n)   # uniform random classifier
1/n
"""

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable

import numpy as np
import sympy

from ._counts import bias, class_mean, class_sum, correct, prevalence, ratio, total
from .bridge import exact_number, numpy_function
from .errors import MetricDefinitionError
from .power_means import no_real_mean, power_mean
from .traced_formulas import CLASSES, COUNTS, per_class, per_class_arguments, reads_classes, traced

__all__ = ["Group", "Structure", "ClassMean", "WeightedMean", "ClassSums", "Combined", "class_groups", "COUNTS",
           "CLASSES", "power_mean", "generated_forms", "reads_classes", "per_class_arguments"]


@dataclass(frozen=True)
class Group:
    """``multiplicity`` classes that all have ``c`` correct, ``r`` predicted and ``t`` true items."""

    c: Any
    r: Any
    t: Any
    multiplicity: Any = 1


def class_groups(M: Any) -> list[Group]:
    """One :class:`Group` per class of the sympy matrix ``M`` (rows = predictions)."""
    rows = M.tolist()  # plain lists: indexing a sympy Matrix cell by cell is slow at large n
    return [Group(row[k], sympy.Add(*row), sympy.Add(*(other[k] for other in rows))) for k, row in enumerate(rows)]


def _at(expr: Any, group: Group, N: Any, n: Any) -> Any:
    """``expr`` (in :data:`COUNTS` and :data:`CLASSES`) at the counts of ``group``, N items and n classes."""
    c, r, t, total_symbol = COUNTS
    values = {c: group.c, r: group.r, t: group.t, total_symbol: N, CLASSES: n}
    return expr.xreplace({symbol: sympy.sympify(value) for symbol, value in values.items()})


def _undefined_to_nan(values: Any) -> Any:
    out = np.asarray(values, dtype=float).copy()
    out[~np.isfinite(out)] = np.nan
    return out


@lru_cache(maxsize=4096)
def _vectorised(expr: Any, symbols: "tuple[Any, ...]") -> Callable[..., Any]:
    """``expr`` as a numpy function of ``symbols`` (made once per expression); 0/0, x/0 and overflow give NaN
    (never inf or a silent 0). The arguments are broadcast to one shape first: sympy prints ``a | b`` as
    ``logical_or.reduce((a, b))``, which needs its operands alike (a condition on n alone is a scalar)."""
    fn = numpy_function(symbols, expr)

    def evaluate(*arrays: Any) -> Any:
        shape = np.broadcast_shapes(*(np.shape(a) for a in arrays))
        with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
            return _undefined_to_nan(np.broadcast_to(fn(*(np.broadcast_to(a, shape) for a in arrays)), shape))

    return evaluate


def generated_forms(
    name: str, structure: Any, numeric: Any, symbolic: Any, binary: bool, module: str
) -> "tuple[Callable[..., Any], Callable[..., Any]]":
    """The numeric ``(..., n, n) -> (...)`` and symbolic ``sympy.Matrix -> expression`` forms of the
    metric ``name``, both generated from ``structure``; ``module`` is where the metric is defined.
    A structure excludes forms of one's own (``numeric``, ``symbolic``) and ``binary``."""
    if not isinstance(structure, Structure):
        raise MetricDefinitionError(
            f"structure= of metric {name!r} must be a metrics.structure.Structure "
            f"(ClassMean, WeightedMean, ClassSums, Combined); got {structure!r}"
        )
    if numeric is not None or symbolic is not None or binary:
        raise MetricDefinitionError(
            f"metric {name!r}: structure= gives the metric at every number of classes and generates both forms; "
            "drop numeric=, symbolic= and binary= (a binary metric has no class structure)"
        )

    def numeric_form(m: Any) -> Any:
        return structure.numeric(m)

    def symbolic_form(M: Any) -> Any:
        return structure.symbolic(M)

    numeric_form.__doc__ = symbolic_form.__doc__ = structure.describe()
    numeric_form.__module__ = symbolic_form.__module__ = module
    return numeric_form, symbolic_form


class Structure:
    """What every structure provides: :meth:`value` on class groups, and the forms made from it."""

    #: The user's Python functions the structure was traced from, by what they are; each is compared
    #: with its trace on numbers at registration (:mod:`metrics.trace_check`).
    python_forms: "dict[str, Callable[..., Any]]" = {}

    def value(self, groups: list[Group], N: Any, n: Any) -> Any:
        """The metric on any matrix whose classes form ``groups`` (N items, n classes), as a sympy expression."""
        raise NotImplementedError

    def symbolic(self, M: Any) -> Any:
        """The metric on the sympy matrix ``M`` (any n)."""
        return self.value(class_groups(M), sympy.Add(*M), sympy.Integer(M.shape[0]))

    def numeric(self, m: Any) -> Any:
        """The metric on a float batch ``(..., n, n) -> (...)``."""
        raise NotImplementedError

    def describe(self) -> str:
        """The structure in words and formula."""
        raise NotImplementedError


def _counts_of(m: Any) -> "tuple[Any, Any, Any, Any, float]":
    """Per-class ``c, r, t`` ``(..., n)``, ``N`` ``(..., 1)`` and n of a float batch."""
    return correct(m), bias(m), prevalence(m), total(m)[..., None], float(m.shape[-1])


#: The symbols a per-class score is evaluated on by the numeric forms.
_PER_CLASS = (*COUNTS, CLASSES)


@dataclass(frozen=True, eq=False)
class ClassMean(Structure):
    r"""Generalised p-mean of one per-class score (Opitz Eq. 4).

    .. math:: \mathrm{metric}(m) = \Big(\frac1n \sum_k g(c_k, r_k, t_k, N)^p\Big)^{1/p},
              \qquad p = 0:\ \Big(\prod_k g_k\Big)^{1/n}

    For p <= 0 a zero score makes the mean 0 (its limit).
    """

    score: Any
    p: Any = 1

    def __post_init__(self) -> None:
        object.__setattr__(self, "python_forms",
                           {"per-class score g(c, r, t, N)": self.score} if callable(self.score) else {})
        object.__setattr__(self, "score", per_class(self.score))
        try:
            p = exact_number(self.p)
        except (TypeError, ValueError, sympy.SympifyError):
            p = sympy.nan
        if not (p.is_number and p.is_finite and p.is_real):
            raise MetricDefinitionError(
                f"ClassMean(p={self.p!r}): the mean's exponent p must be one finite real number (1 arithmetic, "
                "0 geometric, -1 harmonic), the same at every n; a mean whose exponent reads n is not a ClassMean"
            )
        object.__setattr__(self, "p", p)

    def value(self, groups: list[Group], N: Any, n: Any) -> Any:
        scores = [(_at(self.score, g, N, n), g.multiplicity) for g in groups]
        if self.p == 1:
            return sympy.Add(*[k * s for s, k in scores]) / n
        if no_real_mean(self.p, scores):
            return sympy.nan  # as the numeric form: sympy's principal roots would go through complex numbers
        if self.p == 0:
            return sympy.Mul(*[s**k for s, k in scores]) ** (1 / sympy.sympify(n))
        mean = (sympy.Add(*[k * s**self.p for s, k in scores]) / n) ** (1 / self.p)
        if self.p < 0:  # a zero score makes the mean 0 (its limit), as in the numeric form
            return sympy.Piecewise((0, sympy.Eq(sympy.Mul(*[s**k for s, k in scores]), 0)), (mean, True))
        return mean

    def numeric(self, m: Any) -> Any:
        scores = _vectorised(self.score, _PER_CLASS)(*_counts_of(m))
        return class_mean(scores) if self.p == 1 else power_mean(scores, self.p)

    def describe(self) -> str:
        mean = {1: "arithmetic mean", 0: "geometric mean", -1: "harmonic mean"}.get(self.p,
                                                                                   f"power mean (p = {self.p})")
        return f"{mean} over classes of g(c, r, t, N) = {self.score}"


@dataclass(frozen=True, eq=False)
class WeightedMean(Structure):
    r"""Prevalence-weighted mean of one per-class score (Wenzel's weighted average).

    .. math:: \mathrm{metric}(m) = \frac1N \sum_k t_k\, g(c_k, r_k, t_k, N)
    """

    score: Any

    def __post_init__(self) -> None:
        object.__setattr__(self, "python_forms",
                           {"per-class score g(c, r, t, N)": self.score} if callable(self.score) else {})
        object.__setattr__(self, "score", per_class(self.score))

    def value(self, groups: list[Group], N: Any, n: Any) -> Any:
        return sympy.Add(*[g.multiplicity * g.t * _at(self.score, g, N, n) for g in groups]) / N

    def numeric(self, m: Any) -> Any:
        c, r, t, N, n = _counts_of(m)
        return ratio(class_sum(t * _vectorised(self.score, _PER_CLASS)(c, r, t, N, n)), N[..., 0])

    def describe(self) -> str:
        return f"prevalence-weighted mean 1/N Σ_k t_k g_k of g(c, r, t, N) = {self.score}"


@dataclass(frozen=True, eq=False)
class ClassSums(Structure):
    r"""A function of class-symmetric sums.

    .. math:: \mathrm{metric}(m) = F(S_1, \dots, S_q, N, n), \qquad S_l = \sum_k h_l(c_k, r_k, t_k, N)

    ``sums`` maps each sum's name to its summand :math:`h_l`; ``outer(**sums, N=N, n=n)``
    is F. E.g. Cohen's kappa: ``sums={"D": c, "RT": r t}``, F = (D N − RT)/(N² − RT).
    """

    outer: Callable[..., Any]
    sums: Any
    _outer_trace: Any = field(init=False, repr=False, compare=False)  # (F, {name: symbol}), set once in __post_init__

    def __post_init__(self) -> None:
        sums = dict(self.sums)
        bad = [name for name in sums if not (isinstance(name, str) and name.isidentifier()) or name in ("N", "n")]
        if bad or not sums:
            raise MetricDefinitionError(
                f"ClassSums(sums=...) needs at least one sum, each named by a Python identifier other than N and n "
                f"(F is called as outer(**sums, N=N, n=n)); got {list(sums)!r}"
            )
        object.__setattr__(self, "python_forms", {f"summand {name}": h for name, h in sums.items() if callable(h)})
        object.__setattr__(self, "sums", tuple((name, per_class(h)) for name, h in sums.items()))
        symbols = {name: sympy.Symbol(name, real=True) for name, _ in self.sums}
        trace = traced("the outer function F(**sums, N, n)", self.outer, **symbols, N=COUNTS[3], n=CLASSES)
        object.__setattr__(self, "_outer_trace", (trace, symbols))

    @property
    def summands(self) -> dict[str, Any]:
        """``{name: h_l}``, each a sympy expression in :data:`COUNTS`."""
        return dict(self.sums)

    def value(self, groups: list[Group], N: Any, n: Any) -> Any:
        totals = {name: sympy.Add(*[g.multiplicity * _at(h, g, N, n) for g in groups]) for name, h in self.sums}
        return self.outer_at(totals, N, n)

    def outer_at(self, totals: dict[str, Any], N: Any, n: Any) -> Any:
        """F at the sums ``totals`` (``{name: value}``), N and n, from the one trace of ``outer`` with symbols
        (so every form of the metric is the same formula; :func:`metrics.trace_check.check_traced` compares
        it with ``outer`` called on numbers at registration)."""
        F, symbols = self._outer_trace
        values = {symbols[name]: sympy.sympify(totals[name]) for name in symbols}
        return F.xreplace({**values, COUNTS[3]: sympy.sympify(N), CLASSES: sympy.sympify(n)})

    def outer_expression(self) -> "tuple[Any, dict[str, Any]]":
        """F as a sympy expression in one symbol per sum (and :data:`COUNTS`' N, :data:`CLASSES`)."""
        F, symbols = self._outer_trace
        return F, dict(symbols)

    def numeric(self, m: Any) -> Any:
        c, r, t, N, n = _counts_of(m)
        totals = [class_sum(_vectorised(h, _PER_CLASS)(c, r, t, N, n)) for _, h in self.sums]
        F, symbols = self.outer_expression()
        return _vectorised(F, (*symbols.values(), COUNTS[3], CLASSES))(*totals, N[..., 0], n)

    def describe(self) -> str:
        F, _ = self.outer_expression()
        return f"F = {F} of the class sums " + ", ".join(f"{name} = Σ_k {h}" for name, h in self.sums)


@dataclass(frozen=True, eq=False)
class Combined(Structure):
    r"""A function of other structured metrics' values, :math:`F(A_1(m), \dots, A_q(m))` (e.g. F1 of averages)."""

    outer: Callable[..., Any]
    parts: "tuple[Structure, ...]"
    _outer_trace: Any = field(init=False, repr=False, compare=False)  # (F, (a0, a1, ...)), set once in __post_init__

    def __post_init__(self) -> None:
        object.__setattr__(self, "parts", tuple(self.parts))
        if not self.parts or not all(isinstance(part, Structure) for part in self.parts):
            raise MetricDefinitionError("Combined(parts=...) needs one or more structures "
                                        f"(ClassMean, WeightedMean, ClassSums, Combined); got {self.parts!r}")
        symbols = sympy.symbols(f"a0:{len(self.parts)}", real=True)
        object.__setattr__(self, "_outer_trace",
                           (traced("the outer function F(a0, a1, ...)", self.outer, *symbols), symbols))

    def outer_at(self, values: "list[Any]") -> Any:
        """F at the parts' ``values``, from the one trace of ``outer`` with symbols."""
        F, symbols = self._outer_trace
        return F.xreplace({a: sympy.sympify(v) for a, v in zip(symbols, values)})

    def value(self, groups: list[Group], N: Any, n: Any) -> Any:
        return self.outer_at([part.value(groups, N, n) for part in self.parts])

    def numeric(self, m: Any) -> Any:
        F, symbols = self._outer_trace
        return _vectorised(F, symbols)(*[part.numeric(m) for part in self.parts])

    def describe(self) -> str:
        F, symbols = self._outer_trace
        return f"F = {F} of " + "; ".join(f"{a} = {part.describe()}" for a, part in zip(symbols, self.parts))
