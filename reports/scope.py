r"""The scope of a table mark: for every number of classes, from some n on, or only for the n checked.

A report cell's verdict is a theorem about the class counts checked (``per_n``); a structured
metric's cell may also carry ``every_n`` (:class:`axioms.every_n.verdicts.EveryN` as JSON: ``verdict``,
``from``, ``evidence``, ``detail``, ``counterexample``), a verdict for every n ≥ ``from``.
The table says which at a glance:

- ``✓`` / ``✗``: proved / refuted for every n (``every_n`` agrees with the cell and starts at the
  smallest n the cell can speak about: 2, or the first class count where the property applies);
- ``✗ (n ≥ 3)``: refuted for every n ≥ 3, not from the smallest n (there the per-n verdicts say
  what holds, e.g. macro specificity's PI holds at n = 2 and fails from n = 3);
- ``✓†`` / ``✗†``: only for the class counts checked (no ``every_n``, or a report written
  before schema 3, which had none);
- ``✓†; ✗ (n ≥ 3)``: the checked class counts and the every-n verdict differ (the checked n
  all lie below ``from``).

Examples
--------
>>> every = {"verdict": "fails", "from": 3, "evidence": {"kind": "counterexample", "method": "m"}, "detail": "d",
...          "counterexample": None}
>>> cell = {"verdict": "fails", "evidence": {"kind": "counterexample", "method": "m"},
...         "per_n": {"2": "holds", "3": "fails"}, "every_n": every}
>>> scope_suffix(cell, "✗", (2, 3))
' (n ≥ 3)'
>>> scope_suffix({**cell, "every_n": {**every, "from": 2}}, "✗", (2, 3))
''
>>> scope_suffix({**cell, "every_n": None}, "✗", (2, 3))
'†'
"""

import re
from collections.abc import Sequence
from typing import Any

__all__ = ["DAGGER", "SYMBOLS", "plain_mark", "scope_suffix", "scope_words", "smallest_n", "scope_legend",
           "checked_text", "scope_lines", "checked_classes", "report_cells", "IDENTIFIED", "is_identified"]

DAGGER = "†"
SYMBOLS = {"holds": "✓", "fails": "✗"}


_SCOPE = re.compile(r" \(n ≥ \d+\)")


def plain_mark(text: str) -> str:
    """A table mark without what says how and where it was decided: ``*`` (a search), ``†`` (only
    the class counts checked), ``ⁱ`` (for the form identified from the code) and `` (n ≥ k)`` (for
    every n from k on), to compare with a paper.

    >>> plain_mark("✗† (n ≥ 3) (✓*†)")
    '✗ (✓)'
    """
    return _SCOPE.sub("", text).replace("*", "").replace(DAGGER, "").replace("ⁱ", "")


def checked_classes(report: dict[str, Any]) -> list[int]:
    """The class counts a report checked (its settings), as integers."""
    return [int(n) for n in (report.get("settings") or {}).get("classes") or ()]


def smallest_n(cell: dict[str, Any], classes: Sequence[int]) -> int:
    """The smallest n the cell can speak about: 2, unless the report checked n = 2 (3, ...) and the
    cell has no per-n verdict there (the metric or the property does not apply at that n)."""
    known = {int(n) for n in cell.get("per_n") or {}}
    n = 2
    while n in classes and n not in known and any(k > n for k in known):
        n += 1
    return n


def scope_words(cell: dict[str, Any], classes: Sequence[int] = ()) -> str:
    """For which class counts the cell's verdict is decided, in words: ``"every n >= 2"`` (an
    every-n verdict that agrees), else the class counts checked, ``"n = 2, 3"``; ``""`` for a cell
    with no verdict (unknown, not applicable, error).

    >>> scope_words({"verdict": "holds", "per_n": {"2": "holds", "3": "holds"},
    ...              "every_n": {"verdict": "holds", "from": 2}})
    'every n >= 2'
    >>> scope_words({"verdict": "fails", "per_n": {"2": "fails"}, "every_n": None})
    'n = 2'
    """
    if cell.get("verdict") not in SYMBOLS:
        return ""
    every = cell.get("every_n")
    if every and every["verdict"] == cell["verdict"]:
        gap = _unchecked(cell, int(every["from"]))
        return f"every n >= {every['from']}" + (f" ({gap})" if gap else "")
    return "n = " + ", ".join(map(str, sorted(int(n) for n in cell.get("per_n") or classes)))


def _unchecked(cell: dict[str, Any], start: int) -> str:
    """``'n = 4 not checked'``: the class counts between the smallest checked one and an every-n verdict's ``start``
    that no per-n verdict covers (a verdict from n = 5 on beside checks at n = 2, 3 says nothing of n = 4, where it
    may differ); ``''`` for none."""
    known = {int(n) for n in cell.get("per_n") or {}}
    gap = [k for k in range(min(known, default=start), start) if k not in known]
    return f"n = {', '.join(map(str, gap))} not checked" if gap else ""


def scope_suffix(cell: dict[str, Any], mark: str, classes: Sequence[int] = ()) -> str:
    """What follows the verdict's ``mark`` (✓, ✗*, ...) in a table: ``""`` for every n, ``" (n ≥ k)"``
    for every n ≥ k only, ``"†"`` for the class counts checked only (see the module's docstring)."""
    if cell.get("verdict") not in SYMBOLS:
        return ""
    every = cell.get("every_n")
    if not every:
        return DAGGER
    start = int(every["from"])
    gap = _unchecked(cell, start)
    scoped = "" if start <= smallest_n(cell, classes) else f" (n ≥ {start}{'; ' + gap if gap else ''})"
    if every["verdict"] == cell["verdict"]:
        return scoped
    # the checked class counts lie below ``start`` and say otherwise: show both
    return f"{DAGGER}; {SYMBOLS.get(every['verdict'], every['verdict'])}{scoped or f' (n ≥ {start})'}"


def checked_text(report: dict[str, Any]) -> str:
    """The class counts a report checked (those at which some cell has a verdict), in words: ``'n = 2, 3'``; for a
    report merged from several (settings ``checked_at``, :func:`reports.atlas.merged`) per property group,
    ``'PI, PIV at n = 2, 3; MON at n = 2'``."""
    settings = report.get("settings") or {}
    if settings.get("checked_at"):
        return "; ".join(f"{', '.join(props)} at n = {', '.join(map(str, classes))}"
                         for props, classes in settings["checked_at"])
    classes, seen = checked_classes(report), {int(n) for _, _, cell in report_cells(report)
                                              for n in cell.get("per_n") or {} if str(n).isdigit()}
    classes = [n for n in classes if n in seen] or classes  # a table of binary metrics checked n = 2 alone
    return f"n = {', '.join(map(str, classes))}" if classes else "n as listed in per_n"


def scope_legend(report: dict[str, Any]) -> str:
    """The legend's sentence on scope, naming the class counts the report checked (:func:`checked_text`)."""
    return (
        f"{DAGGER} only for the class counts checked ({checked_text(report)}); unmarked: proved/refuted for every n "
        "(a lemma on the metric's structure, or a counterexample lifted to every n); "
        "(n ≥ k): for every n ≥ k, the smaller n as checked."
    )


#: The mark of a verdict decided for the structure identified from a metric's code (:mod:`axioms.identified`).
IDENTIFIED = "ⁱ"


def is_identified(cell: dict[str, Any]) -> bool:
    """Whether a report cell was decided for the structure identified from the metric's code."""
    return bool(((cell.get("evidence") or {}).get("identification") or {}).get("identified"))


def report_cells(report: dict[str, Any]) -> Any:
    """``(label, property id, cell)`` for every main cell of a report and, as ``name~``, its calibrated cell (once:
    not again where the report has a row ``name~`` of its own, ``--calibrated-rows``)."""
    for name, cells in report.get("metrics", {}).items():
        for pid, cell in cells.items():
            yield name, pid, cell
            if cell.get("after_calibration") and not has_own_row(report, f"{name}~"):
                yield f"{name}~", pid, cell["after_calibration"]


def has_own_row(report: dict[str, Any], label: str) -> bool:
    """Whether ``label`` (a calibrated variant, ``name~``) is a row of the report, not only a mark beside its
    metric's (``--calibrated-rows``): its lines are then the row's, printed once."""
    return label in report.get("metrics", {})


def scope_lines(report: dict[str, Any]) -> list[str]:
    """One line per cell decided for every n ≥ k: its verdict, k and what backs it (the lemma or the
    lifted counterexample), with the per-n verdicts of the class counts checked; ``ⁱ`` after the property where the
    cell was decided for the form identified from the metric's code (as its table mark says)."""
    lines = []
    for name, pid, cell in report_cells(report):
        every = cell.get("every_n")
        if not every:
            continue
        per_n = ", ".join(f"n={n}: {v}" for n, v in (cell.get("per_n") or {}).items())
        checked = f"; checked: {per_n}" if per_n else ""
        mark = IDENTIFIED if is_identified(cell) else ""  # decided for the form identified from the code
        lines.append(f"{name} {pid}{mark}: {every['verdict']} for every n ≥ {every['from']} "
                     f"({every['evidence']['kind']}: {every['evidence']['method']}){checked}")
    return lines
