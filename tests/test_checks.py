"""A failed check says where: the first wrong element, with the value found and the one expected; NaN
against NaN is no error, a NaN against a number is one (irc/targets/compare.py: every check's rule)."""
from __future__ import annotations

import json

import numpy as np
import pytest
import scipy.sparse as sp

import irc
from irc.cli import main
from irc.targets.compare import Comparison, compare


WRONG_AT_37 = """
param N: i32 = 64
kernel scale(a: f32[N], y: f32[N]) grid(N / 32) block(32) {
  let i = blockIdx.x * 32 + threadIdx.x
  y[i] = select(i == 37, a[i] * 3.0, a[i] * 2.0)
}
check scale: y(i) = a(i) * 2
"""


def test_a_failed_check_names_the_first_wrong_element():
    prog = irc.parse(WRONG_AT_37, "wrong.dsl")
    a = np.arange(64, dtype=np.float32)
    check = prog.simt("scale", a=a, y=np.zeros(64, np.float32)).checks[0]
    assert not check.ok and check.first == "first difference at [37]: 111 instead of 74"
    good = irc.parse(WRONG_AT_37.replace("i == 37", "i < 0"), "good.dsl")
    assert good.simt("scale", a=a, y=np.zeros(64, np.float32)).checks[0].first == ""


def test_first_difference_in_c_order_of_any_shape():
    want = np.zeros((3, 4))
    got = want.copy()
    got[2, 1], got[1, 3] = 5.0, 2.0
    assert compare(got, want, 0.5).first == "first difference at [1, 3]: 2 instead of 0"
    assert compare(want, want) == Comparison(0.0, True, "")


def test_nan_where_the_reference_has_nan_is_no_error():
    """Bug: `irc run --check` said `FAILED, max relative error nan` where irc and the reference
    agreed on NaN (|nan - nan| is NaN); positions are compared as numpy's equal_nan does."""
    want = np.array([1.0, np.nan, np.inf, -np.inf, 2.0])
    got = want + np.array([1e-9, 0, 0, 0, 0])
    for per_element in (False, True):
        c = compare(got, want, 1e-6, per_element)
        assert c.ok and c.first == "" and c.error < 1e-6, c


@pytest.mark.parametrize("got,want,first", [
    ([1.0, np.nan, 3.0], [1.0, 2.0, 3.0], "first difference at [1]: nan instead of 2"),
    ([1.0, 2.0, 3.0], [1.0, 2.0, np.nan], "first difference at [2]: 3 instead of nan"),
    ([1.0, np.inf, 3.0], [1.0, 2.0, 3.0], "first difference at [1]: inf instead of 2"),
    ([1.0, np.inf], [1.0, -np.inf], "first difference at [1]: inf instead of -inf"),
])
def test_a_nan_or_an_infinity_against_another_value_fails_at_its_index(got, want, first):
    for per_element in (False, True):
        assert compare(np.array(got), np.array(want), 1e-6, per_element) == Comparison(np.inf, False, first)


def test_an_infinity_in_the_reference_leaves_the_others_relative_to_its_finite_values():
    """Bug: max |expected| was inf there, so every other element's error was 0."""
    c = compare(np.array([np.inf, 1.0, 5.0]), np.array([np.inf, 1.0, 2.0]), 1e-6)
    assert (c.ok, c.error, c.first) == (False, 1.5, "first difference at [2]: 5 instead of 2")


def test_arrays_by_name_name_the_first_that_differs():
    want = {"A": np.zeros(3), "B": np.ones(2)}
    got = {"A": np.zeros(3), "B": np.array([1.0, np.nan])}
    assert compare(got, want, 1e-6) == Comparison(np.inf, False, "B: first difference at [1]: nan instead of 1")
    assert compare({"A": np.zeros(2)}, {"A": np.ones(2)}, 1e-6).first == "first difference at [0]: 0 instead of 1"
    assert compare(np.zeros(2), np.zeros(3)) == Comparison(np.inf, False, "shape (2,) instead of (3,)")


def test_sparse_results_are_compared_on_the_union_of_their_entries():
    want = sp.csr_array(([1.0, np.nan, 4.0], [0, 2, 1], [0, 2, 3]), shape=(2, 3))
    same = sp.csr_array(([1.0, np.nan, 4.0], [0, 2, 1], [0, 2, 3]), shape=(2, 3))
    assert compare(same, want, 1e-9) == Comparison(0.0, True, "")
    missing = sp.csr_array(([1.0, np.nan], [0, 2], [0, 2, 2]), shape=(2, 3))   # (1, 1) not stored: a zero
    assert compare(missing, want, 1e-9) == Comparison(1.0, False, "first difference at [1, 1]: 0 instead of 4")
    extra = sp.csr_array(([1.0, 7.0, np.nan, 4.0], [0, 1, 2, 1], [0, 3, 4]), shape=(2, 3))
    assert compare(extra, want, 1e-9).first == "first difference at [0, 1]: 7 instead of 0"
    assert compare(want.toarray(), want, 1e-9).ok            # a dense result against a sparse one
    t = irc.sparse.from_scipy(sp.csr_array(want), "csr")
    assert compare(t, want, 1e-9).ok and not compare(t, missing, 1e-9).ok


NAN_PIPELINE = """
param N: i32 = 64
input a: f32[N]
func f(x) = sqrt(a(x) - 2) + a(x)
output f[N]
schedule par { f.parallel(x) }
"""


def test_run_and_bench_check_agree_on_nan(tmp_path, capsys):
    """Bug: both said the result was wrong (`max relative error nan`) where every value is NaN in
    irc's result and the reference's alike."""
    (tmp_path / "nan.dsl").write_text(NAN_PIPELINE)
    assert main(["run", str(tmp_path / "nan.dsl"), "--check", "--repeat", "1"]) == 0
    assert "check: ok, max relative error 0.00e+00 against the numpy reference" in capsys.readouterr().out
    assert main(["bench", str(tmp_path / "nan.dsl"), "--check", "--repeat", "1", "--schedules", "par,root",
                 "--json"]) == 0
    assert [s["max_relative_error"] for s in json.loads(capsys.readouterr().out)["schedules"]] == [0.0, 0.0]


def test_a_nan_where_the_reference_has_a_number_fails_the_check_at_its_index(tmp_path, capsys, monkeypatch):
    (tmp_path / "nan.dsl").write_text(NAN_PIPELINE)
    finite = irc.api.Program.reference
    monkeypatch.setattr(irc.api.Program, "reference",
                        lambda self, *a, **k: np.where(np.arange(64) == 3, np.float32(0.5), finite(self, *a, **k)))
    assert main(["run", str(tmp_path / "nan.dsl"), "--check", "--repeat", "1", "--json"]) == 1
    assert json.loads(capsys.readouterr().out)["check"] == {
        "ok": False, "max_relative_error": "inf", "first_difference": "first difference at [3]: nan instead of 0.5"}


def test_a_proc_and_a_sparse_program_that_compute_nan_pass_their_checks(tmp_path, capsys):
    (tmp_path / "p.dsl").write_text("param N: i32 = 16\nproc p(A: f64[N]) {\n  for i in 0 .. N {\n"
                                    "    A[i] = sqrt(A[i] - 2)\n  }\n}\n")
    assert main(["run", str(tmp_path / "p.dsl"), "--check", "--repeat", "1"]) == 0
    assert "check: ok, max relative error 0.00e+00" in capsys.readouterr().out
    (tmp_path / "s.dsl").write_text("param N: i32 = 8\nparam M: i32 = 6\ninput A: f64[N, M] @csr\n"
                                    "func y(i, j) = sqrt(A(i, j))\noutput y[N, M]\n")
    A = sp.random(8, 6, density=0.4, format="csr", random_state=1)
    A.data -= 0.5                                          # sqrt of the negative entries: NaN
    sp.save_npz(tmp_path / "A.npz", A)
    assert main(["run", str(tmp_path / "s.dsl"), "--input", f"A={tmp_path / 'A.npz'}", "--check", "--repeat", "1"]) == 0
    out, err = capsys.readouterr()
    assert "check: ok, max relative error 0.00e+00 against the reference on coordinates" in out and err == ""
