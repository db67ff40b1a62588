r"""TNI, true-negative blindness (binary): :math:`\mathrm{metric}(m + k\,e_{TN}) = \mathrm{metric}(m)`.

With :math:`m = [[TP, FP], [FN, TN]]`, the score does not change with TN. F1, Jaccard,
precision and recall do not look at TN; accuracy and MCC do.
"""

from typing import Any

import sympy
from numpy.typing import NDArray

from axioms.constructions.invariance import invariance_check
from axioms.core.registry import register_property


def _add_tn(m: NDArray[Any], k: NDArray[Any]) -> NDArray[Any]:
    out = m.copy()
    out[:, 1, 1] += k[:, 0]
    return out


register_property(
    "TNI",
    name="true-negative blindness",
    statement="binary: metric(TP, FP, FN, TN + k) = metric(TP, FP, FN, TN) for every k > 0",
    source="axiometrics (the property that sets F1 and Jaccard apart from accuracy)",
    position=5,
    check=invariance_check(
        "TNI",
        parameters=1,
        symbolic=lambda M, k: M + sympy.Matrix([[0, 0], [0, k[0]]]),
        numeric=_add_tn,
        what="adding k true negatives",
    ),
    applies=lambda metric, n: n == 2,
)
