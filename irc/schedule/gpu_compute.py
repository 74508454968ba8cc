"""Where a GPU launch computes the funcs it reads: inline in each thread, or at one of its loops.

`f.compute_at(g, bx)` at the launch's innermost block loop computes f per block into shared
memory, the block's threads sharing out its points; at a loop inside the threads (a sum's `ko`)
the same per iteration; at the innermost thread loop (`tx`) per thread, into local storage.  The
blocks run at once and so do a block's threads, so an outer block or thread loop is no place of
its own; a func computed in the launch is stored where it is computed, its points mapped by the
launch, so it has no loops to schedule.  A refusal says what would be legal.
"""
from __future__ import annotations

from ..diagnostics import CompileError

LOOP_WORDS = ("split", "tile", "reorder", "vectorize", "unroll", "parallel")


def check_producers(drafts: dict, out) -> None:
    """Raise CompileError at the first func the launch `out` reads that it cannot compute where
    the schedule says."""
    for d in drafts.values():
        if d is not out and d.compute != "inline":
            _check_producer(d, out)


def _check_producer(d, out) -> None:
    blocks = [v for v in out.order if out.kinds.get(v) == "gpu_block"]
    threads = [v for v in out.order if out.kinds.get(v) == "gpu_thread"]
    per_block, per_thread = f"{d.name}.compute_at({out.name}, {blocks[-1]})", \
        f"{d.name}.compute_at({out.name}, {threads[-1]})"
    if d.compute == "root":
        raise CompileError(f"'{d.name}' is computed at the root, outside the GPU launch of '{out.name}' that reads it; "
                           f"compute it in the launch: per block in shared memory ({per_block}), per thread "
                           f"({per_thread}) or inline", d.spans.get("compute_root"))
    g, loop = d.compute_at
    span = d.spans.get("compute_at")
    if g != out.name:
        raise CompileError(f"'{d.name}' is computed at a loop of '{g}', but in a GPU launch funcs are computed at the "
                           f"loops of the launch, '{out.name}': {per_block} or {per_thread}", span)
    if loop in blocks[:-1]:
        raise CompileError(f"'{d.name}' is computed at '{g}.{loop}', a block loop outside '{blocks[-1]}'; the blocks "
                           f"run at once, each computing what it reads: {per_block}", span)
    if loop in threads[:-1]:
        raise CompileError(f"'{d.name}' is computed at '{g}.{loop}', a thread loop outside '{threads[-1]}'; the "
                           f"threads run at once: compute it per thread ({per_thread}) or per block ({per_block})",
                           span)
    if d.store_at is not None:
        word = "store_root" if d.store_at == ("", "") else "store_at"
        raise CompileError(f"'{d.name}' is computed in the GPU launch of '{out.name}', which stores it where it is "
                           f"computed (per block in shared memory, per thread in local storage); remove its {word}",
                           d.spans.get(word))
    word = next((w for w in LOOP_WORDS if w in d.words), None)
    if word is not None:
        raise CompileError(f"'{d.name}' is computed in the GPU launch of '{out.name}', whose threads compute its "
                           f"points; it has no loops of its own for '{word}'", d.spans.get(word))
