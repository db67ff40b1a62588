"""The README's and the guide pages' Python examples run as written (each block in a fresh
namespace), and every ``print(...)  # value`` line prints the value its comment shows.

A comment after ``print(...)`` is what the line prints, optionally followed by an explanation:
the printed text must be where the comment starts (``print(x)   # 1/2 2/3: why`` passes when
``x`` prints ``1/2 2/3``). So the README's printed values are checked, not only that it runs.
"""

import ast
import contextlib
import io
import re
from pathlib import Path

import pytest

import axioms
import metrics

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs" / "guide").glob("*.md"))]
BLOCKS = [(page, source) for page in PAGES
          for source in re.findall(r"```python\n(.*?)```", page.read_text(encoding="utf-8"), flags=re.S)]
README_BLOCKS = [source for page, source in BLOCKS if page.name == "README.md"]


def _ids() -> list[str]:
    seen: dict[str, int] = {}
    out = []
    for page, _ in BLOCKS:
        seen[page.stem] = seen.get(page.stem, -1) + 1
        out.append(f"{page.stem}-block{seen[page.stem]}")
    return out


def promised_prints(source: str) -> list[str]:
    """The comment of each top-level ``print(...)  # comment`` statement of ``source``, in order."""
    lines = source.splitlines()
    out = []
    for node in ast.parse(source).body:
        call = getattr(node, "value", None)
        if isinstance(node, ast.Expr) and isinstance(call, ast.Call) and getattr(call.func, "id", None) == "print":
            line = lines[node.end_lineno - 1]
            comment = (line[line.index("#", node.end_col_offset) + 1:].strip() if "#" in line[node.end_col_offset:]
                       else None)
            out.append(comment)
    return out


def test_the_readme_has_python_examples_with_printed_values():
    assert len(README_BLOCKS) >= 5
    assert sum(len(promised_prints(s)) for s in README_BLOCKS) >= 8


def test_promised_prints_reads_the_comment_of_each_print():
    source = "x = 1\nprint(x)   # 1: one\nprint('a')\n"
    assert promised_prints(source) == ["1: one", None]


@pytest.mark.parametrize("page, source", BLOCKS, ids=_ids())
def test_block_runs_and_prints_what_it_shows(page, source):
    before = {m.name for m in metrics.catalogue()}
    properties = set(axioms.PROPERTIES)
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out):
            exec(compile(source, str(page.name), "exec"), {"__name__": "readme"})
    finally:
        for m in metrics.catalogue():
            if m.name not in before:
                metrics.unregister(m.name)
        for pid in set(axioms.PROPERTIES) - properties:  # a block may register a property of its own
            del axioms.PROPERTIES[pid]
    printed = out.getvalue().splitlines()
    promised = promised_prints(source)
    if all(comment is not None for comment in promised) and len(printed) == len(promised):
        for text, comment in zip(printed, promised):
            assert text.strip() and comment.startswith(text.strip()), (
                f"{page.name}: printed {text!r}, the page shows {comment!r}")
    else:  # a print inside a loop or a function, or one without a comment: each comment still has to appear
        for comment in filter(None, promised):
            assert any(line.strip() and comment.startswith(line.strip()) for line in printed), (
                f"{page.name}: {comment!r} was not printed")


def test_the_readme_imports_only_what_its_install_command_installs():
    """The quick start's ``pip install ".[extras]"`` is all a reader has: every module a README block
    imports is the standard library's, axiometrics' own, or a requirement of those extras."""
    import sys
    import tomllib

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    extras = re.search(r'pip install "\.\[([\w,]+)\]" && axiometrics table', readme).group(1).split(",")
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    requirements = project["dependencies"] + [r for extra in extras for r in project["optional-dependencies"][extra]]
    installed = {re.split(r"[<>=\[ ;]", r)[0].lower().replace("-", "_") for r in requirements}
    distribution = {"sklearn": "scikit_learn"}  # import name -> distribution name, where they differ
    imported = set()
    for source in README_BLOCKS:
        for node in ast.walk(ast.parse(source)):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            imported |= {name.split(".")[0] for name in names}
    missing = [m for m in sorted(imported) if m not in sys.stdlib_module_names
               and m not in {"metrics", "axioms", "reports"}
               and distribution.get(m, m).lower() not in installed]
    assert "sklearn" in imported and not missing, (
        f"README blocks import {missing}, which the quick start does not install")
