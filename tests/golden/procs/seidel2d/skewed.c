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

int irc_seidel2d(double *restrict A, int32_t T, int32_t N) {
  {
    const int32_t to_end = 0 + (((T - 1) >> 5) + 1);
    for (int32_t to = 0; to < to_end; to++) {
      {
        const int32_t io_end = (to >> 1) + ((irc_min_i32((((N + T) - 3) >> 6), (((N + (to * 32)) + 29) >> 6)) - (to >> 1)) + 1);
        for (int32_t io = (to >> 1); io < io_end; io++) {
          {
            const int32_t jo_end = irc_max_i32(irc_max_i32((to * 8), ((io * 8) + (to * 4))), ((io * 16) - ((N + 4) >> 3))) + ((irc_min_i32(irc_min_i32(irc_min_i32(irc_min_i32(((((N + 1) >> 2) + (to * 8)) + 7), ((((N + T) + 1) >> 2) - 1)), ((((N + 3) >> 3) + (io * 16)) + 15)), (((((N + 4) >> 3) + (io * 8)) + (to * 4)) + 11)), (((((N + T) + 4) >> 3) + (io * 8)) + 7)) - irc_max_i32(irc_max_i32((to * 8), ((io * 8) + (to * 4))), ((io * 16) - ((N + 4) >> 3)))) + 1);
            for (int32_t jo = irc_max_i32(irc_max_i32((to * 8), ((io * 8) + (to * 4))), ((io * 16) - ((N + 4) >> 3))); jo < jo_end; jo++) {
              {
                const int32_t ti_end = irc_max_i32(irc_max_i32(irc_max_i32(((((io * 64) - N) - (to * 32)) + 2), (((((jo * 8) - N) - (io * 64)) - (to * 32)) - 61)), ((((jo * 4) - N) - (to * 32)) + 2)), 0) + ((irc_min_i32(irc_min_i32(irc_min_i32(irc_min_i32(((T - (to * 32)) - 1), (((io * 64) - (to * 32)) + 62)), (((jo * 4) - (to * 32)) + 2)), ((((jo * 8) - (io * 64)) - (to * 32)) + 6)), 31) - irc_max_i32(irc_max_i32(irc_max_i32(((((io * 64) - N) - (to * 32)) + 2), (((((jo * 8) - N) - (io * 64)) - (to * 32)) - 61)), ((((jo * 4) - N) - (to * 32)) + 2)), 0)) + 1);
                for (int32_t ti = irc_max_i32(irc_max_i32(irc_max_i32(((((io * 64) - N) - (to * 32)) + 2), (((((jo * 8) - N) - (io * 64)) - (to * 32)) - 61)), ((((jo * 4) - N) - (to * 32)) + 2)), 0); ti < ti_end; ti++) {
                  {
                    const int32_t ii_end = irc_max_i32(irc_max_i32((((ti + (to * 32)) - (io * 64)) + 1), ((((((jo * 8) - N) - (io * 64)) - ti) - (to * 32)) + 2)), 0) + ((irc_min_i32(irc_min_i32(((((N + ti) + (to * 32)) - (io * 64)) - 2), (((((jo * 8) - (io * 64)) - ti) - (to * 32)) + 6)), 63) - irc_max_i32(irc_max_i32((((ti + (to * 32)) - (io * 64)) + 1), ((((((jo * 8) - N) - (io * 64)) - ti) - (to * 32)) + 2)), 0)) + 1);
                    for (int32_t ii = irc_max_i32(irc_max_i32((((ti + (to * 32)) - (io * 64)) + 1), ((((((jo * 8) - N) - (io * 64)) - ti) - (to * 32)) + 2)), 0); ii < ii_end; ii++) {
                      {
                        const int32_t ji_end = irc_max_i32((((((ii + (io * 64)) + ti) + (to * 32)) - (jo * 8)) + 1), 0) + ((irc_min_i32(((((((N + ii) + (io * 64)) + ti) + (to * 32)) - (jo * 8)) - 2), 7) - irc_max_i32((((((ii + (io * 64)) + ti) + (to * 32)) - (jo * 8)) + 1), 0)) + 1);
                        for (int32_t ji = irc_max_i32((((((ii + (io * 64)) + ti) + (to * 32)) - (jo * 8)) + 1), 0); ji < ji_end; ji++) {
                          A[((((int64_t)((((ii + (io * 64)) - ti) - (to * 32)))) * ((int64_t)(N))) + ((int64_t)((((((ji + (jo * 8)) - ii) - (io * 64)) - ti) - (to * 32)))))] = (((((((((A[((((int64_t)(((((ii + (io * 64)) - ti) - (to * 32)) - 1))) * ((int64_t)(N))) + ((int64_t)(((((((ji + (jo * 8)) - ii) - (io * 64)) - ti) - (to * 32)) - 1))))] + A[((((int64_t)(((((ii + (io * 64)) - ti) - (to * 32)) - 1))) * ((int64_t)(N))) + ((int64_t)((((((ji + (jo * 8)) - ii) - (io * 64)) - ti) - (to * 32)))))]) + A[((((int64_t)(((((ii + (io * 64)) - ti) - (to * 32)) - 1))) * ((int64_t)(N))) + ((int64_t)(((((((ji + (jo * 8)) - ii) - (io * 64)) - ti) - (to * 32)) + 1))))]) + A[((((int64_t)((((ii + (io * 64)) - ti) - (to * 32)))) * ((int64_t)(N))) + ((int64_t)(((((((ji + (jo * 8)) - ii) - (io * 64)) - ti) - (to * 32)) - 1))))]) + A[((((int64_t)((((ii + (io * 64)) - ti) - (to * 32)))) * ((int64_t)(N))) + ((int64_t)((((((ji + (jo * 8)) - ii) - (io * 64)) - ti) - (to * 32)))))]) + A[((((int64_t)((((ii + (io * 64)) - ti) - (to * 32)))) * ((int64_t)(N))) + ((int64_t)(((((((ji + (jo * 8)) - ii) - (io * 64)) - ti) - (to * 32)) + 1))))]) + A[((((int64_t)(((((ii + (io * 64)) - ti) - (to * 32)) + 1))) * ((int64_t)(N))) + ((int64_t)(((((((ji + (jo * 8)) - ii) - (io * 64)) - ti) - (to * 32)) - 1))))]) + A[((((int64_t)(((((ii + (io * 64)) - ti) - (to * 32)) + 1))) * ((int64_t)(N))) + ((int64_t)((((((ji + (jo * 8)) - ii) - (io * 64)) - ti) - (to * 32)))))]) + A[((((int64_t)(((((ii + (io * 64)) - ti) - (to * 32)) + 1))) * ((int64_t)(N))) + ((int64_t)(((((((ji + (jo * 8)) - ii) - (io * 64)) - ti) - (to * 32)) + 1))))]) / 9.0); /* seidel2d.dsl:10 */
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
  return 0;
}
