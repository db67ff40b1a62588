"""Re-verification of a stored verdict cache entry (:mod:`reports.cache`) before it is printed:
its shape is that of the requested report cells, and every counterexample re-evaluates to the
recorded values and contradicts the property's order relation.
"""

from fractions import Fraction

import numpy as np

import axioms
from metrics.padded import exact_cells, full_matrix, is_padded
from axioms.arithmetic.exact import as_text, sign_of_difference, value_of
from axioms.core.verdict import CELL_KEYS
from axioms.every_n.lifting import Padding, padded_exact
from axioms.every_n.verdicts import structure_of
from axioms.search.refute import RELATIONS

__all__ = ["valid_cell", "cell_reverified"]


def valid_cell(pid, cell):
    """Whether ``cell`` has the shape of a report cell of property ``pid`` that is not an error."""
    if not isinstance(cell, dict) or not set(CELL_KEYS + axioms.get_property(pid).report_keys) <= set(cell):
        return False
    if cell["verdict"] == "error" or not isinstance(cell["detail"], str) or not isinstance(cell["per_n"], dict):
        return False
    if not all(cell[k] is None or isinstance(cell[k], dict) for k in ("counterexample", "witness")):
        return False
    try:
        axioms.Verdict(pid, cell["verdict"], cell["evidence"], cell["detail"], cell["counterexample"])
    except (ValueError, TypeError, AttributeError):
        return False
    return cell["after_calibration"] is None or valid_cell(pid, cell["after_calibration"])


def _matrix(m):
    """``m`` (its rows or a compact padded matrix, cells ints or ``"p/q"``) as a matrix of ints and Fractions, or
    None when it is not one."""
    try:
        rows = full_matrix(m)
        arr = np.asarray(rows, dtype=object)
        if arr.ndim != 2 or arr.shape[0] != arr.shape[1] or arr.shape[0] < 1:
            return None
        if not all(isinstance(x, (int, Fraction)) and not isinstance(x, bool) and x >= 0 for x in arr.flat):
            return None
        return arr.tolist()
    except (ValueError, TypeError, ZeroDivisionError):
        return None


def _recorded_values(record):
    """``[(matrix, value text), ...]``: every matrix ``record`` gives the metric's value at."""
    pairs = []
    values = record.get("values")
    if isinstance(values, list):
        if "before" in record and "after" in record and len(values) == 2:
            pairs += [(record["before"], values[0]), (record["after"], values[1])]
        elif isinstance(record.get("matrices"), list) and len(record["matrices"]) == len(values):
            pairs += list(zip(record["matrices"], values))
    if "matrix" in record and "value" in record:
        pairs.append((record["matrix"], record["value"]))
    extremes, ranges = record.get("extremes"), record.get("ranges")
    if isinstance(extremes, list) and isinstance(ranges, list) and len(extremes) == len(ranges):
        for ends, (low, high) in zip(extremes, ranges):
            pairs += [(ends["min"], low), (ends["max"], high)]
    for key in ("classifiers_0", "classifiers_1"):
        pairs += [tuple(item) for item in record.get(key, ())]
    return pairs


def _unit(n, cell):
    e = np.zeros((n, n), dtype=object)
    e[cell[0], cell[1]] = 1
    return e


#: The change a counterexample of these properties records, and the order relation (a key of
#: :data:`axioms.search.refute.RELATIONS`, with its direction) its two values must contradict.
_MOVES = {
    "PI": lambda r, before, d: (before + _unit(len(before), r["cell"]), "nondecreasing",
                                d if r["cell"][0] == r["cell"][1] else -d),
    "MON": lambda r, before, d: (before - _unit(len(before), r["moved"][0]) + _unit(len(before), r["moved"][1]),
                                 "increasing", d),
    "PIV": lambda r, before, d: (before * np.asarray(exact_cells(r["lambda"]), dtype=object)[None, :], "equal", 1),
    "SYM": lambda r, before, d: (None, "equal", 1),
}


def _contradicts(pid, record, values, metric):
    """Whether a counterexample of PI, MON, PIV or SYM records the property's change and two values
    against its relation (for other properties: True, nothing generic to re-check)."""
    if pid not in _MOVES:
        return True
    before, after = _matrix(record.get("before")), _matrix(record.get("after"))
    if before is None or after is None or len(values) != 2:
        return False
    moved, relation, direction = _MOVES[pid](record, np.asarray(before, dtype=object), metric.direction)
    if moved is not None and moved.tolist() != after:
        return False
    v0, v1 = values
    if v0 is None or v1 is None:
        return relation == "equal" and (v0 is None) != (v1 is None)
    sign = sign_of_difference(v0, v1)
    return sign is not None and not RELATIONS[relation](direction * sign)


def _reverified(pid, record, metric):
    """Whether every value the counterexample ``record`` states re-evaluates to the same text for
    ``metric``, and its change contradicts the property."""
    values = []
    for m, text in _recorded_values(record):
        found = _value(metric, m)
        if found is None or not isinstance(text, str):
            return False
        value, how = found
        if _exact_part(as_text(value)) != _exact_part(text) or (record.get("verified") == "exact" and how != "exact"):
            return False
        values.append(value)
    return _contradicts(pid, record, values, metric)


def _exact_part(text):
    """A value's text without its float gloss: ``'sqrt(6)/4 (≈ 0.612372)'`` and ``'sqrt(6)/4'`` are one value."""
    return text.split(" (≈")[0]


def _value(metric, m):
    """``(value, how)`` of ``metric`` at ``m``, or None when ``m`` is no matrix. A compact padded matrix of a
    structured metric is scored by the structure's formula on the block's class groups and one group for the
    added classes (:func:`axioms.every_n.lifting.padded_exact`): the n x n symbolic form at n = 1000 would take
    hours."""
    if is_padded(m) and structure_of(metric) is not None:
        padding = Padding("empty") if m["added_items"] == 0 else Padding("perfect", m["added_items"])
        return padded_exact(metric, m["block"], m["classes"] - len(m["block"]), padding), "exact"
    matrix = _matrix(m)
    return None if matrix is None else value_of(metric, matrix)


def cell_reverified(pid, cell, metric):
    """Whether the counterexample of ``cell`` (and of its calibrated part)
    re-verify for ``metric``, or for a metric it was calibrated from (a verdict carried over)."""
    candidates = [metric]
    while (base := getattr(candidates[-1], "calibrated_from", None)) is not None:
        candidates.append(base)
    record = cell["counterexample"]
    if record is not None:
        try:
            if not any(_reverified(pid, record, m) for m in candidates):
                return False
        except Exception:  # noqa: BLE001 - a malformed record, or the metric raising on it: a miss
            return False
    after = cell["after_calibration"]
    return after is None or cell_reverified(pid, after, metric.calibrated)

