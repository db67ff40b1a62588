"""Render a report as a table (Table 5 style) plus a counterexamples section.

Formats are data: :data:`FORMATS` maps each accepted name to its renderer; an unknown
name is an error listing the valid ones, never a silent fallback.
"""

import csv
import html
import io
import json
from collections.abc import Callable
from typing import Any

from tabulate import LATEX_ESCAPE_RULES, tabulate

import axioms
from axioms.evidence import NOT_PROVED
import metrics

from metrics.errors import UsageError

from .scope import checked_classes, scope_legend, scope_lines, scope_suffix

__all__ = ["FORMATS", "LATEX_CHARACTERS", "render", "latex_escape", "cell_text", "legend", "counterexample_lines", "error_lines", "unknown_lines", "Table"]

#: A report (:func:`reports.build_report`) and one of its cells, as plain JSON values.
Report = dict[str, Any]
Cell = dict[str, Any]

CHECK, CROSS = "✓", "✗"
_SYMBOL = {"holds": CHECK, "fails": CROSS, "unknown": "?", "error": "error", "not_applicable": "–"}
LEGEND = (
    "✓ holds, ✗ fails, ✗ (✓) fails but holds after prevalence calibration (Opitz Eq. 6); "
    "* backed by a search within its budget, not proved (✓* = not refuted); ? unknown; – not applicable; "
    "error: the metric could not be checked (it raised, returned no usable values, exited, crashed or timed out; "
    "the reason is listed under Errors)."
)


def _mark(cell: Cell, classes: "tuple[int, ...] | list[int]" = ()) -> str:
    text: str = _SYMBOL[cell["verdict"]]
    if cell["verdict"] in ("holds", "fails") and cell["evidence"]["kind"] in NOT_PROVED:
        text += "*"
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


def legend(report: Report) -> str:
    """The table's legend: the marks, and the scope of each (naming the class counts checked)."""
    return LEGEND + " " + scope_legend(checked_classes(report))


def _rows(report: Report) -> tuple[list[str], list[list[str]]]:
    props = report["settings"]["properties"]
    classes = checked_classes(report)
    return props, [[name, *(cell_text(pid, cells[pid], classes) for pid in props)] for name, cells in report["metrics"].items()]


def counterexample_lines(report: Report) -> list[str]:
    """For every ✗ with a counterexample: matrices, exact values and a line of Python to paste."""
    lines: list[str] = []
    for name, cells in report["metrics"].items():
        for pid, cell in cells.items():
            for label, c, accessor in ((name, cell, ""), (f"{name}~", cell.get("after_calibration"), ".calibrated")):
                if not c or c["verdict"] != "fails" or not c.get("counterexample"):
                    continue
                ce = c["counterexample"]
                mats = [ce["before"], ce["after"]] if "before" in ce else ce.get("matrices", [])
                shown = ce.get("values") or []
                lines.append(f"{label} {pid}: {c['detail']}")
                if mats and shown:  # a paste-able line that reproduces the values
                    lines.append(_reproduction(name, accessor, mats, ce.get("verified")))
                    lines.append(f"    {', '.join(map(str, shown))}")
    return lines


def error_lines(report: Report) -> list[str]:
    """``'name (PI, PV): error: reason'`` for every error cell, one line per metric and reason."""
    return _reason_lines(report, "error")


def unknown_lines(report: Report) -> list[str]:
    """``'name (PII): unknown: reason'`` for every undecided cell (calibrated ones as ``name~``)."""
    return _reason_lines(report, "unknown")


def _reason_lines(report: Report, verdict: str) -> list[str]:
    lines: list[str] = []
    for name, cells in report["metrics"].items():
        picks: tuple[tuple[str, Callable[[Cell], Cell | None]], ...] = ((name, lambda c: c), (name + "~", lambda c: c.get("after_calibration")))
        for label, pick in picks:
            reasons: dict[str, list[str]] = {}
            for pid, whole in cells.items():
                cell = pick(whole)
                if cell and cell["verdict"] == verdict:
                    reasons.setdefault(cell["detail"], []).append(pid)
            lines += [f"{label} ({', '.join(pids)}): {verdict}: {reason}" for reason, pids in reasons.items()]
            if verdict == "error":
                break  # an error row has no calibrated check
    return lines


def _reproduction(name: str, accessor: str, mats: list[Any], verified: str | None) -> str:
    """A line of Python that recomputes a counterexample's values (exactly when it was verified exactly)."""
    try:
        metrics.get(name)
    except metrics.UnknownMetricError:
        return f"    (metric {name!r} is not registered: recompute the values with its own definition on {mats})"
    call = "m.exact" if verified == "exact" else "m"
    calls = ", ".join(f"{call}({mat})" for mat in mats)
    return f"    >>> import metrics; m = metrics.get({name!r}){accessor}; {calls}"


def _text_table(fmt: str) -> Callable[[Report], str]:
    def render(report: Report) -> str:
        props, rows = _rows(report)
        table: str = tabulate(rows, headers=["metric", *props], tablefmt=fmt, disable_numparse=True)
        extra = ["", legend(report)]
        errors = error_lines(report)
        if errors:
            extra += ["", "Errors:", *(f"- {line}" for line in errors)]
        undecided = unknown_lines(report)
        if undecided:
            extra += ["", "Undecided (?), and why:", *(f"- {line}" for line in undecided)]
        ces = counterexample_lines(report)
        if ces:
            extra += ["", "Counterexamples (re-checked exactly unless the line says float64):", *ces]
        every = scope_lines(report)
        if every:
            extra += ["", "For every number of classes (the marks without †), and what backs it:", *(f"- {line}" for line in every)]
        if fmt == "github":
            extra = [line if not line.startswith("    ") else "    " + line.strip() for line in extra]
        return table + "\n" + "\n".join(extra) + "\n"

    return render


#: How each character is written in LaTeX: tabulate's escape rules (``& % $ # _ ^ { } ~ \\ < >``)
#: plus the table's own symbols.
LATEX_CHARACTERS = {
    **LATEX_ESCAPE_RULES,
    "✓": r"\cmark{}",
    "✗": r"\xmark{}",
    "–": "--",
    "*": r"$^{*}$",
    "†": r"\textsuperscript{\dag}",
    "≥": r"$\geq$",
    "λ": r"$\lambda$",
    "ω": r"$\omega$",
}
_LATEX_PREAMBLE = (r"\usepackage{booktabs,amssymb}", r"\newcommand{\cmark}{$\checkmark$}", r"\newcommand{\xmark}{$\times$}")


def latex_escape(text: str) -> str:
    r"""``text`` with every character of :data:`LATEX_CHARACTERS` replaced, in one pass.

    Examples
    --------
    >>> print(latex_escape("f1_{macro}~ & 50% ✓*"))
    f1\_\{macro\}\textasciitilde{} \& 50\% \cmark{}$^{*}$
    """
    return "".join(LATEX_CHARACTERS.get(ch, ch) for ch in text)


def _latex(report: Report, standalone: bool = False) -> str:
    """A booktabs tabular with the legend as a footnote below it; ``standalone``: a whole document."""
    props, rows = _rows(report)
    body = [
        r"\begin{tabular}{l" + "c" * len(props) + "}",
        r"\toprule",
        " & ".join(["metric", *props]) + r" \\",
        r"\midrule",
        *(" & ".join(latex_escape(c) for c in row) + r" \\" for row in rows),
        r"\bottomrule",
        r"\end{tabular}",
        r"\par\smallskip{\footnotesize " + latex_escape(legend(report)) + "}",
    ]
    if not standalone:
        return "\n".join([f"% {'; '.join(_LATEX_PREAMBLE)}", *body]) + "\n"
    document = [r"\documentclass{article}", *_LATEX_PREAMBLE, r"\begin{document}", r"\begin{center}", *body, r"\end{center}", r"\end{document}"]
    return "\n".join(document) + "\n"


def _html(report: Report) -> str:
    props, rows = _rows(report)
    table: str = tabulate(rows, headers=["metric", *props], tablefmt="html", disable_numparse=True)
    return table + "\n"


def _csv(report: Report) -> str:
    props, rows = _rows(report)
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(["metric", *props])
    writer.writerows(rows)
    return buf.getvalue()


def _json(report: Report) -> str:
    return json.dumps(report, indent=2, ensure_ascii=False) + "\n"


#: The output formats of :func:`render` by name, each a function of a report.
FORMATS: dict[str, Callable[..., str]] = {
    "markdown": _text_table("github"),
    "plain": _text_table("plain"),
    "latex": _latex,
    "html": _html,
    "csv": _csv,
    "json": _json,
}


def render(report: Report, fmt: str = "markdown", *, standalone: bool = False) -> str:
    """Render ``report`` (from :func:`reports.build_report`) in format ``fmt`` (one of :data:`FORMATS`).

    ``standalone=True`` (LaTeX only) writes a complete document that compiles with pdflatex.

    Examples
    --------
    Sebastiani's monotonicity (MON) is checked at the class counts given (no lemma for every n: ``†``):

    >>> from reports import build_report
    >>> print(render(build_report(["macro_recall"], ["MON"], classes=(2,), with_calibrated=False), "csv"), end="")
    metric,MON
    macro_recall,✓†
    """
    try:
        renderer = FORMATS[fmt]
    except KeyError:
        raise UsageError(f"unknown format={fmt!r}; accepted: {', '.join(FORMATS)}") from None
    if standalone and fmt != "latex":
        raise UsageError(f"standalone output is for format='latex' only; got format={fmt!r}")
    return renderer(report, standalone=True) if standalone else renderer(report)


class Table:
    """A property report that shows itself: HTML in notebooks, plain text in a terminal.

    Examples
    --------
    >>> from reports import build_report
    >>> table = Table(build_report(["macro_recall"], ["MON"], classes=(2,), with_calibrated=False))
    >>> table
    <Table of 1 metric(s) x 1 properties: macro_recall>
    >>> print(table.to("markdown").splitlines()[2])
    | macro_recall | ✓†    |
    """

    def __init__(self, report: Report) -> None:
        self.report = report

    def to(self, fmt: str) -> str:
        """The report rendered in ``fmt`` (one of :data:`FORMATS`)."""
        return render(self.report, fmt)

    def to_frame(self) -> Any:
        """The report as a long-format ``pandas.DataFrame``: one row per metric and property.

        Columns: ``metric``, ``property``, ``mark`` (the table's cell text), ``verdict``,
        ``evidence`` (its kind), ``calibrated_verdict`` (None when not checked), ``detail`` and
        ``every_n_from`` (the n from which the verdict holds for every number of classes; None
        when it is only for the class counts checked). Needs pandas (``pip install pandas``).

        Examples
        --------
        >>> from reports import build_report
        >>> frame = Table(build_report(["macro_recall"], ["MON", "TRS"], classes=(2,), with_calibrated=False)).to_frame()
        >>> frame[["metric", "property", "mark", "verdict", "every_n_from"]].values.tolist()
        [['macro_recall', 'MON', '✓†', 'holds', None], ['macro_recall', 'TRS', '✗†', 'fails', None]]
        """
        try:
            import pandas as pd
        except ImportError:
            raise ImportError("Table.to_frame needs pandas: pip install pandas") from None
        rows = [
            {
                "metric": name,
                "property": pid,
                "mark": cell_text(pid, cell, checked_classes(self.report)),
                "verdict": cell["verdict"],
                "evidence": cell["evidence"]["kind"],
                "calibrated_verdict": (cell.get("after_calibration") or {}).get("verdict"),
                "detail": cell["detail"],
                "every_n_from": (cell.get("every_n") or {}).get("from"),
            }
            for name, cells in self.report["metrics"].items()
            for pid, cell in cells.items()
        ]
        return pd.DataFrame(rows, columns=["metric", "property", "mark", "verdict", "evidence", "calibrated_verdict", "detail", "every_n_from"])

    def __str__(self) -> str:
        return render(self.report, "plain")

    def __repr__(self) -> str:
        names = list(self.report["metrics"])
        return f"<Table of {len(names)} metric(s) x {len(self.report['settings']['properties'])} properties: {', '.join(names)}>"

    def _repr_html_(self) -> str:
        lines = counterexample_lines(self.report)
        notes = "<p>" + html.escape(legend(self.report)) + "</p>"
        every = scope_lines(self.report)
        if every:
            notes += "<details><summary>For every number of classes (the marks without †)</summary><pre>" + html.escape("\n".join(every)) + "</pre></details>"
        if lines:
            notes += "<details><summary>Counterexamples (re-checked exactly unless the line says float64)</summary><pre>" + html.escape("\n".join(lines)) + "</pre></details>"
        return render(self.report, "html") + notes
