r"""The chance baseline ω(n) of PV across the class counts checked: one formula, or the values per n.

PV's per-n verdicts (:mod:`axioms.properties.pv`) each carry ω at their n; :func:`combine`
reads them as one baseline — a formula ω(n) proved for every n, one constant, a fit
:math:`a + b/n` in rationals every value equals exactly, or the values per n — and the strength
across n (strict, complete when a strict ω is free of n, bounded).
"""

from typing import Any, cast

import sympy

from metrics.structure import CLASSES

from axioms.every_n.chance_formula import formula_text
from axioms.arithmetic.exact import as_text, exact_sign
from axioms.core.verdict import Verdict

__all__ = ["combine"]


def combine(per_n: dict[int, Verdict]) -> dict[str, Any]:
    """``{"baseline": ω(n) as text, "strength": strict | complete | bounded | None}`` from the per-n verdicts.

    A formula ω(n) proved for every n (:func:`pv_for_every_n`) is the baseline when every per-n
    value equals it. Otherwise a baseline is exact: the per-n values are exact numbers (a proved bound or
    constant, or the exact score every random classifier tried has). A float value (a search's maximum, a
    numeric-only metric scored in float64) is no baseline: the baseline is then None, "not
    decided", and the strength still says what the verdicts found.
    """
    values = {n: v.extra.get("value") for n, v in per_n.items()}
    strengths = {v.extra.get("strength") for v in per_n.values()}
    if None in strengths:
        return {"baseline": None, "strength": None}
    strength = "strict" if strengths == {"strict"} else "bounded"
    if not all(_is_exact(v) for v in values.values()):
        return {"baseline": None, "strength": strength}
    first = next(iter(values.values()))
    formula = _proved_formula(per_n, values)
    if formula is not None:  # a lemma for every n (pv_for_every_n) gave ω(n) as a formula
        complete = strength == "strict" and not formula.has(CLASSES)
        return {"baseline": formula_text(formula), "strength": "complete" if complete else strength}
    if strength == "strict" and len(values) > 1 and all(_equal(v, first) for v in values.values()):
        strength = "complete"
    return {"baseline": _expression(values), "strength": strength}


def _proved_formula(per_n: dict[int, Verdict], values: dict[int, Any]) -> Any:
    """The formula ω(n) some per-n verdict carries from a proof for every n, when every value equals it at its n;
    else None."""
    formulas = [sympy.sympify(v.extra["formula"], locals={"n": CLASSES})
                for v in per_n.values() if v.extra.get("formula") is not None]
    if not formulas or not all(_equal(values[n], formulas[0].subs(CLASSES, n)) for n in values):
        return None
    return formulas[0]


def _is_exact(value: Any) -> bool:
    """Whether ``value`` is an exact number (not None, not a float, no float constant inside)."""
    if value is None or isinstance(value, float):
        return False
    value = sympy.sympify(value)
    return cast(bool, value.is_number and not value.has(sympy.Float))


def _equal(a: Any, b: Any) -> bool:
    """Whether two exact numbers are certainly equal (an undecided comparison is not equality)."""
    return exact_sign(sympy.sympify(a) - b) == 0


def _expression(values: dict[int, Any]) -> str:
    """ω at the checked n as text, compared exactly: one constant (``'0'``, ``'5/8'``), a formula
    ``a + b/n`` in rationals that every checked value equals (``'1/n'``, ``'1 - 1/n'``,
    ``'1/n + 1/10000000'``; with two class counts only b = ±1, since any two values fit some
    a + b/n), else the values per n (``'n=2: 1/2, n=3: …'``). A formula states the values at the
    checked n, not a claim about every n."""
    first = next(iter(values.values()))
    if all(_equal(v, first) for v in values.values()):
        return as_text(first)
    formula = _fit(values)
    if formula is not None:
        return formula
    return ", ".join(f"n={n}: {as_text(v)}" for n, v in values.items())


def _fit(values: dict[int, Any]) -> str | None:
    """``'a + b/n'`` (as text) with rational a, b ≠ 0 equal to every value exactly, or None."""
    (n1, v1), (n2, v2) = list(values.items())[:2]
    b = (sympy.sympify(v1) - v2) / (sympy.Rational(1, n1) - sympy.Rational(1, n2))
    a = sympy.sympify(v1) - b / n1
    if not (a.is_Rational and b.is_Rational) or (len(values) < 3 and abs(b) != 1):
        return None
    if not all(_equal(v, a + b / n) for n, v in values.items()):
        return None
    over_n = "1/n" if abs(b) == 1 else (f"{abs(b)}/n" if abs(b).q == 1 else f"{abs(b).p}/({b.q}n)")
    if a == 0:
        return over_n if b > 0 else f"-{over_n}"
    if b > 0:
        return f"{over_n} + {a}" if a > 0 else f"{over_n} - {-a}"
    return f"{a} - {over_n}"
