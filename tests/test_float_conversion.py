"""A float converted to an integer type is defined on every backend (types.saturate): truncated
toward zero, saturated at the wide type's limits, NaN to 0, then wrapped into a narrow type
(`u8(f)` is `u8(i32(f))`).  C leaves the rest undefined: x86's conversion gives INT_MIN, gcc
folds a constant to INT_MAX, and a vectorized loop and its scalar tail could disagree.  Here the
C (scalar and vectorized), the reference, the simplifier's folding, the SIMT interpreter and
OpenCL all give the values `saturate` gives, on the values C leaves undefined."""
from __future__ import annotations

import math
import shutil

import numpy as np
import pytest

import irc
from helpers import cuda_source, opencl_unavailable
from irc.ir.analysis.interval import bounds_of, float_range
from irc.ir.analysis.simplify import simplify_expr
from irc.ir.nodes import Binary, Cast, Const, Var
from irc.ir.types import saturate, wide_type, wrap

NO_OPENCL = opencl_unavailable()
OPENCL = pytest.mark.skipif(NO_OPENCL is not None, reason=f"OpenCL cannot run here: {NO_OPENCL}")
NVCC = pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc is not on the PATH (the CUDA toolkit)")

TARGETS = ("i32", "i64", "u8", "i16", "u32")
EDGES = [math.nan, math.inf, -math.inf, 3.0e9, -3.0e9, 1.0e19, -1.0e19, 2147483520.0, -2147483648.0,
         2147483647.5, 4294967296.0, 2.7, -2.7, -0.5, 300.0, -129.75, 0.0]


def expected(x: float, t: str) -> int:
    return wrap(saturate(x, wide_type(t)), t)


PIPELINE = """param N: i32 = 16
input f: f32[N]
input g: f64[N]
""" + "".join(f"func f_{t}(i) = {t}(f(i))\nfunc g_{t}(i) = {t}(g(i))\n" for t in TARGETS) + \
    "".join(f"output f_{t}[N]\noutput g_{t}[N]\n" for t in TARGETS) + \
    "schedule vec { " + "; ".join(f"f_{t}.vectorize(i, 8); g_{t}.vectorize(i, 8)" for t in TARGETS) + " }\n"


@pytest.mark.parametrize("schedule", ["root", "vec"])
def test_pipeline_converts_out_of_range_floats_defined(schedule):
    prog = irc.parse(PIPELINE, "convert.dsl")
    n = 8 * math.ceil(len(EDGES) / 8) + 3             # vector steps and a scalar tail
    values = (EDGES * n)[:n]
    f, g = np.array(values, np.float32), np.array(values, np.float64)
    c_outs, ref_outs = prog.compile(schedule=schedule)(f, g, N=n), prog.reference(f, g, N=n)
    names = [f"{k}_{t}" for t in TARGETS for k in "fg"]
    for name, c_out, ref_out in zip(names, c_outs, ref_outs):
        source = f if name[0] == "f" else g
        want = [expected(float(x), name[2:]) for x in source]
        assert c_out.tolist() == want, name
        assert ref_out.tolist() == want, name


def test_gcc_folds_a_constant_conversion_as_the_run_does():
    """`i32(f32(i) * 1e10)`: gcc would fold the constant iterations at compile time (to INT_MAX)
    and leave the others to the processor (INT_MIN); the helper makes both saturate."""
    prog = irc.parse("param N: i32 = 6\nfunc h(i) = i32(f32(i - 3) * 1.0e10) + i32(0.0 / 0.0)\noutput h[N]\n",
                     "fold.dsl")
    want = [saturate((i - 3) * 1.0e10, "i32") for i in range(6)]
    assert prog.compile(schedule="root")(N=6).tolist() == want
    assert prog.reference(N=6).tolist() == want


@pytest.mark.parametrize("x", EDGES)
@pytest.mark.parametrize("t", TARGETS)
def test_simplifier_folds_as_the_backends_convert(x, t):
    for ft in ("f32", "f64"):
        value = float(np.float32(x)) if ft == "f32" else x
        assert simplify_expr(Cast(t, Const(value, ft))) == Const(expected(value, t), t)


def test_a_small_integer_through_a_float_converts_plainly():
    """`i32(f32(u8))` cannot leave the range: no helper in the C."""
    prog = irc.parse("param N: i32 = 4\ninput a: u8[N]\nfunc h(i) = i32(f32(a(i)) * 0.5) + i32(f32(a(i)))\n"
                     "output h[N]\n", "plain.dsl")
    source = prog.compile(schedule="root").source
    assert source.count("irc_f32_i32(") == 2        # the definition, and the product's conversion


KERNEL = """param N: i32 = 32
kernel convert(f: f32[N], a: i32[N], b: u8[N], c: i64[N]) grid(1) block(N) {
  let i = threadIdx.x
  a[i] = i32(f[i])
  b[i] = u8(f[i])
  c[i] = i64(f[i] * 4.0)
}
"""


@pytest.mark.parametrize("target", ["simt", pytest.param("opencl", marks=OPENCL)])
def test_kernel_converts_out_of_range_floats_defined(target):
    f = np.array((EDGES * 2)[:32], np.float32)
    buffers = {"f": f, "a": np.zeros(32, np.int32), "b": np.zeros(32, np.uint8), "c": np.zeros(32, np.int64)}
    prog = irc.parse(KERNEL, "convert.dsl")
    run = prog.simt("convert", **buffers) if target == "simt" else prog.opencl(kernel="convert", **buffers)
    assert run.outputs["a"].tolist() == [expected(float(x), "i32") for x in f]
    assert run.outputs["b"].tolist() == [expected(float(x), "u8") for x in f]
    assert run.outputs["c"].tolist() == [expected(float(np.float32(x) * np.float32(4.0)), "i64") for x in f]


@NVCC
def test_kernel_conversions_compile_as_cuda():
    assert "irc_f32_i64(" in cuda_source(KERNEL, "convert")


CLAMPS = """param N: i32 = 16
input f: f32[N]
input lut: i32[256]
func zero_clamp(i) = u8(clamp(f(i), 0.0, 255.0))
func other_clamp(i) = i32(max(min(f(i), 300.0), -5.0))
func table(i) = lut(i32(clamp(f(i), 0.0, 255.0)))
func scaled(i) = u16(clamp(f(i), 0.0, 1.0) * 65535.0 + 0.5)
output zero_clamp[N]
output other_clamp[N]
output table[N]
output scaled[N]
schedule vec { zero_clamp.vectorize(i, 8); other_clamp.vectorize(i, 8); table.vectorize(i, 8); scaled.vectorize(i, 8) }
"""


@pytest.mark.parametrize("schedule", ["root", "vec"])
def test_clamped_conversions(schedule):
    """A clamp to [0, hi] converts by its own compares, one known inside the range by a NaN
    test (dialects.float_to_int) — a clamp scaled and moved by constants too (an output's
    `u16(clamp(x, 0, 1) * 65535 + 0.5)`) — and a table read through one is bounded by the clamp."""
    prog = irc.parse(CLAMPS, "clamps.dsl")
    n = 19
    f = np.array((EDGES * 2)[:n], np.float32)
    lut = np.arange(256, dtype=np.int32) * 3 + 1
    source = prog.compile(schedule=schedule).source
    assert "irc_f32_i32_clamp0(" in source and source.count("irc_f32_i32_inside(") >= 2
    assert "irc_f32_i32(" not in source
    for got in (prog.compile(schedule=schedule)(f, lut, N=n), prog.reference(f, lut, N=n)):
        clamped = [expected(min(max(float(x), 0.0), 255.0) if x == x else x, "u8") for x in f]
        assert got[0].tolist() == clamped
        assert got[1].tolist() == [expected(max(min(float(x), 300.0), -5.0) if x == x else x, "i32") for x in f]
        assert got[2].tolist() == [int(lut[v]) for v in clamped]
        assert got[3].tolist() == [expected(float(np.float32(np.float32(min(max(float(x), 0.0), 1.0)) * 65535.0) + 0.5)
                                            if x == x else x, "u16") for x in f]


def test_interval_of_a_clamped_conversion():
    x = Var("x", "f32")
    clamp = Binary("min", Binary("max", x, Const(-3.5, "f32"), "f32"), Const(9.9, "f32"), "f32")
    got = bounds_of(Cast("i32", clamp), {})
    assert (got.lo, got.hi) == (Const(-3, "i32"), Const(9, "i32"))
    positive = bounds_of(Cast("i32", Binary("max", x, Const(2.5, "f32"), "f32")), {})
    assert positive.lo is None and positive.hi is None
    above = bounds_of(Cast("i32", Binary("min", Binary("max", x, Const(2.5, "f32"), "f32"), Const(7.0, "f32"), "f32")), {})
    assert (above.lo, above.hi) == (Const(0, "i32"), Const(7, "i32"))      # NaN converts to 0


def test_range_of_a_scaled_clamp():
    """float_range moves a clamp's constants through the constants it is multiplied by, added or
    subtracted (widened by F32_SLACK), and knows nothing of any other product."""
    x = Var("x", "f32")
    clamp = Binary("min", Binary("max", x, Const(0.0, "f32"), "f32"), Const(1.0, "f32"), "f32")
    lo, hi = float_range(Binary("*", clamp, Const(65535.0, "f32"), "f32"))
    assert lo == 0.0 and 65535.0 < hi < 65535.1
    lo, hi = float_range(Binary("-", Const(3.0, "f32"), Binary("*", clamp, Const(-2.0, "f32"), "f32"), "f32"))
    assert 2.99 < lo <= 3.0 and 5.0 <= hi < 5.01
    assert float_range(Binary("*", x, Const(2.0, "f32"), "f32")) == (-math.inf, math.inf)
    assert float_range(Binary("*", clamp, x, "f32")) == (-math.inf, math.inf)


BINS = """param N: i32 = 16
param Z: i32 = 10
input f: f32[N]
func bin(i) = clamp(i32(f(i) * 3.0 + 0.5), 0, Z)
func above(i) = max(i64(f(i)), i64(7))
output bin[N]
output above[N]
schedule vec { bin.vectorize(i, 8); above.vectorize(i, 8) }
"""


@pytest.mark.parametrize("schedule", ["root", "vec"])
@pytest.mark.parametrize("z", [10, 2147483647])
def test_a_conversion_under_a_max_saturates_at_the_top_alone(schedule, z):
    """`clamp(i32(x), 0, n)` (a histogram's bin) and `max(i64(x), 7)`: x converted by
    irc_S_nonneg, whose max with 0 does irc_S's work below the range; the values as irc_S's."""
    prog = irc.parse(BINS, "bins.dsl")
    n = 19
    f = np.array((EDGES * 2)[:n], np.float32)
    source = prog.compile(schedule=schedule).source
    assert "irc_min_i32(irc_f32_i32_nonneg(" in source and "irc_max_i64(irc_f32_i64_nonneg(" in source
    for got in (prog.compile(schedule=schedule)(f, N=n, Z=z), prog.reference(f, N=n, Z=z)):
        assert got[0].tolist() == [min(max(expected(float(np.float32(np.float32(x) * np.float32(3.0)) + np.float32(0.5)),
                                                        "i32"), 0), z) for x in f]
        assert got[1].tolist() == [max(expected(float(x), "i64"), 7) for x in f]
