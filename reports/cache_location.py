"""Where the verdict cache lives and how it names its entries, importable before anything else of axiometrics
(:mod:`reports.cache_hint` reads it while ``reports`` starts, before ``metrics`` is imported).

Location: ``$AXIOMETRICS_CACHE_DIR``, else ``$XDG_CACHE_HOME/axiometrics``, else ``~/.cache/axiometrics``; a
leading ``~`` is the home folder in either variable, also where no shell expanded it (a CI ``env:`` block);
``AXIOMETRICS_CACHE=off`` (or ``0``, ``no``, ``false``) turns the cache off. The rest is :mod:`reports.cache`.
"""

import os
from pathlib import Path

__all__ = ["cache_dir", "enabled", "entry_path", "ENTRY_SUFFIX"]

#: How the cache names its entries: ``<key>.axiometrics.json``. Only files with such a name are
#: read, counted, trimmed or cleared; anything else in the folder (a baseline, a project's
#: ``package.json``) is never touched.
ENTRY_SUFFIX = ".axiometrics.json"


def cache_dir() -> Path:
    """Where entries live (see the module docstring)."""
    if os.environ.get("AXIOMETRICS_CACHE_DIR"):
        return Path(os.path.expanduser(os.environ["AXIOMETRICS_CACHE_DIR"]))
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join("~", ".cache")
    return Path(os.path.expanduser(base)) / "axiometrics"


def enabled() -> bool:
    """False when ``AXIOMETRICS_CACHE`` is ``off`` (or ``0``, ``no``, ``false``)."""
    return os.environ.get("AXIOMETRICS_CACHE", "on").lower() not in ("off", "0", "no", "false")


def entry_path(folder: "str | os.PathLike[str]", key: str) -> Path:
    """The file of the entry ``key`` in ``folder``."""
    return Path(folder) / f"{key}{ENTRY_SUFFIX}"
