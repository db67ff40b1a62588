"""Shared machinery of the axiom checks: test sets, classifiers, grids and symbolic support."""

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, product
from math import comb, prod

import numpy as np
import sympy

from metrics import cell_symbols

from ..budget import SymbolicTimeout, time_budget
from ..exact import exact_sign
from ..symbolic import _nonneg_sign, expansion_bound, too_large

#: Random classifiers of the CHA axiom (see :func:`expected_score`).
RANDOM_MODELS = ("coin", "uniform_rate", "prevalence", "permutation")

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


def _classifier_count(p):
    """How many classifiers the test set ``p`` has: each column j is a composition of p_j into n rows,
    so :math:`\\prod_j \\binom{p_j + n - 1}{n - 1}`."""
    n = len(p)
    return prod(comb(int(pj) + n - 1, n - 1) for pj in p)


#: Test sets with at most this many classifiers keep their matrices cached between the checks.
_CACHED_CLASSIFIERS = 4096


def _classifiers(p):
    """Every classifier on the test set ``p``: all n x n matrices with column sums ``p`` (read-only array),
    in the order of ``itertools.product`` over the columns' compositions."""
    p = tuple(int(x) for x in p)
    if _classifier_count(p) <= _CACHED_CLASSIFIERS:
        return _small_classifiers(p)
    return _build_classifiers(p)


@lru_cache(maxsize=512)
def _small_classifiers(p):
    return _build_classifiers(p)


def _build_classifiers(p):
    n = len(p)
    cols = [np.array(_compositions(pj, n), dtype=float) for pj in p]
    index = np.indices([len(c) for c in cols]).reshape(n, -1)
    mats = np.stack([cols[j][index[j]] for j in range(n)], axis=-1)
    mats.flags.writeable = False
    return mats


def _test_sets(n, bound, positive=False):
    """Test sets with prevalences in ``0..bound`` (``1..bound`` if ``positive``), smallest first."""
    low = 1 if positive else 0
    sets = [p for p in product(range(low, bound + 1), repeat=n) if sum(p) > 0]
    return sorted(sets, key=lambda p: (sum(p), p))


@dataclass(frozen=True)
class Grid:
    """The test sets whose every classifier a check enumerates, within a count budget.

    Every test set with prevalences ``0..bound`` and at most ``max_items`` items (None:
    no cap on the items, the whole box ``0..bound``), smallest first; ``max_items`` is
    the largest total whose test sets, with all their classifiers, number at most
    ``budget`` classifiers together (``classifiers``), so the work and memory of a scan
    are bounded by a count at every n, the same on every machine.
    """

    n: int
    bound: int
    max_items: "int | None"
    sets: tuple
    classifiers: int
    budget: int

    def text(self):
        """The enumerated test sets in words, for the evidence."""
        cap = "" if self.max_items is None else f" and at most {self.max_items} items"
        return f"prevalences 0..{self.bound}{cap}: {len(self.sets)} test sets, {self.classifiers} classifiers (budget {self.budget})"

    def as_budget(self):
        """The budget entries of the evidence."""
        return {"test_set_max_prevalence": self.bound, "test_set_max_items": self.max_items, "test_sets": len(self.sets),
                "classifiers": self.classifiers, "classifier_budget": self.budget}


def _grid(n, settings, budget=None):
    """The :class:`Grid` at n classes: prevalences ``0..``:func:`_grid_bound`, whole totals taken smallest
    first while their classifiers fit ``budget`` (default ``settings.exhaustive_matrices``)."""
    budget = settings.exhaustive_matrices if budget is None else budget
    bound = _grid_bound(n, settings)
    every = _test_sets(n, bound)
    sets, used, total = [], 0, 0
    for items in range(1, n * bound + 1):
        level = [p for p in every if sum(p) == items]
        cost = sum(_classifier_count(p) for p in level)
        if used + cost > budget:
            break
        sets += level
        used += cost
        total = items
    max_items = None if len(sets) == len(every) else total
    return Grid(n, bound, max_items, tuple(sets), used, budget)


def _grid_batches(grid, size=1 << 16):
    """The grid's classifiers in order, as arrays of about ``size`` matrices (a stream: the whole grid is never held)."""
    chunk, held = [], 0
    for p in grid.sets:
        mats = _classifiers(p)
        chunk.append(mats)
        held += len(mats)
        if held >= size:
            yield np.concatenate(chunk)
            chunk, held = [], 0
    if chunk:
        yield np.concatenate(chunk)


def _budget(n, settings, random=True):
    out = {"exhaustive_max_entry": settings.exhaustive_bound(n), **_grid(n, settings).as_budget()}
    if random:
        out["random_matrices"] = settings.random_matrices
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
        if isinstance(c2, sympy.core.relational.Relational):
            c2 = sympy.cancel(sympy.together(c2.lhs - c2.rhs))  # the sign that decides the condition
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
            try:
                c = cond.xreplace(env) if not isinstance(cond, bool) else cond
            except TypeError as exc:  # e.g. zoo > 0: the condition divides by an absent class's zero count
                raise _NoCertificate(f"condition {cond} cannot be evaluated on this support pattern ({exc})") from None
            if c in (True, sympy.true):
                return value
            if c in (False, sympy.false):
                continue
            raise _NoCertificate(f"condition {cond} is not decided by the test set")
        raise _NoCertificate("no branch applies")

    return expr.replace(lambda e: isinstance(e, sympy.Piecewise), pick)


def _pattern_matrix(n, present):
    """The cell symbols, with the columns of the classes absent from the test set set to 0."""
    M = cell_symbols(n)
    return sympy.Matrix(n, n, lambda i, j: M[i, j] if j in present else sympy.Integer(0))


def _pattern_undefined(metric, n, present):
    """Whether the symbolic form, applied to the pattern's matrix (absent columns literal zeros), is
    undefined outright: a division by an absent class's zero count, or a form that tests for an
    absent class and returns NaN (the calibrated metrics). Then no classifier of the pattern is scored."""
    try:
        e = sympy.sympify(metric.symbolic(_pattern_matrix(n, present)))
    except (TypeError, ValueError, ArithmeticError) as exc:
        raise _NoCertificate(f"the symbolic form cannot be evaluated when {_pattern_text(n, present)} ({exc})") from None
    return e.has(sympy.nan, sympy.zoo) and not e.has(sympy.Piecewise)


def _pattern_expr(metric, n, present, resolve=True):
    """The symbolic form on the matrices whose occurring classes are ``present``: ``sympy.nan`` when it is
    undefined for every classifier (:func:`_pattern_undefined`), else the full expression with its
    test-set-level Piecewise branches chosen (``resolve``).

    The absent columns' cells are *not* substituted: sympy would simplify ``0/FP`` to 0
    and lose the classifiers where the score is undefined; callers set them to zero
    where they need values (:func:`_zeros`) after taking the denominators. Raises
    :class:`_NoCertificate` when the form cannot be evaluated there or (``resolve``) a
    Piecewise condition depends on the classifier rather than on the test set.
    """
    if _pattern_undefined(metric, n, present):
        return sympy.nan
    e = metric.expression(n)
    if resolve and e.has(sympy.Piecewise):
        if not _test_set_level(e, n):
            raise _NoCertificate("a Piecewise condition depends on the classifier")
        e = _resolve(e, n, present)
    return e


def _pattern_exprs(metric, n):
    """``[(present, expression valid on every matrix with that support pattern)]`` or None.

    None when the metric has no symbolic form or a pattern has no certified expression
    (:func:`_pattern_expr`); an expression ``nan`` marks a pattern where the metric is
    undefined for every classifier.
    """
    if metric.expression(n) is None:
        return None
    try:
        return [(s, _pattern_expr(metric, n, s)) for s in _patterns(n)]
    except _NoCertificate:
        return None


def _undefined(e):
    return e.has(sympy.nan, sympy.zoo)


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


def _transversal_nonzero(b, n, present, max_terms=10**4):
    """Certify ``b != 0`` on every matrix whose occurring columns are exactly ``present`` (others zero).

    ``together(b)`` = num / den, each expanding to a polynomial in the cells whose
    coefficients share one sign; such a polynomial is nonzero wherever one of its
    monomials is, and a matrix of the pattern has at least one positive cell per
    occurring column. So it suffices that every choice of one cell per occurring column
    contains the cells of some monomial (a constant term counts for every choice).
    """
    M = cell_symbols(n)
    for part in sympy.fraction(sympy.together(b)):
        if expansion_bound(part) > max_terms:
            return False
        terms = sympy.Add.make_args(sympy.expand(part))
        signs = {_nonneg_sign(t.as_coeff_Mul()[0]) for t in terms}
        if part == 0 or signs - {1} and signs - {-1}:
            return False
        supports = [t.free_symbols for t in terms]
        for choice in product(*[[M[i, j] for i in range(n)] for j in sorted(present)]):
            if not any(sup <= set(choice) for sup in supports):
                return False
    return True


def _pattern_status(e, n, present, strict_roots=False):
    """'defined' / 'undefined' on every matrix with support ``present``, or None (no certificate).

    With ``strict_roots`` every radicand must be certified strictly positive (so the
    roots, and the score, are smooth there), not merely nonnegative.
    """
    if _undefined(e):
        return "undefined"
    if not _is_algebraic(e):
        return None
    zeros = _zeros(n, present)
    columns = _column_cells(n, present)
    dens, roots = _singular_bases(e)
    zdens = [b.xreplace(zeros) for b in dens]
    if any(b == 0 or b.has(sympy.nan, sympy.zoo) for b in zdens):
        return "undefined"
    if not all(_certify_positive(b, columns) or _transversal_nonzero(b, n, present) for b in zdens):
        return None
    for b in roots:
        bz = b.xreplace(zeros)
        if _certify_positive(bz, columns):
            continue
        if _nonneg_sign(sympy.expand(bz)) not in (0, 1) or (strict_roots and not _transversal_nonzero(bz, n, present)):
            return None
    return "defined"


def _definedness_proof(metric, n, settings):
    """``{pattern: status}`` for every support pattern, or a reason (str) why none is available.

    First the cell-level certificate (:func:`_pattern_status`); where it gives none, the
    test-set certificate (:func:`_test_set_form`: every denominator a nonzero function of
    the prevalences, or one vanishing identically).
    """
    if metric.expression(n) is None:
        return "no symbolic form"
    try:
        with time_budget(settings.symbolic_seconds):
            pats = _pattern_exprs(metric, n)
            if pats is None:
                by_support = _support_statuses(metric, n)
                if by_support is not None and None not in by_support.values():
                    return by_support
                return "a Piecewise condition depends on the classifier and is not decided by which cells are positive"
            out = {}
            for present, e in pats:
                if too_large(e, settings):
                    return "expression above the symbolic size budget"
                out[present] = _pattern_status(e, n, present)
    except SymbolicTimeout:
        return f"symbolic budget of {settings.symbolic_seconds} s exhausted"
    if None not in out.values():
        return out
    forms, reason = _test_set_forms(metric, n, settings)
    if forms is None:
        return out
    return {present: ("undefined" if isinstance(G, str) else "defined") for present, G in forms}


def _support_sets(n, present):
    """The sets of positive cells a matrix with occurring classes ``present`` can have (at least one per occurring column)."""
    M = cell_symbols(n)
    columns = [[M[i, j] for i in range(n)] for j in sorted(present)]
    per_column = [[set(c) for r in range(1, n + 1) for c in combinations(col, r)] for col in columns]
    return [set().union(*choice) for choice in product(*per_column)]


def _logical(cond, decide):
    """Truth of ``cond`` when it is a constant or an And/Or/Not of parts settled by ``decide`` (None when
    a part is undecided); ``NotImplemented`` for any other condition, which the caller decides itself."""
    if cond in (True, False, sympy.true, sympy.false):
        return bool(cond)
    if not isinstance(cond, (sympy.And, sympy.Or, sympy.Not)):
        return NotImplemented
    parts = [decide(a) for a in cond.args]
    if None in parts:
        return None
    return all(parts) if isinstance(cond, sympy.And) else any(parts) if isinstance(cond, sympy.Or) else not parts[0]


def _decide(cond, S):
    """Truth of a Piecewise condition on every matrix whose positive cells are exactly ``S``, or None.

    Decided when it compares a quotient of one-signed polynomials with 0: whether such
    a polynomial vanishes depends on S only (:func:`_nonzero_at`).
    """
    logical = _logical(cond, lambda part: _decide(part, S))
    if logical is not NotImplemented:
        return logical
    if not isinstance(cond, sympy.core.relational.Relational):
        return None
    num, den = sympy.fraction(sympy.cancel(sympy.together(cond.lhs - cond.rhs)))
    signs = []
    for x in (num, den):
        if x.is_number:
            signs.append(int(sympy.sign(x)))
            continue
        signed = _one_signed(x)
        if signed is None:
            return None
        signs.append(signed[0] if _nonzero_at(signed[1], S) else 0)
    if signs[1] == 0:
        return None  # the condition itself is undefined there
    value = signs[0] * signs[1]
    return bool({sympy.Eq: value == 0, sympy.Ne: value != 0, sympy.Gt: value > 0, sympy.Ge: value >= 0,
                 sympy.Lt: value < 0, sympy.Le: value <= 0}[type(cond)]) if type(cond) in (sympy.Eq, sympy.Ne, sympy.Gt, sympy.Ge, sympy.Lt, sympy.Le) else None


def _choose_branches(e, decide):
    """``e`` with every Piecewise replaced by its first branch whose condition ``decide(cond)`` says
    holds (innermost first); None when ``decide`` leaves a condition undecided (None) or no branch applies."""
    def pick(pw):
        for value, cond in pw.args:
            decided = decide(cond)
            if decided is None:
                raise _NoCertificate(f"condition {cond} is not decided")
            if decided:
                return value
        raise _NoCertificate("no branch applies")

    try:
        while e.has(sympy.Piecewise):
            e = e.replace(lambda x: isinstance(x, sympy.Piecewise) and not any(a.has(sympy.Piecewise) for a in x.args), pick)
    except _NoCertificate:
        return None
    return e


def _at_support(e, S):
    """``e`` with every Piecewise replaced by its branch on the matrices whose positive cells are ``S``; None if undecided."""
    return _choose_branches(e, lambda cond: _decide(cond, S))


def _support_status(e, S):
    """'defined' / 'undefined' on every matrix whose positive cells are exactly ``S`` (e Piecewise-free), or None."""
    if _undefined(e):
        return "undefined"
    parts = _definedness_parts([e])
    if parts is None:
        return None
    zero_cells = {x: sympy.Integer(0) for x in e.free_symbols - S}
    for part in parts[0]:
        signed = _one_signed(part)
        if signed is None:
            return None
        if not _nonzero_at(signed[1], S):
            return "undefined"
    for radicand in parts[1]:
        if _one_signed(radicand) is None or _one_signed(radicand)[0] < 0:
            if radicand.xreplace(zero_cells) != 0:
                return None
    return "defined"


def _support_statuses(metric, n):
    """``{pattern: status}`` from the positive-cell sets of each pattern (Piecewise conditions decided per
    set), a status only when every set of the pattern agrees; None when some set is undecided."""
    out = {}
    for present in _patterns(n):
        try:
            e = _pattern_expr(metric, n, present, resolve=False)
        except _NoCertificate:
            return None
        statuses = set()
        for S in _support_sets(n, present):
            branch = _at_support(e, S)
            status = None if branch is None else _support_status(branch, S)
            if status is None:
                return None
            statuses.add(status)
        out[present] = statuses.pop() if len(statuses) == 1 else None
    return out


def _pattern_text(n, present):
    if n == 2:
        return {frozenset({0, 1}): "AP > 0 and AN > 0", frozenset({0}): "AN = 0", frozenset({1}): "AP = 0"}[present]
    absent = sorted(set(range(n)) - present)
    return "class" + ("es " if len(absent) > 1 else " ") + ", ".join(map(str, absent)) + (" do" if len(absent) > 1 else " does") + " not occur"


# --------------------------------------------------------------------------- signs where a score is defined
def _one_signed(e):
    """``(sign, terms)`` when ``expand(e)`` is a sum of terms of one sign (±1) for nonnegative symbols, else None.

    A term is a number times powers of symbols and roots of polynomials; it is nonzero
    exactly where its symbols are positive and its radicands nonzero (:func:`_nonzero_at`).
    """
    terms = sympy.Add.make_args(sympy.expand(e))
    signs = {_nonneg_sign(t) for t in terms}
    if e == 0 or len(signs) != 1 or signs & {None, 0}:
        return None
    for t in terms:
        for f in sympy.Mul.make_args(t):
            if f.is_Pow and not f.exp.is_integer and _one_signed(f.base) is None:
                return None
    return signs.pop(), terms


def _nonzero_at(terms, S):
    """Whether a one-signed sum is nonzero when exactly the symbols ``S`` are positive."""
    for t in terms:
        ok = True
        for f in sympy.Mul.make_args(t):
            if f.is_number:
                continue
            if f.is_Pow and not f.exp.is_integer:
                ok = _nonzero_at(_one_signed(f.base)[1], S)
            else:
                ok = f.free_symbols <= S
            if not ok:
                break
        if ok:
            return True
    return False


#: Largest number of candidate support sets combined when listing the minimal supports of one-signed
#: sums (:func:`_joined`): a deterministic budget; past it no sign certificate is given.
_SUPPORTS_MAX = 4096


def _minimal(sets):
    """The inclusion-minimal sets among ``sets`` (duplicates removed)."""
    out = []
    for s in sorted(set(sets), key=len):
        if not any(m <= s for m in out):
            out.append(s)
    return out


def _joined(families):
    """The minimal unions of one set from each family: the supports where every family's condition holds.
    None when a family is None or the combinations exceed :data:`_SUPPORTS_MAX`."""
    out = [frozenset()]
    for family in families:
        if family is None or len(out) * len(family) > _SUPPORTS_MAX:
            return None
        out = _minimal(a | b for a in out for b in family)
    return out


def _minimal_supports(terms):
    """The minimal sets S of positive symbols at which the one-signed sum ``terms`` is nonzero
    (:func:`_nonzero_at`, which is monotone in S); None past the budget of :func:`_joined`."""
    out = []
    for t in terms:
        factors = []
        for f in sympy.Mul.make_args(t):
            if f.is_number:
                continue
            if f.is_Pow and not f.exp.is_integer:
                factors.append(_minimal_supports(_one_signed(f.base)[1]))
            else:
                factors.append([frozenset(f.free_symbols)])
        joined = _joined(factors)
        if joined is None:
            return None
        out.extend(joined)
    return _minimal(out)


def _sign_where_defined(expr, parts, radicands=(), strict=True):
    r"""+1 / -1 when ``expr`` has that strict sign (``strict``; else that weak sign, or 0 when it is 0)
    wherever the nonnegative symbols of all these expressions make every expression of
    ``parts`` nonzero (where the scores are defined); else None.

    ``cancel(expr)`` = num / den with num and den sums of one-signed terms (roots of
    one-signed polynomials allowed). Such a sum is nonzero exactly where one of its
    terms is, which depends only on the set S of positive variables, and monotonically
    (a larger S keeps it nonzero); so it suffices that every *minimal* set S that keeps
    every part nonzero (:func:`_minimal_supports`, :func:`_joined`) keeps den, every
    expression of ``radicands`` and (``strict``) num nonzero. The minimal sets are few
    where the 2^(variables) sets are not (2^17 for a gain at n = 4); past the count
    budget :data:`_SUPPORTS_MAX` no certificate is given.
    """
    num, den = sympy.fraction(sympy.cancel(sympy.together(expr)))
    if num == 0 and not strict:
        return 0
    certified = [_one_signed(x) for x in [num, den, *parts, *radicands]]
    if None in certified:
        return None
    (s_num, num_terms), (s_den, den_terms), *rest = certified
    conds = [terms for _, terms in rest[: len(parts)]]
    needed = ([num_terms] if strict else []) + [den_terms] + [terms for _, terms in rest[len(parts):]]
    supports = _joined([_minimal_supports(c) for c in conds])
    if supports is None or not all(_nonzero_at(c, S) for S in supports for c in needed):
        return None
    return s_num * s_den


def _definedness_parts(exprs):
    """``(denominators, radicands)``: numerators and denominators of every denominator base (nonzero
    exactly where ``exprs`` are defined) and of every radicand; None for a non-algebraic piece."""
    dens, roots = [], []
    for e in exprs:
        if not _is_algebraic(e):
            return None
        d, r = _singular_bases(e)
        dens.extend(x for b in d for x in sympy.fraction(sympy.together(b)) if not x.is_number)
        roots.extend(x for b in r for x in sympy.fraction(sympy.together(b)) if not x.is_number)
    return dens, roots



# --------------------------------------------------------------------------- the score on one test set
def _certified_sign(b, strict):
    """Certify ``b > 0`` or ``b < 0`` (``strict``), else ``b >= 0``, for every positive value of its symbols."""
    num, den = sympy.fraction(sympy.together(b))
    s_num, s_den = _nonneg_sign(sympy.expand(num)), _nonneg_sign(sympy.expand(den))
    if s_num is None or s_den in (None, 0):
        return False
    return s_num != 0 if strict else s_num * s_den >= 0


def _test_set_form(e, n, present, P):
    """The score on the test sets of the support pattern ``present``, as a function of the classifier.

    ``e`` is the pattern's expression (:func:`_pattern_expr`); the dependent cell of each
    occurring column is written as its prevalence ``P_j`` (positive symbols) minus the
    free cells. Returns ``("undefined", None)`` when the score is undefined for every
    classifier (a denominator vanishes identically), ``(G, None)`` when every denominator
    is a nonzero function of the test set only and every radicand a nonnegative one —
    then the score is defined on every classifier and equals ``G = cancel(e)``, a
    polynomial in the free cells with coefficients depending on the test set — and
    ``(None, reason)`` otherwise.
    """
    if _undefined(e):
        return "undefined", None
    if not _is_algebraic(e):
        return None, "non-algebraic expression"
    M = cell_symbols(n)
    sub = _parametrise(n, P, present)
    sub.update(_zeros(n, present))
    free = {M[c] for c in _free_cells(n, present)}
    dens, roots = _singular_bases(e)
    for b, strict in [(b, True) for b in dens] + [(b, False) for b in roots]:
        b = sympy.cancel(sympy.together(b.xreplace(sub)))
        if _undefined(b) or (strict and b == 0):
            return "undefined", None
        if b.free_symbols & free:
            return None, f"a denominator or radicand depends on the classifier ({_pattern_text(n, present)})"
        if not _certified_sign(b, strict):
            return None, f"no sign certificate for {b} ({_pattern_text(n, present)})"
    return sympy.cancel(sympy.together(e.xreplace(sub))), None


def _test_set_forms(metric, n, settings):
    """``([(present, G or "undefined")], None)`` for every support pattern (see :func:`_test_set_form`),
    or ``(None, reason)``. ``P`` are the positive prevalence symbols ``P0..P{n-1}``."""
    if metric.expression(n) is None:
        return None, "no symbolic form"
    P = _prevalence_symbols(n, positive=True)
    out = []
    try:
        with time_budget(settings.symbolic_seconds):
            for present in _patterns(n):
                try:
                    e = _pattern_expr(metric, n, present)
                except _NoCertificate as exc:
                    return None, str(exc)
                if too_large(e, settings):
                    return None, "expression above the symbolic size budget"
                G, reason = _test_set_form(e, n, present, P)
                if G is None:
                    return None, reason
                out.append((present, G))
    except SymbolicTimeout:
        return None, f"symbolic budget of {settings.symbolic_seconds} s exhausted"
    return out, None


def _column_affine(G, n, present):
    """True when ``G`` has degree <= 1 in the free cells of each occurring column (multi-affine)."""
    M = cell_symbols(n)
    for j in sorted(present):
        cells = [M[i, jj] for i, jj in _free_cells(n, [j])]
        try:
            if sympy.Poly(G, *cells).total_degree() > 1:
                return False
        except sympy.PolynomialError:
            return False
    return True


def _vertices(n, present, P):
    """The classifiers at the vertices of a test set: each occurring column's items all in one row.

    As substitutions of the free cells (the dependent cell takes the rest).
    """
    M = cell_symbols(n)
    per_column = []
    for j in sorted(present):
        free = [(i, jj) for i, jj in _free_cells(n, [j])]
        choices = [{M[c]: sympy.Integer(0) for c in free}]
        for r, _ in free:
            choices.append({M[c]: (P[j] if c == (r, j) else sympy.Integer(0)) for c in free})
        per_column.append(choices)
    out = []
    for combo in product(*per_column):
        sub = {}
        for part in combo:
            sub.update(part)
        out.append(sub)
    return out


# --------------------------------------------------------------------------- Piecewise branches along a move
def _holds_near_zero(cond, h):
    """Truth of ``cond`` (a condition in the positive symbol ``h`` only) for every small enough h > 0, or None.

    A relation compares ``lhs - rhs`` with 0: written as a quotient of polynomials in h,
    its sign for small h > 0 is the sign of the product of the lowest-order coefficients
    (and it is identically 0 when the numerator is).
    """
    logical = _logical(cond, lambda part: _holds_near_zero(part, h))
    if logical is not NotImplemented:
        return logical
    tests = {sympy.Eq: lambda s: s == 0, sympy.Ne: lambda s: s != 0, sympy.Gt: lambda s: s > 0,
             sympy.Ge: lambda s: s >= 0, sympy.Lt: lambda s: s < 0, sympy.Le: lambda s: s <= 0}
    if type(cond) not in tests or cond.free_symbols - {h}:
        return None
    sign = 1
    for part in sympy.fraction(sympy.cancel(sympy.together(cond.lhs - cond.rhs))):
        try:
            lowest = _lowest_term(sympy.Poly(part, h))
        except sympy.PolynomialError:
            return None
        if lowest is None:
            return None
        sign *= lowest[2]
    return tests[type(cond)](sign)


def _lowest_term(poly):
    """``(k, c, sign)``: the lowest power k of ``poly`` whose numeric coefficient c is certified nonzero
    (every lower one certified zero, by :func:`axioms.exact.exact_sign`), ``(None, 0, 0)`` for the zero
    polynomial; None when a coefficient is not a real number or its sign is undecided."""
    for k, c in enumerate(poly.all_coeffs()[::-1]):
        if not c.is_number or not c.is_real:
            return None
        sign = exact_sign(c)
        if sign is None:
            return None
        if sign != 0:
            return k, c, sign
    return None, sympy.Integer(0), 0


def _branch_near(G, env, moves, h):
    """``G`` with every Piecewise replaced by the branch it takes at ``env + h * moves`` for every small
    h > 0 (so a one-sided limit along the move needs no Piecewise), or None when a condition is not
    decided there by :func:`_holds_near_zero`."""
    shifted = {**env, **{c: env[c] + d * h for c, d in moves.items()}}
    return _choose_branches(G, lambda cond: _holds_near_zero(cond.xreplace(shifted) if not isinstance(cond, bool) else cond, h))


def _rational_limit(q, h):
    """``lim q`` as h -> 0+ when ``q`` is a rational function of ``h`` with numeric coefficients, exactly
    (from the lowest-order terms of its numerator and denominator; ``±oo`` when it diverges), else None.

    sympy's ``limit`` can take minutes on such a quotient; this is the same number, read off the orders.
    """
    num, den = sympy.fraction(sympy.cancel(sympy.together(q)))
    try:
        polys = [sympy.Poly(x, h) for x in (num, den)]
    except sympy.PolynomialError:
        return None
    (a, ca, sa), (b, cb, sb) = [_lowest_term(p) or (None, None, None) for p in polys]
    if sa is None or sb is None or sb == 0:
        return None  # a coefficient of undecided sign, or a zero denominator
    if sa == 0:
        return sympy.Integer(0)
    if a > b:
        return sympy.Integer(0)
    if a == b:
        return ca / cb
    return sympy.oo * sa * sb
