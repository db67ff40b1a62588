"""Sebastiani's eight axioms MON, CON, SDE, WDE, FIX, CHA, IMB, SYM (ICTIR 2015, §3) as engine checks.

Each check decides one axiom for one metric at one class count ``n`` and returns a
:class:`~axioms.verdict.Verdict` built like the checks of :mod:`axioms.opitz`: a failure
carries a counterexample of integer matrices whose values were re-checked exactly
(:mod:`axioms.exact`); a "holds" says what backs it (a symbolic proof, an exhaustive scan
up to a stated bound, or a random search that did "not refute" it).

Vocabulary (binary: ``m = [[TP, FP], [FN, TN]]``, index 0 = the positive class):

* a **test set** is fixed by the column sums of ``m``, i.e. the prevalences
  ``(AP, AN)`` (n classes: ``(prevalence(0), ..., prevalence(n-1))``);
* a **classifier** on a test set is any nonnegative integer matrix with those column
  sums (binary: fixed by ``(TP, TN)``, since ``FN = AP - TP`` and ``FP = AN - TN``);
* scores are compared in the metric's own direction (``higher_is_better=False``
  metrics such as ``lam`` are "raised" when their value falls).

Small test sets are enumerated completely: every test set whose prevalences are at most
``max(settings.exhaustive_bound(n), 2)`` (``1`` for n >= 4) and every classifier on it.
:func:`expected_score` computes the exact expected score of a random classifier under
the three models of :data:`RANDOM_MODELS`.
"""

from fractions import Fraction
from functools import lru_cache
from itertools import combinations, permutations, product
from math import comb, factorial, prod

import numpy as np
import sympy

from metrics._bridge import cell_symbols
from metrics.errors import UsageError

from .budget import SymbolicTimeout, time_budget
from .exact import as_text, compare, sign_of_difference, value_of
from .opitz import _fails, _holds, _unknown
from .search import evaluate, exhaustive, int_lists, random_batch
from .symbolic import _nonneg_sign, identically_zero, too_large

__all__ = [
    "check_mon",
    "check_con",
    "check_sde",
    "check_wde",
    "check_fix",
    "check_cha",
    "check_imb",
    "check_sym",
    "expected_score",
    "RANDOM_MODELS",
]

_TOL = 1e-12
_CANDIDATES = 20  # float candidates re-checked exactly per search stage

#: Random classifiers of the CHA axiom (see :func:`expected_score`).
RANDOM_MODELS = ("coin", "uniform_rate", "prevalence")

_BINARY_CELLS = {(0, 0): "TP", (0, 1): "FP", (1, 0): "FN", (1, 1): "TN"}


# =========================================================================== helpers
def _cell(n, i, j):
    return _BINARY_CELLS[i, j] if n == 2 else f"m[{i}][{j}]"


def _ts(p):
    """A test set as text."""
    p = [int(x) for x in p]
    return f"AP={p[0]}, AN={p[1]}" if len(p) == 2 else f"prevalences={p}"


def _grid_bound(n, settings):
    """Largest prevalence of the completely enumerated test sets."""
    return max(settings.exhaustive_bound(n), 2 if n <= 3 else 1)


@lru_cache(maxsize=None)
def _compositions(total, parts):
    """Every tuple of ``parts`` nonnegative integers summing to ``total``."""
    if parts == 1:
        return ((total,),)
    return tuple((first,) + rest for first in range(total + 1) for rest in _compositions(total - first, parts - 1))


@lru_cache(maxsize=512)
def _classifiers(p):
    """Every classifier on the test set ``p``: all n x n matrices with column sums ``p``."""
    n = len(p)
    cols = [_compositions(int(pj), n) for pj in p]
    mats = np.array([np.array(c).T for c in product(*cols)], dtype=float).reshape(-1, n, n)
    mats.flags.writeable = False
    return mats


def _test_sets(n, bound, positive=False):
    """Test sets with prevalences in ``0..bound`` (``1..bound`` if ``positive``), smallest first."""
    low = 1 if positive else 0
    sets = [p for p in product(range(low, bound + 1), repeat=n) if sum(p) > 0]
    return sorted(sets, key=lambda p: (sum(p), p))


def _grid(n, bound):
    """All classifiers of all test sets up to ``bound``: ``(matrices, test set index per matrix, test sets)``."""
    sets = _test_sets(n, bound)
    mats = [_classifiers(p) for p in sets]
    owner = np.concatenate([np.full(len(m), k) for k, m in enumerate(mats)])
    return np.concatenate(mats), owner, sets


def _how(*hows):
    return "exact" if all(h == "exact" for h in hows) else "float64"


def _budget(n, settings, random=True):
    k = settings.exhaustive_bound(n)
    out = {"exhaustive_max_entry": k, "test_set_max_prevalence": _grid_bound(n, settings)}
    if random:
        out["random_matrices"] = 5 * settings.search_size
    return out


# --------------------------------------------------------------------------- symbolic support
class _NoCertificate(Exception):
    pass


def _dependent(n, j):
    """The cell of column j expressed through the column sum (binary: FN for j=0, FP for j=1)."""
    return ((j + 1) % n, j)


def _prevalence_symbols(n, **assumptions):
    return sympy.symbols(f"P0:{n}", **assumptions)


def _parametrise(n, P):
    """``{dependent cell of column j: P_j - (the other cells of column j)}``."""
    M = cell_symbols(n)
    sub = {}
    for j in range(n):
        di, dj = _dependent(n, j)
        sub[M[di, dj]] = P[j] - sympy.Add(*[M[i, j] for i in range(n) if i != di])
    return sub


def _free_cells(n, present=None):
    """Cells that vary freely within a test set (all but the dependent one of each present column)."""
    cols = range(n) if present is None else sorted(present)
    return [(i, j) for j in cols for i in range(n) if (i, j) != _dependent(n, j)]


def _test_set_level(expr, n):
    """True when every ``Piecewise`` condition of ``expr`` depends on the column sums only."""
    conds = [c for pw in expr.atoms(sympy.Piecewise) for _, c in pw.args]
    if not conds:
        return True
    P = _prevalence_symbols(n, nonnegative=True)
    sub = _parametrise(n, P)
    for c in conds:
        c2 = c.xreplace(sub)
        if c2 in (sympy.true, sympy.false):
            continue
        if not c2.free_symbols <= set(P):
            return False
    return True


def _patterns(n):
    """Support patterns: the nonempty sets of classes that occur in the test set."""
    return [frozenset(s) for r in range(n, 0, -1) for s in combinations(range(n), r)]


def _zeros(n, present):
    M = cell_symbols(n)
    return {M[i, j]: sympy.Integer(0) for j in range(n) if j not in present for i in range(n)}


def _resolve(expr, n, present):
    """``expr`` on matrices whose nonzero columns are exactly ``present``, Piecewise branches chosen."""
    M = cell_symbols(n)
    env = {}
    for j in range(n):
        for i in range(n):
            env[M[i, j]] = sympy.Dummy(positive=True) if j in present else sympy.Integer(0)

    def pick(pw):
        for value, cond in pw.args:
            c = cond.xreplace(env) if not isinstance(cond, bool) else cond
            if c in (True, sympy.true):
                return value
            if c in (False, sympy.false):
                continue
            raise _NoCertificate(f"condition {cond} is not decided by the test set")
        raise _NoCertificate("no branch applies")

    return expr.replace(lambda e: isinstance(e, sympy.Piecewise), pick)


def _pattern_exprs(metric, n):
    """``[(present, expression valid on every matrix with that support pattern)]`` or None.

    None when the metric has no symbolic form or a ``Piecewise`` condition depends on
    the classifier rather than on the test set.
    """
    expr = metric.expression(n)
    if expr is None:
        return None
    if not expr.has(sympy.Piecewise):
        return [(s, expr) for s in _patterns(n)]
    if not _test_set_level(expr, n):
        return None
    try:
        return [(s, _resolve(expr, n, s)) for s in _patterns(n)]
    except _NoCertificate:
        return None


def _is_algebraic(e):
    """Built from cells, numbers, +, x and powers only (rational functions and radicals)."""
    return all(isinstance(x, (sympy.Add, sympy.Mul, sympy.Pow, sympy.Symbol, sympy.Number, sympy.NumberSymbol)) for x in sympy.preorder_traversal(e))


def _singular_bases(e):
    """Bases of negative powers (denominators) and of non-integer powers (radicands) in ``e``."""
    dens, roots = [], []
    for p in e.atoms(sympy.Pow):
        if p.exp.is_negative:
            dens.append(p.base)
        if not p.exp.is_integer:
            roots.append(p.base)
    return dens, roots


def _column_cells(n, present):
    M = cell_symbols(n)
    return [[M[i, j] for i in range(n)] for j in sorted(present)]


def _certify_positive(b, columns):
    """Certify ``b > 0`` on every matrix whose occurring columns are ``columns`` (others already zero).

    A sum qualifies when all its terms are nonnegative and it contains a positive
    constant or every cell of some occurring column as a positive linear term (so it is
    at least a multiple of that column's positive sum); products and powers of
    certified factors qualify too.
    """
    if b.is_Number:
        return bool(b > 0)
    if b.is_Mul:
        return all(_certify_positive(a, columns) for a in b.args)
    if b.is_Pow:
        return bool(b.exp.is_real) and _certify_positive(b.base, columns)
    if b.is_Add:
        terms = sympy.Add.make_args(sympy.expand(b))
        if any(_nonneg_sign(t) not in (0, 1) for t in terms):
            return False
        if any(t.is_Number and t > 0 for t in terms):
            return True
        linear = set()
        for t in terms:
            c, rest = t.as_coeff_Mul()
            if c > 0 and rest.is_Symbol:
                linear.add(rest)
        return any(set(col) <= linear for col in columns)
    return False


def _pattern_status(e, n, present):
    """'defined' / 'undefined' on every matrix with support ``present``, or None (no certificate)."""
    if not _is_algebraic(e):
        return None
    zeros = _zeros(n, present)
    columns = _column_cells(n, present)
    dens, roots = _singular_bases(e)
    zdens = [b.xreplace(zeros) for b in dens]
    if any(b == 0 or b.has(sympy.nan, sympy.zoo) for b in zdens):
        return "undefined"
    if not all(_certify_positive(b, columns) for b in zdens):
        return None
    for b in roots:
        bz = b.xreplace(zeros)
        if not (_certify_positive(bz, columns) or _nonneg_sign(sympy.expand(bz)) in (0, 1)):
            return None
    return "defined"


def _definedness_proof(metric, n, settings):
    """``{pattern: status}`` for every support pattern, or a reason (str) why none is available."""
    if metric.expression(n) is None:
        return "no symbolic form"
    try:
        with time_budget(settings.symbolic_seconds):
            pats = _pattern_exprs(metric, n)
            if pats is None:
                return "a Piecewise condition depends on the classifier"
            out = {}
            for present, e in pats:
                if too_large(e, settings):
                    return "expression above the symbolic size budget"
                out[present] = _pattern_status(e, n, present)
            return out
    except SymbolicTimeout:
        return f"symbolic budget of {settings.symbolic_seconds} s exhausted"


def _pattern_text(n, present):
    if n == 2:
        return {frozenset({0, 1}): "AP > 0 and AN > 0", frozenset({0}): "AN = 0", frozenset({1}): "AP = 0"}[present]
    absent = sorted(set(range(n)) - present)
    return "class" + ("es " if len(absent) > 1 else " ") + ", ".join(map(str, absent)) + (" do" if len(absent) > 1 else " does") + " not occur"


# =========================================================================== MON
def check_mon(metric, n, settings, rng, calibrated=False):
    r"""MON strict monotonicity (Sebastiani Axiom 1).

    Binary: for every test set, turning one wrong decision into a right one strictly
    raises the score,

    .. math:: M(TP+1, FN-1) > M(TP, FN) \quad\text{and}\quad M(TN+1, FP-1) > M(TN, FP).

    n classes: moving one item from a wrong cell :math:`m_{ij}` (:math:`i \ne j`) to its
    correct cell :math:`m_{jj}` (same test set) strictly raises the score. Pairs where the
    metric is undefined on either side are left to SDE/WDE and counted in the detail.
    Search: all matrices with entries ``0..k`` (``settings.exhaustive_bound(n)``) and
    random batches; proof: for each support pattern, ``together`` writes the score gain
    as a fraction whose numerator is a positive constant plus nonnegative terms and whose
    denominator has a certified sign.
    """
    direction = metric.direction
    moves = [(i, j) for j in range(n) for i in range(n) if i != j]
    undefined_pairs = 0
    for stage, batch in (("exhaustive", exhaustive(n, settings.exhaustive_bound(n))), ("random", random_batch(n, settings.search_size, rng))):
        base = evaluate(metric, batch)
        found = []
        for i, j in moves:
            has = np.flatnonzero(batch[:, i, j] >= 1)
            after_batch = batch[has].copy()
            after_batch[:, i, j] -= 1
            after_batch[:, j, j] += 1
            after = evaluate(metric, after_batch)
            b = base[has]
            both = np.isfinite(b) & np.isfinite(after)
            undefined_pairs += int((~both).sum()) if stage == "exhaustive" else 0
            bad = np.flatnonzero(both & ((after - b) * direction <= _TOL * (1 + np.abs(b))))
            found.extend((int(has[k]), i, j) for k in bad[:_CANDIDATES])
        found.sort(key=lambda t: (batch[t[0]].sum(), t[0], t[1], t[2]))
        for idx, i, j in found[:_CANDIDATES]:
            before = int_lists(batch[idx])
            after_m = [row[:] for row in before]
            after_m[i][j] -= 1
            after_m[j][j] += 1
            sign, v0, v1, how = compare(metric, before, after_m)
            if sign is not None and sign * direction <= 0:
                what = "unchanged" if sign == 0 else ("lower" if sign * direction < 0 else "higher")
                return _fails(
                    "MON",
                    f"on the test set {_ts(np.sum(before, axis=0))}, correcting one item ({_cell(n, i, j)} -> {_cell(n, j, j)}) "
                    f"takes the score from {as_text(v0)} to {as_text(v1)}: {what}, not strictly "
                    f"{'higher' if direction > 0 else 'lower (the metric is lower-is-better)'} "
                    f"(found by {stage} search, verified {how})",
                    {"before": before, "after": after_m, "moved": [[i, j], [j, j]], "values": [as_text(v0), as_text(v1)], "verified": how},
                )
    note = f"{undefined_pairs} pairs of the exhaustive stage with an undefined side were skipped (definedness is SDE/WDE)"
    proof = _mon_proof(metric, n, settings, direction)
    if proof is True:
        return _holds(
            "MON",
            {"kind": "proof", "method": "per support pattern, together(metric(after) - metric(before)) = positive constant + nonnegative terms over a denominator of certified sign"},
            f"every correction strictly improves the score (proved; {note})",
        )
    k = settings.exhaustive_bound(n)
    return _holds(
        "MON",
        {
            "kind": "search",
            "method": f"no counterexample: exhaustive over all {n}x{n} matrices with entries 0..{k} and {5 * settings.search_size} random matrices, every single-item correction tried; {proof}",
            "budget": {"exhaustive_max_entry": k, "random_matrices": 5 * settings.search_size},
        },
        f"no correction that fails to strictly improve the score was found (not refuted, not proved; {note})",
    )


def _strict_sign(e):
    """+1 / -1 when ``e`` = constant of that sign + terms of the same (weak) sign, else None."""
    e = sympy.expand(e)
    c, rest = e.as_coeff_Add()
    s = _nonneg_sign(rest) if rest != 0 else 0
    if s is None:
        return None
    if c > 0 and s >= 0:
        return 1
    if c < 0 and s <= 0:
        return -1
    return None


def _mon_proof(metric, n, settings, direction):
    """True when strict monotonicity is proved; else a note saying why not."""
    expr = metric.expression(n)
    if expr is None:
        return "no symbolic form"
    try:
        with time_budget(settings.symbolic_seconds):
            if expr.has(sympy.Piecewise):
                pats = _pattern_exprs(metric, n)
                if pats is None:
                    return "a Piecewise condition depends on the classifier"
                cases = [(present, e, _zeros(n, present)) for present, e in pats]
            else:
                cases = [(frozenset(range(n)), expr, {})]
            M = cell_symbols(n)
            s = sympy.Symbol("s", nonnegative=True)
            for present, e, zeros in cases:
                for j in sorted(present):
                    for i in range(n):
                        if i == j:
                            continue
                        before = dict(zeros)
                        before[M[i, j]] = s + 1
                        after = dict(zeros)
                        after[M[i, j]] = s
                        after[M[j, j]] = M[j, j] + 1
                        gain = direction * (e.xreplace(after) - e.xreplace(before))
                        if too_large(gain, settings):
                            return "expression above the symbolic size budget"
                        num, den = sympy.fraction(sympy.together(gain))
                        s_num = _strict_sign(num)
                        s_den = _nonneg_sign(sympy.expand(den))
                        if s_num is None or s_den in (None, 0) or s_num * s_den != 1:
                            return f"no strict sign certificate for the gain of {_cell(n, i, j)} -> {_cell(n, j, j)}"
            return True
    except SymbolicTimeout:
        return f"symbolic budget of {settings.symbolic_seconds} s exhausted"


# =========================================================================== CON
def check_con(metric, n, settings, rng, calibrated=False):
    r"""CON continuous differentiability (Sebastiani Axiom 2).

    Binary: on every test set :math:`(AP, AN)` the score, written as a function of the
    classifier's :math:`(TP, TN)` with :math:`FN = AP - TP`, :math:`FP = AN - TN`, is
    :math:`C^1` on the whole domain :math:`0 \le TP \le AP,\ 0 \le TN \le AN`, boundary
    included: the score and :math:`\partial M/\partial TP`, :math:`\partial M/\partial TN`
    are defined (finite) everywhere.

    n classes: the same for the score as a function of the classifier's free cells on a
    fixed test set (column j's cell :math:`m_{(j+1) \bmod n,\, j}` is the column sum minus
    the others; for n = 2 this is exactly FN and FP).

    Test sets on which the metric is undefined for *every* classifier are skipped (the
    problem, not the classifier, is undefined: WDE's territory). A point of a test set
    where the score is undefined although other classifiers are scored, or where a
    partial derivative is infinite, refutes CON. A proof: per support pattern, every
    denominator and radicand is free of the classifier's cells and positive, so the score
    is a polynomial in them. Without a proof, every integer point of every test set up to
    the grid bound is checked (exhaustive evidence, "not proved between integer points").
    """
    expr = metric.expression(n)
    if expr is None:
        return _unknown("CON", "needs a symbolic form to differentiate (numeric-only metric)")
    bound = _grid_bound(n, settings)
    P = _prevalence_symbols(n, nonnegative=True)
    M = cell_symbols(n)
    G = expr.xreplace(_parametrise(n, P))
    free = _free_cells(n)
    try:
        with time_budget(settings.symbolic_seconds * 4):
            partials = {c: sympy.diff(G, M[c]) for c in free}
            fns = {c: sympy.lambdify([M[c2] for c2 in free] + list(P), d, modules="numpy") for c, d in partials.items()}
    except SymbolicTimeout:
        partials = fns = None
    skipped, removable, uncertain = [], [], []
    for p in _test_sets(n, bound):
        mats = _classifiers(p)
        values = evaluate(metric, mats)
        if not np.isfinite(values).any():
            skipped.append(p)
            continue
        defined_idx = int(np.flatnonzero(np.isfinite(values))[0])
        for idx in np.flatnonzero(~np.isfinite(values))[:_CANDIDATES]:
            point = int_lists(mats[idx])
            v, how = value_of(metric, point)
            if v is None:
                neighbour = int_lists(mats[defined_idx])
                vn, _ = value_of(metric, neighbour)
                if vn is None:
                    continue
                limits = _limits(G, n, p, point, P, settings)
                lim_text = f"; limits of the score approaching it: {limits}" if limits else ""
                return _fails(
                    "CON",
                    f"on the test set {_ts(p)} the score is undefined at the classifier m={point} although e.g. m={neighbour} "
                    f"scores {as_text(vn)}: not continuously differentiable on the domain (boundary included){lim_text}",
                    {"test_set": list(p), "point": point, "problem": "score undefined", "defined_classifier": neighbour,
                     "defined_value": as_text(vn), "limits": limits, "verified": how},
                )
        if fns is None:
            continue
        present = [j for j in range(n) if p[j] > 0]
        args = [mats[:, i, j] for i, j in free] + [np.full(len(mats), float(pj)) for pj in p]
        for c in free:
            if c[1] not in present:
                continue
            with np.errstate(all="ignore"):
                d = np.broadcast_to(np.asarray(fns[c](*args), dtype=float), values.shape)
            bad = np.flatnonzero(np.isfinite(values) & ~np.isfinite(d))
            for idx in bad[:_CANDIDATES]:
                point = int_lists(mats[idx])
                verdict = _derivative_at(G, partials[c], n, c, p, point, P, settings)
                if verdict == "removable":
                    removable.append((p, point, c))
                elif verdict == "uncertain":
                    uncertain.append((p, point, c))
                else:
                    v, how = value_of(metric, point)
                    return _fails(
                        "CON",
                        f"on the test set {_ts(p)} at the classifier m={point} (score {as_text(v)}) the partial derivative "
                        f"∂M/∂{_cell(n, *c)} is {verdict}: not continuously differentiable",
                        {"test_set": list(p), "point": point, "problem": f"∂/∂{_cell(n, *c)} {verdict}", "value": as_text(v), "verified": how},
                    )
    skip_note = f"; skipped {len(skipped)} test sets where no classifier is scored ({', '.join(_ts(p) for p in skipped[:4])}{', …' if len(skipped) > 4 else ''})" if skipped else ""
    rem_note = f"; {len(removable)} points where the derivative formula is 0/0 but the difference quotient converges" if removable else ""
    proof = _con_proof(metric, n, settings)
    if proof is True:
        return _holds(
            "CON",
            {"kind": "proof", "method": "per support pattern, every denominator and radicand of the score is free of the classifier's cells and positive: the score is a polynomial in TP, TN (free cells) on each test set"},
            f"C^1 (indeed polynomial) in the classifier's cells on every test set (proved{skip_note})",
        )
    if fns is None:
        return _unknown("CON", f"symbolic differentiation exceeded its budget; no undefined score found ({proof})")
    if uncertain:
        p, point, c = uncertain[0]
        return _unknown("CON", f"could not decide ∂M/∂{_cell(n, *c)} at m={point} ({_ts(p)}); {len(uncertain)} such points")
    smooth = _is_algebraic(G) or (expr.has(sympy.Piecewise) and _test_set_level(expr, n) and _is_algebraic(_strip_test_level(G, n)))
    if not smooth:
        return _unknown("CON", f"score and partial derivatives finite at every integer point up to prevalence {bound}, but the metric contains non-algebraic or classifier-dependent pieces ({proof})")
    return _holds(
        "CON",
        {
            "kind": "exhaustive",
            "method": f"score and every partial derivative finite at every integer classifier of every test set with prevalences 0..{bound} "
            f"(float scan, candidates re-checked exactly); algebraic functions are C^1 where their derivatives are finite; not proved between integer points ({proof})",
            "budget": {"test_set_max_prevalence": bound},
        },
        f"no point with an undefined score or infinite derivative (not refuted between integer points{skip_note}{rem_note})",
    )


def _strip_test_level(G, n):
    """G with test-set-level Piecewise replaced by its branches (for the algebraic test)."""
    return G.replace(lambda e: isinstance(e, sympy.Piecewise), lambda pw: sympy.Add(*[v for v, _ in pw.args]))


def _con_proof(metric, n, settings):
    """True when every support pattern's score is a polynomial in the free cells; else a note."""
    try:
        with time_budget(settings.symbolic_seconds):
            pats = _pattern_exprs(metric, n)
            if pats is None:
                return "no proof: a Piecewise condition depends on the classifier"
            P = _prevalence_symbols(n, positive=True)
            for present, e in pats:
                if not _is_algebraic(e):
                    return "no proof: non-algebraic expression"
                if too_large(e, settings):
                    return "no proof: expression above the symbolic size budget"
                sub = {}
                Mc = cell_symbols(n)
                for j in present:
                    di, dj = _dependent(n, j)
                    sub[Mc[di, dj]] = P[j] - sympy.Add(*[Mc[i, j] for i in range(n) if i != di])
                sub.update(_zeros(n, present))
                free_syms = {Mc[c] for c in _free_cells(n, present)}
                dens, roots = _singular_bases(e)
                subbed = [(b.xreplace(sub), True) for b in dens] + [(b.xreplace(sub), False) for b in roots]
                if any(b == 0 or b.has(sympy.nan, sympy.zoo) for b, is_den in subbed if is_den):
                    continue  # undefined for every classifier of these test sets: vacuous
                for b, is_den in subbed:
                    if b.free_symbols & free_syms:
                        return f"no proof: a denominator or radicand depends on the classifier ({_pattern_text(n, present)})"
                    b = sympy.cancel(b)
                    ok = b.is_positive if is_den else b.is_nonnegative
                    if not ok:
                        return f"no proof: cannot show {b} > 0 ({_pattern_text(n, present)})"
            return True
    except SymbolicTimeout:
        return f"no proof: symbolic budget of {settings.symbolic_seconds} s exhausted"


def _point_map(n, p, point, P, skip=None):
    M = cell_symbols(n)
    env = {M[c]: sympy.Integer(point[c[0]][c[1]]) for c in _free_cells(n) if c != skip}
    env.update({P[j]: sympy.Integer(int(p[j])) for j in range(n)})
    return env


def _limits(G, n, p, point, P, settings):
    """Limits of the score along each free cell towards ``point`` (from the feasible sides), as text."""
    out = {}
    try:
        with time_budget(min(2.0, settings.symbolic_seconds)):
            M = cell_symbols(n)
            for c in _free_cells(n, [j for j in range(n) if p[j] > 0]):
                x0 = point[c[0]][c[1]]
                dep = _dependent(n, c[1])
                g = G.xreplace(_point_map(n, p, point, P, skip=c))
                sides = []
                if point[dep[0]][dep[1]] > 0:
                    sides.append(("+", f"{_cell(n, *c)}→{x0}⁺"))
                if x0 > 0:
                    sides.append(("-", f"{_cell(n, *c)}→{x0}⁻"))
                for d, label in sides:
                    lim = sympy.limit(g, M[c], x0, dir=d)
                    if lim.has(sympy.Limit, sympy.nan, sympy.zoo) or g.has(sympy.nan, sympy.zoo):
                        out[label] = "undefined along this direction"
                    else:
                        out[label] = as_text(lim) if lim.is_finite else str(lim)
    except SymbolicTimeout:
        pass
    except Exception:  # sympy.limit may give up; limits are only explanatory
        pass
    return out


def _derivative_at(G, d, n, c, p, point, P, settings):
    """'removable' (difference quotient converges), 'uncertain', or a description of the singularity."""
    M = cell_symbols(n)
    env = _point_map(n, p, point, P)
    exact = d.xreplace(env)
    if not exact.has(sympy.nan, sympy.zoo, sympy.oo, -sympy.oo) and exact.is_finite:
        return "removable"
    dep = _dependent(n, c[1])
    h = sympy.Symbol("h", positive=True)
    x0 = point[c[0]][c[1]]
    sign = 1 if point[dep[0]][dep[1]] > 0 else -1
    try:
        with time_budget(min(2.0, settings.symbolic_seconds)):
            env_h = dict(env)
            env_h[M[c]] = x0 + sign * h
            g0 = G.xreplace(env)
            quotient = (G.xreplace(env_h) - g0) / (sign * h)
            lim = sympy.limit(quotient, h, 0, dir="+")
    except SymbolicTimeout:
        return "uncertain"
    except Exception:
        return "uncertain"
    if lim.is_finite:
        return "removable"
    if lim in (sympy.oo, -sympy.oo, sympy.zoo):
        return f"infinite (one-sided difference quotient → {lim})"
    return "uncertain"


# =========================================================================== SDE / WDE
def _search_stages(n, settings, rng):
    mats, owner, sets = _grid(n, _grid_bound(n, settings))
    yield "exhaustive", mats
    yield "random", random_batch(n, settings.search_size, rng)


def check_sde(metric, n, settings, rng, calibrated=False):
    r"""SDE strong definiteness (Sebastiani Axiom 3): the score is defined for every test set and classifier.

    .. math:: \forall m \in \mathbb{N}^{n\times n},\ \textstyle\sum m > 0:\ M(m) \text{ is defined}

    (binary: every :math:`(AP, AN) \ne (0, 0)` and every :math:`0 \le TP \le AP`,
    :math:`0 \le TN \le AN`; the same statement for n classes). Scans every classifier of
    every test set up to the grid bound, then random matrices; fails with the first
    (smallest) undefined case, re-checked exactly. Proof: for every support pattern every
    denominator is certified positive.
    """
    for stage, batch in _search_stages(n, settings, rng):
        values = evaluate(metric, batch)
        for idx in np.flatnonzero(~np.isfinite(values))[:_CANDIDATES]:
            m = int_lists(batch[idx])
            if sum(map(sum, m)) == 0:
                continue
            v, how = value_of(metric, m)
            if v is None:
                return _fails(
                    "SDE",
                    f"undefined on the test set {_ts(np.sum(m, axis=0))} for the classifier m={m} (found by {stage} scan, verified {how})",
                    {"test_set": [int(x) for x in np.sum(m, axis=0)], "matrix": m, "value": "undefined", "verified": how},
                    evidence={"kind": "counterexample", "method": f"{stage} scan of test sets and classifiers; the undefined value re-checked exactly"},
                )
    status = _definedness_proof(metric, n, settings)
    if isinstance(status, dict) and all(s == "defined" for s in status.values()):
        return _holds(
            "SDE",
            {"kind": "proof", "method": "for every support pattern of the test set, every denominator is certified positive"},
            "defined for every nonempty test set and every classifier (proved)",
        )
    reason = status if isinstance(status, str) else "no positivity certificate for some denominator"
    return _holds(
        "SDE",
        _search_evidence(n, settings, "every classifier of every test set up to the grid bound, then random matrices", reason),
        "no undefined case found (not refuted, not proved)",
    )


def _search_evidence(n, settings, what, note):
    return {
        "kind": "search",
        "method": f"no counterexample: exhaustive over {what} (prevalences 0..{_grid_bound(n, settings)}) and {5 * settings.search_size} random matrices; {note}",
        "budget": _budget(n, settings),
    }


def check_wde(metric, n, settings, rng, calibrated=False):
    r"""WDE weak definiteness (Sebastiani Axiom 4): whether the score is defined depends on the test set only.

    .. math:: \forall m, m' \text{ with equal column sums}:\ M(m) \text{ defined} \iff M(m') \text{ defined}

    (binary: two classifiers on the same :math:`(AP, AN)`; n classes: same prevalences).
    Fails with two classifiers on one test set, one scored and one undefined (both
    re-checked exactly). Proof: per support pattern, either every denominator is
    certified positive or one of them vanishes identically.
    """
    bound = _grid_bound(n, settings)
    for p in _test_sets(n, bound):
        mats = _classifiers(p)
        defined = np.isfinite(evaluate(metric, mats))
        if defined.all() or not defined.any():
            continue
        found = _wde_pair(metric, [int_lists(mats[k]) for k in np.flatnonzero(defined)[:_CANDIDATES]], [int_lists(mats[k]) for k in np.flatnonzero(~defined)[:_CANDIDATES]])
        if found:
            return _wde_fail(n, p, found, "exhaustive")
    batch = random_batch(n, settings.search_size, rng)
    batch = batch[batch.sum(axis=(1, 2)) > 0]
    prev = batch.sum(axis=1)
    other = np.zeros_like(batch)
    for j in range(n):
        draws = rng.multinomial(prev[:, j].astype(np.int64), np.full(n, 1.0 / n))
        other[:, :, j] = draws
    perfect = np.zeros_like(batch)
    for j in range(n):
        perfect[:, j, j] = prev[:, j]
    d0 = np.isfinite(evaluate(metric, batch))
    for alt in (other, perfect):
        d1 = np.isfinite(evaluate(metric, alt))
        for idx in np.flatnonzero(d0 != d1)[:_CANDIDATES]:
            a, b = int_lists(batch[idx]), int_lists(alt[idx])
            good, bad = (a, b) if d0[idx] else (b, a)
            found = _wde_pair(metric, [good], [bad])
            if found:
                return _wde_fail(n, tuple(int(x) for x in prev[idx]), found, "random")
    status = _definedness_proof(metric, n, settings)
    if isinstance(status, dict) and all(s in ("defined", "undefined") for s in status.values()):
        undefined = [_pattern_text(n, s) for s, st in status.items() if st == "undefined"]
        where = f"; undefined for every classifier exactly when {' or '.join(undefined)}" if undefined else ""
        return _holds(
            "WDE",
            {"kind": "proof", "method": "per support pattern, every denominator is certified positive or vanishes identically"},
            f"definedness depends on the test set only (proved{where})",
        )
    reason = status if isinstance(status, str) else "no certificate for some support pattern"
    return _holds(
        "WDE",
        _search_evidence(n, settings, "every test set up to the grid bound with all its classifiers; random test sets with a random and the perfect classifier", reason),
        "no test set with both scored and undefined classifiers found (not refuted, not proved)",
    )


def _wde_pair(metric, defined, undefined):
    for bad in undefined:
        vb, how_b = value_of(metric, bad)
        if vb is not None:
            continue
        for good in defined:
            vg, how_g = value_of(metric, good)
            if vg is not None:
                return good, vg, bad, _how(how_g, how_b)
    return None


def _wde_fail(n, p, found, stage):
    good, vg, bad, how = found
    return _fails(
        "WDE",
        f"on the test set {_ts(p)} the classifier m={good} scores {as_text(vg)} but m={bad} is undefined "
        f"(found by {stage} scan, verified {how})",
        {"test_set": [int(x) for x in p], "defined": good, "defined_value": as_text(vg), "undefined": bad, "verified": how},
    )


# =========================================================================== FIX
def _extreme(metric, mats, values, which):
    """Exact (value, matrix) of the min or max over the defined classifiers (float scan, exact tie-break)."""
    ok = np.flatnonzero(np.isfinite(values))
    target = values[ok].min() if which == "min" else values[ok].max()
    close = ok[np.abs(values[ok] - target) <= 1e-9 * (1 + abs(target))]
    best = None
    for idx in close[:_CANDIDATES]:
        m = int_lists(mats[idx])
        v, how = value_of(metric, m)
        if v is None:
            continue
        if best is None:
            best = (v, m, how)
            continue
        s = sign_of_difference(best[0], v)
        if s is not None and (s < 0 if which == "min" else s > 0):
            best = (v, m, how)
    return best


def check_fix(metric, n, settings, rng, calibrated=False):
    r"""FIX fixed range (Sebastiani Axiom 5): the range of the score does not depend on the test set.

    .. math:: \big[\min_{h} M(\mathcal{Y}, h),\ \max_{h} M(\mathcal{Y}, h)\big] = [\alpha, \beta] \text{ for every test set } \mathcal{Y}

    (binary: every :math:`(AP, AN)`, including AP = 0 and AN = 0; n classes: every
    prevalence vector). For every test set up to the grid bound, the exact minimum and
    maximum over all its (scored) classifiers are computed; test sets where no classifier
    is scored have no range and are listed apart. Fails with two test sets whose ranges
    differ. ``extra["ranges"]`` maps each range seen to its test sets.
    """
    bound = _grid_bound(n, settings)
    ranges, undefined = [], []
    for p in _test_sets(n, bound):
        mats = _classifiers(p)
        values = evaluate(metric, mats)
        if not np.isfinite(values).any():
            undefined.append(p)
            continue
        lo, hi = _extreme(metric, mats, values, "min"), _extreme(metric, mats, values, "max")
        if lo is None or hi is None:
            undefined.append(p)
            continue
        ranges.append((p, lo, hi, int((~np.isfinite(values)).sum())))
    if not ranges:
        return _unknown("FIX", f"no classifier of any test set with prevalences 0..{bound} is scored")
    table = {}
    for p, lo, hi, n_undef in ranges:
        table.setdefault(f"[{as_text(lo[0])}, {as_text(hi[0])}]", []).append(_ts(p))
    extra = {"ranges": table, "undefined_test_sets": [_ts(p) for p in undefined]}
    seen = "; ".join(f"{r} on {len(v)} test sets (e.g. {', '.join(v[:3])})" for r, v in table.items())
    undef_note = f"; no classifier scored on {len(undefined)} test sets (e.g. {', '.join(_ts(p) for p in undefined[:3])})" if undefined else ""
    p0, lo0, hi0, u0 = ranges[0]
    for p1, lo1, hi1, u1 in ranges[1:]:
        d_lo, d_hi = sign_of_difference(lo0[0], lo1[0]), sign_of_difference(hi0[0], hi1[0])
        if d_lo or d_hi:
            how = _how(lo0[2], hi0[2], lo1[2], hi1[2])
            cex = {
                "test_sets": [list(p0), list(p1)],
                "ranges": [[as_text(lo0[0]), as_text(hi0[0])], [as_text(lo1[0]), as_text(hi1[0])]],
                "extremes": [{"min": lo0[1], "max": hi0[1]}, {"min": lo1[1], "max": hi1[1]}],
                "verified": how,
            }
            for key, p, u in (("classifiers_0", p0, u0), ("classifiers_1", p1, u1)):
                mats = _classifiers(p)
                if len(mats) <= 100:
                    cex[key] = [[int_lists(m), as_text(value_of(metric, int_lists(m))[0])] for m in mats]
            notes = [f"{u0} unscored classifiers on the first" if u0 else "", f"{u1} on the second" if u1 else ""]
            note = "; ".join(x for x in notes if x)
            return _fails(
                "FIX",
                f"the range is [{as_text(lo0[0])}, {as_text(hi0[0])}] on {_ts(p0)} but [{as_text(lo1[0])}, {as_text(hi1[0])}] on {_ts(p1)}"
                f"{' (' + note + ')' if note else ''}; ranges seen: {seen}{undef_note}",
                cex,
                extra=extra,
                evidence={"kind": "counterexample", "method": "exhaustive over the classifiers of both test sets; extremes located in float64 and evaluated exactly"},
            )
    return _holds(
        "FIX",
        {
            "kind": "exhaustive",
            "method": f"exact min and max over every classifier of every test set with prevalences 0..{bound} (extremes located in float64, evaluated exactly)",
            "budget": {"test_set_max_prevalence": bound},
        },
        f"range {next(iter(table))} on every test set checked{undef_note}",
        extra=extra,
    )


# =========================================================================== CHA
def _multinomial(total, parts):
    return factorial(total) // prod(factorial(x) for x in parts)


def _probability(m, p, model):
    """Exact probability that the random classifier ``model`` produces the matrix ``m`` on test set ``p``."""
    n = len(p)
    total = sum(p)
    cols = [[m[i][j] for i in range(n)] for j in range(n)]
    if model == "coin":
        return prod(Fraction(_multinomial(p[j], cols[j]), n ** p[j]) for j in range(n))
    if model == "prevalence":
        q = [Fraction(p[i], total) for i in range(n)]
        out = Fraction(1)
        for j in range(n):
            out *= _multinomial(p[j], cols[j])
            for i in range(n):
                out *= q[i] ** m[i][j]
        return out
    if model == "uniform_rate":
        rows = [sum(m[i]) for i in range(n)]
        tables = Fraction(
            prod(factorial(x) for x in p) * prod(factorial(x) for x in rows),
            factorial(total) * prod(factorial(x) for row in m for x in row),
        )
        return tables / comb(total + n - 1, n - 1)
    raise UsageError(f"model={model!r} is not a random-classifier model; accepted: {', '.join(RANDOM_MODELS)}")


def _scored(metric, p, cache=None):
    """``[(matrix, value, how)]`` for every classifier on the test set ``p`` (cached per call site)."""
    p = tuple(int(x) for x in p)
    if cache is not None and p in cache:
        return cache[p]
    out = []
    for m in _classifiers(p):
        m = int_lists(m)
        v, how = value_of(metric, m)
        out.append((m, v, how))
    if cache is not None:
        cache[p] = out
    return out


def _to_number(v):
    if isinstance(v, float):
        return v
    if v.is_Rational:
        return Fraction(int(v.p), int(v.q))
    return v


def _expectation(metric, p, model, cache=None):
    """Exact E[score] under ``model``: dict with value (None if undefined), how, undefined witness, conditional value."""
    scored = _scored(metric, p, cache)
    total_prob = Fraction(0)
    acc_frac, acc_other, acc_float = Fraction(0), [], 0.0
    defined_prob = Fraction(0)
    witness = None
    any_float = False
    for m, v, how in scored:
        pr = _probability(m, p, model)
        total_prob += pr
        if pr == 0:
            continue
        if v is None:
            if witness is None:
                witness = (m, pr)
            continue
        defined_prob += pr
        x = _to_number(v)
        if isinstance(x, float):
            any_float = True
            acc_float += float(pr) * x
        elif isinstance(x, Fraction):
            acc_frac += pr * x
        else:
            acc_other.append(sympy.Rational(pr.numerator, pr.denominator) * x)
    assert total_prob == 1, (p, model, total_prob)
    if any_float:
        weighted = acc_float + float(acc_frac) + float(sum(acc_other) if acc_other else 0.0)
    else:
        weighted = sympy.Rational(acc_frac.numerator, acc_frac.denominator) + sympy.Add(*acc_other)
    conditional = None
    if defined_prob > 0:
        conditional = weighted / float(defined_prob) if any_float else weighted / sympy.Rational(defined_prob.numerator, defined_prob.denominator)
    return {
        "value": None if witness is not None else weighted,
        "how": "float64" if any_float else "exact",
        "undefined": witness,
        "conditional": conditional,
        "defined_probability": defined_prob,
        "scored_anywhere": defined_prob > 0 or any(v is not None for _, v, _ in scored),
    }


def expected_score(metric, test_set_counts, model="coin"):
    r"""Exact expected score of a random classifier on a test set (Sebastiani's CHA).

    Parameters
    ----------
    metric : str or metrics.Metric
    test_set_counts : sequence of int
        ``(AP, AN)`` for binary test sets, or the n class prevalences.
    model : str
        ``"coin"``: every item is given each of the n classes with probability 1/n
        independently (binary: positive with probability 1/2);
        ``"uniform_rate"``: the number k of predicted positives is uniform on
        ``0..|D|`` and the positives are a uniformly random k-subset (so TP is
        hypergeometric); n classes: the predicted class counts are uniform over all
        compositions of ``|D|`` and the table given them is multivariate hypergeometric;
        ``"prevalence"``: every item gets class i with probability
        ``prevalence(i) / |D|`` independently.

    Returns
    -------
    sympy number (exact), float (metrics without an exact form) or None when the
    expectation is undefined (the metric is undefined on a classifier the model draws
    with positive probability). Computed by enumerating every classifier of the test set
    with its exact probability, never by sampling.

    Sebastiani's F1 values for AN = 0 (0.500 at |D| = 1, ≈ 0.612 at |D| = 100) are those
    of ``"uniform_rate"``.
    """
    import metrics as _metrics

    metric = _metrics.get(metric)
    try:
        p = tuple(int(x) for x in test_set_counts)
        ok = all(x >= 0 for x in p) and sum(p) > 0 and all(int(x) == x for x in test_set_counts)
    except (TypeError, ValueError):
        ok = False
    if not ok or len(p) < 2:
        raise UsageError(f"test_set_counts={test_set_counts!r} is not supported; accepted: two or more nonnegative integer class counts with a positive sum")
    if not metric.applies_to(len(p)):
        raise UsageError(f"metric {metric.name!r} is not defined for n={len(p)} classes")
    if model not in RANDOM_MODELS:
        raise UsageError(f"model={model!r} is not supported; accepted: {', '.join(RANDOM_MODELS)}")
    return _expectation(metric, p, model)["value"]


def check_cha(metric, n, settings, rng, calibrated=False):
    r"""CHA robustness to chance (Sebastiani Axiom 6): a random classifier's expected score is one constant.

    .. math:: E\big[M(\mathcal{Y}, h^{rand})\big] = \gamma \quad\text{for every test set } \mathcal{Y}

    evaluated exactly (every classifier with its exact probability) on every test set up
    to the grid bound, under three random-classifier models (:func:`expected_score`):
    ``coin`` (each item gets each class with probability 1/n — the verdict's model, the
    paper's default reading), ``uniform_rate`` (number of predicted positives uniform,
    the model behind the paper's F1 figures) and ``prevalence`` (class i with probability
    prevalence(i)/|D|). Test sets on which no classifier is scored are skipped; an
    expectation that is undefined because the model draws an unscored classifier with
    positive probability is reported as undefined (never silently conditioned on).
    Fails (under ``coin``) with two test sets with different exact expectations, or with
    a test set whose expectation is undefined. ``extra["models"]`` has every model's
    result.
    """
    bound = _grid_bound(n, settings)
    cache = {}
    sets = _test_sets(n, bound)
    models = {}
    for model in RANDOM_MODELS:
        models[model] = _cha_model(metric, sets, model, cache)
    summary = {k: {kk: vv for kk, vv in v.items() if not kk.startswith("_")} for k, v in models.items()}
    extra = {"models": summary, "default_model": "coin"}
    coin = models["coin"]
    per_model = "; ".join(f"{k}: {v['summary']}" for k, v in models.items())
    if coin["_differ"] is not None:
        (p0, v0, how0), (p1, v1, how1) = coin["_differ"]
        return _fails(
            "CHA",
            f"under the coin model E[score] = {as_text(v0)} on {_ts(p0)} but {as_text(v1)} on {_ts(p1)}; per model: {per_model}",
            {"model": "coin", "test_sets": [list(p0), list(p1)], "expectations": [as_text(v0), as_text(v1)], "verified": _how(how0, how1) + " enumeration of all classifiers"},
            extra=extra,
            evidence={"kind": "counterexample", "method": "exact expectations by enumerating every classifier of both test sets with its exact probability"},
        )
    if coin["_undefined"] is not None:
        p, (m, pr), cond = coin["_undefined"]
        return _fails(
            "CHA",
            f"under the coin model E[score] is undefined on {_ts(p)}: the classifier m={m} (probability {pr}) is not scored"
            f"{f' (conditional on being scored E = {as_text(cond)})' if cond is not None else ''}; per model: {per_model}",
            {"model": "coin", "test_set": list(p), "matrix": m, "probability": str(pr), "value": "undefined", "verified": "exact"},
            extra=extra,
            evidence={"kind": "counterexample", "method": "exact enumeration; the unscored classifier re-checked exactly"},
        )
    if coin["constant"] is None:
        return _unknown("CHA", f"no test set with prevalences 0..{bound} has a scored classifier")
    return _holds(
        "CHA",
        {
            "kind": "exhaustive",
            "method": f"expectation under the coin model on every test set with prevalences 0..{bound} (enumeration of every classifier with its exact probability; "
            f"values {'in float64: the exact form is unavailable for some classifiers' if coin['_float'] else 'exact'})",
            "budget": {"test_set_max_prevalence": bound, "test_sets": len(sets)},
        },
        f"E[score] = {coin['value']} on every test set checked (coin model); per model: {per_model}",
        extra=extra,
    )


def _cha_model(metric, sets, model, cache):
    first, differ, undefined = None, None, None
    uses_float = False
    expectations, undefined_on, skipped = {}, [], []
    all_present_values = []
    for p in sets:
        e = _expectation(metric, p, model, cache)
        if not e["scored_anywhere"]:
            skipped.append(_ts(p))
            continue
        if e["value"] is None:
            expectations[_ts(p)] = "undefined"
            undefined_on.append(_ts(p))
            if undefined is None:
                undefined = (p, e["undefined"], e["conditional"])
            continue
        expectations[_ts(p)] = as_text(e["value"])
        if all(x > 0 for x in p):
            all_present_values.append(e["value"])
        uses_float = uses_float or e["how"] != "exact"
        if first is None:
            first = (p, e["value"], e["how"])
        elif differ is None and sign_of_difference(first[1], e["value"]):
            differ = (first, (p, e["value"], e["how"]))
    constant_present = None
    if all_present_values:
        constant_present = not any(sign_of_difference(all_present_values[0], v) for v in all_present_values[1:])
    if differ is not None:
        summary = f"varies ({as_text(differ[0][1])} on {_ts(differ[0][0])} vs {as_text(differ[1][1])} on {_ts(differ[1][0])})"
    elif first is None:
        summary = f"undefined on all {len(undefined_on)} test sets with a scored classifier" if undefined_on else "no scored test set"
    else:
        summary = f"{as_text(first[1])} on every test set with a defined expectation"
    if undefined_on and first is not None:
        summary += f", undefined on {len(undefined_on)} test sets"
    if constant_present is not None and differ is not None:
        summary += f"; {'constant' if constant_present else 'not constant'} over test sets with every class present"
    return {
        "constant": None if first is None and not undefined_on else (differ is None and not undefined_on),
        "value": as_text(first[1]) if first is not None and differ is None else None,
        "constant_when_all_classes_present": constant_present,
        "expectations": expectations,
        "undefined_on": undefined_on,
        "skipped": skipped,
        "counterexample": None if differ is None else {"test_sets": [list(differ[0][0]), list(differ[1][0])], "expectations": [as_text(differ[0][1]), as_text(differ[1][1])]},
        "summary": summary,
        "_differ": differ,
        "_undefined": undefined,
        "_float": uses_float,
    }


# =========================================================================== IMB
def _constant_classifier(p, c):
    n = len(p)
    return [[int(p[j]) if i == c else 0 for j in range(n)] for i in range(n)]


def _constant_name(n, c):
    if n == 2:
        return "trivial acceptor" if c == 0 else "trivial rejector"
    return f"constant classifier predicting class {c}"


def check_imb(metric, n, settings, rng, calibrated=False):
    r"""IMB robustness to imbalance (Sebastiani Axiom 7): trivial classifiers score constants.

    Binary: for every test set with :math:`AP > 0` and :math:`AN > 0`,

    .. math:: M\begin{pmatrix}AP & AN\\ 0 & 0\end{pmatrix} = k_1, \qquad M\begin{pmatrix}0 & 0\\ AP & AN\end{pmatrix} = k_2

    (trivial acceptor and trivial rejector). n classes: for every class c, the constant
    classifier predicting c (row c = the prevalences, other rows 0) scores one constant
    :math:`k_c` over all test sets in which every class occurs. Proof: the score of the
    constant classifier on symbolic positive prevalences is a number; otherwise every test
    set with prevalences 1..bound and random larger ones are compared exactly. Unscored
    on every test set: "unknown" (the paper: "we cannot even say").
    """
    bound = _grid_bound(n, settings)
    sets = _test_sets(n, bound, positive=True)
    sets += [tuple(int(x) for x in row) for row in rng.integers(1, 1000, size=(20, n))]
    P = _prevalence_symbols(n, positive=True)
    constants, proofs, undefined_all = {}, 0, []
    for c in range(n):
        name = _constant_name(n, c)
        symbolic = None
        if metric.symbolic is not None:
            try:
                with time_budget(settings.symbolic_seconds):
                    T = sympy.Matrix(n, n, lambda i, j: P[j] if i == c else sympy.Integer(0))
                    v = sympy.cancel(sympy.sympify(metric.symbolic(T)))
                    symbolic = v
            except (SymbolicTimeout, Exception):  # noqa: BLE001 - a user's symbolic form may raise
                symbolic = None
        first, seen_undefined, seen_defined = None, None, None
        for p in sets:
            m = _constant_classifier(p, c)
            v, how = value_of(metric, m)
            if v is None:
                seen_undefined = seen_undefined or (p, m)
                if seen_defined is not None:
                    break
                continue
            seen_defined = seen_defined or (p, m, v, how)
            if seen_undefined is not None:
                break
            if first is None:
                first = (p, m, v, how)
            elif sign_of_difference(first[2], v):
                p0, m0, v0, how0 = first
                return _fails(
                    "IMB",
                    f"the {name} scores {as_text(v0)} on {_ts(p0)} but {as_text(v)} on {_ts(p)} (verified {_how(how0, how)})",
                    {"classifier": name, "class": c, "test_sets": [list(p0), list(p)], "matrices": [m0, m], "values": [as_text(v0), as_text(v)], "verified": _how(how0, how)},
                )
        if seen_undefined is not None and seen_defined is not None:
            pd, md, vd, howd = seen_defined
            pu, mu = seen_undefined
            return _fails(
                "IMB",
                f"the {name} scores {as_text(vd)} on {_ts(pd)} but is undefined on {_ts(pu)} (verified {howd})",
                {"classifier": name, "class": c, "test_sets": [list(pd), list(pu)], "matrices": [md, mu], "values": [as_text(vd), "undefined"], "verified": howd},
            )
        if seen_defined is None:
            undefined_all.append(name)
            continue
        constants[name] = as_text(first[2])
        if symbolic is not None and not symbolic.free_symbols and symbolic.is_finite and not sign_of_difference(first[2], symbolic):
            proofs += 1
    if undefined_all:
        verb = "are" if len(undefined_all) > 1 else "is"
        return _unknown("IMB", f"the {' and the '.join(undefined_all)} {verb} undefined on every test set checked, so IMB cannot be decided"
                        f"{'; ' + ', '.join(f'{k} = {v}' for k, v in constants.items()) if constants else ''}")
    text = ", ".join(f"{k} = {v}" for k, v in constants.items())
    if proofs == n:
        return _holds(
            "IMB",
            {"kind": "proof", "method": "the score of every constant classifier on symbolic positive prevalences simplifies to a number"},
            f"{text} on every test set with every class present (proved)",
            extra={"constants": constants},
        )
    return _holds(
        "IMB",
        {
            "kind": "search",
            "method": f"exact values on every test set with prevalences 1..{bound} and 20 random ones up to 999; no symbolic constant",
            "budget": {"test_set_max_prevalence": bound, "random_test_sets": 20},
        },
        f"{text} on every test set checked (not refuted, not proved)",
        extra={"constants": constants},
    )


# =========================================================================== SYM
def _relabellings(n, rng):
    ident = tuple(range(n))
    if n <= 4:
        return [pi for pi in permutations(range(n)) if pi != ident]
    out = [tuple(list(range(k)) + [k + 1, k] + list(range(k + 2, n))) for k in range(n - 1)]
    out += [tuple(int(x) for x in rng.permutation(n)) for _ in range(5)]
    return out


def _permute(m, pi):
    m = np.asarray(m)
    return m[..., list(pi), :][..., :, list(pi)]


def check_sym(metric, n, settings, rng, calibrated=False):
    r"""SYM symmetry (Sebastiani Axiom 8): the score is invariant under swapping the class and its complement.

    Binary:

    .. math:: M\begin{pmatrix}TP & FP\\ FN & TN\end{pmatrix} = M\begin{pmatrix}TN & FN\\ FP & TP\end{pmatrix}

    (rows and columns both swapped). n classes: invariance under every relabelling π of
    the classes, :math:`M(m) = M(m^\pi)` with :math:`m^\pi_{ij} = m_{\pi(i)\pi(j)}`.
    Proof: ``cancel`` proves invariance under the adjacent transpositions, which generate
    all relabellings. Otherwise all matrices with entries ``0..k`` and random batches are
    searched; a counterexample is two matrices with exactly different values (or one
    scored and one undefined).
    """
    perms = _relabellings(n, rng)
    for stage, batch in (("exhaustive", exhaustive(n, settings.exhaustive_bound(n))), ("random", random_batch(n, settings.search_size, rng))):
        base = evaluate(metric, batch)
        mixed = []
        for pi in perms:
            moved = _permute(batch, pi)
            after = evaluate(metric, moved)
            both = np.isfinite(base) & np.isfinite(after)
            bad = np.flatnonzero(both & (np.abs(after - base) > 1e-9 * (1 + np.abs(base))))
            bad = sorted(bad, key=lambda b: (batch[b].sum(), b))
            for idx in bad[:_CANDIDATES]:
                m0 = int_lists(batch[idx])
                m1 = int_lists(moved[idx])
                sign, v0, v1, how = compare(metric, m0, m1)
                if sign:
                    return _sym_fail(n, pi, m0, m1, v0, v1, how, stage)
            one = np.flatnonzero(np.isfinite(base) != np.isfinite(after))
            mixed.extend((int(b), pi) for b in one[:_CANDIDATES])
        mixed.sort(key=lambda t: (batch[t[0]].sum(), t[0]))
        for idx, pi in mixed[:_CANDIDATES]:
            m0 = int_lists(batch[idx])
            m1 = int_lists(_permute(batch[idx], pi))
            v0, h0 = value_of(metric, m0)
            v1, h1 = value_of(metric, m1)
            if (v0 is None) != (v1 is None):
                return _sym_fail(n, pi, m0, m1, v0, v1, _how(h0, h1), stage)
    expr = metric.expression(n)
    note = "no symbolic form"
    if expr is not None:
        M = cell_symbols(n)
        try:
            with time_budget(settings.symbolic_seconds):
                gens = [tuple(list(range(k)) + [k + 1, k] + list(range(k + 2, n))) for k in range(n - 1)]
                proved = all(identically_zero(metric.symbolic(sympy.Matrix(_permute(np.array(M, dtype=object), g))) - expr, settings) for g in gens)
            if proved:
                return _holds(
                    "SYM",
                    {"kind": "proof", "method": "cancel proves metric(m^π) − metric(m) ≡ 0 for the adjacent transpositions (generators of all relabellings)"},
                    "invariant under " + ("swapping the class and its complement" if n == 2 else "every relabelling of the classes") + " (proved)",
                )
            note = "cancel did not prove invariance"
        except SymbolicTimeout:
            note = f"symbolic budget of {settings.symbolic_seconds} s exhausted"
    k = settings.exhaustive_bound(n)
    return _holds(
        "SYM",
        {
            "kind": "search",
            "method": f"no counterexample: exhaustive over all {n}x{n} matrices with entries 0..{k} and {5 * settings.search_size} random matrices, {len(perms)} relabellings each; {note}",
            "budget": {"exhaustive_max_entry": k, "random_matrices": 5 * settings.search_size, "relabellings": len(perms)},
        },
        "no relabelling that changes the score was found (not refuted, not proved)",
    )


def _sym_fail(n, pi, m0, m1, v0, v1, how, stage):
    what = "swapping the class and its complement" if n == 2 else f"relabelling the classes by π = {list(pi)}"
    return _fails(
        "SYM",
        f"{what} maps m={m0} (score {as_text(v0)}) to m={m1} (score {as_text(v1)}) (found by {stage} search, verified {how})",
        {"before": m0, "after": m1, "permutation": list(pi), "values": [as_text(v0), as_text(v1)], "verified": how},
    )
