"""Reports of axiometrics: property tables, counterexamples, the CI gate and the command line."""

from .assertions import assert_properties
from .render import FORMATS, Table, render
from .report import build_report

__all__ = ["build_report", "render", "FORMATS", "Table", "table", "assert_properties"]


def table(names=None, properties=None, classes=(2, 3), seed=0, **options):
    """Check metrics and return a :class:`Table` (HTML in notebooks); options as :func:`build_report`."""
    return Table(build_report(names, properties, classes, seed=seed, **options))
