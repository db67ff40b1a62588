"""Every docstring example of the three packages runs (doctest), and the public API documents itself.

The examples' expected values are hand derivations or paper facts written next to them.
"""

import doctest
import importlib
import inspect
import pkgutil
import typing

import pytest

import axioms
import metrics
import reports

PACKAGES = (axioms, metrics, reports)
MODULES = sorted(
    name
    for package in PACKAGES
    for name in [package.__name__, *(m.name for m in pkgutil.walk_packages(package.__path__, package.__name__ + "."))]
)
PUBLIC = [
    (package.__name__, name)
    for package in PACKAGES
    for name in package.__all__
    if callable(getattr(package, name))
    and not (inspect.isclass(getattr(package, name)) and issubclass(getattr(package, name), Exception))
]


@pytest.mark.parametrize("module", MODULES)
def test_docstring_examples_run(module):
    result = doctest.testmod(importlib.import_module(module),
                             optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE, report=True)
    assert result.failed == 0, (
        f"{result.failed} of {result.attempted} docstring examples of {module} failed (see the captured output)")


@pytest.mark.parametrize("package, name", PUBLIC, ids=[f"{p}.{n}" for p, n in PUBLIC])
def test_public_callables_have_numpydoc_examples(package, name):
    doc = inspect.getdoc(getattr(importlib.import_module(package), name)) or ""
    assert "Examples\n--------\n" in doc and ">>> " in doc, f"{package}.{name} has no numpydoc Examples section"
    assert "doctest: +SKIP" not in doc, f"{package}.{name}'s examples are skipped, so never checked"


@pytest.mark.parametrize(
    "function", [metrics.register, metrics.get, axioms.check, reports.build_report, reports.Table.__init__,
                 reports.Table.to, metrics.Metric.__call__]
)
def test_public_api_is_annotated(function):
    hints = typing.get_type_hints(function)
    assert "return" in hints and set(inspect.signature(function).parameters) - {"self", "meta", "options"} <= set(hints)
