"""The IR's `Sort` and its C helper (backends/c/sort.py): every length through each of its paths
(the AVX-512 networks up to 256 keys, the AVX2 ones up to 128, the radix sort beyond, and the
portable build's insertion and radix sorts) against numpy, and SpGEMM's rows of each length
against scipy.  A build for an instruction set the machine lacks runs the ones it has."""
from __future__ import annotations

import numpy as np
import pytest
import scipy.sparse as sp

import irc
from conftest import EXAMPLES
from irc.backends.c.build import DEFAULT_FLAGS, build
from irc.backends.c.prelude import prelude
from irc.backends.c.sort import sort_helper
from irc.ir.nodes import Allocate, Buffer, Const, Function, Sort, Var
from irc.ir.verifier import verify
from irc.diagnostics import InternalError

WRAPPER = "void sort_keys(int32_t *keys, int32_t n, int32_t *tmp) { irc_sort_i32(keys, n, tmp); }\n"
LENGTHS = [0, 1, 2, 3, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100, 127, 128, 129, 200, 255, 256, 257, 300, 1000, 5000]
BUILDS = {"native": DEFAULT_FLAGS, "avx2": (*DEFAULT_FLAGS, "-mno-avx512f"),
          "portable": (*DEFAULT_FLAGS, "-mno-avx512f", "-mno-avx2")}


def keys(n: int, rng) -> np.ndarray:
    """Columns as SpGEMM's rows hold them, or any int32 (negative, repeated, the extremes)."""
    kind = rng.integers(3)
    if kind == 0:
        a = rng.choice(20_000, size=min(n, 20_000), replace=False).astype(np.int32)
    elif kind == 1:
        a = rng.integers(-5, 5, size=n).astype(np.int32)
    else:
        a = rng.integers(np.iinfo(np.int32).min, np.iinfo(np.int32).max, size=n, dtype=np.int32, endpoint=True)
        a[rng.random(n) < 0.05] = np.iinfo(np.int32).max
        a[rng.random(n) < 0.05] = np.iinfo(np.int32).min
    return a


@pytest.mark.parametrize("flags", BUILDS.values(), ids=BUILDS.keys())
def test_the_helper_sorts_every_length_like_numpy(flags):
    lib = build(prelude("c") + sort_helper() + WRAPPER, "void sort_keys(int32_t *, int32_t, int32_t *);", flags=flags)
    rng = np.random.default_rng(5)
    for n in LENGTHS:
        for _ in range(20):
            a, tmp = keys(n, rng), np.empty(max(n, 1), np.int32)
            got = a.copy()
            lib.lib.sort_keys(lib.ffi.from_buffer("int32_t[]", got), n, lib.ffi.from_buffer("int32_t[]", tmp))
            np.testing.assert_array_equal(got, np.sort(a), err_msg=f"{n} keys")


@pytest.mark.parametrize("row", [1, 40, 140, 250, 400, 3000])
def test_spgemm_rows_of_every_length_are_sorted(row):
    """Rows of A times seven rows of B that fill a row of C with `row` columns, in the order B's
    rows meet them (seven sorted runs): sorted whatever path the sort takes."""
    m = 4000
    rng = np.random.default_rng(row)
    cols = rng.choice(m, size=row, replace=False)
    B = sp.csr_array((np.ones(row), (np.arange(row) % 7, cols)), shape=(7, m))
    B.indices, B.indptr = B.indices.astype(np.int32), B.indptr.astype(np.int32)
    A = sp.csr_array(rng.random((3, 7)))
    C = irc.load(EXAMPLES / "sparse" / "spgemm.dsl").compile()(A, B)
    expected = (A @ B).toarray()
    assert C.has_canonical_format and all(np.all(np.diff(C.indices[C.indptr[i]:C.indptr[i + 1]]) > 0) for i in range(3))
    np.testing.assert_allclose(C.toarray(), expected, rtol=1e-14)


def test_the_verifier_wants_a_one_dimensional_i32_buffer_in_scope():
    sort = Sort("w", Const(0), Var("N"), "t")
    for dtype in ("f32", "i64"):
        body = Allocate("w", dtype, ((Const(0), Var("N")),), "global", Allocate("t", "i32", ((Const(0), Var("N")),), "global", sort))
        with pytest.raises(InternalError, match="sort of 'w'"):
            verify(Function("f", ("N",), (Buffer("o", "f32", ((Const(0), Var("N")),), "output"),), body))
    with pytest.raises(InternalError, match="sort of 't'"):
        verify(Function("f", ("N",), (), Allocate("w", "i32", ((Const(0), Var("N")),), "global", sort)))
