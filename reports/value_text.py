"""A value or formula recorded in a report, read back as a sympy number or expression (:func:`read_text`).

Reports record values as text (``'5/8'``, ``'sqrt(6)/4 (≈ 0.612372)'``, a baseline ``'1/n'``). ``sympy.sympify``
reads a text by evaluating it as Python, so a report, a cache entry or a requirement from elsewhere is checked to be
a number or formula before sympy sees it.
"""

import re
from typing import Any

import sympy

__all__ = ["read_text"]

#: The names a recorded value or formula may use (``sympy.sstr`` of the engine's numbers; ω(n) in n; a family in t).
_READABLE_NAMES = frozenset({"sqrt", "log", "exp", "pi", "E", "I", "oo", "zoo", "nan", "Abs", "Max", "Min", "n", "t"})
_NAME = re.compile(r"(?<![0-9.])[A-Za-z_][A-Za-z_0-9]*")


def read_text(text: Any, names: "dict[str, Any] | None" = None) -> Any:
    """A value or formula recorded in a report, as sympy reads it, after a check that it is one: digits, operators,
    parentheses and the names of :data:`_READABLE_NAMES` only. ``sympy.sympify`` evaluates its text as Python: a
    report from elsewhere could otherwise run code (``__import__('os').system(...)``) in ``verify``."""
    text = str(text)
    unknown = set(_NAME.findall(text)) - _READABLE_NAMES
    if unknown or not re.fullmatch(r"[0-9A-Za-z_+\-*/().,\s]*", text) or "__" in text:
        raise ValueError(f"not a recorded value: {text[:80]!r}")
    return sympy.sympify(text, locals=names)
