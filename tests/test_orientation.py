"""Orientation safety (issue 19, part 1): other libraries' matrices and label functions give the right number.

scikit-learn and PyCM are oracles (their scores on the same labels); torchmetrics is not
installed, so its documented convention (rows = target, columns = preds; ``(preds, target)``
arguments) is derived by hand here. One test per silent wrong number of the issue.
"""

from functools import partial
import warnings

import numpy as np
import pytest
from sklearn import metrics as skm

import metrics
from metrics.errors import InvalidMatrixError, MetricDefinitionError, UsageError

NAN = {"zero_division": np.nan}
BINARY_SCORES = {  # our metric -> scikit-learn's score of the positive class pos
    "precision": lambda t, p, pos: skm.precision_score(t, p, pos_label=pos, **NAN),
    "recall": lambda t, p, pos: skm.recall_score(t, p, pos_label=pos, **NAN),
    "f1": lambda t, p, pos: skm.f1_score(t, p, pos_label=pos, **NAN),
    "accuracy": lambda t, p, pos: skm.accuracy_score(t, p),
}
MULTICLASS_SCORES = {
    "accuracy": skm.accuracy_score,
    "macro_precision": partial(skm.precision_score, average="macro", **NAN),
    "macro_recall": partial(skm.recall_score, average="macro", **NAN),
    "macro_f1": partial(skm.f1_score, average="macro", **NAN),
}


def _random_labels(seed, classes, size=30):
    """Two label vectors over ``classes`` in which every class occurs as truth and as prediction."""
    rng = np.random.default_rng(seed)
    y_true = np.concatenate([classes, rng.choice(classes, size)])
    y_pred = np.concatenate([classes[::-1], rng.choice(classes, size)])
    return y_true, y_pred


def _by_definition(y_true, y_pred, order):
    """Our orientation counted from its definition: m[i, j] = #items predicted order[i] whose truth is order[j]."""
    y_true, y_pred = np.asarray(y_true).tolist(), np.asarray(y_pred).tolist()
    return np.array([[sum(p == a and t == b for t, p in zip(y_true, y_pred)) for b in order] for a in order])


# --------------------------------------------------------------------------- the silent wrong numbers of the issue


def test_binary_precision_of_a_scikit_learn_matrix_is_one_half_not_0_8_nor_0_667():
    y_true, y_pred = [0, 0, 0, 0, 0, 1, 1, 1], [0, 0, 0, 0, 1, 0, 0, 1]  # TN 4, FP 1, FN 2, TP 1: precision 1/2
    cm = skm.confusion_matrix(y_true, y_pred)
    assert cm.tolist() == [[4, 1], [2, 1]]  # scikit-learn: [[TN, FP], [FN, TP]]
    precision = metrics.get("precision")
    assert precision(cm) == pytest.approx(4 / 5)  # as-is: TN / (TN + FP), the mistake
    assert precision(cm.T) == pytest.approx(4 / 6)  # transposed only: TN / (TN + FN), the other mistake
    assert precision(metrics.from_sklearn(cm)) == 0.5 == skm.precision_score(y_true, y_pred)
    assert metrics.from_sklearn(cm).tolist() == [[1, 1], [2, 4]]  # [[TP, FP], [FN, TN]]


def _recall_in_torchmetrics_order(preds, target):
    """Binary recall written as torchmetrics writes its functions: ``(preds, target)``, positive label 1."""
    preds, target = np.asarray(preds), np.asarray(target)
    return float(((preds == 1) & (target == 1)).sum() / (target == 1).sum())


def test_a_label_function_in_torchmetrics_order_gives_recall_two_thirds_with_its_order():
    m = [[2, 3], [1, 4]]  # TP 2, FP 3, FN 1, TN 4: recall 2/3, precision 2/5
    try:
        wrong = metrics.register("test_tm_recall_default_order", labels=_recall_in_torchmetrics_order)
        right = metrics.register("test_tm_recall", labels=_recall_in_torchmetrics_order, order="preds, target")
        assert wrong(m) == pytest.approx(2 / 5)  # the arguments swapped: precision, the mistake
        assert right(m) == pytest.approx(2 / 3) == metrics.get("recall")(m)
        assert "(preds, target)" in right.formula
    finally:
        for name in ("test_tm_recall_default_order", "test_tm_recall"):
            metrics.unregister(name)


@pytest.mark.parametrize(
    "y_true, y_pred, labels, where",
    [
        ([0.0, np.nan, 1.0], [0.0, 1.0, 1.0], None, "y_true has a NaN label at position 1"),
        # numpy would make it "nan"
        (["cat", "dog", "dog"], ["cat", float("nan"), "dog"], None, "y_pred has a NaN label at position 1"),
        (np.array(["cat", None, float("nan")], dtype=object), ["cat", "dog", "dog"], None,
         "y_true has a NaN label at position 2"),
        ([0, 1, 1], [1, 0, 1], [0, float("nan"), 1], "labels has a NaN label"),
    ],
)
def test_a_nan_label_is_refused_not_made_a_class(y_true, y_pred, labels, where):
    with pytest.raises(InvalidMatrixError, match=f"{where}.*a missing label is not a class"):
        metrics.from_labels(y_true, y_pred, labels=labels)


def test_a_nan_class_name_is_refused_by_the_converters():
    with pytest.raises(InvalidMatrixError, match="NaN label"):
        metrics.from_sklearn([[1, 2], [3, 4]], labels=[0.0, np.nan], pos_label=0.0)


# --------------------------------------------------------------------------- from_labels: which class is positive


@pytest.mark.parametrize("classes", [[0, 1], [False, True], [-1, 1]])
def test_from_labels_takes_1_as_the_positive_class_as_scikit_learn_does(classes):
    y_true, y_pred = _random_labels(3, np.array(classes))
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # no warning to hide: the choice is scikit-learn's
        m = metrics.from_labels(y_true, y_pred)
    positive = [c for c in classes if c == 1][0]
    np.testing.assert_array_equal(m, _by_definition(y_true, y_pred, [positive] + [c for c in classes if c != 1]))
    for name, score in BINARY_SCORES.items():
        assert metrics.get(name)(m) == pytest.approx(score(y_true, y_pred, positive)), name


def test_from_labels_with_two_other_classes_needs_pos_label():
    with pytest.raises(InvalidMatrixError,
                       match=r"two classes \['ham', 'spam'\] and no pos_label=.*pos_label='ham' or pos_label='spam'"):
        metrics.from_labels(["ham", "spam", "spam"], ["spam", "spam", "ham"])
    m = metrics.from_labels(["ham", "spam", "spam"], ["spam", "spam", "ham"], pos_label="spam")
    assert m.tolist() == [[1, 1], [1, 0]]  # TP: spam as spam; FP: ham as spam; FN: spam as ham
    # order given
    assert metrics.from_labels(["ham", "spam"], ["spam", "spam"], labels=["spam", "ham"]).tolist() == [[1, 1], [0, 0]]


# --------------------------------------------------------------------------- scikit-learn as oracle


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("classes, pos_label", [([0, 1], None), ([0, 1], 0), (["neg", "pos"], "pos"), ([-1, 1], -1)])
def test_from_sklearn_binary_scores_as_scikit_learn(seed, classes, pos_label):
    y_true, y_pred = _random_labels(seed, np.array(classes))
    labels = None if classes == [0, 1] else classes
    m = metrics.from_sklearn(skm.confusion_matrix(y_true, y_pred, labels=labels), labels=labels, pos_label=pos_label)
    positive = 1 if pos_label is None else pos_label
    for name, score in BINARY_SCORES.items():
        assert metrics.get(name)(m) == pytest.approx(score(y_true, y_pred, positive), nan_ok=True), name


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("k", [3, 4])
def test_from_sklearn_multiclass_scores_as_scikit_learn(seed, k):
    y_true, y_pred = _random_labels(seed, np.arange(k))
    m = metrics.from_sklearn(skm.confusion_matrix(y_true, y_pred))
    np.testing.assert_array_equal(m, _by_definition(y_true, y_pred, range(k)))
    for name, score in MULTICLASS_SCORES.items():
        assert metrics.get(name)(m) == pytest.approx(score(y_true, y_pred)), name


def test_from_sklearn_with_labels_and_pos_label_moves_that_class_first():
    classes = np.array(["cat", "dog", "emu"])
    y_true, y_pred = _random_labels(7, classes)
    labels = ["emu", "cat", "dog"]
    m = metrics.from_sklearn(skm.confusion_matrix(y_true, y_pred, labels=labels), labels=labels, pos_label="dog")
    np.testing.assert_array_equal(m, _by_definition(y_true, y_pred, ["dog", "emu", "cat"]))


def test_from_sklearn_converts_a_multilabel_batch_label_by_label():
    rng = np.random.default_rng(11)
    Y, P = rng.integers(0, 2, (40, 3)), rng.integers(0, 2, (40, 3))
    batch = metrics.from_sklearn(skm.multilabel_confusion_matrix(Y, P))  # (3, 2, 2), each [[TN, FP], [FN, TP]]
    assert batch.shape == (3, 2, 2)
    expected = [skm.precision_score(Y[:, k], P[:, k], **NAN) for k in range(3)]
    np.testing.assert_allclose(metrics.get("precision")(batch), expected)


# --------------------------------------------------------------------------- PyCM as oracle


@pytest.mark.parametrize("seed", range(3))
def test_from_pycm_scores_as_pycm(seed):
    pycm = pytest.importorskip("pycm", reason="PyCM (a test dependency) is not installed: no second oracle")
    y_true, y_pred = _random_labels(seed, np.array([0, 1]))
    cm = pycm.ConfusionMatrix(actual_vector=y_true.tolist(), predict_vector=y_pred.tolist())
    for m in (metrics.from_pycm(cm), metrics.from_pycm(cm.to_array(), labels=cm.classes)):
        assert metrics.get("precision")(m) == pytest.approx(cm.PPV[1])
        assert metrics.get("recall")(m) == pytest.approx(cm.TPR[1])
        assert metrics.get("f1")(m) == pytest.approx(cm.F1[1])
        assert metrics.get("accuracy")(m) == pytest.approx(cm.Overall_ACC)
    y_true, y_pred = _random_labels(seed, np.array(["a", "b", "c"]))
    cm = pycm.ConfusionMatrix(actual_vector=y_true.tolist(), predict_vector=y_pred.tolist())
    m = metrics.from_pycm(cm, pos_label="c")
    np.testing.assert_array_equal(m, _by_definition(y_true, y_pred, ["c", "a", "b"]))
    assert metrics.get("macro_f1")(m) == pytest.approx(cm.F1_Macro)
    assert metrics.get("macro_precision")(m) == pytest.approx(cm.PPV_Macro)
    assert metrics.get("accuracy")(m) == pytest.approx(cm.Overall_ACC)


# --------------------------------------------------------------------------- torchmetrics, derived by hand


def _torchmetrics_confusion(preds, target, k):
    """torchmetrics' documented confusion matrix: entry [target, pred] counts items (rows = target, columns = preds)."""
    cm = np.zeros((k, k), dtype=int)
    for p, t in zip(preds, target):
        cm[t, p] += 1
    return cm


def test_torchmetrics_documented_binary_example_by_hand():
    target, preds = [1, 1, 0, 0], [0, 1, 0, 0]  # torchmetrics' docs: ConfusionMatrix(task="binary")(preds, target)
    cm = _torchmetrics_confusion(preds, target, 2)
    assert cm.tolist() == [[2, 0], [1, 1]]  # the matrix its documentation prints
    m = metrics.from_torchmetrics(cm)
    assert m.tolist() == [[1, 0], [1, 2]]  # TP 1 (item 2), FP 0, FN 1 (item 1), TN 2 (items 3, 4)
    assert metrics.get("recall")(m) == 0.5 and metrics.get("precision")(m) == 1.0


def test_torchmetrics_multiclass_by_hand():
    rng = np.random.default_rng(5)
    target, preds = rng.integers(0, 3, 25), rng.integers(0, 3, 25)
    m = metrics.from_torchmetrics(_torchmetrics_confusion(preds, target, 3))
    np.testing.assert_array_equal(m, _by_definition(target, preds, range(3)))


def test_a_macro_recall_in_torchmetrics_order_on_three_classes():
    def macro_recall(preds, target):
        preds, target = np.asarray(preds), np.asarray(target)
        return float(np.mean([((preds == c) & (target == c)).sum() / (target == c).sum() for c in range(3)]))

    m = [[3, 1, 0], [2, 4, 1], [0, 1, 5]]  # recalls 3/5, 4/6, 5/6
    try:
        metric = metrics.register("test_tm_macro_recall", labels=macro_recall, order="preds, target")
        assert metric(m) == pytest.approx((3 / 5 + 4 / 6 + 5 / 6) / 3) == metrics.get("macro_recall")(m)
    finally:
        metrics.unregister("test_tm_macro_recall")


# --------------------------------------------------------------------------- register(labels=, order=, pos_label=)


def test_a_label_function_whose_positive_label_is_0_registers_with_pos_label_0():
    m = [[2, 3], [1, 4]]
    try:
        metric = metrics.register("test_precision_of_0", labels=partial(skm.precision_score, pos_label=0), pos_label=0)
        assert metric(m) == pytest.approx(2 / 5) == metrics.get("precision")(m)
    finally:
        metrics.unregister("test_precision_of_0")


@pytest.mark.parametrize(
    "keywords, pattern",
    [
        ({"labels": _recall_in_torchmetrics_order, "order": "target preds"},
         r"order=.*one of 'target, preds'.*'preds, target'"),
        ({"labels": _recall_in_torchmetrics_order, "pos_label": "spam"}, r"pos_label=.*0 or 1"),
        ({"numeric": lambda m: m[..., 0, 0], "order": "preds, target"},
         r"order= and pos_label= describe a label function"),
    ],
)
def test_register_refuses_a_bad_order_or_pos_label(keywords, pattern):
    with pytest.raises(MetricDefinitionError, match=pattern):
        metrics.register("test_bad_label_keywords", **keywords)
    assert "test_bad_label_keywords" not in [m.name for m in metrics.catalogue()]


# --------------------------------------------------------------------------- no guessing


def test_a_matrix_is_never_reoriented_by_guess():
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert metrics.get("precision")([[4, 1], [2, 1]]) == pytest.approx(4 / 5)  # taken as [[TP, FP], [FN, TN]]


def test_converters_refuse_what_they_cannot_convert():
    with pytest.raises(UsageError, match=r"unknown convention='keras'\. Accepted: sklearn, pycm, torchmetrics"):
        metrics.as_ours([[1, 0], [0, 1]], "keras")
    with pytest.raises(InvalidMatrixError, match=r"two classes \['no', 'yes'\] and no pos_label="):
        metrics.from_sklearn([[1, 0], [0, 1]], labels=["no", "yes"])
    with pytest.raises(InvalidMatrixError, match=r"labels must name the 2 classes"):
        metrics.from_sklearn([[1, 0], [0, 1]], labels=[0, 1, 2])
    with pytest.raises(InvalidMatrixError, match=r"negative entry"):
        metrics.from_torchmetrics([[1, -1], [0, 1]])


# --------------------------------------------------------------------------- convention= at call time


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("k", [2, 4])
def test_a_metric_reads_another_librarys_matrix_when_told_its_convention(seed, k):
    y_true, y_pred = _random_labels(seed, np.arange(k))
    cm = skm.confusion_matrix(y_true, y_pred)  # rows = truth: scikit-learn's orientation
    for name, score in MULTICLASS_SCORES.items():
        assert metrics.get(name)(cm, convention="sklearn") == pytest.approx(score(y_true, y_pred)), name
        assert metrics.get(name)(cm, convention="torchmetrics") == pytest.approx(score(y_true, y_pred)), name


def test_binary_precision_with_convention_is_scikit_learns_one_half_exactly():
    y_true, y_pred = [0, 0, 0, 0, 0, 1, 1, 1], [0, 0, 0, 0, 1, 0, 0, 1]  # TP 1, FP 1: precision 1/2
    cm = skm.confusion_matrix(y_true, y_pred)
    precision = metrics.get("precision")
    assert precision(cm, convention="sklearn") == skm.precision_score(y_true, y_pred) == 0.5
    assert str(precision.exact(cm, convention="sklearn")) == "1/2"
    assert precision(cm) == 0.8  # read in this package's orientation: the wrong cells, TN/(TN+FP) = 4/5
    assert (precision(cm, convention="sklearn", labels=[0, 1], pos_label=0)
            == skm.precision_score(y_true, y_pred, pos_label=0))


def test_labels_without_a_convention_and_an_unknown_convention_are_refused_with_the_accepted_ones():
    with pytest.raises(UsageError, match="give convention= too.*'sklearn'"):
        metrics.get("precision")([[4, 1], [2, 1]], pos_label=1)
    with pytest.raises(UsageError, match="Accepted: sklearn, pycm, torchmetrics"):
        metrics.get("precision")([[4, 1], [2, 1]], convention="scikit")
