"""Wrappers: `f.in(g)`, `f.in()` and `f.clone_in(g)` (Halide's `Func::in` and `clone_in`) make a
new func that a schedule places on its own.

    func g(y, x) = f(y, x - 1) + f(y, x + 1)         f.in(g)
 -> func f_in_g(y, x) = f(y, x)                        the wrapper: a copy of f's values ...
    func g(y, x) = f_in_g(y, x - 1) + f_in_g(y, x + 1) ... which g reads instead of f

`f.in()` wraps f for every func that reads it (`f_in`); of an output no func reads, the caller
is its reader: a new func `f_in` takes f's definition and f copies it into the caller's array,
so that `f.in().compute_at(f, xo)` computes a tile of f's sums apart from the output's memory
(in registers: examples/matmul.dsl's `registers`).  `f.clone_in(g)` gives g a copy of f's
definition (`f_clone_in_g`), computed apart from f (a func of a pure definition only).  What f is
may be an input (`in.in(g).compute_at(g, xo)`: a tile of the input copied once, then read from
the copy): its wrapper's variables are named as the image's, outer to inner `w z y x`.  The
wrapper is computed inline until the schedule says otherwise, so `f.in(g)` alone changes
nothing.  As rfactor does, the schedule carries the rewritten algorithm (`Schedule.module`);
the reference evaluator keeps the program as written.
"""
from __future__ import annotations

from dataclasses import replace

from ..diagnostics import CompileError
from ..ir.nodes import Load, Reduce, Var
from ..ir.visitor import Mutator, substitute, walk
from ..module import Func, Module
from .legality import consumers
from .rfactor import fresh_name

AXES = ("w", "z", "y", "x")         # an input's wrapper's variables, outer to inner


def wrap(module: Module, buffer: str, readers: tuple[str, ...], clone: bool, at_buffer, span) -> tuple[Module, str]:
    """The module with a wrapper of `buffer` (a func or an input) that the funcs `readers` read
    instead (every func reading it, where `readers` is empty), and the wrapper's name; errors
    point at the buffer (`at_buffer`) or at the word (`span`)."""
    source, image = module.func(buffer), module.input(buffer)
    if source is None and (image is None or image.scalar is not None or image.format is not None):
        what = ("not a func nor an input of the program" if image is None else "a scalar param (a value, not an "
                "array)" if image.scalar is not None else "a sparse input (its arrays are its format's)")
        raise CompileError(f"cannot wrap '{buffer}': it is {what}", at_buffer or span)
    reading = consumers(module).get(buffer, set())
    for g in readers:
        if g not in reading:
            raise CompileError(f"'{g}' does not read '{buffer}'" + (f"; the funcs reading it are "
                               f"{', '.join(sorted(reading))}" if reading else ""), span)
    if not reading:
        raise CompileError(f"no func reads '{buffer}', so there is nothing to wrap it for", span)
    word = "clone_in" if clone else "in"
    name = fresh_name(module, f"{buffer}_{word}" + "".join(f"_{g}" for g in readers))
    at = (source or image).span         # the wrapper's lines are what it wraps ('produce f_in_g: file:4')
    if clone:
        wrapper = _clone(source, buffer, name, span)
    else:
        args = source.args if source is not None else AXES[len(AXES) - len(image.shape):] if len(image.shape) <= 4 \
            else tuple(f"d{i}" for i in range(len(image.shape)))
        dtype = source.dtype if source is not None else image.dtype
        wrapper = Func(name, tuple(args), Load(buffer, tuple(Var(a, "i32") for a in args), dtype, at), dtype, at)
    targets = set(readers) or reading
    rename = _Rename(buffer, name)
    funcs = [f if f.name not in targets else rename.func(f) for f in module.funcs]
    first = min(i for i, f in enumerate(funcs) if f.name in targets)
    return replace(module, funcs=tuple(funcs[:first] + [wrapper] + funcs[first:])), name


def unread_output(module: Module, name: str) -> bool:
    """Whether `name` is an output no func reads: its `in()` is `wrap_output`'s."""
    return module.output_of(name) is not None and not consumers(module).get(name)


def wrap_output(module: Module, output: str, span) -> tuple[Module, str]:
    """The module with output `output`'s definition moved to a new func (`C_in`), which the
    output copies (`C(i, j) = C_in(i, j)`), and the new func's name."""
    f = module.func(output)
    if f.updates:
        raise CompileError(f"in() of an output moves its pure definition to a func of its own, and '{output}' has "
                           f"update definitions", span)
    name = fresh_name(module, f"{output}_in")
    copy = replace(f, body=Load(name, tuple(Var(a, "i32") for a in f.args), f.dtype, f.span))
    funcs = [g for x in module.funcs for g in ((_clone(f, output, name, span), copy) if x.name == output else (x,))]
    return replace(module, funcs=tuple(funcs)), name


def _clone(f: Func | None, buffer: str, name: str, span) -> Func:
    """A copy of func `f`'s pure definition named `name` (its inline reductions' variables too)."""
    if f is None or f.updates:
        what = "an input" if f is None else "a func with update definitions"
        raise CompileError(f"clone_in copies a func's pure definition, and '{buffer}' is {what}; wrap it with in() "
                           f"instead", span)
    names = {n.var: f"{name}.{n.var[len(f.name) + 1:]}" for n in walk(f.body)
             if isinstance(n, Reduce) and n.var.startswith(f"{f.name}.")}
    body = _Reduced(names).visit(substitute(f.body, {old: Var(new, "i32") for old, new in names.items()}))
    return replace(f, name=name, body=body)


class _Reduced(Mutator):
    """Reductions over renamed variables."""

    def __init__(self, names: dict[str, str]):
        self.names = names

    def visit_Reduce(self, e: Reduce):
        e = self.generic_visit(e)
        return replace(e, var=self.names.get(e.var, e.var))


class _Rename(Mutator):
    """Reads of `old` read `new`, in a func's definition and its updates."""

    def __init__(self, old: str, new: str):
        self.old, self.new = old, new

    def visit_Load(self, e: Load):
        e = self.generic_visit(e)
        return replace(e, buffer=self.new) if e.buffer == self.old else e

    def func(self, f: Func) -> Func:
        updates = tuple(replace(u, indices=tuple(self.visit(i) for i in u.indices), value=self.visit(u.value),
                                condition=u.condition and self.visit(u.condition)) for u in f.updates)
        return replace(f, body=self.visit(f.body), updates=updates)
