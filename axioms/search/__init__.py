"""The matrices a property looks at, and the loop that refutes with them.

Sample spaces (:mod:`.spaces`; counts that are not whole, :mod:`.fractional`; test sets beyond a grid's box 0..1,
:mod:`.widened`), the refutation loop
with exact re-checks (:mod:`.refute`), support patterns and a classifier's coordinates on a fixed
test set (:mod:`.patterns`, :mod:`.coordinates`, :mod:`.fixed_test_set`), the size of a slow
metric's search (:mod:`.cost`) and a Hypothesis strategy of confusion matrices for users' tests
(:mod:`.strategies`).

May import: :mod:`metrics`, :mod:`axioms.arithmetic` and :mod:`axioms.core`.
"""
