"""Share of proof-level cells in the whole catalogue table (issue: decide the decidable).

A cell is one metric x one property, main and calibrated alike: Opitz's PI–PV at
n = 2, 3 and Sebastiani's eight axioms at n = 2. Proof-level evidence is ``proof``,
``construction`` or an exactly verified ``counterexample``; everything else
(``search``, ``exhaustive``, ``necessary``, ``none``) is listed with its metric.

Run: ``python benchmarks/bench_proof_share.py [--jobs 2]``; prints the share, the time,
and every cell that is not proof-level.
"""

import argparse
import collections
import time

import axioms
from axioms.core.evidence import proof_level
from reports.report import build_report
from reports.scope import report_cells

def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    start = time.perf_counter()
    opitz = build_report(properties=axioms.OPITZ_PROPERTIES, classes=(2, 3), seed=args.seed, jobs=args.jobs)
    sebastiani = build_report(properties=axioms.SEBASTIANI_AXIOMS, classes=(2,), seed=args.seed, jobs=args.jobs)
    seconds = time.perf_counter() - start
    kinds = collections.Counter()
    weak = []
    proved = 0
    for report in (opitz, sebastiani):
        for name, pid, cell in report_cells(report):
            kind = cell["evidence"]["kind"]
            kinds[kind] += 1
            if proof_level(kind, (cell.get("counterexample") or {}).get("verified", "exact")):
                proved += 1
            else:
                weak.append((pid, name, cell["verdict"], kind, cell["detail"][:110]))
    total = sum(kinds.values())
    print(f"whole catalogue, {total} cells, {seconds:.1f} s on {args.jobs} processes")
    print(f"proof-level cells: {proved}/{total} = {100 * proved / total:.1f} % (target >= 95 %)")
    print("by evidence kind: " + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())))
    for row in sorted(weak):
        print("  " + " | ".join(row))


if __name__ == "__main__":
    main()
