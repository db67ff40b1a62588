"""A metric's numeric code may write to the array it is given (``p /= p.sum(...)``, natural numpy): it gets an array
of its own, so its verdicts are those of the same code written with a copy, and a counterexample reports the
matrices the check evaluated, not what the code left in them (robustness audit: in-place code was an error cell
on the engine's read-only grids, and a metric adding 1 to a cell printed a PIV 'after' that is not 'before'·λ)."""

from fractions import Fraction

import numpy as np

import axioms


def _accuracy_in_place(m):
    p = np.asarray(m)  # no copy for a float array
    p /= p.sum(axis=(-2, -1), keepdims=True)  # proportions, in place
    return np.diagonal(p, axis1=-2, axis2=-1).sum(axis=-1)


def _accuracy_with_a_copy(m):
    p = np.array(m, dtype=float)
    p /= p.sum(axis=(-2, -1), keepdims=True)
    return np.diagonal(p, axis1=-2, axis2=-1).sum(axis=-1)


def _accuracy_that_adds_an_error(m):
    value = np.diagonal(m, axis1=-2, axis2=-1).sum(axis=-1) / np.maximum(m.sum(axis=(-2, -1)), 1)
    m[..., 0, 1] += 1  # writes to the caller's matrix
    return value


PROPERTIES = ["PI", "PIII", "PIV", "PV"]


def _verdicts(metric):
    checked = axioms.check(metric, PROPERTIES, classes=(2,), with_calibrated=False)
    return {pid: (v.verdict, v.evidence["kind"]) for pid, v in checked.items()}


def test_code_that_normalises_in_place_is_decided_as_the_same_code_with_a_copy(registered):
    registered("accuracy_in_place", numeric=_accuracy_in_place)
    registered("accuracy_with_a_copy", numeric=_accuracy_with_a_copy)
    in_place = _verdicts("accuracy_in_place")
    assert in_place == _verdicts("accuracy_with_a_copy")
    assert all(verdict != "error" for verdict, _ in in_place.values())


def test_a_counterexample_is_the_matrices_checked_not_what_the_code_left_in_them(registered):
    """Accuracy fails PIV (Opitz 2024, Table 5); the reported pair must be a column scaling and score (TP + TN)/N."""
    registered("accuracy_that_adds_an_error", numeric=_accuracy_that_adds_an_error)
    verdict = axioms.check("accuracy_that_adds_an_error", ["PIV"], classes=(2,), with_calibrated=False)["PIV"]
    assert verdict.verdict == "fails"
    ce = verdict.counterexample
    before, after, lam = np.array(ce["before"]), np.array(ce["after"]), np.array(ce["lambda"])
    assert (after == before * lam[None, :]).all()
    for m, value in zip((before, after), ce["values"]):
        assert Fraction(value) == Fraction(int(np.trace(m)), int(m.sum()))

