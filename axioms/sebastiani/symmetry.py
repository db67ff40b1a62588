"""SYM, symmetry (Sebastiani Axiom 8)."""

from itertools import permutations

import numpy as np
import sympy

from metrics import cell_symbols

from ..budget import SymbolicTimeout, time_budget
from ..exact import as_text
from ..search import CANDIDATES, evaluate, exhaustive, int_lists, random_batch
from ..symbolic import identically_zero
from ..verdict import fails, holds
from ._common import _how, _undecided, compare, value_of


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


def check_sym(metric, n, settings, rng, calibrated=False):
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
    undecided = None
    for stage, batch in (("exhaustive", exhaustive(n, settings.exhaustive_bound(n))), ("random", random_batch(n, settings.search_size, rng))):
        base = evaluate(metric, batch)
        mixed = []
        for pi in perms:
            moved = _permute(batch, pi)
            after = evaluate(metric, moved)
            both = np.isfinite(base) & np.isfinite(after)
            bad = np.flatnonzero(both & (np.abs(after - base) > 1e-9 * (1 + np.abs(base))))
            bad = sorted(bad, key=lambda b: (batch[b].sum(), b))
            for idx in bad[:CANDIDATES]:
                m0 = int_lists(batch[idx])
                m1 = int_lists(moved[idx])
                sign, v0, v1, how = compare(metric, m0, m1)
                if sign is None and v0 is not None and v1 is not None:
                    undecided = undecided or f"m={m0} ({as_text(v0)}) vs its relabelling m={m1} ({as_text(v1)})"
                elif sign:
                    return _sym_fail(n, pi, m0, m1, v0, v1, how, stage)
            one = np.flatnonzero(np.isfinite(base) != np.isfinite(after))
            mixed.extend((int(b), pi) for b in one[:CANDIDATES])
        mixed.sort(key=lambda t: (batch[t[0]].sum(), t[0]))
        for idx, pi in mixed[:CANDIDATES]:
            m0 = int_lists(batch[idx])
            m1 = int_lists(_permute(batch[idx], pi))
            v0, h0 = value_of(metric, m0)
            v1, h1 = value_of(metric, m1)
            if (v0 is None) != (v1 is None):
                return _sym_fail(n, pi, m0, m1, v0, v1, _how(h0, h1), stage)
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
    if undecided:
        return _undecided("SYM", undecided, note)
    k = settings.exhaustive_bound(n)
    return holds(
        "SYM",
        {
            "kind": "search",
            "method": f"no counterexample: exhaustive over all {n}x{n} matrices with entries 0..{k} and {settings.random_matrices} random matrices, {len(perms)} relabellings each; {note}",
            "budget": {"exhaustive_max_entry": k, "random_matrices": settings.random_matrices, "relabellings": len(perms)},
        },
        "no relabelling that changes the score was found (not refuted, not proved)",
    )


def _sym_fail(n, pi, m0, m1, v0, v1, how, stage):
    what = "swapping the class and its complement" if n == 2 else f"relabelling the classes by π = {list(pi)}"
    return fails(
        "SYM",
        f"{what} maps m={m0} (score {as_text(v0)}) to m={m1} (score {as_text(v1)}) (found by {stage} search, verified {how})",
        {"before": m0, "after": m1, "permutation": list(pi), "values": [as_text(v0), as_text(v1)], "verified": how},
    )
