"""CI gate: compare a report's verdicts with a stored baseline."""

import json

import axioms

from metrics.errors import UsageError

from .matrices import cell_counterexample_lines

__all__ = ["verdict_summary", "differences", "error_cells", "baseline_text", "load_expectation"]


def verdict_summary(report):
    """``{metric: {property: "verdict[/calibrated verdict][/baseline, strength]"}}`` — what the gate compares."""
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


def error_cells(report):
    """``['name PID', ...]``: the cells whose verdict (or calibrated verdict) is an error."""
    return [
        f"{name} {pid}"
        for name, cells in report["metrics"].items()
        for pid, cell in cells.items()
        if "error" in (cell["verdict"], (cell.get("after_calibration") or {}).get("verdict"))
    ]


def differences(report, expected):
    """Lines naming every cell whose summary differs from ``expected`` (empty when equal).

    An error cell is always a difference: a baseline never accepts an error (a metric that
    broke must not pass the gate because a baseline recorded it broken).
    """
    actual = verdict_summary(report)
    errors = set(error_cells(report))
    lines = []
    for name in sorted(set(actual) | set(expected)):
        a, e = actual.get(name, {}), expected.get(name, {})
        for pid in sorted(set(a) | set(e)):
            if a.get(pid) != e.get(pid) or f"{name} {pid}" in errors:
                note = " (an error never matches a baseline)" if f"{name} {pid}" in errors else ""
                lines.append(f"{name} {pid}: expected {e.get(pid, 'absent')!r}, got {a.get(pid, 'absent')!r}{note}")
                lines[-1] += "".join("\n" + x for x in cell_counterexample_lines(report, name, pid))  # its matrices, labelled
    return lines


def baseline_text(report):
    """The baseline file's text for ``report`` (the format ``load_expectation`` reads); a
    :class:`UsageError` naming the error cells when there are any (a baseline never records an error)."""
    errors = error_cells(report)
    if errors:
        raise UsageError(
            f"{len(errors)} cell(s) are errors ({', '.join(errors)}): a baseline never records an error; "
            "fix the metric (or leave it out) and write the baseline again"
        )
    return json.dumps({"verdicts": verdict_summary(report)}, indent=2, ensure_ascii=False) + "\n"


def load_expectation(path):
    """The ``{metric: {property: summary}}`` of a baseline file, or a :class:`UsageError` saying what is wrong."""
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
        raise UsageError(f"--expect file {path!r} is not a text file; give a baseline file written by --write-expect") from None
    except json.JSONDecodeError as exc:
        raise UsageError(f"--expect file {path!r} is not valid JSON ({exc})") from None
    except RecursionError:
        raise UsageError(f"--expect file {path!r} is nested too deeply to be a baseline; give a file written by --write-expect") from None
    if not isinstance(data, dict) or "verdicts" not in data:
        raise UsageError(f"--expect file {path!r} has no 'verdicts' key; write one with --write-expect")
    verdicts = data["verdicts"]
    if not isinstance(verdicts, dict) or not all(
        isinstance(cells, dict) and all(isinstance(k, str) and isinstance(v, str) for k, v in cells.items())
        for cells in verdicts.values()
    ):
        raise UsageError(
            f"--expect file {path!r}: 'verdicts' must map each metric to {{property: verdict text}}; "
            "write one with --write-expect"
        )
    return verdicts
