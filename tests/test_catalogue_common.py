"""Checks every registered metric must pass (in the style of scikit-learn's test_common.py).

The parametrisation runs over ``metrics.catalogue()`` as it is at collection time, so a
newly registered metric is checked without editing this file.

Oracles are independent of our code: exact rational arithmetic (sympy, from the symbolic
definition) for the numeric implementations, and scikit-learn for the metrics it has.
Orientation reminder: our ``m[i, j]`` = items predicted ``i`` whose true class is ``j``;
scikit-learn's ``confusion_matrix(y_true, y_pred)`` is the transpose.
"""

import math
import zlib

import numpy as np
import pytest
import sklearn.metrics as skm
import sympy

import metrics

CATALOGUE = metrics.catalogue()
IDS = [m.name for m in CATALOGUE]
WITH_BOTH_FORMS = [m for m in CATALOGUE if m.symbolic is not None and m.has_own_numeric]


def _n_for(metric):
    """A class count the metric is defined for (3 for multi-class metrics, 2 for binary)."""
    return 2 if metric.binary else max(3, metric.min_classes)


def random_matrices(rng, count, n, high=6):
    """``count`` random integer n x n matrices, including degenerate ones.

    About a third get a zero row (class never predicted), a zero column (class never
    occurs) or both; a few are diagonal, single-cell, single-row or all-zero.
    """
    ms = rng.integers(0, high, size=(count, n, n))
    for k in range(count):
        kind = k % 12
        if kind == 0:
            ms[k, rng.integers(n), :] = 0
        elif kind == 1:
            ms[k, :, rng.integers(n)] = 0
        elif kind == 2:
            c = rng.integers(n)
            ms[k, c, :] = 0
            ms[k, :, c] = 0
        elif kind == 3:
            ms[k] = np.diag(rng.integers(0, high, n))
        elif kind == 4:
            ms[k] = 0
            ms[k, rng.integers(n), rng.integers(n)] = rng.integers(1, high)
        elif kind == 5:
            keep = rng.integers(n)
            ms[k, np.arange(n) != keep, :] = 0
        elif kind == 6 and k % 24 == 6:
            ms[k] = 0
    return ms


# --------------------------------------------------------------------------- metadata


@pytest.mark.parametrize("metric", CATALOGUE, ids=IDS)
def test_metadata(metric):
    assert isinstance(metric, metrics.Metric)
    assert isinstance(metric.name, str) and metric.name.strip()
    assert isinstance(metric.formula, str) and metric.formula.strip(), "empty formula"
    assert isinstance(metric.references, tuple) and metric.references, "no references"
    for ref in metric.references:
        assert isinstance(ref, str) and len(ref.strip()) > 3, f"reference {ref!r} looks broken"
    assert isinstance(metric.higher_is_better, bool)
    assert isinstance(metric.binary, bool)
    assert isinstance(metric.undefined, str) and metric.undefined.strip()
    assert len(metric.value_range) == 2
    lo, hi = metric.value_range
    if lo is not None and hi is not None:
        assert lo < hi
    for alias in metric.aliases:
        assert isinstance(alias, str) and len(alias) > 1, f"alias {alias!r} looks broken"
        assert metrics.get(alias) is metric
    assert metrics.get(metric.name) is metric
    assert callable(metric.numeric)
    assert metric.applies_to(2) if metric.binary else metric.applies_to(metric.min_classes)
    if metric.binary:
        assert not metric.applies_to(3)


def test_names_and_aliases_unique():
    keys = [k for m in CATALOGUE for k in (m.name, *m.aliases)]
    duplicates = sorted({k for k in keys if keys.count(k) > 1})
    assert not duplicates


# --------------------------------------------------------------------------- vectorisation


@pytest.mark.parametrize("metric", CATALOGUE, ids=IDS)
def test_vectorised_equals_per_matrix(metric):
    n = _n_for(metric)
    rng = np.random.default_rng(zlib.crc32(metric.name.encode()))
    batch = random_matrices(rng, 24, n).reshape(4, 6, n, n)
    got = metric(batch)
    assert isinstance(got, np.ndarray) and got.dtype == np.float64
    assert got.shape == (4, 6)
    single = np.array([[metric(batch[a, b]) for b in range(6)] for a in range(4)])
    assert all(isinstance(metric(batch[a, 0]), float) for a in range(4))
    np.testing.assert_allclose(got, single, rtol=1e-12, atol=0, equal_nan=True)
    # one-dimensional batch, and float input give the same values
    np.testing.assert_allclose(metric(batch.reshape(24, n, n)), single.ravel(), rtol=1e-12, equal_nan=True)
    np.testing.assert_allclose(metric(batch.astype(float)), got, rtol=1e-12, equal_nan=True)
    # nested lists are accepted too
    np.testing.assert_allclose(metric(batch[0].tolist()), got[0], rtol=1e-12, equal_nan=True)


@pytest.mark.parametrize("metric", CATALOGUE, ids=IDS)
def test_does_not_modify_input(metric):
    n = _n_for(metric)
    batch = random_matrices(np.random.default_rng(3), 12, n).astype(float)
    before = batch.copy()
    metric(batch)
    np.testing.assert_array_equal(batch, before)


@pytest.mark.parametrize("metric", CATALOGUE, ids=IDS)
def test_values_in_declared_range_and_never_inf(metric):
    n = _n_for(metric)
    batch = random_matrices(np.random.default_rng(5), 300, n)
    values = metric(batch)
    assert not np.isinf(values).any(), "undefined values must be NaN, not ±inf"
    # (the diagnostic odds ratio, defined only without zero cells, is the sparsest: ~30 %)
    assert np.isfinite(values).sum() >= 45, "metric is undefined on almost all random matrices"
    finite = values[np.isfinite(values)]
    lo, hi = metric.value_range
    if lo is not None and np.isfinite(lo):
        assert finite.min() >= lo - 1e-12, f"value {finite.min()} below declared minimum {lo}"
    if hi is not None and np.isfinite(hi):
        assert finite.max() <= hi + 1e-12, f"value {finite.max()} above declared maximum {hi}"


# --------------------------------------------------------------------------- numeric == exact


def _exact_float(value):
    if value is None:
        return None
    number = sympy.N(value, 40)
    assert number.is_real, f"exact value {value} is not a real number"
    return float(number)


@pytest.mark.parametrize("metric", WITH_BOTH_FORMS, ids=[m.name for m in WITH_BOTH_FORMS])
def test_numeric_agrees_with_exact(metric):
    checked = 0
    for n in (2, 3):
        if not metric.applies_to(n):
            continue
        rng = np.random.default_rng(1000 * n + zlib.crc32(metric.name.encode()))
        batch = random_matrices(rng, 60, n, high=9)
        numeric = metric(batch)
        for m, got in zip(batch, numeric):
            exact = _exact_float(metric.exact(m.tolist()))
            where = f"{metric.name} on {m.tolist()}: numeric={got!r}, exact={exact!r}"
            if exact is None or math.isnan(exact):
                assert math.isnan(got), where
            else:
                assert not math.isnan(got), where
                assert math.isclose(got, exact, rel_tol=1e-9, abs_tol=1e-12), where
            checked += 1
    assert checked >= 50


def test_every_metric_with_both_forms_is_covered():
    # guards against the parametrisation silently becoming empty
    assert len(WITH_BOTH_FORMS) >= 10


# --------------------------------------------------------------------------- scikit-learn oracle


def to_labels(m):
    """y_true, y_pred label lists whose matrix (rows = predictions) is ``m``."""
    m = np.asarray(m, dtype=np.int64)
    n = m.shape[-1]
    pred, true = np.indices((n, n))
    counts = m.ravel()
    return np.repeat(true.ravel(), counts), np.repeat(pred.ravel(), counts)


NAN = {"zero_division": np.nan}


def _labels(n):
    return list(range(n))


# our name -> (sklearn callable (y_true, y_pred, n) -> float, class counts to test)
MULTI = (2, 3)
BIN = (2,)
SKLEARN = {
    "accuracy": (lambda t, p, n: skm.accuracy_score(t, p), MULTI),
    "macro_recall": (lambda t, p, n: skm.recall_score(t, p, labels=_labels(n), average="macro", **NAN), MULTI),
    "balanced_accuracy": (lambda t, p, n: skm.balanced_accuracy_score(t, p), MULTI),
    "macro_precision": (lambda t, p, n: skm.precision_score(t, p, labels=_labels(n), average="macro", **NAN), MULTI),
    "macro_f1": (lambda t, p, n: skm.f1_score(t, p, labels=_labels(n), average="macro", **NAN), MULTI),
    "weighted_f1": (lambda t, p, n: skm.f1_score(t, p, labels=_labels(n), average="weighted", **NAN), MULTI),
    "weighted_precision": (
        lambda t, p, n: skm.precision_score(t, p, labels=_labels(n), average="weighted", **NAN),
        MULTI,
    ),
    "weighted_recall": (lambda t, p, n: skm.recall_score(t, p, labels=_labels(n), average="weighted", **NAN), MULTI),
    "cohen_kappa": (lambda t, p, n: skm.cohen_kappa_score(t, p, labels=_labels(n)), MULTI),
    # sklearn returns 0.0 where the MCC is undefined; only defined matrices are compared
    "mcc": (lambda t, p, n: skm.matthews_corrcoef(t, p), MULTI),
    # for two classes the adjusted balanced accuracy is Youden's J = TPR + TNR - 1
    "informedness": (lambda t, p, n: skm.balanced_accuracy_score(t, p, adjusted=True), BIN),
    # Sebastiani's K (Eq. 10) = (macR - 1/n)/(1 - 1/n): scikit-learn's adjusted balanced accuracy
    "sebastiani_k": (lambda t, p, n: skm.balanced_accuracy_score(t, p, adjusted=True), MULTI),
    # binary metrics: index 0 is the positive class
    "recall": (lambda t, p, n: skm.recall_score(t, p, pos_label=0, **NAN), BIN),
    "precision": (lambda t, p, n: skm.precision_score(t, p, pos_label=0, **NAN), BIN),
    "f1": (lambda t, p, n: skm.f1_score(t, p, pos_label=0, **NAN), BIN),
    "f2": (lambda t, p, n: skm.fbeta_score(t, p, beta=2, pos_label=0, **NAN), BIN),
    "f05": (lambda t, p, n: skm.fbeta_score(t, p, beta=0.5, pos_label=0, **NAN), BIN),
    "specificity": (lambda t, p, n: skm.recall_score(t, p, pos_label=1, **NAN), BIN),
    "npv": (lambda t, p, n: skm.precision_score(t, p, pos_label=1, **NAN), BIN),
}

# Where a metric deliberately defines a value that scikit-learn does not share, the
# comparison is restricted to the common domain.
COMMON_DOMAIN = {
    # K defaults to the other class's rescaled recall when a class is absent (Sebastiani Eq. 5)
    "sebastiani_k": lambda m: bool((m.sum(axis=0) > 0).all()),
}


def _check_against_sklearn(name, oracle, ns, count=200):
    metric = metrics.get(name)  # an unregistered name fails here: the table is the spec
    compared = 0
    for n in ns:
        if not metric.applies_to(n):
            pytest.fail(f"{name} does not apply to n={n}, but scikit-learn's counterpart does")
        rng = np.random.default_rng(7919 * n + zlib.crc32(name.encode()))
        batch = random_matrices(rng, count, n)
        ours = metric(batch)
        defined_here = 0
        for m, value in zip(batch, ours):
            if m.sum() == 0:
                assert math.isnan(value), f"{name} on the empty matrix: {value}"
                continue
            if not COMMON_DOMAIN.get(name, lambda m: True)(m):
                continue
            y_true, y_pred = to_labels(m)
            with np.errstate(all="ignore"), _no_warnings():
                theirs = float(oracle(y_true, y_pred, n))
            where = f"{name} on m={m.tolist()} (rows = predictions): ours={value!r}, sklearn={theirs!r}"
            if math.isnan(value):
                continue  # ours undefined: sklearn may substitute or drop classes
            assert not math.isnan(theirs), f"sklearn finds it undefined but ours does not: {where}"
            assert math.isclose(value, theirs, rel_tol=1e-9, abs_tol=1e-12), where
            defined_here += 1
        assert defined_here >= count // 3, f"{name}: only {defined_here} of {count} n={n} matrices compared"
        compared += defined_here
    return compared


class _no_warnings:
    """Silence sklearn's UndefinedMetricWarning and friends inside the oracle calls."""

    def __enter__(self):
        import warnings

        self._ctx = warnings.catch_warnings()
        self._ctx.__enter__()
        warnings.simplefilter("ignore")

    def __exit__(self, *exc):
        return self._ctx.__exit__(*exc)


@pytest.mark.parametrize("name", list(SKLEARN), ids=list(SKLEARN))
def test_against_sklearn(name):
    oracle, ns = SKLEARN[name]
    _check_against_sklearn(name, oracle, ns)


def test_to_labels_round_trip():
    # the conversion used by the oracle test, checked against sklearn's own matrix
    rng = np.random.default_rng(0)
    for n in (2, 3, 4):
        for m in random_matrices(rng, 20, n):
            if m.sum() == 0:
                continue
            y_true, y_pred = to_labels(m)
            np.testing.assert_array_equal(skm.confusion_matrix(y_true, y_pred, labels=_labels(n)).T, m)
            np.testing.assert_array_equal(metrics.from_labels(y_true, y_pred, labels=_labels(n)), m)


def test_random_matrices_cover_degenerate_cases():
    batch = random_matrices(np.random.default_rng(1), 60, 3)
    assert (batch.sum(axis=-1) == 0).any(axis=-1).sum() >= 5  # some class never predicted
    assert (batch.sum(axis=-2) == 0).any(axis=-1).sum() >= 5  # some class never occurs
    assert (batch.sum(axis=(-2, -1)) == 0).any()  # an empty matrix
    assert ((batch.sum(axis=-1) > 0).all(axis=-1) & (batch.sum(axis=-2) > 0).all(axis=-1)).sum() >= 20


@pytest.mark.parametrize("metric", metrics.catalogue(), ids=lambda m: m.name)
def test_calibrated_variant_is_undefined_when_a_class_never_occurs(metric):
    m = [[3, 0], [1, 0]]  # class 1 never occurs: λ~ is undefined
    calibrated = metric.calibrated
    assert np.isnan(calibrated(m))
    assert calibrated.symbolic is None or calibrated.exact(m) is None
