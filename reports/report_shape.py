"""The shape of a metric's row in a JSON report, checked before :mod:`reports.verify` reads it.

A row is what :mod:`reports.report` writes: an object of cells, each (and its ``after_calibration``) an object with a
verdict, evidence of a kind, ``per_n`` from class counts to verdicts, and ``every_n`` None or an object with ``from``,
a verdict and evidence of a kind, and a counterexample, if any, an object whose matrices are square lists of rows
(``report.schema.json`` states all of it). A report edited by hand, or another
program's JSON, is refused with what is wrong where, not read until something breaks.
"""

from typing import Any

from metrics.padded import is_padded

__all__ = ["row_problem"]


def row_problem(name: str, row: Any) -> "str | None":
    """What in the row of the metric ``name`` is not that shape, in words, or None."""
    if not isinstance(row, dict):
        return f"the row of {name!r} is {type(row).__name__}, not an object of cells"
    for pid, cell in row.items():
        variants = [(f"{name}/{pid}", cell)]
        if isinstance(cell, dict) and cell.get("after_calibration") is not None:
            variants.append((f"{name}~/{pid}", cell["after_calibration"]))
        for where, variant in variants:
            problem = _cell_problem(variant)
            if problem is not None:
                return f"the cell {where} {problem}"
    return None


def _cell_problem(cell: Any) -> "str | None":
    if not isinstance(cell, dict):
        return f"is {type(cell).__name__}, not an object"
    per_n, every = cell.get("per_n"), cell.get("every_n")
    if not isinstance(per_n, dict) or not all(isinstance(k, str) and k.isdigit() and isinstance(v, str)
                                              for k, v in per_n.items()):
        return "has no per_n object from class counts to verdicts"
    if every is not None and not (isinstance(every, dict) and isinstance(every.get("from"), int)):
        return "has an every_n that is no verdict from a class count"
    return _verdict_problem(cell) or (None if every is None else _verdict_problem(every))


def _verdict_problem(part: dict) -> "str | None":
    if not isinstance(part.get("verdict"), str):
        return "has no verdict"
    evidence = part.get("evidence")
    if not (isinstance(evidence, dict) and isinstance(evidence.get("kind"), str)):
        return "has no evidence kind"
    return _counterexample_problem(part.get("counterexample"))


#: The keys of a counterexample that hold one matrix each; ``matrices`` holds a list of them.
_MATRIX_KEYS = ("before", "after", "matrix", "defined", "undefined")


def _counterexample_problem(counterexample: Any) -> "str | None":
    if counterexample is None:
        return None
    if not isinstance(counterexample, dict):
        return f"has a counterexample that is {type(counterexample).__name__}, not an object"
    shown = [(key, counterexample[key]) for key in _MATRIX_KEYS if key in counterexample]
    listed = counterexample.get("matrices", [])
    shown += [("matrices", m) for m in (listed if isinstance(listed, list) else [listed])]
    bad = next((key for key, m in shown if not _is_matrix(m)), None)
    return None if bad is None else f"has a counterexample whose {bad!r} is no square matrix (n rows of n cells)"


def _is_matrix(m: Any) -> bool:
    """A list of n rows of n cells, or the compact record of a padded matrix (:mod:`metrics.padded`)."""
    if isinstance(m, dict):
        return is_padded(m) and isinstance(m["classes"], int) and _is_matrix(m["block"])
    return (isinstance(m, list) and len(m) > 0
            and all(isinstance(row, list) and len(row) == len(m) for row in m))
