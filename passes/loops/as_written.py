"""as_written: a proc's statements in their original order, the loop nest of its source.

The body is `Proc.body` itself (frontend/check_proc.py builds it): one serial `For(var, lower,
upper - lower)` per loop, named by its DSL variable, `Store`s with one index per dimension of
their array (`A[i] += e` as `A[i] = A[i] + e`), `let`s and `if`s.  It is the IR the dependence
analysis reads (checkpoint `lowered`) and what the schedules of procs will transform.

rewrite (jacobi1d; the empty Function that pipelines.proc_start builds, filled):
    func jacobi1d(T, N)                                     func jacobi1d(T, N)
      inout A: f64[0 .. T + 1, 0 .. N + 2]                    inout A: f64[0 .. T + 1, 0 .. N + 2]
    {                                                  ->   {
    }                                                         for t in 0 .. T {
                                                                for i in 1 .. 1 + N {
                                                                  A[t + 1, i] = (A[t, i - 1] + A[t, i] + A[t, i + 1]) / 3.0
"""
from __future__ import annotations

from dataclasses import replace


def as_written(fn, ctx):
    """A proc's loop nest as written: its statements in their original order."""
    return replace(fn, body=ctx.proc.body)
