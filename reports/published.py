"""Published tables, transcribed from the papers with their own row and column names."""

__all__ = ["OPITZ2024_TABLE5", "PROPERTY_COLUMNS", "SEBASTIANI2015_AXIOMS", "SEBASTIANI2015_FINDINGS"]

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
