"""simplify: `wide(narrow(v))` is `wide(v)` where every value of v converts into the narrow type
unchanged and the wide type holds them: a LUT's index `i32(u8(clamp(f, 0.0, 255.0)))` is
`i32(clamp(f, 0.0, 255.0))`, which gcc gathers by (with the byte between, it left hist's loop
scalar).  A float converts toward zero, NaN to 0 in either type; what may leave the narrow
type's range keeps its cast.  A let's bounds come with it (cse's `let c = max(f, 0.0)`)."""
from __future__ import annotations

import numpy as np
import pytest

import irc
from irc.ir.analysis.simplify import simplify_expr
from irc.ir.nodes import Binary, Cast, Const, Var
from irc.ir.printer import expr_str

F, X = Var("f", "f32"), Var("x", "i32")


def clamp(e, lo, hi):
    return Binary("min", Binary("max", e, Const(lo, e.dtype), e.dtype), Const(hi, e.dtype), e.dtype)


CASES = [
    (Cast("i32", Cast("u8", clamp(F, 0.0, 255.0))), {}, "i32(min(max(f, 0.0f), 255.0f))"),
    (Cast("i32", Cast("u8", clamp(F, -0.5, 255.75))), {}, "i32(min(max(f, -0.5f), 255.75f))"),
    (Cast("i32", Cast("i8", clamp(F, -128.0, 127.0))), {}, "i32(min(max(f, -128.0f), 127.0f))"),
    (Cast("i32", Cast("u8", clamp(F, 0.0, 256.0))), {}, "i32(u8(min(max(f, 0.0f), 256.0f)))"),
    (Cast("i32", Cast("u8", clamp(F, -1.0, 255.0))), {}, "i32(u8(min(max(f, -1.0f), 255.0f)))"),
    (Cast("i32", Cast("u8", Binary("max", F, Const(0.0, "f32"), "f32"))), {}, "i32(u8(max(f, 0.0f)))"),
    (Cast("i32", Cast("u8", Binary("min", F, Const(255.0, "f32"), "f32"))), {"f": (0.0, None)}, "i32(min(f, 255.0f))"),
    (Cast("i32", Cast("u8", X)), {"x": (0, 200)}, "x"),
    (Cast("i32", Cast("u8", X)), {"x": (0, 300)}, "i32(u8(x))"),
    (Cast("i64", Cast("u16", clamp(F, 0.0, 65535.0))), {}, "i64(min(max(f, 0.0f), 65535.0f))"),
    (Cast("i8", Cast("u8", clamp(F, 0.0, 255.0))), {}, "i8(u8(min(max(f, 0.0f), 255.0f)))"),   # i8 holds no 200
]


@pytest.mark.parametrize("e,facts,want", CASES, ids=[w for _, _, w in CASES])
def test_a_narrowing_cast_between_drops_where_the_value_fits(e, facts, want):
    assert expr_str(simplify_expr(e, facts)) == want


def test_the_lookup_equals_its_reference_at_every_value():
    """Every byte value, the clamp's edges, values past them and NaN (which converts to 0)."""
    prog = irc.parse("""
param N: i32 = 8
input v: f32[N]
input lut: i32[256]
func out(i) = lut(u8(clamp(v(i), 0.0, 255.0)))
output out[N]
""", "lookup.dsl")
    f = prog.compile("root")
    v = np.concatenate([np.arange(256, dtype=np.float32) + 0.5, [-3.0, -0.5, 255.9, 300.0, np.inf, -np.inf, np.nan]])
    lut = np.arange(256, dtype=np.int32) * 7 - 900
    v = v.astype(np.float32)
    np.testing.assert_array_equal(f(v, lut, N=len(v)), prog.reference(v, lut, N=len(v)))
