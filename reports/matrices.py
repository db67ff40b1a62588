r"""Confusion matrices written for people: rows "predicted <class>", columns "true <class>".

The package's orientation: ``m[i][j]`` counts the items predicted ``i`` whose true class is
``j``. A labelled matrix says so on every row and column, so a reader never has to know it.
For two classes the positive class comes first and each cell is named by what it counts:

.. math::

    m = \begin{pmatrix} TP & FP \\ FN & TN \end{pmatrix}

(row 0 = predicted positive: the true positives, then the negatives wrongly called positive;
row 1 = predicted negative: the positives missed, then the true negatives). For n ≥ 3 classes
the classes are named by their index unless names are given.

The same matrix is written as plain text, markdown, HTML (diagonal cells, the correct
answers, tinted green; the errors off it red; cells a counterexample changed in bold) and
LaTeX; :func:`shown_matrices` picks the matrices out of a counterexample record (its
``before``/``after``, ``matrices``, ``matrix``/``point``, ``forced_at``) with the values there.

Examples
--------
>>> print(matrix_text([[3, 1], [0, 5]], "m"))
m                   true positive    true negative
predicted positive  TP = 3           FP = 1
predicted negative  FN = 0           TN = 5
"""

import html
from collections.abc import Sequence
from typing import Any

from tabulate import tabulate

__all__ = ["indicator_text", "indicator_record_lines", "MAX_LABELLED", "BINARY_CELLS", "class_names", "matrix_cells",
           "matrix_text", "matrix_html", "matrix_latex", "shown_matrices", "counterexample_text",
           "cell_counterexample_lines"]

#: The name of each cell of a 2 x 2 matrix ``[[TP, FP], [FN, TN]]`` (positive class first).
BINARY_CELLS = (("TP", "FP"), ("FN", "TN"))

Matrix = Sequence[Sequence[Any]]

#: The most classes a matrix is drawn with; a larger one (a counterexample lifted to n = 50) is
#: left to the JSON report and the line of Python that reproduces it.
MAX_LABELLED = 10


def class_names(n: int, names: "Sequence[Any] | None" = None) -> list[str]:
    """The names of ``n`` classes: ``names`` when given, ``positive``/``negative`` for two, else the index.

    >>> class_names(2), class_names(3), class_names(3, ["cat", "dog", "eel"])
    (['positive', 'negative'], ['0', '1', '2'], ['cat', 'dog', 'eel'])
    """
    if names is not None:
        if len(names) != n:
            raise ValueError(f"{len(names)} class names given for a {n} x {n} matrix; give one name per class")
        return [str(x) for x in names]
    return ["positive", "negative"] if n == 2 else [str(i) for i in range(n)]


def matrix_cells(m: Matrix, names: "Sequence[Any] | None" = None) -> tuple[list[str], list[list[str]]]:
    """``(column headers, rows)``: ``"true c"`` per column, each row ``"predicted c"`` then its
    counts (``"TP = 3"`` ... for two classes without names)."""
    n = len(m)
    labels = class_names(n, names)
    binary = n == 2 and names is None
    rows = [[f"predicted {labels[i]}",
             *(f"{BINARY_CELLS[i][j]} = {v}" if binary else str(v) for j, v in enumerate(row))]
            for i, row in enumerate(m)]
    return [f"true {c}" for c in labels], rows


def matrix_text(m: Matrix, title: str = "", names: "Sequence[Any] | None" = None, markdown: bool = False) -> str:
    """``m`` as an aligned text table headed ``title``; ``markdown``: a markdown (GitHub) table."""
    headers, rows = matrix_cells(m, names)
    text: str = tabulate(rows, headers=[title, *headers], tablefmt="github" if markdown else "plain",
                         disable_numparse=True)
    return text


def matrix_html(m: Matrix, title: str = "", names: "Sequence[Any] | None" = None,
                changed: "Matrix | None" = None) -> str:
    """``m`` as an HTML table: correct answers (the diagonal) green, errors red, and in bold the
    cells that differ from ``changed`` (the matrix before a counterexample's change)."""
    headers, rows = matrix_cells(m, names)
    esc = html.escape
    head = "".join(f"<th>{esc(h)}</th>" for h in [title, *headers])
    body = []
    for i, row in enumerate(rows):
        cells = []
        for j, text in enumerate(row[1:]):
            colour = "#d8f0d8" if i == j else "#f6d5d5"
            bold = (";font-weight:bold;outline:2px solid #444" if changed is not None and changed[i][j] != m[i][j]
                    else "")
            cells.append(f'<td style="background:{colour};color:#000;text-align:right{bold}">{esc(text)}</td>')
        body.append(f"<tr><th>{esc(row[0])}</th>{''.join(cells)}</tr>")
    return f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"


def matrix_latex(m: Matrix, title: str, escape: Any, names: "Sequence[Any] | None" = None) -> str:
    """``m`` as a small booktabs tabular headed ``title``; ``escape`` writes text as LaTeX."""
    headers, rows = matrix_cells(m, names)
    lines = [
        r"\begin{tabular}{l" + "r" * len(headers) + "}",
        r"\toprule",
        " & ".join(escape(h) for h in [title, *headers]) + r" \\",
        r"\midrule",
        *(" & ".join(escape(c) for c in row) + r" \\" for row in rows),
        r"\bottomrule",
        r"\end{tabular}",
    ]
    return "\n".join(lines)


def _is_matrix(value: Any) -> bool:
    """Whether ``value`` is a square list of lists (a confusion matrix) of at most :data:`MAX_LABELLED` classes."""
    return isinstance(value, (list, tuple)) and 0 < len(value) <= MAX_LABELLED and all(
        isinstance(r, (list, tuple)) and len(r) == len(value) for r in value)


def shown_matrices(record: "dict[str, Any] | None") -> list[tuple[str, Matrix, "str | None", "Matrix | None"]]:
    """``(title, matrix, value or None, matrix it changed or None)`` for every matrix of a
    counterexample (or witness) record: ``before``/``after``, ``matrices``, ``matrix``/``point``, ``forced_at``
    (those of more than :data:`MAX_LABELLED` classes left out).

    >>> [(t, v) for t, _, v, _ in shown_matrices({"before": [[1, 0], [0, 1]], "after": [[1, 1], [0, 1]],
    ...                                           "values": ["1", "2/3"]})]
    [('before', '1'), ('after', '2/3')]
    """
    if not record:
        return []
    if "before" in record and "after" in record:
        found: list[tuple[str, Any, Any]] = [("before", record["before"], None),
                                             ("after", record["after"], record["before"])]
    else:
        mats = record.get("matrices") or []
        found = [(f"matrix {k}" if len(mats) > 1 else "matrix", m, None) for k, m in enumerate(mats, 1)]
    values = record.get("values") or []  # one value per matrix of a pair or a list; none otherwise
    values = [None if v is None else str(v) for v in values] if len(values) == len(found) else [None] * len(found)
    for key in ("matrix", "point"):  # one matrix (a point where a derivative fails): ``value`` is its score
        if key in record:
            found.append((key, record[key], None))
            values.append(str(record["value"]) if "value" in record else None)
    if "forced_at" in record:
        found.append(("forced at", record["forced_at"], None))
        values.append(None)
    return [(t, m, v, c) for (t, m, c), v in zip(found, values) if _is_matrix(m)]


def counterexample_text(record: "dict[str, Any] | None", score: str = "score", indent: str = "    ") -> str:
    """Every matrix of a counterexample ``record`` as labelled text tables, each headed by its
    title and the ``score`` there, indented by ``indent`` (for failure and drift messages).

    >>> print(counterexample_text({"before": [[1, 0], [0, 1]], "after": [[1, 1], [0, 1]], "values": ["1", "2/3"]},
    ...                           "acc"))
        before: acc = 1     true positive    true negative
        predicted positive  TP = 1           FP = 0
        predicted negative  FN = 0           TN = 1
        after: acc = 2/3    true positive    true negative
        predicted positive  TP = 1           FP = 1
        predicted negative  FN = 0           TN = 1
    """
    if record and "y_true" in record:  # a multi-label counterexample: indicator matrices
        return "\n".join(indent + line for line in indicator_record_lines(record))
    blocks = [matrix_text(m, title if v is None else f"{title}: {score} = {v}")
              for title, m, v, _ in shown_matrices(record)]
    return "\n".join(indent + line for block in blocks for line in block.splitlines())


def indicator_text(title: str, y: list[list[int]]) -> list[str]:
    """An indicator matrix as labelled text lines: a header of labels (a, b, ...), one row per instance (x1, x2, ...).

    >>> print("\\n".join(indicator_text("y_true", [[1, 0], [0, 1]])))
    y_true  a b
    x1      1 0
    x2      0 1
    """
    width = max(len(title), 2 + len(str(len(y))))
    labels = " ".join(chr(ord("a") + j) if j < 26 else f"l{j + 1}" for j in range(len(y[0])))
    return [f"{title:<{width}}  {labels}",
            *(f"{f'x{i + 1}':<{width}}  " + " ".join(str(v) for v in row) for i, row in enumerate(y))]


def _side_by_side(blocks: list[list[str]]) -> list[str]:
    widths = [max(map(len, b)) for b in blocks]
    return ["    ".join(f"{(b[i] if i < len(b) else ''):<{w}}" for b, w in zip(blocks, widths)).rstrip()
            for i in range(max(map(len, blocks)))]


def indicator_record_lines(record: dict[str, Any]) -> list[str]:
    """A multi-label counterexample (:mod:`axioms.multilabel.properties`) as text lines: ``y_true``
    and ``y_pred`` side by side before and after the change, or ``y_true`` and the expected scores
    at two rates ``q`` (the random labeller).

    >>> print("\\n".join(indicator_record_lines({"y_true": [[1]], "y_pred": [[0]], "y_true_after": [[1]],
    ...                                          "y_pred_after": [[1]], "values": ["0", "1"]})))
    before: score = 0
    y_true  a    y_pred  a
    x1      1    x1      0
    after: score = 1
    y_true  a    y_pred  a
    x1      1    x1      1
    """
    if "y_pred" not in record:
        return [*indicator_text("y_true", record["y_true"]),
                *(f"E_q at q = {q}: {v}" for q, v in zip(record["q"], record["values"]))]
    return ["before: score = " + record["values"][0],
            *_side_by_side([indicator_text("y_true", record["y_true"]), indicator_text("y_pred", record["y_pred"])]),
            "after: score = " + record["values"][1],
            *_side_by_side([indicator_text("y_true", record["y_true_after"]),
                            indicator_text("y_pred", record["y_pred_after"])])]


def cell_counterexample_lines(report: dict[str, Any], name: str, pid: str, indent: str = "    ") -> list[str]:
    """The labelled matrices of the counterexample of report cell ``name``/``pid`` (and of its
    calibrated variant's, as ``name~``), line by line; empty when the cell has none (a drift message's detail).

    >>> cell = {"verdict": "fails", "counterexample": {"matrices": [[[0, 1], [1, 0]]], "values": ["0"]}}
    >>> print("\\n".join(cell_counterexample_lines({"metrics": {"acc": {"PV": cell}}}, "acc", "PV")))
        counterexample of acc PV:
          matrix: acc = 0     true positive    true negative
          predicted positive  TP = 0           FP = 1
          predicted negative  FN = 1           TN = 0
    """
    cell = ((report.get("metrics") or {}).get(name) or {}).get(pid) or {}
    lines: list[str] = []
    for label, c in ((name, cell), (f"{name}~", cell.get("after_calibration"))):
        text = (counterexample_text((c or {}).get("counterexample"), label, indent + "  ")
                if (c or {}).get("verdict") == "fails" else "")
        if text:
            lines += [f"{indent}counterexample of {label} {pid}:", *text.splitlines()]
    return lines
