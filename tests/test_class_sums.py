"""The class sums of float batches (``metrics._counts``) are numpy's sums bit for bit.

The searches' float verdicts, and so the reports, must not change when a sum is computed faster: row sums,
column sums and totals written as chains of additions are compared here with ``m.sum(axis)`` itself (the oracle)
on values chosen to expose any other order of addition (magnitudes from 1e-8 to 1e8 of both signs, so
reassociating changes the rounding), on signed zeros, infinities and NaN, and in every memory layout (the chunks
of :mod:`metrics._evaluate` are views of a batch-last buffer).
"""

import numpy as np
import pytest

from metrics._counts import bias, class_any, class_mean, class_sum, prevalence, total


def _hard_batch(rng, size, n):
    """``size`` n x n matrices whose sums depend on the order of addition."""
    magnitudes = 10.0 ** rng.integers(-8, 9, size=(size, n, n))
    return rng.random((size, n, n)) * magnitudes * rng.choice([-1.0, 1.0], size=(size, n, n))


def _layouts(m):
    """The same matrices in the layouts a search or a property hands a metric."""
    return {
        "row-major": m,
        "transposed view": m.swapaxes(-1, -2),
        "rows reversed": m[..., ::-1, :],
        "columns reversed": m[..., :, ::-1],
        "every other matrix": m[::2],
        "column-major copy": np.asfortranarray(m),
        "batch-last buffer": np.moveaxis(np.ascontiguousarray(np.moveaxis(m, 0, -1)), -1, 0),  # metrics._evaluate's
        "batch between rows and columns": np.moveaxis(np.ascontiguousarray(np.moveaxis(m, 0, 1)), 1, 0),
    }


def _same_bits(got, expected):
    """Equal values, NaN where NaN, and the same sign of every zero."""
    assert got.shape == expected.shape
    assert np.array_equal(got, expected, equal_nan=True)
    zeros = expected == 0
    assert np.array_equal(np.signbit(got[zeros]), np.signbit(expected[zeros]))


@pytest.mark.parametrize("n", [2, 3, 4, 5, 8])
@pytest.mark.parametrize("size", [3, 5000])  # below and above the batch size from which sums are chained
def test_row_and_column_sums_and_totals_are_numpys(n, size):
    rng = np.random.default_rng(n * 1000 + size)
    m = _hard_batch(rng, size, n)
    m[0] = -0.0  # all terms -0.0: numpy's sum is +0.0 below eight terms, -0.0 by its pairwise summation
    m[1, 0, 0], m[2, -1, -1] = np.inf, np.nan
    for layout, batch in _layouts(m).items():
        for name, fn, axis in (("bias", bias, -1), ("prevalence", prevalence, -2), ("total", total, (-2, -1))):
            try:
                _same_bits(fn(batch), batch.sum(axis=axis))
            except AssertionError:
                pytest.fail(f"{name} of a {layout} batch of {size} {n}x{n} matrices differs from numpy's sum")


@pytest.mark.parametrize("n", [2, 3, 7, 8])
@pytest.mark.parametrize("size", [3, 5000])
def test_sums_means_and_any_over_the_classes_are_numpys(n, size):
    """Per-class values ``(batch, n)``: a structure's sum and mean of class scores, the calibrated variant's test for
    a class that never occurs."""
    rng = np.random.default_rng(n * 100 + size)
    values = _hard_batch(rng, size, n)[:, 0, :]
    values[0], values[1, 0], values[2, -1] = -0.0, np.inf, np.nan
    layouts = {"contiguous": values, "reversed": values[:, ::-1], "strided": _hard_batch(rng, size, n)[..., 1]}
    for layout, batch in layouts.items():
        _same_bits(class_sum(batch), batch.sum(-1))
        _same_bits(class_mean(batch), batch.mean(-1))
        flags = batch > 1.0
        assert np.array_equal(class_any(flags), flags.any(-1)), layout


def test_sums_of_exact_cells_stay_exact():
    """An object batch of Fractions (exact evaluation) is summed by numpy, exactly."""
    from fractions import Fraction

    m = np.array([[[Fraction(1, 3), Fraction(1, 6)], [Fraction(1, 2), Fraction(0)]]] * 2000, dtype=object)
    assert total(m)[0] == 1 and list(prevalence(m)[0]) == [Fraction(5, 6), Fraction(1, 6)]
    assert list(bias(m)[0]) == [Fraction(1, 2), Fraction(1, 2)]
