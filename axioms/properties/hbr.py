r"""HBR, guaranteed high basic rates (Chicco & Jurman 2023, binary): a score near its best forces
TPR, TNR, PPV and NPV near 1.

.. math:: M(m_k) \to M^{*} \ \Longrightarrow\ \mathrm{TPR}, \mathrm{TNR}, \mathrm{PPV}, \mathrm{NPV}\,(m_k) \to 1
          \qquad\text{for every sequence of binary matrices } m_k

with :math:`M^{*} = \lim_{t\to\infty} M\big(\begin{smallmatrix}t & 1\\ 1 & t\end{smallmatrix}\big)`,
the value near-perfect classifiers approach (1 for accuracy and MCC, ∞ for the odds ratio).

**Source and reading.** Chicco & Jurman, "The Matthews correlation coefficient (MCC) should
replace the ROC AUC as the standard metric for assessing binary classification" (BioData Mining
16, 2023): a high MCC guarantees high sensitivity, specificity, precision and negative
predictive value, which a high value of other scores does not. The engine reads "high" in the
limit form above, for all four rates together (a score whose best value leaves one rate free
fails). The paper's text was not available here.

**Evidence.** A counterexample is an exact parametric family: every binary matrix whose cells
are 0, 1, t or t² (256 families), screened in float64 at t = 10⁶ and 10¹² (near M*, or approaching it), and the
candidates' limits t → ∞ computed exactly (sympy) for the :data:`~axioms.search.refute.CANDIDATES` simplest: the score's
limit is M* while a rate's limit is below 1 (accuracy on ``[[t, 1], [0, 0]]`` tends to 1 with
TNR = 0). No family found, the property is proved by a lemma where it applies: best value 1 and, for each
rate r, a certified lower bound r ≥ g(M) wherever defined with g continuous at 1 and g(1) = 1
(:data:`BOUNDS`: M, 2M − 1, (2M − 1)/(3 − 2M); kappa and macro F1 are proved so). Otherwise it
is a search (✓*): the families are a finite set, not every sequence.
"""

from collections.abc import Callable
from itertools import product
from typing import Any

import numpy as np
import sympy

from metrics import Metric, cell_symbols

from axioms.core.budget import Settings, SymbolicTimeout, time_budget
from axioms.search.refute import CANDIDATES
from axioms.core.registry import register_property
from axioms.arithmetic.signs import sign_certificate
from axioms.search.spaces import evaluate
from axioms.core.verdict import Verdict, VerdictsOf

HBR = VerdictsOf("HBR")

__all__ = ["check_hbr", "RATES", "BOUNDS"]

#: The basic rates of a binary matrix [[TP, FP], [FN, TN]], as functions of its cells.
RATES: dict[str, Callable[[Any, Any, Any, Any], Any]] = {
    "TPR": lambda tp, fp, fn, tn: tp / (tp + fn),
    "TNR": lambda tp, fp, fn, tn: tn / (tn + fp),
    "PPV": lambda tp, fp, fn, tn: tp / (tp + fp),
    "NPV": lambda tp, fp, fn, tn: tn / (tn + fn),
}

_T = sympy.Symbol("t", positive=True)
_ENTRIES = (sympy.Integer(0), sympy.Integer(1), _T, _T**2)
#: The two values of t the float64 screen evaluates each family at: a family whose score is near M* at the second,
#: or nearer than at the first (a logarithmic approach: SEDS on [[1, 0], [1, t]] is 0.95 at 10⁶, 0.975 at 10¹²),
#: is a candidate.
_LARGE = (1e6, 1e12)


def check_hbr(metric: Metric, n: int, settings: Settings, rng: np.random.Generator) -> Verdict:
    """HBR at n = 2 (see the module docstring)."""
    expr = metric.expression(2)
    if expr is None:
        return HBR.unknown("no symbolic form: the limits of a family cannot be computed exactly")
    M = cell_symbols(2)
    cells = (M[0, 0], M[0, 1], M[1, 0], M[1, 1])
    families = [f for f in product(_ENTRIES, repeat=4) if sum(1 for x in f if x != 0) >= 2]
    try:
        with time_budget(settings.symbolic_seconds):
            best = _limit(expr, cells, (_T, 1, 1, _T))
            if best is None:
                return HBR.unknown("no limit computed for the score of the near-perfect classifiers [[t, 1], [1, t]] "
                                   "(none exists, or sympy could not find it)")
            for family in _candidates(metric, families, best):
                limit = _limit(expr, cells, family)
                if limit is None or (limit != best if not best.is_finite else sympy.simplify(limit - best) != 0):
                    continue
                for name, rate in RATES.items():
                    low = _limit(rate(*cells), cells, family)
                    if low is not None and low.is_finite and (low - 1).is_negative:
                        return _failure(family, best, name, low)
            proof = _bound_lemma(expr, cells, best, settings) if metric.direction > 0 else None
    except SymbolicTimeout:
        return HBR.unknown(f"symbolic budget of {settings.symbolic_seconds} s exhausted")
    if proof is not None:
        return HBR.holds({"kind": "proof", "method": proof},
                         "a score tending to its best value 1 forces TPR, TNR, PPV and NPV to 1 (proved)")
    return HBR.holds(
        {"kind": "search", "method": f"no family m(t) with cells in {{0, 1, t, t²}} found whose score tends to M* = "
         f"{best} while a basic rate stays below 1: a float64 screen at t = 10⁶ and 10¹² keeps the families whose "
         f"score is within 1% of M* or approaching it while a rate is below 0.9, and the limits of the {CANDIDATES} "
         "simplest of those are computed exactly",
         "budget": {"families": len(families), "exact_limits": CANDIDATES}},
        f"no family found where the score tends to its best value {best} and a basic rate does not tend to 1 "
        "(not refuted, not proved)",
    )


#: Lower bounds g(M) of a rate, continuous at M = 1 with g(1) = 1 (:func:`_bound_lemma`).
BOUNDS: dict[str, Callable[[Any], Any]] = {
    "M": lambda e: e,
    "2M − 1": lambda e: 2 * e - 1,
    "(2M − 1)/(3 − 2M)": lambda e: (2 * e - 1) / (3 - 2 * e),
}


def _bound_lemma(expr: Any, cells: tuple[Any, ...], best: Any, settings: Settings) -> str | None:
    """The proof's text when best = 1 and every rate r has a bound g of :data:`BOUNDS` with r − g(M) ≥ 0 wherever
    both are defined (a sign certificate, :func:`axioms.arithmetic.signs.sign_certificate`), else None. Then
    M → 1 gives g(M) → 1, so liminf r ≥ 1, and r ≤ 1: every rate tends to 1."""
    if best != 1:
        return None
    found = []
    for name, rate in RATES.items():
        bound = next((g for g, form in BOUNDS.items() if sign_certificate(rate(*cells) - form(expr), settings) == 1),
                     None)
        if bound is None:
            return None
        found.append(f"{name} ≥ {bound}")
    return ("lemma: " + ", ".join(found) + " wherever defined (sign certificates on the nonnegative orthant); "
            "each bound is continuous at M = 1 with value 1, so M → 1 forces every rate (at most 1) to 1")


def _limit(e: Any, cells: tuple[Any, ...], family: tuple[Any, ...]) -> Any:
    """``lim_{t→∞} e(family(t))`` exactly, or None when it does not exist, is undefined, or sympy cannot compute it
    (a Piecewise condition on N it cannot compare at ∞)."""
    try:
        value = sympy.limit(sympy.together(e.xreplace(dict(zip(cells, family)))), _T, sympy.oo)
    except (TypeError, ValueError, NotImplementedError):
        return None
    return None if value.has(sympy.nan, sympy.zoo, sympy.AccumBounds, sympy.Limit) else value


def _candidates(metric: Metric, families: list[tuple[Any, ...]], best: Any) -> list[tuple[Any, ...]]:
    """The families whose float64 score at the larger t of :data:`_LARGE` is near M*, or nearer than at the smaller
    t, while a rate there is below 0.9, simplest first."""
    distances = []
    for t in _LARGE:
        at = np.array([[[float(x.subs(_T, t)) for x in f[:2]], [float(x.subs(_T, t)) for x in f[2:]]]
                       for f in families])
        values = evaluate(metric, at)
        with np.errstate(all="ignore"):
            distances.append(np.abs(values - float(best)) / max(1.0, abs(float(best))) if best.is_finite
                             else -np.sign(float(best)) * values)
    tp, fp, fn, tn = at[:, 0, 0], at[:, 0, 1], at[:, 1, 0], at[:, 1, 1]  # the rates at the larger t
    with np.errstate(all="ignore"):
        lowest = np.nanmin(np.stack([rate(tp, fp, fn, tn) for rate in RATES.values()]), axis=0)
        near = distances[1] <= (1e-2 if best.is_finite else -1e4)
        approaching = distances[1] < 0.9 * distances[0] if best.is_finite else distances[1] < distances[0]
    hits = np.flatnonzero((near | approaching) & (lowest < 0.9))
    # degree(0) is −∞
    order = sorted(hits, key=lambda i: (sum(max(sympy.degree(x, _T), 0) for x in families[i] if x != 0), i))
    return [families[i] for i in order[:CANDIDATES]]


def _failure(family: tuple[Any, ...], best: Any, name: str, low: Any) -> Verdict:
    shown = [[str(x) for x in family[:2]], [str(x) for x in family[2:]]]
    return HBR.fails(
        f"on the family m(t) = {shown} the score tends to its best value {best} as t → ∞ "
        f"while {name} tends to {low} (limits computed exactly)",
        {"family": shown, "values": [str(best), f"{name} → {low}"], "verified": "exact"},
    )


register_property(
    "HBR",
    name="guaranteed high basic rates",
    statement="binary: a score tending to its best value forces TPR, TNR, PPV and NPV to tend to 1",
    source="Chicco & Jurman 2023 (BioData Mining 16): a high MCC guarantees high basic rates",
    group="further",
    position=7,
    check=check_hbr,
    applies=lambda metric, n: n == 2,
)
