"""Issue #18 item 19: no ordinary metric takes minutes; the work of a check is bounded by counts.

No timing here (speed belongs in benchmarks/bench_user_metrics.py): these tests check what the
bounds are and that the evidence states them.
"""

import time

import numpy as np
import pytest
import sympy

import axioms
from axioms.arithmetic.certify import numeric_form
from axioms.search.cost import sized_to_cost
from metrics import cell_symbols
from metrics._labels import label_batch
from metrics._registry import make_metric
from metrics.errors import UsageError


def _max_precision(M):
    """The larger of the two precisions, as a user writes it (sympy Max)."""
    tp, fp, fn, tn = M[0, 0], M[0, 1], M[1, 0], M[1, 1]
    return sympy.Max(tp / (tp + fp), tn / (tn + fn))


def test_a_calibrated_variant_is_read_in_its_metrics_original_form():
    """max_precision~ computes max_precision's numeric function (lambdify of the Max the user wrote)
    at the calibrated cells, so z3 must read that Max there, not the engine's Piecewise rewriting
    of it (which made PI of max_precision~ take 40 s of z3 at n = 2)."""
    metric = make_metric("max_precision", symbolic=_max_precision, binary=True)
    form = numeric_form(metric.calibrated, cell_symbols(2))
    assert isinstance(form, sympy.Max) and not form.has(sympy.Piecewise)
    # By hand, m = [[3, 1], [1, 1]]: column sums c = (4, 2), |S| = 6, λ = 6 / (2 c) = (3/4, 3/2),
    # calibrated cells [[9/4, 3/2], [3/4, 3/2]]: tp/(tp+fp) = (9/4)/(15/4) = 3/5,
    # tn/(tn+fn) = (3/2)/(9/4) = 2/3, so the max is 2/3.
    symbols = cell_symbols(2)
    at = {symbols[0, 0]: 3, symbols[0, 1]: 1, symbols[1, 0]: 1, symbols[1, 1]: 1}
    assert form.xreplace(at) == sympy.Rational(2, 3)


def test_pi_of_a_max_metrics_calibrated_variant_is_proved():
    """Both precisions grow with a correct item and shrink with an error, so their max does: PI
    holds for max_precision and for max_precision~ (calibration keeps each column's ratios), by proof."""
    metric = make_metric("max_precision", symbolic=_max_precision, binary=True)
    verdict = axioms.check(metric, ["PI"], classes=(2,))["PI"]
    assert (verdict.verdict, verdict.evidence["kind"]) == ("holds", "proof")
    calibrated = verdict.after_calibration
    assert (calibrated.verdict, calibrated.evidence["kind"]) == ("holds", "proof")


def _slow_accuracy(arr):
    """Accuracy that takes 1 ms per matrix (far above axioms.search.cost.SLOW): slow, like a label-based metric."""
    time.sleep(1e-3 * int(np.prod(arr.shape[:-2])))
    return np.trace(arr, axis1=-2, axis2=-1) / arr.sum(axis=(-2, -1))


def test_a_slow_metrics_search_sizes_are_a_function_of_a_count():
    """The sizes follow from settings.slow_metric_matrices alone, and the note states the count."""
    metric = make_metric("slow_accuracy", numeric=_slow_accuracy)
    sized, note = sized_to_cost(metric, (2,), axioms.Settings(slow_metric_matrices=300))
    # n = 2: G = max(2² + 1, 2 (3² - 3)) = 12 evaluations per enumerated matrix, F = 2² + 1 = 5 per
    # random one. Exhaustive entries 0..k with 12 (k+1)⁴ <= 300 / 2 would need k = 0, but the floor
    # keeps every 2 x 2 matrix with entries 0..2 (k = 2, 12 * 81 = 972 evaluations, past the count);
    # nothing is left for the random stage: (300 - 972) // (5 F) < 1, so one matrix per regime.
    assert (sized.exhaustive_bound(2), sized.search_size) == (2, 1)
    assert note["matrices_per_check"] == 300 and note["search_size"] == 1 and note["exhaustive_max"] == {"2": 2}
    assert "300 matrices per property and class count" in note["method"] and "floor" in note["method"]
    assert not any("second" in key for key in note)  # nothing measured, so nothing machine-dependent, is stated


def test_the_floor_holds_whatever_the_count():
    """Issue #27: a slow metric's exhaustive stage never drops below every matrix with entries 0..2 at
    n = 2 and 0..1 at n = 3 (a thinner search printed ✓* that a 3 x 3 matrix with entries <= 1 refutes)."""
    metric = make_metric("slow_accuracy", numeric=_slow_accuracy)
    sized, _ = sized_to_cost(metric, (2, 3), axioms.Settings(slow_metric_matrices=1))
    assert (sized.exhaustive_bound(2), sized.exhaustive_bound(3)) == (2, 1)
    quick = axioms.profile("quick", exhaustive_max=((2, 1), (3, 0)), slow_metric_matrices=1)
    sized, _ = sized_to_cost(metric, (2, 3), quick)  # a profile's own smaller bound is kept, not raised
    assert (sized.exhaustive_bound(2), sized.exhaustive_bound(3)) == (1, 0)


def test_the_evidence_of_a_slow_metric_states_its_count():
    metric = make_metric("slow_accuracy", numeric=_slow_accuracy)
    verdict = axioms.check(metric, ["PI"], classes=(2,), with_calibrated=False,
                           settings=axioms.Settings(slow_metric_matrices=300), identify=False)["PI"]
    assert verdict.evidence["sized_to_cost"]["matrices_per_check"] == 300
    assert verdict.evidence["budget"]["random_matrices"] == 5 * 1  # the search size derived by hand above
    assert verdict.evidence["budget"]["exhaustive_matrices"] == 81  # every 2 x 2 matrix with entries 0..2


def test_a_label_metric_checked_twice_is_sized_the_same_both_times(registered):
    """A label metric remembers its values; timing it again on the same (seeded) matrices timed those memories,
    so a second check at the same n took it for fast and searched its profile's 20,000 random matrices."""
    registered("_test_twice_sized", labels=lambda y_true, y_pred: float(np.mean(y_true == y_pred)))
    first, second = (axioms.check("_test_twice_sized", ["PI"], classes=(2,), with_calibrated=False,
                                  identify=False)["PI"]
                     for _ in range(2))
    assert "sized_to_cost" in first.evidence
    assert second.evidence == first.evidence


def test_timing_code_that_raises_counts_it_as_slow_instead_of_raising():
    """User code: a metric that raises on the timed batches is sized as slow (the floor still holds); what it raises
    is reported by the checks that evaluate it, not by the sizing."""
    from axioms.search.cost import seconds_per_matrix

    def out_of_memory(m):
        raise MemoryError("no room for this batch")

    metric = make_metric("raises_when_timed", numeric=out_of_memory)
    assert seconds_per_matrix(metric, 2, axioms.Settings()) == float("inf")


@pytest.mark.parametrize("count", [0, -5, 2.5])
def test_a_count_that_is_not_a_positive_integer_is_refused(count):
    with pytest.raises(UsageError, match="slow_metric_matrices"):
        axioms.profile("default", slow_metric_matrices=count)


def test_a_label_function_is_called_once_per_distinct_matrix():
    """A batch that repeats a matrix costs one call per distinct matrix, with the value repeated."""
    calls = []

    def accuracy(y_true, y_pred):
        calls.append(len(y_true))
        return float(np.mean(y_true == y_pred))

    numeric = label_batch(accuracy)
    calls.clear()  # (label_batch probes sample_weight only for functions that take it; none here)
    batch = np.array([[[2.0, 1.0], [0.0, 3.0]], [[1.0, 1.0], [1.0, 1.0]], [[2.0, 1.0], [0.0, 3.0]]])
    # accuracy = trace / total: 5/6, 2/4, 5/6
    assert numeric(batch).tolist() == pytest.approx([5 / 6, 1 / 2, 5 / 6])
    assert len(calls) == 2


def _abs_rate_gap(M):
    """1 - |TPR - TNR| as a user writes it (sympy Abs)."""
    tp, fp, fn, tn = M[0, 0], M[0, 1], M[1, 0], M[1, 1]
    return 1 - sympy.Abs(tp / (tp + fn) - tn / (tn + fp))


def test_pv_limit_is_taken_of_the_form_the_metric_computes_with():
    """sympy's limit of the engine's Piecewise rewriting of Abs at the calibrated cells raised
    ("Invalid NaN comparison") after seconds of work; the Abs as written has the limit.

    By hand, a = (t, 1): m = a aᵀ = [[t², t], [t, 1]], column sums (t² + t, t + 1), |S| = (t + 1)²,
    λ = |S| / (2 c) = ((t + 1) / (2t), (t + 1) / 2); calibrated cells tp = fp = t(t + 1)/2,
    fn = tn = (t + 1)/2, so TPR = t / (t + 1), TNR = 1 / (t + 1) and 1 - |TPR - TNR| = 1 - (t - 1)/(t + 1) → 0.
    """
    from axioms.properties.pv.chance import limit_at_vertex

    metric = make_metric("abs_rate_gap", symbolic=_abs_rate_gap, binary=True)
    assert limit_at_vertex(metric.calibrated, 2, 0, axioms.Settings()) == 0


def test_a_random_search_keeps_within_its_cell_budget_at_large_n():
    """By hand: the default budget is 2^23 = 8,388,608 cells over 5 regimes. At n = 20,
    5 * 4000 * 400 = 8,000,000 cells fit, so search_size stays 4000; at n = 50, 5 * s * 2500 <= 8,388,608
    gives s <= 671.08, so 671; at n = 1000 one matrix per regime is the least a search draws."""
    settings = axioms.Settings()
    assert settings.at(20) is settings
    assert settings.at(50).search_size == 671 and settings.at(50).random_matrices == 5 * 671
    assert settings.at(1000).search_size == 1
    assert axioms.Settings(random_cells=10**12).at(1000).search_size == 4000


def test_the_evidence_of_a_search_states_the_matrices_it_drew_within_the_cell_budget():
    """A budget of 5 * 9 * 7 cells leaves 7 random 3 x 3 matrices per regime: a plain numpy metric decided as
    written (not through its identified form) searches 5 * 7 of them for PI, and its evidence says so."""
    metric = make_metric("plain_accuracy_for_budget",
                         numeric=lambda m: np.trace(m, axis1=-2, axis2=-1) / m.sum(axis=(-2, -1)))
    settings = axioms.Settings(random_cells=5 * 9 * 7)
    verdict = axioms.check(metric, ["PI"], classes=(3,), settings=settings, with_calibrated=False, identify=False)["PI"]
    assert verdict.evidence["budget"]["random_matrices"] == 5 * 7, verdict.evidence


def test_a_symbolic_budget_still_holds_after_a_budget_nested_in_it_ends():
    """A proof step runs under the budget of its caller and may open one of its own (test_set_forms inside FIX's
    proof); the inner block's end switched the outer timer off, so what followed ran unbounded (MCC~'s FIX at n = 3
    ran past ten minutes under 300 s). The sleeps are interrupted by the budget, whatever the machine's load."""
    from axioms.core.budget import SymbolicTimeout, time_budget

    with pytest.raises(SymbolicTimeout):
        with time_budget(0.5):
            with time_budget(10):
                pass
            time.sleep(30)  # the outer half second ends this
    with pytest.raises(SymbolicTimeout):
        with time_budget(0.5):
            with time_budget(100):
                time.sleep(30)  # so does it inside a longer inner budget
    with time_budget(5):  # an inner budget that ends in time leaves no timer behind it
        with time_budget(0.2):
            pass
    time.sleep(0.5)


def test_fix_takes_no_root_of_a_radicand_beyond_its_count_bound():
    """MCC~'s radicand at n = 3 expands to 76 million terms (a bound read off its structure); the sign certificate
    that cancels it ran for the whole 300 s budget. The bound is a count, the same on any machine; at n = 2 (147,456
    terms) the range is still proved."""
    from axioms.properties.fix import MAX_RADICAND_TERMS
    from axioms.search.patterns import pattern_text

    calibrated = axioms.check("mcc", ["FIX"], classes=(3,))["FIX"].after_calibration
    assert f"a radicand of more than {MAX_RADICAND_TERMS} terms" in calibrated.evidence["method"]
    assert axioms.check("mcc", ["FIX"], classes=(2,))["FIX"].after_calibration.evidence["kind"] == "proof"
    assert pattern_text(3, frozenset({0, 1, 2})) == "every class occurs"
