"""``axiometrics paper NAME``: regenerate a paper's table and compare it cell by cell."""

import re

from tabulate import tabulate

import axioms
from axioms.core.evidence import proof_level
import metrics
from metrics.papers.sebastiani import cost_sensitive_k, ordinal_costs

from metrics.validation import check_choice

from .published import SOURCES, PublishedSource
from .render import cell_text
from .report import build_report
from .scope import DAGGER, plain_mark

__all__ = ["PAPERS", "compare_with_paper", "paper_metric", "source_reports", "source_verdicts", "source_verdicts_table",
           "published_verdicts_document"]

PAPERS = tuple(SOURCES)
_NOTE = (
    "Each cell: the published mark → agree (the engine's same mark, proved or exactly refuted), agrees, not proved "
    "(the same mark, but only as ✓* or ✗*: a search, an exhaustive enumeration or a necessary condition), or the "
    "engine's mark and its status: differs (backed by a proof or an exact counterexample), undecided (the engine's "
    "side is only 'not refuted', ✓*), MISSED (the engine "
    "contradicts a published mark without proof: exit 1); '—' = not discussed in the paper; a mark the paper leaves "
    "open, '?', → the engine's mark and settled (a proof or an exact counterexample) or open (still not proved). "
    f"A status ending in {DAGGER} (agree{DAGGER}): the engine's mark is only for the class counts checked; without it, "
    "the engine's mark is proved or refuted for every number of classes (a ✗ that holds below some n is still a ✗). "
    "A mark in parentheses is the engine's verdict for the calibrated metric as a function of the cells of m; a paper "
    "may state it in the cells of the calibrated matrix (weighted F1's PIII: separable there, not in m).\n"
)
_SCOPE = re.compile(r" \(n ≥ \d+\)")


def _strip_stars(text):
    """The mark without ``*``, ``†`` and `` (n ≥ k)`` (:func:`reports.scope.plain_mark`)."""
    return plain_mark(text)


def _split(mark):
    """``'✗ (✓)'`` -> (``'✗'``, ``'✓'``); ``'✓: 1/n, strict'`` -> (``'✓: 1/n, strict'``, None);
    ``'✗ (n ≥ 3) (✓†)'`` -> (``'✗ (n ≥ 3)'``, ``'✓†'``)."""
    scope = _SCOPE.match(mark, mark.find(" (")) if " (" in mark else None
    cut = scope.end() if scope else 0
    main, _, calibrated = mark[cut:].partition(" (")
    return mark[:cut] + main, (calibrated.rstrip(")") or None)


def source_reports(source, seed=None, settings=None, progress=None, jobs=1, cache=False):
    """``{max_n: report}``: the engine's reports of the metrics a :class:`PublishedSource` discusses,
    one per largest class count of its rows, checked at :meth:`PublishedSource.classes` (with
    ``cache``, unchanged metrics come from the verdict cache, as in :func:`reports.build_report`)."""
    reports = {}
    resolved = {metric: paper_metric(metric) for _, metric, _, _ in source.rows}
    for max_n in sorted({r[2] for r in source.rows}):
        chosen = list({resolved[metric].name: resolved[metric]
                       for _, metric, n, _ in source.rows if n == max_n}.values())
        reports[max_n] = build_report(chosen, list(source.columns), source.classes(max_n), seed=seed, settings=settings,
                                      with_calibrated=source.with_calibrated, progress=progress, jobs=jobs, cache=cache)
    return reports


def paper_metric(name):
    """A metric of a published table: a registered name, or ``"ordinal_k"`` (Sebastiani Eq. 11)."""
    if name == "ordinal_k":
        return cost_sensitive_k(ordinal_costs(3), "AE")
    return metrics.get(name)


def _compare_cell(pid, cell, paper_cell, classes=()):
    """``(status, evidence cell)`` for one published cell against the engine's cell (``classes``:
    the class counts checked); an agreement only for those class counts ends in †."""
    ours = cell_text(pid, cell, classes)
    if paper_cell is None:
        return "—", None
    if paper_cell == "?":
        settled = proof_level(cell["evidence"]["kind"], (cell.get("counterexample") or {}).get("verified", "exact"))
        return ("settled", cell) if settled else ("open", None)
    if _strip_stars(ours) == paper_cell:
        status = "agrees, not proved" if "*" in ours else "agree"
        return status + (DAGGER if DAGGER in ours else ""), None
    paper_main, _ = _split(paper_cell)
    our_main, _ = _split(_strip_stars(ours))
    if our_main != paper_main:
        return ("differs" if proof_level(cell["evidence"]["kind"],
                                         (cell.get("counterexample") or {}).get("verified", "exact"))
                else "MISSED"), cell
    calibrated = cell["after_calibration"]
    return ("differs" if calibrated and proof_level(calibrated["evidence"]["kind"],
                                                    (calibrated.get("counterexample") or {}).get("verified", "exact"))
            else "undecided"), calibrated


def compare_with_paper(name, seed=None, settings=None, progress=None, jobs=1, cache=False):
    """``(text, ok)``: the paper's table regenerated beside the published one, cell by cell.

    ``name``: a key of :data:`reports.published.SOURCES` (or a :class:`PublishedSource`).
    A published mark the engine contradicts must be contradicted by a proof, a
    construction or an exactly verified counterexample, else ``ok`` is False (the
    engine's search missed what the paper claims). A differing calibration mark backed
    only by a search ("✓*") is labelled undecided.
    """
    source = name if isinstance(name, PublishedSource) else SOURCES[check_choice(name, PAPERS, "paper name")]
    rows, columns, title = source.rows, source.columns, source.row_title
    labelled = not source.from_two  # a row names its metric and n unless every row is checked from n = 2
    reports = source_reports(source, seed=seed, settings=settings, progress=progress, jobs=jobs, cache=cache)
    table, notes, ok = [], [], True
    for label, metric, max_n, published in rows:
        cells = reports[max_n]["metrics"][paper_metric(metric).name]
        row = [f"{label} [{metric}, n={max_n}]" if labelled else f"{label} [{metric}]"]
        for pid in columns:
            paper_cell = published.get(pid)
            classes = reports[max_n]["settings"]["classes"]
            status, evidence = _compare_cell(pid, cells[pid], paper_cell, classes)
            ours = cell_text(pid, cells[pid], classes)
            shown = status if status.startswith("agree") else ours if status == "—" else f"{ours} {status}"
            row.append(f"{paper_cell or '—'} → {shown}")
            ok &= status != "MISSED"
            if evidence is not None:
                which = "calibrated " if evidence is not cells[pid] else ""
                notes.append(
                    f"{metric} {pid} ({status}): paper {paper_cell!r}, engine {ours!r}; "
                    f"{which}{evidence['evidence']['kind']}: {evidence['detail']}"
                )
        table.append(row)
    headers = [title, *(f"{label}: paper → engine" for label in columns.values())]
    text = tabulate(table, headers=headers, tablefmt="github", disable_numparse=True) + "\n\n" + _NOTE
    if notes:
        text += "\nDifferences and their evidence:\n" + "\n".join(f"- {n}" for n in notes) + "\n"
    return text, ok


def source_verdicts(pids=None, sources=None, seed=None, settings=None, jobs=1):
    """The engine's verdicts for the metrics each source discusses, beside the verdict the source
    states, one record per source, metric and property: ``{"property", "source", "label", "metric",
    "classes", "stated", "engine", "status"}`` (``stated`` None: the source discusses the metric but
    states no verdict for that property, or says it cannot decide).

    ``pids``: the property ids (default: every one a source discusses); ``sources``:
    :class:`PublishedSource` entries (default: :data:`reports.published.SOURCES`); ``status`` as in
    :func:`compare_with_paper` ("—" where nothing is stated). Each source is checked once, for the
    properties it discusses among ``pids``.
    """
    out = []
    for source in sources if sources is not None else SOURCES.values():
        columns = {pid: label for pid, label in source.columns.items() if pids is None or pid in pids}
        if not columns:
            continue
        narrowed = PublishedSource(source.key, source.citation, source.row_title, columns, source.rows,
                                   source.with_calibrated, source.from_two)
        reports = source_reports(narrowed, seed=seed, settings=settings, jobs=jobs)
        for label, metric, max_n, published in source.rows:
            for pid in columns:
                cell = reports[max_n]["metrics"][paper_metric(metric).name][pid]
                classes = reports[max_n]["settings"]["classes"]
                status, _ = _compare_cell(pid, cell, published.get(pid), classes)
                out.append({"property": pid, "source": source.citation, "label": label, "metric": metric,
                            "classes": classes, "stated": published.get(pid) if published.get(pid) != "?" else None,
                            "engine": cell_text(pid, cell, classes), "status": status})
    return out


def source_verdicts_table(pid, sources=None, seed=None, settings=None, jobs=1, records=None):
    """:func:`source_verdicts` of one property as a Markdown table, for its documentation
    (``records``: already computed ones, else computed here)."""
    records = source_verdicts([pid], sources, seed=seed, settings=settings, jobs=jobs) if records is None else records
    rows = [[r["source"], f"{r['label']} [{r['metric']}, n = {', '.join(map(str, r['classes']))}]", r["stated"] or "—",
             r["engine"], r["status"]] for r in records if r["property"] == pid]
    headers = ["source", "metric as the source names it", f"{pid}: source", f"{pid}: engine", "status"]
    return tabulate(rows, headers=headers, tablefmt="github", disable_numparse=True) + "\n"


def published_verdicts_document(sources=None, seed=None, settings=None, jobs=1):
    """Markdown with one section per property the sources discuss: the property's statement and
    source, and :func:`source_verdicts_table` (``docs/tables/published_verdicts.md``)."""
    records = source_verdicts(None, sources, seed=seed, settings=settings, jobs=jobs)
    parts = ["# Stated verdicts beside the engine's\n",
             "Generated by `reports.paper.published_verdicts_document()`. " + _NOTE]
    for pid in dict.fromkeys(r["property"] for r in records):
        prop = axioms.get_property(pid)
        parts.append(f"## {pid}: {prop.name} ({prop.source})\n\n{prop.statement}\n\n"
                     + source_verdicts_table(pid, records=records))
    return "\n".join(parts)
