"""The cache model's build of a proc: the same final IR as its C, with a call `irc_touch` before
each statement for every array element the statement reads (in the order the language evaluates
them: left to right, only the side a `select`, `&&` or `||` takes) and then the element it
writes, feeding a fully associative LRU cache simulated in C.

Explicit touch statements, not hooks inside expressions, because C leaves the order of operand
evaluation unspecified; the touches' order is the IR's, whatever loop order the proc was lowered
to (as written or scheduled).  Every loop runs serially: the stream is that of one thread.

Addresses are virtual: each array starts on a line boundary of its own, one after the other, so
that no line holds two arrays' elements and the counts do not depend on where numpy put the
arrays.  The simulator is exact and O(1) per access without hashing: every line of every array
has a slot in two arrays (`prev`, `next`: the recency list, most recent first), so a lookup is
an index.  It counts, per array, accesses, misses, and cold misses (first touches of a line).
"""
from __future__ import annotations

import numpy as np

from ...ir.nodes import Binary, Expr, For, Function, If, LetStmt, Load, Select, Store
from ...ir.types import NUMPY_TYPES
from ...ir.visitor import child_nodes, walk
from .emit import CEmitter, assemble
from .source import CSource, scratch_buffers

NEVER = -3     # next[line] before the line's first touch
GONE = -2      # ... once it has been evicted (a resident line's next is a line or -1)

SIMULATOR_C = f"""
/* the cache model: a fully associative LRU cache of `capacity` lines of 2**shift bytes */
typedef struct {{
  int64_t *prev, *next;     /* per line: the recency list (head: most recent); next {NEVER}: never touched, {GONE}: evicted */
  int64_t *counts;          /* per array: accesses, misses, cold misses */
  const int64_t *base;      /* per array: the address of its first byte */
  int64_t head, tail, used, capacity;
  int32_t shift;
}} irc_lru;

static inline void irc_lru_unlink(irc_lru *c, int64_t l) {{
  int64_t p = c->prev[l], n = c->next[l];
  if (p >= 0) c->next[p] = n; else c->head = n;
  if (n >= 0) c->prev[n] = p; else c->tail = p;
}}

static inline void irc_lru_push(irc_lru *c, int64_t l) {{
  c->prev[l] = -1;
  c->next[l] = c->head;
  if (c->head >= 0) c->prev[c->head] = l; else c->tail = l;
  c->head = l;
}}

static inline void irc_touch(irc_lru *c, int32_t array, int64_t offset) {{
  int64_t l = (c->base[array] + offset) >> c->shift;
  int64_t *n = c->counts + 3 * array;
  n[0]++;
  if (c->next[l] >= -1) {{            /* resident: a hit, now the most recent */
    if (l != c->head) {{ irc_lru_unlink(c, l); irc_lru_push(c, l); }}
    return;
  }}
  n[1]++;
  n[2] += c->next[l] == {NEVER};
  if (c->used == c->capacity) {{      /* full: the least recent line goes */
    int64_t victim = c->tail;
    irc_lru_unlink(c, victim);
    c->next[victim] = {GONE};
  }} else {{
    c->used++;
  }}
  irc_lru_push(c, l);
}}
"""

EXTRA = ("int64_t irc_capacity", "int32_t irc_line_shift", "const int64_t *restrict irc_bases",
         "int64_t *restrict irc_prev", "int64_t *restrict irc_next", "int64_t *restrict irc_cache_counts")
SETUP = ("irc_lru irc_cache = {irc_prev, irc_next, irc_cache_counts, irc_bases, -1, -1, 0, irc_capacity, "
         "irc_line_shift};",)


class TouchEmitter(CEmitter):
    """The plain C with the touches of each statement's accesses before it, its loops serial."""

    uses_lanes = False

    def __init__(self, fn: Function, scratch: dict[str, str]):
        super().__init__(fn, False, scratch, [])
        self.arrays = {b.name: k for k, b in enumerate(fn.buffers)}
        self.sizes = {b.name: np.dtype(NUMPY_TYPES[b.dtype]).itemsize for b in fn.buffers}

    def loop_kind(self, s: For) -> str:
        """Serial, so that the stream is one order (a touch in a simd loop would be a race too)."""
        return "unrolled" if s.kind == "unrolled" else "serial"

    def touch(self, buffer: str, index: Expr, depth: int):
        """One access of an array element (storage the IR allocates is no array of the proc's)."""
        if buffer in self.arrays:
            self.emit(depth, f"irc_touch(&irc_cache, {self.arrays[buffer]}, (int64_t)({self.visit(index)}) * "
                             f"{self.sizes[buffer]});")

    def touches(self, e: Expr, depth: int):
        """The touches of what `e` reads, in evaluation order."""
        if isinstance(e, Load):
            self.touches(e.indices[0], depth)
            self.touch(e.buffer, e.indices[0], depth)
        elif isinstance(e, Select):
            self.touches(e.cond, depth)
            self.branch(self.visit(e.cond), e.true_value, e.false_value, depth)
        elif isinstance(e, Binary) and e.op in ("&&", "||"):
            self.touches(e.a, depth)
            taken = self.visit(e.a)
            self.branch(taken if e.op == "&&" else f"!({taken})", e.b, None, depth)
        else:
            for child in child_nodes(e):
                self.touches(child, depth)

    def branch(self, cond: str, then: Expr, otherwise: Expr | None, depth: int):
        """The touches of the side of a select (or of the right of `&&` / `||`) that `cond` takes."""
        if not any(isinstance(n, Load) for side in (then, otherwise) if side is not None for n in walk(side)):
            return
        self.emit(depth, f"if ({cond}) {{")
        self.touches(then, depth + 1)
        if otherwise is not None:
            self.emit(depth, "} else {")
            self.touches(otherwise, depth + 1)
        self.emit(depth, "}")

    def visit_Store(self, s: Store, depth):
        self.touches(s.indices[0], depth)
        self.touches(s.value, depth)
        self.touch(s.buffer, s.indices[0], depth)
        super().visit_Store(s, depth)

    def visit_LetStmt(self, s: LetStmt, depth):
        self.touches(s.value, depth)
        super().visit_LetStmt(s, depth)

    def visit_If(self, s: If, depth):
        self.touches(s.cond, depth)
        super().visit_If(s, depth)

    def visit_For(self, s: For, depth):
        self.touches(s.min, depth)
        self.touches(s.extent, depth)
        super().visit_For(s, depth)


def emit_cache_sim(fn: Function) -> CSource:
    """The cache model's C of a flattened, simplified Function: its entry takes, after the sizes,
    what `LruState.arguments` gives."""
    scratch = scratch_buffers(fn)
    em = TouchEmitter(fn, {s.name: s.dtype for s in scratch})
    return assemble(fn, em, scratch, EXTRA, helpers=SIMULATOR_C, setup=SETUP)


class LruState:
    """The simulator's memory for one run on `arrays` (by the Function's buffer names): the
    layout, the recency list of every line, the counts."""

    def __init__(self, fn: Function, arrays: dict[str, np.ndarray], size: int, line: int):
        self.names = tuple(b.name for b in fn.buffers)
        spans = [-(-arrays[n].nbytes // line) * line for n in self.names]    # whole lines each
        ends = np.cumsum(spans, dtype=np.int64)
        self.bases = (ends - np.asarray(spans, np.int64)) if spans else np.zeros(0, np.int64)
        lines = int(ends[-1]) // line if spans else 0
        self.next = np.full(max(lines, 1), NEVER, np.int64)
        self.prev = np.empty_like(self.next)
        self.counts = np.zeros((len(self.names), 3), np.int64)
        self.capacity = size // line
        self.shift = line.bit_length() - 1

    def arguments(self, ffi) -> tuple:
        """The entry's extra arguments (this object must outlive the call: they point into it)."""
        def pointer(a: np.ndarray):
            return ffi.cast("int64_t *", a.ctypes.data)
        return (self.capacity, self.shift, pointer(self.bases), pointer(self.prev), pointer(self.next),
                pointer(self.counts))

    def per_array(self) -> dict[str, tuple[int, int, int]]:
        """Per array: (accesses, misses, cold misses)."""
        return {n: tuple(int(c) for c in row) for n, row in zip(self.names, self.counts)}
