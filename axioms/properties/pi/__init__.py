r"""PI, monotonicity (Opitz 2024 §3.1, Eq. 3): ∂metric/∂m_ij ≥ 0 if i = j and ≤ 0 if i ≠ j (one more correct
item never lowers the score, one more error never raises it).

.. math:: \frac{\partial\,\mathrm{metric}}{\partial m_{ij}} \ge 0 \text{ if } i=j,\quad \le 0 \text{ if } i \ne j
"""

from collections.abc import Callable, Iterable, Mapping
from typing import Any, cast

import numpy as np
import sympy

from metrics import Metric, cell_symbols

from axioms.constructions import calibration
from axioms.core.budget import Settings, SymbolicTimeout, time_budget
from axioms.every_n.calibrated_structure import calibrated_structure
from metrics.variants import calibrated_base
from axioms.arithmetic.certify import RLIMIT, numeric_form, prove_nonnegative, z3_version
from axioms.properties.pi.class_monotonicity import pi_proof
from axioms.every_n.verdicts import EveryN, failing_for_every_n, later_sizes, lifting_sizes, proved_for_every_n
from axioms.every_n.verdicts import structure_of
from axioms.arithmetic.exact import as_text
from axioms.every_n.lifting import lift_pair, lifted_pair_at
from axioms.properties.pi.lifted_search import lifting_pair
from axioms.search.refute import Move, search_pairs
from axioms.core.registry import register_property
from axioms.core.search_evidence import search_evidence
from axioms.search.spaces import standard_stages
from axioms.arithmetic.signs import derivative_sign
from axioms.core.verdict import Evidence, Verdict, VerdictsOf

PI = VerdictsOf("PI")

__all__ = ["check_pi"]


def _step(i: int, j: int, delta: int = 1) -> Callable[[Any, Any], tuple[None, Any]]:
    """A move's ``apply``: ``delta`` more items in cell (i, j) of every matrix."""

    def apply(batch: Any, parameters: Any) -> tuple[None, Any]:
        moved = batch.copy()
        moved[:, i, j] += delta
        return None, moved

    return apply



def check_pi(metric: Metric, n: int, settings: Settings, rng: np.random.Generator) -> Verdict:
    r"""PI monotonicity (Opitz Eq. 3).

    .. math:: \frac{\partial\,\mathrm{metric}}{\partial m_{ij}} \ge 0 \text{ if } i=j,\quad \le 0 \text{ if } i \ne j

    and its discrete version: one more correct item never lowers the score, one more
    error never raises it. Violations are reported as before/after matrices. A proof
    (:func:`_pi_proof`) covers each cell by a sign certificate of the partial derivative
    or, for any metric z3 can read (Piecewise included), by monotonicity along the whole
    coordinate line. A float candidate whose exact comparison is undecided leaves the
    cell ``unknown`` unless a proof covers it.
    """
    cells = [(i, j) for i in range(n) for j in range(n)]
    moves = [Move((i, j), _step(i, j), "nondecreasing", _pi_sign(metric, i, j)) for i, j in cells]
    outcome = search_pairs(metric, standard_stages(n, settings, rng), moves)
    if outcome.violation:
        pair = outcome.violation
        (i, j), (v0, v1) = cast("tuple[int, int]", pair.key), pair.values  # the key of a move: its cell
        kind = "a correct item" if i == j else "an error"
        return PI.fails(
            f"adding {kind} at m[{i}][{j}] changes the score from {as_text(v0)} to {as_text(v1)} "
            # a violation's sign is certified
            f"({'lower' if cast(int, pair.sign) < 0 else 'higher'}; found by {pair.stage} search, "
            f"verified {pair.verified})",
            {"before": pair.before, "after": pair.after, "cell": [i, j],
             "values": [as_text(v0), as_text(v1)], "verified": pair.verified},
        )
    proof, note = _pi_proof(metric, n, cells, settings)
    if proof is not None:
        return PI.holds(proof, "all diagonal partials >= 0 and all off-diagonal partials <= 0 (proved)")
    if outcome.undecided is not None:
        pair = outcome.undecided
        v0, v1 = pair.values
        return PI.unknown(
            f"no proof ({note}), and the exact comparison of m={pair.before} ({as_text(v0)}) with m={pair.after} "
            f"({as_text(v1)}) is undecided: a float search found a possible violation there",
        )
    return PI.holds(search_evidence(n, settings, outcome, "one cell +1", cast(str, note)),  # no proof: a note why
                    "no monotonicity violation found (not refuted, not proved)")


def _pi_sign(metric: Metric, i: int, j: int) -> int:
    """The sign PI requires of ``∂metric/∂m_ij``: +direction on the diagonal, −direction off it."""
    return metric.direction * (1 if i == j else -1)


def _pi_proof(
    metric: Metric, n: int, cells: list[tuple[int, int]], settings: Settings
) -> tuple[Evidence | None, str | None]:
    r"""``(evidence, None)`` when every cell's monotonicity is proved, else ``(None, why not)``.

    Per cell (i, j), either a sign certificate of :math:`\partial f/\partial m_{ij}`
    (Piecewise-free metrics), or z3 proves
    :math:`s_{ij}\,(f(m + h e_{ij}) - f(m)) \ge 0` for all real :math:`m \ge 0, h \ge 0`
    where both values are defined. The second is monotonicity along the whole coordinate
    line, so it holds across the boundaries of a Piecewise metric's branches (a jump
    the wrong way is a violation it would find), and it implies the discrete version
    and the sign of the partial derivative wherever it exists. A calibrated metric is
    undefined unless every class occurs, so there the claim assumes every column sum > 0.
    """
    expr = metric.expression(n)
    if expr is None:
        return None, "no symbolic form"
    calibrated = calibrated_base(metric) is not None
    symbols = cell_symbols(n)
    h = sympy.Symbol("h", nonnegative=True)
    methods: set[str] = set()
    try:
        with time_budget(settings.symbolic_seconds):
            as_computed = numeric_form(metric, symbols)
            occurs = [sum(symbols.col(j)) > 0 for j in range(n)] if calibrated else []  # metric~ needs every class
            for i, j in cells:
                wanted = _pi_sign(metric, i, j)
                sign = derivative_sign(expr, symbols[i, j], settings)
                if sign is not None and sign * wanted >= 0:
                    methods.add("certificate")
                    continue
                step = as_computed.xreplace({symbols[i, j]: symbols[i, j] + h}) - as_computed
                if not prove_nonnegative(wanted * step, [*symbols, h], occurs):
                    return None, (f"neither a sign certificate of ∂/∂m{i}_{j} nor a z3 proof (rlimit {RLIMIT}) "
                                  f"of monotonicity along m{i}_{j}")
                methods.add("z3")
    except SymbolicTimeout:
        return None, f"symbolic budget of {settings.symbolic_seconds} s exhausted"
    texts = {
        "certificate": "a certified sign of the partial derivative (together + expand: all terms of one sign)",
        "z3": (
            f"z3 {z3_version()} (nonlinear real arithmetic, rlimit {RLIMIT}) proves s·(f(m + h·e_ij) − f(m)) ≥ 0 "
            f"for all real m ≥ 0{' with every class occurring' if calibrated else ''}, h ≥ 0 where both are "
            "defined: "
            "monotone along the whole coordinate line, across Piecewise boundaries"
        ),
    }
    return {"kind": "proof", "method": "every cell by " + "; or by ".join(texts[k] for k in sorted(methods))}, None



def pi_every_n(metric: Metric, base: Callable[[int], Verdict], settings: Settings) -> EveryN | None:
    r"""PI for every n ≥ 2 of a structured metric (or its calibrated variant): a proof by the lemmas
    of :mod:`axioms.properties.pi.class_monotonicity` on the metric's structure (for metric~, the structure
    :func:`~axioms.every_n.calibrated_structure.calibrated_structure` gives), else a failure lifted from the
    smallest checked n (2, 3 or another already checked: lifting_sizes) where PI fails (:func:`_lifted_failure`); for a
    metric whose own structure reads n (not a calibrated variant: :func:`~axioms.every_n.verdicts.later_sizes`), then a
    proof from n₀ ≤ LATEST_START on, else a failure at n = 4 (checked on demand) lifted; None when none is
    certified.
    """
    structure = structure_of(metric)
    if metric.calibrated_from is not None:
        structure = calibrated_structure(structure)
    if structure is not None:
        method = pi_proof(structure, metric.direction)
        if method is not None:
            return proved_for_every_n("PI", 2, method, _PROVED)
    lifted = _lifted_failure(metric, base, settings, lifting_sizes(base))
    later = later_sizes(metric)  # the metric's own structure reads n (not a calibrated variant's)
    if lifted is not None or not later:
        return lifted
    for start in range(3, LATEST_START + 1):  # monotone only from some n on?
        method = pi_proof(structure, metric.direction, start)
        if method is not None:
            return proved_for_every_n("PI", start, method, _PROVED)
    return _lifted_failure(metric, base, settings, later)  # failing only from some n on?


_PROVED = "all diagonal partials >= 0 and all off-diagonal partials <= 0 (proved)"
#: A structure that reads n is tried for PI at every n ≥ n₀ up to this n₀ (then checked at later_sizes for a
#: failure)
LATEST_START = 8


def _lifted_failure(
    metric: Metric, base: Callable[[int], Verdict], settings: Settings, sizes: Iterable[int]
) -> EveryN | None:
    """The per-n counterexample at the smallest of ``sizes`` (checked on demand) lifted by padding
    (:func:`axioms.every_n.lifting.lift_pair`), or one found by :func:`axioms.properties.pi.lifted_search.lifting_pair`
    when that one does not lift."""
    found: tuple[Any, Mapping[str, Any], str] | None = None
    for n0 in sizes:
        verdict = base(n0)
        if verdict.verdict != "fails" or not verdict.counterexample or "cell" not in verdict.counterexample:
            continue
        cx: Mapping[str, Any] = verdict.counterexample
        (i, j) = cx["cell"]
        relation = "<0" if _pi_sign(metric, i, j) > 0 else ">0"  # the violation: the score moved against PI's sign
        lift = lift_pair(metric, cx["before"], cx["after"], relation)
        if lift is None:
            searched = lifting_pair(metric, n0, (i, j), settings)
            if searched is None:
                continue
            lift, cx = searched
            relation = "<0" if _pi_sign(metric, *cx["cell"]) > 0 else ">0"
        if found is None or lift.start < found[0].start:
            found = (lift, cx, relation)
        if found[0].start <= n0 + 1:
            break
    if found is None:
        return None
    lift, cx, relation = found
    cell = list(cx["cell"])

    def lifted(n: int) -> tuple[dict[str, Any], str] | None:
        record = lifted_pair_at(metric, lift, cx["before"], cx["after"], n, relation)
        if record is None:
            return None
        kind = "a correct item" if cell[0] == cell[1] else "an error"
        return {**record, "cell": cell}, (f"adding {kind} at m[{cell[0]}][{cell[1]}] changes the score from "
                                          f"{record['values'][0]} to {record['values'][1]} "
                                          f"({'lower' if relation == '<0' else 'higher'}; lifted from n = {lift.n0})")

    return failing_for_every_n("PI", lift.start, lift.method(),
                               f"one more {'correct item' if cell[0] == cell[1] else 'error'} "
                               f"at m[{cell[0]}][{cell[1]}] moves the score the wrong way at every n ≥ {lift.start}",
                               lifted)


register_property(
    "PI",
    name="monotonicity",
    statement="∂metric/∂m_ij ≥ 0 if i = j and ≤ 0 if i ≠ j (one more correct item never lowers the score, "
              "one more error never raises it)",
    source="Opitz 2024 §3.1, Eq. 3",
    check=check_pi,
    group="opitz",
    position=1,
    survives_restriction=calibration.proved_for_all,
    every_n=pi_every_n,
)
