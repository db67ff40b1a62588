r"""Invariance under a matrix transformation, as a property check built in a few lines.

A user's invariance is a transformation :math:`T_\theta` of confusion matrices with
positive parameters θ; the property is

.. math:: \mathrm{metric}(T_\theta(m)) = \mathrm{metric}(m) \quad \text{for every } m \text{ and every } \theta > 0 .

:func:`invariance_check` turns ``T`` into a check with the engine's evidence discipline:

* **counterexample** -- the smallest matrices first (every matrix with entries 0..k), then
  random ones, each under integer θ in 1..5 (so both matrices are integer); for a scaling
  (``real_parameters``: θ is any positive real) also the smallest under θ/8, whose counts
  are not whole (:func:`~axioms.search.fractional.fractional_stage`); a float difference is
  re-checked exactly before it is reported; a matrix scored on one side and undefined on the
  other is a counterexample too (not at counts that are not whole, which code for whole
  counts leaves undefined);
* **proof** -- ``metric(T_θ(M)) − metric(M) ≡ 0`` for symbolic cells M and symbolic
  positive θ, by the exact zero test of :mod:`axioms.arithmetic.symbolic`;
* otherwise a **sample compared exactly** -- pairs of the smallest matrices, the fewest empty cells first, whatever
  their float64 values say (:func:`~axioms.search.refute.compared_exactly`; a difference of 10⁻³⁰ is no float
  candidate), a counterexample if one differs;
* otherwise **search** (with its budget, whose ``compared_exactly`` counts that sample), or **unknown** when a float
  candidate could not be certified exactly.

A property whose invariance needs more (PIV's calibrated shortcut and column-scaling texts,
SYM's relabellings) passes its own steps as keyword arguments: ``prepare`` (a first step that
may decide, or compute what the later steps read), ``moves`` and ``stages`` (what is scanned),
``proof`` (its own proof step), and ``failure``, ``undecided``, ``searched`` (the verdicts and
their texts). Each default is the plain invariance described above.

Example (prediction-side prevalence invariance)::

    rows = invariance_check(
        "RPI", parameters=lambda n: n,
        symbolic=lambda M, lam: sympy.diag(*lam) * M,
        numeric=lambda m, lam: lam[..., :, None] * m,
        what="scaling the rows by λ",
    )
"""

from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from itertools import chain
from typing import Any, Literal, cast

import numpy as np
import sympy

from metrics import Metric, cell_symbols
from metrics.padded import cells_text, record_cells

from axioms.core.budget import Settings, SymbolicTimeout, time_budget
from axioms.arithmetic.exact import as_text
from axioms.search.fractional import DIVISOR, FRACTIONAL_PAIRS, fractional_stage
from axioms.search.spaces import Stage, parameter_stages, smallest_with_parameters
from axioms.search.refute import Move, Pair, SearchOutcome, compared_exactly, search_pairs
from axioms.arithmetic.symbolic import identically_zero
from axioms.arithmetic.where_defined import MAX_CLASSES, as_written, same_definedness
from axioms.core.registry import PropertyCheck
from axioms.core.verdict import Evidence, Verdict, fails, holds, unknown

__all__ = ["invariance_check", "unchanged_by", "same_where_defined", "fractional_text"]

def invariance_check(
    pid: str, *, symbolic: Callable[[Any, Any], Any] | None = None, numeric: Callable[[Any, Any], Any] | None = None,
    what: str, parameters: int | Callable[[int], int] = 0, real_parameters: bool = False,
    fixed: Callable[[int], Any] | None = None,
    prepare: Callable[[Metric, int, Settings, np.random.Generator], Verdict | dict[str, Any]] | None = None,
    moves: Callable[[int, dict[str, Any]], list[Move]] | None = None, stages: Callable[..., Any] | None = None,
    proof: Callable[[Metric, int, Settings], tuple[Evidence, str] | str] | None = None,
    failure: Callable[[Pair, int, dict[str, Any]], Verdict] | None = None,
    undecided: Callable[[Pair, str], Verdict] | None = None,
    searched: Callable[[int, Settings, SearchOutcome, dict[str, Any], str], Verdict] | None = None,
) -> PropertyCheck:
    """A property check deciding ``metric(T(m, θ)) = metric(m)``.

    It is long because it takes, types and documents each of a property's own steps.

    Parameters
    ----------
    pid : str
        The property id the verdicts carry.
    symbolic : callable
        ``(sympy.Matrix M, tuple θ of positive symbols) -> sympy.Matrix``.
    numeric : callable
        ``(float array (N, n, n), float array (N, k) of θ) -> (N, n, n)``; integer matrices
        and integer θ must give integer matrices.
    what : str
        The transformation in words ("transposing m", "scaling m by k > 0").
    parameters : int or callable
        Number k of parameters θ, or ``n -> k``.
    real_parameters : bool
        θ is any positive real (a scaling), not a count: the smallest matrices are also tried
        under θ/8 (:func:`~axioms.search.fractional.fractional_stage`), except for a metric
        registered ``whole_counts=True``.
    fixed, prepare, moves, stages, proof, failure, undecided, searched : callable, optional
        A property's own steps (each default is the plain invariance): ``fixed(n)`` the (F, k)
        θ every smallest matrix is tried under; ``prepare(metric, n, settings, rng)`` a first
        step returning a Verdict (decided) or the dict ``context`` later steps read;
        ``moves(n, context)`` the list of :class:`~axioms.search.refute.Move` scanned over
        ``stages(n, settings, rng, θ)``; ``proof(metric, n, settings)`` ``(evidence, detail)``
        when proved, else a note why not; the verdicts ``failure(pair, n, context)``,
        ``undecided(pair, note)`` and ``searched(n, settings, outcome, context, note)``.

    Examples
    --------
    Truth/prediction exchange: accuracy (trace / total) is unchanged by m -> mᵀ, proved.

    >>> import axioms, metrics
    >>> swap = invariance_check("SWAP", symbolic=lambda M, t: M.T, numeric=lambda m, t: m.swapaxes(-1, -2),
    ...                         what="transposing m")
    >>> settings = axioms.profile("quick")
    >>> verdict = swap(metrics.get("accuracy"), 2, settings, axioms.core.budget.rng_for(settings, "doc"))
    >>> verdict.verdict, verdict.evidence["kind"]
    ('holds', 'proof')
    """

    def count(n: int) -> int:
        return parameters(n) if callable(parameters) else parameters

    def check(metric: Metric, n: int, settings: Settings, rng: np.random.Generator) -> Verdict:
        context = prepare(metric, n, settings, rng) if prepare is not None else {}
        if isinstance(context, Verdict):
            return context
        k = count(n)
        theta = fixed(n) if fixed is not None else _fixed(k)
        plain = cast(Callable[[Any, Any], Any], numeric)  # the plain invariance's move: numeric= is given
        scan = moves(n, context) if moves else [Move(what, lambda batch, th: (None, plain(batch, th)), "equal",
                                                     definedness=True)]
        scanned = (stages or parameter_stages)(n, settings, rng, theta)
        if real_parameters and not metric.whole_counts:
            scanned = chain(scanned, _fractional(n, settings, theta))
        first: list[Stage] = []
        outcome = search_pairs(metric, _keeping_first(scanned, first), scan)
        if outcome.violation:
            return failure(outcome.violation, n, context) if failure else _failure(pid, what, k, outcome.violation)
        proved = proof(metric, n, settings) if proof else _proof(metric, n, k, symbolic, what, settings)
        if not isinstance(proved, str):
            return holds(pid, *proved)
        sampled, compared = compared_exactly(metric, first[0], scan) if first else (None, 0)
        if sampled is not None:
            return failure(sampled, n, context) if failure else _failure(pid, what, k, sampled)
        outcome = replace(outcome, budget={**outcome.budget, "compared_exactly": compared})
        if outcome.undecided:
            return undecided(outcome.undecided, proved) if undecided else _undecided(pid, outcome.undecided, proved)
        return (searched(n, settings, outcome, context, proved) if searched
                else _searched(pid, what, n, settings, outcome, proved, len(theta)))

    check.__doc__ = (f"Invariance of the score under {what} "
                     "(see :func:`axioms.constructions.invariance.invariance_check`).")
    return check


def _keeping_first(stages: Iterable[Stage], first: list[Stage]) -> Iterator[Stage]:
    """``stages``, the first of which is also put in ``first`` (the smallest matrices, for
    :func:`~axioms.search.refute.compared_exactly`)."""
    for stage in stages:
        if not first:
            first.append(stage)
        yield stage


def _fractional(n: int, settings: Settings, theta: Any) -> Iterator[Any]:
    """The fractional stage, built only when the stages before it found nothing."""
    yield fractional_stage(n, settings, theta)


def fractional_text(outcome: SearchOutcome, theta: str = "θ") -> str:
    """What a search's fractional stage scanned (its parameters named ``theta``), as a clause of its evidence
    ('' when it did not run)."""
    count = outcome.budget.get("fractional_matrices")
    return (f", and {count} pairs of the smallest matrices under {theta}/{DIVISOR} (counts that are not whole; at most "
            f"{FRACTIONAL_PAIRS})" if count else "")


def _fixed(k: int) -> list[np.ndarray[Any, Any]]:
    """The θ every smallest matrix is tried under: all 2s, and 2, 3, 4, 2, 3, ... (none when k = 0)."""
    return [np.full(k, 2.0), 2.0 + np.arange(k) % 3] if k else [np.zeros(0)]


def _failure(pid: str, what: str, k: int, pair: Pair) -> Verdict:
    """The plain invariance's failure: T maps m to a matrix with an exactly different score."""
    v0, v1 = pair.values
    return fails(
        pid,
        f"{what}{f' (θ = {cells_text(pair.parameters)})' if k else ''} maps m={cells_text(pair.before)} "
        f"(score {as_text(v0)}) to m={cells_text(pair.after)} "
        f"(score {as_text(v1)}) (found by {pair.stage} search, verified {pair.verified})",
        {"before": record_cells(pair.before), "after": record_cells(pair.after),
         "parameters": None if pair.parameters is None else record_cells(pair.parameters),
         "values": [as_text(v0), as_text(v1)], "verified": pair.verified},
    )


def _undecided(pid: str, pair: Pair, note: str) -> Verdict:
    return unknown(pid, f"m={cells_text(pair.before)} and m={cells_text(pair.after)} differ in float64 but not "
                   f"certifiably; {note}")


def _searched(
    pid: str, what: str, n: int, settings: Settings, outcome: SearchOutcome, note: str, vectors: int
) -> Verdict:
    """The plain invariance's search-backed "holds": the scanned space and its budget."""
    bound = settings.exhaustive_bound(n)
    return holds(
        pid,
        {
            "kind": "search",
            "method": f"no counterexample among the {smallest_with_parameters(n, bound, vectors)} smallest {n}x{n} "
            f"matrices (entries 0..{bound}) "
            f"and {settings.random_matrices} random ones, each under integer parameters in 1..5"
            f"{fractional_text(outcome)}; {note}",
            "budget": {"exhaustive_max_entry": bound, **outcome.budget},
        },
        f"no change under {what} found (not refuted, not proved)",
    )


def unchanged_by(
    metric: Metric, n: int, symbolic: Callable[[Any, Any], Any], k: int, settings: Settings, prefix: str = "t"
) -> Literal[True] | str:
    r"""True when :math:`\mathrm{metric}(T(M, \theta)) = \mathrm{metric}(M)` is proved for symbolic cells M and k
    positive symbols θ (named ``prefix0``, ``prefix1``, ...), else a note saying why not. Proved: the exact zero
    test of the difference, and both sides undefined on the same matrices
    (:func:`axioms.arithmetic.where_defined.same_definedness`; the zero test alone says nothing where a
    side is undefined). The caller sets the time budget (:func:`axioms.core.budget.time_budget`)."""
    expr = metric.expression(n)
    theta = sympy.symbols(f"{prefix}0:{k}", positive=True) if k else ()
    assert metric.symbolic is not None  # the callers ask metric.expression(n) first
    image = sympy.Matrix(symbolic(cell_symbols(n), theta))
    moved = sympy.sympify(metric.symbolic(image))
    return same_where_defined(metric, image, n, identically_zero(moved - expr, settings))


def same_where_defined(metric: Metric, image: Any, n: int, zero: bool | None) -> Literal[True] | str:
    """True when the exact zero test of metric(``image``) − metric(M) passed (``zero``) and both are certified
    undefined on the same matrices (read off the forms as written, :func:`as_written`; ``image`` = T(M)), else a
    note saying why it is no proof."""
    if zero is None:
        return "beyond the symbolic term budget"
    if not zero:
        return "the exact zero test did not prove it"
    cells = cell_symbols(n)
    same = same_definedness(as_written(metric.symbolic, cells), as_written(metric.symbolic, image), list(cells),
                            list(image))
    if same is None:
        return ("the exact zero test holds where both sides are defined, but where each is defined is not "
                f"certified (a condition, denominator or radicand whose zeros are not fixed by which cells are "
                f"positive, or n > {MAX_CLASSES})")
    return True if same else "the exact zero test holds where both sides are defined, but they are undefined " \
        "on different matrices"


def _proof(
    metric: Metric, n: int, k: int, symbolic: Callable[[Any, Any], Any] | None, what: str, settings: Settings
) -> tuple[Evidence, str] | str:
    """``(evidence, detail)`` when the invariance is proved symbolically, else a note saying why not."""
    expr = metric.expression(n)
    if expr is None:
        return "no symbolic form"
    try:
        with time_budget(settings.symbolic_seconds):
            # symbolic= is given to a check whose own proof= is not
            proved = unchanged_by(metric, n, cast(Callable[[Any, Any], Any], symbolic), k, settings)
    except SymbolicTimeout:
        return f"symbolic budget of {settings.symbolic_seconds} s exhausted"
    if proved is True:
        return (
            {"kind": "proof", "method": f"exact zero test: metric(T(M, θ)) − metric(M) ≡ 0 for symbolic cells and "
             f"parameters ({what})"},
            f"invariant under {what} (proved)",
        )
    return proved
