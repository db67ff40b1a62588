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
from .exact import as_text
from .spaces import SMALLEST_WITH_PARAMETERS, parameter_stages
from .refute import Move, search_pairs
from .symbolic import identically_zero
from .verdict import fails, holds, unknown

__all__ = ["invariance_check"]

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
    >>> verdict = swap(metrics.get("accuracy"), 2, settings, axioms.budget.rng_for(settings, "doc"))
    >>> verdict.verdict, verdict.evidence["kind"]
    ('holds', 'proof')
    """

    def count(n):
        return parameters(n) if callable(parameters) else parameters

    def check(metric, n, settings, rng):
        k = count(n)
        fixed = [np.full(k, 2.0), 2.0 + np.arange(k) % 3] if k else [np.zeros(0)]
        move = Move(what, lambda batch, theta: (None, numeric(batch, theta)), "equal", definedness=True)
        outcome = search_pairs(metric, parameter_stages(n, settings, rng, fixed), [move])
        if outcome.violation:
            pair = outcome.violation
            v0, v1 = pair.values
            return fails(
                pid,
                f"{what}{f' (θ = {pair.parameters})' if k else ''} maps m={pair.before} (score {as_text(v0)}) to m={pair.after} "
                f"(score {as_text(v1)}) (found by {pair.stage} search, verified {pair.verified})",
                {"before": pair.before, "after": pair.after, "parameters": pair.parameters, "values": [as_text(v0), as_text(v1)], "verified": pair.verified},
            )
        note = _proof(metric, n, k, symbolic, settings)
        if note is True:
            return holds(
                pid,
                {"kind": "proof", "method": f"exact zero test: metric(T(M, θ)) − metric(M) ≡ 0 for symbolic cells and parameters ({what})"},
                f"invariant under {what} (proved)",
            )
        if outcome.undecided:
            return unknown(pid, f"m={outcome.undecided.before} and m={outcome.undecided.after} differ in float64 but not certifiably; {note}")
        bound = settings.exhaustive_bound(n)
        return holds(
            pid,
            {
                "kind": "search",
                "method": f"no counterexample among the {SMALLEST_WITH_PARAMETERS} smallest {n}x{n} matrices (entries 0..{bound}) "
                f"and {settings.random_matrices} random ones, each under integer parameters in 1..5; {note}",
                "budget": {"exhaustive_max_entry": bound, **outcome.budget},
            },
            f"no change under {what} found (not refuted, not proved)",
        )

    check.__doc__ = f"Invariance of the score under {what} (see :func:`axioms.invariance.invariance_check`)."
    return check


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
