"""PV (chance correction) and PI (monotonicity) on metrics written the way users write them.

Every expected verdict is derived by hand in the test's comment. Conventions: m[i][j] =
items predicted i of true class j; binary m = [[TP, FP], [FN, TN]]; a random classifier
is m = s·z pᵀ (z: prediction distribution, p: prevalences, s: number of items).
"""

import dataclasses
import pytest
import sympy

import axioms
import metrics
from axioms.properties.pv import chance
from axioms.search import refute as search
from axioms.properties import pv
from axioms.arithmetic.exact import value_of


def _pv(name, classes=(2,)):
    return axioms.check(name, ["PV"], classes=classes, with_calibrated=False)["PV"]


def _pi(name, classes=(2,)):
    return axioms.check(name, ["PI"], classes=classes, with_calibrated=False)["PI"]


def _recall(M, i):
    return M[i, i] / sum(M.col(i))


# --------------------------------------------------------------------------- PV witnesses
# z = p ∝ (1, t) gives m = [[1, t], [t, t²]]: TP = 1, FP = FN = t, TN = t². Then
# fallout = FP/(FP+TN) = 1/(1+t) → 0, specificity = TN/(FP+TN) = t/(1+t) → 1,
# npv = TN/(FN+TN) = t/(1+t) → 1, elusion = FN/(FN+TN) = 1/(1+t) → 0: the perfect scores
# (fallout and elusion are lower-is-better). The opposite vertex (t, 1) drives each of
# them to its worst value, so it must not be the printed witness.
@pytest.mark.parametrize(
    "name, score",
    [
        ("fallout", lambda t: sympy.Rational(1, 1 + t)),
        ("specificity", lambda t: sympy.Rational(t, 1 + t)),
        ("npv", lambda t: sympy.Rational(t, 1 + t)),
        ("elusion", lambda t: sympy.Rational(1, 1 + t)),
    ],
)
def test_no_chance_correction_witness_approaches_the_perfect_score(name, score):
    v = _pv(name)
    assert v.verdict == "fails" and v.evidence["kind"] == "proof"
    assert "(1, t)" in v.detail
    ts = (10**2, 10**4, 10**6)
    assert v.counterexample["values"] == [str(score(t)) for t in ts]
    assert v.counterexample["matrices"][0] == [[1, 100], [100, 10**4]]


def _float_fallout(M):
    return 1.0 * M[0, 1] / (M[0, 1] + M[1, 1])


def test_user_fallout_with_float_constants_gets_the_right_vertex(registered):
    # fallout written with a float factor: 1.0·FP/(FP+TN) is FP/(FP+TN) (lower is better,
    # perfect 0); at z = p ∝ (1, t) it is 1/(1+t) → 0 = perfect: no chance correction, proved.
    registered("test_float_fallout", symbolic=_float_fallout, binary=True, higher_is_better=False)
    v = _pv("test_float_fallout")
    assert v.verdict == "fails" and v.evidence["kind"] == "proof"
    assert "(1, t)" in v.detail


def test_user_fallout_with_float_constants_has_exact_witness_values(registered):
    # FP = t, TN = t²: 1.0·t/(t + t²) = 1/(1+t) exactly, i.e. 1/101, 1/10001, 1/1000001.
    registered("test_float_fallout_values", symbolic=_float_fallout, binary=True, higher_is_better=False)
    assert _pv("test_float_fallout_values").counterexample["values"] == ["1/101", "1/10001", "1/1000001"]


def test_undecided_comparisons_never_make_pv_strict(monkeypatch):
    # GmacR on z pᵀ is (z0·z1)^(1/2) (normalised z): 1/2 at z = (1, 1) but sqrt(6)/5 at
    # z ∝ (2, 3), so it is not constant and "strict" would be false. If no comparison can
    # be decided (simulated: exact_sign undecided for every nonzero difference) and
    # constancy is not proved, the only honest answer is "unknown".
    # The per-n check is the subject: the every-n lemma (which proves "bounded, not strict" for
    # every n, without comparing two values) is switched off.
    real = pv.exact_sign
    for module in (pv, chance):  # every exact comparison PV makes (its own, and the random classifiers')
        monkeypatch.setattr(module, "exact_sign", lambda d: 0 if real(d) == 0 else None)
    monkeypatch.setitem(axioms.PROPERTIES, "PV", dataclasses.replace(axioms.PROPERTIES["PV"], every_n=None))
    v = _pv("macro_recall_geometric")
    assert v.verdict == "unknown" and "undecided" in v.detail


def test_undecided_comparisons_do_not_block_a_proof_of_constancy(monkeypatch):
    # macR on z pᵀ is (1/n)·Σ z_i p_i/(p_i Σz) = 1/n exactly (cancel proves it), so strict
    # holds by proof even when no pairwise comparison can be decided.
    real = pv.exact_sign
    for module in (pv, chance):  # every exact comparison PV makes (its own, and the random classifiers')
        monkeypatch.setattr(module, "exact_sign", lambda d: 0 if real(d) == 0 else None)
    v = _pv("macro_recall")
    assert v.verdict == "holds" and v.evidence["kind"] == "proof" and v.extra["strength"] == "strict"


# --------------------------------------------------------------------------- PV bounded, proved
def test_worst_class_recall_with_min_is_bounded_by_one_over_n(registered):
    # R_i(s·z pᵀ) = z_i p_i s / (p_i s Σz) = z_i (Σz = 1), so min_i R_i = min_i z_i ≤ mean = 1/n,
    # with equality at z uniform; the perfect classifier scores 1 > 1/n. Bounded, ω(n) = 1/n.
    registered("test_worst_recall", symbolic=lambda M: sympy.Min(*[_recall(M, i) for i in range(M.shape[0])]))
    v = axioms.check("test_worst_recall", ["PV"], classes=(2, 3), with_calibrated=False)["PV"]
    assert v.verdict == "holds" and v.evidence["kind"] == "proof"
    assert (v.extra["strength"], v.extra["baseline"]) == ("bounded", "1/n")


def test_worst_class_miss_rate_with_max_is_bounded_from_below(registered):
    # Lower is better: max_i (1 − R_i) = 1 − min_i z_i ≥ 1 − 1/n (previous test), equality at
    # z uniform; the perfect classifier scores 0 < 1 − 1/n. Bounded, ω(2) = 1/2, ω(3) = 2/3.
    registered(
        "test_worst_miss",
        symbolic=lambda M: sympy.Max(*[1 - _recall(M, i) for i in range(M.shape[0])]),
        higher_is_better=False,
    )
    v = axioms.check("test_worst_miss", ["PV"], classes=(2, 3), with_calibrated=False)["PV"]
    assert v.verdict == "holds" and v.evidence["kind"] == "proof"
    assert (v.extra["strength"], v.extra["baseline"]) == ("bounded", "1 - 1/n")


def test_float_geometric_mean_of_recalls_is_bounded_by_am_gm(registered):
    # (R0·R1)**0.5 with R_i = z_i (Σz = 1): sqrt(z0 z1) ≤ (z0 + z1)/2 = 1/2 (AM–GM), equality
    # at z0 = z1; perfect 1. Bounded, ω(2) = 1/2, proved although written with a float exponent.
    registered("test_float_gmacr", symbolic=lambda M: (_recall(M, 0) * _recall(M, 1)) ** 0.5, binary=True)
    v = _pv("test_float_gmacr")
    assert v.verdict == "holds" and v.evidence["kind"] == "proof"
    assert (v.extra["strength"], v.extra["baseline"]) == ("bounded", "1/2")
    assert value_of(metrics.get("test_float_gmacr"), v.witness["maximiser"]["matrix"])[0] == sympy.Rational(1, 2)


def test_float_macro_f1_is_bounded_by_am_hm(registered):
    # F1_i(s·z pᵀ) = 2 z_i p_i / (z_i + p_i) ≤ (z_i + p_i)/2 (HM ≤ AM), so
    # mean_i F1_i ≤ (Σz + Σp)/(2n) = 1/n, equality at z = p; perfect 1. Bounded, ω(2) = 1/2.
    def f1(M):
        n = M.shape[0]
        return sum(2.0 * M[i, i] / (sum(M.row(i)) + sum(M.col(i))) for i in range(n)) / n

    registered("test_float_macro_f1", symbolic=f1)
    v = _pv("test_float_macro_f1")
    assert v.verdict == "holds" and v.evidence["kind"] == "proof"
    assert (v.extra["strength"], v.extra["baseline"]) == ("bounded", "1/2")


def test_calibrated_f1_bound_is_proved_and_attained_by_always_positive():
    # F1~ of s·z pᵀ: calibration makes each column s/2, so TP = z0 s/2, FP = z0 s/2,
    # FN = z1 s/2 and F1~ = 2TP/(2TP+FP+FN) = 2 z0/(3 z0 + z1) = 2 z0/(2 z0 + 1) (z0 + z1 = 1),
    # increasing in z0: at most 2/3, at z0 = 1 (always predict positive). Perfect 1.
    cell = axioms.check("f1", ["PV"], classes=(2,))["PV"].after_calibration
    assert cell.verdict == "holds" and cell.evidence["kind"] == "proof"
    assert (cell.extra["strength"], cell.extra["baseline"]) == ("bounded", "2/3")


def test_numeric_only_bounded_metric_stays_search(registered):
    # The same GmacR as a numeric function: its bound is true (AM–GM) but nothing here can
    # prove it, so the verdict is backed by search and says so.
    registered("test_numeric_gmacr", numeric=metrics.get("macro_recall_geometric").numeric)
    v = _pv("test_numeric_gmacr")
    assert v.verdict == "holds" and v.evidence["kind"] == "search" and "found by search" in v.detail


# --------------------------------------------------------------------------- PI
def test_harmonic_mean_of_recalls_with_piecewise_is_proved_monotone(registered):
    # HM of recalls, 0 when some recall is 0 (written by a user with Piecewise). R_j = m_jj/col_j
    # rises with m_jj, falls with an error m_ij (i ≠ j) in column j, ignores other cells;
    # HM rises with every R_j and tends to 0 as any R_j → 0, so it is continuous across the
    # branch boundary: PI holds at every n.
    def hmacr(M):
        n = M.shape[0]
        recalls = [_recall(M, i) for i in range(n)]
        return sympy.Piecewise((0, sympy.Eq(sympy.Mul(*recalls), 0)), (n / sum(1 / r for r in recalls), True))

    registered("test_user_hmacr", symbolic=hmacr)
    v = _pi("test_user_hmacr", classes=(2, 3))
    assert v.verdict == "holds" and v.evidence["kind"] == "proof"


def test_worst_class_recall_with_min_is_proved_monotone(registered):
    # min of functions that each rise with m_jj and fall with the errors of column j (and
    # ignore the rest) rises with every diagonal cell and falls with every error: PI holds.
    registered("test_worst_recall_pi", symbolic=lambda M: sympy.Min(*[_recall(M, i) for i in range(M.shape[0])]))
    v = _pi("test_worst_recall_pi", classes=(2, 3))
    assert v.verdict == "holds" and v.evidence["kind"] == "proof"


def test_a_jump_the_wrong_way_at_a_branch_boundary_is_not_proved(registered):
    # Each branch is a multiple of macR (monotone), but crossing m00 = 10^6 halves the score:
    # one more correct item lowers it, so PI is false; far beyond the search's matrices,
    # so the search cannot refute it, and no proof may claim it.
    recall = metrics.get("macro_recall")
    registered(
        "test_far_jump",
        symbolic=lambda M: sympy.Piecewise((recall.symbolic(M) / 2, M[0, 0] >= 10**6), (recall.symbolic(M), True)),
    )
    v = _pi("test_far_jump")
    assert v.evidence["kind"] != "proof"
    assert value_of(metrics.get("test_far_jump"), [[10**6, 0], [0, 1]])[0] < value_of(metrics.get("test_far_jump"),
                                                                                      [[10**6 - 1, 0], [0, 1]])[0]


def test_undecided_candidate_violation_makes_pi_unknown(registered, monkeypatch):
    # 1 − accuracy declared higher-is-better really violates PI (one more correct item
    # lowers it), and it is numeric-only, so nothing proves PI. If the exact comparison of
    # every candidate is undecided (simulated), the cell must be "unknown" naming the
    # matrix, not a search-backed ✓.
    # on purpose
    registered("test_error_rate_as_score", numeric=lambda m: 1 - (m[..., 0, 0] + m[..., 1, 1]) / m.sum(axis=(-2, -1)),
               checks=False)
    real = search.compare  # the comparison of the shared refutation loop
    monkeypatch.setattr(search, "compare", lambda metric, a, b: (None, *real(metric, a, b)[1:]))
    v = _pi("test_error_rate_as_score")
    assert v.verdict == "unknown" and "undecided" in v.detail and "m=[[" in v.detail


def test_symbolic_nit_is_proved_strict(registered):
    # NIT = 2^(MI − log2 n). For m = s·z pᵀ every P_ij = z_i p_j = P_i· P_·j, so each
    # log2(P_ij / (P_i· P_·j)) = log2 1 = 0, MI = 0 and NIT = 2^(−log2 n) = 1/n for every
    # random classifier: strict, ω(n) = 1/n (perfect: 1 on uniform classes).
    def nit(M):
        n = M.shape[0]
        total = sum(M)
        rows = [sum(M.row(i)) for i in range(n)]
        cols = [sum(M.col(j)) for j in range(n)]
        mi = sum(
            sympy.Piecewise((0, sympy.Eq(M[i, j], 0)),
                            (M[i, j] / total * sympy.log(M[i, j] * total / (rows[i] * cols[j]), 2), True))
            for i in range(n)
            for j in range(n)
        )
        return 2 ** (mi - sympy.log(n, 2))

    registered("test_symbolic_nit", symbolic=nit)
    evidence = chance.prove_constant(metrics.get("test_symbolic_nit"), 2, sympy.Rational(1, 2), 13,
                                     axioms.profile("quick"))
    assert evidence["kind"] == "proof"
    # and a wrong constant is not "proved"
    assert chance.prove_constant(metrics.get("test_symbolic_nit"), 2, sympy.Rational(1, 3), 13,
                                 axioms.profile("quick"))["kind"] == "search"


# --------------------------------------------------------------------------- the z3 translation
def test_certify_reads_definedness_branch_by_branch():
    from axioms.arithmetic.certify import prove_nonnegative

    x, y = sympy.symbols("x y", nonnegative=True)
    # 1/x is only taken where x > 0; at x = 0 the value is −1 < 0, so "≥ 0" is false there:
    # a division by zero in the branch not taken must not exclude x = 0 from the claim.
    assert prove_nonnegative(sympy.Piecewise((1 / x, x > 0), (-1, True)), [x]) is False
    # without the −1 branch the claim is true wherever defined (x > 0)
    assert prove_nonnegative(sympy.Piecewise((1 / x, x > 0), (sympy.nan, True)), [x]) is True
    # a root is a real root: sqrt(x) ≥ 0 always, sqrt(x) − x < 0 at x = 4
    assert prove_nonnegative(sympy.sqrt(x), [x]) is True
    assert prove_nonnegative(sympy.sqrt(x) - x, [x]) is False
    # AM–GM for two numbers, (x + y)/2 − sqrt(x y) ≥ 0, is decided
    assert prove_nonnegative((x + y) / 2 - sympy.sqrt(x * y), [x, y]) is True
    # an ordering with an undefined side is left open (sympy raises there; the numeric
    # function decides): under x ≤ y/2 or y = 0, Piecewise((−1, x/y ≥ 1), (1, True)) is 1
    # wherever y > 0 (x/y ≤ 1/2), but at y = 0 the condition is undefined, and a proof that
    # read it as false would rest on that reading: not provable.
    hypothesis = [sympy.Or(x <= y / 2, sympy.Eq(y, 0))]
    assert prove_nonnegative(sympy.Piecewise((-1, x / y >= 1), (1, True)), [x, y], hypothesis) is False
    assert prove_nonnegative(sympy.Piecewise((-1, x / y >= 1), (1, True)), [x, y], [x <= y / 2, y > 0]) is True


def test_z3_is_not_asked_about_more_roots_than_max_roots():
    """Σ sqrt(x_k) ≥ 0 is true for any number of terms; z3 is asked (and proves it) with MAX_ROOTS roots,
    not with one more: that claim is left unknown, never refuted (a p-mean with p = −1/2 at n = 3 has 10
    roots, and z3 spent 74 s on it for no answer)."""
    from axioms.arithmetic.certify import MAX_ROOTS, prove_nonnegative

    xs = sympy.symbols(f"x0:{MAX_ROOTS + 1}", nonnegative=True)
    assert prove_nonnegative(sum(sympy.sqrt(x) for x in xs[:MAX_ROOTS]), list(xs[:MAX_ROOTS])) is True
    assert prove_nonnegative(sum(sympy.sqrt(x) for x in xs), list(xs)) is None
