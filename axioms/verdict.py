"""Verdicts and the evidence that backs them."""

from dataclasses import dataclass, field

__all__ = ["Verdict", "VERDICTS", "EVIDENCE_KINDS", "holds", "fails", "unknown"]

VERDICTS = ("holds", "fails", "not_applicable", "unknown", "error")

#: ``proof``: symbolic proof; ``construction``: true by how the metric is built or an
#: exactly evaluated witness; ``necessary``: a necessary condition proved, the property
#: itself only not refuted; ``exhaustive``: every matrix up to a stated bound, with
#: nothing found; ``search``: random search with a stated budget found nothing (so
#: "not refuted", never "proved"); ``counterexample``: a verified counterexample.
EVIDENCE_KINDS = ("proof", "construction", "necessary", "exhaustive", "search", "counterexample", "none")


@dataclass
class Verdict:
    """The engine's answer for one metric and one property.

    ``evidence`` is a dict with at least ``kind`` (one of :data:`EVIDENCE_KINDS`) and
    ``method``; search evidence carries its ``budget``. ``counterexample`` (of a "fails")
    and ``witness`` (an example backing a "holds": PII's unequal partials, PV's maximiser)
    hold integer matrices and exact values, and say how they were ``verified``. ``per_n`` gives the verdict for each class count.
    ``extra`` holds property-specific fields (PIII ``p``; PV ``baseline`` and ``strength``).

    Examples
    --------
    >>> v = Verdict("PIV", "holds", {"kind": "proof", "method": "cancel"}, "invariant (proved)")
    >>> v.as_dict()["verdict"], v.as_dict()["evidence"]["kind"]
    ('holds', 'proof')
    >>> Verdict("PIV", "hold", {"kind": "proof", "method": "cancel"})
    Traceback (most recent call last):
    ...
    ValueError: verdict='hold'; accepted: holds, fails, not_applicable, unknown, error
    """

    property: str
    verdict: str
    evidence: dict
    detail: str = ""
    counterexample: dict | None = None
    per_n: dict = field(default_factory=dict)
    extra: dict = field(default_factory=dict)
    after_calibration: "Verdict | None" = None
    witness: dict | None = None

    def __post_init__(self):
        if self.verdict not in VERDICTS:
            raise ValueError(f"verdict={self.verdict!r}; accepted: {', '.join(VERDICTS)}")
        if self.evidence.get("kind") not in EVIDENCE_KINDS:
            raise ValueError(f"evidence kind={self.evidence.get('kind')!r}; accepted: {', '.join(EVIDENCE_KINDS)}")

    def as_dict(self):
        out = {
            "verdict": self.verdict,
            "evidence": self.evidence,
            "detail": self.detail,
            "counterexample": self.counterexample,
            "witness": self.witness,
            "per_n": {str(n): v for n, v in self.per_n.items()},
        }
        out.update(self.extra)
        if self.after_calibration is not None:
            out["after_calibration"] = self.after_calibration.as_dict()
        return out


def holds(pid, evidence, detail, witness=None, extra=None):
    """A "holds" verdict; ``evidence`` says what backs it, ``witness`` is an optional example.

    Examples
    --------
    >>> holds("PIV", {"kind": "proof", "method": "cancel"}, "invariant").verdict
    'holds'
    """
    return Verdict(pid, "holds", evidence, detail, extra=extra or {}, witness=witness)


def fails(pid, detail, counterexample, extra=None, evidence=None):
    """A "fails" verdict; by default backed by the given counterexample, re-checked exactly
    (or, for a metric without an exact form, in float64 beyond a relative margin of 1e-9,
    and then said so).

    Examples
    --------
    >>> v = fails("SYM", "swapping classes changes the score", {"before": [[1, 0], [0, 0]], "after": [[0, 0], [0, 1]], "verified": "exact"})
    >>> v.verdict, v.evidence["kind"]
    ('fails', 'counterexample')
    """
    if evidence is None:
        how = (counterexample or {}).get("verified", "exact")
        method = (
            "found numerically, re-checked exactly"
            if how == "exact"
            else "found numerically, re-checked in float64 beyond a 1e-9 relative margin (the metric has no exact form)"
        )
        evidence = {"kind": "counterexample", "method": method}
    return Verdict(pid, "fails", evidence, detail, counterexample=counterexample, extra=extra or {})


def unknown(pid, detail):
    """An "unknown" verdict: nothing decides the property; ``detail`` says why.

    Examples
    --------
    >>> unknown("PII", "no witness found").evidence
    {'kind': 'none', 'method': 'no witness found'}
    """
    return Verdict(pid, "unknown", {"kind": "none", "method": detail}, detail)
