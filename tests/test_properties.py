"""Property test: random stencil pipelines under random legal schedules equal the numpy reference.

A generated case is DSL text (2-D f32 funcs over one or two inputs, 1-4 funcs in a chain or
DAG, small constant offsets) with one `schedule s { ... }` block drawn from the legal
schedules (inline / root / compute_at / store_root + compute_at for each producer, at a loop
of the output or, less often, of a later producer; optional producer vectorize / split; tile,
split, reorder, vectorize, unroll and parallel on the output), plus sizes and an input seed.
Each compiled pipeline runs twice (a race in a parallel loop rarely repeats itself exactly),
each time into an output followed in memory by canaries that must survive (a write past the
output's end, which would corrupt the heap and abort a later test, fails the example instead).
It is compiled with the C backend and compared with `prog.reference(...)`.

A schedule irc refuses (`CompileError`) is a discarded example, counted: every generated
schedule is meant to be legal in Halide, so past a small share of refusals the module fails
(tests/property_runs.py), and below it a refusal is reported as a warning.

Environment knobs for bug hunting (CI uses the defaults):
    IRC_PROPERTY_EXAMPLES=300   how many examples (default 40)
    IRC_PROPERTY_SEED=123       the seed (default: a fresh one per session, printed by pytest)
    IRC_PROPERTY_SMALL_PRODUCERS=1   also split producers whose region may be smaller than
                                the split factor: Halide over-computes them, irc refuses them
                                (test_regression[compute-at-point-then-vectorize]); such
                                refusals are discarded and counted
"""
from __future__ import annotations

import os
import warnings

import numpy as np
import pytest
from hypothesis import assume, given, note

import irc
from helpers import relative_error
from property_runs import Refusals, property_settings
from random_pipelines import Case, cases

MAX_EXAMPLES = int(os.environ.get("IRC_PROPERTY_EXAMPLES", "40"))

REFUSED = Refusals("generated schedules meant to be legal", limit=0.1)
PRODUCER_SPLIT_REFUSED: list[tuple[str, str]] = []   # refusals of producer splits > the region


# ----------------------------------------------------------------------------------------------
# the check


def check(case: Case):
    """Compile `case` under schedule s and compare with the reference; refusals are discarded."""
    note(case.text)
    note(f"sizes {case.sizes}")
    REFUSED.draw()
    try:
        prog = irc.parse(case.text, "gen.dsl")
        fn = prog.compile("s")
    except irc.CompileError as e:
        if case.maybe_small_producer_split and "points of" in e.message:
            PRODUCER_SPLIT_REFUSED.append((repr(case), e.message))
        else:
            REFUSED.refuse(repr(case), e.message)
        assume(False)
    rng = np.random.default_rng(case.seed)
    arrays = {i.name: rng.random((case.sizes["H"], case.sizes["W"])).astype(np.float32)
              for i in prog.module.inputs}
    expected = prog.reference(**arrays)
    try:
        (got, tail), (again, tail_again) = (_guarded_run(fn, arrays, expected.shape) for _ in range(2))
    except irc.RunError as e:
        # Halide computes a producer region smaller than its split factor by growing it; irc
        # refuses, at compile time where it can prove it, else at run time
        # (test_regression[compute-at-point-then-vectorize] below)
        if case.maybe_small_producer_split and "points of" in str(e):
            PRODUCER_SPLIT_REFUSED.append((repr(case), str(e)))
            assume(False)
        if "would be read past its declared range" in str(e):
            # a region the schedule grew (or bounds inference over-approximated) reaches past a
            # boundary-less input at these sizes: refused at the call, never read
            REFUSED.refuse(repr(case), str(e))
            assume(False)
        raise
    assert got.shape == expected.shape
    for canaries in (tail, tail_again):     # twice: a race (parallel loops) rarely repeats itself exactly
        assert np.array_equal(canaries, np.full(GUARD, CANARY, np.float32)), "the C wrote past the output's end"
    err = max(relative_error(got, expected), relative_error(again, expected))
    assert err <= 1e-5, f"max relative error {err:.3g} against the reference"


GUARD, CANARY = 64, np.float32(-12345.0)       # floats after the output of the second run


def _guarded_run(fn, arrays: dict, shape) -> tuple[np.ndarray, np.ndarray]:
    """`fn` run into an output that GUARD canaries follow in memory: (the output, the canaries
    after the run).  A write past the output's end (a split that overshoots) shows there, where
    it would otherwise corrupt the heap and abort a later test (tests/test_regressions.py)."""
    size = int(np.prod(shape))
    block = np.full(size + GUARD, CANARY, np.float32)
    call, out = fn.prepare(**arrays, out=block[:size].reshape(shape))
    call()
    return out, block[size:]


@property_settings(MAX_EXAMPLES)
@given(case=cases())
def test_random_pipeline_matches_reference(case):
    check(case)


def test_few_generated_schedules_are_refused():
    REFUSED.check()


@pytest.fixture(scope="module", autouse=True)
def _report_refusals():
    yield
    if REFUSED.refused:
        case, message = REFUSED.refused[0]
        warnings.warn(f"irc refused {len(REFUSED.refused)} generated schedule(s) meant to be legal; "
                      f"first: {message}\n{case}")
    if PRODUCER_SPLIT_REFUSED:
        warnings.warn(f"irc refused {len(PRODUCER_SPLIT_REFUSED)} producer split(s) larger than "
                      f"the producer's region (Halide grows the region)")
