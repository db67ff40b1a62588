"""Terms in pieces for every number of classes: means over the classes that occur (scikit-learn's balanced
accuracy, plain and ``adjusted``, and Sebastiani's K, ICTIR 2015 Eq. 10) and scikit-learn's ``zero_division``.

Both average the recalls ρ_k = c_k/t_k of the classes with t_k > 0 only. Lemma O
(axioms.every_n.occurring_classes), PI's Lemma 4 (axioms.properties.pi.class_monotonicity) and PIV's
Lemma V1 (axioms.every_n.prevalence_lemmas) decide them for every n; each expected value is derived by
hand below. Conventions: m[i][j] = items predicted i of true class j (scikit-learn's confusion matrix
is the transpose; the oracle below is given labels).
"""

import numpy as np
import pytest
import sympy
from sklearn.metrics import balanced_accuracy_score, f1_score

import axioms
import metrics
from axioms.arithmetic.signs import without_positive_factor
from axioms.every_n.chance_formula import piece_at_every_n
from axioms.every_n.decomposition_lemmas import empty_classes_change_nothing, holds_near
from axioms.every_n.lifting import K
from axioms.every_n.occurring_classes import (
    at_absent_class, occurring_mean, where_class_occurs, where_every_class_occurs,
)
from axioms.every_n.prevalence_lemmas import recall_like_score, scale_invariant_structure
from axioms.properties.pi.class_monotonicity import pi_proof
from metrics.structure import COUNTS, ClassMean, ClassSums, WeightedMean

c, r, t, N = COUNTS
#: R = Σ recall over the classes that occur, C = their number (how the identification writes balanced accuracy)
OCCURRING = {"R": sympy.Piecewise((0, sympy.Eq(t, 0)), (c / t, True)),
             "C": sympy.Piecewise((0, sympy.Eq(t, 0)), (1, True))}


def test_a_term_has_a_piece_where_its_class_occurs_and_one_at_an_empty_class():
    # recall with scikit-learn's zero_division=1: c/t where t > 0, 1 at a class with no true items
    recall_or_one = sympy.Piecewise((1, sympy.Eq(t, 0)), (c / t, True))
    assert where_class_occurs(recall_or_one) == c / t and at_absent_class(recall_or_one) == 1
    assert at_absent_class(c / t) is sympy.nan  # plain recall is undefined at an empty class


def test_structures_without_pieces_are_left_as_they_are():
    # the catalogue's reports do not change: only a structure with pieces is rewritten
    for metric in metrics.catalogue():
        structure = getattr(metric, "structure", None)
        if structure is not None and metric.name != "sebastiani_k":
            assert where_every_class_occurs(structure) is structure, metric.name
    assert occurring_mean(metrics.get("macro_recall").structure) is None


def test_sebastiani_k_is_decided_for_every_n():
    verdicts = axioms.check("sebastiani_k", ["PI", "PIV", "PV"], classes=(2, 3))
    for pid, lemma in (("PI", "Lemma 4"), ("PIV", "Lemma V1")):
        every = verdicts[pid].every_n
        assert ((every.verdict, every.start, every.evidence["kind"]) == ("holds", 2, "proof")
                and lemma in every.evidence["method"])
        calibrated = verdicts[pid].after_calibration.every_n
        assert (calibrated.verdict, calibrated.start) == ("holds", 2)
    assert "Lemma O" in verdicts["PIV"].after_calibration.every_n.evidence["method"]
    # a random classifier m = s·z pᵀ (p > 0) makes every class occur with recall ρ_k = z_k/Σz, so R = 1, C = n and
    # K = n/(n − 1)·(1/n) − 1/(n − 1) = 0 at every n (Sebastiani: a trivial or random classifier scores 0)
    pv = verdicts["PV"].every_n
    assert (pv.verdict, pv.start) == ("holds", 2) and "Lemma O" in pv.evidence["method"]
    assert pv.at(40).extra["value"] == 0 and pv.evidence["strength"] == "complete"


def _labels(m):
    """(y_true, y_pred) of the matrix m (m[i][j] = items predicted i, true j)."""
    pairs = [(j, i) for i in range(len(m)) for j in range(len(m)) for _ in range(int(m[i][j]))]
    return [j for j, _ in pairs], [i for _, i in pairs]


@pytest.mark.filterwarnings("ignore")  # scikit-learn warns about predicted classes that never occur
def test_scikit_learn_balanced_accuracy_is_decided_for_every_n_and_the_claims_hold_for_scikit_learn(registered):
    registered("sk_balanced_accuracy", labels=balanced_accuracy_score, higher_is_better=True)
    verdicts = axioms.check("sk_balanced_accuracy", axioms.OPITZ_PROPERTIES, classes=(2, 3))
    cells = ({(pid, False): v for pid, v in verdicts.items()}
             | {(pid, True): v.after_calibration for pid, v in verdicts.items()})
    assert all(cell.every_n is not None for cell in cells.values()), (
        [key for key, cell in cells.items() if cell.every_n is None])
    assert verdicts["PI"].every_n.verdict == "holds" and verdicts["PIV"].every_n.verdict == "holds"
    # every random classifier: the mean of the recalls z_k/Σz over all n classes, 1/n
    assert verdicts["PV"].every_n.at(7).extra["value"] == sympy.Rational(1, 7)
    # the claim "PI for every n", asked of scikit-learn itself at n = 6 with classes left out: one more correct
    # item never lowers the score, one more error never raises it
    rng = np.random.default_rng(0)
    for _ in range(40):
        m = rng.integers(0, 3, size=(6, 6)) * (rng.random((6, 6)) < 0.4)
        m[:, rng.integers(0, 6)] = 0  # one class never occurs
        if not m.any():
            continue
        score = balanced_accuracy_score(*_labels(m))
        i, j = rng.integers(0, 6, size=2)
        moved = m.copy()
        moved[i, j] += 1
        after = balanced_accuracy_score(*_labels(moved))
        assert (after >= score - 1e-12) if i == j else (after <= score + 1e-12), (m.tolist(), i, j)


def test_adjusted_balanced_accuracy_fails_pi_and_scores_random_classifiers_0():
    adjusted = ClassSums(lambda R, C, N, n: (R - 1) / (C - 1), OCCURRING)
    # [[0, 0, 0], [0, 0, 0], [1, 1, 0]]: classes 0 and 1 occur with recall 0, (0 − 1)/(2 − 1) = −1; one more error
    # at (0, 2) lets class 2 occur with recall 0: (0 − 1)/(3 − 1) = −1/2, higher. Lemma 4's third condition fails:
    # F(R, C + 1) − F(R, C) = (1 − R)/(C(C − 1)) > 0 for R < 1
    assert adjusted.symbolic(sympy.Matrix([[0, 0, 0], [0, 0, 0], [1, 1, 0]])) == -1
    assert adjusted.symbolic(sympy.Matrix([[0, 0, 1], [0, 0, 0], [1, 1, 0]])) == sympy.Rational(-1, 2)
    assert occurring_mean(adjusted) is not None and pi_proof(adjusted, 1) is None


def test_lemma_4_proves_only_what_holds():
    balanced = ClassSums(lambda R, C, N, n: R / C, OCCURRING)
    assert "Lemma 4" in pi_proof(balanced, 1)
    # R/C − C/n: a class entering by a correct item at R = C changes 1 − C/n to 1 − (C + 1)/n, lower
    assert pi_proof(ClassSums(lambda R, C, N, n: R / C - C / n, OCCURRING), 1) is None
    # precision c/r over the classes that occur: a class entering by a correct item scores h/(r + h), no one constant
    precision = {"R": sympy.Piecewise((0, sympy.Eq(t, 0)), (c / r, True)), "C": OCCURRING["C"]}
    assert pi_proof(ClassSums(lambda R, C, N, n: R / C, precision), 1) is None


def test_lemma_4_for_a_lower_is_better_mean_over_the_classes_that_occur(registered):
    # the macro miss rate over the classes that occur, Σ_{t > 0} (1 − c/t) / C = 1 − balanced accuracy: one more correct
    # item raises one recall (or lets a class enter with miss rate 0 ≤ the mean), one more error lowers one
    miss = {"R": sympy.Piecewise((0, sympy.Eq(t, 0)), (1 - c / t, True)), "C": OCCURRING["C"]}
    macro_miss_rate = ClassSums(lambda R, C, N, n: R / C, miss)
    assert "lower is better" in pi_proof(macro_miss_rate, -1)
    # balanced accuracy itself declared lower-is-better fails PI (a correct item raises a recall): no proof
    assert pi_proof(ClassSums(lambda R, C, N, n: R / C, OCCURRING), -1) is None
    registered("macro_miss_rate_occurring", structure=macro_miss_rate, higher_is_better=False)
    every = axioms.check("macro_miss_rate_occurring", ["PI"], classes=(2, 3), with_calibrated=False)["PI"].every_n
    assert (every.verdict, every.start, every.evidence["kind"]) == ("holds", 2, "proof")
    # the claim at n = 5 asked of the metric's own values, classes left out: [[1, 0, 0], ...] by hand below
    m = sympy.Matrix([[1, 0, 0, 0, 0], [1, 1, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]])
    assert macro_miss_rate.symbolic(m) == sympy.Rational(1, 4)  # classes 0, 1 occur: miss rates 1/2 and 0
    m[0, 0] += 1  # one more correct item of class 0: miss rate 1/3, mean 1/6, lower (better)
    assert macro_miss_rate.symbolic(m) == sympy.Rational(1, 6)


@pytest.mark.parametrize("empty, invariant", [(sympy.Integer(1), True), (sympy.Integer(0), True), (r / (r + 1), False)])
def test_a_recall_in_pieces_is_prevalence_invariant_when_an_empty_class_scores_a_constant(empty, invariant):
    # scaling column j by λ_j > 0 keeps t_j > 0 or t_j = 0; an empty class's r changes with the other columns, so
    # a piece reading r there (r/(r + 1)) is not invariant
    score = ClassMean(sympy.Piecewise((empty, sympy.Eq(t, 0)), (c / t, True)))
    assert (recall_like_score(score) is not None) == invariant


@pytest.mark.parametrize("condition, invariant", [(sympy.Eq(r, 0), True), (r > 1, False)])
def test_a_precision_in_pieces_is_scale_invariant_when_its_condition_is(condition, invariant):
    # scikit-learn's precision with zero_division=0: 0 where nothing is predicted (r = 0), else c/r. Multiplying every
    # count by s > 0 keeps r = 0 or r > 0, and c/r; it moves r across 1, so a piece on r > 1 is not scale invariant
    score = ClassMean(sympy.Piecewise((0, condition), (c / r, True)))
    assert scale_invariant_structure(score) == invariant


def test_weighted_precision_with_zero_division_1_fails_pv_for_every_n(registered):
    # on z = p = (1 − (n − 1)ε, ε, …, ε) every class is predicted, so each precision is c/r = N z_k p_k/(N z_k) = p_k
    # and the weighted mean is Σ_k p_k·p_k = (1 − (n − 1)ε)² + (n − 1)ε² → 1, the perfect score, as ε → 0+
    registered("weighted_precision_or_1", structure=WeightedMean(sympy.Piecewise((1, sympy.Eq(r, 0)), (c / r, True))),
               higher_is_better=True)
    every = axioms.check("weighted_precision_or_1", ["PV"], classes=(2,), with_calibrated=False)["PV"].every_n
    assert (every.verdict, every.start, every.evidence["kind"]) == ("fails", 2, "proof")
    assert "Lemma O" in every.evidence["method"] and "c, r, t > 0" in every.evidence["method"]


def _implied_exponent(metric, matrix, cells):
    """p = 1 − f·f_ab/(f_a·f_b) of the metric's symbolic form at the matrix, the two cells free (plain sympy)."""
    x, y = sympy.symbols("x y")
    M = sympy.Matrix(matrix)
    (i, j), (u, v) = cells
    point = {x: M[i, j], y: M[u, v]}
    M[i, j], M[u, v] = x, y
    f = sympy.sympify(metric.symbolic(M))
    f0, fa, fb, fab = (sympy.simplify(e.subs(point))
                       for e in (f, sympy.diff(f, x), sympy.diff(f, y), sympy.diff(f, x, y)))
    return sympy.simplify(1 - f0 * fab / (fa * fb))


@pytest.mark.filterwarnings("ignore")
def test_weighted_f1_with_zero_division_fails_piii_for_every_n_main_and_calibrated(registered):
    # scikit-learn's weighted F1 with zero_division=1: Σ_k t_k g_k / N, g = 2c/(r + t), 1 where r + t = 0. An empty
    # class adds t·g = 0 to the sum and nothing to N (Lemma D3); metric~ is read through the piece it takes near
    # Lemma D4's witnesses, where every class has r + t > 0
    registered("weighted_f1_or_1",
               structure=WeightedMean(sympy.Piecewise((1, sympy.Eq(r + t, 0)), (2 * c / (r + t), True))),
               higher_is_better=True)
    verdict = axioms.check("weighted_f1_or_1", ["PIII"], classes=(2, 3))["PIII"]
    main, calibrated = verdict.every_n, verdict.after_calibration.every_n
    assert (main.verdict, main.start) == ("fails", 2) and "Lemma D3" in main.evidence["method"]
    assert (calibrated.verdict, calibrated.start) == ("fails", 2) and "Lemma D4" in calibrated.evidence["method"]
    # the refutation at n = 5, main: the padded matrices score what scikit-learn scores on their labels
    record = main.at(5).counterexample
    for matrix, value in zip(record["padded_matrices"], record["values"]):
        expected = f1_score(*_labels(matrix), labels=list(range(5)), average="weighted", zero_division=1)
        assert float(sympy.Rational(value)) == pytest.approx(expected, abs=1e-12)
    # calibrated, at n = 4: the two exponents are those the calibrated form forces, recomputed with plain sympy
    record = calibrated.at(4).counterexample
    metric = metrics.get("weighted_f1_or_1").calibrated
    for matrix, cells, p in zip(record["matrices"], record["cells"], record["p"]):
        assert sympy.simplify(_implied_exponent(metric, matrix, cells) - sympy.sympify(p)) == 0
    assert record["p"][0] != record["p"][1]


def test_a_score_in_pieces_is_read_through_the_piece_it_takes_at_every_n():
    n, total = sympy.Symbol("n", positive=True, integer=True), sympy.Symbol("N", positive=True)
    # √(N⁴(n − 1)²/n²) = N²(n − 1)/n > 0 for every n ≥ 2: the second piece; n > 3 holds from n = 4 only: undecided
    assert piece_at_every_n(sympy.Piecewise((0, sympy.Eq(sympy.sqrt(total**4 * (n - 1) ** 2 / n**2), 0)),
                                            (1, True))) == 1
    assert piece_at_every_n(sympy.Piecewise((0, n > 3), (1, True))) is None


def test_scikit_learn_mcc_with_0_where_undefined_is_decided_for_every_n(registered):
    # MCC = (D N − Σ r_k t_k)/√((N² − Σ r_k²)(N² − Σ t_k²)), 0 where the root is 0 (scikit-learn's matthews_corrcoef)
    def mcc_or_0(D, RT, RR, TT, N, n):
        root = sympy.sqrt((N * N - RR) * (N * N - TT))
        return sympy.Piecewise((0, sympy.Eq(root, 0)), ((D * N - RT) / root, True))

    registered("mcc_or_0", structure=ClassSums(mcc_or_0, {"D": c, "RT": r * t, "RR": r * r, "TT": t * t}),
               higher_is_better=True)
    verdicts = axioms.check("mcc_or_0", ["PIV", "PV"], classes=(2, 3))
    # the perfect classifier (c = r = t = N/n per class): D = N, Σ r t = Σ r² = Σ t² = N²/n, so the root is
    # N²(n − 1)/n > 0 and MCC = (N² − N²/n)/(N²(n − 1)/n) = 1 at every n: the metric is defined at every n
    assert "the perfect classifier scores 1" in verdicts["PIV"].after_calibration.every_n.evidence["method"]
    assert verdicts["PIV"].after_calibration.every_n.verdict == "holds"
    # a random classifier s·z pᵀ: D = N Σ z p and Σ r t = N² Σ z p, so D N − Σ r t = 0 and both pieces are 0
    pv = verdicts["PV"].every_n
    assert (pv.verdict, pv.start) == ("holds", 2) and pv.at(9).extra["value"] == 0


def test_a_positive_factor_of_a_condition_is_dropped():
    total, z = sympy.Symbol("N", positive=True), sympy.Symbol("z")
    assert (without_positive_factor(sympy.Piecewise((0, sympy.Eq(total * z, 0)), (1, True)), total)
            == sympy.Piecewise((0, sympy.Eq(z, 0)), (1, True)))
    assert without_positive_factor(sympy.Gt(total**2 * z, 0), total) == sympy.Gt(z, 0)
    assert without_positive_factor(sympy.Eq(total + z, 0), total) == sympy.Eq(total + z, 0)  # a sum: no factor to drop


def test_macro_precision_with_zero_division_0_is_bounded_by_1_over_n_for_every_n(registered):
    # a random classifier s·z pᵀ: a class predicted (z_k > 0) has precision N z_k p_k/(N z_k) = p_k, one never predicted
    # scores 0, so the mean is Σ_{z_k > 0} p_k / n ≤ 1/n, equal to 1/n when every class is predicted; the trivial
    # classifier z = (1, 0, …, 0) with p uniform scores (1/n)/n = 1/n² < 1/n: bounded, not strict
    registered("macro_precision_or_0", structure=ClassMean(sympy.Piecewise((0, sympy.Eq(r, 0)), (c / r, True))),
               higher_is_better=True)
    every = axioms.check("macro_precision_or_0", ["PV"], classes=(2, 3), with_calibrated=False)["PV"].every_n
    assert (every.verdict, every.start) == ("holds", 2) and every.evidence["strength"] == "bounded"
    assert every.at(6).extra["value"] == sympy.Rational(1, 6) and "z = (1, 0, …, 0)" in every.evidence["method"]


def test_a_condition_is_decided_near_a_point_only_where_it_cannot_change_there():
    x = sympy.Symbol("x")
    starts = []
    # √(x + 1) = √2 at x = 1: positive nearby, never 0; k + x = k + 1 > 0 for every k ≥ 0
    assert holds_near(sympy.Eq(sympy.sqrt(x + 1), 0), {x: 1}, starts) is False
    assert holds_near(sympy.Gt(K + x, 0), {x: 1}, starts) is True and starts == [0, 0, 0]
    # 1 + √(x − 1) is 1 at x = 1, but not real for x < 1: not decided; x − 1 is 0 there: not decided
    assert holds_near(sympy.Eq(1 + sympy.sqrt(x - 1), 0), {x: 1}, []) is None
    assert holds_near(sympy.Gt(x - 1, 0), {x: 1}, []) is None


# --------------------------------------------------------------------------- found in review: each once proved wrongly
def test_lemma_4_reads_a_sum_of_scores_that_may_be_negative():
    # g = c/t − 1/4 and F = (R + 1)²: at n = 5 five classes of recall 0 give R = −5/4, F = 1/16; one more correct
    # item at m[0][0] (4 true items there) gives R = −5/4 + 1/5 = −21/20, F = 1/400: lower. z3 had been asked
    # only about R ≥ 0
    shifted = {"R": sympy.Piecewise((0, sympy.Eq(t, 0)), (c / t - sympy.Rational(1, 4), True)), "C": OCCURRING["C"]}
    structure = ClassSums(lambda R, C, N, n: (R + 1) ** 2, shifted)
    before = [[4 if j == (i + 1) % 5 else 0 for j in range(5)] for i in range(5)]
    after = [row[:] for row in before]
    after[0][0] += 1
    assert (structure.symbolic(sympy.Matrix(before)) == sympy.Rational(1, 16)
            and structure.symbolic(sympy.Matrix(after)) == sympy.Rational(1, 400))
    assert pi_proof(structure, 1) is None


def test_a_discontinuous_condition_is_not_decided_near_a_point():
    # sign(x − 1)² < 1/2 holds at x = 1 only; floor(x) − 1/2 > 0 fails just below x = 1
    x = sympy.Symbol("x")
    assert holds_near(sympy.Lt(sympy.sign(x - 1) ** 2, sympy.Rational(1, 2)), {x: 1}, []) is None
    assert holds_near(sympy.Gt(sympy.floor(x) - sympy.Rational(1, 2), 0), {x: 1}, []) is None


def test_a_weighted_mean_undefined_at_an_empty_class_is_not_padded_with_empty_classes():
    # g = c·N/(t·(N + r)) is 0/0 at c = t = 0, so the weighted mean's term 0·g is NaN there, although t·g
    # cancels to c·N/(N + r)
    assert not empty_classes_change_nothing(WeightedMean(c * N / (t * (N + r))))
    assert empty_classes_change_nothing(WeightedMean(sympy.Piecewise((1, sympy.Eq(r + t, 0)), (2 * c / (r + t), True))))
