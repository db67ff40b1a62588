r"""The perfect classifier PV compares random classifiers with (Opitz 2024 §3.5: the chance baseline ω(n) must be
short of the perfect score).

Three comparisons, each with the perfect classifier on a stated test set: :func:`not_short_of_perfect` (a score
against the perfect classifier with one item per class, m = I), :func:`as_good_as_perfect` (a random classifier
against the perfect classifier on its own test set) and :func:`perfect_score_varies` (the perfect classifier with
one item per class against :data:`~axioms.properties.pv.chance.SEARCH_ITEMS` per class: a score that depends on
the number of items has no one perfect score for a baseline to be short of).
"""

from typing import Any

from metrics import Metric
from metrics.padded import record_cells

from axioms.arithmetic.exact import as_text, sign_of_difference, value_of
from axioms.core.evidence import rechecked, verified_how
from axioms.core.verdict import Verdict, VerdictsOf
from axioms.properties.pv.chance import SEARCH_ITEMS, identity_matrix, outer

PV = VerdictsOf("PV")

__all__ = ["not_short_of_perfect", "as_good_as_perfect", "perfect_score_varies"]


def as_good_as_perfect(metric: Metric, scored: list[tuple[Any, ...]]) -> Verdict | None:
    """PV fails where a random classifier m = a bᵀ scores at least as well as the perfect classifier on its own test
    set, diag(Σa · b) (a metric whose scores depend on the number of items is compared at one size); unknown where
    that order is undecided; None when every one is certainly worse."""
    for value, a, b, how in scored:
        m, perfect = outer(a, b), [[sum(a) * b[i] * (i == j) for j in range(len(b))] for i in range(len(b))]
        best, how_best = value_of(metric, perfect)
        sign = None if best is None else sign_of_difference(value, best)  # of perfect − random
        if best is None or sign is not None and sign * metric.direction > 0:
            continue
        scores = (f"the random classifier m = {m} scores {as_text(value)}, the perfect classifier on its test set, "
                  f"m = {perfect}, {as_text(best)}")
        if sign is None:
            return PV.unknown(f"{scores}: their order is undecided")
        verified = verified_how(how, how_best)
        return PV.fails(
            f"{scores}: no better, so no chance correction",
            {"matrices": record_cells([m, perfect]), "values": [as_text(value), as_text(best)], "verified": verified},
            extra={"value": None, "strength": None},
            evidence={"kind": "counterexample", "method": "a random classifier and the perfect one on its test set, "
                      f"re-checked {rechecked(verified)}"},
        )
    return None


def not_short_of_perfect(
    metric: Metric, n: int, value: Any, how: str, matrix: list[list[Any]], scores: str
) -> Verdict | None:
    """None when the random classifier ``matrix``'s score ``value`` is certainly *better* than the
    perfect classifier's, in the metric's direction (above it, or below it for a lower-is-better
    metric): the one case in which PV may hold. Otherwise the verdict: fails when the score is at
    least as good as the perfect one (a chance score at or beyond perfection is no chance
    correction; ``(7 − 2n)/5 · κ`` scores 0 on random classifiers and −1/5 when perfect at n = 4),
    unknown when the comparison is undecided. Where the perfect score is undefined (the odds
    ratio divides by the errors), the nearly perfect classifier 100·I + 1 stands in for it: PV may
    hold when it scores certainly better, else unknown."""
    perfect, how_perfect = value_of(metric, identity_matrix(n))
    if perfect is None:  # the odds ratio divides by the errors: compare with a nearly perfect classifier
        near = [[100 * (i == j) + 1 for j in range(n)] for i in range(n)]
        score, _ = value_of(metric, near)
        sign = None if score is None else sign_of_difference(value, score)
        if sign is not None and sign * metric.direction > 0:
            return None
        return PV.unknown(f"{scores} {as_text(value)}; the perfect classifier's score is undefined at n = {n} and the "
                          f"nearly perfect m = {near} does not score certainly better: ω < perfect cannot be judged")
    sign = sign_of_difference(value, perfect)  # sign of perfect − value
    if sign is None:
        return PV.unknown(f"{scores} {as_text(value)}; the perfect classifier scores {as_text(perfect)}, "
                          f"and their order is undecided")
    if sign * metric.direction > 0:
        return None
    relation = ("the perfect classifier's score" if sign == 0
                else f"{'above' if metric.direction > 0 else 'below'} the perfect classifier's {as_text(perfect)}")
    return PV.fails(
        f"{scores} {as_text(value)}, {relation}: no chance correction (ω must be short of the perfect score)",
        {
            "matrices": record_cells([matrix, identity_matrix(n)]),
            "values": [as_text(value), as_text(perfect)],
            "verified": "exact" if how == how_perfect == "exact" else "float64",
            "note": "a random classifier (m = z pᵀ) and the perfect classifier",
        },
    )


def perfect_score_varies(metric: Metric, n: int) -> str | None:
    """How the perfect classifier's score changes with the number of items, or None when it is certainly the same,
    or cannot be shown to differ: m = I (one item per class) against m = :data:`SEARCH_ITEMS` · I. ``(D − 1)/N``
    scores 1/2 and 1999/2000 at n = 2; a random classifier of many items then scores above the first and below the
    second, and which of them its baseline must be short of is not Opitz's to say (his metrics score a perfect
    classifier alike on every test set)."""
    small, large = identity_matrix(n), [[SEARCH_ITEMS * x for x in row] for row in identity_matrix(n)]
    (at_small, how_small), (at_large, how_large) = value_of(metric, small), value_of(metric, large)
    if at_small is None or at_large is None or not sign_of_difference(at_small, at_large):
        return None
    checked = rechecked(verified_how(how_small, how_large))
    return (f"the perfect classifier scores {as_text(at_small)} with one item per class (m = I) and "
            f"{as_text(at_large)} with {SEARCH_ITEMS} items per class (m = {SEARCH_ITEMS}·I; re-checked {checked}): "
            "its score depends on the number of items, so there is no one perfect score for a chance baseline to be "
            "short of, and random classifiers are compared with the perfect one on their own test set only")
