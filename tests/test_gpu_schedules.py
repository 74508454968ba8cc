"""GPU schedules of funcs (gpu_tile, gpu_blocks, gpu_threads): the launch they lower into runs on
the SIMT interpreter with the hand-written kernel's counts, and equals numpy at sizes the tiles
divide and do not divide."""
from __future__ import annotations

import re

import numpy as np
import pytest

import irc
from conftest import EXAMPLES
from helpers import random_inputs, relative_error
from irc.cli import main

GPU_MATMUL = irc.load(EXAMPLES / "gpu" / "matmul.dsl")
KERNELS = irc.load(EXAMPLES / "kernels" / "matmul.dsl")
SAME = ("gld_instr", "gld_sectors", "gld_lines", "gst_instr", "gst_sectors", "lds_instr", "lds_wavefronts",
        "sts_instr", "sts_wavefronts", "barriers", "fma", "blocks", "warps")


def seed_kernels(tile: int):
    """examples/kernels/matmul.dsl with TILE a constant, as the seed's kernels are compiled for a
    tile (`#define TILE 32`): the compiler then unrolls the tile's loop and fuses its shared loads."""
    text = re.sub(r"^param TILE.*$", "", (EXAMPLES / "kernels" / "matmul.dsl").read_text(), flags=re.M)
    return irc.parse(re.sub(r"\bTILE\b", str(tile), text), f"matmul_tile{tile}.dsl")


@pytest.mark.parametrize("schedule,kernel,tile", [("gpu_naive", "matmul_naive", 32), ("gpu_tiled", "matmul_tiled", 32),
                                                  ("gpu_tiled16", "matmul_tiled", 16),
                                                  ("gpu_coarse", "matmul_tiled_coarse", 32)])
def test_generated_matmul_counts_as_the_hand_written_kernel(schedule, kernel, tile):
    """N=128: global loads and sectors, shared loads, stores and wavefronts (the tile's loop
    unrolled, A's loads fused into 128-bit ones: the sum's guard is gone, zero_guards), barriers
    and FMAs equal, and the same result bit for bit."""
    rng = np.random.default_rng(0)
    A, B = (rng.random((128, 128)).astype(np.float32) for _ in range(2))
    generated = GPU_MATMUL.simt(schedule=schedule, A=A, B=B, N=128)
    written = seed_kernels(tile).simt(kernel, A=A, B=B, C=np.zeros((128, 128), np.float32), N=128)
    assert {k: generated.stats[k] for k in SAME} == {k: written.stats[k] for k in SAME}
    if schedule != "gpu_naive":
        assert (generated.stats["lds_instr"], generated.stats["lds_wavefronts"]) == (81_920, 98_304)
    assert generated.checks[0].ok and not generated.races
    np.testing.assert_array_equal(generated.outputs["C"], written.outputs["C"])


def test_generated_transposes_count_as_the_seed_says():
    """M=512: global sectors as the hand-written smem and padded kernels; through the tile a warp
    reads a column (32 wavefronts per shared load), padded one (as the hand-written padded)."""
    prog, kernels = irc.load(EXAMPLES / "gpu" / "transpose.dsl"), irc.load(EXAMPLES / "kernels" / "transpose.dsl")
    a = np.random.default_rng(0).random((512, 512)).astype(np.float32)
    smem, padded = (prog.simt(schedule=s, a=a, M=512) for s in ("smem", "padded"))
    written = kernels.simt("transpose_padded", a=a, c=np.zeros((512, 512), np.float32), M=512)
    for run in (smem, padded):
        assert (run.stats["gld_sectors"], run.stats["gst_sectors"]) == \
            (written.stats["gld_sectors"], written.stats["gst_sectors"])
    assert smem.stats["lds_wavefronts"] == 32 * smem.stats["lds_instr"]
    assert {k: padded.stats[k] for k in SAME} == {k: written.stats[k] for k in SAME}


GPU_EXAMPLES = [(path, name) for path in sorted((EXAMPLES / "gpu").glob("*.dsl"))
                for name, _ in irc.load(path).module.schedules]


@pytest.mark.parametrize("path,schedule", GPU_EXAMPLES, ids=[f"{p.stem}-{s}" for p, s in GPU_EXAMPLES])
@pytest.mark.parametrize("size", [64, 45], ids=["divides", "does-not-divide"])
def test_every_gpu_example_schedule_equals_numpy(path, schedule, size):
    prog = irc.load(path)
    sizes = {p.name: size for p in prog.module.params}
    arrays = random_inputs(prog, sizes)
    run = prog.simt(schedule=schedule, **arrays, **sizes)
    assert not run.races and run.checks[0].ok
    assert relative_error(run.outputs[prog.module.output.func], prog.reference(**arrays, **sizes)) <= 1e-5


PIPELINE = """\
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[1 .. H - 1, W]
schedule tile2d { blury.gpu_tile(y, x, by, bx, ty, tx, 8, 16) }
schedule tile1d { blury.gpu_tile(x, bx, tx, 32).gpu_blocks(y) }
schedule mapped { blury.split(x, xo, xi, 16).reorder(y, xo, xi).gpu_blocks(y, xo).gpu_threads(xi) }
schedule unrolled { blury.gpu_tile(y, x, by, bx, ty, tx, 4, 32).split(ty, a, b, 2).reorder(by, bx, tx, a, b).unroll(b) }
"""


@pytest.mark.parametrize("schedule", ["tile2d", "tile1d", "mapped"])
@pytest.mark.parametrize("sizes", [{"H": 34, "W": 64}, {"H": 37, "W": 45}], ids=["divides", "does-not-divide"])
def test_a_gpu_schedule_equals_the_reference(schedule, sizes):
    prog = irc.parse(PIPELINE, "blur.dsl")
    arrays = random_inputs(prog, sizes)
    run = prog.simt(schedule=schedule, **arrays, **sizes)
    assert run.checks[0].ok and not run.races
    assert relative_error(run.outputs["blury"], prog.reference(**arrays, **sizes)) <= 1e-6


def test_a_split_thread_loop_becomes_serial_loops_of_each_thread():
    """`split(ty, a, b, 2)` replaces the thread loop ty by loops a and b that no word maps: each
    thread (tx) runs the 4 rows of its tile's column itself."""
    prog = irc.parse(PIPELINE, "blur.dsl")
    sizes = {"H": 19, "W": 45}
    arrays = random_inputs(prog, sizes)
    run = prog.simt(schedule="unrolled", **arrays, **sizes)
    assert run.launch.threads_per_block == 32 and run.checks[0].ok
    assert relative_error(run.outputs["blury"], prog.reference(**arrays, **sizes)) <= 1e-6


COARSENED = """\
param N: i32 = 64
input A: f32[N, N]
input B: f32[N, N]
func C(i, j) = A(i, k) * B(k, j)
output C[N, N]
schedule no_split { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16).coarsen(j, 3) }
schedule j_then_i { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16).split(k, ko, ki, 8).coarsen(j, 4).coarsen(i, 2)
                    A.cache(C, ko); B.cache(C, ko) }
schedule innermost { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16).split(k, ko, ki, 8).coarsen(j, 2).reorder(ko, ki, j.c) }
schedule with_a_split_point { C.gpu_tile(i, j, bi, bj, ti, tj, 8, 32).split(k, ko, ki, 8).coarsen(j, 2)
                              C.split(ti, ta, tb, 2).reorder(tj, ta, ko, tb, j.c, ki) }
"""


@pytest.mark.parametrize("schedule", ["no_split", "j_then_i", "innermost", "with_a_split_point"])
def test_coarsened_launches_equal_the_reference(schedule):
    """Pass coarsen beside the sum's other loops: a sum not split, two coarsened dimensions (the
    accumulator of 2 x 4 points), the points innermost, and another point (tb) of the accumulator."""
    prog = irc.parse(COARSENED, "coarse.dsl")
    arrays = random_inputs(prog, {"N": 45})
    run = prog.simt(schedule=schedule, **arrays, N=45)
    assert run.checks[0].ok and not run.races


def test_coarsen_is_a_pass_of_its_own(capsys):
    """`--print-ir-after-all`: split makes gpu_tile's tiles only, pass coarsen the block of two
    tiles, the loop C.j.c and its accumulators; a schedule without coarsen leaves it unchanged."""
    def dumps(schedule: str) -> dict[str, str]:
        assert main(["compile", str(EXAMPLES / "gpu" / "matmul.dsl"), "--schedule", schedule,
                     "--print-ir-after-all"]) == 0
        return {d.split(" ", 1)[0]: d for d in capsys.readouterr().out.split("IR Dump After ")[1:]}
    coarse, tiled = dumps("gpu_coarse"), dumps("gpu_tiled")
    assert "C.j.c" not in coarse["split"] and "C.j.c" not in coarse["gpu_map"]
    assert coarse["coarsen"].startswith("coarsen [schedule=gpu_coarse]")
    assert "gpu_block for blockIdx.x in 0 .. (N + 63) / 64" in coarse["coarsen"]
    assert "for C.j.c in 0 .. 2" in coarse["coarsen"] and "allocate local C.acc: f32[0 .. 2]" in coarse["coarsen"]
    assert tiled["coarsen"].startswith("coarsen (unchanged)")


def test_a_gpu_schedule_is_not_c():
    with pytest.raises(irc.UsageError, match="maps the funcs onto a GPU; run it on the SIMT interpreter"):
        GPU_MATMUL.compile("gpu_naive")


def test_simt_takes_a_kernel_or_a_schedule():
    with pytest.raises(irc.UsageError, match="takes a kernel's name"):
        KERNELS.simt()
    with pytest.raises(irc.UsageError, match="runs under a schedule of kernels .*has no schedule 'gpu_naive'"):
        KERNELS.simt("matmul_naive", schedule="gpu_naive")
    with pytest.raises(irc.UsageError, match="is the output; the launch allocates it"):
        GPU_MATMUL.simt(schedule="gpu_naive", C=np.zeros((4, 4), np.float32), N=4)


@pytest.mark.parametrize("argv,message", [
    (["run", "examples/gpu/matmul.dsl", "--schedule", "gpu_naive"],
     "irc: error: schedule 'gpu_naive' maps the funcs onto a GPU; run it on the SIMT interpreter (irc simt "
     "--schedule gpu_naive, prog.simt(schedule=...)) or on OpenCL (irc run --target opencl): the C target runs "
     "CPU schedules\n"),
    (["compile", "examples/gpu/matmul.dsl", "--schedule", "gpu_naive", "--emit", "c"],
     "irc: error: a GPU schedule emits its launch as IR (--emit ir), irc kernel source (--emit kernel), "
     "OpenCL C (--emit opencl) or CUDA C (--emit cuda), not --emit c\n"),
    (["simt", "examples/gpu/matmul.dsl", "--schedule", "gpu_naive", "--kernel", "k"],
     "irc: error: no kernel 'k' in examples/gpu/matmul.dsl; kernels: none\n"),
    (["simt", "examples/matmul.dsl", "--schedule", "tiled"],
     "irc: error: schedule 'tiled' maps no loop onto the GPU; the SIMT interpreter and OpenCL run a func under "
     "gpu_tile / gpu_blocks / gpu_threads (others run as C: irc run)\n"),
])
def test_gpu_schedule_command_lines(argv, message, capsys, monkeypatch):
    monkeypatch.chdir(EXAMPLES.parent)
    assert main(argv) == 2
    assert capsys.readouterr().err == message


@pytest.mark.parametrize("path,schedule", GPU_EXAMPLES, ids=[f"{p.stem}-{s}" for p, s in GPU_EXAMPLES])
def test_emitted_kernel_source_runs_as_the_launch(path, schedule):
    """`--emit kernel` parses back into a kernel with the launch's outputs and every counter
    (and, where the output reads inputs only and without a boundary condition, a `check` that
    passes)."""
    from irc.kinds.gpu import launch_source
    prog = irc.load(path)
    sizes = {p.name: 45 for p in prog.module.params}
    arrays = random_inputs(prog, sizes)
    runner = prog.gpu(schedule)
    source = launch_source(prog.module, prog.module.schedule(schedule), runner.fn)
    written = irc.parse(source, "emitted.dsl")
    out = prog.module.output.func
    launch = prog.simt(schedule=schedule, **arrays, **sizes)
    again = written.simt(written.kernels[0], **arrays, **sizes, **{out: np.zeros_like(launch.outputs[out])})
    np.testing.assert_array_equal(again.outputs[out], launch.outputs[out])
    assert again.stats == launch.stats
    edged = any(i.boundary != "none" for i in prog.module.inputs)      # no check: kernels have no boundaries
    assert all(c.ok for c in again.checks) and len(again.checks) == (0 if edged else 1)
