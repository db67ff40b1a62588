"""The ``axiometrics`` command.

Exit codes: 0 ok; 1 verdicts differ from ``--expect`` (or, for ``paper``, a difference from
the published table is not backed by a proof or counterexample); 2 bad usage or bad input
(a one-line message on stderr, no traceback), including a run where every cell is an
error; 3 an internal error (one line and where to report it; the traceback with
``--debug``); 130 interrupted (Ctrl-C), 143 terminated (SIGTERM). Every metric is checked
in a worker process with a wall-clock limit (``--timeout``); output files are validated
before any computation and written atomically.
"""

from collections.abc import Sequence
import argparse
import contextlib
import json
import math
import os
import signal
import stat
import sys
import tempfile
import threading
import traceback

import axioms
import metrics
from metrics.errors import AxiometricsError, UsageError
from metrics.families import families

from . import cache as verdict_cache
from .expect import baseline_text, differences, load_expectation
from .listing import catalogue_listing
from .paper import PAPERS, compare_with_paper
from .render import FORMATS, render
from .report import build_report, parse_list
from .sweep import MAX_MEMBERS, parse_param, plot_sweep, render_sweep, sweep
from .userfile import Interrupted, check_path
from .workers import registered, run_contained

__all__ = ["main", "DEFAULT_TIMEOUT"]

#: Default wall-clock limit, in seconds, of the check of one metric (``--timeout``).
#: Far above what any catalogue metric needs at the default class counts.
DEFAULT_TIMEOUT = 600.0


def _parser():
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--metrics", help="comma-separated metric names (default: all)")
    common.add_argument(
        "--properties",
        help=f"comma-separated property ids: {','.join(axioms.OPITZ_PROPERTIES)} (default) and Sebastiani's {','.join(axioms.SEBASTIANI_AXIOMS)}",
    )
    common.add_argument("--classes", default="2,3", help="class counts to check (default: 2,3)")
    common.add_argument("--seed", type=int, default=0, help="seed of every search, >= 0 (default: 0)")
    common.add_argument("--profile", default="default", help=f"budget profile: {', '.join(axioms.PROFILES)}")
    common.add_argument("--format", default="markdown", help=f"output format: {', '.join(FORMATS)} (default: markdown)")
    common.add_argument("--output", help="write the report to this file instead of stdout")
    common.add_argument("--standalone", action="store_true", help="with --format latex: a complete document that compiles with pdflatex")
    common.add_argument(
        "--calibrated-rows", action="store_true", help="also list each metric's calibrated variant metric~ as its own row"
    )
    common.add_argument("--expect", metavar="BASELINE.json", help="exit 1 when verdicts differ from this baseline")
    common.add_argument("--write-expect", metavar="BASELINE.json", help="write the verdicts as a baseline")
    common.add_argument("--quiet", action="store_true", help="no progress on stderr")
    common.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (default: number of CPUs)")
    common.add_argument(
        "--timeout", type=float, default=DEFAULT_TIMEOUT,
        help=f"wall-clock limit in seconds of the check of one metric; past it the metric's cells are 'error: timed out' (default: {DEFAULT_TIMEOUT:g})",
    )
    common.add_argument("--debug", action="store_true", help="print the traceback of an internal error")
    common.add_argument("--no-cache", action="store_true", help="check every metric again instead of reading unchanged ones from the verdict cache")
    parser = argparse.ArgumentParser(prog="axiometrics", description="Which formal properties does a classification metric have?")
    parser.add_argument("--version", action="version", version=f"axiometrics {metrics.__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("table", parents=[common], help="property table of registered metrics (default: the catalogue)")
    check = sub.add_parser("check", parents=[common], help="property table of the metrics a Python file registers")
    check.add_argument("file", help="a .py file that registers metrics through metrics.register")
    paper = sub.add_parser("paper", help="regenerate a paper's table beside the published one")
    paper.add_argument("name", help=f"one of: {', '.join(PAPERS)}")
    paper.add_argument("--seed", type=int, default=0)
    paper.add_argument("--quiet", action="store_true", help="no progress on stderr")
    paper.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (default: number of CPUs)")
    paper.add_argument("--debug", action="store_true", help="print the traceback of an internal error")
    sweep = sub.add_parser("sweep", help="property phase diagram of a metric family over a parameter grid")
    sweep.add_argument("family", help=f"a metric family: {', '.join(f.name for f in families())}")
    sweep.add_argument("--param", action="append", default=[], metavar="NAME=GRID", help="a parameter grid, start:stop:count (exact, evenly spaced) or a,b,c; once per parameter")
    sweep.add_argument("--properties", help="comma-separated property ids (default: Opitz's PI-PV)")
    sweep.add_argument("--classes", default="2", help="class counts to check (default: 2)")
    sweep.add_argument("--seed", type=int, default=0, help="seed of every search, >= 0 (default: 0)")
    sweep.add_argument("--profile", default="default", help=f"budget profile: {', '.join(axioms.PROFILES)}")
    sweep.add_argument("--format", choices=("markdown", "json"), default="markdown", help="output format (default: markdown)")
    sweep.add_argument("--output", help="write the table to this file instead of stdout")
    sweep.add_argument("--plot", metavar="PHASE.png", help="also draw the phase diagram to this PNG file")
    sweep.add_argument("--scheduler", help="'local' for a local Dask cluster, or the address of a Dask scheduler (default: a serial run)")
    sweep.add_argument("--max-members", type=int, default=MAX_MEMBERS, help=f"refuse a grid of more members than this, before any check (default: {MAX_MEMBERS})")
    sweep.add_argument("--quiet", action="store_true", help="no progress on stderr")
    sweep.add_argument("--debug", action="store_true", help="print the traceback of an internal error")
    cache = sub.add_parser("cache", help="the persistent verdict cache: where it is and how big, or empty it")
    cache_sub = cache.add_subparsers(dest="action", required=True)
    cache_info = cache_sub.add_parser("info", help="the cache folder, its entries and size, its size cap, whether it is private")
    cache_info.add_argument("--format", choices=("text", "json"), default="text", help="output format (default: text)")
    cache_sub.add_parser("clear", help="remove every cached verdict")
    listing = sub.add_parser("list", help="list the registered metrics, where each comes from, and which are binary-only")
    listing.add_argument("--format", choices=("text", "json"), default="text", help="output format (default: text)")
    return parser


def _written_through(path):
    """Whether ``path`` (after its symlinks) is a device, pipe or socket: written through, never replaced."""
    return os.path.exists(path) and not stat.S_ISREG(os.stat(path).st_mode)


def _output_path(path, flag):
    """Fail now, before any computation, if ``path`` cannot be written; return its real path."""
    if os.path.isdir(path):
        raise UsageError(f"{flag} {path!r} is a directory; give a file name")
    real = os.path.realpath(path)  # a symlink to a file: the file is what gets replaced
    if _written_through(path):
        if not os.access(path, os.W_OK):
            raise UsageError(f"{flag} {path!r} is not writable")
        return real
    folder = os.path.dirname(real)
    if not os.path.isdir(folder):
        raise UsageError(f"{flag} {path!r}: the folder {folder!r} does not exist")
    if not os.access(folder, os.W_OK) or (os.path.exists(path) and not os.access(path, os.W_OK)):
        raise UsageError(f"{flag} {path!r} is not writable")
    return real


def _write_atomically(path, text):
    """Write ``text`` to a temporary file next to ``path``, then rename it over ``path``."""
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(os.path.abspath(path)), prefix=f".{os.path.basename(path)}.", suffix=".tmp")
    try:
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)  # the permissions open() would give, not mkstemp's 0600
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise


def _write_output(path, text, flag):
    """Write ``text`` to ``path``: atomically for a regular file or a new path (through its symlinks:
    the target is replaced, the link kept); written through for a device, pipe or terminal.
    A failed write (a full disk) is a :class:`UsageError` and leaves an existing file as it was."""
    try:
        if _written_through(path):
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(text)
        else:
            _write_atomically(os.path.realpath(path), text)
    except OSError as exc:
        raise UsageError(f"{flag} {path!r} could not be written ({exc.strerror or exc}); nothing was written there") from None


def _same_file(a, b):
    """Whether the paths ``a`` and ``b`` name one file (through symlinks and hard links)."""
    try:
        return os.path.samefile(a, b)
    except OSError:  # one of them does not exist (yet)
        return os.path.realpath(a) == os.path.realpath(b)


def _validate_files(args):
    """Check ``--output``/``--write-expect``/``--expect`` before computing; return the expectation."""
    written = {}
    given = [("the checked file", args.file)] if getattr(args, "file", None) else []
    for flag, path in (("--output", args.output), ("--write-expect", args.write_expect)):
        if path is not None:
            real = _output_path(path, flag)
            for what, other in given:
                if _same_file(path, other):
                    raise UsageError(f"{flag} {path!r} is {what} {other!r}: it would be overwritten; give another file")
            if real in written:
                raise UsageError(f"{flag} and {written[real]} name the same file {path!r}; give two files")
            written[real] = flag
    if args.expect is None:
        return None
    if os.path.realpath(args.expect) in written:
        raise UsageError(
            f"--expect {args.expect!r} is also the file of {written[os.path.realpath(args.expect)]}: "
            "the baseline would be overwritten by this run (and could never differ); give another file"
        )
    return load_expectation(args.expect)


def _progress(quiet):
    if quiet or not sys.stderr.isatty():
        return None

    def report(name, pid, n):
        text = f"checked {name}" if pid is None else f"checking {name} {pid} n={n}"
        print(f"\r\033[K  {text}", end="", file=sys.stderr, flush=True)

    return report


def _all_errors(report):
    """One line naming each metric's error when every cell of every metric is an error, else None."""
    rows = report["metrics"]
    if not rows or any(cell["verdict"] != "error" for cells in rows.values() for cell in cells.values()):
        return None
    return "; ".join(f"{name}: {next(iter(cells.values()))['detail']}" for name, cells in rows.items())


def _registered_by(path, timeout):
    """``{"metrics": {name: [aliases]}, "properties": [ids]}`` the user's file registers, learnt by
    importing it in a contained worker under ``timeout`` (never in this process: its code may exit,
    hang or register exit hooks). An import that raises, exits, dies or hangs is a :class:`UsageError`."""
    check_path(path)
    for _, ok, value in run_contained(registered, 1, [(path, ())], timeout, [os.path.abspath(path)]):
        if ok:
            return value
        raise UsageError(value if value.startswith("loading ") else f"importing {path} in a worker process failed: {value}")
    raise UsageError(f"importing {path} in a worker process gave no report")  # a missing report is a failure


def _canonical(name, theirs):
    """The registered name of metric ``name`` (a name or alias): of the checked file's metrics
    ``theirs`` (``{name: [aliases]}``), else of this process's registry."""
    for registered_name, aliases in theirs.items():
        if name == registered_name or name in aliases:
            return registered_name
    return metrics.get(name).name


def _with_calibrated(name, theirs):
    """``[metric, its calibrated variant]`` for a row and its ``metric~`` row (names for the checked file's metrics)."""
    if name in theirs:
        return [name, f"{name}~"]
    metric = metrics.get(name)
    return [metric, metric.calibrated]


def _run(args):
    if args.command == "paper":
        if args.jobs < 1:
            raise UsageError(f"--jobs must be >= 1; got --jobs={args.jobs}")
        text, ok = compare_with_paper(args.name, seed=args.seed, progress=_progress(args.quiet), jobs=args.jobs)
        sys.stdout.write(text)
        return 0 if ok else 1
    if args.command == "sweep":
        return _sweep(args)
    if args.command == "cache":
        return _cache(args)
    if args.command == "list":
        sys.stdout.write(catalogue_listing(args.format))
        return 0
    if args.format not in FORMATS:
        raise UsageError(f"unknown format={args.format!r}; accepted: {', '.join(FORMATS)}")
    if args.seed < 0:
        raise UsageError(f"--seed must be >= 0; got --seed={args.seed}")
    if args.jobs < 1:
        raise UsageError(f"--jobs must be >= 1; got --jobs={args.jobs}")
    if not 0 < args.timeout < math.inf:
        raise UsageError(f"--timeout must be a finite positive number of seconds; got --timeout={args.timeout:g}")
    names = parse_list(args.metrics, "metrics") if args.metrics is not None else None
    props = parse_list(args.properties, "properties") if args.properties is not None else None
    try:
        classes = tuple(int(x) for x in parse_list(args.classes, "classes"))
    except ValueError:
        raise UsageError(f"--classes must be integers >= 2 separated by commas; got {args.classes!r}") from None
    if min(classes) < 2:
        raise UsageError(f"--classes must be integers >= 2 separated by commas; got {args.classes!r}")
    settings = axioms.profile(args.profile, seed=args.seed)
    expected = _validate_files(args)
    files, theirs = [], {"metrics": {}, "properties": []}
    if args.command == "check":
        theirs = _registered_by(args.file, args.timeout)
        files.append(os.path.abspath(args.file))
        names = names or list(theirs["metrics"])
    if props:  # checked after the file loaded: it may register properties of its own
        props = parse_list(props, "properties", [*axioms.PROPERTIES, *theirs["properties"]])
    if names:
        names = list(dict.fromkeys(_canonical(n, theirs["metrics"]) for n in names))  # aliases of one metric count once
    if args.calibrated_rows:
        base = names or [m.name for m in metrics.catalogue()]
        names = [x for name in base for x in _with_calibrated(name, theirs["metrics"])]
    progress = _progress(args.quiet)
    report = build_report(names, props, classes, settings=settings, progress=progress, jobs=args.jobs, timeout=args.timeout, files=files, cache=not args.no_cache)
    if progress:
        print("\r\033[K", end="", file=sys.stderr)
    broken = _all_errors(report)
    if broken:
        raise UsageError(f"every cell is an error, no metric could be checked ({broken})")
    text = render(report, args.format, standalone=args.standalone)
    if args.output:
        _write_output(args.output, text, "--output")
    else:
        sys.stdout.write(text)
    if args.write_expect:
        try:
            baseline = baseline_text(report)
        except UsageError as exc:
            raise UsageError(f"--write-expect {args.write_expect!r} not written: {exc}") from None
        _write_output(args.write_expect, baseline, "--write-expect")
    if expected is not None:
        changed = differences(report, expected)
        if changed:
            print(f"axiometrics: {len(changed)} verdict(s) differ from {args.expect}:", file=sys.stderr)
            for line in changed:
                print(f"  {line}", file=sys.stderr)
            return 1
    return 0


def _sweep(args):
    """``axiometrics sweep``: the phase diagram of a family (see :mod:`reports.sweep`)."""
    if args.seed < 0:
        raise UsageError(f"--seed must be >= 0; got --seed={args.seed}")
    if args.max_members < 1:
        raise UsageError(f"--max-members must be >= 1; got --max-members={args.max_members}")
    params = dict(parse_param(p, args.max_members) for p in args.param)
    props = parse_list(args.properties, "properties", list(axioms.PROPERTIES)) if args.properties is not None else None
    try:
        classes = tuple(int(x) for x in parse_list(args.classes, "classes"))
    except ValueError:
        raise UsageError(f"--classes must be integers >= 2 separated by commas; got {args.classes!r}") from None
    for path, flag in ((args.output, "--output"), (args.plot, "--plot")):
        if path:
            _output_path(path, flag)
    if args.plot:
        _check_plot_format(args.plot)
    settings = axioms.profile(args.profile, seed=args.seed)
    result = sweep(args.family, params, props, classes, settings=settings, scheduler=args.scheduler,
                   max_members=args.max_members, progress=not args.quiet and sys.stderr.isatty())
    text = render_sweep(result, args.format)
    if args.output:
        _write_output(args.output, text, "--output")
    else:
        sys.stdout.write(text)
    if args.plot:
        plot_sweep(result, args.plot)
    return 0


def _cache(args):
    """``axiometrics cache info|clear`` (see :mod:`reports.cache`)."""
    if args.action == "clear":
        removed = verdict_cache.clear()
        print(f"removed {removed} cached verdict entr{'y' if removed == 1 else 'ies'}")
        return 0
    facts = verdict_cache.info()
    if args.format == "json":
        sys.stdout.write(json.dumps(facts, indent=2) + "\n")
        return 0
    print(f"folder:  {facts['folder']}\nentries: {facts['entries']}\nbytes:   {facts['bytes']} (cap {facts['max_bytes']})\n"
          f"private: {'yes (only you can write it)' if facts['private'] else 'NO: others can write it'}")
    return 0


def _check_plot_format(path):
    """Refuse, before the sweep, a ``--plot`` file whose extension matplotlib cannot write."""
    try:
        from matplotlib.backend_bases import FigureCanvasBase
    except ImportError:
        raise UsageError("--plot needs matplotlib: pip install matplotlib") from None
    accepted = FigureCanvasBase.get_supported_filetypes()
    extension = os.path.splitext(path)[1].lstrip(".").lower()
    if extension not in accepted:
        raise UsageError(f"--plot {path!r}: cannot draw a .{extension} file; accepted extensions: {', '.join('.' + e for e in sorted(accepted))}")


def _stop(signum, frame):
    raise Interrupted(signum)


def main(argv: "Sequence[str] | None" = None) -> int:
    """Run the command; returns its exit code (see the module docstring).

    Called without ``argv`` (as the ``axiometrics`` process itself), the process ends here with
    that code (``os._exit`` after flushing its output): no exit hook that user or plugin code
    registered (``atexit``) can change the exit code a CI gate reads.
    """
    code = _main(argv)
    if argv is None:
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(OSError, ValueError):  # a reader gone away (BrokenPipeError) or a closed stream
                stream.flush()
        os._exit(code)
    return code


def _main(argv: "Sequence[str] | None") -> int:
    """:func:`main`'s work: parse ``argv``, run the command, turn every outcome into an exit code.

    An interrupted or terminated run ends the process at once after its one line when the
    process is the command (no ``argv``).
    """
    args = _parser().parse_args(argv)
    handlers = {}
    if threading.current_thread() is threading.main_thread():  # the only thread that may set handlers
        handlers = {sig: signal.signal(sig, _stop) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        return _run(args)
    except AxiometricsError as exc:
        print(f"axiometrics: error: {exc}", file=sys.stderr)
        return 2
    except Interrupted as exc:
        print("axiometrics: interrupted" if exc.signum == signal.SIGINT else "axiometrics: terminated", file=sys.stderr)
        if argv is None:  # the process is the command: end it now, skipping seconds of interpreter teardown
            sys.stderr.flush()  # (the workers are stopped and no output file was written)
            os._exit(128 + exc.signum)
        return 128 + exc.signum
    except KeyboardInterrupt:
        print("axiometrics: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader of stdout went away (e.g. `| head`): nothing left to say
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except Exception as exc:  # a bug of axiometrics: one line, the traceback on request
        debug = getattr(args, "debug", False)
        if debug:
            traceback.print_exc()
        print(
            f"axiometrics: internal error: {type(exc).__name__}: {exc}. This is a bug: please report it to the "
            "axiometrics issue tracker with the command line" + ("" if debug else " and the traceback of --debug"),
            file=sys.stderr,
        )
        return 3
    finally:
        for sig, previous in handlers.items():
            signal.signal(sig, previous)


if __name__ == "__main__":
    sys.exit(main())
