#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#pragma GCC target("prefer-vector-width=256")
#endif
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
/* a float as an integer: toward zero, saturating at the type's limits, NaN to 0; selects only,
   so that loops using it vectorize.  LO = -TOP = the type's least value, HI = TOP - 1.
   irc_S_inside: of an x known to be NaN or inside the range (a clamp's), NaN to 0 alone;
   irc_S_clamp0: clamp(x, 0, hi) converted, 0 <= hi < TOP, NaN to 0 by the lower bound's compare;
   irc_S_nonneg: max(irc_S(x), 0), saturating at the top alone (a histogram's bin) */
#define IRC_DEFINE_FLOAT_TO_INT(F, T, S, LO, TOP, HI) \
  IRC_FN T irc_##S(F x) { \
    F c = x > (F)(LO) ? x : (F)(LO); \
    T v = (T)(c < (F)(TOP) ? c : (F)(LO)); \
    return x != x ? (T)0 : x >= (F)(TOP) ? (T)(HI) : v; } \
  IRC_FN T irc_##S##_inside(F x) { return (T)(x == x ? x : (F)0); } \
  IRC_FN T irc_##S##_clamp0(F x, F hi) { F m = hi < x ? hi : x; return (T)(m > (F)0 ? m : (F)0); } \
  IRC_FN T irc_##S##_nonneg(F x) { \
    F m = x > (F)0 ? x : (F)0; \
    T v = (T)(m < (F)(TOP) ? m : (F)0); \
    return m >= (F)(TOP) ? (T)(HI) : v; }
IRC_DEFINE_FLOAT_TO_INT(float, int32_t, f32_i32, -2147483648.0, 2147483648.0, 2147483647)
IRC_DEFINE_FLOAT_TO_INT(double, int32_t, f64_i32, -2147483648.0, 2147483648.0, 2147483647)
IRC_DEFINE_FLOAT_TO_INT(float, int64_t, f32_i64, -9223372036854775808.0, 9223372036854775808.0, 9223372036854775807)
IRC_DEFINE_FLOAT_TO_INT(double, int64_t, f64_i64, -9223372036854775808.0, 9223372036854775808.0, 9223372036854775807)
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

int irc_histogram(const float *restrict in, int32_t *restrict hist, int32_t *restrict cdf, int32_t W, int32_t H) {
  /* produce hist: histogram.dsl:6 */
  {
    const int32_t hist_b_end = 0 + 256;
    const int32_t hist_b_aligned = (int32_t)irc_aligned_start(0, hist_b_end, &hist[0], sizeof(hist[0]), 0, NULL, 0);
    for (int32_t hist_b = 0; hist_b < hist_b_aligned; hist_b++) {
      hist[hist_b] = 0;
    }
    for (int32_t hist_b = hist_b_aligned; hist_b < hist_b_end; hist_b++) {
      hist[hist_b] = 0;
    }
  }
  {
    const int32_t hist_s1_r_y_end = 0 + H;
    for (int32_t hist_s1_r_y = 0; hist_s1_r_y < hist_s1_r_y_end; hist_s1_r_y++) {
      {
        const int32_t hist_s1_r_x_end = 0 + W;
        for (int32_t hist_s1_r_x = 0; hist_s1_r_x < hist_s1_r_x_end; hist_s1_r_x++) {
          const int32_t hist_cse0 = irc_min_i32(irc_f32_i32_nonneg((in[(((int64_t)(hist_s1_r_x)) + (((int64_t)(hist_s1_r_y)) * ((int64_t)(W))))] * 255.0f)), 255);
          hist[hist_cse0] = (hist[hist_cse0] + 1); /* histogram.dsl:7 */
        }
      }
    }
  }
  /* produce cdf: histogram.dsl:9 */
  {
    const int32_t cdf_b_end = 0 + 256;
    const int32_t cdf_b_aligned = (int32_t)irc_aligned_start(0, cdf_b_end, &cdf[0], sizeof(cdf[0]), ((uintptr_t)hist ^ (uintptr_t)cdf), NULL, 0);
    for (int32_t cdf_b = 0; cdf_b < cdf_b_aligned; cdf_b++) {
      cdf[cdf_b] = hist[cdf_b];
    }
    for (int32_t cdf_b = cdf_b_aligned; cdf_b < cdf_b_end; cdf_b++) {
      cdf[cdf_b] = hist[cdf_b];
    }
  }
  {
    const int32_t cdf_s1_k_x_end = 1 + 255;
    const int32_t cdf_s1_k_x_aligned = (int32_t)irc_aligned_start(1, cdf_s1_k_x_end, &cdf[1], sizeof(cdf[0]), 0, NULL, 0);
    for (int32_t cdf_s1_k_x = 1; cdf_s1_k_x < cdf_s1_k_x_aligned; cdf_s1_k_x++) {
      cdf[cdf_s1_k_x] = (cdf[(cdf_s1_k_x - 1)] + cdf[cdf_s1_k_x]); /* histogram.dsl:10 */
    }
    for (int32_t cdf_s1_k_x = cdf_s1_k_x_aligned; cdf_s1_k_x < cdf_s1_k_x_end; cdf_s1_k_x++) {
      cdf[cdf_s1_k_x] = (cdf[(cdf_s1_k_x - 1)] + cdf[cdf_s1_k_x]); /* histogram.dsl:10 */
    }
  }
  return 0;
}
