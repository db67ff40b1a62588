r"""SYM, symmetry (Sebastiani 2015 Axiom 8): invariance under swapping a class and its complement (any relabelling
of the classes).

.. math:: M(m) = M(m^\pi), \qquad m^\pi_{ij} = m_{\pi(i)\pi(j)} \text{ for every relabelling } \pi

A cost-sensitive metric (a ``cost`` matrix among its parameters, as Sebastiani's Eq. 11 K) is checked under
the relabellings that leave its costs unchanged, :math:`\Delta(\pi(i), \pi(j)) = \Delta(i, j)`: relabelling a
cost-sensitive problem relabels its costs too (Sebastiani §6.2 carries every axiom over to K with costs), and
another relabelling scores the matrix against other costs, another metric. For the ordinal costs
:math:`|i - j|` that is reversing the order, :math:`\pi(i) = n - 1 - i`.

Built with :func:`axioms.constructions.invariance.invariance_check`, one move per relabelling.
"""

from collections.abc import Callable, Sequence
from itertools import permutations
from typing import Any, cast

import numpy as np

from metrics import Metric

from axioms.core.budget import Settings, SymbolicTimeout, time_budget
from axioms.arithmetic.exact import as_text
from axioms.constructions.invariance import invariance_check, unchanged_by
from axioms.search.refute import Move, Pair, SearchOutcome
from axioms.core.registry import register_property
from axioms.core.evidence import scanned
from axioms.search.spaces import standard_stages
from axioms.core.verdict import Evidence, Verdict, VerdictsOf

SYM = VerdictsOf("SYM")

__all__ = ["check_sym", "check_every_relabelling"]


def _adjacent_transpositions(n: int) -> list[tuple[int, ...]]:
    """The swaps of classes k and k + 1: they generate every relabelling."""
    return [tuple(list(range(k)) + [k + 1, k] + list(range(k + 2, n))) for k in range(n - 1)]


def _relabellings(n: int, rng: np.random.Generator) -> list[tuple[int, ...]]:
    ident = tuple(range(n))
    if n <= 4:
        return [pi for pi in permutations(range(n)) if pi != ident]
    out = _adjacent_transpositions(n)
    out += [tuple(int(x) for x in rng.permutation(n)) for _ in range(5)]
    return out


def _costs(metric: Metric) -> Any:
    """The metric's cost matrix Δ (``parameters["cost"]``), or None for a metric without costs."""
    cost = (metric.parameters or {}).get("cost")
    return None if cost is None else np.asarray(cost, dtype=object)


def _cost_preserving(cost: Any) -> list[tuple[int, ...]]:
    """Every relabelling π other than the identity with Δ(π(i), π(j)) = Δ(i, j), found by extending partial
    relabellings that keep the costs among the classes placed so far."""
    n = len(cost)
    found: list[tuple[int, ...]] = []

    def extend(pi: list[int]) -> None:
        if len(pi) == n:
            found.extend([tuple(pi)] if pi != list(range(n)) else [])
            return
        i = len(pi)
        for image in (x for x in range(n) if x not in pi):
            if cost[image][image] == cost[i][i] and all(
                    cost[image][pi[j]] == cost[i][j] and cost[pi[j]][image] == cost[j][i] for j in range(i)):
                extend([*pi, image])

    extend([])
    return found


def _permute(m: Any, pi: Sequence[int]) -> Any:
    m = np.asarray(m)
    return m[..., list(pi), :][..., :, list(pi)]


def _relabel(pi: Sequence[int]) -> Callable[[Any, Any], tuple[None, Any]]:
    """A move's ``apply``: every matrix with its classes relabelled by π (rows and columns)."""
    return lambda batch, parameters: (None, _permute(batch, pi))


def _prepare(metric: Metric, n: int, settings: Settings, rng: np.random.Generator) -> dict[str, Any] | Verdict:
    cost = _costs(metric)
    if cost is not None and cost.shape != (n, n):
        why = (f"the metric declares a {' x '.join(map(str, cost.shape))} cost matrix (parameters['cost']) and is "
               f"checked at n={n}: SYM relabels the costs with the classes, so they must be n x n; a metric with costs "
               "is defined at their size only (min_classes, and a refusal of other n, as "
               "metrics.papers.sebastiani.cost_sensitive_k does)")
        return Verdict("SYM", "error", {"kind": "none", "method": why}, why)
    return {"perms": _relabellings(n, rng) if cost is None else _cost_preserving(cost)}


def _prepare_every(metric: Metric, n: int, settings: Settings, rng: np.random.Generator) -> dict[str, Any]:
    return {"perms": _relabellings(n, rng)}


def _applies(metric: Metric, n: int) -> bool:
    """SYM applies unless the metric's costs are left unchanged by no relabelling but the identity (costs of another
    size than n: the check says so)."""
    cost = _costs(metric)
    return cost is None or cost.shape != (n, n) or bool(_cost_preserving(cost))


def _generators(metric: Metric, n: int, costs: bool = True) -> tuple[list[tuple[int, ...]], str]:
    """The relabellings a proof of invariance goes through (those that keep the metric's costs, unless ``costs`` is
    False), and what they generate, in words."""
    cost = _costs(metric) if costs else None
    if cost is not None:
        kept = _cost_preserving(cost)
        return kept, f"the relabellings that leave the costs unchanged ({kept})"
    return _adjacent_transpositions(n), "the adjacent transpositions (generators of all relabellings)"


def _moves(n: int, context: dict[str, Any]) -> list[Move]:
    return [Move(pi, _relabel(pi), "equal", definedness=True) for pi in context["perms"]]


def _stages(n: int, settings: Settings, rng: np.random.Generator, theta: Any) -> Any:
    return standard_stages(n, settings, rng)


def _proof(metric: Metric, n: int, settings: Settings, costs: bool = True) -> tuple[Evidence, str] | str:
    """``(evidence, detail)`` when cancel proves invariance under the adjacent transpositions, or under those that
    keep the costs (and both sides are undefined on the same matrices: :func:`unchanged_by`), else a note."""
    if metric.expression(n) is None:
        return "no symbolic form"
    try:
        generators, which = _generators(metric, n, costs)
        if not generators:
            return "no relabelling but the identity leaves the costs unchanged: nothing is proved"
        with time_budget(settings.symbolic_seconds):
            for g in generators:
                # g bound by a default argument: mypy cannot infer such a lambda, so it is cast
                proved = unchanged_by(metric, n, cast(Callable[[Any, Any], Any],
                                                      lambda M, theta, g=g: _permute(np.array(M, dtype=object), g)),
                                      0, settings)
                if proved is not True:
                    return proved
        return (
            {"kind": "proof", "method": f"cancel proves metric(m^π) − metric(m) ≡ 0 for {which}"},
            "invariant under "
            + ("every relabelling that leaves the costs unchanged" if costs and _costs(metric) is not None
               else "swapping the class and its complement" if n == 2 else "every relabelling of the classes")
            + " (proved)",
        )
    except SymbolicTimeout:
        return f"symbolic budget of {settings.symbolic_seconds} s exhausted"


def _failure(pair: Pair, n: int, context: dict[str, Any]) -> Verdict:
    # a move's key (typed object) is its relabelling π here
    what = ("swapping the class and its complement" if n == 2
            else f"relabelling the classes by π = {list(cast(tuple[int, ...], pair.key))}")
    v0, v1 = pair.values
    return SYM.fails(
        f"{what} maps m={pair.before} (score {as_text(v0)}) to m={pair.after} (score {as_text(v1)}) "
        f"(found by {pair.stage} search, verified {pair.verified})",
        {"before": pair.before, "after": pair.after,
         "permutation": list(cast(tuple[int, ...], pair.key)),
         "values": [as_text(v0), as_text(v1)], "verified": pair.verified},
    )


def _undecided(pair: Pair, note: str) -> Verdict:
    v0, v1 = pair.values
    return SYM.undecided(f"m={pair.before} ({as_text(v0)}) vs its relabelling m={pair.after} ({as_text(v1)})", note)


def _searched(n: int, settings: Settings, outcome: SearchOutcome, context: dict[str, Any], note: str) -> Verdict:
    k = settings.exhaustive_bound(n)
    perms = context["perms"]
    return SYM.holds(
        {
            "kind": "search",
            "method": f"{scanned(n, k)} and "
                      f"{settings.random_matrices} random matrices, {len(perms)} relabellings each; {note}",
            "budget": {"exhaustive_max_entry": k, "random_matrices": settings.random_matrices,
                       "relabellings": len(perms), **outcome.budget},
        },
        "no relabelling that changes the score was found (not refuted, not proved)",
    )


check_sym = invariance_check(
    # symbolic= unused: the proof relabels by each adjacent transposition
    "SYM", what="relabelling the classes", symbolic=lambda M, theta: M,
    prepare=_prepare, moves=_moves, stages=_stages, proof=_proof,  # one move per relabelling, over the standard stages
    failure=_failure, undecided=_undecided, searched=_searched,
)
#: Invariance under every relabelling, whatever costs the metric declares: "the same score formula for every class"
#: (PIII's reading of Opitz Eq. 4), which costs that tell classes apart break.
check_every_relabelling = invariance_check(
    "SYM", what="relabelling the classes", symbolic=lambda M, theta: M,
    prepare=_prepare_every, moves=_moves, stages=_stages, proof=lambda metric, n, settings: _proof(
        metric, n, settings, costs=False),
    failure=_failure, undecided=_undecided, searched=_searched,
)
check_sym.__doc__ = r"""SYM symmetry (Sebastiani Axiom 8): the score is invariant under swapping the class and its
complement.

Binary:

.. math:: M\begin{pmatrix}TP & FP\\ FN & TN\end{pmatrix} = M\begin{pmatrix}TN & FN\\ FP & TP\end{pmatrix}

(rows and columns both swapped). n classes: invariance under every relabelling π of
the classes, :math:`M(m) = M(m^\pi)` with :math:`m^\pi_{ij} = m_{\pi(i)\pi(j)}`.
Proof: ``cancel`` proves invariance under the adjacent transpositions, which generate
all relabellings. Otherwise all matrices with entries ``0..k`` and random batches are
searched; a counterexample is two matrices with exactly different values (or one
scored and one undefined).
"""


register_property(
    "SYM",
    name="symmetry",
    statement="invariance under swapping a class and its complement (any relabelling of the classes; for a metric "
              "with costs, any relabelling that leaves the costs unchanged)",
    source="Sebastiani 2015 Axiom 8",
    check=check_sym,
    group="sebastiani",
    position=8,
    applies=_applies,
)
