r"""SCI, scale invariance: :math:`\mathrm{metric}(k\,m) = \mathrm{metric}(m)` for every k > 0.

The score depends only on the proportions of the test set's cells, not on its size.
"""

from axioms.constructions.invariance import invariance_check
from axioms.core.registry import register_property

register_property(
    "SCI",
    name="scale invariance",
    statement="metric(k·m) = metric(m) for every k > 0 (only the proportions of the cells matter)",
    source="axiometrics",
    position=4,
    check=invariance_check(
        "SCI",
        parameters=1,
        real_parameters=True,
        symbolic=lambda M, k: k[0] * M,
        numeric=lambda m, k: k[:, :1, None] * m,
        what="scaling m by k > 0",
    ),
)
