"""The nine metrics of Opitz (TACL 2024), registered by their structure (:mod:`metrics.structure`):
their forms at every number of classes n, from which numeric and symbolic forms are generated.

Notation (rows = predictions, columns = truth): ``correct(i) = m_ii``,
``bias(i) = Σ_x m_ix``, ``prevalence(i) = Σ_x m_xi``, ``P_i = correct(i)/bias(i)``,
``R_i = correct(i)/prevalence(i)``, ``|S| = Σ m``.
"""

import sympy

from .._counts import bias, correct, prevalence, ratio
from .._registry import make_metric, register
from ..structure import ClassMean, ClassSums, Combined, WeightedMean

OPITZ_2024 = "Opitz 2024, A Closer Look at Classification Evaluation Metrics (TACL)"
BURST = "Opitz & Burst 2019, Macro F1 and Macro F1"


def class_recalls(m):
    return ratio(correct(m), prevalence(m))


def class_precisions(m):
    return ratio(correct(m), bias(m))


# Per-class scores g(c, r, t, N) of one class's one-vs-rest counts (metrics.structure):
# c = m_kk correct, r = bias(k) predicted, t = prevalence(k) true, N = |S|.
def recall(c, r, t, N):
    """Class recall ``R_k = c / t``."""
    return c / t


def precision(c, r, t, N):
    """Class precision ``P_k = c / r``."""
    return c / r


def f1(c, r, t, N):
    """Class F1 ``2c / (r + t)``."""
    return 2 * c / (r + t)


def correct_count(c, r, t, N):
    """The class's correct items ``c`` (summed: the trace D)."""
    return c


def harmonic(a, b):
    """Harmonic mean ``2ab / (a + b)`` of two values or expressions."""
    return 2 * a * b / (a + b)


ACCURACY = ClassSums(lambda D, N, n: D / N, {"D": correct_count})

register(
    "accuracy",
    structure=ACCURACY,
    formula="Acc = Σ_i m_ii / |S|",
    description="Share of correct predictions; equals micro precision, micro recall and micro F1.",
    references=(OPITZ_2024 + " §4.1", "Sebastiani 2015 Table 2", "Wenzel Eq. 7, 13"),
    value_range=(0, 1),
    aliases=("micro_f1", "micro_precision", "micro_recall", "weighted_recall"),
)


def macro_recall_mean(p):
    r"""Generalised p-mean of class recalls (Opitz Eq. 4 and §5.1).

    .. math:: \mathrm{macR}_p = \Big(\tfrac1n \sum_i R_i^{\,p}\Big)^{1/p},\quad
              p = 1: \mathrm{macR},\ p \to 0: \mathrm{GmacR},\ p = -1: \mathrm{HmacR}.

    For p <= 0 a zero recall gives 0 (the limit). Returns an unregistered Metric.
    """
    shown = f"{float(p):g}"  # p may be a Fraction (exact forms), which has no format spec before Python 3.12
    return make_metric(
        f"macro_recall_p{shown}",
        structure=ClassMean(recall, p),
        formula=f"(1/n Σ_i R_i^{shown})^(1/{shown})" if p else "(Π_i R_i)^(1/n)",
        description=f"Generalised mean (p={shown}) of class recalls.",
        references=(OPITZ_2024 + " Eq. 4, §5.1",),
        value_range=(0, 1),
        parameters={"p": p},
        decomposition={"p": p},
        undefined="NaN when a class never occurs (its recall is undefined); 0 when p <= 0 and some recall is 0",
    )


MACRO_RECALL = ClassMean(recall)

register(
    "macro_recall",
    structure=MACRO_RECALL,
    formula="macR = 1/n Σ_i m_ii / prevalence(i)",
    description="Unweighted mean of class recalls (Opitz Eq. 7); prevalence-calibrated accuracy.",
    references=(OPITZ_2024 + " §4.2, Eq. 7", "Wenzel Eq. 12"),
    value_range=(0, 1),
    decomposition={"p": 1},
    undefined="NaN when a class never occurs (prevalence 0)",
)

for _p, _name, _alias in ((0, "macro_recall_geometric", "GmacR"), (-1, "macro_recall_harmonic", "HmacR")):
    _m = macro_recall_mean(_p)
    register(
        _name,
        structure=_m.structure,
        formula=_m.formula,
        description=f"{_alias}: " + _m.description,
        references=_m.references,
        value_range=(0, 1),
        parameters={"p": _p},
        decomposition={"p": _p},
        undefined=_m.undefined,
        aliases=(_alias,),
    )

MACRO_PRECISION = ClassMean(precision)

register(
    "macro_precision",
    structure=MACRO_PRECISION,
    formula="macP = 1/n Σ_i m_ii / bias(i)",
    description="Unweighted mean of class precisions (Opitz Eq. 9).",
    references=(OPITZ_2024 + " §4.3, Eq. 9", "Wenzel Eq. 15"),
    value_range=(0, 1),
    decomposition={"p": 1},
    undefined="NaN when a class is never predicted (bias 0)",
)

register(
    "macro_f1",
    structure=ClassMean(f1),
    formula="macF1 = 1/n Σ_i 2 m_ii / (bias(i) + prevalence(i))",
    description="Arithmetic mean of class F1 scores ('averaged F1').",
    references=(OPITZ_2024 + " §4.4, Eq. 10", BURST, "Wenzel Eq. 19"),
    value_range=(0, 1),
    decomposition={"p": 1},
    undefined="NaN when a class neither occurs nor is predicted",
)

register(
    "macro_f1_of_averages",
    structure=Combined(harmonic, (MACRO_PRECISION, MACRO_RECALL)),
    formula="macF1' = 2 macP macR / (macP + macR)",
    description="Harmonic mean of macro precision and macro recall ('F1 of averages').",
    references=(OPITZ_2024 + " §4.5, Eq. 11", BURST, "Wenzel Eq. 20"),
    value_range=(0, 1),
    aliases=("macro_f1_prime",),
    undefined="NaN when macro P or macro R is undefined, or both are 0",
)

register(
    "weighted_f1",
    structure=WeightedMean(f1),
    formula="weightF1 = 1/|S| Σ_i prevalence(i) · 2 m_ii / (bias(i) + prevalence(i))",
    description="Class F1 scores weighted by class prevalence (scikit-learn's average='weighted').",
    references=(OPITZ_2024 + " §4.6", "Wenzel Eq. 21"),
    value_range=(0, 1),
    undefined="NaN when a class neither occurs nor is predicted (its F1 is undefined)",
)

# The chance terms of Opitz Eq. 15-21 as class sums: r = Σ m_ii = D, s = |S| = N,
# pᵀb = Σ prevalence(i) bias(i) = RT, pᵀp = TT, bᵀb = RR.
CHANCE_SUMS = {"D": correct_count, "RT": lambda c, r, t, N: r * t}

register(
    "cohen_kappa",
    structure=ClassSums(lambda D, RT, N, n: (D * N - RT) / (N * N - RT), CHANCE_SUMS),
    formula="Kappa = (r s − pᵀb) / (s² − pᵀb), r = Σ m_ii, s = |S|, p = prevalences, b = biases",
    description="Cohen's kappa: accuracy corrected by the chance agreement pᵀb/s².",
    references=(OPITZ_2024 + " §4.7, Eq. 15, 19", "Vickers et al. Eq. 3"),
    value_range=(-1, 1),
    aliases=("kappa",),
    undefined="NaN when pᵀb = s² (all items in one row and one column)",
)

register(
    "mcc",
    structure=ClassSums(
        lambda D, RT, TT, RR, N, n: (D * N - RT) / sympy.sqrt((N * N - TT) * (N * N - RR)),
        {**CHANCE_SUMS, "TT": lambda c, r, t, N: t**2, "RR": lambda c, r, t, N: r**2},
    ),
    formula="MCC = (r s − pᵀb) / sqrt((s² − pᵀp)(s² − bᵀb)); binary: (TP·TN − FP·FN)/sqrt(PP·PN·AP·AN)",
    description="Matthews correlation coefficient, Gorodkin's multi-class R_K; the usual MCC for n = 2.",
    references=(OPITZ_2024 + " §4.7, Eq. 14, 21",
                "Sebastiani 2015 Table 2 (which prints the denominator sqrt(AP·AN·(TP+TN)·(FP+FN)); his Property 4.7's "
                "argument for CON is about that form, not this standard one)", "Vickers et al. Eq. 6"),
    value_range=(-1, 1),
    undefined="NaN when only one class is predicted or only one class occurs (zero denominator)",
)
