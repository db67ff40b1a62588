r"""MINA, minimal agreement (Gösgens et al. 2021): one constant worst score, reached exactly by the
always-wrong classifiers.

.. math:: \exists c:\ M(m) = c \text{ if } \mathrm{tr}\, m = 0, \qquad M(m) \succ c \text{ otherwise}

(:math:`\succ`: strictly better in the metric's direction), wherever M is defined. Accuracy (0)
has it; MCC's worst value −1 is reached only by always-wrong classifiers, but not every
always-wrong classifier scores −1 at n = 3, so the engine's verdict is per class count.

**Source and reading.** Gösgens, Zhiyanov, Tikhonov & Prokhorenkova, "Good classification
measures and how to find them" (NeurIPS 2021), "minimal agreement": a constant lower bound
attained exactly by the classifications that get every item wrong. The engine reads those as
every matrix with a zero diagonal where the score is defined. The paper's text was not
available here. Decided by :func:`axioms.constructions.extremes.extreme_check`; the cell shows the extreme
value (per class count where it differs: :func:`~axioms.constructions.extremes.combine_extremes`).
"""

from axioms.constructions.extremes import combine_extremes, extreme_check
from axioms.constructions.calibration import proved_for_all
from axioms.core.registry import register_property

register_property(
    "MINA",
    name="minimal agreement",
    statement="one constant worst score c: metric(m) = c for every always-wrong m (zero diagonal), "
              "strictly better for every other m",
    source="Gösgens et al. 2021 (NeurIPS), minimal agreement",
    group="gosgens",
    survives_restriction=proved_for_all,
    position=2,
    check=extreme_check("MINA", best=False),
    combine=combine_extremes,
    report_keys=("extreme",),
    cell_suffix=lambda cell: (f": {cell['extreme']}" if cell["verdict"] == "holds" and cell.get("extreme") is not None
                              else ""),
)
