r"""PIV, prevalence invariance (Opitz 2024 §3.4, Eq. 5): metric(m λ) = metric(m λ') for positive diagonal λ, λ'
(column scaling).

.. math:: \mathrm{metric}(m\lambda) = \mathrm{metric}(m) \quad \text{for every positive diagonal } \lambda

Built with :func:`axioms.constructions.invariance.invariance_check`: column j of m is scaled by
:math:`\lambda_{jj}`; counterexamples use integer λ so both matrices are integer (like Opitz Tables 2 → 4), then
λ/8 on the smallest matrices (counts that are not whole), and the largest gap found by a continuous search over λ
is reported too. A calibrated metric is decided first (:func:`_scale_invariance_proof`). A structured metric (and
its calibrated variant) is decided for every n by Lemmas V1-V3 of :mod:`axioms.every_n.prevalence_lemmas` and the
padding lift of :mod:`axioms.every_n.lifting` (hook :func:`axioms.properties.piv.every_n.piv_every_n`).
"""

from collections.abc import Iterator
from itertools import islice
from typing import Any

import numpy as np
import sympy

from metrics import Metric, cell_symbols
from metrics.padded import cells_text, record_cells

from axioms.core.budget import RANDOM_REGIMES, Settings, SymbolicTimeout, time_budget
from metrics.variants import calibrated_base
from axioms.arithmetic.exact import as_text
from axioms.arithmetic.homogeneity import column_scale_invariant, scale_invariant
from axioms.constructions.invariance import fractional_text, invariance_check, same_where_defined, unchanged_by
from axioms.properties.piv.every_n import piv_every_n
from axioms.search.refute import Move, Pair, SearchOutcome
from axioms.core.registry import register_property
from axioms.search.spaces import evaluate, smallest_with_parameters
from axioms.arithmetic.symbolic import identically_zero
from axioms.core.verdict import Evidence, Verdict, VerdictsOf

PIV = VerdictsOf("PIV")

__all__ = ["check_piv"]


#: The integer λ every smallest matrix is scaled by, at most: {1, 2, 3}^n has 3^n vectors (14 million at
#: n = 15), so from n = 7 on only the first of them by sum are tried.
MAX_LAMBDAS = 1000


def _lambdas(n: int) -> np.ndarray[Any, Any]:
    """The integer λ every smallest matrix is scaled by: {1, 2, 3}^n, not all equal, smallest sum first
    (then lexicographically), at most :data:`MAX_LAMBDAS` of them, generated without building the rest."""
    out: list[tuple[int, ...]] = []
    for total in range(n + 1, 3 * n):
        out.extend(islice((lam for lam in _with_sum(n, total) if len(set(lam)) > 1), MAX_LAMBDAS - len(out)))
        if len(out) == MAX_LAMBDAS:
            break
    return np.array(out, dtype=float)


def _with_sum(n: int, total: int) -> Iterator[tuple[int, ...]]:
    """Every λ in {1, 2, 3}^n with entries summing to ``total``, in lexicographic order."""
    if n == 0:
        if total == 0:
            yield ()
        return
    for first in (1, 2, 3):
        if n - 1 <= total - first <= 3 * (n - 1):
            for rest in _with_sum(n - 1, total - first):
                yield (first, *rest)


def _lambda_text(n: int) -> str:
    """Which λ the smallest matrices were scaled by, in words."""
    count = len(_lambdas(n))
    return (f"every λ in {{1,2,3}}^{n} (not all equal)" if count == 3**n - 3
            else f"the {count} λ in {{1,2,3}}^{n} of smallest sum (not all equal)")


def _scale_columns(batch: Any, lam: Any) -> Any:
    """Column j of every matrix scaled by λ_j."""
    return batch * lam[:, None, :]


def _scale_columns_symbolic(M: Any, lam: Any) -> Any:
    return M * sympy.diag(*lam)


def _prepare(metric: Metric, n: int, settings: Settings, rng: np.random.Generator) -> Verdict | dict[str, Any]:
    """metric~ of a scale-invariant metric holds at once; otherwise the largest float gap (drawn from ``rng``)."""
    base = calibrated_base(metric)
    why_scale_invariant = _scale_invariance_proof(base, n, settings) if base is not None else None
    if why_scale_invariant:
        return PIV.holds(
            {
                "kind": "construction",
                "method": "calibration maps m·λ to (Σ_j λ_j c_j / Σ_j c_j) times the calibrated m "
                f"(c_j the column sums), and the metric is scale invariant, metric(t·M) = metric(M) for every t > 0: "
                f"{why_scale_invariant}",
            },
            "metric~(m·λ) = metric(k · m λ~(m)) = metric~(m) for a positive scalar k (proved)",
        )
    return {"gap": _largest_gap(metric, n, settings, rng)}


def _moves(n: int, context: dict[str, Any]) -> list[Move]:
    return [Move("λ", lambda batch, lam: (None, _scale_columns(batch, lam)), "equal")]


def _failure(pair: Pair, n: int, context: dict[str, Any]) -> Verdict:
    gap = context["gap"]
    v0, v1 = pair.values
    gap_text = (f"largest gap found by continuous search ≈ {gap:.4g}" if gap is not None
                else "no continuous search: the code scores no matrix of counts that are not whole")
    return PIV.fails(
        f"scaling the true-class columns by λ = {cells_text(pair.parameters)} changes the score from {as_text(v0)} "
        f"to {as_text(v1)} (verified {pair.verified}); {gap_text}",
        {"before": record_cells(pair.before), "lambda": record_cells(pair.parameters),
         "after": record_cells(pair.after), "values": [as_text(v0), as_text(v1)], "verified": pair.verified},
        extra={"largest_gap": None if gap is None else round(gap, 6)},
    )


def _proof(metric: Metric, n: int, settings: Settings) -> tuple[Evidence, str] | str:
    """``(evidence, detail)``: homogeneity of degree 0 per column read off the form, or cancel with symbolic λ; else
    a note."""
    expr = metric.expression(n)
    if expr is None:
        return "no symbolic form"
    if column_scale_invariant(expr, n):
        return (
            {
                "kind": "proof",
                "method": "the symbolic form is homogeneous of degree 0 in the cells of each true-class column "
                "(read off its structure, Piecewise conditions included), so scaling column j by λ_j > 0 leaves it "
                "unchanged",
            },
            "invariant under every column scaling (proved)",
        )
    try:
        with time_budget(settings.symbolic_seconds):
            proved = unchanged_by(metric, n, _scale_columns_symbolic, n, settings, prefix="l")
        if proved is True:
            return ({"kind": "proof", "method": "cancel proves metric(m·λ) − metric(m) ≡ 0 for symbolic λ"},
                    "invariant under every column scaling (proved)")
        return proved
    except SymbolicTimeout:
        return f"symbolic budget of {settings.symbolic_seconds} s exhausted"


def _undecided(pair: Pair, note: str) -> Verdict:
    return PIV.unknown(f"scaling m={cells_text(pair.before)} by λ = {cells_text(pair.parameters)} changes the float "
                       f"score, but the change could not be certified exactly; {note}")


def _searched(n: int, settings: Settings, outcome: SearchOutcome, context: dict[str, Any], note: str) -> Verdict:
    k = settings.exhaustive_bound(n)
    evidence: Evidence = {
        "kind": "search",
        "method": (
            f"no counterexample: the {smallest_with_parameters(n, k, len(_lambdas(n)))} smallest {n}x{n} matrices "
            f"with entries 0..{k}, each under {_lambda_text(n)}, and {settings.random_matrices} random "
            f"matrices in {RANDOM_REGIMES} regimes under random integer λ in 1..5{fractional_text(outcome, 'λ')}; "
            f"{note}"
        ),
        "budget": {"exhaustive_max_entry": k, **outcome.budget},
    }
    return PIV.holds(evidence, "no prevalence dependence found (not refuted, not proved)")


def _scale_invariance_proof(metric: Metric, n: int, settings: Settings) -> str | None:
    r"""How :math:`\mathrm{metric}(tM) \equiv \mathrm{metric}(M)` for every t > 0 is proved, or None:
    by the structure of its form (:func:`axioms.arithmetic.homogeneity.homogeneous_degree` is 0), else by the
    exact zero test of :math:`\mathrm{metric}(tM) - \mathrm{metric}(M)` for a positive symbol t.

    Why it decides PIV of metric~: calibration scales column j by :math:`|S| / (n c_j)`, so
    :math:`\widetilde{m\lambda}_{ij} = m_{ij}\lambda_j \cdot \frac{\sum_k \lambda_k c_k}{n\, c_j \lambda_j}
    = \frac{\sum_k \lambda_k c_k}{\sum_k c_k}\, \tilde m_{ij}`: a positive multiple of
    :math:`\tilde m`, and defined exactly where :math:`\tilde m` is (every :math:`c_j > 0`).
    """
    expr = metric.expression(n)
    if expr is None:
        return None
    if scale_invariant(expr, n):
        return "its symbolic form is homogeneous of degree 0 (read off its structure)"
    assert metric.symbolic is not None  # it has an expression
    t = sympy.Symbol("t", positive=True)
    try:
        with time_budget(settings.symbolic_seconds):
            image = t * cell_symbols(n)
            moved = sympy.sympify(metric.symbolic(image))
            if same_where_defined(metric, image, n, identically_zero(moved - expr, settings)) is True:
                return "metric(t·M) − metric(M) ≡ 0 for a symbolic t > 0 (exact zero test)"
    except SymbolicTimeout:
        pass
    return None


def _largest_gap(metric: Metric, n: int, settings: Settings, rng: np.random.Generator) -> float | None:
    """The largest float change of the score over random m and continuous λ = exp(U(−7, 7)); None when the code
    scores none of the scaled matrices (code for whole counts only: NaN there, or it raises)."""
    m = rng.integers(0, 100, size=(settings.search_size, n, n)).astype(float) + np.eye(n)
    lam = np.exp(rng.uniform(-7, 7, size=(settings.search_size, n)))
    try:
        gaps = np.abs(evaluate(metric, m * lam[:, None, :]) - evaluate(metric, m))
    except Exception:  # noqa: BLE001 - user code refusing counts that are not whole; its other errors come later
        return None
    return float(np.nanmax(gaps)) if np.isfinite(gaps).any() else None


check_piv = invariance_check(
    "PIV", what="scaling the true-class columns by λ", parameters=lambda n: n, real_parameters=True,
    symbolic=_scale_columns_symbolic, numeric=_scale_columns, fixed=_lambdas,
    prepare=_prepare, moves=_moves, proof=_proof,  # a calibrated metric is decided before the search
    failure=_failure, undecided=_undecided, searched=_searched,  # PIV's own texts
)
check_piv.__doc__ = r"""PIV prevalence invariance: :math:`\mathrm{metric}(m\lambda) = \mathrm{metric}(m)` for positive
diagonal λ (Opitz §3.4).

Column j of m is scaled by :math:`\lambda_{jj}`. Counterexamples use integer λ so both
matrices are integer (like Opitz Tables 2 → 4), then the smallest matrices under λ/8, whose
counts are not whole (code that treats less than one item apart changes only there); the
largest gap found by a continuous search over λ is reported too.
"""


register_property(
    "PIV",
    name="prevalence invariance",
    statement="metric(m λ) = metric(m λ') for positive diagonal λ, λ' (column scaling)",
    source="Opitz 2024 §3.4, Eq. 5",
    check=check_piv,
    group="opitz",
    position=4,
    every_n=piv_every_n,  # Lemmas V1-V3 (axioms.every_n.prevalence_lemmas) and axioms.every_n.lifting
)
