"""Multi-label metrics as a second sample space (issue 21, part 2).

Facts: Wenzel's Figure 9 (§3.3; its values are quoted from the paper), scikit-learn as an
independent oracle, and property verdicts derived by hand in each test's comments.
"""

from fractions import Fraction
import json

import numpy as np
import pytest
import sklearn.metrics as skm

from axioms.multilabel.properties import check_multilabel, random_labeller_coefficients
from axioms.multilabel.space import MultilabelSpace, ScoreTable, all_indicators, all_pairs, exact_or_float, value_text
from metrics.errors import DuplicateMetricError, InvalidMatrixError, UnknownMetricError, UnknownPropertyError
from metrics.multilabel_batched import divide, indicator_counts, mean_over
from metrics.multilabel_registry import (
    exact_multilabel_value, get_multilabel, multilabel_metrics, register_multilabel, unregister_multilabel,
)
from reports.cli import main
from reports.multilabel_table import multilabel_table

SMALL = MultilabelSpace(bound=(2, 2), pairs=30, search_shapes=((3, 3),))

# Wenzel, Figure 9: (predicted label set, actual label set) over the labels a..g
LABELS = "abcdefg"
FIG9 = [("abc", "abc"), ("abde", "abcde"), ("ef", "cd"), ("bcd", "acdg"), ("acdfg", "g")]
Y_PRED = np.array([[int(label in predicted) for label in LABELS] for predicted, _ in FIG9])
Y_TRUE = np.array([[int(label in true) for label in LABELS] for _, true in FIG9])


def test_figure_9_counts_per_instance():
    tp, fp, fn, tn = indicator_counts(Y_TRUE, Y_PRED, axis=-1)
    assert (tp.tolist(), tn.tolist(), fp.tolist(), fn.tolist()) == ([3, 4, 0, 2, 1], [4, 2, 3, 2, 2], [0, 0, 2, 1, 4],
                                                                    [0, 1, 2, 2, 0])


@pytest.mark.parametrize("name, paper, tolerance", [
    ("instance_precision", 0.573, 5e-4),        # p_M ≈ 0.573
    ("instance_recall", 0.66, 0),               # r_M = 0.66
    ("exact_match_ratio", 1 / 5, 0),            # MR = 1/5
    ("jaccard", 0.48, 0),                       # Acc = 0.48
    ("hamming_loss", 12 / 35, 0),               # HL = 12/35 ≈ 0.343
    ("instance_f1", 0.56, 5e-3),                # averaged F1 ≈ 0.56
    ("instance_f1_of_averages", 0.61, 5e-3),    # F1 of averages ≈ 0.61
])
def test_figure_9_values_from_the_registered_metrics(name, paper, tolerance):
    metric = get_multilabel(name)
    assert float(metric(Y_TRUE, Y_PRED)) == pytest.approx(paper, abs=tolerance or 1e-12)
    exact = exact_multilabel_value(metric, Y_TRUE, Y_PRED)
    assert isinstance(exact, Fraction) and abs(float(exact) - paper) <= (tolerance or 1e-15)


def test_figure_9_exact_values_of_the_exactly_stated_ones():
    assert exact_multilabel_value("exact_match_ratio", Y_TRUE, Y_PRED) == Fraction(1, 5)
    assert exact_multilabel_value("hamming_loss", Y_TRUE, Y_PRED) == Fraction(12, 35)
    assert exact_multilabel_value("jaccard", Y_TRUE, Y_PRED) == Fraction(12, 25)
    assert exact_multilabel_value("instance_recall", Y_TRUE, Y_PRED) == Fraction(33, 50)


def _sklearn(name, t, z):
    """scikit-learn's value of a registered multi-label metric (an independent oracle)."""
    kind, _, rest = name.partition("_")
    if kind == "label":
        average, _, binary = rest.partition("_")
        fn = {"precision": skm.precision_score, "recall": skm.recall_score, "f1": skm.f1_score}[binary]
        return fn(t, z, average=average, zero_division=np.nan)
    return {"instance_precision": lambda: skm.precision_score(t, z, average="samples", zero_division=np.nan),
            "instance_recall": lambda: skm.recall_score(t, z, average="samples", zero_division=np.nan),
            "instance_f1": lambda: skm.f1_score(t, z, average="samples", zero_division=np.nan),
            # compared only where every instance is defined
            "jaccard": lambda: skm.jaccard_score(t, z, average="samples", zero_division=0),
            "exact_match_ratio": lambda: skm.accuracy_score(t, z),
            "hamming_loss": lambda: skm.hamming_loss(t, z)}.get(name, lambda: None)()


@pytest.mark.parametrize("name", [m.name for m in multilabel_metrics() if m.name != "instance_f1_of_averages"])
def test_registered_metrics_agree_with_sklearn_where_defined(name):
    rng = np.random.default_rng(3)
    metric = get_multilabel(name)
    t, z = (rng.random((2, 40, 4, 3)) < 0.6).astype(int)
    ours = metric(t, z)  # one call on the batch of 40 pairs
    assert np.isfinite(ours).sum() >= 10  # enough defined pairs to compare
    for k in range(len(t)):
        if not np.isnan(ours[k]):
            assert ours[k] == pytest.approx(_sklearn(name, t[k], z[k]), abs=1e-12)
            assert float(exact_multilabel_value(metric, t[k], z[k])) == pytest.approx(ours[k], abs=1e-12)


def test_exact_arithmetic_is_exact_and_nan_where_undefined():
    assert divide(np.array([1, 2], dtype=object), np.array([3, 0], dtype=object))[0] == Fraction(1, 3)
    assert mean_over(np.array([Fraction(1, 3), Fraction(2, 3), 1], dtype=object), -1) == Fraction(2, 3)
    assert exact_multilabel_value("jaccard", [[0, 0]], [[0, 0]]) is None  # 0/0: undefined, never 0


def test_the_space_enumerates_every_pair():
    assert len(all_indicators(2, 2)) == 16 and len({m.tobytes() for m in all_indicators(2, 2)}) == 16
    t, z = all_pairs(1, 2)
    assert len({(a.tobytes(), b.tobytes()) for a, b in zip(t, z)}) == 4**2


def test_hamming_loss_is_invariant_monotone_and_not_a_constant_baseline():
    # HL = mean of the wrong bits: a permutation of labels or instances permutes the bits, duplication
    # doubles numerator and denominator, and correcting a wrong bit removes one wrong bit (strictly lowers HL).
    verdicts = check_multilabel("hamming_loss", space=SMALL)
    for pid in ("ML-LPI", "ML-IPI", "ML-MON", "ML-DUP"):
        assert verdicts[pid].verdict == "holds" and verdicts[pid].evidence["kind"] == "exhaustive", pid  # never "proof"
        # shapes 1x1, 1x2, 2x1, 2x2: 4**(n m) pairs each
        assert verdicts[pid].evidence["budget"]["exhaustive_pairs"] == 4 + 16 + 16 + 256
    # y_true = [[0]]: HL = z, so E_q = q: 1/3 at q = 1/3, 2/3 at q = 2/3 (the first y_true in binary order)
    rlb = verdicts["ML-RLB"]
    assert rlb.verdict == "fails" and rlb.counterexample["y_true"] == [[0]]
    assert rlb.counterexample["values"] == ["1/3", "2/3"] and rlb.counterexample["verified"] == "exact"


def test_exact_match_ratio_is_monotone_but_not_strictly():
    # correcting one wrong bit either makes the instance exact (MR rises by 1/n) or leaves it wrong (MR unchanged)
    assert check_multilabel("exact_match_ratio", ["ML-MON"], SMALL)["ML-MON"].verdict == "holds"
    before = exact_multilabel_value("exact_match_ratio", [[1, 1]], [[0, 0]])
    after = exact_multilabel_value("exact_match_ratio", [[1, 1]], [[1, 0]])
    assert before == after == 0


def test_instance_f1_is_monotone():
    # per instance 2tp/(2tp+fp+fn): fixing an FN gives 2(tp+1)/(2tp+fp+fn+1), and
    # (tp+1)(2tp+fp+fn) - tp(2tp+fp+fn+1) = tp+fp+fn >= 0; fixing an FP lowers the denominator only.
    assert check_multilabel("instance_f1", ["ML-MON"], SMALL)["ML-MON"].verdict == "holds"


def test_the_random_labeller_baseline_by_hand():
    # instance precision: a prediction with an empty row has probability > 0 and an undefined score
    assert check_multilabel("instance_precision", ["ML-RLB"], SMALL)["ML-RLB"].verdict == "not_applicable"
    # exact match ratio at y_true = [[0, 1]]: only Z = [[0, 1]] scores 1, so b = (0, 1/2, 0): E_q = q(1 - q)
    assert random_labeller_coefficients(get_multilabel("exact_match_ratio"), [[0, 1]]) == [0, Fraction(1, 2), 0]
    # instance recall at y_true = [[1]]: recall = z, so E_q = q
    assert random_labeller_coefficients(get_multilabel("instance_recall"), [[1]]) == [0, 1]


@pytest.fixture
def first_label_recall():
    """A metric that looks at label 1 only: not label-permutation invariant, instance permutation invariant."""
    def fn(t, z):
        tp, _, fn_, _ = indicator_counts(t[..., :1], z[..., :1], axis=-2)
        return divide(tp, tp + fn_)[..., 0]
    yield register_multilabel("test_first_label_recall", fn, source="test")
    unregister_multilabel("test_first_label_recall")


def test_a_counterexample_is_exact_and_rechecks_by_hand(first_label_recall):
    verdicts = check_multilabel(first_label_recall, ["ML-LPI", "ML-IPI"], SMALL)
    assert verdicts["ML-IPI"].verdict == "holds"
    c = verdicts["ML-LPI"].counterexample
    assert verdicts["ML-LPI"].verdict == "fails" and c["verified"] == "exact"
    # by hand: recall of column 1 before, of the column that moved to position 1 after
    def by_hand(t, z):
        col_t, col_z = [row[0] for row in t], [row[0] for row in z]
        true = sum(col_t)
        return "undefined" if true == 0 else str(Fraction(sum(a * b for a, b in zip(col_t, col_z)), true))
    assert c["values"] == [by_hand(c["y_true"], c["y_pred"]), by_hand(c["y_true_after"], c["y_pred_after"])]
    assert c["values"][0] != c["values"][1]
    assert [value_text(exact_multilabel_value(first_label_recall, c[f"y_true{s}"], c[f"y_pred{s}"]))
            for s in ("", "_after")] == c["values"]
    assert [row[::-1] for row in c["y_true"]] == c["y_true_after"]  # the swap of labels 1 and 2 (two labels)
    text = multilabel_table([first_label_recall.name], ["ML-LPI"], SMALL)
    assert "labels 1 and 2 swapped" in text and "y_true  a b" in text and "x1" in text


def test_a_space_with_one_label_and_no_random_pairs_compares_no_permutation(first_label_recall):
    """With one label and no random pairs no permutation of labels exists: nothing is compared, so ML-LPI is not
    "not refuted" (✓*) but unknown (review 16c). With two labels it fails (the fixture reads label 1 only)."""
    one_label = MultilabelSpace(bound=(3, 1), pairs=0)
    verdict = check_multilabel(first_label_recall, ["ML-LPI"], one_label)["ML-LPI"]
    assert verdict.verdict == "unknown" and "nothing was compared" in verdict.detail
    assert check_multilabel(first_label_recall, ["ML-LPI"], MultilabelSpace(bound=(1, 2), pairs=0))["ML-LPI"].verdict \
        == "fails"


def test_a_share_of_predicted_bits_is_not_monotone():
    # higher-is-better "share of predicted bits": y_true = [[0]], y_pred = [[1]] scores 1; correcting the bit gives 0
    register_multilabel("test_predicted_share", lambda t, z: mean_over(mean_over(z, -1), -1), source="test")
    try:
        c = check_multilabel("test_predicted_share", ["ML-MON"], SMALL)["ML-MON"].counterexample
        assert (c["y_true"], c["y_pred"], c["y_pred_after"], c["values"]) == ([[0]], [[1]], [[0]], ["1", "0"])
    finally:
        unregister_multilabel("test_predicted_share")


def test_registry_errors_say_what_was_wrong():
    with pytest.raises(DuplicateMetricError, match="replace=True"):
        register_multilabel("jaccard", lambda t, z: t)
    with pytest.raises(UnknownMetricError, match="registered: instance_precision"):
        get_multilabel("jacard")
    with pytest.raises(InvalidMatrixError, match="same shape"):
        get_multilabel("jaccard")([[1, 0]], [[1, 0, 1]])
    with pytest.raises(InvalidMatrixError, match="other than 0 and 1"):
        get_multilabel("jaccard")([[2, 0]], [[1, 0]])
    with pytest.raises(InvalidMatrixError, match="one pair of the same shape"):
        exact_multilabel_value("jaccard", [[1, 0]], [[1]])
    with pytest.raises(UnknownPropertyError, match="ML-MON"):
        check_multilabel("jaccard", ["ML-MONO"], SMALL)


def test_a_metric_whose_exact_run_disagrees_is_judged_by_its_float64_code():
    # a metric whose code takes another branch on exact (object) input: share of missed bits in float64,
    # share of hit bits exactly; at y_true = [[1]], y_pred = [[0]] float64 says 1 and the exact run 0
    def two_faced(t, z):
        t, z = np.asarray(t), np.asarray(z)
        return mean_over(mean_over(t * z if t.dtype == object else t * (1 - z), -1), -1)
    metric = register_multilabel("test_two_faced", two_faced, source="test")
    try:
        assert exact_or_float(metric, [[1]], [[0]]) == (1.0, "float64")
        assert exact_or_float(metric, [[1]], [[1]]) == (0.0, "float64")
        assert exact_or_float(metric, [[0]], [[0]]) == (Fraction(0), "exact")  # both 0: they agree
        v = check_multilabel(metric, ["ML-RLB"], SMALL)["ML-RLB"]
    finally:
        unregister_multilabel("test_two_faced")
    assert v.verdict == "unknown" and "not decided exactly" in v.detail


def test_a_float64_near_tie_is_undecided_never_agreement():
    # mean(z) + 1e-10·z[0, 0] depends on which label is first: not label-permutation invariant, by 1e-10.
    # Its exact run (a float constant times Fractions) disagrees with its float64 code, so pairs are
    # compared in float64, where 1e-10 lies inside the rounding margin: neither "holds" nor "fails".
    def tilted(t, z):
        z = np.asarray(z, dtype=float)
        return mean_over(mean_over(z, -1), -1) + 1e-10 * z[..., 0, 0]
    register_multilabel("test_tilted", tilted, source="test")
    try:
        v = check_multilabel("test_tilted", ["ML-LPI"], SMALL)["ML-LPI"]
    finally:
        unregister_multilabel("test_tilted")
    assert v.verdict == "unknown" and "not counted as agreement" in v.detail


def test_a_metric_that_raises_gives_error_cells():
    def broken(t, z):
        raise RuntimeError("boom")
    register_multilabel("test_broken", broken, source="test")
    try:
        verdicts = check_multilabel("test_broken", ["ML-DUP", "ML-RLB"], SMALL)
    finally:
        unregister_multilabel("test_broken")
    assert {v.verdict for v in verdicts.values()} == {"error"} and "RuntimeError: boom" in verdicts["ML-DUP"].detail


def test_the_command_is_byte_identical_for_one_seed(capsys):
    argv = ["multilabel", "--metrics", "hamming_loss,jaccard", "--bound", "2,1", "--pairs", "20", "--format", "json"]
    assert main(argv) == 0
    first = capsys.readouterr().out
    assert main(argv) == 0
    assert capsys.readouterr().out == first
    assert json.loads(first)["metrics"]["hamming_loss"]["ML-RLB"]["verdict"] == "fails"
    assert main(["multilabel", "--metrics", "jacard"]) == 2
    assert "Did you mean: jaccard" in capsys.readouterr().err


@pytest.mark.parametrize("name", [m.name for m in multilabel_metrics()])
def test_scores_read_from_the_table_are_the_metrics_own(name):
    """The exhaustive stage reads each pair's score from one table of every pair of its shape; read back for
    random pairs (and for pairs of a shape beyond the bound, scored directly) it is the metric's own value."""
    metric = get_multilabel(name)
    scores = ScoreTable.of(metric, MultilabelSpace(bound=(2, 3)))
    rng = np.random.default_rng(1)
    for shape in ((2, 3), (1, 2), (3, 3)):
        t, z = (rng.random((2, 50, *shape)) < 0.5).astype(np.int64)
        np.testing.assert_array_equal(scores(t, z), np.asarray(metric(t, z), dtype=float))
