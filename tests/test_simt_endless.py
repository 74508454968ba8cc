"""Endless while loops on the SIMT interpreter: a trip that leaves everything the condition depends
on unchanged is reported at once (backends/simt/endless.py); a loop that is still changing what its
condition depends on, in registers or in memory, runs to its end; a loop that keeps changing and
never ends stops at MAX_WHILE_TRIPS."""
from __future__ import annotations

import numpy as np
import pytest

import irc
from conftest import EXAMPLES
from irc.backends.simt import interpreter
from irc.backends.simt.endless import condition_slice
from irc.backends.simt.errors import Fault
from irc.ir.nodes import While
from irc.ir.visitor import walk


def stuck_reduction() -> irc.Program:
    """examples/kernels/reduce.dsl with `s = s / 2` written `s = s`: s never halves."""
    text = (EXAMPLES / "kernels" / "reduce.dsl").read_text()
    assert "    s = s / 2\n" in text
    return irc.parse(text.replace("    s = s / 2\n", "    s = s\n"), "stuck.dsl")


@pytest.mark.parametrize("n", [256, 65536])
def test_a_tree_reduction_whose_step_never_halves_is_reported_on_its_first_trip(n, monkeypatch):
    monkeypatch.setattr(interpreter, "MAX_WHILE_TRIPS", 3)    # a report from the cap would fail the test
    x = np.ones(n, np.float32)
    with pytest.raises(Fault) as e:
        stuck_reduction().simt("block_sum", x=x, sums=np.zeros(-(-n // 256), np.float32), N=n)
    assert e.value.message == ("while loop of kernel 'block_sum' never ends: a trip changed nothing its condition "
                               "depends on (s = 128), so its condition holds forever in block (x=0) thread (x=0)")
    assert e.value.span.line == 12


KERNEL = """\
kernel k(a: f32[32], n: i32[1]) grid(1) block(32) {{
  var s: i32 = 1
{body}
  a[threadIdx.x] = f32(n[0])
}}
"""


def run_kernel(body: str) -> np.ndarray:
    run = irc.parse(KERNEL.format(body=body), "k.dsl").simt("k", a=np.zeros(32, np.float32), n=np.zeros(1, np.int32))
    return run.outputs["a"]


def test_a_condition_register_unchanged_while_memory_decides_it_is_not_reported():
    """s stays 1 for four trips; the `if` that sets it reads n, which the loop counts up: the slice of
    the condition holds n, and the loop ends after five trips."""
    a = run_kernel("  while s > 0 {\n    if threadIdx.x == 0 {\n      n[0] += 1\n    }\n    sync\n"
                   "    if n[0] >= 5 {\n      s = 0\n    }\n    sync\n  }")
    assert a.tolist() == [5.0] * 32


def test_a_loop_that_changes_only_memory_runs_to_its_end():
    a = run_kernel("  while n[0] < 3000 {\n    if threadIdx.x == 0 {\n      n[0] += 1\n    }\n    sync\n  }")
    assert a.tolist() == [3000.0] * 32


def test_a_loop_whose_condition_keeps_changing_stops_at_the_trip_cap(monkeypatch):
    monkeypatch.setattr(interpreter, "MAX_WHILE_TRIPS", 50)
    with pytest.raises(Fault) as e:
        run_kernel("  while s < 10 {\n    s = 1 - s\n    sync\n  }")
    assert e.value.message == ("while loop of kernel 'k' still running after 50 trips (s = 1) in block (x=0) "
                               "thread (x=0)")


def test_the_slice_follows_assignments_and_the_conditions_around_them():
    body = "  var t: i32 = 0\n  var u: i32 = 0\n  while s > 0 {\n    u = u + 1\n    if t > 2 {\n      s = M\n    }\n" \
           "    t = n[0]\n  }"
    fn = irc.parse("param M: i32 = 1\n" + KERNEL.format(body=body), "k.dsl").kernel("k").fn
    loop = next(n for n in walk(fn.body) if isinstance(n, While))
    assert condition_slice(loop) == {"s", "M", "t", "n"}        # not u: nothing the condition reads uses it
