r"""Random classifiers as data, and the exact expected score of one on a test set (Sebastiani's CHA).

:data:`MODELS` is the one table of the random-classifier models: name -> :class:`RandomModel`
(what it draws, as the exact probability of every classifier, and its description).
:func:`expected_score` enumerates every classifier of a test set with its exact probability,
never by sampling. Adding a model is adding one entry to :data:`MODELS`.
"""

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import comb, factorial, prod, ulp
from typing import Any

import sympy

from metrics import Metric
from metrics.errors import UsageError
from metrics.validation import check_choice

from axioms.arithmetic.exact import Float64, rounding_of, value_of
from axioms.search.spaces import classifiers, int_lists

__all__ = ["RandomModel", "MODELS", "RANDOM_MODELS", "probability", "expectation", "expected_score"]


def _multinomial(total: int, parts: Iterable[int]) -> int:
    return factorial(total) // prod(factorial(x) for x in parts)


def _hypergeometric(m: Sequence[Sequence[int]], p: Sequence[int], rows: Sequence[int]) -> Fraction:
    r"""Probability of the table ``m`` among all tables with column sums ``p`` and row sums
    ``rows`` when the predictions are a uniformly random permutation:
    :math:`\prod_i r_i! \prod_j p_j! / (N! \prod_{ij} m_{ij}!)` (0 if the row sums differ)."""
    if [sum(row) for row in m] != list(rows):
        return Fraction(0)
    return Fraction(
        prod(factorial(x) for x in p) * prod(factorial(x) for x in rows),
        factorial(sum(p)) * prod(factorial(x) for row in m for x in row),
    )


def _coin(m: Sequence[Sequence[int]], p: Sequence[int], predicted: Sequence[int] | None) -> Fraction | int:
    r"""Every item gets each of the n classes with probability 1/n:
    :math:`\prod_j \binom{p_j}{m_{\cdot j}} n^{-p_j}`."""
    n = len(p)
    return prod(Fraction(_multinomial(p[j], [m[i][j] for i in range(n)]), n ** p[j]) for j in range(n))


def _prevalence(m: Sequence[Sequence[int]], p: Sequence[int], predicted: Sequence[int] | None) -> Fraction:
    r"""Every item gets class i with probability :math:`q_i = p_i/|D|`:
    :math:`\prod_j \binom{p_j}{m_{\cdot j}} \prod_i q_i^{m_{ij}}`."""
    n = len(p)
    q = [Fraction(p[i], sum(p)) for i in range(n)]
    out = Fraction(1)
    for j in range(n):
        out *= _multinomial(p[j], [m[i][j] for i in range(n)])
        for i in range(n):
            out *= q[i] ** m[i][j]
    return out


def _uniform_rate(m: Sequence[Sequence[int]], p: Sequence[int], predicted: Sequence[int] | None) -> Fraction:
    r"""Prediction counts uniform over the compositions of |D|, the table hypergeometric given them:
    :math:`P_{hyp}(m \mid r = \text{row sums of } m) / \binom{|D| + n - 1}{n - 1}`."""
    n = len(p)
    return _hypergeometric(m, p, [sum(row) for row in m]) / comb(sum(p) + n - 1, n - 1)


def _permutation(m: Sequence[Sequence[int]], p: Sequence[int], predicted: Sequence[int] | None) -> Fraction:
    r"""The prediction counts ``predicted`` fixed, the predictions a uniformly random permutation:
    :math:`P_{hyp}(m \mid r)`."""
    assert predicted is not None  # the model fixes the prediction counts
    return _hypergeometric(m, p, predicted)


@dataclass(frozen=True)
class RandomModel:
    """A random classifier: the exact probability ``probability(m, p, predicted)`` of the matrix ``m`` on
    the test set ``p``, whether it also fixes the prediction counts (``predicted``, the row sums),
    and a description."""

    probability: Callable[[Sequence[Sequence[int]], Sequence[int], Sequence[int] | None], Fraction | int]
    description: str
    fixes_predictions: bool = False


#: The random-classifier models, in the order CHA reports them (the first, ``coin``, is its verdict's model).
MODELS = {
    "coin": RandomModel(_coin, "each item gets each class with probability 1/n"),
    "uniform_rate": RandomModel(_uniform_rate, "number of predicted positives uniform (n classes: prediction counts "
                                "uniform over the compositions), the table hypergeometric given it"),
    "prevalence": RandomModel(_prevalence, "each item gets class i with probability prevalence(i)/|D|"),
    "permutation": RandomModel(_permutation, "prediction counts fixed too, the predictions a uniformly random "
                               "permutation (a hypergeometric table)", fixes_predictions=True),
}

#: The names of :data:`MODELS` (see :func:`expected_score`).
RANDOM_MODELS = tuple(MODELS)


def probability(
    m: Sequence[Sequence[int]], p: Sequence[int], model: str, predicted: Sequence[int] | None = None
) -> Fraction | int:
    """Exact probability that the random classifier ``model`` (a key of :data:`MODELS`) produces the matrix ``m``
    on test set ``p`` (``predicted``: the fixed prediction counts of a model that fixes them)."""
    return MODELS[check_choice(model, MODELS, "random-classifier model")].probability(m, p, predicted)


def _scored(
    metric: Metric, p: Iterable[int], cache: dict[tuple[int, ...], Any] | None = None,
    predicted: Sequence[int] | None = None,
) -> list[tuple[list[list[int]], Any, str]]:
    """``[(matrix, value, how)]`` for every classifier on the test set ``p``, in enumeration order (cached
    per call site); with ``predicted``, only the classifiers whose row sums (prediction counts) are ``predicted``."""
    p = tuple(int(x) for x in p)
    if cache is None or p not in cache:
        every: list[tuple[list[list[int]], Any, str]] = []
        by_rows: dict[tuple[int, ...], list[tuple[list[list[int]], Any, str]]] = {}
        for m in classifiers(p):
            m = int_lists(m)
            v, how = value_of(metric, m)
            every.append((m, v, how))
            by_rows.setdefault(tuple(sum(row) for row in m), []).append((m, v, how))
        cache = {} if cache is None else cache
        cache[p] = every, by_rows
    every, by_rows = cache[p]
    return every if predicted is None else by_rows.get(tuple(predicted), [])


def _to_number(v: Any) -> Any:
    if isinstance(v, float):
        return v
    if v.is_Rational:
        return Fraction(int(v.p), int(v.q))
    return v


def expectation(
    metric: Metric, p: Sequence[int], model: str, cache: dict[tuple[int, ...], Any] | None = None,
    predicted: Sequence[int] | None = None,
) -> dict[str, Any]:
    """Exact E[score] under ``model``: dict with value (None if undefined), how, undefined witness, conditional
    value."""
    scored = _scored(metric, p, cache, predicted)
    total_prob = Fraction(0)
    acc_frac, acc_other, acc_float, acc_rounding = Fraction(0), [], 0.0, 0.0
    defined_prob = Fraction(0)
    witness = None
    any_float = False
    for m, v, how in scored:
        pr = probability(m, p, model, predicted)
        total_prob += pr
        if pr == 0:
            continue
        if v is None:
            if witness is None:
                witness = (m, pr)
            continue
        defined_prob += pr
        x = _to_number(v)
        if isinstance(x, float):
            any_float = True
            acc_float += float(pr) * x
            acc_rounding += float(pr) * rounding_of(x)
        elif isinstance(x, Fraction):
            acc_frac += pr * x
        else:
            acc_other.append(sympy.Rational(pr.numerator, pr.denominator) * x)
    assert total_prob == 1, (p, model, predicted, total_prob)
    if any_float:  # the scores' rounding estimates, weighted, plus the sum's own (16 ulps per term)
        weighted = acc_float + float(acc_frac) + float(sum(acc_other) if acc_other else 0.0)
        weighted = Float64(weighted, acc_rounding + 16 * len(scored) * ulp(weighted))
    else:
        weighted = sympy.Rational(acc_frac.numerator, acc_frac.denominator) + sympy.Add(*acc_other)
    conditional = None
    if defined_prob > 0:
        conditional = (Float64(weighted / float(defined_prob), weighted.rounding / float(defined_prob)) if any_float
                       else weighted / sympy.Rational(defined_prob.numerator, defined_prob.denominator))
    return {
        "value": None if witness is not None else weighted,
        "how": "float64" if any_float else "exact",
        "undefined": witness,
        "conditional": conditional,
        "defined_probability": defined_prob,
        "scored_anywhere": defined_prob > 0 or any(v is not None for _, v, _ in scored),
    }


def expected_score(
    metric: str | Metric, test_set_counts: Sequence[int], model: str = "coin",
    predicted_counts: Sequence[int] | None = None,
) -> Any:
    r"""Exact expected score of a random classifier on a test set (Sebastiani's CHA).

    Parameters
    ----------
    metric : str or metrics.Metric
    test_set_counts : sequence of int
        ``(AP, AN)`` for binary test sets, or the n class prevalences.
    model : str
        ``"coin"``: every item is given each of the n classes with probability 1/n
        independently (binary: positive with probability 1/2);
        ``"uniform_rate"``: the number k of predicted positives is uniform on
        ``0..|D|`` and the positives are a uniformly random k-subset (so TP is
        hypergeometric); n classes: the predicted class counts are uniform over all
        compositions of ``|D|`` and the table given them is multivariate hypergeometric;
        ``"prevalence"``: every item gets class i with probability ``prevalence(i) / |D|`` independently;
        ``"permutation"``: the classifier's prediction counts :math:`r` (row sums) are
        fixed as well, and its predictions are a uniformly random permutation of them
        over the items, so the table is multivariate (Fisher) hypergeometric,

        .. math:: P(m) = \frac{\prod_i r_i!\,\prod_j p_j!}{N!\,\prod_{ij} m_{ij}!},
                  \qquad E[m_{ij}] = \frac{r_i\, p_j}{N}

        (the model of permutation tests and of "constant baseline" properties; its expected matrix :math:`r p^\top / N`
        is one of Opitz's random classifiers :math:`z p^\top`, so PV's baseline is unchanged by it).
    predicted_counts : sequence of int, optional
        The prediction counts :math:`r` of the ``"permutation"`` model (as many as classes, summing to :math:`|D|`);
        by default :math:`r = p` (predictions are the true labels shuffled). Only the ``"permutation"`` model takes it.

    Returns
    -------
    sympy number, float or None
        Exact (a sympy number), a float for metrics without an exact form, or None when the expectation
        is undefined (the metric is undefined on a classifier the model draws with positive
        probability). Computed by enumerating every classifier with its exact probability, never by sampling.

    Notes
    -----
    Sebastiani's F1 values for AN = 0 (0.500 at ``|D| = 1``, ≈ 0.612 at ``|D| = 100``) are those
    of ``"uniform_rate"``.

    Examples
    --------
    One positive item, no negative: the classifier predicts 0 or 1 positives with
    probability 1/2 each, scoring F1 = 0 or 1 (Sebastiani 2015, §5.6: 0.500).

    >>> expected_score("f1", (1, 0), model="uniform_rate")
    1/2

    Kappa's chance agreement is fixed by both marginals, so under the permutation model its
    expectation is exactly 0 (here 2 positives and 3 negatives, 1 predicted positive):

    >>> expected_score("cohen_kappa", (2, 3), model="permutation", predicted_counts=(1, 4))
    0
    """
    metric, p = _validated(metric, test_set_counts, model)
    return expectation(metric, p, model, predicted=_predicted(p, model, predicted_counts))["value"]


def _validated(metric: str | Metric, test_set_counts: Sequence[int], model: str) -> tuple[Metric, tuple[int, ...]]:
    """``(metric, p)``: the metric object and the test set as a tuple of ints, after checking the arguments of
    :func:`expected_score`."""
    import metrics as _metrics

    metric = _metrics.get(metric)
    try:
        p = tuple(int(x) for x in test_set_counts)
        ok = all(x >= 0 for x in p) and sum(p) > 0 and all(int(x) == x for x in test_set_counts)
    except (TypeError, ValueError):
        ok = False
    if not ok or len(p) < 2:
        raise UsageError(f"test_set_counts={test_set_counts!r} is not supported; accepted: two or more nonnegative "
                         "integer class counts with a positive sum")
    if not metric.applies_to(len(p)):
        raise UsageError(f"metric {metric.name!r} is not defined for n={len(p)} classes")
    check_choice(model, RANDOM_MODELS, "random-classifier model")
    return metric, p


def _predicted(p: tuple[int, ...], model: str, predicted_counts: Sequence[int] | None) -> tuple[int, ...] | None:
    """The validated prediction counts of the permutation model (``p`` by default); None for the other models."""
    if not MODELS[model].fixes_predictions:
        if predicted_counts is not None:
            raise UsageError(f"predicted_counts= is a parameter of model='permutation' only; got model={model!r}")
        return None
    if predicted_counts is None:
        return p
    try:
        r = tuple(int(x) for x in predicted_counts)
        ok = len(r) == len(p) and all(x >= 0 and x == y for x, y in zip(r, predicted_counts)) and sum(r) == sum(p)
    except (TypeError, ValueError):
        ok = False
    if not ok:
        raise UsageError(
            f"predicted_counts={predicted_counts!r} does not fit the test set {list(p)}; accepted: {len(p)} "
            f"nonnegative integer prediction counts summing to {sum(p)} (how many items the classifier assigns to "
            "each class)"
        )
    return r
