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

int irc_heat3d(double *restrict A, double *restrict B, int32_t T, int32_t N) {
  int irc_status = 0;
  {
    const int32_t w_end = 0 + (irc_div_i32(((N + (T * 3)) - 1), 16) + 1);
    for (int32_t w = 0; w < w_end; w++) {
      {
        const int32_t io_end = irc_max_i32(((w - irc_div_i32((T + 16), 16)) + 1), ((w - irc_div_i32((w + 3), 3)) + 1)) + ((irc_min_i32(irc_min_i32(w, irc_div_i32(((N + (T * 2)) - 1), 16)), ((irc_div_i32(((N - (w * 16)) - 19), 48) + w) + 1)) - irc_max_i32(((w - irc_div_i32((T + 16), 16)) + 1), ((w - irc_div_i32((w + 3), 3)) + 1))) + 1);
        #pragma omp parallel for schedule(static)
        for (int32_t io = irc_max_i32(((w - irc_div_i32((T + 16), 16)) + 1), ((w - irc_div_i32((w + 3), 3)) + 1)); io < io_end; io++) {
          {
            const int32_t jo_end = irc_max_i32(((w * 2) - (io * 2)), (io - irc_div_i32((N + 12), 16))) + ((irc_min_i32(irc_min_i32((irc_div_i32((N + 12), 16) + io), (((irc_div_i32((N + 13), 16) + (w * 2)) - (io * 2)) + 1)), irc_div_i32(((N + (T * 2)) - 1), 16)) - irc_max_i32(((w * 2) - (io * 2)), (io - irc_div_i32((N + 12), 16)))) + 1);
            for (int32_t jo = irc_max_i32(((w * 2) - (io * 2)), (io - irc_div_i32((N + 12), 16))); jo < jo_end; jo++) {
              {
                const int32_t ko_end = irc_max_i32(irc_max_i32(((w * 2) - (io * 2)), (jo - irc_div_i32((N + 12), 16))), (io - irc_div_i32((N + 12), 16))) + ((irc_min_i32(irc_min_i32(irc_min_i32((irc_div_i32((N + 12), 16) + jo), (irc_div_i32((N + 12), 16) + io)), (((irc_div_i32((N + 13), 16) + (w * 2)) - (io * 2)) + 1)), irc_div_i32(((N + (T * 2)) - 1), 16)) - irc_max_i32(irc_max_i32(((w * 2) - (io * 2)), (jo - irc_div_i32((N + 12), 16))), (io - irc_div_i32((N + 12), 16)))) + 1);
                for (int32_t ko = irc_max_i32(irc_max_i32(((w * 2) - (io * 2)), (jo - irc_div_i32((N + 12), 16))), (io - irc_div_i32((N + 12), 16))); ko < ko_end; ko++) {
                  {
                    const int32_t ti_end = irc_max_i32(irc_max_i32(irc_max_i32(irc_max_i32((((io * 16) - (w * 16)) + 1), (((((irc_div_i32(N, 2) + (io * 16)) + (ko * 8)) - N) - (w * 16)) + 1)), (((((irc_div_i32(N, 2) + (io * 16)) + (jo * 8)) - N) - (w * 16)) + 1)), ((((irc_div_i32(N, 2) + (io * 24)) - N) - (w * 16)) + 1)), 0) + ((irc_min_i32(irc_min_i32(irc_min_i32(irc_min_i32(((T + (io * 16)) - (w * 16)), (((io * 24) - (w * 16)) + 7)), ((((io * 16) + (jo * 8)) - (w * 16)) + 7)), ((((io * 16) + (ko * 8)) - (w * 16)) + 7)), 15) - irc_max_i32(irc_max_i32(irc_max_i32(irc_max_i32((((io * 16) - (w * 16)) + 1), (((((irc_div_i32(N, 2) + (io * 16)) + (ko * 8)) - N) - (w * 16)) + 1)), (((((irc_div_i32(N, 2) + (io * 16)) + (jo * 8)) - N) - (w * 16)) + 1)), ((((irc_div_i32(N, 2) + (io * 24)) - N) - (w * 16)) + 1)), 0)) + 1);
                    for (int32_t ti = irc_max_i32(irc_max_i32(irc_max_i32(irc_max_i32((((io * 16) - (w * 16)) + 1), (((((irc_div_i32(N, 2) + (io * 16)) + (ko * 8)) - N) - (w * 16)) + 1)), (((((irc_div_i32(N, 2) + (io * 16)) + (jo * 8)) - N) - (w * 16)) + 1)), ((((irc_div_i32(N, 2) + (io * 24)) - N) - (w * 16)) + 1)), 0); ti < ti_end; ti++) {
                      {
                        const int32_t ii_end = irc_max_i32(irc_max_i32(irc_max_i32(((((jo * 16) - N) - (io * 16)) + 3), ((((ko * 16) - N) - (io * 16)) + 3)), ((((ti * 2) + (w * 32)) - (io * 48)) + 1)), 0) + ((irc_min_i32(irc_min_i32(irc_min_i32(((((N + (ti * 2)) + (w * 32)) - (io * 48)) - 1), (((((N + (ko * 8)) + ti) + (w * 16)) - (io * 32)) + 5)), (((((N + (jo * 8)) + ti) + (w * 16)) - (io * 32)) + 5)), 15) - irc_max_i32(irc_max_i32(irc_max_i32(((((jo * 16) - N) - (io * 16)) + 3), ((((ko * 16) - N) - (io * 16)) + 3)), ((((ti * 2) + (w * 32)) - (io * 48)) + 1)), 0)) + 1);
                        for (int32_t ii = irc_max_i32(irc_max_i32(irc_max_i32(((((jo * 16) - N) - (io * 16)) + 3), ((((ko * 16) - N) - (io * 16)) + 3)), ((((ti * 2) + (w * 32)) - (io * 48)) + 1)), 0); ii < ii_end; ii++) {
                          {
                            const int32_t ji_end = irc_max_i32(irc_max_i32(irc_max_i32(((((ko * 16) - N) - (jo * 16)) + 3), (((((ti * 2) + (w * 32)) - (io * 32)) - (jo * 16)) + 1)), ((((ii + (io * 16)) - N) - (jo * 16)) + 3)), 0) + ((irc_min_i32(irc_min_i32(irc_min_i32((((((N + (ti * 2)) + (w * 32)) - (io * 32)) - (jo * 16)) - 1), ((((((N + (ko * 8)) + ti) + (w * 16)) - (io * 16)) - (jo * 16)) + 5)), ((((N + ii) + (io * 16)) - (jo * 16)) - 3)), 15) - irc_max_i32(irc_max_i32(irc_max_i32(((((ko * 16) - N) - (jo * 16)) + 3), (((((ti * 2) + (w * 32)) - (io * 32)) - (jo * 16)) + 1)), ((((ii + (io * 16)) - N) - (jo * 16)) + 3)), 0)) + 1);
                            for (int32_t ji = irc_max_i32(irc_max_i32(irc_max_i32(((((ko * 16) - N) - (jo * 16)) + 3), (((((ti * 2) + (w * 32)) - (io * 32)) - (jo * 16)) + 1)), ((((ii + (io * 16)) - N) - (jo * 16)) + 3)), 0); ji < ji_end; ji++) {
                              if (((((N + (ti * 2)) + (w * 32)) >= ((ii + (io * 48)) + 2)) && (((N + (ti * 2)) + (w * 32)) >= ((((io * 32) + ji) + (jo * 16)) + 2)))) {
                                {
                                  const int32_t ki_end = irc_max_i32((((((ti * 2) + (w * 32)) - (io * 32)) - (ko * 16)) + 1), 0) + ((irc_min_i32((((((N + (ti * 2)) + (w * 32)) - (io * 32)) - (ko * 16)) - 2), 15) - irc_max_i32((((((ti * 2) + (w * 32)) - (io * 32)) - (ko * 16)) + 1), 0)) + 1);
                                  for (int32_t ki = irc_max_i32((((((ti * 2) + (w * 32)) - (io * 32)) - (ko * 16)) + 1), 0); ki < ki_end; ki++) {
                                    B[((((((int64_t)((((ii + (io * 48)) - (ti * 2)) - (w * 32)))) * ((int64_t)(N))) + ((int64_t)((((((io * 32) + ji) + (jo * 16)) - (ti * 2)) - (w * 32))))) * ((int64_t)(N))) + ((int64_t)((((((io * 32) + ki) + (ko * 16)) - (ti * 2)) - (w * 32)))))] = ((((0.125 * ((A[((((((int64_t)(((((ii + (io * 48)) - (ti * 2)) - (w * 32)) + 1))) * ((int64_t)(N))) + ((int64_t)((((((io * 32) + ji) + (jo * 16)) - (ti * 2)) - (w * 32))))) * ((int64_t)(N))) + ((int64_t)((((((io * 32) + ki) + (ko * 16)) - (ti * 2)) - (w * 32)))))] - (2.0 * A[((((((int64_t)((((ii + (io * 48)) - (ti * 2)) - (w * 32)))) * ((int64_t)(N))) + ((int64_t)((((((io * 32) + ji) + (jo * 16)) - (ti * 2)) - (w * 32))))) * ((int64_t)(N))) + ((int64_t)((((((io * 32) + ki) + (ko * 16)) - (ti * 2)) - (w * 32)))))])) + A[((((((int64_t)(((((ii + (io * 48)) - (ti * 2)) - (w * 32)) - 1))) * ((int64_t)(N))) + ((int64_t)((((((io * 32) + ji) + (jo * 16)) - (ti * 2)) - (w * 32))))) * ((int64_t)(N))) + ((int64_t)((((((io * 32) + ki) + (ko * 16)) - (ti * 2)) - (w * 32)))))])) + (0.125 * ((A[((((((int64_t)((((ii + (io * 48)) - (ti * 2)) - (w * 32)))) * ((int64_t)(N))) + ((int64_t)(((((((io * 32) + ji) + (jo * 16)) - (ti * 2)) - (w * 32)) + 1)))) * ((int64_t)(N))) + ((int64_t)((((((io * 32) + ki) + (ko * 16)) - (ti * 2)) - (w * 32)))))] - (2.0 * A[((((((int64_t)((((ii + (io * 48)) - (ti * 2)) - (w * 32)))) * ((int64_t)(N))) + ((int64_t)((((((io * 32) + ji) + (jo * 16)) - (ti * 2)) - (w * 32))))) * ((int64_t)(N))) + ((int64_t)((((((io * 32) + ki) + (ko * 16)) - (ti * 2)) - (w * 32)))))])) + A[((((((int64_t)((((ii + (io * 48)) - (ti * 2)) - (w * 32)))) * ((int64_t)(N))) + ((int64_t)(((((((io * 32) + ji) + (jo * 16)) - (ti * 2)) - (w * 32)) - 1)))) * ((int64_t)(N))) + ((int64_t)((((((io * 32) + ki) + (ko * 16)) - (ti * 2)) - (w * 32)))))]))) + (0.125 * ((A[((((((int64_t)((((ii + (io * 48)) - (ti * 2)) - (w * 32)))) * ((int64_t)(N))) + ((int64_t)((((((io * 32) + ji) + (jo * 16)) - (ti * 2)) - (w * 32))))) * ((int64_t)(N))) + ((int64_t)(((((((io * 32) + ki) + (ko * 16)) - (ti * 2)) - (w * 32)) + 1))))] - (2.0 * A[((((((int64_t)((((ii + (io * 48)) - (ti * 2)) - (w * 32)))) * ((int64_t)(N))) + ((int64_t)((((((io * 32) + ji) + (jo * 16)) - (ti * 2)) - (w * 32))))) * ((int64_t)(N))) + ((int64_t)((((((io * 32) + ki) + (ko * 16)) - (ti * 2)) - (w * 32)))))])) + A[((((((int64_t)((((ii + (io * 48)) - (ti * 2)) - (w * 32)))) * ((int64_t)(N))) + ((int64_t)((((((io * 32) + ji) + (jo * 16)) - (ti * 2)) - (w * 32))))) * ((int64_t)(N))) + ((int64_t)(((((((io * 32) + ki) + (ko * 16)) - (ti * 2)) - (w * 32)) - 1))))]))) + A[((((((int64_t)((((ii + (io * 48)) - (ti * 2)) - (w * 32)))) * ((int64_t)(N))) + ((int64_t)((((((io * 32) + ji) + (jo * 16)) - (ti * 2)) - (w * 32))))) * ((int64_t)(N))) + ((int64_t)((((((io * 32) + ki) + (ko * 16)) - (ti * 2)) - (w * 32)))))]);
                                  }
                                }
                              }
                              if ((((ii + (io * 48)) >= (((ti * 2) + (w * 32)) + 2)) && ((((io * 32) + ji) + (jo * 16)) >= (((ti * 2) + (w * 32)) + 2)))) {
                                {
                                  const int32_t ki_end = irc_max_i32((((((ti * 2) + (w * 32)) - (io * 32)) - (ko * 16)) + 2), 0) + ((irc_min_i32((((((N + (ti * 2)) + (w * 32)) - (io * 32)) - (ko * 16)) - 1), 15) - irc_max_i32((((((ti * 2) + (w * 32)) - (io * 32)) - (ko * 16)) + 2), 0)) + 1);
                                  for (int32_t ki = irc_max_i32((((((ti * 2) + (w * 32)) - (io * 32)) - (ko * 16)) + 2), 0); ki < ki_end; ki++) {
                                    A[((((((int64_t)(((((ii + (io * 48)) - (ti * 2)) - (w * 32)) - 1))) * ((int64_t)(N))) + ((int64_t)(((((((io * 32) + ji) + (jo * 16)) - (ti * 2)) - (w * 32)) - 1)))) * ((int64_t)(N))) + ((int64_t)(((((((io * 32) + ki) + (ko * 16)) - (ti * 2)) - (w * 32)) - 1))))] = ((((0.125 * ((B[((((((int64_t)((((ii + (io * 48)) - (ti * 2)) - (w * 32)))) * ((int64_t)(N))) + ((int64_t)(((((((io * 32) + ji) + (jo * 16)) - (ti * 2)) - (w * 32)) - 1)))) * ((int64_t)(N))) + ((int64_t)(((((((io * 32) + ki) + (ko * 16)) - (ti * 2)) - (w * 32)) - 1))))] - (2.0 * B[((((((int64_t)(((((ii + (io * 48)) - (ti * 2)) - (w * 32)) - 1))) * ((int64_t)(N))) + ((int64_t)(((((((io * 32) + ji) + (jo * 16)) - (ti * 2)) - (w * 32)) - 1)))) * ((int64_t)(N))) + ((int64_t)(((((((io * 32) + ki) + (ko * 16)) - (ti * 2)) - (w * 32)) - 1))))])) + B[((((((int64_t)(((((ii + (io * 48)) - (ti * 2)) - (w * 32)) - 2))) * ((int64_t)(N))) + ((int64_t)(((((((io * 32) + ji) + (jo * 16)) - (ti * 2)) - (w * 32)) - 1)))) * ((int64_t)(N))) + ((int64_t)(((((((io * 32) + ki) + (ko * 16)) - (ti * 2)) - (w * 32)) - 1))))])) + (0.125 * ((B[((((((int64_t)(((((ii + (io * 48)) - (ti * 2)) - (w * 32)) - 1))) * ((int64_t)(N))) + ((int64_t)((((((io * 32) + ji) + (jo * 16)) - (ti * 2)) - (w * 32))))) * ((int64_t)(N))) + ((int64_t)(((((((io * 32) + ki) + (ko * 16)) - (ti * 2)) - (w * 32)) - 1))))] - (2.0 * B[((((((int64_t)(((((ii + (io * 48)) - (ti * 2)) - (w * 32)) - 1))) * ((int64_t)(N))) + ((int64_t)(((((((io * 32) + ji) + (jo * 16)) - (ti * 2)) - (w * 32)) - 1)))) * ((int64_t)(N))) + ((int64_t)(((((((io * 32) + ki) + (ko * 16)) - (ti * 2)) - (w * 32)) - 1))))])) + B[((((((int64_t)(((((ii + (io * 48)) - (ti * 2)) - (w * 32)) - 1))) * ((int64_t)(N))) + ((int64_t)(((((((io * 32) + ji) + (jo * 16)) - (ti * 2)) - (w * 32)) - 2)))) * ((int64_t)(N))) + ((int64_t)(((((((io * 32) + ki) + (ko * 16)) - (ti * 2)) - (w * 32)) - 1))))]))) + (0.125 * ((B[((((((int64_t)(((((ii + (io * 48)) - (ti * 2)) - (w * 32)) - 1))) * ((int64_t)(N))) + ((int64_t)(((((((io * 32) + ji) + (jo * 16)) - (ti * 2)) - (w * 32)) - 1)))) * ((int64_t)(N))) + ((int64_t)((((((io * 32) + ki) + (ko * 16)) - (ti * 2)) - (w * 32)))))] - (2.0 * B[((((((int64_t)(((((ii + (io * 48)) - (ti * 2)) - (w * 32)) - 1))) * ((int64_t)(N))) + ((int64_t)(((((((io * 32) + ji) + (jo * 16)) - (ti * 2)) - (w * 32)) - 1)))) * ((int64_t)(N))) + ((int64_t)(((((((io * 32) + ki) + (ko * 16)) - (ti * 2)) - (w * 32)) - 1))))])) + B[((((((int64_t)(((((ii + (io * 48)) - (ti * 2)) - (w * 32)) - 1))) * ((int64_t)(N))) + ((int64_t)(((((((io * 32) + ji) + (jo * 16)) - (ti * 2)) - (w * 32)) - 1)))) * ((int64_t)(N))) + ((int64_t)(((((((io * 32) + ki) + (ko * 16)) - (ti * 2)) - (w * 32)) - 2))))]))) + B[((((((int64_t)(((((ii + (io * 48)) - (ti * 2)) - (w * 32)) - 1))) * ((int64_t)(N))) + ((int64_t)(((((((io * 32) + ji) + (jo * 16)) - (ti * 2)) - (w * 32)) - 1)))) * ((int64_t)(N))) + ((int64_t)(((((((io * 32) + ki) + (ko * 16)) - (ti * 2)) - (w * 32)) - 1))))]);
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
        }
      }
    }
  }
  return irc_status;
}
