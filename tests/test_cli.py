"""The axiometrics command and the renderers: formats, exit codes, the CI gate."""

import copy
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from reports import assert_properties, render
from reports.cli import main


def run(*args, cwd=None):
    proc = subprocess.run([sys.executable, "-m", "reports.cli", *args], capture_output=True, text=True, cwd=cwd)
    return proc.returncode, proc.stdout, proc.stderr


# A small fixed report, written by hand, to pin every format's exact output (the headers: each
# property's id and registered name).
# good_metric PI is proved for every n (unmarked), its PV only for the class counts checked (†);
# odd_metric PI held at n = 2 and is refuted for every n ≥ 3.
CELL_HOLDS = {"verdict": "holds", "evidence": {"kind": "proof", "method": "m"}, "detail": "d", "counterexample": None,
              "per_n": {}, "after_calibration": None}
EVERY_N = {"verdict": "holds", "from": 2, "evidence": {"kind": "proof", "method": "m"}, "detail": "d",
           "counterexample": None}
FIXED = {
    "axiometrics": "0",
    "settings": {"properties": ["PI", "PV"], "classes": [2, 3]},
    "metrics": {
        "good_metric": {
            "PI": {**CELL_HOLDS, "every_n": EVERY_N},
            "PV": {**CELL_HOLDS, "baseline": "1/n", "strength": "strict"},
        },
        "odd_metric": {
            "PI": {
                "verdict": "fails",
                "evidence": {"kind": "counterexample", "method": "m"},
                "detail": "worse",
                "counterexample": {"before": [[1, 0], [0, 1]], "after": [[1, 1], [0, 1]], "cell": [0, 1],
                                   "values": ["1/2", "2/3"]},
                "per_n": {"2": "holds", "3": "fails"},
                "every_n": {**EVERY_N, "verdict": "fails", "from": 3,
                            "evidence": {"kind": "counterexample", "method": "m"}},
                "after_calibration": {**CELL_HOLDS,
                                      "evidence": {"kind": "search", "method": "m", "budget": {"random_matrices": 5}}},
            },
            "PV": {**CELL_HOLDS, "verdict": "unknown", "baseline": None, "strength": None},
        },
    },
}

EXPECTED = {
    # CSV, for programs: one row per metric and property, in words; the scope of good_metric's PV is the class
    # counts checked (no every-n verdict), odd_metric's PI fails for every n >= 3 and its calibrated variant
    # holds by search
    "csv": (
        "metric,property,verdict,evidence,scope,values,calibrated_verdict,calibrated_evidence,detail,decided_for\n"
        "good_metric,PI,holds,proof,every n >= 2,,,,d,metric\n"
        "good_metric,PV,holds,proof,\"n = 2, 3\",baseline=1/n; strength=strict,,,d,metric\n"
        "odd_metric,PI,fails,counterexample,every n >= 3,,holds,search,worse,metric\n"
        "odd_metric,PV,unknown,proof,,,,,d,metric\n"
    ),
    "plain": (
        "metric       PI monotonicity    PV chance correction\n"
        "good_metric  ✓                  ✓†: 1/n, strict\n"
        "odd_metric   ✗ (n ≥ 3) (✓*†)    ?\n"
    ),
    "markdown": (
        "| metric      | PI monotonicity   | PV chance correction   |\n"
        "|-------------|-------------------|------------------------|\n"
        "| good_metric | ✓                 | ✓†: 1/n, strict        |\n"
        "| odd_metric  | ✗ (n ≥ 3) (✓*†)   | ?                      |\n"
    ),
    "latex": (
        "% \\usepackage{booktabs,amssymb}; \\newcommand{\\cmark}{$\\checkmark$}; \\newcommand{\\xmark}{$\\times$}\n"
        "\\begin{tabular}{lcc}\n"
        "\\toprule\n"
        "metric & PI monotonicity & PV chance correction \\\\\n"
        "\\midrule\n"
        "good\\_metric & \\cmark{} & \\cmark{}\\textsuperscript{\\dag}: 1/n, strict \\\\\n"
        "odd\\_metric & \\xmark{} (n $\\geq$ 3) (\\cmark{}$^{*}$\\textsuperscript{\\dag}) & ? \\\\\n"
        "\\bottomrule\n"
        "\\end{tabular}\n"
    ),
    "html": (
        "<table>\n<thead>\n<tr><th>metric     </th><th>PI monotonicity  </th><th>PV chance correction  </th></tr>\n"
        "</thead>\n<tbody>\n<tr><td>good_metric</td><td>✓                </td><td>✓†: 1/n, strict       </td></tr>\n"
        "<tr><td>odd_metric </td><td>✗ (n ≥ 3) (✓*†)  </td><td>?                     </td></tr>\n</tbody>\n</table>\n"
    ),
}


@pytest.mark.parametrize("fmt", sorted(EXPECTED))
def test_exact_output_of_each_format(fmt):
    out = render(FIXED, fmt)
    assert out.startswith(EXPECTED[fmt])


def test_text_formats_end_with_legend_and_pasteable_counterexample():
    out = render(FIXED, "plain")
    assert "not refuted" in out and "not proved" in out
    assert "metric 'odd_metric' is not registered" in out  # no line that would fail when pasted
    registered = copy.deepcopy({**FIXED, "metrics": {"accuracy": FIXED["metrics"]["odd_metric"]}})  # FIXED unchanged
    cell = registered["metrics"]["accuracy"]["PI"]
    for verified, call in (("exact", "m.exact"), ("float64", "m")):
        cell["counterexample"] = {**cell["counterexample"], "verified": verified}
        line = f"m = metrics.get('accuracy'); {call}([[1, 0], [0, 1]]), {call}([[1, 1], [0, 1]])"
        assert line in render(registered, "plain")


USER_ACCURACY = """
import numpy as np
import metrics


def my_accuracy(m):
    m = np.asarray(m, dtype=float)
    return np.trace(m, axis1=-2, axis2=-1) / m.sum(axis=(-2, -1))


metrics.register("my_accuracy", numeric=my_accuracy)
"""


def test_the_reproducer_line_of_a_user_file_s_metric_runs_and_prints_the_reported_values(tmp_path, capsys):
    """Accuracy fails PIV (Opitz 2024 Table 5). The metric lives in the user's file only, so the line that
    recomputes its counterexample must load that file; pasted into a fresh interpreter it prints the values shown."""
    user = tmp_path / "my_metrics.py"
    user.write_text(USER_ACCURACY)
    assert main(["check", str(user), "--properties", "PIV", "--classes", "2", "--format", "plain", "--quiet",
                 "--jobs", "1", "--no-cache", "--no-identify"]) == 0
    lines = capsys.readouterr().out.splitlines()
    at = next(i for i, line in enumerate(lines) if line.strip().startswith(">>> import runpy, metrics"))
    code, shown = lines[at].strip()[4:], lines[at + 1].strip()
    assert f"or [runpy.run_path({str(user)!r})]" in code  # bound: pasted, the interpreter would echo the file's globals
    head, calls = code.rsplit("; ", 1)  # the last statement is the expression the interpreter would echo
    # pasted twice in one session (a user re-runs it): the file is loaded once, not registered again
    pasted = subprocess.run([sys.executable, "-c", f"{head}; {head}; print(({calls}))"], capture_output=True,
                            text=True, cwd=tmp_path, timeout=120)
    assert pasted.returncode == 0, pasted.stderr
    assert pasted.stdout.strip() == shown


def _pasted(line, cwd):
    """What the interpreter echoes for a pasted reproducer line (its last statement is the expression)."""
    head, calls = line.strip()[4:].rsplit("; ", 1)
    done = subprocess.run([sys.executable, "-c", f"{head}; print(({calls}))"], capture_output=True, text=True, cwd=cwd,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_the_reproducer_of_a_labels_metric_decided_through_its_form_recomputes_the_forms_values(tmp_path, capsys):
    """scikit-learn's macro F1 on labels has no exact value (its code counts items in floats); it is decided through
    the form identified from it, and its line recomputed with .exact on the code raised NotImplementedError (review
    15a). Macro F1 fails PIV (Opitz 2024 Table 5): the line registers the form and prints the values shown."""
    user = tmp_path / "sk.py"
    user.write_text("from functools import partial\nfrom sklearn.metrics import f1_score\nimport metrics\n"
                    "metrics.register('u_sk_macro_f1', labels=partial(f1_score, average='macro', zero_division=0))\n")
    assert main(["check", str(user), "--properties", "PIV", "--classes", "2", "--format", "plain", "--quiet",
                 "--jobs", "1", "--no-cache"]) == 0
    lines = capsys.readouterr().out.splitlines()
    at = next(i for i, line in enumerate(lines) if "u_sk_macro_f1_form" in line and ">>>" in line)
    assert _pasted(lines[at], tmp_path) == lines[at + 1].strip()


def test_the_reproducer_of_a_calibrated_row_uses_calibrated(tmp_path, capsys):
    """With --calibrated-rows the row mcc~ (MCC fails PI from n = 3, Opitz 2024 Table 5, and so does its calibrated
    variant) printed 'not registered' instead of a line (review 15a)."""
    assert main(["table", "--metrics", "mcc", "--properties", "PI", "--classes", "3", "--calibrated-rows",
                 "--format", "plain", "--quiet", "--jobs", "1", "--no-cache"]) == 0
    lines = capsys.readouterr().out.splitlines()
    at = next(i for i, line in enumerate(lines) if "metrics.get('mcc').calibrated" in line)
    assert _pasted(lines[at], tmp_path) == lines[at + 1].strip()
    # the row mcc~ and the mark beside mcc are one cell: its counterexample is printed once (review 17b, F4)
    assert sum(line.startswith("mcc~ PI:") for line in lines) == 1


def test_json_round_trips():
    assert json.loads(render(FIXED, "json")) == FIXED


def test_unknown_format_is_an_error_listing_the_valid_ones(capsys):
    assert main(["table", "--metrics", "accuracy", "--format", "excel"]) == 2
    err = capsys.readouterr().err
    assert "format='excel'" in err and "markdown" in err and "latex" in err


def test_json_contract_from_the_command(capsys):
    code = main(["table", "--metrics", "macro_recall", "--properties", "PIII,PV", "--classes", "2", "--format", "json",
                 "--quiet"])
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report) == {"schema_version", "axiometrics", "settings", "metrics"}
    assert report["settings"]["seed"] == 0 and report["settings"]["classes"] == [2]
    cell = report["metrics"]["macro_recall"]["PV"]
    assert {"verdict", "evidence", "detail", "counterexample", "after_calibration", "baseline", "strength"} <= set(cell)
    # one class count checked, but the lemma proves ω(n) = 1/n for every n: Opitz's Table 5 cell "✓: 1/n, strict"
    assert (cell["baseline"], cell["strength"]) == ("1/n", "strict")
    assert report["metrics"]["macro_recall"]["PIII"]["p"] == 1


@pytest.mark.parametrize(
    "content, message",
    [
        (None, "no such file"),
        ("def broken(:\n", "syntax error"),
        ("x = 1\n", "registered no metric"),
        ("raise ValueError('nope')\n", "ValueError: nope"),
    ],
)
def test_bad_input_files_exit_2_with_one_line(tmp_path, content, message):
    path = tmp_path / "user_metrics.py"
    if content is not None:
        path.write_text(content)
    code, out, err = run("check", str(path), "--quiet")
    assert code == 2 and message in err and "Traceback" not in err and out == ""


@pytest.mark.parametrize("kind, words", [("folder", "is a folder"), ("fifo", "is not a regular file")])
def test_a_py_path_that_is_no_file_says_what_it_is(tmp_path, kind, words):
    """A folder or a named pipe called x.py read 'no such file', which it is not."""
    path = tmp_path / "x.py"
    path.mkdir() if kind == "folder" else os.mkfifo(path)
    code, out, err = run("check", str(path), "--quiet")
    assert code == 2 and f"'{path}' {words}" in err and "no such file" not in err and out == "", err


def _check_file(tmp_path, source, *args):
    """``axiometrics check`` of a users' file holding ``source`` (dedented), with ``args``."""
    path = tmp_path / "user_metrics.py"
    path.write_text(textwrap.dedent(source))
    return run("check", str(path), *args)


def test_an_error_whose_message_has_newlines_is_one_item_of_the_errors_list(tmp_path):
    """An exception message with newlines broke the markdown Errors list: its second line was outside the item."""
    code, out, err = _check_file(tmp_path, """
        import metrics

        def boom(m):
            raise ValueError("first line\\nsecond line")

        metrics.register("user_multiline", numeric=boom)
    """, "--properties", "PIV", "--classes", "2", "--quiet")
    errors = out.split("Errors:\n", 1)[1].split("\n\n", 1)[0].splitlines()
    assert len(errors) == 1 and errors[0].startswith("- user_multiline (PIV): error: "), out
    assert "first line second line" in errors[0], errors


def test_a_raising_metric_gets_error_verdicts_and_the_rest_is_reported(tmp_path):
    code, out, err = _check_file(tmp_path, """
        import metrics

        def boom(m):
            raise ZeroDivisionError("kaboom")

        metrics.register("user_boom", numeric=boom)
        metrics.register("user_recall", numeric=metrics.get("macro_recall").numeric)
    """, "--properties", "PIV", "--classes", "2", "--format", "json", "--quiet")
    assert code == 0, err
    report = json.loads(out)
    assert report["metrics"]["user_boom"]["PIV"]["verdict"] == "error"
    assert "kaboom" in report["metrics"]["user_boom"]["PIV"]["detail"]
    assert report["metrics"]["user_recall"]["PIV"]["verdict"] == "holds"


def test_ci_gate_detects_a_changed_definition(tmp_path):
    user = tmp_path / "mine.py"
    baseline = tmp_path / "baseline.json"
    recall_version = 'import metrics\nmetrics.register("my_macro", numeric=metrics.get("macro_recall").numeric)\n'
    user.write_text(recall_version)
    args = ["--properties", "PIV", "--classes", "2", "--quiet", "--format", "csv"]
    assert run("check", str(user), *args, "--write-expect", str(baseline))[0] == 0
    assert run("check", str(user), *args, "--expect", str(baseline))[0] == 0
    user.write_text(recall_version.replace("macro_recall", "macro_precision"))
    code, _, err = run("check", str(user), *args, "--expect", str(baseline))
    assert code == 1 and "my_macro PIV" in err
    user.write_text(recall_version)
    assert run("check", str(user), *args, "--expect", str(baseline))[0] == 0


def test_assert_properties_helper():
    assert_properties("macro_recall", {"PIV": "holds"}, classes=(2,))
    with pytest.raises(AssertionError, match="PIV: expected 'holds', got 'fails'"):
        assert_properties("macro_precision", {"PIV": "holds"}, classes=(2,))


def test_table_shows_html_in_notebooks():
    from reports import Table

    shown = Table(FIXED)._repr_html_()
    assert shown.startswith("<table>") and "<th>PI" in shown
    assert "Counterexamples" in shown and "odd_metric" in shown
    assert str(Table(FIXED)).startswith(EXPECTED["plain"])


def test_paper_sebastiani2015_regenerates_his_findings(tmp_path, monkeypatch):
    monkeypatch.setenv("AXIOMETRICS_CACHE", "on")  # the paper command keeps its verdicts in the cache, as table does
    monkeypatch.setenv("AXIOMETRICS_CACHE_DIR", str(tmp_path / "cache"))
    code, out, err = run("paper", "sebastiani2015", "--quiet", "--jobs", "1")
    assert code == 0, err
    assert list((tmp_path / "cache").glob("*.axiometrics.json")), "the paper command wrote nothing to the verdict cache"
    assert run("paper", "sebastiani2015", "--quiet", "--jobs", "1")[1] == out  # from the cache: the same text
    rows = {line.split("|")[1].strip(): line for line in out.splitlines() if line.startswith("| ") and "[" in line}
    f1 = rows["F1 [f1, n=2]"]
    assert f1.count("✗ → agree") == 7  # MON CON SDE WDE CHA IMB SYM, as the paper states
    assert rows["K [sebastiani_k, n=2]"].count("✓ → agree") == 8
    assert not any("MISSED" in line for line in rows.values())
    committed = Path(__file__).resolve().parent.parent / "docs" / "tables" / "sebastiani2015_vs_paper.md"
    assert out == committed.read_text(encoding="utf-8"), (
        f"{committed.name} is not what `axiometrics paper sebastiani2015` prints: regenerate it")


@pytest.mark.slow
def test_the_committed_opitz_comparison_is_what_the_paper_command_prints():
    code, out, err = run("paper", "opitz2024", "--quiet", "--jobs", "1")
    assert code == 0, err
    committed = Path(__file__).resolve().parent.parent / "docs" / "tables" / "opitz2024_vs_paper.md"
    assert out == committed.read_text(encoding="utf-8"), (
        f"{committed.name} is not what `axiometrics paper opitz2024` prints: regenerate it")


def test_unknown_paper_is_a_usage_error():
    code, _, err = run("paper", "smith1999")
    assert code == 2 and "opitz2024" in err and "sebastiani2015" in err


def test_a_pasteable_line_quotes_the_metric_name_as_python(monkeypatch):
    # issue 18 item 18: a name holding '"' must not become code in the >>> line. Parsing the
    # printed line must give exactly one call metrics.get(<the name as a string literal>).
    import ast

    import metrics

    name = 'u_q"); import os; os.system("true'
    registered = metrics.get
    monkeypatch.setattr(metrics, "get", lambda n: object() if n == name else registered(n))
    report = {**FIXED, "metrics": {name: FIXED["metrics"]["odd_metric"]}}
    line = next(x for x in render(report, "plain").splitlines() if x.strip().startswith(">>>"))
    tree = ast.parse(line.strip()[len(">>> "):])
    assert not any(isinstance(node, ast.Import) and node.names[0].name == "os" for node in ast.walk(tree))
    gets = [node for node in ast.walk(tree) if isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "get"]
    assert [ast.literal_eval(call.args[0]) for call in gets] == [name]
