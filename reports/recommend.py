r"""``axiometrics recommend``: which metrics have the properties you require, and why the popular ones that lack one
fail it.

A requirement is a registered property id, optionally with a value one of the property's report keys must show
(``PV:strict``: PV holds with ``strength`` strict, or stronger):

.. math:: \mathrm{recommended} = \{\, m : \forall p \in \mathrm{require},\ \mathrm{verdict}_p(m) = \text{holds}
          \ \wedge\ \mathrm{value}_p(m) \succeq \mathrm{required}_p \,\}

The candidates are the catalogue (or the metrics named), the metrics of users' files, and members of the parameterised
families (:mod:`metrics.families`, built as :mod:`reports.sweep` builds them). Each candidate is one task of the worker
processes (:func:`reports.workers.run_contained`: ``jobs``, ``timeout``), which checks the requirements in the order
given (list the cheapest first) as one-property report rows (:func:`reports.report.metric_cells`: the engine with its
every-n lemmas, and the verdict cache) and stops at the metric's first failure, which is then *the* property it fails,
with that cell's exact counterexample. Calibrated variants (metric~) are candidates only when asked. Recommended metrics
are sorted by evidence: proved for every number of classes, then proved for the class counts checked, then proved for
the structure identified from the metric's code (:mod:`axioms.identified`), then only not refuted (a search: marked
``*``); then by how many preferred properties they have (proved ones first). Rendering: :mod:`reports.recommend_text`.
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any


import axioms
import metrics
from axioms.core.budget import resolve_settings
from axioms.core.evidence import proof_level
from metrics.errors import UsageError
from metrics.families import get_family

from .legend import is_identified
from .cache import cache_dir, enabled as cache_enabled, max_bytes as cache_max_bytes
from .report import metric_cells, unfinished_cells
from .recommend_text import answer_text, POPULAR, TIERS, render_recommendation
from .requirements import Requirement, parse_requirements
from .workers import run_contained
from .sweep import grid

__all__ = ["recommend", "Recommendation", "Candidate", "Rejection", "Requirement", "parse_requirements", "POPULAR",
           "FAMILY_GRIDS"]

#: The family members a recommendation considers by default (grids in :func:`reports.sweep.grid`
#: syntax); a family not named here is considered only when ``families=`` gives its grid.
FAMILY_GRIDS = {
    "f_beta": {"beta": "1/2,1,2"},
    "e_alpha": {"alpha": "0,1/2,1"},
    "tversky": {"alpha": "1/2,1", "beta": "1/2,1"},
    "macro_recall_mean": {"p": "-2,2"},  # other p: PV proofs take minutes (p = 1/2, -3)
}

@dataclass
class Candidate:
    """A metric that meets every requirement: its cells (``{pid: report cell}``), its evidence
    tier (an index into :data:`TIERS`) and the preferred properties it has (proved ones marked)."""

    name: str
    origin: str
    cells: dict[str, Any]
    tier: int
    preferred: dict[str, bool] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        """The JSON record of the candidate."""
        return {"name": self.name, "origin": self.origin, "evidence": TIERS[self.tier], "cells": self.cells,
                "preferred": sorted(self.preferred),
                "preferred_proved": sorted(p for p, proved in self.preferred.items() if proved)}


@dataclass
class Rejection:
    """A metric that fails a requirement: the first one it fails (in the order given) and that cell."""

    name: str
    origin: str
    requirement: str
    cell: dict[str, Any]

    def as_dict(self) -> dict[str, Any]:
        """The JSON record of the rejection."""
        return {"name": self.name, "origin": self.origin, "fails": self.requirement, "cell": self.cell}


@dataclass
class Recommendation:
    """The answer of :func:`recommend`: ``recommended`` (sorted, strongest evidence first),
    ``rejected`` (every metric that fails a requirement, the popular ones first), ``undecided``
    (``{name: reason}``: a requirement neither met nor refuted) and the settings of the checks."""

    require: list[Requirement]
    prefer: list[str]
    classes: tuple[int, ...]
    recommended: list[Candidate]
    rejected: list[Rejection]
    undecided: dict[str, str]
    settings: dict[str, Any]
    left_out: dict[str, str] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (the ``--format json`` output)."""
        return {"require": [str(r) for r in self.require], "prefer": self.prefer, "classes": list(self.classes),
                "settings": self.settings, "recommended": [c.as_dict() for c in self.recommended],
                "rejected": [r.as_dict() for r in self.rejected], "undecided": self.undecided,
                "left_out": self.left_out, "answer": answer_text(self)}

    def names(self) -> list[str]:
        """The recommended metrics' names, in order."""
        return [c.name for c in self.recommended]

    def rejection(self, name: str) -> Rejection | None:
        """Why ``name`` was rejected (None when it was not)."""
        return next((r for r in self.rejected if r.name == name), None)

    def to(self, fmt: str = "text") -> str:
        """The recommendation as ``text``, ``markdown`` or ``json`` (:mod:`reports.recommend_text`)."""
        return render_recommendation(self, fmt)


def family_members(grids: "dict[str, dict[str, Any]] | bool" = True) -> list[tuple[tuple[Any, ...], str]]:
    """``[(spec, origin)]`` of the members of the families' grids (``True``: :data:`FAMILY_GRIDS`,
    ``False``: none; a grid is a :func:`reports.sweep.grid` text or a list of values); ``spec`` is
    ``("family", name, {parameter: value as text})``, built by :func:`member` as a sweep builds it."""
    chosen = FAMILY_GRIDS if grids is True else grids or {}
    out = []
    for name, params in chosen.items():
        family = get_family(name)
        if set(params) != set(family.parameters):
            raise UsageError(f"family {name!r} needs a grid for each of {', '.join(family.parameters)}; "
                             f"got {', '.join(params) or 'none'}")
        values = {k: grid(v) if isinstance(v, str) else [Fraction(x) for x in v] for k, v in params.items()}
        combos: list[dict[str, Fraction]] = [{}]
        for key in family.parameters:
            combos = [{**c, key: v} for c in combos for v in values[key]]
        for combo in combos:
            out.append((("family", name, {k: str(v) for k, v in combo.items()}),
                        f"family {name} ({', '.join(f'{k}={v}' for k, v in combo.items())})"))
    return out


def member(spec: tuple[Any, ...]) -> Any:
    """The metric a candidate's ``spec`` names: ``("metric", Metric)``, ``("name", "x")`` (``"x~"``:
    its calibrated variant) or ``("family", name, {parameter: value})``."""
    if spec[0] == "metric":
        return spec[1]
    if spec[0] == "name":
        name = spec[1]
        return metrics.get(name[:-1]).calibrated if name.endswith("~") else metrics.get(name)
    return get_family(spec[1]).make(**{k: Fraction(v) for k, v in spec[2].items()})


def _candidates(names: "Sequence[str | metrics.Metric] | None", families: Any, with_calibrated: bool,
                files: Sequence[str]) -> dict[str, tuple[Any, str]]:
    """``{name: (spec, origin)}`` of every candidate, each once (see :func:`member`). A registered
    metric is named (the workers look it up); an unregistered one is checked in this process."""
    out: dict[str, tuple[Any, str]] = {}
    for item in list(names) if names is not None else metrics.catalogue():
        if isinstance(item, str) and files and _unknown(item):
            out[item] = (("name", item), "checked file")  # registered by the files, in the workers only
            continue
        metric = metrics.get(item)
        registered = not _unknown(metric.name) and metrics.get(metric.name) is metric
        origin = metrics.source(metric) if registered else "unregistered"
        out[metric.name] = (("name", metric.name) if registered else ("metric", metric), origin.split(" (")[0])
        if with_calibrated:
            out[metric.calibrated.name] = (("name", metric.calibrated.name) if registered
                                           else ("metric", metric.calibrated), f"calibrated {metric.name}")
    for spec, origin in family_members(families) if families else ():
        out.setdefault(member(spec).name, (spec, origin))
    return out


def _unknown(name: str) -> bool:
    try:
        metrics.get(name)
    except metrics.UnknownMetricError:
        return True
    return False


def check_in_order(spec: tuple[Any, ...], requirements: list[tuple[str, str | None]], classes: Sequence[int],
                   settings: axioms.Settings, cache_folder: str | None, stop: bool = True) -> dict[str, Any]:
    """``{pid: report cell}`` of the metric ``spec`` names, for the ``requirements`` (``(pid, value)``)
    in order, up to the first one it fails when ``stop`` (a worker task); each cell is read from or
    stored in the verdict cache as a one-property report row."""
    metric = member(spec)
    cells: dict[str, Any] = {}
    for pid, value in requirements:
        cell = cells[pid] = metric_cells(metric, [pid], classes, settings, False, cache_folder)[pid]
        if stop and Requirement(pid, value).fails_on(cell):
            break
    return cells


def _checked(pool: dict[str, tuple[Any, str]], requirements: list[Requirement], run: dict[str, Any],
             stop: bool = True) -> dict[str, dict[str, Any]]:
    """``{name: {pid: cell}}`` of every candidate (:func:`check_in_order`): registered metrics and
    family members in worker processes (with ``jobs > 1``, a ``timeout`` or ``files``), the others here."""
    reqs = [(r.pid, r.value) for r in requirements]
    args = (reqs, run["classes"], run["settings"], run["cache"], stop)
    contained = run["jobs"] > 1 or run["timeout"] is not None or run["files"]
    out: dict[str, dict[str, Any]] = {}
    tasks = [(name, (spec, *args)) for name, (spec, _) in pool.items() if contained and spec[0] != "metric"]
    for name, ok, value in run_contained(check_in_order, run["jobs"], tasks, run["timeout"],
                                         run["files"], reuse=not run["files"]) if tasks else ():
        out[name] = value if ok else unfinished_cells([r.pid for r in requirements], value)
        if run["progress"]:
            run["progress"](name, None, None)
    for name, (spec, _) in pool.items():
        if name not in out:
            out[name] = check_in_order(spec, *args)
    return {name: out[name] for name in pool}


def _tier(cells: dict[str, Any]) -> int:
    """The evidence tier (:data:`TIERS`) of a candidate: its weakest required cell."""
    def one(cell: dict[str, Any]) -> int:
        if not proof_level(cell["evidence"]["kind"]):
            return 3
        if is_identified(cell):
            return 2
        every = cell.get("every_n") or {}
        return 0 if every.get("verdict") == "holds" and every.get("from", 99) <= 2 else 1  # from n = 2 on: every n

    return max((one(c) for c in cells.values()), default=3)


def recommend(
    require: "str | Sequence[str]", prefer: "str | Sequence[str]" = (),
    metrics: "Sequence[str | metrics.Metric] | None" = None, classes: Sequence[int] = (2, 3),
    *,
    families: "dict[str, dict[str, Any]] | bool" = True, files: Sequence[str] = (), with_calibrated: bool = False,
    seed: int | None = None, settings: "axioms.Settings | None" = None, jobs: int = 1, timeout: float | None = None,
    cache: bool = False, progress: Callable[[str, str | None, int | None], None] | None = None,
) -> Recommendation:
    """The metrics that have every required property, and why the others fail one.

    ``require``: requirements (``"PIV,PV:strict"`` or a list, see :func:`parse_requirements`), checked in the order
    given, each only for the metrics that met the previous ones. ``prefer``: requirements (the same syntax) that order
    the recommended metrics (checked for them only). ``metrics``: the candidates (names or metrics; default: the
    catalogue), plus the members of ``families`` (default :data:`FAMILY_GRIDS`; ``False`` for none) and, with
    ``with_calibrated``, every metric~. ``files``: users' metric files, imported by the worker processes only; name
    their metrics in ``metrics``. ``seed``, ``settings``, ``jobs``, ``timeout``, ``cache`` and ``progress`` as
    :func:`reports.build_report`.

    Examples
    --------
    Opitz (2024, Table 5): macro recall is prevalence invariant, accuracy is not.

    >>> r = recommend("PIV", metrics=["accuracy", "macro_recall"], classes=(2,), families=False)
    >>> r.names(), r.rejection("accuracy").requirement
    (['macro_recall'], 'PIV')
    """
    requirements = parse_requirements(require, "require")
    preferred = parse_requirements(prefer, "prefer") if prefer else []
    settings = resolve_settings(settings, seed)
    counts = _class_counts(classes, cache)
    run: dict[str, Any] = {"classes": counts, "settings": settings, "progress": progress, "jobs": jobs,
           "timeout": timeout, "files": files, "cache": str(cache_dir()) if cache and cache_enabled() else None}
    every = _candidates(metrics, families, with_calibrated, files)
    left_out = {name: why for name, (spec, _) in every.items() if (why := _cannot_serve(spec, counts))}
    pool = {name: entry for name, entry in every.items() if name not in left_out}
    cells = _checked(pool, requirements, run)
    rejected, undecided, chosen = [], {}, []
    for name, row in cells.items():  # a row stops at its first failure: that is the one it fails
        failed = next((r for r in requirements if r.pid in row and r.fails_on(row[r.pid])), None)
        if failed is not None:
            # the property itself failed, or it held without the value required
            unmet = failed.pid if row[failed.pid]["verdict"] == "fails" else str(failed)
            rejected.append(Rejection(name, pool[name][1], unmet, row[failed.pid]))
        elif all(r.met_by(row[r.pid]) for r in requirements):
            chosen.append(name)
        else:
            undecided[name] = "; ".join(f"{r}: {row[r.pid]['verdict']} ({row[r.pid]['detail']})"
                                        for r in requirements if not r.met_by(row[r.pid]))
    ranked = _ranked({name: pool[name] for name in chosen}, cells, preferred, run)
    # stable: the rest in candidate order
    rejected.sort(key=lambda r: POPULAR.index(r.name) if r.name in POPULAR else len(POPULAR))
    record = {**settings.as_dict(), "classes": list(counts), "calibrated_candidates": with_calibrated}
    return Recommendation(requirements, [str(r) for r in preferred], counts, ranked, rejected, undecided, record,
                          left_out)


def _class_counts(classes: Sequence[int], cache: bool) -> tuple[int, ...]:
    """The class counts asked for, sorted, each once; a usage error for a bad one (or a bad cache setting)."""
    if cache:
        cache_max_bytes()  # a bad AXIOMETRICS_CACHE_MAX_MB is a usage error here, not in every worker
    counts = tuple(sorted(set(classes)))
    if not counts or min(counts) < 2:
        raise UsageError(f"classes must be a non-empty sequence of integers >= 2; got classes={tuple(classes)!r}")
    return counts


def _cannot_serve(spec: tuple[Any, ...], counts: tuple[int, ...]) -> str:
    """Why the metric ``spec`` names is no answer for data with ``counts`` classes ('' when it is):
    a binary-only metric for more than two classes, or one defined from more classes on."""
    if spec[0] == "name" and _unknown(spec[1].rstrip("~")):
        return ""  # a checked file's metric: known in the workers only
    metric = member(spec)
    missing = [n for n in counts if not metric.applies_to(n)]
    if not missing:
        return ""
    return "binary only" if metric.binary else f"defined from {metric.min_classes} classes on"


def _ranked(chosen: dict[str, tuple[Any, str]], cells: dict[str, dict[str, Any]], preferred: list[Requirement],
            run: dict[str, Any]) -> list[Candidate]:
    """The recommended candidates, sorted by evidence tier, then preferred properties held (proved first)."""
    held = _checked(chosen, preferred, run, stop=False) if preferred and chosen else {name: {} for name in chosen}
    out = [
        Candidate(name, origin, cells[name], _tier(cells[name]),
                  {str(r): proof_level(held[name][r.pid]["evidence"]["kind"])
                   for r in preferred if r.met_by(held[name][r.pid])})
        for name, (_, origin) in chosen.items()
    ]
    order = {name: i for i, name in enumerate(chosen)}
    out.sort(key=lambda c: (c.tier, -sum(c.preferred.values()), -len(c.preferred), order[c.name]))
    return out
