"""Differences float64 rounds away: an invariance the exact zero test did not prove is compared exactly on a sample of
small matrices before a search-backed "holds" is printed (review 13b).

The float64 scan proposes a pair only where the two scores differ beyond their rounding; 0.6 + 4·10⁻³¹ is the float 0.6,
so a score plus a term of 10⁻³⁰ was never a candidate, and SYM, SCI and PIV printed ✓* for metrics that are not
invariant. Conventions: m[i][j] = items predicted i of true class j; binary cells TP = m[0][0], FP = m[0][1],
FN = m[1][0], TN = m[1][1]. Every value below is derived by hand in the comment above its test.
"""

import numpy as np
import sympy

import axioms

TINY = sympy.Rational(1, 10**30)


def _tiny_symbolic(M):
    tp, fp, fn, tn = M[0, 0], M[0, 1], M[1, 0], M[1, 1]
    return (tp + tn) / (tp + fp + fn + tn) + TINY * tp / (tp + fp + fn + tn)



# Accuracy plus 10⁻³⁰·TP/N. Swapping the two classes (SYM: TP ↔ TN, FP ↔ FN) keeps accuracy and moves the term: at
# [[2, 1], [1, 1]] the score is 3/5 + 2·10⁻³⁰/5, at its relabelling [[1, 1], [1, 2]] it is 3/5 + 10⁻³⁰/5; in float64
# both are 0.6. The exact difference is 10⁻³⁰·(TP − TN)/N, nonzero wherever TP ≠ TN.
def test_a_relabelling_that_changes_the_score_below_float_resolution_is_found(registered):
    metric = registered("accuracy_plus_tiny", symbolic=_tiny_symbolic, binary=True, checks=False)
    assert float(metric.exact([[2, 1], [1, 1]])) == float(metric.exact([[1, 1], [1, 2]])) == 0.6
    assert metric.exact([[2, 1], [1, 1]]) - metric.exact([[1, 1], [1, 2]]) != 0
    verdict = axioms.check("accuracy_plus_tiny", ["SYM"], classes=(2,), with_calibrated=False)["SYM"]
    assert verdict.verdict == "fails" and verdict.counterexample["verified"] == "exact"
    before, after = verdict.counterexample["before"], verdict.counterexample["after"]
    assert np.array_equal(after, [[before[1][1], before[1][0]], [before[0][1], before[0][0]]])
    assert before[0][0] != before[1][1]


# Recall TP/(TP + FN + 10⁻²⁰). Scaling m by 2 gives 2TP/(2TP + 2FN + 10⁻²⁰) = TP/(TP + FN + 10⁻²⁰/2), another value
# wherever TP > 0: at [[1, 0], [0, 0]], 1/(1 + 10⁻²⁰) against 1/(1 + 10⁻²⁰/2), both the float 1.0.
def test_a_scaling_that_changes_the_score_below_float_resolution_is_found(registered):
    def recall(M):
        return M[0, 0] / (M[0, 0] + M[1, 0] + sympy.Rational(1, 10**20))

    metric = registered("recall_plus_tiny", symbolic=recall, binary=True, checks=False)
    assert metric.exact([[1, 0], [0, 0]]) != metric.exact([[2, 0], [0, 0]])
    verdict = axioms.check("recall_plus_tiny", ["SCI"], classes=(2,), with_calibrated=False)["SCI"]
    assert verdict.verdict == "fails" and verdict.counterexample["verified"] == "exact"


# Accuracy as numpy code, not identified: invariant under relabelling (TP + TN is), so the sample compares pairs and
# finds none that differ; a search-backed verdict's budget says how many it compared.
def test_a_relabelling_invariant_score_keeps_its_verdict(registered):
    registered("accuracy_plain", numeric=lambda m: np.trace(m, axis1=-2, axis2=-1) / m.sum(axis=(-2, -1)),
               binary=True, checks=False)
    verdict = axioms.check("accuracy_plain", ["SYM"], classes=(2,), with_calibrated=False, identify=False)["SYM"]
    assert verdict.verdict == "holds"
    assert verdict.evidence["kind"] != "search" or verdict.evidence["budget"]["compared_exactly"] > 0
