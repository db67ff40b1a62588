"""The command line of ``axiometrics`` (:mod:`reports.cli`): its commands, their options and
their defaults. Parsing only: :mod:`reports.cli` runs what was parsed."""

import argparse
import os

import axioms
import metrics
from metrics.errors import UsageError
from metrics.validation import MAX_CLASS_COUNT, check_class_counts
from metrics.families import families

from axioms.multilabel.properties import MULTILABEL_PROPERTIES

from .multilabel_table import MULTILABEL_FORMATS
from .paper import PAPERS
from .recommend_text import RECOMMEND_FORMATS
from .render import FORMATS
from .report import parse_list
from .sweep import MAX_MEMBERS

__all__ = ["build_parser", "parse_classes", "property_ids_help", "DEFAULT_TIMEOUT"]

#: Default wall-clock limit, in seconds, of the check of one metric (``--timeout``).
#: Far above what any catalogue metric needs at the default class counts.
DEFAULT_TIMEOUT = 600.0


def parse_classes(text: str) -> tuple[int, ...]:
    """The class counts of ``--classes`` (integers separated by commas)."""
    try:
        counts = [int(x) for x in parse_list(text, "classes")]
    except ValueError:
        raise UsageError(f"--classes must be integers >= 2 separated by commas; got {text!r}") from None
    return check_class_counts(counts, "--classes")


def property_ids_help() -> str:
    """Every registered property id by group, Opitz's first (the default): the ``--properties`` help."""
    groups = [g for g in dict.fromkeys(prop.group for prop in axioms.PROPERTIES.values())
              if g not in ("opitz", "sebastiani")]
    # ", ": help text wraps at spaces
    others = "; ".join(f"{group} {', '.join(axioms.group_ids(group))}" for group in groups)
    return (f"{','.join(axioms.OPITZ_PROPERTIES)} (Opitz's, the default); "
            f"Sebastiani's {','.join(axioms.SEBASTIANI_AXIOMS)}; "
            f"{others}; also those of the user's files ('axiometrics properties' lists them)")


def _with(parser: argparse.ArgumentParser) -> None:
    """The repeatable ``--with FILE.py`` option: users' files of metrics and/or properties."""
    parser.add_argument(
        "--with", action="append", default=[], dest="with_files", metavar="FILE.py",
        help="also load this Python file of metrics and/or properties (in worker processes); repeatable",
    )


def _common() -> argparse.ArgumentParser:
    """The options ``table`` and ``check`` share (a parent parser)."""
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--metrics", help="comma-separated metric names (default: all)")
    common.add_argument("--properties", help=f"comma-separated property ids: {property_ids_help()}")
    common.add_argument("--classes", default="2,3",
                        help=f"class counts to check, 2 to {MAX_CLASS_COUNT} (default: 2,3)")
    common.add_argument("--seed", type=int, default=0, help="seed of every search, >= 0 (default: 0)")
    common.add_argument("--profile", default="default", help=f"budget profile: {', '.join(axioms.PROFILES)}")
    common.add_argument("--no-identify", action="store_true",
                        help="decide a metric given as code as written, "
                             "not through the structure identified from its values (marked ⁱ)")
    common.add_argument("--format", help=f"output format: {', '.join(FORMATS)} "
                        "(default: the one of --output's extension, "
                        f"{', '.join(f'{f.extension} {f.name}' for f in FORMATS.values())}; else markdown)")
    common.add_argument("--output", help="write the report to this file instead of stdout")
    common.add_argument("--standalone", action="store_true",
                        help="with --format latex: a complete document that compiles with pdflatex")
    common.add_argument(
        "--calibrated-rows", action="store_true",
        help="also list each metric's calibrated variant metric~ as its own row"
    )
    _with(common)
    common.add_argument("--expect", metavar="BASELINE.json",
                        help="exit 1 when verdicts, their values or scope, or the strength of their evidence differ "
                             "from this baseline")
    common.add_argument("--allow-weaker-evidence", action="store_true",
                        help="with --expect: a proof that became 'not refuted' (search) is a note, not a failure")
    common.add_argument("--fail-on-error", action="store_true",
                        help="exit 1 when any cell is an error (with or without --expect)")
    common.add_argument("--write-expect", metavar="BASELINE.json", help="write the verdicts as a baseline")
    common.add_argument("--quiet", action="store_true", help="no progress on stderr")
    common.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="worker processes (default: the CPUs)")
    common.add_argument(
        "--timeout", type=float, default=DEFAULT_TIMEOUT,
        help=f"wall-clock limit in seconds of the check of one metric; past it the metric's cells are "
             f"'error: timed out' (default: {DEFAULT_TIMEOUT:g})",
    )
    common.add_argument("--debug", action="store_true", help="print the traceback of an internal error")
    common.add_argument("--no-cache", action="store_true",
                        help="check every metric again instead of reading unchanged ones from the verdict cache")
    return common


def build_parser() -> argparse.ArgumentParser:
    """The parser of the ``axiometrics`` command line: its commands and their options."""
    common = _common()
    parser = argparse.ArgumentParser(prog="axiometrics",
                                     description="Which formal properties does a classification metric have?")
    parser.add_argument("--version", action="version", version=f"axiometrics {metrics.__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("table", parents=[common], help="property table of registered metrics (default: the catalogue)")
    check = sub.add_parser("check", parents=[common], help="property table of the metrics a Python file registers "
                           "(the catalogue's if it registers only properties)")
    check.add_argument("file", help="a .py file that registers metrics (metrics.register) "
                       "and/or properties (axioms.register_property)")
    paper = sub.add_parser("paper", help="regenerate a paper's table beside the published one")
    paper.add_argument("name", help=f"one of: {', '.join(PAPERS)}")
    paper.add_argument("--seed", type=int, default=0)
    paper.add_argument("--quiet", action="store_true", help="no progress on stderr")
    paper.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (default: the CPUs)")
    paper.add_argument("--debug", action="store_true", help="print the traceback of an internal error")
    paper.add_argument("--no-cache", action="store_true",
                       help="check every metric again instead of reading unchanged ones from the verdict cache")
    _sweep_parser(sub)
    cache = sub.add_parser("cache", help="the persistent verdict cache: where it is and how big, or empty it")
    cache_sub = cache.add_subparsers(dest="action", required=True)
    cache_info = cache_sub.add_parser("info", help="the cache folder, its entries and size, its size cap, "
                                      "whether it is private")
    cache_info.add_argument("--format", choices=("text", "json"), default="text", help="output format (default: text)")
    cache_sub.add_parser("clear", help="remove every cached verdict")
    listing = sub.add_parser("list",
                             help="list the registered metrics, where each comes from, and which are binary-only")
    listing.add_argument("--format", choices=("text", "json"), default="text", help="output format (default: text)")
    _with(listing)
    props = sub.add_parser("properties", help="list every property: id, name, statement, source and group")
    props.add_argument("--format", choices=("text", "json"), default="text", help="output format (default: text)")
    _with(props)
    for lister in (listing, props):
        lister.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT,
                            help="wall-clock limit in seconds of loading the --with files")
        lister.add_argument("--debug", action="store_true", help="print the traceback of an internal error")
    _recommend_parser(sub)
    _multilabel_parser(sub)
    _verify_parser(sub)
    return parser


def _sweep_parser(sub: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    """The options of ``axiometrics sweep`` (:mod:`reports.sweep`)."""
    sweep = sub.add_parser("sweep", help="property phase diagram of a metric family over a parameter grid")
    sweep.add_argument("family", help=f"a metric family: {', '.join(f.name for f in families())}")
    sweep.add_argument("--param", action="append", default=[], metavar="NAME=GRID",
                       help="a parameter grid, start:stop:count (exact, evenly spaced) or a,b,c; once per parameter")
    sweep.add_argument("--properties", help=f"comma-separated property ids: {property_ids_help()}")
    sweep.add_argument("--classes", default="2", help=f"class counts to check, 2 to {MAX_CLASS_COUNT} (default: 2)")
    sweep.add_argument("--seed", type=int, default=0, help="seed of every search, >= 0 (default: 0)")
    sweep.add_argument("--profile", default="default", help=f"budget profile: {', '.join(axioms.PROFILES)}")
    sweep.add_argument("--format", choices=("markdown", "json"), default="markdown",
                       help="output format (default: markdown)")
    sweep.add_argument("--output", help="write the table to this file instead of stdout")
    sweep.add_argument("--plot", metavar="PHASE.png", help="also draw the phase diagram to this PNG file")
    sweep.add_argument("--scheduler", help="'local' for a local Dask cluster, or the address of a Dask scheduler "
                       "(default: a serial run)")
    sweep.add_argument("--max-members", type=int, default=MAX_MEMBERS,
                       help=f"refuse a grid of more members than this, before any check (default: {MAX_MEMBERS})")
    _with(sweep)
    sweep.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT,
                       help=f"with --with: wall-clock limit in seconds of the check of one member; past it the "
                            f"member's marks are 'error' (default: {DEFAULT_TIMEOUT:g})")
    sweep.add_argument("--quiet", action="store_true", help="no progress on stderr")
    sweep.add_argument("--debug", action="store_true", help="print the traceback of an internal error")


def _verify_parser(sub: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    """The options of ``axiometrics verify`` (:mod:`reports.verify`)."""
    verify = sub.add_parser("verify", help="re-check every proof-level cell of a JSON report with code independent "
                            "of the engine (cvc5 for inequalities)")
    verify.add_argument("report", metavar="REPORT.json", help="a report written by table/check --format json")
    verify.add_argument("--with", action="append", default=[], dest="with_files", metavar="FILE.py",
                        help="a Python file registering the report's user metrics, imported by contained worker "
                             "processes (never by this one) that re-check their rows; repeatable")
    verify.add_argument("--obligations", metavar="DIR",
                        help="write every SMT-LIB 2 obligation given to cvc5 into this folder")
    verify.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="processes re-checking metrics in parallel (default: number of CPUs)")
    verify.add_argument("--cell-timeout", type=float, default=10.0,
                        help="seconds per cell before it is 'not re-checkable' (default: 10)")
    verify.add_argument("--debug", action="store_true", help="print the traceback of an internal error")


def _multilabel_parser(sub: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    """The options of ``axiometrics multilabel`` (:mod:`reports.multilabel_table`)."""
    ml = sub.add_parser("multilabel", help="property table of the multi-label metrics (indicator matrices), "
                        "counterexamples as labelled matrices")
    ml.add_argument("--metrics", help="comma-separated multi-label metric names (default: all registered)")
    ml.add_argument("--properties",
                    help=f"comma-separated multi-label property ids: {', '.join(MULTILABEL_PROPERTIES)} (default: all)")
    ml.add_argument("--bound", default="3,3", metavar="N_SAMPLES,N_LABELS",
                    help="check every pair of indicator matrices up to this shape (default: 3,3)")
    ml.add_argument("--pairs", type=int, default=400,
                    help="random pairs per shape of the search beyond the bound (default: 400)")
    ml.add_argument("--seed", type=int, default=0, help="seed of the random search, >= 0 (default: 0)")
    ml.add_argument("--format", choices=MULTILABEL_FORMATS, default="markdown",
                    help="output format (default: markdown)")
    ml.add_argument("--output", help="write the table to this file instead of stdout")
    ml.add_argument("--debug", action="store_true", help="print the traceback of an internal error")


def _recommend_parser(sub: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    """The options of ``axiometrics recommend`` (:mod:`reports.recommend`)."""
    rec = sub.add_parser("recommend",
                         help="the metrics that have the required properties, and the property each popular one fails")
    rec.add_argument("--require", required=True, metavar="PID[:VALUE],...",
                     help="required properties in the order to check them, cheapest first, e.g. PIV,PV:strict,MON "
                          "(a value: PV's strength bounded|strict|complete)")
    rec.add_argument("--prefer", metavar="PID,...", help="properties that order the recommended metrics")
    rec.add_argument("--classes",
                     help="class counts to check: your number of classes (default: from --labels, else 2,3)")
    rec.add_argument("--labels", metavar="FILE",
                     help="a text file of your labels, one per line: the number of distinct labels is --classes")
    rec.add_argument("--format", choices=RECOMMEND_FORMATS, default="text", help="output format (default: text)")
    rec.add_argument("--metrics", help="comma-separated candidate metrics (default: the catalogue)")
    rec.add_argument("--with", dest="with_files", action="append", default=[], metavar="FILE.py",
                     help="also consider the metrics this file registers (once per file)")
    rec.add_argument("--no-families", action="store_true", help="leave out the members of the parameterised families")
    rec.add_argument("--calibrated", action="store_true",
                     help="also consider every metric's calibrated variant metric~")
    rec.add_argument("--seed", type=int, default=0, help="seed of every search, >= 0 (default: 0)")
    rec.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (default: the CPUs)")
    rec.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT,
                     help=f"wall-clock limit in seconds of the checks of one metric (default: {DEFAULT_TIMEOUT:g})")
    rec.add_argument("--no-cache", action="store_true",
                     help="check every metric again instead of reading the verdict cache")
    rec.add_argument("--quiet", action="store_true", help="no progress on stderr")
    rec.add_argument("--debug", action="store_true", help="print the traceback of an internal error")
