"""A short vector loop's narrow reads and stores through lane arrays of int32: before the loop
one vector conversion (`__builtin_convertvector`) widens the elements its lanes read, after it
one narrows the values its lanes stored (truncating, as the C cast does).

gcc vectorizes a loop with one vector size for all its types: a loop of 8 lanes that reads or
stores u8 and computes in floats gets 8-byte vectors, two floats each (hist's output:
`-fopt-info-vec` "loop vectorized using 8 byte vectors"), where Halide (LLVM) computes in a ymm
register and converts once.  With the conversions out of the loop, its types are all 4 bytes
wide and it gets full vectors (hist, 1 thread: 30.2 -> 17.0 ms).

Taken where the loop is vectorized, of a constant 4, 8 or 16 iterations, its body lets and
unconditional stores only, and it computes in 4- or 8-byte values (a float, a read of one: a
loop of narrow values alone gcc vectorizes at their width).  A store goes through lanes where
its element is 8 or 16 bits wide, its index moves by one a step, and nothing in the loop reads
its array (the stores land after the loop); a read where its element is that narrow, its index
moves by one a step, the loop stores nothing into its array, and it is read every iteration
(not in a select's arm, which C evaluates alone: a guarded read may lie past the array).

An unrolled loop of 4, 8 or 16 iterations whose body is lets and one store of 4-byte elements
along its variable (hist's `equalize`, unrolled at its consumer's vector loop) has its copies
fill the elements of a GCC vector, in a register, and stores it at once: its copies' single
stores left the consumer's vector reads of them waiting for the stores to reach the cache (a
failed store forwarding: a fifth of hist's output loop in `perf`).  Unless it reads at an index
computed from data (a LUT): then it is a vector loop, which gcc gathers.

A vector loop of 16 to 256 lanes whose stores put a byte table's entries along a row (a padded
u8 / i8 table irc allocated, read at an index computed from memory that lies in [0, 1024): the
tone curve of camera_pipe, whose loop of three channels inside is unrolled here into copies)
keeps each store's indices in a lane array and reads the table after the loop, 64 entries at a
time (gathers.py's irc_table_u8; camera_pipe, 1 thread: 12.5 -> 10.1 ms).

rewrite (in, out: u8, a loop of 8 lanes):
                                              int32_t irc_lanes0[8], irc_lanes1[8];
    #pragma omp simd                          irc_widen_u8x8(irc_lanes1, &in[base + 0]);
    for (xi = 0; xi < 8; xi++)          ->    #pragma omp simd
      out[base + xi] = (uint8_t)f(in[base + xi]);      for (...) irc_lanes0[xi - 0] = f(irc_lanes1[xi - 0]);
                                              irc_narrow_u8x8(&out[base + 0], irc_lanes0);
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from ...ir.analysis.affine import slope
from ...ir.analysis.sites import site_lets
from ...ir.analysis.simplify import const_bounds, simplify_expr
from ...ir.nodes import Block, Cast, Const, Expr, For, LetStmt, Load, Store, block
from ...ir.types import ANY_INT_TYPES, C_TYPES, FLOAT_TYPES, bits
from ...ir.visitor import from_data, reads_memory, replace_where, substitute, walk
from .align import uncast
from .gathers import always_read
from .lane_helpers import conversion_helpers

NARROW_TYPES = ("u8", "i8", "u16", "i16")
PACKED_TYPES = ("f32", "i32", "u32")
LANE_COUNTS = (4, 8, 16)
TABLE_TYPES = ("u8", "i8")
TABLE_ENTRIES = 1024     # the most a table read by vpermi2b may span: eight of its 128-byte blocks


@dataclass(frozen=True)
class Lanes:
    """A loop's accesses through lane arrays: (access, the index of its first lane's element);
    `tables`: stores of a byte table's entries, (store, first, the entries its index spans), the
    lanes holding the index (gathers.py's irc_table_u8); `loop`: the loop as emitted."""
    loop: For
    stores: tuple[tuple[Store, Expr], ...]
    loads: tuple[tuple[Load, Expr], ...]
    tables: tuple[tuple[Store, Expr, int], ...] = ()


def loop_lanes(s: For, table_fits=lambda store: False) -> Lanes | None:
    """The reads and stores of vectorized loop `s` that go through lane arrays, or None (see the
    module's docstring); `table_fits(store)`: whether the table `store` reads may be read by
    32-bit words and its array holds the table's type (a proc stores a u8 into an i32 array)."""
    tables = _table_lanes(s, table_fits)
    if tables is not None or not (isinstance(s.extent, Const) and s.extent.value in LANE_COUNTS):
        return tables
    lets, stores = _lets_then_stores(s.body)
    if stores is None or not _computes_wide(s.body):
        return None
    loaded = {n.buffer for n in walk(s.body) if isinstance(n, Load)}
    stored = {st.buffer for st in stores}
    lane_stores = tuple((st, first) for st in stores if st.buffer not in loaded and st.atomic is None
                        and (first := _first_lane(st, lets, s)) is not None)
    every_step = [n for st in stores for n in always_read(st.value)] + [n for _, value in lets for n in always_read(value)]
    lane_loads = tuple(dict.fromkeys((n, first) for n in every_step if n.buffer not in stored
                                     and (first := _first_lane(n, lets, s)) is not None))
    return Lanes(s, lane_stores, lane_loads) if lane_stores or lane_loads else None


def _table_lanes(s: For, table_fits) -> Lanes | None:
    """The stores of a byte table's entries along vector loop `s` (of 16 to 256 lanes), the loop
    of channels inside it, if any, unrolled (camera_pipe's curved: its three channels' rows)."""
    if not (isinstance(s.extent, Const) and 16 <= s.extent.value <= 256):
        return None
    loop = replace(s, body=_unrolled_inside(s.body))
    lets, stores = _lets_then_stores(loop.body)
    if stores is None:
        return None
    loaded = {n.buffer for n in walk(loop.body) if isinstance(n, Load)}
    stored = {st.buffer for st in stores}
    tables = tuple(t for st in stores if (t := _table_store(st, lets, loop, loaded, stored, table_fits)) is not None)
    return Lanes(loop, (), (), tables) if tables else None


def _table_store(st: Store, lets, s: For, loaded: set[str], stored: set[str], table_fits):
    """(st, its first lane's index, the table's entries) where `st` stores, along `s`, the entry
    of a u8 / i8 table that fits (table_fits) at an index read from memory in [0, TABLE_ENTRIES)."""
    table = st.value
    if not (isinstance(table, Load) and table.dtype in TABLE_TYPES and table.width == 1 and len(table.indices) == 1
            and table.buffer not in stored and st.buffer not in loaded and st.atomic is None and table_fits(st)):
        return None
    index = _through_lets(table.indices[0], lets)
    lo, hi = const_bounds(index, {})
    first = _first_lane(st, lets, s, TABLE_TYPES)
    if first is None or not reads_memory(index) or lo is None or hi is None or lo < 0 or hi >= TABLE_ENTRIES:
        return None
    return st, first, hi + 1


def _unrolled_inside(body):
    """`body` with the unrolled loop of constant extent that follows its lets as copies, the
    loop's variable a constant in each (as passes/funcs/unroll.py copies a loop whose variable
    decides something); `body` itself where none follows."""
    lets, inner = site_lets(body)
    if not (isinstance(inner, For) and inner.kind == "unrolled" and isinstance(inner.extent, Const)
            and isinstance(inner.min, Const) and inner.extent.value <= 16):
        return body
    copies = [replace_where(substitute(inner.body, {inner.var: Const(inner.min.value + k, inner.min.dtype)}),
                            lambda n: isinstance(n, Expr), simplify_expr) for k in range(inner.extent.value)]
    out = block(*copies)
    for name, value in reversed(lets):
        out = LetStmt(name, value, out)
    return out


def packed_store(s: For) -> tuple[Store, Expr] | None:
    """The one store of unrolled loop `s` (4, 8 or 16 iterations, its body lets and that store)
    of 4-byte elements along its variable, and the index of its first lane, where nothing in the
    loop reads the stored array: its copies build the lanes in a vector, stored at once."""
    if not (isinstance(s.extent, Const) and s.extent.value in LANE_COUNTS):
        return None
    lets, stores = _lets_then_stores(s.body)
    if stores is None or len(stores) != 1 or stores[0].atomic is not None:
        return None
    store = stores[0]
    if any(isinstance(n, Load) and n.buffer == store.buffer for n in walk(s.body)):
        return None
    first = _first_lane(store, lets, s, PACKED_TYPES)
    return None if first is None else (store, first)


def reads_by_data(body) -> bool:
    """Whether `body` reads memory at an index computed from a read (through its lets too)."""
    data: set[str] = set()
    for n in walk(body):
        if isinstance(n, LetStmt) and from_data(n.value, data):
            data.add(n.var)
        if isinstance(n, Load) and any(from_data(i, data) for i in n.indices):
            return True
    return False


def _first_lane(access: Load | Store, lets: list[tuple[str, Expr]], s: For, types=NARROW_TYPES) -> Expr | None:
    """The index of the element `access` touches in the loop's first iteration, where it is of
    one of `types` and moves by one element a step; else None."""
    dtype = access.dtype if isinstance(access, Load) else access.value.dtype
    if dtype not in types or len(access.indices) != 1 or access.width != 1:
        return None
    index = _through_lets(access.indices[0], lets)
    return simplify_expr(substitute(index, {s.var: s.min})) if slope(uncast(index), s.var) == 1 else None


def _through_lets(e: Expr, lets: list[tuple[str, Expr]]) -> Expr:
    """`e` with the loop body's lets (outer first, as (name, value)) substituted, inner first."""
    for name, value in reversed(lets):
        e = substitute(e, {name: value})
    return e


def _lets_then_stores(body) -> tuple[list[tuple[str, Expr]], list[Store] | None]:
    """The lets that open `body` (outer first, as (name, value)) and the stores after them, or
    None where anything else follows (a loop, an if, an allocation)."""
    lets, body = site_lets(body)
    stmts = body.stmts if isinstance(body, Block) else (body,)
    return lets, list(stmts) if all(isinstance(x, Store) for x in stmts) else None


def _computes_wide(body) -> bool:
    """Whether the loop computes in floats or reads 4- or 8-byte elements (what makes gcc's
    vectors of its narrow accesses short)."""
    return any(isinstance(n, Expr) and (n.dtype in FLOAT_TYPES or isinstance(n, Load) and _size(n.dtype) >= 4)
               for n in walk(body))


def _as_int32(value: Expr) -> Expr:
    """A stored narrow value as an int32 that narrows to it: a conversion to the narrow type
    converts to int32 instead (irc's `u8(f)` is `u8(i32(f))`: types.saturate, then wrapped, as the
    narrowing truncates), any other value widened exactly."""
    if isinstance(value, Cast) and (value.value.dtype in FLOAT_TYPES or value.value.dtype in ANY_INT_TYPES):
        return Cast("i32", value.value, value.span)
    return Cast("i32", value, value.span)


def _size(dtype: str) -> int:
    return bits(dtype) // 8


class LaneArrays:
    """The C emitter's side: the lane arrays of the loop being emitted and the conversions used
    (`uses_lanes`: False in a build that must see every access as written, the cache model's)."""

    uses_lanes = True

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.lane_access: dict[Load | Store, tuple[str, str]] = {}     # access -> (array, its lane)
        self.conversions: set[tuple[str, str, int]] = set()          # ("narrow" | "widen" | "pack", type, lanes)
        self.table_stores: set[Store] = set()                         # the stores of Lanes.tables in scope

    def open_lanes(self, s: For, lo: str, depth) -> Lanes | None:
        """Declare loop `s`'s lane arrays and fill those it reads, before the loop."""
        lanes = loop_lanes(s, self.table_fits) if self.uses_lanes else None
        if lanes is None:
            return None
        n, lane = s.extent.value, f"({self.name(s.var)} - ({lo}))"
        self.table_stores = {store for store, *_ in lanes.tables}
        for k, (access, first) in enumerate(lanes.stores + lanes.loads + tuple(t[:2] for t in lanes.tables)):
            array = f"irc_lanes{k}"
            self.lane_access[access] = array, lane
            self.emit(depth, f"int32_t {array}[{n}];")
            if isinstance(access, Load):
                self.conversions.add(("widen", access.dtype, n))
                self.emit(depth, f"irc_widen_{access.dtype}x{n}({array}, &{self.name(access.buffer)}[{self.visit(first)}]);")
        return lanes

    def close_lanes(self, lanes: Lanes, depth) -> None:
        """Narrow the lanes stored into their arrays, after the loop."""
        n = lanes.loop.extent.value
        for store, first in lanes.stores:
            array, _ = self.lane_access[store]
            self.conversions.add(("narrow", store.value.dtype, n))
            self.emit(depth, f"irc_narrow_{store.value.dtype}x{n}(&{self.name(store.buffer)}[{self.visit(first)}], {array});")
        for store, first, entries in lanes.tables:
            self.emit(depth, self.table_read(store, first, entries, self.lane_access[store][0], n))
        for access, *_ in lanes.stores + lanes.loads + lanes.tables:
            self.lane_access.pop(access, None)

    def packed_unroll(self, s: For, depth) -> bool:
        """Emit unrolled loop `s` as copies that build its store's lanes in a vector and store it
        at once, where packed_store finds one (else emit nothing and say so).  Copies storing
        one element each made a later vector read of those elements wait for all the stores to
        reach the cache (a failed store forwarding: hist's `equalize`, read by the vector loops
        of its three channels); a vector of 4-byte lanes filled element by element at constant
        places stays in a register.  One that reads at an index computed from data (a LUT:
        hist's `cdf[i32(clamp(Y, 0.0, 255.0))]`) is emitted as a vector loop instead, which
        gcc vectorizes with a gather: its SLP, which would vectorize the copies, gathers nothing
        (hist's output loop, 1 thread: 12.1 -> 10.8 ms, benchmarks/RESULTS.md)."""
        found = packed_store(s) if self.uses_lanes else None
        if found is None:
            return False
        if reads_by_data(s.body):
            self.visit(replace(s, kind="vectorized"), depth)
            return True
        store, first = found
        n, dtype, ctype = s.extent.value, store.value.dtype, C_TYPES[s.min.dtype]
        self.conversions.add(("pack", dtype, n))
        lo = self.visit(s.min)
        self.facts[s.var] = (const_bounds(s.min, self.facts)[0], None)
        self.emit(depth, "{")
        self.emit(depth + 1, f"irc_{dtype}x{n} irc_packed;")
        for k in range(n):
            self.lane_access[store] = "irc_packed", str(k)
            self.emit(depth + 1, "{")
            self.emit(depth + 2, f"const {ctype} {self.name(s.var)} = {lo} + {k};")
            self.visit(s.body, depth + 2)
            self.emit(depth + 1, "}")
        del self.lane_access[store]
        self.emit(depth + 1, f"__builtin_memcpy(&{self.name(store.buffer)}[{self.visit(first)}], &irc_packed, sizeof irc_packed);")
        self.emit(depth, "}")
        return True

    def store_to_lanes(self, s: Store, line: str, depth) -> bool:
        """Emit store `s` into its lane array, if it goes through one (int32 lanes of a narrow
        store, the packed vector of an unrolled loop's own type)."""
        if s not in self.lane_access:
            return False
        array, lane = self.lane_access[s]
        table = s in self.table_stores          # its lanes hold the table's index
        value = s.value.indices[0] if table else _as_int32(s.value) if s.value.dtype in NARROW_TYPES else s.value
        self.emit(depth, f"{array}[{lane}] = {self.visit(value)};{line}")
        return True

    def visit_Load(self, e: Load) -> str:
        if e in self.lane_access:
            array, lane = self.lane_access[e]
            return f"{array}[{lane}]"       # the element's value (C promotes a narrow one to int alike)
        return super().visit_Load(e)

    def lane_helpers(self) -> str:
        """The C of the conversions used (lane_helpers.py)."""
        return conversion_helpers(self.conversions)
