"""The ell level (irc/ir/formats/ell.py): ELLPACK's fixed-width rows, padded with explicit zeros
at the smallest coordinates a row does not store.  Its arrays exactly, their checks, and programs
over it (`@ell`, `@(dense, ell)`) against scipy and the dense evaluator."""
from __future__ import annotations

import numpy as np
import pytest
import scipy.sparse as sp

import irc
from irc.diagnostics import UsageError
from irc.sparse import format_named, from_arrays, from_scipy, tensor
from irc.sparse.convert import SparseConversion
from irc.kinds.reference import evaluate
from irc.kinds.sparse_compiled import level_sizes, random_operands

A4 = np.array([[0, 1, 0, 2], [0, 0, 0, 0], [3, 0, 4, 0], [0, 0, 0, 5]], dtype=float)


def test_ell_arrays_exactly():
    t = from_scipy(sp.csr_array(A4), "ell", name="A")
    assert t.format == format_named(("dense", "ell"), 2) and str(t.format) == "ell"
    assert t.pos == (None, None) and t.crd[0] is None
    # width 2: row 1 padded at columns 0 and 1, row 3 (column 3) at column 0
    assert t.crd[1].tolist() == [1, 3, 0, 1, 0, 2, 0, 3]
    assert t.vals.tolist() == [1, 2, 0, 0, 3, 4, 0, 5]
    assert t.note == "A: a csr matrix converted to ell (a copy)"
    assert level_sizes("A", t) == {"A.w1": 2}
    np.testing.assert_array_equal(t.todense(), A4)
    np.testing.assert_array_equal(t.to_scipy().toarray(), A4)


def test_ell_under_a_compressed_level_and_over_a_dense_one():
    coords = np.array(np.nonzero(A4))
    t = tensor(coords, A4[tuple(coords)], A4.shape, ("compressed", "ell"))
    assert t.pos[0].tolist() == [0, 3] and t.crd[0].tolist() == [0, 2, 3]
    assert t.crd[1].tolist() == [1, 3, 0, 2, 0, 3] and t.vals.tolist() == [1, 2, 3, 4, 0, 5]
    cube = np.arange(24.0).reshape(2, 3, 4) * (np.arange(24).reshape(2, 3, 4) % 5 == 0)
    for levels in [("ell", "dense", "compressed"), ("dense", "ell", "ell"), "ell"]:
        c = np.array(np.nonzero(cube))
        np.testing.assert_array_equal(tensor(c, cube[tuple(c)], cube.shape, levels).todense(), cube, str(levels))


def test_ell_of_nothing_has_width_zero():
    for shape in [(3, 4), (0, 5), (5, 0)]:
        t = tensor(np.zeros((2, 0), dtype=int), [], shape, "ell")
        assert t.crd[1].tolist() == [] and t.nnz == 0 and level_sizes("A", t) == {"A.w1": 0}


def test_a_full_row_makes_the_width_the_extent():
    a = np.zeros((3, 5))
    a[1] = np.arange(1.0, 6.0)
    t = from_scipy(sp.csr_array(a), "ell")
    assert level_sizes("A", t) == {"A.w1": 5} and t.crd[1].tolist() == [0, 1, 2, 3, 4] * 3


@pytest.mark.parametrize("crd, message", [
    ([1, 3, 0, 1, 0, 2, 0], "crd of level 1 has 7 entries; it needs 4 (whole rows: 1 for each of the 4 positions "
                            "above it)"),
    ([1, 3, 1, 0, 0, 2, 0, 3], "crd of level 1 is not sorted within a segment: crd[3] = 0 follows crd[2] = 1"),
    ([1, 3, 1, 1, 0, 2, 0, 3], "crd of level 1 repeats 1 at positions 2 and 3 within a segment: a coordinate is "
                               "stored once (irc.sparse.tensor sums duplicates)"),
    ([1, 4, 0, 1, 0, 2, 0, 3], "crd of level 1 has 4 at position 1, outside [0, 4) (dimension 1 has extent 4)"),
])
def test_ell_arrays_are_checked(crd, message):
    with pytest.raises(UsageError) as e:
        from_arrays((4, 4), "ell", crd=[None, crd], vals=np.zeros(len(crd)))
    assert str(e.value) == message
    with pytest.raises(UsageError, match=r"^level 1 \(ell\) has no pos array"):
        from_arrays((4, 4), "ell", pos=[None, [0, 2, 4, 6, 8]], crd=[None, [1, 3, 0, 1, 0, 2, 0, 3]], vals=np.zeros(8))


def spmv(fmt: str) -> irc.Program:
    return irc.parse(f"param N: i32 = 8\nparam M: i32 = 8\ninput A: f64[N, M] @{fmt}\n"
                                   "input x: f64[M]\nfunc y(i) = A(i, j) * x(j)\noutput y[N]\n", "spmv_ell.dsl")


def matrices():
    rng = np.random.default_rng(5)
    power = sp.random_array((40, 30), density=0.1, format="lil", rng=rng)
    power[3] = rng.random(30)                    # one full row: the width is the extent
    yield "power-law", sp.csr_array(power)
    yield "empty rows", sp.random_array((50, 20), density=0.05, format="csr", rng=rng)
    yield "empty", sp.csr_array((6, 9))
    yield "single", sp.csr_array(([2.5], ([4], [1])), shape=(5, 3))


@pytest.mark.parametrize("fmt", ["ell", "(dense, ell)"])
@pytest.mark.parametrize("name, A", list(matrices()), ids=[n for n, _ in matrices()])
def test_spmv_over_ell_equals_scipy(fmt, name, A):
    x = np.random.default_rng(1).standard_normal(A.shape[1])
    f = spmv(fmt).compile()
    with pytest.warns(SparseConversion, match="^A: a csr matrix converted to ell"):
        y = f(A, x, N=A.shape[0], M=A.shape[1])
    np.testing.assert_allclose(y, A @ x, rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("body, out", [
    ("A(i, j) + B(i, j)", "@csr"), ("A(i, j) * B(i, j)", "@csr"), ("A(i, j) - 2.0 * B(i, j)", ""),
    ("A(i, j) * D(i, j)", ""), ("A(i, j) + D(i, j)", ""), ("A(i, k) * D(k, j)", ""), ("A(i, k) * B(k, j)", "@csr")])
@pytest.mark.parametrize("density", [0.0, 0.3, 1.0])
def test_ell_co_iterates_with_other_operands(body, out, density):
    """Union and intersection with a CSR operand, a dense one, SpMM and SpGEMM: the padding is
    stored zeros, at coordinates that keep each row sorted."""
    inputs = {"A": " @ell", "B": " @csr", "D": ""}
    text = "param N: i32 = 8\n" + "".join(f"input {n}: f64[N, N]{fmt}\n" for n, fmt in inputs.items() if n in body)
    program = irc.parse(text + f"func C(i, j) = {body}\noutput C[N, N] {out}\n", "ell_ops.dsl")
    sizes = {"N": 7}
    operands = random_operands(program.module, sizes, density, seed=2)
    got = program.compile()(**operands, **sizes)
    got = got.toarray() if sp.issparse(got) else got
    dense = {n: a.todense() if isinstance(a, irc.sparse.Tensor) else a for n, a in operands.items()}
    np.testing.assert_allclose(got, evaluate(program.module, dense, sizes), rtol=1e-12, atol=1e-12)
