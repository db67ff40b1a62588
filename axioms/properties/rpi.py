r"""RPI, prediction-side prevalence invariance: :math:`\mathrm{metric}(\lambda m) = \mathrm{metric}(m)`.

λ is a positive diagonal matrix scaling the **rows** of m (how often each class is
predicted), the counterpart of PIV's column scaling (Opitz Eq. 5). Macro precision has it
(each :math:`P_i = m_{ii} / \sum_x m_{ix}` keeps its value), accuracy does not.
"""

import sympy

from axioms.constructions.invariance import invariance_check
from axioms.core.registry import register_property

register_property(
    "RPI",
    name="prediction-side prevalence invariance",
    statement="metric(λ·m) = metric(m) for positive diagonal λ (row i scaled by λ_i)",
    source="axiometrics (the row counterpart of Opitz 2024 Eq. 5)",
    position=3,
    check=invariance_check(
        "RPI",
        parameters=lambda n: n,
        real_parameters=True,
        symbolic=lambda M, lam: sympy.diag(*lam) * M,
        numeric=lambda m, lam: lam[:, :, None] * m,
        what="scaling the rows of m by λ",
    ),
)
