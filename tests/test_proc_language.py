"""The proc language as PolyBench writes its kernels (issue 29): scalar parameters, loops that
run downwards, lets of affine values in indices and bounds, local arrays, and the schedules
that this language needed (a tile legal by the exact check, names unlike the arrays', an
empty loop); vars are tests/test_proc_vars.py's.  Each runs through the C backend and is
compared with numpy computing the same thing directly (not with irc's own interpreter alone)."""
from __future__ import annotations

import numpy as np
import pytest

import irc
from irc.diagnostics import CompileError

RNG = np.random.default_rng(29)


def build(text: str, schedule: str | None = None, proc: str | None = None):
    return irc.parse(text, "t.dsl").compile(schedule, proc=proc)


SCALE = """
param N: i32 = 8
proc scale(alpha: f64, beta: f64, A: f64[N], B: f64[N]) {
  for i in 0 .. N {
    B[i] = alpha * A[i] + beta * B[i]
  }
}
"""


def test_a_scalar_parameter_is_a_value_the_caller_gives():
    f = build(SCALE)
    a, b = RNG.random(8), RNG.random(8)
    expected = 1.5 * a + 1.2 * b
    f(1.5, 1.2, a, b, N=8)
    np.testing.assert_allclose(b, expected, rtol=1e-15)     # the C compiler may contract a * b + c


def test_a_scalar_parameter_by_name_and_as_a_numpy_scalar():
    f = build(SCALE)
    a, b = RNG.random(8), RNG.random(8)
    expected = 2.0 * a + 0.5 * b
    f(A=a, B=b, alpha=np.float64(2.0), beta=0.5, N=8)
    np.testing.assert_allclose(b, expected, rtol=1e-15)


def test_a_scalar_parameter_takes_one_number():
    f = build(SCALE)
    with pytest.raises(irc.UsageError, match="scalar parameter 'alpha' takes one number"):
        f(np.ones(2), 1.0, np.ones(8), np.ones(8), N=8)


REVERSE = """
param N: i32 = 9
proc suffix(A: f64[N], B: f64[N]) {
  B[N - 1] = A[N - 1]
  for i in N - 2 .. -1 step -1 {
    B[i] = B[i + 1] + A[i]
  }
}
"""


@pytest.mark.parametrize("n", [1, 2, 9])
def test_a_loop_that_runs_downwards_reads_what_the_iteration_before_wrote(n):
    f = build(REVERSE)
    a, b = RNG.random(n), np.zeros(n)
    f(a, b, N=n)
    np.testing.assert_allclose(b, np.cumsum(a[::-1])[::-1], rtol=1e-15)


BACK_SUBSTITUTION = """
param N: i32 = 7
proc solve(U: f64[N, N], y: f64[N], x: f64[N]) {
  for i in N - 1 .. -1 step -1 {
    x[i] = y[i]
    for j in i + 1 .. N {
      x[i] -= U[i, j] * x[j]
    }
    x[i] = x[i] / U[i, i]
  }
}
"""


def test_a_triangular_nest_that_runs_downwards_solves_an_upper_system():
    n = 7
    u = np.triu(RNG.random((n, n))) + n * np.eye(n)
    y, x = RNG.random(n), np.zeros(n)
    build(BACK_SUBSTITUTION)(u, y, x, N=n)
    np.testing.assert_allclose(u @ x, y, rtol=1e-12)


LETS = """
param N: i32 = 6
proc shifted(A: f64[2 * N + 1], B: f64[N]) {
  for i in 0 .. N {
    let k = 2 * i + 1
    let top = k + 1
    for j in k .. top {
      B[i] += A[j] + A[k - 1]
    }
  }
}
"""


def test_lets_of_affine_values_in_indices_and_bounds():
    n = 6
    a, b = RNG.random(2 * n + 1), RNG.random(n)
    expected = b + (a[1::2][:n] + a[0:2 * n:2])
    build(LETS)(a, b, N=n)
    np.testing.assert_array_equal(b, expected)
    deps = irc.parse(LETS, "t.dsl").deps()
    assert deps.loop("i").parallel


DURBIN_LIKE = """
param N: i32 = 6
proc prefix(r: f64[N], y: f64[N]) {
  local z: f64[N]
  for k in 1 .. N {
    for i in 0 .. k {
      z[i] = y[i] + r[k - i - 1]
    }
    for i in 0 .. k {
      y[i] = z[i]
    }
    y[k] = r[k]
  }
}
schedule auto { prefix.autotile(4) }
"""


@pytest.mark.parametrize("schedule", [None, "auto"])
def test_a_local_array_holds_values_between_two_nests(schedule):
    n = 6
    r, y = RNG.random(n), RNG.random(n)
    expected = y.copy()
    for k in range(1, n):
        z = [expected[i] + r[k - i - 1] for i in range(k)]
        expected[:k] = z
        expected[k] = r[k]
    build(DURBIN_LIKE, schedule)(r, y, N=n)
    np.testing.assert_array_equal(y, expected)


JACOBI = """
param T: i32 = 6
param N: i32 = 21
proc jacobi(A: f64[T + 1, N + 2]) {
  for t in 0 .. T {
    for i in 1 .. N + 1 {
      A[t + 1, i] = (A[t, i - 1] + A[t, i] + A[t, i + 1]) / 3
    }
  }
}
schedule rows  { jacobi.tile(t, i, 1, 8) }
schedule boxes { jacobi.tile(t, i, 2, 8) }
"""


def test_a_tile_of_a_band_that_is_not_permutable_is_legal_where_it_keeps_every_dependence():
    t, n = 6, 21
    a = RNG.random((t + 1, n + 2))
    want = a.copy()
    build(JACOBI)(want, T=t, N=n)
    got = a.copy()
    build(JACOBI, "rows")(got, T=t, N=n)     # (1, -1) always leaves a tile of one row for the next
    np.testing.assert_array_equal(got, want)
    with pytest.raises(CompileError, match="needs a permutable band"):
        build(JACOBI, "boxes")               # two rows: (1, -1) would reach back into the tile before


WAVES = """
param N: i32 = 40
proc waves(w: f64[N + 1, N + 1]) {
  for t in 1 .. N + 1 {
    for i in 1 .. N + 1 {
      w[t, i] = w[t - 1, i] + w[t, i - 1]
    }
  }
}
schedule auto { waves.autotile(8) }
"""


def test_a_wavefront_loop_is_not_named_after_an_array():
    n = 40
    a = RNG.random((n + 1, n + 1))
    want = a.copy()
    build(WAVES)(want, N=n)
    f = build(WAVES, "auto")
    assert "for w_ in" in f.ir
    f(a, N=n)
    np.testing.assert_allclose(a, want, rtol=1e-14)


def test_an_empty_loop_below_every_statement_under_a_schedule():
    """A loop with no statement in it, deeper than any statement (a mutant of doitgen the
    front-end fuzzer found): it has no dimension in the order, and no alias (was an IndexError)."""
    text = """
param N: i32 = 6
proc p(A: f64[N, N], s: f64[N]) {
  for q in 0 .. N {
    for p in 0 .. N {
      s[p] = 0.0
      for k in 0 .. N {
      }
    }
    for p in 0 .. N {
      A[q, p] = s[p] + 1.0
    }
  }
}
schedule auto { p.autotile(4) }
"""
    n = 6
    a, s = np.zeros((n, n)), RNG.random(n)
    build(text, "auto")(a, s, N=n)
    np.testing.assert_array_equal(a, np.ones((n, n)))
