"""Values of a report re-read plainly, for :mod:`reports.claims`: recorded numbers, exact scores, equality, forms.

Nothing here comes from :mod:`axioms`: a recorded value is read with sympy, a score is the
registered metric's own (:meth:`metrics.Metric.exact`, its numeric code), and two exact numbers
are compared by :func:`metrics.bridge.equal_numbers`.
"""

from collections.abc import Iterator
import re
from typing import Any

import numpy as np
import sympy

import metrics
from metrics.bridge import equal_numbers
from metrics.padded import full_matrix

from .structure_forms import form_at, is_smooth_where_defined
from .value_text import read_text

__all__ = ["RECHECKED", "NOT_RECHECKABLE", "REFUTED", "number", "exact_value", "value_at", "how_computed",
           "in_float64", "same_value", "order_of", "nonnegative_where_defined", "definedness_bases", "unequal_or_why",
           "values_recomputed", "exact_form", "written_form", "differentiable_form", "column_sums", "count_matrix",
           "pii_witness_problem", "piii_pair_problem", "forced_exponent", "positive_where_defined", "is_zero",
           "nonzero_at", "forms_disagree", "SMALL_ENTRIES", "small_matrices", "recorded_at"]

RECHECKED, NOT_RECHECKABLE, REFUTED = "re-checked", "not re-checkable", "REFUTED"


# --------------------------------------------------------------------------- values, read plainly
def number(text: Any) -> Any:
    """A recorded value as a sympy number (an irrational one is recorded as ``'sqrt(6)/6 (≈ 0.408248)'``); None for
    none recorded or ``'undefined'``."""
    return read_text(text) if text not in (None, "undefined") else None


def exact_value(metric: Any, m: Any) -> Any:
    """The exact score of the integer (or rational) matrix m (its rows or a compact padded matrix), None where
    undefined."""
    value = metric.exact(full_matrix(m))
    return None if value is None else sympy.sympify(value)


def value_at(metric: Any, m: Any, how: "str | None") -> Any:
    """The metric's score at m as a value recorded ``how`` was computed: exact (:func:`exact_value`), or for
    ``"float64"`` (a metric whose code computes in float64 only) its numeric code's, None where that is NaN or
    infinite."""
    if how == "exact":
        return exact_value(metric, m)
    value = float(metric(np.asarray(full_matrix(m), dtype=float)))
    return value if np.isfinite(value) else None


def how_computed(metric: Any, m: Any) -> str:
    """``"exact"`` when the metric has an exact value (or is exactly undefined) at m, ``"float64"`` when its code
    computes in float64 only (logarithms, ...: it cannot run on exact numbers)."""
    try:
        exact_value(metric, m)
    except NotImplementedError:
        return "float64"
    return "exact"


def in_float64(how: "str | None") -> str:
    """What a re-check says of values computed ``how``: nothing when exact."""
    return "" if how == "exact" else " (in float64: the metric's code computes in float64 only)"


def same_value(recorded: Any, computed: Any, how: str) -> bool:
    if number(recorded) is None or computed is None:
        return number(recorded) is None and computed is None
    if how == "exact":
        return equal_numbers(number(recorded), computed)
    return abs(float(number(recorded)) - float(computed)) <= 1e-9 * (1 + abs(float(computed)))


#: How far apart, relative to 1 + |value|, two float64 values must be to count as different: float64 code can be
#: further off than its own rounding (a cancellation: 1/3 computed as 0.33333332837), and an undecided comparison
#: counts neither way. The engine asks the same of float64 ranges (FIX).
FLOAT64_APART = 1e-6


def order_of(values: "list[Any]", how: "str | None", direction: int = 1) -> "int | None":
    """The sign of ``direction · (second − first)`` of two recorded values: 2 when exactly one is undefined;
    None when float64 values lie within :data:`FLOAT64_APART` of each other (an undecided comparison counts neither
    way)."""
    a, b = (number(v) for v in values[:2])
    if a is None or b is None:
        return 0 if a is None and b is None else 2
    gap = direction * (b - a)
    if how != "exact" and abs(float(gap)) <= FLOAT64_APART * (1 + abs(float(a))):
        return None
    return 0 if equal_numbers(a, b) else (1 if gap > 0 else -1)


def unequal_or_why(values: "list[Any]", how: "str | None", equal_why: str) -> "tuple[str, str] | None":
    """None when two recorded scores differ; else why the claim that they do is refuted (equal) or not re-checkable
    (undecided)."""
    change = order_of(values, how)
    if change is None:
        return NOT_RECHECKABLE, "the two float64 scores lie within rounding of each other"
    return (REFUTED, equal_why) if change == 0 else None


def values_recomputed(metric: Any, matrices: "list[Any]", values: "list[Any]", how: str) -> "str | None":
    """None when every recorded value is the metric's value at its matrix, else why not."""
    for m, v in zip(matrices, values):
        computed = value_at(metric, m, how)
        if not same_value(v, computed, how):
            return f"the metric scores {computed} at m={m}, the report says {v}"
    return None


_FORMS: dict = {}


def exact_form(metric: Any, n: int, own: bool = False) -> Any:
    """The metric's exact form at n, at n = 2 cancelled where that makes it no larger (cached per metric and n);
    ``own``: :func:`written_form`, for claims about where the metric is defined (cancelling, sympy's automatic
    simplification, or a calibrated variant's derived form, is defined at points where the metric is not).

    From n = 3 a cancelled form is larger for every catalogue metric but accuracy (a common denominator of
    n class terms), and cancelling a calibrated variant's form can take minutes; around a root likewise."""
    key = (id(metric), n, own)
    if key not in _FORMS:
        f = written_form(metric, n) if own else form_at(metric, n)
        if f is not None and not own:
            roots = any(not power.exp.is_integer for power in f.atoms(sympy.Pow))
            cancelled = sympy.cancel(sympy.together(f)) if not (n > 2 or f.has(sympy.Piecewise) or roots) else f
            f = cancelled if sympy.count_ops(cancelled) <= sympy.count_ops(f) else f
        _FORMS[key] = (metric, f)  # the metric is kept so that its id is not reused
    return _FORMS[key][1]


def written_form(metric: Any, n: int) -> Any:
    """The metric's form at n as its code writes it, sympy's automatic simplification off, so that it is undefined
    wherever the code is (sympy writes acc·(m00 − 2)/(m00 − 2) as acc on symbols, defined at m00 = 2, where the
    code is 0/0), float literals read as the decimals they print as; None without a symbolic form, or for code that
    cannot run without that simplification."""
    if metric.symbolic is None:
        return None
    code = getattr(metric.symbolic, "__wrapped__", metric.symbolic)
    try:
        with sympy.evaluate(False):
            f = sympy.sympify(code(metrics.cell_symbols(n)))
            f = f.xreplace({x: sympy.Rational(repr(float(x))) for x in f.atoms(sympy.Float)})
    except Exception:  # noqa: BLE001 - code that needs sympy's simplification: no form to read definedness off
        return None
    while exponents := {p: p.exp.doit() for p in f.atoms(sympy.Pow) if p.exp.is_number and not p.exp.is_Rational}:
        with sympy.evaluate(False):  # an exponent written 1/(-1) is -1 (its base's definedness is read as a power's)
            written = f.xreplace({p: sympy.Pow(p.base, e) for p, e in exponents.items()})
        if written == f:
            break
        f = written
    return f


def differentiable_form(metric: Any, n: int) -> Any:
    """:func:`exact_form` when it has no pieces (:func:`reports.structure_forms.is_smooth_where_defined`), else None:
    the form a claim about derivatives may be re-checked on."""
    f = exact_form(metric, n)
    return f if f is not None and is_smooth_where_defined(f) else None


def column_sums(m: Any) -> "list[int]":
    """The test set of a classifier m: its column sums (the items of each true class)."""
    return [int(x) for x in np.asarray(m, dtype=object).sum(axis=0)]


def count_matrix(m: Any) -> bool:
    """Whether ``m`` is a square list of rows of nonnegative integers (a confusion matrix)."""
    return (isinstance(m, list) and len(m) >= 1 and all(isinstance(row, list) and len(row) == len(m) for row in m)
            and all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for row in m for v in row))


def pii_witness_problem(metric: Any, witness: dict, how: str = "exact") -> "str | None":
    """Why ``witness`` is not one of PII (two distinct cells of one kind, both diagonal or both not, in a matrix of
    counts where the metric, computed ``how`` (:func:`value_at`), is defined), or None."""
    m, cells = witness["matrix"], witness["cells"]
    n0 = len(m) if count_matrix(m) else 0
    inside = n0 > 0 and len(cells) == 2 and all(len(c) == 2 and all(isinstance(x, int) and 0 <= x < n0 for x in c)
                                                for c in cells)
    if not inside or cells[0] == cells[1] or (cells[0][0] == cells[0][1]) != (cells[1][0] == cells[1][1]):
        return (f"not a witness of PII: cells {cells} of m={m} are not two distinct cells both on or both off "
                "the diagonal")
    return None if value_at(metric, m, how) is not None else f"the metric is undefined at the witness m={m}"


def piii_pair_problem(metric: Any, ce: dict) -> "str | None":
    """Why the two recorded matrices and cell pairs are not PIII's (matrices of counts of one size where the metric is
    defined, each pair two cells in it that share no class), or None."""
    n0 = len(ce["matrices"][0]) if all(count_matrix(m) for m in ce["matrices"]) else 0
    for m, pair in zip(ce["matrices"], ce["cells"]):
        if (len(m) != n0 or len(pair) != 2
                or not all(len(c) == 2 and all(isinstance(x, int) and 0 <= x < n0 for x in c) for c in pair)):
            return f"not two matrices of counts with two cells in each: {ce['matrices']}, cells {ce['cells']}"
        if set(pair[0]) & set(pair[1]):
            return f"the cells {pair} share a class: their mixed partial forces no exponent"
        if exact_value(metric, m) is None:
            return f"the metric is undefined at m={m}"
    return None


def forced_exponent(f: Any, a: Any, b: Any, point: dict) -> "tuple[Any, Any, Any]":
    r"""``(p, w, f0)`` at ``point`` ({cell symbol: value}; other symbols, such as the number of added classes k,
    stay): the exponent :math:`p = 1 - f f_{ab}/(f_a f_b)` the cells a, b force, a number that is ≠ 0 exactly
    where :math:`f_a f_b` is, and f there.

    PIII's claim (the module docstring of :mod:`reports.claims`) differentiates :math:`f^p`, so it holds only
    where f > 0; there, when f carries square roots but :math:`h = f^2` is a rational function,
    :math:`f^p = h^{p/2}` and p = 2(1 − h h_ab/(h_a h_b)), with :math:`h_a h_b = 4 f^2 f_a f_b`. f is
    differentiated in a and b only, every other cell at its value first, as one fraction (cheap partials).
    """
    g = f.xreplace({x: v for x, v in point.items() if x not in (a, b)})
    f0 = g.xreplace(point)
    rest = g.free_symbols - {a, b}
    h, scale = (g, 1) if g.is_rational_function(a, b, *rest) else (g**2, 2)
    if h.is_rational_function(a, b, *rest):
        h = sympy.cancel(sympy.together(h))
    ha, hb, hab = (sympy.diff(h, *cells).xreplace(point) for cells in ((a,), (b,), (a, b)))
    return scale * (1 - h.xreplace(point) * hab / (ha * hb)), ha * hb, f0


def definedness_bases(f: Any, fill: "dict[Any, Any]") -> "list[Any] | None":
    """What ``f``'s definedness reads, as written: the base of each negative power (a denominator) and of each root,
    with ``fill`` substituted, expanded; None when ``f`` holds anything but sums, products, powers, numbers and
    symbols (a logarithm, a Piecewise: more than powers decide where it is defined). Such an ``f`` is defined exactly
    where every denominator is nonzero and every root's argument allows, whatever cancels when its fractions are put
    together (``a/(b/c)`` is ``a·c/b``: c no longer a denominator)."""
    if any(not (node.is_Add or node.is_Mul or node.is_Pow or node.is_Symbol or node.is_Number)
           for node in sympy.preorder_traversal(f)):
        return None
    return [sympy.expand(power.base.xreplace(fill)) for power in f.atoms(sympy.Pow)
            if power.exp.is_negative or not power.exp.is_integer]


def nonnegative_where_defined(expr: Any, cells: "list[Any]") -> bool:
    """Whether ``expr`` ≥ 0 on cells ≥ 0 wherever defined, by a certificate: every term of numerator × denominator
    ≥ 0 (``expr`` = num·den/den², and den² > 0 where ``expr`` is defined)."""
    num, den = sympy.fraction(sympy.together(expr))
    product = sympy.Poly(sympy.expand(num * den), *cells) if (num * den).is_polynomial(*cells) else None
    return product is not None and all(c >= 0 for c in product.coeffs())


def positive_where_defined(expr: Any, variables: "list[Any]") -> bool:
    r"""Whether ``expr`` > 0 at every point of the orthant (all ``variables`` ≥ 0) where it is defined, by a
    certificate: ``expr`` = A/B in lowest terms with A and B polynomials whose coefficients are all ≥ 0 (or all ≤ 0,
    both), and every monomial of B has a monomial of A on a subset of its variables. *Proof*: on the orthant B(x) ≠ 0
    means some monomial of B is positive at x, so all its variables are; the monomial of A on a subset of them is
    positive too, and A, B are sums of nonnegative terms, so A(x) > 0 and B(x) > 0. Where ``expr`` is defined its
    denominator is not 0, and the lowest-terms B divides it."""
    A, B = sympy.fraction(sympy.cancel(sympy.together(expr)))
    if not (A.is_polynomial(*variables) and B.is_polynomial(*variables)):
        return False
    A, B = sympy.Poly(A, *variables), sympy.Poly(B, *variables)
    signs = {int(sympy.sign(c)) for c in A.coeffs() + B.coeffs()}
    if len(signs) != 1 or 0 in signs or A.is_zero:
        return False
    supports = [frozenset(i for i, e in enumerate(monomial) if e) for monomial in A.monoms()]
    return all(any(s <= frozenset(i for i, e in enumerate(monomial) if e) for s in supports) for monomial in B.monoms())


def is_zero(e: Any) -> bool:
    """Whether ``e`` is identically 0: cancelled to 0 (a rational function's normal form), else simplified to 0.
    False only means "not shown to be 0": see :func:`nonzero_at` before calling a claim refuted."""
    return sympy.cancel(sympy.together(e)) == 0 or sympy.simplify(e) == 0


def recorded_at(cell: dict, n: int) -> bool:
    """Whether what a cell records beside its verdict (detail, extra fields) speaks about class count ``n``: the
    engine labels a detail read at one of several class counts "at n=k: " (each n's own range or expectation may
    differ), and one without that label is the same at every n of the cell."""
    label = re.search(r"\bat n=(\d+): ", cell.get("detail") or "")
    return label is None or int(label.group(1)) == n


#: The largest entry of the small matrices a claim is tried on exactly, per n: every matrix up to it (81 at n = 2,
#: 512 at n = 3); none at larger n.
SMALL_ENTRIES = {2: 2, 3: 1}


def small_matrices(n: int) -> "Iterator[list[list[int]]]":
    """Every n x n matrix with entries up to :data:`SMALL_ENTRIES` (none at a larger n), on which a claim whose
    proof is not re-derived may still be refuted exactly."""
    bound = SMALL_ENTRIES.get(n)
    for flat in np.ndindex(*([bound + 1] * (n * n))) if bound is not None else ():
        yield np.array(flat, dtype=int).reshape(n, n).tolist()


def nonzero_at(e: Any, tries: int = 8) -> "dict | None":
    """A point (positive integers for every symbol of ``e``) where ``e`` is defined and certainly not 0, or None."""
    symbols = sorted(e.free_symbols, key=str)
    rng = np.random.default_rng(len(symbols))
    for _ in range(tries):
        point = {x: sympy.Integer(int(v)) for x, v in zip(symbols, rng.integers(1, 9, size=len(symbols)))}
        value = e.xreplace(point)
        if value.is_number and not value.has(sympy.nan, sympy.zoo, sympy.oo, -sympy.oo) and not equal_numbers(value, 0):
            return point
    return None


_DISAGREEMENTS: dict = {}


def forms_disagree(metric: Any, n: int) -> "str | None":
    """Where the metric's numeric code and the exact form the proofs speak about differ at n, in words; None if they
    agree (cached)."""
    key = (id(metric), n)
    if key not in _DISAGREEMENTS:
        _DISAGREEMENTS[key] = (metric, _disagreement(metric, n))
    return _DISAGREEMENTS[key][1]


def _disagreement(metric: Any, n: int) -> "str | None":
    if exact_form(metric, n) is None:
        return None
    rng = np.random.default_rng(n)
    samples = [np.eye(n, dtype=int) + 1, *rng.integers(0, 6, size=(20, n, n))]
    for m in samples:
        exact, own = exact_value(metric, m.tolist()), float(metric(m.astype(float)))
        if exact is None or not np.isfinite(own):
            continue
        if abs(float(exact) - own) > 1e-9 * (1 + abs(own)):
            return (f"the exact form the proofs speak about scores {exact} at m={m.tolist()}, "
                    f"the metric's own code {own:.6g}")
    return None
