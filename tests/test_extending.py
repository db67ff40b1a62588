"""Extending axiometrics touches one file: a property, a random-classifier model, an output format
and a catalogue metric are each added by changing exactly one file of a copy of the packages, and
the copy then uses the addition end to end (README, "Extending axiometrics").

Each case copies ``axioms``, ``metrics`` and ``reports`` to a temporary folder, makes its one change
there and runs a fresh interpreter on the copy.
"""

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("axioms", "metrics", "reports")


@pytest.fixture
def tree(tmp_path):
    for name in PACKAGES:
        shutil.copytree(ROOT / name, tmp_path / name, ignore=shutil.ignore_patterns("__pycache__"))
    return tmp_path


def _files(tree):
    return {p.relative_to(tree): p.read_bytes() for name in PACKAGES for p in sorted((tree / name).rglob("*.py"))}


def _changed(tree, before):
    after = _files(tree)
    return sorted(str(p) for p in set(before) | set(after) if before.get(p) != after.get(p))


def _run(tree, code):
    env = {**os.environ, "PYTHONPATH": str(tree), "AXIOMETRICS_CACHE": "off"}
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], cwd=tree, env=env, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_a_property_is_one_new_file(tree):
    before = _files(tree)
    (tree / "axioms/properties/bounded.py").write_text(textwrap.dedent('''
        """BOUNDED: the score never exceeds 1 (a single-value condition)."""

        from axioms.core.registry import register_property
        from axioms.core.verdict import fails, holds


        def check_bounded(metric, n, settings, rng):
            from axioms.search.spaces import evaluate, exhaustive, int_lists

            batch = exhaustive(n, 2)
            above = (evaluate(metric, batch) > 1).nonzero()[0]
            if len(above):
                return fails("BOUNDED", "a score above 1", {"matrix": int_lists(batch[above[0]]), '''
                '''"verified": "float64"})
            return holds("BOUNDED", {"kind": "exhaustive", "method": "entries 0..2", '''
            '''"budget": {"exhaustive_max_entry": 2}}, "not above 1")


        register_property("BOUNDED", name="bounded by one", statement="metric(m) <= 1", source="docs", '''
        '''check=check_bounded)
    '''))
    assert _changed(tree, before) == ["axioms/properties/bounded.py"]
    out = _run(tree, """
        import axioms
        print("BOUNDED" in axioms.FURTHER_PROPERTIES,
              axioms.check("accuracy", ["BOUNDED"], classes=(2,), with_calibrated=False)["BOUNDED"].verdict)
    """)
    assert out.split() == ["True", "holds"]


def test_an_output_format_is_one_entry_of_the_formats_table(tree):
    render = tree / "reports/render.py"
    before = _files(tree)
    text = render.read_text()
    last = '    Format("json", ".json", _json, errors="detail"),\n)}'
    assert last in text
    render.write_text(text.replace(last, last[:-2] + '    Format("names", ".names", '
                                                     'lambda report: " ".join(report["metrics"]) + "\\n"),\n)}'))
    assert _changed(tree, before) == ["reports/render.py"]
    out = _run(tree, """
        from reports.cli import main
        raise SystemExit(main(["table", "--metrics", "accuracy,mcc", "--properties", "PIV", "--classes", "2",
                               "--format", "names", "--quiet", "--no-cache"]))
    """)
    assert out == "accuracy mcc\n"


def test_a_catalogue_metric_is_one_registration_in_its_paper_module(tree):
    paper = tree / "metrics/papers/vickers.py"
    before = _files(tree)
    paper.write_text(paper.read_text() + textwrap.dedent('''

        register("demo_true_positive_rate", symbolic=lambda m: m[0, 0] / (m[0, 0] + m[1, 0]), binary=True,
                 formula="TPR = TP / (TP + FN)", description="Recall of the positive class.")
    '''))
    assert _changed(tree, before) == ["metrics/papers/vickers.py"]
    out = _run(tree, """
        import metrics, axioms
        print("demo_true_positive_rate" in [m.name for m in metrics.catalogue()],
              axioms.check("demo_true_positive_rate", ["PIV"], classes=(2,), with_calibrated=False)["PIV"].verdict)
    """)
    assert out.split() == ["True", "holds"]


def test_a_random_classifier_model_is_one_entry_of_the_models_table(tree):
    models = tree / "axioms/constructions/random_models.py"
    before = _files(tree)
    text = models.read_text()
    anchor = "\n}\n\n#: The names of :data:`MODELS`"
    assert anchor in text
    # "always_first": every item is predicted class 0, so the matrix is all in row 0 with probability 1.
    entry = ('\n    "always_first": RandomModel(lambda m, p, predicted: Fraction(int(list(m[0]) == list(p))), '
             '"every item gets class 0"),')
    models.write_text(text.replace(anchor, entry + anchor, 1))
    assert _changed(tree, before) == ["axioms/constructions/random_models.py"]
    out = _run(tree, """
        import axioms
        # accuracy of predicting class 0 for everything on (AP, AN) = (3, 1) is 3/4 (hand count)
        print(axioms.expected_score("accuracy", (3, 1), "always_first"))
        cha = axioms.check("accuracy", ["CHA"], classes=(2,), with_calibrated=False)["CHA"]
        print("always_first" in cha.detail)
    """)
    assert out.split() == ["3/4", "True"]
