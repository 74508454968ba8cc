"""autotile (irc/ir/analysis/autotile.py) where isl's schedule is not one fused band: statements in
nests of their own (PolyBench's trmm), a band of one loop, a statement that never runs; the
names of its loops; and the note that says why a band was left untiled.  Every nest is checked
against the proc as written (both built as C).  The example procs under `auto`:
test_proc_schedules.py."""
from __future__ import annotations

import re
import warnings

import numpy as np
import pytest

import irc
from conftest import EXAMPLES
from irc.cli import main
from irc.diagnostics import ScheduleNote
from irc.kinds.reference import copies, random_arrays

TRMM = (EXAMPLES / "procs" / "trmm.dsl").read_text()
UPDATE_ONLY = TRMM.replace("      B[i, j] = 1.5 * B[i, j]\n", "")      # trmm without its scaling statement

# a statement in a loop that never runs: isl's scheduler leaves it out of its schedule (autotile
# raised StopIteration, an internal error: issue 27, item 5b)
NEVER_RUNS = """param N: i32 = 6
proc p(A: f64[N, N]) {
  for i in 1 .. N - 1 {
    for j in i .. i - 1 {
      A[i, j] = 0.5 * A[i - 1, j]
    }
    for j in 1 .. N - 1 {
      A[i, j] = 0.5 * A[i - 1, j] + 0.25 * A[i, j - 1]
    }
  }
}
schedule auto { p.autotile(2) }
"""

ONE_LOOP = """param N: i32 = 64
proc p(A: f64[N]) {
  for i in 1 .. N {
    A[i] = A[i - 1] * 0.5
  }
}
schedule auto { p.autotile(8) }
"""

TWO_NESTS_OF_ONE_LOOP = """param N: i32 = 64
proc p(A: f64[N], B: f64[N]) {
  for i in 1 .. N {
    A[i] = A[i - 1] * 0.5
  }
  for i in 1 .. N {
    B[i] = A[N - i] + B[i - 1]
  }
}
schedule auto { p.autotile(8) }
"""


def auto_nest(text: str) -> tuple[str, list[str]]:
    """The IR under schedule `auto` (checkpoint `scheduled`) and the notes it gave."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        ir = irc.ir.printer.to_str(irc.parse(text, "t.dsl").lower_proc(schedule="auto", until="scheduled"))
    return ir, [str(w.message) for w in caught if issubclass(w.category, ScheduleNote)]


def same_as_written(text: str, sizes: dict) -> None:
    prog = irc.parse(text, "t.dsl")
    start = random_arrays(prog.module, prog.module.procs[0], sizes, seed=2)
    expected, got = copies(start), copies(start)
    prog.compile(proc=prog.module.procs[0].name)(**expected, **sizes)
    prog.compile("auto")(**got, **sizes)
    for name in expected:
        np.testing.assert_array_equal(got[name], expected[name], err_msg=name)


def test_trmm_with_its_scaling_statement_is_tiled():
    """isl runs every update before the scaling (the dependences allow it), a nest each: S0's band
    (j, i, k) is tiled in 3-D, S1's (i, j) in 2-D, the first tile loop of each in parallel.  Before,
    the sequence at the root of isl's tree left the whole proc untiled, and said nothing."""
    ir, notes = auto_nest(TRMM)
    assert notes == []
    assert re.findall(r"parallel for (\w+) in", ir) == ["c1o", "c1o"]
    for loop in ("c2o", "ko", "c1i", "c2i", "ki"):
        assert f"for {loop} in" in ir


@pytest.mark.parametrize("sizes", [dict(M=64, N=32), dict(M=37, N=19), dict(M=1, N=3)], ids=str)
def test_trmm_tiled_gives_the_proc_as_written(sizes):
    same_as_written(TRMM, sizes)
    same_as_written(UPDATE_ONLY, sizes)


def test_loops_are_named_after_what_they_iterate():
    """trmm's update alone: isl puts j outermost, then i, then k; the tile loops are jo, io, ko
    (they were io, jo, ko by position: `io` ran over j, issue 27 item 13)."""
    ir, _ = auto_nest(UPDATE_ONLY)
    assert "parallel for jo in 0 .. (N - 1) / 32 + 1 {" in ir
    assert "for io in 0 .. (M - 2) / 32 + 1 {" in ir and "for ko in io .. " in ir
    gemm = irc.load(EXAMPLES / "procs" / "gemm.dsl").lower_proc(schedule="auto", until="scheduled")
    assert "for k in 0 .. NK {" in irc.ir.printer.to_str(gemm)         # was c3


def test_a_statement_that_never_runs():
    ir, _ = auto_nest(NEVER_RUNS)
    assert "parallel for jo in" in ir and "for ii in" in ir        # a wavefront of (i, j) tiles
    for n in (1, 2, 3, 7):
        same_as_written(NEVER_RUNS, dict(N=n))


@pytest.mark.parametrize("text,why", [
    (ONE_LOOP, "autotile(8) tiles nothing: the outermost band of permutable loops that isl's scheduler found is "
               "one loop (i); tiling needs two; the nest runs as written"),
    (TWO_NESTS_OF_ONE_LOOP, "autotile(8) tiles nothing: isl's scheduler runs the statements in nests one after "
                            "the other (S0 (line 4): 1 loop; S1 (line 7): 1 loop): tiling needs two loops in each; "
                            "the nest runs as written"),
], ids=["one loop", "two nests"])
def test_a_band_left_untiled_is_said(text, why, tmp_path, capsys):
    ir, notes = auto_nest(text)
    assert notes == [why] and "parallel" not in ir
    same_as_written(text, dict(N=9))
    path = tmp_path / "p.dsl"
    path.write_text(text)
    assert main(["compile", str(path), "--schedule", "auto", "--emit", "ir"]) == 0
    assert f"irc: note: {why}" in capsys.readouterr().err


PARALLEL_ROWS = """param N: i32 = 64
proc p(A: f64[N], B: f64[N], C: f64[N]) {
  for i in 0 .. N {
    A[i] = B[i] * 2.0
  }
  for i in 1 .. N {
    C[i] = C[i - 1] + A[i]
  }
}
schedule auto { p.autotile(8) }
"""


def test_a_nest_left_untiled_runs_as_written_with_its_outermost_parallel_loop_parallel():
    ir, notes = auto_nest(PARALLEL_ROWS)
    assert len(notes) == 1 and notes[0].endswith("; the nest runs as written, its loops i in parallel")
    assert "parallel for i in 0 .. N {" in ir and "  for i in 1 .. N {" in ir
    same_as_written(PARALLEL_ROWS, dict(N=9))


def test_where_the_arrays_fit_in_the_cache_autotile_runs_the_nest_as_written(monkeypatch):
    """Both versions are in the code: the tiles, and the nest as written where every array of the
    call fits in the level-2 cache (read when it runs: IRC_L2_BYTES, else the system's)."""
    prog = irc.load(EXAMPLES / "procs" / "jacobi2d.dsl")
    f = prog.compile("auto")
    assert "if i64(N) * 8 * i64(N) * 2 <= cache_bytes(2) {" in f.ir and "irc_cache_bytes(2)" in f.source
    n, t = 100, 20
    a, b = np.random.default_rng(1).random((2, n, n))
    want = (a.copy(), b.copy())
    written = prog.compile()
    written(*want, T=t, N=n)
    misses = {}
    for l2 in ("0", str(1 << 30)):                  # the tiles; the nest as written
        monkeypatch.setenv("IRC_L2_BYTES", l2)
        got = (a.copy(), b.copy())
        f(*got, T=t, N=n)
        np.testing.assert_array_equal(got[0], want[0])
        np.testing.assert_array_equal(got[1], want[1])
        misses[l2] = f.cache_misses(a.copy(), b.copy(), T=t, N=n, size="8KiB").table()
    # which version ran shows in the order of the accesses: the nest as written misses as it does
    assert misses["0"] != misses[str(1 << 30)]
    assert misses[str(1 << 30)] == written.cache_misses(a.copy(), b.copy(), T=t, N=n, size="8KiB").table()


STREAMED = """param N: i32 = 64
proc p(A: f64[N, N], B: f64[N, N], x: f64[N], y: f64[N]) {
  for i in 0 .. N {
    y[i] = 0.0
    for j in 0 .. N {
      y[i] += A[i, j] * x[j] + B[i, j]
    }
  }
}
schedule auto { p.autotile(8) }
"""


def test_tiles_keep_only_arrays_that_are_used_again_in_the_cache():
    """gesummv's kind: A and B are read once per element, so only x and y (reused across i and
    j) decide whether the tiles run; they fit in the cache at any size a test uses.  Two nests
    of which no array is used again are not tiled at all."""
    ir, notes = auto_nest(STREAMED)
    assert "if i64(N) * 16 <= cache_bytes(2) {" in ir and notes == []
    copy = STREAMED.replace("y[i] += A[i, j] * x[j] + B[i, j]", "B[i, j] = A[i, j] * 2.0").replace(
        "    y[i] = 0.0\\n", "")
    ir, notes = auto_nest(copy)
    assert "cache_bytes" not in ir and "tiles" not in ir
    assert notes == ["autotile(8) tiles nothing: no array is read again across a loop (each element is used in one "
                     "iteration of every loop around it): tiles would keep nothing in the cache; the nest runs as "
                     "written, its loops i in parallel"]
    same_as_written(STREAMED, dict(N=9))
