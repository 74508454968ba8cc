"""The `irc` command on sparse programs: run at random (checked), on a Matrix Market file and a
.npy vector, compile's C, IR and pass list, --verify-each, the schedules it lists."""
from __future__ import annotations

import os
from dataclasses import replace

import numpy as np
import pytest
import scipy.io
import scipy.sparse as sp

import irc as irc_api
from conftest import ROOT
from irc.cli import main
from irc.ir.nodes import Binary, Const, Store
from irc.ir.visitor import Mutator
from irc.lower.pipelines import PASSES, SPARSE_TO_C

SPMV = str(ROOT / "examples" / "sparse" / "spmv.dsl")


def irc(capsys, *argv, notes: str = "") -> str:
    """Run `irc ARGV`; it must succeed with `notes` on stderr.  Returns stdout."""
    rc = main(list(argv))
    out, err = capsys.readouterr()
    assert (rc, err) == (0, notes), err
    return out


def test_run_at_random_is_checked_on_coordinates(capsys):
    out = irc(capsys, "run", SPMV, "--size", "N=3000,M=2000", "--nnz-per-row", "4", "--repeat", "1", "--check")
    assert out.startswith("spmv (N=3000, M=2000; A ")
    assert "check: ok" in out


def test_run_on_a_matrix_market_file_and_a_vector(capsys, tmp_path):
    A = sp.random(40, 30, density=0.2, format="coo", random_state=0)
    scipy.io.mmwrite(tmp_path / "A.mtx", A)
    x = np.random.default_rng(0).random(30)
    np.save(tmp_path / "x.npy", x)
    out = irc(capsys, "run", SPMV, "--input", f"A={tmp_path / 'A.mtx'}", "--input", f"x={tmp_path / 'x.npy'}",
              "--repeat", "1", "--check", "-o", str(tmp_path / "y.npy"),
              notes="irc: note: A: a coo matrix converted to csr (a copy)\n")
    assert "(N=40, M=30;" in out and "check: ok" in out
    np.testing.assert_allclose(np.load(tmp_path / "y.npy"), A.tocsr() @ x, rtol=1e-13)


def test_compile_lists_the_sparse_passes_and_emits_c(capsys):
    passes = [line.split()[0] for line in irc(capsys, "compile", SPMV, "--list-passes").splitlines()]
    assert passes == ["index_loops", "sparse_lower", "assemble", "prefetch", "flatten", "simplify"]
    c = irc(capsys, "compile", SPMV)
    assert "int irc_spmv(const int32_t *restrict A_pos1, const int32_t *restrict A_crd1" in c
    assert "verify-each" not in irc(capsys, "compile", SPMV, "--emit", "ir")


def test_run_a_sparse_output_checked_and_written(capsys, tmp_path):
    add = str(ROOT / "examples" / "sparse" / "add.dsl")
    out = irc(capsys, "run", add, "--size", "N=300,M=200", "--repeat", "1", "--check", "-o", str(tmp_path / "C.npz"))
    assert "output 300x200 (" in out and "stored)" in out and "check: ok" in out
    C = sp.load_npz(tmp_path / "C.npz")
    assert C.shape == (300, 200) and C.has_canonical_format


@pytest.mark.parametrize("example,schedule", [("add", None), ("spgemm", None), ("sum3", None),
                                              ("spmv", "parallel"), ("spmv", "y.parallel(i)")])
def test_verify_each_checks_every_sparse_pass_against_the_dense_evaluator(capsys, example, schedule):
    """Bug: a sparse output's IR before `assemble` (dense stores into C) ran as if assembled: an
    internal error (KeyError: 'C', exit 70) for every example with a sparse output."""
    argv = ["compile", str(ROOT / "examples" / "sparse" / f"{example}.dsl"), "--verify-each", "-o", os.devnull]
    assert main(argv + (["--schedule", schedule] if schedule else [])) == 0
    lines = capsys.readouterr().err.splitlines()
    assert [line.split()[2] for line in lines] == list(SPARSE_TO_C.passes)
    assert all(" ok (max relative error " in line for line in lines), lines


def test_verify_each_catches_a_sparse_pass_that_changes_the_result(capsys, monkeypatch):
    def wrong(fn, ctx):                       # every value of the output stored doubled
        return replace(fn, body=_Doubled().visit(fn.body))
    monkeypatch.setitem(PASSES, "prefetch", wrong)
    assert main(["compile", str(ROOT / "examples" / "sparse" / "add.dsl"), "--verify-each", "-o", os.devnull]) == 70
    err = capsys.readouterr().err
    assert "verify-each: after assemble          ok" in err
    assert "verify-each: after prefetch          MISMATCH" in err


class _Doubled(Mutator):
    def visit_Store(self, s: Store):
        return replace(s, value=Binary("*", s.value, Const(2.0, "f64"), "f64")) if s.buffer == "C.vals" else s


def test_list_schedules_of_a_sparse_program_lists_its_blocks_not_the_policies(capsys):
    """Bug: it listed root, inline, tile and sliding, which a sparse program refuses."""
    assert irc(capsys, "compile", SPMV, "--list-schedules") == "parallel   schedule block 'parallel'\n"
    assert irc(capsys, "compile", str(ROOT / "examples" / "sparse" / "add.dsl"), "--list-schedules") == ""
    assert irc_api.load(SPMV).schedules == ["parallel"]
