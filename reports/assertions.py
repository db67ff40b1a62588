"""``assert_properties``: the CI gate inside a user's own pytest suite."""

import difflib
from collections.abc import Mapping, Sequence

import axioms
import metrics
from axioms.core import evidence
from axioms.core.evidence import PROOF_LEVEL
from metrics.errors import UsageError

from .matrices import counterexample_text

__all__ = ["assert_properties", "proof_level", "PROOF_LEVEL"]

def proof_level(verdict: axioms.Verdict) -> bool:
    """Whether ``verdict`` (an :class:`axioms.Verdict`) is backed by proof-level evidence
    (:data:`axioms.core.evidence.PROOF_LEVEL`: a counterexample only when re-checked exactly)."""
    return evidence.proof_level(verdict.evidence["kind"], (verdict.counterexample or {}).get("verified", "exact"))


def assert_properties(
    metric: "str | metrics.Metric", expected: Mapping[str, str], classes: Sequence[int] = (2, 3),
    seed: int | None = None, settings: "axioms.Settings | None" = None, require_proof: bool = False,
) -> None:
    """Assert the engine's verdicts for ``metric``, e.g. ``{"PI": "holds", "PIV": "fails"}``.

    Parameters
    ----------
    metric : str or metrics.Metric
        A registered name or a Metric.
    expected : mapping
        Property id -> verdict word, one of :data:`axioms.VERDICTS` (``"holds"``,
        ``"fails"``, ...). A word that is not a verdict (``"hold"``) raises
        :class:`metrics.errors.UsageError`, an unknown property id
        :class:`metrics.errors.UnknownPropertyError`: a typo, not a failed property.
    classes, seed, settings
        As :func:`axioms.check`.
    require_proof : bool
        Also require every expected verdict to be backed by a proof, a construction or an
        exactly re-checked counterexample: a search that found nothing ("✓*", not refuted)
        then fails the assertion.

    Raises
    ------
    AssertionError
        Naming every property whose verdict (or evidence, with ``require_proof``) differs,
        with the engine's detail.

    Examples
    --------
    >>> assert_properties("macro_recall", {"PIV": "holds"}, classes=(2,), require_proof=True)
    >>> assert_properties("macro_recall", {"PIV": "hold"}, classes=(2,))
    Traceback (most recent call last):
    ...
    metrics.errors.UsageError: expected['PIV'] = 'hold' is not a verdict; did you mean 'holds'? (accepted: holds, ...)
    """
    if not isinstance(expected, Mapping) or not expected:
        raise UsageError(f"expected must be a non-empty mapping property id -> verdict; got expected={expected!r}")
    for pid, word in expected.items():
        axioms.get_property(pid)
        if word not in axioms.VERDICTS:
            close = difflib.get_close_matches(str(word), axioms.VERDICTS, n=1)
            hint = f"; did you mean {close[0]!r}?" if close else ""
            raise UsageError(f"expected[{pid!r}] = {word!r} is not a verdict{hint} "
                             f"(accepted: {', '.join(axioms.VERDICTS)})")
    name = metric if isinstance(metric, str) else metric.name
    verdicts = axioms.check(metric, list(expected), classes=classes, seed=seed, settings=settings,
                            with_calibrated=False)
    wrong = []
    for pid, want in expected.items():
        got = verdicts[pid]
        if got.verdict != want:
            shown = counterexample_text(dict(got.counterexample) if got.counterexample else None, name)
            wrong.append(f"{pid}: expected {want!r}, got {got.verdict!r} ({got.detail})"
                         + (f"\n  counterexample:\n{shown}" if shown else ""))
        elif require_proof and not proof_level(got):
            wrong.append(f"{pid}: {want!r} is not backed by proof-level evidence "
                         f"({got.evidence['kind']}: {got.evidence['method']})")
    if wrong:  # an explicit raise, so the check survives python -O
        raise AssertionError("\n".join(wrong))
