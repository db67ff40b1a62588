"""Mistakes refused when a metric is registered, with a one-line fix-it (issue 19, part 2).

Each test registers the mistake as a user would write it and asserts the fix the message
names; the expected facts are hand derivations written next to them.
"""

import json
import subprocess
import sys
import textwrap

import numpy as np
import pytest
import sympy

import axioms
import metrics
from metrics.errors import DuplicateMetricError, MetricDefinitionError, UnknownPropertyError
from metrics.registration_checks import problem
from metrics.trace_check import check_traced
from reports.report import build_report, parse_list


def _tp_tn_mcc(m):
    """Binary MCC written on the cells of a 2 x 2 matrix [[TP, FP], [FN, TN]]."""
    tp, fp, fn, tn = m[..., 0, 0], m[..., 0, 1], m[..., 1, 0], m[..., 1, 1]
    return (tp * tn - fp * fn) / np.sqrt((tp + fp) * (tp + fn) * (tn + fp) * (tn + fn))


def _refused(registered, name, **definition):
    """The one-line message of the refusal; the name stays free."""
    with pytest.raises(MetricDefinitionError) as info:
        registered(name, **definition)
    assert name not in [m.name for m in metrics.catalogue()]
    message = str(info.value)
    assert "\n" not in message and message.startswith(f"metric {name!r}: ")
    return message


def test_a_metric_returning_a_python_float_is_refused(registered):
    def accuracy_of_one_matrix(m):
        return float(np.trace(m) / np.sum(m))  # float() of a batch's values raises

    message = _refused(registered, "rc_python_float", numeric=accuracy_of_one_matrix)
    assert "not vectorised" in message and "np.sum(m, axis=(-2, -1))" in message and "TypeError" in message


def test_a_metric_returning_one_number_for_a_batch_is_refused(registered):
    # np.trace(m) of a batch (k, n, n) traces the first two axes, np.sum(m) sums everything
    message = _refused(registered, "rc_scalar", numeric=lambda m: np.trace(m) / np.sum(m))
    assert "not vectorised" in message and "m.shape[:-2]" in message


def test_numpy_sqrt_in_a_sympy_form_is_refused_naming_sympy_sqrt(registered):
    def rms_recall(M):
        n = M.shape[0]
        return np.sqrt(sum((M[i, i] / sum(M.col(i))) ** 2 for i in range(n)) / n)

    def rms_recall_fixed(M):
        n = M.shape[0]
        return sympy.sqrt(sum((M[i, i] / sum(M.col(i))) ** 2 for i in range(n)) / n)

    message = _refused(registered, "rc_np_sqrt", symbolic=rms_recall)
    assert "use sympy.sqrt" in message
    fixed = registered("rc_np_sqrt", symbolic=rms_recall_fixed)
    # recalls 5/7 and 7/8: sqrt(((5/7)^2 + (7/8)^2) / 2)
    assert fixed([[5, 1], [2, 7]]) == pytest.approx(np.sqrt(((5 / 7) ** 2 + (7 / 8) ** 2) / 2))


def test_a_symbolic_form_reading_a_symbol_of_its_own_is_refused(registered):
    # accuracy with N a fresh symbol: no matrix gives N a value, so the exact form is never a number
    message = _refused(registered, "rc_own_symbol", symbolic=lambda M: M.trace() / sympy.Symbol("N"))
    assert "reads N, which is no cell" in message and "N = sum(M)" in message
    fixed = registered("rc_own_symbol", symbolic=lambda M: M.trace() / sum(M))
    assert fixed.exact([[3, 1], [1, 1]]) == sympy.Rational(2, 3)  # (3 + 1) / 6


def test_a_two_by_two_formula_at_three_classes_is_refused_suggesting_binary(registered):
    # The mistake: on [[1, 2, 0], [2, 1, 0], [0, 0, 9]] the formula reads TP = 1, FP = 2,
    # FN = 2, TN = 1 only: (1 - 4) / sqrt(3 * 3 * 3 * 3) = -1/3, whatever the nine items of class 3.
    three = np.array([[1, 2, 0], [2, 1, 0], [0, 0, 9]], dtype=float)
    assert _tp_tn_mcc(three) == pytest.approx(-1 / 3)
    message = _refused(registered, "rc_mcc_2x2", numeric=_tp_tn_mcc)
    assert "binary=True" in message and "n=3" in message
    mcc = registered("rc_mcc_2x2", numeric=_tp_tn_mcc, binary=True)
    # [[TP, FP], [FN, TN]] = [[6, 2], [1, 3]]: (18 - 2) / sqrt(8 * 7 * 5 * 4) = 16 / sqrt(1120)
    assert mcc([[6, 2], [1, 3]]) == pytest.approx(16 / np.sqrt(1120))


def test_an_error_rate_without_higher_is_better_false_is_refused(registered):
    def error_rate(m):
        return 1 - np.einsum("...ii->...", m) / m.sum(axis=(-2, -1))

    message = _refused(registered, "rc_error_rate", numeric=error_rate)
    assert "higher_is_better=False" in message
    metric = registered("rc_error_rate", numeric=error_rate, higher_is_better=False)
    assert metric([[5, 1], [2, 7]]) == pytest.approx(3 / 15) and metric.direction == -1


def test_a_score_declared_lower_is_better_is_refused(registered):
    accuracy = metrics.get("accuracy").numeric
    assert "drop higher_is_better=False" in _refused(registered, "rc_lower_accuracy", numeric=accuracy,
                                                     higher_is_better=False)


@pytest.mark.parametrize("numeric", [
    lambda m: np.zeros(m.shape[:-2]),                                            # constant: reads no cell
    lambda m: np.full(m.shape[:-2], np.nan),                                     # undefined everywhere
    lambda m: np.where(m[..., 0, 1] > 0, np.nan, m[..., 0, 0] / m.sum(axis=(-2, -1))),  # NaN where the checks look
    lambda m: 1 / 0,                                                             # raises: the engine reports it
])
def test_what_the_checks_cannot_judge_is_registered(registered, numeric):
    assert registered("rc_unjudged", numeric=numeric).name == "rc_unjudged"


def test_label_metrics_and_checks_false_are_registered(registered):
    from functools import partial

    from sklearn.metrics import f1_score

    f1 = registered("rc_sk_macro_f1", labels=partial(f1_score, average="macro"))
    assert f1([[2, 1], [0, 3]]) == pytest.approx((4 / 5 + 6 / 7) / 2)  # F1 of the two classes: 4/5, 6/7
    assert registered("rc_on_purpose", numeric=_tp_tn_mcc, checks=False).binary is False


@pytest.mark.parametrize("metric", metrics.catalogue(), ids=lambda m: m.name)
def test_no_catalogue_metric_is_refused(metric):
    assert problem(metric) is None
    if metric.structure is not None:  # registered trusted, so not compared with its trace at import: here
        check_traced(metric.name, metric.structure)


def test_replace_true_replaces_a_registered_metric(registered):
    first = registered("rc_notebook", numeric=metrics.get("accuracy").numeric, aliases=("rc_nb",))
    with pytest.raises(DuplicateMetricError, match="replace=True"):
        registered("rc_notebook", numeric=metrics.get("macro_recall").numeric)
    assert metrics.get("rc_notebook") is first
    with pytest.raises(MetricDefinitionError):  # a refused replacement leaves the old metric
        registered("rc_notebook", numeric=_tp_tn_mcc, replace=True)
    assert metrics.get("rc_notebook") is first
    second = registered("rc_notebook", numeric=metrics.get("macro_recall").numeric, replace=True)
    assert metrics.get("rc_notebook") is second
    with pytest.raises(metrics.UnknownMetricError):
        metrics.get("rc_nb")  # the replaced metric's alias went with it
    # [[9, 1], [0, 1]]: accuracy 10/11, macro recall (1 + 1/2) / 2 = 3/4
    assert metrics.get("rc_notebook")([[9, 1], [0, 1]]) == pytest.approx(0.75)


def test_one_string_of_property_ids_is_ids_not_letters():
    one = axioms.check("macro_recall", "PIV", classes=(2,), with_calibrated=False)
    assert list(one) == ["PIV"] and one["PIV"].verdict == "holds"  # Opitz Table 5: macro recall is PIV
    both = axioms.check("macro_recall", "PI,PIV", classes=(2,), with_calibrated=False)
    assert list(both) == ["PI", "PIV"]
    report = build_report("macro_recall,accuracy", "PIV", classes=(2,), with_calibrated=False)
    assert report["settings"]["properties"] == ["PIV"] and list(report["metrics"]) == ["macro_recall", "accuracy"]


def test_an_unknown_property_id_gets_a_did_you_mean():
    with pytest.raises(UnknownPropertyError, match=r"unknown property id='PVI'\. Did you mean: .*PIV"):
        axioms.check("macro_f1", ["PVI"], classes=(2,))
    with pytest.raises(metrics.errors.UsageError, match=r"Did you mean: .*PIV"):
        parse_list("PI,PVI", "properties", list(axioms.PROPERTIES))


def _raising_metric(m):
    raise ValueError("no such cell")  # the line the error names


RAISE_LINE = _raising_metric.__code__.co_firstlineno + 1


def test_an_error_in_user_code_names_its_file_and_line(registered):
    registered("rc_raises", numeric=_raising_metric)
    verdict = axioms.check("rc_raises", ["PI"], classes=(2,), with_calibrated=False)["PI"]
    assert verdict.verdict == "error"
    assert f"ValueError: no such cell (at {__file__}:{RAISE_LINE})" in verdict.detail


USER_FILE = '''\
import numpy as np
import metrics

def mcc_2x2(m):
    tp, fp, fn, tn = m[..., 0, 0], m[..., 0, 1], m[..., 1, 0], m[..., 1, 1]
    return (tp * tn - fp * fn) / np.sqrt((tp + fp) * (tp + fn) * (tn + fp) * (tn + fn))

def boom(m):
    raise RuntimeError("boom")

metrics.register("u_mcc_2x2", numeric=mcc_2x2)
metrics.register("u_boom", numeric=boom)
metrics.register("u_recall", numeric=metrics.get("macro_recall").numeric)
'''


def test_the_command_reports_the_mistakes_of_a_users_file_in_its_cells(tmp_path):
    # the command imports a user's file in contained workers: the checks run there, at the
    # pre-flight, and a refusal is that metric's error cell, not the end of the run
    path = tmp_path / "user_metrics.py"
    path.write_text(textwrap.dedent(USER_FILE))
    done = subprocess.run([sys.executable, "-m", "reports.cli", "check", str(path), "--properties", "PIV",
                           "--classes", "2,3", "--format", "json", "--quiet"], capture_output=True, text=True,
                          timeout=300)
    cells = {name: row["PIV"] for name, row in json.loads(done.stdout)["metrics"].items()}
    assert cells["u_mcc_2x2"]["verdict"] == "error" and "binary=True" in cells["u_mcc_2x2"]["detail"]
    assert cells["u_boom"]["verdict"] == "error" and f"RuntimeError: boom (at {path}:9)" in cells["u_boom"]["detail"]
    assert cells["u_recall"]["verdict"] == "holds"  # macro recall is PIV (Opitz Table 5)


def test_code_that_runs_at_two_classes_only_is_told_about_binary_true(registered):
    """scikit-learn's f1_score(average='binary') raises on three classes ('Target is multiclass'): such code, registered
    without binary=True and checked at n = 2, 3, made every cell an error with no fix-it (review 14b). Precision of
    class 0, m00 / (m00 + m01), stands in for it here."""
    def binary_precision(m):
        m = np.asarray(m, dtype=float)
        if m.shape[-1] != 2:
            raise ValueError("Target is multiclass but average='binary'")
        return m[..., 0, 0] / (m[..., 0, 0] + m[..., 0, 1])

    registered("rc_binary_only", numeric=binary_precision)
    verdict = axioms.check("rc_binary_only", ["PIV"], classes=(2, 3), with_calibrated=False)["PIV"]
    assert verdict.verdict == "error" and verdict.per_n[2] != "error" and verdict.per_n[3] == "error"
    assert "it runs at n = 2 only" in verdict.detail and "binary=True" in verdict.detail


def test_a_direction_refusal_says_what_it_saw_and_how_to_register_a_metric_whose_direction_changes_with_n(registered):
    # (2n - 7)/5 · accuracy: the factor is -3/5 at n = 2 and -1/5 at n = 3, so one more error (accuracy falls)
    # raises the score there; from n = 4 the factor is positive (1/5 at n = 4) and the score falls as errors grow.
    def flipping(m):
        m = np.asarray(m, dtype=float)
        n = m.shape[-1]
        return (2 * n - 7) / 5 * np.einsum("...ii->...", m) / m.sum(axis=(-2, -1))

    message = _refused(registered, "rc_flipping", numeric=flipping)
    assert "seen at n = 2, 3 only" in message and "checks=False" in message
    metric = registered("rc_flipping", numeric=flipping, checks=False)
    assert metric(np.eye(4)) == pytest.approx(1 / 5)  # (8 - 7)/5 · 1


def test_a_files_metric_that_fails_at_every_class_count_gets_the_fix_it_in_its_cells(tmp_path):
    """Checked from a users' file, a metric written for one matrix (np.trace(m) sums the batch's first axis) failed
    the pre-flight at every n, and its cells said only 'returned shape=(2,)', not what to write instead."""
    path = tmp_path / "one_matrix.py"
    path.write_text("import numpy as np\nimport metrics\n\n"
                    "def trace_accuracy(m):\n    return np.trace(m) / np.sum(m)\n\n"
                    "metrics.register('trace_accuracy', numeric=trace_accuracy)\n")
    report = build_report(["trace_accuracy"], ["PI"], classes=(2,), with_calibrated=False, files=[str(path)])
    cell = report["metrics"]["trace_accuracy"]["PI"]
    assert cell["verdict"] == "error" and "not vectorised" in cell["detail"] and "m[..., i, j]" in cell["detail"]


def test_a_step_of_every_class_is_no_two_by_two_formula(registered):
    """floor(10 c/t)/10 averaged over the classes reads every class's c and t, the last one's too; one more item in
    the last class's row or column of the probe leaves its step where it was, which read as 'a 2 x 2 formula on a
    larger matrix' and refused the metric (review 11b)."""
    c, r, t, N = metrics.structure.COUNTS
    metric = registered("stepped_recall", structure=metrics.structure.ClassMean(sympy.floor(10 * c / t) / 10))
    # by hand: [[3, 1, 0], [0, 2, 0], [0, 0, 4]] has recalls 1, 2/3, 1: steps 1, 6/10, 1, mean 13/15
    assert metric.exact([[3, 1, 0], [0, 2, 0], [0, 0, 4]]) == sympy.Rational(13, 15)
