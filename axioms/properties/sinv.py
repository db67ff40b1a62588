r"""SINV, Luque et al.'s scoring inversion: flipping every prediction reflects the score about a centre c.

.. math:: \mathrm{metric}\begin{pmatrix}FN & TN\\ TP & FP\end{pmatrix}
          = 2c - \mathrm{metric}\begin{pmatrix}TP & FP\\ FN & TN\end{pmatrix}
          \qquad \text{for every matrix where both are scored}

**Source and reading.** Luque, Carrasco, Martín & de las Heras (2019, "The impact of class
imbalance in classification performance metrics based on the binary confusion matrix",
Pattern Recognition 91) and the companion study of the same group, Luque, Carrasco, Martín &
Lama (2019, "Exploring symmetry of binary classification performance metrics", Symmetry 11(1)
47), find three symmetries of binary metrics: *labelling inversion* (positive and negative
class swapped: TP ↔ TN, FP ↔ FN; that is SYM here), *scoring inversion* (good and bad
classifiers swapped: every prediction flipped, TP ↔ FN and TN ↔ FP) and their combination,
*full inversion* (TP ↔ FP, FN ↔ TN: :mod:`axioms.properties.finv`). Rows being predictions
here, flipping every prediction swaps the two rows. A metric has the symmetry when the
inverted classifier scores the mirror image of the score, about a centre c: accuracy
(c = 1/2, acc ↦ 1 − acc), MCC and informedness (c = 0, MCC ↦ −MCC). The cell shows c.
**Binary only** (the papers' setting: with more classes "the opposite prediction" is not one
classifier). Decided by :func:`axioms.constructions.reflection.reflection_check`: a proof that
metric(m) + metric(flipped m) ≡ 2c, or an exactly re-checked pair of matrices whose sums differ.
"""

from axioms.constructions.reflection import centre_suffix, reflection_check
from axioms.constructions.calibration import proved_for_all
from axioms.core.registry import register_property

register_property(
    "SINV",
    name="scoring inversion reflects the score",
    statement="binary: metric(FN, TN, TP, FP) = 2c − metric(TP, FP, FN, TN) for one centre c "
              "(every prediction flipped)",
    source="Luque et al. 2019 (Pattern Recognition 91; Symmetry 11(1) 47): scoring inversion",
    group="luque",
    survives_restriction=proved_for_all,
    position=1,
    check=reflection_check(
        "SINV",
        symbolic=lambda M: M[::-1, :],
        numeric=lambda m: m[..., ::-1, :],
        what="flipping every prediction (swapping the rows)",
    ),
    applies=lambda metric, n: n == 2,
    report_keys=("centre",),
    cell_suffix=centre_suffix,
)
