"""Metrics written the way users write them: floats, Min/Max/Abs/Piecewise, numeric-only,
false declarations, mismatched forms. Each expected verdict is derived by hand in a comment.

Binary orientation: m = [[TP, FP], [FN, TN]] (rows = predictions, columns = truth).
"""

import numpy as np
import pytest
import sympy

import axioms
import metrics
from metrics.errors import MetricDefinitionError


def class_recalls(M):
    n = M.shape[0]
    return [M[i, i] / sum(M.col(i)) for i in range(n)]


def _np_recalls(m):
    with np.errstate(all="ignore"):
        return np.diagonal(m, axis1=-2, axis2=-1) / m.sum(axis=-2)


def _piii(name, classes=(2,), **settings):
    return axioms.check(name, ["PIII"], classes=classes, with_calibrated=False,
                        settings=axioms.profile("quick", **settings))["PIII"]


# --------------------------------------------------------------------------- Piecewise across branches
def test_sebastiani_k_is_not_decomposable_across_its_branches():
    # Interior (AP, AN > 0): K = TP/AP + TN/AN - 1, a sum of per-class terms (p = 1).
    # On the AP = 0 branch K = 2 TN/AN - 1. The rectangle "add TP, add TN" then differs:
    #   K([[1,1],[0,1]]) - K([[1,1],[0,0]]) = (1 + 1/2 - 1) - (1 + 0 - 1) = 1/2
    #   K([[0,1],[0,1]]) - K([[0,1],[0,0]]) = (2*1/2 - 1) - (2*0 - 1)   = 1
    k = metrics.get("sebastiani_k")
    assert k.exact([[1, 1], [0, 1]]) - k.exact([[1, 1], [0, 0]]) == sympy.Rational(1, 2)
    assert k.exact([[0, 1], [0, 1]]) - k.exact([[0, 1], [0, 0]]) == 1
    v = _piii("sebastiani_k")
    assert v.verdict == "fails" and v.evidence["kind"] == "counterexample"


# --------------------------------------------------------------------------- float constants
def test_accuracy_written_with_a_float_is_still_refuted(registered):
    # 1.0 * trace / total is accuracy; accuracy is not a mean of per-class scores (Opitz Table 5)
    registered("user_accuracy_float", symbolic=lambda M: 1.0 * M.trace() / sum(M))
    v = _piii("user_accuracy_float")
    assert v.verdict == "fails"
    assert "1.0 -> 1" in v.evidence["float_constants"]


def test_weighted_jaccard_with_float_weights_gets_exact_proofs(registered):
    # tp / (tp + 0.3 fp + 0.7 fn): d/dTP = (0.3 fp + 0.7 fn)/(...)^2 >= 0, d/dFP, d/dFN <= 0
    # and TN is not used (d/dTN = 0): PI holds, provable exactly once 0.3 = 3/10, 0.7 = 7/10
    registered("user_tversky", symbolic=lambda M: M[0, 0] / (M[0, 0] + 0.3 * M[0, 1] + 0.7 * M[1, 0]), binary=True)
    v = axioms.check("user_tversky", ["PI"], classes=(2,), with_calibrated=False)["PI"]
    assert v.verdict == "holds" and v.evidence["kind"] == "proof"
    assert "0.3 -> 3/10" in v.evidence["float_constants"] and "0.7 -> 7/10" in v.evidence["float_constants"]
    assert (metrics.get("user_tversky").exact([[1, 1], [1, 0]])
            == 1 / (1 + sympy.Rational(3, 10) + sympy.Rational(7, 10)))


# --------------------------------------------------------------------------- numeric-only, calibrated
def test_calibrated_numeric_only_recall_evaluates_exactly(registered):
    # recall = TP / (TP + FN) only looks at the positive column, which calibration scales
    # by a common factor: recall~ = recall, exactly, e.g. 1/3 at [[1, 5], [2, 7]]
    metric = registered("user_np_recall", numeric=lambda m: m[..., 0, 0] / (m[..., 0, 0] + m[..., 1, 0]), binary=True)
    assert metric.calibrated.exact([[1, 5], [2, 7]]) == sympy.Rational(1, 3)
    assert metric.calibrated.exact([[0, 5], [0, 7]]) is None  # the positive class never occurs


# --------------------------------------------------------------------------- declarations
def test_a_declared_decomposition_must_be_a_number(registered):
    with pytest.raises(MetricDefinitionError, match="banana"):
        registered("user_banana", symbolic=lambda M: M.trace() / sum(M), decomposition={"p": "banana"})
    with pytest.raises(MetricDefinitionError, match="decomposition"):
        registered("user_bad_keys", symbolic=lambda M: M.trace() / sum(M), decomposition={"q": 1})


def test_a_declared_decomposition_is_checked_not_trusted(registered):
    # numeric-only accuracy declared an arithmetic mean: accuracy is not one (Opitz Table 5):
    # at m = [[1, 1], [1, 1]] adding TP, TN, both gives 1/2, 3/5, 3/5, 2/3; the diagonals
    # {1/2, 2/3} and {3/5, 3/5} force p with (1/2)^p + (2/3)^p = 2 (3/5)^p, and other
    # rectangles force other exponents
    registered("user_np_accuracy", numeric=lambda m: np.trace(m, axis1=-2, axis2=-1) / m.sum(axis=(-2, -1)),
               decomposition={"p": 1})
    v = _piii("user_np_accuracy")
    assert v.verdict == "fails"


def test_mismatched_symbolic_and_numeric_forms_are_an_error(registered):
    acc = metrics.get("accuracy")
    # else refused as an error rate
    registered("user_mismatch", symbolic=acc.symbolic, numeric=lambda m: 1 - acc.numeric(m), checks=False)
    verdicts = axioms.check("user_mismatch", ["PI", "PIII"], classes=(2,), with_calibrated=False)
    for v in verdicts.values():
        assert v.verdict == "error"
        assert "disagree at m=" in v.detail


def test_numeric_code_that_changes_beyond_a_size_is_not_its_symbolic_form(registered):
    """Accuracy as the symbolic form, and code that halves it beyond 10⁵ items: on every matrix the agreement check
    once read (entries 0..2, 20 random ones with small counts) the two agree, so PI was proved about accuracy while
    the code scores [[10⁵, 0], [0, 1]] 1/2 where accuracy is 1. The large matrices (about 10²¹ items) show it."""
    def halved_beyond(m):
        with np.errstate(all="ignore"):
            total = m.sum(axis=(-2, -1))
            accuracy = np.trace(m, axis1=-2, axis2=-1) / total
            return np.where(total > 1e5, accuracy / 2, accuracy)

    registered("user_halved_beyond", symbolic=lambda M: M.trace() / sum(M), numeric=halved_beyond)
    assert metrics.get("user_halved_beyond")([[10**5, 0], [0, 1]]) == 0.5
    v = axioms.check("user_halved_beyond", ["PI"], classes=(2,), with_calibrated=False)["PI"]
    assert v.verdict == "error" and "disagree at m=" in v.detail, v.detail


def test_code_that_cannot_count_the_large_matrices_keeps_its_symbolic_form(registered):
    """Macro recall as its symbolic form, and code that expands each matrix into labels (as code around scikit-learn
    does): it cannot allocate 10¹⁵ labels and raises there. That is no disagreement between the forms: PI is still
    proved about macro recall (Opitz 2024 Table 5), not an error for the whole metric."""
    def recall_from_labels(m):
        out = np.empty(m.shape[:-2])
        for idx in np.ndindex(*m.shape[:-2]):
            n = m.shape[-1]
            counts = m[idx].astype(np.int64).ravel()
            if counts.sum() > 10**7:
                raise MemoryError("too many labels")
            pred, true = np.repeat(np.repeat(np.arange(n), n), counts), np.repeat(np.tile(np.arange(n), n), counts)
            with np.errstate(all="ignore"):
                out[idx] = np.mean([np.sum((pred == k) & (true == k)) / np.sum(true == k) for k in range(n)])
        return out

    registered("user_recall_from_labels", numeric=recall_from_labels, whole_counts=True,
               symbolic=lambda M: sum(M[k, k] / sum(M[:, k]) for k in range(M.shape[0])) / M.shape[0])
    v = axioms.check("user_recall_from_labels", ["PI"], classes=(2,), with_calibrated=False)["PI"]
    assert v.verdict == "holds" and v.evidence["kind"] == "proof", v.detail


# --------------------------------------------------------------------------- Min / Max / Abs
def test_worst_class_recall_is_no_power_mean(registered):
    # min(R0, R1) at m = [[1, 1], [1, 1]]: R0 = R1 = 1/2, score 1/2; adding TP (class 0) or
    # TN (class 1) alone leaves the other recall at 1/2: score 1/2; adding both: 2/3. So
    # psi_p(2/3) + psi_p(1/2) - psi_p(1/2) - psi_p(1/2) = psi_p(2/3) - psi_p(1/2) > 0 for
    # every increasing psi_p: no p fits (min is only the p -> -inf limit of power means).
    registered("user_worst_recall", symbolic=lambda M: sympy.Min(*class_recalls(M)))
    registered("user_np_worst_recall", numeric=lambda m: np.min(_np_recalls(m), axis=-1))
    for name in ("user_worst_recall", "user_np_worst_recall"):
        v = _piii(name, classes=(2, 3))
        assert v.verdict == "fails" and v.evidence["kind"] == "counterexample", (name, v.detail)


@pytest.mark.parametrize(
    "expr",
    [
        lambda M: 1 - sympy.Abs(M[0, 1] - M[1, 0]) / sum(M),
        lambda M: sympy.Max(*class_recalls(M)),
        lambda M: sympy.Min(M.trace() / sum(M), sympy.Rational(9, 10)),
    ],
    ids=["abs", "max", "min"],
)
def test_piecewise_smooth_forms_get_verdicts_not_errors(registered, expr):
    registered("user_piecewise_smooth", symbolic=expr)
    verdicts = axioms.check("user_piecewise_smooth", list(axioms.OPITZ_PROPERTIES), classes=(2,),
                            settings=axioms.profile("quick"))
    for pid, v in verdicts.items():
        assert v.verdict != "error", (pid, v.detail)
        assert v.after_calibration.verdict != "error", (pid, v.after_calibration.detail)


# --------------------------------------------------------------------------- PIII decided at every n
def test_constant_metric_is_decomposable(registered):
    # a constant c is the mean of the constant per-class score c (p = 1): all derivatives vanish
    registered("user_constant", symbolic=lambda M: sympy.Rational(1, 2))
    v = _piii("user_constant", classes=(2, 3))
    assert v.verdict == "holds" and v.evidence["kind"] == "proof" and v.extra["p"] == 1


def test_macro_recall_is_proved_decomposable_at_three_classes():
    # at n = 3 the complete condition (pairs and triangles of cells) is proved, not only necessary
    v = _piii("macro_recall", classes=(3,))
    assert v.verdict == "holds" and v.evidence["kind"] == "proof" and v.extra["p"] == 1


def test_numeric_geometric_mean_of_recalls_is_never_refuted(registered):
    # sqrt(R0 R1) is Eq. 4 with p = 0; evaluated in float64 only (np.sqrt cannot run on
    # Fractions), the engine may be unable to decide, but must never print a failure
    registered("user_np_gmean", numeric=lambda m: np.sqrt(np.prod(_np_recalls(m), axis=-1)))
    assert _piii("user_np_gmean").verdict in ("holds", "unknown")


def test_single_class_metrics_under_both_readings():
    # recall looks at the positive class only: relabelling gives specificity, so it is not
    # "the same formula for every class" (the paper's reading); literally, g may depend on
    # the class, and recall = g_0 (p = 1, g_1 = 0 up to Eq. 4's factor) is decomposable
    paper = _piii("recall")
    assert paper.verdict == "fails" and paper.evidence["reading"] == "same_formula"
    literal = _piii("recall", piii_reading="literal")
    assert literal.verdict == "holds" and literal.extra["p"] == 1


def test_unknown_reading_is_a_usage_error():
    with pytest.raises(Exception, match="piii_reading"):
        axioms.profile("quick", piii_reading="loose")


def test_every_question_mark_has_its_reason_printed(registered):
    # a numeric-only D/(N + 1), accuracy's twin that no candidate structure matches (so it is decided as
    # written): PII has no witness (every partial is the same) and no symbolic form to prove the partials
    # equal, so the cell is "?" -- and the table says why
    from reports import build_report, render

    registered("user_np_accuracy_pii", numeric=lambda m: np.trace(m, axis1=-2, axis2=-1) / (m.sum(axis=(-2, -1)) + 1))
    report = build_report(["user_np_accuracy_pii"], ["PII"], classes=(2,), with_calibrated=False,
                          settings=axioms.profile("quick"))
    assert report["metrics"]["user_np_accuracy_pii"]["PII"]["verdict"] == "unknown"
    text = render(report, "markdown")
    assert "Undecided (?), and why:" in text and "user_np_accuracy_pii (PII): unknown: no witness" in text
