"""Published tables, transcribed from the papers with their own row and column names, and each
source's stated verdicts as one :class:`PublishedSource` entry of :data:`SOURCES`.

A source is data: the property ids it discusses (with its column names), and one row per metric
it discusses, ``(its name for the metric, catalogue metric, largest n, {property id: mark})``.
A mark is "✓" or "✗", "✗ (✓)" when it holds after prevalence calibration, PV's "✓: 1/n,
strict", "?" when the source says it cannot decide; a property the row leaves out is not
discussed. Adding an entry to :data:`SOURCES` adds ``axiometrics paper KEY`` (its table beside
the engine's, :mod:`reports.paper`) and its rows to the property listings of
:mod:`reports.source_verdicts`.
"""

from dataclasses import dataclass
from typing import Any

__all__ = ["OPITZ2024_TABLE5", "PROPERTY_COLUMNS", "SEBASTIANI2015_AXIOMS", "SEBASTIANI2015_FINDINGS",
           "PublishedSource", "SOURCES"]

#: Opitz (TACL 2024), Table 5 columns, in order.
PROPERTY_COLUMNS = {
    "PI": "PI (mono.)",
    "PII": "PII (class sens.)",
    "PIII": "PIII (decomp.)",
    "PIV": "PIV (prev. invar.)",
    "PV": "PV (chance correct.)",
}

#: Opitz (TACL 2024), Table 5: the paper's row name -> (catalogue metric, cells).
#: A cell is "✓" or "✗", "✗ (✓)" when it holds after prevalence calibration; PV cells
#: carry the baseline and strength ("✓: 1/n, strict"). "as GmacR or HmacR" is one row in
#: the paper and two metrics here.
OPITZ2024_TABLE5 = [
    ("Accuracy (=Micro F1)", "accuracy", ("✓", "✗ (✓)", "✗ (✓)", "✗ (✓)", "✗ (✓)")),
    ("macro Recall (macR)", "macro_recall", ("✓", "✓", "✓", "✓", "✓: 1/n, strict")),
    ("as GmacR or HmacR", "macro_recall_geometric", ("✓", "✓", "✓", "✓", "✓: 1/n")),
    ("as GmacR or HmacR", "macro_recall_harmonic", ("✓", "✓", "✓", "✓", "✓: 1/n")),
    ("macro Precision", "macro_precision", ("✓", "✓", "✓", "✗ (✓)", "✓: 1/n, strict")),
    ("macro F1 (macF1)", "macro_f1", ("✓", "✓", "✓", "✗ (✓)", "✓: 1/n")),
    ("macro F1' (macF1')", "macro_f1_of_averages", ("✓", "✓", "✗", "✗ (✓)", "✓: 1/n, strict")),
    ("weighted F1", "weighted_f1", ("✗", "✓", "✗ (✓)", "✗ (✓)", "✗ (✓)")),
    ("Kappa", "cohen_kappa", ("✗", "✓", "✗", "✗ (✓)", "✓: 0, complete")),
    ("MCC", "mcc", ("✗", "✓", "✗", "✗ (✓)", "✓: 0, complete")),
]

#: Sebastiani (ICTIR 2015): the findings the paper states, per measure and axiom
#: (Properties 4.1-4.10, 5.1-5.8, §3.2 on F1's definiteness and §6 on the multi-class
#: and cost-sensitive K). "?" = the paper says it cannot decide; absent = not discussed.
#: "ordinal_k" is cost-sensitive K (Eq. 11) with the ordinal costs |i - j| of 3 classes
#: and absolute error, built by :func:`reports.paper.paper_metric`.
SEBASTIANI2015_AXIOMS = ("MON", "CON", "SDE", "WDE", "FIX", "CHA", "IMB", "SYM")
SEBASTIANI2015_FINDINGS = [
    ("F1", "f1", 2, {"MON": "✗", "CON": "✗", "SDE": "✗", "WDE": "✗", "CHA": "✗", "IMB": "✗", "SYM": "✗"}),
    ("K", "sebastiani_k", 2, dict.fromkeys(SEBASTIANI2015_AXIOMS, "✓")),
    ("K (single-label, Eq. 10)", "sebastiani_k", 3, dict.fromkeys(SEBASTIANI2015_AXIOMS, "✓")),
    ("K (ordinal, AE, Eq. 11)", "ordinal_k", 3, dict.fromkeys(SEBASTIANI2015_AXIOMS, "✓")),
    ("ASP", "asp", 2, {"MON": "✗", "CON": "✗", "SDE": "✗", "IMB": "✗"}),
    ("DOR", "dor", 2, {"MON": "✗", "WDE": "✗", "IMB": "?"}),
    ("LAM%", "lam", 2, {"MON": "✗", "CON": "✗", "WDE": "✗", "IMB": "?"}),
    ("MCC", "mcc", 2, {"CON": "✗", "SDE": "✗"}),
    ("Acc", "accuracy", 2, {"IMB": "✗"}),
]


@dataclass(frozen=True)
class PublishedSource:
    """One source's stated verdicts (see the module docstring).

    ``columns``: ``{property id: the source's column name}``; ``rows``: ``(label, metric, max_n,
    {property id: mark})``; ``row_title``: the first column's header in a comparison;
    ``with_calibrated``: whether its marks speak about the calibrated variants ("✗ (✓)");
    ``from_two``: whether its verdicts hold for every n from 2 to ``max_n`` (checked at all of
    them) or at ``max_n`` only.

    Examples
    --------
    >>> SOURCES["opitz2024"].classes(3), SOURCES["sebastiani2015"].classes(3)
    ((2, 3), (3,))
    """

    key: str
    citation: str
    row_title: str
    columns: dict[str, str]
    rows: tuple[tuple[str, str, int, dict[str, Any]], ...]
    with_calibrated: bool = False
    from_two: bool = False

    def classes(self, max_n: int) -> tuple[int, ...]:
        """The class counts a row of largest ``max_n`` is checked at."""
        return tuple(range(2, max_n + 1)) if self.from_two else (max_n,)


#: Every source with stated verdicts, by key (``axiometrics paper KEY``).
SOURCES = {
    source.key: source
    for source in (
        PublishedSource(
            "opitz2024", "Opitz (TACL 2024), Table 5", "Opitz 2024 Table 5 row", PROPERTY_COLUMNS,
            tuple((label, metric, 3, dict(zip(PROPERTY_COLUMNS, cells))) for label, metric, cells in OPITZ2024_TABLE5),
            with_calibrated=True, from_two=True,
        ),
        PublishedSource(
            "sebastiani2015", "Sebastiani (ICTIR 2015), Properties 4.1-5.8 and §3.2, §6", "Sebastiani 2015 measure",
            {a: a for a in SEBASTIANI2015_AXIOMS}, tuple(SEBASTIANI2015_FINDINGS),
        ),
    )
}
