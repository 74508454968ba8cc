"""A short vector loop's narrow reads and stores go through int32 lane arrays, converted once
before and after the loop (backends/c/lanes.py): gcc gave such loops 8-byte vectors, two floats
each.  Each case equals the numpy reference bit for bit, at widths the lanes do and do not
divide, and the C says which accesses went through lanes."""
from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
import pytest

import irc
from irc.ir.types import NUMPY_TYPES


def program(dtype: str, lanes: int, body: str) -> str:
    return f"""
param W: i32 = 37
param H: i32 = 5
input in: {dtype}[H, W]
func out(y, x) = {body}
output out[H, W]
schedule s {{ out.vectorize(x, {lanes}) }}
"""


def run(text: str, sizes: dict[str, int]):
    prog = irc.parse(text, "lanes.dsl")
    f = prog.compile("s")
    dtype = np.dtype(NUMPY_TYPES[prog.module.inputs[0].dtype])
    info = np.iinfo(dtype)
    arr = np.random.default_rng(3).integers(info.min, info.max, (sizes["H"], sizes["W"]), endpoint=True).astype(dtype)
    np.testing.assert_array_equal(f(arr, **sizes), prog.reference(arr, **sizes))
    return f.source


@pytest.mark.parametrize("dtype", ["u8", "i8", "u16", "i16"])
@pytest.mark.parametrize("lanes", [4, 8, 16])
@pytest.mark.parametrize("width", [37, 64])
def test_a_float_computation_between_narrow_reads_and_stores(dtype, lanes, width):
    source = run(program(dtype, lanes, f"{dtype}(clamp(f32(in(y, x)) * 0.75 + 3.5, -200.0, 300.0))"), {"W": width, "H": 5})
    assert f"irc_widen_{dtype}x{lanes}(irc_lanes" in source
    assert f"irc_narrow_{dtype}x{lanes}(&out[" in source
    step = 4 if dtype in ("u8", "i8") else 2          # an element is the low bytes of its int32 lane
    picks = ", ".join(str(k * step) for k in range(lanes))
    assert f"irc_{dtype}x{lanes} e = __builtin_shufflevector(w, w, {picks});" in source


@pytest.mark.parametrize("dtype", ["u8", "i8", "u16", "i16"])
def test_widening_uses_avx2_where_the_target_has_it(dtype):
    """gcc 12 widened 8 bytes to 8 int32 lanes a byte at a time through a general register: with
    AVX2 the helper is vpmovzxbd (vpmovsxbd, ...), one instruction per 8 lanes."""
    source = run(program(dtype, 16, f"{dtype}(f32(in(y, x)) * 0.5)"), {"W": 40, "H": 3})
    assert f"_mm256_cvtep{dtype}_epi32(" in source
    assert "(lanes + 8), " in source                  # 16 lanes: two halves of 8


def test_widening_without_avx2_equals_the_reference():
    """Built for a processor without AVX2 (IRC_MARCH=x86-64-v2, read when irc loads: another
    process), the helpers convert through GCC vectors, and every type still widens exactly."""
    code = f"""
import numpy as np, irc
from irc.ir.types import NUMPY_TYPES
for dtype in ("u8", "i8", "u16", "i16"):
    prog = irc.parse({program("DTYPE", 8, "DTYPE(f32(in(y, x)) * 0.5 + 1.0)")!r}.replace("DTYPE", dtype), "lanes.dsl")
    f = prog.compile("s")
    assert "#ifdef IRC_WIDEN_BY_AVX2" in f.source
    info = np.iinfo(NUMPY_TYPES[dtype])
    arr = np.random.default_rng(5).integers(info.min, info.max, (3, 37), endpoint=True).astype(NUMPY_TYPES[dtype])
    np.testing.assert_array_equal(f(arr, W=37, H=3), prog.reference(arr, W=37, H=3))
"""
    env = {**os.environ, "IRC_MARCH": "x86-64-v2"}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr


def test_a_narrow_store_wraps_as_its_cast():
    """u8(x) of an i32 past 255 keeps its low bits in the lanes' narrowing as in the cast."""
    source = run(program("u8", 8, "u8(i32(f32(in(y, x)) * 3.0) + 7)"), {"W": 40, "H": 3})
    assert "irc_narrow_u8x8(&out[" in source


def test_narrow_arithmetic_alone_stays_in_the_loop():
    """A loop of narrow values only: gcc vectorizes it at their width, no lanes."""
    source = run(program("u8", 8, "in(y, x) + in(y, x) / u8(2)"), {"W": 37, "H": 3})
    assert "irc_lanes0" not in source


def test_a_read_in_a_select_arm_is_not_widened():
    """C evaluates the chosen arm alone: a guarded read may lie outside the array, so it is not
    read for every lane before the loop (the store still narrows through lanes)."""
    source = run(program("u8", 8, "u8(select(x >= 3, f32(in(y, max(x - 3, 0))) * 0.5, 1.5))"), {"W": 37, "H": 3})
    assert "irc_widen" not in source and "irc_narrow_u8x8(&out[" in source


@pytest.mark.parametrize("dtype, value", [("f32", "f32(in(y, x)) * 0.5 + 1.25"), ("i32", "i32(in(y, x)) * 3 - 7")])
@pytest.mark.parametrize("lanes", [4, 8, 16])
def test_an_unrolled_producer_builds_its_lanes_in_a_vector(dtype, value, lanes):
    """A func unrolled at its consumer's vector loop (hist's `equalize`) stores its lanes at
    once, so that the consumer's vector reads of them are not left waiting on single stores."""
    text = f"""
param W: i32 = 37
param H: i32 = 5
input in: u8[H, W]
func g(y, x) = {value}
func out(y, x) = f32(g(y, x)) * 2.0 + f32(g(y, x))
output out[H, W]
schedule s {{ out.split(x, xo, xi, {lanes}).vectorize(xi); g.compute_at(out, xo).unroll(x) }}
"""
    source = run(text, {"W": 45, "H": 3})
    assert f"irc_{dtype}x{lanes} irc_packed;" in source and "sizeof irc_packed);" in source


@pytest.mark.parametrize("lanes", [4, 8, 16])
def test_an_unrolled_lookup_is_a_vector_loop(lanes):
    """An unrolled producer that reads a table at an index computed from data (hist's
    `equalize`, `cdf[u8(clamp(Y, 0.0, 255.0))]`) is a vector loop, which gcc gathers, not
    packed copies (gcc's SLP gathers nothing); the byte between the clamp and the index is
    gone, so that the index is one gcc can gather by."""
    text = f"""
param W: i32 = 37
param H: i32 = 5
input in: u8[H, W]
input lut: i32[256]
func Y(y, x) = f32(in(y, x)) * 1.5 - 20.0
func g(y, x) = f32(lut(u8(clamp(Y(y, x), 0.0, 255.0)))) * 0.25
func out(y, x) = g(y, x) * 2.0 + 1.0
output out[H, W]
schedule s {{ out.split(x, xo, xi, {lanes}).vectorize(xi); g.compute_at(out, xo).unroll(x) }}
"""
    prog = irc.parse(text, "lut.dsl")
    f = prog.compile("s")
    rng = np.random.default_rng(5)
    image = rng.integers(0, 255, (3, 45), endpoint=True).astype(np.uint8)
    lut = rng.integers(-1000, 1000, 256).astype(np.int32)
    np.testing.assert_array_equal(f(image, lut, W=45, H=3), prog.reference(image, lut, W=45, H=3))
    assert "irc_packed" not in f.source and "uint8_t)irc_f32" not in f.source
    assert f.source.count("#pragma omp simd") >= 2
