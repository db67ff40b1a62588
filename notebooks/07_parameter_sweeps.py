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
# # Property phase diagrams of metric families
#
# Researchers rarely ask about one metric: they ask for which β F-β keeps a property, or
# which (α, β) make the Tversky index
#
# $$T_{\alpha,\beta} = \frac{TP}{TP + \alpha\,FP + \beta\,FN}$$
#
# (binary, $m = [[TP, FP], [FN, TN]]$, rows = predictions) symmetric in truth and
# prediction. `reports.sweep` checks every member of an exact parameter grid and draws
# which properties hold where; `axiometrics sweep FAMILY --param ...` is the same from the
# command line, and `scheduler="local"` runs the members on a local Dask cluster with the
# same result.

# %%
from fractions import Fraction
from pathlib import Path
import tempfile

from IPython.display import Image, Markdown, display

from reports.sweep import grid, plot_sweep, render_sweep, sweep

# %% [markdown]
# ## F-β over β = 1/4 … 4
#
# By hand: $F_\beta = (1+\beta^2)TP / ((1+\beta^2)TP + \beta^2 FN + FP)$ never looks at
# $TN$ (TNI holds for every β); exchanging truth and prediction swaps $FP$ and $FN$, so
# TRS holds only where $\beta^2 = 1$ (F1); each partial derivative has a fixed sign (PI).

# %%
fbeta = sweep("f_beta", {"beta": grid("1/4:4:16")}, ["PI", "PIV", "TRS", "TNI", "MAX"], classes=(2,))
display(Markdown(render_sweep(fbeta)))
FIGURES = Path(tempfile.mkdtemp())  # the pictures live in the notebook, not beside it
display(Image(plot_sweep(fbeta, FIGURES / "f_beta_phase.png")))

# %%
trs = {row["values"]["beta"] for row in fbeta["rows"] if row["marks"]["TRS"] == "✓"}
assert trs == {"1"}, trs  # symmetric exactly at β = 1
assert all(row["marks"]["TNI"] == "✓" for row in fbeta["rows"])

# %% [markdown]
# ## The Tversky index over (α, β)
#
# By hand: TRS holds exactly on the diagonal α = β (Jaccard at 1, F1 at 1/2); PI holds
# everywhere (TP raises the score, FP and FN lower it); no member is chance-corrected
# (PV): for a random classifier $m = z p^\top$ the index is
# $z_0 p_0 / (z_0 p_0 + \alpha z_0 p_1 + \beta z_1 p_0)$, which tends to the perfect 1 as
# $z_0, p_0 \to 1$ (the positive class predicted and occurring almost always).

# %%
values = grid("0:2:5")
tversky = sweep("tversky", {"alpha": values, "beta": values}, ["PI", "TRS", "PV"], classes=(2,))
display(Image(plot_sweep(tversky, FIGURES / "tversky_phase.png")))

# %%
for row in tversky["rows"]:
    symmetric = Fraction(row["values"]["alpha"]) == Fraction(row["values"]["beta"])
    assert row["marks"]["TRS"] == ("✓" if symmetric else "✗"), row
print("TRS holds exactly where α = β:", sorted({row["values"]["alpha"] for row in tversky["rows"] if row["marks"]["TRS"] == "✓"}, key=Fraction))
