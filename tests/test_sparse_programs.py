"""Sparse programs against scipy.sparse and numpy: every example on random matrices with empty
rows and columns, a single nonzero, an empty matrix, explicit stored zeros and rectangular
shapes; the coordinate reference against the dense numpy evaluator; operands in other formats
converted (with a warning), malformed ones refused."""
from __future__ import annotations

import warnings

import numpy as np
import pytest
import scipy.sparse as sp

import irc
from conftest import EXAMPLES
from irc.sparse.convert import SparseConversion
from irc.kinds.reference import evaluate
from irc.kinds.sparse_compiled import random_operands

SPARSE = EXAMPLES / "sparse"
EXAMPLE_NAMES = sorted(p.stem for p in SPARSE.glob("*.dsl"))


def load(name: str) -> irc.Program:
    return irc.load(SPARSE / f"{name}.dsl")


def dense_of(operands: dict) -> dict:
    return {n: a.todense() if isinstance(a, irc.sparse.Tensor) else a for n, a in operands.items()}


def dense(result) -> np.ndarray:
    """A result as a numpy array; a sparse one must be canonical (sorted, no duplicates)."""
    if sp.issparse(result):
        assert result.has_canonical_format
        copy = result.copy()
        copy.has_canonical_format = False
        copy.sum_duplicates()                       # what scipy's own check would change
        np.testing.assert_array_equal(copy.indices, result.indices)
        return result.toarray()
    return result.todense() if isinstance(result, irc.sparse.Tensor) else result


def sizes_of(program, base: int) -> dict:
    return {p.name: base + 3 * k for k, p in enumerate(program.module.params)}


@pytest.mark.parametrize("name", EXAMPLE_NAMES)
@pytest.mark.parametrize("density", [0.0, 0.05, 0.4, 1.0])
def test_example_equals_dense_numpy(name, density):
    """Each example against the dense evaluator of the same program (no sparsity at all)."""
    program = load(name)
    sizes = sizes_of(program, 5)
    operands = random_operands(program.module, sizes, density, seed=3)
    got = dense(program.compile()(**operands, **sizes))
    want = evaluate(program.module, dense_of(operands), sizes)
    np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-12)


def random_csr(n, m, density, rng, empty_rows=True, zeros=False):
    A = sp.random(n, m, density=density, format="csr", random_state=rng)
    if empty_rows and n > 2:
        A = sp.csr_matrix(A.multiply(np.arange(n)[:, None] % 3 != 1))   # every third row empty
    if zeros and A.nnz:
        A.data[::2] = 0.0                                                # explicit stored zeros
    return A


MATRICES = {
    "empty_rows": lambda rng: random_csr(13, 9, 0.3, rng),
    "rectangular_wide": lambda rng: random_csr(4, 17, 0.4, rng),
    "rectangular_tall": lambda rng: random_csr(17, 4, 0.4, rng),
    "single_nonzero": lambda rng: sp.csr_matrix(([2.5], ([3], [5])), shape=(7, 8)),
    "empty": lambda rng: sp.csr_matrix((6, 5)),
    "stored_zeros": lambda rng: random_csr(11, 10, 0.5, rng, zeros=True),
}


@pytest.mark.parametrize("case", MATRICES)
@pytest.mark.parametrize("name", ["spmv", "spmv_csc", "spmv_dcsr", "spmv_coo"])
def test_spmv_equals_scipy(name, case):
    rng = np.random.default_rng(1)
    A = MATRICES[case](rng)
    x = rng.random(A.shape[1])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SparseConversion)
        y = load(name).compile()(A, x)
    np.testing.assert_allclose(y, A @ x, rtol=1e-13, atol=1e-13)


@pytest.mark.parametrize("case", MATRICES)
def test_transposed_spmv_spmm_and_merges_equal_scipy(case):
    rng = np.random.default_rng(2)
    A = MATRICES[case](rng)
    B = random_csr(*A.shape, 0.3, rng)
    C = random_csr(*A.shape, 0.2, rng, zeros=True)
    n, m = A.shape
    x, D, E = rng.random(n), rng.random((m, 5)), rng.random((n, m))
    np.testing.assert_allclose(load("spmv_t").compile()(A, x), A.T @ x, rtol=1e-13, atol=1e-13)
    np.testing.assert_allclose(load("spmm").compile()(A, D), A @ D, rtol=1e-13, atol=1e-13)
    np.testing.assert_allclose(dense(load("mul").compile()(A, B)), A.multiply(B).toarray(), rtol=1e-13, atol=1e-13)
    np.testing.assert_allclose(dense(load("add").compile()(A, B)), (A + B).toarray(), rtol=1e-13, atol=1e-13)
    np.testing.assert_allclose(dense(load("sum3").compile()(A, B, C)), (A + B + C).toarray(), rtol=1e-13, atol=1e-13)
    np.testing.assert_allclose(dense(load("spgemm").compile()(A, B.T.tocsr())), (A @ B.T).toarray(), rtol=1e-13,
                               atol=1e-13)
    F, G = rng.random((n, 3)), rng.random((m, 3))
    np.testing.assert_allclose(dense(load("sddmm").compile()(A, F, G)), A.multiply(F @ G.T).toarray(), rtol=1e-13,
                               atol=1e-13)
    np.testing.assert_allclose(load("sparse_dense").compile()(A, E), A.toarray() + E, rtol=1e-13, atol=1e-13)


def test_order3_tensors_equal_numpy_einsum():
    rng = np.random.default_rng(4)
    coords = np.array([rng.integers(0, n, 60) for n in (6, 7, 8)])
    B = irc.sparse.tensor(coords, rng.random(60), (6, 7, 8), "csf")
    c = rng.random(8)
    np.testing.assert_allclose(load("ttv").compile()(B, c), np.einsum("ijk,k->ij", B.todense(), c), rtol=1e-13)
    C, D = rng.random((7, 16)), rng.random((8, 16))
    np.testing.assert_allclose(load("mttkrp").compile()(B, C, D), np.einsum("ikl,kj,lj->ij", B.todense(), C, D),
                               rtol=1e-13)


@pytest.mark.parametrize("name", EXAMPLE_NAMES)
def test_coordinate_reference_equals_dense_evaluator(name):
    program = load(name)
    sizes = sizes_of(program, 4)
    operands = random_operands(program.module, sizes, 0.3, seed=5)
    np.testing.assert_allclose(dense(program.reference(**operands, **sizes)),
                               evaluate(program.module, dense_of(operands), sizes), rtol=1e-12, atol=1e-12)


def test_unsorted_and_duplicate_coo_summed_without_changing_the_callers_matrix():
    A = sp.coo_matrix(([1.0, 2.0, 3.0, 4.0], ([2, 0, 2, 1], [1, 3, 1, 0])), shape=(3, 4))
    before = (A.row.copy(), A.col.copy(), A.data.copy())
    x = np.arange(4.0)
    with pytest.warns(SparseConversion, match="converted to csr"):
        y = load("spmv").compile()(A, x)
    np.testing.assert_allclose(y, A.tocsr() @ x)
    for got, was in zip((A.row, A.col, A.data), before):
        np.testing.assert_array_equal(got, was)


def test_operand_in_its_declared_format_is_not_copied():
    A = random_csr(9, 9, 0.3, np.random.default_rng(0))
    A.indices, A.indptr = A.indices.astype(np.int32), A.indptr.astype(np.int32)
    with warnings.catch_warnings():
        warnings.simplefilter("error", SparseConversion)
        load("spmv").compile()(A, np.ones(9))


def test_dense_array_for_a_sparse_input_is_converted_with_a_warning():
    a = np.diag(np.arange(1.0, 6.0))
    with pytest.warns(SparseConversion, match="a dense array converted to csr"):
        y = load("spmv").compile()(a, np.ones(5))
    np.testing.assert_allclose(y, a @ np.ones(5))


def test_out_argument_is_filled():
    A = random_csr(8, 6, 0.4, np.random.default_rng(0))
    out = np.full(8, np.nan)
    f = load("spmv_dcsr").compile()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SparseConversion)
        assert f(A, np.ones(6), out=out) is out
    np.testing.assert_allclose(out, A @ np.ones(6))


@pytest.mark.parametrize("args,message", [
    (lambda: (sp.csr_matrix((5, 4)), np.ones(5)), "input 'x' has shape"),
    (lambda: (sp.csr_matrix((5, 4), dtype=np.float32), np.ones(4)), "holds float64 values, got float32"),
    (lambda: ([[1.0]], np.ones(1)), "takes a scipy.sparse matrix or array"),
    (lambda: (sp.csr_matrix((np.ones(2), np.array([0, 1]), np.array([0, 2, 1])), shape=(2, 2)), np.ones(2)),
     "malformed csr matrix"),
])
def test_bad_operands_are_usage_errors(args, message):
    with pytest.raises(irc.UsageError, match=message):
        load("spmv").compile()(*args())


def test_iteration_order_follows_the_formats():
    """CSC iterates columns outside rows; SpMM's dense-only variable runs innermost."""
    csc = load("spmv_csc").lower()
    loops = [line.split()[1] for line in str(irc.ir.printer.to_str(csc)).splitlines() if line.strip().startswith("for ")]
    assert loops[0] == "y.i" and "pA1" in loops     # the zeroing loop, then positions inside the columns
    spmm = irc.ir.printer.to_str(load("spmm").lower())
    assert spmm.index("for pA1") < spmm.rindex("for C.j")   # after the zeroing loops


SCHEDULED = [(name, s) for name in EXAMPLE_NAMES for s, _ in load(name).module.schedules]


@pytest.mark.parametrize("name,schedule", SCHEDULED)
def test_schedules_equal_the_default(name, schedule):
    """`parallel` and `vectorize` change the loops' kinds, not what they compute."""
    program = load(name)
    sizes = sizes_of(program, 9)
    operands = random_operands(program.module, sizes, 0.3, seed=6)
    np.testing.assert_allclose(dense(program.compile(schedule)(**operands, **sizes)),
                               dense(program.compile()(**operands, **sizes)), rtol=1e-13, atol=1e-13)
    assert "parallel for" in irc.ir.printer.to_str(program.lower(schedule))


def pattern(M) -> set:
    M = sp.coo_array(M)
    return set(zip(M.row.tolist(), M.col.tolist()))


def test_sparse_outputs_keep_the_lattices_pattern():
    """TACO's rule: `+` stores the union of the patterns, `*` the intersection, SpGEMM every
    product of stored entries, SDDMM B's pattern: stored zeros and exact cancellations kept
    (scipy drops some of them)."""
    A = sp.csr_array(([1.0, 0.0, 2.0, 3.0], ([0, 0, 1, 2], [0, 2, 1, 2])), shape=(3, 3))   # a stored zero
    B = sp.csr_array(([-1.0, 5.0, 4.0], ([0, 1, 2], [0, 0, 2])), shape=(3, 3))              # cancels A(0, 0)
    C = load("add").compile()(A, B)
    assert pattern(C) == pattern(A) | pattern(B) and C[0, 0] == 0.0
    assert (A + B).nnz < C.nnz                                                           # scipy drops the cancellation
    assert pattern(load("mul").compile()(A, B)) == pattern(A) & pattern(B)
    products = {(i, j) for i, k in pattern(A) for k2, j in pattern(B) if k == k2}
    assert pattern(load("spgemm").compile()(A, B)) == products
    assert pattern(load("sddmm").compile()(A, np.zeros((3, 2)), np.zeros((3, 2)))) == pattern(A)


def test_empty_and_full_sparse_outputs():
    empty = sp.csr_array((4, 5))
    full = sp.csr_array(np.arange(1.0, 21.0).reshape(4, 5))
    assert load("add").compile()(empty, empty).nnz == 0
    assert load("mul").compile()(full, empty).nnz == 0
    assert load("add").compile()(full, empty).nnz == 20
    assert load("spgemm").compile()(sp.csr_array((4, 3)), sp.csr_array((3, 5))).shape == (4, 5)


def test_a_sparse_output_takes_no_out_argument():
    with pytest.raises(irc.UsageError, match="out= takes a dense output's array"):
        load("add").compile()(sp.csr_array((2, 2)), sp.csr_array((2, 2)), out=np.zeros((2, 2)))
