r"""SMON, strong monotonicity (Gösgens, Zhiyanov, Tikhonov & Prokhorenkova, NeurIPS 2021).

.. math:: M(m + e_{jj}) > M(m) \ \text{ if } m \text{ has a wrong item}, \qquad
          M(m + e_{ij}) < M(m) \ \text{ if } m \text{ has a correct item} \quad (i \ne j)

(in the metric's own direction: reversed for a lower-is-better metric), wherever both scores
are defined.

**Source and reading.** Gösgens et al., "Good classification measures and how to find them"
(NeurIPS 2021), call a binary measure strongly monotone when it is strictly increasing in TP
and TN and strictly decreasing in FP and FN; unlike Sebastiani's MON (one item moved from a
wrong to a right cell, the test set fixed) the test set changes: one more item, correct or
wrong. Read literally no bounded score has it (a perfect classifier already scores the
maximum, one more correct item cannot raise it; an always-wrong one the minimum), so the
engine reads "strictly" where the score can move: one more correct item must raise the score
of every classifier with at least one wrong item, one more wrong item must lower the score of
every classifier with at least one correct item. The paper's text was not available here; this
reading is the engine's (accuracy has SMON under it, recall does not: it is flat in TN).
n classes: the correct cells are the diagonal, the wrong cells the others (the binary
statement at n = 2).

**Evidence.** Counterexample: every matrix with entries ``0..k`` and random ones, each cell
raised by one, compared exactly (:func:`axioms.search.refute.search_pairs`). Proof (a metric without
Piecewise): for each cell, the gain :math:`M(\dots, s + 1, \dots) - M(\dots, s, \dots)` gets a
strict sign certificate wherever both scores are defined and the condition holds
(:func:`axioms.arithmetic.signs.sign_where_defined`); a score with roots goes by the sign of its partial
derivative there (mean value theorem, as :func:`axioms.constructions.monotone.gain_sign`).
"""

from collections.abc import Callable
from typing import Any, Literal, cast

import numpy as np
from numpy.typing import NDArray
import sympy

from metrics import Metric, cell_symbols

from axioms.core.budget import Settings, SymbolicTimeout, time_budget
from axioms.arithmetic.exact import as_text
from axioms.search.patterns import definedness_parts
from axioms.search.refute import Move, search_pairs
from axioms.constructions.calibration import proved_for_all
from axioms.core.registry import register_property
from axioms.arithmetic.signs import sign_where_defined
from axioms.search.spaces import MatrixSpace, cell_name
from axioms.arithmetic.symbolic import too_large
from axioms.core.verdict import Verdict, VerdictsOf

SMON = VerdictsOf("SMON")

__all__ = ["check_smon"]


def check_smon(metric: Metric, n: int, settings: Settings, rng: np.random.Generator) -> Verdict:
    """SMON for one class count (see the module docstring)."""
    moves = [Move((i, j), _one_more(i, j), "increasing", metric.direction * (1 if i == j else -1))
             for i in range(n) for j in range(n)]
    space = MatrixSpace(n, settings)
    outcome = search_pairs(metric, space.stages(rng), moves)
    if outcome.violation:
        pair = outcome.violation
        (i, j), (v0, v1) = cast("tuple[int, int]", pair.key), pair.values
        wanted = ("higher" if i == j else "lower") if metric.direction > 0 else ("lower" if i == j else "higher")
        return SMON.fails(
            f"one more {'correct' if i == j else 'wrong'} item in {cell_name(n, i, j)} "
            f"takes the score from {as_text(v0)} to "
            f"{as_text(v1)}, not strictly {wanted} "
            f"(m={pair.before}; found by {pair.stage} search, verified {pair.verified})",
            {"before": pair.before, "after": pair.after, "cell": [i, j],
             "values": [as_text(v0), as_text(v1)], "verified": pair.verified},
        )
    proof = _proof(metric, n, settings)
    if proof is True:
        return SMON.holds(
            {"kind": "proof", "method": "per cell, a strict sign certificate of the gain of one more item "
             "wherever both scores are defined and the classifier has a wrong (correct cells) "
             "or a correct (wrong cells) item"},
            "strictly increasing in every correct cell and strictly decreasing in every wrong cell (proved)",
        )
    if outcome.undecided:
        pair = outcome.undecided
        return SMON.undecided(f"one more item in {cell_name(n, *cast('tuple[int, int]', pair.key))} "
                              f"at m={pair.before}", proof)
    return SMON.holds(space.search_evidence("every cell raised by one", proof, outcome.budget),
                      "no cell whose increase fails to move the score strictly was found (not refuted, not proved)")


def _one_more(i: int, j: int) -> Callable[[NDArray[Any], Any], tuple[NDArray[Any], NDArray[Any]]]:
    """A move's ``apply``: one more item in cell (i, j), for the matrices where the score can move
    (a wrong item elsewhere for a correct cell, a correct item for a wrong cell)."""

    def apply(batch: NDArray[Any], parameters: Any) -> tuple[NDArray[Any], NDArray[Any]]:
        diagonal = np.trace(batch, axis1=-2, axis2=-1)
        rows = np.flatnonzero(batch.sum(axis=(-2, -1)) > diagonal if i == j else diagonal > 0)
        moved = batch[rows].copy()
        moved[:, i, j] += 1
        return rows, moved

    return apply


def _proof(metric: Metric, n: int, settings: Settings) -> Literal[True] | str:
    """True when every cell's gain has a strict sign certificate; else a note saying why not."""
    expr = metric.expression(n)
    if expr is None:
        return "no symbolic form"
    if expr.has(sympy.Piecewise):
        return "a Piecewise form (no per-cell certificate)"
    if too_large(expr, settings):
        return "expression above the symbolic size budget"
    M = cell_symbols(n)
    wrong = sum(M[i, j] for i in range(n) for j in range(n) if i != j)
    correct = sum(M[i, i] for i in range(n))
    try:
        with time_budget(settings.symbolic_seconds):
            for i in range(n):
                for j in range(n):
                    sign = metric.direction * (1 if i == j else -1)
                    if _cell_sign(expr, M[i, j], sign, wrong if i == j else correct) != 1:
                        return f"no strict sign certificate for one more item in {cell_name(n, i, j)}"
    except SymbolicTimeout:
        return f"symbolic budget of {settings.symbolic_seconds} s exhausted"
    return True


def _cell_sign(e: Any, cell: Any, sign: int, condition: Any) -> int | None:
    """+1 when ``sign * (e(cell = s + 1) − e(cell = s)) > 0`` wherever both are defined and ``condition`` ≠ 0."""
    s = sympy.Symbol("s", nonnegative=True)
    e0, e1 = e.xreplace({cell: s}), e.xreplace({cell: s + 1})
    pair = definedness_parts([e0, e1])
    if pair is None:
        return None
    if not pair[1]:
        return sign_where_defined(sign * (e1 - e0), [*pair[0], condition])
    # roots: the slope, positive wherever e is defined (mean value theorem); e is algebraic as e0 and e1 are
    dens, roots = cast("tuple[list[Any], list[Any]]", definedness_parts([e]))
    return sign_where_defined(sign * sympy.diff(e, cell), [*dens, condition], radicands=roots)


register_property(
    "SMON",
    name="strong monotonicity",
    statement="one more correct item strictly raises the score of an imperfect classifier; "
              "one more wrong item strictly lowers the score of a classifier with a correct item "
              "(binary: strictly increasing in TP, TN, decreasing in FP, FN)",
    source="Gösgens et al. 2021 (NeurIPS), strong monotonicity",
    group="gosgens",
    survives_restriction=proved_for_all,
    position=3,
    check=check_smon,
)
