"""``__version__`` of the axiometrics distribution (one number for ``axioms``, ``metrics`` and ``reports``)."""

from importlib.metadata import PackageNotFoundError, version

__all__ = ["__version__"]

try:
    __version__: str = version("axiometrics")
except PackageNotFoundError:  # running from a source tree without installation
    __version__ = "0+unknown"
