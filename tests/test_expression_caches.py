"""The caches of the expression algebra (simplification with and without facts, linear forms)
key by an expression and its source spans: expressions are equal on any line, and a result
cached for one line handed to another put the SIMT counters of a kernel on the lines of the
kernel compiled before it (the golden SIMT report of matmul's gpu_coarse, run after others)."""
from __future__ import annotations

import pytest

from irc.diagnostics import Span
from irc.ir.analysis.simplify import simplify_expr
from irc.ir.nodes import Binary, Const, Load, Var
from irc.ir.visitor import walk


def read_at(line: int, dtype: str) -> Load:
    return Load("A", (Var("i", "i32"),), dtype, Span(line, 5, line, 9))


def lines_of_reads(e) -> set[int]:
    return {n.span.line for n in walk(e) if isinstance(n, Load)}


@pytest.mark.parametrize("dtype", ["i32", "f32"])
@pytest.mark.parametrize("facts", [None, {"i": (0, 63)}])
def test_an_equal_expression_of_another_line_keeps_its_line(dtype, facts):
    zero = Const(0, dtype)
    for line in (18, 25, 18):
        e = Binary("+", Binary("+", read_at(line, dtype), zero, dtype), Binary("-", zero, zero, dtype), dtype)
        simplified = simplify_expr(e, facts)
        assert dtype != "i32" or simplified == read_at(line, dtype)      # floats keep x + 0 (x may be -0)
        assert lines_of_reads(simplified) == {line}


def test_a_linear_form_of_another_line_keeps_its_line():
    for line in (7, 9):
        read = read_at(line, "i32")
        e = Binary("-", Binary("+", Binary("*", read, Const(2, "i32"), "i32"), Const(3, "i32"), "i32"),
                   Binary("+", read, Const(3, "i32"), "i32"), "i32")
        assert lines_of_reads(simplify_expr(e)) == {line}
