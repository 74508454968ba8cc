"""Small kernels on the SIMT interpreter against per-thread references and hand counts; each
regression test names the bug it pins (races: test_simt_races.py).

A result is compared with numpy or with a Python loop over the threads; a counter with a count
derived here warp by warp.
"""
from __future__ import annotations

import re
import warnings

import numpy as np
import pytest

import irc
from helpers import REDUCTION, launch
from irc.backends.simt.errors import Fault
from irc.diagnostics import CompileError, UsageError

RNG = np.random.default_rng(11)


# ----------------------------------------------------------------------------- results
def test_3d_grid_and_block_not_a_multiple_of_32():
    src = """
kernel k(o: i32[4, 9, 10]) grid(2, 3, 2) block(5, 3, 2) {
  let gx = blockIdx.x * blockDim.x + threadIdx.x
  let gy = blockIdx.y * blockDim.y + threadIdx.y
  let gz = blockIdx.z * blockDim.z + threadIdx.z
  if gx < 7 {
    o[gz, gy, gx] = gx + 10 * gy + 100 * gz + 1000 * gridDim.z + 10000 * blockDim.y
  }
}"""
    run = launch(src, o=np.zeros((4, 9, 10), np.int32))
    z, y, x = np.meshgrid(np.arange(4), np.arange(9), np.arange(10), indexing="ij")
    want = np.where(x < 7, x + 10 * y + 100 * z + 2000 + 30000, 0)
    np.testing.assert_array_equal(run.outputs["o"], want)
    # 12 blocks of 30 threads, one warp each; in the blocks with x = 1 only tx < 2 pass the if
    assert (run.stats["warps"], run.stats["gst_instr"], run.stats["divergent_branches"]) == (12, 12, 6)


def test_while_loops_with_per_lane_trip_counts_and_nested_ifs():
    src = """
param N: i32 = 80
kernel k(a: i32[N], steps: i32[N], odd: i32[N]) grid(3) block(30) {
  let i = blockIdx.x * blockDim.x + threadIdx.x
  if i < N {
    var x: i32 = a[i]
    var n: i32 = 0
    var o: i32 = 0
    while x != 1 {
      if x % 2 == 0 {
        x = x / 2
      } else {
        x = 3 * x + 1
        o += 1
      }
      n += 1
    }
    steps[i] = n
    odd[i] = o
  }
}"""
    a = np.arange(1, 81, dtype=np.int32)
    run = launch(src, a=a, steps=np.zeros(80, np.int32), odd=np.zeros(80, np.int32))
    want = []
    for x in a.tolist():
        n = o = 0
        while x != 1:
            x, n, o = (x // 2, n + 1, o) if x % 2 == 0 else (3 * x + 1, n + 1, o + 1)
        want.append((n, o))
    np.testing.assert_array_equal(np.stack([run.outputs["steps"], run.outputs["odd"]], 1), want)
    assert run.races == []


def test_stepped_loops_with_per_lane_bounds_and_local_arrays():
    src = """
param N: i32 = 40
kernel k(a: f32[N], o: f32[N]) grid(2) block(20) {
  let i = blockIdx.x * blockDim.x + threadIdx.x
  local h: f32[8]
  for j in i % 5 .. i step 3 {
    h[j % 8] += a[j]
    h[(j + i) % 8] -= 1
  }
  var s: f32 = 0
  for j in 0 .. 8 {
    s += h[j] * f32(j + 1)
  }
  o[i] = s
}"""
    a = RNG.standard_normal(40).astype(np.float32)
    run = launch(src, a=a, o=np.zeros(40, np.float32))
    want = []
    for i in range(40):
        h = np.zeros(8, np.float32)
        for j in range(i % 5, i, 3):
            h[j % 8] += a[j]
            h[(j + i) % 8] -= 1
        want.append(sum(h[j] * np.float32(j + 1) for j in range(8)))
    np.testing.assert_allclose(run.outputs["o"], want, rtol=1e-5)


def test_integer_division_rounds_toward_minus_infinity_in_every_type():
    src = """
param N: i32 = 64
kernel k(a: i32[N], b: i32[N], q: i32[N], r: i32[N], q64: i64[N], r64: i64[N]) grid(2) block(32) {
  let i = blockIdx.x * 32 + threadIdx.x
  q[i] = a[i] / b[i] + (i - 32) / 5 * 1000
  r[i] = a[i] % b[i] + (-7) % 3 * 1000
  q64[i] = i64(a[i]) / i64(b[i])
  r64[i] = i64(a[i]) % -7
}"""
    a = RNG.integers(-50, 50, 64).astype(np.int32)
    b = RNG.integers(1, 9, 64).astype(np.int32) * RNG.choice([-1, 1], 64).astype(np.int32)
    z32, z64 = np.zeros(64, np.int32), np.zeros(64, np.int64)
    o = launch(src, a=a, b=b, q=z32, r=z32, q64=z64, r64=z64).outputs
    i = np.arange(64)
    np.testing.assert_array_equal(o["q"], a // b + (i - 32) // 5 * 1000)
    np.testing.assert_array_equal(o["r"], a % b + 2000)
    np.testing.assert_array_equal(o["q64"], a // b)
    np.testing.assert_array_equal(o["r64"], a % -7)


def test_bool_vars_casts_nested_selects_and_math_in_every_type():
    src = """
param N: i32 = 50
kernel k(a: f32[N], d: f64[N], n: i32[N], o: f32[N], od: f64[N], on: i64[N], ob: i32[N]) grid(2) block(25) {
  let i = blockIdx.x * blockDim.x + threadIdx.x
  var flag: bool = a[i] > 0
  if i % 3 == 0 {
    flag = !flag
  }
  var c: bool = false
  c = flag && i > 10 || n[i] < -3
  o[i] = select(flag, select(c, sqrt(abs(a[i])), -a[i]), select(i < 25, min(a[i], f32(n[i])), max(a[i], 0.5)))
  od[i] = d[i] * 2 + f64(a[i]) + sqrt(abs(d[i]))
  on[i] = i64(n[i]) * 3000000000 + i64(abs(n[i]))
  ob[i] = select(c, 1, 0) + i32(d[i] * 10) + i32(flag)
}"""
    a, d = RNG.standard_normal(50).astype(np.float32), RNG.standard_normal(50)
    n = RNG.integers(-10, 10, 50).astype(np.int32)
    z = {"o": np.float32, "od": np.float64, "on": np.int64, "ob": np.int32}
    o = launch(src, a=a, d=d, n=n, **{k: np.zeros(50, t) for k, t in z.items()}).outputs
    i = np.arange(50)
    flag = np.where(i % 3 == 0, a <= 0, a > 0)
    c = (flag & (i > 10)) | (n < -3)
    np.testing.assert_array_equal(o["o"], np.where(flag, np.where(c, np.sqrt(np.abs(a)), -a),
                                                   np.where(i < 25, np.minimum(a, n.astype(np.float32)),
                                                            np.maximum(a, np.float32(0.5)))))
    np.testing.assert_array_equal(o["od"], d * 2 + a.astype(np.float64) + np.sqrt(np.abs(d)))
    np.testing.assert_array_equal(o["on"], n.astype(np.int64) * 3000000000 + np.abs(n))
    np.testing.assert_array_equal(o["ob"], c + (d * 10).astype(np.int32) + flag)


GUARDS = """
param N: i32 = 40
kernel k(a: f32[N], b: f32[N], n: i32[N]) grid(2) block(20) {
  let i = blockIdx.x * 20 + threadIdx.x
%s
}"""
A40 = np.arange(40, dtype=np.float32) - 20
N40 = np.arange(40, dtype=np.int32) * 3 - 50


@pytest.mark.parametrize("body,reference", [
    ("  if i >= N - 1 || a[i + 1] > 0 {\n    b[i] = 1\n  }", lambda i: float(i >= 39 or A40[i + 1] > 0)),
    ("  if N > 100 && a[N] > 0 {\n    b[i] = 1\n  }", lambda i: 0.0),
    ("  b[i] = select(i > 0, select(i < N - 1, a[i - 1] + a[i + 1], a[i - 1]), select(i < N - 1, a[i + 1], 0))",
     lambda i: (A40[i - 1] + A40[i + 1] if i < 39 else A40[i - 1]) if i > 0 else A40[i + 1]),
    ("  let j = n[i]\n  b[i] = select(j >= 0 && j < N, a[j], -1)", lambda i: A40[N40[i]] if 0 <= N40[i] < 40 else -1),
    ("  b[i] = f32(select(n[i] != 0, 100 / n[i], 7))", lambda i: float(100 // N40[i])),
    # bug: an arm no lane takes was still evaluated, and a uniform index out of bounds there
    # crashed with a Python IndexError
    ("  b[i] = select(i >= 0, a[i], a[N])", lambda i: A40[i]),
    ("  if i > 1000 && a[N + 5] > 0 {\n    b[i] = 1\n  }", lambda i: 0.0),
])
def test_guarded_reads_evaluate_only_the_lanes_that_take_them(body, reference):
    run = launch(GUARDS % body, a=A40, b=np.zeros(40, np.float32), n=N40)
    np.testing.assert_array_equal(run.outputs["b"], [reference(i) for i in range(40)])


def test_a_guarded_read_of_an_empty_buffer_is_no_crash():
    """Bug: every lane inactive and nothing to read: numpy's take refused an empty array."""
    src = """
param N: i32 = 32
param M: i32 = 1
kernel k(a: f32[M - 1], b: f32[N]) grid(1) block(32) {
  b[threadIdx.x] = select(threadIdx.x < M - 1, a[threadIdx.x], 3)
}"""
    run = launch(src, a=np.zeros(0, np.float32), b=np.zeros(32, np.float32))
    assert (run.outputs["b"] == 3).all()


def test_integer_literals_must_fit_their_type():
    """Bug: a literal past i32 crashed the interpreter with numpy's OverflowError."""
    body = "kernel k(a: f32[4]) grid(1) block(1) {\n  let x = 3000000000\n  a[0] = f32(x)\n}\n"
    with pytest.raises(CompileError, match="the integer 3000000000 does not fit in i32; an i64 var holds it") as e:
        irc.parse(body, "k.dsl")
    assert (e.value.span.line, e.value.span.column) == (2, 11)
    run = launch(body.replace("let x = 3000000000", "var x: i64 = 3000000000"), a=np.zeros(4, np.float32))
    assert run.outputs["a"][0] == np.float32(3e9)


def test_an_i64_index_is_not_wrapped_onto_another_element():
    """Bug: indices were cast to i32, so a[2**32 + 3] silently wrote a[3]."""
    src = "kernel k(a: f32[64]) grid(1) block(1) {\n  var j: i64 = %s\n  a[j] = 1\n}\n"
    assert np.nonzero(launch(src % "7", a=np.zeros(64, np.float32)).outputs["a"])[0].tolist() == [7]
    with pytest.raises(Fault, match="out-of-bounds write of 'a': index 4294967299 in dimension 0 of extent 64"):
        launch(src % "4294967299", a=np.zeros(64, np.float32))


def test_float_to_integer_casts_saturate_as_on_a_gpu():
    """Bug: numpy leaves out-of-range conversions to the platform (INT_MIN on x86 for 3e9)."""
    src = """
kernel k(a: f32[8], d: f64[8], n: i32[8], m: i64[8]) grid(1) block(8) {
  n[threadIdx.x] = i32(a[threadIdx.x])
  m[threadIdx.x] = i64(d[threadIdx.x])
}"""
    a = np.array([np.nan, np.inf, -np.inf, 3e9, -3e9, 2.9, -2.9, 2147483520], np.float32)
    d = np.array([np.nan, np.inf, -np.inf, 1e19, -1e19, 2.9, -2.9, 9.2e18])
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        o = launch(src, a=a, d=d, n=np.zeros(8, np.int32), m=np.zeros(8, np.int64)).outputs
    i32, i64 = np.iinfo(np.int32), np.iinfo(np.int64)
    np.testing.assert_array_equal(o["n"], [0, i32.max, i32.min, i32.max, i32.min, 2, -2, 2147483520])
    np.testing.assert_array_equal(o["m"], [0, i64.max, i64.min, i64.max, i64.min, 2, -2, 9200000000000000000])


def test_a_float_literal_past_f32_is_inf_without_a_warning():
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        run = launch("kernel k(a: f32[4]) grid(1) block(4) {\n  a[threadIdx.x] = a[threadIdx.x] * 1e300\n}\n",
                     a=np.array([-1, 0, 1, 2], np.float32))
    np.testing.assert_array_equal(run.outputs["a"], [-np.inf, np.nan, np.inf, np.inf])


# ----------------------------------------------------------------------------- checks and sizes
DIV = """
param N: i32 = 8
kernel k(a: f32[N], b: f32[N]) grid(1) block(8) {
  b[threadIdx.x] = a[threadIdx.x] / %s
}
check k: b(i) = a(i) / 0
"""


def test_a_check_agrees_with_infinities_and_nans_it_predicts():
    """Bug: |inf - inf| is NaN, so a kernel matching its check exactly was reported FAILED."""
    a = np.arange(8, dtype=np.float32) - 3                    # -inf, nan and +inf
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        good = launch(DIV % "0", a=a, b=np.zeros(8, np.float32)).checks
        bad = launch(DIV % "2", a=a, b=np.zeros(8, np.float32)).checks
    assert [(c.ok, c.max_error) for c in good] == [(True, 0.0)]
    assert [(c.ok, c.max_error) for c in bad] == [(False, np.inf)]


@pytest.mark.parametrize("value,message", [
    (64.0, "size N must be an integer, got 64.0"), ("64", "size N must be an integer, got '64'"),
    (True, "size N must be an integer, got True"), (1.5, "size N must be an integer, got 1.5"),
    (0, "size N must be positive and fit in i32, got 0"), (-8, "must be positive and fit in i32, got -8"),
    (2 ** 31, "size N must be positive and fit in i32, got 2147483648"),
])
def test_sizes_must_be_positive_i32_integers(value, message):
    """Bug: N='x' was a ValueError traceback, N=1.5 quietly 1, N=2**31 numpy's OverflowError."""
    src = "param N: i32 = 8\nkernel k(a: f32[8]) grid(1) block(8) {\n  a[threadIdx.x] = f32(N)\n}\n"
    with pytest.raises(UsageError, match=re.escape(message)):
        launch(src, a=np.zeros(8, np.float32), N=value)
    assert launch(src, a=np.zeros(8, np.float32), N=np.int64(5)).outputs["a"][0] == 5
    run = launch(src, a=np.zeros(8, np.float32))
    with pytest.raises(UsageError, match="size N must be an integer"):
        run.predict(scale_to={"N": "x"})


def test_the_report_of_a_kernel_without_sizes_has_no_empty_parentheses():
    from irc.targets.simt_report import header
    run = launch("kernel k(a: f32[4]) grid(1) block(4) {\n  a[threadIdx.x] = 1\n}\n", a=np.zeros(4, np.float32))
    assert header(run).startswith("kernel k: 1 block of 4 threads")


# ----------------------------------------------------------------------------- counters by hand
def test_counters_of_uniform_broadcast_and_f64_accesses_on_partial_warps():
    src = """
param N: i32 = 100
kernel k(a: f32[N], o: f32[N], d: f64[N]) grid(2) block(50) {
  shared s: f32[64]
  shared sd: f64[64]
  let i = blockIdx.x * blockDim.x + threadIdx.x
  let u = a[3]
  s[threadIdx.x] = u
  sd[threadIdx.x] = d[i]
  sync
  o[i] = s[0] + s[threadIdx.x] + f32(sd[threadIdx.x]) + f32(sd[5]) + f32(sd[(2 * threadIdx.x) % 64])
}"""
    d = np.arange(100, dtype=np.float64)
    run = launch(src, a=np.arange(100, dtype=np.float32), o=np.zeros(100, np.float32), d=d)
    line = {n: c for n, c in run.by_line.items()}
    # two blocks of a warp of 32 and one of 18 threads: 4 warp instructions per statement
    assert (line[7]["gld_instr"], line[7]["gld_sectors"], line[7]["gld_lines"]) == (4, 4, 4)   # one address
    assert (line[8]["sts_instr"], line[8]["sts_wavefronts"]) == (4, 4)
    # d[i]: bytes 0..255, 256..399, 400..655, 656..799 -> 8 + 5 + 9 + 5 sectors, 2 + 2 + 3 + 2 lines
    assert (line[9]["gld_sectors"], line[9]["gld_lines"]) == (27, 9)
    # f64: 32 lanes are 64 words (2 wavefronts), 18 lanes 36 words (banks 0-3 twice: 2)
    assert (line[9]["sts_instr"], line[9]["sts_wavefronts"]) == (4, 8)
    # per block: s[0] 1+1 (broadcast), s[t] 1+1, sd[t] 2+2, sd[5] 1+1 (one f64 for all),
    # sd[2t % 64]: words 4t, 4t+1: 4 per bank for 32 lanes, 3 for t = 32..49
    assert (line[11]["lds_instr"], line[11]["lds_wavefronts"]) == (20, 2 * (2 + 2 + 4 + 2 + 7))
    # o[i]: bytes 0..127, 128..199, 200..327, 328..399
    assert (line[11]["gst_sectors"], line[11]["gst_lines"]) == (4 + 3 + 5 + 3, 1 + 1 + 2 + 2)
    assert run.stats["dram_bytes"] == 32 * (1 + 25 + 13)          # a[3]; all of d; all of o
    sd = np.zeros((2, 64))
    sd[:, :50] = d.reshape(2, 50)
    t = np.arange(50)
    want = 3 + 3 + sd[:, t] + sd[:, 5:6] + sd[:, (2 * t) % 64]
    np.testing.assert_array_equal(run.outputs["o"], want.astype(np.float32).reshape(-1))


def test_bool_buffers_take_one_byte_a_lane():
    src = """
param N: i32 = 64
kernel k(m: bool[N], a: f32[N]) grid(2) block(32) {
  let i = blockIdx.x * 32 + threadIdx.x
  if m[i] {
    a[i] = 1
  }
  m[i] = a[i] > 0
}"""
    m = np.arange(64) % 3 == 0
    run = launch(src, m=m, a=np.zeros(64, np.float32))
    s = run.stats
    assert (s["gld_instr"], s["gld_sectors"]) == (4, 2 + 8)      # 32 bools: one sector; 32 floats: four
    assert (s["gst_instr"], s["gst_sectors"]) == (4, 8 + 2)
    assert s["divergent_branches"] == 2
    np.testing.assert_array_equal(run.outputs["m"], m)


def test_a_subtracted_product_is_one_fused_multiply_add():
    """Bug: only `x * y + z` counted as an FMA; nvcc contracts `x * y - z` and `z - x * y` too."""
    src = """
param N: i32 = 64
kernel k(a: f32[N], b: f32[N], c: f32[N], o: f32[N, 4]) grid(2) block(32) {
  let i = blockIdx.x * 32 + threadIdx.x
  o[i, 0] = a[i] * b[i] - c[i]
  o[i, 1] = c[i] - a[i] * b[i]
  o[i, 2] = c[i] + a[i] * b[i]
  o[i, 3] = a[i] * b[i] - c[i] * a[i]
}"""
    a, b, c = (RNG.standard_normal(64).astype(np.float32) for _ in range(3))
    run = launch(src, a=a, b=b, c=c, o=np.zeros((64, 4), np.float32))
    np.testing.assert_array_equal(run.outputs["o"], np.stack([a * b - c, c - a * b, c + a * b, a * b - c * a], 1))
    per_line = [(x["fma"], x["flops"], x["instructions"]) for _, x in sorted(run.by_line.items())]
    # 2 warps: 3 loads, a store and an FMA each; the last line adds a multiply and a load
    assert per_line == [(64, 128, 10)] * 3 + [(64, 192, 14)]


def test_a_clamp_counts_on_its_own_line():
    """Bug: the `max` inside a clamp has no span of its own and counted on line 0."""
    src = ("kernel k(a: f32[64]) grid(2) block(32) {\n"
           "  let i = blockIdx.x * 32 + threadIdx.x; a[i] = clamp(a[i], 0, 1)\n}")
    run = launch(src, a=RNG.standard_normal(64).astype(np.float32))
    assert list(run.by_line) == [2] and run.by_line[2]["flops"] == 128


def test_reduction_counters_with_f64_shared_memory():
    src = REDUCTION.format(t="f64", sync="    sync\n")
    x = RNG.standard_normal(256)
    run = launch(src, x=x, sums=np.zeros(2))
    np.testing.assert_allclose(run.outputs["sums"], x.reshape(2, 128).sum(1), rtol=1e-12)
    s = run.stats
    lanes = [64, 32, 16, 8, 4, 2, 1]                      # active threads per step
    warps = [[min(32, n - w) for w in range(0, n, 32)] for n in lanes]
    wavefronts = lambda n: -(-2 * n // 32)                # n consecutive f64: 2n words
    assert s["lds_instr"] == 2 * (2 * sum(map(len, warps)) + 1)
    assert s["lds_wavefronts"] == 2 * (2 * sum(wavefronts(n) for w in warps for n in w) + 1)
    assert s["sts_instr"] == 2 * (4 + sum(map(len, warps)))
    assert s["sts_wavefronts"] == 2 * (4 * 2 + sum(wavefronts(n) for w in warps for n in w))
    assert s["barriers"] == 2 * (1 + len(lanes))
    assert s["divergent_branches"] == 2 * (5 + 1)          # s = 16 .. 1 split warp 0; thread 0
    assert run.races == []


def test_the_budget_of_lane_iterations_is_settable_from_the_api():
    src = "kernel k(a: f32[32]) grid(1) block(32) {\n  for j in 0 .. 1000 {\n    a[threadIdx.x] += 1\n  }\n}\n"
    assert launch(src, a=np.zeros(32, np.float32)).outputs["a"][0] == 1000
    with pytest.raises(Fault, match="has run 100,000 lane-iterations of loops, its budget"):
        launch(src, a=np.zeros(32, np.float32), budget=100_000)
