"""Every binder of every kind against arrays in every layout numpy makes (issue 27: a csr matrix
over `big[::2]` gave other numbers than `A @ x`, silently).  An array irc only reads — a
pipeline's input, a sparse operand's data, indices and indptr, a dense operand of a sparse
program, a kernel's buffers — gives what its contiguous copy gives (an ArrayConversion warning
names the copy); one irc writes in place (a proc's arrays, `out=`) is refused, naming it and
what it must be; index arrays of other integer types are converted where their values fit; a
size too large to allocate is a UsageError naming what and the bytes."""
from __future__ import annotations

import re
import warnings
from functools import cache

import numpy as np
import pytest
import scipy.sparse as sp
from helpers import opencl_unavailable
from layouts import INDEX_TYPES, LAYOUTS, laid_out, scipy_laid_out

import irc
from conftest import EXAMPLES
from irc.arrays import ArrayConversion, check_passed, layout_problem, out_of_memory
from irc.diagnostics import InternalError
from irc.sparse.convert import SparseConversion

RNG = np.random.default_rng(27)
IMG = RNG.random((70, 72)).astype(np.float32)


@cache
def compiled(path: str, schedule: str | None = None):
    return irc.load(EXAMPLES / path).compile(schedule)


def quietly(f, *args, **kwargs):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ArrayConversion)
        return f(*args, **kwargs)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_a_pipeline_input_in_any_layout_is_read_through_a_noted_copy(layout):
    prog, f = irc.load(EXAMPLES / "blur.dsl"), compiled("blur.dsl", "tile")
    view = laid_out(IMG, layout)
    note = f"input 'in': {layout_problem(view)}, bound through a contiguous copy"
    with pytest.warns(ArrayConversion, match=re.escape(note)) as notes:
        got = f(view)
    assert notes[0].filename == __file__, "the note points at the caller's line"
    np.testing.assert_array_equal(got, f(IMG))
    np.testing.assert_array_equal(quietly(prog.reference, view), prog.reference(IMG))


def test_a_contiguous_input_is_bound_without_a_copy_or_a_note():
    with warnings.catch_warnings():
        warnings.simplefilter("error", ArrayConversion)
        compiled("blur.dsl", "tile")(IMG)
        compiled("sparse/spmv.dsl")(sp.random_array((9, 8), density=0.4, format="csr", rng=1).astype(np.float64),
                                    np.ones(8))


@pytest.mark.parametrize("layout", LAYOUTS)
def test_matmul_inputs_in_any_layout(layout):
    a, b = RNG.random((16, 16)).astype(np.float32), RNG.random((16, 16)).astype(np.float32)
    f = compiled("matmul.dsl")
    np.testing.assert_allclose(quietly(f, laid_out(a, layout), laid_out(b, layout)), a @ b, rtol=1e-5)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_out_that_cannot_be_written_in_place_is_refused(layout):
    out = laid_out(np.zeros_like(IMG), layout)
    with pytest.raises(irc.UsageError) as e:
        compiled("blur.dsl", "tile")(IMG, out=out)
    assert str(e.value) == (f"out is {layout_problem(out)}: the code writes it in place, so it must be a "
                            "C-contiguous, aligned float32 array in the machine's byte order")
    assert not out.any()


def test_out_of_several_outputs_is_named_by_position_and_output():
    out = laid_out(np.zeros_like(IMG), "big_endian")
    with pytest.raises(irc.UsageError, match=r"out\[1\] \(output 'sharp'\) is big-endian \(>f4\): the code writes"):
        compiled("blur_sharpen.dsl")(IMG, out=(None, out))


@pytest.mark.parametrize("layout", LAYOUTS)
def test_a_proc_array_that_cannot_be_updated_in_place_is_refused(layout):
    prog = irc.load(EXAMPLES / "procs" / "jacobi1d.dsl")
    A = laid_out(RNG.random((4, 7)), layout)
    before = A.copy()
    message = (f"array 'A' is {layout_problem(A)}: the proc updates it in place, so it must be C-contiguous, "
               "aligned and in the machine's byte order (np.array(A, 'float64', order='C') is such a copy, to "
               "pass and read back)")
    for run in (prog.compile(proc="jacobi1d"), lambda *a, **k: prog.reference(*a, proc="jacobi1d", **k)):
        with pytest.raises(irc.UsageError) as e:
            run(A, T=3, N=5)
        assert str(e.value) == message
        np.testing.assert_array_equal(A, before)


# ---- sparse operands: scipy matrices whose data, indices and indptr (row and col) are views.
SPMV = {"spmv": "csr", "spmv_csc": "csc", "spmv_coo": "coo", "spmv_dcsr": "csr"}
PARTS = {"csr": ("data", "indices", "indptr"), "csc": ("data", "indices", "indptr"), "coo": ("data", "row", "col")}


def matrix(kind: str, shape=(13, 11), seed=0):
    M = sp.random_array(shape, density=0.3, format=kind, rng=seed)
    M.sum_duplicates()
    return M


@pytest.mark.parametrize("layout", [*LAYOUTS, *INDEX_TYPES])
@pytest.mark.parametrize("example,kind", SPMV.items())
def test_spmv_of_a_matrix_over_views_equals_scipy(example, kind, layout):
    prog, f = irc.load(EXAMPLES / "sparse" / f"{example}.dsl"), compiled(f"sparse/{example}.dsl")
    x = RNG.random(11)
    for part in PARTS[kind][layout in INDEX_TYPES:]:
        M = matrix(kind)
        A = scipy_laid_out(M, layout, (part,))
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", SparseConversion)
            np.testing.assert_allclose(f(A, x), M @ x, rtol=1e-13, err_msg=f"{part} {layout}")
            np.testing.assert_allclose(prog.reference(A, x), M @ x, rtol=1e-13, err_msg=f"{part} {layout}")


@pytest.mark.parametrize("layout", LAYOUTS)
def test_the_note_names_the_copied_part(layout):
    A = scipy_laid_out(matrix("csr"), layout, ("indptr",))
    problem = layout_problem(A.indptr)
    expected = ("A: a csr matrix with big-endian int32 indices converted to int32 (a copy)" if layout == "big_endian"
                else f"A: a csr matrix with its indptr copied into a contiguous array ({problem}) (a copy)")
    with pytest.warns(SparseConversion) as notes:
        compiled("sparse/spmv.dsl")(A, np.ones(11))
    assert [str(n.message) for n in notes] == [expected]


@pytest.mark.parametrize("layout", [*LAYOUTS, "uint32", "int64"])
@pytest.mark.parametrize("example", ["add", "spgemm"])
def test_sparse_outputs_of_operands_over_views_equal_scipy(example, layout):
    M, N = matrix("csr", (12, 12), 1), matrix("csr", (12, 12), 2)
    want = M + N if example == "add" else M @ N
    A, B = scipy_laid_out(M, layout), scipy_laid_out(N, layout)
    got = quietly(compiled(f"sparse/{example}.dsl"), A, B)
    np.testing.assert_allclose(got.toarray(), want.toarray(), rtol=1e-13)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_dense_operands_of_sparse_programs_in_any_layout(layout):
    M, x, B = matrix("csr", (13, 12)), RNG.random(12), RNG.random((12, 5))
    np.testing.assert_allclose(quietly(compiled("sparse/spmv.dsl"), M, laid_out(x, layout)), M @ x, rtol=1e-13)
    np.testing.assert_allclose(quietly(compiled("sparse/spmm.dsl"), M, laid_out(B, layout)), M @ B, rtol=1e-13)


@pytest.mark.parametrize("layout", [*LAYOUTS, *INDEX_TYPES])
def test_from_arrays_copies_views_into_the_layout_the_code_reads(layout):
    M = matrix("csr")
    T = irc.sparse.from_arrays(M.shape, "csr", pos=[None, laid_out(M.indptr, layout)],
                               crd=[None, laid_out(M.indices, layout)], vals=laid_out(M.data, layout))
    for a in (T.pos[1], T.crd[1], T.vals):
        assert layout_problem(a) is None and a.dtype in (np.int32, np.float64)
    x = RNG.random(11)
    np.testing.assert_allclose(compiled("sparse/spmv.dsl")(T, x), M @ x, rtol=1e-13)


def test_a_tensor_built_by_hand_over_a_view_is_refused():
    M = matrix("csr")
    with pytest.raises(irc.UsageError, match=r"vals is a strided view \(strides \(16,\) for shape \(\d+,\)\); a "
                                             "tensor's arrays are contiguous"):
        irc.sparse.Tensor(M.shape, irc.sparse.format_named("csr", 2), (None, M.indptr), (None, M.indices),
                          laid_out(M.data, "strided"))


# ---- index types and byte orders scipy's own conversions refused with raw numpy or scipy errors
@pytest.mark.parametrize("index", [*INDEX_TYPES, "big_endian"])
@pytest.mark.parametrize("kind", ["csr", "csc"])
def test_converting_into_coo_takes_any_index_type(kind, index):
    """Bugs: uint32 / int16 indices were numpy's "Output dtype not compatible with inputs", uint64
    scipy's "unsupported data types in input" (scipy's own tocoo of the caller's arrays)."""
    M = matrix(kind)
    A = M.copy()
    A.indices, A.indptr = laid_out(A.indices, index), laid_out(A.indptr, index)
    x = RNG.random(11)
    np.testing.assert_allclose(quietly(compiled("sparse/spmv_coo.dsl"), A, x), M @ x, rtol=1e-13)


@pytest.mark.parametrize("kind", ["csr", "csc"])
def test_big_endian_values_converted_into_coo(kind):
    """Bug: scipy's raw "scipy.sparse does not support dtype >f8"."""
    M = matrix(kind)
    A = M.copy()
    A.data = laid_out(A.data, "big_endian")
    with pytest.warns(SparseConversion, match="with big-endian float64 values converted to float64"):
        y = compiled("sparse/spmv_coo.dsl")(A, np.ones(11))
    np.testing.assert_allclose(y, M @ np.ones(11), rtol=1e-13)


def test_an_index_past_int32_is_refused_naming_the_operand():
    M = matrix("csr")
    A = M.copy()
    A.indices = A.indices.astype(np.uint32)
    A.indices[0] = 2 ** 32 - 1
    with pytest.raises(irc.UsageError, match=r"^A: indices holds 4294967295 at position 0, past the int32 indices"):
        compiled("sparse/spmv.dsl")(A, np.ones(11))


def test_a_matrix_scipy_cannot_convert_is_refused_naming_it():
    D = sp.dia_array((laid_out(np.ones((1, 11)), "big_endian"), [0]), shape=(13, 11))
    with pytest.raises(irc.UsageError, match="^A: scipy cannot convert this dia matrix to coo"):
        compiled("sparse/spmv.dsl")(D, np.ones(11))


# ---- kernels and GPU schedules run on copies (the GPU's memory): any layout, the caller's untouched
@pytest.mark.parametrize("layout", LAYOUTS)
def test_kernel_buffers_in_any_layout(layout):
    prog = irc.load(EXAMPLES / "kernels" / "transpose.dsl")
    a = RNG.random((32, 32)).astype(np.float32)
    view, c = laid_out(a, layout), laid_out(np.zeros((32, 32), np.float32), layout)
    run = prog.simt("transpose_smem", a=view, c=c, M=32)
    np.testing.assert_array_equal(run.outputs["c"], a.T)
    assert all(check.ok for check in run.checks) and not c.any()


@pytest.mark.parametrize("layout", LAYOUTS)
def test_gpu_schedule_inputs_in_any_layout(layout):
    prog = irc.load(EXAMPLES / "gpu" / "matmul.dsl")
    a, b = RNG.random((32, 32)).astype(np.float32), RNG.random((32, 32)).astype(np.float32)
    run = prog.simt(schedule="gpu_naive", A=laid_out(a, layout), B=laid_out(b, layout), N=32)
    np.testing.assert_allclose(run.outputs["C"], a @ b, rtol=1e-5)
    assert all(check.ok for check in run.checks)


@pytest.mark.skipif(opencl_unavailable() is not None, reason=str(opencl_unavailable()))
@pytest.mark.parametrize("layout", LAYOUTS)
def test_opencl_buffers_in_any_layout(layout):
    prog = irc.load(EXAMPLES / "kernels" / "transpose.dsl")
    a = RNG.random((32, 32)).astype(np.float32)
    run = prog.opencl("transpose_smem", a=laid_out(a, layout), c=laid_out(np.zeros((32, 32), np.float32), layout),
                      M=32)
    np.testing.assert_array_equal(run.outputs["c"], a.T)


# ---- sizes too large to allocate: a UsageError naming what and the bytes, never a MemoryError
HUGE = 2 ** 30          # an extent i32 holds; 2**60 points of 8 bytes are more than numpy can address
TOO_LARGE = re.escape("takes 8388608.0 TiB (9,223,372,036,854,775,808 bytes), more than this machine can allocate")


def test_a_pipeline_output_too_large_to_allocate():
    prog = irc.parse("param W: i32 = 4\nfunc f(y, x) = f64(y + x)\noutput f[W, W]\n")
    with pytest.raises(irc.UsageError, match=rf"^output 'f' \(float64, shape \({HUGE}, {HUGE}\)\) {TOO_LARGE}"):
        prog.compile()(W=HUGE)
    with pytest.raises(irc.UsageError, match=f"^the numpy reference's output 'f' {TOO_LARGE}"):
        prog.reference(W=HUGE)


def test_a_sparse_program_output_too_large_to_allocate():
    prog = irc.parse("param N: i32 = 4\nparam M: i32 = 4\ninput A: f64[N, M] @dcsr\nfunc y(i, j) = A(i, j) * 2.0\n"
                     "output y[N, M]\n")
    empty = irc.sparse.tensor(np.zeros((2, 0), np.int64), [], (HUGE, HUGE), "dcsr")
    with pytest.raises(irc.UsageError, match=rf"^output 'y' \(float64, shape \({HUGE}, {HUGE}\)\) {TOO_LARGE}"):
        prog.compile()(empty)


def test_a_gpu_launch_output_too_large_to_allocate():
    prog = irc.parse("param N: i32 = 4\nfunc f(y, x) = f64(y + x)\noutput f[N, N]\n"
                     "schedule gpu { f.gpu_tile(y, x, by, bx, ty, tx, 16, 16) }\n")
    with pytest.raises(irc.UsageError, match=rf"^output 'f' \(float64, shape \({HUGE}, {HUGE}\)\) {TOO_LARGE}"):
        prog.simt(schedule="gpu", N=HUGE)


def test_running_out_of_memory_in_an_allocation_names_it():
    with pytest.raises(irc.UsageError, match=r"^output 'y' takes 1.0 KiB \(1,024 bytes\), more than this machine"):
        with out_of_memory("output 'y'", 1024):
            raise MemoryError
    with pytest.raises(irc.UsageError, match=r"^the reference ran out of memory \(Unable to allocate\); use smaller"):
        with out_of_memory("the reference"):
            raise MemoryError("Unable to allocate")


def test_an_array_no_binder_made_readable_never_reaches_the_code():
    """The last check before a raw pointer is taken: a binder's bug is an internal error, not numbers
    read from the wrong bytes."""
    with pytest.raises(InternalError, match=r"array 'x' reached the compiled code a strided view"):
        check_passed("x", laid_out(np.ones(4), "strided"), np.dtype(np.float64))
    with pytest.raises(InternalError, match="array 'x' reached the compiled code int64 where the code reads int32"):
        check_passed("x", np.ones(4, np.int64), np.dtype(np.int32))
