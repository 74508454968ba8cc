"""partition_loops drops a split's guard in the steady state, also where a producer computed
inside reads the iteration's channel through a loop of one iteration (conv_layer's in_in under
`unroll(ri, 2)`: tests/filecheck/partition_guard_one_iteration.dsl shows the loops).  The
guard's prologue and epilogue cover what the steady state leaves, at every K: odd, even, one."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import irc

PROGRAM = Path(__file__).resolve().parent / "filecheck" / "partition_guard_one_iteration.dsl"


@pytest.mark.parametrize("k", [1, 2, 8, 9, 17])
def test_a_guarded_split_with_a_producer_at_the_channel_equals_the_reference(k):
    prog = irc.parse(PROGRAM.read_text(), "partition.dsl")
    f = prog.compile(schedule="s")
    assert "dot_k_o_steady_end" in f.source
    a = np.random.default_rng(k).standard_normal((16, k)).astype(np.float32)
    np.testing.assert_array_equal(f(a, K=k), prog.reference(a, K=k))
