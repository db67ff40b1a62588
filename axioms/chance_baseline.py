"""PV's per-n results combined into the chance baseline ω(n) and its strength, and how a PV
cell shows them (table suffix, CI-gate text). The property object of PV owns these."""

import sympy

from .calibration import every_class_occurs
from .exact import as_text, exact_sign

__all__ = ["combine", "cell_suffix", "gate_text", "survives_restriction", "REPORT_KEYS"]

#: Keys every PV cell of a report carries (None when not established).
REPORT_KEYS = ("baseline", "strength")


def combine(per_n):
    """``{"baseline": ω(n) as text, "strength": strict | complete | bounded | None}`` from the per-n verdicts.

    A baseline is exact: the per-n values are exact numbers (a proved bound or constant, or the
    exact score every random classifier tried has). A float value (a search's maximum, a
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
    if strength == "strict" and len(values) > 1 and all(_equal(v, first) for v in values.values()):
        strength = "complete"
    return {"baseline": _expression(values), "strength": strength}


def survives_restriction(verdict):
    """Whether a PV verdict holds for the metric restricted to the matrices where every class occurs
    (:mod:`axioms.calibration`): a proved bound or constant over all random classifiers holds on
    those among them, and the classifiers it exhibits (the maximiser, two unequal scores) must be
    among them. Random classifiers z pᵀ with p > 0 are; the perfect classifier is."""
    if verdict.verdict != "holds" or verdict.evidence["kind"] != "proof":
        return False
    witness = verdict.witness or {}
    shown = list(witness.get("matrices", [])) + ([witness["maximiser"]["matrix"]] if "maximiser" in witness else [])
    return all(every_class_occurs(m) for m in shown)


def cell_suffix(cell):
    """``': 1/n, strict'`` after a PV cell that holds with a known baseline (``': strict'`` when
    the scores are constant but not exact, so no baseline is given), else ``''``."""
    if cell["verdict"] != "holds":
        return ""
    shown = [cell.get("baseline"), cell.get("strength") if cell.get("strength") in ("strict", "complete") else None]
    shown = [str(x) for x in shown if x is not None]
    return f": {', '.join(shown)}" if shown else ""


def gate_text(cell):
    """What the CI baseline records of a PV cell beyond its verdict."""
    return f"baseline: {cell.get('baseline')}, strength: {cell.get('strength')}"


def _is_exact(value):
    """Whether ``value`` is an exact number (not None, not a float, no float constant inside)."""
    if value is None or isinstance(value, float):
        return False
    value = sympy.sympify(value)
    return value.is_number and not value.has(sympy.Float)


def _equal(a, b):
    """Whether two exact numbers are certainly equal (an undecided comparison is not equality)."""
    return exact_sign(sympy.sympify(a) - b) == 0


def _expression(values):
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


def _fit(values):
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
