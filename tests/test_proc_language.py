"""The proc language as PolyBench writes its kernels (issue 29): scalar parameters, loops that
run downwards, lets of affine values in indices and bounds, vars that the dependence analysis
privatises, and local arrays.  Each runs through the C backend and is compared with numpy
computing the same thing directly (not with irc's own interpreter alone)."""
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


ROW_SUMS = """
param N: i32 = 8
proc rows(A: f64[N, N], y: f64[N]) {
  var t: f64 = 0
  for i in 0 .. N {
    t = 0
    for j in 0 .. N {
      t += A[i, j]
    }
    y[i] = t
  }
}
schedule par  { rows.parallel(i) }
schedule auto { rows.autotile(4) }
"""


@pytest.mark.parametrize("schedule", [None, "par", "auto"])
def test_a_var_written_before_it_is_read_in_each_iteration_is_private(schedule):
    n = 8
    a, y = RNG.random((n, n)), np.zeros(n)
    build(ROW_SUMS, schedule)(a, y, N=n)
    expected = np.array([sum(row[j] for j in range(n)) for row in a])    # in the order the proc adds
    np.testing.assert_array_equal(y, expected)


def test_the_loop_that_privatises_a_var_is_parallel_and_the_one_it_carries_is_not():
    deps = irc.parse(ROW_SUMS, "t.dsl").deps()
    assert deps.loop("i").parallel and not deps.loop("j").parallel
    assert deps.private_candidates == ("t",)


def test_a_parallel_loop_declares_its_own_copy_of_the_var():
    text = str(build(ROW_SUMS, "par").ir)
    parallel = text.index("parallel for i")
    assert "allocate local t: f64[]" in text[parallel:]


LIVE_OUT = """
param N: i32 = 8
proc last(A: f64[N], B: f64[1]) {
  var s: f64 = 0
  for i in 0 .. N {
    s = A[i] * 2.0
  }
  B[0] = s
}
schedule par { last.parallel(i) }
"""


def test_a_var_whose_value_leaves_the_loop_is_not_privatised():
    assert not irc.parse(LIVE_OUT, "t.dsl").deps().loop("i").parallel
    with pytest.raises(CompileError, match="its own copy of the var 's'"):
        build(LIVE_OUT, "par")


PAIR = """
param N: i32 = 8
proc pair(A: f64[N], B: f64[N]) {
  var t: f64 = 0
  for i in 0 .. N {
    t = A[i] + 1.0
    B[i] = t * t
  }
}
"""


def test_an_order_that_would_interleave_two_live_ranges_of_a_var_is_refused():
    with pytest.raises(CompileError, match="would write the var 't' while a value of it is live"):
        irc.parse(PAIR + "schedule apart { pair.interchange(i, c2) }\n", "t.dsl").compile("apart")


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


GRAMSCHMIDT = """
param M: i32 = 9
param N: i32 = 7
proc gramschmidt(A: f64[M, N], R: f64[N, N], Q: f64[M, N]) {
  var nrm: f64 = 0
  for k in 0 .. N {
    nrm = 0.0
    for i in 0 .. M {
      nrm += A[i, k] * A[i, k]
    }
    R[k, k] = sqrt(nrm)
    for i in 0 .. M {
      Q[i, k] = A[i, k] / R[k, k]
    }
    for j in k + 1 .. N {
      R[k, j] = 0.0
      for i in 0 .. M {
        R[k, j] += Q[i, k] * A[i, j]
      }
      for i in 0 .. M {
        A[i, j] = A[i, j] - Q[i, k] * R[k, j]
      }
    }
  }
}
schedule par { gramschmidt.parallel(j) }
"""


def test_a_loop_beside_a_nest_that_carries_a_dependence_runs_in_parallel_alone():
    m, n = 9, 7
    a = RNG.random((m, n)) + np.eye(m, n)
    arrays = {}
    for schedule in (None, "par"):
        arrays[schedule] = (a.copy(), np.zeros((n, n)), np.zeros((m, n)))
        build(GRAMSCHMIDT, schedule)(*arrays[schedule], M=m, N=n)
    for got, want in zip(arrays["par"], arrays[None]):
        np.testing.assert_array_equal(got, want)
    q = arrays[None][2]
    np.testing.assert_allclose(q.T @ q, np.eye(n), atol=1e-12)      # Q's columns orthonormal
    ir = build(GRAMSCHMIDT, "par").ir
    assert ir.count("parallel for") == 1          # j's loop; not the i loops beside it, whose dimension it shares


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


COEFFICIENT = """
param N: i32 = 10
proc scaled(A: f64[N, N], B: f64[N, N]) {
  var k: f64 = 0
  k = 2.0 * A[0, 0]
  for i in 0 .. N {
    for j in 0 .. N {
      B[i, j] = k * A[i, j]
    }
  }
}
schedule par { scaled.parallel(i) }
"""


def test_a_var_a_parallel_loop_only_reads_is_one_value_for_every_iteration():
    n = 10
    a = RNG.random((n, n))
    b = np.zeros((n, n))
    f = build(COEFFICIENT, "par")
    assert "parallel for" in f.ir and "let k.value1 = k[]" in f.ir
    f(a, b, N=n)
    np.testing.assert_array_equal(b, 2.0 * a[0, 0] * a)


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


SIBLINGS = """
param N: i32 = 8
proc two(A: f64[N], B: f64[N], C: f64[N]) {
  var t: f64 = 0
  var c: f64 = 0
  c = 3.0
  for i in 0 .. N {
    t = A[i] * 2.0
    B[i] = t + t
  }
  for i in 0 .. N {
    C[i] = c * A[i]
  }
  for i in 1 .. N {
    C[i] += C[i - 1]
  }
}
schedule auto { two.autotile(4) }
"""


def test_sibling_loops_of_one_dimension_each_keep_their_own_vars_and_parallelism():
    """Under `auto` the first two loops run in parallel (the third carries a dependence): the
    first with a copy of t per iteration, the second reading c's one value; neither takes the
    other's (c privatised in the second loop would be read before any write)."""
    n = 8
    a = RNG.random(n)
    f = build(SIBLINGS, "auto")
    assert f.ir.count("parallel for") == 2
    b, c = np.zeros(n), np.zeros(n)
    f(a, b, c, N=n)
    np.testing.assert_array_equal(b, (a * 2.0) + (a * 2.0))
    np.testing.assert_array_equal(c, np.cumsum(3.0 * a))


TIME_LOOP = """
param T: i32 = 3
param N: i32 = 8
proc scale(A: f64[N]) {
  var a: f64 = 0
  a = 2.0
  for t in 0 .. T {
    for i in 0 .. N {
      A[i] = a * A[i]
    }
  }
}
schedule par { scale.parallel(i) }
"""


def test_a_var_read_in_a_parallel_loop_inside_a_serial_one_reaches_the_openmp_region():
    """adi's coefficients: the region takes in the time loop, and the var's value with it."""
    a = RNG.random(8)
    want = a * 8.0
    build(TIME_LOOP, "par")(a, T=3, N=8)
    np.testing.assert_array_equal(a, want)
