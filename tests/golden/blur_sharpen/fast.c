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
/* any divisor: x / 0 = x % 0 = 0 (as Halide), INT_MIN / -1 wraps to INT_MIN; never a trap */
#define IRC_DEFINE_INT_ANY(T, U, S) \
  IRC_FN T irc_divz_##S(T a, T b) { \
    T q = irc_div_##S(a, (b == 0) | (b == -1) ? (T)1 : b); \
    return b == 0 ? (T)0 : b == -1 ? (T)((U)0 - (U)a) : q; } \
  IRC_FN T irc_modz_##S(T a, T b) { return irc_mod_##S(a, (b == 0) | (b == -1) ? (T)1 : b); }
IRC_DEFINE_INT_ANY(int32_t, uint32_t, i32)
IRC_DEFINE_INT_ANY(int64_t, uint64_t, i64)
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

static __attribute__((noinline)) void irc_blur_sharpen_region0(const float *restrict in, float *restrict blur, int32_t W, int32_t H) {
  {
    const int32_t blur_t_end = 0 + (((H + 31) >> 5) * ((W + 255) >> 8));
    #pragma omp for schedule(static)
    for (int32_t blur_t = 0; blur_t < blur_t_end; blur_t++) {
      const int32_t blurx_y_min = (irc_max_i32(irc_min_i32((irc_max_i32(irc_min_i32(irc_divz_i32(blur_t, ((W + 255) >> 8)), (((H + 31) >> 5) - 1)), 0) * 32), (H - 32)), 0) - 1);
      const int32_t blurx_x_min = irc_max_i32(irc_min_i32((irc_max_i32(irc_min_i32(irc_modz_i32(blur_t, ((W + 255) >> 8)), (((W + 255) >> 8) - 1)), 0) * 256), (W - 256)), 0);
      {
        _Alignas(64) float blurx[8704];
        /* produce blurx: blur_sharpen.dsl:6 */
        const int32_t blurx_y_steady_min = irc_max_i32(blurx_y_min, 0);
        const int32_t blurx_y_steady_end = irc_min_i32(irc_max_i32(irc_min_i32((blurx_y_min + 34), H), blurx_y_steady_min), (blurx_y_min + 34));
        {
          const int32_t blurx_y_end = blurx_y_min + (blurx_y_steady_min - blurx_y_min);
          for (int32_t blurx_y = blurx_y_min; blurx_y < blurx_y_end; blurx_y++) {
            const int32_t blurx_x_o_steady_min = irc_max_i32(((8 - blurx_x_min) >> 3), 0);
            const int32_t blurx_x_o_steady_end = irc_max_i32(irc_min_i32(((((W - blurx_x_min) - 9) >> 3) + 1), 32), blurx_x_o_steady_min);
            {
              const int32_t blurx_x_o_end = 0 + blurx_x_o_steady_min;
              for (int32_t blurx_x_o = 0; blurx_x_o < blurx_x_o_end; blurx_x_o++) {
                {
                  const int32_t blurx_x_v_end = 0 + 8;
                  #pragma omp simd
                  for (int32_t blurx_x_v = 0; blurx_x_v < blurx_x_v_end; blurx_x_v++) {
                    const int32_t blurx_x = (blurx_x_min + blurx_x_v);
                    blurx[(((blurx_x + (blurx_y * 256)) - blurx_x_min) - (blurx_y_min * 256))] = (((in[(((int64_t)(irc_min_i32(irc_max_i32((blurx_x - 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))] + in[(((int64_t)(irc_min_i32(blurx_x, (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32((blurx_x + 1), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))]) / 3.0f);
                  }
                }
              }
            }
            {
              const int32_t blurx_x_t_end = (blurx_x_o_steady_min * 8) + ((blurx_x_o_steady_end * 8) - (blurx_x_o_steady_min * 8));
              #pragma omp simd simdlen(16)
              for (int32_t blurx_x_t = (blurx_x_o_steady_min * 8); blurx_x_t < blurx_x_t_end; blurx_x_t++) {
                const int32_t blurx_x = (blurx_x_min + blurx_x_t);
                blurx[(((blurx_x + (blurx_y * 256)) - blurx_x_min) - (blurx_y_min * 256))] = (((in[(((int64_t)((blurx_x - 1))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))] + in[(((int64_t)(blurx_x)) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)((blurx_x + 1))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))]) / 3.0f);
              }
            }
            {
              const int32_t blurx_x_o_end = blurx_x_o_steady_end + (32 - blurx_x_o_steady_end);
              for (int32_t blurx_x_o = blurx_x_o_steady_end; blurx_x_o < blurx_x_o_end; blurx_x_o++) {
                {
                  const int32_t blurx_x_v_end = 0 + 8;
                  #pragma omp simd
                  for (int32_t blurx_x_v = 0; blurx_x_v < blurx_x_v_end; blurx_x_v++) {
                    const int32_t blurx_x = ((blurx_x_min + (blurx_x_o * 8)) + blurx_x_v);
                    blurx[(((blurx_x + (blurx_y * 256)) - blurx_x_min) - (blurx_y_min * 256))] = (((in[(((int64_t)(irc_min_i32(irc_max_i32((blurx_x - 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))] + in[(((int64_t)(irc_min_i32(blurx_x, (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32((blurx_x + 1), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(blurx_y, 0), (H - 1)))) * ((int64_t)(W))))]) / 3.0f);
                  }
                }
              }
            }
          }
        }
        {
          const int32_t blurx_y_end = blurx_y_steady_min + (blurx_y_steady_end - blurx_y_steady_min);
          for (int32_t blurx_y = blurx_y_steady_min; blurx_y < blurx_y_end; blurx_y++) {
            const int32_t blurx_x_o_steady_min = irc_max_i32(((8 - blurx_x_min) >> 3), 0);
            const int32_t blurx_x_o_steady_end = irc_max_i32(irc_min_i32(((((W - blurx_x_min) - 9) >> 3) + 1), 32), blurx_x_o_steady_min);
            {
              const int32_t blurx_x_o_end = 0 + blurx_x_o_steady_min;
              for (int32_t blurx_x_o = 0; blurx_x_o < blurx_x_o_end; blurx_x_o++) {
                {
                  const int32_t blurx_x_v_end = 0 + 8;
                  #pragma omp simd
                  for (int32_t blurx_x_v = 0; blurx_x_v < blurx_x_v_end; blurx_x_v++) {
                    const int32_t blurx_x = (blurx_x_min + blurx_x_v);
                    blurx[(((blurx_x + (blurx_y * 256)) - blurx_x_min) - (blurx_y_min * 256))] = (((in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(irc_max_i32((blurx_x - 1), 0), (W - 1)))))] + in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(blurx_x, (W - 1)))))]) + in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32((blurx_x + 1), (W - 1)))))]) / 3.0f);
                  }
                }
              }
            }
            {
              const int32_t blurx_x_t_end = (blurx_x_o_steady_min * 8) + ((blurx_x_o_steady_end * 8) - (blurx_x_o_steady_min * 8));
              #pragma omp simd simdlen(16)
              for (int32_t blurx_x_t = (blurx_x_o_steady_min * 8); blurx_x_t < blurx_x_t_end; blurx_x_t++) {
                const int32_t blurx_x = (blurx_x_min + blurx_x_t);
                blurx[(((blurx_x + (blurx_y * 256)) - blurx_x_min) - (blurx_y_min * 256))] = (((in[(((int64_t)((blurx_x - 1))) + (((int64_t)(blurx_y)) * ((int64_t)(W))))] + in[(((int64_t)(blurx_x)) + (((int64_t)(blurx_y)) * ((int64_t)(W))))]) + in[(((int64_t)((blurx_x + 1))) + (((int64_t)(blurx_y)) * ((int64_t)(W))))]) / 3.0f);
              }
            }
            {
              const int32_t blurx_x_o_end = blurx_x_o_steady_end + (32 - blurx_x_o_steady_end);
              for (int32_t blurx_x_o = blurx_x_o_steady_end; blurx_x_o < blurx_x_o_end; blurx_x_o++) {
                {
                  const int32_t blurx_x_v_end = 0 + 8;
                  #pragma omp simd
                  for (int32_t blurx_x_v = 0; blurx_x_v < blurx_x_v_end; blurx_x_v++) {
                    const int32_t blurx_x = ((blurx_x_min + (blurx_x_o * 8)) + blurx_x_v);
                    blurx[(((blurx_x + (blurx_y * 256)) - blurx_x_min) - (blurx_y_min * 256))] = (((in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(irc_max_i32((blurx_x - 1), 0), (W - 1)))))] + in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(blurx_x, (W - 1)))))]) + in[((((int64_t)(blurx_y)) * ((int64_t)(W))) + ((int64_t)(irc_min_i32((blurx_x + 1), (W - 1)))))]) / 3.0f);
                  }
                }
              }
            }
          }
        }
        {
          const int32_t blurx_y_end = blurx_y_steady_end + ((blurx_y_min - blurx_y_steady_end) + 34);
          for (int32_t blurx_y = blurx_y_steady_end; blurx_y < blurx_y_end; blurx_y++) {
            const int32_t blurx_x_o_steady_min = irc_max_i32(((8 - blurx_x_min) >> 3), 0);
            const int32_t blurx_x_o_steady_end = irc_max_i32(irc_min_i32(((((W - blurx_x_min) - 9) >> 3) + 1), 32), blurx_x_o_steady_min);
            {
              const int32_t blurx_x_o_end = 0 + blurx_x_o_steady_min;
              for (int32_t blurx_x_o = 0; blurx_x_o < blurx_x_o_end; blurx_x_o++) {
                {
                  const int32_t blurx_x_v_end = 0 + 8;
                  #pragma omp simd
                  for (int32_t blurx_x_v = 0; blurx_x_v < blurx_x_v_end; blurx_x_v++) {
                    const int32_t blurx_x = (blurx_x_min + blurx_x_v);
                    blurx[(((blurx_x + (blurx_y * 256)) - blurx_x_min) - (blurx_y_min * 256))] = (((in[((((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(irc_max_i32((blurx_x - 1), 0), (W - 1)))))] + in[(((int64_t)(irc_min_i32(blurx_x, (W - 1)))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32((blurx_x + 1), (W - 1)))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))]) / 3.0f);
                  }
                }
              }
            }
            {
              const int32_t blurx_x_t_end = (blurx_x_o_steady_min * 8) + ((blurx_x_o_steady_end * 8) - (blurx_x_o_steady_min * 8));
              #pragma omp simd simdlen(16)
              for (int32_t blurx_x_t = (blurx_x_o_steady_min * 8); blurx_x_t < blurx_x_t_end; blurx_x_t++) {
                const int32_t blurx_x = (blurx_x_min + blurx_x_t);
                blurx[(((blurx_x + (blurx_y * 256)) - blurx_x_min) - (blurx_y_min * 256))] = (((in[(((int64_t)((blurx_x - 1))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))] + in[(((int64_t)(blurx_x)) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)((blurx_x + 1))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))]) / 3.0f);
              }
            }
            {
              const int32_t blurx_x_o_end = blurx_x_o_steady_end + (32 - blurx_x_o_steady_end);
              for (int32_t blurx_x_o = blurx_x_o_steady_end; blurx_x_o < blurx_x_o_end; blurx_x_o++) {
                {
                  const int32_t blurx_x_v_end = 0 + 8;
                  #pragma omp simd
                  for (int32_t blurx_x_v = 0; blurx_x_v < blurx_x_v_end; blurx_x_v++) {
                    const int32_t blurx_x = ((blurx_x_min + (blurx_x_o * 8)) + blurx_x_v);
                    blurx[(((blurx_x + (blurx_y * 256)) - blurx_x_min) - (blurx_y_min * 256))] = (((in[((((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(irc_max_i32((blurx_x - 1), 0), (W - 1)))))] + in[(((int64_t)(irc_min_i32(blurx_x, (W - 1)))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32((blurx_x + 1), (W - 1)))) + (((int64_t)(irc_min_i32(blurx_y, (H - 1)))) * ((int64_t)(W))))]) / 3.0f);
                  }
                }
              }
            }
          }
        }
        const int32_t blur_xo = irc_max_i32(irc_min_i32(irc_modz_i32(blur_t, ((W + 255) >> 8)), (((W + 255) >> 8) - 1)), 0);
        const int32_t blur_yo = irc_max_i32(irc_min_i32(irc_divz_i32(blur_t, ((W + 255) >> 8)), (((H + 31) >> 5) - 1)), 0);
        {
          const int32_t blur_yi_end = 0 + 32;
          for (int32_t blur_yi = 0; blur_yi < blur_yi_end; blur_yi++) {
            const int32_t blur_y = (blur_yi + irc_max_i32(irc_min_i32((blur_yo * 32), (H - 32)), 0));
            {
              const int32_t blur_xi_t_end = 0 + 256;
              #pragma omp simd simdlen(16)
              for (int32_t blur_xi_t = 0; blur_xi_t < blur_xi_t_end; blur_xi_t++) {
                const int32_t blur_x = (blur_xi_t + irc_max_i32(irc_min_i32((blur_xo * 256), (W - 256)), 0));
                blur[(((int64_t)(blur_x)) + (((int64_t)(blur_y)) * ((int64_t)(W))))] = (((blurx[((((blur_x + (blur_y * 256)) - blurx_x_min) - (blurx_y_min * 256)) - 256)] + blurx[(((blur_x + (blur_y * 256)) - blurx_x_min) - (blurx_y_min * 256))]) + blurx[((((blur_x + (blur_y * 256)) - blurx_x_min) - (blurx_y_min * 256)) + 256)]) / 3.0f);
              }
            }
          }
        }
      }
    }
  }
}

static __attribute__((noinline)) void irc_blur_sharpen_region1(const float *restrict in, float *restrict blur, float *restrict sharp, int32_t W, int32_t H, int32_t sharp_y_steady_min) {
  {
    const int32_t sharp_y_end = 0 + sharp_y_steady_min;
    #pragma omp for schedule(static)
    for (int32_t sharp_y = 0; sharp_y < sharp_y_end; sharp_y++) {
      const int32_t sharp_x_o_steady_min = irc_min_i32(((W + 7) >> 3), 0);
      const int32_t sharp_x_o_steady_end = irc_min_i32(irc_max_i32((((W - 8) >> 3) + 1), sharp_x_o_steady_min), ((W + 7) >> 3));
      {
        const int32_t sharp_x_o_end = 0 + sharp_x_o_steady_min;
        for (int32_t sharp_x_o = 0; sharp_x_o < sharp_x_o_end; sharp_x_o++) {
          {
            const int32_t sharp_x_v_end = 0 + 8;
            #pragma omp simd
            for (int32_t sharp_x_v = 0; sharp_x_v < sharp_x_v_end; sharp_x_v++) {
              const float sharp_cse0 = in[((((int64_t)(irc_min_i32((H - 1), 0))) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(sharp_x_v, (W - 1)))))];
              sharp[(((int64_t)(sharp_x_v)) + (((int64_t)(sharp_y)) * ((int64_t)(W))))] = (sharp_cse0 + ((sharp_cse0 - blur[(((int64_t)(sharp_x_v)) + (((int64_t)(sharp_y)) * ((int64_t)(W))))]) * 1.5f));
            }
          }
        }
      }
      {
        const int32_t sharp_x_t_end = (sharp_x_o_steady_min * 8) + ((sharp_x_o_steady_end * 8) - (sharp_x_o_steady_min * 8));
        const int32_t sharp_x_t_aligned = (int32_t)irc_aligned_start((sharp_x_o_steady_min * 8), sharp_x_t_end, &sharp[(((int64_t)((sharp_x_o_steady_min * 8))) + (((int64_t)(sharp_y)) * ((int64_t)(W))))], sizeof(sharp[0]), ((uintptr_t)blur ^ (uintptr_t)sharp) | ((uintptr_t)in ^ (uintptr_t)sharp), NULL, 0);
        for (int32_t sharp_x_t = (sharp_x_o_steady_min * 8); sharp_x_t < sharp_x_t_aligned; sharp_x_t++) {
          const float sharp_cse0 = in[((((int64_t)(irc_min_i32((H - 1), 0))) * ((int64_t)(W))) + ((int64_t)(sharp_x_t)))];
          sharp[(((int64_t)(sharp_x_t)) + (((int64_t)(sharp_y)) * ((int64_t)(W))))] = (sharp_cse0 + ((sharp_cse0 - blur[(((int64_t)(sharp_x_t)) + (((int64_t)(sharp_y)) * ((int64_t)(W))))]) * 1.5f));
        }
        #pragma omp simd simdlen(16)
        for (int32_t sharp_x_t = sharp_x_t_aligned; sharp_x_t < sharp_x_t_end; sharp_x_t++) {
          const float sharp_cse0 = in[((((int64_t)(irc_min_i32((H - 1), 0))) * ((int64_t)(W))) + ((int64_t)(sharp_x_t)))];
          sharp[(((int64_t)(sharp_x_t)) + (((int64_t)(sharp_y)) * ((int64_t)(W))))] = (sharp_cse0 + ((sharp_cse0 - blur[(((int64_t)(sharp_x_t)) + (((int64_t)(sharp_y)) * ((int64_t)(W))))]) * 1.5f));
        }
      }
      {
        const int32_t sharp_x_o_end = sharp_x_o_steady_end + (((W + 7) >> 3) - sharp_x_o_steady_end);
        for (int32_t sharp_x_o = sharp_x_o_steady_end; sharp_x_o < sharp_x_o_end; sharp_x_o++) {
          {
            const int32_t sharp_x_v_end = 0 + 8;
            #pragma omp simd
            for (int32_t sharp_x_v = 0; sharp_x_v < sharp_x_v_end; sharp_x_v++) {
              const int32_t sharp_x = (irc_max_i32(irc_min_i32((sharp_x_o * 8), (W - 8)), 0) + sharp_x_v);
              const float sharp_cse0 = in[((((int64_t)(irc_min_i32((H - 1), 0))) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(sharp_x, (W - 1)))))];
              sharp[(((int64_t)(sharp_x)) + (((int64_t)(sharp_y)) * ((int64_t)(W))))] = (sharp_cse0 + ((sharp_cse0 - blur[(((int64_t)(sharp_x)) + (((int64_t)(sharp_y)) * ((int64_t)(W))))]) * 1.5f));
            }
          }
        }
      }
    }
  }
}

static __attribute__((noinline)) void irc_blur_sharpen_region2(const float *restrict in, float *restrict blur, float *restrict sharp, int32_t W, int32_t H, int32_t sharp_y_steady_min) {
  {
    const int32_t sharp_y_end = sharp_y_steady_min + (H - sharp_y_steady_min);
    #pragma omp for schedule(static)
    for (int32_t sharp_y = sharp_y_steady_min; sharp_y < sharp_y_end; sharp_y++) {
      const int32_t sharp_x_o_steady_min = irc_min_i32(((W + 7) >> 3), 0);
      const int32_t sharp_x_o_steady_end = irc_min_i32(irc_max_i32((((W - 8) >> 3) + 1), sharp_x_o_steady_min), ((W + 7) >> 3));
      {
        const int32_t sharp_x_o_end = 0 + sharp_x_o_steady_min;
        for (int32_t sharp_x_o = 0; sharp_x_o < sharp_x_o_end; sharp_x_o++) {
          {
            const int32_t sharp_x_v_end = 0 + 8;
            #pragma omp simd
            for (int32_t sharp_x_v = 0; sharp_x_v < sharp_x_v_end; sharp_x_v++) {
              const float sharp_cse0 = in[(((int64_t)(irc_min_i32(sharp_x_v, (W - 1)))) + (((int64_t)(sharp_y)) * ((int64_t)(W))))];
              sharp[(((int64_t)(sharp_x_v)) + (((int64_t)(sharp_y)) * ((int64_t)(W))))] = (sharp_cse0 + ((sharp_cse0 - blur[(((int64_t)(sharp_x_v)) + (((int64_t)(sharp_y)) * ((int64_t)(W))))]) * 1.5f));
            }
          }
        }
      }
      {
        const int32_t sharp_x_t_end = (sharp_x_o_steady_min * 8) + ((sharp_x_o_steady_end * 8) - (sharp_x_o_steady_min * 8));
        const int32_t sharp_x_t_aligned = (int32_t)irc_aligned_start((sharp_x_o_steady_min * 8), sharp_x_t_end, &sharp[(((int64_t)((sharp_x_o_steady_min * 8))) + (((int64_t)(sharp_y)) * ((int64_t)(W))))], sizeof(sharp[0]), ((uintptr_t)blur ^ (uintptr_t)sharp) | ((uintptr_t)in ^ (uintptr_t)sharp), NULL, 0);
        for (int32_t sharp_x_t = (sharp_x_o_steady_min * 8); sharp_x_t < sharp_x_t_aligned; sharp_x_t++) {
          const float sharp_cse0 = in[(((int64_t)(sharp_x_t)) + (((int64_t)(sharp_y)) * ((int64_t)(W))))];
          sharp[(((int64_t)(sharp_x_t)) + (((int64_t)(sharp_y)) * ((int64_t)(W))))] = (sharp_cse0 + ((sharp_cse0 - blur[(((int64_t)(sharp_x_t)) + (((int64_t)(sharp_y)) * ((int64_t)(W))))]) * 1.5f));
        }
        #pragma omp simd simdlen(16)
        for (int32_t sharp_x_t = sharp_x_t_aligned; sharp_x_t < sharp_x_t_end; sharp_x_t++) {
          const float sharp_cse0 = in[(((int64_t)(sharp_x_t)) + (((int64_t)(sharp_y)) * ((int64_t)(W))))];
          sharp[(((int64_t)(sharp_x_t)) + (((int64_t)(sharp_y)) * ((int64_t)(W))))] = (sharp_cse0 + ((sharp_cse0 - blur[(((int64_t)(sharp_x_t)) + (((int64_t)(sharp_y)) * ((int64_t)(W))))]) * 1.5f));
        }
      }
      {
        const int32_t sharp_x_o_end = sharp_x_o_steady_end + (((W + 7) >> 3) - sharp_x_o_steady_end);
        for (int32_t sharp_x_o = sharp_x_o_steady_end; sharp_x_o < sharp_x_o_end; sharp_x_o++) {
          {
            const int32_t sharp_x_v_end = 0 + 8;
            #pragma omp simd
            for (int32_t sharp_x_v = 0; sharp_x_v < sharp_x_v_end; sharp_x_v++) {
              const int32_t sharp_x = (irc_max_i32(irc_min_i32((sharp_x_o * 8), (W - 8)), 0) + sharp_x_v);
              const float sharp_cse0 = in[(((int64_t)(irc_min_i32(sharp_x, (W - 1)))) + (((int64_t)(sharp_y)) * ((int64_t)(W))))];
              sharp[(((int64_t)(sharp_x)) + (((int64_t)(sharp_y)) * ((int64_t)(W))))] = (sharp_cse0 + ((sharp_cse0 - blur[(((int64_t)(sharp_x)) + (((int64_t)(sharp_y)) * ((int64_t)(W))))]) * 1.5f));
            }
          }
        }
      }
    }
  }
}

int irc_blur_sharpen(const float *restrict in, float *restrict blur, float *restrict sharp, int32_t W, int32_t H) {
  /* produce blur: blur_sharpen.dsl:7 */
  if (!((H >= 32))) return 1;
  if (!((W >= 256))) return 2;
  #pragma omp parallel
  irc_blur_sharpen_region0(in, blur, W, H);
  /* produce sharp: blur_sharpen.dsl:8 */
  if (!((W >= 8))) return 3;
  const int32_t sharp_y_steady_min = irc_min_i32(H, 0);
  #pragma omp parallel
  irc_blur_sharpen_region1(in, blur, sharp, W, H, sharp_y_steady_min);
  #pragma omp parallel
  irc_blur_sharpen_region2(in, blur, sharp, W, H, sharp_y_steady_min);
  return 0;
}
