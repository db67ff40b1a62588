r"""FINV, Luque et al.'s full inversion: swapping the true classes reflects the score about a centre c.

.. math:: \mathrm{metric}\begin{pmatrix}FP & TP\\ TN & FN\end{pmatrix}
          = 2c - \mathrm{metric}\begin{pmatrix}TP & FP\\ FN & TN\end{pmatrix}
          \qquad \text{for every matrix where both are scored}

**Reading.** Full inversion is the combination of Luque et al.'s labelling inversion (TP ↔ TN,
FP ↔ FN) and scoring inversion (TP ↔ FN, TN ↔ FP; :mod:`axioms.properties.sinv`, where the
sources are): TP ↔ FP and FN ↔ TN, i.e. the predictions are kept and every item's true class
is swapped, which swaps the two columns (columns are the true classes here). Accuracy has
centre 1/2, MCC and informedness centre 0 (informedness: TPR ↦ FPR, TNR ↦ FNR, so
J ↦ FPR + FNR − 1 = −J). **Binary only**; decided by :func:`axioms.constructions.reflection.reflection_check`.
"""

from axioms.constructions.reflection import centre_suffix, reflection_check
from axioms.constructions.calibration import proved_for_all
from axioms.core.registry import register_property

register_property(
    "FINV",
    name="full inversion reflects the score",
    statement="binary: metric(FP, TP, TN, FN) = 2c − metric(TP, FP, FN, TN) for one centre c (true classes swapped)",
    source="Luque et al. 2019 (Pattern Recognition 91; Symmetry 11(1) 47): full inversion "
           "(labelling and scoring inversion combined)",
    group="luque",
    survives_restriction=proved_for_all,
    position=2,
    check=reflection_check(
        "FINV",
        symbolic=lambda M: M[:, ::-1],
        numeric=lambda m: m[..., :, ::-1],
        what="swapping the true classes (swapping the columns)",
    ),
    applies=lambda metric, n: n == 2,
    report_keys=("centre",),
    cell_suffix=centre_suffix,
)
