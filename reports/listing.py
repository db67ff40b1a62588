"""``axiometrics list`` and ``axiometrics properties``: the registered metrics (where each comes
from, which are binary-only) and the registered properties (id, name, statement, source, group)."""

import json

from tabulate import tabulate

import axioms
import metrics
from metrics.validation import check_choice
from metrics.plugins import PROPERTIES_GROUP, entry_point_source

from .userfile import module_name

__all__ = ["catalogue_entries", "catalogue_listing", "property_entries", "property_listing", "listing"]


def _file_of(module, files):
    """The path of the user's file (of ``files``) imported as ``module``, else ``module``."""
    return next((path for path in files if module_name(path) == module), module)


def catalogue_entries(files=()) -> list[dict]:
    """One dict per registered metric: ``name``, ``aliases``, ``binary``, ``min_classes``,
    ``symbolic`` (whether a symbolic form exists), ``source``, ``formula``, ``references``.
    A metric of one of the users' ``files`` (imported in this process) has that file's path as its source.

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
            "source": _file_of(metrics.source(m), files),
            "formula": m.formula,
            "references": list(m.references),
        }
        for m in metrics.catalogue()
    ]


def _check_fmt(fmt):
    check_choice(fmt, ("text", "json"), "format")


def catalogue_listing(fmt: str = "text", files=()) -> str:
    """The listing as a table (``"text"``) or a JSON array of :func:`catalogue_entries` (``"json"``)."""
    _check_fmt(fmt)
    entries = catalogue_entries(files)
    if fmt == "json":
        return json.dumps(entries, indent=2, ensure_ascii=False) + "\n"
    rows = [[e["name"], "binary" if e["binary"] else f"n >= {e['min_classes']}", e["source"], e["formula"]]
            for e in entries]
    return tabulate(rows, headers=["metric", "classes", "source", "formula"], tablefmt="plain",
                    disable_numparse=True) + "\n"


def _defined_in(prop, files):
    """Where property ``prop`` is registered: ``built-in``, its entry point, a user's file or a module."""
    plugin = entry_point_source(PROPERTIES_GROUP, prop.id)
    if plugin is not None:
        return plugin
    module = getattr(prop.check, "__module__", None) or "unknown module"
    return "built-in" if module.startswith("axioms.") else _file_of(module, files)


def property_entries(files=()) -> list[dict]:
    """One dict per registered property, in report order: ``id``, ``name``, ``statement``,
    ``source`` (where it comes from in the literature), ``group`` and ``defined_in`` (``built-in``,
    an entry point, or the path of one of the users' ``files`` imported in this process).

    Examples
    --------
    >>> entry = property_entries()[0]
    >>> entry["id"], entry["name"], entry["group"], entry["defined_in"]
    ('PI', 'monotonicity', 'opitz', 'built-in')
    """
    return [
        {"id": p.id, "name": p.name, "statement": p.statement, "source": p.source, "group": p.group,
         "defined_in": _defined_in(p, files)}
        for p in axioms.PROPERTIES.values()
    ]


def property_listing(fmt: str = "text", files=()) -> str:
    """Every property as text (a line of id, name, group and source, then its statement indented)
    or as a JSON array of :func:`property_entries` (``"json"``)."""
    _check_fmt(fmt)
    entries = property_entries(files)
    if fmt == "json":
        return json.dumps(entries, indent=2, ensure_ascii=False) + "\n"
    width = max(len(e["id"]) for e in entries)
    lines = []
    for e in entries:
        where = "" if e["defined_in"] == "built-in" else f"; from {e['defined_in']}"
        lines.append(f"{e['id']:<{width}}  {e['name']} [{e['group']}] ({e['source']}{where})")
        lines.append(f"{'':<{width}}  {e['statement']}")
    return "\n".join(lines) + "\n"


def listing(kind: str, fmt: str, files=()) -> str:
    """``list`` (``kind="metrics"``) or ``properties``: the listing text, with what ``files``
    registered (they are imported in this process: call it in a contained worker that loaded them)."""
    return (catalogue_listing if kind == "metrics" else property_listing)(fmt, files)
