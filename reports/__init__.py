"""Reports of axiometrics: property tables, counterexamples, the CI gate and the command line."""

from ._import_path import drop_working_directory

drop_working_directory()  # first: no module of the working directory may be imported in place of the library

import sys  # noqa: E402 - after the import path is made
from collections.abc import Sequence  # noqa: E402
from typing import TYPE_CHECKING, Any  # noqa: E402

from ._guard import bound_plugin_probe, ensure_own_packages, fill_closed_standard_streams  # noqa: E402
from .worker_server import start_early  # noqa: E402

fill_closed_standard_streams(sys.argv)  # before anything opens a file that would take a closed descriptor
ensure_own_packages()  # before anything imports a shadowing metrics.py
bound_plugin_probe(sys.argv)  # the command's --timeout bounds loading plugins, which importing metrics does
start_early(sys.argv)  # the workers' fork server imports axiometrics while this process does

from metrics import __version__  # noqa: E402 - after the guard
from .assertions import assert_properties  # noqa: E402
from .render import FORMATS, Format, Table, render  # noqa: E402
from .report import build_report  # noqa: E402
from .recommend import recommend  # noqa: E402
from .multilabel_table import multilabel_table  # noqa: E402
from .html_report import verdict_html  # noqa: E402
from .verdict_text import verdict_text  # noqa: E402
from axioms.core.verdict import presented_by  # noqa: E402

presented_by(text=verdict_text, html=verdict_html)  # how a Verdict shows itself: presentation lives here

if TYPE_CHECKING:
    from metrics import Metric

__all__ = ["build_report", "recommend", "multilabel_table", "render", "FORMATS", "Format", "Table", "table",
           "assert_properties", "__version__"]


def table(
    names: "Sequence[str | Metric] | None" = None,
    properties: Sequence[str] | None = None,
    classes: Sequence[int] = (2, 3),
    seed: int | None = None,
    **options: Any,
) -> Table:
    """Check metrics and return a :class:`Table` (HTML in notebooks); options as :func:`build_report`.

    Examples
    --------
    >>> table(["macro_recall"], ["PIV"], classes=(2,), with_calibrated=False)
    <Table of 1 metric(s) x 1 properties: macro_recall>
    """
    return Table(build_report(names, properties, classes, seed=seed, **options))
