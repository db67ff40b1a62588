"""Peak memory at large class counts (issue 28, memory): catalogue metrics and a plain numpy metric.

Run: ``python benchmarks/peak_memory.py [--classes 10,15,20,50] [--metrics nit,sebastiani_k,macro_recall]``

For each class count, runs in a fresh process (as a user would, imports included)

* ``axiometrics table --metrics <each catalogue metric> --classes N --no-cache --jobs 1``, and
* ``axiometrics check <a one-line numpy accuracy> --classes N --no-cache --jobs 1``,

and prints the wall time and the peak resident memory of the process and its workers (the
largest ``ru_maxrss`` among them). Goal: at most 1 GB each. Figures, not pass/fail.
"""

import argparse
import os
import subprocess
import sys
import tempfile
import textwrap
import time

PLAIN = textwrap.dedent("""
    import numpy as np
    import metrics

    def plain_accuracy(m):
        m = np.asarray(m, dtype=float)
        return np.trace(m, axis1=-2, axis2=-1) / m.sum(axis=(-2, -1))

    metrics.register("plain_accuracy", numeric=plain_accuracy)
""")

_PEAK = "import resource, subprocess, sys; subprocess.run(sys.argv[1:]); print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"


def peak(command):
    """``(seconds, peak MB)`` of ``command`` and its workers, measured from a fresh parent process."""
    start = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", _PEAK, *command], capture_output=True, text=True, env=os.environ.copy())
    seconds = time.perf_counter() - start
    return seconds, int(out.stdout.strip().splitlines()[-1]) / 1024


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--classes", default="10,15,20,50")
    parser.add_argument("--metrics", default="nit,sebastiani_k,macro_recall")
    parser.add_argument("--timeout", default="600", help="axiometrics --timeout per metric, seconds")
    args = parser.parse_args()
    cli = [sys.executable, "-m", "reports.cli"]
    common = ["--no-cache", "--jobs", "1", "--quiet", "--format", "json", "--timeout", args.timeout]
    with tempfile.TemporaryDirectory() as folder:
        plain = os.path.join(folder, "plain.py")
        with open(plain, "w") as fh:
            fh.write(PLAIN)
        print(f"{'job':<42} {'n':>4} {'seconds':>8} {'peak MB':>8}")
        for n in args.classes.split(","):
            jobs = [(f"table --metrics {m}", [*cli, "table", "--metrics", m]) for m in args.metrics.split(",")]
            jobs.append(("check plain numpy accuracy", [*cli, "check", plain]))
            for label, command in jobs:
                seconds, mb = peak([*command, "--classes", n, *common])
                print(f"{label:<42} {n:>4} {seconds:>8.1f} {mb:>8.0f}", flush=True)


if __name__ == "__main__":
    main()
