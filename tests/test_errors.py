"""The error corpus: every bad program, schedule and command line gets one exact diagnostic.

A bad program is a file in tests/errors/ (its first line says what is wrong); its whole stderr
is pinned at its end — `file:line:col: error: message`, the source line, the caret, any notes —
one `# ERROR: ` line per line of stderr (tests/corpus.py reads them), and the exit status is 1.
A fault of a kernel is a file in tests/errors/faults/ whose `# RUN: irc simt %s ...` lines say how
it is run, each followed by its ERROR lines; a file run several ways names each run,
`# RUN(oob_at_a_given_size): ...`, and that name is the test's id (otherwise the file's name is).
The diagnostics live next to the source they point at, so a changed line shows its caret beside it.
A bad command line exits 2 with `irc: error: ...`.  Nothing may print a Python traceback or one
of Lark's terminal names (`__ANON_3`, `RPAR`, `$END`).
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from command_lines import COMMAND_LINES
from corpus import cases, corpus, problems

import irc
from irc.cli import main

ROOT = Path(__file__).resolve().parent.parent
ERRORS = Path(__file__).resolve().parent / "errors"
FAULTS_DIR = ERRORS / "faults"
LARK_NAMES = ("__ANON", "RPAR", "LPAR", "RSQB", "$END", "_NL", "Traceback")

# name -> the case of tests/errors/NAME.dsl: its stderr under `irc check NAME.dsl`,
# run from tests/errors
PROGRAMS = corpus(ERRORS)
# name -> a RUN group of tests/errors/faults/: `irc simt` run from there
FAULTS = corpus(FAULTS_DIR)


def run_main(argv, capsys) -> tuple[int, str, str]:
    rc = main(argv)
    out, err = capsys.readouterr()
    for word in LARK_NAMES:
        assert word not in err, f"{word!r} reached the user:\n{err}"
    return rc, out, err


def _check_file(path: Path, runs: bool) -> None:
    """The first line says what is wrong; the file ends with its ERROR lines, under RUN lines if `runs`."""
    assert path.read_text().startswith("# "), f"{path.name}: the first line should say what is wrong"
    assert not problems(path), f"{path.name}: {problems(path)}"
    groups = cases(path)
    assert groups, f"{path.name}: no `# ERROR:` lines"
    for c in groups:
        assert c.stderr, f"{path.name}: '{c.name}' has a RUN line but no `# ERROR:` lines"
        assert (c.command is not None) == runs, \
            f"{path.name}: " + ("every group needs a `# RUN: irc ...` line" if runs else
                                "a bad program runs as `irc check NAME.dsl`, with no RUN line")


def test_every_error_file_is_pinned():
    for p in ERRORS.glob("*.dsl"):
        _check_file(p, runs=False)
        assert len(cases(p)) == 1, f"{p.name}: one ERROR block"


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_bad_program(name, capsys, monkeypatch):
    monkeypatch.chdir(ERRORS)
    rc, out, err = run_main(["check", f"{name}.dsl"], capsys)
    assert (rc, out) == (1, "")
    assert err == PROGRAMS[name].stderr


# COMMAND_LINES: (argv, exit status, exact stderr); run from the repository root.  TMP is tmp_path.
@pytest.mark.parametrize("case", sorted(COMMAND_LINES))
def test_bad_command_line(case, capsys, monkeypatch, tmp_path):
    argv, status, expected = COMMAND_LINES[case]
    (tmp_path / "bad.png").write_text("not a png")
    argv = [a.replace("TMP", str(tmp_path)) for a in argv]
    monkeypatch.chdir(ROOT)
    rc, out, err = run_main(argv, capsys)
    assert (rc, out) == (status, "")
    if expected is None:
        from irc.lower.pipelines import FUNCS_TO_C
        expected = f"irc: error: unknown pass 'bogus'; passes: {', '.join(FUNCS_TO_C.passes)}\n"
    assert err == expected.replace("TMP", str(tmp_path))


def _subprocess(*argv):
    # -I: the installed irc, not the source tree that the working directory would put first
    return subprocess.run([sys.executable, "-I", "-m", "irc.cli", *argv], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)


@pytest.mark.parametrize("name", ["syntax_missing_rpar", "sched_compute_at_no_loop", "kernel_syntax_missing_brace",
                                  "kernel_grid_uses_thread_index", "kernel_check_brackets"])
def test_bad_program_in_a_real_process(name):
    r = _subprocess("check", f"tests/errors/{name}.dsl")
    assert "Traceback" not in r.stderr
    assert (r.returncode, r.stdout) == (1, "")
    assert r.stderr == PROGRAMS[name].stderr.replace(f"{name}.dsl", f"tests/errors/{name}.dsl")


@pytest.mark.parametrize("case", ["missing_file", "size_no_equals", "split_larger_than_extent"])
def test_bad_command_line_in_a_real_process(case):
    argv, status, expected = COMMAND_LINES[case]
    r = _subprocess(*argv)
    assert "Traceback" not in r.stderr
    assert (r.returncode, r.stdout, r.stderr) == (status, "", expected)


# Refusals that need the program lowered under a schedule: (program, schedule, exact stderr).
LOWERING = {
    # the output's channels are 3, fewer than the vector of 4 (an output's region never grows)
    "split_wider_than_output": ("""\
param W: i32 = 64
input in0: f32[3, W] boundary clamp
func f1(c, x) = in0(c, x) * 2.0
output f1[3, W]
schedule s { f1.reorder(x, c).vectorize(c, 4) }
""", "s", """\
lowered.dsl:5:31: error: 'f1' is computed over fewer than 4 points of 'c' at a time, which its split by 4 needs; compute it at an outer loop, or split by less
schedule s { f1.reorder(x, c).vectorize(c, 4) }
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


# ---- run-time faults of kernels: `irc simt` run from tests/errors/faults/, exit 1, nothing on stdout.
# A fault names the buffer, the index, the dimension and its extent, the block and the thread, and
# points at the DSL line; a launch the GPU would refuse says which limit it breaks.  In a RUN line,
# %t is tmp_path, holding the .npy buffers that _buffers writes.


def _buffers(where: Path) -> None:
    import numpy as np
    np.save(where / "idx.npy", np.array([0, 1, 2, 3, 4, 5, 6, 9], np.int32))   # 9: past the end of x[8]
    np.save(where / "f64.npy", np.zeros(256, np.float64))
    np.save(where / "short.npy", np.zeros(100, np.float32))
    np.save(where / "square.npy", np.zeros((16, 16), np.float32))
    np.save(where / "f32_256.npy", np.zeros(256, np.float32))


def test_every_fault_file_is_used():
    """Every file is run, and no two runs share a name (the name picks the run, and is its test id)."""
    names = [c.name for p in FAULTS_DIR.glob("*.dsl") for c in cases(p)]
    assert len(names) == len(set(names)) == len(FAULTS), \
        f"repeated RUN names: {sorted({n for n in names if names.count(n) > 1})}; name every run of a file " \
        "run several ways, # RUN(name): ..."
    for p in FAULTS_DIR.glob("*.dsl"):
        _check_file(p, runs=True)


@pytest.mark.parametrize("name", sorted(FAULTS))
def test_fault(name, capsys, monkeypatch, tmp_path):
    case = FAULTS[name]
    _buffers(tmp_path)
    monkeypatch.chdir(FAULTS_DIR)
    rc, out, err = run_main(case.argv(case.path.name, tmp_path), capsys)
    assert (rc, out) == (1, "")
    assert err == case.stderr


@pytest.mark.parametrize("name", ["oob_read", "barrier_in_if", "shared_too_large", "input_wrong_shape"])
def test_fault_in_a_real_process(name, tmp_path):
    case = FAULTS[name]
    _buffers(tmp_path)
    where = "tests/errors/faults/"
    r = _subprocess(*case.argv(where + case.path.name, tmp_path))
    assert "Traceback" not in r.stderr
    assert (r.returncode, r.stdout) == (1, "")
    assert r.stderr == where + case.stderr


def test_shared_memory_over_the_a6000_fits_on_the_h100(capsys, monkeypatch):
    monkeypatch.chdir(FAULTS_DIR)
    rc, out, err = run_main(["simt", "shared_too_large.dsl", "--gpu", "h100", "--no-races"], capsys)
    assert (rc, err) == (0, "")
    assert "131072 bytes of shared memory per block" in out and "NVIDIA H100" in out


def test_an_endless_while_loop_is_reported_on_the_trip_that_proves_it(capsys, monkeypatch, tmp_path):
    import irc.backends.simt.interpreter as interpreter
    monkeypatch.setattr(interpreter, "MAX_WHILE_TRIPS", 50)       # not the cap: the first trip proves it
    (tmp_path / "spin.dsl").write_text("""\
# the loop never ends: i does not change
kernel spin(a: f32[32]) grid(1) block(32) {
  var i: i32 = 0
  while i < 10 {
    a[threadIdx.x] = 1
  }
}
""")
    monkeypatch.chdir(tmp_path)
    rc, out, err = run_main(["simt", "spin.dsl", "--no-races"], capsys)
    assert (rc, out) == (1, "")
    assert err == """\
spin.dsl:4:3: error: while loop of kernel 'spin' never ends: a trip changed nothing its condition depends on \
(i = 0), so its condition holds forever in block (x=0) thread (x=0)
  while i < 10 {
  ^~~~~~~~~~~~~~
"""


def test_bool_literals_in_a_kernel_run(capsys, monkeypatch, tmp_path):
    """`true` / `false` in a kernel once reached the interpreter as checker-only nodes (refused)."""
    (tmp_path / "flags.dsl").write_text("""\
param N: i32 = 64
kernel flags(a: f32[N]) grid(1) block(64) {
  var seen: bool = false
  if threadIdx.x < 4 {
    seen = true
  }
  a[threadIdx.x] = select(seen, 1, 0)
}
check flags: a(i) = select(i < 4, 1, 0)
""")
    monkeypatch.chdir(tmp_path)
    rc, _, err = run_main(["simt", "flags.dsl"], capsys)
    assert (rc, err) == (0, "")


@pytest.mark.parametrize("separator", ["\f", "\v", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029"])
def test_the_quoted_line_is_the_line_the_lexer_counts(separator, capsys, monkeypatch, tmp_path):
    """Bug: the quoted line was taken from str.splitlines, which also breaks at form feeds and
    Unicode separators that the lexer does not count as line ends (a wrong line was quoted)."""
    (tmp_path / "sep.dsl").write_text(f"# a comment{separator}with a break in it\nparam N: i32 = 8\n"
                                      "input a: f32[N]\nfunc f(x) = a(x) + q\noutput f[N]\n")
    monkeypatch.chdir(tmp_path)
    rc, _, err = run_main(["compile", "sep.dsl"], capsys)
    assert (rc, err.splitlines()[1]) == (1, "func f(x) = a(x) + q")


def test_parse_takes_the_line_endings_load_takes():
    """Bug: irc.parse saw CR-only text as one line (irc.load normalises, as reading a file does)."""
    text = "param N: i32 = 8\rinput a: f32[N]\rfunc f(x) = a(x) * 2\routput f[N]\r"
    assert irc.parse(text).compile()(np.ones(8, np.float32)).tolist() == [2.0] * 8
    with pytest.raises(irc.CompileError) as e:
        irc.parse(text.replace("* 2", "* q"))
    assert (e.value.span.line, e.value.span.column) == (3, 20)


def test_inlining_past_the_deepest_expression_is_refused(capsys, monkeypatch, tmp_path):
    """Four funcs each 900 calls deep inline into one expression 3,600 deep: refused, naming the
    funcs (the walk of it overflowed Python's recursion limit, a traceback); root works."""
    deep = lambda inner: "abs(" * 900 + inner + ")" * 900  # noqa: E731
    lines = ["param N: i32 = 8", "input a: f32[N]", f"func g1(x) = {deep('a(x)')}"]
    lines += [f"func g{k}(x) = {deep(f'g{k - 1}(x)')}" for k in (2, 3, 4)] + ["output g4[N]"]
    (tmp_path / "chain.dsl").write_text("\n".join(lines) + "\n")
    monkeypatch.chdir(tmp_path)
    assert run_main(["compile", "chain.dsl", "--schedule", "root", "--emit", "ir"], capsys)[0] == 0
    rc, out, err = run_main(["compile", "chain.dsl", "--emit", "ir"], capsys)
    column = lines[5].index("g3(x)") + 1
    assert (rc, out) == (1, "")
    assert err == (f"chain.dsl:6:{column}: error: inlining g3, g2, g1 makes an expression more than 3000 levels deep, "
                   f"the most irc takes; compute one of them at a loop or at the root\n{lines[5]}\n"
                   f"{' ' * (column - 1)}^~~~~\n")


@pytest.mark.parametrize("expr", [" + ".join(["a(x)"] * 325), "-" * 330 + "a(x)", "abs(" * 197 + "a(x)" + ")" * 197])
def test_deep_expressions_compile(expr):
    """Bug: a flat sum of 325 terms, 330 unary minuses and 197 nested abs were RecursionErrors."""
    prog = irc.parse(f"param N: i32 = 8\ninput a: f32[N]\nfunc f(x) = {expr}\noutput f[N]\n")
    got = prog.compile()(np.full(8, 2, np.float32))
    assert np.array_equal(got, prog.reference(np.full(8, 2, np.float32)))
