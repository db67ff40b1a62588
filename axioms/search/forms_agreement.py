"""Whether a metric's symbolic form computes what its own numeric code computes, before any verdict.

A metric registered with both ``symbolic=`` and ``numeric=`` is proved about through its symbolic form, and its code is
what users run: a proof about one says nothing about the other where the two differ. :func:`forms_disagree` compares
them on the smallest matrices, random ones and large ones (:func:`metrics.confirmation.large_matrices`, for a rule on
size); code that computes something else only elsewhere is not seen.
"""

import contextlib

import numpy as np

import metrics
from metrics.bridge import lambdify_symbolic
from metrics.confirmation import large_matrices

from axioms.arithmetic.exact import NO_EXACT, agree, as_text, exact_form_value, float64_value, float_margin
from axioms.core.budget import Settings, rng_for
from axioms.search.spaces import evaluate, exhaustive, int_lists, random_batch

__all__ = ["forms_disagree"]


def forms_disagree(metric: metrics.Metric, n: int, settings: Settings) -> str | None:
    """The first integer matrix where the symbolic form's exact value and the numeric function differ.

    Checked before any verdict on the smallest matrices (entries 0..2), random ones and large ones (counts up to 1999,
    and about 10¹⁵): a proof about the symbolic form says nothing about numeric code that computes something else.
    """
    if metric.symbolic is None or not metric.has_own_numeric:
        return None
    batch = np.concatenate([exhaustive(n, min(2, settings.exhaustive_bound(n)))[:400],
                            random_batch(n, min(20, settings.at(n).search_size),
                                         rng_for(settings, metric.name, "agreement", n))])
    numeric, large = evaluate(metric, batch), large_matrices(n)
    with contextlib.suppress(Exception):  # code that cannot count 10¹⁵ items (it expands labels) is compared without
        numeric, batch = np.concatenate([numeric, evaluate(metric, large)]), np.concatenate([batch, large])
    with np.errstate(all="ignore"):
        symbolic = lambdify_symbolic(metric.symbolic)(batch)
    both_nan = np.isnan(numeric) & np.isnan(symbolic)
    gap = np.where(np.isnan(numeric) != np.isnan(symbolic), np.inf, np.abs(numeric - symbolic))
    # a scale-free filter; candidates are re-checked
    flagged = np.flatnonzero(~(both_nan | (gap <= float_margin(numeric, symbolic))))
    for b in flagged[np.argsort(-gap[flagged], kind="stable")][:5]:  # the largest gaps first (not float noise near 0)
        m = int_lists(batch[b])
        exact = exact_form_value(metric, m)  # the symbolic form's exact value
        if exact is NO_EXACT or agree(exact, float64_value(metric, m)):
            continue
        value = float(numeric[b])
        return (
            f"the symbolic and numeric forms disagree at m={m}: symbolic {as_text(exact)}, numeric {value!r}; "
            "register one form, or make both compute the same metric"
        )
    return None
