"""The SIMT interpreter: runs a launch (gpu_block loops around gpu_thread loops) with every
thread of every block as one lane of numpy arrays.

The IR is compiled once into Python closures; each closure runs its node for all lanes at once
under a `Mask` of active lanes.  `if` narrows the mask, loops whose trip counts differ between
lanes run until the last lane is done, and a barrier checks that each block arrives whole.
Selects and `&&` / `||` evaluate their arms only in the lanes that take them, as CUDA's `?:`
and short-circuit operators do, so a guarded read is never out of bounds (expressions.py).

Counters are per DSL line (the span of the node that causes them) and per warp instruction:
a statement run under a mask issues one instruction per warp with an active lane.
"""
from __future__ import annotations

from dataclasses import replace

import numpy as np

from ...ir.nodes import (GPU_LOOP_KINDS, Allocate, Assert, Barrier, Block, For, If, LetStmt, Produce, Stmt, Store,
                         While)
from ...ir.types import NUMPY_TYPES, element_type, vector_width
from ...ir.visitor import walk
from .budget import TRIP_COST, Budget
from .endless import SliceWatch, condition_slice, condition_values
from .errors import Fault, LaunchError, launch_size
from .fusion import as_compiled, registers_for_local_arrays
from .expressions import ExpressionCompiler, elements
from .lanes import Axis, Geometry, Mask
from .memory import Array

MAX_WHILE_TRIPS = 100_000      # a while loop running longer is taken to be endless


def _merged(bits, new, old):
    """A thread's var after a masked assignment: `new` in the lanes of `bits` (component by
    component for a vector), `old` in the others."""
    if isinstance(new, tuple):
        return tuple(np.where(bits, a, b) for a, b in zip(new, old))
    return np.where(bits, new, old)


_ATOMIC_UFUNCS = {"add": np.add, "min": np.minimum, "max": np.maximum}


def _atomic(fv, locate, ufunc, geometry):
    """An atomic statement: every active lane's update applied, those on one element one after
    another (`ufunc.at`), as a GPU's atomics serialise them; float sums in lane order."""
    def atomic(env, m):
        v = fv(env, m)
        array, where = locate(env, m)
        where = np.broadcast_to(where, geometry.lane.shape)
        values = np.broadcast_to(np.asarray(v, array.data.dtype), geometry.lane.shape)
        if m.bits is not None:
            where, values = where[m.bits], values[m.bits]
        ufunc.at(array.data, where, values)
    return atomic


def _atomic_old(s: Store, fv, fc, locate, geometry):
    """An atomic whose old value a thread keeps (or a compare-and-swap, or an exchange): the active
    lanes one after another in lane order, as a GPU serialises them on one element, each reading
    the element, writing its new value and keeping the old one in its scalar `s.result`."""
    ufunc, name = _ATOMIC_UFUNCS.get(s.atomic), s.result

    def atomic(env, m):
        array, where = locate(env, m)
        shape, t = geometry.lane.shape, array.data.dtype
        where = np.broadcast_to(where, shape).ravel()
        values = np.broadcast_to(np.asarray(fv(env, m), t), shape).ravel()
        expected = None if fc is None else np.broadcast_to(np.asarray(fc(env, m), t), shape).ravel()
        old = np.zeros(shape, t)
        flat = old.reshape(-1)
        for lane in (range(flat.size) if m.bits is None else np.flatnonzero(m.bits)):
            seen = array.data[where[lane]]
            flat[lane] = seen
            new = values[lane] if ufunc is None else ufunc(seen, values[lane])
            if expected is None or seen == expected[lane]:
                array.data[where[lane]] = new
        if name is not None:
            env[name] = old if m.bits is None else _merged(m.bits, old, env[name])
    return atomic


def _write(array: Array, where, v, m: Mask) -> None:
    """Store `v` (one value per lane, or one for all) at `where` in the active lanes of `m`."""
    if isinstance(where, slice):             # one element of a local array in every lane
        lanes = array.data[where]
        if m.bits is None:
            lanes[...] = v
        else:
            lanes[m.bits] = v[m.bits] if np.ndim(v) else v
    elif m.bits is None:
        if np.ndim(where) < np.ndim(v):          # lanes storing to one element: one wins
            where = np.broadcast_to(where, np.shape(v))
        array.data[where] = v
    else:
        where = np.broadcast_to(where, m.bits.shape)[m.bits]
        array.data[where] = v[m.bits] if np.ndim(v) else v


def split_launch(body):
    """(block loops, statements between, thread loops, the threads' body) of a launch nest."""
    blocks, between, threads = [], [], []
    while isinstance(body, For) and body.kind == "gpu_block":
        blocks.append(body)
        body = body.body
    while isinstance(body, LetStmt) or (isinstance(body, Allocate) and body.scope == "shared"):
        between.append(body)
        body = body.body
    while isinstance(body, For) and body.kind == "gpu_thread":
        threads.append(body)
        body = body.body
    if not blocks or not threads:
        raise LaunchError("the SIMT interpreter runs a launch: gpu_block loops around gpu_thread loops "
                          "(with only shared allocations and lets between them)")
    return blocks, between, threads, body


class Interpreter(ExpressionCompiler):
    """One launch nest (`launch`: gpu_block loops around gpu_thread loops) of a function, compiled
    once into closures, run on `arrays` (the global buffers by name, updated in place)."""

    def __init__(self, launch: Stmt, arrays: dict[str, np.ndarray], sizes: dict[str, int],
                 shared_offsets: dict[str, int], check_races: bool = True, budget: Budget | None = None,
                 kernel: str = "the launch"):
        self.sizes, self.kernel = sizes, kernel
        self.budget = budget or Budget()
        blocks, between, threads, body = split_launch(launch)
        written = {n.buffer for n in walk(launch) if isinstance(n, Store)}
        super().__init__(Geometry(self._axes(blocks), self._axes(threads)), arrays, written, check_races)
        self.shared_offsets = shared_offsets
        code = registers_for_local_arrays(self._rewrap(between, body))
        self.compiled = as_compiled(code)
        self.fused = self.compiled.fused
        self.run_body = self.visit(code)

    def _axes(self, loops) -> tuple[Axis, ...]:
        axes = []
        for loop in loops:
            lo = launch_size(loop.min, self.sizes, f"the start of {loop.var}", loop.span)
            extent = launch_size(loop.extent, self.sizes, f"launch dimension {loop.var}", loop.span)
            if lo != 0:
                raise LaunchError(f"launch loop {loop.var} starts at {lo}; the interpreter needs 0", loop.span)
            if extent <= 0:
                raise LaunchError(f"launch dimension {loop.var} has extent {extent}; it must be positive",
                                  loop.span)
            axes.append(Axis(loop.var, extent))
        return tuple(axes)

    @staticmethod
    def _rewrap(between, body):
        for node in reversed(between):
            body = replace(node, body=body)
        return body

    def run(self) -> None:
        env = {name: np.int32(v) for name, v in self.sizes.items()}
        env.update(self.geometry.coordinates())
        with np.errstate(all="ignore"):
            self.run_body(env, Mask(self.geometry))

    def visit_Block(self, s: Block):
        fs = [self.visit(x) for x in s.stmts]

        def run(env, m):
            for f in fs:
                f(env, m)
        return run

    def visit_Produce(self, s: Produce):
        return self.visit(s.body)

    def visit_LetStmt(self, s: LetStmt):
        f, body, name = self.visit(s.value), self.visit(s.body), s.var

        def let(env, m):
            env[name] = f(env, m)
            body(env, m)
        return let

    def visit_Store(self, s: Store):
        fv = self.visit(s.value)
        if not s.indices and self.scopes.get(s.buffer) == "register":
            name = s.buffer

            def assign(env, m):
                v = fv(env, m)
                env[name] = v if m.bits is None else _merged(m.bits, v, env[name])
            return assign
        locate, width = self.locator(s, s.buffer, s.indices, write=True), s.width
        if s.result is not None or s.atomic in ("exch", "cas"):
            fc = None if s.compare is None else self.visit(s.compare)
            return _atomic_old(s, fv, fc, locate, self.geometry)
        if s.atomic:
            return _atomic(fv, locate, _ATOMIC_UFUNCS[s.atomic], self.geometry)

        def store(env, m):
            v = fv(env, m)
            array, where = locate(env, m)
            for element, part in zip(elements(where, width), v if width > 1 else (v,)):
                _write(array, element, part, m)
        return store

    def visit_Allocate(self, s: Allocate):
        if s.scope == "global":
            raise LaunchError(f"'{s.buffer}' is allocated in global memory inside a launch", s.span)
        outer = self.scopes.get(s.buffer)
        self.scopes[s.buffer] = "register" if s.scope == "local" and not s.bounds else s.scope
        body = self.visit(s.body)
        if outer is None:
            del self.scopes[s.buffer]
        else:
            self.scopes[s.buffer] = outer
        t = NUMPY_TYPES[element_type(s.dtype)]
        if s.scope == "local" and not s.bounds:
            name, width = s.buffer, vector_width(s.dtype)

            def register(env, m):
                env[name] = t(0) if width == 1 else (t(0),) * width
                body(env, m)
            return register
        return self._array_allocation(s, t, body)

    def _array_allocation(self, s: Allocate, t, body):
        g = self.geometry

        def allocate(env, m):
            shape = tuple(launch_size(ext, self.sizes, f"an extent of '{s.buffer}'", s.span) for _, ext in s.bounds)
            size = int(np.prod(shape))
            copies = g.blocks if s.scope == "shared" else g.lanes
            array = Array(s.buffer, s.scope, shape, np.zeros(copies * size, t),
                          self.shared_offsets.get(s.buffer, 0))
            outer = self.arrays.get(s.buffer)
            self.arrays[s.buffer] = array
            body(env, m)
            if outer is not None:
                self.arrays[s.buffer] = outer
        return allocate

    def visit_If(self, s: If):
        fc, then = self.visit(s.cond), self.visit(s.then)
        other = self.visit(s.otherwise) if s.otherwise is not None else None
        count = self.counter()

        def branch(env, m):
            c = fc(env, m)
            count["instructions"] += m.warps
            if np.ndim(c) and c.all():          # taken by every lane: no narrower than a uniform true
                c = True
            if np.ndim(c) == 0:
                if c:
                    then(env, m)
                elif other is not None:
                    other(env, m)
                return
            count["divergent_branches"] += m.divergent_warps(c)
            taken = m.narrow(c)
            if taken.count:
                then(env, taken)
            if other is not None:
                rest = m.narrow(~c)
                if rest.count:
                    other(env, rest)
        return branch

    def visit_For(self, s: For):
        if s.kind in GPU_LOOP_KINDS:
            raise LaunchError(f"a {s.kind} loop inside the launch's threads ({s.var}); the interpreter runs "
                              "one launch per function", s.span)
        flo, fext, body, var = self.visit(s.min), self.visit(s.extent), self.visit(s.body), s.var
        count = self.counter()
        branch = 0 if id(s) in self.compiled.unrolled else 1      # an unrolled loop: no branch per trip

        def loop(env, m):
            lo, extent = flo(env, m), fext(env, m)
            if np.ndim(extent) == 0:
                for i in range(int(extent)):
                    self.spend(m, s)
                    count["instructions"] += branch * m.warps
                    env[var] = lo + np.int32(i)
                    body(env, m)
                return
            live = m
            for i in range(int(np.max(extent, where=self._bits(m), initial=0))):
                going = extent > i
                count["instructions"] += live.warps
                count["divergent_branches"] += live.divergent_warps(going)
                live = live.narrow(going)
                if not live.count:
                    return
                self.spend(live, s)
                env[var] = lo + np.int32(i)
                body(env, live)
        return loop

    def spend(self, m: Mask, loop) -> None:
        """One trip of `loop` by the lanes of `m`, out of the budget."""
        self.budget.left -= m.count + TRIP_COST
        if self.budget.left < 0:
            self.fault(f"the simulation has run {self.budget.limit:,} lane-iterations of loops, its budget, and "
                       "this loop is still running (--budget, or budget= in the API, allows more)", loop,
                       self.faulting_lane(m, True))

    def visit_While(self, s: While):
        """The loop's trips until its condition fails in every lane; a trip that leaves the
        condition's slice unchanged proves that it never will (endless.py), and MAX_WHILE_TRIPS
        stops a loop whose slice keeps changing."""
        fc, body = self.visit(s.cond), self.visit(s.body)
        count = self.counter()
        names = condition_slice(s)

        def loop(env, m):
            live = m
            watch = None if names is None else SliceWatch(names, self.arrays)
            for _ in range(MAX_WHILE_TRIPS):
                c = fc(env, live)
                count["instructions"] += live.warps
                if np.ndim(c):
                    count["divergent_branches"] += live.divergent_warps(c)
                live = live.narrow(c)
                if not live.count:
                    return
                self.spend(live, s)
                if watch is not None:
                    watch.before(env)
                body(env, live)
                if watch is not None and watch.unchanged(env):
                    self._endless(s, env, live, proven=True)
            self._endless(s, env, live, proven=False)
        return loop

    def _endless(self, s: While, env, live: Mask, proven: bool) -> None:
        """The fault of a while loop that cannot end (`proven` by a trip that changed nothing its
        condition depends on) or has run MAX_WHILE_TRIPS trips: the condition's variables in
        the first lane still looping."""
        lane = self.faulting_lane(live, True)
        values = condition_values(s.cond, env, lane)
        what = (f"never ends: a trip changed nothing its condition depends on ({values}), so its condition "
                "holds forever" if proven else f"still running after {MAX_WHILE_TRIPS:,} trips ({values})")
        self.fault(f"while loop of kernel '{self.kernel}' {what}", s, lane)

    def visit_Barrier(self, s: Barrier):
        count, g = self.counter(), self.geometry

        def barrier(env, m):
            blocks = None
            if m.bits is not None:
                per_block = m.bits.reshape(g.blocks, g.threads)
                blocks = per_block.any(axis=1)
                split = blocks & ~per_block.all(axis=1)
                if split.any():
                    b = int(np.nonzero(split)[0][0])
                    waiting = int(np.nonzero(per_block[b])[0][0])
                    missing = int(np.nonzero(~per_block[b])[0][0])
                    raise Fault(f"barrier reached by {g.describe_thread(waiting)} but not by "
                                f"{g.describe_thread(missing)} of {g.describe_block(b)}: every thread of a "
                                "block must reach the same barrier", s.span)
            arriving = g.blocks if blocks is None else int(np.count_nonzero(blocks))
            count["barriers"] += arriving
            if self.loads_in_flight:           # the blocks wait here for their loads
                count["load_waits"] += arriving
                self.loads_in_flight = False
            count["instructions"] += m.warps
            if self.races is not None:
                self.races.barrier(blocks)
        return barrier

    def visit_Assert(self, s: Assert):
        fc = self.visit(s.cond)

        def check(env, m):
            c = fc(env, m)
            lane = self.faulting_lane(m, ~np.asarray(c))
            if lane is not None:
                self.fault(s.message, s, lane)
        return check
