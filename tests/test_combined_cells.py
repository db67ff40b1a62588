"""A cell over several class counts (``classes=(2, 3)``) says what holds at each: a method or a value read at one n
is labelled with it, and a value that differs by n is given per n (so a CI baseline sees a change at any n)."""

import axioms


def test_a_method_read_at_one_class_count_says_which():
    """Macro accuracy, the mean over the n one-vs-rest accuracies (N − r_k − t_k + 2c_k)/N, is 1 − 2(N − D)/(nN):
    1 − (1 − accuracy) at n = 2 but 1 − (2/3)(1 − accuracy) at n = 3. DIST's lemma states that factor, so the
    combined cell for n = 2, 3 may not state n = 2's factor of both."""
    combined = axioms.check("macro_accuracy", ["DIST"], classes=(2, 3), with_calibrated=False)["DIST"]
    at_three = axioms.check("macro_accuracy", ["DIST"], classes=(3,), with_calibrated=False)["DIST"]
    assert combined.verdict == at_three.verdict == "holds"
    assert "2/3·(accuracy − 1)" in at_three.evidence["method"]
    assert combined.evidence["method"].startswith("at n=2: ") and "1·(accuracy − 1)" in combined.evidence["method"]


def test_an_extreme_that_differs_by_class_count_is_given_per_n():
    """Micro specificity Σ_k TN_k / Σ_k (TN_k + FP_k) = ((n − 2)N + D)/((n − 1)N) (Σ_k TN_k = nN − 2N + D and
    Σ_k (TN_k + FP_k) = (n − 1)N): an always-wrong classifier (D = 0) scores 0 at n = 2 and 1/2 at n = 3, and any
    other scores more, so MINA holds at both with different worst scores. Accuracy's is 0 at every n."""
    micro = axioms.check("micro_specificity", ["MINA"], classes=(2, 3), with_calibrated=False)["MINA"]
    accuracy = axioms.check("accuracy", ["MINA"], classes=(2, 3), with_calibrated=False)["MINA"]
    assert micro.verdict == accuracy.verdict == "holds"
    assert micro.extra["extreme"] == "n=2: 0, n=3: 1/2" and accuracy.extra["extreme"] == "0"
