"""The catalogue, grouped by source paper: every metric defined in the five papers, registered on import."""

# Registration order is table order.
from . import opitz, vickers, sebastiani, wenzel, burst, forecast_verification  # noqa: F401
