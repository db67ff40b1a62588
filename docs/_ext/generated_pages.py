"""Pages the site generates before it reads its sources: the atlas and the notebook gallery.

- ``docs/atlas/``: :func:`reports.atlas.atlas_pages` of the committed reports :data:`ATLAS_REPORTS`
  (``tests/test_atlas.py`` keeps them equal to what the engine says now);
- ``docs/gallery/``: the notebooks of ``notebooks/`` with their stored outputs (myst-nb renders
  them without running them), under an index page.

Both folders are generated (git ignores them); a file is rewritten only when its text changes,
and a stale one is removed, so an unchanged site rebuilds nothing.
"""

import json
from pathlib import Path

from reports.atlas import atlas_pages

DOCS = Path(__file__).resolve().parent.parent
NOTEBOOKS = DOCS.parent / "notebooks"
#: The reports the atlas shows, in column order: Opitz's properties at n = 2, 3, Sebastiani's axioms at n = 2
#: (binary axioms; at n = 3 some take minutes per metric). ``tests/test_atlas.py`` names the commands that write them.
ATLAS_REPORTS = ("atlas_data/opitz.json", "atlas_data/sebastiani.json")


def _sync(folder, pages):
    """Make ``folder`` hold exactly ``pages`` (``{relative path: text or bytes}``)."""
    for path, text in pages.items():
        target = folder / path
        data = text.encode("utf-8") if isinstance(text, str) else text
        if not target.is_file() or target.read_bytes() != data:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
    for stale in [p for p in folder.rglob("*") if p.is_file() and p.relative_to(folder).as_posix() not in pages]:
        stale.unlink()


def gallery_pages():
    """The gallery's index and its notebooks, by relative path."""
    notebooks = sorted(NOTEBOOKS.glob("*.ipynb"))
    index = ["# Notebooks", "", "Seven worked examples, shown with the outputs stored in them "
             "(run them with `jupyter lab notebooks/`).", "", "```{toctree}", ":maxdepth: 1", "", *(nb.stem for nb in notebooks), "```", ""]
    return {"index.md": "\n".join(index), **{nb.name: nb.read_bytes() for nb in notebooks}}


def generate(app):
    reports = [json.loads((DOCS / path).read_text(encoding="utf-8")) for path in ATLAS_REPORTS]
    _sync(DOCS / "atlas", atlas_pages(*reports))
    _sync(DOCS / "gallery", gallery_pages())


def setup(app):
    app.connect("builder-inited", generate)
    app.add_css_file("atlas.css")
    app.add_js_file("atlas.js")
    return {"parallel_read_safe": True, "parallel_write_safe": True}
