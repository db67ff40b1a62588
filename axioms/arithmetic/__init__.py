"""Exact arithmetic: the values and signs every verdict rests on.

Rational functions in python-flint (:mod:`.rational`), symbolic helpers and the expansion budget
(:mod:`.symbolic`), a metric's exact value at a matrix (:mod:`.exact`), sign certificates
(:mod:`.signs`), z3 decisions of real inequalities (:mod:`.certify`), homogeneity read off an
expression (:mod:`.homogeneity`) and the branch a Piecewise takes where its conditions are settled
(:mod:`.branches`); the optional solvers load when first used (:mod:`.lazy`).

May import: :mod:`metrics` only — nothing else of :mod:`axioms`. Every other room builds on it.
"""
