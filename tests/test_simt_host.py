"""The SIMT host: a function whose body is several launch nests runs them one after another on
one device memory, each launch seeing what the ones before it wrote; counters add up, races are
looked for within a launch (a kernel boundary orders everything)."""
from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

import irc
from irc.backends.simt.errors import LaunchError
import irc.backends.simt.launch as launch
from irc.backends.simt.launch import launch_shapes, simulate
from irc.ir.nodes import Block, Store
from irc.kinds.launch import Launcher

TWO = """
param N: i32 = 256
kernel double(a: f32[N], b: f32[N], c: f32[N]) grid(N / 128) block(128) {
  let i = blockIdx.x * 128 + threadIdx.x
  b[i] = 2 * a[i]
}
kernel shift(a: f32[N], b: f32[N], c: f32[N]) grid(N / 64) block(64) {
  let i = blockIdx.x * 64 + threadIdx.x
  c[i] = b[(i + 1) % N] + 1
}
"""


def two_launches():
    prog = irc.parse(TWO, "two.dsl")
    first, second = prog.kernel("double").fn, prog.kernel("shift").fn
    roles = {"a": "input", "b": "inout", "c": "output"}
    buffers = tuple(replace(b, role=roles[b.name]) for b in first.buffers)
    return prog, replace(first, buffers=buffers, body=Block((first.body, second.body)))


def test_launches_run_in_order_on_one_memory_and_their_counters_add_up():
    prog, fn = two_launches()
    a = np.arange(256, dtype=np.float32)
    arrays = {"a": a, "b": np.zeros(256, np.float32), "c": np.zeros(256, np.float32)}
    shapes = launch_shapes(fn, {"N": 256}, None)
    assert [(s.blocks, s.threads_per_block) for s in shapes] == [(2, 128), (4, 64)]
    both = simulate(fn, arrays, {"N": 256}, shapes)
    assert np.array_equal(both.outputs["c"], np.roll(2 * a, -1) + 1)
    assert np.array_equal(arrays["b"], np.zeros(256, np.float32))         # the caller's arrays untouched
    alone = [prog.simt(k, **arrays) for k in ("double", "shift")]
    for counter in ("gld_instr", "gst_instr", "gld_sectors", "gst_sectors", "instructions"):
        assert both.stats[counter] == sum(run.stats[counter] for run in alone), counter
    assert both.stats["blocks"] == 6 and both.stats["warps"] == 2 * 4 + 4 * 2
    assert both.races == []      # b is written by one launch and read by the next: ordered


def test_occupancy_and_the_model_describe_one_launch():
    prog, fn = two_launches()
    runner = Launcher(prog.module, prog.module.kernel("double"), "simt", fn)
    arrays = {"a": np.ones(256, np.float32), "b": np.zeros(256, np.float32), "c": np.zeros(256, np.float32)}
    run = runner.run(arrays, {"N": 256})
    assert run.stats["blocks"] == 6
    with pytest.raises(LaunchError, match="occupancy and the model describe one launch; this program makes 2"):
        run.predict("a100")


def test_host_code_other_than_launches_is_refused():
    _, fn = two_launches()
    store = Store("c", (), fn.body.stmts[0].extent)
    with pytest.raises(LaunchError, match="the SIMT host runs launches one after another"):
        launch_shapes(replace(fn, body=Block((fn.body.stmts[0], store))), {"N": 256}, None)


def test_a_launch_whose_arrays_would_not_fit_in_memory_is_refused_before_allocating(monkeypatch):
    """Bug: the simulation allocated per-thread local arrays until numpy raised MemoryError."""
    monkeypatch.setattr(launch, "SIMULATION_BYTES", 2 ** 20)
    prog = irc.parse("kernel k(a: f32[32]) grid(64) block(64) {\n  local big: f32[1000]\n  big[0] = 1\n"
                     "  a[threadIdx.x % 32] = big[0]\n}\n", "mem.dsl")
    with pytest.raises(LaunchError, match=r"simulating this launch takes 15\.6 MiB for its local and shared arrays, "
                                          r"more than the 1\.0 MiB the SIMT interpreter allows itself"):
        prog.simt("k", a=np.zeros(32, np.float32), races=False)
