"""The `irc` command on sparse programs: run at random (checked), on a Matrix Market file and a
.npy vector, compile's C, IR and pass list."""
from __future__ import annotations

import numpy as np
import scipy.io
import scipy.sparse as sp

from conftest import ROOT
from irc.cli import main

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
