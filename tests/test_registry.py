"""The metric registry: register / get / unregister / catalogue and Metric.__call__.

Every test that registers a metric does so through the ``registered`` fixture, which
unregisters it again whatever happens, so the global catalogue is left untouched.
"""

import numpy as np
import pytest
import sympy

import metrics
from metrics.errors import (
    AxiometricsError,
    DuplicateMetricError,
    InvalidMatrixError,
    MetricDefinitionError,
    UnknownMetricError,
    UnknownPropertyError,
)
from axioms.core.registry import get_property

PREFIX = "_test_registry_"


def _trace_over_total(m):
    """Accuracy written independently of the package: trace / sum."""
    with np.errstate(divide="ignore", invalid="ignore"):
        out = np.trace(m, axis1=-2, axis2=-1) / m.sum(axis=(-2, -1))
    return out


def _symbolic_accuracy(M):
    return M.trace() / sum(M)


def _rng_batch(seed, shape, n, high=7):
    return np.random.default_rng(seed).integers(0, high, size=(*shape, n, n))


# --------------------------------------------------------------------------- register


def test_call_form_returns_registered_metric(registered):
    name = PREFIX + "call"
    metric = registered(name, numeric=_trace_over_total, formula="tr(m)/|S|", references=("test",))
    assert isinstance(metric, metrics.Metric)
    assert metrics.get(name) is metric
    assert metric in metrics.catalogue()
    assert metrics.catalogue()[-1] is metric  # registration order
    assert metric.name == name
    assert metric.formula == "tr(m)/|S|"
    assert metric.references == ("test",)
    assert metric.has_own_numeric and metric.symbolic is None
    assert metric([[3, 1], [0, 4]]) == pytest.approx(7 / 8)


def test_decorator_form_returns_function_unchanged(registered):
    name = PREFIX + "decorated"
    decorator = registered(name, formula="tr(m)/|S|", higher_is_better=True)
    assert callable(decorator)
    with pytest.raises(UnknownMetricError):
        metrics.get(name)  # nothing is registered before decorating

    def fn(m):
        """Docstring of fn."""
        return np.trace(m, axis1=-2, axis2=-1) / m.sum(axis=(-2, -1))

    result = decorator(fn)
    assert result is fn
    metric = metrics.get(name)
    assert isinstance(metric, metrics.Metric)
    assert metric.numeric is fn
    assert metric.formula == "tr(m)/|S|"
    assert metric([[1, 2], [3, 4]]) == pytest.approx(5 / 10)


def test_formula_defaults_to_docstring(registered):
    def fn(m):
        """Σ m_ii / |S|"""
        return _trace_over_total(m)

    metric = registered(PREFIX + "doc", numeric=fn)
    assert metric.formula == "Σ m_ii / |S|"


def test_unregister_removes_name_and_aliases(registered):
    name = PREFIX + "unreg"
    alias = PREFIX + "unreg_alias"
    metric = registered(name, numeric=_trace_over_total, aliases=(alias,))
    assert metrics.get(alias) is metric
    assert metrics.unregister(alias) is metric  # by alias
    for key in (name, alias):
        with pytest.raises(UnknownMetricError):
            metrics.get(key)
    assert metric not in metrics.catalogue()
    # both keys are free again
    again = registered(alias, numeric=_trace_over_total)
    assert metrics.get(alias) is again


def test_get_accepts_metric_and_alias(registered):
    name = PREFIX + "get"
    metric = registered(name, numeric=_trace_over_total, aliases=(PREFIX + "get_a", PREFIX + "get_b"))
    assert metrics.get(metric) is metric
    assert metrics.get(PREFIX + "get_a") is metric
    assert metrics.get(PREFIX + "get_b") is metric
    assert metrics.catalogue().count(metric) == 1  # aliases are not listed separately


# --------------------------------------------------------------------------- duplicates


def test_duplicate_name_raises(registered):
    name = PREFIX + "dup"
    first = registered(name, numeric=_trace_over_total)
    with pytest.raises(DuplicateMetricError, match=name):
        registered(name, numeric=lambda m: m.sum(axis=(-2, -1)))
    assert metrics.get(name) is first  # the original registration is untouched


def test_duplicate_of_catalogue_metric_raises(registered):
    existing = metrics.catalogue()[0]
    with pytest.raises(DuplicateMetricError, match=existing.name):
        registered(existing.name, numeric=_trace_over_total)
    assert metrics.get(existing.name) is existing


def test_duplicate_error_is_an_axiometrics_error():
    assert issubclass(DuplicateMetricError, AxiometricsError)
    assert issubclass(UnknownMetricError, AxiometricsError)
    assert issubclass(MetricDefinitionError, AxiometricsError)


def test_duplicate_alias_raises(registered):
    name = PREFIX + "alias_owner"
    alias = PREFIX + "shared_alias"
    owner = registered(name, numeric=_trace_over_total, aliases=(alias,))

    # a new metric that reuses the alias as its alias
    other = PREFIX + "alias_thief"
    with pytest.raises(DuplicateMetricError, match=alias):
        registered(other, numeric=_trace_over_total, aliases=(alias,))
    with pytest.raises(UnknownMetricError):
        metrics.get(other)  # the failed registration left nothing behind

    # a new metric whose name is the taken alias
    with pytest.raises(DuplicateMetricError, match=alias):
        registered(alias, numeric=_trace_over_total)

    # a new metric whose alias is the taken name
    with pytest.raises(DuplicateMetricError, match=name):
        registered(PREFIX + "alias_thief2", numeric=_trace_over_total, aliases=(name,))
    with pytest.raises(UnknownMetricError):
        metrics.get(PREFIX + "alias_thief2")

    assert metrics.get(alias) is owner


# --------------------------------------------------------------------------- unknown names


def test_unknown_name_lists_close_matches():
    assert "macro_recall" in [m.name for m in metrics.catalogue()], "catalogue lacks macro_recall"
    with pytest.raises(UnknownMetricError) as info:
        metrics.get("macro_recal")
    message = str(info.value)
    assert "macro_recal" in message
    assert "Did you mean" in message
    assert "macro_recall" in message.split("Did you mean", 1)[1]


def test_unknown_name_without_close_match():
    with pytest.raises(UnknownMetricError) as info:
        metrics.get("zzzz_qqqq_no_such_metric")
    message = str(info.value)
    assert "zzzz_qqqq_no_such_metric" in message
    assert "Did you mean" not in message


def test_unknown_metric_error_is_lookup_error():
    with pytest.raises(LookupError):
        metrics.get("no_such_metric_at_all")


def test_unregister_unknown_raises():
    with pytest.raises(UnknownMetricError):
        metrics.unregister(PREFIX + "never_registered")


# --------------------------------------------------------------------------- definitions


def test_unknown_metadata_key_raises(registered):
    name = PREFIX + "badmeta"
    with pytest.raises(MetricDefinitionError, match="higher_better"):
        registered(name, numeric=_trace_over_total, higher_better=True)
    with pytest.raises(UnknownMetricError):
        metrics.get(name)


def test_neither_numeric_nor_symbolic_in_call_form_is_decorator_only(registered):
    # register(name) without functions returns a decorator, registering nothing yet
    name = PREFIX + "nothing"
    decorator = registered(name)
    assert callable(decorator)
    with pytest.raises(UnknownMetricError):
        metrics.get(name)


@pytest.mark.parametrize("bad_name", ["", "   ", None, 3])
def test_bad_name_raises(registered, bad_name):
    with pytest.raises(MetricDefinitionError):
        registered(bad_name, numeric=_trace_over_total)


def test_non_callable_numeric_raises(registered):
    with pytest.raises(MetricDefinitionError, match="callable"):
        registered(PREFIX + "noncallable", numeric=42)
    with pytest.raises(UnknownMetricError):
        metrics.get(PREFIX + "noncallable")


def test_symbolic_only_metric_gets_vectorised_numeric(registered):
    metric = registered(PREFIX + "symbolic_only", symbolic=_symbolic_accuracy, formula="tr(m)/|S|")
    assert metric.symbolic.__wrapped__ is _symbolic_accuracy  # the exact form wraps the original
    assert not metric.has_own_numeric
    assert callable(metric.numeric)

    for n in (2, 3, 4):
        batch = _rng_batch(n, (6, 5), n).astype(float)
        batch[0, 0] = 0  # undefined: 0 / 0
        got = metric(batch)
        assert got.shape == (6, 5)
        expected = _trace_over_total(batch)
        np.testing.assert_allclose(got, expected, rtol=1e-12, equal_nan=True)
        assert np.isnan(got[0, 0]) and np.isfinite(got[1:]).all()

    # a single matrix gives a Python float
    value = metric([[3, 1], [0, 4]])
    assert isinstance(value, float) and value == pytest.approx(7 / 8)
    # exact value from the symbolic form
    assert metric.exact([[3, 1], [0, 4]]) == sympy.Rational(7, 8)
    assert metric.exact([[0, 0], [0, 0]]) is None
    assert metric.expression(2) == _symbolic_accuracy(metrics.bridge.cell_symbols(2))


def test_symbolic_only_division_by_zero_is_nan_not_inf(registered):
    def fp_over_fn(M):
        return M[0, 1] / M[1, 0]

    metric = registered(PREFIX + "fp_over_fn", symbolic=fp_over_fn, binary=True)  # a 2 x 2 formula
    got = metric(np.array([[[1, 2], [0, 1]], [[1, 0], [0, 1]], [[1, 3], [2, 1]]]))
    assert np.isnan(got[0]) and np.isnan(got[1])  # 2/0 and 0/0 are undefined
    assert got[2] == pytest.approx(1.5)


def test_numeric_only_metric_works(registered):
    metric = registered(PREFIX + "numeric_only", numeric=_trace_over_total, formula="tr(m)/|S|")
    assert metric.symbolic is None and metric.has_own_numeric
    assert metric.numeric is _trace_over_total
    assert metric.expression(3) is None
    batch = _rng_batch(11, (4, 3), 3)
    got = metric(batch)
    assert got.shape == (4, 3)
    np.testing.assert_allclose(got, _trace_over_total(batch.astype(float)), rtol=1e-12)
    assert metric([[2, 0], [0, 2]]) == 1.0
    # exact evaluation falls back to the numeric function on Fractions
    assert metric.exact([[3, 1], [0, 4]]) == sympy.Rational(7, 8)


def test_binary_metric_applies_only_to_two_classes(registered):
    metric = registered(PREFIX + "binary", numeric=lambda m: m[..., 0, 0] / m.sum(axis=(-2, -1)), binary=True)
    assert metric.binary
    assert metric.applies_to(2) and not metric.applies_to(3)
    assert metric([[1, 1], [1, 1]]) == pytest.approx(0.25)


def test_min_classes_is_enforced(registered):
    metric = registered(PREFIX + "min3", numeric=_trace_over_total, min_classes=3)
    assert not metric.applies_to(2) and metric.applies_to(3)
    with pytest.raises(InvalidMatrixError, match="at least 3"):  # the matrix is what is wrong
        metric([[1, 0], [0, 1]])
    assert metric(np.eye(3)) == 1.0


@pytest.mark.parametrize(
    "bad_numeric, what",
    [
        (lambda m: m.sum(axis=-1), "per-row vector"),
        (lambda m: m.sum(), "scalar on a batch"),
        (lambda m: m, "identity"),
    ],
)
def test_wrong_output_shape_is_refused_at_registration_and_raises_when_called(registered, bad_numeric, what):
    with pytest.raises(MetricDefinitionError, match="is not vectorised"):
        registered(PREFIX + "wrong_shape", numeric=bad_numeric)
    # the checks skipped: calls still refuse
    metric = registered(PREFIX + "wrong_shape", numeric=bad_numeric, checks=False)
    with pytest.raises(MetricDefinitionError, match="shape"):
        metric(_rng_batch(0, (5,), 3))
    if what != "scalar on a batch":
        with pytest.raises(MetricDefinitionError, match="shape"):
            metric(np.ones((3, 3)))


def test_a_name_in_another_case_is_suggested_first():
    """``--properties pi`` or ``metrics.get("MCC")`` is most likely the id in its registered case."""
    with pytest.raises(UnknownMetricError, match=r"no metric named 'MCC'\. Did you mean: mcc\?"):
        metrics.get("MCC")
    with pytest.raises(UnknownPropertyError, match=r"Did you mean: PIV\?"):
        get_property("piv")
