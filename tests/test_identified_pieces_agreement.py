"""Every-n verdicts of scikit-learn functions written in pieces agree with the functions themselves at n = 4, 5.

Issue #27's Done-when: for an identified metric, what the identified form claims for every n must not be
contradicted by the black box decided as written (``identify=False``). These functions leave a class out
(balanced accuracy), score an undefined per-class value as ``zero_division`` or an undefined MCC as 0, so
their every-n verdicts rest on the lemmas that read a metric in pieces (Lemma O, PI's Lemma 4, V1 with
pieces, D3 for weighted means, D4 near a witness, the perfect score's piece, PV's bound with a class never
predicted). Main and calibrated cells of
PI–PV are compared: a holds is never met by a fails, and a fails never by a proved holds. Slow (minutes per
function): ``python -m pytest -m slow tests/test_identified_pieces_agreement.py``.
"""

from functools import partial

import pytest
from sklearn.metrics import balanced_accuracy_score, f1_score, matthews_corrcoef, precision_score, recall_score

import axioms
from axioms.core.evidence import PROOF_LEVEL

FUNCTIONS = {
    "balanced_accuracy": balanced_accuracy_score,
    "balanced_accuracy_adjusted": partial(balanced_accuracy_score, adjusted=True),
    "macro_recall_zero_division_0": partial(recall_score, average="macro", zero_division=0),
    "weighted_precision_zero_division_1": partial(precision_score, average="weighted", zero_division=1),
    "weighted_f1_zero_division_1": partial(f1_score, average="weighted", zero_division=1),
    "macro_f1_zero_division_0": partial(f1_score, average="macro", zero_division=0),
    "macro_precision_zero_division_0": partial(precision_score, average="macro", zero_division=0),
    "mcc": matthews_corrcoef,
}
#: PIII's per-n check of a label function costs minutes beyond n = 4
LARGEST = {"PIII": 4}


def _cells(verdicts):
    for pid, verdict in verdicts.items():
        yield (pid, False), verdict
        if verdict.after_calibration is not None:
            yield (pid, True), verdict.after_calibration


@pytest.mark.slow
@pytest.mark.parametrize("name", FUNCTIONS)
def test_every_n_verdicts_in_pieces_agree_with_the_function_at_n_4_and_5(registered, name):
    registered("_test_pieces_agreement", labels=FUNCTIONS[name], higher_is_better=True)
    every = {key: v.every_n for key, v in _cells(axioms.check("_test_pieces_agreement", axioms.OPITZ_PROPERTIES, classes=(2, 3)))}
    assert any(e is not None for e in every.values())
    for n in (4, 5):
        properties = [pid for pid in axioms.OPITZ_PROPERTIES if n <= LARGEST.get(pid, 5)]
        code = dict(_cells(axioms.check("_test_pieces_agreement", properties, classes=(n,), identify=False)))
        for key, verdict in code.items():
            claim = every.get(key)
            if claim is None or not claim.covers(n) or verdict.verdict not in ("holds", "fails"):
                continue
            said = f"{name}{'~' if key[1] else ''} {key[0]}: every n ≥ {claim.start} {claim.verdict}; at n = {n}: {verdict.verdict} ({verdict.detail})"
            if claim.verdict == "holds":
                assert verdict.verdict != "fails", said
            else:
                assert not (verdict.verdict == "holds" and verdict.evidence["kind"] in PROOF_LEVEL), said
