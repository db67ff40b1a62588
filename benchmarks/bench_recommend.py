"""Cold-cache benchmark of ``axiometrics recommend --require PIV,PV`` (issue #21: under 10 s on 2 cores).

Run: python benchmarks/bench_recommend.py [--require PIV,PV] [--jobs 2] [--repeat 1]

Runs the command as a user does (a new Python process, ``python -m reports.cli recommend``) with
an empty verdict cache folder, and prints its wall-clock seconds and the load average of the
machine before and after (other processes on the cores make the wall clock a poor figure), the
CPU seconds of its whole process tree (command, fork server, workers: about what two idle cores
share); then
the CPU seconds of the same checks run serially in this process (imports excluded), the part of
the work two idle cores share; and whether
the answer names macro recall and balanced accuracy with proofs and MCC, kappa and macro F1 with
the property each fails. Figures, not pass/fail: nothing here is a test.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET_SECONDS = 10.0


def _tree_cpu(root: int, seen: dict[int, float]) -> None:
    """Record in ``seen`` the CPU seconds so far of ``root`` and every process descending from it
    (read from /proc; the workers are children of the fork server, not of this process)."""
    parents, times = {}, {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue  # ended meanwhile
            parents[int(entry.name)] = int(fields[1])
            times[int(entry.name)] = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    tree, grew = {root}, True
    while grew:
        grown = tree | {pid for pid, parent in parents.items() if parent in tree}
        grew, tree = grown != tree, grown
    for pid in tree & times.keys():
        seen[pid] = max(seen.get(pid, 0.0), times[pid])


def run_once(require: str, jobs: int) -> tuple[float, float, dict]:
    """``(wall seconds, CPU seconds of the process tree, JSON answer)`` of one cold-cache run of the command."""
    with tempfile.TemporaryDirectory() as cache:
        env = {**os.environ, "AXIOMETRICS_CACHE_DIR": cache, "PYTHONPATH": str(ROOT)}
        start, seen = time.perf_counter(), {}
        with tempfile.TemporaryFile("w+") as out:  # a file, not a pipe: a full pipe would block the command
            with subprocess.Popen([sys.executable, "-m", "reports.cli", "recommend", "--require", require,
                                   "--jobs", str(jobs), "--format", "json", "--quiet"],
                                  env=env, stdout=out, text=True) as proc:
                while proc.poll() is None:
                    _tree_cpu(proc.pid, seen)
                    time.sleep(0.05)
            out.seek(0)
            return time.perf_counter() - start, sum(seen.values()), json.loads(out.read())


def serial_cpu(require: str) -> float:
    """CPU seconds of the same recommendation checked serially in this process, without the cache."""
    sys.path.insert(0, str(ROOT))
    from reports import recommend

    start = time.process_time()
    recommend(require)
    return time.process_time() - start


def summary(answer: dict) -> list[str]:
    """What the answer says about the metrics issue #21 names."""
    recommended = {c["name"]: c["evidence"] for c in answer["recommended"]}
    rejected = {r["name"]: r["fails"] for r in answer["rejected"]}
    lines = [f"  {name}: recommended, {recommended[name]}" if name in recommended else f"  {name}: NOT recommended"
             for name in ("macro_recall", "balanced_accuracy")]
    lines += [f"  {name}: rejected, fails {rejected[name]}" if name in rejected else f"  {name}: NOT rejected"
              for name in ("mcc", "cohen_kappa", "macro_f1", "macro_f1_of_averages", "accuracy")]
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--require", default="PIV,PV")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args()
    for _ in range(args.repeat):
        load = os.getloadavg()[0]
        wall, cpu, answer = run_once(args.require, args.jobs)
        print(f"recommend --require {args.require} --jobs {args.jobs}, cold cache: {wall:.2f} s wall "
              f"(target {TARGET_SECONDS:g} s), {cpu:.2f} CPU s in its process tree (sampled every 50 ms); "
              f"load average {load:.1f} -> {os.getloadavg()[0]:.1f}")
        print("\n".join(summary(answer)))
    print(f"the same checks serially in one process: {serial_cpu(args.require):.2f} CPU s (imports excluded)")


if __name__ == "__main__":
    main()
