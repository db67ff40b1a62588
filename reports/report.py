"""Build the JSON-ready property report of several metrics (the output contract)."""

from concurrent.futures import ProcessPoolExecutor
from importlib.metadata import PackageNotFoundError, version
import multiprocessing

import axioms
import metrics
from metrics.errors import UsageError

__all__ = ["build_report", "axiometrics_version", "parse_list"]


def axiometrics_version():
    try:
        return version("axiometrics")
    except PackageNotFoundError:  # running from a source tree without installation
        return "0+unknown"


def _symengine_version():
    try:
        return version("symengine")
    except PackageNotFoundError:
        return None


def parse_list(text, what, accepted=None):
    """Split ``"a,b"`` into names; with ``accepted``, reject unknown ones (listing the valid)."""
    items = [x.strip() for x in text.split(",") if x.strip()] if isinstance(text, str) else list(text)
    if not items:
        raise UsageError(f"{what} is empty; give a comma-separated list")
    if accepted is not None:
        unknown = [x for x in items if x not in accepted]
        if unknown:
            raise UsageError(f"unknown {what} {', '.join(unknown)}; accepted: {', '.join(accepted)}")
    return items


def _check_one(name, props, classes, settings, calibrated):
    """One metric's cells (runs in a worker process when ``jobs > 1``)."""
    verdicts = axioms.check(name, props, classes=classes, settings=settings, calibrated=calibrated)
    return {pid: _contract(pid, v.as_dict()) for pid, v in verdicts.items()}


def build_report(names=None, properties=None, classes=(2, 3), seed=0, settings=None, calibrated=True, progress=None, jobs=1):
    """Check every named metric (default: the catalogue) and return the report dict.

    Shape: ``{"axiometrics": version, "settings": {...}, "metrics": {NAME: {PROPERTY_ID:
    {"verdict", "evidence", "detail", "counterexample", "per_n", "after_calibration",
    PV: "baseline", "strength"; PIII: "p"}}}}``. A metric that raises, returns NaN
    everywhere or the wrong shape gets "error" verdicts; the others are still reported.

    ``jobs > 1`` checks registered metrics in that many forked worker processes; every
    check is seeded on its own, so the verdicts do not depend on ``jobs``.
    """
    chosen = [metrics.get(name) for name in names] if names else metrics.catalogue()
    props = list(properties) if properties else list(axioms.OPITZ)
    for pid in props:
        axioms.get_property(pid)
    settings = settings or axioms.profile("default", seed=seed)
    report = {
        "axiometrics": axiometrics_version(),
        "settings": {
            **settings.as_dict(),
            "classes": list(classes),
            "properties": props,
            "calibrated": calibrated,
            "symengine": _symengine_version(),  # it proves more within the same term budget
        },
        "metrics": {},
    }
    registered = {m.name for m in metrics.catalogue()}
    parallel = [m.name for m in chosen if m.name in registered] if jobs > 1 else []
    futures = {}
    if parallel:
        pool = ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("fork"))
        futures = {name: pool.submit(_check_one, name, props, classes, settings, calibrated) for name in parallel}
    try:
        for metric in chosen:
            if metric.name in futures:
                report["metrics"][metric.name] = futures[metric.name].result()
                if progress:
                    progress(metric.name, None, None)
            else:
                verdicts = axioms.check(metric, props, classes=classes, settings=settings, calibrated=calibrated, progress=progress)
                report["metrics"][metric.name] = {pid: _contract(pid, v.as_dict()) for pid, v in verdicts.items()}
    finally:
        if futures:
            pool.shutdown(cancel_futures=True)
    return report


def _contract(pid, cell):
    """Guarantee the contract's property-specific keys."""
    if pid == "PV":
        cell.setdefault("baseline", None)
        cell.setdefault("strength", None)
    if pid == "PIII":
        cell.setdefault("p", None)
    if "after_calibration" in cell:
        cell["after_calibration"] = _contract(pid, cell["after_calibration"])
    else:
        cell["after_calibration"] = None
    return cell
