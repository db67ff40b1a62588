"""Verdicts that were printed as proved and were wrong (issue 28), one regression test each.

Conventions: m[i][j] = items predicted i of true class j. A random classifier is m = s·z pᵀ.
Every expected value is derived by hand in the comment above its test.
"""

import numpy as np
import pytest
import sympy

import axioms
import metrics


# --------------------------------------------------------------------------- PV: ω must be *short of* perfect
# Cohen's kappa scores 0 on every random classifier (its observed agreement equals the expected
# one) and 1 on the perfect classifier. Scaled by (7 − 2n)/5 the random classifiers still score 0,
# the perfect classifier scores (7 − 2n)/5: 3/5 at n = 2, 1/5 at n = 3, −1/5 at n = 4. At n = 4
# the chance score 0 is *above* the perfect −1/5: no chance correction, PV fails.
def _scaled_kappa_forms():
    kappa = metrics.get("cohen_kappa")

    def symbolic(M):
        return sympy.Rational(7 - 2 * M.shape[0], 5) * kappa.symbolic(M)

    def numeric(m):
        m = np.asarray(m, dtype=float)
        return (7 - 2 * m.shape[-1]) / 5 * kappa.numeric(m)

    return dict(symbolic=symbolic, numeric=numeric)


# Macro recall scores 1/n on every random classifier and 1 when perfect. a + (1 − a)·macro recall
# with a = 6/5 at n = 4 scores 6/5 − 1/20 = 23/20 on random classifiers and 1 when perfect: the
# chance score is above the perfect one. With a = 1/2 (n = 2, 3) it is 1/2 + 1/(2n) < 1: PV holds.
def _shifted_recall_forms():
    recall = metrics.get("macro_recall")

    def a(n):
        return sympy.Rational(6, 5) if n == 4 else sympy.Rational(1, 2)

    def symbolic(M):
        return a(M.shape[0]) + (1 - a(M.shape[0])) * recall.symbolic(M)

    def numeric(m):
        m = np.asarray(m, dtype=float)
        return float(a(m.shape[-1])) + (1 - float(a(m.shape[-1]))) * recall.numeric(m)

    return dict(symbolic=symbolic, numeric=numeric)


@pytest.mark.parametrize("name, forms, chance, perfect", [
    ("scaled_kappa", _scaled_kappa_forms, "0", "-1/5"),
    ("shifted_recall", _shifted_recall_forms, "23/20", "1"),
])
def test_pv_fails_where_chance_scores_beyond_the_perfect_classifier(registered, name, forms, chance, perfect):
    registered(name, **forms(), checks=False)
    verdict = axioms.check(name, ["PV"], classes=(2, 3, 4), with_calibrated=False)["PV"]
    assert verdict.per_n == {2: "holds", 3: "holds", 4: "fails"} and verdict.verdict == "fails"
    assert verdict.counterexample["values"] == [chance, perfect]  # the random classifier, then the perfect one
    assert verdict.counterexample["verified"] == "exact"
    assert np.array_equal(verdict.counterexample["matrices"][1], np.eye(4, dtype=int))
    assert f"perfect classifier's {perfect}" in verdict.detail
