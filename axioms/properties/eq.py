r"""EQ, equitability (Gandin & Murphy 1992): constant and random forecasts all get one expected score.

Gandin & Murphy (1992, "Equitable skill scores for categorical forecasts", Monthly Weather
Review 120) call a score equitable when every constant forecast and every random forecast
receives the same expected score. Read here: on every test set (true-class counts ``p``) in which
every class occurs, a forecast that predicts each item's class i.i.d. from a distribution ``z``
(independent of the truth; ``z`` a vertex of the simplex is a constant forecast) has

.. math:: E_z[\mathrm{score}] = \sum_m \Big(\prod_j \binom{p_j}{m_{0j}, \dots, m_{n-1,j}}
          \prod_{ij} z_i^{m_{ij}}\Big)\, \mathrm{score}(m) \quad\text{independent of } z.

The value may depend on the test set (the score is judged on the sample it is computed on, as
in Gandin & Murphy, whose scoring matrix is built from the sample climatology); a test set in
which a class never occurs has no climatology for it and is outside the reading. :math:`E_z` is a
homogeneous polynomial of degree N in ``z``; grouping the classifiers by their prediction counts
``r``, its coefficient of :math:`z^r` is :math:`\binom{N}{r}\,E_{perm}[\mathrm{score} \mid r, p]`
(the permutation model's expectation, :mod:`axioms.constructions.fixed_margins`), so :math:`E_z` is constant on
the simplex exactly when :math:`E_{perm}[\mathrm{score} \mid r, p]` is the same for every ``r``.
A score undefined on a classifier of the test set has :math:`E_z` undefined for every
``z > 0`` (that classifier is drawn with positive probability): EQ fails there, never
conditioned on being defined.

Evidence: a proof for every test set in which every class occurs, by either of two lemmas: the
score is certified defined on every classifier and, with both margins fixed, affine in the cells
(:func:`axioms.constructions.fixed_margins.margins_lemma`), so :math:`E_{perm}[\mathrm{score} \mid r, p] =
\mathrm{score}(r p^\top / N)`, which must not depend on ``r`` (kappa, Powers' informedness);
or the score, defined on every classifier, is affine in each column's cells, so
:math:`E_z = \mathrm{score}(E[m])` with :math:`E[m_{ij}] = z_i p_j`, which must not depend on ``z``.
Otherwise exact enumeration of every classifier of the grid's test sets (``✓*``). A float64
scan first points at the test sets to enumerate exactly. Fails with a test set, two forecasts ``z`` and their
exact expectations (or, where the points tried tie, two prediction counts whose coefficients prove :math:`E_z`
not constant).
Informedness (Peirce skill score, Youden's J) is equitable; the equitable threat score is not
(Hogan et al. 2010, "Equitability revisited": only asymptotically).
"""

from collections.abc import Iterable, Iterator, Sequence
from math import factorial, prod
from typing import Any, cast

import numpy as np
import sympy

from metrics import Metric

from axioms.arithmetic.rational import cancel
from axioms.arithmetic.exact import as_text, sign_of_difference, value_of
from axioms.core.evidence import rechecked, verified_how
from axioms.constructions.definedness import definedness_proof
from axioms.constructions.fixed_margins import (
    count_pairs, float_expectations, forecast_expectation, margin_symbols, margins_lemma, permutation_expectations,
    suspects,
)
from axioms.core.registry import register_property
from axioms.search.spaces import compositions, test_set_text
from axioms.core.budget import Settings
from axioms.core.verdict import Verdict, VerdictsOf

EQ = VerdictsOf("EQ")

#: Prediction counts ``r`` and the expectation E_perm[score | r] there.
Expectation = tuple[tuple[int, ...], Any]


def forecast_value(by_counts: dict[tuple[int, ...], Any], z: Sequence[Any]) -> Any:
    r""":math:`E_z[\mathrm{score}] = \sum_r \binom{N}{r} \prod_i z_i^{r_i}\, E_{perm}[\mathrm{score} \mid r]` from
    ``by_counts`` (``{r: expectation}``) at the rational point ``z``."""
    total: Any = 0
    for r, value in by_counts.items():
        N = sum(r)
        weight = (sympy.Rational(factorial(N), prod(factorial(x) for x in r))
                  * prod(sympy.Rational(zi) ** ri for zi, ri in zip(z, r)))
        if weight:
            total += float(weight) * value if isinstance(value, float) else weight * value
    return total


def _two_forecasts(
    by_counts: dict[tuple[int, ...], Any], n: int
) -> tuple[tuple[tuple[Any, ...], Any], tuple[tuple[Any, ...], Any]] | None:
    """Two forecasts ``z`` with certified different :math:`E_z` (constant forecasts, the uniform one, then
    ``z = r/N``), or None."""
    N = sum(next(iter(by_counts)))
    points = ([tuple(sympy.Integer(int(i == k)) for i in range(n)) for k in range(n)]
              + [tuple(sympy.Rational(1, n) for _ in range(n))])
    points += [tuple(sympy.Rational(x, N) for x in r) for r in compositions(N, n)]
    first = None
    for z in points:
        value = forecast_value(by_counts, z)
        if first is None:
            first = (z, value)
        elif sign_of_difference(first[1], value):
            return first, (z, value)
    return None


def _failure(p: tuple[int, ...], by_counts: dict[tuple[int, ...], Any], how: str, n: int) -> Verdict:
    """EQ's failure on test set ``p`` whose permutation expectations ``by_counts`` differ."""
    # the caller checked that two expectations differ
    (r0, v0), (r1, v1) = cast("tuple[Expectation, Expectation]", _differing(by_counts))
    found = _two_forecasts(by_counts, n)
    coefficients = (f"E_perm[score | r] = {as_text(v0)} at prediction counts r={list(r0)} but {as_text(v1)} "
                    f"at r={list(r1)}")
    if found is None:
        return EQ.fails(
            f"on {test_set_text(p)} E_z[score] is not constant in z: {coefficients} "
            f"(coefficients of z^r differ from c·multinomial(N; r))",
            {"test_set": list(p), "prediction_counts": [list(r0), list(r1)],
             "expectations": [as_text(v0), as_text(v1)], "verified": how},
            evidence={"kind": "counterexample",
                      "method": f"enumeration of every classifier of the test set (values {how}); "
                                "a homogeneous polynomial constant on the simplex is c·(Σz)^N"},
        )
    (z0, e0), (z1, e1) = found
    return EQ.fails(
        f"on {test_set_text(p)} E_z[score] = {as_text(e0)} at z={[str(x) for x in z0]} but {as_text(e1)} "
        f"at z={[str(x) for x in z1]} ({coefficients})",
        {"test_set": list(p), "forecasts": [[str(x) for x in z0], [str(x) for x in z1]],
         "expectations": [as_text(e0), as_text(e1)], "verified": how},
        evidence={"kind": "counterexample", "method": "E_z by enumerating every classifier of the test set with its "
                                                      f"exact multinomial probability (values {how})"},
    )


def _differing(by_counts: dict[tuple[int, ...], Any]) -> tuple[Expectation, Expectation] | None:
    """Two prediction counts with certified different expectations, else None."""
    items = list(by_counts.items())
    for r, v in items[1:]:
        if sign_of_difference(items[0][1], v):
            return items[0], (r, v)
    return None


def _suspect_sets(metric: Metric, sets: Iterable[tuple[int, ...]]) -> Iterator[tuple[int, ...]]:
    """The test sets, lazily, where a float64 scan sees E_perm[score | r] vary with r, or a classifier unscored."""
    for p in sets:
        by_counts = float_expectations(metric, p)
        values = list(by_counts.values())
        if (None in values and any(v is not None for v in values)) or suspects([(p, by_counts)]):
            yield p


def _scan(
    metric: Metric, sets: Iterable[tuple[int, ...]], n: int
) -> tuple[Verdict | None, str | None, dict[tuple[int, ...], Any]]:
    """``(failure verdict or None, undecided text or None, {p: value})``: exact expectations on the test sets
    ``sets``."""
    values: dict[tuple[int, ...], Any]
    values, undecided = {}, None
    for p in sets:
        rows = [(r, e) for _, r, e in permutation_expectations(metric, [p])]
        if not any(e["scored_anywhere"] for _, e in rows):
            continue
        unscored = next((e["undefined"] for _, e in rows if e["value"] is None), None)
        if unscored is not None:
            m, _ = unscored
            how = value_of(metric, m)[1]
            return EQ.fails(
                f"on {test_set_text(p)} the classifier m={m} is not scored, so E_z[score] is undefined for every "
                f"forecast z > 0",
                {"test_set": list(p), "matrix": m, "value": "undefined", "verified": how},
                evidence={"kind": "counterexample",
                          "method": f"exact enumeration; the unscored classifier re-checked {rechecked(how)}"},
            ), None, values
        by_counts = {r: e["value"] for r, e in rows}
        if _differing(by_counts) is not None:
            how = verified_how(*(e["how"] for _, e in rows))
            return _failure(p, by_counts, how, n), None, values
        signs = [sign_of_difference(rows[0][1]["value"], e["value"]) for _, e in rows]
        if None in signs:
            undecided = undecided or f"expectations on {test_set_text(p)} not certified equal"
        values[p] = rows[0][1]["value"]
    return None, undecided, values


def _margins_proof(metric: Metric, n: int, settings: Settings) -> tuple[Any, str | None]:
    """``(c(P), None)``: E_perm[score | r, p] is the expression ``c(P)`` for every ``r`` (so E_z = c(P) for every
    ``z``), the score being certified defined on every classifier where every class occurs; or ``(None, reason)``."""
    status = definedness_proof(metric, n, settings)
    if isinstance(status, str) or status.get(frozenset(range(n))) != "defined":
        return None, (
            "no certificate that the score is defined on every classifier ("
            f"{status if isinstance(status, str) else 'pattern status ' + str(status.get(frozenset(range(n))))})")
    values, reason = margins_lemma(metric, n, settings)
    if values is None:
        return None, reason
    R, _ = margin_symbols(n)
    exprs = list(values.values())
    if (any(isinstance(v, str) or v.free_symbols & set(R) for v in exprs)
            or any(cancel(v - exprs[0]) != 0 for v in exprs[1:])):
        return None, ("E_perm[score | r, p] depends on the prediction counts r: "
                      + "; ".join(f"predicted {list(k)}: {v}" for k, v in values.items()))
    return exprs[0], None


def check_eq(metric: Metric, n: int, settings: Settings, rng: np.random.Generator) -> Verdict:
    """EQ: decide equitability at ``n`` classes (see the module docstring for the reading and the evidence).

    A float64 scan points at the test sets an exact enumeration then checks first; then the proofs; then
    the exact enumeration of every test set of the grid.
    """
    sets, the_grid = count_pairs(n, settings)
    for p in _suspect_sets(metric, sets):
        failure = _scan(metric, [p], n)[0]
        if failure is not None:
            return failure
    c, reason = _margins_proof(metric, n, settings)
    if c is not None:
        return EQ.holds(
            {"kind": "proof", "method": "the score is certified defined on every classifier of every test set where "
                                        "every class occurs, and with both margins fixed "
                                        "it is affine in the cells, so E_perm[score | r, p] = score(r pᵀ/N) = c(p) "
                                        "for every r, and E_z = Σ_r multinomial(N; r) z^r c(p) = c(p)"},
            f"E_z[score] = {c} for every forecast distribution z (proved for every test set in which every class "
            f"occurs)",
        )
    E, z, column_reason = forecast_expectation(metric, n, settings)
    if E is not None and not (E.free_symbols & set(z)):
        return EQ.holds(
            {"kind": "proof", "method": "on every test set in which every class occurs the score is defined on every "
                                        "classifier and affine in each (independent) "
                                        "column's cells, so E_z[score] = score(E[m]) with E[m_ij] = z_i·p_j, which "
                                        "simplifies to an expression free of z"},
            f"E_z[score] = {E} for every forecast distribution z (proved for every test set in which every class "
            f"occurs)",
        )
    failure, undecided, values = _scan(metric, sets, n)
    if failure is not None:
        return failure
    if undecided is not None:
        return EQ.undecided(undecided)
    if not values:
        return EQ.unknown(f"no test set with {the_grid.text()} in which every class occurs has a scored classifier")
    why = f"{reason}; {column_reason or f'E_z[score] = {E} as simplified still shows z'}"
    shown = "; ".join(f"{test_set_text(p)}: {as_text(v)}" for p, v in list(values.items())[:4])
    return EQ.holds(
        {"kind": "exhaustive", "method": "E_z[score] by exact enumeration of every classifier of every test set with "
                                         f"every class present among {the_grid.text()}; no proof: {why}",
         "budget": the_grid.as_budget()},
        f"E_z[score] independent of z on every test set checked ({shown}, ...)",
    )


register_property(
    "EQ",
    name="equitability",
    statement=("every constant and every random forecast (classes drawn i.i.d. from any z) gets the same expected "
               "score, on every test set in which every class occurs"),
    source=("Gandin & Murphy 1992 (Monthly Weather Review 120); Hogan, Ferro, Jolliffe & Stephenson 2010 "
            "(Weather and Forecasting 25)"),
    check=check_eq,
    group="gandin_murphy",
    position=1,
)
