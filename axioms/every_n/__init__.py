"""Verdicts for every number of classes, from lemmas about a metric's structure.

The :class:`~.verdicts.EveryN` record and how the engine gets one (:mod:`.verdicts`); padding a
matrix with more classes as a formula in their count (:mod:`.lifting`); the lemmas of class
decomposability (:mod:`.decomposition_lemmas`, PIII) and prevalence invariance
(:mod:`.prevalence_lemmas`, PIV), which the properties' hooks apply; normal forms at every n
(:mod:`.trace_form`); the chance baseline as a formula in n (:mod:`.chance_formula`); which
calibrated variants stay structured (:mod:`.calibrated_structure`); where a structured metric is
defined at every n (:mod:`.domain`).

May import: :mod:`metrics`, :mod:`axioms.arithmetic`, :mod:`axioms.core`, :mod:`axioms.search`
and :mod:`axioms.constructions`.
"""
