"""Linear canonical forms of integer expressions: `e` as {term: coefficient} and a constant,
and back, terms in a deterministic order (their text), so that offsets fold (`(y + 63) + 1` ->
`y + 64`) and two bounds differ by a constant where they do (`const_difference`).  The
expression algebra (simplify.py) is built on them."""
from __future__ import annotations

from functools import lru_cache

from ..nodes import Binary, Const, Expr, Select, Unary
from ..printer import expr_str
from ..visitor import span_key


def linear_form(e: Expr) -> tuple[dict, int]:
    """`e` (integer, simplified) as ({term: coefficient}, constant)."""
    if isinstance(e, Const):
        return {}, int(e.value)
    terms, c = _linear_form(e, span_key(e))
    return dict(terms), c


@lru_cache(maxsize=1 << 16)
def _linear_form(e: Expr, spans: int) -> tuple[dict, int]:
    """linear_form kept per node (its dict is the caller's to copy; `spans`: visitor.span_key,
    as its terms go back into the IR): the simplifier asks for the form of each sum it builds,
    whose operands' forms it asked for a level below."""
    if isinstance(e, Binary) and e.op in ("+", "-"):
        ta, ca = linear_form(e.a)
        tb, cb = linear_form(e.b)
        sign = 1 if e.op == "+" else -1
        terms = dict(ta)
        for t, k in tb.items():
            terms[t] = terms.get(t, 0) + sign * k
        return {t: k for t, k in terms.items() if k}, ca + sign * cb
    if isinstance(e, Binary) and e.op == "*" and (isinstance(e.a, Const) or isinstance(e.b, Const)):
        k, other = (e.a.value, e.b) if isinstance(e.a, Const) else (e.b.value, e.a)
        terms, c = linear_form(other)
        return {t: v * k for t, v in terms.items() if v * k}, c * k
    if isinstance(e, Unary) and e.op == "-":
        terms, c = linear_form(e.a)
        return {t: -v for t, v in terms.items()}, -c
    return {e: 1}, 0


@lru_cache(maxsize=65536)
def _order_key(e: Expr) -> str:
    """Terms of a linear form print in the order of their text (deterministic)."""
    return expr_str(e)


def from_linear(terms: dict, c: int, dtype: str) -> Expr:
    def term(t, k):
        return t if k == 1 else Binary("*", t, Const(k, dtype), dtype)
    ordered = sorted(terms.items(), key=lambda tk: _order_key(tk[0])) if len(terms) > 1 else list(terms.items())
    pos = [(t, k) for t, k in ordered if k > 0]
    neg = [(t, -k) for t, k in ordered if k < 0]
    if pos:
        out = term(*pos[0])
        rest = pos[1:]
    elif c != 0 or not neg:
        out, rest, c = Const(c, dtype), [], 0
    else:
        out, rest = Unary("-", term(*neg[0]), dtype), []
        neg = neg[1:]
    for t, k in rest:
        out = Binary("+", out, term(t, k), dtype)
    for t, k in neg:
        out = Binary("-", out, term(t, k), dtype)
    if c > 0:
        out = Binary("+", out, Const(c, dtype), dtype)
    elif c < 0:
        out = Binary("-", out, Const(-c, dtype), dtype)
    return out


def select_of_constants(terms: dict, c: int, dtype: str) -> Select | None:
    """`x + 4 - select(p, x + 1, x - 1)` -> `select(p, 3, 5)`: a linear form whose one select,
    taken arm by arm, leaves only constants (a sliding window's extent), else None."""
    selects = [t for t in terms if isinstance(t, Select)]
    if len(selects) != 1:
        return None
    s, k = selects[0], terms[selects[0]]
    arms = []
    for arm in (s.true_value, s.false_value):
        arm_terms, arm_c = linear_form(arm)
        left = {t: v for t, v in terms.items() if t is not s}
        for t, v in arm_terms.items():
            left[t] = left.get(t, 0) + k * v
        if any(left.values()):
            return None
        arms.append(Const(c + k * arm_c, dtype))
    return Select(s.cond, arms[0], arms[1], dtype)


def const_difference(a: Expr, b: Expr) -> int | None:
    """`a - b` when it is a constant (both integer, simplified), else None."""
    ta, ca = linear_form(a)
    tb, cb = linear_form(b)
    return ca - cb if ta == tb else None
