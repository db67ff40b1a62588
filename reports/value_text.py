"""A value or formula recorded in a report, read back as a sympy number or expression (:func:`read_text`).

Reports record values as text (``'5/8'``, ``'sqrt(6)/4 (≈ 0.612372)'``, a baseline ``'1/n'``). ``sympy.sympify``
reads a text by evaluating it as Python, so a report, a cache entry or a requirement from elsewhere is checked to be
a number or formula before sympy sees it.
"""

from fractions import Fraction
import re
from typing import Any

import sympy

from metrics.padded import exact_cells, full_matrix

__all__ = ["read_text", "read_matrix", "value_at_n"]

#: The names a recorded value or formula may use (``sympy.sstr`` of the engine's numbers; ω(n) in n; a family in t).
_READABLE_NAMES = frozenset({"sqrt", "log", "exp", "pi", "E", "I", "oo", "zoo", "nan", "Abs", "Max", "Min", "n", "t"})
_NAME = re.compile(r"(?<![0-9.])[A-Za-z_][A-Za-z_0-9]*")


def read_text(text: Any, names: "dict[str, Any] | None" = None) -> Any:
    """A value or formula recorded in a report, as sympy reads it (its float gloss ``' (≈ 0.612372)'`` left out),
    after a check that it is one: digits, operators, parentheses and the names of :data:`_READABLE_NAMES` only, no
    attribute (``pi.n(...)``), and no power too large to evaluate (:func:`_small`: ``9**9**9**9`` would never
    end). ``sympy.sympify`` evaluates its text as Python: a report from elsewhere could otherwise run code
    (``__import__('os').system(...)``) in ``verify``."""
    text = str(text).split(" (≈")[0]
    unknown = set(_NAME.findall(text)) - _READABLE_NAMES
    if (unknown or not re.fullmatch(r"[0-9A-Za-z_+\-*/().,\s]*", text) or "__" in text
            or re.search(r"\.\s*[A-Za-z_]", text)):
        raise ValueError(f"not a recorded value: {text[:80]!r}")
    with sympy.evaluate(False):
        unevaluated = sympy.sympify(text, locals=names)
    if isinstance(unevaluated, sympy.Basic) and not _small(unevaluated):
        raise ValueError(f"not a recorded value (a power too large to evaluate): {text[:80]!r}")
    return sympy.sympify(text, locals=names)


def _small(expr: Any) -> bool:
    """Whether every power in the unevaluated ``expr`` is small enough to evaluate: an exponent (with n, t at 100) at
    most :data:`_LARGEST_EXPONENT` in size, no power beyond a root inside the base of a power (``(10**1000)**1000``),
    no exponential inside an exponential's argument (``exp(exp(exp(100)))``)."""
    for node in sympy.preorder_traversal(expr):
        if isinstance(node, sympy.exp):
            base, exponent = sympy.E, node.args[0]
        elif isinstance(node, sympy.Pow):
            base, exponent = node.base, node.exp
        else:
            continue
        size = abs(exponent.subs({s: 100 for s in exponent.free_symbols}).evalf(15))
        if not size.is_number or not size <= _LARGEST_EXPONENT or exponent.has(sympy.exp):
            return False
        inner = [p for p in sympy.preorder_traversal(base) if isinstance(p, (sympy.Pow, sympy.exp)) and p is not node]
        if size > 1 and any(not abs((p.exp if isinstance(p, sympy.Pow) else p.args[0]).evalf(15)) <= 1 for p in inner):
            return False
    return True


def value_at_n(text: Any, n: int) -> Any:
    """A report value at class count ``n``: from per-n values (``'n=2: 1/2, n=3: 1/3'``; None when n is not among
    them), or a formula in n or a number (the same at every n), as :func:`read_text` reads it."""
    text = str(text)
    if "n=" in text:
        values = dict(part.split(": ", 1) for part in text.split(", ") if part.startswith("n="))
        return read_text(values[f"n={n}"]) if f"n={n}" in values else None
    return read_text(text, {"n": sympy.Integer(n)})


#: The largest exponent, in size, a recorded value may have (the engine's values have small ones: 1/2, -1, 3).
_LARGEST_EXPONENT = 1000


def read_matrix(m: Any) -> list[list[Any]]:
    """A recorded matrix (rows, or a compact padded matrix; cells ints or ``"p/q"`` texts) as rows of ints and
    Fractions; ValueError for anything else (``sympy.Matrix`` would evaluate a text cell as Python)."""
    try:
        rows = exact_cells(full_matrix(m))
    except (ValueError, TypeError, KeyError, ZeroDivisionError) as exc:
        raise ValueError(f"not a recorded matrix: {str(m)[:80]}") from exc
    if not (isinstance(rows, list) and rows and all(isinstance(row, list) for row in rows)
            and all(isinstance(x, (int, Fraction)) and not isinstance(x, bool) for row in rows for x in row)):
        raise ValueError(f"not a recorded matrix: {str(m)[:80]}")
    return rows
