"""A users' file (``--with``) cannot change what the catalogue's own metrics are, nor take their cached verdicts.

Opitz (TACL 2024, Table 5): accuracy fails PIV (prevalence invariance), macro recall holds it. A file that
registers macro recall under the name ``accuracy`` (``replace=True``, as the duplicate-name error suggests) is
checked as macro recall, and the built-in accuracy, checked with or without the file, from the cache or not, as
accuracy. A file that patches numpy or the built-in metric in the process that imports it changes nothing for
the catalogue's metrics: they are never checked beside users' files.
"""

import textwrap

import pytest

from reports.report import build_report
from reports.workers import registered, run_contained

REPLACES_ACCURACY = """
    import numpy as np
    import metrics

    def accuracy(m):  # "accuracy" as a lab calls the mean of per-class recalls
        with np.errstate(all="ignore"):
            return (np.diagonal(m, axis1=-2, axis2=-1) / m.sum(axis=-2)).mean(axis=-1)

    metrics.register("accuracy", numeric=accuracy, replace=True)
"""

PATCHES = """
    import numpy as np
    import metrics

    _diagonal = np.diagonal
    np.diagonal = lambda a, *args, **kw: _diagonal(a, *args, **kw) * 0.5  # every diagonal halved, here
    built_in = metrics.get("accuracy")
    object.__setattr__(built_in, "numeric", lambda m: np.zeros(np.shape(m)[:-2]) + 0.3)

    def first_cell(m):
        return m[..., 0, 0] / np.maximum(m.sum(axis=(-2, -1)), 1)

    metrics.register("first_cell", numeric=first_cell)
"""


def _file(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(textwrap.dedent(text))
    return str(path)


def _piv(files=(), cache=True, jobs=1):
    report = build_report(["accuracy"], ["PIV"], classes=(2,), with_calibrated=False, files=files, cache=cache,
                          jobs=jobs)
    return report["metrics"]["accuracy"]["PIV"]["verdict"]


@pytest.fixture
def cache_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("AXIOMETRICS_CACHE_DIR", str(tmp_path / "cache"))


def _names_registered_by(path):
    """What the file registers, read as the command reads it: in a worker process that imports it."""
    ((_, ok, value),) = run_contained(registered, 1, [("task", ())], None, [path])
    assert ok, value
    return value["files"][path]


def test_a_file_that_replaces_a_metric_names_it_among_those_it_registered(tmp_path):
    """Only new names were returned, so the command resolved ``accuracy`` to the built-in in its own process."""
    assert _names_registered_by(_file(tmp_path, "replaces.py", REPLACES_ACCURACY)) == ["accuracy"]


def test_unregister_then_register_is_a_registration(tmp_path):
    """It was refused: 'registered no metric and no property'."""
    path = _file(tmp_path, "again.py", REPLACES_ACCURACY.replace(
        'metrics.register("accuracy", numeric=accuracy, replace=True)',
        'metrics.unregister("accuracy")\n    metrics.register("accuracy", numeric=accuracy)'))
    assert _names_registered_by(path) == ["accuracy"]


def test_a_replaced_metric_is_checked_as_the_file_defines_it_and_cached_apart(tmp_path, cache_folder):
    path = _file(tmp_path, "replaces.py", REPLACES_ACCURACY)
    assert _piv() == "fails"  # the built-in, now in the cache
    assert _piv([path]) == "holds"  # the file's macro recall, not the built-in's cached row
    assert _piv() == "fails"  # the built-in, not the file's row
    assert _piv([path]) == "holds"  # from the cache, the file's own entry


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_file_that_patches_numpy_and_the_registry_leaves_the_catalogue_alone(tmp_path, cache_folder, jobs):
    path = _file(tmp_path, "patches.py", PATCHES)
    report = build_report(["accuracy", "first_cell"], ["PIV", "PV"], classes=(2,), with_calibrated=False,
                          files=[path], cache=True, jobs=jobs)
    accuracy = report["metrics"]["accuracy"]
    assert accuracy["PIV"]["verdict"] == "fails" and accuracy["PV"]["verdict"] == "fails"
    # the perfect classifier scores (TP + TN)/N = 1 (halved diagonals would make it 1/2, the patched code 0.3)
    assert "the perfect classifier scores 1.0" in accuracy["PV"]["detail"]
    assert _piv() == "fails"  # and nothing patched was cached
