"""Render a report as a table (Table 5 style) plus a counterexamples section.

Formats are data: :data:`FORMATS` maps each accepted name to its renderer; an unknown
name is an error listing the valid ones, never a silent fallback.
"""

import csv
import html
import io
import json

from tabulate import tabulate

import metrics

from metrics.errors import UsageError

__all__ = ["FORMATS", "render", "cell_text", "counterexample_lines", "Table"]

CHECK, CROSS = "✓", "✗"
_SYMBOL = {"holds": CHECK, "fails": CROSS, "unknown": "?", "error": "error", "not_applicable": "–"}
_NOT_PROVED = ("search", "exhaustive", "necessary")
LEGEND = (
    "✓ holds, ✗ fails, ✗ (✓) fails but holds after prevalence calibration (Opitz Eq. 6); "
    "* backed by a search within its budget, not proved (✓* = not refuted); ? unknown; – not applicable."
)


def _mark(cell):
    text = _SYMBOL[cell["verdict"]]
    if cell["verdict"] in ("holds", "fails") and cell["evidence"]["kind"] in _NOT_PROVED:
        text += "*"
    return text


def cell_text(pid, cell):
    """``'✓'``, ``'✗ (✓)'``, ``'✓: 1/n, strict'`` ... for one report cell."""
    text = _mark(cell)
    if pid == "PV" and cell["verdict"] == "holds" and cell.get("baseline") is not None:
        text += f": {cell['baseline']}" + (f", {cell['strength']}" if cell.get("strength") in ("strict", "complete") else "")
    after = cell.get("after_calibration")
    if after and cell["verdict"] != "holds" and after["verdict"] == "holds":
        text += f" ({_mark(after)})"
    return text


def _rows(report):
    props = report["settings"]["properties"]
    return props, [[name, *(cell_text(pid, cells[pid]) for pid in props)] for name, cells in report["metrics"].items()]


def counterexample_lines(report):
    """For every ✗ with a counterexample: matrices, exact values and a line of Python to paste."""
    lines = []
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


def _reproduction(name, accessor, mats, verified):
    """A line of Python that recomputes a counterexample's values (exactly when it was verified exactly)."""
    try:
        metrics.get(name)
    except metrics.UnknownMetricError:
        return f"    (metric {name!r} is not registered: recompute the values with its own definition on {mats})"
    call = "m.exact" if verified == "exact" else "m"
    calls = ", ".join(f"{call}({mat})" for mat in mats)
    return f'    >>> import metrics; m = metrics.get("{name}"){accessor}; {calls}'


def _text_table(fmt):
    def render(report):
        props, rows = _rows(report)
        table = tabulate(rows, headers=["metric", *props], tablefmt=fmt, disable_numparse=True)
        extra = ["", LEGEND]
        ces = counterexample_lines(report)
        if ces:
            extra += ["", "Counterexamples (re-checked exactly unless the line says float64):", *ces]
        if fmt == "github":
            extra = [line if not line.startswith("    ") else "    " + line.strip() for line in extra]
        return table + "\n" + "\n".join(extra) + "\n"

    return render


def _latex(report):
    props, rows = _rows(report)
    def tex(text):
        return (text.replace("✓", r"\cmark").replace("✗", r"\xmark").replace("–", "--")
                .replace("_", r"\_").replace("~", r"\textasciitilde{}").replace("*", r"$^{*}$"))
    out = [
        r"% \usepackage{booktabs,amssymb}; \newcommand{\cmark}{$\checkmark$}; \newcommand{\xmark}{$\times$}",
        r"\begin{tabular}{l" + "c" * len(props) + "}",
        r"\toprule",
        " & ".join(["metric", *props]) + r" \\",
        r"\midrule",
        *(" & ".join(tex(c) for c in row) + r" \\" for row in rows),
        r"\bottomrule",
        r"\end{tabular}",
    ]
    return "\n".join(out) + "\n"


def _html(report):
    props, rows = _rows(report)
    return tabulate(rows, headers=["metric", *props], tablefmt="html", disable_numparse=True) + "\n"


def _csv(report):
    props, rows = _rows(report)
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(["metric", *props])
    writer.writerows(rows)
    return buf.getvalue()


def _json(report):
    return json.dumps(report, indent=2, ensure_ascii=False) + "\n"


FORMATS = {
    "markdown": _text_table("github"),
    "plain": _text_table("plain"),
    "latex": _latex,
    "html": _html,
    "csv": _csv,
    "json": _json,
}


def render(report, fmt="markdown"):
    """Render ``report`` in format ``fmt`` (one of :data:`FORMATS`)."""
    try:
        renderer = FORMATS[fmt]
    except KeyError:
        raise UsageError(f"unknown format={fmt!r}; accepted: {', '.join(FORMATS)}") from None
    return renderer(report)


class Table:
    """A property report that shows itself: HTML in notebooks, plain text in a terminal.

    >>> reports.table(["macro_recall", "mcc"])   # doctest: +SKIP
    """

    def __init__(self, report):
        self.report = report

    def to(self, fmt):
        """The report rendered in ``fmt`` (one of :data:`FORMATS`)."""
        return render(self.report, fmt)

    def __str__(self):
        return render(self.report, "plain")

    def __repr__(self):
        names = list(self.report["metrics"])
        return f"<Table of {len(names)} metric(s) x {len(self.report['settings']['properties'])} properties: {', '.join(names)}>"

    def _repr_html_(self):
        lines = counterexample_lines(self.report)
        notes = "<p>" + html.escape(LEGEND) + "</p>"
        if lines:
            notes += "<details><summary>Counterexamples (re-checked exactly unless the line says float64)</summary><pre>" + html.escape("\n".join(lines)) + "</pre></details>"
        return render(self.report, "html") + notes
