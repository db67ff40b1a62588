"""The verdict cache touches only files it wrote (issue 28, data loss).

Before, every ``*.json`` in the cache folder counted as an entry: with ``AXIOMETRICS_CACHE_DIR=.``
and a small size cap, ``check --expect baseline.json`` deleted ``baseline.json`` and
``package.json``, and ``cache clear`` deleted them too.
"""

import hashlib
import os
import subprocess
import sys
import textwrap

import pytest

from reports import cache
from reports.report import build_report

METRIC = """
    import numpy as np
    import metrics

    def first_precision(m):
        m = np.asarray(m, dtype=float)
        return m[..., 0, 0] / (m[..., 0, 0] + m[..., 0, 1])

    metrics.register("first_precision", numeric=first_precision, binary=True)
"""


def _snapshot(folder):
    """``{name: (sha256, mtime_ns)}`` of every file in ``folder``."""
    return {p.name: (hashlib.sha256(p.read_bytes()).hexdigest(), p.stat().st_mtime_ns) for p in folder.iterdir()
            if p.is_file()}


def _cli(folder, *args):
    env = {**os.environ, "AXIOMETRICS_CACHE": "on", "AXIOMETRICS_CACHE_DIR": ".",
           "AXIOMETRICS_CACHE_MAX_MB": "0.000001"}
    return subprocess.run([sys.executable, "-m", "reports.cli", *args], capture_output=True, text=True, env=env,
                          timeout=300, cwd=folder)


def test_cache_dir_dot_never_touches_a_baseline_or_project_files(tmp_path):
    (tmp_path / "f.py").write_text(textwrap.dedent(METRIC))
    (tmp_path / "package.json").write_text('{"name": "someone-elses"}\n')
    gate = ["check", "f.py", "--properties", "PIV", "--classes", "2", "--quiet", "--format", "json"]
    assert _cli(tmp_path, *gate, "--write-expect", "baseline.json").returncode == 0
    before = _snapshot(tmp_path)
    assert {"baseline.json", "package.json", "f.py"} <= set(before)
    done = _cli(tmp_path, *gate, "--expect", "baseline.json")
    assert done.returncode == 0, done.stderr
    assert _cli(tmp_path, "cache", "clear").returncode == 0
    info = _cli(tmp_path, "cache", "info")
    assert "refused" in info.stdout and "current directory" in info.stdout
    after = _snapshot(tmp_path)
    assert {name: after.get(name) for name in before} == before
    assert not [name for name in after if name.endswith(cache.ENTRY_SUFFIX)]  # a refused folder gets no entry either


def test_foreign_files_in_a_cache_folder_are_never_read_counted_trimmed_or_cleared(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    folder.mkdir(mode=0o700)
    foreign = {
        "notes.json": "{}",
        f"{'0' * 64}.json": '{"PI": "a file named like an old entry, not written by this cache"}',
        "baseline.json": "[]",
    }
    for name, text in foreign.items():
        (folder / name).write_text(text)
    os.utime(folder / "notes.json", (1, 1))  # oldest: the first a size cap would remove
    monkeypatch.setenv("AXIOMETRICS_CACHE_DIR", str(folder))
    monkeypatch.setenv("AXIOMETRICS_CACHE", "on")
    monkeypatch.setenv("AXIOMETRICS_CACHE_MAX_MB", "0.000001")
    build_report(["accuracy"], ["PI"], classes=(2,), with_calibrated=False, cache=True)
    assert cache.info()["entries"] == 0  # its own entry exceeds the cap and is trimmed, nothing else
    assert cache.clear() == 0
    assert {name: (folder / name).read_text() for name in foreign} == foreign


def test_a_project_folder_is_refused(tmp_path):
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'x'\n")
    assert "pyproject.toml" in cache.refusal(tmp_path)
    assert cache.refusal(tmp_path / "elsewhere") is None
    assert "refused" in cache.info(tmp_path)["status"]


@pytest.mark.parametrize("why", ["project", "group_writable"])
def test_clear_leaves_a_folder_the_cache_does_not_use_alone(tmp_path, monkeypatch, why):
    """`cache clear` removed files named like entries from a folder its own status calls refused or NOT USED
    (robustness audit)."""
    folder = tmp_path / "shared"
    folder.mkdir(mode=0o700)
    if why == "project":
        (folder / "pyproject.toml").write_text("[project]\nname = 'x'\n")
    else:
        os.chmod(folder, 0o770)
    entry = folder / f"{'a' * 64}.axiometrics.json"
    entry.write_text("{}")
    os.chmod(entry, 0o600)
    monkeypatch.setenv("AXIOMETRICS_CACHE_DIR", str(folder))
    assert not cache.info()["private"]
    assert cache.clear() == 0 and entry.exists()


def test_trimming_removes_only_what_clear_would(tmp_path, monkeypatch):
    """A size cap trimmed every file named like an entry: a symlink so named and a file others may write, both of
    which `cache clear` leaves alone (the cache never wrote them), were deleted by the next run (review 11a, F7)."""
    folder = tmp_path / "cache"
    folder.mkdir(mode=0o700)
    target = tmp_path / "target.txt"
    target.write_text("the user's\n")
    group_writable = folder / f"{'a' * 64}{cache.ENTRY_SUFFIX}"
    group_writable.write_text("{}")
    os.chmod(group_writable, 0o664)
    linked = folder / f"{'b' * 64}{cache.ENTRY_SUFFIX}"
    linked.symlink_to(target)
    for path in (group_writable, linked):
        os.utime(path, (1, 1), follow_symlinks=False)  # the oldest: the first a size cap would remove
    monkeypatch.setenv("AXIOMETRICS_CACHE_DIR", str(folder))
    monkeypatch.setenv("AXIOMETRICS_CACHE", "on")
    monkeypatch.setenv("AXIOMETRICS_CACHE_MAX_MB", "0")
    build_report(["accuracy"], ["PI"], classes=(2,), with_calibrated=False, cache=True)
    assert group_writable.read_text() == "{}" and linked.is_symlink() and target.read_text() == "the user's\n"
    assert cache.info()["entries"] == 0 and cache.clear() == 0


def test_a_tilde_in_the_cache_folder_is_the_home_folder(tmp_path, monkeypatch):
    """``AXIOMETRICS_CACHE_DIR='~/.cache/axiometrics'`` set where no shell expands it (a CI ``env:`` block) made a
    folder literally named ``~`` in the working directory (review 11a, F9)."""
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("AXIOMETRICS_CACHE_DIR", "~/.cache/axiometrics")
    assert cache.cache_dir() == tmp_path / "home" / ".cache" / "axiometrics"
    monkeypatch.delenv("AXIOMETRICS_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", "~/xdg")
    assert cache.cache_dir() == tmp_path / "home" / "xdg" / "axiometrics"


def test_a_store_that_fails_leaves_no_temporary_file(tmp_path):
    """A cell json cannot write (a TypeError, not an OSError) left ``.entry.*.tmp`` behind (review 11a, F10)."""
    folder = tmp_path / "cache"
    with pytest.raises(TypeError):
        cache.store("c" * 64, {"PI": {"verdict": "holds", "detail": object()}}, folder)
    assert folder.is_dir() and list(folder.iterdir()) == []
