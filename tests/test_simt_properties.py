"""Property tests of the SIMT interpreter: any launch shape (partial warps, ragged last block,
2-D blocks) gives numpy's result, and the memory counters equal a per-warp count done here one
thread at a time."""
from __future__ import annotations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

import irc
from property_runs import property_settings

TEMPLATE = """
param N: i32 = 100
kernel axpy(x: f32[N], y: f32[N]) grid({grid}) block({bx}, {by}) {{
  let i = (blockIdx.x * {by} + threadIdx.y) * {bx} + threadIdx.x + {offset}
  if i < N {{
    y[i] = 2.0 * x[i] + y[i]
  }}
}}
"""


def warps_by_hand(n, grid, bx, by, offset):
    """For each warp with an active lane: the indices its active lanes touch."""
    warps = []
    for block in range(grid):
        threads = [(block * by + ty) * bx + tx + offset for ty in range(by) for tx in range(bx)]
        for w in range(0, len(threads), 32):
            active = [i for i in threads[w:w + 32] if i < n]
            if active:
                warps.append(active)
    return warps


@property_settings(40)
@given(n=st.integers(1, 300), bx=st.integers(1, 40), by=st.integers(1, 4), offset=st.integers(0, 9))
def test_any_launch_shape_matches_numpy_and_hand_counts(n, bx, by, offset):
    per_block = bx * by
    grid = -(-n // per_block)
    prog = irc.parse(TEMPLATE.format(grid=grid, bx=bx, by=by, offset=offset), "axpy.dsl")
    rng = np.random.default_rng(n)
    x, y = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
    run = prog.simt("axpy", x=x, y=y, N=n)
    want = y.copy()
    want[offset:] = (np.float32(2) * x + y)[offset:]
    np.testing.assert_array_equal(run.outputs["y"], want)

    warps = warps_by_hand(n, grid, bx, by, offset)
    sectors = sum(len({i * 4 // 32 for i in w}) for w in warps)
    lines = sum(len({i * 4 // 128 for i in w}) for w in warps)
    s = run.stats
    assert (s["gld_instr"], s["gld_sectors"], s["gld_lines"]) == (2 * len(warps), 2 * sectors, 2 * lines)
    assert (s["gst_instr"], s["gst_sectors"], s["gst_lines"]) == (len(warps), sectors, lines)
    assert s["fma"] == sum(len(w) for w in warps) == max(0, n - offset)
    assert s["warps"] == grid * -(-per_block // 32) and s["blocks"] == grid
    partly = sum(1 for block in range(grid) for w in range(0, per_block, 32)
                 if 0 < sum((block * per_block + t + offset) < n for t in range(w, min(w + 32, per_block)))
                 < min(32, per_block - w))
    assert s["divergent_branches"] == partly
    assert run.races == []
