"""The metrics of Sebastiani, "An Axiomatically Derived Measure for the Evaluation of
Classification Algorithms" (ICTIR 2015): the binary rates of Table 1, the binary measures
of Table 2, the F-beta / E-alpha family, the measure K (Eq. 5, Eq. 10) and its
cost-sensitive (ordinal) version (Eq. 11).

Binary metrics take ``m = [[TP, FP], [FN, TN]]`` (rows = predictions, index 0 = the
positive class), with ``AP = TP + FN``, ``AN = FP + TN``, ``PP = TP + FP``,
``PN = FN + TN``. Recall is ``ρ = TP/AP``, specificity ``σ = TN/AN``, precision
``π = TP/PP``. Accuracy and the binary MCC are the registered ``accuracy`` and ``mcc``.
"""

import math
import numbers

import numpy as np
import sympy

from .._counts import prevalence, ratio
from ..bridge import exact_number
from .._registry import make_metric, register
from ..errors import InvalidMatrixError, UsageError
from ..structure import ClassSums
from ._sym import s_prevalence
from .sebastiani_costs import cost_sensitive_contribution as cost_sensitive_contribution
from .sebastiani_costs import cost_weights, k_from_hits, ordinal_costs as ordinal_costs, symbolic_k

SEBASTIANI_2015 = "Sebastiani 2015"


def _cells(m):
    """``(TP, FP, FN, TN)`` of ``m = [[TP, FP], [FN, TN]]``: a numpy batch or a sympy.Matrix."""
    if isinstance(m, sympy.MatrixBase):
        return m[0, 0], m[0, 1], m[1, 0], m[1, 1]
    return m[..., 0, 0], m[..., 0, 1], m[..., 1, 0], m[..., 1, 1]


# --- Table 1: the eight binary rates -------------------------------------------------
# Each is one cell over the sum of itself and one adjacent cell of the same row or column.

_CELL = {"TP": 0, "FP": 1, "FN": 2, "TN": 3}

#: name, numerator, other cell of the denominator, formula, description, higher is
#: better, aliases, when undefined
TABLE1 = (
    ("recall", "TP", "FN", "ρ = TP / (TP + FN)", "Share of the positive items that are predicted positive.",
     True, ("tpr", "sensitivity"), "AP = 0 (no positive item)"),
    ("fnr", "FN", "TP", "FNR = FN / (TP + FN) = 1 − ρ", "Share of the positive items that are predicted negative.",
     False, ("miss_rate",), "AP = 0 (no positive item)"),
    ("precision", "TP", "FP", "π = TP / (TP + FP)", "Share of the items predicted positive that are positive.",
     True, ("ppv",), "PP = 0 (nothing predicted positive)"),
    ("fdr", "FP", "TP", "FDR = FP / (TP + FP) = 1 − π", "Share of the items predicted positive that are negative.",
     False, (), "PP = 0 (nothing predicted positive)"),
    ("fallout", "FP", "TN", "φ = FP / (FP + TN) = 1 − σ", "Share of the negative items that are predicted positive.",
     False, ("fpr",), "AN = 0 (no negative item)"),
    ("specificity", "TN", "FP", "σ = TN / (FP + TN)", "Share of the negative items that are predicted negative.",
     True, ("tnr",), "AN = 0 (no negative item)"),
    ("npv", "TN", "FN", "NPV = TN / (FN + TN)", "Share of the items predicted negative that are negative.",
     True, (), "PN = 0 (nothing predicted negative)"),
    ("elusion", "FN", "TN", "ε = FN / (FN + TN) = 1 − NPV", "Share of the items predicted negative that are positive.",
     False, ("false_omission_rate",), "PN = 0 (nothing predicted negative)"),
)


def _simple_rate(numerator, other, formula):
    """Numeric and symbolic forms of ``numerator / (numerator + other)`` (Table 1)."""
    i, j = _CELL[numerator], _CELL[other]

    def numeric(m):
        cells = _cells(m)
        return ratio(cells[i], cells[i] + cells[j])

    def symbolic(M):
        cells = _cells(M)
        return cells[i] / (cells[i] + cells[j])

    numeric.__doc__ = f"{formula} (Sebastiani 2015, Table 1); NaN when the denominator is 0."
    return numeric, symbolic


for _name, _num, _other, _formula, _description, _higher, _aliases, _undefined in TABLE1:
    _numeric, _symbolic = _simple_rate(_num, _other, _formula)
    register(
        _name,
        numeric=_numeric,
        symbolic=_symbolic,
        binary=True,
        formula=_formula,
        description=_description,
        references=(f"{SEBASTIANI_2015}, Table 1",),
        value_range=(0, 1),
        higher_is_better=_higher,
        aliases=_aliases,
        undefined=f"NaN when {_undefined}",
    )


# --- Table 2: binary measures ----------------------------------------------------------


def dor_numeric(m):
    r"""Diagnostic odds ratio, :math:`\mathrm{DOR} = \frac{TP \cdot TN}{FP \cdot FN}`."""
    tp, fp, fn, tn = _cells(m)
    return ratio(tp * tn, fp * fn)


def dor_symbolic(M):
    tp, fp, fn, tn = _cells(M)
    return tp * tn / (fp * fn)


register(
    "dor",
    numeric=dor_numeric,
    symbolic=dor_symbolic,
    binary=True,
    formula="DOR = TP·TN / (FP·FN)",
    description="Diagnostic odds ratio: odds of a positive prediction for positives over that for negatives.",
    references=(f"{SEBASTIANI_2015}, Table 2",),
    value_range=(0, math.inf),
    aliases=("diagnostic_odds_ratio",),
    undefined="NaN when FP·FN = 0 (the odds ratio is infinite or 0/0)",
)


def lam_numeric(m):
    r"""Logistic average misclassification (LAM%).

    .. math::

        \mathrm{LAM} = \mathrm{logit}^{-1}\Big(\frac{\mathrm{logit}(\mathrm{FPR})
                       + \mathrm{logit}(\mathrm{FNR})}{2}\Big) = \frac{s}{1 + s},
        \qquad s = \sqrt{\frac{FP \cdot FN}{TP \cdot TN}},

    since :math:`\mathrm{logit}(\mathrm{FPR}) = \log(FP/TN)` and
    :math:`\mathrm{logit}(\mathrm{FNR}) = \log(FN/TP)`.
    """
    tp, fp, fn, tn = _cells(m)
    s = np.sqrt(ratio(fp * fn, tp * tn))
    return s / (1 + s)


def lam_symbolic(M):
    tp, fp, fn, tn = _cells(M)
    s = sympy.sqrt(fp * fn / (tp * tn))
    return s / (1 + s)


register(
    "lam",
    numeric=lam_numeric,
    symbolic=lam_symbolic,
    binary=True,
    formula="LAM = logit⁻¹((logit FPR + logit FNR)/2) = s/(1+s), s = sqrt(FP·FN / (TP·TN))",
    description="Logistic average misclassification (LAM%): the error rates FPR and FNR averaged on the logit scale.",
    references=(f"{SEBASTIANI_2015}, Table 2",),
    value_range=(0, 1),
    higher_is_better=False,
    aliases=("logistic_average_misclassification",),
    undefined="NaN when TP·TN = 0 (a logit is infinite); 0 when FP·FN = 0 < TP·TN",
)


def asp_numeric(m):
    r"""Average set precision, :math:`\mathrm{ASP} = \frac{TP^2}{AP \cdot PP} = \pi \rho`."""
    tp, fp, fn, tn = _cells(m)
    return ratio(tp * tp, (tp + fn) * (tp + fp))


def asp_symbolic(M):
    tp, fp, fn, tn = _cells(M)
    return tp**2 / ((tp + fn) * (tp + fp))


register(
    "asp",
    numeric=asp_numeric,
    symbolic=asp_symbolic,
    binary=True,
    formula="ASP = TP² / (AP·PP)",
    description="Average set precision: the product of precision and recall.",
    references=(f"{SEBASTIANI_2015}, Table 2",),
    value_range=(0, 1),
    aliases=("average_set_precision",),
    undefined="NaN when AP = 0 or PP = 0",
)


# --- The F-beta / E-alpha family -------------------------------------------------------


def _finite_float(value):
    """Whether ``value`` (a real number: a Fraction may be beyond float64) is a finite float64."""
    try:
        return math.isfinite(value)
    except OverflowError:
        return False


def check_real(name, value, low, high=math.inf):
    """``value`` if it is a finite real number in ``[low, high]``, else :class:`UsageError`."""
    if (
        isinstance(value, bool)
        or not isinstance(value, numbers.Real)
        or not _finite_float(value)
        or not low <= value <= high
    ):
        bounds = f"{low} <= {name} <= {high}" if math.isfinite(high) else f"{name} >= {low}"
        raise UsageError(f"{name}={value!r} is not supported; accepted: a finite real number {bounds}")
    return value


def f_beta(beta):
    r"""Van Rijsbergen's F-beta of the positive class (Sebastiani §4.1 defines F1 = 1 − E_1/2, Eq. 2, from E-alpha).

    .. math:: F_\beta = \frac{(1+\beta^2)\,TP}{(1+\beta^2)\,TP + \beta^2 FN + FP},

    the weighted harmonic mean of precision and recall; recall counts ``β`` times as much
    as precision. ``F_0`` is precision. Returns an unregistered Metric.
    """
    beta = check_real("beta", beta, 0, 1e150)  # β² and (1 + β²)·TP stay finite float64
    b2 = float(beta) ** 2
    sb2 = exact_number(beta) ** 2

    def numeric(m):
        tp, fp, fn, tn = _cells(m)
        return ratio((1 + b2) * tp, (1 + b2) * tp + b2 * fn + fp)

    def symbolic(M):
        tp, fp, fn, tn = _cells(M)
        return (1 + sb2) * tp / ((1 + sb2) * tp + sb2 * fn + fp)

    return make_metric(
        f"f_beta_{float(beta):g}",
        numeric=numeric,
        symbolic=symbolic,
        binary=True,
        formula=f"F_{float(beta):g} = (1+β²)TP / ((1+β²)TP + β²FN + FP), β = {float(beta):g}",
        description=f"F-measure of the positive class with β = {float(beta):g}.",
        references=(f"{SEBASTIANI_2015}, Eq. 1, 2 (E_α, and F1 = 1 − E_1/2; F_β = 1 − E_α at α = 1/(1+β²))",),
        value_range=(0, 1),
        parameters={"beta": beta},
        undefined="NaN when TP = FP = FN = 0 (only true negatives); 0 when TP = 0 otherwise",
    )


def e_alpha(alpha):
    r"""Van Rijsbergen's effectiveness E-alpha, an error measure (lower is better).

    .. math::

        E_\alpha = 1 - \frac{1}{\alpha/\pi + (1-\alpha)/\rho}
                 = 1 - \frac{TP}{\alpha\,PP + (1-\alpha)\,AP},

    so :math:`E_\alpha = 1 - F_\beta` with :math:`\alpha = 1/(1+\beta^2)`
    (:math:`E_{1/2} = 1 - F_1`); ``α = 1`` weighs precision only, ``α = 0`` recall only.
    Returns an unregistered Metric.
    """
    alpha = check_real("alpha", alpha, 0, 1)
    a = float(alpha)
    sa = exact_number(alpha)

    def numeric(m):
        tp, fp, fn, tn = _cells(m)
        return 1 - ratio(tp, a * (tp + fp) + (1 - a) * (tp + fn))

    def symbolic(M):
        tp, fp, fn, tn = _cells(M)
        return 1 - tp / (sa * (tp + fp) + (1 - sa) * (tp + fn))

    return make_metric(
        f"e_alpha_{a:g}",
        numeric=numeric,
        symbolic=symbolic,
        binary=True,
        formula=f"E_{a:g} = 1 − TP / (α PP + (1−α) AP), α = {a:g}",
        description=f"Van Rijsbergen's E (error, 1 − weighted harmonic mean of precision and recall), α = {a:g}.",
        references=(f"{SEBASTIANI_2015}, Eq. 1",),
        value_range=(0, 1),
        higher_is_better=False,
        parameters={"alpha": alpha},
        undefined="NaN when α·PP + (1−α)·AP = 0; 1 when TP = 0 otherwise",
    )


for _beta, _name in ((1, "f1"), (2, "f2"), (0.5, "f05")):
    _m = f_beta(_beta)
    register(
        _name,
        numeric=_m.numeric,
        symbolic=_m.symbolic,
        binary=True,
        formula=_m.formula,
        description=_m.description,
        references=_m.references,
        value_range=(0, 1),
        parameters={"beta": _beta},
        undefined=_m.undefined,
    )


# --- K (Eq. 5, Eq. 10) and its cost-sensitive version (Eq. 11) -------------------------



def occurring_recall(c, r, t, N):
    r"""Class j's recall :math:`\rho_j = m_{jj}/\mathrm{prevalence}(j)` when the class occurs, else 0 (left out).

    Summed over classes and divided by :math:`|C^+|` (:func:`occurs`), Sebastiani's K (Eq. 10; Eq. 5 for n = 2):

    .. math::

        K = \frac{n}{n-1} \cdot \frac{1}{|C^+|} \sum_{j \in C^+} \rho_j - \frac{1}{n-1},
        \qquad C^+ = \{j : \mathrm{prevalence}(j) > 0\}.

    For n = 2: :math:`K = \rho + \sigma - 1` if AP, AN > 0, :math:`2\sigma - 1` if
    AP = 0 and :math:`2\rho - 1` if AN = 0.
    """
    return sympy.Piecewise((c / t, t > 0), (0, True))


def occurs(c, r, t, N):
    """1 when the class occurs (prevalence > 0), else 0: summed, :math:`|C^+|`."""
    return sympy.Piecewise((1, t > 0), (0, True))


register(
    "sebastiani_k",
    structure=ClassSums(lambda R, C, N, n: n / (n - 1) * R / C - 1 / (n - 1), {"R": occurring_recall, "C": occurs}),
    formula="K = n/(n−1) · mean_{j: AP_j>0} m_jj/AP_j − 1/(n−1); n = 2: ρ + σ − 1 (2σ − 1 if AP = 0, 2ρ − 1 if AN = 0)",
    description=(
        "Sebastiani's axiomatically derived K: the mean recall over the classes that occur, "
        "rescaled so that trivial classifiers score 0, perfect 1 and (n = 2) the pervert −1."
    ),
    references=(f"{SEBASTIANI_2015}, Eq. 5, Eq. 10",),
    value_range=(-1, 1),
    undefined="NaN only for an all-zero matrix; classes that never occur are left out of the mean",
)


def cost_sensitive_k(cost, error="AE", name=None):
    r"""Cost-sensitive (e.g. ordinal) K of Sebastiani Eq. 11.

    .. math::

        \rho_j = \frac{1}{\mathrm{prevalence}(j)} \sum_i m_{ij}
                 \Big(1 - \frac{E(i, j)}{\max_x E(x, j)}\Big),
        \qquad E = \Delta \ (\text{AE}) \text{ or } \Delta^2 \ (\text{SE}),

    and K as in Eq. 10 with these recalls. ``cost[i][j]`` = Δ(i, j) is the cost of
    predicting class i for an item of true class j (zero diagonal). Unit costs give
    ``sebastiani_k``. Returns an unregistered Metric defined on n x n matrices only, named ``name`` (by default
    ``cost_sensitive_k_AE`` or ``_SE``: give two cost matrices two names to compare them in one report).
    """
    weights = cost_weights(cost, error)
    n = len(weights)
    w = np.array([[float(x) for x in row] for row in weights])
    sw = sympy.Matrix(n, n, lambda i, j: sympy.Rational(weights[i][j]))

    def check(classes):
        if classes != n:
            raise InvalidMatrixError(
                f"this cost-sensitive K has a {n}x{n} cost matrix and needs n={n} classes; got n={classes}"
            )

    def numeric(m):
        check(m.shape[-1])
        return k_from_hits((m * w).sum(-2), prevalence(m))

    def symbolic(M):
        check(M.shape[0])
        hits = [sympy.Add(*[M[i, j] * sw[i, j] for i in range(n)]) for j in range(n)]
        return symbolic_k(hits, [s_prevalence(M, j) for j in range(n)])

    return make_metric(
        name or f"cost_sensitive_k_{error}",
        numeric=numeric,
        symbolic=symbolic,
        formula="K (Eq. 10) with ρ_j = Σ_i m_ij (1 − E(i,j)/max_x E(x,j)) / prevalence(j), "
        + ("E = Δ" if error == "AE" else "E = Δ²"),
        description=f"Cost-sensitive K with {error} error over a {n}x{n} cost matrix.",
        references=(f"{SEBASTIANI_2015}, Eq. 11",),
        value_range=(-1, 1),
        parameters={"cost": tuple(map(tuple, np.asarray(cost).tolist())), "error": error},
        min_classes=n,
        undefined="NaN only for an all-zero matrix; classes that never occur are left out of the mean",
    )
