"""The names of a program in the C family: a name of the user's (a func, a kernel, an array, a
variable) that C, C++ (CUDA's host language), OpenCL C or CUDA already give a meaning gets a `_`
after it, on every target alike, so that one program's C, CUDA and OpenCL name its things the
same: `dot` -> `dot_`, `float4` -> `float4_`, `int` -> `int_`, `_Bool` -> `_Bool_`.

Escaped are the keywords of the four languages, the types, functions and macros their
compilers predefine (OpenCL's `dot`, `length`, `normalize`, CUDA's `threadIdx`, C's `sqrtf`,
`NAN`), the identifiers C reserves (a leading `_`), the names that start like a family of
built-ins (`convert_`, `as_`, `vload`, `atomic`, ...), irc's own prefix (`irc_`: its helpers
and locals) and, so that no two names meet, every name that already ends in `_` (`dot_` ->
`dot__`).  The escaped names are then distinct from each other, from the names left alone and
from every name irc itself writes (`irc_...`, never ending in `_`).  Dots (the IR's `C.init`)
are written `_`; the C emitter's per-function namespace (identifiers.py) separates what that
alone would merge.
"""
from __future__ import annotations

import re

# words C (and OpenCL C) reserve that the DSL does not
C_RESERVED = frozenset("""auto break case char const constant continue default do double else enum extern float for
global goto if inline int long private register restrict return short signed sizeof static struct switch typedef
union unsigned void volatile while bool true false NULL""".split())
_CXX = """alignas alignof and and_eq asm bitand bitor catch class compl concept consteval constexpr constinit
const_cast co_await co_return co_yield decltype delete dynamic_cast explicit export friend mutable namespace new
noexcept not not_eq nullptr operator or or_eq protected public reinterpret_cast requires static_assert
static_cast template this thread_local throw try typeid typename using virtual wchar_t xor xor_eq std"""
_OPENCL = """kernel local read_only write_only read_write uniform pipe half quad size_t ptrdiff_t intptr_t
uintptr_t image1d_t image2d_t image3d_t image1d_array_t image2d_array_t image1d_buffer_t sampler_t event_t
queue_t ndrange_t clk_event_t reserve_id_t cl_mem_fence_flags
dot cross distance length normalize fast_distance fast_length fast_normalize clamp degrees radians mix step
smoothstep sign abs_diff add_sat hadd rhadd clz ctz mad_hi mad_sat mul_hi rotate sub_sat upsample popcount mad24
mul24 isequal isnotequal isgreater isgreaterequal isless islessequal islessgreater isfinite isinf isnan isnormal
isordered isunordered signbit any all bitselect select shuffle shuffle2 printf barrier mem_fence read_mem_fence
write_mem_fence prefetch async_work_group_copy async_work_group_strided_copy wait_group_events
get_work_dim get_global_size get_global_id get_local_size get_local_id get_num_groups get_group_id
get_global_offset get_enqueued_local_size get_global_linear_id get_local_linear_id read_imagef write_imagef
read_imagei write_imagei read_imageui write_imageui mad maxmag minmag nan nextafter remquo fract frexp ldexp
ilogb lgamma lgamma_r modf sincos"""
_CUDA = """threadIdx blockIdx blockDim gridDim warpSize dim3 cudaStream_t cudaError_t clock clock64 assert
rsqrt rcbrt saturate fdividef sincospi norm rnorm"""
_MATH = """acos acosh asin asinh atan atan2 atanh cbrt ceil copysign cos cosh cospi erf erfc exp exp2 exp10 expm1
fabs fdim floor fma fmax fmin fmod hypot log log10 log1p log2 logb nearbyint pow pown powr rint rootn round sin
sinh sinpi sqrt tan tanh tanpi tgamma trunc abs min max labs llabs lrint lround llrint llround scalbn"""
_LIBRARY = """malloc calloc realloc free memcpy memset memmove exit abort main int8_t int16_t int32_t int64_t
uint8_t uint16_t uint32_t uint64_t NAN INFINITY HUGE_VAL HUGE_VALF INT32_MIN INT32_MAX INT64_MIN INT64_MAX
INT_MIN INT_MAX FLT_MAX DBL_MAX M_PI EOF"""

_VECTOR_TYPE = re.compile(r"(u?(char|short|int|long|longlong)|float|double|half|bool)(1|2|3|4|8|16)?")
_PREFIXES = ("_", "irc_", "convert_", "as_", "vload", "vstore", "atomic", "atom_", "native_", "half_", "make_",
             "cl_", "CL_", "cuda", "sub_group_", "work_group_")

RESERVED = C_RESERVED | frozenset(" ".join((_CXX, _OPENCL, _CUDA, _LIBRARY)).split()) \
    | frozenset(m + suffix for m in _MATH.split() for suffix in ("", "f", "l"))


def reserved(name: str) -> bool:
    """Whether `name` means something already in C, C++, OpenCL C or CUDA, or to irc."""
    return name in RESERVED or name.startswith(_PREFIXES) or _VECTOR_TYPE.fullmatch(name) is not None


def c_name(name: str) -> str:
    """The natural spelling in emitted source of a program's `name` (dots for the parts of a func:
    `C.init`): itself, or itself and a `_` when it is reserved or already ends in `_`.  Only a
    proc's name may start with a digit (`2mm`, PolyBench's); C spells a proc only after irc's
    prefix (its function `irc_2mm`), where that is a valid identifier."""
    name = name.replace(".", "_")
    return name + "_" if reserved(name) or name.endswith("_") else name
