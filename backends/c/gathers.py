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
"""
from __future__ import annotations

from ...ir.nodes import Expr, LetStmt, Load
from ...ir.types import C_TYPES
from ...ir.visitor import free_vars, loaded_buffers

ELEMENT_BYTES = {"u8": 1, "i8": 1, "u16": 2, "i16": 2}


def gather_padding(dtype: str) -> int:
    """The elements a buffer of `dtype` has past its end, for a 32-bit read at its last element."""
    return 4 // ELEMENT_BYTES[dtype] - 1 if dtype in ELEMENT_BYTES else 0


def gather_helper(dtype: str) -> str:
    ctype = C_TYPES[dtype]
    return (f"IRC_FN {ctype} irc_gather_{dtype}(const {ctype} *p, int64_t i) {{\n"
            f"#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__\n"
            f"  uint32_t w; __builtin_memcpy(&w, p + i, 4); return ({ctype})w;\n"
            f"#else\n  return p[i];\n#endif\n}}\n")


def from_data(e: Expr, data_lets: set[str]) -> bool:
    """Whether `e` reads memory, or one of `data_lets` (lets whose values do)."""
    return bool(loaded_buffers(e)) or not data_lets.isdisjoint(free_vars(e))


class GatherLoads:
    """The C emitter's side: a data-indexed read of a narrow buffer irc allocated, inside a
    vector loop, as `irc_gather_u8(lut, i)` (`self.simd_depth`, `self.scratch` and
    `self.whole`, the caller's arrays, are the emitter's)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.gathered: set[str] = set()        # the narrow types read so
        self.data_lets: set[str] = set()       # lets whose values read memory (IR names are unique)

    def visit_LetStmt(self, s: LetStmt, depth):
        if self.from_data(s.value):
            self.data_lets.add(s.var)
        return super().visit_LetStmt(s, depth)

    def from_data(self, e: Expr) -> bool:
        return from_data(e, self.data_lets)

    def visit_Load(self, e: Load) -> str:
        if not (self.simd_depth and e.dtype in ELEMENT_BYTES and e.width == 1 and len(e.indices) == 1
                and (e.buffer in self.scratch or e.buffer not in self.whole) and self.from_data(e.indices[0])):
            return super().visit_Load(e)
        self.gathered.add(e.dtype)
        return f"irc_gather_{e.dtype}({self.name(e.buffer)}, {self.visit(e.indices[0])})"

    def gather_helpers(self) -> str:
        return "".join(gather_helper(t) for t in sorted(self.gathered))
