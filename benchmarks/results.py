"""The benchmark scripts' figures as files: ``benchmarks/results/<script>.json``.

A script records each figure it prints (:meth:`Results.add`) and writes them, with the command,
the date and the machine (cores, processor, load average when it started, Python and numpy
versions), when it ends (:meth:`Results.write`). The site's benchmarks page is generated from
these files (``docs/_ext/generated_pages.py``), so the figures it shows are those a script
printed, with where and when.
"""

import datetime
import json
import os
import platform
import sys
from pathlib import Path

import numpy as np

RESULTS = Path(__file__).resolve().parent / "results"


def _processor() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            return next(line.split(":", 1)[1].strip() for line in info if line.startswith("model name"))
    except (OSError, StopIteration):
        return platform.processor() or platform.machine()


class Results:
    """The figures of one run of ``script``."""

    def __init__(self, script: str) -> None:
        self.record = {
            "script": f"benchmarks/{script}.py",
            "command": " ".join(["python", f"benchmarks/{script}.py", *sys.argv[1:]]),
            "measured": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
            "machine": {"cores": os.cpu_count(), "processor": _processor(),
                        "load_average_at_start": round(os.getloadavg()[0], 2), "python": platform.python_version(),
                        "numpy": np.__version__},
            "figures": [],
        }

    def add(self, figure: str, value: object, unit: str = "", target: str = "") -> object:
        """Record one figure (``value`` in ``unit``, beside its ``target`` if it has one); returns ``value``."""
        self.record["figures"].append({"figure": figure, "value": value, "unit": unit, "target": target})
        return value

    def write(self) -> Path:
        """Write the figures to ``benchmarks/results/<script>.json``; returns the path."""
        RESULTS.mkdir(exist_ok=True)
        path = RESULTS / f"{Path(self.record['script']).stem}.json"
        path.write_text(json.dumps(self.record, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"figures written to {path.relative_to(RESULTS.parent.parent)}")
        return path
