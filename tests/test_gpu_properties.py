"""Property test: random programs under random legal GPU schedules (random_gpu_schedules.py) run
on the SIMT interpreter, races checked, equal the numpy reference; fewer of them also run on
OpenCL (Oclgrind or PoCL), equal to the SIMT interpreter's output.

A schedule irc refuses (`CompileError` while it lowers) is a discarded example, counted: every
generated schedule is meant to be legal, so past a small share of refusals the module fails
(tests/property_runs.py), and below it they are reported as a warning at the end of the module;
so is a launch the GPU model refuses (`LaunchError`: registers or shared memory over the A6000's)
or the OpenCL device cannot hold (`DeviceLimit`: PoCL keeps a work-group's private arrays on one
thread's stack; past it the process crashed).  A fault, a race, an internal error or a wrong value fails.
On Oclgrind 21.10 a long run of the OpenCL test may fail on the device's own bug (it computes
`(c * 8 + t) & 3` as `& 7`: test_gpu_regressions.py, `oclgrind-and-mask`).

Environment knobs for bug hunting (CI uses the defaults):
    IRC_GPU_PROPERTY_EXAMPLES=400          how many SIMT examples (default 200)
    IRC_GPU_PROPERTY_OPENCL_EXAMPLES=60    how many also on OpenCL (default 25)
    IRC_PROPERTY_SEED=123                  the seed (default: a fresh one per session, printed by pytest)
    IRC_GPU_PROPERTY_COVERAGE=1            warn with how often each word was generated
    IRC_GPU_PROPERTY_LOG=refused.txt       write every refused case there, with irc's message
"""
from __future__ import annotations

import collections
import os
import warnings

import pytest
from hypothesis import assume, given, note

import irc
from helpers import opencl_unavailable, random_inputs, relative_error
from irc.backends.opencl.runtime import DeviceLimit
from irc.backends.simt.errors import LaunchError
from property_runs import Refusals, property_settings
from random_gpu_schedules import GpuCase, gpu_cases

MAX_EXAMPLES = int(os.environ.get("IRC_GPU_PROPERTY_EXAMPLES", "200"))
OPENCL_EXAMPLES = int(os.environ.get("IRC_GPU_PROPERTY_OPENCL_EXAMPLES", "25"))
NO_OPENCL = opencl_unavailable()

REFUSED = Refusals("generated GPU schedules meant to be legal", limit=0.05)
LAUNCH_REFUSED = Refusals("generated launches (over the GPU model's limits)", limit=0.2)
COVERAGE: collections.Counter = collections.Counter()


def compiled(case: GpuCase):
    """The program and its launch under schedule s, or a discarded example where irc refuses it."""
    note(repr(case))
    REFUSED.draw()
    try:
        prog = irc.parse(case.text, "gen.dsl")
        prog.gpu("s")
    except irc.CompileError as e:
        REFUSED.refuse(repr(case), e.message)
        assume(False)
    COVERAGE.update(case.tags)
    return prog, random_inputs(prog, case.sizes, case.seed)


def simt(prog, case: GpuCase, arrays):
    """The SIMT run, races on; a launch over the GPU's limits is a discarded example."""
    LAUNCH_REFUSED.draw()
    try:
        return prog.simt(schedule="s", **arrays, **case.sizes)
    except LaunchError as e:
        LAUNCH_REFUSED.refuse(repr(case), e.message)
        assume(False)


def opencl(prog, case: GpuCase, arrays):
    """The OpenCL run; a work-group the device cannot hold (PoCL: private arrays past a thread's
    stack) is a discarded example, as a launch over the GPU model's limits is."""
    LAUNCH_REFUSED.draw()
    try:
        return prog.opencl(schedule="s", **arrays, **case.sizes)
    except DeviceLimit as e:
        LAUNCH_REFUSED.refuse(repr(case), str(e))
        assume(False)


@property_settings(MAX_EXAMPLES)
@given(case=gpu_cases())
def test_random_gpu_schedule_matches_reference(case):
    prog, arrays = compiled(case)
    run = simt(prog, case, arrays)
    assert not run.races, run.races[:3]
    out = prog.module.output.func
    err = relative_error(run.outputs[out], prog.reference(**arrays, **case.sizes))
    assert err <= 1e-5, f"max relative error {err:.3g} against the reference"


@pytest.mark.skipif(NO_OPENCL is not None, reason=f"OpenCL cannot run here: {NO_OPENCL}")
@property_settings(OPENCL_EXAMPLES)
@given(case=gpu_cases())
def test_random_gpu_schedule_on_opencl_equals_simt(case):
    prog, arrays = compiled(case)
    on_simt = simt(prog, case, arrays)
    on_opencl = opencl(prog, case, arrays)
    out = prog.module.output.func
    err = relative_error(on_opencl.outputs[out], on_simt.outputs[out])
    assert err <= 1e-5, f"max relative error {err:.3g} against the SIMT interpreter"


def test_few_generated_gpu_schedules_are_refused():
    REFUSED.check()
    LAUNCH_REFUSED.check()


@pytest.fixture(scope="module", autouse=True)
def _report():
    yield
    if REFUSED.refused:
        case, message = REFUSED.refused[0]
        kinds = collections.Counter(m.split(":")[0][:60] for _, m in REFUSED.refused)
        warnings.warn(f"irc refused {len(REFUSED.refused)} generated GPU schedule(s) meant to be legal "
                      f"({dict(kinds.most_common(5))}); first: {message}\n{case}")
    if LAUNCH_REFUSED.refused:
        case, message = LAUNCH_REFUSED.refused[0]
        warnings.warn(f"{len(LAUNCH_REFUSED.refused)} generated launch(es) over the GPU's limits; "
                      f"first: {message}\n{case}")
    if os.environ.get("IRC_GPU_PROPERTY_LOG"):
        with open(os.environ["IRC_GPU_PROPERTY_LOG"], "w") as log:
            log.writelines(f"# {message}\n{case}\n\n" for case, message in REFUSED.refused + LAUNCH_REFUSED.refused)
    if os.environ.get("IRC_GPU_PROPERTY_COVERAGE") == "1":
        warnings.warn(f"GPU schedule words generated (examples that compiled): {dict(COVERAGE.most_common())}")
