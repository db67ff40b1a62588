"""IMB, robustness to imbalance (Sebastiani 2015 Axiom 7): the trivial acceptor and rejector (every constant
classifier) score constants on all test sets with every class present."""

from collections.abc import Sequence
from typing import Any

import numpy as np
import sympy

from metrics import Metric

from axioms.arithmetic.rational import cancel
from axioms.arithmetic.simplification import dropped_denominators
from axioms.arithmetic.where_defined import as_written
from axioms.core.registry import register_property
from axioms.core.budget import Settings, SymbolicTimeout, time_budget
from axioms.arithmetic.exact import as_text, sign_of_difference, value_of
from axioms.arithmetic.signs import nonneg_sign
from axioms.core.verdict import Verdict, VerdictsOf
from axioms.core.evidence import verified_how
from axioms.search.coordinates import prevalence_symbols
from axioms.search.spaces import grid_bound, test_set_text, test_sets

IMB = VerdictsOf("IMB")

#: A test set scored by a constant classifier: ``(prevalences, matrix, exact value, how)``, or unscored
#: ``(prevalences, matrix, how)``.
Scored = tuple[tuple[int, ...], list[list[int]], Any, str]
Unscored = tuple[tuple[int, ...], list[list[int]], str]


def _constant_classifier(p: Sequence[int], c: int) -> list[list[int]]:
    n = len(p)
    return [[int(p[j]) if i == c else 0 for j in range(n)] for i in range(n)]


def _constant_name(n: int, c: int) -> str:
    if n == 2:
        return "trivial acceptor" if c == 0 else "trivial rejector"
    return f"constant classifier predicting class {c}"


def _symbolic_constant(metric: Metric, n: int, c: int, P: Any, settings: Settings) -> Any:
    """The constant classifier's score on symbolic positive prevalences ``P``: a number when it is one
    constant; ``sympy.nan`` when it is undefined for every ``P``; None when neither is proved.

    Every denominator of the value must expand to a nonzero polynomial with nonnegative coefficients, hence be
    positive at every positive ``P``, before ``cancel`` may reduce it to a number (so no removable singularity is
    cancelled away): each as it stands (``together`` writes (P/2 − 5)/(P − 10) as 1/2), and every one sympy
    dropped while it built the value from the form as written
    (:func:`~axioms.arithmetic.simplification.dropped_denominators`).
    """
    if metric.symbolic is None:
        return None
    try:
        with time_budget(settings.symbolic_seconds):
            T = sympy.Matrix(n, n, lambda i, j: P[j] if i == c else sympy.Integer(0))
            raw = sympy.sympify(metric.symbolic(T))
            if raw.has(sympy.nan, sympy.zoo) and not raw.has(sympy.Piecewise):
                return sympy.nan
            if raw.has(sympy.Piecewise, sympy.oo, -sympy.oo):
                return None
            dropped = dropped_denominators(as_written(metric.symbolic, T), raw)
            if dropped is None:
                return None
            dens = [p.base for p in raw.atoms(sympy.Pow) if p.exp.is_negative] + dropped
            if any(nonneg_sign(sympy.expand(d)) != 1 for d in dens):  # each, before together() merges any
                return None
            value = cancel(sympy.together(raw))
            return value if value.is_number else None
    except (SymbolicTimeout, Exception):  # noqa: BLE001 - a user's symbolic form may raise
        return None


def _never_scored(n: int, c: int, name: str, seen_undefined: Unscored, symbolic: Any) -> Verdict:
    """IMB fails: the constant classifier predicting ``c`` is unscored, so it scores no constant."""
    p, m, how = seen_undefined
    proved = symbolic is not None and symbolic is sympy.nan
    where = ("on every test set with every class present (proved: its symbolic score is undefined for all positive "
             "prevalences)") if proved else f"on every test set checked, e.g. {test_set_text(p)}"
    return IMB.fails(
        f"the {name} is undefined {where}, so it does not score a fixed constant k (IMB read literally: an undefined "
        f"score equals no constant; Sebastiani leaves it open for DOR and LAM%: 'we cannot even say')",
        {"classifier": name, "class": c, "test_sets": [list(p)], "matrices": [m],
         "values": ["undefined"], "verified": how},
        evidence={"kind": "counterexample", "method": f"the constant classifier's score evaluated ({how}): undefined"
                  + ("; undefined for all positive prevalences, proved symbolically" if proved else "")},
    )


def _scan_constant(
    metric: Metric, c: int, name: str, sets: Sequence[tuple[int, ...]]
) -> tuple[Verdict | None, Scored | None, Unscored | None, Scored | None, str | None]:
    """Score the constant classifier predicting ``c`` on ``sets`` in order, exactly: ``(failure, first, seen_undefined,
    seen_defined, tie)`` — a failure for two certified different values, the first scored case, the first unscored
    and first scored ones (the scan stops when both are seen), and the first pair whose difference has no certified
    sign."""
    first, seen_undefined, seen_defined, tie = None, None, None, None
    for p in sets:
        m = _constant_classifier(p, c)
        v, how = value_of(metric, m)
        if v is None:
            seen_undefined = seen_undefined or (p, m, how)
            if seen_defined is not None:
                break
            continue
        seen_defined = seen_defined or (p, m, v, how)
        if seen_undefined is not None:
            break
        if first is None:
            first = (p, m, v, how)
        elif (sign := sign_of_difference(first[2], v)) is None:
            tie = tie or (f"the {name} scores {as_text(first[2])} on {test_set_text(first[0])} and {as_text(v)} "
                          f"on {test_set_text(p)}")
        elif sign:
            p0, m0, v0, how0 = first
            return IMB.fails(
                f"the {name} scores {as_text(v0)} on {test_set_text(p0)} but {as_text(v)} on {test_set_text(p)} "
                f"(verified {verified_how(how0, how)})",
                {"classifier": name, "class": c, "test_sets": [list(p0), list(p)],
                 "matrices": [m0, m], "values": [as_text(v0), as_text(v)],
                 "verified": verified_how(how0, how)},
            ), None, None, None, None
    return None, first, seen_undefined, seen_defined, tie


def _check_constant(
    metric: Metric, n: int, c: int, name: str, sets: Sequence[tuple[int, ...]], P: Any, settings: Settings
) -> tuple[Verdict | None, Scored | None, bool]:
    """``(failure or unknown, first scored case, proved)`` for the constant classifier predicting ``c``:
    the exact scan (:func:`_scan_constant`) and the symbolic constant (:func:`_symbolic_constant`)."""
    symbolic = _symbolic_constant(metric, n, c, P, settings)
    failure, first, seen_undefined, seen_defined, tie = _scan_constant(metric, c, name, sets)
    if failure is not None:
        return failure, None, False
    if seen_undefined is not None and seen_defined is not None:
        pd, md, vd, howd = seen_defined
        pu, mu, _ = seen_undefined
        return IMB.fails(
            f"the {name} scores {as_text(vd)} on {test_set_text(pd)} but is undefined on {test_set_text(pu)} "
            f"(verified {howd})",
            {"classifier": name, "class": c, "test_sets": [list(pd), list(pu)],
             "matrices": [md, mu], "values": [as_text(vd), "undefined"], "verified": howd},
        ), None, False
    if seen_defined is None:
        assert seen_undefined is not None  # every test set is scored or unscored, and there are test sets
        return _never_scored(n, c, name, seen_undefined, symbolic), None, False
    assert first is not None  # scored, and nowhere unscored: first is the first scored case
    proved = symbolic is not None and symbolic.is_number and sign_of_difference(first[2], symbolic) == 0
    if tie and not proved:
        return IMB.undecided(tie), None, False
    return None, first, proved


def check_imb(metric: Metric, n: int, settings: Settings, rng: np.random.Generator) -> Verdict:
    r"""IMB robustness to imbalance (Sebastiani Axiom 7): trivial classifiers score constants.

    Binary: for every test set with :math:`AP > 0` and :math:`AN > 0`,

    .. math:: M\begin{pmatrix}AP & AN\\ 0 & 0\end{pmatrix} = k_1, \qquad
              M\begin{pmatrix}0 & 0\\ AP & AN\end{pmatrix} = k_2

    (trivial acceptor and trivial rejector). n classes: for every class c, the constant
    classifier predicting c (row c = the prevalences, other rows 0) scores one constant
    :math:`k_c` over all test sets in which every class occurs. Proof: the score of the
    constant classifier on symbolic positive prevalences is a number (its denominator
    certified positive first); otherwise every test set with prevalences 1..bound and
    random larger ones are compared exactly, and a pair of values whose sign cannot be
    certified gives "unknown". A constant classifier that is unscored on every test set
    fails IMB read literally (an undefined score is no constant k; the paper: "we cannot
    even say"), and the detail says so.
    """
    bound = grid_bound(n, settings)
    sets = test_sets(n, bound, positive=True)
    sets += [tuple(int(x) for x in row) for row in rng.integers(1, 1000, size=(20, n))]
    P = prevalence_symbols(n, positive=True)
    constants, proofs = {}, 0
    for c in range(n):
        name = _constant_name(n, c)
        verdict, first, proved = _check_constant(metric, n, c, name, sets, P, settings)
        if verdict is not None:
            return verdict
        assert first is not None  # no verdict: the constant classifier was scored
        constants[name] = as_text(first[2])
        proofs += proved
    text = ", ".join(f"{k} = {v}" for k, v in constants.items())
    if proofs == n:
        return IMB.holds(
            {"kind": "proof",
             "method": "the score of every constant classifier on symbolic positive prevalences simplifies to a "
                       "number"},
            f"{text} on every test set with every class present (proved)",
            extra={"constants": constants},
        )
    return IMB.holds(
        {
            "kind": "search",
            "method": f"exact values on every test set with prevalences 1..{bound} and 20 random ones up to 999; "
                      "no symbolic constant",
            "budget": {"test_set_max_prevalence": bound, "random_test_sets": 20},
        },
        f"{text} on every test set checked (not refuted, not proved)",
        extra={"constants": constants},
    )


register_property(
    "IMB",
    name="robustness to imbalance",
    statement=("the trivial acceptor and rejector (every constant classifier) score constants on all test sets with "
               "every class present"),
    source="Sebastiani 2015 Axiom 7",
    check=check_imb,
    group="sebastiani",
    position=7,
)
