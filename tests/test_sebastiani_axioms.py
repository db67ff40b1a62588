"""Sebastiani's eight axioms (ICTIR 2015, §3-§6) decided by axioms/properties/ (MON, CON, SDE, WDE, FIX, CHA, IMB, SYM).

Expected verdicts are the paper's Properties 4.1-4.10 and 5.1-5.8 (binary) and its §6
claim for the multi-class K (Eq. 10). Every failing verdict's counterexample is
re-checked here, independently of the check, through ``axioms.arithmetic.exact.value_of``.
Matrices: rows = predictions, columns = truth; binary ``[[TP, FP], [FN, TN]]``.
"""

from math import comb

import numpy as np

import pytest
import sympy

import axioms
import metrics
from axioms.constructions import random_models as S
from axioms.arithmetic.exact import exact_sign, value_of
from axioms.core.budget import rng_for
from metrics.errors import UsageError

SETTINGS = axioms.profile("quick")
AXIOMS = ("MON", "CON", "SDE", "WDE", "FIX", "CHA", "IMB", "SYM")
CHECKS = {pid: axioms.get_property(pid).check for pid in AXIOMS}  # each axiom's registered check
METRICS = ("f1", "sebastiani_k", "accuracy", "mcc", "asp", "dor", "lam", "recall", "precision", "specificity")

# (metric, axiom) -> expected verdict at n = 2, from the paper.
PAPER = {
    **{("f1", a): "fails" for a in ("MON", "CON", "CHA", "IMB", "SYM")},  # Properties 4.1-4.5
    **{("sebastiani_k", a): "holds" for a in AXIOMS},  # Properties 5.1-5.8
    **{(m, "MON"): "fails" for m in ("asp", "dor", "lam")},  # Property 4.6
    **{(m, "CON"): "fails" for m in ("asp", "mcc", "lam")},  # Property 4.7
    **{(m, "SDE"): "fails" for m in ("asp", "mcc")},  # Property 4.8
    **{(m, "WDE"): "fails" for m in ("dor", "lam")},  # Property 4.9
    **{(m, "IMB"): "fails" for m in ("accuracy", "asp")},  # Property 4.10
}


def _run(name, pid, n=2):
    metric = metrics.get(name)
    return CHECKS[pid](metric, n, SETTINGS, rng_for(SETTINGS, name, pid, n))


@pytest.fixture(scope="module")
def binary():
    return {(name, pid): _run(name, pid) for name in METRICS for pid in AXIOMS}


# --------------------------------------------------------------------------- independent re-checks
def _val(metric, m):
    v, how = value_of(metric, m)
    assert how == "exact"
    return v


def _col_sums(m):
    return [sum(row[j] for row in m) for j in range(len(m))]


def _binary_classifiers(ap, an):
    return [[[tp, fp], [ap - tp, an - fp]] for tp in range(ap + 1) for fp in range(an + 1)]


def _coin_expectation(metric, ap, an):
    """E[metric] when every item is predicted positive with probability 1/2; None if undefined."""
    total = 0
    for m in _binary_classifiers(ap, an):
        tp, fp = m[0]
        prob = sympy.Rational(comb(ap, tp) * comb(an, fp), 2 ** (ap + an))
        v = _val(metric, m)
        if v is None:
            return None
        total += prob * v
    return sympy.nsimplify(total)


def _recheck(name, verdict):
    """Re-verify a failing verdict's counterexample from scratch."""
    metric = metrics.get(name)
    direction = 1 if metric.higher_is_better else -1
    cex = verdict.counterexample
    pid = verdict.property
    assert cex is not None and cex["verified"].startswith("exact"), (name, pid, cex)
    if pid == "MON":
        before, after = cex["before"], cex["after"]
        assert _col_sums(before) == _col_sums(after)  # same test set
        diff = [[after[i][j] - before[i][j] for j in range(2)] for i in range(2)]
        (i, j), (jj, _) = cex["moved"]
        assert i != j and jj == j and diff[i][j] == -1 and diff[j][j] == 1
        assert sum(abs(x) for row in diff for x in row) == 2
        v0, v1 = _val(metric, before), _val(metric, after)
        assert v0 is not None and v1 is not None
        assert exact_sign((v1 - v0) * direction) <= 0  # not strictly better
    elif pid == "CON":
        assert cex["problem"] == "score undefined"
        assert _col_sums(cex["point"]) == list(cex["test_set"]) == _col_sums(cex["defined_classifier"])
        assert _val(metric, cex["point"]) is None
        assert _val(metric, cex["defined_classifier"]) is not None
    elif pid == "SDE":
        assert sum(map(sum, cex["matrix"])) > 0
        assert _val(metric, cex["matrix"]) is None
    elif pid == "WDE":
        assert _col_sums(cex["defined"]) == _col_sums(cex["undefined"]) == list(cex["test_set"])
        assert _val(metric, cex["defined"]) is not None
        assert _val(metric, cex["undefined"]) is None
    elif pid == "FIX":
        ranges = []
        for ap, an in cex["test_sets"]:
            values = [v for v in (_val(metric, m) for m in _binary_classifiers(ap, an)) if v is not None]
            lo = min(values, key=lambda v: float(v))
            hi = max(values, key=lambda v: float(v))
            ranges.append((lo, hi))
        assert [[str(lo), str(hi)] for lo, hi in ranges] == cex["ranges"]
        (lo0, hi0), (lo1, hi1) = ranges
        assert exact_sign(lo0 - lo1) != 0 or exact_sign(hi0 - hi1) != 0
    elif pid == "CHA":
        assert cex["model"] == "coin"
        if "test_sets" in cex:
            values = [_coin_expectation(metric, *p) for p in cex["test_sets"]]
            assert [str(v) for v in values] == cex["expectations"]
            assert exact_sign(values[0] - values[1]) != 0
        else:  # the expectation is undefined: a classifier of positive probability is unscored
            assert _val(metric, cex["matrix"]) is None
            assert _col_sums(cex["matrix"]) == list(cex["test_set"])
            assert _coin_expectation(metric, *cex["test_set"]) is None
    elif pid == "IMB":
        c = cex["class"]
        values = []
        for (ap, an), m in zip(cex["test_sets"], cex["matrices"]):
            assert ap > 0 and an > 0
            trivial = [[ap, an], [0, 0]] if c == 0 else [[0, 0], [ap, an]]
            assert m == trivial
            values.append(_val(metric, m))
        if None in values:
            assert values.count(None) == 1
        else:
            assert exact_sign(values[0] - values[1]) != 0
    elif pid == "SYM":
        (tp, fp), (fn, tn) = cex["before"]
        assert cex["after"] == [[tn, fn], [fp, tp]]
        v0, v1 = _val(metric, cex["before"]), _val(metric, cex["after"])
        assert (v0 is None) != (v1 is None) or exact_sign(v1 - v0) != 0
    else:  # pragma: no cover
        raise AssertionError(pid)


# --------------------------------------------------------------------------- the paper's table
@pytest.mark.parametrize("key", sorted(PAPER), ids=lambda k: f"{k[0]}-{k[1]}")
def test_paper_verdicts_binary(binary, key):
    verdict = binary[key]
    assert verdict.verdict == PAPER[key], (key, verdict.detail)
    if verdict.verdict == "fails":
        assert verdict.evidence["kind"] == "counterexample"
        _recheck(key[0], verdict)


def test_every_binary_failure_is_rechecked(binary):
    """Failures beyond the paper's list (e.g. F1 on SDE/WDE, §3.2) are re-verified too."""
    for (name, pid), verdict in binary.items():
        if verdict.verdict == "fails":
            _recheck(name, verdict)


def test_evidence_is_honest(binary):
    for key, verdict in binary.items():
        kind = verdict.evidence["kind"]
        assert verdict.verdict in ("holds", "fails", "unknown"), key
        if verdict.verdict == "holds":
            assert kind in ("proof", "construction", "exhaustive", "search"), key
            if kind == "search":
                assert "not refuted" in verdict.detail and "budget" in verdict.evidence, key
            if kind == "exhaustive":
                assert "budget" in verdict.evidence, key
        if verdict.verdict == "fails":
            assert kind == "counterexample" and verdict.counterexample, key


def test_sebastiani_k_binary_proofs(binary):
    """K's MON, CON, SDE, WDE, IMB and SYM are proved, not merely searched."""
    for pid in ("MON", "CON", "SDE", "WDE", "IMB", "SYM"):
        assert binary["sebastiani_k", pid].evidence["kind"] == "proof", pid
    assert "[-1, 1]" in binary["sebastiani_k", "FIX"].detail


def test_f1_counterexamples_are_the_papers(binary):
    mon = binary["f1", "MON"].counterexample
    assert (mon["before"], mon["after"]) == ([[0, 1], [1, 0]], [[0, 0], [1, 1]])  # Property 4.1: TP = 0
    con = binary["f1", "CON"].counterexample
    assert con["point"] == [[0, 0], [0, con["test_set"][1]]]  # Property 4.2: TP = FP = FN = 0
    assert con["test_set"][0] == 0
    imb = binary["f1", "IMB"].counterexample
    assert imb["classifier"] == "trivial acceptor"  # Property 4.4: 2AP / (2AP + AN)
    for (ap, an), value in zip(imb["test_sets"], imb["values"]):
        assert sympy.Rational(value) == sympy.Rational(2 * ap, 2 * ap + an)


def test_lower_is_better_direction(binary):
    """LAM (lower is better): the MON counterexample is a correction that does not lower it."""
    cex = binary["lam", "MON"].counterexample
    v0, v1 = _val(metrics.get("lam"), cex["before"]), _val(metrics.get("lam"), cex["after"])
    assert exact_sign(v1 - v0) >= 0


def test_fix_reports_ranges(binary):
    extra = binary["f1", "FIX"].extra
    assert "[0, 1]" in extra["ranges"] and "[0, 0]" in extra["ranges"]  # F1 is 0 wherever defined when AP = 0
    assert list(binary["sebastiani_k", "FIX"].extra["ranges"]) == ["[-1, 1]"]


# --------------------------------------------------------------------------- CHA: exact expectations
def test_f1_chance_numbers_are_the_uniform_rate_model():
    f1 = metrics.get("f1")
    assert S.expected_score(f1, (1, 0), "uniform_rate") == sympy.Rational(1, 2)
    e100 = S.expected_score(f1, (100, 0), "uniform_rate")
    assert abs(float(e100) - 0.612) < 0.001
    # independent: k predicted positives uniform on 0..100, all of them true positives
    assert e100 == sum(sympy.Rational(2 * k, 100 + k) for k in range(101)) / 101
    # the other models do not give the paper's 0.612
    assert abs(float(S.expected_score(f1, (100, 0), "coin")) - 0.612) > 0.01
    assert S.expected_score(f1, (1, 0), "prevalence") == 1


def test_expected_score_matches_hand_enumeration():
    f1 = metrics.get("f1")
    assert S.expected_score(f1, (1, 1), "coin") == _coin_expectation(f1, 1, 1) == sympy.Rational(5, 12)
    assert S.expected_score(f1, (0, 2), "coin") is None  # F1 undefined when nothing is predicted positive


@pytest.mark.parametrize("model", S.RANDOM_MODELS)
def test_k_expectation_is_zero(model):
    k = metrics.get("sebastiani_k")
    for test_set in [(1, 1), (2, 3), (5, 1), (3, 7), (4, 4)]:
        assert S.expected_score(k, test_set, model) == 0, (model, test_set)
    for test_set in [(1, 1, 1), (2, 1, 3)]:
        assert S.expected_score(k, test_set, model) == 0, (model, test_set)
    if model not in ("prevalence", "permutation"):  # single-class test sets too (both predict only the present class)
        assert S.expected_score(k, (0, 3), model) == 0
        assert S.expected_score(k, (4, 0), model) == 0


def test_prevalence_model_is_perfect_on_single_class_test_sets():
    """With AN = 0 the 'prevalence' random classifier predicts every item positive: K = 1."""
    assert S.expected_score(metrics.get("sebastiani_k"), (4, 0), "prevalence") == 1


def test_cha_reports_every_model(binary):
    models = binary["f1", "CHA"].extra["models"]
    assert set(models) == set(S.RANDOM_MODELS)
    assert all(m["constant"] is False for m in models.values())
    k_models = binary["sebastiani_k", "CHA"].extra["models"]
    assert k_models["coin"]["constant"] and k_models["coin"]["value"] == "0"
    assert k_models["uniform_rate"]["value"] == "0"
    assert k_models["prevalence"]["constant_when_all_classes_present"] is True


def test_expected_score_rejects_bad_input():
    with pytest.raises(UsageError):
        S.expected_score("f1", (1, 0), "monte_carlo")
    with pytest.raises(UsageError):
        S.expected_score("f1", (0, 0), "coin")


# --------------------------------------------------------------------------- multi-class K (Eq. 10)
@pytest.mark.parametrize("pid", AXIOMS)
def test_multiclass_k_keeps_every_axiom(pid):
    verdict = _run("sebastiani_k", pid, n=3)
    assert verdict.verdict == "holds", verdict.detail
    if pid in ("MON", "CON", "SDE", "WDE", "IMB", "SYM"):
        assert verdict.evidence["kind"] == "proof", pid


# --------------------------------------------------------------------------- metrics written by a user
def _user(name, **forms):
    from metrics._registry import make_metric

    return make_metric(name, binary=True, **forms)


def _tpr(M):
    return M[0, 0] / (M[0, 0] + M[1, 0])


def _tnr(M):
    return M[1, 1] / (M[0, 1] + M[1, 1])


def _check(metric, pid):
    return CHECKS[pid](metric, 2, SETTINGS, rng_for(SETTINGS, metric.name, pid, 2))


def test_numeric_only_recall_fails_mon_after_calibration_too():
    """Recall reads TP and FN only, so correcting a false positive (FP -> TN) leaves it unchanged:
    a tie, so MON fails. Calibration scales each column by |S| / (2 prevalence), so within a
    test set recall~ = recall and the same tie appears: on AP = AN = 1, [[0, 1], [1, 0]] ->
    [[0, 0], [1, 1]] keeps recall~ = 0."""
    recall = _user("user_recall", numeric=lambda m: m[..., 0, 0] / (m[..., 0, 0] + m[..., 1, 0]))
    for metric in (recall, recall.calibrated):
        verdict = _check(metric, "MON")
        assert verdict.verdict == "fails", (metric.name, verdict.detail)
        cex = verdict.counterexample
        assert cex["verified"] == "exact" and cex["values"][0] == cex["values"][1]


def test_float_only_tie_is_never_agreement():
    """sqrt(recall) needs floats (np.sqrt refuses Fractions), so its FP -> TN tie (sqrt(recall) does
    not read FP or TN) cannot be certified exactly. MON is really false, but the engine may only
    say so with a certified tie: never "holds" (the old reading of an undecided sign as "no
    violation"), and an "unknown" must name the undecided pair."""
    metric = _user("user_sqrt_recall", numeric=lambda m: np.sqrt(m[..., 0, 0] / (m[..., 0, 0] + m[..., 1, 0])))
    for m in (metric, metric.calibrated):
        verdict = _check(m, "MON")
        assert verdict.verdict != "holds", verdict.detail
        if verdict.verdict == "unknown":
            assert "undecided" in verdict.detail and "m=[[" in verdict.detail


@pytest.mark.parametrize("pid", ["FIX", "CHA", "IMB"])
def test_float_equalities_are_not_certified(pid):
    """Balanced accuracy written with float weights and no symbolic form: its values are floats, so
    equal ranges (FIX: [0, 1] on every test set with both classes), equal expectations (CHA:
    E = 1/2 by linearity) and equal trivial scores (IMB: 1/2) are true but cannot be certified;
    the engine must not print a search-backed "holds" from float equalities."""
    metric = _user("user_ba_float", numeric=lambda m: 0.5 * m[..., 0, 0] / (m[..., 0, 0] + m[..., 1, 0])
                   + 0.5 * m[..., 1, 1] / (m[..., 0, 1] + m[..., 1, 1]))
    verdict = _check(metric, pid)
    assert verdict.verdict == "unknown" and "undecided" in verdict.detail, verdict.detail


def test_float_literals_are_read_as_written():
    """``1.0 * (TP + TN) / total`` is accuracy: E[accuracy] under the coin model is 1/2 on every
    test set (each item is right with probability 1/2), so CHA holds; the trivial acceptor
    scores AP / (AP + AN) = 1/2 on AP = AN = 1 and 1/3 on AP = 1, AN = 2, so IMB fails with
    exactly those values (not rationalised floats such as 3333333333333333/10^16)."""
    acc = _user("user_accuracy_float",
                symbolic=lambda M: 1.0 * (M[0, 0] + M[1, 1]) / (M[0, 0] + M[0, 1] + M[1, 0] + M[1, 1]))
    cha = _check(acc, "CHA")
    assert cha.verdict == "holds" and cha.extra["models"]["coin"]["value"] == "1/2", cha.detail
    imb = _check(acc, "IMB")
    assert imb.verdict == "fails"
    for (ap, an), value in zip(imb.counterexample["test_sets"], imb.counterexample["values"]):
        assert sympy.Rational(value) == sympy.Rational(ap, ap + an)


@pytest.mark.parametrize("name", ["dor", "lam", "mcc"])
def test_trivial_classifiers_without_a_score_fail_imb(name):
    """DOR = TP·TN / (FP·FN), LAM (logit of the error rates) and MCC divide by FP·FN, by a log of 0
    or by sqrt((TP+FP)(TP+FN)(TN+FP)(TN+FN)), which vanish for the trivial acceptor
    [[AP, AN], [0, 0]] on every test set: it scores no constant k1, so IMB read literally fails
    (Sebastiani: 'we cannot even say'; the detail must say which reading is used)."""
    verdict = _run(name, "IMB")
    assert verdict.verdict == "fails" and "literally" in verdict.detail
    cex = verdict.counterexample
    assert cex["values"] == ["undefined"] and _val(metrics.get(name), cex["matrices"][0]) is None


# --------------------------------------------------------------------------- proofs, derived by hand
def test_fix_and_cha_of_a_user_balanced_accuracy_are_proved():
    """(TP/AP + TN/AN)/2 on a test set with AP, AN > 0 is affine in (TP, TN): its extremes are at the
    vertices TP in {0, AP}, TN in {0, AN}, with values 0, 1/2, 1/2, 1, so the range is [0, 1] on
    every such test set (FIX); under the coin model E[TP] = AP/2 and E[TN] = AN/2, so
    E = (1/2 + 1/2)/2 = 1/2 on every test set (CHA). With AP = 0 or AN = 0 it is never scored."""
    ba = _user("user_balanced_accuracy", symbolic=lambda M: (_tpr(M) + _tnr(M)) / 2)
    fix = _check(ba, "FIX")
    assert fix.verdict == "holds" and fix.evidence["kind"] == "proof" and "[0, 1]" in fix.detail
    cha = _check(ba, "CHA")
    assert cha.verdict == "holds" and cha.evidence["kind"] == "proof" and "= 1/2" in cha.detail


def test_cha_of_tpr_minus_fpr_is_proved_zero():
    """TPR - FPR = TP/AP - FP/AN: E[TP] = AP/2 and E[FP] = AN/2 under the coin model, so E = 0."""
    youden = _user("user_youden", symbolic=lambda M: _tpr(M) - M[0, 1] / (M[0, 1] + M[1, 1]))
    cha = _check(youden, "CHA")
    assert cha.verdict == "holds" and cha.evidence["kind"] == "proof" and "= 0" in cha.detail


def test_cha_proof_does_not_hide_a_varying_expectation():
    """TP/AP * TN/AN is affine in each column but E = (1/2)(1/2) = 1/4 on every test set with both
    classes: a proof; TP^2/AP^2 is not affine (E[TP^2] = AP/4 + AP^2/4 gives 1/4 + 1/(4 AP),
    which varies: 1/2 at AP = 1, 3/8 at AP = 2), so CHA fails."""
    product = _user("user_product", symbolic=lambda M: _tpr(M) * _tnr(M))
    cha = _check(product, "CHA")
    assert cha.verdict == "holds" and cha.evidence["kind"] == "proof" and "= 1/4" in cha.detail
    square = _user("user_square", symbolic=lambda M: _tpr(M) ** 2)
    assert _check(square, "CHA").verdict == "fails"


def test_cha_at_four_classes_reads_a_test_set_with_a_class_of_two_items():
    """From n = 4 on the grid's prevalences are 0..1, and the mean of the squared recalls, defined only where every
    class occurs, was scored on (1, 1, 1, 1) alone: ✓* (the squared recall of a class of one item is 0 or 1, so 1/4 on
    every such set). Under the coin model (each item predicted each class with probability 1/4) a class of two items
    has E[(X/2)²] = (Var X + (E X)²)/4 = (2·1/4·3/4 + 1/4)/4 = 5/32 for X ~ Bin(2, 1/4), so on (1, 1, 1, 2) the mean is
    (3·1/4 + 5/32)/4 = 29/128, not 1/4."""
    from metrics._registry import make_metric
    from metrics.structure import ClassMean

    squared = make_metric("user_mean_squared_recall", structure=ClassMean(lambda c, r, t, N: (c / t) ** 2))
    cha = CHECKS["CHA"](squared, 4, SETTINGS, rng_for(SETTINGS, squared.name, "CHA", 4))
    assert cha.verdict == "fails"
    assert cha.counterexample["test_sets"] == [[1, 1, 1, 1], [1, 1, 1, 2]]
    assert [sympy.Rational(e) for e in cha.counterexample["expectations"]] == [sympy.Rational(1, 4),
                                                                                sympy.Rational(29, 128)]


def test_fix_at_four_classes_reads_a_test_set_with_a_class_of_two_items():
    """The mean of c_k / t_k² (defined where every class occurs) ranges over [0, 1] on (1, 1, 1, 1), where each term
    is 0 or 1; on (1, 1, 1, 2) the class of two items adds 0, 1/4 or 1/2, so the range is [0, (3 + 1/2)/4] = [0, 7/8]:
    FIX fails, which the grid's box 0..1 at n = 4 could not show."""
    from metrics._registry import make_metric
    from metrics.structure import ClassMean

    metric = make_metric("user_recall_over_prevalence", structure=ClassMean(lambda c, r, t, N: c / t**2))
    fix = CHECKS["FIX"](metric, 4, SETTINGS, rng_for(SETTINGS, metric.name, "FIX", 4))
    assert fix.verdict == "fails"
    assert fix.counterexample["test_sets"] == [[1, 1, 1, 1], [1, 1, 1, 2]]
    assert fix.counterexample["ranges"] == [["0", "1"], ["0", "7/8"]]


@pytest.mark.parametrize("name", ["macro_f1", "informedness", "weighted_f1"])
def test_mon_proved_where_it_holds(name):
    """Binary macro F1 = F1_0 + F1_1 over 2 with F1_0 = 2TP/(TP + AP + FP): correcting FN -> TP raises
    TP with AP + FP >= 1 fixed, so F1_0 strictly rises, while F1_1 = 2TN/(TN + AN + FN) cannot fall
    as FN drops; FP -> TN is symmetric. Informedness = TP/AP + TN/AN - 1 gains 1/AP or 1/AN.
    Weighted F1 = (AP F1_0 + AN F1_1)/(AP + AN) has fixed positive weights on a test set."""
    verdict = _run(name, "MON")
    assert verdict.verdict == "holds" and verdict.evidence["kind"] == "proof", verdict.evidence


def test_mon_proof_refuses_f1():
    """F1 = 2TP/(2TP + FP + FN) ignores TN, so FP -> TN at TP = 0 keeps it 0: no proof may be given."""
    verdict = _run("f1", "MON")
    assert verdict.verdict == "fails"
    from axioms.constructions.monotone import mon_proof

    assert mon_proof(metrics.get("f1"), 2, SETTINGS, 1) is not True


def test_calibrated_f1_is_weakly_definite_by_proof():
    """Calibrated F1 on a test set with AP, AN > 0: TP~ + FN~ = |S|/2, so 2TP~ + FP~ + FN~ >= |S|/2 > 0
    for every classifier; with a class absent calibration is undefined for every classifier."""
    verdict = _check(metrics.get("f1").calibrated, "WDE")
    assert verdict.verdict == "holds" and verdict.evidence["kind"] == "proof"


def test_hmacr_is_not_differentiable_at_the_all_wrong_classifier():
    """HmacR = 2ab/(a + b) with a = TP/AP, b = TN/AN (0 where a recall is 0). At TP = TN = 0 it is 0
    along both axes (so both one-sided partials are 0) but equals a along the diagonal a = b:
    on AP = AN = 1 the derivative along +TP+TN is 1, not 0 + 0, so no differential exists."""
    verdict = _run("macro_recall_harmonic", "CON")
    assert verdict.verdict == "fails" and verdict.evidence["kind"] == "counterexample"
    cex = verdict.counterexample
    ap, an = cex["test_set"]
    assert cex["point"] == [[0, an], [ap, 0]]  # TP = TN = 0: every decision wrong
    d1, d2, d12 = (sympy.Rational(x) for x in cex["derivatives"])
    assert d1 == d2 == 0 and d12 != 0


@pytest.mark.parametrize(
    "name, form",
    [
        ("user_min_recall", lambda M: sympy.Min(_tpr(M), _tnr(M))),
        ("user_max_recall", lambda M: sympy.Max(_tpr(M), _tnr(M))),
        ("user_abs_balance", lambda M: 1 - sympy.Abs(M[0, 1] - M[1, 0]) / (M[0, 0] + M[0, 1] + M[1, 0] + M[1, 1])),
    ],
)
def test_piecewise_smooth_metrics_get_verdicts(name, form):
    """Min/Max of the two recalls and 1 - |FP - FN|/total have kinks: on AP = AN = 1 at
    [[0, 1], [1, 0]] (TPR = TNR = 0, FP = FN = 1) the one-sided derivatives along +TP and +TN
    are (0, 0) for Min, (1, 1) for Max and (-1/2, -1/2) for Abs, but along both together 0, 1
    and 0: not additive, so CON fails. They are symmetric under swapping the classes (the two
    recalls swap; FP and FN swap), so SYM holds. No axiom may end in an error cell."""
    metric = _user(name, symbolic=form)
    verdicts = {pid: _check(metric, pid) for pid in AXIOMS}
    assert all(v.verdict != "error" for v in verdicts.values()), {k: v.detail for k, v in verdicts.items()}
    con = verdicts["CON"]
    assert con.verdict == "fails" and con.counterexample["problem"] == "not differentiable"
    d1, d2, d12 = (sympy.Rational(x) for x in con.counterexample["derivatives"])
    assert d12 != d1 + d2
    assert verdicts["SYM"].verdict == "holds"
    calibrated = _check(metric.calibrated, "CON")
    assert calibrated.verdict == "fails"


def test_mcc_mon_is_proved_by_its_slope():
    """On a test set, MCC = (TP·TN − FP·FN)/sqrt((TP+FP)(TP+FN)(TN+FP)(TN+FN)); along FN -> TP its
    derivative has numerator (TP·TN + FP·FN + 2·FP·TN)·|S| over a positive denominator, and where
    MCC is defined every row and column sum is positive, which rules out TP·TN = FP·FN = FP·TN = 0
    (FP = 0 forces TN > 0, then TP > 0; FP > 0 forces TN = FN = 0, an empty row). So MCC rises
    strictly along the whole segment: MON holds (FP -> TN is the mirror image)."""
    verdict = _run("mcc", "MON")
    assert verdict.verdict == "holds" and verdict.evidence["kind"] == "proof", verdict.evidence


def test_mon_proof_respects_zero_radicands():
    """LAM = sqrt(FP·FN/(TP·TN)) / (1 + sqrt(FP·FN/(TP·TN))) is 0 whenever FP = 0, before and after a
    FN -> TP correction: a tie (Sebastiani, Property 4.6). Its slope certificate must not
    ignore the points where the radicand FP vanishes but the score is defined."""
    from axioms.constructions.monotone import mon_proof

    lam = metrics.get("lam")
    assert mon_proof(lam, 2, SETTINGS, lam.direction) is not True


def test_fix_of_mcc_is_proved_through_its_square():
    """MCC = N / sqrt(R) with N = TP·TN − FP·FN, R = (TP+FP)(TP+FN)(TN+FP)(TN+FN). Expanding,
    R − N² = TP²·FP·FN + … is a sum of nonnegative terms (checked here), so |MCC| <= 1 wherever it
    is defined; the perfect classifier scores 1 and the all-wrong one −1 on every test set with
    both classes: the range is [−1, 1] on every test set where it is scored."""
    tp, fp, fn, tn = sympy.symbols("tp fp fn tn", nonnegative=True)
    slack = sympy.expand((tp + fp) * (tp + fn) * (tn + fp) * (tn + fn) - (tp * tn - fp * fn) ** 2)
    assert all(term.as_coeff_Mul()[0] > 0 for term in sympy.Add.make_args(slack))
    verdict = _run("mcc", "FIX")
    assert verdict.verdict == "holds" and verdict.evidence["kind"] == "proof" and "[-1, 1]" in verdict.detail


def test_fix_of_calibrated_f1_is_proved():
    """F1~ = 2TP~/(2TP~ + FP~ + FN~) lies in [0, 1] (FP~ + FN~ >= 0), scores 1 for the perfect
    classifier and 0 for the all-wrong one on every test set with both classes, and is never
    scored when a class is absent (calibration divides by its prevalence)."""
    verdict = _check(metrics.get("f1").calibrated, "FIX")
    assert verdict.verdict == "holds" and verdict.evidence["kind"] == "proof" and "[0, 1]" in verdict.detail


def test_a_jump_between_classifier_branches_is_not_proved_monotone():
    """Recall halved once TP >= 1000: correcting FN -> TP at TP = 999 on AP = 1001 takes recall from
    999/1001 to 1000/1001 / 2: lower, so MON fails there, far beyond the exhaustive bound. The
    branches are each monotone, but a per-branch certificate would ignore the jump: no proof."""
    jumpy = _user("user_jumpy_recall",
                  symbolic=lambda M: sympy.Piecewise((_tpr(M) / 2, M[0, 0] >= 1000), (_tpr(M), True)))
    before, after = [[999, 0], [2, 1]], [[1000, 0], [1, 1]]
    assert _val(jumpy, after) - _val(jumpy, before) == sympy.Rational(500, 1001) - sympy.Rational(999, 1001)
    verdict = _check(jumpy, "MON")
    assert verdict.evidence["kind"] != "proof"



def test_values_respect_a_form_that_is_undefined_for_an_absent_class():
    """Calibration divides column j by its prevalence, so specificity~ on a test set without
    positives (AP = 0) is undefined, although the expression TN~/(TN~ + FP~) alone would not
    notice; the values the checks compare must say "undefined" there."""
    from axioms.arithmetic.exact import value_of as checked_value

    spec = metrics.get("specificity").calibrated
    assert checked_value(spec, [[0, 0], [0, 1]])[0] is None
    assert checked_value(spec, [[1, 0], [0, 1]])[0] == 1


def test_hmacr_definedness_and_range_are_proved_through_its_branches():
    """HmacR = 0 where TPR·TNR = 0, else 2/(1/TPR + 1/TNR). The condition needs AP, AN > 0; where the
    product is nonzero both TP and TN are positive, so the harmonic mean is defined: HmacR is
    scored on every classifier of a test set with both classes and on none otherwise (WDE). Its
    values lie in [0, 1] (a harmonic mean of numbers in [0, 1]; 1 - HM has numerator
    TP·FP + TN·FN >= 0), with 1 for the perfect and 0 for the all-wrong classifier (FIX)."""
    wde = _run("macro_recall_harmonic", "WDE")
    assert wde.verdict == "holds" and wde.evidence["kind"] == "proof"
    fix = _run("macro_recall_harmonic", "FIX")
    assert fix.verdict == "holds" and fix.evidence["kind"] == "proof" and "[0, 1]" in fix.detail


def test_f1_is_not_declared_weakly_definite_on_test_sets_without_positives():
    """With AP = 0, F1 = 2TP/(2TP + FP + FN) is 0 when FP > 0 but 0/0 when FP = 0: its definedness
    depends on the classifier. Sympy simplifies 0/FP to 0 once the absent column is set to zero,
    so a certificate built on that simplified form would wrongly call the pattern defined."""
    from axioms.constructions.definedness import definedness_proof

    status = definedness_proof(metrics.get("f1"), 2, SETTINGS)
    assert not isinstance(status, dict) or status[frozenset({1})] is None


def _f1_with_convention(M):
    """F1 = 2TP/(2TP+FP+FN), and 1 on the matrix where that is 0/0 (a user's Piecewise convention)."""
    tp, fp, fn = M[0, 0], M[0, 1], M[1, 0]
    return sympy.Piecewise((1, sympy.Eq(tp + fp + fn, 0)), (2 * tp / (2 * tp + fp + fn), True))


def test_piecewise_f1_gets_the_paper_verdicts_of_f1():
    # Issue #18 item 19 (took 604 s: sympy.limit on Piecewise quotients in CON's kink search).
    # As F1 (Sebastiani Properties 4.1-4.5): MON fails (AP=1, AN=1, TP=0: FP -> TN keeps F1 = 0),
    # CHA fails (coin model: E = 1/2 on AP=0, AN=1 but 1/4 on AP=0, AN=2), IMB fails (trivial
    # acceptor 2AP/(2AP+AN): 2/3 on (1, 1), 1/2 on (1, 2)), SYM fails ([[0,0],[1,1]] scores 0, its
    # swap [[1,1],[0,0]] 2/3). The convention defines the 0/0 matrix, so SDE and WDE hold, and
    # every test set has range [0, 1] (0 when TP = 0 < TP+FP+FN, 1 at the perfect classifier):
    # FIX holds. CON cannot hold: on AP=0 the score is 0 for FP >= 1 and jumps to 1 at FP = 0.
    metric = metrics._registry.make_metric("f1_with_convention", symbolic=_f1_with_convention, binary=True)
    verdicts = axioms.check(metric, AXIOMS, classes=(2,), settings=SETTINGS, with_calibrated=False)
    expected = {"MON": "fails", "CHA": "fails", "IMB": "fails", "SYM": "fails", "SDE": "holds", "WDE": "holds",
                "FIX": "holds"}
    assert {pid: verdicts[pid].verdict for pid in expected} == expected
    assert verdicts["CON"].verdict != "holds"


def test_mon_says_which_way_a_lower_is_better_score_moved():
    # 1 − MCC is lower-is-better; correcting one item can raise it: at n = 3, [[0, 6, 0], [0, 0, 0], [0, 0, 1]]
    # (MCC 1/2 by hand: D = 1, N = 7, Σ r t = 6·0 + 0·6 + 1·1 = 1, Σ r² = 37, Σ t² = 37, (7 − 1)/(49 − 37) = 1/2)
    # -> [[0, 5, 0], [0, 1, 0], [0, 0, 1]] takes 1 − MCC from 1/2 to about 0.569. MON fails; the text must call
    # the move of the printed score what it is.
    from metrics.structure import ClassSums

    def one_minus_mcc(D, RT, RR, TT, N, n):
        return 1 - (D * N - RT) / sympy.sqrt((N * N - RR) * (N * N - TT))

    sums = {"D": lambda c, r, t, N: c, "RT": lambda c, r, t, N: r * t, "RR": lambda c, r, t, N: r * r,
            "TT": lambda c, r, t, N: t * t}
    metrics.register("test_one_minus_mcc", structure=ClassSums(one_minus_mcc, sums), higher_is_better=False)
    try:
        verdict = axioms.check("test_one_minus_mcc", ["MON"], classes=(3,), with_calibrated=False)["MON"]
    finally:
        metrics.unregister("test_one_minus_mcc")
    v0, v1 = (float(sympy.sympify(v.split(" (≈")[0])) for v in verdict.counterexample["values"])
    assert verdict.verdict == "fails" and v1 > v0
    assert ": higher, not strictly lower" in verdict.detail, verdict.detail


def test_a_removable_hole_of_the_form_as_written_is_no_proof_of_imb_or_sde(registered):
    """Balanced accuracy times (TP − 10)/(TP − 10): by hand the trivial acceptor [[10, 1], [0, 0]] is 0/0 while
    [[1, 1], [0, 0]] scores (1 + 0)/2 = 1/2, so IMB's "the acceptor scores one constant" is no proof (sympy's
    together() had merged (P/2 − 5)/(P − 10) into 1/2). Accuracy plus log((TP − 1000)²) − log((TP − 1000)²):
    sympy writes the logs off as 0, but at TP = 1000 they are log 0 − log 0, so [[1000, 16], [2050, 49]] is
    unscored and SDE ("defined for every classifier") is no proof; nor is CHA, whose coin model draws TP = 1000
    on AP = 1000 with probability 2^-1000."""
    def hole_at_ten(M):
        tp, fp, fn, tn = M[0, 0], M[0, 1], M[1, 0], M[1, 1]
        return (tp / (tp + fn) + tn / (fp + tn)) / 2 * (tp - 10) / (tp - 10)

    def log_hole(M):
        tp, fp, fn, tn = M[0, 0], M[0, 1], M[1, 0], M[1, 1]
        x = (tp - 1000) ** 2
        return (tp + tn) / (tp + fp + fn + tn) + sympy.log(x) - sympy.log(x)

    ten = registered("bacc_hole_at_tp_10", symbolic=hole_at_ten, binary=True)
    assert ten.exact([[10, 1], [0, 0]]) is None and ten.exact([[1, 1], [0, 0]]) == sympy.Rational(1, 2)
    v = axioms.check(ten, ["IMB"], classes=(2,), with_calibrated=False)["IMB"]
    assert not (v.verdict == "holds" and v.evidence["kind"] == "proof"), v
    logs = registered("accuracy_log_hole", symbolic=log_hole, binary=True)
    assert logs.exact([[1000, 16], [2050, 49]]) is None
    for pid, v in axioms.check(logs, ["SDE", "CHA"], classes=(2,), with_calibrated=False).items():
        assert not (v.verdict == "holds" and v.evidence["kind"] == "proof"), (pid, v)


def test_con_read_at_integer_classifiers_is_a_search_not_an_exhaustive_enumeration():
    """accuracy + 1/(100 (2TP − 2FN + 1)²) is finite with finite partials at every integer classifier (2TP − 2FN + 1 is
    odd), yet on the test set (1, 1) at TP = 1/4 (FN = 3/4) its pole 2·1/4 − 2·3/4 + 1 = 0 makes it undefined between
    TP = 1/5 and 3/10, where it is scored (review 17b, F3). CON is about every real classifier: a scan of the integer
    ones is a search of that domain, never an exhaustive enumeration of it."""
    from fractions import Fraction as F
    from metrics._registry import make_metric

    def pole(M):
        tp, fn = M[0, 0], M[1, 0]
        return M.trace() / sum(M) + 1 / (100 * (2 * tp - 2 * fn + 1) ** 2)

    metric = make_metric("pole_between_integers", symbolic=pole, binary=True)
    assert metric.exact([[F(1, 4), 0], [F(3, 4), 1]]) is None
    assert metric.exact([[F(1, 5), 0], [F(4, 5), 1]]) is not None and metric.exact([[F(3, 10), 0], [F(7, 10), 1]])
    con = _check(metric, "CON")
    assert con.verdict != "holds" or con.evidence["kind"] == "search", con.evidence
