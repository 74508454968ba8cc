"""Procs on the command line and in the API as pipelines are: a schedule typed as text (`--schedule
'lu.interchange(i, j)'`), arrays from files (`--input A=a.npy`) and to one (`-o`), every schedule
listed (`--list-schedules`), and `irc bench` timing the schedules it can build while reporting
the ones refused (pipelines alike).  The diagnostics themselves are in tests/command_lines.py."""
from __future__ import annotations

import json

import numpy as np
import pytest

import irc
from conftest import EXAMPLES
from irc.cli import main
from irc.kinds.reference import random_arrays

JACOBI1D = str(EXAMPLES / "procs" / "jacobi1d.dsl")
SCALE = """
param N: i32 = 40
proc scale(A: f64[N, N], B: f64[N, N]) {
  for i in 0 .. N {
    for j in 0 .. N {
      B[i, j] = A[i, j] * 2 + B[i, j]
    }
  }
}
"""


def test_a_proc_schedule_typed_as_text_runs_as_its_block_would(capsys):
    """Bug: `--schedule 'jacobi1d.skew(i, t, 1).tile(t, i, 16, 64)'` was an unknown schedule."""
    text = "jacobi1d.skew(i, t, 1).tile(t, i, 16, 64)"
    assert main(["run", JACOBI1D, "--schedule", text, "--size", "T=20,N=100", "--repeat", "1", "--check"]) == 0
    out = capsys.readouterr().out
    assert f"jacobi1d: proc jacobi1d schedule {text} (T=20, N=100): median" in out
    assert "check: ok, max relative error 0.00e+00 against the proc as written (built in its original order)" in out
    assert main(["compile", JACOBI1D, "--schedule", text, "--emit", "ir"]) == 0
    assert main(["compile", JACOBI1D, "--schedule", "skewed", "--emit", "ir"]) == 0
    as_text, as_block = capsys.readouterr().out.split("func jacobi1d", 2)[1:]
    assert as_text == as_block


def test_the_api_takes_a_proc_schedule_as_text():
    prog = irc.load(JACOBI1D)
    A = np.random.default_rng(0).random((21, 102))
    B = A.copy()
    prog.compile("jacobi1d.skew(i, t, 1).tile(t, i, 16, 64).wavefront()")(A, T=20, N=100)
    prog.compile(proc="jacobi1d")(B, T=20, N=100)
    np.testing.assert_array_equal(A, B)
    with pytest.raises(irc.CompileError) as e:
        prog.compile("jacobi1d.interchange(t, i)")
    assert e.value.render(prog.module.source).startswith("<schedule>:1:10: error: interchange(t, i) would break")


def test_a_proc_runs_on_arrays_from_files_and_writes_them_back(tmp_path, capsys):
    """Bug: `irc run` of a proc refused --input and -o ("fills a proc's arrays at random")."""
    (tmp_path / "scale.dsl").write_text(SCALE)
    A = np.arange(16.0).reshape(4, 4)
    np.save(tmp_path / "A.npy", A)
    argv = ["run", str(tmp_path / "scale.dsl"), "--input", f"A={tmp_path / 'A.npy'}", "--repeat", "1", "--check"]
    assert main(argv + ["-o", str(tmp_path / "out.npz")]) == 0
    out = capsys.readouterr().out
    assert "proc scale as written (N=4)" in out and "check: ok" in out and f"wrote {tmp_path / 'out.npz'}" in out
    written = np.load(tmp_path / "out.npz")
    assert sorted(written) == ["A", "B"]
    np.testing.assert_array_equal(written["A"], A)                       # read, not written, by the proc
    prog = irc.load(tmp_path / "scale.dsl")
    B = random_arrays(prog.module, prog.module.procs[0], {"N": 4})["B"]   # the random array B (seeded)
    np.testing.assert_array_equal(written["B"], 2 * A + B)


def test_a_proc_input_of_another_type_or_shape_is_refused_naming_it(tmp_path, capsys):
    (tmp_path / "scale.dsl").write_text(SCALE)
    np.save(tmp_path / "a32.npy", np.zeros((4, 4), np.float32))
    np.save(tmp_path / "a.npy", np.zeros((4, 4)))
    program = str(tmp_path / "scale.dsl")
    assert main(["run", program, "--input", f"A={tmp_path / 'a32.npy'}"]) == 2
    assert capsys.readouterr().err == (f"irc: error: --input A: array 'A' of proc scale is float64 of shape (4, 4) at "
                                       f"N=4; '{tmp_path / 'a32.npy'}' holds float32 of shape (4, 4)\n")
    assert main(["run", program, "--input", f"A={tmp_path / 'a.npy'}", "--size", "N=5"]) == 2
    assert capsys.readouterr().err == (f"irc: error: --input A: array 'A' of proc scale is float64 of shape (5, 5) at "
                                       f"N=5; '{tmp_path / 'a.npy'}' holds float64 of shape (4, 4)\n")


def test_list_schedules_lists_the_blocks_of_procs_and_kernels_beside_a_pipeline(tmp_path, capsys):
    """Bug: a file with a pipeline listed its policies but not the blocks of its procs."""
    (tmp_path / "mixed.dsl").write_text(SCALE + """
input a: f32[N]
func b(i) = a(i) * 2
output b[N]
schedule fast { b.parallel(i) }
schedule swapped { scale.interchange(i, j) }
schedule broken { b.frobnicate() }
""")
    assert main(["compile", str(tmp_path / "mixed.dsl"), "--list-schedules"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "fast       schedule block 'fast'",
        "broken     refused: unknown schedule word 'frobnicate'; the words are compute_root, compute_inline, "
        "compute_at, store_root, store_at, split, tile, reorder, vectorize, parallel, unroll, gpu_tile, gpu_blocks, "
        "gpu_threads, cache, pad, coarsen, update, rfactor, fuse, specialize, bound, reorder_storage, store_in, "
        "fold_storage, in, clone_in, prefetch, hoist_storage, hoist_storage_root, compute_with",
        "root       policy 'root' for every func", "inline     policy 'inline' for every func",
        "tile       policy 'tile' for every func", "sliding    policy 'sliding' for every func",
        "swapped    scale.interchange(i, j)"]
    assert main(["compile", str(EXAMPLES / "kernels" / "transpose.dsl"), "--list-schedules"]) == 0
    assert capsys.readouterr().out == "padded     transpose_smem.pad(tile, 1)\n"


BLUR_WITH_A_BAD_BLOCK = """
param W: i32 = 64
param H: i32 = 48
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]
schedule first { blurx.compute_root() }
schedule bad { blurx.compute_at(blury, q) }
schedule last { blury.parallel(y) }
"""


def test_bench_times_the_legal_schedules_and_reports_the_refused_one(tmp_path, capsys):
    """Bug: `irc bench` stopped at the first refused block and timed none of the others."""
    (tmp_path / "blur.dsl").write_text(BLUR_WITH_A_BAD_BLOCK)
    assert main(["bench", str(tmp_path / "blur.dsl"), "--schedules", "first,bad,last", "--repeat", "1",
                 "--check"]) == 1
    out, err = capsys.readouterr()
    rows = [line.split()[0] for line in out.splitlines()[2:]]
    assert rows == ["first", "bad", "last", "numpy"]
    assert ("  bad           refused: func 'blury' has no loop 'q'; legal: compute_at(blury, y), "
            "compute_at(blury, x), or compute_root()") in out.splitlines()
    assert err.startswith("blur.dsl:9:22: error: func 'blury' has no loop 'q'".replace("blur.dsl", str(tmp_path / "blur.dsl")))
    assert main(["bench", str(tmp_path / "blur.dsl"), "--schedules", "first,bad,last", "--repeat", "1", "--json"]) == 1
    schedules = json.loads(capsys.readouterr().out)["schedules"]
    assert [s["name"] for s in schedules] == ["first", "bad", "last"]
    assert schedules[1] == {"name": "bad", "refused": "func 'blury' has no loop 'q'; legal: compute_at(blury, y), "
                                                      "compute_at(blury, x), or compute_root()"}
    assert schedules[0]["median_s"] > 0 and schedules[2]["median_s"] > 0


def test_bench_of_a_proc_times_the_schedules_that_keep_its_dependences(tmp_path, capsys):
    (tmp_path / "j.dsl").write_text((EXAMPLES / "procs" / "jacobi1d.dsl").read_text()
                                    + "schedule wrong { jacobi1d.interchange(t, i) }\n")
    assert main(["bench", str(tmp_path / "j.dsl"), "--size", "T=8,N=100", "--repeat", "1"]) == 1
    out, err = capsys.readouterr()
    assert [line.split()[0] for line in out.splitlines()[2:]] == ["as", "skewed", "parallel", "auto", "wrong"]
    assert out.splitlines()[-1].startswith("  wrong         refused: interchange(t, i) would break the flow dependence")
    assert "error: interchange(t, i) would break the flow dependence" in err
