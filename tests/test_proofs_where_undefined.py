"""Proofs that read a Piecewise condition, or a pole, where the metric is undefined (round-5 audit).

sympy evaluates ``Eq(nan, 0)`` as False, ``Ne(nan, 0)`` as True and ``Eq(zoo, zoo)`` as True, while the
engine's zero test used to read a condition through cancel(lhs − rhs), which drops a 0/0 and a pole
shared by both sides; and sympy writes 0·(n − 37)⁻¹ as 0. Each form below is false, by the hand
derivation in its test, at a matrix far out (10⁹ items, or n = 37), where no search reaches: the
verdict must not be a proof.
"""

import sympy

import axioms
import metrics
from axioms.arithmetic.symbolic import identically_zero
from axioms.every_n.domain import defined_for_every_n
from axioms.core.budget import Settings
from metrics import cell_symbols
from metrics._registry import make_metric
from metrics.structure import ClassSums

K = 10**9
M2 = cell_symbols(2)
TP, FP, FN, TN = M2[0, 0], M2[0, 1], M2[1, 0], M2[1, 1]


def _at(form, m):
    return form(sympy.Matrix(M2)).xreplace({M2[i, j]: sympy.Integer(m[i][j]) for i in range(2) for j in range(2)})


def _accuracy(M):
    return M.trace() / sum(M)


def _symmetric_but_for_a_removable_zero(M):
    """Accuracy where g = (TP² + TP·FN)/(TP + FN) + TN is 0, else accuracy + ⌊N/10⁹⌋; g is TP + TN where
    TP + FN > 0 and 0/0 (so Eq(g, 0) is False) where TP = FN = 0."""
    tp, fn, tn = M[0, 0], M[1, 0], M[1, 1]
    g = (tp**2 + tp * fn) / (tp + fn) + tn
    return sympy.Piecewise((_accuracy(M), sympy.Eq(g, 0)), (_accuracy(M) + sympy.floor(sum(M) / K), True))


def test_a_condition_undefined_on_one_side_of_a_swap_is_not_cancelled_away():
    """[[0, K], [0, 0]]: g = 0/0, the condition is False, the score is 0 + ⌊K/K⌋ = 1. Its swap [[0, 0], [K, 0]]:
    g = 0/K + 0 = 0, the score is accuracy 0. So SYM is false."""
    assert _at(_symmetric_but_for_a_removable_zero, [[0, K], [0, 0]]) == 1
    assert _at(_symmetric_but_for_a_removable_zero, [[0, 0], [K, 0]]) == 0
    metric = make_metric("removable_zero", symbolic=_symmetric_but_for_a_removable_zero, binary=True)
    verdict = axioms.check(metric, ["SYM"], classes=(2,), with_calibrated=False)["SYM"]
    assert verdict.evidence["kind"] != "proof"


def _scale_invariant_but_for_a_shared_pole(M):
    """With s = 1/(TP − 1): Eq(TP/(TP + FN) + s, s) is Eq(zoo, zoo), True, at TP = 1, while TP/(TP + FN) + s − s
    is written TP/(TP + FN) by sympy."""
    tp, fp, fn = M[0, 0], M[0, 1], M[1, 0]
    s = 1 / (tp - 1)
    return sympy.Piecewise((2, sympy.Ne(fn / (fn + tp), 0)), (0, sympy.Eq(tp / (tp + fn) + s, s)),
                           (sympy.floor(fp / (K * tp)), True))


def test_a_pole_shared_by_both_sides_of_a_condition_is_read_where_it_is():
    """[[1, K], [0, 0]]: FN = 0 so the first condition is False, TP = 1 makes the second Eq(zoo, zoo): 0.
    Twice that matrix: the second condition reads 1 + 1 = 1, False, so the score is ⌊2K/(2K)⌋ = 1: SCI is false."""
    assert _at(_scale_invariant_but_for_a_shared_pole, [[1, K], [0, 0]]) == 0
    assert _at(_scale_invariant_but_for_a_shared_pole, [[2, 2 * K], [0, 0]]) == 1
    metric = make_metric("shared_pole", symbolic=_scale_invariant_but_for_a_shared_pole, binary=True)
    verdict = axioms.check(metric, ["SCI"], classes=(2,), with_calibrated=False)["SCI"]
    assert verdict.evidence["kind"] != "proof"


def _balanced_accuracy_but_at_one_prevalence(M):
    """Balanced accuracy, but 1 where h is nonzero and 1009·FN = 997·TN, with h = (r² + r·TP)/(r + TP) − r,
    r = TP + FP: h is 0 where r + TP > 0 and 0/0 (so Ne(h, 0) is True) where r = TP = 0."""
    tp, fp, fn, tn = M[0, 0], M[0, 1], M[1, 0], M[1, 1]
    r = tp + fp
    h = (r**2 + r * tp) / (r + tp) - r
    balanced = (tp / (tp + fn) + tn / (tn + fp)) / 2
    return sympy.Piecewise((1, sympy.Ne(h, 0) & sympy.Eq(1009 * fn, 997 * tn)), (balanced, True))


def test_a_branch_taken_where_its_condition_is_zero_over_zero_is_not_dropped():
    """The random classifier that always predicts class 1, on prevalences (997, 1009)/2006, is
    [[0, 0], [997, 1009]]/2006: h = 0/0, 1009·997 = 997·1009, so it scores 1, not balanced accuracy's 1/2: every
    random classifier does not score 1/2."""
    half = sympy.Rational(1, 2006)
    m = sympy.Matrix([[0, 0], [997 * half, 1009 * half]])
    assert _balanced_accuracy_but_at_one_prevalence(m) == 1
    metric = make_metric("one_prevalence", symbolic=_balanced_accuracy_but_at_one_prevalence, binary=True)
    verdict = axioms.check(metric, ["PV"], classes=(2,), with_calibrated=False)["PV"]
    assert not (verdict.verdict == "holds" and verdict.evidence["kind"] == "proof")


def test_a_distance_needs_a_score_at_every_perfect_classifier():
    """Accuracy undefined at the perfect classifier of 7 items of class 0 and 1 of class 1 ([[7, 0], [0, 1]]):
    d(y, y) has no value there, so DIST is no lemma about the Hamming distance."""
    def undefined_at_seven(M):
        return sympy.Piecewise((sympy.nan, sympy.Eq(M[0, 0], 7) & sympy.Eq(M[0, 1] + M[1, 0], 0)), (_accuracy(M), True))

    assert _at(undefined_at_seven, [[7, 0], [0, 1]]) is sympy.nan
    metric = make_metric("undefined_at_seven", symbolic=undefined_at_seven, binary=True)
    verdict = axioms.check(metric, ["DIST"], classes=(2,), with_calibrated=False)["DIST"]
    assert verdict.evidence["kind"] != "proof"


def test_no_statement_for_every_n_about_a_metric_undefined_everywhere_at_some_n():
    """Σ_k (c_k + (r_k − t_k)/(n − 37)) / N is accuracy at every n but 37, where every summand divides by 0: no
    matrix is scored at n = 37, so no verdict may hold (or fail) "for every n ≥ 2"."""
    metric = make_metric("pole_at_37", structure=ClassSums(lambda S, N, n: S / N,
                                                           {"S": lambda c, r, t, N, n: c + (r - t) / (n - 37)}))
    verdicts = axioms.check(metric, ["PIV", "PII", "PV"], classes=(2, 3))
    for verdict in verdicts.values():
        assert verdict.every_n is None
        assert verdict.after_calibration.every_n is None


def test_a_pole_in_n_written_with_the_item_count_is_a_pole_in_n():
    """The same poles written with N (review 16a): c(n − 37)/(nt − 37t) is recall c/t at every n but 37, where it
    is 0/0 at every class; Σ_k (c_k + (r_k − t_k)/(Nn − 37N)) / N is accuracy at every n but 37, where every summand
    divides by N·0. At the perfect classifier the bases read N·(n − 37)/n and N·(n − 37): a factor in n alone that
    vanishes at n = 37 for every N. No matrix is scored at n = 37, so no verdict may hold or fail "for every n"."""
    n37 = [[int(i == j) for j in range(37)] for i in range(37)]
    forms = {"recall_pole_with_t": metrics.structure.ClassMean(lambda c, r, t, N, n: c * (n - 37) / (n * t - 37 * t)),
             "accuracy_pole_with_n": ClassSums(lambda S, N, n: S / N,
                                               {"S": lambda c, r, t, N, n: c + (r - t) / (N * n - 37 * N)})}
    for name, structure in forms.items():
        metric = make_metric(name, structure=structure)
        assert metric.exact([[1, 0], [0, 1]]) == 1 and metric.exact(n37) is None  # scored at n = 2, nowhere at n = 37
        for verdict in axioms.check(metric, ["PI", "PII", "PIV", "PV"], classes=(2, 3)).values():
            assert verdict.every_n is None and verdict.after_calibration.every_n is None, name


def test_a_pole_in_n_that_is_no_polynomial_in_the_item_count_gives_no_certificate():
    """N^(n − 37) − 1 is 0 at n = 37 for every N, yet it is no polynomial in N and n, whose factors in n alone would
    show it; cot(N(n − 37)) is cot 0 there (review 18a). Either, as (r − t)·X added to each summand of accuracy,
    leaves no matrix scored at n = 37: no certificate that the metric is defined at every n."""
    for X in (lambda N, n: 1 / (N ** (n - 37) - 1), lambda N, n: sympy.cot(N * (n - 37))):
        structure = ClassSums(lambda S, N, n: S / N, {"S": lambda c, r, t, N, n, X=X: c + (r - t) * X(N, n)})
        assert defined_for_every_n(structure) is None


def test_where_a_metric_is_defined_is_read_off_its_form_as_written():
    """acc·(TP + FN)/(TP + FN) is accuracy to sympy on symbols, but 0/0 at [[0, 1], [0, 1]] (TP = FN = 0), while
    its swap [[1, 0], [1, 0]] scores 1/2: SYM is false. acc·(TP − 1)/(TP − 1) is 0/0 at [[1, 0], [0, 1]] and 1 at
    twice it: SCI is false (round-5 review)."""
    def swap_breaks(M):
        return _accuracy(M) * (M[0, 0] + M[1, 0]) / (M[0, 0] + M[1, 0])

    def scaling_breaks(M):
        return _accuracy(M) * (M[0, 0] - 1) / (M[0, 0] - 1)

    cases = [(swap_breaks, "SYM", [[0, 1], [0, 1]], [[1, 0], [1, 0]], sympy.Rational(1, 2)),
             (scaling_breaks, "SCI", [[1, 0], [0, 1]], [[2, 0], [0, 2]], 1)]
    for form, pid, before, after, value in cases:
        assert form(sympy.Matrix(before)) is sympy.nan and form(sympy.Matrix(after)) == value
        metric = make_metric(form.__name__, symbolic=form, binary=True)
        verdict = axioms.check(metric, [pid], classes=(2,), with_calibrated=False)[pid]
        assert verdict.evidence["kind"] != "proof", pid


def test_a_log_of_a_formula_in_n_that_vanishes_is_a_pole_in_n():
    """c + (r − t)·log((n − 37)²) sums to accuracy's numerator at every n but 37, where log(0) is undefined in every
    summand: no every-n verdict."""
    metric = make_metric("log_pole_at_37", structure=ClassSums(
        lambda S, N, n: S / N, {"S": lambda c, r, t, N, n: c + (r - t) * sympy.log((n - 37) ** 2)}))
    for verdict in axioms.check(metric, ["PIV", "PII", "PV"], classes=(2, 3)).values():
        assert verdict.every_n is None and verdict.after_calibration.every_n is None


def _calibrated_column_sum(M, j):
    """Σ_i m_ij·N/(2·t_j), column j of the calibrated matrix summed as written: N/2 where t_j > 0, but 0·zoo, NaN,
    where t_j = 0."""
    N, t = sum(M), M[0, j] + M[1, j]
    return M[0, j] * N / (2 * t) + M[1, j] * N / (2 * t)


def test_a_condition_merges_where_its_denominators_vanish_only_where_the_reduced_one_does():
    """TP·TN·N²/(2t₀·2t₁·s₀·s₁), s_j the calibrated column sums, is TP·TN/(t₀t₁) where both columns occur; s_j is N/2,
    0 only where every cell is, so only where t_j is: both sides are undefined exactly where t₀·t₁ = 0, and the
    two Piecewise forms below are the same function. The calibrated harmonic macro recall's conditions have this
    form: its scale invariance is proved (scaling m by k leaves the calibrated matrix as it is)."""
    tp, tn = M2[0, 0], M2[1, 1]
    t0, t1 = M2[0, 0] + M2[1, 0], M2[0, 1] + M2[1, 1]
    written = tp * tn * sum(M2) ** 2 / (2 * t0 * 2 * t1 * _calibrated_column_sum(M2, 0) * _calibrated_column_sum(M2, 1))
    reduced = tp * tn / (t0 * t1)
    assert written.xreplace({FP: 1, FN: 0, TP: 0, TN: 2}) is sympy.nan  # t₀ = 0: 0·zoo
    assert reduced.xreplace({FP: 1, FN: 0, TP: 0, TN: 2}) is sympy.nan
    same = sympy.Piecewise((1, sympy.Eq(written, 0)), (2, True)) - sympy.Piecewise((1, sympy.Eq(reduced, 0)), (2, True))
    assert identically_zero(same, Settings()) is True
    calibrated = metrics.get("macro_recall_harmonic").calibrated
    assert axioms.check(calibrated, ["SCI"], classes=(2,), with_calibrated=False)["SCI"].evidence["kind"] == "proof"


def test_a_condition_does_not_merge_where_a_denominator_vanishes_and_the_reduced_one_does_not():
    """s₁ = Σ_i m_i1·N/(2·t₁) is N/2 where t₁ > 0, but NaN at [[1, 0], [1, 0]] (t₁ = 0, N = 2), where s₁ > 0 cannot
    be read while N > 0 holds: the two forms differ there."""
    s1 = _calibrated_column_sum(M2, 1)
    assert s1.xreplace({TP: 1, FP: 0, FN: 1, TN: 0}) is sympy.nan
    differ = sympy.Piecewise((1, s1 > 0), (2, True)) - sympy.Piecewise((1, sum(M2) > 0), (2, True))
    assert identically_zero(differ, Settings()) is not True


def _shared_pole_accuracy(M):
    """F = (TP + FN)(TP − FN) − TP² + FN² is 0 at every matrix, written unexpanded: both sides of the condition are
    zoo everywhere and sympy reads Eq(zoo, zoo) as True, so the metric is accuracy (numpy agrees: inf == inf)."""
    tp, fn = M[0, 0], M[1, 0]
    F = (tp + fn) * (tp - fn) - tp**2 + fn**2
    return sympy.Piecewise((_accuracy(M), sympy.Eq(tp + 1 / F, fn + 1 / F)), (_accuracy(M) + 1, True))


def test_continuity_is_not_refuted_through_a_pole_both_sides_of_a_condition_share():
    """The metric is accuracy, (TP + TN)/N, continuous on every test set: no jump (round-6 audit: a jump at
    [[0, 0], [1, 0]] was printed, read through cancel(lhs − rhs) = TP − FN, which drops the shared pole)."""
    for m in ([[0, 0], [1, 0]], [[1, 2], [3, 4]]):
        assert _at(_shared_pole_accuracy, m) == _at(_accuracy, m)
    metric = make_metric("shared_pole_accuracy", symbolic=_shared_pole_accuracy, binary=True)
    quick = axioms.profile("quick")
    assert axioms.check(metric, ["CON"], classes=(2,), settings=quick, with_calibrated=False)["CON"].verdict != "fails"


def test_the_perfect_score_for_every_n_is_not_read_through_a_pole_sympy_simplifies_away():
    """g = c/t − (cN − rt)/N where n + log(c − 1) = 1 + log(c − 1), else c/t. sympy simplifies the condition to n = 1,
    so the perfect classifier would score 1 at every n; but the n x n identity (c = r = t = 1, N = n) has log 0 on both
    sides, Eq(zoo, zoo) is True, and it scores 1 − (n − 1)/n = 1/n (round-6 audit: PV was claimed for every n)."""
    from axioms.every_n.chance_formula import perfect_score
    from metrics.structure import ClassMean

    def g(c, r, t, N, n):
        return sympy.Piecewise((c / t - (c * N - r * t) / N, sympy.Eq(n + sympy.log(c - 1), 1 + sympy.log(c - 1))),
                               (c / t, True))

    assert perfect_score(ClassMean(g)) is None


def test_no_statement_for_every_n_rests_on_a_condition_sympy_reads_through_a_shared_pole():
    """F = (N + c)(N − c) − N² + c² is 0 everywhere, written unexpanded; both sides of Eq(c + 1/F, t + 1/F) are zoo at
    every matrix, so the first piece always holds, t·g = N·c/(n·t), and the metric is macro recall (PIII holds,
    p = 1). With counts substituted symbolically sympy settles the condition as c = t, and Lemma D4 claimed
    '✗ for every n' from the wrong piece (round-6 audit)."""
    from metrics.structure import WeightedMean

    def g(c, r, t, N, n):
        F = (N + c) * (N - c) - N**2 + c**2
        return sympy.Piecewise((N * c / (n * t * t), sympy.Eq(c + 1 / F, t + 1 / F)), (c / t, True))

    metric = make_metric("shared_pole_recall", structure=WeightedMean(g))
    verdict = axioms.check(metric, ["PIII"], classes=(2,), with_calibrated=False)["PIII"]
    assert verdict.every_n is None and verdict.verdict != "fails"


def test_a_lifted_counterexample_is_not_claimed_where_its_padded_classes_are_undefined():
    """g = c/t + (n − 5)(−N)/((n − 5 + 100s)(1 + 10⁶s)), s = (c − 1)² + (r − 1)² + (t − 1)²: a class of one item,
    all correct (s = 0), scores 1 − N at every n but 5, where its term is 0/0 (review 18b). A PI counterexample at
    n = 2 padded with such classes was claimed "for every n ≥ 2": sympy writes (k − 3)/(k − 3) as 1 once the padded
    counts are in, so the difference in k showed no pole. At n = 5 the padded pair has no value, and there every other
    class scores c/t, so the metric is macro recall wherever defined, which has PI (Opitz 2024, Table 5)."""
    from metrics.structure import ClassMean

    def g(c, r, t, N, n):
        s = (c - 1) ** 2 + (r - 1) ** 2 + (t - 1) ** 2
        return c / t + (n - 5) * (-N) / ((n - 5 + 100 * s) * (1 + 10**6 * s))

    metric = make_metric("recall_hiding_a_pole_at_5", structure=ClassMean(g))
    padded = [[0, 0, 0, 0, 0], [1, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0], [0, 0, 0, 0, 1]]
    assert metric.exact(padded) is None
    every = axioms.check(metric, ["PI"], classes=(2, 3), with_calibrated=False)["PI"].every_n
    assert every is None or every.start > 5
