"""LaTeX escaping, legend and standalone documents; ``Table.to_frame``; the paper comparison's wording."""

import shutil
import subprocess

import pandas as pd
import pytest

from metrics.errors import UsageError
from reports import FORMATS, Table, build_report, render
from reports.cli import main
from reports.paper import _compare_cell
from reports.render import latex_escape

PROOF = {"kind": "proof", "method": "m"}
SEARCH = {"kind": "search", "method": "m", "budget": {"random_matrices": 5}}


def cell(verdict="holds", evidence=PROOF, calibrated=None, **extra):
    """A report cell; a proved ✓ or ✗ is proved for every n (unmarked), a search only for the n checked (†)."""
    decided = verdict in ("holds", "fails") and evidence is PROOF
    every = ({"verdict": verdict, "from": 2, "evidence": PROOF, "detail": "d", "counterexample": None}
             if decided else None)
    return {"verdict": verdict, "evidence": evidence, "detail": "d", "counterexample": None, "per_n": {},
            "every_n": every, "after_calibration": calibrated, **extra}


REPORT = {
    "axiometrics": "0",
    "settings": {"properties": ["PI", "PIV"]},
    "metrics": {
        "odd&name_%$#^{}~\\": {"PI": cell(), "PIV": cell("fails", calibrated=cell(evidence=SEARCH))},
        "plain": {"PI": cell(evidence=SEARCH), "PIV": cell("unknown", {"kind": "none", "method": "m"})},
    },
}


@pytest.mark.parametrize(
    "char, tex",
    # tabulate's LaTeX escape rules, written out
    [("&", r"\&"), ("%", r"\%"), ("$", r"\$"), ("#", r"\#"), ("_", r"\_"), ("^", r"\^{}"), ("{", r"\{"), ("}", r"\}"),
     ("~", r"\textasciitilde{}"), ("\\", r"\textbackslash{}")],
)
def test_every_special_character_is_escaped(char, tex):
    assert latex_escape(f"a{char}b") == f"a{tex}b"


def test_latex_rows_are_escaped_and_the_legend_is_a_footnote():
    out = render(REPORT, "latex")
    assert (r"odd\&name\_\%\$\#\^{}\{\}\textasciitilde{}\textbackslash{} & \cmark{} & \xmark{} "
            r"(\cmark{}$^{*}$\textsuperscript{\dag}) \\" in out)
    assert r"plain & \cmark{}$^{*}$\textsuperscript{\dag} & ? \\" in out
    assert r"\par\smallskip{\footnotesize \cmark{} holds, \xmark{} fails" in out and "not refuted" in out


def test_standalone_is_a_whole_document():
    out = render(REPORT, "latex", standalone=True)
    assert out.startswith("\\documentclass{article}\n") and out.endswith("\\end{document}\n")
    assert "\\newcommand{\\cmark}" in out and "\\begin{tabular}{lcc}" in out
    with pytest.raises(UsageError, match="standalone output is for format='latex' only"):
        render(REPORT, "markdown", standalone=True)


@pytest.mark.skipif(shutil.which("pdflatex") is None, reason="pdflatex is not installed")
def test_standalone_document_compiles(tmp_path):
    tex = tmp_path / "table.tex"
    assert main(["table", "--metrics", "macro_recall,macro_precision", "--properties", "PIV", "--classes", "2",
                 "--calibrated-rows", "--format", "latex", "--standalone", "--output", str(tex), "--quiet",
                 "--jobs", "1"]) == 0
    proc = subprocess.run(["pdflatex", "-interaction=nonstopmode", "-halt-on-error", tex.name], cwd=tmp_path,
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout[-2000:]
    assert (tmp_path / "table.pdf").stat().st_size > 0


def test_cli_standalone_writes_a_document(tmp_path):
    out = tmp_path / "t.tex"
    args = ["table", "--metrics", "macro_recall", "--properties", "PIV", "--classes", "2", "--quiet", "--jobs", "1",
            "--output", str(out)]
    assert main([*args, "--format", "latex", "--standalone"]) == 0
    assert out.read_text().startswith("\\documentclass{article}")
    assert main([*args, "--format", "csv", "--standalone"]) == 2


@pytest.mark.parametrize("fmt", FORMATS.values(), ids=lambda f: f.name)
def test_without_format_the_output_file_s_extension_chooses_it(tmp_path, fmt):
    out = tmp_path / f"report{fmt.extension}"
    args = ["table", "--metrics", "macro_recall", "--properties", "PIV", "--classes", "2", "--quiet", "--jobs", "1",
            "--no-cache"]
    assert main([*args, "--output", str(out)]) == 0
    assert out.read_text(encoding="utf-8") == render(build_report(["macro_recall"], ["PIV"], classes=(2,)), fmt.name)


def test_an_output_file_of_no_format_s_extension_gets_markdown(tmp_path):
    out = tmp_path / "report.out"
    assert main(["table", "--metrics", "macro_recall", "--properties", "PIV", "--classes", "2", "--quiet",
                 "--jobs", "1", "--no-cache", "--output", str(out)]) == 0
    assert out.read_text(encoding="utf-8").startswith("| metric ")


def test_to_frame_is_long_format():
    frame = Table(REPORT).to_frame()
    assert isinstance(frame, pd.DataFrame) and len(frame) == 4  # 2 metrics x 2 properties
    row = frame[(frame.metric == "odd&name_%$#^{}~\\") & (frame.property == "PIV")].iloc[0]
    assert (row.mark, row.verdict, row.evidence, row.calibrated_verdict) == ("✗ (✓*†)", "fails", "proof", "holds")
    assert frame[frame.metric == "plain"].verdict.tolist() == ["holds", "unknown"]


def test_a_mark_the_paper_leaves_open_is_settled_only_by_a_proof():
    """Sebastiani marks IMB '?' for DOR and LAM%; the engine's ✗ there is a proof (review 19b F2): the row said
    '? → ✗†' with no status, though the legend promises one wherever the marks differ."""
    settled = cell("fails")
    assert _compare_cell("IMB", settled, "?") == ("settled", settled)
    assert _compare_cell("IMB", cell(evidence=SEARCH), "?") == ("open", None)
    assert _compare_cell("IMB", cell(), None) == ("—", None)


def test_paper_comparison_says_agrees_not_proved_for_a_search():
    assert _compare_cell("PI", cell(), "✓") == ("agree", None)
    assert _compare_cell("PI", cell(evidence=SEARCH), "✓") == ("agrees, not proved†", None)
    assert (_compare_cell("PIV", cell("fails", calibrated=cell(evidence=SEARCH)), "✗ (✓)")
            == ("agrees, not proved†", None))
