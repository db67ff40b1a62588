"""The public API is typed and mypy checks it: a basic check of the three packages, and the
per-module strict flags of ``[tool.mypy]`` in pyproject.toml on every kernel module (``axioms``) and the
public modules, which an untyped function would fail."""

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


def test_the_packages_pass_mypy_with_the_strict_modules_strict():
    code, out = mypy()
    assert code == 0, out


def test_every_kernel_module_and_the_public_api_modules_are_strict():
    """Issue #30: mypy strict on every module of ``axioms`` (one pattern, so a new module is strict too)."""
    assert "axioms.*" in STRICT
    assert {"metrics.errors", "metrics.confusion", "metrics.validation", "metrics.plugins", "reports",
            "reports.assertions", "reports.sweep", "metrics._registry", "metrics.bridge", "reports.report",
            "reports.render"} <= set(STRICT)


@pytest.mark.parametrize("module", ["metrics/deprecation.py", "axioms/search/cost.py"])
def test_an_untyped_function_in_a_strict_module_fails_the_check(tmp_path, module):
    # a copy of a strict module (same module name, so the same per-module flags) with one untyped function added
    package = tmp_path / module.split("/")[0]
    for folder in (package, *(package / part for part in module.split("/")[1:-1])):
        folder.mkdir(exist_ok=True)
        (folder / "__init__.py").write_text("")
    copy = tmp_path / module
    shutil.copy(ROOT / module, copy)
    code, out = mypy(str(copy), cwd=tmp_path)
    assert code == 0, out
    with open(copy, "a", encoding="utf-8") as f:
        f.write("\n\ndef added(value):\n    return value\n")
    code, out = mypy(str(copy), cwd=tmp_path)
    assert code == 1 and "Function is missing a type annotation" in out, out
