r"""Scores of random classifiers given the margins: the kernel of EQ, LIN, CB and ACB.

A test set fixes the true-class counts ``p`` (column sums); a random classifier that fixes
its prediction counts ``r`` (row sums) too and matches them to the items uniformly at
random draws the table ``m`` with the hypergeometric probability of the ``permutation``
model (:data:`axioms.constructions.random_models.MODELS`), :math:`E[m_{ij}] = r_i p_j / N`.

* :func:`count_pairs` is the domain the checks enumerate: the test sets of the grid in which
  every class occurs, each with every vector of prediction counts (where the grid's box is 0..1, as from n = 4 on,
  also the smallest ones beyond it that fit the budget: :mod:`axioms.search.widened`).
* :func:`permutation_expectations` gives the exact expectation on each pair.
* :func:`margins_form` writes the score as a function of the free cells with both margins
  fixed (symbols ``R``, ``P``), for the lemma "a score affine in the cells given the margins has
  :math:`E[\mathrm{score}] = \mathrm{score}(E[m]) = \mathrm{score}(r p^\top / N)`".
* :func:`forecast_expectation` is :math:`E_z[\mathrm{score}]` for predictions drawn i.i.d. from
  ``z`` on one test set, for a score affine in each column's cells.
"""

from collections.abc import Iterable, Iterator, Mapping, Sequence
from itertools import combinations
from typing import Any

import numpy as np
import sympy

from metrics import Metric, cell_symbols

from axioms.arithmetic.rational import cancel
from axioms.core.budget import Settings, SymbolicTimeout, time_budget
from axioms.search.coordinates import column_affine, free_cells, prevalence_symbols
from axioms.search.fixed_test_set import test_set_form
from axioms.search.patterns import NoCertificate, is_algebraic, is_undefined, pattern_expr, singular_bases
from axioms.constructions.random_models import expectation
from axioms.search.spaces import classifiers, compositions, evaluate, grid, test_set_text
from axioms.search.widened import Widened, widened
from axioms.arithmetic.symbolic import too_large

__all__ = [
    "count_pairs", "counts_text", "float_expectations", "suspects", "permutation_expectations",
    "margin_symbols", "margins_form", "expected_matrix", "forecast_expectation", "full_pattern_form", "row_patterns",
    "margins_lemma",
]


def count_pairs(n: int, settings: Settings) -> tuple[list[tuple[int, ...]], Widened]:
    """``(sets, domain)``: the test sets of :func:`~axioms.search.spaces.grid` in which every class occurs (``p > 0``),
    and where its box is 0..1 (from n = 4 on: only (1, …, 1) has every class, and there every class is alike) the
    smallest ones beyond it (:func:`~axioms.search.widened.widened`)."""
    return widened(grid(n, settings, settings.exact_classifiers), lambda p: all(x > 0 for x in p),
                   "with every class present")


def counts_text(p: Sequence[int], r: Sequence[int]) -> str:
    """A test set with prediction counts, as text."""
    return f"{test_set_text(p)} with prediction counts {list(r)}"


def permutation_expectations(
    metric: Metric, sets: Iterable[Sequence[int]]
) -> Iterator[tuple[tuple[int, ...], tuple[int, ...], dict[str, Any]]]:
    """``(p, r, e)`` in order, lazily: the permutation model's exact expectation ``e``
    (:func:`~axioms.constructions.random_models.expectation`) on every test set ``p`` of ``sets`` with every
    prediction-count vector ``r``, each classifier scored once."""
    cache: dict[tuple[int, ...], Any] = {}
    for p in sets:
        for r in compositions(sum(p), len(p)):
            yield tuple(p), r, expectation(metric, p, "permutation", cache, r)


def float_expectations(metric: Metric, p: Sequence[int]) -> dict[tuple[int, ...], float | None]:
    """``{r: value}`` for one test set in float64, a quick scan before the exact :func:`permutation_expectations`:
    the permutation model's expectation, NaN when some drawn table is unscored, None when none is scored."""
    mats = classifiers(p)
    values = evaluate(metric, mats)
    N = int(sum(p))
    log_factorial = np.concatenate([[0.0], np.cumsum(np.log(np.arange(1, N + 1)))])
    counts = mats.astype(int)
    rows = counts.sum(axis=2)
    log_p = (log_factorial[rows].sum(axis=1) + sum(log_factorial[int(x)] for x in p) - log_factorial[N]
             - log_factorial[counts].sum(axis=(1, 2)))
    out: dict[tuple[int, ...], float | None] = {}
    for r in {tuple(int(x) for x in row) for row in rows}:
        mask = (rows == r).all(axis=1)
        v = values[mask]
        scored = ~np.isnan(v)
        out[r] = None if not scored.any() else (float(np.exp(log_p[mask]) @ v) if scored.all() else float("nan"))
    return out


def suspects(
    expectations: Iterable[tuple[Sequence[int], Mapping[tuple[int, ...], float | None]]], tolerance: float = 1e-9
) -> list[tuple[Sequence[int], Sequence[int]]]:
    """The test sets (in order) whose float ``{r: value}`` ``expectations`` differ from the first value seen, or hold
    a NaN: where an exact check may find a counterexample (``expectations``: ``[(p, {r: value})]``)."""
    first: tuple[Sequence[int], float] | None = None
    out: list[tuple[Sequence[int], Sequence[int]]] = []
    for p, by_counts in expectations:
        for value in by_counts.values():
            if value is None:
                continue
            if first is None:
                first = (p, value)
            if np.isnan(value) or abs(value - first[1]) > tolerance * (1 + abs(first[1])):
                out.append((first[0], p))
                break
    return out


def margin_symbols(n: int) -> tuple[Any, Any]:
    """``(R, P)``: positive symbols for the prediction counts and the true-class counts."""
    return sympy.symbols(f"R0:{n}", positive=True), prevalence_symbols(n, positive=True)


def _margins_substitution(n: int, rows: Sequence[int], R: Any, P: Any) -> tuple[dict[Any, Any], list[Any]]:
    """The cells with the row sums of ``rows`` and every column sum fixed: ``(substitution, free cell symbols)``.

    Rows outside ``rows`` are zero; the cells of ``rows[:-1]`` outside the last column are free, the last
    column's cell of each such row is its row sum minus the rest, and the last row of ``rows`` takes what
    each column still lacks (its own row sum is then ``ΣP − Σ R`` of the others)."""
    M = cell_symbols(n)
    sub = {M[i, j]: sympy.Integer(0) for i in range(n) if i not in rows for j in range(n)}
    free = [M[i, j] for i in rows[:-1] for j in range(n - 1)]
    for i in rows[:-1]:
        sub[M[i, n - 1]] = R[i] - sympy.Add(*[M[i, j] for j in range(n - 1)])
    for j in range(n):
        sub[M[rows[-1], j]] = P[j] - sympy.Add(*[sub.get(M[i, j], M[i, j]) for i in rows[:-1]])
    return sub, free


def expected_matrix(n: int, rows: Sequence[int], R: Any, P: Any) -> dict[Any, Any]:
    r"""The substitution of every cell by its expectation :math:`r_i p_j / N` (rows outside ``rows`` zero,
    the last row of ``rows`` with :math:`r = \sum P - \sum R` of the others)."""
    M = cell_symbols(n)
    N = sympy.Add(*P)
    r = {i: R[i] for i in rows[:-1]}
    r[rows[-1]] = N - sympy.Add(*r.values())
    return {M[i, j]: (r[i] * P[j] / N if i in rows else sympy.Integer(0)) for i in range(n) for j in range(n)}


def margins_form(metric: Metric, n: int, rows: Sequence[int], settings: Settings) -> tuple[Any, list[Any], str | None]:
    """``(G, free, None)``: the score with the margins fixed (prediction counts zero outside ``rows``), whose
    every denominator and radicand depends on the margins only — so on one pair of margins the score is
    defined on every table or on none — and ``G`` its cancelled form; ``("undefined", free, None)`` when
    it is undefined on every table; ``(None, free, reason)`` otherwise."""
    R, P = margin_symbols(n)
    sub, free = _margins_substitution(n, rows, R, P)
    if metric.expression(n) is None:
        return None, free, "no symbolic form"
    try:
        e = pattern_expr(metric, n, frozenset(range(n)))  # every class occurs: conventions for an absent class resolved
    except NoCertificate as exc:
        return None, free, str(exc)
    if too_large(e, settings):
        return None, free, "expression above the symbolic size budget"
    if not is_algebraic(e):
        return None, free, "non-algebraic expression"
    try:
        with time_budget(settings.symbolic_seconds):
            e = e.xreplace(sub)
            if is_undefined(e):
                return "undefined", free, None
            dens, roots = singular_bases(e)
            for b in dens + roots:
                b = cancel(b, together=True)
                if b.free_symbols & set(free):
                    return None, free, f"a denominator or radicand, {b}, depends on the table, not only on the margins"
            G = cancel(e, together=True)
    except SymbolicTimeout:
        return None, free, f"symbolic budget of {settings.symbolic_seconds} s exhausted"
    if is_undefined(G) or G.has(sympy.Piecewise):
        return None, free, "a case distinction or undefined value remains with the margins fixed"
    return G, free, None


def full_pattern_form(metric: Metric, n: int, settings: Settings) -> tuple[Any, str | None]:
    """``(G, None)``: the score on the test sets where every class occurs as a function of the free
    cells (:func:`~axioms.search.fixed_test_set.test_set_form`), defined on every classifier; or ``(None, reason)``."""
    if metric.expression(n) is None:
        return None, "no symbolic form"
    present = frozenset(range(n))
    try:
        with time_budget(settings.symbolic_seconds):
            e = pattern_expr(metric, n, present)
            if too_large(e, settings):
                return None, "expression above the symbolic size budget"
            G, reason = test_set_form(e, n, present, prevalence_symbols(n, positive=True))
    except NoCertificate as exc:
        return None, str(exc)
    except SymbolicTimeout:
        return None, f"symbolic budget of {settings.symbolic_seconds} s exhausted"
    if isinstance(G, str):
        return None, "undefined on every classifier"
    return G, reason


def forecast_expectation(metric: Metric, n: int, settings: Settings) -> tuple[Any, Any, str | None]:
    r"""``(E, z, None)``: :math:`E_z[\mathrm{score}]` on a test set where every class occurs, for predictions
    drawn i.i.d. from ``z`` (``z[-1] = 1 − Σ`` the others), as a function of ``z`` and the prevalences;
    or ``(None, z, reason)``.

    With the columns independent multinomials, :math:`E[m_{ij}] = z_i P_j`; a score defined on every
    classifier and affine in each column's cells (each monomial holds at most one cell per column) has
    :math:`E_z[\mathrm{score}] = \mathrm{score}(E[m])` exactly.
    """
    z = sympy.symbols(f"z0:{n - 1}", positive=True)
    zs = [*z, 1 - sympy.Add(*z)]
    G, reason = full_pattern_form(metric, n, settings)
    if G is None:
        return None, z, reason
    present = frozenset(range(n))
    if not column_affine(G, n, present):
        return None, z, "the score is not affine in each column's cells"
    M = cell_symbols(n)
    P = prevalence_symbols(n, positive=True)
    return cancel(G.xreplace({M[c]: zs[c[0]] * P[c[1]] for c in free_cells(n, present)})), z, None


def row_patterns(n: int) -> list[tuple[int, ...]]:
    """The nonempty sets of predicted classes (rows with a positive count), as sorted tuples."""
    return [rows for k in range(n, 0, -1) for rows in combinations(range(n), k)]


def margins_lemma(metric: Metric, n: int, settings: Settings) -> tuple[dict[tuple[int, ...], Any] | None, str | None]:
    r"""``({rows: E or "undefined"}, None)`` or ``(None, reason)``: the permutation model's
    :math:`E[\mathrm{score} \mid r, p]` as an expression in the margins ``R``, ``P`` (every column sum
    positive), for each set ``rows`` of predicted classes.

    Where, with both margins fixed, the score's denominators and radicands depend on the margins
    only and the score is affine in the free cells (:func:`margins_form`), its expectation is its
    value at the expected table, :math:`E[\mathrm{score}] = \mathrm{score}(r p^\top / N)`, exactly
    (linearity of expectation); "undefined": no table with these margins is scored.
    """
    R, P = margin_symbols(n)
    out: dict[tuple[int, ...], Any] = {}
    for rows in row_patterns(n):
        G, free, reason = margins_form(metric, n, rows, settings)
        if G is None:
            return None, reason
        if isinstance(G, str):
            out[rows] = G
            continue
        try:
            if free and sympy.Poly(G, *free).total_degree() > 1:
                return None, (f"the score is not affine in the cells with both margins fixed "
                              f"(predicted classes {list(rows)})")
        except sympy.PolynomialError:
            return None, (f"the score is not a polynomial in the cells with both margins fixed "
                          f"(predicted classes {list(rows)})")
        at_mean = {cell: value for cell, value in expected_matrix(n, rows, R, P).items() if cell in set(free)}
        out[rows] = cancel(G.xreplace(at_mean), together=True)
    return out, None
