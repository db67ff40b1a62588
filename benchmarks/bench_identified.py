"""scikit-learn's and PyCM's metrics registered as a user would: identified, proof-level, every n, seconds.

Issue #27's figures. Each scikit-learn function is registered with ``labels=``, each PyCM overall statistic
with ``numeric=`` through one ``ConfusionMatrix`` per matrix and ``whole_counts=True`` (PyCM takes whole
counts only; no ``structure=``; PyCM's statistics with ``--pycm``, when PyCM is installed), and checked
with Opitz's PI–PV at n = 2, 3 and Sebastiani's axioms at n = 2, main and calibrated cells alike.
Prints per metric: the identified form (or why none), its seconds, and its share of proof-level
cells (proof, construction, exactly verified counterexample) and of cells decided for every n;
then the totals against the goals (>= 90 % proof-level PI–PV, >= 80 % Sebastiani, >= 70 % every n).
Figures, not pass/fail.

Run: ``python benchmarks/bench_identified.py [--pycm] [--only NAME[,NAME...]]``
"""

import argparse
import sys
import time
import warnings
from functools import partial
from pathlib import Path

from sklearn import metrics as sk

import axioms
import metrics
from axioms.core.evidence import proof_level

FUNCTIONS = {
    "accuracy": (sk.accuracy_score, True),
    "balanced_accuracy": (sk.balanced_accuracy_score, True),
    "balanced_accuracy_adjusted": (partial(sk.balanced_accuracy_score, adjusted=True), True),
    "cohen_kappa": (sk.cohen_kappa_score, True),
    "cohen_kappa_linear": (partial(sk.cohen_kappa_score, weights="linear"), True),
    "cohen_kappa_quadratic": (partial(sk.cohen_kappa_score, weights="quadratic"), True),
    "mcc": (sk.matthews_corrcoef, True),
    "hamming_loss": (sk.hamming_loss, False),
    "zero_one_loss": (sk.zero_one_loss, False),
    **{f"{name}_{average}_zd{zd}": (partial(fn, average=average, zero_division=zd), True)
       for name, fn in (("precision", sk.precision_score), ("recall", sk.recall_score), ("f1", sk.f1_score),
                        ("f2", partial(sk.fbeta_score, beta=2)), ("jaccard", sk.jaccard_score))
       for average in ("macro", "micro", "weighted") for zd in (0, 1)},
}
#: PyCM's overall statistics (``--pycm``): the 15 that tests/test_identify.py identifies, RCI and Cramér's V
PYCM = ("Overall ACC", "TPR Micro", "Kappa", "Overall MCC", "TPR Macro", "PPV Macro", "F1 Macro", "ACC Macro",
        "Bennett S", "Scott PI", "Gwet AC1", "AUNU", "AUNP", "CBA", "Hamming Loss", "RCI", "Cramer V")


def _registered(name, pycm_statistic=None):
    """The metric ``name`` of :data:`FUNCTIONS` (``labels=``) or of :data:`PYCM` (``numeric=``) as a user registers
    it; PyCM's statistics through the test suite's wrapper (one ConfusionMatrix per matrix, transposed; PyCM takes
    whole counts only, so ``whole_counts=True``)."""
    if name in FUNCTIONS:
        fn, higher = FUNCTIONS[name]
        return metrics.register(f"sk_{name}", labels=fn, higher_is_better=higher)
    return metrics.register(f"pycm_{name}", numeric=pycm_statistic(name), higher_is_better=name != "Hamming Loss",
                            checks=False, whole_counts=True)


def _cells(verdicts):
    for verdict in verdicts.values():
        for v in (verdict, verdict.after_calibration):
            if v is not None and v.verdict != "not_applicable":
                yield v


def _share(cells):
    proved = sum(proof_level(v.evidence["kind"], (v.counterexample or {}).get("verified", "exact")) for v in cells)
    return proved, len(cells)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default="", help="comma-separated names of FUNCTIONS or PYCM")
    parser.add_argument("--pycm", action="store_true", help="PyCM's overall statistics too")
    args = parser.parse_args()
    pycm_statistic = None
    if args.pycm:
        sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
        from test_identify import _pycm_statistic as pycm_statistic
    names = [n for n in (*FUNCTIONS, *(PYCM if args.pycm else ())) if not args.only or n in args.only.split(",")]
    totals = {"opitz": [0, 0], "sebastiani": [0, 0], "every": [0, 0]}
    warnings.simplefilter("ignore")
    for name in names:
        metric = _registered(name, pycm_statistic)
        start = time.perf_counter()
        opitz = axioms.check(metric, axioms.OPITZ_PROPERTIES, classes=(2, 3))
        sebastiani = axioms.check(metric, axioms.SEBASTIANI_AXIOMS, classes=(2,))
        seconds = time.perf_counter() - start
        o, s = list(_cells(opitz)), list(_cells(sebastiani))
        every = sum(v.every_n is not None for v in o)
        for key, (done, total) in (("opitz", _share(o)), ("sebastiani", _share(s)), ("every", (every, len(o)))):
            totals[key][0] += done
            totals[key][1] += total
        ident = next(iter(opitz.values())).evidence.get("identification") or {}
        form = ident.get("form") if ident.get("identified") else f"not identified: {(ident.get('reason') or '')[:90]}"
        print(f"{name:32s} {seconds:6.1f} s  PI-PV {_share(o)[0]}/{len(o)}  Sebastiani {_share(s)[0]}/{len(s)}  "
              f"every n {every}/{len(o)}  {form}", flush=True)
    for key, goal in (("opitz", 90), ("sebastiani", 80), ("every", 70)):
        done, total = totals[key]
        print(f"{key}: {done}/{total} = {100 * done / max(total, 1):.0f} % (goal >= {goal} %)")


if __name__ == "__main__":
    main()
