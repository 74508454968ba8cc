"""The words Halide's apps use that irc builds from its own operators
(irc/frontend/halide_functions.py): `absd`, `lerp`, `mux`, `select` of several cases,
`saturating_cast`; the inline reductions `maximum minimum product` beside `sum`; and an index
of a narrow integer type bounded by its type (`lut(in(y, x))`).  Each is checked against a model
written here over Python numbers (Halide's definitions; the integer ones were also checked
against Halide 21 itself, bit for bit), on C, the numpy reference and a GPU schedule on the SIMT
interpreter.  The diagnostics are in the error corpus (tests/errors/halide_*.dsl)."""
from __future__ import annotations

import numpy as np
import pytest

import irc
from irc.ir.types import NUMPY_TYPES, int_range

N = 600
RNG = np.random.default_rng(11)


def wrapped(v: int, t: str) -> int:
    lo, hi = int_range(t)
    return (v - lo) % (hi - lo + 1) + lo


def random_values(t: str, n: int = N) -> np.ndarray:
    if t.startswith("f"):
        return RNG.uniform(-300, 300, n).astype(NUMPY_TYPES[t])
    lo, hi = int_range(t)
    values = RNG.integers(lo, hi, n, endpoint=True)
    values[:4] = [lo, hi, 0, -1 if lo < 0 else 1]
    return values.astype(NUMPY_TYPES[t])


def run(text: str, types: tuple[str, ...], arrays=None):
    """`f(i) = text` over inputs a, b, w of `types`: (inputs, C's result, the reference's)."""
    decls = "\n".join(f"input {n}: {t}[N]" for n, t in zip("abw", types))
    prog = irc.parse(f"param N: i32 = {N}\n{decls}\nfunc f(i) = {text}\noutput f[N]\n", "helper.dsl")
    arrays = arrays or [random_values(t) for t in types]
    return arrays, prog.compile(schedule="root")(*arrays), prog.reference(*arrays)


def lerp_model(z: int, o: int, w: int, t: str, wt: str) -> int:
    """Halide's integer lerp: offset into the unsigned type, the weight rescaled to its width,
    (z * (max - w) + o * w + 2**(b-1)) divided by 2**b - 1 with rounding."""
    b = int(t[1:])
    top, bias = (1 << b) - 1, -int_range(t)[0]
    z, o = (z + bias) % (1 << b), (o + bias) % (1 << b)
    if wt.startswith("f"):
        w = wrapped(int(np.float32(w) * np.float32(top)), f"u{b}")
    else:
        m = int(wt[1:])
        w = w * (top // ((1 << m) - 1)) if m < b else w // (((1 << m) - 1) // top) if m > b else w
    p = z * (top - w) + o * w + (1 << (b - 1))
    return wrapped((((p >> b) + p) >> b) - bias, t)


@pytest.mark.parametrize("t,wt", [("u8", "u8"), ("i8", "u8"), ("u16", "u8"), ("u8", "u16"), ("i16", "u16"),
                                  ("u16", "f32"), ("i8", "f32")])
def test_lerp_of_integers(t, wt):
    arrays = [random_values(t), random_values(t),
              RNG.uniform(0, 1, N).astype(np.float32) if wt == "f32" else random_values(wt)]
    (a, b, w), got, ref = run("lerp(a(i), b(i), w(i))", (t, t, wt), arrays)
    want = [lerp_model(int(x), int(y), float(v) if wt == "f32" else int(v), t, wt) for x, y, v in zip(a, b, w)]
    np.testing.assert_array_equal(got, np.array(want, NUMPY_TYPES[t]))
    np.testing.assert_array_equal(ref, got)


def test_lerp_of_floats():
    (a, b, w), got, ref = run("lerp(a(i), b(i), w(i)) + lerp(a(i), b(i), 0.25)", ("f32", "f32", "u8"))
    wf = w.astype(np.float64) / 255
    want = a * (1 - wf) + b * wf + (a * 0.75 + b * 0.25)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-3)
    np.testing.assert_allclose(ref, got, rtol=1e-6, atol=1e-4)


@pytest.mark.parametrize("t,result", [("i8", "u8"), ("u8", "u8"), ("i16", "u16"), ("i32", "u32"), ("f32", "f32")])
def test_absd(t, result):
    (a, b), got, ref = run("absd(a(i), b(i))", (t, t))
    assert got.dtype == NUMPY_TYPES[result]
    np.testing.assert_array_equal(got, np.abs(a.astype(np.float64) - b.astype(np.float64)).astype(NUMPY_TYPES[result]))
    np.testing.assert_array_equal(ref, got)


@pytest.mark.parametrize("src,dst", [("i16", "u8"), ("u32", "i8"), ("i8", "u16"), ("i32", "i16"), ("f32", "u8"),
                                     ("f32", "i16"), ("f32", "i32"), ("f32", "u32"), ("f64", "i32")])
def test_saturating_cast(src, dst):
    arrays = [random_values(src) if src[0] != "f" else (RNG.uniform(-1, 1, N) * 6e9).astype(NUMPY_TYPES[src])]
    (a,), got, ref = run(f"saturating_cast({dst}, a(i))", (src,), arrays)
    lo, hi = int_range(dst)
    want = [lo if x <= lo else hi if x >= hi else int(x) for x in a.astype(object).tolist()]
    np.testing.assert_array_equal(got, np.array(want, NUMPY_TYPES[dst]))
    np.testing.assert_array_equal(ref, got)


def test_mux_and_select_of_several_cases():
    (a, b), got, ref = run("mux(i % 7 - 2, a(i), 5, b(i), a(i) * 2) + select(i < 100, 1, i < 300, a(i), i % 2 == 0, "
                           "b(i), 9)", ("i32", "i32"))
    i = np.arange(N)
    index = np.clip(i % 7 - 2, 0, 3)
    muxed = np.choose(index, [a, np.full(N, 5), b, a * 2])
    selected = np.select([i < 100, i < 300, i % 2 == 0], [np.ones(N, int), a, b], 9)
    np.testing.assert_array_equal(got, (muxed + selected).astype(np.int32))
    np.testing.assert_array_equal(ref, got)


REDUCTIONS = """param H: i32 = 20
param W: i32 = 36
input in: u8[H, W] boundary clamp
input f: f32[H, W] boundary zero
func mx(y, x) = maximum(r in -2 .. 3: in(y, x + r))
func mn(y, x) = minimum(r in -1 .. 2: minimum(s in -1 .. 2: f(y + s, x + r)))
func pr(y, x) = product(r in 0 .. 3: f(y, x + r) * 0.5 + 1.0)
func row(y, x) = maximum(k in 0 .. W: f(y, k)) - minimum(k in 0 .. 2: f(y, k))
func g(y, x) = f32(mx(y, x)) + mn(y, x) * pr(y, x) + row(y, x)
output g[H, W]
schedule tile { g.tile(y, x, yo, xo, yi, xi, 8, 16).vectorize(xi, 8); mx.compute_at(g, xo); mn.compute_at(g, xo) }
schedule gpu { g.gpu_tile(y, x, b1, b2, t1, t2, 4, 8); mx.compute_at(g, b2) }
"""


def reductions_model(img: np.ndarray, f: np.ndarray) -> np.ndarray:
    h, w = img.shape
    pad = np.pad(img, ((0, 0), (2, 2)), mode="edge")
    mx = np.max([pad[:, k:k + w] for k in range(5)], axis=0)
    fz = np.pad(f, 1)
    mn = np.min([fz[1 + s:1 + s + h, 1 + r:1 + r + w] for s in (-1, 0, 1) for r in (-1, 0, 1)], axis=0)
    fr = np.pad(f, ((0, 0), (0, 2)))
    pr = np.prod([fr[:, r:r + w] * np.float32(0.5) + np.float32(1) for r in range(3)], axis=0)
    row = f.max(axis=1, keepdims=True) - f[:, :2].min(axis=1, keepdims=True)
    return mx.astype(np.float32) + mn * pr + row


@pytest.mark.parametrize("schedule", ["root", "inline", "tile", "gpu"])
def test_inline_reductions(schedule):
    prog = irc.parse(REDUCTIONS, "reductions.dsl")
    img = RNG.integers(0, 256, (20, 36)).astype(np.uint8)
    f = RNG.uniform(-2, 2, (20, 36)).astype(np.float32)
    want = reductions_model(img, f)
    got = prog.simt(schedule=schedule, **{"in": img, "f": f}).outputs["g"] if schedule == "gpu" else \
        prog.compile(schedule=schedule)(img, f)
    np.testing.assert_allclose(got, want, rtol=1e-5)
    np.testing.assert_allclose(prog.reference(img, f), want, rtol=1e-5)


def test_a_reduction_over_nothing_is_its_identity():
    prog = irc.parse("param N: i32 = 4\ninput a: i16[N]\nfunc f(i) = maximum(k in i .. 2: a(k)) + minimum(k in 0 .. i - 2: "
                     "a(k) / 2)\nfunc p(i) = product(k in 0 .. i: a(k) * 0 + 3)\noutput f[N]\noutput p[N]\n",
                     "empty.dsl")
    a = np.array([5, -7, 100, 3], np.int16)
    f, p = prog.compile(schedule="root")(a)
    lo, hi = int_range("i16")
    want = [wrapped(max(a[i:2].tolist(), default=lo) + min((a[:max(i - 2, 0)] // 2).tolist(), default=hi), "i16")
            for i in range(4)]
    assert f.tolist() == want and p.tolist() == [1, 3, 9, 27]
    assert [x.tolist() for x in prog.reference(a)] == [want, [1, 3, 9, 27]]


def test_a_narrow_index_is_bounded_by_its_type():
    """A u8 pixel indexes a 256-entry table: bounds inference reads the table over [0, 255]."""
    prog = irc.parse("param H: i32 = 16\nparam W: i32 = 24\ninput in: u8[H, W]\ninput lut: u16[256]\n"
                     "func curve(v) = lut(v) >> 2\nfunc g(y, x) = curve(in(y, x)) + u16(in(y, x) & 7)\n"
                     "output g[H, W]\n", "lut.dsl")
    img = RNG.integers(0, 256, (16, 24)).astype(np.uint8)
    lut = RNG.integers(0, 2 ** 16, 256).astype(np.uint16)
    want = (lut[img] >> 2) + (img & 7)
    for schedule in ("root", "inline"):
        np.testing.assert_array_equal(prog.compile(schedule=schedule)(img, lut), want)
    np.testing.assert_array_equal(prog.reference(img, lut), want)
