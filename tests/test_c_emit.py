"""C emission for loop nests OpenMP constrains: inside an `omp simd` loop no `return` and no
other OpenMP construct may stand (gcc rejects both), so an assertion there records its failure
and a parallel or vectorized loop there runs as a plain loop."""
from __future__ import annotations

import warnings

import numpy as np
import pytest

import irc
from conftest import EXAMPLES
from irc.backends.c.align import ALIGN_HELPER, SHORT_LOOP
from irc.backends.c.build import build
from irc.backends.c.prelude import prelude
from irc.diagnostics import RunError
from irc.ir.nodes import Assert, Block, Buffer, Const, For, Function, Load, Store, Var, add, lt, mul
from irc.schedules import Schedule
from irc.kinds.funcs import CompiledPipeline

N = Var("N")
I, J = Var("i"), Var("j")
MODULE = irc.parse("param N: i32 = 8\ninput a: f32[N]\nfunc out(i) = a(i)\noutput out[N]\n", "t.dsl").module


def pipeline(body) -> CompiledPipeline:
    buffers = (Buffer("a", "f32", ((Const(0), N),), "input"), Buffer("out", "f32", ((Const(0), N),), "output"))
    return CompiledPipeline(MODULE, Schedule("t", ()), Function("t", ("N",), buffers, body))


def test_an_assertion_inside_a_vectorized_loop_records_its_failure():
    """Bug: a split's run-time check inside a vectorized loop was `return 2` there, which gcc rejects."""
    body = For("i", Const(0), N, "vectorized",
               Block((Assert(lt(I, Const(6)), "i reached 6"), Store("out", (I,), Load("a", (I,))))))
    f = pipeline(body)
    assert "return 1" not in f.source.split("irc_t(")[1] and "irc_status = 1" in f.source
    assert f(np.arange(6, dtype=np.float32), N=6).tolist() == [0, 1, 2, 3, 4, 5]
    with pytest.raises(RunError, match="i reached 6"):
        f(np.arange(8, dtype=np.float32), N=8)


def test_an_assertion_inside_a_parallel_region_reaches_the_caller():
    """A parallel loop is a function of its own (its arrays restrict): a check failing in it is
    recorded there and handed to the entry through irc_status_at, on every thread count."""
    body = For("i", Const(0), N, "parallel",
               Block((Assert(lt(I, Const(6)), "i reached 6"), Store("out", (I,), Load("a", (I,))))))
    f = pipeline(body)
    assert "static __attribute__((noinline)) void irc_t_region0(const float *restrict a, float *restrict out, int32_t N, int *irc_status_at)" \
        in f.source and "irc_t_region0(a, out, N, &irc_status);" in f.source
    assert f(np.arange(6, dtype=np.float32), N=6).tolist() == [0, 1, 2, 3, 4, 5]
    with pytest.raises(RunError, match="i reached 6"):
        f(np.arange(8, dtype=np.float32), N=8)


def test_a_parallel_loop_inside_a_vectorized_loop_runs_serially_with_a_note():
    """Bug: `#pragma omp parallel for` inside `#pragma omp simd`, which gcc rejects."""
    inner = For("j", Const(0), Const(4), "parallel",
                Store("out", (add(mul(I, Const(4)), J),), Load("a", (add(mul(I, Const(4)), J),))))
    with warnings.catch_warnings(record=True) as notes:
        warnings.simplefilter("always")
        f = pipeline(For("i", Const(0), Const(2), "vectorized", inner))
    assert [str(n.message) for n in notes] == ["the parallel loop j runs serially: it is inside a vectorized loop"]
    assert "omp parallel" not in f.source
    assert f(np.arange(8, dtype=np.float32), N=8).tolist() == list(range(8))


def test_a_producer_parallel_inside_a_vectorized_consumer_loop_builds_and_runs():
    prog = irc.parse("""param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x - 1) + in(y, x + 1)
func g(y, x) = f(y, x) * 2
output g[H, W]
schedule s { g.split(x, xo, xi, 4).vectorize(xi); f.compute_at(g, xi).parallel(y) }
""", "par.dsl")
    img = np.random.default_rng(3).random((64, 64)).astype(np.float32)
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        got = prog.compile("s")(img)
    assert np.array_equal(got, prog.reference(img))


@pytest.mark.parametrize("expr", ["(x - 9) % 4", "(x - 9) % 8", "(x - 9) % 3", "(x - 9) / 4", "(9 - x) / 3",
                                  "(x - 9) % (x - 8)", "(x - 9) / (x - 8)"])
def test_integer_division_rounds_toward_minus_infinity_in_c(expr):
    """`%` by a power of two is a mask, the others branch-free: the same floor rule as numpy."""
    guarded = expr.replace("(x - 8)", "select(x == 8, 1, x - 8)")
    prog = irc.parse(f"input a: i32[20]\nfunc f(x) = a(x) + {guarded}\noutput f[20]\n", "d.dsl")
    a = np.zeros(20, np.int32)
    assert prog.compile()(a).tolist() == prog.reference(a).tolist()


def test_the_c_names_the_dsl_lines_it_came_from():
    """`/* produce blurx: blur.dsl:5 */` on each func; a statement from another line than its
    func's (a proc's statements) ends with its own (twice: the loops' first iterations up to an
    aligned store run apart, see test_long_loops_store_whole_lines)."""
    blur = irc.load(EXAMPLES / "blur.dsl").compile("tile").source
    assert "/* produce blury: blur.dsl:6 */" in blur and "/* produce blurx: blur.dsl:5 */" in blur
    assert blur.count("/* blur.dsl:") == 0
    heat = irc.load(EXAMPLES / "procs" / "heat3d.dsl").compile(proc="heat3d").source
    assert [line.rsplit("/* ", 1)[1] for line in heat.splitlines() if "/* heat3d.dsl:" in line] == \
        ["heat3d.dsl:11 */"] * 2 + ["heat3d.dsl:21 */"] * 2


@pytest.mark.parametrize("schedule", ["root", "inline", "sliding"])
def test_long_loops_store_whole_lines(schedule):
    """A long loop storing along its variable runs its first iterations apart, up to the first
    store on a 64-byte line (irc_aligned_start): the same points in the same order whatever the
    arrays' alignment, in step or not; rows of SHORT_LOOP iterations or fewer are not peeled, a
    tile's never."""
    blur = irc.load(EXAMPLES / "blur.dsl")
    f = blur.compile(schedule)
    assert "irc_aligned_start(" in f.source and "irc_aligned_start(" not in blur.compile("tile").source
    rng = np.random.default_rng(2)
    for width in (17, SHORT_LOOP + 1, SHORT_LOOP + 3, SHORT_LOOP + 70):
        flat, out_flat = rng.random(8 * width + 16, dtype=np.float32), np.empty(8 * width + 16, np.float32)
        for shift in (0, 1, 5, 15):
            img = flat[shift:shift + 8 * width].reshape(8, width)
            out = out_flat[shift:shift + 8 * width].reshape(8, width)
            if shift == 5:                  # the output in another step of its line than the input
                out = out_flat[3:3 + 8 * width].reshape(8, width)
            f(img, out=out)
            assert np.array_equal(out, f(np.ascontiguousarray(img))), (width, shift)
            assert np.allclose(out, blur.reference(img), rtol=1e-6)


def placed(shape: tuple[int, int], fill: int) -> tuple[np.ndarray, int, np.ndarray]:
    """(space, offset, array): a u8 array of `shape` inside a larger one of `fill`, its last row
    starting a byte past a 64-byte line."""
    n = shape[0] * shape[1]
    space = np.full(n + 256, fill, np.uint8)
    off = (1 - space.ctypes.data - n + shape[1]) % 64
    return space, off, space[off: off + n].reshape(shape)


def test_alignment_peel_of_a_row_of_bytes_stays_in_the_row():
    """A row of 40 u8 starting a byte past a line, read twice a step into a u16 output: aligning
    the read would peel 63 iterations, 23 past the row (bounded_start); the last row's must not
    write past the output.  A store of bytes is never peeled (up to 63 iterations apart)."""
    prog = irc.parse("param H: i32 = 4\nparam W: i32 = 40\ninput a: u8[H, W + 1]\n"
                     "func f(y, x) = u16(a(y, x)) + u16(a(y, x + 1))\noutput f[H, W]\n")
    _, _, img = placed((4, 41), 0)
    img[:] = np.arange(164).reshape(4, 41)
    f = prog.compile(schedule="root")
    assert "irc_min_i64(irc_aligned_start(" in f.source
    out_space = np.full(4 * 40 + 64, 7, np.uint16)
    off = (2 - out_space.ctypes.data) % 64 // 2
    out = out_space[off: off + 160].reshape(4, 40)
    f(img, out=out)
    np.testing.assert_array_equal(out, img[:, :40].astype(np.uint16) + img[:, 1:])
    assert (out_space[:off] == 7).all() and (out_space[off + 160:] == 7).all()
    bytes_out = irc.parse("param H: i32 = 4\nparam W: i32 = 40\ninput a: u8[H, W]\nfunc f(y, x) = a(y, x) + 1\n"
                          "output f[H, W]\n").compile(schedule="root").source
    assert "irc_aligned_start(" not in bytes_out


def test_the_peel_aligns_the_store_or_else_the_array_read_most():
    """irc_aligned_start: the store's line where the arrays read start in step with it; where
    they do not, the line of the most read array's first read if the loop names one (blur
    `inline`: `in`, read nine times a step), else no peel; never for SHORT_LOOP steps or fewer."""
    lib = build(prelude("c") + ALIGN_HELPER + "int64_t start(int64_t n, const float *out, const double *in, "
                "int named) { return irc_aligned_start(0, n, out, 4, (uintptr_t)out ^ (uintptr_t)in, "
                "named ? in : NULL, 8); }\n", "int64_t start(int64_t, const float *, const double *, int);")
    memory = np.zeros(64, np.float64)
    line = -memory.ctypes.data % 64 // 8           # memory[line] starts a 64-byte line
    out = lambda byte: lib.ffi.cast("float *", memory.ctypes.data + 8 * line + byte)
    inp = lambda byte: lib.ffi.cast("double *", memory.ctypes.data + 8 * line + byte)
    n = SHORT_LOOP + 100
    assert lib.lib.start(n, out(16), inp(80), 1) == 12       # in step: the store's line, 48 bytes on
    assert lib.lib.start(n, out(16), inp(72), 1) == 7        # apart: the read's, 56 bytes (7 doubles) on
    assert lib.lib.start(n, out(16), inp(72), 0) == 0        # apart, no read named: no peel
    assert lib.lib.start(SHORT_LOOP, out(16), inp(80), 1) == 0


def test_inline_blur_names_its_input_to_align_when_apart():
    source = irc.load(EXAMPLES / "blur.dsl").compile("inline").source
    calls = [line for line in source.splitlines() if "irc_aligned_start(blury_x" in line]
    assert calls and all(line.rstrip().endswith("sizeof(in[0]));") for line in calls)


def test_loops_with_clamped_or_gathered_indices_are_not_peeled():
    """Only loops of plain vector loads and stores (every index linear in the loop's variable)."""
    prog = irc.parse("param N: i32 = 2000\ninput a: f32[N]\ninput k: i32[N]\n"
                     "func g(i) = a(clamp(k(i), 0, N - 1))\noutput g[N]\n", "g.dsl")
    assert "irc_aligned_start" not in prog.compile().source
