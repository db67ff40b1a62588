"""CHA, robustness to chance (Sebastiani Axiom 6), with exact expectations of random classifiers."""

from fractions import Fraction
from math import comb, factorial, prod

import sympy

from metrics import cell_symbols
from metrics.errors import UsageError

from ..exact import as_text, sign_of_difference, value_of
from ..budget import SymbolicTimeout, time_budget
from ..spaces import int_lists
from ..verdict import fails, holds, unknown, undecided
from ..evidence import verified_how
from ._common import (
    RANDOM_MODELS,
    _classifiers,
    _column_affine,
    _compositions,
    _free_cells,
    _grid,
    _pattern_text,
    _prevalence_symbols,
    _test_set_forms,
    _ts,
)


def _multinomial(total, parts):
    return factorial(total) // prod(factorial(x) for x in parts)


def _hypergeometric(m, p, rows):
    r"""Probability of the table ``m`` among all tables with column sums ``p`` and row sums
    ``rows`` when the predictions are a uniformly random permutation:
    :math:`\prod_i r_i! \prod_j p_j! / (N! \prod_{ij} m_{ij}!)` (0 if the row sums differ)."""
    if [sum(row) for row in m] != list(rows):
        return Fraction(0)
    return Fraction(
        prod(factorial(x) for x in p) * prod(factorial(x) for x in rows),
        factorial(sum(p)) * prod(factorial(x) for row in m for x in row),
    )


def _probability(m, p, model, predicted=None):
    """Exact probability that the random classifier ``model`` produces the matrix ``m`` on test set ``p``
    (``predicted``: the fixed prediction counts of the ``permutation`` model)."""
    n = len(p)
    total = sum(p)
    cols = [[m[i][j] for i in range(n)] for j in range(n)]
    if model == "coin":
        return prod(Fraction(_multinomial(p[j], cols[j]), n ** p[j]) for j in range(n))
    if model == "prevalence":
        q = [Fraction(p[i], total) for i in range(n)]
        out = Fraction(1)
        for j in range(n):
            out *= _multinomial(p[j], cols[j])
            for i in range(n):
                out *= q[i] ** m[i][j]
        return out
    if model == "uniform_rate":
        return _hypergeometric(m, p, [sum(row) for row in m]) / comb(total + n - 1, n - 1)
    if model == "permutation":
        return _hypergeometric(m, p, predicted)
    raise UsageError(f"model={model!r} is not a random-classifier model; accepted: {', '.join(RANDOM_MODELS)}")


def _scored(metric, p, cache=None, predicted=None):
    """``[(matrix, value, how)]`` for every classifier on the test set ``p``, in enumeration order (cached
    per call site); with ``predicted``, only the classifiers whose row sums (prediction counts) are ``predicted``."""
    p = tuple(int(x) for x in p)
    if cache is None or p not in cache:
        every, by_rows = [], {}
        for m in _classifiers(p):
            m = int_lists(m)
            v, how = value_of(metric, m)
            every.append((m, v, how))
            by_rows.setdefault(tuple(sum(row) for row in m), []).append((m, v, how))
        cache = {} if cache is None else cache
        cache[p] = every, by_rows
    every, by_rows = cache[p]
    return every if predicted is None else by_rows.get(tuple(predicted), [])


def _to_number(v):
    if isinstance(v, float):
        return v
    if v.is_Rational:
        return Fraction(int(v.p), int(v.q))
    return v


def _expectation(metric, p, model, cache=None, predicted=None):
    """Exact E[score] under ``model``: dict with value (None if undefined), how, undefined witness, conditional value."""
    scored = _scored(metric, p, cache, predicted)
    total_prob = Fraction(0)
    acc_frac, acc_other, acc_float = Fraction(0), [], 0.0
    defined_prob = Fraction(0)
    witness = None
    any_float = False
    for m, v, how in scored:
        pr = _probability(m, p, model, predicted)
        total_prob += pr
        if pr == 0:
            continue
        if v is None:
            if witness is None:
                witness = (m, pr)
            continue
        defined_prob += pr
        x = _to_number(v)
        if isinstance(x, float):
            any_float = True
            acc_float += float(pr) * x
        elif isinstance(x, Fraction):
            acc_frac += pr * x
        else:
            acc_other.append(sympy.Rational(pr.numerator, pr.denominator) * x)
    assert total_prob == 1, (p, model, predicted, total_prob)
    if any_float:
        weighted = acc_float + float(acc_frac) + float(sum(acc_other) if acc_other else 0.0)
    else:
        weighted = sympy.Rational(acc_frac.numerator, acc_frac.denominator) + sympy.Add(*acc_other)
    conditional = None
    if defined_prob > 0:
        conditional = weighted / float(defined_prob) if any_float else weighted / sympy.Rational(defined_prob.numerator, defined_prob.denominator)
    return {
        "value": None if witness is not None else weighted,
        "how": "float64" if any_float else "exact",
        "undefined": witness,
        "conditional": conditional,
        "defined_probability": defined_prob,
        "scored_anywhere": defined_prob > 0 or any(v is not None for _, v, _ in scored),
    }


def expected_score(metric, test_set_counts, model="coin", predicted_counts=None):
    r"""Exact expected score of a random classifier on a test set (Sebastiani's CHA).

    Parameters
    ----------
    metric : str or metrics.Metric
    test_set_counts : sequence of int
        ``(AP, AN)`` for binary test sets, or the n class prevalences.
    model : str
        ``"coin"``: every item is given each of the n classes with probability 1/n
        independently (binary: positive with probability 1/2);
        ``"uniform_rate"``: the number k of predicted positives is uniform on
        ``0..|D|`` and the positives are a uniformly random k-subset (so TP is
        hypergeometric); n classes: the predicted class counts are uniform over all
        compositions of ``|D|`` and the table given them is multivariate hypergeometric;
        ``"prevalence"``: every item gets class i with probability
        ``prevalence(i) / |D|`` independently;
        ``"permutation"``: the classifier's prediction counts :math:`r` (row sums) are
        fixed as well, and its predictions are a uniformly random permutation of them
        over the items, so the table is multivariate (Fisher) hypergeometric,

        .. math:: P(m) = \frac{\prod_i r_i!\,\prod_j p_j!}{N!\,\prod_{ij} m_{ij}!},
                  \qquad E[m_{ij}] = \frac{r_i\, p_j}{N}

        (the model of permutation tests and of "constant baseline" properties; its
        expected matrix :math:`r p^\top / N` is one of Opitz's random classifiers
        :math:`z p^\top`, so PV's baseline is unchanged by it).
    predicted_counts : sequence of int, optional
        The prediction counts :math:`r` of the ``"permutation"`` model (as many as
        classes, summing to :math:`|D|`); by default :math:`r = p` (predictions are the
        true labels shuffled). Only the ``"permutation"`` model takes it.

    Returns
    -------
    sympy number (exact), float (metrics without an exact form) or None when the
    expectation is undefined (the metric is undefined on a classifier the model draws
    with positive probability). Computed by enumerating every classifier of the test set
    with its exact probability, never by sampling.

    Sebastiani's F1 values for AN = 0 (0.500 at |D| = 1, ≈ 0.612 at |D| = 100) are those
    of ``"uniform_rate"``.

    Examples
    --------
    One positive item, no negative: the classifier predicts 0 or 1 positives with
    probability 1/2 each, scoring F1 = 0 or 1 (Sebastiani 2015, §5.6: 0.500).

    >>> expected_score("f1", (1, 0), model="uniform_rate")
    1/2

    Kappa's chance agreement is fixed by both marginals, so under the permutation model its
    expectation is exactly 0 (here 2 positives and 3 negatives, 1 predicted positive):

    >>> expected_score("cohen_kappa", (2, 3), model="permutation", predicted_counts=(1, 4))
    0
    """
    import metrics as _metrics

    metric = _metrics.get(metric)
    try:
        p = tuple(int(x) for x in test_set_counts)
        ok = all(x >= 0 for x in p) and sum(p) > 0 and all(int(x) == x for x in test_set_counts)
    except (TypeError, ValueError):
        ok = False
    if not ok or len(p) < 2:
        raise UsageError(f"test_set_counts={test_set_counts!r} is not supported; accepted: two or more nonnegative integer class counts with a positive sum")
    if not metric.applies_to(len(p)):
        raise UsageError(f"metric {metric.name!r} is not defined for n={len(p)} classes")
    if model not in RANDOM_MODELS:
        raise UsageError(f"model={model!r} is not supported; accepted: {', '.join(RANDOM_MODELS)}")
    return _expectation(metric, p, model, predicted=_predicted(p, model, predicted_counts))["value"]


def _predicted(p, model, predicted_counts):
    """The validated prediction counts of the permutation model (``p`` by default); None for the other models."""
    if model != "permutation":
        if predicted_counts is not None:
            raise UsageError(f"predicted_counts= is a parameter of model='permutation' only; got model={model!r}")
        return None
    if predicted_counts is None:
        return p
    try:
        r = tuple(int(x) for x in predicted_counts)
        ok = len(r) == len(p) and all(x >= 0 and x == y for x, y in zip(r, predicted_counts)) and sum(r) == sum(p)
    except (TypeError, ValueError):
        ok = False
    if not ok:
        raise UsageError(
            f"predicted_counts={predicted_counts!r} does not fit the test set {list(p)}; accepted: {len(p)} nonnegative "
            f"integer prediction counts summing to {sum(p)} (how many items the classifier assigns to each class)"
        )
    return r


def _cha_proof(metric, n, settings):
    r"""``(gamma, None)`` when the coin model's E[score] is proved to be the number ``gamma`` on every test set
    where a classifier is scored, or ``(None, reason)``.

    Under the coin model the columns of the random classifier are independent
    multinomials with :math:`E[m_{ij}] = P_j / n`. Where the score is defined on every
    classifier and affine in each column's cells (:func:`_test_set_form`), each monomial
    holds at most one cell per column, so :math:`E[M(m)] = M(E[m])` exactly; that value,
    written through the prevalences, must simplify to the same number on every support
    pattern.
    """
    forms, reason = _test_set_forms(metric, n, settings)
    if forms is None:
        return None, reason
    M = cell_symbols(n)
    P = _prevalence_symbols(n, positive=True)
    values = set()
    try:
        with time_budget(settings.symbolic_seconds):
            for present, G in forms:
                if isinstance(G, str):
                    continue  # no classifier scored on these test sets: skipped, as in the enumeration
                if not _column_affine(G, n, present):
                    return None, f"the score is not affine in each column's cells ({_pattern_text(n, present)})"
                expected = sympy.cancel(G.xreplace({M[c]: P[c[1]] / n for c in _free_cells(n, present)}))
                if not expected.is_number:
                    return None, f"E[score] = {expected} depends on the test set ({_pattern_text(n, present)})"
                values.add(expected)
    except SymbolicTimeout:
        return None, f"symbolic budget of {settings.symbolic_seconds} s exhausted"
    if len(values) != 1:
        return None, "the support patterns have different expectations"
    return values.pop(), None


def check_cha(metric, n, settings, rng):
    r"""CHA robustness to chance (Sebastiani Axiom 6): a random classifier's expected score is one constant.

    .. math:: E\big[M(\mathcal{Y}, h^{rand})\big] = \gamma \quad\text{for every test set } \mathcal{Y}

    evaluated exactly (every classifier with its exact probability) on every test set of
    the grid (:func:`~axioms.sebastiani._common._grid`, within ``settings.exact_classifiers``
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
    grid = _grid(n, settings, settings.exact_classifiers)
    cache = {}
    sets = grid.sets
    models = {}
    for model in RANDOM_MODELS:
        cases = [(p, r) for p in sets for r in _compositions(sum(p), n)] if model == "permutation" else [(p, None) for p in sets]
        models[model] = _cha_model(metric, cases, model, cache)
    summary = {k: {kk: vv for kk, vv in v.items() if not kk.startswith("_")} for k, v in models.items()}
    extra = {"models": summary, "default_model": "coin"}
    coin = models["coin"]
    per_model = "; ".join(f"{k}: {v['summary']}" for k, v in models.items())
    if coin["_differ"] is not None:
        (p0, v0, how0, _), (p1, v1, how1, _) = coin["_differ"]
        return fails(
            "CHA",
            f"under the coin model E[score] = {as_text(v0)} on {_ts(p0)} but {as_text(v1)} on {_ts(p1)}; per model: {per_model}",
            {"model": "coin", "test_sets": [list(p0), list(p1)], "expectations": [as_text(v0), as_text(v1)], "verified": verified_how(how0, how1), "computed_by": "enumeration of all classifiers with their exact probabilities"},
            extra=extra,
            evidence={"kind": "counterexample", "method": "exact expectations by enumerating every classifier of both test sets with its exact probability"},
        )
    if coin["_undefined"] is not None:
        p, (m, pr), cond = coin["_undefined"]
        return fails(
            "CHA",
            f"under the coin model E[score] is undefined on {_ts(p)}: the classifier m={m} (probability {pr}) is not scored"
            f"{f' (conditional on being scored E = {as_text(cond)})' if cond is not None else ''}; per model: {per_model}",
            {"model": "coin", "test_set": list(p), "matrix": m, "probability": str(pr), "value": "undefined", "verified": "exact"},
            extra=extra,
            evidence={"kind": "counterexample", "method": "exact enumeration; the unscored classifier re-checked exactly"},
        )
    if coin["_undecided"] is not None:
        return undecided("CHA", coin["_undecided"])
    if coin["constant"] is None:
        return unknown("CHA", f"no test set with {grid.text()} has a scored classifier")
    gamma, reason = _cha_proof(metric, n, settings)
    if gamma is not None and as_text(gamma) == coin["value"]:
        return holds(
            "CHA",
            {"kind": "proof", "method": "coin model: on every test set the score is defined on every classifier and affine in each (independent) column's cells, "
                                        "so E[score] = score(E[m]) with E[m_ij] = prevalence(j)/n, which simplifies to one number for all prevalences; other models by exact enumeration"},
            f"E[score] = {as_text(gamma)} on every test set where a classifier is scored (coin model, proved); per model: {per_model}",
            extra=extra,
        )
    return holds(
        "CHA",
        {
            "kind": "exhaustive",
            "method": f"expectation under the coin model on every test set with {grid.text()} (enumeration of every classifier with its exact probability; "
            f"values {'in float64: the exact form is unavailable for some classifiers' if coin['_float'] else 'exact'}); no proof: {reason}",
            "budget": grid.as_budget(),
        },
        f"E[score] = {coin['value']} on every test set checked (coin model); per model: {per_model}",
        extra=extra,
    )


def _case_text(p, predicted):
    return _ts(p) if predicted is None else f"{_ts(p)} with predictions {list(predicted)}"


def _cha_model(metric, cases, model, cache):
    """One model's expectations over ``cases`` (test set, prediction counts or None): constant or not, and where."""
    first, differ, undefined, undecided = None, None, None, None
    uses_float = False
    expectations, undefined_on, skipped = {}, [], []
    all_present_values = []
    for p, predicted in cases:
        label = _case_text(p, predicted)
        e = _expectation(metric, p, model, cache, predicted)
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
                undecided = undecided or f"E[score] = {as_text(first[1])} on {first[3]} vs {as_text(e['value'])} on {label}"
    constant_present = _all_equal(all_present_values) if all_present_values else None
    if differ is not None:
        summary = f"varies ({as_text(differ[0][1])} on {differ[0][3]} vs {as_text(differ[1][1])} on {differ[1][3]})"
    elif first is None:
        summary = f"undefined on all {len(undefined_on)} test sets with a scored classifier" if undefined_on else "no scored test set"
    else:
        summary = f"{as_text(first[1])} on every test set with a defined expectation"
    if undefined_on and first is not None:
        summary += f", undefined on {len(undefined_on)} test sets"
    if constant_present is not None and differ is not None:
        summary += f"; {'constant' if constant_present else 'not constant'} over test sets with every class present"
    return {
        "constant": None if (first is None and not undefined_on) else (False if differ is not None or undefined_on else (None if undecided else True)),
        "value": as_text(first[1]) if first is not None and differ is None else None,
        "constant_when_all_classes_present": constant_present,
        "expectations": expectations,
        "undefined_on": undefined_on,
        "skipped": skipped,
        "counterexample": None if differ is None else {"cases": [differ[0][3], differ[1][3]], "test_sets": [list(differ[0][0]), list(differ[1][0])], "expectations": [as_text(differ[0][1]), as_text(differ[1][1])]},
        "summary": summary,
        "_differ": differ,
        "_undefined": undefined,
        "_undecided": undecided,
        "_float": uses_float,
    }


def _all_equal(values):
    """True / False when the exact values are certified all equal / not all equal; None when undecided."""
    signs = [sign_of_difference(values[0], v) for v in values[1:]]
    if any(signs):
        return False
    return None if None in signs else True
