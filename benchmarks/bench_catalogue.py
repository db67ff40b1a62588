"""Throughput of the vectorised catalogue against scikit-learn and against memory bandwidth.

Not a test: run it by hand, e.g. ::

    python benchmarks/bench_catalogue.py
    python benchmarks/bench_catalogue.py --size 200000 --metrics accuracy,macro_f1,mcc

For every multi-class catalogue metric (binary ones are skipped) it builds ``--size``
random 3 x 3 float64 count matrices and prints

* ``ours/s``: matrices per second of ``metric(batch)`` on the whole ``(N, 3, 3)`` batch
  (best of ``--repeat``), validation included;
* ``chunk/s``: the same batch evaluated as ``metric(batch[k:k + c])`` for the best chunk
  size ``c`` of ``--chunks``, so that the intermediates stay in cache;
* ``blast/s``: a *batch-last* layout: the data live in a C-contiguous ``(3, 3, N)`` array
  and the metric gets the ``(N, 3, 3)`` view ``np.moveaxis(x, (0, 1), (-2, -1))``
  (evaluated in chunks of the best size as well, ``blast-chunk/s``);
* ``T-chunk/s``: what a chunked evaluation inside ``Metric.__call__`` could do on the
  ordinary ``(N, 3, 3)`` input: per chunk, copy it to batch-last ``(3, 3, c)`` (one
  transposing copy) and evaluate the metric on the ``(c, 3, 3)`` view of that copy;
* ``sklearn/s``: per-matrix scikit-learn calls (its counterpart metric on label lists
  built from the matrix, rows = predictions, so ``y_pred`` = row index, ``y_true`` =
  column index), on ``--sklearn-sample`` matrices; the label conversion is not timed;
* ``x sklearn``: speed-up of the best layout over scikit-learn;
* ``% bound``: fraction of the memory-bandwidth bound, ``bandwidth / 72`` matrices per
  second (a 3 x 3 float64 matrix is 72 bytes and must be read at least once). The
  bandwidth is measured here: single-core streaming read (``np.sum``) of a 512 MB array,
  far larger than the caches.

``full/s`` is what users get: ``metric(batch)`` validates and evaluates chunk by chunk
in a batch-last buffer (:mod:`metrics._evaluate`).

Targets: >= 10,000x scikit-learn and >= 15 % of the bandwidth bound.
"""

import argparse
import time
import warnings

import numpy as np
import sklearn.metrics as skm

import metrics

N_CLASSES = 3
BYTES_PER_MATRIX = N_CLASSES * N_CLASSES * 8
TARGET_SPEEDUP = 10_000
TARGET_BOUND = 0.15

_NAN = {"zero_division": np.nan}
_LABELS = list(range(N_CLASSES))

# our name -> sklearn counterpart (y_true, y_pred) -> float (multi-class metrics only)
SKLEARN = {
    "accuracy": lambda t, p: skm.accuracy_score(t, p),
    "macro_recall": lambda t, p: skm.recall_score(t, p, labels=_LABELS, average="macro", **_NAN),
    "balanced_accuracy": lambda t, p: skm.balanced_accuracy_score(t, p),
    "macro_precision": lambda t, p: skm.precision_score(t, p, labels=_LABELS, average="macro", **_NAN),
    "macro_f1": lambda t, p: skm.f1_score(t, p, labels=_LABELS, average="macro", **_NAN),
    "weighted_f1": lambda t, p: skm.f1_score(t, p, labels=_LABELS, average="weighted", **_NAN),
    "weighted_precision": lambda t, p: skm.precision_score(t, p, labels=_LABELS, average="weighted", **_NAN),
    "weighted_recall": lambda t, p: skm.recall_score(t, p, labels=_LABELS, average="weighted", **_NAN),
    "cohen_kappa": lambda t, p: skm.cohen_kappa_score(t, p, labels=_LABELS),
    "mcc": lambda t, p: skm.matthews_corrcoef(t, p),
}


def to_labels(m):
    """y_true, y_pred with ``from_labels(y_true, y_pred) == m`` (rows = predictions)."""
    m = np.asarray(m, dtype=np.int64)
    pred, true = np.indices(m.shape)
    counts = m.ravel()
    return np.repeat(true.ravel(), counts), np.repeat(pred.ravel(), counts)


def best_of(fn, repeat):
    best = np.inf
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def read_bandwidth(nbytes=512 * 2**20, repeat=5):
    """Single-core streaming read bandwidth in bytes/s: ``np.sum`` over an array far larger than the caches."""
    src = np.ones(nbytes // 8)
    src.sum()  # fault the pages in
    seconds = best_of(src.sum, repeat)
    return src.nbytes / seconds


def chunked(metric, batch, chunk, out):
    for start in range(0, len(batch), chunk):
        out[start : start + chunk] = metric(batch[start : start + chunk])
    return out


def transposed_chunked(metric, batch, chunk, out):
    """Chunked evaluation on a batch-last copy of each chunk (see T-chunk/s)."""
    for start in range(0, len(batch), chunk):
        part = np.ascontiguousarray(np.moveaxis(batch[start : start + chunk], 0, -1))  # (n, n, c)
        out[start : start + chunk] = metric(np.moveaxis(part, -1, 0))
    return out


def sklearn_rate(name, sample):
    """Matrices per second of scikit-learn's counterpart, or None."""
    oracle = SKLEARN.get(name)
    if oracle is None:
        return None
    labels = [to_labels(m) for m in sample]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        start = time.perf_counter()
        for y_true, y_pred in labels:
            oracle(y_true, y_pred)
        seconds = time.perf_counter() - start
    return len(sample) / seconds


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=1_000_000, help="number of 3x3 matrices (default 10^6)")
    parser.add_argument("--metrics", default="", help="comma-separated metric names (default: the catalogue)")
    parser.add_argument("--repeat", type=int, default=3, help="best of this many runs (default 3)")
    parser.add_argument("--chunks", default="4096,16384,65536", help="chunk sizes to try (default 4096,16384,65536)")
    parser.add_argument("--sklearn-sample", type=int, default=200, help="matrices timed with sklearn (default 200)")
    parser.add_argument("--high", type=int, default=100, help="counts are uniform in [0, high) (default 100)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)

    if args.metrics:
        selected = [metrics.get(name.strip()) for name in args.metrics.split(",") if name.strip()]
    else:
        selected = metrics.catalogue()
    skipped = [m.name for m in selected if not m.applies_to(N_CLASSES)]
    selected = [m for m in selected if m.applies_to(N_CLASSES)]
    chunks = [int(c) for c in args.chunks.split(",") if c.strip()]

    rng = np.random.default_rng(args.seed)
    batch = rng.integers(0, args.high, size=(args.size, N_CLASSES, N_CLASSES)).astype(np.float64)
    batch_last = np.ascontiguousarray(np.moveaxis(batch, 0, -1))  # (3, 3, N)
    batch_last_view = np.moveaxis(batch_last, (0, 1), (-2, -1))  # (N, 3, 3), batch axis contiguous
    sample = batch[: args.sklearn_sample]
    out = np.empty(args.size)

    bandwidth = read_bandwidth()
    bound = bandwidth / BYTES_PER_MATRIX
    print(f"numpy {np.__version__}; {args.size:,} random {N_CLASSES}x{N_CLASSES} float64 matrices, "
          f"best of {args.repeat}")
    print(f"single-core streaming read bandwidth (np.sum of 512 MB): {bandwidth / 1e9:.2f} GB/s")
    print(f"bandwidth bound at {BYTES_PER_MATRIX} bytes per matrix: {bound / 1e6:.1f} M matrices/s")
    print(f"targets: >= {TARGET_SPEEDUP:,}x sklearn and >= {TARGET_BOUND:.0%} of the bound")
    if skipped:
        print(f"skipped (binary or not defined for n={N_CLASSES}): {', '.join(skipped)}")
    print()

    columns = ["full", "numeric", "chunk", "blast", "blast-chunk", "T-chunk"]
    header = (
        f"{'metric':<26}" + "".join(f"{c + '/s':>14}" for c in columns)
        + f"{'sklearn/s':>11}{'x sklearn':>11}{'%bound':>8}  targets (T-chunk)"
    )
    print(header)
    print("-" * len(header))
    summary = {c: [] for c in columns}
    for metric in selected:
        reference = metric(batch[:100_000])
        rates = {}
        rates["full"] = args.size / best_of(lambda: metric(batch), args.repeat)
        rates["numeric"] = args.size / best_of(lambda: metric.numeric(batch), args.repeat)
        rates["blast"] = args.size / best_of(lambda: metric(batch_last_view), args.repeat)
        best_chunk = {}
        for label, fn, source in (
            ("chunk", chunked, batch),
            ("blast-chunk", chunked, batch_last_view),
            ("T-chunk", transposed_chunked, batch),
        ):
            per_size = {}
            for c in chunks:
                per_size[c] = args.size / best_of(lambda: fn(metric, source, c, out), args.repeat)
                # correctness guard: every layout gives the same numbers
                np.testing.assert_allclose(out[:100_000], reference, rtol=1e-12, equal_nan=True)
            best_chunk[label] = max(per_size, key=per_size.get)
            rates[label] = per_size[best_chunk[label]]

        skl = sklearn_rate(metric.name, sample)
        target = rates["T-chunk"]
        marks = []
        if skl:
            marks.append(f"{target / skl:,.0f}x:" + ("ok" if target / skl >= TARGET_SPEEDUP else "MISS"))
        marks.append(f"{target / bound:.1%}:" + ("ok" if target / bound >= TARGET_BOUND else "MISS"))
        best = max(rates.values())
        print(
            f"{metric.name:<26}"
            + "".join(
                f"{rates[c] / 1e6:>9.2f}M" + (f"/{best_chunk[c] // 1024:<2}k" if c in best_chunk else " " * 4)
                for c in columns
            )
            + f"{(f'{skl:,.0f}' if skl else '-'):>11}{(f'{best / skl:,.0f}x' if skl else '-'):>11}"
            + f"{best / bound:>8.1%}  {' '.join(marks)}"
        )
        for c in columns:
            summary[c].append((rates[c] / bound, rates[c] / skl if skl else None))

    if selected:
        print()
        print("per layout: fraction of the bandwidth bound (median) and metrics reaching both targets")
        for layout, pairs in summary.items():
            fractions = [f for f, _ in pairs]
            speedups = [x for _, x in pairs if x is not None]
            reached = sum(f >= TARGET_BOUND for f in fractions)
            fast = sum(x >= TARGET_SPEEDUP for x in speedups)
            print(
                f"  {layout:<12} median {np.median(fractions):6.1%} of the bound, {reached}/{len(fractions)} reach "
                f"{TARGET_BOUND:.0%}; min speed-up {min(speedups, default=float('nan')):>9,.0f}x, "
                f"{fast}/{len(speedups)} reach {TARGET_SPEEDUP:,}x"
            )
        print("(X/s = matrices per second; '/16k' = best chunk size; x sklearn and %bound use the best layout;")
        print(" validation included everywhere except numeric/s = metric.numeric(batch) on the (N, 3, 3) batch)")


if __name__ == "__main__":
    main()
