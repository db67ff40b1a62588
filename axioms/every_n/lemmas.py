"""The lemmas behind every verdict "for every n", one record each.

Each lemma is a theorem stated with its proof in the docstring of its ``module``; the engine uses
it only after the function ``certified_by`` has certified its hypotheses for the metric at hand
(z3, sign certificates, exact arithmetic), and the evidence of the verdict cites it
(:meth:`Lemma.cite`: ``"Lemma D1 (axioms.every_n.decomposition_lemmas)"``). The guide's table of
lemmas (``docs/guide/every_n.md``) is :func:`lemma_table`, generated from these records; a test
keeps the two equal and resolves every ``certified_by``.
"""

from dataclasses import dataclass

__all__ = ["Lemma", "LEMMAS", "lemma_table"]


@dataclass(frozen=True)
class Lemma:
    """One lemma: ``id`` as the evidence prints it, the ``property`` it decides (``"all"`` for a
    tool every property uses), its ``name``, the ``module`` whose docstring states and proves it,
    the function that certifies its hypotheses (``certified_by``, a qualified name), the
    ``hypotheses`` in words and what it is ``used_for`` in the catalogue."""

    id: str
    property: str
    name: str
    module: str
    certified_by: str
    hypotheses: str
    used_for: str

    def cite(self) -> str:
        """How a verdict's evidence names the lemma."""
        return f"Lemma {self.id} ({self.module})"


_PI = "axioms.properties.pi.class_monotonicity"
_D = "axioms.every_n.decomposition_lemmas"
_V = "axioms.every_n.prevalence_lemmas"
_PV = "axioms.every_n.chance_formula"

#: Every lemma, by id, in the order of the guide's table.
LEMMAS = {lemma.id: lemma for lemma in (
    Lemma("1", "PI", "p-mean of one score g free of N", _PI, f"{_PI}.class_mean_monotone",
          "g nondecreasing along (c, r, t) + h and nonincreasing along r + h, t + h on 0 ≤ c ≤ min(r, t) (z3); "
          "g ≥ 0 if p ≠ 1",
          "macro recall (+ geometric, harmonic), macro precision, macro F1, macro FNR"),
    Lemma("2", "PI", "trace form Φ(D, N, n)", _PI, f"{_PI}.trace_form_monotone",
          "every class-sum summand affine in (c, r, t) (axioms.every_n.trace_form); Φ monotone along (D + h, N + h) "
          "and (D, N + h) (z3)",
          "accuracy, micro averages, macro accuracy / error rate"),
    Lemma("3", "PI", "combination", _PI, f"{_PI}.pi_proof",
          "F nondecreasing in each part, every part ≥ 0 and monotone", "F1 of averages"),
    Lemma("W", "PII", "witness lift", "axioms.properties.pii", "axioms.properties.pii.pii_every_n",
          "the per-n witness's two partials, padded, differ for every k (exact root isolation); for a trace form, "
          "all diagonal partials Φ_D + Φ_N and all off-diagonal Φ_N",
          "every class-sensitive structured metric; accuracy, micro averages (✗)"),
    Lemma("4", "PI", "mean over the classes that occur", _PI, f"{_PI}.occurring_mean_monotone",
          "F(R, C, n) of R = Σ_{t_k > 0} g_k and C = #{k: t_k > 0}, higher is better: g as in Lemma 1, "
          "a class entering by a correct item or an error scores constants g⁺ ≥ g ≥ g⁻ (z3), F monotone in R "
          "and along an entry (R, C) + (g±, 1) for C·g⁻ ≤ R ≤ C·g⁺ (z3); lower is better: the same of "
          "−F(−R, C) and −g",
          "balanced accuracy as scikit-learn computes it, Sebastiani's K"),
    Lemma("D1", "PIII", "class mean", _D, f"{_D}.class_mean_exponent", "a class mean whose score is free of N",
          "macro averages (p = 1, 0, −1)"),
    Lemma("D2", "PIII", "one class sum", _D, f"{_D}.single_sum_score",
          "F affine in its one class sum, with N-free terms", "accuracy~, kappa~ (p = 1)"),
    Lemma("D3", "PIII", "empty classes", _D, f"{_D}.empty_classes_change_nothing",
          "summands vanish at an empty class and F does not read n (then any refutation restricts)",
          "accuracy, kappa, MCC"),
    Lemma("D4", "PIII", "implied exponent", _D, f"{_D}.implied_exponent_lift",
          "two padded witnesses force exponents that differ for every k (through f² where f carries square roots: "
          "f^p = (f²)^{p/2})",
          "MCC~; weighted and combined averages"),
    Lemma("V1", "PIV", "homogeneity", _V, f"{_V}.recall_like_score",
          "the score reads only c, t and is homogeneous of degree 0", "macro recall family ✓"),
    Lemma("V2", "PIV", "calibration", _V, f"{_V}.scale_invariant_structure",
          "the calibrated variant of a scale-invariant structure", "every metric~ ✓"),
    Lemma("V3", "PIV", "proportional padding", _V, f"{_V}.proportional_padding_applies",
          "a weighted mean, padded with perfect classes in proportion to N", "weighted F1 ✗"),
    Lemma("S", "PV", "strict", _PV, f"{_PV}.strict_baseline",
          "per-class terms on z pᵀ polynomial in power sums that cancel",
          "every structured metric, main and calibrated"),
    Lemma("B", "PV", "bounded", _PV, f"{_PV}.mean_bound",
          "γ(z, p) ≤ λz + (1 − λ)p by z3 (bounded by 1/n, the power-mean inequality)", "macro averages"),
    Lemma("A", "PV", "bounded, approached", _PV, f"{_PV}.supremum_bound",
          "0 ≤ γ(z, p) ≤ (z + p)/2 by z3 (bounded by 1/n), the scores of a family (z = p → a vertex, or z = e₁ "
          "while p → e₁) tend to 1/n and the uniform classifier scores less", "macro Jaccard"),
    Lemma("R", "PV", "reaches the perfect score", _PV, f"{_PV}.reaches_perfect",
          "the family z = p → a vertex (or z = e₁ while p → e₁) reaches the perfect score exactly",
          "every structured metric; scikit-learn's macro precision with zero_division=1"),
    Lemma("O", "all", "every class occurs", "axioms.every_n.occurring_classes",
          "axioms.every_n.occurring_classes.where_every_class_occurs",
          "none: where every class occurs (metric~, PV's random and perfect classifiers) a term is its piece "
          "for t > 0; where every cell is positive (PV's family tending to a vertex), its piece for c, r, t > 0",
          "balanced accuracy~ and K~, PV of both; PV of scikit-learn's precision with zero_division"),
    Lemma("P", "all", "padding", "axioms.every_n.lifting", "axioms.every_n.lifting.lift_pair",
          "the padded difference, a rational function of k (or, with square roots, of the squares with both signs "
          "certified), keeps its sign for every integer k ≥ k_s", "every lifted counterexample"),
    Lemma("C", "all", "calibrated structure", "axioms.every_n.calibrated_structure",
          "axioms.every_n.calibrated_structure.calibrated_structure",
          "per-class terms affine in r with a coefficient free of c and r", "which metric~ stay structured"),
)}


def lemma_table() -> str:
    """The guide's table of lemmas, as Markdown, one row per :data:`LEMMAS` entry."""
    rows = ["| property | lemma | stated and proved in | hypotheses the engine certifies | used for |",
            "|---|---|---|---|---|"]
    rows += [f"| {lemma.property} | {lemma.id}: {lemma.name} | `{lemma.module}` | {lemma.hypotheses} "
             f"| {lemma.used_for} |" for lemma in LEMMAS.values()]
    return "\n".join(rows) + "\n"
