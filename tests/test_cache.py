"""The persistent verdict cache: same bytes with and without it, and an edit invalidates
exactly the edited metric's entries."""

import json
import os
import subprocess
import sys
import textwrap

import axioms
import metrics
from reports.cache import metric_key
from reports.userfile import load

FILE = """
    import metrics

    def accuracy_like(M):
        return M.trace() / sum(M)

    def recall_like(M):
        return M[0, 0] / (M[0, 0] + M[1, 0])

    metrics.register("cache_a", symbolic=accuracy_like)
    metrics.register("cache_b", symbolic={B}, binary=True)
"""


def _write(path, b="recall_like"):
    path.write_text(textwrap.dedent(FILE.replace("{B}", b)))


def _run(path, cache_dir, *extra):
    env = {**os.environ, "AXIOMETRICS_CACHE": "on", "AXIOMETRICS_CACHE_DIR": str(cache_dir)}
    command = [sys.executable, "-m", "reports.cli", "check", str(path), "--properties", "PI,PIV", "--classes", "2",
               "--format", "json", "--quiet", *extra]
    return subprocess.run(command, capture_output=True, text=True, env=env, check=True).stdout


def test_cached_and_uncached_reports_are_byte_identical(tmp_path):
    path, cache = tmp_path / "two.py", tmp_path / "cache"
    _write(path)
    first = _run(path, cache)
    assert len(list(cache.glob("*.json"))) == 2
    assert _run(path, cache) == first  # read from the cache
    assert _run(path, cache, "--no-cache") == first


def test_editing_a_metric_invalidates_exactly_its_entries(tmp_path):
    path = tmp_path / "two.py"
    settings = axioms.profile("default")

    def keys():
        names = load(str(path))
        try:
            return {name: metric_key(metrics.get(name), ["PI"], (2,), settings, True) for name in names}
        finally:
            for name in names:
                metrics.unregister(name)

    _write(path)
    before = keys()
    _write(path, b="lambda M: M[0, 0] / (M[0, 0] + M[0, 1])")  # cache_b becomes precision
    after = keys()
    assert after["cache_a"] == before["cache_a"] and after["cache_b"] != before["cache_b"]
    cache = tmp_path / "cache"
    _write(path)
    _run(path, cache)
    _write(path, b="lambda M: M[0, 0] / (M[0, 0] + M[0, 1])")
    _run(path, cache)
    assert len(list(cache.glob("*.json"))) == 3  # cache_a reused, cache_b stored anew


def test_a_metric_without_readable_source_is_not_cached():
    exec_namespace = {}
    exec("def typed(m):\n    return m[..., 0, 0] / m.sum(axis=(-2, -1))", exec_namespace)
    metric = metrics._registry.make_metric("typed_at_a_prompt", numeric=exec_namespace["typed"])
    assert metric_key(metric, ["PI"], (2,), axioms.profile("default"), False) is None



def test_reading_a_user_metric_for_its_key_is_contained(tmp_path):
    """The key holds the metric's symbolic form, so computing it runs the user's code: in the
    worker, under --timeout, like the check itself (a raise or a hang costs only that metric)."""
    path = tmp_path / "bad.py"
    path.write_text(textwrap.dedent("""
        import time
        import metrics

        def raises(M):
            raise RuntimeError("boom")

        def hangs(M):
            time.sleep(600)

        def fine(M):
            return M.trace() / sum(M)

        metrics.register("key_raises", symbolic=raises)
        metrics.register("key_hangs", symbolic=hangs)
        metrics.register("key_fine", symbolic=fine)
    """))
    env = {**os.environ, "AXIOMETRICS_CACHE": "on", "AXIOMETRICS_CACHE_DIR": str(tmp_path / "cache")}
    command = [sys.executable, "-m", "reports.cli", "check", str(path), "--properties", "PIV", "--classes", "2",
               "--format", "json", "--quiet", "--timeout", "5"]
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    cells = {name: row["PIV"] for name, row in json.loads(done.stdout)["metrics"].items()}
    assert cells["key_raises"]["verdict"] == "error" and "boom" in cells["key_raises"]["detail"]
    assert cells["key_hangs"]["verdict"] == "error" and "timed out" in cells["key_hangs"]["detail"]
    assert cells["key_fine"]["verdict"] == "fails"  # accuracy is not prevalence invariant (Opitz Table 5)
    assert len(list((tmp_path / "cache").glob("*.json"))) == 1  # only the row without an error is stored


def test_installing_an_accelerator_changes_every_key(monkeypatch):
    """python-flint or symengine can prove what sympy alone leaves "not refuted": a cached row
    from before they were installed must not be reused."""
    from reports import cache_keys

    settings = axioms.profile("default")
    before = metric_key(metrics.get("accuracy"), ["PI"], (2,), settings, False)
    real = cache_keys.version
    monkeypatch.setattr(cache_keys, "version", lambda name: "0.0.fake" if name == "python-flint" else real(name))
    cache_keys._engine.cache_clear()
    try:
        assert metric_key(metrics.get("accuracy"), ["PI"], (2,), settings, False) != before
    finally:
        monkeypatch.undo()
        cache_keys._engine.cache_clear()


def test_a_table_from_the_cache_executes_no_solver_and_no_verify_statement(tmp_path):
    """What only proofs (z3, symengine) or ``verify`` need is not executed by a ``table`` whose every row comes from
    the cache: the two runs' reports are the same bytes, and the second loads neither."""
    env = {**os.environ, "AXIOMETRICS_CACHE": "on", "AXIOMETRICS_CACHE_DIR": str(tmp_path / "cache")}
    script = (
        "import sys\n"
        "from reports.cli import _main\n"
        "code = _main(['table', '--metrics', 'accuracy', '--properties', 'PIV', '--classes', '2', '--quiet',"
        " '--format', 'json', '--jobs', '1'])\n"
        "executed = [n for n in ('z3', 'symengine') if n in sys.modules"
        " and type(sys.modules[n]).__name__ != '_LazyModule']\n"
        "executed += [n for n in ('reports.verify',) if n in sys.modules]\n"
        "sys.stderr.write('EXECUTED:' + ','.join(executed))\n"
    )
    runs = [subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=300,
                           cwd=tmp_path) for _ in range(2)]
    assert runs[0].returncode == runs[1].returncode == 0, runs[1].stderr
    assert runs[0].stdout == runs[1].stdout and json.loads(runs[1].stdout)["metrics"]["accuracy"]["PIV"]
    assert runs[1].stderr.rstrip().endswith("EXECUTED:"), runs[1].stderr
