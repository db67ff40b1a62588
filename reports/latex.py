r"""A report as LaTeX: a booktabs table, its legend as a footnote, then the errors and an appendix
of counterexamples, each matrix a small labelled tabular (rows predicted, columns true)."""

from typing import Any

from tabulate import LATEX_ESCAPE_RULES

from .legend import legend
from .matrices import matrix_latex
from .sections import counterexamples, error_lines, table_rows

__all__ = ["LATEX_CHARACTERS", "latex_escape", "render_latex"]

#: How each character is written in LaTeX: tabulate's escape rules (``& % $ # _ ^ { } ~ \\ < >``)
#: plus the table's own symbols and the mathematics of the details (pdflatex reads no other
#: character beyond ASCII: :func:`latex_escape` writes any other as its code point).
LATEX_CHARACTERS = {
    **LATEX_ESCAPE_RULES,
    "✓": r"\cmark{}",
    "✗": r"\xmark{}",
    "–": "--",
    "—": "---",
    "*": r"$^{*}$",
    "†": r"\textsuperscript{\dag}",
    "ⁱ": r"\textsuperscript{i}",
    "≥": r"$\geq$",
    "≤": r"$\leq$",
    "≠": r"$\neq$",
    "≈": r"$\approx$",
    "∝": r"$\propto$",
    "→": r"$\to$",
    "∞": r"$\infty$",
    "−": "-",
    "·": r"$\cdot$",
    "×": r"$\times$",
    "…": r"\dots{}",
    "ᵀ": r"$^{T}$",
    "²": r"$^{2}$",
    "√": r"$\surd$",
    "§": r"\S{}",
    "Σ": r"$\Sigma$",
    "λ": r"$\lambda$",
    "ω": r"$\omega$",
    "γ": r"$\gamma$",
    "ψ": r"$\psi$",
    "ε": r"$\varepsilon$",
}
_LATEX_PREAMBLE = (r"\usepackage{booktabs,amssymb}", r"\newcommand{\cmark}{$\checkmark$}",
                   r"\newcommand{\xmark}{$\times$}")


def latex_escape(text: str) -> str:
    r"""``text`` with every character of :data:`LATEX_CHARACTERS` replaced, in one pass (any other
    character beyond ASCII as ``[U+XXXX]``, which pdflatex reads).

    Examples
    --------
    >>> print(latex_escape("f1_{macro}~ & 50% ✓*"))
    f1\_\{macro\}\textasciitilde{} \& 50\% \cmark{}$^{*}$
    >>> latex_escape("∂")
    '[U+2202]'
    """
    return "".join(LATEX_CHARACTERS.get(ch, ch if ch.isascii() else f"[U+{ord(ch):04X}]") for ch in text)


def _appendix(report: dict[str, Any]) -> list[str]:
    """The errors, then the counterexamples with their labelled matrices side by side."""
    lines: list[str] = []
    errors = error_lines(report)
    if errors:
        lines += [r"\par\medskip\noindent\textbf{Errors}", r"\begin{itemize}",
                  *(r"\item{} " + latex_escape(e) for e in errors), r"\end{itemize}"]
    shown = counterexamples(report)
    if shown:
        lines += ["% appendix: counterexamples",
                  r"\par\medskip\noindent\textbf{Counterexamples} (re-checked exactly unless the line says float64)"]
    for entry in shown:
        lines.append(r"\par\smallskip\noindent " + latex_escape(entry.heading))
        tables = [matrix_latex(m, title, latex_escape) for title, m, _ in entry.matrices]
        if tables:
            lines += [r"\par\smallskip\noindent{\footnotesize", "\n\\quad\n".join(tables), "}"]
        if entry.values:
            lines.append(r"\par\noindent{\footnotesize values: " + latex_escape(entry.values) + "}")
    return lines


def render_latex(report: dict[str, Any], standalone: bool = False) -> str:
    """A booktabs tabular with the legend as a footnote below it, then the errors and the
    counterexamples; ``standalone``: a whole document that compiles with pdflatex."""
    head, rows = table_rows(report)
    body = [
        r"\begin{tabular}{l" + "c" * (len(head) - 1) + "}",
        r"\toprule",
        " & ".join(latex_escape(h) for h in head) + r" \\",
        r"\midrule",
        *(" & ".join(latex_escape(c) for c in row) + r" \\" for row in rows),
        r"\bottomrule",
        r"\end{tabular}",
        r"\par\smallskip{\footnotesize " + latex_escape(legend(report)) + "}",
    ]
    if not standalone:
        return "\n".join([f"% {'; '.join(_LATEX_PREAMBLE)}", *body, *_appendix(report)]) + "\n"
    document = [r"\documentclass{article}", *_LATEX_PREAMBLE, r"\begin{document}", r"\begin{center}", *body,
                r"\end{center}", *_appendix(report), r"\end{document}"]
    return "\n".join(document) + "\n"
