"""Cache-friendly evaluation of a vectorised metric on a large batch.

A batch ``(N, n, n)`` is evaluated chunk by chunk; each chunk is copied into a batch-last
buffer ``(n, n, chunk)`` and handed to the metric as the view ``(chunk, n, n)``, so every
cell ``m[..., i, j]`` is a contiguous vector and the chunk stays in cache. The metric's
contract is unchanged (it still receives an ``(..., n, n)`` float array); only strides
differ. Values are validated per chunk, in cache, as they are copied.
"""

from collections.abc import Callable
from typing import Any

import numpy as np

from .validation import check_counts, counts_look_valid
from .bridge import real_values
from .errors import MetricDefinitionError

__all__ = ["evaluate", "CHUNK"]

#: Matrices per chunk: 16384 x 3 x 3 float64 = 1.1 MB, about half an L2 cache here.
CHUNK = 16384


def _checked(name: str, out: Any, expected: tuple[int, ...]) -> Any:
    out = real_values(name, out)
    if out.shape != expected:
        raise MetricDefinitionError(
            f"metric {name!r} returned shape={out.shape} for a batch of shape {expected}; "
            f"a numeric metric must map (..., n, n) -> (...)"
        )
    return out


def evaluate(name: str, numeric: Callable[[Any], Any], arr: Any) -> Any:
    """``numeric(arr)`` for a shape-checked float array ``(..., n, n)``; validates the values."""
    lead, n = arr.shape[:-2], arr.shape[-1]
    flat = arr.reshape(-1, n, n)
    if not len(flat):  # an empty batch has no values to compute
        return np.empty(lead)
    if len(flat) <= CHUNK:
        check_counts(arr)
        return _checked(name, numeric(arr), lead)
    out = np.empty(len(flat))
    buffer = np.empty((n, n, CHUNK))
    for start in range(0, len(flat), CHUNK):
        chunk = flat[start:start + CHUNK]
        if not counts_look_valid(chunk):
            check_counts(arr)  # raises with the offending index (or the fast test was too strict)
        batch_last = buffer[..., : len(chunk)]
        np.copyto(batch_last, chunk.transpose(1, 2, 0))
        out[start:start + len(chunk)] = _checked(name, numeric(batch_last.transpose(2, 0, 1)), (len(chunk),))
    return out.reshape(lead)
