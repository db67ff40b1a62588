"""``reports.recommend`` / ``axiometrics recommend``: which metrics have the required properties.

The facts asserted are Opitz (TACL 2024) Table 5's (PIV = prevalence invariance: the score does
not change when a true class's column is scaled by λ > 0; PV = chance correction, its strength)
and hand derivations written next to them; every counterexample is re-evaluated with
scikit-learn (an independent implementation), never compared with our own output.
"""

import json
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
import sklearn.metrics as skm

from metrics.errors import UsageError
from reports import recommend
from reports.cli import main
from reports.paper import source_verdicts, source_verdicts_table
from reports.published import SOURCES, PublishedSource
from reports.recommend import parse_requirements

CANDIDATES = ["accuracy", "macro_recall", "balanced_accuracy", "mcc", "cohen_kappa", "macro_f1"]


@pytest.fixture(scope="module")
def piv_pv():
    return recommend("PIV,PV", metrics=CANDIDATES, classes=(2, 3), families=False)


def _labels(m):
    """``(y_true, y_pred)`` of a confusion matrix with rows = predictions, columns = truth."""
    m = np.asarray(m, dtype=int)
    pairs = [(j, i) for i in range(len(m)) for j in range(len(m)) for _ in range(m[i, j])]
    return [t for t, _ in pairs], [p for _, p in pairs]


# scikit-learn's versions of the rejected metrics, on a matrix with rows = predictions
SKLEARN = {
    "mcc": lambda t, p, n: skm.matthews_corrcoef(t, p),
    "cohen_kappa": lambda t, p, n: skm.cohen_kappa_score(t, p, labels=list(range(n))),
    "macro_f1": lambda t, p, n: skm.f1_score(t, p, labels=list(range(n)), average="macro", zero_division=0),
    "accuracy": lambda t, p, n: skm.accuracy_score(t, p),
}


def _value(text):
    """A recorded exact value ``'-1/2'`` or ``'-sqrt(6)/6 (≈ -0.408248)'`` as a float."""
    exact = text.split(" (≈")[0]
    return float(Fraction(exact)) if "sqrt" not in exact else float(text.split("≈ ")[1].rstrip(")"))


def test_requirements_that_are_no_property_ids_are_a_usage_error():
    for require in (None, 3, ["PIV", 2]):  # None used to raise a bare TypeError from inside the parser
        with pytest.raises(UsageError, match="must be property ids"):
            recommend(require)


def test_macro_recall_and_balanced_accuracy_are_recommended_with_proofs(piv_pv):
    # Opitz Table 5: macR has PIV ✓ and PV "✓: 1/n, strict"; balanced accuracy is macR (Vickers)
    assert set(piv_pv.names()) == {"macro_recall", "balanced_accuracy"}
    for candidate in piv_pv.recommended:
        assert candidate.tier == 0, candidate.name  # proved for every number of classes (Lemma V1, the PV formula)
        for pid in ("PIV", "PV"):
            assert candidate.cells[pid]["verdict"] == "holds"
            assert candidate.cells[pid]["evidence"]["kind"] == "proof"
        assert candidate.cells["PV"]["baseline"] == "1/n"


@pytest.mark.parametrize("name", ["mcc", "cohen_kappa", "macro_f1", "accuracy"])
def test_popular_metrics_are_rejected_with_the_property_they_fail_and_a_counterexample_that_rechecks(piv_pv, name):
    # Why PIV fails, by hand (Opitz Table 5 marks all four "✗ (✓)" for PIV):
    # - kappa on m = [[0, 1], [1, 0]] (all wrong): p_o = 0, p_e = (1·1 + 1·1)/4 = 1/2, κ = -1; scaling the
    #   second true class by 2, [[0, 2], [1, 0]]: p_e = (2·1 + 1·2)/9 = 4/9, κ = (0 - 4/9)/(5/9) = -4/5 ≠ -1;
    # - MCC and macro F1 read the predicted counts, which a column scaling changes in a non-homogeneous
    #   way; accuracy = Σ m_ii / N weights the diagonal cells by the prevalences.
    # Each is chance-corrected or not, but PIV (checked first) already rules it out.
    rejection = piv_pv.rejection(name)
    assert rejection is not None and rejection.requirement == "PIV"
    cell = rejection.cell
    assert cell["verdict"] == "fails" and cell["evidence"]["kind"] == "counterexample"
    ce = cell["counterexample"]
    assert ce["verified"] == "exact"
    before, after = np.array(ce["before"]), np.array(ce["after"])
    assert (after == before * np.array(ce["lambda"])[None, :]).all()  # a true-class column scaled by λ: PIV's premise
    n = len(before)
    theirs = [SKLEARN[name](*_labels(m), n) for m in (before, after)]
    assert theirs[0] != pytest.approx(theirs[1], abs=1e-9)  # the score changed: PIV refuted, independently
    assert theirs == pytest.approx([_value(v) for v in ce["values"]], abs=1e-6)


def test_kappa_hand_counterexample_of_piv():
    # the hand derivation above, as scikit-learn computes it: -1 -> -4/5
    assert skm.cohen_kappa_score(*_labels([[0, 1], [1, 0]])) == pytest.approx(-1)
    assert skm.cohen_kappa_score(*_labels([[0, 2], [1, 0]])) == pytest.approx(-4 / 5)


def test_a_required_value_rejects_a_weaker_one():
    # Opitz Table 5, PV: macR "✓: 1/n, strict", GmacR "✓: 1/n" (bounded, not strict): the geometric
    # mean of recalls is 0 for a random classifier that never predicts some class, 1/n for the uniform one
    result = recommend("PV:strict", metrics=["macro_recall", "macro_recall_geometric"], classes=(2,), families=False)
    assert result.names() == ["macro_recall"]
    rejection = result.rejection("macro_recall_geometric")
    assert rejection.requirement == "PV:strict"
    assert rejection.cell["verdict"] == "holds" and rejection.cell["strength"] == "bounded"


@pytest.mark.parametrize("wanted", ["1/n", "n**-1", "1 / n"])
def test_a_required_baseline_is_a_number_at_each_class_count_checked(wanted):
    # macro recall scores (1/n) Σ_j z_j p_j / p_j = 1/n on every random classifier m = z pᵀ: at n = 3 its cell shows
    # 1/3, which is 1/n there, however the requirement spells it; accuracy's PV fails (Opitz Table 5)
    result = recommend(f"PV:{wanted}", metrics=["macro_recall", "accuracy"], classes=(3,), families=False)
    assert result.names() == ["macro_recall"]
    # 1/2 is not 1/n at n = 3
    assert recommend("PV:1/2", metrics=["macro_recall"], classes=(3,), families=False).names() == []


def test_a_cell_that_holds_without_the_value_required_is_undecided_not_rejected():
    """NIT = 2^(MI − log2 n) with MI the predictions' mutual information with the truth: a random classifier
    m = s z pᵀ has P_ij = P_i· P_·j, so MI = 0 and NIT = 1/n, 1/2 at n = 2 (Vickers et al.). Its PV cell holds from a
    search and records no baseline, so it neither meets nor fails PV:1/2 (review 14b: it was "rejected"); macro recall
    shows 1/n, 1/2 at n = 2, and the answer says the verdict, not the value, is what holds for every n."""
    result = recommend("PV:1/2", metrics=["macro_recall", "nit"], classes=(2,), families=False)
    assert result.names() == ["macro_recall"] and result.rejection("nit") is None and "nit" in result.undecided
    assert result.as_dict()["answer"].startswith(
        "Report macro_recall: it has PV (chance correction): 1/2 at n = 2 (its verdict is proved for every n)")


def test_family_members_are_candidates():
    # the power mean of recalls with p = 2 reads only the recalls c_i / t_i: PIV holds (Opitz Eq. 4 family)
    result = recommend("PIV", metrics=[], classes=(2,), families={"macro_recall_mean": {"p": "2"}})
    assert result.names() == ["macro_recall_p2"]
    assert result.recommended[0].origin == "family macro_recall_mean (p=2)"


def test_bad_requirements_are_usage_errors_that_say_what_is_accepted():
    with pytest.raises(UsageError, match="unknown require NOPE. Accepted: PI, PII"):
        parse_requirements("PIV,NOPE", "require")
    with pytest.raises(UsageError, match="PIV takes no value .* properties that take one: .*PV"):
        parse_requirements("PIV:strict", "require")
    with pytest.raises(UsageError, match="empty value"):
        parse_requirements("PV:", "require")
    with pytest.raises(UsageError, match="asks for a value no cell can show"):  # sympy reads 1/0 as complex infinity
        parse_requirements("PV:1/0", "require")


def test_the_command_prints_the_recommendation_as_json(capsys):
    code = main(["recommend", "--require", "PIV", "--metrics", "accuracy,macro_recall", "--classes", "2",
                 "--no-families", "--format", "json", "--jobs", "1", "--no-cache", "--quiet"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    assert [c["name"] for c in out["recommended"]] == ["macro_recall"]
    assert [(r["name"], r["fails"]) for r in out["rejected"]] == [("accuracy", "PIV")]


def test_a_source_is_one_data_entry_and_its_verdicts_are_listed_beside_the_engines():
    # a made-up source stating two verdicts Opitz's Table 5 also states (PIV: accuracy ✗ (✓), macro recall ✓)
    # and one it gets wrong on purpose (macro precision ✓; Opitz: ✗ (✓)); n = 2 only, to stay quick
    source = PublishedSource("toy", "A toy source", "toy row", {"PIV": "prevalence invariance"},
                             (("Acc", "accuracy", 2, {"PIV": "✗"}), ("macR", "macro_recall", 2, {"PIV": "✓"}),
                              ("macP", "macro_precision", 2, {"PIV": "✓"}), ("K", "cohen_kappa", 2, {})))
    records = source_verdicts(["PIV"], [source])
    rows = {r["metric"]: r for r in records}
    assert rows["accuracy"]["stated"] == "✗" and rows["accuracy"]["status"].startswith("agree")
    assert rows["macro_recall"]["status"].startswith("agree")
    assert rows["macro_precision"]["status"] == "differs"  # refuted by an exact counterexample, not MISSED
    assert rows["cohen_kappa"]["stated"] is None and rows["cohen_kappa"]["status"] == "—"
    assert {r["source"] for r in records} == {"A toy source"} and rows["accuracy"]["classes"] == [2]
    assert "| A toy source | Acc [accuracy, n = 2]" in source_verdicts_table("PIV", records=records)
    assert source_verdicts(["MON"], [source]) == []  # the source does not discuss MON


def test_preferences_order_the_recommended_metrics():
    # both are prevalence invariant (Opitz Table 5, PIV ✓); only macR's chance correction is strict
    # (PV "✓: 1/n, strict" vs GmacR's "✓: 1/n"), so preferring PV:strict puts macR first though named last
    result = recommend("PIV", prefer="PV:strict", metrics=["macro_recall_geometric", "macro_recall"], classes=(2,),
                       families=False)
    assert result.names() == ["macro_recall", "macro_recall_geometric"]
    assert result.recommended[0].preferred == {"PV:strict": True} and result.recommended[1].preferred == {}


def test_the_published_verdicts_document_shows_every_stated_verdict_of_the_sources():
    # docs/tables/published_verdicts.md is generated by reports.paper.published_verdicts_document();
    # every verdict a source states (reports.published.SOURCES, transcribed from the papers) is in it
    text = (Path(__file__).resolve().parent.parent / "docs" / "tables" / "published_verdicts.md").read_text(
        encoding="utf-8")
    sections = {part.split(":")[0]: part for part in text.split("\n## ")[1:]}
    for source in SOURCES.values():
        for label, metric, _, stated in source.rows:
            for pid, mark in stated.items():
                cells = [[c.strip() for c in line.strip().strip("|").split("|")] for line in sections[pid].splitlines()
                         if line.startswith("|")]
                rows = [c for c in cells if c[0] == source.citation and c[1].startswith(f"{label} [{metric},")]
                assert rows, f"{source.key} {label} {pid} missing"
                assert {r[2] for r in rows} == {mark if mark != "?" else "—"}, (source.key, label, pid)


USER_FILE = '''
import numpy as np
import metrics

def my_recall(m):
    m = np.asarray(m, dtype=float)
    with np.errstate(all="ignore"):
        return np.mean(np.diagonal(m, axis1=-2, axis2=-1) / m.sum(axis=-2), axis=-1)

metrics.register(name="my_recall", numeric=my_recall)
'''


def test_a_checked_files_metric_is_a_candidate_and_a_search_is_never_called_a_proof(tmp_path, capsys):
    # my_recall is macro recall as a matrix function: scaling true-class column j by λ_j scales m_jj and
    # t_j alike, so PIV holds; the engine identifies it as the macro mean of c/t and proves PIV for that
    # form, which is named as such, never "proved" plainly
    path = tmp_path / "mine.py"
    path.write_text(USER_FILE)
    code = main(["recommend", "--require", "PIV", "--with", str(path), "--metrics", "my_recall,mcc", "--classes", "2",
                 "--no-families", "--format", "json", "--no-cache", "--quiet"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    assert [(c["name"], c["origin"], c["evidence"]) for c in out["recommended"]] == [
        ("my_recall", "checked file", "proved for the form identified from its code")]
    assert out["recommended"][0]["cells"]["PIV"]["evidence"]["identification"]["form"] == "macro mean of recall c/t"
    assert [(r["name"], r["fails"]) for r in out["rejected"]] == [("mcc", "PIV")]


def test_the_answer_names_the_mark_of_each_tier_and_the_property_a_metric_fails(tmp_path, capsys):
    # my_recall is decided for its identified form: its cells carry ⁱ (the legend's * is a search); accuracy's PV
    # fails outright (random classifiers z = p → a vertex score Σ z_k p_k → 1, Opitz Table 5), which is failing
    # PV itself, not only the value strict
    path = tmp_path / "mine.py"
    path.write_text(USER_FILE)
    assert main(["recommend", "--require", "PIV", "--with", str(path), "--metrics", "my_recall", "--classes", "2",
                 "--no-families", "--no-cache", "--quiet"]) == 0
    assert "Recommended, proved for the form identified from its code (marked ⁱ):" in capsys.readouterr().out
    rejection = recommend("PV:strict", metrics=["accuracy"], classes=(2,), families=False).rejection("accuracy")
    assert rejection.requirement == "PV" and rejection.cell["verdict"] == "fails"


def test_recommend_for_five_classes_names_the_properties_leaves_out_binary_metrics_and_answers_in_words(capsys):
    # Opitz (2024) Table 5: macro recall has PI, PIV and PV; accuracy fails PIV; MCC fails PI (from n = 3).
    # F1 and the diagnostic odds ratio are defined for two classes only: no answer for five.
    code = main(["recommend", "--classes", "5", "--require", "PI,PIV,PV", "--metrics",
                 "f1,accuracy,mcc,macro_recall,dor", "--no-families", "--jobs", "1", "--no-cache", "--quiet"])
    out = capsys.readouterr().out
    assert code == 0
    assert out.splitlines()[0] == (
        "Metrics with PI (monotonicity), PIV (prevalence invariance), PV (chance correction) (n = 5)")
    assert "Left out (they cannot serve n = 5): f1 (binary only), dor (binary only)." in out
    # neither recommended nor rejected
    assert not any(line.lstrip().startswith(("f1 ", "dor ")) for line in out.splitlines())
    answer = out.rstrip().splitlines()[-1]
    assert out.rstrip().splitlines()[-2] == "Answer"
    assert answer.startswith(
        "Report macro_recall: it has PI (monotonicity), PIV (prevalence invariance) and PV (chance correction)")
    assert "Avoid accuracy (it fails PIV (prevalence invariance)) and mcc (it fails PI (monotonicity))" in answer


def test_the_json_recommendation_carries_the_answer_and_what_was_left_out():
    rec = recommend("PIV", metrics=["macro_recall", "f1"], classes=(3,), families=False)
    record = rec.as_dict()
    assert record["left_out"] == {"f1": "binary only"} and rec.names() == ["macro_recall"]
    assert record["answer"].startswith("Report macro_recall: it has PIV (prevalence invariance)")


def test_recommend_takes_the_number_of_classes_from_the_labels(tmp_path, capsys):
    # Four distinct labels (cat, dog, bird, fish; blank lines ignored) mean n = 4; F1 is binary only, so left out.
    labels = tmp_path / "y_true.txt"
    labels.write_text("cat\ndog\n\nbird\ncat\nfish\ndog\n", encoding="utf-8")
    args = ["recommend", "--require", "PIV", "--metrics", "f1,macro_recall", "--no-families", "--jobs", "1",
            "--no-cache", "--quiet"]
    assert main([*args, "--labels", str(labels)]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "Metrics with PIV (prevalence invariance) (n = 4)" and "f1 (binary only)" in out
    assert main([*args, "--labels", str(labels), "--classes", "4"]) == 2
    assert "give --classes or --labels, not both" in capsys.readouterr().err
    labels.write_text("cat\ncat\n", encoding="utf-8")
    assert main([*args, "--labels", str(labels)]) == 2
    assert "1 distinct label(s)" in capsys.readouterr().err


def test_an_irrational_required_baseline_is_met(registered):
    # √macR: every random classifier has macro recall 1/n, so it scores 1/√n; at n = 2 the cell shows
    # 'sqrt(2)/2 (≈ 0.707107)', which is 1/sqrt(n) there (the float gloss is not part of the value)
    import sympy
    registered("user_sqrt_macro_recall",
               symbolic=lambda M: sympy.sqrt(sum(M[k, k] / sum(M[:, k]) for k in range(M.shape[0])) / M.shape[0]))
    result = recommend("PV:1/sqrt(n)", metrics=["user_sqrt_macro_recall"], classes=(2, 3), families=False)
    assert result.names() == ["user_sqrt_macro_recall"]
