"""Schedules built in Python (`prog.schedule()`): the same words and the same checks as a
schedule block of the file, and the same code once compiled."""
from __future__ import annotations

import re

import numpy as np
import pytest

import irc
from conftest import EXAMPLES
from irc.ir.printer import to_str

BLUR = irc.load(EXAMPLES / "blur.dsl")


def ir(schedule) -> str:
    """The final IR, less where the schedule's words were written (a built one has no lines)."""
    return re.sub(r" \(line \d+, column \d+\)", "", to_str(BLUR.lower(schedule)))


def test_a_built_schedule_lowers_exactly_as_the_block_that_spells_it():
    b = BLUR.schedule()
    b.func("blury").tile("y", "x", "yo", "xo", "yi", "xi", 32, 256).vectorize("xi", 8).parallel("yo")
    b.func("blurx").compute_at("blury", "xo").vectorize("x", 8)
    built = b.finish("mine")
    assert "by 256 (line 13, column 26)" in to_str(BLUR.lower("fast")) and ir(built) == ir("fast")
    img = np.random.default_rng(0).random((300, 280)).astype(np.float32)
    assert np.array_equal(BLUR.compile(built)(img), BLUR.compile("fast")(img))


def test_a_policy_is_the_schedule_its_words_build():
    prog = irc.parse(BLUR.module.source.text.split("schedule")[0], "policy.dsl")   # no blocks
    b = prog.schedule()
    b.func("blury").tile("y", "x", "yo", "xo", "yi", "xi", 32, 16)
    b.func("blurx").compute_at("blury", "xo")
    assert to_str(prog.lower(b.finish("t"))) == to_str(prog.lower("tile:32x16"))


@pytest.mark.parametrize("build,message", [
    (lambda b: b.func("in"), "cannot schedule 'in': it is an input; the funcs are blurx, blury"),
    (lambda b: b.func("blury").split("q", "qo", "qi", 8), "func 'blury' has no loop 'q' here; its loops are y, x"),
    (lambda b: b.func("blury").split("x", "y", "xi", 8), "loop name 'y' is already used in func 'blury'"),
    (lambda b: b.func("blury").vectorize("x", 0), "vectorize factor must be positive, got 0"),
    (lambda b: b.func("blury").compute_root(), "'blury' is an output; it is always computed and stored at the root"),
    (lambda b: b.func("blurx").compute_at("blury", "q").schedule.finish("s"),
     "func 'blury' has no loop 'q'; legal: compute_at(blury, y), compute_at(blury, x), or compute_root()"),
    (lambda b: b.func("blurx").split("x", "xo", "xi", 4).schedule.finish("s"),
     "func 'blurx' is computed inline, so it has no loops for 'split'; add blurx.compute_root() or compute_at(...)"),
])
def test_a_bad_word_is_refused_as_in_a_block(build, message):
    with pytest.raises(irc.CompileError) as e:
        build(BLUR.schedule())
    assert (e.value.message, e.value.span) == (message, None)


def test_the_loops_vectorize_makes_can_be_named_as_the_refusals_name_them():
    """Bug: a refusal suggested compute_at(f1, x.o), and the schedule reader refused `x.o` as
    not a loop name; the names `vectorize(x, n)` and `unroll(x, n)` give are writable."""
    text = """param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f0(y, x) = in(y, x - 1) + in(y, x + 1)
func f1(y, x) = f0(y, x) * 2
output f1[H, W]
schedule s { f1.vectorize(x, 8); f0.compute_at(f1, %s) }
"""
    with pytest.raises(irc.CompileError, match=re.escape("legal: compute_at(f1, y), compute_at(f1, x.o), "
                                                         "compute_at(f1, x.v), or compute_root()")):
        irc.parse(text % "q").compile("s")
    prog = irc.parse(text % "x.o")
    img = np.random.default_rng(2).random((48, 64)).astype(np.float32)
    assert np.array_equal(prog.compile("s")(img), prog.reference(img))
    assert "for f1.x.o in" in to_str(prog.lower("s"))


# ----------------------------------------------------------------------------- schedules as text
TILE_TEXT = "blury.tile(y, x, 16, 64); blury.vectorize(xi, 8); blurx.compute_at(blury, xo)"


def test_tile_without_names_names_its_loops_as_halide_does():
    short, long = BLUR.schedule(), BLUR.schedule()
    short.func("blury").tile("y", "x", 16, 64)
    long.func("blury").tile("y", "x", "yo", "xo", "yi", "xi", 16, 64)
    assert ir(short.finish("a")) == ir(long.finish("a"))
    in_a_file = irc.parse(BLUR.module.source.text + "schedule short { blury.tile(y, x, 16, 64) }\n", "short.dsl")
    assert ir(in_a_file.compile("short").schedule) == ir(long.finish("a"))


def test_a_builder_says_its_words_as_the_text_that_builds_it_again():
    b = BLUR.schedule()
    b.func("blury").tile("y", "x", 16, 64).vectorize("xi", 8)
    b.func("blurx").compute_at("blury", "xo")
    assert str(b) == TILE_TEXT and TILE_TEXT in repr(b)
    img = np.random.default_rng(1).random((100, 300), dtype=np.float32)
    from_builder, from_text = BLUR.compile(schedule=b), BLUR.compile(schedule=TILE_TEXT)
    assert ir(from_builder.schedule) == ir(from_text.schedule)
    assert np.array_equal(from_builder(img), from_text(img))
    assert np.abs(from_text(img) - BLUR.reference(img)).max() < 1e-6


def test_a_word_used_by_another_is_said_once():
    gpu = irc.load(EXAMPLES / "gpu" / "matmul.dsl")
    b = gpu.schedule()
    b.func("C").gpu_tile("i", "j", "bi", "bj", "ti", "tj", 32, 32).split("k", "ko", "ki", 32)
    b.cache("A", "C", "ko").pad("A", 1)
    assert str(b) == "C.gpu_tile(i, j, bi, bj, ti, tj, 32, 32); C.split(k, ko, ki, 32); A.cache(C, ko); A.pad(1)"
    assert gpu.lower(str(b)) is not None


def test_a_text_schedule_error_points_into_the_text():
    with pytest.raises(irc.CompileError) as e:
        BLUR.compile(schedule="blurx.compute_root(); blurx.compute_at(blury, q)")
    assert e.value.render(BLUR.module.source).startswith("<schedule>:1:29: error: func 'blury' has no loop 'q'")


def test_a_builder_of_another_program_is_refused():
    other = irc.load(EXAMPLES / "unsharp.dsl").schedule()
    with pytest.raises(irc.UsageError, match="this schedule was built for .*unsharp.dsl, not .*blur.dsl"):
        BLUR.compile(schedule=other)


# ----------------------------------------------------------------------------- strided loops
def _notes(program, schedule) -> list[str]:
    import warnings
    from irc.kinds.funcs import StridedLoop
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        program.compile(schedule)
    return [str(w.message) for w in caught if issubclass(w.category, StridedLoop)]


@pytest.mark.parametrize("schedule", ["root", "tile", "sliding", "fast", "blury.tile(y, x, 8, 8)"])
def test_loops_along_the_contiguous_dimension_say_nothing(schedule):
    assert _notes(BLUR, schedule) == []


@pytest.mark.parametrize("schedule,loop,dim", [
    ("blury.tile(x, y, 64, 64); blurx.compute_at(blury, yo)", "yi", "y"),     # Halide's argument order
    ("blury.reorder(x, y)", "y", "y"),
])
def test_an_innermost_loop_across_rows_is_noted(schedule, loop, dim):
    notes = _notes(BLUR, schedule)
    assert notes == [f"func 'blury' runs its innermost loop '{loop}' along {dim}, not along x, its contiguous "
                     f"dimension (the last index): each step strides a row; irc's tile(a, b, ...) and reorder(...) "
                     f"name loops outer first"]


def test_the_note_reaches_the_command_line(capsys):
    from irc.cli import main
    assert main(["run", str(EXAMPLES / "blur.dsl"), "--schedule", "blury.reorder(x, y)", "--size", "W=64,H=64",
                 "--repeat", "1"]) == 0
    assert "irc: note: func 'blury' runs its innermost loop 'y' along y" in capsys.readouterr().err
