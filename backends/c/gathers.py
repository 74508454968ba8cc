"""Table lookups of 8- and 16-bit values in vector loops, as 32-bit gathers.

A vector loop reading a narrow buffer at an index computed from data (a LUT: camera_pipe's
tone curve, `curve[clamp(corrected(...), 0, 1023)]`) is not vectorized by gcc at all: x86's
gathers (AVX2's vpgatherdd, AVX-512's) fetch 32-bit words only, and gcc does not widen a byte
gather, so the whole loop around it, its clamps and stores, stays scalar.  Reading the 32-bit
word at the element's address and keeping its low bytes (little-endian) is a gather gcc emits;
the word reaches up to 3 bytes past the element, so every buffer irc allocates of a narrow type
(its own storage and the scratch the caller allocates for it) has that many bytes more, and
only such buffers are read so: an input or an output is the caller's array, read element by
element.  On a big-endian machine the helpers read the element itself.

Two gathers of 4-byte elements at indices e and e + 1 in a vector loop (bilateral_grid's grid
sampled at each pixel, its two channels side by side) are one gather of 8-byte words, each
split in two (`irc_pair_f32`, `irc_half_f32`): half the elements fetched, where the gathers are
most of the loop's time.  Only loads every iteration makes are paired (not one in an if or a
select's arm): the word then lies inside the buffer.

A vector loop storing a byte table's entries along a row (camera_pipe's tone curve, 1024
entries, `curved = curve[clamp(corrected, 0, 1023)]`: its gathers were 5.5 of its 12.2 ms)
keeps the indices in a lane array and reads the table after the loop (`irc_table_u8`, lanes.py
finds such stores): with AVX-512 VBMI, 64 entries at once, each 128-byte block of the table
one vpermi2b, chosen by the index's high bits; elsewhere by the 32-bit gathers above.
"""
from __future__ import annotations

from ...ir.nodes import Binary, Block, Const, Expr, LetStmt, Load, Produce, Select, Stmt, Store
from ...ir.types import C_TYPES
from ...ir.visitor import child_nodes, from_data

ELEMENT_BYTES = {"u8": 1, "i8": 1, "u16": 2, "i16": 2}
PAIRED_TYPES = ("f32", "i32", "u32")


def gather_padding(dtype: str) -> int:
    """The elements a buffer of `dtype` has past its end, for a 32-bit read at its last element."""
    return 4 // ELEMENT_BYTES[dtype] - 1 if dtype in ELEMENT_BYTES else 0


def gather_helper(dtype: str) -> str:
    ctype = C_TYPES[dtype]
    return (f"IRC_FN {ctype} irc_gather_{dtype}(const {ctype} *p, int64_t i) {{\n"
            f"#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__\n"
            f"  uint32_t w; __builtin_memcpy(&w, p + i, 4); return ({ctype})w;\n"
            f"#else\n  return p[i];\n#endif\n}}\n")


def pair_helper(dtype: str) -> str:
    """The 8-byte word at element i, and either half of it as an element (the first: at i)."""
    ctype = C_TYPES[dtype]
    return (f"IRC_FN uint64_t irc_pair_{dtype}(const {ctype} *p, int64_t i) {{\n"
            f"  uint64_t w; __builtin_memcpy(&w, p + i, 8); return w;\n}}\n"
            f"IRC_FN {ctype} irc_half_{dtype}(uint64_t w, int second) {{\n"
            f"#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__\n"
            f"  uint32_t u = (uint32_t)(second ? w >> 32 : w);\n"
            f"#else\n  uint32_t u = (uint32_t)(second ? w : w >> 32);\n#endif\n"
            f"  {ctype} v; __builtin_memcpy(&v, &u, 4); return v;\n}}\n")


def table_helper(dtype: str) -> str:
    """irc_table_<dtype>(out, table, entries, index, n): out[i] = table[index[i]] for i < n, each
    index in [0, entries); the table padded (gather_padding), as the fallback reads words."""
    t = C_TYPES[dtype]
    lanes = lambda f: ", ".join(f"_mm512_cvtepi32_epi8({f.format(k=k)})" for k in range(4))  # noqa: E731
    loads = "".join(f"    __m512i x{k} = _mm512_maskz_loadu_epi32((__mmask16)(live >> {16 * k}), index + i + {16 * k});\n"
                    for k in range(4))
    return (f"IRC_FN void irc_table_{dtype}({t} *out, const {t} *table, int32_t entries, const int32_t *index, int32_t n) {{\n"
            f"#if defined(__AVX512VBMI__) && defined(__AVX512BW__)\n"
            f"  for (int32_t i = 0; i < n; i += 64) {{\n"
            f"    __mmask64 live = n - i >= 64 ? ~(__mmask64)0 : ((__mmask64)1 << (n - i)) - 1;\n{loads}"
            f"    __m512i low = irc_bytes64({lanes('x{k}')});\n"
            f"    __m512i high = irc_bytes64({lanes('_mm512_srli_epi32(x{k}, 7)')});\n"
            f"    __m512i r = _mm512_setzero_si512();\n"
            f"    for (int32_t b = 0; b * 128 < entries; b++) {{    /* block b: entries 128 b .. 128 b + 127 */\n"
            f"      int32_t left = entries - b * 128;\n"
            f"      __mmask64 first = left >= 64 ? ~(__mmask64)0 : ((__mmask64)1 << left) - 1;\n"
            f"      __mmask64 second = left >= 128 ? ~(__mmask64)0 : left > 64 ? ((__mmask64)1 << (left - 64)) - 1 : 0;\n"
            f"      __m512i v = _mm512_permutex2var_epi8(_mm512_maskz_loadu_epi8(first, table + b * 128), low,\n"
            f"                                           _mm512_maskz_loadu_epi8(second, table + b * 128 + 64));\n"
            f"      r = _mm512_mask_blend_epi8(_mm512_cmpeq_epi8_mask(high, _mm512_set1_epi8((char)b)), r, v);\n"
            f"    }}\n"
            f"    _mm512_mask_storeu_epi8(out + i, live, r);\n"
            f"  }}\n"
            f"#else\n"
            f"  #pragma omp simd\n"
            f"  for (int32_t i = 0; i < n; i++) out[i] = irc_gather_{dtype}(table, index[i]);\n"
            f"#endif\n}}\n")


# four vectors of 16 bytes (16 lanes each, narrowed) as one of 64
BYTES64 = """\
#if defined(__AVX512VBMI__) && defined(__AVX512BW__)
#include <immintrin.h>
IRC_FN __m512i irc_bytes64(__m128i a, __m128i b, __m128i c, __m128i d) {
  __m512i v = _mm512_castsi128_si512(a);
  v = _mm512_inserti32x4(v, b, 1);
  v = _mm512_inserti32x4(v, c, 2);
  return _mm512_inserti32x4(v, d, 3);
}
#endif
"""


def always_read(e: Expr):
    """The reads in `e` that every evaluation of it makes (not those in a select's arms, nor on
    the right of && or ||)."""
    if isinstance(e, Load):
        yield e
    children = (e.cond,) if isinstance(e, Select) else (e.a,) if isinstance(e, Binary) and e.op in ("&&", "||") \
        else child_nodes(e)
    for c in children:
        yield from always_read(c)


def straight_line_loads(s: Stmt) -> list[Load]:
    """The loads every run of `s` makes: its lets' and stores' values, through lets and blocks,
    not into an if, a loop or a select's arms."""
    if isinstance(s, LetStmt):
        return [*always_read(s.value), *straight_line_loads(s.body)]
    if isinstance(s, Store):
        return [x for e in (*s.indices, s.value) for x in always_read(e)]
    if isinstance(s, Block):
        return [x for child in s.stmts for x in straight_line_loads(child)]
    return straight_line_loads(s.body) if isinstance(s, Produce) else []


def lets_in(s: Stmt) -> list[LetStmt]:
    """The lets of `s`'s straight-line part (straight_line_loads'), outer first."""
    if isinstance(s, LetStmt):
        return [s, *lets_in(s.body)]
    if isinstance(s, Block):
        return [x for child in s.stmts for x in lets_in(child)]
    return lets_in(s.body) if isinstance(s, Produce) else []


class GatherLoads:
    """The C emitter's side: a data-indexed read of a narrow buffer irc allocated, inside a
    vector loop, as `irc_gather_u8(lut, i)` (`self.simd_depth`, `self.scratch` and
    `self.whole`, the caller's arrays, are the emitter's)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.gathered: set[str] = set()        # the narrow types read so
        self.data_lets: set[str] = set()       # lets whose values read memory (IR names are unique)
        self.pairs: dict[tuple[str, Expr], tuple[Expr, int]] = {}    # the statement's paired loads
        self.paired: set[str] = set()          # the types read so
        self.tables: set[str] = set()          # the types of the tables read by irc_table_*

    def visit_LetStmt(self, s: LetStmt, depth):
        if self.from_data(s.value):
            self.data_lets.add(s.var)
        return super().visit_LetStmt(s, depth)

    def paired_loads(self, body: Stmt) -> dict:
        """(buffer, index) -> (e, half) of the gathers at e and e + 1 that every iteration of a
        vector loop's `body` makes (the emitter's visit_For sets `pairs` so)."""
        for let in lets_in(body):           # outer first: a let of a let read from memory is data too
            if self.from_data(let.value):
                self.data_lets.add(let.var)
        gathers = {(x.buffer, x.indices[0]) for x in straight_line_loads(body) if x.dtype in PAIRED_TYPES
                   and x.width == 1 and len(x.indices) == 1 and self.from_data(x.indices[0])}
        pairs = {}
        for buffer, i in gathers:
            if isinstance(i, Binary) and i.op == "+" and isinstance(i.b, Const) and i.b.value == 1 \
                    and (buffer, i.a) in gathers:
                pairs[(buffer, i.a)], pairs[(buffer, i)] = (i.a, 0), (i.a, 1)
        return pairs

    def from_data(self, e: Expr) -> bool:
        return from_data(e, self.data_lets)

    def visit_Load(self, e: Load) -> str:
        if self.simd_depth and len(e.indices) == 1 and (e.buffer, e.indices[0]) in self.pairs:
            first, half = self.pairs[(e.buffer, e.indices[0])]
            self.paired.add(e.dtype)
            return f"irc_half_{e.dtype}(irc_pair_{e.dtype}({self.name(e.buffer)}, {self.visit(first)}), {half})"
        if not (self.simd_depth and e.dtype in ELEMENT_BYTES and e.width == 1 and len(e.indices) == 1
                and self.padded(e.buffer) and self.from_data(e.indices[0])):
            return super().visit_Load(e)
        self.gathered.add(e.dtype)
        return f"irc_gather_{e.dtype}({self.name(e.buffer)}, {self.visit(e.indices[0])})"

    def padded(self, buffer: str) -> bool:
        """Whether `buffer` is one irc allocates, with room for a 32-bit read at its last element."""
        return buffer in self.scratch or buffer not in self.whole

    def table_fits(self, store: Store) -> bool:
        """Whether irc_table_* may store the entries of the table `store` reads: the table is
        padded, and `store`'s array holds the table's type."""
        return self.padded(store.value.buffer) and self.arrays.get(store.buffer, ("",))[0] == C_TYPES[store.value.dtype]

    def table_read(self, store: Store, first: Expr, entries: int, array: str, n: int) -> str:
        """The call that stores the entries of the table `store` reads at the indices of lane
        array `array` (n lanes), from `first` on."""
        table = store.value
        self.tables.add(table.dtype)
        self.gathered.add(table.dtype)
        return (f"irc_table_{table.dtype}(&{self.name(store.buffer)}[{self.visit(first)}], "
                f"{self.name(table.buffer)}, {entries}, {array}, {n});")

    def gather_helpers(self) -> str:
        return "".join(gather_helper(t) for t in sorted(self.gathered)) + "".join(map(pair_helper, sorted(self.paired))) \
            + (BYTES64 if self.tables else "") + "".join(map(table_helper, sorted(self.tables)))
