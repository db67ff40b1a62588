"""Metric registry and catalogue of axiometrics.

Confusion matrices are oriented ``m[i, j]`` = items **predicted** ``i`` whose **true**
class is ``j`` (rows = predictions, columns = truth). scikit-learn, PyCM and torchmetrics
use the transpose, with a binary positive class last: :func:`from_sklearn`,
:func:`from_pycm` and :func:`from_torchmetrics` convert theirs.
"""

from .bridge import cell_symbols
from ._registry import Metric, catalogue, get, register, unregister
from .variants import calibrated, calibrated_variant  # noqa: F401 - calibrated: deprecated spelling, kept out of __all__
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
