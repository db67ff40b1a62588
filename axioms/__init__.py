"""The property engine of axiometrics: decide formal properties of classification metrics.

>>> import axioms
>>> verdicts = axioms.check("macro_recall", properties=["PIV"])   # doctest: +SKIP
>>> verdicts["PIV"].verdict, verdicts["PIV"].evidence["kind"]      # doctest: +SKIP
('holds', 'proof')
"""

from .budget import PROFILES, Settings, profile
from .engine import check
from .properties import OPITZ, PROPERTIES, SEBASTIANI, Property, get_property
from .search import confusion_matrices
from .sebastiani import expected_score
from .verdict import EVIDENCE_KINDS, VERDICTS, Verdict

__all__ = [
    "check",
    "Verdict",
    "VERDICTS",
    "EVIDENCE_KINDS",
    "Property",
    "PROPERTIES",
    "OPITZ",
    "SEBASTIANI",
    "expected_score",
    "get_property",
    "Settings",
    "PROFILES",
    "profile",
    "confusion_matrices",
]
