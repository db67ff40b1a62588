"""Shared machinery of the axiom checks: test sets, classifiers, grids and symbolic support."""

from functools import lru_cache
from itertools import combinations, product

import numpy as np
import sympy

from metrics._bridge import cell_symbols

from ..budget import SymbolicTimeout, time_budget
from ..symbolic import _nonneg_sign, too_large

#: Random classifiers of the CHA axiom (see :func:`expected_score`).
RANDOM_MODELS = ("coin", "uniform_rate", "prevalence")

_BINARY_CELLS = {(0, 0): "TP", (0, 1): "FP", (1, 0): "FN", (1, 1): "TN"}


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


def _parametrise(n, P, columns=None):
    """``{dependent cell of column j: P_j - (the other cells of column j)}`` for ``columns`` (default: all)."""
    M = cell_symbols(n)
    sub = {}
    for j in range(n) if columns is None else columns:
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
