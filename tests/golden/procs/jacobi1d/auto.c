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

static __attribute__((noinline)) void irc_jacobi1d_region0(double *restrict A, int32_t T, int32_t N) {
  {
    const int32_t w_end = 0 + ((((N + (T * 2)) - 2) >> 5) + 1);
    for (int32_t w = 0; w < w_end; w++) {
      {
        const int32_t io_end = irc_max_i32(((w - ((T + 31) >> 5)) + 1), ((w + 1) >> 1)) + ((irc_min_i32(irc_min_i32(w, (((N + T) - 1) >> 5)), (((N + (w * 32)) + 31) >> 6)) - irc_max_i32(((w - ((T + 31) >> 5)) + 1), ((w + 1) >> 1))) + 1);
        #pragma omp for schedule(static)
        for (int32_t io = irc_max_i32(((w - ((T + 31) >> 5)) + 1), ((w + 1) >> 1)); io < io_end; io++) {
          {
            const int32_t ti_end = irc_max_i32((((io * 64) - N) - (w * 32)), 0) + ((irc_min_i32(irc_min_i32((((T + (io * 32)) - (w * 32)) - 1), (((io * 64) - (w * 32)) + 30)), 31) - irc_max_i32((((io * 64) - N) - (w * 32)), 0)) + 1);
            for (int32_t ti = irc_max_i32((((io * 64) - N) - (w * 32)), 0); ti < ti_end; ti++) {
              {
                const int32_t ii_end = irc_max_i32((((ti + (w * 32)) - (io * 64)) + 1), 0) + ((irc_min_i32((((N + ti) + (w * 32)) - (io * 64)), 31) - irc_max_i32((((ti + (w * 32)) - (io * 64)) + 1), 0)) + 1);
                for (int32_t ii = irc_max_i32((((ti + (w * 32)) - (io * 64)) + 1), 0); ii < ii_end; ii++) {
                  A[(((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) + (((int64_t)((((ti + (w * 32)) - (io * 32)) + 1))) * ((int64_t)((N + 2)))))] = (((A[(((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) + (((int64_t)(((ti + (w * 32)) - (io * 32)))) * ((int64_t)((N + 2)))))] + A[(((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) + (((int64_t)(((ti + (w * 32)) - (io * 32)))) * ((int64_t)((N + 2)))))]) + A[(((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) + 1))) + (((int64_t)(((ti + (w * 32)) - (io * 32)))) * ((int64_t)((N + 2)))))]) / 3.0); /* jacobi1d.dsl:13 */
                }
              }
            }
          }
        }
      }
    }
  }
}

int irc_jacobi1d(double *restrict A, int32_t T, int32_t N) {
  #pragma omp parallel
  irc_jacobi1d_region0(A, T, N);
  return 0;
}
