"""The axiometrics pytest plugin (entry point ``pytest11``): property baselines next to the tests.

The fixture ``axiometrics_baseline`` checks metrics and compares their verdicts with a
baseline file stored beside the test module, the workflow of snapshot-testing plugins::

    def test_my_metric_properties(axiometrics_baseline):
        axiometrics_baseline("my_metric", properties=["PI", "PIV"])

The baseline of test ``test_x`` in ``tests/test_mod.py`` is
``tests/__axiometrics__/test_mod/test_x.json``, in the format of
``axiometrics check --write-expect`` (so the command's ``--expect`` reads it too).
A missing or different baseline fails the test, naming every changed cell;
``pytest --axiometrics-update`` (re)writes the baselines instead. Installed with
axiometrics, the plugin loads in every pytest session of that environment (importing
``reports`` and the engine, about a second); ``pytest -p no:axiometrics`` disables it.
"""

import re
from pathlib import Path

import pytest

from metrics.deprecation import renamed_keyword
from metrics.errors import UsageError

from .expect import baseline_text, differences, load_expectation
from .report import build_report

__all__ = ["axiometrics_baseline", "baseline_path"]

UPDATE_OPTION = "--axiometrics-update"


def pytest_addoption(parser):
    group = parser.getgroup("axiometrics", "property baselines of classification metrics")
    group.addoption(
        UPDATE_OPTION,
        action="store_true",
        default=False,
        help="write the axiometrics_baseline files from the verdicts instead of comparing with them",
    )


def baseline_path(test_file, test_name):
    """Where the baseline of test ``test_name`` in ``test_file`` is stored.

    Examples
    --------
    >>> baseline_path("tests/test_mod.py", "test_x[a/b]").as_posix()
    'tests/__axiometrics__/test_mod/test_x_a_b_.json'
    """
    path = Path(test_file)
    return path.parent / "__axiometrics__" / path.stem / (re.sub(r"[^\w.-]", "_", test_name) + ".json")


@pytest.fixture
def axiometrics_baseline(request):
    """``check(names, properties=None, classes=(2, 3), seed=None, settings=None, with_calibrated=True,
    allow_weaker_evidence=False)``.

    Checks the metrics (a name, a Metric or a list of them) with :func:`reports.build_report`,
    compares the verdicts with this test's baseline file (:func:`baseline_path`) as
    ``axiometrics check --expect`` does (:func:`reports.expect.gate`: verdicts, values, scope,
    strength of the evidence) and returns the report. Fails the test when the baseline is
    missing or differs, unless pytest runs with ``--axiometrics-update``, which rewrites it.
    One baseline per test. Like the command line, it checks each metric's calibrated variant
    too (``with_calibrated=True``), so a baseline the fixture writes and one the command writes agree.
    """
    path = baseline_path(request.node.path, request.node.name)
    update = request.config.getoption(UPDATE_OPTION)
    calls = []

    def check(names, properties=None, classes=(2, 3), seed=None, settings=None, with_calibrated=True, *,
              calibrated=None, allow_weaker_evidence=False):
        if calls:
            raise pytest.UsageError("axiometrics_baseline: one call per test (pass a list of metrics to check several)")
        calls.append(names)
        chosen = [names] if isinstance(names, str) or not isinstance(names, (list, tuple)) else list(names)
        with_calibrated = renamed_keyword("axiometrics_baseline", "calibrated", "with_calibrated", calibrated,
                                          with_calibrated)
        report = build_report(chosen, properties, classes, seed=seed, settings=settings,
                              with_calibrated=with_calibrated)
        if update:
            try:
                text = baseline_text(report)
            except UsageError as exc:
                pytest.fail(f"property baseline {path} not written: {exc}", pytrace=False)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            return report
        if not path.exists():
            pytest.fail(f"no property baseline at {path}; write it with: pytest {UPDATE_OPTION}", pytrace=False)
        changed = differences(report, load_expectation(str(path)), allow_weaker_evidence=allow_weaker_evidence)
        if changed:
            lines = "\n  ".join(changed)
            pytest.fail(
                f"{len(changed)} verdict(s) differ from {path}:\n  {lines}\n"
                f"(if the change is intended: pytest {UPDATE_OPTION})",
                pytrace=False,
            )
        return report

    return check
