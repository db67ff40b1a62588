r"""Every-n claims of PI–PIV re-derived from a metric's structure, apart from the engine, for :mod:`reports.verify`.

An every-n verdict says "for every number of classes n ≥ n₀". The engine proves it with lemmas (:mod:`axioms.every_n`);
here each claim is derived again from the structure the metric is registered by (:mod:`metrics.structure`; a calibrated
variant's in :mod:`reports.structure_forms`), with these arguments, each written once:

* **A class mean.** The metric is :math:`M_p(g_1, \dots, g_n)`, a p-mean over the classes of one score
  :math:`g(c_k, r_k, t_k, n)` that reads only its own class's counts (not N). A structure is read as one when it is a
  :class:`~metrics.structure.ClassMean`, or class sums affine in one sum of per-class cores (:func:`as_class_mean`).
* **PI holds.** For a class mean: an item at (i, i) moves only :math:`g_i` along :math:`(c, r, t) + h`, an item at
  (i, j) moves :math:`g_i` along r + h and :math:`g_j` along t + h, and a p-mean of terms ≥ 0 (any terms when p = 1)
  rises with each term; so :math:`d[g(c{+}h, r{+}h, t{+}h) - g] \ge 0`, :math:`d[g(r{+}h) - g] \le 0`,
  :math:`d[g(t{+}h) - g] \le 0` on :math:`0 \le c \le \min(r, t)`, h ≥ 0, n ≥ 2 suffice, re-proved by cvc5. For class
  sums (or an arithmetic class mean) whose terms are affine in (c, r, t), with coefficients reading only N and n, the
  metric is :math:`\Phi(D, N, n)` with D the trace (since :math:`\sum_k r_k = \sum_k t_k = N`): a correct item moves
  (D, N) by (h, h), an error by (0, h). A combination F of parts each proved so and each ≥ 0, with F nondecreasing in
  each part, holds too.
* **PII fails** for :math:`\Phi(D, N, n)`: every diagonal partial is :math:`\Phi_D + \Phi_N`, every off-diagonal one
  :math:`\Phi_N`. **PII holds**: the witness's two partials, the block padded with k classes
  (:func:`reports.every_n_claims.padded_score`), differ at every integer k.
* **PIII holds** for a class mean: :math:`\psi_p(f) = (f^p - 1)/p` (p = 0: log f) is a sum of one function per class,
  and a cell (i, j) enters only the terms of classes i and j, so every mixed partial over cells (or a triangle of cells)
  no class covers vanishes. **PIII fails**: the two matrices' forced exponents :math:`p = 1 - f f_{ab}/(f_a f_b)` (cells
  a, b sharing no class; f ≠ 0 and :math:`f_a f_b \ne 0` there, since
  :math:`\partial_a \partial_b f^p = p f^{p-2}[(p-1) f_a f_b + f f_{ab}]`) stay different at every n — with empty
  classes because padding then changes no value (an identity in the block's cells), with perfect ones as rational
  functions of k.
* **PV**: :mod:`reports.chance_claims`; a term in pieces on t is read through its piece for t > 0, since every random
  classifier s·z pᵀ (p > 0) and the perfect classifier leave out no class. **PI and PIV fail**: a lifted pair,
  :mod:`reports.every_n_claims`.
* **PIV holds** for a class mean (or class sums not reading N) whose terms read only c and t, and are unchanged by
  :math:`(c, t) \to (\lambda c, \lambda t)`. For a calibrated variant: :math:`(m\,\mathrm{diag}\,\lambda)` calibrates to
  :math:`(N_\lambda/N)` times the calibration of m, so metric~ keeps its value when the base structure is unchanged by
  scaling every count by α > 0. A term in pieces on t qualifies when its piece for t > 0 does and its value at an empty
  class is a constant (scaling a column keeps t > 0 or t = 0).
"""

from functools import lru_cache
import re
from typing import Any, Callable

import sympy

from metrics.structure import CLASSES, COUNTS, ClassMean, ClassSums, Combined, Structure, WeightedMean
from metrics.variants import calibrated_base

from . import smt
from .claim_values import (NOT_RECHECKABLE, RECHECKED, REFUTED, forced_exponent, is_zero, number, piii_pair_problem,
                           pii_witness_problem)
from .chance_claims import pv_every_n
from .every_n_claims import (K, added_items, differs_at_every_integer, lifted_pair_holds, padded_score,
                             positive_at_every_integer)
from .structure_forms import (algebraic_structure, is_smooth_where_defined, structure_of, where_class_occurs,
                              where_every_class_occurs)

__all__ = ["EVERY_N_CHECKS", "every_n_recheck", "as_class_mean", "trace_form"]

_C, _R, _T, _N = COUNTS
_H, _D = sympy.Symbol("h", nonnegative=True), sympy.Symbol("D", nonnegative=True)
_ALPHA = sympy.Symbol("alpha", positive=True)
_REGION = [_C <= _R, _C <= _T, CLASSES >= 2]


@lru_cache(maxsize=256)
def as_class_mean(structure: Structure) -> "tuple[Any, Any] | None":
    """``(g, p)`` when the structure is a p-mean over the classes of one score g free of N, else None."""
    if isinstance(structure, ClassMean):
        g, p = structure.score, structure.p
    elif isinstance(structure, ClassSums):
        g, p = _class_sums_as_mean(structure), 1
        if g is None:
            return None
    else:
        return None
    g = sympy.simplify(g)
    return None if g.has(_N) else (g, p)


def _class_sums_as_mean(structure: ClassSums) -> Any:
    r"""g with F(S_1, …, S_q, N, n) = (1/n) Σ_k g(class k), or None. Every summand must be :math:`a + b\,u` of one
    per-class core u with a, b free of c, r, t — u the one summand itself, or the recall c/t (every calibrated class
    sum reads class k only through it) — and F affine in :math:`U = \sum_k u_k`: then
    :math:`F = w U + F_0 = \frac1n \sum_k (n w u_k + F_0)`."""
    F, symbols = structure.outer_expression()
    U, x = sympy.Dummy("U"), sympy.Dummy("x", nonnegative=True)
    if len(structure.sums) == 1:
        ((name, core),) = structure.sums
        totals = {symbols[name]: U}
    else:
        core, totals = _C / _T, {}
        for name, h in structure.sums:
            written = sympy.simplify(h.xreplace({_C: x * _T}))
            slope = sympy.diff(written, x)
            if (written.has(_R) or written.has(_T) or slope.has(x)
                    or not is_zero(written - written.xreplace({x: 0}) - slope * x)):
                return None
            totals[symbols[name]] = CLASSES * written.xreplace({x: 0}) + slope * U
    phi = F.xreplace(totals)
    w, phi0 = sympy.diff(phi, U), phi.xreplace({U: 0})
    return None if w.has(U) or not is_zero(phi - w * U - phi0) else CLASSES * w * core + phi0


def _affine_total(h: Any) -> Any:
    """Σ_k h over the classes as α D + (β + γ) N + n δ when h = α c + β r + γ t + δ with α, β, γ, δ free of c, r, t
    (Σ c_k = D, Σ r_k = Σ t_k = N); None otherwise."""
    slopes = [sympy.diff(h, x) for x in (_C, _R, _T)]
    if any(slope.has(_C) or slope.has(_R) or slope.has(_T) for slope in slopes):
        return None
    alpha, beta, gamma = slopes
    rest = h.xreplace({_C: 0, _R: 0, _T: 0})
    if not is_zero(h - (alpha * _C + beta * _R + gamma * _T + rest)):
        return None
    return alpha * _D + (beta + gamma) * _N + CLASSES * rest


@lru_cache(maxsize=256)
def trace_form(structure: Structure) -> Any:
    """Φ(D, N, n) when the metric's every per-class term is affine in (c, r, t) (D the trace: class sums, or an
    arithmetic class mean), else None."""
    if isinstance(structure, ClassMean) and structure.p == 1:
        total = _affine_total(structure.score)
        return None if total is None else total / CLASSES
    if not isinstance(structure, ClassSums):
        return None
    F, symbols = structure.outer_expression()
    totals = {symbols[name]: _affine_total(h) for name, h in structure.sums}
    return None if None in totals.values() else F.xreplace(totals)


def _proved(expr: Any, symbols: "list[Any]", domain: "list[Any]", claim: str, obligations: list) -> bool:
    """cvc5 proves ``expr`` ≥ 0 on ``domain`` with every one of ``symbols`` ≥ 0 (:func:`reports.smt.proves`)."""
    return smt.proves(expr, [*domain, *(x >= 0 for x in symbols)], claim, obligations)


def _monotone(structure: Structure, d: int, obligations: list) -> "str | None":
    """How PI was re-proved for every n (above), or None."""
    mean, phi = as_class_mean(structure), trace_form(structure)
    if mean is not None:
        g, p = mean
        moves = [(d, {_C: _C + _H, _R: _R + _H, _T: _T + _H}), (-d, {_R: _R + _H}), (-d, {_T: _T + _H})]
        proofs = [_proved(s * (g.xreplace(move) - g), [_C, _R, _T, _H], _REGION, f"PI every n: a move of g = {g}",
                          obligations) for s, move in moves]
        if all(proofs) and (p == 1 or _proved(g, [_C, _R, _T], _REGION, f"PI every n: g = {g} ≥ 0", obligations)):
            return f"a p-mean (p = {p}) of g = {g}, monotone along each move ({smt.solver_name()}: unsat)"
    if phi is not None:
        region = [_D <= _N, CLASSES >= 2]
        if (_proved(d * (phi.xreplace({_D: _D + _H, _N: _N + _H}) - phi), [_D, _N, _H], region,
                    f"PI every n: Φ = {phi}, a correct item", obligations)
                and _proved(-d * (phi.xreplace({_N: _N + _H}) - phi), [_D, _N, _H], region,
                            f"PI every n: Φ = {phi}, an error", obligations)):
            return f"Φ(D, N, n) = {phi} monotone along (D, N) + (h, h) and (D, N) + (0, h) ({smt.solver_name()}: unsat)"
    if isinstance(structure, Combined):
        return _combined_monotone(structure, d, obligations)
    return None


def _nonnegative_part(part: Structure, obligations: list) -> bool:
    mean, phi = as_class_mean(part), trace_form(part)
    if mean is not None:
        return _proved(mean[0], [_C, _R, _T], _REGION, "a part's score ≥ 0", obligations)
    return phi is not None and _proved(phi, [_D, _N], [_D <= _N, CLASSES >= 2], "a part's Φ ≥ 0", obligations)


def _combined_monotone(structure: Combined, d: int, obligations: list) -> "str | None":
    parts = [_monotone(part, d, obligations) for part in structure.parts]
    if None in parts or not all(_nonnegative_part(part, obligations) for part in structure.parts):
        return None
    a = sympy.symbols(f"a0:{len(parts)}", nonnegative=True)
    F = structure.outer_at(list(a))
    if not all(_proved(F.xreplace({x: x + _H}) - F, [*a, _H], [], f"PI every n: F = {F} nondecreasing in {x}",
                       obligations) for x in a):
        return None
    return (f"F = {F} nondecreasing in each part, each part ≥ 0 and monotone: "
            + "; ".join(parts))  # type: ignore[arg-type]


def _pi_holds(metric: Any, structure: Structure, cell: dict, every: dict, obligations: list) -> "tuple[str, str]":
    how = _monotone(structure, metric.direction, obligations)
    return (RECHECKED, how) if how else (NOT_RECHECKABLE, "monotonicity of the structure's terms is not re-proved")


def _pii_fails(metric: Any, structure: Structure, cell: dict, every: dict, obligations: list) -> "tuple[str, str]":
    phi = trace_form(structure)
    if phi is None:
        return NOT_RECHECKABLE, "the metric is not read as a function Φ(D, N, n) of the trace"
    return RECHECKED, (f"the metric is Φ(D, N, n) = {phi}: every diagonal partial is Φ_D + Φ_N, "
                       "every off-diagonal one Φ_N")


_PADDING = re.compile(r"padded with n − \d+ (?:perfectly classified classes of (\d+) items? each|(empty classes))")


def _padding_items(every: dict) -> "int | None":
    found = _PADDING.search(every["evidence"].get("method", ""))
    return None if found is None else (0 if found.group(2) else int(found.group(1)))


def _short(e: Any) -> str:
    """A function of k in its cancelled form, as text."""
    return sympy.sstr(sympy.factor(sympy.cancel(sympy.together(e))))


def _padded_block(metric: Any, n0: int, items: int) -> "tuple[Any, Any]":
    """The padded score (:func:`reports.every_n_claims.padded_score`) on a block of cell symbols, and the symbols."""
    X = sympy.Matrix(n0, n0, lambda i, j: sympy.Symbol(f"x{i}_{j}", nonnegative=True))
    return padded_score(metric, X, items), X


def _pii_holds(metric: Any, structure: Any, cell: dict, every: dict, obligations: list) -> "tuple[str, str]":
    witness, items = cell.get("witness") or {}, _padding_items(every)
    if items is None or "cells" not in witness or not isinstance(witness.get("matrix"), list):
        return NOT_RECHECKABLE, "no padded witness is recorded"
    n0, start = len(witness["matrix"]), every["from"] - len(witness["matrix"])
    wrong = pii_witness_problem(metric, witness)
    if wrong:
        return REFUTED, wrong
    if start < 0:
        return NOT_RECHECKABLE, f"below n = {n0} the verdict rests on the per-n cells"
    f, X = _padded_block(metric, n0, items)
    if f is None:
        return NOT_RECHECKABLE, "the metric has no structure to pad its witness with"
    point = {X[i, j]: v for i, row in enumerate(witness["matrix"]) for j, v in enumerate(row)}
    if "partials" in witness:  # two unequal partial derivatives
        if not is_smooth_where_defined(f):
            return NOT_RECHECKABLE, "the padded form has pieces: its derivatives speak about one piece at a time"
        a, b = [sympy.diff(f.xreplace({x: v for x, v in point.items() if x != X[tuple(c)]}),
                           X[tuple(c)]).xreplace(point) for c in witness["cells"]]
        what = "partials"
    else:  # Opitz's footnote 4: one more item at either cell gives two different scores
        a, b = [f.xreplace({**point, X[tuple(c)]: point[X[tuple(c)]] + 1}) for c in witness["cells"]]
        what = "scores after one more item"
    differs = differs_at_every_integer(a, b, K, start)
    if differs is None:
        return NOT_RECHECKABLE, (f"whether the {what} differ at every k is not decided "
                                 "(not rational functions of the added classes, or roots too far out)")
    if not differs:
        return REFUTED, f"padded with k classes of {items} item(s), the witness's {what} are equal for some k ≥ {start}"
    return RECHECKED, (f"padded with k classes of {items} item(s), the {what} {_short(a)} and {_short(b)} "
                       f"differ for every k ≥ {start}")


def _piii_holds(metric: Any, structure: Structure, cell: dict, every: dict, obligations: list) -> "tuple[str, str]":
    mean = as_class_mean(structure)
    if mean is None:
        return NOT_RECHECKABLE, "the metric is not read as a p-mean of one per-class score free of N"
    recorded = cell.get("p")
    if recorded is not None and not (_is_number(recorded) and is_zero(number(recorded) - mean[1])):
        return NOT_RECHECKABLE, (f"the per-n cells record the exponent {recorded}, "
                                 f"the structure's p-mean has p = {mean[1]}")
    return RECHECKED, (f"a p-mean (p = {mean[1]}) of g = {mean[0]}, which reads only its own class's counts: "
                       "ψ_p(f) is a sum over classes")


def _is_number(text: Any) -> bool:
    try:
        return number(text) is not None and not number(text).free_symbols
    except (sympy.SympifyError, TypeError):
        return False


def _forced_exponents(metric: Any, ce: dict, items: int) -> "list[Any] | None":
    """The exponents 1 − f·f_ab/(f_a·f_b) the two recorded matrices force, padded with k classes, f_a·f_b and f."""
    f, X = _padded_block(metric, len(ce["matrices"][0]), items)
    if f is None or not is_smooth_where_defined(f):  # a form with pieces: its derivatives speak about one piece
        return None
    out = []
    for matrix, (a, b) in zip(ce["matrices"], ce["cells"]):
        point = {X[i, j]: v for i, row in enumerate(matrix) for j, v in enumerate(row)}
        out.append(forced_exponent(f, X[tuple(a)], X[tuple(b)], point))
    return out


def _piii_fails(metric: Any, structure: Any, cell: dict, every: dict, obligations: list) -> "tuple[str, str]":
    ce = every.get("counterexample") or {}
    items = added_items(ce["padding"]) if ce.get("padding") else _padding_items(every)
    if items is None or len(ce.get("matrices") or []) != 2 or len(ce.get("cells") or []) != 2:
        return NOT_RECHECKABLE, "no pair of padded matrices is recorded"
    n0 = len(ce["matrices"][0])
    start = every["from"] - n0
    wrong = piii_pair_problem(metric, ce)
    if wrong:
        return REFUTED, wrong
    if start < 0:
        return NOT_RECHECKABLE, f"below n = {n0} the verdict rests on the per-n cells"
    exponents = _forced_exponents(metric, ce, items)
    if exponents is None:
        return NOT_RECHECKABLE, "the metric has no structure to pad the matrices with, or the padded form has pieces"
    (p1, w1, f1), (p2, w2, f2) = exponents
    if not all(positive_at_every_integer(f, K, start) for f in (f1, f2)):
        # f^p is real and smooth for every p only where f > 0; there its mixed partial is
        # p f^(p−2) [(p − 1) f_a f_b + f f_ab]
        return NOT_RECHECKABLE, ("the score is not shown > 0 at both padded matrices for every k "
                                 "(the exponent formula needs f > 0)")
    recorded = [number(p) for p in ce.get("p", [])]
    at_block = [sympy.simplify(p.xreplace({K: 0})) for p in (p1, p2)]
    if len(recorded) == 2 and not all(is_zero(r - q) for r, q in zip(recorded, at_block)):
        return REFUTED, f"the forced exponents at n = {n0} are {at_block}, the report says {ce.get('p')}"
    found = [differs_at_every_integer(a, b, K, start) for a, b in ((p1, p2), (w1, 0), (w2, 0))]
    if None in found:
        return NOT_RECHECKABLE, ("whether the forced exponents differ at every k is not decided "
                                 "(not rational functions of the added classes, or roots too far out)")
    if not all(found):
        return REFUTED, (f"padded with k classes of {items} item(s), the exponents agree (or a partial vanishes) "
                         f"for some k ≥ {start}")
    return RECHECKED, (f"padded with k classes of {items} item(s), the forced exponents {_short(p1)} and {_short(p2)} "
                       f"differ for every k ≥ {start}")


def _column_scaling_free(structure: Structure) -> bool:
    """Whether every term reads only (c, t) (and n) and is unchanged by (c, t) → (λc, λt), and no outer function
    reads N."""
    mean = as_class_mean(structure)
    if mean is not None:
        terms: "list[Any]" = [mean[0]]
    elif isinstance(structure, ClassSums) and not structure.outer_expression()[0].has(_N):
        terms = [h for _, h in structure.sums]
    elif isinstance(structure, Combined):
        return all(_column_scaling_free(part) for part in structure.parts)
    else:
        return False
    return all(_column_scaling_free_term(h) for h in terms)


def _column_scaling_free_term(h: Any) -> bool:
    """Whether a term's piece where its class occurs (t > 0) reads only (c, t), unchanged by (λc, λt), and its value at
    an empty class (c = t = 0) is a constant: scaling a column keeps t > 0 or t = 0, so the term keeps its value."""
    occurs, empty = where_class_occurs(h), h.xreplace({_C: sympy.Integer(0), _T: sympy.Integer(0)})
    if occurs.has(_R, _N, sympy.Piecewise) or empty.has(_R, _N, sympy.Piecewise):
        return False
    return is_zero(occurs.xreplace({_C: _ALPHA * _C, _T: _ALPHA * _T}) - occurs)


def _scale_free(structure: Structure) -> bool:
    """Whether the structure's value is unchanged when every count (and N) is multiplied by α > 0."""
    scaled = {x: _ALPHA * x for x in COUNTS}
    if isinstance(structure, (ClassMean, WeightedMean)):
        return is_zero(structure.score.xreplace(scaled) - structure.score)
    if isinstance(structure, ClassSums):
        F, symbols = structure.outer_expression()
        powers = {}
        for name, h in structure.sums:
            ratio = sympy.simplify(h.xreplace(scaled) / h) if h != 0 else sympy.Integer(1)
            if ratio.free_symbols - {_ALPHA}:
                return False
            powers[symbols[name]] = ratio * symbols[name]
        return is_zero(F.xreplace({**powers, _N: _ALPHA * _N}) - F)
    if isinstance(structure, Combined):
        return all(_scale_free(part) for part in structure.parts)
    return False


def _piv_holds(metric: Any, structure: "Structure | None", cell: dict, every: dict,
               obligations: list) -> "tuple[str, str]":
    base = calibrated_base(metric) if getattr(metric, "calibrated_from", None) is not None else None
    if (base is not None and base.structure is not None and algebraic_structure(base.structure)
            and _scale_free(base.structure)):
        return RECHECKED, ("calibration maps m·diag λ to (N_λ/N) times m's calibration, "
                           "and the base structure is unchanged by scaling every count")
    if structure is not None and _column_scaling_free(structure):
        return RECHECKED, "every term reads only (c, t), unchanged by (λc, λt), and no outer function reads N"
    return NOT_RECHECKABLE, "invariance to scaling a column is not re-derived for this structure"


#: ``(property, verdict) -> check(metric, structure, per-n cell, every-n record, obligations)``.
EVERY_N_CHECKS: "dict[tuple[str, str], Callable[..., tuple[str, str]]]" = {
    ("PI", "holds"): _pi_holds, ("PII", "holds"): _pii_holds, ("PII", "fails"): _pii_fails,
    ("PIII", "holds"): _piii_holds, ("PIII", "fails"): _piii_fails, ("PIV", "holds"): _piv_holds,
    ("PV", "holds"): pv_every_n, ("PV", "fails"): pv_every_n,
}


def every_n_recheck(metric: Any, pid: str, cell: dict, every: dict, obligations: list) -> "tuple[str, str]":
    """The every-n record ``every`` of ``pid`` re-derived from the metric's structure (see the module docstring)."""
    if pid in ("PI", "PIV") and every["verdict"] == "fails":
        return lifted_pair_holds(metric, pid, every)
    check, structure = EVERY_N_CHECKS.get((pid, every["verdict"])), structure_of(metric)
    if check is None:
        return NOT_RECHECKABLE, f"no independent every-n statement of {pid} ({every['verdict']}) is written yet"
    if structure is not None and pid == "PV" and not algebraic_structure(structure):
        structure = where_every_class_occurs(structure)  # random and perfect classifiers leave out no class
    if structure is not None and pid != "PIV" and not algebraic_structure(structure):  # PIV reads pieces itself
        structure = None  # a Piecewise (or sign, floor, ...) term: the lemmas' slopes and sums say nothing about it
    # these also read a calibrated variant's base
    if structure is None and check not in (_pii_holds, _piii_fails, _piv_holds, pv_every_n):
        return NOT_RECHECKABLE, "the metric has no structure (nor is the calibrated variant of one)"
    return check(metric, structure, cell, every, obligations)
