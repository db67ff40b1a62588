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
# # Two macro F1s (Opitz & Burst 2019)
#
# Opitz & Burst, *Macro F1 and Macro F1* (2019), find two different formulas behind
# the name "macro F1" and show that they can disagree by up to 0.5 and rank
# classifiers differently. This notebook recomputes their results with the
# catalogue of `metrics`.
#
# Orientation, as in the paper: `m[i][j]` counts the items **predicted** `i` whose
# **true** class is `j` (rows = predictions, columns = truth). scikit-learn's
# `confusion_matrix(y_true, y_pred)` is the transpose.

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
from metrics.papers.burst import macro_f1_gap

averaged_f1 = metrics.get("macro_f1")                 # arithmetic mean of the class F1s
f1_of_averages = metrics.get("macro_f1_of_averages")  # harmonic mean of macro P and macro R

for metric in (averaged_f1, f1_of_averages):
    print(f"{metric.name:21s} {metric.formula}")
    print(f"{'':21s} undefined: {metric.undefined}")


def per_class(m):
    """Class precisions (row-wise) and recalls (column-wise) of a count matrix."""
    m = np.asarray(m, dtype=float)
    correct = np.diag(m)
    return correct / m.sum(axis=1), correct / m.sum(axis=0)


# %% [markdown]
# ## The two formulas
#
# For class $x$ of $n$ classes, with precision $P_x = m_{xx} / \sum_j m_{xj}$ (row)
# and recall $R_x = m_{xx} / \sum_i m_{ix}$ (column),
# $F1_x = \dfrac{2 P_x R_x}{P_x + R_x}$.
#
# **Averaged F1**, the arithmetic mean over harmonic means (catalogue name `macro_f1`):
#
# $$\mathcal{F}_1 = \frac{1}{n} \sum_{x} \frac{2 P_x R_x}{P_x + R_x}.$$
#
# **F1 of averages**, the harmonic mean over arithmetic means (`macro_f1_of_averages`,
# alias `macro_f1_prime`):
#
# $$\mathbb{F}_1 = \frac{2\, \overline{P}\, \overline{R}}{\overline{P} + \overline{R}},
# \qquad \overline{P} = \frac1n \sum_x P_x, \quad \overline{R} = \frac1n \sum_x R_x.$$
#
# In $\mathbb{F}_1$ the precision of each class meets the recall of *every* class; in
# $\mathcal{F}_1$ only the recall of the *same* class. (The paper sets a ratio with
# a zero denominator to 0; the catalogue returns NaN for an undefined precision or
# recall. None of the matrices below is affected.)

# %% [markdown]
# ## The gap lemma
#
# For a matrix that is not hollow (some $m_{xx} > 0$), Opitz & Burst's Lemma (Eq. 4;
# it is also the `deltaF1_F1'` function of their Appendix E) gives the difference as
# a sum over pairs of classes:
#
# $$\mathbb{F}_1 - \mathcal{F}_1 = \sum_{x < y}
#   \frac{2\,(P_x R_y - P_y R_x)^2}{n\,(P_x + R_x)(P_y + R_y) \sum_z (P_z + R_z)} \;\ge\; 0.$$
#
# Every term is nonnegative, so $\mathbb{F}_1 \ge \mathcal{F}_1$, with equality
# exactly when $P_x R_y = P_y R_x$ for all pairs, i.e. when the vectors $P$ and $R$
# are proportional. `metrics.papers.burst.macro_f1_gap` implements the right-hand
# side; below it is checked against the direct difference of the two registered
# metrics on random matrices, with cells spread over four orders of magnitude so
# that strongly skewed error types occur.

# %%
rng = np.random.default_rng(2019)


def random_matrices(n, count):
    """Random count matrices whose cells average between 0.1 and 1000 items."""
    m = rng.poisson(10.0 ** rng.uniform(-1, 3, size=(count, n, n))).astype(float)
    m[:, np.arange(n), np.arange(n)] += 1  # not hollow: every class is predicted and occurs
    return m


rows = []
for n in range(2, 8):
    m = random_matrices(n, 5000)
    direct = f1_of_averages(m) - averaged_f1(m)  # the metrics are vectorised over a batch
    lemma = macro_f1_gap(m)
    error = np.max(np.abs(direct - lemma))
    assert error < 1e-12 and direct.min() > -1e-15
    rows.append([n, len(m), error, direct.min(), direct.max()])
show_table(
    rows,
    ["n", "random matrices", "max |direct − lemma|", "smallest gap", "largest gap"],
    floatfmt=("d", "d", ".1e", ".1e", ".4f"),
)

# %% [markdown]
# The lemma agrees with the direct difference to rounding error, and every gap lies
# in $[0, \tfrac12)$: nonnegative (up to rounding) and below the bound of the next
# section, which the most skewed random binary matrices approach. When $P = R$,
# e.g. for every symmetric matrix, the gap vanishes:

# %%
m = random_matrices(4, 5000)
symmetric = m + np.swapaxes(m, -1, -2)  # precision = recall for every class
gap = f1_of_averages(symmetric) - averaged_f1(symmetric)
print(f"largest |gap| over 5000 symmetric 4 x 4 matrices: {np.max(np.abs(gap)):.1e}")

# %% [markdown]
# ## The bound: the gap approaches 0.5
#
# The gap is largest when half of the classes have $P_x \to 0, R_x = 1$ and the
# other half $P_x = 1, R_x \to 0$: then every class F1 tends to 0 while
# $\overline{P}, \overline{R} \to \tfrac12$. For two classes, take
# $m = \begin{pmatrix} a & b \\ 0 & a \end{pmatrix}$ with $b \gg a$: class 0 is
# predicted far too often ($P_0 = t$, $R_0 = 1$) and class 1 too rarely
# ($P_1 = 1$, $R_1 = t$), where $t = a/(a+b)$. Then
#
# $$\mathcal{F}_1 = \frac{2t}{1+t}, \qquad \mathbb{F}_1 = \frac{1+t}{2}, \qquad
# \mathbb{F}_1 - \mathcal{F}_1 = \frac{(1-t)^2}{2(1+t)} \;\xrightarrow[b/a\to\infty]{}\; \frac12.$$
#
# The same construction with $n = 3$,
# $m = \begin{pmatrix} a & b & b \\ 0 & a & 0 \\ 0 & 0 & a \end{pmatrix}$, splits the
# classes one against two, and its gap tends to $4/9 = (n^2-1)/(2n^2)$ instead.

# %%
a = 100.0


def two_class(b):
    return np.array([[a, b], [0.0, a]])


def three_class(b):
    return np.array([[a, b, b], [0.0, a, 0.0], [0.0, 0.0, a]])


ratios = np.logspace(0, 6, 121)  # b / a
m2 = np.stack([two_class(a * r) for r in ratios])
m3 = np.stack([three_class(a * r) for r in ratios])
gap2 = f1_of_averages(m2) - averaged_f1(m2)
gap3 = f1_of_averages(m3) - averaged_f1(m3)
t = 1 / (1 + ratios)
assert np.allclose(gap2, (1 - t) ** 2 / (2 * (1 + t)))  # the closed form above
assert np.allclose(gap2, macro_f1_gap(m2)) and np.allclose(gap3, macro_f1_gap(m3))

rows = []
for r in (1, 10, 100, 1_000, 10_000, 1_000_000):
    m = two_class(a * r)
    rows.append([f"{r:,}", averaged_f1(m), f1_of_averages(m), float(macro_f1_gap(m))])
show_table(rows, ["b / a", "averaged F1", "F1 of averages", "gap"], floatfmt=".6f")

# %%
fig, ax = plt.subplots(figsize=(7.5, 4.2), constrained_layout=True)
ax.semilogx(ratios, gap2, lw=2, label=r"$n = 2$: $[[a, b], [0, a]]$")
ax.semilogx(ratios, gap3, lw=2, label=r"$n = 3$: $[[a, b, b], [0, a, 0], [0, 0, a]]$")
ax.axhline(0.5, color="C0", ls="--", lw=1)
ax.axhline(4 / 9, color="C1", ls="--", lw=1)
ax.text(1.3, 0.5, "1/2", va="bottom", color="C0")
ax.text(1.3, 4 / 9, "4/9", va="bottom", color="C1")
ax.plot([100], [float(macro_f1_gap(two_class(10_000.0)))], "ko")
ax.annotate("Appendix D: [[100, 10000], [0, 100]]\ngap 0.4853", (100, 0.4853), xytext=(300, 0.22),
            arrowprops=dict(arrowstyle="->", color="k"))
ax.set_xlabel("b / a (how much more often class 0 is predicted than it is right)")
ax.set_ylabel(r"gap $\mathbb{F}_1 - \mathcal{F}_1$")
ax.set_ylim(0, 0.55)
ax.set_title("The gap between the two macro F1s approaches its bound")
ax.legend(loc="lower right")
ax.grid(alpha=0.3)
plt.show()

# %% [markdown]
# ### Appendix D
#
# Opitz & Burst's Haskell program (Appendix E) prints, for
# $\begin{pmatrix} 100 & 10000 \\ 0 & 100 \end{pmatrix}$,
# `macroF1 benevolent` ($\mathbb{F}_1$) = 0.504950495049505,
# `macroF1 non-benevolent` ($\mathcal{F}_1$) = 1.96078431372549e-2 and
# `delta` = `delta calculated` = 0.48534265191225007; for the matrix with a
# balanced error-type distribution
# $\begin{pmatrix} 100 & 5000 \\ 5000 & 100 \end{pmatrix}$ both are 0.0196… and the
# gap is 0. The catalogue evaluates the metrics exactly, too (`Metric.exact`):

# %%
rows = []
for m in ([[100, 10000], [0, 100]], [[100, 5000], [5000, 100]]):
    exact_averaged, exact_of_averages = averaged_f1.exact(m), f1_of_averages.exact(m)
    exact_gap = exact_of_averages - exact_averaged
    rows.append([
        str(m),
        f"{exact_of_averages} = {float(exact_of_averages)!r}",
        f"{exact_averaged} = {float(exact_averaged)!r}",
        f"{exact_gap} = {float(exact_gap)!r}",
        repr(float(macro_f1_gap(np.array(m, dtype=float)))),
    ])
show_table(rows, ["m", "F1 of averages (exact)", "averaged F1 (exact)", "gap (exact)", "gap by the lemma"])

assert float(f1_of_averages.exact([[100, 10000], [0, 100]])) == 0.504950495049505
assert abs(float(macro_f1_gap(np.array([[100.0, 10000], [0, 100]]))) - 0.48534265191225007) < 1e-15

# %% [markdown]
# ## The two metrics rank classifiers differently (Tables 1 and 2)
#
# Two classifiers on the same data (10 items of class *a*, 20 of class *b*;
# columns = truth). Classifier B is biased towards class *b*. The bias **improves**
# $\mathbb{F}_1$ but **impairs** $\mathcal{F}_1$:

# %%
A = [[5, 10], [5, 10]]  # Table 1
B = [[1, 1], [9, 19]]   # Table 2
rows = []
for label, m in (("A (Table 1)", A), ("B (Table 2)", B)):
    p, r = per_class(m)
    rows.append([label, str(m), *p, *r,
                 f"{averaged_f1.exact(m)} ≈ {averaged_f1(m):.4f}",
                 f"{f1_of_averages.exact(m)} ≈ {f1_of_averages(m):.4f}"])
show_table(rows, ["classifier", "m", "P_a", "P_b", "R_a", "R_b", "averaged F1", "F1 of averages"])

assert averaged_f1(A) > averaged_f1(B) and f1_of_averages(A) < f1_of_averages(B)
print("averaged F1 ranks A first; F1 of averages ranks B first.")


# %% [markdown]
# ## Random classifiers on imbalanced data (their Figure 1)
#
# Following the paper's Figure 1: 1,000 random data sets of 1,000 items each, whose
# true labels are drawn from a multinomial class distribution, and a dummy
# classifier that predicts every item uniformly at random. In panels (a) and (c)
# each data set gets its own class distribution, drawn uniformly from the
# probability simplex (Dirichlet(1, …, 1)); panel (b) uses one fixed, skewed binary
# distribution, 5 % / 95 %, for all data sets.
#
# For such a classifier $P_x \approx p_x$ (the share of class $x$) and
# $R_x \approx 1/n$, so $\overline{P} \approx \overline{R} \approx 1/n$ and
# $\mathbb{F}_1 \approx 1/n$ **whatever the class distribution**, while
# $\mathcal{F}_1 \approx \frac1n \sum_x \frac{2 p_x}{n p_x + 1}$ falls below $1/n$
# as soon as the classes are imbalanced. Points lie on or above the diagonal, as
# the lemma requires; the more imbalanced the data, the further above.

# %%
def random_guess_matrices(n, share=None, datasets=1000, items=1000):
    matrices = []
    for _ in range(datasets):
        p = rng.dirichlet(np.ones(n)) if share is None else share  # the class distribution
        y_true = rng.choice(n, size=items, p=p)
        y_pred = rng.integers(0, n, size=items)  # dummy classifier: uniformly at random
        matrices.append(metrics.from_labels(y_true, y_pred, labels=range(n)))
    return np.array(matrices, dtype=float)


def ranks(x):
    return np.argsort(np.argsort(x))


SETTINGS = [  # (panel, n, class distribution; None: a random one per data set)
    ("(a) binary, random distributions", 2, None),
    ("(b) binary, fixed distribution 5 % / 95 %", 2, [0.05, 0.95]),
    ("(c) 5 classes, random distributions", 5, None),
]
panels, rows = [], []
for title, n, share in SETTINGS:
    m = random_guess_matrices(n, share)
    x, y = averaged_f1(m), f1_of_averages(m)
    balance = n * m.sum(axis=1).min(axis=-1) / m.sum(axis=(1, 2))  # n × share of the rarest class
    keep = np.isfinite(x) & np.isfinite(y)  # a class that never occurs leaves a recall undefined
    x, y, balance = x[keep], y[keep], balance[keep]
    panels.append((x, y, balance))
    # pairs of data sets that the two metrics order in opposite ways
    dx, dy = np.subtract.outer(x, x), np.subtract.outer(y, y)
    upper = np.triu_indices(len(x), k=1)
    discordant = np.mean(dx[upper] * dy[upper] < 0)
    rows.append([title, int(keep.sum()), x.max(), y.max(), np.sqrt(np.mean((x - y) ** 2)),
                 np.corrcoef(x, y)[0, 1], np.corrcoef(ranks(x), ranks(y))[0, 1], discordant,
                 np.mean(y >= x)])
show_table(
    rows,
    ["setting", "data sets", "max averaged F1", "max F1 of averages", "RMSD", "Pearson r",
     "Spearman ρ", "discordant pairs", "share with F1 of averages ≥ averaged F1"],
    floatfmt=("", "d", ".3f", ".3f", ".3f", ".2f", ".2f", ".2f", ".3f"),
)

# %%
fig, axes = plt.subplots(1, 3, figsize=(15, 5.6), layout="constrained")
for ax, (title, n, share), (x, y, balance) in zip(axes, SETTINGS, panels):
    points = ax.scatter(x, y, c=balance, s=9, cmap="viridis", vmin=0, vmax=1)
    lo = np.floor(20 * min(x.min(), y.min())) / 20
    hi = np.ceil(20 * max(x.max(), y.max())) / 20
    ax.plot([lo, hi], [lo, hi], color="0.4", ls="--", lw=1, label="diagonal (equal values)")
    ax.axhline(1 / n, color="C3", ls=":", lw=1.5, label=f"1/n = {1 / n:g}")
    ax.set_xlim(lo, hi)
    ax.set_ylim(lo, hi)
    ax.set_aspect("equal")
    ax.set_xlabel(r"averaged F1  $\mathcal{F}_1$")
    ax.set_ylabel(r"F1 of averages  $\mathbb{F}_1$")
    ax.set_title(f"{title}\n{len(x):,} data sets of 1,000 items")
    ax.legend(loc="lower right")
    ax.grid(alpha=0.3)
fig.colorbar(points, ax=axes, shrink=0.7, label="n × share of the rarest true class (1 = balanced)")
fig.suptitle("Uniformly random classifiers: F1 of averages vs averaged F1", fontsize=13)
plt.show()

# %% [markdown]
# The figure reproduces the paper's qualitative finding: $\mathbb{F}_1$ is more
# benevolent to an uninformed classifier and stays near $1/n$, whereas
# $\mathcal{F}_1$ drops with the imbalance of the data; the two are correlated but
# far from interchangeable, and they order many pairs of data sets differently.
#
# For its binary panel the paper reports a maximum of about 0.56 for
# $\mathbb{F}_1$, about 0.41 for $\mathcal{F}_1$ and a root mean squared deviation
# of 0.13; the class distribution is in its figure legend, not in the text. Panel
# (b), a fixed 5 % / 95 % distribution, gives all three numbers (about 0.56, 0.41
# and 0.13 in the table above), so the paper's legend probably shows a distribution of that
# kind. With distributions drawn at random (panel a), nearly balanced data sets
# occur and bring $\mathcal{F}_1$ up to about $1/n$, while tiny classes make the
# macro recall, and with it $\mathbb{F}_1$, noisy.
#
# **Recommendation (Opitz & Burst):** report $\mathcal{F}_1$, the average of the class
# F1 scores, and always say which formula was used.
