r"""PV (chance correction) for every n, re-derived from a metric's structure apart from the engine, for
:mod:`reports.verify`.

A random classifier :math:`m = s\,z p^T` (z ≥ 0 and p > 0 on the simplex, s items) gives class k the
counts :math:`c_k = s z_k p_k`, :math:`r_k = s z_k`, :math:`t_k = s p_k`, N = s. When each per-class
term of the structure is then a polynomial in :math:`(z_k, p_k)`, a sum over the classes is a
combination of the power sums :math:`P_{ab} = \sum_k z_k^a p_k^b`, with :math:`P_{00} = n` and
:math:`P_{10} = P_{01} = 1`, at **every** n. The claims:

* **PV holds, strict** (or complete): the score written in the power sums simplifies to ω(n), free
  of every :math:`P_{ab}` and of s; ω is the recorded baseline; and
  :math:`d\,(\mathrm{perfect}(n) - \omega(n)) > 0` at every integer n ≥ n₀, where perfect(n) is the
  score of the perfect classifier with one item per class (signs of a rational function of n,
  :func:`reports.every_n_claims.signs_over_integers`).
* **PV fails**: along :math:`z = p = (1 - (n-1)\varepsilon, \varepsilon, \dots, \varepsilon)` the score
  is rational in ε, its denominator is non-zero at ε = 0 for every n ≥ n₀, and its value there is
  perfect(n): random classifiers come as close to the perfect score as one likes.
"""

from typing import Any

import sympy

from metrics.structure import CLASSES, COUNTS, ClassMean, ClassSums, Combined, Group, Structure, WeightedMean
from metrics.variants import calibrated_base

from .claim_values import NOT_RECHECKABLE, RECHECKED, REFUTED, is_zero
from .value_text import read_text
from .every_n_claims import signs_over_integers
from .structure_forms import algebraic_structure

__all__ = ["pv_every_n"]

_C, _R, _T, _N = COUNTS
_Z, _P, _S = sympy.Symbol("z", nonnegative=True), sympy.Symbol("p", positive=True), sympy.Symbol("s", positive=True)
_EPS = sympy.Symbol("epsilon", positive=True)


def _power_sum(a: int, b: int) -> Any:
    return {(0, 0): CLASSES, (1, 0): sympy.Integer(1), (0, 1): sympy.Integer(1)}.get(
        (a, b), sympy.Symbol(f"P_{a}{b}", positive=True))


def _summed(term: Any, uniform: bool) -> Any:
    """Σ_k of a per-class term at the random classifier, in power sums (``uniform``: every p_k = 1/n); None when the
    term is not polynomial in (z, p)."""
    at = sympy.cancel(term.xreplace({_C: _S * _Z * _P, _R: _S * _Z, _T: _S * _P, _N: _S}).xreplace(
        {_P: 1 / CLASSES} if uniform else {}))
    if not at.is_polynomial(_Z, _P):
        return None
    poly = sympy.Poly(at, _Z, _P)
    return sympy.Add(*[coeff * _power_sum(a, b) for (a, b), coeff in poly.terms()])


def _at_random(structure: Structure, uniform: bool = False) -> Any:
    """The structure's score on every random classifier (``uniform``: those with every p_k = 1/n), in the power sums,
    s and n; None when not written so."""
    if isinstance(structure, ClassMean) and structure.p == 1:
        total = _summed(structure.score, uniform)
        return None if total is None else total / CLASSES
    if isinstance(structure, WeightedMean):  # (1/N) Σ t_k g_k = Σ p_k g_k
        return _summed(_T / _N * structure.score, uniform)
    if isinstance(structure, ClassSums):
        F, symbols = structure.outer_expression()
        totals = {symbols[name]: _summed(h, uniform) for name, h in structure.sums}
        return None if None in totals.values() else F.xreplace({**totals, _N: _S})
    if isinstance(structure, Combined):
        parts = [_at_random(part, uniform) for part in structure.parts]
        return None if None in parts else structure.outer_at(parts)
    return None


def _scored_at_random(metric: Any, structure: "Structure | None") -> "tuple[Any, Structure | None]":
    """The metric's score on every random classifier, and the structure its perfect score is read from.

    The calibrated variant of a structured metric: calibration multiplies column j of s·z pᵀ by
    N/(n t_j) = 1/(n p_j), which gives s·z·(1/n, …, 1/n)ᵀ, the random classifier of the same z and
    uniform prevalence; and the perfect classifier with one item per class is its own calibration.
    So metric~ on random classifiers is the base structure on those of uniform prevalence."""
    if getattr(metric, "structure", None) is None and getattr(metric, "calibrated_from", None) is not None:
        base = calibrated_base(metric)
        if base is not None and base.structure is not None and algebraic_structure(base.structure):
            return _at_random(base.structure, uniform=True), base.structure
    return (None, None) if structure is None else (_at_random(structure), structure)


def _perfect(structure: Structure) -> Any:
    """The perfect classifier's score with one item per class, as a function of n."""
    return sympy.simplify(structure.value([Group(1, 1, 1, CLASSES)], CLASSES, CLASSES))


def _pv_holds(metric: Any, structure: "Structure | None", every: dict) -> "tuple[str, str]":
    evidence, start = every["evidence"], every["from"]
    if evidence.get("strength") not in ("strict", "complete") or evidence.get("baseline") is None:
        return NOT_RECHECKABLE, ("a bound ω that random classifiers only approach or stay under is not re-derived "
                                 "for every n")
    score, structure = _scored_at_random(metric, structure)
    if score is None or structure is None:
        return NOT_RECHECKABLE, "a per-class term is not a polynomial in (z, p) on random classifiers"
    omega = sympy.simplify(score)
    if omega.free_symbols - {CLASSES}:
        return NOT_RECHECKABLE, f"the score on random classifiers, {omega}, is not shown free of z, p and s"
    if evidence["strength"] == "complete" and omega.has(CLASSES):
        return REFUTED, f"random classifiers score {omega}, which depends on n: not complete"
    recorded = read_text(evidence["baseline"], {"n": CLASSES})
    if not is_zero(omega - recorded):
        return REFUTED, f"random classifiers score {omega}, the report says ω = {recorded}"
    perfect = _perfect(structure)
    signs = signs_over_integers(metric.direction * (perfect - omega), CLASSES, start)
    if signs is None:
        return NOT_RECHECKABLE, f"the sign of perfect(n) − ω = {perfect} − ({omega}) is not decided for every n"
    if signs != {1}:
        return REFUTED, f"ω = {omega} is not short of the perfect score {perfect} at some n ≥ {start}"
    return RECHECKED, (f"every random classifier scores ω(n) = {omega} (power sums), "
                       f"short of the perfect {perfect} at every n ≥ {start}")


def _pv_fails(metric: Any, structure: "Structure | None", every: dict) -> "tuple[str, str]":
    if structure is None:
        return NOT_RECHECKABLE, "the path is re-derived for a structured metric only"
    if "(1 − (n−1)ε, ε, …, ε)" not in every["evidence"].get("method", ""):
        return NOT_RECHECKABLE, "only the path z = p = (1 − (n−1)ε, ε, …, ε) is re-derived for every n"
    a = 1 - (CLASSES - 1) * _EPS
    groups = [Group(_S * a**2, _S * a, _S * a, 1), Group(_S * _EPS**2, _S * _EPS, _S * _EPS, CLASSES - 1)]
    score = sympy.cancel(sympy.together(structure.value(groups, _S, CLASSES)))
    if not score.is_rational_function(_EPS, CLASSES, _S):
        return NOT_RECHECKABLE, "the score along the path is not rational in ε"
    num, den = sympy.fraction(score)
    at_zero = den.xreplace({_EPS: 0})
    signs = signs_over_integers(at_zero, CLASSES, every["from"]) if not at_zero.has(_S) else None
    if signs is None or 0 in signs:
        return NOT_RECHECKABLE, "the denominator at ε = 0 is not shown non-zero for every n"
    limit, perfect = sympy.cancel(num.xreplace({_EPS: 0}) / at_zero), _perfect(structure)
    if not is_zero(limit - perfect):
        return NOT_RECHECKABLE, f"along the path the score tends to {limit}, not the perfect {perfect}"
    return RECHECKED, (f"along z = p = (1 − (n−1)ε, ε, …, ε) the score tends to the perfect {perfect} as ε → 0+, "
                       f"at every n ≥ {every['from']}")


def pv_every_n(metric: Any, structure: "Structure | None", cell: dict, every: dict,
               obligations: list) -> "tuple[str, str]":
    """PV's every-n record re-derived (see the module docstring)."""
    return (_pv_holds if every["verdict"] == "holds" else _pv_fails)(metric, structure, every)
