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

int irc_box_chain(const float *restrict in, float *restrict s3, float *restrict s1, float *restrict s2, int32_t W, int32_t H) {
  const int32_t s1_extent_1 = (W + 4);
  {
    const int32_t s2_extent_1 = (W + 2);
    {
      /* produce s3: box_chain.dsl:14 */
      {
        const int32_t s3_y_end = (-4) + (H + 4);
        for (int32_t s3_y = (-4); s3_y < s3_y_end; s3_y++) {
          const int32_t s2_y_min = irc_max_i32((s3_y + 1), (-1));
          const int32_t s2_y_extent = ((s3_y - irc_max_i32((s3_y + 1), (-1))) + 2);
          const int32_t s2_x_extent = (W + 2);
          const int32_t s1_y_min = (s3_y + 2);
          const int32_t s1_x_extent = (s2_x_extent + 2);
          /* produce s1: box_chain.dsl:8 */
          const int32_t s1_y_steady_min = irc_min_i32(irc_max_i32(s1_y_min, 1), (s1_y_min + 1));
          const int32_t s1_y_steady_end = irc_min_i32(irc_max_i32(irc_min_i32((s1_y_min + 1), (H - 1)), s1_y_steady_min), (s1_y_min + 1));
          {
            const int32_t s1_y_end = s1_y_min + (s1_y_steady_min - s1_y_min);
            for (int32_t s1_y = s1_y_min; s1_y < s1_y_end; s1_y++) {
              const int32_t s1_x_steady_min = irc_min_i32((s1_x_extent - 2), 1);
              const int32_t s1_x_steady_end = irc_min_i32(irc_max_i32(irc_min_i32((s1_x_extent - 2), (W - 1)), s1_x_steady_min), (s1_x_extent - 2));
              {
                const int32_t s1_x_end = (-2) + (s1_x_steady_min + 2);
                for (int32_t s1_x = (-2); s1_x < s1_x_end; s1_x++) {
                  s1[(((int64_t)((s1_x + 2))) + (((int64_t)((s1_y & 3))) * ((int64_t)(s1_extent_1))))] = (((((((((in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))))] + in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y + 1), 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y + 1), 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y + 1), 0), (H - 1)))) * ((int64_t)(W))))]) / 9.0f);
                }
              }
              {
                const int32_t s1_x_end = s1_x_steady_min + (s1_x_steady_end - s1_x_steady_min);
                const int32_t s1_x_aligned = (int32_t)irc_aligned_start(s1_x_steady_min, s1_x_end, &s1[(((int64_t)((s1_x_steady_min + 2))) + (((int64_t)((s1_y & 3))) * ((int64_t)(s1_extent_1))))], sizeof(s1[0]), ((uintptr_t)in ^ (uintptr_t)s1), &in[((((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x_steady_min - 1))))], sizeof(in[0]));
                for (int32_t s1_x = s1_x_steady_min; s1_x < s1_x_aligned; s1_x++) {
                  s1[(((int64_t)((s1_x + 2))) + (((int64_t)((s1_y & 3))) * ((int64_t)(s1_extent_1))))] = (((((((((in[((((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x - 1))))] + in[((((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)(s1_x)))]) + in[((((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x + 1))))]) + in[((((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x - 1))))]) + in[((((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)(s1_x)))]) + in[((((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x + 1))))]) + in[((((int64_t)(irc_min_i32(irc_max_i32((s1_y + 1), 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x - 1))))]) + in[((((int64_t)(irc_min_i32(irc_max_i32((s1_y + 1), 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)(s1_x)))]) + in[((((int64_t)(irc_min_i32(irc_max_i32((s1_y + 1), 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x + 1))))]) / 9.0f);
                }
                for (int32_t s1_x = s1_x_aligned; s1_x < s1_x_end; s1_x++) {
                  s1[(((int64_t)((s1_x + 2))) + (((int64_t)((s1_y & 3))) * ((int64_t)(s1_extent_1))))] = (((((((((in[((((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x - 1))))] + in[((((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)(s1_x)))]) + in[((((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x + 1))))]) + in[((((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x - 1))))]) + in[((((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)(s1_x)))]) + in[((((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x + 1))))]) + in[((((int64_t)(irc_min_i32(irc_max_i32((s1_y + 1), 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x - 1))))]) + in[((((int64_t)(irc_min_i32(irc_max_i32((s1_y + 1), 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)(s1_x)))]) + in[((((int64_t)(irc_min_i32(irc_max_i32((s1_y + 1), 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x + 1))))]) / 9.0f);
                }
              }
              {
                const int32_t s1_x_end = s1_x_steady_end + ((s1_x_extent - s1_x_steady_end) - 2);
                for (int32_t s1_x = s1_x_steady_end; s1_x < s1_x_end; s1_x++) {
                  s1[(((int64_t)((s1_x + 2))) + (((int64_t)((s1_y & 3))) * ((int64_t)(s1_extent_1))))] = (((((((((in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x - 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))))] + in[(((int64_t)(irc_min_i32(irc_max_i32(s1_x, 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x - 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32(s1_x, 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x - 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y + 1), 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32(s1_x, 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y + 1), 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y + 1), 0), (H - 1)))) * ((int64_t)(W))))]) / 9.0f);
                }
              }
            }
          }
          {
            const int32_t s1_y_end = s1_y_steady_min + (s1_y_steady_end - s1_y_steady_min);
            for (int32_t s1_y = s1_y_steady_min; s1_y < s1_y_end; s1_y++) {
              const int32_t s1_x_steady_min = irc_min_i32((s1_x_extent - 2), 1);
              const int32_t s1_x_steady_end = irc_min_i32(irc_max_i32(irc_min_i32((s1_x_extent - 2), (W - 1)), s1_x_steady_min), (s1_x_extent - 2));
              {
                const int32_t s1_x_end = (-2) + (s1_x_steady_min + 2);
                for (int32_t s1_x = (-2); s1_x < s1_x_end; s1_x++) {
                  s1[(((int64_t)((s1_x + 2))) + (((int64_t)((s1_y & 3))) * ((int64_t)(s1_extent_1))))] = (((((((((in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)((s1_y - 1))) * ((int64_t)(W))))] + in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)((s1_y - 1))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)((s1_y - 1))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)(s1_y)) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)(s1_y)) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(s1_y)) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)((s1_y + 1))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)((s1_y + 1))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)((s1_y + 1))) * ((int64_t)(W))))]) / 9.0f);
                }
              }
              {
                const int32_t s1_x_end = s1_x_steady_min + (s1_x_steady_end - s1_x_steady_min);
                const int32_t s1_x_aligned = (int32_t)irc_aligned_start(s1_x_steady_min, s1_x_end, &s1[(((int64_t)((s1_x_steady_min + 2))) + (((int64_t)((s1_y & 3))) * ((int64_t)(s1_extent_1))))], sizeof(s1[0]), ((uintptr_t)in ^ (uintptr_t)s1), &in[(((int64_t)((s1_x_steady_min - 1))) + (((int64_t)((s1_y - 1))) * ((int64_t)(W))))], sizeof(in[0]));
                for (int32_t s1_x = s1_x_steady_min; s1_x < s1_x_aligned; s1_x++) {
                  s1[(((int64_t)((s1_x + 2))) + (((int64_t)((s1_y & 3))) * ((int64_t)(s1_extent_1))))] = (((((((((in[(((int64_t)((s1_x - 1))) + (((int64_t)((s1_y - 1))) * ((int64_t)(W))))] + in[(((int64_t)(s1_x)) + (((int64_t)((s1_y - 1))) * ((int64_t)(W))))]) + in[(((int64_t)((s1_x + 1))) + (((int64_t)((s1_y - 1))) * ((int64_t)(W))))]) + in[(((int64_t)((s1_x - 1))) + (((int64_t)(s1_y)) * ((int64_t)(W))))]) + in[(((int64_t)(s1_x)) + (((int64_t)(s1_y)) * ((int64_t)(W))))]) + in[(((int64_t)((s1_x + 1))) + (((int64_t)(s1_y)) * ((int64_t)(W))))]) + in[(((int64_t)((s1_x - 1))) + (((int64_t)((s1_y + 1))) * ((int64_t)(W))))]) + in[(((int64_t)(s1_x)) + (((int64_t)((s1_y + 1))) * ((int64_t)(W))))]) + in[(((int64_t)((s1_x + 1))) + (((int64_t)((s1_y + 1))) * ((int64_t)(W))))]) / 9.0f);
                }
                for (int32_t s1_x = s1_x_aligned; s1_x < s1_x_end; s1_x++) {
                  s1[(((int64_t)((s1_x + 2))) + (((int64_t)((s1_y & 3))) * ((int64_t)(s1_extent_1))))] = (((((((((in[(((int64_t)((s1_x - 1))) + (((int64_t)((s1_y - 1))) * ((int64_t)(W))))] + in[(((int64_t)(s1_x)) + (((int64_t)((s1_y - 1))) * ((int64_t)(W))))]) + in[(((int64_t)((s1_x + 1))) + (((int64_t)((s1_y - 1))) * ((int64_t)(W))))]) + in[(((int64_t)((s1_x - 1))) + (((int64_t)(s1_y)) * ((int64_t)(W))))]) + in[(((int64_t)(s1_x)) + (((int64_t)(s1_y)) * ((int64_t)(W))))]) + in[(((int64_t)((s1_x + 1))) + (((int64_t)(s1_y)) * ((int64_t)(W))))]) + in[(((int64_t)((s1_x - 1))) + (((int64_t)((s1_y + 1))) * ((int64_t)(W))))]) + in[(((int64_t)(s1_x)) + (((int64_t)((s1_y + 1))) * ((int64_t)(W))))]) + in[(((int64_t)((s1_x + 1))) + (((int64_t)((s1_y + 1))) * ((int64_t)(W))))]) / 9.0f);
                }
              }
              {
                const int32_t s1_x_end = s1_x_steady_end + ((s1_x_extent - s1_x_steady_end) - 2);
                for (int32_t s1_x = s1_x_steady_end; s1_x < s1_x_end; s1_x++) {
                  s1[(((int64_t)((s1_x + 2))) + (((int64_t)((s1_y & 3))) * ((int64_t)(s1_extent_1))))] = (((((((((in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x - 1), 0), (W - 1)))) + (((int64_t)((s1_y - 1))) * ((int64_t)(W))))] + in[(((int64_t)(irc_min_i32(irc_max_i32(s1_x, 0), (W - 1)))) + (((int64_t)((s1_y - 1))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)((s1_y - 1))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x - 1), 0), (W - 1)))) + (((int64_t)(s1_y)) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32(s1_x, 0), (W - 1)))) + (((int64_t)(s1_y)) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(s1_y)) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x - 1), 0), (W - 1)))) + (((int64_t)((s1_y + 1))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32(s1_x, 0), (W - 1)))) + (((int64_t)((s1_y + 1))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)((s1_y + 1))) * ((int64_t)(W))))]) / 9.0f);
                }
              }
            }
          }
          {
            const int32_t s1_y_end = s1_y_steady_end + ((s1_y_min - s1_y_steady_end) + 1);
            for (int32_t s1_y = s1_y_steady_end; s1_y < s1_y_end; s1_y++) {
              const int32_t s1_x_steady_min = irc_min_i32((s1_x_extent - 2), 1);
              const int32_t s1_x_steady_end = irc_min_i32(irc_max_i32(irc_min_i32((s1_x_extent - 2), (W - 1)), s1_x_steady_min), (s1_x_extent - 2));
              {
                const int32_t s1_x_end = (-2) + (s1_x_steady_min + 2);
                for (int32_t s1_x = (-2); s1_x < s1_x_end; s1_x++) {
                  s1[(((int64_t)((s1_x + 2))) + (((int64_t)((s1_y & 3))) * ((int64_t)(s1_extent_1))))] = (((((((((in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))))] + in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)(irc_min_i32((s1_y + 1), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)(irc_min_i32((s1_y + 1), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32((s1_y + 1), (H - 1)))) * ((int64_t)(W))))]) / 9.0f);
                }
              }
              {
                const int32_t s1_x_end = s1_x_steady_min + (s1_x_steady_end - s1_x_steady_min);
                const int32_t s1_x_aligned = (int32_t)irc_aligned_start(s1_x_steady_min, s1_x_end, &s1[(((int64_t)((s1_x_steady_min + 2))) + (((int64_t)((s1_y & 3))) * ((int64_t)(s1_extent_1))))], sizeof(s1[0]), ((uintptr_t)in ^ (uintptr_t)s1), &in[((((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x_steady_min - 1))))], sizeof(in[0]));
                for (int32_t s1_x = s1_x_steady_min; s1_x < s1_x_aligned; s1_x++) {
                  s1[(((int64_t)((s1_x + 2))) + (((int64_t)((s1_y & 3))) * ((int64_t)(s1_extent_1))))] = (((((((((in[((((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x - 1))))] + in[((((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)(s1_x)))]) + in[((((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x + 1))))]) + in[((((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x - 1))))]) + in[((((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)(s1_x)))]) + in[((((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x + 1))))]) + in[((((int64_t)(irc_min_i32((s1_y + 1), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x - 1))))]) + in[((((int64_t)(irc_min_i32((s1_y + 1), (H - 1)))) * ((int64_t)(W))) + ((int64_t)(s1_x)))]) + in[((((int64_t)(irc_min_i32((s1_y + 1), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x + 1))))]) / 9.0f);
                }
                for (int32_t s1_x = s1_x_aligned; s1_x < s1_x_end; s1_x++) {
                  s1[(((int64_t)((s1_x + 2))) + (((int64_t)((s1_y & 3))) * ((int64_t)(s1_extent_1))))] = (((((((((in[((((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x - 1))))] + in[((((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)(s1_x)))]) + in[((((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x + 1))))]) + in[((((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x - 1))))]) + in[((((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)(s1_x)))]) + in[((((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x + 1))))]) + in[((((int64_t)(irc_min_i32((s1_y + 1), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x - 1))))]) + in[((((int64_t)(irc_min_i32((s1_y + 1), (H - 1)))) * ((int64_t)(W))) + ((int64_t)(s1_x)))]) + in[((((int64_t)(irc_min_i32((s1_y + 1), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x + 1))))]) / 9.0f);
                }
              }
              {
                const int32_t s1_x_end = s1_x_steady_end + ((s1_x_extent - s1_x_steady_end) - 2);
                for (int32_t s1_x = s1_x_steady_end; s1_x < s1_x_end; s1_x++) {
                  s1[(((int64_t)((s1_x + 2))) + (((int64_t)((s1_y & 3))) * ((int64_t)(s1_extent_1))))] = (((((((((in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x - 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))))] + in[(((int64_t)(irc_min_i32(irc_max_i32(s1_x, 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x - 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32(s1_x, 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x - 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32((s1_y + 1), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32(s1_x, 0), (W - 1)))) + (((int64_t)(irc_min_i32((s1_y + 1), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32((s1_y + 1), (H - 1)))) * ((int64_t)(W))))]) / 9.0f);
                }
              }
            }
          }
          if ((s3_y >= (-2))) {
            /* produce s2: box_chain.dsl:11 */
            {
              const int32_t s2_y_end = s2_y_min + s2_y_extent;
              for (int32_t s2_y = s2_y_min; s2_y < s2_y_end; s2_y++) {
                {
                  const int32_t s2_x_end = (-1) + s2_x_extent;
                  const int32_t s2_x_aligned = (int32_t)irc_aligned_start((-1), s2_x_end, &s2[(((int64_t)(((-1) + 1))) + (((int64_t)((s2_y & 3))) * ((int64_t)(s2_extent_1))))], sizeof(s2[0]), ((uintptr_t)s1 ^ (uintptr_t)s2), &s1[((((int64_t)(((s2_y - 1) & 3))) * ((int64_t)(s1_extent_1))) + ((int64_t)(((-1) + 1))))], sizeof(s1[0]));
                  for (int32_t s2_x = (-1); s2_x < s2_x_aligned; s2_x++) {
                    s2[(((int64_t)((s2_x + 1))) + (((int64_t)((s2_y & 3))) * ((int64_t)(s2_extent_1))))] = (((((((((s1[((((int64_t)(((s2_y - 1) & 3))) * ((int64_t)(s1_extent_1))) + ((int64_t)((s2_x + 1))))] + s1[((((int64_t)(((s2_y - 1) & 3))) * ((int64_t)(s1_extent_1))) + ((int64_t)((s2_x + 2))))]) + s1[((((int64_t)(((s2_y - 1) & 3))) * ((int64_t)(s1_extent_1))) + ((int64_t)((s2_x + 3))))]) + s1[(((int64_t)((s2_x + 1))) + (((int64_t)((s2_y & 3))) * ((int64_t)(s1_extent_1))))]) + s1[(((int64_t)((s2_x + 2))) + (((int64_t)((s2_y & 3))) * ((int64_t)(s1_extent_1))))]) + s1[(((int64_t)((s2_x + 3))) + (((int64_t)((s2_y & 3))) * ((int64_t)(s1_extent_1))))]) + s1[((((int64_t)(((s2_y + 1) & 3))) * ((int64_t)(s1_extent_1))) + ((int64_t)((s2_x + 1))))]) + s1[((((int64_t)(((s2_y + 1) & 3))) * ((int64_t)(s1_extent_1))) + ((int64_t)((s2_x + 2))))]) + s1[((((int64_t)(((s2_y + 1) & 3))) * ((int64_t)(s1_extent_1))) + ((int64_t)((s2_x + 3))))]) / 9.0f);
                  }
                  for (int32_t s2_x = s2_x_aligned; s2_x < s2_x_end; s2_x++) {
                    s2[(((int64_t)((s2_x + 1))) + (((int64_t)((s2_y & 3))) * ((int64_t)(s2_extent_1))))] = (((((((((s1[((((int64_t)(((s2_y - 1) & 3))) * ((int64_t)(s1_extent_1))) + ((int64_t)((s2_x + 1))))] + s1[((((int64_t)(((s2_y - 1) & 3))) * ((int64_t)(s1_extent_1))) + ((int64_t)((s2_x + 2))))]) + s1[((((int64_t)(((s2_y - 1) & 3))) * ((int64_t)(s1_extent_1))) + ((int64_t)((s2_x + 3))))]) + s1[(((int64_t)((s2_x + 1))) + (((int64_t)((s2_y & 3))) * ((int64_t)(s1_extent_1))))]) + s1[(((int64_t)((s2_x + 2))) + (((int64_t)((s2_y & 3))) * ((int64_t)(s1_extent_1))))]) + s1[(((int64_t)((s2_x + 3))) + (((int64_t)((s2_y & 3))) * ((int64_t)(s1_extent_1))))]) + s1[((((int64_t)(((s2_y + 1) & 3))) * ((int64_t)(s1_extent_1))) + ((int64_t)((s2_x + 1))))]) + s1[((((int64_t)(((s2_y + 1) & 3))) * ((int64_t)(s1_extent_1))) + ((int64_t)((s2_x + 2))))]) + s1[((((int64_t)(((s2_y + 1) & 3))) * ((int64_t)(s1_extent_1))) + ((int64_t)((s2_x + 3))))]) / 9.0f);
                  }
                }
              }
            }
          }
          if ((s3_y >= 0)) {
            {
              const int32_t s3_x_end = 0 + W;
              const int32_t s3_x_aligned = (int32_t)irc_aligned_start(0, s3_x_end, &s3[(((int64_t)(0)) + (((int64_t)(s3_y)) * ((int64_t)(W))))], sizeof(s3[0]), ((uintptr_t)s2 ^ (uintptr_t)s3), &s2[((((int64_t)(((s3_y - 1) & 3))) * ((int64_t)(s2_extent_1))) + ((int64_t)(0)))], sizeof(s2[0]));
              for (int32_t s3_x = 0; s3_x < s3_x_aligned; s3_x++) {
                s3[(((int64_t)(s3_x)) + (((int64_t)(s3_y)) * ((int64_t)(W))))] = (((((((((s2[((((int64_t)(((s3_y - 1) & 3))) * ((int64_t)(s2_extent_1))) + ((int64_t)(s3_x)))] + s2[((((int64_t)(((s3_y - 1) & 3))) * ((int64_t)(s2_extent_1))) + ((int64_t)((s3_x + 1))))]) + s2[((((int64_t)(((s3_y - 1) & 3))) * ((int64_t)(s2_extent_1))) + ((int64_t)((s3_x + 2))))]) + s2[(((int64_t)(s3_x)) + (((int64_t)((s3_y & 3))) * ((int64_t)(s2_extent_1))))]) + s2[(((int64_t)((s3_x + 1))) + (((int64_t)((s3_y & 3))) * ((int64_t)(s2_extent_1))))]) + s2[(((int64_t)((s3_x + 2))) + (((int64_t)((s3_y & 3))) * ((int64_t)(s2_extent_1))))]) + s2[((((int64_t)(((s3_y + 1) & 3))) * ((int64_t)(s2_extent_1))) + ((int64_t)(s3_x)))]) + s2[((((int64_t)(((s3_y + 1) & 3))) * ((int64_t)(s2_extent_1))) + ((int64_t)((s3_x + 1))))]) + s2[((((int64_t)(((s3_y + 1) & 3))) * ((int64_t)(s2_extent_1))) + ((int64_t)((s3_x + 2))))]) / 9.0f);
              }
              for (int32_t s3_x = s3_x_aligned; s3_x < s3_x_end; s3_x++) {
                s3[(((int64_t)(s3_x)) + (((int64_t)(s3_y)) * ((int64_t)(W))))] = (((((((((s2[((((int64_t)(((s3_y - 1) & 3))) * ((int64_t)(s2_extent_1))) + ((int64_t)(s3_x)))] + s2[((((int64_t)(((s3_y - 1) & 3))) * ((int64_t)(s2_extent_1))) + ((int64_t)((s3_x + 1))))]) + s2[((((int64_t)(((s3_y - 1) & 3))) * ((int64_t)(s2_extent_1))) + ((int64_t)((s3_x + 2))))]) + s2[(((int64_t)(s3_x)) + (((int64_t)((s3_y & 3))) * ((int64_t)(s2_extent_1))))]) + s2[(((int64_t)((s3_x + 1))) + (((int64_t)((s3_y & 3))) * ((int64_t)(s2_extent_1))))]) + s2[(((int64_t)((s3_x + 2))) + (((int64_t)((s3_y & 3))) * ((int64_t)(s2_extent_1))))]) + s2[((((int64_t)(((s3_y + 1) & 3))) * ((int64_t)(s2_extent_1))) + ((int64_t)(s3_x)))]) + s2[((((int64_t)(((s3_y + 1) & 3))) * ((int64_t)(s2_extent_1))) + ((int64_t)((s3_x + 1))))]) + s2[((((int64_t)(((s3_y + 1) & 3))) * ((int64_t)(s2_extent_1))) + ((int64_t)((s3_x + 2))))]) / 9.0f);
              }
            }
          }
        }
      }
    }
  }
  return 0;
}
