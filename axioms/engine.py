"""The property engine: :func:`check` decides properties for one metric, with evidence."""

from collections.abc import Callable, Sequence
from dataclasses import fields
from functools import partial
from typing import Any, cast
import warnings

import numpy as np

import metrics
from metrics.bridge import float_constants
from metrics.deprecation import renamed_keyword
from metrics.errors import raised
from metrics.registration_checks import deferred_problem
from metrics.validation import check_class_counts
from metrics.variants import calibrated_base

from axioms.core.budget import Settings, resolve_settings, rng_for
from axioms.constructions.calibration import is_restriction, restricted_verdict
from axioms.search.cost import sized_to_cost
from axioms.search.forms_agreement import forms_disagree
from axioms.every_n.verdicts import EveryN, lifted_verdict, reconciled
from axioms.every_n.domain import within_domain
from axioms.core.evidence import STRENGTH
from axioms.identified import confirmed_at, decided_through, given_as_code, identification_of, noted
from axioms.arithmetic.exact import forget_values
from axioms.core.registry import Property, get_property, group_ids, property_ids
from axioms.search.spaces import evaluate, random_batch
from axioms.core.verdict import Verdict

__all__ = ["check", "Progress"]

#: ``progress(metric_name, property_id, n)``, called before each check.
Progress = Callable[[str, str, int], None]

def check(
    metric: "str | metrics.Metric",
    properties: Sequence[str] | None = None,
    classes: Sequence[int] = (2, 3),
    seed: int | None = None,
    settings: Settings | None = None,
    with_calibrated: bool = True,
    progress: Progress | None = None,
    *,
    identify: bool | None = None,
    calibrated: bool | None = None,
) -> dict[str, Verdict]:
    """Decide properties of ``metric``; returns ``{property_id: Verdict}``.

    It is long because its docstring documents every parameter.

    Parameters
    ----------
    metric : str or metrics.Metric
        A registered name or a Metric.
    properties : sequence of str or str, optional
        Property ids (default: Opitz's PI–PV; Sebastiani's axioms are ``axioms.SEBASTIANI_AXIOMS``);
        one string is one id or several separated by commas (``"PIV"``, ``"PI,PIV"``).
    classes : sequence of int
        Class counts to check; a property holds only if it holds at every applicable n.
    seed : int, optional
        Seed of all searches (default 0; same inputs and seed -> the same verdicts). Given
        with ``settings`` of another seed: :class:`UsageError`.
    settings : axioms.Settings, optional
        Budgets (default: the ``default`` profile with ``seed``). A metric slow to evaluate
        (label-based) has its searches shrunk to ``settings.slow_metric_matrices`` matrices
        per property and class count, recorded as ``evidence["sized_to_cost"]`` (:mod:`axioms.search.cost`).
    with_calibrated : bool
        Also decide every property for the prevalence-calibrated metric~ (Opitz §5.2),
        stored in ``Verdict.after_calibration`` (``calibrated=`` is its deprecated spelling). Not for a metric that
        is itself calibrated: m λ(m) has balanced columns, where λ is 1, so metric~~ is metric~.
    progress : callable, optional
        Called as ``progress(metric_name, property_id, n)`` before each check.
    identify : bool, optional
        Decide a metric given as code through the structure identified from its values (default:
        ``settings.identify``, True; :mod:`axioms.identified`); False: the code as written.

    Notes
    -----
    A class count where the metric raises, returns the wrong shape or only NaN makes every verdict ``error``
    (the detail names the class counts and why; ``per_n`` keeps the others'): a metric that breaks at one
    class count never reads "holds".

    Examples
    --------
    Opitz (2024, Table 5): macro recall is prevalence invariant (PIV ✓), macro precision is not.

    >>> [check(name, ["PIV"], classes=(2,), with_calibrated=False)["PIV"].verdict
    ...  for name in ("macro_recall", "macro_precision")]
    ['holds', 'fails']
    """
    with_calibrated = renamed_keyword("check", "calibrated", "with_calibrated", calibrated, with_calibrated)
    metric = metrics.get(metric)
    props = [get_property(pid)
             for pid in (list(group_ids("opitz")) if properties is None else property_ids(properties))]
    classes = check_class_counts(classes, "classes")
    settings = resolve_settings(settings, seed)
    decide = partial(_decide, props=props, classes=classes, settings=settings, with_calibrated=with_calibrated,
                     progress=progress)
    with warnings.catch_warnings():  # the engine probes degenerate matrices on purpose
        warnings.simplefilter("ignore")
        return _decide_code_or_form(metric, decide, settings.identify if identify is None else identify, classes,
                                    settings)


def _decide_code_or_form(
    metric: metrics.Metric, decide: Callable[[metrics.Metric], dict[str, Verdict]], identify: bool,
    classes: tuple[int, ...], settings: Settings,
) -> dict[str, Verdict]:
    """``decide`` for the structure identified from the metric's code (:mod:`axioms.identified`), else for the
    code: when ``identify`` is False, the metric is not given as code only, or its code fails the pre-flight
    (then reported)."""
    forget_values()  # values are kept within one check only: the metric's code may read state changed since the last
    if not (identify and given_as_code(metric) and not _preflight(metric, classes, settings)):
        return decide(metric)
    found = identification_of(metric)
    if found is not None and found.identified:
        found = confirmed_at(found, metric, classes)
    if found is not None and found.identified:
        decided = decided_through(found, metric, decide)
        if isinstance(decided, dict):
            return decided
        found = decided
    return noted(decide(metric), found)


def _decide(
    metric: metrics.Metric, props: list[Property], classes: tuple[int, ...], settings: Settings, with_calibrated: bool,
    progress: Progress | None,
) -> dict[str, Verdict]:
    """``{property_id: Verdict}`` of ``props`` for ``metric``, after the pre-flight and the forms' agreement."""
    out: dict[str, Verdict] = {}
    failing = _preflight(metric, classes, settings)
    usable = [n for n in classes if n not in failing]
    # a registration check deferred to here (a users' file) names the mistake and its fix, even where every n failed
    disagreement = (deferred_problem(metric)
                    or next((d for d in (forms_disagree(metric, n, settings) for n in usable) if d), None))
    # the per-n verdicts a lemma asks for at a small n not checked (cheap there, whatever the cost at a large n)
    unsized = settings
    settings, sizing = (settings, None) if disagreement or not usable else sized_to_cost(metric, usable, settings)
    for prop in props:
        if disagreement or (failing and not usable):
            problem = disagreement or next(iter(failing.values()))
            out[prop.id] = Verdict(prop.id, "error",
                                   {"kind": "none", "method": "metric failed its pre-flight evaluation"}, problem)
            continue
        per_n, every = _verdicts_for_every_n(metric, prop, usable, (settings, unsized), progress)
        verdict = _combined(metric, prop, per_n, failing, every)
        if with_calibrated and calibrated_base(metric) is None:  # metric~~ is metric~: its columns are balanced
            calibrated_per_n, calibrated_every = _verdicts_for_every_n(
                metric.calibrated, prop, usable, (settings, unsized), progress, per_n)
            verdict.after_calibration = _combined(metric.calibrated, prop, calibrated_per_n, failing, calibrated_every)
        out[prop.id] = _with_notes(verdict, metric, _read_at(metric, classes, settings), sizing)
    return out


def _read_at(metric: metrics.Metric, classes: tuple[int, ...], settings: Settings) -> tuple[int, ...]:
    """The class counts whose symbolic form is read for float literals: those small enough for symbolic
    steps; a structured metric's literals are its structure's, the same at every n, so its smallest n."""
    small = tuple(n for n in classes if settings.symbolic_at(n))
    if metric.structure is not None or not small:
        return (max(2, metric.min_classes),) if not metric.binary else (2,)
    return small


def _verdicts_for_every_n(
    metric: metrics.Metric, prop: Property, classes: list[int], both: tuple[Settings, Settings],
    progress: Progress | None, base_per_n: dict[int, Verdict] | None = None,
) -> "tuple[dict[int, Verdict], EveryN | None]":
    """``({n: Verdict}, verdict for every n or None)``; ``both``: the settings of the class counts
    checked (sized to the metric's cost there) and those of a lemma's own per-n checks at small n.

    The class counts small enough for symbolic steps are checked first; a structured metric's
    property may then have a verdict for every n (:mod:`axioms.every_n.verdicts`), which answers the larger
    class counts it covers without checking them, replaces weaker per-n verdicts (a search) and is dropped if a
    per-n proof contradicts it or its lifted counterexample does not re-check at one of them.
    """
    settings, unsized = both
    small = [n for n in classes if settings.symbolic_at(n)]
    per_n = _verdicts_per_n(metric, prop, small, settings, progress, base_per_n)
    every = within_domain(lifted_verdict(metric, prop, per_n, unsized, _check_one_n), metric)
    large = [n for n in classes if n not in per_n and prop.applies_to(metric, n)]
    try:  # a lifted counterexample that does not re-check at one n makes no claim for every n
        per_n.update({n: every.at(n) for n in large if every is not None and every.covers(n)})
    except ArithmeticError:
        every = None
    per_n.update(_verdicts_per_n(metric, prop, [n for n in large if n not in per_n], settings, progress, base_per_n))
    every, per_n = reconciled(every, per_n)
    return dict(sorted(per_n.items())), every


def _with_notes(
    verdict: Verdict, metric: metrics.Metric, classes: tuple[int, ...], sizing: dict[str, Any] | None
) -> Verdict:
    """The verdict (and its calibrated one) with what the evidence must say besides the method:
    how float literals of the symbolic form were read, and how the search was sized to cost."""
    notes: dict[str, Any] = {}
    if sizing is not None:
        notes["sized_to_cost"] = sizing
    if metric.symbolic is not None:
        floats = sorted({f for n in classes if metric.applies_to(n) for f in float_constants(metric.symbolic, n)})
        if floats:
            notes["float_constants"] = ("float constants of the symbolic form read as the exact decimals "
                                        "they print as: " + ", ".join(floats))
    if notes:
        for v in (verdict, verdict.after_calibration):
            if v is not None:
                v.evidence = {**v.evidence, **notes}  # type: ignore[typeddict-item]
    return verdict


def _preflight(metric: metrics.Metric, classes: tuple[int, ...], settings: Settings) -> dict[int, str]:
    """``{n: message}`` for the class counts where the metric raises, returns the wrong shape or only NaN."""
    failing: dict[int, str] = {}
    for n in classes:
        if not metric.applies_to(n):
            continue
        batch = random_batch(n, min(20, settings.at(n).search_size), rng_for(settings, metric.name, "preflight", n))
        try:
            values = evaluate(metric, batch)
        except Exception as exc:  # a user's metric may raise anything
            failing[n] = f"metric raised {raised(exc)}"
            continue
        if values.shape != batch.shape[:-2]:
            failing[n] = (f"metric returned shape={values.shape} for a batch of shape={batch.shape}; "
                          f"expected {batch.shape[:-2]}")
        elif not np.isfinite(values).any():
            failing[n] = f"metric returned NaN/inf on all {len(batch)} random {n}x{n} matrices"
    return failing


def _verdicts_per_n(
    metric: metrics.Metric, prop: Property, classes: list[int], settings: Settings, progress: Progress | None,
    base_per_n: dict[int, Verdict] | None = None,
) -> dict[int, Verdict]:
    """``{n: Verdict}`` of ``prop`` for ``metric`` at each applicable n of ``classes``.

    A calibrated metric that is a restriction of the metric it comes from
    (:mod:`axioms.constructions.calibration`) takes over that metric's verdict wherever the property says
    it survives the restriction; ``base_per_n`` holds those verdicts where already known.
    """
    per_n: dict[int, Verdict] = {}
    for n in classes:
        if not prop.applies_to(metric, n):
            continue
        if progress:
            progress(metric.name, prop.id, n)
        checked = metric if settings.symbolic_at(n) else _SearchOnly.of(metric)
        per_n[n] = (_restricted(checked, prop, n, settings, (base_per_n or {}).get(n))
                    or _check_one_n(checked, prop, n, settings))
        if checked is not metric:
            per_n[n].evidence = {
                **per_n[n].evidence,
                "method": per_n[n].evidence.get("method", "")
                + f"; no symbolic steps at n={n} (n² > symbolic_max_cells = {settings.symbolic_max_cells})",
                "budget": {**per_n[n].evidence.get("budget", {}), "symbolic_max_cells": settings.symbolic_max_cells},
            }
    return per_n


def _restricted(
    metric: metrics.Metric, prop: Property, n: int, settings: Settings, base_verdict: Verdict | None
) -> Verdict | None:
    """The verdict a calibrated ``metric`` takes over from the metric it comes from at ``n``
    (:mod:`axioms.constructions.calibration`), or None: then it is checked on its own form."""
    if prop.survives_restriction is None:
        return None
    try:
        if not is_restriction(metric, n):
            return None
    except Exception:  # noqa: BLE001 - a metric's form that raises here is checked (and its error reported) as usual
        return None
    # a restriction has one
    base_verdict = base_verdict or _check_one_n(cast(metrics.Metric, metric.calibrated_from), prop, n, settings)
    restricted: Verdict | None = (restricted_verdict(metric, base_verdict) if prop.survives_restriction(base_verdict)
                                  else None)
    return restricted


def _check_one_n(metric: metrics.Metric, prop: Property, n: int, settings: Settings) -> Verdict:
    """``prop.check`` of ``metric`` at ``n`` with the settings :meth:`~axioms.Settings.at` n, seeded by
    (metric, property, n); an exception is an error verdict."""
    try:
        verdict = prop.check(metric, n, settings.at(n), rng_for(settings, metric.name, prop.id, n))
    except Exception as exc:  # keep the rest of the report
        return Verdict(prop.id, "error", {"kind": "none", "method": "the check raised"}, raised(exc))
    if not isinstance(verdict, Verdict):  # a defect of the property's code, not of the metric
        return Verdict(prop.id, "error", {"kind": "none", "method": "the property's check returned no verdict"},
                       f"property {prop.id}'s check returned {type(verdict).__name__}, not an axioms.Verdict: "
                       "a defect of the property (its check must return holds(...), fails(...) or unknown(...)), "
                       "not of the metric")
    return verdict


def _combined(
    metric: metrics.Metric, prop: Property, per_n: dict[int, Verdict], failing: dict[int, str],
    every: "EveryN | None" = None,
) -> Verdict:
    """One verdict from the per-n ones, with the verdict for every n (``every``) when there is one; where the
    metric failed its pre-flight at some class counts, an error naming them (an error at any n is an error of
    the cell; ``per_n`` keeps the others)."""
    verdict = _combine(prop, per_n)
    verdict.every_n = every
    skipped = {n: msg for n, msg in (failing or {}).items() if prop.applies_to(metric, n)}
    if not skipped:
        return verdict
    reasons = "; ".join(f"n={n}: {msg}" for n, msg in skipped.items())
    elsewhere = f" (at the other class counts: {verdict.verdict})" if per_n else ""
    if list(per_n) == [2] and not metric.binary:  # code for 2 x 2 that raises on larger matrices
        elsewhere += ("; it runs at n = 2 only: if it is a binary metric, register it with binary=True "
                      "(m = [[TP, FP], [FN, TN]]), or check it at n = 2 alone")
    return Verdict(
        prop.id, "error", {"kind": "none", "method": "metric failed its pre-flight evaluation at some class counts"},
        f"the metric fails at {reasons}{elsewhere}",
        per_n=dict(sorted({**verdict.per_n, **{n: "error" for n in skipped}}.items())),
    )


class _SearchOnly(metrics.Metric):
    """A metric whose symbolic form is withheld from proof steps (exact values still use it)."""

    @classmethod
    def of(cls, metric: metrics.Metric) -> "_SearchOnly":
        """``metric`` with its symbolic form withheld, and that of the metric it is calibrated from."""
        values = {f.name: getattr(metric, f.name) for f in fields(metric)}
        if metric.calibrated_from is not None:
            values["calibrated_from"] = cls.of(metric.calibrated_from)
        return cls(**values)

    def expression(self, n: int) -> None:
        return None


def _n_of(chosen: Verdict, per_n: dict[int, Verdict]) -> int:
    return next(n for n, v in per_n.items() if v is chosen)


def _combine(prop: Property, per_n: dict[int, Verdict]) -> Verdict:
    """One verdict from the per-n ones: the first error, failure or unknown, else the weakest
    evidence; the property combines its own extra fields (PV's baseline, PIII's p)."""
    pid = prop.id
    if not per_n:
        return Verdict(pid, "not_applicable",
                       {"kind": "none", "method": "the metric is not defined for the class counts checked, or "
                                                  "the property does not apply to it there (its applies= rule)"},
                       "not applicable")
    verdicts = {n: v.verdict for n, v in per_n.items()}
    for wanted in ("error", "fails", "unknown"):
        hits = [n for n, v in verdicts.items() if v == wanted]
        if hits:
            chosen = per_n[hits[0]]
            break
    else:
        chosen = min(per_n.values(), key=lambda v: STRENGTH[v.evidence["kind"]])
    # a detail read at one n is labelled with it unless every n reads the same (PV's baseline is 1/n)
    shown = "" if len({v.detail for v in per_n.values()}) == 1 else f"at n={_n_of(chosen, per_n)}: "
    detail = shown + chosen.detail
    if len(set(verdicts.values())) > 1:
        detail = f"verdicts differ by n ({', '.join(f'n={n}: {v}' for n, v in verdicts.items())}); " + detail
    elif len(per_n) > 1:
        detail = f"n={', '.join(map(str, per_n))}{'; ' if shown else ': '}" + detail
    evidence = chosen.evidence
    if len({v.evidence.get("method") for v in per_n.values()}) > 1:  # a method read at one n is labelled with it too
        evidence = {**evidence, "method": f"at n={_n_of(chosen, per_n)}: {evidence.get('method', '')}"}
    extra = prop.combine(per_n) if prop.combine is not None else dict(chosen.extra)
    return Verdict(pid, chosen.verdict, evidence, detail, chosen.counterexample, per_n=verdicts, extra=extra,
                   witness=chosen.witness)
