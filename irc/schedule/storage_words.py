"""The words said of a func's region and storage rather than of its loops, and of the memory
its loops read.

`f.bound(c, 0, 3)` (Halide's `Func::bound`): f is computed over exactly [0, 3) of dimension
`c`, whatever its readers need there (they must need no more: checked when the program is
loaded where the sizes decide it, else at the call), so its loop over `c` has a constant
extent (`unroll(c)` copies it) and its producers are computed for those points; of an output,
whose region is its declared range, the range must be that one.

`f.reorder_storage(x, y)`: f's storage lays its dimensions out in this order, outer to inner, as
irc's `reorder` names loops (Halide's names them inner first): x outermost, so that y is
contiguous, whatever order f is indexed in (pass storage_order).  An output's storage is the
caller's array, in C order, so only the other funcs take it.

`f.store_in(Stack)` (Halide's MemoryType): f's storage on the C stack, a variable-length array
where its size is not a constant (no malloc per iteration of the loop it is stored in; the
stack must hold it); `Heap`: from malloc, even where small; `Auto`: the C backend chooses (the
stack for constant sizes up to 64K elements, else the heap; at the root, arrays the caller
passes).  Not of an output (the caller's array), nor in a GPU schedule (which places storage
itself: per block in shared memory, per thread in registers).

`f.fold_storage(y, 8)`: f's storage keeps 8 rows along y, indexed modulo 8, where irc finds the
window of rows its readers need move forward (pass storage_folding, which folds such storage by
itself to the window rounded up to a power of two): refused where it finds none along y or one
iteration reads more than 8 rows.

`f.hoist_storage(g, yo)` (Halide's, and `hoist_storage_root()`): f's allocation is made once,
at loop yo of g, outside the loop f is computed in, instead of once per iteration of it (no
malloc per tile); unlike store_at, each iteration computes its own region anew, stored from the
buffer's start (no window slides, nothing folds), so the buffer holds the largest region one
iteration computes (pass bounds).  Not outside a parallel loop between (its iterations would
share the buffer).

`f.prefetch(in, y, 2)` (Halide's `Func::prefetch`): at each iteration of f's loop `y`, ask the
cache for the part of input `in` that iteration `y + 2` reads (pass prefetch_inputs: one
prefetch per cache line of each row of the region, clamped into the input), so that it is there
when those iterations come; a hint, it changes no value.
"""
from __future__ import annotations

from ..diagnostics import CompileError
from ..schedules import MEMORY_TYPES
from .draft import NOWHERE, Where
from .spoken import spoken

# words of the func, not of an update's loops nor a specialization's, nor of a GPU schedule's
# funcs (these and compute_with, schedule/compute_with.py) -> what a func computed inline lacks for them
STORAGE_WORDS = {"bound": "region to bound", "reorder_storage": "storage to reorder", "store_in": "storage to place",
                 "fold_storage": "storage to fold", "prefetch": "loops for 'prefetch'",
                 "hoist_storage": "storage to hoist", "hoist_storage_root": "storage to hoist",
                 "compute_with": "loops to fuse"}


class StorageWords:
    """The region and storage words of FuncBuilder (a mixin: `self.d` is the func's draft)."""

    @spoken
    def bound(self, var: str, min: int, extent: int, where: Where = NOWHERE):
        """`f.bound(c, 0, 3)`: f's region along dimension `c` is [0, 3)."""
        self._word("bound", where)
        args = self.schedule.module.func(self.d.name).args
        if var not in args:
            raise CompileError(f"bound names a dimension of '{self.d.name}' ({', '.join(args)}), not '{var}'",
                               where.arg(0) or where.call)
        if extent <= 0:
            raise CompileError(f"bound's extent must be positive, got {extent}", where.arg(2) or where.call)
        if abs(min) >= 2 ** 30 or min + extent > 2 ** 30:
            raise CompileError(f"bound [{min}, {min + extent}) leaves the coordinates irc indexes, [-2^30, 2^30]",
                               where.call)
        if var in self.d.bounds:
            raise CompileError(f"'{var}' of '{self.d.name}' is bound twice; say it once", where.call)
        self.d.bounds[var] = (min, extent)
        return self

    @spoken
    def reorder_storage(self, *dims: str, where: Where = NOWHERE):
        """`f.reorder_storage(x, y)`: these dimensions of f's storage in this order, outer to inner
        (in the positions they hold now; the others keep theirs)."""
        self._word("reorder_storage", where)
        if self.d.name in self.schedule.outputs:
            raise CompileError(f"'{self.d.name}' is an output: its storage is the caller's array, in C order; "
                               f"reorder the storage of the funcs it reads", where.call)
        args = self.schedule.module.func(self.d.name).args
        if len(dims) < 2:
            raise CompileError("reorder_storage needs at least two dimensions, outer to inner", where.call)
        for i, dim in enumerate(dims):
            if dim not in args:
                raise CompileError(f"reorder_storage names the dimensions of '{self.d.name}' ({', '.join(args)}), "
                                   f"not '{dim}'", where.arg(i) or where.call)
        if len(set(dims)) != len(dims):
            raise CompileError("reorder_storage names a dimension twice", where.call)
        order = list(self.d.storage or args)
        for slot, dim in zip(sorted(order.index(d) for d in dims), dims):
            order[slot] = dim
        self.d.storage = order
        return self

    @spoken
    def store_in(self, memory: str, where: Where = NOWHERE):
        """`f.store_in(Stack)`: where f's storage is (MEMORY_TYPES)."""
        self._word("store_in", where)
        name = str(memory).removeprefix("MemoryType.")
        if name not in MEMORY_TYPES:
            raise CompileError(f"unknown memory type '{memory}': irc's C puts a func's storage on the Stack or "
                               f"the Heap, or chooses (Auto); gcc keeps in registers what fits itself",
                               where.arg(0) or where.call)
        if self.d.name in self.schedule.outputs:
            raise CompileError(f"'{self.d.name}' is an output: its storage is the caller's array", where.call)
        self.d.memory = name
        return self

    @spoken
    def fold_storage(self, var: str, rows: int, where: Where = NOWHERE):
        """`f.fold_storage(y, 8)`: f's storage along y is 8 rows, indexed modulo 8."""
        self._word("fold_storage", where)
        args = self.schedule.module.func(self.d.name).args
        if var not in args:
            raise CompileError(f"fold_storage names a dimension of '{self.d.name}' ({', '.join(args)}), not '{var}'",
                               where.arg(0) or where.call)
        if not 0 < rows < 2 ** 30:
            raise CompileError(f"fold_storage keeps 1 to 2^30 rows, got {rows}", where.arg(1) or where.call)
        if self.d.name in self.schedule.outputs:
            raise CompileError(f"'{self.d.name}' is an output: its storage is the caller's array", where.call)
        self.d.fold = (var, rows)
        return self

    @spoken
    def prefetch(self, buffer: str, var: str, offset: int = 1, where: Where = NOWHERE):
        """`f.prefetch(in, y, 2)`: in's part that iteration y + 2 of f's loop y reads, asked for at y."""
        self._word("prefetch", where)
        image = self.schedule.module.input(buffer)
        if image is None or image.scalar is not None or image.format is not None:
            raise CompileError(f"prefetch asks for a part of a dense input ({', '.join(self._dense_inputs())}), not "
                               f"'{buffer}'", where.arg(0) or where.call)
        var = self._loop(var, where, 1)
        if not 0 < offset <= 2 ** 20:
            raise CompileError(f"prefetch looks 1 to 2^20 iterations ahead, got {offset}", where.arg(2) or where.call)
        self.d.prefetches.append((buffer, var, offset))
        return self

    def _dense_inputs(self) -> list[str]:
        return [i.name for i in self.schedule.module.inputs if i.scalar is None and i.format is None] or ["it has none"]

    @spoken
    def hoist_storage(self, func: str, var: str, where: Where = NOWHERE):
        """`f.hoist_storage(g, yo)`: f allocated once at loop yo of g, its region computed anew inside."""
        self._word("hoist_storage", where)
        self.d.spans.setdefault("store_at", where.call)
        self._hoist((func, var), where)
        return self

    @spoken
    def hoist_storage_root(self, where: Where = NOWHERE):
        """`f.hoist_storage_root()`: f allocated once, outside every loop."""
        self._word("hoist_storage_root", where)
        self._hoist(("", ""), where)
        return self

    def _hoist(self, at: tuple[str, str], where: Where):
        if self.d.name in self.schedule.outputs:
            raise CompileError(f"'{self.d.name}' is an output: its storage is the caller's array", where.call)
        self.d.store_at, self.d.hoisted = at, True
