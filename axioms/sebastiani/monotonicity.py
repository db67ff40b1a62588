"""MON, strict monotonicity (Sebastiani Axiom 1)."""

import numpy as np
import sympy

from metrics import cell_symbols

from ..budget import SymbolicTimeout, time_budget
from ..exact import as_text
from ..spaces import standard_stages
from ..refute import Move, search_pairs
from ..symbolic import too_large
from ..verdict import fails, holds, undecided
from ._common import _cell, _definedness_parts, _pattern_exprs, _sign_where_defined, _ts, _zeros


def check_mon(metric, n, settings, rng):
    r"""MON strict monotonicity (Sebastiani Axiom 1).

    Binary: for every test set, turning one wrong decision into a right one strictly
    raises the score,

    .. math:: M(TP+1, FN-1) > M(TP, FN) \quad\text{and}\quad M(TN+1, FP-1) > M(TN, FP).

    n classes: moving one item from a wrong cell :math:`m_{ij}` (:math:`i \ne j`) to its
    correct cell :math:`m_{jj}` (same test set) strictly raises the score. Pairs where the
    metric is undefined on either side are left to SDE/WDE and counted in the detail.
    Search: all matrices with entries ``0..k`` (``settings.exhaustive_bound(n)``) and
    random batches; proof: for each support pattern, ``cancel`` writes the score gain as
    a fraction whose numerator and denominator have one-signed coefficients, and the
    numerator is certified nonzero wherever both scores are defined (:func:`_mon_proof`).
    A candidate whose exact sign cannot be certified makes an unproved "holds" "unknown".
    """
    direction = metric.direction
    moves = [Move((i, j), _correct(i, j), "increasing", direction) for j in range(n) for i in range(n) if i != j]
    outcome = search_pairs(metric, standard_stages(n, settings, rng), moves)
    if outcome.violation:
        pair = outcome.violation
        (i, j), (v0, v1) = pair.key, pair.values
        what = "unchanged" if pair.sign == 0 else ("lower" if pair.sign * direction < 0 else "higher")
        return fails(
            "MON",
            f"on the test set {_ts(np.sum(pair.before, axis=0))}, correcting one item ({_cell(n, i, j)} -> {_cell(n, j, j)}) "
            f"takes the score from {as_text(v0)} to {as_text(v1)}: {what}, not strictly "
            f"{'higher' if direction > 0 else 'lower (the metric is lower-is-better)'} "
            f"(found by {pair.stage} search, verified {pair.verified})",
            {"before": pair.before, "after": pair.after, "moved": [[i, j], [j, j]], "values": [as_text(v0), as_text(v1)], "verified": pair.verified},
        )
    undefined_pairs = outcome.undefined_pairs.get("exhaustive", 0)
    note = f"{undefined_pairs} pairs of the exhaustive stage with an undefined side were skipped (definedness is SDE/WDE)"
    proof = _mon_proof(metric, n, settings, direction)
    if proof is True:
        return holds(
            "MON",
            {"kind": "proof", "method": "per support pattern, together(metric(after) - metric(before)) = positive constant + nonnegative terms over a denominator of certified sign"},
            f"every correction strictly improves the score (proved; {note})",
        )
    if outcome.undecided:
        pair = outcome.undecided
        (i, j), (v0, v1) = pair.key, pair.values
        return undecided("MON", f"{_cell(n, i, j)} -> {_cell(n, j, j)} from m={pair.before} ({as_text(v0)} vs {as_text(v1)})", proof)
    k = settings.exhaustive_bound(n)
    return holds(
        "MON",
        {
            "kind": "search",
            "method": f"no counterexample: exhaustive over all {n}x{n} matrices with entries 0..{k} and {settings.random_matrices} random matrices, every single-item correction tried; {proof}",
            "budget": {"exhaustive_max_entry": k, "random_matrices": settings.random_matrices, **outcome.budget},
        },
        f"no correction that fails to strictly improve the score was found (not refuted, not proved; {note})",
    )


def _correct(i, j):
    """A move's ``apply``: one item of the wrong cell (i, j) moved to its correct cell (j, j), where there is one."""

    def apply(batch, parameters):
        rows = np.flatnonzero(batch[:, i, j] >= 1)
        moved = batch[rows].copy()
        moved[:, i, j] -= 1
        moved[:, j, j] += 1
        return rows, moved

    return apply


#: Largest ``count_ops`` of a score whose derivative along a correction is certified (a deterministic
#: budget: the certificate expands products of the score's denominators and radicands).
_SLOPE_MAX_OPS = 150


def _gain_sign(e, before, after, direction, M, move):
    r"""+1 when the correction ``before -> after`` strictly raises ``direction * e`` wherever both are defined.

    First the difference ``e(after) - e(before)`` (scores without roots), certified
    wherever both scores are defined (:func:`_sign_where_defined`). Failing that, the derivative along the move (``+1`` on the correct cell,
    ``-1`` on the wrong one) is certified positive, with every radicand nonzero, at every
    point where e is defined: a one-signed denominator nonzero at both ends of the
    segment between the two matrices is nonzero inside it (a variable positive at an end
    is positive inside), so e is continuous on the segment and differentiable inside with
    a positive slope, and the gain is positive (mean value theorem).
    """
    e0, e1 = e.xreplace(before), e.xreplace(after)
    pair = _definedness_parts([e0, e1])
    if pair is None:
        return None
    gain = direction * (e1 - e0)
    if not pair[1] and _sign_where_defined(gain, pair[0]) == 1:
        return 1  # a difference of roots is seldom one-signed: radical scores go by their slope
    if sympy.count_ops(e) > _SLOPE_MAX_OPS:
        return None
    wrong, right = move
    slope = direction * (sympy.diff(e, M[right]) - sympy.diff(e, M[wrong]))
    dens, roots = _definedness_parts([e])
    return _sign_where_defined(slope, dens, radicands=roots)


def _mon_proof(metric, n, settings, direction):
    """True when strict monotonicity is proved; else a note saying why not.

    Per support pattern (the whole orthant when the form has no Piecewise), the gain
    ``direction * (metric(after) - metric(before))`` of each correction, with the moved
    cell written ``s + 1`` before and ``s`` after, gets a strict sign certificate
    (:func:`_strict_sign_where_defined`) valid wherever both scores are defined.
    """
    expr = metric.expression(n)
    if expr is None:
        return "no symbolic form"
    try:
        with time_budget(settings.symbolic_seconds):
            if expr.has(sympy.Piecewise):
                pats = _pattern_exprs(metric, n)
                if pats is None:
                    return "a Piecewise condition depends on the classifier"
                cases = [(present, e) for present, e in pats if not e.has(sympy.nan, sympy.zoo)]
            else:
                cases = [(frozenset(range(n)), expr)]
            M = cell_symbols(n)
            s = sympy.Symbol("s", nonnegative=True)
            for present, e in cases:
                zeros = _zeros(n, present)
                for j in sorted(present):
                    for i in range(n):
                        if i == j:
                            continue
                        before = dict(zeros)
                        before[M[i, j]] = s + 1
                        after = dict(zeros)
                        after[M[i, j]] = s
                        after[M[j, j]] = M[j, j] + 1
                        if too_large(e, settings):
                            return "expression above the symbolic size budget"
                        if _gain_sign(e.xreplace(zeros), before, after, direction, M, ((i, j), (j, j))) != 1:
                            return f"no strict sign certificate for the gain of {_cell(n, i, j)} -> {_cell(n, j, j)}"
            return True
    except SymbolicTimeout:
        return f"symbolic budget of {settings.symbolic_seconds} s exhausted"
