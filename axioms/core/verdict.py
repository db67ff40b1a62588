"""Verdicts and the evidence that backs them.

A :class:`Verdict` carries typed records: its :class:`Evidence` (what backs it: kind,
method, budget) and, for a "fails", a :class:`Counterexample` (matrices, exact values and
how they were verified). They are plain dicts (so they serialise as they are) whose shape
is declared here and checked when the verdict is made: a search without its budget, or a
counterexample that does not say how it was verified, is an error of the check, never a
verdict.
"""

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal, NotRequired, TypedDict

from axioms.core.evidence import BUDGETED, EVIDENCE_KINDS
from axioms.arithmetic.exact import FLOAT_MARGIN

__all__ = ["presented_by", "plain_text", "Verdict", "VERDICTS", "CELL_KEYS", "EVIDENCE_KINDS", "Evidence",
           "Counterexample", "holds", "fails", "unknown", "undecided", "VerdictsOf"]

#: The keys of every report cell (:meth:`Verdict.as_dict`, ``after_calibration`` set by the report); any other key
#: is a value of the property's own (its ``report_keys``, its ``extra``).
CELL_KEYS = ("verdict", "evidence", "detail", "counterexample", "witness", "per_n", "every_n", "after_calibration")

#: The verdicts a property check can return.
VERDICTS = ("holds", "fails", "not_applicable", "unknown", "error")


class Evidence(TypedDict):
    """What backs a verdict: ``kind`` (one of :data:`EVIDENCE_KINDS`), ``method`` in words,
    and for ``search``/``exhaustive`` the ``budget`` spent (matrices, bounds); a property may
    add keys of its own (PIII's ``reading``).

    Examples
    --------
    >>> evidence: Evidence = {"kind": "search", "method": "500 random matrices", "budget": {"random_matrices": 500}}
    >>> holds("X", evidence, "not refuted").evidence["budget"]
    {'random_matrices': 500}
    """

    kind: Literal["proof", "construction", "necessary", "exhaustive", "search", "counterexample", "none"]
    method: str
    budget: NotRequired[dict[str, Any]]


#: The keys of a counterexample that are Python keywords (a class body cannot declare them).
_KeywordKeys = TypedDict("_KeywordKeys", {"lambda": Any, "class": int}, total=False)


class Counterexample(_KeywordKeys, total=False):
    """A counterexample (or a witness): integer matrices (``before``/``after``, ``matrix``,
    ``matrices``, ...), the values there as exact text (``values``), what was changed
    (``cell``, ``lambda``, ``permutation``, ...) and, always for a counterexample,
    ``verified``: ``"exact"`` or ``"float64"`` (a metric without an exact form, compared
    beyond a relative margin). Every key a built-in property writes is declared below, by what it records.

    Examples
    --------
    >>> example: Counterexample = {"before": [[1, 0], [0, 1]], "after": [[1, 1], [0, 1]], "values": ["1", "2/3"],
    ...                            "verified": "exact"}
    >>> fails("X", "one more error lowers the score", example).evidence["method"]
    'found numerically, re-checked exactly'
    """

    verified: str  # "exact" or "float64" (checked when the verdict is made)
    # matrices and the metric's values there
    before: list[Any]
    after: list[Any]
    matrix: list[Any]
    matrices: list[Any]
    padded_matrices: list[Any]
    values: list[Any]
    value: Any
    partials: list[Any]
    derivatives: Any
    expectations: Any
    extremes: Any
    ranges: Any
    limit: Any
    limits: Any
    distances: Any
    # what was changed or compared
    cell: list[int]
    cells: list[Any]
    moved: list[Any]
    change: Any
    parameters: Any
    permutation: Any
    point: Any
    direction: Any
    directions: Any
    sign: Any
    sums: Any
    p: Any
    q: Any
    forced_at: Any
    # test sets, classifiers and random-classifier models (Sebastiani's axioms)
    test_set: list[Any]
    test_sets: list[Any]
    prediction_counts: list[Any]
    forecasts: list[Any]
    classifier: Any
    model: Any
    probability: Any
    family: Any
    labelings: list[Any]
    y_true: list[Any]
    y_pred: list[Any]
    y_true_after: list[Any]
    y_pred_after: list[Any]
    defined: Any
    defined_value: Any
    defined_classifier: Any
    undefined: Any
    problem: str
    note: str
    computed_by: str
    # a counterexample lifted to more classes (axioms.every_n)
    lifted_from: int
    padding: Any


@dataclass
class Verdict:
    """The engine's answer for one metric and one property.

    ``evidence`` is a dict with at least ``kind`` (one of :data:`EVIDENCE_KINDS`) and
    ``method``; search evidence carries its ``budget``. ``counterexample`` (of a "fails")
    and ``witness`` (an example backing a "holds": PII's unequal partials, PV's maximiser)
    hold integer matrices and exact values, and say how they were ``verified``. ``per_n`` gives the verdict for
    each class count.
    ``extra`` holds property-specific fields (PIII ``p``; PV ``baseline`` and ``strength``).
    ``every_n`` (an :class:`axioms.every_n.verdicts.EveryN`, structured metrics only) is the verdict for
    every number of classes n ≥ its ``start``; None when the verdict is only for ``per_n``.

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
    evidence: Evidence
    detail: str = ""
    counterexample: Counterexample | None = None
    per_n: dict[int, Any] = field(default_factory=dict)
    extra: dict[str, Any] = field(default_factory=dict)
    after_calibration: "Verdict | None" = None
    witness: Counterexample | None = None
    every_n: Any = None

    def __post_init__(self) -> None:
        if self.verdict not in VERDICTS:
            raise ValueError(f"verdict={self.verdict!r}; accepted: {', '.join(VERDICTS)}")
        kind = self.evidence.get("kind") if isinstance(self.evidence, dict) else None
        if kind not in EVIDENCE_KINDS:
            raise ValueError(f"evidence kind={kind!r}; accepted: {', '.join(EVIDENCE_KINDS)}")
        if not isinstance(self.evidence.get("method"), str):
            raise ValueError(f"{self.property}: evidence needs a 'method' saying what was done; got {self.evidence!r}")
        if kind in BUDGETED and not (isinstance(self.evidence.get("budget"), dict) and self.evidence["budget"]):
            raise ValueError(f"{self.property}: {kind} evidence must state its budget (evidence['budget'] = {{...}}); "
                             f"got {self.evidence!r}")
        if self.verdict == "fails" and kind == "counterexample" and not self.counterexample:
            raise ValueError(f"{self.property}: a fails verdict backed by a counterexample needs the counterexample")
        if (self.counterexample is not None and kind == "counterexample"
                and self.counterexample.get("verified") not in ("exact", "float64")):
            raise ValueError(
                f"{self.property}: a counterexample must say how it was verified "
                "(counterexample['verified'] = 'exact' or 'float64'); "
                f"got {self.counterexample.get('verified')!r}"
            )

    def __repr__(self) -> str:
        """Short: the property, the verdict, the kind of evidence and the detail (cut at 60 characters).

        Examples
        --------
        >>> holds("PIV", {"kind": "proof", "method": "cancel"}, "invariant (proved)")
        <Verdict PIV holds (proof): invariant (proved)>
        """
        detail = self.detail if len(self.detail) <= 60 else self.detail[:59] + "…"
        return f"<Verdict {self.property} {self.verdict} ({self.evidence['kind']}){': ' + detail if detail else ''}>"

    def __str__(self) -> str:
        """Readable: as the presenter :mod:`reports` registers (:func:`presented_by`) shows it — the property's
        name, the verdict, what backs it and the counterexample as labelled matrices; until then (``axioms``
        imported alone) the property id, the verdict, its detail and what backs it, one line each.

        Examples
        --------
        >>> print(plain_text(holds("PIV", {"kind": "proof", "method": "cancel"}, "invariant")))
        PIV: holds: invariant
          evidence: proof: cancel
        """
        return _PRESENTERS.get("text", plain_text)(self)

    def _repr_html_(self) -> "str | None":
        """The verdict in a notebook, as the presenter :mod:`reports` registers shows it (evidence, coloured
        matrices); None (the notebook shows ``repr``) when no presenter is registered."""
        html = _PRESENTERS.get("html")
        return html(self) if html is not None else None

    def as_dict(self) -> dict[str, Any]:
        """The verdict as the JSON-ready dict of a report cell (``after_calibration`` nested)."""
        out: dict[str, Any] = {
            "verdict": self.verdict,
            "evidence": self.evidence,
            "detail": self.detail,
            "counterexample": self.counterexample,
            "witness": self.witness,
            "per_n": {str(n): v for n, v in self.per_n.items()},
            "every_n": None if self.every_n is None else self.every_n.as_dict(),
        }
        out.update(self.extra)
        if self.after_calibration is not None:
            out["after_calibration"] = self.after_calibration.as_dict()
        return out


def holds(
    pid: str, evidence: Evidence, detail: str, witness: Counterexample | None = None,
    extra: dict[str, Any] | None = None,
) -> Verdict:
    """A "holds" verdict; ``evidence`` says what backs it, ``witness`` is an optional example.

    Examples
    --------
    >>> holds("PIV", {"kind": "proof", "method": "cancel"}, "invariant").verdict
    'holds'
    """
    return Verdict(pid, "holds", evidence, detail, extra=extra or {}, witness=witness)


def fails(
    pid: str, detail: str, counterexample: Counterexample | None, extra: dict[str, Any] | None = None,
    evidence: Evidence | None = None,
) -> Verdict:
    """A "fails" verdict; by default backed by the given counterexample, re-checked exactly
    (or, for a metric without an exact form, in float64 beyond the relative margin
    :data:`axioms.arithmetic.exact.FLOAT_MARGIN`, and then said so).

    Examples
    --------
    >>> v = fails("SYM", "swapping classes changes the score",
    ...           {"before": [[1, 0], [0, 0]], "after": [[0, 0], [0, 1]], "verified": "exact"})
    >>> v.verdict, v.evidence["kind"]
    ('fails', 'counterexample')
    """
    if evidence is None:
        how = (counterexample or {}).get("verified")
        method = (
            "found numerically, re-checked exactly"
            if how == "exact"
            else f"found numerically, re-checked in float64 beyond a {FLOAT_MARGIN:g} relative margin "
            "(the metric has no exact form)"
        )
        evidence = {"kind": "counterexample", "method": method}
    return Verdict(pid, "fails", evidence, detail, counterexample=counterexample, extra=extra or {})


def unknown(pid: str, detail: str) -> Verdict:
    """An "unknown" verdict: nothing decides the property; ``detail`` says why.

    Examples
    --------
    >>> unknown("PII", "no witness found").evidence
    {'kind': 'none', 'method': 'no witness found'}
    """
    return Verdict(pid, "unknown", {"kind": "none", "method": detail}, detail)


def undecided(pid: str, what: str, proof_note: str = "") -> Verdict:
    """An "unknown" verdict because a candidate's exact sign could not be certified: an undecided
    comparison never counts as agreement, so no search-backed "holds" is given.

    Examples
    --------
    >>> undecided("MON", "m=[[1, 0], [0, 1]]").verdict
    'unknown'
    """
    note = f"; {proof_note}" if proof_note else ""
    return unknown(pid, f"undecided comparison: {what} (the values are too close to certify a sign "
                        "and no exact form decides it; "
                        f"an undecided comparison never counts as agreement){note}")


@dataclass(frozen=True)
class VerdictsOf:
    """The verdict builders bound to one property's id, so a check never repeats it.

    Examples
    --------
    >>> PIV = VerdictsOf("PIV")
    >>> PIV.holds({"kind": "proof", "method": "cancel"}, "invariant").property
    'PIV'
    >>> PIV.unknown("no witness").verdict
    'unknown'
    """

    pid: str

    def holds(
        self, evidence: Evidence, detail: str, witness: Counterexample | None = None,
        extra: dict[str, Any] | None = None,
    ) -> Verdict:
        """:func:`holds` for this property."""
        return holds(self.pid, evidence, detail, witness, extra)

    def fails(
        self, detail: str, counterexample: Counterexample | None, extra: dict[str, Any] | None = None,
        evidence: Evidence | None = None,
    ) -> Verdict:
        """:func:`fails` for this property."""
        return fails(self.pid, detail, counterexample, extra, evidence)

    def unknown(self, detail: str) -> Verdict:
        """:func:`unknown` for this property."""
        return unknown(self.pid, detail)

    def undecided(self, what: str, proof_note: str = "") -> Verdict:
        """:func:`undecided` for this property."""
        return undecided(self.pid, what, proof_note)


#: How a verdict shows itself: ``{"text": fn, "html": fn}``, registered by the presentation layer
#: (:mod:`reports`), which axioms never imports.
_PRESENTERS: "dict[str, Callable[[Verdict], str]]" = {}


def presented_by(text: "Callable[[Verdict], str]", html: "Callable[[Verdict], str]") -> None:
    """Register how verdicts show themselves (``str(verdict)``, a notebook's ``_repr_html_``): called by
    :mod:`reports` when it is imported, so presentation lives there and ``axioms`` imports nothing above it."""
    _PRESENTERS.update(text=text, html=html)


def plain_text(verdict: Verdict) -> str:
    """A verdict in plain lines, without the presentation layer: ``PID: verdict: detail`` and what backs it."""
    budget = verdict.evidence.get("budget")
    return "\n".join([f"{verdict.property}: {verdict.verdict}" + (f": {verdict.detail}" if verdict.detail else ""),
                      f"  evidence: {verdict.evidence['kind']}: {verdict.evidence['method']}"
                      + (f" (budget {budget})" if budget else "")])
