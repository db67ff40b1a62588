r"""SYM, symmetry (Sebastiani 2015 Axiom 8): invariance under swapping a class and its complement (any relabelling
of the classes).

.. math:: M(m) = M(m^\pi), \qquad m^\pi_{ij} = m_{\pi(i)\pi(j)} \text{ for every relabelling } \pi

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
from axioms.search.spaces import standard_stages
from axioms.core.verdict import Evidence, Verdict, VerdictsOf

SYM = VerdictsOf("SYM")

__all__ = ["check_sym"]


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


def _permute(m: Any, pi: Sequence[int]) -> Any:
    m = np.asarray(m)
    return m[..., list(pi), :][..., :, list(pi)]


def _relabel(pi: Sequence[int]) -> Callable[[Any, Any], tuple[None, Any]]:
    """A move's ``apply``: every matrix with its classes relabelled by π (rows and columns)."""
    return lambda batch, parameters: (None, _permute(batch, pi))


def _prepare(metric: Metric, n: int, settings: Settings, rng: np.random.Generator) -> dict[str, Any]:
    return {"perms": _relabellings(n, rng)}


def _moves(n: int, context: dict[str, Any]) -> list[Move]:
    return [Move(pi, _relabel(pi), "equal", definedness=True) for pi in context["perms"]]


def _stages(n: int, settings: Settings, rng: np.random.Generator, theta: Any) -> Any:
    return standard_stages(n, settings, rng)


def _proof(metric: Metric, n: int, settings: Settings) -> tuple[Evidence, str] | str:
    """``(evidence, detail)`` when cancel proves invariance under the adjacent transpositions (and both sides are
    undefined on the same matrices: :func:`unchanged_by`), else a note."""
    if metric.expression(n) is None:
        return "no symbolic form"
    try:
        with time_budget(settings.symbolic_seconds):
            for g in _adjacent_transpositions(n):
                # g bound by a default argument: mypy cannot infer such a lambda, so it is cast
                proved = unchanged_by(metric, n, cast(Callable[[Any, Any], Any],
                                                      lambda M, theta, g=g: _permute(np.array(M, dtype=object), g)),
                                      0, settings)
                if proved is not True:
                    return proved
        return (
            {"kind": "proof", "method": "cancel proves metric(m^π) − metric(m) ≡ 0 for the adjacent "
                                        "transpositions (generators of all relabellings)"},
            "invariant under "
            + ("swapping the class and its complement" if n == 2 else "every relabelling of the classes")
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
            "method": f"no counterexample: exhaustive over all {n}x{n} matrices with entries 0..{k} and "
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
    statement="invariance under swapping a class and its complement (any relabelling of the classes)",
    source="Sebastiani 2015 Axiom 8",
    check=check_sym,
    group="sebastiani",
    position=8,
)
