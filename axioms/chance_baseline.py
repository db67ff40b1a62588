"""PV's per-n results combined into the chance baseline ω(n) and its strength, and how a PV
cell shows them (table suffix, CI-gate text). The property object of PV owns these."""

from fractions import Fraction
import math

import sympy

from .calibration import every_class_occurs
from .exact import as_text

__all__ = ["combine", "cell_suffix", "gate_text", "survives_restriction", "REPORT_KEYS"]

#: Keys every PV cell of a report carries (None when not established).
REPORT_KEYS = ("baseline", "strength")


def combine(per_n):
    """``{"baseline": ω(n) as text, "strength": strict | complete | bounded | None}`` from the per-n verdicts."""
    values = {n: v.extra.get("value") for n, v in per_n.items()}
    strengths = {v.extra.get("strength") for v in per_n.values()}
    if None in strengths or any(v is None for v in values.values()):
        return {"baseline": None, "strength": None}
    strength = "strict" if strengths == {"strict"} else "bounded"
    baseline = _expression(values)
    if strength == "strict" and len(values) > 1 and len({_as_fraction(v) for v in values.values()}) == 1:
        strength = "complete"
    return {"baseline": baseline, "strength": strength}


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
    """``': 1/n, strict'`` after a PV cell that holds with a known baseline, else ``''``."""
    if cell["verdict"] != "holds" or cell.get("baseline") is None:
        return ""
    return f": {cell['baseline']}" + (f", {cell['strength']}" if cell.get("strength") in ("strict", "complete") else "")


def gate_text(cell):
    """What the CI baseline records of a PV cell beyond its verdict."""
    return f"baseline: {cell.get('baseline')}, strength: {cell.get('strength')}"


def _as_fraction(value):
    if isinstance(value, float) and not math.isfinite(value):
        return value  # ±inf (a metric like 1 / (1 - accuracy)) has no fraction
    if isinstance(value, float):
        return Fraction(value).limit_denominator(10**6) if abs(value - round(value * 1e6) / 1e6) < 1e-9 else value
    value = sympy.nsimplify(value)
    return Fraction(int(value.p), int(value.q)) if value.is_Rational else float(value)


def _expression(values):
    """``'0'``, ``'1/n'`` or the values per n (``'n=2: 0.5, n=3: …'``)."""
    fracs = {n: _as_fraction(v) for n, v in values.items()}
    for expression, omega in (("1/n", lambda n: 1 / n), ("1 - 1/n", lambda n: 1 - 1 / n)):
        if len(fracs) > 1 and all(abs(float(f) - omega(n)) < 1e-6 for n, f in fracs.items()):
            return expression
    if len(set(fracs.values())) == 1 and isinstance(next(iter(fracs.values())), Fraction):
        return str(next(iter(fracs.values())))
    return ", ".join(f"n={n}: {as_text(v) if not isinstance(v, float) else f'{v:.6g}'}" for n, v in values.items())
