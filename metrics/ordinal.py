r"""Forms that read the order of the classes: Cohen's (1968) weighted kappa.

Every structure of :mod:`metrics.structure` treats the classes alike (relabelling them changes nothing), so none
is a weighted kappa: a disagreement between classes i and j costs :math:`w_{ij} = |i - j|^q`, linear (q = 1) or
quadratic (q = 2), scikit-learn's ``cohen_kappa_score(weights="linear" | "quadratic")``. With :math:`r_i` the items
predicted i, :math:`t_j` the true items of class j and N all items,

.. math:: \kappa_w = 1 - \frac{\sum_{ij} w_{ij}\, m_{ij}}{\sum_{ij} w_{ij}\, r_i t_j / N},

undefined where the denominator is 0. The weights are symmetric, so κ_w is the same on the transpose (scikit-learn's
orientation, rows = truth). With weights 0 on the diagonal and 1 off it, as at n = 2, κ_w is Cohen's kappa:
:math:`\sum w m / N = 1 - p_o` and :math:`\sum w r t / N^2 = 1 - p_e`.

A weighted kappa has an exact form at each n (proofs there) but no structure, so no verdict for every n.

Examples
--------
By hand, at m = [[0, 0, 0], [0, 0, 1], [1, 0, 0]] (N = 2; predicted counts r = (0, 1, 1), true counts
t = (1, 0, 1)): linear weights give observed |1 − 2| + |2 − 0| = 3 and expected (r₁t₀|1 − 0| + r₁t₂|1 − 2| +
r₂t₀|2 − 0| + r₂t₂·0) / N = (1 + 1 + 2)/2 = 2, so κ_w = 1 − 3/2 = −1/2.

>>> import sympy
>>> WeightedKappa(1)(sympy.Matrix([[0, 0, 0], [0, 0, 1], [1, 0, 0]]))
-1/2
"""

from dataclasses import dataclass
from typing import Any

import numpy as np
import sympy

__all__ = ["WeightedKappa"]


@dataclass(frozen=True)
class WeightedKappa:
    r"""Cohen's weighted kappa with weights :math:`|i - j|^{\mathrm{power}}`: called on a sympy matrix, its exact
    form (a metric's ``symbolic=``); :meth:`numeric` on a float batch ``(..., n, n) -> (...)``."""

    power: int

    def __call__(self, M: Any) -> Any:
        n = M.shape[0]
        weights = [[abs(i - j) ** self.power for j in range(n)] for i in range(n)]
        predicted = [sympy.Add(*M.row(i)) for i in range(n)]
        true = [sympy.Add(*M.col(j)) for j in range(n)]
        observed = sympy.Add(*[weights[i][j] * M[i, j] for i in range(n) for j in range(n)])
        expected = sympy.Add(*[weights[i][j] * predicted[i] * true[j] for i in range(n) for j in range(n)])
        return 1 - observed * sympy.Add(*M) / expected

    def numeric(self, m: Any) -> Any:
        """κ_w of each matrix of a float batch, NaN or ±inf where it is undefined."""
        m = np.asarray(m, dtype=float)
        index = np.arange(m.shape[-1])
        weights = np.abs(index[:, None] - index[None, :]).astype(float) ** self.power
        observed = (weights * m).sum(axis=(-2, -1))
        expected = np.einsum("...i,ij,...j->...", m.sum(axis=-1), weights, m.sum(axis=-2))
        with np.errstate(all="ignore"):
            return 1 - observed * m.sum(axis=(-2, -1)) / expected

    def describe(self) -> str:
        return f"Cohen's weighted kappa, weights |i - j|^{self.power} ({'linear' if self.power == 1 else 'quadratic'})"
