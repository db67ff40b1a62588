r"""Properties of multi-label metrics, decided on the space of indicator-matrix pairs (:mod:`axioms.multilabel.space`).

Each property is one function ``check_*(metric, space) -> Verdict`` listed in
:data:`MULTILABEL_PROPERTIES`; :func:`check_multilabel` runs them. Evidence follows the engine's
rules (:mod:`axioms.core.evidence`): a "holds" is ``exhaustive`` (every pair up to the bound, then a
seeded random search beyond it, both stated in the budget), never a proof; a "fails" carries a
counterexample re-checked exactly, shown as labelled indicator matrices.

Write :math:`s(Y, Z)` for the score of true matrix :math:`Y` and predicted matrix :math:`Z`
(``n`` instances as rows, ``m`` labels as columns). The metrics are Wenzel's (§3.3); the
properties mirror multi-class ones (Opitz's PI monotonicity, scale invariance, Gösgens et al.'s
constant baseline), and each check's docstring states its definition, reading and source.
"""

from collections.abc import Callable, Iterator
from fractions import Fraction
from math import comb
from typing import Any

import numpy as np

from metrics.errors import UnknownPropertyError
from metrics.multilabel_registry import MultilabelMetric, get_multilabel

from axioms.multilabel.space import (MultilabelSpace, all_indicators, budget_of, exact_or_float, find_violation,
                                     value_text)
from axioms.core.verdict import Verdict, fails, holds, unknown

__all__ = ["MULTILABEL_PROPERTIES", "check_multilabel", "check_label_permutation", "check_instance_permutation",
           "check_bit_monotonicity", "check_duplication", "check_random_labeller", "random_labeller_coefficients"]


def _permutations(t: Any, z: Any, axis: int, what: str) -> Iterator[tuple[Any, Any, Any, Any, str]]:
    """The two generators of all permutations of ``axis``: swap the first two, shift cyclically by one."""
    size = t.shape[axis]
    if size < 2:
        return
    swap, shift = [1, 0, *range(2, size)], [*range(1, size), 0]
    for order, change in ((swap, f"{what} 1 and 2 swapped"), (shift, f"{what} shifted cyclically (1 -> last)")):
        yield t, z, np.take(t, order, axis=axis), np.take(z, order, axis=axis), change
        if size == 2:
            return  # the shift of two is the swap


def _holds(pid: str, space: MultilabelSpace, what: str) -> Verdict:
    return holds(pid, {"kind": "exhaustive",
                       "method": (f"{what}; candidates in float64, each re-checked exactly (or beyond the float64 "
                                  "rounding margin where the metric does not run exactly); nothing found"),
                       "budget": budget_of(space)},
                 "not refuted: every pair up to the bound and the random search")


def _decide(pid: str, metric: MultilabelMetric, space: MultilabelSpace, transform: Callable[..., Any], relation: str,
            what: str) -> Verdict:
    record = find_violation(metric, space, pid, transform, relation)
    if record is None:
        return _holds(pid, space, what)
    if "undecided" in record:
        return unknown(pid, f"undecided: {record['undecided']} (not counted as agreement)")
    return fails(pid, f"{record['change']}: score {record['values'][0]} -> {record['values'][1]}",
                 record)  # type: ignore[arg-type]


def check_label_permutation(metric: MultilabelMetric, space: MultilabelSpace) -> Verdict:
    r"""ML-LPI, label permutation invariance: renaming the labels leaves the score unchanged.

    .. math:: s(Y P, Z P) = s(Y, Z) \quad \text{for every permutation matrix } P \in \{0,1\}^{m \times m}

    (both undefined counts as equal). Checked on the two generators of the permutations
    (swap labels 1 and 2, cyclic shift), which suffices: invariance under generators is invariance
    under the group. Source: the multi-label reading of symmetry in the labels (Wenzel §2.3:
    label-based averages treat every label alike).
    """
    return _decide("ML-LPI", metric, space, lambda t, z: _permutations(t, z, -1, "labels"), "equal",
                   "labels permuted (swap, cyclic shift)")


def check_instance_permutation(metric: MultilabelMetric, space: MultilabelSpace) -> Verdict:
    r"""ML-IPI, instance permutation invariance: reordering the instances leaves the score unchanged.

    .. math:: s(P Y, P Z) = s(Y, Z) \quad \text{for every permutation matrix } P \in \{0,1\}^{n \times n}

    (both undefined counts as equal); generators as in :func:`check_label_permutation`. Source: a
    test set is a multiset of instances (Wenzel §3.3 averages over instances).
    """
    return _decide("ML-IPI", metric, space, lambda t, z: _permutations(t, z, -2, "instances"), "equal",
                   "instances permuted (swap, cyclic shift)")


def _corrections(t: Any, z: Any) -> Iterator[tuple[Any, Any, Any, Any, str]]:
    """For every bit (i, j), the pairs where ``y_pred[i, j]`` is wrong, before and after correcting it."""
    n, m = t.shape[-2:]
    for i in range(n):
        for j in range(m):
            wrong = t[:, i, j] != z[:, i, j]
            if wrong.any():
                fixed = z[wrong].copy()
                fixed[:, i, j] = t[wrong][:, i, j]
                yield t[wrong], z[wrong], t[wrong], fixed, f"y_pred[{i + 1}, {j + 1}] corrected"


def check_bit_monotonicity(metric: MultilabelMetric, space: MultilabelSpace) -> Verdict:
    r"""ML-MON, monotonicity in one bit: correcting one wrong predicted bit never makes the score worse.

    .. math:: Z'_{ij} = Y_{ij},\ Z' = Z \text{ elsewhere},\ Z_{ij} \ne Y_{ij} \implies s(Y, Z') \ge s(Y, Z)

    (:math:`\le` for a loss, ``higher_is_better=False``); not strict, since the exact match ratio
    does not change when an instance with two wrong bits gets one right. Reading: only pairs where
    both scores are defined are compared (a correction that makes the score defined or undefined,
    instance precision losing its only predicted label, is a question of definedness). Source: the
    multi-label counterpart of Opitz's PI (one error fewer never lowers the score).
    """
    return _decide("ML-MON", metric, space, _corrections, "not_worse",
                   "every wrong bit of y_pred corrected, one at a time")


def _duplicated(t: Any, z: Any) -> Iterator[tuple[Any, Any, Any, Any, str]]:
    yield t, z, np.concatenate([t, t], axis=-2), np.concatenate([z, z], axis=-2), "every instance duplicated"


def check_duplication(metric: MultilabelMetric, space: MultilabelSpace) -> Verdict:
    r"""ML-DUP, duplication invariance: duplicating every instance leaves the score unchanged.

    .. math:: s\Big(\begin{bmatrix} Y \\ Y \end{bmatrix}, \begin{bmatrix} Z \\ Z \end{bmatrix}\Big) = s(Y, Z)

    (both undefined counts as equal). Source: the multi-label counterpart of scale invariance
    (Sebastiani's and Opitz's reading that a metric of rates does not depend on the test set's size).
    """
    return _decide("ML-DUP", metric, space, _duplicated, "equal", "every instance duplicated")


def random_labeller_coefficients(metric: MultilabelMetric, y_true: Any) -> "list[Fraction] | None":
    r"""The Bernstein coefficients :math:`b_k` of the expected score of the random labeller, exactly.

    With every predicted bit Bernoulli(q) independently and :math:`N = n m` bits,

    .. math:: E_q = \sum_{k=0}^{N} \binom{N}{k} q^k (1 - q)^{N - k}\, b_k, \qquad
              b_k = \operatorname{mean}\{ s(Y, Z) : |Z| = k \},

    a polynomial in q in Bernstein form, so :math:`E_q` is constant in q exactly when every
    :math:`b_k` is the same. None when some prediction has an undefined score (it has probability
    > 0 for every q in (0, 1), so :math:`E_q` is undefined). Raises ``NotImplementedError`` when
    some score has no exact value that agrees with the metric's float64 code
    (:func:`axioms.multilabel.space.exact_or_float`).

    Examples
    --------
    >>> random_labeller_coefficients(get_multilabel("hamming_loss"), [[0]])
    [Fraction(0, 1), Fraction(1, 1)]
    """
    y_true = np.asarray(y_true)
    preds = all_indicators(*y_true.shape)
    sums: dict[int, Fraction] = {}
    for z in preds:
        v, how = exact_or_float(metric, y_true, z)
        if how != "exact":
            raise NotImplementedError(f"no exact value of {metric.name} agrees with its float64 code at "
                                      f"y_true={y_true.tolist()}, y_pred={z.tolist()}")
        if v is None:
            return None
        k = int(z.sum())
        sums[k] = sums.get(k, Fraction(0)) + v
    n_bits = y_true.size
    return [sums[k] / comb(n_bits, k) for k in range(n_bits + 1)]


def _expected(b: list[Fraction], q: Fraction) -> Fraction:
    n_bits = len(b) - 1
    return sum((comb(n_bits, k) * q**k * (1 - q) ** (n_bits - k) * b[k] for k in range(n_bits + 1)), Fraction(0))


#: The random labeller is decided exactly for every y_true with n_samples * n_labels <= this (2**N predictions each).
RANDOM_LABELLER_BITS = 4


def check_random_labeller(metric: MultilabelMetric, space: MultilabelSpace) -> Verdict:
    r"""ML-RLB, random-labeller baseline: the expected score of random predictions does not depend on their rate.

    .. math:: \frac{d}{dq}\, E_{Z \sim \mathrm{Bernoulli}(q)^{n \times m}}\big[s(Y, Z)\big] = 0
              \quad \text{for every } Y

    Decided exactly (Fractions, :func:`random_labeller_coefficients`) for every ``y_true`` of every
    shape up to ``space.bound`` with at most :data:`RANDOM_LABELLER_BITS` bits; a ``y_true`` where the
    expectation is undefined is skipped, and when it is undefined for every one the verdict is
    "not_applicable" (the random labeller has no expected score to compare). A counterexample gives
    ``y_true`` and two exact values of :math:`E_q`. Source: Gandin–Murphy equitability and Gösgens
    et al.'s constant baseline, read on the multi-label space with independent Bernoulli(q) bits.
    """
    shapes = [(n, m) for n, m in space.shapes() if n * m <= RANDOM_LABELLER_BITS]
    decided = 0
    for n, m in shapes:
        for y_true in all_indicators(n, m):
            try:
                b = random_labeller_coefficients(metric, y_true)
            except NotImplementedError as exc:
                return unknown("ML-RLB", f"not decided exactly: {exc}")
            if b is None:
                continue
            decided += 1
            if len(set(b)) > 1:
                # N + 1 points: a nonconstant E_q differs on two
                qs = [Fraction(j, len(b) + 1) for j in range(1, len(b) + 1)]
                values = [_expected(b, q) for q in qs]
                other = next(k for k, v in enumerate(values) if v != values[0])
                record = {"y_true": y_true.tolist(), "q": [str(qs[0]), str(qs[other])],
                          "values": [value_text(values[0]), value_text(values[other])],
                          "change": f"bits Bernoulli(q), q = {qs[0]} -> {qs[other]}", "verified": "exact"}
                evidence = {"kind": "counterexample",
                            "method": ("E_q computed exactly from every prediction's exact score "
                                       "(Bernstein coefficients)")}
                return fails("ML-RLB",
                             f"expected score {values[0]} at q = {qs[0]} but {values[other]} at q = {qs[other]}",
                             record, evidence=evidence)  # type: ignore[arg-type]
    if not decided:
        why = (f"the expected score is undefined for every y_true up to {RANDOM_LABELLER_BITS} bits "
               "(some prediction, of probability > 0 for every q in (0, 1), has an undefined score)")
        return Verdict("ML-RLB", "not_applicable", {"kind": "none", "method": why}, why)
    budget = {"exhaustive": (f"every y_true with n_samples <= {space.bound[0]}, n_labels <= {space.bound[1]}, "
                             f"n_samples * n_labels <= {RANDOM_LABELLER_BITS}"),
              "y_true_decided": decided}
    return holds("ML-RLB", {"kind": "exhaustive",
                            "method": "E_q computed exactly (Bernstein coefficients) for every y_true up to the bound",
                            "budget": budget},
                 "E_q constant in q for every y_true up to the bound")


#: The multi-label properties: id -> check (see each function's docstring for its definition and source).
MULTILABEL_PROPERTIES: dict[str, Callable[[MultilabelMetric, MultilabelSpace], Verdict]] = {
    "ML-LPI": check_label_permutation,
    "ML-IPI": check_instance_permutation,
    "ML-MON": check_bit_monotonicity,
    "ML-DUP": check_duplication,
    "ML-RLB": check_random_labeller,
}


def check_multilabel(metric: "str | MultilabelMetric", properties: "list[str] | None" = None,
                     space: "MultilabelSpace | None" = None) -> dict[str, Verdict]:
    """The verdicts of the multi-label ``properties`` (default: all) for one registered multi-label metric.

    Examples
    --------
    >>> v = check_multilabel("hamming_loss", ["ML-RLB"], MultilabelSpace(bound=(1, 1)))["ML-RLB"]
    >>> v.verdict, v.counterexample["values"]
    ('fails', ['1/3', '2/3'])
    """
    metric = get_multilabel(metric)
    space = space or MultilabelSpace()
    unknown_ids = [pid for pid in properties or () if pid not in MULTILABEL_PROPERTIES]
    if unknown_ids:
        raise UnknownPropertyError(f"unknown multi-label property {', '.join(map(repr, unknown_ids))}; "
                                   f"accepted: {', '.join(MULTILABEL_PROPERTIES)}")
    return {pid: _contained(pid, metric, space) for pid in (properties or list(MULTILABEL_PROPERTIES))}


def _contained(pid: str, metric: MultilabelMetric, space: MultilabelSpace) -> Verdict:
    """One check; the metric's own code raising is an "error" cell naming it, never a crash of the run."""
    try:
        return MULTILABEL_PROPERTIES[pid](metric, space)
    # user code: whatever it raises (exit included) becomes the cell
    except (Exception, SystemExit) as exc:  # noqa: BLE001
        why = f"the metric raised {type(exc).__name__}: {exc}"
        return Verdict(pid, "error", {"kind": "none", "method": why}, why)
