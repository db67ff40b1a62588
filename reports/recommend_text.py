"""A :class:`reports.recommend.Recommendation` as text, Markdown or JSON (``axiometrics recommend --format``)."""

import json
from typing import TYPE_CHECKING, Any

import axioms
from metrics.padded import matrix_words
from metrics.validation import check_choice

from .render import cell_text

if TYPE_CHECKING:  # the records are read, not imported: recommend.py imports this module
    from .recommend import Recommendation

__all__ = ["RECOMMEND_FORMATS", "POPULAR", "TIERS", "answer_text", "named", "render_recommendation", "why_text"]

#: Widely used metrics: a rejected one is explained in full (the property it fails and why).
POPULAR = (
    "accuracy", "balanced_accuracy", "macro_recall", "macro_precision", "macro_f1", "macro_f1_of_averages",
    "weighted_f1", "mcc", "cohen_kappa", "informedness", "f1", "precision", "recall",
)

#: Evidence tiers of a recommended metric, strongest first.
TIERS = ("proved for every n", "proved for the class counts checked", "proved for the form identified from its code",
         "not refuted (search only)")

#: How a tier's cells are marked in the table: ⁱ (decided for the identified form), * (a search).
_TIER_MARKS = {2: " (marked ⁱ)", 3: " (marked *)"}

RECOMMEND_FORMATS = ("text", "markdown", "json")


def why_text(cell: dict[str, Any]) -> str:
    """What refutes a cell, in one line: its detail, and the counterexample's matrices with their
    exact values (or the witness's, for a property that holds short of a required value)."""
    record = cell.get("counterexample") or cell.get("witness") or {}
    mats = [record["before"], record["after"]] if "before" in record else record.get("matrices") or []
    values = record.get("values") or []
    shown = "; ".join(f"{matrix_words(m)} -> {v}" for m, v in zip(mats, values))
    how = f" (verified {record['verified']})" if record.get("verified") else ""
    return cell["detail"] + (f"; counterexample: {shown}{how}" if shown else "")


def named(requirement: Any) -> str:
    """A requirement in words: ``"PIV"`` -> ``"PIV (prevalence invariance)"``, ``"PV:strict"`` ->
    ``"PV (chance correction): strict"``."""
    pid, _, value = str(requirement).partition(":")
    return f"{pid} ({axioms.get_property(pid).name})" + (f": {value}" if value else "")


def _listed(items: "list[str]") -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def answer_text(rec: "Recommendation") -> str:
    """The answer in one paragraph: the metric to report and what backs it, the others that also
    qualify, and why each popular metric checked was left out (the requirement it fails)."""
    classes = ", ".join(map(str, rec.classes))
    wanted = _listed([named(r) for r in rec.require])
    if rec.recommended:
        best, others = rec.recommended[0], [c.name for c in rec.recommended[1:4]]
        verdicts = "its verdict is" if len(rec.require) == 1 else "its verdicts are"
        # a required number is shown at the class counts checked; what the tier speaks of is the verdict
        text = f"Report {best.name}: it has {wanted} at n = {classes} ({verdicts} {TIERS[best.tier]})."
        if others:
            text += f" {_listed(others)} also {'qualifies' if len(others) == 1 else 'qualify'}."
    else:
        text = f"No metric checked has {wanted} (n = {classes}); relax a requirement."
    avoid = [f"{r.name} (it fails {named(r.requirement)})" for r in rec.rejected if r.name in POPULAR][:4]
    if avoid:
        text += f" Avoid {_listed(avoid)}: each rejection carries its counterexample."
    if rec.left_out:
        kinds = sorted(set(rec.left_out.values()))
        text += f" Left out, as they cannot serve {classes} classes: {len(rec.left_out)} metrics ({'; '.join(kinds)})."
    return text


def _evidence(cell: dict[str, Any]) -> str:
    every = cell.get("every_n") or {}
    evidence = every["evidence"] if every.get("verdict") == cell["verdict"] else cell["evidence"]
    return f"{evidence['kind']}: {evidence['method']}"


def _text(rec: "Recommendation", markdown: bool) -> str:
    """Long because it writes every part of the answer in order: the question, the recommended
    metrics by evidence tier with each cell's evidence, the rejected popular metrics with the
    property each fails and its counterexample, the other rejected ones, the undecided ones."""
    classes = ", ".join(map(str, rec.classes))
    head, bullet, code, sub = ("## ", "- ", "`", "  - ") if markdown else ("", "  ", "", "      ")
    lines = [f"{head}Metrics with {', '.join(named(r) for r in rec.require)} (n = {classes})"]
    if rec.prefer:
        lines.append(f"preferring {', '.join(rec.prefer)}")
    lines.append("")
    if not rec.recommended:
        lines.append("No metric meets every requirement.")
    for tier, label in enumerate(TIERS):
        group = [c for c in rec.recommended if c.tier == tier]
        if not group:
            continue
        lines.append(f"{'### ' if markdown else ''}Recommended, {label}{_TIER_MARKS.get(tier, '')}:")
        for c in group:
            marks = ", ".join(f"{pid} {cell_text(pid, cell, rec.classes)}" for pid, cell in c.cells.items())
            prefs = (f"; preferred: {', '.join(p + ('' if proved else '*') for p, proved in c.preferred.items())}"
                     if c.preferred else "")
            lines.append(f"{bullet}{code}{c.name}{code} [{c.origin}]: {marks}{prefs}")
            lines += [f"{sub}{pid}: {_evidence(cell)}" for pid, cell in c.cells.items()]
        lines.append("")
    popular = [r for r in rec.rejected if r.name in POPULAR]
    if popular:
        lines.append(f"{'### ' if markdown else ''}Rejected popular metrics (the first requirement each fails):")
        lines += [f"{bullet}{code}{r.name}{code} fails {r.requirement} "
                  f"({cell_text(r.requirement.partition(':')[0], r.cell, rec.classes)}): {why_text(r.cell)}"
                  for r in popular]
        lines.append("")
    others = [r for r in rec.rejected if r.name not in POPULAR]
    if others:
        lines.append(f"Also rejected: {', '.join(f'{r.name} ({r.requirement})' for r in others)}.")
    if rec.undecided:
        lines.append("Undecided (a requirement neither met nor refuted):")
        lines += [f"{bullet}{name}: {why}" for name, why in rec.undecided.items()]
    if rec.left_out:
        lines.append(f"Left out (they cannot serve n = {classes}): "
                     f"{', '.join(f'{k} ({v})' for k, v in rec.left_out.items())}.")
    lines += ["", f"{'### ' if markdown else ''}Answer", answer_text(rec)]
    return "\n".join(lines).rstrip() + "\n"


def render_recommendation(rec: "Recommendation", fmt: str = "text") -> str:
    """The recommendation in ``fmt`` (one of :data:`RECOMMEND_FORMATS`).

    Examples
    --------
    >>> from reports.recommend import recommend
    >>> r = recommend("PIV", metrics=["macro_recall"], classes=(2,), families=False)
    >>> print(render_recommendation(r).splitlines()[0])
    Metrics with PIV (prevalence invariance) (n = 2)
    """
    if check_choice(fmt, RECOMMEND_FORMATS, "format") == "json":
        return json.dumps(rec.as_dict(), indent=2, ensure_ascii=False, sort_keys=False) + "\n"
    return _text(rec, markdown=fmt == "markdown")
