"""Wrappers (`f.in(g)`, `f.in()`, `f.clone_in(g)`, schedule/wrappers.py): a new func that a
schedule places on its own, equal to the reference under every placement, on the C backend, the
SIMT interpreter and OpenCL; the builder says them as a block's text reads them back."""
from __future__ import annotations

import numpy as np
import pytest

import irc
from helpers import assert_matches_reference
from helpers import opencl_unavailable

PIPELINE = """\
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2 + in(y, x + 1) + sum(k in 0 .. 3: in(y, x - k))
func g(y, x) = f(y - 1, x) + f(y, x) + f(y + 1, x) + in(y, x)
output g[H, W]
"""

SCHEDULES = {
    "input_for_f": "in.in(f).compute_root()",
    "input_for_all": "in.in().compute_root(); f.compute_at(g, y)",
    "input_per_tile": "g.tile(y, x, 8, 16, GuardWithIf); in.in(g).compute_at(g, xo); f.compute_at(g, xo)",
    "func_for_g": "g.tile(y, x, 8, 8, GuardWithIf); f.in(g).compute_at(g, xo).vectorize(x, 4, GuardWithIf); "
                  "f.compute_root()",
    "clone": "g.tile(y, x, 8, 8, GuardWithIf); f.clone_in(g).compute_at(g, xo)",
    "said_twice": "f.in(g).compute_root(); f.in(g).vectorize(x, 4, GuardWithIf)",
}


@pytest.mark.parametrize("name", SCHEDULES)
@pytest.mark.parametrize("H, W", [(16, 64), (3, 5)])
def test_wrapper_equals_reference(name, H, W):
    prog = irc.parse(PIPELINE, "wrap.dsl")
    img = np.random.default_rng(H * W).random((H, W), dtype=np.float32)
    assert_matches_reference(prog, SCHEDULES[name], img)


def test_a_wrapper_is_a_func_of_its_own():
    prog = irc.parse(PIPELINE, "wrap.dsl")
    counts = prog.counters(SCHEDULES["func_for_g"], H=16, W=64)
    assert counts.evaluations["f"] == 18 * 64 and counts.storage["f_in_g"] == 10 * 8     # a tile and its halo
    assert prog.counters(SCHEDULES["clone"], H=16, W=64).evaluations.get("f", 0) == 0      # only the clone runs


def test_the_builder_says_wrappers():
    prog = irc.parse(PIPELINE, "wrap.dsl")
    b = prog.schedule()
    b.in_("in", "f").compute_root()
    b.func("f").in_("g").compute_root()
    assert str(b) == "in.in(f); in_in_f.compute_root(); f.in(g); f_in_g.compute_root()"
    assert prog.compile(schedule=str(b)).source == prog.compile(schedule=b).source
    clone = prog.schedule()
    clone.func("f").clone_in("g").compute_root()
    assert str(clone) == "f.clone_in(g); f_clone_in_g.compute_root()"


MATMUL = """\
param N: i32 = 32
param K: i32 = 16
param M: i32 = 48
input A: f32[N, K]
input B: f32[K, M]
func C(i, j) = A(i, k) * B(k, j)
output C[N, M]
"""

OUTPUT_WRAPPERS = {
    "registers": "C.in().compute_at(C, jo).reorder(k, i, j).vectorize(j, 16).unroll(i); "
                 "C.tile(i, j, io, jo, ii, ji, 6, 32).vectorize(ji, 16)",
    "root": "C.in().compute_root().parallel(i); C.vectorize(j, 8)",
    "inline": "C.in(); C.tile(i, j, 8, 8, GuardWithIf)",
}


@pytest.mark.parametrize("name", OUTPUT_WRAPPERS)
@pytest.mark.parametrize("N, K, M", [(32, 16, 48), (7, 3, 37)])
def test_an_output_wrapper_equals_reference(name, N, K, M):
    """`C.in()` of an output: C's definition (its sum) in `C_in`, which C copies; at every size,
    tiles that do and do not divide it."""
    prog = irc.parse(MATMUL, "mm.dsl")
    rng = np.random.default_rng(N * K * M)
    A, B = rng.random((N, K), dtype=np.float32), rng.random((K, M), dtype=np.float32)
    assert_matches_reference(prog, OUTPUT_WRAPPERS[name], A, B, N=N, K=K, M=M)


def test_an_output_wrapper_holds_a_tile_of_sums():
    prog = irc.parse(MATMUL, "mm.dsl")
    counts = prog.counters("C.in().compute_at(C, jo).reorder(k, i, j); C.tile(i, j, io, jo, ii, ji, 8, 16)")
    assert counts.storage["C_in"] == 8 * 16 and counts.evaluations["C"] == 32 * 48
    b = prog.schedule()
    b.func("C").in_().compute_at("C", "jo")
    b.func("C").tile("i", "j", "io", "jo", "ii", "ji", 6, 32)
    assert str(b) == "C.in(); C_in.compute_at(C, jo); C.tile(i, j, io, jo, ii, ji, 6, 32)"
    assert prog.compile(schedule=str(b)).source == prog.compile(schedule=b).source


GPU = """\
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func g(y, x) = in(y, x - 1) + in(y, x) + in(y, x + 1)
output g[H, W]
schedule s { g.gpu_tile(y, x, by, bx, ty, tx, 4, 16); in.in(g).compute_at(g, bx) }
"""


def test_an_input_wrapper_per_block_on_the_simt_interpreter():
    prog = irc.parse(GPU, "gpu.dsl")
    img = np.random.default_rng(1).random((16, 64), dtype=np.float32)
    run = prog.simt(schedule="s", **{"in": img})
    assert not run.races
    np.testing.assert_allclose(run.outputs["g"], prog.reference(img), rtol=1e-6)


@pytest.mark.skipif(opencl_unavailable() is not None, reason=f"OpenCL cannot run here: {opencl_unavailable()}")
def test_an_input_wrapper_per_block_on_opencl():
    prog = irc.parse(GPU, "gpu.dsl")
    img = np.random.default_rng(2).random((16, 64), dtype=np.float32)
    np.testing.assert_allclose(prog.opencl(schedule="s", **{"in": img}).outputs["g"], prog.reference(img), rtol=1e-6)
