"""specialize: a func scheduled differently when a condition on the sizes holds, as Halide's
`specialize` (`blury.specialize(W % 8 == 0).vectorize(x, 8)`).

The words after `specialize(c)` in its chain schedule the func's loops in a copy of the
schedule as it stands; the compiled code tests the conditions once per call, in the order
they were given, and runs the whole pipeline under the first that holds, or under the schedule
without them: `if c { ... } else { ... }` around everything.  The condition reads sizes only.
"""
from __future__ import annotations

from types import SimpleNamespace

from ..diagnostics import CompileError
from ..frontend.check_expr import ExprChecker, plain_constants
from ..frontend.parse import parse_condition
from ..ir.nodes import Expr
from ..ir.visitor import reads_memory
from ..module import Module


def condition(module: Module, cond, span) -> Expr:
    """The IR of a specialization's condition (syntax, or text from Python): a bool of the sizes."""
    node = parse_condition(cond) if isinstance(cond, str) else cond
    names = SimpleNamespace(params={p.name: p for p in module.params}, inputs={i.name: i for i in module.inputs},
                            funcs={f.name: f for f in module.funcs}, rdoms={})
    e = plain_constants(ExprChecker(names, {}, None).check(node))
    where = getattr(node, "span", None) or span
    if reads_memory(e):
        raise CompileError("specialize's condition reads sizes only (it is tested once per call, before anything "
                           "is computed)", where)
    if e.dtype != "bool":
        raise CompileError(f"specialize's condition must be a bool (W % 8 == 0), not {e.dtype}", where)
    return e
