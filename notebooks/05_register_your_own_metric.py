# ---
# jupyter:
#   jupytext:
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#       jupytext_version: 1.19.6
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Register your own metric
#
# A walk through what a user of `axiometrics` does with a new metric:
#
# 1. define it symbolically (sympy) and numerically (numpy) and register it;
# 2. let the engine decide Opitz's properties PI–PV for it;
# 3. read a failing property: its counterexample and the line of Python that
#    reproduces it;
# 4. write a Hypothesis property test with the strategy `axioms.confusion_matrices`;
# 5. guard the verdicts in CI with a baseline file and the `axiometrics` command.
#
# Orientation: `m[i][j]` counts the items **predicted** `i` whose **true** class is
# `j` (rows = predictions, columns = truth); scikit-learn's `confusion_matrix` is the
# transpose, with the positive class last for two classes: `metrics.from_sklearn(cm)` converts
# it (and `metrics.from_labels(y_true, y_pred)` builds this orientation from labels).

# %%
# %matplotlib inline
import numpy as np
from IPython.display import Markdown, display
from tabulate import tabulate

import metrics


def show_table(rows, headers, floatfmt=".4f"):
    """Display a table as Markdown (rendered by Jupyter and by GitHub); strings are kept as given."""
    text_columns = [k for k in range(len(headers)) if any(isinstance(row[k], str) for row in rows)]
    table = tabulate(rows, headers=headers, tablefmt="github", floatfmt=floatfmt,
                     disable_numparse=text_columns or False)
    display(Markdown(table))


# %%
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

workdir = Path(tempfile.mkdtemp(prefix="axiometrics-nb05-"))  # scratch space, removed at the end
os.environ["HYPOTHESIS_STORAGE_DIRECTORY"] = str(workdir / ".hypothesis")  # keep Hypothesis's cache out of this folder

import sympy
from hypothesis import given, settings

import axioms
import axioms.arithmetic.exact
import reports

# %% [markdown]
# ## 1. Define and register
#
# The example is a *macro Fowlkes–Mallows index*: the mean over classes of the
# geometric mean of the class precision $P_i = m_{ii} / \sum_j m_{ij}$ (row) and
# recall $R_i = m_{ii} / \sum_j m_{ji}$ (column),
#
# $$\mathrm{macFM}(m) = \frac1n \sum_i \sqrt{P_i R_i} = \frac1n \sum_i \frac{m_{ii}}{\sqrt{\mathrm{bias}(i)\,\mathrm{prevalence}(i)}}.$$
#
# The symbolic form receives an $n \times n$ `sympy.Matrix` of nonnegative cell
# symbols; the numeric form a float array of shape `(..., n, n)` (a batch of
# matrices) and returns shape `(...)`, NaN where undefined. Either one suffices
# (without `numeric`, it is generated with `sympy.lambdify`; without `symbolic`, the
# engine can only search, not prove); with both, the engine proves with one and
# searches with the other.
#
# Registering a taken name raises `metrics.DuplicateMetricError`, so a cell that
# registers would fail when it is run a second time: the cell below unregisters the
# name first if it is already taken (by an earlier run of this cell).

# %%
NAME = "nb05_macro_fowlkes_mallows"  # a name unlikely to clash with the catalogue


def macro_fm_symbolic(M):
    n = M.shape[0]
    return sum(M[i, i] / sympy.sqrt(sum(M.row(i)) * sum(M.col(i))) for i in range(n)) / n


def macro_fm_numeric(m):
    correct = np.diagonal(m, axis1=-2, axis2=-1)
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.mean(correct / np.sqrt(m.sum(axis=-1) * m.sum(axis=-2)), axis=-1)


if NAME in {metric.name for metric in metrics.catalogue()}:
    metrics.unregister(NAME)  # re-running this cell: register afresh
macro_fm = metrics.register(
    NAME,
    numeric=macro_fm_numeric,
    symbolic=macro_fm_symbolic,
    formula="macFM = 1/n Σ_i m_ii / sqrt(bias(i) · prevalence(i)) = 1/n Σ_i sqrt(P_i R_i)",
    references=("this notebook",),
    value_range=(0, 1),
    undefined="NaN when a class is never predicted or never occurs",
)
print(macro_fm, "-", macro_fm.formula)

try:
    metrics.register(NAME, numeric=macro_fm_numeric)
except metrics.DuplicateMetricError as error:
    print("registering the name twice:", error)

# %%
m = [[5, 1, 0], [2, 7, 1], [0, 2, 6]]
print("float64:", macro_fm(m))
print("exact:  ", macro_fm.exact(m), "≈", float(macro_fm.exact(m)))
batch = np.random.default_rng(0).integers(1, 20, size=(4, 3, 3))
print("a batch:", macro_fm(batch))
print("n = 2, symbolic:", macro_fm.expression(2))
assert abs(macro_fm(m) - float(macro_fm.exact(m))) < 1e-12

# %% [markdown]
# ## 2. Its property report
#
# `reports.table` checks the metric for $n = 2$ and $n = 3$ classes (and its
# prevalence-calibrated variant, for the "(✓)" marks) and renders the verdicts:

# %%
own_table = reports.table([NAME])
own_table

# %% [markdown]
# The engine proves PI (every partial derivative has the right sign), constructs
# PII, and proves PIII with mean exponent $p = 1$ (an arithmetic mean of the
# per-class scores $\sqrt{P_i R_i}$). PV holds with baseline $1/n$: a random
# classifier $m = z p^\top$ has $P_i = p_i$ and $R_i = z_i$, and
# $\frac1n \sum_i \sqrt{p_i z_i} \le \frac1n$ by Cauchy–Schwarz; the engine finds the
# bound by a search over random classifiers ("✓\*": not proved), and it is not
# strict. PIV fails, because precision
# depends on the prevalences; calibration repairs PIV but, as the counterexamples
# show, costs the calibrated metric PI (for $n = 3$) and PIII, as it does for macro
# precision (notebook 01).
#
# ## 3. A failing property: PIV
#
# Every ✗ comes with a counterexample that was re-checked in exact arithmetic
# (square roots included):

# %%
piv = axioms.check(NAME, ["PIV"])["PIV"]
print("verdict: ", piv.verdict, "| evidence:", piv.evidence["kind"], "-", piv.evidence["method"])
print("detail:  ", piv.detail)
print("counterexample:", json.dumps(piv.counterexample, ensure_ascii=False))
print("after calibration:", piv.after_calibration.verdict, "-", piv.after_calibration.evidence["kind"])

ce = piv.counterexample
assert metrics.prevalence_scale(ce["before"], ce["lambda"]).tolist() == ce["after"]

# %% [markdown]
# The report prints, under every counterexample, a line to paste into Python. Here it
# is, taken from the rendered table and executed as it stands:

# %%
lines = own_table.to("plain").splitlines()
header = next(k for k, line in enumerate(lines) if line.startswith(f"{NAME} PIV:"))
repro = next(line.strip() for line in lines[header + 1:] if line.strip().startswith(">>> "))  # after the labelled matrices
print(repro)

*statements, expression = repro.removeprefix(">>> ").split("; ")
namespace = {}
exec("; ".join(statements), namespace)
values = eval(expression, namespace)
print(values)
assert [axioms.arithmetic.exact.as_text(v) for v in values] == ce["values"]

# %% [markdown]
# ## 4. A Hypothesis property test
#
# `axioms.confusion_matrices(n, max_count)` is a Hypothesis strategy of integer
# confusion matrices (lists of lists) that shrinks towards small counts. A property
# every matrix must satisfy: the geometric mean of $P_i$ and $R_i$ is at least their
# harmonic mean (the class F1), so macFM is at least the catalogue's macro F1, and at
# most 1; and the numeric form agrees with the exact value of the symbolic one.

# %%
macro_f1 = metrics.get("macro_f1")
PROFILE = settings(max_examples=300, derandomize=True, database=None, deadline=None, print_blob=False)


@PROFILE
@given(axioms.confusion_matrices(n=3, max_count=20))
def test_macro_fm_between_macro_f1_and_one(m):
    value = macro_fm(m)
    if np.isnan(value):  # a class never predicted or never occurring
        return
    assert macro_f1(m) <= value + 1e-12 and value <= 1 + 1e-12
    assert abs(value - float(macro_fm.exact(m))) < 1e-12


test_macro_fm_between_macro_f1_and_one()
print("passed on 300 matrices")


# %% [markdown]
# A property that does **not** hold makes Hypothesis search and shrink. Stated as a
# test, prevalence invariance (doubling the items of the second class) fails, and
# Hypothesis shrinks to the same minimal matrix as the engine's exhaustive search:

# %%
@PROFILE
@given(axioms.confusion_matrices(n=2, max_count=20))
def test_macro_fm_prevalence_invariant(m):
    before, after = macro_fm(m), macro_fm(metrics.prevalence_scale(m, [1, 2]))
    if np.isnan(before) or np.isnan(after):
        return
    assert abs(before - after) < 1e-12, (before, after)


try:
    test_macro_fm_prevalence_invariant()
except AssertionError as failure:
    print("Hypothesis:", *getattr(failure, "__notes__", []), f"values {failure.args[0]}")
else:
    raise RuntimeError("expected a falsifying example")

# %% [markdown]
# ## 5. The CI gate: a baseline of verdicts
#
# In a project, the metric lives in a Python file that registers it. The command
# `axiometrics check FILE --write-expect baseline.json` checks the metrics the file
# registers and stores their verdicts; later, `axiometrics check FILE --expect
# baseline.json` exits with code 1 and names every changed cell when a verdict
# changes (0 when none does, 2 for bad usage). Below, the command runs as
# `python -m reports.cli` in a subprocess, in the temporary directory `workdir`.

# %%
METRIC_FILE = '''
import sympy
import metrics


def macro_fm(M):
    n = M.shape[0]
    return sum(M[i, i] / sympy.sqrt(sum(M.row(i)) * sum(M.col(i))) for i in range(n)) / n


metrics.register("my_macro_fm", symbolic=macro_fm)
'''


def axiometrics(*args):
    result = subprocess.run([sys.executable, "-m", "reports.cli", *args, "--quiet", "--jobs", "1"],
                            capture_output=True, text=True, cwd=workdir)
    return result


metric_file = workdir / "my_metrics.py"
metric_file.write_text(METRIC_FILE)

first = axiometrics("check", "my_metrics.py", "--write-expect", "baseline.json")
print("$ axiometrics check my_metrics.py --write-expect baseline.json   ->  exit code", first.returncode)
print(first.stdout.split("\n\n")[0])
print("baseline.json:")
print((workdir / "baseline.json").read_text())
assert first.returncode == 0

# %% [markdown]
# The file registers the symbolic form only; the numeric function is generated from it
# with `sympy.lambdify`. The verdicts are those of the notebook's own registration.
# Checking again against the baseline passes:

# %%
same = axiometrics("check", "my_metrics.py", "--expect", "baseline.json")
print("$ axiometrics check my_metrics.py --expect baseline.json   ->  exit code", same.returncode)
assert same.returncode == 0

# %% [markdown]
# Now a change to the definition: a refactoring divides by the column sum twice,
# turning the precision into a second recall. The metric silently becomes macro
# recall; the gate fails and names the changed cells:

# %%
changed_file = METRIC_FILE.replace("sum(M.row(i)) * sum(M.col(i))", "sum(M.col(i)) * sum(M.col(i))")
assert changed_file != METRIC_FILE
metric_file.write_text(changed_file)

changed = axiometrics("check", "my_metrics.py", "--expect", "baseline.json")
print("$ axiometrics check my_metrics.py --expect baseline.json   ->  exit code", changed.returncode)
print(changed.stderr)
assert changed.returncode == 1 and "my_macro_fm PIV: verdict: expected 'fails', got 'holds'" in changed.stderr

# %% [markdown]
# PIV now holds (macro recall is prevalence invariant), PV has become strict, and the
# calibrated metric (now calibrated macro recall, which is macro recall again) gains
# PI and PIII: the gate names each changed cell with the expected and the new
# summary. Restoring the definition makes the gate pass again:

# %%
metric_file.write_text(METRIC_FILE)
restored = axiometrics("check", "my_metrics.py", "--expect", "baseline.json")
print("$ axiometrics check my_metrics.py --expect baseline.json   ->  exit code", restored.returncode)
assert restored.returncode == 0

# %% [markdown]
# Inside a pytest suite, `reports.assert_properties(NAME, {"PIV": "fails"})` states
# the same expectation for a registered metric without a baseline file. A word that is
# not a verdict (`"hold"`) is an error, not a failed property; `require_proof=True` also
# rejects verdicts that are only "not refuted". The pytest plugin's fixture
# `axiometrics_baseline` keeps a baseline file next to the test instead (see the README).

# %%
reports.assert_properties(NAME, {"PI": "holds", "PIV": "fails"})
print("assert_properties passed")
try:
    reports.assert_properties(NAME, {"PIV": "hold"})
except metrics.errors.UsageError as typo:
    print("typo:", typo)

# %% [markdown]
# ## 6. A metric written on labels
#
# scikit-learn and torchmetrics write metrics as `f(y_true, y_pred)`. `labels=` registers
# one: each confusion matrix is expanded to the label arrays it counts (for two classes,
# index 0, the positive class, becomes label 1, scikit-learn's default `pos_label`). The engine
# compares the function's values with candidate structures on every small matrix and finds the
# macro mean of per-class F1 (0 where undefined, scikit-learn's `zero_division` default); it then
# decides that form, proofs and every n included, and marks its cells `ⁱ` in tables. Opitz's
# Table 5 row of macro F1 is found again:

# %%
from functools import partial
from sklearn.metrics import f1_score

metrics.register("sklearn_macro_f1", labels=partial(f1_score, average="macro"))
label_verdicts = axioms.check("sklearn_macro_f1", classes=(2, 3), with_calibrated=False)
for pid, verdict in label_verdicts.items():
    print(f"{pid:5s} {verdict.verdict:8s} {verdict.evidence['kind']:15s} {verdict.detail[:90]}")
print()
print(label_verdicts["PI"].evidence["identification"]["method"])

shutil.rmtree(workdir)  # the scratch directory of this notebook
