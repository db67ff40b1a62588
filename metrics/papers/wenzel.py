r"""The multi-class averages of Wenzel (summary in his Figure 10) not already defined by Opitz.

Every class ``j`` is reduced to its one-vs-rest matrix (Wenzel, Figure 3) with
``TP_j = m_jj``, ``FP_j = bias(j) - TP_j``, ``FN_j = prevalence(j) - TP_j`` and
``TN_j = N - TP_j - FP_j - FN_j``, where ``N = |S|`` is the number of items and
``n_j = TP_j + FN_j = prevalence(j)`` the number of items of class ``j`` (rows =
predictions, columns = truth). Over the ``n`` classes:

.. math::

    \mathrm{macro}(X) = \frac1n \sum_j X_j, \qquad
    \mathrm{micro}\Big(\frac{A}{B}\Big) = \frac{\sum_j A_j}{\sum_j B_j}, \qquad
    \mathrm{weighted}(X) = \frac1N \sum_j n_j X_j.

Macro/micro/weighted recall, precision and F1 already registered by
:mod:`metrics.papers.opitz` (``macro_recall``, ``macro_precision``, ``macro_f1``,
``macro_f1_of_averages``, ``weighted_f1``, ``accuracy`` = micro P = micro R = micro F1)
are not repeated here.
"""

import sympy

from .._counts import class_counts, prevalence, ratio, total
from .._registry import register
from ._sym import s_bias, s_harmonic, s_mean, s_prevalence, s_total
from .opitz import class_precisions, accuracy_numeric, accuracy_symbolic

WENZEL = "Wenzel, Metrics for Multi-class and Multi-label Classification"
FIG10 = WENZEL + ", Figure 10"


def _s_ovr(M, j):
    """Symbolic ``(TP_j, FP_j, FN_j, TN_j)`` of class ``j``."""
    tp = M[j, j]
    fp = s_bias(M, j) - tp
    fn = s_prevalence(M, j) - tp
    return tp, fp, fn, s_total(M) - tp - fp - fn


def _s_classes(M):
    return [_s_ovr(M, j) for j in range(M.shape[0])]


# --- weighted precision, recall and F1 of averages ------------------------------------


def weighted_precision_numeric(m):
    r"""Weighted precision, :math:`p_w = \frac1N \sum_j n_j \frac{TP_j}{TP_j + FP_j}`."""
    return ratio((prevalence(m) * class_precisions(m)).sum(-1), total(m))


def weighted_precision_symbolic(M):
    n = M.shape[0]
    return sympy.Add(*[s_prevalence(M, j) * M[j, j] / s_bias(M, j) for j in range(n)]) / s_total(M)


register(
    "weighted_precision",
    numeric=weighted_precision_numeric,
    symbolic=weighted_precision_symbolic,
    formula="p_w = 1/N Σ_j n_j TP_j / (TP_j + FP_j), n_j = prevalence(j)",
    description="Class precisions weighted by class prevalence (scikit-learn's average='weighted').",
    references=(FIG10 + " (p_w)",),
    value_range=(0, 1),
    undefined="NaN when a class is never predicted (its precision is undefined, even with weight n_j = 0)",
)

# weighted recall r_w = 1/N Σ_j n_j TP_j/(TP_j+FN_j) = Σ_j TP_j / N is accuracy: registered as its alias.


def weighted_f1_of_averages_numeric(m):
    r"""F1 of the weighted averages, :math:`\mathbb F_{1w} = \frac{2 p_w r_w}{p_w + r_w}`, :math:`r_w = \mathrm{Acc}`."""
    p = weighted_precision_numeric(m)
    r = accuracy_numeric(m)
    return ratio(2 * p * r, p + r)


def weighted_f1_of_averages_symbolic(M):
    return s_harmonic(weighted_precision_symbolic(M), accuracy_symbolic(M))


register(
    "weighted_f1_of_averages",
    numeric=weighted_f1_of_averages_numeric,
    symbolic=weighted_f1_of_averages_symbolic,
    formula="F1w' = 2 p_w r_w / (p_w + r_w), r_w = accuracy",
    description="Harmonic mean of weighted precision and weighted recall (Wenzel's 𝔽1w).",
    references=(FIG10 + " (𝔽1w)",),
    value_range=(0, 1),
    undefined="NaN when p_w is undefined or p_w = r_w = 0",
)


# --- per-class one-vs-rest rates, macro- and micro-averaged ----------------------------

# name -> (short name, (TP, FP, FN, TN) -> (numerator, denominator), per-class formula,
#          micro formula, higher_is_better)
_RATES = {
    "specificity": ("TNR", lambda tp, fp, fn, tn: (tn, tn + fp), "TN_j/(TN_j + FP_j)", "ΣTN/Σ(TN + FP)", True),
    "fpr": ("FPR", lambda tp, fp, fn, tn: (fp, fp + tn), "FP_j/(FP_j + TN_j)", "ΣFP/Σ(FP + TN)", False),
    "fnr": ("FNR", lambda tp, fp, fn, tn: (fn, fn + tp), "FN_j/(FN_j + TP_j)", "ΣFN/Σ(FN + TP)", False),
    "npv": ("NPV", lambda tp, fp, fn, tn: (tn, tn + fn), "TN_j/(TN_j + FN_j)", "ΣTN/Σ(TN + FN)", True),
}


def _macro_rate(parts):
    def numeric(m):
        num, den = parts(*class_counts(m))
        return ratio(num, den).mean(-1)

    def symbolic(M):
        return s_mean([num / den for num, den in (parts(*c) for c in _s_classes(M))])

    return numeric, symbolic


def _micro_rate(parts):
    def numeric(m):
        num, den = parts(*class_counts(m))
        return ratio(num.sum(-1), den.sum(-1))

    def symbolic(M):
        pairs = [parts(*c) for c in _s_classes(M)]
        return sympy.Add(*[num for num, _ in pairs]) / sympy.Add(*[den for _, den in pairs])

    return numeric, symbolic


for _rate, (_short, _parts, _per_class, _micro, _higher) in _RATES.items():
    for _kind, _build, _formula, _how in (
        ("macro", _macro_rate, f"1/n Σ_j {_per_class}", "unweighted mean over classes of the one-vs-rest"),
        ("micro", _micro_rate, _micro, "per-class counts summed over classes, then the one-vs-rest"),
    ):
        _numeric, _symbolic = _build(_parts)
        _numeric.__name__ = f"{_kind}_{_rate}_numeric"
        _symbolic.__name__ = f"{_kind}_{_rate}_symbolic"
        _numeric.__doc__ = f"{_kind.capitalize()} {_short} = {_formula}."
        register(
            f"{_kind}_{_rate}",
            numeric=_numeric,
            symbolic=_symbolic,
            formula=f"{_kind} {_short} = {_formula}",
            description=f"{_how.capitalize()} {_short}.",
            references=(FIG10 + f" ({_kind} {_short})",),
            value_range=(0, 1),
            higher_is_better=_higher,
            undefined=f"NaN when a denominator of {_formula} is 0",
        )


# --- per-class accuracy and error rate -------------------------------------------------


def macro_accuracy_numeric(m):
    r"""Average per-class accuracy, :math:`\mathrm{Acc}_M = \frac1n \sum_j \frac{TP_j + TN_j}{N}`.

    For single-label data :math:`\mathrm{Acc}_M = 1 - 2(1 - \mathrm{Acc})/n`: every error
    is one FP and one FN.
    """
    tp, _, _, tn = class_counts(m)
    return ratio(tp + tn, total(m)[..., None]).mean(-1)


def macro_accuracy_symbolic(M):
    return s_mean([(tp + tn) / s_total(M) for tp, _, _, tn in _s_classes(M)])


register(
    "macro_accuracy",
    numeric=macro_accuracy_numeric,
    symbolic=macro_accuracy_symbolic,
    formula="Acc_M = 1/n Σ_j (TP_j + TN_j) / (TP_j + TN_j + FP_j + FN_j) = 1 − 2(1 − Acc)/n",
    description="Mean over classes of the one-vs-rest accuracy ('average accuracy').",
    references=(FIG10 + " (Acc_M)",),
    value_range=(0, 1),
    undefined="NaN when N = 0",
)


def macro_error_rate_numeric(m):
    r"""Average per-class error rate, :math:`\mathrm{ERR}_M = 1 - \mathrm{Acc}_M = \frac1n \sum_j \frac{FP_j + FN_j}{N}`."""
    return 1 - macro_accuracy_numeric(m)


def macro_error_rate_symbolic(M):
    return 1 - macro_accuracy_symbolic(M)


register(
    "macro_error_rate",
    numeric=macro_error_rate_numeric,
    symbolic=macro_error_rate_symbolic,
    formula="ERR_M = 1 − Acc_M = 1/n Σ_j (FP_j + FN_j) / N",
    description="Mean over classes of the one-vs-rest error rate.",
    references=(FIG10 + " (ERR_M)",),
    value_range=(0, 1),
    higher_is_better=False,
    undefined="NaN when N = 0",
)
