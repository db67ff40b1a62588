"""Multi-label metrics: the space of indicator-matrix pairs and the properties decided on it.

:mod:`.space` enumerates and samples pairs ``(y_true, y_pred)``; :mod:`.properties` registers the
multi-label properties.

May import: :mod:`metrics`, :mod:`axioms.arithmetic`, :mod:`axioms.core`, :mod:`axioms.search`
and :mod:`axioms.constructions`.
"""
