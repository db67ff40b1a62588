"""IMB, robustness to imbalance (Sebastiani Axiom 7)."""

import sympy

from ..budget import SymbolicTimeout, time_budget
from ..exact import as_text, sign_of_difference, value_of
from ..verdict import fails, holds, unknown
from ._common import _grid_bound, _how, _prevalence_symbols, _test_sets, _ts


def _constant_classifier(p, c):
    n = len(p)
    return [[int(p[j]) if i == c else 0 for j in range(n)] for i in range(n)]


def _constant_name(n, c):
    if n == 2:
        return "trivial acceptor" if c == 0 else "trivial rejector"
    return f"constant classifier predicting class {c}"


def check_imb(metric, n, settings, rng, calibrated=False):
    r"""IMB robustness to imbalance (Sebastiani Axiom 7): trivial classifiers score constants.

    Binary: for every test set with :math:`AP > 0` and :math:`AN > 0`,

    .. math:: M\begin{pmatrix}AP & AN\\ 0 & 0\end{pmatrix} = k_1, \qquad M\begin{pmatrix}0 & 0\\ AP & AN\end{pmatrix} = k_2

    (trivial acceptor and trivial rejector). n classes: for every class c, the constant
    classifier predicting c (row c = the prevalences, other rows 0) scores one constant
    :math:`k_c` over all test sets in which every class occurs. Proof: the score of the
    constant classifier on symbolic positive prevalences is a number; otherwise every test
    set with prevalences 1..bound and random larger ones are compared exactly. Unscored
    on every test set: "unknown" (the paper: "we cannot even say").
    """
    bound = _grid_bound(n, settings)
    sets = _test_sets(n, bound, positive=True)
    sets += [tuple(int(x) for x in row) for row in rng.integers(1, 1000, size=(20, n))]
    P = _prevalence_symbols(n, positive=True)
    constants, proofs, undefined_all = {}, 0, []
    for c in range(n):
        name = _constant_name(n, c)
        symbolic = None
        if metric.symbolic is not None:
            try:
                with time_budget(settings.symbolic_seconds):
                    T = sympy.Matrix(n, n, lambda i, j: P[j] if i == c else sympy.Integer(0))
                    v = sympy.cancel(sympy.sympify(metric.symbolic(T)))
                    symbolic = v
            except (SymbolicTimeout, Exception):  # noqa: BLE001 - a user's symbolic form may raise
                symbolic = None
        first, seen_undefined, seen_defined = None, None, None
        for p in sets:
            m = _constant_classifier(p, c)
            v, how = value_of(metric, m)
            if v is None:
                seen_undefined = seen_undefined or (p, m)
                if seen_defined is not None:
                    break
                continue
            seen_defined = seen_defined or (p, m, v, how)
            if seen_undefined is not None:
                break
            if first is None:
                first = (p, m, v, how)
            elif sign_of_difference(first[2], v):
                p0, m0, v0, how0 = first
                return fails(
                    "IMB",
                    f"the {name} scores {as_text(v0)} on {_ts(p0)} but {as_text(v)} on {_ts(p)} (verified {_how(how0, how)})",
                    {"classifier": name, "class": c, "test_sets": [list(p0), list(p)], "matrices": [m0, m], "values": [as_text(v0), as_text(v)], "verified": _how(how0, how)},
                )
        if seen_undefined is not None and seen_defined is not None:
            pd, md, vd, howd = seen_defined
            pu, mu = seen_undefined
            return fails(
                "IMB",
                f"the {name} scores {as_text(vd)} on {_ts(pd)} but is undefined on {_ts(pu)} (verified {howd})",
                {"classifier": name, "class": c, "test_sets": [list(pd), list(pu)], "matrices": [md, mu], "values": [as_text(vd), "undefined"], "verified": howd},
            )
        if seen_defined is None:
            undefined_all.append(name)
            continue
        constants[name] = as_text(first[2])
        if symbolic is not None and not symbolic.free_symbols and symbolic.is_finite and not sign_of_difference(first[2], symbolic):
            proofs += 1
    if undefined_all:
        verb = "are" if len(undefined_all) > 1 else "is"
        return unknown("IMB", f"the {' and the '.join(undefined_all)} {verb} undefined on every test set checked, so IMB cannot be decided"
                        f"{'; ' + ', '.join(f'{k} = {v}' for k, v in constants.items()) if constants else ''}")
    text = ", ".join(f"{k} = {v}" for k, v in constants.items())
    if proofs == n:
        return holds(
            "IMB",
            {"kind": "proof", "method": "the score of every constant classifier on symbolic positive prevalences simplifies to a number"},
            f"{text} on every test set with every class present (proved)",
            extra={"constants": constants},
        )
    return holds(
        "IMB",
        {
            "kind": "search",
            "method": f"exact values on every test set with prevalences 1..{bound} and 20 random ones up to 999; no symbolic constant",
            "budget": {"test_set_max_prevalence": bound, "random_test_sets": 20},
        },
        f"{text} on every test set checked (not refuted, not proved)",
        extra={"constants": constants},
    )
