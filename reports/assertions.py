"""``assert_properties``: the CI gate inside a user's own pytest suite."""

import axioms

__all__ = ["assert_properties"]


def assert_properties(metric, expected, classes=(2, 3), seed=0, settings=None):
    """Assert verdicts, e.g. ``assert_properties("macro_recall", {"PI": "holds", "PIV": "holds"})``.

    Raises ``AssertionError`` naming every property whose verdict differs, with the
    engine's detail (and counterexample) for each.
    """
    verdicts = axioms.check(metric, list(expected), classes=classes, seed=seed, settings=settings, calibrated=False)
    wrong = [
        f"{pid}: expected {want!r}, got {verdicts[pid].verdict!r} ({verdicts[pid].detail})"
        for pid, want in expected.items()
        if verdicts[pid].verdict != want
    ]
    if wrong:  # an explicit raise, so the check survives python -O
        raise AssertionError("; ".join(wrong))
