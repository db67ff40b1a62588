"""Every-n verdicts of the scikit-learn and PyCM metrics identified from their code agree with that code.

Issue #27's Done-when: for every metric identified from a scikit-learn function or a PyCM statistic registered as a
user would (no ``structure=``), what the identified form claims for every n is not contradicted by the code itself,
decided as written (``identify=False``), at n = 2, ..., 6. Two checks per cell of PI–PV, main and calibrated:

* **the code's own verdict at n**: a holds claimed for every n is never met by a fails, a fails never by a proved
  holds;
* **the lifted counterexamples are the code's**: a fails claimed for every n is shown at n = 4, 5, 6 by a
  counterexample built by padding (exact for the form); the code gives each of its matrices the form's value, so the
  counterexample is the code's too. The code's own searches at n ≥ 4 are sized to its cost (a few hundred
  matrices), so this is the check that reaches every fails claim.

One function per identified form: the functions ``tests/test_identify.py`` identifies as the same form get the same
structure, hence the same every-n verdicts; each form's other functions are named in the comment beside it. Slow
(one to three minutes per function, PIII at n = 5, 6 the most): ``python -m pytest -m slow
tests/test_identified_agreement.py``.
"""

from fractions import Fraction
from functools import partial

import numpy as np
import pytest
from sklearn import metrics as sk

import axioms
from axioms.core.evidence import PROOF_LEVEL
from metrics import calibrated_variant
from metrics._registry import make_metric
from metrics.identify import identify
from test_identify import _pycm_statistic


def _labels(fn, **options):
    return {"labels": partial(fn, **options) if options else fn}


def _pycm(key):
    return {"numeric": _pycm_statistic(key), "checks": False, "whole_counts": True}


#: name -> (how it is registered, higher is better)
FUNCTIONS = {
    # also micro precision, recall, F1 and F-β with every zero_division, weighted recall, PyCM's Overall ACC, TPR Micro
    "accuracy": (_labels(sk.accuracy_score), True),
    "balanced_accuracy": (_labels(sk.balanced_accuracy_score), True),  # also macro recall with zero_division=nan
    "balanced_accuracy_adjusted": (_labels(sk.balanced_accuracy_score, adjusted=True), True),
    "cohen_kappa": (_labels(sk.cohen_kappa_score), True),  # also PyCM's Kappa
    "mcc": (_labels(sk.matthews_corrcoef), True),
    "hamming_loss": (_labels(sk.hamming_loss), False),  # also zero_one_loss, PyCM's Hamming Loss
    # zero_division="warn" is 0 where undefined: identified as the zero_division=0 form
    **{f"{name}_{average}_zd{zd}": (_labels(fn, average=average, zero_division=zd), True)
       for name, fn, averages in (("precision", sk.precision_score, ("macro", "weighted")),
                                  ("recall", sk.recall_score, ("macro",)), ("f1", sk.f1_score, ("macro",)),
                                  ("f2", partial(sk.fbeta_score, beta=2), ("macro",)),
                                  ("jaccard", sk.jaccard_score, ("macro",)))
       for average in averages for zd in (0, 1, np.nan)
       # macro recall with nan is balanced accuracy; Jaccard refuses nan
       if not (name in ("recall", "jaccard") and zd is np.nan)},
    # weighted F1, F2 and Jaccard do not depend on zero_division (an undefined class weighs 0)
    "f1_weighted": (_labels(sk.f1_score, average="weighted", zero_division=0), True),
    "f2_weighted": (_labels(sk.fbeta_score, beta=2, average="weighted", zero_division=0), True),
    "jaccard_weighted": (_labels(sk.jaccard_score, average="weighted", zero_division=0), True),
    "jaccard_micro": (_labels(sk.jaccard_score, average="micro", zero_division=0), True),
    **{f"pycm_{key}": (_pycm(key), True) for key in (
        "Overall MCC", "TPR Macro", "PPV Macro", "F1 Macro", "ACC Macro", "Bennett S", "Scott PI", "Gwet AC1",
        "AUNU", "AUNP", "CBA")},
}


def _cells(verdicts):
    for pid, verdict in verdicts.items():
        yield (pid, False), verdict
        if verdict.after_calibration is not None:
            yield (pid, True), verdict.after_calibration


def _matrices(counterexample):
    """The matrices a counterexample names (``before``/``after``, ``matrix``, ``matrices``), as floats."""
    found = [counterexample[key] for key in ("before", "after", "matrix") if key in counterexample]
    found += counterexample.get("matrices", [])
    return [np.array([[float(Fraction(str(x))) for x in row] for row in m]) for m in found]


def _same_values(code, form, matrices):
    ours, theirs = (np.asarray(metric.numeric(np.stack(matrices)), dtype=float) for metric in (code, form))
    return bool(np.all(np.isclose(ours, theirs, rtol=1e-9, atol=1e-12) | (np.isnan(ours) & np.isnan(theirs))))


@pytest.mark.slow
@pytest.mark.filterwarnings("ignore")  # scikit-learn's UndefinedMetricWarning on the matrices with an empty class
@pytest.mark.parametrize("name", FUNCTIONS)
def test_every_n_verdicts_of_an_identified_metric_agree_with_its_code(registered, name):
    how, higher = FUNCTIONS[name]
    metric = registered("_test_identified_agreement", **how, higher_is_better=higher)
    found = identify(metric)
    assert found.structure is not None, found.reason
    form = make_metric("_test_identified_form", structure=found.structure, higher_is_better=higher)
    claims = {key: v.every_n for key, v in _cells(axioms.check(metric, axioms.OPITZ_PROPERTIES, classes=(2, 3)))}
    assert any(claim is not None for claim in claims.values())
    for n in (2, 3, 4, 5, 6):
        for key, verdict in _cells(axioms.check(metric, axioms.OPITZ_PROPERTIES, classes=(n,), identify=False)):
            claim = claims.get(key)
            if claim is None or not claim.covers(n) or verdict.verdict not in ("holds", "fails"):
                continue
            said = (f"{name}{'~' if key[1] else ''} {key[0]}: every n ≥ {claim.start} {claim.verdict}; "
                    f"at n = {n}: {verdict.verdict} ({verdict.detail})")
            if claim.verdict == "holds":
                assert verdict.verdict != "fails", said
            else:
                assert not (verdict.verdict == "holds" and verdict.evidence["kind"] in PROOF_LEVEL), said
    for (pid, after_calibration), claim in claims.items():
        if claim is None or claim.verdict != "fails" or claim.evidence["kind"] != "counterexample":
            continue
        code, ours = (calibrated_variant(metric), calibrated_variant(form)) if after_calibration else (metric, form)
        for n in (4, 5, 6):
            counterexample = claim.at(n).counterexample
            assert counterexample is not None and counterexample["verified"] == "exact", (pid, n)
            assert _same_values(code, ours, _matrices(counterexample)), (pid, after_calibration, n, counterexample)
