"""The candidate forms :mod:`metrics.identify` compares a metric's code with: the averages, agreement coefficients and
sums users write, each with the conventions for an undefined per-class score that scikit-learn's ``zero_division``
offers (undefined, 0 or 1). Each is ``(description, the text to paste, the form)``; :func:`candidates` lists them
in the order they are tried.
"""

from functools import lru_cache
from itertools import product
from typing import Any

import sympy

from .ordinal import WeightedKappa
from .structure import COUNTS, ClassMean, ClassSums, Structure, WeightedMean

__all__ = ["PASTE_PREAMBLE", "Form", "SCORES", "candidates"]

_c, _r, _t, _N = COUNTS

#: The Python line that makes the names of a candidate's ``paste`` text available (sympy's functions, the
#: structures, and the per-class counts c, r, t, N).
PASTE_PREAMBLE = ("from sympy import Eq, Max, Piecewise, sqrt; "
                  "from metrics.structure import COUNTS, ClassMean, ClassSums, WeightedMean; c, r, t, N = COUNTS; "
                  "from metrics.ordinal import WeightedKappa")

#: A candidate form: a structure, or an exact form at each n that reads the classes' order (no structure).
Form = Structure | WeightedKappa

#: Per-class scores g(c, r, t, N) of the macro and weighted candidates (c correct, r predicted,
#: t true items of the class, N items in all).
SCORES = {
    "recall": _c / _t,
    "precision": _c / _r,
    "F1": 2 * _c / (_r + _t),
    "F2": 5 * _c / (_r + 4 * _t),
    "F0.5": 5 * _c / (4 * _r + _t),
    "Jaccard": _c / (_r + _t - _c),
    "specificity": (_N - _r - _t + _c) / (_N - _t),
    "NPV": (_N - _r - _t + _c) / (_N - _r),
    "class accuracy": (_N - _r - _t + 2 * _c) / _N,
    "balanced class accuracy (AUC of one class)": (_c / _t + (_N - _r - _t + _c) / (_N - _t)) / 2,
    "class balance accuracy": _c / sympy.Max(_r, _t),
}

def _undefined_as(expr: Any, value: "int | None") -> Any:
    """``expr`` with ``value`` where its denominator is 0 (None: left undefined)."""
    if value is None:
        return expr
    denominator = sympy.fraction(sympy.together(expr))[1]
    return expr if denominator.is_number else sympy.Piecewise((value, sympy.Eq(denominator, 0)), (expr, True))


def _ratio(numerator: Any, denominator: Any, value: "int | None") -> Any:
    """numerator / denominator, with ``value`` where the denominator is 0 (None: left undefined); a
    formula in its parts, so that it reads the same on symbols and on numbers."""
    quotient = numerator / denominator
    return quotient if value is None else sympy.Piecewise((value, sympy.Eq(denominator, 0)), (quotient, True))


def _occurs(value: Any) -> Any:
    """``value`` for a class that occurs among the true labels, 0 for one that does not."""
    return sympy.Piecewise((0, sympy.Eq(_t, 0)), (value, True))


#: The sums D, RT, RR, TT and N, n as the pasted outer functions name them.
_D, _RT, _RR, _TT, _Nsum, _n = sympy.symbols("D RT RR TT N n")


def _sums_candidates() -> list[tuple[str, str, Structure]]:
    def kappa(D: Any, RT: Any, N: Any, n: Any, value: Any = None) -> Any:
        return _ratio(D * N - RT, N * N - RT, value)

    def mcc(D: Any, RT: Any, RR: Any, TT: Any, N: Any, n: Any, value: Any = None) -> Any:
        return _ratio(D * N - RT, sympy.sqrt((N * N - RR) * (N * N - TT)), value)

    def scott_pi(D: Any, Q: Any, N: Any, n: Any) -> Any:
        return (4 * N * D - Q) / (4 * N * N - Q)

    def gwet_ac1(D: Any, Q: Any, N: Any, n: Any) -> Any:
        chance = (1 - Q / (4 * N * N)) / (n - 1)
        return (D / N - chance) / (1 - chance)

    chance = {"D": _c, "RT": _r * _t}
    mean_margins = {"D": _c, "Q": (_r + _t) ** 2}
    squares = {**chance, "RR": _r * _r, "TT": _t * _t}
    occurring = {"R": _occurs(_c / _t), "C": _occurs(sympy.Integer(1))}
    out: list[tuple[str, str, Structure]] = [
        ("accuracy D/N (micro precision, recall and F1)", "ClassSums(lambda D, N, n: D / N, {'D': c})",
         ClassSums(lambda D, N, n: D / N, {"D": _c})),
        ("error rate 1 - D/N (Hamming, zero-one loss)", "ClassSums(lambda D, N, n: 1 - D / N, {'D': c})",
         ClassSums(lambda D, N, n: 1 - D / N, {"D": _c})),
        ("Bennett's S (n D/N - 1)/(n - 1)", "ClassSums(lambda D, N, n: (n * D / N - 1) / (n - 1), {'D': c})",
         ClassSums(lambda D, N, n: (n * D / N - 1) / (n - 1), {"D": _c})),
        ("Scott's pi", "ClassSums(lambda D, Q, N, n: (4 * N * D - Q) / (4 * N * N - Q), {'D': c, 'Q': (r + t) ** 2})",
         ClassSums(scott_pi, mean_margins)),
        ("Gwet's AC1", "ClassSums(lambda D, Q, N, n: (D / N - (1 - Q / (4 * N * N)) / (n - 1)) "
         "/ (1 - (1 - Q / (4 * N * N)) / (n - 1)), "
         "{'D': c, 'Q': (r + t) ** 2})", ClassSums(gwet_ac1, mean_margins)),
        ("micro Jaccard D/(2N - D)", "ClassSums(lambda D, N, n: D / (2 * N - D), {'D': c})",
         ClassSums(lambda D, N, n: D / (2 * N - D), {"D": _c})),
        ("balanced accuracy over the classes that occur",
         "ClassSums(lambda R, C, N, n: R / C, "
         "{'R': Piecewise((0, Eq(t, 0)), (c / t, True)), 'C': Piecewise((0, Eq(t, 0)), (1, True))})",
         ClassSums(lambda R, C, N, n: R / C, occurring)),
        ("adjusted balanced accuracy over the classes that occur",
         "ClassSums(lambda R, C, N, n: (R - 1) / (C - 1), "
         "{'R': Piecewise((0, Eq(t, 0)), (c / t, True)), 'C': Piecewise((0, Eq(t, 0)), (1, True))})",
         ClassSums(lambda R, C, N, n: (R - 1) / (C - 1), occurring)),
    ]
    for value in (None, 0):
        where = "" if value is None else f", {value} where undefined"
        out.append((f"Cohen's kappa{where}",
                    f"ClassSums(lambda D, RT, N, n: {kappa(_D, _RT, _Nsum, _n, value)}, {{'D': c, 'RT': r * t}})",
                    ClassSums(lambda D, RT, N, n, value=value: kappa(D, RT, N, n, value), chance)))
        out.append((f"MCC{where}", f"ClassSums(lambda D, RT, RR, TT, N, n: {mcc(_D, _RT, _RR, _TT, _Nsum, _n, value)}, "
                    "{'D': c, 'RT': r * t, 'RR': r * r, 'TT': t * t})",
                    ClassSums(lambda D, RT, RR, TT, N, n, value=value: mcc(D, RT, RR, TT, N, n, value), squares)))
    return out


def _mean_candidates() -> list[tuple[str, str, Structure]]:
    out: list[tuple[str, str, Structure]] = []
    for (average, kind), (name, g), value in product((("macro", ClassMean), ("weighted", WeightedMean)), SCORES.items(),
                                                     (None, 0, 1)):
        score = _undefined_as(g, value)
        if value is not None and score == g:
            continue  # no denominator that can vanish but N: the convention changes nothing
        where = "" if value is None else f", {value} where undefined"
        out.append((f"{average} mean of {name} {g}{where}", f"{kind.__name__}({score})", kind(score)))
    return out + _defined_mean_candidates()


def _where_defined(g: Any, value: Any) -> Any:
    """``value`` for a class whose score g is defined, 0 for one whose denominator is 0."""
    denominator = sympy.fraction(sympy.together(g))[1]
    return sympy.Piecewise((0, sympy.Eq(denominator, 0)), (value, True))


def _defined_mean_candidates() -> list[tuple[str, str, Structure]]:
    r"""The means over the classes whose score is defined (scikit-learn's ``zero_division=np.nan``, whose averages
    leave undefined scores out), K the classes where g's denominator is not 0: :math:`\sum_{k \in K} g_k / |K|`, and
    :math:`\sum_{k \in K} t_k g_k / \sum_{k \in K} t_k`, the plain mean over K where those weights are all 0
    (scikit-learn's ``_nanaverage``)."""
    out: list[tuple[str, str, Structure]] = []
    for name, g in SCORES.items():
        if sympy.fraction(sympy.together(g))[1].free_symbols <= {_N}:
            continue  # defined wherever N > 0: the plain means
        sums = {"S": _where_defined(g, _t * g), "W": _where_defined(g, _t), "M": _where_defined(g, g),
                "C": _where_defined(g, sympy.Integer(1))}
        macro = {"M": sums["M"], "C": sums["C"]}
        out.append((f"macro mean of {name} {g} over the classes where it is defined",
                    f"ClassSums(lambda M, C, N, n: M / C, {{'M': {macro['M']}, 'C': {macro['C']}}})",
                    ClassSums(lambda M, C, N, n: M / C, macro)))
        out.append((f"weighted mean of {name} {g} over the classes where it is defined "
                    "(their plain mean where their weights are 0)",
                    f"ClassSums(lambda S, W, M, C, N, n: Piecewise((M / C, Eq(W, 0)), (S / W, True)), "
                    f"{{'S': {sums['S']}, 'W': {sums['W']}, 'M': {sums['M']}, 'C': {sums['C']}}})",
                    ClassSums(_weighted_or_plain, sums)))
    return out


def _weighted_or_plain(S: Any, W: Any, M: Any, C: Any, N: Any, n: Any) -> Any:
    """S/W, or M/C where the weights W are 0 (scikit-learn's ``_nanaverage``)."""
    return sympy.Piecewise((M / C, sympy.Eq(W, 0)), (S / W, True))


def _ordinal_candidates() -> list[tuple[str, str, Form]]:
    """Cohen's weighted kappa, linear and quadratic (scikit-learn's ``weights=``): no structure, an exact form."""
    return [(WeightedKappa(q).describe(), f"WeightedKappa({q})", WeightedKappa(q)) for q in (1, 2)]


@lru_cache(maxsize=1)
def candidates() -> "tuple[tuple[str, str, Form], ...]":
    """``(description, the form to paste, the form)`` of every candidate, in the order they are tried."""
    return tuple([*_sums_candidates(), *_mean_candidates(), *_ordinal_candidates()])
