"""The notebooks: jupytext percent-format sources (``notebooks/NN_name.py``) and the executed ``.ipynb``.

Every source runs top to bottom, headless, without an error: it is converted with jupytext
and executed in memory with nbclient and the Jupyter kernel ``python3`` (no file is
written). The three that run the engine on whole tables (01 Opitz's Table 5, 04 Sebastiani's
axioms, 05 a new metric's report: 30 to 60 s each on 2 cores) run with ``-m slow``; the others
in the default suite, where every committed notebook is also checked to be its source, executed.
The committed ``.ipynb`` must be the executed form of its source (rebuild with
``python notebooks/build.py NAME``).
"""

import importlib.util
from pathlib import Path

import nbformat
import pytest

NOTEBOOKS_DIR = Path(__file__).resolve().parent.parent / "notebooks"


def _build_module():
    spec = importlib.util.spec_from_file_location("notebooks_build", NOTEBOOKS_DIR / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


BUILD = _build_module()
SOURCES = BUILD.SOURCES
IDS = [p.stem for p in SOURCES]


def _errors(nb):
    return [o for cell in nb.cells if cell.cell_type == "code" for o in cell.outputs if o.output_type == "error"]


def test_every_notebook_has_a_source_and_every_source_a_notebook():
    assert SOURCES, f"no notebook sources in {NOTEBOOKS_DIR}"
    assert {p.stem for p in SOURCES} == {p.stem for p in NOTEBOOKS_DIR.glob("*.ipynb")}


#: The notebooks that run the engine on whole tables (minutes together): ``-m slow``.
SLOW = {"01_property_table", "04_sebastiani_axioms", "05_register_your_own_metric"}


@pytest.mark.parametrize("source", [pytest.param(p, marks=pytest.mark.slow) if p.stem in SLOW else p for p in SOURCES],
                         ids=IDS)
def test_source_executes(source):
    nb = BUILD.execute(BUILD.make_notebook(source))  # raises CellExecutionError on the first failing cell
    assert not _errors(nb)


@pytest.mark.parametrize("source", SOURCES, ids=IDS)
def test_committed_notebook_is_its_source_executed(source):
    """Same cells as the source (no hand edits), every code cell run in order, no error output."""
    committed = nbformat.read(source.with_suffix(".ipynb"), as_version=4)
    expected = BUILD.make_notebook(source)
    assert [(c.cell_type, c.source) for c in committed.cells] == [(c.cell_type, c.source) for c in expected.cells], (
        f"{source.with_suffix('.ipynb').name} differs from {source.name}; "
        f"rebuild with: python notebooks/build.py {source.stem}"
    )
    counts = [cell.execution_count for cell in committed.cells if cell.cell_type == "code"]
    assert counts == list(range(1, len(counts) + 1)), (
        f"{source.stem}.ipynb is not committed executed top to bottom ({counts})")
    assert not _errors(committed), f"{source.stem}.ipynb is committed with error outputs"
