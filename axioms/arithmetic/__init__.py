"""Exact arithmetic: the values and signs every verdict rests on.

Rational functions in python-flint (:mod:`.rational`), symbolic helpers and the expansion budget
(:mod:`.symbolic`), a metric's exact value at a matrix (:mod:`.exact`), sign certificates
(:mod:`.signs`), z3 decisions of real inequalities (:mod:`.certify`) and homogeneity read off an
expression (:mod:`.homogeneity`); the optional solvers load when first used (:mod:`.lazy`).

May import: :mod:`metrics` only — nothing else of :mod:`axioms`. Every other room builds on it.
"""
