"""Bitwise operators `& | ^ ~` and the shifts `<< >>` (irc/ir/nodes.BITWISE_OPS): on every
integer type, with Halide's types (`& | ^` of one type, a shift in the shifted value's type), and
shifts defined for every amount (negative: the other way; past the width: 0, or -1 for `>>` of a
negative value).  C, the numpy reference, the SIMT interpreter and OpenCL agree with `model`,
the rules written out once more over Python integers; the diagnostics are in the error corpus
(tests/errors/bitwise_*.dsl)."""
from __future__ import annotations

import shutil

import numpy as np
import pytest
from hypothesis import given, strategies as st

import irc
from helpers import cuda_source, opencl_unavailable
from irc.ir.types import NUMPY_TYPES, int_range, match_types
from irc.kinds.gpu import launch_source
from property_runs import property_settings

NO_OPENCL = opencl_unavailable()
OPENCL = pytest.mark.skipif(NO_OPENCL is not None, reason=f"OpenCL cannot run here: {NO_OPENCL}")
NVCC = pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc is not on the PATH (the CUDA toolkit)")
INTS = ("i8", "i16", "i32", "i64", "u8", "u16", "u32")


def wrapped(v: int, t: str) -> int:
    lo, hi = int_range(t)
    return (v - lo) % (hi - lo + 1) + lo


def shifted(op: str, x: int, k: int, t: str) -> int:
    """`x << k` or `x >> k` of type `t` by irc's rule, one bit at a time."""
    left = (k >= 0) == (op == "<<")
    for _ in range(min(abs(k), 80)):
        x = wrapped(x * 2, t) if left else x // 2
    return x


def model(op: str, x: int, y: int, t: str) -> int:
    if op in ("<<", ">>"):
        return shifted(op, x, y, t)
    return wrapped({"&": x & y, "|": x | y, "^": x ^ y}[op], t)


OPS = {"band": "&", "bor": "|", "bxor": "^", "shl": "<<", "shr": ">>"}
PAIRS = [(t, t) for t in INTS] + [("u8", "i8"), ("u16", "i32"), ("i8", "u32"), ("i64", "u8"), ("u32", "i64")]


def program(ta: str, tb: str):
    funcs = "\n".join(f"func {n}(i) = a(i) {op} b(i)" for n, op in OPS.items())
    funcs += "\nfunc bnot(i) = ~a(i)"
    outputs = "\n".join(f"output {n}[N]" for n in (*OPS, "bnot"))
    return irc.parse(f"param N: i32 = 8\ninput a: {ta}[N]\ninput b: {tb}[N]\n{funcs}\n{outputs}\n",
                     f"bits_{ta}_{tb}.dsl")


_BUILT: dict = {}


def check(ta: str, tb: str, a: np.ndarray, b: np.ndarray):
    if (ta, tb) not in _BUILT:
        prog = program(ta, tb)
        _BUILT[ta, tb] = prog, prog.compile(schedule="root")
    prog, f = _BUILT[ta, tb]
    got, want = f(a, b, N=len(a)), prog.reference(a, b, N=len(a))
    t = match_types(ta, tb)
    for name, c_out, ref_out in zip((*OPS, "bnot"), got, want):
        np.testing.assert_array_equal(c_out, ref_out, err_msg=f"{name} on {ta}, {tb}")
        result = ta if name in ("shl", "shr", "bnot") else t
        assert c_out.dtype == NUMPY_TYPES[result], name
        if name == "bnot":
            expected = [wrapped(~int(x), ta) for x in a]
        elif result == ta and name in ("shl", "shr"):
            expected = [model(OPS[name], int(x), int(y), ta) for x, y in zip(a, b)]
        else:
            expected = [model(OPS[name], wrapped(int(x), t), wrapped(int(y), t), t) for x, y in zip(a, b)]
        np.testing.assert_array_equal(c_out, np.array(expected, NUMPY_TYPES[result]), err_msg=name)


def edges(t: str) -> list:
    lo, hi = int_range(t)
    return sorted(v for v in {lo, lo + 1, -70, -64, -9, -8, -1, 0, 1, 3, 7, 8, 15, 16, 31, 32, 33, 63, 64, 65,
                              200, hi - 1, hi} if lo <= v <= hi)


@pytest.mark.parametrize("ta,tb", PAIRS, ids=[f"{a}-{b}" for a, b in PAIRS])
def test_bitwise_operators_on_edge_values(ta, tb):
    """Every pair of edge values and shift amounts around each width, negative and past 64."""
    pairs = [(x, y) for x in edges(ta) for y in edges(tb)]
    check(ta, tb, np.array([x for x, _ in pairs], NUMPY_TYPES[ta]), np.array([y for _, y in pairs], NUMPY_TYPES[tb]))


@pytest.mark.parametrize("ta,tb", PAIRS[:7], ids=[f"{a}-{b}" for a, b in PAIRS[:7]])
@property_settings(10)
@given(data=st.data())
def test_bitwise_operators_on_random_values(ta, tb, data):
    n = data.draw(st.integers(1, 30))
    a = np.array(data.draw(st.lists(st.integers(*int_range(ta)), min_size=n, max_size=n)), NUMPY_TYPES[ta])
    b = np.array(data.draw(st.lists(st.integers(*int_range(tb)), min_size=n, max_size=n)), NUMPY_TYPES[tb])
    check(ta, tb, a, b)


@pytest.mark.parametrize("text,value", [
    ("x & 1 == 1", True), ("1 << 2 + 1", 8), ("6 | 1 ^ 3", 6 | (1 ^ 3)), ("12 & 10 | 1", (12 & 10) | 1),
    ("-8 >> 1", -4), ("~5", -6), ("0x1F & 0xff", 31), ("1 << 31", -2 ** 31), ("1 << 40", 0), ("3 << -1", 1),
    ("(x | 2) * 2", 6), ("255 >> x << 1", 254)])
def test_precedence_and_constants(text, value):
    """Bitwise operators bind tighter than comparisons (x & 1 == 1 is (x & 1) == 1, as Python),
    shifts looser than + and -, then & ^ | (C's order among them); constants fold by the rule."""
    dtype = "bool" if isinstance(value, bool) else "i32"
    prog = irc.parse(f"param N: i32 = 2\nfunc f(x) = {text}\noutput f[N]\n", "prec.dsl")
    got = prog.compile(schedule="root")(N=2)
    assert prog.module.func("f").dtype == dtype
    assert got[1] == value and prog.reference(N=2)[1] == value


ON_GPU = """param H: i32 = 24
param W: i32 = 40
input in: u8[H, W] boundary clamp
func bx(y, x) = (u16(in(y, x - 1)) << 1 | 1) ^ u16(in(y, x + 1)) >> (x % 3 - 1) & ~u16(7)
func by(y, x) = bx(y - 1, x) + (bx(y + 1, x) == (bx(y, x) | 4) ? u16(1) : bx(y, x) << 2 >> 1)
output by[H, W]
schedule gpu { by.gpu_tile(y, x, b1, b2, t1, t2, 8, 8); bx.compute_at(by, b2) }
"""


def test_emitted_kernel_parses_back_with_the_same_meaning():
    """The printer parenthesises by the grammar's levels: `--emit kernel` reparses, and runs as
    the launch it prints, equal to the reference."""
    prog = irc.parse(ON_GPU, "bits_gpu.dsl")
    img = np.random.default_rng(2).integers(0, 256, (24, 40)).astype(np.uint8)
    want = prog.reference(img)
    np.testing.assert_array_equal(prog.simt(schedule="gpu", **{"in": img}).outputs["by"], want)
    np.testing.assert_array_equal(prog.compile(schedule="root")(img), want)
    source = launch_source(prog.module, prog.module.schedule("gpu"), prog.gpu("gpu").fn)
    again = irc.parse(source, "emitted.dsl")
    rerun = again.simt(again.kernels[0], **{"in": img}, by=np.zeros((24, 40), np.uint16), H=24, W=40)
    np.testing.assert_array_equal(rerun.outputs["by"], want)


KERNEL = """
kernel bits(a: u8[64], b: i16[64], c: i32[64], d: u32[64]) grid(1) block(64) {
  let i = threadIdx.x
  c[i] = (i32(a[i]) << (i % 9)) ^ ~(i32(b[i]) >> (i % 5 - 2)) | (i & 3)
  d[i] = d[i] >> 3 & 0xff00ff | u32(a[i]) << 24
  b[i] = b[i] << 1 ^ 0x5555
}
"""


def kernel_model(a, b, d):
    a, b, d = (v.astype(object).tolist() for v in (a, b, d))
    c = [shifted("<<", a[i], i % 9, "i32") ^ wrapped(~shifted(">>", b[i], i % 5 - 2, "i32"), "i32") | (i & 3)
         for i in range(64)]
    return {"c": c, "d": [(d[i] >> 3) & 0xff00ff | wrapped(a[i] << 24, "u32") for i in range(64)],
            "b": [wrapped(wrapped(b[i] * 2, "i16") ^ 0x5555, "i16") for i in range(64)]}


@pytest.mark.parametrize("target", ["simt", pytest.param("opencl", marks=OPENCL)])
def test_kernel_with_bitwise_operators(target):
    rng = np.random.default_rng(5)
    buffers = {"a": rng.integers(0, 256, 64).astype(np.uint8), "b": rng.integers(-2 ** 15, 2 ** 15, 64).astype(np.int16),
               "c": np.zeros(64, np.int32), "d": rng.integers(0, 2 ** 32, 64).astype(np.uint32)}
    want = kernel_model(buffers["a"], buffers["b"], buffers["d"])
    prog = irc.parse(KERNEL, "bits.dsl")
    run = prog.simt("bits", **buffers) if target == "simt" else prog.opencl(kernel="bits", **buffers)
    for name, values in want.items():
        assert run.outputs[name].tolist() == values, name


@NVCC
def test_kernel_with_bitwise_operators_compiles_as_cuda():
    source = cuda_source(KERNEL, "bits")
    assert "irc_shr" in source and "irc_shl" in source


def test_constant_shifts_need_no_helper_in_c():
    """A shift by a constant in range is C's own (vectorisable); any other amount calls a helper."""
    prog = irc.parse("param N: i32 = 8\ninput a: u8[N]\nfunc f(i) = a(i) << 3 | a(i) >> 5\noutput f[N]\n", "c.dsl")
    source = prog.compile(schedule="root").source
    assert "irc_shl" not in source and "irc_shr(" not in source and "<< 3" in source
