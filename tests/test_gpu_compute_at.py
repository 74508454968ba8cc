"""Funcs computed at loops of a GPU launch (`compute_at` under `gpu_tile`): per block into shared
memory, per iteration of a loop inside the threads, per thread into local storage.  Every
schedule equals numpy, without races, at sizes the tiles divide, do not divide, and are larger
than; the counters show each point of a producer computed once per block (or per thread)."""
from __future__ import annotations

import pytest

import irc
from conftest import EXAMPLES
from helpers import random_inputs, relative_error
from irc.ir.printer import to_str

BLUR = irc.load(EXAMPLES / "gpu" / "blur.dsl")

# f and g read a `boundary none` input: a point of a tile outside the region the output needs
# would read outside `in`, so the edge tiles must leave those points out
CHAIN = """\
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W]
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y, x - 1) + f(y, x + 1)
func h(y, x) = g(y - 1, x) + g(y + 1, x)
output h[1 .. H - 1, 1 .. W - 1]
schedule blocks  { h.gpu_tile(y, x, by, bx, ty, tx, 8, 16); g.compute_at(h, bx); f.compute_at(h, bx) }
schedule mixed   { h.gpu_tile(y, x, by, bx, ty, tx, 8, 16); g.compute_at(h, tx); f.compute_at(h, bx) }
schedule threads { h.gpu_tile(y, x, by, bx, ty, tx, 8, 16); g.compute_at(h, tx); f.compute_at(h, tx) }
schedule rows    { h.gpu_tile(y, x, by, bx, ty, tx, 16, 16).split(ty, tr, yi, 4).reorder(tr, tx, yi).gpu_threads(tr)
                   g.compute_at(h, yi) }
"""

MATMUL = """\
param N: i32 = 64
input A: f32[N, N]
input B: f32[N, N]
func P(i, k) = A(i, k) * 2
func C(i, j) = P(i, k) * B(k, j)
output C[N, N]
schedule phase  { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16).split(k, ko, ki, 16); P.compute_at(C, ko) }
schedule cached { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16).split(k, ko, ki, 16); P.compute_at(C, ko); B.cache(C, ko) }
schedule coarse { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16).split(k, ko, ki, 16).coarsen(j, 2); P.compute_at(C, ko)
                  B.cache(C, ko) }
"""

# coarsened launches: the block covers n tiles along the coarsened dimension, and so does the
# region of what it computes
COARSE = """\
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y - 1, x) + f(y + 1, x) + f(y, x - 1)
output g[H, W]
schedule rows    { g.gpu_tile(y, x, by, bx, ty, tx, 8, 32).coarsen(y, 4); f.compute_at(g, bx) }
schedule local   { g.gpu_tile(y, x, by, bx, ty, tx, 8, 32).coarsen(y, 4); f.compute_at(g, tx) }
schedule columns { g.gpu_tile(y, x, by, bx, ty, tx, 8, 32).coarsen(x, 2); f.compute_at(g, bx) }
schedule both    { g.gpu_tile(y, x, by, bx, ty, tx, 8, 32).coarsen(x, 2).coarsen(y, 2); f.compute_at(g, bx) }
"""

CASES = ([(BLUR, s) for s, _ in BLUR.module.schedules] +
         [(irc.parse(COARSE, "coarse.dsl"), s) for s in ("rows", "local", "columns", "both")] +
         [(irc.parse(CHAIN, "chain.dsl"), s) for s in ("blocks", "mixed", "threads", "rows")] +
         [(irc.parse(MATMUL, "matmul.dsl"), s) for s in ("phase", "cached", "coarse")])


def _run(prog, schedule, sizes):
    arrays = random_inputs(prog, sizes)
    run = prog.simt(schedule=schedule, **arrays, **sizes)
    return run, arrays


@pytest.mark.parametrize("prog,schedule", CASES, ids=[f"{p.module.name}-{s}" for p, s in CASES])
@pytest.mark.parametrize("size", [64, 45, 37, 20], ids=["divides", "does-not-divide", "odd", "under-a-tile"])
def test_computed_in_the_launch_equals_numpy(prog, schedule, size):
    sizes = {p.name: size + i for i, p in enumerate(prog.module.params)}        # W and H differ
    run, arrays = _run(prog, schedule, sizes)
    assert not run.races and run.checks[0].ok
    assert relative_error(run.outputs[prog.module.output.func], prog.reference(**arrays, **sizes)) <= 1e-5


def _blurx_evaluations(run) -> int:
    """blurx's evaluations: the flops of its line, 3 each (two additions and a division)."""
    return run.by_line[BLUR.module.func("blurx").span.line]["flops"] // 3


@pytest.mark.parametrize("size", [64, 256])
def test_shared_blurx_is_computed_once_per_point_of_the_block_s_region(size):
    """32 x 32 tiles of blury: computed per block, (32 + 2) x 32 evaluations of blurx and as many
    of its global loads (3 each) per block; inline, 3 per point of blury."""
    sizes = {"W": size, "H": size}
    shared, _ = _run(BLUR, "gpu_shared", sizes)
    naive, _ = _run(BLUR, "gpu_naive", sizes)
    blocks = shared.stats["blocks"]
    assert _blurx_evaluations(shared) == blocks * 34 * 32
    assert _blurx_evaluations(naive) == 3 * size * size == blocks * 3 * 32 * 32
    assert shared.stats["gld_instr"] == blocks * 3 * 34 * 32 // 32          # a warp loads 32 points of a row
    assert naive.stats["gld_instr"] == blocks * 9 * 32 * 32 // 32
    assert shared.stats["barriers"] == blocks


def test_local_blurx_is_computed_once_per_point_a_thread_reads():
    """A thread computing 4 rows of a column computes the 4 + 2 points of blurx they read."""
    run, _ = _run(BLUR, "gpu_local", {"W": 64, "H": 64})
    assert _blurx_evaluations(run) == 64 * 64 // 4 * 6
    assert run.stats["barriers"] == 0 and run.stats["sts_instr"] == 0


def test_a_cache_and_a_func_computed_at_one_loop_share_the_barriers():
    """P computed and B copied per iteration of ko: one barrier after both, one ending the
    iteration (16 x 16 tiles, N = 64: 16 blocks, 4 iterations)."""
    run, _ = _run(irc.parse(MATMUL, "matmul.dsl"), "cached", {"N": 64})
    assert run.stats["barriers"] == 16 * 4 * 2


def test_the_edge_tiles_leave_out_what_the_output_does_not_need():
    """The output needs blurx over rows -1 .. H and columns 0 .. W - 1: the shared tile's points
    past the bottom and right edges are left out; those past the top and left are proven inside."""
    assert "if blurx.y < H + 1 && blurx.x < W {" in to_str(BLUR.gpu("gpu_shared").fn)
