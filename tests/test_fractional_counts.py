"""Scalings by less than one: PIV, RPI and SCI quantify over every positive λ, not only whole ones.

Code that treats counts below one item apart (a guarded denominator ``np.maximum(t, 1)``, a piece
``t >= 1``) is unchanged by every whole scaling of whole counts, so only a scaling below one
refutes it; those counterexamples have counts that are not whole, written ``"p/q"`` in a record
(:mod:`metrics.padded`). Hand derivations, for macro recall with the guard ``c_j / max(t_j, 1)``:

* m = I₂ scores (1/1 + 1/1)/2 = 1;
* m/4 (SCI, k = 1/4) has c = t = (1/4, 1/4), so it scores ((1/4)/1 + (1/4)/1)/2 = 1/4;
* m λ with λ = (1/8, 1/4) (PIV) scores ((1/8)/1 + (1/4)/1)/2 = 3/16.

Before the fractional stage, each of these cells was "holds (search)".
"""

import json
from fractions import Fraction

import numpy as np
import pytest
import sympy

import axioms
from metrics.padded import cells_text, exact_cells, full_matrix, record_cells
from metrics.structure import ClassMean
from reports import verify
from reports.cache_verify import cell_reverified
from reports.render import render
from reports.report import build_report


def _guarded_recall(m):
    m = np.asarray(m, dtype=float)
    c, t = np.diagonal(m, axis1=-2, axis2=-1), m.sum(axis=-2)
    return (c / np.maximum(t, 1)).mean(-1)


def _hand_guarded_recall(m):
    """The same score, exactly, written out by hand for a 2 x 2 matrix of Fractions."""
    c = (Fraction(m[0][0]), Fraction(m[1][1]))
    t = (Fraction(m[0][0]) + Fraction(m[1][0]), Fraction(m[0][1]) + Fraction(m[1][1]))
    return sum(ci / max(ti, 1) for ci, ti in zip(c, t)) / 2


@pytest.mark.parametrize("pid", ["PIV", "RPI", "SCI"])
def test_a_guarded_denominator_is_refuted_by_a_scaling_below_one(registered, pid):
    registered("guarded_recall", numeric=_guarded_recall)
    verdict = axioms.check("guarded_recall", [pid], classes=[2], with_calibrated=False)[pid]
    assert verdict.verdict == "fails", verdict.detail
    ce = verdict.counterexample
    before, after = exact_cells(ce["before"]), exact_cells(ce["after"])
    theta = exact_cells(ce["lambda"] if pid == "PIV" else ce["parameters"])
    scale = np.array(theta, dtype=object)
    moved = (np.array(before, dtype=object) * (scale[None, :] if pid == "PIV" else scale[:, None] if pid == "RPI"
                                               else scale[0]))
    assert moved.tolist() == after
    v0, v1 = _hand_guarded_recall(before), _hand_guarded_recall(after)
    assert v0 != v1
    assert [float(sympy.sympify(v)) for v in ce["values"]] == pytest.approx([float(v0), float(v1)])


def test_sci_at_the_identity_quartered_is_the_hand_derived_pair(registered):
    registered("guarded_recall", numeric=_guarded_recall)
    ce = axioms.check("guarded_recall", ["SCI"], classes=[2], with_calibrated=False)["SCI"].counterexample
    assert ce["before"] == [[1, 0], [0, 1]] and ce["after"] == [["1/4", 0], [0, "1/4"]]
    assert ce["parameters"] == ["1/4"] and ce["values"] == ["1.0", "0.25"]  # the code's own float64 values


def test_a_guard_on_the_total_is_reached(registered):
    """Accuracy over max(N, 1): I₂ scores 2/2 = 1, and I₂ scaled by k = 2/8 has trace 1/2 and N = 1/2 < 1, so it
    scores (1/2)/1 = 1/2. A scaling by 2/4 leaves N = 1 and the guard idle."""
    def guarded_accuracy(m):
        m = np.asarray(m, dtype=float)
        return np.trace(m, axis1=-2, axis2=-1) / np.maximum(m.sum(axis=(-2, -1)), 1)

    registered("guarded_accuracy", numeric=guarded_accuracy)
    ce = axioms.check("guarded_accuracy", ["SCI"], classes=[2], with_calibrated=False)["SCI"].counterexample
    assert ce is not None and ce["before"] == [[1, 0], [0, 1]] and ce["parameters"] == ["1/4"]
    assert ce["values"] == ["1.0", "0.5"]


def test_a_piece_below_one_item_is_refuted_exactly_with_its_every_n_lift(registered):
    registered("pieced_recall", structure=ClassMean(lambda c, r, t, N: sympy.Piecewise((c / t, t >= 1), (0, True))))
    verdict = axioms.check("pieced_recall", ["PIV"], classes=[2, 3], with_calibrated=False)["PIV"]
    assert verdict.verdict == "fails" and verdict.counterexample["verified"] == "exact"
    # every recall whose class has less than one item is 0 by the piece, so the score drops
    assert sympy.Rational(verdict.counterexample["values"][1]) < sympy.Rational(verdict.counterexample["values"][0])
    json.dumps(verdict.as_dict())  # a record stays JSON


def test_code_for_whole_counts_only_is_not_refuted_by_counts_that_are_not_whole(registered):
    def whole_recall(m):
        m = np.asarray(m, dtype=float)
        out = (np.diagonal(m, axis1=-2, axis2=-1) / m.sum(axis=-2)).mean(-1)
        return np.where((m == np.round(m)).all(axis=(-2, -1)), out, np.nan)

    def refusing_recall(m):
        m = np.asarray(m, dtype=float)
        if not np.all(m == np.round(m)):
            raise ValueError("whole counts only")
        return (np.diagonal(m, axis1=-2, axis2=-1) / m.sum(axis=-2)).mean(-1)

    registered("whole_recall", numeric=whole_recall)
    registered("refusing_recall", numeric=refusing_recall)
    for name in ("whole_recall", "refusing_recall"):
        verdict = axioms.check(name, ["PIV", "SCI"], classes=[2], with_calibrated=False, identify=False)
        # macro recall c_j / t_j is unchanged by every whole scaling: nothing refutes it
        assert {pid: v.verdict for pid, v in verdict.items()} == {"PIV": "holds", "SCI": "holds"}, name


def test_a_search_that_scanned_counts_below_one_says_so(registered):
    registered("plain_recall", numeric=lambda m: (np.diagonal(np.asarray(m, dtype=float), axis1=-2, axis2=-1)
                                                  / np.asarray(m, dtype=float).sum(axis=-2)).mean(-1))
    verdict = axioms.check("plain_recall", ["SCI"], classes=[2], with_calibrated=False, identify=False)["SCI"]
    assert verdict.verdict == "holds" and verdict.evidence["kind"] == "search"
    assert verdict.evidence["budget"]["fractional_matrices"] > 0 and "θ/8" in verdict.evidence["method"]


def test_pv_strength_is_not_claimed_from_random_classifiers_of_whole_counts_only(registered):
    """PV's random classifiers s z pᵀ have any total s. The uniform one at s = 1 is [[1, 1], [1, 1]]: c = 1, t = 2,
    recall (1/2 + 1/2)/2 = 1/2; at total 1/2 it is [[1/8, 1/8], [1/8, 1/8]]: c = 1/8, t = 1/4 < 1, so the guard
    scores (1/8)/1 per class, 1/8 in all. Two random classifiers with different scores: not strict."""
    registered("guarded_recall", numeric=_guarded_recall)
    verdict = axioms.check("guarded_recall", ["PV"], classes=[2], with_calibrated=False)["PV"]
    assert verdict.extra["strength"] != "strict"
    first, second = (exact_cells(m) for m in verdict.witness["matrices"])
    assert (_hand_guarded_recall(first), _hand_guarded_recall(second)) == (Fraction(1, 2), Fraction(1, 8))


def test_records_write_and_read_counts_that_are_not_whole():
    rows = [[1, Fraction(1, 4)], [0.5, 2.0]]
    assert record_cells(rows) == [[1, "1/4"], ["1/2", 2]]
    assert exact_cells(record_cells(rows)) == [[1, Fraction(1, 4)], [Fraction(1, 2), 2]]
    assert full_matrix([[1, "3/4"], [0, 1]]) == [[1, Fraction(3, 4)], [0, 1]]
    assert cells_text(record_cells(rows)) == "[[1, 1/4], [1/2, 2]]"
    assert cells_text([[1, 0], [0, 1]]) == str([[1, 0], [0, 1]])  # whole counts print as before


@pytest.fixture
def guarded_report(registered):
    registered("pieced_recall", structure=ClassMean(lambda c, r, t, N: sympy.Piecewise((c / t, t >= 1), (0, True))))
    return build_report(["pieced_recall"], ["PIV", "SCI"], classes=(2,), with_calibrated=False)


def test_verify_and_the_cache_recheck_a_fractional_counterexample(guarded_report):
    import metrics

    cells = guarded_report["metrics"]["pieced_recall"]
    assert any(isinstance(x, str) for row in cells["PIV"]["counterexample"]["after"] for x in row)
    rows = [r for r in verify.verify_report(guarded_report, seconds=0) if r.property == "PIV"]
    assert {r.scope for r in rows} >= {"n=2", "every n ≥ 2"}, [r.line() for r in rows]
    assert all(r.status == "re-checked" for r in rows), [r.line() for r in rows]
    metric = metrics.get("pieced_recall")
    assert all(cell_reverified(pid, cells[pid], metric) for pid in ("PIV", "SCI"))
    forged = json.loads(json.dumps(cells["PIV"]))
    forged["counterexample"]["lambda"][0] = "1/3"  # 'after' is no longer 'before' scaled by λ
    assert not cell_reverified("PIV", forged, metric)


def test_the_reproduction_line_of_a_fractional_counterexample_recomputes_its_values(guarded_report):
    ce = guarded_report["metrics"]["pieced_recall"]["SCI"]["counterexample"]
    line = next(ln for ln in render(guarded_report, "markdown").splitlines()
                if ">>> import metrics" in ln and "Fraction(" in ln)
    *statements, last = line.split(">>> ", 1)[1].split("; ")
    namespace: dict = {}
    exec("\n".join(statements), namespace)
    assert [str(v) for v in eval(last, namespace)] == ce["values"]


@pytest.mark.parametrize("n", [11, 13])
def test_a_fractional_counterexample_lifted_beyond_ten_classes_is_read_back(registered, n):
    """At n = 11 the lifted pair is re-checked densely (up to 12 classes), at n = 13 it is written compactly
    ({"block": ..., "classes": 13, ...}): both read their "p/q" cells back, in the engine, verify, the cache and the
    reproduction line, whose values are the recorded ones."""
    import metrics

    registered("pieced_recall", structure=ClassMean(lambda c, r, t, N: sympy.Piecewise((c / t, t >= 1), (0, True))))
    report = build_report(["pieced_recall"], ["PIV"], classes=(n,), with_calibrated=False)
    cell = report["metrics"]["pieced_recall"]["PIV"]
    assert cell["verdict"] == "fails", cell["detail"]
    assert "'" not in cell["detail"]  # "p/q" counts print without Python's quotes
    rows = verify.verify_report(report, seconds=0)
    assert rows and all(r.status != "REFUTED" for r in rows), [r.line() for r in rows]
    assert cell_reverified("PIV", cell, metrics.get("pieced_recall"))
    line = next(ln for ln in render(report, "markdown").splitlines() if ">>> import metrics" in ln)
    *statements, last = line.split(">>> ", 1)[1].split("; ")
    namespace: dict = {}
    exec("\n".join(statements), namespace)
    assert [str(v) for v in eval(last, namespace)] == cell["counterexample"]["values"]
