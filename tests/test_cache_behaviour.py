"""A metric's verdict cache key follows what its code does where the checks read it (review 11a, F1, F3).

The key held the metric's values on whole-count matrices at the checked class counts only. Macro recall written
``c / np.maximum(t, FLOOR)`` scores the same there with FLOOR = 1e-300 and FLOOR = 1.0, yet PIV and calibration read
it at counts that are not whole (a column of 1/8 item), and identification at n = 2..8: where its code's text kept
the change hidden (a class attribute, a function attribute, a closure), a stale "✓ for every n" came back from the
cache. Conventions: m[i][j] = items predicted i of true class j.
"""

import importlib.util
import os

import numpy as np

import axioms
import metrics
from reports.cache import metric_key
from reports.cache_keys import _function_text

SETTINGS = axioms.profile("default")


def _key(numeric, classes=(2, 3)):
    metric = metrics._registry.make_metric("probe_key", numeric=numeric)
    return metric_key(metric, ["PIV"], classes, SETTINGS, False)


def _floored_recall(floor):
    def floored_recall(m):
        m = np.asarray(m, dtype=float)
        c, t = np.diagonal(m, axis1=-2, axis2=-1), m.sum(axis=-2)
        return (c / np.maximum(t, floored_recall.floor)).mean(axis=-1)

    floored_recall.floor = floor  # a function attribute: no text of the code says its value
    return floored_recall


# On whole counts a column sum t is 0 or at least 1, where max(t, 1e-300) and max(t, 1.0) are the same t (and c = 0
# where t = 0): both are macro recall there. At [[1/8, 0], [0, 1/8]] recall is 1 with the floor 1e-300 and
# (1/8)/1 = 1/8 with the floor 1.0.
def test_a_change_seen_only_at_counts_that_are_not_whole_changes_the_key():
    tiny, one = _floored_recall(1e-300), _floored_recall(1.0)
    whole = np.array([[[3.0, 1.0], [0.0, 2.0]], [[0.0, 0.0], [0.0, 5.0]]])
    assert np.array_equal(tiny(whole), one(whole))
    fraction = np.array([[0.125, 0.0], [0.0, 0.125]])
    assert tiny(fraction) == 1.0 and one(fraction) == 0.125
    assert _key(tiny) != _key(one)


# A score that squares itself from n = BIG classes on is the same function at n = 2, 3 for BIG = 5 and BIG = 100,
# but not at n = 5, where identification reads it (its every-n verdicts come from there).
def test_a_change_seen_only_beyond_the_checked_class_counts_changes_the_key():
    def switched(big):
        def score(m):
            m = np.asarray(m, dtype=float)
            accuracy = np.trace(m, axis1=-2, axis2=-1) / m.sum(axis=(-2, -1))
            return accuracy**2 if m.shape[-1] >= score.big else accuracy

        score.big = big
        return score

    assert _key(switched(5)) != _key(switched(100))
    assert _key(switched(100)) == _key(switched(100))


# Closures over (1, 300) and (130, 0) were read as "1" + "300" and "130" + "0": one text for two metrics.
def test_closure_values_are_keyed_one_by_one():
    def make(a, b):
        def floored_recall(m):
            m = np.asarray(m, dtype=float)
            return (np.diagonal(m, axis1=-2, axis2=-1) / np.maximum(m.sum(axis=-2), 10.0**-b / a)).mean(axis=-1)

        return floored_recall

    assert _function_text(make(1, 300), set(), 0) != _function_text(make(130, 0), set(), 0)


# A notebook that edits a file and does not reload it checks the code in memory; the key read the source on disk
# only, so the verdict of the old code was stored under the key of the code now on disk.
def test_the_code_in_memory_is_in_the_key(tmp_path):
    path = tmp_path / "edited.py"
    # the edit changes the score from n = 40 classes on only, where no probe of the key looks
    body = "import numpy as np\n\ndef probe(m):\n    m = np.asarray(m, dtype=float)\n    return m[..., 0, 0] / {}\n"

    def imported(name):
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module.probe

    path.write_text(body.format("m.sum(axis=(-2, -1))"))
    in_memory = imported("edited_before")
    path.write_text(body.format("m.sum(axis=(-2, -1)) * (1 if m.shape[-1] < 40 else 2)"))
    os.utime(path, (1, 1))  # another modification time: the source is read again
    assert _key(in_memory) != _key(imported("edited_after"))


# A property's text was read once per process, and a class by its source only: a user's property whose bound, a class
# attribute, changed in a notebook kept its key, and the cache served the verdicts of the old bound (review 11a, F4).
def test_a_users_property_changed_in_this_process_changes_the_key():
    def check(metric, n, settings, rng):
        return axioms.holds("KEY_BOUND", {"kind": "construction", "method": f"bound {BOUND.worst}"}, "holds")

    class BOUND:
        worst = 1

    accuracy, keys = metrics.get("accuracy"), []
    for worst in (1, 7):
        BOUND.worst = worst
        axioms.register_property("KEY_BOUND", name="b", statement="bounded", source="test", check=check)
        try:
            keys.append(metric_key(accuracy, ["KEY_BOUND"], (2,), SETTINGS, False))
        finally:
            del axioms.PROPERTIES["KEY_BOUND"]
    assert None not in keys and keys[0] != keys[1]
