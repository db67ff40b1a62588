"""Build the JSON-ready property report of several metrics (the output contract)."""

from collections.abc import Callable, Iterable, Sequence
from typing import Any
import json
from importlib.metadata import PackageNotFoundError, version

import sympy

import axioms
import metrics
from axioms.core.budget import resolve_settings
from metrics.variants import calibrated_base
from axioms.core.registry import property_ids
from metrics.deprecation import renamed_keyword
from metrics.errors import UnknownMetricError, UsageError, did_you_mean

from .cache import (cache_dir, enabled as cache_enabled, load as load_cached, max_bytes as cache_max_bytes, metric_key,
                    store as store_cached)
from .cache_hint import answered_before, command_key
from .progress import ProgressBar
from .workers import registered, run_contained

__all__ = ["build_report", "axiometrics_version", "parse_list", "metric_cells", "unfinished_cells", "SCHEMA_VERSION"]

#: Version of the report's JSON shape (``reports/report.schema.json``); it changes when a key
#: is removed or changes meaning, or a required key is added (3: every cell has ``every_n``).
SCHEMA_VERSION = 3


def axiometrics_version() -> str:
    """The installed version of axiometrics (recorded in every report)."""
    return metrics.__version__


def _installed_version(distribution: str) -> str | None:
    try:
        return version(distribution)
    except PackageNotFoundError:
        return None


def parse_list(text: "str | Sequence[str]", what: str, accepted: "Sequence[str] | None" = None) -> list[str]:
    """Split ``"a,b"`` into names; with ``accepted``, reject unknown ones (listing the valid)."""
    items = [x.strip() for x in text.split(",") if x.strip()] if isinstance(text, str) else list(text)
    items = list(dict.fromkeys(items))  # a repeated name is checked once
    if not items:
        raise UsageError(f"{what} is empty; give a comma-separated list")
    if accepted is not None:
        unknown = [x for x in items if x not in accepted]
        if unknown:
            raise UsageError(f"unknown {what} {', '.join(unknown)}.{did_you_mean(unknown[0], accepted)} "
                             f"Accepted: {', '.join(accepted)}")
    return items


def _check_one(
    name: str, props: list[str], classes: Sequence[int], settings: axioms.Settings, with_calibrated: bool,
    cache_folder: str | None, key: str | None,
) -> dict[str, Any] | None:
    """One metric's cells, looked up by name (in a worker process); None when the name is unknown here."""
    try:
        metric = metrics.get(name[:-1]).calibrated if name.endswith("~") else metrics.get(name)
    except UnknownMetricError:
        return None
    return metric_cells(metric, props, classes, settings, with_calibrated, cache_folder, key)


def metric_cells(
    metric: metrics.Metric, props: list[str], classes: Sequence[int], settings: axioms.Settings, with_calibrated: bool,
    cache_folder: str | None, key: str | None = None, progress: "axioms.engine.Progress | None" = None,
) -> dict[str, Any]:
    """One metric's report cells (plain JSON values): from the verdict cache in ``cache_folder``
    when an entry for its key is there, else checked, and then stored there.

    A ``key`` not given is computed here, where the check runs, so a metric's code that raises
    or hangs while its definition is read does so inside the contained worker (as the check would).
    """
    if cache_folder and key is None:
        key = metric_key(metric, props, classes, settings, with_calibrated)
    cells = load_cached(key, metric, props, cache_folder) if cache_folder and key else None
    if cells is None:
        verdicts = axioms.check(metric, props, classes=classes, settings=settings, with_calibrated=with_calibrated,
                                progress=progress)
        cells = {pid: _as_cell(pid, v) for pid, v in verdicts.items()}
        if cache_folder and key:
            store_cached(key, cells, cache_folder)
    return cells


class _OnlyInWorkers:
    """A metric that users' files register, named here: the files are imported by the workers only."""

    def __init__(self, name: str) -> None:
        self.name = name


def _resolve(name: "str | metrics.Metric", files: Sequence[str],
             theirs: "set[str] | None") -> "metrics.Metric | _OnlyInWorkers":
    """The registered metric ``name``, or a stand-in for one that users' ``files`` register (``theirs``: the names
    and aliases they register, a built-in's name among them when they replace it; None when that is not known) or
    may register."""
    if files and isinstance(name, str) and (theirs is None or _base_name(name) in theirs):
        return _OnlyInWorkers(name)
    try:
        return metrics.get(name)
    except UnknownMetricError:
        if files and isinstance(name, str) and theirs is None:
            return _OnlyInWorkers(name)
        if files and isinstance(name, str):
            raise unknown_metric(name, files, theirs or ()) from None
        raise


def unknown_metric(name: str, files: Sequence[str], theirs: "Iterable[str]") -> UnknownMetricError:
    """The error for a metric ``name`` neither the catalogue nor the users' ``files`` register, suggesting the
    closest of both (``theirs``: the names and aliases the files register)."""
    known = [*theirs, *(m.name for m in metrics.catalogue())]
    return UnknownMetricError(f"no metric named {name!r} in the catalogue or in {', '.join(files)}."
                              f"{did_you_mean(name, known)}")


def _base_name(name: str) -> str:
    """``name`` without the ``~`` of a calibrated variant (``accuracy~~`` -> ``accuracy``)."""
    return name.rstrip("~")


def _names_files_register(files: Sequence[str], timeout: float | None) -> "set[str] | None":
    """The names and aliases of the metrics users' ``files`` register (read in a worker process that imports them);
    None when they cannot be imported (every metric is then checked beside them, and so reports their failure)."""
    for _, ok, value in run_contained(registered, 1, [("names", ())], timeout, files):
        if ok:
            return {x for name, aliases in value["metrics"].items() for x in (name, *aliases)}
    return None


def _origin(metric: metrics.Metric) -> metrics.Metric:
    """The metric a calibrated ``metric`` comes from (:func:`metrics.variants.calibrated_base`), else ``metric``."""
    while (base := calibrated_base(metric)) is not None:
        metric = base
    return metric


def _ours(metric: "metrics.Metric | _OnlyInWorkers") -> bool:
    """Whether ``metric`` (or the metric a calibrated one comes from) is axiometrics' own catalogue
    code, which may run in this process: every function it holds is defined in ``metrics``, and it
    comes from no entry point. Any other metric's code runs only where its check runs."""
    if isinstance(metric, _OnlyInWorkers):
        return False
    metric = _origin(metric)
    if metric.calibrated_from is not None or not metrics.source(metric).startswith("catalogue ("):
        return False  # a calibrated_from set by hand, or another package's metric
    functions = [f for f in (metric.symbolic, metric.numeric, getattr(metric.numeric, "labels_fn", None))
                 if f is not None]
    return all((getattr(getattr(f, "func", f), "__module__", None) or "").startswith("metrics.") for f in functions)


def _expected_work(metric: metrics.Metric, classes: Sequence[int]) -> float:
    """A guess of how long checking ``metric`` takes, used only to order the worker tasks (the
    verdicts do not depend on it): the size of the catalogue's symbolic form at the largest checked
    class count n <= 4 it applies to, or at the largest n <= 4 when none is checked (of the metric a
    calibrated one comes from: cheap to build); infinite for a metric of other code (not run here, and
    possibly slow to check) and for one whose form raises there (its check, in a worker, says why)."""
    if not _ours(metric):
        return float("inf")
    metric = _origin(metric)
    small = [k for k in classes if k <= 4] or range(2, 5)
    n = max((k for k in small if metric.applies_to(k)), default=None)
    try:
        expr = metric.expression(n) if n is not None else None
    except metrics.AxiometricsError:  # e.g. a cost-sensitive K, whose cost matrix fixes n
        return float("inf")
    return 0 if expr is None else sympy.count_ops(expr)


def unfinished_cells(props: list[str], reason: str) -> dict[str, Any]:
    """Every cell of a metric whose check did not finish: ``error`` with the one-line ``reason``."""
    method: axioms.Evidence = {"kind": "none", "method": "the check of this metric did not finish"}
    cells: dict[str, Any] = json.loads(json.dumps(
        {pid: _contract(pid, axioms.Verdict(pid, "error", method, reason).as_dict()) for pid in props}))
    return cells


def build_report(
    names: "Sequence[str | metrics.Metric] | None" = None,
    properties: Sequence[str] | None = None,
    classes: Sequence[int] = (2, 3),
    seed: int | None = None,
    settings: "axioms.Settings | None" = None,
    with_calibrated: bool = True,
    progress: "Callable[[str, str | None, int | None], None] | bool | None" = None,
    jobs: int = 1,
    timeout: float | None = None,
    files: Sequence[str] = (),
    cache: bool = False,
    *,
    calibrated: bool | None = None,
) -> dict[str, Any]:
    """Check every named metric (default: the catalogue) and return the report dict.

    Shape: ``{"axiometrics": version, "settings": {...}, "metrics": {NAME: {PROPERTY_ID:
    {"verdict", "evidence", "detail", "counterexample", "witness", "per_n", "after_calibration",
    PV: "baseline", "strength"; PIII: "p"}}}}``. A metric that raises, returns NaN
    everywhere or the wrong shape gets "error" verdicts; the others are still reported.
    ``names`` and ``properties`` may each be one comma-separated string (``"macro_f1,accuracy"``, ``"PIV"``).

    With ``jobs > 1``, a ``timeout`` or ``files``, every metric is checked in one of ``jobs`` worker processes
    (:func:`reports.workers.run_contained`) that import ``files`` (users' files; not the catalogue's metrics'): a metric
    that loops past ``timeout`` seconds, exits or crashes gets "error" cells with the reason, and the rest of the
    report comes out. A metric the workers do not know (registered interactively) is checked in this process. Every
    check is seeded on its own, so the verdicts do not depend on ``jobs``. With ``cache``, a metric whose
    definition, properties and settings are unchanged is read from the persistent verdict cache
    (:mod:`reports.cache`); the report is byte-identical either way. Reading a definition for its cache key runs it,
    so only the catalogue's own metrics are looked up in this process; any other metric is looked up (and stored) by
    the worker that checks it, under the same containment. ``progress`` is called as
    ``progress(metric_name, property_id, n)`` before each check run here and as ``progress(metric_name, None, None)``
    when a metric is done; ``progress=True`` shows a bar with counts and ETA on stderr
    (:class:`reports.progress.ProgressBar`; a widget in notebooks).

    Examples
    --------
    >>> report = build_report(["macro_recall"], ["PIV"], classes=(2,), with_calibrated=False)
    >>> report["metrics"]["macro_recall"]["PIV"]["verdict"], report["settings"]["classes"]
    ('holds', [2])
    """
    with_calibrated = renamed_keyword("build_report", "calibrated", "with_calibrated", calibrated, with_calibrated)
    chosen, props = _selection(names, properties, files, _names_files_register(files, timeout) if files else set())
    settings = resolve_settings(settings, seed)
    report: dict[str, Any] = {"schema_version": SCHEMA_VERSION, "axiometrics": axiometrics_version(),
                              "settings": _settings_record(settings, classes, props, with_calibrated, files),
                              "metrics": {}}
    # resolved here: worker processes (started once, then reused) may predate a change of the environment
    cache_folder = str(cache_dir()) if cache and cache_enabled() else None
    bar = ProgressBar(len(chosen)) if progress is True else None
    try:
        run = (props, classes, settings, with_calibrated, cache_folder)
        results = _all_rows(chosen, run, jobs, timeout, files,
                            bar if bar is not None else None if isinstance(progress, bool) else progress)
    finally:
        if bar:
            bar.close()
    report["metrics"] = {metric.name: results[metric.name] for metric in chosen}
    return report


def _all_rows(
    chosen: list[Any], run: tuple[Any, ...], jobs: int, timeout: float | None, files: Sequence[str],
    tell: "Callable[[str, str | None, int | None], None] | None",
) -> dict[str, Any]:
    """Every metric's row (``run``: props, classes, settings, with_calibrated, cache folder): from
    the cache, from worker processes, else checked here; ``tell(name, None, None)`` as each is done."""
    props, classes, settings, with_calibrated, cache_folder = run
    results, keys = _cached_rows(chosen, props, classes, settings, with_calibrated, cache_folder)
    for name in results:
        if tell:
            tell(name, None, None)  # read from the cache: done
    results.update(_worker_rows([m for m in chosen if m.name not in results], run, keys, jobs, timeout, files, tell))
    for metric in chosen:
        if metric.name not in results and isinstance(metric, _OnlyInWorkers):
            raise UnknownMetricError(f"no metric named {metric.name!r} is registered, here or by {', '.join(files)}")
        if metric.name not in results:
            results[metric.name] = metric_cells(metric, props, classes, settings, with_calibrated, cache_folder,
                                                keys.get(metric.name), tell)
            if tell:
                tell(metric.name, None, None)
    if cache_folder and not files and (hint := command_key()) and not answered_before() and all(
            _ours(m) and all(cell["verdict"] != "error" for cell in results[m.name].values()) for m in chosen):
        store_cached(hint, {}, cache_folder)  # the cache now answers this command whole (reports.cache_hint)
    return results


def _worker_rows(
    todo: list[Any], run: tuple[Any, ...], keys: dict[str, str | None], jobs: int, timeout: float | None,
    files: Sequence[str], tell: "Callable[[str, str | None, int | None], None] | None",
) -> dict[str, Any]:
    """The rows of ``todo`` checked in worker processes, when there are to be workers: beside the users' ``files``,
    except the catalogue's own metrics, which never run beside them (their code may patch numpy, sympy or the
    registry) unless a property those files register is to be checked; those are checked in workers of their own,
    or left to this process."""
    props = run[0]
    ours = [m for m in todo if _ours(m)] if files and all(pid in axioms.PROPERTIES for pid in props) else []
    beside_files = [m for m in todo if not any(m is x for x in ours)]
    results: dict[str, Any] = {}
    if beside_files and (jobs > 1 or timeout is not None or files):
        results.update(_contained_rows(beside_files, run, keys, jobs, timeout, files, tell))
    if ours and (jobs > 1 or timeout is not None):
        results.update(_contained_rows(ours, run, keys, jobs, timeout, (), tell))
    return results


def _selection(names: "Sequence[str | metrics.Metric] | None", properties: Sequence[str] | None,
               files: Sequence[str], theirs: "set[str] | None") -> tuple[list[Any], list[str]]:
    """``(metrics, property ids)`` of a report, each once; an unknown property id is an error here,
    unless ``files`` (imported by the workers only) may register it (``theirs``: see :func:`_resolve`)."""
    # "a,b": names, never letters; a name given twice is one metric (its stand-in for a user's file is made once)
    names = parse_list(names, "metrics") if isinstance(names, str) else list(dict.fromkeys(names or ()))
    chosen = ([_resolve(name, files, theirs) for name in names] if names
              else [_resolve(m.name, files, theirs) for m in metrics.catalogue()])
    named: dict[str, Any] = {}
    for metric in chosen:
        if named.setdefault(metric.name, metric) is not metric:
            raise UsageError(f"two different metrics are named {metric.name!r}, and a report has one row per name; "
                             "give each its own name (a factory's name= argument, or metrics.make_metric(name, ...))")
    chosen = list(named.values())
    props = property_ids(properties) if properties else list(axioms.OPITZ_PROPERTIES)
    for pid in props:
        if not (files and pid not in axioms.PROPERTIES):  # the files may register it (in the workers)
            axioms.get_property(pid)
    return chosen, props


def _settings_record(settings: axioms.Settings, classes: Sequence[int], props: list[str], with_calibrated: bool,
                     files: Sequence[str]) -> dict[str, Any]:
    """The report's ``settings``: the budgets, what was checked, the accelerators installed and the users' files the
    metrics may come from (a counterexample's reproducer line loads them)."""
    return {
        **settings.as_dict(),
        "classes": list(classes),
        "properties": props,
        "calibrated": with_calibrated,
        # accelerators of the symbolic proofs: same certificates, found faster, so more fit the budget
        "symengine": _installed_version("symengine"),
        "python_flint": _installed_version("python-flint"),
        **({"files": list(files)} if files else {}),
    }


def _cached_rows(
    chosen: list[Any], props: list[str], classes: Sequence[int], settings: axioms.Settings, with_calibrated: bool,
    cache_folder: str | None,
) -> tuple[dict[str, Any], dict[str, str | None]]:
    """``(rows, keys)``: the catalogue's own rows found in the verdict cache, looked up in this
    process (so an unchanged catalogue starts no worker), and the keys computed for them."""
    results: dict[str, Any] = {}
    keys: dict[str, str | None] = {}
    if cache_folder:
        cache_max_bytes()  # a bad AXIOMETRICS_CACHE_MAX_MB is a usage error here, not in every worker
    if cache_folder and all(pid in axioms.PROPERTIES for pid in props):
        ours = [m for m in chosen if _ours(m)]
        keys = {m.name: metric_key(m, props, classes, settings, with_calibrated, catalogue=True) for m in ours}
        results = {m.name: cells for m in ours
                   if keys[m.name] and (cells := load_cached(keys[m.name], m, props, cache_folder)) is not None}
    return results, keys


def _contained_rows(
    todo: list[Any], run: tuple[Any, ...], keys: dict[str, str | None], jobs: int, timeout: float | None,
    files: Sequence[str], progress: "Callable[[str, str | None, int | None], None] | None",
) -> dict[str, Any]:
    """The rows of ``todo`` checked in worker processes (``run``: props, classes, settings,
    with_calibrated, cache folder); a metric the workers do not know is left out (checked here)."""
    props = run[0]
    results: dict[str, Any] = {}
    todo.sort(key=lambda m: _expected_work(m, run[1]), reverse=True)  # longest first: no worker idles at the end
    tasks = [(m.name, (m.name, *run, keys.get(m.name))) for m in todo]
    for name, ok, value in run_contained(_check_one, jobs, tasks, timeout, files, reuse=not files):
        if ok and value is None:
            continue  # unknown to the workers: checked below
        if ok and not _is_row(value, props):
            ok, value = False, "the worker's reply was not a row of report cells (its user code changed the worker)"
        results[name] = value if ok else unfinished_cells(props, value)
        if progress:
            progress(name, None, None)
    return results


def _is_row(cells: Any, props: Sequence[str]) -> bool:
    """Whether a worker's ``cells`` have the shape of a report row for ``props`` (what user code in the worker
    may have replaced is read here)."""
    return isinstance(cells, dict) and set(cells) == set(props) and all(
        isinstance(c, dict) and c.get("verdict") in axioms.VERDICTS and isinstance(c.get("detail"), str)
        and isinstance(c.get("evidence"), dict) for c in cells.values())


def _as_cell(pid: str, verdict: axioms.Verdict) -> dict[str, Any]:
    """``verdict`` as a report cell of plain JSON values (as a cached row; a float that is not finite becomes
    the text ``"NaN"``, ``"Infinity"`` or ``"-Infinity"``, which JSON has no number for); a verdict that JSON cannot
    hold (a users' property's evidence of any Python object) is an error of that cell alone, blamed on
    the property."""
    try:
        cell: dict[str, Any] = json.loads(json.dumps(_contract(pid, verdict.as_dict())), parse_constant=str)
        return cell
    except (TypeError, ValueError) as exc:
        return _as_cell(pid, axioms.Verdict(
            pid, "error", {"kind": "none", "method": "the property's verdict is not JSON"},
            f"property {pid}'s verdict cannot be written to a report ({type(exc).__name__}: {exc}): a defect of "
            "the property, not of the metric"))


def _contract(pid: str, cell: dict[str, Any]) -> dict[str, Any]:
    """Guarantee the contract's property-specific keys (each property names its own)."""
    # a property users' files register is known in the workers only (no keys of its own)
    prop = axioms.PROPERTIES.get(pid)
    for key in prop.report_keys if prop is not None else ():
        cell.setdefault(key, None)
    if "after_calibration" in cell:
        cell["after_calibration"] = _contract(pid, cell["after_calibration"])
    else:
        cell["after_calibration"] = None
    return cell
