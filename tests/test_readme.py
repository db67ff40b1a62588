"""The README's Python examples run as written (each block in a fresh namespace)."""

import re
from pathlib import Path

import pytest

import axioms
import metrics

README = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
BLOCKS = re.findall(r"```python\n(.*?)```", README, flags=re.S)


def test_the_readme_has_python_examples():
    assert len(BLOCKS) >= 5


@pytest.mark.parametrize("source", BLOCKS, ids=[f"block{k}" for k in range(len(BLOCKS))])
def test_readme_block_runs(source):
    before = {m.name for m in metrics.catalogue()}
    properties = set(axioms.PROPERTIES)
    try:
        exec(compile(source, "README.md", "exec"), {"__name__": "readme"})
    finally:
        for m in metrics.catalogue():
            if m.name not in before:
                metrics.unregister(m.name)
        for pid in set(axioms.PROPERTIES) - properties:  # a block may register a property of its own
            del axioms.PROPERTIES[pid]
