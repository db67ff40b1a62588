r"""ACB, approximate constant baseline (Gösgens, Zhiyanov, Tikhonov & Prokhorenkova, NeurIPS 2021).

The score of the expected table of the ``permutation`` model, :math:`E[m] = r p^\top / N`
(real-valued cells), is one constant for all counts:

.. math:: \mathrm{score}\big(r p^\top / N\big) = c \quad\text{for every } (r, p).

Reading: the counts of CB (:mod:`axioms.properties.cb`): ``N ≥ 1``, every class occurring in
the truth (``p > 0``), any prediction counts ``r``; counts where the score is undefined at
:math:`r p^\top / N` (MCC with a class never predicted) are outside the domain, since ACB speaks of
a value, not an expectation. Evidence: a proof for all counts (the score's form at
:math:`r p^\top / N`, with positive symbols for the counts of each set of predicted classes,
simplifies to one number), else exact values on the grid's pairs of counts (``✓*``). Fails
with two pairs of counts and their exact values. Kappa and MCC have ACB (0), accuracy does not
(:math:`\sum_i r_i p_i / N^2`).
"""

from typing import Any

import numpy as np
import sympy

from metrics import Metric, cell_symbols

from axioms.arithmetic.rational import cancel
from axioms.core.budget import Settings, SymbolicTimeout, time_budget
from axioms.arithmetic.exact import as_text, sign_of_difference
from axioms.constructions.fixed_margins import count_pairs, counts_text, margin_symbols, row_patterns
from axioms.search.patterns import is_undefined
from axioms.core.registry import register_property
from axioms.search.spaces import compositions
from axioms.arithmetic.symbolic import at_point
from axioms.core.verdict import Verdict, VerdictsOf

ACB = VerdictsOf("ACB")


def value_at_mean(expr: Any, p: tuple[int, ...], r: tuple[int, ...]) -> Any:
    """The score (its symbolic form ``expr``) at :math:`r p^\top / N`, exactly; None where undefined."""
    N, n = sum(p), len(p)
    return at_point(expr, [[sympy.Rational(r[i] * p[j], N) for j in range(n)] for i in range(n)])


def _proof(metric: Metric, n: int, settings: Settings) -> tuple[Any, str | None]:
    """The one number the score takes at every positive rank-one table :math:`u v^\\top` (rows outside a set of
    predicted classes zero), for every set of predicted classes, or ``(None, reason)``.

    The expected tables :math:`r p^\\top / N` are such tables (``u = r/N``, ``v = p``), so the number is the
    score's value at all of them; with independent positive symbols ``u``, ``v`` no count is a dependent one.
    """
    expr = metric.expression(n)
    if expr is None:
        return None, "no symbolic form"
    u, v = margin_symbols(n)
    M = cell_symbols(n)
    values: set[Any] = set()
    try:
        with time_budget(settings.symbolic_seconds):
            for rows in row_patterns(n):
                table = {M[i, j]: (u[i] * v[j] if i in rows else sympy.Integer(0)) for i in range(n) for j in range(n)}
                value = cancel(expr.xreplace(table), together=True)
                if not value.is_number and not is_undefined(value):
                    # positive symbols: log of a product splits
                    factored = value.replace(sympy.log, lambda a: sympy.log(sympy.factor(a)))
                    value = sympy.simplify(sympy.expand_log(factored, force=True))
                if is_undefined(value):
                    continue
                if not value.is_number or value.has(sympy.Piecewise):
                    return None, f"score(u vᵀ) = {value} with predicted classes {list(rows)}"
                values.add(value)
    except SymbolicTimeout:
        return None, f"symbolic budget of {settings.symbolic_seconds} s exhausted"
    if len(values) != 1:
        return None, f"the sets of predicted classes give {len(values)} values"
    return values.pop(), None


def check_acb(metric: Metric, n: int, settings: Settings, rng: np.random.Generator) -> Verdict:
    """ACB: decide the approximate constant baseline at ``n`` classes (see the module docstring)."""
    expr = metric.expression(n)
    if expr is None:  # a numeric function is defined on counts: never run it on fractional cells
        return ACB.unknown("no symbolic form: the expected tables r pᵀ/N have fractional cells, "
                           "where a numeric-only metric is not defined")
    sets, the_grid = count_pairs(n, settings)
    first, undecided = None, None
    for p in sets:
        for r in compositions(sum(p), n):
            v = value_at_mean(expr, p, r)
            if v is None:
                continue
            if first is None:
                first = (p, r, v)
                continue
            sign = sign_of_difference(first[2], v)
            if sign:
                p0, r0, v0 = first
                return ACB.fails(
                    f"score(r pᵀ/N) = {as_text(v0)} on {counts_text(p0, r0)} but {as_text(v)} on {counts_text(p, r)}",
                    {"test_sets": [list(p0), list(p)], "prediction_counts": [list(r0), list(r)],
                     "values": [as_text(v0), as_text(v)], "verified": "exact"},
                    evidence={"kind": "counterexample",
                              "method": "the score evaluated at both expected tables r pᵀ/N"},
                )
            if sign is None:
                undecided = (undecided
                             or f"score(r pᵀ/N) on {counts_text(p, r)} not certified equal to the first value")
    if first is None:
        return ACB.unknown(f"the score is undefined at r pᵀ/N for every pair of counts with {the_grid.text()}")
    c, reason = _proof(metric, n, settings)  # before giving up on an undecided comparison: a proof settles it
    if c is None and undecided is not None:
        return ACB.undecided(undecided)
    if c is not None:
        return ACB.holds(
            {"kind": "proof", "method": "the score at every positive rank-one table u vᵀ (which includes every "
                                        "expected table r pᵀ/N), for every set of predicted classes, "
                                        "simplifies to one number"},
            f"score(r pᵀ/N) = {as_text(c)} for all counts where it is defined (proved)",
        )
    return ACB.holds(
        {"kind": "exhaustive", "method": "score(r pᵀ/N) on every prediction count of the test sets "
                                         f"with every class present among {the_grid.text()}; no proof: {reason}",
         "budget": the_grid.as_budget()},
        f"score(r pᵀ/N) = {as_text(first[2])} on every pair of counts checked",
    )


register_property(
    "ACB",
    name="approximate constant baseline",
    statement="the score of the expected random table r pᵀ/N (prediction and true-class counts r, p) "
              "is one constant for all counts",
    source="Gösgens, Zhiyanov, Tikhonov & Prokhorenkova 2021, Good Classification Measures and How to Find Them "
           "(NeurIPS)",
    check=check_acb,
    group="gosgens",
    position=2,
)
