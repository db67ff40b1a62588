"""The recurring shapes of a property check, each shared by several properties.

Invariance under a matrix transformation (:mod:`.invariance`: I3–I5, RPI, SCI, TNI, TRS, SYM, PIV),
reflection (:mod:`.reflection`: SINV, FINV), constant extremes (:mod:`.extremes`: MAXA, MINA),
random classifiers (:mod:`.random_models`, :mod:`.fixed_margins`: CHA, EQ, LIN, CB, ACB),
definedness certificates (:mod:`.definedness`: SDE, WDE, CON, EQ, MAX), the monotonicity proof
(:mod:`.monotone`: MON, MAX) and verdicts carried over to a calibrated variant (:mod:`.calibration`).

May import: :mod:`metrics`, :mod:`axioms.arithmetic`, :mod:`axioms.core` and :mod:`axioms.search`.
"""
