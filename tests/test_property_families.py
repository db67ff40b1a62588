"""The property extension point: every registered property on three kinds of metric, the
five new families against hand-derived facts and scikit-learn, and a user's own property
run from a checked file through the CLI and its CI gate.

Binary orientation: m = [[TP, FP], [FN, TN]] (rows = predictions, columns = truth).
"""

import json
import subprocess
import sys
import textwrap

import numpy as np
import pytest
import sympy

import axioms
import metrics
from axioms.core.verdict import EVIDENCE_KINDS, VERDICTS

QUICK = axioms.profile("quick")


def _numeric_accuracy(m):
    return np.trace(m, axis1=-2, axis2=-1) / m.sum(axis=(-2, -1))


def _raises(m):
    raise RuntimeError("boom")


@pytest.fixture
def three_kinds(registered):
    registered("common_symbolic_accuracy", symbolic=metrics.get("accuracy").symbolic)
    registered("common_numeric_accuracy", numeric=_numeric_accuracy)
    registered("common_raising", numeric=_raises)
    return ("common_symbolic_accuracy", "common_numeric_accuracy", "common_raising")


def assert_common_contract(pid, three_kinds):
    """What every registered property must give on the three kinds of metric: a valid verdict
    backed by evidence, an ``error`` naming the metric's exception for the raising one, and no
    ``error`` for the two well-behaved ones (a check that raises is an error of the property)."""
    for name in three_kinds:
        v = axioms.check(name, [pid], classes=(2,), settings=QUICK, with_calibrated=False)[pid]
        assert v.verdict in VERDICTS and v.evidence["kind"] in EVIDENCE_KINDS
        if v.verdict == "holds":
            assert v.evidence["kind"] != "none"
        if name == "common_raising":
            assert v.verdict == "error" and "boom" in v.detail
        else:
            assert v.verdict != "error", f"{pid} on {name}: {v.detail}"


@pytest.mark.parametrize("pid", sorted(axioms.PROPERTIES))
def test_every_property_gives_valid_verdicts_on_three_kinds_of_metric(pid, three_kinds):
    assert_common_contract(pid, three_kinds)


def test_the_common_contract_catches_a_property_whose_check_always_raises(three_kinds):
    def check_raises(metric, n, settings, rng):
        raise ZeroDivisionError("a bug of the property")

    axioms.register_property("COMMON_RAISES", name="broken", statement="a check that raises", source="test",
                             check=check_raises)
    try:
        with pytest.raises(AssertionError,
                           match="COMMON_RAISES on common_symbolic_accuracy: ZeroDivisionError: a bug of the property"):
            assert_common_contract("COMMON_RAISES", three_kinds)
    finally:
        del axioms.PROPERTIES["COMMON_RAISES"]


# Hand facts (the list and one line of algebra each):
#  TRS: accuracy (trace, total unchanged by m -> mᵀ), kappa, MCC and F1 = 2TP/(2TP+FP+FN)
#       (symmetric in FP <-> FN) hold; balanced accuracy, precision, recall do not.
#  SCI: every ratio of counts is unchanged by m -> k m.
#  RPI: macro precision P_i = m_ii / row_i is unchanged by scaling row i; accuracy is not.
#  TNI: F1, precision, recall have no TN; accuracy and MCC do.
#  MAX: recall scores 1 for the all-positive classifier [[AP, AN], [0, 0]], as the perfect
#       classifier does: fails; accuracy < 1 for any imperfect classifier: holds (searched).
FACTS = {
    "TRS": {"accuracy": "holds", "cohen_kappa": "holds", "mcc": "holds", "f1": "holds", "balanced_accuracy": "fails",
            "precision": "fails", "recall": "fails"},
    "SCI": {"accuracy": "holds", "macro_recall": "holds", "mcc": "holds"},
    "RPI": {"macro_precision": "holds", "accuracy": "fails", "macro_recall": "fails"},
    "TNI": {"f1": "holds", "precision": "holds", "recall": "holds", "accuracy": "fails", "mcc": "fails"},
    "MAX": {"recall": "fails", "precision": "fails", "accuracy": "holds", "macro_recall": "holds"},
}


@pytest.mark.parametrize("pid", list(FACTS))
def test_families_agree_with_hand_derived_facts(pid):
    for name, expected in FACTS[pid].items():
        v = axioms.check(name, [pid], classes=(2,), settings=QUICK, with_calibrated=False)[pid]
        assert v.verdict == expected, (pid, name, v.detail)
        if expected == "fails":
            assert v.counterexample["verified"] == "exact"


def test_max_is_proved_by_the_mon_and_definedness_lemma(registered):
    # accuracy: a correction m_ij -> m_jj raises the trace by 1 at a fixed total (MON), and
    # trace/N is defined whenever N > 0; macro recall: the correction raises recall_j =
    # m_jj/p_j and leaves every other recall, and it is defined when every p_j > 0. The
    # chain of corrections from any imperfect classifier to diag(p) then proves MAX.
    for name in ("accuracy", "macro_recall"):
        v = axioms.check(name, ["MAX"], classes=(2, 3), settings=QUICK, with_calibrated=False)["MAX"]
        assert v.verdict == "holds" and v.evidence["kind"] == "proof", (name, v.evidence)
    # hypothesis (b) unproved: a score undefined at the perfect classifier is never proved best there
    undefined_when_perfect = registered(
        "test_undefined_when_perfect",
        symbolic=lambda m: sympy.Piecewise((sympy.nan, sympy.Eq(m[0, 1] + m[1, 0], 0)),
                                           ((m[0, 0] + m[1, 1]) / sum(m), True)),
    )
    v = axioms.check(undefined_when_perfect, ["MAX"], classes=(2,), settings=QUICK, with_calibrated=False)["MAX"]
    assert v.verdict == "fails"


def test_max_at_four_classes_reads_a_test_set_with_a_class_of_two_items(registered):
    """Accuracy minus 2 Σ_k c_k(c_k − 1)/(c_k⁴ + 1) is accuracy wherever no class has two correct items, so on the
    grid's box 0..1 at n = 4 the perfect classifier scored best, and the random test sets (counts 1..49) put random
    classifiers far below it: ✓*. On (1, 1, 1, 2) the perfect classifier scores 1 − 2·2/17 = 13/17, and moving one
    item of class 4 to class 3 scores 4/5 with no class of two correct items: 4/5 > 13/17, MAX fails."""
    penalised = registered("accuracy_penalising_pairs", checks=False, structure=metrics.structure.ClassSums(
        lambda D, P, N, n: D / N - 2 * P, {"D": "c", "P": "c*(c - 1)/(c**4 + 1)"}))
    perfect, moved = np.diag([1, 1, 1, 2]).tolist(), [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 1], [0, 0, 0, 1]]
    assert penalised.exact(perfect) == sympy.Rational(13, 17) and penalised.exact(moved) == sympy.Rational(4, 5)
    v = axioms.check(penalised, ["MAX"], classes=(4,), with_calibrated=False)["MAX"]
    assert v.verdict == "fails" and v.counterexample["verified"] == "exact"
    assert v.counterexample["after"] == perfect and v.counterexample["before"] == moved


_EPS = sympy.Rational(1, 10**14)  # below float64's comparison margin of a score near 1, far above its resolution


def _accuracy_form(M):
    return M.trace() / sum(M)


# Each differs from accuracy by a multiple of 10⁻¹⁴, which the scans took as a tie without an exact look (review 17b):
# - MAXA: acc + ε/(N + 1) scores 1 + ε/3 at [[1, 0], [0, 1]] and 1 + ε/4 at [[2, 0], [0, 1]]: no one best score;
# - SINV: acc − ε·FP/N; the scoring inversion flips every prediction (swaps the rows). [[1, 0], [0, 0]] scores 1 and
#   its inversion [[0, 0], [1, 0]] 0: centre 1/2; [[1, 1], [0, 0]] scores 1/2 − ε/2 and [[0, 0], [1, 1]] 1/2: centre
#   1/2 − ε/4, not one constant;
# - DIST: d = 1 − (acc − ε(1 − acc)²) = h + εh², h the Hamming fraction; y = (0, 0, 1), y′ = (0, 1, 0),
#   y″ = (1, 1, 0): d(y, y″) − d(y, y′) − d(y′, y″) = (1 + ε) − (2/3 + 4ε/9) − (1/3 + ε/9) = 4ε/9 > 0.
@pytest.mark.parametrize("pid, form", [
    ("MAXA", lambda M: _accuracy_form(M) + _EPS / (sum(M) + 1)),
    ("SINV", lambda M: _accuracy_form(M) - _EPS * M[0, 1] / sum(M)),
    ("DIST", lambda M: _accuracy_form(M) - _EPS * (1 - _accuracy_form(M)) ** 2),
])
def test_a_difference_within_float_margin_is_compared_exactly(registered, pid, form):
    metric = registered(f"accuracy_off_by_eps_{pid.lower()}", symbolic=form, binary=True)
    assert metric.exact([[1, 0], [0, 1]]) - metric.exact([[2, 0], [0, 1]]) == (
        _EPS / 12 if pid == "MAXA" else 0)
    v = axioms.check(metric, [pid], classes=(2,), with_calibrated=False)[pid]
    assert v.verdict == "fails" and "exact" in json.dumps(v.counterexample), (pid, v.detail)


def test_a_difference_that_float64_rounds_to_nothing_is_compared_exactly(registered):
    """Accuracy + 10⁻¹⁷·FP/N: beside a score of 2/3, 10⁻¹⁷/3 is below half an ulp, so float64 gives every pair of
    labelings the same distance both ways. Exactly, y = (0, 0, 1) against y′ = (0, 1, 1) is FP = 1, FN = 0, and
    the swapped pair FP = 0, FN = 1: d(y, y′) = 1/3 − 10⁻¹⁷/3 ≠ 1/3 = d(y′, y), symmetry fails. The exhaustive
    scan once took the float64 tie for agreement and printed ✓ (exhaustive)."""
    tiny = sympy.Rational(1, 10**17)
    metric = registered("accuracy_plus_tiny_fp", symbolic=lambda M: _accuracy_form(M) + tiny * M[0, 1] / sum(M),
                        binary=True)
    assert float(metric.exact([[1, 1], [0, 1]])) == float(metric.exact([[1, 0], [1, 1]])) == 2 / 3
    v = axioms.check(metric, ["DIST"], classes=(2,), with_calibrated=False)["DIST"]
    assert v.verdict == "fails" and v.counterexample["verified"] == "exact", v.detail
    assert "symmetry" in v.detail and v.counterexample["labelings"] == [[0, 0, 1], [0, 1, 1]]


def test_a_range_whose_extreme_hides_among_float64_ties_is_compared_exactly(registered):
    """1/2 + 10⁻¹⁷·max(0, TP − 4)·max(0, TN − 3): in float64 every classifier of every test set scores 1/2. Exactly,
    the test set AP = 5, AN = 4 (30 classifiers) has its perfect classifier at 1/2 + 10⁻¹⁷, so its range is
    [1/2, 1/2 + 10⁻¹⁷] while AP = 1, AN = 1 has [1/2, 1/2]: FIX fails. Only the first 20 of the tied classifiers
    were once compared exactly, and FIX printed ✓ (exhaustive)."""
    tiny = sympy.Rational(1, 10**17)
    metric = registered("half_plus_late_bump", binary=True, symbolic=lambda M: sympy.Rational(1, 2)
                        + tiny * sympy.Max(0, M[0, 0] - 4) * sympy.Max(0, M[1, 1] - 3))
    bumped = metric.exact([[5, 0], [0, 4]])
    assert bumped == sympy.Rational(1, 2) + tiny and float(bumped) == 0.5
    v = axioms.check(metric, ["FIX"], classes=(2,), with_calibrated=False)["FIX"]
    assert v.verdict == "fails", v.detail
    assert "1/2, 50000000000000001/100000000000000000]" in v.detail


def _recall_mean(m):
    with np.errstate(all="ignore"):
        return (np.diagonal(m, axis1=-2, axis2=-1) / m.sum(axis=-2)).mean(axis=-1)


def _accuracy_code(m):
    with np.errstate(all="ignore"):
        return np.trace(m, axis1=-2, axis2=-1) / m.sum(axis=(-2, -1))


# Code whose tiny term, 10⁻²⁰ beside a score of 1/2 or more, float64 cannot see: a search sees only ties, which it once
# took for agreement (review 20a). Exactly (the code run on exact rationals):
# - PI: (1 + macro recall)/2 + 10⁻²⁰·a·b/((a + 1)(b + 1)), a = m00, b = m01. [[1, 1], [0, 0]] → [[1, 2], [0, 0]] adds an
#   error; recall₀ stays 1 and recall₁ 0, and the term goes from 10⁻²⁰/4 to 10⁻²⁰/3: the score rises, PI fails;
# - MAXA: (1 + accuracy)/2 − 10⁻²⁰·a/(a + 1): the perfect classifiers [[1, 0], [0, 1]] and [[2, 0], [0, 1]] score
#   1 − 10⁻²⁰/2 and 1 − 2·10⁻²⁰/3, no one best score;
# - SINV: 1/2 + 10⁻²⁰·TP/(N + 1): m + Tm scores 1 at [[0, 0], [0, 1]] (TP = 0 on both sides) and 1 + 10⁻²⁰/2 at
#   [[1, 0], [0, 0]] (its inversion [[0, 0], [1, 0]] has TP = 0): no one centre.
@pytest.mark.parametrize("pid, code, binary", [
    ("PI", lambda m: (1 + _recall_mean(m)) / 2 + m[..., 0, 0] * m[..., 0, 1]
     / ((m[..., 0, 0] + 1) * (m[..., 0, 1] + 1)) / 10**20, False),
    ("MAXA", lambda m: (1 + _accuracy_code(m)) / 2 - m[..., 0, 0] / (m[..., 0, 0] + 1) / 10**20, False),
    ("SINV", lambda m: (m.sum(axis=(-2, -1)) + 1) / (2 * m.sum(axis=(-2, -1)) + 2)
     + m[..., 0, 0] / (m.sum(axis=(-2, -1)) + 1) / 10**20, True),
])
def test_a_search_compares_float64_ties_exactly(registered, pid, code, binary):
    metric = registered(f"tiny_term_{pid.lower()}", numeric=code, binary=binary, checks=False)
    v = axioms.check(metric, [pid], classes=(2,), with_calibrated=False, identify=False)[pid]
    assert v.verdict == "fails" and "exact" in json.dumps(v.counterexample), (pid, v.detail)


def test_invariances_are_proved_where_a_symbolic_form_exists():
    for pid, name in (("TRS", "accuracy"), ("SCI", "macro_f1"), ("RPI", "macro_precision"), ("TNI", "f1")):
        v = axioms.check(name, [pid], classes=(2,), settings=QUICK, with_calibrated=False)[pid]
        assert v.verdict == "holds" and v.evidence["kind"] == "proof", (pid, name)


@pytest.mark.parametrize("name, sklearn_name",
                         [("accuracy", "accuracy_score"), ("cohen_kappa", "cohen_kappa_score"),
                          ("mcc", "matthews_corrcoef"), ("balanced_accuracy", "balanced_accuracy_score")])
def test_trs_agrees_with_scikit_learn_swapping_its_arguments(name, sklearn_name):
    # independent oracle: scikit-learn's score with y_true and y_pred exchanged
    import sklearn.metrics as skm

    score = getattr(skm, sklearn_name)
    rng = np.random.default_rng(0)
    symmetric = True
    for _ in range(200):
        y_true, y_pred = rng.integers(0, 3, size=30), rng.integers(0, 3, size=30)
        if not np.isclose(score(y_true, y_pred), score(y_pred, y_true)):
            symmetric = False
            break
    v = axioms.check(name, ["TRS"], classes=(3,), settings=QUICK, with_calibrated=False)["TRS"]
    assert (v.verdict == "holds") == symmetric


@pytest.mark.parametrize(
    "make, message",
    [
        (lambda: axioms.holds("X", {"kind": "search", "method": "looked around"}, "not refuted"),
         "must state its budget"),
        (lambda: axioms.fails("X", "a score above 1", {"matrix": [[1, 0], [0, 1]]}), "must say how it was verified"),
        (lambda: axioms.fails("X", "a score above 1", None), "needs the counterexample"),
        (lambda: axioms.holds("X", {"kind": "proof"}, "proved"), "needs a 'method'"),
    ],
)
def test_evidence_records_are_checked_when_a_verdict_is_made(make, message):
    # "not refuted" without a budget, or a counterexample that does not say how it was
    # verified, would be an unbacked verdict: it is an error of the check instead
    with pytest.raises(ValueError, match=message):
        make()


def test_a_property_with_unbacked_evidence_gives_error_cells():
    def unbacked(metric, n, settings, rng):
        return axioms.holds("UNBACKED", {"kind": "search", "method": "trust me"}, "fine")

    axioms.register_property("UNBACKED", name="unbacked", statement="-", source="a test", check=unbacked)
    try:
        v = axioms.check("accuracy", ["UNBACKED"], classes=(2,), with_calibrated=False)["UNBACKED"]
    finally:
        del axioms.PROPERTIES["UNBACKED"]
    assert v.verdict == "error" and "budget" in v.detail


def test_register_property_validates_ids():
    check = axioms.get_property("TRS").check
    with pytest.raises(axioms.DuplicatePropertyError):
        axioms.register_property("TRS", name="x", statement="x", source="x", check=check)
    for bad in ("", "A,B", "A|B", "A\nB", "1A", "A~"):
        with pytest.raises(axioms.UsageError):
            axioms.register_property(bad, name="x", statement="x", source="x", check=check)


USER_FILE = """
    import axioms, metrics

    metrics.register("user_accuracy", symbolic=lambda M: M.trace() / sum(M))

    @axioms.register_property("UPPER", name="bounded by one", statement="metric(m) <= 1", source="a user")
    def check_upper(metric, n, settings, rng):
        batch = axioms.search.spaces.random_batch(n, 50, rng)
        values = axioms.search.spaces.evaluate(metric, batch)
        if (values > 1).any():
            b = int((values > 1).argmax())
            return axioms.fails("UPPER", "a score above 1",
                                {"matrix": axioms.search.spaces.int_lists(batch[b]), "verified": "float64"})
        return axioms.holds("UPPER", {"kind": "search", "method": "250 random matrices",
                                      "budget": {"random_matrices": 250}}, "no score above 1 found")
"""


def test_a_user_property_runs_from_a_checked_file_and_its_ci_gate(tmp_path):
    path = tmp_path / "user_props.py"
    path.write_text(textwrap.dedent(USER_FILE))
    base = [sys.executable, "-m", "reports.cli", "check", str(path), "--properties", "UPPER,TRS", "--classes", "2",
            "--quiet", "--jobs", "1"]
    out = subprocess.run(base + ["--format", "json"], capture_output=True, text=True, check=True)
    report = json.loads(out.stdout)
    assert report["metrics"]["user_accuracy"]["UPPER"]["verdict"] == "holds"
    assert report["metrics"]["user_accuracy"]["TRS"]["verdict"] == "holds"
    baseline = tmp_path / "baseline.json"
    subprocess.run(base + ["--write-expect", str(baseline)], capture_output=True, text=True, check=True)
    assert subprocess.run(base + ["--expect", str(baseline)], capture_output=True, text=True).returncode == 0
    data = json.loads(baseline.read_text())
    data["verdicts"]["user_accuracy"]["UPPER"] = "fails"
    baseline.write_text(json.dumps(data))
    gate = subprocess.run(base + ["--expect", str(baseline)], capture_output=True, text=True)
    assert gate.returncode == 1 and "UPPER" in gate.stderr
