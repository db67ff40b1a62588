"""``axiometrics verify`` on the further properties: invariances and reflections (reports.invariance_claims), the
counterexamples to SMON, MAX, MAXA, MINA, DIST and ACB and the proofs of SMON, MAX and DIST
(reports.agreement_claims), HBR's counterexamples and proofs (reports.basic_rate_claims), LIN
(reports.linearity_claims), CB and EQ (reports.expectation_claims).

Hand facts, m = [[TP, FP], [FN, TN]] (rows = predictions): accuracy (TP + TN)/N is unchanged by transposing m
(TRS holds) and changed by more true negatives ([[0, 0], [1, 0]]: 0 → with 2 more TN 2/3, TNI fails); recall
TP/(TP + FN) never reads TN (TNI holds); flipping every prediction (swapping the rows) turns accuracy into 1 − accuracy
(SINV holds about c = 1/2). Recall is best without being perfect (predicting everything positive on the test set
(1, 1) scores 1, as the perfect classifier: MAX fails) and one more true negative leaves it unchanged (SMON fails);
the geometric mean of the recalls scores 0 at [[0, 0], [1, 1]] (class 0's recall 0), as badly as the always-wrong
[[0, 1], [1, 0]] (MINA fails).
"""

import copy
from fractions import Fraction

import pytest

from reports import smt, verify
from reports.report import build_report

PROPERTIES = ["TRS", "TNI", "SINV"]


def _statuses(report):
    return {(r.metric, r.property): (r.status, r.why) for r in verify.verify_report(report, seconds=0)
            if r.scope == "n=2"}


def _report():
    return build_report(["accuracy", "recall"], PROPERTIES, classes=(2,), with_calibrated=False, jobs=1)


def test_the_engines_invariance_and_reflection_cells_are_rechecked():
    report = _report()
    cells = report["metrics"]
    assert cells["accuracy"]["TRS"]["verdict"] == "holds" and cells["accuracy"]["TNI"]["verdict"] == "fails"
    assert cells["recall"]["TNI"]["verdict"] == "holds" and cells["accuracy"]["SINV"]["centre"] == "1/2"
    statuses = _statuses(report)
    for key in [("accuracy", "TRS"), ("accuracy", "TNI"), ("recall", "TNI"), ("accuracy", "SINV")]:
        assert statuses[key][0] == "re-checked", (key, statuses[key])


def test_a_forged_invariance_proof_is_refuted():
    report = _report()
    forged = copy.deepcopy(report["metrics"]["recall"]["TNI"])  # a proof that TN changes nothing ...
    report["metrics"]["accuracy"]["TNI"] = forged  # ... claimed for accuracy, which reads TN
    status, why = _statuses(report)[("accuracy", "TNI")]
    assert status == "REFUTED" and "adding k true negatives" in why


def test_a_forged_counterexample_or_centre_is_refuted():
    report = _report()
    cell = report["metrics"]["accuracy"]["TNI"]
    cell["counterexample"]["after"] = [[0, 0], [2, 2]]  # not 'before' [[0, 0], [1, 0]] with k more TN
    report["metrics"]["accuracy"]["SINV"]["centre"] = "0"  # accuracy reflects about 1/2, not 0
    statuses = _statuses(report)
    status, why = statuses[("accuracy", "TNI")]
    assert status == "REFUTED" and "'after' is not 'before'" in why
    assert statuses[("accuracy", "SINV")][0] == "REFUTED"


def test_counterexamples_to_smon_max_and_mina_are_rechecked_and_forged_ones_refuted():
    report = build_report(["recall", "macro_recall_geometric"], ["SMON", "MAX", "MINA"], classes=(2,),
                          with_calibrated=False, jobs=1)
    cells = report["metrics"]
    assert cells["recall"]["SMON"]["verdict"] == cells["recall"]["MAX"]["verdict"] == "fails"
    assert cells["macro_recall_geometric"]["MINA"]["verdict"] == "fails"
    statuses = _statuses(report)
    for key in [("recall", "SMON"), ("recall", "MAX"), ("macro_recall_geometric", "MINA")]:
        assert statuses[key][0] == "re-checked", (key, statuses[key])
    smon, top = cells["recall"]["SMON"]["counterexample"], cells["recall"]["MAX"]["counterexample"]
    smon["values"] = smon["values"][::-1] if smon["values"][0] != smon["values"][1] else ["0", "1"]
    top["after"] = top["before"]  # not the perfect classifier of its test set
    statuses = _statuses(report)
    assert statuses[("recall", "SMON")][0] == statuses[("recall", "MAX")][0] == "REFUTED", statuses


# The diagnostic odds ratio (TP·TN)/(FP·FN): every perfect classifier (FP = FN = 0) divides by 0, so none is scored
# and none reaches a best score: MAXA fails, re-checked from the denominator FP·FN of the form as written. Accuracy is
# scored at the perfect [[1, 0], [0, 1]] (1): the same record forged for it is refuted.
def test_no_perfect_classifier_scored_is_rechecked_from_a_vanishing_denominator_and_a_forged_one_refuted():
    report = build_report(["dor"], ["MAXA"], classes=(2,), with_calibrated=False, jobs=1)
    record = report["metrics"]["dor"]["MAXA"]["counterexample"]
    assert record["values"] == ["undefined"] and record["matrix"] in ([[1, 0], [0, 1]], [[0, 0], [0, 1]],
                                                                      [[1, 0], [0, 0]])
    status, why = _statuses(report)[("dor", "MAXA")]
    assert status == "re-checked" and "no perfect classifier is scored" in why, why
    forged = copy.deepcopy(report)
    forged["metrics"] = {"accuracy": forged["metrics"].pop("dor")}
    forged["metrics"]["accuracy"]["MAXA"]["counterexample"]["matrix"] = [[1, 0], [0, 1]]
    assert _statuses(forged)[("accuracy", "MAXA")][0] == "REFUTED"


def test_a_counterexample_to_dist_is_rechecked_and_a_forged_one_refuted():
    # recall TP/(TP + FN) is 1 for every perfect classifier, and 1 at m(y, y') = [[1, 1], [0, 1]] of the labelings
    # y = (0, 0, 1), y' = (0, 1, 1) (one item of class 1 predicted 0): d = 1 − recall vanishes on two different
    # labelings, so d is no distance (identity)
    report = build_report(["recall"], ["DIST"], classes=(2,), with_calibrated=False, jobs=1)
    cell = report["metrics"]["recall"]["DIST"]
    assert cell["verdict"] == "fails" and cell["counterexample"]["distances"] == ["0"]
    assert _statuses(report)[("recall", "DIST")][0] == "re-checked"
    cell["counterexample"]["labelings"][1] = cell["counterexample"]["labelings"][0]  # the same labeling twice
    assert _statuses(report)[("recall", "DIST")][0] == "REFUTED"


def test_a_counterexample_to_acb_is_rechecked_and_a_forged_one_refuted():
    # accuracy at the expected table r pᵀ/N is Σ_i r_i p_i / N²: not one constant (p = (1, 1), r = (0, 2): 2/4;
    # p = (1, 2), r = (0, 3): 6/9), as Gösgens et al. say of accuracy
    report = build_report(["accuracy"], ["ACB"], classes=(2,), with_calibrated=False, jobs=1)
    ce = report["metrics"]["accuracy"]["ACB"]["counterexample"]
    expected = [sum(r_i * p_i for r_i, p_i in zip(r, p)) / sum(p) ** 2
                for p, r in zip(ce["test_sets"], ce["prediction_counts"])]
    assert [float(Fraction(v)) for v in ce["values"]] == pytest.approx(expected) and expected[0] != expected[1]
    assert _statuses(report)[("accuracy", "ACB")][0] == "re-checked"
    ce["values"][1] = ce["values"][0]  # forged: both tables score the same
    assert _statuses(report)[("accuracy", "ACB")][0] == "REFUTED"


def test_maxa_and_mina_proofs_are_rederived_and_a_forged_one_refuted():
    # accuracy (TP + TN)/N is 1 at every perfect classifier and 1 − (FP + FN)/N < 1 at every other (MAXA), 0 at every
    # always-wrong one and (TP + TN)/N > 0 at every other (MINA); recall is 1 at [[1, 1], [0, 0]], which is not
    # perfect, so a proof that recall has MAXA is false
    report = build_report(["accuracy", "recall"], ["MAXA", "MINA"], classes=(2,), with_calibrated=False, jobs=1)
    cells = report["metrics"]
    assert cells["accuracy"]["MAXA"]["verdict"] == cells["accuracy"]["MINA"]["verdict"] == "holds"
    assert cells["recall"]["MAXA"]["verdict"] == "fails"
    statuses = _statuses(report)
    assert statuses[("accuracy", "MAXA")][0] == statuses[("accuracy", "MINA")][0] == "re-checked", statuses
    cells["recall"]["MAXA"] = copy.deepcopy(cells["accuracy"]["MAXA"])
    status, why = _statuses(report)[("recall", "MAXA")]
    assert status == "REFUTED" and "against c = 1" in why


def test_a_counterexample_to_hbr_is_rechecked_and_a_forged_one_refuted():
    # accuracy (TP + TN)/N on [[t, 1], [1, t]] tends to M* = 1; along a family such as [[0, 0], [1, t]] it tends to 1
    # too (t/(t + 1)) while TPR = 0/(0 + 1) stays 0: a high accuracy guarantees no high basic rates
    report = build_report(["accuracy"], ["HBR"], classes=(2,), with_calibrated=False, jobs=1)
    ce = report["metrics"]["accuracy"]["HBR"]["counterexample"]
    assert report["metrics"]["accuracy"]["HBR"]["verdict"] == "fails" and ce["values"][0] == "1"
    assert _statuses(report)[("accuracy", "HBR")][0] == "re-checked"
    ce["values"][1] = ce["values"][1].split(" → ")[0] + " → 1"  # forged: the rate tends to 1 after all
    assert _statuses(report)[("accuracy", "HBR")][0] == "REFUTED"


def test_a_counterexample_to_lin_is_rechecked_and_a_forged_one_refuted():
    # F1 = 2TP/(2TP + FP + FN) is not affine on a test set: on p = (2, 1), [[0, 0], [2, 1]], [[1, 0], [1, 1]] and
    # [[2, 0], [0, 1]] (one more true positive each time) score 0, 2/3 and 1, a second difference of −1/3
    report = build_report(["f1"], ["LIN"], classes=(2,), with_calibrated=False, jobs=1)
    cell = report["metrics"]["f1"]["LIN"]
    assert cell["verdict"] == "fails" and len(cell["counterexample"]["matrices"]) == 3
    assert _statuses(report)[("f1", "LIN")][0] == "re-checked"
    first = cell["counterexample"]["matrices"][0]
    cell["counterexample"]["matrices"][1] = first  # forged: not the midpoint of the other two
    assert _statuses(report)[("f1", "LIN")][0] == "REFUTED"


def test_counterexamples_to_cb_and_eq_are_rechecked_and_forged_ones_refuted():
    # accuracy with both margins fixed has E_perm = Σ r_i p_i / N² (p = (1, 1), r = (0, 2): 1/2; p = (1, 2), r = (0, 3):
    # 2/3): no constant baseline; on the test set p = (1, 2) the constant forecasts "always 0" and "always 1" score 1/3
    # and 2/3: not equitable
    report = build_report(["accuracy"], ["CB", "EQ"], classes=(2,), with_calibrated=False, jobs=1)
    cells = report["metrics"]["accuracy"]
    assert cells["CB"]["verdict"] == cells["EQ"]["verdict"] == "fails"
    statuses = _statuses(report)
    assert statuses[("accuracy", "CB")][0] == statuses[("accuracy", "EQ")][0] == "re-checked", statuses
    for pid in ("CB", "EQ"):
        expectations = cells[pid]["counterexample"]["expectations"]
        expectations[1] = expectations[0]  # forged: the same expectation twice
    statuses = _statuses(report)
    assert statuses[("accuracy", "CB")][0] == statuses[("accuracy", "EQ")][0] == "REFUTED", statuses


def test_an_acb_proof_is_rederived_and_a_forged_one_refuted():
    # Cohen's kappa at an expected table r pᵀ/N: the observed agreement Σ r_i p_i / N² is the chance agreement, so
    # kappa = 0 on every one (Gösgens et al.: kappa has ACB); accuracy there is Σ u_i v_i / (Σu Σv): predicting class
    # 0 only (u = (u0, 0)) it is v0/(v0 + v1), 1/2 at [[1, 1], [0, 0]] (v = (1, 1)) and 2/3 at [[2, 1], [0, 0]]
    # (u0 = 1, v = (2, 1))
    report = build_report(["cohen_kappa", "accuracy"], ["ACB"], classes=(2,), with_calibrated=False, jobs=1)
    cells = report["metrics"]
    assert cells["cohen_kappa"]["ACB"]["verdict"] == "holds" and cells["accuracy"]["ACB"]["verdict"] == "fails"
    status, why = _statuses(report)[("cohen_kappa", "ACB")]
    assert status == "re-checked" and "scores 0" in why
    cells["accuracy"]["ACB"] = copy.deepcopy(cells["cohen_kappa"]["ACB"])
    status, why = _statuses(report)[("accuracy", "ACB")]
    assert status == "REFUTED" and "[[1, 1], [0, 0]] and [[2, 1], [0, 0]]" in why and "score 1/2 and 2/3" in why


def test_a_cb_proof_is_rederived_and_a_forged_one_refuted():
    # kappa = (N·D − Σ r_i p_i)/(N² − Σ r_i p_i), D the trace: with both margins fixed it is affine in the cells with
    # a denominator of the margins only, so E_perm[kappa | r, p] = kappa(r pᵀ/N) = 0 (Gösgens et al.: kappa has CB);
    # accuracy D/N is affine too, but D/N at r pᵀ/N is Σ r_i p_i / N², not one number
    report = build_report(["cohen_kappa", "accuracy"], ["CB"], classes=(2,), with_calibrated=False, jobs=1)
    cells = report["metrics"]
    assert cells["cohen_kappa"]["CB"]["verdict"] == "holds" and cells["accuracy"]["CB"]["verdict"] == "fails"
    status, why = _statuses(report)[("cohen_kappa", "CB")]
    assert status == "re-checked" and "affine" in why and "scores 0" in why
    cells["accuracy"]["CB"] = copy.deepcopy(cells["cohen_kappa"]["CB"])
    assert _statuses(report)[("accuracy", "CB")][0] == "REFUTED"


def test_an_eq_proof_is_rederived_and_a_forged_one_refuted():
    # kappa: E_perm[kappa | r, p] = 0 for every prediction counts r (test above), so every forecast z expects 0 (EQ);
    # MCC is not scored where a class is never predicted ([[0, 0], [1, 1]]: 0/0), which every forecast z > 0 draws
    report = build_report(["cohen_kappa", "mcc"], ["EQ"], classes=(2,), with_calibrated=False, jobs=1)
    cells = report["metrics"]
    assert cells["cohen_kappa"]["EQ"]["verdict"] == "holds" and cells["mcc"]["EQ"]["verdict"] == "fails"
    status, why = _statuses(report)[("cohen_kappa", "EQ")]
    assert status == "re-checked" and "free of u" in why
    cells["mcc"]["EQ"] = copy.deepcopy(cells["cohen_kappa"]["EQ"])
    status, why = _statuses(report)[("mcc", "EQ")]
    assert status == "REFUTED" and "is not scored" in why


def test_a_lin_proof_is_rederived_and_a_forged_one_is_not_rechecked():
    # accuracy (Σ_i m_ii)/N on a test set p: N = Σ p_j is fixed, so it is a weighted sum of the cells (weights 1/N on
    # the diagonal), defined on every classifier; F1 = 2TP/(2TP + FP + FN) has the cells in its denominator
    report = build_report(["accuracy", "f1"], ["LIN"], classes=(2,), with_calibrated=False, jobs=1)
    cells = report["metrics"]
    assert cells["accuracy"]["LIN"]["verdict"] == "holds" and cells["f1"]["LIN"]["verdict"] == "fails"
    assert _statuses(report)[("accuracy", "LIN")][0] == "re-checked"
    cells["f1"]["LIN"] = copy.deepcopy(cells["accuracy"]["LIN"])
    status, why = _statuses(report)[("f1", "LIN")]
    assert status == "not re-checkable" and "depends on the cells" in why


# (property, a metric that has it, one that does not, what the first's re-check says, what verify answers when the
# first's proof is copied to the second, and why). Hand facts, m = [[TP, FP], [FN, TN]]:
# MAX: accuracy (TP + TN)/N gains 1/N when an item moves from a wrong cell to its column's correct one, and N ≥ 1
#   wherever every class occurs, so the perfect classifier scores strictly best; moving recall's false positive in
#   [[1, 1], [0, 0]] to TN leaves recall TP/(TP + FN) at 1, so MON's strict claim is false and MAX fails.
# SMON: one more correct item changes accuracy D/N by (N − D)/(N(N + 1)) > 0 when a wrong item exists, one more wrong
#   item by −D/(N(N + 1)) < 0 when a correct one does; recall does not read FP: at [[1, 1], [0, 0]] one more true
#   positive leaves it at 1 (the first cell, m[0][0], already breaks the claim).
# DIST: d = 1 − accuracy = (FP + FN)/N is the Hamming distance of two labelings over N; F1 − 1 = −(FP + FN)/(2TP + FP
#   + FN) is no constant multiple of accuracy − 1; the odds ratio TP·TN/(FP·FN) is undefined at the perfect
#   classifier [[1, 0], [0, 1]], so d(y, y) has no value there.
# HBR: Cohen's kappa 2(TP·TN − FP·FN)/((TP + FP)(FP + TN) + (TP + FN)(FN + TN)) tends to 1 at [[t, 1], [1, t]], and
#   TPR − (2κ − 1) ≥ 0 on the nonnegative cells wherever defined (likewise the other rates); accuracy tends to 1
#   along [[t, 1], [0, 0]] while TNR = 0, so no bound of TNR by a function of accuracy tends to 1.
PROOFS_AND_FORGERIES = [
    ("MAX", "accuracy", "recall", "defined wherever every class occurs",
     "not re-checkable", "does not prove it for the move m[0][1] → m[1][1]"),
    ("SMON", "accuracy", "recall", "one more correct item raises the score strictly",
     "not re-checkable", "one more item in m[0][0]"),
    ("DIST", "accuracy", "f1", "d = 1 × the Hamming distance", "not re-checkable", "multiple"),
    ("DIST", "accuracy", "dor", "d = 1 × the Hamming distance", "REFUTED", "not scored"),
    ("HBR", "cohen_kappa", "accuracy", "M* = 1", "not re-checkable", "a lower bound of"),
]


@pytest.mark.parametrize("pid, holder, lacker, said, forged_status, forged_said", PROOFS_AND_FORGERIES)
def test_a_proof_is_rederived_and_the_same_proof_forged_for_a_metric_without_the_property_is_not(
        pid, holder, lacker, said, forged_status, forged_said):
    if smt.solver_name() is None:
        pytest.skip("cvc5 is not installed")
    report = build_report([holder, lacker], [pid], classes=(2,), with_calibrated=False, jobs=1)
    cells = report["metrics"]
    assert cells[holder][pid]["verdict"] == "holds" and cells[lacker][pid]["verdict"] == "fails"
    status, why = _statuses(report)[(holder, pid)]
    assert status == "re-checked" and said in why, why
    cells[lacker][pid] = copy.deepcopy(cells[holder][pid])
    status, why = _statuses(report)[(lacker, pid)]
    assert status == forged_status and forged_said in why, why


def test_a_calibrated_variants_lin_proof_is_rederived():
    # Calibrated accuracy scales column j by N/(n p_j): on a test set p it is (m00/p0 + m11/p1)/2, the mean of the
    # recalls, a weighted sum of the cells with weights 1/(2 p_j). Written, its denominators are the calibrated
    # matrix's column and grand sums, sums of cells that the test set fixes: p_j, and N' = N, both > 0
    report = build_report(["accuracy"], ["LIN"], classes=(2,), with_calibrated=True, jobs=1)
    calibrated = report["metrics"]["accuracy"]["LIN"]["after_calibration"]
    assert calibrated["verdict"] == "holds"
    rows = [r for r in verify.verify_report(report, seconds=0) if r.metric == "accuracy~" and r.property == "LIN"]
    assert [r.status for r in rows] == ["re-checked"], [(r.status, r.why) for r in rows]


def _forged(donor, name, pid):
    """A report where ``name``'s ``pid`` cell is ``donor``'s (holds, proof), and verify's answer for it at n = 2."""
    report = build_report([donor, name], [pid], classes=(2,), with_calibrated=False, jobs=1)
    report["metrics"][name][pid] = copy.deepcopy(report["metrics"][donor][pid])
    return _statuses(report)[(name, pid)]


def test_forged_proofs_are_not_rechecked_where_a_form_hides_undefined_points_or_a_root_branch():
    """Three ways a statement once re-checked a false claim (a review of verify): (1) accuracy·(m00 − 2)/(m00 − 2) is
    accuracy to sympy's automatic simplification, yet 0/0 at [[2, 0], [0, 1]], a perfect classifier of the test set
    (2, 1), so MAX fails; (2) a root in one Piecewise branch made every point where its argument is negative look
    unreachable: TP + TN − FP − FN + sqrt(TP − FP) where TP ≥ FP, else −100, stays −100 at [[0, 1], [0, 0]] with one
    more true negative, so SMON fails; (3) accuracy + log(TP·TN) − log(TP) − log(TN) is accuracy where defined, but
    undefined where TP or TN is 0, so on the test set (2, 1) [[1, 0], [1, 1]] is scored and [[0, 0], [2, 1]] is not:
    LIN fails."""
    if smt.solver_name() is None:
        pytest.skip("cvc5 is not installed")
    import metrics
    import sympy

    def acc(M):
        return (M[0, 0] + M[1, 1]) / sum(M)

    definitions = {
        "_hidden_zero": lambda M: acc(M) * (M[0, 0] - 2) / (M[0, 0] - 2),
        "_root_branch": lambda M: sympy.Piecewise(
            (M[0, 0] + M[1, 1] - M[0, 1] - M[1, 0] + sympy.sqrt(M[0, 0] - M[0, 1]), M[0, 0] >= M[0, 1]), (-100, True)),
        "_log_terms": lambda M: acc(M) + sympy.log(M[0, 0] * M[1, 1]) - sympy.log(M[0, 0]) - sympy.log(M[1, 1]),
    }
    for name, symbolic in definitions.items():
        metrics.register(name, symbolic=symbolic, checks=False)
    try:
        assert metrics.get("_hidden_zero").exact([[2, 0], [0, 1]]) is None
        for name, pid in (("_hidden_zero", "MAX"), ("_root_branch", "SMON"), ("_log_terms", "LIN")):
            status, why = _forged("accuracy", name, pid)
            assert status != "re-checked", (name, pid, why)
    finally:
        for name in definitions:
            metrics.unregister(name)


def test_a_lin_counterexample_of_two_classifiers_one_unscored_is_rechecked_and_a_forged_one_refuted():
    """accuracy + log(TP·TN) − log TP − log TN is accuracy where it is defined, and undefined where TP or TN is 0: on
    a test set where every class occurs one classifier is scored and another is not, so it is no weighted sum of the
    cells (LIN fails); the engine records those two classifiers."""
    import metrics
    import sympy

    metrics.register("_log_terms2", symbolic=lambda M: (M[0, 0] + M[1, 1]) / sum(M) + sympy.log(M[0, 0] * M[1, 1])
                     - sympy.log(M[0, 0]) - sympy.log(M[1, 1]), checks=False)
    try:
        report = build_report(["_log_terms2"], ["LIN"], classes=(2,), with_calibrated=False, jobs=1)
        cell = report["metrics"]["_log_terms2"]["LIN"]
        assert cell["verdict"] == "fails" and len(cell["counterexample"]["matrices"]) == 2
        assert _statuses(report)[("_log_terms2", "LIN")][0] == "re-checked"
        cell["counterexample"]["values"] = ["undefined", "undefined"]  # the scored one is no longer said to be
        status, why = _statuses(report)[("_log_terms2", "LIN")]
        assert status == "REFUTED", why
    finally:
        metrics.unregister("_log_terms2")


# 1/(1/(TP + TN)) + 1/(FP(FP − 1)(FP − 2)(FP − 3)): at every always-wrong classifier TP + TN = 0, yet 1/(1/0) =
# 1/∞ = 0, so the metric is defined wherever FP ≥ 4 (1/24 at FP = 4) and undefined at FP ≤ 3, among them every
# classifier with counts up to 2. A record that no always-wrong classifier is scored is false for it: a vanishing
# denominator under an inversion does not show it.
def test_a_denominator_under_an_inversion_does_not_show_that_no_classifier_is_scored(registered):
    registered("healed_inverse", binary=True, checks=False, symbolic=lambda M: 1 / (1 / (M[0, 0] + M[1, 1]))
               + 1 / (M[0, 1] * (M[0, 1] - 1) * (M[0, 1] - 2) * (M[0, 1] - 3)))
    report = build_report(["lam"], ["MINA"], classes=(2,), with_calibrated=False, jobs=1)
    report["metrics"] = {"healed_inverse": report["metrics"].pop("lam")}
    report["metrics"]["healed_inverse"]["MINA"]["counterexample"]["matrix"] = [[0, 0], [1, 0]]
    status, why = _statuses(report)[("healed_inverse", "MINA")]
    assert status == "not re-checkable", why


# Cohen's kappa (p_o − p_e)/(1 − p_e) reads only proportions of the cells (p_o = Σ m_kk / N, p_e = Σ r_k t_k / N²), so
# kappa(k·m) = kappa(m), and so does its calibrated variant (calibration rescales columns to prevalences, the same for
# k·m). Its denominators after the scaling are those before up to the factor k: matching them, pairs whose ratio
# differs at two points are no longer cancelled by sympy (which took over 10 s at n = 3, verify's default cell limit;
# the time is a benchmark's, benchmarks/verify_coverage.py). The pairs that do match must still be found.
def test_scale_invariance_of_a_calibrated_form_is_rederived():
    report = build_report(["cohen_kappa"], ["SCI"], classes=(3,), jobs=1)
    rows = {r.metric: r for r in verify.verify_report(report, seconds=0) if r.property == "SCI"}
    assert {name: row.status for name, row in rows.items()} == {"cohen_kappa": "re-checked",
                                                                 "cohen_kappa~": "re-checked"}, rows


# Review of the float64 and "none scored" statements. A code guard `x / den if den != 0 else 0` takes the division
# on symbols and the guard on numbers: acc − FP·FN/(FP + FN), guarded, scores 1 at every perfect classifier with an
# item, so "no perfect classifier is scored" is false for it although its form as written divides by FP + FN.
def test_a_guarded_division_does_not_show_that_no_perfect_classifier_is_scored(registered):
    def guarded(M):
        tp, fp, fn, tn = M[0, 0], M[0, 1], M[1, 0], M[1, 1]
        return (tp + tn) / (tp + fp + fn + tn) - (fp * fn / (fp + fn) if fp + fn != 0 else 0)

    registered("guarded_accuracy", symbolic=guarded, binary=True, checks=False)
    report = build_report(["dor"], ["MAXA"], classes=(2,), with_calibrated=False, jobs=1)
    report["metrics"] = {"guarded_accuracy": report["metrics"].pop("dor")}
    report["metrics"]["guarded_accuracy"]["MAXA"]["counterexample"]["matrix"] = [[0, 0], [0, 0]]
    status, why = _statuses(report)[("guarded_accuracy", "MAXA")]
    assert status == "REFUTED" and "is scored" in why, why


def test_a_random_classifier_is_a_rank_one_matrix_with_every_class_present():
    from reports.claims import _random_classifier_matrix

    assert _random_classifier_matrix([[1, 1], [1, 1]]) and _random_classifier_matrix([[2, 4], [1, 2]])  # z pᵀ
    assert not _random_classifier_matrix([[1, 1], [0, 2]])  # det 2: no z pᵀ scores as it does
    assert not _random_classifier_matrix([[1, 0], [1, 0]])  # class 1 absent: p_1 = 0, outside PV's domain


def test_float64_scores_closer_than_a_millionth_are_not_called_different():
    from reports.claim_values import order_of

    # 1/6 computed with a cancellation (0.1666666641831398) and exactly (0.16666666666666666): 2.5e-9 apart
    assert order_of(["0.1666666641831398", "0.16666666666666666"], "float64") is None
    assert order_of(["0.5", "0.75"], "float64") == 1
