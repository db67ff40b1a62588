"""The exported Hypothesis strategy of confusion matrices."""

from hypothesis import find, given

import metrics
from axioms import confusion_matrices


@given(confusion_matrices(n=3, max_count=30))
def test_strategy_gives_valid_matrices(m):
    assert len(m) == 3 and all(len(row) == 3 for row in m)
    assert sum(map(sum, m)) >= 1
    assert metrics.as_confusion(m).shape == (3, 3)


@given(confusion_matrices(n=3))
def test_macro_recall_is_a_probability_where_defined(m):
    value = metrics.get("macro_recall")(m)
    assert value != value or 0 <= value <= 1  # NaN where a class never occurs


def test_strategy_shrinks_to_the_smallest_counterexample():
    # Opitz Tables 7-8: MCC can rise when an error is added; Hypothesis shrinks to a tiny case
    mcc = metrics.get("mcc")

    def rises(m):
        after = [row[:] for row in m]
        after[0][1] += 1
        before_value, after_value = mcc.exact(m), mcc.exact(after)
        return before_value is not None and after_value is not None and after_value > before_value

    smallest = find(confusion_matrices(n=3, max_count=5), rises)
    assert sum(map(sum, smallest)) <= 3


def test_exact_sign_does_not_round_a_tiny_algebraic_number_to_zero():
    import sympy

    from axioms.arithmetic.exact import exact_sign

    assert exact_sign((sympy.sqrt(2) - 1) ** 90) == 1  # about 3.5e-35
    assert exact_sign(sympy.sqrt(8) - 2 * sympy.sqrt(2)) == 0
    assert exact_sign(sympy.Float(0.1) + sympy.Float(0.2) - sympy.Float(0.3)) is None  # floats are not exact


def test_float_constants_are_read_as_written_decimals():
    import sympy

    from axioms.arithmetic.exact import value_of

    # metrics.bridge.exact_symbolic reads the literal 0.5 as 1/2: 0.5 * TP / total is 1/8 on [[1, 1], [1, 1]]
    metric = metrics.register("test_float_constant", symbolic=lambda M: sympy.Float(0.5) * M[0, 0] / sum(M))
    try:
        assert metric.exact([[1, 1], [1, 1]]) == sympy.Rational(1, 8)
        assert value_of(metric, [[1, 1], [1, 1]]) == (sympy.Rational(1, 8), "exact")
    finally:
        metrics.unregister("test_float_constant")
