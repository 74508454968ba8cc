"""`irc compile --verify-each` of a GPU schedule: after every pass, the IR so far runs on the SIMT
interpreter against the numpy reference, and the first pass whose IR computes something else, faults
or races is named (it was refused as bad usage: "--verify-each builds C after each pass")."""
from __future__ import annotations

import os
from dataclasses import replace

import pytest

import irc as irc_api
from conftest import ROOT
from irc.cli import main
from irc.ir.nodes import Barrier, Binary, Block, Const, Load, Store
from irc.ir.visitor import Mutator
from irc.lower.pipelines import FUNCS_TO_OPENCL, FUNCS_TO_SIMT, PASSES
from irc.schedule.gpu import maps_gpu
from irc.schedule.resolve import resolve

GPU = ROOT / "examples" / "gpu"
MATMUL = str(GPU / "matmul.dsl")
EVERY_GPU_SCHEDULE = [(p.stem, s) for p in sorted(GPU.glob("*.dsl")) for s in irc_api.load(p).schedules
                      if maps_gpu(resolve(irc_api.load(p).module, s))]


def verify_each(capsys, path: str, schedule: str, *more: str) -> tuple[int, list[str]]:
    rc = main(["compile", path, "--schedule", schedule, "--verify-each", "-o", os.devnull, *more])
    return rc, capsys.readouterr().err.splitlines()


@pytest.mark.parametrize("example,schedule", EVERY_GPU_SCHEDULE)
def test_every_gpu_schedule_passes_verify_each(capsys, example, schedule):
    rc, lines = verify_each(capsys, str(GPU / f"{example}.dsl"), schedule)
    assert rc == 0, lines
    assert [line.split()[2] for line in lines] == list(FUNCS_TO_SIMT.passes)
    assert all(" ok (max relative error " in line for line in lines), lines


def test_verify_each_of_the_opencl_pipeline_runs_its_flattened_launch(capsys):
    rc, lines = verify_each(capsys, str(GPU / "transpose.dsl"), "padded", "--emit", "opencl")
    assert rc == 0, lines
    assert [line.split()[2] for line in lines] == list(FUNCS_TO_OPENCL.passes)
    assert all(" ok (max relative error " in line for line in lines) and "at M=35)" in lines[-1], lines


def _broken(name: str, mutator: Mutator):
    """Pass `name` followed by `mutator`: a pass with a bug."""
    real = PASSES[name]
    return lambda fn, ctx: replace(fn, body=mutator.visit(real(fn, ctx).body))


class _OffByOne(Mutator):
    def visit_Store(self, s: Store):
        return replace(s, value=Binary("+", s.value, Const(1.0, "f32"), "f32")) if s.buffer == "C" else s


class _PastTheEnd(Mutator):
    def visit_Load(self, e: Load):
        return replace(e, indices=(Binary("+", e.indices[0], Const(1000, "i32"), "i32"), *e.indices[1:])) \
            if e.buffer == "A" else e


class _NoBarriers(Mutator):
    def visit_Barrier(self, s: Barrier):
        return Block(())


@pytest.mark.parametrize("mutator,failure", [
    (_OffByOne(), "verify-each: after cache             MISMATCH (max relative error"),
    (_PastTheEnd(), "verify-each: after cache             FAILED (at N=35: faults on the SIMT interpreter: "
                    "out-of-bounds read of 'A'"),
    (_NoBarriers(), "verify-each: after cache             FAILED (at N=35: races on the SIMT interpreter: ")])
def test_verify_each_names_a_gpu_pass_that_breaks_the_result(capsys, monkeypatch, mutator, failure):
    monkeypatch.setitem(PASSES, "cache", _broken("cache", mutator))
    rc, lines = verify_each(capsys, MATMUL, "gpu_tiled")
    assert rc == 70
    assert all(line.startswith(f"verify-each: after {p:<17} ok (") for line, p in zip(lines[:6], FUNCS_TO_SIMT.passes))
    assert lines[6].startswith(failure), lines[6]
    assert lines[7].startswith("irc: internal compiler error: the IR after pass 'cache' ")
