"""The evidence of a refutation search that found nothing: what was scanned, and the budget counted.

A check built on :func:`axioms.search.refute.search_pairs` over
:func:`axioms.search.spaces.standard_stages` (every matrix with entries ``0..k``, then random ones)
reports, when no counterexample turned up and nothing proved the property, a ``"search"``
evidence naming the scanned space and the budget :attr:`axioms.search.refute.SearchOutcome.budget`
counted.
"""

from typing import TYPE_CHECKING

from axioms.core.budget import RANDOM_REGIMES, Settings
from axioms.core.evidence import scanned
from axioms.core.verdict import Evidence

if TYPE_CHECKING:  # the outcome comes from a floor above (axioms.search); only its type is read here
    from axioms.search.refute import SearchOutcome

__all__ = ["search_evidence"]


def search_evidence(n: int, settings: Settings, outcome: "SearchOutcome", what: str,
                    symbolic_note: str = "") -> Evidence:
    """Evidence of a search that found nothing: what was tried, and the budget :func:`search_pairs` counted."""
    k = settings.exhaustive_bound(n)
    method = (
        f"{scanned(n, k)} "
        f"and {settings.random_matrices} random matrices in {RANDOM_REGIMES} regimes ({what})"
    )
    if symbolic_note:
        method += f"; {symbolic_note}"
    return {"kind": "search", "method": method,
            "budget": {"exhaustive_max_entry": k, "random_matrices": settings.random_matrices, **outcome.budget}}
