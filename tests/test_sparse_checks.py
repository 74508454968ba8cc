"""irc.sparse's checks of what users give it: formats, coordinates and raw pos / crd / vals
arrays.  Every bad input is a UsageError with an exact text that names the array, the position
and the value (the generated C trusts what passes)."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from irc.diagnostics import UsageError
from irc.sparse import Format, Tensor, check, format_named, from_arrays, tensor
from property_runs import property_settings

I32 = np.int32
CSR_POS = np.array([0, 2, 2, 4], dtype=I32)          # [[0, 1, 0, 2], [0, 0, 0, 0], [3, 0, 4, 0]]
CSR_CRD = np.array([1, 3, 0, 2], dtype=I32)
VALS = np.array([1.0, 2.0, 3.0, 4.0])
DENSE = np.array([[0, 1, 0, 2], [0, 0, 0, 0], [3, 0, 4, 0]], dtype=float)


def csr(pos=CSR_POS, crd=CSR_CRD, vals=VALS, shape=(3, 4)):
    return from_arrays(shape, "csr", pos=[None, pos], crd=[None, crd], vals=vals)


def coo(rows, cols, shape=(3, 4)):
    return from_arrays(shape, "coo", pos=[np.array([0, len(rows)], dtype=I32), None],
                       crd=[np.array(rows, dtype=I32), np.array(cols, dtype=I32)], vals=np.ones(len(rows)))


def test_well_formed_arrays_are_used_as_they_are():
    t = csr()
    np.testing.assert_array_equal(t.todense(), DENSE)
    assert np.shares_memory(t.pos[1], CSR_POS) and np.shares_memory(t.vals, VALS)
    assert CSR_POS.flags.writeable and not t.pos[1].flags.writeable
    np.testing.assert_array_equal(coo([0, 0, 2, 2], [1, 3, 0, 2]).todense(), DENSE != 0)


def test_other_integer_and_real_types_are_converted():
    t = csr(pos=CSR_POS.astype(np.int64), crd=CSR_CRD.astype(np.uint16), vals=[1, 2, 3, 4])
    assert t.pos[1].dtype == I32 and t.crd[1].dtype == I32 and t.vals.dtype == np.float64
    np.testing.assert_array_equal(t.todense(), DENSE)


def test_a_csc_from_arrays_stores_columns():
    t = from_arrays((3, 4), "csc", pos=[None, np.array([0, 1, 2, 3, 4], dtype=I32)],
                    crd=[None, np.array([2, 0, 2, 0], dtype=I32)], vals=[3.0, 1.0, 4.0, 2.0])
    np.testing.assert_array_equal(t.todense(), DENSE)


MALFORMED = [
    (lambda: csr(pos=None), "level 1 (compressed) needs a pos array"),
    (lambda: from_arrays((3, 4), "csr", pos=[CSR_POS, CSR_POS], crd=[None, CSR_CRD], vals=VALS),
     "level 0 (dense) has no pos array; got one (pass None)"),
    (lambda: from_arrays((3, 4), "csr", pos=[None, CSR_POS], crd=[CSR_CRD, CSR_CRD], vals=VALS),
     "level 0 (dense) has no crd array; got one (pass None)"),
    (lambda: from_arrays((3, 4), "csr", pos=[CSR_POS], crd=[None, CSR_CRD], vals=VALS),
     "pos has 1 entries; format csr has 2 levels (one entry per level, None where a level has no pos)"),
    (lambda: from_arrays((3, 4), "csr", pos=[None, CSR_POS], crd=[None, CSR_CRD]),
     "from_arrays needs vals, one value per position of the last level"),
    (lambda: csr(pos=CSR_POS.astype(float)), "pos of level 1 is float64; indices are int32"),
    (lambda: csr(pos=np.array([[0, 2], [2, 4]], dtype=I32)), "pos of level 1 has shape (2, 2); it must be 1-D"),
    (lambda: csr(pos=np.array([0, 2, 4], dtype=I32)),
     "pos of level 1 has 3 entries; it needs 4 (one more than the 3 positions above it)"),
    (lambda: csr(pos=np.array([1, 2, 2, 4], dtype=I32)), "pos of level 1 starts at 1; it must start at 0"),
    (lambda: csr(pos=np.array([0, 3, 2, 4], dtype=I32)),
     "pos of level 1 decreases at position 2: pos[1] = 3 > pos[2] = 2"),
    (lambda: csr(pos=np.array([0, 2, 2, 2 ** 31], dtype=np.int64)),
     "pos of level 1 holds 2147483648 at position 3, past the int32 indices irc uses (at most 2147483647)"),
    (lambda: csr(crd=np.array([1, 3, 0], dtype=I32)),
     "crd of level 1 has 3 entries; it needs 4 (pos of level 1 ends at 4)"),
    (lambda: csr(crd=np.array([1, 4, 0, 2], dtype=I32)),
     "crd of level 1 has 4 at position 1, outside [0, 4) (dimension 1 has extent 4)"),
    (lambda: csr(crd=np.array([1, 3, -1, 2], dtype=I32)),
     "crd of level 1 has -1 at position 2, outside [0, 4) (dimension 1 has extent 4)"),
    (lambda: csr(crd=np.array([3, 1, 0, 2], dtype=I32)),
     "crd of level 1 is not sorted within a segment: crd[1] = 1 follows crd[0] = 3"),
    (lambda: csr(crd=np.array([1, 1, 0, 2], dtype=I32)),
     "crd of level 1 repeats 1 at positions 0 and 1 within a segment: a coordinate is stored once "
     "(irc.sparse.tensor sums duplicates)"),
    (lambda: csr(vals=VALS[:3]), "vals has shape (3,); it needs (4,), one value per position of the last level"),
    (lambda: csr(vals=VALS.reshape(2, 2)),
     "vals has shape (2, 2); it needs (4,), one value per position of the last level"),
    (lambda: csr(vals=VALS * 1j), "vals must be real numbers, not complex128"),
    (lambda: coo([0, 0, 2], [3, 1, 0]), "crd of level 1 is not sorted within a segment: crd[1] = 1 follows crd[0] = 3"),
    (lambda: coo([2, 0], [0, 1]), "crd of level 0 is not sorted within a segment: crd[1] = 0 follows crd[0] = 2"),
    (lambda: coo([0, 1, 1], [2, 3, 3]),
     "crd of levels 0-1 repeats (1, 3) at positions 1 and 2 within a segment: a coordinate is stored once "
     "(irc.sparse.tensor sums duplicates)"),
    (lambda: coo([0, 5], [2, 3]), "crd of level 0 has 5 at position 1, outside [0, 3) (dimension 0 has extent 3)"),
    (lambda: from_arrays((3, 4), "coo", pos=[np.array([0, 3], dtype=I32), None],
                         crd=[np.array([0, 1, 2], dtype=I32), np.array([0, 1], dtype=I32)], vals=np.ones(3)),
     "crd of level 1 has 2 entries; it needs 3 (one per position of level 0)"),
    (lambda: from_arrays((2, 3), "dcsr", pos=[np.array([0, 2], dtype=I32), np.array([0, 0, 1], dtype=I32)],
                         crd=[np.array([1, 0], dtype=I32), np.array([2], dtype=I32)], vals=np.ones(1)),
     "crd of level 0 is not sorted within a segment: crd[1] = 0 follows crd[0] = 1"),
    (lambda: check(Tensor((3, 4), format_named("csr", 2), (None, CSR_POS), (None, CSR_CRD), VALS.astype(int))),
     "vals is int64; values are float64 or float32"),
    (lambda: check(Tensor((3, 4), format_named("csr", 2), (None,), (None, CSR_CRD), VALS)),
     "format csr has 2 levels; the tensor has 2 dimensions, 1 pos and 2 crd entries"),
    (lambda: check(Tensor((3, 4), format_named("csr", 2), (None, [0, 2, 2, 4]), (None, CSR_CRD), VALS)),
     "pos of level 1 is list; indices are int32"),
]


@pytest.mark.parametrize("make, message", MALFORMED, ids=[m[:50] for _, m in MALFORMED])
def test_malformed_arrays_are_named_with_the_position_and_value(make, message):
    with pytest.raises(UsageError) as e:
        make()
    assert str(e.value) == message


def test_segments_are_sorted_separately():
    """A coordinate may be smaller than the one before it across a segment boundary (a new row)."""
    t = csr(pos=np.array([0, 2, 3, 4], dtype=I32), crd=np.array([1, 3, 0, 0], dtype=I32))
    assert t.todense()[2, 0] == 4.0


def test_check_prefixes_the_name():
    t = Tensor((3, 4), format_named("csr", 2), (None, CSR_POS), (None, CSR_CRD[::-1].copy()), VALS)
    with pytest.raises(UsageError, match=r"^A: crd of level 1 is not sorted within a segment"):
        check(t, "A")


FORMAT_ERRORS = [
    (("csx", 2), "unknown sparse format 'csx': the formats are dense, csr, csc, dcsr, coo, csf, ell, "
                 "or a tuple of level names (dense, compressed, singleton, ell)"),
    (("csr", 3), "format csr has no form of 3 dimensions (csr, csc and dcsr have 2): use csf, dense, coo or a "
                 "tuple of 3 level names"),
    ((("dense", "compressed"), 3), "format csr has 2 levels; the tensor has 3 dimensions (one level per dimension)"),
    ((("dense", "sparse"), 2), "unknown level format 'sparse' in ('dense', 'sparse'): the levels are dense, "
                               "compressed, singleton, ell"),
    ((("singleton", "compressed"), 2), "format (singleton, compressed): the first level cannot be singleton: a "
                                       "singleton level follows a compressed or singleton level, as in coo "
                                       "(compressed, singleton)"),
    ((("dense", "singleton"), 2), "format (dense, singleton): level 1, after a dense level, cannot be singleton: "
                                  "a singleton level follows a compressed or singleton level, as in coo "
                                  "(compressed, singleton)"),
    ((("ell", "singleton"), 2), "format (ell, singleton): level 1, after an ell level, cannot be singleton: "
                                "a singleton level follows a compressed or singleton level, as in coo "
                                "(compressed, singleton)"),
    ((3, 2), "a sparse format is a name or a tuple of level names, not int: the formats are dense, csr, csc, "
             "dcsr, coo, csf, ell, or a tuple of level names (dense, compressed, singleton, ell)"),
]


@pytest.mark.parametrize("args, message", FORMAT_ERRORS, ids=[m[:40] for _, m in FORMAT_ERRORS])
def test_bad_formats_say_what_exists(args, message):
    with pytest.raises(UsageError) as e:
        format_named(*args)
    assert str(e.value) == message


@pytest.mark.parametrize("order, message", [
    ((0, 0), "mode order (0, 0) is not a permutation of the 2 dimensions (0, 1)"),
    ((0, 1, 2), "mode order (0, 1, 2) is not a permutation of the 2 dimensions (0, 1)"),
    ("ab", "a mode order is a tuple of dimensions, not 'ab'")])
def test_bad_mode_orders(order, message):
    with pytest.raises(UsageError) as e:
        format_named("csf", 2, order)
    assert str(e.value) == message


TENSOR_ERRORS = [
    (dict(coords=[[0, 1]], values=[1.0, 2.0], shape=(2, 2)),
     "coords has shape (1, 2); it must be (ndim, nnz) = (2, nnz), one row per dimension (an (nnz, ndim) array "
     "is its transpose)"),
    (dict(coords=[[0.0], [1.0]], values=[1.0], shape=(2, 2)), "coords must be integers, not float64"),
    (dict(coords=[[0, 2], [1, 5]], values=[1.0, 2.0], shape=(3, 4)),
     "coords[1, 1] = 5 is outside [0, 4) (dimension 1 has extent 4)"),
    (dict(coords=[[0, -1]], values=[1.0, 2.0], shape=(3,)),
     "coords[0, 1] = -1 is outside [0, 3) (dimension 0 has extent 3)"),
    (dict(coords=[[0, 1]], values=[1.0], shape=(3,)),
     "values has shape (1,); the coords give 2 entries, so it must be (2,)"),
    (dict(coords=[[0]], values=[1.0], shape=(-1,)), "dimension 0 has a negative extent -1"),
    (dict(coords=[[0]], values=[1.0], shape=()), "a sparse tensor has at least one dimension"),
    (dict(coords=[[0]], values=[1.0], shape=(2 ** 31,)),
     "dimension 0 has extent 2147483648, past the int32 indices irc uses (at most 2147483647)"),
    (dict(coords=[[0], [0]], values=[1.0], shape=(2 ** 16, 2 ** 16), format="dense"),
     "level 1 would hold 4294967296 positions, past the int32 indices irc uses (at most 2147483647)"),
]


@pytest.mark.parametrize("kwargs, message", TENSOR_ERRORS, ids=[m[:40] for _, m in TENSOR_ERRORS])
def test_bad_coordinates_are_usage_errors(kwargs, message):
    with pytest.raises(UsageError) as e:
        tensor(**kwargs)
    assert str(e.value) == message


def test_a_format_is_checked_when_made():
    with pytest.raises(UsageError, match=r"^mode order \(1, 1\) is not a permutation"):
        Format(("dense", "compressed"), (1, 1))
    with pytest.raises(UsageError, match=r"^unknown level format 'hash'"):
        Format(("hash",), (0,))


@property_settings(200)
@given(st.lists(st.lists(st.integers(0, 6), max_size=5), min_size=1, max_size=6))
def test_the_one_pass_order_check_agrees_with_the_segment_by_segment_one(rows):
    """check()'s one comparison of neighbours (the pairs across a segment's start let off) refuses
    exactly the CSR arrays some row of which does not increase strictly, empty rows included."""
    pos = np.cumsum([0] + [len(r) for r in rows]).astype(np.int32)
    crd = np.array([c for r in rows for c in r], dtype=np.int32)
    arrays = dict(pos=[None, pos], crd=[None, crd], vals=np.ones(len(crd)))
    if all(all(a < b for a, b in zip(r, r[1:])) for r in rows):
        from_arrays((len(rows), 7), "csr", **arrays)
    else:
        with pytest.raises(UsageError, match="crd of level 1 (is not sorted|repeats)"):
            from_arrays((len(rows), 7), "csr", **arrays)
