"""Only the user's own, well-formed, re-verifying cache entries are printed (issue 18, items 6 and 15)."""

import json
import os
import stat

import pytest

import axioms
import metrics
from reports import cache
from reports.report import build_report

ARGS = dict(names=["accuracy"], properties=["PI"], classes=(2,), with_calibrated=False)


@pytest.fixture
def folder(tmp_path, monkeypatch):
    path = tmp_path / "cache"
    monkeypatch.setenv("AXIOMETRICS_CACHE_DIR", str(path))
    monkeypatch.setenv("AXIOMETRICS_CACHE", "on")
    return path


def _entry(folder):
    """The one entry of ``folder`` after a cached run of accuracy's PI at n = 2."""
    build_report(**ARGS, cache=True)
    (entry,) = folder.glob("*.json")
    return entry


def _pi_cell():
    return build_report(**ARGS, cache=True)["metrics"]["accuracy"]["PI"]


def _forge(entry, values):
    # Accuracy holds PI (one more correct item never lowers trace/total, one more error never
    # raises it). The forgery claims [[1, 0], [0, 1]] -> [[2, 0], [0, 1]] lowers it.
    cells = json.loads(entry.read_text())
    cells["PI"].update(verdict="fails", detail="forged", evidence={"kind": "counterexample", "method": "forged"},
                       counterexample={"before": [[1, 0], [0, 1]], "after": [[2, 0], [0, 1]], "cell": [0, 0],
                                       "values": values, "verified": "exact"})
    entry.write_text(json.dumps(cells))


def test_a_forged_counterexample_is_not_printed(folder):
    entry = _entry(folder)
    _forge(entry, ["1/2", "1/3"])  # wrong values: accuracy is 2/2 = 1 and 3/3 = 1
    assert _pi_cell()["verdict"] == "holds"
    _forge(entry, ["1", "1"])  # right values, but 1 -> 1 does not contradict "nondecreasing"
    assert _pi_cell()["verdict"] == "holds"


def test_an_entry_of_the_wrong_shape_is_a_miss(folder):
    entry = _entry(folder)
    entry.write_text("{}")  # no PI cell: used to make every later run exit 3
    assert _pi_cell()["verdict"] == "holds"
    entry.write_text(json.dumps({"PI": {"verdict": "holds"}}))
    assert _pi_cell()["verdict"] == "holds"


def test_an_entry_holding_nan_is_a_miss(folder):
    """Python's json reads NaN, which no JSON parser of the report would: an entry whose PIII p was NaN printed
    "p": NaN in the JSON report (review 11a, F8). Such an entry is a miss; the report is checked afresh."""
    entry = _entry(folder)
    cells = json.loads(entry.read_text())
    cells["PI"]["evidence"]["seconds"] = float("nan")
    entry.write_text(json.dumps(cells))
    assert "NaN" in entry.read_text()
    assert "NaN" not in json.dumps(build_report(**ARGS, cache=True))


def test_a_fifo_in_place_of_an_entry_is_a_miss(folder):
    entry = _entry(folder)
    entry.unlink()
    os.mkfifo(entry)  # opening it for reading without O_NONBLOCK would wait for a writer forever
    assert _pi_cell()["verdict"] == "holds"


def test_the_folder_is_created_private_whatever_the_umask(folder):
    old = os.umask(0)
    try:
        _entry(folder)
    finally:
        os.umask(old)
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700


def test_a_folder_writable_by_others_is_neither_read_nor_written(folder):
    entry = _entry(folder)
    assert cache.load(entry.name[:64], metrics.get("accuracy"), ["PI"]) is not None  # a valid entry, read while private
    folder.chmod(0o777)
    assert cache.load(entry.name[:64], metrics.get("accuracy"), ["PI"]) is None
    entry.unlink()
    build_report(**ARGS, cache=True)
    assert not list(folder.glob("*.json"))


def test_a_symlinked_entry_is_refused(folder, tmp_path):
    entry = _entry(folder)
    target = tmp_path / "elsewhere.json"
    entry.rename(target)
    entry.symlink_to(target)  # the link's target is a valid entry: only the link itself is refused
    assert cache.load(entry.name[:64], metrics.get("accuracy"), ["PI"]) is None


def test_an_entry_of_another_user_is_refused(folder):
    entry = _entry(folder)
    assert cache.load(entry.name[:64], metrics.get("accuracy"), ["PI"]) is not None
    if os.geteuid() != 0:
        pytest.skip("giving a file to another user needs root")
    os.chown(entry, 12345, 12345)
    assert cache.load(entry.name[:64], metrics.get("accuracy"), ["PI"]) is None


def test_info_clear_and_the_size_cap(folder, monkeypatch):
    entry = _entry(folder)
    size = entry.stat().st_size
    assert cache.info() == {"folder": str(folder), "entries": 1, "bytes": size, "max_bytes": 200 * 2**20,
                            "private": True, "status": "in use (only you can write it)"}
    # a cap smaller than two entries keeps only the most recent one
    monkeypatch.setenv("AXIOMETRICS_CACHE_MAX_MB", str(1.5 * size / 2**20))
    os.utime(entry, (1, 1))  # least recently used
    build_report(["macro_recall"], ["PI"], classes=(2,), with_calibrated=False, cache=True)
    assert entry not in list(folder.glob("*.json")) and cache.info()["entries"] == 1
    assert cache.clear() == 1 and cache.info()["entries"] == 0
    monkeypatch.setenv("AXIOMETRICS_CACHE_MAX_MB", "lots")
    with pytest.raises(metrics.errors.UsageError, match="AXIOMETRICS_CACHE_MAX_MB"):
        cache.info()


def test_every_catalogue_counterexample_reverifies(folder):
    """The re-verification accepts what the engine itself records (else every run re-checks)."""
    props = ["PI", "PIV", "MON", "SYM"]
    names = ["accuracy", "cohen_kappa", "f1"]  # at n = 2: PIV, PI, MON and SYM counterexamples among them
    first = build_report(names, props, classes=(2,), with_calibrated=True, cache=True)
    settings = axioms.profile("default")
    for name in names:
        metric = metrics.get(name)
        key = cache.metric_key(metric, props, (2,), settings, True, catalogue=True)
        assert cache.load(key, metric, props) == first["metrics"][name]
