"""``axiometrics paper NAME``: regenerate a paper's table and compare it cell by cell."""

from tabulate import tabulate

from metrics.errors import UsageError

from .published import OPITZ2024_TABLE5, PROPERTY_COLUMNS
from .render import cell_text
from .report import build_report

__all__ = ["PAPERS", "compare_with_paper"]

PAPERS = ("opitz2024",)
_BACKED = ("proof", "construction", "counterexample")


def _strip_stars(text):
    return text.replace("*", "")


def _split(mark):
    """``'✗ (✓)'`` -> (``'✗'``, ``'✓'``); ``'✓: 1/n, strict'`` -> (``'✓: 1/n, strict'``, None)."""
    main, _, calibrated = mark.partition(" (")
    return main, (calibrated.rstrip(")") or None)


def compare_with_paper(name, seed=0, settings=None, progress=None, jobs=1):
    """``(text, ok)``: the side-by-side table and whether the main cells are all accounted for.

    A main cell (✓/✗, PV baseline and strength) that differs from the paper must rest on
    a proof, a construction or an exactly verified counterexample, else ``ok`` is False
    (the engine's search missed what the paper claims). A differing calibration mark is
    reported with its evidence; one backed only by a search ("✓*") is labelled undecided.
    """
    if name not in PAPERS:
        raise UsageError(f"unknown paper name={name!r}; accepted: {', '.join(PAPERS)}")
    metric_names = [metric for _, metric, _ in OPITZ2024_TABLE5]
    report = build_report(metric_names, list(PROPERTY_COLUMNS), (2, 3), seed=seed, settings=settings, progress=progress, jobs=jobs)
    rows, notes, ok = [], [], True
    for row_name, metric, published in OPITZ2024_TABLE5:
        cells = report["metrics"][metric]
        row = [f"{row_name} [{metric}]"]
        for pid, paper_cell in zip(PROPERTY_COLUMNS, published):
            ours = cell_text(pid, cells[pid])
            if _strip_stars(ours) == paper_cell:
                row.append(f"{paper_cell} → agree")
                continue
            paper_main, paper_cal = _split(paper_cell)
            our_main, our_cal = _split(_strip_stars(ours))
            if our_main != paper_main:
                status = "differs" if cells[pid]["evidence"]["kind"] in _BACKED else "MISSED"
                ok &= status == "differs"
                evidence = cells[pid]
            else:
                calibrated = cells[pid]["after_calibration"]
                status = "differs" if calibrated and calibrated["evidence"]["kind"] in _BACKED else "undecided"
                evidence = calibrated
            row.append(f"{paper_cell} → {ours} {status}")
            notes.append(
                f"{metric} {pid} ({status}): paper {paper_cell!r}, engine {ours!r}; "
                f"{'calibrated ' if evidence is not cells[pid] else ''}{evidence['evidence']['kind']}: {evidence['detail']}"
            )
        rows.append(row)
    headers = ["Opitz 2024 Table 5 row", *(f"{label}: paper → engine" for label in PROPERTY_COLUMNS.values())]
    text = tabulate(rows, headers=headers, tablefmt="github", disable_numparse=True)
    text += (
        "\n\nEach cell: the published mark → agree, or the engine's mark and its status: differs (backed by a proof "
        "or an exact counterexample), undecided (the engine's side is only 'not refuted', ✓*), MISSED (the engine "
        "contradicts a main cell without proof: exit 1).\n"
    )
    if notes:
        text += "\nDifferences and their evidence:\n" + "\n".join(f"- {n}" for n in notes) + "\n"
    return text, ok
