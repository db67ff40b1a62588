"""The import packages ``axioms``, ``metrics`` and ``reports`` are this repository's.

PyPI has unrelated distributions with these names; an environment where one of them
shadows ours would make every other test meaningless.
"""

import importlib
import subprocess
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("axioms", "metrics", "reports")


@pytest.mark.parametrize("name", PACKAGES)
def test_package_resolves_to_repository(name):
    module = importlib.import_module(name)
    assert module.__file__ is not None, (
        f"{name} imports as a namespace package ({module!r}), so {name}/__init__.py never runs; "
        f"a stale editable install? re-run: pip install -e {REPO_ROOT}"
    )
    path = Path(module.__file__).resolve()
    assert path == REPO_ROOT / name / "__init__.py", (
        f"import {name} resolves to {path}, not to {REPO_ROOT / name / '__init__.py'}; "
        f"an unrelated distribution called {name!r} shadows this repository"
    )
    for entry in module.__path__:
        assert Path(entry).resolve() == REPO_ROOT / name, f"{name}.__path__ contains {entry}"


def test_subpackage_resolves_to_repository():
    import metrics.papers

    assert Path(metrics.papers.__file__).resolve() == REPO_ROOT / "metrics" / "papers" / "__init__.py"


@pytest.mark.parametrize("name", PACKAGES)
def test_fresh_interpreter_outside_repository(name, tmp_path):
    # from another working directory, `import name` must give this project's package: the
    # repository itself (editable install) or the copy installed by the axiometrics distribution
    code = (
        "import importlib.metadata as md, pathlib\n"
        f"import {name}\n"
        f"print({name}.__file__)\n"
        f"print(pathlib.Path(md.distribution('axiometrics').locate_file('{name}/__init__.py')).resolve())\n"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    file, installed = result.stdout.strip().splitlines()
    assert file != "None", f"{name} imports as a namespace package"
    assert Path(file).resolve() in (REPO_ROOT / name / "__init__.py", Path(installed)), (
        f"import {name} outside the repository gives {file}, which is neither the repository nor "
        f"the axiometrics distribution's copy: an unrelated distribution called {name!r} shadows it"
    )


def test_metrics_is_the_axiometrics_metrics():
    import metrics

    # attributes an unrelated "metrics" distribution would not have
    for attr in ("register", "get", "catalogue", "as_confusion", "from_labels", "InvalidMatrixError"):
        assert hasattr(metrics, attr), f"metrics.{attr} is missing"
