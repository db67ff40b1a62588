"""Every row of issue 29's table, each as seconds, peak memory and a ratio to a reference job.

Run: ``python benchmarks/issue29_rows.py [--rows 1,2,5] [--jobs 2]``

Each row runs as a user runs it: ``axiometrics ...`` in a fresh process, imports included, no
verdict cache unless the row is about the cache. Peak memory is that of the process and all its
workers together (:func:`peak_memory.peak`, Linux only), as RSS (a page the fork server shares with its workers
counted once per process) and as PSS (counted once: what the job takes from the machine). The reference job,
``axiometrics table --metrics accuracy --classes 2 --no-cache --jobs 1``, is timed before and after the rows (the
median of both); a row's ratio to it holds on a noisy machine when the absolute figure does not. The three
packages' bytecode is compiled first, as an installed wheel has it: an editable install under
``PYTHONDONTWRITEBYTECODE=1`` would compile every module of ``axioms``, ``metrics`` and ``reports`` again at each
start (about 40 ms of every row).
Goals are issue 29's, for a quiet 2-core machine. Figures, not pass/fail: nothing here is a
test. They are also written to ``benchmarks/results/issue29_rows.json`` (:mod:`results`).
"""

import argparse
import compileall
import importlib
import os
import statistics
import sys
import tempfile
import textwrap

from peak_memory import peak
from reports.published import OPITZ2024_TABLE5
from results import Results

TABLE5 = ",".join(name for _, name, _ in OPITZ2024_TABLE5)
FIVE = "macro_recall,macro_f1,balanced_accuracy,cohen_kappa,mcc"

#: The users' files some rows check.
USER_FILES = {
    "plain.py": """
        import numpy as np
        import metrics

        def plain_accuracy(m):
            m = np.asarray(m, dtype=float)
            return np.trace(m, axis1=-2, axis2=-1) / m.sum(axis=(-2, -1))

        metrics.register("plain_accuracy", numeric=plain_accuracy)
    """,
    "structured.py": """
        import metrics
        from metrics.structure import ClassMean

        metrics.register("my_macro_f2", structure=ClassMean(lambda c, r, t, N: 5 * c / (4 * t + r)))
    """,
    "p_mean.py": """
        import metrics
        from metrics.structure import ClassMean

        metrics.register("recall_p_minus_half", structure=ClassMean(lambda c, r, t, N: c / t, p=-0.5))
    """,
    "sklearn_label.py": """
        from functools import partial
        from sklearn.metrics import f1_score
        import metrics

        metrics.register("sk_macro_f1", labels=partial(f1_score, average="macro", zero_division=0))
    """,
}


def rows(folder):
    """``[(label, command, goal)]``; ``command`` is the axiometrics argument list, or a callable for the cache row."""
    cli = [sys.executable, "-m", "reports.cli"]
    quiet = ["--quiet", "--format", "json"]

    def table(metrics, classes, *more):
        return [*cli, "table", "--metrics", metrics, "--classes", classes, "--no-cache", *quiet, *more]

    def check(name, *more):
        return [*cli, "check", os.path.join(folder, name), "--no-cache", *quiet, *more]

    return [
        ("Table 5 with calibration, cold", table(TABLE5, "2,3"), "<= 4 s"),
        ("whole catalogue, cold", [*cli, "table", "--no-cache", *quiet], "<= 10 s"),
        ("catalogue from the cache", "cache", "<= 0.7 s"),
        ("five structured metrics at --classes 50", table(FIVE, "50"), "<= 4 s"),
        ("five structured metrics at --classes 2,3", table(FIVE, "2,3"), "(for the ratio)"),
        ("five structured metrics at --classes 1000", table(FIVE, "1000"), "<= 1.5 x the --classes 2,3 row"),
        ("macro recall at --classes 200", table("macro_recall", "200"), "<= 4 s"),
        ("macro F1 at --classes 200", table("macro_f1", "200"), "<= 4 s"),
        ("MCC at --classes 200", table("mcc", "200"), "<= 4 s"),
        ("macro recall at --classes 1000", table("macro_recall", "1000"), "<= 5 s, <= 300 MB"),
        ("catalogue accuracy at --classes 100,1000", table("accuracy", "100,1000"), "<= 5 s"),
        ("plain numpy accuracy, --classes 20", check("plain.py", "--classes", "20"), "<= 60 s"),
        ("one structure= metric, default run", check("structured.py"), "<= 10 s"),
        ("a p-mean with p = -1/2", check("p_mean.py"), "<= 30 s"),
        ("one scikit-learn metric through labels=", check("sklearn_label.py"), "<= 15 s"),
        ("paper opitz2024, second run", "paper", "<= 2 s"),
        ("multilabel", [*cli, "multilabel", "--format", "json"], "<= 30 s"),
    ]


def _cached(cache_env, command):
    """Seconds, peak RSS and PSS MB of ``command`` run again on a verdict cache the first run filled: the median time
    of three runs (the first after the cold one is often slower, as the machine settles), the largest memory."""
    saved = os.environ.copy()
    os.environ.update(cache_env)
    try:
        peak(command)
        runs = [peak(command) for _ in range(3)]
        return statistics.median(r[0] for r in runs), max(r[1] for r in runs), max(r[2] for r in runs)
    finally:
        os.environ.clear()
        os.environ.update(saved)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", default="", help="comma-separated row numbers (1-based; default: all)")
    args = parser.parse_args()
    results = Results("issue29_rows")
    cli = [sys.executable, "-m", "reports.cli"]
    for package in ("axioms", "metrics", "reports"):
        compileall.compile_dir(os.path.dirname(importlib.import_module(package).__file__), quiet=1)
    reference = [*cli, "table", "--metrics", "accuracy", "--classes", "2", "--no-cache", "--jobs", "1",
                 "--quiet", "--format", "json"]
    with tempfile.TemporaryDirectory() as folder:
        for name, text in USER_FILES.items():
            with open(os.path.join(folder, name), "w", encoding="utf-8") as fh:
                fh.write(textwrap.dedent(text))
        chosen = rows(folder)
        wanted = [int(x) for x in args.rows.split(",") if x] or range(1, len(chosen) + 1)
        before = peak(reference)[0]
        measured = []
        cache_env = {"AXIOMETRICS_CACHE": "on", "AXIOMETRICS_CACHE_DIR": os.path.join(folder, "cache")}
        for i in wanted:
            label, command, goal = chosen[i - 1]
            if command == "cache":
                seconds, rss, pss = _cached(cache_env, [*cli, "table", *["--quiet", "--format", "json"]])
            elif command == "paper":
                seconds, rss, pss = _cached(cache_env, [*cli, "paper", "opitz2024"])
            else:
                seconds, rss, pss = peak(command)
            measured.append((i, label, goal, seconds, rss, pss))
            print(f"{i:>2}. {label:<44} {seconds:>7.1f} s {rss:>6.0f} MB RSS {pss:>6.0f} MB PSS   goal {goal}",
                  flush=True)
        reference_seconds = statistics.median([before, peak(reference)[0]])
    print(f"reference job (table --metrics accuracy --classes 2 --jobs 1, fresh process): {reference_seconds:.2f} s")
    for i, label, goal, seconds, rss, pss in measured:
        print(f"{i:>2}. {label:<44} {seconds / reference_seconds:>7.1f} x the reference")
        ratio = seconds / reference_seconds
        results.add(f"{label} (peak {rss:.0f} MB RSS, {pss:.0f} MB PSS; {ratio:.1f} x the reference job)",
                    round(seconds, 1), "s",
                    f"{goal} (issue 29)")
    results.add("reference job: table --metrics accuracy --classes 2 --no-cache --jobs 1",
                round(reference_seconds, 2), "s")
    results.write()


if __name__ == "__main__":
    main()
