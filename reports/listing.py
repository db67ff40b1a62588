"""``axiometrics list``: the registered metrics, where each comes from and which are binary-only."""

import json

from tabulate import tabulate

import metrics
from metrics.errors import UsageError

__all__ = ["catalogue_entries", "catalogue_listing"]


def catalogue_entries() -> list[dict]:
    """One dict per registered metric: ``name``, ``aliases``, ``binary``, ``min_classes``,
    ``symbolic`` (whether a symbolic form exists), ``source``, ``formula``, ``references``.

    Examples
    --------
    >>> entry = next(e for e in catalogue_entries() if e["name"] == "f1")
    >>> entry["binary"], entry["source"]
    (True, 'catalogue (metrics.papers.sebastiani)')
    """
    return [
        {
            "name": m.name,
            "aliases": list(m.aliases),
            "binary": m.binary,
            "min_classes": m.min_classes,
            "symbolic": m.symbolic is not None,
            "source": metrics.source(m),
            "formula": m.formula,
            "references": list(m.references),
        }
        for m in metrics.catalogue()
    ]


def catalogue_listing(fmt: str = "text") -> str:
    """The listing as a table (``"text"``) or a JSON array of :func:`catalogue_entries` (``"json"``)."""
    entries = catalogue_entries()
    if fmt == "json":
        return json.dumps(entries, indent=2, ensure_ascii=False) + "\n"
    if fmt != "text":
        raise UsageError(f"unknown format={fmt!r}; accepted: text, json")
    rows = [[e["name"], "binary" if e["binary"] else f"n >= {e['min_classes']}", e["source"], e["formula"]] for e in entries]
    return tabulate(rows, headers=["metric", "classes", "source", "formula"], tablefmt="plain", disable_numparse=True) + "\n"
