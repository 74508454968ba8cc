"""irc.sparse, the data layer of sparse tensors: formats as levels, tensors built from
coordinates and scipy.sparse, their arrays exactly, and the round trips back to numpy and scipy."""
from __future__ import annotations

import itertools

import numpy as np
import pytest
import scipy.io
import scipy.sparse as sp
from hypothesis import given
from hypothesis import strategies as st

import irc
from irc.diagnostics import UsageError
from irc.sparse import LEVELS, Format, format_named, from_scipy, read_sparse, tensor
from property_runs import property_settings

FORMATS_2D = ["dense", "csr", "csc", "dcsr", "coo", "csf", "ell", ("dense", "dense"), ("compressed", "dense"),
              ("dense", "compressed"), ("compressed", "compressed"), ("compressed", "singleton"),
              ("compressed", "ell"), ("ell", "dense"), ("ell", "ell")]


def random_dense(shape, density=0.3, seed=0) -> np.ndarray:
    """A random array with some of its rows and columns (slices of every dimension) empty."""
    rng = np.random.default_rng(seed)
    a = np.where(rng.random(shape) < density, rng.standard_normal(shape), 0.0)
    for d, n in enumerate(shape):
        if n > 2:
            index = [slice(None)] * len(shape)
            index[d] = rng.choice(n, size=n // 3, replace=False)
            a[tuple(index)] = 0.0
    return a


def from_dense(a: np.ndarray, fmt, order=None):
    coords = np.array(np.nonzero(a)).reshape(a.ndim, -1)
    return tensor(coords, a[tuple(coords)], a.shape, fmt, order)


def single(shape, at, value=2.5) -> np.ndarray:
    a = np.zeros(shape)
    a[at] = value
    return a


MATRICES = {"random": random_dense((9, 7)), "wide": random_dense((3, 11), 0.5, 1),
            "single": single((5, 4), (3, 1)), "empty": np.zeros((4, 6)), "no rows": np.zeros((0, 5)),
            "no columns": np.zeros((5, 0)), "full": random_dense((4, 4), 1.0, 2)}


@pytest.mark.parametrize("fmt", FORMATS_2D, ids=str)
@pytest.mark.parametrize("name", MATRICES)
def test_matrices_round_trip_through_every_2d_format(name, fmt):
    a = MATRICES[name]
    t = from_dense(a, fmt)
    np.testing.assert_array_equal(t.todense(), a)
    np.testing.assert_array_equal(t.to_scipy().toarray(), a)


def valid_level_tuples(ndim: int):
    return [levels for levels in itertools.product(LEVELS, repeat=ndim)
            if all(kind != "singleton" or (k > 0 and levels[k - 1] in ("compressed", "singleton"))
                   for k, kind in enumerate(levels))]


@pytest.mark.parametrize("ndim", [1, 2, 3, 4])
def test_every_level_tuple_and_named_format_round_trips(ndim):
    a = random_dense((5, 4, 3, 2)[:ndim], 0.4, ndim)
    for fmt in valid_level_tuples(ndim) + ["dense", "csf", "coo"]:
        np.testing.assert_array_equal(from_dense(a, fmt).todense(), a, err_msg=str(fmt))


@pytest.mark.parametrize("ndim", [3, 4])
def test_csf_in_every_mode_order(ndim):
    a = random_dense((4, 3, 5, 2)[:ndim], 0.3, 7)
    for order in itertools.permutations(range(ndim)):
        t = from_dense(a, "csf", order)
        assert t.format.order == order
        np.testing.assert_array_equal(t.todense(), a, err_msg=str(order))


def test_csr_arrays_exactly():
    a = np.array([[0, 1, 0, 2], [0, 0, 0, 0], [3, 0, 4, 0]], dtype=float)
    t = from_dense(a, "csr")
    assert t.pos[0] is None and t.crd[0] is None
    assert t.pos[1].tolist() == [0, 2, 2, 4] and t.crd[1].tolist() == [1, 3, 0, 2]
    assert t.vals.tolist() == [1, 2, 3, 4] and t.nnz == 4
    assert t.pos[1].dtype == np.int32 and t.crd[1].dtype == np.int32
    assert repr(t) == "Tensor(shape=(3, 4), format=csr, nnz=4, dtype=float64)"


def test_csc_dcsr_and_coo_arrays_exactly():
    a = np.array([[0, 1, 0, 2], [0, 0, 0, 0], [3, 0, 4, 0]], dtype=float)
    csc = from_dense(a, "csc")
    assert csc.format.order == (1, 0)
    assert csc.pos[1].tolist() == [0, 1, 2, 3, 4] and csc.crd[1].tolist() == [2, 0, 2, 0]
    assert csc.vals.tolist() == [3, 1, 4, 2]
    dcsr = from_dense(a, "dcsr")
    assert dcsr.pos[0].tolist() == [0, 2] and dcsr.crd[0].tolist() == [0, 2]
    assert dcsr.pos[1].tolist() == [0, 2, 4] and dcsr.crd[1].tolist() == [1, 3, 0, 2]
    coo = from_dense(a, "coo")
    assert coo.pos[0].tolist() == [0, 4] and coo.crd[0].tolist() == [0, 0, 2, 2]
    assert coo.pos[1] is None and coo.crd[1].tolist() == [1, 3, 0, 2]


def test_a_dense_level_stores_its_zeros():
    t = from_dense(np.array([[0, 1.0], [0, 0]]), ("dense", "dense"))
    assert t.nnz == 4 and t.vals.tolist() == [0, 1, 0, 0]
    assert from_dense(np.zeros((3, 2)), ("compressed", "dense")).nnz == 0


def test_the_arrays_are_read_only():
    t = from_dense(random_dense((4, 4)), "csr")
    with pytest.raises(ValueError):
        t.vals[0] = 1.0


def test_explicit_zeros_are_kept():
    t = tensor([[0, 1, 2], [1, 1, 0]], [0.0, 5.0, 0.0], (3, 2), "csr")
    assert t.nnz == 3 and t.vals.tolist() == [0, 5, 0]
    M = t.to_scipy()
    assert M.nnz == 3 and M.has_canonical_format


def test_duplicates_are_summed_and_the_order_of_entries_does_not_matter():
    coords = [[2, 0, 2, 1, 0], [1, 3, 1, 0, 3]]
    t = tensor(coords, [1.0, 2.0, 3.0, 4.0, 5.0], (3, 4), "csr")
    assert t.crd[1].tolist() == [3, 0, 1] and t.vals.tolist() == [7, 4, 4]
    coo = tensor(coords, [1.0, 2.0, 3.0, 4.0, 5.0], (3, 4), "coo")
    assert coo.crd[0].tolist() == [0, 1, 2] and coo.crd[1].tolist() == [3, 0, 1]


def test_value_types():
    assert tensor([[0]], np.array([1], dtype=np.float32), (2,)).dtype == np.float32
    assert tensor([[0]], [1], (2,)).dtype == np.float64
    assert tensor([[0]], [1.0], (2,), dtype="float32").dtype == np.float32
    with pytest.raises(UsageError, match="float64 or float32 values, not int64"):
        tensor([[0]], [1], (2,), dtype="int64")
    with pytest.raises(UsageError, match="values must be real numbers, not complex128"):
        tensor([[0]], [1j], (2,))


def test_level_properties_a_lowering_asks():
    coo = format_named("coo", 3)
    assert [coo.level(k).unique for k in range(3)] == [False, False, True]
    assert [coo.level(k).has_pos for k in range(3)] == [True, False, False]
    assert all(coo.level(k).has_crd and coo.level(k).ordered for k in range(3))
    csr = format_named("csr", 2)
    assert csr.level(0).locate and csr.level(0).full and not csr.level(0).has_crd
    assert csr.level(1).unique and not csr.level(1).locate
    assert format_named("csc", 2).level(0).mode == 1


def test_formats_by_name_and_by_levels():
    assert format_named("csr", 2) == format_named(("dense", "compressed"), 2) == Format(("dense", "compressed"), (0, 1))
    assert format_named("csc", 2) == Format(("dense", "compressed"), (1, 0))
    assert format_named("csf", 3, order=(2, 0, 1)).order == (2, 0, 1)
    assert str(format_named(("dense", "compressed"), 2)) == "csr"
    assert str(format_named(("compressed", "dense"), 2, order=(1, 0))) == "(compressed, dense) order (1, 0)"
    assert str(format_named("coo", 3)) == "coo"


SCIPY_KINDS = {"csr_array": sp.csr_array, "csc_array": sp.csc_array, "coo_array": sp.coo_array,
               "csr_matrix": sp.csr_matrix, "csc_matrix": sp.csc_matrix, "coo_matrix": sp.coo_matrix,
               "lil_matrix": sp.lil_matrix}


@pytest.mark.parametrize("fmt", FORMATS_2D, ids=str)
@pytest.mark.parametrize("kind", SCIPY_KINDS)
def test_from_scipy_into_every_format(kind, fmt):
    for a in (MATRICES["random"], MATRICES["single"], MATRICES["empty"], MATRICES["no rows"]):
        M = SCIPY_KINDS[kind](a)
        np.testing.assert_array_equal(from_scipy(M, fmt).todense(), M.toarray())


@pytest.mark.parametrize("kind, fmt", [("csr_array", "csr"), ("csc_array", "csc"), ("csr_matrix", "csr"),
                                       ("coo_array", "coo")])
def test_from_scipy_in_its_own_format_is_zero_copy(kind, fmt):
    M = SCIPY_KINDS[kind](MATRICES["random"])
    if M.format != "coo":
        M.indptr, M.indices = M.indptr.astype(np.int32), M.indices.astype(np.int32)
    else:
        M.row, M.col = M.row.astype(np.int32), M.col.astype(np.int32)
    t = from_scipy(M, fmt, name="A")
    assert t.note == ""
    assert np.shares_memory(t.vals, M.data)
    if M.format == "coo":
        assert np.shares_memory(t.crd[0], M.row) and np.shares_memory(t.crd[1], M.col)
    else:
        assert np.shares_memory(t.pos[1], M.indptr) and np.shares_memory(t.crd[1], M.indices)
    assert M.data.flags.writeable, "the caller's arrays stay writeable; only the tensor's views are read-only"


@pytest.mark.parametrize("kind, fmt, note", [
    ("csc_array", "csr", "A: a csc matrix converted to csr (a copy)"),
    ("coo_array", "dcsr", "A: a coo matrix converted to dcsr (a copy)"),
    ("lil_matrix", "csr", "A: a lil matrix converted to csr (a copy)"),
    ("csr_array", ("compressed", "compressed"), "A: a csr matrix converted to dcsr (a copy)")])
def test_a_conversion_is_noted(kind, fmt, note):
    assert from_scipy(SCIPY_KINDS[kind](MATRICES["random"]), fmt, name="A").note == note


def test_int64_indices_are_narrowed_with_a_note():
    M = sp.csr_array(MATRICES["random"])
    M.indptr, M.indices = M.indptr.astype(np.int64), M.indices.astype(np.int64)
    t = from_scipy(M, "csr", name="A")
    assert t.note == "A: a csr matrix with int64 indices converted to int32 (a copy)"
    assert t.crd[1].dtype == np.int32 and M.indices.dtype == np.int64


def unsorted_csr_with_duplicates() -> sp.csr_array:
    data = np.array([1.0, 2.0, 3.0, 4.0, 0.0])
    indices = np.array([2, 0, 2, 1, 1], dtype=np.int32)      # row 0: 2, 0, 2 (a duplicate); row 1: 1, 1
    indptr = np.array([0, 3, 5, 5], dtype=np.int32)
    return sp.csr_array((data, indices, indptr), shape=(3, 3))


@pytest.mark.parametrize("fmt", ["csr", "coo", "csc"])
def test_an_unsorted_matrix_with_duplicates_is_summed_in_a_copy(fmt):
    M = unsorted_csr_with_duplicates()
    before = [a.copy() for a in (M.data, M.indices, M.indptr)]
    t = from_scipy(M, fmt, name="A")
    assert all(np.array_equal(a, b) for a, b in zip(before, (M.data, M.indices, M.indptr)))
    np.testing.assert_array_equal(t.todense(), M.toarray())
    assert t.to_scipy().nnz == 3
    if fmt == "csr":
        assert t.note == "A: a csr matrix with unsorted or duplicate indices sorted and summed (a copy)"
        assert t.crd[1].tolist() == [0, 2, 1] and t.vals.tolist() == [2, 4, 4]


def test_coo_duplicates_from_scipy_are_summed_without_changing_the_matrix():
    M = sp.coo_array((np.array([1.0, 2.0, 3.0]), (np.array([1, 0, 1]), np.array([1, 0, 1]))), shape=(2, 2))
    rows = M.row.copy()
    t = from_scipy(M, "coo")
    assert t.vals.tolist() == [2, 4] and np.array_equal(M.row, rows) and M.nnz == 3


def test_malformed_scipy_matrices_are_refused_before_any_use():
    M = sp.csr_array((np.ones(2), np.array([0, 9], dtype=np.int32), np.array([0, 1, 2], dtype=np.int32)),
                     shape=(2, 3))
    with pytest.raises(UsageError) as e:
        from_scipy(M, "csc", name="A")
    assert str(e.value) == ("A: a malformed csr matrix: crd of level 1 has 9 at position 1, outside [0, 3) "
                            "(dimension 1 has extent 3) (pos of level 1 is its indptr, crd of level 1 its indices)")


def test_from_scipy_refuses_what_is_not_sparse():
    with pytest.raises(UsageError, match=r"^A: from_scipy takes a scipy.sparse matrix or array, not ndarray"):
        from_scipy(np.eye(2), "csr", name="A")
    with pytest.raises(UsageError, match="not complex128"):
        from_scipy(sp.csr_array(np.eye(2) * 1j), "csr", name="A")


@pytest.mark.parametrize("fmt, expect", [("csr", "csr"), ("csc", "csc"), ("coo", "coo"), ("dcsr", "csr"),
                                         ("dense", "csr"), (("compressed", "dense"), "csr")])
def test_to_scipy_is_canonical_in_the_format_it_names(fmt, expect):
    a = MATRICES["random"]
    M = from_dense(a, fmt).to_scipy()
    assert M.format == expect and M.has_canonical_format
    np.testing.assert_array_equal(M.toarray(), a)
    back = from_dense(a, ("compressed", "dense"), order=(1, 0)).to_scipy()
    assert back.format == "csc" and back.has_canonical_format


def test_value_types_from_scipy():
    M = sp.csr_array(MATRICES["random"].astype(np.float32))
    M.indptr, M.indices = M.indptr.astype(np.int32), M.indices.astype(np.int32)
    assert from_scipy(M, "csr").dtype == np.float32 and from_scipy(M, "csr").note == ""
    ints = sp.csr_array(np.array([[0, 2], [3, 0]]))
    t = from_scipy(ints, "csr", name="A")
    assert t.dtype == np.float64 and t.note.startswith("A: a csr matrix with int64 values converted to float64")


def test_a_coo_in_column_order_comes_out_as_canonical_scipy_coo():
    a = MATRICES["random"]
    M = from_dense(a, "coo", order=(1, 0)).to_scipy()
    assert M.format == "coo" and M.has_canonical_format
    np.testing.assert_array_equal(M.toarray(), a)


def test_an_n_dimensional_scipy_coo_array():
    a = random_dense((3, 4, 5), 0.3, 4)
    try:
        M = sp.coo_array(a)
    except (ValueError, TypeError):
        pytest.skip("scipy before 1.15 has no n-D coo arrays")
    t = from_scipy(M, "csf", name="T")
    np.testing.assert_array_equal(t.todense(), a)
    assert t.note.startswith("T: a 3-D coo array converted to csf")


def test_to_scipy_is_two_dimensional_only():
    with pytest.raises(UsageError, match="to_scipy is for 2-D tensors; this one has 3 dimensions"):
        from_dense(random_dense((2, 2, 2)), "csf").to_scipy()


def test_read_sparse_of_matrix_market_and_npz(tmp_path):
    M = sp.random(30, 20, density=0.1, format="csr", random_state=3)
    scipy.io.mmwrite(tmp_path / "m.mtx", M)
    sp.save_npz(tmp_path / "m.npz", sp.csc_matrix(M))
    t = read_sparse(tmp_path / "m.mtx", "csr")
    np.testing.assert_allclose(t.todense(), M.toarray())
    assert t.note == "m.mtx: a coo matrix converted to csr (a copy)"
    u = read_sparse(str(tmp_path / "m.npz"), "csc", name="B")
    np.testing.assert_array_equal(u.todense(), M.toarray())
    assert u.note == ""


@pytest.mark.parametrize("name, text, message", [
    ("bad.mtx", "not a matrix\n", "not a Matrix Market file"),
    ("bad.npz", "not a zip", "not a scipy.sparse .npz file (save_npz writes one)"),
    ("m.txt", "", "use a Matrix Market (.mtx) or scipy.sparse (.npz) file"),
    ("dense.mtx", "%%MatrixMarket matrix array real general\n2 1\n1.0\n2.0\n",
     "a dense Matrix Market array, not a sparse (coordinate) matrix")])
def test_bad_files_are_usage_errors(tmp_path, name, text, message):
    (tmp_path / name).write_text(text)
    with pytest.raises(UsageError, match=f"^cannot read '.*{name}': .*"):
        read_sparse(tmp_path / name, "csr")
    with pytest.raises(UsageError) as e:
        read_sparse(tmp_path / name, "csr")
    assert message in str(e.value)
    with pytest.raises(UsageError, match="no such file"):
        read_sparse(tmp_path / "missing.mtx", "csr")


def test_irc_exposes_the_module():
    assert irc.sparse.tensor is tensor and "sparse" in irc.__all__


def any_format(ndim: int):
    return st.one_of(st.sampled_from(valid_level_tuples(ndim)), st.sampled_from(["dense", "csf", "coo"]))


@st.composite
def coordinate_lists(draw):
    shape = tuple(draw(st.lists(st.integers(0, 5), min_size=1, max_size=4)))
    n = draw(st.integers(0, 12)) if all(shape) else 0
    coords = [draw(st.lists(st.integers(0, max(e - 1, 0)), min_size=n, max_size=n)) for e in shape]
    values = draw(st.lists(st.integers(-3, 3).map(float), min_size=n, max_size=n))
    order = draw(st.permutations(range(len(shape))))
    coords = np.array(coords, dtype=np.int64).reshape(len(shape), n)
    return shape, coords, np.array(values), tuple(order), draw(any_format(len(shape)))


@property_settings(300)
@given(coordinate_lists())
def test_todense_accumulates_like_numpy(case):
    """Random coordinates with duplicates, any format and mode order: the tensor is numpy's sum."""
    shape, coords, values, order, fmt = case
    expect = np.zeros(shape)
    np.add.at(expect, tuple(coords), values)
    t = tensor(coords, values, shape, fmt, order)
    np.testing.assert_array_equal(t.todense(), expect)
    assert irc.sparse.check(t) is t
