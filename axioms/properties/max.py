r"""MAX, best iff perfect: on every test set, the perfect classifier scores strictly best.

A test set is fixed by the column sums p of m (every class occurring); its perfect
classifier is :math:`\mathrm{diag}(p)`. MAX holds when, on every test set, the perfect
classifier is scored and every other classifier with a score is strictly worse (in the
metric's own direction), so the metric attains its best value exactly on perfect
predictions. Recall fails it (predicting everything positive also scores 1); accuracy has it.

Evidence: every classifier of every test set with prevalences up to a bound, compared
exactly (an exhaustive enumeration, with its bound), then random classifiers on random
test sets (a search); a failure is a classifier scoring at least the perfect score,
re-checked exactly. Nothing found, MAX is proved by a lemma where its hypotheses are proved:

**Lemma (MON + definedness ⇒ MAX).** If (a) every correction — one item moved from a wrong
cell :math:`m_{ij}` to its correct cell :math:`m_{jj}` — strictly improves the score wherever
both scores are defined (Sebastiani's MON, with a proof), and (b) the score is defined on every
matrix whose classes all occur (a certificate per support pattern), then MAX holds at that n.
*Proof.* Fix a test set p > 0 and an imperfect classifier m with column sums p. Moving the
items of its wrong cells one at a time to their correct cells gives a chain
:math:`m = m_0, m_1, \dots, m_k = \mathrm{diag}(p)`, k ≥ 1, every link with column sums p, so
every score is defined by (b) and each link strictly improves it by (a): the perfect
classifier scores strictly better than m. ∎
"""

from typing import Any

import numpy as np
from numpy.typing import NDArray

from metrics import Metric

from axioms.core.budget import Settings
from axioms.core.evidence import verified_how

from axioms.arithmetic.exact import as_text, compare, float_margin, value_of
from axioms.core.registry import register_property
from axioms.search.spaces import evaluate, int_lists
from axioms.search.refute import CANDIDATES, scan_test_sets
from axioms.constructions.definedness import definedness_proof
from axioms.constructions.monotone import mon_proof
from axioms.search.spaces import grid, test_set_text
from axioms.search.widened import widened
from axioms.core.verdict import Verdict, VerdictsOf

MAX = VerdictsOf("MAX")


def check_max(metric: Metric, n: int, settings: Settings, rng: np.random.Generator) -> Verdict:
    """MAX for one class count (see the module docstring)."""
    sets, the_grid = widened(grid(n, settings), lambda p: min(p) > 0, "with every class present")
    exhaustive = len(sets)
    sets += [tuple(int(x) for x in p) for p in rng.integers(1, 50, size=(20, n))]
    ties: list[list[Any]] = []

    def examine(p: tuple[int, ...], mats: NDArray[Any], values: NDArray[Any]) -> Verdict | None:
        return _beats_perfect(metric, p, mats, values, ties)

    failure: Verdict | None = scan_test_sets(metric, sets[:exhaustive], examine)
    if failure is None:
        count = settings.search_size // 20 or 1
        failure = scan_test_sets(metric, sets[exhaustive:], examine,
                                 classifiers_of=lambda p: _random_classifiers(p, count, rng))
    if failure is not None:
        return failure
    undecided = ties[0] if ties else None
    if _lemma_applies(metric, n, settings):  # a proof settles the comparisons float precision left open
        return MAX.holds(
            {
                "kind": "proof",
                "method": "lemma MON + definedness ⇒ MAX (module docstring): every correction strictly improves "
                "the score (MON's proof) and the score is defined on every matrix whose classes all occur "
                "(a certificate per support pattern)",
            },
            "the perfect classifier scores strictly best on every test set (proved)",
        )
    if undecided:
        return MAX.unknown(f"m={undecided} scores within float precision of the perfect classifier "
                           "and could not be compared exactly")
    tried = (f"every classifier of the {exhaustive} test sets where every class occurs, "
             f"among the test sets with {the_grid.text()}, "
             "compared exactly with the perfect one, and random classifiers on 20 random test sets")
    budget = {**the_grid.as_budget(), "random_test_sets": 20,
              "random_classifiers_per_set": settings.search_size // 20 or 1}
    return MAX.holds({"kind": "search", "method": tried, "budget": budget},
                 "the perfect classifier scored strictly best on every test set tried (not refuted, not proved)")


def _beats_perfect(
    metric: Metric, p: tuple[int, ...], mats: NDArray[Any], values: NDArray[Any], ties: list[list[Any]]
) -> Verdict | None:
    """MAX fails on the test set ``p`` when a classifier of ``mats`` (scored ``values`` in float64) is scored while
    the perfect one is not, or scores at least as well as it (the :data:`~axioms.search.refute.CANDIDATES` smallest
    close ones compared exactly); pairs whose comparison is undecided are appended to ``ties``."""
    perfect = np.diag(np.asarray(p, dtype=float))
    best = evaluate(metric, perfect[None])[0]
    values = values * metric.direction
    others = ~np.all(mats == perfect, axis=(1, 2))
    if np.isnan(best):
        if np.isfinite(values[others]).any():
            v, how = value_of(metric, int_lists(perfect))
            for i in np.flatnonzero(others & np.isfinite(values))[:CANDIDATES] if v is None else []:
                other = int_lists(mats[i])
                value, how_other = value_of(metric, other)  # scored in float64: re-checked as the perfect one was
                if value is not None:
                    return MAX.fails(f"on the test set {test_set_text(p)} the perfect classifier is unscored "
                                     f"while m={other} is scored",
                                     {"before": other, "after": int_lists(perfect),
                                      "verified": verified_how(how, how_other)})
        return None
    close = others & (values >= best * metric.direction - float_margin(best, values))
    for b in sorted(np.flatnonzero(close), key=lambda b: (mats[b].sum(), b))[:CANDIDATES]:
        m = int_lists(mats[b])
        sign, v_other, v_perfect, how = compare(metric, m, int_lists(perfect))
        if sign is not None and sign * metric.direction <= 0:
            return MAX.fails(
                f"on the test set {test_set_text(p)} the imperfect classifier m={m} scores {as_text(v_other)}, "
                f"{'as well as' if sign == 0 else 'better than'} the perfect classifier "
                f"({as_text(v_perfect)}; verified {how})",
                {"before": m, "after": int_lists(perfect),
                 "values": [as_text(v_other), as_text(v_perfect)], "verified": how},
            )
        if sign is None and v_other is not None and v_perfect is not None:
            ties.append(m)
    return None


def _lemma_applies(metric: Metric, n: int, settings: Settings) -> bool:
    """Whether both hypotheses of the lemma MON + definedness ⇒ MAX are proved at ``n``."""
    status = definedness_proof(metric, n, settings)
    if not isinstance(status, dict) or status.get(frozenset(range(n))) != "defined":
        return False
    return mon_proof(metric, n, settings, metric.direction) is True


def _random_classifiers(p: tuple[int, ...], count: int, rng: np.random.Generator) -> NDArray[Any]:
    """``count`` random classifiers on the test set ``p`` (each column a multinomial split of p_j)."""
    n = len(p)
    cols = [rng.multinomial(int(pj), np.full(n, 1 / n), size=count) for pj in p]
    return np.stack(cols, axis=-1).astype(float)


register_property(
    "MAX",
    name="best iff perfect",
    statement="on every test set the perfect classifier diag(p) scores strictly better "
              "than every other scored classifier",
    source="axiometrics",
    position=1,
    check=check_max,
)
