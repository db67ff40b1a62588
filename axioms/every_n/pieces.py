"""Where a structure's formula may be undefined: its powers, roots and logarithms, piece by piece.

sympy combines a formula as it is built: (n − 5)/(n − 5) is 1 once n is a number or a formula in k, though 0/0 at
n = 5. Where a formula is defined is therefore read off its pieces before they are combined: a power with a
negative exponent needs a non-zero base, a root a non-negative one, a logarithm a positive argument
(:func:`needs`). The per-class scores and summands of a structure (:func:`per_class_forms`) are where a class's
counts enter; :func:`pieces_outside_piecewise` lists their pieces that are read at every count (a Piecewise branch
is read where its condition holds, by the value itself). Used by the definedness certificate
(:mod:`axioms.every_n.domain`) and by lifted counterexamples (:mod:`axioms.every_n.lifting`).
"""

from typing import Any

import sympy

from metrics.structure import ClassMean, ClassSums, WeightedMean

__all__ = ["DEFINED_EVERYWHERE", "needs", "is_piece", "per_class_forms", "pieces_outside_piecewise"]

#: Functions of a formula that are defined wherever it is.
DEFINED_EVERYWHERE = (sympy.Abs, sympy.Max, sympy.Min, sympy.floor, sympy.ceiling, sympy.sign, sympy.exp)


def needs(piece: Any) -> "list[tuple[str, Any]] | None":
    """What ``piece`` needs to be defined, as ``(relation, formula)`` pairs (relations vs 0): a power's base is
    non-zero under a negative exponent and non-negative under one that is not an integer, a log's argument positive;
    None for another function (where it is undefined is not read)."""
    if isinstance(piece, sympy.log):
        return [(">0", piece.args[0])]
    if piece.is_Pow:
        return ([("!=0", piece.base)] if piece.exp.is_negative else []) + (
            [(">=0", piece.base)] if not piece.exp.is_integer else [])
    return None


def per_class_forms(structure: Any) -> "list[Any]":
    """The per-class scores and summands of a structure, in :data:`~metrics.structure.COUNTS` and n."""
    if isinstance(structure, (ClassMean, WeightedMean)):
        return [structure.score]
    if isinstance(structure, ClassSums):
        return [h for _, h in structure.sums]
    return [h for part in structure.parts for h in per_class_forms(part)]


def is_piece(expr: Any) -> bool:
    """Whether ``expr`` is a power or a function that may be undefined (not Piecewise, not one defined everywhere)."""
    return (expr.is_Pow or isinstance(expr, sympy.Function)) and not isinstance(
        expr, (sympy.Piecewise, *DEFINED_EVERYWHERE))


def pieces_outside_piecewise(expr: Any) -> "list[Any]":
    """The pieces (:func:`is_piece`) of ``expr`` outside its Piecewise pieces."""
    if isinstance(expr, sympy.Piecewise) or not isinstance(expr, sympy.Basic):
        return []
    return [expr] * is_piece(expr) + [piece for arg in expr.args for piece in pieces_outside_piecewise(arg)]
