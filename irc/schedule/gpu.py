"""The checks a GPU schedule passes as a whole: one launch, the output's, with its block loops
outside its thread loops outside the rest.

A func is mapped onto the GPU by `gpu_tile`, `gpu_blocks` and `gpu_threads`.  The launch is
the output's loop nest, so the output's outermost loops must be its block loops (one to three)
and the next ones its thread loops (one to three); the other funcs are computed inline in it or
at its loops (gpu_compute.py), and its sum runs in each thread, its loops (split as the
schedule says) innermost.
A refusal names the word and what would be legal.
"""
from __future__ import annotations

import math

from ..diagnostics import CompileError
from ..ir.nodes import GPU_LOOP_KINDS, Load
from ..ir.visitor import walk
from ..module import Module
from ..schedules import Fuse, Schedule
from ..tails import OVERSHOOTS
from .gpu_compute import check_producers
from .storage_words import STORAGE_WORDS

GPU_WORDS = ("gpu_tile", "gpu_blocks", "gpu_threads")
MAX_BLOCK_THREADS = 1024        # threads per block, on every CUDA GPU since compute capability 2.0


def is_gpu(draft) -> bool:
    return any(k in GPU_LOOP_KINDS for k in draft.kinds.values())


def maps_gpu(schedule: Schedule) -> bool:
    """Whether `schedule` maps the funcs onto the GPU (then the SIMT target runs them, not C)."""
    return any(k in GPU_LOOP_KINDS for _, fs in schedule.funcs for _, k in fs.kinds)


def check_gpu(module: Module, drafts: dict, caches=()) -> None:
    """Raise CompileError when a schedule maps funcs onto the GPU in a way irc cannot launch."""
    mapped = [d for d in drafts.values() if is_gpu(d)]
    if len(module.outputs) > 1:
        if mapped or caches:
            raise CompileError(f"a GPU launch computes one output; this program has {len(module.outputs)} "
                               f"({', '.join(o.func for o in module.outputs)})",
                               _span(mapped[0]) if mapped else caches[0].span)
        return
    out = drafts[module.output.func]
    for c in caches:
        _check_cache(module, drafts, c, out)
    if not mapped:
        return
    for d in mapped:
        if d is not out:
            raise CompileError(f"'{d.name}' is mapped onto the GPU, but only the output '{out.name}' is launched; "
                               f"map '{out.name}' and compute '{d.name}' inline in it", _span(d))
    if not is_gpu(out):
        return
    laid_out = next(((d, w) for d in drafts.values() for w in STORAGE_WORDS if w in d.words), None)
    if laid_out is not None:
        d, word = laid_out
        raise CompileError(f"a GPU launch computes and stores its funcs where its blocks and threads need them; "
                           f"{word} of '{d.name}' is a word of CPU schedules", d.spans.get(word))
    overshoots = next((s for d in drafts.values() for s in d.splits if getattr(s, "tail", "") in OVERSHOOTS), None)
    if overshoots is not None:
        raise CompileError(f"a GPU launch guards every split (GuardWithIf); {overshoots.tail} is a strategy of CPU "
                           f"schedules", overshoots.span)
    fused = next((s for d in drafts.values() for s in d.splits if isinstance(s, Fuse)), None)
    if fused is not None:
        raise CompileError("fuse is a word of CPU schedules; a GPU launch maps the loops as they are (gpu_tile, "
                           "gpu_blocks, gpu_threads)", fused.span)
    _check_nest(out)
    check_producers(drafts, out)


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
    _check_block_size(d)
    want = ["gpu_block"] * blocks + ["gpu_thread"] * threads
    if kinds[:blocks + threads] != want:
        order = ", ".join(f"{v} ({k})" if k in GPU_LOOP_KINDS else v for v, k in zip(d.order, kinds))
        raise CompileError(f"the GPU loops of '{d.name}' must be outermost, its block loops outside its thread "
                           f"loops; its loops are {order}: reorder them", _span(d))
    first = next((i for i, v in enumerate(d.order) if v in d.sum_loops), len(d.order))
    fixed = {c.point for c in d.coarsens}    # loops of constant trip count: coarsen's, split out of a tile
    for s in d.splits:
        fixed |= {s.inner} | ({s.outer} if s.var in fixed else set())
    loose = [v for v in d.order[first:] if v not in d.sum_loops and v not in fixed]
    if loose:
        raise CompileError(f"the sum of '{d.name}' runs in each thread of a GPU launch, into one accumulator per "
                           f"point of the loops inside it, so those must be of constant size (inner loops of "
                           f"splits); '{loose[0]}' is not: reorder it outside '{d.order[first]}'", _span(d))


def _check_block_size(d) -> None:
    """A block of constant shape (its thread loops inner loops of splits) has at most 1024 threads."""
    factors = {s.inner: s.factor for s in d.splits}
    shape = [factors.get(v) for v in d.order if d.kinds.get(v) == "gpu_thread"]
    if None not in shape and math.prod(shape) > MAX_BLOCK_THREADS:
        raise CompileError(f"'{d.name}' has blocks of {' x '.join(map(str, shape))} = {math.prod(shape):,} threads; "
                           f"a block has at most {MAX_BLOCK_THREADS} on every GPU (tile by 32 x 32 or less)", _span(d))


def _span(d):
    return next((d.spans[w] for w in GPU_WORDS if w in d.spans), None)


def _check_cache(module: Module, drafts: dict, c, out) -> None:
    """`A.cache(C, loop)`: C is the GPU launch, reads A, and `loop` is a block loop (staged once per
    block) or a loop inside the threads (staged per iteration)."""
    if c.func != out.name or not is_gpu(out):
        raise CompileError(f"cache stages '{c.buffer}' in the shared memory of a GPU launch; '{c.func}' is not "
                           f"one (map the output '{out.name}' with gpu_tile, and cache for it)", c.span)
    d = drafts[c.func]
    if c.loop not in d.order or d.kinds.get(c.loop) == "gpu_thread":
        loops = [v for v in d.order if d.kinds.get(v) != "gpu_thread"]
        raise CompileError(f"cache at '{c.func}.{c.loop}': stage at a block loop (once per block) or a loop inside "
                           f"the threads (per iteration); the loops of '{c.func}' that can be are "
                           f"{', '.join(loops)}", c.span)
    if c.buffer not in _reads(module, drafts, c.func):
        raise CompileError(f"cannot cache '{c.buffer}' for '{c.func}': '{c.func}' does not read it", c.span)


def _reads(module: Module, drafts: dict, func: str) -> set[str]:
    """The inputs and funcs `func` reads, looking through the funcs computed inline."""
    out, todo = set(), [func]
    while todo:
        f = module.func(todo.pop())
        for n in walk(f.body):
            if isinstance(n, Load) and n.buffer not in out:
                out.add(n.buffer)
                if n.buffer in drafts and drafts[n.buffer].compute == "inline":
                    todo.append(n.buffer)
    return out
