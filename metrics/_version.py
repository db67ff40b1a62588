"""``__version__`` of the axiometrics distribution (one number for ``axioms``, ``metrics`` and ``reports``)."""

from importlib.metadata import PackageNotFoundError, version

__all__ = ["__version__"]

try:
    #: The version of the installed axiometrics distribution (``0+unknown`` in an uninstalled source tree).
    __version__: str = version("axiometrics")
except PackageNotFoundError:  # running from a source tree without installation
    __version__ = "0+unknown"
