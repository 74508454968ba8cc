"""Vars in procs (issue 29): the dependence analysis privatises a var where each value an
iteration reads was written in that iteration; a parallel loop declares its own copy, reads a
var it only reads through a let, and no order interleaves two live ranges of a var.  Each
runs through the C backend against numpy or the proc as written."""
from __future__ import annotations

import numpy as np
import pytest

import irc
from irc.diagnostics import CompileError

RNG = np.random.default_rng(31)


def build(text: str, schedule: str | None = None):
    return irc.parse(text, "t.dsl").compile(schedule)


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


UNDEFINED = """
param N: i32 = 8
proc p(A: f64[N], B: f64[N]) {
  var t: f64
  for i in 0 .. N {
    t = A[i] * 2.0
    B[i] = t + 1.0
  }
}
schedule par { p.parallel(i) }
"""


def test_a_var_may_start_undefined_as_polybench_declares_its_scalars():
    n = 8
    a = RNG.random(n)
    for schedule in (None, "par"):
        b = np.zeros(n)
        build(UNDEFINED, schedule)(a, b, N=n)
        np.testing.assert_array_equal(b, a * 2.0 + 1.0)
    assert irc.parse(UNDEFINED, "t.dsl").deps().loop("i").private == ("t",)


RESET_PER_J = """
param M: i32 = 9
param N: i32 = 11
proc p(A: f64[M, M], B: f64[M, N], C: f64[M, N]) {
  var t: f64
  for i in 0 .. M {
    for j in 0 .. N {
      t = 0.0
      for k in 0 .. i {
        t += B[k, j] * A[i, k]
      }
      C[i, j] = 0.5 * C[i, j] + t
    }
  }
}
schedule auto { p.autotile(4) }
"""


def test_autotile_keeps_the_statements_of_a_var_together_where_moving_them_apart_would_interleave():
    """symm's temp2: autotile moves each statement's innermost loop apart where that keeps every
    dependence; here it would run every j's reset of t before any j's sum (it did: wrong C)."""
    m, n = 9, 11
    a, b, c = RNG.random((m, m)), RNG.random((m, n)), RNG.random((m, n))
    want = c.copy()
    build(RESET_PER_J)(a, b, want, M=m, N=n)
    got = c.copy()
    build(RESET_PER_J, "auto")(a, b, got, M=m, N=n)
    np.testing.assert_allclose(got, want, rtol=1e-14)
