"""The metrics Vickers, Barrault, Monti & Aletras add to the catalogue: balanced accuracy,
Powers' multi-class informedness and the normalised information transfer (NIT).

Notation (rows = predictions, columns = truth): ``correct(c) = m_cc``,
``bias(c) = Σ_x m_cx`` (how often c is predicted), ``prevalence(c) = Σ_x m_xc``
(how often c is true), ``|S| = Σ m``.
"""

import numpy as np

from .._counts import bias, prevalence, ratio, total
from .._registry import register
from ..structure import ClassSums
from .opitz import MACRO_RECALL

VICKERS = ("Vickers, Barrault, Monti & Aletras, We Need to Talk About Classification Evaluation Metrics in NLP "
           "(arXiv:2401.03831)")
POWERS = "Powers 2011, Evaluation: From Precision, Recall and F-Measure to ROC, Informedness, Markedness & Correlation"
VALVERDE = "Valverde-Albacete & Peláez-Moreno 2014, 100% Classification Accuracy Considered Harmful (PLoS ONE)"

register(
    "balanced_accuracy",
    structure=MACRO_RECALL,
    formula="BA = 1/n Σ_c m_cc / prevalence(c)",
    description="Mean of the class recalls; the same value as macro_recall, under its usual NLP name.",
    references=(VICKERS, "Opitz 2024 Eq. 7"),
    value_range=(0, 1),
    decomposition={"p": 1},
    undefined="NaN when a class never occurs (prevalence 0)",
)


def informedness_term(c, r, t, N):
    r"""Class k's share of Powers' multi-class (bookmaker) informedness.

    .. math::

        I = \sum_c \frac{\mathrm{bias}(c)}{|S|}
            \Big(\frac{m_{cc}}{\mathrm{prevalence}(c)}
            - \frac{\mathrm{bias}(c) - m_{cc}}{|S| - \mathrm{prevalence}(c)}\Big),

    the bias-weighted sum of the one-vs-rest :math:`\mathrm{TPR}_c - \mathrm{FPR}_c`.
    For n = 2 it is Youden's :math:`J = \mathrm{TPR} + \mathrm{TNR} - 1`, as Vickers et al. say it is.

    Vickers et al.'s Eq. 4-5 give this value when the inner sum runs over the items *predicted* c, each gaining
    :math:`1/p(y=c)` if its true class is c and losing :math:`1/(1 - p(y=c))` otherwise. Read with y and ŷ as
    printed (the items of true class c, gaining when predicted c) they give 0.44 on [[3, 1], [2, 4]], where
    J = 3/5 + 4/5 − 1 = 0.4; the catalogue follows Powers' definition, which the paper cites.
    """
    return r / N * (c / t - (r - c) / (N - t))


register(
    "informedness",
    structure=ClassSums(lambda total, N, n: total, {"total": informedness_term}),
    formula="I = Σ_c bias(c)/|S| · (m_cc/prevalence(c) − (bias(c) − m_cc)/(|S| − prevalence(c)))",
    description=(
        "Bookmaker informedness: probability of an informed (not chance) decision; "
        "the bias-weighted TPR − FPR over classes, Youden's J for n = 2."
    ),
    references=(VICKERS, POWERS),
    value_range=(-1, 1),
    aliases=("bookmaker_informedness",),
    undefined="NaN when some class never occurs or occurs for every item (a TPR or FPR is 0/0)",
)


def nit_numeric(m):
    r"""Normalised information transfer factor.

    .. math::

        \mathrm{NIT} = 2^{\mathrm{MI} - \log_2 n}, \qquad
        \mathrm{MI} = \sum_{i,j} P_{ij} \log_2 \frac{P_{ij}}{P_{i\cdot} P_{\cdot j}},
        \quad P = m / |S|,

    with :math:`0 \log 0 = 0`: the mutual information (bits) between predicted and true
    class, as a share of the ``n`` equiprobable outcomes it can distinguish
    (1/n for a chance classifier, 1 for a perfect one on uniform classes).
    """
    n = m.shape[-1]
    s = total(m)
    joint = ratio(m, s[..., None, None])
    independent = bias(joint)[..., :, None] * prevalence(joint)[..., None, :]
    with np.errstate(divide="ignore", invalid="ignore"):
        terms = joint * np.log2(ratio(joint, independent))
    mi = np.where(joint > 0, terms, 0.0).sum(axis=(-2, -1))
    return np.where(s > 0, 2.0 ** (mi - np.log2(n)), np.nan)


register(
    "nit",
    numeric=nit_numeric,
    formula="NIT = 2^(MI − log2 n), MI = Σ_ij P_ij log2(P_ij / (P_i· P_·j)), P = m/|S|",
    description="Normalised information transfer: 2^MI (perplexity of the transferred information) divided by n.",
    references=(VICKERS, VALVERDE),
    value_range=(0, 1),
    aliases=("normalized_information_transfer",),
    undefined="NaN for an all-zero matrix; 0 · log 0 = 0 for empty cells",
)
