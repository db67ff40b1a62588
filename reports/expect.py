"""CI gate: compare a report's verdicts with a stored baseline (``--expect``, the pytest fixture).

A baseline (format :data:`BASELINE_FORMAT`) holds, for every metric and property:

* ``verdicts``: a one-line summary ``"verdict[ | calibrated: verdict][ | property's own text]"``
  (all that format 1 held; an older axiometrics still reads it);
* ``cells``: a record of what backs and qualifies the verdict: the evidence kind, the property's
  own values (PIII's exponent ``p``, PV's ``baseline`` and ``strength``: its ``report_keys``; of a property a
  user's file registers, known in the workers only, every key of its cells but a verdict's own), the
  scope ``every_n`` (``{"verdict", "from"}`` when decided for every number of classes, else None),
  the verdict at each class count checked (``per_n``: a fail that moved from n = 3 to n = 2 is a change)
  and the same record of the calibrated variant;
* ``settings``: the class counts and whether calibrated variants were checked.

The gate fails on a changed verdict, value, scope or per-n verdict (a baseline written before ``per_n`` was
recorded is compared without it), on evidence weaker than the baseline's (a
proof that became "not refuted", or one for the code that became one for the form identified from the code, ⁱ;
unless weaker evidence is allowed), on an error cell, on a
cell missing on either side, and on other settings. A format-1 baseline (``verdicts`` only) is
compared by its summaries. With ``metrics_subset`` (``properties_subset``) only the metrics
(properties) the run checked are compared.
"""

import json

import axioms
from axioms.core.evidence import STRENGTH
from axioms.core.verdict import CELL_KEYS

from metrics.errors import UsageError

from .matrices import counterexample_text
from .scope import is_identified

__all__ = ["BASELINE_FORMAT", "verdict_summary", "cell_record", "error_cells", "baseline_text", "load_expectation",
           "gate", "differences", "drift_message"]

#: Version of the baseline file's shape: 2 added ``cells`` and ``settings`` beside format 1's ``verdicts``.
BASELINE_FORMAT = 2


def verdict_summary(report):
    """``{metric: {property: "verdict[ | calibrated: verdict][ | baseline, strength]"}}``: the one-line summaries."""
    out = {}
    for name, cells in report["metrics"].items():
        out[name] = {}
        for pid, cell in cells.items():
            text = cell["verdict"]
            if cell.get("after_calibration"):
                text += f" | calibrated: {cell['after_calibration']['verdict']}"
            prop = axioms.PROPERTIES.get(pid)
            if prop is not None and prop.gate_text is not None:
                text += f" | {prop.gate_text(cell)}"
            out[name][pid] = text
    return out


#: What the label of evidence decided for the form identified from the metric's code (a cell marked ⁱ) ends with.
IDENTIFIED_FORM = " (identified form)"


def _evidence_label(cell):
    """The evidence kind of ``cell``; ``"counterexample (float64)"`` for one not re-checked exactly; ending with
    :data:`IDENTIFIED_FORM` where it was decided for the form identified from the metric's code, not for the code."""
    kind = cell["evidence"]["kind"]
    verified = (cell.get("counterexample") or {}).get("verified", "exact")
    label = f"{kind} ({verified})" if kind == "counterexample" and verified != "exact" else kind
    return label + IDENTIFIED_FORM if is_identified(cell) else label


def _strength(label):
    """How strongly evidence ``label`` backs a verdict (:data:`axioms.core.evidence.STRENGTH`; a float64
    counterexample: 2); decided for an identified form, half a step less than for the code itself."""
    kind = label.removesuffix(IDENTIFIED_FORM)
    return STRENGTH.get(kind, 2 if kind.startswith("counterexample") else 0) - (0.5 if kind != label else 0)


def cell_record(pid, cell):
    """What the gate compares of a report ``cell`` of property ``pid`` beyond its verdict (see the module docstring).

    Examples
    --------
    >>> cell = {"verdict": "holds", "evidence": {"kind": "proof"}, "p": 1, "after_calibration": None,
    ...         "every_n": {"verdict": "holds", "from": 2, "evidence": {"kind": "proof"}}}
    >>> record = cell_record("PIII", cell)
    >>> list(record)
    ['verdict', 'evidence', 'values', 'every_n', 'per_n', 'calibrated']
    >>> record["verdict"], record["evidence"], record["values"], record["every_n"], record["calibrated"]
    ('holds', 'proof', {'p': 1}, {'verdict': 'holds', 'from': 2}, None)
    """
    prop = axioms.PROPERTIES.get(pid)  # a property of a user's file is known in the workers only: its cells' own keys
    keys = prop.report_keys if prop is not None else sorted(set(cell) - set(CELL_KEYS))
    every_n = cell.get("every_n")
    calibrated = cell.get("after_calibration")
    return {
        "verdict": cell["verdict"],
        "evidence": _evidence_label(cell),
        "values": {key: cell.get(key) for key in keys},
        "every_n": {"verdict": every_n["verdict"], "from": every_n.get("from")} if every_n else None,
        "per_n": dict(cell.get("per_n") or {}),
        "calibrated": cell_record(pid, calibrated) if calibrated else None,
    }


def error_cells(report):
    """``['name PID', ...]``: the cells whose verdict (or calibrated verdict) is an error."""
    return [
        f"{name} {pid}"
        for name, cells in report["metrics"].items()
        for pid, cell in cells.items()
        if "error" in (cell["verdict"], (cell.get("after_calibration") or {}).get("verdict"))
    ]


def _settings(report):
    return {"classes": list(report["settings"]["classes"]), "calibrated": bool(report["settings"]["calibrated"])}


def baseline_text(report):
    """The baseline file's text for ``report`` (the format ``load_expectation`` reads); a
    :class:`UsageError` naming the error cells when there are any (a baseline never records an error)."""
    errors = error_cells(report)
    if errors:
        raise UsageError(
            f"{len(errors)} cell(s) are errors ({', '.join(errors)}): a baseline never records an error; "
            "fix the metric (or leave it out) and write the baseline again"
        )
    cells = {name: {pid: cell_record(pid, cell) for pid, cell in row.items()}
             for name, row in report["metrics"].items()}
    baseline = {"format": BASELINE_FORMAT, "settings": _settings(report), "verdicts": verdict_summary(report),
                "cells": cells}
    return json.dumps(baseline, indent=2, ensure_ascii=False) + "\n"


def drift_message(name, pid, what, expected, got, cell=None):
    """One line of the gate's output: cell ``name pid`` differs in ``what`` (``cell``: the report's
    cell, or None; its counterexample, when the verdict changed, is shown after the line)."""
    line = f"{name} {pid}: {what}: expected {expected!r}, got {got!r}"
    example = (cell or {}).get("counterexample")
    if what.endswith(("verdict", "summary")) and example:
        labelled = counterexample_text(example, name, "    ")  # rows predicted, columns true
        line += (("; counterexample:\n" + labelled) if labelled
                 else f"; counterexample: {json.dumps(example, ensure_ascii=False)}")
    return line


def _compare_records(name, pid, want, have, cell, allow_weaker, prefix=""):
    """``(failures, notes)``: how the record ``have`` differs from the baseline's ``want``."""
    if want["verdict"] != have["verdict"]:
        return [drift_message(name, pid, f"{prefix}verdict", want["verdict"], have["verdict"], cell)], []
    failures, notes = [], []
    weaker, stronger = (_strength(have["evidence"]) < _strength(want["evidence"]),
                        _strength(have["evidence"]) > _strength(want["evidence"]))
    if weaker:
        line = drift_message(name, pid, f"{prefix}weaker evidence", want["evidence"], have["evidence"], cell)
        (notes if allow_weaker else failures).append(line + (" (allowed by --allow-weaker-evidence)" if allow_weaker
                                                             else ""))
    elif stronger:
        notes.append(drift_message(name, pid, f"{prefix}stronger evidence", want["evidence"], have["evidence"], cell))
    for key in sorted(set(want.get("values") or {}) | set(have["values"])):
        if (want.get("values") or {}).get(key) != have["values"].get(key):
            failures.append(drift_message(name, pid, f"{prefix}{key}", (want.get("values") or {}).get(key),
                                          have["values"].get(key), cell))
    if want.get("every_n") != have["every_n"]:
        failures.append(drift_message(name, pid, f"{prefix}scope (every_n)", want.get("every_n"), have["every_n"],
                                      cell))
    if "per_n" in want and want["per_n"] != have["per_n"]:  # (absent from baselines written before it was kept)
        failures.append(drift_message(name, pid, f"{prefix}per-n verdicts", want["per_n"], have["per_n"], cell))
    if want.get("calibrated") or have["calibrated"]:
        if not (want.get("calibrated") and have["calibrated"]):
            failures.append(drift_message(name, pid, f"{prefix}calibrated variant", want.get("calibrated"),
                                          have["calibrated"], cell))
        else:
            # the calibrated variant's lines and counterexample are labelled metric~ (its values are metric~'s)
            more = _compare_records(f"{name}~", pid, want["calibrated"], have["calibrated"],
                                    (cell or {}).get("after_calibration"), allow_weaker, "calibrated ")
            failures += more[0]
            notes += more[1]
    return failures, notes


def gate(report, expected, allow_weaker_evidence=False, metrics_subset=False, properties_subset=False):
    """``(failures, notes)``: lines naming every way ``report`` differs from the baseline ``expected``
    (:func:`load_expectation`), and notes that do not fail the gate (stronger evidence; weaker
    evidence when ``allow_weaker_evidence``). An error cell always fails: a baseline never
    accepts an error (a metric that broke must not pass because a baseline recorded it broken)."""
    failures, notes = [], []
    if expected.get("settings") is not None and expected["settings"] != _settings(report):
        failures.append(f"settings: the baseline was written with {expected['settings']}, "
                        f"this run has {_settings(report)}; "
                        "run with the baseline's --classes (and calibration), or write the baseline again")
    summaries, errors = verdict_summary(report), set(error_cells(report))
    records = expected.get("cells") or {}
    names = sorted(set(summaries) | (set() if metrics_subset else set(expected["verdicts"])))
    checked = set(report["settings"].get("properties") or ())  # a metric gone from the run has no cell to compare
    for name in names:
        have, want = summaries.get(name, {}), expected["verdicts"].get(name, {})
        for pid in sorted(set(have) | (set(want) & checked if properties_subset else set(want))):
            cell = report["metrics"].get(name, {}).get(pid)
            if f"{name} {pid}" in errors:
                failures.append(drift_message(name, pid, "verdict", want.get(pid, "absent"), have[pid])
                                + " (an error never matches a baseline)")
            elif pid not in have or pid not in want:
                failures.append(drift_message(name, pid, "cell", want.get(pid, "absent"), have.get(pid, "absent")))
            elif pid in records.get(name, {}):
                more = _compare_records(name, pid, records[name][pid], cell_record(pid, cell), cell,
                                        allow_weaker_evidence)
                failures += more[0] or ([drift_message(name, pid, "summary", want[pid], have[pid])]
                                        if want[pid] != have[pid] else [])
                notes += more[1]
            elif want[pid] != have[pid]:
                failures.append(drift_message(name, pid, "summary", want[pid], have[pid], cell))
    return failures, notes


def differences(report, expected, **options):
    """The failure lines of :func:`gate` (empty when the report passes); ``options`` as :func:`gate`."""
    return gate(report, expected, **options)[0]


def _valid_record(record):
    """Whether ``record`` has the shape :func:`cell_record` gives (a hand-edited baseline may not): a verdict and an
    evidence label that a report can have (an unknown label would count as the weakest evidence, so that any
    report passed the gate's evidence comparison)."""
    evidence = record.get("evidence") if isinstance(record, dict) else None
    evidence = evidence.removesuffix(IDENTIFIED_FORM) if isinstance(evidence, str) else None
    return (isinstance(record, dict) and record.get("verdict") in axioms.VERDICTS and isinstance(evidence, str)
            and (evidence in STRENGTH or evidence.startswith("counterexample (") and evidence.endswith(")"))
            and isinstance(record.get("values", {}), dict) and isinstance(record.get("every_n"), (dict, type(None)))
            and (record.get("calibrated") is None or _valid_record(record["calibrated"])))


def _malformed(path, what):
    return UsageError(f"--expect file {path!r}: {what}; write one with --write-expect")


def load_expectation(path):
    """The baseline at ``path`` as ``{"format", "verdicts", "cells", "settings"}`` (a format-1 file:
    ``cells`` and ``settings`` None), or a :class:`UsageError` saying what is wrong."""
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except FileNotFoundError:
        raise UsageError(f"--expect file {path!r} does not exist; write one with --write-expect {path}") from None
    except IsADirectoryError:
        raise UsageError(f"--expect {path!r} is a directory; give a baseline file written by --write-expect") from None
    except OSError as exc:
        raise UsageError(f"--expect file {path!r} cannot be read ({exc.strerror})") from None
    except UnicodeDecodeError:
        raise UsageError(f"--expect file {path!r} is not a text file; "
                         "give a baseline file written by --write-expect") from None
    except json.JSONDecodeError as exc:
        raise UsageError(f"--expect file {path!r} is not valid JSON ({exc})") from None
    except RecursionError:
        raise UsageError(f"--expect file {path!r} is nested too deeply to be a baseline; "
                         "give a file written by --write-expect") from None
    if not isinstance(data, dict) or "verdicts" not in data:
        raise _malformed(path, "no 'verdicts' key")
    verdicts = data["verdicts"]
    if not isinstance(verdicts, dict) or not all(
        isinstance(cells, dict) and all(isinstance(k, str) and isinstance(v, str) for k, v in cells.items())
        for cells in verdicts.values()
    ):
        raise _malformed(path, "'verdicts' must map each metric to {property: verdict text}")
    version = data.get("format", 1)
    if not isinstance(version, int) or version > BASELINE_FORMAT:
        raise UsageError(f"--expect file {path!r} has baseline format {version!r}; "
                         f"this axiometrics reads formats 1 to {BASELINE_FORMAT}: upgrade it")
    cells, settings = data.get("cells"), data.get("settings")
    if cells is not None and not (isinstance(cells, dict)
                                  and all(isinstance(row, dict) and all(map(_valid_record, row.values()))
                                          for row in cells.values())):
        raise _malformed(path,
                         "'cells' must map each metric to {property: {verdict, evidence, values, every_n, calibrated}}")
    if settings is not None and not isinstance(settings, dict):
        raise _malformed(path, "'settings' must be an object")
    return {"format": version, "verdicts": verdicts, "cells": cells, "settings": settings}
