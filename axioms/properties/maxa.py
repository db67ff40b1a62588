r"""MAXA, maximal agreement (Gösgens et al. 2021): one constant best score, reached exactly by the perfect classifiers.

.. math:: \exists c:\ M(m) = c \text{ if } m \text{ is diagonal}, \qquad M(m) \prec c \text{ otherwise}

(:math:`\prec`: strictly worse in the metric's direction), wherever M is defined. Unlike MAX
(the perfect classifier is best on each test set) the best value is one constant for every
test set and class count: accuracy (1) and MCC (1) have it, recall does not (predicting
everything positive also scores 1), nor does a lower-is-better error rate fail it (its best, 0,
is read in its own direction).

**Source and reading.** Gösgens, Zhiyanov, Tikhonov & Prokhorenkova, "Good classification
measures and how to find them" (NeurIPS 2021), "maximal agreement": the measure has a constant
upper bound attained exactly by perfect classifications. The engine reads "perfect" as every
matrix whose off-diagonal cells are 0 (classes may be absent) where the score is defined. The
paper's text was not available here. Decided by :func:`axioms.constructions.extremes.extreme_check`; the cell
shows the extreme value (per class count where it differs:
:func:`~axioms.constructions.extremes.combine_extremes`).
"""

from axioms.constructions.extremes import combine_extremes, extreme_check
from axioms.constructions.calibration import proved_for_all
from axioms.core.registry import register_property

register_property(
    "MAXA",
    name="maximal agreement",
    statement="one constant best score c: metric(m) = c for every perfect (diagonal) m, "
              "strictly worse for every other m",
    source="Gösgens et al. 2021 (NeurIPS), maximal agreement",
    group="gosgens",
    survives_restriction=proved_for_all,
    position=1,
    check=extreme_check("MAXA", best=True),
    combine=combine_extremes,
    report_keys=("extreme",),
    cell_suffix=lambda cell: (f": {cell['extreme']}" if cell["verdict"] == "holds" and cell.get("extreme") is not None
                              else ""),
)
