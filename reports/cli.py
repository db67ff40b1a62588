"""The ``axiometrics`` command.

Exit codes: 0 ok; 1 the gate failed: the report differs from ``--expect`` (:func:`reports.expect.gate`) or
``--fail-on-error`` found an error cell (or, for ``paper``, a difference from the published table is not backed by a
proof or counterexample); 2 bad usage or bad input (a one-line message on stderr, no traceback), including a run where
every cell (for ``sweep``, every mark) is an error (its report is written all the same); 3 an internal error (one
line and where to report it; the traceback with ``--debug``); 130 interrupted (Ctrl-C), 143 terminated (SIGTERM).
Every metric is checked in a worker process with a wall-clock limit (``--timeout``); output files are validated
before any computation and written atomically."""

from collections import Counter
from collections.abc import Sequence
import contextlib
import json
import os
import signal
import sys
import threading

import axioms
from axioms.multilabel.properties import MULTILABEL_PROPERTIES
from axioms.multilabel.space import MAX_PAIRS, MultilabelSpace
import metrics
from metrics.errors import AxiometricsError, UsageError
from metrics.multilabel_registry import multilabel_metrics
from metrics.validation import check_choice, check_class_counts, check_integer, check_seconds

from . import cache as verdict_cache
from .cli_args import DEFAULT_TIMEOUT, build_parser, parse_classes
from .exit_codes import internal_error, stdout_gone
from .expect import baseline_text, error_cells, gate
from .listing import listing
from .multilabel_table import all_errors, multilabel_report, rendered
from .output_files import (check_plot_format, labels_class_count, output_path, refuse_sources, validate_files,
                           write_output, write_stdout)
from .paper import compare_with_paper
from .progress import terminal_bar
from .recommend import recommend
from .render import FORMATS, format_for_path, render
from .report import build_report, parse_list
from .selection import canonical_name, in_worker, selection, user_files
from .sweep import every_mark_an_error, parse_param, plot_sweep, render_sweep, sweep
from .userfile import Interrupted, check_path
from .worker_server import stop_server
from .workers import registered, shared_workers

__all__ = ["main", "DEFAULT_TIMEOUT"]


def _all_errors(report):
    """One line naming each metric's error when every cell of every metric is an error, else None."""
    rows = report["metrics"]
    if not rows or any(cell["verdict"] != "error" for cells in rows.values() for cell in cells.values()):
        return None
    return "; ".join(f"{name}: {next(iter(cells.values()))['detail']}" for name, cells in rows.items())


def _run(args):
    """Run the parsed command ``args``; return its exit code."""
    try:
        os.getcwd()  # workers start in it, and relative paths are read from it
    except FileNotFoundError:
        raise UsageError("the working directory no longer exists (it was deleted while the shell was in it); "
                         "cd to an existing folder and run the command again") from None
    if args.command == "paper":
        check_integer(args.seed, "--seed", 0)
        check_integer(args.jobs, "--jobs", 1)
        bar = terminal_bar(None, args.quiet)
        try:
            text, ok = compare_with_paper(args.name, seed=args.seed, progress=bar, jobs=args.jobs,
                                          cache=not args.no_cache)
        finally:
            if bar:
                bar.close()
        write_stdout(text)
        return 0 if ok else 1
    if args.command == "sweep":
        return _sweep(args)
    if args.command == "cache":
        return _cache(args)
    if args.command in ("list", "properties"):
        kind = "metrics" if args.command == "list" else "properties"
        check_seconds(args.timeout, "--timeout")
        files = user_files(args)
        write_stdout(in_worker(listing, (kind, args.format, files), files, args.timeout) if files
                         else listing(kind, args.format))
        return 0
    if args.command == "recommend":
        return _recommend(args)
    if args.command == "multilabel":
        return _multilabel(args)
    if args.command == "verify":
        return _verify(args)
    return _table(args)


def _verify(args):
    """``axiometrics verify REPORT.json``: exit 1 when a cell is REFUTED (see :mod:`reports.verify`)."""
    from .verify import load_report, verify_report, verify_text  # only this command loads the statements
    check_seconds(args.cell_timeout, "--cell-timeout")
    check_integer(args.jobs, "--jobs", 1)
    report = load_report(args.report)
    files = user_files(args)
    # loaded in worker processes only (their code may exit, hang or crash), once the cheap checks passed
    theirs = in_worker(registered, (), files, DEFAULT_TIMEOUT)["metrics"] if files else {}
    if not any(_known(name, theirs, files) for name in report["metrics"]):
        raise UsageError(f"none of the report's metrics ({', '.join(list(report['metrics'])[:5])}) is registered "
                         "here: pass the file that registers them with --with FILE.py")
    rows = verify_report(report, args.cell_timeout, args.obligations, jobs=args.jobs, files=files)
    write_stdout(verify_text(rows))
    return 1 if any(row.status == "REFUTED" for row in rows) else 0


def _known(name, theirs, files):
    """Whether metric ``name`` is registered, here or by the users' ``files`` (``theirs``: their names)."""
    try:
        canonical_name(name, theirs, files)
    except metrics.UnknownMetricError:
        return False
    return True


def _check_options(args):
    """Refuse a bad ``--format``, ``--seed``, ``--jobs`` or ``--timeout`` of ``table``/``check``; without
    ``--format``, take the format of ``--output``'s extension (markdown when it has none of theirs)."""
    if args.format is None:
        args.format = (format_for_path(args.output) if args.output else None) or "markdown"
    check_choice(args.format, FORMATS, "--format")
    _check_run_options(args)


def _check_run_options(args):
    """Refuse a bad ``--seed``, ``--jobs`` or ``--timeout``."""
    check_integer(args.seed, "--seed", 0)
    check_integer(args.jobs, "--jobs", 1)
    check_seconds(args.timeout, "--timeout")


def _table(args):
    """``axiometrics table`` and ``axiometrics check``: the property table, written and compared."""
    _check_options(args)
    names = parse_list(args.metrics, "metrics") if args.metrics is not None else None
    props = parse_list(args.properties, "properties") if args.properties is not None else None
    classes = parse_classes(args.classes)
    settings = axioms.profile(args.profile, seed=args.seed, identify=not args.no_identify)
    expected = validate_files(args)
    names, props, files = selection(args, names, props)
    bar = terminal_bar(len(names) if names else len(metrics.catalogue()), args.quiet)
    try:
        report = build_report(names, props, classes, settings=settings, progress=bar, jobs=args.jobs,
                              timeout=args.timeout, files=files, cache=not args.no_cache)
    finally:
        if bar:
            bar.close()
    broken = _all_errors(report)
    # written even when every cell is an error (each cell says why); stderr then says so in one line, not a gate's list
    code = _emit(args, report, None if broken else expected, gate_errors=not broken)
    if broken:
        raise UsageError(f"every cell is an error, no metric could be checked ({broken})")
    return code


def _emit(args, report, expected, gate_errors=True):
    """Write ``report`` (``--output`` or stdout, ``--write-expect``); exit code 1 when it differs from ``expected``
    or, with ``gate_errors`` and ``--fail-on-error``, when a cell is an error."""
    text = render(report, args.format, standalone=args.standalone)
    if args.output:
        write_output(args.output, text, "--output")
    else:
        write_stdout(text)
    if args.write_expect:
        try:
            baseline = baseline_text(report)
        except UsageError as exc:
            raise UsageError(f"--write-expect {args.write_expect!r} not written: {exc}") from None
        write_output(args.write_expect, baseline, "--write-expect")
    failed = False
    if gate_errors and args.fail_on_error and (errors := error_cells(report)):
        print(f"axiometrics: {len(errors)} error cell(s) (--fail-on-error): {', '.join(errors)}", file=sys.stderr)
        failed = True
    if expected is not None:
        changed, notes = gate(report, expected, allow_weaker_evidence=args.allow_weaker_evidence,
                              metrics_subset=args.metrics is not None, properties_subset=args.properties is not None)
        for title, lines in ((f"{len(changed)} difference(s) from {args.expect}", changed),
                             (f"notes on {args.expect} (not failures)", notes)):
            if lines:
                print(f"axiometrics: {title}:", file=sys.stderr)
                print("\n".join(f"  {line}" for line in lines), file=sys.stderr)
        failed = failed or bool(changed)
    return 1 if failed else 0


def _sweep(args):
    """``axiometrics sweep``: the phase diagram of a family (see :mod:`reports.sweep`)."""
    check_integer(args.seed, "--seed", 0)
    check_integer(args.max_members, "--max-members", 1)
    check_seconds(args.timeout, "--timeout")
    parsed = [parse_param(p, args.max_members) for p in args.param]
    repeated = sorted(name for name, count in Counter(name for name, _ in parsed).items() if count > 1)
    if repeated:
        raise UsageError(f"--param {repeated[0]} is given twice; give each parameter once, with all its values "
                         f"({repeated[0]}=a,b,c or {repeated[0]}=start:stop:count)")
    params = dict(parsed)
    classes = parse_classes(args.classes)
    for path, flag in ((args.output, "--output"), (args.plot, "--plot")):
        if path:
            output_path(path, flag)
            refuse_sources(path, flag, args)
    if args.plot:
        check_plot_format(args.plot)
    settings = axioms.profile(args.profile, seed=args.seed)
    files = user_files(args)  # loaded (in a worker) once the cheap checks passed
    theirs = in_worker(registered, (), files, args.timeout) if files else {"properties": []}
    props = (parse_list(args.properties, "properties", [*axioms.PROPERTIES, *theirs["properties"]])
             if args.properties is not None else None)
    result = sweep(args.family, params, props, classes, settings=settings, scheduler=args.scheduler,
                   max_members=args.max_members, progress=not args.quiet and sys.stderr.isatty(), files=files,
                   timeout=args.timeout)
    text = render_sweep(result, args.format)
    if args.output:
        write_output(args.output, text, "--output")
    else:
        write_stdout(text)
    if args.plot:
        plot_sweep(result, args.plot)
    if broken := every_mark_an_error(result):  # written all the same, as table's
        raise UsageError(f"every mark is an error, no member could be checked ({' '.join(broken.split())})")
    return 0


def _cache(args):
    """``axiometrics cache info|clear`` (see :mod:`reports.cache`)."""
    if args.action == "clear":
        removed = verdict_cache.clear()
        print(f"removed {removed} cached verdict entr{'y' if removed == 1 else 'ies'}")
        facts = verdict_cache.info()
        if not facts["private"]:  # nothing there is the cache's to remove
            print(f"the cache does not use {facts['folder']}: {facts['status']}", file=sys.stderr)
        return 0
    facts = verdict_cache.info()
    if args.format == "json":
        write_stdout(json.dumps(facts, indent=2) + "\n")
        return 0
    print(f"folder:  {facts['folder']}\nentries: {facts['entries']}\n"
          f"bytes:   {facts['bytes']} (cap {facts['max_bytes']})\nstatus:  {facts['status']}")
    return 0


def _recommend(args):
    """``axiometrics recommend``: the metrics with the required properties (see :mod:`reports.recommend`)."""
    _check_run_options(args)
    if args.labels is not None and args.classes is not None:
        raise UsageError("give --classes or --labels, not both: "
                         "--labels FILE sets --classes to its number of distinct labels")
    classes = (check_class_counts([labels_class_count(args.labels)], "the number of labels in --labels")
               if args.labels is not None else parse_classes(args.classes or "2,3"))
    files = [os.path.abspath(path) for path in args.with_files]
    for path in args.with_files:
        check_path(path)
    theirs = in_worker(registered, (), files, args.timeout)["metrics"] if files else {}
    names = ([canonical_name(n, theirs, files) for n in parse_list(args.metrics, "metrics")]
             if args.metrics is not None else [m.name for m in metrics.catalogue()] + list(theirs))
    bar = terminal_bar(None, args.quiet)
    try:
        result = recommend(args.require, args.prefer or (), names, classes, families=not args.no_families, files=files,
                           with_calibrated=args.calibrated, seed=args.seed, jobs=args.jobs, timeout=args.timeout,
                           cache=not args.no_cache, progress=bar)
    finally:
        if bar:
            bar.close()
    if result.undecided and not result.recommended and not result.rejected:
        raise UsageError("no metric could be decided "
                         f"({'; '.join(f'{n}: {why}' for n, why in result.undecided.items())})")
    write_stdout(result.to(args.format))
    return 0


def _multilabel(args):
    """``axiometrics multilabel``: the multi-label metrics' property table (see :mod:`reports.multilabel_table`)."""
    try:
        bound = tuple(int(x) for x in args.bound.split(","))
    except ValueError:
        bound = ()
    if len(bound) != 2 or min(bound) < 1:
        raise UsageError(f"--bound must be two integers >= 1 (N_SAMPLES,N_LABELS); got --bound={args.bound!r}")
    check_integer(args.seed, "--seed", 0)
    check_integer(args.pairs, "--pairs", 0, maximum=MAX_PAIRS)
    if args.output:
        output_path(args.output, "--output")
        refuse_sources(args.output, "--output", args)
    names = (parse_list(args.metrics, "metrics", [m.name for m in multilabel_metrics()])
             if args.metrics is not None else None)
    props = parse_list(args.properties, "properties", list(MULTILABEL_PROPERTIES)) if args.properties else None
    report = multilabel_report(names, props, MultilabelSpace(bound=bound, seed=args.seed, pairs=args.pairs))
    text = rendered(report, args.format)
    if args.output:
        write_output(args.output, text, "--output")
    else:
        write_stdout(text)
    if all_errors(report):
        raise UsageError("every cell is an error, no metric could be checked (each cell says why)")
    return 0


def _stop(signum, frame):
    raise Interrupted(signum)


def main(argv: "Sequence[str] | None" = None) -> int:
    """Run the command; returns its exit code (see the module docstring).

    Called without ``argv`` (as the ``axiometrics`` process itself), the process ends here with
    that code (``os._exit`` after flushing its output): no exit hook that user or plugin code
    registered (``atexit``) can change the exit code a CI gate reads."""
    try:
        code = _main(argv)
    except SystemExit as exc:  # argparse's --help and usage errors: the process still ends by os._exit below
        if argv is not None:  # (a normal exit ran multiprocessing's clean-up of the folder stop_server removed)
            raise
        code = 0 if exc.code is None else exc.code if isinstance(exc.code, int) else 1
        if not isinstance(exc.code, (int, type(None))):
            print(exc.code, file=sys.stderr)  # as Python does for SystemExit("message")
    finally:
        if argv is None:
            stop_server()  # a fork server started early may still be importing, holding our output pipes
    if argv is None:
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(OSError, ValueError, AttributeError):  # a reader gone away, a closed stream
                stream.flush()
        os._exit(code)
    return code


def _main(argv: "Sequence[str] | None") -> int:
    """:func:`main`'s work: parse ``argv``, run the command, turn every outcome into an exit code.

    An interrupted or terminated run ends the process at once after its one line when the
    process is the command (no ``argv``)."""
    args = build_parser().parse_args(argv)
    handlers = {}
    if threading.current_thread() is threading.main_thread():  # the only thread that may set handlers
        handlers = {sig: signal.signal(sig, _stop) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        with shared_workers():  # the worker that read a user's file goes on to check its metrics
            return _run(args)
    except AxiometricsError as exc:
        print(f"axiometrics: error: {exc}", file=sys.stderr)
        return 2
    except Interrupted as exc:
        print("axiometrics: interrupted" if exc.signum == signal.SIGINT else "axiometrics: terminated", file=sys.stderr)
        if argv is None:  # the process is the command: end it now, skipping seconds of interpreter teardown
            sys.stderr.flush()  # (the workers are stopped and no output file was written)
            stop_server()
            os._exit(128 + exc.signum)
        return 128 + exc.signum
    except KeyboardInterrupt:
        print("axiometrics: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError as exc:  # the reader of stdout went away (e.g. `| head`): nothing left to say ...
        if not stdout_gone():  # ... unless the pipe is another one (a worker's, the fork server's)
            return internal_error(exc, getattr(args, "debug", False))
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except Exception as exc:  # a bug of axiometrics: one line, the traceback on request
        return internal_error(exc, getattr(args, "debug", False))
    finally:
        for sig, previous in handlers.items():
            signal.signal(sig, previous)


if __name__ == "__main__":
    sys.exit(main())
