r"""LIN, linearity (Gandin & Murphy 1992): on each test set the score is a weighted sum of the cells.

Gandin & Murphy's equitable scores are linear: the score of a forecast is the mean of the scoring
matrix's entries over the items, :math:`\frac1N \sum_{ij} s_{ij}\, m_{ij}`, the scoring matrix
``s`` being built from the sample climatology. Read here: for every test set (true-class counts
``p``, the column sums) in which every class occurs, there are weights depending on ``p`` only with

.. math:: \mathrm{score}(m) = \sum_{ij} w_{ij}(p)\, m_{ij}
          \quad\text{for every classifier } m \text{ with column sums } p,

i.e. the score is an affine function of the free cells of the test set (a constant is a weighted
sum there: :math:`c = \sum_{ij} \frac{c}{n\,p_j} m_{ij}`). A weighted sum is defined on every
classifier, so a score undefined on some classifier of a test set on which another is scored fails.

Evidence: a proof for every test set where the score, certified defined on every classifier, has
total degree at most 1 in the free cells (:func:`axioms.constructions.fixed_margins.full_pattern_form`); a
counterexample is three classifiers ``m, m + d, m + 2d`` of one test set (``d`` moves one or two
items within their columns) whose exact second difference is not 0; otherwise a search of every
classifier of the grid's test sets along every such ``d`` (``✓*``). Accuracy, macro recall and
binary informedness are linear; F1, MCC and kappa are not.
"""

from functools import lru_cache
from itertools import combinations
from typing import Any

import numpy as np
from numpy.typing import NDArray
import sympy

from axioms.core.budget import Settings
from axioms.core.evidence import rechecked, verified_how
from axioms.arithmetic.exact import Float64, as_text, exact_sign, rounding_of, sign_of_difference, value_of
from axioms.constructions.fixed_margins import count_pairs, full_pattern_form
from axioms.search.coordinates import free_cells
from axioms.search.refute import CANDIDATES, EXACT_SAMPLE
from axioms.core.registry import register_property
from axioms.search.spaces import classifiers, evaluate, int_lists, test_set_text
from axioms.core.verdict import Verdict, VerdictsOf
from metrics import Metric, cell_symbols

LIN = VerdictsOf("LIN")


@lru_cache(maxsize=None)
def directions(n: int) -> tuple[NDArray[Any], ...]:
    """Every ``d`` that moves one item, or two items, within their columns (column sums kept), nonzero (made once per
    n, read-only: the search and its count of triples walk the same directions)."""
    moves = []
    for j in range(n):
        for a in range(n):
            for b in range(n):
                if a != b:
                    d = np.zeros((n, n), dtype=int)
                    d[a, j] -= 1
                    d[b, j] += 1
                    moves.append(d)
    out = [d for d in moves + [d1 + d2 for d1, d2 in combinations(moves, 2)] if d.any()]
    for d in out:
        d.flags.writeable = False
    return tuple(out)


def _candidates(mats: NDArray[Any], values: NDArray[Any], n: int) -> list[tuple[float, int, NDArray[Any]]]:
    """Float second differences ``(size, m, d)`` along every direction, largest first, at most :data:`CANDIDATES`."""
    base = int(mats.max()) + 3
    weights = base ** np.arange(n * n, dtype=np.int64).reshape(n, n)
    keys = (mats.astype(np.int64) * weights).sum(axis=(1, 2))
    order = np.argsort(keys)
    sorted_keys = keys[order]
    found = []
    for d in directions(n):
        one, two = mats + d, mats + 2 * d
        valid = (two >= 0).all(axis=(1, 2)) & (one >= 0).all(axis=(1, 2))
        idx = np.nonzero(valid)[0]
        k1 = keys[idx] + int((d * weights).sum())
        k2 = keys[idx] + 2 * int((d * weights).sum())
        i1 = order[np.clip(np.searchsorted(sorted_keys, k1), 0, len(keys) - 1)]
        i2 = order[np.clip(np.searchsorted(sorted_keys, k2), 0, len(keys) - 1)]
        v0, v1, v2 = values[idx], values[i1], values[i2]
        with np.errstate(invalid="ignore"):
            second = np.abs(v0 - 2 * v1 + v2)
            big = second > 1e-9 * (1 + np.abs(v0) + np.abs(v1) + np.abs(v2))
        for k in np.nonzero(big & np.isfinite(second))[0][:CANDIDATES]:
            found.append((float(second[k]), int(idx[k]), d))
    found.sort(key=lambda item: -item[0])
    return found[:CANDIDATES]


def _triples(mats: NDArray[Any], n: int) -> int:
    """How many triples m, m + d, m + 2d of one test set's classifiers ``mats`` :func:`_candidates` compares (m + 2d
    has no negative cell; then neither has m + d)."""
    return sum(int(((mats + 2 * d) >= 0).all(axis=(1, 2)).sum()) for d in directions(n))


def _exact_triples(mats: NDArray[Any], n: int, limit: int) -> list[tuple[float, int, NDArray[Any]]]:
    """Up to ``limit`` triples ``(0.0, i, d)`` of one test set's classifiers ``mats`` (m = ``mats[i]``) with m + 2d on
    the test set, the classifiers with the fewest empty cells first: compared exactly whatever float64 says (a second
    difference of 10⁻¹¹ is below :func:`_candidates`' threshold)."""
    order = np.argsort((mats == 0).sum(axis=(1, 2)), kind="stable")
    out: list[tuple[float, int, NDArray[Any]]] = []
    for i in order:
        out += [(0.0, int(i), d) for d in directions(n) if ((mats[i] + 2 * d) >= 0).all()][:limit - len(out)]
        if len(out) >= limit:
            break
    return out


def _second_difference(
    metric: Metric, mats: NDArray[Any], values: NDArray[Any], n: int,
    candidates: "list[tuple[float, int, NDArray[Any]]] | None" = None, exact_only: bool = False,
) -> tuple[Verdict | None, str | None]:
    """``(fails verdict, undecided)``: three classifiers with a certified nonzero second difference, or None; and
    the first triple whose second difference could not be certified (text), or None. The triples are ``candidates``
    (default :func:`_candidates`, the float scan's); with ``exact_only`` only triples scored exactly are compared.
    Float64 values are compared with their own rounding estimates (twice the middle one's)."""
    undecided = None
    for _, i, d in _candidates(mats, values, n) if candidates is None else candidates:
        triple = [int_lists(mats[i]), int_lists(mats[i] + d), int_lists(mats[i] + 2 * d)]
        scored = [value_of(metric, m) for m in triple]
        if any(v is None for v, _ in scored):
            continue
        (v0, h0), (v1, h1), (v2, h2) = scored
        if exact_only and not all(h == "exact" for h in (h0, h1, h2)):
            continue
        if all(h == "exact" for h in (h0, h1, h2)):
            sign = exact_sign(v0 - 2 * v1 + v2)
        else:
            sign = sign_of_difference(Float64(2 * float(v1), 2 * rounding_of(v1)),
                                      Float64(float(v0) + float(v2), rounding_of(v0) + rounding_of(v2)))
        if sign is None:
            undecided = undecided or f"the second difference at m={triple[0]}, m+d={triple[1]}, m+2d={triple[2]}"
        if sign:
            return LIN.fails(
                f"scores {as_text(v0)}, {as_text(v1)}, {as_text(v2)} at m={triple[0]}, m+d={triple[1]}, "
                f"m+2d={triple[2]} (same column sums): "
                f"the second difference {as_text(v0 - 2 * v1 + v2)} is not 0, so the score is not affine in the cells",
                {"matrices": triple, "values": [as_text(v0), as_text(v1), as_text(v2)],
                 "verified": verified_how(h0, h1, h2)},
                evidence={"kind": "counterexample",
                          "method": "float64 second differences on every classifier of the grid's "
                          "test sets; the triple re-checked "
                          + ("exactly" if verified_how(h0, h1, h2) == "exact"
                             else "in float64 beyond the rounding margin (the metric has no exact form)")},
            ), None
    return None, undecided


def _partly_defined(metric: Metric, mats: NDArray[Any], values: NDArray[Any], p: tuple[int, ...]) -> Verdict | None:
    """A fails verdict when the score is undefined on one classifier of test set ``p`` and defined on another
    (exactly), else None."""
    nan = np.isnan(values)
    if not nan.any() or nan.all():
        return None
    a, b = int_lists(mats[int(np.argmax(nan))]), int_lists(mats[int(np.argmin(nan))])
    (va, how_a), (vb, how_b) = value_of(metric, a), value_of(metric, b)
    how = verified_how(how_a, how_b)
    if va is None and vb is not None:
        return LIN.fails(
            f"on {test_set_text(p)} the score is undefined at m={a} but {as_text(vb)} at m={b}: "
            "a weighted sum of the cells is defined everywhere",
            {"test_set": list(p), "matrices": [a, b], "values": ["undefined", as_text(vb)],
             "verified": how},
            evidence={"kind": "counterexample",
                      "method": "float64 scan of every classifier of the test set; both values re-checked "
                                f"{rechecked(how)}"},
        )
    return None


def check_lin(metric: Metric, n: int, settings: Settings, rng: np.random.Generator) -> Verdict:
    """LIN: decide linearity at ``n`` classes (see the module docstring for the reading and the evidence)."""
    G, reason = full_pattern_form(metric, n, settings)
    free = [cell_symbols(n)[c] for c in free_cells(n)]
    if G is not None:
        try:
            degree = sympy.Poly(G, *free).total_degree()
        except sympy.PolynomialError:
            degree, reason = None, "the score is not a polynomial in the free cells of a test set"
        if degree is not None and degree <= 1:
            return LIN.holds(
                {"kind": "proof", "method": "on every test set in which every class occurs the score is certified "
                                            "defined on every classifier and, written in the free cells "
                                            "(dependent cell = column sum minus the rest), has total degree <= 1"},
                f"score = {G} on every test set (P_j: the true-class counts), affine in the cells",
            )
        reason = reason or f"the score has degree {degree} in the free cells"
    sets, the_grid = count_pairs(n, settings)
    scanned: list[tuple[Any, ...]] = [(p, classifiers(p)) for p in sets]
    scanned = [(p, mats, evaluate(metric, mats)) for p, mats in scanned]
    undecided = None
    for p, mats, values in scanned:
        found, tie = _second_difference(metric, mats, values, n)
        if found is not None:
            return found
        undecided = undecided or tie
    for p, mats, values in scanned:
        found = _partly_defined(metric, mats, values, p)
        if found is not None:
            return found
    if undecided:
        return LIN.undecided(undecided, f"no proof: {reason}")
    compared = 0
    for p, mats, values in scanned:
        sample = _exact_triples(mats, n, EXACT_SAMPLE - compared)
        compared += len(sample)
        found = _second_difference(metric, mats, values, n, sample, exact_only=True)[0]
        if found is not None:
            return found
    if not any(_triples(mats, n) for _, mats, _ in scanned):
        return LIN.unknown(f"no proof: {reason}; and no classifier m of the grid's test sets with every class present "
                           f"({the_grid.text()}) has m + d and m + 2d on its test set, so nothing was searched")
    return LIN.holds(
        {"kind": "search", "method": "float64 second differences along every move of one or two items within their "
                                     "columns, on every classifier of the test sets "
                                     f"with every class present among {the_grid.text()}, and those of {compared} "
                                     "triples of the classifiers with the fewest empty cells exactly; "
                                     f"no proof: {reason}",
         "budget": {**the_grid.as_budget(), "compared_exactly": compared}},
        "no second difference found nonzero",
    )


register_property(
    "LIN",
    name="linearity",
    statement="on every test set the score is a weighted sum Σ w_ij(p) m_ij of the cells, "
              "the weights depending on the true-class counts p only",
    source="Gandin & Murphy 1992, Equitable skill scores for categorical forecasts (Monthly Weather Review 120)",
    check=check_lin,
    group="gandin_murphy",
    position=2,
)
