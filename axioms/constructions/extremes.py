r"""Constant extremes (Gösgens et al. 2021): one constant best (worst) score, reached exactly by the
perfect (always-wrong) classifiers; :func:`extreme_check` builds either property.

With :math:`d = \pm 1` the metric's direction (reversed for the worst score) and T the *target*
cells (the wrong cells for the best score, the correct cells for the worst one), the property is

.. math:: \exists c:\quad d\,(c - M(m)) > 0 \ \text{ if } \textstyle\sum_{T} m > 0, \qquad
          M(m) = c \ \text{ if } \textstyle\sum_{T} m = 0, \qquad \text{wherever } M(m) \text{ is defined.}

* **counterexample** -- over every matrix with entries ``0..k`` and random ones, scanned in
  float64 and re-checked exactly: two extreme matrices (the target cells all 0) with different
  scores, or another matrix scoring at least as well (as badly) as the extreme one;
* **proof** (a form without Piecewise) -- the exact zero test of :math:`M - c` with the target
  cells set to 0, and a strict sign certificate of :math:`d\,(c - M)` wherever M is defined and a
  target cell is positive (:func:`axioms.arithmetic.signs.sign_where_defined`), within the term budget
  :data:`GAP_MAX_TERMS`;
* **proof by the class-mean lemma** (best score, higher is better, a metric registered by its
  structure as a p-mean :math:`M_p(g_1, \dots, g_n)` of a per-class score g(c, r, t, n) free of N,
  where the gap's sign certificate fails, e.g. under a root): if on the real region
  :math:`0 \le c \le \min(r, t)`, n ≥ 2, wherever g is defined, (i) g(c, c, c) = 1 identically,
  (ii) 1 − g ≥ 0, (iii) 1 − g > 0 where t ≥ c + 1, and (iv) g ≥ 0 when p ≠ 1 (z3, exact real
  arithmetic; or (iii) with r ≥ c + 1 instead), then the best score is 1, reached exactly by the
  perfect classifiers, at every n. *Proof*: at a diagonal matrix every class has c = r = t, so
  every defined g is 1 and so is the mean. An error at (i, j), i ≠ j, gives class j integer
  counts with t_j ≥ c_j + 1 (and class i r_i ≥ c_i + 1), so one g is below 1 while every g ≤ 1; a p-mean of
  terms in [0, 1] (any terms for p = 1) with one below 1 is below 1 (p = 0: a product; p < 0: a zero term gives 0);
* otherwise the scanned space, with its budget (``exhaustive`` over the bound, then ``search``).
"""

import functools
from typing import Any, Literal, cast

import numpy as np
import sympy

from metrics import Metric, cell_symbols
from metrics.structure import CLASSES, COUNTS, ClassMean

from axioms.arithmetic.rational import cancel
from axioms.core.budget import Settings, SymbolicTimeout, time_budget
from axioms.arithmetic.certify import prove_nonnegative
from axioms.arithmetic.exact import as_text, float_margin, sign_of_difference, value_of
from axioms.search.patterns import definedness_parts
from axioms.search.refute import CANDIDATES
from axioms.arithmetic.signs import sign_where_defined
from axioms.search.spaces import evaluate, int_lists, standard_stages
from axioms.arithmetic.symbolic import expansion_bound, identically_zero, too_large
from axioms.core.registry import PropertyCheck
from axioms.core.verdict import Verdict, VerdictsOf

__all__ = ["extreme_check", "combine_extremes", "class_mean_best", "GAP_MAX_TERMS"]

#: Largest expansion bound (:func:`axioms.arithmetic.symbolic.expansion_bound`) of the gap's numerator whose sign
#: is certified: a deterministic budget (a calibrated weighted F1 of averages at n = 3 expands to 10⁸ terms).
GAP_MAX_TERMS = 10**5


def _targets(n: int, best: bool) -> list[tuple[int, int]]:
    """The cells that vanish at the extreme: the wrong cells (best) or the correct ones (worst)."""
    return [(i, j) for i in range(n) for j in range(n) if (i != j) == best]


def extreme_check(pid: str, *, best: bool) -> PropertyCheck:
    """A property check: one constant best (``best=True``) or worst score, reached exactly by the perfect
    (always-wrong) classifiers (see the module docstring).

    Examples
    --------
    >>> import axioms, metrics
    >>> top = extreme_check("TOP", best=True)
    >>> settings = axioms.profile("quick")
    >>> v = top(metrics.get("accuracy"), 2, settings, axioms.core.budget.rng_for(settings, "doc"))
    >>> v.verdict, v.evidence["kind"], v.extra["extreme"]
    ('holds', 'proof', '1')
    """
    verdicts = VerdictsOf(pid)
    who = "perfect" if best else "always-wrong"

    def check(metric: Metric, n: int, settings: Settings, rng: np.random.Generator) -> Verdict:
        d = metric.direction if best else -metric.direction
        found = _scan(metric, n, settings, rng, _targets(n, best), d)
        if found["reference"] is None:
            return _unscored(verdicts, metric, n, best, who)
        m0, c, how0 = found["reference"]
        if found["violation"] is not None:
            m, v, how, kind = found["violation"]
            text = (f"two {who} classifiers score differently: m={m0} scores {as_text(c)}, m={m} scores {as_text(v)}"
                    if kind == "extreme" else f"m={m} is not {who} but scores {as_text(v)}, "
                    f"{'as' if sign_of_difference(c, v) == 0 else 'more'} {'well' if best else 'badly'} "
                    f"{'as' if sign_of_difference(c, v) == 0 else 'than'} the {who} m={m0} ({as_text(c)})")
            verified: Literal["exact", "float64"] = "exact" if how0 == how == "exact" else "float64"
            return verdicts.fails(f"{text} (verified {verified})",
                                  {"matrices": [m0, m], "values": [as_text(c), as_text(v)], "verified": verified})
        extra = {"extreme": as_text(c) if how0 == "exact" else None}
        proved = _proof(metric, n, settings, _targets(n, best), c, d) if how0 == "exact" else "no exact extreme value"
        if proved is True:
            return verdicts.holds(
                {"kind": "proof", "method": f"exact zero test of metric − {as_text(c)} at the {who} classifiers, and "
                 "a strict sign certificate of the gap wherever the score is defined and the classifier is not " + who},
                f"the {'best' if best else 'worst'} score is {as_text(c)}, reached exactly by the {who} classifiers "
                "(proved)", extra=extra)
        if best and how0 == "exact" and c == 1 and d == 1 and class_mean_best(metric):
            return verdicts.holds(
                {"kind": "proof", "method": "class-mean lemma (axioms.constructions.extremes): the per-class score g = "
                 f"{cast(ClassMean, metric.structure).score} is 1 at a perfect class, at most 1, below 1 when the "
                 "class has an error, and >= 0 where the mean needs it (z3)"},
                "the best score is 1, reached exactly by the perfect classifiers (proved by the class-mean lemma)",
                extra=extra)
        if found["undecided"] is not None:
            return verdicts.undecided(f"m={found['undecided']} vs the {who} score {as_text(c)}", proved)
        return verdicts.holds(
            {"kind": "search", "method": f"every {n}x{n} matrix with entries 0..{settings.exhaustive_bound(n)} and "
             f"{settings.random_matrices} random ones compared with the {who} score; {proved}",
             "budget": found["budget"]},
            f"the {'best' if best else 'worst'} score {as_text(c)} was reached by the {who} classifiers only "
            "(not refuted, not proved)", extra=extra)

    check.__doc__ = (f"Whether one constant {'best' if best else 'worst'} score is reached exactly by the "
                     f"{who} classifiers.")
    return check


def combine_extremes(per_n: dict[int, Verdict]) -> dict[str, Any]:
    """The cell's ``extreme`` over the class counts checked: the one exact value c when every n holds with it, the
    values per n (``'n=2: 0, n=3: 1/2'``: micro specificity's always-wrong classifiers) when they differ, else None
    (some n does not hold, or has no exact extreme), so a baseline sees a change at any n.

    Examples
    --------
    >>> held = lambda c: Verdict("MINA", "holds", {"kind": "proof", "method": "m"}, "d", extra={"extreme": c})
    >>> combine_extremes({2: held("0"), 3: held("0")}), combine_extremes({2: held("0"), 3: held("1/2")})
    ({'extreme': '0'}, {'extreme': 'n=2: 0, n=3: 1/2'})
    """
    values = {n: v.extra.get("extreme") if v.verdict == "holds" else None for n, v in per_n.items()}
    if None in values.values():
        return {"extreme": None}
    if len(set(values.values())) == 1:
        return {"extreme": next(iter(values.values()))}
    return {"extreme": ", ".join(f"n={n}: {c}" for n, c in values.items())}


def class_mean_best(metric: Metric) -> bool:
    """The class-mean lemma's hypotheses (module docstring), certified exactly; False when any is not."""
    structure = getattr(metric, "structure", None)
    if metric.calibrated_from is not None or not isinstance(structure, ClassMean):
        return False
    return _class_mean_best(structure.score, structure.p)


@functools.lru_cache(maxsize=256)
def _class_mean_best(score: Any, p: Any) -> bool:
    """:func:`class_mean_best` for the score g and exponent p (the same for every n: decided once)."""
    g = sympy.sympify(score)
    c, r, t, total = COUNTS
    if g.has(total) or cancel(g.xreplace({r: c, t: c}) - 1, together=True) != 0:
        return False
    symbols, region = [c, r, t, CLASSES], [c <= r, c <= t, CLASSES >= 2]
    bounded = (prove_nonnegative(1 - g, symbols, region) is True
               and (p == 1 or prove_nonnegative(g, symbols, region) is True))
    # an error at (i, j) leaves class j with t ≥ c + 1 and class i with r ≥ c + 1: either strictness suffices
    return bounded and any(prove_nonnegative(1 - g, symbols, [*region, excess >= c + 1], strict=True) is True
                           for excess in (t, r))


def _unscored(verdicts: VerdictsOf, metric: Metric, n: int, best: bool, who: str) -> Verdict:
    """No scanned extreme classifier is scored: the property fails at the smallest one where every class
    occurs (the identity, or the cyclic shift) when its score is undefined exactly, else unknown."""
    m = [[int((j - i) % n == (0 if best else 1)) for j in range(n)] for i in range(n)]
    value, how = value_of(metric, m)
    if value is not None or how != "exact":
        return verdicts.unknown(f"no {who} classifier scanned is scored, but m={m} is: no extreme to compare with")
    return verdicts.fails(
        f"no {who} classifier scanned is scored (m={m}: undefined, verified exact), so no "
        f"{'best' if best else 'worst'} "
        "score is reached by them",
        {"matrix": m, "values": ["undefined"], "verified": "exact"},
    )


def _scan(
    metric: Metric, n: int, settings: Settings, rng: np.random.Generator, targets: list[tuple[int, int]], d: int
) -> dict[str, Any]:
    """The reference extreme classifier ``(m, exact value, how)``, the first certified violation
    ``(m, value, how, "extreme" | "other")``, the first undecided comparison, and the budget."""
    out: dict[str, Any] = {"reference": None, "violation": None, "undecided": None, "budget": {}}
    rows, cols = np.array(targets).T
    for stage in standard_stages(n, settings, rng):
        batch = stage.matrices
        out["budget"][f"{stage.name}_matrices"] = len(batch)
        values = evaluate(metric, batch)
        scored = np.isfinite(values) & (batch.sum(axis=(-2, -1)) > 0)
        extreme = scored & (batch[:, rows, cols].sum(axis=-1) == 0)
        if out["reference"] is None:
            for idx in np.flatnonzero(extreme)[:CANDIDATES]:
                v, how = value_of(metric, int_lists(batch[idx]))
                if v is not None:
                    out["reference"] = (int_lists(batch[idx]), v, how)
                    break
            if out["reference"] is None:
                continue
        c = out["reference"][1]
        margin = float_margin(float(c), values)
        differs = extreme & (np.abs(values - float(c)) > margin)
        near = extreme & ~differs & (values != float(c))  # within float64's margin: equal or not, exactly
        tied = extreme & (values == float(c))  # equal in float64, not necessarily exactly (c + 10⁻²⁰)
        reaches = scored & ~extreme & (d * (values - float(c)) >= -margin)
        for kind, mask in (("extreme", differs), ("extreme", near), ("tied", tied), ("other", reaches)):
            for idx in np.flatnonzero(mask)[:CANDIDATES]:
                m = int_lists(batch[idx])
                v, how = value_of(metric, m)
                if kind == "tied" and "float64" in (how, out["reference"][2]):
                    continue  # a float64 tie only exact values can order
                sign = None if v is None else sign_of_difference(c, v)
                if sign is not None and (sign != 0 if kind != "other" else d * sign >= 0):
                    out["violation"] = (m, v, how, "extreme" if kind == "tied" else kind)
                    return out
                if sign is None and v is not None and out["undecided"] is None:
                    out["undecided"] = m
    return out


def _proof(
    metric: Metric, n: int, settings: Settings, targets: list[tuple[int, int]], c: Any, d: int
) -> Literal[True] | str:
    """True when the extreme is proved (module docstring), else a note saying why not."""
    expr = metric.expression(n)
    if expr is None:
        return "no symbolic form"
    if expr.has(sympy.Piecewise) or too_large(expr, settings):
        return "a Piecewise form or one above the symbolic size budget"
    M = cell_symbols(n)
    parts = definedness_parts([expr])
    if parts is None:
        return "a form that is not algebraic"
    try:
        with time_budget(settings.symbolic_seconds):
            at_extreme = identically_zero(expr.xreplace({M[i, j]: 0 for i, j in targets}) - c, settings)
            if at_extreme is not True:
                return "the score at the extreme classifiers was not proved constant"
            if expansion_bound(sympy.fraction(sympy.together(c - expr))[0]) > GAP_MAX_TERMS:
                return f"the gap to the extreme expands beyond {GAP_MAX_TERMS} terms"
            gap = sign_where_defined(d * (c - expr), [*parts[0], sum(M[i, j] for i, j in targets)], radicands=parts[1])
    except SymbolicTimeout:
        return f"symbolic budget of {settings.symbolic_seconds} s exhausted"
    return True if gap == 1 else "no strict sign certificate of the gap to the extreme"
