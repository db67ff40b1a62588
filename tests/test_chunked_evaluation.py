"""Large batches are evaluated chunk by chunk in a batch-last buffer: same values, same errors."""

import numpy as np
import pytest

import metrics
from metrics._evaluate import CHUNK


@pytest.fixture(scope="module")
def big_batch():
    rng = np.random.default_rng(11)
    batch = rng.integers(0, 50, size=(2 * CHUNK + 123, 3, 3)).astype(float)
    batch[::7, 0, :] = 0  # some undefined values too
    return batch


@pytest.mark.parametrize("name", ["accuracy", "macro_f1", "mcc", "informedness", "nit", "sebastiani_k"])
def test_chunked_equals_direct(big_batch, name):
    metric = metrics.get(name)
    with np.errstate(all="ignore"):
        direct = metric.numeric(big_batch)
    np.testing.assert_allclose(metric(big_batch), direct, rtol=1e-12, equal_nan=True)


def test_leading_batch_axes_survive_chunking(big_batch):
    shaped = big_batch[: 2 * CHUNK].reshape(2, CHUNK, 3, 3)
    assert metrics.get("accuracy")(shaped).shape == (2, CHUNK)


def test_bad_value_in_a_late_chunk_is_reported_with_its_index(big_batch):
    bad = big_batch.copy()
    bad[-1, 2, 1] = -3
    with pytest.raises(metrics.InvalidMatrixError, match=r"m\[%d, 2, 1\]=-3" % (len(bad) - 1)):
        metrics.get("accuracy")(bad)
    bad[-1, 2, 1] = np.nan
    with pytest.raises(metrics.InvalidMatrixError, match="non-finite"):
        metrics.get("accuracy")(bad)


def test_huge_finite_counts_are_not_rejected(big_batch):
    huge = big_batch.copy()
    huge[:, 0, 0] = 1e308  # the sum overflows, the values are still valid counts
    assert np.isfinite(metrics.get("accuracy")(huge)).all()


def test_wrong_output_shape_is_reported_in_the_chunked_path(big_batch):
    # refused at registration otherwise
    metric = metrics.register("test_scalar_metric", numeric=lambda m: np.float64(1.0), checks=False)
    try:
        with pytest.raises(metrics.MetricDefinitionError, match="returned shape"):
            metric(big_batch)
    finally:
        metrics.unregister("test_scalar_metric")
