"""MON, strict monotonicity (Sebastiani Axiom 1)."""

import numpy as np
import sympy

from metrics._bridge import cell_symbols

from ..budget import SymbolicTimeout, time_budget
from ..exact import as_text, compare
from ..search import CANDIDATES, TOLERANCE, evaluate, exhaustive, int_lists, random_batch
from ..symbolic import _nonneg_sign, too_large
from ..verdict import fails, holds
from ._common import _cell, _pattern_exprs, _ts, _zeros


def check_mon(metric, n, settings, rng, calibrated=False):
    r"""MON strict monotonicity (Sebastiani Axiom 1).

    Binary: for every test set, turning one wrong decision into a right one strictly
    raises the score,

    .. math:: M(TP+1, FN-1) > M(TP, FN) \quad\text{and}\quad M(TN+1, FP-1) > M(TN, FP).

    n classes: moving one item from a wrong cell :math:`m_{ij}` (:math:`i \ne j`) to its
    correct cell :math:`m_{jj}` (same test set) strictly raises the score. Pairs where the
    metric is undefined on either side are left to SDE/WDE and counted in the detail.
    Search: all matrices with entries ``0..k`` (``settings.exhaustive_bound(n)``) and
    random batches; proof: for each support pattern, ``together`` writes the score gain
    as a fraction whose numerator is a positive constant plus nonnegative terms and whose
    denominator has a certified sign.
    """
    direction = metric.direction
    moves = [(i, j) for j in range(n) for i in range(n) if i != j]
    undefined_pairs = 0
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
            if sign is not None and sign * direction <= 0:
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
    k = settings.exhaustive_bound(n)
    return holds(
        "MON",
        {
            "kind": "search",
            "method": f"no counterexample: exhaustive over all {n}x{n} matrices with entries 0..{k} and {5 * settings.search_size} random matrices, every single-item correction tried; {proof}",
            "budget": {"exhaustive_max_entry": k, "random_matrices": 5 * settings.search_size},
        },
        f"no correction that fails to strictly improve the score was found (not refuted, not proved; {note})",
    )


def _strict_sign(e):
    """+1 / -1 when ``e`` = constant of that sign + terms of the same (weak) sign, else None."""
    e = sympy.expand(e)
    c, rest = e.as_coeff_Add()
    s = _nonneg_sign(rest) if rest != 0 else 0
    if s is None:
        return None
    if c > 0 and s >= 0:
        return 1
    if c < 0 and s <= 0:
        return -1
    return None


def _mon_proof(metric, n, settings, direction):
    """True when strict monotonicity is proved; else a note saying why not."""
    expr = metric.expression(n)
    if expr is None:
        return "no symbolic form"
    try:
        with time_budget(settings.symbolic_seconds):
            if expr.has(sympy.Piecewise):
                pats = _pattern_exprs(metric, n)
                if pats is None:
                    return "a Piecewise condition depends on the classifier"
                cases = [(present, e, _zeros(n, present)) for present, e in pats]
            else:
                cases = [(frozenset(range(n)), expr, {})]
            M = cell_symbols(n)
            s = sympy.Symbol("s", nonnegative=True)
            for present, e, zeros in cases:
                for j in sorted(present):
                    for i in range(n):
                        if i == j:
                            continue
                        before = dict(zeros)
                        before[M[i, j]] = s + 1
                        after = dict(zeros)
                        after[M[i, j]] = s
                        after[M[j, j]] = M[j, j] + 1
                        gain = direction * (e.xreplace(after) - e.xreplace(before))
                        if too_large(gain, settings):
                            return "expression above the symbolic size budget"
                        num, den = sympy.fraction(sympy.together(gain))
                        s_num = _strict_sign(num)
                        s_den = _nonneg_sign(sympy.expand(den))
                        if s_num is None or s_den in (None, 0) or s_num * s_den != 1:
                            return f"no strict sign certificate for the gain of {_cell(n, i, j)} -> {_cell(n, j, j)}"
            return True
    except SymbolicTimeout:
        return f"symbolic budget of {settings.symbolic_seconds} s exhausted"
