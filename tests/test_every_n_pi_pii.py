"""PI (monotonicity) and PII (class sensitivity) for every number of classes (issue #17).

Facts from Opitz 2024 (Table 5, §4.7, §5.2), Wenzel (Acc_M = 1 − 2(1 − Acc)/n) and hand derivations
written here; every every-n verdict is also checked at a class count the per-n checks never saw.
"""

import sympy
import pytest

import axioms
from axioms.properties.pi.class_monotonicity import pi_proof
from axioms.arithmetic.exact import exact_sign
from axioms.every_n.trace_form import D, as_class_mean, trace_form
from metrics import get
from metrics.structure import CLASSES, COUNTS, ClassMean

c, r, t, N = COUNTS


def _pi(name, classes=(2, 3)):
    return axioms.check(name, ["PI"], classes=classes)["PI"]


def _pii(name, classes=(2, 3)):
    return axioms.check(name, ["PII"], classes=classes)["PII"]


@pytest.mark.parametrize("name", ["macro_recall", "macro_f1"])
def test_table5_pi_holds_for_every_n(name):
    """Opitz Table 5: macro recall and macro F1 are monotone (PI ✓), at any number of classes."""
    v = _pi(name)
    assert v.every_n is not None and v.every_n.verdict == "holds" and v.every_n.start == 2
    assert v.every_n.evidence["kind"] == "proof" and "Lemma 1" in v.every_n.evidence["method"]
    large = _pi(name, classes=(10,))
    assert large.verdict == "holds" and large.evidence["kind"] == "proof"


def test_table5_pi_fails_for_kappa_and_weighted_f1_at_every_n():
    """Opitz Table 5: kappa and weighted F1 are not monotone (PI ✗); the counterexample lifts from n = 2."""
    for name in ("cohen_kappa", "weighted_f1"):
        e = _pi(name).every_n
        assert e is not None and e.verdict == "fails" and e.start == 2
        assert e.evidence["kind"] == "counterexample"


def test_mcc_holds_at_two_classes_and_fails_from_three():
    """Opitz §4.7: binary MCC is monotone, but from n = 3 on one more error can raise MCC."""
    v = _pi("mcc")
    assert v.per_n[2] == "holds"
    assert v.every_n is not None and v.every_n.verdict == "fails" and v.every_n.start == 3


def test_lifted_counterexample_rechecks_exactly_at_five_classes():
    """The lifted kappa counterexample at n = 5 is a 5 x 5 integer pair whose exact values move the wrong way."""
    metric = get("cohen_kappa")
    cx = _pi("cohen_kappa").every_n.at(5).counterexample
    before, after, (i, j) = cx["before"], cx["after"], cx["cell"]
    assert len(before) == 5 and all(len(row) == 5 for row in before)
    moved = [row[:] for row in before]
    moved[i][j] += 1
    assert moved == after
    wanted = 1 if i == j else -1  # kappa: higher is better
    assert exact_sign(metric.exact(after) - metric.exact(before)) == -wanted


def test_accuracy_pii_fails_for_every_n_by_its_partials():
    """Acc = D/N with D = Σ m_kk: ∂Acc/∂m_ii = (N − D)/N² (D and N both grow) and ∂Acc/∂m_ij = −D/N²
    (only N grows), the same for every diagonal and every off-diagonal cell, at every n."""
    phi = trace_form(get("accuracy").structure)
    assert sympy.simplify(phi - D / N) == 0
    diagonal = sympy.diff(phi, D) + sympy.diff(phi, N)
    assert sympy.simplify(diagonal - (N - D) / N**2) == 0 and sympy.simplify(sympy.diff(phi, N) + D / N**2) == 0
    v = _pii("accuracy")
    assert v.every_n is not None and v.every_n.verdict == "fails" and v.every_n.evidence["kind"] == "proof"
    assert _pii("accuracy", classes=(10,)).verdict == "fails"


def test_macro_accuracy_trace_form_is_wenzels_identity():
    """Wenzel: Acc_M = 1 − 2(1 − Acc)/n, i.e. Φ(D, N, n) = 1 − 2(N − D)/(nN)."""
    phi = trace_form(get("macro_accuracy").structure)
    assert sympy.simplify(phi - (1 - 2 * (N - D) / (CLASSES * N))) == 0
    assert _pi("macro_accuracy").every_n.verdict == "holds"


def test_calibrated_accuracy_is_macro_recall_and_class_sensitive():
    """Opitz §5.2: accuracy~ is macro recall, so it is monotone and (unlike accuracy) class sensitive at every n."""
    from axioms.every_n.calibrated_structure import calibrated_structure

    mean = as_class_mean(calibrated_structure(get("accuracy").structure))
    assert sympy.simplify(mean.score - c / t) == 0 and mean.p == 1
    assert _pi("accuracy").after_calibration.every_n.verdict == "holds"
    e = _pii("accuracy").after_calibration.every_n
    assert e is not None and e.verdict == "holds"


def test_macro_recall_pii_witness_lifted_to_six_classes():
    """Macro recall R = (1/n) Σ_k c_k/t_k: ∂R/∂m_jj = (t_j − c_j)/(n t_j²) (hand derivation); at the
    lifted witness at n = 6 the two reported partials are these values and differ."""
    w = _pii("macro_recall").every_n.at(6).witness
    m, cells = w["matrix"], w["cells"]
    assert len(m) == 6

    def partial(cell):
        i, j = cell
        tj = sum(m[k][j] for k in range(6))
        if i == j:
            return sympy.Rational(tj - m[j][j], 6 * tj**2)
        return sympy.Rational(-m[j][j], 6 * tj**2)  # an error in column j: only t_j grows

    values = [partial(cell) for cell in cells]
    assert values[0] != values[1]
    assert [str(v) for v in values] == w["partials"]


def test_lemma_one_is_not_a_rubber_stamp():
    """Recall is raised by a correct item, so Lemma 1 cannot prove the opposite direction; r/(r + t)
    (share of predictions) rises with an error in its row, so it is not monotone at all."""
    assert pi_proof(ClassMean(c / t), 1) is not None
    assert pi_proof(ClassMean(c / t), -1) is None
    assert pi_proof(ClassMean(r / (r + t)), 1) is None


def test_matrix_function_metric_gets_no_every_n():
    """NIT is registered as a matrix function: nothing is known at an n nobody evaluated."""
    assert _pi("nit").every_n is None and _pii("nit").every_n is None


# g(c, r, t, N, n) = c/t + (n - 2)(n - 3)(r - c)/N: recall at n = 2, 3 (PI and PIV hold there), and from
# n = 4 a bonus for the errors of a class's row (r - c counts them): one more error at m[0][1] raises
# r_0 - c_0 by one, N by one, so (r_0 - c_0 + 1)/(N + 1) > (r_0 - c_0)/N whenever N > r_0 - c_0.
def test_a_failure_first_found_at_n_4_is_lifted_from_there(registered):
    registered("late_bonus", structure=ClassMean(lambda c, r, t, N, n: c / t + (n - 2) * (n - 3) * (r - c) / N),
               higher_is_better=True)
    verdicts = axioms.check("late_bonus", ["PI", "PIV"], classes=(2, 3, 4), with_calibrated=False)
    for pid in ("PI", "PIV"):
        verdict = verdicts[pid]
        assert verdict.per_n == {2: "holds", 3: "holds", 4: "fails"}
        assert verdict.every_n is not None and verdict.every_n.verdict == "fails" and verdict.every_n.start == 4
        at_six = verdict.every_n.at(6)
        assert at_six.verdict == "fails" and at_six.counterexample["verified"] == "exact"


# (n − 4)·c/t: at n = 2, 3 a negative multiple of recall, so one more correct item lowers the score (PI fails there);
# from n = 4 a nonnegative multiple of macro recall, monotone (0 at n = 4). Lemma 1 with n ≥ 4 proves it for every n ≥ 4
# although nothing was checked at n = 4.
def test_a_score_that_reads_n_is_proved_from_the_n_it_becomes_monotone(registered):
    registered("later_recall", structure=ClassMean(lambda c, r, t, N, n: (n - 4) * c / t), higher_is_better=True,
               checks=False)
    verdict = axioms.check("later_recall", ["PI"], classes=(2, 3), with_calibrated=False)["PI"]
    assert verdict.per_n == {2: "fails", 3: "fails"}
    every = verdict.every_n
    assert ((every.verdict, every.start, every.evidence["kind"]) == ("holds", 4, "proof")
            and "n ≥ 4" in every.evidence["method"])
    # at n = 3 it is −c/t: no proof from 3
    assert pi_proof(ClassMean(lambda c, r, t, N, n: (n - 4) * c / t), 1, 3) is None


# (3 − n)·c/t: recall at n = 2, 0 at n = 3 (PI holds at both), a negative multiple of recall from n = 4, where one more
# correct item lowers the score (or one more error raises it). The failure is found at n = 4, checked on demand, and
# lifted, with only n = 2, 3 asked for.
def test_a_failure_that_starts_at_n_4_is_found_without_asking_for_n_4(registered):
    registered("fading_recall", structure=ClassMean(lambda c, r, t, N, n: (3 - n) * c / t), higher_is_better=True,
               checks=False)
    verdict = axioms.check("fading_recall", ["PI"], classes=(2, 3), with_calibrated=False)["PI"]
    assert verdict.per_n == {2: "holds", 3: "holds"}
    every = verdict.every_n
    assert (every.verdict, every.start) == ("fails", 4)
    at_six = every.at(6)
    metric = get("fading_recall")
    before, after = (metric.exact(at_six.counterexample[key]) for key in ("before", "after"))
    (i, j) = at_six.counterexample["cell"]
    assert at_six.counterexample["verified"] == "exact" and exact_sign(after - before) == (-1 if i == j else 1)


def test_late_bonus_fails_pi_and_piv_from_n_4_in_a_run_at_n_2_3(registered):
    # the score of test_a_failure_first_found_at_n_4_is_lifted_from_there reads n: n = 4 is checked on demand
    registered("late_bonus", structure=ClassMean(lambda c, r, t, N, n: c / t + (n - 2) * (n - 3) * (r - c) / N),
               higher_is_better=True)
    verdicts = axioms.check("late_bonus", ["PI", "PIV"], classes=(2, 3), with_calibrated=False)
    for pid in ("PI", "PIV"):
        assert verdicts[pid].per_n == {2: "holds", 3: "holds"}
        assert (verdicts[pid].every_n.verdict, verdicts[pid].every_n.start) == ("fails", 4), pid


def test_a_score_that_reads_r_only_in_a_condition_has_no_calibrated_structure(registered):
    """Recall, shrunk from n = 4 on for a class predicted less often than the average one (n r < N):
    g = c/t if n r ≥ N, else c/(t (1 + (n − 2)(n − 3))). Each piece is free of r, but the calibrated
    variant reads every r'_k through the condition, so it is no macro recall. At n = 4, m has rows
    [0,0,0,0], [0,0,0,0], [0,0,1,0], [1,1,1,1] (t = (1, 1, 2, 1), N = 5); calibrated, row 2 is [0, 0, 5/8, 0]:
    n r' = 5/2 < 5, so class 2 scores (5/8)/(5/4)/3 = 1/6, class 3 (5/4)/(5/4) = 1, and metric~ = 7/24. One more
    error at m[2][0] (t = (2, 1, 2, 1), N = 6) calibrates row 2 to [3/4, 0, 3/4, 0]: n r' = 6 ≥ 6, class 2
    scores 1/2, metric~ = (1/2 + 1)/4 = 3/8 > 7/24, so PI~ fails at n = 4. A round-3 audit found PI~ printed
    as proved for every n ≥ 2 from the calibrated structure macro recall."""
    from axioms.every_n.calibrated_structure import calibrated_structure

    metric = registered("_test_shrunk_recall", structure=ClassMean(
        lambda c, r, t, N, n: sympy.Piecewise((0, sympy.Eq(t, 0)), (c / t, n * r >= N),
                                              (c / (t * (1 + (n - 2) * (n - 3))), True))))
    assert calibrated_structure(metric.structure) is None
    calibrated = metric.calibrated
    before = [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 1, 0], [1, 1, 1, 1]]
    after = [[0, 0, 0, 0], [0, 0, 0, 0], [1, 0, 1, 0], [1, 1, 1, 1]]
    assert (calibrated.exact(before), calibrated.exact(after)) == (sympy.Rational(7, 24), sympy.Rational(3, 8))
    verdict = axioms.check("_test_shrunk_recall", ["PI"], classes=(2,))["PI"].after_calibration
    assert verdict.every_n is None or verdict.every_n.verdict == "fails"


def test_a_slope_in_r_that_depends_on_c_is_not_one_number_for_every_class():
    """h = r where c > 1, else 0: Σ_k h over the calibrated classes is the sum of r'_k over the classes with c'_k > 1,
    not (N/n) times their number, since r'_k differ between classes (the lemma needs one slope for all)."""
    from axioms.every_n.calibrated_structure import calibrated_term

    c, r, t, N = COUNTS
    assert calibrated_term(sympy.Piecewise((r, c > 1), (0, True))) is None
    assert calibrated_term(c / t + sympy.arg(t - r - sympy.Rational(1, 2))) is None  # sympy's derivative of arg: 0
    assert calibrated_term(r / N) is not None  # one slope 1/N: Σ r'_k / N = 1 = Σ (N/n) / N


def test_the_positive_power_reduction_factors_no_polynomial(monkeypatch):
    """Dropping the factors c^x (c > 0 rational) that keep b² > 0 needs no polynomial factorization: b² of a
    p-mean with p = 1/3 has cube roots of 2, 5 and 11 as generators, on which ``sympy.factor`` ran for minutes.
    Hand derivation: 3^(2/(k+2)) (k − 1)² / (k + 1)² without 3^(2/(k+2)) is (k − 1)²/(k + 1)², positive from k = 2."""
    from axioms.every_n.lifting import K, holds_from
    from axioms.properties.pii import _without_positive_powers

    def no_factor(*args, **kwargs):
        raise AssertionError("sympy.factor called")

    monkeypatch.setattr(sympy, "factor", no_factor)
    k = K
    reduced = _without_positive_powers(3 ** (2 / (k + 2)) * (k - 1) ** 2 / (k + 1) ** 2)
    assert sympy.simplify(reduced - (k - 1) ** 2 / (k + 1) ** 2) == 0
    assert holds_from(reduced, ">0") == 2
    roots = 4 * sympy.cbrt(10) * sympy.cbrt(11) ** 2 * k + 5 * sympy.cbrt(2) * sympy.cbrt(11) ** 2 + 40
    assert _without_positive_powers(roots**2 / (4840 * k + 38720) ** 2) is not None
