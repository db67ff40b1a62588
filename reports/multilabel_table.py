"""The property table of the multi-label metrics (``axiometrics multilabel``), in markdown or JSON.

Rows are the registered multi-label metrics (:mod:`metrics.multilabel_registry`), columns the
multi-label properties (:mod:`axioms.multilabel.properties`); every counterexample is printed
below the table as labelled indicator matrices (instances x1, x2, ... as rows, labels a, b, ...
as columns). The same metrics, bound and seed give byte-identical text.
"""

import json
from typing import Any

from axioms.multilabel.properties import MULTILABEL_PROPERTIES, check_multilabel
from axioms.multilabel.space import MultilabelSpace, budget_of
from axioms.core.verdict import Verdict
from metrics.validation import check_choice
from metrics.multilabel_registry import get_multilabel, multilabel_metrics

from .matrices import indicator_record_lines

__all__ = ["multilabel_table", "multilabel_report", "rendered", "all_errors", "MULTILABEL_FORMATS"]

#: The output formats of :func:`multilabel_table`.
MULTILABEL_FORMATS = ("markdown", "json")

_MARKS = {"holds": "✓*", "fails": "✗", "unknown": "?", "not_applicable": "–", "error": "error"}


def _counterexample_lines(name: str, pid: str, v: Verdict) -> list[str]:
    c: dict[str, Any] = dict(v.counterexample or {})
    return [f"### {name}, {pid}: {v.detail}", "", f"Verified {c.get('verified')}; {c.get('change')}.", "", "```",
            *indicator_record_lines(c), "```", ""]


def multilabel_report(names: "list[str] | None" = None, properties: "list[str] | None" = None,
                      space: "MultilabelSpace | None" = None) -> dict[str, Any]:
    """The verdicts of the multi-label ``properties`` for the multi-label metrics ``names`` (default: all of both).

    Examples
    --------
    >>> r = multilabel_report(["hamming_loss"], ["ML-DUP"], MultilabelSpace(bound=(1, 2), pairs=5))
    >>> r["metrics"]["hamming_loss"]["ML-DUP"].verdict
    'holds'
    """
    space = space or MultilabelSpace()
    metrics = [get_multilabel(n) for n in names] if names else multilabel_metrics()
    return {"space": space, "properties": properties or list(MULTILABEL_PROPERTIES),
            "metrics": {m.name: check_multilabel(m, properties, space) for m in metrics},
            "sources": {m.name: m.source for m in metrics}}


def _markdown(report: dict[str, Any]) -> str:
    space, pids = report["space"], report["properties"]
    budget = budget_of(space)
    lines = ["# Multi-label properties", "",
             f"Space: {budget['exhaustive']} ({budget['exhaustive_pairs']} pairs), then {space.pairs} random pairs "
             f"of each shape {', '.join(f'{n}x{m}' for n, m in space.search_shapes)} (seed {space.seed}). "
             "✓* holds up to the bound (not a proof); ✗ fails (counterexample re-checked exactly, or in float64 where "
             "stated); ? unknown; – not applicable.", "",
             "| metric | source | " + " | ".join(pids) + " |", "|---|---|" + "---|" * len(pids)]
    for name, verdicts in report["metrics"].items():
        lines.append(f"| {name} | {report['sources'][name]} | "
                     + " | ".join(_MARKS[verdicts[p].verdict] for p in pids) + " |")
    lines += ["", "Properties:", "",
              *(f"- {(MULTILABEL_PROPERTIES[pid].__doc__ or pid).splitlines()[0]}" for pid in pids), ""]
    failed = [(name, pid, v) for name, verdicts in report["metrics"].items() for pid, v in verdicts.items()
              if v.verdict == "fails"]
    if failed:
        lines += ["## Counterexamples", ""]
        for name, pid, v in failed:
            lines += _counterexample_lines(name, pid, v)
    return "\n".join(lines).rstrip("\n") + "\n"


def _json(report: dict[str, Any]) -> str:
    out = {"space": budget_of(report["space"]), "properties": report["properties"], "sources": report["sources"],
           "metrics": {name: {pid: v.as_dict() for pid, v in verdicts.items()}
                       for name, verdicts in report["metrics"].items()}}
    return json.dumps(out, indent=2, ensure_ascii=False) + "\n"


def multilabel_table(names: "list[str] | None" = None, properties: "list[str] | None" = None,
                     space: "MultilabelSpace | None" = None, fmt: str = "markdown") -> str:
    """The multi-label property table as text: ``fmt`` is "markdown" (counterexamples as labelled matrices) or "json".

    Examples
    --------
    >>> text = multilabel_table(["exact_match_ratio"], ["ML-RLB"], MultilabelSpace(bound=(1, 1)))
    >>> print(text[text.index("### "):])
    ### exact_match_ratio, ML-RLB: expected score 2/3 at q = 1/3 but 1/3 at q = 2/3
    <BLANKLINE>
    Verified exact; bits Bernoulli(q), q = 1/3 -> 2/3.
    <BLANKLINE>
    ```
    y_true  a
    x1      0
    E_q at q = 1/3: 2/3
    E_q at q = 2/3: 1/3
    ```
    """
    check_choice(fmt, MULTILABEL_FORMATS, "format")
    return rendered(multilabel_report(names, properties, space), fmt)


def rendered(report: dict[str, Any], fmt: str = "markdown") -> str:
    """A :func:`multilabel_report` as text in ``fmt`` ("markdown" or "json")."""
    check_choice(fmt, MULTILABEL_FORMATS, "format")
    return _markdown(report) if fmt == "markdown" else _json(report)


def all_errors(report: dict[str, Any]) -> bool:
    """Whether every cell of a :func:`multilabel_report` is an error (no metric could be checked)."""
    cells = [v for row in report["metrics"].values() for v in row.values()]
    return bool(cells) and all(v.verdict == "error" for v in cells)
