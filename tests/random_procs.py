"""A hypothesis strategy of random affine procs with a random schedule block, for
test_proc_properties.py.

A proc is a time loop `t` around one or two nests of 1-2 space loops (`i`, `j`) whose bounds
may be triangular (`j` from `i`, or up to `i`) or empty (a statement that never runs), each nest
one assignment: in place (`A[i, j] = ... A[i + a, j + b] ...`, Gauss-Seidel-like, every kind of
dependence) or from one array into the other (Jacobi-like, the second nest copying back).  Reads
are at constant offsets in -1 .. 1 and stay inside the arrays (the loops keep a border of one).
The block is a plan of words (skew, interchange, tile in 2-D and 3-D with factors that do and do
not divide, wavefront, parallel, or autotile), over the loops the words before it made, legal or
not: irc must refuse the illegal ones and compile the legal ones into the same result as the proc
as written.
"""
from __future__ import annotations

from dataclasses import dataclass

from hypothesis import strategies as st

OFFSETS = (-1, 0, 1)
TRIANGLES = {"square": ("1", "N - 1"), "upper": ("i", "N - 1"), "lower": ("1", "i"), "never": ("i", "i - 1")}


@dataclass
class Case:
    text: str
    sizes: dict[str, int]
    words: list[str]

    def __repr__(self) -> str:
        return f"Case(sizes={self.sizes}, words={self.words}, text='''\n{self.text}''')"


@st.composite
def _nest(draw, depth: int, target: str, source: str, inplace: bool, indent: str) -> str:
    loops = ["i", "j"][:depth]
    lines = []
    # j from i (upper triangle), up to i (lower), or an empty range: a statement that never runs
    # (isl's scheduler leaves it out, which autotile must survive)
    shape = draw(st.sampled_from(["square", "square", "upper", "lower", "never"])) if depth == 2 else "square"
    for k, v in enumerate(loops):
        lo, hi = TRIANGLES[shape] if v == "j" else ("1", "N - 1")
        lines.append(f"{indent}{'  ' * k}for {v} in {lo} .. {hi} {{")
    reads = draw(st.lists(st.tuples(*[st.sampled_from(OFFSETS)] * depth), min_size=1, max_size=4, unique=True))
    terms = []
    for offs in reads:
        index = ", ".join(f"{v} + {o}" if o > 0 else f"{v} - {-o}" if o < 0 else v for v, o in zip(loops, offs))
        terms.append(f"{source if not inplace else target}[{index}]")
    scale = draw(st.sampled_from(["0.25", "0.5", "0.3"]))
    body = f"{target}[{', '.join(loops)}] = {scale} * ({' + '.join(terms)})"
    lines.append(f"{indent}{'  ' * depth}{body}")
    for k in reversed(range(depth)):
        lines.append(f"{indent}{'  ' * k}}}")
    return "\n".join(lines)


@st.composite
def _words(draw, loops: list[str]) -> list[str]:
    """A plan in the order users write one — skews, an interchange, a tile and its wavefront, a
    parallel loop last, or autotile alone — each part drawn or not, factors and loops at random
    (inner skewed by outer mostly, so that many plans are legal), and now and then a word out of
    place."""
    if draw(st.integers(0, 5)) == 0:
        return [f"autotile({draw(st.sampled_from([2, 3, 4]))})"]
    words = []
    for _ in range(draw(st.integers(0, 2))):
        a, b = draw(st.permutations(loops))[:2]
        if draw(st.integers(0, 3)) and loops.index(a) < loops.index(b):
            a, b = b, a                                     # an inner loop skewed by an outer one
        words.append(f"skew({a}, {b}, {draw(st.sampled_from([1, 1, 2, -1]))})")
    if draw(st.integers(0, 4)) == 0:
        a, b = draw(st.permutations(loops))[:2]
        words.append(f"interchange({a}, {b})")
    names = list(loops)
    if draw(st.booleans()):
        n = draw(st.sampled_from([2, 3])) if len(loops) >= 3 else 2
        start = draw(st.integers(0, len(loops) - n))
        chosen = loops[start:start + n]
        factors = [draw(st.sampled_from([2, 3, 4])) for _ in chosen]
        words.append(f"tile({', '.join(chosen + [str(f) for f in factors])})")
        names = [v for v in loops if v not in chosen] + [v + s for v in chosen for s in ("o", "i")]
        if draw(st.booleans()):
            words.append("wavefront()")
            names = [x for x in names if x != chosen[0] + "o"] + ["w"]
    if draw(st.booleans()):
        words.append(f"parallel({draw(st.sampled_from(names))})")
    if not words or draw(st.integers(0, 6)) == 0:
        words.insert(draw(st.integers(0, len(words))),
                     draw(st.sampled_from(["wavefront()", f"parallel({loops[0]})", "autotile(2)",
                                           f"interchange({loops[0]}, {loops[-1]})"])))
    return words


@st.composite
def cases(draw) -> Case:
    depth = draw(st.integers(1, 2))
    inplace = draw(st.booleans())
    two = not inplace or draw(st.booleans())
    body = [draw(_nest(depth, "A" if inplace else "B", "A", inplace, "    "))]
    if two:
        body.append(draw(_nest(depth, "A", "B" if not inplace else "A", inplace, "    ")))
    shape = ", ".join(["N"] * depth)
    loops = ["t", "i", "j"][:depth + 1]
    words = draw(_words(loops))
    text = (f"param T: i32 = 3\nparam N: i32 = 6\n"
            f"proc p(A: f64[{shape}], B: f64[{shape}]) {{\n  for t in 0 .. T {{\n" + "\n".join(body) +
            "\n  }\n}\n" + f"schedule s {{ p.{'.'.join(words)} }}\n")
    sizes = {"T": draw(st.integers(1, 5)), "N": draw(st.integers(3, 9))}
    return Case(text, sizes, words)
