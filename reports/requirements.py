"""What a recommendation requires: properties, and values their cells must show (``--require PIV,PV:1/n``).

:func:`parse_requirements` reads ``"PIV,PV:strict"`` into :class:`Requirement` s; a requirement is met by a cell
that holds and shows the value: a strength at least as strong (:data:`ORDERED_VALUES`), or the same number at every
class count checked (a formula in n, ``1/n``, is met by ``1/3`` at n = 3).
"""

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import sympy

import axioms
from metrics.bridge import equal_numbers
from metrics.errors import UsageError

from .report import parse_list
from .value_text import read_text, value_at_n

__all__ = ["ORDERED_VALUES", "Requirement", "UNDECIDED", "parse_requirements"]

#: Report values that are ordered: a required value is met by itself or by any later one
#: (PV's strength: a complete chance correction is strict, a strict one bounded).
ORDERED_VALUES = (("bounded", "strict", "complete"),)


@dataclass(frozen=True)
class Requirement:
    """A required property ``pid``, and the value one of its report keys must show (or None)."""

    pid: str
    value: str | None = None

    def __str__(self) -> str:
        return self.pid if self.value is None else f"{self.pid}:{self.value}"

    def met_by(self, cell: dict[str, Any]) -> bool:
        """Whether a report cell meets the requirement: the property holds (and shows the value)."""
        if cell["verdict"] != "holds":
            return False
        if self.value is None:
            return True
        checked = [int(n) for n, verdict in (cell.get("per_n") or {}).items() if verdict == "holds"]
        return any(_at_least(shown, self.value, checked) for shown in self._shown(cell))

    def fails_on(self, cell: dict[str, Any]) -> bool:
        """Whether a report cell decides against the requirement: the property fails, or it holds and shows values of
        the kind required (a strength for a strength, a number or formula for one), none of which meets it. A cell
        that holds and records no such value (a PV search that found every random classifier tried scoring alike
        records no baseline) decides nothing, as an :data:`UNDECIDED` verdict does."""
        if cell["verdict"] in UNDECIDED:
            return False
        if cell["verdict"] != "holds":
            return True
        return bool(self._shown(cell)) and not self.met_by(cell)

    def _shown(self, cell: dict[str, Any]) -> list[str]:
        """The values the cell records of the kind :attr:`value` is: strengths for a strength, else the others."""
        strength = any(self.value in chain for chain in ORDERED_VALUES)
        values = [str(cell[key]) for key in axioms.get_property(self.pid).report_keys if cell.get(key) is not None]
        return [v for v in values if any(v in chain for chain in ORDERED_VALUES) == strength]


#: Cell verdicts that neither meet nor fail a requirement (the candidate is listed as undecided).
UNDECIDED = ("unknown", "error", "not_applicable")


def _at_least(shown: str, wanted: str, checked: Sequence[int]) -> bool:
    """Whether a report value ``shown`` meets ``wanted``: later in an :data:`ORDERED_VALUES` chain, or the same number
    at every class count ``checked`` (``1/n`` is met by ``1/3`` at n = 3 and by ``n=2: 1/2, n=3: 1/3``)."""
    for chain in ORDERED_VALUES:
        if shown in chain and wanted in chain:
            return chain.index(shown) >= chain.index(wanted)
    if shown == wanted:
        return True
    have, want = _by_class_count(shown, checked), _by_class_count(wanted, checked)
    return bool(checked) and None not in (have, want) and all(
        equal_numbers(have[n], want[n]) for n in checked)  # type: ignore[index]


def _by_class_count(text: str, checked: Sequence[int]) -> "dict[int, Any] | None":
    """``{n: value}`` at each class count ``checked`` of a report value: per-n values (``"n=2: 1/2, n=3: 1/3"``), a
    formula in n, or a number (the same at every n); None when the text is none of these."""
    try:
        values = {n: value_at_n(text, n) for n in checked}
    except (ValueError, TypeError, SyntaxError, sympy.SympifyError):
        return None
    return None if None in values.values() else values


_N = sympy.Symbol("n")


def _meaningful(value: str) -> bool:
    """Whether a required value can appear in a report: a strength, or a number or formula in n."""
    if any(value in chain for chain in ORDERED_VALUES):
        return True
    try:
        parsed = read_text(value, {"n": _N})
    except (ValueError, sympy.SympifyError, TypeError, SyntaxError):
        return False
    return (isinstance(parsed, sympy.Expr) and parsed.free_symbols <= {_N}
            and not parsed.has(sympy.zoo, sympy.oo, -sympy.oo, sympy.nan))  # 1/0 is read as zoo: no cell shows it


def parse_requirements(text: "str | Sequence[str]", what: str = "requirements") -> list[Requirement]:
    """``"PIV,PV:strict"`` -> ``[Requirement("PIV"), Requirement("PV", "strict")]``.

    A property id must be registered; a value is accepted only for a property with report keys
    (PV: ``baseline``, ``strength``; PIII: ``p``).

    Examples
    --------
    >>> [str(r) for r in parse_requirements("PIV, PV:strict")]
    ['PIV', 'PV:strict']
    """
    if not isinstance(text, str) and not (isinstance(text, Sequence) and all(isinstance(x, str) for x in text)):
        raise UsageError(f"{what} must be property ids, a string 'PIV,PV:strict' or a list of them; got {text!r}")
    out = []
    for item in parse_list(text, what):
        pid, sep, value = (part.strip() for part in item.partition(":"))
        parse_list([pid], what, list(axioms.PROPERTIES))  # an unknown id: the accepted ones listed
        if sep and not value:
            raise UsageError(f"{what}: {item!r} has an empty value; write {pid} or {pid}:VALUE")
        if value and not axioms.get_property(pid).report_keys:
            with_keys = [p for p, prop in axioms.PROPERTIES.items() if prop.report_keys]
            raise UsageError(f"{what}: {pid} takes no value (it reports only its verdict); got {item!r}; "
                             f"properties that take one: {', '.join(with_keys)}")
        if value and not _meaningful(value):
            words = "|".join(v for chain in ORDERED_VALUES for v in chain)
            raise UsageError(f"{what}: {item!r} asks for a value no cell can show; give a strength ({words}) "
                             f"or a number or formula in n (a PV baseline such as 1/n, a PIII exponent such as 1)")
        out.append(Requirement(pid, value or None))
    pids = [r.pid for r in out]
    if len(set(pids)) != len(pids):
        raise UsageError(f"{what}: each property once; got {', '.join(map(str, out))}")
    return out
