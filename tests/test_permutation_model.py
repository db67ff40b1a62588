"""The fourth random-classifier model, ``permutation``: both marginals fixed, predictions a
uniformly random permutation (multivariate hypergeometric table).

Binary orientation: m = [[TP, FP], [FN, TN]] (rows = predictions, columns = truth);
test set p = (AP, AN), prediction counts r = (predicted positive, predicted negative).
"""

from fractions import Fraction
from itertools import permutations

import pytest
import sympy

import axioms
import metrics
from metrics.errors import UsageError


def _brute_force(name, p, r):
    """E[score] by averaging over every permutation of labelled predictions (no formula)."""
    metric = metrics.get(name)
    n = len(p)
    truth = [j for j in range(n) for _ in range(p[j])]
    predictions = [i for i in range(n) for _ in range(r[i])]
    total, count = sympy.Integer(0), 0
    for order in permutations(predictions):
        m = [[0] * n for _ in range(n)]
        for i, j in zip(order, truth):
            m[i][j] += 1
        value = metric.exact(m)
        assert value is not None
        total += value
        count += 1
    return total / count


@pytest.mark.parametrize("name", ["accuracy", "f1", "cohen_kappa", "macro_recall", "mcc"])
@pytest.mark.parametrize("p, r", [((2, 3), (1, 4)), ((3, 2), (3, 2)), ((1, 1, 2), (2, 1, 1))])
def test_expectation_matches_a_brute_force_over_permutations(name, p, r):
    metric = metrics.get(name)
    if not metric.applies_to(len(p)):
        pytest.skip("binary metric")
    if name in ("f1", "mcc") and 0 in r:
        pytest.skip("undefined on some permutations")
    assert sympy.simplify(axioms.expected_score(name, p, "permutation", r) - _brute_force(name, p, r)) == 0


@pytest.mark.parametrize("p, r", [((2, 3), (1, 4)), ((4, 1), (2, 3)), ((1, 2, 3), (3, 3, 0))])
def test_accuracy_expectation_is_the_product_of_the_marginals(p, r):
    # E[m_ii] = r_i p_i / N for a hypergeometric table, so E[accuracy] = Σ_i r_i p_i / N²
    N = sum(p)
    assert axioms.expected_score("accuracy", p, "permutation", r) == Fraction(sum(a * b for a, b in zip(r, p)), N * N)


def test_hand_enumerated_two_item_case():
    # p = (1, 1), r = (2, 0): both items predicted positive, so m = [[1, 1], [0, 0]] with
    # probability 1 (2!·0!·1!·1! / (2!·1!·1!·0!·0!) = 1): accuracy 1/2, precision 1/2.
    assert axioms.expected_score("accuracy", (1, 1), "permutation", (2, 0)) == Fraction(1, 2)
    assert axioms.expected_score("precision", (1, 1), "permutation", (2, 0)) == Fraction(1, 2)


@pytest.mark.parametrize("name", ["cohen_kappa", "mcc"])
def test_kappa_and_mcc_have_a_constant_zero_baseline(name):
    # Both marginals fix kappa's chance agreement p_e = Σ r_i p_i / N² and MCC's denominator;
    # their numerators are affine in the table with E = 0, so E[score] = 0 on every test set
    # and every prediction count where the score is defined.
    cha = axioms.check(name, ["CHA"], classes=(2,), with_calibrated=False)["CHA"]
    summary = cha.extra["models"]["permutation"]
    assert summary["value"] == "0" and summary["counterexample"] is None


def test_recall_baseline_depends_on_the_prediction_counts():
    # E[TP]/AP = r_0/N: predicting more positives raises recall's expectation
    assert axioms.expected_score("recall", (2, 2), "permutation", (1, 3)) == Fraction(1, 4)
    assert axioms.expected_score("recall", (2, 2), "permutation", (3, 1)) == Fraction(3, 4)
    summary = axioms.check("recall", ["CHA"], classes=(2,), with_calibrated=False)["CHA"].extra["models"]["permutation"]
    assert summary["constant"] is False


def test_default_prediction_counts_are_the_test_set():
    assert axioms.expected_score("accuracy", (1, 3), "permutation") == Fraction(1 * 1 + 3 * 3, 16)


@pytest.mark.parametrize(
    "model, predicted, message",
    [
        ("coin", (1, 1), "of model='permutation' only"),
        ("permutation", (1, 2), "summing to 2"),
        ("permutation", (1, 1, 0), "summing to 2"),
        ("permutation", (3, -1), "nonnegative"),
        ("permutation", (0.5, 1.5), "integer"),
    ],
)
def test_prediction_counts_are_validated(model, predicted, message):
    with pytest.raises(UsageError, match=message):
        axioms.expected_score("accuracy", (1, 1), model, predicted)
