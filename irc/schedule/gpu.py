"""The checks a GPU schedule passes as a whole: one launch, the output's, with its block loops
outside its thread loops outside the rest.

A func is mapped onto the GPU by `gpu_tile`, `gpu_blocks` and `gpu_threads`.  The launch is
the output's loop nest, so the output's outermost loops must be its block loops (one to three)
and the next ones its thread loops (one to three); the other funcs are computed inline in it.
A refusal names the word and what would be legal.
"""
from __future__ import annotations

from ..diagnostics import CompileError
from ..module import Module, Schedule

GPU_KINDS = ("gpu_block", "gpu_thread")
GPU_WORDS = ("gpu_tile", "gpu_blocks", "gpu_threads")


def is_gpu(draft) -> bool:
    return any(k in GPU_KINDS for k in draft.kinds.values())


def maps_gpu(schedule: Schedule) -> bool:
    """Whether `schedule` maps the funcs onto the GPU (then the SIMT target runs them, not C)."""
    return any(k in GPU_KINDS for _, fs in schedule.funcs for _, k in fs.kinds)


def check_gpu(module: Module, drafts: dict) -> None:
    """Raise CompileError when a schedule maps funcs onto the GPU in a way irc cannot launch."""
    mapped = [d for d in drafts.values() if is_gpu(d)]
    if not mapped:
        return
    out = drafts[module.output.func]
    for d in mapped:
        if d is not out:
            raise CompileError(f"'{d.name}' is mapped onto the GPU, but only the output '{out.name}' is launched; "
                               f"map '{out.name}' and compute '{d.name}' inline in it", _span(d))
    if not is_gpu(out):
        return
    others = [d for d in drafts.values() if d is not out and d.compute != "inline"]
    if others:
        d = others[0]
        where = "at the root" if d.compute == "root" else f"at {d.compute_at[0]}.{d.compute_at[1]}"
        word = "compute_root" if d.compute == "root" else "compute_at"
        raise CompileError(f"'{d.name}' is computed {where}, but a GPU launch computes the funcs it reads inline "
                           f"(per thread) so far; remove its {word}", d.spans.get(word) or _span(out))
    _check_nest(out)


def _check_nest(d) -> None:
    """Block loops outermost, then thread loops, then the rest; no CPU loop kinds."""
    kinds = [d.kinds.get(v, "serial") for v in d.order]
    cpu = next((v for v in d.order if d.kinds.get(v) in ("parallel", "vectorized")), None)
    if cpu is not None:
        word = "parallel" if d.kinds[cpu] == "parallel" else "vectorize"
        raise CompileError(f"loop '{cpu}' of '{d.name}' is {d.kinds[cpu]}, a CPU loop kind, in a GPU launch; "
                           f"its threads already run in parallel", d.spans.get(word) or _span(d))
    blocks, threads = kinds.count("gpu_block"), kinds.count("gpu_thread")
    if not blocks or not threads:
        missing = "thread" if blocks else "block"
        raise CompileError(f"'{d.name}' has GPU {'block' if blocks else 'thread'} loops but no {missing} loops; "
                           f"a launch needs both (gpu_tile maps both)", _span(d))
    if blocks > 3 or threads > 3:
        raise CompileError(f"'{d.name}' maps {max(blocks, threads)} loops onto GPU "
                           f"{'blocks' if blocks > 3 else 'threads'}; a launch has three dimensions (x, y, z)",
                           _span(d))
    want = ["gpu_block"] * blocks + ["gpu_thread"] * threads
    if kinds[:blocks + threads] != want:
        order = ", ".join(f"{v} ({k})" if k in GPU_KINDS else v for v, k in zip(d.order, kinds))
        raise CompileError(f"the GPU loops of '{d.name}' must be outermost, its block loops outside its thread "
                           f"loops; its loops are {order}: reorder them", _span(d))
    sums = [v for v in d.order if v in d.sum_loops]
    if sums and (d.order[len(d.order) - len(sums):] != sums or any(s.var in d.sum_loops for s in d.splits)):
        raise CompileError(f"the sum of '{d.name}' is a loop of each thread, innermost and whole, in a GPU launch "
                           f"so far; do not split or reorder '{d.sum_loops[sums[0]]}'", _span(d))


def _span(d):
    return next((d.spans[w] for w in GPU_WORDS if w in d.spans), None)
