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

int irc_blur(const float *restrict in, float *restrict blury, float *restrict blurx, int32_t W, int32_t H) {
  {
    /* produce blury: blur.dsl:6 */
    {
      const int32_t blury_y_end = (-2) + (H + 2);
      for (int32_t blury_y = (-2); blury_y < blury_y_end; blury_y++) {
        const int32_t blurx_y_min = (blury_y + 1);
        /* produce blurx: blur.dsl:5 */
        const int32_t blurx_y_steady_min = irc_max_i32(blurx_y_min, 0);
        const int32_t blurx_y_steady_end = irc_min_i32(irc_max_i32(irc_min_i32((blurx_y_min + 1), H), blurx_y_steady_min), (blurx_y_min + 1));
        {
          const int32_t blurx_y_end = blurx_y_min + (blurx_y_steady_min - blurx_y_min);
          for (int32_t blurx_y = blurx_y_min; blurx_y < blurx_y_end; blurx_y++) {
            const int32_t blurx_x_steady_min = irc_min_i32(W, 1);
            const int32_t blurx_x_steady_end = irc_min_i32(irc_max_i32((W - 1), blurx_x_steady_min), W);
            {
              const int32_t blurx_x_end = 0 + blurx_x_steady_min;
              for (int32_t blurx_x = 0; blurx_x < blurx_x_end; blurx_x++) {
                blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y & 3))) * ((int64_t)(W))))] = (((in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))] + in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32((blurx_x + 1), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))]) / 3.0f);
              }
            }
            {
              const int32_t blurx_x_end = blurx_x_steady_min + (blurx_x_steady_end - blurx_x_steady_min);
              const int32_t blurx_x_aligned = (int32_t)irc_aligned_start(blurx_x_steady_min, blurx_x_end, &blurx[(((int64_t)(blurx_x_steady_min)) + (((int64_t)((blurx_y & 3))) * ((int64_t)(W))))], sizeof(blurx[0]), ((uintptr_t)in ^ (uintptr_t)blurx), &in[(((int64_t)((blurx_x_steady_min - 1))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))], sizeof(in[0]));
              for (int32_t blurx_x = blurx_x_steady_min; blurx_x < blurx_x_aligned; blurx_x++) {
                blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y & 3))) * ((int64_t)(W))))] = (((in[(((int64_t)((blurx_x - 1))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))] + in[(((int64_t)(blurx_x)) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)((blurx_x + 1))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))]) / 3.0f);
              }
              for (int32_t blurx_x = blurx_x_aligned; blurx_x < blurx_x_end; blurx_x++) {
                blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y & 3))) * ((int64_t)(W))))] = (((in[(((int64_t)((blurx_x - 1))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))] + in[(((int64_t)(blurx_x)) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)((blurx_x + 1))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))]) / 3.0f);
              }
            }
            {
              const int32_t blurx_x_end = blurx_x_steady_end + (W - blurx_x_steady_end);
              for (int32_t blurx_x = blurx_x_steady_end; blurx_x < blurx_x_end; blurx_x++) {
                blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y & 3))) * ((int64_t)(W))))] = (((in[(((int64_t)(irc_min_i32(irc_max_i32((blurx_x - 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))] + in[(((int64_t)(irc_min_i32(irc_max_i32(blurx_x, 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((blurx_x + 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))]) / 3.0f);
              }
            }
          }
        }
        {
          const int32_t blurx_y_end = blurx_y_steady_min + (blurx_y_steady_end - blurx_y_steady_min);
          for (int32_t blurx_y = blurx_y_steady_min; blurx_y < blurx_y_end; blurx_y++) {
            const int32_t blurx_x_steady_min = irc_min_i32(W, 1);
            const int32_t blurx_x_steady_end = irc_min_i32(irc_max_i32((W - 1), blurx_x_steady_min), W);
            {
              const int32_t blurx_x_end = 0 + blurx_x_steady_min;
              for (int32_t blurx_x = 0; blurx_x < blurx_x_end; blurx_x++) {
                blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y & 3))) * ((int64_t)(W))))] = (((in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32((W - 1), 0))))] + in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32((W - 1), 0))))]) + in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32((blurx_x + 1), (W - 1)))))]) / 3.0f);
              }
            }
            {
              const int32_t blurx_x_end = blurx_x_steady_min + (blurx_x_steady_end - blurx_x_steady_min);
              const int32_t blurx_x_aligned = (int32_t)irc_aligned_start(blurx_x_steady_min, blurx_x_end, &blurx[(((int64_t)(blurx_x_steady_min)) + (((int64_t)((blurx_y & 3))) * ((int64_t)(W))))], sizeof(blurx[0]), ((uintptr_t)in ^ (uintptr_t)blurx), &in[(((int64_t)((blurx_x_steady_min - 1))) + (((int64_t)(blurx_y)) * ((int64_t)(W))))], sizeof(in[0]));
              for (int32_t blurx_x = blurx_x_steady_min; blurx_x < blurx_x_aligned; blurx_x++) {
                blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y & 3))) * ((int64_t)(W))))] = (((in[(((int64_t)((blurx_x - 1))) + (((int64_t)(blurx_y)) * ((int64_t)(W))))] + in[(((int64_t)(blurx_x)) + (((int64_t)(blurx_y)) * ((int64_t)(W))))]) + in[(((int64_t)((blurx_x + 1))) + (((int64_t)(blurx_y)) * ((int64_t)(W))))]) / 3.0f);
              }
              for (int32_t blurx_x = blurx_x_aligned; blurx_x < blurx_x_end; blurx_x++) {
                blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y & 3))) * ((int64_t)(W))))] = (((in[(((int64_t)((blurx_x - 1))) + (((int64_t)(blurx_y)) * ((int64_t)(W))))] + in[(((int64_t)(blurx_x)) + (((int64_t)(blurx_y)) * ((int64_t)(W))))]) + in[(((int64_t)((blurx_x + 1))) + (((int64_t)(blurx_y)) * ((int64_t)(W))))]) / 3.0f);
              }
            }
            {
              const int32_t blurx_x_end = blurx_x_steady_end + (W - blurx_x_steady_end);
              for (int32_t blurx_x = blurx_x_steady_end; blurx_x < blurx_x_end; blurx_x++) {
                blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y & 3))) * ((int64_t)(W))))] = (((in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(irc_max_i32((blurx_x - 1), 0), (W - 1)))))] + in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(irc_max_i32(blurx_x, 0), (W - 1)))))]) + in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(irc_max_i32((blurx_x + 1), 0), (W - 1)))))]) / 3.0f);
              }
            }
          }
        }
        {
          const int32_t blurx_y_end = blurx_y_steady_end + ((blurx_y_min - blurx_y_steady_end) + 1);
          for (int32_t blurx_y = blurx_y_steady_end; blurx_y < blurx_y_end; blurx_y++) {
            const int32_t blurx_x_steady_min = irc_min_i32(W, 1);
            const int32_t blurx_x_steady_end = irc_min_i32(irc_max_i32((W - 1), blurx_x_steady_min), W);
            {
              const int32_t blurx_x_end = 0 + blurx_x_steady_min;
              for (int32_t blurx_x = 0; blurx_x < blurx_x_end; blurx_x++) {
                blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y & 3))) * ((int64_t)(W))))] = (((in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))] + in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32((blurx_x + 1), (W - 1)))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))]) / 3.0f);
              }
            }
            {
              const int32_t blurx_x_end = blurx_x_steady_min + (blurx_x_steady_end - blurx_x_steady_min);
              const int32_t blurx_x_aligned = (int32_t)irc_aligned_start(blurx_x_steady_min, blurx_x_end, &blurx[(((int64_t)(blurx_x_steady_min)) + (((int64_t)((blurx_y & 3))) * ((int64_t)(W))))], sizeof(blurx[0]), ((uintptr_t)in ^ (uintptr_t)blurx), &in[(((int64_t)((blurx_x_steady_min - 1))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))], sizeof(in[0]));
              for (int32_t blurx_x = blurx_x_steady_min; blurx_x < blurx_x_aligned; blurx_x++) {
                blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y & 3))) * ((int64_t)(W))))] = (((in[(((int64_t)((blurx_x - 1))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))] + in[(((int64_t)(blurx_x)) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)((blurx_x + 1))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))]) / 3.0f);
              }
              for (int32_t blurx_x = blurx_x_aligned; blurx_x < blurx_x_end; blurx_x++) {
                blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y & 3))) * ((int64_t)(W))))] = (((in[(((int64_t)((blurx_x - 1))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))] + in[(((int64_t)(blurx_x)) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)((blurx_x + 1))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))]) / 3.0f);
              }
            }
            {
              const int32_t blurx_x_end = blurx_x_steady_end + (W - blurx_x_steady_end);
              for (int32_t blurx_x = blurx_x_steady_end; blurx_x < blurx_x_end; blurx_x++) {
                blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y & 3))) * ((int64_t)(W))))] = (((in[((((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(irc_max_i32((blurx_x - 1), 0), (W - 1)))))] + in[((((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(irc_max_i32(blurx_x, 0), (W - 1)))))]) + in[((((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(irc_max_i32((blurx_x + 1), 0), (W - 1)))))]) / 3.0f);
              }
            }
          }
        }
        if ((blury_y >= 0)) {
          {
            const int32_t blury_x_end = 0 + W;
            const int32_t blury_x_aligned = (int32_t)irc_aligned_start(0, blury_x_end, &blury[(((int64_t)(0)) + (((int64_t)(blury_y)) * ((int64_t)(W))))], sizeof(blury[0]), ((uintptr_t)blurx ^ (uintptr_t)blury), &blurx[((((int64_t)(((blury_y - 1) & 3))) * ((int64_t)(W))) + ((int64_t)(0)))], sizeof(blurx[0]));
            for (int32_t blury_x = 0; blury_x < blury_x_aligned; blury_x++) {
              blury[(((int64_t)(blury_x)) + (((int64_t)(blury_y)) * ((int64_t)(W))))] = (((blurx[((((int64_t)(((blury_y - 1) & 3))) * ((int64_t)(W))) + ((int64_t)(blury_x)))] + blurx[(((int64_t)(blury_x)) + (((int64_t)((blury_y & 3))) * ((int64_t)(W))))]) + blurx[((((int64_t)(((blury_y + 1) & 3))) * ((int64_t)(W))) + ((int64_t)(blury_x)))]) / 3.0f);
            }
            for (int32_t blury_x = blury_x_aligned; blury_x < blury_x_end; blury_x++) {
              blury[(((int64_t)(blury_x)) + (((int64_t)(blury_y)) * ((int64_t)(W))))] = (((blurx[((((int64_t)(((blury_y - 1) & 3))) * ((int64_t)(W))) + ((int64_t)(blury_x)))] + blurx[(((int64_t)(blury_x)) + (((int64_t)((blury_y & 3))) * ((int64_t)(W))))]) + blurx[((((int64_t)(((blury_y + 1) & 3))) * ((int64_t)(W))) + ((int64_t)(blury_x)))]) / 3.0f);
            }
          }
        }
      }
    }
  }
  return 0;
}
