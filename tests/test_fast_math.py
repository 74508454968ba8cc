"""Fast math (pass fast_math), only when asked: as Halide's simplifier outside strict_float, a
float division by a constant as a product with the constant's reciprocal (within 1.5 units in the
last place of the exact quotient), products by one constant factored out of sums and differences,
products by two constants folded."""
from __future__ import annotations

import numpy as np
import pytest

import irc
from conftest import EXAMPLES
from irc.cli import main

BLUR = irc.load(EXAMPLES / "blur.dsl")


@pytest.mark.parametrize("schedule", ["root", "inline", "tile", "sliding", "fast"])
def test_fast_math_is_within_its_bound_of_the_exact_code(schedule):
    img = np.random.default_rng(5).random((130, 270), dtype=np.float32)
    exact, fast = BLUR.compile(schedule)(img), BLUR.compile(schedule, fast_math=True)(img)
    assert not np.array_equal(exact, fast)                      # the products round differently somewhere
    ulp = np.spacing(np.abs(exact).astype(np.float32))
    assert np.max(np.abs(fast - exact) / ulp) <= 4              # two divisions in a row, 1.5 ulp each
    assert "/ 3.0f" in BLUR.compile(schedule).source and "/ 3.0f" not in BLUR.compile(schedule, fast_math=True).source


def test_the_pass_shows_in_the_dump_and_changes_nothing_unless_asked(capsys):
    assert main(["compile", str(EXAMPLES / "blur.dsl"), "--schedule", "root", "--print-ir-after=fast_math"]) == 0
    assert "IR Dump After fast_math (unchanged)" in capsys.readouterr().out
    assert main(["compile", str(EXAMPLES / "blur.dsl"), "--schedule", "root", "--fast-math",
                 "--print-ir-after=fast_math"]) == 0
    dump = capsys.readouterr().out
    assert "(unchanged)" not in dump and "* 0.3333333432674408f" in dump


def test_products_by_one_constant_are_factored_and_constants_folded():
    """blur inline: three row sums, each / 3, summed and / 3: one sum of nine times fl(1/3 * 1/3),
    as Halide computes it (8 additions and 1 multiply a point)."""
    source = BLUR.compile("inline", fast_math=True).source
    assert "* 0.1111111" in source and "0.333" not in source
    prog = irc.parse("param N: i32 = 8\ninput a: f32[N]\ninput b: f32[N]\n"
                     "func f(i) = a(i) * 2.0 - 2.0 * b(i)\nfunc g(i) = a(i) * 2.0 + b(i) * 3.0\n"
                     "func h(i) = (a(i) * 0.5) * 4.0 + f(i) + g(i)\noutput h[N]\n", "d.dsl")
    fast = prog.compile("inline", fast_math=True)
    assert "h[h_i] = (((h_cse0 + (h_cse0 - h_cse1)) * 2.0f) + ((h_cse0 * 2.0f) + (h_cse1 * 3.0f)));" in fast.source
    assert "const float h_cse0 = a[h_i];" in fast.source            # each array read once (cse)
    a, b = np.linspace(-1, 1, 8, dtype=np.float32), np.linspace(2, 3, 8, dtype=np.float32)
    assert np.allclose(fast(a, b), prog.compile("inline")(a, b), rtol=1e-6)


def test_f64_reciprocals_are_rounded_in_f64():
    prog = irc.parse("param N: i32 = 8\ninput a: f64[N]\nfunc y(i) = a(i) / 10.0\noutput y[N]\n", "d.dsl")
    assert "* 0.1)" in prog.compile(fast_math=True).source
    a = np.linspace(0, 1, 8)
    assert np.max(np.abs(prog.compile(fast_math=True)(a) - a / 10.0)) <= 2e-16


@pytest.mark.parametrize("compile_args", [
    dict(schedule="gpu_naive", target="opencl"),            # a GPU launch
])
def test_fast_math_belongs_to_pipelines_on_c(compile_args):
    with pytest.raises(irc.UsageError, match="fast_math applies to a pipeline's funcs on the C target"):
        irc.load(EXAMPLES / "gpu" / "matmul.dsl").compile(fast_math=True, **compile_args)
    with pytest.raises(irc.UsageError, match="procs and sparse programs divide exactly"):
        irc.load(EXAMPLES / "procs" / "jacobi1d.dsl").compile("skewed", fast_math=True)


def test_float_max_of_two_values_is_halides_select():
    """max(a, b) of two non-constant floats is `a > b ? a : b` (one maxps): the same values as irc's
    own max where neither is NaN, and the C is built for values that never are (nor infinite), as
    Halide's outside strict_float; without fast math, irc's max gives NaN for a NaN operand."""
    prog = irc.parse("param N: i32 = 64\ninput a: f32[N]\ninput b: f32[N]\n"
                     "func m(i) = max(a(i), b(i)) + min(a(i), b(i) * 2)\noutput m[N]\n", "m.dsl")
    rng = np.random.default_rng(3)
    a, b = rng.standard_normal(64, dtype=np.float32), rng.standard_normal(64, dtype=np.float32)
    fast, exact = prog.compile(fast_math=True), prog.compile()
    assert "irc_max_f32" not in fast.source and "irc_min_f32" not in fast.source
    assert np.array_equal(fast(a, b), exact(a, b))
    assert '#pragma GCC optimize("finite-math-only", "no-signed-zeros")' in fast.source
    assert "finite-math-only" not in exact.source
    a[:4] = np.nan
    assert np.all(np.isnan(exact(a, b)[:4]))
