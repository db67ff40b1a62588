"""Test configuration: named Hypothesis profiles (a derandomised one for CI), the ``registered`` fixture."""

import os

import pytest
from hypothesis import settings

import metrics

# the tests run every check: no verdict cache (tests of the cache turn it on in their own folder)
os.environ["AXIOMETRICS_CACHE"] = "off"
# a lemma that breaks fails the test instead of claiming nothing (axioms.every_n.verdicts)
os.environ["AXIOMETRICS_STRICT_LEMMAS"] = "1"

settings.register_profile("ci", derandomize=True, max_examples=50, deadline=None)
settings.register_profile("dev", max_examples=100, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture
def registered():
    """``metrics.register`` for a test; whatever the test added to the registry is removed.

    Teardown unregisters every metric that was not in the catalogue before the test
    (including ones a buggy failed registration might have left behind), then checks that
    the catalogue is exactly what it was.
    """
    before = metrics.catalogue()
    try:
        yield metrics.register
    finally:
        for metric in metrics.catalogue():
            if not any(metric is old for old in before):
                metrics.unregister(metric.name)
        after = metrics.catalogue()
        assert len(after) == len(before) and all(a is b for a, b in zip(after, before))


def pytest_collection_modifyitems(config, items):
    """Tests marked ``slow`` (the whole catalogue, minutes each) run only when asked for with ``-m slow``."""
    if "slow" in (config.option.markexpr or ""):
        return
    skip = pytest.mark.skip(reason="slow: run with `python -m pytest -m slow`")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
