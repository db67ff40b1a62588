"""MON, strict monotonicity (Sebastiani Axiom 1)."""

import numpy as np
import sympy

from metrics import cell_symbols

from ..budget import SymbolicTimeout, time_budget
from ..exact import as_text
from ..search import CANDIDATES, TOLERANCE, evaluate, exhaustive, int_lists, random_batch
from ..symbolic import too_large
from ..verdict import fails, holds
from ._common import _cell, _definedness_parts, _pattern_exprs, _sign_where_defined, _ts, _undecided, _zeros, compare


def check_mon(metric, n, settings, rng, calibrated=False):
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
    moves = [(i, j) for j in range(n) for i in range(n) if i != j]
    undefined_pairs = 0
    undecided = None
    for stage, batch in (("exhaustive", exhaustive(n, settings.exhaustive_bound(n))), ("random", random_batch(n, settings.search_size, rng))):
        base = evaluate(metric, batch)
        found = []
        for i, j in moves:
            has = np.flatnonzero(batch[:, i, j] >= 1)
            after_batch = batch[has].copy()
            after_batch[:, i, j] -= 1
            after_batch[:, j, j] += 1
            after = evaluate(metric, after_batch)
            b = base[has]
            both = np.isfinite(b) & np.isfinite(after)
            undefined_pairs += int((~both).sum()) if stage == "exhaustive" else 0
            bad = np.flatnonzero(both & ((after - b) * direction <= TOLERANCE * (1 + np.abs(b))))
            found.extend((int(has[k]), i, j) for k in bad[:CANDIDATES])
        found.sort(key=lambda t: (batch[t[0]].sum(), t[0], t[1], t[2]))
        for idx, i, j in found[:CANDIDATES]:
            before = int_lists(batch[idx])
            after_m = [row[:] for row in before]
            after_m[i][j] -= 1
            after_m[j][j] += 1
            sign, v0, v1, how = compare(metric, before, after_m)
            if sign is None and v0 is not None and v1 is not None:
                undecided = undecided or f"{_cell(n, i, j)} -> {_cell(n, j, j)} from m={before} ({as_text(v0)} vs {as_text(v1)})"
            elif sign is not None and sign * direction <= 0:
                what = "unchanged" if sign == 0 else ("lower" if sign * direction < 0 else "higher")
                return fails(
                    "MON",
                    f"on the test set {_ts(np.sum(before, axis=0))}, correcting one item ({_cell(n, i, j)} -> {_cell(n, j, j)}) "
                    f"takes the score from {as_text(v0)} to {as_text(v1)}: {what}, not strictly "
                    f"{'higher' if direction > 0 else 'lower (the metric is lower-is-better)'} "
                    f"(found by {stage} search, verified {how})",
                    {"before": before, "after": after_m, "moved": [[i, j], [j, j]], "values": [as_text(v0), as_text(v1)], "verified": how},
                )
    note = f"{undefined_pairs} pairs of the exhaustive stage with an undefined side were skipped (definedness is SDE/WDE)"
    proof = _mon_proof(metric, n, settings, direction)
    if proof is True:
        return holds(
            "MON",
            {"kind": "proof", "method": "per support pattern, together(metric(after) - metric(before)) = positive constant + nonnegative terms over a denominator of certified sign"},
            f"every correction strictly improves the score (proved; {note})",
        )
    if undecided:
        return _undecided("MON", undecided, proof)
    k = settings.exhaustive_bound(n)
    return holds(
        "MON",
        {
            "kind": "search",
            "method": f"no counterexample: exhaustive over all {n}x{n} matrices with entries 0..{k} and {settings.random_matrices} random matrices, every single-item correction tried; {proof}",
            "budget": {"exhaustive_max_entry": k, "random_matrices": settings.random_matrices},
        },
        f"no correction that fails to strictly improve the score was found (not refuted, not proved; {note})",
    )


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
