"""Pages the site generates before it reads its sources: the atlas, the notebook gallery and the reference.

- ``docs/atlas/``: :func:`reports.atlas.atlas_pages` of the committed reports :data:`ATLAS_REPORTS`
  (``tests/test_atlas.py`` keeps them equal to what the engine says now);
- ``docs/gallery/``: the notebooks of ``notebooks/`` with their stored outputs (myst-nb renders
  them without running them), under an index page;
- ``docs/reference/``: every command's options from the argument parser
  (:func:`reports.cli_args.build_parser`, as ``--help`` prints them), every property from the
  registry (:data:`axioms.PROPERTIES`), so neither can drift from the code, and the figures the
  benchmark scripts last wrote to ``benchmarks/results/*.json``, with where and when.

The folders are generated (git ignores them); a file is rewritten only when its text changes,
and a stale one is removed, so an unchanged site rebuilds nothing. Each folder's manifest
(``.generated.json``) lists the files the build wrote there: only those are ever rewritten or
removed; a file of someone else's at a page's path stops the build, untouched.
"""

import argparse
import json
import os
from pathlib import Path

from sphinx.errors import ExtensionError

import axioms
from reports.atlas import atlas_pages
from reports.cli_args import build_parser

DOCS = Path(__file__).resolve().parent.parent
NOTEBOOKS = DOCS.parent / "notebooks"
BENCHMARK_RESULTS = DOCS.parent / "benchmarks" / "results"
#: The reports the atlas shows, in column order: Opitz's properties at n = 2, 3, Sebastiani's axioms at n = 2
#: (binary axioms; at n = 3 some take minutes per metric). ``tests/test_atlas.py`` names the commands that write them.
ATLAS_REPORTS = ("atlas_data/opitz.json", "atlas_data/sebastiani.json")
#: The file in each generated folder that lists what the build wrote there.
MANIFEST = ".generated.json"


def _sync(folder, pages):
    """Make ``folder`` hold ``pages`` (``{relative path: text or bytes}``), touching only files the build wrote
    (:data:`MANIFEST`)."""
    manifest = folder / MANIFEST
    owned = set(json.loads(manifest.read_text(encoding="utf-8"))) if manifest.is_file() else set()
    foreign = sorted(path for path in pages if (folder / path).exists() and path not in owned)
    if foreign:
        raise ExtensionError(f"{folder} holds {', '.join(foreign[:5])}, which this build did not write and would "
                             "overwrite; move them away (the folder is generated)")
    for path, text in pages.items():
        target = folder / path
        data = text.encode("utf-8") if isinstance(text, str) else text
        if not target.is_file() or target.read_bytes() != data:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
    for stale in sorted(owned - set(pages)):
        (folder / stale).unlink(missing_ok=True)
    manifest.write_text(json.dumps(sorted(pages)) + "\n", encoding="utf-8")


def gallery_pages():
    """The gallery's index and its notebooks, by relative path."""
    notebooks = sorted(NOTEBOOKS.glob("*.ipynb"))
    index = ["# Notebooks", "", f"{len(notebooks)} worked examples, shown with the outputs stored in them "
             "(run them with `jupyter lab notebooks/`).", "", "```{toctree}", ":maxdepth: 1", "",
             *(nb.stem for nb in notebooks), "```", ""]
    return {"index.md": "\n".join(index), **{nb.name: nb.read_bytes() for nb in notebooks}}


def _help(parser):
    """``parser.format_help()`` wrapped at 100 columns, whatever the terminal."""
    width = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = "100"
    try:
        return parser.format_help()
    finally:
        os.environ.pop("COLUMNS") if width is None else os.environ.__setitem__("COLUMNS", width)


def _subcommands(parser):
    """``{name: parser}`` of the commands of ``parser`` (``{}`` when it has none)."""
    actions = [action for action in parser._actions if isinstance(action, argparse._SubParsersAction)]
    return dict(actions[0].choices) if actions else {}


def commands_page():
    """Every ``axiometrics`` command and its options, as ``axiometrics COMMAND --help`` prints them."""
    parser = build_parser()
    parts = ["# Commands", "Generated from the argument parser: what `axiometrics COMMAND --help` prints.",
             f"```text\n{_help(parser)}```"]
    for name, sub in _subcommands(parser).items():
        parts += [f"## {name}", f"```text\n{_help(sub)}```"]
        parts += [part for subname, subsub in _subcommands(sub).items()
                  for part in (f"### {name} {subname}", f"```text\n{_help(subsub)}```")]
    return "\n\n".join(parts) + "\n"


def _cell(text):
    """``text`` in a Markdown table cell: its pipes, stars and underscores literal."""
    return str(text).replace("|", "\\|").replace("*", "\\*").replace("_", "\\_")


def properties_page():
    """Every registered property: id, name, statement, source and group (``axiometrics properties``)."""

    rows = [f"| {p.id} | {_cell(p.name)} | {_cell(p.statement)} | {_cell(p.source)} | {p.group} |"
            for p in axioms.PROPERTIES.values()]
    return "\n\n".join(["# Properties", "Generated from the property registry (`axiometrics properties`); the atlas "
                         "has a page with the catalogue's verdicts for each of Opitz's and Sebastiani's.",
                         "| id | name | statement | source | group |\n"
                         "|---|---|---|---|---|\n" + "\n".join(rows)]) + "\n"


def benchmarks_page():
    """The figures of every ``benchmarks/results/*.json``: per script, the command, when and where it ran, each
    figure."""
    parts = ["# Benchmark figures", "Generated from the files the scripts in `benchmarks/` write when they run "
             "(`benchmarks/results/*.json`): each figure as the script printed it, with the command, the date and "
             "the machine. Run a script again to update its figures."]
    for path in sorted(BENCHMARK_RESULTS.glob("*.json")):
        run = json.loads(path.read_text(encoding="utf-8"))
        machine = run["machine"]
        rows = [f"| {_cell(f['figure'])} | {f['value']} {f['unit']} | {_cell(f['target'] or '–')} |"
                for f in run["figures"]]
        parts += [f"## {run['script']}",
                  f"`{run['command']}`, {run['measured']}, {machine['cores']} cores ({machine['processor']}), "
                  f"load average {machine['load_average_at_start']} when it started, Python {machine['python']}, "
                  f"numpy {machine['numpy']}.",
                  "| figure | value | target |\n|---|---|---|\n" + "\n".join(rows)]
    return "\n\n".join(parts) + "\n"


def generate(app):
    reports = [json.loads((DOCS / path).read_text(encoding="utf-8")) for path in ATLAS_REPORTS]
    _sync(DOCS / "atlas", atlas_pages(*reports))
    _sync(DOCS / "gallery", gallery_pages())
    _sync(DOCS / "reference", {"commands.md": commands_page(), "properties.md": properties_page(),
                               "benchmarks.md": benchmarks_page()})


def setup(app):
    app.connect("builder-inited", generate)
    app.add_css_file("atlas.css")
    app.add_js_file("atlas.js")
    return {"parallel_read_safe": True, "parallel_write_safe": True}
