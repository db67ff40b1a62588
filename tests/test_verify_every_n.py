"""``axiometrics verify`` on every-n records: the lemmas' claims re-derived from the metric's structure
(issue 28, item 5).

Conventions: m[i][j] = items predicted i of true class j (scikit-learn's confusion_matrix is the transpose).
"""

import copy

import numpy as np
import pytest
import sympy
from sklearn.metrics import balanced_accuracy_score

import metrics
from reports import verify
from reports.every_n_claims import K, differs_at_every_integer, padded_score
from reports.report import build_report
from reports.lemma_claims import as_class_mean
from reports.structure_forms import form_at, structure_of


def _labels(m):
    """(y_true, y_pred) of the matrix m (rows = predictions, columns = truth)."""
    pairs = [(j, i) for i in range(len(m)) for j in range(len(m)) for _ in range(int(m[i][j]))]
    return [t for t, _ in pairs], [p for _, p in pairs]


@pytest.fixture(scope="module")
def table5_rows():
    """Opitz Table 5's rows of accuracy and macro recall (PI–PV), plain and calibrated, at n = 2, 3."""
    return build_report(["accuracy", "macro_recall"], ["PI", "PII", "PIII", "PIV", "PV"], classes=(2, 3),
                        with_calibrated=True)


def _every_n(report):
    return {(r.metric, r.property): r for r in verify.verify_report(report, seconds=0) if r.scope.startswith("every n")}


# Opitz Table 5: macro recall (balanced accuracy) has PI–PV; accuracy has only PI. Accuracy is Φ(D, N) = D/N, so its
# diagonal partials are all (N − D)/N² and its off-diagonal ones −D/N² (PII fails); calibrated accuracy is macro recall
# (Opitz §5.2), whose recalls c/t are unchanged by scaling a column (PIV holds).
@pytest.mark.parametrize("metric, pid", [
    ("macro_recall", "PI"), ("macro_recall", "PII"), ("macro_recall", "PIII"), ("macro_recall", "PIV"),
    ("macro_recall", "PV"),
    ("accuracy", "PI"), ("accuracy", "PII"), ("accuracy", "PIII"), ("accuracy", "PIV"), ("accuracy", "PV"),
    ("accuracy~", "PI"), ("accuracy~", "PII"), ("accuracy~", "PIII"), ("accuracy~", "PIV"), ("accuracy~", "PV"),
])
def test_table5s_every_n_verdicts_are_rederived(table5_rows, metric, pid):
    row = _every_n(table5_rows)[(metric, pid)]
    assert row.status == "re-checked", row.line()


def test_a_forged_chance_baseline_is_refuted(table5_rows):
    """Every random classifier s·z pᵀ gives macro recall (1/n) Σ_j z_j p_j / p_j = 1/n, not 2/n."""
    report = copy.deepcopy(table5_rows)
    every = report["metrics"]["macro_recall"]["PV"]["every_n"]
    assert every["evidence"]["baseline"] == "1/n"
    every["evidence"]["baseline"] = "2/n"
    assert _every_n(report)[("macro_recall", "PV")].status == "REFUTED"


def test_a_forged_padded_witness_is_refuted(table5_rows):
    """At m = [[1, 1], [1, 1]] both diagonal partials of macro recall are (1/n)(t − c)/t² = 1/(4n) at every n:
    a witness of class sensitivity only if they differ."""
    report = copy.deepcopy(table5_rows)
    cell = report["metrics"]["macro_recall"]["PII"]
    assert "padded with n − 2" in cell["every_n"]["evidence"]["method"]
    cell["witness"] = {"matrix": [[1, 1], [1, 1]], "cells": [[0, 0], [1, 1]], "partials": ["1/8", "1/8"]}
    assert _every_n(report)[("macro_recall", "PII")].status == "REFUTED"


@pytest.mark.parametrize("name", ["accuracy", "macro_precision", "cohen_kappa", "mcc"])
def test_a_calibrated_padded_score_is_the_calibrated_metric_on_the_padded_matrix(name):
    """The padded form of metric~ (from the base structure on the calibrated padded matrix) against metric~'s own code
    on the matrix written out, with k = 1, 2, 3 perfect classes of 2 items each."""
    metric, block = metrics.get(name).calibrated, [[3, 1], [2, 5]]
    form = padded_score(metric, block, 2)
    for k in (1, 2, 3):
        matrix = np.diag([0, 0] + [2] * k)
        matrix[:2, :2] = block
        assert float(form.xreplace({K: k})) == pytest.approx(float(metric(matrix.astype(float))), rel=1e-12)


def test_calibrated_accuracys_form_is_balanced_accuracy():
    """Opitz §5.2: accuracy~ is macro recall; scikit-learn's balanced_accuracy_score is the oracle (on labels)."""
    f, M = form_at(metrics.get("accuracy").calibrated, 3), metrics.cell_symbols(3)
    for m in ([[3, 1, 0], [2, 5, 1], [0, 2, 4]], [[1, 0, 2], [0, 1, 0], [3, 3, 1]]):
        value = f.xreplace({M[i, j]: m[i][j] for i in range(3) for j in range(3)})
        assert float(value) == pytest.approx(balanced_accuracy_score(*_labels(m)), rel=1e-12)
    assert isinstance(f, sympy.Expr) and sympy.count_ops(f) < 40  # the cell-by-cell calibration is far larger


def test_calibrated_kappa_is_read_as_a_class_mean_of_adjusted_recall():
    """After calibration every t_k = N/n, so RT = Σ r_k N/n = N²/n and D = (N/n) Σ_k c_k/t_k: kappa~ =
    (Σ_k c_k/t_k − 1)/(n − 1), scikit-learn's balanced_accuracy_score(adjusted=True), a class mean of
    g = (n c/t − 1)/(n − 1). verify reads it so (and so proves PI and PIII for every n)."""
    kappa = metrics.get("cohen_kappa").calibrated
    g, p = as_class_mean(structure_of(kappa))
    c, r, t, N = sympy.symbols("c r t N", nonnegative=True)
    n = sympy.Symbol("n", positive=True, integer=True)
    assert p == 1 and sympy.simplify(g - (n * c / t - 1) / (n - 1)) == 0
    for m in ([[3, 1, 0], [2, 5, 1], [0, 2, 4]], [[7, 0], [2, 1]]):
        k = len(m)
        mean = sum(g.subs({c: m[j][j], t: sum(row[j] for row in m), n: k}) for j in range(k)) / k
        oracle = balanced_accuracy_score(*_labels(m), adjusted=True)
        assert (float(mean) == pytest.approx(oracle, rel=1e-12)
                and float(kappa(np.asarray(m, dtype=float))) == pytest.approx(oracle, rel=1e-12))


# Forged records a reviewer showed were once "re-checked" (issue 28: a wrong ✓ is the worst thing we can print).
def _forged_every_n(report, metric, pid, change):
    forged = copy.deepcopy(report)
    change(forged["metrics"][metric.rstrip("~")][pid] if not metric.endswith("~")
           else forged["metrics"][metric[:-1]][pid]["after_calibration"])
    return _every_n(forged)[(metric, pid)]


def test_a_pii_witness_across_the_diagonal_is_refuted(table5_rows):
    """Accuracy D/N fails PII: its partials at (0, 0) and (0, 1) are (N − D)/N² and −D/N², different, but one is a
    diagonal cell and one is not, which is no evidence of class sensitivity."""
    def change(cell):
        cell["verdict"] = "holds"
        cell["witness"] = {"matrix": [[3, 1], [2, 4]], "cells": [[0, 0], [0, 1]], "partials": ["1/2", "-1/2"]}
        cell["every_n"] = {"verdict": "holds", "from": 2, "detail": "forged", "counterexample": None, "evidence": {
            "kind": "construction",
            "method": "the PII witness at n = 2 padded with n − 2 perfectly classified classes of 1 item each"}}
    assert _forged_every_n(table5_rows, "accuracy", "PII", change).status == "REFUTED"


def test_a_piii_pair_of_cells_sharing_a_class_is_refuted(table5_rows):
    """Macro recall holds PIII (p = 1). Cells (0, 0) and (1, 0) both belong to class 0 (column 0): their mixed partial
    is not one Eq. 4 constrains, so the exponents they 'force' refute nothing."""
    def change(cell):
        cell["verdict"] = "fails"
        cell["every_n"] = {"verdict": "fails", "from": 2, "detail": "forged",
                           "evidence": {"kind": "counterexample", "method": "forged"},
                           "counterexample": {"matrices": [[[3, 1], [2, 4]], [[1, 2], [3, 1]]],
                                              "cells": [[[0, 0], [1, 0]], [[0, 0], [1, 0]]],
                                              "verified": "exact", "lifted_from": 2,
                                              "padding": "empty classes (no items)"}}
    assert _forged_every_n(table5_rows, "macro_recall", "PIII", change).status == "REFUTED"


def test_a_lifted_pair_with_a_negative_count_is_refuted(table5_rows):
    """Macro recall holds PI; [[2, −1], [0, 2]] is not a confusion matrix."""
    def change(cell):
        cell["verdict"] = "fails"
        cell["every_n"] = {"verdict": "fails", "from": 2, "detail": "forged",
                           "evidence": {"kind": "counterexample", "method": "forged"},
                           "counterexample": {"before": [[2, -1], [0, 2]], "after": [[2, -1], [0, 3]], "cell": [1, 1],
                                              "values": ["0", "0"], "verified": "exact", "lifted_from": 2,
                                              "padding": "empty classes (no items)"}}
    assert _forged_every_n(table5_rows, "macro_recall", "PI", change).status == "REFUTED"


def test_a_complete_chance_correction_needs_a_baseline_free_of_n(table5_rows):
    """Macro recall's random classifiers score 1/n: strict at every n, but not the same ω at every n (complete)."""
    assert _forged_every_n(table5_rows, "macro_recall", "PV",
                           lambda cell: cell["every_n"]["evidence"].update(strength="complete")).status == "REFUTED"


def test_no_claim_is_rederived_below_the_witness_size(table5_rows):
    """A 3 × 3 witness padded 'for every n ≥ 2' would need k = −1 added classes."""
    def change(cell):
        cell["witness"] = {"matrix": [[3, 1, 0], [2, 4, 1], [0, 1, 5]], "cells": [[0, 0], [1, 1]],
                           "partials": ["0", "0"]}
    assert _forged_every_n(table5_rows, "macro_recall", "PII", change).status == "not re-checkable"


def test_square_roots_are_told_apart_by_their_squares():
    """√(k + 1) and √(k + 2) differ at every k ≥ 0 (their squares differ by 1, both radicands > 0). √(k + 1) and 1 are
    equal at k = 0: squares cannot call them different. √(k − 1) is undefined at k = 0: nothing is decided."""
    k = K
    assert differs_at_every_integer(sympy.sqrt(k + 1), sympy.sqrt(k + 2), k, 0) is True
    assert differs_at_every_integer(sympy.sqrt(k + 1), 1, k, 0) is None
    assert differs_at_every_integer(sympy.sqrt(k - 1), sympy.sqrt(k + 2), k, 0) is None
    assert differs_at_every_integer(k, 3, k, 0) is False  # rational: equal at k = 3
