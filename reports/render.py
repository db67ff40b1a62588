"""Render a report as a table (Table 5 style) plus its legend, errors, undecided cells,
counterexamples (as labelled matrices: :mod:`reports.matrices`) and every-n verdicts.

Formats are data: :data:`FORMATS` maps each accepted name to its :class:`Format` record (name,
file extension, renderer, where it puts errors); an unknown name is an error listing the valid
ones, never a silent fallback. Every format carries the errors: markdown, plain text, LaTeX
(:mod:`reports.latex`) and HTML (:mod:`reports.html_report`) in a section after the legend;
CSV, a long table for programs, in the error row's ``detail``; JSON in each cell's ``detail``.
"""

import csv
import io
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import PurePath
from typing import Any

from tabulate import tabulate

import axioms
from metrics.errors import UsageError
from metrics.identify import PASTE_PREAMBLE
from metrics.validation import check_choice

from .html_report import render_html
from .latex import LATEX_CHARACTERS, latex_escape, render_latex
from .legend import legend, legend_parts
from .matrices import matrix_text
from .scope import checked_classes, is_identified, scope_lines, scope_words
from .sections import (cell_text, counterexample_lines, counterexamples, error_lines, identification_lines, table_rows,
                       unknown_lines)

__all__ = ["Format", "FORMATS", "format_for_path", "LATEX_CHARACTERS", "render", "latex_escape", "cell_text", "legend",
           "counterexample_lines", "error_lines", "unknown_lines", "Table"]

#: A report (:func:`reports.build_report`), as plain JSON values.
Report = dict[str, Any]


def _markdown_counterexamples(report: Report) -> list[str]:
    """The counterexamples in markdown: each heading a paragraph, each matrix a markdown table,
    the line that reproduces the values an indented code block."""
    lines: list[str] = []
    for shown in counterexamples(report):
        lines += ["", shown.heading]
        for title, m, _ in shown.matrices:
            lines += ["", *matrix_text(m, title, markdown=True).splitlines()]
        if shown.reproduction:
            lines += ["", "    " + shown.reproduction.strip(), f"    {shown.values}"]
    return lines


def _text_table(fmt: str) -> Callable[[Report], str]:
    def render(report: Report) -> str:
        head, rows = table_rows(report)
        table: str = tabulate(rows, headers=head, tablefmt=fmt, disable_numparse=True)
        extra = ["", "Legend:", *(f"- {part}" for part in legend_parts(report))]
        errors = error_lines(report)
        if errors:
            extra += ["", "Errors:", *(f"- {line}" for line in errors)]
        identified = identification_lines(report)
        if identified:
            extra += ["", f"Found in the code (ⁱ; to paste after: {PASTE_PREAMBLE}):",
                      *(f"- {line}" for line in identified)]
        undecided = unknown_lines(report)
        if undecided:
            extra += ["", "Undecided (?), and why:", *(f"- {line}" for line in undecided)]
        ces = _markdown_counterexamples(report) if fmt == "github" else counterexample_lines(report)
        if ces:
            extra += ["", "Counterexamples (re-checked exactly unless the line says float64):", *ces]
        every = scope_lines(report)
        if every:
            extra += ["", "For every number of classes (the marks without †), and what backs it:",
                      *(f"- {line}" for line in every)]
        return table + "\n" + "\n".join(extra) + "\n"

    return render


#: The columns of the CSV format, one row per metric and property.
CSV_COLUMNS = ("metric", "property", "verdict", "evidence", "scope", "values", "calibrated_verdict",
               "calibrated_evidence", "detail", "decided_for")


def _csv(report: Report) -> str:
    """The report as CSV for programs, in words (:data:`CSV_COLUMNS`), one row per metric and property:
    the verdict (holds, fails, unknown, not_applicable, error), the evidence kind behind it, its
    scope (:func:`reports.scope.scope_words`), the property's own values (``baseline=1/n;
    strength=strict``), the calibrated variant's verdict and evidence, the detail (an error's reason), and what
    the verdicts are about: ``metric`` (as registered) or ``identified form`` (the structure identified from the
    metric's code, marked ⁱ in the tables; :mod:`axioms.identified`)."""
    classes = checked_classes(report)
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for name, cells in report["metrics"].items():
        for pid in report["settings"]["properties"]:
            cell, after = cells[pid], cells[pid].get("after_calibration") or {}
            prop = axioms.PROPERTIES.get(pid)
            values = "; ".join(f"{key}={cell[key]}" for key in (prop.report_keys if prop else ())
                               if cell.get(key) is not None)
            writer.writerow([name, pid, cell["verdict"], (cell.get("evidence") or {}).get("kind", ""),
                             scope_words(cell, classes), values, after.get("verdict", ""),
                             (after.get("evidence") or {}).get("kind", ""), cell["detail"],
                             "identified form" if is_identified(cell) or is_identified(after) else "metric"])
    return buf.getvalue()


def _json(report: Report) -> str:
    return json.dumps(report, indent=2, ensure_ascii=False) + "\n"


@dataclass(frozen=True)
class Format:
    """An output format of :func:`render`: its ``name`` (``--format``), the file ``extension`` it is
    written to (``--output report.tex`` picks ``latex``), its ``renderer`` (a function of a report),
    where it puts ``errors`` (``"section"`` after the legend, or each cell's ``"detail"``) and whether
    it can write a ``standalone`` document. Calling a format renders a report.

    Examples
    --------
    >>> from reports import FORMATS
    >>> [(f.name, f.extension) for f in FORMATS.values()][:3]
    [('markdown', '.md'), ('plain', '.txt'), ('latex', '.tex')]
    >>> FORMATS["csv"]({"settings": {"properties": [], "classes": [2]}, "metrics": {}}).split(",")[:3]
    ['metric', 'property', 'verdict']
    """

    name: str
    extension: str
    renderer: Callable[..., str]
    errors: str = "section"
    standalone: bool = False

    def __call__(self, report: Report, **options: Any) -> str:
        return self.renderer(report, **options)


#: The output formats of :func:`render` by name.
FORMATS: dict[str, Format] = {f.name: f for f in (
    Format("markdown", ".md", _text_table("github")),
    Format("plain", ".txt", _text_table("plain")),
    Format("latex", ".tex", render_latex, standalone=True),
    Format("html", ".html", render_html),
    Format("csv", ".csv", _csv, errors="detail"),
    Format("json", ".json", _json, errors="detail"),
)}


def format_for_path(path: str) -> str | None:
    """The name of the format written to files named like ``path`` (by its extension), or None.

    >>> format_for_path("report.tex"), format_for_path("out/table.MD"), format_for_path("notes")
    ('latex', 'markdown', None)
    """
    suffix = PurePath(path).suffix.lower()
    return next((f.name for f in FORMATS.values() if f.extension == suffix), None)


def render(report: Report, fmt: str = "markdown", *, standalone: bool = False) -> str:
    """Render ``report`` (from :func:`reports.build_report`) in format ``fmt`` (one of :data:`FORMATS`).

    ``standalone=True`` (LaTeX only) writes a complete document that compiles with pdflatex.

    Examples
    --------
    Sebastiani's monotonicity (MON) is checked at the class counts given (no lemma for every n: ``†``
    in a table, the scope ``n = 2`` in CSV):

    >>> from reports import build_report
    >>> report = build_report(["macro_recall"], ["MON"], classes=(2,), with_calibrated=False)
    >>> print(render(report, "plain").splitlines()[1])
    macro_recall  ✓†
    >>> print(render(report, "csv").splitlines()[1][:40])
    macro_recall,MON,holds,proof,n = 2,,,,ev
    """
    chosen = FORMATS[check_choice(fmt, FORMATS, "format")]
    if standalone and not chosen.standalone:
        accepted = ", ".join(f"{f.name!r}" for f in FORMATS.values() if f.standalone)
        raise UsageError(f"standalone output is for format={accepted} only; got format={fmt!r}")
    return chosen(report, standalone=True) if standalone else chosen(report)


class Table:
    """A property report that shows itself: HTML in notebooks, plain text in a terminal.

    Examples
    --------
    >>> from reports import build_report
    >>> table = Table(build_report(["macro_recall"], ["MON"], classes=(2,), with_calibrated=False))
    >>> table
    <Table of 1 metric(s) x 1 properties: macro_recall>
    >>> print(table.to("markdown").splitlines()[2])
    | macro_recall | ✓†                        |
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
        >>> frame = Table(build_report(["macro_recall"], ["MON", "TRS"], classes=(2,),
        ...                            with_calibrated=False)).to_frame()
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
        return pd.DataFrame(rows, columns=["metric", "property", "mark", "verdict", "evidence", "calibrated_verdict",
                                           "detail", "every_n_from"])

    def __str__(self) -> str:
        return render(self.report, "plain")

    def __repr__(self) -> str:
        names = list(self.report["metrics"])
        return (f"<Table of {len(names)} metric(s) x {len(self.report['settings']['properties'])} properties: "
                f"{', '.join(names)}>")

    def _repr_html_(self) -> str:
        """The report as HTML (:func:`reports.html_report.render_html`): what a notebook shows."""
        return render_html(self.report)
