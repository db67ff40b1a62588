r"""Reflection of the score under a matrix transformation: :func:`reflection_check` builds the property.

A transformation T of confusion matrices (Luque et al.'s scoring inversion: every prediction
flipped; full inversion: the true classes swapped) *reflects* the score about a centre c when

.. math:: \mathrm{metric}(T(m)) = 2c - \mathrm{metric}(m)
          \quad\Longleftrightarrow\quad \mathrm{metric}(m) + \mathrm{metric}(T(m)) = 2c
          \qquad \text{for every } m \text{ where both are scored.}

So the property is "the sum :math:`\mathrm{metric}(m) + \mathrm{metric}(T(m))` is one constant";
the constant is read exactly at the smallest matrix where both sides are scored (the
*reference*), and then

* **counterexample** -- a matrix whose sum differs from the reference's, found in float64 over
  every matrix with entries ``0..k`` and random ones, and re-checked exactly (both sums from
  :func:`axioms.arithmetic.exact.value_of`);
* **proof** -- ``metric(M) + metric(T(M)) − 2c ≡ 0`` for symbolic cells M (the exact zero test
  of :mod:`axioms.arithmetic.symbolic`; a form with roots and no Piecewise is tried again with every cell
  written as the square of a positive symbol, which turns roots of monomials into monomials: an
  identity on the open orthant, it extends by continuity to every point where both sides are
  defined), which proves the reflection wherever both sides are defined;
* otherwise **search** with its budget (the centre is then the reference's, not proved).

Pairs where either side is undefined are skipped (they are counted in the detail): a
reflection says nothing where there is no score. The verdict carries ``extra["centre"]``
(exact text, None when not an exact number).
"""

from collections.abc import Callable
from typing import Any, Literal

import numpy as np
import sympy

from metrics import Metric, cell_symbols

from axioms.core.budget import Settings, SymbolicTimeout, time_budget
from axioms.arithmetic.exact import as_text, float_margin, sign_of_difference, value_of
from axioms.search.refute import CANDIDATES
from axioms.search.spaces import evaluate, int_lists, standard_stages
from axioms.arithmetic.symbolic import identically_zero
from axioms.core.registry import PropertyCheck
from axioms.core.verdict import Verdict, VerdictsOf

__all__ = ["reflection_check", "centre_suffix"]


def centre_suffix(cell: dict[str, Any]) -> str:
    """``': c = 1/2'`` after a cell that holds with an exact centre, else ``''``."""
    return f": c = {cell['centre']}" if cell["verdict"] == "holds" and cell.get("centre") is not None else ""


def reflection_check(
    pid: str, *, symbolic: Callable[[Any], Any], numeric: Callable[[Any], Any], what: str
) -> PropertyCheck:
    """A property check deciding ``metric(m) + metric(T(m)) = 2c`` for one constant c.

    It is long because its check writes out each verdict's text in full.

    Parameters
    ----------
    pid : str
        The property id the verdicts carry.
    symbolic : callable
        ``sympy.Matrix M -> sympy.Matrix`` T(M).
    numeric : callable
        ``float array (N, n, n) -> (N, n, n)`` T applied to a batch (integer stays integer).
    what : str
        T in words ("flipping every prediction").

    Examples
    --------
    Accuracy under swapping the rows (every binary prediction flipped): acc(T(m)) = 1 − acc(m).

    >>> import axioms, metrics
    >>> flip = reflection_check("FLIP", symbolic=lambda M: M[::-1, :], numeric=lambda m: m[..., ::-1, :],
    ...                         what="flipping every prediction")
    >>> settings = axioms.profile("quick")
    >>> v = flip(metrics.get("accuracy"), 2, settings, axioms.core.budget.rng_for(settings, "doc"))
    >>> v.verdict, v.evidence["kind"], v.extra["centre"]
    ('holds', 'proof', '1/2')
    """
    verdicts = VerdictsOf(pid)

    def check(metric: Metric, n: int, settings: Settings, rng: np.random.Generator) -> Verdict:
        found = _scan(metric, n, settings, rng, numeric)
        if found["reference"] is None:
            return verdicts.unknown(f"no matrix scanned is scored together with its image under {what}: "
                                    "no centre to read")
        (m0, image0, total0, how0, values0) = found["reference"]
        centre = _centre(total0)
        if found["violation"] is not None:
            m, image, total, how, values = found["violation"]
            verified = "exact" if how0 == how == "exact" else "float64"  # both sums, not only the violating one
            return verdicts.fails(
                f"{what} is no reflection: metric(m) + metric(T(m)) is {as_text(total0)} at m={m0} (T(m)={image0}) "
                f"but {as_text(total)} at m={m} (T(m)={image}) (verified {verified})",
                {"matrices": [m0, image0, m, image],
                 "values": [as_text(v) for v in (*values0, *values)],
                 "sums": [as_text(total0), as_text(total)], "verified": verified})
        skipped = f"{found['undefined']} scanned pairs with an undefined side were skipped"
        proved = _proof(metric, n, settings, symbolic, total0)
        extra = {"centre": None if centre is None else as_text(centre)}
        about = f"c = {extra['centre']}" if centre is not None else f"c ≈ {float(total0) / 2:.6g} (float64)"
        if proved is True:
            return verdicts.holds(
                {"kind": "proof", "method": f"exact zero test: metric(M) + metric(T(M)) − {as_text(total0)} ≡ 0 "
                 f"for symbolic cells ({what})"},
                f"{what} reflects the score about {about} (proved; {skipped})", extra=extra)
        if found["undecided"] is not None:
            return verdicts.undecided(f"the sum at m={found['undecided']} vs the reference m={m0}", proved)
        return verdicts.holds(
            {"kind": "search", "method": f"no matrix whose sum differs among every {n}x{n} matrix with entries "
             f"0..{settings.exhaustive_bound(n)} and {settings.random_matrices} random ones; {proved}",
             "budget": found["budget"]},
            f"{what} reflected the score about {about} on every matrix tried (not refuted, not proved; "
            f"{skipped})", extra=extra)

    check.__doc__ = (f"Whether {what} reflects the score about one centre "
                     "(see :func:`axioms.constructions.reflection.reflection_check`).")
    return check


def _exact_sum(metric: Metric, m: list[list[int]], image: list[list[int]]) -> tuple[Any, str, tuple[Any, Any]] | None:
    """``(sum of the two values, how, (value at m, value at image))``, or None when either side is undefined."""
    v0, how0 = value_of(metric, m)
    v1, how1 = value_of(metric, image)
    if v0 is None or v1 is None:
        return None
    total = v0 + v1 if how0 == how1 == "exact" else float(v0) + float(v1)
    return total, "exact" if how0 == how1 == "exact" else "float64", (v0, v1)


def _scan(
    metric: Metric, n: int, settings: Settings, rng: np.random.Generator, numeric: Callable[[Any], Any]
) -> dict[str, Any]:
    """The reference (smallest matrix scored on both sides), the first certified violation, the first
    undecided comparison, the count of pairs with an undefined side, and the budget."""
    out: dict[str, Any] = {"reference": None, "violation": None, "undecided": None, "undefined": 0, "budget": {}}
    for stage in standard_stages(n, settings, rng):
        batch = stage.matrices
        images = numeric(batch)
        out["budget"][f"{stage.name}_matrices"] = len(batch)
        sums = evaluate(metric, batch) + evaluate(metric, images)
        scored = np.flatnonzero(np.isfinite(sums))
        out["undefined"] += len(batch) - len(scored)
        if out["reference"] is None:
            for first in scored[:CANDIDATES]:
                m, image = int_lists(batch[first]), int_lists(images[first])
                exact = _exact_sum(metric, m, image)
                if exact is not None:
                    out["reference"] = (m, image, *exact)
                    break
            if out["reference"] is None:
                continue
        total0 = out["reference"][2]
        gap, margin = np.abs(sums[scored] - float(total0)), float_margin(float(total0), sums[scored])
        near = scored[(gap > 0) & (gap <= margin)]  # within float64's margin: equal or not, exactly
        tied = scored[gap == 0]  # equal in float64, not necessarily exactly (a sum 1 + 10⁻²⁰): only exact values tell
        for idx, tie in [*((i, False) for i in [*scored[gap > margin][:CANDIDATES], *near[:CANDIDATES]]),
                         *((i, True) for i in tied[:CANDIDATES])]:
            m, image = int_lists(batch[idx]), int_lists(images[idx])
            exact = _exact_sum(metric, m, image)
            if exact is None or (tie and "float64" in (exact[1], out["reference"][3])):
                continue
            sign = sign_of_difference(total0, exact[0])
            if sign:
                out["violation"] = (m, image, *exact)
                return out
            if sign is None and out["undecided"] is None:
                out["undecided"] = m
    return out


def _centre(total: Any) -> Any:
    """Half the exact sum (None when the sum is a float)."""
    return None if isinstance(total, float) else sympy.sympify(total) / 2


def _proof(
    metric: Metric, n: int, settings: Settings, symbolic: Callable[[Any], Any], total: Any
) -> Literal[True] | str:
    """True when ``metric(M) + metric(T(M)) − total ≡ 0`` is proved, else a note saying why not."""
    expr = metric.expression(n)
    if expr is None or isinstance(total, float):
        return "no exact symbolic form"
    assert metric.symbolic is not None  # it has an expression
    try:
        with time_budget(settings.symbolic_seconds):
            moved = sympy.sympify(metric.symbolic(sympy.Matrix(symbolic(cell_symbols(n)))))
            difference = expr + moved - total
            zero = identically_zero(difference, settings)
            if (zero is False and not difference.has(sympy.Piecewise)
                    and any(not p.exp.is_integer for p in difference.atoms(sympy.Pow))):
                squares = {x: sympy.Symbol(f"r{x}", positive=True) ** 2 for x in cell_symbols(n)}
                zero = identically_zero(difference.xreplace(squares), settings)
    except SymbolicTimeout:
        return f"symbolic budget of {settings.symbolic_seconds} s exhausted"
    if zero is True:
        return True
    return "the exact zero test did not prove it" if zero is False else "beyond the symbolic term budget"
