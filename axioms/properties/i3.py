r"""I3, invariance under a change of TP alone (Sokolova & Lapalme 2009, Table 6, invariance I3).

.. math:: \mathrm{metric}\begin{pmatrix}TP + k & FP\\ FN & TN\end{pmatrix}
          = \mathrm{metric}\begin{pmatrix}TP & FP\\ FN & TN\end{pmatrix} \quad \text{for every } k > 0

**Source and reading.** Sokolova & Lapalme, "A systematic analysis of performance measures for
classification tasks" (Information Processing & Management 45, 2009), §4 and Table 6, list
eight invariances of a measure under changes of the binary confusion matrix; I3–I5 are "change
of tp", "change of fn", "change of fp": the cell changes, every other cell stays. A measure is
invariant when its value does not change, i.e. it does not depend on that cell; the engine
reads "change" as adding k > 0 to the cell (every pair TP < TP' is such a change, so this is
independence of the cell), compared wherever either side is scored (scored on one side only
is a change too). The paper's text was not available here: the reading follows the
invariances' names and their use in the paper's Table 6 as recalled, not its formulas.
**Binary only**: the invariances are stated for the 2x2 matrix; a multi-class reading (one
diagonal or off-diagonal cell of class i) would be a new property, not theirs.

**Sokolova & Lapalme's I1–I8 in axiometrics** (their Table 6 is the row of these ids):

====  ==============================================  =====================================
 id   their invariance                                 axiometrics property
====  ==============================================  =====================================
 I1   exchange of positives and negatives              SYM (tp ↔ tn, fp ↔ fn: binary SYM)
 I2   change of tn                                     TNI
 I3   change of tp                                     I3 (this module)
 I4   change of fn                                     I4 (:mod:`axioms.properties.i4`)
 I5   change of fp                                     I5 (:mod:`axioms.properties.i5`)
 I6   uniform change of positives and negatives        SCI (every cell scaled by k)
 I7   change of positive and negative columns          RPI (per predicted class scaled)
 I8   change of positive and negative rows             PIV (per true class scaled)
====  ==============================================  =====================================

I7 and I8 follow their matrix, whose rows are the data (true) classes and whose columns are
the predictions; here rows are predictions, so their columns (tp, fp scaled by one factor, fn,
tn by another: per predicted class) are our rows (RPI), and their rows (per true class) our
columns (PIV, Opitz's Eq. 5). That orientation is recalled, not read from the paper here:
check it before quoting I7/I8 verdicts.

Examples: specificity TN/(TN+FP) and NPV TN/(TN+FN) have I3; precision, recall, F1 do not.
"""

from typing import Any

import sympy
from numpy.typing import NDArray

from axioms.constructions.invariance import invariance_check
from axioms.core.registry import register_property


def _add_tp(m: NDArray[Any], k: NDArray[Any]) -> NDArray[Any]:
    out = m.copy()
    out[:, 0, 0] += k[:, 0]
    return out


register_property(
    "I3",
    name="invariance under a change of TP",
    statement="binary: metric(TP + k, FP, FN, TN) = metric(TP, FP, FN, TN) for every k > 0",
    source="Sokolova & Lapalme 2009, Table 6, I3",
    group="sokolova",
    position=3,
    check=invariance_check(
        "I3",
        parameters=1,
        symbolic=lambda M, k: M + sympy.Matrix([[k[0], 0], [0, 0]]),
        numeric=_add_tp,
        what="adding k true positives",
    ),
    applies=lambda metric, n: n == 2,
)
