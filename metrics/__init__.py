"""Metric registry and catalogue of axiometrics.

Confusion matrices are oriented ``m[i, j]`` = items **predicted** ``i`` whose **true**
class is ``j`` (rows = predictions, columns = truth). scikit-learn, PyCM and torchmetrics
use the transpose, with a binary positive class last: :func:`from_sklearn`,
:func:`from_pycm` and :func:`from_torchmetrics` convert theirs.
"""

import os as _os

# sympy memoises expression construction and assumption queries in one LRU cache of 1,000 entries
# (SYMPY_CACHE_SIZE, read once, when sympy is first imported). The engine's proofs and lemmas rebuild
# the same subexpressions (a structure's per-class terms, the calibrated cells, z·pᵀ) far more than
# 1,000 constructions apart, so the default cache keeps evicting what is asked again; a larger one gives
# the same results (the cache only returns what the call would compute) in about 15% less time.
# A user's own setting wins, as does a sympy imported before this package.
_os.environ.setdefault("SYMPY_CACHE_SIZE", "100000")

from .bridge import cell_symbols
from ._registry import Metric, catalogue, get, register, unregister
# calibrated: deprecated spelling, kept out of __all__
from .variants import calibrated, calibrated_variant  # noqa: F401
from .validation import as_confusion
from .confusion import calibrate, calibration_lambda, from_labels, prevalence_scale
from .conventions import as_ours, from_pycm, from_sklearn, from_torchmetrics
from .errors import (
    AxiometricsError,
    DuplicateMetricError,
    InvalidMatrixError,
    MetricDefinitionError,
    UnknownMetricError,
)
from .registration_checks import trusted

with trusted():  # checked once by tests/test_registration_checks.py, not at every import
    from . import papers  # noqa: F401  registers the catalogue
from . import plugins
from .plugins import source
from ._version import __version__

__all__ = [
    "Metric",
    "cell_symbols",
    "register",
    "unregister",
    "get",
    "catalogue",
    "as_confusion",
    "from_labels",
    "as_ours",
    "from_sklearn",
    "from_pycm",
    "from_torchmetrics",
    "prevalence_scale",
    "calibration_lambda",
    "calibrate",
    "calibrated_variant",
    "source",
    "AxiometricsError",
    "InvalidMatrixError",
    "UnknownMetricError",
    "DuplicateMetricError",
    "MetricDefinitionError",
    "__version__",
]

plugins.load_entry_points()  # metrics of installed packages (group "axiometrics.metrics"), after the catalogue
