"""Issue #30: the three packages are layers, ``axioms`` is rooms on floors, and no module imports itself back.

``metrics`` (the registry and the catalogue) imports neither of the others, ``axioms`` (the
properties and the engine) imports ``metrics`` only, ``reports`` (tables, the command line) may
import both. Inside ``axioms`` each room (a subpackage, :data:`ROOMS`) imports only the rooms on
the floors below it; the engine (``axioms/engine.py``, ``axioms/identified.py``, the package's
``__init__``) may import every room. Every import statement counts, also inside a function (an import hidden there is
still an arrow); only ``if TYPE_CHECKING:`` blocks, which never run, are left out. Read from the
sources with ``ast``, so the test sees what a reader sees.
"""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: Each package and the packages of this project it may import.
ALLOWED = {"metrics": set(), "axioms": {"metrics"}, "reports": {"axioms", "metrics"}}

#: The rooms of ``axioms``, each with the rooms it may import (besides itself and ``metrics``).
ROOMS = {
    "axioms.arithmetic": set(),
    "axioms.core": {"axioms.arithmetic"},
    "axioms.search": {"axioms.arithmetic", "axioms.core"},
    "axioms.constructions": {"axioms.arithmetic", "axioms.core", "axioms.search"},
    "axioms.every_n": {"axioms.arithmetic", "axioms.core", "axioms.search", "axioms.constructions"},
    "axioms.multilabel": {"axioms.arithmetic", "axioms.core", "axioms.search", "axioms.constructions"},
    "axioms.properties": {"axioms.arithmetic", "axioms.core", "axioms.search", "axioms.constructions",
                          "axioms.every_n"},
}


def _modules() -> dict[str, Path]:
    out = {}
    for package in ALLOWED:
        for path in (ROOT / package).rglob("*.py"):
            parts = path.relative_to(ROOT).with_suffix("").parts
            out[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return out


def _imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement of ``tree`` but those under ``if TYPE_CHECKING:``."""
    found: list[ast.Import | ast.ImportFrom] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and getattr(node.test, "id", getattr(node.test, "attr", None)) == "TYPE_CHECKING":
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.append(node)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


def _targets(module: str, path: Path, node: "ast.Import | ast.ImportFrom", modules: dict[str, Path]) -> set[str]:
    """The project modules one import statement of ``module`` reads."""
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    else:
        base = node.module or ""
        if node.level:
            package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
            base = ".".join(package[: len(package) - node.level + 1] + ([base] if base else []))
        names = [base, *(f"{base}.{alias.name}" for alias in node.names)]
    out = set()
    for name in names:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        if name and name != module:
            out.add(name)
    return out


def _graph() -> dict[str, set[str]]:
    modules = _modules()
    return {module: set().union(*[_targets(module, path, node, modules)
                                  for node in _imports(ast.parse(path.read_text(encoding="utf-8")))])
            for module, path in modules.items()}


def _cycle(graph: dict[str, set[str]]) -> "list[str] | None":
    """One import cycle of ``graph`` (a depth-first search), or None."""
    state: dict[str, int] = {}  # 1 on the current path, 2 done
    path: list[str] = []

    def visit(node: str) -> "list[str] | None":
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_each_package_imports_only_the_layers_below_it():
    upward = sorted((a, b) for a, targets in _graph().items() for b in targets
                    if b.split(".")[0] not in ALLOWED[a.split(".")[0]] | {a.split(".")[0]})
    assert upward == []


def _room(module: str) -> "str | None":
    return next((room for room in ROOMS if module == room or module.startswith(room + ".")), None)


def rooms_broken(graph: dict[str, set[str]]) -> list[tuple[str, str]]:
    """Every import of a room's module that reaches a room it may not import (the engine excepted)."""
    out = []
    for module, targets in graph.items():
        room = _room(module)
        for target in targets:
            other = _room(target) if target.startswith("axioms") else room
            if room is not None and other != room and (other is None or other not in ROOMS[room]):
                out.append((module, target))
    return sorted(out)


def test_each_room_of_axioms_imports_only_the_rooms_below_it():
    graph = _graph()
    assert all(any(m.startswith(room + ".") for m in graph) for room in ROOMS), "a room is gone: update ROOMS"
    loose = sorted(m for m in graph if m.startswith("axioms.") and _room(m) is None)
    assert loose == ["axioms.engine", "axioms.identified"], f"a module of axioms outside every room: {loose}"
    assert rooms_broken(graph) == []


def test_no_module_imports_itself_back():
    assert _cycle(_graph()) is None


def test_the_checks_can_fail():
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert rooms_broken(
        {"axioms.core.verdict": {"axioms.search.spaces", "axioms.arithmetic.exact", "axioms.engine"}}) == [
        ("axioms.core.verdict", "axioms.engine"), ("axioms.core.verdict", "axioms.search.spaces")]
    tree = ast.parse("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import reports\n"
                     "def f():\n    import reports.cli\n")
    # the hidden one counts
    assert [getattr(node, "names")[0].name for node in _imports(tree)] == ["TYPE_CHECKING", "reports.cli"]


def lambdify_calls(modules: dict[str, Path]) -> list[str]:
    """The modules that call ``lambdify`` (``sympy.lambdify(...)`` or a bare ``lambdify(...)``)."""
    found = []
    for module, path in sorted(modules.items()):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", None)) == "lambdify":
                found.append(module)
                break
    return found


def test_the_bridge_is_the_only_lambdify(tmp_path):
    """One way from a sympy expression to numpy code (metrics.bridge.numpy_function), so NaN conventions live in one
    place."""
    assert lambdify_calls(_modules()) == ["metrics.bridge"]
    (tmp_path / "elsewhere.py").write_text("import sympy\nf = sympy.lambdify([], 1)\n")
    assert lambdify_calls({"elsewhere": tmp_path / "elsewhere.py"}) == ["elsewhere"]
