"""The checked program: sizes, inputs, funcs (IR expressions), the output and schedules; kernels
(a thread's code as IR statements, with their launch shape) and the checks of their results;
procs (affine loop nests as IR statements, over arrays updated in place)."""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from .diagnostics import CompileError, Source, Span
from .ir.nodes import Binary, Const, Expr, Load, Reduce, Select, Stmt, Var
from .ir.types import FLOAT_TYPES
from .ir.analysis.iteration_graph import index_order
from .ir.visitor import Mutator, substitute, walk
from .sparse.formats import Format


@dataclass(frozen=True)
class Param:
    name: str
    dtype: str
    default: int
    span: Span | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Input:
    name: str
    dtype: str
    shape: tuple[Expr, ...]
    boundary: str  # "none" | "clamp" | "zero"
    span: Span | None = field(default=None, compare=False)
    format: Format | None = None   # a sparse input's levels (`@csr`); None: a dense array


@dataclass(frozen=True)
class Func:
    """`name(args) = body`; the body reads args as `Var(arg)`, inputs and funcs as `Load`."""
    name: str
    args: tuple[str, ...]
    body: Expr
    dtype: str
    span: Span | None = field(default=None, compare=False)

    def sums(self) -> tuple[Reduce, ...]:
        """The sums the func's value is, outermost first (`C(i, j) = sum(k in ..: ...)`): their
        variables are loops of the func, which a schedule may split, reorder and unroll."""
        out, e = [], self.body
        while isinstance(e, Reduce):
            out.append(e)
            e = e.body
        return tuple(out)

    def summand(self) -> Expr:
        """The body under the func's sums: the value summed at each point of all their variables."""
        sums = self.sums()
        return sums[-1].body if sums else self.body

    def sum_var(self, r: Reduce) -> str:
        """The name a schedule gives the variable of sum `r` (`k` for the IR's `C.k`)."""
        return r.var[len(self.name) + 1:]

    def loops(self) -> tuple[str, ...]:
        """The func's loops before any schedule, outer to inner: its args, then its sums' variables."""
        return self.args + tuple(self.sum_var(r) for r in self.sums())


@dataclass(frozen=True)
class Output:
    func: str
    ranges: tuple[tuple[Expr, Expr], ...]  # (min, extent) per dimension
    span: Span | None = field(default=None, compare=False)
    format: Format | None = None   # a sparse output's levels, assembled in that format


@dataclass(frozen=True)
class Split:
    """Split loop `var` into `outer` and `inner` (`inner` runs `factor` times)."""
    var: str
    outer: str
    inner: str
    factor: int
    span: Span | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Coarsen:
    """`f.coarsen(var, factor)`: each thread computes `factor` points of dimension `var`, one tile
    of `tile` (gpu_tile's split of `var`) apart, in its loop `var.c`; `var.r` is the point's offset
    in the block's `factor` tiles."""
    var: str
    factor: int
    tile: Split
    span: Span | None = field(default=None, compare=False)

    @property
    def point(self) -> str:
        return f"{self.var}.c"

    @property
    def rest(self) -> str:
        return f"{self.var}.r"


@dataclass(frozen=True)
class FuncSchedule:
    """Where a func is computed and stored, and how its loops are split, ordered and run."""
    compute: str = "inline"                       # "inline" | "root" | "at"
    compute_at: tuple[str, str] | None = None     # (consumer func, its loop var)
    store_at: tuple[str, str] | None = None       # None: where computed; ("", "") root
    splits: tuple[Split, ...] = ()
    order: tuple[str, ...] = ()                   # loop vars outer -> inner after splits/reorders
    kinds: tuple[tuple[str, str], ...] = ()       # (loop var, kind)
    spans: tuple[tuple[str, Span | None], ...] = field(default=(), compare=False)
    coarsens: tuple[Coarsen, ...] = ()            # in `order` as their loops `v.c`, made by pass coarsen

    def span(self, word: str) -> Span | None:
        return next((s for w, s in self.spans if w == word), None)

    def kind(self, var: str) -> str:
        return next((k for v, k in self.kinds if v == var), "serial")

    def split_loops(self) -> tuple[str, ...]:
        """`order` without the loops of coarsen, which pass coarsen makes after split made the others."""
        points = {c.point for c in self.coarsens}
        return tuple(v for v in self.order if v not in points)

    def split_factor(self, var: str) -> int:
        """The factor of the first split of loop `var` (1 when it is not split)."""
        return next((s.factor for s in self.splits if s.var == var), 1)


@dataclass(frozen=True)
class Cache:
    """`A.cache(C, ko)`: input `A` staged in shared memory, the part that one iteration of loop
    `loop` of the GPU-mapped `func` reads, copied by the block's threads; `pad` extra words on
    its last dimension (`.pad(n)`)."""
    buffer: str
    func: str
    loop: str
    pad: int = 0
    span: Span | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Schedule:
    name: str
    funcs: tuple[tuple[str, FuncSchedule], ...]
    description: str = ""
    caches: tuple[Cache, ...] = ()

    def of(self, func: str) -> FuncSchedule:
        return next(s for f, s in self.funcs if f == func)

    def sums_are_loops(self, func: Func) -> bool:
        """Whether this schedule makes `func`'s sums loops of its nest: splits, reorders or marks a
        sum's variable, or computes or stores a func at it.  Then `func` is computed as an initial
        value and an update (as Halide's update definitions are); else each point sums innermost."""
        sums = tuple(func.sum_var(r) for r in func.sums())
        if not sums:
            return False
        s = self.of(func.name)
        if s.order[len(s.order) - len(sums):] != sums or any(s.kind(v) != "serial" for v in sums):
            return True
        return any(at == (func.name, v) for _, o in self.funcs for at in (o.compute_at, o.store_at) for v in sums)


@dataclass(frozen=True)
class SharedArray:
    """A `shared` declaration: one array per block, allocated around the block's threads."""
    name: str
    dtype: str
    shape: tuple[Expr, ...]
    span: Span | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Kernel:
    """An explicit SIMT kernel: `body` is the code of one thread, which reads the launch builtins
    as the variables `threadIdx.x`, `blockIdx.y`, ...; `grid` and `block` are in CUDA order
    (x first), one to three expressions of the sizes."""
    name: str
    buffers: tuple[Input, ...]
    grid: tuple[Expr, ...]
    block: tuple[Expr, ...]
    registers: int | None
    shared: tuple[SharedArray, ...]
    body: Stmt
    span: Span | None = field(default=None, compare=False)
    launch_span: Span | None = field(default=None, compare=False)   # grid(...) block(...)
    pads: tuple[tuple[str, int], ...] = ()     # (shared array, words) under a schedule of kernels (K.pad)

    def buffer(self, name: str) -> Input | None:
        return next((b for b in self.buffers if b.name == name), None)


@dataclass(frozen=True)
class SharedPad:
    """`K.pad(s, n)`: `words` extra words on the last dimension of kernel `kernel`'s shared array `array`."""
    kernel: str
    array: str
    words: int


@dataclass(frozen=True)
class KernelSchedule:
    """A schedule block of a file's kernels: the words it says of each (pad, so far)."""
    name: str
    pads: tuple[SharedPad, ...]

    def kernels(self) -> tuple[str, ...]:
        """The kernels it schedules, in the block's order."""
        return tuple(dict.fromkeys(p.kernel for p in self.pads))


@dataclass(frozen=True)
class ProcWord:
    """One word of a schedule of a proc: `skew(i, t, 1)` is ("skew", ("i", "t", 1)); loop names
    are strings, factors ints.  `spans` locate the word and each argument."""
    method: str
    args: tuple
    span: Span | None = field(default=None, compare=False)
    arg_spans: tuple = field(default=(), compare=False)

    def text(self) -> str:
        return f"{self.method}({', '.join(str(a) for a in self.args)})"


@dataclass(frozen=True)
class ProcSchedule:
    """A schedule block of a proc: its words in order, applied to the proc's schedule (isl)."""
    name: str
    proc: str
    words: tuple[ProcWord, ...]


@dataclass(frozen=True)
class Proc:
    """An affine loop nest over `buffers`, read and written in place.  `body` is the loop IR as
    written, the contract of every analysis of procs: `For(var, min, extent = upper - lower,
    "serial")` per loop (named by its DSL variable), `Store(buffer, one index per dimension,
    value)` (`A[i] += e` is `Store(A, i, Load(A, i) + e)`), `LetStmt`, `If`; sizes are `Var(name,
    "i32")`; every Store and Load keeps the span of its statement or expression."""
    name: str
    buffers: tuple[Input, ...]
    body: Stmt
    span: Span | None = field(default=None, compare=False)

    def buffer(self, name: str) -> Input | None:
        return next((b for b in self.buffers if b.name == name), None)


@dataclass(frozen=True)
class Check:
    """After a launch of one of `kernels`, buffer `func.name` equals `func` evaluated on the
    buffers' values before the launch."""
    kernels: tuple[str, ...]
    func: Func
    span: Span | None = field(default=None, compare=False)


@dataclass(frozen=True)
class IndexRange:
    """A value index arithmetic computes (`what`) and its bounds over everything the output needs,
    as expressions of the sizes: checked against INDEX_LIMIT when a call gives the sizes."""
    what: str
    lo: Expr
    hi: Expr
    span: Span | None = field(default=None, compare=False)


@dataclass(frozen=True)
class IndexNotation:
    """A sparse program's output as index notation, its variables named as its loops are
    (`y.i` for argument `i` of func `y`; a sum's variable as it is, `y.j`)."""
    output: str
    expr: Expr                                  # the summand
    out_vars: tuple[str, ...]
    sums: tuple[str, ...]
    extents: dict[str, Expr]

    format: Format | None = None                # a sparse output's

    def loop(self, name: str) -> str:
        """The loop of a variable as a schedule names it (`i`)."""
        return f"{self.output}.{name}"

    def order(self, formats: dict[str, Format]) -> tuple[str, ...]:
        """The loops' order: the iteration graph's (ir/analysis/iteration_graph.py)."""
        output = None if self.format is None else (self.out_vars, self.format)
        return index_order(self.expr, self.out_vars + self.sums, frozenset(self.sums), formats, output)


@dataclass(frozen=True)
class Module:
    name: str
    source: Source
    params: tuple[Param, ...]
    inputs: tuple[Input, ...]
    funcs: tuple[Func, ...]          # in definition (pipeline) order
    output: Output | None
    # the file's schedule blocks in order, each read and checked (schedule/), or why it is refused
    schedules: tuple[tuple[str, Schedule | KernelSchedule | ProcSchedule | CompileError], ...]
    kernels: tuple[Kernel, ...] = ()
    checks: tuple[Check, ...] = ()
    # the index values whose range the sizes decide (regions.index_ranges), checked per call
    index_ranges: tuple[IndexRange, ...] = ()
    procs: tuple[Proc, ...] = ()

    def func(self, name: str) -> Func | None:
        return next((f for f in self.funcs if f.name == name), None)

    def index_notation(self) -> IndexNotation:
        out = self.func(self.output.func)
        args = {a: Var(f"{out.name}.{a}") for a in out.args}
        extents = {f"{out.name}.{a}": ext for a, (_, ext) in zip(out.args, self.output.ranges)}
        extents.update({r.var: r.extent for r in out.sums()})
        return IndexNotation(out.name, substitute(out.summand(), args), tuple(v.name for v in args.values()),
                             tuple(r.var for r in out.sums()), extents, self.output.format)

    def formats(self) -> dict[str, Format]:
        """The format of each sparse input, by name."""
        return {i.name: i.format for i in self.inputs if i.format is not None}

    @property
    def sparse(self) -> bool:
        """Whether a format annotation makes this a sparse program (lowered by PIPELINES' sparse entry)."""
        return any(i.format is not None for i in self.inputs) or (
            self.output is not None and self.output.format is not None)

    def input(self, name: str) -> Input | None:
        return next((i for i in self.inputs if i.name == name), None)

    def param(self, name: str) -> Param | None:
        return next((p for p in self.params if p.name == name), None)

    def kernel(self, name: str) -> Kernel | None:
        return next((k for k in self.kernels if k.name == name), None)

    def proc(self, name: str) -> Proc | None:
        return next((p for p in self.procs if p.name == name), None)

    def schedule(self, name: str) -> Schedule | KernelSchedule | ProcSchedule | None:
        """The file's block called `name` (None when there is none); a block that was refused
        raises its diagnostic now, when it is chosen."""
        found = next((s for n, s in self.schedules if n == name), None)
        if isinstance(found, CompileError):
            raise found
        return found

    def needed_funcs(self) -> list[str]:
        """The output and the funcs it reads, directly or through other funcs, in pipeline order."""
        needed = {self.output.func}
        for f in reversed(self.funcs):
            if f.name in needed:
                needed |= {n.buffer for n in walk(f.body) if isinstance(n, Load) and self.func(n.buffer)}
        return [f.name for f in self.funcs if f.name in needed]

    def checks_of(self, kernel: str) -> tuple[Check, ...]:
        return tuple(c for c in self.checks if kernel in c.kernels)

    def definition(self, func: str) -> Expr:
        """The func's body with the inputs' boundary conditions applied, reading its args as
        `Var(arg)`: what lowering computes (the reference evaluator applies them itself)."""
        return _BoundaryConditions(self.inputs).visit(self.func(func).body)


class _BoundaryConditions(Mutator):
    """Clamp (or zero) the reads of inputs declared with a boundary condition."""

    def __init__(self, inputs: tuple[Input, ...]):
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
