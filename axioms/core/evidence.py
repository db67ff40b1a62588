"""What backs a verdict: the evidence kinds, which of them decide a verdict, and how strong each is.

Defined once here and read by the engine (which combines per-n verdicts by their weakest
evidence), the renderer (``✓*`` marks), the paper comparison and the CI gate.

* ``proof``: a symbolic proof;
* ``construction``: true by how the metric is built, or an exactly evaluated witness;
* ``counterexample``: a counterexample re-checked exactly (or, for a metric without an exact
  form, in float64 beyond a stated margin, and then said so);
* ``necessary``: a necessary condition proved, the property itself only not refuted;
* ``exhaustive``: every matrix up to a stated bound, with nothing found;
* ``search``: a random search with a stated budget found nothing ("not refuted", never "proved");
* ``none``: nothing backs the verdict (unknown, error, not applicable).
"""

from typing import Literal

__all__ = ["EVIDENCE_KINDS", "BUDGETED", "PROOF_LEVEL", "NOT_PROVED", "STRENGTH", "proof_level", "verified_how",
           "rechecked", "scanned"]

#: The kinds of evidence that can back a verdict (what each means: the docstring of :mod:`axioms.core.evidence`).
EVIDENCE_KINDS = ("proof", "construction", "necessary", "exhaustive", "search", "counterexample", "none")

#: Evidence kinds that only say "nothing found": they must state the budget they spent.
BUDGETED = ("exhaustive", "search")

#: Evidence that decides a verdict (a counterexample only when re-checked exactly).
PROOF_LEVEL = ("proof", "construction", "counterexample")

#: Evidence of a verdict that is not proved: shown with a star (``✓*``, ``✗*``).
NOT_PROVED = ("search", "exhaustive", "necessary")

#: How strongly each kind backs a verdict; a verdict over several class counts is as strong as
#: its weakest one.
STRENGTH = {"counterexample": 3, "proof": 3, "construction": 3, "necessary": 2, "exhaustive": 2, "search": 1, "none": 0}


def proof_level(kind: str, verified: str = "exact") -> bool:
    """Whether evidence of ``kind`` decides a verdict: :data:`PROOF_LEVEL`, a counterexample only
    when it was ``verified`` exactly.

    Examples
    --------
    >>> proof_level("proof"), proof_level("search"), proof_level("counterexample", "float64")
    (True, False, False)
    """
    return kind in PROOF_LEVEL and (kind != "counterexample" or verified == "exact")


def verified_how(*hows: str) -> Literal["exact", "float64"]:
    """``"exact"`` when every value was computed exactly, else ``"float64"``.

    Examples
    --------
    >>> verified_how("exact", "float64")
    'float64'
    """
    return "exact" if all(h == "exact" for h in hows) else "float64"


def rechecked(how: str) -> str:
    """How a value was re-checked, in words: ``"exactly"``, or in float64 where the metric has no exact value.

    Examples
    --------
    >>> rechecked("float64")
    'in float64 (no exact value there)'
    """
    return "exactly" if how == "exact" else "in float64 (no exact value there)"


def scanned(n: int, k: int) -> str:
    """What a search that found nothing read, in words: every n x n matrix with entries 0..k, scored in float64 (the
    first candidates of each kind, ties included, then compared exactly: not every comparison is exact)."""
    return f"no counterexample in a float64 scan of every {n}x{n} matrix with entries 0..{k}"
