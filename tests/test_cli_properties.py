"""Properties from users' files (``check FILE.py``, ``--with FILE.py``) and ``axiometrics properties``."""

import itertools
import json
import re
from pathlib import Path

import pytest

import axioms
import metrics
from reports.cli import main

PAGE = (Path(__file__).resolve().parent.parent / "docs" / "guide" / "properties.md").read_text(encoding="utf-8")
SECTION = PAGE[PAGE.index("## Properties beyond the papers, and your own"):]
SECTION = SECTION.split("\n## ", 1)[0]
#: The guide's own example file: the first Python block of the section, as written.
MY_PROPS = re.findall(r"```python\n(.*?)```", SECTION, flags=re.S)[0]
COMMAND = "axiometrics check my_props.py --properties UPPER,TRS"

MY_METRIC = """
import numpy as np
import metrics

def my_recall(m):
    return np.mean(np.diagonal(m, axis1=-2, axis2=-1) / m.sum(axis=-2), axis=-1)   # macro recall: columns are the truth

metrics.register("my_recall", numeric=my_recall)
"""


@pytest.fixture
def run(tmp_path, monkeypatch, capsys):
    """``run(*args) -> (code, stdout, stderr)``: the command, in this process, in ``tmp_path``
    (the users' files are imported by its worker processes only)."""
    monkeypatch.chdir(tmp_path)

    def command(*args):
        code = main(list(args))
        captured = capsys.readouterr()
        return code, captured.out, captured.err

    return command


def marks(markdown):
    """``{metric: {property id: mark}}`` of the property table, the first markdown table of the report
    (counterexamples follow as tables of their own; a header reads "id name")."""
    all_lines = markdown.splitlines()
    first = next(i for i, line in enumerate(all_lines) if line.startswith("|"))
    lines = [line for line in itertools.takewhile(lambda line: line.startswith("|"), all_lines[first:])]
    header = [c.strip().split(" ")[0] for c in lines[0].strip("|").split("|")]
    rows = [[c.strip() for c in line.strip("|").split("|")] for line in lines[2:]]
    return {row[0]: dict(zip(header[1:], row[1:])) for row in rows}


def test_the_readme_custom_property_example_runs_as_written(tmp_path, run):
    assert "@axioms.register_property(\"UPPER\"" in MY_PROPS and f"`{COMMAND}`" in SECTION
    (tmp_path / "my_props.py").write_text(MY_PROPS)
    code, out, err = run(*COMMAND.split()[1:], "--quiet")
    assert code == 0, err
    table = marks(out)
    assert set(table) == {m.name for m in metrics.catalogue()}  # a file of properties only: the catalogue is checked
    # accuracy = trace(m)/N: transposing m keeps both (TRS ✓); balanced accuracy (mean recall) becomes
    # mean precision (✗)
    assert table["accuracy"]["TRS"].startswith("✓") and table["balanced_accuracy"]["TRS"].startswith("✗")
    # accuracy <= 1 (a search finds no score above 1: ✓*); DOR = TP·TN/(FP·FN) = 4 at [[2, 1], [1, 2]]
    assert table["accuracy"]["UPPER"].startswith("✓*") and table["dor"]["UPPER"].startswith("✗")


def test_with_adds_a_file_of_properties_to_table_and_a_file_of_metrics_to_check(tmp_path, run):
    (tmp_path / "my_props.py").write_text(MY_PROPS)
    (tmp_path / "mine.py").write_text(MY_METRIC)
    code, out, err = run("table", "--properties", "UPPER", "--with", "my_props.py", "--metrics", "dor,accuracy",
                         "--classes", "2", "--format", "json", "--quiet")
    assert code == 0, err
    cells = json.loads(out)["metrics"]
    assert cells["dor"]["UPPER"]["verdict"] == "fails" and cells["accuracy"]["UPPER"]["verdict"] == "holds"
    # check FILE checks the file's metrics only, with the properties of a --with file (repeatable)
    code, out, err = run("check", "mine.py", "--with", "my_props.py", "--with", "my_props.py", "--properties",
                         "UPPER,PIV", "--classes", "2", "--format", "json", "--quiet")
    assert code == 0, err
    cells = json.loads(out)["metrics"]
    assert list(cells) == ["my_recall"]
    # macro recall is prevalence invariant (Opitz 2024 Table 5, PIV ✓) and a mean of recalls (at most 1)
    assert cells["my_recall"]["PIV"]["verdict"] == cells["my_recall"]["UPPER"]["verdict"] == "holds"


def test_a_misspelt_metric_of_a_checked_file_is_suggested(tmp_path, run):
    """--metrics with a typo of the file's own metric suggested only the catalogue's names."""
    (tmp_path / "mine.py").write_text(MY_METRIC)
    code, out, err = run("check", "mine.py", "--metrics", "my_recal", "--classes", "2", "--quiet")
    assert code == 2 and out == "", err
    assert "no metric named 'my_recal' in the catalogue or in " in err and "Did you mean: my_recall" in err, err


def test_a_sweep_takes_a_property_of_a_with_file(tmp_path, run):
    (tmp_path / "my_props.py").write_text(MY_PROPS)
    code, out, err = run("sweep", "f_beta", "--param", "beta=1,2", "--properties", "UPPER,TRS", "--with", "my_props.py",
                         "--classes", "2", "--format", "json", "--quiet")
    assert code == 0, err
    rows = {row["values"]["beta"]: row["marks"] for row in json.loads(out)["rows"]}
    # F_beta weighs FN by beta² and FP by 1: transposing m swaps them, so only F_1 is symmetric; every F_beta is <= 1
    assert rows["1"] == {"UPPER": "✓*", "TRS": "✓"} and rows["2"] == {"UPPER": "✓*", "TRS": "✗"}


HANGING_PROPERTY = """
import time
import axioms

@axioms.register_property("HANGS", name="hangs", statement="never answers", source="a test")
def check(metric, n, settings, rng):
    while True:
        time.sleep(0.1)
"""


def test_a_sweep_member_whose_property_hangs_times_out(tmp_path, run):
    """sweep --with ran its members with no time limit: a property of the file that never returned hung it."""
    (tmp_path / "hangs.py").write_text(HANGING_PROPERTY)
    # 5 s: far above what loading the file and checking TRS take, so only the hanging check reaches it
    code, out, err = run("sweep", "f_beta", "--param", "beta=1", "--properties", "HANGS,TRS", "--with", "hangs.py",
                         "--classes", "2", "--format", "json", "--quiet", "--timeout", "5")
    row = json.loads(out)["rows"][0]
    # the member's check timed out
    assert row["marks"] == {"HANGS": "error", "TRS": "error"} and "timed out after 5 s" in row["error"]
    # no member could be checked: exit 2 and one line saying why (it exited 0, as if the sweep had run)
    assert code == 2 and "every mark is an error" in err and len(err.strip().splitlines()) == 1, err


@pytest.mark.parametrize("content, words", [("x = 1\n", "registered no metric and no property")])
def test_a_bad_with_file_exits_2_with_one_line(tmp_path, run, content, words):
    (tmp_path / "bad.py").write_text(content)
    code, out, err = run("properties", "--with", "bad.py")
    assert code == 2 and words in err and "Traceback" not in err and out == "", err


def test_properties_lists_every_property_as_text_and_json(capsys):
    assert main(["properties", "--format", "json"]) == 0
    entries = json.loads(capsys.readouterr().out)
    assert [e["id"] for e in entries] == list(axioms.PROPERTIES)
    assert all(set(e) == {"id", "name", "statement", "source", "group", "defined_in"} and all(e.values())
               for e in entries)
    by_id = {e["id"]: e for e in entries}
    # Opitz 2024 §3.1 (PI, monotonicity) and Sebastiani 2015 Axiom 1 (MON)
    assert by_id["PI"]["source"].startswith("Opitz 2024 §3.1") and by_id["PI"]["group"] == "opitz"
    assert by_id["MON"]["source"].startswith("Sebastiani 2015 Axiom 1") and by_id["MON"]["defined_in"] == "built-in"
    assert main(["properties"]) == 0
    text = capsys.readouterr().out
    for e in entries:
        assert f"{e['name']} [{e['group']}] ({e['source']})" in text and e["statement"] in text


def test_properties_and_list_show_what_with_files_register(tmp_path, run):
    (tmp_path / "my_props.py").write_text(MY_PROPS)
    (tmp_path / "mine.py").write_text(MY_METRIC)
    code, out, err = run("properties", "--with", "my_props.py", "--format", "json")
    assert code == 0, err
    upper = next(e for e in json.loads(out) if e["id"] == "UPPER")  # a user property joins the "further" group
    assert (upper["id"], upper["name"], upper["source"]) == ("UPPER", "bounded by one", "me")
    assert upper["defined_in"] == str(tmp_path / "my_props.py")
    code, out, err = run("list", "--with", "mine.py", "--format", "json")
    assert code == 0, err
    assert json.loads(out)[-1]["name"] == "my_recall" and json.loads(out)[-1]["source"] == str(tmp_path / "mine.py")


@pytest.mark.parametrize("command", ["table", "check"])
def test_help_lists_every_property_id(capsys, command):
    with pytest.raises(SystemExit):
        main([command, "--help"])
    text = " ".join(capsys.readouterr().out.split())
    listed = set(re.findall(r"[A-Z][A-Z0-9_]+", text))
    assert set(axioms.PROPERTIES) <= listed and {"TRS", "SCI", "RPI", "TNI", "MAX"} <= listed
