"""autotile (irc/ir/analysis/autotile.py) where isl's schedule is not one fused band: statements in
nests of their own (PolyBench's trmm), a band of one loop, a statement that never runs; the
names of its loops; and the note that says why a band was left untiled.  Every nest is checked
against the proc as written (both built as C).  The example procs under `auto`:
test_proc_schedules.py."""
from __future__ import annotations

import json
import re
import warnings

import numpy as np
import pytest

import irc
from conftest import EXAMPLES, assert_same_or_uncontracted
from irc.cli import main
from irc.diagnostics import ScheduleNote
from irc.ir.analysis.proc_order import original
from irc.ir.analysis.strides import stride_score
from irc.kinds.reference import copies, random_arrays
from irc.passes.loops.isl_codegen import scheduled

TRMM = (EXAMPLES / "procs" / "trmm.dsl").read_text()
UPDATE_ONLY = TRMM.replace("      B[i, j] = 1.5 * B[i, j]\n", "")      # trmm without its scaling statement
POLYBENCH = EXAMPLES / "polybench"

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
    """The arrays after the proc as written and under `auto`, from the same random start."""
    def both():
        prog = irc.parse(text, "t.dsl")
        start = random_arrays(prog.module, prog.module.procs[0], sizes, seed=2)
        expected, got = copies(start), copies(start)
        prog.compile(proc=prog.module.procs[0].name)(**expected, **sizes)
        prog.compile("auto")(**got, **sizes)
        return expected, got
    assert_same_or_uncontracted(both)


def test_trmm_with_its_scaling_statement_is_tiled():
    """isl runs every update before the scaling (the dependences allow it), a nest each: S0's band
    (j, i, k) is tiled in 3-D, S1's (i, j) in 2-D, the first tile loop of each in parallel.  Before,
    the sequence at the root of isl's tree left the whole proc untiled, and said nothing."""
    ir, notes = auto_nest(TRMM)
    assert notes == []
    # the proc as written (for arrays that fit in the cache) runs j in parallel inside i
    assert re.findall(r"parallel for (\w+) in", ir) == ["j", "c1o", "c1o"]
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


def order_of(path, schedule: str = "auto"):
    """The order `schedule` gives the file's only proc (what `--emit stats` prints)."""
    prog = irc.load(path)
    deps = prog.deps()
    return scheduled(deps, next(s for n, s in prog.module.schedules if n == schedule).words), deps


def test_the_band_runs_its_most_unit_stride_loop_innermost():
    """gemm: isl's band (i, j, k) reads B[k, j] a row apart and sums into C[i, j] along k; with j
    innermost C and B move along their rows and A[i, k] stays: (i, k, j), still tiled, i still
    parallel.  Where no loop has more accesses at unit stride than strided (trmm's update: j,
    the only such loop, is the band's first, which runs in parallel), isl's order stays."""
    order, deps = order_of(POLYBENCH / "gemm.dsl")
    band = order.names.index("io")
    assert order.names[band:band + 6] == ("io", "ko", "jo", "ii", "ki", "ji") and order.parallel == ("io",)
    assert ("innermost loop j instead of k (accesses at unit stride minus strided ones: j +3/+2, k -2/+0 over the "
            "deepest statements, then the others)") in order.choices
    plain = original(deps.scop)
    # as written (i, c2, c3, j): i moves C and A a row in both statements; c3 is the product's k
    # (-2: sums into C, B a row apart) and the scaling's j (+2); j the product's alone (+3)
    assert [stride_score(plain, plain.names.index(x)) for x in ("i", "c3", "j")] == [(-3, -2), (-2, 2), (3, 0)]
    _, notes = auto_nest(UPDATE_ONLY)
    update = irc.parse(UPDATE_ONLY, "t.dsl")
    kept = scheduled(update.deps(), update.module.schedules[0][1].words)
    assert kept.names[-3:] == ("ji", "ii", "ki") and any("innermost loop k (" in c for c in kept.choices)


def test_isl_schedules_strongly_connected_components_apart_where_that_tiles_more_loops():
    """2mm fused is one band (i) over both products; apart, each product is a band (i, j, k) of
    its own and is tiled.  jacobi-2d's two nests are one component (each reads what the other
    wrote the step before): fused, as before."""
    order, _ = order_of(POLYBENCH / "2mm.dsl")
    assert order.choices[0].startswith("isl's order with each strongly connected component apart (outermost bands "
                                       "over 10 loops of the statements; fused: 4)")
    assert order.parallel == ("io",) and "ko" in order.names
    order, _ = order_of(POLYBENCH / "jacobi-2d.dsl")
    assert order.choices[0].startswith("isl's order, fused (outermost bands over 6 loops of the statements; each "
                                       "strongly connected component apart: 6)")


def test_emit_stats_of_a_proc_says_what_autotile_chose_and_which_version_runs(capsys, monkeypatch):
    gemm = str(POLYBENCH / "gemm.dsl")
    assert main(["compile", gemm, "--schedule", "auto", "--emit", "stats", "--size", "NI=10,NJ=20,NK=30"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("proc gemm schedule auto (NI=10, NJ=20, NK=30)\norder       (c0, io, ko, jo, ii, ki, ji, c4)\n"
                          "parallel    io\nautotile    isl's order with each strongly connected component apart")
    assert "autotile    tiles of 32 x 32 x 32 on (i, k, j); tile loop io in parallel (it carries no dependence)\n" in out
    assert out.endswith("runs        the tiles: C, A, B take 8,800 bytes > the level-2 cache, 0 bytes here\n")
    monkeypatch.setenv("IRC_L2_BYTES", "8800")
    assert main(["compile", gemm, "--schedule", "auto", "--emit", "stats", "--size", "NI=10,NJ=20,NK=30", "--json"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert (stats["reused_bytes"], stats["level2_bytes"], stats["runs"]) == (8800, 8800, "as written")
    assert stats["parallel"] == ["io"] and stats["sizes"] == {"NI": 10, "NJ": 20, "NK": 30}
    assert main(["compile", gemm, "--emit", "stats"]) == 0
    assert capsys.readouterr().out == ("proc gemm as written (NI=200, NJ=220, NK=240)\norder       (i, c2, c3, j)\n"
                                       "parallel    none\nruns        as written\n")


def test_wavefront_tiles_are_long_along_rows_that_vectorise(capsys):
    """autotile(32): jacobi-2d's tiles run as wavefronts and its j loops carry nothing: rows of
    256; seidel-2d's j carries its sweep (A[i, j - 1] written just before): 32 like the others;
    gemm's tiles run in parallel: 32; `autotile(n1, .., nk)` takes the sizes as given."""
    tiles = {name: next(c for c in order_of(POLYBENCH / f"{name}.dsl")[0].choices if c.startswith("tiles of"))
             for name in ("jacobi-2d", "seidel-2d", "gemm")}
    assert tiles["jacobi-2d"].startswith("tiles of 32 x 32 x 256 on (t, i, j); tiles in parallel wavefronts")
    assert tiles["seidel-2d"].startswith("tiles of 32 x 32 x 32 on ")
    assert tiles["gemm"].startswith("tiles of 32 x 32 x 32 on (i, k, j)")
    given = "jacobi_2d.autotile(16, 16, 16)"
    assert main(["compile", str(POLYBENCH / "jacobi-2d.dsl"), "--schedule", given, "--emit", "stats"]) == 0
    assert "autotile    tiles of 16 x 16 x 16 on (t, i, j)" in capsys.readouterr().out
