"""FIX, fixed range (Sebastiani Axiom 5)."""

import numpy as np

from ..exact import as_text, sign_of_difference, value_of
from ..search import CANDIDATES, evaluate, int_lists
from ..verdict import fails, holds, unknown
from ._common import _classifiers, _grid_bound, _how, _test_sets, _ts


def _extreme(metric, mats, values, which):
    """Exact (value, matrix) of the min or max over the defined classifiers (float scan, exact tie-break)."""
    ok = np.flatnonzero(np.isfinite(values))
    target = values[ok].min() if which == "min" else values[ok].max()
    close = ok[np.abs(values[ok] - target) <= 1e-9 * (1 + abs(target))]
    best = None
    for idx in close[:CANDIDATES]:
        m = int_lists(mats[idx])
        v, how = value_of(metric, m)
        if v is None:
            continue
        if best is None:
            best = (v, m, how)
            continue
        s = sign_of_difference(best[0], v)
        if s is not None and (s < 0 if which == "min" else s > 0):
            best = (v, m, how)
    return best


def check_fix(metric, n, settings, rng, calibrated=False):
    r"""FIX fixed range (Sebastiani Axiom 5): the range of the score does not depend on the test set.

    .. math:: \big[\min_{h} M(\mathcal{Y}, h),\ \max_{h} M(\mathcal{Y}, h)\big] = [\alpha, \beta] \text{ for every test set } \mathcal{Y}

    (binary: every :math:`(AP, AN)`, including AP = 0 and AN = 0; n classes: every
    prevalence vector). For every test set up to the grid bound, the exact minimum and
    maximum over all its (scored) classifiers are computed; test sets where no classifier
    is scored have no range and are listed apart. Fails with two test sets whose ranges
    differ. ``extra["ranges"]`` maps each range seen to its test sets.
    """
    bound = _grid_bound(n, settings)
    ranges, undefined = [], []
    for p in _test_sets(n, bound):
        mats = _classifiers(p)
        values = evaluate(metric, mats)
        if not np.isfinite(values).any():
            undefined.append(p)
            continue
        lo, hi = _extreme(metric, mats, values, "min"), _extreme(metric, mats, values, "max")
        if lo is None or hi is None:
            undefined.append(p)
            continue
        ranges.append((p, lo, hi, int((~np.isfinite(values)).sum())))
    if not ranges:
        return unknown("FIX", f"no classifier of any test set with prevalences 0..{bound} is scored")
    table = {}
    for p, lo, hi, n_undef in ranges:
        table.setdefault(f"[{as_text(lo[0])}, {as_text(hi[0])}]", []).append(_ts(p))
    extra = {"ranges": table, "undefined_test_sets": [_ts(p) for p in undefined]}
    seen = "; ".join(f"{r} on {len(v)} test sets (e.g. {', '.join(v[:3])})" for r, v in table.items())
    undef_note = f"; no classifier scored on {len(undefined)} test sets (e.g. {', '.join(_ts(p) for p in undefined[:3])})" if undefined else ""
    p0, lo0, hi0, u0 = ranges[0]
    for p1, lo1, hi1, u1 in ranges[1:]:
        d_lo, d_hi = sign_of_difference(lo0[0], lo1[0]), sign_of_difference(hi0[0], hi1[0])
        if d_lo or d_hi:
            how = _how(lo0[2], hi0[2], lo1[2], hi1[2])
            cex = {
                "test_sets": [list(p0), list(p1)],
                "ranges": [[as_text(lo0[0]), as_text(hi0[0])], [as_text(lo1[0]), as_text(hi1[0])]],
                "extremes": [{"min": lo0[1], "max": hi0[1]}, {"min": lo1[1], "max": hi1[1]}],
                "verified": how,
            }
            for key, p, u in (("classifiers_0", p0, u0), ("classifiers_1", p1, u1)):
                mats = _classifiers(p)
                if len(mats) <= 100:
                    cex[key] = [[int_lists(m), as_text(value_of(metric, int_lists(m))[0])] for m in mats]
            notes = [f"{u0} unscored classifiers on the first" if u0 else "", f"{u1} on the second" if u1 else ""]
            note = "; ".join(x for x in notes if x)
            return fails(
                "FIX",
                f"the range is [{as_text(lo0[0])}, {as_text(hi0[0])}] on {_ts(p0)} but [{as_text(lo1[0])}, {as_text(hi1[0])}] on {_ts(p1)}"
                f"{' (' + note + ')' if note else ''}; ranges seen: {seen}{undef_note}",
                cex,
                extra=extra,
                evidence={"kind": "counterexample", "method": "exhaustive over the classifiers of both test sets; extremes located in float64 and evaluated exactly"},
            )
    return holds(
        "FIX",
        {
            "kind": "exhaustive",
            "method": f"exact min and max over every classifier of every test set with prevalences 0..{bound} (extremes located in float64, evaluated exactly)",
            "budget": {"test_set_max_prevalence": bound},
        },
        f"range {next(iter(table))} on every test set checked{undef_note}",
        extra=extra,
    )
