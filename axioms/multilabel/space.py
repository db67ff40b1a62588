r"""The second sample space: pairs of indicator matrices ``(y_true, y_pred)`` of shape ``(n_samples, n_labels)``.

A multi-label property (:mod:`axioms.multilabel.properties`) compares a metric's score on a pair
with its score on a transformed pair (labels permuted, one bit corrected, instances
duplicated). It is checked on

* **every** pair of 0/1 matrices of every shape up to :attr:`MultilabelSpace.bound`
  (default ``n_samples <= 3``, ``n_labels <= 3``: :math:`\sum_{n,m \le 3} 4^{nm}` = 270 756 pairs
  before the transformations), then
* a **seeded random search** beyond it: :attr:`MultilabelSpace.pairs` random pairs for each of
  :attr:`MultilabelSpace.search_shapes` (each pair with its own density of ones).

Candidates are found in float64 (a difference beyond :data:`CANDIDATE_MARGIN`; at these sizes
two distinct values differ by far more) and every one reported is re-checked exactly
(:func:`metrics.multilabel_registry.exact_multilabel_value`), so a counterexample is exact.
"""

from collections.abc import Callable, Iterator
from dataclasses import dataclass
import functools
from fractions import Fraction
from typing import Any
import zlib

import numpy as np

from metrics.errors import UsageError
from metrics.validation import check_integer
from metrics.multilabel_registry import MultilabelMetric, exact_multilabel_value

from axioms.arithmetic.exact import FLOAT_MARGIN, sign_of_difference

__all__ = ["MultilabelSpace", "MAX_PAIRS", "CANDIDATE_MARGIN", "all_indicators", "all_pairs", "random_pairs",
           "pair_batches", "Transform", "find_violation", "ScoreTable", "exact_or_float", "budget_of", "value_text"]

#: Float64 difference beyond which a pair is a candidate, re-checked exactly.
CANDIDATE_MARGIN = 1e-12

#: How many candidates of one batch are re-checked exactly before moving on.
_RECHECKS = 20

#: Most cells (n_samples · n_labels) of an exhaustive bound: 4^10 ≈ 10⁶ pairs of the largest shape.
MAX_CELLS = 10

#: The most random pairs per search shape (10¹² of them asked for terabytes, and every cell then said MemoryError).
MAX_PAIRS = 1_000_000

#: A transformation of a batch of pairs: yields ``(y_true, y_pred, y_true', y_pred', change)`` batches.
Transform = Callable[[Any, Any], Iterator[tuple[Any, Any, Any, Any, str]]]


@dataclass(frozen=True)
class MultilabelSpace:
    """Where multi-label properties are checked: every pair up to ``bound`` = (max n_samples,
    max n_labels), then ``pairs`` random pairs of each of ``search_shapes``, seeded by ``seed``.

    Examples
    --------
    >>> MultilabelSpace(bound=(2, 2)).shapes()
    [(1, 1), (1, 2), (2, 1), (2, 2)]
    """

    bound: tuple[int, int] = (3, 3)
    seed: int = 0
    pairs: int = 400
    search_shapes: tuple[tuple[int, int], ...] = ((4, 4), (5, 3), (6, 5))

    def __post_init__(self) -> None:
        check_integer(self.seed, "seed", 0)
        check_integer(self.pairs, "pairs", 0, maximum=MAX_PAIRS)
        if self.bound[0] * self.bound[1] > MAX_CELLS:
            raise UsageError(f"bound={self.bound}: every pair of {self.bound[0]}x{self.bound[1]} indicator matrices is "
                             f"4^{self.bound[0] * self.bound[1]} pairs; the exhaustive bound allows at most "
                             f"{MAX_CELLS} cells (n_samples * n_labels), e.g. bound=(3, 3); larger shapes belong in "
                             "search_shapes")

    def shapes(self) -> list[tuple[int, int]]:
        """Every shape ``(n_samples, n_labels)`` up to the bound."""
        return [(n, m) for n in range(1, self.bound[0] + 1) for m in range(1, self.bound[1] + 1)]

    def rng(self, *keys: str) -> np.random.Generator:
        """A generator seeded by ``seed`` and ``keys`` (the metric and the property): the same run, the same pairs."""
        return np.random.default_rng([self.seed, zlib.crc32("/".join(keys).encode())])


def all_indicators(n: int, m: int) -> Any:
    """Every 0/1 matrix of shape ``(n, m)``: ``(2**(n*m), n, m)``, in binary counting order.

    Examples
    --------
    >>> all_indicators(1, 2).tolist()
    [[[0, 0]], [[0, 1]], [[1, 0]], [[1, 1]]]
    """
    k = np.arange(2 ** (n * m))
    bits = (k[:, None] >> np.arange(n * m - 1, -1, -1)) & 1
    return bits.reshape(-1, n, m).astype(np.int64)


def all_pairs(n: int, m: int) -> tuple[Any, Any]:
    """Every pair ``(y_true, y_pred)`` of 0/1 matrices of shape ``(n, m)``: two ``(4**(n*m), n, m)`` arrays.

    Examples
    --------
    >>> [a.shape for a in all_pairs(1, 2)]
    [(16, 1, 2), (16, 1, 2)]
    """
    mats = all_indicators(n, m)
    i, j = np.meshgrid(np.arange(len(mats)), np.arange(len(mats)), indexing="ij")
    return mats[i.ravel()], mats[j.ravel()]


def random_pairs(rng: np.random.Generator, n: int, m: int, count: int) -> tuple[Any, Any]:
    """``count`` random pairs of shape ``(n, m)``; each matrix's bits are Bernoulli(d) with its own density d ~ U(0, 1).

    Examples
    --------
    >>> [a.shape for a in random_pairs(np.random.default_rng(0), 4, 3, 5)]
    [(5, 4, 3), (5, 4, 3)]
    """
    density = rng.random((2, count, 1, 1))
    t, z = (rng.random((2, count, n, m)) < density).astype(np.int64)
    return t, z


class ScoreTable:
    """The metric's float64 scores of batches of pairs. A pair of a shape within the space's bound is read
    from a table of every pair of that shape, scored once (:func:`all_pairs`, in binary counting order),
    so the exhaustive stage scores each pair once however many transforms of it a property compares;
    other shapes are scored as they come.

    Examples
    --------
    >>> from metrics.multilabel_registry import get_multilabel
    >>> scores = ScoreTable(get_multilabel("hamming_loss"), MultilabelSpace(bound=(1, 2)))
    >>> scores(np.array([[[1, 0]], [[1, 1]]]), np.array([[[1, 1]], [[0, 0]]])).tolist()
    [0.5, 1.0]
    """

    def __init__(self, metric: Any, space: MultilabelSpace) -> None:
        self.metric, self.shapes = metric, set(space.shapes())
        self.tables: dict[tuple[int, int], Any] = {}

    # the last metric's tables, shared by the properties checked one after another for it
    @classmethod
    @functools.lru_cache(maxsize=1)
    def of(cls, metric: Any, space: MultilabelSpace) -> "ScoreTable":
        """The table of ``metric`` on ``space``."""
        return cls(metric, space)

    def __call__(self, t: Any, z: Any) -> Any:
        n, m = t.shape[-2:]
        if (n, m) not in self.shapes:
            return self.metric(t, z)
        if (n, m) not in self.tables:
            self.tables[n, m] = np.asarray(self.metric(*all_pairs(n, m)), dtype=float)
        weights = 1 << np.arange(n * m - 1, -1, -1)  # the bits of a matrix, first cell most significant

        def code(a: Any) -> Any:
            return np.asarray(a).reshape(len(a), -1) @ weights

        return self.tables[n, m][code(t) * 2 ** (n * m) + code(z)]


def pair_batches(space: MultilabelSpace, *keys: str) -> Iterator[tuple[Any, Any]]:
    """The batches of pairs a property runs through: every pair up to the bound, then the random ones."""
    for n, m in space.shapes():
        yield all_pairs(n, m)
    rng = space.rng(*keys)
    for n, m in space.search_shapes:
        yield random_pairs(rng, n, m, space.pairs)


def budget_of(space: MultilabelSpace) -> dict[str, Any]:
    """The budget a check spent, as its evidence states it.

    Examples
    --------
    >>> budget_of(MultilabelSpace(bound=(1, 1), pairs=2, search_shapes=((2, 2),)))["exhaustive_pairs"]
    4
    """
    return {
        "exhaustive": f"every pair with n_samples <= {space.bound[0]}, n_labels <= {space.bound[1]}",
        "exhaustive_pairs": sum(4 ** (n * m) for n, m in space.shapes()),
        "random_pairs": space.pairs * len(space.search_shapes),
        "random_shapes": [list(s) for s in space.search_shapes],
        "seed": space.seed,
    }


def value_text(v: "Fraction | float | None") -> str:
    """An exact value as text (``"undefined"`` for None).

    Examples
    --------
    >>> value_text(Fraction(2, 3)), value_text(None)
    ('2/3', 'undefined')
    """
    return "undefined" if v is None else str(v)


def exact_or_float(metric: MultilabelMetric, t: Any, z: Any) -> tuple[Any, str]:
    """``(value, how)`` of one pair: the exact value (Fraction, None if undefined) and ``"exact"``
    when the metric runs exactly and agrees with its own float64 code there, else the float64
    value (None if NaN) and ``"float64"``: one metric is never judged by two semantics.

    Examples
    --------
    >>> from metrics.multilabel_registry import get_multilabel
    >>> exact_or_float(get_multilabel("jaccard"), [[1, 1]], [[1, 0]])
    (Fraction(1, 2), 'exact')
    """
    f = float(metric(t, z))
    try:
        v = exact_multilabel_value(metric, t, z)
    except NotImplementedError:
        v = NotImplemented
    if (v is None and np.isnan(f)
            or v not in (None, NotImplemented) and abs(float(v) - f) <= FLOAT_MARGIN * max(1.0, abs(f))):
        return v, "exact"
    return (None if np.isnan(f) else f), "float64"


def _violated(a: Any, b: Any, relation: str, higher_is_better: bool, how: str) -> "bool | None":
    """Whether ``a`` (before) and ``b`` (after) violate ``relation`` ("equal" or "not_worse"): decided exactly,
    or in float64 beyond the rounding margin (:func:`axioms.arithmetic.exact.sign_of_difference`); None when too
    close to tell."""
    if a is None or b is None:
        return relation == "equal" and (a is None) != (b is None)
    sign = (b > a) - (b < a) if how == "exact" else sign_of_difference(float(a), float(b))
    if sign is None:
        return None
    return sign != 0 if relation == "equal" else sign == (-1 if higher_is_better else 1)


def _candidates(s: Any, s2: Any, relation: str, higher_is_better: bool) -> Any:
    """Float64 candidates of a violation (re-checked exactly): definedness or value changed, or the score got worse."""
    nan, nan2 = np.isnan(s), np.isnan(s2)
    with np.errstate(invalid="ignore"):
        if relation == "equal":
            return (nan != nan2) | (~nan & ~nan2 & (np.abs(s - s2) > CANDIDATE_MARGIN))
        worse = (s2 < s - CANDIDATE_MARGIN) if higher_is_better else (s2 > s + CANDIDATE_MARGIN)
    return ~nan & ~nan2 & worse


def find_violation(metric: MultilabelMetric, space: MultilabelSpace, pid: str, transform: Transform,
                   relation: str) -> "dict[str, Any] | None":
    """The first pair, in the order of :func:`pair_batches`, whose score and its transform's violate
    ``relation``, re-checked exactly: a counterexample record, None when nothing is found, or
    ``{"undecided": why}`` when a candidate could not be decided (too close in float64, or more
    candidates in one batch than are re-checked), or when no pair had a transform to compare: never counted as
    agreement.

    ``relation`` is ``"equal"`` (the same score, or both undefined) or ``"not_worse"`` (among
    defined scores, the transformed one is not worse: not lower, or not higher for a loss).
    """
    undecided, compared = None, 0
    scores = ScoreTable.of(metric, space)
    for t, z in pair_batches(space, metric.name, pid):
        for t0, z0, t2, z2, change in transform(t, z):
            compared += len(t0)
            bad = np.flatnonzero(_candidates(scores(t0, z0), scores(t2, z2), relation, metric.higher_is_better))
            for k in bad[:_RECHECKS]:
                (a, how_a), (b, how_b) = exact_or_float(metric, t0[k], z0[k]), exact_or_float(metric, t2[k], z2[k])
                how = "exact" if how_a == how_b == "exact" else "float64"
                broken = _violated(a, b, relation, metric.higher_is_better, how)
                if broken:
                    return {"y_true": t0[k].tolist(), "y_pred": z0[k].tolist(), "y_true_after": t2[k].tolist(),
                            "y_pred_after": z2[k].tolist(), "change": change, "values": [value_text(a), value_text(b)],
                            "verified": how}
                if broken is None:
                    undecided = undecided or (f"{change}: scores {value_text(a)} and {value_text(b)} too close to "
                                              "compare in float64")
            if len(bad) > _RECHECKS:
                undecided = undecided or f"{change}: {len(bad)} float64 candidates, only {_RECHECKS} re-checked"
    if not compared:  # a bound of one label and no random pairs: no label to permute, nothing was compared
        undecided = ("no pair up to the bound or in the random search has a transformed pair to compare with "
                     "(a permutation needs two labels or instances): nothing was compared")
    return {"undecided": undecided} if undecided else None
