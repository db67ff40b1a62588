"""Sign certificates of one-signed sums: where a sum of terms of one sign is nonzero, and signs where a score is defined.

A sum of terms of one sign (for nonnegative symbols) is nonzero exactly where one of its
terms is, which depends only on the set S of positive symbols (:func:`one_signed`,
:func:`nonzero_at`); :func:`sign_where_defined` certifies the sign of a quotient wherever
given parts are nonzero through the minimal such sets (:func:`minimal_supports`, :func:`joined`).
"""

from itertools import product

import sympy

from metrics import cell_symbols

from .symbolic import _nonneg_sign, expansion_bound

__all__ = ["certify_positive", "transversal_nonzero", "one_signed", "nonzero_at", "SUPPORTS_MAX", "joined", "minimal_supports", "sign_where_defined", "certified_sign"]


def certify_positive(b, columns):
    """Certify ``b > 0`` on every matrix whose occurring columns are ``columns`` (others already zero).

    A sum qualifies when all its terms are nonnegative and it contains a positive
    constant or every cell of some occurring column as a positive linear term (so it is
    at least a multiple of that column's positive sum); products and powers of
    certified factors qualify too.
    """
    if b.is_Number:
        return bool(b > 0)
    if b.is_Mul:
        return all(certify_positive(a, columns) for a in b.args)
    if b.is_Pow:
        return bool(b.exp.is_real) and certify_positive(b.base, columns)
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


def transversal_nonzero(b, n, present, max_terms=10**4):
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


def one_signed(e):
    """``(sign, terms)`` when ``expand(e)`` is a sum of terms of one sign (±1) for nonnegative symbols, else None.

    A term is a number times powers of symbols and roots of polynomials; it is nonzero
    exactly where its symbols are positive and its radicands nonzero (:func:`nonzero_at`).
    """
    terms = sympy.Add.make_args(sympy.expand(e))
    signs = {_nonneg_sign(t) for t in terms}
    if e == 0 or len(signs) != 1 or signs & {None, 0}:
        return None
    for t in terms:
        for f in sympy.Mul.make_args(t):
            if f.is_Pow and not f.exp.is_integer and one_signed(f.base) is None:
                return None
    return signs.pop(), terms


def nonzero_at(terms, S):
    """Whether a one-signed sum is nonzero when exactly the symbols ``S`` are positive."""
    for t in terms:
        ok = True
        for f in sympy.Mul.make_args(t):
            if f.is_number:
                continue
            if f.is_Pow and not f.exp.is_integer:
                ok = nonzero_at(one_signed(f.base)[1], S)
            else:
                ok = f.free_symbols <= S
            if not ok:
                break
        if ok:
            return True
    return False


#: Largest number of candidate support sets combined when listing the minimal supports of one-signed
#: sums (:func:`joined`): a deterministic budget; past it no sign certificate is given.
SUPPORTS_MAX = 4096


def _minimal(sets):
    """The inclusion-minimal sets among ``sets`` (duplicates removed)."""
    out = []
    for s in sorted(set(sets), key=len):
        if not any(m <= s for m in out):
            out.append(s)
    return out


def joined(families):
    """The minimal unions of one set from each family: the supports where every family's condition holds.
    None when a family is None or the combinations exceed :data:`SUPPORTS_MAX`."""
    out = [frozenset()]
    for family in families:
        if family is None or len(out) * len(family) > SUPPORTS_MAX:
            return None
        out = _minimal(a | b for a in out for b in family)
    return out


def minimal_supports(terms):
    """The minimal sets S of positive symbols at which the one-signed sum ``terms`` is nonzero
    (:func:`nonzero_at`, which is monotone in S); None past the budget of :func:`joined`."""
    out = []
    for t in terms:
        factors = []
        for f in sympy.Mul.make_args(t):
            if f.is_number:
                continue
            if f.is_Pow and not f.exp.is_integer:
                factors.append(minimal_supports(one_signed(f.base)[1]))
            else:
                factors.append([frozenset(f.free_symbols)])
        union = joined(factors)
        if union is None:
            return None
        out.extend(union)
    return _minimal(out)


def sign_where_defined(expr, parts, radicands=(), strict=True):
    r"""+1 / -1 when ``expr`` has that strict sign (``strict``; else that weak sign, or 0 when it is 0)
    wherever the nonnegative symbols of all these expressions make every expression of
    ``parts`` nonzero (where the scores are defined); else None.

    ``cancel(expr)`` = num / den with num and den sums of one-signed terms (roots of
    one-signed polynomials allowed). Such a sum is nonzero exactly where one of its
    terms is, which depends only on the set S of positive variables, and monotonically
    (a larger S keeps it nonzero); so it suffices that every *minimal* set S that keeps
    every part nonzero (:func:`minimal_supports`, :func:`joined`) keeps den, every
    expression of ``radicands`` and (``strict``) num nonzero. The minimal sets are few
    where the 2^(variables) sets are not (2^17 for a gain at n = 4); past the count
    budget :data:`SUPPORTS_MAX` no certificate is given.
    """
    num, den = sympy.fraction(sympy.cancel(sympy.together(expr)))
    if num == 0 and not strict:
        return 0
    certified = [one_signed(x) for x in [num, den, *parts, *radicands]]
    if None in certified:
        return None
    (s_num, num_terms), (s_den, den_terms), *rest = certified
    conds = [terms for _, terms in rest[: len(parts)]]
    needed = ([num_terms] if strict else []) + [den_terms] + [terms for _, terms in rest[len(parts):]]
    supports = joined([minimal_supports(c) for c in conds])
    if supports is None or not all(nonzero_at(c, S) for S in supports for c in needed):
        return None
    return s_num * s_den


def certified_sign(b, strict):
    """Certify ``b > 0`` or ``b < 0`` (``strict``), else ``b >= 0``, for every positive value of its symbols."""
    num, den = sympy.fraction(sympy.together(b))
    s_num, s_den = _nonneg_sign(sympy.expand(num)), _nonneg_sign(sympy.expand(den))
    if s_num is None or s_den in (None, 0):
        return False
    return s_num != 0 if strict else s_num * s_den >= 0
