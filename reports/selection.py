"""What ``table``, ``check``, ``verify``, ``sweep`` and ``recommend`` check: the users' files (imported in a worker
process only), the metrics and properties they register, the metric names made canonical (a misspelt one suggests
the closest of the catalogue's and the files') and the calibrated rows added."""

import os

import axioms
import metrics
from metrics.errors import UsageError

from .report import parse_list, unknown_metric
from .userfile import check_path
from .workers import registered, run_contained

__all__ = ["in_worker", "user_files", "canonical_name", "with_calibrated", "selection"]


def in_worker(task, args, files, timeout):
    """``task(*args)`` run in a contained worker that first imports the users' ``files`` (absolute
    paths), under ``timeout`` (never in this process: their code may exit, hang or register exit
    hooks). An import that raises, exits, dies or hangs is a :class:`UsageError`."""
    for _, ok, value in run_contained(task, 1, [("task", args)], timeout, files):
        if ok:
            return value
        raise UsageError(value if value.startswith("loading ")
                         else f"importing {', '.join(files)} in a worker process failed: {value}")
    raise UsageError(f"importing {', '.join(files)} in a worker process gave no report")  # no report: a failure


def user_files(args):
    """The absolute paths of the users' files of ``args``: every ``--with`` file, then ``check``'s file, each once."""
    paths = [*args.with_files, *([args.file] if args.command == "check" else [])]
    for path in paths:
        check_path(path)
    return list(dict.fromkeys(os.path.abspath(path) for path in paths))


def canonical_name(name, theirs, files):
    """The registered name of metric ``name`` (a name or alias): of the users' ``files``' metrics
    ``theirs`` (``{name: [aliases]}``), else of this process's registry."""
    for registered_name, aliases in theirs.items():
        if name == registered_name or name in aliases:
            return registered_name
    try:
        return metrics.get(name).name
    except metrics.UnknownMetricError:
        if files:
            raise unknown_metric(name, files, [x for n, aliases in theirs.items() for x in (n, *aliases)]) from None
        raise


def with_calibrated(name, theirs):
    """``[metric, its calibrated variant]`` for a row and its ``metric~`` row (names for the checked file's metrics)."""
    if name in theirs:
        return [name, f"{name}~"]
    metric = metrics.get(name)
    return [metric, metric.calibrated]


def selection(args, names, props):
    """``(names, props, files)`` of ``table``/``check``: the users' files' metrics and properties
    learnt (in a worker), the names made canonical and the calibrated rows added. ``check`` checks
    its file's metrics by default, or the catalogue when the file registers properties only;
    ``table``, the catalogue and the metrics of its ``--with`` files."""
    files = user_files(args)
    theirs = (in_worker(registered, (), files, args.timeout) if files
              else {"metrics": {}, "properties": [], "files": {}})
    if args.command == "check":
        names = names or theirs["files"].get(os.path.abspath(args.file)) or None
    elif not names and theirs["metrics"]:  # table: "all" is the catalogue and the --with files' metrics
        names = [*(m.name for m in metrics.catalogue()), *theirs["metrics"]]
    if props:  # checked after the file loaded: it may register properties of its own
        props = parse_list(props, "properties", [*axioms.PROPERTIES, *theirs["properties"]])
    if names:  # aliases of one metric count once
        names = list(dict.fromkeys(canonical_name(n, theirs["metrics"], files) for n in names))
    if args.calibrated_rows:
        base = names or [m.name for m in metrics.catalogue()]
        names = [x for name in base for x in with_calibrated(name, theirs["metrics"])]
    return names, props, files
