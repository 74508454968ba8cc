"""Property: a random sparse program (tests/random_sparse.py) is either refused with a
diagnostic, or its C equals the dense numpy evaluator of the same program on random operands
(with empty rows, stored zeros and fully dense ones), a sparse output canonical — never a
miscompile, never a crash.

    IRC_SPARSE_PROPERTY_EXAMPLES=500   how many examples (default 60)
"""
from __future__ import annotations

import os

import numpy as np
import scipy.sparse as sp
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st
from random_sparse import programs

import irc
from irc.targets.reference import evaluate
from irc.targets.sparse import random_operands

MAX_EXAMPLES = int(os.environ.get("IRC_SPARSE_PROPERTY_EXAMPLES", "60"))
# Small, and large enough that some levels hold more positions than the prefetch pass's distance
# (64), where the loops run their prefetching version.
SIZES = [{"N": 5, "M": 4, "K": 3}, {"N": 17, "M": 13, "K": 5}]


@settings(max_examples=MAX_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(programs(), st.sampled_from([0.0, 0.2, 0.6, 1.0]), st.integers(0, 2 ** 16), st.sampled_from(SIZES))
def test_random_sparse_program_is_refused_or_equals_numpy(text, density, seed, sizes):
    note(text)
    try:
        program = irc.parse(text, "random.dsl")
    except irc.CompileError as e:
        assert e.span is not None, e          # a refusal points at the source
        return
    operands = random_operands(program.module, sizes, density, seed)
    arrays = {n: a.todense() if isinstance(a, irc.sparse.Tensor) else a for n, a in operands.items()}
    with np.errstate(all="ignore"):
        want = evaluate(program.module, arrays, sizes)
    got = program.compile()(**operands, **sizes)
    np.testing.assert_allclose(dense(got), want, rtol=1e-11, atol=1e-11, equal_nan=True)
    np.testing.assert_allclose(dense(program.reference(**operands, **sizes)), want, rtol=1e-11, atol=1e-11,
                               equal_nan=True)


def dense(result) -> np.ndarray:
    if sp.issparse(result):
        assert result.has_canonical_format
        return result.toarray()
    return result.todense() if isinstance(result, irc.sparse.Tensor) else result
