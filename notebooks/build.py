"""Execute the notebook sources of this folder into the committed, executed notebooks.

Usage (from anywhere)::

    python notebooks/build.py                                 # every notebook
    python notebooks/build.py 03_informedness_vs_accuracy     # or 03_informedness_vs_accuracy.py / .ipynb
    python notebooks/build.py --no-execute                    # write the cells only, without outputs

The sources are the ``NN_name.py`` files: jupytext percent-format scripts (``# %%`` starts
a code cell, ``# %% [markdown]`` a markdown cell), diffable and linted like the rest of
the code. Edit a source, never the ``.ipynb``, and rebuild. Notebooks are written with
their outputs (figures, tables), deterministic cell ids and no timing metadata.
Execution uses nbclient with the Jupyter kernel called ``python3``, whose working
directory is this folder. Only the public API of ``metrics``, ``axioms`` and ``reports`` is used.
"""

import argparse
from pathlib import Path
import sys
import time

import jupytext
import nbformat

HERE = Path(__file__).resolve().parent
SOURCES = sorted(HERE.glob("[0-9][0-9]_*.py"))
KERNEL = "python3"
TIMEOUT = 600  # seconds per cell: a safety net, generous for a loaded machine


def make_notebook(source):
    """The unexecuted notebook of a jupytext source, with deterministic cell ids."""
    nb = jupytext.read(source)
    nb.metadata = {
        "kernelspec": {"name": KERNEL, "display_name": "Python 3 (ipykernel)", "language": "python"},
        "language_info": {"name": "python"},
    }
    prefix = Path(source).stem.split("_", 1)[0]
    for k, cell in enumerate(nb.cells):
        cell.id = f"nb{prefix}-{k:02d}"
        cell.metadata = {}
    return nb


def execute(nb, path=HERE):
    """Run every cell top to bottom (raises on the first error)."""
    from nbclient import NotebookClient

    client = NotebookClient(nb, timeout=TIMEOUT, kernel_name=KERNEL, record_timing=False, resources={"metadata": {"path": str(path)}})
    client.execute()
    return nb


def build(names=None, run=True):
    known = {source.stem: source for source in SOURCES}
    for name in names or known:
        stem = Path(name).stem  # accept NAME, NAME.py, NAME.ipynb, notebooks/NAME.py
        if stem not in known:
            raise SystemExit(f"unknown notebook {name!r}; known: {', '.join(known)}")
        nb = make_notebook(known[stem])
        start = time.perf_counter()
        if run:
            execute(nb)
        nbformat.validate(nb)
        nbformat.write(nb, HERE / f"{stem}.ipynb")
        print(f"wrote {stem}.ipynb" + (f" (executed in {time.perf_counter() - start:.1f} s)" if run else ""))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="notebooks to build (default: all)")
    parser.add_argument("--no-execute", action="store_true", help="write the cells without running them")
    args = parser.parse_args(argv)
    build(args.names, run=not args.no_execute)


if __name__ == "__main__":
    sys.exit(main())
