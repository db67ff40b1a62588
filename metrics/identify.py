r"""Identify a metric given as code (numpy, ``labels=``, any black box) as a structure, from its values.

Only a structured metric (:mod:`metrics.structure`) gets verdicts for every number of classes,
yet most metrics users bring — scikit-learn's averages, kappa, MCC, balanced accuracy — are
structures written another way. :func:`identify` compares the metric with each structure of
:func:`candidates` on the confirmation matrices of :mod:`metrics.confirmation` (every matrix with entries 0..2 at
n = 2, every one with entries 0..1 at n = 3, and random matrices with empty classes at n = 2..8), at the empty
matrix where the code scores it with a number (PI's moves start there), and, unless the metric takes whole counts
only (:mod:`metrics.whole_counts`), on its fractional matrices, whose counts are not integers (the properties reach
them): a candidate is the metric's identified form only if the two agree on **every** one of them, both undefined
(NaN, ±inf) or both the same number within :data:`AGREEMENT` (a relative 1e-13).

The candidates are the averages users write, each with the conventions for an undefined
per-class score that scikit-learn's ``zero_division`` offers (undefined, 0 or 1):

* the **macro** mean :math:`\tfrac1n\sum_k g(c_k, r_k, t_k, N)` and the **weighted** mean
  :math:`\tfrac1N\sum_k t_k\, g(c_k, r_k, t_k, N)` of a per-class score g of :data:`SCORES`
  (recall, precision, F1, F2, F0.5, Jaccard, specificity, NPV, class accuracy, a class's balanced
  accuracy, which is its one-vs-rest AUC, PyCM's AUNU and AUNP, and class balance accuracy, PyCM's CBA);
* the same means over the classes whose score is defined (scikit-learn's ``zero_division=np.nan``);
* functions of class sums: accuracy :math:`D/N` (micro precision, recall and F1) and its error
  :math:`1 - D/N` (Hamming and zero-one loss), Bennett's S, Scott's π, Gwet's AC1, micro
  Jaccard :math:`D/(2N - D)`, Cohen's kappa, MCC, and scikit-learn's balanced
  accuracy (the mean recall over the classes that occur, plain and ``adjusted``);
* Cohen's weighted kappa, linear and quadratic (scikit-learn's ``weights=``): no structure, since it reads the
  classes' order (:mod:`metrics.ordinal`), but an exact form at each n, so proofs there and no verdict for every n.

An identification is evidence, not a proof that the code *is* the structure: the engine decides
the properties of the identified form and says so on every verdict it backs (and re-checks each
counterexample on the metric's own code). A metric no candidate matches keeps its own
verdicts, and :attr:`Identification.reason` says which candidate came closest and where it
differs.

Examples
--------
>>> import metrics
>>> found = identify(metrics.get("nit"))
>>> found.identified, found.reason.startswith("no candidate form agrees")
(False, True)
"""

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import numpy as np

from ._registry import make_metric
from .candidate_forms import PASTE_PREAMBLE, SCORES, Form, candidates
from .errors import TooManyItemsError
from .confirmation import CLASS_COUNTS, HUGE, calibrated_matrices, confirmation_matrices, fractional_matrices, probes_at
from .ordinal import WeightedKappa
from .structure import Structure

__all__ = ["PASTE_PREAMBLE", "Form", "Identification", "identify", "candidates", "SCORES", "values_agree",
           "beyond_confirmation", "checked_difference"]


@dataclass(frozen=True)
class Identification:
    """What :func:`identify` found: the ``structure`` (None if none agrees), or the ``symbolic`` form when the code
    agrees with a form that is no structure (a weighted kappa, :mod:`metrics.ordinal`: proofs at each n, no
    verdict for every n); its ``description`` and the ``paste`` text of the form, how many ``matrices`` at which
    class counts confirmed it (``whole_counts_only``: whole counts alone, since the code takes no others;
    ``checked_at``: the class counts checked where :func:`checked_difference` compared them too), or the ``reason``
    it was not identified. ``calibrated_differs`` says where the code and the form differ on the calibrated
    confirmation matrices (None where they agree; code of whole counts only, evaluated there at whole counts in the
    same proportions, since any other code that differs there is not identified): the calibrated variant is then
    decided from the code."""

    structure: "Structure | None"
    description: str = ""
    paste: str = ""
    matrices: int = 0
    reason: "str | None" = None
    calibrated_differs: "str | None" = None
    symbolic: "WeightedKappa | None" = None
    whole_counts_only: bool = False
    checked_at: "tuple[int, ...]" = ()

    @property
    def identified(self) -> bool:
        return self.structure is not None or self.symbolic is not None

    @property
    def keyword(self) -> str:
        """How the form is registered: ``structure=`` or ``symbolic=``."""
        return "structure" if self.structure is not None else "symbolic"

    def form_of(self, metric: Any) -> Any:
        """The identified form as a :class:`metrics.Metric` named and directed like ``metric``."""
        return make_metric(metric.name, structure=self.structure, symbolic=self.symbolic,
                           higher_is_better=metric.higher_is_better, value_range=metric.value_range,
                           min_classes=metric.min_classes, description=metric.description)

    def as_evidence(self) -> dict[str, Any]:
        """The identification as JSON for a verdict's evidence."""
        if not self.identified:
            return {"identified": False, "reason": self.reason}
        others = ("no matrix whose counts are not integers: the code takes whole counts only" if self.whole_counts_only
                  else "and random ones at n=2..4 whose counts are not integers")
        return {
            "identified": True, "form": self.description, self.keyword: self.paste, "confirmed_on": self.matrices,
            "method": (f"decided for the form identified from the metric's code, {self.description}: the code agrees "
                       f"with it on {self.matrices} matrices (every non-empty matrix with entries 0..2 at n=2 and 0..1 "
                       f"at n=3, random ones at n={CLASS_COUNTS[0]}..{CLASS_COUNTS[-1]}, {others}; for the calibrated "
                       f"cells, calibrated ones too){self._checked_text()}; register it with {self.keyword}="
                       f"{self.paste} to make it the definition"),
        }

    def _checked_text(self) -> str:
        counts = ", ".join(map(str, self.checked_at))
        return f", and at the class counts checked beyond them (n={counts}) on random ones" if self.checked_at else ""


def _undefined(values: np.ndarray) -> np.ndarray:
    return ~np.isfinite(values)


#: The largest difference of two agreeing values, relative to the larger of 1 and their sizes: a few hundred
#: float64 rounding steps, room for code that sums in another order, far below any term a metric adds on purpose
#: (accuracy + 1e-12 TP/N is not accuracy).
AGREEMENT = 1e-13


def values_agree(ours: np.ndarray, theirs: np.ndarray) -> np.ndarray:
    """Where two metrics' values agree: both undefined (NaN, ±inf), or both numbers within :data:`AGREEMENT`."""
    both_undefined = _undefined(ours) & _undefined(theirs)
    with np.errstate(invalid="ignore"):
        close = np.abs(ours - theirs) <= AGREEMENT * np.maximum(1.0, np.maximum(np.abs(ours), np.abs(theirs)))
    return both_undefined | (close & ~_undefined(ours) & ~_undefined(theirs))


@lru_cache(maxsize=None)
def _values_of_candidate(index: int) -> "dict[int, np.ndarray]":
    numeric = candidates()[index][2].numeric
    with np.errstate(all="ignore"):
        return {n: np.asarray(numeric(mats), dtype=float) for n, mats in confirmation_matrices().items()}


def identify(metric: Any) -> Identification:
    """The structure of :func:`candidates` that ``metric`` agrees with on every confirmation matrix, or why none.

    ``metric`` is a :class:`metrics.Metric` defined at every n of :data:`~metrics.confirmation.CLASS_COUNTS`; one
    that is binary-only, raises, or returns the wrong shape there is not identified (the reason says so).
    """
    if getattr(metric, "binary", False) or not all(metric.applies_to(n) for n in CLASS_COUNTS):
        return Identification(
            None, reason=f"the metric is not defined at every n = {CLASS_COUNTS[0]}..{CLASS_COUNTS[-1]}")
    mats = confirmation_matrices()
    values, unreachable = {}, {}
    for n, m in mats.items():
        try:
            got, unreachable[n] = _values_within_reach(metric, m)
        except Exception as err:  # user code: whatever it raises only means "not identified"
            return Identification(
                None, reason=f"the metric raised {type(err).__name__} on the confirmation matrices: {err}")
        if isinstance(got, str):
            return Identification(None, reason=f"the metric returned {got} on the confirmation matrices at n={n}")
        values[n] = got
    off_whole = _off_whole_counts(metric)
    if isinstance(off_whole, str):
        return Identification(None, reason=off_whole)
    total = sum(len(m) for m in mats.values())
    confirmed = (total - sum(int(u.sum()) for u in unreachable.values())
                 + (0 if off_whole is None else sum(len(v) for v in off_whole.values())))
    best: "tuple[int, int, int, int] | None" = None  # (agreements, candidate, n, first disagreeing index)
    whole_counts_only = None  # why a candidate that agrees on every confirmation matrix is not the metric
    for index, (description, paste, form) in enumerate(candidates()):
        theirs = _values_of_candidate(index)
        agree = {n: values_agree(values[n], theirs[n]) | unreachable[n] for n in mats}
        count = sum(int(a.sum()) for a in agree.values())
        if count == total:
            difference = ((None if off_whole is None else _fractional_difference(off_whole, form, description))
                          or _empty_difference(metric, form, description))
            if difference is None:
                differs = _calibrated_difference(metric, form)
                kappa = form if isinstance(form, WeightedKappa) else None  # no structure: a form at each n
                structure = form if isinstance(form, Structure) else None
                return Identification(structure, description, paste, confirmed, symbolic=kappa,
                                      calibrated_differs=differs, whole_counts_only=off_whole is None)
            whole_counts_only = whole_counts_only or difference  # the first such candidate names the metric best
        elif best is None or count > best[0]:
            n = next(n for n in mats if not agree[n].all())
            best = (count, index, n, int(np.argmin(agree[n])))
    if whole_counts_only is not None:
        return Identification(None, reason=whole_counts_only)
    assert best is not None
    _, index, n, at = best
    cells = [[int(x) for x in row] for row in mats[n][at]]  # exact: counts times 2⁶⁰ pass int64
    return Identification(None, reason=(
        f"no candidate form agrees with the metric on all {total} confirmation matrices; the closest, "
        f"{candidates()[index][0]}, differs at m={cells} (the metric: {values[n][at]:.12g}, "
        f"the candidate: {_values_of_candidate(index)[n][at]:.12g})"))


def _off_whole_counts(metric: Any) -> "dict[int, np.ndarray] | str | None":
    """The code's values on :func:`~metrics.confirmation.fractional_matrices`, ``{n: values}`` (NaN where it raised
    on a matrix); None when it takes whole counts only: registered with ``whole_counts=True``, or undefined (NaN,
    ±inf) or raising at every matrix whose counts are not integers, each tried on its own (``labels=`` code without
    ``sample_weight`` labels one item per count), so that a form is compared with it on whole counts; or the text of
    what no metric returns (complex values, values that are not numbers, the wrong shape)."""
    if metric.whole_counts:
        return None
    out = {}
    for n, mats in fractional_matrices().items():
        try:
            values = _values_at(metric, mats)
        except Exception:  # user code: one matrix it refuses must not hide the others
            each = [_values_at(metric, mats[k:k + 1], refused=np.nan) for k in range(len(mats))]
            wrong = [v for v in each if isinstance(v, str)]
            values = wrong[0] if wrong else np.concatenate(each)
        if isinstance(values, str):
            return f"the metric returned {values} on matrices whose counts are not integers at n={n}"
        out[n] = values
    return None if all(_undefined(values).all() for values in out.values()) else out


def _values_within_reach(metric: Any, mats: np.ndarray) -> "tuple[np.ndarray | str, np.ndarray]":
    """``(values, unreachable)``: :func:`_values_at` the batch, and where the code raises, each matrix tried on its
    own: those of about 10²¹ items it raises on (a label metric expands a matrix into one label per item, and code
    that does so itself overflows int64) are NaN and marked ``unreachable``, no difference from any form (as PV's
    10¹² items are); a raise on any other matrix is propagated."""
    try:
        return _values_at(metric, mats), np.zeros(len(mats), dtype=bool)
    except Exception:  # noqa: BLE001 - user code: a raise beyond its reach is no difference, else it propagates
        unreachable = np.zeros(len(mats), dtype=bool)
        values = np.full(len(mats), np.nan)
        for k, m in enumerate(mats):
            try:
                got = _values_at(metric, m[None])
            except Exception as exc:  # noqa: BLE001 - as above
                if not (isinstance(exc, TooManyItemsError) or m.sum() >= HUGE):
                    raise
                unreachable[k] = True
                continue
            if isinstance(got, str):
                return got, unreachable
            values[k] = got[0]
        return values, unreachable


def _values_at(metric: Any, mats: np.ndarray, refused: "float | None" = None) -> "np.ndarray | str":
    """The code's float values on the batch ``mats``, or the text of what they are instead; a raise is propagated,
    or read as the value ``refused`` when one is given."""
    with np.errstate(all="ignore"):
        try:
            raw = np.asarray(metric.numeric(np.array(mats)))  # a copy: the code may write to it (mats is read-only)
        except Exception:  # user code
            if refused is None:
                raise
            return np.full(len(mats), refused)
    if np.iscomplexobj(raw):
        return "complex values"
    try:
        values = raw.astype(float)
    except (TypeError, ValueError):
        return f"values that are not numbers ({raw.dtype})"
    return values if values.shape == (len(mats),) else f"values of shape {values.shape} for {len(mats)} matrices"


def beyond_confirmation(found: Identification, n: int) -> "tuple[bool, bool]":
    """Whether the confirmation matrices leave out whole counts at n, and counts that are not whole the code reads."""
    return n not in CLASS_COUNTS, not found.whole_counts_only and n not in fractional_matrices()


def checked_difference(metric: Any, found: Identification, n: int) -> "str | None":
    """Where ``metric``'s code and its identified form first differ at ``n`` classes, on matrices the confirmation
    does not cover there (:func:`beyond_confirmation`), or None: beyond n = 8 random ones drawn like the
    confirmation ones, and outside n = 2, 3, 4 those with counts that are not whole, unless the code takes whole
    counts only (:func:`~metrics.confirmation.probes_at`). A form is decided at the n checked."""
    whole, fractional = beyond_confirmation(found, n)
    if not (whole or fractional):
        return None
    probes = probes_at(n, whole, fractional)
    form: Form = found.structure if found.structure is not None else found.symbolic  # type: ignore[assignment]
    with np.errstate(all="ignore"):
        theirs = np.asarray(form.numeric(probes), dtype=float)
        try:
            ours = _values_at(metric, probes)
        except Exception as err:  # user code: raising where the form has values is a difference
            return f"the code raised {type(err).__name__} at n={n}: {err}"
    if isinstance(ours, str):
        return f"the code returned {ours} at n={n}"
    agree = values_agree(ours, theirs)
    if agree.all():
        return None
    at = int(np.argmin(agree))
    where = f"m={np.round(probes[at], 6).tolist()}" if n <= max(CLASS_COUNTS) else f"a random {n} x {n} matrix"
    return f"at n={n} they differ at {where} (the code: {ours[at]:.12g}, the form: {theirs[at]:.12g})"


def _fractional_difference(ours: "dict[int, np.ndarray]", form: Form, description: str) -> "str | None":
    """Where the code's values ``ours`` on the fractional matrices (:func:`_off_whole_counts`) and ``form``, which
    agree on every confirmation matrix, first differ, or None."""
    for n, mats in fractional_matrices().items():
        with np.errstate(all="ignore"):
            theirs = np.asarray(form.numeric(mats), dtype=float)
        agree = values_agree(ours[n], theirs)
        if not agree.all():
            at = int(np.argmin(agree))
            return (f"{description} agrees with the metric on every confirmation matrix, whose counts are whole, but "
                    f"not at m={np.round(mats[at], 6).tolist()} (the metric: {ours[n][at]:.12g}, the form: "
                    f"{theirs[at]:.12g}): the properties reach counts that are not integers (PIV's scalings, PV's "
                    "random classifiers), so the metric is decided from its code; register it with whole_counts=True "
                    "if it is a function of proportions that takes whole counts only")
    return None


def _empty_difference(metric: Any, form: Form, description: str) -> "str | None":
    """Where the code scores an empty matrix with a number the form does not give (another number, or none), or None.
    The confirmation matrices leave the empty matrix out (a label metric has nothing to label there: NaN, or a raise,
    agrees with any form), but PI's and MON's moves start from it: code that scores no items 1, then one correct item
    1/2, is not a form that is undefined or 0 there."""
    for n in CLASS_COUNTS:
        empty = np.zeros((1, n, n))
        try:
            ours = _values_at(metric, empty)
        except Exception:  # noqa: BLE001 - user code: no value where there are no items
            continue
        if isinstance(ours, str) or not np.isfinite(ours[0]):
            continue
        with np.errstate(all="ignore"):
            theirs = np.asarray(form.numeric(empty), dtype=float)
        if not values_agree(ours, theirs)[0]:
            return (f"{description} agrees with the metric on every confirmation matrix, but the metric scores the "
                    f"empty {n} x {n} matrix {ours[0]:.12g} and the form {theirs[0]:.12g}: the properties move from it "
                    "(one item added to none), so the metric is decided from its code")
    return None


def _calibrated_difference(metric: Any, form: Form) -> "str | None":
    """Where ``metric``'s code and ``form`` first differ on the calibrated confirmation matrices, or None."""
    for n, (sources, mats) in calibrated_matrices().items():
        with np.errstate(all="ignore"):
            theirs = np.asarray(form.numeric(mats), dtype=float)
            try:
                ours = np.asarray(metric.calibrated.numeric(sources), dtype=float)
            except Exception as err:  # user code: raising on counts that are not integers is a difference
                return f"the code raised {type(err).__name__} on the calibrated matrices at n={n}: {err}"
        if ours.shape != theirs.shape:
            return f"the code returned values of shape {ours.shape} for {len(mats)} calibrated matrices at n={n}"
        agree = values_agree(ours, theirs)
        if not agree.all():
            at = int(np.argmin(agree))
            counts = "its whole counts" if metric.whole_counts else "counts that are not integers"
            return (f"the code and the form differ at the calibrated matrix m λ~(m) = "
                    f"{np.round(mats[at], 6).tolist()} (the code: {float(ours.reshape(-1)[at]):.12g}, "
                    f"the form: {float(theirs[at]):.12g}): {counts}, where the calibrated variant evaluates the metric")
    return None
