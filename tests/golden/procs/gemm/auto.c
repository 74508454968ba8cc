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

static __attribute__((noinline)) void irc_gemm_region0(double *restrict C, double *restrict A, double *restrict B, int32_t NI, int32_t NJ, int32_t NK) {
  {
    const int32_t io_end = 0 + (((NI - 1) >> 5) + 1);
    #pragma omp for schedule(static)
    for (int32_t io = 0; io < io_end; io++) {
      {
        const int32_t jo_end = 0 + (((NJ - 1) >> 5) + 1);
        for (int32_t jo = 0; jo < jo_end; jo++) {
          {
            const int32_t ii_end = 0 + (irc_min_i32(((NI - (io * 32)) - 1), 31) + 1);
            for (int32_t ii = 0; ii < ii_end; ii++) {
              {
                const int32_t ji_end = 0 + (irc_min_i32(((NJ - (jo * 32)) - 1), 31) + 1);
                for (int32_t ji = 0; ji < ji_end; ji++) {
                  C[((((int64_t)((ii + (io * 32)))) * ((int64_t)(NJ))) + ((int64_t)((ji + (jo * 32)))))] = (C[((((int64_t)((ii + (io * 32)))) * ((int64_t)(NJ))) + ((int64_t)((ji + (jo * 32)))))] * 1.2); /* gemm.dsl:11 */
                }
              }
              {
                const int32_t k_end = 0 + NK;
                for (int32_t k = 0; k < k_end; k++) {
                  {
                    const int32_t ji_end = 0 + (irc_min_i32(((NJ - (jo * 32)) - 1), 31) + 1);
                    for (int32_t ji = 0; ji < ji_end; ji++) {
                      C[((((int64_t)((ii + (io * 32)))) * ((int64_t)(NJ))) + ((int64_t)((ji + (jo * 32)))))] = (C[((((int64_t)((ii + (io * 32)))) * ((int64_t)(NJ))) + ((int64_t)((ji + (jo * 32)))))] + ((1.5 * A[((((int64_t)((ii + (io * 32)))) * ((int64_t)(NK))) + ((int64_t)(k)))]) * B[(((int64_t)((ji + (jo * 32)))) + (((int64_t)(k)) * ((int64_t)(NJ))))])); /* gemm.dsl:15 */
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

int irc_gemm(double *restrict C, double *restrict A, double *restrict B, int32_t NI, int32_t NJ, int32_t NK) {
  #pragma omp parallel
  irc_gemm_region0(C, A, B, NI, NJ, NK);
  return 0;
}
