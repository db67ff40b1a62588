"""Published tables, transcribed from the papers with their own row and column names."""

__all__ = ["OPITZ2024_TABLE5", "PROPERTY_COLUMNS"]

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
