"""The error corpus: every bad program, schedule and command line gets one exact diagnostic.

A bad program is a file in tests/errors/ (its first line says what is wrong); its whole stderr
is pinned below — `file:line:col: error: message`, the source line, the caret, any notes — and
the exit status is 1.  A bad command line exits 2 with `irc: error: ...`.  Nothing may print a
Python traceback or one of Lark's terminal names (`__ANON_3`, `RPAR`, `$END`).
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from irc.cli import main

ROOT = Path(__file__).resolve().parent.parent
ERRORS = Path(__file__).resolve().parent / "errors"
BLUR = "examples/blur.dsl"
LARK_NAMES = ("__ANON", "RPAR", "LPAR", "RSQB", "$END", "_NL", "Traceback")

# name -> the exact stderr of `irc compile tests/errors/NAME.dsl` (run from tests/errors)
PROGRAMS = {
    "reserved_name": """\
reserved_name.dsl:2:1: error: 'func' is a reserved name
param func: i32 = 3
^~~~~~~~~~~~~~~~~~~
""",
    "two_decls_one_line": """\
two_decls_one_line.dsl:2:18: error: unexpected 'input'; expected an operator, ';' or end of line
param W: i32 = 4 input in: f32[W]
                 ^~~~~
""",
    "bool_arithmetic": """\
bool_arithmetic.dsl:5:16: error: '+' needs numbers, not f32 and bool; write select(cond, 1, 0) to use a bool as a number
func f(y, x) = in(y, x) + (x > 2)
               ^~~~~~~~~~~~~~~~~~
""",
    "boundary_none_read": """\
boundary_none_read.dsl:4:1: error: input 'in' is read over [-1, H] x [-1, W] but declared [0, H) x [0, W); use `boundary clamp` or `boundary zero`, or shrink the output's range
input in: f32[H, W]
^~~~~~~~~~~~~~~~~~~
""",
    "duplicate_definition": """\
duplicate_definition.dsl:6:1: error: 'f' is already defined, as the func at line 5
func f(y, x) = in(y, x) * 2
^~~~~~~~~~~~~~~~~~~~~~~~~~~
""",
    "float_mod": """\
float_mod.dsl:5:16: error: '%' needs integer operands, not f32; for floats write a - floor(a / b) * b
func f(y, x) = in(y, x) % 2.0
               ^~~~~~~~~~~~~~
""",
    "implicit_range": """\
implicit_range.dsl:6:21: error: cannot infer the range of 'k': it indexes no input directly; write sum(k in lo .. hi: ...)
func f(y, x) = g(y, k)
                    ^
""",
    "no_func": """\
no_func.dsl:4:35: error: the program defines no func and no kernel; add e.g. `func f(x) = ...` and `output f[N]`
input in: f32[H, W] boundary clamp
                                  ^
""",
    "no_output": """\
no_output.dsl:5:1: error: the program has no output; add e.g. `output f[...]`
func f(y, x) = in(y, x)
^~~~~~~~~~~~~~~~~~~~~~~
""",
    "output_is_input": """\
output_is_input.dsl:6:8: error: output 'in' is an input; an output must be a func
output in[H, W]
       ^~
""",
    "output_undefined": """\
output_undefined.dsl:6:8: error: output 'g' is not defined; an output must be a func
output g[H, W]
       ^
""",
    "output_wrong_ranges": """\
output_wrong_ranges.dsl:6:1: error: func 'f' has 2 dimensions (y, x), but the output gives 1 range
output f[H]
^~~~~~~~~~~
""",
    "sched_compute_at_cycle": """\
sched_compute_at_cycle.dsl:9:16: error: cannot compute 'b' at 'c': 'c' is itself computed inside 'b'; compute_at cannot go round in a circle
schedule s { b.compute_at(c, x); c.compute_at(b, x); a.compute_at(d, x) }
               ^~~~~~~~~~~~~~~~
""",
    "sched_compute_at_input": """\
sched_compute_at_input.dsl:9:20: error: compute_at target 'in' is not a func; the funcs are blurx, blury
schedule s { blurx.compute_at(in, x) }
                   ^~~~~~~~~~~~~~~~~
""",
    "sched_compute_at_no_loop": """\
sched_compute_at_no_loop.dsl:9:47: error: func 'blury' has no loop 'z'; legal: compute_at(blury, yo), compute_at(blury, yi), compute_at(blury, x), or compute_root()
schedule s { blury.split(y, yo, yi, 8); blurx.compute_at(blury, z) }
                                              ^~~~~~~~~~~~~~~~~~~~
""",
    "sched_compute_at_non_reader": """\
sched_compute_at_non_reader.dsl:10:34: error: cannot compute 'a' at 'c': neither 'c' nor a func computed in its loops reads 'a'; funcs that read it: b
schedule s { b.compute_root(); a.compute_at(c, x) }
                                 ^~~~~~~~~~~~~~~~
""",
    "sched_compute_at_reader_outside": """\
sched_compute_at_reader_outside.dsl:10:34: error: cannot compute 'a' at 'c.x': 'b' also reads it outside that loop; compute it at a loop that encloses every reader, or compute_root()
schedule s { b.compute_root(); a.compute_at(c, x) }
                                 ^~~~~~~~~~~~~~~~
""",
    "sched_compute_at_self": """\
sched_compute_at_self.dsl:9:20: error: cannot compute 'blurx' at its own loop; compute it at a loop of a func that reads it (blury)
schedule s { blurx.compute_at(blurx, x) }
                   ^~~~~~~~~~~~~~~~~~~~
""",
    "sched_duplicate_name": """\
sched_duplicate_name.dsl:10:1: error: schedule 's' is defined twice
schedule s { blurx.compute_inline() }
^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
""",
    "sched_gpu_word": """\
sched_gpu_word.dsl:9:20: error: 'gpu_tile' schedules GPU kernels; the pipeline backend (C) cannot honour it
schedule s { blury.gpu_tile(y, x, 16, 16) }
                   ^~~~~~~~~~~~~~~~~~~~~~
""",
    "sched_inline_has_no_loops": """\
sched_inline_has_no_loops.dsl:9:20: error: func 'blurx' is computed inline, so it has no loops for 'split'; add blurx.compute_root() or compute_at(...)
schedule s { blurx.split(x, xo, xi, 8) }
                   ^~~~~~~~~~~~~~~~~~~
""",
    "sched_inline_output": """\
sched_inline_output.dsl:9:20: error: 'blury' is the output; it cannot be computed inline
schedule s { blury.compute_inline() }
                   ^~~~~~~~~~~~~~~~
""",
    "sched_reorder_twice": """\
sched_reorder_twice.dsl:9:20: error: reorder names a loop twice
schedule s { blury.reorder(x, y, x) }
                   ^~~~~~~~~~~~~~~~
""",
    "sched_split_factor_negative": """\
sched_split_factor_negative.dsl:9:37: error: split factor must be positive, got -4
schedule s { blury.split(x, xo, xi, -4) }
                                    ^~
""",
    "sched_split_factor_not_constant": """\
sched_split_factor_not_constant.dsl:9:37: error: argument 4 of split must be an integer constant
schedule s { blury.split(x, xo, xi, W) }
                                    ^
""",
    "sched_split_factor_zero": """\
sched_split_factor_zero.dsl:9:37: error: split factor must be positive, got 0
schedule s { blury.split(x, xo, xi, 0) }
                                    ^
""",
    "sched_split_no_loop": """\
sched_split_no_loop.dsl:9:26: error: func 'blury' has no loop 'z' here; its loops are y, x
schedule s { blury.split(z, zo, zi, 8) }
                         ^
""",
    "sched_split_reused_name": """\
sched_split_reused_name.dsl:9:29: error: loop name 'y' is already used in func 'blury'
schedule s { blury.split(x, y, xi, 8) }
                            ^
""",
    "sched_split_same_names": """\
sched_split_same_names.dsl:9:33: error: split's outer and inner loops need different names, got 'xi' twice
schedule s { blury.split(x, xi, xi, 8) }
                                ^~
""",
    "sched_store_inside_compute": """\
sched_store_inside_compute.dsl:9:47: error: 'blurx' is stored at blury.yi, inside the loop blury.yo where it is computed; storage must be at or outside it
schedule s { blury.split(y, yo, yi, 8); blurx.store_at(blury, yi).compute_at(blury, yo) }
                                              ^~~~~~~~~~~~~~~~~~~
""",
    "sched_tile_arity": """\
sched_tile_arity.dsl:9:20: error: tile takes 8 arguments, got 7
schedule s { blury.tile(y, x, yo, xo, yi, xi, 64) }
                   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
""",
    "sched_tile_same_loop": """\
sched_tile_same_loop.dsl:9:28: error: tile needs two different loops, got 'y' twice
schedule s { blury.tile(y, y, yo, xo, yi, xi, 8, 8) }
                           ^
""",
    "sched_unknown_func": """\
sched_unknown_func.dsl:9:14: error: cannot schedule 'blurz': it is not a func; the funcs are blurx, blury
schedule s { blurz.compute_root() }
             ^~~~~
""",
    "sched_unknown_word": """\
sched_unknown_word.dsl:9:20: error: unknown schedule word 'compute_rot' (did you mean 'compute_root'?); the words are compute_root, compute_inline, compute_at, store_root, store_at, split, tile, reorder, vectorize, parallel, unroll
schedule s { blurx.compute_rot() }
                   ^~~~~~~~~~~~~
""",
    "self_reference": """\
self_reference.dsl:5:16: error: func 'f' refers to itself
func f(y, x) = f(y, x - 1) + in(y, x)
               ^~~~~~~~~~~
""",
    "size_default_float": """\
size_default_float.dsl:2:16: error: a size must be an integer expression, not f32
param W: i32 = 64.5
               ^~~~
""",
    "size_default_negative": """\
size_default_negative.dsl:2:16: error: size 'W' must be positive, got -4
param W: i32 = -4
               ^~
""",
    "syntax_chained_comparison": """\
syntax_chained_comparison.dsl:5:29: error: comparisons do not chain: write a < b && b < c
func f(y, x) = select(0 < x < W, in(y, x), 0)
                            ^
""",
    "syntax_eof_in_brackets": """\
syntax_eof_in_brackets.dsl:5:27: error: unexpected end of file; expected an expression
func f(y, x) = (in(y, x) +
                          ^
note: the '(' at line 5, column 16 is not closed
""",
    "syntax_missing_colon": """\
syntax_missing_colon.dsl:2:9: error: unexpected 'i32'; expected ':'
param W i32 = 64
        ^~~
""",
    "syntax_missing_operand": """\
syntax_missing_operand.dsl:5:27: error: unexpected ')'; expected an expression
func f(y, x) = in(y, x) + )
                          ^
""",
    "syntax_missing_rpar": """\
syntax_missing_rpar.dsl:6:1: error: unexpected 'output'; expected an operator or ')'
output f[H, W]
^~~~~~
note: the '(' at line 5, column 16 is not closed
""",
    "syntax_stray_char": """\
syntax_stray_char.dsl:5:25: error: unexpected character '$'
func f(y, x) = in(y, x) $ 2
                        ^
""",
    "syntax_token_after_expr": """\
syntax_token_after_expr.dsl:5:25: error: unexpected '2'; expected an operator, ';' or end of line
func f(y, x) = in(y, x) 2
                        ^
""",
    "syntax_unexpected_eof": """\
syntax_unexpected_eof.dsl:5:26: error: unexpected end of file; expected an expression
func f(y, x) = in(y, x) +
                         ^
""",
    "unknown_boundary": """\
unknown_boundary.dsl:3:27: error: unknown boundary 'mirror'; expected clamp, zero or none
input in: f32[W] boundary mirror
                          ^~~~~~
""",
    "unknown_func": """\
unknown_func.dsl:5:16: error: unknown function 'blur'
func f(y, x) = blur(y, x)
               ^~~~
""",
    "unknown_name": """\
unknown_name.dsl:5:27: error: unknown name 'scale' in func 'f'; its arguments are y, x
func f(y, x) = in(y, x) * scale
                          ^~~~~
""",
    "unknown_type": """\
unknown_type.dsl:3:11: error: unknown type 'f16'; expected one of f32, f64, i32, i64, bool
input in: f16[W] boundary clamp
          ^~~
""",
    "wrong_index_count": """\
wrong_index_count.dsl:5:16: error: 'in' has 2 dimensions, indexed with 1
func f(y, x) = in(y)
               ^~~~~
""",
}


def run_main(argv, capsys) -> tuple[int, str, str]:
    rc = main(argv)
    out, err = capsys.readouterr()
    for word in LARK_NAMES:
        assert word not in err, f"{word!r} reached the user:\n{err}"
    return rc, out, err


def test_every_error_file_is_pinned():
    files = {p.stem for p in ERRORS.glob("*.dsl")}
    assert files == set(PROGRAMS), f"unpinned: {sorted(files - set(PROGRAMS))}, " \
                                   f"missing: {sorted(set(PROGRAMS) - files)}"
    for p in ERRORS.glob("*.dsl"):
        assert p.read_text().startswith("# "), f"{p.name}: the first line should say what is wrong"


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_bad_program(name, capsys, monkeypatch):
    monkeypatch.chdir(ERRORS)
    rc, out, err = run_main(["compile", f"{name}.dsl", "--emit", "ir"], capsys)
    assert (rc, out) == (1, "")
    assert err == PROGRAMS[name]


# (argv, exit status, exact stderr); run from the repository root.  TMP is tmp_path.
COMMAND_LINES = {
    "missing_file": (["compile", "nope.dsl"], 2,
                     "irc: error: cannot read 'nope.dsl': No such file or directory\n"),
    "directory": (["compile", "examples"], 2,
                  "irc: error: cannot read 'examples': Is a directory\n"),
    "unknown_schedule": (["compile", BLUR, "--schedule", "blah"], 2,
                         "irc: error: unknown schedule 'blah'; available: root, inline, tile, sliding, fast "
                         "(and tile:AxB)\n"),
    "zero_tile_policy": (["compile", "examples/matmul.dsl", "--schedule", "tile:0x4"], 2,
                         "irc: error: schedule 'tile:0x4': tile sizes must be positive\n"),
    "unknown_emit": (["compile", BLUR, "--emit", "asm"], 2,
                     "irc: error: unknown --emit 'asm'; expected one of c, ir, stats\n"),
    "unknown_pass": (["compile", BLUR, "--print-ir-after=bogus"], 2, None),  # lists the pipeline
    "size_not_int": (["run", BLUR, "--size", "W=abc"], 2,
                     "irc: error: malformed --size 'W=abc': expected NAME=INT[,NAME=INT...]\n"),
    "size_no_equals": (["run", BLUR, "--size", "W4096"], 2,
                       "irc: error: malformed --size 'W4096': expected NAME=INT[,NAME=INT...]\n"),
    "size_empty_item": (["run", BLUR, "--size", "W=8,,H=8"], 2,
                        "irc: error: malformed --size 'W=8,,H=8': expected NAME=INT[,NAME=INT...]\n"),
    "size_zero": (["run", BLUR, "--size", "W=0"], 2, "irc: error: size W must be positive, got 0\n"),
    "size_too_large": (["run", BLUR, "--size", "W=3000000000"], 2,
                       "irc: error: size W=3000000000 does not fit in i32\n"),
    "unknown_size_run": (["run", BLUR, "--size", "Q=3"], 2,
                         "irc: error: unknown size 'Q'; this program's sizes: W, H\n"),
    "unknown_size_compile": (["compile", BLUR, "--size", "Q=3"], 2,
                             "irc: error: unknown size 'Q'; this program's sizes: W, H\n"),
    "repeat_zero": (["run", BLUR, "--repeat", "0"], 2,
                    "irc: error: argument --repeat: must be a positive integer, got '0'\n"),
    "bench_repeat_zero": (["bench", BLUR, "--repeat", "0"], 2,
                          "irc: error: argument --repeat: must be a positive integer, got '0'\n"),
    "bench_unknown_schedule": (["bench", BLUR, "--schedules", "root,zzz", "--size", "W=16,H=16"], 2,
                               "irc: error: unknown schedule 'zzz'; available: root, inline, tile, sliding, "
                               "fast (and tile:AxB)\n"),
    "input_no_equals": (["run", BLUR, "--input", "photo.png"], 2,
                        "irc: error: bad --input 'photo.png': expected NAME=PATH with NAME one of in\n"),
    "input_unknown_name": (["run", BLUR, "--input", "out=x.npy"], 2,
                           "irc: error: bad --input 'out=x.npy': expected NAME=PATH with NAME one of in\n"),
    "input_bad_suffix": (["run", BLUR, "--input", "in=photo.txt"], 2,
                         "irc: error: cannot read 'photo.txt': use a .npy or .png file\n"),
    "input_missing": (["run", BLUR, "--input", "in=TMP/none.npy"], 2,
                      "irc: error: cannot read 'TMP/none.npy': no such file\n"),
    "input_not_png": (["run", BLUR, "--input", "in=TMP/bad.png"], 2,
                      "irc: error: cannot read 'TMP/bad.png': cannot identify image file 'TMP/bad.png'\n"),
    "output_bad_suffix": (["run", BLUR, "-o", "out.txt"], 2,
                          "irc: error: cannot write 'out.txt': use a .npy or .png file\n"),
    "output_unwritable": (["compile", BLUR, "-o", "TMP/no/dir/blur.c"], 2,
                          "irc: error: cannot write 'TMP/no/dir/blur.c': No such file or directory\n"),
    "dump_dir_is_a_file": (["compile", BLUR, "--dump-dir", "TMP/bad.png"], 2,
                           "irc: error: cannot write 'TMP/bad.png': File exists\n"),
    "split_larger_than_extent": (["run", BLUR, "--schedule", "fast", "--size", "W=100,H=100", "--repeat", "1"],
                                 1, "irc: error: blury.x has extent smaller than its split factor 256 (split at "
                                    "line 13, column 26); use sizes of at least 256, or a smaller factor\n"),
}


@pytest.mark.parametrize("case", sorted(COMMAND_LINES))
def test_bad_command_line(case, capsys, monkeypatch, tmp_path):
    argv, status, expected = COMMAND_LINES[case]
    (tmp_path / "bad.png").write_text("not a png")
    argv = [a.replace("TMP", str(tmp_path)) for a in argv]
    monkeypatch.chdir(ROOT)
    rc, out, err = run_main(argv, capsys)
    assert (rc, out) == (status, "")
    if expected is None:
        from irc.pipeline import PIPELINE
        expected = f"irc: error: unknown pass 'bogus'; passes: {', '.join(PIPELINE)}\n"
    assert err == expected.replace("TMP", str(tmp_path))


def _subprocess(*argv):
    # -I: the installed irc, not the source tree that the working directory would put first
    return subprocess.run([sys.executable, "-I", "-m", "irc.cli", *argv], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)


@pytest.mark.parametrize("name", ["syntax_missing_rpar", "sched_compute_at_no_loop"])
def test_bad_program_in_a_real_process(name):
    r = _subprocess("compile", f"tests/errors/{name}.dsl")
    assert "Traceback" not in r.stderr
    assert (r.returncode, r.stdout) == (1, "")
    assert r.stderr == PROGRAMS[name].replace(f"{name}.dsl", f"tests/errors/{name}.dsl")


@pytest.mark.parametrize("case", ["missing_file", "size_no_equals", "split_larger_than_extent"])
def test_bad_command_line_in_a_real_process(case):
    argv, status, expected = COMMAND_LINES[case]
    r = _subprocess(*argv)
    assert "Traceback" not in r.stderr
    assert (r.returncode, r.stdout, r.stderr) == (status, "", expected)


# Refusals that need the program lowered under a schedule: (program, schedule, exact stderr).
LOWERING = {
    "split_wider_than_region": ("""\
param W: i32 = 64
param H: i32 = 64
input in0: f32[H, W] boundary clamp
func f0(y, x) = in0(y, x)
func f1(y, x) = f0(y, x)
output f1[H, W]
schedule s { f0.compute_at(f1, x).vectorize(x, 4) }
""", "s", """\
lowered.dsl:7:35: error: 'f0' is computed over fewer than 4 points of 'x' at a time, which its split by 4 needs; compute it at an outer loop, or split by less
schedule s { f0.compute_at(f1, x).vectorize(x, 4) }
                                  ^~~~~~~~~~~~~~~
"""),
}


@pytest.mark.parametrize("case", sorted(LOWERING))
def test_refused_while_lowering(case, capsys, monkeypatch, tmp_path):
    text, schedule, expected = LOWERING[case]
    (tmp_path / "lowered.dsl").write_text(text)
    monkeypatch.chdir(tmp_path)
    rc, out, err = run_main(["compile", "lowered.dsl", "--schedule", schedule], capsys)
    assert (rc, out, err) == (1, "", expected)
