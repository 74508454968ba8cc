"""isl_codegen's generator: every example proc, and hand-built nests with lets and ifs, rebuilt by
isl's AST builder in their original order, give the same arrays as the proc as written (the
reference interpreter runs both, on small sizes that leave loops partly empty).  The schedules'
words are tested in tests/test_proc_schedules.py."""
from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import numpy as np
import pytest

import irc
from conftest import EXAMPLES
from irc.ir.nodes import Block, Function
from irc.ir.printer import to_str
from irc.lower.pass_manager import Context, lower
from irc.lower.pipelines import PROC_TO_C
from irc.ir.analysis.polyhedral import build_scop
from irc.ir.analysis.proc_order import original, remap
from irc.schedules import ProcSchedule
from irc.passes.loops.isl_codegen import generate, isl_codegen
from irc.sizes import proc_sizes
from irc.ir.evaluate import eval_int
from irc.kinds.reference import ProcReference
from irc.registry import KINDS

PROCS = sorted((EXAMPLES / "procs").glob("*.dsl"))
SIZES = [(3, 7, 5), (1, 1, 1), (2, 2, 3)]      # the sizes of a file, in order (cycled)


def rebuilt(module, proc):
    fn = lower(PROC_TO_C, Context(module, proc=proc), until="lowered")
    return replace(proc, body=generate(original(build_scop(fn))))


def run(module, proc, values: tuple) -> dict:
    """`proc` interpreted on seeded random arrays: the arrays after."""
    sizes = {p.name: values[k % len(values)] for k, p in enumerate(module.params)}
    env = proc_sizes(module, sizes)
    rng = np.random.default_rng(1)
    arrays = {b.name: rng.random(tuple(eval_int(e, env) for e in b.shape)) for b in proc.buffers}
    ProcReference(module, proc)(**arrays, **sizes)
    return arrays


@pytest.mark.parametrize("sizes", SIZES, ids=str)
@pytest.mark.parametrize("path", PROCS, ids=lambda p: p.stem)
def test_identity_schedule_gives_the_proc_as_written(path, sizes):
    module = irc.load(path).module
    for proc in module.procs:
        expected, got = run(module, proc, sizes), run(module, rebuilt(module, proc), sizes)
        for name in expected:
            np.testing.assert_array_equal(got[name], expected[name])


MIXED = """
param N: i32 = 9
proc mix(A: f64[N + 2], B: f64[N, N]) {
  let s = 0.5
  for i in 1 .. N {
    if i % 2 == 0 { A[i] = A[i - 1] * 2 } else { A[i + 1] = A[i] + 1 }
    for j in i .. i + 3 {
      if j < N { B[i, j] += B[j - 1, i] * s }
    }
    if i < N / 2 && i >= 1 { A[i + N / 2] = A[i] * s }
  }
}
"""


@pytest.mark.parametrize("sizes", [(1,), (2,), (5,), (9,)], ids=str)
def test_ifs_lets_and_guards(sizes):
    module = irc.parse(MIXED).module
    proc = module.procs[0]
    expected, got = run(module, proc, sizes), run(module, rebuilt(module, proc), sizes)
    for name in expected:
        np.testing.assert_array_equal(got[name], expected[name])


def test_statements_outside_loops_and_an_empty_proc():
    module = irc.parse("param N: i32 = 4\nproc top(A: f64[N]) {\n  A[0] = 1\n  A[1] = A[0] + 1\n}\n").module
    proc = module.procs[0]
    assert rebuilt(module, proc).body == proc.body
    empty = Function("empty", ("N",), (), Block(()))
    assert isl_codegen(empty, SimpleNamespace(proc_schedule=ProcSchedule("s", "empty", ()))).body == Block(())


def test_the_rebuilt_nest_reads_like_the_original():
    module = irc.load(EXAMPLES / "procs" / "jacobi1d.dsl").module
    text = to_str(rebuilt(module, module.procs[0]).body)
    assert text.splitlines()[:2] == ["for t in 0 .. T {", "  for i in 1 .. 1 + N {"]


def test_a_skewed_schedule_is_scanned_too():
    """Jacobi under i' = i + t (the seed's skew): isl scans the parallelogram, the results are the same."""
    module = irc.load(EXAMPLES / "procs" / "jacobi1d.dsl").module
    proc = module.procs[0]
    scop = build_scop(lower(PROC_TO_C, Context(module, proc=proc), until="lowered"))
    skewed = replace(proc, body=generate(remap(original(scop), ["x0", "x1 + x0"], ("t", "i"))))
    assert "A[t + 1, i - t] = " in to_str(skewed.body)
    for sizes in [(3, 7), (4, 2)]:
        expected, got = run(module, proc, sizes), run(module, skewed, sizes)
        np.testing.assert_array_equal(got["A"], expected["A"])


@pytest.mark.parametrize("exprs", [["x0", "2*x1 + 3*x0"], ["x0 + x1", "x0 - x1"]], ids=str)
def test_a_loop_that_steps_by_more_than_one(exprs):
    """An order that is not unimodular, (t, 2i + 3t) or (t + i, t - i): isl scans a lattice,
    `for (i = ..; i <= ..; i += 2)`, which becomes a loop over the iteration's number with
    `let i = lo + 2 * i.n` — the same arrays on the reference interpreter and in C (an internal
    error before: issue 27, item 5b)."""
    module = irc.load(EXAMPLES / "procs" / "jacobi1d.dsl").module
    proc = module.procs[0]
    scop = build_scop(lower(PROC_TO_C, Context(module, proc=proc), until="lowered"))
    strided = replace(proc, body=generate(remap(original(scop), exprs, ("t", "i"))))
    assert " * i.n" in to_str(strided.body) or " * t.n" in to_str(strided.body)
    for sizes in [(3, 7), (4, 2), (1, 1)]:
        expected, got = run(module, proc, sizes), run(module, strided, sizes)
        np.testing.assert_array_equal(got["A"], expected["A"])
    compiled = KINDS["proc"].compile(Context(module, proc=strided), "c")
    rng = np.random.default_rng(1)
    a = rng.random((4, 9))
    expected = a.copy()
    ProcReference(module, proc)(A=expected, T=3, N=7)
    compiled(a, T=3, N=7)
    np.testing.assert_array_equal(a, expected)
