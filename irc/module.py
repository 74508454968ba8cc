"""The checked program: sizes, inputs, funcs (IR expressions), the output and schedules; kernels
(a thread's code as IR statements, with their launch shape) and the checks of their results;
procs (affine loop nests as IR statements, over arrays updated in place)."""
from __future__ import annotations

from dataclasses import dataclass, field

from .boundaries import BoundaryConditions
from .diagnostics import CompileError, InternalError, Source, Span
from .ir.analysis.iteration_graph import index_order
from .ir.nodes import Binary, Expr, Load, Reduce, Stmt, Var
from .ir.visitor import substitute, walk
from .schedules import KernelSchedule, ProcSchedule, Schedule
from .ir.formats import Format


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
    # a scalar param (`param gain: f32 = 1.5`): its default.  It is a one-element input, read by
    # name, given by keyword (never by position) or left at the default
    scalar: int | float | bool | None = None


@dataclass(frozen=True)
class RVar:
    """A variable of a reduction domain over [min, min + extent): `name` is what the source and
    a schedule call it (`r.x`); in the IR of func f it is `Var("f.r.x")`."""
    name: str
    min: Expr
    extent: Expr


@dataclass(frozen=True)
class Update:
    """An update definition `f(indices) = value`, run after f's pure definition and the updates
    before it, at every point of its pure variables (the args it keeps at their own position,
    which then loop over f's region) and of its reduction domain, `rvars` outer to inner.
    Indices and value read pure variables as `Var(arg)`, reduction variables as `Var("f.r.x")`;
    `f(i) += e` is `f(i) = f(i) + e`."""
    indices: tuple[Expr, ...]
    value: Expr
    pure: tuple[str, ...]
    rvars: tuple[RVar, ...]
    span: Span | None = field(default=None, compare=False)
    condition: Expr | None = None     # where it holds only (rfactor's blocks: the points in range)

    def loops(self) -> tuple[str, ...]:
        """Its loops before any schedule, outer to inner: the pure variables, then the domain's."""
        return self.pure + tuple(r.name for r in self.rvars)


@dataclass(frozen=True)
class Func:
    """`name(args) = body`; the body reads args as `Var(arg)`, inputs and funcs as `Load`;
    `updates` run after it, in order."""
    name: str
    args: tuple[str, ...]
    body: Expr
    dtype: str
    span: Span | None = field(default=None, compare=False)
    updates: tuple[Update, ...] = ()

    def sums(self) -> tuple[Reduce, ...]:
        """The sums the func's value is, outermost first (`C(i, j) = sum(k in ..: ...)`): their
        variables are loops of the func, which a schedule may split, reorder and unroll."""
        out, e = [], self.body
        while isinstance(e, Reduce) and e.op == "+":
            out.append(e)
            e = e.body
        return tuple(out)

    def loads(self) -> list[Load]:
        """The reads in its definition and its updates (their indices and values), in order."""
        exprs = (self.body, *(e for u in self.updates for e in u.indices + (u.value,)))
        return [n for e in exprs for n in walk(e) if isinstance(n, Load)]

    def summand(self) -> Expr:
        """The body under the func's sums: the value summed at each point of all their variables."""
        sums = self.sums()
        return sums[-1].body if sums else self.body

    def sum_var(self, r: Reduce) -> str:
        """The name a schedule gives the variable of sum `r` (`k` for the IR's `C.k`)."""
        return r.var[len(self.name) + 1:]

    def reduction(self, u: Update) -> str | None:
        """The operation of an update `f(i) = f(i) op e` whose `e` does not read f (`+` for
        `f(i) += e`), or None for any other update: what the reference folds with one `ufunc.at`
        and rfactor may reassociate."""
        v = u.value
        if isinstance(v, Binary) and v.a == Load(self.name, u.indices, self.dtype) and \
                not any(isinstance(n, Load) and n.buffer == self.name for n in walk(v.b)):
            return v.op
        return None

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
    outputs: tuple[Output, ...]      # in declaration order; none in a file of kernels or procs
    # the file's schedule blocks in order, each read and checked (schedule/), or why it is refused
    schedules: tuple[tuple[str, Schedule | KernelSchedule | ProcSchedule | CompileError], ...]
    kernels: tuple[Kernel, ...] = ()
    checks: tuple[Check, ...] = ()
    # the index values whose range the sizes decide (regions.index_ranges), checked per call
    index_ranges: tuple[IndexRange, ...] = ()
    procs: tuple[Proc, ...] = ()

    def func(self, name: str) -> Func | None:
        return next((f for f in self.funcs if f.name == name), None)

    @property
    def output(self) -> Output | None:
        """The output of a program with one (None: a file of kernels or procs).  The C backend
        reads `outputs`; the steps that compute one output (a GPU launch, a sparse program) are
        reached only after several were refused there, so reaching this with several is a bug."""
        if len(self.outputs) > 1:
            raise InternalError(f"a step for one output reached a program of {len(self.outputs)}")
        return self.outputs[0] if self.outputs else None

    def output_of(self, func: str) -> Output | None:
        """The output that func `func` is, or None."""
        return next((o for o in self.outputs if o.func == func), None)

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
            any(o.format is not None for o in self.outputs))

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
        """The outputs and the funcs they read, directly or through other funcs, in pipeline order."""
        return self.producers({o.func for o in self.outputs})

    def producers(self, funcs: set[str]) -> list[str]:
        """`funcs` and the funcs they read, directly or through other funcs, in pipeline order."""
        needed = set(funcs)
        for f in reversed(self.funcs):
            if f.name in needed:
                needed |= {n.buffer for n in f.loads() if self.func(n.buffer)}
        return [f.name for f in self.funcs if f.name in needed]

    def checks_of(self, kernel: str) -> tuple[Check, ...]:
        return tuple(c for c in self.checks if kernel in c.kernels)

    def definition(self, func: str) -> Expr:
        """The func's body with the inputs' boundary conditions applied, reading its args as
        `Var(arg)`: what lowering computes (the reference evaluator applies them itself)."""
        return self.with_boundaries(self.func(func).body)

    def with_boundaries(self, e: Expr) -> Expr:
        """`e` with the inputs' boundary conditions applied to its reads of them."""
        return BoundaryConditions(self.inputs).visit(e)
