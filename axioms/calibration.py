r"""Calibrated variants that are restrictions: a verdict of the metric carried over to metric~.

Prevalence calibration (Opitz Eq. 6) scales column j of m by :math:`\lambda_j = |S| / (n c_j)`,
:math:`c_j` the column sums: :math:`\mathrm{metric}^\sim(m) = \mathrm{metric}(m\lambda)`, defined
where every class occurs (every :math:`c_j > 0`). When the metric's form is homogeneous of degree 0
in the cells of each true-class column (read off its structure,
:func:`axioms.homogeneity.homogeneous_degree`: macro recall and its geometric and harmonic means,
balanced accuracy, Sebastiani's K, ...), scaling a column by a positive factor changes neither its
value nor where it is defined, so

.. math:: \mathrm{metric}^\sim(m) = \mathrm{metric}(m) \quad\text{for every } m \text{ with all } c_j > 0,

and metric~ is the metric restricted to those matrices. Whatever a proof establishes for every
matrix where the metric is defined holds on that subset too. Each property says which of its
verdicts survive such a restriction (``Property.survives_restriction``); those are carried over,
with the reason in their evidence, instead of being proved again on the (much larger) calibrated
form. Every other verdict of metric~ is checked as usual.
"""

from metrics import cell_symbols

from .homogeneity import homogeneous_degree
from .verdict import Verdict

__all__ = ["is_restriction", "restricted_verdict", "every_class_occurs", "proved_for_all"]


def is_restriction(metric, n):
    """Whether the calibrated ``metric`` (``metric.calibrated_from`` set) equals the metric it comes
    from wherever it is defined at ``n`` classes (that metric's form is column-homogeneous of degree 0)."""
    base = metric.calibrated_from
    expr = None if base is None else base.expression(n)
    if expr is None:
        return False
    columns = cell_symbols(n)
    return all(homogeneous_degree(expr, columns.col(j)) == 0 for j in range(n))


def every_class_occurs(matrix):
    """Whether every column (true class) of the integer matrix has a positive sum."""
    return all(sum(row[j] for row in matrix) > 0 for j in range(len(matrix)))


def proved_for_all(verdict):
    """``survives_restriction`` of a property stated for all matrices (PI, PIII): a proof that it
    holds wherever the metric is defined. It holds on every subset (for PI: the matrices where
    every class occurs are closed under adding an item, so the discrete version restricts too)."""
    return verdict.verdict == "holds" and verdict.evidence["kind"] == "proof"


def restricted_verdict(metric, base_verdict):
    """``base_verdict`` (of ``metric.calibrated_from``, at the same n) as the verdict of the
    calibrated ``metric``, with the reason it carries over in its evidence."""
    base = metric.calibrated_from.name
    evidence = {
        **base_verdict.evidence,
        "method": (
            f"{metric.name} = {base} wherever {metric.name} is defined ({base}'s form is homogeneous of degree 0 in the cells "
            f"of each true-class column, so calibration's column scaling changes neither its value nor where it is defined; "
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
