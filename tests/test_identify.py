"""Issue #27: a metric given as code is identified as a structure from its values, and decided through it.

The oracle for each identification is scikit-learn itself: its functions are registered as a user
would (``labels=``, no ``structure=``), and the structure they must be identified with is written
here from scikit-learn's documented definitions (macro = unweighted mean over the labels,
weighted = mean weighted by support, ``zero_division`` = the value of an undefined per-class score,
MCC = 0 where undefined, balanced accuracy = mean recall over the classes that occur).
"""

import csv
from functools import partial
import io

import numpy as np
import pytest
import sympy
from sklearn.metrics import (
    accuracy_score, balanced_accuracy_score, cohen_kappa_score, f1_score, hamming_loss, jaccard_score,
    matthews_corrcoef, precision_score,
)

import axioms
import metrics
from axioms.identified import decided_through
from axioms.core.verdict import Verdict, fails
from metrics.confirmation import confirmation_matrices
from metrics.identify import identify
from metrics.ordinal import WeightedKappa
from reports.render import render
from reports.report import build_report
from reports.scope import plain_mark
from reports.sections import cell_text


@pytest.mark.parametrize(("fn", "higher", "form"), [
    (accuracy_score, True, "accuracy D/N"),
    (partial(f1_score, average="micro"), True, "accuracy D/N"),  # every item is predicted once: micro F1 = D/N
    (hamming_loss, False, "error rate 1 - D/N"),
    (partial(f1_score, average="macro", zero_division=0), True, "macro mean of F1 2*c/(r + t), 0 where undefined"),
    (partial(precision_score, average="weighted", zero_division=1), True,
     "weighted mean of precision c/r, 1 where undefined"),
    (partial(jaccard_score, average="micro"), True, "micro Jaccard"),
    (partial(balanced_accuracy_score, adjusted=True), True, "adjusted balanced accuracy over the classes that occur"),
    (matthews_corrcoef, True, "MCC, 0 where undefined"),
    (cohen_kappa_score, True, "Cohen's kappa"),
    # zero_division=np.nan: scikit-learn leaves undefined per-class scores out of the average
    (partial(precision_score, average="macro", zero_division=np.nan), True,
     "macro mean of precision c/r over the classes where it is defined"),
    (partial(precision_score, average="weighted", zero_division=np.nan), True,
     "weighted mean of precision c/r over the classes where it is defined"),
])
def test_scikit_learn_functions_are_identified(registered, fn, higher, form):
    metric = registered("_test_identify", labels=fn, higher_is_better=higher)
    found = identify(metric)
    assert found.structure is not None, found.reason
    assert found.description.startswith(form)
    # 80 + 511 exhaustive (the empty matrix left out) and the random ones at n = 2..8
    assert found.matrices > 80 + 511


#: Per-class scores as the candidates name them: scikit-learn's precision c/r, recall c/t, F1 2c/(r + t),
#: F-β at β = 2 (1 + β²)c/(β²t + r) = 5c/(r + 4t), and Jaccard c/(r + t − c).
_SCORE_NAMES = {"precision_score": "precision c/r", "recall_score": "recall c/t", "f1_score": "F1 2*c/(r + t)",
                "fbeta_score": "F2 5*c/(r + 4*t)", "jaccard_score": "Jaccard c/(-c + r + t)"}


def _expected_form(function, average, zero_division):
    """The form scikit-learn's documentation gives each average, or None where it refuses the parameter.

    micro: every item is predicted once, so micro precision = recall = F-β = D/N, and micro Jaccard is
    D/(2N − D); weighted recall is Σ (t_k/N)(c_k/t_k) = D/N whatever zero_division says (a class with t_k = 0
    weighs 0); F-β and Jaccard are undefined only where r_k = t_k = 0, which weighs 0 too, so their weighted
    mean does not depend on zero_division; macro recall with nan leaves out the classes that do not occur.
    Jaccard refuses zero_division=nan."""
    if function == "jaccard_score" and zero_division is np.nan:
        return None
    if average == "micro":
        return "micro Jaccard D/(2N - D)" if function == "jaccard_score" else "accuracy D/N"
    if function == "recall_score" and average == "weighted":
        return "accuracy D/N"
    if function == "recall_score" and zero_division is np.nan:
        return "balanced accuracy over the classes that occur"
    mean = f"{average} mean of {_SCORE_NAMES[function]}"
    if average == "weighted" and function != "precision_score":
        return mean
    return mean + {"warn": ", 0 where undefined", 0: ", 0 where undefined", 1: ", 1 where undefined"}.get(
        zero_division, " over the classes where it is defined")


_GRID = [(f, a, z) for f in _SCORE_NAMES for a in ("macro", "micro", "weighted") for z in ("warn", 0, 1, np.nan)]


@pytest.mark.slow
@pytest.mark.parametrize(("function", "average", "zero_division"), _GRID, ids=[f"{f}-{a}-{z}" for f, a, z in _GRID])
def test_every_averaged_scikit_learn_score_is_identified_or_refused(registered, function, average, zero_division):
    """Issue #27's Done-when: precision, recall, F1, F-β and Jaccard, with each average and each zero_division."""
    import sklearn.metrics

    options = {"average": average, "zero_division": zero_division, **({"beta": 2} if function == "fbeta_score" else {})}
    metric = registered("_test_identify_grid", labels=partial(getattr(sklearn.metrics, function), **options))
    found, expected = identify(metric), _expected_form(function, average, zero_division)
    if expected is None:
        assert found.structure is None and "zero_division" in found.reason
    else:
        assert found.structure is not None, found.reason
        assert found.description.startswith(expected), found.description


@pytest.mark.parametrize("weights, power", [("linear", 1), ("quadratic", 2)])
def test_kappa_with_weights_is_identified_as_its_exact_form(registered, weights, power):
    """Weighted kappa reads the classes' order, so no structure fits it; its exact form at each n does (proofs at
    each n, no verdict for every n)."""
    found = identify(registered("_test_identify_kappa_w", labels=partial(cohen_kappa_score, weights=weights)))
    assert found.structure is None and found.symbolic == WeightedKappa(power), found.reason
    assert found.as_evidence()["symbolic"] == f"WeightedKappa({power})"


def test_a_weighted_kappa_is_identified_where_it_differs_from_kappa(registered):
    """Linear weights make kappa depend on the classes' order. By hand, at m = [[0,0,0],[0,0,1],[1,0,0]] (one item
    of class 0 predicted 2, one of class 2 predicted 1; N = 2): predicted counts (0, 1, 1), true counts (1, 0, 1).
    Weighted by |i - j|: observed 2 + 1 = 3, expected sum of |i - j| r_i t_j / N = (1 + 1 + 2) / 2 = 2, so
    kappa_w = 1 - 3/2 = -1/2; unweighted kappa is (0 - 1/4) / (1 - 1/4) = -1/3 there (p_e = (0*1 + 1*0 + 1*1) / 4).
    PI fails, exactly: [[0, 1], [1, 0]] (r = t = (1, 1), N = 2) scores 1 - 2/((1 + 1)/2) = -1, and one more error
    at m[0][1] (r = (2, 1), t = (1, 2), N = 3) scores 1 - 3/((2*2 + 1*1)/3) = -4/5, higher."""
    metric = registered("_test_identify_kappa_linear", labels=partial(cohen_kappa_score, weights="linear"))
    m = [[0, 0, 0], [0, 0, 1], [1, 0, 0]]
    assert metric(np.array(m, dtype=float)) == pytest.approx(-1 / 2)
    assert metrics.get("cohen_kappa")(np.array(m, dtype=float)) == pytest.approx(-1 / 3)
    found = identify(metric)
    assert found.symbolic is not None and found.symbolic(sympy.Matrix(m)) == sympy.Rational(-1, 2)
    before, after = (found.symbolic(sympy.Matrix(x)) for x in ([[0, 1], [1, 0]], [[0, 2], [1, 0]]))
    assert (before, after) == (-1, sympy.Rational(-4, 5))
    pi = axioms.check(metric, ["PI"], classes=(2,), with_calibrated=False)["PI"]
    assert pi.verdict == "fails" and pi.counterexample["verified"] == "exact"
    assert pi.evidence["identification"]["symbolic"] == "WeightedKappa(1)"
    from reports import build_report, render

    text = render(build_report([metric.name], ["PIV"], classes=(2,), with_calibrated=False), "plain")
    assert "metrics.register('_test_identify_kappa_linear', symbolic=WeightedKappa(1), replace=True)" in text


def _numpy_macro_recall(m):
    """Macro recall as a user writes it in numpy (NaN when a class never occurs)."""
    with np.errstate(all="ignore"):
        return (np.diagonal(m, axis1=-2, axis2=-1) / m.sum(axis=-2)).mean(axis=-1)


def test_a_numpy_metric_is_decided_for_every_n_through_its_form(registered):
    """Opitz (2024, Table 5): macro recall has PI and PIV. Written in numpy, it used to get per-n
    verdicts only; identified as the macro mean of c/t it gets them for every n, marked ⁱ."""
    registered("_test_identify_numpy_recall", numeric=_numpy_macro_recall)
    verdicts = axioms.check("_test_identify_numpy_recall", ["PI", "PIV"], classes=(2, 3), with_calibrated=False)
    for pid in ("PI", "PIV"):
        verdict = verdicts[pid]
        assert verdict.verdict == "holds" and verdict.every_n is not None and verdict.every_n.verdict == "holds"
        assert verdict.evidence["identification"]["identified"] is True
        cell = {"verdict": "holds", "evidence": dict(verdict.evidence), "per_n": {"2": "holds", "3": "holds"},
                "every_n": {"verdict": "holds", "from": 2, "evidence": {}, "detail": "", "counterexample": None}}
        assert cell_text(pid, cell, (2, 3)) == "✓ⁱ" and plain_mark("✓ⁱ") == "✓"


def test_a_csv_report_says_a_verdict_is_about_the_identified_form(registered):
    """The tables mark such a cell ⁱ; CSV, written for programs, said "holds, proof" with nothing to tell the form
    from the code (review 16b, M1). Macro recall has PIV (Opitz 2024, Table 5); plain accuracy, registered with its
    symbolic form, is decided as registered."""
    registered("_test_identify_csv_recall", numeric=_numpy_macro_recall)
    report = build_report(["_test_identify_csv_recall", "accuracy"], ["PIV"], classes=(2,), with_calibrated=False)
    rows = {row["metric"]: row for row in csv.DictReader(io.StringIO(render(report, "csv")))}
    assert rows["_test_identify_csv_recall"]["verdict"] == "holds"
    assert rows["_test_identify_csv_recall"]["decided_for"] == "identified form"
    assert rows["accuracy"]["decided_for"] == "metric"


def _floor_accuracy(m):
    whole = np.floor(m)
    with np.errstate(all="ignore"):
        return np.trace(whole, axis1=-2, axis2=-1) / whole.sum(axis=(-2, -1))


def test_code_that_reads_counts_as_integers_is_not_the_form_it_agrees_with_on_whole_counts(registered):
    """Accuracy written on np.floor(m) agrees with D/N on every integer matrix, not where the properties also reach:
    the calibrated m = [[1, 1], [0, 1]] (t = (1, 2), N = 3, λ~ = (3/2, 3/4)) is m λ~ = [[1.5, 0.75], [0, 0.75]],
    where D/N = 2.25/3 = 3/4 and the floor code gives 1/1 = 1. So it is not identified, and is decided from its code.
    Registered as code of whole counts (whole_counts=True: a function of proportions, read at whole counts in the
    same proportions, where floor changes nothing), it is accuracy, calibrated cells included."""
    metric = registered("_test_identify_floor", numeric=_floor_accuracy)
    assert metric.calibrated([[1, 1], [0, 1]]) == 1.0 and metrics.get("accuracy").calibrated([[1, 1], [0, 1]]) == 0.75
    found = identify(metric)
    assert not found.identified and found.reason.startswith("accuracy D/N (micro precision, recall and F1) agrees")
    assert "not integers" in found.reason
    verdict = axioms.check(metric, ["PIV"], classes=(2,))["PIV"]
    assert verdict.evidence["identification"]["identified"] is False
    whole = identify(registered("_test_identify_floor_whole", numeric=_floor_accuracy, whole_counts=True))
    assert whole.description.startswith("accuracy D/N") and whole.calibrated_differs is None


def test_a_guard_for_an_empty_class_that_acts_below_one_item_is_not_the_form(registered):
    """Macro recall with its denominator guarded, c / max(t, 1), is c/t (0 where t = 0) on whole counts, but the
    properties quantify over real counts: at m = [[1/4, 1/4], [1/4, 1/4]] (every t = 1/2) it is (1/4 + 1/4)/2 = 1/4,
    macro recall 1/2; scaling the columns of [[1, 0], [0, 1]] by λ = (1/2, 1) moves it from 1 to (1/2 + 1)/2 = 3/4,
    so it is not prevalence invariant, which the form of macro recall is (Opitz 2024, Table 5). It used to be
    identified, and PIV and a strict PV proved for the form were printed for this code."""
    def guarded_recall(m):
        return (np.diagonal(m, axis1=-2, axis2=-1) / np.maximum(m.sum(axis=-2), 1)).mean(axis=-1)

    assert guarded_recall(np.array([[0.25, 0.25], [0.25, 0.25]])) == 0.25
    assert guarded_recall(np.array([[0.5, 0.0], [0.0, 1.0]])) == 0.75
    found = identify(registered("_test_identify_guarded", numeric=guarded_recall))
    assert not found.identified and "macro mean of recall" in found.reason and "not integers" in found.reason
    verdicts = axioms.check("_test_identify_guarded", ["PIV", "PV"], classes=(2,), with_calibrated=False)
    for verdict in verdicts.values():
        assert verdict.evidence["kind"] != "proof" and verdict.every_n is None


def _recall_with(denominator):
    def code(m):
        c, t = np.diagonal(m, axis1=-2, axis2=-1), m.sum(axis=-2)
        with np.errstate(all="ignore"):
            return denominator(c, t).mean(axis=-1)
    return code


#: Everyday tolerances in a macro recall, each differing from c/t (0 where t = 0) only at counts far below one item:
#: at m = I₂ with column 0 scaled by λ = 1e-16, c₀ = t₀ = 1e-16, where c/t is 1 (so the score stays 1, PIV) but
#: 1e-16/(1e-16 + 2.2e-16) ≈ 0.31 with numpy's eps, 1e-16/2.2e-16 ≈ 0.45 under a clamp at eps, 1e-16/1e-12 = 1e-4
#: under a clamp at 1e-12, 0 under a threshold of 1e-9 or np.isclose's atol of 1e-8.
TOLERANCES = {
    "eps": lambda c, t: c / (t + np.finfo(float).eps),
    "clamp at eps": lambda c, t: c / np.maximum(t, np.finfo(float).eps),
    "1e-20": lambda c, t: c / (t + 1e-20),
    "clamp": lambda c, t: c / np.maximum(t, 1e-12),
    "threshold": lambda c, t: np.where(t > 1e-9, c / t, 0),
    "isclose": lambda c, t: np.where(np.isclose(t, 0), 0, c / t),
}


@pytest.mark.parametrize("name", TOLERANCES)
def test_code_with_a_tolerance_is_not_the_form_it_agrees_with_on_whole_counts(registered, name):
    """An audit found these identified as macro recall, so PIV, PI and PV proofs of the form were printed
    for code they are false for (the properties reach counts that small: λ, the total s of a random classifier)."""
    code = _recall_with(TOLERANCES[name])
    assert code(np.array([[1e-16, 0.0], [0.0, 1.0]])) < 1  # the hand derivation above: the code is not c/t there
    found = identify(registered(f"_test_identify_tolerance_{name}", numeric=code))
    assert not found.identified and "macro mean of recall" in found.reason, found.reason
    verdict = axioms.check(f"_test_identify_tolerance_{name}", ["PIV"], classes=(2,), with_calibrated=False)["PIV"]
    assert verdict.evidence["kind"] != "proof" and verdict.every_n is None


def _recall_or_accuracy(m):
    """Macro recall up to n = 8, accuracy from n = 9 on (code that changes where the confirmation matrices end)."""
    c = np.diagonal(m, axis1=-2, axis2=-1)
    with np.errstate(all="ignore"):
        return c.sum(axis=-1) / m.sum(axis=(-2, -1)) if m.shape[-1] >= 9 else (c / m.sum(axis=-2)).mean(axis=-1)


# At n = 9 the code is accuracy, which a column scaling changes: I₉ with the item of class 1 predicted 0 (m[0][1] = 1,
# m[1][1] = 0) has 8 of 9 items correct, 8/9; with column 0 (its one item, correct) doubled, 9 of 10, 9/10. The
# identified form, macro recall, is prevalence invariant: its ✓ⁱ used to be printed as "checked: n=9: holds".
def test_an_identified_form_is_compared_with_the_code_at_each_class_count_checked(registered):
    metric = registered("_test_identify_from_nine", numeric=_recall_or_accuracy)
    eye = np.eye(9)
    eye[0, 1], eye[1, 1] = 1, 0
    scaled = eye.copy()
    scaled[:, 0] *= 2
    assert (metric(eye), metric(scaled)) == (pytest.approx(8 / 9), pytest.approx(9 / 10))
    assert identify(metric).identified
    verdict = axioms.check("_test_identify_from_nine", ["PIV"], classes=(9,), with_calibrated=False)["PIV"]
    found = verdict.evidence["identification"]
    assert not found["identified"] and "n=9" in found["reason"]
    assert verdict.verdict == "fails"


def test_an_identification_says_at_which_checked_class_counts_beyond_n_8_it_was_compared(registered):
    registered("_test_identify_recall",
               numeric=lambda m: (np.diagonal(m, axis1=-2, axis2=-1) / m.sum(axis=-2)).mean(axis=-1))
    verdict = axioms.check("_test_identify_recall", ["PIV"], classes=(3, 9), with_calibrated=False)["PIV"]
    found = verdict.evidence["identification"]
    assert found["identified"] and "at the class counts checked beyond them (n=9)" in found["method"]


def _recall_scoring_no_items_one(m):
    """Macro recall, 0 for a class that never occurs, and 1 for no items at all ("nothing misclassified")."""
    c, t = np.diagonal(m, axis1=-2, axis2=-1), m.sum(axis=-2)
    with np.errstate(all="ignore"):
        value = np.where(t > 0, c / t, 0.0).mean(axis=-1)
    return np.where(m.sum(axis=(-2, -1)) == 0, 1.0, value)


# The empty matrix scores 1; one correct item of class 0, [[1, 0], [0, 0]], scores (1/1 + 0)/2 = 1/2: a correct item
# lowers the score, PI fails. The form it agrees with everywhere else, macro recall with 0 where undefined, is 0 at the
# empty matrix and satisfies PI; the empty matrix, left out of the confirmation matrices, used to give the code its ✓ⁱ.
def test_code_that_scores_no_items_otherwise_than_the_form_is_not_the_form(registered):
    metric = registered("_test_identify_empty_one", numeric=_recall_scoring_no_items_one)
    assert metric(np.zeros((2, 2))) == 1 and metric(np.array([[1.0, 0], [0, 0]])) == 0.5
    found = identify(metric)
    assert not found.identified and "empty 2 x 2 matrix" in found.reason, found.reason
    verdict = axioms.check("_test_identify_empty_one", ["PI"], classes=(2,), with_calibrated=False)["PI"]
    assert verdict.verdict == "fails"


def test_code_without_a_tolerance_is_still_identified_at_every_scale(registered):
    """c/t with 0 where t = 0 written with np.divide's where=: the same bits as the form at every power-of-two scale."""
    def divide(c, t):
        return np.divide(c, t, out=np.zeros_like(c), where=t > 0)

    found = identify(registered("_test_identify_divide", numeric=_recall_with(divide)))
    assert found.identified and found.description.startswith("macro mean of recall c/t, 0 where undefined")


def test_code_undefined_at_every_count_that_is_not_an_integer_is_compared_on_whole_counts(registered):
    """Code that scores NaN wherever a count is not an integer (a ``labels=`` function without ``sample_weight``
    labels one item per count) takes whole counts only: a form is compared with it there, and the calibrated
    variant, which it cannot score, is decided from the code."""
    def recall_of_whole_counts(m):
        return np.where(np.all(m == np.round(m), axis=(-2, -1)), _numpy_macro_recall(m), np.nan)

    found = identify(registered("_test_identify_whole_only", numeric=recall_of_whole_counts))
    assert found.description == "macro mean of recall c/t" and found.matrices == sum(
        len(m) for m in confirmation_matrices().values())
    assert "the code: nan" in found.calibrated_differs
    assert found.whole_counts_only and "the code takes whole counts only" in found.as_evidence()["method"]


def test_one_matrix_the_code_refuses_does_not_make_it_code_of_whole_counts(registered):
    """Macro recall of floor(c) that raises on a batch holding a class with between 0 and 1 item: it refuses some
    matrices whose counts are not integers and scores the others, so it does not take whole counts only; at
    m = [[1/2, 0], [0, 1]] it scores (floor(1/2)/(1/2) + 1)/2 = 1/2, where macro recall is 1. A review found it
    identified as macro recall (each batch was called once, and one raise hid every value), and PIV proved for it."""
    def floor_recall(m):
        t = m.sum(axis=-2)
        if np.any((0 < t) & (t < 1)):
            raise ValueError("a class with less than one item")
        with np.errstate(all="ignore"):
            return np.nan_to_num(np.floor(np.diagonal(m, axis1=-2, axis2=-1)) / t).mean(-1)

    assert floor_recall(np.array([[[1.5, 0.0], [0.0, 1.0]]]))[0] == pytest.approx(5 / 6)
    found = identify(registered("_test_identify_refuses_some", numeric=floor_recall))
    assert not found.identified and "not integers" in found.reason


def test_complex_values_at_counts_that_are_not_integers_are_not_a_metric(registered):
    def complex_recall(m):  # real on whole counts; complex on a batch with counts that are not integers
        return _numpy_macro_recall(m) + (0 if np.all(m == np.round(m)) else 1j)

    found = identify(registered("_test_identify_complex", numeric=complex_recall))
    assert not found.identified and "complex values" in found.reason


@pytest.mark.parametrize("returned, reason", [
    (lambda m: _numpy_macro_recall(m) + 0j, "complex values on the confirmation matrices"),
    (lambda m: _numpy_macro_recall(m)[..., None], "values of shape"),
    (lambda m: np.full(len(m), "high"), "values that are not numbers"),
])
def test_what_no_metric_returns_on_whole_counts_is_a_reason(registered, returned, reason):
    found = identify(registered("_test_identify_not_values", numeric=returned, checks=False))
    assert not found.identified and reason in found.reason


def test_the_confirmation_matrices_cannot_be_changed_by_the_code_they_are_given_to(registered):
    """Code that halves its input in place gets a copy: it computes macro recall of m/2, which is macro recall of m
    (a ratio within each column), and is identified as such; the confirmation matrices stay as they were."""
    def in_place(m):
        m /= 2
        return _numpy_macro_recall(m)

    found = identify(registered("_test_identify_in_place", numeric=in_place))
    assert found.identified and found.paste == "ClassMean(c/t)"
    assert confirmation_matrices()[2][79].tolist() == [[2, 2], [2, 2]]  # the last with entries 0..2, untouched


def test_code_that_returns_the_wrong_shape_at_counts_that_are_not_integers_is_a_difference_not_a_crash(registered):
    def whole_counts_only(m):
        return _floor_accuracy(m) if np.all(m == np.round(m)) else np.array([])

    found = identify(registered("_test_identify_shape", numeric=whole_counts_only))
    # its values cannot take the shape of the matrices: a difference, its shape named
    assert not found.identified and "shape (0,)" in found.reason


def _accuracy_below_a_million(m):
    """Accuracy, and 1/2 lower on samples of a million to 2⁶⁰ items: a function of proportions on the matrices
    registration probes (their totals are below 10⁵, or 2⁶⁰ and more: the large ones times HUGE), not at the whole
    counts m diag(L/t_j) (L = lcm(t_j), in the millions for the column sums in the thousands of some calibrated
    confirmation matrices)."""
    with np.errstate(all="ignore"):
        total = m.sum(axis=(-2, -1))
        accuracy = np.trace(m, axis1=-2, axis2=-1) / total
    return np.where((total < 10**6) | (total >= 2.0**60), accuracy, accuracy - 0.5)


def test_code_of_whole_counts_that_differs_at_the_calibrated_counts_has_its_calibrated_variant_decided_from_it(
        registered):
    metric = registered("_test_identify_million", numeric=_accuracy_below_a_million, whole_counts=True)
    found = identify(metric)
    assert found.description.startswith("accuracy D/N") and "its whole counts" in found.calibrated_differs
    verdict = axioms.check(metric, ["PIV"], classes=(2,))["PIV"]
    assert verdict.evidence["identification"]["identified"] is True
    calibrated = verdict.after_calibration.evidence["identification"]
    assert calibrated["identified"] is False and "decided from the code itself" in calibrated["reason"]


def test_a_registration_problem_found_at_the_check_leaves_no_calibrated_cell_empty(registered):
    """An error rate registered without higher_is_better=False inside ``deferred()`` (how users' files are loaded):
    the code's own decision of the calibrated cells reports the problem as an error, and a cell says so."""
    from metrics.registration_checks import deferred

    with deferred():
        registered("_test_identify_deferred", numeric=lambda m: 1 - _accuracy_below_a_million(m), whole_counts=True)
    verdict = axioms.check("_test_identify_deferred", ["PI"], classes=(2,))["PI"]
    assert verdict.after_calibration is not None
    assert verdict.after_calibration.verdict == "error" and "errors grow" in verdict.after_calibration.detail


def test_a_counterexample_where_the_code_differs_drops_the_identification(registered):
    """The identified form is re-checked at every counterexample: code that agrees with macro recall on the
    confirmation matrices but not at a counterexample's matrix is decided from its own code."""
    def recall_but_not_at_50_50(m):
        value = _numpy_macro_recall(m)
        at = (m[..., 0, 0] == 50) & (m[..., -1, -1] == 50) & (m.sum(axis=(-2, -1)) == 100)
        return np.where(at, -1.0, value)

    metric = registered("_test_identify_differs", numeric=recall_but_not_at_50_50)
    found = identify(metric)
    assert found.structure is not None  # no confirmation matrix is [[50, 0], [0, 50]]

    def decide(form):
        return {"PI": fails("PI", "made up",
                            {"before": [[50, 0], [0, 50]], "after": [[51, 0], [0, 50]], "verified": "exact"})}

    decided = decided_through(found, metric, decide)
    assert not isinstance(decided, dict) and decided.structure is None
    assert "[[50, 0], [0, 50]]" in decided.reason and "the code gives -1" in decided.reason


def test_a_metric_not_identified_says_why(registered):
    registered("_test_identify_constant_at_two",
               numeric=lambda m: np.where(m.shape[-1] == 2, 0.5, _numpy_macro_recall(m)))
    verdict = axioms.check("_test_identify_constant_at_two", ["PII"], classes=(2,), with_calibrated=False)["PII"]
    assert verdict.evidence["identification"]["identified"] is False
    assert "differs at m=" in verdict.evidence["identification"]["reason"]
    assert isinstance(verdict, Verdict)


def test_every_candidate_is_one_formula():
    """Each candidate registers as a structure: its Python functions agree with their trace on numbers
    (an MCC with 0 where undefined once gave undefined on numbers and 0 traced)."""
    from metrics._registry import make_metric
    from metrics.identify import candidates

    for description, paste, structure in candidates():
        if not isinstance(structure, WeightedKappa):  # no structure: an exact form at each n (test_ordinal.py)
            assert make_metric("_test_candidate", structure=structure).structure is structure, description


def test_no_identify_decides_the_code_as_written(tmp_path, capsys):
    """``--no-identify`` (Settings.identify=False): the numpy macro recall is searched as written (✓*), with
    no identification in its evidence; by default it is proved through its identified form."""
    import json

    from reports.cli import main

    path = tmp_path / "mine.py"
    path.write_text("import numpy as np\nimport metrics\n\n"
                    "def mean_recall(m):\n    with np.errstate(all='ignore'):\n"
                    "        return (np.diagonal(m, axis1=-2, axis2=-1) / m.sum(axis=-2)).mean(axis=-1)\n\n"
                    "metrics.register('np_mean_recall', numeric=mean_recall)\n")
    cells = {}
    for flags in ([], ["--no-identify"]):
        assert main(["check", str(path), "--properties", "PIV", "--classes", "2", "--format", "json", "--no-cache",
                     "--quiet", *flags]) == 0
        cells[bool(flags)] = json.loads(capsys.readouterr().out)["metrics"]["np_mean_recall"]["PIV"]
    assert (cells[False]["evidence"]["kind"] == "proof"
            and cells[False]["evidence"]["identification"]["identified"] is True)
    assert cells[True]["evidence"]["kind"] == "search" and "identification" not in cells[True]["evidence"]
    with pytest.raises(metrics.errors.UsageError, match="identify"):
        axioms.profile("default", identify="yes")


def _numpy_macro_f1_zero(m):
    """Macro F1 with 0 where a class is neither predicted nor true (scikit-learn's zero_division=0), in numpy."""
    diag = np.diagonal(m, axis1=-2, axis2=-1)
    both = m.sum(axis=-1) + m.sum(axis=-2)
    with np.errstate(all="ignore"):
        return np.where(both > 0, 2 * diag / both, 0.0).mean(axis=-1)


@pytest.mark.parametrize("fn", [_numpy_macro_recall, _numpy_macro_f1_zero])
def test_every_n_verdicts_of_the_identified_form_agree_with_the_code_at_n_4(registered, fn):
    """Issue #27: what the identified form claims for every n, the code as written must not contradict at
    n = 4, a class count the identification never saw exactly (a fails is never met by a proved holds, nor
    a holds by a fails)."""
    registered("_test_identify_agreement", numeric=fn)
    every = axioms.check("_test_identify_agreement", ["PI", "PII", "PIV"], classes=(2, 3), with_calibrated=False)
    assert any(v.every_n is not None for v in every.values())
    code = axioms.check("_test_identify_agreement", ["PI", "PII", "PIV"], classes=(4,), with_calibrated=False,
                        identify=False)
    for pid, verdict in every.items():
        if verdict.every_n is None or not verdict.every_n.covers(4):
            continue
        at_4 = code[pid]
        if verdict.every_n.verdict == "holds":
            assert at_4.verdict != "fails", (pid, at_4.detail)
        else:
            assert not (at_4.verdict == "holds" and at_4.evidence["kind"] in ("proof", "construction")), pid


def _pycm_statistic(key):
    """PyCM's overall statistic ``key`` as a user registers it: one ConfusionMatrix per matrix (PyCM's matrix is
    {true: {predicted: count}}, the transpose of ours), its "None" for an undefined value read as NaN. PyCM takes
    whole counts only: registered with ``whole_counts=True`` (:mod:`metrics.whole_counts`)."""
    from pycm import ConfusionMatrix

    def numeric(arr):
        arr = np.asarray(arr, dtype=float)
        flat = arr.reshape(-1, *arr.shape[-2:])
        out = []
        for m in flat:
            n = m.shape[0]
            try:
                value = ConfusionMatrix(matrix={i: {j: int(m[j, i]) for j in range(n)}
                                                for i in range(n)}).overall_stat[key]
            except Exception:  # PyCM refuses some matrices (an empty one): undefined
                value = None
            out.append(float(value) if isinstance(value, (int, float)) else np.nan)
        return np.array(out).reshape(arr.shape[:-2])

    return numeric


#: PyCM's overall statistics and the form each must be identified as, from PyCM's documented definitions
#: (AUNU/AUNP: the unweighted/prevalence-weighted mean of each class's AUC (TPR + TNR)/2; CBA: the mean of
#: c / max(r, t); Bennett's S: (accuracy - 1/n)/(1 - 1/n); Scott's π and Gwet's AC1: chance from the mean margins).
PYCM_FORMS = {
    "Overall ACC": "accuracy D/N", "TPR Micro": "accuracy D/N", "Kappa": "Cohen's kappa", "Overall MCC": "MCC",
    "TPR Macro": "macro mean of recall", "PPV Macro": "macro mean of precision", "F1 Macro": "macro mean of F1",
    "ACC Macro": "macro mean of class accuracy", "Bennett S": "Bennett's S", "Scott PI": "Scott's pi",
    "Gwet AC1": "Gwet's AC1",
    "AUNU": "macro mean of balanced class accuracy", "AUNP": "weighted mean of balanced class accuracy",
    "CBA": "macro mean of class balance accuracy", "Hamming Loss": "error rate 1 - D/N",
}


@pytest.mark.parametrize("key", [*PYCM_FORMS, "RCI", "Cramer V"])
def test_pycm_statistics_are_identified_or_refused_with_a_reason(registered, key):
    metric = registered("_test_identify_pycm", numeric=_pycm_statistic(key), higher_is_better=key != "Hamming Loss",
                        checks=False, whole_counts=True)
    found = identify(metric)
    if key in PYCM_FORMS:
        assert found.structure is not None, found.reason
        assert found.description.startswith(PYCM_FORMS[key])
        # evaluated at whole counts, the calibrated variant agrees with the form's (int() truncated m λ~(m) before)
        assert found.calibrated_differs is None
        # PyCM's MCC is "None" where undefined
        assert not (key == "Overall MCC" and "where undefined" in found.description)
    else:  # RCI (an entropy ratio) and Cramér's V (a root of chi²) are no candidate:
        # the matrix where they differ is named
        assert found.structure is None and "differs at m=" in found.reason


def test_the_structure_to_paste_is_the_candidate():
    """Each candidate's paste text, run after PASTE_PREAMBLE, makes a structure with the candidate's values."""
    from metrics._registry import make_metric
    from metrics.confirmation import confirmation_matrices
    from metrics.identify import PASTE_PREAMBLE, candidates, values_agree

    names: dict = {}
    exec(PASTE_PREAMBLE, names)
    mats = confirmation_matrices()[3][:60]
    for description, paste, form in candidates():
        keyword = "symbolic" if isinstance(form, WeightedKappa) else "structure"
        pasted = make_metric("_test_pasted", **{keyword: eval(paste, names)})
        ours = make_metric("_test_candidate", **{keyword: form})
        assert values_agree(np.asarray(pasted.numeric(mats)), np.asarray(ours.numeric(mats))).all(), description


def test_a_report_prints_what_it_found_in_the_code(registered):
    from reports import build_report, render

    registered("_test_identify_shown", numeric=_numpy_macro_recall)
    report = build_report(["_test_identify_shown"], ["PIV"], classes=(2,), with_calibrated=False)
    for fmt in ("plain", "markdown", "html"):
        text = render(report, fmt)
        assert "_test_identify_shown: decided for macro mean of recall c/t" in text, fmt
        assert "structure=ClassMean(c/t), replace=True)" in text, fmt


def test_a_tiny_added_term_is_not_rounding(registered):
    """Issue #28's adversary: accuracy + 1e-12 TP/N is not accuracy. Float64 rounding of accuracy on these matrices
    is about 1e-16; the added term is up to 1e-12, above the agreement margin, so no candidate is taken for it."""
    def almost_accuracy(m):
        trace, total = np.trace(m, axis1=-2, axis2=-1), m.sum(axis=(-2, -1))
        with np.errstate(all="ignore"):
            return trace / total + 1e-12 * m[..., 0, 0] / total

    found = identify(registered("_test_identify_almost_accuracy", numeric=almost_accuracy))
    assert found.structure is None and "accuracy D/N" in found.reason


def test_every_n_verdicts_of_an_identified_label_function_agree_with_the_function_at_n_4_to_6(registered):
    """Issue #27's Done-when, for the cheapest scikit-learn function (Cohen's kappa) in the default run: what the form
    identified from it claims for every n, the function itself, decided as written (``identify=False``) at n = 4, 5
    and 6, must not contradict: a holds is never met by a fails, and a fails never by a proved holds. Every identified
    form, PI-PV, n = 2..6, main and calibrated: the slow ``tests/test_identified_agreement.py``."""
    fn = cohen_kappa_score
    registered("_test_identify_label_agreement", labels=fn)
    every = axioms.check("_test_identify_label_agreement", ["PI", "PII", "PIV"], classes=(2, 3), with_calibrated=False)
    assert any(v.every_n is not None for v in every.values())
    for n in (4, 5, 6):
        code = axioms.check("_test_identify_label_agreement", ["PI", "PII", "PIV"], classes=(n,), with_calibrated=False,
                            identify=False)
        for pid, verdict in every.items():
            if verdict.every_n is None or not verdict.every_n.covers(n):
                continue
            if verdict.every_n.verdict == "holds":
                assert code[pid].verdict != "fails", (pid, n, code[pid].detail)
            else:
                assert not (code[pid].verdict == "holds"
                            and code[pid].evidence["kind"] in ("proof", "construction")), (pid, n)


@pytest.mark.parametrize("threshold", [1e5, 1e6, 1e17])
def test_code_that_changes_formula_above_a_size_is_not_the_form_below_it(registered, threshold):
    """Kappa up to ``threshold`` items and accuracy beyond (review 19a F1). At m = [[810000, 90000], [90000, 10000]]
    (N = 10⁶, the random classifier z = p = (9/10, 1/10) with s = 10⁶) kappa is (82/100 − 82/100)/(1 − 82/100) = 0,
    and the code returns accuracy 82/100 = 41/50 where N > threshold. Every confirmation matrix but the large ones
    times 2⁶⁰ has fewer than 10⁵ items, and the counts scaled by 2⁶⁰ that are not whole were dropped with the whole
    ones: the code was identified as kappa and PV proved 'every random classifier scores 0' for every n."""
    def kappa_then_accuracy(m):
        with np.errstate(all="ignore"):
            N = m.sum(axis=(-2, -1))
            accuracy = np.trace(m, axis1=-2, axis2=-1) / N
            chance = (m.sum(axis=-1) * m.sum(axis=-2)).sum(axis=-1) / N**2
            return np.where(N > threshold, accuracy, (accuracy - chance) / (1 - chance))

    metric = registered(f"_test_kappa_until_{threshold:.0e}", numeric=kappa_then_accuracy)
    if threshold < 10**6:
        assert metric([[810000, 90000], [90000, 10000]]) == pytest.approx(41 / 50)
    found = identify(metric)
    assert not found.identified, found.description
    pv = axioms.check(metric, ["PV"], classes=(2,), with_calibrated=False)["PV"]
    assert pv.evidence["kind"] != "proof", pv.detail


def test_code_that_counts_labels_itself_is_compared_without_the_counts_it_cannot_reach(registered):
    """Macro recall computed from the label arrays the code expands with int64 repeats (as code around
    scikit-learn does): at 1999·2⁶⁰ items int64 overflows and np.repeat raises (review 21a F2). Those matrices are
    beyond the code's reach, no difference from a form, and it is still identified as macro recall (c/t per class)."""
    def recall_from_labels(m):
        out = np.empty(m.shape[:-2])
        for idx in np.ndindex(*m.shape[:-2]):
            n = m.shape[-1]
            counts = m[idx].astype(np.int64).ravel()
            pred, true = np.repeat(np.repeat(np.arange(n), n), counts), np.repeat(np.tile(np.arange(n), n), counts)
            with np.errstate(all="ignore"):
                out[idx] = np.mean([np.sum((pred == k) & (true == k)) / np.sum(true == k) for k in range(n)])
        return out

    found = identify(registered("_test_identify_label_counts", numeric=recall_from_labels, whole_counts=True))
    assert found.identified and found.description.startswith("macro mean of recall c/t"), found.reason
