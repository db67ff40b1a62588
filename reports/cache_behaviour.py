"""A metric's behaviour in its verdict cache key (:mod:`reports.cache_keys`): its values on fixed probe matrices.

Its text (:mod:`reports.cache_keys`) says what its code reads; its values say what that code does, on the same
matrices in every process: exactly at the class counts checked (up to :data:`KEYED_FORMS_MAX`), and in float64 at
every class count checked or read by identification, with whole counts and with counts that are not whole.
"""

from functools import lru_cache

import numpy as np
import sympy

from axioms.arithmetic.exact import value_of
from metrics.confirmation import CLASS_COUNTS, not_whole

__all__ = ["metric_behaviour", "KEYED_FORMS_MAX"]


@lru_cache(maxsize=None)
def _probes(n):
    """The fixed integer matrices at ``n`` classes on which a metric's values enter its key: empty,
    perfect, uniform, with an absent class, everything predicted as one class, and seeded random ones
    (counts up to 6, up to 59, and from 1000 to 9999)."""
    rng = np.random.default_rng(1000 + n)  # a fixed seed: part of the key's definition
    fixed = [np.zeros((n, n), int), np.eye(n, dtype=int), np.ones((n, n), int), np.diag(np.arange(1, n + 1))]
    absent = np.arange(1, n * n + 1).reshape(n, n)
    absent[:, -1] = 0
    one_class = np.zeros((n, n), int)
    one_class[0] = np.arange(1, n + 1)
    matrices = fixed + [absent, one_class, *rng.integers(0, 7, size=(6, n, n)), *rng.integers(0, 60, size=(2, n, n)),
                        1000 + rng.integers(0, 9000, size=(n, n))]
    return tuple(tuple(tuple(int(x) for x in row) for row in m) for m in matrices)


def _number_text(value):
    """An exact value as its sympy form, a float as its bits, undefined as such."""
    if value is None:
        return "undefined"
    if isinstance(value, float):
        return float.hex(value)
    return sympy.srepr(value)


def metric_behaviour(metric, classes):
    """The metric's values on :func:`_probes` (:mod:`reports.cache`): at each checked class count up to
    :data:`KEYED_FORMS_MAX` by :func:`axioms.arithmetic.exact.value_of`; and the float64 bits of its numeric function
    at every class count checked or read by identification (:data:`metrics.confirmation.CLASS_COUNTS`: its verdicts for
    every n come from there), on the probes and on the same matrices with counts that are not whole
    (:func:`_not_whole`: PIV, PV and calibration read a metric there)."""
    text = []
    for n in sorted(set(classes) | set(CLASS_COUNTS)):
        if not metric.applies_to(n):
            continue
        probes = [[list(row) for row in m] for m in _probes(n)]
        for m in probes if n in classes and n <= KEYED_FORMS_MAX else ():
            try:
                value, how = value_of(metric, m)
                text.append(how + ":" + _number_text(value))
            except Exception as exc:  # noqa: BLE001 - what a matrix raises is behaviour too
                text.append(f"raised {type(exc).__name__}")
        whole = np.asarray(probes, dtype=float)
        few = whole if n <= max(CLASS_COUNTS) else whole[1:3]  # at n = 1000 the perfect and uniform ones: 64 MB
        text += [_float_values(metric, whole), _float_values(metric, _not_whole(few))]
    return "\x02".join(text)


def _not_whole(matrices):
    """``matrices`` with counts that are not whole, as identification compares a metric with a form
    (:func:`metrics.confirmation.not_whole`, with fixed column factors: a tolerance or a threshold in counts,
    ``np.maximum(t, 1e-12)``, changes there)."""
    return not_whole(matrices, 0.05 + 0.7 * (np.arange(matrices.shape[-1]) % 5))


def _float_values(metric, batch):
    """The float64 bits of the metric's numeric function on ``batch``, or what it raised."""
    try:
        with np.errstate(all="ignore"):
            out = np.asarray(metric.numeric(batch), dtype=float).reshape(-1)
        return ",".join(float.hex(float(x)) for x in out)
    except Exception as exc:  # noqa: BLE001 - what a batch raises is behaviour too
        return f"numeric raised {type(exc).__name__}"


#: The largest class count whose symbolic form and exact probe values enter a key. Beyond it the engine takes
#: no symbolic step (``symbolic_max_cells``): a structured metric's form there is its structure (in the key),
#: any metric's behaviour its float64 values on the probes; writing the form at n = 1000 would take hours.
KEYED_FORMS_MAX = 4
