"""The SIMT interpreter: runs a Function's launch (gpu_block loops around gpu_thread loops) with
every thread of every block as one lane of numpy arrays.

The IR is compiled once into Python closures; each closure runs its node for all lanes at once
under a `Mask` of active lanes.  `if` narrows the mask, loops whose trip counts differ between
lanes run until the last lane is done, and a barrier checks that each block arrives whole.
Selects and `&&` / `||` evaluate their arms only in the lanes that take them, as CUDA's `?:`
and short-circuit operators do, so a guarded read is never out of bounds.

Counters are per DSL line (the span of the node that causes them) and per warp instruction:
a statement run under a mask issues one instruction per warp with an active lane.
"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import replace

import numpy as np

from ...ir import ufuncs
from ...ir.nodes import (Allocate, Assert, Barrier, Binary, Block, Call, Cast, Const, For, If,
                         LetStmt, Load, Produce, Select, Store, Unary, Var, While)
from ...ir.printer import expr_str
from ...ir.types import FLOAT_TYPES, NUMPY_TYPES
from ...ir.visitor import walk
from .errors import Fault, LaunchError, launch_size
from .lanes import Axis, Geometry, Mask
from .memory import Array, Pattern, global_array, global_traffic, shared_wavefronts
from .races import RaceChecker, Site

COUNTERS = ("gld_instr", "gld_sectors", "gld_lines", "gst_instr", "gst_sectors", "gst_lines",
            "lds_instr", "lds_wavefronts", "sts_instr", "sts_wavefronts", "barriers", "fma", "flops",
            "divergent_branches", "instructions")
MAX_WHILE_TRIPS = 100_000      # a while loop running longer is taken to be endless



def _line(node) -> int:
    return node.span.line if node.span is not None else 0


def _is_product(e) -> bool:
    return isinstance(e, Binary) and e.op == "*" and e.dtype in FLOAT_TYPES


def _float_to_int(x, t):
    """A float converted to an integer as a GPU converts it: toward zero, saturating at the
    type's limits, NaN to 0 (numpy leaves values out of range to the platform)."""
    info = np.iinfo(t)
    x = np.trunc(np.nan_to_num(np.asarray(x, np.float64)))
    inside = np.where((x > info.min) & (x < info.max), x, 0).astype(t)
    return np.where(x >= info.max, info.max, np.where(x <= info.min, info.min, inside)).astype(t)[()]


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


class Interpreter:
    def __init__(self, fn, arrays: dict[str, np.ndarray], sizes: dict[str, int], shared_offsets: dict[str, int],
                 check_races: bool = True):
        self.fn = fn
        self.sizes = sizes
        blocks, between, threads, body = split_launch(fn.body)
        self.geometry = Geometry(self._axes(blocks), self._axes(threads))
        self.arrays: dict[str, Array] = {name: global_array(name, a) for name, a in arrays.items()}
        self.counts: dict[int, dict[str, int]] = defaultdict(lambda: dict.fromkeys(COUNTERS, 0))
        written = {n.buffer for n in walk(fn.body) if isinstance(n, Store)}
        self.races = RaceChecker(self.geometry, written) if check_races else None
        self.shared_offsets = shared_offsets
        self.scopes: dict[str, str] = {b.name: "global" for b in fn.buffers}
        self.line = 0                      # the DSL line of the node being compiled
        self.run_body = self.stmt(self._rewrap(between, body))

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

    def counter(self) -> dict[str, int]:
        """The counters of the node being compiled: of its DSL line."""
        return self.counts[self.line]

    def _compile(self, node, method):
        """`method(node)` with the node's line as the current one: a node the checker made
        without a span (the `max` a `clamp` becomes) counts on the line of the node around it."""
        outer, self.line = self.line, _line(node) or self.line
        compiled = method(node)
        self.line = outer
        return compiled

    # ------------------------------------------------------------------ faults
    def faulting_lane(self, mask: Mask, bad) -> int | None:
        """The first active lane where `bad` (one bool per lane, or one for all) holds."""
        lanes = np.nonzero(np.broadcast_to(bad, (self.geometry.lanes,)) & self._bits(mask))[0]
        return int(lanes[0]) if lanes.size else None

    def fault(self, message: str, node, lane: int) -> None:
        raise Fault(f"{message} in {self.geometry.describe(lane)}", node.span)

    def _bits(self, mask: Mask):
        return np.ones(self.geometry.lanes, bool) if mask.bits is None else mask.bits

    # ------------------------------------------------------------------ expressions
    def expr(self, e):
        method = getattr(self, "_" + type(e).__name__, None)
        if method is None:
            raise LaunchError(f"the SIMT interpreter cannot run {type(e).__name__} nodes "
                              f"({expr_str(e)}); lower them first", e.span)
        return self._compile(e, method)

    def _Const(self, e: Const):
        with np.errstate(over="ignore"):            # 1e300 as an f32 is inf, as in C
            value = NUMPY_TYPES[e.dtype](e.value)
        return lambda env, m: value

    def _Var(self, e: Var):
        name = e.name
        return lambda env, m: env[name]

    def _Cast(self, e: Cast):
        f, t = self.expr(e.value), NUMPY_TYPES[e.dtype]
        if e.value.dtype in FLOAT_TYPES and e.dtype not in FLOAT_TYPES + ("bool",):
            return lambda env, m: _float_to_int(f(env, m), t)
        return lambda env, m: np.asarray(f(env, m)).astype(t)[()]

    def _Unary(self, e: Unary):
        f = self.expr(e.a)
        op = np.negative if e.op == "-" else np.logical_not
        return lambda env, m: op(f(env, m))

    def _Call(self, e: Call):
        fs, fn, t = [self.expr(a) for a in e.args], ufuncs.MATH[e.name], NUMPY_TYPES[e.dtype]
        count = self.counter() if e.dtype in FLOAT_TYPES else None

        def call(env, m):
            if count is not None:
                count["flops"] += m.count
                count["instructions"] += m.warps
            return np.asarray(fn(*[f(env, m) for f in fs])).astype(t)[()]
        return call

    def _Select(self, e: Select):
        fc, ft, ff = self.expr(e.cond), self.expr(e.true_value), self.expr(e.false_value)

        def select(env, m):
            c = fc(env, m)
            if np.ndim(c) == 0:
                return ft(env, m) if c else ff(env, m)
            return np.where(c, ft(env, m.narrow(c)), ff(env, m.narrow(~c)))
        return select

    def _Binary(self, e: Binary):
        if e.op in ("&&", "||"):
            return self._logic(e)
        if e.op in ("+", "-") and e.dtype in FLOAT_TYPES and (_is_product(e.a) or _is_product(e.b)):
            return self._fma(e)
        fa, fb = self.expr(e.a), self.expr(e.b)
        if e.op in ("/", "%") and e.dtype not in FLOAT_TYPES:
            return self._int_division(e, fa, fb)
        op = np.divide if e.op == "/" else np.fmod if e.op == "%" else ufuncs.BINARY[e.op]
        if e.dtype not in FLOAT_TYPES:
            return lambda env, m: op(fa(env, m), fb(env, m))
        count = self.counter()

        def arith(env, m):
            count["flops"] += m.count
            count["instructions"] += m.warps
            return op(fa(env, m), fb(env, m))
        return arith

    def _fma(self, e: Binary):
        """`x * y + z`, `x * y - z` and `z - x * y` are one fused multiply-add each, as nvcc
        contracts them by default."""
        first = _is_product(e.a)
        product, other = (e.a, e.b) if first else (e.b, e.a)
        fx, fy, fz = self.expr(product.a), self.expr(product.b), self.expr(other)
        op, count = ufuncs.BINARY[e.op], self.counter()

        def fma(env, m):
            count["fma"] += m.count
            count["flops"] += 2 * m.count
            count["instructions"] += m.warps
            p = fx(env, m) * fy(env, m)
            return op(p, fz(env, m)) if first else op(fz(env, m), p)
        return fma

    def _logic(self, e: Binary):
        fa, fb = self.expr(e.a), self.expr(e.b)
        is_and = e.op == "&&"

        def logic(env, m):
            a = fa(env, m)
            if np.ndim(a) == 0:
                return fb(env, m) if bool(a) == is_and else a
            b = fb(env, m.narrow(a if is_and else ~a))
            return (a & b) if is_and else (a | b)
        return logic

    def _int_division(self, e: Binary, fa, fb):
        op = np.floor_divide if e.op == "/" else np.mod

        def divide(env, m):
            a, b = fa(env, m), fb(env, m)
            zero = b == 0
            if np.any(zero):
                lane = self.faulting_lane(m, zero)
                if lane is not None:
                    what = "division" if e.op == "/" else "remainder"
                    self.fault(f"integer {what} by zero: {expr_str(e)}", e, lane)
                b = np.where(zero, 1, b)
            return op(a, b)
        return divide

    def _Load(self, e: Load):
        if not e.indices and self.scopes.get(e.buffer) == "register":
            name = e.buffer
            return lambda env, m: env[name]
        locate = self.locator(e, e.buffer, e.indices, write=False)

        def load(env, m):
            # inactive lanes (an arm of a select no lane takes: every lane) may address anything;
            # an active lane out of bounds has faulted, so an empty array has no active lane
            array, where = locate(env, m)
            if not array.data.size:
                return array.data.dtype.type(0)
            return np.take(array.data, where, mode="clip")[()]
        return load

    # ------------------------------------------------------------------ memory
    def locator(self, node, name: str, index_exprs, write: bool):
        """A closure giving (array, storage index per lane) for an access, after checking bounds,
        counting the access and checking it for races."""
        fis = [self.expr(i) for i in index_exprs]
        count, line = self.counter(), self.line
        g = self.geometry
        kind = "write" if write else "read"
        seen, site = Pattern(), Site()

        def locate(env, m):
            array = self.arrays.get(name)
            if array is None:
                raise LaunchError(f"buffer '{name}' has no storage", node.span)
            flat = 0
            for dim, (f, extent) in enumerate(zip(fis, array.shape)):
                i = f(env, m)
                bad = (i < 0) | (i >= extent)
                lane = self.faulting_lane(m, bad) if np.any(bad) else None
                if lane is not None:
                    index = np.broadcast_to(i, (g.lanes,))[lane]
                    self.fault(f"out-of-bounds {kind} of '{name}': index {index} in dimension {dim} "
                               f"of extent {extent}", node, lane)
                flat = flat * extent + np.asarray(i, np.int64)
            where = array.storage(flat, g)
            self.account(array, flat, m, count, write, seen)
            if self.races is not None and array.scope != "local":
                self.races.access(array, where, m, line, write, site)
            return array, where
        return locate

    def account(self, array: Array, flat, m: Mask, count, write: bool, seen: Pattern) -> None:
        if array.scope == "local":
            return
        warps = m.warps
        count["instructions"] += warps
        if array.scope == "global":
            sectors, lines = global_traffic(self.geometry, array, flat, m, seen)
            prefix = "gst" if write else "gld"
            count[prefix + "_instr"] += warps
            count[prefix + "_sectors"] += sectors
            count[prefix + "_lines"] += lines
        else:
            prefix = "sts" if write else "lds"
            count[prefix + "_instr"] += warps
            count[prefix + "_wavefronts"] += shared_wavefronts(self.geometry, array, flat, m, seen)

    # ------------------------------------------------------------------ statements
    def stmt(self, s):
        method = getattr(self, "_" + type(s).__name__ + "_stmt", None)
        if method is None:
            raise LaunchError(f"the SIMT interpreter cannot run {type(s).__name__} statements here", s.span)
        return self._compile(s, method)

    def _Block_stmt(self, s: Block):
        fs = [self.stmt(x) for x in s.stmts]

        def run(env, m):
            for f in fs:
                f(env, m)
        return run

    def _Produce_stmt(self, s: Produce):
        return self.stmt(s.body)

    def _LetStmt_stmt(self, s: LetStmt):
        f, body, name = self.expr(s.value), self.stmt(s.body), s.var

        def let(env, m):
            env[name] = f(env, m)
            body(env, m)
        return let

    def _Store_stmt(self, s: Store):
        fv = self.expr(s.value)
        if not s.indices and self.scopes.get(s.buffer) == "register":
            name = s.buffer

            def assign(env, m):
                v = fv(env, m)
                env[name] = v if m.bits is None else np.where(m.bits, v, env[name])
            return assign
        locate = self.locator(s, s.buffer, s.indices, write=True)

        def store(env, m):
            v = fv(env, m)
            array, where = locate(env, m)
            if m.bits is None:
                if np.ndim(where) < np.ndim(v):          # lanes storing to one element: one wins
                    where = np.broadcast_to(where, np.shape(v))
                array.data[where] = v
            else:
                where = np.broadcast_to(where, m.bits.shape)[m.bits]
                array.data[where] = v[m.bits] if np.ndim(v) else v
        return store

    def _Allocate_stmt(self, s: Allocate):
        if s.scope == "global":
            raise LaunchError(f"'{s.buffer}' is allocated in global memory inside a launch", s.span)
        outer = self.scopes.get(s.buffer)
        self.scopes[s.buffer] = "register" if s.scope == "local" and not s.bounds else s.scope
        body = self.stmt(s.body)
        if outer is None:
            del self.scopes[s.buffer]
        else:
            self.scopes[s.buffer] = outer
        t = NUMPY_TYPES[s.dtype]
        if s.scope == "local" and not s.bounds:
            name = s.buffer

            def register(env, m):
                env[name] = t(0)
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

    def _If_stmt(self, s: If):
        fc, then = self.expr(s.cond), self.stmt(s.then)
        other = self.stmt(s.otherwise) if s.otherwise is not None else None
        count = self.counter()

        def branch(env, m):
            c = fc(env, m)
            count["instructions"] += m.warps
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

    def _For_stmt(self, s: For):
        if s.kind in ("gpu_block", "gpu_thread"):
            raise LaunchError(f"a {s.kind} loop inside the launch's threads ({s.var}); the interpreter runs "
                              "one launch per function", s.span)
        flo, fext, body, var = self.expr(s.min), self.expr(s.extent), self.stmt(s.body), s.var
        count = self.counter()

        def loop(env, m):
            lo, extent = flo(env, m), fext(env, m)
            if np.ndim(extent) == 0:
                for i in range(int(extent)):
                    count["instructions"] += m.warps
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
                env[var] = lo + np.int32(i)
                body(env, live)
        return loop

    def _While_stmt(self, s: While):
        fc, body = self.expr(s.cond), self.stmt(s.body)
        count = self.counter()

        def loop(env, m):
            live = m
            for _ in range(MAX_WHILE_TRIPS):
                c = fc(env, live)
                count["instructions"] += live.warps
                if np.ndim(c):
                    count["divergent_branches"] += live.divergent_warps(c)
                live = live.narrow(c)
                if not live.count:
                    return
                body(env, live)
            self.fault(f"while loop still running after {MAX_WHILE_TRIPS} iterations", s,
                       self.faulting_lane(live, True))
        return loop

    def _Barrier_stmt(self, s: Barrier):
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
            count["barriers"] += g.blocks if blocks is None else int(np.count_nonzero(blocks))
            count["instructions"] += m.warps
            if self.races is not None:
                self.races.barrier(blocks)
        return barrier

    def _Assert_stmt(self, s: Assert):
        fc = self.expr(s.cond)

        def check(env, m):
            c = fc(env, m)
            lane = self.faulting_lane(m, ~np.asarray(c))
            if lane is not None:
                self.fault(s.message, s, lane)
        return check
