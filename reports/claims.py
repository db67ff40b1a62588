r"""What each verdict of a report claims, written once and plainly, and re-checked from the metric alone.

:mod:`reports.verify` reads a JSON report and hands every proof-level cell to a function here.
Nothing here comes from :mod:`axioms`: each claim is stated again from the papers, and re-checked
on the metric's own forms (:meth:`metrics.Metric.expression`, :meth:`~metrics.Metric.exact`, its
numeric code) with sympy, exact arithmetic and cvc5 (:mod:`reports.smt`). Conventions: m[i][j]
counts items predicted i whose true class is j; d is the metric's direction (+1 higher is better).

* **PI** (Opitz §3.1) holds: :math:`d\,\partial f/\partial m_{ii} \ge 0` and
  :math:`d\,\partial f/\partial m_{ij} \le 0` (i ≠ j) wherever defined, on m ≥ 0. Fails: ``after`` is
  ``before`` plus one item at ``cell`` and the score moved the wrong way.
* **PII** (§3.2) holds: at the witness matrix two diagonal (or two off-diagonal) partials differ.
  Fails: all diagonal partials are one function, and all off-diagonal partials another.
* **PIII** (§3.3, Eq. 4) holds with exponent p: :math:`\psi_p(f) = (f^p - 1)/p` has vanishing mixed
  partials over every pair of cells sharing no class, i.e. :math:`(p-1) f_a f_b + f f_{ab} \equiv 0`,
  and over every triangle of off-diagonal cells with no common class,
  :math:`f^2 f_{abc} + (p-1) f (f_a f_{bc} + f_b f_{ac} + f_c f_{ab}) + (p-1)(p-2) f_a f_b f_c \equiv 0`
  (differentiate :math:`f^{p-1} f_a` twice); in Opitz's reading the score is also unchanged by
  relabelling the classes. Fails: two matrices force different exponents
  :math:`p = 1 - f f_{ab}/(f_a f_b)`, or a relabelling changes the score.
* **PIV** (§3.4, Eq. 5) holds: :math:`f(m \operatorname{diag}\lambda) = f(m)` for every λ > 0. Fails:
  ``after`` is ``before`` with column j scaled by λ_j and the scores differ.
* **PV** (§3.5) holds: every random classifier :math:`s\,z p^T` (z ≥ 0, p > 0 on the simplex) scores
  ω (strict), or at most ω in the metric's direction with ω attained (bounded) or approached as
  :math:`z = p \propto (1, \dots, t, \dots, 1)`, t → ∞ (a bounded supremum); and ω is short of
  the perfect classifier's score. Fails: random classifiers tend to the perfect score.

Each function returns ``(status, why)``: ``"re-checked"``, ``"not re-checkable"`` or ``"REFUTED"``.
"""

from itertools import combinations, permutations
from typing import Any

import numpy as np
import sympy

import metrics
from metrics.bridge import equal_numbers
from metrics.padded import class_count, full_matrix

from . import smt
from .claim_values import (NOT_RECHECKABLE, RECHECKED, REFUTED, differentiable_form, exact_form, exact_value,
                           forms_disagree, how_computed, in_float64, is_zero, nonnegative_where_defined, nonzero_at,
                           number, pii_witness_problem, small_matrices, unequal_or_why, values_recomputed)
from .value_text import read_matrix, value_at_n
from .agreement_claims import AGREEMENT_CHECKS
from .basic_rate_claims import BASIC_RATE_CHECKS
from .counterexample_claims import COUNTEREXAMPLES
from .expectation_claims import EXPECTATION_CHECKS
from .invariance_claims import INVARIANCE_CHECKS
from .linearity_claims import LINEARITY_CHECKS
from .sebastiani_claims import SEBASTIANI_COUNTEREXAMPLES, SEBASTIANI_PROOFS
from .sebastiani_proofs import SEBASTIANI_SUPPORT_PROOFS
from .structure_forms import symbolic_of

__all__ = ["RECHECKED", "NOT_RECHECKABLE", "REFUTED", "claim_checker", "forms_disagree"]


# --------------------------------------------------------------------------- proofs
def _nonnegative(expr: Any, cells: "list[Any]", claim: str, obligations: list) -> "str | None":
    """How ``expr`` ≥ 0 (cells ≥ 0, wherever defined) was re-proved, or None."""
    if nonnegative_where_defined(expr, cells):
        return "every term of numerator × denominator ≥ 0"
    return f"{smt.solver_name()}: unsat" if smt.proves(expr, [c >= 0 for c in cells], claim, obligations) else None


_NO_DERIVATIVES = ("no exact form, or one with pieces (Piecewise, sign, …: its derivatives speak about one piece "
                   "at a time)")


def _pi_broken(metric: Any, n: int) -> "str | None":
    """An item added to a small matrix (:func:`~reports.claim_values.small_matrices`) that moves the exact score the
    wrong way, in words, or None: a PI claim whose partials' signs are not re-proved may still be refuted."""
    for before in small_matrices(n):
        v0 = exact_value(metric, before)
        for i, j in ((i, j) for i in range(n) for j in range(n)) if v0 is not None else ():
            after = [row[:] for row in before]
            after[i][j] += 1
            v1 = exact_value(metric, after)
            if v1 is not None and metric.direction * (v1 - v0) * (1 if i == j else -1) < 0:
                return f"one item at m[{i}][{j}] moves the score of m={before} from {v0} to {v1}"
    return None


def _pi_holds(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
    f = differentiable_form(metric, n)
    if f is None:
        broken = _pi_broken(metric, n)
        return (REFUTED, broken) if broken else (NOT_RECHECKABLE, _NO_DERIVATIVES)
    M = metrics.cell_symbols(n)
    cells, how = list(M), set()
    for i in range(n):
        for j in range(n):
            sign = metric.direction * (1 if i == j else -1)
            proved = _nonnegative(sign * sympy.diff(f, M[i, j]), cells, f"PI at n={n}: {sign:+d}·∂f/∂m{i}_{j} ≥ 0",
                                  obligations)
            if proved is None:
                broken = _pi_broken(metric, n)
                return (REFUTED, broken) if broken else (NOT_RECHECKABLE, f"∂f/∂m[{i}][{j}]'s sign is not re-proved")
            how.add(proved)
    return RECHECKED, f"every partial has PI's sign ({'; '.join(sorted(how))})"


def _piv_holds(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
    f, symbolic = exact_form(metric, n), symbolic_of(metric)
    if f is None or symbolic is None:
        return NOT_RECHECKABLE, "no exact form"
    if f.has(sympy.Piecewise):
        return NOT_RECHECKABLE, "a piecewise form: its invariance to scaling columns is not re-derived here"
    M, lam = metrics.cell_symbols(n), sympy.symbols(f"lambda0:{n}", positive=True)
    scaled = sympy.sympify(symbolic(M * sympy.diag(*lam)))
    if is_zero(scaled - f):
        return RECHECKED, "f(m·diag λ) − f(m) simplifies to 0 for symbolic λ > 0"
    rng = np.random.default_rng(0)
    for _ in range(20):
        m, scale = rng.integers(0, 5, size=(n, n)) + np.eye(n, dtype=int), rng.integers(1, 4, size=n)
        v0, v1 = exact_value(metric, m.tolist()), exact_value(metric, (m * scale[None, :]).tolist())
        if v0 is not None and v1 is not None and not equal_numbers(v0, v1):
            return REFUTED, f"scaling the columns of m={m.tolist()} by λ = {scale.tolist()} changes {v0} to {v1}"
    return NOT_RECHECKABLE, "f(m·diag λ) − f(m) does not simplify to 0"


def _partials(metric: Any, n: int) -> "tuple[list, list]":
    f, M = differentiable_form(metric, n), metrics.cell_symbols(n)
    diagonal = [sympy.diff(f, M[i, i]) for i in range(n)]
    off = [sympy.diff(f, M[i, j]) for i in range(n) for j in range(n) if i != j]
    return diagonal, off


def _pii_holds(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
    witness = cell.get("witness") or {}
    if "values" in witness and class_count(witness["matrix"]) == n:
        return _discrete_witness(metric, witness)
    f = differentiable_form(metric, n)
    if f is None:
        return NOT_RECHECKABLE, _NO_DERIVATIVES
    if "partials" not in witness or class_count(witness["matrix"]) != n:
        return _unequal_partials_found(metric, n)
    wrong = pii_witness_problem(metric, {**witness, "matrix": full_matrix(witness["matrix"])})
    if wrong:
        return REFUTED, wrong
    M, at = metrics.cell_symbols(n), full_matrix(witness["matrix"])
    point = {M[i, j]: at[i][j] for i in range(n) for j in range(n)}
    values = [sympy.diff(f, M[i, j]).xreplace(point) for i, j in witness["cells"]]
    if not all(equal_numbers(v, number(r)) for v, r in zip(values, witness["partials"])):
        return REFUTED, f"the partials at m={at} are {values}, the report says {witness['partials']}"
    if equal_numbers(values[0], values[1]):
        return REFUTED, "the two partials are equal"
    return RECHECKED, f"at m={at} the partials of cells {witness['cells']} are {values[0]} ≠ {values[1]}"


def _discrete_witness(metric: Any, witness: dict) -> "tuple[str, str]":
    """Opitz's footnote 4: one more item at either of two cells of one kind gives two different scores: exactly, or
    in float64 for a metric whose code computes in float64 only (as the engine verified it then)."""
    at = full_matrix(witness["matrix"])
    how = how_computed(metric, at)
    wrong = pii_witness_problem(metric, {**witness, "matrix": at}, how)
    if wrong:
        return REFUTED, wrong
    moved = [[[v + (1 if [i, j] == list(cell) else 0) for j, v in enumerate(row)] for i, row in enumerate(at)]
             for cell in witness["cells"]]
    wrong = values_recomputed(metric, moved, witness["values"], how)
    if wrong:
        return REFUTED, wrong
    unequal = unequal_or_why(witness["values"], how, "the two scores are equal")
    return unequal or (RECHECKED, f"from m={at}, one more item at {witness['cells'][0]} or {witness['cells'][1]} "
                                  f"gives {witness['values'][0]} ≠ {witness['values'][1]}{in_float64(how)}")


def _unequal_partials_found(metric: Any, n: int) -> "tuple[str, str]":
    """PII's witness sought afresh at n: a matrix with two unequal diagonal (or off-diagonal) partials, exactly."""
    M = metrics.cell_symbols(n)
    rng = np.random.default_rng(n)
    for _ in range(10):
        at = (rng.integers(1, 20, size=(n, n))).tolist()
        point = {M[i, j]: at[i][j] for i in range(n) for j in range(n)}
        for group in _partials(metric, n):
            values = [g.xreplace(point) for g in group]
            if not all(equal_numbers(v, values[0]) for v in values[1:]):
                return RECHECKED, f"at m={at} two partials of one kind differ (exactly)"
    return NOT_RECHECKABLE, "no matrix with unequal partials found in 10 tries"


def _pii_fails(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
    if differentiable_form(metric, n) is None:
        return NOT_RECHECKABLE, _NO_DERIVATIVES
    for group in _partials(metric, n):
        for other in group[1:]:
            if not is_zero(other - group[0]):
                return _nonzero_refutes(other - group[0], "two partials of one kind (diagonal, or off-diagonal) differ")
    return RECHECKED, "all diagonal partials are one function, all off-diagonal partials another (simplify)"


def _nonzero_refutes(e: Any, claim: str) -> "tuple[str, str]":
    """REFUTED with the point where ``e`` is certainly not 0; not re-checkable when none is found (sympy's
    failure to show that ``e`` is 0 is not a proof that it is not)."""
    point = nonzero_at(e)
    if point is None:
        return NOT_RECHECKABLE, f"not shown: {claim} (no simplification to 0, and no point found where it is not 0)"
    return REFUTED, f"{claim}: non-zero at {', '.join(f'{k}={v}' for k, v in point.items())}"


def _piii_holds(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
    f, p = differentiable_form(metric, n), cell.get("p")
    try:
        p = number(p)
    except sympy.SympifyError:
        return NOT_RECHECKABLE, f"the exponent is recorded as {cell.get('p')!r}, not one number"
    if f is None or p is None or p.free_symbols:
        return NOT_RECHECKABLE, "no exact form or no exponent p recorded at this n"
    M = metrics.cell_symbols(n)
    d = {}

    def D(*cells):
        if cells not in d:
            d[cells] = sympy.diff(f, *cells)
        return d[cells]

    cells = [(i, j) for i in range(n) for j in range(n)]
    disjoint = [(a, b) for a, b in combinations(cells, 2) if not set(a) & set(b)]
    for a, b in disjoint:
        A, B = M[a], M[b]
        mixed = (p - 1) * D(A) * D(B) + f * D(A, B)
        if not is_zero(mixed):
            return _nonzero_refutes(mixed, f"ψ_p(f) with p = {p} has a non-zero mixed partial over cells {a}, {b}")
    off = [c for c in cells if c[0] != c[1]]
    for a, b, c in combinations(off, 3):
        if all(set(x) & set(y) for x, y in ((a, b), (a, c), (b, c))) and not set(a) & set(b) & set(c):
            A, B, C = M[a], M[b], M[c]
            third = (f**2 * D(A, B, C) + (p - 1) * f * (D(A) * D(B, C) + D(B) * D(A, C) + D(C) * D(A, B))
                     + (p - 1) * (p - 2) * D(A) * D(B) * D(C))
            if not is_zero(third):
                return _nonzero_refutes(third,
                                        f"ψ_p(f) with p = {p} has a non-zero mixed partial over cells {a}, {b}, {c}")
    symbolic = symbolic_of(metric)
    if cell["evidence"].get("reading", "same_formula") == "same_formula":
        if symbolic is None:
            return NOT_RECHECKABLE, "no exact form to relabel"
        for perm in permutations(range(n)):
            change = sympy.sympify(symbolic(M[list(perm), list(perm)])) - f
            if not is_zero(change):
                return _nonzero_refutes(change, f"relabelling the classes by {list(perm)} changes the score")
    return RECHECKED, (f"ψ_p(f), p = {p}: every mixed partial over cells no class covers vanishes (simplify); "
                       "relabelling leaves f unchanged")


def _random_classifier(metric: Any, n: int) -> "tuple[Any, list]":
    """f(s·z pᵀ) on the simplex (z_{n-1} = 1 − Σ z_i, p likewise), and its free symbols z0.., p0.., s."""
    z, p, s = (sympy.symbols(f"z0:{n - 1}", nonnegative=True), sympy.symbols(f"p0:{n - 1}", positive=True),
               sympy.Symbol("s", positive=True))
    zs, ps = [*z, 1 - sum(z)], [*p, 1 - sum(p)]
    symbolic = symbolic_of(metric)
    assert symbolic is not None, "a random classifier's form needs an exact form"
    f = sympy.sympify(symbolic(sympy.Matrix(n, n, lambda i, j: s * zs[i] * ps[j])))
    return f, [*z, *p, s]


def _baseline_at(cell: dict, n: int) -> Any:
    text = cell.get("baseline")
    return None if text is None else value_at_n(text, n)


def _pv_holds(metric: Any, n: int, cell: dict, obligations: list) -> "tuple[str, str]":
    omega = _baseline_at(cell, n)
    if omega is None or symbolic_of(metric) is None:
        return NOT_RECHECKABLE, "no exact baseline ω or no exact form"
    perfect = exact_value(metric, np.eye(n, dtype=int).tolist())
    reference = perfect if perfect is not None else exact_value(metric, (100 * np.eye(n, dtype=int) + 1).tolist())
    if reference is None or metric.direction * (reference - omega) <= 0:
        return REFUTED, f"the chance score ω = {omega} is not short of the perfect classifier's {reference}"
    if cell.get("strength") == "complete" and "n" in str(cell.get("baseline")):
        return REFUTED, f"the baseline ω = {cell['baseline']} depends on n: a complete one is the same at every n"
    strict = cell.get("strength") in ("strict", "complete")
    beaten = _scored_otherwise(metric, n, omega, strict)
    if beaten is not None:
        return REFUTED, beaten
    f, symbols = _random_classifier(metric, n)
    if strict:
        if is_zero(f - omega):
            return RECHECKED, f"every random classifier scores ω = {omega} (simplify), short of the perfect {reference}"
        return NOT_RECHECKABLE, "f(s·z pᵀ) − ω does not simplify to 0 (and no sampled random classifier refutes it)"
    uniform = exact_value(metric, np.ones((n, n), dtype=int).tolist())
    if uniform is not None and not equal_numbers(uniform, omega) and is_zero(f - uniform):
        return REFUTED, f"every random classifier scores {uniform} (simplify): the bound they approach is not {omega}"
    reached = _omega_reached(metric, n, cell.get("witness") or {}, omega)
    if reached is None:
        return NOT_RECHECKABLE, "no random classifier attaining ω, nor a path approaching it, is recorded at this n"
    z, p, s = symbols[: n - 1], symbols[n - 1 : 2 * n - 2], symbols[-1]
    domain = [*(x >= 0 for x in z), sum(z) <= 1, *(x > 0 for x in p), sum(p) < 1, s > 0]
    try:
        gap = metric.direction * (omega - f)
        if gap.is_rational_function():  # one fraction: cvc5 proves macro Jaccard's in 0.1 s, not the nested one in 20 s
            # defined on a superset, equal where both are: the claim is no weaker
            gap = sympy.cancel(sympy.together(gap))
        obligation = smt.nonnegative(gap, domain, f"PV at n={n}: d·(ω − f(s·z pᵀ)) ≥ 0 on the simplex")
    except smt.NotWritable:
        return NOT_RECHECKABLE, "the bound's obligation has no SMT-LIB form"
    obligations.append(obligation)
    bound = smt.decide(obligation)
    if bound != "unsat":
        return NOT_RECHECKABLE, f"{smt.solver_name() or 'cvc5 (not installed)'} answers {bound} to the bound ω"
    return RECHECKED, (f"random classifiers score at {'most' if metric.direction > 0 else 'least'} ω = {omega} "
                       f"({smt.solver_name()}: unsat), {reached}")


def _scored_otherwise(metric: Any, n: int, omega: Any, strict: bool) -> "str | None":
    """A random classifier a bᵀ that refutes the baseline ω, in words, or None: one scoring other than ω (``strict``)
    or better than ω (a bound). Tried: the uniform one and a few of fixed integer vectors (a seeded draw)."""
    rng = np.random.default_rng(n)
    vectors = [([1] * n, [1] * n), *((rng.integers(0, 9, size=n).tolist(), rng.integers(1, 9, size=n).tolist())
                                     for _ in range(8))]
    for a, b in vectors:
        m = [[x * y for y in b] for x in a]
        value = exact_value(metric, m)
        if value is None or equal_numbers(value, omega):
            continue
        if strict or sympy.sympify(metric.direction * (value - omega)).is_positive:
            return f"the random classifier m={m} scores {value}, {'not' if strict else 'beyond'} ω = {omega}"
    return None


def _random_classifier_matrix(m: Any) -> bool:
    """Whether m = s·z pᵀ with z ≥ 0 and p > 0 (a random classifier on a test set where every class occurs): counts
    ≥ 0, every column sum > 0, and rank one."""
    a = sympy.Matrix(read_matrix(m))
    return all(x >= 0 for x in a) and all(sum(a[:, j]) > 0 for j in range(a.cols)) and a.rank() == 1


def _omega_reached(metric: Any, n: int, witness: dict, omega: Any) -> "str | None":
    """How ω is reached, in words, when the record's random classifier at n scores ω exactly, or else the uniform
    one (z = p = (1/n, …, 1/n): the matrix of ones, where a combined cell records another n's), or the record's path
    z = p ∝ (1, …, t, …, 1) (t at class k) tends to ω as t → ∞ (sympy limit of the metric's own form); else None."""
    maximiser, path = witness.get("maximiser"), witness.get("supremum")
    if maximiser is not None and len(maximiser["matrix"]) == n:
        attained = _random_classifier_matrix(maximiser["matrix"]) and equal_numbers(
            exact_value(metric, maximiser["matrix"]), omega)
        return f"attained at m={maximiser['matrix']}" if attained else None
    uniform = [[1] * n for _ in range(n)]
    if equal_numbers(exact_value(metric, uniform), omega):
        return f"attained at m={uniform} (the uniform random classifier)"
    symbolic = symbolic_of(metric)
    if path is None or symbolic is None or not isinstance(path.get("vertex"), int) or not 0 <= path["vertex"] < n:
        return None
    t = sympy.Symbol("t", positive=True)
    a = [t if i == path["vertex"] else 1 for i in range(n)]
    limit = sympy.limit(sympy.sympify(symbolic(sympy.Matrix(n, n, lambda i, j: a[i] * a[j]))), t, sympy.oo)
    return f"approached along z = p ∝ {a} as t → ∞ (limit {limit})" if is_zero(limit - omega) else None


#: ``(property, verdict) -> check(metric, n, cell[, obligations])``; counterexamples take no obligations.
_CHECKS = {
    ("PI", "holds"): _pi_holds, ("PII", "holds"): _pii_holds, ("PII", "fails"): _pii_fails,
    ("PIII", "holds"): _piii_holds, ("PIV", "holds"): _piv_holds, ("PV", "holds"): _pv_holds,
    **INVARIANCE_CHECKS, **AGREEMENT_CHECKS, **BASIC_RATE_CHECKS, **LINEARITY_CHECKS, **EXPECTATION_CHECKS,
}


def claim_checker(pid: str, verdict: str, evidence_kind: str) -> Any:
    """``check(metric, n, cell, obligations) -> (status, why)`` for a cell, or None when no statement is written
    here."""
    if verdict == "fails" and pid in COUNTEREXAMPLES and (evidence_kind == "counterexample" or pid == "PV"):
        counterexample = COUNTEREXAMPLES[pid]
        return lambda metric, n, cell, obligations: counterexample(metric, n, cell)
    if verdict == "fails" and pid in SEBASTIANI_COUNTEREXAMPLES and evidence_kind == "counterexample":
        axiom = SEBASTIANI_COUNTEREXAMPLES[pid]
        return lambda metric, n, cell, obligations: axiom(metric, n, cell)
    if verdict == "holds" and evidence_kind == "proof" and pid in SEBASTIANI_PROOFS:
        return SEBASTIANI_PROOFS[pid]
    if verdict == "holds" and evidence_kind == "proof" and pid in SEBASTIANI_SUPPORT_PROOFS:
        return SEBASTIANI_SUPPORT_PROOFS[pid]
    return _CHECKS.get((pid, verdict))
