"""What the fork server does once so that no worker does it on its first check (the server imports this module
last, with :data:`reports.worker_server.PRELOAD`; each worker starts as a copy of it).

* ``sympy.physics.units``: sympy's ``simplify`` imports it on its first call (about 0.17 s);
* lambdify's numpy namespace: built on the first call of ``sympy.lambdify`` (about 0.1 s), here through the one
  bridge that calls it (:func:`metrics.bridge.numpy_function`).

In the command and in a library user's process nothing of this runs: only the server imports this module.
Table 5 cold with calibration: 0.95 times as long (median of 8 runs paired with the server without it, 2 cores).
"""

import sympy
import sympy.physics.units  # noqa: F401 - imported for the workers (see the module docstring)

from metrics.bridge import numpy_function

__all__: list[str] = []

_x = sympy.Symbol("x")
numpy_function([_x], _x + 1)
