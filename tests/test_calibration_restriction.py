"""A calibrated variant that is a restriction of its metric takes over the metric's proofs.

Premise, derived by hand: calibration scales column j of m by |S| / (n c_j); macro recall
(mean of m_jj / c_j) is unchanged by any positive column scaling, so macro_recall~(m) =
macro_recall(m) wherever every class occurs. Accuracy is not: for m = [[9, 1], [0, 1]]
accuracy is 10/11 and accuracy~ (= macro recall) is (9/9 + 1/2) / 2 = 3/4.
"""

import numpy as np
import pytest
import sympy

import axioms
import metrics
from axioms.constructions.calibration import calibrated_partials, every_class_occurs, is_restriction, proved_for_all
from axioms.properties.pv import survives_restriction as pv_survives
from axioms.core.registry import get_property
from axioms.arithmetic.exact import exact_sign
from axioms.core.budget import rng_for
from axioms.arithmetic.symbolic import at_point, derivative
from metrics import cell_symbols
from reports.value_text import value_at_n

RESTRICTIONS = [m.name for m in metrics.catalogue() if any(is_restriction(m.calibrated, n) for n in (2, 3))]


def test_which_metrics_are_restrictions_by_hand():
    assert is_restriction(metrics.get("macro_recall").calibrated, 3)
    assert is_restriction(metrics.get("macro_recall_harmonic").calibrated, 3)
    assert not is_restriction(metrics.get("accuracy").calibrated, 2)
    assert not is_restriction(metrics.get("macro_precision").calibrated, 2)  # precision sees column scaling
    assert not is_restriction(metrics.get("macro_recall"), 2)  # not a calibrated variant at all


def test_accuracy_is_not_its_calibrated_variant():
    m = [[9, 1], [0, 1]]
    accuracy = metrics.get("accuracy")
    assert accuracy.exact(m) == sympy.Rational(10, 11)
    assert accuracy.calibrated.exact(m) == sympy.Rational(3, 4)


@pytest.mark.parametrize("name", RESTRICTIONS)
def test_restriction_equals_the_metric_where_every_class_occurs(name):
    """The premise checked in exact arithmetic, independently of how homogeneity is read."""
    metric = metrics.get(name)
    rng = np.random.default_rng(11)
    for n in (2, 3):
        if not is_restriction(metric.calibrated, n):
            continue
        for _ in range(6):
            m = (rng.integers(0, 7, size=(n, n)) + np.eye(n, dtype=int)).tolist()
            assert every_class_occurs(m)
            assert metric.calibrated.exact(m) == metric.exact(m), (name, m)


@pytest.mark.parametrize("name", ["macro_recall", "macro_recall_geometric", "macro_recall_harmonic", "sebastiani_k"])
def test_carried_verdicts_agree_with_checking_the_calibrated_form(name):
    settings = axioms.profile("default")
    verdicts = axioms.check(name, ["PI", "PIII", "PV"], classes=(2,), settings=settings)
    calibrated = metrics.get(name).calibrated
    for pid, verdict in verdicts.items():
        prop = get_property(pid)
        direct = prop.check(calibrated, 2, settings, rng_for(settings, calibrated.name, pid, 2))
        extra = prop.combine({2: direct}) if prop.combine else direct.extra  # PIII's p, PV's baseline and strength
        carried = verdict.after_calibration
        assert carried.verdict == direct.verdict, pid
        if pid != "PV":
            assert carried.extra == extra, pid
            continue
        # the lemma for every n gives ω as a formula in n (1/n) and calls a strict ω free of n complete; at n = 2
        # it is the value checking n = 2 alone finds
        assert value_at_n(carried.extra["baseline"], 2) == value_at_n(extra["baseline"], 2), pid
        assert carried.extra["strength"] in {extra["strength"], "complete" if extra["strength"] == "strict" else None}


def test_calibrated_macro_recall_piii_is_proved_through_the_restriction():
    verdict = axioms.check("macro_recall", ["PIII"], classes=(3,))["PIII"].after_calibration
    assert verdict.verdict == "holds" and verdict.evidence["kind"] == "proof"
    assert verdict.extra["p"] == 1  # the arithmetic mean of recalls
    assert "restricted to the matrices where every class occurs" in verdict.evidence["method"]


def test_a_calibrated_row_checked_on_its_own_takes_over_too():
    calibrated = metrics.get("macro_recall_harmonic").calibrated
    verdict = axioms.check(calibrated, ["PI"], classes=(2,), with_calibrated=False)["PI"]
    assert verdict.verdict == "holds" and "macro_recall_harmonic~ = macro_recall_harmonic" in verdict.evidence["method"]


def test_only_proofs_survive_a_restriction():
    proved = axioms.holds("PI", {"kind": "proof", "method": "m"}, "d")
    searched = axioms.holds("PI", {"kind": "search", "method": "m", "budget": {"random_matrices": 1}}, "d")
    failed = axioms.fails("PI", "d", {"before": [[1, 0], [0, 1]], "after": [[1, 1], [0, 1]], "verified": "exact"})
    assert proved_for_all(proved) and not proved_for_all(searched) and not proved_for_all(failed)


def test_a_pv_maximiser_where_a_class_is_absent_does_not_survive():
    def bounded(maximiser):
        witness = {"matrices": [[[1, 1], [1, 1]]], "values": ["1/2"], "verified": "exact",
                   "maximiser": {"matrix": maximiser, "value": "1/2", "verified": "exact"}}
        return axioms.holds("PV", {"kind": "proof", "method": "m"}, "d", witness,
                            {"value": sympy.Rational(1, 2), "strength": "bounded"})

    assert pv_survives(bounded([[1, 1], [1, 1]]))
    assert not pv_survives(bounded([[1, 0], [1, 0]]))  # the second class never occurs: outside metric~'s domain


def test_calibrated_partials_by_the_chain_rule_by_hand():
    # accuracy~ = (m00/c0 + m11/c1)/2 (macro recall); at m = [[1, 2], [3, 4]], c = (4, 6):
    # ∂/∂m00 = m10 / (2 c0²) = 3/32, ∂/∂m01 = -m11 / (2 c1²) = -1/18
    partials = calibrated_partials(metrics.get("accuracy").calibrated, 2, [[1, 2], [3, 4]])
    assert partials[0, 0] == sympy.Rational(3, 32) and partials[0, 1] == sympy.Rational(-1, 18)


@pytest.mark.parametrize("name", ["weighted_f1", "cohen_kappa", "mcc", "macro_recall_geometric"])
def test_calibrated_partials_equal_the_calibrated_forms_own(name):
    """The oracle: sympy's derivative of the whole calibrated form, evaluated exactly."""
    calibrated = metrics.get(name).calibrated
    point = [[3, 1, 2], [1, 4, 2], [2, 1, 5]]
    partials = calibrated_partials(calibrated, 3, point)
    for (i, j), value in partials.items():
        direct = at_point(derivative(calibrated.expression(3), cell_symbols(3)[i, j]), point)
        assert exact_sign(value - direct) == 0, (i, j)


def test_a_calibrated_from_copied_into_another_metric_is_not_trusted():
    """dataclasses.replace keeps calibrated_from: minus macro recall carrying macro recall as its
    "base" must not inherit macro recall's PI proof. By hand: one more correct item raises
    macro recall, so it lowers minus macro recall (PI fails)."""
    import dataclasses

    from reports.report import _ours

    def minus_macro_recall(M):
        return -(M[0, 0] / (M[0, 0] + M[1, 0]) + M[1, 1] / (M[0, 1] + M[1, 1])) / 2

    base = metrics.get("macro_recall")
    forged = dataclasses.replace(
        metrics._registry.make_metric("minus_macro_recall", symbolic=minus_macro_recall, binary=True),
        calibrated_from=base)
    assert not is_restriction(forged, 2) and calibrated_partials(forged, 2, [[1, 2], [3, 4]]) is None
    assert axioms.check(forged, ["PI"], classes=(2,), with_calibrated=False)["PI"].verdict == "fails"
    assert not _ours(forged)  # nor is its code taken for the catalogue's


def test_strict_chance_correction_counts_classifiers_that_never_predict_a_class():
    """Macro recall gated to 0 unless both classes are predicted correctly at least once: for
    m = z pᵀ with z, p > 0 it is (z0 + z1)/2 = 1/2, but the random classifier that always
    predicts class 0 (z = (1, 0)) has m11 = 0 and scores 0. So not strict; bounded by 1/2."""
    def gated(M):
        r0, r1 = M[0, 0] / (M[0, 0] + M[1, 0]), M[1, 1] / (M[0, 1] + M[1, 1])
        return sympy.Piecewise(((r0 + r1) / 2, sympy.And(M[0, 0] > 0, M[1, 1] > 0)), (0, True))

    metric = metrics._registry.make_metric("gated_macro_recall", symbolic=gated)
    assert metric.exact([[1, 1], [0, 0]]) == 0
    verdict = axioms.check(metric, ["PV"], classes=(2,))["PV"]
    assert verdict.verdict == "holds" and verdict.extra == {"baseline": "1/2", "strength": "bounded"}
    assert verdict.after_calibration.extra["strength"] == "bounded"


def test_sebastiani_k_is_strict_on_test_sets_where_every_class_occurs():
    """K = TPR + TNR − 1 = z0 + z1 − 1 = 0 for every random classifier with p > 0 (Sebastiani's
    Axiom 6); its Piecewise conventions only matter where a class is absent, so z3 proves it."""
    verdict = axioms.check("sebastiani_k", ["PV"], classes=(2, 3), with_calibrated=False)["PV"]
    assert verdict.extra == {"baseline": "0", "strength": "complete"} and verdict.evidence["kind"] == "proof"


def test_a_calibrated_variant_is_undefined_where_a_class_never_occurs_in_both_forms(registered):
    """Mean recall over the classes present (np.nanmean), calibrated: at [[0, 0], [0, 1]] class 0 never occurs, so
    its column cannot be scaled to |S|/n and metric~ is undefined; the float form said NaN, the exact form 1 (its
    code skipped the absent class's NaN; review 17b, F2). At [[1, 0], [1, 1]] both classes occur: the recalls 1/2
    and 1 are unchanged by calibration (each column is scaled as a whole), mean 3/4."""
    def present_mean(m):
        with np.errstate(all="ignore"):
            recalls = np.diagonal(m, axis1=-2, axis2=-1) / m.sum(axis=-2)
        return np.nanmean(recalls, axis=-1)

    calibrated = registered("present_mean_recall", numeric=present_mean).calibrated
    assert calibrated.exact([[0, 0], [0, 1]]) is None and np.isnan(calibrated(np.array([[0.0, 0.0], [0.0, 1.0]])))
    assert calibrated.exact([[1, 0], [1, 1]]) == sympy.Rational(3, 4)
