r"""Binary scores of forecast verification (meteorology): the equitable threat score, the odds
ratio skill score and the symmetric extremal dependence score.

Forecast verification writes the 2 x 2 contingency table as hits ``a``, false alarms ``b``,
misses ``c`` and correct rejections ``d``; in our orientation
``m = [[TP, FP], [FN, TN]] = [[a, b], [c, d]]`` (rows = forecasts, columns = observations,
the event first), ``N = a + b + c + d``.
"""

import numpy as np
import sympy

from .._counts import ratio
from .._registry import register

GILBERT = ("Gilbert 1884, Finley's tornado predictions (American Meteorological Journal 1); the equitable threat "
           "score of Schaefer 1990 (Weather and Forecasting 5)")
STEPHENSON = "Stephenson 2000, Use of the 'odds ratio' for diagnosing forecast skill (Weather and Forecasting 15)"
HOGAN = "Hogan, O'Connor & Illingworth 2009, Verification of cloud-fraction forecasts (Q. J. R. Meteorol. Soc. 135)"
FERRO = "Ferro & Stephenson 2011, Extremal dependence indices (Weather and Forecasting 26)"
HOGAN_2010 = "Hogan, Ferro, Jolliffe & Stephenson 2010, Equitability revisited (Weather and Forecasting 25)"


def ets_numeric(m):
    r"""Equitable threat score (Gilbert skill score).

    .. math::

        \mathrm{ETS} = \frac{TP - TP_r}{TP + FP + FN - TP_r},
        \qquad TP_r = \frac{(TP + FP)(TP + FN)}{N}
        \;=\; \frac{TP\cdot TN - FP\cdot FN}{TP\cdot TN - FP\cdot FN + N\,(FP + FN)},

    the threat score (critical success index) with the hits a random forecast with the same
    forecast and observed frequencies would score removed.
    """
    tp, fp, fn, tn = m[..., 0, 0], m[..., 0, 1], m[..., 1, 0], m[..., 1, 1]
    det = tp * tn - fp * fn
    return ratio(det, det + (tp + fp + fn + tn) * (fp + fn))


def ets_symbolic(M):
    tp, fp, fn, tn = M[0, 0], M[0, 1], M[1, 0], M[1, 1]
    chance = (tp + fp) * (tp + fn) / (tp + fp + fn + tn)
    return (tp - chance) / (tp + fp + fn - chance)


register(
    "ets",
    numeric=ets_numeric,
    symbolic=ets_symbolic,
    binary=True,
    formula="ETS = (TP − TP_r)/(TP + FP + FN − TP_r), TP_r = (TP+FP)(TP+FN)/N",
    description="Equitable threat score (Gilbert skill score): the threat score corrected for the hits of chance.",
    references=(GILBERT, HOGAN_2010),
    value_range=(-1 / 3, 1),
    aliases=("equitable_threat_score", "gilbert_skill_score"),
    undefined="NaN when FP = FN = 0 and TP·TN = 0 (only one class, classified perfectly, or no items): 0/0",
)


def orss_numeric(m):
    r"""Odds ratio skill score (Yule's Q).

    .. math::

        \mathrm{ORSS} = \frac{TP\cdot TN - FP\cdot FN}{TP\cdot TN + FP\cdot FN}
        = \frac{\theta - 1}{\theta + 1}, \qquad \theta = \frac{TP\cdot TN}{FP\cdot FN},

    the odds ratio θ mapped onto [-1, 1].
    """
    tp, fp, fn, tn = m[..., 0, 0], m[..., 0, 1], m[..., 1, 0], m[..., 1, 1]
    return ratio(tp * tn - fp * fn, tp * tn + fp * fn)


def orss_symbolic(M):
    tp, fp, fn, tn = M[0, 0], M[0, 1], M[1, 0], M[1, 1]
    return (tp * tn - fp * fn) / (tp * tn + fp * fn)


register(
    "orss",
    numeric=orss_numeric,
    symbolic=orss_symbolic,
    binary=True,
    formula="ORSS = (TP·TN − FP·FN)/(TP·TN + FP·FN)",
    description="Odds ratio skill score (Yule's Q): the odds ratio θ as (θ − 1)/(θ + 1).",
    references=(STEPHENSON,),
    value_range=(-1, 1),
    aliases=("odds_ratio_skill_score", "yule_q"),
    undefined="NaN when TP·TN = FP·FN = 0",
)


def seds_numeric(m):
    r"""Symmetric extremal dependence score.

    .. math::

        \mathrm{SEDS} = \frac{\ln q - \ln H}{\ln p + \ln H}
        = \frac{\ln\frac{TP + FP}{N} + \ln\frac{TP + FN}{N}}{\ln\frac{TP}{N}} - 1,
        \qquad q = \frac{TP + FP}{N},\; p = \frac{TP + FN}{N},\; H = \frac{TP}{TP + FN},

    Hogan et al.'s (2009) form (right) and Ferro & Stephenson's (2011, Eq. 3) through the
    forecast frequency q, the base rate p and the hit rate H (left) are the same, since
    :math:`\ln p + \ln H = \ln(TP/N)`.
    """
    tp, fp, fn, tn = m[..., 0, 0], m[..., 0, 1], m[..., 1, 0], m[..., 1, 1]
    n = tp + fp + fn + tn
    with np.errstate(divide="ignore", invalid="ignore"):
        top = np.log(ratio(tp + fp, n)) - np.log(ratio(tp, tp + fn))
        bottom = np.log(ratio(tp, n))
    return np.where(tp > 0, ratio(top, bottom), np.nan)


def seds_symbolic(M):
    tp, fp, fn, tn = M[0, 0], M[0, 1], M[1, 0], M[1, 1]
    n = tp + fp + fn + tn
    return ((sympy.log((tp + fp) / n) - sympy.log(tp / (tp + fn)))
            / (sympy.log((tp + fn) / n) + sympy.log(tp / (tp + fn))))


register(
    "seds",
    numeric=seds_numeric,
    symbolic=seds_symbolic,
    binary=True,
    formula="SEDS = (ln q − ln H)/(ln p + ln H), q = (TP+FP)/N, p = (TP+FN)/N, H = TP/(TP+FN)",
    description=("Symmetric extremal dependence score: a skill score for rare events that does not degenerate as the "
                 "base rate vanishes."),
    references=(HOGAN, FERRO),
    value_range=(-1, 1),
    aliases=("symmetric_extremal_dependence_score",),
    undefined="NaN when TP = 0 (a logarithm of 0) or TP = N (0/0)",
)
