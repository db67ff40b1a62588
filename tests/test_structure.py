"""The house rules of the code, checked on its source: small modules and functions, no private name
imported across modules, and the engine layered as kernel -> properties (a kernel module never
imports a property module). A newcomer who breaks one learns it here, with the place named."""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SOURCES = sorted(p for package in ("axioms", "metrics", "reports") for p in (ROOT / package).rglob("*.py"))
MAX_MODULE_LINES, MAX_FUNCTION_LINES = 400, 60


def _tree(path):
    return ast.parse(path.read_text(), filename=str(path))


def _name(path):
    return str(path.relative_to(ROOT))


@pytest.mark.parametrize("path", SOURCES, ids=_name)
def test_a_module_stays_small(path):
    assert path.read_text().count("\n") <= MAX_MODULE_LINES, (
        f"{_name(path)} is over {MAX_MODULE_LINES} lines: split it by concept")


@pytest.mark.parametrize("path", SOURCES, ids=_name)
def test_a_function_stays_short_unless_its_docstring_says_why(path):
    long = [
        f"{node.name} (line {node.lineno}, {node.end_lineno - node.lineno + 1} lines)"
        for node in ast.walk(_tree(path))
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
        and node.end_lineno - node.lineno + 1 > MAX_FUNCTION_LINES
        and "long because" not in (ast.get_docstring(node) or "")
    ]
    assert not long, f"{_name(path)}: functions over {MAX_FUNCTION_LINES} lines: {long}"


@pytest.mark.parametrize("path", SOURCES, ids=_name)
def test_no_private_name_is_imported_from_another_module(path):
    private = [
        f"{'.' * node.level}{node.module or ''}.{alias.name}"
        for node in ast.walk(_tree(path))
        if isinstance(node, ast.ImportFrom)
        for alias in node.names
        if alias.name.startswith("_") and not alias.name.startswith("__")
    ]
    assert not private, f"{_name(path)} imports private names {private}: make them public where they belong"


def _imports(path, root=ROOT):
    """The absolute names of the modules (and imported names) ``path`` imports, relative imports resolved."""
    package = ".".join(path.relative_to(root).with_suffix("").parts[:-1])
    out = set()
    for node in ast.walk(_tree(path)):
        if isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
            module = ".".join([*base, node.module] if node.module else base)
            out |= {module, *(f"{module}.{a.name}" for a in node.names)}
        elif isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
    return out


@pytest.mark.parametrize("path", [p for p in SOURCES if p.parent == ROOT / "axioms" and p.name != "__init__.py"],
                         ids=_name)
def test_a_kernel_module_never_imports_a_property_module(path):
    upward = sorted(name for name in _imports(path) if name.startswith("axioms.properties"))
    assert not upward, f"{_name(path)} (kernel) imports {upward}: properties build on the kernel, never the reverse"


def test_the_layer_check_sees_an_upward_import(tmp_path):
    kernel = tmp_path / "axioms" / "sneaky.py"
    kernel.parent.mkdir()
    kernel.write_text("from .properties.pv import check_pv\n")
    (tmp_path / "axioms" / "plain.py").write_text("from .spaces import grid\nimport numpy\n")
    assert "axioms.properties.pv" in _imports(kernel, tmp_path)
    assert not any(name.startswith("axioms.properties")
                   for name in _imports(tmp_path / "axioms" / "plain.py", tmp_path))
