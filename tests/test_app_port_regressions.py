"""What porting Halide's apps found (examples/apps/): each fixed with the test that failed
before it — a func of no arguments at the root, a table read at an 8- or 16-bit index that a
clamp narrows, a split's guard the lets around it decide, windows at an upsample that did not
slide, a division of multiples of its divisor, an upsample's fused vector loop left scalar."""
from __future__ import annotations

import numpy as np
import pytest

import irc
from irc.ir.analysis.simplify import simplify_expr
from irc.ir.evaluate import eval_int
from irc.ir.nodes import Binary, Const, Var
from irc.ir.printer import expr_str, to_str


def test_a_func_of_no_arguments_at_the_root():
    """Its one value is scratch storage of one element (an internal error before: camera_pipe)."""
    prog = irc.parse("""
param W: i32 = 64
param gain: f32 = 1.5
input in: f32[W]
func k() = gain * 2.0
func out(x) = in(x) * k()
output out[W]
schedule root { k.compute_root() }
""", "scalar.dsl")
    x = np.arange(64, dtype=np.float32)
    np.testing.assert_array_equal(prog.compile("root")(x, gain=0.5), x)
    np.testing.assert_array_equal(prog.compile("root")(x), x * 3)


def test_a_table_read_at_a_clamped_narrow_index_is_as_large_as_the_clamp():
    """`lut(clamp(v, 0, 1023))` of an i16 `v`: the table's 1,024 entries, not i16's 65,536."""
    prog = irc.parse("""
param W: i32 = 64
param H: i32 = 64
input in: i16[H, W]
func lut(v) = f32(v) * 2.0
func out(y, x) = lut(clamp(in(y, x), 0, 1023))
output out[H, W]
schedule root { lut.compute_root() }
""", "lut.dsl")
    assert "allocate lut: f32[0 .. 1024]" in to_str(prog.lower("root"))
    img = np.random.default_rng(1).integers(-2000, 2000, (64, 64)).astype(np.int16)
    np.testing.assert_array_equal(prog.compile("root")(img), np.clip(img, 0, 1023).astype(np.float32) * 2)


def test_a_split_guard_the_lets_decide_is_gone():
    """A sum func computed per 64 columns, split by 16: `if c < c.min + 64` with c = c.min + 16 *
    c.o + c.v always holds; left in the vector loop, gcc masked it (conv_layer: 30x)."""
    prog = irc.parse("""
param N: i32 = 64
param K: i32 = 16
input A: f32[N, K]
input B: f32[K, N]
func conv(i, c) = sum(k in 0 .. K: A(i, k) * B(k, c))
func out(i, c) = conv(i, c)
output out[N, N]
schedule s { out.split(c, co, ci, 64).vectorize(ci, 16)
             conv.compute_at(out, co).reorder(k, i, c).vectorize(c, 16).unroll(c.o) }
""", "guard.dsl")
    assert "if conv.c" not in to_str(prog.lower("s"))
    rng = np.random.default_rng(2)
    a, b = rng.random((64, 16), dtype=np.float32), rng.random((16, 64), dtype=np.float32)
    np.testing.assert_allclose(prog.compile("s")(a, b), a @ b, rtol=1e-5)


@pytest.mark.parametrize("read", ["a(y / 2, x) + a(y / 2 + 1, x)", "a((y + 1) / 2 - 1, x) * a(y / 2 + 2, x)"])
def test_a_window_read_at_an_upsample_slides_and_folds(read):
    """`up(y) = a(y / 2) + a(y / 2 + 1)`, a stored per image and computed per row of up: each row
    of a is computed once (it was recomputed for every row of up) and a keeps only the rows in
    use (it kept them all): the bounds only grow with y, though not linearly."""
    prog = irc.parse(f"""
param W: i32 = 16
param H: i32 = 64
input in: f32[H, W] boundary clamp
func a(y, x) = in(y, x) * 2.0
func up(y, x) = {read}
output up[H, W]
schedule halved {{ a.store_root().compute_at(up, y) }}
""", "up.dsl")
    counts = prog.counters("halved", H=64, W=16)
    assert counts.evaluations["a"] == (33 if "+ 1, x)" in read else 35) * 16     # rows 0 .. 32; -1 .. 33
    assert counts.storage["a"] <= 16 * 16
    img = np.random.default_rng(3).random((64, 16), dtype=np.float32)
    np.testing.assert_allclose(prog.compile("halved")(img), prog.reference(img), rtol=1e-6)


def test_multiples_of_the_divisor_leave_a_division():
    """`(2 * x + 1) / 2` is x, `(4 * x + 7) % 4` is 3 (floor division: exact for every x): a split
    by 2 read at an upsample's x / 2 indexes affinely.  Checked against Python's // and %."""
    x, y = Var("x"), Var("y")
    cases = [(Binary("/", Binary("+", Binary("*", Const(2), x), Const(1)), Const(2)), "x"),
             (Binary("%", Binary("+", Binary("*", Const(4), x), Const(7)), Const(4)), "3"),
             (Binary("/", Binary("+", Binary("*", Const(4), x), y), Const(4)), "x + y / 4"),
             (Binary("/", Binary("-", Binary("*", Const(6), x), Const(1)), Const(3)), "x * 2 - 1")]
    for e, want in cases:
        got = simplify_expr(e)
        assert expr_str(got) == want
        for xv in range(-7, 8):
            for yv in (-5, 0, 3):
                assert eval_int(got, {"x": xv, "y": yv}) == eval_int(e, {"x": xv, "y": yv})


def test_a_constant_float_past_an_integer_range_folds_saturated():
    """`i32(1e38 * 10.0)`: the product folds to inf, and its cast to i32's largest value, as every
    backend converts it (types.saturate; the fuzzer's mutant of hist: an OverflowError, an
    internal error, before)."""
    prog = irc.parse("""
param W: i32 = 16
input in: f32[W]
func h(x) = i32(in(x)) + i32(1e38 * 10.0)
output h[W]
""", "cast.dsl")
    assert "i32(in[h.x]) + 2147483647" in to_str(prog.lower("root"))
    a = np.array([-3.5, 0, 1, 2] * 4, np.float32)
    assert prog.compile("root")(a).tolist() == prog.reference(a).tolist() == [2147483647 + int(v) - 2 ** 32 * (v > 0)
                                                                              for v in a.astype(np.int64)]



@pytest.mark.parametrize("W", [16, 37, 64])
@pytest.mark.parametrize("read", ["in(y / 2, x / 2) + in(y / 2, (x + 1) / 2)",
                                  "in(y / 2, x / 2 - 1) - in(y / 2, (x + 3) / 2)"])
def test_an_upsample_fused_into_one_vector_loop_runs_over_pairs(W, read):
    """The steady state of `up.vectorize(x, 16)` is one vectorized loop of a multiple of 16
    points (fuse_vector_lanes); deinterleave splits it into pairs as it does a split's 16 lanes,
    at every width, odd or not, and where the input's clamp leaves a prologue and an epilogue."""
    prog = irc.parse(f"""
param W: i32 = 64
param H: i32 = 8
input in: f32[H, W] boundary clamp
func up(y, x) = ({read}) * 0.5
output up[2 * H, 2 * W - 1]
schedule lanes {{ up.vectorize(x, 16) }}
""", "up.dsl")
    assert "up.x.t.h" in to_str(prog.lower("lanes"))
    img = np.random.default_rng(W).random((8, W), dtype=np.float32)
    np.testing.assert_allclose(prog.compile("lanes")(img, W=W), prog.reference(img, W=W), rtol=1e-6)
