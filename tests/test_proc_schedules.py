"""Schedules of procs: every example under every schedule of its file gives the arrays of the proc as
written (both built as C, the scheduled one with OpenMP), on sizes the tiles divide and sizes they
do not; the seed's facts about Jacobi's transforms; which words are refused and why (the
diagnostics themselves are in the error corpus, tests/errors/proc_*.dsl); the command line and
the Python API.  Random procs and schedules: test_proc_properties.py."""
from __future__ import annotations

import re

import numpy as np
import pytest

import irc
from conftest import EXAMPLES, assert_same_or_uncontracted
from irc.cli import main
from irc.kinds.reference import copies, random_arrays

PROCS = EXAMPLES / "procs"
# per example: sizes that the tiles (16, 32, 64) divide, and sizes that leave partial tiles
SIZES = {
    "jacobi1d": [dict(T=32, N=128), dict(T=21, N=77)],
    "jacobi2d": [dict(T=8, N=66), dict(T=5, N=37)],
    "seidel2d": [dict(T=16, N=34), dict(T=7, N=29)],
    "heat3d": [dict(T=16, N=18), dict(T=5, N=13)],
    "fdtd2d": [dict(TMAX=32, NX=64, NY=32), dict(TMAX=5, NX=19, NY=23)],
    "gemm": [dict(NI=64, NJ=32, NK=32), dict(NI=19, NJ=23, NK=29)],
    "lu": [dict(N=64), dict(N=37)],
    "trmm": [dict(M=64, N=32), dict(M=37, N=19)],
}
CASES = [(example, schedule, sizes) for example in SIZES for schedule in irc.load(PROCS / f"{example}.dsl").schedules
         for sizes in SIZES[example]]


def arrays(prog, sizes: dict) -> dict[str, np.ndarray]:
    proc = prog.module.procs[0]
    out = random_arrays(prog.module, proc, sizes, seed=5)
    if proc.name == "lu":                       # diagonally dominant: no pivoting needed
        out["A"] += sizes["N"] * np.eye(sizes["N"])
    return out


@pytest.mark.parametrize("example,schedule,sizes", CASES,
                         ids=[f"{e}-{s}-{','.join(f'{k}={v}' for k, v in z.items())}" for e, s, z in CASES])
def test_every_schedule_gives_the_proc_as_written(example, schedule, sizes):
    """The same arithmetic per point, in another order: equal bit for bit (built without
    contraction where gcc fuses a * b + c in one shape of a loop and not in the other)."""
    def both():
        prog = irc.load(PROCS / f"{example}.dsl")
        start = arrays(prog, sizes)
        expected, got = copies(start), copies(start)
        prog.compile(proc=example)(**expected, **sizes)
        assert prog.compile(schedule)(**got, **sizes) is None
        return expected, got
    assert_same_or_uncontracted(both)


def test_parallel_schedules_become_openmp():
    """The wavefront loop is one parallel region whose threads share out each wavefront's tiles."""
    prog = irc.load(PROCS / "jacobi1d.dsl")
    for name, call in (("parallel", "\n  irc_jacobi1d_region0("), ("auto", "\n    irc_jacobi1d_region0(")):
        region, entry = prog.compile(name).source.split("int irc_jacobi1d(")
        assert re.search(r"static __attribute__\(\(noinline\)\) void irc_jacobi1d_region0\(.*\) \{\n.*\n.*w_end = .*\n\s*for \(int32_t w = ", region), name
        assert "#pragma omp for schedule(static)" in region and "omp parallel for" not in region
        assert "#pragma omp parallel" + call in entry
        # auto: the tiles where the arrays do not fit in the cache, else the nest as written
        assert ("for (" in entry) == (name == "auto")
    assert "#pragma omp" not in prog.compile("skewed").source
    ir = prog.compile("parallel").ir
    assert "for w in" in ir and "parallel for io in" in ir
    # fdtd2d's `i` names the dimension it shares with ey's first-row loop `j` (named c3): all four run in parallel
    fdtd = irc.load(PROCS / "fdtd2d.dsl").compile("parallel")
    assert fdtd.source.count("#pragma omp for") == 4 and fdtd.ir.count("parallel for c3 in") == 4


def test_a_serial_loop_that_stores_is_not_a_parallel_region():
    """blurx computed per row of blury, outside its parallel x loop: each row is a region of its
    own (every thread running the serial loop would compute blurx's row at once)."""
    blur = irc.load(EXAMPLES / "blur.dsl")
    f = blur.compile("blury.parallel(x); blurx.compute_at(blury, y)")
    region, entry = f.source.split("int irc_blur(")
    assert re.search(r"for \(int32_t blury_y = .*\n(.*\n)*\s*#pragma omp parallel\n\s*irc_blur_region0\(", entry)
    assert "for (int32_t blury_y" not in region and "#pragma omp for schedule(static)" in region
    img = np.random.default_rng(0).random((40, 70), dtype=np.float32)
    assert np.abs(f(img) - blur.reference(img)).max() < 1e-6
    g = blur.compile("blury.parallel(x)")            # only the parallel loop in the serial one: a region
    assert "#pragma omp for schedule(static)" in g.source and np.abs(g(img) - blur.reference(img)).max() < 1e-6


# ----------------------------------------------------------------------------- the seed's Jacobi
JACOBI = (PROCS / "jacobi1d.dsl").read_text().split("\nschedule ")[0] + "\n"


def refusal(words: str) -> str | None:
    """The message with which `jacobi1d.<words>` is refused, None when it compiles."""
    prog = irc.parse(JACOBI + f"schedule s {{ jacobi1d.{words} }}\n")
    try:
        prog.lower_proc(schedule="s")
    except irc.CompileError as e:
        return e.message
    return None


def test_the_seeds_facts_about_jacobi():
    """Legal but not tileable as written; tileable after i' = i + t; interchange illegal."""
    assert refusal("parallel(i)") is None                       # the inner loop carries nothing
    assert "skew(i, t, 1) first makes it tileable" in refusal("tile(t, i, 4, 4)")
    assert refusal("skew(i, t, 1).tile(t, i, 4, 4)") is None
    assert "would break the flow dependence" in refusal("interchange(t, i)")
    assert "distance (1, -1) over (t, i) would be (-1, 1) over (i, t)" in refusal("interchange(t, i)")
    assert refusal("skew(i, t, 1).interchange(t, i)") is None   # (1, 0), (1, 1), (1, 2) become (0, 1), (1, 1), (2, 1)
    assert "the flow dependence S0 (line 13) -> S0 (line 13) via A[t, i - 1], at distance (1, 1) over (t, i), is " \
           "carried by t" in refusal("parallel(t)")


def test_the_seeds_skewed_jacobi_runs_in_its_transformed_order():
    prog = irc.parse(JACOBI + "schedule s { jacobi1d.skew(i, t, 1).parallel(i) }\n")   # the seed's parallel_inner
    sizes = dict(T=6, N=20)
    start = arrays(prog, sizes)
    expected, got = copies(start), copies(start)
    prog.compile(proc="jacobi1d")(**expected, **sizes)
    prog.compile("s")(**got, **sizes)
    np.testing.assert_array_equal(got["A"], expected["A"])


def test_autotile_with_fewer_sizes_than_loops_keeps_the_inner_loops_whole():
    prog = irc.parse(JACOBI.replace("jacobi1d", "j") + "schedule a { j.autotile(8) }\n")
    assert "for ii in" in prog.compile("a").ir
    heat = irc.load(PROCS / "heat3d.dsl").compile("auto").ir        # autotile(8, 16): (t, i) tiled, j and k whole
    assert "for ti in" in heat and "for ii in" in heat and "for ji in" not in heat and "for ki in" not in heat


def test_an_empty_loop_runs_nothing():
    prog = irc.load(PROCS / "jacobi1d.dsl")
    A = np.ones((1, 12))
    prog.compile("auto")(A, T=0, N=10)
    assert (A == 1).all()


# ----------------------------------------------------------------------------- command line and API
def test_irc_run_checks_a_schedule_against_the_proc_as_written(capsys):
    rc = main(["run", str(PROCS / "seidel2d.dsl"), "--schedule", "parallel", "--size", "T=5,N=21", "--check"])
    out = capsys.readouterr().out
    assert rc == 0
    assert "seidel2d: proc seidel2d schedule parallel (T=5, N=21): median" in out
    assert "check: ok, max relative error 0.00e+00 against the proc as written (built in its original order)" in out


def test_irc_bench_times_a_proc_as_written_and_under_each_schedule(capsys):
    rc = main(["bench", str(PROCS / "jacobi1d.dsl"), "--size", "T=8,N=200", "--repeat", "2"])
    lines = capsys.readouterr().out.splitlines()
    assert rc == 0
    assert lines[0] == "jacobi1d: proc jacobi1d (T=8, N=200), median of 2 interleaved rounds"
    assert [line.split()[0] for line in lines[2:]] == ["as", "skewed", "parallel", "auto"]
    assert all(line.endswith("0.0e+00") for line in lines[2:])


def test_irc_compile_shows_each_pass_under_a_schedule(capsys):
    rc = main(["compile", str(PROCS / "heat3d.dsl"), "--schedule", "auto", "--print-ir-after-all"])
    out = capsys.readouterr().out
    assert rc == 0
    heads = [line for line in out.splitlines() if line.startswith("// -----// IR Dump After")]
    assert [h.split()[5] for h in heads] == ["as_written", "isl_codegen", "flatten", "simplify"]
    assert "[proc=heat3d schedule=auto]" in heads[1]


def test_irc_check_reports_a_refused_schedule(tmp_path, capsys):
    path = tmp_path / "bad.dsl"
    path.write_text(JACOBI + "schedule good { jacobi1d.parallel(i) }\nschedule bad { jacobi1d.parallel(t) }\n")
    assert main(["check", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.count("error:") == 1 and "bad.dsl:18:25: error: parallel(t) would run the iterations of t in parallel" in err


def test_the_cache_model_counts_a_scheduled_proc():
    """Skew + tile keeps every access (and the lines first touched) and misses fewer lines."""
    prog = irc.load(PROCS / "jacobi1d.dsl")
    sizes = dict(T=16, N=2000)
    start = arrays(prog, sizes)
    written = prog.compile(proc="jacobi1d").cache_misses(**copies(start), **sizes, size="16KiB")["A"]
    skewed = prog.compile("skewed").cache_misses(**copies(start), **sizes, size="16KiB")["A"]
    assert skewed.accesses == written.accesses and skewed.cold == written.cold
    assert skewed.misses < 0.7 * written.misses


ALIASED = """
param T: i32 = 4
param N: i32 = 12
proc p(A: f64[N], B: f64[N, N]) {
  for t in 0 .. T {
    for k in 0 .. N {
      A[k] = A[k] * 0.5
    }
    for i in 1 .. N - 1 {
      for j in 1 .. N - 1 {
        B[i, j] = (B[i - 1, j] + B[i, j - 1] + A[i]) * 0.3
      }
    }
  }
}
schedule by_i { p.tile(i, j, 4, 4) }
schedule by_k { p.tile(k, j, 4, 4) }
"""


def test_loops_of_one_depth_with_other_names_are_one_dimension():
    """`k` and `i` (depth 2 of two nests) are one dimension of the order (c3): either name tiles it."""
    prog = irc.parse(ALIASED)
    sizes = dict(T=3, N=11)
    start = arrays(prog, sizes)
    expected = copies(start)
    prog.compile(proc="p")(**expected, **sizes)
    for schedule, outer in (("by_i", "io"), ("by_k", "ko")):
        got = copies(start)
        f = prog.compile(schedule)
        f(**got, **sizes)
        assert f"for {outer} in" in f.ir
        for name in expected:
            np.testing.assert_array_equal(got[name], expected[name], err_msg=f"{schedule}: {name}")


def test_a_parallel_loop_inside_a_shared_out_one_stays_a_region_of_its_own():
    """A serial loop around `parallel for y { parallel for x }`: the outer parallel loop is shared
    out (`omp for`), the inner one nests as a region (an `omp for` may not nest in another)."""
    blur = irc.load(EXAMPLES / "blur.dsl")
    f = blur.compile("blury.split(y, yo, yi, 8).parallel(yi).parallel(x)")
    source = f.source
    assert "#pragma omp parallel\n" in source and "#pragma omp for schedule(static)" in source
    assert "#pragma omp parallel for schedule(static)\n            for (int32_t blury_x = " in source
    img = np.random.default_rng(2).random((40, 70), dtype=np.float32)
    assert np.abs(f(img) - blur.reference(img)).max() < 1e-6


def test_a_region_whose_loops_hold_little_work_per_barrier_runs_on_one_thread(monkeypatch):
    """PolyBench's jacobi-1d under `parallel`: rows of N - 2 points, two barriers per time step:
    a team only where the rows hold irc_team_work() points per barrier (16384, or IRC_TEAM_WORK),
    else the region's twin without OpenMP;
    a wavefront's region (jacobi1d's `parallel`: the tiles of one w) always has its team.  Either
    way the same values."""
    prog = irc.load(EXAMPLES / "polybench" / "jacobi-1d.dsl")
    source = prog.compile("parallel").source
    assert ("if ((((int64_t)((N - 2))) * ((int64_t)2)) >= irc_team_work() * 2) {\n    #pragma omp parallel\n"
            "    irc_jacobi_1d_region0(A, B, TSTEPS, N);\n  } else {\n    irc_jacobi_1d_region0_serial(A, B, TSTEPS, N);"
            in source)
    assert "return given ? atol(given) : 16384L;" in source
    assert "#pragma omp parallel\n" in irc.load(PROCS / "jacobi1d.dsl").compile("parallel").source
    sizes = {"TSTEPS": 5, "N": 40}
    results = []
    for work in ("0", "100000"):             # a team, then one thread
        monkeypatch.setenv("IRC_TEAM_WORK", work)
        arrays = random_arrays(prog.module, prog.module.procs[0], sizes, seed=3)
        prog.compile("parallel")(**arrays, **sizes)
        results.append(arrays)
    expected = random_arrays(prog.module, prog.module.procs[0], sizes, seed=3)
    prog.compile(proc="jacobi_1d")(**expected, **sizes)
    for got in results:
        for name in expected:
            np.testing.assert_array_equal(got[name], expected[name], err_msg=name)
