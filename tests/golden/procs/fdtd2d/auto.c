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

static __attribute__((noinline)) void irc_fdtd2d_region0(double *restrict ex, double *restrict ey, double *restrict hz, double *restrict fict, int32_t TMAX, int32_t NX, int32_t NY) {
  {
    const int32_t w_end = 0 + (((TMAX - 1) >> 4) + 1);
    for (int32_t w = 0; w < w_end; w++) {
      {
        const int32_t io_end = ((w + 1) >> 1) + ((irc_min_i32(irc_min_i32(w, (((NX + TMAX) - 2) >> 5)), (((NX + (w * 32)) + 30) >> 6)) - ((w + 1) >> 1)) + 1);
        #pragma omp for schedule(static)
        for (int32_t io = ((w + 1) >> 1); io < io_end; io++) {
          {
            const int32_t jo_end = (w - io) + (((io + irc_min_i32(((((NY + 30) >> 5) + w) - io), (((NY + TMAX) - 2) >> 5))) - w) + 1);
            for (int32_t jo = (w - io); jo < jo_end; jo++) {
              if (((io * 2) >= (w + 1))) {
                {
                  const int32_t ti_end = irc_max_i32(irc_max_i32(((((io * 64) - NX) - (w * 32)) + 1), (((((io * 32) + (jo * 32)) - NY) - (w * 32)) + 1)), 0) + ((irc_min_i32((((TMAX + (io * 32)) - (w * 32)) - 1), 31) - irc_max_i32(irc_max_i32(((((io * 64) - NX) - (w * 32)) + 1), (((((io * 32) + (jo * 32)) - NY) - (w * 32)) + 1)), 0)) + 1);
                  for (int32_t ti = irc_max_i32(irc_max_i32(((((io * 64) - NX) - (w * 32)) + 1), (((((io * 32) + (jo * 32)) - NY) - (w * 32)) + 1)), 0); ti < ti_end; ti++) {
                    {
                      const int32_t ii_end = 0 + (irc_min_i32(((((NX + ti) + (w * 32)) - (io * 64)) - 1), 31) + 1);
                      for (int32_t ii = 0; ii < ii_end; ii++) {
                        {
                          const int32_t ji_end = irc_max_i32((((ti + (w * 32)) - (io * 32)) - (jo * 32)), 0) + ((irc_min_i32((((((NY + ti) + (w * 32)) - (io * 32)) - (jo * 32)) - 1), 31) - irc_max_i32((((ti + (w * 32)) - (io * 32)) - (jo * 32)), 0)) + 1);
                          for (int32_t ji = irc_max_i32((((ti + (w * 32)) - (io * 32)) - (jo * 32)), 0); ji < ji_end; ji++) {
                            ey[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)))))] = (ey[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)))))] - (0.5 * (hz[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)))))] - hz[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)))))]))); /* fdtd2d.dsl:15 */
                          }
                        }
                        {
                          const int32_t ji_end = irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 32)) + 1), 0) + ((irc_min_i32((((((NY + ti) + (w * 32)) - (io * 32)) - (jo * 32)) - 1), 31) - irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 32)) + 1), 0)) + 1);
                          for (int32_t ji = irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 32)) + 1), 0); ji < ji_end; ji++) {
                            ex[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)))))] = (ex[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)))))] - (0.5 * (hz[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)))))] - hz[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)) - 1))))]))); /* fdtd2d.dsl:20 */
                          }
                        }
                        {
                          const int32_t ji_end = irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 32)) + 1), 0) + ((irc_min_i32((((((NY + ti) + (w * 32)) - (io * 32)) - (jo * 32)) - 1), 31) - irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 32)) + 1), 0)) + 1);
                          for (int32_t ji = irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 32)) + 1), 0); ji < ji_end; ji++) {
                            hz[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)) - 1))))] = (hz[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)) - 1))))] - (0.7 * (((ex[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)))))] - ex[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)) - 1))))]) + ey[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)) - 1))))]) - ey[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)) - 1))))]))); /* fdtd2d.dsl:25 */
                          }
                        }
                      }
                    }
                  }
                }
              } else {
                {
                  const int32_t ti_end = irc_max_i32(((((jo * 32) - NY) - (w * 16)) + 1), 0) + ((irc_min_i32(((TMAX - (w * 16)) - 1), 31) - irc_max_i32(((((jo * 32) - NY) - (w * 16)) + 1), 0)) + 1);
                  for (int32_t ti = irc_max_i32(((((jo * 32) - NY) - (w * 16)) + 1), 0); ti < ti_end; ti++) {
                    {
                      const int32_t ji_end = irc_max_i32(((ti + (w * 16)) - (jo * 32)), 0) + ((irc_min_i32(((((NY + ti) + (w * 16)) - (jo * 32)) - 1), 31) - irc_max_i32(((ti + (w * 16)) - (jo * 32)), 0)) + 1);
                      for (int32_t ji = irc_max_i32(((ti + (w * 16)) - (jo * 32)), 0); ji < ji_end; ji++) {
                        ey[((int64_t)((((ji + (jo * 32)) - ti) - (w * 16))))] = fict[(ti + (w * 16))]; /* fdtd2d.dsl:11 */
                      }
                    }
                    if ((((jo * 32) + 30) >= (ti + (w * 16)))) {
                      {
                        const int32_t ii_end = irc_max_i32(ti, ((ti - NY) + 2)) + ((irc_min_i32(((NX + ti) - 1), 31) - irc_max_i32(ti, ((ti - NY) + 2))) + 1);
                        for (int32_t ii = irc_max_i32(ti, ((ti - NY) + 2)); ii < ii_end; ii++) {
                          if ((ii >= (ti + 1))) {
                            {
                              const int32_t ji_end = irc_max_i32(((ti + (w * 16)) - (jo * 32)), 0) + ((irc_min_i32(((((NY + ti) + (w * 16)) - (jo * 32)) - 1), 31) - irc_max_i32(((ti + (w * 16)) - (jo * 32)), 0)) + 1);
                              for (int32_t ji = irc_max_i32(((ti + (w * 16)) - (jo * 32)), 0); ji < ji_end; ji++) {
                                ey[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)((((ji + (jo * 32)) - ti) - (w * 16)))))] = (ey[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)((((ji + (jo * 32)) - ti) - (w * 16)))))] - (0.5 * (hz[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)((((ji + (jo * 32)) - ti) - (w * 16)))))] - hz[((((int64_t)(((ii - ti) - 1))) * ((int64_t)(NY))) + ((int64_t)((((ji + (jo * 32)) - ti) - (w * 16)))))]))); /* fdtd2d.dsl:15 */
                              }
                            }
                          }
                          {
                            const int32_t ji_end = irc_max_i32((((ti + (w * 16)) - (jo * 32)) + 1), 0) + ((irc_min_i32(((((NY + ti) + (w * 16)) - (jo * 32)) - 1), 31) - irc_max_i32((((ti + (w * 16)) - (jo * 32)) + 1), 0)) + 1);
                            for (int32_t ji = irc_max_i32((((ti + (w * 16)) - (jo * 32)) + 1), 0); ji < ji_end; ji++) {
                              ex[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)((((ji + (jo * 32)) - ti) - (w * 16)))))] = (ex[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)((((ji + (jo * 32)) - ti) - (w * 16)))))] - (0.5 * (hz[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)((((ji + (jo * 32)) - ti) - (w * 16)))))] - hz[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)(((((ji + (jo * 32)) - ti) - (w * 16)) - 1))))]))); /* fdtd2d.dsl:20 */
                            }
                          }
                          if ((ii >= (ti + 1))) {
                            {
                              const int32_t ji_end = irc_max_i32((((ti + (w * 16)) - (jo * 32)) + 1), 0) + ((irc_min_i32(((((NY + ti) + (w * 16)) - (jo * 32)) - 1), 31) - irc_max_i32((((ti + (w * 16)) - (jo * 32)) + 1), 0)) + 1);
                              for (int32_t ji = irc_max_i32((((ti + (w * 16)) - (jo * 32)) + 1), 0); ji < ji_end; ji++) {
                                hz[((((int64_t)(((ii - ti) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((ji + (jo * 32)) - ti) - (w * 16)) - 1))))] = (hz[((((int64_t)(((ii - ti) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((ji + (jo * 32)) - ti) - (w * 16)) - 1))))] - (0.7 * (((ex[((((int64_t)(((ii - ti) - 1))) * ((int64_t)(NY))) + ((int64_t)((((ji + (jo * 32)) - ti) - (w * 16)))))] - ex[((((int64_t)(((ii - ti) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((ji + (jo * 32)) - ti) - (w * 16)) - 1))))]) + ey[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)(((((ji + (jo * 32)) - ti) - (w * 16)) - 1))))]) - ey[((((int64_t)(((ii - ti) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((ji + (jo * 32)) - ti) - (w * 16)) - 1))))]))); /* fdtd2d.dsl:25 */
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

static __attribute__((noinline)) void irc_fdtd2d_region1(double *restrict ex, double *restrict ey, double *restrict hz, int32_t TMAX, int32_t NX, int32_t NY) {
  {
    const int32_t w_end = (((TMAX - 1) >> 4) + 1) + ((((NX + (TMAX * 2)) - 3) >> 5) - ((TMAX - 1) >> 4));
    for (int32_t w = (((TMAX - 1) >> 4) + 1); w < w_end; w++) {
      {
        const int32_t io_end = ((w - ((TMAX + 31) >> 5)) + 1) + ((((TMAX + 31) >> 5) + irc_min_i32(irc_min_i32(w, (((NX + TMAX) - 2) >> 5)), (((NX + (w * 32)) + 30) >> 6))) - w);
        #pragma omp for schedule(static)
        for (int32_t io = ((w - ((TMAX + 31) >> 5)) + 1); io < io_end; io++) {
          {
            const int32_t jo_end = (w - io) + (((io + irc_min_i32(((((NY + 30) >> 5) + w) - io), (((NY + TMAX) - 2) >> 5))) - w) + 1);
            for (int32_t jo = (w - io); jo < jo_end; jo++) {
              {
                const int32_t ti_end = irc_max_i32(irc_max_i32(((((io * 64) - NX) - (w * 32)) + 1), (((((io * 32) + (jo * 32)) - NY) - (w * 32)) + 1)), 0) + ((irc_min_i32((((TMAX + (io * 32)) - (w * 32)) - 1), 31) - irc_max_i32(irc_max_i32(((((io * 64) - NX) - (w * 32)) + 1), (((((io * 32) + (jo * 32)) - NY) - (w * 32)) + 1)), 0)) + 1);
                for (int32_t ti = irc_max_i32(irc_max_i32(((((io * 64) - NX) - (w * 32)) + 1), (((((io * 32) + (jo * 32)) - NY) - (w * 32)) + 1)), 0); ti < ti_end; ti++) {
                  {
                    const int32_t ii_end = 0 + (irc_min_i32(((((NX + ti) + (w * 32)) - (io * 64)) - 1), 31) + 1);
                    for (int32_t ii = 0; ii < ii_end; ii++) {
                      {
                        const int32_t ji_end = irc_max_i32((((ti + (w * 32)) - (io * 32)) - (jo * 32)), 0) + ((irc_min_i32((((((NY + ti) + (w * 32)) - (io * 32)) - (jo * 32)) - 1), 31) - irc_max_i32((((ti + (w * 32)) - (io * 32)) - (jo * 32)), 0)) + 1);
                        for (int32_t ji = irc_max_i32((((ti + (w * 32)) - (io * 32)) - (jo * 32)), 0); ji < ji_end; ji++) {
                          ey[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)))))] = (ey[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)))))] - (0.5 * (hz[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)))))] - hz[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)))))]))); /* fdtd2d.dsl:15 */
                        }
                      }
                      {
                        const int32_t ji_end = irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 32)) + 1), 0) + ((irc_min_i32((((((NY + ti) + (w * 32)) - (io * 32)) - (jo * 32)) - 1), 31) - irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 32)) + 1), 0)) + 1);
                        for (int32_t ji = irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 32)) + 1), 0); ji < ji_end; ji++) {
                          ex[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)))))] = (ex[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)))))] - (0.5 * (hz[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)))))] - hz[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)) - 1))))]))); /* fdtd2d.dsl:20 */
                        }
                      }
                      {
                        const int32_t ji_end = irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 32)) + 1), 0) + ((irc_min_i32((((((NY + ti) + (w * 32)) - (io * 32)) - (jo * 32)) - 1), 31) - irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 32)) + 1), 0)) + 1);
                        for (int32_t ji = irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 32)) + 1), 0); ji < ji_end; ji++) {
                          hz[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)) - 1))))] = (hz[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)) - 1))))] - (0.7 * (((ex[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)))))] - ex[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)) - 1))))]) + ey[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)) - 1))))]) - ey[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 32)) - ti) - (w * 32)) - 1))))]))); /* fdtd2d.dsl:25 */
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

int irc_fdtd2d(double *restrict ex, double *restrict ey, double *restrict hz, double *restrict fict, int32_t TMAX, int32_t NX, int32_t NY) {
  #pragma omp parallel
  irc_fdtd2d_region0(ex, ey, hz, fict, TMAX, NX, NY);
  #pragma omp parallel
  irc_fdtd2d_region1(ex, ey, hz, TMAX, NX, NY);
  return 0;
}
