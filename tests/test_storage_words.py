"""The words of a func's region and storage (schedule/storage_words.py).  `f.bound(c, 0, 3)`
(Halide's Func::bound): a func's region fixed along a dimension, equal to the reference wherever
the readers need no more, refused where they do; an output's bound must be its range, which it
makes a constant.  `f.reorder_storage(c, y, x)`, `store_in`, `fold_storage`, `hoist_storage`: the same
values in other storage."""
from __future__ import annotations

import numpy as np
import pytest

import irc
from helpers import assert_matches_reference

PIPELINE = """\
param W: i32 = 64
param H: i32 = 16
param C: i32 = 3
input in: f32[H, W, C] boundary clamp
func f(y, x, c) = in(y, x, c) * 2 + in(y, x + 1, c)
func g(y, x, c) = f(y, x, c) + f(y + 1, x - 1, c) * f(y, x, 2 - c)
output g[H, W, C]
"""

SCHEDULES = {
    "root": "f.compute_root().bound(c, 0, 3).reorder(c, y, x).unroll(c); g.bound(c, 0, 3).reorder(c, y, x).unroll(c)",
    "at": "f.compute_at(g, y).bound(c, -1, 5).bound(y, 0, 40).vectorize(x, 8, GuardWithIf)",
    "round_up": "f.compute_root().bound(x, -8, 96).split(x, xo, xi, 8, RoundUp).bound(c, 0, 3)",
    "storage_root": "f.compute_root().reorder_storage(c, x, y).reorder(c, x, y)",
    "storage_folded": "f.store_root().compute_at(g, y).reorder_storage(x, c, y).vectorize(x, 4, GuardWithIf)",
    "storage_partial": "f.compute_at(g, y).reorder_storage(c, x).bound(c, 0, 3)",
    "stack": "f.compute_at(g, y).store_in(Stack)",
    "stack_root": "f.compute_root().store_in(MemoryType.Stack)",
    "heap": "g.tile(y, x, 4, 4, GuardWithIf); f.compute_at(g, xo).store_in(Heap)",
    "fold_3": "f.store_root().compute_at(g, y).fold_storage(y, 3)",
    "fold_8_columns": "f.store_root().compute_at(g, y).fold_storage(y, 8).reorder_storage(c, x, y)",
    "hoist_tile": "g.tile(y, x, 4, 16, GuardWithIf); f.compute_at(g, xo).hoist_storage(g, yo)",
    "hoist_root": "g.tile(y, x, 4, 16, GuardWithIf); f.compute_at(g, xo).hoist_storage_root().vectorize(x, 4, GuardWithIf)",
    "hoist_rows": "f.compute_at(g, y).hoist_storage_root().reorder_storage(c, x, y)",
    "hoist_in_parallel": "g.tile(y, x, 4, 16, GuardWithIf).parallel(yo); f.compute_at(g, xo).hoist_storage(g, xo)",
    "hoist_at_parallel": "g.tile(y, x, 4, 16, GuardWithIf).parallel(yo); f.compute_at(g, xo).hoist_storage(g, yo)",
}


@pytest.mark.parametrize("name", SCHEDULES)
@pytest.mark.parametrize("H, W", [(16, 64), (5, 19), (1, 1)])
def test_storage_words_equal_reference(name, H, W):
    prog = irc.parse(PIPELINE, "bound.dsl")
    img = np.random.default_rng(H + W).random((H, W, 3), dtype=np.float32)
    assert_matches_reference(prog, SCHEDULES[name], img)


def test_a_bound_the_readers_pass_is_refused_at_the_call():
    prog = irc.parse(PIPELINE, "bound.dsl")
    f = prog.compile(schedule=SCHEDULES["at"])
    with pytest.raises(irc.RunError, match=r"'f' is bound to \[0, 40\) along 'y' \(line 1, column \d+\), but its "
                                           r"readers need more of it at these sizes"):
        f(np.ones((40, 8, 3), np.float32))          # g's rows 0 .. 39 read f's rows 0 .. 40


def test_an_output_bound_is_its_range():
    prog = irc.parse(PIPELINE, "bound.dsl")
    f = prog.compile(schedule=SCHEDULES["root"])
    assert "g_c_extent" not in f.source         # the constant 3
    with pytest.raises(irc.RunError, match=r"output 'g' is bound to \[0, 3\) along 'c', but its range there is "
                                           r"\[0, C\) at these sizes"):
        f(np.ones((4, 4, 2), np.float32))


def test_the_builder_says_bound():
    prog = irc.parse(PIPELINE, "bound.dsl")
    b = prog.schedule()
    b.func("f").compute_root().bound("c", 0, 3)
    assert str(b) == "f.compute_root(); f.bound(c, 0, 3)"
    with pytest.raises(irc.CompileError, match="bound is said of func 'g', not of its update"):
        irc.parse("input in: f32[8]\nfunc g(x) = in(x)\ng(x) += 1.0\noutput g[8]\n", "u.dsl").schedule() \
            .func("g").update(0).bound("x", 0, 8)


def test_reorder_storage_lays_out_columns():
    prog = irc.parse(PIPELINE, "bound.dsl")
    f = prog.compile(schedule="f.compute_root().reorder_storage(c, y, x)")
    b = prog.schedule()
    b.func("f").compute_root().reorder_storage("x", "y").reorder_storage("c", "x")
    assert str(b) == "f.compute_root(); f.reorder_storage(x, y); f.reorder_storage(c, x)"
    assert prog.compile(schedule=b).source == f.source        # (y, x, c) -> (x, y, c) -> (c, y, x)


def test_store_in_places_the_storage():
    prog = irc.parse(PIPELINE, "bound.dsl")
    rows = prog.compile(schedule="f.compute_at(g, y)").source
    assert "malloc" in rows                     # a row of W + 1 points, a size: from the heap by default
    stack = prog.compile(schedule="f.compute_at(g, y).store_in(Stack)").source
    assert "malloc" not in stack and "float f[" in stack      # a variable-length array
    tiles = prog.compile(schedule="g.tile(y, x, 4, 4); f.compute_at(g, xo).bound(c, 0, 3)").source
    assert "malloc" not in tiles                # a tile's 5 x 5 x 3: a constant, on the stack by default
    heap = "g.tile(y, x, 4, 4); f.compute_at(g, xo).bound(c, 0, 3).store_in(Heap)"
    assert "malloc" in prog.compile(schedule=heap).source


def test_hoisted_storage_is_allocated_once():
    prog = irc.parse(PIPELINE, "bound.dsl")
    per_tile = prog.compile(schedule="g.tile(y, x, 4, 16); f.compute_at(g, xo)").source
    hoisted = prog.compile(schedule=SCHEDULES["hoist_tile"]).source
    assert per_tile.count("malloc") == 1 and hoisted.count("malloc") == 1
    loops_before = [hoisted[:hoisted.index("malloc")].count(f"for (int32_t {v} ") for v in ("g_yo", "g_xo")]
    assert loops_before == [1, 0]          # inside the loop over yo, outside the loop over xo
