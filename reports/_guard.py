"""Fail with a clear message when a user's own module shadows ``metrics`` or ``axioms``.

A file called ``metrics.py`` (or ``axioms.py``) in the working directory comes first on
the import path of ``python -m ...`` and would otherwise surface as the cryptic
"No module named 'metrics.errors'".
"""

import importlib.util
from pathlib import Path

__all__ = ["ensure_own_packages"]

_ROOT = Path(__file__).resolve().parent.parent


def ensure_own_packages() -> None:
    """Raise ImportError naming the file that shadows one of the packages next to ``reports``."""
    for name in ("metrics", "axioms"):
        spec = importlib.util.find_spec(name)
        origin = Path(spec.origin).resolve() if spec is not None and spec.origin else None
        if origin != _ROOT / name / "__init__.py":
            raise ImportError(
                f"axiometrics: error: {origin or name} shadows axiometrics' {name!r} package (it comes first on "
                f"the import path, e.g. from the working directory); rename that file or run from another folder"
            )
