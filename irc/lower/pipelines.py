"""Lowering as a table of contents: for each kind of program and each target, the passes that
take it from a checked program to loop IR the target runs, in order.

Like Halide's Lower.cpp, every step is one named pass (one file in passes/); `irc compile
--print-ir-after-all` shows the IR after each of them.  A pipeline is data: a new kind of
program or a new target is a new entry here (and its passes in passes/), not a new driver.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..diagnostics import UsageError
from ..registry import PASSES


@dataclass(frozen=True)
class Pipeline:
    """The passes lowering one kind of program for one target.  `checkpoints` name the IR a user
    thinks in (`--print-ir-after=final`) by the pass it follows; `runnable` are the passes that
    the IR after any step needs before the target can run it (`--verify-each`); until pass
    `regions_bound_by`, the loop bounds of funcs are free variables (`blurx.y.min`), and until
    pass `calls_inlined_by`, funcs computed inline are read as calls, with no storage."""
    kind: str
    target: str
    passes: tuple[str, ...]
    checkpoints: tuple[tuple[str, str], ...] = ()
    runnable: tuple[str, ...] = ()
    regions_bound_by: str | None = None
    calls_inlined_by: str | None = None

    def resolve(self, name: str) -> str:
        """A pass's name, or the pass a checkpoint names; UsageError for anything else."""
        name = dict(self.checkpoints).get(name, name)
        if name not in self.passes:
            raise UsageError(f"unknown pass '{name}'; passes: {', '.join(self.passes)}")
        return name

    def runnable_after(self, name: str) -> tuple[str, ...]:
        """The passes that make the IR after pass `name` runnable."""
        return tuple(p for p in self.runnable if self.passes.index(p) > self.passes.index(name))

    def regions_free_after(self, name: str) -> bool:
        return self._before(name, self.regions_bound_by)

    def calls_after(self, name: str) -> bool:
        return self._before(name, self.calls_inlined_by)

    def _before(self, name: str, later: str | None) -> bool:
        return later is not None and self.passes.index(name) < self.passes.index(later)


FUNCS_TO_C = Pipeline(
    kind="funcs", target="c",
    passes=(
        "realize",           # every func not inlined: a loop nest over its symbolic region, at the root
        "inline",            # compute_inline funcs substituted into their readers
        "split",             # split / tile / reorder, and parallel / vectorized / unrolled loop kinds
        "compute_at",        # producers moved into the loops of their consumers; storage at store_at
        "bounds",            # the region of each func at its compute site, and its storage bounds
        "sliding_window",    # a func stored outside a serial loop computes only the new rows
        "storage_folding",   # ... and keeps only the rows in use, indexed modulo their number
        "prefetch_inputs",   # the input region a later iteration of a loop reads, asked for early (prefetch; a tile's sliding rows)
        "compute_with",      # a func computed with another: the two loop nests one, down to the loop named
        "lower_reductions",  # sum(...) into accumulator loops
        "partition_loops",   # steady-state loops without the boundary clamps of the edges
        "fuse_vector_lanes", # a loop split only to be vectorized: one vectorized loop again
        "deinterleave",      # a vectorized loop reading at x / 2 or choosing by x % 2: over pairs, its halves unrolled
        "unroll",            # unrolled loops of a few constant iterations: copies, the variable a constant in each
        "unswitch",          # a select a vectorized loop does not change: an if around copies of the loop
        "fast_math",         # with fast math only: x / c as x * (1 / c), as Halide does
        "cse",               # what a store computes twice, once, in a let
        "hoist_conversions", # a float-to-integer conversion the same in every iteration, before the loop
        "storage_order",     # a func's storage dimensions in the order reorder_storage says
        "flatten",           # multi-dimensional storage into one-dimensional buffers
        "simplify",          # constant folding, linear forms, dead lets
    ),
    checkpoints=(("lowered", "realize"), ("scheduled", "compute_at"), ("final", "simplify")),
    runnable=("inline", "bounds", "lower_reductions", "flatten"),
    regions_bound_by="bounds",
    calls_inlined_by="inline",
)

FUNCS_TO_SIMT = Pipeline(
    kind="funcs", target="simt",
    passes=(
        "realize",           # every func not inlined: a loop nest over its symbolic region, at the root
        "inline",            # compute_inline funcs substituted into their readers
        "split",             # gpu_tile's tiles and the other splits, each guarded, GPU loops outermost
        "gpu_map",           # the GPU loops into a launch: blockIdx and threadIdx loops, one thread's code inside
        "coarsen",           # a thread computes n points of a coarsened dimension, one tile apart; a block, n tiles
        "gpu_compute_at",    # funcs computed at its loops: per block into shared memory, per thread into local arrays
        "cache",             # inputs staged in shared memory per block or per loop iteration, with barriers
        "pad",               # shared arrays padded on their last dimension (no bank conflicts on columns)
        "lower_reductions",  # sum(...) into an accumulator of each thread and a loop
        "zero_guards",       # a sum's guards dropped where the shared copies it reads hold zeros past them
        "point_guards",      # a point's guard dropped from its accumulation where nothing reads it past the guard
        "operand_registers", # a thread's shared operands in registers once per step of its sum, for all its points
        "simplify",          # constant folding, linear forms, dead lets
    ),
    checkpoints=(("lowered", "realize"), ("scheduled", "gpu_map"), ("final", "simplify")),
    runnable=("inline", "split", "gpu_map", "gpu_compute_at", "lower_reductions"),   # a launch, its regions bound
    regions_bound_by="gpu_compute_at",
    calls_inlined_by="inline",
)

KERNEL_TO_SIMT = Pipeline(
    kind="kernel", target="simt",
    passes=(
        "launch_loops",      # the thread's code inside gpu_block and gpu_thread loops, shared arrays per block
        "pad",               # shared arrays a schedule of kernels pads (K.pad(s, n)) on their last dimension
    ),
    checkpoints=(("final", "pad"),),
)

# OpenCL C and CUDA C are written from the launch the SIMT interpreter runs, flattened.
FUNCS_TO_OPENCL = Pipeline(
    kind="funcs", target="opencl",
    passes=FUNCS_TO_SIMT.passes[:-1] + (
        "flatten",           # buffers and shared arrays one-dimensional, as OpenCL and CUDA index them
        "simplify",          # constant folding, linear forms, dead lets
    ),
    checkpoints=FUNCS_TO_SIMT.checkpoints,
    runnable=FUNCS_TO_SIMT.runnable,
    regions_bound_by="gpu_compute_at",
    calls_inlined_by="inline",
)

KERNEL_TO_OPENCL = Pipeline(
    kind="kernel", target="opencl",
    passes=KERNEL_TO_SIMT.passes + ("flatten", "simplify"),
    checkpoints=(("final", "simplify"),),
)

# The IR after `as_written` (checkpoint `lowered`) is the proc's loop nest as written, `Proc.body`:
# lower(PROC_TO_C, Context(module, proc=module.proc(name)), until="lowered"); under a schedule
# (Context.proc_schedule) isl_codegen writes the nest of the transformed order.
PROC_TO_C = Pipeline(
    kind="proc", target="c",
    passes=(
        "as_written",        # the proc's loop nest, in its original order
        "isl_codegen",       # under a schedule: the words applied to the order (checked on the dependences), scanned by isl
        "flatten",           # multi-dimensional arrays into one-dimensional buffers
        "simplify",          # constant folding, linear forms, dead lets
    ),
    checkpoints=(("lowered", "as_written"), ("scheduled", "isl_codegen"), ("final", "simplify")),
    runnable=("flatten",),
)

# A program with a format annotation: TACO's lowering, then the C backend's.
SPARSE_TO_C = Pipeline(
    kind="sparse", target="c",
    passes=(
        "index_loops",       # the index expression as dense loops in the iteration graph's order
        "sparse_lower",      # each loop as its merge lattice's co-iteration over the operands' levels
        "assemble",          # a sparse output's stores as a symbolic phase (counts into pos) and a numeric one
        "prefetch",          # gathers by a level's coordinates asked for 64 positions ahead
        "flatten",           # multi-dimensional arrays into one-dimensional buffers
        "simplify",          # constant folding, linear forms, dead lets
    ),
    checkpoints=(("lowered", "index_loops"), ("scheduled", "sparse_lower"), ("final", "simplify")),
    runnable=("sparse_lower", "flatten"),
    calls_inlined_by="sparse_lower",
)

PIPELINES = {(p.kind, p.target): p for p in (FUNCS_TO_C, FUNCS_TO_SIMT, KERNEL_TO_SIMT, FUNCS_TO_OPENCL,
                                              KERNEL_TO_OPENCL, PROC_TO_C, SPARSE_TO_C)}


def description(name: str) -> str:
    """The first line of a pass's docstring (`irc compile --list-passes`)."""
    return (PASSES[name].__doc__ or "").strip().splitlines()[0]
