"""Expression algebra: constant folding (folding.py), linear canonical forms, constant bounds, proofs.

Integer expressions are put in a linear canonical form (`a + b*2 - 3`: terms sorted, constant
last), so that offsets from bounds inference fold (`(y + 63) + 1` -> `y + 64`).  Facts about
loop variables with constant bounds (`0 <= xi <= 63`) prune `min`, `max`, comparisons and
selects.  Float expressions are folded only when both operands are constants (no
reassociation: it would change rounding).  The `simplify` pass applies it to statements.
"""
from __future__ import annotations

from functools import lru_cache

from ..nodes import SHIFT_OPS, Binary, Cast, Component, Const, Expr, Select, Unary, Var, Vector, const
from ..types import ANY_INT_TYPES, FLOAT_TYPES, INT_TYPES, WRAPPING_TYPES, holds_every, int_range, wrap
from ..visitor import Mutator, free_names, span_key
from .folding import converted, float_bounds, fold_floats, fold_ints
from .linear import const_difference, from_linear, linear_form, select_of_constants

Facts = dict  # var name -> (lo: int | None, hi: int | None)


# ----------------------------------------------------------------------------- constant bounds
def const_bounds(e: Expr, facts: Facts) -> tuple[int | None, int | None]:
    """Constant lower and upper bounds of an integer expression, from facts about variables."""
    if isinstance(e, Const) and e.dtype in INT_TYPES:
        return int(e.value), int(e.value)
    if isinstance(e, Var):
        return facts.get(e.name, (None, None))
    return _bounds(e, known_facts(e, facts))


def known_facts(e: Expr, facts: Facts) -> frozenset:
    """The facts about the variables of `e` that bound them (hashable, the key of the caches
    below): a statement deep in a loop nest has hundreds of lets in scope, an expression reads a
    few, and its bounds or a comparison's truth depend on those alone."""
    return frozenset((n, facts[n]) for n in facts.keys() & free_names(e) if facts[n] != (None, None))


@lru_cache(maxsize=1 << 17)
def _facts(key: frozenset) -> Facts:
    return dict(key)


@lru_cache(maxsize=1 << 17)
def _bounds(e: Expr, key: frozenset) -> tuple[int | None, int | None]:
    """const_bounds under the facts `key` (hashable): a pyramid's bounds share their
    subexpressions level after level, and bounds inference asks about them again and again."""
    if isinstance(e, Const) and e.dtype in INT_TYPES:
        return int(e.value), int(e.value)
    if isinstance(e, Var):
        return _facts(key).get(e.name, (None, None))
    if isinstance(e, Unary) and e.op == "-":
        lo, hi = _bounds(e.a, key)
        return (None if hi is None else -hi), (None if lo is None else -lo)
    if isinstance(e, Select):
        (a, b), (c, d) = _bounds(e.true_value, key), _bounds(e.false_value, key)
        return (None if a is None or c is None else min(a, c)), (None if b is None or d is None else max(b, d))
    if not isinstance(e, Binary) or e.dtype not in INT_TYPES:
        return None, None
    if e.op == "-" and _same_division(e.a, e.b):
        return _division_difference(e.a, e.b, key)
    (alo, ahi), (blo, bhi) = _bounds(e.a, key), _bounds(e.b, key)
    add = lambda x, y: None if x is None or y is None else x + y  # noqa: E731
    if e.op == "+":
        return add(alo, blo), add(ahi, bhi)
    if e.op == "-":
        return add(alo, None if bhi is None else -bhi), add(ahi, None if blo is None else -blo)
    if e.op in ("min", "max"):
        pick = min if e.op == "min" else max
        lo = pick(alo, blo) if None not in (alo, blo) else (None if e.op == "min" else (alo if blo is None else blo))
        hi = pick(ahi, bhi) if None not in (ahi, bhi) else (None if e.op == "max" else (ahi if bhi is None else bhi))
        return lo, hi
    if e.op == "*" and None not in (alo, ahi, blo, bhi):
        products = [alo * blo, alo * bhi, ahi * blo, ahi * bhi]
        return min(products), max(products)
    if e.op == "*" and blo is not None and blo == bhi and blo >= 0:
        return (None if alo is None else alo * blo), (None if ahi is None else ahi * blo)
    if e.op == "/" and blo is not None and blo == bhi and blo > 0:
        return (None if alo is None else alo // blo), (None if ahi is None else ahi // blo)
    if e.op == "%" and blo is not None and blo == bhi and blo > 0:
        return 0, blo - 1
    return None, None


def _same_division(a: Expr, b: Expr) -> bool:
    return all(isinstance(x, Binary) and x.op == "/" and isinstance(x.b, Const) for x in (a, b)) \
        and a.b.value == b.b.value and a.b.value > 0


def _division_difference(a: Binary, b: Binary, key: frozenset) -> tuple[int | None, int | None]:
    """`p / c - q / c` lies in [floor(d / c), ceil(d / c)] for d = p - q (floor(x + y) - floor(x)
    is floor(y) or one more): the rows a window spans across a pyramid's levels,
    `(y + 1) / 2 - y / 2`, in [0, 1]."""
    c = int(a.b.value)
    lo, hi = _bounds(simplify_expr(Binary("-", a.a, b.a, a.dtype)), key)
    return (None if lo is None else lo // c), (None if hi is None else -(-hi // c))


def prove(cond: Expr, facts: Facts) -> bool | None:
    """True or False when `cond` (a comparison) is decided by linear algebra and facts."""
    if isinstance(cond, Const):
        return bool(cond.value)
    return _prove_cached(cond, known_facts(cond, facts))


@lru_cache(maxsize=65536)
def _prove_cached(cond: Expr, facts_items: frozenset) -> bool | None:
    """Bounds inference asks the same questions over and over (local_laplacian: 28,000 of its
    30,000 proofs are repeats, each walking a min/max tree of ~40 nodes)."""
    return _prove(cond, dict(facts_items))


def _prove(cond: Expr, facts: Facts) -> bool | None:
    if isinstance(cond, Const):
        return bool(cond.value)
    if not isinstance(cond, Binary) or cond.a.dtype not in INT_TYPES:
        return None
    if cond.op in ("&&", "||"):
        a, b = prove(cond.a, facts), prove(cond.b, facts)
        if cond.op == "&&":
            return False if False in (a, b) else (True if a and b else None)
        return True if True in (a, b) else (False if a is False and b is False else None)
    if cond.op in ("<", "<=", ">", ">=") and _through_minmax(cond, facts):
        return True
    if cond.op in ("<=", ">=") and _through_division(cond, facts):
        return True
    diff = simplify_expr(Binary("-", cond.a, cond.b, cond.a.dtype))  # facts enter through const_bounds
    lo, hi = const_bounds(diff, facts)
    if lo is None or hi is None:
        rlo, rhi = _rounded_bounds(diff, facts)
        lo = rlo if lo is None else (lo if rlo is None else max(lo, rlo))
        hi = rhi if hi is None else (hi if rhi is None else min(hi, rhi))
    tests = {"<": (hi is not None and hi < 0, lo is not None and lo >= 0),
             "<=": (hi is not None and hi <= 0, lo is not None and lo > 0),
             ">": (lo is not None and lo > 0, hi is not None and hi <= 0),
             ">=": (lo is not None and lo >= 0, hi is not None and hi < 0),
             "==": (lo == hi == 0, (lo is not None and lo > 0) or (hi is not None and hi < 0)),
             "!=": ((lo is not None and lo > 0) or (hi is not None and hi < 0), lo == hi == 0)}
    if cond.op not in tests:
        return None
    yes, no = tests[cond.op]
    return True if yes else (False if no else None)


def _rounded_bounds(diff: Expr, facts: Facts) -> tuple[int | None, int | None]:
    """Bounds of `diff` with each of its terms `j * k * (t / k)` (k a positive constant) taken
    as `j * t` less 0 .. k - 1 of it (floor division: `t - t % k`): a vectorized loop's last
    tile starts at `min((e + 15) / 16 * 16 - 16, e - 16)`, which is `e - 16`, and a pyramid's
    levels nest that twice a level (interpolate's coarse regions grew to thousands of nodes)."""
    terms, c = linear_form(diff)
    rest, lo_off, hi_off = dict(terms), 0, 0
    for t, m in terms.items():
        if not (isinstance(t, Binary) and t.op == "/" and isinstance(t.b, Const) and t.b.value > 0
                and m % int(t.b.value) == 0):
            continue
        k = int(t.b.value)
        j = m // k
        del rest[t]
        inner, ic = linear_form(t.a)
        for u, v in inner.items():
            rest[u] = rest.get(u, 0) + j * v
        c += j * ic
        lo_off, hi_off = (lo_off - j * (k - 1), hi_off) if j > 0 else (lo_off, hi_off - j * (k - 1))
    if len(rest) == len(terms):
        return None, None
    lo, hi = const_bounds(simplify_expr(from_linear({u: v for u, v in rest.items() if v}, c, diff.dtype)), facts)
    return (None if lo is None else lo + lo_off), (None if hi is None else hi + hi_off)


def _through_minmax(cond: Binary, facts: Facts) -> bool:
    """Whether `a <= b` (or <, and the mirrored > >=) holds because of a min or a max on either
    side: min(x, y) <= b where x <= b or y <= b, max(x, y) <= b where both are, and the same for
    b's side (`min((H + 63) / 64 * 64 - 1, H - 1) <= H - 1`, which linear algebra misses)."""
    small, op, large = (cond.a, cond.op, cond.b) if cond.op in ("<", "<=") else \
        (cond.b, {">": "<", ">=": "<="}[cond.op], cond.a)
    if not (isinstance(small, Binary) and small.op in ("min", "max")) and \
            not (isinstance(large, Binary) and large.op in ("min", "max")):
        return False

    def holds(a: Expr, b: Expr) -> bool:
        return prove(Binary(op, a, b, "bool"), facts) is True
    if isinstance(small, Binary) and small.op in ("min", "max"):
        parts = [holds(x, large) for x in _minmax_operands(small, small.op)]
        return any(parts) if small.op == "min" else all(parts)
    parts = [holds(small, x) for x in _minmax_operands(large, large.op)]
    return any(parts) if large.op == "max" else all(parts)


def _through_division(cond: Binary, facts: Facts) -> bool:
    """Whether `x / k <= y / k` holds because `x <= y` does (k a positive constant: floor division
    is monotone), as `min(y / 2, (y + 1) / 2)` of an upsampling's bounds needs."""
    a, b = cond.a, cond.b
    if not all(isinstance(e, Binary) and e.op == "/" and isinstance(e.b, Const) for e in (a, b)):
        return False
    if a.b.value != b.b.value or a.b.value <= 0:
        return False
    return prove(Binary(cond.op, a.a, b.a, "bool"), facts) is True


# ----------------------------------------------------------------------------- expressions
def _minmax_operands(e: Expr, op: str) -> list[Expr]:
    if isinstance(e, Binary) and e.op == op:
        return _minmax_operands(e.a, op) + _minmax_operands(e.b, op)
    return [e]


def _simplify_minmax(op: str, a: Expr, b: Expr, dtype: str, facts: Facts) -> Expr:
    """Flatten nested min (max), drop operands that another operand dominates."""
    keep: list[Expr] = []
    for x in _minmax_operands(a, op) + _minmax_operands(b, op):
        dominated = False
        for i, y in enumerate(keep):
            d = const_difference(x, y) if dtype in INT_TYPES else (0 if x == y else None)
            if d is None:
                better = prove(Binary("<=" if op == "min" else ">=", x, y, "bool"), facts) \
                    if dtype in INT_TYPES else None
                worse = prove(Binary(">=" if op == "min" else "<=", x, y, "bool"), facts) \
                    if dtype in INT_TYPES else None
                if better:
                    keep[i] = x
                    dominated = True
                elif worse:
                    dominated = True
            else:
                if (op == "min" and d < 0) or (op == "max" and d > 0):
                    keep[i] = x
                dominated = True
            if dominated:
                break
        if not dominated:
            keep.append(x)
    consts = [k for k in keep if isinstance(k, Const)]
    others = [k for k in keep if not isinstance(k, Const)]
    out = others[0] if others else consts[0]
    for x in others[1:] + (consts if others else consts[1:]):
        out = Binary(op, out, x, dtype)
    return out


def _multiples_out(op: str, a: Expr, c: int, dtype: str) -> Expr | None:
    """`(c * q + r) / c` as `q + r / c` and `(c * q + r) % c` as `r % c` (floor division: exact),
    where the terms of `a` that are multiples of `c` make q: `(2 * x.o + 1) / 2` is `x.o`, a
    split by 2 read at an upsample's `x / 2`.  None where no term is a multiple."""
    terms, k = linear_form(a)
    whole = {t: v // c for t, v in terms.items() if v % c == 0}
    if not whole:
        return None
    rest = from_linear({t: v for t, v in terms.items() if v % c != 0}, k, dtype)
    if op == "%":
        return Binary("%", rest, Const(c, dtype), dtype)
    return Binary("+", from_linear(whole, 0, dtype), Binary("/", rest, Const(c, dtype), dtype), dtype)


def _absorbs(other: dict, k: int, terms: dict, c: int) -> bool:
    """Whether linear form `other + k` cancels every term of `terms + c`, and its constant (where
    it is not 0): their sum is no longer than `other` alone."""
    return (bool(terms) or c != 0) and all(other.get(t, 0) == -v for t, v in terms.items()) and (c == 0 or c + k == 0)


class ExprSimplifier(Mutator):
    """Simplifies expressions under `facts` (constant bounds of variables)."""

    def __init__(self, facts: Facts):
        self.facts = facts

    def visit_Binary(self, e: Binary):
        a, b = self.visit(e.a), self.visit(e.b)
        if isinstance(a, Const) and isinstance(b, Const):
            if a.dtype in FLOAT_TYPES:
                v = fold_floats(e.op, a.value, b.value, a.dtype)
            else:
                v = fold_ints(e.op, int(a.value), int(b.value))
            if v is not None:
                wraps = e.dtype in WRAPPING_TYPES or e.op in SHIFT_OPS      # `1 << 40` in i32: 0
                return Const(wrap(v, e.dtype) if wraps else v, e.dtype)
        if e.dtype in INT_TYPES and e.op in ("+", "-", "*"):
            terms, c = linear_form(Binary(e.op, a, b, e.dtype))
            return select_of_constants(terms, c, e.dtype) or self._into_minmax(terms, c, e.dtype) or \
                from_linear(terms, c, e.dtype)
        if e.op in ("min", "max"):
            return _simplify_minmax(e.op, a, b, e.dtype, self.facts)
        if e.dtype in INT_TYPES and e.op in ("/", "%") and isinstance(b, Const) and b.value == 1:
            return a if e.op == "/" else Const(0, e.dtype)
        if e.dtype in INT_TYPES and e.op in ("/", "%") and isinstance(b, Const) and b.value > 1:
            split = _multiples_out(e.op, a, int(b.value), e.dtype)
            if split is not None:
                return self.visit(split)
        if e.op in ("&&", "||"):
            for x, y in ((a, b), (b, a)):
                if isinstance(x, Const):
                    keep = bool(x.value) == (e.op == "&&")
                    return y if keep else Const(bool(x.value), "bool")
        new = e if (a is e.a and b is e.b) else Binary(e.op, a, b, e.dtype, e.span)
        if new.dtype == "bool" and e.op not in ("&&", "||"):
            decided = prove(new, self.facts)
            if decided is not None:
                return Const(decided, "bool")
        return new

    def _into_minmax(self, terms: dict, c: int, dtype: str) -> Expr | None:
        """`s + max(a, b)` as `max(s + a, s + b)` (min too) where an operand cancels all of `s`:
        a region grown to at least n points, `max(f.x.extent - 1, 7) + 1`, is `max(f.x.extent, 8)`;
        a split's last tile in a slid window's new rows, `m + max(e - m - 1, 0)`, is
        `max(e - 1, m)`."""
        for m, coefficient in terms.items():
            if coefficient != 1 or not (isinstance(m, Binary) and m.op in ("min", "max")):
                continue
            rest = {t: k for t, k in terms.items() if t is not m}
            if any(_absorbs(*linear_form(x), rest, c) for x in (m.a, m.b)):
                s = from_linear(rest, c, dtype)
                return self.visit(Binary(m.op, Binary("+", s, m.a, dtype), Binary("+", s, m.b, dtype), dtype))
        return None

    def visit_Unary(self, e: Unary):
        a = self.visit(e.a)
        if isinstance(a, Const):
            if e.op == "!":
                return Const(not a.value, "bool")
            value = ~int(a.value) if e.op == "~" else -a.value
            return Const(wrap(value, a.dtype) if a.dtype in WRAPPING_TYPES else value, a.dtype)
        if e.op == "-" and e.dtype in INT_TYPES:
            terms, c = linear_form(Unary("-", a, e.dtype))
            return from_linear(terms, c, e.dtype)
        return e if a is e.a else Unary(e.op, a, e.dtype, e.span)

    def visit_Select(self, e: Select):
        cond = self.visit(e.cond)
        decided = prove(cond, self.facts)
        if decided is not None:
            return self.visit(e.true_value if decided else e.false_value)
        t, f = self.visit(e.true_value), self.visit(e.false_value)
        if t == f:
            return t
        return e if (cond is e.cond and t is e.true_value and f is e.false_value) else Select(cond, t, f, e.dtype, e.span)

    def visit_Cast(self, e: Cast):
        v = self.visit(e.value)
        if v.dtype == e.dtype:
            return v
        if isinstance(v, Const):
            return const(converted(v, e.dtype), e.dtype)
        if isinstance(v, Cast) and e.dtype in ANY_INT_TYPES and self._fits(v.value, v.dtype, e.dtype):
            return self.visit(Cast(e.dtype, v.value, e.span))
        return e if v is e.value else Cast(e.dtype, v, e.span)

    def _fits(self, v: Expr, narrow: str, wide: str) -> bool:
        """Whether `wide(narrow(v))` is `wide(v)`: every value `v` takes converts into `narrow`
        unchanged, and `wide` holds all of them (`i32(u8(clamp(f, 0.0, 255.0)))`: a LUT's index,
        which gcc gathers only without the byte in between).  A float converts toward zero, NaN
        to 0 in either type."""
        if narrow not in ANY_INT_TYPES or not holds_every(wide, narrow):
            return False
        lo, hi = int_range(narrow)
        if v.dtype in FLOAT_TYPES:
            flo, fhi = float_bounds(v, self.facts)
            return flo is not None and fhi is not None and lo - 1 < flo and fhi < hi + 1
        vlo, vhi = const_bounds(v, self.facts) if v.dtype in INT_TYPES else (None, None)
        return vlo is not None and vhi is not None and lo <= vlo and vhi <= hi

    def visit_Component(self, e: Component):
        """`f32x4(a, b, c, d).y` is `b`."""
        e = self.generic_visit(e)
        return e.vector.values[e.index] if isinstance(e.vector, Vector) else e


def simplify_expr(e: Expr, facts: Facts | None = None) -> Expr:
    known = known_facts(e, facts) if facts else None
    return _simplify_under(e, span_key(e), known) if known else _simplify_cached(e, span_key(e))


@lru_cache(maxsize=65536)
def _simplify_under(e: Expr, spans: int, known: frozenset) -> Expr:
    """`e` simplified under the facts about its own variables (`known`, hashable): an unrolled
    loop's copies and a partitioned loop's parts hold the same expressions under the same facts
    (`spans`: visitor.span_key, so that an equal expression of another line is another entry)."""
    return ExprSimplifier.visit(_CachedSimplifier(dict(known)), e)


class _CachedSimplifier(ExprSimplifier):
    """Every subexpression simplified through the caches (simplify_expr), under the facts about
    its variables: bounds inference builds `min(a, b)` of simplified `a` and `b` and simplifies
    it, which would otherwise walk `a` and `b` again (quadratic in the depth of a pyramid's
    bounds)."""

    def visit(self, node):
        return simplify_expr(node, self.facts) if isinstance(node, Expr) else super().visit(node)


@lru_cache(maxsize=65536)
def _simplify_cached(e: Expr, spans: int) -> Expr:
    """Bounds inference simplifies the same expressions over and over."""
    return ExprSimplifier.visit(_SIMPLIFIER, e)


_SIMPLIFIER = _CachedSimplifier({})
