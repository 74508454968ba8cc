"""Property: a random sparse program (tests/random_sparse.py) is either refused with a
diagnostic, or its C equals the dense numpy evaluator of the same program on random operands
(with empty rows, stored zeros and fully dense ones), a sparse output canonical — never a
miscompile, never a crash.  Each operand comes as a caller may give it: contiguous, or a scipy
matrix / tensor / array over strided, reversed, Fortran-order, big-endian or misaligned arrays or
other index types (issue 27: 22 of 109 programs read a strided `data` as contiguous).

    IRC_SPARSE_PROPERTY_EXAMPLES=500   how many examples (default 60)
    IRC_PROPERTY_SEED=123              the seed (default: a fresh one per session, printed by pytest)
"""
from __future__ import annotations

import os
import warnings

import numpy as np
import scipy.sparse as sp
from hypothesis import given, note
from hypothesis import strategies as st
from property_runs import Refusals, property_settings
from random_sparse import LAYOUT_NAMES, as_given, programs

import irc
from irc.arrays import ArrayConversion
from irc.kinds.reference import evaluate
from irc.kinds.sparse_compiled import random_operands

MAX_EXAMPLES = int(os.environ.get("IRC_SPARSE_PROPERTY_EXAMPLES", "60"))
# Small, and large enough that some levels hold more positions than the prefetch pass's distance
# (64), where the loops run their prefetching version.
SIZES = [{"N": 5, "M": 4, "K": 3}, {"N": 17, "M": 13, "K": 5}]
# A refusal (level orders that form a cycle, ...) is a right answer, but not most of the time.
REFUSED = Refusals("random sparse programs", limit=0.3)


@property_settings(MAX_EXAMPLES)
@given(programs(), st.sampled_from([0.0, 0.2, 0.6, 1.0]), st.integers(0, 2 ** 16), st.sampled_from(SIZES),
       st.lists(st.sampled_from(LAYOUT_NAMES), min_size=3, max_size=3))
def test_random_sparse_program_is_refused_or_equals_numpy(text, density, seed, sizes, layouts):
    note(text)
    REFUSED.draw()
    try:
        program = irc.parse(text, "random.dsl")
    except irc.CompileError as e:
        assert e.span is not None, e          # a refusal points at the source
        REFUSED.refuse(text, e.message)
        return
    operands = random_operands(program.module, sizes, density, seed)
    arrays = {n: a.todense() if isinstance(a, irc.sparse.Tensor) else a for n, a in operands.items()}
    with np.errstate(all="ignore"):
        want = evaluate(program.module, arrays, sizes)
    given = {n: as_given(a, layout) for (n, a), layout in zip(operands.items(), layouts)}
    note(f"layouts: {dict(zip(operands, layouts))}")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ArrayConversion)
        got = program.compile()(**given, **sizes)
        referenced = program.reference(**given, **sizes)
    np.testing.assert_allclose(dense(got), want, rtol=1e-11, atol=1e-11, equal_nan=True)
    np.testing.assert_allclose(dense(referenced), want, rtol=1e-11, atol=1e-11, equal_nan=True)


def test_most_random_sparse_programs_compile():
    REFUSED.check()


def dense(result) -> np.ndarray:
    if sp.issparse(result):
        assert result.has_canonical_format
        return result.toarray()
    return result.todense() if isinstance(result, irc.sparse.Tensor) else result
