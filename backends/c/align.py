"""Vector loops: the alignment peel, where a long innermost loop's stores start on a 64-byte
line, and the width of the vectors a vectorized loop asks for (`simdlen`).

A vector store that straddles two cache lines costs two.  For a long loop storing along its
variable, the first iterations up to the next 64-byte line run on their own (the emitter's
`peel`), and the loop from there stores whole lines.  The order of the iterations does not
change, only where the compiler's vector loop begins: gcc does not peel for alignment, and
numpy's arrays start 16 bytes past a line, so every 512-bit store would otherwise straddle two
lines (blur `inline` at 4096², one thread, AMD EPYC: 7.61 -> 7.01 ms).
"""
from __future__ import annotations

from collections import Counter

import numpy as np

from ...ir.analysis.affine import slope
from ...ir.analysis.simplify import const_bounds
from ...ir.nodes import Allocate, Assert, Cast, For, LetStmt, Load, Store
from ...ir.types import INT_TYPES, NUMPY_TYPES
from ...ir.visitor import Mutator, free_vars, walk

SHORT_LOOP = 32          # iterations; a loop that runs more has its stores aligned (aligned_store)

ALIGN_HELPER = f"""\
/* the first index in [lo, end) from which the stores at `at` (the element of index lo) start
   on a 64-byte line: the iterations before it run apart, the vector loop stores whole lines
   (SpMM's `C[i, j] += A[i, k] * B[k, j]` over 64 columns, one thread: 117 -> 57 ms, its
   row read back whole from the stores).  A loop of {SHORT_LOOP} iterations or fewer starts at lo:
   its scalar peel would cost more than the split lines (heat-3d in cache, rows of 18
   doubles: 0.50 -> 0.69 ns a point peeled, rows of 38: 0.52 -> 0.34).  So does one whose
   arrays read along it start elsewhere in a line than the one stored (`apart`, the XOR of
   their addresses with its): their loads straddle lines either way (heat-3d `auto`, T=500,
   one thread: A and B in step 895 -> 770 ms peeled, A 16 bytes off B 938 -> 1042 ms), unless
   one array is read more often than the store's is stored: `read_at`, its first read, starts
   on a line then (blur `inline` exact, the output 48 bytes after the input: 1.15 -> 1.02 of
   Halide's time, benchmarks/RESULTS.md). */
IRC_FN int64_t irc_aligned_start(int64_t lo, int64_t end, const void *at, int64_t size, uintptr_t apart,
                                 const void *read_at, int64_t read_size) {{
  if (end - lo <= {SHORT_LOOP} || ((apart & 63) && !read_at))
    return lo;
  if (apart & 63)
    at = read_at, size = read_size;
  return lo + (int64_t)((0 - (uintptr_t)at) & 63) / size;
}}
"""


def bounded_start(call: str, end: str, store: Store, most_read: Load | None) -> str:
    """irc_aligned_start's `call`, bounded by `end` where it may pass it: it peels up to 63 / size
    iterations, fewer than the SHORT_LOOP + 1 a peeled loop runs for elements of 2 bytes or more,
    not for 1-byte ones (a u8 array read most: in a row of 40 starting a byte past a line its
    first read's line is 63 iterations on, 23 past the row's end)."""
    sizes = [_itemsize(n.dtype if isinstance(n, Load) else n.value.dtype)
             for n in (store, most_read) if n is not None]
    return f"irc_min_i64({call}, {end})" if 63 // min(sizes) > SHORT_LOOP else call


def aligned_store(s: For, facts, whole: set[str]) -> tuple[Store, list[str], Load | None] | None:
    """The store whose vectors loop `s` aligns, the other arrays of `whole` it reads along its
    variable (not the ones it reads one element of, as a scalar), and the first read of the one
    it reads most when that one is read more often than the store's array is stored (blur
    `inline`: `in` nine times a step, `blury` stored once), or None: `s` innermost (no loop,
    allocation or check inside), possibly longer than SHORT_LOOP iterations, every index in it
    linear in its variable (plain vector loads and stores: a clamped edge, a gather, is left
    alone), and storing along its variable (the index moves by one a step) into a buffer of
    `whole` (the arrays of the whole region: parameters and scratch, not a tile's storage,
    whose rows are the tile's), of elements wider than a byte (a byte's peel runs up to 63
    iterations apart: camera_pipe's u8 output 12.81 -> 12.41 ms without it, one thread).
    irc_aligned_start aligns the store where the arrays read start in step with it, else that read (its array gives most of the step's vectors: blur `inline`
    exact, the output 48 bytes after the input in a line, 1.15 -> 1.02 of Halide's time).  An
    access whose index names a value the loop body computes (a let inside it: a tile's coordinate,
    a gather's index cse named) is left out: its address means nothing before the loop."""
    longest = const_bounds(s.extent, facts)[1]
    if longest is not None and longest <= SHORT_LOOP:
        return None
    if any(isinstance(n, (For, Allocate, Assert)) for n in walk(s.body)):
        return None
    inner = {n.var for n in walk(s.body) if isinstance(n, LetStmt)}       # names the C declares in the loop
    slopes = [(n, slope(uncast(i), s.var)) for n in walk(s.body) if isinstance(n, (Load, Store))
              for i in n.indices if not free_vars(i) & inner]
    if any(k is None for _, k in slopes):
        return None
    store = next((n for n, k in slopes if isinstance(n, Store) and n.buffer in whole and k == 1), None)
    if store is None or _itemsize(store.value.dtype) == 1:
        return None
    along = [n for n, k in slopes if n.buffer in whole and k == 1]
    stores = sum(isinstance(n, Store) and n.buffer == store.buffer for n in along)
    reads = Counter(n.buffer for n in along if isinstance(n, Load) and n.buffer != store.buffer)
    most = max(reads, key=reads.__getitem__, default=None)
    fallback = next((n for n in along if isinstance(n, Load) and n.buffer == most), None) \
        if most is not None and reads[most] > stores else None
    read = {n.buffer for n, k in slopes if isinstance(n, Load) and n.buffer in whole and k != 0}
    return store, sorted(read - {store.buffer}), fallback


def _itemsize(dtype: str) -> int:
    return np.dtype(NUMPY_TYPES[dtype]).itemsize


def uncast(index):
    """`index` without its widenings (`(int64_t)(x) + ...` as `x + ...`), for its slope."""
    return _Uncast().visit(index)


class _Uncast(Mutator):
    """An index without its widenings (`(int64_t)(x) + ...` as `x + ...`), for its slope."""

    def visit_Cast(self, e: Cast):
        v = self.visit(e.value)
        return v if e.dtype in INT_TYPES and v.dtype in INT_TYPES else Cast(e.dtype, v, e.span)


VECTOR_BYTES = 64     # AVX-512's; a machine with narrower vectors runs two or four of its own a step


def simdlen(s: For, facts) -> str:
    """The clause that gives a loop the schedule vectorizes vectors of VECTOR_BYTES, whatever
    width gcc prefers for the loops it vectorizes on its own: as many lanes as fit the widest
    element the loop reads or writes.  None for a loop too short to fill them."""
    size = max((_itemsize(n.dtype if isinstance(n, Load) else n.value.dtype) for n in walk(s.body)
                if isinstance(n, (Load, Store))), default=0)
    lanes = VECTOR_BYTES // size if size else 0
    longest = const_bounds(s.extent, facts)[1]
    return "" if not lanes or (longest is not None and longest < lanes) else f" simdlen({lanes})"
