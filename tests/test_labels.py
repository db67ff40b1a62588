"""Label-based metrics: ``metrics.register(name, labels=fn)`` with ``fn(y_true, y_pred)``.

Oracles: scikit-learn's own ``confusion_matrix`` (the transpose of ours) and hand formulas.
"""

from functools import partial

import numpy as np
import pytest
from sklearn.metrics import accuracy_score, confusion_matrix, f1_score

import axioms
import metrics
from metrics._labels import class_labels, label_arrays, label_batch
from metrics.errors import MetricDefinitionError


@pytest.fixture
def registered():
    """``metrics.register`` for one test; everything it registered is unregistered afterwards."""
    before = {m.name for m in metrics.catalogue()}
    yield metrics.register
    for m in metrics.catalogue():
        if m.name not in before:
            metrics.unregister(m.name)


@pytest.mark.parametrize("m", [[[2, 1], [0, 3]], [[4, 0, 2], [1, 3, 0], [0, 5, 1]]])
def test_label_arrays_round_trip_through_sklearn(m):
    y_true, y_pred, _ = label_arrays(m)
    # scikit-learn's rows are truth, columns predictions: the transpose of ours
    assert confusion_matrix(y_true, y_pred, labels=class_labels(len(m))).T.tolist() == m
    assert metrics.from_labels(y_true, y_pred, labels=class_labels(len(m))).tolist() == m


def test_binary_positive_class_is_sklearn_label_1():
    tp, fp, fn, tn = 6, 2, 3, 9
    f1 = label_batch(f1_score)  # average="binary", pos_label=1
    assert f1(np.array([[tp, fp], [fn, tn]], dtype=float)) == pytest.approx(2 * tp / (2 * tp + fp + fn))


def test_without_sample_weight_counts_are_expanded_and_fractions_are_undefined():
    accuracy = label_batch(lambda t, p: float(np.mean(np.asarray(t) == np.asarray(p))))  # torchmetrics style
    batch = np.array([[[3, 1], [2, 4]], [[1.5, 0], [0, 2]], [[0, 0], [0, 0]]], dtype=float)
    out = accuracy(batch)
    assert out[0] == pytest.approx(7 / 10)
    assert np.isnan(out[1]) and np.isnan(out[2])


def test_with_sample_weight_fractional_matrices_are_weighted():
    accuracy = label_batch(accuracy_score)
    assert accuracy(np.array([[1.5, 0.5], [0.0, 2.0]])) == pytest.approx(3.5 / 4)


def test_with_sample_weight_every_class_is_seen():
    # class 1 has no item: F1 = 6/7 (class 0), 0 (class 1, scikit-learn's zero_division), 4/5 (class 2)
    macro_f1 = label_batch(partial(f1_score, average="macro", zero_division=0))
    assert macro_f1(np.array([[3, 0, 0], [0, 0, 0], [1, 0, 2]], dtype=float)) == pytest.approx((6 / 7 + 0 + 4 / 5) / 3)


def test_vectorised_over_leading_axes(registered):
    m = registered("_test_labels_f1", labels=partial(f1_score, average="macro"))
    batch = np.arange(2 * 3 * 9, dtype=float).reshape(2, 3, 3, 3) % 7
    assert m(batch).shape == (2, 3)
    assert m(batch)[1, 2] == pytest.approx(metrics.get("macro_f1")(batch[1, 2]))


def test_labels_excludes_numeric_and_symbolic(registered):
    with pytest.raises(MetricDefinitionError, match="labels= alone"):
        registered("_test_labels_bad", labels=f1_score, numeric=lambda a: a[..., 0, 0])
    with pytest.raises(MetricDefinitionError, match="callable"):
        registered("_test_labels_bad", labels="f1")


@pytest.mark.slow  # 54 s: the identified form's verdicts for scikit-learn's macro F1 are in tests/test_identify.py
def test_sklearn_macro_f1_gets_the_catalogue_verdicts(registered):
    """``labels=partial(f1_score, average="macro")`` and ``macro_f1`` agree where both are decided."""
    registered("_test_labels_macro_f1", labels=partial(f1_score, average="macro"))
    settings = axioms.profile("default", slow_metric_matrices=400)
    # the code as written
    ours = axioms.check("_test_labels_macro_f1", settings=settings, with_calibrated=False, identify=False)
    catalogue = axioms.check("macro_f1", settings=settings, with_calibrated=False)
    decided = [pid for pid in ours if "unknown" not in (ours[pid].verdict, catalogue[pid].verdict)]
    assert set(decided) >= {"PI", "PII", "PIV", "PV"}  # PIII needs a symbolic form
    assert {pid: ours[pid].verdict for pid in decided} == {pid: catalogue[pid].verdict for pid in decided}
    assert ours["PIV"].evidence["kind"] == "counterexample"  # Opitz: macro F1 is not prevalence invariant
    sizing = ours["PI"].evidence["sized_to_cost"]
    assert sizing["matrices_per_check"] == 400 and sizing["search_size"] < settings.search_size
    assert ours["PI"].evidence["budget"]["random_matrices"] == 5 * sizing["search_size"]
    assert "sized_to_cost" not in catalogue["PI"].evidence  # fast metrics keep the profile's budget


def test_search_is_sized_to_a_slow_metrics_cost(registered):
    """A metric costing 1 ms per matrix gets a search that fits the count by the stated model."""
    import time

    from axioms.search.cost import sized_to_cost

    def slow_accuracy(arr):
        time.sleep(1e-3 * int(np.prod(arr.shape[:-2])))
        return np.trace(arr, axis1=-2, axis2=-1) / arr.sum(axis=(-2, -1))

    metric = registered("_test_labels_slow", numeric=slow_accuracy)
    sized, note = sized_to_cost(metric, (2,), axioms.Settings(slow_metric_matrices=2000))
    k, size = note["exhaustive_max"]["2"], note["search_size"]
    assert size == sized.search_size and k == sized.exhaustive_bound(2)
    # n = 2: n^2 + 1 = 5 evaluations per random matrix, max(5, 2 (3^2 - 3)) = 12 per enumerated one
    assert 12 * (k + 1) ** 4 + 5 * 5 * size <= 2000
    assert size & (size - 1) == 0 and size < axioms.Settings().search_size  # a power of two, below the profile's
    assert "per property and class count" in note["method"]


def test_vectorised_metrics_are_never_resized():
    from axioms.search.cost import sized_to_cost

    tiny_budget = axioms.profile("thorough", slow_metric_matrices=1)
    assert sized_to_cost(metrics.get("mcc"), (2, 3), tiny_budget) == (tiny_budget, None)


def test_a_function_that_ignores_sample_weight_is_called_per_item(registered):
    """Issue #18 item 14: accuracy that accepts ``sample_weight`` but ignores it.

    Weighted one item per cell, an n x n matrix gives n² items of which n are correct, so it
    would score the constant 1/n (3 items right of 9 at n = 3). One item per count it is
    accuracy: [[2, 1], [1, 3]] has 5 correct items of 7 -> 5/7; [[4, 0, 1], [0, 2, 0], [1, 0, 1]]
    has 7 of 9 -> 7/9.
    """

    def accuracy(y_true, y_pred, sample_weight=None):
        return float(np.mean(np.asarray(y_true) == np.asarray(y_pred)))

    metric = registered("_test_labels_ignores_weight", labels=accuracy)
    assert metric([[2, 1], [1, 3]]) == pytest.approx(5 / 7)
    assert metric([[4, 0, 1], [0, 2, 0], [1, 0, 1]]) == pytest.approx(7 / 9)
    assert "sample_weight is not used" in metric.formula


def test_a_function_that_uses_sample_weight_keeps_it():
    # scikit-learn's accuracy honours the weights: non-integral matrices stay scored
    assert label_batch(accuracy_score)(np.array([[1.5, 0.5], [0.0, 2.0]])) == pytest.approx(3.5 / 4)
    assert "not used" not in label_batch(accuracy_score).__doc__


def test_a_slow_metrics_search_reaches_the_floor(registered):
    """Issue #27: scikit-learn's adjusted balanced accuracy read PI ✓* from a search sized down to one
    exhaustive matrix, yet a 3 x 3 matrix with entries <= 1 refutes it. By the function itself (the
    oracle): [[0,0,0],[0,0,0],[1,1,0]] (two items of classes 0 and 1, both predicted 2) scores -1,
    and one more error at (0, 2) scores -1/2. The floor's exhaustive stage (entries 0..1 at n = 3)
    must find a counterexample of that size."""
    from sklearn.metrics import balanced_accuracy_score

    metric = registered("_test_labels_adjusted_balanced", labels=partial(balanced_accuracy_score, adjusted=True))
    before = np.array([[0, 0, 0], [0, 0, 0], [1, 1, 0]], dtype=float)
    after = before + np.array([[0, 0, 1], [0, 0, 0], [0, 0, 0]])
    assert (metric(before), metric(after)) == (pytest.approx(-1.0), pytest.approx(-0.5))
    # the code's own search
    verdict = axioms.check(metric, ["PI"], classes=(3,), with_calibrated=False, identify=False)["PI"]
    assert verdict.verdict == "fails"
    assert verdict.evidence["sized_to_cost"]["exhaustive_max"] == {"3": 1}
    assert np.max(verdict.counterexample["before"]) <= 1  # found by the exhaustive stage, not by luck


def test_each_distinct_matrix_is_scored_once(registered):
    """The properties' searches share their smallest matrices: a label function is called once per
    distinct matrix, within a batch and across calls."""
    seen = []

    def accuracy(y_true, y_pred, sample_weight=None):
        seen.append(1)
        return float(np.average(np.asarray(y_true) == np.asarray(y_pred), weights=sample_weight))

    metric = registered("_test_labels_counted", labels=accuracy)
    seen.clear()  # registration probes the function
    batch = np.array([[[2, 1], [0, 3]], [[1, 1], [1, 1]], [[2, 1], [0, 3]]], dtype=float)
    assert metric(batch) == pytest.approx([5 / 6, 1 / 2, 5 / 6])
    assert metric(batch[:2]) == pytest.approx([5 / 6, 1 / 2])
    assert len(seen) == 2


def test_a_matrix_too_large_to_expand_is_refused_with_its_size():
    # one label per item: 10^7 + 1 items would be two arrays of 80 MB each, 2^62 items would overflow int64
    with pytest.raises(ValueError, match="10000001 items"):
        label_arrays([[10**7, 1], [0, 0]])
    with pytest.raises(ValueError, match="items"):
        label_arrays([[2**62, 2**62], [2**62, 2**62]])


def test_binary_f1_through_labels_gets_a_pv_verdict_not_an_error(registered):
    # PV's search scores random classifiers s·z pᵀ whose best sample, read exactly, has cells of
    # about 2^100: the exact re-read is for metrics with an exact form, so a label metric's code
    # is not run on counts it cannot expand (it raised "repeats may not contain negative values").
    # Without sample_weight in its signature, the function is called on one label per item.
    registered("sklearn_binary_f1", labels=lambda y_true, y_pred: f1_score(y_true, y_pred), binary=True)
    verdict = axioms.check("sklearn_binary_f1", ["PV"], classes=(2,), with_calibrated=False)["PV"]
    assert verdict.verdict != "error", verdict.detail
    # F1 of the random classifier z = p ∝ (t, 1): TP = t², FP = FN = t, so 2t²/(2t² + 2t) = t/(t + 1)
    # -> 1, the perfect score: no bound short of it exists, though a search of whole counts finds
    # none above 0.91 or so; PV may fail or stay undecided, never hold on that search.
    assert verdict.verdict in ("fails", "unknown"), verdict.detail


def test_pv_does_not_hold_where_a_random_classifier_scores_like_the_perfect_one(registered):
    # scikit-learn's completeness is 1 whenever a single class is predicted (H(pred) = 0). The classifier
    # that always predicts class 0 is a random classifier (z = (1, 0)): on the balanced test set,
    # m = [[1, 1], [0, 0]] scores 1, the perfect classifier's score. No bound short of it exists.
    from sklearn.metrics import completeness_score

    registered("sklearn_completeness", labels=completeness_score)
    assert metrics.get("sklearn_completeness")([[1, 1], [0, 0]]) == 1.0
    verdict = axioms.check("sklearn_completeness", ["PV"], classes=(2,), with_calibrated=False)["PV"]
    assert verdict.verdict in ("fails", "unknown"), verdict.detail


def test_pv_does_not_hold_on_a_search_that_scored_next_to_nothing(registered):
    # recall · NPV through labels: on z pᵀ, recall = z₀ and NPV = p₁, so the score of z ∝ (t, 1),
    # p ∝ (1, t) is (t/(t + 1))² -> 1, the perfect score. The search's random classifiers s·z pᵀ
    # have fractional counts, which a label metric cannot score.
    from sklearn.metrics import precision_score, recall_score

    registered("sklearn_recall_npv", labels=lambda y_true, y_pred: recall_score(y_true, y_pred)
               * precision_score(y_true, y_pred, pos_label=0), binary=True)
    t = 100
    assert metrics.get("sklearn_recall_npv")([[t, t * t], [1, t]]) == pytest.approx((t / (t + 1)) ** 2)
    verdict = axioms.check("sklearn_recall_npv", ["PV"], classes=(2,), with_calibrated=False)["PV"]
    assert verdict.verdict in ("fails", "unknown"), verdict.detail


def test_accuracy_through_labels_is_identified_with_pv_among_the_properties(registered):
    # Without sample_weight, the counterexample of accuracy's PV (z = p ∝ (t, 1) up to t = 10^6) counts
    # 10^12 items, which a label metric cannot expand: that is no disagreement with the identified form.
    # Opitz (2024) Table 5: accuracy is monotone (PI ✓) and not chance-corrected (PV ✗).
    registered("sklearn_accuracy_plain", labels=lambda y_true, y_pred: accuracy_score(y_true, y_pred))
    out = axioms.check("sklearn_accuracy_plain", ["PI", "PV"], classes=(2,), with_calibrated=False)
    assert out["PI"].verdict == "holds" and out["PI"].evidence["kind"] == "proof", out["PI"].detail
    assert out["PV"].verdict == "fails", out["PV"].detail


def test_true_negative_blindness_is_not_refuted_at_the_empty_matrix(registered):
    # F2 = 5 TP / (5 TP + 4 FN + FP) does not read TN; with zero_division=0 scikit-learn scores 0 on
    # every non-empty matrix with TP = FP = FN = 0. The empty matrix (no items, no test set) is
    # undefined through labels: becoming defined by adding true negatives refutes nothing.
    from sklearn.metrics import fbeta_score

    registered("sklearn_f2", labels=partial(fbeta_score, beta=2, zero_division=0), binary=True)
    verdict = axioms.check("sklearn_f2", ["TNI"], classes=(2,), with_calibrated=False)["TNI"]
    assert verdict.verdict != "fails", verdict.counterexample


def test_what_a_label_metric_is_re_checked_in_is_said_as_it_is(registered):
    # A label metric has no exact form: its values, undefined ones included, come from its float64 code.
    # Cohen's kappa on the test set of one negative item, predicted negative: p_o = p_e = 1, so
    # kappa = (1 - 1)/(1 - 1), undefined (scikit-learn returns NaN). Flipping every prediction of a binary
    # classifier maps accuracy a to 1 - a: a reflection about c = 1/2, which float64 reads as 0.5.
    from sklearn.metrics import cohen_kappa_score

    registered("sklearn_kappa", labels=cohen_kappa_score, binary=True)
    sde = axioms.check("sklearn_kappa", ["SDE"], classes=(2,), with_calibrated=False)["SDE"]
    assert sde.verdict == "fails" and sde.counterexample["verified"] == "float64"
    assert "re-checked exactly" not in sde.evidence["method"], sde.evidence["method"]
    registered("sklearn_accuracy_lambda", labels=lambda y_true, y_pred: accuracy_score(y_true, y_pred), binary=True)
    sinv = axioms.check("sklearn_accuracy_lambda", ["SINV"], classes=(2,), with_calibrated=False)["SINV"]
    assert sinv.verdict == "holds" and "c = None" not in sinv.detail and "c ≈ 0.5" in sinv.detail, sinv.detail


def test_an_unscored_perfect_classifier_is_re_checked_in_float64_for_a_label_metric(registered):
    # FP / (FP + FN) is 0/0 at every perfect classifier, and 0 at [[0, 0], [1, 1]] (FP = 0, FN = 1). MAX
    # fails: the perfect classifier is unscored while another is scored. A label metric computes both in
    # float64, and the counterexample must say so.
    registered("label_error_share", labels=lambda y_true, y_pred: _error_share(y_true, y_pred), binary=True)
    verdict = axioms.check("label_error_share", ["MAX"], classes=(2,), with_calibrated=False)["MAX"]
    assert verdict.verdict == "fails" and verdict.counterexample["verified"] == "float64", verdict


def _error_share(y_true, y_pred):
    """FP / (FP + FN) of the positive label 1; NaN without errors."""
    fp = int(np.sum((np.asarray(y_pred) == 1) & (np.asarray(y_true) == 0)))
    fn = int(np.sum((np.asarray(y_pred) == 0) & (np.asarray(y_true) == 1)))
    return fp / (fp + fn) if fp + fn else float("nan")
