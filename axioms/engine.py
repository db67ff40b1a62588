"""The property engine: :func:`check` decides properties for one metric, with evidence."""

from fractions import Fraction

import numpy as np
import sympy

import metrics
from metrics.errors import UsageError

from .budget import profile
from .exact import as_text
from .properties import OPITZ, get_property
from .search import random_batch, rng_for
from .verdict import Verdict

__all__ = ["check"]

_EVIDENCE_STRENGTH = {"counterexample": 3, "proof": 3, "construction": 3, "necessary": 2, "exhaustive": 2, "search": 1, "none": 0}


def check(metric, properties=None, classes=(2, 3), seed=0, settings=None, calibrated=True, progress=None):
    """Decide properties of ``metric``; returns ``{property_id: Verdict}``.

    Parameters
    ----------
    metric : str or metrics.Metric
        A registered name or a Metric.
    properties : sequence of str, optional
        Property ids (default: Opitz's PI–PV; Sebastiani's axioms are
        ``axioms.SEBASTIANI``).
    classes : sequence of int
        Class counts to check; a property holds only if it holds at every applicable n.
    seed : int
        Seed of all searches (same inputs and seed -> the same verdicts).
    settings : axioms.Settings, optional
        Budgets (default: the ``default`` profile with ``seed``).
    calibrated : bool
        Also decide every property for the prevalence-calibrated metric~ (Opitz §5.2),
        stored in ``Verdict.after_calibration``.
    progress : callable, optional
        Called as ``progress(metric_name, property_id, n)`` before each check.
    """
    metric = metrics.get(metric)
    ids = list(OPITZ) if properties is None else list(properties)
    props = [get_property(pid) for pid in ids]
    classes = _validate_classes(classes)
    settings = settings or profile("default", seed=seed)
    problem = _preflight(metric, classes, settings)
    out = {}
    for prop in props:
        if problem:
            out[prop.id] = Verdict(prop.id, "error", {"kind": "none", "method": "metric failed its pre-flight evaluation"}, problem)
            continue
        verdict = _check_all_n(metric, prop, classes, settings, False, progress)
        if calibrated:
            verdict.after_calibration = _check_all_n(metric.calibrated, prop, classes, settings, True, progress)
        out[prop.id] = verdict
    return out


def _validate_classes(classes):
    try:
        classes = tuple(int(n) for n in classes)
    except (TypeError, ValueError):
        raise UsageError(f"classes must be a sequence of integers >= 2; got classes={classes!r}") from None
    if not classes or min(classes) < 2:
        raise UsageError(f"classes must be a non-empty sequence of integers >= 2; got classes={classes!r}")
    return tuple(sorted(set(classes)))


def _preflight(metric, classes, settings):
    """A message when the metric raises, returns the wrong shape or only NaN; else None."""
    ns = [n for n in classes if metric.applies_to(n)]
    for n in ns:
        batch = random_batch(n, 20, rng_for(settings, metric.name, "preflight", n))
        try:
            with np.errstate(all="ignore"):
                values = np.asarray(metric.numeric(batch), dtype=float)
        except Exception as exc:  # a user's metric may raise anything
            return f"metric raised {type(exc).__name__}: {exc}"
        if values.shape != batch.shape[:-2]:
            return f"metric returned shape={values.shape} for a batch of shape={batch.shape}; expected {batch.shape[:-2]}"
        if not np.isfinite(values).any():
            return f"metric returned NaN/inf on all {len(batch)} random {n}x{n} matrices"
    return None


def _check_all_n(metric, prop, classes, settings, calibrated, progress):
    per_n = {}
    for n in classes:
        if not prop.applies_to(metric, n):
            continue
        if progress:
            progress(metric.name, prop.id, n)
        rng = rng_for(settings, metric.name, prop.id, n)
        try:
            per_n[n] = prop.check(metric, n, settings, rng, calibrated=calibrated)
        except Exception as exc:  # keep the rest of the report
            per_n[n] = Verdict(prop.id, "error", {"kind": "none", "method": "the check raised"}, f"{type(exc).__name__}: {exc}")
    return _combine(prop.id, per_n)


def _combine(pid, per_n):
    if not per_n:
        return Verdict(pid, "not_applicable", {"kind": "none", "method": "the metric is not defined for the class counts checked"}, "not applicable")
    verdicts = {n: v.verdict for n, v in per_n.items()}
    for wanted in ("error", "fails", "unknown"):
        hits = [n for n, v in verdicts.items() if v == wanted]
        if hits:
            chosen = per_n[hits[0]]
            break
    else:
        chosen = min(per_n.values(), key=lambda v: _EVIDENCE_STRENGTH[v.evidence["kind"]])
    detail = chosen.detail
    if len(set(verdicts.values())) > 1:
        detail = f"verdicts differ by n ({', '.join(f'n={n}: {v}' for n, v in verdicts.items())}); " + detail
    elif len(per_n) > 1:
        detail = f"n={', '.join(map(str, per_n))}: " + detail
    extra = dict(chosen.extra)
    if pid == "PV":
        extra = _pv_summary(per_n)
    elif pid == "PIII":
        ps = {v.extra.get("p") for v in per_n.values()}
        extra = {"p": ps.pop() if len(ps) == 1 else None}
    return Verdict(pid, chosen.verdict, chosen.evidence, detail, chosen.counterexample, per_n=verdicts, extra=extra)


def _pv_summary(per_n):
    """Baseline ω(n) as an expression and strength (strict / complete / bounded / None)."""
    values = {n: v.extra.get("value") for n, v in per_n.items()}
    strengths = {v.extra.get("strength") for v in per_n.values()}
    if None in strengths or any(v is None for v in values.values()):
        return {"baseline": None, "strength": None}
    strength = "strict" if strengths == {"strict"} else "bounded"
    baseline = _baseline_expression(values)
    if strength == "strict" and len(values) > 1 and len({_as_fraction(v) for v in values.values()}) == 1:
        strength = "complete"
    return {"baseline": baseline, "strength": strength}


def _as_fraction(value):
    if isinstance(value, float):
        return Fraction(value).limit_denominator(10**6) if abs(value - round(value * 1e6) / 1e6) < 1e-9 else value
    value = sympy.nsimplify(value)
    return Fraction(int(value.p), int(value.q)) if value.is_Rational else float(value)


def _baseline_expression(values):
    """``'0'``, ``'1/n'`` or the values per n (``'n=2: 0.5, n=3: …'``)."""
    fracs = {n: _as_fraction(v) for n, v in values.items()}
    for expression, omega in (("1/n", lambda n: 1 / n), ("1 - 1/n", lambda n: 1 - 1 / n)):
        if len(fracs) > 1 and all(abs(float(f) - omega(n)) < 1e-6 for n, f in fracs.items()):
            return expression
    if len(set(fracs.values())) == 1 and isinstance(next(iter(fracs.values())), Fraction):
        return str(next(iter(fracs.values())))
    return ", ".join(f"n={n}: {as_text(v) if not isinstance(v, float) else f'{v:.6g}'}" for n, v in values.items())
