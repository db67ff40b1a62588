r"""Opitz & Burst (2019), "Macro F1 and Macro F1": the gap between the two macro F1s.

The two metrics themselves are registered in :mod:`metrics.papers.opitz`
(``macro_f1`` = averaged F1, ``macro_f1_of_averages`` = F1 of averages). This module
adds their gap lemma, as a plain function: the gap is a diagnostic, not a score, and
is not registered.
"""

import numpy as np

from .._counts import ratio
from .opitz import class_precisions, class_recalls

__all__ = ["macro_f1_gap"]


def macro_f1_gap(m):
    r"""F1 of averages minus averaged F1, by Opitz & Burst's gap lemma.

    With the class precisions :math:`P_x` and recalls :math:`R_x` of the ``n`` classes
    (rows = predictions, columns = truth),

    .. math::

        \mathbb F_1 - \mathcal F_1
        = \sum_{x < y} \frac{2\,(P_x R_y - P_y R_x)^2}
                            {n\,(P_x + R_x)(P_y + R_y)\sum_z (P_z + R_z)} \;\ge\; 0,

    where :math:`\mathbb F_1 = 2\,\mathrm{macP}\,\mathrm{macR}/(\mathrm{macP} + \mathrm{macR})`
    and :math:`\mathcal F_1 = \frac1n \sum_x 2 P_x R_x / (P_x + R_x)`. The gap is zero
    exactly when the vectors ``P`` and ``R`` are proportional.

    Parameters
    ----------
    m : ndarray, shape (..., n, n)
        Float confusion matrices, ``m[..., i, j]`` = items predicted ``i`` of true class ``j``.

    Returns
    -------
    ndarray, shape (...)
        The gap. NaN when a class is never predicted or never occurs (its ``P`` or ``R``
        is undefined) or when no item is classified correctly (``Σ_z (P_z + R_z) = 0``,
        where the F1 of averages is undefined). A class with ``P_x = R_x = 0`` has
        ``F1_x = 0`` and adds nothing to either macro F1; its pair terms, ``0/0`` as
        written, are taken as their value 0 so that the lemma stays exact.
    """
    p = class_precisions(m)
    r = class_recalls(m)
    n = m.shape[-1]
    x, y = np.triu_indices(n, k=1)
    s = p + r
    pair_den = s[..., x] * s[..., y]
    pair_num = 2 * (p[..., x] * r[..., y] - p[..., y] * r[..., x]) ** 2
    pairs = np.where(pair_den == 0, 0.0, ratio(pair_num, pair_den))
    return ratio(pairs.sum(-1), n * s.sum(-1))
