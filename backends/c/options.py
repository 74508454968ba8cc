"""The code generation options of a whole emitted C file, as pragmas at its top: they hold for
every function in it alike (the helpers still inline into the entry), and the source says them
to whoever builds it."""

# Where a program asks for it (`emit_c(narrow_auto_vectors=True)`: pipelines), the loops gcc
# vectorizes on its own use 32-byte vectors, not AVX-512's 64.  A 64-byte load that crosses a
# cache line costs two lines, and a stencil's loads at x - 1 and x + 1, or any load of an input
# that starts elsewhere in a line than the output, cross one at every step; a 32-byte load at
# every other.  Blur `inline` at 4096^2 on an AMD EPYC (Zen 5), one thread, the output 48 bytes
# after the input in a line: 1.30 of Halide's time with 64-byte vectors, 1.00 with 32 (Halide
# vectorizes by 8 floats; benchmarks/RESULTS.md, "32-byte vectors for a pipeline's own loops").  Procs keep gcc's 64 bytes: their
# schedules tile into the cache, where 32-byte vectors made jacobi-2d and heat-3d `auto`
# 14-17 % slower.  gcc's own tuning prefers 32 bytes on Intel's AVX-512 cores too.
NARROW_AUTO_VECTORS = """\
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#pragma GCC target("prefer-vector-width=256")
#endif
"""


# A pipeline compiled with fast math (passes/funcs/fast_math.py) takes Halide's rule outside
# strict_float, no NaN, and no infinity besides: gcc then turns a clamp's compare and select into
# one min or max instruction in scalar code too (where it branched on the compare: hist's
# unrolled equalize) and drops irc's NaN tests.  In the source, so that the emitted C says it.
FAST_MATH = """\
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("finite-math-only", "no-signed-zeros")
#endif
"""
