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

int irc_blur_sharpen(const float *restrict in, float *restrict blur, float *restrict sharp, float *restrict blurx, int32_t W, int32_t H) {
  const int32_t blurx_y_extent = (irc_max_i32((H - 64), 0) + 66);
  const int32_t blurx_x_extent = irc_max_i32(W, 64);
  {
    /* produce blurx: blur_sharpen.dsl:6 */
    const int32_t blurx_y_steady_end = irc_max_i32(irc_min_i32((blurx_y_extent - 1), H), 0);
    {
      const int32_t blurx_x_steady_end = irc_max_i32(irc_min_i32(blurx_x_extent, (W - 1)), 1);
      blurx[((int64_t)0)] = (((in[((((int64_t)(irc_min_i32((H - 1), 0))) * ((int64_t)(W))) + ((int64_t)(irc_min_i32((W - 1), 0))))] + in[((((int64_t)(irc_min_i32((H - 1), 0))) * ((int64_t)(W))) + ((int64_t)(irc_min_i32((W - 1), 0))))]) + in[((((int64_t)(irc_min_i32((H - 1), 0))) * ((int64_t)(W))) + ((int64_t)(irc_min_i32((W - 1), 1))))]) / 3.0f);
      {
        const int32_t blurx_x_end = 1 + (blurx_x_steady_end - 1);
        const int32_t blurx_x_aligned = (int32_t)irc_aligned_start(1, blurx_x_end, &blurx[((int64_t)(1))], sizeof(blurx[0]), ((uintptr_t)in ^ (uintptr_t)blurx), &in[(((int64_t)((1 - 1))) + (((int64_t)(irc_min_i32((H - 1), 0))) * ((int64_t)(W))))], sizeof(in[0]));
        for (int32_t blurx_x = 1; blurx_x < blurx_x_aligned; blurx_x++) {
          blurx[((int64_t)(blurx_x))] = (((in[(((int64_t)((blurx_x - 1))) + (((int64_t)(irc_min_i32((H - 1), 0))) * ((int64_t)(W))))] + in[(((int64_t)(blurx_x)) + (((int64_t)(irc_min_i32((H - 1), 0))) * ((int64_t)(W))))]) + in[(((int64_t)((blurx_x + 1))) + (((int64_t)(irc_min_i32((H - 1), 0))) * ((int64_t)(W))))]) / 3.0f);
        }
        for (int32_t blurx_x = blurx_x_aligned; blurx_x < blurx_x_end; blurx_x++) {
          blurx[((int64_t)(blurx_x))] = (((in[(((int64_t)((blurx_x - 1))) + (((int64_t)(irc_min_i32((H - 1), 0))) * ((int64_t)(W))))] + in[(((int64_t)(blurx_x)) + (((int64_t)(irc_min_i32((H - 1), 0))) * ((int64_t)(W))))]) + in[(((int64_t)((blurx_x + 1))) + (((int64_t)(irc_min_i32((H - 1), 0))) * ((int64_t)(W))))]) / 3.0f);
        }
      }
      {
        const int32_t blurx_x_end = blurx_x_steady_end + (blurx_x_extent - blurx_x_steady_end);
        for (int32_t blurx_x = blurx_x_steady_end; blurx_x < blurx_x_end; blurx_x++) {
          blurx[((int64_t)(blurx_x))] = (((in[((((int64_t)(irc_min_i32((H - 1), 0))) * ((int64_t)(W))) + ((int64_t)(irc_min_i32((blurx_x - 1), (W - 1)))))] + in[((((int64_t)(irc_min_i32((H - 1), 0))) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(blurx_x, (W - 1)))))]) + in[((((int64_t)(irc_min_i32((H - 1), 0))) * ((int64_t)(W))) + ((int64_t)(irc_min_i32((blurx_x + 1), (W - 1)))))]) / 3.0f);
        }
      }
    }
    {
      const int32_t blurx_y_end = 0 + blurx_y_steady_end;
      for (int32_t blurx_y = 0; blurx_y < blurx_y_end; blurx_y++) {
        const int32_t blurx_x_steady_end = irc_max_i32(irc_min_i32(blurx_x_extent, (W - 1)), 1);
        blurx[(((int64_t)((blurx_y + 1))) * ((int64_t)(blurx_x_extent)))] = (((in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32((W - 1), 0))))] + in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32((W - 1), 0))))]) + in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32((W - 1), 1))))]) / 3.0f);
        {
          const int32_t blurx_x_end = 1 + (blurx_x_steady_end - 1);
          const int32_t blurx_x_aligned = (int32_t)irc_aligned_start(1, blurx_x_end, &blurx[(((int64_t)(1)) + (((int64_t)((blurx_y + 1))) * ((int64_t)(blurx_x_extent))))], sizeof(blurx[0]), ((uintptr_t)in ^ (uintptr_t)blurx), &in[(((int64_t)((1 - 1))) + (((int64_t)(blurx_y)) * ((int64_t)(W))))], sizeof(in[0]));
          for (int32_t blurx_x = 1; blurx_x < blurx_x_aligned; blurx_x++) {
            blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y + 1))) * ((int64_t)(blurx_x_extent))))] = (((in[(((int64_t)((blurx_x - 1))) + (((int64_t)(blurx_y)) * ((int64_t)(W))))] + in[(((int64_t)(blurx_x)) + (((int64_t)(blurx_y)) * ((int64_t)(W))))]) + in[(((int64_t)((blurx_x + 1))) + (((int64_t)(blurx_y)) * ((int64_t)(W))))]) / 3.0f);
          }
          for (int32_t blurx_x = blurx_x_aligned; blurx_x < blurx_x_end; blurx_x++) {
            blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y + 1))) * ((int64_t)(blurx_x_extent))))] = (((in[(((int64_t)((blurx_x - 1))) + (((int64_t)(blurx_y)) * ((int64_t)(W))))] + in[(((int64_t)(blurx_x)) + (((int64_t)(blurx_y)) * ((int64_t)(W))))]) + in[(((int64_t)((blurx_x + 1))) + (((int64_t)(blurx_y)) * ((int64_t)(W))))]) / 3.0f);
          }
        }
        {
          const int32_t blurx_x_end = blurx_x_steady_end + (blurx_x_extent - blurx_x_steady_end);
          for (int32_t blurx_x = blurx_x_steady_end; blurx_x < blurx_x_end; blurx_x++) {
            blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y + 1))) * ((int64_t)(blurx_x_extent))))] = (((in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32((blurx_x - 1), (W - 1)))))] + in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(blurx_x, (W - 1)))))]) + in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32((blurx_x + 1), (W - 1)))))]) / 3.0f);
          }
        }
      }
    }
    {
      const int32_t blurx_y_end = blurx_y_steady_end + ((blurx_y_extent - blurx_y_steady_end) - 1);
      for (int32_t blurx_y = blurx_y_steady_end; blurx_y < blurx_y_end; blurx_y++) {
        const int32_t blurx_x_steady_end = irc_max_i32(irc_min_i32(blurx_x_extent, (W - 1)), 1);
        blurx[(((int64_t)((blurx_y + 1))) * ((int64_t)(blurx_x_extent)))] = (((in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))] + in[(((int64_t)(irc_min_i32((W - 1), 0))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32((W - 1), 1))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))]) / 3.0f);
        {
          const int32_t blurx_x_end = 1 + (blurx_x_steady_end - 1);
          const int32_t blurx_x_aligned = (int32_t)irc_aligned_start(1, blurx_x_end, &blurx[(((int64_t)(1)) + (((int64_t)((blurx_y + 1))) * ((int64_t)(blurx_x_extent))))], sizeof(blurx[0]), ((uintptr_t)in ^ (uintptr_t)blurx), &in[(((int64_t)((1 - 1))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))], sizeof(in[0]));
          for (int32_t blurx_x = 1; blurx_x < blurx_x_aligned; blurx_x++) {
            blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y + 1))) * ((int64_t)(blurx_x_extent))))] = (((in[(((int64_t)((blurx_x - 1))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))] + in[(((int64_t)(blurx_x)) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)((blurx_x + 1))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))]) / 3.0f);
          }
          for (int32_t blurx_x = blurx_x_aligned; blurx_x < blurx_x_end; blurx_x++) {
            blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y + 1))) * ((int64_t)(blurx_x_extent))))] = (((in[(((int64_t)((blurx_x - 1))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))] + in[(((int64_t)(blurx_x)) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)((blurx_x + 1))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))]) / 3.0f);
          }
        }
        {
          const int32_t blurx_x_end = blurx_x_steady_end + (blurx_x_extent - blurx_x_steady_end);
          for (int32_t blurx_x = blurx_x_steady_end; blurx_x < blurx_x_end; blurx_x++) {
            blurx[(((int64_t)(blurx_x)) + (((int64_t)((blurx_y + 1))) * ((int64_t)(blurx_x_extent))))] = (((in[(((int64_t)(irc_min_i32((blurx_x - 1), (W - 1)))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))] + in[(((int64_t)(irc_min_i32(blurx_x, (W - 1)))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32((blurx_x + 1), (W - 1)))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))]) / 3.0f);
          }
        }
      }
    }
    /* produce blur: blur_sharpen.dsl:7 */
    if (!((H >= 64))) return 1;
    if (!((W >= 64))) return 2;
    {
      const int32_t blur_yo_end = 0 + ((H + 63) >> 6);
      for (int32_t blur_yo = 0; blur_yo < blur_yo_end; blur_yo++) {
        const int32_t blur_xo_steady_min = irc_min_i32(((W + 63) >> 6), 0);
        const int32_t blur_xo_steady_end = irc_min_i32(irc_max_i32((((W - 64) >> 6) + 1), blur_xo_steady_min), ((W + 63) >> 6));
        {
          const int32_t blur_xo_end = 0 + blur_xo_steady_min;
          for (int32_t blur_xo = 0; blur_xo < blur_xo_end; blur_xo++) {
            {
              const int32_t blur_yi_end = 0 + 64;
              for (int32_t blur_yi = 0; blur_yi < blur_yi_end; blur_yi++) {
                const int32_t blur_y = (blur_yi + irc_max_i32(irc_min_i32((blur_yo * 64), (H - 64)), 0));
                {
                  const int32_t blur_xi_end = 0 + 64;
                  const int32_t blur_xi_aligned = (int32_t)irc_aligned_start(0, blur_xi_end, &blur[(((int64_t)(0)) + (((int64_t)(blur_y)) * ((int64_t)(W))))], sizeof(blur[0]), ((uintptr_t)blurx ^ (uintptr_t)blur), &blurx[(((int64_t)(0)) + (((int64_t)(blur_y)) * ((int64_t)(blurx_x_extent))))], sizeof(blurx[0]));
                  for (int32_t blur_xi = 0; blur_xi < blur_xi_aligned; blur_xi++) {
                    blur[(((int64_t)(blur_xi)) + (((int64_t)(blur_y)) * ((int64_t)(W))))] = (((blurx[(((int64_t)(blur_xi)) + (((int64_t)(blur_y)) * ((int64_t)(blurx_x_extent))))] + blurx[(((int64_t)(blur_xi)) + (((int64_t)((blur_y + 1))) * ((int64_t)(blurx_x_extent))))]) + blurx[(((int64_t)(blur_xi)) + (((int64_t)((blur_y + 2))) * ((int64_t)(blurx_x_extent))))]) / 3.0f);
                  }
                  for (int32_t blur_xi = blur_xi_aligned; blur_xi < blur_xi_end; blur_xi++) {
                    blur[(((int64_t)(blur_xi)) + (((int64_t)(blur_y)) * ((int64_t)(W))))] = (((blurx[(((int64_t)(blur_xi)) + (((int64_t)(blur_y)) * ((int64_t)(blurx_x_extent))))] + blurx[(((int64_t)(blur_xi)) + (((int64_t)((blur_y + 1))) * ((int64_t)(blurx_x_extent))))]) + blurx[(((int64_t)(blur_xi)) + (((int64_t)((blur_y + 2))) * ((int64_t)(blurx_x_extent))))]) / 3.0f);
                  }
                }
              }
            }
          }
        }
        {
          const int32_t blur_xo_end = blur_xo_steady_min + (blur_xo_steady_end - blur_xo_steady_min);
          for (int32_t blur_xo = blur_xo_steady_min; blur_xo < blur_xo_end; blur_xo++) {
            {
              const int32_t blur_yi_end = 0 + 64;
              for (int32_t blur_yi = 0; blur_yi < blur_yi_end; blur_yi++) {
                const int32_t blur_y = (blur_yi + irc_max_i32(irc_min_i32((blur_yo * 64), (H - 64)), 0));
                {
                  const int32_t blur_xi_end = 0 + 64;
                  for (int32_t blur_xi = 0; blur_xi < blur_xi_end; blur_xi++) {
                    const int32_t blur_x = (blur_xi + (blur_xo * 64));
                    blur[(((int64_t)(blur_x)) + (((int64_t)(blur_y)) * ((int64_t)(W))))] = (((blurx[(((int64_t)(blur_x)) + (((int64_t)(blur_y)) * ((int64_t)(blurx_x_extent))))] + blurx[(((int64_t)(blur_x)) + (((int64_t)((blur_y + 1))) * ((int64_t)(blurx_x_extent))))]) + blurx[(((int64_t)(blur_x)) + (((int64_t)((blur_y + 2))) * ((int64_t)(blurx_x_extent))))]) / 3.0f);
                  }
                }
              }
            }
          }
        }
        {
          const int32_t blur_xo_end = blur_xo_steady_end + (((W + 63) >> 6) - blur_xo_steady_end);
          for (int32_t blur_xo = blur_xo_steady_end; blur_xo < blur_xo_end; blur_xo++) {
            {
              const int32_t blur_yi_end = 0 + 64;
              for (int32_t blur_yi = 0; blur_yi < blur_yi_end; blur_yi++) {
                const int32_t blur_y = (blur_yi + irc_max_i32(irc_min_i32((blur_yo * 64), (H - 64)), 0));
                {
                  const int32_t blur_xi_end = 0 + 64;
                  for (int32_t blur_xi = 0; blur_xi < blur_xi_end; blur_xi++) {
                    const int32_t blur_x = (blur_xi + irc_max_i32(irc_min_i32((blur_xo * 64), (W - 64)), 0));
                    blur[(((int64_t)(blur_x)) + (((int64_t)(blur_y)) * ((int64_t)(W))))] = (((blurx[(((int64_t)(blur_x)) + (((int64_t)(blur_y)) * ((int64_t)(blurx_x_extent))))] + blurx[(((int64_t)(blur_x)) + (((int64_t)((blur_y + 1))) * ((int64_t)(blurx_x_extent))))]) + blurx[(((int64_t)(blur_x)) + (((int64_t)((blur_y + 2))) * ((int64_t)(blurx_x_extent))))]) / 3.0f);
                  }
                }
              }
            }
          }
        }
      }
    }
    /* produce sharp: blur_sharpen.dsl:8 */
    if (!((H >= 64))) return 3;
    if (!((W >= 64))) return 4;
    {
      const int32_t sharp_yo_end = 0 + ((H + 63) >> 6);
      for (int32_t sharp_yo = 0; sharp_yo < sharp_yo_end; sharp_yo++) {
        {
          const int32_t sharp_xo_end = 0 + ((W + 63) >> 6);
          for (int32_t sharp_xo = 0; sharp_xo < sharp_xo_end; sharp_xo++) {
            const int32_t sharp_yi_steady_end = irc_max_i32(irc_min_i32((H - irc_max_i32(irc_min_i32((sharp_yo * 64), (H - 64)), 0)), 64), 0);
            {
              const int32_t sharp_yi_end = 0 + sharp_yi_steady_end;
              for (int32_t sharp_yi = 0; sharp_yi < sharp_yi_end; sharp_yi++) {
                const int32_t sharp_y = (irc_max_i32(irc_min_i32((sharp_yo * 64), (H - 64)), 0) + sharp_yi);
                const int32_t sharp_xi_steady_end = irc_max_i32(irc_min_i32((W - irc_max_i32(irc_min_i32((sharp_xo * 64), (W - 64)), 0)), 64), 0);
                {
                  const int32_t sharp_xi_end = 0 + sharp_xi_steady_end;
                  for (int32_t sharp_xi = 0; sharp_xi < sharp_xi_end; sharp_xi++) {
                    const int32_t sharp_x = (irc_max_i32(irc_min_i32((sharp_xo * 64), (W - 64)), 0) + sharp_xi);
                    const float sharp_cse0 = in[(((int64_t)(sharp_x)) + (((int64_t)(sharp_y)) * ((int64_t)(W))))];
                    sharp[(((int64_t)(sharp_x)) + (((int64_t)(sharp_y)) * ((int64_t)(W))))] = (sharp_cse0 + ((sharp_cse0 - blur[(((int64_t)(sharp_x)) + (((int64_t)(sharp_y)) * ((int64_t)(W))))]) * 1.5f));
                  }
                }
                {
                  const int32_t sharp_xi_end = sharp_xi_steady_end + (64 - sharp_xi_steady_end);
                  for (int32_t sharp_xi = sharp_xi_steady_end; sharp_xi < sharp_xi_end; sharp_xi++) {
                    const int32_t sharp_x = (irc_max_i32(irc_min_i32((sharp_xo * 64), (W - 64)), 0) + sharp_xi);
                    const float sharp_cse0 = in[(((int64_t)(irc_min_i32(sharp_x, (W - 1)))) + (((int64_t)(sharp_y)) * ((int64_t)(W))))];
                    sharp[(((int64_t)(sharp_x)) + (((int64_t)(sharp_y)) * ((int64_t)(W))))] = (sharp_cse0 + ((sharp_cse0 - blur[(((int64_t)(sharp_x)) + (((int64_t)(sharp_y)) * ((int64_t)(W))))]) * 1.5f));
                  }
                }
              }
            }
            {
              const int32_t sharp_yi_end = sharp_yi_steady_end + (64 - sharp_yi_steady_end);
              for (int32_t sharp_yi = sharp_yi_steady_end; sharp_yi < sharp_yi_end; sharp_yi++) {
                const int32_t sharp_y = (irc_max_i32(irc_min_i32((sharp_yo * 64), (H - 64)), 0) + sharp_yi);
                const int32_t sharp_xi_steady_end = irc_max_i32(irc_min_i32((W - irc_max_i32(irc_min_i32((sharp_xo * 64), (W - 64)), 0)), 64), 0);
                {
                  const int32_t sharp_xi_end = 0 + sharp_xi_steady_end;
                  for (int32_t sharp_xi = 0; sharp_xi < sharp_xi_end; sharp_xi++) {
                    const int32_t sharp_x = (irc_max_i32(irc_min_i32((sharp_xo * 64), (W - 64)), 0) + sharp_xi);
                    const float sharp_cse0 = in[((((int64_t)(irc_min_i32(sharp_y, (H - 1)))) * ((int64_t)(W))) + ((int64_t)(sharp_x)))];
                    sharp[(((int64_t)(sharp_x)) + (((int64_t)(sharp_y)) * ((int64_t)(W))))] = (sharp_cse0 + ((sharp_cse0 - blur[(((int64_t)(sharp_x)) + (((int64_t)(sharp_y)) * ((int64_t)(W))))]) * 1.5f));
                  }
                }
                {
                  const int32_t sharp_xi_end = sharp_xi_steady_end + (64 - sharp_xi_steady_end);
                  for (int32_t sharp_xi = sharp_xi_steady_end; sharp_xi < sharp_xi_end; sharp_xi++) {
                    const int32_t sharp_x = (irc_max_i32(irc_min_i32((sharp_xo * 64), (W - 64)), 0) + sharp_xi);
                    const float sharp_cse0 = in[(((int64_t)(irc_min_i32(sharp_x, (W - 1)))) + (((int64_t)(irc_min_i32(sharp_y, (H - 1)))) * ((int64_t)(W))))];
                    sharp[(((int64_t)(sharp_x)) + (((int64_t)(sharp_y)) * ((int64_t)(W))))] = (sharp_cse0 + ((sharp_cse0 - blur[(((int64_t)(sharp_x)) + (((int64_t)(sharp_y)) * ((int64_t)(W))))]) * 1.5f));
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  return 0;
}
