"""Large class counts (issue #17): a table at n = 50 beside the same table at n = 2, 3.

Run: ``python benchmarks/every_n_large_classes.py [--jobs 2] [--classes 50]``

Prints, for ``axiometrics table --metrics macro_recall,macro_f1,balanced_accuracy,cohen_kappa,mcc
--no-cache --jobs 2`` run as a CI job runs it (a fresh process, imports included):

* the wall time with ``--classes 50`` (target after the every-n hooks: under 10 s) and with
  ``--classes 2,3`` beside it;
* for each, the share of proof-level cells (proof, construction or an exactly verified
  counterexample; main and calibrated cells alike) and the share decided for every number of
  classes (``every_n`` set), with the cells that are neither.

Figures, not pass/fail: nothing here is a test.
"""

import argparse
import json
import os
import subprocess
import sys
import time

from axioms.core.evidence import proof_level as evidence_proof_level
from reports.scope import report_cells

METRICS = "macro_recall,macro_f1,balanced_accuracy,cohen_kappa,mcc"


def table(classes, jobs):
    """``(seconds, report)`` of ``axiometrics table`` in a fresh process, JSON output."""
    args = [sys.executable, "-m", "reports.cli", "table", "--metrics", METRICS, "--classes", classes, "--no-cache",
            "--jobs", str(jobs), "--format", "json", "--quiet"]
    start = time.perf_counter()
    proc = subprocess.run(args, capture_output=True, text=True, env=os.environ.copy())
    seconds = time.perf_counter() - start
    if proc.returncode not in (0, 1):
        raise SystemExit(f"axiometrics table --classes {classes} exited {proc.returncode}: {proc.stderr[-2000:]}")
    return seconds, json.loads(proc.stdout)


def proof_level(cell):
    """Proof, construction or an exactly verified counterexample (:func:`axioms.core.evidence.proof_level`)."""
    return evidence_proof_level(cell["evidence"]["kind"], (cell.get("counterexample") or {}).get("verified", "exact"))


def shares(report):
    """``(cells, proof-level, for every n, [cells neither proof-level nor for every n])``."""
    rows = list(report_cells(report))
    proved = sum(proof_level(c) for _, _, c in rows)
    every = sum(bool(c.get("every_n")) for _, _, c in rows)
    weak = [(label, pid, c["verdict"], c["evidence"]["kind"]) for label, pid, c in rows
            if not proof_level(c) and not c.get("every_n")]
    return len(rows), proved, every, weak


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--classes", default="50", help="the large class counts (default: 50)")
    args = parser.parse_args()
    print(f"axiometrics table --metrics {METRICS} --no-cache --jobs {args.jobs} (fresh process, imports included)")
    for classes, target in ((args.classes, " (target < 10 s)"), ("2,3", "")):
        seconds, report = table(classes, args.jobs)
        total, proved, every, weak = shares(report)
        print(f"--classes {classes}: {seconds:.1f} s{target}; "
              f"proof-level cells {proved}/{total} = {100 * proved / total:.0f} %; "
              f"for every n {every}/{total} = {100 * every / total:.0f} %")
        for row in weak:
            print("    neither: " + " | ".join(row))


if __name__ == "__main__":
    main()
