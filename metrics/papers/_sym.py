"""Symbolic counterparts of :mod:`metrics._counts` for an n x n ``sympy.Matrix``."""

import sympy


def s_bias(M, i):
    """Row sum ``bias(i) = Σ_x m[i, x]``."""
    return sum(M.row(i))


def s_prevalence(M, i):
    """Column sum ``prevalence(i) = Σ_x m[x, i]``."""
    return sum(M.col(i))


def s_total(M):
    """``|S| = Σ m``."""
    return sum(M)


def s_mean(values):
    """Arithmetic mean of a list of expressions."""
    return sympy.Add(*values) / len(values)


def s_harmonic(a, b):
    """Harmonic mean ``2ab / (a + b)`` of two expressions."""
    return 2 * a * b / (a + b)
