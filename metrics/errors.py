"""The one exception tree of axiometrics.

Every error raised on purpose by ``metrics``, ``axioms`` or ``reports`` derives from
:class:`AxiometricsError`, so a caller can catch them all at once. Messages repeat the
offending ``name=value`` and say what is accepted instead.
"""

__all__ = [
    "AxiometricsError",
    "InvalidMatrixError",
    "UnknownMetricError",
    "DuplicateMetricError",
    "MetricDefinitionError",
    "UnknownPropertyError",
    "DuplicatePropertyError",
    "UsageError",
]


class AxiometricsError(Exception):
    """Base class of every error axiometrics raises deliberately."""


class InvalidMatrixError(AxiometricsError, ValueError):
    """A confusion matrix (or a batch of them) is malformed."""


class UnknownMetricError(AxiometricsError, LookupError):
    """No metric is registered under the requested name."""


class DuplicateMetricError(AxiometricsError, ValueError):
    """A metric name (or alias) is already registered."""


class MetricDefinitionError(AxiometricsError, TypeError):
    """A metric was registered with an inconsistent definition."""


class UnknownPropertyError(AxiometricsError, LookupError):
    """No property has the requested id."""


class DuplicatePropertyError(AxiometricsError, ValueError):
    """A property id is already registered."""


class UsageError(AxiometricsError, ValueError):
    """A function or command was called with an unsupported option."""
