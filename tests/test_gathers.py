"""Table lookups of narrow values in vector loops (backends/c/gathers.py): a u8 / i8 / u16 / i16
table irc allocates, read at an index computed from data inside a vectorized loop, is read as a
32-bit word (a gather gcc vectorizes) from storage padded past its end.  Every table entry,
the last one too, reads back its own value, wherever the table is stored; the caller's arrays are
read element by element."""
from __future__ import annotations

import numpy as np
import pytest

import irc

TABLE = """\
param W: i32 = 100
param H: i32 = 8
input in: i32[H, W]
func lut(i) = {type}(i * 37 - 100)
func out(y, x) = lut(clamp(in(y, x), 0, 255)) + lut(clamp(in(y, x) + 1, 0, 255))
output out[H, W]
"""

PLACES = {
    "root": "lut.compute_root(); out.vectorize(x, 16)",
    "stack": "lut.compute_at(out, y); out.vectorize(x, 16)",
    "heap": "lut.compute_at(out, y).store_in(Heap); out.vectorize(x, 8, GuardWithIf)",
    "vla": "lut.compute_at(out, y).store_in(Stack).vectorize(i, 4); out.vectorize(x, 16)",
}


@pytest.mark.parametrize("type", ["u8", "i8", "u16", "i16"])
@pytest.mark.parametrize("place", PLACES)
def test_a_table_read_by_gathers_equals_the_reference(type, place):
    prog = irc.parse(TABLE.format(type=type), "table.dsl")
    f = prog.compile(schedule=PLACES[place])
    assert f"irc_gather_{type}(" in f.source
    values = np.random.default_rng(3).integers(-20, 280, (8, 100)).astype(np.int32)
    values[0, :4] = (254, 255, 256, 0)          # the last entry, read at the table's end
    np.testing.assert_array_equal(f(values), prog.reference(values))


def test_an_input_table_is_read_element_by_element():
    """The caller's array has no padding: a 32-bit read at its last element would pass its end."""
    prog = irc.parse("param W: i32 = 64\ninput lut: u8[256]\ninput in: i32[W]\n"
                     "func out(x) = lut(clamp(in(x), 0, 255))\noutput out[W]\n", "input_table.dsl")
    f = prog.compile(schedule="out.vectorize(x, 16)")
    assert "irc_gather" not in f.source
    table, values = np.arange(256, dtype=np.uint8)[::-1].copy(), np.arange(-5, 59, dtype=np.int32) * 5
    np.testing.assert_array_equal(f(table, values), prog.reference(table, values))


GRID = """\
param N: i32 = 40
param K: i32 = 9
input a: f32[N]
func grid(j, i) = f32(j * 10 + i) * 0.5
func out(x) = grid(clamp(i32(a(x)), 0, K - 1), clamp(i32(a(x) * 3.0), 0, K - 1))
output out[N]
"""


@pytest.mark.parametrize("place", ["grid.compute_root(); out.vectorize(x, 8)",
                                   "grid.compute_at(out, x.o); out.vectorize(x, 8)"])
def test_a_grid_gathered_by_a_vector_loop_is_indexed_in_i32(place):
    """A float grid whose size K * K may pass 2**31 (flatten.py): the gather's index in int32 (a
    vgatherdps of eight lanes), the size checked where the grid is allocated; values as numpy's."""
    prog = irc.parse(GRID, "grid.dsl")
    f = prog.compile(schedule=place)
    store = next(line for line in f.source.splitlines() if line.lstrip().startswith("out[") and "grid[" in line)
    assert "int64_t" not in store.split("=", 1)[1]
    assert "<= ((int64_t)2147483647)" in f.source
    values = np.random.default_rng(5).uniform(-2.0, 11.0, 40).astype(np.float32)
    values[:3] = (np.nan, np.inf, -np.inf)
    np.testing.assert_array_equal(f(values), prog.reference(values))


PAIRS = """\
param N: i32 = 40
param K: i32 = 9
input a: f32[N]
func grid(j, c) = f32(j * 10 + c) * 0.5 - 7.0
func out(x) = grid(clamp(i32(a(x)), 0, K - 1), 0) * 3.0 + grid(clamp(i32(a(x)), 0, K - 1), 1) +
              select(a(x) > 5.0, grid(clamp(i32(a(x)), 0, K - 1), 1) * grid(clamp(i32(a(x)), 0, K - 1), 0), 1.0)
output out[N]
"""


@pytest.mark.parametrize("guard", ["", ", GuardWithIf"])
def test_gathers_of_neighbours_are_one_gather_of_pairs(guard):
    """`grid(b, 0)` and `grid(b, 1)`, side by side, gathered together as one 8-byte word and
    split (the loads CSE put in lets too); not inside a guard's if, where the word could pass the
    buffer's end on an iteration the guard skips.  Values as numpy's, NaN, the infinities and the
    last bin too."""
    prog = irc.parse(PAIRS, "pairs.dsl")
    f = prog.compile(schedule=f"grid.compute_root(); out.vectorize(x, 8{guard})")
    halves = [line for line in f.source.splitlines() if "irc_half_f32(irc_pair_f32(grid, " in line]
    assert len(halves) == (0 if guard else 2)
    values = np.random.default_rng(9).uniform(-2.0, 12.0, 40).astype(np.float32)
    values[:4] = (np.nan, np.inf, -np.inf, 8.5)
    np.testing.assert_array_equal(f(values), prog.reference(values))


def test_a_row_chosen_by_a_value_the_lanes_share_is_not_a_gather():
    """`grid(sel(y), x)` in a loop vectorized along x: read from memory, the row is the same in
    every lane (max_filter's slice): contiguous loads, the grid indexed in i64 without a check."""
    prog = irc.parse("param N: i32 = 40\nparam K: i32 = 9\ninput sel: i32[4]\nfunc grid(j, i) = f32(j * 10 + i)\n"
                     "func out(y, x) = grid(clamp(sel(y), 0, K - 1), x)\noutput out[4, N]\n", "row.dsl")
    f = prog.compile(schedule="grid.compute_root(); out.vectorize(x, 8)")
    assert "2147483647" not in f.source
    rows = np.array([3, -1, 20, 8], np.int32)
    np.testing.assert_array_equal(f(rows), prog.reference(rows))
