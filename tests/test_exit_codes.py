"""Exit codes are a contract: 0 ok, 1 verdicts differ, 2 bad usage or input, 3 internal error.

Bad paths and conflicting flags are refused before any computation: the checked file
below loops forever, so a run that computed first would only end by its subprocess
timeout.
"""

import errno
import io
import json
import os
import stat
import subprocess
import sys
import textwrap
import threading

import pytest

from reports import cli, output_files

LOOPING = ("import metrics\n\ndef loop(m):\n    while True:\n        pass\n\n"
           "metrics.register('u_forever', numeric=loop)\n")


def run(*args, cwd=None, env=None):
    proc = subprocess.run([sys.executable, "-m", "reports.cli", *map(str, args)], capture_output=True, text=True,
                          cwd=cwd, timeout=120, env=env)
    return proc.returncode, proc.stdout, proc.stderr


def assert_usage_error(result, *words):
    code, out, err = result
    assert code == 2 and out == "", (code, err)
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    for word in words:
        assert word in err, err


@pytest.fixture
def looping(tmp_path):
    path = tmp_path / "forever.py"
    path.write_text(LOOPING)
    return path


def test_negative_seed(looping):
    assert_usage_error(run("check", looping, "--seed", "-1"), "--seed must be an integer >= 0")


def test_a_paper_table_refuses_a_negative_seed_before_checking_anything():
    assert_usage_error(run("paper", "opitz2024", "--seed", "-1"), "--seed must be an integer >= 0")


def test_a_multilabel_search_of_more_pairs_than_memory_holds_is_refused():
    assert_usage_error(run("multilabel", "--pairs", 10**12), "--pairs must be an integer from 0 to 1000000")


def test_a_multilabel_report_whose_every_cell_is_an_error_is_not_a_success():
    from axioms.core.verdict import Verdict
    from reports.multilabel_table import all_errors

    def verdict(kind):
        return Verdict("ML-DUP", kind, {"kind": "none", "method": "-"}, "-")

    assert all_errors({"metrics": {"a": {"ML-DUP": verdict("error")}, "b": {"ML-DUP": verdict("error")}}})
    assert not all_errors({"metrics": {"a": {"ML-DUP": verdict("error")}, "b": {"ML-DUP": verdict("holds")}}})


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="a folder no one can create a file in: Linux's /proc")
def test_an_output_in_a_folder_where_no_file_can_be_made_is_refused_before_the_run(looping):
    """os.access says root may write anywhere, /proc included; a --plot there used to fail after the sweep."""
    assert_usage_error(run("check", looping, "--output", "/proc/axiometrics-table.md"), "is not writable")


@pytest.mark.parametrize("args, words", [
    (("recommend", "--require", "PI", "--metrics", ""), "metrics is empty"),  # not the whole catalogue
    (("list", "--timeout", "-5"), "--timeout must be"),  # not "timed out after -5 s"
    (("sweep", "f_beta", "--param", "beta=1", "--param", "beta=2"), "--param beta is given twice"),  # not beta=2 alone
])
def test_options_the_commands_used_to_take_as_something_else_are_refused(args, words):
    assert_usage_error(run(*args), words)


def test_output_to_a_directory(looping, tmp_path):
    assert_usage_error(run("check", looping, "--output", tmp_path), "is a directory")


def test_output_into_a_missing_folder(looping, tmp_path):
    assert_usage_error(run("check", looping, "--output", tmp_path / "nowhere" / "t.md"), "does not exist")


def test_write_expect_into_a_missing_folder(looping, tmp_path):
    assert_usage_error(run("check", looping, "--write-expect", tmp_path / "nowhere" / "b.json"), "--write-expect",
                       "does not exist")


@pytest.mark.parametrize("content, words", [
    ('{"verdicts": ["accuracy"]}', ["'verdicts' must map"]),
    ('{"verdicts": {"accuracy": {"PI": 1}}}', ["'verdicts' must map"]),
    ("[1, 2]", ["no 'verdicts' key"]),
    (b"\x89PNG\r\n\x1a\n\x00\xff\xfe", ["not a text file"]),
])
def test_expect_file_of_the_wrong_shape_or_binary(looping, tmp_path, content, words):
    baseline = tmp_path / "baseline.json"
    baseline.write_bytes(content if isinstance(content, bytes) else content.encode())
    assert_usage_error(run("check", looping, "--expect", baseline), *words)


def test_expect_is_a_directory(looping, tmp_path):
    assert_usage_error(run("check", looping, "--expect", tmp_path), "is a directory")


def test_check_needs_a_python_file(tmp_path):
    path = tmp_path / "metrics.txt"
    path.write_text(LOOPING)
    assert_usage_error(run("check", path), "not a Python file")


def test_same_file_for_write_expect_and_expect_is_refused(looping, tmp_path):
    baseline = tmp_path / "b.json"
    baseline.write_text('{"verdicts": {}}')
    assert_usage_error(run("check", looping, "--write-expect", baseline, "--expect", baseline), "--expect",
                       "--write-expect")


def test_output_over_the_baseline_is_refused_and_the_baseline_kept(looping, tmp_path):
    baseline = tmp_path / "b.json"
    baseline.write_text('{"verdicts": {}}')
    assert_usage_error(run("check", looping, "--output", baseline, "--expect", baseline), "--expect", "--output")
    assert baseline.read_text() == '{"verdicts": {}}'


@pytest.mark.parametrize("flag", ["--metrics", "--properties"])
def test_empty_selection_is_an_error(flag):
    assert_usage_error(run("table", flag, ""), "empty")


def test_duplicates_are_dropped():
    code, out, err = run("table", "--metrics", "accuracy,accuracy,micro_f1", "--properties", "PIV,PIV",
                         "--classes", "2", "--format", "json", "--quiet")
    assert code == 0, err
    report = json.loads(out)
    assert list(report["metrics"]) == ["accuracy"] and report["settings"]["properties"] == ["PIV"]


def test_a_users_metric_named_twice_in_a_list_is_one_row(tmp_path):
    """Its stand-in (the file is imported by the workers only) was made once per mention, and two stand-ins of one
    name were refused as "two different metrics" (a check added in this session, caught in its read-through)."""
    from reports.report import build_report

    path = tmp_path / "mine.py"
    path.write_text("import numpy as np\nimport metrics\n\nmetrics.register('u_acc', numeric=lambda m: "
                    "np.trace(m, axis1=-2, axis2=-1) / m.sum(axis=(-2, -1)))\n")
    report = build_report(["u_acc", "u_acc"], ["PI"], classes=(2,), files=[str(path)], with_calibrated=False)
    assert list(report["metrics"]) == ["u_acc"]


@pytest.mark.parametrize("gate", [[], ["--fail-on-error"], ["--expect", "baseline.json"]])
def test_a_run_where_every_cell_is_an_error_exits_2_and_still_writes_its_report(tmp_path, gate):
    """A CI job that parses the JSON report gets one, each cell saying why it is an error, and the exit code 2;
    stderr is that one line, with a gate too (no list of error cells or of differences before it)."""
    path = tmp_path / "broken.py"
    path.write_text("import metrics\n\ndef boom(m):\n    raise RuntimeError('always')\n\n"
                    "metrics.register('u_boom', numeric=boom)\n")
    (tmp_path / "baseline.json").write_text(json.dumps({"verdicts": {"u_boom": {"PIV": "holds"}}}))
    gate = [str(tmp_path / arg) if arg.endswith(".json") else arg for arg in gate]
    code, out, err = run("check", path, "--properties", "PIV", "--classes", "2", "--quiet", "--format", "json", *gate)
    assert code == 2 and "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    assert "every cell is an error" in err and "always" in err
    cell = json.loads(out)["metrics"]["u_boom"]["PIV"]
    assert cell["verdict"] == "error" and "always" in cell["detail"]


def test_internal_error_exits_3_with_one_line_and_traceback_only_with_debug(monkeypatch, capsys):
    def bug(*args, **kwargs):
        raise RuntimeError("an engine bug")

    monkeypatch.setattr(cli, "build_report", bug)
    args = ["table", "--metrics", "accuracy", "--quiet"]
    assert cli.main(args) == 3
    err = capsys.readouterr().err
    assert "internal error: RuntimeError: an engine bug" in err and "report it" in err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert cli.main([*args, "--debug"]) == 3
    assert "Traceback" in capsys.readouterr().err


def test_outputs_are_written_atomically(tmp_path):
    target = tmp_path / "table.md"
    target.write_text("previous")
    with pytest.raises(UnicodeEncodeError):
        output_files.write_atomically(str(target), "half written \ud800")  # fails while writing
    assert target.read_text() == "previous" and [p.name for p in tmp_path.iterdir()] == ["table.md"]
    output_files.write_atomically(str(target), "new")
    assert target.read_text() == "new" and [p.name for p in tmp_path.iterdir()] == ["table.md"]


def test_a_metrics_py_in_the_working_directory_is_not_imported_and_one_on_the_path_is_named(tmp_path):
    """The command imports as the console script does, without the working directory that ``python -m`` puts
    first; a ``metrics.py`` the user's own PYTHONPATH puts first is named, not a cryptic missing 'metrics.errors'."""
    (tmp_path / "metrics.py").write_text("x = 1\n")
    code, out, err = run("list", cwd=tmp_path)
    assert code == 0 and "accuracy" in out, err
    code, out, err = run("list", cwd=tmp_path, env={**os.environ, "PYTHONPATH": str(tmp_path)})
    assert code != 0 and out == ""
    assert str(tmp_path / "metrics.py") in err and "shadows" in err
    assert "No module named 'metrics.errors'" not in err


def test_engine_warnings_do_not_reach_stderr(tmp_path):
    path = tmp_path / "noisy.py"
    path.write_text(textwrap.dedent("""
        import warnings, metrics
        def noisy(m):
            warnings.warn("a noisy metric")
            return metrics.get("macro_recall").numeric(m)
        metrics.register("u_noisy", numeric=noisy)
    """))
    code, _, err = run("check", path, "--properties", "PIV", "--classes", "2", "--quiet")
    assert code == 0 and "noisy" not in err and "Warning" not in err, err


# -------------------------------------------------------------------------- where outputs go (issue 18 items 9, 15, 16)
ACCURACY_ONLY = ["table", "--metrics", "accuracy", "--properties", "PIV", "--classes", "2", "--format", "csv",
                 "--quiet"]


def test_output_through_a_symlink_to_stdout_is_written_through_not_replaced(tmp_path):
    link = tmp_path / "to_stdout"
    link.symlink_to("/dev/stdout")
    code, out, err = run(*ACCURACY_ONLY, "--output", link)
    assert code == 0, err
    assert out.startswith(  # the table reached the process's stdout
        "metric,property,verdict,evidence,scope,values,calibrated_verdict,calibrated_evidence,detail,decided_for\n"
        "accuracy,PIV,fails,")
    assert link.is_symlink() and os.readlink(link) == "/dev/stdout"


def test_output_through_a_symlink_replaces_the_target_and_keeps_the_link(tmp_path):
    target = tmp_path / "real.csv"
    target.write_text("previous")
    link = tmp_path / "link.csv"
    link.symlink_to(target)
    code, _, err = run(*ACCURACY_ONLY, "--output", link)
    assert code == 0, err
    assert link.is_symlink() and target.read_text().startswith(
        "metric,property,verdict,evidence,scope,values,calibrated_verdict,calibrated_evidence,detail,decided_for\n"
        "accuracy,PIV,fails,")


def test_output_into_a_fifo_is_written_through(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    received = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_text()))
    reader.start()
    code, _, err = run(*ACCURACY_ONLY, "--output", fifo)
    reader.join(timeout=60)
    assert code == 0, err
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)  # still a FIFO, not a regular file put in its place
    assert received and received[0].startswith(
        "metric,property,verdict,evidence,scope,values,calibrated_verdict,calibrated_evidence,detail,decided_for\n"
        "accuracy,PIV,fails,")


@pytest.mark.parametrize("flag", ["--output", "--write-expect"])
def test_an_output_that_is_the_checked_file_is_refused(looping, flag):
    source = looping.read_text()
    assert_usage_error(run("check", looping, flag, looping), flag, "checked file")
    assert looping.read_text() == source


def test_an_output_hard_linked_to_the_checked_file_is_refused(looping, tmp_path):
    alias = tmp_path / "alias.py"
    os.link(looping, alias)
    assert_usage_error(run("check", looping, "--output", alias), "--output", "checked file")


@pytest.mark.parametrize("flag", ["--output", "--write-expect"])
def test_an_output_that_is_a_with_file_is_refused(looping, flag):
    source = looping.read_text()
    assert_usage_error(run("table", "--with", looping, "--metrics", "accuracy", flag, looping), flag, "--with file")
    assert looping.read_text() == source


@pytest.mark.parametrize("flag", ["--output", "--plot"])
def test_a_sweep_output_over_a_with_file_is_refused(looping, flag):
    source = looping.read_text()
    assert_usage_error(run("sweep", "f_beta", "--param", "beta=1", "--properties", "PI", "--with", looping,
                           flag, looping), flag, "--with file")
    assert looping.read_text() == source


def test_an_output_over_a_module_the_checked_file_imports_is_refused(tmp_path):
    # the checked file imports a helper module beside it: a report written there would break the next run
    (tmp_path / "helper.py").write_text("OFFSET = 0\n")
    (tmp_path / "f.py").write_text("import helper\n" + LOOPING)
    assert_usage_error(run("check", tmp_path / "f.py", "--write-expect", tmp_path / "helper.py"),
                       "--write-expect", "Python source file")
    assert (tmp_path / "helper.py").read_text() == "OFFSET = 0\n"


def test_a_full_disk_while_writing_the_output_exits_2_and_keeps_the_old_file(tmp_path, monkeypatch, capsys):
    target = tmp_path / "table.csv"
    target.write_text("previous")

    class FullDisk(io.StringIO):
        def write(self, text):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    real_fdopen = os.fdopen

    def fdopen(fd, *args, **kwargs):
        os.close(fd)
        return FullDisk()

    monkeypatch.setattr(cli.os, "fdopen", fdopen)
    assert cli.main([*ACCURACY_ONLY, "--output", str(target)]) == 2
    err = capsys.readouterr().err
    assert "--output" in err and os.strerror(errno.ENOSPC) in err and len(err.strip().splitlines()) == 1
    monkeypatch.setattr(cli.os, "fdopen", real_fdopen)
    assert target.read_text() == "previous" and [p.name for p in tmp_path.iterdir()] == ["table.csv"]


BOOM = "import metrics\n\ndef boom(m):\n    raise RuntimeError('always')\n\nmetrics.register('u_boom', numeric=boom)\n"


def test_a_baseline_is_never_written_with_an_error_cell(tmp_path):
    # issue 18 item 12: u_boom always raises; accuracy keeps the run from being all errors
    path = tmp_path / "boom.py"
    path.write_text(BOOM)
    baseline = tmp_path / "baseline.json"
    code, _, err = run("check", path, "--metrics", "u_boom,accuracy", "--properties", "PIV", "--classes", "2",
                       "--quiet", "--write-expect", baseline)
    assert code == 2 and "u_boom PIV" in err and "--write-expect" in err, err
    assert not baseline.exists()


def test_an_error_cell_always_differs_from_a_baseline(tmp_path):
    path = tmp_path / "boom.py"
    path.write_text(BOOM)
    baseline = tmp_path / "baseline.json"
    args = ["--properties", "PIV", "--classes", "2", "--quiet"]
    assert run("table", "--metrics", "accuracy", *args, "--write-expect", baseline)[0] == 0
    written = json.loads(baseline.read_text())
    written["verdicts"]["u_boom"] = {"PIV": "error"}  # as a baseline of an older version could hold
    baseline.write_text(json.dumps(written))
    code, _, err = run("check", path, "--metrics", "u_boom,accuracy", *args, "--expect", baseline)
    assert code == 1 and "u_boom PIV" in err and "accuracy" not in err, err


@pytest.mark.parametrize("classes", ["1", "2,100000"])
def test_a_class_count_out_of_range_is_refused_before_computing(looping, classes):
    """``--classes 100000`` allocated a batch of five dense 100,000 x 100,000 matrices (373 GiB) in the pre-flight:
    every cell read 'the metric's code raised MemoryError', blaming the metric's code."""
    assert_usage_error(run("check", looping, "--classes", classes, "--properties", "PIV"),
                       "--classes", "from 2 to 5000")


def test_the_api_refuses_the_same_class_counts():
    import axioms
    from metrics.errors import UsageError

    for classes in ([1], [2, 100000], 3, ["2"]):
        with pytest.raises(UsageError, match="classes must be integers from 2 to 5000"):
            axioms.check("accuracy", ["PIV"], classes=classes)


ACCURACY_PIV = ["-m", "reports.cli", "table", "--metrics", "accuracy", "--properties", "PIV", "--classes", "2",
                "--no-cache", "--quiet"]


@pytest.mark.skipif(sys.platform == "win32", reason="closes a descriptor before exec")
def test_a_closed_standard_output_is_a_usage_error_and_a_closed_standard_error_changes_nothing(tmp_path):
    """`axiometrics table >&-` exited 1 (the gate's 'verdicts differ') after three tracebacks (the workers'
    sys.stdout was None); `2>&-` ended in an internal error (sys.stderr None)."""
    closed_stdout = subprocess.run([sys.executable, *ACCURACY_PIV], stderr=subprocess.PIPE, text=True, timeout=120,
                                   cwd=tmp_path, preexec_fn=lambda: os.close(1))
    assert closed_stdout.returncode == 2, closed_stdout.stderr
    assert closed_stdout.stderr.strip() == ("axiometrics: error: standard output is closed: nowhere to write to; "
                                            "write to a file with --output FILE")
    closed_stderr = subprocess.run([sys.executable, *ACCURACY_PIV], stdout=subprocess.PIPE, text=True, timeout=120,
                                   cwd=tmp_path, preexec_fn=lambda: os.close(2))
    assert closed_stderr.returncode == 0 and closed_stderr.stdout.startswith("| metric"), closed_stderr.stdout
    output = tmp_path / "table.md"
    to_a_file = subprocess.run([sys.executable, *ACCURACY_PIV, "--output", str(output)], stderr=subprocess.PIPE,
                               text=True, timeout=120, cwd=tmp_path, preexec_fn=lambda: os.close(1))
    assert to_a_file.returncode == 0 and "Traceback" not in to_a_file.stderr, to_a_file.stderr
    assert output.read_text().startswith("| metric")


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_full_standard_output_is_a_usage_error(tmp_path):
    """`axiometrics table > /dev/full` ended in 'internal error: OSError: [Errno 28] ... This is a bug'."""
    with open("/dev/full", "w") as full:
        proc = subprocess.run([sys.executable, *ACCURACY_PIV], stdout=full, stderr=subprocess.PIPE, text=True,
                              timeout=120, cwd=tmp_path)
    assert proc.returncode == 2 and "cannot write to standard output (No space left on device)" in proc.stderr
    assert "Traceback" not in proc.stderr and len(proc.stderr.strip().splitlines()) == 1, proc.stderr


# --------------------------------------------------------------------------- bad input that exited 3 (issue 18 item 16)
@pytest.mark.parametrize("value", ["inf", "nan"])
def test_a_timeout_that_is_not_a_finite_number_is_refused(value):
    assert_usage_error(run("table", "--metrics", "accuracy", "--timeout", value), "--timeout")


def test_a_deeply_nested_expect_file_is_a_usage_error(tmp_path):
    baseline = tmp_path / "deep.json"
    baseline.write_text("[" * 100_000 + "]" * 100_000)  # beyond the parser's recursion limit
    assert_usage_error(run("table", "--metrics", "accuracy", "--expect", baseline), "--expect", "nested")


@pytest.mark.parametrize("args, words", [
    (["--param", "beta=1e400"], ["beta", "1e400"]),
    (["--param", "beta=1", "--plot", "phase.xyz"], ["--plot", ".xyz"]),
    (["--param", "beta=1", "--scheduler", "not an address"], ["--scheduler"]),
    (["--param", "beta=1", "--scheduler", "tcp://127.0.0.1:1"], ["--scheduler"]),
    (["--param", "beta=0:1:100000", "--param", "alpha=0:1:100000"], ["members", "--max-members"]),
])
def test_bad_sweep_input_is_refused_before_computing(tmp_path, args, words, monkeypatch):
    # Dask retries a refused address for 30 s by default
    monkeypatch.setenv("DASK_DISTRIBUTED__COMM__TIMEOUTS__CONNECT", "2s")
    family = "tversky" if any("alpha" in a for a in args) else "f_beta"
    assert_usage_error(run("sweep", family, "--properties", "TRS", *args, cwd=tmp_path), *words)
    assert not (tmp_path / "phase.xyz").exists()


# --------------------------------------------------------------------------- axiometrics cache info|clear
def test_cache_info_and_clear_call_the_cache(monkeypatch, capsys):
    from reports import cache

    facts = {"folder": "/somewhere/axiometrics", "entries": 3, "bytes": 4096, "max_bytes": 10**8, "private": True,
             "status": "in use (only you can write it)"}
    cleared = []
    monkeypatch.setattr(cache, "info", lambda folder=None: dict(facts), raising=False)
    monkeypatch.setattr(cache, "clear", lambda folder=None: cleared.append(folder) or 3, raising=False)
    assert cli.main(["cache", "info", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out) == facts
    assert cli.main(["cache", "info"]) == 0
    text = capsys.readouterr().out
    assert "/somewhere/axiometrics" in text and "3" in text and "4096" in text
    assert cli.main(["cache", "clear"]) == 0
    assert cleared == [None] and "3" in capsys.readouterr().out


@pytest.mark.skipif(sys.platform == "win32", reason="a folder in use cannot be deleted on Windows")
def test_a_deleted_working_directory_is_a_usage_error(tmp_path):
    """Starting a worker reads the working directory (multiprocessing's preparation data): a shell left in a deleted
    folder got an internal error and a traceback."""
    gone = tmp_path / "gone"
    gone.mkdir()
    script = (f'cd "{gone}" && rmdir "{gone}" && exec "{sys.executable}" -m reports.cli table --metrics accuracy '
              '--properties PIV --classes 2 --quiet --no-cache')
    proc = subprocess.run(["sh", "-c", script], capture_output=True, text=True, timeout=120)
    assert_usage_error((proc.returncode, proc.stdout, proc.stderr), "the working directory no longer exists")
