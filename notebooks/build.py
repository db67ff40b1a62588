"""Write and execute the paper notebooks of this folder.

Usage (from anywhere)::

    python notebooks/build.py                      # write and execute every notebook below
    python notebooks/build.py 03_informedness_vs_accuracy.ipynb
    python notebooks/build.py --no-execute         # write the cells only, without outputs

The notebook sources live here, as ``(kind, source)`` cells, so that a notebook is
never edited by hand: change this file and rebuild. Executed notebooks are written
with their outputs (figures, tables), deterministic cell ids and no timing metadata.
Execution uses nbclient with the Jupyter kernel called ``python3``, whose working
directory is this folder. Only the public API of ``metrics`` is used.
"""

import argparse
from pathlib import Path
import sys
import textwrap
import time

import nbformat

HERE = Path(__file__).resolve().parent
KERNEL = "python3"
TIMEOUT = 120  # seconds per cell


def md(source):
    return ("markdown", textwrap.dedent(source).strip("\n"))


def code(source):
    return ("code", textwrap.dedent(source).strip("\n"))


SETUP = code(
    """
    %matplotlib inline
    import numpy as np
    import matplotlib.pyplot as plt
    from IPython.display import Markdown, display
    from tabulate import tabulate

    import metrics


    def show_table(rows, headers, floatfmt=".4f"):
        \"\"\"Display a table as Markdown (rendered by Jupyter and by GitHub); strings are kept as given.\"\"\"
        text_columns = [k for k in range(len(headers)) if any(isinstance(row[k], str) for row in rows)]
        table = tabulate(rows, headers=headers, tablefmt="github", floatfmt=floatfmt,
                         disable_numparse=text_columns or False)
        display(Markdown(table))
    """
)


# ---------------------------------------------------------------------------------------
# 02  Opitz & Burst (2019), "Macro F1 and Macro F1"
# ---------------------------------------------------------------------------------------

TWO_MACRO_F1S = [
    md(
        r"""
        # Two macro F1s (Opitz & Burst 2019)

        Opitz & Burst, *Macro F1 and Macro F1* (2019), find two different formulas behind
        the name "macro F1" and show that they can disagree by up to 0.5 and rank
        classifiers differently. This notebook recomputes their results with the
        catalogue of `metrics`.

        Orientation, as in the paper: `m[i][j]` counts the items **predicted** `i` whose
        **true** class is `j` (rows = predictions, columns = truth). scikit-learn's
        `confusion_matrix(y_true, y_pred)` is the transpose.
        """
    ),
    SETUP,
    code(
        """
        from metrics.papers.burst import macro_f1_gap

        averaged_f1 = metrics.get("macro_f1")                 # arithmetic mean of the class F1s
        f1_of_averages = metrics.get("macro_f1_of_averages")  # harmonic mean of macro P and macro R

        for metric in (averaged_f1, f1_of_averages):
            print(f"{metric.name:21s} {metric.formula}")
            print(f"{'':21s} undefined: {metric.undefined}")


        def per_class(m):
            \"\"\"Class precisions (row-wise) and recalls (column-wise) of a count matrix.\"\"\"
            m = np.asarray(m, dtype=float)
            correct = np.diag(m)
            return correct / m.sum(axis=1), correct / m.sum(axis=0)
        """
    ),
    md(
        r"""
        ## The two formulas

        For class $x$ of $n$ classes, with precision $P_x = m_{xx} / \sum_j m_{xj}$ (row)
        and recall $R_x = m_{xx} / \sum_i m_{ix}$ (column),
        $F1_x = \dfrac{2 P_x R_x}{P_x + R_x}$.

        **Averaged F1**, the arithmetic mean over harmonic means (catalogue name `macro_f1`):

        $$\mathcal{F}_1 = \frac{1}{n} \sum_{x} \frac{2 P_x R_x}{P_x + R_x}.$$

        **F1 of averages**, the harmonic mean over arithmetic means (`macro_f1_of_averages`,
        alias `macro_f1_prime`):

        $$\mathbb{F}_1 = \frac{2\, \overline{P}\, \overline{R}}{\overline{P} + \overline{R}},
        \qquad \overline{P} = \frac1n \sum_x P_x, \quad \overline{R} = \frac1n \sum_x R_x.$$

        In $\mathbb{F}_1$ the precision of each class meets the recall of *every* class; in
        $\mathcal{F}_1$ only the recall of the *same* class. (The paper sets a ratio with
        a zero denominator to 0; the catalogue returns NaN for an undefined precision or
        recall. None of the matrices below is affected.)
        """
    ),
    md(
        r"""
        ## The gap lemma

        For a matrix that is not hollow (some $m_{xx} > 0$), Opitz & Burst's Lemma (Eq. 4;
        it is also the `deltaF1_F1'` function of their Appendix E) gives the difference as
        a sum over pairs of classes:

        $$\mathbb{F}_1 - \mathcal{F}_1 = \sum_{x < y}
          \frac{2\,(P_x R_y - P_y R_x)^2}{n\,(P_x + R_x)(P_y + R_y) \sum_z (P_z + R_z)} \;\ge\; 0.$$

        Every term is nonnegative, so $\mathbb{F}_1 \ge \mathcal{F}_1$, with equality
        exactly when $P_x R_y = P_y R_x$ for all pairs, i.e. when the vectors $P$ and $R$
        are proportional. `metrics.papers.burst.macro_f1_gap` implements the right-hand
        side; below it is checked against the direct difference of the two registered
        metrics on random matrices, with cells spread over four orders of magnitude so
        that strongly skewed error types occur.
        """
    ),
    code(
        """
        rng = np.random.default_rng(2019)


        def random_matrices(n, count):
            \"\"\"Random count matrices whose cells average between 0.1 and 1000 items.\"\"\"
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
        """
    ),
    md(
        r"""
        The lemma agrees with the direct difference to rounding error, and every gap lies
        in $[0, \tfrac12)$: nonnegative (up to rounding) and below the bound of the next
        section, which the most skewed random binary matrices approach. When $P = R$,
        e.g. for every symmetric matrix, the gap vanishes:
        """
    ),
    code(
        """
        m = random_matrices(4, 5000)
        symmetric = m + np.swapaxes(m, -1, -2)  # precision = recall for every class
        gap = f1_of_averages(symmetric) - averaged_f1(symmetric)
        print(f"largest |gap| over 5000 symmetric 4 x 4 matrices: {np.max(np.abs(gap)):.1e}")
        """
    ),
    md(
        r"""
        ## The bound: the gap approaches 0.5

        The gap is largest when half of the classes have $P_x \to 0, R_x = 1$ and the
        other half $P_x = 1, R_x \to 0$: then every class F1 tends to 0 while
        $\overline{P}, \overline{R} \to \tfrac12$. For two classes, take
        $m = \begin{pmatrix} a & b \\ 0 & a \end{pmatrix}$ with $b \gg a$: class 0 is
        predicted far too often ($P_0 = t$, $R_0 = 1$) and class 1 too rarely
        ($P_1 = 1$, $R_1 = t$), where $t = a/(a+b)$. Then

        $$\mathcal{F}_1 = \frac{2t}{1+t}, \qquad \mathbb{F}_1 = \frac{1+t}{2}, \qquad
        \mathbb{F}_1 - \mathcal{F}_1 = \frac{(1-t)^2}{2(1+t)} \;\xrightarrow[b/a\to\infty]{}\; \frac12.$$

        The same construction with $n = 3$,
        $m = \begin{pmatrix} a & b & b \\ 0 & a & 0 \\ 0 & 0 & a \end{pmatrix}$, splits the
        classes one against two, and its gap tends to $4/9 = (n^2-1)/(2n^2)$ instead.
        """
    ),
    code(
        """
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
        """
    ),
    code(
        """
        fig, ax = plt.subplots(figsize=(7.5, 4.2), constrained_layout=True)
        ax.semilogx(ratios, gap2, lw=2, label=r"$n = 2$: $[[a, b], [0, a]]$")
        ax.semilogx(ratios, gap3, lw=2, label=r"$n = 3$: $[[a, b, b], [0, a, 0], [0, 0, a]]$")
        ax.axhline(0.5, color="C0", ls="--", lw=1)
        ax.axhline(4 / 9, color="C1", ls="--", lw=1)
        ax.text(1.3, 0.5, "1/2", va="bottom", color="C0")
        ax.text(1.3, 4 / 9, "4/9", va="bottom", color="C1")
        ax.plot([100], [float(macro_f1_gap(two_class(10_000.0)))], "ko")
        ax.annotate("Appendix D: [[100, 10000], [0, 100]]\\ngap 0.4853", (100, 0.4853), xytext=(300, 0.22),
                    arrowprops=dict(arrowstyle="->", color="k"))
        ax.set_xlabel("b / a (how much more often class 0 is predicted than it is right)")
        ax.set_ylabel(r"gap $\\mathbb{F}_1 - \\mathcal{F}_1$")
        ax.set_ylim(0, 0.55)
        ax.set_title("The gap between the two macro F1s approaches its bound")
        ax.legend(loc="lower right")
        ax.grid(alpha=0.3)
        plt.show()
        """
    ),
    md(
        r"""
        ### Appendix D

        Opitz & Burst's Haskell program (Appendix E) prints, for
        $\begin{pmatrix} 100 & 10000 \\ 0 & 100 \end{pmatrix}$,
        `macroF1 benevolent` ($\mathbb{F}_1$) = 0.504950495049505,
        `macroF1 non-benevolent` ($\mathcal{F}_1$) = 1.96078431372549e-2 and
        `delta` = `delta calculated` = 0.48534265191225007; for the matrix with a
        balanced error-type distribution
        $\begin{pmatrix} 100 & 5000 \\ 5000 & 100 \end{pmatrix}$ both are 0.0196… and the
        gap is 0. The catalogue evaluates the metrics exactly, too (`Metric.exact`):
        """
    ),
    code(
        """
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
        """
    ),
    md(
        r"""
        ## The two metrics rank classifiers differently (Tables 1 and 2)

        Two classifiers on the same data (10 items of class *a*, 20 of class *b*;
        columns = truth). Classifier B is biased towards class *b*. The bias **improves**
        $\mathbb{F}_1$ but **impairs** $\mathcal{F}_1$:
        """
    ),
    code(
        """
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
        """
    ),
    md(
        r"""
        ## Random classifiers on imbalanced data (their Figure 1)

        Following the paper's Figure 1: 1,000 random data sets of 1,000 items each, whose
        true labels are drawn from a multinomial class distribution, and a dummy
        classifier that predicts every item uniformly at random. In panels (a) and (c)
        each data set gets its own class distribution, drawn uniformly from the
        probability simplex (Dirichlet(1, …, 1)); panel (b) uses one fixed, skewed binary
        distribution, 5 % / 95 %, for all data sets.

        For such a classifier $P_x \approx p_x$ (the share of class $x$) and
        $R_x \approx 1/n$, so $\overline{P} \approx \overline{R} \approx 1/n$ and
        $\mathbb{F}_1 \approx 1/n$ **whatever the class distribution**, while
        $\mathcal{F}_1 \approx \frac1n \sum_x \frac{2 p_x}{n p_x + 1}$ falls below $1/n$
        as soon as the classes are imbalanced. Points lie on or above the diagonal, as
        the lemma requires; the more imbalanced the data, the further above.
        """
    ),
    code(
        """
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
        """
    ),
    code(
        """
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
            ax.set_xlabel(r"averaged F1  $\\mathcal{F}_1$")
            ax.set_ylabel(r"F1 of averages  $\\mathbb{F}_1$")
            ax.set_title(f"{title}\\n{len(x):,} data sets of 1,000 items")
            ax.legend(loc="lower right")
            ax.grid(alpha=0.3)
        fig.colorbar(points, ax=axes, shrink=0.7, label="n × share of the rarest true class (1 = balanced)")
        fig.suptitle("Uniformly random classifiers: F1 of averages vs averaged F1", fontsize=13)
        plt.show()
        """
    ),
    md(
        r"""
        The figure reproduces the paper's qualitative finding: $\mathbb{F}_1$ is more
        benevolent to an uninformed classifier and stays near $1/n$, whereas
        $\mathcal{F}_1$ drops with the imbalance of the data; the two are correlated but
        far from interchangeable, and they order many pairs of data sets differently.

        For its binary panel the paper reports a maximum of about 0.56 for
        $\mathbb{F}_1$, about 0.41 for $\mathcal{F}_1$ and a root mean squared deviation
        of 0.13; the class distribution is in its figure legend, not in the text. Panel
        (b), a fixed 5 % / 95 % distribution, gives all three numbers (about 0.56, 0.41
        and 0.13 in the table above), so the paper's legend probably shows a distribution of that
        kind. With distributions drawn at random (panel a), nearly balanced data sets
        occur and bring $\mathcal{F}_1$ up to about $1/n$, while tiny classes make the
        macro recall, and with it $\mathbb{F}_1$, noisy.

        **Recommendation (Opitz & Burst):** report $\mathcal{F}_1$, the average of the class
        F1 scores, and always say which formula was used.
        """
    ),
]


# ---------------------------------------------------------------------------------------
# 03  Vickers, Barrault, Monti & Aletras, "We Need to Talk About Classification Evaluation Metrics in NLP"
# ---------------------------------------------------------------------------------------

INFORMEDNESS = [
    md(
        r"""
        # Informedness vs accuracy (Vickers et al.)

        Vickers, Barrault, Monti & Aletras, *We Need to Talk About Classification
        Evaluation Metrics in NLP*, compare metrics on a simulated classifier (their §3
        and Figure 1): for every item, with probability $q$ (the *predictive power*) the
        classifier predicts the true label; otherwise it draws a label from the class
        prevalence $p$. They argue that informedness measures exactly $q$, the
        probability of an informed decision, whereas accuracy and friends give
        *baseline credit* to guessing.

        The expected confusion matrix, as shares of the items, is

        $$m = q\,\mathrm{diag}(p) + (1-q)\,p\,p^\top, \qquad
        m_{ij} = \Pr(\text{predicted } i,\ \text{true } j)$$

        (rows = predictions, columns = truth). Since $m$ is symmetric, every class is
        predicted as often as it occurs: bias = prevalence = $p$. Hence, in closed form,

        | metric | value on $m$ |
        |---|---|
        | accuracy | $q + (1-q)\sum_c p_c^2$ |
        | recall = precision = F1 of class $c$ | $q + (1-q)\,p_c$ |
        | balanced accuracy = macro F1 (averaged) | $q + (1-q)/n$ |
        | one-vs-rest $\mathrm{TPR}_c - \mathrm{FPR}_c$ | $(q + (1-q)p_c) - (1-q)p_c = q$ |
        | informedness $= \sum_c p_c (\mathrm{TPR}_c - \mathrm{FPR}_c)$ | $q$ |
        | multi-class MCC and Cohen's $\kappa$ | $q$ |
        | NIT $= 2^{\mathrm{MI} - \log_2 n}$ | $1/n$ at $q = 0$ (no mutual information) |

        The paper's "MCC-Macro" is not defined in its text; the catalogue's `mcc` is the
        multi-class MCC (Gorodkin's $R_K$), which here equals $q$ as well.
        """
    ),
    SETUP,
    code(
        """
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
            \"\"\"m = q·diag(p) + (1 − q)·p pᵀ for every q (axis 0) and prevalence vector p (axis 1).\"\"\"
            p = np.asarray(prevalences, dtype=float)         # (k, n)
            q = np.asarray(qs, dtype=float)[:, None, None, None]
            informed = np.eye(p.shape[1]) * p[:, None, :]     # diag(p)
            guessed = p[:, :, None] * p[:, None, :]           # p pᵀ
            return q * informed + (1 - q) * guessed           # (len(qs), k, n, n)


        def expected_matrix_exact(p, q):
            \"\"\"The same matrix with Fractions, for exact evaluation.\"\"\"
            n = len(p)
            return [[q * p[i] * (i == j) + (1 - q) * p[i] * p[j] for j in range(n)] for i in range(n)]


        p0 = np.linspace(0.01, 0.99, 99)  # prevalence of class 0 (at 0 or 1 a class is absent)
        binary = np.stack([p0, 1 - p0], axis=1)
        multi = np.stack([p0] + [(1 - p0) / 3] * 3, axis=1)  # 4 classes; the other three share the rest
        """
    ),
    code(
        """
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
        """
    ),
    md(
        r"""
        In the binary case accuracy rises towards 1 as either class dominates, even for
        the random guesser ($q = 0$): at prevalence 0.9 it scores
        $0.9^2 + 0.1^2 = 0.82$. Balanced accuracy and macro F1 (here identical) are flat in
        the prevalence but credit the random guesser with $1/n = 0.5$. Informedness and
        MCC are flat at exactly $q$.

        NIT behaves differently from the paper's description ("superficially similar to
        accuracy"): with the catalogue's definition $\mathrm{NIT} = 2^{\mathrm{MI} - \log_2 n}$
        the random guesser gets exactly $1/n$ at every prevalence, and for $q > 0$ NIT
        *falls* as the data get skewed, because the mutual information cannot exceed
        the entropy of the true labels. On this simulation NIT therefore gives baseline
        credit ($1/n$) but never rewards the accuracy paradox.
        """
    ),
    code(
        """
        multi_values = plot_curves(multi, "4-class classifier: class 0 has the given prevalence, "
                                          "the other three share the rest equally")
        """
    ),
    md(
        r"""
        With four classes the same pattern holds: accuracy depends on the distribution
        (minimum $q + (1-q)/4$ at the uniform distribution, prevalence 0.25), balanced
        accuracy and macro F1 credit the random guesser with $1/4$, and informedness
        and MCC equal $q$ everywhere.

        ## Informedness = q, exactly

        Evaluated with exact rational arithmetic (`Metric.exact`) on the expected matrix,
        informedness is $q$ for every class distribution (MCC and Cohen's $\kappa$ too):
        """
    ),
    code(
        """
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
        """
    ),
    code(
        """
        for label, values in (("binary", binary_values), ("4-class", multi_values)):
            for name in ("informedness", "mcc"):
                error = np.max(np.abs(values[name] - np.array(Q)[:, None]))
                print(f"{label:8s} {name:13s} max |value − q| over the plotted grid: {error:.1e}")
        """
    ),
    md(
        r"""
        ## Random-guess baselines ($q = 0$)

        A classifier that ignores its input and guesses from the prevalence gets
        informedness 0, but accuracy $\sum_c p_c^2$, balanced accuracy and macro F1
        $1/n$, and NIT $1/n$:
        """
    ),
    code(
        """
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
        """
    ),
    md(
        r"""
        ## Finite test sets

        The curves above use the *expected* matrix. On a finite test set the simulated
        classifier scatters around it. Below, 300 test sets of 1,000 items each are
        drawn item by item (predict the true label with probability $q = 0.5$, otherwise
        a label drawn from $p$), turned into confusion matrices with `metrics.from_labels`,
        and scored.
        """
    ),
    code(
        """
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
        """
    ),
    md(
        r"""
        Informedness and MCC average to $q = 0.5$ on the simulated test sets, with a
        standard deviation of a few hundredths at 1,000 items; accuracy, balanced
        accuracy, macro F1 and NIT average to their expected-matrix values, which include
        the baseline credit.
        """
    ),
]


# ---------------------------------------------------------------------------------------
# 06  Wenzel, "Metrics for Multi-class and Multi-label Classification"
# ---------------------------------------------------------------------------------------

AVERAGING = [
    md(
        r"""
        # Averaging strategies and multi-label metrics (Wenzel)

        Wenzel's survey *Metrics for Multi-class and Multi-label Classification* works
        through micro-, macro- and weighted averages of precision, recall and F1 on two
        3-class confusion matrices (Figures 6 and 8) and through per-instance multi-label
        metrics on a 5-instance example (Figure 9). This notebook recomputes them with
        the catalogue of `metrics` and `metrics.multilabel`.

        Orientation, as in the paper: `m[i][j]` counts the items **predicted** `i` whose
        **true** class is `j` (rows = predictions, columns = truth).
        """
    ),
    SETUP,
    md(
        r"""
        ## Multi-class averages

        Class $j$ of $m$ classes is reduced to its one-vs-rest counts $TP_j$, $FP_j$,
        $FN_j$, $TN_j$; $n_j = TP_j + FN_j$ is its number of items and $n = \sum_j n_j$.

        | | micro | macro | weighted |
        |---|---|---|---|
        | recall | $r_\mu = \frac{\sum_j TP_j}{\sum_j (TP_j + FN_j)}$ | $r_M = \frac1m \sum_j \frac{TP_j}{TP_j + FN_j}$ | $r_w = \frac1n \sum_j n_j \frac{TP_j}{TP_j + FN_j}$ |
        | precision | $p_\mu = \frac{\sum_j TP_j}{\sum_j (TP_j + FP_j)}$ | $p_M = \frac1m \sum_j \frac{TP_j}{TP_j + FP_j}$ | $p_w = \frac1n \sum_j n_j \frac{TP_j}{TP_j + FP_j}$ |
        | F1 | $F_{1\mu} = \frac{2 p_\mu r_\mu}{p_\mu + r_\mu}$ | $\mathcal{F}_1 = \frac1m \sum_j \frac{2 p_j r_j}{p_j + r_j}$, $\ \mathbb{F}_1 = \frac{2 p_M r_M}{p_M + r_M}$ | $\mathcal{F}_{1w} = \frac1n \sum_j n_j \frac{2 p_j r_j}{p_j + r_j}$, $\ \mathbb{F}_{1w} = \frac{2 p_w r_w}{p_w + r_w}$ |

        Because every off-diagonal cell is a false positive of one class and a false
        negative of another, $\sum_j FP_j = \sum_j FN_j$, so $p_\mu = r_\mu = F_{1\mu}$ =
        accuracy; and $r_w = \frac1n\sum_j TP_j$ is accuracy too. The catalogue therefore
        registers them as aliases of `accuracy`.
        """
    ),
    code(
        """
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
        """
    ),
    code(
        """
        # (group, symbol, catalogue name, Wenzel's value for Figure 6, for Figure 8; None: not stated)
        QUANTITIES = [
            ("recall", r"$r_\\mu$", "micro_recall", 0.733, 0.700),
            ("recall", r"$r_M$", "macro_recall", 0.733, None),
            ("recall", r"$r_w$", "weighted_recall", 0.733, 0.700),
            ("precision", r"$p_\\mu$", "micro_precision", 0.733, 0.700),
            ("precision", r"$p_M$", "macro_precision", 0.745, 0.682),
            ("precision", r"$p_w$", "weighted_precision", 0.745, 0.750),
            ("F1", r"$F_{1\\mu}$", "micro_f1", 0.733, 0.700),
            ("F1", r"$\\mathcal{F}_1$", "macro_f1", 0.731, 0.684),
            ("F1", r"$\\mathbb{F}_1$", "macro_f1_of_averages", 0.739, 0.706),
            ("F1", r"$\\mathcal{F}_{1w}$", "weighted_f1", 0.731, 0.709),
            ("F1", r"$\\mathbb{F}_{1w}$", "weighted_f1_of_averages", None, None),
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

        for _, _, name, *stated in QUANTITIES:  # the paper rounds to 3 decimals (once twice, see below)
            for value, paper_value in zip(values[name], stated):
                assert paper_value is None or abs(value - paper_value) < 6e-4, (name, value, paper_value)
        """
    ),
    md(
        r"""
        Every value Wenzel states is reproduced to the three decimals printed, except
        that $\mathcal{F}_{1w}$ of Figure 8 is $0.70849\ldots$, which the paper rounds
        twice (to 0.7085, then 0.709). $\mathbb{F}_{1w}$ appears only in the paper's
        summary (Figure 10), without a worked value.

        Things to notice:

        * **Balanced data (Figure 6)**: macro and weighted averages coincide (every
          $n_j = 10$), and micro = accuracy = 11/15.
        * **Imbalanced data (Figure 8)**: the per-class recalls are those of Figure 6
          (0.9, 0.6, 0.7), so $r_M$ is unchanged, but micro and weighted recall follow
          the large classes (0.7). Precision changes in all three averages, because the
          larger classes send more false positives to the smaller ones.
        * The two macro F1s differ ($\mathbb{F}_1 > \mathcal{F}_1$ on both, as Opitz &
          Burst's lemma guarantees), and so do the two weighted F1s.
        * Eq. 16 of the paper, as printed, weights class precisions by
          $TP_j + FP_j$ (which would make $p_w = p_\mu$); its worked example, scikit-learn
          and the catalogue's `weighted_precision` weight by $n_j = TP_j + FN_j$.
        """
    ),
    code(
        """
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
        """
    ),
    md(
        r"""
        The per-class accuracy $\mathrm{Acc}_\mu = \mathrm{Acc}_M = \frac1m\sum_j
        \frac{TP_j + TN_j}{n}$ (`macro_accuracy`) is another average the paper discusses.
        Its definition gives $(22 + 52)/90 = 37/45 \approx 0.822$ on Figure 6, where the
        text says 7/10 (Figure 8's accuracy 42/60, apparently a copy slip), and
        $(42 + 102)/180 = 0.8$ on Figure 8, as stated:
        """
    ),
    code(
        """
        macro_accuracy = metrics.get("macro_accuracy")
        for label, m in (("Figure 6", FIG6), ("Figure 8", FIG8)):
            print(f"{label}: macro_accuracy = {macro_accuracy.exact(m)} ≈ {macro_accuracy(m):.3f}, "
                  f"accuracy = {metrics.get('accuracy').exact(m)}")
        """
    ),
    md(
        r"""
        ## Multi-label, per instance (Figure 9)

        Seven labels $a, \ldots, g$ and five instances. With $Y_i$ the true and $Z_i$ the
        predicted label set of instance $i$:

        $$r = \frac1N \sum_i \frac{|Y_i \cap Z_i|}{|Y_i|}, \quad
          p = \frac1N \sum_i \frac{|Y_i \cap Z_i|}{|Z_i|}, \quad
          \mathrm{MR} = \frac1N \sum_i I(Y_i = Z_i), \quad
          \mathrm{Acc} = \frac1N \sum_i \frac{|Y_i \cap Z_i|}{|Y_i \cup Z_i|},$$

        $$\mathrm{HL} = \frac{1}{N\,|L|} \sum_i |Y_i \,\triangle\, Z_i|, \quad
          \mathcal{F}_1 = \frac1N \sum_i \frac{2\,|Y_i \cap Z_i|}{|Y_i| + |Z_i|}, \quad
          \mathbb{F}_1 = \frac{2\,p\,r}{p + r}.$$

        The per-instance counts come from `metrics.multilabel.per_class_matrices` applied
        to the *transposed* indicator matrices (instances in the role of labels).
        """
    ),
    code(
        """
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
        """
    ),
    code(
        """
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
        """
    ),
    md(
        r"""
        All seven values match the paper. (The paper prints the same sum of fractions for
        $r$ and for $p$, which evaluates to 0.5 and is neither, but its stated results
        0.66 and 0.573 are the correct ones: the per-instance recalls are 1, 0.8, 0, 0.5,
        1 and the precisions 1, 1, 0, 2/3, 0.2.) As for the multi-class macro F1s, the two
        instance F1s differ: 0.559 against 0.614.

        ## The same data, per label

        Label-based evaluation (Wenzel §2.3) builds one binary matrix per label and
        averages a binary metric over labels (`ml.per_class_average`). Label *f* is never
        true, so its recall is 0/0: following the catalogue's convention an undefined
        value is NaN and propagates into the macro and weighted averages (scikit-learn
        with `zero_division=np.nan` would instead drop it).
        """
    ),
    code(
        """
        per_label = ml.per_class_matrices(y_true, y_pred)
        show_table([[label, *(int(v) for v in (c[0, 0], c[1, 1], c[0, 1], c[1, 0]))] for label, c in zip(LABELS, per_label)],
                   ["label", "TP", "TN", "FP", "FN"], floatfmt="d")
        rows = [[name] + [ml.per_class_average(name, y_true, y_pred, average) for average in ("micro", "macro", "weighted")]
                for name in ("precision", "recall", "f1")]
        show_table(rows, ["binary metric", "micro", "macro", "weighted"])
        """
    ),
]


NOTEBOOKS = {
    "02_two_macro_f1s.ipynb": TWO_MACRO_F1S,
    "03_informedness_vs_accuracy.ipynb": INFORMEDNESS,
    "06_averaging_and_multilabel.ipynb": AVERAGING,
}


def make_notebook(stem, cells):
    """An unexecuted notebook with deterministic cell ids."""
    nb = nbformat.v4.new_notebook()
    nb.metadata = {
        "kernelspec": {"name": KERNEL, "display_name": "Python 3 (ipykernel)", "language": "python"},
        "language_info": {"name": "python"},
    }
    prefix = stem.split("_", 1)[0]
    for k, (kind, source) in enumerate(cells):
        maker = nbformat.v4.new_markdown_cell if kind == "markdown" else nbformat.v4.new_code_cell
        nb.cells.append(maker(source, id=f"nb{prefix}-{k:02d}"))
    return nb


def execute(nb, path=HERE):
    """Run every cell top to bottom (raises on the first error)."""
    from nbclient import NotebookClient

    client = NotebookClient(nb, timeout=TIMEOUT, kernel_name=KERNEL, record_timing=False,
                            resources={"metadata": {"path": str(path)}})
    client.execute()
    return nb


def build(names=None, run=True):
    for name in names or NOTEBOOKS:
        if name not in NOTEBOOKS:
            raise SystemExit(f"unknown notebook {name!r}; known: {', '.join(NOTEBOOKS)}")
        nb = make_notebook(name, NOTEBOOKS[name])
        start = time.perf_counter()
        if run:
            execute(nb)
        nbformat.validate(nb)
        nbformat.write(nb, HERE / name)
        print(f"wrote {name}" + (f" (executed in {time.perf_counter() - start:.1f} s)" if run else ""))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="notebooks to build (default: all)")
    parser.add_argument("--no-execute", action="store_true", help="write the cells without running them")
    args = parser.parse_args(argv)
    build(args.names, run=not args.no_execute)


if __name__ == "__main__":
    sys.exit(main())
