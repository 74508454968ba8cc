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

static __attribute__((noinline)) void irc_blur_region0(const float *restrict in, float *restrict blury, int32_t W, int32_t H) {
  {
    const int32_t blury_yo_end = 0 + ((H + 31) >> 5);
    #pragma omp for schedule(static)
    for (int32_t blury_yo = 0; blury_yo < blury_yo_end; blury_yo++) {
      {
        const int32_t blury_xo_end = 0 + ((W + 255) >> 8);
        for (int32_t blury_xo = 0; blury_xo < blury_xo_end; blury_xo++) {
          const int32_t blurx_y_min = (irc_max_i32(irc_min_i32((blury_yo * 32), (H - 32)), 0) - 1);
          const int32_t blurx_x_min = irc_max_i32(irc_min_i32((blury_xo * 256), (W - 256)), 0);
          {
            _Alignas(64) float blurx[8704];
            /* produce blurx: blur.dsl:5 */
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
            {
              const int32_t blury_yi_end = 0 + 32;
              for (int32_t blury_yi = 0; blury_yi < blury_yi_end; blury_yi++) {
                const int32_t blury_y = (blury_yi + irc_max_i32(irc_min_i32((blury_yo * 32), (H - 32)), 0));
                {
                  const int32_t blury_xi_t_end = 0 + 256;
                  #pragma omp simd simdlen(16)
                  for (int32_t blury_xi_t = 0; blury_xi_t < blury_xi_t_end; blury_xi_t++) {
                    const int32_t blury_x = (blury_xi_t + irc_max_i32(irc_min_i32((blury_xo * 256), (W - 256)), 0));
                    blury[(((int64_t)(blury_x)) + (((int64_t)(blury_y)) * ((int64_t)(W))))] = (((blurx[((((blury_x + (blury_y * 256)) - blurx_x_min) - (blurx_y_min * 256)) - 256)] + blurx[(((blury_x + (blury_y * 256)) - blurx_x_min) - (blurx_y_min * 256))]) + blurx[((((blury_x + (blury_y * 256)) - blurx_x_min) - (blurx_y_min * 256)) + 256)]) / 3.0f);
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}

int irc_blur(const float *restrict in, float *restrict blury, int32_t W, int32_t H) {
  /* produce blury: blur.dsl:6 */
  if (!((H >= 32))) return 1;
  if (!((W >= 256))) return 2;
  #pragma omp parallel
  irc_blur_region0(in, blury, W, H);
  return 0;
}
