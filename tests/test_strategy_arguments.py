"""``axioms.confusion_matrices``: Hypothesis-style argument validation, numpy output, optional Hypothesis."""

import subprocess
import sys

import numpy as np
import pytest
from hypothesis import given
from hypothesis.errors import InvalidArgument

from axioms import confusion_matrices


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"n": 1}, "n=1 must be an integer >= 2"),
        ({"n": 2.5}, "n=2.5 must be an integer"),
        ({"n": True}, "n=True must be an integer"),
        ({"max_count": -1}, "max_count=-1 must be an integer >= 0"),
        ({"min_total": -2}, "min_total=-2 must be an integer >= 0"),
        ({"n": 2, "max_count": 1, "min_total": 5}, "min_total=5 exceeds n \\* n \\* max_count = 4"),
    ],
)
def test_bad_arguments_raise_invalid_argument(kwargs, message):
    with pytest.raises(InvalidArgument, match=message):
        confusion_matrices(**kwargs)


@given(confusion_matrices(n=4, max_count=3, min_total=40, as_array=True))
def test_numpy_arrays_respect_the_bounds(m):
    assert isinstance(m, np.ndarray) and m.dtype == np.int64 and m.shape == (4, 4)
    assert m.min() >= 0 and m.max() <= 3 and m.sum() >= 40


@given(confusion_matrices(n=2, max_count=0, min_total=0))
def test_max_count_zero_gives_the_empty_matrix(m):
    assert m == [[0, 0], [0, 0]]


def test_the_packages_import_without_hypothesis():
    code = (
        "import sys; sys.modules['hypothesis'] = None\n"
        "import axioms, metrics, reports\n"
        "try:\n    axioms.confusion_matrices()\nexcept ImportError as exc:\n    print(exc)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert 'pip install "axiometrics[hypothesis]"' in out
