"""PIII (Opitz's class decomposability) for numeric-only metrics, decided by exact finite differences.

Binary orientation: m = [[a, b], [c, d]] (rows = predictions, columns = truth), so a = m00 and
d = m11 belong to classes 0 and 1 only: no class owns both, and adding one item to each of
them is a "rectangle" whose mixed difference of ψ_p(metric) must vanish if the metric is a
p-mean of per-class scores (Eq. 4).
"""

from fractions import Fraction

import numpy as np
import pytest
import sympy

import axioms
import metrics
from axioms.properties.piii.rectangles import GRID, ExactCorners, difference_corners, root_bracket


def mcc_np(m):
    # the reproduction: multi-class MCC in numpy only (np.sqrt: float64 values)
    m = np.asarray(m, float)
    N = m.sum(axis=(-1, -2))
    c = np.trace(m, axis1=-2, axis2=-1)
    r = m.sum(-1)
    t = m.sum(-2)
    return (c * N - (r * t).sum(-1)) / np.sqrt((N**2 - (r * r).sum(-1)) * (N**2 - (t * t).sum(-1)))


def class_recalls(m):
    m = np.asarray(m, float)
    with np.errstate(all="ignore"):
        return np.diagonal(m, axis1=-2, axis2=-1) / m.sum(axis=-2)


def _binary_mcc(a, b, c, d):
    return (a * d - b * c) / sympy.sqrt((a + b) * (c + d) * (a + c) * (b + d))


def _rectangle(a, b, c, d):
    """MCC at the base, +a, +d, +both (exact, by the binary formula)."""
    return [_binary_mcc(a, b, c, d), _binary_mcc(a + 1, b, c, d), _binary_mcc(a, b, c, d + 1),
            _binary_mcc(a + 1, b, c, d + 1)]


def _piii(name, n):
    return axioms.check(name, ["PIII"], classes=(n,), with_calibrated=False)["PIII"]


def test_the_hand_rectangles_force_two_exponents():
    # At [[1,0],[1,1]]: MCC = 1/sqrt(1*2*2*1) = 1/2; +a: 2/sqrt(2*2*3*1) = 1/sqrt(3);
    # +d: 2/sqrt(1*3*2*2) = 1/sqrt(3); +both: 4/sqrt(2*3*3*2) = 2/3. The diagonal {1/2, 2/3}
    # lies strictly around {1/sqrt3, 1/sqrt3} (a crossing rectangle, one root), and
    # (1/2)(2/3) = (1/sqrt3)^2: the log (p = 0) mixed difference vanishes, so p* = 0.
    v0, va, vd, vad = _rectangle(1, 0, 1, 1)
    assert (v0, va, vd, vad) == (sympy.Rational(1, 2), 1 / sympy.sqrt(3), 1 / sympy.sqrt(3), sympy.Rational(2, 3))
    assert sympy.simplify(v0 * vad - va * vd) == 0
    # At [[2,1],[1,1]]: (2-1)/sqrt(3*2*3*2) = 1/6; +a: (3-1)/sqrt(4*2*4*2) = 1/4;
    # +d: (4-1)/sqrt(3*3*3*3) = 1/3; +both: (6-1)/sqrt(4*3*4*3) = 5/12; {1/6, 5/12} around
    # {1/4, 1/3}, and 1/6 + 5/12 = 7/12 = 1/4 + 1/3: p* = 1. No single p fits both.
    v0, va, vd, vad = _rectangle(2, 1, 1, 1)
    assert (v0, va, vd, vad) == tuple(sympy.Rational(x, y) for x, y in ((1, 6), (1, 4), (1, 3), (5, 12)))
    assert v0 + vad - va - vd == 0


def test_numpy_mcc_is_refuted_at_two_classes(registered):
    # the symbolic MCC fails PIII at n = 2; its numpy version (float64 values through np.sqrt)
    # must too: rectangles with exact roots 0 and 1 (above) are bracketed apart even though a
    # float64 mixed difference at the root itself is a tie within the rounding margin
    registered("user_mcc_np", numeric=mcc_np)
    v = _piii("user_mcc_np", 2)
    assert v.verdict == "fails" and v.evidence["kind"] == "counterexample", v.detail
    assert len(v.counterexample["matrices"]) == 2


@pytest.mark.parametrize("n", [2, 3])
def test_numpy_macro_recall_is_not_refuted(registered, n):
    # the arithmetic mean of per-class recalls m_ii / column sum i: Eq. 4 with p = 1 exactly
    registered("user_np_macro_recall", numeric=lambda m: class_recalls(m).mean(axis=-1))
    v = _piii("user_np_macro_recall", n)
    assert v.verdict == "holds" and v.extra["p"] == 1, v.detail


@pytest.mark.parametrize("n", [2, 3])
def test_numpy_quadratic_mean_of_recalls_is_never_refuted(registered, n):
    # sqrt(mean(R_i^2)) is Eq. 4 with p = 2; through np.sqrt its values are float64, and the
    # brackets built from float signs must not separate what is one exponent
    registered("user_np_rms_recall", numeric=lambda m: np.sqrt((class_recalls(m) ** 2).mean(axis=-1)))
    assert _piii("user_np_rms_recall", n).verdict in ("holds", "unknown")


def test_a_float_tie_at_the_root_is_bracketed_by_the_neighbouring_grid_points(registered):
    # numpy's MCC at [[1,0],[1,1]] (cells (0,0), (1,1)) has its single root exactly at p = 0 (hand
    # derivation above), so float64 cannot certify the sign of r(0); r(-1/2) < 0 < r(1/2) are far
    # from 0 and certified: the rectangle is located in (-1/2, 1/2) instead of not at all
    registered("user_mcc_np", numeric=mcc_np)
    exact = ExactCorners(metrics.get("user_mcc_np"))
    bracket = root_bracket(exact, np.array([[1.0, 0.0], [1.0, 1.0]]), difference_corners(((0, 0), (1, 1))),
                           sorted(GRID))
    assert bracket == (Fraction(-1, 2), Fraction(1, 2))
    assert exact.float64  # the values were float64: the exact root itself is not certifiable
