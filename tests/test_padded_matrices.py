"""A counterexample lifted to many classes is written as its block and the classes added to it
(metrics.padded), in memory, in the JSON report and in the line of Python that recomputes it."""

import json
from pathlib import Path

import jsonschema
import numpy as np
import pytest
from sklearn.metrics import matthews_corrcoef

import metrics
from metrics.padded import WRITTEN_OUT, class_count, full_matrix, is_padded, matrix_words, padded
from reports import build_report, render
from reports.verify import verify_report


def _labels(m):
    """(y_true, y_pred) of the matrix m[i][j] = items predicted i whose true class is j."""
    pairs = [(j, i) for i, row in enumerate(m) for j, count in enumerate(row) for _ in range(count)]
    return [t for t, _ in pairs], [p for _, p in pairs]


def test_padded_by_hand():
    assert padded([[1, 2], [3, 4]], 4, 5) == [[1, 2, 0, 0], [3, 4, 0, 0], [0, 0, 5, 0], [0, 0, 0, 5]]
    compact = padded([[1, 2], [3, 4]], WRITTEN_OUT + 1, 0)
    assert is_padded(compact) and class_count(compact) == 11
    written = np.array(full_matrix(compact))
    assert written.shape == (11, 11) and written.sum() == 10 and written[1, 0] == 3
    assert full_matrix([[1]]) == [[1]]  # rows stay rows
    assert matrix_words(padded([[1]], 12, 2)) == "[[1]] with 11 classes of 2 correct items each added (n = 12)"
    with pytest.raises(ValueError, match="classes >= 2"):
        padded([[1, 2], [3, 4]], 1, 0)


@pytest.fixture(scope="module")
def mcc_at_40():
    return build_report(["mcc"], ["PI", "PIV"], classes=[40], seed=0, with_calibrated=False)


def test_a_counterexample_at_40_classes_is_compact_and_follows_the_schema(mcc_at_40):
    ce = mcc_at_40["metrics"]["mcc"]["PI"]["counterexample"]
    assert is_padded(ce["before"]) and class_count(ce["before"]) == 40
    schema = json.loads((Path(__file__).parents[1] / "reports" / "report.schema.json").read_text(encoding="utf-8"))
    jsonschema.validate(json.loads(render(mcc_at_40, "json")), schema)
    # a 40 x 40 matrix written out is 4,800 characters, and there are four
    assert len(render(mcc_at_40, "json")) < 40_000


def test_the_compact_counterexample_recomputes_with_scikit_learn(mcc_at_40):
    """The recorded values at the written-out matrices, by scikit-learn's MCC (labels, so the transpose does not
    matter)."""
    ce = mcc_at_40["metrics"]["mcc"]["PI"]["counterexample"]
    values = [matthews_corrcoef(*_labels(full_matrix(ce[key]))) for key in ("before", "after")]
    assert values == pytest.approx([float(eval(v.split(" (")[0], {"sqrt": np.sqrt})) for v in ce["values"]])
    i, j = ce["cell"]
    assert np.array_equal(np.array(full_matrix(ce["after"])) - np.array(full_matrix(ce["before"])),
                          np.eye(40, dtype=int)[i][:, None] * np.eye(40, dtype=int)[j])


def test_the_reproduction_line_pads_with_numpy_and_recomputes(mcc_at_40):
    ce = mcc_at_40["metrics"]["mcc"]["PI"]["counterexample"]
    line = next(ln for ln in render(mcc_at_40, "markdown").splitlines()
                if ">>> import metrics, numpy as np; m = metrics.get('mcc');" in ln)
    assert len(line) < 400 and "np.pad(" in line
    *statements, last = line.split(">>> ", 1)[1].split("; ")
    namespace: dict = {}
    exec("\n".join(statements), namespace)
    assert [str(v) for v in eval(last, namespace)] == [v.split(" (")[0] for v in ce["values"]]


def test_verify_reads_the_compact_counterexamples(mcc_at_40):
    rows = [r for r in verify_report(mcc_at_40, seconds=0) if r.scope == "n=40"]
    assert {r.property for r in rows} == {"PI", "PIV"} and all(r.status == "re-checked" for r in rows), (
        [r.line() for r in rows])


def test_a_cached_cell_at_many_classes_is_reverified_through_its_block():
    """The verdict cache re-checks a stored counterexample before serving it: at n = 40 through the block and its
    padding, not the 40 x 40 symbolic form; MCC's padded PIII refutation states an irrational value without its
    float gloss, which is the same value."""
    from reports.cache_verify import cell_reverified

    report = build_report(["mcc"], ["PI", "PIII"], classes=[40], seed=0, with_calibrated=False)
    for pid in ("PI", "PIII"):
        assert cell_reverified(pid, report["metrics"]["mcc"][pid], metrics.get("mcc")), pid


def test_a_key_at_many_classes_does_not_write_the_n_by_n_form():
    """A cache key holds the symbolic form only where the engine works symbolically (the cell symbols m{i}_{j}
    of n = 3 are in it, those of n = 40 are not: writing that form took 17 s for MCC at n = 60)."""
    from reports.cache_keys import KEYED_FORMS_MAX, _metric_text

    assert 3 <= KEYED_FORMS_MAX < 40
    assert "m2_2" in _metric_text(metrics.get("macro_f1"), (3,), set())
    assert "m39_39" not in _metric_text(metrics.get("macro_f1"), (40,), set())
