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
# # Averaging strategies and multi-label metrics (Wenzel)
#
# Wenzel's survey *Metrics for Multi-class and Multi-label Classification* works
# through micro-, macro- and weighted averages of precision, recall and F1 on two
# 3-class confusion matrices (Figures 6 and 8) and through per-instance multi-label
# metrics on a 5-instance example (Figure 9). This notebook recomputes them with
# the catalogue of `metrics` and `metrics.multilabel`.
#
# Orientation, as in the paper: `m[i][j]` counts the items **predicted** `i` whose
# **true** class is `j` (rows = predictions, columns = truth).

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


# %% [markdown]
# ## Multi-class averages
#
# Class $j$ of $m$ classes is reduced to its one-vs-rest counts $TP_j$, $FP_j$,
# $FN_j$, $TN_j$; $n_j = TP_j + FN_j$ is its number of items and $n = \sum_j n_j$.
#
# | | micro | macro | weighted |
# |---|---|---|---|
# | recall | $r_\mu = \frac{\sum_j TP_j}{\sum_j (TP_j + FN_j)}$ | $r_M = \frac1m \sum_j \frac{TP_j}{TP_j + FN_j}$ | $r_w = \frac1n \sum_j n_j \frac{TP_j}{TP_j + FN_j}$ |
# | precision | $p_\mu = \frac{\sum_j TP_j}{\sum_j (TP_j + FP_j)}$ | $p_M = \frac1m \sum_j \frac{TP_j}{TP_j + FP_j}$ | $p_w = \frac1n \sum_j n_j \frac{TP_j}{TP_j + FP_j}$ |
# | F1 | $F_{1\mu} = \frac{2 p_\mu r_\mu}{p_\mu + r_\mu}$ | $\mathcal{F}_1 = \frac1m \sum_j \frac{2 p_j r_j}{p_j + r_j}$, $\ \mathbb{F}_1 = \frac{2 p_M r_M}{p_M + r_M}$ | $\mathcal{F}_{1w} = \frac1n \sum_j n_j \frac{2 p_j r_j}{p_j + r_j}$, $\ \mathbb{F}_{1w} = \frac{2 p_w r_w}{p_w + r_w}$ |
#
# Because every off-diagonal cell is a false positive of one class and a false
# negative of another, $\sum_j FP_j = \sum_j FN_j$, so $p_\mu = r_\mu = F_{1\mu}$ =
# accuracy; and $r_w = \frac1n\sum_j TP_j$ is accuracy too. The catalogue therefore
# registers them as aliases of `accuracy`.

# %%
CLASSES = ["Cat", "Dog", "Mouse"]
FIG6 = [[9, 3, 1], [1, 6, 2], [0, 1, 7]]    # 10 items per class (balanced)
FIG8 = [[9, 6, 3], [1, 12, 6], [0, 2, 21]]  # 10, 20 and 30 items (imbalanced)

for label, m in (("Figure 6", FIG6), ("Figure 8", FIG8)):
    m = np.array(m)
    tp = np.diag(m)
    fp, fn = m.sum(axis=1) - tp, m.sum(axis=0) - tp
    tn = m.sum() - tp - fp - fn
    print(label)
    show_table([[c, *row] for c, row in zip(CLASSES, np.stack([tp, tn, fp, fn], axis=1))],
               ["class", "TP", "TN", "FP", "FN"], floatfmt="d")

# %%
# (group, symbol, catalogue name, Wenzel's value for Figure 6, for Figure 8; None: not stated)
QUANTITIES = [
    ("recall", r"$r_\mu$", "micro_recall", 0.733, 0.700),
    ("recall", r"$r_M$", "macro_recall", 0.733, None),
    ("recall", r"$r_w$", "weighted_recall", 0.733, 0.700),
    ("precision", r"$p_\mu$", "micro_precision", 0.733, 0.700),
    ("precision", r"$p_M$", "macro_precision", 0.745, 0.682),
    ("precision", r"$p_w$", "weighted_precision", 0.745, 0.750),
    ("F1", r"$F_{1\mu}$", "micro_f1", 0.733, 0.700),
    ("F1", r"$\mathcal{F}_1$", "macro_f1", 0.731, 0.684),
    ("F1", r"$\mathbb{F}_1$", "macro_f1_of_averages", 0.739, 0.706),
    ("F1", r"$\mathcal{F}_{1w}$", "weighted_f1", 0.731, 0.709),
    ("F1", r"$\mathbb{F}_{1w}$", "weighted_f1_of_averages", None, None),
]


def paper(value):
    return "—" if value is None else f"{value:.3f}"


rows, values = [], {}
for group, symbol, name, paper6, paper8 in QUANTITIES:
    metric = metrics.get(name)
    values[name] = (metric(FIG6), metric(FIG8))
    rows.append([group, symbol, f"`{name}` ({metric.name})" if metric.name != name else f"`{name}`",
                 values[name][0], paper(paper6), values[name][1], paper(paper8)])
show_table(rows, ["", "quantity", "catalogue name", "Figure 6", "Wenzel", "Figure 8", "Wenzel"])

for _, _, name, *stated in QUANTITIES:  # the paper rounds to 3 decimals (F1w of Figure 8 from rounded terms, see below)
    for value, paper_value in zip(values[name], stated):
        assert paper_value is None or abs(value - paper_value) < 6e-4, (name, value, paper_value)

# %% [markdown]
# Every value Wenzel states is reproduced to the three decimals printed, except
# $\mathcal{F}_{1w}$ of Figure 8: it is $0.70849\ldots$ (0.708), where the paper
# averages per-class F1s already rounded, one of them up ($\frac{1}{60}(10 \cdot 0.643
# + 20 \cdot 0.615 + 30 \cdot 0.793) = 0.70867$, though $42/53 = 0.79245$ rounds to
# 0.792) and prints 0.709. $\mathbb{F}_{1w}$ appears only in the paper's
# summary (Figure 10), without a worked value.
#
# Things to notice:
#
# * **Balanced data (Figure 6)**: macro and weighted averages coincide (every
#   $n_j = 10$), and micro = accuracy = 11/15.
# * **Imbalanced data (Figure 8)**: the per-class recalls are those of Figure 6
#   (0.9, 0.6, 0.7), so $r_M$ is unchanged, but micro and weighted recall follow
#   the large classes (0.7). Precision changes in all three averages, because the
#   larger classes send more false positives to the smaller ones.
# * The two macro F1s differ ($\mathbb{F}_1 > \mathcal{F}_1$ on both, as Opitz &
#   Burst's lemma guarantees), and so do the two weighted F1s.
# * Eq. 16 of the paper, as printed, weights class precisions by
#   $TP_j + FP_j$ (which would make $p_w = p_\mu$); its worked example, scikit-learn
#   and the catalogue's `weighted_precision` weight by $n_j = TP_j + FN_j$.

# %%
groups = [("Recall", "recall"), ("Precision", "precision"), ("F1", "F1")]
fig, axes = plt.subplots(1, 3, figsize=(12.5, 4.8), sharey=True, layout="constrained",
                         gridspec_kw={"width_ratios": [3, 3, 5]})
width = 0.38
for ax, (title, group) in zip(axes, groups):
    entries = [q for q in QUANTITIES if q[0] == group]
    x = np.arange(len(entries))
    for offset, k, label, color in ((-width / 2, 0, "Figure 6 (balanced)", "C0"),
                                    (width / 2, 1, "Figure 8 (imbalanced)", "C1")):
        heights = [values[name][k] for _, _, name, _, _ in entries]
        bars = ax.bar(x + offset, heights, width, label=label, color=color)
        ax.bar_label(bars, fmt="%.3f", fontsize=8, padding=2)
    ax.set_xticks(x, [symbol for _, symbol, _, _, _ in entries], fontsize=12)
    ax.set_title(title)
    ax.set_xlabel("averaging strategy")
    ax.grid(axis="y", alpha=0.3)
axes[0].set_ylim(0.6, 0.78)
axes[0].set_ylabel("value (the axis starts at 0.6)")
axes[0].legend(loc="upper left")
fig.suptitle("Micro (μ), macro (M) and weighted (w) averages on Wenzel's Figures 6 and 8")
plt.show()

# %% [markdown]
# The per-class accuracy $\mathrm{Acc}_\mu = \mathrm{Acc}_M = \frac1m\sum_j
# \frac{TP_j + TN_j}{n}$ (`macro_accuracy`) is another average the paper discusses.
# Its definition gives $(22 + 52)/90 = 37/45 \approx 0.822$ on Figure 6, where the
# text says 7/10 (Figure 8's accuracy 42/60, apparently a copy slip), and
# $(42 + 102)/180 = 0.8$ on Figure 8, as stated:

# %%
macro_accuracy = metrics.get("macro_accuracy")
for label, m in (("Figure 6", FIG6), ("Figure 8", FIG8)):
    print(f"{label}: macro_accuracy = {macro_accuracy.exact(m)} ≈ {macro_accuracy(m):.3f}, "
          f"accuracy = {metrics.get('accuracy').exact(m)}")

# %% [markdown]
# ## Multi-label, per instance (Figure 9)
#
# Seven labels $a, \ldots, g$ and five instances. With $Y_i$ the true and $Z_i$ the
# predicted label set of instance $i$:
#
# $$r = \frac1N \sum_i \frac{|Y_i \cap Z_i|}{|Y_i|}, \quad
#   p = \frac1N \sum_i \frac{|Y_i \cap Z_i|}{|Z_i|}, \quad
#   \mathrm{MR} = \frac1N \sum_i I(Y_i = Z_i), \quad
#   \mathrm{Acc} = \frac1N \sum_i \frac{|Y_i \cap Z_i|}{|Y_i \cup Z_i|},$$
#
# $$\mathrm{HL} = \frac{1}{N\,|L|} \sum_i |Y_i \,\triangle\, Z_i|, \quad
#   \mathcal{F}_1 = \frac1N \sum_i \frac{2\,|Y_i \cap Z_i|}{|Y_i| + |Z_i|}, \quad
#   \mathbb{F}_1 = \frac{2\,p\,r}{p + r}.$$
#
# The per-instance counts come from `metrics.multilabel.per_class_matrices` applied
# to the *transposed* indicator matrices (instances in the role of labels).

# %%
from metrics import multilabel as ml

LABELS = "abcdefg"
FIG9 = [  # (predicted label set, true label set)
    ("abc", "abc"),
    ("abde", "abcde"),
    ("ef", "cd"),
    ("bcd", "acdg"),
    ("acdfg", "g"),
]
y_pred = np.array([[int(label in predicted) for label in LABELS] for predicted, _ in FIG9])
y_true = np.array([[int(label in true) for label in LABELS] for _, true in FIG9])

per_instance = ml.per_class_matrices(y_true.T, y_pred.T)  # (5, 2, 2): [[TP, FP], [FN, TN]]
rows = []
for k, ((predicted, true), c) in enumerate(zip(FIG9, per_instance), start=1):
    tp, fp, fn, tn = (int(v) for v in (c[0, 0], c[0, 1], c[1, 0], c[1, 1]))
    rows.append([f"x{k}", "{" + ", ".join(predicted) + "}", "{" + ", ".join(true) + "}", tp, tn, fp, fn])
show_table(rows, ["instance", "predicted", "true", "TP", "TN", "FP", "FN"])
assert [r[3:] for r in rows] == [[3, 4, 0, 0], [4, 2, 0, 1], [0, 3, 2, 2], [2, 2, 1, 2], [1, 2, 4, 0]]

# %%
INSTANCE_METRICS = [  # (name, function, Wenzel's value)
    ("recall r (Eq. 23)", ml.instance_recall, "0.66"),
    ("precision p (Eq. 24)", ml.instance_precision, "≈ 0.573"),
    ("exact match ratio MR (Eq. 25)", ml.exact_match_ratio, "1/5"),
    ("accuracy / Jaccard (Eq. 26)", ml.jaccard, "0.48"),
    ("Hamming loss HL (Eq. 27)", ml.hamming_loss, "12/35 ≈ 0.343"),
    ("averaged F1 (Eq. 28)", ml.instance_f1, "≈ 0.56"),
    ("F1 of averages (Eq. 29)", ml.instance_f1_of_averages, "≈ 0.61"),
]
rows = [[label, f"`ml.{fn.__name__}`", fn(y_true, y_pred), paper] for label, fn, paper in INSTANCE_METRICS]
show_table(rows, ["metric", "function", "value", "Wenzel"])

# %% [markdown]
# All seven values match the paper. (The paper prints the same sum of fractions for
# $r$ and for $p$, which evaluates to 0.5 and is neither, but its stated results
# 0.66 and 0.573 are the correct ones: the per-instance recalls are 1, 0.8, 0, 0.5,
# 1 and the precisions 1, 1, 0, 2/3, 0.2.) As for the multi-class macro F1s, the two
# instance F1s differ: 0.559 against 0.614.
#
# ## The same data, per label
#
# Label-based evaluation (Wenzel §2.3) builds one binary matrix per label and
# averages a binary metric over labels (`ml.per_class_average`). Label *f* is never
# true, so its recall is 0/0: following the catalogue's convention an undefined
# value is NaN and propagates into the macro and weighted averages (scikit-learn
# with `zero_division=np.nan` would instead drop it).

# %%
per_label = ml.per_class_matrices(y_true, y_pred)
show_table([[label, *(int(v) for v in (c[0, 0], c[1, 1], c[0, 1], c[1, 0]))] for label, c in zip(LABELS, per_label)],
           ["label", "TP", "TN", "FP", "FN"], floatfmt="d")
rows = [[name] + [ml.per_class_average(name, y_true, y_pred, average) for average in ("micro", "macro", "weighted")]
        for name in ("precision", "recall", "f1")]
show_table(rows, ["binary metric", "micro", "macro", "weighted"])
