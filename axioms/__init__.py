"""The property engine of axiometrics: decide formal properties of classification metrics.

>>> import axioms
>>> verdicts = axioms.check("macro_recall", properties=["PIV"], classes=(2,), with_calibrated=False)
>>> verdicts["PIV"].verdict, verdicts["PIV"].evidence["kind"]
('holds', 'proof')
"""

from metrics import __version__
from metrics.errors import DuplicatePropertyError, UnknownPropertyError, UsageError

from axioms.core.budget import PROFILES, Settings, profile
from axioms.engine import check
from axioms.constructions.invariance import invariance_check
from axioms.core.registry import PROPERTIES, Property, PropertyCheck, get_property, group_ids, register_property
from axioms.search.strategies import confusion_matrices
from axioms.constructions.random_models import expected_score
from axioms.multilabel.properties import MULTILABEL_PROPERTIES, check_multilabel
from axioms.multilabel.space import MultilabelSpace
from axioms.core.verdict import (
    EVIDENCE_KINDS, VERDICTS, Counterexample, Evidence, Verdict, fails, holds, undecided, unknown,
)
# registers the built-in properties, then the plugins' (which may use all of the above)
from axioms import properties  # noqa: E402,F401

#: Opitz's five properties (the default set).
OPITZ_PROPERTIES = group_ids("opitz")
#: Sebastiani's eight axioms.
SEBASTIANI_AXIOMS = group_ids("sebastiani")
#: The further properties (beyond the two papers).
FURTHER_PROPERTIES = group_ids("further")

__all__ = [
    "check",
    "check_multilabel",
    "MultilabelSpace",
    "MULTILABEL_PROPERTIES",
    "Verdict",
    "VERDICTS",
    "EVIDENCE_KINDS",
    "Evidence",
    "Counterexample",
    "Property",
    "PropertyCheck",
    "PROPERTIES",
    "OPITZ_PROPERTIES",
    "SEBASTIANI_AXIOMS",
    "expected_score",
    "get_property",
    "group_ids",
    "register_property",
    "invariance_check",
    "FURTHER_PROPERTIES",
    "holds",
    "fails",
    "unknown",
    "undecided",
    "UsageError",
    "UnknownPropertyError",
    "DuplicatePropertyError",
    "Settings",
    "PROFILES",
    "profile",
    "confusion_matrices",
    "__version__",
]
