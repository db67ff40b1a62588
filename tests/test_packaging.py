"""Third-party metrics through the entry-point group ``axiometrics.metrics``, ``axiometrics list`` and ``--version``."""

import json
import os
import subprocess
import sys
import textwrap
from importlib import resources
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

PLUGIN = """
import metrics

metrics.register("plugin_tpr", numeric=lambda m: m[..., 0, 0] / (m[..., 0, 0] + m[..., 1, 0]), binary=True,
                 formula="TP / (TP + FN)")
"""


def axiometrics(*args, path=None):
    env = {**os.environ,
           "PYTHONPATH": os.pathsep.join(filter(None, [str(path or ""), os.environ.get("PYTHONPATH", "")]))}
    proc = subprocess.run([sys.executable, "-m", "reports.cli", *args], capture_output=True, text=True, env=env)
    return proc.returncode, proc.stdout, proc.stderr


def fake_distribution(where, name, entry_point, module_source):
    """A minimal installed distribution: a module and a ``.dist-info`` declaring its entry point."""
    (where / f"{name}.py").write_text(textwrap.dedent(module_source))
    info = where / f"{name}-1.2.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.2\n")
    (info / "entry_points.txt").write_text(f"[axiometrics.metrics]\n{entry_point} = {name}\n")


def test_entry_point_metric_is_listed_with_its_source(tmp_path):
    fake_distribution(tmp_path, "acme_metrics", "acme", PLUGIN)
    code, out, err = axiometrics("list", "--format", "json", path=tmp_path)
    assert code == 0, err
    entries = {e["name"]: e for e in json.loads(out)}
    assert entries["plugin_tpr"]["source"] == "entry point acme (acme_metrics 1.2)"
    assert entries["plugin_tpr"]["binary"] is True
    assert (entries["macro_f1"]["source"] == "catalogue (metrics.papers.opitz)"
            and entries["macro_f1"]["binary"] is False)
    code, out, _ = axiometrics("list", path=tmp_path)
    line = next(x for x in out.splitlines() if x.startswith("plugin_tpr"))
    assert "binary" in line and "entry point acme" in line


def test_a_failing_entry_point_is_skipped_with_a_warning(tmp_path):
    fake_distribution(tmp_path, "broken_metrics", "broken", "raise RuntimeError('no luck')")
    code, out, err = axiometrics("list", "--format", "json", path=tmp_path)
    assert code == 0
    assert "entry point 'broken'" in err and "RuntimeError: no luck" in err
    assert "macro_f1" in {e["name"] for e in json.loads(out)}


def test_version_matches_the_distribution():
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    import axioms
    import metrics
    import reports

    assert metrics.__version__ == axioms.__version__ == reports.__version__ == declared
    code, out, _ = axiometrics("--version")
    assert (code, out.strip()) == (0, f"axiometrics {declared}")


def test_list_rejects_unknown_format():
    code, _, err = axiometrics("list", "--format", "yaml")
    assert code == 2 and "invalid choice" in err


@pytest.mark.parametrize("package", ["axioms", "metrics", "reports"])
def test_packages_declare_their_type_hints(package):
    assert resources.files(package).joinpath("py.typed").is_file()  # PEP 561, shipped as package data


def test_citation_file_names_the_version():
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    assert f"version: {declared}" in (ROOT / "CITATION.cff").read_text().splitlines()


def test_license_matches_the_declared_licence():
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["license"]["text"]
    assert declared == "MIT" and (ROOT / "LICENSE").read_text().startswith("MIT License")


def test_the_code_passes_ruff_with_the_project_configuration():
    proc = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", str(ROOT)], capture_output=True,
                          text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_axioms_and_reports_use_only_the_public_api_of_metrics():
    # the contract between the packages is metrics' public names and metrics.bridge (issue 11)
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    private = re.compile(r"\bmetrics\._(?!_)\w+")  # a dunder such as __version__ is public
    offenders = [
        f"{path.relative_to(root)}:{number}"
        for package in ("axioms", "reports")
        for path in sorted((root / package).rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if private.search(line)
    ]
    assert offenders == []


@pytest.mark.parametrize("source, reason", [
    ("raise SystemExit(0)", "SystemExit"),
    ("raise KeyboardInterrupt", "KeyboardInterrupt"),
])
def test_a_plugin_that_exits_at_import_is_reported_and_skipped(tmp_path, source, reason):
    # issue 18 item 8: a plugin raising SystemExit at import made every command exit 0 silently
    fake_distribution(tmp_path, "exiting_metrics", "exiting", source)
    code, out, err = axiometrics("list", "--format", "json", path=tmp_path)
    assert code == 0, err
    assert "entry point 'exiting'" in err and reason in err
    assert "macro_f1" in {e["name"] for e in json.loads(out)}


def test_a_plugin_that_prints_at_import_does_not_corrupt_json(tmp_path):
    # both a Python-level print and a write to file descriptor 1 go to stderr
    fake_distribution(tmp_path, "noisy_metrics", "noisy",
                      PLUGIN + "\nprint('hello from a plugin')\nimport os\nos.write(1, b'raw bytes from a plugin')\n")
    code, out, err = axiometrics("list", "--format", "json", path=tmp_path)
    assert code == 0, err
    assert "plugin_tpr" in {e["name"] for e in json.loads(out)}
    assert "hello from a plugin" in err and "raw bytes from a plugin" in err


@pytest.mark.parametrize("source, reason", [
    ("import os\nos._exit(0)", "ended its process (exit code 0)"),
    ("while True:\n    pass", "did not finish loading within 10 s"),
])
def test_a_plugin_that_ends_or_stalls_its_process_is_skipped(tmp_path, source, reason, monkeypatch):
    # issue 18 item 8: a plugin is loaded like user code. Its first load happens in a probe process,
    # so os._exit at import (which no except clause can catch) or an endless loop costs only that
    # plugin; a well-behaved plugin next to it still loads.
    monkeypatch.setenv("AXIOMETRICS_PLUGIN_TIMEOUT", "10")  # ample for a good plugin on a busy machine
    fake_distribution(tmp_path, "bad_metrics", "bad", source)
    fake_distribution(tmp_path, "acme_metrics", "acme", PLUGIN)
    code, out, err = axiometrics("list", "--format", "json", path=tmp_path)
    assert code == 0, err
    assert "entry point 'bad'" in err and reason in err
    names = {e["name"] for e in json.loads(out)}
    assert {"plugin_tpr", "macro_f1"} <= names


def test_an_exit_hook_of_a_plugin_cannot_turn_a_failing_gate_into_a_pass(tmp_path):
    # the plugin loads cleanly (its hook runs only at exit), so it is loaded; a baseline that
    # disagrees with the verdicts must still give exit code 1, whatever the hook does at exit
    fake_distribution(tmp_path, "hook_metrics", "hook",
                      PLUGIN + "\nimport atexit, os\natexit.register(lambda: os._exit(0))\n")
    baseline = tmp_path / "baseline.json"
    baseline.write_text(json.dumps({"verdicts": {"accuracy": {"SCI": "fails"}}}))
    code, out, err = axiometrics("table", "--metrics", "accuracy", "--properties", "SCI", "--classes", "2",
                                 "--expect", str(baseline), "--no-cache", path=tmp_path)
    assert code == 1, err


def test_the_probe_limit_is_per_entry_point(tmp_path, monkeypatch):
    # each entry point gets AXIOMETRICS_PLUGIN_TIMEOUT seconds of its own: a plugin that takes 10 min
    # with a limit of 10 s is skipped, and the fast plugin probed with it loads (a limit that a good
    # plugin meets on a busy machine: the outcome never depends on the machine's load)
    monkeypatch.setenv("AXIOMETRICS_PLUGIN_TIMEOUT", "10")  # ample for a good plugin on a busy machine
    fake_distribution(tmp_path, "slow_metrics", "slow", "import time\ntime.sleep(600)\n")
    fake_distribution(tmp_path, "acme_metrics", "acme", PLUGIN)
    code, out, err = axiometrics("list", "--format", "json", path=tmp_path)
    assert code == 0, err
    assert "entry point 'slow'" in err and "did not finish loading within 10 s" in err
    assert "plugin_tpr" in {e["name"] for e in json.loads(out)}


def test_the_distribution_ships_every_subpackage():
    """A non-editable install (what .ci/run and users get) holds exactly the packages the setuptools
    configuration finds: every folder of the three packages with an ``__init__.py`` must be found, or
    ``pip install .`` ships an axioms without its rooms."""
    import fnmatch
    import tomllib

    root = Path(__file__).resolve().parent.parent
    find = tomllib.loads(
        (root / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["packages"]["find"]
    on_disk = sorted(".".join(p.parent.relative_to(root).parts) for name in ("axioms", "metrics", "reports")
                     for p in (root / name).rglob("__init__.py"))
    assert "axioms.every_n" in on_disk and "axioms.properties.piii" in on_disk
    missing = [pkg for pkg in on_disk if not any(fnmatch.fnmatchcase(pkg, pattern) for pattern in find["include"])]
    assert missing == []
    assert not any(fnmatch.fnmatchcase(name, pattern) for name in ("tests", "docs", "benchmarks", "notebooks")
                   for pattern in find["include"])
