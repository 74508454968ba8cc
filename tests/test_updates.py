"""Update definitions over reduction domains (Halide's `f(r.x) += ...`): against numpy's own
histogram and cumulative sum, the reference and the C backend side by side under schedules of
the updates' loops, and the checks that keep a schedule from changing what an update computes."""
from __future__ import annotations

import numpy as np
import pytest

import irc
from conftest import EXAMPLES
from irc.ir.printer import to_str

HIST = """
param H: i32 = 16
param W: i32 = 16
input in: i32[H, W]
func hist(b) = 0
hist(clamp(in(r.y, r.x), 0, 9)) += 1
output hist[10]
schedule split { hist.update(0).split(r.y, ryo, ryi, 4).unroll(r.x, 4) }
"""

COLUMNS = """
param N: i32 = 16
param M: i32 = 16
input a: f32[N, M]
rdom r[N]
func top(x) = -1000.0
top(x) = max(top(x), a(r.x, x))
func low(x) = 1000.0
low(x) = min(low(x), a(r.x, x))
func prod(x) = 1.0
prod(x) *= a(r.x, x)
func both(x) = top(x) - low(x) + prod(x)
both(x) = both(x) * 2.0
both(x) -= 1.0
output both[M]
schedule root { top.compute_root(); both.vectorize(x, 4); both.update(1).parallel(x) }
"""


def test_histogram_equals_bincount():
    prog = irc.parse(HIST)
    img = np.random.default_rng(0).integers(-3, 14, (23, 37)).astype(np.int32)
    expected = np.bincount(np.clip(img, 0, 9).ravel(), minlength=10)
    for schedule in (None, "split"):
        assert np.array_equal(prog.compile(schedule)(img), expected)
    assert np.array_equal(prog.reference(img), expected)


def test_cumulative_sum_equals_cumsum():
    prog = irc.load(EXAMPLES / "cumsum.dsl")
    img = np.random.default_rng(1).random((19, 45)).astype(np.float32)
    expected = np.cumsum(img, axis=1, dtype=np.float32)
    for schedule in ("parallel", "columns"):
        np.testing.assert_allclose(prog.compile(schedule)(img), expected, rtol=1e-5)
    np.testing.assert_allclose(prog.reference(img), expected, rtol=1e-5)


def test_image_histogram_and_its_distribution():
    prog = irc.load(EXAMPLES / "histogram.dsl")
    img = np.random.default_rng(2).random((30, 41)).astype(np.float32)
    bins = np.bincount(np.clip((img * np.float32(255)).astype(np.int32), 0, 255).ravel(), minlength=256)
    for schedule in prog.schedules:
        hist, cdf = prog.compile(schedule)(img)
        assert np.array_equal(hist, bins) and np.array_equal(cdf, np.cumsum(bins))


@pytest.mark.parametrize("schedule", [None, "root"])
def test_min_max_product_and_several_updates(schedule):
    prog = irc.parse(COLUMNS)
    a = np.random.default_rng(3).random((11, 13)).astype(np.float32) + np.float32(0.5)
    prod = np.ones(13, np.float32)
    for row in a:
        prod = prod * row
    expected = (a.max(0) - a.min(0) + prod) * np.float32(2) - np.float32(1)
    np.testing.assert_allclose(prog.compile(schedule)(a), expected, rtol=1e-6)
    np.testing.assert_allclose(prog.reference(a), expected, rtol=1e-6)


def test_update_loops_in_the_ir():
    """Each update is its own nest after the pure definition, its loops named for its stage."""
    ir = to_str(irc.parse(HIST).lower("split"))
    pure, update = ir.index("for hist.b in"), ir.index("for hist.s1.ryo in")
    assert pure < update
    assert "hist.s1.r.x.o" in ir and "if hist.s1.r.y < H" in ir      # a guarded split: no point twice


def test_schedule_builder_speaks_update_words():
    prog = irc.load(EXAMPLES / "cumsum.dsl")
    s = prog.schedule()
    s.func("rows").update(0).split("y", "yo", "yi", 4).parallel("yo")
    assert str(s) == "rows.update(0).split(y, yo, yi, 4); rows.update(0).parallel(yo)"
    img = np.random.default_rng(4).random((9, 10)).astype(np.float32)
    np.testing.assert_allclose(prog.compile(s)(img), np.cumsum(img, axis=1), rtol=1e-5)
    assert np.array_equal(prog.compile(str(s))(img), prog.compile(s)(img))


def test_write_outside_the_output_is_checked_per_call():
    """Where the sizes decide whether an update stays inside the output, each call checks it."""
    prog = irc.parse("""
param N: i32 = 8
param K: i32 = 1
input a: f32[N]
func s(x) = 0.0
s(clamp(r.x + K - 1, 0, 20)) += a(r.x)
output s[N]
""")
    a = np.arange(8, dtype=np.float32)
    assert np.array_equal(prog.compile()(a, K=1), a)
    with pytest.raises(irc.RunError, match="update of output 's'"):
        prog.compile()(a, K=4)


def test_an_update_that_reads_an_inlined_func():
    prog = irc.parse("""
param N: i32 = 8
input a: f32[N, N] boundary clamp
func sq(y, x) = a(y, x) * a(y + 1, x)
rdom r[N]
func s(x) = 0.0
s(x) += sq(r.x, x)
output s[N]
""")
    a = np.random.default_rng(5).random((8, 8)).astype(np.float32)
    below = np.vstack([a[1:], a[-1:]])
    np.testing.assert_allclose(prog.compile()(a), (a * below).sum(0), rtol=1e-5)


RFACTOR = """
param N: i32 = 16
param M: i32 = 16
input a: f32[N, M]
rdom r[N]
func total(x) = 0.0
total(x) += a(r.x, x)
func top(x) = -1000.0
top(x) = max(top(x), a(r.x, x))
func both(x) = total(x) + top(x)
output both[M]
schedule partial { total.update(0).rfactor(r.x, u).update(0).parallel(u); top.update(0).rfactor(r.x, v) }
"""


def test_rfactor_sums_and_maxima_in_parts():
    """Partial sums and maxima per row, folded: the maxima exactly, the float sums up to rounding."""
    prog = irc.parse(RFACTOR)
    a = np.random.default_rng(6).random((21, 13)).astype(np.float32)
    got = prog.compile("partial")(a)
    np.testing.assert_allclose(got, a.sum(0) + a.max(0), rtol=1e-5)
    assert "total_intm" in prog.compile("partial").ir and "parallel for total_intm.s1.u" in prog.compile("partial").ir


@pytest.mark.parametrize("factor", [4, 7, 64])
def test_rfactor_of_a_split_domain_variable(factor):
    """split(r.y, ryo, ryi, F).rfactor(ryo, u): a partial histogram per block of F rows, the rows
    past the image skipped (F = 7 and 64 do not divide 30)."""
    prog = irc.load(EXAMPLES / "histogram.dsl")
    img = np.random.default_rng(12).random((30, 41)).astype(np.float32)
    f = prog.compile(f"hist.update(0).split(r.y, ryo, ryi, {factor}).rfactor(ryo, u).update(0).parallel(u)")
    assert all(np.array_equal(g, e) for g, e in zip(f(img), prog.reference(img)))
    assert f"for hist_intm.s1.ryi in 0 .. {factor}" in f.ir and "if hist_intm.s1.ryi + hist_intm.s1.u" in f.ir


def test_rfactor_from_python_speaks_its_text():
    prog = irc.load(EXAMPLES / "histogram.dsl")
    s = prog.schedule()
    s.func("hist").update(0).rfactor("r.y", "u").update(0).parallel("u")
    assert str(s) == "hist.update(0).rfactor(r.y, u); hist_intm.update(0).parallel(u)"
    img = np.random.default_rng(7).random((9, 31)).astype(np.float32)
    expected = prog.reference(img)
    for schedule in (s, str(s)):
        assert all(np.array_equal(g, e) for g, e in zip(prog.compile(schedule)(img), expected))



def test_a_domain_named_only_inside_a_sum():
    """`upd(y, x) += sum(k ..: in(y + r.x, x + k))`: the domain r is the update's though only the
    sum's body names it (its copy of the checker once kept it to itself: an internal error)."""
    prog = irc.parse("""
param W: i32 = 16
param H: i32 = 16
input in: f32[H, W] boundary clamp
rdom r[0 .. 9]
func upd(y, x) = 0.0
upd(y, x) += sum(k in 0 .. 12: in(y + r.x, x + k))
output upd[H, W]
""")
    img = np.random.default_rng(3).uniform(0, 1, (16, 16)).astype(np.float32)
    pad = np.pad(img, ((0, 8), (0, 11)), mode="edge")
    want = sum(pad[dy:dy + 16, k:k + 16] for dy in range(9) for k in range(12))
    np.testing.assert_allclose(prog.compile()(img), want, rtol=1e-5)
