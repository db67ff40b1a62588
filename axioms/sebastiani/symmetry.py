"""SYM, symmetry (Sebastiani Axiom 8)."""

from itertools import permutations

import numpy as np
import sympy

from metrics import cell_symbols

from ..budget import SymbolicTimeout, time_budget
from ..exact import as_text
from ..spaces import standard_stages
from ..refute import Move, search_pairs
from ..symbolic import identically_zero
from ..verdict import fails, holds, undecided


def _adjacent_transpositions(n):
    """The swaps of classes k and k + 1: they generate every relabelling."""
    return [tuple(list(range(k)) + [k + 1, k] + list(range(k + 2, n))) for k in range(n - 1)]


def _relabellings(n, rng):
    ident = tuple(range(n))
    if n <= 4:
        return [pi for pi in permutations(range(n)) if pi != ident]
    out = _adjacent_transpositions(n)
    out += [tuple(int(x) for x in rng.permutation(n)) for _ in range(5)]
    return out


def _permute(m, pi):
    m = np.asarray(m)
    return m[..., list(pi), :][..., :, list(pi)]


def _relabel(pi):
    """A move's ``apply``: every matrix with its classes relabelled by π (rows and columns)."""
    return lambda batch, parameters: (None, _permute(batch, pi))


def check_sym(metric, n, settings, rng):
    r"""SYM symmetry (Sebastiani Axiom 8): the score is invariant under swapping the class and its complement.

    Binary:

    .. math:: M\begin{pmatrix}TP & FP\\ FN & TN\end{pmatrix} = M\begin{pmatrix}TN & FN\\ FP & TP\end{pmatrix}

    (rows and columns both swapped). n classes: invariance under every relabelling π of
    the classes, :math:`M(m) = M(m^\pi)` with :math:`m^\pi_{ij} = m_{\pi(i)\pi(j)}`.
    Proof: ``cancel`` proves invariance under the adjacent transpositions, which generate
    all relabellings. Otherwise all matrices with entries ``0..k`` and random batches are
    searched; a counterexample is two matrices with exactly different values (or one
    scored and one undefined).
    """
    perms = _relabellings(n, rng)
    moves = [Move(pi, _relabel(pi), "equal", definedness=True) for pi in perms]
    outcome = search_pairs(metric, standard_stages(n, settings, rng), moves)
    if outcome.violation:
        return _sym_fail(n, outcome.violation)
    expr = metric.expression(n)
    note = "no symbolic form"
    if expr is not None:
        M = cell_symbols(n)
        try:
            with time_budget(settings.symbolic_seconds):
                proved = all(
                    identically_zero(metric.symbolic(sympy.Matrix(_permute(np.array(M, dtype=object), g))) - expr, settings)
                    for g in _adjacent_transpositions(n)
                )
            if proved:
                return holds(
                    "SYM",
                    {"kind": "proof", "method": "cancel proves metric(m^π) − metric(m) ≡ 0 for the adjacent transpositions (generators of all relabellings)"},
                    "invariant under " + ("swapping the class and its complement" if n == 2 else "every relabelling of the classes") + " (proved)",
                )
            note = "cancel did not prove invariance"
        except SymbolicTimeout:
            note = f"symbolic budget of {settings.symbolic_seconds} s exhausted"
    if outcome.undecided:
        pair = outcome.undecided
        v0, v1 = pair.values
        return undecided("SYM", f"m={pair.before} ({as_text(v0)}) vs its relabelling m={pair.after} ({as_text(v1)})", note)
    k = settings.exhaustive_bound(n)
    return holds(
        "SYM",
        {
            "kind": "search",
            "method": f"no counterexample: exhaustive over all {n}x{n} matrices with entries 0..{k} and {settings.random_matrices} random matrices, {len(perms)} relabellings each; {note}",
            "budget": {"exhaustive_max_entry": k, "random_matrices": settings.random_matrices, "relabellings": len(perms), **outcome.budget},
        },
        "no relabelling that changes the score was found (not refuted, not proved)",
    )


def _sym_fail(n, pair):
    what = "swapping the class and its complement" if n == 2 else f"relabelling the classes by π = {list(pair.key)}"
    v0, v1 = pair.values
    return fails(
        "SYM",
        f"{what} maps m={pair.before} (score {as_text(v0)}) to m={pair.after} (score {as_text(v1)}) (found by {pair.stage} search, verified {pair.verified})",
        {"before": pair.before, "after": pair.after, "permutation": list(pair.key), "values": [as_text(v0), as_text(v1)], "verified": pair.verified},
    )
