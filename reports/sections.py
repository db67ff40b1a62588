"""What every output format says about a report, as data: the table's cells, the errors, the
undecided cells and the counterexamples (each with its labelled matrices and a line of Python
that reproduces its values). The renderers (:mod:`reports.render`, :mod:`reports.latex`,
:mod:`reports.html_report`) only lay these out.
"""

import re
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import axioms
import metrics
from metrics.identify import PASTE_PREAMBLE
from metrics.padded import is_padded
from axioms.core.evidence import NOT_PROVED

from .legend import IDENTIFIED, headers, is_identified
from .matrices import Matrix, matrix_text, shown_matrices
from .scope import checked_classes, has_own_row, scope_suffix

__all__ = ["CHECK", "CROSS", "identification_lines", "cell_text", "table_rows", "Shown", "counterexamples",
           "counterexample_lines", "error_lines", "unknown_lines"]

#: A report (:func:`reports.build_report`) and one of its cells, as plain JSON values.
Report = dict[str, Any]
Cell = dict[str, Any]

CHECK, CROSS = "✓", "✗"
_SYMBOL = {"holds": CHECK, "fails": CROSS, "unknown": "?", "error": "error", "not_applicable": "–"}


def _mark(cell: Cell, classes: "tuple[int, ...] | list[int]" = ()) -> str:
    text: str = _SYMBOL[cell["verdict"]]
    if cell["verdict"] in ("holds", "fails") and is_identified(cell):
        text += IDENTIFIED
    verified = (cell.get("counterexample") or {}).get("verified", "exact")
    if cell["verdict"] in ("holds", "fails") and (cell["evidence"]["kind"] in NOT_PROVED or verified == "float64"):
        text += "*"  # a counterexample checked in float64 only refutes no more than a search (proof_level)
    return text + scope_suffix(cell, text, classes)


def cell_text(pid: str, cell: Cell, classes: "tuple[int, ...] | list[int]" = ()) -> str:
    """``'✓'``, ``'✗ (✓)'``, ``'✓: 1/n, strict'``, ``'✗ (n ≥ 3)'``, ``'✓†'`` ... for one report cell
    (``classes``: the class counts the report checked; see :mod:`reports.scope` for the marks of scope)."""
    text = _mark(cell, classes)
    prop = axioms.PROPERTIES.get(pid)  # a saved report may name a property not registered here
    if prop is not None and prop.cell_suffix is not None:
        text += prop.cell_suffix(cell)
    after = cell.get("after_calibration")
    if after and cell["verdict"] != "holds" and after["verdict"] == "holds":
        text += f" ({_mark(after, classes)})"
    return text


def table_rows(report: Report) -> tuple[list[str], list[list[str]]]:
    """``(header row, rows)`` of a report's table: ``metric`` and the property ids with their names,
    then one row per metric of :func:`cell_text` marks."""
    props = report["settings"]["properties"]
    classes = checked_classes(report)
    return headers(props), [[name, *(cell_text(pid, cells[pid], classes) for pid in props)]
                            for name, cells in report["metrics"].items()]


@dataclass(frozen=True)
class Shown:
    """One counterexample as the outputs show it: ``heading`` (``'name PID: detail'``), its
    ``matrices`` (``(title, matrix, changed from)``, the title naming the score there), a
    ``reproduction`` line of Python (or None) and the ``values`` it prints (or None)."""

    heading: str
    matrices: list[tuple[str, Matrix, "Matrix | None"]]
    reproduction: str | None
    values: str | None


def counterexamples(report: Report) -> list[Shown]:
    """Every ✗ of ``report`` that has a counterexample (calibrated ones as ``name~``), in table order."""
    out: list[Shown] = []
    for name, cells in report["metrics"].items():
        for pid, cell in cells.items():
            for label, c, accessor in ((name, cell, ""), (f"{name}~", cell.get("after_calibration"), ".calibrated")):
                if not c or c["verdict"] != "fails" or not c.get("counterexample") or (
                        accessor and has_own_row(report, label)):
                    continue
                ce = c["counterexample"]
                found = shown_matrices(ce)
                mats = [ce["before"], ce["after"]] if "before" in ce else ce.get("matrices", [])
                shown = ce.get("values") or []
                titled = [(title if v is None else f"{title}: {label} = {v}", m, before)
                          for title, m, v, before in found]
                reproduce = mats and shown
                form = (c.get("evidence") or {}).get("identification") or {}
                line = (_reproduction(name, accessor, mats, ce.get("verified"), report["settings"].get("files") or (),
                                      form if form.get("identified") else None)
                        if reproduce else None)
                out.append(Shown(f"{label} {pid}: {c['detail']}", titled, line,
                                 _as_python_prints(shown) if reproduce else None))
    return out


def counterexample_lines(report: Report) -> list[str]:
    """For every ✗ with a counterexample: its heading, labelled matrices, exact values and a line of Python to paste."""
    lines: list[str] = []
    for shown in counterexamples(report):
        lines.append(shown.heading)
        lines += ["    " + line for title, m, _ in shown.matrices for line in matrix_text(m, title).splitlines()]
        if shown.reproduction:
            lines += [shown.reproduction, f"    {shown.values}"]
    return lines


def error_lines(report: Report) -> list[str]:
    """``'name (PI, PV): error: reason'`` for every error cell, one line per metric and reason."""
    return _reason_lines(report, "error")


def identification_lines(report: Report) -> list[str]:
    """For each metric given as code: the form it was decided through and the line that registers it
    (after :data:`metrics.identify.PASTE_PREAMBLE`), or why none was identified."""
    lines = []
    for name, cells in report["metrics"].items():
        found = next((c["evidence"].get("identification") for c in cells.values()
                      if (c.get("evidence") or {}).get("identification")), None)
        if found and found.get("identified"):
            keyword = "structure" if "structure" in found else "symbolic"
            lines.append(f"{name}: decided for {found['form']} "
                         f"(your code agrees with it on {found['confirmed_on']} matrices); "
                         f"to make it the definition: metrics.register({name!r}, {keyword}={found[keyword]}, "
                         "replace=True)")
        elif found:
            lines.append(f"{name}: decided as written, no form identified: {found['reason']}")
    return lines


def unknown_lines(report: Report) -> list[str]:
    """``'name (PII): unknown: reason'`` for every undecided cell (calibrated ones as ``name~``)."""
    return _reason_lines(report, "unknown")


def _reason_lines(report: Report, verdict: str) -> list[str]:
    lines: list[str] = []
    for name, cells in report["metrics"].items():
        picks: tuple[tuple[str, Callable[[Cell], Cell | None]], ...] = (
            (name, lambda c: c), (name + "~", lambda c: None if has_own_row(report, name + "~")
                                  else c.get("after_calibration")))
        for label, pick in picks:
            reasons: dict[str, list[str]] = {}
            for pid, whole in cells.items():
                cell = pick(whole)
                if cell and cell["verdict"] == verdict:
                    reasons.setdefault(cell["detail"], []).append(pid)
            # a reason on one line (an exception's message may hold newlines, which would end a list item)
            lines += [f"{label} ({', '.join(pids)}): {verdict}: {' '.join(reason.split())}"
                      for reason, pids in reasons.items()]
            if verdict == "error":
                break  # an error row has no calibrated check
    return lines


def _as_python_prints(values: list[Any]) -> str:
    """The values as the line of Python prints them: one value, or a tuple of several; an exact value without the
    decimal the text adds to it (``-sqrt(6)/4 (≈ -0.612372)``), an undefined one as None (``.exact`` returns None)."""
    text = ", ".join("None" if v == "undefined" else _APPROXIMATELY.sub("", str(v)) for v in values)
    return text if len(values) == 1 else f"({text})"


#: The decimal a value's text adds to an irrational exact value.
_APPROXIMATELY = re.compile(r" \(≈ [^)]*\)$")


def _reproduction(name: str, accessor: str, mats: list[Any], verified: str | None,
                  files: "list[str] | tuple[str, ...]" = (), form: "dict[str, Any] | None" = None) -> str:
    """A line of Python that recomputes a counterexample's values (exactly when it was verified exactly); for a
    metric of a user's file (the report's ``settings.files``) the line runs that file first. A row ``name~``
    (``--calibrated-rows``) is the metric's ``.calibrated``. A cell decided through the form identified from the
    metric's code (``form``, its record) recomputes the values of that form, registered under ``name_form``: they are
    the values shown, and code such as a ``labels=`` function has no exact value of its own."""
    if name.endswith("~"):
        name, accessor = name[:-1], ".calibrated" + accessor
    call = "m.exact" if verified == "exact" else "m"
    calls = ", ".join(f"{call}({_python_matrix(mat)})" for mat in mats)
    numpy = ", numpy as np" if any(is_padded(mat) for mat in mats) else ""
    if "Fraction(" in calls:
        numpy += "; from fractions import Fraction"
    if form is not None:
        keyword = "structure" if "structure" in form else "symbolic"
        return (f"    >>> {PASTE_PREAMBLE}; import metrics{numpy}; m = metrics.register({name + '_form'!r}, "
                f"{keyword}={form[keyword]}, replace=True){accessor}; {calls}")
    try:
        metrics.get(name)
    except metrics.UnknownMetricError:
        if not files:
            return (f"    (metric {name!r} is not registered: recompute the values with its own definition on "
                    f"{', '.join(map(_python_matrix, mats))})")
        # bound to _: an interpreter would echo the files' globals; loaded once: pasted twice, they would register twice
        runs = ", ".join(f"runpy.run_path({path!r})" for path in files)
        loads = f"_ = any(x.name == {name!r} for x in metrics.catalogue()) or [{runs}]"
        return f"    >>> import runpy, metrics{numpy}; {loads}; m = metrics.get({name!r}){accessor}; {calls}"
    return f"    >>> import metrics{numpy}; m = metrics.get({name!r}){accessor}; {calls}"


def _python_cells(x: Any) -> str:
    """Rows of counts as Python: a ``"p/q"`` count (:mod:`metrics.padded`) as ``Fraction(p, q)``, any other as it
    prints."""
    if isinstance(x, list):
        return "[" + ", ".join(map(_python_cells, x)) + "]"
    if isinstance(x, str):
        q = Fraction(x)
        return f"Fraction({q.numerator}, {q.denominator})"
    return str(x)


def _python_matrix(m: Any) -> str:
    """``m`` as Python to paste: its rows, or numpy padding the block of a compact padded matrix
    (:mod:`metrics.padded`)."""
    if not is_padded(m):
        return _python_cells(m)
    n0, extra, items = len(m["block"]), m["classes"] - len(m["block"]), m["added_items"]
    padded = f"np.pad({_python_cells(m['block'])}, (0, {extra}))"
    return padded if items == 0 else f"{padded} + np.diag([0] * {n0} + [{items}] * {extra})"
