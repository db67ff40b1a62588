r"""Invariance under a matrix transformation, as a property check built in a few lines.

A user's invariance is a transformation :math:`T_\theta` of confusion matrices with
positive parameters θ; the property is

.. math:: \mathrm{metric}(T_\theta(m)) = \mathrm{metric}(m) \quad \text{for every } m \text{ and every } \theta > 0 .

:func:`invariance_check` turns ``T`` into a check with the engine's evidence discipline:

* **counterexample** -- the smallest matrices first (every matrix with entries 0..k), then
  random ones, each under integer θ in 1..5 (so both matrices are integer); a float
  difference is re-checked exactly before it is reported; a matrix scored on one side and
  undefined on the other is a counterexample too;
* **proof** -- ``metric(T_θ(M)) − metric(M) ≡ 0`` for symbolic cells M and symbolic
  positive θ, by the exact zero test of :mod:`axioms.symbolic`;
* otherwise **search** (with its budget), or **unknown** when a float candidate could not be
  certified exactly.

Example (prediction-side prevalence invariance)::

    rows = invariance_check(
        "RPI", parameters=lambda n: n,
        symbolic=lambda M, lam: sympy.diag(*lam) * M,
        numeric=lambda m, lam: lam[..., :, None] * m,
        what="scaling the rows by λ",
    )
"""

import numpy as np
import sympy

from metrics import cell_symbols

from .budget import SymbolicTimeout, time_budget
from .exact import as_text, compare
from .search import CANDIDATES, TOLERANCE, evaluate, exhaustive, int_lists, random_batch
from .symbolic import identically_zero
from .verdict import fails, holds, unknown

__all__ = ["invariance_check"]

_EXHAUSTIVE = 5000  # smallest matrices tried, each under a few integer parameter vectors


def invariance_check(pid, *, symbolic, numeric, what, parameters=0):
    """A property check deciding ``metric(T(m, θ)) = metric(m)``.

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

    Examples
    --------
    Truth/prediction exchange: accuracy (trace / total) is unchanged by m -> mᵀ, proved.

    >>> import axioms, metrics
    >>> swap = invariance_check("SWAP", symbolic=lambda M, t: M.T, numeric=lambda m, t: m.swapaxes(-1, -2), what="transposing m")
    >>> settings = axioms.profile("quick")
    >>> verdict = swap(metrics.get("accuracy"), 2, settings, axioms.search.rng_for(settings, "doc"))
    >>> verdict.verdict, verdict.evidence["kind"]
    ('holds', 'proof')
    """

    def count(n):
        return parameters(n) if callable(parameters) else parameters

    def check(metric, n, settings, rng, calibrated=False):
        k = count(n)
        undecided = None
        for stage, batch, thetas in _stages(n, k, settings, rng):
            moved = numeric(batch, thetas)
            before, after = evaluate(metric, batch), evaluate(metric, moved)
            both = np.isfinite(before) & np.isfinite(after)
            differ = both & (np.abs(after - before) > TOLERANCE * (1 + np.abs(before)))
            one_sided = np.isfinite(before) != np.isfinite(after)
            for b in sorted(np.flatnonzero(differ | one_sided), key=lambda b: (batch[b].sum(), b))[:CANDIDATES]:
                m0, m1 = int_lists(batch[b]), int_lists(moved[b])
                sign, v0, v1, how = compare(metric, m0, m1)
                theta = [int(x) for x in thetas[b]]
                if sign or ((v0 is None) != (v1 is None)):
                    return fails(
                        pid,
                        f"{what}{f' (θ = {theta})' if k else ''} maps m={m0} (score {as_text(v0)}) to m={m1} "
                        f"(score {as_text(v1)}) (found by {stage} search, verified {how})",
                        {"before": m0, "after": m1, "parameters": theta, "values": [as_text(v0), as_text(v1)], "verified": how},
                    )
                if sign is None and v0 is not None and v1 is not None:
                    undecided = undecided or (m0, m1)
        note = _proof(metric, n, k, symbolic, settings)
        if note is True:
            return holds(
                pid,
                {"kind": "proof", "method": f"exact zero test: metric(T(M, θ)) − metric(M) ≡ 0 for symbolic cells and parameters ({what})"},
                f"invariant under {what} (proved)",
            )
        if undecided:
            return unknown(pid, f"m={undecided[0]} and m={undecided[1]} differ in float64 but not certifiably; {note}")
        budget = {"exhaustive_max_entry": settings.exhaustive_bound(n), "exhaustive_matrices": _EXHAUSTIVE, "random_matrices": settings.random_matrices}
        return holds(
            pid,
            {
                "kind": "search",
                "method": f"no counterexample among the {_EXHAUSTIVE} smallest {n}x{n} matrices (entries 0..{budget['exhaustive_max_entry']}) "
                f"and {budget['random_matrices']} random ones, each under integer parameters in 1..5; {note}",
                "budget": budget,
            },
            f"no change under {what} found (not refuted, not proved)",
        )

    check.__doc__ = f"Invariance of the score under {what} (see :func:`axioms.invariance.invariance_check`)."
    return check


def _stages(n, k, settings, rng):
    """``(name, matrices, parameters)``: the smallest matrices under θ = 2 and θ = (2, 3, ...), then random ones."""
    small = np.asarray(exhaustive(n, settings.exhaustive_bound(n))[:_EXHAUSTIVE])
    fixed = [np.full(k, 2.0), 2.0 + np.arange(k) % 3] if k else [np.zeros(0)]
    yield "exhaustive", np.repeat(small, len(fixed), axis=0), np.tile(np.stack(fixed), (len(small), 1))
    batch = random_batch(n, settings.search_size, rng)
    yield "random", batch, rng.integers(1, 6, size=(len(batch), k)).astype(float)


def _proof(metric, n, k, symbolic, settings):
    """True when the invariance is proved symbolically, else a note saying why not."""
    expr = metric.expression(n)
    if expr is None:
        return "no symbolic form"
    theta = sympy.symbols(f"t0:{k}", positive=True) if k else ()
    try:
        with time_budget(settings.symbolic_seconds):
            moved = metric.symbolic(sympy.Matrix(symbolic(cell_symbols(n), theta)))
            proved = identically_zero(sympy.sympify(moved) - expr, settings)
    except SymbolicTimeout:
        return f"symbolic budget of {settings.symbolic_seconds} s exhausted"
    if proved:
        return True
    return "the exact zero test did not prove it" if proved is False else "beyond the symbolic term budget"
