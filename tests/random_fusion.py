"""compute_with words for random_pipelines.py's schedules: pairs of producers it may fuse."""
from __future__ import annotations

from hypothesis import strategies as st


def depends(alg, a: str, b: str) -> bool:
    """Whether func a reads func b, directly or through other funcs."""
    return any(src == b or (src in alg.funcs and depends(alg, src, b)) for src, _, _ in alg.funcs[a].reads)


def compute_with(draw, alg, places: dict, loops_of: dict) -> str | None:
    """Sometimes a compute_with of two producers it may fuse (schedule/compute_with.py): computed
    at the same place with the same loops, neither reading the other, no func computed between
    them there reading the first; fused down to any loop outside the vector lanes, aligned any way."""
    producers = [n for n in alg.names[:-1] if places[n][0] != "inline"]
    pairs = []
    for i, a in enumerate(producers):
        for b in producers[i + 1:]:
            between = alg.names[alg.names.index(a) + 1:alg.names.index(b)]
            if places[a] == places[b] and [l.name for l in loops_of[a]] == [l.name for l in loops_of[b]] and \
                    not depends(alg, b, a) and not any(places[h] == places[a] and depends(alg, h, a) for h in between):
                pairs.append((a, b))
    if not pairs or draw(st.integers(0, 2)) == 0:
        return None
    a, b = draw(st.sampled_from(pairs))
    f, g = draw(st.sampled_from(((a, b), (b, a))))
    loop = draw(st.sampled_from([l.name for l in loops_of[a] if not l.name.endswith(".v")]))
    align = draw(st.sampled_from(("", ", AlignStart", ", AlignEnd", ", NoAlign")))
    return f"{f}.compute_with({g}, {loop}{align})"
