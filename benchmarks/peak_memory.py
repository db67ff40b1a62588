"""Peak memory at large class counts (issue 28, memory): catalogue metrics and a plain numpy metric.

Run: ``python benchmarks/peak_memory.py [--classes 10,15,20,50] [--metrics nit,sebastiani_k,macro_recall]``

For each class count, runs in a fresh process (as a user would, imports included)

* ``axiometrics table --metrics <each catalogue metric> --classes N --no-cache --jobs 1``, and
* ``axiometrics check <a one-line numpy accuracy> --classes N --no-cache --jobs 1``,

and prints the wall time and the peak memory (RSS and PSS, :func:`peak`) of the process and all its workers
together (sampled from /proc every 50 ms, so Linux only). Goal: at most 1 GB each. Figures, not
pass/fail.
"""

import argparse
import os
import select
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

def _tree(root):
    """``root`` and all its descendants now (read from /proc)."""
    parents = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as fh:
                parents[int(entry)] = int(fh.read().rsplit(")", 1)[1].split()[1])
        except OSError:
            continue
    tree, grew = {root}, True
    while grew:
        more = {pid for pid, parent in parents.items() if parent in tree} - tree
        tree |= more
        grew = bool(more)
    return tree


def _rss(pid):
    """Resident memory of one process in bytes (from /proc/PID/stat: cheap enough to read every 50 ms)."""
    try:
        with open(f"/proc/{pid}/stat") as fh:
            return int(fh.read().rsplit(")", 1)[1].split()[21]) * os.sysconf("SC_PAGE_SIZE")
    except OSError:
        return 0


def _pss(pid):
    """Proportional set size of one process in bytes (from /proc/PID/smaps_rollup, which walks the page tables:
    read every fourth sample only, so the sampling does not slow the job it measures)."""
    try:
        with open(f"/proc/{pid}/smaps_rollup") as fh:
            return next((int(line.split()[1]) * 1024 for line in fh if line.startswith("Pss:")), 0)
    except OSError:
        return 0


def peak(command):
    """``(seconds, peak RSS MB, peak PSS MB)``: wall time, and the largest memory of ``command`` with all its
    workers together, RSS sampled every 50 ms and PSS every 200 ms (the wall time ends when the process does, not at
    the next sample). RSS sums each process's resident pages, so a
    page that the fork server and the workers it forked share is counted once per process; PSS (proportional set
    size) counts a shared page once, split among the processes that share it: the memory the job takes from the
    machine."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=os.environ.copy())
    ended = os.pidfd_open(process.pid)  # readable the moment the process ends: its time is not rounded up to a sample
    top_rss = top_pss = tick = 0
    try:
        while process.poll() is None:
            tree = _tree(process.pid)
            top_rss = max(top_rss, sum(_rss(pid) for pid in tree))
            if tick % 4 == 0:
                top_pss = max(top_pss, sum(_pss(pid) for pid in tree))
            tick += 1
            select.select([ended], [], [], 0.05)
        seconds = time.perf_counter() - start
    finally:
        os.close(ended)
    return seconds, top_rss / 2**20, top_pss / 2**20


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
        print(f"{'job':<42} {'n':>4} {'seconds':>8} {'RSS MB':>8} {'PSS MB':>8}")
        for n in args.classes.split(","):
            jobs = [(f"table --metrics {m}", [*cli, "table", "--metrics", m]) for m in args.metrics.split(",")]
            jobs.append(("check plain numpy accuracy", [*cli, "check", plain]))
            for label, command in jobs:
                seconds, rss, pss = peak([*command, "--classes", n, *common])
                print(f"{label:<42} {n:>4} {seconds:>8.1f} {rss:>8.0f} {pss:>8.0f}", flush=True)


if __name__ == "__main__":
    main()
