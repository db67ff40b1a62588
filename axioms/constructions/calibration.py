r"""Calibrated variants that are restrictions: a verdict of the metric carried over to metric~.

Prevalence calibration (Opitz Eq. 6) scales column j of m by :math:`\lambda_j = |S| / (n c_j)`,
:math:`c_j` the column sums: :math:`\mathrm{metric}^\sim(m) = \mathrm{metric}(m\lambda)`, defined
where every class occurs (every :math:`c_j > 0`). When the metric's form is homogeneous of degree 0
in the cells of each true-class column (read off its structure,
:func:`axioms.arithmetic.homogeneity.homogeneous_degree`: macro recall and its geometric and harmonic means,
balanced accuracy, Sebastiani's K, ...), scaling a column by a positive factor changes neither its
value nor where it is defined, so

.. math:: \mathrm{metric}^\sim(m) = \mathrm{metric}(m) \quad\text{for every } m \text{ with all } c_j > 0,

and metric~ is the metric restricted to those matrices. Whatever a proof establishes for every
matrix where the metric is defined holds on that subset too. Each property says which of its
verdicts survive such a restriction (``Property.survives_restriction``); those are carried over,
with the reason in their evidence, instead of being proved again on the (much larger) calibrated
form. Every other verdict of metric~ is checked as usual.
"""

from collections.abc import Sequence
from typing import Any

import sympy

from metrics import Metric, cell_symbols

from axioms.arithmetic.homogeneity import column_scale_invariant
from metrics.padded import full_matrix
from metrics.variants import calibrated_base

from axioms.arithmetic.symbolic import at_point, derivative
from axioms.core.verdict import Evidence, Verdict

__all__ = ["is_restriction", "restricted_verdict", "every_class_occurs", "proved_for_all", "calibrated_partials"]


def is_restriction(metric: Metric, n: int) -> bool:
    """Whether the calibrated ``metric`` equals the metric it comes from wherever it is defined at
    ``n`` classes (that metric's form is column-homogeneous of degree 0)."""
    base = calibrated_base(metric)
    expr = None if base is None else base.expression(n)
    return expr is not None and column_scale_invariant(expr, n)


def every_class_occurs(matrix: Any) -> bool:
    """Whether every column (true class) of the matrix has a positive sum: its rows, or a record of them (cells
    ``"p/q"``, a compact padded matrix: :func:`metrics.padded.full_matrix`)."""
    rows = full_matrix(matrix)
    return all(sum(row[j] for row in rows) > 0 for j in range(len(rows)))


def proved_for_all(verdict: Verdict) -> bool:
    """``survives_restriction`` of a property stated for all matrices (PI, PIII): a proof that it
    holds wherever the metric is defined. It holds on every subset (for PI: the matrices where
    every class occurs are closed under adding an item, so the discrete version restricts too)."""
    return verdict.verdict == "holds" and verdict.evidence["kind"] == "proof"


def restricted_verdict(metric: Metric, base_verdict: Verdict) -> Verdict:
    """``base_verdict`` (of ``metric.calibrated_from``, at the same n) as the verdict of the
    calibrated ``metric``, with the reason it carries over in its evidence."""
    assert metric.calibrated_from is not None  # a calibrated variant (the engine asks is_restriction first)
    base = metric.calibrated_from.name
    evidence: Evidence = {
        **base_verdict.evidence,
        "method": (
            f"{metric.name} = {base} wherever {metric.name} is defined ({base}'s form is homogeneous of degree 0 "
            f"in the cells of each true-class column, so calibration's column scaling changes neither its value nor "
            f"where it is defined; "
            f"{metric.name} is {base} restricted to the matrices where every class occurs), and for {base}: "
            + base_verdict.evidence["method"]
        ),
    }
    return Verdict(
        base_verdict.property,
        base_verdict.verdict,
        evidence,
        base_verdict.detail,
        base_verdict.counterexample,
        extra=dict(base_verdict.extra),
        witness=base_verdict.witness,
    )


def calibrated_partials(metric: Metric, n: int, point: Sequence[Sequence[int]]) -> dict[tuple[int, int], Any] | None:
    r"""``{(i, j): ∂metric~/∂m_ij at point}`` (exact; None where undefined) of a calibrated ``metric``,
    by the chain rule through the calibration map :math:`C(m)_{kl} = m_{kl} S / (n c_l)`:

    .. math:: \frac{\partial f(C(m))}{\partial m_{ij}} = \sum_{k,l} f_{kl}(C(m))\,
              \Big([kl = ij]\,\frac{S}{n c_l} + \frac{m_{kl}}{n c_l} - [l = j]\,\frac{m_{kl} S}{n c_l^2}\Big)

    (S the total, :math:`c_l` the column sums). Only the n² partials of the metric it comes from
    are differentiated, a form far smaller than f∘C; the values are those of the calibrated
    form's own partials. None when ``metric`` is not a calibrated variant (:func:`calibrated_base`)
    or its metric has no symbolic form.
    """
    base = calibrated_base(metric)
    expr = None if base is None else base.expression(n)
    if expr is None:
        return None
    cells = [(i, j) for i in range(n) for j in range(n)]
    m = [[sympy.Integer(x) for x in row] for row in point]
    total = sum(map(sum, m))
    columns = [sum(m[k][q] for k in range(n)) for q in range(n)]
    if 0 in columns:
        return dict.fromkeys(cells)  # a class that never occurs: metric~ is undefined there
    calibrated = [[m[k][q] * total / (n * columns[q]) for q in range(n)] for k in range(n)]
    symbols = cell_symbols(n)
    outer = {(k, q): at_point(derivative(expr, symbols[k, q]), calibrated) for k, q in cells}
    if None in outer.values():
        return dict.fromkeys(cells)
    partials: dict[tuple[int, int], Any] = {}
    for i, j in cells:
        terms = []
        for (k, q), f_kq in outer.items():
            jacobian = m[k][q] / (n * columns[q]) - (m[k][q] * total / (n * columns[q] ** 2) if q == j else 0)
            if (k, q) == (i, j):
                jacobian += total / (n * columns[q])
            terms.append(f_kq * jacobian)
        partials[i, j] = sympy.Add(*terms)
    return partials
