"""C emission: a flattened Function -> C source, as a pure function (golden-testable).

One C function per program:
    int irc_<name>(const float *restrict in, float *restrict out, float *restrict <scratch>..., int32_t W, ...)
Storage allocated outside every loop is passed in by the caller (`scratch`, allocated once per size
by the Python side); storage inside loops lives on the stack when its size has a constant bound,
else on the heap.  It returns 0, or the 1-based number of the failed assertion (`CSource.messages`).
`parallel` loops become OpenMP, `vectorized` loops carry `#pragma omp simd` (honoured with
-fopenmp-simd, no OpenMP runtime needed), `unrolled` loops `#pragma GCC unroll`.
A long innermost loop of plain vector accesses that stores along its variable into a whole array runs
its first iterations, up to the first store on a 64-byte line, as a loop of their own (`x_aligned`:
align.py says which loops and why).  A serial loop around parallel loops that does nothing else (a
proc's wavefronts: `for w { parallel for io }`) is one parallel region whose threads all run the
serial loop and share out each parallel loop (`omp for`, a barrier after it), instead of one region
per iteration: a thread that sleeps between regions (OMP_WAIT_POLICY=passive) is then woken once a
call, not once a wavefront (jacobi1d's `parallel` on two threads: 3.4 ms instead of 5.5 ms; its
threads still sleep at each wavefront's barrier).  Each region is a function of its own (`outline`),
its arrays restrict parameters; where its parallel loops hold too little work between barriers to
pay for them, a twin without OpenMP runs instead (teams.py).  A parallel loop inside another stays
a nested region.

With `counted` funcs given, the function also takes `int64_t *irc_counts, int64_t *irc_peaks` and counts,
per func, the points computed (an inlined func's: each use evaluated, `count(k, e)`) and the largest
storage held (serially: no OpenMP).
"""
from __future__ import annotations

import warnings

from ...diagnostics import InternalError
from ...ir.analysis.simplify import const_bounds
from ...ir.nodes import (CACHE_BYTES, Allocate, Assert, Barrier, Block, Call, Const, For, Function, If, LetStmt, Load,
                         Prefetch, Produce, Sort, Stmt, Store, Var)
from ...ir.types import C_TYPES
from ...ir.visitor import free_vars, substitute, walk
from .accumulators import lane_accumulators, updates_accumulator, vector_typedefs
from .align import ALIGN_HELPER, aligned_store, bounded_start, simdlen
from .dialects import CFamilyEmitter, c_name
from .prelude import prelude
from .gathers import GatherLoads, gather_padding
from .identifiers import c_identifiers
from .lanes import LaneArrays
from .machine import CACHE_HELPER
from .options import FAST_MATH, NARROW_AUTO_VECTORS
from .source import CSource, ScratchBuffer, scratch_buffers
from .teams import TEAM_HELPER, team_work
from .sort import sort_helper

STACK_LIMIT = 64 * 1024  # elements; larger constant-size storage goes on the heap


class CEmitter(GatherLoads, LaneArrays, CFamilyEmitter):
    """A Function's statements as C (with counters of the funcs `counted` when `counting`); the
    cache simulator's build (cache_sim.py) extends it with the touches of every access."""

    def __init__(self, fn: Function, counting: bool, scratch: dict[str, str], counted: list[str], source: str = ""):
        super().__init__()
        self.fn = fn
        self.counting = counting
        self.scratch = set(scratch)
        self.counted = counted
        self.messages: list[str] = []
        self.parallel_depth = 0
        self.uses_openmp = False
        self.uses_status = False      # asserts inside loop constructs record a status to return
        self.simd_depth = 0
        self.in_region = False        # inside a serial loop made one parallel region
        self.source = source          # the .dsl file's name, for `/* blur.dsl:5 */`
        self.producing = None         # the line of the innermost `produce`
        self.aligns = False           # a loop calls irc_aligned_start
        self.reads_caches = False     # the code asks the machine's cache sizes (machine.py)
        self.teams = False            # a region's team depends on its work (teams.py)
        self.one_thread = False       # writing a region's twin for one thread (teams.py)
        self.vars: dict[str, str] = {}  # a proc's scalar vars declared so far, and their C types
        self.sorts = False            # a Sort calls irc_sort_i32
        self.regions: list[str] = []  # the parallel regions' functions (outline)
        self.arrays = {b.name: (C_TYPES[b.dtype], b.role == "input") for b in fn.buffers}
        self.arrays.update({b: (C_TYPES[t], False) for b, t in scratch.items()})   # (C type, const)
        self.whole = set(self.arrays)  # arrays of a whole region (aligned_store); allocations join `arrays`
        self.identifiers = c_identifiers(fn)
        self.accumulators = lane_accumulators(fn.body) if self.uses_lanes else {}   # in GCC vectors (accumulators.py)
        self.vector_types: set[tuple[str, int]] = set()     # theirs

    # ------------------------------------------------------------------ statements
    def visit_Block(self, s: Block, depth):
        for i, (child, braced) in enumerate(zip(s.stmts, self.braced(s.stmts))):
            if isinstance(child, Assert) and self.in_loop_construct:
                self.assert_in_parallel(child, Block(s.stmts[i + 1:]), depth)
                return
            self.statement(child, depth, braced)

    def assertion(self, s: Assert) -> int:
        self.messages.append(s.message)
        return len(self.messages)

    @property
    def in_loop_construct(self) -> bool:
        """Inside an OpenMP parallel or simd loop, where no `return` may stand."""
        return bool(self.parallel_depth or self.simd_depth)

    def visit_Assert(self, s: Assert, depth):
        if self.in_loop_construct:
            self.assert_in_parallel(s, Block(()), depth)
        else:
            self.emit(depth, f"if (!({self.visit(s.cond)})) return {self.assertion(s)};")

    def assert_in_parallel(self, s: Assert, rest: Stmt, depth):
        """No `return` inside an OpenMP loop: record the failure, skip the rest."""
        self.uses_status = True
        self.emit(depth, f"if (!({self.visit(s.cond)})) {{")
        self.emit(depth + 1, f"irc_status = {self.assertion(s)};")
        self.emit(depth, "} else {")
        self.visit(rest, depth + 1)
        self.emit(depth, "}")

    def visit_For(self, s: For, depth):
        kind = self.loop_kind(s)
        opens = kind == "serial" and self.opens_region(s)
        if opens or (kind == "parallel" and not (self.in_region or self.parallel_depth)):
            self.outline(s, depth)
            return
        if kind == "unrolled" and not (self.counting or self.simd_depth) and self.packed_unroll(s, depth):
            return
        v = self.name(s.var)
        lo, ext = self.visit(s.min), self.visit(s.extent)
        self.facts[s.var] = (const_bounds(s.min, self.facts)[0], None)
        self.emit(depth, "{")
        ctype = C_TYPES[s.min.dtype]
        self.emit(depth + 1, f"const {ctype} {v}_end = {lo} + {ext};")
        aligned = aligned_store(s, self.facts, self.whole) if kind in ("serial", "vectorized") and not self.simd_depth \
            else None
        if aligned is not None:
            lo = self.peel(s, *aligned, lo, depth + 1)
        lanes = self.open_lanes(s, lo, depth + 1) if kind == "vectorized" and not (self.counting or self.simd_depth) \
            else None
        if kind == "parallel":
            shared_out = self.in_region and not self.parallel_depth     # `omp for` may not nest in `omp for`
            self.emit(depth + 1, f"#pragma omp {'for' if shared_out else 'parallel for'} schedule(static)")
        elif kind == "vectorized":
            self.emit(depth + 1, f"#pragma omp simd{simdlen(s, self.facts)}")
        elif kind == "unrolled":
            n = s.extent.value if isinstance(s.extent, Const) else 4
            self.emit(depth + 1, f"#pragma GCC unroll {n}")
        self.emit(depth + 1, f"for ({ctype} {v} = {lo}; {v} < {v}_end; {v}++) {{")
        if kind == "serial" and not self.simd_depth and updates_accumulator(s.body, self.accumulators):
            self.emit(depth + 2, '__asm__ volatile("");   /* a reduction step: gcc vectorizes only its lanes (accumulators.py) */')
        self.parallel_depth += kind == "parallel"
        self.simd_depth += kind == "vectorized"
        body = s.body if lanes is None else lanes.loop.body
        self.pairs = self.paired_loads(body) if kind == "vectorized" else self.pairs
        self.visit(body, depth + 2)
        self.parallel_depth -= kind == "parallel"
        self.simd_depth -= kind == "vectorized"
        self.emit(depth + 1, "}")
        if lanes is not None:
            self.close_lanes(lanes, depth + 1)
        self.emit(depth, "}")

    def peel(self, s: For, store: Store, read: list[str], most_read: Load | None, lo: str, depth) -> str:
        """The iterations of `s` before its stores to `store` (or, where the arrays `read` along
        it start elsewhere in a line, its load `most_read`) start a 64-byte line, as a loop of
        their own (irc_aligned_start decides at run time); returns where the main loop starts."""
        self.aligns = True
        v, ctype = self.name(s.var), C_TYPES[s.min.dtype]
        stored = self.name(store.buffer)
        apart = " | ".join(f"((uintptr_t){self.name(b)} ^ (uintptr_t){stored})" for b in read) or "0"
        fallback = f"&{self.first_element(s, most_read)}, sizeof({self.name(most_read.buffer)}[0])" \
            if most_read is not None else "NULL, 0"
        start = bounded_start(f"irc_aligned_start({lo}, {v}_end, &{self.first_element(s, store)}, "
                              f"sizeof({stored}[0]), {apart}, {fallback})", f"{v}_end", store, most_read)
        self.emit(depth, f"const {ctype} {v}_aligned = ({ctype}){start};")
        self.emit(depth, f"for ({ctype} {v} = {lo}; {v} < {v}_aligned; {v}++) {{")
        self.visit(s.body, depth + 1)
        self.emit(depth, "}")
        return f"{v}_aligned"

    def first_element(self, s: For, access: Load | Store) -> str:
        """The element `access` touches at the first iteration of `s`, as C."""
        return f"{self.name(access.buffer)}[{self.visit(substitute(access.indices[0], {s.var: s.min}))}]"

    def opens_region(self, s: For) -> bool:
        """Whether serial loop `s` becomes a parallel region: outside every loop construct, around
        parallel loops, and nothing else in it that every thread may not run alike (lets, ifs
        and serial loops only: no store, allocation or check outside the parallel loops)."""
        if self.in_region or self.in_loop_construct or self.counting:
            return False
        return _only_control(s.body) and any(isinstance(n, For) and self.loop_kind(n) == "parallel" for n in walk(s.body))

    def outline(self, s: For, depth):
        """A parallel region (a loop that opens one, or a parallel loop outside any) as a function
        of its own, called by every thread of `#pragma omp parallel`; its parallel loops share
        out their iterations (`omp for`, orphaned).  gcc passes what an OpenMP region reads
        through a struct and drops `restrict` on the way; as parameters the arrays keep it, and
        the vectorizer its freedom (heat-3d's `auto`, one thread: 183 -> 153 ms at T=100).  Not
        inlined: inlined back into gcc's region body, seidel-2d's wavefronts (`parallel`, one
        thread, T=40) took 650 ms instead of 480."""
        self.uses_openmp = True
        name = f"irc_{c_name(self.fn.name)}_region{len(self.regions)}"   # file scope: irc_ is irc's
        args = ", ".join(self.region_function(s, name))
        work = team_work(s, self.fn.params) if s.kind == "serial" else None
        if work is None:
            self.emit(depth, "#pragma omp parallel")
            self.emit(depth, f"{name}({args});")
            return
        self.teams = True           # one thread runs a twin without OpenMP's loop bookkeeping
        self.region_function(s, f"{name}_serial", one_thread=True)
        self.emit(depth, f"if ({self.visit(work[0])} >= irc_team_work() * {work[1]}) {{")
        self.emit(depth + 1, "#pragma omp parallel")
        self.emit(depth + 1, f"{name}({args});")
        self.emit(depth, "} else {")
        self.emit(depth + 1, f"{name}_serial({args});")
        self.emit(depth, "}")

    def region_function(self, s: For, name: str, one_thread: bool = False) -> list[str]:
        """Region `s` as the function `name` (one of `regions`); returns the call's arguments.
        `one_thread`: its parallel loops as plain loops (teams.py)."""
        lines, self.lines, self.in_region, self.one_thread = self.lines, [], True, one_thread
        self.visit_For(s, 1)
        body, self.lines, self.in_region, self.one_thread = self.lines, lines, False, False
        params, args = self.region_parameters(s)
        if any(isinstance(n, Assert) for n in walk(s)):      # a failed check reaches the caller
            self.uses_status = True
            params.append("int *irc_status_at")
            args.append("&irc_status")
            body = ["  int irc_status = 0;", *body,
                    "  if (irc_status) {", "    #pragma omp atomic write", "    *irc_status_at = irc_status;", "  }"]
        self.regions.append(f"static __attribute__((noinline)) void {name}({', '.join(params)}) {{\n"
                            + "\n".join(body) + "\n}\n")
        return args

    def region_parameters(self, s: For) -> tuple[list[str], list[str]]:
        """The parameters of `s` outlined, and the arguments: the arrays it reads or writes but
        does not allocate (restrict, as the entry's), then the variables it reads but does not
        define (the sizes first), then the values of the proc's vars it reads (a region only
        reads a var declared outside it: isl_codegen)."""
        nodes = list(walk(s))
        used = {n.buffer for n in nodes if isinstance(n, (Load, Store, Sort))} | {n.scratch for n in nodes if isinstance(n, Sort)}
        used -= {n.buffer for n in nodes if isinstance(n, Allocate)}
        arrays = [b for b in self.arrays if b in used]       # the entry's order, then the allocations'
        free = free_vars(s)
        order = {p: k for k, p in enumerate(self.fn.params)}
        scalars = sorted({(n.name, n.dtype) for n in nodes if isinstance(n, Var) and n.name in free},
                         key=lambda v: (order.get(v[0], len(order)), v[0]))
        values = [b for b in self.vars if b in used]
        params = [array_parameter(*self.arrays[b], self.name(b)) for b in arrays]
        params += [f"{C_TYPES[t]} {self.name(v)}" for v, t in scalars]
        params += [f"{self.vars[b]} {self.name(b)}" for b in values]
        return params, [self.name(b) for b in arrays] + [self.name(v) for v, _ in scalars] + \
            [self.name(b) for b in values]

    def loop_kind(self, s: For) -> str:
        """What loop `s` becomes here: OpenMP allows no other construct inside a simd loop, so a
        parallel or vectorized loop there runs as a plain loop (a parallel one with a note), and a
        counting build runs serially."""
        if s.kind == "parallel" and (self.counting or self.one_thread):
            return "serial"
        if self.simd_depth and s.kind in ("parallel", "vectorized"):
            if s.kind == "parallel":
                warnings.warn(f"the parallel loop {s.var} runs serially: it is inside a vectorized loop")
            return "serial"
        return s.kind

    def where(self, span) -> str:
        """` /* blur.dsl:5 */`: the DSL line a statement came from."""
        return f" /* {self.source}:{span.line} */" if span is not None and self.source else ""

    def visit_Call(self, e: Call) -> str:
        if e.name == CACHE_BYTES:
            self.reads_caches = True
            return f"((int64_t)irc_cache_bytes({self.visit(e.args[0])}))"
        return super().visit_Call(e)

    def visit_Store(self, s: Store, depth):
        line = self.where(s.span) if s.span is not None and s.span.line != self.producing else ""
        if self.store_to_lanes(s, line, depth):
            return
        target = f"{self.name(s.buffer)}[{self.visit(s.indices[0])}]" if s.indices else self.name(s.buffer)
        self.emit(depth, f"{target} = {self.visit(s.value)};{line}")
        if self.counting and s.buffer in self.counted:
            self.emit(depth, f"irc_counts[{self.counted.index(s.buffer)}]++;")

    def visit_Allocate(self, s: Allocate, depth):
        name, ctype = self.name(s.buffer), C_TYPES[s.dtype]
        self.emit(depth, "{")
        if s.bounds:
            heap = self.storage(s, name, ctype, depth + 1)
        else:                               # a proc's scalar `var t`: a C variable of its block
            self.vars[s.buffer], heap = ctype, False
            self.emit(depth + 1, f"{ctype} {name};")
        self.visit(s.body, depth + 1)
        if heap:
            self.emit(depth + 1, f"free({name});")
        self.emit(depth, "}")

    def storage(self, s: Allocate, name: str, ctype: str, depth) -> bool:
        """Declares array `s`: on the stack where its size is known and small (`_Alignas(64)`: gcc 12 may
        assume 32 for its vector stores yet place it at 16), else from malloc (then True: freed at the
        end of its block); `store_in` says which (its Stack a variable-length array where not constant)."""
        self.arrays[s.buffer] = (ctype, False)
        size = s.bounds[0][1]
        if self.counting and s.buffer in self.counted:
            i = self.counted.index(s.buffer)
            self.emit(depth, f"if ((int64_t)({self.visit(size)}) > irc_peaks[{i}]) irc_peaks[{i}] = {self.visit(size)};")
        if s.buffer in self.scratch:
            return False
        if s.buffer in self.accumulators:
            dtype, lanes = self.accumulators[s.buffer]
            self.vector_types.add((dtype, lanes))
            self.emit(depth, f"irc_{dtype}x{lanes} {name};   /* a register (accumulators.py) */")
            return False
        bound, pad = const_bounds(size, self.facts)[1], gather_padding(s.dtype)     # (gathers.py)
        if s.scope != "heap" and bound is not None and (bound <= STACK_LIMIT or s.scope == "stack"):
            self.emit(depth, f"_Alignas(64) {ctype} {name}[{max(bound, 1) + pad}];")
            return False
        n, more = self.visit(size), f" + {pad}" if pad else ""
        if s.scope == "stack":
            self.emit(depth, f"_Alignas(64) {ctype} {name}[(({n}) > 0 ? ({n}) : 1){more}];")
            return False
        self.emit(depth, f"{ctype} *restrict {name} = ({ctype} *)malloc(sizeof({ctype}) * (size_t)({n}{more}));")
        return True

    def visit_Produce(self, s: Produce, depth):
        where = f": {self.source}:{s.span.line}" if s.span is not None and self.source else ""
        self.emit(depth, f"/* produce {s.func}{where} */")
        outer, self.producing = self.producing, s.span.line if s.span is not None else None
        self.visit(s.body, depth)
        self.producing = outer

    def visit_Prefetch(self, s: Prefetch, depth):
        self.emit(depth, f"__builtin_prefetch(&{self.visit(s.address)});")

    def visit_Sort(self, s: Sort, depth):
        self.sorts = True
        self.emit(depth, f"irc_sort_i32(&{self.name(s.buffer)}[{self.visit(s.lo)}], {self.visit(s.count)}, {self.name(s.scratch)});")

    def visit_Barrier(self, s: Barrier, depth):
        raise InternalError("the C backend runs no GPU kernels (barrier)")


def emit_c(fn: Function, *, counted: tuple[str, ...] = (), source: str = "", narrow_auto_vectors: bool = False,
           fast_math: bool = False) -> CSource:
    """C source for a flattened, simplified Function; `counted` funcs get counters; `source`
    (the .dsl file's name) marks each func and each statement with its line;
    `narrow_auto_vectors`: the loops gcc vectorizes on its own use 32-byte vectors (NARROW_AUTO_VECTORS);
    `fast_math`: floats are never NaN nor infinite (FAST_MATH)."""
    scratch = scratch_buffers(fn)
    em = CEmitter(fn, bool(counted), {s.name: s.dtype for s in scratch}, list(counted), source)
    extra = ("int64_t *restrict irc_counts", "int64_t *restrict irc_peaks") if counted else ()
    return assemble(fn, em, scratch, extra, counted=tuple(counted),
                    target=(NARROW_AUTO_VECTORS if narrow_auto_vectors else "") + (FAST_MATH if fast_math else ""))


def assemble(fn: Function, em: CEmitter, scratch: list[ScratchBuffer], extra: tuple[str, ...] = (), *,
             helpers: str = "", setup: tuple[str, ...] = (), counted: tuple[str, ...] = (), target: str = "") -> CSource:
    """The entry function around `em`'s statements, so that an instrumented build (a counting one,
    the cache simulator's) differs from the plain one only where it says: `extra` parameters after
    the sizes, `helpers` (C before the entry) and `setup` (its first statements); `target`: the
    code generation options of the whole file, first (every function in it compiled alike, so
    that the helpers still inline into the entry)."""
    em.visit(fn.body, 1)
    args = [("input" if b.role == "input" else "output", b.name, b.dtype) for b in fn.buffers]
    args += [("scratch", s.name, s.dtype) for s in scratch]
    args += [("param", p, "i32") for p in fn.params]
    decls = []
    for kind, name, dtype in args:
        if kind == "param":
            decls.append(f"int32_t {em.name(name)}")
        else:
            decls.append(array_parameter(C_TYPES[dtype], kind == "input", em.name(name)))
    decls += extra
    entry = f"irc_{c_name(fn.name)}"
    signature = f"int {entry}({', '.join(decls)})"
    body = ["  int irc_status = 0;"] if em.uses_status else []
    body += [f"  {line}" for line in setup] + em.lines
    body.append("  return irc_status;" if em.uses_status else "  return 0;")
    aligns = (ALIGN_HELPER if em.aligns else "") + em.lane_helpers() + em.gather_helpers() + vector_typedefs(em.vector_types)
    sorts = sort_helper() if em.sorts else ""
    caches = (CACHE_HELPER if em.reads_caches else "") + (TEAM_HELPER if em.teams else "")
    source = target + prelude("c", em.optional) + aligns + sorts + caches + helpers + "".join("\n" + r for r in em.regions) + "\n" + signature + " {\n" + "\n".join(body) + "\n}\n"
    cdef = signature.replace("restrict ", "") + ";"
    return CSource(source, cdef, entry, tuple(args), tuple(scratch), tuple(em.messages),
                   counted, em.uses_openmp)


def array_parameter(ctype: str, const: bool, identifier: str) -> str:
    """An array as a C parameter: restrict (irc's arrays never overlap), const when only read."""
    return f"{'const ' if const else ''}{ctype} *restrict {identifier}"


def _only_control(s: Stmt) -> bool:
    """Lets, ifs, blocks and serial loops down to parallel loops, and nothing else."""
    if isinstance(s, For):
        return s.kind == "parallel" or (s.kind == "serial" and _only_control(s.body))
    if isinstance(s, LetStmt):
        return _only_control(s.body)
    if isinstance(s, Block):
        return all(_only_control(c) for c in s.stmts)
    if isinstance(s, If):
        return _only_control(s.then) and (s.otherwise is None or _only_control(s.otherwise))
    return False
