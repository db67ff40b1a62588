"""PIII (class decomposability) and PIV (prevalence invariance) for every number of classes.

Expected verdicts are Opitz 2024 Table 5 (TACL) and §5.2 (every calibrated metric is prevalence
invariant); the values at n = 6 are derived by hand in the tests. The lemmas are those of
axioms.every_n.decomposition_lemmas (D1-D4) and axioms.every_n.prevalence_lemmas (V1-V3).
"""

import pytest
import mpmath
import sympy

import axioms
import metrics
from axioms.every_n.calibrated_structure import calibrated_structure
from axioms.every_n.decomposition_lemmas import (
    class_mean_exponent, empty_classes_change_nothing, implied_exponent_lift, implied_exponents_at, single_sum_score,
)
from axioms.properties.piii.every_n import piii_every_n
from axioms.properties.piv.every_n import piv_every_n
from axioms.every_n.occurring_classes import where_every_class_occurs
from axioms.every_n.prevalence_lemmas import proportional_padding_applies, recall_like_score, scale_invariant_structure
from axioms.core.verdict import Verdict
from metrics.structure import CLASSES, COUNTS

MULTI_CLASS_STRUCTURED = [m.name for m in metrics.catalogue() if getattr(m, "structure", None) is not None]


def _no_base(n):
    raise AssertionError("this lemma must not need a per-n verdict")


@pytest.mark.parametrize("name", ["macro_recall", "macro_precision", "macro_f1"])
def test_table5_piii_holds_with_p_1_for_every_n(name):
    """Opitz Table 5: macro recall, precision and F1 are arithmetic means of a per-class score."""
    every = piii_every_n(metrics.get(name), _no_base, None)
    assert (every.verdict, every.start, every.evidence["kind"]) == ("holds", 2, "proof")
    assert every.at(50).extra["p"] == 1


def test_generalised_recall_means_keep_their_exponent():
    """Opitz §5.1: GmacR is the p = 0 mean, HmacR the p = -1 mean of class recalls."""
    assert piii_every_n(metrics.get("macro_recall_geometric"), _no_base, None).at(10).extra["p"] == 0
    assert piii_every_n(metrics.get("macro_recall_harmonic"), _no_base, None).at(10).extra["p"] == -1


def test_kappa_calibrated_is_a_mean_of_per_class_scores():
    """Hand derivation: after calibration t_k = N/n and Σ r_k t_k = N²/n, so
    κ~ = (D − N/n)/(N − N/n) with D = Σ c_k N/(n t_k), i.e. the mean over k of (n c_k/t_k − 1)/(n − 1)."""
    c, r, t, N = COUNTS
    n = CLASSES
    g = single_sum_score(calibrated_structure(metrics.get("cohen_kappa").structure))
    assert sympy.cancel(g - (n * c / t - 1) / (n - 1)) == 0
    assert single_sum_score(metrics.get("cohen_kappa").structure) is None  # Σ r t reads every class
    assert class_mean_exponent(metrics.get("macro_specificity").structure) is None  # (N − r − t + c)/(N − t) reads N


@pytest.mark.parametrize("name", ["accuracy", "cohen_kappa", "mcc", "weighted_f1", "macro_f1_of_averages"])
def test_table5_piii_fails_for_every_n(name):
    """Opitz Table 5: accuracy, kappa, MCC, weighted F1 and F1 of averages are not decomposable, at any n ≥ 2."""
    out = axioms.check(name, ["PIII"], classes=(2,), with_calibrated=False)["PIII"]
    assert out.every_n is not None and (out.every_n.verdict, out.every_n.start) == ("fails", 2)
    assert out.every_n.at(5).counterexample["verified"] == "exact"


def test_accuracy_implied_exponents_at_six_classes():
    """Hand derivation: accuracy f = (x + y)/(x + y + o) (o the off-diagonal mass) has
    f_x = f_y = o/T², f_xy = −2o/T³ (T = x + y + o), so p = 1 − f f_xy/(f_x f_y) = 1 + 2(x + y)/o.
    Block [[1, 2], [3, 4]]: 1 + 2·5/5 = 3; block [[2, 1], [1, 3]]: 1 + 2·5/2 = 6. Empty classes
    change no count, so at n = 6 the exponents are still 3 and 6: no p fits."""
    accuracy = metrics.get("accuracy")
    assert empty_classes_change_nothing(accuracy.structure)
    lift = implied_exponent_lift(accuracy)
    assert lift.padding.kind == "empty" and lift.start == 2
    record, _ = implied_exponents_at(accuracy, lift, 6)
    assert len(record["matrices"][0]) == 6 and record["verified"] == "exact"
    assert [sympy.Rational(p) for p in record["p"]] == [3, 6]


def test_piii_calibrated_cells():
    """Opitz §5.2: accuracy~ is macro recall (p = 1); macro precision~ reads the mixed predicted counts and is not
    decomposable."""
    assert piii_every_n(metrics.get("accuracy").calibrated, _no_base, None).at(7).extra["p"] == 1
    failing = piii_every_n(metrics.get("macro_precision").calibrated, _no_base, None)
    assert failing is not None and failing.verdict == "fails"


def test_piv_macro_recall_holds_for_every_n():
    """Opitz Table 5: macro recall is prevalence invariant (recall c/t is homogeneous of degree 0 in the column)."""
    assert recall_like_score(metrics.get("macro_recall").structure) is not None
    assert recall_like_score(metrics.get("macro_precision").structure) is None
    every = piv_every_n(metrics.get("macro_recall"), _no_base, None)
    assert (every.verdict, every.start) == ("holds", 2)


@pytest.mark.parametrize("name", MULTI_CLASS_STRUCTURED)
def test_every_calibrated_metric_is_prevalence_invariant_for_every_n(name):
    """Opitz §5.2: calibration removes the prevalence, for every structured metric of the catalogue."""
    # Sebastiani's K leaves out a class that never occurs (its terms are piecewise): scale invariant where every class
    # occurs, which is all a calibrated matrix shows (Lemma O)
    assert scale_invariant_structure(where_every_class_occurs(metrics.get(name).structure))
    every = piv_every_n(metrics.get(name).calibrated, _no_base, None)
    assert (every.verdict, every.start, every.evidence["kind"]) == ("holds", 2, "proof")


def _failing_base(before, lam, after):
    def base(n):
        assert n == 2
        ce = {"before": before, "lambda": lam, "after": after, "verified": "exact"}
        return Verdict("PIV", "fails", {"kind": "counterexample", "method": "hand-made"}, "hand-made",
                       counterexample=ce)
    return base


def test_piv_macro_precision_lift_at_six_classes():
    """Hand derivation: [[0, 1], [1, 1]] with column 1 doubled is [[0, 2], [1, 2]]; with four perfect
    classes of one item, macro precision is (0/1 + 1/2 + 4)/6 = 3/4 before and (0/2 + 2/3 + 4)/6 = 7/9 after."""
    every = piv_every_n(metrics.get("macro_precision"), _failing_base([[0, 1], [1, 1]], [1, 2], [[0, 2], [1, 2]]), None)
    assert (every.verdict, every.start) == ("fails", 2)
    ce = every.at(6).counterexample
    assert ce["verified"] == "exact" and len(ce["before"]) == 6
    assert [sympy.Rational(v) for v in ce["values"]] == [sympy.Rational(3, 4), sympy.Rational(7, 9)]


def test_piv_weighted_f1_proportional_padding_at_six_classes():
    """Lemma V3, by hand: before [[1, 0], [1, 1]] (N = 3) has class F1 2/3, 2/3, weighted 2/3; column 1
    doubled, [[1, 0], [1, 2]] (N = 4), has 2/3 and 4/5, weighted (2·2/3 + 2·4/5)/4 = 11/15. Four
    perfect classes of 3 (before) and 4 (after) items: (2/3 + 4)/5 = 14/15 and (11/15 + 4)/5 = 71/75."""
    assert proportional_padding_applies(metrics.get("weighted_f1").structure)
    every = piv_every_n(metrics.get("weighted_f1"), _failing_base([[1, 0], [1, 1]], [1, 2], [[1, 0], [1, 2]]), None)
    assert (every.verdict, every.start) == ("fails", 2)
    ce = every.at(6).counterexample
    assert ce["before"][5][5] == 3 and ce["after"][5][5] == 4
    assert [sympy.Rational(v) for v in ce["values"]] == [sympy.Rational(14, 15), sympy.Rational(71, 75)]


@pytest.mark.parametrize("name", ["macro_precision", "macro_f1", "accuracy"])
def test_table5_piv_fails_for_every_n(name):
    """Opitz Table 5: macro precision, macro F1 and accuracy depend on the prevalence, at every n ≥ 2."""
    out = axioms.check(name, ["PIV"], classes=(2,), with_calibrated=False)["PIV"]
    assert (out.every_n.verdict, out.every_n.start) == ("fails", 2)


def test_large_n_is_answered_by_the_lemma():
    """n = 10 is beyond the symbolic checks: the lemmas answer it (macro recall: PIII with p = 1, PIV)."""
    out = axioms.check("macro_recall", ["PIII", "PIV"], classes=(10,))
    assert out["PIII"].per_n == {10: "holds"} and out["PIII"].extra["p"] == 1 and out["PIII"].every_n.start == 2
    assert out["PIV"].per_n == {10: "holds"} and out["PIV"].after_calibration.per_n == {10: "holds"}


def test_matrix_only_metric_gets_no_every_n(registered):
    """A metric known only as a matrix function (its code may do anything at an n nobody evaluated)."""
    registered("plain_accuracy_h2", numeric=metrics.get("accuracy").numeric, formula="Σ m_ii / N")
    out = axioms.check("plain_accuracy_h2", ["PIV"], classes=(2,), with_calibrated=False, identify=False)["PIV"]
    assert out.verdict == "fails"  # the per-n check still runs
    assert out.every_n is None


def test_micro_fpr_refuted_from_three_classes_at_six():
    """Hand derivation: micro FPR = Σ FP / Σ (FP + TN) = (N − D)/((n − 1) N) = (1 − A)/(n − 1) with
    A = D/N. Its implied exponent p = 1 + (1 − A) A_ab/(A_a A_b): for two diagonal cells
    (A_a = A_b = o/N², A_ab = −2o/N³, o = N − D) p = 1 − 2 = −1; for (0, 0) and the off-diagonal
    (1, 2) (A_b = −D/N², A_ab = (N − 2o)/N³) p = 1 − (N − 2o)/D. The 3x3 block [[3, 1, 2], [1, 4, 1],
    [2, 1, 5]] (N = 20, D = 12, o = 8) gives −1 and 1 − 4/12 = 2/3; empty classes keep N and D."""
    micro_fpr = metrics.get("micro_fpr")
    lift = implied_exponent_lift(micro_fpr)
    assert (lift.n0, lift.start) == (3, 3)
    record, _ = implied_exponents_at(micro_fpr, lift, 6)
    assert [sympy.Rational(p) for p in record["p"]] == [-1, sympy.Rational(2, 3)]


def _mcc_calibrated(m):
    """MCC (Gorodkin's R_K) of m with every column rescaled to sum 1 (Opitz §5.2's calibration; MCC is
    scale-free, so the common column mass does not matter), written from the definition:
    (N·Σc − Σ r t)/sqrt((N² − Σ r²)(N² − Σ t²)) with c the diagonal, r row sums, t column sums."""
    n = len(m)
    cal = [[m[i][j] / sum(m[k][j] for k in range(n)) for j in range(n)] for i in range(n)]
    r = [sum(row) for row in cal]
    t = [sum(cal[i][j] for i in range(n)) for j in range(n)]
    N = sum(r)
    cov = N * sum(cal[k][k] for k in range(n)) - sum(a * b for a, b in zip(r, t))
    return cov / mpmath.sqrt((N**2 - sum(a * a for a in r)) * (N**2 - sum(b * b for b in t)))


def test_calibrated_mcc_is_refuted_through_its_square():
    """Calibrated MCC carries a square root, so Lemma D4 compares exponents through h = f²
    (f^p = h^{p/2}: the exponent f forces is twice h's). Independent check: the implied exponent
    p = 1 − f f_xy/(f_x f_y) of the hand-written calibrated MCC above, by central differences in
    50-digit arithmetic at the padded 4×4 witnesses, equals the exact exponents the lift reports."""
    mcc_cal = metrics.get("mcc").calibrated
    lift = implied_exponent_lift(mcc_cal)
    assert lift is not None and lift.start == 3 and lift.padding.kind == "perfect"
    record, _ = implied_exponents_at(mcc_cal, lift, 4)
    with mpmath.workdps(50):
        _check_exponents_by_differences(record)
    assert record["p"][0] != record["p"][1]


def _check_exponents_by_differences(record):
    h = mpmath.mpf(10) ** -12
    for matrix, cells, p in zip(record["matrices"], record["cells"], record["p"]):
        (i, j), (u, v) = cells

        def f(dx, dy):
            m = [[mpmath.mpf(x) for x in row] for row in matrix]
            m[i][j] += dx
            m[u][v] += dy
            return _mcc_calibrated(m)

        fx = (f(h, 0) - f(-h, 0)) / (2 * h)
        fy = (f(0, h) - f(0, -h)) / (2 * h)
        fxy = (f(h, h) - f(h, -h) - f(-h, h) + f(-h, -h)) / (4 * h * h)
        implied = 1 - f(0, 0) * fxy / (fx * fy)
        assert abs(implied - mpmath.mpf(sympy.Rational(p).p) / sympy.Rational(p).q) < mpmath.mpf(10) ** -8


def test_piii_every_n_of_a_score_with_a_max_claims_nothing_instead_of_raising(registered):
    """Class balance accuracy c / max(r, t) (PyCM's CBA, as identified): at D4's witness symengine leaves the
    derivative of the Max unevaluated, which sympy cannot read back (ValueError "First variable cannot be a
    number"); the exponent there is unknown, so the lemma claims nothing. The tests run with lemmas strict
    (conftest), so a lemma that raises fails here. PIII itself holds at n = 2, 3: a mean (p = 1) of one
    per-class score, Lemma D1."""
    from metrics.structure import COUNTS, ClassMean

    c, r, t, _ = COUNTS
    registered("_test_cba", structure=ClassMean(c / sympy.Max(r, t)))
    verdict = axioms.check("_test_cba", ["PIII"], classes=(2, 3))["PIII"]
    assert verdict.verdict == "holds" and verdict.every_n is not None and verdict.every_n.verdict == "holds"
