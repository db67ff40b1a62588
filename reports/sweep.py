"""Property phase diagrams of a metric family: which properties hold on which parameter region.

``sweep("f_beta", {"beta": grid("1/4:4:16")}, properties)`` checks every member of the grid
(serially, or as one task per member on a Dask cluster) and returns a JSON-ready dict whose
rows follow the grid order, so a serial run and a Dask run give the same bytes.
"""

from fractions import Fraction
from collections.abc import Iterable, Mapping, Sequence
from itertools import product
import json
import math
import sys
from typing import Any

import axioms
from axioms.core.budget import resolve_settings
from metrics.errors import UsageError
from metrics.validation import check_choice
from metrics.families import get_family

from .workers import run_contained

__all__ = ["grid", "parse_param", "sweep", "render_sweep", "plot_sweep", "every_mark_an_error", "MAX_MEMBERS"]


#: Default cap of the number of members of a sweep (``--max-members``): each is a full check.
MAX_MEMBERS = 10_000


def grid(text: str, max_values: int = MAX_MEMBERS) -> list[Fraction]:
    """Parameter values from ``"start:stop:count"`` (evenly spaced, exact) or ``"a,b,c"``.

    Values are exact fractions (``"1/4:4:16"`` gives 1/4, 1/2, ..., 4; decimals such as
    ``0.25`` are read as written), within the float range; a count above ``max_values``
    is refused before any value is built.
    """
    try:
        if ":" in text:
            first, last, size = text.split(":")
            start, stop, count = Fraction(first), Fraction(last), int(size)
            if count < 2:
                raise ValueError
        else:
            values = [Fraction(x) for x in text.split(",") if x.strip()]
    except (ValueError, ZeroDivisionError):
        raise UsageError(f"a parameter grid is 'start:stop:count' (count >= 2) or 'a,b,c'; got {text!r}") from None
    if ":" in text:
        if count > max_values:
            raise UsageError(f"a grid of {count} values is above the cap of {max_values} members of a sweep; "
                             "raise it with --max-members")
        values = [start + k * (stop - start) / (count - 1) for k in range(count)]
    for value in values:
        try:
            float(value)  # members are built with float parameters
        except OverflowError:
            raise UsageError(f"parameter value {text!r} is beyond the float range (about ±1.8e308)") from None
    return values


def parse_param(text: str, max_values: int = MAX_MEMBERS) -> tuple[str, list[Fraction]]:
    """``"beta=1/4:4:16"`` -> ``("beta", [Fraction, ...])``."""
    name, sep, spec = text.partition("=")
    if not sep or not name.strip():
        raise UsageError(f"--param takes NAME=start:stop:count or NAME=a,b,c; got {text!r}")
    try:
        values = grid(spec, max_values)
    except UsageError as exc:
        raise UsageError(f"--param {name.strip()}: {exc}") from None
    if not values:
        raise UsageError(f"--param {name} has no values")
    return name.strip(), values


def _mark(cell: axioms.Verdict) -> str:
    """A cell as the table shows it: ✓, ✗, ✓* / ✗* (search only), ?, –, error."""
    verdict, kind = cell.verdict, cell.evidence["kind"]
    mark = {"holds": "✓", "fails": "✗", "unknown": "?", "not_applicable": "–", "error": "error"}[verdict]
    return mark + ("*" if verdict in ("holds", "fails") and kind not in ("proof", "construction", "counterexample")
                   else "")


def check_point(family: str, values: Mapping[str, Fraction], properties: Sequence[str], classes: Sequence[int],
                settings: axioms.Settings) -> dict[str, str]:
    """The marks of one family member: ``{property: mark}`` (runs in a Dask worker)."""
    metric = get_family(family).make(**dict(values))  # exact: a float would be rounded, then guessed back
    verdicts = axioms.check(metric, properties, classes=classes, settings=settings, with_calibrated=False)
    return {pid: _mark(v) for pid, v in verdicts.items()}


def sweep(
    family: str,
    params: Mapping[str, Sequence[Fraction]],
    properties: Iterable[str] | None = None,
    classes: Sequence[int] = (2,),
    seed: int | None = None,
    settings: axioms.Settings | None = None,
    scheduler: str | None = None,
    max_members: int = MAX_MEMBERS,
    progress: bool = False,
    files: Sequence[str] = (),
    timeout: float | None = None,
) -> dict[str, Any]:
    """Check every member of the grid ``params`` (``{name: [values]}``) of ``family``.

    ``scheduler``: None for a serial run, ``"local"`` for a local Dask cluster, or the
    address of an existing Dask scheduler (``tcp://host:8786``). A grid of more than
    ``max_members`` members is refused before any check; with ``progress``, each member
    is announced on stderr as a serial run checks it. ``seed`` given with ``settings`` of
    another seed is a :class:`UsageError`. With ``files`` (users' files of properties, as
    ``--with``), every member is checked in a contained worker process that imports them
    (:func:`reports.workers.run_contained`; not with a Dask ``scheduler``), and a member whose
    check dies, or runs past ``timeout`` seconds (None: no limit), reads ``error``.
    """
    fam = get_family(family)
    if set(params) != set(fam.parameters):
        raise UsageError(f"family {family!r} takes --param for each of {', '.join(fam.parameters)}; "
                         f"got {', '.join(params) or 'none'}")
    names = list(fam.parameters)
    members = math.prod(len(params[k]) for k in names)  # counted, not built
    if members > max_members:
        raise UsageError(f"the grid has {members} members, above the cap of {max_members} (each is a full check); "
                         "use a coarser grid or raise the cap with --max-members")
    properties = list(properties or axioms.OPITZ_PROPERTIES)
    settings = resolve_settings(settings, seed)
    points = [dict(zip(names, combo)) for combo in product(*(params[k] for k in names))]
    errors: dict[int, str] = {}  # why a contained member's check died
    if files:
        if scheduler is not None:
            raise UsageError("--with cannot be combined with --scheduler: "
                             "Dask workers would run the files' code uncontained; drop one of them")
        marks, errors = _contained(points, (family, properties, classes, settings), files, progress, timeout)
    elif scheduler is None:
        marks = []
        for i, p in enumerate(points, 1):
            if progress:
                print(f"axiometrics: sweep member {i}/{members} ({', '.join(f'{k}={v}' for k, v in p.items())})",
                      file=sys.stderr, flush=True)
            marks.append(check_point(family, p, properties, classes, settings))
    else:
        marks = _on_dask(scheduler, [(family, p, properties, classes, settings) for p in points])
    return {
        "family": family,
        "parameters": names,
        "properties": properties,
        "classes": list(classes),
        "settings": settings.as_dict(),
        "rows": [{"values": {k: str(v) for k, v in p.items()}, "marks": m,
                  **({"error": errors[i]} if i in errors else {})} for i, (p, m) in enumerate(zip(points, marks))],
    }


def _contained(points: list[dict[str, Fraction]], run: tuple[Any, ...], files: Sequence[str],
               progress: bool, timeout: float | None) -> tuple[list[dict[str, str]], dict[int, str]]:
    """``(marks, errors)``: the marks of ``points`` checked one by one in a worker process that imports ``files``
    (``run``: family, properties, classes, settings); a member whose check died reads ``error`` in each mark, and
    ``errors`` says why, by the member's index."""
    family, properties, classes, settings = run
    tasks = [(str(i), (family, p, properties, classes, settings)) for i, p in enumerate(points)]
    marks: dict[int, dict[str, str]] = {}
    errors: dict[int, str] = {}
    for key, ok, value in run_contained(check_point, 1, tasks, timeout, files):
        marks[int(key)] = value if ok else {pid: "error" for pid in properties}
        if not ok:
            errors[int(key)] = str(value)
        if progress:
            print(f"axiometrics: sweep member {len(marks)}/{len(points)}" + ("" if ok else f": error: {value}"),
                  file=sys.stderr, flush=True)
    return [marks[i] for i in range(len(points))], errors


def _on_dask(scheduler: str, tasks: list[tuple[Any, ...]]) -> list[dict[str, str]]:
    try:
        from dask.distributed import Client, LocalCluster
    except ImportError:
        raise UsageError("a Dask sweep needs dask.distributed: pip install 'axiometrics[sweep]'") from None
    if scheduler == "local":
        with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                          dashboard_address=None) as cluster, Client(cluster) as client:
            marks: list[dict[str, str]] = client.gather(client.map(check_point, *zip(*tasks), pure=False))
            return marks
    try:
        client = Client(scheduler)
    except (OSError, ValueError, TypeError) as exc:  # a malformed, unreachable or refusing address
        # (TimeoutError is an OSError)
        raise UsageError(f"--scheduler {scheduler!r}: no Dask scheduler could be reached there "
                         f"({type(exc).__name__}: {exc}); give 'local' or an address such as tcp://host:8786") from None
    with client:
        gathered: list[dict[str, str]] = client.gather(client.map(check_point, *zip(*tasks), pure=False))
        return gathered


def render_sweep(result: Mapping[str, Any], fmt: str = "markdown") -> str:
    """The phase diagram as a markdown table (one row per member) or JSON."""
    if check_choice(fmt, ("markdown", "json"), "sweep format") == "json":
        return json.dumps(result, indent=2, ensure_ascii=False) + "\n"
    head = result["parameters"] + result["properties"]
    lines = ["| " + " | ".join(head) + " |", "|" + "|".join("---" for _ in head) + "|"]
    for row in result["rows"]:
        lines.append("| " + " | ".join([row["values"][k] for k in result["parameters"]]
                                       + [row["marks"][p] for p in result["properties"]]) + " |")
    legend = "✓ holds, ✗ fails, * backed by a search only (not proved), ? unknown, – not applicable, error: not checked"
    failed = [f"- {', '.join(f'{k}={v}' for k, v in row['values'].items())}: {' '.join(row['error'].split())}"
              for row in result["rows"] if "error" in row]
    return "\n".join(lines) + f"\n\n{legend}\n" + ("\nErrors:\n" + "\n".join(failed) + "\n" if failed else "")


def every_mark_an_error(result: Mapping[str, Any]) -> str | None:
    """One line saying why when every mark of every member is ``error`` (no member could be checked), else None."""
    rows = result["rows"]
    if not rows or any(mark != "error" for row in rows for mark in row["marks"].values()):
        return None
    return next((row["error"] for row in rows if "error" in row), "every property's check is an error")


_COLOURS = {"✓": "#2a9d8f", "✓*": "#8ecae6", "✗": "#e76f51", "✗*": "#f4a261", "?": "#bbbbbb", "–": "#eeeeee",
            "error": "#000000"}


def plot_sweep(result: Mapping[str, Any], path: str) -> str:
    """Draw the phase diagram to ``path`` (PNG): one row per property, one column per member
    (one parameter), or one panel per property over the two-parameter grid."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.patches import Patch

    names, props, rows = result["parameters"], result["properties"], result["rows"]
    if len(names) == 1:
        fig, ax = plt.subplots(figsize=(max(6, 0.45 * len(rows)), 0.5 * len(props) + 1.4))
        for y, pid in enumerate(props):
            for x, row in enumerate(rows):
                ax.add_patch(plt.Rectangle((x, y), 1, 1, color=_COLOURS[row["marks"][pid]], ec="white"))
        ax.set_xticks([x + 0.5 for x in range(len(rows))], [row["values"][names[0]] for row in rows], rotation=90)
        ax.set_yticks([y + 0.5 for y in range(len(props))], props)
        ax.set_xlim(0, len(rows))
        ax.set_ylim(0, len(props))
        ax.set_xlabel(names[0])
    else:
        xs = sorted({row["values"][names[0]] for row in rows}, key=Fraction)
        ys = sorted({row["values"][names[1]] for row in rows}, key=Fraction)
        fig, axes = plt.subplots(1, len(props), figsize=(3.2 * len(props), 3.4), squeeze=False)
        for ax, pid in zip(axes[0], props):
            for row in rows:
                x, y = xs.index(row["values"][names[0]]), ys.index(row["values"][names[1]])
                ax.add_patch(plt.Rectangle((x, y), 1, 1, color=_COLOURS[row["marks"][pid]], ec="white"))
            ax.set_xlim(0, len(xs))
            ax.set_ylim(0, len(ys))
            ax.set_xticks([i + 0.5 for i in range(len(xs))], xs, rotation=90, fontsize=7)
            ax.set_yticks([i + 0.5 for i in range(len(ys))], ys, fontsize=7)
            ax.set_xlabel(names[0])
            ax.set_ylabel(names[1])
            ax.set_title(pid)
    fig.suptitle(f"{result['family']}: properties over the parameter grid "
                 f"(n = {', '.join(map(str, result['classes']))})")
    fig.legend(handles=[Patch(color=c, label=k) for k, c in _COLOURS.items() if k != "error"], loc="lower center",
               ncol=6, fontsize=8)
    fig.tight_layout(rect=(0, 0.08, 1, 0.95))
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path
