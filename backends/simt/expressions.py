"""Compiling expressions and memory accesses of the SIMT interpreter into closures over lanes.

`visit(e)` gives a closure `f(env, mask)` that evaluates `e` for every lane at once (numpy
arrays, one element per thread) under the mask of active lanes.  Reads and writes are checked
against their array's bounds (a fault names the thread, the index and the DSL line), counted
per warp instruction (sectors, lines, wavefronts) and reported to the race checker.
Statements are compiled by the interpreter, which extends this class.
"""
from __future__ import annotations

from collections import defaultdict

import numpy as np

from ...ir import ufuncs
from ...ir.nodes import Binary, Call, Cast, Component, Const, Expr, Load, Select, Unary, Var, Vector
from ...ir.printer import expr_str
from ...ir.types import FLOAT_TYPES, NUMPY_TYPES
from ...ir.visitor import Dispatcher
from .errors import Fault, LaunchError
from .lanes import Geometry, Mask
from .fusion import Fused, fma_parts
from .memory import Array, Pattern, atomic_rounds, global_array, global_traffic, shared_wavefronts
from .races import RaceChecker, Site

COUNTERS = ("gld_instr", "gld_sectors", "gld_lines", "gst_instr", "gst_sectors", "gst_lines",
            "lds_instr", "lds_wavefronts", "sts_instr", "sts_wavefronts", "atom_instr", "atom_rounds", "barriers",
            "load_waits", "fma", "flops", "divergent_branches", "instructions")


def elements(where, width: int) -> list:
    """The storage index of each of an access's `width` consecutive elements, per lane."""
    return [where] + [where + k for k in range(1, width)]


def _line(node) -> int:
    return node.span.line if node.span is not None else 0


def _indices(first, count: int) -> str:
    """`index 7`, or `indices 7 .. 10` for a vector's elements."""
    return f"index {first}" if count == 1 else f"indices {first} .. {first + count - 1}"


class ExpressionCompiler(Dispatcher):
    """Compiles expressions of a launch over `geometry`'s lanes; `arrays` holds the global
    buffers by name (and, while they are compiled, the shared and local arrays in scope)."""

    def __init__(self, geometry: Geometry, arrays: dict[str, np.ndarray], written: set[str], check_races: bool):
        self.geometry = geometry
        self.arrays: dict[str, Array] = {name: global_array(name, a) for name, a in arrays.items()}
        self.counts: dict[int, dict[str, int]] = defaultdict(lambda: dict.fromkeys(COUNTERS, 0))
        self.races = RaceChecker(geometry, written) if check_races else None
        self.scopes: dict[str, str] = {name: "global" for name in arrays}
        self.line = 0                      # the DSL line of the node being compiled
        self.loads_in_flight = False       # global loads issued since the last barrier (model.py)
        self.fused: dict[int, Fused] = {}  # accesses the compiler makes wide (fusion.py)

    def counter(self) -> dict[str, int]:
        """The counters of the node being compiled: of its DSL line."""
        return self.counts[self.line]

    def visit(self, node):
        """The closure running `node`, compiled with the node's line as the current one: a node
        the checker made without a span (the `max` a `clamp` becomes) counts on the line of the
        node around it."""
        outer, self.line = self.line, _line(node) or self.line
        compiled = super().visit(node)
        self.line = outer
        return compiled

    def missing(self, node):
        what = f" ({expr_str(node)})" if isinstance(node, Expr) else ""
        raise LaunchError(f"the SIMT interpreter cannot run {type(node).__name__} nodes{what}; lower them first",
                          node.span)

    # ------------------------------------------------------------------ faults
    def faulting_lane(self, mask: Mask, bad) -> int | None:
        """The first active lane where `bad` (one bool per lane, or one for all) holds."""
        lanes = np.nonzero(np.broadcast_to(bad, (self.geometry.lanes,)) & self._bits(mask))[0]
        return int(lanes[0]) if lanes.size else None

    def fault(self, message: str, node, lane: int) -> None:
        raise Fault(f"{message} in {self.geometry.describe(lane)}", node.span)

    def check_lanes(self, mask: Mask, bad, values, node, message) -> None:
        """Fault at the first active lane where `bad` holds, worded by `message(its value of values)`."""
        lane = self.faulting_lane(mask, bad) if np.any(bad) else None
        if lane is not None:
            self.fault(message(np.broadcast_to(values, (self.geometry.lanes,))[lane]), node, lane)

    def _bits(self, mask: Mask):
        return np.ones(self.geometry.lanes, bool) if mask.bits is None else mask.bits

    def visit_Const(self, e: Const):
        with np.errstate(over="ignore"):            # 1e300 as an f32 is inf, as in C
            value = NUMPY_TYPES[e.dtype](e.value)
        return lambda env, m: value

    def visit_Var(self, e: Var):
        name = e.name
        return lambda env, m: env[name]

    def visit_Cast(self, e: Cast):
        f, source, dtype = self.visit(e.value), e.value.dtype, e.dtype
        return lambda env, m: ufuncs.cast(f(env, m), source, dtype)[()]

    def visit_Unary(self, e: Unary):
        f = self.visit(e.a)
        op = ufuncs.UNARY[e.op]
        return lambda env, m: op(f(env, m))

    def visit_Call(self, e: Call):
        fs, fn, t = [self.visit(a) for a in e.args], ufuncs.MATH[e.name], NUMPY_TYPES[e.dtype]
        count = self.counter() if e.dtype in FLOAT_TYPES else None

        def call(env, m):
            if count is not None:
                count["flops"] += m.count
                count["instructions"] += m.warps
            return np.asarray(fn(*[f(env, m) for f in fs])).astype(t)[()]
        return call

    def visit_Select(self, e: Select):
        fc, ft, ff = self.visit(e.cond), self.visit(e.true_value), self.visit(e.false_value)

        def select(env, m):
            c = fc(env, m)
            if np.ndim(c) == 0:
                return ft(env, m) if c else ff(env, m)
            return np.where(c, ft(env, m.narrow(c)), ff(env, m.narrow(~c)))
        return select

    def visit_Binary(self, e: Binary):
        if e.op in ("&&", "||"):
            return self._logic(e)
        parts = fma_parts(e)
        if parts is not None:
            return self._fma(e, *parts)
        fa, fb = self.visit(e.a), self.visit(e.b)
        if e.op in ("/", "%") and e.dtype not in FLOAT_TYPES:
            return self._int_division(e, fa, fb)
        op = np.divide if e.op == "/" else np.fmod if e.op == "%" else ufuncs.elementwise(e.op)
        if e.dtype not in FLOAT_TYPES:
            return lambda env, m: op(fa(env, m), fb(env, m))
        count = self.counter()

        def arith(env, m):
            count["flops"] += m.count
            count["instructions"] += m.warps
            return op(fa(env, m), fb(env, m))
        return arith

    def _fma(self, e: Binary, product: Binary, other: Expr):
        """`x * y + z`, `x * y - z` and `z - x * y`: one fused multiply-add each (fusion.fma_parts)."""
        first = product is e.a
        fx, fy, fz = self.visit(product.a), self.visit(product.b), self.visit(other)
        op, count = ufuncs.BINARY[e.op], self.counter()

        def fma(env, m):
            count["fma"] += m.count
            count["flops"] += 2 * m.count
            count["instructions"] += m.warps
            p = fx(env, m) * fy(env, m)
            return op(p, fz(env, m)) if first else op(fz(env, m), p)
        return fma

    def _logic(self, e: Binary):
        fa, fb = self.visit(e.a), self.visit(e.b)
        is_and = e.op == "&&"

        def logic(env, m):
            a = fa(env, m)
            if np.ndim(a) == 0:
                return fb(env, m) if bool(a) == is_and else a
            b = fb(env, m.narrow(a if is_and else ~a))
            return (a & b) if is_and else (a | b)
        return logic

    def _int_division(self, e: Binary, fa, fb):
        """irc's rule, as on every backend (and as the emitted CUDA and OpenCL compute it): x / 0 =
        x % 0 = 0, never a fault."""
        op = e.op
        return lambda env, m: ufuncs.integer_divide(op, fa(env, m), fb(env, m))

    def visit_Component(self, e: Component):
        f, k = self.visit(e.vector), e.index
        return lambda env, m: f(env, m)[k]

    def visit_Vector(self, e: Vector):
        """A vector value: a tuple of its components, each a value per lane (or one for all)."""
        fs = [self.visit(v) for v in e.values]
        return lambda env, m: tuple(f(env, m) for f in fs)

    def visit_Load(self, e: Load):
        if not e.indices and self.scopes.get(e.buffer) == "register":
            name = e.buffer
            return lambda env, m: env[name]
        locate, width = self.locator(e, e.buffer, e.indices, write=False), e.width

        def load(env, m):
            # inactive lanes (an arm of a select no lane takes: every lane) may address anything;
            # an active lane out of bounds has faulted, so an empty array has no active lane
            array, where = locate(env, m)
            if not array.data.size:
                parts = [array.data.dtype.type(0)] * width
            else:
                parts = [array.data[w].copy() if isinstance(w, slice) else np.take(array.data, w, mode="clip")[()]
                         for w in elements(where, width)]
            return tuple(parts) if width > 1 else parts[0]
        return load

    # ------------------------------------------------------------------ memory
    def locator(self, node, name: str, index_exprs, write: bool):
        """A closure giving (array, storage index per lane) for an access, after checking bounds,
        counting the access and checking it for races.  An access of `node.width` elements (a
        vector) is one instruction, aligned to its width as CUDA's are; the index per lane is
        its first element's.  An atomic (`node.atomic`) is counted as a store and an atomic
        instruction, and checked for races as a read: it races with other threads' plain
        stores, not with their atomics."""
        fis = [self.visit(i) for i in index_exprs]
        count, line = self.counter(), self.line
        g = self.geometry
        kind = "write" if write else "read"
        width = node.width
        atomic = getattr(node, "atomic", None) is not None
        seen, sites = Pattern(), [Site() for _ in range(width)]
        fused = self.fused.get(id(node))

        def locate(env, m):
            array = self.arrays.get(name)
            if array is None:
                raise LaunchError(f"buffer '{name}' has no storage", node.span)
            flat = 0
            for dim, (f, extent) in enumerate(zip(fis, array.shape)):
                i = f(env, m)
                reach = width if dim == len(fis) - 1 else 1     # a vector's elements run along the last
                self.check_lanes(m, (i < 0) | (i > extent - reach), i, node, lambda index: (
                    f"out-of-bounds {kind} of '{name}': {_indices(index, reach)} in dimension {dim} "
                    f"of extent {extent}"))
                flat = flat * extent + np.asarray(i, np.int64)
            if width > 1:
                self.check_lanes(m, flat % width != 0, flat, node, lambda index: (
                    f"misaligned {kind} of '{name}': a vector of {width} elements at flat index {index}, "
                    f"not a multiple of {width}"))
            where = array.storage(flat, g)
            if atomic:
                count["atom_instr"] += m.warps
                count["atom_rounds"] += atomic_rounds(g, flat, m)
            if fused is None:
                self.account(array, flat, m, count, write, seen, width)
            elif (env[fused.var] - fused.start) % fused.width == 0:     # the wide access, at its first element
                self.account(array, flat, m, count, write, seen, fused.width)
            if self.races is not None and array.scope != "local":
                for element, site in zip(elements(where, width), sites):
                    self.races.access(array, element, m, line, write and not atomic, site)
            return array, where
        return locate

    def account(self, array: Array, flat, m: Mask, count, write: bool, seen: Pattern, width: int = 1) -> None:
        """One warp instruction per active warp, for `width` consecutive elements per lane."""
        if array.scope == "local":
            return
        warps = m.warps
        count["instructions"] += warps
        if array.scope == "global":
            sectors, lines = global_traffic(self.geometry, array, flat, m, seen, width)
            prefix = "gst" if write else "gld"
            self.loads_in_flight |= not write
            count[prefix + "_instr"] += warps
            count[prefix + "_sectors"] += sectors
            count[prefix + "_lines"] += lines
        else:
            prefix = "sts" if write else "lds"
            count[prefix + "_instr"] += warps
            count[prefix + "_wavefronts"] += shared_wavefronts(self.geometry, array, flat, m, seen, width)
