"""Sphinx configuration of the axiometrics reference site: the README as the user guide, and the
API reference generated from the ``__all__`` of ``metrics``, ``axioms`` and ``reports``.

Build with ``python -m sphinx -W docs docs/_build/html`` after ``pip install ".[docs]"``. Offline and deterministic: no
intersphinx, MathJax served from the site itself (sphinx-mathjax-offline), no CDN.
"""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE / "_ext")]  # the packages of this checkout, then the local extension

import metrics  # noqa: E402 - after the path

project = "axiometrics"
author = "The axiometrics authors"
copyright = "the axiometrics authors"  # no year: the same sources give the same site
release = version = metrics.__version__

extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.autosummary",
    "numpydoc",
    "myst_nb",  # Markdown through myst-parser, and the notebooks with their stored outputs
    "sphinx-mathjax-offline",  # its import name has hyphens
    "public_api",
    "generated_pages",  # the atlas (from docs/atlas.json) and the notebook gallery, written before the build reads
]

public_api_packages = ["metrics", "axioms", "reports"]

source_suffix = {".rst": "restructuredtext", ".md": "myst-nb", ".ipynb": "myst-nb"}
nb_execution_mode = "off"  # the gallery shows the outputs stored in the notebooks; the tests run them
root_doc = "index"
exclude_patterns = ["_build", "tables", "jupyter_execute"]  # docs/tables: generated paper tables, checked by the tests

# the README's "[...](#reference-site)" links resolve to its headings
myst_heading_anchors = 3
myst_enable_extensions = ["dollarmath", "amsmath"]  # the notebooks' $...$ and $$...$$ formulas

autodoc_member_order = "bysource"
autosummary_generate = False  # the API pages are written by the public_api directive, not stubs
numpydoc_show_class_members = False  # autodoc's :members: documents them; numpydoc's tables would need stub pages

html_theme = "furo"  # maintained, readable on a phone, light and dark; no CDN
html_static_path = ["_static"]  # the atlas table's script and style (generated_pages adds them)
html_favicon = "_static/favicon.svg"  # else every browser asks the server for /favicon.ico (a 404 in the console)
html_show_sourcelink = False
html_copy_source = False
