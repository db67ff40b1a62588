"""``axiometrics verify REPORT.json``: every proof-level cell of a report re-checked by code independent of the engine.

The engine's proofs are its own; a bug that combines a right lemma into a wrong verdict
(PV once called a chance score *above* the perfect one "chance corrected") is caught only by
checking the claimed statement again, apart from the code that made it. This module imports
nothing from :mod:`axioms`: for each cell it finds the statement in :mod:`reports.claims`
(written once, plainly, from the papers), re-checks it on the registered metric's own forms —
exactly, with sympy, and with cvc5 on SMT-LIB 2 obligations (:mod:`reports.smt`, written out with
``--obligations DIR``) — and says per cell

* ``re-checked`` — the claim holds at every class count the cell speaks about;
* ``not re-checkable (why)`` — no independent statement here, no exact form, a claim for every n whose
  argument is not re-derived (:mod:`reports.lemma_claims`, :mod:`reports.chance_claims`), or a time-out;
* ``REFUTED (why)`` — the claim is false, or the exact form the proofs speak about differs from the
  metric's own numeric code on one of 21 fixed matrices (a proof about another function; code that differs only
  elsewhere is not caught: :func:`reports.claim_values.forms_disagree`).

Every cell, whatever its evidence, is also read for contradictions within itself (:func:`_contradictions`: a
class count that fails under a verdict that is not "fails", a verdict for every n against a checked n, a failure
by counterexample that records none): those are REFUTED too.

The metrics of users' files (``--with``) are re-checked in contained worker processes that import the files, as
``table`` checks them: their code never runs in the command's process. The exit status is 1 when any cell is
REFUTED. Proof-level evidence kinds are those of
:data:`axioms.core.evidence.PROOF_LEVEL`, restated here so that nothing is imported from the engine.
"""

from collections.abc import Sequence
from dataclasses import dataclass
import json
import multiprocessing
import os
from pathlib import Path
import signal
from typing import Any

import metrics
from metrics.errors import UsageError
from metrics.padded import class_count

from . import claims
from .lemma_claims import every_n_recheck
from .report_shape import row_problem
from .value_text import read_text
from .workers import run_contained

__all__ = ["Recheck", "verify_report", "verify_text", "PROOF_LEVEL"]

#: Evidence kinds that claim a proof or an exact counterexample (the engine's PROOF_LEVEL).
PROOF_LEVEL = ("proof", "construction", "counterexample")

#: Seconds a contained re-check of one row may take besides its cells' limits (starting a worker, importing files).
ROW_SECONDS = 120.0

_ORDER = {claims.REFUTED: 0, claims.NOT_RECHECKABLE: 1, claims.RECHECKED: 2}


@dataclass(frozen=True)
class Recheck:
    """One cell's re-check: ``scope`` is ``"n=2, 3"`` or ``"every n ≥ 2"``."""

    metric: str
    property: str
    scope: str
    status: str
    why: str

    def line(self) -> str:
        status = self.status if self.status == claims.RECHECKED else f"{self.status} ({self.why})"
        return (f"{self.metric} {self.property} [{self.scope}]: {status}"
                + (f": {self.why}" if self.status == claims.RECHECKED else ""))


class _TimedOut(Exception):
    pass


def _within(seconds: float, check: Any, *args: Any) -> "tuple[str, str]":
    """``check(*args)``, or not re-checkable after ``seconds`` (SIGALRM; where there is none, or ``seconds`` ≤ 0, no
    limit) or when it raises (a claim that cannot be evaluated is not re-checked, never refuted)."""
    timed = hasattr(signal, "SIGALRM") and seconds > 0

    def expire(signum: int, frame: Any) -> None:
        raise _TimedOut

    previous = signal.signal(signal.SIGALRM, expire) if timed else None
    if timed:
        signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        return check(*args)
    except _TimedOut:
        return claims.NOT_RECHECKABLE, f"timed out after {seconds:g} s"
    except Exception as exc:  # noqa: BLE001 - see above
        return claims.NOT_RECHECKABLE, f"{type(exc).__name__}: {exc}"[:300]
    finally:
        if timed:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)


def _worst(results: "list[tuple[str, str]]", ns: "Sequence[int]" = ()) -> "tuple[str, str]":
    """The worst of the re-checks at the class counts ``ns``; its reason names its n when the others' differ (macro
    recall's ω is 1/2 at n = 2, 1/3 at n = 3)."""
    status, why = min(results, key=lambda r: _ORDER[r[0]])
    if len(ns) == len(results) > 1 and len({w for _, w in results}) > 1:
        why = f"at n={ns[results.index((status, why))]}: {why}"
    return status, why


def _cell_ns(cell: dict) -> "list[int]":
    """The class counts a cell's verdict speaks about at which it has that verdict."""
    counterexample = cell.get("counterexample") or {}
    shown = (counterexample.get("before") or counterexample.get("matrix")
             or (counterexample.get("matrices") or [None])[0])
    if cell["verdict"] == "fails" and shown is not None:
        return [class_count(shown)]  # one counterexample, at its own n
    return [int(n) for n, verdict in cell.get("per_n", {}).items() if verdict == cell["verdict"]]


#: Properties whose every-n claim, re-derived, states each per-n claim at n ≥ its ``from`` (PIII's with the same p,
#: which :mod:`reports.lemma_claims` compares); PV's per-n cells name a baseline of their own and are checked apart,
#: and a witness or counterexample a per-n cell records is always re-checked itself, at its own n.
_INSTANCES = ("PI", "PII", "PIII", "PIV")


def _every_n_row(metric: Any, name: str, pid: str, cell: dict, seconds: float, obligations: list) -> "Recheck | None":
    every = cell.get("every_n")
    if every is None or every["evidence"]["kind"] not in PROOF_LEVEL:
        return None
    scope = f"every n ≥ {every['from']}"
    if metric is None:
        return Recheck(name, pid, scope, claims.NOT_RECHECKABLE,
                       "the metric is not registered here: pass the file that registers it with --with")
    return Recheck(name, pid, scope, *_within(seconds, every_n_recheck, metric, pid, cell, every, obligations))


def _recheck_cell(metric: Any, name: str, pid: str, cell: dict, seconds: float, obligations: list) -> "list[Recheck]":
    kind = cell["evidence"]["kind"]
    ns = _cell_ns(cell)
    scope = "n=" + ", ".join(map(str, ns))
    every = _every_n_row(metric, name, pid, cell, seconds, obligations)
    implied_from = (cell["every_n"]["from"]
                    if every is not None and every.status == claims.RECHECKED and pid in _INSTANCES
                    and cell["every_n"]["verdict"] == cell["verdict"] else None)
    recorded = cell.get("witness") or cell.get("counterexample") or {}
    own_n = class_count(recorded["matrix"]) if isinstance(recorded.get("matrix"), (list, dict)) else None
    out = []
    checker = claims.claim_checker(pid, cell["verdict"], kind)
    if checker is None and implied_from is None:
        out.append(Recheck(name, pid, scope, claims.NOT_RECHECKABLE,
                           f"no independent statement of {pid} ({cell['verdict']}, {kind}) is written yet"))
    elif metric is None:
        out.append(Recheck(name, pid, scope, claims.NOT_RECHECKABLE,
                           "the metric is not registered here: pass the file that registers it with --with"))
    else:
        def at(n: int) -> "tuple[str, str]":
            lying = claims.forms_disagree(metric, n) if kind != "counterexample" else None
            if lying:
                return claims.REFUTED, f"a proof about another function: {lying}"
            if implied_from is not None and n >= implied_from and (not recorded or (own_n is not None and n != own_n)):
                # an instance of the re-derived claim; a witness or counterexample the cell records is re-checked
                # at its own n
                return claims.RECHECKED, f"an instance of the claim for every n ≥ {implied_from}, re-derived below"
            return (checker(metric, n, cell, obligations) if checker
                    else (claims.NOT_RECHECKABLE, "no independent statement is written yet"))

        status, why = _worst([_within(seconds, at, n) for n in ns] or [(claims.NOT_RECHECKABLE, "no class count")], ns)
        out.append(Recheck(name, pid, scope, status, why))
    out += _other_class_counts(metric, name, pid, cell, ns, seconds, obligations)
    return out + ([every] if every is not None else [])


def _other_class_counts(
    metric: Any, name: str, pid: str, cell: dict, ns: "list[int]", seconds: float, obligations: list
) -> "list[Recheck]":
    """A row for each class count the cell has a verdict at besides those re-checked with its own verdict (``ns``)
    and those its verdict for every n speaks about: "✗ (n ≥ 3)" holds at n = 2, and one counterexample at n = 3
    says nothing about a failure at n = 2. A "holds" there is re-checked by its own statement, which sees none of
    the cell's records (its range, baseline or exponent are those of the failing n); a "fails" without a
    counterexample at its n is not re-checkable (a report keeps one counterexample per cell)."""
    every, rows = cell.get("every_n") or {}, []
    bare = {"verdict": "holds", "per_n": cell["per_n"], "evidence": {"kind": "proof"}, "detail": ""}
    for key, at_n in cell["per_n"].items():
        n, start = int(key), every.get("from")
        if n in ns or at_n not in ("holds", "fails") or (every.get("verdict") == at_n and isinstance(start, int)
                                                         and n >= start):
            continue
        checker = claims.claim_checker(pid, "holds", "proof") if at_n == "holds" else None
        if metric is None:
            result = claims.NOT_RECHECKABLE, "the metric is not registered here: pass the file that registers it"
        elif checker is None:
            result = claims.NOT_RECHECKABLE, (f"no independent statement of {pid} (holds) is written yet"
                                              if at_n == "holds" else "no counterexample is recorded at this n")
        else:
            result = _within(seconds, checker, metric, n, bare, obligations)
        rows.append(Recheck(name, pid, f"n={n}", *result))
    return rows


def _contradictions(name: str, row: dict) -> "list[Recheck]":
    """A REFUTED :class:`Recheck` for each cell of ``row`` (plain and calibrated) that contradicts itself, whatever
    its evidence: a class count that fails under a verdict that is not "fails", a verdict "holds" over a class count
    that does not hold, a verdict for every n ≥ k against the verdict at a checked n ≥ k, a failure by
    counterexample that records none, or a recorded value whose float gloss is not its own (:func:`_wrong_glosses`)."""
    found = []
    for pid, cell in row.items():
        if not isinstance(cell, dict):
            continue
        for shown, variant in ((name, cell), (f"{name}~", cell.get("after_calibration"))):
            if not isinstance(variant, dict) or not isinstance(variant.get("per_n"), dict):
                continue
            verdict, every = variant.get("verdict"), variant.get("every_n") or {}
            scopes = ((variant, "n=" + ", ".join(variant["per_n"])), (every, f"every n ≥ {every.get('from')}"))
            for part, scope in scopes:  # a failure by counterexample recording none, the cell's or every n's
                if (part.get("verdict") == "fails" and (part.get("evidence") or {}).get("kind") == "counterexample"
                        and not (part.get("counterexample") or part.get("witness"))):
                    found.append(Recheck(shown, pid, scope, claims.REFUTED,
                                         "the cell claims a counterexample and records none"))
            for n, at_n in variant["per_n"].items():
                why = _against(verdict, every, str(n), at_n)
                if why is not None:
                    found.append(Recheck(shown, pid, f"n={n}", claims.REFUTED, f"the cell contradicts itself: {why}"))
            found += [Recheck(shown, pid, "n=" + ", ".join(variant["per_n"]), claims.REFUTED,
                              f"the cell contradicts itself: {text!r} is not ≈ its own value")
                      for text in _wrong_glosses([variant.get("counterexample"), variant.get("witness")])]
    return found


def _wrong_glosses(record: Any) -> "list[str]":
    """The value texts in ``record`` whose float gloss is not their exact value's (``'-sqrt(6)/4 (≈ -0.9)'``: the
    engine writes ``(≈ {value:.6g})``), or whose exact part is no number."""
    if isinstance(record, dict):
        return [text for value in record.values() for text in _wrong_glosses(value)]
    if isinstance(record, list):
        return [text for value in record for text in _wrong_glosses(value)]
    if not (isinstance(record, str) and record.endswith(")") and " (≈ " in record):
        return []
    exact, _, gloss = record[:-1].partition(" (≈ ")
    try:
        return [] if f"{float(read_text(exact)):.6g}" == gloss else [record]
    except (ValueError, TypeError, ArithmeticError):
        return [record]


def _against(verdict: Any, every: dict, n: str, at_n: Any) -> "str | None":
    """How the verdict ``at_n`` at class count ``n`` contradicts the cell's ``verdict`` or its verdict for every n
    (``every``), in words, or None."""
    if at_n == "fails" and verdict not in ("fails", "error"):  # an error at another n outranks a failure
        return f"it fails at n={n} and its verdict is {verdict!r}"
    if verdict == "holds" and at_n not in ("holds", "not_applicable"):
        return f"it holds, and at n={n} it is {at_n!r}"
    start, opposite = every.get("from"), {"holds": "fails", "fails": "holds"}.get(str(every.get("verdict")))
    if opposite == at_n and isinstance(start, int) and n.isdigit() and int(n) >= start:
        return f"it {every['verdict']} for every n ≥ {start} and {at_n} at n={n}"
    return None


def _proof_level_cells(name: str, row: dict) -> "list[tuple[str, str, dict]]":
    """``[(shown name, property, cell)]``: the proof-level cells of one metric's row, plain and calibrated."""
    return [(shown, pid, variant) for pid, cell in row.items()
            for shown, variant in ((name, cell), (f"{name}~", (cell or {}).get("after_calibration")))
            if isinstance(variant, dict) and variant.get("verdict") in ("holds", "fails")
            and variant["evidence"]["kind"] in PROOF_LEVEL]


def _recheck_row(task: "tuple[str, dict, float]") -> "tuple[list[Recheck], list[str]]":
    """The re-checks of one metric's row (its plain and calibrated cells) and the SMT-LIB obligations they wrote."""
    name, row, seconds = task
    try:
        metric = metrics.get(name)
    except metrics.UnknownMetricError:
        metric = None
    rows: "list[Recheck]" = []
    obligations: list = []
    for shown, pid, cell in _proof_level_cells(name, row):
        m = metric if metric is None or shown == name else metric.calibrated
        rows.extend(_recheck_cell(m, shown, pid, cell, seconds, obligations))
    return rows, [obligation.text for obligation in obligations]


def _recheck_row_as_json(task: "tuple[str, dict, float]") -> "tuple[list[list[str]], list[str]]":
    """:func:`_recheck_row` as JSON values (a contained worker's reply)."""
    rows, obligations = _recheck_row(task)
    return [[r.metric, r.property, r.scope, r.status, r.why] for r in rows], obligations


def _contained(tasks: "list[tuple[str, dict, float]]", jobs: int, files: "Sequence[str]") -> "list[tuple]":
    """:func:`_recheck_row` of each task in ``jobs`` contained worker processes that import the users' ``files``
    (:func:`reports.workers.run_contained`): their metrics' code may exit, crash or hang. A row whose worker
    failed is not re-checkable, claim by claim (per n and for every n), saying why. Each row has a wall-clock limit
    of :data:`ROW_SECONDS` and twice the cell limit for each class count of each cell (a cell speaks about up to
    four); none when the cells have none (``--cell-timeout 0``)."""
    cells = {k: _proof_level_cells(name, row) for k, (name, row, _) in enumerate(tasks)}
    limit = (None if any(seconds <= 0 for _, _, seconds in tasks) else
             ROW_SECONDS + 8 * max((seconds * len(cells[k]) for k, (_, _, seconds) in enumerate(tasks)), default=0))
    results: "dict[int, tuple]" = {}
    for key, ok, value in run_contained(_recheck_row_as_json, jobs, [(str(k), (task,)) for k, task in enumerate(tasks)],
                                        limit, files, reuse=not files):
        k = int(key)
        why = f"its row's re-check in a worker process failed: {value}"
        results[k] = (([Recheck(*r) for r in value[0]], value[1]) if ok else
                      ([Recheck(shown, pid, scope, claims.NOT_RECHECKABLE, why)
                        for shown, pid, cell in cells[k] for scope in _scopes(cell)], []))
    return [results[k] for k in range(len(tasks))]


def _scopes(cell: dict) -> "list[str]":
    """The claims a proof-level cell makes, as :class:`Recheck` scopes: at its class counts, and for every n."""
    every = cell.get("every_n")
    return ["n=" + ", ".join(map(str, _cell_ns(cell))),
            *([f"every n ≥ {every['from']}"] if every and every["evidence"]["kind"] in PROOF_LEVEL else [])]


def _plain_signals() -> None:
    """A worker ends quietly when the pool ends it (the command's own SIGTERM/SIGINT handlers are the parent's)."""
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def verify_report(report: dict, seconds: float = 10.0, obligations_dir: "str | os.PathLike[str] | None" = None,
                  jobs: int = 1, files: "Sequence[str]" = ()) -> "list[Recheck]":
    """Every proof-level cell of ``report`` (a JSON report as a dict) re-checked, in the report's order, by
    ``jobs`` processes; see the module docstring. With ``files`` (users' files that register the report's
    metrics, absolute paths), each row is re-checked in a contained worker process that imports them, never in
    this one (:func:`_contained`); otherwise in forked processes, so that metrics registered here are there too."""
    _check_shape(report)
    folder = None if obligations_dir is None else Path(obligations_dir)
    if folder is not None and (folder.exists() and (not folder.is_dir() or any(folder.iterdir()))):
        raise UsageError(f"--obligations {folder}: give a new or empty folder "
                         "(verify writes obligation_NNNN.smt2 files and overwrites nothing)")
    if folder is not None:
        try:  # before the re-checks, so that a folder that cannot be made loses no work
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise UsageError(f"--obligations {folder}: cannot make this folder ({exc.strerror}); give one that "
                             "can be written") from exc
    tasks = [(name, row, seconds) for name, row in report["metrics"].items() if isinstance(row, dict)]
    if files:
        results = _contained(tasks, jobs, files)
    elif jobs > 1 and len(tasks) > 1 and "fork" in multiprocessing.get_all_start_methods():
        # the largest rows first (a row's JSON size stands for its work), so that no long row starts last; results
        # come back in the report's order
        order = sorted(range(len(tasks)), key=lambda k: -len(json.dumps(tasks[k][1])))
        with multiprocessing.get_context("fork").Pool(jobs, initializer=_plain_signals) as pool:
            done = pool.map(_recheck_row, [tasks[k] for k in order], chunksize=1)
        results = [result for _, result in sorted(zip(order, done))]
    else:
        results = [_recheck_row(task) for task in tasks]
    rows = [r for name, row, _ in tasks for r in _contradictions(name, row)]
    rows += [r for found, _ in results for r in found]
    obligations = [o for _, written in results for o in written]
    if folder is not None:
        for k, obligation in enumerate(obligations):
            (folder / f"obligation_{k:04d}.smt2").write_text(obligation, encoding="utf-8")
    return rows


def verify_text(rows: "list[Recheck]") -> str:
    """The re-checks, REFUTED first, then a summary line of counts."""
    ordered = sorted(rows, key=lambda r: _ORDER[r.status])
    counts = {status: sum(r.status == status for r in rows) for status in _ORDER}
    per_n = [r for r in rows if not r.scope.startswith("every")]
    share = sum(r.status == claims.RECHECKED for r in per_n) / len(per_n) if per_n else 0.0
    summary = (f"{len(rows)} proof-level cells: {counts[claims.RECHECKED]} re-checked, "
               f"{counts[claims.NOT_RECHECKABLE]} not re-checkable, "
               f"{counts[claims.REFUTED]} REFUTED; per-n cells re-checked: {share:.0%}")
    return "\n".join([r.line() for r in ordered] + ["", summary]) + "\n"


def load_report(path: str) -> dict:
    """The JSON report at ``path``, or a :class:`UsageError` saying what is wrong with it."""
    try:
        report = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise UsageError(f"cannot read the report {path!r}: {exc.strerror}") from exc
    except ValueError as exc:
        raise UsageError(f"{path!r} is not JSON ({exc}); write a report with axiometrics table --format json") from exc
    _check_shape(report)
    if not report["metrics"]:
        raise UsageError(f"{path!r} has no metrics to re-check; write a report with axiometrics table --format json")
    return report


def _check_shape(report: Any) -> None:
    """A :class:`UsageError` unless ``report`` is a JSON report: an object whose 'metrics' maps names to rows."""
    if not isinstance(report, dict) or not isinstance(report.get("metrics"), dict):
        raise UsageError("not an axiometrics JSON report: expected an object with a 'metrics' object "
                         "(write one with --format json)")
    problem = next(filter(None, (row_problem(name, row) for name, row in report["metrics"].items())), None)
    if problem is not None:
        raise UsageError(f"not an axiometrics JSON report: {problem} (write one with --format json)")
