"""The shape of a metric's row in a JSON report, checked before :mod:`reports.verify` reads it.

A row is what :mod:`reports.report` writes: an object of cells, each (and its ``after_calibration``) an object with a
verdict, evidence of a kind, ``per_n`` from class counts to verdicts, and ``every_n`` None or an object with ``from``,
a verdict and evidence of a kind (``report.schema.json`` states all of it). A report edited by hand, or another
program's JSON, is refused with what is wrong where, not read until something breaks.
"""

from typing import Any

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
    return None if isinstance(evidence, dict) and isinstance(evidence.get("kind"), str) else "has no evidence kind"
