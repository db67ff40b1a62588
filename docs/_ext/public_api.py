"""The ``public-api`` directive: one package's API page, generated from its ``__all__``.

``.. public-api:: metrics`` writes the package docstring, a summary table, then every name of
``metrics.__all__`` in order: classes (with their public members) and functions through autodoc,
data through ``py:data`` with the ``#:`` comment that documents it where it is defined. A name
without documentation is a warning, so the ``-W`` build fails until it is documented.
"""

import importlib
import importlib.util
import inspect
import pkgutil

from docutils import nodes
from docutils.statemachine import StringList
from sphinx.pycode import ModuleAnalyzer
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

logger = logging.getLogger(__name__)


def attribute_doc(name, packages):
    """The ``#:`` comment (or docstring after the assignment) of a module-level ``name`` in ``packages``."""
    for package in map(importlib.import_module, packages):
        modules = [package.__name__, *(m.name for m in pkgutil.walk_packages(package.__path__, package.__name__ + "."))]
        for module in modules:
            spec = importlib.util.find_spec(module)  # the source file, found without running the module (the pytest
            if spec is None or not spec.origin:      # plugin imports pytest, which the docs extra does not install)
                continue
            doc = ModuleAnalyzer.for_file(spec.origin, module).find_attr_docs().get(("", name))
            if doc:
                return list(doc)
    return []


def entry(package, name, packages):
    """The reST lines that document ``package.name``, and whether it has any documentation."""
    obj, qualified = getattr(package, name), f"{package.__name__}.{name}"
    if inspect.isclass(obj):
        body = [f".. autoclass:: {qualified}", "   :members:", "   :show-inheritance:"]
        return body, bool(inspect.getdoc(obj))
    if callable(obj):
        return [f".. autofunction:: {qualified}"], bool(inspect.getdoc(obj))
    packages = [package.__name__, *(p for p in packages if p != package.__name__)]
    doc = attribute_doc(name, packages)
    value = [f"   :value: {obj!r}"] if isinstance(obj, (str, tuple)) else []
    return [f".. py:data:: {name}", *value, "", *(f"   {line}" for line in doc)], bool(doc)


class PublicAPI(SphinxDirective):
    """``.. public-api:: PACKAGE``: the reference of every name in ``PACKAGE.__all__``."""

    required_arguments = 1

    def run(self):
        package = importlib.import_module(self.arguments[0])
        packages = self.config.public_api_packages
        names = list(package.__all__)
        lines = [f".. automodule:: {package.__name__}", "   :no-members:", "",
                 ".. autosummary::", "   :nosignatures:", ""]
        lines += [f"   {name}" for name in names] + [""]  # relative to the module automodule made current
        for name in names:
            body, documented = entry(package, name, packages)
            if not documented:
                logger.warning("%s.%s is public (in __all__) but has no documentation", package.__name__, name,
                               location=self.get_location())
            lines += [*body, ""]
        container = nodes.container()
        self.state.nested_parse(StringList(lines, source=f"<public-api {package.__name__}>"), 0, container)
        return container.children


def setup(app):
    app.add_config_value("public_api_packages", [], "env")
    app.add_directive("public-api", PublicAPI)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
