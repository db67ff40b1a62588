r"""I4, invariance under a change of FN alone (Sokolova & Lapalme 2009, Table 6, invariance I4).

.. math:: \mathrm{metric}\begin{pmatrix}TP & FP\\ FN + k & TN\end{pmatrix}
          = \mathrm{metric}\begin{pmatrix}TP & FP\\ FN & TN\end{pmatrix} \quad \text{for every } k > 0

Binary only; the reading and the mapping of Sokolova & Lapalme's I1–I8 are in
:mod:`axioms.properties.i3`. Precision TP/(TP+FP) has I4 (it never looks at FN); recall does not.
"""

from typing import Any

import sympy
from numpy.typing import NDArray

from axioms.constructions.invariance import invariance_check
from axioms.core.registry import register_property


def _add_fn(m: NDArray[Any], k: NDArray[Any]) -> NDArray[Any]:
    out = m.copy()
    out[:, 1, 0] += k[:, 0]
    return out


register_property(
    "I4",
    name="invariance under a change of FN",
    statement="binary: metric(TP, FP, FN + k, TN) = metric(TP, FP, FN, TN) for every k > 0",
    source="Sokolova & Lapalme 2009, Table 6, I4",
    group="sokolova",
    position=4,
    check=invariance_check(
        "I4",
        parameters=1,
        symbolic=lambda M, k: M + sympy.Matrix([[0, 0], [k[0], 0]]),
        numeric=_add_fn,
        what="adding k false negatives",
    ),
    applies=lambda metric, n: n == 2,
)
