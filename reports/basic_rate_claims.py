r"""Independent statements, for ``verify``, of a counterexample to HBR and of a proof (guaranteed high basic rates;
Chicco & Jurman 2023).

Written from the definition, apart from the engine (:mod:`reports.verify`). Binary, m = [[TP, FP], [FN, TN]] (rows =
predictions). A score near its best forces the four basic rates near 1:

.. math:: M(m_k) \to M^{*} \ \Longrightarrow\ \mathrm{TPR}, \mathrm{TNR}, \mathrm{PPV}, \mathrm{NPV}\,(m_k) \to 1,
          \qquad M^{*} = \lim_{t\to\infty} M\big(\begin{smallmatrix}t & 1\\ 1 & t\end{smallmatrix}\big)

with TPR = TP/(TP + FN), TNR = TN/(TN + FP), PPV = TP/(TP + FP), NPV = TN/(TN + FN). A counterexample is a family
m(t) whose score tends to M* as t → ∞ while one rate tends to a limit below 1; both limits, and M*, are taken again
with sympy on the metric's own symbolic form.

A proof (higher is better, M* = 1) holds when each rate r has a lower bound r ≥ g(M) wherever both are defined,
g one of M, 2M − 1 and (2M − 1)/(3 − 2M), shown over the real matrices m ≥ 0 by a certificate
(:func:`~reports.claim_values.nonnegative_where_defined`) or cvc5: each g is continuous at 1 with
g(1) = 1, so M(m_k) → 1 gives lim inf r(m_k) ≥ 1, and a rate is at most 1.
"""

from collections.abc import Callable
from typing import Any

import sympy

import metrics
from metrics.bridge import equal_numbers

from . import smt
from .claim_values import NOT_RECHECKABLE, RECHECKED, REFUTED, exact_form, nonnegative_where_defined, number
from .value_text import read_text
from .structure_forms import symbolic_of

__all__ = ["BASIC_RATE_CHECKS", "RATES"]

#: The basic rates of a binary matrix m = [[TP, FP], [FN, TN]].
RATES: dict[str, Callable[[Any], Any]] = {
    "TPR": lambda m: m[0, 0] / (m[0, 0] + m[1, 0]),
    "TNR": lambda m: m[1, 1] / (m[1, 1] + m[0, 1]),
    "PPV": lambda m: m[0, 0] / (m[0, 0] + m[0, 1]),
    "NPV": lambda m: m[1, 1] / (m[1, 1] + m[1, 0]),
}

_T = sympy.Symbol("t", positive=True)


def _same(a: Any, b: Any) -> bool:
    """Two limits equal: both the same infinity, or equal numbers."""
    if a.is_infinite or b.is_infinite:
        return bool(a == b)
    return equal_numbers(a, b)


def _hbr_fails(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
    ce = cell.get("counterexample") or {}
    symbolic = symbolic_of(metric)
    if "family" not in ce or symbolic is None:
        return NOT_RECHECKABLE, "no family recorded, or no symbolic form"
    rate, _, recorded_rate = str(ce["values"][1]).partition(" → ")
    if rate not in RATES:
        return NOT_RECHECKABLE, f"an unknown rate {rate!r}"
    family = sympy.Matrix([[read_text(x, {"t": _T}) for x in row] for row in ce["family"]])
    best = sympy.limit(sympy.sympify(symbolic(sympy.Matrix([[_T, 1], [1, _T]]))), _T, sympy.oo)
    score = sympy.limit(sympy.sympify(symbolic(family)), _T, sympy.oo)
    limit = sympy.limit(RATES[rate](family), _T, sympy.oo)
    if not (_same(score, best) and _same(score, number(ce["values"][0]))):
        return REFUTED, f"the score tends to {score} along the family, M* is {best}, the report says {ce['values'][0]}"
    if not _same(limit, number(recorded_rate)) or (limit < 1) is not sympy.true:
        return REFUTED, f"{rate} tends to {limit} along the family, the report says {recorded_rate}"
    return RECHECKED, f"along m(t) = {ce['family']} the score tends to M* = {best} while {rate} tends to {limit}"


#: Lower bounds g(M) of a rate that tend to 1 as M does (continuous at 1, g(1) = 1).
_BOUNDS = {"M": lambda M: M, "2M − 1": lambda M: 2 * M - 1, "(2M − 1)/(3 − 2M)": lambda M: (2 * M - 1) / (3 - 2 * M)}


def _hbr_holds(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
    """HBR from a lower bound of each rate by a function of the score that tends to 1 with it (module docstring)."""
    f, m = exact_form(metric, 2), metrics.cell_symbols(2)
    if f is None or metric.direction != 1:
        return NOT_RECHECKABLE, "no exact form, or a lower-is-better score"
    best = sympy.limit(f.xreplace({m[0, 0]: _T, m[0, 1]: 1, m[1, 0]: 1, m[1, 1]: _T}), _T, sympy.oo)
    if best != 1:
        return NOT_RECHECKABLE, f"M* is {best}, not 1"
    bounds = []
    for rate, r in RATES.items():
        bound = next((name for name, g in _BOUNDS.items() if nonnegative_where_defined(r(m) - g(f), list(m))
                      or smt.proves(r(m) - g(f), [c >= 0 for c in m], f"HBR: {rate} ≥ {name} wherever defined",
                                    obligations)), None)
        if bound is None:
            return NOT_RECHECKABLE, (f"{smt.solver_name() or 'cvc5 (not installed)'} proves none of "
                                     f"{', '.join(_BOUNDS)} a lower bound of {rate}")
        bounds.append(f"{rate} ≥ {bound}")
    return RECHECKED, f"M* = 1 and {', '.join(bounds)} wherever defined: each bound tends to 1 with M"


#: ``(property, verdict) -> check(metric, n, cell, obligations) -> (status, why)``.
BASIC_RATE_CHECKS: dict[tuple[str, str], Callable[..., "tuple[str, str]"]] = {("HBR", "fails"): _hbr_fails,
                                                                             ("HBR", "holds"): _hbr_holds}
