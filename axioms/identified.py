"""Decide a metric given as code through the structure identified from its values (:mod:`metrics.identify`).

A metric given as code only — plain numpy, ``labels=`` (scikit-learn), any black box; no
``structure=`` and no exact form of its own (``symbolic=``) — is compared with the candidate structures on
the confirmation matrices. When one agrees on every one of them, the engine decides the properties of that
structure (its lemmas give verdicts for every n, its exact form proofs at each n, and its vectorised form fast
searches), and:

* every verdict, calibrated ones included, carries ``evidence["identification"]``: the form, the
  structure to paste, and the matrices the code agreed on; the table marks such a cell ``ⁱ``, so
  a proof about the identified form is never shown as a plain ✓;
* the calibrated variant evaluates the metric at counts that are not integers: where the code differs from the
  form there (code that reads counts as integers), the calibrated cells are decided from the code;
* every counterexample is evaluated again with the metric's **own** code; where the code gives
  another value than the identified form, the identification is dropped and the metric is
  decided from its code alone, as if no candidate had agreed (the evidence then says why).

A metric no candidate matches is decided from its code, and its evidence says why it was not
identified (the closest candidate and a matrix where the two differ).
"""

import weakref
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import numpy as np

import metrics
from metrics.errors import TooManyItemsError
from metrics.identify import Identification, beyond_confirmation, checked_difference, identify, values_agree

from axioms.core.verdict import Verdict

__all__ = ["given_as_code", "identification_of", "confirmed_at", "decided_through", "noted"]

Verdicts = dict[str, Verdict]

#: What was found for each metric object checked in this process.
_FOUND: "weakref.WeakKeyDictionary[metrics.Metric, Identification]" = weakref.WeakKeyDictionary()


def given_as_code(metric: metrics.Metric) -> bool:
    """Whether there is anything to identify: not a structure, no exact form of its own (``symbolic=``, decided as
    written: proofs at each n), not binary-only, not a calibrated variant (its metric is identified instead)."""
    return metric.structure is None and metric.symbolic is None and not metric.binary and metric.calibrated_from is None


def identification_of(metric: metrics.Metric) -> "Identification | None":
    """What :func:`metrics.identify.identify` finds for ``metric`` (once per metric object: a report checks one
    property at a time); None when it is not :func:`given_as_code`."""
    if not given_as_code(metric):
        return None
    if metric not in _FOUND:
        _FOUND[metric] = identify(metric)
    return _FOUND[metric]


def confirmed_at(found: Identification, metric: metrics.Metric, classes: "tuple[int, ...]") -> Identification:
    """``found``, compared with the code at each class count checked (:func:`metrics.identify.checked_difference`):
    its ``checked_at`` names those where the confirmation matrices did not reach; where the code differs from the form,
    an :class:`Identification` saying so instead (decide from the code)."""
    checked = []
    for n in classes:
        if not metric.applies_to(n):
            continue
        differs = checked_difference(metric, found, n)
        if differs is not None:
            return Identification(None, reason=(f"{found.description} agreed with the code on {found.matrices} "
                                                f"matrices, but {differs}; decided from the code itself"))
        if any(beyond_confirmation(found, n)):
            checked.append(n)
    return replace(found, checked_at=tuple(checked)) if checked else found


def decided_through(
    found: Identification, metric: metrics.Metric, decide: Callable[[metrics.Metric], Verdicts]
) -> "Verdicts | Identification":
    """``decide`` applied to the identified form of ``metric``, each verdict noted; or, when the metric's own code
    disagrees with the form at a counterexample, an :class:`Identification` saying so (decide from the code)."""
    assert found.identified
    proxy = found.form_of(metric)
    verdicts = decide(proxy)
    from_code = found.calibrated_differs is not None and any(v.after_calibration for v in verdicts.values())
    for pid, verdict in verdicts.items():  # first the counterexamples: a difference there decides all from the code
        pairs: list[tuple[metrics.Metric, metrics.Metric, Verdict | None]] = [(metric, proxy, verdict)]
        if not from_code:
            pairs.append((metric.calibrated, proxy.calibrated, verdict.after_calibration))
        for own, form, v in pairs:
            differs = _first_difference(own, form, v)
            if differs is not None:
                return Identification(None, reason=(
                    f"{found.description} agreed with the code on {found.matrices} matrices, "
                    f"but at the counterexample m={differs[0]} of "
                    f"{pid} the code gives {differs[1]:.12g} and the form {differs[2]:.12g}; "
                    "decided from the code itself"))
    if from_code:  # the code differs from the form where the calibrated variant evaluates it
        own_verdicts = decide(metric)
        for pid, verdict in verdicts.items():  # a cell the code could not be checked in (an error) has no variant
            code_verdict = own_verdicts[pid]
            verdict.after_calibration = code_verdict.after_calibration or code_verdict
    calibrated = (Identification(None, reason=f"{found.calibrated_differs}; decided from the code itself")
                  if from_code else None)
    return noted(verdicts, found, calibrated)


def noted(verdicts: Verdicts, found: "Identification | None", calibrated: "Identification | None" = None) -> Verdicts:
    """``verdicts`` with ``evidence["identification"]`` (and their calibrated ones, which note ``calibrated``
    instead when given: decided from the code), when there was something to identify."""
    if found is not None:
        for verdict in verdicts.values():
            for v, note in ((verdict, found), (verdict.after_calibration, calibrated or found)):
                if v is not None:
                    v.evidence = {  # type: ignore[typeddict-unknown-key]
                        **v.evidence, "identification": note.as_evidence()}
    return verdicts


def _first_difference(
    own: metrics.Metric, form: metrics.Metric, verdict: "Verdict | None"
) -> "tuple[list[Any], float, float] | None":
    """The first matrix of ``verdict``'s counterexample where ``own``'s code and the identified ``form`` differ (a
    matrix too large for a label metric's code to score is passed over: the others decide)."""
    if verdict is None or not verdict.counterexample:
        return None
    for m in _matrices(verdict.counterexample):
        batch = np.asarray([m], dtype=float)
        with np.errstate(all="ignore"):
            theirs = np.asarray(form.numeric(batch), dtype=float)
            try:
                ours = np.asarray(own.numeric(batch), dtype=float)
            except TooManyItemsError:  # a label metric cannot be run at PV's 10^12 items: no value to compare
                continue
            except Exception:  # user code: a raise at the counterexample is a difference, not an undefined value
                return m, float("nan"), float(theirs[0])
        if ours.shape != (1,) or not values_agree(ours, theirs)[0]:
            return m, float(ours.reshape(-1)[0]) if ours.size else float("nan"), float(theirs[0])
    return None


def _matrices(counterexample: Any) -> list[list[Any]]:
    """Every square matrix a counterexample holds (``before``, ``after``, ``matrix``, ``matrices``, ...)."""
    found = []
    for value in counterexample.values():
        candidates = value if isinstance(value, list) and value and _is_matrix(value[0]) else [value]
        found += [m for m in candidates if _is_matrix(m)]
    return found


def _is_matrix(value: Any) -> bool:
    return (isinstance(value, list) and len(value) >= 2
            and all(isinstance(row, list) and len(row) == len(value) for row in value)
            and all(isinstance(x, (int, float)) for row in value for x in row))
