r"""I5, invariance under a change of FP alone (Sokolova & Lapalme 2009, Table 6, invariance I5).

.. math:: \mathrm{metric}\begin{pmatrix}TP & FP + k\\ FN & TN\end{pmatrix}
          = \mathrm{metric}\begin{pmatrix}TP & FP\\ FN & TN\end{pmatrix} \quad \text{for every } k > 0

Binary only; the reading and the mapping of Sokolova & Lapalme's I1–I8 are in
:mod:`axioms.properties.i3`. Recall TP/(TP+FN) has I5 (it never looks at FP); precision does not.
"""

from typing import Any

import sympy
from numpy.typing import NDArray

from axioms.constructions.invariance import invariance_check
from axioms.core.registry import register_property


def _add_fp(m: NDArray[Any], k: NDArray[Any]) -> NDArray[Any]:
    out = m.copy()
    out[:, 0, 1] += k[:, 0]
    return out


register_property(
    "I5",
    name="invariance under a change of FP",
    statement="binary: metric(TP, FP + k, FN, TN) = metric(TP, FP, FN, TN) for every k > 0",
    source="Sokolova & Lapalme 2009, Table 6, I5",
    group="sokolova",
    position=5,
    check=invariance_check(
        "I5",
        parameters=1,
        symbolic=lambda M, k: M + sympy.Matrix([[0, k[0]], [0, 0]]),
        numeric=_add_fp,
        what="adding k false positives",
    ),
    applies=lambda metric, n: n == 2,
)
