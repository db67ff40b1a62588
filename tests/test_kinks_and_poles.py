"""Proofs by derivatives where the formula jumps (review 11b): a floor, a Mod, an arg or a pole between whole counts.

A sign of ∂f/∂m_ij proves f monotone along m_ij only where f has no jump and no pole on the segment; mixed partials
that vanish prove decomposability only of a formula a derivative sees whole. sympy's derivative of arg(x − a) is 0,
symengine's of Mod(x, 1) is 0: the engine used to prove PI, PII and PIII for such formulas. Conventions: m[i][j] =
items predicted i of true class j. Every value below is derived by hand in the comment above its test.
"""

import sympy

import axioms
from axioms.arithmetic.signs import derivative_sign
from axioms.arithmetic.symbolic import kinked
from axioms.core.evidence import PROOF_LEVEL

PI_CLASSES = (2,)


def _accuracy(M):
    n = M.shape[0]
    return sum(M[i, i] for i in range(n)) / sum(M)


def _proved(verdict, what):
    return verdict.verdict == what and verdict.evidence["kind"] in PROOF_LEVEL


def test_a_derivative_sees_no_jump_of_mod_arg_or_floor():
    x, y = sympy.symbols("x y", nonnegative=True)
    settings = axioms.Settings()
    # x/(x + y) rises in x (∂ = y/(x + y)² ≥ 0), but x/(x + y) − Mod(x, 1)/10 falls inside each unit interval
    assert derivative_sign(x / (x + y), x, settings) == 1
    assert derivative_sign(x / (x + y) - sympy.Mod(x, 1) / 10, x, settings) is None
    assert kinked(sympy.arg(x - 1000)) and kinked(sympy.floor(x)) and kinked(sympy.atan2(x, y))
    assert kinked(sympy.Max(x, y)) and kinked(sympy.Min(x, 1))  # no sympy.Function, yet a kink at x = y
    assert not kinked(sympy.log(x + 1) * sympy.exp(y) / (x + y))


def test_a_score_with_max_of_r_has_no_calibrated_structure():
    """c / max(r, t) is not affine in r (its slope jumps from 0 to −c/r² where r passes t): the calibration lemma's
    hypothesis fails, and no calibrated structure is claimed (r enters a kink; Min and Max are no sympy.Function, which
    the shared kink test must not miss)."""
    from axioms.every_n.calibrated_structure import calibrated_term
    from metrics.structure import COUNTS

    c, r, t, N = COUNTS
    assert calibrated_term(c / sympy.Max(r, t)) is None and calibrated_term(c / sympy.Min(r, t)) is None
    assert calibrated_term(c / t) is not None


# Accuracy minus a tenth of frac(m00): at [[1/2, 0], [0, 1]] accuracy is 1 and frac is 1/2, score 19/20; at
# [[3/4, 0], [0, 1]] the score is 1 − 3/40 = 37/40 < 19/20 although a correct item was added: PI fails (PIV's and
# calibration's counts are not whole). It used to be "proved" by the sign of the derivative, which symengine took as
# that of accuracy.
def test_pi_is_not_proved_across_the_jumps_of_mod(registered):
    registered("acc_minus_frac", symbolic=lambda M: _accuracy(M) - sympy.Mod(M[0, 0], 1) / 10, checks=False)
    assert not _proved(axioms.check("acc_minus_frac", ["PI"], classes=PI_CLASSES, with_calibrated=False)["PI"],
                       "holds")


# 1/(E − D + 4099/2), D correct and E wrong items: ∂/∂D = 1/(E − D + 4099/2)² ≥ 0 wherever defined, yet
# [[2049, 0], [0, 0]] scores 1/(1/2) = 2 and one more correct item, [[2050, 0], [0, 0]], scores 1/(−1/2) = −2: the
# pole at D − E = 4099/2 lies between the two.
def test_pi_is_not_proved_across_a_pole_between_whole_counts(registered):
    def pole_score(M):
        D = sum(M[i, i] for i in range(M.shape[0]))
        return 1 / (sum(M) - 2 * D + sympy.Rational(4099, 2))

    metric = registered("pole_score", symbolic=pole_score, checks=False)
    assert metric.exact([[2049, 0], [0, 0]]) == 2 and metric.exact([[2050, 0], [0, 0]]) == -2
    assert not _proved(axioms.check("pole_score", ["PI"], classes=PI_CLASSES, with_calibrated=False)["PI"], "holds")


# Accuracy minus 1/10 once m00 > 5/2, written with arg (arg(x) = π for x < 0, 0 for x > 0). [[3, 4], [1, 1]] and
# [[2, 4], [1, 2]] have the same 4 correct and 5 wrong items and score 4/9 − 1/10 = 31/90 and 4/9: the metric sees
# more than right and wrong, so "all partials of a group equal (proved by cancel)", PII ✗, is false.
def test_pii_is_not_refuted_by_derivatives_of_arg(registered):
    step = registered("step_arg", checks=False,
                      symbolic=lambda M: _accuracy(M) - (1 - sympy.arg(M[0, 0] - sympy.Rational(5, 2)) / sympy.pi) / 10)
    assert step.exact([[3, 4], [1, 1]]) == sympy.Rational(31, 90)
    assert step.exact([[2, 4], [1, 2]]) == sympy.Rational(4, 9)
    assert not _proved(axioms.check("step_arg", ["PII"], classes=PI_CLASSES, with_calibrated=False)["PII"], "fails")


# Macro recall plus Mod(N, 4099)/10⁷. At a = [[2048, 1], [1, 2047]] (N = 4097) the mixed difference
# f(a + e00 + e11) − f(a + e00) − f(a + e11) + f(a) of the recall part is 0 (a sum of per-class terms, each reading
# one diagonal cell and its column), while the sawtooth gives (Mod(4099) − Mod(4098) − Mod(4098) + Mod(4097))/10⁷ =
# (0 − 4098 − 4098 + 4097)/10⁷ = −4099/10⁷ ≠ 0: PIII with p = 1 does not hold. Its mixed partials (of Mod: 0) used to
# prove it.
def test_piii_is_not_proved_by_mixed_partials_of_mod(registered):
    def rec_mod(M):
        recall = sum(M[j, j] / sum(M.col(j)) for j in range(M.shape[0])) / M.shape[0]
        return recall + sympy.Mod(sum(M), 4099) / 10**7

    metric = registered("rec_mod", symbolic=rec_mod, checks=False)

    def at(d0, d1):
        return metric.exact([[2048 + d0, 1], [1, 2047 + d1]])

    assert at(1, 1) - at(1, 0) - at(0, 1) + at(0, 0) == sympy.Rational(-4099, 10**7)
    verdict = axioms.check("rec_mod", ["PIII"], classes=(2,), with_calibrated=False)["PIII"]
    assert not _proved(verdict, "holds")


def test_lemma_d4_takes_no_partials_of_a_jump():
    """Lemma D4 reads the exponent a pair of cells forces off partials of the padded formula; a Mod or a frac jumps
    where its partial (0 to symengine) says nothing, and symengine's derivative of either ended the worker
    (signal 11), losing every cell of the metric. f = x·y/s with s = x + y + 1, at (3, 2) where s = 6: f = 1,
    f_x = y(y + 1)/s² = 1/6, f_y = x(x + 1)/s² = 1/3, f_xy = ((2y + 1)s − 2y(y + 1))/s³ = (30 − 12)/216 = 1/12, so
    f_x·f_y = 1/18 and p = 1 − f·f_xy/(f_x·f_y) = 1 − (1/12)/(1/18) = −1/2."""
    from axioms.every_n.decomposition_lemmas import _exponent

    x, y = sympy.symbols("x y")
    point = (sympy.Integer(3), sympy.Integer(2))
    assert _exponent(x * y / (x + y + 1), x, y, point) == (1, sympy.Rational(1, 18), sympy.Rational(-1, 2))
    assert _exponent(x * y + sympy.Mod(x, 3) * y, x, y, point) is None
    assert _exponent(x * y + sympy.frac(x / 2) * y, x, y, point) is None


# The mean of g = c/t + Mod(c, 3)/1000 over the classes is Eq. 4 with p = 1 and that g; its calibrated variant went to
# Lemma D4 (the calibrated structure of a kinked score is not claimed), whose partials of the Mod ended the process.
def test_a_class_mean_of_a_score_with_mod_is_decided_with_its_calibrated_variant(registered):
    from metrics.structure import ClassMean

    registered("recall_mod", structure=ClassMean(lambda c, r, t, N: c / t + sympy.Mod(c, 3) / 1000))
    verdict = axioms.check("recall_mod", ["PIII"], classes=(2,))["PIII"]
    assert verdict.verdict == "holds" and verdict.extra["p"] == 1
    assert verdict.after_calibration is not None and verdict.after_calibration.verdict != "error"
