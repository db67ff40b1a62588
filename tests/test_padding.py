"""The padding lemma's values without the padded matrix (issue 29: cost independent of n).

:func:`axioms.every_n.lifting.padded_exact` gives a structured metric's exact value at a small block
padded with k classes from the structure's formula on class groups; the oracle here is the metric's
own exact value on the dense padded matrix, for every structured catalogue metric and its
calibrated variant.
"""

import pytest
import sympy

import metrics
from axioms.every_n.lifting import PADDINGS, Padding, padded_exact, padded_matrix

STRUCTURED = [m.name for m in metrics.catalogue() if getattr(m, "structure", None) is not None and not m.binary]
BLOCKS = ([[2, 1], [0, 1]], [[0, 3], [1, 0]], [[3, 0, 1], [1, 2, 0], [0, 1, 4]], [[1, 0, 0], [0, 0, 0], [2, 0, 1]])


@pytest.mark.parametrize("name", STRUCTURED)
def test_padded_values_agree_with_the_dense_padded_matrix(name):
    metric = metrics.get(name)
    for variant, paddings in ((metric, PADDINGS), (metric.calibrated, (Padding("perfect"), Padding("perfect", 3)))):
        for block in BLOCKS:
            for padding in paddings:
                for extra in (1, 3):
                    dense = variant.exact(padded_matrix(block, extra, padding))
                    assert padded_exact(variant, block, extra, padding) == dense, (variant.name, block, padding, extra)


def test_by_hand_macro_recall_with_perfect_classes():
    """Recalls of [[2, 1], [0, 1]] are 1 and 1/2; k perfect classes add k recalls of 1: (3/2 + k) / (2 + k)."""
    assert (padded_exact(metrics.get("macro_recall"), [[2, 1], [0, 1]], 998, Padding("perfect"))
            == sympy.Rational(3 + 2 * 998, 2 * 1000))


def test_a_formula_that_disagrees_with_the_dense_matrix_raises(monkeypatch):
    """At small n padded_exact re-checks its formula on the dense padded matrix: a wrong formula raises."""
    import axioms.every_n.lifting as lifting

    monkeypatch.setattr(lifting, "padded_value", lambda metric, block, k, padding: sympy.Rational(1, 2))
    with pytest.raises(ArithmeticError):
        padded_exact(metrics.get("macro_recall"), [[2, 1], [0, 1]], 3, Padding("perfect"))


def test_undefined_is_none():
    """Macro precision of [[0, 0], [1, 1]] is undefined (class 0 is never predicted: 0/0), padded or not."""
    assert padded_exact(metrics.get("macro_precision"), [[0, 0], [1, 1]], 5, Padding("perfect")) is None
