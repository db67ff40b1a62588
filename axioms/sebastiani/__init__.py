"""Sebastiani's eight axioms MON, CON, SDE, WDE, FIX, CHA, IMB, SYM (ICTIR 2015, §3) as engine checks.

Each check decides one axiom for one metric at one class count ``n`` and returns a
:class:`~axioms.verdict.Verdict` built like the checks of :mod:`axioms.opitz`: a failure
carries a counterexample of integer matrices whose values were re-checked exactly
(:mod:`axioms.exact`); a "holds" says what backs it (a symbolic proof, an exhaustive scan
up to a stated bound, or a random search that did "not refute" it).

Vocabulary (binary: ``m = [[TP, FP], [FN, TN]]``, index 0 = the positive class):

* a **test set** is fixed by the column sums of ``m``, i.e. the prevalences
  ``(AP, AN)`` (n classes: ``(prevalence(0), ..., prevalence(n-1))``);
* a **classifier** on a test set is any nonnegative integer matrix with those column
  sums (binary: fixed by ``(TP, TN)``, since ``FN = AP - TP`` and ``FP = AN - TN``);
* scores are compared in the metric's own direction (``higher_is_better=False``
  metrics such as ``lam`` are "raised" when their value falls).

Small test sets are enumerated completely: every test set whose prevalences are at most
``max(settings.exhaustive_bound(n), 2)`` (``1`` for n >= 4) and every classifier on it.
:func:`expected_score` computes the exact expected score of a random classifier under
the four models of :data:`RANDOM_MODELS`.
"""

from .symmetry import check_sym

__all__ = ["check_sym"]
