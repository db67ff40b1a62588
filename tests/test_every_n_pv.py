"""PV (chance correction) for every number of classes: Opitz 2024 Table 5 and hand derivations.

Hand derivations used below (random classifier m = s z pᵀ, class k: c = N z p, r = N z, t = N p):
* recall c/t = z, so macro recall = (1/n) Σ z_k = 1/n on every random classifier (strict 1/n);
* precision c/r = p, macro precision = (1/n) Σ p_k = 1/n (strict);
* kappa: D = N Σ z p, RT = N² Σ z p, so D N − RT = 0: kappa = 0 (complete);
* specificity (N − r − t + c)/(N − t) = (1 − z)(1 − p)/(1 − p) = 1 − z: mean 1 − 1/n (strict);
* fpr (r − c)/(N − t) = z: macro fpr = 1/n (strict, lower is better, perfect 0);
* F1 2zp/(z + p) ≤ (z + p)/2 (HM ≤ AM): macro F1 ≤ 1/n, not constant (bounded);
* accuracy Σ z p → 1 on z = p → (1, 0, …, 0): fails;
* calibration maps s z pᵀ to s z uᵀ (u uniform), so accuracy~ = Σ z_k/n = 1/n (strict).
"""

import sympy

import axioms
import metrics
from axioms.every_n.chance_formula import (
    mean_bound, never_constant, perfect_score, power_sum_form, reaches_perfect, strict_baseline, uniform_score,
)
from metrics.structure import CLASSES as n

ONE_OVER_N = 1 / n


def _pv(name, classes):
    return axioms.check(name, ["PV"], classes=classes)["PV"]


def _structure(name):
    return metrics.get(name).structure


def test_uniform_scores_by_hand():
    assert sympy.simplify(uniform_score(_structure("macro_recall")) - ONE_OVER_N) == 0
    assert uniform_score(_structure("cohen_kappa")) == 0
    assert sympy.simplify(uniform_score(_structure("macro_fnr")) - (1 - ONE_OVER_N)) == 0
    assert sympy.simplify(uniform_score(_structure("macro_specificity")) - (1 - ONE_OVER_N)) == 0
    assert sympy.simplify(uniform_score(_structure("macro_fpr")) - ONE_OVER_N) == 0
    assert perfect_score(_structure("macro_fpr")) == 0 and perfect_score(_structure("mcc")) == 1


def test_strict_lemma_by_hand():
    assert sympy.simplify(strict_baseline(_structure("macro_recall")) - ONE_OVER_N) == 0
    assert sympy.simplify(strict_baseline(_structure("macro_precision")) - ONE_OVER_N) == 0
    assert strict_baseline(_structure("cohen_kappa")) == 0
    assert strict_baseline(_structure("mcc")) == 0
    assert strict_baseline(_structure("informedness")) == 0
    # accuracy = Σ z_k p_k is a power sum that does not cancel: not strict (it fails PV)
    assert strict_baseline(_structure("accuracy")) is None
    assert power_sum_form(_structure("accuracy")).free_symbols  # the power sum P_1_1 is left
    # macro F1's per-class score 2zp/(z+p) is no polynomial: the strict lemma does not apply
    assert strict_baseline(_structure("macro_f1")) is None


def test_calibration_lemma_by_hand():
    # accuracy~ on s z pᵀ is accuracy on s z uᵀ = Σ z_k / n = 1/n; weighted precision~ = Σ (1/n)(1/n) = 1/n
    assert sympy.simplify(strict_baseline(_structure("accuracy"), calibrated=True) - ONE_OVER_N) == 0
    assert sympy.simplify(strict_baseline(_structure("weighted_precision"), calibrated=True) - ONE_OVER_N) == 0


def test_bound_lemma_certified_for_f1_and_power_means():
    assert mean_bound(_structure("macro_f1")) is not None           # HM ≤ AM per class, λ = 1/2
    assert mean_bound(_structure("macro_recall_geometric")) is not None
    assert mean_bound(_structure("macro_recall_harmonic")) is not None
    assert mean_bound(_structure("weighted_f1")) is None            # Σ p_k F1_k is no class mean
    assert mean_bound(_structure("weighted_f1"), calibrated=True) is not None  # weights 1/n after calibration
    # z = (2, 1, …, 1)/(n+1) against uniform p: macro F1 is 2(3n²+2n+1)/(n(6n²+5n+1)) < 1/n
    assert never_constant(_structure("macro_f1"), ONE_OVER_N) is not None
    assert never_constant(_structure("macro_recall_geometric"), ONE_OVER_N) is not None


def test_fails_lemma_by_hand():
    for name in ("accuracy", "weighted_f1", "micro_fpr", "macro_accuracy"):
        s = _structure(name)
        assert reaches_perfect(s, perfect_score(s)), name
    s = _structure("macro_recall")
    assert not reaches_perfect(s, perfect_score(s))  # every random classifier scores 1/n < 1


def _every(name, classes=(2, 3)):
    v = _pv(name, classes)
    assert v.every_n is not None, name
    return v, v.every_n.as_dict()


def test_opitz_table5_strict_and_complete_for_every_n():
    for name, baseline, strength in (
        ("macro_recall", "1/n", "strict"),
        ("macro_precision", "1/n", "strict"),
        ("macro_f1_of_averages", "1/n", "strict"),
        ("cohen_kappa", "0", "complete"),
        ("mcc", "0", "complete"),
    ):
        v, e = _every(name)
        assert (e["verdict"], e["from"]) == ("holds", 2), name
        assert (e["evidence"]["baseline"], e["evidence"]["strength"]) == (baseline, strength), name
        assert (v.extra["baseline"], v.extra["strength"]) == (baseline, strength), name


def test_opitz_table5_bounded_for_every_n():
    for name in ("macro_f1", "macro_recall_geometric", "macro_recall_harmonic"):
        v, e = _every(name)
        assert e["verdict"] == "holds" and e["evidence"]["strength"] == "bounded", name
        assert v.extra == {"baseline": "1/n", "strength": "bounded"}, name
        assert v.every_n.at(7).extra["value"] == sympy.Rational(1, 7)


def test_opitz_table5_fails_for_every_n():
    for name in ("accuracy", "weighted_f1"):
        v, e = _every(name)
        assert e["verdict"] == "fails" and e["from"] == 2, name
        assert v.verdict == "fails"


def test_large_n_path_is_answered_by_the_lemma():
    v = _pv("macro_f1", (10,))
    assert v.verdict == "holds" and v.extra == {"baseline": "1/n", "strength": "bounded"}
    assert "for every n ≥ 2" in v.evidence["method"]
    v = _pv("macro_fpr", (10,))
    assert v.extra == {"baseline": "1/n", "strength": "strict"}
    v = _pv("accuracy", (10,))
    assert v.verdict == "fails"
    calibrated = v.after_calibration
    assert calibrated.verdict == "holds" and calibrated.extra == {"baseline": "1/n", "strength": "strict"}
    assert calibrated.every_n is not None


def test_per_n_values_of_the_lemma_match_the_hand_formula():
    _, e = _every("macro_specificity")
    assert e["evidence"]["baseline"] == "1 - 1/n"
    v = _pv("macro_specificity", (2, 3))
    assert v.every_n.at(50).extra == {"value": sympy.Rational(49, 50), "strength": "strict", "formula": "(n - 1)/n"}


def test_one_class_count_checked_keeps_the_strength_proved_for_every_n():
    """Opitz Table 5 gives kappa and MCC "✓: 0, complete"; kappa's ω(n) = 0 is proved for every n (the hand
    derivation above), so a report of n = 3 alone, whose per-n proof sees one value only, says "complete" too."""
    for name in ("cohen_kappa", "mcc"):
        for classes in ((3,), (4,), (2, 3)):
            v = _pv(name, classes)
            assert (v.verdict, v.extra) == ("holds", {"baseline": "0", "strength": "complete"}), (name, classes)
    v = _pv("macro_recall", (3,))  # ω(n) = 1/n depends on n: strict, never complete
    assert v.extra == {"baseline": "1/n", "strength": "strict"}


def test_a_baseline_that_is_no_rational_function_of_n_is_written_as_it_stands(registered):
    """Cohen's kappa plus 1/√n (review 12a): kappa scores 0 on every random classifier z pᵀ (its observed agreement
    Σ z_k p_k is the expected one), so every one scores ω(n) = 1/√n, and the perfect classifier 1 + 1/√n. Writing ω in
    partial fractions raised on √n, and the error took the metric's whole row (PI, PIV) with it."""
    from axioms.every_n.chance_formula import formula_text

    assert formula_text(1 / sympy.sqrt(n)) == "1/sqrt(n)" and formula_text(1 / n - 1) == "-1 + 1/n"
    sums = {"D": lambda c, r, t, N: c, "RT": lambda c, r, t, N: r * t}
    registered("kappa_plus_root", structure=metrics.structure.ClassSums(
        lambda D, RT, N, n: (D * N - RT) / (N * N - RT) + 1 / sympy.sqrt(n), sums))
    verdicts = axioms.check("kappa_plus_root", ["PIV", "PV"], classes=(2,), with_calibrated=False)
    assert verdicts["PIV"].verdict != "error" and verdicts["PV"].verdict == "holds"
    assert verdicts["PV"].extra["baseline"] == "1/sqrt(n)"


def test_a_witness_recorded_with_fractional_counts_is_read_exactly():
    """PV's restriction to matrices where every class occurs summed a witness's recorded cells, '1/8' among them, as
    numbers: a TypeError that took the row (review 12a). Columns of [[1, '1/8'], [0, '1/2']] sum to 1 and 5/8."""
    from axioms.constructions.calibration import every_class_occurs

    assert every_class_occurs([[1, "1/8"], [0, "1/2"]])
    assert not every_class_occurs([["1/2", 0], ["1/4", 0]])
