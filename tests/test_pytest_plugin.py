"""The pytest plugin (entry point ``pytest11``) and ``reports.assert_properties``."""

import json
from importlib.metadata import entry_points

import pytest

import axioms
import metrics

from metrics.errors import AxiometricsError
from reports import assert_properties
from reports.cli import main

pytest_plugins = ["pytester"]

USER_TEST = """
def test_recall(axiometrics_baseline):
    axiometrics_baseline("macro_recall", properties=["PIV"], classes=(2,))
"""


def test_plugin_is_registered_through_pytest11():
    assert [ep.value for ep in entry_points(group="pytest11", name="axiometrics")] == ["reports.pytest_plugin"]


def test_baseline_workflow(pytester, tmp_path):
    """Missing baseline fails; --axiometrics-update writes it; an edited baseline fails naming the cell.
    The fixture and the command line default to the same calibration setting: same baseline."""
    pytester.makepyfile(test_user=USER_TEST)
    baseline = pytester.path / "__axiometrics__" / "test_user" / "test_recall.json"
    first = pytester.runpytest_subprocess("-q")
    first.assert_outcomes(failed=1)
    first.stdout.fnmatch_lines(["*no property baseline at*--axiometrics-update*"])
    pytester.runpytest_subprocess("-q", "--axiometrics-update").assert_outcomes(passed=1)
    # Opitz 2024 Table 5: macro recall is prevalence invariant (PIV ✓), calibrated or not
    assert json.loads(baseline.read_text())["verdicts"]["macro_recall"]["PIV"] == "holds | calibrated: holds"
    from_cli = tmp_path / "cli.json"
    assert main(["table", "--metrics", "macro_recall", "--properties", "PIV", "--classes", "2", "--quiet",
                 "--jobs", "1", "--format", "csv", "--output", str(tmp_path / "t.csv"), "--write-expect",
                 str(from_cli)]) == 0
    assert from_cli.read_text() == baseline.read_text()
    pytester.runpytest_subprocess("-q").assert_outcomes(passed=1)
    baseline.write_text(json.dumps({"verdicts": {"macro_recall": {"PIV": "fails"}}}))  # a format-1 baseline, edited
    changed = pytester.runpytest_subprocess("-q")
    changed.assert_outcomes(failed=1)
    changed.stdout.fnmatch_lines(["*macro_recall PIV: summary: expected 'fails', got 'holds | calibrated: holds'*"])


@pytest.mark.parametrize(
    "expected, message",
    [({"PIV": "hold"}, "not a verdict; did you mean 'holds'"), ({"P4": "holds"}, "unknown property"),
     ({}, "non-empty")],
)
def test_assert_properties_rejects_typos(expected, message):
    with pytest.raises(AxiometricsError, match=message):  # a typo, never an AssertionError
        assert_properties("macro_recall", expected, classes=(2,))


def test_assert_properties_can_require_proof():
    # Opitz 2024 Table 5: the harmonic macro recall is class decomposable (PIII ✓, p = -1). Written as
    # a matrix function, with its zero-recall convention (a Piecewise), the engine only searches it (✓*);
    # registered by its structure (the catalogue's), Eq. 4 holds by construction for every n
    metrics.register("u_hmacr_matrix", symbolic=metrics.get("macro_recall_harmonic").symbolic)
    try:
        assert axioms.check("u_hmacr_matrix", properties=["PIII"], classes=(2,))["PIII"].evidence["kind"] == "search"
        assert_properties("u_hmacr_matrix", {"PIII": "holds"}, classes=(2,))
        with pytest.raises(AssertionError, match="PIII: 'holds' is not backed by proof-level evidence"):
            assert_properties("u_hmacr_matrix", {"PIII": "holds"}, classes=(2,), require_proof=True)
    finally:
        metrics.unregister("u_hmacr_matrix")
    assert_properties("macro_recall_harmonic", {"PIII": "holds"}, classes=(2,), require_proof=True)
    assert_properties("macro_recall", {"PIV": "holds"}, classes=(2,), require_proof=True)


RAISING_TEST = """
import metrics

def boom(m):
    raise RuntimeError("always")

metrics.register("u_boom", numeric=boom)

def test_boom(axiometrics_baseline):
    axiometrics_baseline(["u_boom", "macro_recall"], properties=["PIV"], classes=(2,))
"""


def test_a_baseline_never_records_or_accepts_an_error(pytester):
    # issue 18 item 12: updating a baseline with an error cell fails, naming it; a baseline that
    # holds "error" (written by hand or by an older version) never lets an error pass
    pytester.makepyfile(test_user=RAISING_TEST)
    baseline = pytester.path / "__axiometrics__" / "test_user" / "test_boom.json"
    update = pytester.runpytest_subprocess("-q", "--axiometrics-update")
    update.assert_outcomes(failed=1)
    update.stdout.fnmatch_lines(["*u_boom PIV*error*"])
    assert not baseline.exists()
    baseline.parent.mkdir(parents=True)
    baseline.write_text(json.dumps({"verdicts": {"u_boom": {"PIV": "error"},
                                                 "macro_recall": {"PIV": "holds | calibrated: holds"}}}))
    compared = pytester.runpytest_subprocess("-q")
    compared.assert_outcomes(failed=1)
    compared.stdout.fnmatch_lines(["*u_boom PIV*error*"])
