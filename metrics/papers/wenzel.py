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

from .._registry import register
from ..structure import ClassMean, ClassSums, Combined, WeightedMean
from .opitz import ACCURACY, harmonic, precision

WENZEL = "Wenzel, Metrics for Multi-class and Multi-label Classification"
FIG10 = WENZEL + ", Figure 10"


# --- weighted precision, recall and F1 of averages ------------------------------------


WEIGHTED_PRECISION = WeightedMean(precision)

register(
    "weighted_precision",
    structure=WEIGHTED_PRECISION,
    formula="p_w = 1/N Σ_j n_j TP_j / (TP_j + FP_j), n_j = prevalence(j)",
    description="Class precisions weighted by class prevalence (scikit-learn's average='weighted').",
    references=(FIG10 + " (p_w)",),
    value_range=(0, 1),
    undefined="NaN when a class is never predicted (its precision is undefined, even with weight n_j = 0)",
)

# weighted recall r_w = 1/N Σ_j n_j TP_j/(TP_j+FN_j) = Σ_j TP_j / N is accuracy: registered as its alias.


register(
    "weighted_f1_of_averages",
    structure=Combined(harmonic, (WEIGHTED_PRECISION, ACCURACY)),
    formula="F1w' = 2 p_w r_w / (p_w + r_w), r_w = accuracy",
    description="Harmonic mean of weighted precision and weighted recall (Wenzel's 𝔽1w).",
    references=(FIG10 + " (𝔽1w)",),
    value_range=(0, 1),
    undefined="NaN when p_w is undefined or p_w = r_w = 0",
)


# --- per-class one-vs-rest rates, macro- and micro-averaged ----------------------------

# name -> (short name, per-class (numerator, denominator) of TP = c, FP = r − c, FN = t − c,
#          TN = N − r − t + c, per-class formula, micro formula, higher_is_better)
_RATES = {
    "specificity": ("TNR", lambda c, r, t, N: (N - r - t + c, N - t), "TN_j/(TN_j + FP_j)", "ΣTN/Σ(TN + FP)", True),
    "fpr": ("FPR", lambda c, r, t, N: (r - c, N - t), "FP_j/(FP_j + TN_j)", "ΣFP/Σ(FP + TN)", False),
    "fnr": ("FNR", lambda c, r, t, N: (t - c, t), "FN_j/(FN_j + TP_j)", "ΣFN/Σ(FN + TP)", False),
    "npv": ("NPV", lambda c, r, t, N: (N - r - t + c, N - r), "TN_j/(TN_j + FN_j)", "ΣTN/Σ(TN + FN)", True),
}


#: Where Wenzel defines each rate (binary, §3.1.x) and says it is averaged over classes as recall or precision is
#: (§3.2.x); Figure 10 has no column for them.
_SECTIONS = {"specificity": "§3.1.1, §3.2.1", "fpr": "§3.1.2, §3.2.1", "fnr": "§3.1.2, §3.2.1", "npv": "§3.1.3, §3.2.2"}


def _macro_rate(parts):
    """The macro average of the per-class rate ``numerator / denominator``."""

    def rate(c, r, t, N):
        num, den = parts(c, r, t, N)
        return num / den

    return ClassMean(rate)


def _micro_rate(parts):
    """The micro average ``Σ numerator / Σ denominator`` over classes."""
    return ClassSums(lambda A, B, N, n: A / B,
                     {"A": lambda *counts: parts(*counts)[0], "B": lambda *counts: parts(*counts)[1]})


for _rate, (_short, _parts, _per_class, _micro, _higher) in _RATES.items():
    for _kind, _build, _formula, _how in (
        ("macro", _macro_rate, f"1/n Σ_j {_per_class}", "unweighted mean over classes of the one-vs-rest"),
        ("micro", _micro_rate, _micro, "per-class counts summed over classes, then the one-vs-rest"),
    ):
        register(
            f"{_kind}_{_rate}",
            structure=_build(_parts),
            formula=f"{_kind} {_short} = {_formula}",
            description=f"{_how.capitalize()} {_short}.",
            references=(WENZEL + f", {_SECTIONS[_rate]} ({_kind} {_short}: defined for two classes, averaged as recall "
                                 "and precision are)",),
            value_range=(0, 1),
            higher_is_better=_higher,
            undefined=f"NaN when a denominator of {_formula} is 0",
        )


# --- per-class accuracy and error rate -------------------------------------------------


def class_accuracy(c, r, t, N):
    r"""One-vs-rest accuracy of a class, :math:`(TP_j + TN_j) / N = (2c + N - r - t) / N`.

    Averaged over classes (single-label data): :math:`\mathrm{Acc}_M = 1 - 2(1 - \mathrm{Acc})/n`,
    since every error is one FP and one FN.
    """
    return (2 * c + N - r - t) / N


MACRO_ACCURACY = ClassMean(class_accuracy)


register(
    "macro_accuracy",
    structure=MACRO_ACCURACY,
    formula="Acc_M = 1/n Σ_j (TP_j + TN_j) / (TP_j + TN_j + FP_j + FN_j) = 1 − 2(1 − Acc)/n",
    description="Mean over classes of the one-vs-rest accuracy ('average accuracy').",
    references=(FIG10 + " (Acc_M)",),
    value_range=(0, 1),
    undefined="NaN when N = 0",
)


def class_error_rate(c, r, t, N):
    r"""One-vs-rest error rate of a class, :math:`(FP_j + FN_j) / N = 1 - (TP_j + TN_j) / N`."""
    return 1 - class_accuracy(c, r, t, N)


register(
    "macro_error_rate",
    structure=ClassMean(class_error_rate),
    formula="ERR_M = 1 − Acc_M = 1/n Σ_j (FP_j + FN_j) / N",
    description="Mean over classes of the one-vs-rest error rate.",
    references=(FIG10 + " (ERR_M)",),
    value_range=(0, 1),
    higher_is_better=False,
    undefined="NaN when N = 0",
)
