"""Random sparse programs for the property test (tests/test_sparse_properties.py): index
expressions of + - * and negation, division by a dense operand and abs / sqrt, over 1- to
3-D operands each in a random format (dense, csr, csc, dcsr, coo, csf, ell, per-level tuples, other
mode orders), an output over some of the variables with the others summed, dense or in a
format the assembly builds (csr, csc, a compressed last level).  Each operand is given as a
caller may give it (`as_given`): its arrays contiguous, or in any layout tests/layouts.py makes
(strided, reversed, Fortran order, big-endian, misaligned, other index types)."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from hypothesis import strategies as st
from layouts import INDEX_TYPES, LAYOUTS, laid_out, scipy_laid_out

import irc

VARS = ("i", "j", "k")
EXTENTS = {"i": "N", "j": "M", "k": "K"}
LEVELS = ("dense", "compressed", "ell")
LAYOUT_NAMES = ("contiguous", "contiguous", *LAYOUTS, *INDEX_TYPES)


@dataclass(frozen=True)
class Operand:
    name: str
    vars: tuple[str, ...]
    format: str | None          # the annotation's text, None for a dense array

    def decl(self) -> str:
        fmt = f" @{self.format}" if self.format else ""
        return f"input {self.name}: f64[{', '.join(EXTENTS[v] for v in self.vars)}]{fmt}"

    def read(self) -> str:
        return f"{self.name}({', '.join(self.vars)})"


@st.composite
def operand(draw, name: str) -> Operand:
    n = draw(st.integers(1, 3))
    variables = tuple(draw(st.permutations(VARS))[:n])
    named = {1: ["csf", "coo", "ell"], 2: ["csr", "csc", "dcsr", "coo", "ell"], 3: ["csf", "coo", "ell"]}[n]
    levels = "(" + ", ".join(draw(st.lists(st.sampled_from(LEVELS), min_size=n, max_size=n))) + ")"
    fmt = draw(st.sampled_from([None, None, levels] + named))
    return Operand(name, variables, fmt)


@st.composite
def expression(draw, operands: list[Operand], depth: int = 0) -> str:
    if depth >= 3 or draw(st.integers(0, 3)) == 0:
        return draw(st.sampled_from(operands)).read() if draw(st.integers(0, 5)) else draw(st.sampled_from(["2.0", "0.5"]))
    kind = draw(st.sampled_from(["+", "-", "*", "*", "neg", "div", "abs", "sqrt"]))
    a = draw(expression(operands, depth + 1))
    if kind == "neg":
        return f"-({a})"
    if kind == "abs":
        return f"abs({a})"
    if kind == "sqrt":              # of a value that is not negative: TACO's algebra takes 0 * x = 0, so a
        return f"sqrt(abs({a}))"    # NaN of a dense operand does not reach the points a sparse one lacks
    if kind == "div":
        dense = [o for o in operands if o.format is None]
        return f"({a}) / (1.5 + {draw(st.sampled_from(dense)).read()})" if dense else f"({a}) / 4.0"
    return f"({a}) {kind} ({draw(expression(operands, depth + 1))})"


@st.composite
def programs(draw) -> str:
    operands = [draw(operand(name)) for name in "ABC"[:draw(st.integers(1, 3))]]
    body = draw(expression(operands))
    used = [v for v in VARS if any(v in o.vars for o in operands if o.read() in body)]
    if not used:
        used = ["i"]
        body = f"({body}) + 0.0 * {operands[0].read()}" if "i" in operands[0].vars else body
    outs = [v for v in used if draw(st.booleans())] or used[:1]
    sparse_out = {1: ["(compressed)"], 2: ["csr", "csc"], 3: ["(dense, dense, compressed)"]}[len(outs)]
    fmt = draw(st.sampled_from(["", ""] + [f" @{f}" for f in sparse_out]))
    lines = [f"param {EXTENTS[v]}: i32 = 4" for v in VARS] + [o.decl() for o in operands]
    lines += [f"func out({', '.join(outs)}) = {body}", f"output out[{', '.join(EXTENTS[v] for v in outs)}]{fmt}"]
    return "\n".join(lines) + "\n"


def as_given(operand, layout: str):
    """`operand` (a dense array or an irc.sparse tensor, from random_operands) as a caller may
    give it, its arrays in `layout`: a dense array laid out so; a 2-D tensor as a scipy matrix
    (csr, csc or coo) over arrays laid out so; another tensor rebuilt by from_arrays over them."""
    if isinstance(operand, np.ndarray):
        return laid_out(operand, layout)
    if operand.ndim == 2:
        return scipy_laid_out(operand.to_scipy(), layout)
    return irc.sparse.from_arrays(operand.shape, operand.format, pos=[_laid(p, layout) for p in operand.pos],
                                  crd=[_laid(c, layout) for c in operand.crd], vals=laid_out(operand.vals, layout))


def _laid(a, layout: str):
    return None if a is None else laid_out(a, layout)
