#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <math.h>

#define IRC_FN static inline
/* integer / and % round toward minus infinity; branch-free, so that loops using them vectorize */
#define IRC_DEFINE_INT(T, S) \
  IRC_FN T irc_div_##S(T a, T b) { T q = a / b; return q - (T)((q * b != a) & ((a < 0) != (b < 0))); } \
  IRC_FN T irc_mod_##S(T a, T b) { T r = a % b; return r + (T)((r != 0) & ((r < 0) != (b < 0))) * b; }
#define IRC_DEFINE_MINMAX(T, S) \
  IRC_FN T irc_min_##S(T a, T b) { return a < b ? a : b; } \
  IRC_FN T irc_max_##S(T a, T b) { return a > b ? a : b; }
/* a NaN operand gives NaN, as numpy's minimum and maximum and the SIMT interpreter do;
   irc_minc / irc_maxc: the first operand is a constant, never NaN, and b > NaN is false */
#define IRC_DEFINE_FLOAT_MINMAX(T, S) \
  IRC_FN T irc_min_##S(T a, T b) { T m = a < b ? a : b; return a != a ? a : m; } \
  IRC_FN T irc_max_##S(T a, T b) { T m = a > b ? a : b; return a != a ? a : m; } \
  IRC_FN T irc_minc_##S(T c, T b) { return c < b ? c : b; } \
  IRC_FN T irc_maxc_##S(T c, T b) { return c > b ? c : b; }
IRC_DEFINE_INT(int32_t, i32)
IRC_DEFINE_INT(int64_t, i64)
IRC_DEFINE_MINMAX(int32_t, i32)
IRC_DEFINE_MINMAX(int64_t, i64)
IRC_DEFINE_FLOAT_MINMAX(float, f32)
IRC_DEFINE_FLOAT_MINMAX(double, f64)
/* the first index in [lo, end) from which the stores at `at` (the element of index lo) start
   on a 64-byte line: the iterations before it run apart, the vector loop stores whole lines
   (SpMM's `C[i, j] += A[i, k] * B[k, j]` over 64 columns, one thread: 117 -> 57 ms, its
   row read back whole from the stores).  A loop of 32 iterations or fewer starts at lo:
   its scalar peel would cost more than the split lines (heat-3d in cache, rows of 18
   doubles: 0.50 -> 0.69 ns a point peeled, rows of 38: 0.52 -> 0.34).  So does one whose
   arrays read along it start elsewhere in a line than the one stored (`apart`, the XOR of
   their addresses with its): their loads straddle lines either way (heat-3d `auto`, T=500,
   one thread: A and B in step 895 -> 770 ms peeled, A 16 bytes off B 938 -> 1042 ms), unless
   one array is read more often than the store's is stored: `read_at`, its first read, starts
   on a line then (blur `inline` exact, the output 48 bytes after the input: 1.15 -> 1.02 of
   Halide's time, benchmarks/RESULTS.md). */
IRC_FN int64_t irc_aligned_start(int64_t lo, int64_t end, const void *at, int64_t size, uintptr_t apart,
                                 const void *read_at, int64_t read_size) {
  if (end - lo <= 32 || ((apart & 63) && !read_at))
    return lo;
  if (apart & 63)
    at = read_at, size = read_size;
  return lo + (int64_t)((0 - (uintptr_t)at) & 63) / size;
}
#include <string.h>
/* irc_sort_i32 (backends/c/sort.py): keys ascending in place, `tmp` holding at least n */
#if defined(__AVX512F__)
#include <immintrin.h>
/* lane i against lane i ^ j (x holds the i ^ j): the lanes of `keep_min` keep the smaller key */
#define IRC_STEP(v, x, keep_min) \
  v = _mm512_mask_blend_epi32((keep_min), _mm512_max_epi32(v, _mm512_permutexvar_epi32(x, v)), \
                              _mm512_min_epi32(v, _mm512_permutexvar_epi32(x, v)))
#define IRC_SWAP(lo, hi) do { __m512i m_ = _mm512_min_epi32(lo, hi); hi = _mm512_max_epi32(lo, hi); lo = m_; } while (0)
#define IRC_SORT_CONSTANTS \
  const __m512i x1 = _mm512_set_epi32(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1); \
  const __m512i x2 = _mm512_set_epi32(13, 12, 15, 14, 9, 8, 11, 10, 5, 4, 7, 6, 1, 0, 3, 2); \
  const __m512i x4 = _mm512_set_epi32(11, 10, 9, 8, 15, 14, 13, 12, 3, 2, 1, 0, 7, 6, 5, 4); \
  const __m512i x8 = _mm512_set_epi32(7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8);
typedef __m512i irc_keys;
/* the `left` keys from p, INT32_MAX in the lanes past them */
IRC_FN __mmask16 irc_lanes(int32_t left) {
  return left >= 16 ? (__mmask16)0xffff : left <= 0 ? (__mmask16)0 : (__mmask16)((1u << left) - 1);
}
IRC_FN irc_keys irc_load(const int32_t *p, int32_t left) {
  return _mm512_mask_loadu_epi32(_mm512_set1_epi32(INT32_MAX), irc_lanes(left), p);
}
IRC_FN void irc_store(int32_t *p, int32_t left, irc_keys v) { _mm512_mask_storeu_epi32(p, irc_lanes(left), v); }
static void irc_sort_x1(int32_t *a, int32_t n) {
  IRC_SORT_CONSTANTS
  irc_keys v0 = irc_load(a + 0, n - 0);
  IRC_STEP(v0, x1, 0x9999);
  IRC_STEP(v0, x2, 0xc3c3);
  IRC_STEP(v0, x1, 0xa5a5);
  IRC_STEP(v0, x4, 0xf00f);
  IRC_STEP(v0, x2, 0xcc33);
  IRC_STEP(v0, x1, 0xaa55);
  IRC_STEP(v0, x8, 0x00ff);
  IRC_STEP(v0, x4, 0x0f0f);
  IRC_STEP(v0, x2, 0x3333);
  IRC_STEP(v0, x1, 0x5555);
  irc_store(a + 0, n - 0, v0);
}
static void irc_sort_x2(int32_t *a, int32_t n) {
  IRC_SORT_CONSTANTS
  irc_keys v0 = irc_load(a + 0, n - 0);
  irc_keys v1 = irc_load(a + 16, n - 16);
  IRC_STEP(v0, x1, 0x9999); IRC_STEP(v1, x1, 0x9999);
  IRC_STEP(v0, x2, 0xc3c3); IRC_STEP(v1, x2, 0xc3c3);
  IRC_STEP(v0, x1, 0xa5a5); IRC_STEP(v1, x1, 0xa5a5);
  IRC_STEP(v0, x4, 0xf00f); IRC_STEP(v1, x4, 0xf00f);
  IRC_STEP(v0, x2, 0xcc33); IRC_STEP(v1, x2, 0xcc33);
  IRC_STEP(v0, x1, 0xaa55); IRC_STEP(v1, x1, 0xaa55);
  IRC_STEP(v0, x8, 0x00ff); IRC_STEP(v1, x8, 0xff00);
  IRC_STEP(v0, x4, 0x0f0f); IRC_STEP(v1, x4, 0xf0f0);
  IRC_STEP(v0, x2, 0x3333); IRC_STEP(v1, x2, 0xcccc);
  IRC_STEP(v0, x1, 0x5555); IRC_STEP(v1, x1, 0xaaaa);
  IRC_SWAP(v0, v1);
  IRC_STEP(v0, x8, 0x00ff); IRC_STEP(v1, x8, 0x00ff);
  IRC_STEP(v0, x4, 0x0f0f); IRC_STEP(v1, x4, 0x0f0f);
  IRC_STEP(v0, x2, 0x3333); IRC_STEP(v1, x2, 0x3333);
  IRC_STEP(v0, x1, 0x5555); IRC_STEP(v1, x1, 0x5555);
  irc_store(a + 0, n - 0, v0);
  irc_store(a + 16, n - 16, v1);
}
static void irc_sort_x4(int32_t *a, int32_t n) {
  IRC_SORT_CONSTANTS
  irc_keys v0 = irc_load(a + 0, n - 0);
  irc_keys v1 = irc_load(a + 16, n - 16);
  irc_keys v2 = irc_load(a + 32, n - 32);
  irc_keys v3 = irc_load(a + 48, n - 48);
  IRC_STEP(v0, x1, 0x9999); IRC_STEP(v1, x1, 0x9999); IRC_STEP(v2, x1, 0x9999); IRC_STEP(v3, x1, 0x9999);
  IRC_STEP(v0, x2, 0xc3c3); IRC_STEP(v1, x2, 0xc3c3); IRC_STEP(v2, x2, 0xc3c3); IRC_STEP(v3, x2, 0xc3c3);
  IRC_STEP(v0, x1, 0xa5a5); IRC_STEP(v1, x1, 0xa5a5); IRC_STEP(v2, x1, 0xa5a5); IRC_STEP(v3, x1, 0xa5a5);
  IRC_STEP(v0, x4, 0xf00f); IRC_STEP(v1, x4, 0xf00f); IRC_STEP(v2, x4, 0xf00f); IRC_STEP(v3, x4, 0xf00f);
  IRC_STEP(v0, x2, 0xcc33); IRC_STEP(v1, x2, 0xcc33); IRC_STEP(v2, x2, 0xcc33); IRC_STEP(v3, x2, 0xcc33);
  IRC_STEP(v0, x1, 0xaa55); IRC_STEP(v1, x1, 0xaa55); IRC_STEP(v2, x1, 0xaa55); IRC_STEP(v3, x1, 0xaa55);
  IRC_STEP(v0, x8, 0x00ff); IRC_STEP(v1, x8, 0xff00); IRC_STEP(v2, x8, 0x00ff); IRC_STEP(v3, x8, 0xff00);
  IRC_STEP(v0, x4, 0x0f0f); IRC_STEP(v1, x4, 0xf0f0); IRC_STEP(v2, x4, 0x0f0f); IRC_STEP(v3, x4, 0xf0f0);
  IRC_STEP(v0, x2, 0x3333); IRC_STEP(v1, x2, 0xcccc); IRC_STEP(v2, x2, 0x3333); IRC_STEP(v3, x2, 0xcccc);
  IRC_STEP(v0, x1, 0x5555); IRC_STEP(v1, x1, 0xaaaa); IRC_STEP(v2, x1, 0x5555); IRC_STEP(v3, x1, 0xaaaa);
  IRC_SWAP(v0, v1); IRC_SWAP(v3, v2);
  IRC_STEP(v0, x8, 0x00ff); IRC_STEP(v1, x8, 0x00ff); IRC_STEP(v2, x8, 0xff00); IRC_STEP(v3, x8, 0xff00);
  IRC_STEP(v0, x4, 0x0f0f); IRC_STEP(v1, x4, 0x0f0f); IRC_STEP(v2, x4, 0xf0f0); IRC_STEP(v3, x4, 0xf0f0);
  IRC_STEP(v0, x2, 0x3333); IRC_STEP(v1, x2, 0x3333); IRC_STEP(v2, x2, 0xcccc); IRC_STEP(v3, x2, 0xcccc);
  IRC_STEP(v0, x1, 0x5555); IRC_STEP(v1, x1, 0x5555); IRC_STEP(v2, x1, 0xaaaa); IRC_STEP(v3, x1, 0xaaaa);
  IRC_SWAP(v0, v2); IRC_SWAP(v1, v3);
  IRC_SWAP(v0, v1); IRC_SWAP(v2, v3);
  IRC_STEP(v0, x8, 0x00ff); IRC_STEP(v1, x8, 0x00ff); IRC_STEP(v2, x8, 0x00ff); IRC_STEP(v3, x8, 0x00ff);
  IRC_STEP(v0, x4, 0x0f0f); IRC_STEP(v1, x4, 0x0f0f); IRC_STEP(v2, x4, 0x0f0f); IRC_STEP(v3, x4, 0x0f0f);
  IRC_STEP(v0, x2, 0x3333); IRC_STEP(v1, x2, 0x3333); IRC_STEP(v2, x2, 0x3333); IRC_STEP(v3, x2, 0x3333);
  IRC_STEP(v0, x1, 0x5555); IRC_STEP(v1, x1, 0x5555); IRC_STEP(v2, x1, 0x5555); IRC_STEP(v3, x1, 0x5555);
  irc_store(a + 0, n - 0, v0);
  irc_store(a + 16, n - 16, v1);
  irc_store(a + 32, n - 32, v2);
  irc_store(a + 48, n - 48, v3);
}
static void irc_sort_x8(int32_t *a, int32_t n) {
  IRC_SORT_CONSTANTS
  irc_keys v0 = irc_load(a + 0, n - 0);
  irc_keys v1 = irc_load(a + 16, n - 16);
  irc_keys v2 = irc_load(a + 32, n - 32);
  irc_keys v3 = irc_load(a + 48, n - 48);
  irc_keys v4 = irc_load(a + 64, n - 64);
  irc_keys v5 = irc_load(a + 80, n - 80);
  irc_keys v6 = irc_load(a + 96, n - 96);
  irc_keys v7 = irc_load(a + 112, n - 112);
  IRC_STEP(v0, x1, 0x9999); IRC_STEP(v1, x1, 0x9999); IRC_STEP(v2, x1, 0x9999); IRC_STEP(v3, x1, 0x9999); IRC_STEP(v4, x1, 0x9999); IRC_STEP(v5, x1, 0x9999); IRC_STEP(v6, x1, 0x9999); IRC_STEP(v7, x1, 0x9999);
  IRC_STEP(v0, x2, 0xc3c3); IRC_STEP(v1, x2, 0xc3c3); IRC_STEP(v2, x2, 0xc3c3); IRC_STEP(v3, x2, 0xc3c3); IRC_STEP(v4, x2, 0xc3c3); IRC_STEP(v5, x2, 0xc3c3); IRC_STEP(v6, x2, 0xc3c3); IRC_STEP(v7, x2, 0xc3c3);
  IRC_STEP(v0, x1, 0xa5a5); IRC_STEP(v1, x1, 0xa5a5); IRC_STEP(v2, x1, 0xa5a5); IRC_STEP(v3, x1, 0xa5a5); IRC_STEP(v4, x1, 0xa5a5); IRC_STEP(v5, x1, 0xa5a5); IRC_STEP(v6, x1, 0xa5a5); IRC_STEP(v7, x1, 0xa5a5);
  IRC_STEP(v0, x4, 0xf00f); IRC_STEP(v1, x4, 0xf00f); IRC_STEP(v2, x4, 0xf00f); IRC_STEP(v3, x4, 0xf00f); IRC_STEP(v4, x4, 0xf00f); IRC_STEP(v5, x4, 0xf00f); IRC_STEP(v6, x4, 0xf00f); IRC_STEP(v7, x4, 0xf00f);
  IRC_STEP(v0, x2, 0xcc33); IRC_STEP(v1, x2, 0xcc33); IRC_STEP(v2, x2, 0xcc33); IRC_STEP(v3, x2, 0xcc33); IRC_STEP(v4, x2, 0xcc33); IRC_STEP(v5, x2, 0xcc33); IRC_STEP(v6, x2, 0xcc33); IRC_STEP(v7, x2, 0xcc33);
  IRC_STEP(v0, x1, 0xaa55); IRC_STEP(v1, x1, 0xaa55); IRC_STEP(v2, x1, 0xaa55); IRC_STEP(v3, x1, 0xaa55); IRC_STEP(v4, x1, 0xaa55); IRC_STEP(v5, x1, 0xaa55); IRC_STEP(v6, x1, 0xaa55); IRC_STEP(v7, x1, 0xaa55);
  IRC_STEP(v0, x8, 0x00ff); IRC_STEP(v1, x8, 0xff00); IRC_STEP(v2, x8, 0x00ff); IRC_STEP(v3, x8, 0xff00); IRC_STEP(v4, x8, 0x00ff); IRC_STEP(v5, x8, 0xff00); IRC_STEP(v6, x8, 0x00ff); IRC_STEP(v7, x8, 0xff00);
  IRC_STEP(v0, x4, 0x0f0f); IRC_STEP(v1, x4, 0xf0f0); IRC_STEP(v2, x4, 0x0f0f); IRC_STEP(v3, x4, 0xf0f0); IRC_STEP(v4, x4, 0x0f0f); IRC_STEP(v5, x4, 0xf0f0); IRC_STEP(v6, x4, 0x0f0f); IRC_STEP(v7, x4, 0xf0f0);
  IRC_STEP(v0, x2, 0x3333); IRC_STEP(v1, x2, 0xcccc); IRC_STEP(v2, x2, 0x3333); IRC_STEP(v3, x2, 0xcccc); IRC_STEP(v4, x2, 0x3333); IRC_STEP(v5, x2, 0xcccc); IRC_STEP(v6, x2, 0x3333); IRC_STEP(v7, x2, 0xcccc);
  IRC_STEP(v0, x1, 0x5555); IRC_STEP(v1, x1, 0xaaaa); IRC_STEP(v2, x1, 0x5555); IRC_STEP(v3, x1, 0xaaaa); IRC_STEP(v4, x1, 0x5555); IRC_STEP(v5, x1, 0xaaaa); IRC_STEP(v6, x1, 0x5555); IRC_STEP(v7, x1, 0xaaaa);
  IRC_SWAP(v0, v1); IRC_SWAP(v3, v2); IRC_SWAP(v4, v5); IRC_SWAP(v7, v6);
  IRC_STEP(v0, x8, 0x00ff); IRC_STEP(v1, x8, 0x00ff); IRC_STEP(v2, x8, 0xff00); IRC_STEP(v3, x8, 0xff00); IRC_STEP(v4, x8, 0x00ff); IRC_STEP(v5, x8, 0x00ff); IRC_STEP(v6, x8, 0xff00); IRC_STEP(v7, x8, 0xff00);
  IRC_STEP(v0, x4, 0x0f0f); IRC_STEP(v1, x4, 0x0f0f); IRC_STEP(v2, x4, 0xf0f0); IRC_STEP(v3, x4, 0xf0f0); IRC_STEP(v4, x4, 0x0f0f); IRC_STEP(v5, x4, 0x0f0f); IRC_STEP(v6, x4, 0xf0f0); IRC_STEP(v7, x4, 0xf0f0);
  IRC_STEP(v0, x2, 0x3333); IRC_STEP(v1, x2, 0x3333); IRC_STEP(v2, x2, 0xcccc); IRC_STEP(v3, x2, 0xcccc); IRC_STEP(v4, x2, 0x3333); IRC_STEP(v5, x2, 0x3333); IRC_STEP(v6, x2, 0xcccc); IRC_STEP(v7, x2, 0xcccc);
  IRC_STEP(v0, x1, 0x5555); IRC_STEP(v1, x1, 0x5555); IRC_STEP(v2, x1, 0xaaaa); IRC_STEP(v3, x1, 0xaaaa); IRC_STEP(v4, x1, 0x5555); IRC_STEP(v5, x1, 0x5555); IRC_STEP(v6, x1, 0xaaaa); IRC_STEP(v7, x1, 0xaaaa);
  IRC_SWAP(v0, v2); IRC_SWAP(v1, v3); IRC_SWAP(v6, v4); IRC_SWAP(v7, v5);
  IRC_SWAP(v0, v1); IRC_SWAP(v2, v3); IRC_SWAP(v5, v4); IRC_SWAP(v7, v6);
  IRC_STEP(v0, x8, 0x00ff); IRC_STEP(v1, x8, 0x00ff); IRC_STEP(v2, x8, 0x00ff); IRC_STEP(v3, x8, 0x00ff); IRC_STEP(v4, x8, 0xff00); IRC_STEP(v5, x8, 0xff00); IRC_STEP(v6, x8, 0xff00); IRC_STEP(v7, x8, 0xff00);
  IRC_STEP(v0, x4, 0x0f0f); IRC_STEP(v1, x4, 0x0f0f); IRC_STEP(v2, x4, 0x0f0f); IRC_STEP(v3, x4, 0x0f0f); IRC_STEP(v4, x4, 0xf0f0); IRC_STEP(v5, x4, 0xf0f0); IRC_STEP(v6, x4, 0xf0f0); IRC_STEP(v7, x4, 0xf0f0);
  IRC_STEP(v0, x2, 0x3333); IRC_STEP(v1, x2, 0x3333); IRC_STEP(v2, x2, 0x3333); IRC_STEP(v3, x2, 0x3333); IRC_STEP(v4, x2, 0xcccc); IRC_STEP(v5, x2, 0xcccc); IRC_STEP(v6, x2, 0xcccc); IRC_STEP(v7, x2, 0xcccc);
  IRC_STEP(v0, x1, 0x5555); IRC_STEP(v1, x1, 0x5555); IRC_STEP(v2, x1, 0x5555); IRC_STEP(v3, x1, 0x5555); IRC_STEP(v4, x1, 0xaaaa); IRC_STEP(v5, x1, 0xaaaa); IRC_STEP(v6, x1, 0xaaaa); IRC_STEP(v7, x1, 0xaaaa);
  IRC_SWAP(v0, v4); IRC_SWAP(v1, v5); IRC_SWAP(v2, v6); IRC_SWAP(v3, v7);
  IRC_SWAP(v0, v2); IRC_SWAP(v1, v3); IRC_SWAP(v4, v6); IRC_SWAP(v5, v7);
  IRC_SWAP(v0, v1); IRC_SWAP(v2, v3); IRC_SWAP(v4, v5); IRC_SWAP(v6, v7);
  IRC_STEP(v0, x8, 0x00ff); IRC_STEP(v1, x8, 0x00ff); IRC_STEP(v2, x8, 0x00ff); IRC_STEP(v3, x8, 0x00ff); IRC_STEP(v4, x8, 0x00ff); IRC_STEP(v5, x8, 0x00ff); IRC_STEP(v6, x8, 0x00ff); IRC_STEP(v7, x8, 0x00ff);
  IRC_STEP(v0, x4, 0x0f0f); IRC_STEP(v1, x4, 0x0f0f); IRC_STEP(v2, x4, 0x0f0f); IRC_STEP(v3, x4, 0x0f0f); IRC_STEP(v4, x4, 0x0f0f); IRC_STEP(v5, x4, 0x0f0f); IRC_STEP(v6, x4, 0x0f0f); IRC_STEP(v7, x4, 0x0f0f);
  IRC_STEP(v0, x2, 0x3333); IRC_STEP(v1, x2, 0x3333); IRC_STEP(v2, x2, 0x3333); IRC_STEP(v3, x2, 0x3333); IRC_STEP(v4, x2, 0x3333); IRC_STEP(v5, x2, 0x3333); IRC_STEP(v6, x2, 0x3333); IRC_STEP(v7, x2, 0x3333);
  IRC_STEP(v0, x1, 0x5555); IRC_STEP(v1, x1, 0x5555); IRC_STEP(v2, x1, 0x5555); IRC_STEP(v3, x1, 0x5555); IRC_STEP(v4, x1, 0x5555); IRC_STEP(v5, x1, 0x5555); IRC_STEP(v6, x1, 0x5555); IRC_STEP(v7, x1, 0x5555);
  irc_store(a + 0, n - 0, v0);
  irc_store(a + 16, n - 16, v1);
  irc_store(a + 32, n - 32, v2);
  irc_store(a + 48, n - 48, v3);
  irc_store(a + 64, n - 64, v4);
  irc_store(a + 80, n - 80, v5);
  irc_store(a + 96, n - 96, v6);
  irc_store(a + 112, n - 112, v7);
}
static void irc_sort_x16(int32_t *a, int32_t n) {
  IRC_SORT_CONSTANTS
  irc_keys v0 = irc_load(a + 0, n - 0);
  irc_keys v1 = irc_load(a + 16, n - 16);
  irc_keys v2 = irc_load(a + 32, n - 32);
  irc_keys v3 = irc_load(a + 48, n - 48);
  irc_keys v4 = irc_load(a + 64, n - 64);
  irc_keys v5 = irc_load(a + 80, n - 80);
  irc_keys v6 = irc_load(a + 96, n - 96);
  irc_keys v7 = irc_load(a + 112, n - 112);
  irc_keys v8 = irc_load(a + 128, n - 128);
  irc_keys v9 = irc_load(a + 144, n - 144);
  irc_keys v10 = irc_load(a + 160, n - 160);
  irc_keys v11 = irc_load(a + 176, n - 176);
  irc_keys v12 = irc_load(a + 192, n - 192);
  irc_keys v13 = irc_load(a + 208, n - 208);
  irc_keys v14 = irc_load(a + 224, n - 224);
  irc_keys v15 = irc_load(a + 240, n - 240);
  IRC_STEP(v0, x1, 0x9999); IRC_STEP(v1, x1, 0x9999); IRC_STEP(v2, x1, 0x9999); IRC_STEP(v3, x1, 0x9999); IRC_STEP(v4, x1, 0x9999); IRC_STEP(v5, x1, 0x9999); IRC_STEP(v6, x1, 0x9999); IRC_STEP(v7, x1, 0x9999); IRC_STEP(v8, x1, 0x9999); IRC_STEP(v9, x1, 0x9999); IRC_STEP(v10, x1, 0x9999); IRC_STEP(v11, x1, 0x9999); IRC_STEP(v12, x1, 0x9999); IRC_STEP(v13, x1, 0x9999); IRC_STEP(v14, x1, 0x9999); IRC_STEP(v15, x1, 0x9999);
  IRC_STEP(v0, x2, 0xc3c3); IRC_STEP(v1, x2, 0xc3c3); IRC_STEP(v2, x2, 0xc3c3); IRC_STEP(v3, x2, 0xc3c3); IRC_STEP(v4, x2, 0xc3c3); IRC_STEP(v5, x2, 0xc3c3); IRC_STEP(v6, x2, 0xc3c3); IRC_STEP(v7, x2, 0xc3c3); IRC_STEP(v8, x2, 0xc3c3); IRC_STEP(v9, x2, 0xc3c3); IRC_STEP(v10, x2, 0xc3c3); IRC_STEP(v11, x2, 0xc3c3); IRC_STEP(v12, x2, 0xc3c3); IRC_STEP(v13, x2, 0xc3c3); IRC_STEP(v14, x2, 0xc3c3); IRC_STEP(v15, x2, 0xc3c3);
  IRC_STEP(v0, x1, 0xa5a5); IRC_STEP(v1, x1, 0xa5a5); IRC_STEP(v2, x1, 0xa5a5); IRC_STEP(v3, x1, 0xa5a5); IRC_STEP(v4, x1, 0xa5a5); IRC_STEP(v5, x1, 0xa5a5); IRC_STEP(v6, x1, 0xa5a5); IRC_STEP(v7, x1, 0xa5a5); IRC_STEP(v8, x1, 0xa5a5); IRC_STEP(v9, x1, 0xa5a5); IRC_STEP(v10, x1, 0xa5a5); IRC_STEP(v11, x1, 0xa5a5); IRC_STEP(v12, x1, 0xa5a5); IRC_STEP(v13, x1, 0xa5a5); IRC_STEP(v14, x1, 0xa5a5); IRC_STEP(v15, x1, 0xa5a5);
  IRC_STEP(v0, x4, 0xf00f); IRC_STEP(v1, x4, 0xf00f); IRC_STEP(v2, x4, 0xf00f); IRC_STEP(v3, x4, 0xf00f); IRC_STEP(v4, x4, 0xf00f); IRC_STEP(v5, x4, 0xf00f); IRC_STEP(v6, x4, 0xf00f); IRC_STEP(v7, x4, 0xf00f); IRC_STEP(v8, x4, 0xf00f); IRC_STEP(v9, x4, 0xf00f); IRC_STEP(v10, x4, 0xf00f); IRC_STEP(v11, x4, 0xf00f); IRC_STEP(v12, x4, 0xf00f); IRC_STEP(v13, x4, 0xf00f); IRC_STEP(v14, x4, 0xf00f); IRC_STEP(v15, x4, 0xf00f);
  IRC_STEP(v0, x2, 0xcc33); IRC_STEP(v1, x2, 0xcc33); IRC_STEP(v2, x2, 0xcc33); IRC_STEP(v3, x2, 0xcc33); IRC_STEP(v4, x2, 0xcc33); IRC_STEP(v5, x2, 0xcc33); IRC_STEP(v6, x2, 0xcc33); IRC_STEP(v7, x2, 0xcc33); IRC_STEP(v8, x2, 0xcc33); IRC_STEP(v9, x2, 0xcc33); IRC_STEP(v10, x2, 0xcc33); IRC_STEP(v11, x2, 0xcc33); IRC_STEP(v12, x2, 0xcc33); IRC_STEP(v13, x2, 0xcc33); IRC_STEP(v14, x2, 0xcc33); IRC_STEP(v15, x2, 0xcc33);
  IRC_STEP(v0, x1, 0xaa55); IRC_STEP(v1, x1, 0xaa55); IRC_STEP(v2, x1, 0xaa55); IRC_STEP(v3, x1, 0xaa55); IRC_STEP(v4, x1, 0xaa55); IRC_STEP(v5, x1, 0xaa55); IRC_STEP(v6, x1, 0xaa55); IRC_STEP(v7, x1, 0xaa55); IRC_STEP(v8, x1, 0xaa55); IRC_STEP(v9, x1, 0xaa55); IRC_STEP(v10, x1, 0xaa55); IRC_STEP(v11, x1, 0xaa55); IRC_STEP(v12, x1, 0xaa55); IRC_STEP(v13, x1, 0xaa55); IRC_STEP(v14, x1, 0xaa55); IRC_STEP(v15, x1, 0xaa55);
  IRC_STEP(v0, x8, 0x00ff); IRC_STEP(v1, x8, 0xff00); IRC_STEP(v2, x8, 0x00ff); IRC_STEP(v3, x8, 0xff00); IRC_STEP(v4, x8, 0x00ff); IRC_STEP(v5, x8, 0xff00); IRC_STEP(v6, x8, 0x00ff); IRC_STEP(v7, x8, 0xff00); IRC_STEP(v8, x8, 0x00ff); IRC_STEP(v9, x8, 0xff00); IRC_STEP(v10, x8, 0x00ff); IRC_STEP(v11, x8, 0xff00); IRC_STEP(v12, x8, 0x00ff); IRC_STEP(v13, x8, 0xff00); IRC_STEP(v14, x8, 0x00ff); IRC_STEP(v15, x8, 0xff00);
  IRC_STEP(v0, x4, 0x0f0f); IRC_STEP(v1, x4, 0xf0f0); IRC_STEP(v2, x4, 0x0f0f); IRC_STEP(v3, x4, 0xf0f0); IRC_STEP(v4, x4, 0x0f0f); IRC_STEP(v5, x4, 0xf0f0); IRC_STEP(v6, x4, 0x0f0f); IRC_STEP(v7, x4, 0xf0f0); IRC_STEP(v8, x4, 0x0f0f); IRC_STEP(v9, x4, 0xf0f0); IRC_STEP(v10, x4, 0x0f0f); IRC_STEP(v11, x4, 0xf0f0); IRC_STEP(v12, x4, 0x0f0f); IRC_STEP(v13, x4, 0xf0f0); IRC_STEP(v14, x4, 0x0f0f); IRC_STEP(v15, x4, 0xf0f0);
  IRC_STEP(v0, x2, 0x3333); IRC_STEP(v1, x2, 0xcccc); IRC_STEP(v2, x2, 0x3333); IRC_STEP(v3, x2, 0xcccc); IRC_STEP(v4, x2, 0x3333); IRC_STEP(v5, x2, 0xcccc); IRC_STEP(v6, x2, 0x3333); IRC_STEP(v7, x2, 0xcccc); IRC_STEP(v8, x2, 0x3333); IRC_STEP(v9, x2, 0xcccc); IRC_STEP(v10, x2, 0x3333); IRC_STEP(v11, x2, 0xcccc); IRC_STEP(v12, x2, 0x3333); IRC_STEP(v13, x2, 0xcccc); IRC_STEP(v14, x2, 0x3333); IRC_STEP(v15, x2, 0xcccc);
  IRC_STEP(v0, x1, 0x5555); IRC_STEP(v1, x1, 0xaaaa); IRC_STEP(v2, x1, 0x5555); IRC_STEP(v3, x1, 0xaaaa); IRC_STEP(v4, x1, 0x5555); IRC_STEP(v5, x1, 0xaaaa); IRC_STEP(v6, x1, 0x5555); IRC_STEP(v7, x1, 0xaaaa); IRC_STEP(v8, x1, 0x5555); IRC_STEP(v9, x1, 0xaaaa); IRC_STEP(v10, x1, 0x5555); IRC_STEP(v11, x1, 0xaaaa); IRC_STEP(v12, x1, 0x5555); IRC_STEP(v13, x1, 0xaaaa); IRC_STEP(v14, x1, 0x5555); IRC_STEP(v15, x1, 0xaaaa);
  IRC_SWAP(v0, v1); IRC_SWAP(v3, v2); IRC_SWAP(v4, v5); IRC_SWAP(v7, v6); IRC_SWAP(v8, v9); IRC_SWAP(v11, v10); IRC_SWAP(v12, v13); IRC_SWAP(v15, v14);
  IRC_STEP(v0, x8, 0x00ff); IRC_STEP(v1, x8, 0x00ff); IRC_STEP(v2, x8, 0xff00); IRC_STEP(v3, x8, 0xff00); IRC_STEP(v4, x8, 0x00ff); IRC_STEP(v5, x8, 0x00ff); IRC_STEP(v6, x8, 0xff00); IRC_STEP(v7, x8, 0xff00); IRC_STEP(v8, x8, 0x00ff); IRC_STEP(v9, x8, 0x00ff); IRC_STEP(v10, x8, 0xff00); IRC_STEP(v11, x8, 0xff00); IRC_STEP(v12, x8, 0x00ff); IRC_STEP(v13, x8, 0x00ff); IRC_STEP(v14, x8, 0xff00); IRC_STEP(v15, x8, 0xff00);
  IRC_STEP(v0, x4, 0x0f0f); IRC_STEP(v1, x4, 0x0f0f); IRC_STEP(v2, x4, 0xf0f0); IRC_STEP(v3, x4, 0xf0f0); IRC_STEP(v4, x4, 0x0f0f); IRC_STEP(v5, x4, 0x0f0f); IRC_STEP(v6, x4, 0xf0f0); IRC_STEP(v7, x4, 0xf0f0); IRC_STEP(v8, x4, 0x0f0f); IRC_STEP(v9, x4, 0x0f0f); IRC_STEP(v10, x4, 0xf0f0); IRC_STEP(v11, x4, 0xf0f0); IRC_STEP(v12, x4, 0x0f0f); IRC_STEP(v13, x4, 0x0f0f); IRC_STEP(v14, x4, 0xf0f0); IRC_STEP(v15, x4, 0xf0f0);
  IRC_STEP(v0, x2, 0x3333); IRC_STEP(v1, x2, 0x3333); IRC_STEP(v2, x2, 0xcccc); IRC_STEP(v3, x2, 0xcccc); IRC_STEP(v4, x2, 0x3333); IRC_STEP(v5, x2, 0x3333); IRC_STEP(v6, x2, 0xcccc); IRC_STEP(v7, x2, 0xcccc); IRC_STEP(v8, x2, 0x3333); IRC_STEP(v9, x2, 0x3333); IRC_STEP(v10, x2, 0xcccc); IRC_STEP(v11, x2, 0xcccc); IRC_STEP(v12, x2, 0x3333); IRC_STEP(v13, x2, 0x3333); IRC_STEP(v14, x2, 0xcccc); IRC_STEP(v15, x2, 0xcccc);
  IRC_STEP(v0, x1, 0x5555); IRC_STEP(v1, x1, 0x5555); IRC_STEP(v2, x1, 0xaaaa); IRC_STEP(v3, x1, 0xaaaa); IRC_STEP(v4, x1, 0x5555); IRC_STEP(v5, x1, 0x5555); IRC_STEP(v6, x1, 0xaaaa); IRC_STEP(v7, x1, 0xaaaa); IRC_STEP(v8, x1, 0x5555); IRC_STEP(v9, x1, 0x5555); IRC_STEP(v10, x1, 0xaaaa); IRC_STEP(v11, x1, 0xaaaa); IRC_STEP(v12, x1, 0x5555); IRC_STEP(v13, x1, 0x5555); IRC_STEP(v14, x1, 0xaaaa); IRC_STEP(v15, x1, 0xaaaa);
  IRC_SWAP(v0, v2); IRC_SWAP(v1, v3); IRC_SWAP(v6, v4); IRC_SWAP(v7, v5); IRC_SWAP(v8, v10); IRC_SWAP(v9, v11); IRC_SWAP(v14, v12); IRC_SWAP(v15, v13);
  IRC_SWAP(v0, v1); IRC_SWAP(v2, v3); IRC_SWAP(v5, v4); IRC_SWAP(v7, v6); IRC_SWAP(v8, v9); IRC_SWAP(v10, v11); IRC_SWAP(v13, v12); IRC_SWAP(v15, v14);
  IRC_STEP(v0, x8, 0x00ff); IRC_STEP(v1, x8, 0x00ff); IRC_STEP(v2, x8, 0x00ff); IRC_STEP(v3, x8, 0x00ff); IRC_STEP(v4, x8, 0xff00); IRC_STEP(v5, x8, 0xff00); IRC_STEP(v6, x8, 0xff00); IRC_STEP(v7, x8, 0xff00); IRC_STEP(v8, x8, 0x00ff); IRC_STEP(v9, x8, 0x00ff); IRC_STEP(v10, x8, 0x00ff); IRC_STEP(v11, x8, 0x00ff); IRC_STEP(v12, x8, 0xff00); IRC_STEP(v13, x8, 0xff00); IRC_STEP(v14, x8, 0xff00); IRC_STEP(v15, x8, 0xff00);
  IRC_STEP(v0, x4, 0x0f0f); IRC_STEP(v1, x4, 0x0f0f); IRC_STEP(v2, x4, 0x0f0f); IRC_STEP(v3, x4, 0x0f0f); IRC_STEP(v4, x4, 0xf0f0); IRC_STEP(v5, x4, 0xf0f0); IRC_STEP(v6, x4, 0xf0f0); IRC_STEP(v7, x4, 0xf0f0); IRC_STEP(v8, x4, 0x0f0f); IRC_STEP(v9, x4, 0x0f0f); IRC_STEP(v10, x4, 0x0f0f); IRC_STEP(v11, x4, 0x0f0f); IRC_STEP(v12, x4, 0xf0f0); IRC_STEP(v13, x4, 0xf0f0); IRC_STEP(v14, x4, 0xf0f0); IRC_STEP(v15, x4, 0xf0f0);
  IRC_STEP(v0, x2, 0x3333); IRC_STEP(v1, x2, 0x3333); IRC_STEP(v2, x2, 0x3333); IRC_STEP(v3, x2, 0x3333); IRC_STEP(v4, x2, 0xcccc); IRC_STEP(v5, x2, 0xcccc); IRC_STEP(v6, x2, 0xcccc); IRC_STEP(v7, x2, 0xcccc); IRC_STEP(v8, x2, 0x3333); IRC_STEP(v9, x2, 0x3333); IRC_STEP(v10, x2, 0x3333); IRC_STEP(v11, x2, 0x3333); IRC_STEP(v12, x2, 0xcccc); IRC_STEP(v13, x2, 0xcccc); IRC_STEP(v14, x2, 0xcccc); IRC_STEP(v15, x2, 0xcccc);
  IRC_STEP(v0, x1, 0x5555); IRC_STEP(v1, x1, 0x5555); IRC_STEP(v2, x1, 0x5555); IRC_STEP(v3, x1, 0x5555); IRC_STEP(v4, x1, 0xaaaa); IRC_STEP(v5, x1, 0xaaaa); IRC_STEP(v6, x1, 0xaaaa); IRC_STEP(v7, x1, 0xaaaa); IRC_STEP(v8, x1, 0x5555); IRC_STEP(v9, x1, 0x5555); IRC_STEP(v10, x1, 0x5555); IRC_STEP(v11, x1, 0x5555); IRC_STEP(v12, x1, 0xaaaa); IRC_STEP(v13, x1, 0xaaaa); IRC_STEP(v14, x1, 0xaaaa); IRC_STEP(v15, x1, 0xaaaa);
  IRC_SWAP(v0, v4); IRC_SWAP(v1, v5); IRC_SWAP(v2, v6); IRC_SWAP(v3, v7); IRC_SWAP(v12, v8); IRC_SWAP(v13, v9); IRC_SWAP(v14, v10); IRC_SWAP(v15, v11);
  IRC_SWAP(v0, v2); IRC_SWAP(v1, v3); IRC_SWAP(v4, v6); IRC_SWAP(v5, v7); IRC_SWAP(v10, v8); IRC_SWAP(v11, v9); IRC_SWAP(v14, v12); IRC_SWAP(v15, v13);
  IRC_SWAP(v0, v1); IRC_SWAP(v2, v3); IRC_SWAP(v4, v5); IRC_SWAP(v6, v7); IRC_SWAP(v9, v8); IRC_SWAP(v11, v10); IRC_SWAP(v13, v12); IRC_SWAP(v15, v14);
  IRC_STEP(v0, x8, 0x00ff); IRC_STEP(v1, x8, 0x00ff); IRC_STEP(v2, x8, 0x00ff); IRC_STEP(v3, x8, 0x00ff); IRC_STEP(v4, x8, 0x00ff); IRC_STEP(v5, x8, 0x00ff); IRC_STEP(v6, x8, 0x00ff); IRC_STEP(v7, x8, 0x00ff); IRC_STEP(v8, x8, 0xff00); IRC_STEP(v9, x8, 0xff00); IRC_STEP(v10, x8, 0xff00); IRC_STEP(v11, x8, 0xff00); IRC_STEP(v12, x8, 0xff00); IRC_STEP(v13, x8, 0xff00); IRC_STEP(v14, x8, 0xff00); IRC_STEP(v15, x8, 0xff00);
  IRC_STEP(v0, x4, 0x0f0f); IRC_STEP(v1, x4, 0x0f0f); IRC_STEP(v2, x4, 0x0f0f); IRC_STEP(v3, x4, 0x0f0f); IRC_STEP(v4, x4, 0x0f0f); IRC_STEP(v5, x4, 0x0f0f); IRC_STEP(v6, x4, 0x0f0f); IRC_STEP(v7, x4, 0x0f0f); IRC_STEP(v8, x4, 0xf0f0); IRC_STEP(v9, x4, 0xf0f0); IRC_STEP(v10, x4, 0xf0f0); IRC_STEP(v11, x4, 0xf0f0); IRC_STEP(v12, x4, 0xf0f0); IRC_STEP(v13, x4, 0xf0f0); IRC_STEP(v14, x4, 0xf0f0); IRC_STEP(v15, x4, 0xf0f0);
  IRC_STEP(v0, x2, 0x3333); IRC_STEP(v1, x2, 0x3333); IRC_STEP(v2, x2, 0x3333); IRC_STEP(v3, x2, 0x3333); IRC_STEP(v4, x2, 0x3333); IRC_STEP(v5, x2, 0x3333); IRC_STEP(v6, x2, 0x3333); IRC_STEP(v7, x2, 0x3333); IRC_STEP(v8, x2, 0xcccc); IRC_STEP(v9, x2, 0xcccc); IRC_STEP(v10, x2, 0xcccc); IRC_STEP(v11, x2, 0xcccc); IRC_STEP(v12, x2, 0xcccc); IRC_STEP(v13, x2, 0xcccc); IRC_STEP(v14, x2, 0xcccc); IRC_STEP(v15, x2, 0xcccc);
  IRC_STEP(v0, x1, 0x5555); IRC_STEP(v1, x1, 0x5555); IRC_STEP(v2, x1, 0x5555); IRC_STEP(v3, x1, 0x5555); IRC_STEP(v4, x1, 0x5555); IRC_STEP(v5, x1, 0x5555); IRC_STEP(v6, x1, 0x5555); IRC_STEP(v7, x1, 0x5555); IRC_STEP(v8, x1, 0xaaaa); IRC_STEP(v9, x1, 0xaaaa); IRC_STEP(v10, x1, 0xaaaa); IRC_STEP(v11, x1, 0xaaaa); IRC_STEP(v12, x1, 0xaaaa); IRC_STEP(v13, x1, 0xaaaa); IRC_STEP(v14, x1, 0xaaaa); IRC_STEP(v15, x1, 0xaaaa);
  IRC_SWAP(v0, v8); IRC_SWAP(v1, v9); IRC_SWAP(v2, v10); IRC_SWAP(v3, v11); IRC_SWAP(v4, v12); IRC_SWAP(v5, v13); IRC_SWAP(v6, v14); IRC_SWAP(v7, v15);
  IRC_SWAP(v0, v4); IRC_SWAP(v1, v5); IRC_SWAP(v2, v6); IRC_SWAP(v3, v7); IRC_SWAP(v8, v12); IRC_SWAP(v9, v13); IRC_SWAP(v10, v14); IRC_SWAP(v11, v15);
  IRC_SWAP(v0, v2); IRC_SWAP(v1, v3); IRC_SWAP(v4, v6); IRC_SWAP(v5, v7); IRC_SWAP(v8, v10); IRC_SWAP(v9, v11); IRC_SWAP(v12, v14); IRC_SWAP(v13, v15);
  IRC_SWAP(v0, v1); IRC_SWAP(v2, v3); IRC_SWAP(v4, v5); IRC_SWAP(v6, v7); IRC_SWAP(v8, v9); IRC_SWAP(v10, v11); IRC_SWAP(v12, v13); IRC_SWAP(v14, v15);
  IRC_STEP(v0, x8, 0x00ff); IRC_STEP(v1, x8, 0x00ff); IRC_STEP(v2, x8, 0x00ff); IRC_STEP(v3, x8, 0x00ff); IRC_STEP(v4, x8, 0x00ff); IRC_STEP(v5, x8, 0x00ff); IRC_STEP(v6, x8, 0x00ff); IRC_STEP(v7, x8, 0x00ff); IRC_STEP(v8, x8, 0x00ff); IRC_STEP(v9, x8, 0x00ff); IRC_STEP(v10, x8, 0x00ff); IRC_STEP(v11, x8, 0x00ff); IRC_STEP(v12, x8, 0x00ff); IRC_STEP(v13, x8, 0x00ff); IRC_STEP(v14, x8, 0x00ff); IRC_STEP(v15, x8, 0x00ff);
  IRC_STEP(v0, x4, 0x0f0f); IRC_STEP(v1, x4, 0x0f0f); IRC_STEP(v2, x4, 0x0f0f); IRC_STEP(v3, x4, 0x0f0f); IRC_STEP(v4, x4, 0x0f0f); IRC_STEP(v5, x4, 0x0f0f); IRC_STEP(v6, x4, 0x0f0f); IRC_STEP(v7, x4, 0x0f0f); IRC_STEP(v8, x4, 0x0f0f); IRC_STEP(v9, x4, 0x0f0f); IRC_STEP(v10, x4, 0x0f0f); IRC_STEP(v11, x4, 0x0f0f); IRC_STEP(v12, x4, 0x0f0f); IRC_STEP(v13, x4, 0x0f0f); IRC_STEP(v14, x4, 0x0f0f); IRC_STEP(v15, x4, 0x0f0f);
  IRC_STEP(v0, x2, 0x3333); IRC_STEP(v1, x2, 0x3333); IRC_STEP(v2, x2, 0x3333); IRC_STEP(v3, x2, 0x3333); IRC_STEP(v4, x2, 0x3333); IRC_STEP(v5, x2, 0x3333); IRC_STEP(v6, x2, 0x3333); IRC_STEP(v7, x2, 0x3333); IRC_STEP(v8, x2, 0x3333); IRC_STEP(v9, x2, 0x3333); IRC_STEP(v10, x2, 0x3333); IRC_STEP(v11, x2, 0x3333); IRC_STEP(v12, x2, 0x3333); IRC_STEP(v13, x2, 0x3333); IRC_STEP(v14, x2, 0x3333); IRC_STEP(v15, x2, 0x3333);
  IRC_STEP(v0, x1, 0x5555); IRC_STEP(v1, x1, 0x5555); IRC_STEP(v2, x1, 0x5555); IRC_STEP(v3, x1, 0x5555); IRC_STEP(v4, x1, 0x5555); IRC_STEP(v5, x1, 0x5555); IRC_STEP(v6, x1, 0x5555); IRC_STEP(v7, x1, 0x5555); IRC_STEP(v8, x1, 0x5555); IRC_STEP(v9, x1, 0x5555); IRC_STEP(v10, x1, 0x5555); IRC_STEP(v11, x1, 0x5555); IRC_STEP(v12, x1, 0x5555); IRC_STEP(v13, x1, 0x5555); IRC_STEP(v14, x1, 0x5555); IRC_STEP(v15, x1, 0x5555);
  irc_store(a + 0, n - 0, v0);
  irc_store(a + 16, n - 16, v1);
  irc_store(a + 32, n - 32, v2);
  irc_store(a + 48, n - 48, v3);
  irc_store(a + 64, n - 64, v4);
  irc_store(a + 80, n - 80, v5);
  irc_store(a + 96, n - 96, v6);
  irc_store(a + 112, n - 112, v7);
  irc_store(a + 128, n - 128, v8);
  irc_store(a + 144, n - 144, v9);
  irc_store(a + 160, n - 160, v10);
  irc_store(a + 176, n - 176, v11);
  irc_store(a + 192, n - 192, v12);
  irc_store(a + 208, n - 208, v13);
  irc_store(a + 224, n - 224, v14);
  irc_store(a + 240, n - 240, v15);
}
#define IRC_NETWORK_KEYS 256
static void irc_sort_network(int32_t *a, int32_t n) {
  if (n <= 16) { irc_sort_x1(a, n); return; }
  if (n <= 32) { irc_sort_x2(a, n); return; }
  if (n <= 64) { irc_sort_x4(a, n); return; }
  if (n <= 128) { irc_sort_x8(a, n); return; }
  if (n <= 256) { irc_sort_x16(a, n); return; }
}
#elif defined(__AVX2__)
#include <immintrin.h>
/* lane i against lane i ^ j (x holds the i ^ j): the lanes of `keep_min` keep the smaller key */
#define IRC_STEP(v, x, keep_min) \
  v = _mm256_blend_epi32(_mm256_max_epi32(v, _mm256_permutevar8x32_epi32(v, x)), \
                         _mm256_min_epi32(v, _mm256_permutevar8x32_epi32(v, x)), (keep_min))
#define IRC_SWAP(lo, hi) do { __m256i m_ = _mm256_min_epi32(lo, hi); hi = _mm256_max_epi32(lo, hi); lo = m_; } while (0)
#define IRC_SORT_CONSTANTS \
  const __m256i x1 = _mm256_set_epi32(6, 7, 4, 5, 2, 3, 0, 1); \
  const __m256i x2 = _mm256_set_epi32(5, 4, 7, 6, 1, 0, 3, 2); \
  const __m256i x4 = _mm256_set_epi32(3, 2, 1, 0, 7, 6, 5, 4);
typedef __m256i irc_keys;
/* the `left` keys from p, INT32_MAX in the lanes past them (masked lanes are not read) */
IRC_FN __m256i irc_lanes(int32_t left) {
  return _mm256_cmpgt_epi32(_mm256_set1_epi32(left), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}
IRC_FN irc_keys irc_load(const int32_t *p, int32_t left) {
  return _mm256_blendv_epi8(_mm256_set1_epi32(INT32_MAX), _mm256_maskload_epi32(p, irc_lanes(left)), irc_lanes(left));
}
IRC_FN void irc_store(int32_t *p, int32_t left, irc_keys v) { _mm256_maskstore_epi32(p, irc_lanes(left), v); }
static void irc_sort_x1(int32_t *a, int32_t n) {
  IRC_SORT_CONSTANTS
  irc_keys v0 = irc_load(a + 0, n - 0);
  IRC_STEP(v0, x1, 0x99);
  IRC_STEP(v0, x2, 0xc3);
  IRC_STEP(v0, x1, 0xa5);
  IRC_STEP(v0, x4, 0x0f);
  IRC_STEP(v0, x2, 0x33);
  IRC_STEP(v0, x1, 0x55);
  irc_store(a + 0, n - 0, v0);
}
static void irc_sort_x2(int32_t *a, int32_t n) {
  IRC_SORT_CONSTANTS
  irc_keys v0 = irc_load(a + 0, n - 0);
  irc_keys v1 = irc_load(a + 8, n - 8);
  IRC_STEP(v0, x1, 0x99); IRC_STEP(v1, x1, 0x99);
  IRC_STEP(v0, x2, 0xc3); IRC_STEP(v1, x2, 0xc3);
  IRC_STEP(v0, x1, 0xa5); IRC_STEP(v1, x1, 0xa5);
  IRC_STEP(v0, x4, 0x0f); IRC_STEP(v1, x4, 0xf0);
  IRC_STEP(v0, x2, 0x33); IRC_STEP(v1, x2, 0xcc);
  IRC_STEP(v0, x1, 0x55); IRC_STEP(v1, x1, 0xaa);
  IRC_SWAP(v0, v1);
  IRC_STEP(v0, x4, 0x0f); IRC_STEP(v1, x4, 0x0f);
  IRC_STEP(v0, x2, 0x33); IRC_STEP(v1, x2, 0x33);
  IRC_STEP(v0, x1, 0x55); IRC_STEP(v1, x1, 0x55);
  irc_store(a + 0, n - 0, v0);
  irc_store(a + 8, n - 8, v1);
}
static void irc_sort_x4(int32_t *a, int32_t n) {
  IRC_SORT_CONSTANTS
  irc_keys v0 = irc_load(a + 0, n - 0);
  irc_keys v1 = irc_load(a + 8, n - 8);
  irc_keys v2 = irc_load(a + 16, n - 16);
  irc_keys v3 = irc_load(a + 24, n - 24);
  IRC_STEP(v0, x1, 0x99); IRC_STEP(v1, x1, 0x99); IRC_STEP(v2, x1, 0x99); IRC_STEP(v3, x1, 0x99);
  IRC_STEP(v0, x2, 0xc3); IRC_STEP(v1, x2, 0xc3); IRC_STEP(v2, x2, 0xc3); IRC_STEP(v3, x2, 0xc3);
  IRC_STEP(v0, x1, 0xa5); IRC_STEP(v1, x1, 0xa5); IRC_STEP(v2, x1, 0xa5); IRC_STEP(v3, x1, 0xa5);
  IRC_STEP(v0, x4, 0x0f); IRC_STEP(v1, x4, 0xf0); IRC_STEP(v2, x4, 0x0f); IRC_STEP(v3, x4, 0xf0);
  IRC_STEP(v0, x2, 0x33); IRC_STEP(v1, x2, 0xcc); IRC_STEP(v2, x2, 0x33); IRC_STEP(v3, x2, 0xcc);
  IRC_STEP(v0, x1, 0x55); IRC_STEP(v1, x1, 0xaa); IRC_STEP(v2, x1, 0x55); IRC_STEP(v3, x1, 0xaa);
  IRC_SWAP(v0, v1); IRC_SWAP(v3, v2);
  IRC_STEP(v0, x4, 0x0f); IRC_STEP(v1, x4, 0x0f); IRC_STEP(v2, x4, 0xf0); IRC_STEP(v3, x4, 0xf0);
  IRC_STEP(v0, x2, 0x33); IRC_STEP(v1, x2, 0x33); IRC_STEP(v2, x2, 0xcc); IRC_STEP(v3, x2, 0xcc);
  IRC_STEP(v0, x1, 0x55); IRC_STEP(v1, x1, 0x55); IRC_STEP(v2, x1, 0xaa); IRC_STEP(v3, x1, 0xaa);
  IRC_SWAP(v0, v2); IRC_SWAP(v1, v3);
  IRC_SWAP(v0, v1); IRC_SWAP(v2, v3);
  IRC_STEP(v0, x4, 0x0f); IRC_STEP(v1, x4, 0x0f); IRC_STEP(v2, x4, 0x0f); IRC_STEP(v3, x4, 0x0f);
  IRC_STEP(v0, x2, 0x33); IRC_STEP(v1, x2, 0x33); IRC_STEP(v2, x2, 0x33); IRC_STEP(v3, x2, 0x33);
  IRC_STEP(v0, x1, 0x55); IRC_STEP(v1, x1, 0x55); IRC_STEP(v2, x1, 0x55); IRC_STEP(v3, x1, 0x55);
  irc_store(a + 0, n - 0, v0);
  irc_store(a + 8, n - 8, v1);
  irc_store(a + 16, n - 16, v2);
  irc_store(a + 24, n - 24, v3);
}
static void irc_sort_x8(int32_t *a, int32_t n) {
  IRC_SORT_CONSTANTS
  irc_keys v0 = irc_load(a + 0, n - 0);
  irc_keys v1 = irc_load(a + 8, n - 8);
  irc_keys v2 = irc_load(a + 16, n - 16);
  irc_keys v3 = irc_load(a + 24, n - 24);
  irc_keys v4 = irc_load(a + 32, n - 32);
  irc_keys v5 = irc_load(a + 40, n - 40);
  irc_keys v6 = irc_load(a + 48, n - 48);
  irc_keys v7 = irc_load(a + 56, n - 56);
  IRC_STEP(v0, x1, 0x99); IRC_STEP(v1, x1, 0x99); IRC_STEP(v2, x1, 0x99); IRC_STEP(v3, x1, 0x99); IRC_STEP(v4, x1, 0x99); IRC_STEP(v5, x1, 0x99); IRC_STEP(v6, x1, 0x99); IRC_STEP(v7, x1, 0x99);
  IRC_STEP(v0, x2, 0xc3); IRC_STEP(v1, x2, 0xc3); IRC_STEP(v2, x2, 0xc3); IRC_STEP(v3, x2, 0xc3); IRC_STEP(v4, x2, 0xc3); IRC_STEP(v5, x2, 0xc3); IRC_STEP(v6, x2, 0xc3); IRC_STEP(v7, x2, 0xc3);
  IRC_STEP(v0, x1, 0xa5); IRC_STEP(v1, x1, 0xa5); IRC_STEP(v2, x1, 0xa5); IRC_STEP(v3, x1, 0xa5); IRC_STEP(v4, x1, 0xa5); IRC_STEP(v5, x1, 0xa5); IRC_STEP(v6, x1, 0xa5); IRC_STEP(v7, x1, 0xa5);
  IRC_STEP(v0, x4, 0x0f); IRC_STEP(v1, x4, 0xf0); IRC_STEP(v2, x4, 0x0f); IRC_STEP(v3, x4, 0xf0); IRC_STEP(v4, x4, 0x0f); IRC_STEP(v5, x4, 0xf0); IRC_STEP(v6, x4, 0x0f); IRC_STEP(v7, x4, 0xf0);
  IRC_STEP(v0, x2, 0x33); IRC_STEP(v1, x2, 0xcc); IRC_STEP(v2, x2, 0x33); IRC_STEP(v3, x2, 0xcc); IRC_STEP(v4, x2, 0x33); IRC_STEP(v5, x2, 0xcc); IRC_STEP(v6, x2, 0x33); IRC_STEP(v7, x2, 0xcc);
  IRC_STEP(v0, x1, 0x55); IRC_STEP(v1, x1, 0xaa); IRC_STEP(v2, x1, 0x55); IRC_STEP(v3, x1, 0xaa); IRC_STEP(v4, x1, 0x55); IRC_STEP(v5, x1, 0xaa); IRC_STEP(v6, x1, 0x55); IRC_STEP(v7, x1, 0xaa);
  IRC_SWAP(v0, v1); IRC_SWAP(v3, v2); IRC_SWAP(v4, v5); IRC_SWAP(v7, v6);
  IRC_STEP(v0, x4, 0x0f); IRC_STEP(v1, x4, 0x0f); IRC_STEP(v2, x4, 0xf0); IRC_STEP(v3, x4, 0xf0); IRC_STEP(v4, x4, 0x0f); IRC_STEP(v5, x4, 0x0f); IRC_STEP(v6, x4, 0xf0); IRC_STEP(v7, x4, 0xf0);
  IRC_STEP(v0, x2, 0x33); IRC_STEP(v1, x2, 0x33); IRC_STEP(v2, x2, 0xcc); IRC_STEP(v3, x2, 0xcc); IRC_STEP(v4, x2, 0x33); IRC_STEP(v5, x2, 0x33); IRC_STEP(v6, x2, 0xcc); IRC_STEP(v7, x2, 0xcc);
  IRC_STEP(v0, x1, 0x55); IRC_STEP(v1, x1, 0x55); IRC_STEP(v2, x1, 0xaa); IRC_STEP(v3, x1, 0xaa); IRC_STEP(v4, x1, 0x55); IRC_STEP(v5, x1, 0x55); IRC_STEP(v6, x1, 0xaa); IRC_STEP(v7, x1, 0xaa);
  IRC_SWAP(v0, v2); IRC_SWAP(v1, v3); IRC_SWAP(v6, v4); IRC_SWAP(v7, v5);
  IRC_SWAP(v0, v1); IRC_SWAP(v2, v3); IRC_SWAP(v5, v4); IRC_SWAP(v7, v6);
  IRC_STEP(v0, x4, 0x0f); IRC_STEP(v1, x4, 0x0f); IRC_STEP(v2, x4, 0x0f); IRC_STEP(v3, x4, 0x0f); IRC_STEP(v4, x4, 0xf0); IRC_STEP(v5, x4, 0xf0); IRC_STEP(v6, x4, 0xf0); IRC_STEP(v7, x4, 0xf0);
  IRC_STEP(v0, x2, 0x33); IRC_STEP(v1, x2, 0x33); IRC_STEP(v2, x2, 0x33); IRC_STEP(v3, x2, 0x33); IRC_STEP(v4, x2, 0xcc); IRC_STEP(v5, x2, 0xcc); IRC_STEP(v6, x2, 0xcc); IRC_STEP(v7, x2, 0xcc);
  IRC_STEP(v0, x1, 0x55); IRC_STEP(v1, x1, 0x55); IRC_STEP(v2, x1, 0x55); IRC_STEP(v3, x1, 0x55); IRC_STEP(v4, x1, 0xaa); IRC_STEP(v5, x1, 0xaa); IRC_STEP(v6, x1, 0xaa); IRC_STEP(v7, x1, 0xaa);
  IRC_SWAP(v0, v4); IRC_SWAP(v1, v5); IRC_SWAP(v2, v6); IRC_SWAP(v3, v7);
  IRC_SWAP(v0, v2); IRC_SWAP(v1, v3); IRC_SWAP(v4, v6); IRC_SWAP(v5, v7);
  IRC_SWAP(v0, v1); IRC_SWAP(v2, v3); IRC_SWAP(v4, v5); IRC_SWAP(v6, v7);
  IRC_STEP(v0, x4, 0x0f); IRC_STEP(v1, x4, 0x0f); IRC_STEP(v2, x4, 0x0f); IRC_STEP(v3, x4, 0x0f); IRC_STEP(v4, x4, 0x0f); IRC_STEP(v5, x4, 0x0f); IRC_STEP(v6, x4, 0x0f); IRC_STEP(v7, x4, 0x0f);
  IRC_STEP(v0, x2, 0x33); IRC_STEP(v1, x2, 0x33); IRC_STEP(v2, x2, 0x33); IRC_STEP(v3, x2, 0x33); IRC_STEP(v4, x2, 0x33); IRC_STEP(v5, x2, 0x33); IRC_STEP(v6, x2, 0x33); IRC_STEP(v7, x2, 0x33);
  IRC_STEP(v0, x1, 0x55); IRC_STEP(v1, x1, 0x55); IRC_STEP(v2, x1, 0x55); IRC_STEP(v3, x1, 0x55); IRC_STEP(v4, x1, 0x55); IRC_STEP(v5, x1, 0x55); IRC_STEP(v6, x1, 0x55); IRC_STEP(v7, x1, 0x55);
  irc_store(a + 0, n - 0, v0);
  irc_store(a + 8, n - 8, v1);
  irc_store(a + 16, n - 16, v2);
  irc_store(a + 24, n - 24, v3);
  irc_store(a + 32, n - 32, v4);
  irc_store(a + 40, n - 40, v5);
  irc_store(a + 48, n - 48, v6);
  irc_store(a + 56, n - 56, v7);
}
static void irc_sort_x16(int32_t *a, int32_t n) {
  IRC_SORT_CONSTANTS
  irc_keys v0 = irc_load(a + 0, n - 0);
  irc_keys v1 = irc_load(a + 8, n - 8);
  irc_keys v2 = irc_load(a + 16, n - 16);
  irc_keys v3 = irc_load(a + 24, n - 24);
  irc_keys v4 = irc_load(a + 32, n - 32);
  irc_keys v5 = irc_load(a + 40, n - 40);
  irc_keys v6 = irc_load(a + 48, n - 48);
  irc_keys v7 = irc_load(a + 56, n - 56);
  irc_keys v8 = irc_load(a + 64, n - 64);
  irc_keys v9 = irc_load(a + 72, n - 72);
  irc_keys v10 = irc_load(a + 80, n - 80);
  irc_keys v11 = irc_load(a + 88, n - 88);
  irc_keys v12 = irc_load(a + 96, n - 96);
  irc_keys v13 = irc_load(a + 104, n - 104);
  irc_keys v14 = irc_load(a + 112, n - 112);
  irc_keys v15 = irc_load(a + 120, n - 120);
  IRC_STEP(v0, x1, 0x99); IRC_STEP(v1, x1, 0x99); IRC_STEP(v2, x1, 0x99); IRC_STEP(v3, x1, 0x99); IRC_STEP(v4, x1, 0x99); IRC_STEP(v5, x1, 0x99); IRC_STEP(v6, x1, 0x99); IRC_STEP(v7, x1, 0x99); IRC_STEP(v8, x1, 0x99); IRC_STEP(v9, x1, 0x99); IRC_STEP(v10, x1, 0x99); IRC_STEP(v11, x1, 0x99); IRC_STEP(v12, x1, 0x99); IRC_STEP(v13, x1, 0x99); IRC_STEP(v14, x1, 0x99); IRC_STEP(v15, x1, 0x99);
  IRC_STEP(v0, x2, 0xc3); IRC_STEP(v1, x2, 0xc3); IRC_STEP(v2, x2, 0xc3); IRC_STEP(v3, x2, 0xc3); IRC_STEP(v4, x2, 0xc3); IRC_STEP(v5, x2, 0xc3); IRC_STEP(v6, x2, 0xc3); IRC_STEP(v7, x2, 0xc3); IRC_STEP(v8, x2, 0xc3); IRC_STEP(v9, x2, 0xc3); IRC_STEP(v10, x2, 0xc3); IRC_STEP(v11, x2, 0xc3); IRC_STEP(v12, x2, 0xc3); IRC_STEP(v13, x2, 0xc3); IRC_STEP(v14, x2, 0xc3); IRC_STEP(v15, x2, 0xc3);
  IRC_STEP(v0, x1, 0xa5); IRC_STEP(v1, x1, 0xa5); IRC_STEP(v2, x1, 0xa5); IRC_STEP(v3, x1, 0xa5); IRC_STEP(v4, x1, 0xa5); IRC_STEP(v5, x1, 0xa5); IRC_STEP(v6, x1, 0xa5); IRC_STEP(v7, x1, 0xa5); IRC_STEP(v8, x1, 0xa5); IRC_STEP(v9, x1, 0xa5); IRC_STEP(v10, x1, 0xa5); IRC_STEP(v11, x1, 0xa5); IRC_STEP(v12, x1, 0xa5); IRC_STEP(v13, x1, 0xa5); IRC_STEP(v14, x1, 0xa5); IRC_STEP(v15, x1, 0xa5);
  IRC_STEP(v0, x4, 0x0f); IRC_STEP(v1, x4, 0xf0); IRC_STEP(v2, x4, 0x0f); IRC_STEP(v3, x4, 0xf0); IRC_STEP(v4, x4, 0x0f); IRC_STEP(v5, x4, 0xf0); IRC_STEP(v6, x4, 0x0f); IRC_STEP(v7, x4, 0xf0); IRC_STEP(v8, x4, 0x0f); IRC_STEP(v9, x4, 0xf0); IRC_STEP(v10, x4, 0x0f); IRC_STEP(v11, x4, 0xf0); IRC_STEP(v12, x4, 0x0f); IRC_STEP(v13, x4, 0xf0); IRC_STEP(v14, x4, 0x0f); IRC_STEP(v15, x4, 0xf0);
  IRC_STEP(v0, x2, 0x33); IRC_STEP(v1, x2, 0xcc); IRC_STEP(v2, x2, 0x33); IRC_STEP(v3, x2, 0xcc); IRC_STEP(v4, x2, 0x33); IRC_STEP(v5, x2, 0xcc); IRC_STEP(v6, x2, 0x33); IRC_STEP(v7, x2, 0xcc); IRC_STEP(v8, x2, 0x33); IRC_STEP(v9, x2, 0xcc); IRC_STEP(v10, x2, 0x33); IRC_STEP(v11, x2, 0xcc); IRC_STEP(v12, x2, 0x33); IRC_STEP(v13, x2, 0xcc); IRC_STEP(v14, x2, 0x33); IRC_STEP(v15, x2, 0xcc);
  IRC_STEP(v0, x1, 0x55); IRC_STEP(v1, x1, 0xaa); IRC_STEP(v2, x1, 0x55); IRC_STEP(v3, x1, 0xaa); IRC_STEP(v4, x1, 0x55); IRC_STEP(v5, x1, 0xaa); IRC_STEP(v6, x1, 0x55); IRC_STEP(v7, x1, 0xaa); IRC_STEP(v8, x1, 0x55); IRC_STEP(v9, x1, 0xaa); IRC_STEP(v10, x1, 0x55); IRC_STEP(v11, x1, 0xaa); IRC_STEP(v12, x1, 0x55); IRC_STEP(v13, x1, 0xaa); IRC_STEP(v14, x1, 0x55); IRC_STEP(v15, x1, 0xaa);
  IRC_SWAP(v0, v1); IRC_SWAP(v3, v2); IRC_SWAP(v4, v5); IRC_SWAP(v7, v6); IRC_SWAP(v8, v9); IRC_SWAP(v11, v10); IRC_SWAP(v12, v13); IRC_SWAP(v15, v14);
  IRC_STEP(v0, x4, 0x0f); IRC_STEP(v1, x4, 0x0f); IRC_STEP(v2, x4, 0xf0); IRC_STEP(v3, x4, 0xf0); IRC_STEP(v4, x4, 0x0f); IRC_STEP(v5, x4, 0x0f); IRC_STEP(v6, x4, 0xf0); IRC_STEP(v7, x4, 0xf0); IRC_STEP(v8, x4, 0x0f); IRC_STEP(v9, x4, 0x0f); IRC_STEP(v10, x4, 0xf0); IRC_STEP(v11, x4, 0xf0); IRC_STEP(v12, x4, 0x0f); IRC_STEP(v13, x4, 0x0f); IRC_STEP(v14, x4, 0xf0); IRC_STEP(v15, x4, 0xf0);
  IRC_STEP(v0, x2, 0x33); IRC_STEP(v1, x2, 0x33); IRC_STEP(v2, x2, 0xcc); IRC_STEP(v3, x2, 0xcc); IRC_STEP(v4, x2, 0x33); IRC_STEP(v5, x2, 0x33); IRC_STEP(v6, x2, 0xcc); IRC_STEP(v7, x2, 0xcc); IRC_STEP(v8, x2, 0x33); IRC_STEP(v9, x2, 0x33); IRC_STEP(v10, x2, 0xcc); IRC_STEP(v11, x2, 0xcc); IRC_STEP(v12, x2, 0x33); IRC_STEP(v13, x2, 0x33); IRC_STEP(v14, x2, 0xcc); IRC_STEP(v15, x2, 0xcc);
  IRC_STEP(v0, x1, 0x55); IRC_STEP(v1, x1, 0x55); IRC_STEP(v2, x1, 0xaa); IRC_STEP(v3, x1, 0xaa); IRC_STEP(v4, x1, 0x55); IRC_STEP(v5, x1, 0x55); IRC_STEP(v6, x1, 0xaa); IRC_STEP(v7, x1, 0xaa); IRC_STEP(v8, x1, 0x55); IRC_STEP(v9, x1, 0x55); IRC_STEP(v10, x1, 0xaa); IRC_STEP(v11, x1, 0xaa); IRC_STEP(v12, x1, 0x55); IRC_STEP(v13, x1, 0x55); IRC_STEP(v14, x1, 0xaa); IRC_STEP(v15, x1, 0xaa);
  IRC_SWAP(v0, v2); IRC_SWAP(v1, v3); IRC_SWAP(v6, v4); IRC_SWAP(v7, v5); IRC_SWAP(v8, v10); IRC_SWAP(v9, v11); IRC_SWAP(v14, v12); IRC_SWAP(v15, v13);
  IRC_SWAP(v0, v1); IRC_SWAP(v2, v3); IRC_SWAP(v5, v4); IRC_SWAP(v7, v6); IRC_SWAP(v8, v9); IRC_SWAP(v10, v11); IRC_SWAP(v13, v12); IRC_SWAP(v15, v14);
  IRC_STEP(v0, x4, 0x0f); IRC_STEP(v1, x4, 0x0f); IRC_STEP(v2, x4, 0x0f); IRC_STEP(v3, x4, 0x0f); IRC_STEP(v4, x4, 0xf0); IRC_STEP(v5, x4, 0xf0); IRC_STEP(v6, x4, 0xf0); IRC_STEP(v7, x4, 0xf0); IRC_STEP(v8, x4, 0x0f); IRC_STEP(v9, x4, 0x0f); IRC_STEP(v10, x4, 0x0f); IRC_STEP(v11, x4, 0x0f); IRC_STEP(v12, x4, 0xf0); IRC_STEP(v13, x4, 0xf0); IRC_STEP(v14, x4, 0xf0); IRC_STEP(v15, x4, 0xf0);
  IRC_STEP(v0, x2, 0x33); IRC_STEP(v1, x2, 0x33); IRC_STEP(v2, x2, 0x33); IRC_STEP(v3, x2, 0x33); IRC_STEP(v4, x2, 0xcc); IRC_STEP(v5, x2, 0xcc); IRC_STEP(v6, x2, 0xcc); IRC_STEP(v7, x2, 0xcc); IRC_STEP(v8, x2, 0x33); IRC_STEP(v9, x2, 0x33); IRC_STEP(v10, x2, 0x33); IRC_STEP(v11, x2, 0x33); IRC_STEP(v12, x2, 0xcc); IRC_STEP(v13, x2, 0xcc); IRC_STEP(v14, x2, 0xcc); IRC_STEP(v15, x2, 0xcc);
  IRC_STEP(v0, x1, 0x55); IRC_STEP(v1, x1, 0x55); IRC_STEP(v2, x1, 0x55); IRC_STEP(v3, x1, 0x55); IRC_STEP(v4, x1, 0xaa); IRC_STEP(v5, x1, 0xaa); IRC_STEP(v6, x1, 0xaa); IRC_STEP(v7, x1, 0xaa); IRC_STEP(v8, x1, 0x55); IRC_STEP(v9, x1, 0x55); IRC_STEP(v10, x1, 0x55); IRC_STEP(v11, x1, 0x55); IRC_STEP(v12, x1, 0xaa); IRC_STEP(v13, x1, 0xaa); IRC_STEP(v14, x1, 0xaa); IRC_STEP(v15, x1, 0xaa);
  IRC_SWAP(v0, v4); IRC_SWAP(v1, v5); IRC_SWAP(v2, v6); IRC_SWAP(v3, v7); IRC_SWAP(v12, v8); IRC_SWAP(v13, v9); IRC_SWAP(v14, v10); IRC_SWAP(v15, v11);
  IRC_SWAP(v0, v2); IRC_SWAP(v1, v3); IRC_SWAP(v4, v6); IRC_SWAP(v5, v7); IRC_SWAP(v10, v8); IRC_SWAP(v11, v9); IRC_SWAP(v14, v12); IRC_SWAP(v15, v13);
  IRC_SWAP(v0, v1); IRC_SWAP(v2, v3); IRC_SWAP(v4, v5); IRC_SWAP(v6, v7); IRC_SWAP(v9, v8); IRC_SWAP(v11, v10); IRC_SWAP(v13, v12); IRC_SWAP(v15, v14);
  IRC_STEP(v0, x4, 0x0f); IRC_STEP(v1, x4, 0x0f); IRC_STEP(v2, x4, 0x0f); IRC_STEP(v3, x4, 0x0f); IRC_STEP(v4, x4, 0x0f); IRC_STEP(v5, x4, 0x0f); IRC_STEP(v6, x4, 0x0f); IRC_STEP(v7, x4, 0x0f); IRC_STEP(v8, x4, 0xf0); IRC_STEP(v9, x4, 0xf0); IRC_STEP(v10, x4, 0xf0); IRC_STEP(v11, x4, 0xf0); IRC_STEP(v12, x4, 0xf0); IRC_STEP(v13, x4, 0xf0); IRC_STEP(v14, x4, 0xf0); IRC_STEP(v15, x4, 0xf0);
  IRC_STEP(v0, x2, 0x33); IRC_STEP(v1, x2, 0x33); IRC_STEP(v2, x2, 0x33); IRC_STEP(v3, x2, 0x33); IRC_STEP(v4, x2, 0x33); IRC_STEP(v5, x2, 0x33); IRC_STEP(v6, x2, 0x33); IRC_STEP(v7, x2, 0x33); IRC_STEP(v8, x2, 0xcc); IRC_STEP(v9, x2, 0xcc); IRC_STEP(v10, x2, 0xcc); IRC_STEP(v11, x2, 0xcc); IRC_STEP(v12, x2, 0xcc); IRC_STEP(v13, x2, 0xcc); IRC_STEP(v14, x2, 0xcc); IRC_STEP(v15, x2, 0xcc);
  IRC_STEP(v0, x1, 0x55); IRC_STEP(v1, x1, 0x55); IRC_STEP(v2, x1, 0x55); IRC_STEP(v3, x1, 0x55); IRC_STEP(v4, x1, 0x55); IRC_STEP(v5, x1, 0x55); IRC_STEP(v6, x1, 0x55); IRC_STEP(v7, x1, 0x55); IRC_STEP(v8, x1, 0xaa); IRC_STEP(v9, x1, 0xaa); IRC_STEP(v10, x1, 0xaa); IRC_STEP(v11, x1, 0xaa); IRC_STEP(v12, x1, 0xaa); IRC_STEP(v13, x1, 0xaa); IRC_STEP(v14, x1, 0xaa); IRC_STEP(v15, x1, 0xaa);
  IRC_SWAP(v0, v8); IRC_SWAP(v1, v9); IRC_SWAP(v2, v10); IRC_SWAP(v3, v11); IRC_SWAP(v4, v12); IRC_SWAP(v5, v13); IRC_SWAP(v6, v14); IRC_SWAP(v7, v15);
  IRC_SWAP(v0, v4); IRC_SWAP(v1, v5); IRC_SWAP(v2, v6); IRC_SWAP(v3, v7); IRC_SWAP(v8, v12); IRC_SWAP(v9, v13); IRC_SWAP(v10, v14); IRC_SWAP(v11, v15);
  IRC_SWAP(v0, v2); IRC_SWAP(v1, v3); IRC_SWAP(v4, v6); IRC_SWAP(v5, v7); IRC_SWAP(v8, v10); IRC_SWAP(v9, v11); IRC_SWAP(v12, v14); IRC_SWAP(v13, v15);
  IRC_SWAP(v0, v1); IRC_SWAP(v2, v3); IRC_SWAP(v4, v5); IRC_SWAP(v6, v7); IRC_SWAP(v8, v9); IRC_SWAP(v10, v11); IRC_SWAP(v12, v13); IRC_SWAP(v14, v15);
  IRC_STEP(v0, x4, 0x0f); IRC_STEP(v1, x4, 0x0f); IRC_STEP(v2, x4, 0x0f); IRC_STEP(v3, x4, 0x0f); IRC_STEP(v4, x4, 0x0f); IRC_STEP(v5, x4, 0x0f); IRC_STEP(v6, x4, 0x0f); IRC_STEP(v7, x4, 0x0f); IRC_STEP(v8, x4, 0x0f); IRC_STEP(v9, x4, 0x0f); IRC_STEP(v10, x4, 0x0f); IRC_STEP(v11, x4, 0x0f); IRC_STEP(v12, x4, 0x0f); IRC_STEP(v13, x4, 0x0f); IRC_STEP(v14, x4, 0x0f); IRC_STEP(v15, x4, 0x0f);
  IRC_STEP(v0, x2, 0x33); IRC_STEP(v1, x2, 0x33); IRC_STEP(v2, x2, 0x33); IRC_STEP(v3, x2, 0x33); IRC_STEP(v4, x2, 0x33); IRC_STEP(v5, x2, 0x33); IRC_STEP(v6, x2, 0x33); IRC_STEP(v7, x2, 0x33); IRC_STEP(v8, x2, 0x33); IRC_STEP(v9, x2, 0x33); IRC_STEP(v10, x2, 0x33); IRC_STEP(v11, x2, 0x33); IRC_STEP(v12, x2, 0x33); IRC_STEP(v13, x2, 0x33); IRC_STEP(v14, x2, 0x33); IRC_STEP(v15, x2, 0x33);
  IRC_STEP(v0, x1, 0x55); IRC_STEP(v1, x1, 0x55); IRC_STEP(v2, x1, 0x55); IRC_STEP(v3, x1, 0x55); IRC_STEP(v4, x1, 0x55); IRC_STEP(v5, x1, 0x55); IRC_STEP(v6, x1, 0x55); IRC_STEP(v7, x1, 0x55); IRC_STEP(v8, x1, 0x55); IRC_STEP(v9, x1, 0x55); IRC_STEP(v10, x1, 0x55); IRC_STEP(v11, x1, 0x55); IRC_STEP(v12, x1, 0x55); IRC_STEP(v13, x1, 0x55); IRC_STEP(v14, x1, 0x55); IRC_STEP(v15, x1, 0x55);
  irc_store(a + 0, n - 0, v0);
  irc_store(a + 8, n - 8, v1);
  irc_store(a + 16, n - 16, v2);
  irc_store(a + 24, n - 24, v3);
  irc_store(a + 32, n - 32, v4);
  irc_store(a + 40, n - 40, v5);
  irc_store(a + 48, n - 48, v6);
  irc_store(a + 56, n - 56, v7);
  irc_store(a + 64, n - 64, v8);
  irc_store(a + 72, n - 72, v9);
  irc_store(a + 80, n - 80, v10);
  irc_store(a + 88, n - 88, v11);
  irc_store(a + 96, n - 96, v12);
  irc_store(a + 104, n - 104, v13);
  irc_store(a + 112, n - 112, v14);
  irc_store(a + 120, n - 120, v15);
}
#define IRC_NETWORK_KEYS 128
static void irc_sort_network(int32_t *a, int32_t n) {
  if (n <= 8) { irc_sort_x1(a, n); return; }
  if (n <= 16) { irc_sort_x2(a, n); return; }
  if (n <= 32) { irc_sort_x4(a, n); return; }
  if (n <= 64) { irc_sort_x8(a, n); return; }
  if (n <= 128) { irc_sort_x16(a, n); return; }
}
#endif
/* keys as unsigned with the sign bit flipped sort in the signed order; a byte that every key
   shares is skipped */
static void irc_radix_i32(int32_t *a, int32_t n, int32_t *tmp) {
  const uint32_t first = (uint32_t)a[0] ^ 0x80000000u;
  uint32_t differ = 0;
  for (int32_t i = 1; i < n; i++) differ |= ((uint32_t)a[i] ^ 0x80000000u) ^ first;
  int32_t *src = a, *dst = tmp;
  for (int shift = 0; shift < 32; shift += 8) {
    if (!((differ >> shift) & 255)) continue;
    int32_t start[256] = {0}, total = 0;
    for (int32_t i = 0; i < n; i++) start[(((uint32_t)src[i] ^ 0x80000000u) >> shift) & 255]++;
    for (int b = 0; b < 256; b++) { int32_t c = start[b]; start[b] = total; total += c; }
    for (int32_t i = 0; i < n; i++) dst[start[(((uint32_t)src[i] ^ 0x80000000u) >> shift) & 255]++] = src[i];
    int32_t *t = src; src = dst; dst = t;
  }
  if (src != a) memcpy(a, src, sizeof(int32_t) * (size_t)n);
}
static void irc_sort_i32(int32_t *a, int32_t n, int32_t *tmp) {
  if (n < 2) return;
#ifdef IRC_NETWORK_KEYS
  if (n <= IRC_NETWORK_KEYS) { irc_sort_network(a, n); return; }
#else
  if (n <= 16) {
    for (int32_t i = 1; i < n; i++) {
      int32_t x = a[i], j = i;
      for (; j > 0 && a[j - 1] > x; j--) a[j] = a[j - 1];
      a[j] = x;
    }
    return;
  }
#endif
  irc_radix_i32(a, n, tmp);
}

int irc_spgemm(const int32_t *restrict A_pos1, const int32_t *restrict A_crd1, const double *restrict A_vals, const int32_t *restrict B_pos1, const int32_t *restrict B_crd1, const double *restrict B_vals, int32_t *restrict C_pos1, int32_t *restrict C_crd1, double *restrict C_vals, int32_t *restrict C_tmp, int32_t *restrict C_list, int32_t *restrict C_flag, double *restrict C_w, int32_t N, int32_t K, int32_t M, int32_t A_n1, int32_t B_n1, int32_t C_n1, int32_t C_phase) {
  {
    {
      {
        {
          if ((C_phase == 0)) {
            {
              const int32_t C_pos1_r_end = 0 + (N + 1);
              const int32_t C_pos1_r_aligned = (int32_t)irc_aligned_start(0, C_pos1_r_end, &C_pos1[((int64_t)(0))], sizeof(C_pos1[0]), 0, NULL, 0);
              for (int32_t C_pos1_r = 0; C_pos1_r < C_pos1_r_aligned; C_pos1_r++) {
                C_pos1[((int64_t)(C_pos1_r))] = 0;
              }
              for (int32_t C_pos1_r = C_pos1_r_aligned; C_pos1_r < C_pos1_r_end; C_pos1_r++) {
                C_pos1[((int64_t)(C_pos1_r))] = 0;
              }
            }
            {
              const int32_t C_i_end = 0 + N;
              for (int32_t C_i = 0; C_i < C_i_end; C_i++) {
                {
                  _Alignas(64) int64_t C_n[1];
                  C_n[0] = ((int64_t)0);
                  {
                    const int32_t pA1_end = A_pos1[((int64_t)(C_i))] + (A_pos1[((int64_t)((C_i + 1)))] - A_pos1[((int64_t)(C_i))]);
                    for (int32_t pA1 = A_pos1[((int64_t)(C_i))]; pA1 < pA1_end; pA1++) {
                      const int32_t C_k = A_crd1[pA1];
                      {
                        const int32_t pB1_end = B_pos1[((int64_t)(C_k))] + (B_pos1[((int64_t)((C_k + 1)))] - B_pos1[((int64_t)(C_k))]);
                        for (int32_t pB1 = B_pos1[((int64_t)(C_k))]; pB1 < pB1_end; pB1++) {
                          C_n[0] = (C_n[0] + ((int64_t)1));
                        }
                      }
                    }
                  }
                  C_pos1[((int64_t)((C_i + 1)))] = ((int32_t)(irc_min_i64(C_n[0], ((int64_t)(M)))));
                }
              }
            }
          } else {
            {
              const int32_t C_flag_j_end = 0 + M;
              const int32_t C_flag_j_aligned = (int32_t)irc_aligned_start(0, C_flag_j_end, &C_flag[0], sizeof(C_flag[0]), 0, NULL, 0);
              for (int32_t C_flag_j = 0; C_flag_j < C_flag_j_aligned; C_flag_j++) {
                C_flag[C_flag_j] = 0;
              }
              for (int32_t C_flag_j = C_flag_j_aligned; C_flag_j < C_flag_j_end; C_flag_j++) {
                C_flag[C_flag_j] = 0;
              }
            }
            {
              const int32_t C_pos1_r_end = 0 + (N + 1);
              const int32_t C_pos1_r_aligned = (int32_t)irc_aligned_start(0, C_pos1_r_end, &C_pos1[((int64_t)(0))], sizeof(C_pos1[0]), 0, NULL, 0);
              for (int32_t C_pos1_r = 0; C_pos1_r < C_pos1_r_aligned; C_pos1_r++) {
                C_pos1[((int64_t)(C_pos1_r))] = 0;
              }
              for (int32_t C_pos1_r = C_pos1_r_aligned; C_pos1_r < C_pos1_r_end; C_pos1_r++) {
                C_pos1[((int64_t)(C_pos1_r))] = 0;
              }
            }
            {
              _Alignas(64) int32_t C_cursor[1];
              C_cursor[0] = 0;
              {
                const int32_t C_i_end = 0 + N;
                for (int32_t C_i = 0; C_i < C_i_end; C_i++) {
                  {
                    _Alignas(64) int32_t C_n[1];
                    C_n[0] = 0;
                    {
                      const int32_t pA1_end = A_pos1[((int64_t)(C_i))] + (A_pos1[((int64_t)((C_i + 1)))] - A_pos1[((int64_t)(C_i))]);
                      for (int32_t pA1 = A_pos1[((int64_t)(C_i))]; pA1 < pA1_end; pA1++) {
                        const int32_t C_k = A_crd1[pA1];
                        {
                          const int32_t pB1_end = B_pos1[((int64_t)(C_k))] + (B_pos1[((int64_t)((C_k + 1)))] - B_pos1[((int64_t)(C_k))]);
                          for (int32_t pB1 = B_pos1[((int64_t)(C_k))]; pB1 < pB1_end; pB1++) {
                            const int32_t C_j = B_crd1[pB1];
                            if ((C_flag[C_j] == 0)) {
                              C_flag[C_j] = 1;
                              C_list[C_n[0]] = C_j;
                              C_n[0] = (C_n[0] + 1);
                              C_w[C_j] = (A_vals[pA1] * B_vals[pB1]);
                            } else {
                              C_w[C_j] = (C_w[C_j] + (A_vals[pA1] * B_vals[pB1]));
                            }
                          }
                        }
                      }
                    }
                    irc_sort_i32(&C_list[0], C_n[0], C_tmp);
                    {
                      const int32_t C_q_end = 0 + C_n[0];
                      const int32_t C_q_aligned = (int32_t)irc_aligned_start(0, C_q_end, &C_crd1[(C_cursor[0] + 0)], sizeof(C_crd1[0]), ((uintptr_t)C_list ^ (uintptr_t)C_crd1), NULL, 0);
                      for (int32_t C_q = 0; C_q < C_q_aligned; C_q++) {
                        const int32_t C_q_j = C_list[C_q];
                        C_crd1[(C_cursor[0] + C_q)] = C_q_j;
                        C_vals[(C_cursor[0] + C_q)] = C_w[C_q_j];
                        C_flag[C_q_j] = 0;
                      }
                      for (int32_t C_q = C_q_aligned; C_q < C_q_end; C_q++) {
                        const int32_t C_q_j = C_list[C_q];
                        C_crd1[(C_cursor[0] + C_q)] = C_q_j;
                        C_vals[(C_cursor[0] + C_q)] = C_w[C_q_j];
                        C_flag[C_q_j] = 0;
                      }
                    }
                    C_cursor[0] = (C_cursor[0] + C_n[0]);
                    C_pos1[((int64_t)((C_i + 1)))] = C_cursor[0];
                  }
                }
              }
            }
            {
              const int32_t C_pos1_r_end = 0 + N;
              const int32_t C_pos1_r_aligned = (int32_t)irc_aligned_start(0, C_pos1_r_end, &C_pos1[((int64_t)((0 + 1)))], sizeof(C_pos1[0]), 0, NULL, 0);
              for (int32_t C_pos1_r = 0; C_pos1_r < C_pos1_r_aligned; C_pos1_r++) {
                C_pos1[((int64_t)((C_pos1_r + 1)))] = irc_max_i32(C_pos1[((int64_t)((C_pos1_r + 1)))], C_pos1[((int64_t)(C_pos1_r))]);
              }
              for (int32_t C_pos1_r = C_pos1_r_aligned; C_pos1_r < C_pos1_r_end; C_pos1_r++) {
                C_pos1[((int64_t)((C_pos1_r + 1)))] = irc_max_i32(C_pos1[((int64_t)((C_pos1_r + 1)))], C_pos1[((int64_t)(C_pos1_r))]);
              }
            }
          }
        }
      }
    }
  }
  return 0;
}
