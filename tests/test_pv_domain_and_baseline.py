"""PV's search stays inside PV's domain, and a PV baseline is exact (issue #18, items 1, 2, 13).

Conventions: m[i][j] = items predicted i of true class j; a random classifier is
m = s·z pᵀ with z ≥ 0 (prediction distribution; a class may never be predicted), p > 0
(prevalences: PV is stated for test sets where every class occurs), Σz = Σp = 1, s > 0.
Every expected value is derived by hand in the comment above its test.
"""

import numpy as np
import sympy

import axioms
import metrics
from axioms.properties.pv import chance
from axioms.properties import pv
from axioms.properties.pv import baseline as chance_baseline
from metrics.structure import ClassMean, ClassSums


def _pv(name, classes=(2, 3)):
    return axioms.check(name, ["PV"], classes=classes, with_calibrated=False)["PV"]


# --------------------------------------------------------------------------- item 1: the domain
def _macro_f1_zero_division_1(m):
    """Macro F1 as scikit-learn writes ``zero_division=1``: F1_i = 1 where 2TP + FP + FN = 0."""
    m = np.asarray(m, dtype=float)
    tp = np.diagonal(m, axis1=-2, axis2=-1)
    den = m.sum(axis=-2) + m.sum(axis=-1)
    with np.errstate(all="ignore"):
        f1 = np.where(den > 0, 2 * tp / np.where(den > 0, den, 1), 1.0)
    return f1.mean(axis=-1)


def _macro_recall_zero_division_1(m):
    """Macro recall as scikit-learn writes ``zero_division=1``: R_i = 1 where class i never occurs."""
    m = np.asarray(m, dtype=float)
    tp = np.diagonal(m, axis1=-2, axis2=-1)
    col = m.sum(axis=-2)
    with np.errstate(all="ignore"):
        recall = np.where(col > 0, tp / np.where(col > 0, col, 1), 1.0)
    return recall.mean(axis=-1)


def test_zero_division_1_macro_f1_does_not_fail_pv(registered):
    # Inside PV's domain (p > 0) the denominator of F1_i is s(z_i + p_i) > 0, so the
    # zero_division branch is never taken: F1_i = 2 z_i p_i / (z_i + p_i) ≤ (z_i + p_i)/2
    # (HM ≤ AM; 0 ≤ (z_i+p_i)/2 when z_i = 0), and mean_i F1_i ≤ (Σz + Σp)/(2n) = 1/n < 1,
    # the perfect score. Only outside the domain (z_j = p_j = 0: F1_j = 1 by convention) do
    # random classifiers reach 1, so PV must not fail.
    registered("test_f1_zd1", numeric=_macro_f1_zero_division_1)
    v = _pv("test_f1_zd1")
    assert v.verdict == "holds", v.detail
    assert "1.000000" not in v.detail


def test_zero_division_1_macro_recall_scores_one_over_n(registered):
    # Inside the domain R_i = s z_i p_i / (s p_i Σz) = z_i: macro recall = Σz/n = 1/n for
    # every random classifier (strict, 1/n), whatever the convention says about absent classes.
    # (Its exact scores on the random classifiers are all equal, so it never reaches the float
    # search; the macro F1 above is the reproduction that did.)
    registered("test_recall_zd1", numeric=_macro_recall_zero_division_1)
    v = _pv("test_recall_zd1")
    assert v.verdict == "holds" and v.extra["strength"] in ("strict", "complete")


def test_the_pv_search_scores_only_matrices_where_every_class_occurs(registered):
    # PV is stated for p > 0: a matrix with an empty column (a class that never occurs) is
    # outside its domain, whatever float underflow the sampler produces.
    seen = []

    def spy(m):
        m = np.asarray(m, dtype=float)
        seen.append(m.reshape(-1, *m.shape[-2:]))
        return _macro_f1_zero_division_1(m)

    metric = registered("test_pv_spy", numeric=spy)
    seen.clear()  # the registration checks evaluated it too
    chance.chance_supremum(metric, 3, np.random.default_rng(0), axioms.profile("quick"))
    assert seen, "the search evaluated nothing"
    batch = np.concatenate(seen[:-1])  # the last call scores the perfect classifier
    assert (batch.sum(axis=-2) > 0).all()


def test_the_pv_search_evidence_states_its_domain(registered):
    # Scott's π (below) is not constant on random classifiers, so its bound comes from the search.
    registered("test_pi_domain", numeric=_scott_pi)
    v = _pv("test_pi_domain", classes=(2,))
    assert "every class occurs" in v.evidence["method"]


# --------------------------------------------------------------------------- item 2: no float maximum as ω
def _scott_pi(m):
    """Scott's π in numpy: (p_o − p_e)/(1 − p_e), p_e = Σ_i ((row_i + col_i)/(2N))²."""
    m = np.asarray(m, dtype=float)
    total = m.sum(axis=(-2, -1))
    p_o = np.trace(m, axis1=-2, axis2=-1) / total
    mean_marginal = (m.sum(axis=-1) + m.sum(axis=-2)) / (2 * total[..., None])
    p_e = (mean_marginal**2).sum(axis=-1)
    return (p_o - p_e) / (1 - p_e)


def test_numeric_scotts_pi_gets_no_float_noise_baseline(registered):
    # On m = s·z pᵀ: p_o = Σ z_i p_i and p_e = Σ ((z_i + p_i)/2)², so
    # p_o − p_e = −Σ ((z_i − p_i)/2)² ≤ 0 with equality iff z = p; where defined (p_e < 1)
    # π ≤ 0, and π = 0 at z = p = (1/2, 1/2). The supremum is 0, not the 0.25 that float
    # cancellation produces near z = p = (3.6e-17, 1): a printed baseline is 0 or nothing
    # (this numpy code casts to float, so nothing here evaluates it exactly).
    registered("test_numeric_scott_pi", numeric=_scott_pi)
    v = _pv("test_numeric_scott_pi")
    assert v.verdict == "holds"
    assert v.extra["baseline"] in (None, "0"), v.extra["baseline"]
    assert v.extra["baseline"] is not None or "no baseline" in v.detail


def test_a_search_bound_is_not_a_baseline(registered):
    # The geometric mean of recalls on z pᵀ is sqrt(z0 z1) ≤ 1/2 (AM–GM): true, but the
    # numeric-only form cannot be proved here, so the float maximum is no baseline ω.
    registered("test_numeric_gmacr_baseline", numeric=metrics.get("macro_recall_geometric").numeric)
    v = _pv("test_numeric_gmacr_baseline", classes=(2,))
    assert v.verdict == "holds" and v.evidence["kind"] == "search"
    assert v.extra["baseline"] is None


# --------------------------------------------------------------------------- item 13: an exact baseline printed exactly
def _recall(M, i):
    return M[i, i] / sum(M.col(i))


def test_a_baseline_one_ten_millionth_above_one_over_n_is_printed_exactly(registered):
    # macR(s·z pᵀ) = 1/n exactly (R_i = z_i), so macR + 1/10^7 scores 1/n + 1/10^7 on every
    # random classifier (strict, proved by cancel): n=2 gives 5000001/10000000 and n=3 gives
    # 1/3 + 1/10^7 = 10000003/30000000. Neither is 1/2 or 1/3.
    registered(
        "test_macro_recall_plus_tiny",
        symbolic=lambda M: sum(_recall(M, i) for i in range(M.shape[0])) / M.shape[0] + sympy.Rational(1, 10**7),
    )
    v = _pv("test_macro_recall_plus_tiny")
    assert v.verdict == "holds" and v.evidence["kind"] == "proof"
    assert v.extra["baseline"] in ("1/n + 1/10000000", "n=2: 5000001/10000000, n=3: 10000003/30000000")
    cell = {"verdict": "holds", "baseline": v.extra["baseline"], "strength": v.extra["strength"]}
    assert pv.gate_text(cell) != "baseline: 1/n, strength: strict"


class _V:
    """A per-n PV verdict as :func:`axioms.properties.pv.baseline.combine` reads it."""

    def __init__(self, value, strength="strict"):
        self.extra = {"value": value, "strength": strength}


def test_baseline_text_compares_exactly():
    # 1/2 + 10^-7 and 1/3 + 10^-7 are not 1/n; exactly 1/2 and 1/3 are.
    V = _V
    tiny = sympy.Rational(1, 10**7)
    off = chance_baseline.combine({2: V(sympy.Rational(1, 2) + tiny), 3: V(sympy.Rational(1, 3) + tiny)})
    assert off["baseline"] != "1/n"
    exact = chance_baseline.combine({2: V(sympy.Rational(1, 2)), 3: V(sympy.Rational(1, 3))})
    assert exact["baseline"] == "1/n"


def test_a_bound_is_sought_and_proved_inside_the_domain(registered):
    # Inside PV's domain the column of class 1 has s·p1 > 0 items, so the convention branch
    # (3/4 where class 1 never occurs) is never taken and the score is R0·R1 = z0·z1 ≤ 1/4
    # (AM–GM, z0 + z1 = 1), attained at z = (1/2, 1/2). 3/4 is only scored at p = (1, 0),
    # outside the domain: it is no random classifier's score, so it is no baseline.
    def product_of_recalls(M):
        r0 = M[0, 0] / (M[0, 0] + M[1, 0])
        r1 = M[1, 1] / (M[0, 1] + M[1, 1])
        return sympy.Piecewise((sympy.Rational(3, 4), sympy.Eq(M[0, 1] + M[1, 1], 0)), (r0 * r1, True))

    registered("test_convention_outside_domain", symbolic=product_of_recalls, binary=True)
    v = _pv("test_convention_outside_domain", classes=(2,))
    assert v.verdict == "holds"
    assert v.extra["baseline"] in (None, "1/4"), v.extra["baseline"]
    maximiser = (v.witness or {}).get("maximiser")
    assert maximiser is None or all(sum(row[j] for row in maximiser["matrix"]) > 0 for j in range(2))


def test_float_values_are_no_baseline():
    # float64 scores (a numeric-only metric that cannot run on exact numbers) are not exact:
    # 0.5 and 0.3333333333333333 are not shown as "1/n", nor 0.25 as "1/4"; the strength stays.
    assert chance_baseline.combine({2: _V(0.5), 3: _V(1 / 3)}) == {"baseline": None, "strength": "strict"}
    assert chance_baseline.combine({2: _V(0.25, "bounded")}) == {"baseline": None, "strength": "bounded"}
    # the table still says what was found: constant on every random classifier tried
    assert pv.cell_suffix({"verdict": "holds", "baseline": None, "strength": "strict"}) == ": strict"
    # a 1/n − 1/n² pair fits a + b/n only with b = 1/6 (two points fit any such line): not a formula
    third = chance_baseline.combine({2: _V(sympy.Rational(1, 4)), 3: _V(sympy.Rational(2, 9))})
    assert third["baseline"] == "n=2: 1/4, n=3: 2/9"


def test_the_exact_recheck_of_a_tiny_sample_is_skipped_not_crashed():
    # z = p ∝ (3.7e-300, 1): read exactly, the integer matrix has cells near 2^2000, beyond
    # float64, where the metric's own code could not read it: no exact value, and no error.
    z = np.array([3.7e-300, 1.0])
    assert chance.exact_best(metrics.get("macro_f1"), (z, z)) is None
    # an ordinary sample is re-checked exactly: macro F1 at z = p = (1/4, 3/4) is (1/4 + 3/4)/2 = 1/2
    q = np.array([0.25, 0.75])
    assert chance.exact_best(metrics.get("macro_f1"), (q, q)) == sympy.Rational(1, 2)


def test_the_exact_recheck_scores_the_sample_the_search_scored(registered):
    # Laplace-smoothed accuracy (D + 1)/(N + 2) depends on the number of items N. The search scores
    # 1000 · z pᵀ; at z = p = (1/4, 3/4) that is [[62.5, 187.5], [187.5, 562.5]]: D = 625, N = 1000, so
    # 626/1002 = 313/501. The same proportions in whole counts, [[1, 3], [3, 9]], score 11/18: an exact
    # value there would be a re-check of another matrix.
    registered("user_smoothed_accuracy", symbolic=lambda M: (M.trace() + 1) / (sum(M) + 2))
    q = np.array([0.25, 0.75])
    assert chance.exact_best(metrics.get("user_smoothed_accuracy"), (q, q)) == sympy.Rational(313, 501)


def test_a_classifier_that_predicts_one_class_on_an_unbalanced_test_set_is_tried(registered):
    """Macro precision with 1/n for a class never predicted: every random classifier z pᵀ with every z_k > 0 has
    precision p_k/Σp for class k, so it scores 1/n; one that always predicts class 0 scores (p_0/Σp + 1/2)/2 at
    n = 2, which is 1/2 only on a balanced test set. So PV is not strict; the search used to try that classifier
    on the balanced test set only, and called it strict."""
    registered("_test_precision_invn", structure=ClassMean(
        lambda c, r, t, N, n: sympy.Piecewise((c / r, r > 0), (1 / n, True))))
    verdict = axioms.check("_test_precision_invn", ["PV"], classes=(2,), with_calibrated=False)["PV"]
    assert verdict.verdict == "holds" and verdict.extra["strength"] != "strict"


def test_a_detail_read_at_one_class_count_says_which():
    """Macro recall's random classifiers score 1/n (Opitz's Table 5 baseline): 1/2 at n = 2, 1/3 at n = 3; the
    combined detail for n = 2, 3 may not say "every random classifier scores 1/2" of both (round-5 audit)."""
    verdict = axioms.check("macro_recall", ["PV"], classes=(2, 3), with_calibrated=False)["PV"]
    assert "at n=2: every random classifier scores 1/2" in verdict.detail
    assert verdict.detail.startswith("n=2, 3; ")



def test_a_score_that_depends_on_the_number_of_items_has_no_one_perfect_score(registered):
    # (D − 1)/N at n = 2: a random classifier m = s·z pᵀ has D/N = Σ z_k p_k, so it scores Σ z_k p_k − 1/N, which
    # tends to 1/2 for z = p → (1/2, 1/2) as N grows; the perfect classifier scores 1 − 1/N: 1/2 with one item per
    # class (m = I) and 1999/2000 with 1000 per class. Compared with m = I the limit 1/2 "is" the perfect score
    # (PV failed by a proof); compared with 1000·I it is short of it. Neither is the perfect score, and on its own
    # test set every random classifier scores less than the perfect one (Σ z_k p_k < 1): not refuted, not judged.
    registered("user_d_minus_one_over_n", structure=ClassSums(lambda D, N, n: (D - 1) / N, {"D": lambda c, r, t, N: c}))
    verdict = _pv("user_d_minus_one_over_n", classes=(2,))
    assert verdict.verdict == "unknown", verdict.detail
    assert "1/2 with one item per class" in verdict.detail and "1999/2000" in verdict.detail


def test_a_random_classifier_as_good_as_the_perfect_one_on_its_test_set_still_refutes(registered):
    # 1/N reads no cell but the total: the perfect classifier scores 1/2 with m = I and 1/2000 with 1000·I, and
    # the uniform random classifier m = [[1, 1], [1, 1]] scores 1/4, exactly as the perfect classifier on its test
    # set, m = diag(2, 2): no better than chance, PV fails whatever the size.
    registered("user_one_over_n", symbolic=lambda M: 1 / sum(M))
    verdict = _pv("user_one_over_n", classes=(2,))
    assert verdict.verdict == "fails", verdict.detail
    assert verdict.counterexample["values"] == ["1/4", "1/4"]
