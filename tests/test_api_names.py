"""Distinct names for distinct things (issue 20): the ``with_calibrated`` flag, the
``calibrated_variant`` function and the ``Metric.calibrated`` property; old spellings warn.
``seed`` given together with ``settings`` of another seed is a usage error, not ignored.
The metric registry and the confusion-matrix helpers import each other in one direction only."""

import ast
from dataclasses import replace
from pathlib import Path

import pytest

import axioms
import metrics
from metrics.errors import UsageError
from reports import build_report, table
from reports.sweep import grid, sweep

ROOT = Path(__file__).resolve().parent.parent
QUICK = axioms.profile("quick", seed=5)


def test_check_refuses_a_seed_that_disagrees_with_the_settings():
    with pytest.raises(UsageError,
                       match=r"seed=1 disagrees with settings.seed=5; .*dataclasses.replace\(settings, seed=1\)"):
        axioms.check("accuracy", ["SCI"], classes=(2,), seed=1, settings=QUICK, with_calibrated=False)


def test_check_accepts_a_seed_that_agrees_with_the_settings_or_none():
    agreeing = axioms.check("accuracy", ["SCI"], classes=(2,), seed=5, settings=QUICK, with_calibrated=False)
    alone = axioms.check("accuracy", ["SCI"], classes=(2,), settings=QUICK, with_calibrated=False)
    assert agreeing["SCI"].as_dict() == alone["SCI"].as_dict()


def test_check_without_settings_uses_the_seed():
    seeded = axioms.check("accuracy", ["SCI"], classes=(2,), seed=3, with_calibrated=False)
    explicit = axioms.check("accuracy", ["SCI"], classes=(2,), settings=axioms.profile("default", seed=3),
                            with_calibrated=False)
    assert seeded["SCI"].as_dict() == explicit["SCI"].as_dict()


def test_build_report_refuses_a_seed_that_disagrees_with_the_settings():
    with pytest.raises(UsageError, match="seed=0 disagrees with settings.seed=5"):
        build_report(["accuracy"], ["SCI"], classes=(2,), seed=0, settings=QUICK, with_calibrated=False)
    report = build_report(["accuracy"], ["SCI"], classes=(2,), seed=5, settings=QUICK, with_calibrated=False)
    assert report["settings"]["seed"] == 5


def test_table_refuses_a_seed_that_disagrees_with_the_settings():
    with pytest.raises(UsageError, match="seed=2 disagrees with settings.seed=5"):
        table(["accuracy"], ["SCI"], classes=(2,), seed=2, settings=QUICK, with_calibrated=False)


def test_sweep_refuses_a_seed_that_disagrees_with_the_settings():
    with pytest.raises(UsageError, match="seed=7 disagrees with settings.seed=5"):
        sweep("f_beta", {"beta": grid("1,2")}, ["SCI"], seed=7, settings=QUICK)
    rows = sweep("f_beta", {"beta": grid("1")}, ["SCI"], seed=5, settings=replace(QUICK))["rows"]
    assert rows[0]["marks"]["SCI"] in ("✓", "✓*")


def test_the_old_calibrated_keyword_still_works_with_a_deprecation_warning():
    new = axioms.check("accuracy", ["SCI"], classes=(2,), settings=QUICK, with_calibrated=False)
    with pytest.warns(DeprecationWarning,
                      match=r"check\(calibrated=...\) is deprecated; use check\(with_calibrated=...\)"):
        old = axioms.check("accuracy", ["SCI"], classes=(2,), settings=QUICK, calibrated=False)
    assert old["SCI"].as_dict() == new["SCI"].as_dict() and old["SCI"].after_calibration is None
    with pytest.warns(DeprecationWarning, match=r"build_report\(calibrated=...\)"):
        report = build_report(["accuracy"], ["SCI"], classes=(2,), settings=QUICK, calibrated=False)
    assert report["settings"]["calibrated"] is False


def test_calibrated_variant_is_the_metric_property_and_the_old_function_warns():
    accuracy = metrics.get("accuracy")
    variant = metrics.calibrated_variant(accuracy)
    assert variant.name == "accuracy~" and variant.calibrated_from is accuracy
    assert variant([[9, 1], [0, 1]]) == accuracy.calibrated([[9, 1], [0, 1]]) == 0.75
    with pytest.warns(DeprecationWarning,
                      match=r"metrics.calibrated\(metric\) is deprecated; use metrics.calibrated_variant\(metric\)"):
        old = metrics.calibrated(accuracy)
    assert old.name == "accuracy~"
    assert "calibrated" not in metrics.__all__ and "calibrated_variant" in metrics.__all__


def _imported_modules(path):
    """Every module ``path`` imports, at its top or inside a function (relative ones as ``.name``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            names.add("." * node.level + (node.module or ""))
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return names


def test_the_metric_registry_and_the_confusion_helpers_form_no_import_circle():
    assert "._registry" not in _imported_modules(ROOT / "metrics" / "confusion.py")
    assert "metrics._registry" not in _imported_modules(ROOT / "metrics" / "confusion.py")
    # the calibrated variant, made by the registry
    assert ".confusion" in _imported_modules(ROOT / "metrics" / "variants.py")
