"""The boundary conditions of inputs (`boundary clamp`, `boundary zero`) applied to the reads of
them in an expression: what lowering computes where the reference evaluator clamps itself."""
from __future__ import annotations

from dataclasses import replace

from .ir.nodes import Binary, Const, Load, Select
from .ir.types import FLOAT_TYPES
from .ir.visitor import Mutator


class BoundaryConditions(Mutator):
    """Clamp (or zero) the reads of inputs declared with a boundary condition."""

    def __init__(self, inputs: tuple):       # the module's Inputs
        self.inputs = {i.name: i for i in inputs if i.boundary != "none"}

    def visit_Load(self, e: Load):
        e = self.generic_visit(e)
        inp = self.inputs.get(e.buffer)
        if inp is None:
            return e
        last = [Binary("-", ext, Const(1), "i32") for ext in inp.shape]
        clamped = tuple(Binary("min", Binary("max", i, Const(0), "i32"), hi, "i32")
                        for i, hi in zip(e.indices, last))
        load = replace(e, indices=clamped)
        if inp.boundary == "clamp":
            return load
        inside = None
        for i, ext in zip(e.indices, inp.shape):
            c = Binary("&&", Binary(">=", i, Const(0), "bool"), Binary("<", i, ext, "bool"), "bool")
            inside = c if inside is None else Binary("&&", inside, c, "bool")
        zero = Const(0.0 if e.dtype in FLOAT_TYPES else 0, e.dtype)
        return Select(inside, load, zero, e.dtype, e.span)
