r"""PV, chance correction (Opitz 2024 §3.5): max over random classifiers m = z pᵀ of metric = ω(n) < perfect;
strict if every random classifier scores ω(n); complete if ω is constant in n.

.. math:: \omega(n) = \sup_{z \ge 0,\ p > 0,\ s > 0} \mathrm{metric}(s\,z p^T) < \mathrm{metric}(\text{perfect})

with z (how often each class is predicted) and p (the prevalences) on the simplex: a random classifier may never
predict a class (z_k = 0, e.g. one that always predicts class 1), while every class occurs (p > 0). ω is a maximum
where a random classifier attains it and a supremum otherwise (macro Jaccard's 1/n, approached as one class takes
every item); "best" is the minimum (infimum) for a lower-is-better metric.

The property's parts in one place: the check (:func:`check_pv`, on the random classifiers of
:mod:`axioms.properties.pv.chance`, compared with the perfect classifier by :mod:`axioms.properties.pv.perfect`),
the per-n results combined into the chance baseline ω(n) and its strength (:func:`combine`), and how a PV cell
shows them (:func:`cell_suffix`, :func:`gate_text`,
:func:`survives_restriction`).
"""

from typing import Any, cast

import numpy as np

from axioms.constructions.calibration import every_class_occurs
from axioms.arithmetic.certify import RLIMIT, z3_version
from axioms.properties.pv.chance import (
    SEARCH_METHOD, ChanceSearch, approaches, chance_supremum, exact_best, float_distance, identity_matrix,
    limit_at_vertex, outer, prove_constant, proved_bound, random_classifiers, vertex, vertex_sequence,
    vertex_text,
)
from metrics import Metric
from metrics.padded import cells_text, record_cells

from axioms.arithmetic.exact import FLOAT_MARGIN, as_text, exact_sign, value_of
from axioms.properties.pv.baseline import combine
from axioms.properties.pv.perfect import as_good_as_perfect, not_short_of_perfect, perfect_score_varies
from axioms.properties.pv.every_n import pv_for_every_n
from axioms.core.registry import register_property
from axioms.core.budget import Settings
from axioms.core.verdict import Counterexample, Verdict, VerdictsOf
from axioms.search.spaces import evaluate

PV = VerdictsOf("PV")

__all__ = ["check_pv", "pv_for_every_n", "combine", "cell_suffix", "gate_text", "survives_restriction", "REPORT_KEYS"]


def check_pv(metric: Metric, n: int, settings: Settings, rng: np.random.Generator) -> Verdict:
    r"""PV chance correction over random classifiers :math:`m = s\,z p^T` (Opitz §3.5, Appendix B.5).

    Reports ``strength``: ``None`` (random classifiers can score like the perfect
    classifier), ``"bounded"`` (the best random classifier scores ω(n), short of the
    perfect score; "best" is the minimum for lower-is-better metrics),
    ``"strict"`` (every random classifier scores exactly ω(n)); across class counts a
    constant ω is ``"complete"``. ``baseline`` is ω(n) as an expression or number.
    A bounded ω is proved (:func:`proved_bound`) when z3 certifies it, else estimated
    by search and labelled so. Two scores whose exact comparison is undecided never
    count as equal. The permutation model of :func:`axioms.expected_score` (both
    marginals fixed) has the expected matrix :math:`r p^T / N`, one of these :math:`z p^T`,
    so it adds no random classifier to PV.
    """
    classifiers = random_classifiers(n, rng, settings.rational_points)
    exact_values = []
    for a, b in classifiers:
        value, how = value_of(metric, outer(a, b))
        if value is not None:
            exact_values.append((value, a, b, how))
    if not exact_values:
        return PV.unknown("the metric is undefined on every random classifier tried")
    varies = perfect_score_varies(metric, n)
    if varies is not None:
        return as_good_as_perfect(metric, exact_values) or PV.unknown(varies)
    v0, a0, b0, how0 = exact_values[0]
    differing, undecided = _first_difference(exact_values)
    if differing is None:
        return _constant_on_random_classifiers(metric, n, exact_values[0], undecided, len(classifiers), settings)
    search = chance_supremum(metric, n, rng, settings)
    sup, perfect = search.sup, search.perfect
    v1, a1, b1, how1 = differing
    witness: dict[str, Any] = {
        "matrices": record_cells([outer(a0, b0), outer(a1, b1)]),
        "values": [as_text(v0), as_text(v1)],
        "verified": "exact" if how0 == how1 == "exact" else "float64",
        "note": "two random classifiers (m = z pᵀ) with different scores: chance correction is not strict",
    }
    if perfect is None or (sup - perfect) * metric.direction >= -1e-4:
        return _no_chance_bound(metric, n, search, settings)
    return _bounded(metric, n, search, witness, settings, exact_values)


def _bounded(
    metric: Metric, n: int, search: ChanceSearch, witness: dict[str, Any], settings: Settings,
    scored: list[tuple[Any, ...]],
) -> Verdict:
    r"""PV holds, not strict: the best random classifier scores ω(n) short of the perfect score.

    ω is proved when z3 certifies :math:`d\,(\omega - \mathrm{metric}(s\,z p^T)) \ge 0`
    (:func:`axioms.properties.pv.chance.proved_bound`); otherwise the search's best float score is reported
    and no baseline is given.
    """
    best_exact = exact_best(metric, search.best)
    # float cancellation near the simplex's boundary can inflate the best float score (a numpy
    # Scott's π scores 0.25 at z ≈ p ≈ (3.6e-17, 1), exactly about −1e-17): where the best
    # sample has an exact score, that score is what a candidate bound must beat
    bound = proved_bound(metric, n, search.sup if best_exact is None else float(best_exact), settings)
    if bound is not None and bound.vertex is None:
        assert bound.a is not None and bound.b is not None  # attained: z ∝ a, p ∝ b
        matrix, reached = outer(bound.a, bound.b), f"attained by m = {outer(bound.a, bound.b)}"
        witness["maximiser"] = {"matrix": matrix, "value": as_text(bound.omega), "verified": "exact"}
        attains = f"the random classifier z ∝ {bound.a}, p ∝ {bound.b} scores ω exactly"
    elif bound is not None:  # a supremum no random classifier attains: the path approaching it is the witness
        assert bound.vertex is not None  # taken by the branch above when None
        path, values = vertex_sequence(metric, n, bound.vertex)
        if not (path["verified"] == "exact" and approaches(values, bound.omega)):
            return _searched_bound(metric, n, search, witness, best_exact, scored)
        matrix, reached = path["matrices"][-1], f"approached by z = p ∝ {vertex_text(n, bound.vertex)} as t → ∞"
        witness["supremum"] = {**path, "vertex": bound.vertex, "limit": as_text(bound.omega)}
        attains = (f"the scores of z = p ∝ {vertex_text(n, bound.vertex)} tend to ω as t → ∞ "
                   f"(sympy limit; exact at t = 10^2, 10^4, 10^6)")
    else:
        return _searched_bound(metric, n, search, witness, best_exact, scored)
    not_below = not_short_of_perfect(metric, n, bound.omega, "exact", matrix, "the best random classifier scores")
    if not_below is not None and bound.vertex is not None and not_below.verdict == "fails":
        # approached, not attained: no random classifier scores ω itself
        return _no_chance_bound(metric, n, search, settings)
    if not_below is not None:
        return not_below
    return PV.holds(
        {
            "kind": "proof",
            "method": (
                f"z3 {z3_version()} (nonlinear real arithmetic, rlimit {RLIMIT}) proves "
                f"{'ω − metric' if metric.direction > 0 else 'metric − ω'}(s·z pᵀ) ≥ 0 "
                f"for every z ≥ 0, p > 0 on the simplex "
                f"(every class occurs) and s > 0 where defined (by {bound.how}); {attains}"
            ),
        },
        f"random classifiers score at {'most' if metric.direction > 0 else 'least'} {as_text(bound.omega)} "
        f"(proved; {reached}), short of the perfect {search.perfect}; not strict",
        cast(Counterexample, witness),
        extra={"value": bound.omega, "strength": "bounded"},
    )


def _searched_bound(
    metric: Metric, n: int, search: ChanceSearch, witness: dict[str, Any], best_exact: Any,
    scored: list[tuple[Any, ...]],
) -> Verdict:
    """PV holds, not strict, from the float search alone: no baseline ω(n) is given. Not when a random classifier
    ``scored`` before the search (``(value, a, b, how)``) is not certainly short of the perfect classifier on its
    test set (:func:`as_good_as_perfect`: scikit-learn's completeness scores 1 whenever one class is predicted), when
    the search scored fewer than :data:`MIN_SCORED` random classifiers (a label metric scores whole counts only), or
    when random classifiers close in on the perfect score (:func:`_closing_in`): then unknown (or fails)."""
    reached = as_good_as_perfect(metric, scored)
    if reached is not None:
        return reached
    if search.tried < MIN_SCORED:
        return PV.unknown(f"the search scored {search.tried} random classifiers (the others are undefined, or have "
                          f"counts a label metric does not score), fewer than the {MIN_SCORED} it takes to read "
                          "their best score as a bound")
    closing = _closing_in(metric, n, search.perfect)
    if closing is not None:
        return PV.unknown(f"the best random classifier found by search scores ≈ {search.sup:.6f}, short of the "
                          f"perfect {search.perfect}, but {closing}, closing in on it: the search is no evidence "
                          "of a bound short of it")
    exactly = ("not re-checked" if best_exact is None
               else f"that sample scores {float(best_exact):.6g} evaluated exactly")
    return PV.holds(
        {"kind": "search", "method": SEARCH_METHOD, "budget": {"random_classifiers": search.tried}},
        f"the best random classifier found by search scores ≈ {search.sup:.6f} in float64 ({exactly}), "
        f"short of the perfect {search.perfect}; "
        "not strict; the best score over all random classifiers is not proved, so no baseline ω(n) is given",
        cast(Counterexample, witness),
        extra={"value": None, "strength": "bounded", "sup": search.sup},
    )


#: The fewest random classifiers a search must score for its best score to be read as a bound.
MIN_SCORED = 10
#: The weights t of the random classifiers z ∝ (1, ..t.., 1), p ∝ (1, ..t.., 1) that :func:`_closing_in` scores,
#: and the most classes it scores them at.
_RAY, _RAY_CLASSES = (10, 100, 1000), 20


def _closing_in(metric: Metric, n: int, perfect: float | None) -> str | None:
    """How the scores of z ∝ (1, ..t.., 1) (t at class k), p ∝ (1, ..t.., 1) (t at class j), t = 10, 100, 1000
    (integer matrices, up to about 10^6 items), close in on the perfect score, or None: for some k and j, the gaps
    to it are positive, shrink as t grows and are ten times smaller at t = 1000 than at t = 10. F1's limit at k = j
    is the perfect score (t/(t+1) at n = 2), recall times NPV's at k ≠ j ((t/(t+1))²), yet a search that scores
    only whole counts (a label metric) finds neither. Not tried beyond :data:`_RAY_CLASSES` classes (3n² matrices)."""
    if perfect is None or n > _RAY_CLASSES:
        return None
    pairs = [(k, j) for k in range(n) for j in range(n)]
    batch = np.array([outer(vertex(n, k, t), vertex(n, j, t)) for k, j in pairs for t in _RAY], dtype=float)
    gaps = ((perfect - evaluate(metric, batch)) * metric.direction).reshape(len(pairs), len(_RAY))
    for (k, j), gap in zip(pairs, gaps):
        if np.all(gap > 0) and np.all(np.diff(gap) < 0) and gap[-1] * 10 < gap[0]:
            scores = ", ".join(f"{float(v):.6g}" for v in perfect - gap * metric.direction)
            return (f"z ∝ {vertex_text(n, k)}, p ∝ {vertex_text(n, j)} score {scores} "
                    f"at t = {', '.join(map(str, _RAY))}")
    return None


def _first_difference(
    exact_values: list[tuple[Any, ...]]
) -> tuple[tuple[Any, ...] | None, tuple[Any, ...] | None]:
    """``(first score that certainly differs from the first, first undecided one)``, each a tuple or None."""
    v0 = exact_values[0][0]
    undecided = None
    for entry in exact_values[1:]:
        differs = _differs(entry[0], v0, entry[3])
        if differs:
            return entry, undecided
        if differs is None:
            undecided = undecided or entry
    return None, undecided


def _constant_on_random_classifiers(
    metric: Metric, n: int, first: tuple[Any, ...], undecided: tuple[Any, ...] | None, tried: int, settings: Settings
) -> Verdict:
    """PV when no two random classifiers tried certainly differ: no chance correction, strict, or unknown."""
    v0, a0, b0, how0 = first
    strict_evidence = prove_constant(metric, n, v0, tried, settings)
    if undecided is not None and strict_evidence["kind"] != "proof":
        v1, a1, b1, _ = undecided
        return PV.unknown(
            f"the random classifiers m={cells_text(outer(a0, b0))} ({as_text(v0)}) and m={cells_text(outer(a1, b1))} "
            f"({as_text(v1)}) "
            "cannot be compared exactly (undecided sign), and constancy is not proved",
        )
    not_below = not_short_of_perfect(metric, n, v0, how0, outer(a0, b0), "every random classifier tried scores")
    if not_below is not None:
        return not_below
    return PV.holds(
        strict_evidence,
        f"every random classifier {'scores' if strict_evidence['kind'] == 'proof' else 'tried scores'} {as_text(v0)}",
        extra={"value": v0, "strength": "strict"},
    )


def _no_chance_bound(metric: Metric, n: int, search: ChanceSearch, settings: Settings) -> Verdict:
    """PV fails: random classifiers score as close to the perfect classifier as we like.

    Proof: for the prevalence-matching random classifiers z = p ∝ (1, ..., t, ..., 1) with t
    at class k, sympy's limit of the score as t → ∞ equals the perfect classifier's exact
    score. Which class gets the weight t depends on the metric (fallout and specificity
    are perfect when the negative class dominates), so every k is tried. The exact scores
    at t = 10^2, 10^4, 10^6 are reported as witnesses and must approach that limit.
    Without a symbolic form (or when no limit is the perfect score) the verdict rests on
    the float search, and says so: it fails only where the search scored random classifiers
    within 1e-4 of a defined perfect score, and is unknown otherwise (a label metric at n = 3
    scores neither the search's fractional counts nor 1000/3 · I).
    """
    sup, perfect = search.sup, search.perfect
    detail = (f"random classifiers reach {sup:.6f} (the perfect classifier scores {perfect}); "
              f"no baseline bound ω(n) short of the perfect score")
    extra = {"value": None, "strength": None, "sup": sup}
    perfect_exact, how = value_of(metric, identity_matrix(n))
    exact_perfect = perfect_exact is not None and how == "exact"
    for k in range(n):
        limit = limit_at_vertex(metric, n, k, settings)
        if limit is None or not exact_perfect or exact_sign(limit - perfect_exact) != 0:
            continue
        witness, values = vertex_sequence(metric, n, k)
        if witness["verified"] == "exact" and approaches(values, perfect_exact):
            return PV.fails(
                detail + f"; exactly: the score of z = p ∝ {vertex_text(n, k)} tends to {as_text(limit)} "
                f"= the perfect score as t → ∞",
                witness,
                extra=extra,
                evidence={"kind": "proof", "method": "sympy limit of the score of prevalence-matching random "
                          "classifiers equals the perfect score"},
            )
    if perfect is None or not (sup - perfect) * metric.direction >= -1e-4:  # NaN: nothing scored
        return PV.unknown(f"the float search scored {search.tried} random classifiers, best {sup:.6f}, and the "
                          f"perfect classifier {perfect}: no symbolic limit, and nothing to compare")
    sequences = [vertex_sequence(metric, n, k) for k in range(n)]
    witness, _ = min(sequences, key=lambda seq: float_distance(seq[1][-1], perfect))
    return PV.fails(
        detail + " (found by a float search; not proved)",
        witness,
        extra=extra,
        evidence={"kind": "search", "method": SEARCH_METHOD, "budget": {"random_classifiers": search.tried}},
    )


def _differs(v: Any, v0: Any, how: str) -> bool | None:
    """Whether two random classifiers' scores differ: True/False, or None when an exact
    comparison is undecided (never read as "equal"). Float64 scores (a metric without
    an exact form) differ beyond FLOAT_MARGIN."""
    if how == "exact" and not isinstance(v, float) and not isinstance(v0, float):
        sign = exact_sign(v - v0)
        return None if sign is None else bool(sign)
    return abs(float(v) - float(v0)) > FLOAT_MARGIN


#: Keys every PV cell of a report carries (None when not established).
REPORT_KEYS = ("baseline", "strength")


def survives_restriction(verdict: Verdict) -> bool:
    """Whether a PV verdict holds for the metric restricted to the matrices where every class occurs
    (:mod:`axioms.constructions.calibration`): a proved bound or constant over all random classifiers holds on
    those among them, and the classifiers it exhibits (the maximiser, two unequal scores) must be
    among them. Random classifiers z pᵀ with p > 0 are; the perfect classifier is."""
    if verdict.verdict != "holds" or verdict.evidence["kind"] != "proof":
        return False
    witness = cast(dict[str, Any], verdict.witness or {})
    shown = list(witness.get("matrices", [])) + ([witness["maximiser"]["matrix"]] if "maximiser" in witness else [])
    return all(every_class_occurs(m) for m in shown)


def cell_suffix(cell: dict[str, Any]) -> str:
    """``': 1/n, strict'`` after a PV cell that holds with a known baseline (``': strict'`` when
    the scores are constant but not exact, so no baseline is given), else ``''``."""
    if cell["verdict"] != "holds":
        return ""
    shown: list[Any] = [cell.get("baseline"),
                        cell.get("strength") if cell.get("strength") in ("strict", "complete") else None]
    shown = [str(x) for x in shown if x is not None]
    return f": {', '.join(shown)}" if shown else ""


def gate_text(cell: dict[str, Any]) -> str:
    """What the CI baseline records of a PV cell beyond its verdict."""
    return f"baseline: {cell.get('baseline')}, strength: {cell.get('strength')}"


register_property(
    "PV",
    name="chance correction",
    statement=("max over random classifiers m = z pᵀ of metric = ω(n) < perfect; strict if every random classifier "
               "scores ω(n); complete if ω is constant in n"),
    source="Opitz 2024 §3.5",
    check=check_pv,
    group="opitz",
    position=5,
    every_n=pv_for_every_n,
    combine=combine, report_keys=REPORT_KEYS, cell_suffix=cell_suffix, gate_text=gate_text,
    survives_restriction=survives_restriction,
)
