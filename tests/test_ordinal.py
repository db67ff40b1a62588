"""Cohen's weighted kappa (metrics.ordinal) against scikit-learn's ``cohen_kappa_score(weights=...)``, the oracle.

Orientation: m[i][j] counts items predicted i whose true class is j; scikit-learn's confusion matrix is the
transpose, so the oracle is given label vectors. The weights |i - j|^q are symmetric: the transpose scores the same.
"""

import numpy as np
import pytest
import sympy
from sklearn.metrics import cohen_kappa_score

import metrics
from metrics.ordinal import WeightedKappa


def _labels(m):
    """(y_true, y_pred) of the matrix m (m[i][j] = items predicted i, true j)."""
    pairs = [(j, i) for i in range(len(m)) for j in range(len(m)) for _ in range(int(m[i][j]))]
    return [j for j, _ in pairs], [i for _, i in pairs]


@pytest.mark.parametrize("weights, power", [("linear", 1), ("quadratic", 2)])
@pytest.mark.filterwarnings("ignore")  # scikit-learn warns where kappa is undefined
def test_the_numeric_and_the_exact_form_are_scikit_learns_weighted_kappa(weights, power):
    rng = np.random.default_rng(7)
    form = WeightedKappa(power)
    for n in (2, 3, 4, 5):
        for m in rng.integers(0, 4, size=(15, n, n)):
            if not m.any():
                continue
            y_true, y_pred = _labels(m)
            expected = cohen_kappa_score(y_true, y_pred, labels=list(range(n)), weights=weights)
            numeric = form.numeric(m.astype(float)[None])[0]
            exact = form(sympy.Matrix(m))
            if np.isfinite(expected):
                assert numeric == pytest.approx(expected, abs=1e-12) and float(exact) == pytest.approx(expected)
            else:  # undefined: all items in cells of weight 0 expected (one class predicted and true)
                assert not np.isfinite(numeric) and exact.has(sympy.nan, sympy.zoo)


def test_with_two_classes_a_weighted_kappa_is_cohens_kappa():
    # weights 0 on the diagonal and 1 off it: sum w m / N = 1 - p_o, sum w r t / N^2 = 1 - p_e (module docstring)
    M = sympy.Matrix(2, 2, sympy.symbols("a b c d", positive=True))
    kappa = metrics.get("cohen_kappa").symbolic(M)
    for power in (1, 2):
        assert sympy.simplify(WeightedKappa(power)(M) - kappa) == 0
