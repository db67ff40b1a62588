r"""Verdicts for every number of classes: the :class:`EveryN` record, and how the engine gets one.

A per-n verdict is a theorem about the class counts checked. A structured metric
(:mod:`metrics.structure`) is known at every n, so a property may add a verdict for **every**
n ≥ ``start``: a proof by a lemma whose hypotheses the engine certified (the lemmas live in
the property modules and :mod:`axioms.every_n.lifting`), or a counterexample that lifts to every
larger n, re-checked exactly at ``start + 1`` and ``start + 2``. A metric registered only as
a matrix function never gets one: its code may do anything at an n nobody evaluated.

A property opts in with ``register_property(..., every_n=hook)``:
``hook(metric, base, settings) -> EveryN | None``, where ``metric`` is structured (or the
calibrated variant of a structured metric, see :func:`structure_of`) and ``base(n)`` is the
property's own per-n verdict at n (computed on demand, cached), e.g. the smallest
counterexample a lift starts from.

Examples
--------
>>> e = proved_for_every_n("PIV", 2, "g(c, t) is homogeneous of degree 0", "prevalence invariant")
>>> e.as_dict()["verdict"], e.as_dict()["from"], e.at(50).evidence["kind"]
('holds', 2, 'proof')
"""

import os
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from metrics.structure import CLASSES, ClassMean, ClassSums, Combined, WeightedMean

from axioms.core.budget import SymbolicTimeout
from axioms.core.evidence import PROOF_LEVEL
from axioms.core.verdict import Counterexample, Evidence, Verdict

__all__ = [
    "EveryN", "SMALL_N", "LATER_SIZES", "later_sizes", "reads_class_count", "lifting_sizes", "proved_for_every_n",
    "failing_for_every_n", "refuted_exactly", "structure_of", "lifted_verdict", "from_checked_n", "reconciled",
]


#: The class counts a lifted counterexample may start from, besides any other class count already checked
#: (:func:`lifting_sizes`).
SMALL_N = (2, 3)


class _Base:
    """``base(n)``: the per-n verdict at n, from the verdicts already checked or checked on demand."""

    def __init__(self, known: dict[int, Verdict], check: Callable[[int], Verdict]) -> None:
        self.known, self.check = known, check
        self.checked = tuple(sorted(set(SMALL_N) | set(known)))

    def __call__(self, n: int) -> Verdict:
        if n not in self.known:
            self.known[n] = self.check(n)
        return self.known[n]


#: The class counts a metric whose own structure reads n is checked at on demand, for a failure to lift, when nothing
#: else decides it: its verdicts may change with n, so a failure may start at n = 4 where n = 2, 3 see none. One class
#: count only, and never for a calibrated variant (calibration makes nearly every structure read n): a per-n check at
#: n = 6 of micro Jaccard~ held 8 GB.
LATER_SIZES = (4,)


def later_sizes(metric: Any) -> "tuple[int, ...]":
    """:data:`LATER_SIZES` for a metric (not a calibrated variant) whose structure reads n, else ()."""
    structure = getattr(metric, "structure", None)
    return (LATER_SIZES if metric.calibrated_from is None and structure is not None and reads_class_count(structure)
            else ())


def reads_class_count(structure: Any) -> bool:
    """Whether a structure's per-class terms or outer function read n (a class mean's own 1/n aside)."""
    if isinstance(structure, (ClassMean, WeightedMean)):
        return bool(structure.score.has(CLASSES))
    if isinstance(structure, ClassSums):
        return bool(structure.outer_expression()[0].has(CLASSES) or any(h.has(CLASSES) for _, h in structure.sums))
    if isinstance(structure, Combined):
        return any(reads_class_count(part) for part in structure.parts)
    return False


def lifting_sizes(base: Callable[[int], Verdict]) -> tuple[int, ...]:
    """The class counts n₀ an every-n hook lifts a per-n verdict from: :data:`SMALL_N` and every class count
    checked before the hook ran (a metric that reads n may fail first at n = 4: ``--classes 2,3,4`` then
    gives "fails for every n ≥ 4"). Lifting by padding starts from any n₀; larger ones cost nothing here,
    their verdicts are already known."""
    return tuple(getattr(base, "checked", SMALL_N))


def refuted_exactly(verdict: Any) -> bool:
    """A per-n failure backed by an exactly verified counterexample (what a lemma may lift to every n)."""
    ce = verdict.counterexample or {}
    return verdict.verdict == "fails" and verdict.evidence.get("kind") in PROOF_LEVEL and ce.get("verified") == "exact"


@dataclass
class EveryN:
    """A verdict that holds for every number of classes n ≥ ``start``.

    ``evidence`` is a proof (kind ``"proof"``, naming its lemma) or a lifted counterexample
    (kind ``"counterexample"``); ``counterexample`` is the smallest one, at ``start``.
    ``at(n)`` is the verdict at one n ≥ start (a lifted counterexample is built and
    re-checked exactly there).
    """

    property: str
    verdict: str
    start: int
    evidence: Evidence
    detail: str
    at: Callable[[int], Verdict] = field(repr=False)
    counterexample: Counterexample | None = None

    def covers(self, n: int) -> bool:
        """Whether the verdict speaks about ``n`` classes."""
        return n >= self.start

    def as_dict(self) -> dict[str, Any]:
        """The JSON record of a report cell's ``every_n`` field."""
        return {"verdict": self.verdict, "from": self.start, "evidence": self.evidence, "detail": self.detail,
                "counterexample": self.counterexample}


def proved_for_every_n(
    pid: str, start: int, method: str, detail: str, extra_at: Callable[[int], dict[str, Any]] | None = None,
    verdict: str = "holds",
) -> EveryN:
    """An :class:`EveryN` backed by a proof for every n ≥ ``start`` (``verdict="fails"`` for a
    property refuted by a proof, e.g. "all partials equal" for PII); ``extra_at(n)`` gives the
    property's own fields at n (PV's baseline)."""
    evidence: Evidence = {"kind": "proof", "method": f"for every n ≥ {start}: {method}"}

    def at(n: int) -> Verdict:
        return Verdict(pid, verdict, evidence, f"{detail} (every n ≥ {start})", extra=extra_at(n) if extra_at else {})

    return EveryN(pid, verdict, start, evidence, detail, at)


def failing_for_every_n(
    pid: str, start: int, method: str, detail: str, lift: Callable[..., Any],
    extra_at: Callable[[int], dict[str, Any]] | None = None,
) -> "EveryN | None":
    """An :class:`EveryN` "fails" from ``start`` on, backed by a lemma (``method``) that lifts a
    counterexample to every n ≥ start; ``lift(n)`` builds it at n as ``(counterexample, detail)``
    with values re-checked exactly (``counterexample["verified"] == "exact"``), or None.

    The lift is re-checked exactly at ``start``, ``start + 1`` and ``start + 2`` before anything
    is claimed; None when any of them fails.
    """
    built = [lift(n) for n in (start, start + 1, start + 2)]
    if any(b is None or b[0].get("verified") != "exact" for b in built):
        return None
    evidence: Evidence = {"kind": "counterexample",
                          "method": f"for every n ≥ {start}: {method}; re-checked exactly at n = {start}, "
                                    f"{start + 1}, {start + 2}"}

    def at(n: int) -> Verdict:
        lifted = lift(n)
        if lifted is None or lifted[0].get("verified") != "exact":
            raise ArithmeticError(f"{pid}: the lifted counterexample did not re-check at n={n}")
        return Verdict(pid, "fails", {"kind": "counterexample", "method": evidence["method"]}, lifted[1],
                       counterexample=lifted[0], extra=extra_at(n) if extra_at else {})

    return EveryN(pid, "fails", start, evidence, detail, at, counterexample=built[0][0])


#: Environment variable: "1" makes a lemma that raises (other than running out of its symbolic budget)
#: raise out of the check instead of claiming nothing; ``tests/conftest.py`` sets it, so a broken lemma fails a test.
STRICT_LEMMAS = "AXIOMETRICS_STRICT_LEMMAS"


def structure_of(metric: Any) -> Any:
    """The structure that defines ``metric`` at every n: its own, or for a calibrated variant
    metric~ that of the metric it is calibrated from; None for a matrix function."""
    base = metric.calibrated_from if metric.calibrated_from is not None else metric
    return getattr(base, "structure", None)


def lifted_verdict(
    metric: Any, prop: Any, per_n: dict[int, Verdict], settings: Any, check_one: Callable[..., Verdict]
) -> "EveryN | None":
    """``prop``'s verdict for every n of a structured ``metric`` (None when there is none):
    the property's ``every_n`` hook, with ``base(n)`` taken from ``per_n`` or checked on demand."""
    if getattr(prop, "every_n", None) is None or structure_of(metric) is None:
        return None
    base = _Base(dict(per_n), lambda n: check_one(metric, prop, n, settings))
    try:
        result: EveryN | None = prop.every_n(metric, base, settings)
    except SymbolicTimeout:
        return None  # out of its budget: the lemma claims nothing
    except Exception:  # noqa: BLE001 - a lemma that breaks claims nothing; the per-n verdicts stand ...
        if os.environ.get(STRICT_LEMMAS) == "1":
            raise  # ... except where a broken lemma must be seen (the test suite sets it)
        return None
    return None if result is None else _from_defined_n(from_checked_n(result, per_n), metric.min_classes)


def _from_defined_n(every: EveryN, min_classes: int) -> "EveryN | None":
    """``every`` for the class counts the metric is defined at: a proof from n = 2 speaks from ``min_classes`` on (a
    metric registered with ``min_classes=3`` has no value at n = 2); a counterexample built below it claims
    nothing."""
    if every.start >= min_classes:
        return every
    return replace(every, start=min_classes) if every.evidence["kind"] == "proof" else None


def _settles(v: "Verdict | None", verdict: str) -> bool:
    """Whether a per-n verdict says ``verdict`` with proof-level evidence (an exactly verified counterexample for a
    failure)."""
    if v is None or v.verdict != verdict or v.evidence["kind"] not in PROOF_LEVEL:
        return False
    return verdict == "holds" or (v.counterexample or {}).get("verified") == "exact"


def from_checked_n(every: EveryN, per_n: dict[int, Verdict]) -> EveryN:
    """``every`` started earlier where the class counts checked just below its start say the same
    with proof-level evidence: e.g. refuted exactly at n = 2 and lifted for every n ≥ 3 is refuted for
    every n ≥ 2 (the verdicts below the lemma's start are the per-n ones, at those n)."""
    start = every.start
    while start > 2 and _settles(per_n.get(start - 1), every.verdict):
        start -= 1
    if start == every.start:
        return every
    below = ", ".join(str(n) for n in range(start, every.start))
    evidence: Evidence = {**every.evidence,
                          "method": f"at n = {below}: the per-n verdict ({per_n[start].evidence['kind']}); "
                                    f"{every.evidence['method']}"}
    lemma_at = every.at

    def at(n: int) -> Verdict:
        return per_n[n] if n < every.start else lemma_at(n)

    counterexample = per_n[start].counterexample if every.verdict == "fails" else every.counterexample
    return EveryN(every.property, every.verdict, start, evidence, every.detail, at, counterexample=counterexample)


def reconciled(every: "EveryN | None", per_n: dict[int, Verdict]) -> "tuple[EveryN | None, dict[int, Verdict]]":
    """The every-n verdict and the per-n verdicts made consistent.

    A per-n verdict the lemma speaks about and that is weaker than it (a search, an unknown)
    is replaced by the lemma's verdict at that n, and a per-n proof that agrees with it gains the fields only the
    lemma knows (its extra: PV's ω(n) as a formula, so a cell checked at one n is "complete"); a per-n verdict
    that *contradicts* it with
    proof-level evidence means one of them is wrong, so no every-n verdict is claimed, and so does a
    per-n failure of any kind against a lemma that says "holds" (a search found a matrix the lemma
    should have excluded: its float witness is not proof, but a lemma it contradicts is not printed).
    """
    if every is None:
        return None, per_n
    out = dict(per_n)
    for n, v in per_n.items():
        if not every.covers(n) or v.verdict in ("error", "not_applicable"):
            continue
        proved = v.verdict in ("holds", "fails") and v.evidence["kind"] in PROOF_LEVEL
        if (proved or v.verdict == "fails") and v.verdict != every.verdict:
            return None, per_n
        if not proved:
            out[n] = every.at(n)
        elif every.verdict == "holds":  # what only the lemma knows (PV's ω(n) as a formula) joins the proof at n
            out[n] = replace(v, extra={**every.at(n).extra, **v.extra})
    return every, out
