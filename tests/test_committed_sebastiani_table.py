"""``docs/tables/sebastiani2015_axioms.*`` is what ``axiometrics table`` prints for the binary metrics Sebastiani
(ICTIR 2015) discusses, checked against his eight axioms at n = 2 (``docs/tables/regenerate.py`` writes it)."""

from pathlib import Path

import pytest

from reports import build_report, render
from reports.expect import differences, load_expectation

TABLES = Path(__file__).resolve().parent.parent / "docs" / "tables"
METRICS = ["f1", "sebastiani_k", "accuracy", "mcc", "asp", "dor", "lam", "recall", "precision", "specificity"]
AXIOMS = ["MON", "CON", "SDE", "WDE", "FIX", "CHA", "IMB", "SYM"]


@pytest.fixture(scope="module")
def report():
    return build_report(METRICS, AXIOMS, classes=(2,), seed=0, jobs=1)


def test_the_committed_markdown_is_what_the_table_command_prints(report):
    committed = TABLES / "sebastiani2015_axioms.md"
    assert render(report, "markdown") == committed.read_text(encoding="utf-8"), (
        "docs/tables/sebastiani2015_axioms.md is stale: write it again with "
        "`python docs/tables/regenerate.py sebastiani2015_axioms.md`")


def test_the_committed_baseline_holds_every_verdict_and_what_backs_it(report):
    assert differences(report, load_expectation(TABLES / "sebastiani2015_axioms.expect.json")) == []


def test_the_table_states_sebastianis_findings(report):
    """His Table 2 and §4: F1 fails MON, CON, CHA, IMB and SYM; K satisfies all eight axioms; ASP, DOR and LAM%
    fail MON."""
    rows = report["metrics"]
    assert {pid for pid in AXIOMS if rows["f1"][pid]["verdict"] == "fails"} >= {"MON", "CON", "CHA", "IMB", "SYM"}
    assert all(rows["sebastiani_k"][pid]["verdict"] == "holds" for pid in AXIOMS)
    assert all(rows[name]["MON"]["verdict"] == "fails" for name in ("asp", "dor", "lam"))
