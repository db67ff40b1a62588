"""A cached verdict is reused only for a metric that behaves as the one that was checked: a
change of a module-level value, of a helper module's function, of a default argument or of
an instance's state changes the key (issue 18, items 5 and 15)."""

import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import axioms
from reports.cache import metric_key
import metrics

SETTINGS = axioms.profile("default")


def _gate(folder, cache, *args):
    """``axiometrics check`` of ``folder/f.py`` on PIV at n = 2 with the verdict cache in ``cache``."""
    env = {**os.environ, "AXIOMETRICS_CACHE": "on", "AXIOMETRICS_CACHE_DIR": str(cache)}
    command = [sys.executable, "-m", "reports.cli", "check", str(folder / "f.py"), "--properties", "PIV",
               "--classes", "2", "--quiet", "--format", "json", *args]
    return subprocess.run(command, capture_output=True, text=True, env=env, timeout=300, cwd=folder)


def _write(path, text):
    path.write_text(textwrap.dedent(text))


# PIV (invariance under scaling the whole matrix by λ > 0): with SIGN = 1 the metric is
# m00 / (m00 + m01 + 1), which changes when every cell is doubled ([[1, 0], [0, 0]] gives 1/2,
# [[2, 0], [0, 0]] gives 2/3): it fails PIV. With SIGN = 0 it is m00 / (m00 + m01), a ratio of
# cells, unchanged by scaling: it holds. So the baseline written with SIGN = 1 differs from
# the verdict after the edit, and the gate must exit 1.
GLOBAL_VALUE = """
    import numpy as np
    import metrics

    SIGN = {sign}

    def shifted_precision(m):
        m = np.asarray(m, dtype=float)
        return m[..., 0, 0] / (m[..., 0, 0] + m[..., 0, 1] + SIGN)

    metrics.register("shifted_precision", numeric=shifted_precision, binary=True)
"""


def test_editing_a_module_level_value_fails_the_gate(tmp_path):
    cache = tmp_path / "cache"
    _write(tmp_path / "f.py", GLOBAL_VALUE.format(sign=1))
    assert _gate(tmp_path, cache, "--write-expect", str(tmp_path / "base.json")).returncode == 0
    _write(tmp_path / "f.py", GLOBAL_VALUE.format(sign=0))
    done = _gate(tmp_path, cache, "--expect", str(tmp_path / "base.json"))
    assert done.returncode == 1, done.stderr


# Same metric, its offset read from a helper module next to the checked file: editing
# helpers.offset from 1 to 0 turns a PIV failure into a PIV success (derivation above).
HELPERS = """
    def offset():
        return {offset}
"""
USES_HELPERS = """
    import numpy as np
    import helpers
    import metrics

    def helped_precision(m):
        m = np.asarray(m, dtype=float)
        return m[..., 0, 0] / (m[..., 0, 0] + m[..., 0, 1] + helpers.offset())

    metrics.register("helped_precision", numeric=helped_precision, binary=True)
"""


def test_editing_a_helper_modules_function_fails_the_gate(tmp_path):
    cache = tmp_path / "cache"
    _write(tmp_path / "f.py", USES_HELPERS)
    _write(tmp_path / "helpers.py", HELPERS.format(offset=1))
    assert _gate(tmp_path, cache, "--write-expect", str(tmp_path / "base.json")).returncode == 0
    _write(tmp_path / "helpers.py", HELPERS.format(offset=0))
    done = _gate(tmp_path, cache, "--expect", str(tmp_path / "base.json"))
    assert done.returncode == 1, done.stderr


def _key(numeric):
    metric = metrics._registry.make_metric("probe_key", numeric=numeric, binary=True)
    return metric_key(metric, ["PIV"], (2,), SETTINGS, False)


def test_default_arguments_bound_methods_and_instances_are_part_of_the_key():
    def with_default(m, offset=1):
        m = np.asarray(m, dtype=float)
        return m[..., 0, 0] / (m[..., 0, 0] + m[..., 0, 1] + offset)

    before = _key(with_default)
    with_default.__defaults__ = (0,)
    assert _key(with_default) != before

    class Shifted:
        def __init__(self, offset):
            self.offset = offset

        def score(self, m):
            m = np.asarray(m, dtype=float)
            return m[..., 0, 0] / (m[..., 0, 0] + m[..., 0, 1] + self.offset)

        __call__ = score

    assert _key(Shifted(1).score) != _key(Shifted(0).score)  # a bound method: its instance's state
    assert _key(Shifted(1)) != _key(Shifted(0))  # a callable instance
    assert _key(Shifted(1)) == _key(Shifted(1))  # equal state, equal key (no memory address in it)


CALLABLE_CLASS = """
    import numpy as np
    import metrics

    class Precision:
        def __call__(self, m):
            m = np.asarray(m, dtype=float)
            return m[..., 0, 0] / (m[..., 0, 0] + m[..., 0, 1])

    metrics.register("class_precision", numeric=Precision(), binary=True)
"""


def test_a_callable_class_metric_is_stored_once(tmp_path):
    """Two runs of the same file store one entry: the key holds no randomised module name."""
    cache = tmp_path / "cache"
    _write(tmp_path / "f.py", CALLABLE_CLASS)
    first = _gate(tmp_path, cache)
    assert first.returncode == 0, first.stderr
    second = _gate(tmp_path, cache)
    assert second.stdout == first.stdout
    assert len(list(cache.glob("*.json"))) == 1


def test_structured_metrics_that_agree_at_the_checked_n_but_not_beyond_have_different_keys():
    """g = c/t and g = c/t + (n − 2)(n − 3)·c are the same score at n = 2, 3 and differ from n = 4 on:
    a cached every-n verdict of one must not be reused for the other."""
    from metrics.structure import CLASSES, ClassMean

    plain = ClassMean(lambda c, r, t, N: c / t)
    later = ClassMean(lambda c, r, t, N: c / t + (CLASSES - 2) * (CLASSES - 3) * c)
    m = [[3, 1, 0], [1, 2, 1], [0, 1, 4]]
    keys, values = [], []
    for structure in (plain, later):  # the same name, so only the structure tells them apart
        metric = metrics.register("user_structured", structure=structure)
        try:
            values.append((metric.exact(m), metric.exact([[1, 2], [3, 4]]),
                           metric.exact(np.eye(4, dtype=int).tolist())))
            keys.append(metric_key(metric, ["PI"], (2, 3), SETTINGS, False))
        finally:
            metrics.unregister("user_structured")
    assert values[0][:2] == values[1][:2] and values[0][2] != values[1][2]  # equal at n = 2, 3; at n = 4: 1 vs 1 + 2
    assert None not in keys and keys[0] != keys[1]


def test_a_symbolic_forms_code_is_in_the_key_where_no_form_is_written():
    """Beyond KEYED_FORMS_MAX classes no symbolic form enters the key, only values on whole-count probes: macro recall
    and the same with floor(m_kk) agree on every whole count, and differ on scaled matrices (PIV scales columns by
    λ = 1/8: floor(1/8) = 0), so at n = 5 only the text of the code tells them apart."""
    import sympy

    def recall(floor):
        def form(M):
            n = M.shape[0]
            return sum((floor(M[k, k]) if floor else M[k, k]) / sum(M[:, k]) for k in range(n)) / n
        return form

    keys = []
    for floor in (None, sympy.floor):
        metric = metrics.register("user_symbolic_recall", symbolic=recall(floor))
        try:
            keys.append(metric_key(metric, ["PIV"], (5,), SETTINGS, False))
        finally:
            metrics.unregister("user_symbolic_recall")
    assert None not in keys and keys[0] != keys[1]


def test_every_function_of_a_property_is_in_the_key():
    """A property's ``applies`` decides whether a cell is checked at all (not_applicable otherwise): a new one must
    not be served the verdicts of the old."""
    def check(metric, n, settings, rng):
        return axioms.holds("KEY_TEST", {"kind": "construction", "method": "true by definition"}, "holds")

    def everywhere(metric, n):
        return True

    def not_at_two(metric, n):
        return n != 2

    accuracy, keys = metrics.get("accuracy"), []
    for applies in (everywhere, not_at_two):
        axioms.register_property("KEY_TEST", name="t", statement="true", source="test", check=check, applies=applies)
        try:
            keys.append(metric_key(accuracy, ["KEY_TEST"], (2,), SETTINGS, False))
        finally:
            del axioms.PROPERTIES["KEY_TEST"]
    assert None not in keys and keys[0] != keys[1]


# Macro recall below a count of BIG in some cell, accuracy above it: no probe matrix reaches BIG = 10**5 or 10**6, so
# only the text of the code can tell the two versions apart (robustness audit: each served a stale verdict).
_SWITCHED = """
    d = np.diagonal(m, axis1=-2, axis2=-1)
    with np.errstate(all="ignore"):
        macro_recall, accuracy = (d / m.sum(axis=-2)).mean(-1), d.sum(-1) / m.sum(axis=(-2, -1))
"""
READS_BIG = {
    "a helper module imported inside the function": {
        "helpers_inside.py": "BIG = {big}\ndef switch(m):\n    return m.max(axis=(-2, -1)) > BIG\n",
        "f.py": "import numpy as np, metrics\ndef switched(m):\n    import helpers_inside\n" + _SWITCHED
                + "    return np.where(helpers_inside.switch(m), accuracy, macro_recall)\n",
    },
    "a submodule's function": {
        "pkg/__init__.py": "", "pkg/sub.py": "BIG = {big}\ndef switch(m):\n    return m.max(axis=(-2, -1)) > BIG\n",
        "f.py": "import numpy as np, metrics\nimport pkg.sub\ndef switched(m):\n" + _SWITCHED
                + "    return np.where(pkg.sub.switch(m), accuracy, macro_recall)\n",
    },
    "a function behind functools.lru_cache": {
        "f.py": "import functools\nimport numpy as np, metrics\n@functools.lru_cache(maxsize=None)\ndef big():\n"
                "    return {big}\ndef switched(m):\n" + _SWITCHED
                + "    return np.where(m.max(axis=(-2, -1)) > big(), accuracy, macro_recall)\n",
    },
    "a class attribute read through an instance": {
        "f.py": "import numpy as np, metrics\nclass Config:\n    BIG = {big}\nconfig = Config()\ndef switched(m):\n"
                + _SWITCHED + "    return np.where(m.max(axis=(-2, -1)) > config.BIG, accuracy, macro_recall)\n",
    },
    "a global read by its name as a string (globals())": {
        "f.py": "import numpy as np, metrics\nBIG = {big}\ndef switched(m):\n" + _SWITCHED
                + "    return np.where(m.max(axis=(-2, -1)) > globals()['BIG'], accuracy, macro_recall)\n",
    },
    "a helper module imported by its name as a string (importlib)": {  # review 16b, M2
        "helpers_named.py": "BIG = {big}\ndef switch(m):\n    return m.max(axis=(-2, -1)) > BIG\n",
        "f.py": "import importlib\nimport numpy as np, metrics\ndef switched(m):\n" + _SWITCHED
                + "    return np.where(importlib.import_module('helpers_named').switch(m), accuracy, macro_recall)\n",
    },
    "a helper module imported by a relative name (importlib, package=)": {
        "rel/__init__.py": "",
        "rel/helpers_rel.py": "BIG = {big}\ndef switch(m):\n    return m.max(axis=(-2, -1)) > BIG\n",
        "f.py": "import importlib\nimport numpy as np, metrics\ndef switched(m):\n" + _SWITCHED
                + "    helpers = importlib.import_module('.helpers_rel', 'rel')\n"
                + "    return np.where(helpers.switch(m), accuracy, macro_recall)\n",
    },
    "an instance whose state is in __slots__": {  # review 16b, M2: its repr held no state
        "f.py": "import numpy as np, metrics\nclass Config:\n    __slots__ = ('big',)\n    def __init__(self, big):\n"
                "        self.big = big\nconfig = Config({big})\ndef switched(m):\n" + _SWITCHED
                + "    return np.where(m.max(axis=(-2, -1)) > config.big, accuracy, macro_recall)\n",
    },
    "an instance whose state is in a private __slots__ name": {  # review 18a: stored as _Config__big
        "f.py": "import numpy as np, metrics\nclass Config:\n    __slots__ = ('__big',)\n    def __init__(self, big):\n"
                "        self.__big = big\n    def big(self):\n        return self.__big\nconfig = Config({big})\n"
                "def switched(m):\n" + _SWITCHED
                + "    return np.where(m.max(axis=(-2, -1)) > config.big(), accuracy, macro_recall)\n",
    },
    "a method a callable instance calls on itself": {
        "f.py": "import numpy as np, metrics\nclass Switched:\n    def switch(self, m):\n"
                "        return m.max(axis=(-2, -1)) > {big}\n    def __call__(self, m):\n"
                + textwrap.indent(_SWITCHED, "    ")
                + "        return np.where(self.switch(m), accuracy, macro_recall)\nswitched = Switched()\n",
    },
}

_KEY_OF = """
import sys
import axioms
from reports.cache import metric_key
from reports.userfile import load
(name,) = load(sys.argv[1])
import metrics
print(metric_key(metrics.get(name), ["PIV"], (2,), axioms.profile("default"), False))
"""


def _key_of(folder, files, big):
    for name, text in files.items():
        (folder / name).parent.mkdir(exist_ok=True)
        (folder / name).write_text(text.replace("{big}", str(big)))
    with (folder / "f.py").open("a") as f:
        f.write('metrics.register("switched", numeric=switched)\n')
    run = subprocess.run([sys.executable, "-c", _KEY_OF, str(folder / "f.py")], capture_output=True, text=True,
                         cwd=folder, timeout=300)
    assert run.returncode == 0, run.stderr
    return run.stdout.strip()


@pytest.mark.parametrize("how", list(READS_BIG))
def test_what_the_code_reads_through_modules_decorators_and_classes_is_in_the_key(tmp_path, how):
    assert _key_of(tmp_path, READS_BIG[how], 10**5) != _key_of(tmp_path, READS_BIG[how], 10**6)


def test_a_catalogue_metrics_key_follows_its_formula_and_the_catalogues_source(monkeypatch):
    """A catalogue metric is keyed by the catalogue's source and what its functions read: macro F1 as a
    harmonic instead of an arithmetic mean of the class F1s (its structure's p = 1 set to -1) is another
    metric, and so is the catalogue after any edit of its modules; the same metric keeps its key."""
    import reports.cache_keys as cache_keys

    macro_f1 = metrics.get("macro_f1")
    key = metric_key(macro_f1, ["PI"], (2, 3), SETTINGS, True, catalogue=True)
    assert key == metric_key(macro_f1, ["PI"], (2, 3), SETTINGS, True, catalogue=True)
    assert key != metric_key(metrics.get("macro_recall"), ["PI"], (2, 3), SETTINGS, True, catalogue=True)
    structure, p = macro_f1.structure, macro_f1.structure.p
    object.__setattr__(structure, "p", -1)  # a frozen dataclass: its field set as an edit of the catalogue would
    try:
        assert metric_key(macro_f1, ["PI"], (2, 3), SETTINGS, True, catalogue=True) not in (key, None)
    finally:
        object.__setattr__(structure, "p", p)
    monkeypatch.setattr(cache_keys, "_catalogue_digest", lambda: "another catalogue source")
    assert metric_key(macro_f1, ["PI"], (2, 3), SETTINGS, True, catalogue=True) not in (key, None)


def test_a_property_function_that_is_not_hashable_is_still_keyed():
    """A callable object with __eq__ and no __hash__ as applies=: its source is read each time, not memoised (the
    memo needs a hashable key, and every cell became an error blamed on the metric)."""
    class Everywhere:
        def __eq__(self, other):
            return isinstance(other, Everywhere)

        def __call__(self, metric, n):
            return True

    def check(metric, n, settings, rng):
        return axioms.holds("KEY_HASH_TEST", {"kind": "construction", "method": "true by definition"}, "holds")

    axioms.register_property("KEY_HASH_TEST", name="t", statement="true", source="test", check=check,
                             applies=Everywhere())
    try:
        assert metric_key(metrics.get("accuracy"), ["KEY_HASH_TEST"], (2,), SETTINGS, False) is not None
    finally:
        del axioms.PROPERTIES["KEY_HASH_TEST"]
