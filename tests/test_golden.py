"""Golden files: the IR after every pass and the generated C, for every example and schedule.

Regenerate with `pytest --update-golden` and review the diff like code.
"""
from __future__ import annotations

import io

import pytest

import irc
from conftest import EXAMPLES
from irc.dumps import Dumper
from irc.pass_manager import Instrumentation

CASES = [(path.stem, s) for path in sorted(EXAMPLES.glob("*.dsl")) for s in irc.load(path).schedules]


@pytest.mark.parametrize("example,schedule", CASES)
def test_ir_after_every_pass(example, schedule, golden):
    program = irc.load(EXAMPLES / f"{example}.dsl")
    out = io.StringIO()
    program.lower(schedule, Instrumentation(after=Dumper(f"schedule={schedule}", after_all=True, out=out)))
    golden(f"{example}/{schedule}.ir", out.getvalue())


@pytest.mark.parametrize("example,schedule", CASES)
def test_generated_c(example, schedule, golden):
    from irc.backends.c.emit import emit_c
    program = irc.load(EXAMPLES / f"{example}.dsl")
    golden(f"{example}/{schedule}.c", emit_c(program.lower(schedule)).source)
