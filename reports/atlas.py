"""The atlas: a report as pages of a site, one per metric and one per property, and one table of all.

:func:`atlas_pages` turns JSON reports (:func:`reports.build_report`; several, when their
properties were checked at different class counts) into MyST Markdown pages:

- ``index.md``: the legend and one table of metrics × properties that the site's
  ``atlas.js`` sorts (click a column header) and filters (a metric's name, a property that
  must hold); each cell links to its section on the metric's page;
- ``metric/<name>.md``: the metric's formula, structure, range and sources, then per
  property its verdict, for which n, what backs it (the proof's method or the lifted
  counterexample), its counterexample as labelled matrices with a line of Python that
  recomputes it, and the same for the calibrated variant ``metric~``;
- ``property/<id>.md``: the statement and source, which metrics hold and fail it (with scope
  and evidence) and the smallest counterexample found among them.

The documentation site builds these from committed reports (``docs/atlas_data/``: Opitz's
properties at n = 2, 3, Sebastiani's axioms at n = 2); a test keeps them equal to what the engine
says now. Matrices are in this package's orientation:
``m[i][j]`` = items predicted i of true class j.
"""

import html
from fractions import Fraction

import axioms
import metrics

from .legend import header, legend
from .matrices import matrix_text
from .scope import checked_classes, checked_text, scope_words
from .sections import Cell, Report, Shown, cell_text, counterexamples

__all__ = ["atlas_pages", "merged", "VERDICT_ORDER"]

#: How a table column sorts its marks: holds first, then fails, then what is undecided.
VERDICT_ORDER = {"holds": 0, "fails": 1, "unknown": 2, "not_applicable": 3, "error": 4}

_EVIDENCE_WORDS = {
    "proof": "a proof",
    "construction": "a construction",
    "counterexample": "a counterexample re-checked exactly",
    "exhaustive": "an exhaustive enumeration that found nothing (not a proof beyond its bound)",
    "search": "a search that found nothing (not a proof)",
    "none": "nothing decided it",
}

_MARKUP = set("\\`*_[]<>|#$~")


def merged(reports: list[Report]) -> Report:
    """One report of the properties of several (each metric's cells side by side), whose settings record
    the class counts each was checked at (``checked_at``: ``[(property ids, class counts), ...]``)."""
    props = [pid for r in reports for pid in r["settings"]["properties"]]
    names = list(dict.fromkeys(name for r in reports for name in r["metrics"]))
    cells = {name: {pid: cell for r in reports for pid, cell in r["metrics"].get(name, {}).items()} for name in names}
    missing = [f"{name} {pid}" for name in names for pid in props if pid not in cells[name]]
    if missing:
        raise ValueError(f"the reports do not check the same metrics: no cell for {', '.join(missing[:5])}")
    classes = sorted({n for r in reports for n in checked_classes(r)})
    checked_at = [(list(r["settings"]["properties"]), checked_classes(r)) for r in reports]
    return {"settings": {"properties": props, "classes": classes, "checked_at": checked_at}, "metrics": cells}


def atlas_pages(*reports: Report) -> dict[str, str]:
    """``{relative path: MyST Markdown}`` of the atlas of ``reports`` (:func:`merged`): ``index.md``, a page per
    metric (``metric/<name>.md``) and per property (``property/<id>.md``)."""
    report = merged(list(reports))
    shown = {item.heading.split(":", 1)[0]: item for item in counterexamples(report)}  # "name PID" / "name~ PID"
    pages = {"index.md": _index(report)}
    pages.update({f"metric/{name}.md": _metric_page(report, name, shown) for name in report["metrics"]})
    pages.update({f"property/{pid}.md": _property_page(report, pid, shown) for pid in report["settings"]["properties"]})
    return pages


def _md(text: str) -> str:
    """``text`` as literal Markdown: its markup characters escaped (a ``*`` of ✓*, the brackets of a matrix)."""
    return "".join(f"\\{ch}" if ch in _MARKUP else ch for ch in str(text))


def _evidence_words(cell: Cell) -> str:
    kind = (cell.get("evidence") or {}).get("kind", "none")
    return _EVIDENCE_WORDS.get(kind, kind)


def _index(report: Report) -> str:
    props, classes = report["settings"]["properties"], checked_classes(report)
    head = "".join(f'<th title="{html.escape(header(pid))}">{pid}</th>' for pid in props)
    options = "".join(f'<option value="{i + 1}">{pid} holds</option>' for i, pid in enumerate(props))
    rows = []
    for name, cells in report["metrics"].items():
        page = html.escape(f"metric/{name}.html", quote=True)
        tds = "".join(
            f'<td data-sort="{VERDICT_ORDER[cells[pid]["verdict"]]}"><a href="{page}#{pid}">'
            f'{html.escape(cell_text(pid, cells[pid], classes))}</a></td>'
            for pid in props
        )
        rows.append(f'<tr><td data-sort="{html.escape(name, quote=True)}"><a href="{page}">{html.escape(name)}</a></td>'
                    f'{tds}</tr>')
    table = (
        '<div class="atlas">\n<p><label>metric '
        '<input id="atlas-filter" type="search" placeholder="name contains"></label> '
        '<label>require <select id="atlas-require">'
        f'<option value="">any property</option>{options}</select></label></p>\n'
        f'<table class="atlas-table">\n<thead><tr><th>metric</th>{head}</tr></thead>\n<tbody>\n'
        + "\n".join(rows) + "\n</tbody>\n</table>\n</div>"
    )
    toc = "\n".join([*(f"metric/{name}" for name in report["metrics"]), *(f"property/{pid}" for pid in props)])
    return "\n\n".join([
        "# Atlas",
        f"Every catalogue metric, checked for {checked_text(report)} and, where its structure allows, for every n. "
        "Click a column header to sort, type in the box to filter by name, or keep the metrics for which a property "
        "holds; a cell opens the metric's page at that property, with its evidence and counterexample. "
        "Pages per property: " + ", ".join(f"[{pid}](property/{pid}.md)" for pid in props) + ".",
        table,
        legend(report),
        f"```{{toctree}}\n:hidden:\n\n{toc}\n```",
    ]) + "\n"


def _metric_facts(name: str) -> list[str]:
    """The definition's lines of a metric's page (a note instead for a metric not registered here)."""
    try:
        metric = metrics.get(name)
    except metrics.UnknownMetricError:
        return [f"`{name}` is not registered in this version of axiometrics; its verdicts are those of the report."]
    low, high = metric.value_range
    facts = [
        f"- formula: `{metric.formula}`" if metric.formula else "",
        (f"- registered as the structure `{metric.structure}`: its verdicts can hold for every n"
         if metric.structure else ""),
        (f"- range: [{low}, {high}], {'higher' if metric.higher_is_better else 'lower'} is better"
         if low is not None or high is not None else ""),
        f"- undefined: {_md(metric.undefined)}",
        "- binary only (n = 2)" if metric.binary else "",
        *(f"- source: {_md(ref)}" for ref in metric.references),
    ]
    return [_md(metric.description), "\n".join(line for line in facts if line)]


def _metric_page(report: Report, name: str, shown: dict[str, Shown]) -> str:
    props, classes, cells = report["settings"]["properties"], checked_classes(report), report["metrics"][name]
    rows = [f"| <a href=\"#{pid}\">{pid}</a> | {_md(header(pid))} | {_md(cell_text(pid, cells[pid], classes))} | "
            f"{scope_words(cells[pid], classes) or '–'} | {_evidence_words(cells[pid])} |" for pid in props]
    parts = [f"# {_md(name)}", *_metric_facts(name), "## Verdicts",
             "| id | property | verdict | for | backed by |\n|---|---|---|---|---|\n" + "\n".join(rows),
             "The marks are explained on the [atlas](../index.md) page. "
             "Matrices: `m[i][j]` = items predicted i of true class j."]
    for pid in props:
        parts += [f'<a id="{pid}"></a>\n\n## {_md(header(pid))}', *_cell_section(name, pid, cells[pid], classes, shown)]
    return "\n\n".join(part for part in parts if part) + "\n"


def _cell_section(name: str, pid: str, cell: Cell, classes: list[int], shown: dict[str, Shown]) -> list[str]:
    """What backs one cell, for the metric and its calibrated variant."""
    out = []
    for label, c in ((name, cell), (f"{name}~", cell.get("after_calibration"))):
        if not c:
            continue
        scope = scope_words(c, classes)
        out.append(f"**{_md(label)}**: {c['verdict'].replace('_', ' ')}{f' ({scope})' if scope else ''}, "
                   f"backed by {_evidence_words(c)}. {_md(c['detail'])}")
        method = (c.get("evidence") or {}).get("method")
        if method:
            out.append(f"How: {_md(method)}")
        every = c.get("every_n")
        if every and every["evidence"]["method"] != method:
            out.append(f"Every n: {every['verdict']}, {_md(every['evidence']['method'])}")
        if f"{label} {pid}" in shown:
            out.append(_counterexample_block(shown[f"{label} {pid}"]))
    return out


def _counterexample_block(item: Shown) -> str:
    lines = [line for title, m, _ in item.matrices for line in matrix_text(m, title).splitlines()]
    if item.reproduction:
        lines += ["", item.reproduction.strip(), item.values or ""]
    return "```text\n" + "\n".join(lines) + "\n```"


def _size(item: Shown) -> Fraction:
    """Items in a counterexample's matrices (the smallest is shown on a property's page)."""
    # cells may be rationals ("1/2")
    return sum((abs(Fraction(str(x))) for _, m, _ in item.matrices for row in m for x in row), Fraction(0))


def _property_page(report: Report, pid: str, shown: dict[str, Shown]) -> str:
    classes, prop = checked_classes(report), axioms.PROPERTIES.get(pid)
    about = ([_md(prop.statement), f"Source: {_md(prop.source)}."] if prop
             else [f"`{pid}` is not registered in this version of axiometrics."])
    table = ["| metric | verdict | for | backed by | metric~ |", "|---|---|---|---|---|"]
    for verdict in VERDICT_ORDER:  # holds first, then fails, then the rest
        for name, cells in report["metrics"].items():
            cell = cells[pid]
            if cell["verdict"] == verdict:
                after = cell.get("after_calibration")
                table.append(f"| <a href=\"../metric/{name}.html#{pid}\">{name}</a> | "
                             f"{_md(cell_text(pid, cell, classes))} | {scope_words(cell, classes) or '–'} | "
                             f"{_evidence_words(cell)} | {after['verdict'].replace('_', ' ') if after else '–'} |")
    found = [item for key, item in shown.items() if key.endswith(f" {pid}") and "~" not in key and item.matrices]
    smallest = min(found, key=_size, default=None)
    tail = (["## The smallest counterexample", _md(smallest.heading), _counterexample_block(smallest)] if smallest
            else [])
    return "\n\n".join([f"# {_md(header(pid))}", *about, "## Metrics", "\n".join(table), *tail]) + "\n"
