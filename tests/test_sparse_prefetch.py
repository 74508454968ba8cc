"""The `prefetch` pass (passes/sparse/prefetch.py): where it asks for gathers ahead, that the
examples still equal the dense evaluator once their levels hold more positions than the distance
(the small cases of test_sparse_programs never take the prefetching version), and that the
coordinate it reads ahead never lies past the end of the array."""
from __future__ import annotations

import subprocess
import sys
import textwrap

import numpy as np
import pytest

import irc
from conftest import EXAMPLES
from irc.kinds.reference import evaluate
from irc.kinds.sparse_compiled import random_operands
from irc.passes.sparse.prefetch import DISTANCE

SPARSE = EXAMPLES / "sparse"
EXAMPLE_NAMES = sorted(p.stem for p in SPARSE.glob("*.dsl"))


def final_ir(name: str) -> str:
    return irc.load(SPARSE / f"{name}.dsl").compile().ir


def test_spmv_gathers_x_ahead_in_every_row_but_the_last():
    ir = final_ir("spmv")
    assert f"if A.pos1[i64(y.i + 1)] <= A.n1 - {DISTANCE} {{" in ir
    assert f"prefetch x[A.crd1[pA1 + {DISTANCE}]]" in ir
    assert ir.count("for pA1 in") == 2          # the loop with the prefetch, and as written


@pytest.mark.parametrize("name, read", [("spmv_csc", "y[y.i]"), ("spmv_coo", "x[y.j]"), ("ttv", "c[A.k]")])
def test_scatters_and_other_levels_gather_ahead_too(name, read):
    assert f"prefetch {read.split('[')[0]}[" in final_ir(name)


@pytest.mark.parametrize("name", ["spmm", "sddmm", "mttkrp", "add", "mul", "spgemm"])
def test_no_prefetch_where_the_gathers_are_in_an_inner_loop_or_a_merge(name):
    assert "prefetch" not in final_ir(name)


@pytest.mark.parametrize("name", EXAMPLE_NAMES)
def test_examples_past_the_prefetch_distance_equal_dense_numpy(name):
    program = irc.load(SPARSE / f"{name}.dsl")
    sizes = {p.name: 30 + 3 * k for k, p in enumerate(program.module.params)}
    operands = random_operands(program.module, sizes, 0.3, seed=11)
    stored = [len(t.vals) for t in operands.values() if isinstance(t, irc.sparse.Tensor)]
    assert max(stored) > 2 * DISTANCE
    got = program.compile()(**operands, **sizes)
    got = got.todense() if isinstance(got, irc.sparse.Tensor) else got.toarray() if hasattr(got, "toarray") else got
    want = evaluate(program.module, {n: a.todense() if isinstance(a, irc.sparse.Tensor) else a
                                     for n, a in operands.items()}, sizes)
    np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-12)


GUARD_PAGE = textwrap.dedent("""
    import ctypes, mmap, sys
    import numpy as np, scipy.sparse as sp
    import irc
    page = mmap.PAGESIZE
    memory = mmap.mmap(-1, 2 * page)
    base = ctypes.addressof(ctypes.c_char.from_buffer(memory))
    libc = ctypes.CDLL(None, use_errno=True)
    libc.mprotect.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
    assert libc.mprotect(base + page, page, 0) == 0            # PROT_NONE: a read there faults
    nnz = page // 4                                            # A's columns fill the first page
    crd = np.frombuffer(memory, np.int32, count=nnz)
    rng = np.random.default_rng(0)
    n = m = 500
    lengths = rng.multinomial(nnz, rng.dirichlet(np.ones(n) * 0.3))
    pos = np.concatenate([[0], np.cumsum(lengths)]).astype(np.int32)
    for i in range(n):
        crd[pos[i]:pos[i + 1]] = np.sort(rng.choice(m, lengths[i], replace=False))
    vals, x, y = rng.random(nnz), rng.random(m), np.zeros(n)
    f = irc.load(sys.argv[1]).compile()
    ffi, lib = f.built.ffi, f.built.lib
    p = lambda a, t: ffi.cast(t, a.ctypes.data)
    lib.irc_spmv(p(pos, "int32_t *"), p(crd, "int32_t *"), p(vals, "double *"), p(x, "double *"),
                 p(y, "double *"), n, m, nnz)
    A = sp.csr_array((vals, crd, pos), shape=(n, m))
    assert np.allclose(y, A @ x)
    print("ok")
""")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="mprotect through ctypes: Linux")
def test_the_coordinate_read_ahead_stays_inside_the_array(tmp_path):
    """A's columns end where a page that faults on any read begins: the rows within 64
    positions of the end run the loop without its prefetch, or the process dies."""
    run = subprocess.run([sys.executable, "-c", GUARD_PAGE, str(SPARSE / "spmv.dsl")],
                         capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert run.returncode == 0 and run.stdout.strip() == "ok", run.stderr[-2000:]
