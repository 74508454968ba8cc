"""A small budget of the front-end fuzzer (benchmarks/fuzz_frontend.py; its long runs are in
benchmarks/RESULTS.md): mutated programs through `irc check` never end in an internal error,
an escaped exception, a traceback or a grammar name."""
from __future__ import annotations

import sys

from conftest import ROOT
from property_runs import SEED

sys.path.insert(0, str(ROOT / "benchmarks"))
from fuzz_frontend import failures, fuzz  # noqa: E402


def test_mutated_programs_get_diagnostics_never_internal_errors():
    outcomes = fuzz(cases=100, seed=SEED)
    assert sum(outcomes.values()) == 100 and outcomes["diagnostic"] > 0 and outcomes["ok"] > 0
    assert failures(outcomes) == 0, dict(outcomes)
