"""Inputs and bounds of issue 10: exact values validate, labels say which class is positive,
names are selectable, empty batches, and every class count is bounded in work and memory."""

import json
import subprocess
import sys
import warnings

import numpy as np
import pytest
from sklearn.metrics import precision_score

import axioms
import metrics
from axioms.search.spaces import exhaustive
from metrics._registry import make_metric
from metrics.errors import InvalidMatrixError, MetricDefinitionError


@pytest.mark.parametrize("m, pattern", [([[-5, 1], [1, -5]], "negative entry"), ([[1, 2, 3]], "square")])
def test_exact_validates_like_a_call(m, pattern):
    accuracy = metrics.get("accuracy")
    for evaluate in (accuracy, accuracy.exact):
        with pytest.raises(InvalidMatrixError, match=pattern):
            evaluate(m)


def test_exact_takes_one_matrix():
    with pytest.raises(InvalidMatrixError, match="one matrix"):
        metrics.get("accuracy").exact([[[1, 0], [0, 1]]])


def test_exact_of_a_binary_metric_needs_two_classes():
    with pytest.raises(InvalidMatrixError, match="binary"):
        metrics.get("precision").exact([[1, 0, 0], [0, 1, 0], [0, 0, 1]])


def test_pos_label_is_index_0_and_matches_scikit_learn():
    y_true, y_pred = [1, 0, 1, 1, 0, 0], [1, 1, 0, 1, 1, 0]
    m = metrics.from_labels(y_true, y_pred, pos_label=1)
    assert metrics.get("precision")(m) == pytest.approx(precision_score(y_true, y_pred)) == 0.5
    m = metrics.from_labels(y_true, y_pred, pos_label=0)
    assert metrics.get("precision")(m) == pytest.approx(precision_score(y_true, y_pred, pos_label=0))


def test_two_classes_without_pos_label_take_1_as_scikit_learn_or_are_refused():
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        # 1 first, as scikit-learn's pos_label=1
        assert metrics.from_labels([1, 0, 1], [1, 1, 0]).tolist() == [[1, 1], [1, 0]]
        metrics.from_labels([1, 0, 2], [1, 1, 0])  # three classes: no positive class
    with pytest.raises(InvalidMatrixError, match=r"two classes \['a', 'b'\] and no pos_label="):
        metrics.from_labels(["a", "b", "a"], ["a", "a", "b"])  # which is positive cannot be guessed


def test_pos_label_must_be_a_label():
    with pytest.raises(InvalidMatrixError, match="pos_label"):
        metrics.from_labels([1, 0], [0, 1], pos_label=2)


def test_labels_mixing_strings_and_numbers_are_refused_as_scikit_learn_refuses_them():
    """numpy turned [1, "a"] into ["1", "a"]: the error then suggested pos_label='1', and pos_label=1 was 'not one
    of the labels'; [None, 1] raised sorting's bare TypeError."""
    from sklearn.metrics import confusion_matrix

    with pytest.raises(ValueError, match="Mix of label input types"):  # the oracle
        confusion_matrix([1, 1], ["a", "a"])
    for y_true, y_pred in (([1, 1], ["a", "a"]), ([1, "a", 1], [1, "a", "a"])):
        with pytest.raises(InvalidMatrixError, match="labels mix strings with int values"):
            metrics.from_labels(y_true, y_pred, pos_label=1)
    with pytest.raises(InvalidMatrixError, match="labels mix strings with int values"):
        metrics.as_ours([[3, 1], [2, 4]], "sklearn", labels=[1, "a"], pos_label=1)
    with pytest.raises(InvalidMatrixError, match="NoneType, int cannot be ordered"):
        metrics.from_labels([None, 1], [1, 1], pos_label=1)
    assert metrics.as_ours([[3, 1], [2, 4]], "sklearn", labels=[None, 1], pos_label=1).tolist() == [[4, 1], [2, 3]]


def test_sample_weight_matches_scikit_learn_transposed():
    from sklearn.metrics import confusion_matrix

    y_true, y_pred, w = [0, 1, 2, 2, 1], [0, 2, 2, 1, 1], [1.0, 0.5, 2.0, 3.0, 1.5]
    np.testing.assert_allclose(metrics.from_labels(y_true, y_pred, sample_weight=w),
                               confusion_matrix(y_true, y_pred, sample_weight=w).T)
    for bad in ([1.0, 2.0], [1, 1, 1, -1, 1], [1, 1, np.nan, 1, 1]):
        with pytest.raises(InvalidMatrixError, match="sample_weight"):
            metrics.from_labels(y_true, y_pred, sample_weight=bad)


@pytest.mark.parametrize("name", ["a,b", "a|b", "two\nlines", "mine~", " padded"])
def test_register_rejects_names_the_command_cannot_select(name):
    with pytest.raises(MetricDefinitionError, match="cannot be selected"):
        metrics.register(name, numeric=lambda m: m[..., 0, 0])
    assert name not in [m.name for m in metrics.catalogue()]


def test_register_rejects_a_bad_alias():
    with pytest.raises(MetricDefinitionError, match="cannot be selected"):
        metrics.register("fine_name_issue10", numeric=lambda m: m[..., 0, 0], aliases=("x,y",))
    assert "fine_name_issue10" not in [m.name for m in metrics.catalogue()]


@pytest.mark.parametrize("binary", ["yes", 1, None])
def test_register_rejects_non_bool_binary(binary):
    with pytest.raises(MetricDefinitionError, match="binary="):
        metrics.register("binary_flag_issue10", numeric=lambda m: m[..., 0, 0], binary=binary)


@pytest.mark.parametrize("n", [2, 3])
def test_empty_batches_give_empty_arrays(n):
    out = metrics.get("accuracy")(np.zeros((0, n, n)))
    assert out.shape == (0,)
    assert metrics.get("macro_f1")(np.zeros((2, 0, n, n))).shape == (2, 0)


def test_complex_values_are_an_error_when_called():
    metric = make_metric("complex_issue10", numeric=lambda m: m[..., 0, 0] + 1j)
    with pytest.raises(MetricDefinitionError, match="complex"):
        metric([[1, 0], [0, 1]])


@pytest.mark.parametrize("text", [lambda m: np.full(m.shape[:-2], "0.5"),
                                  lambda m: np.full(m.shape[:-2], "0.5", dtype=object)])
def test_text_is_an_error_not_a_number_when_called(text):
    # a metric that returns the text "0.5" returns no number: read as 0.5 it would be judged as a constant score
    metric = make_metric("text_valued", numeric=text)
    with pytest.raises(MetricDefinitionError, match="text"):
        metric([[1, 0], [0, 1]])


@pytest.mark.parametrize("profile", list(axioms.PROFILES))
def test_every_enumeration_is_within_the_matrix_budget(profile):
    settings = axioms.profile(profile)
    for n in range(2, 11):
        k = settings.exhaustive_bound(n)
        assert (k + 1) ** (n * n) <= settings.exhaustive_matrices
    assert len(exhaustive(8, settings.exhaustive_bound(8))) == 1  # only the zero matrix at n = 8
    assert settings.exhaustive_bound(3) == dict(settings.exhaustive_max)[3]  # the configured bounds fit


@pytest.mark.slow  # 12 s: an exhaustive case at n = 8
def test_eight_classes_finish_with_honest_evidence():
    """At n = 8 a metric without structure is searched (and says so, with the budget); accuracy, registered
    by its structure, is answered by its every-n lemma (Σ m_kk / N: trace-form lemma, no search)."""
    proc = subprocess.run(
        [sys.executable, "-m", "reports.cli", "table", "--metrics", "accuracy,nit", "--properties", "PI",
         "--classes", "8", "--format", "json", "--quiet"],
        capture_output=True, text=True, timeout=600,
    )
    assert proc.returncode == 0, proc.stderr
    cells = json.loads(proc.stdout)["metrics"]
    assert "error" not in {c["verdict"] for row in cells.values() for c in row.values()}
    pi = cells["nit"]["PI"]["evidence"]
    assert "no symbolic steps at n=8" in pi["method"] and pi["budget"]["symbolic_max_cells"] == 16
    assert cells["nit"]["PI"]["every_n"] is None
    accuracy = cells["accuracy"]["PI"]
    assert (accuracy["verdict"] == "holds" and accuracy["every_n"]["verdict"] == "holds"
            and "for every n ≥ 2" in accuracy["evidence"]["method"])


def test_five_classes_stay_far_below_2_gb():
    code = (
        "import resource, reports\n"
        "reports.build_report(['accuracy', 'macro_f1'], classes=(5,))\n"
        "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)\n"  # KiB on Linux
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    assert int(proc.stdout.split()[-1]) < 2 * 1024**2
