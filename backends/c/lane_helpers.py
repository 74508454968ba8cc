"""The C of a short vector loop's conversions (lanes.py): `irc_widen_<t>x<n>` reads n elements
of a narrow type t into int32 lanes, `irc_narrow_<t>x<n>` stores n int32 lanes as elements of t
(truncating, as the C cast does), and the GCC vector types they use.

gcc 12 makes `__builtin_convertvector` between 8-element vectors of bytes and of int32 a byte
at a time through a general register (shifts, `vpinsrd`), on AVX-512 as on AVX2.  A narrowing
is one shuffle of the lanes viewed as bytes instead; a widening is AVX2's `vpmovzxbd` (and its
kin) where the compiler targets AVX2, and otherwise goes through 16-bit elements, which gcc
converts in vector registers (hist's output, one thread, AVX-512: 12.6 -> 9.9 ms).
"""
from __future__ import annotations

from ...ir.types import C_TYPES, bits

# whether the narrowings shuffle (_narrow_helper), and the widenings use AVX2 (_widen_helper):
# said once, before them
NARROW_BY_SHUFFLE = """\
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ && defined(__has_builtin)
#if __has_builtin(__builtin_shufflevector)
#define IRC_NARROW_BY_SHUFFLE
#endif
#endif
"""
WIDEN_BY_AVX2 = """\
#if defined(__AVX2__)
#include <immintrin.h>
#define IRC_WIDEN_BY_AVX2
#endif
"""

# AVX2's widening of 8 elements of a type to 8 int32 lanes, and the load of the 8 elements
AVX2_WIDENING = {
    "u8": ("_mm256_cvtepu8_epi32", "_mm_loadl_epi64"), "i8": ("_mm256_cvtepi8_epi32", "_mm_loadl_epi64"),
    "u16": ("_mm256_cvtepu16_epi32", "_mm_loadu_si128"), "i16": ("_mm256_cvtepi16_epi32", "_mm_loadu_si128"),
}


def conversion_helpers(conversions: set[tuple[str, str, int]]) -> str:
    """The C of `conversions` ((way, type, lanes): way "narrow", "widen", or "pack", which needs
    none) and of the vector types they use."""
    if not conversions:
        return ""
    views = {(t, 4 * n // size(t)) for way, t, n in conversions if way == "narrow"}
    halves = {(_half(t), n) for way, t, n in conversions if way == "widen" and size(t) == 1}
    out = [vector_typedef("i32", n) for n in sorted({n for _, _, n in conversions})]
    out += [vector_typedef(t, n) for t, n in sorted({(t, n) for _, t, n in conversions} | views | halves)]
    out += [NARROW_BY_SHUFFLE] if views else []
    out += [WIDEN_BY_AVX2] if any(way == "widen" for way, _, _ in conversions) else []
    for way, t, n in sorted(conversions):
        if way == "narrow":
            out.append(_narrow_helper(t, n))
        elif way == "widen":
            out.append(_widen_helper(t, n))
    return ("/* a short vector loop's narrow reads and stores, converted at once before and after it "
            "(backends/c/lanes.py) */\n" + "".join(out))


def size(dtype: str) -> int:
    """The bytes of an element of `dtype`."""
    return bits(dtype) // 8


def vector_typedef(t: str, n: int) -> str:
    """The GCC vector type `irc_<t>x<n>` of n elements of type t (a type declared twice alike is
    one type: C allows it)."""
    return f"typedef {C_TYPES[t]} irc_{t}x{n} __attribute__((vector_size({size(t) * n})));\n"


def _half(t: str) -> str:
    """The 16-bit type a byte type widens through: its signedness kept."""
    return "i16" if t == "i8" else "u16"


def _narrow_helper(t: str, n: int) -> str:
    """`irc_narrow_<t>x<n>`: n int32 lanes truncated to elements of t.  On a little-endian machine
    an element is the low bytes of its lane, picked out by one shuffle of the lanes viewed as
    elements of t (vpshufb and vpermq on AVX2, where gcc made __builtin_convertvector a byte at a
    time through a general register: hist, one thread, IRC_MARCH=haswell 19.1 -> 12.5 ms; with
    AVX-512's vpmovdb it was one instruction already, 12.6 -> 12.4); elsewhere the conversion."""
    ctype, per_lane = C_TYPES[t], 4 // size(t)
    picks = ", ".join(str(k * per_lane) for k in range(n))
    return (f"IRC_FN void irc_narrow_{t}x{n}({ctype} *to, const int32_t *lanes) {{\n"
            f"  irc_i32x{n} v; __builtin_memcpy(&v, lanes, sizeof v);\n"
            f"#ifdef IRC_NARROW_BY_SHUFFLE\n"
            f"  irc_{t}x{per_lane * n} w = (irc_{t}x{per_lane * n})v;\n"
            f"  irc_{t}x{n} e = __builtin_shufflevector(w, w, {picks});\n"
            f"#else\n"
            f"  irc_{t}x{n} e = __builtin_convertvector(v, irc_{t}x{n});\n"
            f"#endif\n"
            f"  __builtin_memcpy(to, &e, sizeof e);\n}}\n")


def _widen_helper(t: str, n: int) -> str:
    """`irc_widen_<t>x<n>`: n elements of t extended to int32 lanes (zero- or sign-extended as t
    is unsigned or signed): with AVX2, 8 at a time by `vpmovzxbd` and its kin; elsewhere one
    vector conversion, a byte type's through its 16-bit type."""
    ctype = C_TYPES[t]
    if size(t) == 1:
        convert = (f"  irc_{_half(t)}x{n} h = __builtin_convertvector(e, irc_{_half(t)}x{n});\n"
                   f"  irc_i32x{n} v = __builtin_convertvector(h, irc_i32x{n});\n")
    else:
        convert = f"  irc_i32x{n} v = __builtin_convertvector(e, irc_i32x{n});\n"
    portable = (f"  irc_{t}x{n} e; __builtin_memcpy(&e, from, sizeof e);\n{convert}"
                f"  __builtin_memcpy(lanes, &v, sizeof v);\n")
    head = f"IRC_FN void irc_widen_{t}x{n}(int32_t *lanes, const {ctype} *from) {{\n"
    if n % 8:
        return head + portable + "}\n"
    extend, load = AVX2_WIDENING[t]
    avx2 = "".join(f"  _mm256_storeu_si256((__m256i *)(lanes + {k}), "
                   f"{extend}({load}((const __m128i *)(from + {k}))));\n" for k in range(0, n, 8))
    return head + f"#ifdef IRC_WIDEN_BY_AVX2\n{avx2}#else\n{portable}#endif\n}}\n"
