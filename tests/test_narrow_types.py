"""The integer types i8 u8 i16 u16 u32 with Halide's arithmetic rules (irc/ir/types.py): the type
of a mixed operation (`match_types`), literals that take the other operand's type, wrap-around,
casts by type name, and stores that convert only without loss.

Funcs, procs and kernels using them run on the C backend, the numpy reference, the SIMT
interpreter and OpenCL (where it runs here), bit for bit alike, and every backend agrees with
`model`, the rules written out once more over Python integers.  The diagnostics are in the error
corpus (tests/errors/narrow_*.dsl, kernel_*_narrow.dsl)."""
from __future__ import annotations

import math
import shutil

import numpy as np
import pytest
from hypothesis import given, strategies as st

import irc
from helpers import cuda_source, opencl_unavailable
from irc.ir.nodes import Binary, Const
from irc.ir.analysis.simplify import simplify_expr
from irc.ir.types import NUMPY_TYPES, int_range, match_types
from irc.kinds.gpu import emit_gpu_source, launch_source
from irc.schedule.kernels import kernel_named
from irc.ir.nodes import identity
from property_runs import property_settings

NO_OPENCL = opencl_unavailable()
OPENCL = pytest.mark.skipif(NO_OPENCL is not None, reason=f"OpenCL cannot run here: {NO_OPENCL}")
NVCC = pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc is not on the PATH (the CUDA toolkit)")

INTS = ("i8", "i16", "i32", "i64", "u8", "u16", "u32")
FLOATS = ("f32", "f64")
NARROW = ("i8", "i16", "u8", "u16", "u32")


# ----------------------------------------------------------------------------- the rules, again
def bits(t: str) -> int:
    return int(t[1:])


def halide_type(a: str, b: str) -> str:
    """The brief's rules, spelled independently of types.match_types."""
    if a == b:
        return a
    if a in FLOATS and b in FLOATS:
        return max(a, b, key=bits)
    if a in FLOATS or b in FLOATS:
        return a if a in FLOATS else b
    if a[0] == b[0]:                          # both signed or both unsigned: the wider
        return max(a, b, key=bits)
    return f"i{max(bits(a), bits(b))}"        # one of each: signed, of the greater width


def wrapped(v: int, t: str) -> int:
    lo, hi = int_range(t)
    return (v - lo) % (hi - lo + 1) + lo


def model(op: str, x, y, t: str):
    """`x op y` computed in type `t` (both already converted to it): integers wrap around, `/`
    and `%` round toward minus infinity, x / 0 = x % 0 = 0."""
    if t in FLOATS:
        x, y = NUMPY_TYPES[t](x), NUMPY_TYPES[t](y)
        with np.errstate(all="ignore"):
            return {"+": x + y, "-": x - y, "*": x * y, "/": x / y, "min": min(x, y), "max": max(x, y),
                    "<": x < y}[op]
    exact = {"+": x + y, "-": x - y, "*": x * y, "/": x // y if y else 0, "%": x % y if y else 0,
             "min": min(x, y), "max": max(x, y), "<": int(x < y)}[op]
    return wrapped(exact, t)


def converted(v, t: str):
    """An operand's value as type `t`, the operation's."""
    return float(v) if t in FLOATS else wrapped(int(v), t)


@pytest.mark.parametrize("a", INTS + FLOATS)
@pytest.mark.parametrize("b", INTS + FLOATS)
def test_match_types_is_halides(a, b):
    assert match_types(a, b) == halide_type(a, b) == match_types(b, a)


def test_match_types_examples():
    assert [match_types(*pair.split()) for pair in ("u8 i8", "u8 u16", "i8 i16", "u32 i16", "u16 i8", "u32 i64",
                                                    "u8 f32", "i64 f32", "f32 f64", "u32 i32")] == \
        ["i8", "u16", "i16", "i32", "i16", "i64", "f32", "f32", "f64", "i32"]


def typed(body: str, **inputs: str) -> str:
    """The type irc gives func `f(x) = body` over inputs of the given types."""
    decls = "\n".join(f"input {name}: {t}[N]" for name, t in inputs.items())
    return irc.parse(f"param N: i32 = 8\n{decls}\nfunc f(x) = {body}\noutput f[N]\n").module.func("f").dtype


@pytest.mark.parametrize("body,want", [("a(x) + 1", "u8"), ("1 + a(x)", "u8"), ("a(x) * 255", "u8"),
                                       ("a(x) + 1.5", "f32"), ("a(x) + b(x)", "i8"), ("a(x) + x", "i32"),
                                       ("c(x) + a(x)", "u16"), ("u16(a(x)) + b(x)", "i16"),
                                       ("-b(x)", "i8"), ("abs(b(x))", "i8"), ("min(a(x), 7)", "u8"),
                                       ("select(a(x) > 3, a(x), 0)", "u8"), ("a(x) / 2", "u8")])
def test_literals_take_the_other_operands_type(body, want):
    assert typed(body, a="u8", b="i8", c="u16") == want


# ----------------------------------------------------------------------------- binary operators
OPS = {"add": "+", "sub": "-", "mul": "*", "div": "/", "mod": "%", "lo": "min", "hi": "max", "lt": "<"}
PAIRS = [(t, t) for t in NARROW] + [("u8", "i8"), ("i8", "u8"), ("u16", "i8"), ("u8", "u16"), ("i8", "i16"),
                                    ("u32", "i16"), ("u32", "i32"), ("u8", "i32"), ("i16", "u32"), ("u8", "f32"),
                                    ("u32", "f32"), ("i16", "f64")]


def operators_program(ta: str, tb: str):
    """A func per operator of `a(i) OP b(i)` (`lt`: select(a < b, 1, 0)), each an output."""
    names = [n for n in OPS if not (n == "mod" and {ta, tb} & set(FLOATS))]      # '%' refuses floats
    spelled = {n: f"{op}(a(i), b(i))" if op in ("min", "max") else
               "select(a(i) < b(i), 1, 0)" if op == "<" else f"a(i) {op} b(i)" for n, op in OPS.items()}
    funcs = "\n".join(f"func {n}(i) = {spelled[n]}" for n in names)
    outputs = "\n".join(f"output {n}[N]" for n in names)
    return irc.parse(f"param N: i32 = 8\ninput a: {ta}[N]\ninput b: {tb}[N]\n{funcs}\n{outputs}\n",
                     f"ops_{ta}_{tb}.dsl"), names


_BUILT: dict = {}


def built(ta: str, tb: str):
    """The operators' program for (ta, tb) and its C build (schedule root), built once."""
    if (ta, tb) not in _BUILT:
        prog, names = operators_program(ta, tb)
        _BUILT[ta, tb] = prog, names, prog.compile(schedule="root")
    return _BUILT[ta, tb]


def edges(t: str) -> list:
    if t in FLOATS:
        return [0.0, -1.5, 2.75, 200.0, -70000.25, 3.0e9]
    lo, hi = int_range(t)
    return sorted(v for v in {lo, lo + 1, -1, 0, 1, 2, 3, 100, 127, 200, hi - 1, hi} if lo <= v <= hi)


def check_operators(ta: str, tb: str, a: np.ndarray, b: np.ndarray):
    """C and the reference equal each other and the model, on every element."""
    prog, names, f = built(ta, tb)
    got = f(a, b, N=len(a))
    want = prog.reference(a, b, N=len(a))
    t = match_types(ta, tb)
    for name, c_out, ref_out in zip(names, got, want):
        np.testing.assert_array_equal(c_out, ref_out, err_msg=f"{name} on {ta}, {tb}")
        result = "i32" if name == "lt" else t
        expected = [model(OPS[name], converted(x, t), converted(y, t), t) for x, y in zip(a, b)]
        np.testing.assert_array_equal(c_out, np.array(expected, NUMPY_TYPES[result]), err_msg=f"{name}")
        assert c_out.dtype == NUMPY_TYPES[result]


@pytest.mark.parametrize("ta,tb", PAIRS, ids=[f"{a}-{b}" for a, b in PAIRS])
def test_operators_on_edge_values(ta, tb):
    """Every pair of the types' edge values (min, max, 0, -1, ...): wrap-around, x / 0, INT_MIN / -1."""
    pairs = [(x, y) for x in edges(ta) for y in edges(tb)]
    a = np.array([x for x, _ in pairs], NUMPY_TYPES[ta])
    b = np.array([y for _, y in pairs], NUMPY_TYPES[tb])
    check_operators(ta, tb, a, b)


def values(t: str):
    if t in FLOATS:
        return st.floats(-1e6, 1e6, width=32 if t == "f32" else 64)
    lo, hi = int_range(t)
    return st.integers(lo, hi)


@pytest.mark.parametrize("ta,tb", PAIRS, ids=[f"{a}-{b}" for a, b in PAIRS])
@property_settings(15)
@given(data=st.data())
def test_operators_on_random_values(ta, tb, data):
    n = data.draw(st.integers(1, 40))
    a = np.array(data.draw(st.lists(values(ta), min_size=n, max_size=n)), NUMPY_TYPES[ta])
    b = np.array(data.draw(st.lists(values(tb), min_size=n, max_size=n)), NUMPY_TYPES[tb])
    check_operators(ta, tb, a, b)


def test_wrap_around_known_values():
    """The brief's examples, u8 200 + 100 = 44 and i8 100 + 100 = -56; negation and abs wrap too
    (-i8(-128) = -128); casts of constants fold as they run (u8(250) + 10 = 4, u8(-1.5) = 255)."""
    funcs = {"s": "a(i) + 100", "t": "b(i) + 100", "n": "-b(i)", "m": "abs(b(i))", "u": "-a(i)",
             "k": "u8(250) + 10 + u8(-1.5) + u8(300) + a(i) * 0"}
    prog = irc.parse("param N: i32 = 2\ninput a: u8[N]\ninput b: i8[N]\n" +
                     "".join(f"func {f}(i) = {e}\noutput {f}[N]\n" for f, e in funcs.items()))
    a, b = np.array([200, 5], np.uint8), np.array([100, -128], np.int8)
    want = {"s": [44, 105], "t": [-56, -28], "n": [-100, -128], "m": [100, -128], "u": [56, 251],
            "k": [(4 + 255 + 44) % 256] * 2}
    for outs in (prog.compile(schedule="root")(a, b), prog.reference(a, b)):
        assert {f: out.tolist() for f, out in zip(funcs, outs)} == want
    assert simplify_expr(Binary("+", Const(200, "u8"), Const(100, "u8"), "u8")) == Const(44, "u8")
    assert simplify_expr(Binary("*", Const(-128, "i8"), Const(-1, "i8"), "i8")) == Const(-128, "i8")


# ----------------------------------------------------------------------------- casts
CASTS = """param N: i32 = 8
input a: i32[N]
input f: f32[N]
input g: f64[N]
""" + "".join(f"func int_{t}(i) = {t}(a(i))\nfunc float_{t}(i) = {t}(f(i))\nfunc double_{t}(i) = {t}(g(i))\n"
              for t in NARROW) + "func back(i) = i16(u8(a(i))) + i16(i8(a(i)))\n" + \
    "".join(f"output {k}_{t}[N]\n" for t in NARROW for k in ("int", "float", "double")) + "output back[N]\n"


def test_casts_wrap_and_truncate():
    """`u8(e)`: an integer wraps around, a float is truncated toward zero (as for i32; through
    i64 for u32) and then wraps: u8(300) = 44, u8(-1.5) = 255, i8(200.9) = -56."""
    prog = irc.parse(CASTS, "casts.dsl")
    ints = [0, 1, -1, 127, 128, 255, 256, 300, -129, 65535, 65536, -32769, 2 ** 31 - 1, -2 ** 31]
    floats = [0.0, 0.5, -0.5, -1.5, 200.9, 255.5, 256.25, 300.0, -129.75, 65535.5, -32768.9, 1.0e6, -7.0e8, 3.0e4]
    n = len(ints)
    a, f = np.array(ints, np.int32), np.array(floats, np.float32)
    g = np.array(floats, np.float64) * 3        # past i32 for u32's conversion through i64
    names = [f"{k}_{t}" for t in NARROW for k in ("int", "float", "double")] + ["back"]
    c_outs, ref_outs = prog.compile(schedule="root")(a, f, g, N=n), prog.reference(a, f, g, N=n)
    for name, c_out, ref_out in zip(names, c_outs, ref_outs):
        np.testing.assert_array_equal(c_out, ref_out, err_msg=name)
        if name == "back":
            want = [wrapped(wrapped(x, "u8") + wrapped(x, "i8"), "i16") for x in ints]
        else:
            kind, t = name.split("_")
            source = {"int": a, "float": f, "double": g}[kind]
            want = [wrapped(int(x) if kind == "int" else math.trunc(float(x)), t) for x in source]
        assert c_out.tolist() == want, name
    assert prog.module.func("int_u8").body.dtype == "u8"


def test_min_max_reductions_start_from_the_types_limits():
    assert identity("max", "u8") == Const(0, "u8") and identity("min", "u8") == Const(255, "u8")
    assert identity("min", "i16") == Const(32767, "i16") and identity("max", "u32") == Const(0, "u32")


# ----------------------------------------------------------------------------- pipelines
BLUR = """param H: i32 = 40
param W: i32 = 40
input in: u8[H, W] boundary clamp
func bx(y, x) = u16(in(y, x - 1)) + u16(in(y, x)) * 2 + u16(in(y, x + 1))
func by(y, x) = u8((bx(y - 1, x) + bx(y, x) * 2 + bx(y + 1, x) + 8) / 16)
"""
PIPELINE = BLUR + """func total(y) = sum(x in 0 .. W: in(y, x))
func sharp(y, x) = i16(in(y, x)) * 2 - i16(by(y, x)) + i16(total(y) % 7)
output by[H, W]
output sharp[H, W]
schedule fast { by.tile(y, x, yo, xo, yi, xi, 8, 16).vectorize(xi, 16).parallel(yo)
                bx.compute_at(by, xo).vectorize(x, 16) }
"""
ON_GPU = BLUR + """output by[H, W]
schedule gpu { by.gpu_tile(y, x, b1, b2, t1, t2, 16, 16); bx.compute_at(by, b2) }
schedule cached { by.gpu_tile(y, x, b1, b2, t1, t2, 16, 16); in.cache(by, b2) }
"""


def blur_input(h: int, w: int) -> np.ndarray:
    return np.random.default_rng(7).integers(0, 256, (h, w)).astype(np.uint8)


def blur_model(img: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The blur by hand: u16 sums (they fit), a u8 sum that wraps, i16 arithmetic."""
    pad = np.pad(img.astype(np.int64), 1, mode="edge")
    bx = pad[:, :-2] + 2 * pad[:, 1:-1] + pad[:, 2:]
    by = ((bx[:-2] + 2 * bx[1:-1] + bx[2:] + 8) // 16).astype(np.uint8)
    total = img.astype(np.int64).sum(axis=1) % 256
    sharp = (img.astype(np.int64) * 2 - by + (total % 7)[:, None]).astype(np.int16)
    return by, sharp


@pytest.mark.parametrize("schedule", ["root", "inline", "tile:8x8", "sliding", "fast"])
@pytest.mark.parametrize("h,w", [(40, 40), (23, 37)])
def test_pipeline_of_narrow_types_on_c(schedule, h, w):
    prog = irc.parse(PIPELINE, "blur8.dsl")
    img = blur_input(h, w)
    want = blur_model(img)
    for got in (prog.compile(schedule=schedule)(img, H=h, W=w), prog.reference(img, H=h, W=w)):
        for g, m in zip(got, want):
            assert g.dtype == m.dtype
            np.testing.assert_array_equal(g, m)


@pytest.mark.parametrize("target", ["simt", pytest.param("opencl", marks=OPENCL)])
@pytest.mark.parametrize("schedule", ["gpu", "cached"])
def test_pipeline_of_narrow_types_on_a_gpu(schedule, target):
    prog = irc.parse(ON_GPU, "blur8.dsl")
    img = blur_input(40, 40)
    run = getattr(prog, target)(schedule=schedule, **{"in": img})
    np.testing.assert_array_equal(run.outputs["by"], blur_model(img)[0])


def test_emitted_kernel_of_narrow_types_runs_as_the_launch():
    """`--emit kernel` spells a narrow constant with its type (`u16(8)`): it parses back as one."""
    prog = irc.parse(ON_GPU, "blur8.dsl")
    img = blur_input(40, 40)
    source = launch_source(prog.module, prog.module.schedule("gpu"), prog.gpu("gpu").fn)
    assert "u16(8)" in source
    again = irc.parse(source, "emitted.dsl")
    rerun = again.simt(again.kernels[0], **{"in": img}, by=np.zeros((40, 40), np.uint8), H=40, W=40)
    np.testing.assert_array_equal(rerun.outputs["by"], blur_model(img)[0])


# ----------------------------------------------------------------------------- procs
PROC = """param N: i32 = 10
proc narrow(A: u8[N], B: i16[N, N], C: u32[N], D: i8[N], F: f32[N]) {
  for i in 0 .. N {
    for j in 0 .. N {
      B[i, j] = B[i, j] * 7 + A[j] - i16(A[i]) / 3 + D[j] % 5
    }
    A[i] += 100
    C[i] = C[i] * 3000000000 + A[i] - u32(D[i])
    D[i] = max(D[i], i8(-100)) - i8(A[i])
    B[i, 0] = A[i]
    F[i] = A[i] + D[i] * 0.5
  }
}
schedule par { narrow.parallel(j) }
"""


def proc_arrays(n: int, seed: int) -> dict[str, np.ndarray]:
    """Integers over their types' whole ranges."""
    rng = np.random.default_rng(seed)
    arrays = {name: rng.integers(np.iinfo(t).min, np.iinfo(t).max, shape, t, endpoint=True) for name, t, shape in
              (("A", np.uint8, n), ("B", np.int16, (n, n)), ("C", np.uint32, n), ("D", np.int8, n))}
    return arrays | {"F": rng.random(n).astype(np.float32)}


@pytest.mark.parametrize("n,seed,schedule", [(10, 0, None), (7, 1, None), (7, 2, "par")])
def test_proc_of_narrow_types(n, seed, schedule):
    """The proc's C (as written, and through isl's code generation) equals the proc interpreted,
    over the types' whole ranges (u8 + 100 wraps, u32 * 3e9 wraps); a u8 stores into i16 and
    f32 arrays without a cast (no value lost)."""
    prog = irc.parse(PROC, "narrow.dsl")
    got, want, before = proc_arrays(n, seed), proc_arrays(n, seed), proc_arrays(n, seed)
    prog.compile(schedule=schedule)(**got, N=n)
    prog.reference(**want, N=n)
    for name in got:
        assert got[name].dtype == want[name].dtype
        np.testing.assert_array_equal(got[name], want[name], err_msg=name)
    assert want["A"].tolist() == [(int(v) + 100) % 256 for v in before["A"]]
    np.testing.assert_array_equal(want["B"][:, 0], want["A"])


# ----------------------------------------------------------------------------- kernels
KERNEL = """param N: i32 = 64
kernel narrow(a: u8[N], b: i16[N], c: u8[N], d: u32[N], f: f32[N]) grid(N / 32) block(32) {
  shared t: u8[32]
  let i = blockIdx.x * 32 + threadIdx.x
  t[threadIdx.x] = a[i] * 3 + 7
  sync
  var s: u16 = t[31 - threadIdx.x]
  s *= 300
  c[i] = u8(s) / 3 + u8(b[i]) - u8(f[i])
  b[i] = max(b[i], i16(-5)) - i16(s) % 7
  d[i] = d[i] * 3000000000 + a[i] - u32(f[i] * 1000.0)
}
"""


def kernel_buffers() -> dict[str, np.ndarray]:
    rng = np.random.default_rng(3)
    return {"a": rng.integers(0, 256, 64).astype(np.uint8), "b": rng.integers(-2 ** 15, 2 ** 15, 64).astype(np.int16),
            "c": np.zeros(64, np.uint8), "d": rng.integers(0, 2 ** 32, 64).astype(np.uint32),
            "f": ((rng.random(64) - 0.5) * 600).astype(np.float32)}


def kernel_model(buf: dict[str, np.ndarray]) -> dict[str, list[int]]:
    a, b, d, f = (buf[k].astype(object).tolist() for k in "abdf")
    t = [wrapped(wrapped(x * 3, "u8") + 7, "u8") for x in a]
    s = [wrapped(t[31 - i % 32 + 32 * (i // 32)] * 300, "u16") for i in range(64)]
    return {"c": [wrapped(wrapped(s[i], "u8") // 3 + wrapped(b[i], "u8") - wrapped(math.trunc(f[i]), "u8"), "u8")
                  for i in range(64)],
            "b": [wrapped(max(b[i], -5) - wrapped(s[i], "i16") % 7, "i16") for i in range(64)],
            "d": [wrapped(d[i] * 3000000000 + a[i] - wrapped(math.trunc(float(np.float32(f[i]) * np.float32(1000))),
                                                               "u32"), "u32") for i in range(64)]}


@pytest.mark.parametrize("target", ["simt", pytest.param("opencl", marks=OPENCL)])
def test_kernel_of_narrow_types(target):
    buffers = kernel_buffers()
    prog = irc.parse(KERNEL, "narrow.dsl")
    run = prog.simt("narrow", **buffers) if target == "simt" else prog.opencl(kernel="narrow", **buffers)
    for name, want in kernel_model(buffers).items():
        assert run.outputs[name].tolist() == want, name


@pytest.mark.parametrize("dialect,types", [("opencl", ("uchar", "short", "uint", "(ushort)")),
                                           ("cuda", ("uint8_t", "int16_t", "uint32_t", "(uint16_t)"))])
def test_kernel_source_names_the_types(dialect, types):
    module = irc.parse(KERNEL, "narrow.dsl").module
    source = emit_gpu_source(module, kernel_named(module, "narrow"), dialect).source
    assert all(t in source for t in types)


@NVCC
def test_kernel_of_narrow_types_compiles_as_cuda():
    cuda_source(KERNEL, "narrow")
