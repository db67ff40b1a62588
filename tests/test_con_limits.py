"""Which piece a metric in pieces takes near a point, along a move (axioms.properties.con.limits).

CON's differentiability check takes one-sided limits along moves h → 0+; a metric written in pieces
(scikit-learn's MCC, 0 where its denominator √((N² − Σr²)(N² − Σt²)) vanishes) is read through the piece
it takes for every small h > 0. Each expected truth value is derived by hand in the test.
"""

import sympy

import axioms
from axioms.properties.con.limits import branch_near, holds_near_zero
from metrics._registry import make_metric

h = sympy.Symbol("h", positive=True)


def test_a_condition_on_a_root_is_decided_by_the_sign_of_its_radicand():
    # √((1 − h)(2 + h)) → √2 as h → 0+: positive, so never 0, and its square root is real
    assert holds_near_zero(sympy.Eq(sympy.sqrt((1 - h) * (2 + h)), 0), h) is False
    assert holds_near_zero(sympy.Ne(sympy.sqrt((1 - h) * (2 + h)), 0), h) is True
    # √(h·(3 + h)) is positive for every h > 0, though 0 at h = 0
    assert holds_near_zero(sympy.Gt(sympy.sqrt(h * (3 + h)), 0), h) is True
    # √(h − 1): the radicand is negative near 0 (no real root): undecided, never guessed
    assert holds_near_zero(sympy.Eq(sympy.sqrt(h - 1), 0), h) is None


def test_polynomial_conditions_keep_their_reading():
    # (h − 1)² → 1 > 0; 1/(h + 2)³ → 1/8 > 0; −3h < 0 for every h > 0
    assert holds_near_zero(sympy.Gt((h - 1) ** 2, 0), h) is True
    assert holds_near_zero(sympy.Lt(1 / (h + 2) ** 3, 0), h) is False
    assert holds_near_zero(sympy.Lt(-3 * h, 0), h) is True


def test_an_mcc_like_metric_is_read_through_its_defined_piece_near_a_point():
    # 0 where √(x·y) = 0, else x/√(x·y): at x = 1, y = 2, moving x by +h, √((1 + h)·2) ≠ 0, so the second piece
    x, y = sympy.symbols("x y", nonnegative=True)
    G = sympy.Piecewise((0, sympy.Eq(sympy.sqrt(x * y), 0)), (x / sympy.sqrt(x * y), True))
    assert branch_near(G, {x: 1, y: 2}, {x: 1}, h) == x / sympy.sqrt(x * y)


def test_a_form_sympy_cannot_differentiate_is_unknown_not_an_error():
    """sympy leaves d/dx floor(x) as an unevaluated Derivative, which has no numpy function: CON of accuracy
    rounded down to tenths is undecided by the derivative scan (an honest unknown), never an error cell
    (round-4 audit: PrintMethodNotImplementedError)."""
    def tenths_of_accuracy(M):
        return sympy.floor(10 * M.trace() / sum(M)) / 10

    metric = make_metric("tenths_of_accuracy", symbolic=tenths_of_accuracy, binary=True)
    verdict = axioms.check(metric, ["CON"], classes=(2,), with_calibrated=False)["CON"]
    assert verdict.verdict == "unknown"
    assert "unevaluated" in verdict.detail


def test_an_abs_inside_a_piecewise_is_decided_or_left_open_never_an_error(registered):
    """K + |ρ − σ|³/8 with K's branches where a class is absent: C¹ (d|x|³/dx = 3x|x| is continuous), so CON is not
    refuted. At AP = 0 the branch taken is 2σ − 1, while sympy orders ρ − σ = 0/0 − σ in the condition Abs was
    rewritten into and raised: the cell was an error."""
    def k_c1(M):
        tp, fp, fn, tn = M[0, 0], M[0, 1], M[1, 0], M[1, 1]
        ap, an = tp + fn, fp + tn
        rho, sigma = tp / ap, tn / an
        return sympy.Piecewise((rho + sigma - 1 + sympy.Abs(rho - sigma) ** 3 / 8, (ap > 0) & (an > 0)),
                               (2 * tn / an - 1, sympy.Eq(ap, 0)), (2 * tp / ap - 1, True))

    registered("user_k_c1", symbolic=k_c1, binary=True)
    verdict = axioms.check("user_k_c1", ["CON"], classes=(2,), with_calibrated=False)["CON"]
    assert verdict.verdict in ("holds", "unknown"), verdict.detail
