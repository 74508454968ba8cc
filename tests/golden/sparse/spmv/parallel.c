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

static __attribute__((noinline)) void irc_spmv_region0(const int32_t *restrict A_pos1, const int32_t *restrict A_crd1, const double *restrict A_vals, const double *restrict x, double *restrict y, int32_t N, int32_t A_n1) {
  {
    const int32_t y_i_end = 0 + N;
    #pragma omp for schedule(static)
    for (int32_t y_i = 0; y_i < y_i_end; y_i++) {
      {
        _Alignas(64) double y_acc[1];
        y_acc[0] = 0.0;
        if ((A_pos1[((int64_t)((y_i + 1)))] <= (A_n1 - 64))) {
          {
            const int32_t pA1_end = A_pos1[((int64_t)(y_i))] + (A_pos1[((int64_t)((y_i + 1)))] - A_pos1[((int64_t)(y_i))]);
            for (int32_t pA1 = A_pos1[((int64_t)(y_i))]; pA1 < pA1_end; pA1++) {
              __builtin_prefetch(&x[A_crd1[(pA1 + 64)]]);
              const int32_t y_j = A_crd1[pA1];
              y_acc[0] = (y_acc[0] + (A_vals[pA1] * x[y_j]));
            }
          }
        } else {
          {
            const int32_t pA1_end = A_pos1[((int64_t)(y_i))] + (A_pos1[((int64_t)((y_i + 1)))] - A_pos1[((int64_t)(y_i))]);
            for (int32_t pA1 = A_pos1[((int64_t)(y_i))]; pA1 < pA1_end; pA1++) {
              const int32_t y_j = A_crd1[pA1];
              y_acc[0] = (y_acc[0] + (A_vals[pA1] * x[y_j]));
            }
          }
        }
        y[y_i] = y_acc[0];
      }
    }
  }
}

int irc_spmv(const int32_t *restrict A_pos1, const int32_t *restrict A_crd1, const double *restrict A_vals, const double *restrict x, double *restrict y, int32_t N, int32_t M, int32_t A_n1) {
  #pragma omp parallel
  irc_spmv_region0(A_pos1, A_crd1, A_vals, x, y, N, A_n1);
  return 0;
}
