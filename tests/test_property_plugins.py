"""Third-party properties through the entry-point group ``axiometrics.properties``, contained
as the metrics' plugins are (a probe process, a time limit, skipped with a warning)."""

import json
import os
import subprocess
import sys
import textwrap

import pytest

PLUGIN = """
import axioms


@axioms.register_property("PLUGIN_ALWAYS", name="trivial", statement="true of every metric", source="a plugin",
                          group="plugins")
def check_always(metric, n, settings, rng):
    return axioms.holds("PLUGIN_ALWAYS", {"kind": "construction", "method": "true by definition"}, "holds")
"""

SHOW = """
import axioms
from metrics.plugins import PROPERTIES_GROUP, entry_point_source
print(axioms.check("accuracy", ["PLUGIN_ALWAYS"], classes=(2,), with_calibrated=False)["PLUGIN_ALWAYS"].verdict)
print(entry_point_source(PROPERTIES_GROUP, "PLUGIN_ALWAYS"))
print(axioms.group_ids("opitz"))
"""


def fake_distribution(where, name, entry_point, module_source, group="axiometrics.properties"):
    """A minimal installed distribution: a module and a ``.dist-info`` declaring its entry point in ``group``."""
    (where / f"{name}.py").write_text(textwrap.dedent(module_source))
    info = where / f"{name}-1.2.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.2\n")
    (info / "entry_points.txt").write_text(f"[{group}]\n{entry_point} = {name}\n")


def run(code, path, **env):
    env = {**os.environ, **env,
           "PYTHONPATH": os.pathsep.join(filter(None, [str(path), os.environ.get("PYTHONPATH", "")]))}
    env.pop("AXIOMETRICS_PLUGINS_PROBED_PROPERTIES", None)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    return proc.returncode, proc.stdout, proc.stderr


def test_an_entry_point_property_is_registered_after_the_built_in_ones(tmp_path):
    fake_distribution(tmp_path, "acme_properties", "acme", PLUGIN)
    code, out, err = run(SHOW, tmp_path)
    assert code == 0, err
    assert out.splitlines() == ["holds", "entry point acme (acme_properties 1.2)", "('PI', 'PII', 'PIII', 'PIV', 'PV')"]


@pytest.mark.parametrize("source, reason", [
    ("raise RuntimeError('no luck')", "RuntimeError: no luck"),
    ("raise SystemExit(0)", "SystemExit"),
    ("import os\nos._exit(0)", "ended its process (exit code 0)"),
    ("while True:\n    pass", "did not finish loading within 10 s"),
])
def test_a_failing_property_plugin_is_skipped_with_a_warning(tmp_path, source, reason):
    fake_distribution(tmp_path, "bad_properties", "bad", source)
    fake_distribution(tmp_path, "acme_properties", "acme", PLUGIN)
    code, out, err = run(SHOW, tmp_path, AXIOMETRICS_PLUGIN_TIMEOUT="10")  # ample for a good plugin on a busy machine
    assert code == 0, err
    assert "entry point 'bad'" in err and reason in err
    assert out.splitlines()[0] == "holds"


def test_a_metric_plugin_is_not_loaded_as_a_property_plugin(tmp_path):
    fake_distribution(tmp_path, "acme_metrics", "acme", PLUGIN, group="axiometrics.metrics")
    code, out, err = run("import axioms\nfrom metrics.plugins import PROPERTIES_GROUP, entry_point_source\n"
                         "print(entry_point_source(PROPERTIES_GROUP, 'PLUGIN_ALWAYS'))", tmp_path)
    assert code == 0, err
    assert out.strip() == "None"


def test_axiometrics_properties_lists_a_plugin_property_and_reports_a_broken_plugin(tmp_path):
    fake_distribution(tmp_path, "bad_properties", "bad", "raise RuntimeError('no luck')")
    fake_distribution(tmp_path, "acme_properties", "acme", PLUGIN)
    code, out, err = run("import sys; from reports.cli import main; sys.exit(main(['properties', '--format', 'json']))",
                         tmp_path)
    assert code == 0, err
    entries = json.loads(out)
    assert (entries[-1]["id"] == "PLUGIN_ALWAYS"
            and entries[-1]["defined_in"] == "entry point acme (acme_properties 1.2)")
    assert [e["id"] for e in entries[:5]] == ["PI", "PII", "PIII", "PIV", "PV"]  # after the built-in properties
    assert "entry point 'bad'" in err and "RuntimeError: no luck" in err


@pytest.mark.parametrize("group", ["axiometrics.properties", "axiometrics.metrics"])
def test_the_command_s_timeout_bounds_loading_a_plugin_that_hangs(tmp_path, group):
    # plugins load when metrics and axioms are imported, before the command line is parsed; the
    # command's --timeout (here 2 s, far below the probe's own 60 s) still bounds each of them
    fake_distribution(tmp_path, "stuck_plugin", "stuck", "while True:\n    pass", group=group)
    command = ("import sys; sys.argv = ['axiometrics', 'properties', '--timeout', '2']; "
               "from reports.cli import main; sys.exit(main(sys.argv[1:]))")
    env = {k: v for k, v in os.environ.items() if k not in ("AXIOMETRICS_PLUGIN_TIMEOUT", "AXIOMETRICS_PLUGINS_PROBED")}
    proc = subprocess.run([sys.executable, "-c", command], capture_output=True, text=True, timeout=300,
                          env={**env, "PYTHONPATH": os.pathsep.join(
                              filter(None, [str(tmp_path), os.environ.get("PYTHONPATH", "")]))})
    assert proc.returncode == 0, proc.stderr
    assert "entry point 'stuck'" in proc.stderr and "did not finish loading within 2 s" in proc.stderr


@pytest.mark.parametrize("argv, expected", [
    (["/venv/bin/axiometrics", "table", "--timeout", "5"], "5"),
    (["axiometrics", "check", "m", "--timeout=0.5"], "0.5"),
    (["axiometrics", "table", "--timeout", "900"], "60"),  # never above the probe's own limit
    (["axiometrics", "table", "--timeout", "-1"], "60"),  # refused later by the command: no change here
    (["axiometrics", "table", "--timeout", "soon"], "60"),
    (["python", "script.py", "--timeout", "5"], "60"),  # not the command
])
def test_bound_plugin_probe_reads_only_the_command_s_timeout(monkeypatch, argv, expected):
    from reports._guard import bound_plugin_probe

    monkeypatch.setenv("AXIOMETRICS_PLUGIN_TIMEOUT", "60")
    bound_plugin_probe(argv)
    assert os.environ["AXIOMETRICS_PLUGIN_TIMEOUT"] == expected


def test_bound_plugin_probe_survives_a_timeout_variable_that_is_not_a_number(monkeypatch):
    from reports._guard import bound_plugin_probe

    monkeypatch.setenv("AXIOMETRICS_PLUGIN_TIMEOUT", "abc")  # importing reports used to raise ValueError here
    bound_plugin_probe(["axiometrics", "table", "--timeout", "5"])
    assert os.environ["AXIOMETRICS_PLUGIN_TIMEOUT"] == "5"
