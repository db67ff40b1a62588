"""The workers' fork server starts before the command imports axiometrics (issue 29: the two imports overlap).

Each case runs in a fresh interpreter: starting a fork server is a process-wide act.
"""

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

import pytest

from test_containment import _assert_all_gone, _processes_with

COMMAND = Path(sys.executable).parent / "axiometrics"

PACKAGE = Path(__file__).resolve().parent.parent / "reports"

# reports/__init__ runs start_early before it imports anything else of axiometrics: so does this probe,
# which makes the package without running its __init__
PROBE = textwrap.dedent(f"""
    import sys, types
    import multiprocessing.forkserver as forkserver
    sys.argv = sys.argv[1:]
    package = types.ModuleType("reports")
    package.__path__ = [{str(PACKAGE)!r}]
    sys.modules["reports"] = package
    import reports.worker_server as module
    started = module.start_early(sys.argv, early=True)
    print(started, forkserver._forkserver._forkserver_pid is not None, "metrics" in sys.modules,
          "axioms" in sys.modules)
""")


@pytest.mark.skipif(sys.platform == "win32", reason="no fork server on Windows")
@pytest.mark.parametrize("argv, started", [
    (["/venv/bin/axiometrics", "table", "--classes", "2"], True),
    (["/venv/bin/axiometrics", "check", "my_metrics.py"], True),
    (["/venv/bin/axiometrics", "cache", "info"], False),  # starts no worker
    (["/venv/bin/axiometrics", "list"], False),
    (["/venv/bin/axiometrics"], False),
    (["/usr/bin/python", "table"], False),  # not the command
    (["-m", "table"], False),  # python -m something else (here: -c)
])
def test_the_fork_server_starts_early_only_for_commands_that_check_metrics(argv, started):
    out = subprocess.run([sys.executable, "-c", PROBE, *argv], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    # started or not, nothing of axiometrics was imported by this process to do it
    assert out.stdout.split() == [str(started), str(started), "False", "False"]


@pytest.mark.skipif(not COMMAND.exists() or not Path("/proc/self/environ").exists(),
                    reason="needs the installed command and Linux /proc")
def test_killing_the_command_while_it_imports_leaves_no_fork_server_behind(tmp_path):
    marker = f"AXIOMETRICS_TEST_{os.getpid()}_{time.monotonic_ns()}"
    proc = subprocess.Popen([str(COMMAND), "table", "--metrics", "accuracy", "--classes", "2", "--no-cache", "--quiet"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=tmp_path,
                            env={**os.environ, marker: "1", "AXIOMETRICS_EARLY_FORK_SERVER": "1"})  # whatever the load
    deadline = time.monotonic() + 60
    while len(_processes_with(marker)) < 2:  # the command and its fork server
        assert proc.poll() is None and time.monotonic() < deadline, "the fork server never started"
        time.sleep(0.01)
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=60)
    _assert_all_gone(marker)


def test_a_checked_file_is_imported_once_per_worker(tmp_path):
    # the worker that reads what the file registers goes on to check its metric (issue 29: a file
    # importing scikit-learn cost a second import, about 2 s, before any check started)
    log = tmp_path / "imports.log"
    checked = tmp_path / "one_metric.py"
    checked.write_text(textwrap.dedent(f"""
        import os
        import metrics
        with open({str(log)!r}, "a") as out:
            out.write(f"{{os.getpid()}}\\n")
        metrics.register("once_recall", numeric=metrics.get("macro_recall").numeric)
    """))
    proc = subprocess.run([sys.executable, "-m", "reports.cli", "check", str(checked), "--properties", "PIV",
                           "--classes", "2", "--no-cache", "--quiet", "--jobs", "2"], capture_output=True, text=True,
                          timeout=300, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "once_recall" in proc.stdout
    assert len(log.read_text().split()) == 1  # one metric: one worker, which imported the file once


def test_the_variable_decides_whether_the_fork_server_starts_early_else_a_spare_core(monkeypatch):
    from reports import worker_server

    started = []
    monkeypatch.setattr(worker_server.multiprocessing.forkserver, "ensure_running", lambda: started.append(True))
    monkeypatch.setattr(worker_server, "spare_core", lambda: True)
    monkeypatch.setattr(worker_server, "answered_before", lambda: False)  # not answered from the cache last time
    argv = ["/venv/bin/axiometrics", "table"]
    for setting, expected in (("0", False), ("1", True), (None, True)):
        if setting is None:
            monkeypatch.delenv(worker_server.EARLY_VARIABLE, raising=False)
        else:
            monkeypatch.setenv(worker_server.EARLY_VARIABLE, setting)
        assert worker_server.start_early(argv) is expected
    monkeypatch.setattr(worker_server, "spare_core", lambda: False)  # a busy machine: no early start
    assert worker_server.start_early(argv) is False
    assert started == [True, True]


def test_the_command_leaves_no_temporary_folder(tmp_path):
    # the fork server listens on a socket in a pymp-* folder of $TMPDIR; the command ends with os._exit,
    # which skips multiprocessing's clean-up: every run had left one behind
    with tempfile.TemporaryDirectory(prefix="ax") as short:  # a socket's path must stay short: not under tmp_path
        temporary = Path(short)
        proc = subprocess.run([sys.executable, "-m", "reports.cli", "table", "--metrics", "accuracy", "--classes", "2",
                               "--properties", "PIV", "--no-cache", "--quiet"], capture_output=True, text=True,
                              timeout=300, cwd=tmp_path, env={**os.environ, "TMPDIR": str(temporary)})
        assert proc.returncode == 0, proc.stderr
        assert "accuracy" in proc.stdout
        assert not [p.name for p in temporary.iterdir() if p.name.startswith("pymp-")]


@pytest.mark.skipif(sys.platform == "win32", reason="no fork server on Windows")
@pytest.mark.parametrize(("argv", "code"), [(["table", "--help"], 0), (["table", "--bogus"], 2)])
def test_help_and_usage_errors_end_without_a_traceback(tmp_path, argv, code):
    """argparse ends these with SystemExit: a normal exit then ran multiprocessing's clean-up of the fork server's
    folder that stop_server had removed, and printed a FileNotFoundError traceback after the help."""
    with tempfile.TemporaryDirectory(prefix="ax") as short:  # a socket's path must stay short: not under tmp_path
        proc = subprocess.run([sys.executable, "-m", "reports.cli", *argv], capture_output=True, text=True, timeout=300,
                              cwd=tmp_path, env={**os.environ, "TMPDIR": short, "AXIOMETRICS_EARLY_FORK_SERVER": "1"})
        assert proc.returncode == code
        assert "Traceback" not in proc.stderr, proc.stderr
        assert not [p.name for p in Path(short).iterdir() if p.name.startswith("pymp-")]


@pytest.mark.parametrize(("code", "status", "printed"), [("None", 0, ""), ("3", 3, ""), ("'gone'", 1, "gone")])
def test_system_exit_in_the_command_ends_with_pythons_exit_status(code, status, printed):
    """The command ends every outcome by os._exit: a SystemExit raised inside (argparse, or in-process plugin code)
    keeps Python's rules, None is 0, an int is itself, anything else is printed and 1."""
    probe = (f"import reports.cli as cli\ndef raising(argv):\n    raise SystemExit({code})\n"
             "cli._main = raising\ncli.main()")
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120)
    assert proc.returncode == status and proc.stderr.strip() == printed, proc.stderr


KILLS_THE_SERVER = textwrap.dedent("""
    import os, signal
    import multiprocessing.forkserver as forkserver
    from reports.workers import run_contained, shared_workers

    for _ in range(12):  # a worker's parent is the fork server: user code can kill it, as this does
        ((_, ok, server),) = run_contained(os.getppid, 1, [("task", ())])  # a new worker each time
        assert ok and server == forkserver._forkserver._forkserver_pid, server
        os.kill(server, signal.SIGKILL)  # and at once ask for the next worker
    print("started after every kill")
""")

KILLER = textwrap.dedent("""
    import os, signal, time

    def kill_the_server_then_return():
        server = os.getppid()
        os.kill(server, signal.SIGKILL)
        while os.getppid() == server:  # until the server has exited and this worker is someone else's child
            time.sleep(0.01)
        time.sleep(0.5)  # the command looks at this worker meanwhile
        return "returned"

    def bomb_or_wait(kind):
        if kind == "bomb":  # a thread left behind ends the worker a moment after this task returned
            import threading
            threading.Thread(target=lambda: (time.sleep(0.3), os._exit(1)), daemon=True).start()
            return "armed"
        time.sleep(1)
        return "waited"

    def stop_the_server():
        os.kill(os.getppid(), signal.SIGSTOP)
        return "stopped"
""")

STOPS_THE_SERVER = textwrap.dedent("""
    import os
    from killer import stop_the_server
    from reports.workers import run_contained

    for task in (stop_the_server, os.getpid, stop_the_server, os.getpid):  # each call: a new worker, then stopped
        ((_, ok, value),) = run_contained(task, 1, [("task", ())], 30)
        assert ok, value
    print("every worker started and stopped")
""")

KILLS_THE_SERVER_THEN_RETURNS = textwrap.dedent("""
    import os
    from killer import kill_the_server_then_return
    from reports.workers import run_contained, shared_workers

    with shared_workers():
        for _ in range(3):
            assert list(run_contained(os.getpid, 1, [("warm", ())]))[0][1]  # an idle worker to reuse
            ((_, ok, value),) = run_contained(kill_the_server_then_return, 1, [("task", ())])
            assert ok and value == "returned", value
    print("every answer received")
""")


@pytest.mark.skipif(sys.platform == "win32", reason="no fork server on Windows")
def test_a_worker_starts_after_user_code_killed_the_fork_server():
    """A start just after the kill found the server 'alive' (not yet reaped) and failed (ConnectionRefusedError,
    BrokenPipeError): the command ended with an internal error, or with exit code 0 and no report at all."""
    run = subprocess.run([sys.executable, "-c", KILLS_THE_SERVER], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and "started after every kill" in run.stdout, run.stderr[-2000:]


@pytest.mark.skipif(sys.platform == "win32", reason="no fork server on Windows")
def test_a_worker_whose_code_killed_the_fork_server_is_not_reported_dead(tmp_path):
    """multiprocessing reports every worker of a killed fork server as dead with exit code 255: the
    metric that killed it, and returned, got 'the worker process checking it died' in its cells (and the
    CI, a worker reused just before the kill took effect: a flaky failure of the test above)."""
    (tmp_path / "killer.py").write_text(KILLER)
    path = os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")])
    run = subprocess.run([sys.executable, "-c", KILLS_THE_SERVER_THEN_RETURNS], capture_output=True, text=True,
                         timeout=120, env={**os.environ, "PYTHONPATH": path})
    assert run.returncode == 0 and "every answer received" in run.stdout, run.stderr[-2000:]


SOCKET_DELETER = """
import glob, os, shutil, tempfile
import numpy as np
import metrics

def accuracy(m):
    return np.trace(m, axis1=-2, axis2=-1) / m.sum(axis=(-2, -1))

def deletes_the_servers_socket(m):
    for path in glob.glob(os.path.join(tempfile.gettempdir(), "pymp-*", {what!r})):
        os.unlink(path) if {what!r} else shutil.rmtree(path)
    os._exit(1)

metrics.register("u_deleter", numeric=deletes_the_servers_socket)
metrics.register("u_after", numeric=accuracy)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="no fork server on Windows")
@pytest.mark.parametrize("what", ["listener-*", ""])
def test_a_worker_starts_after_user_code_deleted_the_fork_servers_socket(tmp_path, what):
    """User code that deleted the fork server's socket (or its folder) ended the command with an internal error
    (FileNotFoundError, exit code 3) as the next worker started: the server can no longer be reached, so a new one
    is started (robustness audit)."""
    (tmp_path / "sock.py").write_text(SOCKET_DELETER.format(what=what))
    # a TMPDIR of its own (the metric deletes what it finds there), short enough for a Unix socket's path whatever
    # the length of pytest's tmp_path on this machine
    with tempfile.TemporaryDirectory(prefix="ax", dir="/tmp" if os.path.isdir("/tmp") else None) as short:
        run = subprocess.run([sys.executable, "-m", "reports.cli", "check", str(tmp_path / "sock.py"), "--properties",
                              "PIV", "--classes", "2", "--quiet", "--no-cache", "--jobs", "1", "--format", "json"],
                             capture_output=True, text=True, timeout=300, env={**os.environ, "TMPDIR": short})
    assert run.returncode == 0, run.stderr
    cells = {name: row["PIV"] for name, row in json.loads(run.stdout)["metrics"].items()}
    assert cells["u_deleter"]["verdict"] == "error" and "exit code 1" in cells["u_deleter"]["detail"]
    assert cells["u_after"]["verdict"] == "fails"  # accuracy is not prevalence invariant (Opitz 2024, Table 5)


def test_a_broken_pipe_is_the_reader_gone_only_when_standard_output_is_that_pipe(monkeypatch):
    """A BrokenPipeError from a worker's pipe ended the command with exit code 0 and no output: read as `| head`."""
    from reports.exit_codes import stdout_gone

    for reader_gone in (True, False):
        read_end, write_end = os.pipe()
        if reader_gone:
            os.close(read_end)
        with os.fdopen(write_end, "w") as stream:
            monkeypatch.setattr(sys, "stdout", stream)
            assert stdout_gone() is reader_gone
            monkeypatch.undo()
        if not reader_gone:
            os.close(read_end)


@pytest.mark.skipif(sys.platform == "win32", reason="no fork server on Windows")
def test_a_fork_server_stopped_by_user_code_neither_hangs_nor_loses_the_run(tmp_path):
    """User code that stopped the fork server (SIGSTOP) made the command wait forever, after printing its report:
    a stopped server reports no worker's exit and starts none."""
    (tmp_path / "killer.py").write_text(KILLER)
    path = os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")])
    run = subprocess.run([sys.executable, "-c", STOPS_THE_SERVER], capture_output=True, text=True, timeout=120,
                         env={**os.environ, "PYTHONPATH": path})
    assert run.returncode == 0 and "every worker started and stopped" in run.stdout, run.stderr[-2000:]


LEAVES_A_BOMB = textwrap.dedent("""
    from killer import bomb_or_wait
    from reports.workers import run_contained

    results = dict((key, (ok, value)) for key, ok, value in
                   run_contained(bomb_or_wait, 1, [("bomb", ("bomb",)), ("wait", ("wait",))], 30))
    assert results == {"bomb": (True, "armed"), "wait": (True, "waited")}, results
    print("the second task was not blamed")
""")


@pytest.mark.skipif(sys.platform == "win32", reason="no fork server on Windows")
def test_a_worker_ended_by_what_an_earlier_task_left_behind_costs_the_next_task_nothing(tmp_path):
    """A thread an earlier metric left behind ended the reused worker during the next metric's check, whose
    cells then read 'the worker process checking it died' (robustness audit)."""
    (tmp_path / "killer.py").write_text(KILLER)
    path = os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")])
    run = subprocess.run([sys.executable, "-c", LEAVES_A_BOMB], capture_output=True, text=True, timeout=120,
                         env={**os.environ, "PYTHONPATH": path})
    assert run.returncode == 0 and "the second task was not blamed" in run.stdout, run.stderr[-2000:]


@pytest.mark.skipif(sys.platform == "win32", reason="no fork server on Windows")
def test_a_temporary_folder_too_deep_for_a_unix_socket_is_a_usage_error(tmp_path):
    """The fork server's socket lives in $TMPDIR; a path over the limit of a Unix socket's (108 bytes on Linux) ended
    the run with 'internal error: OSError: AF_UNIX path too long. This is a bug'."""
    deep = Path(tempfile.mkdtemp(prefix="ax" + "d" * 120))
    try:
        run = subprocess.run([sys.executable, "-m", "reports.cli", "table", "--metrics", "accuracy", "--classes", "2",
                              "--properties", "PIV", "--no-cache", "--quiet"], capture_output=True, text=True,
                             timeout=120, cwd=tmp_path, env={**os.environ, "TMPDIR": str(deep)})
    finally:
        shutil.rmtree(deep, ignore_errors=True)
    assert run.returncode == 2 and run.stdout == "", run.stderr
    assert "set TMPDIR to a shorter path" in run.stderr and "Traceback" not in run.stderr


def test_a_library_users_environment_is_left_as_it_was():
    """``build_report(..., jobs=2)`` from a user's own program starts workers (and their fork server) in that
    program: the variable that tells the server apart was left in the program's environment, which its own
    subprocesses then inherited (robustness note). Workers still start, and the environment is what it was."""
    script = textwrap.dedent("""
        import json, os
        from reports import build_report
        from reports._import_path import SERVER_PARENT_VARIABLE
        before = dict(os.environ)
        report = build_report(["accuracy"], ["PIV"], classes=(2,), with_calibrated=False, jobs=2)
        print(json.dumps([report["metrics"]["accuracy"]["PIV"]["verdict"], dict(os.environ) == before,
                          SERVER_PARENT_VARIABLE in os.environ]))
    """)
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300, check=True)
    # accuracy is not prevalence invariant (Opitz 2024, Table 5)
    assert json.loads(out.stdout) == ["fails", True, False], out.stderr


def test_a_worker_starts_with_what_each_first_check_would_load(tmp_path):
    """sympy's simplify imports sympy.physics.units on its first call (about 0.17 s): the fork server does it once
    (reports/fork_server_warmup.py), and a worker, a copy of the server, has it before its first check."""
    log = tmp_path / "loaded"
    checked = tmp_path / "probe.py"
    checked.write_text(f"import sys, metrics\n"
                       f"open({str(log)!r}, 'w').write(str('sympy.physics.units' in sys.modules))\n"
                       "metrics.register('probe_accuracy', numeric=metrics.get('accuracy').numeric)\n")
    proc = subprocess.run([sys.executable, "-m", "reports.cli", "check", str(checked), "--properties", "PIV",
                           "--classes", "2", "--no-cache", "--quiet", "--jobs", "2"], capture_output=True, text=True,
                          timeout=300, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert log.read_text() == "True"


def test_an_error_inside_axiometrics_is_not_blamed_on_the_metrics_code():
    """A check that raised inside the engine (sympy's apart on a baseline 1/√n, review 12a) was reported as 'the
    metric's code raised PolynomialError'. Blame follows the traceback: a frame of the user's code (here, this test's
    function) blames the metric; frames of axiometrics and libraries only are said to be no line of a checked file."""
    from metrics.padded import exact_cells
    from reports.workers import _blamed

    def users_metric():
        raise ValueError("nope")

    try:
        users_metric()
    except ValueError as exc:
        assert _blamed(exc).startswith("the metric's code raised ValueError: nope")
    try:
        exact_cells([object()])
    except ValueError as exc:
        exc.__traceback__ = exc.__traceback__.tb_next  # only axiometrics' frames, as the worker's loop catches it
        assert _blamed(exc).startswith("the check raised ValueError") and "no line of a checked file" in _blamed(exc)
