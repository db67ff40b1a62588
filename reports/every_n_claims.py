r"""Every-n claims of lifted counterexamples (PI, PIV), re-checked from the metric's structure alone, for
:mod:`reports.verify`.

An every-n "fails" of PI or PIV records a pair ``before``/``after`` at n₀ classes and the classes it
is padded with (empty ones, or perfect ones of s items each): the claim is that for every n ≥ ``from``
the pair padded with k = n − n₀ such classes still breaks the property. With the metric's structure
(:mod:`metrics.structure`, the definition it is registered by) the padded score is a formula in k: the
block's classes, and one class group of multiplicity k holding s correct items each. The difference
:math:`\Delta(k) = M(after_k) - M(before_k)` is cancelled to a rational function of k, and its sign at
every integer k ≥ k₀ decided exactly: past the largest real root of the polynomial numerator ×
denominator (isolated in exact rational intervals) its sign is the leading coefficient's; below it
every integer is evaluated. The relation needed: PI, :math:`d\,\Delta < 0`
for an item added on the diagonal and :math:`d\,\Delta > 0` off it; PIV, :math:`\Delta \ne 0`. A
calibrated variant is padded through its base structure: calibration scales each block column j by
N/(n t_j) and makes every added perfect class one of N/n items. A difference with roots
(MCC's square root) and a proportional padding (Lemma V3) are not written here.
"""

from typing import Any

import sympy

from metrics.padded import exact_cells
from metrics.structure import Group, class_groups
from metrics.variants import calibrated_base

from .claim_values import NOT_RECHECKABLE, RECHECKED, REFUTED, count_matrix, number

__all__ = ["positive_at_every_integer", "lifted_pair_holds", "signs_over_integers", "differs_at_every_integer",
           "added_items", "padded_score", "K"]

K = sympy.Symbol("k", integer=True, nonnegative=True)

#: The most integers below the largest real root evaluated one by one.
MAX_CHECKED = 10_000


def added_items(padding: Any) -> "int | None":
    """Items of each added class, read from the record's words; None for a padding not written here."""
    if padding == "empty classes (no items)":
        return 0
    words = str(padding).split()
    if str(padding).startswith("perfectly classified classes of ") and len(words) >= 6 and words[4].isdigit():
        return int(words[4])
    return None


def padded_score(metric: Any, block: Any, items: int) -> Any:
    """The metric on ``block`` (numbers or symbols) padded with k = :data:`K` classes of ``items`` correct items each,
    from its structure; for the calibrated variant of a structured metric, from the base structure on the calibrated
    padded matrix. None for any other metric, and for a calibrated one padded with empty classes (undefined there)."""
    M = sympy.Matrix(block)
    total, classes = sum(M) + items * K, M.shape[0] + K
    if getattr(metric, "structure", None) is not None:
        return metric.structure.value([*class_groups(M), Group(items, items, items, K)], total, classes)
    base = calibrated_base(metric) if getattr(metric, "calibrated_from", None) is not None else None
    if base is None or base.structure is None or items == 0:
        return None
    # calibration multiplies column j by N/(n t_j): each block column then sums to N/n, and each added perfect class
    # holds N/n
    share = total / classes
    calibrated = sympy.Matrix(M.shape[0], M.shape[0], lambda i, j: M[i, j] * share / sum(M.col(j)))
    return base.structure.value([*class_groups(calibrated), Group(share, share, share, K)], total, classes)


def signs_over_integers(d: Any, var: Any, start: int) -> "set[int] | None":
    """The signs of ``d`` at every integer ``var`` ≥ ``start`` (0 where undefined), or None when ``d`` is not a
    rational function of ``var`` with rational coefficients (or more than :data:`MAX_CHECKED` integers lie below its
    largest real root). Past the largest real root of numerator × denominator, and of the denominator before
    cancelling (a removable singularity is still a point where ``d`` is undefined), the sign is the leading
    coefficient's; below it every integer is evaluated."""
    combined = sympy.together(d)
    if not combined.is_rational_function(var):
        return None
    poles = sympy.Poly(sympy.fraction(combined)[1], var)
    num, den = sympy.fraction(sympy.cancel(combined))
    product = sympy.Poly(sympy.expand(num * den), var)
    if not all(sympy.sympify(a).is_Rational for a in [*product.all_coeffs(), *poles.all_coeffs()]):
        return None
    if product.is_zero:
        return {0}
    roots = [b for poly in (product, poles) for (_, b), _ in poly.intervals()]  # exact isolating intervals [a, b]
    last = max(start, *(int(sympy.ceiling(b)) for b in roots)) if roots else start
    if last - start > MAX_CHECKED:
        return None
    signs = {int(sympy.sign(product.eval(k))) if poles.eval(k) != 0 else 0 for k in range(start, last + 1)}
    return signs | {int(sympy.sign(product.LC()))}  # beyond every root, the leading coefficient's sign


def differs_at_every_integer(a: Any, b: Any, var: Any, start: int) -> "bool | None":
    """Whether ``a`` ≠ ``b`` (both defined) at every integer ``var`` ≥ ``start``: True, False (equal, or undefined, at
    some integer: decided on their rational difference), or None (not decided). With square roots the difference is
    not rational, but where every radicand is > 0 at every such integer and the squares are rational functions,
    :math:`a^2 \ne b^2` at every integer gives :math:`a \ne b` (equal squares would only leave a = ±b undecided)."""
    signs = signs_over_integers(a - b, var, start)
    if signs is not None:
        return 0 not in signs
    radicands = [power.base for e in (a, b) for power in sympy.sympify(e).atoms(sympy.Pow) if not power.exp.is_integer]
    if not radicands or any(signs_over_integers(r, var, start) != {1} for r in radicands):
        return None
    squares = signs_over_integers(sympy.sympify(a) ** 2 - sympy.sympify(b) ** 2, var, start)
    return True if squares is not None and 0 not in squares else None


def positive_at_every_integer(f: Any, var: Any, start: int) -> bool:
    """Whether ``f`` > 0 at every integer ``var`` ≥ ``start``: f is a rational function u of ``var`` times powers of
    radicands that are > 0 at every such integer (so the powers are too), and u > 0 there."""
    u, radicals = sympy.Integer(1), []
    for factor in sympy.Mul.make_args(sympy.factor_terms(sympy.sympify(f))):
        if factor.is_Pow and factor.exp.is_Rational and not factor.exp.is_integer:
            radicals.append(factor.base)
        else:
            u *= factor
    return (all(signs_over_integers(r, var, start) == {1} for r in radicals)
            and signs_over_integers(u, var, start) == {1})


_NOT_LIFTED = "not a pair lifted by identical padding of a structured metric (or its calibrated variant)"


def lifted_pair_holds(metric: Any, pid: str, every: dict) -> "tuple[str, str]":
    """Whether the every-n record ``every`` of PI or PIV (a lifted pair) holds for every n ≥ its ``from``."""
    ce = every.get("counterexample") or {}
    items = added_items(ce.get("padding"))
    if items is None or "lifted_from" not in ce:
        return NOT_RECHECKABLE, _NOT_LIFTED
    before: Any = ce.get("before")
    after: Any = ce.get("after")
    n0 = len(before) if count_matrix(before) else 0  # checked before sympy reads it (a text cell would run as Python)
    if n0 and padded_score(metric, before, items) is None:
        return NOT_RECHECKABLE, _NOT_LIFTED
    if pid == "PIV":
        valid = n0 > 0 and len(ce.get("lambda") or []) >= n0 and all(number(lam) is not None and number(lam) > 0
                                                                     for lam in ce["lambda"][:n0])
    else:
        valid = n0 > 0 and len(ce.get("cell") or []) == 2 and all(isinstance(x, int) and 0 <= x < n0
                                                                  for x in ce["cell"])
    if not valid:
        return REFUTED, "'before' is not a matrix of counts, or λ is not positive, or the cell is outside the matrix"
    change = ([[b * sympy.Rational(lam) for b, lam in zip(row, ce["lambda"][:n0])] for row in before] if pid == "PIV"
              else [[b + (1 if [i, j] == list(ce["cell"]) else 0) for j, b in enumerate(row)]
                    for i, row in enumerate(before)])
    if change != exact_cells(after):  # a count that is not whole is written "p/q"
        return REFUTED, "'after' is not 'before' with the property's change (an item added, columns scaled by λ)"
    if every["from"] < n0:
        return NOT_RECHECKABLE, f"below n = {n0} the verdict rests on the per-n cells"
    scores = padded_score(metric, after, items), padded_score(metric, before, items)
    if pid == "PIV":  # the scores differ at every k; with roots, their squares do
        differs = differs_at_every_integer(*scores, K, every["from"] - n0)
        if differs is None:
            return NOT_RECHECKABLE, ("whether the padded scores differ at every k is not decided "
                                     "(roots whose squares do not settle it)")
        if not differs:
            return REFUTED, (f"padded with k classes of {items} item(s), the two scores are equal "
                             f"for some k ≥ {every['from'] - n0}")
        return RECHECKED, (f"padded with k classes of {items} item(s), the two scores differ "
                           f"for every k ≥ {every['from'] - n0}")
    signs = signs_over_integers(scores[0] - scores[1], K, every["from"] - n0)
    if signs is None:
        return NOT_RECHECKABLE, "the padded difference is not a rational function of the number of added classes"
    i, j = ce["cell"]
    # a diagonal item must not lower the score, an error not raise it
    wanted = -metric.direction if i == j else metric.direction
    if signs != {wanted}:
        return REFUTED, (f"padded with k classes of {items} item(s), the difference takes the signs {sorted(signs)} "
                         f"for some k ≥ {every['from'] - n0}")
    return RECHECKED, (f"padded with k classes of {items} item(s), the difference keeps the needed sign "
                       f"for every k ≥ {every['from'] - n0}")
