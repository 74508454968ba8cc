"""Procs run as written: every example's C against the proc interpreted (the reference), the loop IR
they lower to (the contract of the dependence analysis), the binding of their arrays, and the
command line.  The diagnostics of bad procs are in the error corpus (tests/errors/proc_*.dsl)."""
from __future__ import annotations

import re

import numpy as np
import pytest

import irc
from conftest import EXAMPLES
from irc.cli import main
from irc.ir.evaluate import eval_int
from irc.ir.nodes import Binary, Block, Const, For, If, LetStmt, Load, Store, Var
from irc.ir.visitor import walk
from irc.lower.pass_manager import Context, lower
from irc.lower.pipelines import PROC_TO_C

PROCS = EXAMPLES / "procs"
# two small sizes per example: loops of a few iterations, and odd extents
SIZES = {
    "jacobi1d": [dict(T=3, N=10), dict(T=7, N=33)],
    "jacobi2d": [dict(T=2, N=6), dict(T=5, N=17)],
    "seidel2d": [dict(T=2, N=6), dict(T=4, N=13)],
    "heat3d": [dict(T=2, N=5), dict(T=3, N=9)],
    "fdtd2d": [dict(TMAX=2, NX=5, NY=7), dict(TMAX=4, NX=11, NY=6)],
    "gemm": [dict(NI=3, NJ=4, NK=5), dict(NI=9, NJ=7, NK=13)],
    "lu": [dict(N=4), dict(N=15)],
}
# no a * b + c for the C compiler to contract into one rounding: the C equals the interpreter bit for bit
BITWISE = ("jacobi1d", "jacobi2d", "seidel2d")


def arrays_for(prog, sizes: dict, seed: int = 0) -> dict[str, np.ndarray]:
    """Random arrays of the proc's shapes; lu's matrix diagonally dominant (no pivoting)."""
    module = prog.module
    proc = module.procs[0]
    env = {p.name: sizes.get(p.name, p.default) for p in module.params}
    rng = np.random.default_rng(seed)
    out = {}
    for b in proc.buffers:
        shape = tuple(eval_int(e, env) for e in b.shape)
        out[b.name] = rng.random(shape)
    if proc.name == "lu":
        out["A"] += env["N"] * np.eye(env["N"])
    return out


@pytest.mark.parametrize("example,sizes", [(e, s) for e, ss in SIZES.items() for s in ss],
                         ids=lambda v: v if isinstance(v, str) else ",".join(f"{k}={n}" for k, n in v.items()))
def test_example_matches_the_proc_as_written(example, sizes):
    prog = irc.load(PROCS / f"{example}.dsl")
    f = prog.compile()
    got = arrays_for(prog, sizes)
    want = {k: a.copy() for k, a in got.items()}
    before = {k: a.copy() for k, a in got.items()}
    assert f(**got, **sizes) is None
    prog.reference(**want, **sizes)
    for name in got:
        if example in BITWISE:
            assert np.array_equal(got[name], want[name]), name
        else:
            np.testing.assert_allclose(got[name], want[name], rtol=1e-13, atol=1e-13, err_msg=name)
    assert any(not np.array_equal(got[k], before[k]) for k in got), "the proc changed nothing"


def test_the_arrays_are_updated_in_place():
    prog = irc.load(PROCS / "jacobi1d.dsl")
    f = prog.compile(proc="jacobi1d")
    A = np.zeros((4, 7))
    A[0] = 3.0
    view = A
    f(A, T=3, N=5)
    assert view is A and np.all(A[1:, 1:-1] > 0) and A[3, 0] == 0.0


LOOPS = """\
param N: i32 = 6
proc mixed(A: f64[N, N], v: f64[N]) {
  for i in 0 .. N {
    let s = sqrt(v[i] + 1)
    for j in 0 .. i + 1 {
      if j < i && i - j <= 2 {
        A[i, j] -= s * A[j, i]
      } else {
        A[i, j] *= 0.5
      }
    }
    v[i] += max(A[i, 0], 0.25)
  }
  for i in 0 .. N / 2 {
    v[2 * i] = v[2 * i + 1] / 4 + f64(i % 3)
  }
}
"""


def test_lets_ifs_triangular_loops_and_compound_assignments():
    prog = irc.parse(LOOPS)
    f = prog.compile()
    for n in (1, 5, 8):
        rng = np.random.default_rng(n)
        got = {"A": rng.random((n, n)), "v": rng.random(n)}
        want = {k: a.copy() for k, a in got.items()}
        f(**got, N=n)
        prog.reference(**want, N=n)
        for k in got:
            np.testing.assert_allclose(got[k], want[k], rtol=1e-14, atol=1e-14)


def test_f32_and_i32_arrays_and_names_c_reserves():
    """f32 values computed in f32, as C computes them; integer / rounds down; `double`, `int`, `float` and `main`
    are names of the program, not of C (the C spells them `double_` ...)."""
    prog = irc.parse("""\
param N: i32 = 8
proc main(double: f32[N], int: i32[N]) {
  for float in 0 .. N {
    int[float] = int[float] * 3 - float / 2
    double[float] = double[float] * 1.1 + f32(int[float]) / 3
  }
}
""")
    got = {"double": np.random.default_rng(1).random(8).astype(np.float32), "int": np.arange(8, dtype=np.int32) - 4}
    want = {k: a.copy() for k, a in got.items()}
    prog.compile()(**got)
    prog.reference(**want)
    assert np.array_equal(got["int"], want["int"]) and got["double"].dtype == np.float32
    np.testing.assert_allclose(got["double"], want["double"], rtol=1e-6)     # a * b + c: one rounding in C
    assert got["int"][0] == -12


def test_the_loop_ir_as_written_is_the_contract():
    """For(var, lower, upper - lower, serial); Store with one index per dimension; += as a
    Store of a Load plus the value; sizes as i32 Vars; spans kept on every Store and Load."""
    prog = irc.parse(LOOPS, "loops.dsl")
    module = prog.module
    proc = module.proc("mixed")
    fn = lower(PROC_TO_C, Context(module, proc=proc), until="lowered")
    assert fn.body is proc.body
    assert [(b.name, b.role) for b in fn.buffers] == [("A", "inout"), ("v", "inout")]
    assert fn.buffers[0].bounds == ((Const(0), Var("N")), (Const(0), Var("N")))
    outer, second = fn.body.stmts
    assert isinstance(fn.body, Block) and (outer.var, outer.min, outer.extent, outer.kind) == \
        ("i", Const(0), Var("N", "i32"), "serial")
    assert isinstance(outer.body, LetStmt) and outer.body.var == "s"
    inner = outer.body.body.stmts[0]
    assert (inner.var, inner.min, inner.extent) == ("j", Const(0), Binary("+", Var("i"), Const(1), "i32"))
    assert isinstance(inner.body, If)
    store = inner.body.then
    idx = (Var("i"), Var("j"))
    assert store == Store("A", idx, Binary("-", Load("A", idx, "f64"), Binary("*", Var("s", "f64"),
                                                                             Load("A", idx[::-1], "f64"), "f64"),
                                           "f64"))
    assert (second.var, second.extent) == ("i", Binary("/", Var("N"), Const(2), "i32"))
    accesses = [n for n in walk(fn.body) if isinstance(n, (Load, Store))]
    assert accesses and all(n.span is not None for n in accesses)
    assert store.span.line == 7 and store.value.b.b.span.line == 7


def test_a_loop_name_may_repeat_in_sequence():
    fn = lower(PROC_TO_C, Context((m := irc.load(PROCS / "jacobi2d.dsl").module), proc=m.procs[0]), until="lowered")
    loops = [n.var for n in walk(fn.body) if isinstance(n, For)]
    assert loops == ["t", "i", "j", "i", "j"]


# ----------------------------------------------------------------------------- sizes and arrays
def test_sizes_that_make_loops_empty_run_and_do_nothing():
    f = irc.load(PROCS / "jacobi2d.dsl").compile()
    for sizes in (dict(T=0, N=6), dict(T=3, N=2), dict(T=3, N=1), dict(T=2, N=0)):
        n = sizes["N"]
        A, B = np.ones((n, n)), np.full((n, n), 2.0)
        f(A, B, **sizes)
        assert np.all(A == 1) and np.all(B == 2)


JACOBI = irc.load(PROCS / "jacobi1d.dsl")


@pytest.mark.parametrize("call,message", [
    (lambda f: f(np.zeros((4, 7)), T=-1, N=5), "size T must be zero or more and fit in i32, got -1"),
    (lambda f: f(np.zeros((4, 7)), T=3, N=2 ** 31), "size N must be zero or more and fit in i32, got 2147483648"),
    (lambda f: f(np.zeros((4, 7)), T=3.0, N=5), "size T must be an integer, got 3.0"),
    (lambda f: f(np.zeros((4, 6)), T=3, N=5),
     "array 'A' must be float64 of shape (4, 7) (at T=3, N=5), got float64 of shape (4, 6)"),
    (lambda f: f(np.zeros((4, 7), np.float32), T=3, N=5),
     "array 'A' must be float64 of shape (4, 7) (at T=3, N=5), got float32 of shape (4, 7)"),
    (lambda f: f(np.zeros((7, 4)).T, T=3, N=5),
     "array 'A' is in Fortran order: the proc updates it in place, so it must be C-contiguous, aligned and in the "
     "machine's byte order (np.array(A, 'float64', order='C') is such a copy, to pass and read back)"),
    (lambda f: f([[0.0] * 7] * 4, T=3, N=5),
     "array 'A' must be a numpy array (float64 of shape (4, 7), updated in place), got list"),
    (lambda f: f(T=3, N=5), "missing array 'A' of proc 'jacobi1d' (A)"),
    (lambda f: f(np.zeros((4, 7)), np.zeros(3), T=3, N=5), "2 arrays given, proc 'jacobi1d' takes 1 (A)"),
    (lambda f: f(np.zeros((4, 7)), A=np.zeros((4, 7)), T=3, N=5), "array 'A' given twice"),
    (lambda f: f(np.zeros((4, 7)), T=3, Q=5), "unknown size 'Q'; this program's sizes: T, N"),
    (lambda f: f(np.zeros((4, 7)), T=3, N=-3), "size N must be zero or more and fit in i32, got -3"),
], ids=lambda v: "" if callable(v) else v[:40])
def test_a_bad_call_says_what_was_expected(call, message):
    f = JACOBI.compile(proc="jacobi1d")
    with pytest.raises(irc.UsageError) as e:
        call(f)
    assert str(e.value) == message


def test_a_read_only_array_is_refused():
    A = np.zeros((4, 7))
    A.setflags(write=False)
    with pytest.raises(irc.UsageError, match="array 'A' is read-only; the proc writes its arrays in place"):
        JACOBI.compile()(A, T=3, N=5)


def test_a_negative_extent_is_refused():
    prog = irc.parse("param N: i32 = 4\nproc p(A: f64[N - 2]) {\n  A[0] = 1\n}\n")
    with pytest.raises(irc.UsageError, match=r"dimension 0 of array 'A' has extent -1 at N=1: it is negative"):
        prog.compile()(np.zeros(0), N=1)


def test_arrays_that_share_memory_are_refused():
    f = irc.load(PROCS / "jacobi2d.dsl").compile()
    A = np.zeros((6, 6))
    with pytest.raises(irc.UsageError, match="arrays 'A' and 'B' share memory; a proc's arrays must be distinct"):
        f(A, A, T=1, N=6)


def test_the_reference_finds_an_access_outside_an_array():
    prog = irc.parse("param N: i32 = 4\nproc p(A: f64[N]) {\n  for i in 0 .. N {\n    A[i + 1] = 1\n  }\n}\n")
    with pytest.raises(irc.RunError, match=r"A\[i \+ 1\] is A\[4\], outside its shape \(4,\) \(line 4\)"):
        prog.reference(np.zeros(4))


# ----------------------------------------------------------------------------- which proc
TWO = """\
param N: i32 = 8
proc a(X: f64[N]) {
  X[0] = 1
}
proc b(X: f64[N]) {
  X[1] = 2
}
proc c(A: f64[N, N]) {
  for i in 0 .. N {
    for j in 0 .. N {
      A[i, j] = 3
    }
  }
}
schedule s { c.parallel(i) }
"""


def test_which_proc_a_compile_means():
    prog = irc.parse(TWO)
    assert prog.procs == ["a", "b", "c"]
    X = np.zeros(8)
    prog.compile(proc="b")(X)
    assert X[1] == 2 and X[0] == 0
    for kwargs, message in ((dict(), "<string> has 3 procs (a, b, c); name one: --proc P, prog.compile(proc=...)"),
                            (dict(proc="d"), "unknown proc 'd'; the procs are a, b, c"),
                            (dict(proc="a", schedule="s"), "schedule 's' schedules proc c, not a"),
                            (dict(schedule="t"), "unknown schedule 't'; the schedules of procs are s"),
                            (dict(proc="a", target="opencl"), "procs run on the C target, not 'opencl'")):
        with pytest.raises(irc.UsageError) as e:
            prog.compile(**kwargs)
        assert str(e.value) == message
    A = np.zeros((8, 8))
    prog.compile(schedule="s")(A)                   # the block's proc, c
    assert (A == 3).all()
    source = prog.compile("s", proc="c").source
    assert "#pragma omp parallel\n  irc_c_region0(A, N);" in source and "#pragma omp for schedule(static)" in source


def test_source_ir_and_time():
    f = JACOBI.compile()
    assert "int irc_jacobi1d(double *restrict A, int32_t T, int32_t N)" in f.source
    assert f.ir.startswith("func jacobi1d(T, N)\n  inout A: f64[0 .. i64(T + 1) * i64(N + 2)]")
    t = f.time(np.zeros((11, 102)), T=10, N=100, repeat=3)
    assert len(t.times) == 3 and t.best <= t.median


# ----------------------------------------------------------------------------- the command line
def run_irc(capsys, *argv) -> tuple[int, str, str]:
    rc = main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


def test_irc_run_checks_a_proc(capsys):
    rc, out, err = run_irc(capsys, "run", str(PROCS / "lu.dsl"), "--size", "N=12", "--check", "--repeat", "2")
    assert (rc, err) == (0, "")
    assert out.startswith("lu: proc lu as written (N=12): median ")
    # lu's `A[i, j] - A[i, k] * A[k, j]` may be one fused multiply-add in C (gcc contracts it where
    # the machine has FMA), never in the interpreter: equal to rounding, not bit for bit
    check = re.fullmatch(r"check: ok, max relative error (\S+) against the proc as written \(interpreted\)",
                         out.splitlines()[-1])
    assert check and float(check.group(1)) < 1e-13, out


def test_irc_compile_shows_the_ir_as_written(capsys):
    rc, out, err = run_irc(capsys, "compile", str(PROCS / "jacobi1d.dsl"), "--print-ir-after=lowered")
    assert (rc, err) == (0, "")
    assert out == """\
// -----// IR Dump After as_written [proc=jacobi1d] //----- //
func jacobi1d(T, N)
  inout A: f64[0 .. T + 1, 0 .. N + 2]
{
  for t in 0 .. T {
    for i in 1 .. 1 + N {
      A[t + 1, i] = (A[t, i - 1] + A[t, i] + A[t, i + 1]) / 3.0  # line 13
    }
  }
}

"""
    rc, out, _ = run_irc(capsys, "compile", str(PROCS / "jacobi1d.dsl"), "--proc", "jacobi1d", "--list-passes")
    assert [line.split()[0] for line in out.splitlines()] == ["as_written", "isl_codegen", "flatten", "simplify"]
    rc, out, _ = run_irc(capsys, "compile", str(PROCS / "gemm.dsl"), "--emit", "ir")
    assert rc == 0 and out.startswith("func gemm(NI, NJ, NK)\n  inout C: f64[0 .. ")


def test_verify_each_runs_every_pass_against_the_proc_interpreted(capsys):
    rc, out, err = run_irc(capsys, "compile", str(PROCS / "heat3d.dsl"), "--verify-each", "--emit", "ir")
    assert (rc, out.startswith("func heat3d(T, N)")) == (0, True)
    assert [line.split()[2] for line in err.splitlines()] == ["as_written", "isl_codegen", "flatten", "simplify"]
    assert all(" ok (max relative error 0.00e+00 at T=7,N=7)" in line for line in err.splitlines()), err


def test_irc_check_lowers_procs(capsys):
    rc, out, err = run_irc(capsys, "check", str(PROCS / "fdtd2d.dsl"))
    assert (rc, err) == (0, "")
    assert out.endswith("fdtd2d.dsl: ok (2 schedule blocks, 1 procs and 0 kernels checked)\n")


@pytest.mark.parametrize("argv,message", [
    (["compile", "jacobi1d.dsl", "--emit", "kernel"],
     "a proc emits its C (--emit c) or its loop IR (--emit ir) or what its schedule chose (--emit stats), "
     "not --emit kernel"),
    (["run", "jacobi1d.dsl", "--proc", "nope"], "unknown proc 'nope'; the procs are jacobi1d"),
    (["run", "jacobi1d.dsl", "--size", "Q=3"], "unknown size 'Q'; this program's sizes: T, N"),
    (["run", "jacobi1d.dsl", "--target", "opencl"], "procs run on the C target, not 'opencl'"),
    (["run", "jacobi1d.dsl", "--input", "A=a.npy"], "cannot read 'a.npy': no such file"),
    (["run", "jacobi1d.dsl", "--schedule", "tile"], "unknown schedule 'tile'; the schedules of procs are skewed, "
                                                    "parallel, auto"),
    (["run", "jacobi1d.dsl", "--proc", "jacobi1d", "--schedule", "nope"],
     "unknown schedule 'nope'; the schedules of procs are skewed, parallel, auto"),
])
def test_bad_command_lines_of_procs(argv, message, capsys, monkeypatch):
    monkeypatch.chdir(PROCS)
    rc, out, err = run_irc(capsys, *argv)
    assert (rc, out, err) == (2, "", f"irc: error: {message}\n")


TRIANGLE_PAST = """
param N: i32 = 6
proc past(A: f64[N, N], x: f64[N]) {
  for i in 0 .. N {
    for j in 0 .. i + 2 {
      x[i] += A[i, j]
    }
  }
}
"""


def test_an_access_past_its_array_is_refused_before_the_c_runs():
    """The triangle one column too wide reaches A[i, i + 1] = A[5, 6] on the last row: isl finds
    it at the call's sizes, the arrays stay untouched; at sizes where it stays inside it runs."""
    f = irc.parse(TRIANGLE_PAST, "past.dsl").compile(proc="past")
    a, x = np.ones((6, 6)), np.zeros(6)
    with pytest.raises(irc.RunError, match=r"past would read A\[i, j\] \(line 6\) outside 'A' \(shape \(6, 6\)\) at "
                                           r"N=6: at i=5, j=6 it is element \[5, 6\]; nothing was run"):
        f(a, x, N=6)
    assert not x.any()
