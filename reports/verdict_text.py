"""A verdict as readable text: what ``str(verdict)`` shows once :mod:`reports` is imported (it registers
:func:`verdict_text` and :func:`reports.html_report.verdict_html` with :func:`axioms.core.verdict.presented_by`)."""

import axioms

from .legend import header
from .matrices import counterexample_text

__all__ = ["verdict_text"]


def verdict_text(verdict: "axioms.Verdict") -> str:
    """The property's id and name, the verdict, its detail, what backs it, and its counterexample
    (or witness) as labelled matrices (rows predicted, columns true); the calibrated variant's below.

    Examples
    --------
    >>> text = verdict_text(axioms.fails("PI", "one more error raises the score", {"before": [[1, 0], [0, 1]],
    ...                     "after": [[1, 1], [0, 1]], "values": ["1", "3/2"], "verified": "exact"}))
    >>> print(*text.splitlines()[:4], sep=chr(10))   # then the two matrices (reports.matrices.counterexample_text)
    PI monotonicity: fails: one more error raises the score
      evidence: counterexample: found numerically, re-checked exactly
      counterexample (verified exact):
        before: score = 1    true positive    true negative
    """
    budget = verdict.evidence.get("budget")
    lines = [f"{header(verdict.property)}: {verdict.verdict}" + (f": {verdict.detail}" if verdict.detail else ""),
             f"  evidence: {verdict.evidence['kind']}: {verdict.evidence['method']}"
             + (f" (budget {budget})" if budget else "")]
    for what, record in (("counterexample", verdict.counterexample), ("witness", verdict.witness)):
        text = counterexample_text(dict(record) if record else None, indent="    ")
        if text:
            how = f" (verified {record['verified']})" if record and "verified" in record else ""
            lines += [f"  {what}{how}:", text]
    if verdict.after_calibration is not None:
        lines.append("  calibrated variant: " + verdict_text(verdict.after_calibration).replace("\n", "\n  "))
    return "\n".join(lines)
