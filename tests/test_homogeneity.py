"""The structural homogeneity degree, the cheap proof of scale invariance (PIV of calibrated metrics).

Expected degrees are derived by hand in each case; the catalogue test checks the claim
f(k·m) = f(m) on integer matrices in exact arithmetic, an oracle independent of the structure.
"""

import numpy as np
import pytest
import sympy

import axioms
import metrics
from axioms.arithmetic.homogeneity import homogeneous_degree
from metrics import cell_symbols

M = cell_symbols(2)
TP, FP, FN, TN = M[0, 0], M[0, 1], M[1, 0], M[1, 1]
TOTAL = TP + FP + FN + TN


@pytest.mark.parametrize(
    "expr, degree",
    [
        ((TP + TN) / TOTAL, 0),  # accuracy: degree 1 over degree 1
        (TP / (TP + sympy.Rational(3, 10) * FP + sympy.Rational(7, 10) * FN), 0),  # Tversky
        ((TP * TN - FP * FN) / sympy.sqrt((TP + FP) * (TP + FN) * (TN + FP) * (TN + FN)), 0),  # MCC: 2 - 4/2
        (sympy.sqrt(TP), sympy.Rational(1, 2)),
        (TP / TOTAL**2, -1),
        (sympy.Max(TP, FP) / sympy.Abs(TP - FN), 0),
        (sympy.Piecewise((sympy.nan, sympy.Eq(TP + FN, 0)), (TP / (TP + FN), True)), 0),  # recall, undefined branch
        (sympy.exp(TP / TOTAL), 0),
        (TP / TOTAL + 1, 0),
        (TP + 1, None),  # a constant added to a degree-1 term: f(2m) ≠ f(m) and ≠ 2 f(m)
        (sympy.exp(TP), None),
        (TP**FP, None),
        (sympy.Piecewise((1, TP > 1), (0, True)), None),  # the condition tp > 1 changes under scaling
        (sympy.Piecewise((TP / TOTAL, TP > FP), (TP, True)), None),  # branches of different degrees
        (sympy.Piecewise((TP / TOTAL, TP > FP), (FN / TOTAL, True)), 0),
    ],
)
def test_degree_read_off_the_structure(expr, degree):
    assert homogeneous_degree(expr, M) == degree


@pytest.mark.parametrize("name", [m.name for m in metrics.catalogue() if m.symbolic is not None])
def test_degree_zero_means_scale_invariant_on_integer_matrices(name):
    metric = metrics.get(name)
    rng = np.random.default_rng(7)
    checked = 0
    for n in (2, 3):
        if not metric.applies_to(n) or metric.expression(n) is None:
            continue
        if homogeneous_degree(metric.expression(n), cell_symbols(n)) != 0:
            continue
        checked += 1
        for _ in range(5):
            m = rng.integers(0, 6, size=(n, n)) + np.eye(n, dtype=int)
            k = int(rng.integers(2, 5))
            a, b = metric.exact(m.tolist()), metric.exact((k * m).tolist())
            assert (a is None) == (b is None), (name, m, k)
            if a is not None:
                assert sympy.simplify(sympy.sympify(a) - sympy.sympify(b)) == 0, (name, m, k, a, b)
    assert checked, f"{name}: every catalogue metric is a function of rates, so degree 0 at some n"


def test_column_degrees_decide_prevalence_invariance():
    # recall of class 0 is m00 / (m00 + m10): degree 0 in column 0's cells, free of column 1's
    assert homogeneous_degree(TP / (TP + FN), [TP, FN]) == 0
    assert homogeneous_degree(TP / (TP + FN), [FP, TN]) == 0
    # accuracy (tp + tn) / total mixes a degree-1 and a degree-0 term in column 0's cells
    assert homogeneous_degree((TP + TN) / TOTAL, [TP, FN]) is None


def test_piv_of_sebastiani_k_is_proved():
    # K = TPR + TNR - 1 (Sebastiani Eq. 4) when both classes occur, a rate of the other class
    # when one is absent: every piece a ratio within one true-class column, so PIV holds
    verdict = axioms.check("sebastiani_k", properties=["PIV"], classes=(2, 3), with_calibrated=False)["PIV"]
    assert (verdict.verdict, verdict.evidence["kind"]) == ("holds", "proof")


@pytest.mark.parametrize("name", [m.name for m in metrics.catalogue() if m.symbolic is not None])
def test_column_degree_zero_means_column_scaling_invariant(name):
    metric = metrics.get(name)
    rng = np.random.default_rng(11)
    for n in (2, 3):
        expr = metric.expression(n) if metric.applies_to(n) else None
        if expr is None or any(homogeneous_degree(expr, cell_symbols(n).col(j)) != 0 for j in range(n)):
            continue
        for _ in range(5):
            m = rng.integers(0, 6, size=(n, n)) + np.eye(n, dtype=int)
            scaled = m * rng.integers(1, 5, size=n)[None, :]
            a, b = metric.exact(m.tolist()), metric.exact(scaled.tolist())
            assert (a is None) == (b is None), (name, m, scaled)
            if a is not None:
                assert sympy.simplify(sympy.sympify(a) - sympy.sympify(b)) == 0, (name, m, scaled, a, b)
