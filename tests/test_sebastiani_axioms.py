"""Sebastiani's eight axioms (ICTIR 2015, §3-§6) decided by axioms.sebastiani.

Expected verdicts are the paper's Properties 4.1-4.10 and 5.1-5.8 (binary) and its §6
claim for the multi-class K (Eq. 10). Every failing verdict's counterexample is
re-checked here, independently of the check, through ``axioms.exact.value_of``.
Matrices: rows = predictions, columns = truth; binary ``[[TP, FP], [FN, TN]]``.
"""

from math import comb

import pytest
import sympy

import axioms
import metrics
from axioms import sebastiani as S
from axioms.exact import exact_sign, value_of
from axioms.search import rng_for
from metrics.errors import UsageError

SETTINGS = axioms.profile("quick")
AXIOMS = ("MON", "CON", "SDE", "WDE", "FIX", "CHA", "IMB", "SYM")
CHECKS = {pid: getattr(S, f"check_{pid.lower()}") for pid in AXIOMS}
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
    if model != "prevalence":  # single-class test sets too
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
