"""Reports and verdicts as HTML: the ``html`` output format and the rich displays of notebooks.

A report is its table (property ids with their names), the legend, the errors, the undecided
cells, the counterexamples (each matrix coloured: :func:`reports.matrices.matrix_html`) and
what holds for every number of classes. A single :class:`axioms.Verdict` shows its verdict,
what backs it (the evidence and its budget) and its counterexample or witness as matrices.
"""

import html
from typing import Any

from tabulate import tabulate

import axioms
from metrics.identify import PASTE_PREAMBLE

from .legend import header, legend
from .matrices import matrix_html, shown_matrices
from .scope import scope_lines
from .sections import counterexamples, error_lines, identification_lines, table_rows, unknown_lines

__all__ = ["render_html", "verdict_html"]

_COLOUR = {"holds": "#1a7f37", "fails": "#cf222e", "unknown": "#9a6700", "error": "#cf222e",
           "not_applicable": "#57606a"}


def _list(title: str, lines: list[str], folded: bool = False) -> str:
    """``lines`` under ``title``: a list, folded in a ``<details>`` when ``folded``."""
    items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
    if folded:
        return f"<details><summary>{html.escape(title)}</summary><ul>{items}</ul></details>"
    return f"<p><b>{html.escape(title)}</b></p><ul>{items}</ul>"


def _counterexamples(report: dict[str, Any]) -> str:
    """Every counterexample: its heading, its matrices side by side, the line that reproduces it."""
    blocks = []
    for entry in counterexamples(report):
        mats = "".join(f'<div style="display:inline-block;margin:0 1em 0.5em 0;vertical-align:top">'
                       f'{matrix_html(m, title, changed=before)}</div>'
                       for title, m, before in entry.matrices)
        code = (f"<pre>{html.escape(entry.reproduction.strip())}\n{html.escape(entry.values or '')}</pre>"
                if entry.reproduction else "")
        blocks.append(f"<p>{html.escape(entry.heading)}</p><div>{mats}</div>{code}")
    if not blocks:
        return ""
    return ("<details><summary>Counterexamples (re-checked exactly unless the line says float64)</summary>"
            + "".join(blocks) + "</details>")


def render_html(report: dict[str, Any]) -> str:
    """``report`` as HTML: the table, the legend, the errors, what was found in the code of metrics given as
    code, the undecided cells, the counterexamples and the verdicts for every number of classes (folded)."""
    head, rows = table_rows(report)
    parts: list[str] = [tabulate(rows, headers=head, tablefmt="html", disable_numparse=True),
                        f"<p>{html.escape(legend(report))}</p>"]
    errors = error_lines(report)
    if errors:
        parts.append(_list("Errors:", errors))
    identified = identification_lines(report)
    if identified:
        parts.append(_list(f"Found in the code (ⁱ; to paste after: {PASTE_PREAMBLE})", identified, folded=True))
    undecided = unknown_lines(report)
    if undecided:
        parts.append(_list("Undecided (?), and why", undecided, folded=True))
    parts.append(_counterexamples(report))
    every = scope_lines(report)
    if every:
        parts.append(_list("For every number of classes (the marks without †), and what backs it", every, folded=True))
    return "\n".join(p for p in parts if p) + "\n"


def _evidence(evidence: dict[str, Any]) -> str:
    """What backs a verdict, in words: its kind, method and budget."""
    budget = evidence.get("budget")
    spent = f"; budget: {', '.join(f'{k} = {v}' for k, v in budget.items())}" if budget else ""
    return f"{evidence['kind']}: {evidence['method']}{spent}"


def verdict_html(verdict: "axioms.Verdict", title: str = "") -> str:
    """A verdict as HTML: the property (id and name), the verdict in colour, its detail, the
    evidence that backs it, the verdict per n and for every n, its counterexample (or witness) as
    coloured labelled matrices, and the calibrated variant's verdict nested below."""
    esc = html.escape
    colour = _COLOUR.get(verdict.verdict, "#000")
    heading = (f'{esc(title)}<b>{esc(header(verdict.property))}</b>: '
               f'<b style="color:{colour}">{esc(verdict.verdict)}</b>')
    facts = [f"<li>evidence: {esc(_evidence(dict(verdict.evidence)))}</li>"]
    if verdict.per_n:
        facts.append(f"<li>per n: {esc(', '.join(f'n={n}: {v}' for n, v in verdict.per_n.items()))}</li>")
    if verdict.every_n is not None:
        every = verdict.every_n.as_dict()
        facts.append(f"<li>for every n ≥ {esc(str(every['from']))}: {esc(str(every['verdict']))} "
                     f"({esc(_evidence(every['evidence']))})</li>")
    for what, record in (("counterexample", verdict.counterexample), ("witness", verdict.witness)):
        found = shown_matrices(dict(record) if record else None)
        if found:
            how = f" (verified {record['verified']})" if record and "verified" in record else ""
            mats = "".join(f'<div style="display:inline-block;margin:0 1em 0.5em 0;vertical-align:top">'
                           f"{matrix_html(m, t if v is None else f'{t}: score = {v}', changed=c)}</div>"
                           for t, m, v, c in found)
            facts.append(f"<li>{what}{esc(how)}:<div>{mats}</div></li>")
    calibrated = ("<div style='margin-left:1.5em'>"
                  f"{verdict_html(verdict.after_calibration, 'calibrated variant (metric~): ')}</div>"
                  if verdict.after_calibration else "")
    return f"<div><p>{heading}<br>{esc(verdict.detail)}</p><ul>{''.join(facts)}</ul>{calibrated}</div>"
