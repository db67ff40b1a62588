"""What a report's table means, in words: its column headers (property id and name) and its legend.

The legend explains every mark a table can carry, so a reader needs no paper to read it: the
verdict marks, the star of a search (✓* = a search found nothing, not a proof), the scope
marks (:mod:`reports.scope`), ``metric~`` (the prevalence-calibrated variant, Opitz Eq. 6),
PV's baseline with ``strict``/``complete``, and the name and source of each property checked.

Examples
--------
>>> header("PI"), header("NOT_REGISTERED")
('PI monotonicity', 'NOT_REGISTERED')
"""

from typing import Any

import axioms

from .scope import IDENTIFIED, is_identified, scope_legend

__all__ = ["MARKS", "IDENTIFIED", "IDENTIFIED_MARK", "is_identified", "CALIBRATED", "PV_STRENGTH", "header", "headers",
           "property_names", "legend_parts", "legend"]

MARKS = (
    "✓ holds, ✗ fails, ? unknown, – not applicable; "
    "* backed by a search within its budget, not proved (✓* = not refuted: the search found no counterexample, which "
    "is not a proof; the budget is in the JSON report; ✗* also: a counterexample checked in float64 only, the metric "
    "having no exact value); error: the metric could not be checked (it raised, returned no "
    "usable values, exited, crashed or timed out; the reason is listed under Errors)."
)
IDENTIFIED_MARK = (
    "ⁱ decided for the form identified from the metric's code, not for the code itself: the code agrees with that "
    "structure on every matrix with entries 0..2 at n = 2 and 0..1 at n = 3 and on random matrices up to n = 8, and "
    "gives the form's value at every counterexample; the structure to register is in the JSON report "
    "(evidence.identification)."
)
CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
PV_STRENGTH = (
    "PV ✓: ω(n) is the chance baseline, the best score a random classifier (m = z pᵀ) reaches, short of the perfect "
    "score; strict: every random classifier scores exactly ω(n); complete: strict, and ω does not depend on n."
)


def header(pid: str) -> str:
    """A table's column header for property ``pid``: its id and name (the id alone when not registered here)."""
    prop = axioms.PROPERTIES.get(pid)
    return pid if prop is None else f"{pid} {prop.name}"


def headers(props: list[str]) -> list[str]:
    """The header row of a report's table: ``metric``, then :func:`header` of every property."""
    return ["metric", *(header(pid) for pid in props)]


def property_names(props: list[str]) -> str:
    """``'PI: monotonicity (Opitz 2024 §3.1, Eq. 3); ...'`` for the registered properties of ``props``."""
    named = [(pid, axioms.PROPERTIES[pid]) for pid in props if pid in axioms.PROPERTIES]
    return "; ".join(f"{pid}: {prop.name} ({prop.source})" for pid, prop in named)


def legend_parts(report: dict[str, Any]) -> list[str]:
    """The table's legend, sentence by sentence: the marks, the calibrated variant, PV's strength
    when PV is a column, the scope (naming the class counts checked) and the properties checked."""
    props = list(report["settings"]["properties"])
    parts = [MARKS, CALIBRATED]
    if any(is_identified(cell) for cells in report.get("metrics", {}).values() for cell in cells.values()):
        parts.append(IDENTIFIED_MARK)
    if "PV" in props:
        parts.append(PV_STRENGTH)
    parts.append(scope_legend(report))
    names = property_names(props)
    if names:
        parts.append(f"Properties: {names}.")
    return parts


def legend(report: dict[str, Any]) -> str:
    """The table's legend (:func:`legend_parts`) as one paragraph.

    Examples
    --------
    >>> text = legend({"settings": {"properties": ["PIV"], "classes": [2, 3]}})
    >>> ("✓* = not refuted: the search found no counterexample, which is not a proof" in text,
    ...  "PIV: prevalence invariance" in text)
    (True, True)
    """
    return " ".join(legend_parts(report))
