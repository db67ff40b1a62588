"""Facts from Sebastiani (ICTIR 2015) and Vickers et al. checked against the catalogue.

Expected values come from the papers or from independent computations, never from the
implementation's own output. Matrices: rows = predictions, columns = truth; binary
``[[TP, FP], [FN, TN]]``.
"""

from fractions import Fraction
import math

import numpy as np
import pytest
import sympy

import axioms
import metrics
from metrics.errors import InvalidMatrixError, UsageError
from metrics.papers.sebastiani import (
    cost_sensitive_contribution,
    cost_sensitive_k,
    e_alpha,
    f_beta,
    ordinal_costs,
)

RNG = np.random.default_rng(20150927)


def _batch(n, size=300, high=4):
    """Random integer matrices, many with zero cells, rows and columns; the same for the same arguments, whichever
    tests ran before in this process (a shared generator made a test's batch depend on the order)."""
    return np.random.default_rng((20150927, n, size, high)).integers(0, high, size=(size, n, n)).astype(float)


def _binary_cells(b):
    return b[:, 0, 0], b[:, 0, 1], b[:, 1, 0], b[:, 1, 1]


def test_nit_is_numeric_only():
    assert metrics.get("nit").symbolic is None


def _own_metrics():
    names = [
        "balanced_accuracy", "informedness", "recall", "fnr", "precision", "fdr",
        "fallout", "specificity", "npv", "elusion", "dor", "lam", "asp", "f1", "f2", "f05",
        "sebastiani_k",
    ]
    factories = [f_beta(0.3), f_beta(3), e_alpha(0.5), e_alpha(0.2), cost_sensitive_k(ordinal_costs(3))]
    return [metrics.get(name) for name in names] + factories


# --- symbolic and numeric forms agree, NaN where undefined ----------------------------


@pytest.mark.parametrize("metric", _own_metrics(), ids=lambda m: m.name)
def test_symbolic_agrees_with_numeric_on_integer_matrices(metric):
    for n in (2, 3):
        if not metric.applies_to(n) or (metric.name.startswith("cost_sensitive") and n != 3):
            continue
        batch = _batch(n, size=60, high=3)
        numeric = metric(batch)
        for m, value in zip(batch, numeric):
            exact = metric.exact(m.astype(int).tolist())
            if exact is None:
                assert np.isnan(value), (metric.name, m)
            else:
                assert value == pytest.approx(float(exact)), (metric.name, m)


def test_every_binary_metric_rejects_a_three_class_matrix():
    binary = [m for m in metrics.catalogue() if m.binary] + [f_beta(2), e_alpha(0.3)]
    assert {"recall", "precision", "dor", "lam", "asp", "f1", "f2", "f05"} <= {m.name for m in binary}
    for metric in binary:
        with pytest.raises(InvalidMatrixError):
            metric(np.ones((3, 3)))


# --- Sebastiani, Table 1 -----------------------------------------------------------


def test_table_1_rates_against_their_definitions():
    b = _batch(2)
    tp, fp, fn, tn = _binary_cells(b)
    with np.errstate(divide="ignore", invalid="ignore"):
        expected = {
            "recall": tp / (tp + fn), "fnr": fn / (tp + fn), "precision": tp / (tp + fp),
            "fdr": fp / (tp + fp), "fallout": fp / (fp + tn), "specificity": tn / (fp + tn),
            "npv": tn / (fn + tn), "elusion": fn / (fn + tn),
        }
    for name, values in expected.items():
        np.testing.assert_allclose(metrics.get(name)(b), values, err_msg=name)
    for name in ("fnr", "fdr", "fallout", "elusion"):
        assert not metrics.get(name).higher_is_better


def test_table_1_complements():
    b = _batch(2)
    pairs = (("recall", "fnr"), ("precision", "fdr"), ("specificity", "fallout"), ("npv", "elusion"))
    for good, bad in pairs:
        total = metrics.get(good)(b) + metrics.get(bad)(b)
        defined = ~np.isnan(total)
        assert defined.any() and not defined.all()
        np.testing.assert_allclose(total[defined], 1.0)


# --- Sebastiani, Table 2 and §4 properties --------------------------------------------


def test_f1_is_zero_without_true_positives_whatever_fp():
    """Property 4.1: TP = 0 and FN > 0 gives F1 = 0 for every FP."""
    f1 = metrics.get("f1")
    for fp in (0, 1, 7, 1000):
        assert f1([[0, fp], [3, 5]]) == 0


def test_f1_of_the_trivial_acceptor():
    """Property 4.4: the trivial acceptor (everything positive) has F1 = 2AP / (2AP + AN)."""
    for ap, an in ((1, 9), (5, 5), (30, 2)):
        assert metrics.get("f1")([[ap, an], [0, 0]]) == pytest.approx(2 * ap / (2 * ap + an))


def test_accuracy_and_asp_of_the_trivial_acceptor():
    """Property 4.10: accuracy and ASP of the trivial acceptor both equal AP / |D|."""
    for ap, an in ((1, 9), (5, 5), (30, 2)):
        m = [[ap, an], [0, 0]]
        assert metrics.get("accuracy")(m) == pytest.approx(ap / (ap + an))
        assert metrics.get("asp")(m) == pytest.approx(ap / (ap + an))


def test_f1_and_asp_against_definitions():
    b = _batch(2)
    tp, fp, fn, tn = _binary_cells(b)
    with np.errstate(divide="ignore", invalid="ignore"):
        np.testing.assert_allclose(metrics.get("f1")(b), 2 * tp / (2 * tp + fp + fn))
        np.testing.assert_allclose(metrics.get("asp")(b), (tp / (tp + fp)) * (tp / (tp + fn)))
    assert np.isnan(metrics.get("f1")([[0, 0], [0, 4]]))


def test_f_beta_family():
    b = _batch(2)
    tp, fp, fn, tn = _binary_cells(b)
    np.testing.assert_allclose(f_beta(1)(b), metrics.get("f1")(b))
    np.testing.assert_allclose(e_alpha(0.5)(b), 1 - metrics.get("f1")(b))
    np.testing.assert_allclose(f_beta(2)(b), metrics.get("f2")(b))
    np.testing.assert_allclose(f_beta(0.5)(b), metrics.get("f05")(b))
    assert f_beta(2).parameters == {"beta": 2} and e_alpha(0.25).parameters == {"alpha": 0.25}
    # Weighted harmonic mean of precision and recall where both are positive.
    ok = tp > 0
    precision, recall = tp[ok] / (tp + fp)[ok], tp[ok] / (tp + fn)[ok]
    for beta in (0.5, 2, 3):
        alpha = 1 / (1 + beta**2)
        harmonic = 1 / (alpha / precision + (1 - alpha) / recall)
        np.testing.assert_allclose(f_beta(beta)(b)[ok], harmonic)
        np.testing.assert_allclose(e_alpha(alpha)(b)[ok], 1 - harmonic, atol=1e-12)
    # F_0 is precision; E_1 is 1 - precision, E_0 is 1 - recall.
    np.testing.assert_allclose(f_beta(0)(b), metrics.get("precision")(b))
    np.testing.assert_allclose(e_alpha(1)(b), 1 - metrics.get("precision")(b))
    np.testing.assert_allclose(e_alpha(0)(b), 1 - metrics.get("recall")(b))
    assert not e_alpha(0.5).higher_is_better


@pytest.mark.parametrize(
    "factory, bad",
    [(f_beta, -1), (f_beta, math.inf), (f_beta, "2"), (e_alpha, 1.5), (e_alpha, -0.1), (e_alpha, math.nan)],
)
def test_f_beta_e_alpha_reject_bad_parameters(factory, bad):
    name = "beta" if factory is f_beta else "alpha"
    with pytest.raises(UsageError, match=f"{name}="):
        factory(bad)


def test_lam_against_its_logit_definition():
    def logit(x):
        return math.log(x / (1 - x))

    for tp, fp, fn, tn in ((5, 1, 2, 9), (1, 3, 3, 1), (10, 7, 1, 2), (4, 4, 4, 4)):
        fpr, fnr = fp / (fp + tn), fn / (fn + tp)
        expected = 1 / (1 + math.exp(-(logit(fpr) + logit(fnr)) / 2))
        assert metrics.get("lam")([[tp, fp], [fn, tn]]) == pytest.approx(expected)
    assert metrics.get("lam")([[4, 0], [3, 2]]) == 0  # logit(FPR) = -inf
    assert np.isnan(metrics.get("lam")([[0, 1], [2, 3]]))  # TP = 0
    assert not metrics.get("lam").higher_is_better


def test_dor():
    assert metrics.get("dor")([[6, 2], [3, 4]]) == pytest.approx(6 * 4 / (2 * 3))
    assert np.isnan(metrics.get("dor")([[6, 0], [3, 4]]))
    assert np.isnan(metrics.get("dor")([[0, 0], [3, 4]]))
    assert metrics.get("dor").value_range == (0, math.inf)


# --- Sebastiani's K -------------------------------------------------------------------


def test_k_binary_cases_of_eq_5():
    b = _batch(2, size=500, high=5)
    tp, fp, fn, tn = _binary_cells(b)
    k = metrics.get("sebastiani_k")(b)
    ap, an = tp + fn, fp + tn
    both = (ap > 0) & (an > 0)
    np.testing.assert_allclose(k[both], tp[both] / ap[both] + tn[both] / an[both] - 1)
    no_pos = (ap == 0) & (an > 0)
    np.testing.assert_allclose(k[no_pos], 2 * tn[no_pos] / an[no_pos] - 1)
    no_neg = (an == 0) & (ap > 0)
    np.testing.assert_allclose(k[no_neg], 2 * tp[no_neg] / ap[no_neg] - 1)
    assert np.isnan(k[(ap == 0) & (an == 0)]).all()
    assert no_pos.any() and no_neg.any()


def test_k_reference_classifiers():
    """§5, §8: perfect 1, pervert -1, trivial acceptor and rejector 0."""
    k = metrics.get("sebastiani_k")
    assert k([[7, 0], [0, 3]]) == 1
    assert k([[0, 3], [7, 0]]) == -1
    assert k([[7, 3], [0, 0]]) == 0
    assert k([[0, 0], [7, 3]]) == 0
    assert k(np.diag([4.0, 1, 9, 2])) == pytest.approx(1)
    trivial = np.zeros((4, 4))
    trivial[2] = [4, 1, 9, 2]  # every item predicted class 2
    assert k(trivial) == pytest.approx(0)
    assert np.isnan(k(np.zeros((3, 3))))


def test_k_multiclass_against_eq_10():
    for n in (3, 4):
        b = _batch(n, size=200)
        expected = []
        for m in b:
            prevalences = m.sum(axis=0)
            recalls = [m[j, j] / prevalences[j] for j in range(n) if prevalences[j] > 0]
            expected.append(n / (n - 1) * np.mean(recalls) - 1 / (n - 1) if recalls else np.nan)
        np.testing.assert_allclose(metrics.get("sebastiani_k")(b), expected, atol=1e-12)  # float rounding of an exact 0


# --- Cost-sensitive K (Eq. 11, Example 6.1) --------------------------------------------


def test_example_6_1_contributions():
    """Five ordinal classes c1..c5 (indices 0..4), Δ(c_i, c_i+1) = 1, absolute error."""
    cost = ordinal_costs(5)
    c1, c2, c3, c4 = 0, 1, 2, 3
    assert cost_sensitive_contribution(c3, c3, cost) == Fraction(1)
    assert cost_sensitive_contribution(c2, c3, cost) == Fraction(1, 2)
    assert cost_sensitive_contribution(c1, c3, cost) == Fraction(0)
    assert cost_sensitive_contribution(c3, c4, cost) == Fraction(2, 3)
    assert isinstance(cost_sensitive_contribution(c3, c4, cost), Fraction)
    recall_c3 = sum(cost_sensitive_contribution(p, c3, cost) for p in (c3, c2, c1)) / 3
    assert recall_c3 == Fraction(1, 2)
    # Only c3 occurs, so K = 5/4 · 1/2 − 1/4 (Eq. 10).
    m = np.zeros((5, 5), dtype=int)
    m[[c3, c2, c1], c3] = 1
    metric = cost_sensitive_k(cost)
    assert metric.exact(m.tolist()) == sympy.Rational(3, 8)
    assert metric(m) == pytest.approx(3 / 8)


def test_a_cost_sensitive_k_is_checked_in_worker_processes_at_the_class_count_of_its_cost_matrix():
    """The ordinal K over 3 classes raises for any other n; ordering the worker tasks by the size of its form at
    n = 4 ended `axiometrics paper sebastiani2015` (two workers, the default on two cores) with a usage error."""
    from reports import build_report

    ordinal = cost_sensitive_k(ordinal_costs(3))
    with pytest.raises(InvalidMatrixError):
        ordinal.expression(4)
    report = build_report([ordinal, "accuracy"], ["SYM"], classes=(3,), with_calibrated=False, jobs=2)
    assert report["metrics"][ordinal.name]["SYM"]["verdict"] == "holds"


def test_sym_of_a_cost_sensitive_k_relabels_its_costs_too():
    """Sebastiani §6.2 carries SYM over to K with costs: a relabelling of the problem relabels the costs. With the
    ordinal costs |i - j| of three classes only the reversal π = (2, 1, 0) leaves them unchanged (π = (0, 2, 1)
    makes classes 0 and 1 two steps apart). By hand, with K = (3/2) mean ρ - 1/2 over the classes that occur
    (Eq. 10, n = 3): m = [[0,0,0],[0,0,0],[0,1,0]] (one item of class 1 predicted as 2, a step of at most one:
    credit 0, ρ_1 = 0) scores -1/2; the reversal maps it to [[0,1,0],[0,0,0],[0,0,0]], the same error mirrored:
    -1/2 again. The swap (0, 2, 1) maps it to [[0,0,0],[0,0,1],[0,0,0]], an item of class 2 predicted as 1, one
    step of at most two: ρ_2 = 1/2, K = 1/4; that pair compares two cost problems, no counterexample to SYM."""
    half = sympy.Rational(1, 2)
    ordinal = cost_sensitive_k(ordinal_costs(3))
    assert ordinal.exact([[0, 0, 0], [0, 0, 0], [0, 1, 0]]) == ordinal.exact([[0, 1, 0], [0, 0, 0], [0, 0, 0]]) == -half
    assert ordinal.exact([[0, 0, 0], [0, 0, 1], [0, 0, 0]]) == half / 2
    v = axioms.check(ordinal, ["SYM"], classes=(3,), with_calibrated=False)["SYM"]
    assert (v.verdict, v.evidence["kind"]) == ("holds", "proof")
    assert "[(2, 1, 0)]" in v.evidence["method"]
    unit = cost_sensitive_k([[0, 1, 1], [1, 0, 1], [1, 1, 0]])  # every relabelling keeps unit costs
    method = axioms.check(unit, ["SYM"], classes=(3,), with_calibrated=False)["SYM"].evidence["method"]
    assert "[(0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)]" in method  # the five other than the identity
    lopsided = cost_sensitive_k([[0, 1, 3], [1, 0, 1], [2, 1, 0]])  # Δ(0, 2) = 3 ≠ Δ(2, 0) = 2: no relabelling keeps it
    assert axioms.check(lopsided, ["SYM"], classes=(3,), with_calibrated=False)["SYM"].verdict == "not_applicable"


def test_piii_reads_every_relabelling_whatever_costs_the_metric_declares():
    """PIII in Opitz's reading asks for the same score formula for every class: invariance under every relabelling,
    which SYM's cost-keeping relabellings are not (review 13e: PIII printed "relabelling invariance proved" for the
    ordinal K from the reversal alone). By hand (the test above): [[0,0,0],[0,0,0],[0,1,0]] scores -1/2 and its
    relabelling by π = (0, 2, 1), [[0,0,0],[0,0,1],[0,0,0]], scores 1/4, so the three classes' recalls are not one
    formula (class 1's credit for a one-step error is 0, class 2's is 1/2)."""
    ordinal = cost_sensitive_k(ordinal_costs(3))
    assert ordinal.exact([[0, 0, 0], [0, 0, 0], [0, 1, 0]]) != ordinal.exact([[0, 0, 0], [0, 0, 1], [0, 0, 0]])
    v = axioms.check(ordinal, ["PIII"], classes=(3,), with_calibrated=False)["PIII"]
    assert v.verdict == "fails" and "not the same score formula for every class" in v.detail


def test_two_cost_sensitive_ks_need_two_names_in_one_report():
    """A report has one row per name: the ordinal and the unit-cost K, both named cost_sensitive_k_AE, used to leave one
    row, the last one's verdicts under the name of both (review 13e)."""
    from metrics.errors import UsageError
    from reports.report import build_report

    ordinal, unit = cost_sensitive_k(ordinal_costs(3)), cost_sensitive_k([[0, 1, 1], [1, 0, 1], [1, 1, 0]])
    with pytest.raises(UsageError, match="two different metrics are named 'cost_sensitive_k_AE'"):
        build_report([ordinal, unit], ["SYM"], classes=(3,), with_calibrated=False)
    named = cost_sensitive_k([[0, 1, 1], [1, 0, 1], [1, 1, 0]], name="unit_cost_k")
    rows = build_report([ordinal, named], ["SYM"], classes=(3,), with_calibrated=False)["metrics"]
    assert list(rows) == ["cost_sensitive_k_AE", "unit_cost_k"]


def test_costs_of_another_size_than_the_class_count_are_named_as_the_error(registered):
    """SYM relabels a metric's costs with its classes; a 3 x 3 cost matrix declared by a metric checked at n = 2 gave
    the error cell "IndexError: index 2 is out of bounds" (review 13e)."""
    def mae(M):
        n = M.shape[0]
        return sum(abs(i - j) * M[i, j] for i in range(n) for j in range(n)) / sum(M)

    registered("mae_with_costs", symbolic=mae, higher_is_better=False, checks=False,
               parameters={"cost": ((0, 1, 2), (1, 0, 1), (2, 1, 0))})
    v = axioms.check("mae_with_costs", ["SYM"], classes=(2,), with_calibrated=False)["SYM"]
    assert v.verdict == "error" and "3 x 3 cost matrix" in v.detail and "n=2" in v.detail


def test_squared_error_contributions():
    cost = ordinal_costs(5)
    assert cost_sensitive_contribution(1, 2, cost, error="SE") == Fraction(3, 4)  # 1 − 1/4
    assert cost_sensitive_contribution(0, 2, cost, error="SE") == 0
    assert cost_sensitive_contribution(2, 3, cost, error="SE") == Fraction(8, 9)  # 1 − 1/9


def test_unit_costs_give_sebastiani_k():
    for n in (2, 3, 4):
        unit = np.ones((n, n)) - np.eye(n)
        b = _batch(n, size=200)
        for error in ("AE", "SE"):
            np.testing.assert_allclose(cost_sensitive_k(unit, error)(b), metrics.get("sebastiani_k")(b),
                                       atol=1e-12)  # K = 0 computed two ways: -5.6e-17 is rounding


def test_cost_sensitive_k_against_eq_11():
    n = 4
    cost = ordinal_costs(n)
    b = _batch(n, size=100)
    expected = []
    for m in b:
        recalls = []
        for j in range(n):
            if m[:, j].sum() > 0:
                worst = max(abs(i - j) ** 2 for i in range(n))
                recalls.append(sum(m[i, j] * (1 - abs(i - j) ** 2 / worst) for i in range(n)) / m[:, j].sum())
        expected.append(n / (n - 1) * np.mean(recalls) - 1 / (n - 1) if recalls else np.nan)
    np.testing.assert_allclose(cost_sensitive_k(cost, error="SE")(b), expected)


def test_ordinal_costs():
    np.testing.assert_array_equal(ordinal_costs(3), [[0, 1, 2], [1, 0, 1], [2, 1, 0]])
    for bad in (1, 2.5, "3", True):
        with pytest.raises(UsageError, match="n="):
            ordinal_costs(bad)


@pytest.mark.parametrize(
    "kwargs, fragment",
    [
        ({"cost": ordinal_costs(3), "error": "MSE"}, "error='MSE'"),
        ({"cost": [[0, 1], [1, 0], [1, 1]]}, "cost="),
        ({"cost": [[0]]}, "cost="),
        ({"cost": [[1, 1], [1, 0]]}, "cost[0][0]=1"),
        ({"cost": [[0, -1], [1, 0]]}, "cost[0][1]=-1"),
        ({"cost": [[0, 1], [0, 0]]}, "column j=0"),
        ({"cost": [[0, "x"], [1, 0]]}, "cost="),
        ({"cost": [[0, math.nan], [1, 0]]}, "cost="),
    ],
)
def test_cost_sensitive_k_rejects_bad_arguments(kwargs, fragment):
    with pytest.raises(UsageError, match="accepted") as info:
        cost_sensitive_k(**kwargs)
    assert fragment in str(info.value)


def test_cost_sensitive_arguments_are_checked():
    with pytest.raises(UsageError, match="predicted=5"):
        cost_sensitive_contribution(5, 0, ordinal_costs(3))
    with pytest.raises(UsageError, match="true=-1"):
        cost_sensitive_contribution(0, -1, ordinal_costs(3))
    metric = cost_sensitive_k(ordinal_costs(3))
    with pytest.raises(InvalidMatrixError, match="n=4"):
        metric(np.ones((4, 4)))


# --- Vickers et al.: informedness, balanced accuracy, NIT -----------------------------


def _simulated(p, q):
    """Vickers' simulated classifier: with probability q the true class, else a draw from p."""
    p = np.asarray(p, dtype=float)
    return q * np.diag(p) + (1 - q) * np.outer(p, p)


def test_informedness_is_youden_j_for_two_classes():
    b = _batch(2, size=500, high=6)
    tp, fp, fn, tn = _binary_cells(b)
    with np.errstate(divide="ignore", invalid="ignore"):
        youden = tp / (tp + fn) + tn / (fp + tn) - 1
    np.testing.assert_allclose(metrics.get("informedness")(b), youden)


@pytest.mark.parametrize("p", [[0.5, 0.5], [0.9, 0.1], [0.25, 0.25, 0.25, 0.25], [0.7, 0.1, 0.15, 0.05]])
@pytest.mark.parametrize("q", [0.0, 0.2, 0.5, 0.9, 1.0])
def test_informedness_recovers_the_skill_of_the_simulated_classifier(p, q):
    assert metrics.get("informedness")(_simulated(p, q)) == pytest.approx(q, abs=1e-12)


def test_informedness_exact_on_the_simulated_classifier():
    p = [sympy.Rational(1, 2), sympy.Rational(1, 3), sympy.Rational(1, 6)]
    q = sympy.Rational(2, 5)
    m = [[(q if i == j else 0) * p[j] + (1 - q) * p[i] * p[j] for j in range(3)] for i in range(3)]
    assert metrics.get("informedness").exact(m) == q


def test_random_classifiers_have_zero_informedness_and_nit_one_over_n():
    for n in (2, 3, 5):
        for _ in range(5):
            z, p = RNG.dirichlet(np.ones(n)), RNG.dirichlet(np.ones(n))
            m = 100 * np.outer(z, p)
            assert metrics.get("informedness")(m) == pytest.approx(0, abs=1e-12)
            assert metrics.get("nit")(m) == pytest.approx(1 / n)


def test_nit_against_entropies():
    def entropy(x):
        x = x[x > 0] / x.sum()
        return -(x * np.log2(x)).sum()

    for n in (2, 3, 4):
        b = _batch(n, size=50)
        b[0] = 0
        expected = [
            2 ** (entropy(m.sum(1)) + entropy(m.sum(0)) - entropy(m.ravel())) / n if m.sum() else np.nan for m in b
        ]
        np.testing.assert_allclose(metrics.get("nit")(b), expected)


def test_nit_of_a_perfect_classifier_on_uniform_classes_is_one():
    for n in (2, 3, 6):
        assert metrics.get("nit")(7 * np.eye(n)) == pytest.approx(1)


def test_informedness_undefined_when_a_class_is_absent_or_everything():
    assert np.isnan(metrics.get("informedness")([[3, 0, 0], [0, 2, 0], [1, 1, 0]]))
    assert np.isnan(metrics.get("informedness")([[3, 0], [2, 0]]))
    assert np.isnan(metrics.get("nit")(np.zeros((2, 2))))


def test_balanced_accuracy_is_the_mean_recall():
    for n in (2, 3):
        b = _batch(n)
        with np.errstate(divide="ignore", invalid="ignore"):
            expected = (np.diagonal(b, axis1=-2, axis2=-1) / b.sum(axis=-2)).mean(-1)
        np.testing.assert_allclose(metrics.get("balanced_accuracy")(b), expected)
        np.testing.assert_allclose(metrics.get("balanced_accuracy")(b), metrics.get("macro_recall")(b))


def test_informedness_is_powers_bookmaker_on_an_asymmetric_matrix():
    # Vickers et al. Eq. 4-5 item by item: a prediction of class c wins 1/p(c) when right and
    # loses 1/(1 - p(c)) when wrong (p = true-class prevalence); the gains of the items
    # predicted c, divided by N, are weighted by the share of predictions that are c.
    m = [[7, 2, 5], [1, 9, 0], [4, 3, 6]]  # rows = predictions, columns = truth; not symmetric
    n, total = 3, sum(map(sum, m))
    prevalence = [Fraction(sum(m[i][j] for i in range(n)), total) for j in range(n)]
    informedness = Fraction(0)
    for c in range(n):
        predicted_c = sum(m[c])
        gain = sum(m[c][y] * (1 / prevalence[c] if y == c else -1 / (1 - prevalence[c])) for y in range(n))
        informedness += Fraction(predicted_c, total) * gain / total
    assert metrics.get("informedness").exact(m) == sympy.Rational(informedness.numerator, informedness.denominator)
    # the transposed (truth-weighted) reading gives another number: the orientation matters
    assert metrics.get("informedness").exact([list(r) for r in zip(*m)]) != metrics.get("informedness").exact(m)
