"""An invariance proof needs both sides undefined on the same matrices, not only a zero difference.

The exact zero test of metric(T(M)) − metric(M) says nothing where one side is undefined: the hand
derivations below show two forms whose difference cancels although T moves a matrix from undefined to
scored, so "proved" would be false (found by an adversarial audit). A search may still not reach such a
matrix (both are far out, at 10⁶ items): the verdict is then "holds (search)", never a proof.
"""

import sympy
import pytest

import axioms
from axioms.arithmetic.where_defined import defined_supports, same_definedness
from metrics import cell_symbols
from metrics._registry import make_metric

K = 10**6


def _nan_above_a_million(M):
    """Accuracy, undefined once TP exceeds a million (a user's guard)."""
    tp, fp, fn, tn = M[0, 0], M[0, 1], M[1, 0], M[1, 1]
    return sympy.Piecewise((sympy.nan, tp > K), ((tp + tn) / (tp + fp + fn + tn), True))


def _balanced_accuracy_with_a_removable_singularity(M):
    """Balanced accuracy plus (FN² − K²)/(FN − K) − (FN + K): 0 wherever defined, undefined at FN = K."""
    tp, fp, fn, tn = M[0, 0], M[0, 1], M[1, 0], M[1, 1]
    return (tp / (tp + fn) + tn / (tn + fp)) / 2 + (fn**2 - K**2) / (fn - K) - (fn + K)


def _value(form, m):
    symbols = cell_symbols(2)
    return sympy.sympify(form(sympy.Matrix(m))).xreplace({symbols[i, j]: 0 for i in range(2) for j in range(2)})


def test_the_hand_derivations_show_both_invariances_are_false():
    """Swapping the classes maps [[K+1, 0], [0, 0]] (TP > K: undefined) to [[0, 0], [0, K+1]] (accuracy 1), and
    [[1, 0], [K, 1]] (FN = K: 0/0) to [[1, K], [0, 1]] (balanced accuracy (1/(K+1) + 1)/2 = 500001/1000001)."""
    assert _value(_nan_above_a_million, [[K + 1, 0], [0, 0]]) is sympy.nan
    assert _value(_nan_above_a_million, [[0, 0], [0, K + 1]]) == 1
    assert _value(_balanced_accuracy_with_a_removable_singularity, [[1, 0], [K, 1]]) is sympy.nan
    assert _value(_balanced_accuracy_with_a_removable_singularity, [[1, K], [0, 1]]) == sympy.Rational(500001, 1000001)


@pytest.mark.parametrize("form", [_nan_above_a_million, _balanced_accuracy_with_a_removable_singularity])
@pytest.mark.parametrize("pid", ["SYM", "SCI"])
def test_no_proof_when_the_transformation_moves_where_the_metric_is_defined(form, pid):
    """SYM and SCI (scaling every cell by t > 0 also moves TP across K, and FN onto K) are false for both forms
    (above), so neither they nor their calibrated variants may be proved."""
    verdict = axioms.check(make_metric(form.__name__, symbolic=form, binary=True), [pid], classes=(2,))[pid]
    assert verdict.evidence["kind"] != "proof"
    assert verdict.after_calibration.evidence["kind"] != "proof"


def test_the_calibrated_variants_prevalence_invariance_is_no_construction_from_a_false_scale_invariance():
    """PIV of metric~ follows from metric(tM) = metric(M); scaling [[K, 0], [0, 1]] by t = 2 moves TP above K."""
    metric = make_metric("nan_above", symbolic=_nan_above_a_million, binary=True)
    calibrated = axioms.check(metric, ["PIV"], classes=(2,))["PIV"].after_calibration
    assert calibrated.evidence["kind"] not in ("proof", "construction")


def test_an_invariance_whose_undefined_matrices_map_onto_themselves_is_still_proved():
    """Transposing keeps TP, so TP > K maps onto itself and accuracy onto itself: TRS holds, proved. Accuracy
    undefined on the empty matrix only is proved invariant under relabelling (SYM)."""
    metric = make_metric("nan_above", symbolic=_nan_above_a_million, binary=True)
    assert axioms.check(metric, ["TRS"], classes=(2,), with_calibrated=False)["TRS"].evidence["kind"] == "proof"

    def guarded_accuracy(M):
        total = sum(M)
        return sympy.Piecewise((sympy.nan, sympy.Eq(total, 0)), (M.trace() / total, True))

    verdict = axioms.check(make_metric("guarded_accuracy", symbolic=guarded_accuracy), ["SYM"], classes=(2, 3),
                           with_calibrated=False)["SYM"]
    assert (verdict.verdict, verdict.evidence["kind"]) == ("holds", "proof")


def test_where_a_form_is_defined_is_read_per_set_of_positive_cells():
    """Recall TP/(TP + FN) is undefined exactly when TP = FN = 0, whatever FP and TN are; with a guard
    Piecewise((0, Eq(TP + FN, 0)), ...) it is defined everywhere; x − K has no sign: no certificate."""
    M = cell_symbols(2)
    tp, fp, fn, tn = M[0, 0], M[0, 1], M[1, 0], M[1, 1]
    cells = [tp, fp, fn, tn]
    where = defined_supports(tp / (tp + fn), cells)
    for mask, defined in enumerate(where):
        assert defined == bool(mask & 0b0101), mask  # bit 0: TP, bit 2: FN
    guarded = sympy.Piecewise((0, sympy.Eq(tp + fn, 0)), (tp / (tp + fn), True))
    assert defined_supports(guarded, cells).all()
    assert defined_supports(1 / (fn - K), cells) is None
    # recall of the positive class against recall of the negative one: undefined on different matrices
    assert same_definedness(tp / (tp + fn), tn / (tn + fp), cells) is False


def test_a_scaling_keeps_where_a_form_is_defined_when_its_singular_parts_are_homogeneous():
    """MCC's radicand (TP+FP)(TP+FN)(TN+FP)(TN+FN) is homogeneous of degree 4, so it is positive at t·M iff at M;
    (FN² − K²)/(FN − K) is undefined at FN = K, and its image under scaling by 2 at FN = K/2;
    TP > K compares degree 1 with degree 0, so scaling moves TP across K."""
    from axioms.arithmetic.where_defined import scaled_groups, scaling_keeps_definedness
    M = cell_symbols(2)
    tp, fp, fn, tn = M[0, 0], M[0, 1], M[1, 0], M[1, 1]
    cells = [tp, fp, fn, tn]
    mcc = (tp * tn - fp * fn) / sympy.sqrt((tp + fp) * (tp + fn) * (tn + fp) * (tn + fn))
    assert scaling_keeps_definedness(mcc, cells)
    assert not scaling_keeps_definedness((fn**2 - K**2) / (fn - K), cells)
    assert not scaling_keeps_definedness(sympy.Piecewise((sympy.nan, tp > K), (tp / (tp + fn), True)), cells)
    # recall of the positive class is kept under scaling its true-class column (TP, FN), not under scaling a row
    recall = tp / (tp + fn)
    assert scaling_keeps_definedness(recall, [tp, fn])
    assert not scaling_keeps_definedness(recall, [tp, fp])
    # column scaling by λ0, λ1: two groups, the columns; a relabelling is no scaling
    l0, l1 = sympy.symbols("l0 l1", positive=True)
    assert scaled_groups([l0 * tp, l1 * fp, l0 * fn, l1 * tn], cells) == [[tp, fn], [fp, tn]]
    assert scaled_groups([tn, fn, fp, tp], cells) is None


def test_a_reciprocal_of_an_undefined_value_is_read_only_when_that_value_is_nan():
    """To sympy 1/(1 + 1/x) is 1/zoo = 0 at x = 0, defined, though 1/x is not: no certificate. A reciprocal of
    y·z/(y + z) + w at y = z = 0 is 1/nan (0·zoo is nan): undefined there, readable."""
    x, y, z, w = sympy.symbols("x y z w", nonnegative=True)
    cells = [x, y, z, w]
    assert same_definedness(1 / (1 + 1 / x), 1 / x, cells) is None
    where = defined_supports(1 / (y * z / (y + z) + w), cells)
    for mask, defined in enumerate(where):
        y_or_z = bool(mask & 0b0110)
        # defined where y + z > 0 (then y·z/(y + z) + w = 0 only when w = 0 and y·z = 0) and the sum is nonzero
        expected = y_or_z and bool(mask & 0b1000 or (mask & 0b0010 and mask & 0b0100))
        assert defined == expected, mask


def test_a_branch_choice_that_changes_nothing_about_definedness_keeps_the_proof():
    """1 − |TPR − TNR|: swapping the classes exchanges TPR and TNR, and |a − b| = |b − a| (by hand); sympy writes
    the Abs as a Piecewise on TPR − TNR ≥ 0, a condition no set of positive cells decides, but both of its branches
    are defined exactly where TPR and TNR are, so SYM stays proved."""
    def abs_rate_gap(M):
        tp, fp, fn, tn = M[0, 0], M[0, 1], M[1, 0], M[1, 1]
        return 1 - sympy.Abs(tp / (tp + fn) - tn / (tn + fp))

    metric = make_metric("abs_rate_gap", symbolic=abs_rate_gap, binary=True)
    verdict = axioms.check(metric, ["SYM"], classes=(2,), with_calibrated=False)["SYM"]
    assert (verdict.verdict, verdict.evidence["kind"]) == ("holds", "proof")
