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

#include <unistd.h>
static long irc_cache_bytes(int level) {
  static long known[4];
  char name[] = "IRC_L0_BYTES";
  name[5] = (char)('0' + level);
  const char *given = getenv(name);
  if (given) return atol(given);
  if (!known[level]) {
    long n = 0;
#if defined(_SC_LEVEL1_DCACHE_SIZE) && defined(_SC_LEVEL2_CACHE_SIZE) && defined(_SC_LEVEL3_CACHE_SIZE)
    n = sysconf(level == 1 ? _SC_LEVEL1_DCACHE_SIZE : level == 2 ? _SC_LEVEL2_CACHE_SIZE : _SC_LEVEL3_CACHE_SIZE);
#endif
    known[level] = n > 0 ? n : level == 1 ? 32768L : level == 2 ? 1048576L : 33554432L;
  }
  return known[level];
}

static __attribute__((noinline)) void irc_trmm_region0(double *restrict A, double *restrict B, int32_t M, int32_t N) {
  {
    const int32_t i_end = 0 + M;
    for (int32_t i = 0; i < i_end; i++) {
      {
        const int32_t j_end = 0 + N;
        #pragma omp for schedule(static)
        for (int32_t j = 0; j < j_end; j++) {
          {
            const int32_t k_end = (i + 1) + ((M - i) - 1);
            for (int32_t k = (i + 1); k < k_end; k++) {
              B[((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j)))] = (B[((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j)))] + (A[(((int64_t)(i)) + (((int64_t)(k)) * ((int64_t)(M))))] * B[(((int64_t)(j)) + (((int64_t)(k)) * ((int64_t)(N))))])); /* trmm.dsl:14 */
            }
          }
          B[((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j)))] = (1.5 * B[((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j)))]); /* trmm.dsl:16 */
        }
      }
    }
  }
}

static __attribute__((noinline)) void irc_trmm_region1(double *restrict A, double *restrict B, int32_t M, int32_t N) {
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
                const int32_t c1i_end = 0 + irc_min_i32((N - (c1o * 32)), 32);
                for (int32_t c1i = 0; c1i < c1i_end; c1i++) {
                  {
                    const int32_t c2i_end = 0 + (irc_min_i32(irc_min_i32(((M - (c2o * 32)) - 2), (((ko * 32) - (c2o * 32)) + 30)), 31) + 1);
                    for (int32_t c2i = 0; c2i < c2i_end; c2i++) {
                      {
                        const int32_t ki_end = irc_max_i32((((c2i + (c2o * 32)) - (ko * 32)) + 1), 0) + (irc_min_i32((M - (ko * 32)), 32) - irc_max_i32((((c2i + (c2o * 32)) - (ko * 32)) + 1), 0));
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

static __attribute__((noinline)) void irc_trmm_region2(double *restrict B, int32_t M, int32_t N) {
  {
    const int32_t c1o_end = 0 + (((M - 1) >> 5) + 1);
    #pragma omp for schedule(static)
    for (int32_t c1o = 0; c1o < c1o_end; c1o++) {
      {
        const int32_t c2o_end = 0 + (((N - 1) >> 5) + 1);
        for (int32_t c2o = 0; c2o < c2o_end; c2o++) {
          {
            const int32_t c1i_end = 0 + irc_min_i32((M - (c1o * 32)), 32);
            for (int32_t c1i = 0; c1i < c1i_end; c1i++) {
              {
                const int32_t c2i_end = 0 + irc_min_i32((N - (c2o * 32)), 32);
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
  if (((((((int64_t)(M)) * ((int64_t)8)) * ((int64_t)(M))) + ((((int64_t)(M)) * ((int64_t)8)) * ((int64_t)(N)))) <= ((int64_t)irc_cache_bytes(2)))) {
    #pragma omp parallel
    irc_trmm_region0(A, B, M, N);
  } else {
    #pragma omp parallel
    irc_trmm_region1(A, B, M, N);
    #pragma omp parallel
    irc_trmm_region2(B, M, N);
  }
  return 0;
}
