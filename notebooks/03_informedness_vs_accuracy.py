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
# # Informedness vs accuracy (Vickers et al.)
#
# Vickers, Barrault, Monti & Aletras, *We Need to Talk About Classification
# Evaluation Metrics in NLP*, compare metrics on a simulated classifier (their §3
# and Figure 1): for every item, with probability $q$ (the *predictive power*) the
# classifier predicts the true label; otherwise it draws a label from the class
# prevalence $p$. They argue that informedness measures exactly $q$, the
# probability of an informed decision, whereas accuracy and friends give
# *baseline credit* to guessing.
#
# The expected confusion matrix, as shares of the items, is
#
# $$m = q\,\mathrm{diag}(p) + (1-q)\,p\,p^\top, \qquad
# m_{ij} = \Pr(\text{predicted } i,\ \text{true } j)$$
#
# (rows = predictions, columns = truth). Since $m$ is symmetric, every class is
# predicted as often as it occurs: bias = prevalence = $p$. Hence, in closed form,
#
# | metric | value on $m$ |
# |---|---|
# | accuracy | $q + (1-q)\sum_c p_c^2$ |
# | recall = precision = F1 of class $c$ | $q + (1-q)\,p_c$ |
# | balanced accuracy = macro F1 (averaged) | $q + (1-q)/n$ |
# | one-vs-rest $\mathrm{TPR}_c - \mathrm{FPR}_c$ | $(q + (1-q)p_c) - (1-q)p_c = q$ |
# | informedness $= \sum_c p_c (\mathrm{TPR}_c - \mathrm{FPR}_c)$ | $q$ |
# | multi-class MCC and Cohen's $\kappa$ | $q$ |
# | NIT $= 2^{\mathrm{MI} - \log_2 n}$ | $1/n$ at $q = 0$ (no mutual information) |
#
# The paper's "MCC-Macro" is not defined in its text; the catalogue's `mcc` is the
# multi-class MCC (Gorodkin's $R_K$), which here equals $q$ as well.

# %%
# %matplotlib inline
import numpy as np
import matplotlib.pyplot as plt
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
from fractions import Fraction

NAMES = ["accuracy", "balanced_accuracy", "macro_f1", "informedness", "mcc", "nit"]
TITLES = {
    "accuracy": "Accuracy",
    "balanced_accuracy": "Balanced accuracy",
    "macro_f1": "Macro F1 (averaged F1)",
    "informedness": "Informedness",
    "mcc": "MCC (multi-class)",
    "nit": "NIT",
}
Q = [0.0, 0.25, 0.5, 0.75, 1.0]  # predictive power, from random guess to perfect


def expected_matrices(prevalences, qs):
    """m = q·diag(p) + (1 − q)·p pᵀ for every q (axis 0) and prevalence vector p (axis 1)."""
    p = np.asarray(prevalences, dtype=float)         # (k, n)
    q = np.asarray(qs, dtype=float)[:, None, None, None]
    informed = np.eye(p.shape[1]) * p[:, None, :]     # diag(p)
    guessed = p[:, :, None] * p[:, None, :]           # p pᵀ
    return q * informed + (1 - q) * guessed           # (len(qs), k, n, n)


def expected_matrix_exact(p, q):
    """The same matrix with Fractions, for exact evaluation."""
    n = len(p)
    return [[q * p[i] * (i == j) + (1 - q) * p[i] * p[j] for j in range(n)] for i in range(n)]


p0 = np.linspace(0.01, 0.99, 99)  # prevalence of class 0 (at 0 or 1 a class is absent)
binary = np.stack([p0, 1 - p0], axis=1)
multi = np.stack([p0] + [(1 - p0) / 3] * 3, axis=1)  # 4 classes; the other three share the rest


# %%
def plot_curves(prevalences, title):
    values = {name: metrics.get(name)(expected_matrices(prevalences, Q)) for name in NAMES}
    fig, axes = plt.subplots(2, 3, figsize=(12, 7), sharex=True, sharey=True, layout="constrained")
    colors = plt.cm.viridis(np.linspace(0, 0.85, len(Q)))
    for ax, name in zip(axes.flat, NAMES):
        for q, color, v in zip(Q, colors, values[name]):
            label = f"q = {q:g}" + {0.0: " (random guess)", 1.0: " (perfect)"}.get(q, "")
            ax.plot(prevalences[:, 0], v, color=color, lw=2, label=label)
        ax.set_title(TITLES[name])
        ax.set_ylim(-0.03, 1.03)
        ax.grid(alpha=0.3)
    for ax in axes[1]:
        ax.set_xlabel("prevalence of class 0")
    for ax in axes[:, 0]:
        ax.set_ylabel("metric value")
    handles, labels = axes[0, 0].get_legend_handles_labels()
    fig.legend(handles, labels, loc="outside lower center", ncols=len(Q), title="predictive power q")
    fig.suptitle(title, fontsize=13)
    plt.show()
    return values


binary_values = plot_curves(binary, "Binary classifier: metrics vs class distribution (expected matrix)")

# %% [markdown]
# In the binary case accuracy rises towards 1 as either class dominates, even for
# the random guesser ($q = 0$): at prevalence 0.9 it scores
# $0.9^2 + 0.1^2 = 0.82$. Balanced accuracy and macro F1 (here identical) are flat in
# the prevalence but credit the random guesser with $1/n = 0.5$. Informedness and
# MCC are flat at exactly $q$.
#
# NIT behaves differently from the paper's description ("superficially similar to
# accuracy"): with the catalogue's definition $\mathrm{NIT} = 2^{\mathrm{MI} - \log_2 n}$
# the random guesser gets exactly $1/n$ at every prevalence, and for $q > 0$ NIT
# *falls* as the data get skewed, because the mutual information cannot exceed
# the entropy of the true labels. On this simulation NIT therefore gives baseline
# credit ($1/n$) but never rewards the accuracy paradox.

# %%
multi_values = plot_curves(multi, "4-class classifier: class 0 has the given prevalence, "
                                  "the other three share the rest equally")

# %% [markdown]
# With four classes the same pattern holds: accuracy depends on the distribution
# (minimum $q + (1-q)/4$ at the uniform distribution, prevalence 0.25), balanced
# accuracy and macro F1 credit the random guesser with $1/4$, and informedness
# and MCC equal $q$ everywhere.
#
# ## Informedness = q, exactly
#
# Evaluated with exact rational arithmetic (`Metric.exact`) on the expected matrix,
# informedness is $q$ for every class distribution (MCC and Cohen's $\kappa$ too):

# %%
F = Fraction
DISTRIBUTIONS = [
    (F(1, 2), F(1, 2)),
    (F(1, 10), F(9, 10)),
    (F(1, 100), F(99, 100)),
    (F(1, 4),) * 4,
    (F(1, 2), F(1, 4), F(1, 8), F(1, 8)),
    (F(7, 10), F(1, 10), F(1, 10), F(1, 10)),
    (F(1, 3), F(1, 5), F(1, 7), F(1, 11), F(1, 13), 1 - F(1, 3) - F(1, 5) - F(1, 7) - F(1, 11) - F(1, 13)),
]
QS = [F(0), F(1, 4), F(1, 2), F(3, 4), F(9, 10), F(1)]
informedness, mcc, kappa = (metrics.get(name) for name in ("informedness", "mcc", "cohen_kappa"))

rows = []
for p in DISTRIBUTIONS:
    row = ["(" + ", ".join(map(str, p)) + ")"]
    for q in QS:
        m = expected_matrix_exact(p, q)
        value = informedness.exact(m)
        assert value == q and mcc.exact(m) == q and kappa.exact(m) == q
        row.append(str(value))
    rows.append(row)
show_table(rows, ["class distribution p"] + [f"q = {q}" for q in QS])

# %%
for label, values in (("binary", binary_values), ("4-class", multi_values)):
    for name in ("informedness", "mcc"):
        error = np.max(np.abs(values[name] - np.array(Q)[:, None]))
        print(f"{label:8s} {name:13s} max |value − q| over the plotted grid: {error:.1e}")

# %% [markdown]
# ## Random-guess baselines ($q = 0$)
#
# A classifier that ignores its input and guesses from the prevalence gets
# informedness 0, but accuracy $\sum_c p_c^2$, balanced accuracy and macro F1
# $1/n$, and NIT $1/n$:

# %%
rows = []
for p in ([0.5, 0.5], [0.1, 0.9], [0.01, 0.99], [0.25] * 4, [0.7, 0.1, 0.1, 0.1], [0.5, 0.2, 0.1, 0.1, 0.05, 0.05]):
    p = np.array(p)
    n = len(p)
    m = expected_matrices([p], [0.0])[0, 0]
    values = {name: metrics.get(name)(m) for name in NAMES}
    assert abs(values["informedness"]) < 1e-12 and abs(values["accuracy"] - np.sum(p**2)) < 1e-12
    assert abs(values["balanced_accuracy"] - 1 / n) < 1e-12 and abs(values["nit"] - 1 / n) < 1e-12
    rows.append([n, str(p.tolist()), values["informedness"], values["accuracy"], np.sum(p**2),
                 values["balanced_accuracy"], values["macro_f1"], values["nit"], 1 / n])
show_table(rows, ["n", "p", "informedness", "accuracy", "Σ p²", "balanced accuracy", "macro F1", "NIT", "1/n"])

# %% [markdown]
# ## Finite test sets
#
# The curves above use the *expected* matrix. On a finite test set the simulated
# classifier scatters around it. Below, 300 test sets of 1,000 items each are
# drawn item by item (predict the true label with probability $q = 0.5$, otherwise
# a label drawn from $p$), turned into confusion matrices with `metrics.from_labels`,
# and scored.

# %%
rng = np.random.default_rng(2024)


def simulate(p, q, items):
    n = len(p)
    y_true = rng.choice(n, size=items, p=p)
    guess = rng.choice(n, size=items, p=p)
    y_pred = np.where(rng.random(items) < q, y_true, guess)
    return metrics.from_labels(y_true, y_pred, labels=range(n))


rows = []
for p in ([0.1, 0.9], [0.55, 0.15, 0.15, 0.15]):
    sample = np.array([simulate(p, 0.5, 1000) for _ in range(300)], dtype=float)
    expected = expected_matrices([p], [0.5])[0, 0]
    for name in NAMES:
        values = metrics.get(name)(sample)
        rows.append([str(p), name, metrics.get(name)(expected), values.mean(), values.std()])
show_table(rows, ["p", "metric", "expected matrix (q = 0.5)", "mean over 300 test sets", "std"])

# %% [markdown]
# Informedness and MCC average to $q = 0.5$ on the simulated test sets, with a
# standard deviation of a few hundredths at 1,000 items; accuracy, balanced
# accuracy, macro F1 and NIT average to their expected-matrix values, which include
# the baseline credit.
