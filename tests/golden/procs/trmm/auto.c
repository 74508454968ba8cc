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

static __attribute__((noinline)) void irc_trmm_region0(double *restrict A, double *restrict B, int32_t M, int32_t N) {
  {
    const int32_t c1o_end = 0 + (((N - 1) >> 5) + 1);
    #pragma omp for schedule(static)
    for (int32_t c1o = 0; c1o < c1o_end; c1o++) {
      {
        const int32_t c2o_end = 0 + (((M - 2) >> 5) + 1);
        for (int32_t c2o = 0; c2o < c2o_end; c2o++) {
          {
            const int32_t ko_end = c2o + ((((M - 1) >> 5) - c2o) + 1);
            for (int32_t ko = c2o; ko < ko_end; ko++) {
              {
                const int32_t c1i_end = 0 + (irc_min_i32(((N - (c1o * 32)) - 1), 31) + 1);
                for (int32_t c1i = 0; c1i < c1i_end; c1i++) {
                  {
                    const int32_t c2i_end = 0 + (irc_min_i32(irc_min_i32(((M - (c2o * 32)) - 2), (((ko * 32) - (c2o * 32)) + 30)), 31) + 1);
                    for (int32_t c2i = 0; c2i < c2i_end; c2i++) {
                      {
                        const int32_t ki_end = irc_max_i32((((c2i + (c2o * 32)) - (ko * 32)) + 1), 0) + ((irc_min_i32(((M - (ko * 32)) - 1), 31) - irc_max_i32((((c2i + (c2o * 32)) - (ko * 32)) + 1), 0)) + 1);
                        for (int32_t ki = irc_max_i32((((c2i + (c2o * 32)) - (ko * 32)) + 1), 0); ki < ki_end; ki++) {
                          B[(((int64_t)((c1i + (c1o * 32)))) + (((int64_t)((c2i + (c2o * 32)))) * ((int64_t)(N))))] = (B[(((int64_t)((c1i + (c1o * 32)))) + (((int64_t)((c2i + (c2o * 32)))) * ((int64_t)(N))))] + (A[(((int64_t)((c2i + (c2o * 32)))) + (((int64_t)((ki + (ko * 32)))) * ((int64_t)(M))))] * B[(((int64_t)((c1i + (c1o * 32)))) + (((int64_t)((ki + (ko * 32)))) * ((int64_t)(N))))])); /* trmm.dsl:14 */
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
  }
}

static __attribute__((noinline)) void irc_trmm_region1(double *restrict B, int32_t M, int32_t N) {
  {
    const int32_t c1o_end = 0 + (((M - 1) >> 5) + 1);
    #pragma omp for schedule(static)
    for (int32_t c1o = 0; c1o < c1o_end; c1o++) {
      {
        const int32_t c2o_end = 0 + (((N - 1) >> 5) + 1);
        for (int32_t c2o = 0; c2o < c2o_end; c2o++) {
          {
            const int32_t c1i_end = 0 + (irc_min_i32(((M - (c1o * 32)) - 1), 31) + 1);
            for (int32_t c1i = 0; c1i < c1i_end; c1i++) {
              {
                const int32_t c2i_end = 0 + (irc_min_i32(((N - (c2o * 32)) - 1), 31) + 1);
                for (int32_t c2i = 0; c2i < c2i_end; c2i++) {
                  B[((((int64_t)((c1i + (c1o * 32)))) * ((int64_t)(N))) + ((int64_t)((c2i + (c2o * 32)))))] = (1.5 * B[((((int64_t)((c1i + (c1o * 32)))) * ((int64_t)(N))) + ((int64_t)((c2i + (c2o * 32)))))]); /* trmm.dsl:16 */
                }
              }
            }
          }
        }
      }
    }
  }
}

int irc_trmm(double *restrict A, double *restrict B, int32_t M, int32_t N) {
  #pragma omp parallel
  irc_trmm_region0(A, B, M, N);
  #pragma omp parallel
  irc_trmm_region1(B, M, N);
  return 0;
}
