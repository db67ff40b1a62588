"""User-metric benchmark: seconds per metric for a varied set of metrics a user might write.

Run: python benchmarks/bench_user_metrics.py [--only NAME[,NAME...]]

Each metric is checked with every property (Opitz's PI-PV and the further families at
n = 2, 3, Sebastiani's axioms at n = 2), calibrated variant included, the way
``axiometrics check`` does it. Prints each metric's seconds and the slowest against the
target of issue #18: at most 10 s per metric on 2 cores. Figures, not pass/fail: nothing
here is a test.
"""

import argparse
import time

import numpy as np
import sympy

import axioms
import metrics
from metrics._registry import make_metric

TARGET_SECONDS = 10.0


def _binary_cells(M):
    return M[0, 0], M[0, 1], M[1, 0], M[1, 1]


def f1_piecewise(M):
    """F1 with the convention 1 where it is 0/0."""
    tp, fp, fn, _ = _binary_cells(M)
    return sympy.Piecewise((1, sympy.Eq(tp + fp + fn, 0)), (2 * tp / (2 * tp + fp + fn), True))


def min_recall(M):
    """The smaller of the two recalls (sympy Min)."""
    tp, fp, fn, tn = _binary_cells(M)
    return sympy.Min(tp / (tp + fn), tn / (tn + fp))


def max_precision(M):
    """The larger of the two precisions (sympy Max)."""
    tp, fp, fn, tn = _binary_cells(M)
    return sympy.Max(tp / (tp + fp), tn / (tn + fn))


def abs_rate_gap(M):
    """1 - |TPR - TNR| (sympy Abs)."""
    tp, fp, fn, tn = _binary_cells(M)
    return 1 - sympy.Abs(tp / (tp + fn) - tn / (tn + fp))


def geometric_mean_recalls(M):
    """sqrt(TPR * TNR) (a radical)."""
    tp, fp, fn, tn = _binary_cells(M)
    return sympy.sqrt(tp / (tp + fn) * tn / (tn + fp))


def multiclass_mean_recall(M):
    """Macro recall for any n, symbolic."""
    n = M.shape[0]
    return sum(M[j, j] / sum(M[i, j] for i in range(n)) for j in range(n)) / n


def numpy_macro_f1_zero_division(m):
    """Macro F1 with scikit-learn's zero_division=1 convention, numpy only (np.where)."""
    diag = np.diagonal(m, axis1=-2, axis2=-1)
    denom = m.sum(axis=-1) + m.sum(axis=-2)
    with np.errstate(all="ignore"):
        return np.where(denom > 0, 2 * diag / denom, 1.0).mean(axis=-1)


def numpy_worst_recall(m):
    """The smallest recall (np.minimum over the classes), numpy only."""
    with np.errstate(all="ignore"):
        return (np.diagonal(m, axis1=-2, axis2=-1) / m.sum(axis=-2)).min(axis=-1)


def numpy_log_odds_accuracy(m):
    """log((correct + 1) / (wrong + 1)) squashed to (0, 1) with np.maximum, numpy only."""
    correct = np.trace(m, axis1=-2, axis2=-1)
    wrong = m.sum(axis=(-2, -1)) - correct
    score = np.log((correct + 1) / (wrong + 1))
    return np.maximum(score, 0) / (1 + np.abs(score))


def labels_balanced_accuracy(y_true, y_pred):
    """scikit-learn's balanced accuracy, label-based."""
    from sklearn.metrics import balanced_accuracy_score

    return balanced_accuracy_score(y_true, y_pred)


def labels_binary_f1(y_true, y_pred):
    """scikit-learn's F1 (positive label 1), label-based, binary."""
    from sklearn.metrics import f1_score

    return f1_score(y_true, y_pred, zero_division=0)


def _user_metrics():
    made = [
        make_metric("f1_piecewise", symbolic=f1_piecewise, binary=True),
        make_metric("min_recall", symbolic=min_recall, binary=True),
        make_metric("max_precision", symbolic=max_precision, binary=True),
        make_metric("abs_rate_gap", symbolic=abs_rate_gap, binary=True),
        make_metric("geometric_mean_recalls", symbolic=geometric_mean_recalls, binary=True),
        make_metric("multiclass_mean_recall", symbolic=multiclass_mean_recall),
        make_metric("numpy_macro_f1_zero_division", numeric=numpy_macro_f1_zero_division),
        make_metric("numpy_worst_recall", numeric=numpy_worst_recall),
        make_metric("numpy_log_odds_accuracy", numeric=numpy_log_odds_accuracy),
    ]
    labelled = [("labels_balanced_accuracy", labels_balanced_accuracy, False),
                ("labels_binary_f1", labels_binary_f1, True)]
    for name, fn, binary in labelled:
        made.append(metrics.register(name, labels=fn, binary=binary))
    return made, [name for name, _, _ in labelled]


def _seconds(metric):
    """Seconds to check every property of ``metric``: Sebastiani's axioms at n = 2, the rest at n = 2, 3."""
    sebastiani = list(axioms.SEBASTIANI_AXIOMS)
    others = [pid for pid in axioms.PROPERTIES if pid not in sebastiani]
    start = time.perf_counter()
    verdicts = axioms.check(metric, others, classes=(2, 3))
    verdicts.update(axioms.check(metric, sebastiani, classes=(2,)))
    return time.perf_counter() - start, verdicts


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default="", help="comma-separated metric names (default: all)")
    args = parser.parse_args()
    made, registered = _user_metrics()
    wanted = set(filter(None, args.only.split(",")))
    figures = []
    try:
        for metric in made:
            if wanted and metric.name not in wanted:
                continue
            seconds, verdicts = _seconds(metric)
            marks = " ".join(f"{pid}:{v.verdict[0]}" for pid, v in verdicts.items())
            print(f"{metric.name:32s} {seconds:7.1f} s   {marks}", flush=True)
            figures.append((seconds, metric.name))
    finally:
        for name in registered:
            metrics.unregister(name)
    if figures:
        seconds, name = max(figures)
        status = "met" if seconds <= TARGET_SECONDS else "MISSED"
        print(f"slowest: {name} {seconds:.1f} s (target <= {TARGET_SECONDS:g} s per metric on 2 cores: {status})")


if __name__ == "__main__":
    main()
