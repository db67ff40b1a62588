"""What a property check is and what it returns.

The property registry (:mod:`.registry`), verdicts (:mod:`.verdict`) and the evidence that backs
them (:mod:`.evidence`, :mod:`.search_evidence`), the time budgets and settings profiles
(:mod:`.budget`).

May import: :mod:`metrics` and :mod:`axioms.arithmetic`.
"""
