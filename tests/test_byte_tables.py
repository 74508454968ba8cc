"""A vector loop storing a byte table's entries along a row (camera_pipe's tone curve): the
indices kept in a lane array, the table read after the loop (gathers.py's irc_table_u8, found by
lanes.py) — 64 entries at once by AVX-512 VBMI's vpermi2b where the target has it, by 32-bit
gathers elsewhere.  Every entry, the first and the last too, reads back its own value: tables of
whole and partial 128-byte blocks, loops of whole and partial 64 lanes, u8 and i8, a loop of
channels inside the vector loop, and a build for a processor without VBMI."""
from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
import pytest

import irc

TABLE = """\
param W: i32 = 200
param H: i32 = 3
input in: i32[H, W]
func lut(i) = {type}(i * 37 + 11)
func out(y, x) = lut(clamp(in(y, x), 0, {last}))
output out[H, W]
schedule s {{ lut.compute_root(); out.vectorize(x, {lanes}) }}
"""


def indices(last: int, shape) -> np.ndarray:
    values = np.random.default_rng(last).integers(-40, last + 40, shape).astype(np.int32)
    values.flat[:4] = (0, last, last - 1, 1)
    return values


@pytest.mark.parametrize("type", ["u8", "i8"])
@pytest.mark.parametrize("last", [1023, 299, 63])
@pytest.mark.parametrize("lanes", [64, 48, 16])
def test_a_table_stored_along_a_row_equals_the_reference(type, last, lanes):
    prog = irc.parse(TABLE.format(type=type, last=last, lanes=lanes), "table.dsl")
    f = prog.compile(schedule="s")
    assert f"irc_table_{type}(&out[" in f.source and f", lut, {last + 1}, irc_lanes0, {lanes});" in f.source
    values = indices(last, (3, 200))
    np.testing.assert_array_equal(f(values), prog.reference(values))


CHANNELS = """\
param W: i32 = 128
param H: i32 = 2
input in: i32[3, H, W]
func lut(i) = u8(i * 7 + i / 5)
func out(c, y, x) = lut(clamp(in(c, y, x), 0, 1023))
output out[3, H, W]
schedule s { lut.compute_root(); out.reorder(y, x, c).vectorize(x, 64).unroll(c) }
"""


@pytest.mark.filterwarnings("ignore::irc.kinds.funcs.StridedLoop")    # c innermost, as camera_pipe's curved
def test_a_loop_of_channels_inside_the_vector_loop_is_unrolled_into_three_tables():
    prog = irc.parse(CHANNELS, "channels.dsl")
    f = prog.compile(schedule="s")
    assert f.source.count("irc_table_u8(&out[") == 3
    values = indices(1023, (3, 2, 128))
    np.testing.assert_array_equal(f(values), prog.reference(values))


def test_an_index_past_the_tables_reach_or_an_input_table_is_gathered():
    """A table of more than 1024 entries (eight vpermi2b blocks) and the caller's array (no
    padding for the fallback's 32-bit reads) are read in the loop, as before."""
    prog = irc.parse(TABLE.format(type="u8", last=2047, lanes=64), "big.dsl")
    assert "irc_table_u8" not in prog.compile(schedule="s").source
    prog = irc.parse("param W: i32 = 64\ninput lut: u8[1024]\ninput in: i32[W]\n"
                     "func out(x) = lut(clamp(in(x), 0, 1023))\noutput out[W]\n", "input_table.dsl")
    assert "irc_table_u8" not in prog.compile(schedule="out.vectorize(x, 64)").source


def test_without_vbmi_the_table_is_gathered_and_equals_the_reference():
    """Built for AVX2 (IRC_MARCH=haswell, read when irc loads: another process), the helper reads
    the table by 32-bit gathers; the values are the same."""
    code = """
import numpy as np, irc
from test_byte_tables import TABLE, indices
for last, lanes in ((1023, 64), (299, 48)):
    prog = irc.parse(TABLE.format(type="u8", last=last, lanes=lanes), "table.dsl")
    f = prog.compile("s")
    assert "irc_table_u8(&out[" in f.source
    values = indices(last, (3, 200))
    np.testing.assert_array_equal(f(values), prog.reference(values))
"""
    env = {**os.environ, "IRC_MARCH": "haswell", "PYTHONPATH": os.path.dirname(__file__)}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
