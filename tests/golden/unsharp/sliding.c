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

int irc_unsharp(const float *restrict in, float *restrict mask, float *restrict blurx, float *restrict blur, int32_t W, int32_t H) {
  {
    {
      /* produce mask: unsharp.dsl:11 */
      {
        const int32_t mask_y_end = (-4) + (H + 4);
        for (int32_t mask_y = (-4); mask_y < mask_y_end; mask_y++) {
          const int32_t blur_y_min = irc_max_i32(mask_y, 0);
          const int32_t blur_y_extent = ((mask_y - irc_max_i32(mask_y, 0)) + 1);
          const int32_t blurx_y_min = (mask_y + 2);
          /* produce blurx: unsharp.dsl:7 */
          const int32_t blurx_y_steady_min = irc_min_i32(irc_max_i32(blurx_y_min, 0), (blurx_y_min + 1));
          const int32_t blurx_y_steady_end = irc_min_i32(irc_max_i32(irc_min_i32((blurx_y_min + 1), H), blurx_y_steady_min), (blurx_y_min + 1));
          {
            const int32_t blurx_y_end = blurx_y_min + (blurx_y_steady_min - blurx_y_min);
            for (int32_t blurx_y = blurx_y_min; blurx_y < blurx_y_end; blurx_y++) {
              const int32_t blurx_x_steady_min = irc_min_i32(W, 2);
              const int32_t blurx_x_steady_end = irc_min_i32(irc_max_i32((W - 2), blurx_x_steady_min), W);
              {
                const int32_t blurx_x_end = 0 + blurx_x_steady_min;
                for (int32_t blurx_x = 0; blurx_x < blurx_x_end; blurx_x++) {
                  blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y & 7))) * ((int64_t)(W))))] = (((((in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))] + (4.0f * in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + (6.0f * in[(((int64_t)(irc_min_i32(blurx_x, (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + (4.0f * in[(((int64_t)(irc_min_i32((blurx_x + 1), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + in[(((int64_t)(irc_min_i32((blurx_x + 2), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))]) / 16.0f);
                }
              }
              {
                const int32_t blurx_x_end = blurx_x_steady_min + (blurx_x_steady_end - blurx_x_steady_min);
                const int32_t blurx_x_aligned = (int32_t)irc_aligned_start(blurx_x_steady_min, blurx_x_end, &blurx[(((int64_t)(blurx_x_steady_min)) + (((int64_t)((blurx_y & 7))) * ((int64_t)(W))))], sizeof(blurx[0]), ((uintptr_t)in ^ (uintptr_t)blurx), &in[(((int64_t)((blurx_x_steady_min - 2))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))], sizeof(in[0]));
                for (int32_t blurx_x = blurx_x_steady_min; blurx_x < blurx_x_aligned; blurx_x++) {
                  blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y & 7))) * ((int64_t)(W))))] = (((((in[(((int64_t)((blurx_x - 2))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))] + (4.0f * in[(((int64_t)((blurx_x - 1))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + (6.0f * in[(((int64_t)(blurx_x)) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + (4.0f * in[(((int64_t)((blurx_x + 1))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + in[(((int64_t)((blurx_x + 2))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))]) / 16.0f);
                }
                for (int32_t blurx_x = blurx_x_aligned; blurx_x < blurx_x_end; blurx_x++) {
                  blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y & 7))) * ((int64_t)(W))))] = (((((in[(((int64_t)((blurx_x - 2))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))] + (4.0f * in[(((int64_t)((blurx_x - 1))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + (6.0f * in[(((int64_t)(blurx_x)) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + (4.0f * in[(((int64_t)((blurx_x + 1))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + in[(((int64_t)((blurx_x + 2))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))]) / 16.0f);
                }
              }
              {
                const int32_t blurx_x_end = blurx_x_steady_end + (W - blurx_x_steady_end);
                for (int32_t blurx_x = blurx_x_steady_end; blurx_x < blurx_x_end; blurx_x++) {
                  blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y & 7))) * ((int64_t)(W))))] = (((((in[(((int64_t)(irc_min_i32(irc_max_i32((blurx_x - 2), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))] + (4.0f * in[(((int64_t)(irc_min_i32(irc_max_i32((blurx_x - 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + (6.0f * in[(((int64_t)(irc_min_i32(irc_max_i32(blurx_x, 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + (4.0f * in[(((int64_t)(irc_min_i32(irc_max_i32((blurx_x + 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + in[(((int64_t)(irc_min_i32(irc_max_i32((blurx_x + 2), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))]) / 16.0f);
                }
              }
            }
          }
          {
            const int32_t blurx_y_end = blurx_y_steady_min + (blurx_y_steady_end - blurx_y_steady_min);
            for (int32_t blurx_y = blurx_y_steady_min; blurx_y < blurx_y_end; blurx_y++) {
              const int32_t blurx_x_steady_min = irc_min_i32(W, 2);
              const int32_t blurx_x_steady_end = irc_min_i32(irc_max_i32((W - 2), blurx_x_steady_min), W);
              {
                const int32_t blurx_x_end = 0 + blurx_x_steady_min;
                for (int32_t blurx_x = 0; blurx_x < blurx_x_end; blurx_x++) {
                  blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y & 7))) * ((int64_t)(W))))] = (((((in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32((W - 1), 0))))] + (4.0f * in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32((W - 1), 0))))])) + (6.0f * in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(blurx_x, (W - 1)))))])) + (4.0f * in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32((blurx_x + 1), (W - 1)))))])) + in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32((blurx_x + 2), (W - 1)))))]) / 16.0f);
                }
              }
              {
                const int32_t blurx_x_end = blurx_x_steady_min + (blurx_x_steady_end - blurx_x_steady_min);
                const int32_t blurx_x_aligned = (int32_t)irc_aligned_start(blurx_x_steady_min, blurx_x_end, &blurx[(((int64_t)(blurx_x_steady_min)) + (((int64_t)((blurx_y & 7))) * ((int64_t)(W))))], sizeof(blurx[0]), ((uintptr_t)in ^ (uintptr_t)blurx), &in[(((int64_t)((blurx_x_steady_min - 2))) + (((int64_t)(blurx_y)) * ((int64_t)(W))))], sizeof(in[0]));
                for (int32_t blurx_x = blurx_x_steady_min; blurx_x < blurx_x_aligned; blurx_x++) {
                  blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y & 7))) * ((int64_t)(W))))] = (((((in[(((int64_t)((blurx_x - 2))) + (((int64_t)(blurx_y)) * ((int64_t)(W))))] + (4.0f * in[(((int64_t)((blurx_x - 1))) + (((int64_t)(blurx_y)) * ((int64_t)(W))))])) + (6.0f * in[(((int64_t)(blurx_x)) + (((int64_t)(blurx_y)) * ((int64_t)(W))))])) + (4.0f * in[(((int64_t)((blurx_x + 1))) + (((int64_t)(blurx_y)) * ((int64_t)(W))))])) + in[(((int64_t)((blurx_x + 2))) + (((int64_t)(blurx_y)) * ((int64_t)(W))))]) / 16.0f);
                }
                for (int32_t blurx_x = blurx_x_aligned; blurx_x < blurx_x_end; blurx_x++) {
                  blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y & 7))) * ((int64_t)(W))))] = (((((in[(((int64_t)((blurx_x - 2))) + (((int64_t)(blurx_y)) * ((int64_t)(W))))] + (4.0f * in[(((int64_t)((blurx_x - 1))) + (((int64_t)(blurx_y)) * ((int64_t)(W))))])) + (6.0f * in[(((int64_t)(blurx_x)) + (((int64_t)(blurx_y)) * ((int64_t)(W))))])) + (4.0f * in[(((int64_t)((blurx_x + 1))) + (((int64_t)(blurx_y)) * ((int64_t)(W))))])) + in[(((int64_t)((blurx_x + 2))) + (((int64_t)(blurx_y)) * ((int64_t)(W))))]) / 16.0f);
                }
              }
              {
                const int32_t blurx_x_end = blurx_x_steady_end + (W - blurx_x_steady_end);
                for (int32_t blurx_x = blurx_x_steady_end; blurx_x < blurx_x_end; blurx_x++) {
                  blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y & 7))) * ((int64_t)(W))))] = (((((in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(irc_max_i32((blurx_x - 2), 0), (W - 1)))))] + (4.0f * in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(irc_max_i32((blurx_x - 1), 0), (W - 1)))))])) + (6.0f * in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(irc_max_i32(blurx_x, 0), (W - 1)))))])) + (4.0f * in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(irc_max_i32((blurx_x + 1), 0), (W - 1)))))])) + in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(irc_max_i32((blurx_x + 2), 0), (W - 1)))))]) / 16.0f);
                }
              }
            }
          }
          {
            const int32_t blurx_y_end = blurx_y_steady_end + ((blurx_y_min - blurx_y_steady_end) + 1);
            for (int32_t blurx_y = blurx_y_steady_end; blurx_y < blurx_y_end; blurx_y++) {
              const int32_t blurx_x_steady_min = irc_min_i32(W, 2);
              const int32_t blurx_x_steady_end = irc_min_i32(irc_max_i32((W - 2), blurx_x_steady_min), W);
              {
                const int32_t blurx_x_end = 0 + blurx_x_steady_min;
                for (int32_t blurx_x = 0; blurx_x < blurx_x_end; blurx_x++) {
                  blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y & 7))) * ((int64_t)(W))))] = (((((in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))] + (4.0f * in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + (6.0f * in[(((int64_t)(irc_min_i32(blurx_x, (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + (4.0f * in[(((int64_t)(irc_min_i32((blurx_x + 1), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + in[(((int64_t)(irc_min_i32((blurx_x + 2), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))]) / 16.0f);
                }
              }
              {
                const int32_t blurx_x_end = blurx_x_steady_min + (blurx_x_steady_end - blurx_x_steady_min);
                const int32_t blurx_x_aligned = (int32_t)irc_aligned_start(blurx_x_steady_min, blurx_x_end, &blurx[(((int64_t)(blurx_x_steady_min)) + (((int64_t)((blurx_y & 7))) * ((int64_t)(W))))], sizeof(blurx[0]), ((uintptr_t)in ^ (uintptr_t)blurx), &in[(((int64_t)((blurx_x_steady_min - 2))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))], sizeof(in[0]));
                for (int32_t blurx_x = blurx_x_steady_min; blurx_x < blurx_x_aligned; blurx_x++) {
                  blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y & 7))) * ((int64_t)(W))))] = (((((in[(((int64_t)((blurx_x - 2))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))] + (4.0f * in[(((int64_t)((blurx_x - 1))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + (6.0f * in[(((int64_t)(blurx_x)) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + (4.0f * in[(((int64_t)((blurx_x + 1))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + in[(((int64_t)((blurx_x + 2))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))]) / 16.0f);
                }
                for (int32_t blurx_x = blurx_x_aligned; blurx_x < blurx_x_end; blurx_x++) {
                  blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y & 7))) * ((int64_t)(W))))] = (((((in[(((int64_t)((blurx_x - 2))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))] + (4.0f * in[(((int64_t)((blurx_x - 1))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + (6.0f * in[(((int64_t)(blurx_x)) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + (4.0f * in[(((int64_t)((blurx_x + 1))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + in[(((int64_t)((blurx_x + 2))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))]) / 16.0f);
                }
              }
              {
                const int32_t blurx_x_end = blurx_x_steady_end + (W - blurx_x_steady_end);
                for (int32_t blurx_x = blurx_x_steady_end; blurx_x < blurx_x_end; blurx_x++) {
                  blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y & 7))) * ((int64_t)(W))))] = (((((in[(((int64_t)(irc_min_i32(irc_max_i32((blurx_x - 2), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))] + (4.0f * in[(((int64_t)(irc_min_i32(irc_max_i32((blurx_x - 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + (6.0f * in[(((int64_t)(irc_min_i32(irc_max_i32(blurx_x, 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + (4.0f * in[(((int64_t)(irc_min_i32(irc_max_i32((blurx_x + 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))])) + in[(((int64_t)(irc_min_i32(irc_max_i32((blurx_x + 2), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))]) / 16.0f);
                }
              }
            }
          }
          if ((mask_y >= 0)) {
            /* produce blur: unsharp.dsl:8 */
            {
              const int32_t blur_y_end = blur_y_min + blur_y_extent;
              for (int32_t blur_y = blur_y_min; blur_y < blur_y_end; blur_y++) {
                {
                  const int32_t blur_x_end = 0 + W;
                  const int32_t blur_x_aligned = (int32_t)irc_aligned_start(0, blur_x_end, &blur[0], sizeof(blur[0]), ((uintptr_t)blurx ^ (uintptr_t)blur), &blurx[((((int64_t)(((blur_y - 2) & 7))) * ((int64_t)(W))) + ((int64_t)(0)))], sizeof(blurx[0]));
                  for (int32_t blur_x = 0; blur_x < blur_x_aligned; blur_x++) {
                    blur[blur_x] = (((((blurx[((((int64_t)(((blur_y - 2) & 7))) * ((int64_t)(W))) + ((int64_t)(blur_x)))] + (4.0f * blurx[((((int64_t)(((blur_y - 1) & 7))) * ((int64_t)(W))) + ((int64_t)(blur_x)))])) + (6.0f * blurx[(((int64_t)(blur_x)) + (((int64_t)((blur_y & 7))) * ((int64_t)(W))))])) + (4.0f * blurx[((((int64_t)(((blur_y + 1) & 7))) * ((int64_t)(W))) + ((int64_t)(blur_x)))])) + blurx[((((int64_t)(((blur_y + 2) & 7))) * ((int64_t)(W))) + ((int64_t)(blur_x)))]) / 16.0f);
                  }
                  for (int32_t blur_x = blur_x_aligned; blur_x < blur_x_end; blur_x++) {
                    blur[blur_x] = (((((blurx[((((int64_t)(((blur_y - 2) & 7))) * ((int64_t)(W))) + ((int64_t)(blur_x)))] + (4.0f * blurx[((((int64_t)(((blur_y - 1) & 7))) * ((int64_t)(W))) + ((int64_t)(blur_x)))])) + (6.0f * blurx[(((int64_t)(blur_x)) + (((int64_t)((blur_y & 7))) * ((int64_t)(W))))])) + (4.0f * blurx[((((int64_t)(((blur_y + 1) & 7))) * ((int64_t)(W))) + ((int64_t)(blur_x)))])) + blurx[((((int64_t)(((blur_y + 2) & 7))) * ((int64_t)(W))) + ((int64_t)(blur_x)))]) / 16.0f);
                  }
                }
              }
            }
          }
          if ((mask_y >= 0)) {
            const int32_t mask_x_steady_min = irc_min_i32(W, 0);
            {
              const int32_t mask_x_end = 0 + mask_x_steady_min;
              for (int32_t mask_x = 0; mask_x < mask_x_end; mask_x++) {
                const float mask_cse0 = in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)(irc_min_i32(irc_max_i32(mask_y, 0), (H - 1)))) * ((int64_t)(W))))];
                const float mask_cse1 = (mask_cse0 - blur[mask_x]);
                mask[(((int64_t)(mask_x)) + (((int64_t)(mask_y)) * ((int64_t)(W))))] = ((fabsf(mask_cse1) > 0.01f) ? irc_minc_f32(1.0f, irc_maxc_f32(0.0f, (mask_cse0 + (1.5f * mask_cse1)))) : mask_cse0);
              }
            }
            {
              const int32_t mask_x_end = mask_x_steady_min + (W - mask_x_steady_min);
              const int32_t mask_x_aligned = (int32_t)irc_aligned_start(mask_x_steady_min, mask_x_end, &mask[(((int64_t)(mask_x_steady_min)) + (((int64_t)(mask_y)) * ((int64_t)(W))))], sizeof(mask[0]), ((uintptr_t)blur ^ (uintptr_t)mask) | ((uintptr_t)in ^ (uintptr_t)mask), NULL, 0);
              for (int32_t mask_x = mask_x_steady_min; mask_x < mask_x_aligned; mask_x++) {
                const float mask_cse0 = in[(((int64_t)(mask_x)) + (((int64_t)(irc_min_i32(irc_max_i32(mask_y, 0), (H - 1)))) * ((int64_t)(W))))];
                const float mask_cse1 = (mask_cse0 - blur[mask_x]);
                mask[(((int64_t)(mask_x)) + (((int64_t)(mask_y)) * ((int64_t)(W))))] = ((fabsf(mask_cse1) > 0.01f) ? irc_minc_f32(1.0f, irc_maxc_f32(0.0f, (mask_cse0 + (1.5f * mask_cse1)))) : mask_cse0);
              }
              for (int32_t mask_x = mask_x_aligned; mask_x < mask_x_end; mask_x++) {
                const float mask_cse0 = in[(((int64_t)(mask_x)) + (((int64_t)(irc_min_i32(irc_max_i32(mask_y, 0), (H - 1)))) * ((int64_t)(W))))];
                const float mask_cse1 = (mask_cse0 - blur[mask_x]);
                mask[(((int64_t)(mask_x)) + (((int64_t)(mask_y)) * ((int64_t)(W))))] = ((fabsf(mask_cse1) > 0.01f) ? irc_minc_f32(1.0f, irc_maxc_f32(0.0f, (mask_cse0 + (1.5f * mask_cse1)))) : mask_cse0);
              }
            }
          }
        }
      }
    }
  }
  return 0;
}
