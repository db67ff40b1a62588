r"""TRS, truth/prediction exchange symmetry: :math:`\mathrm{metric}(m^T) = \mathrm{metric}(m)`.

Transposing m swaps the roles of ``y_true`` and ``y_pred``. Accuracy, Cohen's kappa, MCC and
F1 have it; balanced accuracy (Youden's J), precision and recall do not.
"""

from axioms.constructions.invariance import invariance_check
from axioms.core.registry import register_property

register_property(
    "TRS",
    name="truth/prediction exchange symmetry",
    statement="metric(mᵀ) = metric(m): swapping y_true and y_pred leaves the score unchanged",
    source="axiometrics (a symmetry of agreement measures such as kappa and MCC)",
    position=2,
    check=invariance_check(
        "TRS",
        symbolic=lambda M, theta: M.T,
        numeric=lambda m, theta: m.swapaxes(-1, -2),
        what="transposing m (exchanging truth and prediction)",
    ),
)
