"""The nine metrics of Opitz (TACL 2024), with symbolic and vectorised numeric forms.

Notation (rows = predictions, columns = truth): ``correct(i) = m_ii``,
``bias(i) = Σ_x m_ix``, ``prevalence(i) = Σ_x m_xi``, ``P_i = correct(i)/bias(i)``,
``R_i = correct(i)/prevalence(i)``, ``|S| = Σ m``.
"""

import numpy as np
import sympy

from .._counts import bias, correct, prevalence, ratio, total
from .._registry import make_metric, register
from ._sym import s_bias, s_harmonic, s_mean, s_prevalence, s_total

OPITZ_2024 = "Opitz 2024, A Closer Look at Classification Evaluation Metrics (TACL)"
BURST = "Opitz & Burst 2019, Macro F1 and Macro F1"


def class_recalls(m):
    return ratio(correct(m), prevalence(m))


def class_precisions(m):
    return ratio(correct(m), bias(m))


def _class_f1(m):
    return ratio(2 * correct(m), bias(m) + prevalence(m))


def accuracy_numeric(m):
    r"""Accuracy (= micro P = micro R = micro F1), :math:`\sum_i m_{ii} / |S|`."""
    return ratio(correct(m).sum(-1), total(m))


def accuracy_symbolic(M):
    return sympy.Add(*[M[i, i] for i in range(M.shape[0])]) / s_total(M)


register(
    "accuracy",
    numeric=accuracy_numeric,
    symbolic=accuracy_symbolic,
    formula="Acc = Σ_i m_ii / |S|",
    description="Share of correct predictions; equals micro precision, micro recall and micro F1.",
    references=(OPITZ_2024 + " §4.1", "Sebastiani 2015 Table 2", "Wenzel Eq. 7, 13"),
    value_range=(0, 1),
    aliases=("micro_f1", "micro_precision", "micro_recall", "weighted_recall"),
)


def _power_mean(values, p):
    """Generalised mean ``(mean x^p)^(1/p)``; geometric mean at p = 0."""
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        if p == 0:
            return np.prod(values, axis=-1) ** (1.0 / values.shape[-1])
        return np.mean(values**p, axis=-1) ** (1.0 / p)


def _power_mean_symbolic(values, p):
    n = len(values)
    if p == 0:
        return sympy.Mul(*values) ** sympy.Rational(1, n)
    p = sympy.nsimplify(p)
    mean = (sympy.Add(*[v**p for v in values]) / n) ** (1 / p)
    if p < 0:  # a zero value makes the mean 0 (its limit), as in the numeric form
        return sympy.Piecewise((0, sympy.Eq(sympy.Mul(*values), 0)), (mean, True))
    return mean


def macro_recall_mean(p):
    r"""Generalised p-mean of class recalls (Opitz Eq. 4 and §5.1).

    .. math:: \mathrm{macR}_p = \Big(\tfrac1n \sum_i R_i^{\,p}\Big)^{1/p},\quad
              p = 1: \mathrm{macR},\ p \to 0: \mathrm{GmacR},\ p = -1: \mathrm{HmacR}.

    For p <= 0 a zero recall gives 0 (the limit). Returns an unregistered Metric.
    """

    def numeric(m):
        recalls = class_recalls(m)
        return _power_mean(recalls, p)

    def symbolic(M):
        n = M.shape[0]
        return _power_mean_symbolic([M[i, i] / s_prevalence(M, i) for i in range(n)], p)

    return make_metric(
        f"macro_recall_p{p:g}",
        numeric=numeric,
        symbolic=symbolic,
        formula=f"(1/n Σ_i R_i^{p:g})^(1/{p:g})" if p else "(Π_i R_i)^(1/n)",
        description=f"Generalised mean (p={p:g}) of class recalls.",
        references=(OPITZ_2024 + " Eq. 4, §5.1",),
        value_range=(0, 1),
        parameters={"p": p},
        decomposition={"p": p},
        undefined="NaN when a class never occurs (its recall is undefined); 0 when p <= 0 and some recall is 0",
    )


def macro_recall_numeric(m):
    r"""Macro recall, :math:`\frac1n \sum_i m_{ii} / \mathrm{prevalence}(i)` (Opitz Eq. 7)."""
    return class_recalls(m).mean(-1)


def macro_recall_symbolic(M):
    return s_mean([M[i, i] / s_prevalence(M, i) for i in range(M.shape[0])])


register(
    "macro_recall",
    numeric=macro_recall_numeric,
    symbolic=macro_recall_symbolic,
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
        numeric=_m.numeric,
        symbolic=_m.symbolic,
        formula=_m.formula,
        description=f"{_alias}: " + _m.description,
        references=_m.references,
        value_range=(0, 1),
        parameters={"p": _p},
        decomposition={"p": _p},
        undefined=_m.undefined,
        aliases=(_alias,),
    )


def macro_precision_numeric(m):
    r"""Macro precision, :math:`\frac1n \sum_i m_{ii} / \mathrm{bias}(i)` (Opitz Eq. 9)."""
    return class_precisions(m).mean(-1)


def macro_precision_symbolic(M):
    return s_mean([M[i, i] / s_bias(M, i) for i in range(M.shape[0])])


register(
    "macro_precision",
    numeric=macro_precision_numeric,
    symbolic=macro_precision_symbolic,
    formula="macP = 1/n Σ_i m_ii / bias(i)",
    description="Unweighted mean of class precisions (Opitz Eq. 9).",
    references=(OPITZ_2024 + " §4.3, Eq. 9", "Wenzel Eq. 15"),
    value_range=(0, 1),
    decomposition={"p": 1},
    undefined="NaN when a class is never predicted (bias 0)",
)


def macro_f1_numeric(m):
    r"""Macro F1 (averaged F1), :math:`\frac1n\sum_i \frac{2 m_{ii}}{\mathrm{bias}(i)+\mathrm{prevalence}(i)}` (Opitz Eq. 10)."""
    return _class_f1(m).mean(-1)


def macro_f1_symbolic(M):
    return s_mean([2 * M[i, i] / (s_bias(M, i) + s_prevalence(M, i)) for i in range(M.shape[0])])


register(
    "macro_f1",
    numeric=macro_f1_numeric,
    symbolic=macro_f1_symbolic,
    formula="macF1 = 1/n Σ_i 2 m_ii / (bias(i) + prevalence(i))",
    description="Arithmetic mean of class F1 scores ('averaged F1').",
    references=(OPITZ_2024 + " §4.4, Eq. 10", BURST, "Wenzel Eq. 19"),
    value_range=(0, 1),
    decomposition={"p": 1},
    undefined="NaN when a class neither occurs nor is predicted",
)


def macro_f1_of_averages_numeric(m):
    r"""F1 of averages, :math:`\frac{2\,\mathrm{macP}\,\mathrm{macR}}{\mathrm{macP}+\mathrm{macR}}` (Opitz Eq. 11)."""
    p = macro_precision_numeric(m)
    r = macro_recall_numeric(m)
    return ratio(2 * p * r, p + r)


def macro_f1_of_averages_symbolic(M):
    return s_harmonic(macro_precision_symbolic(M), macro_recall_symbolic(M))


register(
    "macro_f1_of_averages",
    numeric=macro_f1_of_averages_numeric,
    symbolic=macro_f1_of_averages_symbolic,
    formula="macF1' = 2 macP macR / (macP + macR)",
    description="Harmonic mean of macro precision and macro recall ('F1 of averages').",
    references=(OPITZ_2024 + " §4.5, Eq. 11", BURST, "Wenzel Eq. 20"),
    value_range=(0, 1),
    aliases=("macro_f1_prime",),
    undefined="NaN when macro P or macro R is undefined, or both are 0",
)


def weighted_f1_numeric(m):
    r"""Weighted F1, :math:`\frac{1}{|S|}\sum_i \mathrm{prevalence}(i)\,F1_i` (Opitz §4.6, Wenzel Eq. 21)."""
    return ratio((prevalence(m) * _class_f1(m)).sum(-1), total(m))


def weighted_f1_symbolic(M):
    n = M.shape[0]
    return sympy.Add(*[2 * s_prevalence(M, i) * M[i, i] / (s_bias(M, i) + s_prevalence(M, i)) for i in range(n)]) / s_total(M)


register(
    "weighted_f1",
    numeric=weighted_f1_numeric,
    symbolic=weighted_f1_symbolic,
    formula="weightF1 = 1/|S| Σ_i prevalence(i) · 2 m_ii / (bias(i) + prevalence(i))",
    description="Class F1 scores weighted by class prevalence (scikit-learn's average='weighted').",
    references=(OPITZ_2024 + " §4.6", "Wenzel Eq. 21"),
    value_range=(0, 1),
    undefined="NaN when a class neither occurs nor is predicted (its F1 is undefined)",
)


def _chance_terms(m):
    s = total(m)
    r = correct(m).sum(-1)
    pb = (prevalence(m) * bias(m)).sum(-1)
    return s, r, pb


def cohen_kappa_numeric(m):
    r"""Cohen's kappa, :math:`\frac{r s - \mathbf p^T\mathbf b}{s^2 - \mathbf p^T\mathbf b}` (Opitz Eq. 15, 19)."""
    s, r, pb = _chance_terms(m)
    return ratio(r * s - pb, s * s - pb)


def _s_chance_terms(M):
    n = M.shape[0]
    s = s_total(M)
    r = sympy.Add(*[M[i, i] for i in range(n)])
    pb = sympy.Add(*[s_prevalence(M, i) * s_bias(M, i) for i in range(n)])
    return s, r, pb


def cohen_kappa_symbolic(M):
    s, r, pb = _s_chance_terms(M)
    return (r * s - pb) / (s * s - pb)


register(
    "cohen_kappa",
    numeric=cohen_kappa_numeric,
    symbolic=cohen_kappa_symbolic,
    formula="Kappa = (r s − pᵀb) / (s² − pᵀb), r = Σ m_ii, s = |S|, p = prevalences, b = biases",
    description="Cohen's kappa: accuracy corrected by the chance agreement pᵀb/s².",
    references=(OPITZ_2024 + " §4.7, Eq. 15, 19", "Vickers et al. Eq. 3"),
    value_range=(-1, 1),
    aliases=("kappa",),
    undefined="NaN when pᵀb = s² (all items in one row and one column)",
)


def mcc_numeric(m):
    r"""Matthews correlation (Gorodkin's R_K), :math:`\frac{r s - \mathbf p^T\mathbf b}{\sqrt{(s^2-\mathbf p^T\mathbf p)(s^2-\mathbf b^T\mathbf b)}}`."""
    s, r, pb = _chance_terms(m)
    pp = (prevalence(m) ** 2).sum(-1)
    bb = (bias(m) ** 2).sum(-1)
    return ratio(r * s - pb, np.sqrt((s * s - pp) * (s * s - bb)))


def mcc_symbolic(M):
    n = M.shape[0]
    s, r, pb = _s_chance_terms(M)
    pp = sympy.Add(*[s_prevalence(M, i) ** 2 for i in range(n)])
    bb = sympy.Add(*[s_bias(M, i) ** 2 for i in range(n)])
    return (r * s - pb) / sympy.sqrt((s * s - pp) * (s * s - bb))


register(
    "mcc",
    numeric=mcc_numeric,
    symbolic=mcc_symbolic,
    formula="MCC = (r s − pᵀb) / sqrt((s² − pᵀp)(s² − bᵀb)); binary: (TP·TN − FP·FN)/sqrt(PP·PN·AP·AN)",
    description="Matthews correlation coefficient, Gorodkin's multi-class R_K; the usual MCC for n = 2.",
    references=(OPITZ_2024 + " §4.7, Eq. 14, 21", "Sebastiani 2015 Table 2", "Vickers et al. Eq. 6"),
    value_range=(-1, 1),
    undefined="NaN when only one class is predicted or only one class occurs (zero denominator)",
)
