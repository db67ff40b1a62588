"""Verdicts and the evidence that backs them."""

from dataclasses import dataclass, field

__all__ = ["Verdict", "VERDICTS", "EVIDENCE_KINDS", "holds", "fails", "unknown"]

VERDICTS = ("holds", "fails", "not_applicable", "unknown", "error")

#: ``proof``: symbolic proof; ``construction``: true by how the metric is built or an
#: exactly evaluated witness; ``exhaustive``: every matrix up to a stated bound, with
#: nothing found; ``search``: random search with a stated budget found nothing (so
#: "not refuted", never "proved"); ``counterexample``: an exactly verified counterexample.
EVIDENCE_KINDS = ("proof", "construction", "exhaustive", "search", "counterexample", "none")


@dataclass
class Verdict:
    """The engine's answer for one metric and one property.

    ``evidence`` is a dict with at least ``kind`` (one of :data:`EVIDENCE_KINDS`) and
    ``method``; search evidence carries its ``budget``. ``counterexample`` holds integer
    matrices and exact values. ``per_n`` gives the verdict for each class count.
    ``extra`` holds property-specific fields (PIII ``p``; PV ``baseline`` and ``strength``).
    """

    property: str
    verdict: str
    evidence: dict
    detail: str = ""
    counterexample: dict | None = None
    per_n: dict = field(default_factory=dict)
    extra: dict = field(default_factory=dict)
    after_calibration: "Verdict | None" = None

    def __post_init__(self):
        assert self.verdict in VERDICTS, self.verdict
        assert self.evidence.get("kind") in EVIDENCE_KINDS, self.evidence

    @property
    def proved(self):
        """True only for verdicts backed by a proof, a construction or a verified counterexample."""
        return self.evidence["kind"] in ("proof", "construction", "counterexample")

    def as_dict(self):
        out = {
            "verdict": self.verdict,
            "evidence": self.evidence,
            "detail": self.detail,
            "counterexample": self.counterexample,
            "per_n": {str(n): v for n, v in self.per_n.items()},
        }
        out.update(self.extra)
        if self.after_calibration is not None:
            out["after_calibration"] = self.after_calibration.as_dict()
        return out


def holds(pid, evidence, detail, witness=None, extra=None):
    """A "holds" verdict; ``evidence`` says what backs it, ``witness`` is an optional example."""
    return Verdict(pid, "holds", evidence, detail, counterexample=witness, extra=extra or {})


def fails(pid, detail, counterexample, extra=None, evidence=None):
    """A "fails" verdict; by default backed by the given, exactly re-checked counterexample."""
    evidence = evidence or {"kind": "counterexample", "method": "found numerically, re-checked exactly"}
    return Verdict(pid, "fails", evidence, detail, counterexample=counterexample, extra=extra or {})


def unknown(pid, detail):
    """An "unknown" verdict: nothing decides the property; ``detail`` says why."""
    return Verdict(pid, "unknown", {"kind": "none", "method": detail}, detail)
