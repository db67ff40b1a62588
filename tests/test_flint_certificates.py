"""Sign certificates computed in python-flint agree with those sympy computes.

Each expected sign is derived by hand in the comment. Every case is also checked with
python-flint switched off: the accelerator may certify where sympy's termwise test does not
(it keeps factors apart), never a different sign.
"""

import pytest
from hypothesis import given, strategies as st
import sympy

import axioms.arithmetic.rational as rational
import axioms.arithmetic.signs as signs
import axioms.arithmetic.symbolic as symbolic

pytest.importorskip("flint")

a, b, c = sympy.symbols("a b c", nonnegative=True)
CASES = [
    (a / (a + b), 1),  # a ratio of nonnegative sums
    (sympy.diff(a / (a + b), b), -1),  # -a/(a+b)²
    ((a - b) / (a + b), None),  # takes both signs
    (1 / (a - b) ** 2, 1),  # an even power of a factor with both signs: positive where defined
    ((a**3 + b**3) / ((a + b) * (a**2 - a * b + b**2) + c), 1),  # a mixed factor inside a one-signed sum
    (sympy.Integer(0) * a, 0),
    (a * b / (a * b + c) - a * b / (a * b + c), 0),
    # roots: a root of a nonnegative base is a nonnegative variable
    (sympy.sqrt(a) / (a + b), 1),
    (sympy.diff(a / sympy.sqrt(a + b), b), -1),  # -a / (2 (a+b)^(3/2))
    (sympy.sqrt(a) - b, None),  # takes both signs
    ((a * b - c) / sympy.sqrt((a + c) * (b + c)), None),  # an MCC-like numerator: both signs
]


@pytest.mark.parametrize("expr, sign", CASES)
def test_flint_and_sympy_certify_the_same_sign(expr, sign, monkeypatch):
    budget = 10**9
    signs._sign_of_fraction.cache_clear()
    with_flint = signs._sign_of_fraction(expr, budget)
    signs._sign_of_fraction.cache_clear()
    monkeypatch.setattr(rational, "flint", None)
    without = signs._sign_of_fraction(expr, budget)
    signs._sign_of_fraction.cache_clear()
    assert with_flint == sign
    assert without in (sign, None)


def test_a_product_beyond_the_flint_budget_is_left_to_sympy(monkeypatch):
    monkeypatch.setattr(rational, "MAX_TERMS", 4)
    wide = ((a + b + c) ** 3 + 1) / (a + b + 1)  # the sum expands (a + b + c)³: 10 terms > 4
    assert rational.flint_fraction(wide) is None
    assert signs._sign_of_fraction(wide, 10**6) == 1  # sympy still certifies it


def test_an_irrational_form_is_left_to_sympy_where_roots_are_not_asked_for():
    assert rational.flint_fraction(sympy.sqrt(a) / (a + b)) is None  # zero tests would ignore sqrt(a)² = a


def test_a_root_of_a_base_of_either_sign_is_refused():
    # sqrt(a - b) is imaginary where a < b: it is not a nonnegative variable there
    assert rational.flint_fraction(sympy.sqrt(a - b) / (a + 1), roots=True) is None
    assert rational.flint_fraction(sympy.sqrt(a + b) / (a + 1), roots=True) is not None


def test_binary_mcc_partials_are_certified_in_flint():
    """By hand, with PP = TP + FP, AP = TP + FN and D = √(PP·AP·(FN + TN)·(FP + TN)):
    ∂MCC/∂TP = [TP·TN·(FP + FN) + 2·FP·FN·(TP + TN) + FP·FN·(FP + FN)] / (2·D·PP·AP) >= 0, and by
    the symmetries of MCC the other cells have the signs PI asks for (MCC is monotone for two
    classes): each certificate comes from python-flint, the root D a nonnegative variable."""
    import metrics
    from metrics import cell_symbols

    expr, cells = metrics.get("mcc").expression(2), cell_symbols(2)
    for (i, j), sign in {(0, 0): 1, (1, 1): 1, (0, 1): -1, (1, 0): -1}.items():
        fraction = rational.flint_fraction(sympy.diff(expr, cells[i, j]), roots=True)
        assert fraction is not None and rational.factored_sign(fraction[0]) == sign


@pytest.mark.parametrize("name", ["macro_f1", "macro_f1_of_averages", "cohen_kappa", "weighted_f1", "macro_precision"])
def test_derivative_signs_in_flint_agree_with_sympy_derivatives(name):
    # PI's certificates: the flint derivative (logarithmic rule) may certify more, never differently
    import metrics
    from axioms.core.budget import Settings

    settings = Settings()
    for metric in (metrics.get(name), metrics.get(name).calibrated):
        expr = metric.expression(2)
        for cell in metrics.cell_symbols(2):
            fast = signs.derivative_sign(expr, cell, settings)
            slow = signs.sign_certificate(symbolic.derivative(expr, cell), settings)
            assert fast == slow or slow is None, (metric.name, cell, fast, slow)
            if metric.name in MONOTONE:
                assert fast is not None, (metric.name, cell)


# PI holds for these at n = 2 (Opitz Table 5: macro P, macro F1, F1', and kappa after calibration)
MONOTONE = {"macro_f1", "macro_f1~", "macro_f1_of_averages", "macro_f1_of_averages~", "macro_precision",
            "macro_precision~", "cohen_kappa~"}


def test_cancelled_removes_common_factors_by_hand():
    # (ab + ac) / (a(b + c)) = 1 and b / (bc) = 1/c, so the sum is (c + 1) / c
    e = (a * b + a * c) / (a * (b + c)) + b / (b * c)
    simpler = rational.cancelled(e)
    assert sympy.cancel(simpler - (c + 1) / c) == 0
    assert sympy.count_ops(simpler) < sympy.count_ops(e)


def test_piii_coordinates_never_evaluate_where_the_metric_is_undefined():
    """(m00/(m00 − m11) − m11/(m00 − m11))·(m00 + m11)/|S| is accuracy where defined, and
    undefined where m00 = m11; its cancelled form (m00 + m11)/|S| is defined there, so a value
    taken from it must not be reported at such a matrix."""
    import metrics
    from axioms.properties.piii.column_coordinates import ColumnCoordinates

    def odd_accuracy(M):
        gap = M[0, 0] - M[1, 1]
        return (M[0, 0] / gap - M[1, 1] / gap) * (M[0, 0] + M[1, 1]) / sum(M)

    coords = ColumnCoordinates(metrics._registry.make_metric("odd_accuracy", symbolic=odd_accuracy), 2)
    assert coords.expr is not coords.original  # the cancelled form is used
    assert coords.at(coords.expr, [[2, 1], [1, 3]]) == sympy.Rational(5, 7)
    assert coords.at(coords.expr, [[2, 1], [1, 2]]) is None  # m00 = m11: the metric is undefined


# --- cancel: sympy's own result, computed in python-flint -------------------------------------------

K = sympy.Symbol("k", integer=True, nonnegative=True)
SYMBOLS = [a, b, K, sympy.Symbol("x"), sympy.Symbol("z1"), sympy.Symbol("z2")]


@st.composite
def _polynomials(draw, symbols):
    """A random polynomial: a sum of up to 4 terms, each a rational (negative ones too) times a monomial."""
    terms = []
    for _ in range(draw(st.integers(1, 4))):
        coefficient = sympy.Rational(draw(st.integers(-6, 6)), draw(st.integers(1, 4)))
        powers = [s ** draw(st.integers(0, 2)) for s in symbols]
        terms.append(coefficient * sympy.Mul(*powers))
    return sympy.Add(*terms)


@st.composite
def _rational_functions(draw):
    """Sums and quotients of random polynomials, with a common factor planted in numerator and denominator."""
    symbols = draw(st.lists(st.sampled_from(SYMBOLS), min_size=1, max_size=3, unique=True))
    common = draw(_polynomials(symbols))
    top, bottom = draw(_polynomials(symbols)), draw(_polynomials(symbols))
    if bottom == 0 or common == 0:
        bottom, common = bottom + symbols[0] + 1, common + 2
    more = draw(_polynomials(symbols)) / (draw(_polynomials(symbols)) + 3)
    return (top * common) / (bottom * common) + draw(st.sampled_from([0, 1, -1])) * more


@given(_rational_functions())
def test_cancel_is_sympys_cancel_term_for_term(expr):
    """The accelerated cancel returns the very expression sympy's cancel returns (srepr equal): same integer
    polynomials, same sign convention, same printing, so no verdict or text can change with python-flint."""
    assert sympy.srepr(rational.cancel(expr)) == sympy.srepr(sympy.cancel(expr))


@pytest.mark.parametrize("expr", [
    (2 * K**2 - 2) / (K**2 - 2 * K + 1),  # (2k + 2)/(k − 1): the common k − 1 goes
    (a + b) / (-3 * a + 2 * b),  # the denominator's leading coefficient (a first) made positive: (−a − b)/(3a − 2b)
    (K / 2 + 1) / (K / 3 + 1),  # denominators cleared, no content taken out: (3k + 6)/(2k + 6)
    a / a + b - b, sympy.Integer(0) * a, sympy.Rational(5, 3), sympy.Piecewise((a, b > 0), (1, True)),
])
def test_cancel_on_hand_picked_fractions(expr):
    assert sympy.srepr(rational.cancel(expr)) == sympy.srepr(sympy.cancel(expr))
