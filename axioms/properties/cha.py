"""CHA, robustness to chance (Sebastiani 2015 Axiom 6): E[metric] of a random classifier is one constant for every
test set (models: coin, uniform_rate, prevalence)."""

from collections.abc import Sequence
from typing import Any

import numpy as np

from metrics import Metric, cell_symbols

from axioms.arithmetic.rational import cancel
from axioms.core.registry import register_property
from axioms.arithmetic.exact import as_text, sign_of_difference, value_of
from axioms.core.budget import Settings, SymbolicTimeout, time_budget
from axioms.core.verdict import Verdict, VerdictsOf
from axioms.core.evidence import rechecked, verified_how
from axioms.search.coordinates import column_affine, free_cells, prevalence_symbols
from axioms.search.fixed_test_set import test_set_forms
from axioms.search.patterns import pattern_text
from axioms.constructions.random_models import MODELS, expectation
from axioms.search.spaces import compositions, grid, test_set_text
from axioms.search.widened import widened

CHA = VerdictsOf("CHA")

#: A test set and the prediction counts a model fixes (None: a model that does not fix them).
Case = tuple[tuple[int, ...], tuple[int, ...] | None]


def _cha_proof(metric: Metric, n: int, settings: Settings) -> tuple[Any, str | None]:
    r"""``(gamma, None)`` when the coin model's E[score] is proved to be the number ``gamma`` on every test set
    where a classifier is scored, or ``(None, reason)``.

    Under the coin model the columns of the random classifier are independent
    multinomials with :math:`E[m_{ij}] = P_j / n`. Where the score is defined on every
    classifier and affine in each column's cells (:func:`test_set_form`), each monomial
    holds at most one cell per column, so :math:`E[M(m)] = M(E[m])` exactly; that value,
    written through the prevalences, must simplify to the same number on every support
    pattern.
    """
    forms, reason = test_set_forms(metric, n, settings)
    if forms is None:
        return None, reason
    M = cell_symbols(n)
    P = prevalence_symbols(n, positive=True)
    values: set[Any] = set()
    try:
        with time_budget(settings.symbolic_seconds):
            for present, G in forms:
                if isinstance(G, str):
                    continue  # no classifier scored on these test sets: skipped, as in the enumeration
                if not column_affine(G, n, present):
                    return None, f"the score is not affine in each column's cells ({pattern_text(n, present)})"
                expected = cancel(G.xreplace({M[c]: P[c[1]] / n for c in free_cells(n, present)}))
                if not expected.is_number:
                    return None, f"E[score] = {expected} depends on the test set ({pattern_text(n, present)})"
                values.add(expected)
    except SymbolicTimeout:
        return None, f"symbolic budget of {settings.symbolic_seconds} s exhausted"
    if len(values) != 1:
        return None, "the support patterns have different expectations"
    return values.pop(), None


def _all_models(metric: Metric, n: int, sets: Sequence[tuple[int, ...]]) -> dict[str, dict[str, Any]]:
    """Every model of :data:`~axioms.constructions.random_models.MODELS` over the test sets ``sets`` (a model that
    fixes the prediction counts: every prediction count on every test set), classifiers scored once for all models."""
    cache: dict[tuple[int, ...], Any] = {}
    models = {}
    for name, model in MODELS.items():
        cases = ([(p, r) for p in sets for r in compositions(sum(p), n)] if model.fixes_predictions
                 else [(p, None) for p in sets])
        models[name] = _cha_model(metric, cases, name, cache)
    return models


def _coin_failure(metric: Metric, coin: dict[str, Any], per_model: str, extra: dict[str, Any]) -> Verdict | None:
    """CHA's failure under the coin model (two test sets with different expectations, or an undefined
    expectation), or None."""
    if coin["_differ"] is not None:
        (p0, v0, how0, _), (p1, v1, how1, _) = coin["_differ"]
        return CHA.fails(
            f"under the coin model E[score] = {as_text(v0)} on {test_set_text(p0)} but {as_text(v1)} on "
            f"{test_set_text(p1)}; per model: {per_model}",
            {"model": "coin", "test_sets": [list(p0), list(p1)],
             "expectations": [as_text(v0), as_text(v1)], "verified": verified_how(how0, how1),
             "computed_by": "enumeration of all classifiers with their exact probabilities"},
            extra=extra,
            evidence={"kind": "counterexample", "method": "exact expectations by enumerating every classifier of both "
                                                          "test sets with its exact probability"},
        )
    if coin["_undefined"] is not None:
        p, (m, pr), cond = coin["_undefined"]
        how = value_of(metric, m)[1]
        return CHA.fails(
            f"under the coin model E[score] is undefined on {test_set_text(p)}: the classifier m={m} "
            f"(probability {pr}) is not scored"
            f"{f' (conditional on being scored E = {as_text(cond)})' if cond is not None else ''}"
            f"; per model: {per_model}",
            {"model": "coin", "test_set": list(p), "matrix": m, "probability": str(pr),
             "value": "undefined", "verified": how},
            extra=extra,
            evidence={"kind": "counterexample",
                      "method": f"exact enumeration; the unscored classifier re-checked {rechecked(how)}"},
        )
    return None


def check_cha(metric: Metric, n: int, settings: Settings, rng: np.random.Generator) -> Verdict:
    r"""CHA robustness to chance (Sebastiani Axiom 6): a random classifier's expected score is one constant.

    .. math:: E\big[M(\mathcal{Y}, h^{rand})\big] = \gamma \quad\text{for every test set } \mathcal{Y}

    evaluated exactly (every classifier with its exact probability) on every test set of
    the grid (:func:`~axioms.search.spaces.grid`, within ``settings.exact_classifiers``
    classifiers, each evaluated once in exact arithmetic), under four random-classifier models (:func:`expected_score`):
    ``coin`` (each item gets each class with probability 1/n — the verdict's model, the
    paper's default reading), ``uniform_rate`` (number of predicted positives uniform,
    the model behind the paper's F1 figures), ``prevalence`` (class i with probability
    prevalence(i)/|D|) and ``permutation`` (prediction counts fixed too, every prediction
    count on every test set: a hypergeometric table). Test sets on which no classifier is scored are skipped; an
    expectation that is undefined because the model draws an unscored classifier with
    positive probability is reported as undefined (never silently conditioned on).
    Fails (under ``coin``) with two test sets with different exact expectations, or with
    a test set whose expectation is undefined. ``extra["models"]`` has every model's
    result. Proof under ``coin`` (:func:`_cha_proof`): a score affine in each column's
    cells has E[score] = score(E[m]) exactly, and that must be one number for all
    prevalences. Two expectations whose exact sign cannot be certified give "unknown".
    """
    sets, the_grid = widened(grid(n, settings, settings.exact_classifiers), first=lambda p: all(x > 0 for x in p))
    models = _all_models(metric, n, sets)
    summary = {k: {kk: vv for kk, vv in v.items() if not kk.startswith("_")} for k, v in models.items()}
    extra = {"models": summary, "default_model": "coin"}
    coin = models["coin"]
    per_model = "; ".join(f"{k}: {v['summary']}" for k, v in models.items())
    failure = _coin_failure(metric, coin, per_model, extra)
    if failure is not None:
        return failure
    if coin["_undecided"] is not None:
        return CHA.undecided(coin["_undecided"])
    if coin["constant"] is None:
        return CHA.unknown(f"no test set with {the_grid.text()} has a scored classifier")
    gamma, reason = _cha_proof(metric, n, settings)
    if gamma is not None and as_text(gamma) == coin["value"]:
        return CHA.holds(
            {"kind": "proof", "method": "coin model: on every test set the score is defined on every classifier and "
                                        "affine in each (independent) column's cells, "
                                        "so E[score] = score(E[m]) with E[m_ij] = prevalence(j)/n, which simplifies to "
                                        "one number for all prevalences; other models by exact enumeration"},
            f"E[score] = {as_text(gamma)} on every test set where a classifier is scored (coin model, proved); "
            f"per model: {per_model}",
            extra=extra,
        )
    return CHA.holds(
        {
            "kind": "exhaustive",
            "method": f"expectation under the coin model on every test set with {the_grid.text()} "
            "(enumeration of every classifier with its exact probability; "
            f"values {'in float64: the exact form is unavailable for some classifiers' if coin['_float'] else 'exact'})"
            f"; no proof: {reason}",
            "budget": the_grid.as_budget(),
        },
        f"E[score] = {coin['value']} on every test set checked (coin model); per model: {per_model}",
        extra=extra,
    )


def _case_text(p: Sequence[int], predicted: Sequence[int] | None) -> str:
    return test_set_text(p) if predicted is None else f"{test_set_text(p)} with predictions {list(predicted)}"


def _cha_model(metric: Metric, cases: Sequence[Case], model: str, cache: dict[tuple[int, ...], Any]) -> dict[str, Any]:
    """One model's expectations over ``cases`` (test set, prediction counts or None): constant or not, and where."""
    first, differ, undefined, undecided = None, None, None, None
    uses_float = False
    expectations, undefined_on, skipped = {}, [], []
    all_present_values: list[Any] = []
    for p, predicted in cases:
        label = _case_text(p, predicted)
        e = expectation(metric, p, model, cache, predicted)
        if not e["scored_anywhere"]:
            skipped.append(label)
            continue
        if e["value"] is None:
            expectations[label] = "undefined"
            undefined_on.append(label)
            if undefined is None:
                undefined = (p, e["undefined"], e["conditional"])
            continue
        expectations[label] = as_text(e["value"])
        if all(x > 0 for x in p):
            all_present_values.append(e["value"])
        uses_float = uses_float or e["how"] != "exact"
        if first is None:
            first = (p, e["value"], e["how"], label)
        elif differ is None:
            sign = sign_of_difference(first[1], e["value"])
            if sign:
                differ = (first, (p, e["value"], e["how"], label))
            elif sign is None:
                undecided = undecided or (f"E[score] = {as_text(first[1])} on {first[3]} vs {as_text(e['value'])} "
                                          f"on {label}")
    constant_present = _all_equal(all_present_values) if all_present_values else None
    summary = _summary(first, differ, undecided, undefined_on, constant_present)
    return {
        "constant": None if (first is None and not undefined_on)
        else (False if differ is not None or undefined_on else (None if undecided else True)),
        "value": as_text(first[1]) if first is not None and differ is None else None,
        "constant_when_all_classes_present": constant_present,
        "expectations": expectations,
        "undefined_on": undefined_on,
        "skipped": skipped,
        "counterexample": None if differ is None else {
            "cases": [differ[0][3], differ[1][3]], "test_sets": [list(differ[0][0]), list(differ[1][0])],
            "expectations": [as_text(differ[0][1]), as_text(differ[1][1])]},
        "summary": summary,
        "_differ": differ,
        "_undefined": undefined,
        "_undecided": undecided,
        "_float": uses_float,
    }


def _summary(first: Any, differ: Any, undecided: str | None, undefined_on: list[str],
             constant_present: bool | None) -> str:
    """One model's expectations in words (:func:`_cha_model`): varying, undefined, undecided or one constant."""
    if differ is not None:
        summary = f"varies ({as_text(differ[0][1])} on {differ[0][3]} vs {as_text(differ[1][1])} on {differ[1][3]})"
    elif first is None:
        summary = (f"undefined on all {len(undefined_on)} test sets with a scored classifier" if undefined_on
                   else "no scored test set")
    elif undecided:
        summary = f"not certainly constant ({undecided}: undecided)"
    else:
        summary = f"{as_text(first[1])} on every test set with a defined expectation"
    if undefined_on and first is not None:
        summary += f", undefined on {len(undefined_on)} test sets"
    if constant_present is not None and differ is not None:
        summary += f"; {'constant' if constant_present else 'not constant'} over test sets with every class present"
    return summary


def _all_equal(values: list[Any]) -> bool | None:
    """True / False when the exact values are certified all equal / not all equal; None when undecided."""
    signs = [sign_of_difference(values[0], v) for v in values[1:]]
    if any(signs):
        return False
    return None if None in signs else True


register_property(
    "CHA",
    name="robustness to chance",
    statement=("E[metric] of a random classifier is one constant for every test set (models: coin, uniform_rate, "
               "prevalence)"),
    source="Sebastiani 2015 Axiom 6",
    check=check_cha,
    group="sebastiani",
    position=6,
)
