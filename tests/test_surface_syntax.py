"""PolyBench's kernels as PolyBench writes them (issue 29, the surface syntax): `/=`, C's
conditional `c ? a : b`, an expression continued on the next line, `sum` as a name, and proc
names that start with a digit (`2mm`).  What computes runs through the C backend (procs, funcs)
or the SIMT interpreter (kernels) beside numpy computing the same thing directly; the refusals
are in the error corpus (tests/errors/syntax_*, proc_name_is_a_number, proc_syntax_*)."""
from __future__ import annotations

import numpy as np
import pytest

import irc
from irc.cli import main
from irc.frontend import ast
from irc.frontend.parse import parse, parse_condition

RNG = np.random.default_rng(29)

# doitgen's sum array and a let called sum, 2mm's name, a conditional continued over lines, /=
PROCS = """
param NQ: i32 = 5
param NP: i32 = 6
proc 2mm(A: f64[NQ, NP], C4: f64[NP, NP], sum: f64[NP], I: i32[NP]) {
  for q in 0 .. NQ {
    for p in 0 .. NP {
      sum[p] = 0
      for s in 0 .. NP {
        sum[p] += A[q, s] *
                  C4[s, p]
      }
    }
    for p in 0 .. NP {
      A[q, p] = sum[p] > 1 ? sum[p] :    # C's conditional, over three lines
                p == 0 ? -sum[p] :
                sum[p] / 2
      A[q, p] /=
        1 + q
    }
  }
  for p in 0 .. NP {
    I[p] /= p % 2 == 0 ? 3 : -2
  }
}
proc durbin(r: f64[NP], y: f64[NP]) {
  for k in 1 .. NP {
    let sum = r[k] + y[k - 1]
    y[k] = -sum
  }
}
"""


def doitgen(A, C4, I):
    """What proc 2mm computes, in numpy."""
    A = A.copy()
    for q in range(A.shape[0]):
        s = A[q] @ C4
        p = np.arange(len(s))
        A[q] = np.where(s > 1, s, np.where(p == 0, -s, s / 2)) / (1 + q)
    return A, s, I // np.where(np.arange(len(I)) % 2 == 0, 3, -2)


def test_a_proc_written_as_polybench_writes_it_runs_as_numpy_computes_it():
    prog = irc.parse(PROCS, "t.dsl")
    f = prog.compile(proc="2mm")
    assert "int irc_2mm(" in f.source
    A, C4, s = RNG.random((5, 6)) * 2, RNG.random((6, 6)), RNG.random(6)
    I = RNG.integers(-50, 50, 6).astype(np.int32)
    got = dict(A=A.copy(), C4=C4.copy(), sum=s.copy(), I=I.copy())
    interpreted = {k: v.copy() for k, v in got.items()}
    f(**got)
    prog.reference(**interpreted, proc="2mm")
    for name, want in zip(("A", "sum", "I"), doitgen(A, C4, I)):
        np.testing.assert_allclose(got[name], want, rtol=1e-13, err_msg=name)
        np.testing.assert_allclose(interpreted[name], want, rtol=1e-13, err_msg=name)


def test_a_let_named_sum():
    prog = irc.parse(PROCS, "t.dsl")
    r, y = RNG.random(6), RNG.random(6)
    want = y.copy()
    for k in range(1, 6):
        want[k] = -(r[k] + want[k - 1])
    prog.compile(proc="durbin")(r, y)
    np.testing.assert_array_equal(y, want)


FUNCS = """
param N: i32 = 16
input a: f32[N]
input k: i32[N]
func g(x) = (a(x) > 0.5 ? a(x) * 2 :
             x % 3 == 0 ? -a(x) : 1) * 3 + 1
func q(x) = k(x)
q(x) /= x % 2 == 0 ? 3 : -2
func sum(x) = g(x) + f32(q(x)) +
  sum(j in 0 .. 3: a(j))
output sum[N]
"""


def test_funcs_with_a_conditional_a_divide_update_and_a_func_named_sum():
    """The parentheses around the conditional matter: C must keep them."""
    prog = irc.parse(FUNCS)
    a, k = RNG.random(16).astype(np.float32), RNG.integers(-50, 50, 16).astype(np.int32)
    x = np.arange(16)
    g = np.where(a > 0.5, a * 2, np.where(x % 3 == 0, -a, 1)).astype(np.float32) * 3 + 1
    want = g + (k // np.where(x % 2 == 0, 3, -2)).astype(np.float32) + a[:3].sum()
    np.testing.assert_allclose(prog.compile()(a, k), want, rtol=1e-6)
    np.testing.assert_allclose(prog.reference(a, k), want, rtol=1e-6)


KERNEL = """
param N: i32 = 64
kernel halve(a: f32[N], k: i32[N]) grid(ceil_div(N, 32)) block(32) {
  let i = blockIdx.x * 32 + threadIdx.x
  var sum: f32 = a[i]
  sum /= i % 2 == 0 ?
         2 : -4
  a[i] = sum
  k[i] /= i < 10 ? 3 : -3
}
"""


def test_a_kernel_divides_in_place_with_a_conditional_divisor():
    a, k = RNG.random(64).astype(np.float32), RNG.integers(-50, 50, 64).astype(np.int32)
    run = irc.parse(KERNEL).simt("halve", a=a.copy(), k=k.copy())
    i = np.arange(64)
    np.testing.assert_array_equal(run.outputs["a"], a / np.where(i % 2 == 0, 2, -4).astype(np.float32))
    np.testing.assert_array_equal(run.outputs["k"], k // np.where(i < 10, 3, -3))


def select(c, a, b):
    return ast.CallExpr("select", (c, a, b))


def name(n):
    return ast.Name(n)


@pytest.mark.parametrize("text,tree", [
    ("a ? b : c ? d : e", select(name("a"), name("b"), select(name("c"), name("d"), name("e")))),
    ("a ? b ? c : d : e", select(name("a"), select(name("b"), name("c"), name("d")), name("e"))),
    ("a || b ? c : d + e", select(ast.BinOp("||", name("a"), name("b")), name("c"),
                                  ast.BinOp("+", name("d"), name("e")))),
    ("(a ? b : c) * d", ast.BinOp("*", select(name("a"), name("b"), name("c")), name("d"))),
])
def test_the_conditional_binds_below_or_and_groups_to_the_right(text, tree):
    assert parse_condition(text) == tree


def test_a_conditional_is_select_in_the_ir():
    module = irc.parse("param N: i32 = 8\ninput a: f32[N]\nfunc f(x) = x > 3 ? a(x) : 0\n"
                       "func g(x) = select(x > 3, a(x), 0)\noutput f[N]\noutput g[N]\n").module
    assert module.funcs[0].body == module.funcs[1].body


OPERATORS = ("+", "-", "*", "/", "%", "&&", "||", "==", "!=", "<", "<=", ">", ">=")


@pytest.mark.parametrize("op", OPERATORS)
def test_a_newline_after_a_binary_operator_continues_the_expression(op):
    one_line = parse(f"func f(x) = x {op} 3\n")
    assert parse(f"func f(x) = x {op}\n  3\n") == one_line
    assert parse(f"func f(x) = x {op}   # a comment\n\n  # another\n  3\n") == one_line


@pytest.mark.parametrize("op", ("=", "+=", "-=", "*=", "/="))
def test_a_newline_after_an_assignment_continues_the_statement(op):
    body = "proc p(A: f64[4]) {{\n  for i in 0 .. 4 {{\n    A[i] {}\n  }}\n}}\n"
    assert parse(body.format(f"{op}\n      A[i] + 1")) == parse(body.format(f"{op} A[i] + 1"))


def test_a_conditional_over_lines_and_a_declaration_continued():
    assert parse("param N: i32 =\n  8\nfunc f(x) = x > 1 ?\n  2 :\n  3\n") == \
        parse("param N: i32 = 8\nfunc f(x) = x > 1 ? 2 : 3\n")


def test_a_line_starting_with_minus_is_a_statement_of_its_own():
    """Only a line that ends unfinished goes on: `- A[i]` after a whole statement is not joined to it."""
    with pytest.raises(irc.CompileError) as e:
        parse("proc p(A: f64[4]) {\n  for i in 0 .. 4 {\n    A[i] = 1\n    - A[i]\n  }\n}\n")
    assert (e.value.span.line, e.value.span.column) == (4, 5)
    with pytest.raises(irc.CompileError) as e:
        parse("func f(x) = x\n  -1\n")
    assert (e.value.span.line, e.value.span.column) == (2, 3)


def numbers(text: str) -> list:
    """The literals of an expression, in order."""
    def walk(n):
        if isinstance(n, ast.Num):
            yield n.value
        for child in getattr(n, "args", ()) or (getattr(n, "a", None), getattr(n, "b", None)):
            if child is not None:
                yield from walk(child)
    return list(walk(parse_condition(text)))


def test_lark_reads_a_digit_name_only_where_a_proc_name_comes():
    """`2mm` is a name after `proc` and at the head of a schedule chain; elsewhere digits start
    a number: 2, 2.5, 1e5, 2e-3, and 2*x a product."""
    program = parse("param N: i32 = 4\nproc 2mm(A: f64[N]) {\n  for i in 0 .. N {\n    A[i] = 2*i\n  }\n}\n"
                    "schedule s { 2mm.autotile(32) }\n")
    proc, schedule = program.decls[1], program.decls[2]
    assert proc.name == "2mm" and schedule.calls[0].func == "2mm"
    assert proc.body[0].body[0].value == ast.BinOp("*", ast.Num(2, "int"), name("i"))
    assert numbers("2 + 2.5 + 1e5 + 2e-3 + 2*x") == [2, 2.5, 1e5, 2e-3, 2]
    assert [type(v) for v in numbers("2 + 2.5 + 1e5 + 2e-3")] == [int, float, float, float]
    for bad, column in (("proc 1e5(A: f64[4]) {\n}\n", 6), ("proc 2(A: f64[4]) {\n}\n", 6),
                        ("func f(x) = 2mm\n", 14)):
        with pytest.raises(irc.CompileError) as e:
            parse(bad)
        assert (e.value.span.line, e.value.span.column) == (1, column), bad


SCALE = """
param N: i32 = 8
proc 3mm(A: f64[N, N], B: f64[N, N]) {
  for i in 0 .. N {
    for j in 0 .. N {
      B[i, j] /= A[i, j] > 0.5 ? 2 : 1 +
        A[i, j]
    }
  }
}
schedule tiled { 3mm.autotile(4) }
"""


def test_a_digit_name_on_the_command_line(tmp_path, capsys):
    path = tmp_path / "t.dsl"
    path.write_text(SCALE)
    sizes = ["--size", "N=9", "--repeat", "1", "--check"]
    assert main(["run", str(path), "--proc", "3mm", *sizes]) == 0
    assert main(["run", str(path), "--schedule", "tiled", *sizes]) == 0
    assert main(["run", str(path), "--schedule", "3mm.interchange(i, j)", *sizes]) == 0
    out = capsys.readouterr().out
    assert out.count("check: ok") == 3 and "proc 3mm schedule 3mm.interchange(i, j)" in out
