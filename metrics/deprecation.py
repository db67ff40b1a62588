"""Renamed public names: the old spelling still works, with a :class:`DeprecationWarning`."""

import warnings

__all__ = ["renamed_keyword", "warn_renamed"]


def warn_renamed(old: str, new: str) -> None:
    """Warn (as the caller's caller) that ``old`` is now spelled ``new``."""
    warnings.warn(f"{old} is deprecated; use {new}", DeprecationWarning, stacklevel=3)


def renamed_keyword(function: str, old: str, new: str, old_value: bool | None, new_value: bool) -> bool:
    """The value of the keyword ``new`` of ``function``, or of its deprecated spelling ``old`` when that was passed.

    ``old_value`` is None when the old keyword was not passed; otherwise it wins (with a
    :class:`DeprecationWarning`), as it did before the rename.
    """
    if old_value is None:
        return new_value
    warnings.warn(f"{function}({old}=...) is deprecated; use {function}({new}=...)", DeprecationWarning, stacklevel=3)
    return old_value
