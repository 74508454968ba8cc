"""The `irc` command on good input: compile, the pass dumps, run (PNG and .npy in and out), bench.

Sizes stay small: these run the real command (`irc.cli.main`) and build real C.
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from dataclasses import replace

import numpy as np
import pytest

import irc as irc_api
from irc.cli import main
from irc.ir.nodes import Const
from irc.ir.visitor import Mutator
from irc.lower.pipelines import FUNCS_TO_C, PASSES

from conftest import ROOT

BLUR = str(ROOT / "examples" / "blur.dsl")
JACOBI1D_EXAMPLE = str(ROOT / "examples" / "procs" / "jacobi1d.dsl")
HEADER = re.compile(r"^// -----// IR Dump After (\w+)( \(unchanged\))? \[schedule=tile\] //----- //$", re.M)


def irc(capsys, *argv) -> str:
    """Run `irc ARGV`; it must succeed with nothing on stderr but notes.  Returns stdout."""
    rc = main(list(argv))
    out, err = capsys.readouterr()
    errors = [line for line in err.splitlines() if not line.startswith("irc: note: ")]
    assert (rc, errors) == (0, []), err
    return out


@pytest.fixture
def passes(capsys) -> list[str]:
    return [line.split()[0] for line in irc(capsys, "compile", BLUR, "--list-passes").splitlines()]


def test_compile_prints_c(capsys):
    assert "int irc_blur(" in irc(capsys, "compile", BLUR, "--schedule", "tile")


def test_emit_ir(capsys):
    assert "produce blury" in irc(capsys, "compile", BLUR, "--schedule", "tile", "--emit", "ir")


def test_list_passes_starts_with_realize(passes):
    assert passes[0] == "realize" and "bounds" in passes and passes[-1] == "simplify"


def test_print_ir_after_all_has_one_header_per_pass(capsys, passes):
    out = irc(capsys, "compile", BLUR, "--schedule", "tile", "--print-ir-after-all")
    assert [m.group(1) for m in HEADER.finditer(out)] == passes
    assert "int irc_blur(" not in out  # the dumps replace the C


def test_print_ir_after_one_pass(capsys):
    out = irc(capsys, "compile", BLUR, "--schedule", "tile", "--print-ir-after=bounds")
    assert [m.group(1) for m in HEADER.finditer(out)] == ["bounds"]
    assert "let blurx.y.extent" in out


def test_print_ir_after_change_omits_unchanged(capsys, passes):
    every = irc(capsys, "compile", BLUR, "--schedule", "tile", "--print-ir-after-all")
    changed = [m.group(1) for m in HEADER.finditer(every) if not m.group(2)]
    unchanged = [m.group(1) for m in HEADER.finditer(every) if m.group(2)]
    assert unchanged, "blur under tile has passes that change nothing (e.g. inline)"
    out = irc(capsys, "compile", BLUR, "--schedule", "tile", "--print-ir-after-change")
    assert [m.group(1) for m in HEADER.finditer(out)] == changed
    assert "(unchanged)" not in out


def test_dump_dir_writes_numbered_files(capsys, passes, tmp_path):
    irc(capsys, "compile", BLUR, "--schedule", "tile", "--dump-dir", str(tmp_path / "dumps"))
    names = sorted(p.name for p in (tmp_path / "dumps").iterdir())
    assert names == [f"{i:02d}-{name}.ir" for i, name in enumerate(passes, 1)]
    assert names[0] == "01-realize.ir"
    assert (tmp_path / "dumps" / names[0]).read_text().startswith("// -----// IR Dump After realize")


def test_compile_output_file(capsys, tmp_path):
    assert irc(capsys, "compile", BLUR, "--schedule", "tile", "-o", str(tmp_path / "blur.c")) == ""
    assert "int irc_blur(" in (tmp_path / "blur.c").read_text()


def test_list_schedules(capsys):
    out = irc(capsys, "compile", BLUR, "--list-schedules")
    assert [line.split()[0] for line in out.splitlines()] == ["root", "inline", "tile", "sliding", "fast"]


def test_run_check(capsys):
    out = irc(capsys, "run", BLUR, "--schedule", "tile", "--size", "W=70,H=66", "--repeat", "1", "--check")
    assert out.startswith("blur: schedule tile, output 66x70: median ")
    assert "check: ok" in out


def _blurred(img: np.ndarray) -> np.ndarray:
    """The blur of examples/blur.dsl in numpy (clamped at the edges)."""
    p = np.pad(img.astype(np.float64), 1, mode="edge")
    x = (p[:, :-2] + p[:, 1:-1] + p[:, 2:]) / 3
    return (x[:-2] + x[1:-1] + x[2:]) / 3


def test_png_round_trip(capsys, tmp_path):
    from PIL import Image
    rng = np.random.default_rng(1)
    pixels = rng.integers(0, 256, (20, 30), dtype=np.uint8)
    Image.fromarray(pixels).save(tmp_path / "in.png")
    out = irc(capsys, "run", BLUR, "--schedule", "sliding", "--input", f"in={tmp_path / 'in.png'}",
              "-o", str(tmp_path / "out.png"), "--repeat", "1")
    assert "output 20x30" in out and f"wrote {tmp_path / 'out.png'}" in out
    with Image.open(tmp_path / "out.png") as img:
        result = np.asarray(img)
    assert result.shape == (20, 30) and result.dtype == np.uint8
    expected = _blurred(pixels / 255.0) * 255.0
    assert np.abs(result - expected).max() <= 1.0


def test_npy_round_trip(capsys, tmp_path):
    img = np.random.default_rng(2).random((17, 23)).astype(np.float32)
    np.save(tmp_path / "in.npy", img)
    irc(capsys, "run", BLUR, "--schedule", "tile:8x8", "--input", f"in={tmp_path / 'in.npy'}",
        "-o", str(tmp_path / "out.npy"), "--repeat", "1", "--check")
    result = np.load(tmp_path / "out.npy")
    assert result.shape == (17, 23) and result.dtype == np.float32
    np.testing.assert_allclose(result, _blurred(img), rtol=1e-5, atol=1e-6)


def test_bench_prints_a_row_per_schedule(capsys):
    out = irc(capsys, "bench", BLUR, "--schedules", "root,tile,root", "--size", "W=128,H=128", "--repeat", "3")
    lines = out.splitlines()
    assert lines[0] == "blur (W=128, H=128): median of 3 interleaved rounds"
    assert lines[1].split() == ["schedule", "median", "min", "iqr", "vs", "best", "Mpix/s", "blurx", "evals",
                                "blury", "evals"]
    assert [line.split()[0] for line in lines[2:]] == ["root", "tile", "numpy"]     # each schedule once
    assert len({len(line) for line in lines[1:3]}) == 1                            # columns line up


def test_bench_of_every_schedule_leaves_the_gpu_ones_out_with_a_note(capsys):
    rc = main(["bench", str(ROOT / "examples" / "gpu" / "matmul.dsl"), "--size", "N=64", "--repeat", "1"])
    out, err = capsys.readouterr()
    assert rc == 0, err
    assert [line.split()[0] for line in out.splitlines()[2:]] == ["root", "inline", "tile", "sliding", "numpy"]
    assert err == ("irc: note: not timed: gpu_naive, gpu_tiled, gpu_tiled16, gpu_coarse, gpu_blocktile_1d, "
                   "gpu_blocktile_2d map the funcs onto a GPU (irc simt --schedule S runs one on the SIMT "
                   "interpreter)\n")


def test_bench_checks_and_says_it_in_json(capsys, tmp_path):
    img = np.random.default_rng(3).random((70, 300), dtype=np.float32)
    np.save(tmp_path / "img.npy", img)
    out = irc(capsys, "bench", BLUR, "--schedules", "tile,fast", "--input", f"in={tmp_path / 'img.npy'}",
              "--repeat", "2", "--check", "--threads", "1", "--json")
    report = json.loads(out)
    assert report["sizes"] == {"W": 300, "H": 70} and report["rounds"] == 2 and report["threads"] == 1
    assert [s["name"] for s in report["schedules"]] == ["tile", "fast"]
    for s in report["schedules"]:
        assert s["max_relative_error"] < 1e-6 and s["min_s"] <= s["median_s"] and s["q1_s"] <= s["q3_s"]
        assert s["evaluations"]["blury"] >= 70 * 300 and s["mpoints_per_s"] > 0


EVERY_SCHEDULE = [(p.stem, s) for p in sorted((ROOT / "examples").glob("*.dsl"))
                  for s in irc_api.load(p).schedules]


@pytest.mark.parametrize("example,schedule", EVERY_SCHEDULE)
def test_verify_each_checks_every_pass_against_the_reference(capsys, example, schedule):
    """Every example under every schedule passes `--verify-each`.  Inlined funcs are calls until
    `inline` runs (the verifier called them out-of-scope buffers after `realize`: exit 70 on
    blur's default and inline, unsharp's tile, sliding and inline, box_chain's inline)."""
    assert main(["compile", str(ROOT / "examples" / f"{example}.dsl"), "--schedule", schedule,
                 "--verify-each", "-o", os.devnull]) == 0
    lines = capsys.readouterr().err.splitlines()
    assert [line.split()[2] for line in lines] == list(FUNCS_TO_C.passes)
    assert all(" ok (max relative error " in line for line in lines), lines


def test_verify_each_catches_a_pass_that_changes_the_result(capsys, monkeypatch):
    def wrong(fn, ctx):                       # every store of the output writes 0 instead
        return replace(fn, body=_ZeroOutput(ctx.module.output.func).visit(fn.body))
    monkeypatch.setitem(PASSES, "sliding_window", wrong)
    assert main(["compile", BLUR, "--schedule", "sliding", "--verify-each", "-o", os.devnull]) == 70
    err = capsys.readouterr().err
    assert "verify-each: after sliding_window    MISMATCH" in err
    assert "the IR after pass 'sliding_window' computes a different result than the reference" in err


def test_verify_each_draws_integer_inputs_that_show_a_wrong_pass(capsys, monkeypatch):
    """The apps' blur of u16 pixels: its inputs were all 0 for --verify-each, whose blur is 0
    too, so an output zeroed by a pass went by; they are drawn in [0, 256) now, as irc tune's."""
    def wrong(fn, ctx):
        return replace(fn, body=_ZeroOutput(ctx.module.output.func, Const(0, "u16")).visit(fn.body))
    monkeypatch.setitem(PASSES, "sliding_window", wrong)
    assert main(["compile", str(ROOT / "examples" / "apps" / "blur.dsl"), "--schedule", "halide", "--verify-each",
                 "-o", os.devnull]) == 70
    assert "verify-each: after sliding_window    MISMATCH" in capsys.readouterr().err


class _ZeroOutput(Mutator):
    def __init__(self, output, zero=Const(0.0, "f32")):
        self.output, self.zero = output, zero

    def visit_Store(self, s):
        return replace(s, value=self.zero) if s.buffer == self.output else s


def test_a_reader_that_stops_early_ends_the_output_quietly():
    """`irc ... | head`: once the reader closes the pipe, irc stops with status 0 and no message
    (it printed `irc: error: Broken pipe`)."""
    box_chain = str(ROOT / "examples" / "box_chain.dsl")     # 86 KB of dumps: more than a pipe holds
    argv = [sys.executable, "-I", "-m", "irc.cli", "compile", box_chain, "--schedule", "fast", "--print-ir-after-all"]
    p = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    p.stdout.readline()
    p.stdout.close()
    err = p.stderr.read()
    assert (p.wait(timeout=120), err) == (0, b"")


def test_no_races_says_races_were_not_checked(capsys):
    """Bug: `irc simt --no-races` printed "races: none", as if they had been looked for."""
    matmul = str(ROOT / "examples" / "kernels" / "matmul.dsl")
    out = irc(capsys, "simt", matmul, "--kernel", "matmul_tiled_nosync", "--size", "N=64", "--no-races")
    assert "races: not checked (--no-races)" in out and "races: none" not in out


TWO_BLOCKS = """param N: i32 = 64
input a: f32[N]
func f(x) = a(x) * 2
func g(x) = f(x) + 1
output g[N]
schedule good { f.compute_root() }
schedule bad { f.compute_at(g, q) }
"""


def test_a_bad_block_is_refused_when_chosen_and_by_irc_check_not_before(capsys, tmp_path, monkeypatch):
    """Bug: one bad schedule block stopped every other schedule of the file."""
    (tmp_path / "two.dsl").write_text(TWO_BLOCKS)
    monkeypatch.chdir(tmp_path)
    assert "produce f" in irc(capsys, "compile", "two.dsl", "--schedule", "good", "--emit", "ir")
    refusal = ("two.dsl:7:18: error: func 'g' has no loop 'q'; legal: compute_at(g, x), or compute_root()\n"
               "schedule bad { f.compute_at(g, q) }\n                 ^~~~~~~~~~~~~~~~\n")
    assert (main(["compile", "two.dsl", "--schedule", "bad"]), capsys.readouterr()) == (1, ("", refusal))
    assert (main(["check", "two.dsl"]), capsys.readouterr()) == (1, ("", refusal))
    (tmp_path / "two.dsl").write_text(TWO_BLOCKS.replace("(g, q)", "(g, x)"))
    assert irc(capsys, "check", "two.dsl") == "two.dsl: ok (2 schedule blocks and 0 kernels checked)\n"


def test_a_schedule_block_in_a_file_of_kernels_does_not_stop_them(capsys, tmp_path, monkeypatch):
    """Bug: it was a usage error without a location, and `irc simt` of the file's kernels failed."""
    (tmp_path / "k.dsl").write_text("param N: i32 = 64\nkernel k(a: f32[N]) grid(1) block(64) {\n"
                                    "  a[threadIdx.x] = 1\n}\nschedule s { k.parallel(x) }\n")
    monkeypatch.chdir(tmp_path)
    assert "kernel k (N=64)" in irc(capsys, "simt", "k.dsl")
    assert main(["check", "k.dsl"]) == 1
    assert capsys.readouterr().err == (
        "k.dsl:5:16: error: 'parallel' schedules funcs, and this file has none; on a kernel the one word is pad: "
        "k.pad(s, n), n extra words on the last dimension of its shared array s\n"
        "schedule s { k.parallel(x) }\n               ^~~~~~~~~~~\n")


def test_version_and_python_dash_m():
    version = subprocess.run([sys.executable, "-I", "-m", "irc", "--version"], capture_output=True, text=True)
    assert version.returncode == 0 and re.fullmatch(r"irc \d+\.\d+\.\d+\n", version.stdout)
    usage = subprocess.run([sys.executable, "-I", "-m", "irc", "compile"], capture_output=True, text=True)
    assert usage.returncode == 2 and "irc: error: the following arguments are required: file" in usage.stderr


def test_every_flag_says_what_it_does():
    from irc.cli.options import build_parser
    parser = build_parser()
    commands = parser._subparsers._group_actions[0].choices
    missing = [f"{name} {' / '.join(a.option_strings)}" for name, sub in commands.items() for a in sub._actions
               if a.option_strings and not a.help and a.dest != "help"]
    assert missing == []


def test_run_says_it_in_json(capsys, tmp_path):
    report = json.loads(irc(capsys, "run", BLUR, "--schedule", "fast", "--size", "W=300,H=70", "--repeat", "2",
                            "--threads", "1", "--check", "--json", "-o", str(tmp_path / "out.npy")))
    assert report["program"] == "blur" and report["schedule"] == "fast" and report["output_shape"] == [70, 300]
    assert report["threads"] == 1 and len(report["timing"]["runs_s"]) == 2
    assert report["funcs"]["blury"]["evaluations"] >= 70 * 300
    assert report["check"] == {"ok": True, "max_relative_error": 0.0} and report["wrote"] == str(tmp_path / "out.npy")
    proc = json.loads(irc(capsys, "run", JACOBI1D_EXAMPLE, "--schedule", "skewed", "--size", "T=8,N=100", "--check",
                          "--cache", "4KiB", "--json"))
    assert proc["proc"] == "jacobi1d" and proc["sizes"] == {"T": 8, "N": 100} and proc["check"]["ok"]
    assert proc["cache"]["arrays"]["A"]["accesses"] == 8 * 100 * 4


def test_compile_stats_in_json_and_bench_takes_schedule_too(capsys):
    stats = json.loads(irc(capsys, "compile", BLUR, "--schedule", "tile", "--emit", "stats", "--size", "W=64,H=64",
                           "--json"))
    assert stats == {"program": "blur", "schedule": "tile",
                     "funcs": {"blurx": {"evaluations": 66 * 64, "peak_storage": 66 * 64},
                               "blury": {"evaluations": 64 * 64, "peak_storage": 0}}}
    out = irc(capsys, "bench", BLUR, "--schedule", "root", "--size", "W=64,H=64", "--repeat", "1")
    assert [line.split()[0] for line in out.splitlines()[2:]] == ["root", "numpy"]


def test_a_long_step_says_what_it_does_on_a_terminal(monkeypatch, capsys):
    """A step longer than its threshold says itself on a terminal's stderr, then how long it took;
    a quick one, or any on a file, says nothing."""
    import sys
    import time

    from irc.cli.report import progress
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    with progress("waiting", after=0.01):
        time.sleep(0.2)
    with progress("quick", after=5):
        pass
    err = capsys.readouterr().err
    assert "irc: waiting ..." in err and "irc: waiting: " in err and "quick" not in err
