"""The ``axiometrics`` command.

Exit codes: 0 ok; 1 verdicts differ from ``--expect`` (or, for ``paper``, a difference from
the published table is not backed by a proof or counterexample); 2 bad usage or bad input
(a one-line message on stderr, no traceback).
"""

import argparse
import importlib.util
import json
import os
import sys

import axioms
import metrics
from metrics.errors import AxiometricsError, UsageError

from .expect import differences, load_expectation, verdict_summary
from .paper import PAPERS, compare_with_paper
from .render import FORMATS, render
from .report import build_report, parse_list

__all__ = ["main"]


def _parser():
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--metrics", help="comma-separated metric names (default: all)")
    common.add_argument(
        "--properties",
        help=f"comma-separated property ids: {','.join(axioms.OPITZ)} (default) and Sebastiani's {','.join(axioms.SEBASTIANI)}",
    )
    common.add_argument("--classes", default="2,3", help="class counts to check (default: 2,3)")
    common.add_argument("--seed", type=int, default=0, help="seed of every search (default: 0)")
    common.add_argument("--profile", default="default", help=f"budget profile: {', '.join(axioms.PROFILES)}")
    common.add_argument("--format", default="markdown", help=f"output format: {', '.join(FORMATS)} (default: markdown)")
    common.add_argument("--output", help="write the report to this file instead of stdout")
    common.add_argument("--calibrated", action="store_true", help="also list each metric's calibrated variant metric~ as its own row")
    common.add_argument("--expect", metavar="BASELINE.json", help="exit 1 when verdicts differ from this baseline")
    common.add_argument("--write-expect", metavar="BASELINE.json", help="write the verdicts as a baseline")
    common.add_argument("--quiet", action="store_true", help="no progress on stderr")
    common.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (default: number of CPUs)")
    parser = argparse.ArgumentParser(prog="axiometrics", description="Which formal properties does a classification metric have?")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("table", parents=[common], help="property table of registered metrics (default: the catalogue)")
    check = sub.add_parser("check", parents=[common], help="property table of the metrics a Python file registers")
    check.add_argument("file", help="a .py file that registers metrics through metrics.register")
    paper = sub.add_parser("paper", help="regenerate a paper's table beside the published one")
    paper.add_argument("name", help=f"one of: {', '.join(PAPERS)}")
    paper.add_argument("--seed", type=int, default=0)
    paper.add_argument("--quiet", action="store_true", help="no progress on stderr")
    paper.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (default: number of CPUs)")
    sub.add_parser("list", help="list the catalogue")
    return parser


def _load_user_file(path):
    """Import ``path``; return the names of the metrics it registered."""
    if not os.path.isfile(path):
        raise UsageError(f"no such file: {path!r}")
    before = {m.name for m in metrics.catalogue()}
    spec = importlib.util.spec_from_file_location(f"axiometrics_user_{abs(hash(os.path.abspath(path)))}", path)
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except SyntaxError as exc:
        raise UsageError(f"{path}:{exc.lineno}: syntax error: {exc.msg}") from None
    except AxiometricsError:
        raise
    except Exception as exc:  # the user's code may raise anything on import
        raise UsageError(f"{path}: importing it raised {type(exc).__name__}: {exc}") from None
    added = [m.name for m in metrics.catalogue() if m.name not in before]
    if not added:
        raise UsageError(f"{path} registered no metric; call metrics.register(name, numeric=..., symbolic=...)")
    return added


def _progress(quiet):
    if quiet or not sys.stderr.isatty():
        return None

    def report(name, pid, n):
        text = f"checked {name}" if pid is None else f"checking {name} {pid} n={n}"
        print(f"\r\033[K  {text}", end="", file=sys.stderr, flush=True)

    return report


def _run(args):
    if args.command == "paper":
        text, ok = compare_with_paper(args.name, seed=args.seed, progress=_progress(args.quiet), jobs=args.jobs)
        sys.stdout.write(text)
        return 0 if ok else 1
    if args.command == "list":
        for m in metrics.catalogue():
            print(f"{m.name:28s} {m.formula}")
        return 0
    if args.format not in FORMATS:
        raise UsageError(f"unknown format={args.format!r}; accepted: {', '.join(FORMATS)}")
    names = parse_list(args.metrics, "metrics") if args.metrics else None
    if args.command == "check":
        added = _load_user_file(args.file)
        names = names or added
    if names:
        names = [metrics.get(n).name for n in names]
    props = parse_list(args.properties, "properties", list(axioms.PROPERTIES)) if args.properties else None
    try:
        classes = tuple(int(x) for x in parse_list(args.classes, "classes"))
    except ValueError:
        raise UsageError(f"--classes must be integers >= 2 separated by commas; got {args.classes!r}") from None
    settings = axioms.profile(args.profile, seed=args.seed)
    if args.calibrated:
        base = [metrics.get(n) for n in names] if names else metrics.catalogue()
        names = [x for m in base for x in (m, m.calibrated)]
    if args.jobs < 1:
        raise UsageError(f"--jobs must be >= 1; got --jobs={args.jobs}")
    report = build_report(names, props, classes, settings=settings, progress=_progress(args.quiet), jobs=args.jobs)
    if _progress(args.quiet):
        print("\r\033[K", end="", file=sys.stderr)
    text = render(report, args.format)
    if args.output:
        with open(args.output, "w", encoding="utf-8") as fh:
            fh.write(text)
    else:
        sys.stdout.write(text)
    if args.write_expect:
        with open(args.write_expect, "w", encoding="utf-8") as fh:
            json.dump({"verdicts": verdict_summary(report)}, fh, indent=2, ensure_ascii=False)
            fh.write("\n")
    if args.expect:
        changed = differences(report, load_expectation(args.expect))
        if changed:
            print(f"axiometrics: {len(changed)} verdict(s) differ from {args.expect}:", file=sys.stderr)
            for line in changed:
                print(f"  {line}", file=sys.stderr)
            return 1
    return 0


def main(argv=None):
    args = _parser().parse_args(argv)
    try:
        return _run(args)
    except AxiometricsError as exc:
        print(f"axiometrics: error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
