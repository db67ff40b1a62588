"""The public API is typed and mypy checks it: a basic check of the three packages, and the
per-module strict flags of ``[tool.mypy]`` in pyproject.toml on the public modules, which an
untyped public function would fail."""

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CONFIG = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
STRICT = next(o["module"] for o in CONFIG["overrides"] if o.get("disallow_untyped_defs"))

pytest.importorskip("mypy")


def mypy(*args, cwd=ROOT):
    """``python -m mypy`` with the project's configuration and no cache left behind."""
    env = {**os.environ, "MYPYPATH": ""}
    proc = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"), "--cache-dir", os.devnull, *args],
        capture_output=True, text=True, cwd=cwd, env=env, timeout=300,
    )
    return proc.returncode, proc.stdout + proc.stderr


def test_the_packages_pass_mypy_with_the_public_modules_strict():
    code, out = mypy()
    assert code == 0, out


def test_the_public_api_modules_are_strict():
    assert {"metrics.errors", "metrics.confusion", "metrics.validation", "metrics.plugins", "axioms.core.verdict", "axioms.core.evidence",
            "axioms.core.budget", "axioms.core.registry", "axioms.search.strategies", "reports", "reports.assertions", "reports.sweep",
            "metrics._registry", "metrics.bridge", "axioms.engine", "axioms.arithmetic.exact", "reports.report", "reports.render"} <= set(STRICT)


def test_an_untyped_public_function_in_a_strict_module_fails_the_check(tmp_path):
    # a copy of a strict module (same module name, so the same per-module flags) with one untyped function added
    package = tmp_path / "metrics"
    package.mkdir()
    (package / "__init__.py").write_text("")
    shutil.copy(ROOT / "metrics" / "deprecation.py", package / "deprecation.py")
    code, out = mypy(str(package / "deprecation.py"), cwd=tmp_path)
    assert code == 0, out
    with open(package / "deprecation.py", "a", encoding="utf-8") as f:
        f.write("\n\ndef added(value):\n    return value\n")
    code, out = mypy(str(package / "deprecation.py"), cwd=tmp_path)
    assert code == 1 and "Function is missing a type annotation" in out, out
