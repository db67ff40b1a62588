"""The progress of a long check: a tqdm bar with counts, rate and ETA on stderr (a widget in notebooks).

:class:`ProgressBar` is a ``progress(metric_name, property_id, n)`` callback as
:func:`reports.build_report` calls it: ``property_id`` None means the metric is done (the bar
counts it); otherwise the bar shows which check is running. The command line shows one only
when stderr is a terminal and ``--quiet`` is not given; ``build_report(..., progress=True)``
shows one in a notebook (``tqdm.auto``). A bar never writes to stdout: reports stay byte-identical.
"""

import os
import sys
from typing import Any, TextIO

__all__ = ["ProgressBar", "terminal_bar"]


class ProgressBar:
    """A tqdm bar over ``total`` metrics (None: counts and rate, no ETA), written to ``file``
    (default stderr); call it as a ``build_report`` progress callback, then :meth:`close` it.

    Examples
    --------
    >>> import io
    >>> out = io.StringIO()
    >>> bar = ProgressBar(2, out)
    >>> bar("accuracy", "PI", 2); bar("accuracy", None, None)
    >>> "1/2" in str(bar.bar), "checked accuracy" in str(bar.bar)
    (True, True)
    >>> bar.close()
    """

    def __init__(self, total: int | None, file: TextIO | None = None) -> None:
        from tqdm.auto import tqdm  # a notebook widget under IPython, a text bar elsewhere

        out = file or sys.stderr
        width = _terminal_width(out)  # a terminal that reports no width (0 columns) still gets an 80-column bar
        self.bar: Any = tqdm(total=total, unit="metric", desc="axiometrics", file=out, leave=False,
                             dynamic_ncols=width is not None, ncols=None if width is not None else 80)

    def __call__(self, name: str, pid: str | None, n: int | None) -> None:
        if pid is None:
            self.bar.set_postfix_str(f"checked {name}", refresh=False)
            self.bar.update(1)
        else:
            self.bar.set_postfix_str(f"checking {name} {pid} n={n}")

    def close(self) -> None:
        """End the bar (it leaves no line behind)."""
        self.bar.close()


def _terminal_width(file: TextIO) -> "int | None":
    """The columns of the terminal ``file`` writes to; None when it is no terminal or reports 0."""
    try:
        return os.get_terminal_size(file.fileno()).columns or None
    except (OSError, ValueError, AttributeError):  # io.StringIO has no fileno, a pipe no size
        return None


def terminal_bar(total: int | None, quiet: bool) -> ProgressBar | None:
    """The command line's bar: None with ``--quiet`` or when stderr is not a terminal (a CI log, a pipe).

    Examples
    --------
    >>> terminal_bar(3, quiet=True) is None
    True
    """
    if quiet or not sys.stderr.isatty():
        return None
    return ProgressBar(total)
