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

static __attribute__((noinline)) void irc_box_chain_region0(const float *restrict in, float *restrict s3, int32_t W, int32_t H) {
  {
    const int32_t s3_yo_end = 0 + ((H + 31) >> 5);
    #pragma omp for schedule(static)
    for (int32_t s3_yo = 0; s3_yo < s3_yo_end; s3_yo++) {
      {
        const int32_t s3_xo_end = 0 + ((W + 127) >> 7);
        for (int32_t s3_xo = 0; s3_xo < s3_xo_end; s3_xo++) {
          const int32_t s2_y_min = (irc_max_i32(irc_min_i32((s3_yo * 32), (H - 32)), 0) - 1);
          const int32_t s2_x_min = (irc_max_i32(irc_min_i32((s3_xo * 128), (W - 128)), 0) - 1);
          const int32_t s1_y_min = (s2_y_min - 1);
          const int32_t s1_x_min = (s2_x_min - 1);
          {
            _Alignas(64) float s1[4752];
            /* produce s1: box_chain.dsl:8 */
            const int32_t s1_y_steady_min = irc_max_i32(s1_y_min, 1);
            const int32_t s1_y_steady_end = irc_min_i32(irc_max_i32(irc_min_i32((s1_y_min + 36), (H - 1)), s1_y_steady_min), (s1_y_min + 36));
            {
              const int32_t s1_y_end = s1_y_min + (s1_y_steady_min - s1_y_min);
              for (int32_t s1_y = s1_y_min; s1_y < s1_y_end; s1_y++) {
                const int32_t s1_x_o_steady_min = irc_max_i32(((8 - s1_x_min) >> 3), 0);
                const int32_t s1_x_o_steady_end = irc_max_i32(irc_min_i32(((((W - s1_x_min) - 9) >> 3) + 1), 16), s1_x_o_steady_min);
                {
                  const int32_t s1_x_o_end = 0 + s1_x_o_steady_min;
                  for (int32_t s1_x_o = 0; s1_x_o < s1_x_o_end; s1_x_o++) {
                    {
                      const int32_t s1_x_v_end = 0 + 8;
                      #pragma omp simd
                      for (int32_t s1_x_v = 0; s1_x_v < s1_x_v_end; s1_x_v++) {
                        const int32_t s1_x = (s1_x_min + s1_x_v);
                        s1[(((s1_x + (s1_y * 132)) - s1_x_min) - (s1_y_min * 132))] = (((((((((in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x - 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))))] + in[(((int64_t)(irc_min_i32(irc_max_i32(s1_x, 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x - 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32(s1_x, 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x - 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y + 1), 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32(s1_x, 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y + 1), 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y + 1), 0), (H - 1)))) * ((int64_t)(W))))]) / 9.0f);
                      }
                    }
                  }
                }
                {
                  const int32_t s1_x_t_end = (s1_x_o_steady_min * 8) + ((s1_x_o_steady_end * 8) - (s1_x_o_steady_min * 8));
                  #pragma omp simd simdlen(16)
                  for (int32_t s1_x_t = (s1_x_o_steady_min * 8); s1_x_t < s1_x_t_end; s1_x_t++) {
                    const int32_t s1_x = (s1_x_min + s1_x_t);
                    s1[(((s1_x + (s1_y * 132)) - s1_x_min) - (s1_y_min * 132))] = (((((((((in[((((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x - 1))))] + in[((((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)(s1_x)))]) + in[((((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x + 1))))]) + in[((((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x - 1))))]) + in[((((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)(s1_x)))]) + in[((((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x + 1))))]) + in[((((int64_t)(irc_min_i32(irc_max_i32((s1_y + 1), 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x - 1))))]) + in[((((int64_t)(irc_min_i32(irc_max_i32((s1_y + 1), 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)(s1_x)))]) + in[((((int64_t)(irc_min_i32(irc_max_i32((s1_y + 1), 0), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x + 1))))]) / 9.0f);
                  }
                }
                {
                  const int32_t s1_x_o_end = s1_x_o_steady_end + (17 - s1_x_o_steady_end);
                  for (int32_t s1_x_o = s1_x_o_steady_end; s1_x_o < s1_x_o_end; s1_x_o++) {
                    {
                      const int32_t s1_x_v_end = 0 + 8;
                      #pragma omp simd
                      for (int32_t s1_x_v = 0; s1_x_v < s1_x_v_end; s1_x_v++) {
                        const int32_t s1_x = ((irc_min_i32((s1_x_o * 8), 124) + s1_x_min) + s1_x_v);
                        s1[(((s1_x + (s1_y * 132)) - s1_x_min) - (s1_y_min * 132))] = (((((((((in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x - 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))))] + in[(((int64_t)(irc_min_i32(irc_max_i32(s1_x, 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y - 1), 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x - 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32(s1_x, 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32(s1_y, 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x - 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y + 1), 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32(s1_x, 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y + 1), 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((s1_y + 1), 0), (H - 1)))) * ((int64_t)(W))))]) / 9.0f);
                      }
                    }
                  }
                }
              }
            }
            {
              const int32_t s1_y_end = s1_y_steady_min + (s1_y_steady_end - s1_y_steady_min);
              for (int32_t s1_y = s1_y_steady_min; s1_y < s1_y_end; s1_y++) {
                const int32_t s1_x_o_steady_min = irc_max_i32(((8 - s1_x_min) >> 3), 0);
                const int32_t s1_x_o_steady_end = irc_max_i32(irc_min_i32(((((W - s1_x_min) - 9) >> 3) + 1), 16), s1_x_o_steady_min);
                {
                  const int32_t s1_x_o_end = 0 + s1_x_o_steady_min;
                  for (int32_t s1_x_o = 0; s1_x_o < s1_x_o_end; s1_x_o++) {
                    {
                      const int32_t s1_x_v_end = 0 + 8;
                      #pragma omp simd
                      for (int32_t s1_x_v = 0; s1_x_v < s1_x_v_end; s1_x_v++) {
                        const int32_t s1_x = (s1_x_min + s1_x_v);
                        s1[(((s1_x + (s1_y * 132)) - s1_x_min) - (s1_y_min * 132))] = (((((((((in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x - 1), 0), (W - 1)))) + (((int64_t)((s1_y - 1))) * ((int64_t)(W))))] + in[(((int64_t)(irc_min_i32(irc_max_i32(s1_x, 0), (W - 1)))) + (((int64_t)((s1_y - 1))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)((s1_y - 1))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x - 1), 0), (W - 1)))) + (((int64_t)(s1_y)) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32(s1_x, 0), (W - 1)))) + (((int64_t)(s1_y)) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(s1_y)) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x - 1), 0), (W - 1)))) + (((int64_t)((s1_y + 1))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32(s1_x, 0), (W - 1)))) + (((int64_t)((s1_y + 1))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)((s1_y + 1))) * ((int64_t)(W))))]) / 9.0f);
                      }
                    }
                  }
                }
                {
                  const int32_t s1_x_t_end = (s1_x_o_steady_min * 8) + ((s1_x_o_steady_end * 8) - (s1_x_o_steady_min * 8));
                  #pragma omp simd simdlen(16)
                  for (int32_t s1_x_t = (s1_x_o_steady_min * 8); s1_x_t < s1_x_t_end; s1_x_t++) {
                    const int32_t s1_x = (s1_x_min + s1_x_t);
                    s1[(((s1_x + (s1_y * 132)) - s1_x_min) - (s1_y_min * 132))] = (((((((((in[(((int64_t)((s1_x - 1))) + (((int64_t)((s1_y - 1))) * ((int64_t)(W))))] + in[(((int64_t)(s1_x)) + (((int64_t)((s1_y - 1))) * ((int64_t)(W))))]) + in[(((int64_t)((s1_x + 1))) + (((int64_t)((s1_y - 1))) * ((int64_t)(W))))]) + in[(((int64_t)((s1_x - 1))) + (((int64_t)(s1_y)) * ((int64_t)(W))))]) + in[(((int64_t)(s1_x)) + (((int64_t)(s1_y)) * ((int64_t)(W))))]) + in[(((int64_t)((s1_x + 1))) + (((int64_t)(s1_y)) * ((int64_t)(W))))]) + in[(((int64_t)((s1_x - 1))) + (((int64_t)((s1_y + 1))) * ((int64_t)(W))))]) + in[(((int64_t)(s1_x)) + (((int64_t)((s1_y + 1))) * ((int64_t)(W))))]) + in[(((int64_t)((s1_x + 1))) + (((int64_t)((s1_y + 1))) * ((int64_t)(W))))]) / 9.0f);
                  }
                }
                {
                  const int32_t s1_x_o_end = s1_x_o_steady_end + (17 - s1_x_o_steady_end);
                  for (int32_t s1_x_o = s1_x_o_steady_end; s1_x_o < s1_x_o_end; s1_x_o++) {
                    {
                      const int32_t s1_x_v_end = 0 + 8;
                      #pragma omp simd
                      for (int32_t s1_x_v = 0; s1_x_v < s1_x_v_end; s1_x_v++) {
                        const int32_t s1_x = ((irc_min_i32((s1_x_o * 8), 124) + s1_x_min) + s1_x_v);
                        s1[(((s1_x + (s1_y * 132)) - s1_x_min) - (s1_y_min * 132))] = (((((((((in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x - 1), 0), (W - 1)))) + (((int64_t)((s1_y - 1))) * ((int64_t)(W))))] + in[(((int64_t)(irc_min_i32(irc_max_i32(s1_x, 0), (W - 1)))) + (((int64_t)((s1_y - 1))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)((s1_y - 1))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x - 1), 0), (W - 1)))) + (((int64_t)(s1_y)) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32(s1_x, 0), (W - 1)))) + (((int64_t)(s1_y)) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(s1_y)) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x - 1), 0), (W - 1)))) + (((int64_t)((s1_y + 1))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32(s1_x, 0), (W - 1)))) + (((int64_t)((s1_y + 1))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)((s1_y + 1))) * ((int64_t)(W))))]) / 9.0f);
                      }
                    }
                  }
                }
              }
            }
            {
              const int32_t s1_y_end = s1_y_steady_end + ((s1_y_min - s1_y_steady_end) + 36);
              for (int32_t s1_y = s1_y_steady_end; s1_y < s1_y_end; s1_y++) {
                const int32_t s1_x_o_steady_min = irc_max_i32(((8 - s1_x_min) >> 3), 0);
                const int32_t s1_x_o_steady_end = irc_max_i32(irc_min_i32(((((W - s1_x_min) - 9) >> 3) + 1), 16), s1_x_o_steady_min);
                {
                  const int32_t s1_x_o_end = 0 + s1_x_o_steady_min;
                  for (int32_t s1_x_o = 0; s1_x_o < s1_x_o_end; s1_x_o++) {
                    {
                      const int32_t s1_x_v_end = 0 + 8;
                      #pragma omp simd
                      for (int32_t s1_x_v = 0; s1_x_v < s1_x_v_end; s1_x_v++) {
                        const int32_t s1_x = (s1_x_min + s1_x_v);
                        s1[(((s1_x + (s1_y * 132)) - s1_x_min) - (s1_y_min * 132))] = (((((((((in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x - 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32((s1_y - 1), (H - 1)))) * ((int64_t)(W))))] + in[(((int64_t)(irc_min_i32(irc_max_i32(s1_x, 0), (W - 1)))) + (((int64_t)(irc_min_i32((s1_y - 1), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32((s1_y - 1), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x - 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(s1_y, (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32(s1_x, 0), (W - 1)))) + (((int64_t)(irc_min_i32(s1_y, (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(s1_y, (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x - 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32((s1_y + 1), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32(s1_x, 0), (W - 1)))) + (((int64_t)(irc_min_i32((s1_y + 1), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32((s1_y + 1), (H - 1)))) * ((int64_t)(W))))]) / 9.0f);
                      }
                    }
                  }
                }
                {
                  const int32_t s1_x_t_end = (s1_x_o_steady_min * 8) + ((s1_x_o_steady_end * 8) - (s1_x_o_steady_min * 8));
                  #pragma omp simd simdlen(16)
                  for (int32_t s1_x_t = (s1_x_o_steady_min * 8); s1_x_t < s1_x_t_end; s1_x_t++) {
                    const int32_t s1_x = (s1_x_min + s1_x_t);
                    s1[(((s1_x + (s1_y * 132)) - s1_x_min) - (s1_y_min * 132))] = (((((((((in[((((int64_t)(irc_min_i32((s1_y - 1), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x - 1))))] + in[((((int64_t)(irc_min_i32((s1_y - 1), (H - 1)))) * ((int64_t)(W))) + ((int64_t)(s1_x)))]) + in[((((int64_t)(irc_min_i32((s1_y - 1), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x + 1))))]) + in[((((int64_t)(irc_min_i32(s1_y, (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x - 1))))]) + in[((((int64_t)(irc_min_i32(s1_y, (H - 1)))) * ((int64_t)(W))) + ((int64_t)(s1_x)))]) + in[((((int64_t)(irc_min_i32(s1_y, (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x + 1))))]) + in[((((int64_t)(irc_min_i32((s1_y + 1), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x - 1))))]) + in[((((int64_t)(irc_min_i32((s1_y + 1), (H - 1)))) * ((int64_t)(W))) + ((int64_t)(s1_x)))]) + in[((((int64_t)(irc_min_i32((s1_y + 1), (H - 1)))) * ((int64_t)(W))) + ((int64_t)((s1_x + 1))))]) / 9.0f);
                  }
                }
                {
                  const int32_t s1_x_o_end = s1_x_o_steady_end + (17 - s1_x_o_steady_end);
                  for (int32_t s1_x_o = s1_x_o_steady_end; s1_x_o < s1_x_o_end; s1_x_o++) {
                    {
                      const int32_t s1_x_v_end = 0 + 8;
                      #pragma omp simd
                      for (int32_t s1_x_v = 0; s1_x_v < s1_x_v_end; s1_x_v++) {
                        const int32_t s1_x = ((irc_min_i32((s1_x_o * 8), 124) + s1_x_min) + s1_x_v);
                        s1[(((s1_x + (s1_y * 132)) - s1_x_min) - (s1_y_min * 132))] = (((((((((in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x - 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32((s1_y - 1), (H - 1)))) * ((int64_t)(W))))] + in[(((int64_t)(irc_min_i32(irc_max_i32(s1_x, 0), (W - 1)))) + (((int64_t)(irc_min_i32((s1_y - 1), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32((s1_y - 1), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x - 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(s1_y, (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32(s1_x, 0), (W - 1)))) + (((int64_t)(irc_min_i32(s1_y, (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(s1_y, (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x - 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32((s1_y + 1), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32(s1_x, 0), (W - 1)))) + (((int64_t)(irc_min_i32((s1_y + 1), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32(irc_max_i32((s1_x + 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32((s1_y + 1), (H - 1)))) * ((int64_t)(W))))]) / 9.0f);
                      }
                    }
                  }
                }
              }
            }
            {
              _Alignas(64) float s2[4420];
              /* produce s2: box_chain.dsl:11 */
              {
                const int32_t s2_y_end = s2_y_min + 34;
                for (int32_t s2_y = s2_y_min; s2_y < s2_y_end; s2_y++) {
                  {
                    const int32_t s2_x_t_end = 0 + 128;
                    #pragma omp simd simdlen(16)
                    for (int32_t s2_x_t = 0; s2_x_t < s2_x_t_end; s2_x_t++) {
                      const int32_t s2_x = (s2_x_min + s2_x_t);
                      s2[(((s2_x + (s2_y * 130)) - s2_x_min) - (s2_y_min * 130))] = (((((((((s1[((((s2_x + (s2_y * 132)) - s1_x_min) - (s1_y_min * 132)) - 133)] + s1[((((s2_x + (s2_y * 132)) - s1_x_min) - (s1_y_min * 132)) - 132)]) + s1[((((s2_x + (s2_y * 132)) - s1_x_min) - (s1_y_min * 132)) - 131)]) + s1[((((s2_x + (s2_y * 132)) - s1_x_min) - (s1_y_min * 132)) - 1)]) + s1[(((s2_x + (s2_y * 132)) - s1_x_min) - (s1_y_min * 132))]) + s1[((((s2_x + (s2_y * 132)) - s1_x_min) - (s1_y_min * 132)) + 1)]) + s1[((((s2_x + (s2_y * 132)) - s1_x_min) - (s1_y_min * 132)) + 131)]) + s1[((((s2_x + (s2_y * 132)) - s1_x_min) - (s1_y_min * 132)) + 132)]) + s1[((((s2_x + (s2_y * 132)) - s1_x_min) - (s1_y_min * 132)) + 133)]) / 9.0f);
                    }
                  }
                  {
                    const int32_t s2_x_v_end = 0 + 8;
                    #pragma omp simd
                    for (int32_t s2_x_v = 0; s2_x_v < s2_x_v_end; s2_x_v++) {
                      const int32_t s2_x = ((s2_x_min + s2_x_v) + 122);
                      s2[(((s2_x + (s2_y * 130)) - s2_x_min) - (s2_y_min * 130))] = (((((((((s1[((((s2_x + (s2_y * 132)) - s1_x_min) - (s1_y_min * 132)) - 133)] + s1[((((s2_x + (s2_y * 132)) - s1_x_min) - (s1_y_min * 132)) - 132)]) + s1[((((s2_x + (s2_y * 132)) - s1_x_min) - (s1_y_min * 132)) - 131)]) + s1[((((s2_x + (s2_y * 132)) - s1_x_min) - (s1_y_min * 132)) - 1)]) + s1[(((s2_x + (s2_y * 132)) - s1_x_min) - (s1_y_min * 132))]) + s1[((((s2_x + (s2_y * 132)) - s1_x_min) - (s1_y_min * 132)) + 1)]) + s1[((((s2_x + (s2_y * 132)) - s1_x_min) - (s1_y_min * 132)) + 131)]) + s1[((((s2_x + (s2_y * 132)) - s1_x_min) - (s1_y_min * 132)) + 132)]) + s1[((((s2_x + (s2_y * 132)) - s1_x_min) - (s1_y_min * 132)) + 133)]) / 9.0f);
                    }
                  }
                }
              }
              {
                const int32_t s3_yi_end = 0 + 32;
                for (int32_t s3_yi = 0; s3_yi < s3_yi_end; s3_yi++) {
                  const int32_t s3_y = (irc_max_i32(irc_min_i32((s3_yo * 32), (H - 32)), 0) + s3_yi);
                  {
                    const int32_t s3_xi_t_end = 0 + 128;
                    #pragma omp simd simdlen(16)
                    for (int32_t s3_xi_t = 0; s3_xi_t < s3_xi_t_end; s3_xi_t++) {
                      const int32_t s3_x = (irc_max_i32(irc_min_i32((s3_xo * 128), (W - 128)), 0) + s3_xi_t);
                      s3[(((int64_t)(s3_x)) + (((int64_t)(s3_y)) * ((int64_t)(W))))] = (((((((((s2[((((s3_x + (s3_y * 130)) - s2_x_min) - (s2_y_min * 130)) - 131)] + s2[((((s3_x + (s3_y * 130)) - s2_x_min) - (s2_y_min * 130)) - 130)]) + s2[((((s3_x + (s3_y * 130)) - s2_x_min) - (s2_y_min * 130)) - 129)]) + s2[((((s3_x + (s3_y * 130)) - s2_x_min) - (s2_y_min * 130)) - 1)]) + s2[(((s3_x + (s3_y * 130)) - s2_x_min) - (s2_y_min * 130))]) + s2[((((s3_x + (s3_y * 130)) - s2_x_min) - (s2_y_min * 130)) + 1)]) + s2[((((s3_x + (s3_y * 130)) - s2_x_min) - (s2_y_min * 130)) + 129)]) + s2[((((s3_x + (s3_y * 130)) - s2_x_min) - (s2_y_min * 130)) + 130)]) + s2[((((s3_x + (s3_y * 130)) - s2_x_min) - (s2_y_min * 130)) + 131)]) / 9.0f);
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
}

int irc_box_chain(const float *restrict in, float *restrict s3, int32_t W, int32_t H) {
  /* produce s3: box_chain.dsl:14 */
  if (!((H >= 32))) return 1;
  if (!((W >= 128))) return 2;
  #pragma omp parallel
  irc_box_chain_region0(in, s3, W, H);
  return 0;
}
