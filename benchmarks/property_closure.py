"""How much of ``axioms`` a reader opens to follow one property end to end (issue #30).

Run: python benchmarks/property_closure.py [PID ...]   (default: every built-in property)

For each property module, prints the modules of ``axioms`` it imports transitively (itself
included; imports inside functions count, ``if TYPE_CHECKING:`` blocks do not) and their lines,
read from the sources with the import graph of ``tests/test_layers.py``. Figures, not pass/fail;
also written to ``benchmarks/results/property_closure.json`` (:mod:`results`).
"""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from test_layers import _graph, _modules  # noqa: E402 - after the path
from results import Results  # noqa: E402 - beside this script


def closure(graph: dict[str, set[str]], start: str) -> set[str]:
    """``start`` and every module of ``axioms`` it reaches through imports."""
    seen, todo = set(), [start]
    while todo:
        module = todo.pop()
        if module not in seen:
            seen.add(module)
            todo += [m for m in graph.get(module, ()) if m.startswith("axioms")]
    return seen


def main() -> None:
    graph, paths = _graph(), _modules()
    properties = sorted(m for m in graph if m.startswith("axioms.properties.") and m.count(".") == 2)
    wanted = {f"axioms.properties.{p.lower()}" for p in sys.argv[1:]} or set(properties)
    print(f"{'property':10} {'modules':>8} {'lines':>7}")
    results = Results("property_closure")
    for module in properties:
        if module in wanted:
            reached = closure(graph, module)
            lines = sum(len(paths[m].read_text(encoding="utf-8").splitlines()) for m in reached)
            print(f"{module.rpartition('.')[2].upper():10} {len(reached):8} {lines:7}")
            results.add(f"{module.rpartition('.')[2].upper()}: modules / lines of axioms a reader opens",
                        f"{len(reached)} / {lines}")
    results.write()


if __name__ == "__main__":
    main()
