"""flatten: multi-dimensional storage and accesses become one-dimensional.

Row-major (numpy's C order): the last index is contiguous.  An access `f[i, j]` to storage
with bounds `[m0 .. m0 + e0, m1 .. m1 + e1]` becomes `f[(i - m0) * e1 + (j - m1)]`; inputs
and outputs use the extents of their declared shapes; a zero-dimensional parameter (a proc's
scalar `alpha: f64`) is a one-element buffer.  Bounds that are not plain variables
are bound to lets at the allocation, so they are computed once.

The flat index and the size are i64 where the product of the extents may pass 2**31 - 1 (each
size is an i32, but a 50,000 x 50,000 image has 2.5e9 elements); where the extents are known
to be small enough (a 66 x 64 tile) they stay i32.  So does a buffer a vectorized loop gathers
from, at an index that differs from lane to lane by what the lanes read (bilateral_grid's grid,
sampled at each pixel's intensity; not max_filter's slice, chosen by a value the lanes share),
under a run-time check that it holds fewer elements (Halide's limit): x86 gathers eight floats
at i32 indices in one instruction, at i64 indices four.

rewrite (blur, root):
    input in: f32[0 .. H, 0 .. W]                       input in: f32[0 .. i64(H) * i64(W)]
    allocate blurx: f32[blurx.y.min .. blurx.y.min  ->  allocate blurx: f32[0 .. i64(blurx.y.extent) * i64(blurx.x.extent)] {
        + blurx.y.extent, blurx.x.min .. ...] {
      blurx[blurx.y, blurx.x] =                           blurx[i64(blurx.y - blurx.y.min) * i64(blurx.x.extent) + i64(blurx.x - blurx.x.min)] =
          in[blurx.y, blurx.x - 1] ...                        in[i64(blurx.y) * i64(W) + i64(blurx.x - 1)] ...
"""
from __future__ import annotations

from dataclasses import replace

from irc.ir.analysis.simplify import const_bounds
from irc.ir.nodes import Allocate, Assert, Binary, Block, Cast, Const, Expr, For, Load, LetStmt, Var
from irc.ir.types import INT_TYPES, int_range
from irc.ir.visitor import Reindex, Visitor, free_vars, from_data, walk


ONE = ((Const(0), Const(1)),)      # a zero-dimensional parameter (a proc's `alpha: f64`): one element


def index_type(bounds, facts) -> str:
    """i32 when the product of the extents is known to fit in an i32, else i64."""
    size = _product([ext for _, ext in bounds], "i32")
    hi = const_bounds(size, facts)[1]
    return "i32" if hi is not None and hi <= int_range("i32")[1] else "i64"


def _as(e: Expr, dtype: str) -> Expr:
    return e if e.dtype == dtype else Cast(dtype, e)


def _product(extents, dtype: str) -> Expr:
    out = _as(extents[0], dtype)
    for ext in extents[1:]:
        out = Binary("*", out, _as(ext, dtype), dtype)
    return out


def flat_index(indices, bounds, dtype: str, hoist_constants: bool = False) -> Expr:
    """Horner's form, `(i0 * e1 + i1) * e2 + i2`; with `hoist_constants`, a dimension indexed at a
    constant (an unrolled channel's `c = 1`) adds its offset times its stride last, a term the
    same in every iteration (`(z * e2 + x) + e1 * e2`, not `(z + e1) * e2 + x`).  For an index
    read from memory (a histogram's bin), whose multiply the C repeats at every access: gcc
    strength-reduces an affine index either way, and vectorizes some worse so (nl_means)."""
    out, fixed = None, []
    for d, (idx, (lo, ext)) in enumerate(zip(indices, bounds)):
        if out is not None:
            out = Binary("*", out, _as(ext, dtype), dtype)
        offset = _as(idx if isinstance(lo, Const) and lo.value == 0 else Binary("-", idx, lo, idx.dtype), dtype)
        if hoist_constants and isinstance(idx, Const):
            fixed.append((offset, d))
        else:
            out = offset if out is None else Binary("+", out, offset, dtype)
    for offset, d in fixed:
        stride = [ext for _, ext in bounds[d + 1:]]
        term = Binary("*", offset, _product(stride, dtype), dtype) if stride else offset
        out = term if out is None else Binary("+", out, term, dtype)
    return out


class _VectorGathers(Visitor):
    """The buffers a vectorized loop reads at an index that differs from lane to lane by data it
    read (a gather: not a row chosen by a value the lanes share, max_filter's slice)."""

    def __init__(self):
        self.buffers: set[str] = set()
        self.data_lets: set[str] = set()     # lets whose values read memory (IR names are unique)
        self.lane_names: set[str] = set()    # vector loops' variables, and lets computed from them
        self.lane_data: set[str] = set()     # lets of values read where the lanes differ
        self.vector_depth = 0

    def from_data(self, e: Expr) -> bool:
        return from_data(e, self.data_lets)

    def varies_by_data(self, e: Expr) -> bool:
        """Whether `e` uses a value read at a place that differs from lane to lane."""
        lanes = self.lane_names | self.lane_data
        return not self.lane_data.isdisjoint(free_vars(e)) or \
            any(not lanes.isdisjoint(free_vars(i)) for n in walk(e) if isinstance(n, Load) for i in n.indices)

    def visit_LetStmt(self, s: LetStmt):
        if self.from_data(s.value):
            self.data_lets.add(s.var)
        if not (self.lane_names | self.lane_data).isdisjoint(free_vars(s.value)) or self.varies_by_data(s.value):
            self.lane_names.add(s.var)
        if self.varies_by_data(s.value):
            self.lane_data.add(s.var)
        self.generic_visit(s)

    def visit_For(self, s: For):
        vector = s.kind == "vectorized"
        if vector:
            self.lane_names.add(s.var)
        self.vector_depth += vector
        self.generic_visit(s)
        self.vector_depth -= vector

    def visit_Load(self, e: Load):
        if self.vector_depth and any(map(self.varies_by_data, e.indices)):
            self.buffers.add(e.buffer)
        self.generic_visit(e)


def _fits_i32(a: Allocate, extents) -> Assert:
    said = (f"buffer '{a.buffer}' would hold more than 2**31 - 1 elements at these sizes: a buffer "
            "a vectorized loop gathers from is indexed in i32; compute it in smaller pieces "
             "(compute_at) or leave its reader scalar")
    size = _product(extents, "i64")
    return Assert(Binary("<=", size, Const(int_range("i32")[1], "i64"), "bool"), said, a.span, said)


class _Flatten(Reindex):
    def __init__(self, fn, facts):
        self.facts = dict(facts)
        gathers = _VectorGathers()
        gathers.visit(fn.body)
        self.gathered, self.from_data = gathers.buffers, gathers.from_data
        self.bounds = {b.name: (b.bounds or ONE, index_type(b.bounds or ONE, facts)) for b in fn.buffers}

    def reindexes(self, buffer: str) -> bool:
        """Every buffer is flattened (an expression that reads none stays, unwalked)."""
        return True

    def visit_LetStmt(self, s: LetStmt):
        """What a let says of its (unique) variable bounds the extents it defines."""
        if s.value.dtype in INT_TYPES:
            self.facts[s.var] = const_bounds(s.value, self.facts)
        return self.generic_visit(s)

    def visit_Allocate(self, a: Allocate):
        if not a.bounds:                    # a thread's scalar (`var acc`): nothing to flatten
            return self._scoped(a.buffer, (), "i32", lambda: self.generic_visit(a))
        lets, named = [], []
        for d, (lo, ext) in enumerate(a.bounds):
            pair = []
            for what, e in (("min", lo), ("extent", ext)):
                if not isinstance(e, (Var, Const)):
                    name = f"{a.buffer}.{what}.{d}"
                    lets.append((name, e))
                    e = Var(name)
                pair.append(e)
            named.append(tuple(pair))
        dtype = "i32" if a.scope == "shared" else index_type(a.bounds, self.facts)   # a GPU block's KBs
        checked = dtype == "i64" and a.buffer in self.gathered
        dtype = "i32" if checked else dtype
        body = self._scoped(a.buffer, tuple(named), dtype, lambda: self.visit(a.body))
        extents = [ext for _, ext in named]
        out = replace(a, bounds=((Const(0, dtype), _product(extents, dtype)),), body=body)
        out = Block((_fits_i32(a, extents), out)) if checked else out
        for name, value in reversed(lets):
            out = LetStmt(name, value, out)
        return out

    def _scoped(self, buffer: str, bounds, dtype: str, visit):
        """`visit()` with `buffer`'s storage known as `bounds` (indexed by `dtype`)."""
        outer = self.bounds.get(buffer)
        self.bounds[buffer] = (bounds, dtype)
        out = visit()
        if outer is None:
            del self.bounds[buffer]
        else:
            self.bounds[buffer] = outer
        return out

    def reindexed(self, buffer: str, indices: tuple) -> tuple:
        bounds, dtype = self.bounds[buffer]
        if bounds is ONE:
            return (Const(0, dtype),)
        return (flat_index(indices, bounds, dtype, any(map(self.from_data, indices))),) if bounds else ()


def flatten(fn, ctx):
    """Multi-dimensional storage into one-dimensional buffers (i64 indices where they may pass 2**31)."""
    facts = {p: (1, int_range("i32")[1]) for p in fn.params}    # a size is a positive i32
    flat = _Flatten(fn, facts)
    body = flat.visit(fn.body)
    buffers = tuple(replace(b, bounds=((Const(0, dtype), _product([e for _, e in bounds], dtype)),))
                    for b, (bounds, dtype) in ((b, flat.bounds[b.name]) for b in fn.buffers))
    return replace(fn, body=body, buffers=buffers)
