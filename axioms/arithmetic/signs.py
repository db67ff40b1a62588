"""Sign certificates: the one home of the engine's proofs that an expression has a sign.

* On the nonnegative orthant (:func:`sign_certificate`, :func:`derivative_sign`,
  :func:`nonneg_sign`): after ``together``, numerator and denominator expand to sums whose every
  term has one sign; the expansion runs in python-flint, else symengine, else sympy (the same
  expansion, hence the same certificate); real inequalities beyond that are decided by z3 in
  :mod:`axioms.arithmetic.certify`.

* Where a score is defined: a sum of terms of one sign (for nonnegative symbols) is nonzero exactly where one of its
terms is, which depends only on the set S of positive symbols (:func:`one_signed`,
:func:`nonzero_at`); :func:`sign_where_defined` certifies the sign of a quotient wherever
given parts are nonzero through the minimal such sets (:func:`minimal_supports`, :func:`joined`).
"""

from collections.abc import Iterable, Sequence, Set
from functools import lru_cache
from itertools import product
from typing import TYPE_CHECKING, Any, cast

import sympy

from metrics import cell_symbols

from axioms.arithmetic.rational import (Factored, TooLarge, cancel, coefficient_sign, factored_sign, flint_fraction,
                                        flint_polynomial)
from axioms.arithmetic.symbolic import derivative, expansion_bound, kinked, symengine, too_large

if TYPE_CHECKING:  # the budget lives a floor above (axioms.core); only its type is read here
    from axioms.core.budget import Settings

__all__ = ["nonneg_sign", "sign_certificate", "derivative_sign", "certify_positive", "transversal_nonzero",
           "one_signed", "nonzero_at", "SUPPORTS_MAX", "joined", "minimal_supports", "sign_where_defined",
           "certified_sign", "without_positive_factor"]


def nonneg_sign(e: Any) -> int | None:
    """+1 if ``e >= 0`` for all nonnegative symbols, -1 if ``e <= 0``, 0 if ``e == 0``, else None."""
    if e.is_Number:
        return int(sympy.sign(e))
    if e.is_Symbol:
        return 1 if e.is_nonnegative else None
    if e.is_Add or e.is_Mul:
        signs: list[Any] = [nonneg_sign(a) for a in e.args]  # ints once None is ruled out below
        if None in signs:
            return None
        if e.is_Mul:
            out = 1
            for s in signs:
                out *= s
            return out
        if all(s >= 0 for s in signs):
            return 1 if any(signs) else 0
        if all(s <= 0 for s in signs):
            return -1 if any(signs) else 0
        return None
    if e.is_Pow:
        base = nonneg_sign(e.base)
        if base is None:
            return None
        if base >= 0:
            return base
        if e.exp.is_integer:
            return 1 if e.exp.is_even else -1
        return None
    if isinstance(e, sympy.exp):
        return 1
    return None


def _se_sign(e: Any, memo: dict[Any, int | None]) -> int | None:
    """:func:`nonneg_sign` for a symengine expression whose symbols are all nonnegative."""
    if e in memo:
        return memo[e]
    if e.is_Number:
        out = 0 if e.is_zero else (1 if e.is_positive else -1 if e.is_negative else None)
    elif e.is_Symbol:
        out = 1
    elif e == symengine.E:  # exp(x) is Pow(E, x) in symengine
        out = 1
    elif e.is_Add or e.is_Mul:
        signs: list[Any] = [_se_sign(a, memo) for a in e.args]  # ints once None is ruled out below
        if None in signs:
            out = None
        elif e.is_Mul:
            out = 1
            for sign in signs:
                out *= sign
        elif all(sign >= 0 for sign in signs):
            out = 1 if any(signs) else 0
        elif all(sign <= 0 for sign in signs):
            out = -1 if any(signs) else 0
        else:
            out = None
    elif e.is_Pow:
        base, exponent = e.args
        sign = _se_sign(base, memo)
        if sign is None or sign >= 0:
            out = sign
        elif exponent.is_integer:
            out = 1 if int(exponent) % 2 == 0 else -1
        else:
            out = None
    else:
        out = None
    memo[e] = out
    return out


def _expanded_sign(e: Any, max_terms: int) -> int | None:
    """Sign of ``e``: as it stands if every factor has a sign, else of ``expand(e)`` term by term
    (python-flint, else symengine, expand 70x / 50x faster than sympy when installed; the
    expansion, hence the sign, is the same); None beyond ``max_terms``."""
    sign = nonneg_sign(e)
    if sign is not None:
        return sign
    if kinked(e) or expansion_bound(e) > max_terms:
        return None  # a Piecewise (or a floor, a Mod, ...) left inside cannot be bounded
    if all(x.is_nonnegative for x in e.free_symbols):
        polynomial = flint_polynomial(e)
        if polynomial is not None:
            return coefficient_sign(polynomial)
        if symengine is not None:
            return _se_sign(symengine.expand(symengine.sympify(e)), {})
    return nonneg_sign(sympy.expand(e))


@lru_cache(maxsize=None)
def _sign_of_fraction(expr: Any, max_terms: int) -> int | None:
    if all(x.is_nonnegative for x in expr.free_symbols) and expansion_bound(expr) <= max_terms:
        fraction = flint_fraction(expr, roots=True)  # factored, in C: far faster than sympy's together
        sign = None if fraction is None else factored_sign(fraction[0])
        if sign is not None:
            return sign
    num, den = sympy.fraction(sympy.together(expr))
    s_num = _expanded_sign(num, max_terms)
    s_den = _expanded_sign(den, max_terms)
    if s_num is None or s_den is None or s_den == 0:
        return None
    return s_num * s_den


@lru_cache(maxsize=None)
def _rational_form(expr: Any, max_ops: int, max_terms: int) -> tuple[Factored, Any] | None:
    """``expr`` in python-flint (:func:`axioms.arithmetic.rational.flint_fraction`) when it is a function of
    nonnegative symbols that cannot jump (not :func:`kinked`) within the budget, else None; checked once per
    expression."""
    if kinked(expr) or not all(x.is_nonnegative for x in expr.free_symbols):
        return None
    if sympy.count_ops(expr) > max_ops or expansion_bound(expr) > max_terms:
        return None
    return flint_fraction(expr)


@lru_cache(maxsize=None)
def no_pole_along_a_cell(expr: Any, max_terms: int) -> bool:
    """Whether every denominator (a base raised to a negative power) and every log's argument in ``expr`` has a sign
    certificate on the nonnegative orthant (:func:`_expanded_sign`: its terms all of one sign). Such a part, nonzero
    at a matrix m, stays nonzero at m + h·e_ij for every h ≥ 0: a term nonzero at m stays so (its positive powers of
    cells do not fall, its negative ones stay positive). So ``expr``, defined at m, has no pole on that segment, and a
    sign of its partial derivative there is the sign of ``expr(m + h e_ij) − expr(m)``."""
    parts = [p.base for p in expr.atoms(sympy.Pow) if p.exp.is_negative] + [f.args[0] for f in expr.atoms(sympy.log)]
    return all(_expanded_sign(part, max_terms) in (1, -1) for part in parts)


def derivative_sign(expr: Any, symbol: Any, settings: "Settings") -> int | None:
    """:func:`sign_certificate` of ``∂expr/∂symbol``. For a rational ``expr`` the derivative is
    taken in python-flint (no sympy ``diff`` or ``together``); where that certifies no sign,
    sympy's derivative and certificate decide, as without python-flint. None for a :func:`kinked` ``expr``: its
    derivative, of arg(x) or floor(x) 0, does not see the jump; and None unless :func:`no_pole_along_a_cell`: the
    sign of the derivative of 1/(E − D + 4099/2) is +1 on both sides of the pole it jumps across between whole
    counts."""
    if kinked(expr) or not no_pole_along_a_cell(expr, settings.symbolic_max_terms):
        return None
    fraction = _rational_form(expr, settings.symbolic_max_ops, settings.symbolic_max_terms)
    if fraction is not None and symbol in expr.free_symbols:
        value, context = fraction
        try:
            sign = factored_sign(value.derivative(str(symbol), context))
        except TooLarge:
            sign = None
        if sign is not None:
            return sign
    return sign_certificate(derivative(expr, symbol), settings)


def sign_certificate(expr: Any, settings: "Settings") -> int | None:
    """Prove a sign of ``expr`` on the nonnegative orthant (where it is defined).

    Returns +1 (``>= 0``), -1 (``<= 0``), 0 (``== 0``) or None (no certificate; always for
    a Piecewise expression, whose branches may jump, and for a floor, a Mod, an arg, ...: :func:`kinked`).
    The certificate: after ``together``, numerator and denominator expand to sums whose
    every term has one sign when all cells are nonnegative. Callers bound the time of
    a whole proof attempt with :func:`axioms.core.budget.time_budget`.
    """
    if too_large(expr, settings) or kinked(expr):
        return None  # per-branch signs would miss a jump between branches, a derivative a jump of floor(x)
    return _sign_of_fraction(expr, settings.symbolic_max_terms)


def certify_positive(b: Any, columns: Iterable[Iterable[Any]]) -> bool:
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
        if any(nonneg_sign(t) not in (0, 1) for t in terms):
            return False
        if any(t.is_Number and t > 0 for t in terms):
            return True
        linear: set[Any] = set()
        for t in terms:
            c, rest = t.as_coeff_Mul()
            if c > 0 and rest.is_Symbol:
                linear.add(rest)
        return any(set(col) <= linear for col in columns)
    return False


def transversal_nonzero(b: Any, n: int, present: Iterable[int], max_terms: int = 10**4) -> bool:
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
        signs = {nonneg_sign(t.as_coeff_Mul()[0]) for t in terms}
        if part == 0 or signs - {1} and signs - {-1}:
            return False
        supports = [t.free_symbols for t in terms]
        for choice in product(*[[M[i, j] for i in range(n)] for j in sorted(present)]):
            if not any(sup <= set(choice) for sup in supports):
                return False
    return True


def one_signed(e: Any) -> tuple[int, tuple[Any, ...]] | None:
    """``(sign, terms)`` when ``expand(e)`` is a sum of terms of one sign (±1) for nonnegative symbols, else None.

    A term is a number times powers of symbols and roots of polynomials; it is nonzero
    exactly where its symbols are positive and its radicands nonzero (:func:`nonzero_at`).
    """
    terms = sympy.Add.make_args(sympy.expand(e))
    signs = {nonneg_sign(t) for t in terms}
    if e == 0 or len(signs) != 1 or signs & {None, 0}:
        return None
    for t in terms:
        for f in sympy.Mul.make_args(t):
            if f.is_Pow and not f.exp.is_integer and one_signed(f.base) is None:
                return None
    return cast(int, signs.pop()), terms  # None and 0 are ruled out above


def nonzero_at(terms: Iterable[Any], S: Set[Any]) -> bool:
    """Whether a one-signed sum is nonzero when exactly the symbols ``S`` are positive."""
    for t in terms:
        ok = True
        for f in sympy.Mul.make_args(t):
            if f.is_number:
                continue
            if f.is_Pow and not f.exp.is_integer:
                ok = nonzero_at(cast(tuple[int, tuple[Any, ...]], one_signed(f.base))[1], S)  # see one_signed
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


def _minimal(sets: Iterable[frozenset[Any]]) -> list[frozenset[Any]]:
    """The inclusion-minimal sets among ``sets`` (duplicates removed)."""
    out: list[frozenset[Any]] = []
    for s in sorted(set(sets), key=len):
        if not any(m <= s for m in out):
            out.append(s)
    return out


def joined(families: Iterable[list[frozenset[Any]] | None]) -> list[frozenset[Any]] | None:
    """The minimal unions of one set from each family: the supports where every family's condition holds.
    None when a family is None or the combinations exceed :data:`SUPPORTS_MAX`."""
    out: list[frozenset[Any]] = [frozenset()]
    for family in families:
        if family is None or len(out) * len(family) > SUPPORTS_MAX:
            return None
        out = _minimal(a | b for a in out for b in family)
    return out


def minimal_supports(terms: Iterable[Any]) -> list[frozenset[Any]] | None:
    """The minimal sets S of positive symbols at which the one-signed sum ``terms`` is nonzero
    (:func:`nonzero_at`, which is monotone in S); None past the budget of :func:`joined`."""
    out: list[frozenset[Any]] = []
    for t in terms:
        factors: list[list[frozenset[Any]] | None] = []
        for f in sympy.Mul.make_args(t):
            if f.is_number:
                continue
            if f.is_Pow and not f.exp.is_integer:
                factors.append(minimal_supports(cast(tuple[int, tuple[Any, ...]], one_signed(f.base))[1]))
            else:
                factors.append([frozenset(f.free_symbols)])
        union = joined(factors)
        if union is None:
            return None
        out.extend(union)
    return _minimal(out)


def sign_where_defined(expr: Any, parts: Sequence[Any], radicands: Sequence[Any] = (),
                       strict: bool = True) -> int | None:
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
    num, den = sympy.fraction(cancel(expr, together=True))
    if num == 0 and not strict:
        return 0
    certified = [one_signed(x) for x in [num, den, *parts, *radicands]]
    if None in certified:
        return None
    (s_num, num_terms), (s_den, den_terms), *rest = cast(list[tuple[int, tuple[Any, ...]]], certified)  # None ruled out
    conds = [terms for _, terms in rest[: len(parts)]]
    needed = ([num_terms] if strict else []) + [den_terms] + [terms for _, terms in rest[len(parts):]]
    supports = joined([minimal_supports(c) for c in conds])
    if supports is None or not all(nonzero_at(c, S) for S in supports for c in needed):
        return None
    return s_num * s_den


def certified_sign(b: Any, strict: bool) -> bool:
    """Certify ``b > 0`` or ``b < 0`` (``strict``), else ``b >= 0``, for every positive value of its symbols."""
    num, den = sympy.fraction(sympy.together(b))
    s_num, s_den = nonneg_sign(sympy.expand(num)), nonneg_sign(sympy.expand(den))
    if s_num is None or s_den in (None, 0):
        return False
    return s_num != 0 if strict else s_num * s_den >= 0


def without_positive_factor(expr: Any, positive: Any) -> Any:
    """``expr`` with each condition ``s^d·L ⋚ 0`` of its pieces, s = ``positive`` (a positive symbol), read as
    ``L ⋚ 0``: a positive factor keeps the sign (``Eq(N*z, 0)`` → ``Eq(z, 0)``); any other condition as it is."""
    return expr.replace(lambda e: isinstance(e, sympy.core.relational.Relational),
                        lambda condition: _dropped(condition, positive))


def _dropped(condition: Any, positive: Any) -> Any:
    if condition.rhs != 0:
        return condition
    side, factor = sympy.factor_terms(condition.lhs).as_independent(positive, as_Add=False)
    if factor == positive or (factor.is_Pow and factor.base == positive and factor.exp.is_real):
        return condition.func(side, 0)
    return condition
