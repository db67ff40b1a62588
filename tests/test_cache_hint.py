"""The hint that the verdict cache answers a command whole (reports.cache_hint): left by a command whose every row
is the catalogue's own and cached, keyed by everything the command reads, and it changes no report."""

import os
import subprocess
import sys

import pytest

from reports import cache_hint, worker_server
from reports.cache_location import ENTRY_SUFFIX

TABLE = [sys.executable, "-m", "reports.cli", "table", "--metrics", "accuracy", "--properties", "PIV", "--classes",
         "2", "--format", "json", "--quiet"]


def _run(command, cache, cwd):
    env = {**os.environ, "AXIOMETRICS_CACHE": "on", "AXIOMETRICS_CACHE_DIR": str(cache)}
    return subprocess.run(command, capture_output=True, text=True, env=env, cwd=cwd, check=True).stdout


def _entries(cache):
    return sorted(p.name for p in cache.iterdir() if p.name.endswith(ENTRY_SUFFIX))


def test_a_command_answered_from_the_cache_leaves_one_empty_entry_and_the_same_report(tmp_path):
    cache = tmp_path / "cache"
    first = _run(TABLE, cache, tmp_path)
    rows = _entries(cache)
    hint = [name for name in rows if (cache / name).read_text() == "{}"]
    assert len(rows) == 2 and len(hint) == 1  # accuracy's row, stored, and the hint that it is
    assert _run(TABLE, cache, tmp_path) == first  # read from the cache, with the hint found: no new entry
    assert _entries(cache) == rows
    other = [*TABLE[:5], "mcc", *TABLE[6:]]  # another command: its own row and its own hint
    _run(other, cache, tmp_path)
    assert len(_entries(cache)) == 4


def test_a_command_checking_a_users_file_leaves_no_hint(tmp_path):
    # a user's metric is looked up by the worker that checks it: the command always needs its workers
    path, cache = tmp_path / "mine.py", tmp_path / "cache"
    path.write_text("import metrics\nmetrics.register('hint_acc', symbolic=lambda M: M.trace() / sum(M))\n")
    command = [sys.executable, "-m", "reports.cli", "check", str(path), "--properties", "PIV", "--classes", "2",
               "--format", "json", "--quiet"]
    _run(command, cache, tmp_path)
    _run(command, cache, tmp_path)
    assert all((cache / name).read_text() != "{}" for name in _entries(cache))


@pytest.fixture
def as_command(monkeypatch):
    """Make this process the command with the given arguments (what reports.cache_hint reads at import)."""
    def become(*arguments):
        monkeypatch.setattr(cache_hint, "_ARGUMENTS", list(arguments))
        cache_hint.command_key.cache_clear()
        return cache_hint.command_key()
    yield become
    cache_hint.command_key.cache_clear()


def test_the_key_follows_the_arguments_the_settings_the_folder_and_the_files_named(as_command, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("AXIOMETRICS_CACHE", "on")
    named = tmp_path / "mine.py"
    named.write_text("x = 1\n")
    base = as_command("check", str(named))
    assert base == as_command("check", str(named)) and len(base) == 64
    assert as_command("check", str(named), "--classes", "3") != base
    assert as_command(f"--with={named}", "check") != as_command(f"--with={tmp_path / 'absent.py'}", "check")
    named.write_text("x = 22\n")  # the file named changed: another command
    changed = as_command("check", str(named))
    assert changed != base
    monkeypatch.setenv("AXIOMETRICS_SEARCH_SIZE", "10")
    assert as_command("check", str(named)) != changed
    monkeypatch.delenv("AXIOMETRICS_SEARCH_SIZE")
    assert as_command("check", str(named)) == changed
    (tmp_path / "elsewhere").mkdir()
    monkeypatch.chdir(tmp_path / "elsewhere")  # relative paths read elsewhere
    assert as_command("check", str(named)) != changed


def test_no_key_when_the_process_is_not_the_command_or_the_cache_is_off(as_command, monkeypatch):
    monkeypatch.setattr(cache_hint, "_ARGUMENTS", None)
    cache_hint.command_key.cache_clear()
    assert cache_hint.command_key() is None and not cache_hint.answered_before()
    monkeypatch.setenv("AXIOMETRICS_CACHE", "off")
    assert as_command("table") is None


def test_the_server_starts_early_unless_the_cache_answered_the_same_command(monkeypatch):
    started = []
    monkeypatch.setattr(worker_server.multiprocessing.forkserver, "ensure_running", lambda: started.append(True))
    monkeypatch.setattr(worker_server, "spare_core", lambda: True)
    monkeypatch.delenv(worker_server.EARLY_VARIABLE, raising=False)
    argv = ["/venv/bin/axiometrics", "table"]
    for answered, expected in ((False, True), (True, False)):
        monkeypatch.setattr(worker_server, "answered_before", lambda: answered)
        assert worker_server.start_early(argv) is expected
    monkeypatch.setenv(worker_server.EARLY_VARIABLE, "1")  # the variable still decides first
    assert worker_server.start_early(argv) is True
    assert started == [True, True]


def test_no_key_and_no_crash_in_a_deleted_working_directory(as_command, monkeypatch, tmp_path):
    gone = tmp_path / "gone"
    gone.mkdir()
    monkeypatch.chdir(gone)
    gone.rmdir()  # os.getcwd() raises FileNotFoundError: the command must still run (without a hint)
    assert as_command("table") is None and not cache_hint.answered_before()
